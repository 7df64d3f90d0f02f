import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'der-die-das-noun-gender-rules',
  lang: 'pl',
  body: [
    {
      p: 'Każdy niemiecki rzeczownik ma rodzaj gramatyczny: męski ({{der}}), żeński ({{die}}) lub nijaki ({{das}}). Rodzaj liczy się dużo bardziej niż sam rodzajnik, bo decyduje o końcówkach rodzajników, przymiotników i zaimków w każdym przypadku. Zła wiadomość: rodzaj często nie jest logiczny – {{der Löffel}} (łyżka), {{die Gabel}} (widelec) i {{das Messer}} (nóż) leżą obok siebie na stole. Dobra wiadomość: przy dużej części rzeczowników rodzaj zdradza **końcówka** albo **znaczenie**. Ten artykuł zbiera reguły na tyle pewne, że warto się ich nauczyć, wraz z najważniejszymi wyjątkami.',
    },
    { h2: 'Najpierw same rodzajniki' },
    {
      table: {
        caption: 'Rodzajniki w mianowniku (forma podmiotu)',
        head: ['Forma', 'Męski', 'Żeński', 'Nijaki', 'Liczba mnoga'],
        rows: [
          ['określony', '{{der Tisch}}', '{{die Lampe}}', '{{das Buch}}', '{{die Bücher}}'],
          ['nieokreślony', '{{ein Tisch}}', '{{eine Lampe}}', '{{ein Buch}}', '–'],
          ['przeczący („żaden”)', '{{kein Tisch}}', '{{keine Lampe}}', '{{kein Buch}}', '{{keine Bücher}}'],
          ['zaimek (on/ona/ono)', '{{er}}', '{{sie}}', '{{es}}', '{{sie}}'],
        ],
      },
    },
    {
      p: 'Zwróć uwagę na dwie rzeczy. W liczbie mnogiej każdy rzeczownik ma {{die}}, bez względu na rodzaj, więc liczba mnoga nic nie mówi o rodzaju. A zaimek idzie za rodzajem gramatycznym, nie za rzeczą: stół to po niemiecku „on”, tak jak po polsku.',
    },
    {
      examples: [
        { de: 'Wo ist der Schlüssel? – Er liegt auf dem Tisch.', en: 'Gdzie jest klucz? – Leży na stole.' },
        { de: 'Die Uhr ist neu. Sie war nicht teuer.', en: 'Zegarek jest nowy. Nie był drogi. (po niemiecku „ona”)' },
      ],
    },
    { h2: 'Końcówki prawie zawsze żeńskie (die)' },
    {
      p: 'To najpewniejsze reguły całego systemu. Jeśli rzeczownik tak się kończy, możesz śmiało powiedzieć {{die}}.',
    },
    {
      table: {
        caption: 'Końcówki rodzaju żeńskiego',
        head: ['Końcówka', 'Przykłady', 'Uwagi'],
        rows: [
          ['-ung', '{{die Wohnung}}, {{die Zeitung}}, {{die Übung}}', 'brak częstych wyjątków'],
          ['-heit, -keit', '{{die Freiheit}}, {{die Gesundheit}}, {{die Möglichkeit}}', 'bez wyjątków'],
          ['-schaft', '{{die Freundschaft}}, {{die Mannschaft}}', 'brak częstych wyjątków'],
          ['-ion', '{{die Information}}, {{die Nation}}, {{die Region}}', 'prawie zawsze; ale {{der Spion}}, {{das Stadion}}, {{der Skorpion}}'],
          ['-tät', '{{die Universität}}, {{die Qualität}}', 'bez wyjątków'],
          ['-ei', '{{die Bäckerei}}, {{die Polizei}}', 'ale {{das Ei}} (jajko)'],
          ['-ie', '{{die Familie}}, {{die Energie}}, {{die Biologie}}', 'ale {{das Knie}}'],
          ['-ik', '{{die Musik}}, {{die Politik}}, {{die Fabrik}}', 'ale {{der Katholik}}'],
          ['-ur', '{{die Natur}}, {{die Kultur}}, {{die Figur}}', 'ale {{das Abitur}}'],
          ['-enz, -anz', '{{die Konferenz}}, {{die Distanz}}', ''],
          ['-in (osoby płci żeńskiej)', '{{die Lehrerin}}, {{die Ärztin}}', 'ale {{der Termin}}, {{das Benzin}}'],
        ],
      },
    },
    {
      p: 'Końcówka **-e** to także mocny sygnał: większość rzeczowników na -e jest rodzaju żeńskiego ({{die Lampe}}, {{die Straße}}, {{die Woche}}, {{die Sprache}}). Dużą grupę wyjątków tworzą osoby i zwierzęta płci męskiej, które są rodzaju męskiego ({{der Junge}}, {{der Kollege}}, {{der Löwe}}), garść innych rzeczowników męskich ({{der Name}}, {{der Käse}}, {{der Gedanke}}) i niektóre nijakie, przede wszystkim zaczynające się od Ge- ({{das Gebäude}}, {{das Gemüse}}), oraz {{das Auge}}, {{das Ende}}.',
    },
    { h2: 'Końcówki i grupy wskazujące na rodzaj męski (der)' },
    {
      ul: [
        '**-er** u osób i narzędzi, które coś robią (od czasowników): {{der Lehrer}}, {{der Fahrer}}, {{der Computer}}, {{der Wecker}}. Uwaga: samo -er nie jest regułą – {{die Mutter}}, {{das Fenster}}.',
        '**-ling**: {{der Frühling}}, {{der Schmetterling}}, {{der Lehrling}}.',
        '**-ismus**: {{der Tourismus}}, {{der Optimismus}}.',
        '**-ig**: {{der Honig}}, {{der König}}, {{der Essig}}.',
        '**-or**: {{der Motor}}, {{der Doktor}}, {{der Autor}} – ale {{das Labor}}.',
        '**-ant, -ent** u osób: {{der Student}}, {{der Praktikant}}, {{der Präsident}}.',
        '**Dni, miesiące i pory roku**: {{der Montag}}, {{der Januar}}, {{der Sommer}}.',
        '**Strony świata i większość słów o pogodzie**: {{der Norden}}, {{der Regen}}, {{der Schnee}}, {{der Wind}}.',
        '**Marki samochodów** (ze względu na {{der Wagen}}): {{der BMW}}, {{der Golf}}.',
        '**Wiele napojów alkoholowych**: {{der Wein}}, {{der Sekt}}, {{der Wodka}} – ale {{das Bier}}.',
        '**Wiele krótkich rzeczowników od tematu czasownika**: {{der Schlaf}} ({{schlafen}}), {{der Gang}} ({{gehen}}), {{der Sprung}} ({{springen}}).',
      ],
    },
    { h2: 'Końcówki i grupy wskazujące na rodzaj nijaki (das)' },
    {
      ul: [
        '**-chen i -lein** (zdrobnienia), bez wyjątków: {{das Mädchen}}, {{das Brötchen}}, {{das Fräulein}}. Dlatego „dziewczynka” jest po niemiecku rodzaju nijakiego: rodzaj wynika z końcówki, nie z osoby.',
        '**-ment**: {{das Dokument}}, {{das Instrument}}, {{das Medikament}}.',
        '**-um** (wyrazy łacińskie): {{das Museum}}, {{das Zentrum}}, {{das Studium}}.',
        '**-nis** jest przeważnie nijakie: {{das Ergebnis}}, {{das Zeugnis}}, {{das Erlebnis}} – ale {{die Erlaubnis}}, {{die Kenntnis}}.',
        '**Bezokoliczniki użyte jako rzeczowniki**: {{das Essen}}, {{das Schwimmen}}, {{das Lernen}}.',
        '**Kolory i języki jako rzeczowniki**: {{das Rot}}, {{das Deutsch}}.',
        '**Małe dzieci i młode zwierząt**: {{das Kind}}, {{das Baby}}, {{das Kalb}}.',
        '**Większość metali i pierwiastków chemicznych**: {{das Gold}}, {{das Eisen}}, {{das Silber}}.',
        '**Hotele, kawiarnie i kina**: {{das Hotel}}, {{das Café}}, {{das Kino}}, {{das Restaurant}}.',
        '**Rzeczowniki zbiorowe z Ge-**: {{das Gebirge}}, {{das Gemüse}}, {{das Getränk}}.',
      ],
    },
    { h2: 'Rzeczowniki złożone: decyduje ostatnia część' },
    {
      p: 'Niemiecki tworzy długie rzeczowniki, łącząc krótsze, a rodzaj całego słowa to zawsze rodzaj jego **ostatniej** części. Gdy znasz {{die Karte}}, znasz rodzaj każdej „karty”: {{die Fahrkarte}}, {{die Postkarte}}, {{die Speisekarte}}.',
    },
    {
      examples: [
        { de: 'das Haus + die Tür = die Haustür', en: 'dom + drzwi = drzwi wejściowe' },
        { de: 'die Tür + der Schlüssel = der Türschlüssel', en: 'drzwi + klucz = klucz do drzwi' },
        { de: 'der Kaffee + die Tasse = die Kaffeetasse', en: 'kawa + filiżanka = filiżanka do kawy' },
      ],
    },
    { h2: 'Rodzaj naturalny – i kiedy zawodzi' },
    {
      p: 'U osób rodzaj gramatyczny zwykle pokrywa się z naturalnym: {{der Mann}}, {{der Vater}}, {{die Frau}}, {{die Tochter}}. Większość nazw zawodów ma formę męską i żeńską z -in: {{der Arzt}}, {{die Ärztin}}. Słynne wyjątki wynikają z końcówek: {{das Mädchen}} i {{das Fräulein}} są nijakie z powodu -chen i -lein, a {{das Kind}} jest nijakie, bo to mały człowiek. Niektóre słowa oznaczające osoby mają jeden rodzaj dla wszystkich: {{die Person}}, {{der Mensch}}, {{das Mitglied}}.',
    },
    { h2: 'Jedno słowo, dwa rodzaje, dwa znaczenia' },
    {
      p: 'Kilka rzeczowników zmienia znaczenie razem z rodzajnikiem. Warto uczyć się ich parami:',
    },
    {
      table: {
        caption: 'Ta sama forma, inny rodzaj',
        head: ['Męski / nijaki', 'Żeński / inny'],
        rows: [
          ['{{der See}} – jezioro', '{{die See}} – morze'],
          ['{{der Leiter}} – kierownik', '{{die Leiter}} – drabina'],
          ['{{das Steuer}} – kierownica', '{{die Steuer}} – podatek'],
          ['{{der Band}} – tom (książki)', '{{die Band}} – zespół (muzyczny); {{das Band}} – wstążka'],
          ['{{der Kiefer}} – szczęka', '{{die Kiefer}} – sosna'],
        ],
      },
    },
    { h2: 'Jak uczyć się rodzajów bez rozpaczy' },
    {
      ol: [
        '**Nigdy nie ucz się rzeczownika bez rodzajnika.** Pisz i mów {{der Tisch}}, a nie samo „Tisch”. Dodaj też liczbę mnogą: {{der Tisch, die Tische}}.',
        '**Używaj kolorów.** Wielu uczących się zaznacza na fiszkach rzeczowniki męskie na niebiesko, żeńskie na czerwono, a nijakie na zielono; kolor zostaje w pamięci.',
        '**Naucz się raz powyższych końcówek**, a potem sprawdzaj z nimi każdy nowy rzeczownik. Będziesz trafiać znacznie częściej, niż zgadując.',
        '**Zapamiętuj wyjątki jako krótkie historyjki**: „Jajko ({{das Ei}}) to nie piekarnia ({{die Bäckerei}}).”',
        '**Dużo czytaj i słuchaj.** Rodzajnik staje się dźwiękiem, który należy do słowa: {{die Sonne}} po prostu brzmi dobrze.',
      ],
    },
    {
      tip: 'Gdy mówisz i nie masz pewności, użyj liczby mnogiej lub konstrukcji, która ukrywa rodzaj. {{Ich nehme zwei Brötchen}} w ogóle obywa się bez rodzajnika. W piśmie sprawdź rzeczownik w słowniku: każdy dobry słownik, na przykład Duden, podaje rodzajnik.',
    },
    {
      p: 'Rodzaj jest podstawą systemu przypadków, który poznasz w artykułach [Przypadki w języku niemieckim](/articles/german-cases-explained) i [Końcówki przymiotników – po prostu](/articles/german-adjective-endings-made-simple). O długich rzeczownikach przeczytasz w artykule [Niemieckie rzeczowniki złożone](/articles/german-compound-nouns). Ćwicz rodzajniki z listami tematycznymi w naszym [dziale słownictwa](/words) i w [grach](/games).',
    },
  ],
};

export default translation;
