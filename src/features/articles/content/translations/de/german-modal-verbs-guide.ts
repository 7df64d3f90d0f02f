import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-modal-verbs-guide',
  lang: 'de',
  body: [
    {
      p: 'Modalverben sagen, wie der Sprecher eine Handlung sieht: als möglich, nötig, erlaubt, gewollt oder empfohlen. Das Deutsche hat sechs davon – {{können}}, {{müssen}}, {{dürfen}}, {{sollen}}, {{wollen}}, {{mögen}} – und dazu das sehr häufige {{möchten}}, das eigentlich eine Form von {{mögen}} ist. Sie brauchen sie von den ersten Lektionen an ({{Ich möchte einen Kaffee}}), und sie bleiben bis zum fortgeschrittenen Niveau wichtig, wo man mit ihnen auch Vermutungen und Berichte ausdrückt.',
    },
    { h2: 'Was jedes Modalverb bedeutet' },
    {
      table: {
        caption: 'Die Modalverben',
        head: ['Verb', 'Hauptbedeutungen', 'Beispiel'],
        rows: [
          ['{{können}}', 'Fähigkeit, Möglichkeit, (umgangssprachlich) Erlaubnis', '{{Ich kann gut kochen.}}'],
          ['{{müssen}}', 'Notwendigkeit', '{{Ich muss morgen früh aufstehen.}}'],
          ['{{dürfen}}', 'Erlaubnis', '{{Hier darf man nicht parken.}}'],
          ['{{sollen}}', 'Auftrag von jemand anderem, Rat', '{{Der Arzt sagt, ich soll viel trinken.}}'],
          ['{{wollen}}', 'fester Wunsch oder Plan', '{{Wir wollen im Sommer heiraten.}}'],
          ['{{mögen}}', 'Vorliebe (meist mit Nomen)', '{{Ich mag Schokolade.}}'],
          ['{{möchten}}', 'höflicher Wunsch', '{{Ich möchte bitte zahlen.}}'],
        ],
      },
    },
    { h2: 'Die Formen im Präsens' },
    {
      p: 'Im Singular sind Modalverben unregelmäßig: Die meisten ändern ihren Vokal, und die Formen für {{ich}} und {{er}}/{{sie}}/{{es}} sind gleich und haben **keine Endung**. Der Plural ist regelmäßig.',
    },
    {
      table: {
        caption: 'Modalverben im Präsens',
        head: ['Person', 'können', 'müssen', 'dürfen', 'sollen', 'wollen', 'mögen', 'möchten'],
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
      tip: 'Vorsicht mit {{ich will}}: Es drückt einen Willen aus und ist kein Futur (anders als das englische „will“). Das Futur bildet man mit {{ich werde}}. Außerdem klingt {{ich will}} bei einer Bitte unhöflich; sagen Sie in Geschäften und Restaurants {{ich möchte}} oder {{ich hätte gern}}.',
    },
    { h2: 'Wortstellung: Der Infinitiv steht am Ende' },
    {
      p: 'Das Modalverb ist konjugiert und steht auf Position 2; das Vollverb steht als reiner Infinitiv am Ende, **ohne zu**. Im Nebensatz rückt das Modalverb selbst ganz ans Ende. Trennbare Verben bleiben im Infinitiv zusammen.',
    },
    {
      examples: [
        { de: 'Ich kann heute nicht kommen.', en: 'Modalverb auf Position 2, Infinitiv am Ende.' },
        { de: 'Kannst du mir bitte helfen?', en: 'Ja/Nein-Frage: Modalverb vorne.' },
        { de: 'Wir müssen noch einkaufen.', en: 'Trennbares Verb bleibt zusammen: einkaufen.' },
        { de: 'Ich glaube, dass ich morgen arbeiten muss.', en: 'Nebensatz: das Modalverb ganz am Ende.' },
      ],
    },
    {
      p: 'Wenn die Bedeutung klar ist, fällt das Vollverb oft weg, besonders Bewegungsverben und {{machen}}/{{tun}}: {{Ich muss jetzt nach Hause}} (gehen), {{Ich kann Deutsch}} (sprechen), {{Das darf man nicht}} (tun).',
    },
    { h2: 'Die große Falle: nicht müssen und nicht dürfen' },
    {
      p: 'Im Englischen ist „you must not“ ein Verbot. Im Deutschen hebt {{du musst nicht}} nur die Notwendigkeit auf – „es ist nicht nötig“. Ein Verbot ist {{du darfst nicht}}.',
    },
    {
      table: {
        caption: 'Verneinte Modalverben',
        head: ['Satz', 'Bedeutung'],
        rows: [
          ['{{Du musst nicht kommen.}}', 'Es ist nicht nötig, dass du kommst (aber du kannst).'],
          ['{{Du brauchst nicht zu kommen.}}', 'Gleiche Bedeutung, sehr häufig.'],
          ['{{Du darfst nicht kommen.}}', 'Es ist dir verboten zu kommen.'],
          ['{{Du sollst nicht kommen.}}', 'Jemand hat gesagt, dass du nicht kommen sollst.'],
        ],
      },
    },
    { h2: 'Sollen, wollen und möchten genauer' },
    {
      ul: [
        '{{sollen}} gibt einen Auftrag oder Rat **einer anderen Person** weiter: {{Meine Chefin sagt, ich soll den Bericht schreiben.}} In Fragen bietet es Hilfe an: {{Soll ich das Fenster aufmachen?}}',
        '{{wollen}} drückt einen **festen** Wunsch oder Plan aus: {{Ich will Ärztin werden.}} Es ist stärker und direkter als {{möchten}}.',
        '{{möchten}} ist die höfliche Alltagsform für Wünsche: {{Möchtest du etwas trinken?}} Es hat keinen eigenen Infinitiv und keine Vergangenheit: In der Vergangenheit nehmen Sie {{wollen}} ({{Ich wollte gestern kommen}}).',
        '{{mögen}} steht meist mit einem Nomen: {{Ich mag Hunde}}. Mit einem Verb sagt man eher {{gern}}: {{Ich schwimme gern}}.',
      ],
    },
    { h2: 'Die Vergangenheit: Präteritum der Modalverben' },
    {
      p: 'Bei Modalverben bevorzugt sogar die gesprochene Sprache das Präteritum vor dem Perfekt. Die Formen sind regelmäßige Endungen an einem Stamm **ohne Umlaut**: {{können}} → {{konnte}}, {{müssen}} → {{musste}}, {{dürfen}} → {{durfte}}, {{sollen}} → {{sollte}}, {{wollen}} → {{wollte}}, {{mögen}} → {{mochte}}.',
    },
    {
      examples: [
        { de: 'Als Kind konnte ich nicht schwimmen.', en: 'können → konnte (ohne Umlaut).' },
        { de: 'Gestern musste ich lange arbeiten.', en: 'müssen → musste.' },
        { de: 'Wir durften im Museum keine Fotos machen.', en: 'dürfen → durften.' },
        { de: 'Sie wollte eigentlich anrufen.', en: 'wollen → wollte.' },
      ],
    },
    {
      p: 'Das Perfekt gibt es, es ist aber seltener. Mit einem zweiten Verb steht am Ende ein „doppelter Infinitiv“ – eine B1-Struktur: {{Ich habe gestern arbeiten müssen.}} Ohne zweites Verb ist das Partizip regelmäßig: {{Das habe ich nicht gewollt.}} {{Er hat es nicht gekonnt.}}',
    },
    { h2: 'Höflich und hypothetisch: Konjunktiv II' },
    {
      p: 'Der Konjunktiv II der Modalverben sieht aus wie das Präteritum, bekommt aber den Umlaut zurück, wenn der Infinitiv einen hat: {{könnte}}, {{müsste}}, {{dürfte}}, {{möchte}}; {{sollte}} und {{wollte}} sehen aus wie die Vergangenheit. Diese Formen machen Bitten höflich und Ratschläge weicher.',
    },
    {
      examples: [
        { de: 'Könnten Sie das bitte wiederholen?', en: 'Höfliche Bitte.' },
        { de: 'Dürfte ich kurz stören?', en: 'Sehr höfliche Frage nach Erlaubnis.' },
        { de: 'Du solltest mehr schlafen.', en: 'Ratschlag.' },
        { de: 'Wir müssten eigentlich schon los.', en: 'Abgeschwächte Notwendigkeit.' },
      ],
    },
    { h2: 'Für Fortgeschrittene: Modalverben der Vermutung' },
    {
      p: 'Ab B1/B2 begegnen Ihnen Modalverben, die ausdrücken, wie sicher sich der Sprecher ist, statt Fähigkeit oder Pflicht. In Nachrichten und Gesprächen sind sie sehr häufig.',
    },
    {
      table: {
        caption: 'Modalverben für Vermutungen',
        head: ['Satz', 'Bedeutung', 'Sicherheit'],
        rows: [
          ['{{Er muss krank sein.}}', 'Ich bin fast sicher, dass er krank ist.', 'sehr hoch'],
          ['{{Das dürfte stimmen.}}', 'Das ist wahrscheinlich richtig.', 'hoch'],
          ['{{Sie kann im Büro sein.}}', 'Es ist möglich, dass sie im Büro ist.', 'möglich'],
          ['{{Sie könnte recht haben.}}', 'Vielleicht hat sie recht.', 'möglich'],
          ['{{Er soll sehr reich sein.}}', 'Man sagt, dass er sehr reich ist.', 'Bericht anderer'],
          ['{{Sie will alles allein gemacht haben.}}', 'Sie behauptet, alles allein gemacht zu haben.', 'eigene Behauptung der Person'],
        ],
      },
    },
    { h2: 'Typische Fehler' },
    {
      ol: [
        'zu hinzufügen: „Ich muss zu arbeiten“ ✗ → {{Ich muss arbeiten.}} ✓',
        'Endung bei ich/er: „ich kanne“, „er kannt“ ✗ → {{ich kann}}, {{er kann}} ✓',
        'Infinitiv in der Mitte: „Ich kann sprechen Deutsch“ ✗ → {{Ich kann Deutsch sprechen.}} ✓',
        '{{nicht müssen}} für ein Verbot verwenden: Sagen Sie {{Hier darf man nicht rauchen.}}',
      ],
    },
    {
      p: 'Modalverben folgen der Satzklammer, die in [Grundlagen der deutschen Wortstellung](/articles/german-word-order-basics) erklärt wird. Die Vergangenheitsformen vergleichen Sie unter [Perfekt oder Präteritum](/articles/perfekt-vs-praeteritum). Üben Sie in der Lektion zu komplexen Verbkonstruktionen mit Modalverben unseres [A2-Grammatikkurses](/grammar/a2).',
    },
  ],
};

export default translation;
