import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-a2-cheat-sheet',
  lang: 'pl',
  body: [
    {
      p: 'Jak wszystkie poziomy na tej stronie, A2 odpowiada **Europejskiemu systemowi opisu kształcenia językowego (CEFR)**. A2 to drugi poziom „użytkownika podstawowego”. Na poziomie A2 rozumiesz zdania i częste wyrażenia z dziedzin, które bezpośrednio cię dotyczą – informacje o sobie i rodzinie, zakupy, okolica, praca – radzisz sobie z prostą, rutynową wymianą informacji i potrafisz prostymi słowami opisać swoje pochodzenie, otoczenie i bieżące potrzeby. Pod względem gramatyki A2 domyka podstawy: mówisz o przeszłości, używasz wszystkich codziennych przypadków i łączysz zdania za pomocą {{weil}} i {{dass}}. Lekcje, na których opiera się to podsumowanie, znajdziesz w naszym [kursie gramatyki A2](/grammar/a2); jeśli chcesz powtórzyć podstawy, zacznij od [ściągawki A1](/articles/german-a1-cheat-sheet).',
    },
    { h2: 'Perfekt w całości' },
    {
      p: 'Perfekt to zwykły czas przeszły mowy potocznej: {{haben}} lub {{sein}} na drugim miejscu, imiesłów czasu przeszłego na końcu. {{sein}} stosuje się z czasownikami ruchu z punktu A do B ({{gehen}}, {{fahren}}, {{fliegen}}, {{kommen}}), zmiany stanu ({{aufstehen}}, {{einschlafen}}, {{sterben}}) oraz z {{sein}}, {{bleiben}} i {{passieren}}.',
    },
    {
      table: {
        caption: 'Jak tworzy się imiesłowy czasu przeszłego',
        head: ['Rodzaj czasownika', 'Schemat', 'Przykłady'],
        rows: [
          ['regularne', 'ge- … -t', '{{machen}} → {{gemacht}}, {{kaufen}} → {{gekauft}}'],
          ['nieregularne', 'ge- … -en (często ze zmianą samogłoski)', '{{sehen}} → {{gesehen}}, {{trinken}} → {{getrunken}}'],
          ['mieszane', 'ge- … -t ze zmianą samogłoski', '{{bringen}} → {{gebracht}}, {{denken}} → {{gedacht}}, {{wissen}} → {{gewusst}}'],
          ['rozdzielnie złożone', 'przedrostek + ge + temat', '{{einkaufen}} → {{eingekauft}}, {{anrufen}} → {{angerufen}}'],
          ['nierozdzielnie złożone (be-, ver-, er-, ent-, ge-, emp-, zer-, miss-)', 'bez ge-', '{{besuchen}} → {{besucht}}, {{vergessen}} → {{vergessen}}'],
          ['czasowniki na -ieren', 'bez ge-', '{{studieren}} → {{studiert}}, {{telefonieren}} → {{telefoniert}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Am Wochenende habe ich meine Oma besucht.', en: 'W weekend odwiedziłem babcię.' },
        { de: 'Wir sind um sechs Uhr aufgestanden.', en: 'Wstaliśmy o szóstej.' },
        { de: 'Was ist passiert?', en: 'Co się stało?' },
      ],
    },
    { h2: 'Präteritum czasowników sein, haben i modalnych' },
    {
      p: 'Nawet w mowie te czasowniki wolą czas przeszły prosty. Formy dla {{ich}} i {{er}}/{{sie}}/{{es}} są takie same i nie mają końcówki. Zob. [Perfekt czy Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Formy Präteritum',
        head: ['Osoba', 'sein', 'haben', 'können', 'müssen'],
        rows: [
          ['{{ich}}', '{{war}}', '{{hatte}}', '{{konnte}}', '{{musste}}'],
          ['{{du}}', '{{warst}}', '{{hattest}}', '{{konntest}}', '{{musstest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{war}}', '{{hatte}}', '{{konnte}}', '{{musste}}'],
          ['{{wir}}', '{{waren}}', '{{hatten}}', '{{konnten}}', '{{mussten}}'],
          ['{{ihr}}', '{{wart}}', '{{hattet}}', '{{konntet}}', '{{musstet}}'],
          ['{{sie}}/{{Sie}}', '{{waren}}', '{{hatten}}', '{{konnten}}', '{{mussten}}'],
        ],
      },
    },
    { h2: 'Celownik w całości' },
    {
      p: 'A2 dodaje do mianownika i biernika celownik: odbiorcę czegoś, czasowniki takie jak {{helfen}}, {{gefallen}}, {{gehören}}, {{passen}}, {{schmecken}}, {{danken}} oraz przyimki {{aus}}, {{bei}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}. Formy celownika: {{dem}}/{{einem}} (rodzaj męski i nijaki), {{der}}/{{einer}} (żeński), {{den}} + -n (liczba mnoga). Zaimki: {{mir}}, {{dir}}, {{ihm}}, {{ihr}}, {{uns}}, {{euch}}, {{ihnen}}/{{Ihnen}}. Cały system opisuje artykuł [Przypadki w języku niemieckim](/articles/german-cases-explained).',
    },
    {
      examples: [
        { de: 'Das Essen schmeckt mir sehr gut.', en: 'Jedzenie bardzo mi smakuje.' },
        { de: 'Ich wohne seit zwei Jahren in Leipzig.', en: 'Mieszkam w Lipsku od dwóch lat.' },
      ],
    },
    { h2: 'Przyimki z dwoma przypadkami: Wo? czy Wohin?' },
    {
      p: '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}: **Wohin?** (ruch w stronę miejsca) → biernik; **Wo?** (położenie) → celownik. Pary czasowników {{stellen}}/{{stehen}}, {{legen}}/{{liegen}}, {{setzen}}/{{sitzen}} oraz {{hängen}} działają według tej samej logiki. Szczegóły: [Niemieckie przyimki i przypadki](/articles/german-prepositions-with-cases).',
    },
    {
      examples: [
        { de: 'Ich stelle die Flasche in den Kühlschrank.', en: 'Wstawiam butelkę do lodówki. (Wohin?)' },
        { de: 'Die Flasche steht im Kühlschrank.', en: 'Butelka stoi w lodówce. (Wo?)' },
      ],
    },
    { h2: 'Czasowniki zwrotne' },
    {
      p: 'Wiele czasowników wymaga zaimka zwrotnego: {{sich freuen}}, {{sich waschen}}, {{sich anziehen}}, {{sich setzen}}, {{sich beeilen}}, {{sich interessieren für}}. Zaimek stoi w bierniku, ale przechodzi w celownik, gdy w zdaniu jest inne dopełnienie w bierniku: {{Ich wasche mich}} – {{Ich wasche mir die Hände}}.',
    },
    {
      table: {
        caption: 'Zaimki zwrotne',
        head: ['Osoba', 'Biernik', 'Celownik'],
        rows: [
          ['{{ich}}', '{{mich}}', '{{mir}}'],
          ['{{du}}', '{{dich}}', '{{dir}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{sich}}', '{{sich}}'],
          ['{{wir}}', '{{uns}}', '{{uns}}'],
          ['{{ihr}}', '{{euch}}', '{{euch}}'],
          ['{{sie}}/{{Sie}}', '{{sich}}', '{{sich}}'],
        ],
      },
    },
    { h2: 'Zdania podrzędne: weil, dass, wenn, ob, als' },
    {
      p: 'Te spójniki odsyłają czasownik na koniec. {{wenn}} służy do warunków i powtarzających się zdarzeń, {{als}} – do jednorazowego zdarzenia w przeszłości, {{ob}} – do pytań tak/nie w mowie zależnej. Zob. [Podstawy szyku zdania w niemieckim](/articles/german-word-order-basics).',
    },
    {
      examples: [
        { de: 'Ich komme nicht, weil ich krank bin.', en: 'Nie przyjdę, bo jestem chory.' },
        { de: 'Ich finde, dass Berlin sehr interessant ist.', en: 'Uważam, że Berlin jest bardzo ciekawy.' },
        { de: 'Als ich Kind war, hatte ich einen Hund.', en: 'Kiedy byłem dzieckiem, miałem psa.' },
        { de: 'Können Sie mir sagen, wo der Bahnhof ist?', en: 'Czy może mi Pan/Pani powiedzieć, gdzie jest dworzec?' },
      ],
    },
    { h2: 'Stopniowanie przymiotników' },
    {
      table: {
        caption: 'Stopień równy, wyższy i najwyższy',
        head: ['Równy', 'Wyższy', 'Najwyższy'],
        rows: [
          ['{{schnell}}', '{{schneller}}', '{{am schnellsten}}'],
          ['{{alt}}', '{{älter}}', '{{am ältesten}}'],
          ['{{groß}}', '{{größer}}', '{{am größten}}'],
          ['{{gut}}', '{{besser}}', '{{am besten}}'],
          ['{{viel}}', '{{mehr}}', '{{am meisten}}'],
          ['{{gern}}', '{{lieber}}', '{{am liebsten}}'],
          ['{{hoch}}', '{{höher}}', '{{am höchsten}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anna ist so alt wie ich.', en: 'Anna jest w moim wieku.' },
        { de: 'Der Zug ist schneller als der Bus.', en: 'Pociąg jest szybszy niż autobus.' },
        { de: 'Ich trinke lieber Tee als Kaffee.', en: 'Wolę herbatę od kawy.' },
      ],
    },
    { h2: 'Końcówki przymiotników w skrócie' },
    {
      p: 'Po {{der}}/{{die}}/{{das}}: **-e** w mianowniku liczby pojedynczej (oraz w bierniku rodzaju żeńskiego i nijakiego), **-en** we wszystkich pozostałych miejscach. Po {{ein}}: przymiotnik pokazuje rodzaj tam, gdzie {{ein}} nie może ({{ein alter Mann}}, {{ein altes Haus}}). Bez rodzajnika przymiotnik przyjmuje końcówkę {{der}}/{{die}}/{{das}} ({{kalter Kaffee}}). Pełne wyjaśnienie: [Końcówki przymiotników – po prostu](/articles/german-adjective-endings-made-simple).',
    },
    { h2: 'Uprzejme prośby i życzenia: Konjunktiv II' },
    {
      p: 'Na poziomie A2 używasz kilku form Konjunktiv II jako stałych zwrotów grzecznościowych: {{ich hätte gern}}, {{ich würde gern}}, {{könnten Sie}}, {{wäre es möglich}}.',
    },
    {
      examples: [
        { de: 'Könnten Sie mir bitte helfen?', en: 'Czy mógłby Pan / mogłaby Pani mi pomóc?' },
        { de: 'Ich hätte gern ein Zimmer für zwei Nächte.', en: 'Poproszę pokój na dwie noce.' },
        { de: 'Ich würde gern am Samstag kommen.', en: 'Chętnie przyjdę w sobotę.' },
      ],
    },
    { h2: 'Czasowniki z przyimkami' },
    {
      p: 'Wiele czasowników ma stały przyimek, którego trzeba uczyć się razem z nimi: {{warten auf}} + B., {{sich freuen auf}} (cieszyć się na coś, co nadejdzie) i {{sich freuen über}} (cieszyć się z czegoś) + B., {{denken an}} + B., {{sich interessieren für}} + B., {{sprechen mit}} + C. O rzeczy pyta się przez **wo(r)-**, a odsyła do niej przez **da(r)-**: {{Worauf wartest du? – Auf den Bus. Ich warte schon lange darauf.}}',
    },
    { h2: 'Najważniejsze zwroty na poziomie A2' },
    {
      table: {
        caption: 'Przydatne zwroty A2',
        head: ['Funkcja', 'Po niemiecku'],
        rows: [
          ['Wyrażanie opinii', '{{Ich finde, dass …}} / {{Meiner Meinung nach …}}'],
          ['Zgoda / sprzeciw', '{{Da hast du recht.}} / {{Das sehe ich anders.}}'],
          ['Umawianie się', '{{Hätten Sie am Dienstag um zehn Uhr Zeit?}}'],
          ['Odwoływanie', '{{Leider kann ich morgen nicht kommen.}}'],
          ['Przeprosiny', '{{Entschuldigung, ich habe mich verspätet.}}'],
          ['U lekarza', '{{Ich habe seit drei Tagen Kopfschmerzen.}}'],
          ['Prośba o przysługę', '{{Könntest du mir einen Gefallen tun?}}'],
          ['Mówienie o planach', '{{Nächstes Jahr möchte ich nach Italien fahren.}}'],
        ],
      },
    },
    {
      p: 'Tematy A2: dzieciństwo i życiorys, mieszkanie i przeprowadzka, zdrowie, praca i zawody, podróże i urlop, święta, zakupy i reklamacje, media, pogoda i środowisko. Poszerzaj słownictwo z naszymi [listami słówek](/words) i [kartami pracy](/worksheets).',
    },
    {
      tip: 'Krok od A2 do B1 polega głównie na łączeniu myśli: więcej spójników, zdania względne, strona bierna. [Ściągawka B1](/articles/german-b1-cheat-sheet) pokazuje drogę naprzód.',
    },
  ],
};

export default translation;
