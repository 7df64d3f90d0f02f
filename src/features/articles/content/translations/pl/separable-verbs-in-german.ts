import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'separable-verbs-in-german',
  lang: 'pl',
  body: [
    {
      p: 'Kto zna angielski, pamięta „get up”, „call back” i „go out”: czasownik plus małe słówko. W niemieckim jest ten sam pomysł, ale małe słówko pisze się jako **przedrostek** w bezokoliczniku – {{aufstehen}}, {{zurückrufen}}, {{ausgehen}} – a w wielu zdaniach odłącza się je i wysyła na koniec: {{Ich stehe um sieben Uhr auf.}} Te **czasowniki rozdzielnie złożone** ({{trennbare Verben}}) są w codziennym życiu na każdym kroku, więc warto wcześnie nauczyć się ich poprawnie używać.',
    },
    { h2: 'Rozdzielny czy nierozdzielny?' },
    {
      p: 'To, czy przedrostek się odłącza, zależy od samego przedrostka. Większość przedrostków rozdzielnych to także samodzielne słowa (przyimki lub przysłówki) i to na nie pada **akcent**: w {{aufstehen}} i {{anrufen}} akcentuje się przedrostek. Przedrostki nierozdzielne nigdy nie są samodzielnymi słowami i nigdy nie są akcentowane: w {{verstehen}} i {{besuchen}} akcent pada na rdzeń czasownika.',
    },
    {
      table: {
        caption: 'Przedrostki',
        head: ['Rodzaj', 'Przedrostki', 'Przykłady'],
        rows: [
          ['rozdzielne (akcentowane)', 'ab, an, auf, aus, bei, ein, fest, her, hin, los, mit, nach, vor, weg, zu, zurück, zusammen', '{{abholen}}, {{anfangen}}, {{aufräumen}}, {{einkaufen}}, {{mitkommen}}, {{zumachen}}'],
          ['nierozdzielne (nieakcentowane)', 'be, emp, ent, er, ge, miss, ver, zer', '{{bekommen}}, {{empfehlen}}, {{entschuldigen}}, {{erzählen}}, {{gefallen}}, {{verstehen}}'],
          ['oba rodzaje, z różnymi znaczeniami', 'durch, über, um, unter, wieder', '{{umfahren}}, {{übersetzen}}, {{wiederholen}}'],
        ],
      },
    },
    {
      p: 'Rzeczowniki, przymiotniki i inne czasowniki też mogą zachowywać się jak przedrostki rozdzielne: {{fernsehen}} ({{Ich sehe fern}}), {{teilnehmen}} ({{Sie nimmt am Kurs teil}}), {{stattfinden}} ({{Das Konzert findet morgen statt}}), {{kennenlernen}} ({{Wir lernen neue Leute kennen}}).',
    },
    { h2: 'Gdzie trafia przedrostek?' },
    {
      p: 'Reguła jest prosta, gdy raz się ją zobaczy: przedrostek odłącza się **tylko wtedy, gdy sam czasownik stoi na pierwszym lub drugim miejscu**, czyli w zdaniach głównych w czasie teraźniejszym i w Präteritum, w pytaniach i w trybie rozkazującym. Wtedy przedrostek idzie na koniec. Gdy tylko czasownik trafia na koniec zdania albo pozostaje bezokolicznikiem lub imiesłowem, przedrostek i czasownik zostają razem.',
    },
    {
      table: {
        caption: 'anrufen (dzwonić) we wszystkich pozycjach',
        head: ['Konstrukcja', 'Przykład'],
        rows: [
          ['czas teraźniejszy', '{{Ich rufe dich morgen an.}}'],
          ['Präteritum', '{{Sie rief mich gestern an.}}'],
          ['pytanie', '{{Rufst du mich heute Abend an?}}'],
          ['tryb rozkazujący', '{{Ruf mich bitte an!}} / {{Rufen Sie mich bitte an!}}'],
          ['z czasownikiem modalnym', '{{Ich muss meine Mutter anrufen.}}'],
          ['czas przyszły', '{{Ich werde dich morgen anrufen.}}'],
          ['Perfekt', '{{Hast du sie angerufen?}}'],
          ['zdanie podrzędne', '{{Ich weiß nicht, ob er heute anruft.}}'],
          ['bezokolicznik z zu', '{{Vergiss nicht, mich anzurufen!}}'],
        ],
      },
    },
    {
      tip: 'Zapamiętaj trzy szczególne formy: w imiesłowie **ge** wchodzi między przedrostek a rdzeń ({{angerufen}}, {{eingekauft}}), w bezokoliczniku z zu w to samo miejsce wchodzi **zu** ({{anzurufen}}, {{einzukaufen}}), a w zdaniu podrzędnym czasownik na samym końcu znów pisze się jako jedno słowo ({{…, weil ich heute einkaufe}}).',
    },
    { h2: 'Czasowniki nierozdzielne: bez rozdzielania i bez ge-' },
    {
      p: 'Czasowniki nierozdzielnie złożone zachowują się jak zwykłe czasowniki: przedrostek nigdy się nie przesuwa. Ich imiesłów czasu przeszłego jest **bez ge-**: {{besuchen}} → {{besucht}}, {{verstehen}} → {{verstanden}}, {{erzählen}} → {{erzählt}}, {{bekommen}} → {{bekommen}}. Czasownik może mieć oba rodzaje przedrostków: {{vorbereiten}} ma rozdzielne **vor-** i nierozdzielne **be-**, więc się rozdziela ({{Ich bereite das Essen vor}}), ale nie dostaje ge- ({{Ich habe das Essen vorbereitet}}).',
    },
    {
      examples: [
        { de: 'Ich verstehe die Frage nicht.', en: 'Nie rozumiem pytania.' },
        { de: 'Wir haben unsere Freunde in Bremen besucht.', en: 'Odwiedziliśmy naszych przyjaciół w Bremie.' },
        { de: 'Kannst du mir ein Restaurant empfehlen?', en: 'Możesz mi polecić jakąś restaurację?' },
      ],
    },
    { h2: 'Przedrostki, które mogą być jednym i drugim' },
    {
      p: 'Przy {{durch}}, {{über}}, {{um}}, {{unter}} i {{wieder}} ta sama pisownia może oznaczać dwa różne czasowniki. Rozdzielny zwykle zachowuje dosłowne, fizyczne znaczenie i ma akcent na przedrostku; nierozdzielny często jest przenośny i ma akcent na rdzeniu.',
    },
    {
      examples: [
        { de: 'Ich übersetze den Brief ins Englische.', en: 'Tłumaczę list na angielski. (nierozdzielny)' },
        { de: 'Die Fähre setzt uns ans andere Ufer über.', en: 'Prom przewozi nas na drugi brzeg. (rozdzielny)' },
        { de: 'Wir umfahren den Stau.', en: 'Omijamy korek. (nierozdzielny)' },
        { de: 'Der Fahrer fährt fast ein Schild um.', en: 'Kierowca prawie przewraca znak. (rozdzielny)' },
        { de: 'Können Sie das bitte wiederholen?', en: 'Czy może pan to powtórzyć? (nierozdzielny)' },
      ],
    },
    { h2: 'Co znaczą przedrostki' },
    {
      p: 'Przedrostki nie są przypadkowe: wiele z nich ma podstawowe znaczenie, które pomaga odgadnąć nowe czasowniki. Znając {{machen}}, zrozumiesz {{aufmachen}} (otwierać), {{zumachen}} (zamykać), {{mitmachen}} (brać udział), {{ausmachen}} (wyłączać) i {{anmachen}} (włączać).',
    },
    {
      table: {
        caption: 'Typowe znaczenia przedrostków rozdzielnych',
        head: ['Przedrostek', 'Główna idea', 'Przykłady'],
        rows: [
          ['an', 'włączenie, początek, kontakt', '{{anmachen}}, {{anfangen}}, {{anrufen}}'],
          ['auf', 'w górę, otwarcie', '{{aufstehen}}, {{aufmachen}}, {{aufwachen}}'],
          ['aus', 'na zewnątrz, wyłączenie', '{{aussteigen}}, {{ausmachen}}, {{ausgehen}}'],
          ['ein', 'do środka', '{{einsteigen}}, {{einkaufen}}, {{einladen}}'],
          ['ab', 'od, precz, odjazd', '{{abfahren}}, {{abholen}}, {{abgeben}}'],
          ['mit', 'razem, ze sobą', '{{mitkommen}}, {{mitbringen}}, {{mitmachen}}'],
          ['zu', 'zamknięcie; w stronę', '{{zumachen}}, {{zuhören}}'],
          ['zurück', 'z powrotem', '{{zurückkommen}}, {{zurückrufen}}'],
          ['weg', 'precz, daleko', '{{weggehen}}, {{wegwerfen}}'],
          ['vor', 'przed, z góry', '{{vorbereiten}}, {{vorstellen}}, {{vorschlagen}}'],
        ],
      },
    },
    { h2: 'Dwadzieścia czasowników rozdzielnych na co dzień' },
    {
      examples: [
        { de: 'Ich stehe jeden Tag um sechs Uhr auf.', en: 'Codziennie wstaję o szóstej. (aufstehen)' },
        { de: 'Der Kurs fängt um neun an und hört um zwölf auf.', en: 'Kurs zaczyna się o dziewiątej i kończy o dwunastej. (anfangen, aufhören)' },
        { de: 'Der Zug fährt um 10:15 Uhr ab und kommt um 12 Uhr an.', en: 'Pociąg odjeżdża o 10:15 i przyjeżdża o 12. (abfahren, ankommen)' },
        { de: 'Steigen Sie bitte hier aus und am Bahnhof in den Bus ein.', en: 'Proszę tu wysiąść, a na dworcu wsiąść do autobusu. (aussteigen, einsteigen)' },
        { de: 'Am Samstag kaufe ich ein und räume die Wohnung auf.', en: 'W sobotę robię zakupy i sprzątam mieszkanie. (einkaufen, aufräumen)' },
        { de: 'Ich hole dich um acht ab.', en: 'Odbiorę cię o ósmej. (abholen)' },
        { de: 'Wir laden euch zum Essen ein. Bringt gute Laune mit!', en: 'Zapraszamy was na obiad. Przynieście dobry humor! (einladen, mitbringen)' },
        { de: 'Kommst du mit? – Nein, ich sehe heute fern.', en: 'Idziesz z nami? – Nie, dziś oglądam telewizję. (mitkommen, fernsehen)' },
        { de: 'Mach bitte das Fenster zu und das Licht aus.', en: 'Zamknij, proszę, okno i zgaś światło. (zumachen, ausmachen)' },
        { de: 'Darf ich mich vorstellen? Ich heiße Anna.', en: 'Czy mogę się przedstawić? Mam na imię Anna. (sich vorstellen)' },
        { de: 'Das Treffen findet im Raum 3 statt.', en: 'Spotkanie odbywa się w sali nr 3. (stattfinden)' },
        { de: 'Wann kommst du zurück?', en: 'Kiedy wracasz? (zurückkommen)' },
      ],
    },
    { h2: 'Typowe błędy' },
    {
      ul: [
        'Zapominanie o przedrostku na końcu: {{Ich stehe um sieben}} ✗ – bez {{auf}} zdanie znaczy „Stoję o siódmej”.',
        'Rozdzielanie w zdaniu podrzędnym: {{…, weil ich stehe früh auf}} ✗ → {{…, weil ich früh aufstehe}} ✓.',
        'Wstawianie ge- w złe miejsce: “geanrufen” ✗ → {{angerufen}} ✓; albo dodawanie ge- do czasowników nierozdzielnych: “gebesucht” ✗ → {{besucht}} ✓.',
        'Rozdzielanie czasownika nierozdzielnego: “Ich stehe das nicht ver” ✗ → {{Ich verstehe das nicht}} ✓.',
      ],
    },
    {
      p: 'Czasowniki rozdzielne to szczególny przypadek ramki zdaniowej – zobacz [Podstawy szyku wyrazów w niemieckim](/articles/german-word-order-basics). Z czasownikami modalnymi przedrostek zostaje przy bezokoliczniku, jak pokazuje [przewodnik po czasownikach modalnych](/articles/german-modal-verbs-guide), a w czasie [Perfekt](/articles/perfekt-vs-praeteritum) imiesłów dostaje ge- w środku. Ćwicz w naszym [dziale gramatyki](/grammar) i na lekcji „Przedrostki rozdzielne i nierozdzielne” [kursu A2](/grammar/a2).',
    },
  ],
};

export default translation;
