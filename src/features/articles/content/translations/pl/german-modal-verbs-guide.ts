import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-modal-verbs-guide',
  lang: 'pl',
  body: [
    {
      p: 'Czasowniki modalne mówią, jak mówiący postrzega czynność: jako możliwą, konieczną, dozwoloną, pożądaną lub zalecaną. Niemiecki ma ich sześć – {{können}}, {{müssen}}, {{dürfen}}, {{sollen}}, {{wollen}}, {{mögen}} – oraz bardzo częste {{möchten}}, które w rzeczywistości jest formą {{mögen}}. Potrzebujesz ich od pierwszych lekcji ({{Ich möchte einen Kaffee}}) i pozostają ważne aż do poziomu zaawansowanego, gdzie służą też do wyrażania przypuszczeń i relacjonowania cudzych słów.',
    },
    { h2: 'Co znaczy każdy czasownik modalny' },
    {
      table: {
        caption: 'Czasowniki modalne',
        head: ['Czasownik', 'Główne znaczenia', 'Przykład'],
        rows: [
          ['{{können}}', 'móc, umieć: umiejętność, możliwość, (potocznie) pozwolenie', '{{Ich kann gut kochen.}}'],
          ['{{müssen}}', 'musieć: konieczność', '{{Ich muss morgen früh aufstehen.}}'],
          ['{{dürfen}}', 'móc, mieć pozwolenie: zgoda', '{{Hier darf man nicht parken.}}'],
          ['{{sollen}}', 'mieć (coś zrobić), powinno się: obowiązek od kogoś innego, rada', '{{Der Arzt sagt, ich soll viel trinken.}}'],
          ['{{wollen}}', 'chcieć, zamierzać: stanowcze życzenie lub plan', '{{Wir wollen im Sommer heiraten.}}'],
          ['{{mögen}}', 'lubić (głównie z rzeczownikiem)', '{{Ich mag Schokolade.}}'],
          ['{{möchten}}', 'chciałbym: uprzejme życzenie', '{{Ich möchte bitte zahlen.}}'],
        ],
      },
    },
    { h2: 'Formy czasu teraźniejszego' },
    {
      p: 'W liczbie pojedynczej czasowniki modalne są nieregularne: większość zmienia samogłoskę, a formy dla {{ich}} i {{er}}/{{sie}}/{{es}} są identyczne i **nie mają końcówki**. Liczba mnoga jest regularna.',
    },
    {
      table: {
        caption: 'Czasowniki modalne w czasie teraźniejszym',
        head: ['Osoba', 'können', 'müssen', 'dürfen', 'sollen', 'wollen', 'mögen', 'möchten'],
        rows: [
          ['{{ich}}', '{{kann}}', '{{muss}}', '{{darf}}', '{{soll}}', '{{will}}', '{{mag}}', '{{möchte}}'],
          ['{{du}}', '{{kannst}}', '{{musst}}', '{{darfst}}', '{{sollst}}', '{{willst}}', '{{magst}}', '{{möchtest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{kann}}', '{{muss}}', '{{darf}}', '{{soll}}', '{{will}}', '{{mag}}', '{{möchte}}'],
          ['{{wir}}', '{{können}}', '{{müssen}}', '{{dürfen}}', '{{sollen}}', '{{wollen}}', '{{mögen}}', '{{möchten}}'],
          ['{{ihr}}', '{{könnt}}', '{{müsst}}', '{{dürft}}', '{{sollt}}', '{{wollt}}', '{{mögt}}', '{{möchtet}}'],
          ['{{sie}}/{{Sie}}', '{{können}}', '{{müssen}}', '{{dürfen}}', '{{sollen}}', '{{wollen}}', '{{mögen}}', '{{möchten}}'],
        ],
      },
    },
    {
      tip: 'Uwaga na {{ich will}}: znaczy „chcę”, a nie czas przyszły (jak angielskie will). Czas przyszły to {{ich werde}}. Poza tym {{ich will}} brzmi obcesowo, gdy o coś prosisz; w sklepach i restauracjach mów {{ich möchte}} albo {{ich hätte gern}}.',
    },
    { h2: 'Szyk: bezokolicznik idzie na koniec' },
    {
      p: 'Czasownik modalny jest odmieniony i stoi na drugim miejscu; czasownik główny idzie na koniec w postaci zwykłego bezokolicznika, **bez zu**. W zdaniu podrzędnym sam czasownik modalny przechodzi na sam koniec. Czasowniki rozdzielnie złożone w bezokoliczniku pozostają razem.',
    },
    {
      examples: [
        { de: 'Ich kann heute nicht kommen.', en: 'Nie mogę dziś przyjść.' },
        { de: 'Kannst du mir bitte helfen?', en: 'Możesz mi pomóc?' },
        { de: 'Wir müssen noch einkaufen.', en: 'Musimy jeszcze zrobić zakupy.' },
        { de: 'Ich glaube, dass ich morgen arbeiten muss.', en: 'Wydaje mi się, że jutro muszę pracować.' },
      ],
    },
    {
      p: 'Gdy znaczenie jest jasne, czasownik główny często się pomija, zwłaszcza czasowniki ruchu i {{machen}}/{{tun}}: {{Ich muss jetzt nach Hause}} (muszę już iść do domu), {{Ich kann Deutsch}} (mówię po niemiecku), {{Das darf man nicht}} (tak nie wolno).',
    },
    { h2: 'Wielka pułapka: nicht müssen i nicht dürfen' },
    {
      p: 'Po angielsku „you must not” to zakaz. Po niemiecku {{du musst nicht}} tylko znosi konieczność: „nie musisz”. Zakaz to {{du darfst nicht}} – „nie wolno ci”.',
    },
    {
      table: {
        caption: 'Zaprzeczone czasowniki modalne',
        head: ['Po niemiecku', 'Znaczenie'],
        rows: [
          ['{{Du musst nicht kommen.}}', 'Nie musisz przychodzić (ale możesz).'],
          ['{{Du brauchst nicht zu kommen.}}', 'Nie musisz przychodzić (to samo, bardzo częste).'],
          ['{{Du darfst nicht kommen.}}', 'Nie wolno ci przychodzić.'],
          ['{{Du sollst nicht kommen.}}', 'Masz nie przychodzić (ktoś tak powiedział).'],
        ],
      },
    },
    { h2: 'Sollen, wollen i möchten dokładniej' },
    {
      ul: [
        '{{sollen}} przekazuje obowiązek albo radę od **innej osoby**: {{Meine Chefin sagt, ich soll den Bericht schreiben.}} W pytaniach proponuje pomoc: {{Soll ich das Fenster aufmachen?}} (Otworzyć okno?)',
        '{{wollen}} wyraża **stanowcze** życzenie lub plan: {{Ich will Ärztin werden.}} Jest mocniejsze i bardziej bezpośrednie niż {{möchten}}.',
        '{{möchten}} to uprzejmy, codzienny sposób, by powiedzieć, czego chcesz: {{Möchtest du etwas trinken?}} Nie ma własnego bezokolicznika ani czasu przeszłego: w przeszłości używaj {{wollen}} ({{Ich wollte gestern kommen}}).',
        '{{mögen}} stoi zwykle z rzeczownikiem: {{Ich mag Hunde}}. Z czasownikiem Niemcy wolą {{gern}}: {{Ich schwimme gern}}.',
      ],
    },
    { h2: 'Przeszłość: Präteritum czasowników modalnych' },
    {
      p: 'Przy czasownikach modalnych nawet niemiecki mówiony woli Präteritum niż Perfekt. Formy to regularne końcówki dodane do tematu **bez umlautu**: {{können}} → {{konnte}}, {{müssen}} → {{musste}}, {{dürfen}} → {{durfte}}, {{sollen}} → {{sollte}}, {{wollen}} → {{wollte}}, {{mögen}} → {{mochte}}.',
    },
    {
      examples: [
        { de: 'Als Kind konnte ich nicht schwimmen.', en: 'Jako dziecko nie umiałem pływać.' },
        { de: 'Gestern musste ich lange arbeiten.', en: 'Wczoraj musiałem długo pracować.' },
        { de: 'Wir durften im Museum keine Fotos machen.', en: 'W muzeum nie wolno nam było robić zdjęć.' },
        { de: 'Sie wollte eigentlich anrufen.', en: 'Właściwie chciała zadzwonić.' },
      ],
    },
    {
      p: 'Perfekt istnieje, ale jest rzadszy. Z drugim czasownikiem na końcu stoi „podwójny bezokolicznik” – to konstrukcja z poziomu B1: {{Ich habe gestern arbeiten müssen.}} Bez drugiego czasownika imiesłów jest regularny: {{Das habe ich nicht gewollt.}} {{Er hat es nicht gekonnt.}}',
    },
    { h2: 'Uprzejmie i hipotetycznie: Konjunktiv II' },
    {
      p: 'Konjunktiv II czasowników modalnych wygląda jak Präteritum, ale z umlautem tam, gdzie ma go bezokolicznik: {{könnte}}, {{müsste}}, {{dürfte}}, {{möchte}}; {{sollte}} i {{wollte}} wyglądają tak samo jak w przeszłości. Te formy sprawiają, że prośby są uprzejme, a rady łagodniejsze.',
    },
    {
      examples: [
        { de: 'Könnten Sie das bitte wiederholen?', en: 'Czy mógłby Pan / mogłaby Pani to powtórzyć?' },
        { de: 'Dürfte ich kurz stören?', en: 'Czy mogę na chwilę przeszkodzić?' },
        { de: 'Du solltest mehr schlafen.', en: 'Powinieneś więcej spać. (rada)' },
        { de: 'Wir müssten eigentlich schon los.', en: 'Właściwie powinniśmy już iść.' },
      ],
    },
    { h2: 'Dla zaawansowanych: czasowniki modalne przypuszczenia' },
    {
      p: 'Od poziomu B1/B2 spotykasz czasowniki modalne, które wyrażają, jak pewny jest mówiący, a nie umiejętność czy obowiązek. Są bardzo częste w wiadomościach i rozmowach.',
    },
    {
      table: {
        caption: 'Czasowniki modalne wyrażające przypuszczenie',
        head: ['Po niemiecku', 'Znaczenie', 'Pewność'],
        rows: [
          ['{{Er muss krank sein.}}', 'On na pewno jest chory (jestem prawie pewien).', 'bardzo duża'],
          ['{{Das dürfte stimmen.}}', 'To prawdopodobnie prawda.', 'duża'],
          ['{{Sie kann im Büro sein.}}', 'Ona może być w biurze.', 'możliwe'],
          ['{{Sie könnte recht haben.}}', 'Ona mogłaby mieć rację.', 'możliwe'],
          ['{{Er soll sehr reich sein.}}', 'Podobno jest bardzo bogaty.', 'relacja innych'],
          ['{{Sie will alles allein gemacht haben.}}', 'Twierdzi, że zrobiła wszystko sama.', 'twierdzenie samej osoby'],
        ],
      },
    },
    { h2: 'Typowe błędy' },
    {
      ol: [
        'Dodawanie zu: „Ich muss zu arbeiten” ✗ → {{Ich muss arbeiten.}} ✓',
        'Końcówka przy ich/er: „ich kanne”, „er kannt” ✗ → {{ich kann}}, {{er kann}} ✓',
        'Bezokolicznik w środku: „Ich kann sprechen Deutsch” ✗ → {{Ich kann Deutsch sprechen.}} ✓',
        'Używanie {{nicht müssen}} jako zakazu: mów {{Hier darf man nicht rauchen.}}',
      ],
    },
    {
      p: 'Czasowniki modalne podlegają ramie zdaniowej opisanej w artykule [Podstawy szyku zdania w niemieckim](/articles/german-word-order-basics). Formy przeszłe porównasz w artykule [Perfekt czy Präteritum](/articles/perfekt-vs-praeteritum). Ćwicz w lekcji o złożonych konstrukcjach z czasownikami modalnymi w naszym [kursie gramatyki A2](/grammar/a2).',
    },
  ],
};

export default translation;
