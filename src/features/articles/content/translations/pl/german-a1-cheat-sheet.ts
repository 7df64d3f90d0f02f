import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-a1-cheat-sheet',
  lang: 'pl',
  body: [
    {
      p: 'Poziomy A1, A2, B1 i B2 używane na tej stronie odpowiadają **Europejskiemu systemowi opisu kształcenia językowego (CEFR)** Rady Europy. A1 to pierwszy poziom „użytkownika podstawowego”: rozumiesz i stosujesz znane, codzienne wyrażenia i bardzo proste zdania, potrafisz przedstawić siebie i innych, zadawać pytania i odpowiadać na nie – o miejsce zamieszkania, znajomych i rzeczy, które masz – oraz porozumieć się z kimś, kto mówi powoli, wyraźnie i chce pomóc. Ta ściągawka zbiera gramatykę i zwroty, których zwykle wymagają kursy i egzaminy na poziomie A1, takie jak certyfikat A1 Goethe-Institut. Korzystaj z niej przy powtórkach – szczegółowe wyjaśnienia znajdziesz w naszym [dziale gramatyki](/grammar).',
    },
    { h2: 'Zaimki osobowe, sein i haben' },
    {
      table: {
        caption: 'Dwa najważniejsze czasowniki',
        head: ['Zaimek', 'sein (być)', 'haben (mieć)'],
        rows: [
          ['{{ich}} (ja)', '{{bin}}', '{{habe}}'],
          ['{{du}} (ty)', '{{bist}}', '{{hast}}'],
          ['{{er}} / {{sie}} / {{es}}', '{{ist}}', '{{hat}}'],
          ['{{wir}} (my)', '{{sind}}', '{{haben}}'],
          ['{{ihr}} (wy, nieformalnie)', '{{seid}}', '{{habt}}'],
          ['{{sie}} / {{Sie}} (oni / Pan, Pani, Państwo)', '{{sind}}', '{{haben}}'],
        ],
      },
    },
    {
      p: 'Mów {{du}} do przyjaciół, rodziny, dzieci i często do kolegów w swoim wieku; mów {{Sie}} (zawsze wielką literą S) do nieznajomych dorosłych, w urzędach i w sklepach. {{Sie}} ma tę samą formę czasownika co {{sie}} (oni).',
    },
    { h2: 'Czas teraźniejszy czasowników regularnych' },
    {
      p: 'Weź bezokolicznik, odrzuć -en i dodaj końcówki. Czasowniki, których temat kończy się na -t lub -d, dostają dodatkowe e ({{du arbeitest}}, {{er arbeitet}}).',
    },
    {
      table: {
        caption: 'wohnen (mieszkać) i arbeiten (pracować)',
        head: ['Osoba', 'Końcówka', 'wohnen', 'arbeiten'],
        rows: [
          ['{{ich}}', '-e', '{{wohne}}', '{{arbeite}}'],
          ['{{du}}', '-st', '{{wohnst}}', '{{arbeitest}}'],
          ['{{er}}/{{sie}}/{{es}}', '-t', '{{wohnt}}', '{{arbeitet}}'],
          ['{{wir}}', '-en', '{{wohnen}}', '{{arbeiten}}'],
          ['{{ihr}}', '-t', '{{wohnt}}', '{{arbeitet}}'],
          ['{{sie}}/{{Sie}}', '-en', '{{wohnen}}', '{{arbeiten}}'],
        ],
      },
    },
    {
      p: '**Czasowniki z wymianą samogłoski** zmieniają ją tylko przy {{du}} i {{er}}/{{sie}}/{{es}}: e → i ({{sprechen}}: {{du sprichst}}, {{er spricht}}; także {{essen}}, {{geben}}, {{nehmen}}, {{helfen}}), e → ie ({{lesen}}: {{du liest}}; {{sehen}}), a → ä ({{fahren}}: {{du fährst}}; {{schlafen}}, {{tragen}}). {{wissen}} naucz się osobno: {{ich weiß}}, {{du weißt}}, {{er weiß}}.',
    },
    { h2: 'Szyk zdania: czasownik na drugim miejscu' },
    {
      ul: [
        '**Zdanie oznajmujące**: odmieniony czasownik jest drugim elementem. Na początku może stać cokolwiek; podmiot idzie wtedy za czasownikiem.',
        '**Pytanie szczegółowe**: najpierw zaimek pytający, potem czasownik: {{Wo wohnst du?}}',
        '**Pytanie rozstrzygające (tak/nie)**: czasownik stoi na początku: {{Wohnst du in Berlin?}}',
        '**Drugi czasownik lub partykuła** (bezokolicznik, imiesłów, rozdzielny przedrostek) idzie na koniec.',
      ],
    },
    {
      examples: [
        { de: 'Ich lerne heute Deutsch.', en: 'Dziś uczę się niemieckiego.' },
        { de: 'Heute lerne ich Deutsch.', en: 'Dziś uczę się niemieckiego (akcent na „dziś”).' },
        { de: 'Was machst du am Wochenende?', en: 'Co robisz w weekend?' },
        { de: 'Kommst du aus Spanien?', en: 'Jesteś z Hiszpanii?' },
      ],
    },
    {
      p: 'Zaimki pytające: {{wer}} (kto), {{was}} (co), {{wo}} (gdzie), {{woher}} (skąd), {{wohin}} (dokąd), {{wann}} (kiedy), {{wie}} (jak), {{wie viel}} (ile), {{warum}} (dlaczego). Więcej w artykule [Podstawy szyku zdania w niemieckim](/articles/german-word-order-basics).',
    },
    { h2: 'Rodzajniki, mianownik i biernik' },
    {
      p: 'Każdy rzeczownik jest rodzaju męskiego, żeńskiego lub nijakiego (zob. [der, die czy das?](/articles/der-die-das-noun-gender-rules)). Na poziomie A1 potrzebujesz dwóch przypadków: **mianownika** dla podmiotu i **biernika** dla dopełnienia bliższego. W bierniku zmienia się tylko rodzaj męski.',
    },
    {
      table: {
        caption: 'Rodzajniki na poziomie A1',
        head: ['Przypadek', 'Męski', 'Żeński', 'Nijaki', 'Liczba mnoga'],
        rows: [
          ['Mianownik', '{{der}} / {{ein}} / {{kein}}', '{{die}} / {{eine}} / {{keine}}', '{{das}} / {{ein}} / {{kein}}', '{{die}} / – / {{keine}}'],
          ['Biernik', '{{den}} / {{einen}} / {{keinen}}', '{{die}} / {{eine}} / {{keine}}', '{{das}} / {{ein}} / {{kein}}', '{{die}} / – / {{keine}}'],
          ['Celownik (z mit, bei, zu …)', '{{dem}} / {{einem}}', '{{der}} / {{einer}}', '{{dem}} / {{einem}}', '{{den}} (+ -n)'],
        ],
      },
    },
    {
      examples: [
        { de: 'Der Tisch ist neu. Ich kaufe den Tisch.', en: 'Stół jest nowy. Kupuję ten stół.' },
        { de: 'Hast du einen Stift? – Nein, ich habe keinen Stift.', en: 'Masz długopis? – Nie, nie mam długopisu.' },
        { de: 'Ich fahre mit dem Bus zur Arbeit.', en: 'Jeżdżę do pracy autobusem.' },
      ],
    },
    {
      p: '**Rodzajniki dzierżawcze** mają te same końcówki co {{ein}}: {{mein}} (mój), {{dein}} (twój), {{sein}} (jego), {{ihr}} (jej), {{unser}} (nasz), {{euer}} (wasz), {{ihr}} (ich), {{Ihr}} (Pana, Pani, Państwa): {{Das ist meine Mutter.}} {{Ich suche meinen Schlüssel.}}',
    },
    { h2: 'Przeczenie: nicht czy kein?' },
    {
      p: '{{kein}} służy do przeczenia rzeczownika z {{ein}} lub bez rodzajnika; {{nicht}} – do wszystkiego innego (czasowniki, przymiotniki, rzeczowniki z {{der}}/{{die}}/{{das}}, imiona).',
    },
    {
      examples: [
        { de: 'Ich habe kein Auto. Ich habe keine Zeit.', en: 'Nie mam samochodu. Nie mam czasu.' },
        { de: 'Das Auto ist nicht neu. Ich komme heute nicht.', en: 'Samochód nie jest nowy. Dziś nie przyjdę.' },
      ],
    },
    { h2: 'Czasowniki modalne i möchten' },
    {
      p: 'Czasowniki modalne mają nieregularne formy liczby pojedynczej i odsyłają czasownik główny w bezokoliczniku na koniec: {{können}} (móc, umieć), {{müssen}} (musieć), {{wollen}} (chcieć), {{dürfen}} (móc, mieć pozwolenie), {{sollen}} (mieć coś zrobić, powinno się) oraz uprzejme {{möchten}} (chciałbym). Szczegóły w [przewodniku po czasownikach modalnych](/articles/german-modal-verbs-guide).',
    },
    {
      examples: [
        { de: 'Ich kann gut schwimmen.', en: 'Umiem dobrze pływać.' },
        { de: 'Du musst heute arbeiten.', en: 'Musisz dziś pracować.' },
        { de: 'Ich möchte einen Kaffee, bitte.', en: 'Poproszę kawę.' },
      ],
    },
    { h2: 'Czasowniki rozdzielnie złożone' },
    {
      p: 'Wiele codziennych czasowników ma przedrostek, który w czasie teraźniejszym się odłącza i idzie na koniec: {{aufstehen}}, {{einkaufen}}, {{anrufen}}, {{fernsehen}}, {{mitkommen}}. Zob. [czasowniki rozdzielnie złożone](/articles/separable-verbs-in-german).',
    },
    {
      examples: [
        { de: 'Ich stehe um sieben Uhr auf.', en: 'Wstaję o siódmej.' },
        { de: 'Kommst du mit?', en: 'Idziesz z nami?' },
      ],
    },
    { h2: 'Tryb rozkazujący' },
    {
      table: {
        caption: 'Wydawanie poleceń',
        head: ['Forma', 'kommen', 'warten', 'sprechen'],
        rows: [
          ['{{Sie}}', '{{Kommen Sie!}}', '{{Warten Sie!}}', '{{Sprechen Sie langsam!}}'],
          ['{{du}}', '{{Komm!}}', '{{Warte!}}', '{{Sprich langsam!}}'],
          ['{{ihr}}', '{{Kommt!}}', '{{Wartet!}}', '{{Sprecht langsam!}}'],
        ],
      },
    },
    { h2: 'Mówienie o przeszłości' },
    {
      p: 'Na poziomie A1 poznajesz **Perfekt**: {{haben}} lub {{sein}} + imiesłów czasu przeszłego na końcu. Większość czasowników tworzy go z {{haben}}; czasowniki ruchu i zmiany stanu – z {{sein}}. Dla samych {{sein}} i {{haben}} częściej używa się czasu przeszłego prostego: {{ich war}}, {{ich hatte}}. Zob. [Perfekt czy Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      examples: [
        { de: 'Ich habe gestern Pizza gegessen.', en: 'Wczoraj jadłem pizzę.' },
        { de: 'Wir sind nach Hamburg gefahren.', en: 'Pojechaliśmy do Hamburga.' },
        { de: 'Ich war krank und hatte Fieber.', en: 'Byłem chory i miałem gorączkę.' },
      ],
    },
    { h2: 'Przyimki czasu i miejsca' },
    {
      ul: [
        '{{um}} + godzina: {{um acht Uhr}}',
        '{{am}} + dzień, pora dnia, data: {{am Montag}}, {{am Abend}}, {{am 3. Mai}}',
        '{{im}} + miesiąc, pora roku: {{im Juli}}, {{im Sommer}}',
        '{{aus}} (z kraju/miasta), {{in}} (w), {{nach}} (do miasta lub kraju bez rodzajnika): {{Ich komme aus Polen und wohne in Köln. Morgen fahre ich nach Wien.}}',
      ],
    },
    { h2: 'Najważniejsze zwroty na poziomie A1' },
    {
      table: {
        caption: 'Zwroty na co dzień',
        head: ['Sytuacja', 'Po niemiecku', 'Po polsku'],
        rows: [
          ['Powitanie', '{{Guten Tag!}} / {{Hallo!}}', 'Dzień dobry! / Cześć!'],
          ['Przedstawianie się', '{{Ich heiße Anna. Ich komme aus Italien.}}', 'Mam na imię Anna. Jestem z Włoch.'],
          ['Pytanie o samopoczucie', '{{Wie geht es Ihnen?}} / {{Wie geht’s?}}', 'Jak się Pan/Pani miewa? / Co słychać?'],
          ['Gdy czegoś nie rozumiesz', '{{Entschuldigung, das verstehe ich nicht.}}', 'Przepraszam, nie rozumiem.'],
          ['Prośba o powtórzenie', '{{Können Sie das bitte wiederholen?}}', 'Czy może Pan/Pani powtórzyć?'],
          ['Zakupy', '{{Was kostet das?}}', 'Ile to kosztuje?'],
          ['Zamawianie', '{{Ich hätte gern ein Wasser.}}', 'Poproszę wodę.'],
          ['Płacenie', '{{Zahlen, bitte!}}', 'Poproszę rachunek!'],
          ['Pytanie o drogę', '{{Wo ist der Bahnhof?}}', 'Gdzie jest dworzec?'],
          ['Pożegnanie', '{{Auf Wiedersehen!}} / {{Tschüss!}}', 'Do widzenia! / Cześć!'],
        ],
      },
    },
    {
      p: 'Tematy i słownictwo poziomu A1: dane osobowe, rodzina, mieszkanie, jedzenie i picie, zakupy, miasto, transport, rozkład dnia, czas wolny, praca, ciało i zdrowie, pogoda oraz liczby, daty i godziny (zob. [liczby, daty i godziny](/articles/german-numbers-dates-and-time) i [alfabet niemiecki](/articles/german-alphabet)). Ćwicz je w naszych [listach słówek](/words) i [zwrotach](/phrases).',
    },
    {
      tip: 'Gotowy na kolejny krok? [Ściągawka A2](/articles/german-a2-cheat-sheet) pokazuje, co dalej: celownik, zdania podrzędne z {{weil}} i {{dass}}, stopniowanie i czasowniki zwrotne.',
    },
  ],
};

export default translation;
