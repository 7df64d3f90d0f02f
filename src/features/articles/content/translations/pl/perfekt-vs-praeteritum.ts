import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'perfekt-vs-praeteritum',
  lang: 'pl',
  body: [
    {
      p: 'Niemiecki ma dwa główne czasy przeszłe: **Perfekt** ({{ich habe gemacht}}, {{ich bin gegangen}}) i **Präteritum** ({{ich machte}}, {{ich ging}}). Znający angielski próbują przyporządkować je do „I have done” i „I did”, ale to nie działa. W niemieckim oba czasy znaczą prawie to samo. Prawdziwa różnica tkwi w **stylu**: Perfekt to czas rozmowy, Präteritum – czas narracji pisanej. Ten artykuł pokazuje, jak tworzyć oba czasy i jak wybierać między nimi.',
    },
    { h2: 'Krótka odpowiedź' },
    {
      table: {
        caption: 'Który czas przeszły?',
        head: ['Sytuacja', 'Zwykły czas', 'Przykład'],
        rows: [
          ['rozmowa, pogawędka, wiadomości, nieformalne maile', 'Perfekt', '{{Ich habe gestern lange gearbeitet.}}'],
          ['opowiadania, powieści, wiadomości prasowe, biografie', 'Präteritum', '{{Im Jahr 1990 zog die Familie nach Leipzig.}}'],
          ['{{sein}}, {{haben}}, czasowniki modalne – wszędzie', 'Präteritum', '{{Ich war müde und hatte keine Zeit.}}'],
          ['{{es gibt}}, {{wissen}} i kilka innych w mowie', 'często Präteritum', '{{Es gab keine Karten mehr. Das wusste ich nicht.}}'],
        ],
      },
    },
    {
      p: 'Jest też aspekt regionalny. Na południu Niemiec, w Austrii i w Szwajcarii Präteritum prawie zniknął z mowy codziennej, z wyjątkiem {{war}} i kilku innych form; na północy używa się go w rozmowie nieco częściej. Dla uczącego się reguła z tabeli jest poprawna wszędzie.',
    },
    { h2: 'Jak tworzy się Perfekt' },
    {
      p: 'Perfekt ma dwie części: {{haben}} lub {{sein}} w czasie teraźniejszym (na drugim miejscu) i imiesłów czasu przeszłego (na końcu zdania).',
    },
    {
      table: {
        caption: 'Imiesłowy czasu przeszłego',
        head: ['Rodzaj czasownika', 'Imiesłów', 'Przykłady'],
        rows: [
          ['regularne', 'ge- + temat + -t', '{{machen}} → {{gemacht}}, {{arbeiten}} → {{gearbeitet}}'],
          ['nieregularne', 'ge- + temat (często zmieniony) + -en', '{{schreiben}} → {{geschrieben}}, {{finden}} → {{gefunden}}'],
          ['mieszane', 'ge- + zmieniony temat + -t', '{{bringen}} → {{gebracht}}, {{kennen}} → {{gekannt}}'],
          ['rozdzielnie złożone', 'przedrostek + ge + temat', '{{einkaufen}} → {{eingekauft}}, {{aussteigen}} → {{ausgestiegen}}'],
          ['przedrostek nierozdzielny, -ieren', 'bez ge-', '{{bezahlen}} → {{bezahlt}}, {{verlieren}} → {{verloren}}, {{reparieren}} → {{repariert}}'],
        ],
      },
    },
    { h2: 'haben czy sein?' },
    {
      p: 'Większość czasowników tworzy Perfekt z {{haben}}, w tym wszystkie czasowniki z dopełnieniem w bierniku i wszystkie czasowniki zwrotne. {{sein}} używa się z czasownikami bez dopełnienia w bierniku, które wyrażają:',
    },
    {
      ul: [
        '**ruch z jednego miejsca do drugiego**: {{gehen}}, {{kommen}}, {{fahren}}, {{fliegen}}, {{laufen}}, {{reisen}}, {{umziehen}}: {{Wir sind nach Spanien geflogen.}}',
        '**zmianę stanu**: {{aufstehen}}, {{aufwachen}}, {{einschlafen}}, {{werden}}, {{wachsen}}, {{sterben}}: {{Das Kind ist schnell eingeschlafen.}}',
        '**a także kilka szczególnych czasowników**: {{sein}}, {{bleiben}}, {{passieren}}, {{geschehen}}, {{begegnen}}: {{Was ist passiert?}} {{Ich bin zu Hause geblieben.}}',
      ],
    },
    {
      p: 'Niektóre czasowniki ruchu łączą się z {{haben}}, gdy mają dopełnienie w bierniku: {{Ich bin nach Berlin gefahren}}, ale {{Ich habe das Auto meines Vaters gefahren}}. Na południu Niemiec, w Austrii i w Szwajcarii także {{stehen}}, {{sitzen}} i {{liegen}} łączą się z {{sein}} ({{ich bin gesessen}}); na północy i w większości podręczników – z {{haben}} ({{ich habe gesessen}}). Oba warianty są poprawne w swoich regionach.',
    },
    { h2: 'Jak tworzy się Präteritum' },
    {
      p: 'Czasowniki regularne dodają do tematu **-te** i końcówki osobowe. Nieregularne zmieniają samogłoskę i **nie mają końcówki** w formach {{ich}} i {{er}}/{{sie}}/{{es}}. Mieszane zmieniają samogłoskę **i** dodają -te.',
    },
    {
      table: {
        caption: 'Końcówki Präteritum',
        head: ['Osoba', 'machen (regularny)', 'gehen (nieregularny)', 'denken (mieszany)'],
        rows: [
          ['{{ich}}', '{{machte}}', '{{ging}}', '{{dachte}}'],
          ['{{du}}', '{{machtest}}', '{{gingst}}', '{{dachtest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{machte}}', '{{ging}}', '{{dachte}}'],
          ['{{wir}}', '{{machten}}', '{{gingen}}', '{{dachten}}'],
          ['{{ihr}}', '{{machtet}}', '{{gingt}}', '{{dachtet}}'],
          ['{{sie}}/{{Sie}}', '{{machten}}', '{{gingen}}', '{{dachten}}'],
        ],
      },
    },
    {
      p: 'Formy nieregularne trzeba znać na pamięć jako listę – bezokolicznik, Präteritum, imiesłów: {{fahren – fuhr – gefahren}}, {{kommen – kam – gekommen}}, {{sehen – sah – gesehen}}, {{treffen – traf – getroffen}}. Najważniejszych do mówienia jest niewiele: {{war}}, {{hatte}}, {{konnte}}, {{musste}}, {{wollte}}, {{durfte}}, {{sollte}}, {{gab}}, {{wusste}}.',
    },
    { h2: 'Ta sama historia w dwóch stylach' },
    {
      p: 'Oto jedno wydarzenie opowiedziane dwa razy: najpierw tak, jak opowiedziałbyś je przyjacielowi, a potem tak, jak mogłoby wyglądać w opowiadaniu.',
    },
    {
      examples: [
        { de: 'Gestern bin ich mit dem Zug nach Hamburg gefahren. Der Zug war total voll, und ich habe keinen Sitzplatz gefunden. Dann habe ich zufällig eine alte Freundin getroffen.', en: 'Mówione: Wczoraj pojechałem pociągiem do Hamburga. Pociąg był kompletnie pełny i nie znalazłem miejsca. A potem przypadkiem spotkałem starą przyjaciółkę.' },
        { de: 'Am Montag fuhr Lisa mit dem Zug nach Hamburg. Der Zug war voll, und sie fand keinen Sitzplatz. Dann traf sie zufällig eine alte Freundin.', en: 'Pisane: W poniedziałek Lisa pojechała pociągiem do Hamburga. Pociąg był pełny i nie znalazła miejsca. Potem przypadkiem spotkała starą przyjaciółkę.' },
      ],
    },
    {
      p: 'Zauważ, że wersja mówiona w naturalny sposób miesza czasy: Perfekt dla większości czasowników, ale {{war}} zamiast {{ist gewesen}}. Dokładnie tak mówią rodzimi użytkownicy.',
    },
    { h2: 'Pułapka dla znających angielski: „have been doing”' },
    {
      p: 'Angielski używa present perfect dla czynności, które zaczęły się w przeszłości i wciąż trwają. Niemiecki używa w tym celu **czasu teraźniejszego** z {{seit}}. Perfekt oznaczałby, że czynność się skończyła.',
    },
    {
      examples: [
        { de: 'Ich wohne seit drei Jahren in Wien.', en: 'Mieszkam w Wiedniu od trzech lat (i nadal tam mieszkam).' },
        { de: 'Ich habe drei Jahre in Wien gewohnt.', en: 'Mieszkałem w Wiedniu trzy lata (ale już nie mieszkam).' },
        { de: 'Wie lange lernst du schon Deutsch?', en: 'Od jak dawna uczysz się niemieckiego?' },
      ],
    },
    { h2: 'Plusquamperfekt' },
    {
      p: 'Aby cofnąć się w przeszłości o jeszcze jeden krok, użyj Präteritum od {{haben}} lub {{sein}} + imiesłów. Używa się go tak samo w mowie i w piśmie.',
    },
    {
      examples: [
        { de: 'Als wir ankamen, hatte der Film schon angefangen.', en: 'Kiedy przyszliśmy, film już się zaczął.' },
        { de: 'Sie war noch nie in Paris gewesen.', en: 'Nigdy wcześniej nie była w Paryżu.' },
      ],
    },
    { h2: 'Praktyczne wskazówki' },
    {
      ol: [
        'Mówiąc, używaj Perfekt prawie do wszystkiego – plus {{war}}, {{hatte}} i czasowniki modalne w Präteritum.',
        'Każdy nowy czasownik nieregularny ucz się w trzech formach: {{schreiben – schrieb – geschrieben}}. Zaznaczaj czasowniki z {{sein}}.',
        'Czytaj krótkie opowiadania lub wiadomości w łatwym niemieckim, żeby przyzwyczaić się do Präteritum; rozpoznawać go będziesz musiał długo przed tym, zanim zaczniesz go pisać.',
        'Na egzaminach (od B1) używaj Präteritum w formalnych tekstach pisanych, takich jak relacje i opowiadania.',
      ],
    },
    {
      tip: 'O szyku zdania w Perfekt przeczytasz w artykule [Podstawy szyku zdania w niemieckim](/articles/german-word-order-basics); o imiesłowach czasowników rozdzielnie złożonych – w artykule [czasowniki rozdzielnie złożone](/articles/separable-verbs-in-german); o czasownikach modalnych w przeszłości – w [przewodniku po czasownikach modalnych](/articles/german-modal-verbs-guide). Oba czasy ćwiczą lekcje o Perfekt i Präteritum w naszym [kursie gramatyki A2](/grammar/a2).',
    },
  ],
};

export default translation;
