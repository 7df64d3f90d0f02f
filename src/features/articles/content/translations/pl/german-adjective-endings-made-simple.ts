import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-adjective-endings-made-simple',
  lang: 'pl',
  body: [
    {
      p: 'Końcówki przymiotników mają groźną reputację: trzy tabele po szesnaście form. Ale wszystkie opierają się na **jednej idei** – kiedy ją zobaczysz, wyprowadzisz prawie każdą końcówkę zamiast wkuwać ją na pamięć. Ten artykuł wyjaśnia tę ideę, podaje trzy tabele do sprawdzania i wymienia kilka przypadków szczególnych. Powinieneś już znać rodzajniki w czterech przypadkach – jeśli nie, zacznij od artykułu [Przypadki w języku niemieckim](/articles/german-cases-explained).',
    },
    { h2: 'Najpierw: kiedy nie ma żadnej końcówki?' },
    {
      p: 'Przymiotnik dostaje końcówkę tylko wtedy, gdy stoi **przed rzeczownikiem**. Po {{sein}}, {{werden}} lub {{bleiben}} oraz w funkcji przysłówka nigdy się nie zmienia.',
    },
    {
      examples: [
        { de: 'Der Kaffee ist heiß.', en: 'Kawa jest gorąca. (bez końcówki)' },
        { de: 'Der heiße Kaffee steht auf dem Tisch.', en: 'Gorąca kawa stoi na stole. (z końcówką)' },
        { de: 'Sie singt schön.', en: 'Ona pięknie śpiewa. (przysłówek, bez końcówki)' },
      ],
    },
    { h2: 'Jedna idea: sygnał pojawia się raz' },
    {
      p: 'Każda grupa rzeczownikowa musi **raz** wyraźnie pokazać swój rodzaj i przypadek. Wyraźne sygnały to końcówki rodzajnika określonego: **-r** ({{der}}), **-e** ({{die}}), **-s** ({{das}}), **-n** ({{den}}), **-m** ({{dem}}). Jeśli rodzajnik już pokazuje sygnał, przymiotnik „odpoczywa” i dostaje zwykłe **-e** lub **-en**. Jeśli rodzajnik sygnału nie pokazuje – albo rodzajnika nie ma – sygnał niesie sam przymiotnik.',
    },
    {
      examples: [
        { de: 'der alte Mann', en: 'der pokazuje -r → przymiotnik odpoczywa: -e' },
        { de: 'ein alter Mann', en: 'ein nic nie pokazuje → przymiotnik pokazuje -r' },
        { de: 'das neue Auto – ein neues Auto', en: 'das pokazuje -s; ein nie, więc robi to przymiotnik' },
        { de: 'kalter Kaffee, kaltes Wasser, kalte Milch', en: 'brak rodzajnika → sygnał pokazuje przymiotnik' },
      ],
    },
    {
      tip: 'Drugi skrót: po każdym rodzajniku końcówka to **-en** w całym celowniku, całym dopełniaczu, całej liczbie mnogiej i w bierniku rodzaju męskiego. Zastanowić się trzeba tylko nad pięcioma pozostałymi miejscami – a tam końcówka to -e albo sygnał -r/-s po {{ein}}.',
    },
    { h2: 'Tabela 1: po der, die, das (oraz dieser, jeder, welcher)' },
    {
      p: 'Rodzajnik określony zawsze pokazuje sygnał, więc przymiotnik dostaje tylko **-e** lub **-en**. Te same końcówki występują po {{dieser}}, {{jener}}, {{jeder}}, {{welcher}}, {{mancher}} i, w liczbie mnogiej, po {{alle}}.',
    },
    {
      table: {
        caption: 'Po rodzajniku określonym',
        head: ['Przypadek', 'Męski', 'Żeński', 'Nijaki', 'Liczba mnoga'],
        rows: [
          ['Mianownik', '{{der alte Mann}}', '{{die alte Frau}}', '{{das alte Haus}}', '{{die alten Leute}}'],
          ['Biernik', '{{den alten Mann}}', '{{die alte Frau}}', '{{das alte Haus}}', '{{die alten Leute}}'],
          ['Celownik', '{{dem alten Mann}}', '{{der alten Frau}}', '{{dem alten Haus}}', '{{den alten Leuten}}'],
          ['Dopełniacz', '{{des alten Mannes}}', '{{der alten Frau}}', '{{des alten Hauses}}', '{{der alten Leute}}'],
        ],
      },
    },
    { h2: 'Tabela 2: po ein, kein i mein' },
    {
      p: 'W większości miejsc {{ein}} wygląda jak {{der}} ({{einen}}, {{einem}}, {{einer}}), więc przymiotnik dostaje te same -e/-en co w tabeli 1. Są tylko **trzy miejsca**, w których {{ein}} nie ma końcówki: mianownik rodzaju męskiego oraz mianownik i biernik rodzaju nijakiego. Tam sygnał pokazuje przymiotnik: {{ein alter Mann}}, {{ein altes Haus}}. Te same końcówki występują po {{kein}} i wszystkich zaimkach dzierżawczych ({{mein}}, {{dein}}, {{unser}} …), także w liczbie mnogiej.',
    },
    {
      table: {
        caption: 'Po rodzajniku nieokreślonym i zaimkach dzierżawczych',
        head: ['Przypadek', 'Męski', 'Żeński', 'Nijaki', 'Liczba mnoga (mein)'],
        rows: [
          ['Mianownik', '{{ein alter Mann}}', '{{eine alte Frau}}', '{{ein altes Haus}}', '{{meine alten Freunde}}'],
          ['Biernik', '{{einen alten Mann}}', '{{eine alte Frau}}', '{{ein altes Haus}}', '{{meine alten Freunde}}'],
          ['Celownik', '{{einem alten Mann}}', '{{einer alten Frau}}', '{{einem alten Haus}}', '{{meinen alten Freunden}}'],
          ['Dopełniacz', '{{eines alten Mannes}}', '{{einer alten Frau}}', '{{eines alten Hauses}}', '{{meiner alten Freunde}}'],
        ],
      },
    },
    { h2: 'Tabela 3: bez rodzajnika' },
    {
      p: 'Bez rodzajnika – z rzeczownikami niepoliczalnymi, w liczbie mnogiej bez rodzajnika, po liczebnikach, w pozdrowieniach i w menu – przymiotnik przyjmuje końcówki samego rodzajnika określonego. Jedynym wyjątkiem jest rzadki dopełniacz rodzaju męskiego i nijakiego: tam rzeczownik ma już -s, więc przymiotnik dostaje -en.',
    },
    {
      table: {
        caption: 'Bez rodzajnika',
        head: ['Przypadek', 'Męski', 'Żeński', 'Nijaki', 'Liczba mnoga'],
        rows: [
          ['Mianownik', '{{kalter Kaffee}}', '{{kalte Milch}}', '{{kaltes Wasser}}', '{{kalte Getränke}}'],
          ['Biernik', '{{kalten Kaffee}}', '{{kalte Milch}}', '{{kaltes Wasser}}', '{{kalte Getränke}}'],
          ['Celownik', '{{kaltem Kaffee}}', '{{kalter Milch}}', '{{kaltem Wasser}}', '{{kalten Getränken}}'],
          ['Dopełniacz', '{{kalten Kaffees}}', '{{kalter Milch}}', '{{kalten Wassers}}', '{{kalter Getränke}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Liebe Grüße aus Hamburg!', en: 'Serdeczne pozdrowienia z Hamburga!' },
        { de: 'Ich trinke gern heißen Tee mit frischer Minze.', en: 'Lubię pić gorącą herbatę ze świeżą miętą.' },
        { de: 'Wir suchen eine Wohnung mit großem Balkon.', en: 'Szukamy mieszkania z dużym balkonem.' },
        { de: 'Zwei kleine Kinder spielen im Garten.', en: 'Dwoje małych dzieci bawi się w ogrodzie.' },
      ],
    },
    { h2: 'Jak dojść do końcówki: test w trzech krokach' },
    {
      ol: [
        'Ustal rodzaj, liczbę i przypadek rzeczownika.',
        'Spójrz na wyraz przed przymiotnikiem. Czy pokazuje sygnał (-r, -e, -s, -n, -m)? Wtedy przymiotnik dostaje -e (pięć „łatwych” miejsc) albo -en.',
        'Jeśli nie ma rodzajnika albo {{ein}}/{{kein}}/{{mein}} stoi bez końcówki, sygnał pokazuje sam przymiotnik.',
      ],
    },
    {
      examples: [
        { de: 'Ich habe einen neuen Job.', en: 'rodzaj męski, biernik; einen pokazuje -n → -en' },
        { de: 'Mit meiner besten Freundin gehe ich ins Kino.', en: 'rodzaj żeński, celownik; meiner pokazuje -r → -en' },
        { de: 'Das ist ein schönes Geschenk.', en: 'rodzaj nijaki, mianownik; ein nic nie pokazuje → -es' },
      ],
    },
    { h2: 'Przypadki szczególne' },
    {
      ul: [
        '**Kilka przymiotników** dostaje tę samą końcówkę: {{ein großer, heller Raum}}; {{mit netten, jungen Kollegen}}.',
        '**Przymiotniki na -el i -er** zwykle tracą e przed końcówką: {{dunkel}} → {{ein dunkles Zimmer}}; {{teuer}} → {{ein teures Auto}}.',
        '**hoch** traci c: {{der Berg ist hoch}}, ale {{ein hoher Berg}}.',
        '**Niektóre nazwy kolorów** – {{lila}}, {{rosa}} – i przymiotniki od nazw miast na -er nigdy się nie zmieniają: {{ein rosa Kleid}}, {{die Berliner Mauer}}, {{mit Frankfurter Würstchen}}.',
        '**Po viele, einige, wenige, mehrere** i liczebnikach traktuj liczbę mnogą jak bez rodzajnika: {{viele neue Bücher}}, {{drei kleine Katzen}}.',
        '**Stopień wyższy i najwyższy** mają te same końcówki: {{ein größeres Auto}}, {{der schnellste Zug}}.',
        '**Imiesłowy** użyte jako przymiotniki również: {{ein geöffnetes Fenster}}, {{die kommende Woche}}.',
      ],
    },
    { h2: 'Przymiotniki jako rzeczowniki' },
    {
      p: 'Przymiotnik może stać się rzeczownikiem (pisanym wielką literą) i zachowuje końcówki przymiotnika: {{der Deutsche}}, ale {{ein Deutscher}}; {{die Erwachsenen}}; {{mein Bekannter}}; {{etwas Neues}} (coś nowego), {{nichts Besonderes}} (nic szczególnego). Tak działa wiele codziennych słów, na przykład {{der/die Angestellte}} (pracownik, pracownica) i {{der/die Verwandte}} (krewny, krewna).',
    },
    {
      examples: [
        { de: 'Sein Vater ist Deutscher, seine Mutter ist Italienerin.', en: 'Jego ojciec jest Niemcem, a matka Włoszką.' },
        { de: 'Gibt es etwas Neues?', en: 'Jest coś nowego?' },
      ],
    },
    { h2: 'Jak zautomatyzować końcówki' },
    {
      ol: [
        'Naucz się na pamięć kilku wzorcowych wyrażeń, po jednym na tabelę: {{der gute Wein}}, {{ein guter Wein}}, {{guter Wein}}. Nowe wyrażenia twórz przez analogię.',
        'Najpierw skup się na najczęstszych schematach: mianownik i biernik z {{ein}} oraz celownik po przyimkach ({{mit dem neuen Auto}}).',
        'Czytaj na głos. Końcówki są krótkie, a słuchanie to najlepszy sposób, by je zauważyć.',
        'Nie panikuj w rozmowie: zła końcówka rzadko utrudnia zrozumienie. Poprawność przychodzi z praktyką.',
      ],
    },
    {
      p: 'Kolory dają mnóstwo okazji do ćwiczeń – zob. [Kolory i ubrania](/articles/german-colours-and-clothes). Najpierw sprawdź rodzaj rzeczownika w artykule [der, die czy das?](/articles/der-die-das-noun-gender-rules), a końcówki ćwicz w lekcji o odmianie przymiotników w naszym [kursie gramatyki A2](/grammar/a2), w [dziale gramatyki](/grammar) i na [kartach pracy](/worksheets).',
    },
  ],
};

export default translation;
