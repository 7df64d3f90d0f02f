import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-word-order-basics',
  lang: 'de',
  body: [
    {
      p: 'Die deutsche Wortstellung wirkt am Anfang chaotisch – die Verben scheinen ans Satzende zu springen –, aber sie folgt wenigen festen Regeln. Fast alle drehen sich um eine Frage: **Wo steht das konjugierte Verb?** Wenn Sie die drei Grundpositionen (zweite Stelle, erste Stelle, Ende) und die „Satzklammer“ kennen, können Sie richtige Sätze jeder Länge bauen.',
    },
    { h2: 'Regel 1: Im Aussagesatz steht das Verb auf Position 2' },
    {
      p: 'Im Hauptsatz ist das konjugierte Verb immer das **zweite Satzglied**. Ein Satzglied ist kein einzelnes Wort, sondern eine Einheit: {{ich}}, {{am Montag}} und {{mein alter Freund aus Berlin}} zählen jeweils als eins. Auf Position 1 kann fast alles stehen – das Subjekt, eine Zeit, ein Ort, ein Objekt –, aber das Verb bleibt an zweiter Stelle. Steht das Subjekt nicht vorne, folgt es direkt nach dem Verb.',
    },
    {
      table: {
        caption: 'Position 1 wechselt, das Verb bleibt an zweiter Stelle',
        head: ['Position 1', 'Verb', 'Rest des Satzes'],
        rows: [
          ['{{Ich}}', '{{fahre}}', '{{morgen mit dem Zug nach Köln.}}'],
          ['{{Morgen}}', '{{fahre}}', '{{ich mit dem Zug nach Köln.}}'],
          ['{{Mit dem Zug}}', '{{fahre}}', '{{ich morgen nach Köln.}}'],
          ['{{Nach Köln}}', '{{fahre}}', '{{ich morgen mit dem Zug.}}'],
        ],
      },
    },
    {
      p: 'Viele Lernende übertragen die Wortstellung ihrer Muttersprache und sagen „Morgen ich fahre“ ✗. Merken Sie sich: Steht eine Zeitangabe am Anfang, kommt gleich danach das Verb: {{Morgen fahre ich}} ✓. Nach vorne stellt man meist etwas Bekanntes oder etwas, das man betonen möchte.',
    },
    { h2: 'Regel 2: Fragen und Aufforderungen beginnen mit dem Verb' },
    {
      p: 'In Ja/Nein-Fragen und im Imperativ steht das Verb auf **Position 1**. Fragen mit einem Fragewort ({{wann}}, {{wo}}, {{warum}} …) folgen Regel 1: zuerst das Fragewort, dann das Verb.',
    },
    {
      examples: [
        { de: 'Fährst du morgen nach Köln?', en: 'Ja/Nein-Frage: Das Verb steht vorne.' },
        { de: 'Wann fährst du nach Köln?', en: 'W-Frage: Fragewort, dann Verb.' },
        { de: 'Fahren Sie bitte langsamer!', en: 'Imperativ (Sie-Form): Das Verb steht vorne.' },
      ],
    },
    { h2: 'Regel 3: die Satzklammer' },
    {
      p: 'Hat ein Satz zwei Verbteile, trennt das Deutsche sie: Das konjugierte Verb bleibt auf Position 2, der andere Teil geht ganz **ans Ende**. Alles andere steht dazwischen wie in einer Klammer – das ist die {{Satzklammer}}. Sie entsteht bei Modalverben, im Perfekt, im Futur mit {{werden}}, im Passiv und bei trennbaren Verben.',
    },
    {
      table: {
        caption: 'Die Satzklammer',
        head: ['Struktur', 'Position 2', 'Mittelfeld', 'Ende'],
        rows: [
          ['Modalverb', '{{Ich muss}}', '{{heute lange}}', '{{arbeiten.}}'],
          ['Perfekt', '{{Wir haben}}', '{{gestern einen Film}}', '{{gesehen.}}'],
          ['Futur', '{{Sie wird}}', '{{nächstes Jahr in Wien}}', '{{studieren.}}'],
          ['trennbares Verb', '{{Der Zug kommt}}', '{{um acht Uhr}}', '{{an.}}'],
          ['Passiv', '{{Das Haus wird}}', '{{jetzt}}', '{{renoviert.}}'],
        ],
      },
    },
    {
      tip: 'Hören Sie bis zum Ende des Satzes zu. Die Bedeutung kommt oft zuletzt: {{Ich habe meinen Schlüssel gestern im Büro …}} – gefunden? verloren? vergessen? Erst {{vergessen}} am Ende verrät es.',
    },
    { h2: 'Konjunktionen, die die Wortstellung nicht ändern' },
    {
      p: 'Fünf kurze Konjunktionen verbinden zwei Hauptsätze und stehen auf „Position 0“ – sie zählen nicht mit, deshalb behält der folgende Satz die normale Wortstellung: {{und}}, {{aber}}, {{oder}}, {{denn}}, {{sondern}}. Viele Lernende merken sie sich als **ADUSO**.',
    },
    {
      examples: [
        { de: 'Ich bin müde, aber ich gehe noch einkaufen.', en: 'Nach „aber“ normale Wortstellung: ich gehe.' },
        { de: 'Wir bleiben zu Hause, denn es regnet.', en: 'Nach „denn“ steht das Verb an zweiter Stelle: es regnet.' },
      ],
    },
    { h2: 'Regel 4: Im Nebensatz steht das Verb am Ende' },
    {
      p: 'Subjunktionen – {{weil}}, {{dass}}, {{wenn}}, {{ob}}, {{als}} (für Vergangenes), {{obwohl}}, {{damit}}, {{bevor}}, {{nachdem}} – schicken das konjugierte Verb ans **Ende** ihres Satzes. Relativsätze und indirekte Fragen funktionieren genauso. Ein Komma trennt immer die beiden Sätze.',
    },
    {
      examples: [
        { de: 'Ich lerne Deutsch, weil ich in Wien arbeiten möchte.', en: 'Nebensatz mit „weil“: möchte am Ende.' },
        { de: 'Ich glaube, dass der Kurs um neun beginnt.', en: 'Nebensatz mit „dass“: beginnt am Ende.' },
        { de: 'Weißt du, ob sie heute kommt?', en: 'Indirekte Ja/Nein-Frage mit „ob“: kommt am Ende.' },
        { de: 'Er sagt, dass er gestern angekommen ist.', en: 'Zwei Verbteile im Nebensatz: das konjugierte Verb ganz am Ende.' },
      ],
    },
    {
      p: 'Achten Sie auf das letzte Beispiel: Hat ein Nebensatz zwei Verbteile, ist das konjugierte Verb das allerletzte Wort ({{angekommen ist}}). Trennbare Verben werden wieder zusammengeschrieben: {{…, weil der Zug um acht ankommt}}.',
    },
    { h2: 'Nebensatz zuerst: Verb, Komma, Verb' },
    {
      p: 'Ein Nebensatz kann auch vorne stehen. Dann ist der ganze Nebensatz Position 1, und der Hauptsatz beginnt mit seinem Verb. So entsteht das typisch deutsche Muster **Verb – Komma – Verb**.',
    },
    {
      examples: [
        { de: 'Wenn es regnet, bleibe ich zu Hause.', en: 'Nebensatz vorne: regnet, bleibe.' },
        { de: 'Weil ich krank war, habe ich nicht gearbeitet.', en: 'Nebensatz vorne: war, habe.' },
      ],
    },
    { h2: 'Das Mittelfeld: TeKaMoLo' },
    {
      p: 'Zwischen den beiden Verbpositionen ist die Reihenfolge flexibel. Für Angaben gilt aber eine verlässliche Grundregel: **Te**mporal (wann?) – **Ka**usal (warum?) – **Mo**dal (wie?) – **Lo**kal (wo? wohin?). Sie brauchen nicht alle vier; die Angaben, die Sie haben, stellen Sie in diese Reihenfolge.',
    },
    {
      examples: [
        { de: 'Ich fahre morgen wegen der Arbeit mit dem Auto nach München.', en: 'Alle vier Angaben: wann – warum – wie – wohin.' },
        { de: 'Sie lernt jeden Abend konzentriert in der Bibliothek.', en: 'Temporal – modal – lokal.' },
      ],
    },
    {
      p: 'Objekte: Kurze Pronomen stehen früh, direkt nach Verb und Subjekt. Bei zwei Nomen steht meist der Dativ vor dem Akkusativ ({{Ich gebe dem Kind das Buch}}); bei zwei Pronomen kommt der Akkusativ zuerst ({{Ich gebe es ihm}}). Mehr dazu unter [Die deutschen Fälle erklärt](/articles/german-cases-explained).',
    },
    { h2: 'Wo steht nicht?' },
    {
      ul: [
        'Verneint {{nicht}} den ganzen Satz, steht es weit hinten, aber **vor** dem zweiten Verbteil, vor einem trennbaren Präfix und vor einem Adjektiv oder einer Ortsangabe nach dem Verb: {{Ich komme heute nicht.}} {{Ich kann heute nicht kommen.}} {{Das Essen ist nicht teuer.}} {{Er wohnt nicht in Berlin.}}',
        '{{nicht}} steht **nach** einem bestimmten Objekt und nach den meisten Zeitangaben: {{Ich kenne den Mann nicht.}} {{Sie arbeitet morgen nicht.}}',
        'Soll nur ein Teil verneint werden, steht {{nicht}} direkt davor, und meist folgt ein Satz mit {{sondern}}: {{Ich fahre nicht heute, sondern morgen.}}',
        'Nomen mit {{ein}} oder ohne Artikel verneint man mit {{kein}}, nicht mit {{nicht}}: {{Ich habe kein Auto.}}',
      ],
    },
    { h2: 'Infinitivsätze mit zu' },
    {
      p: 'Ab A2 begegnen Ihnen Infinitivsätze. Der Infinitiv mit {{zu}} steht am Ende; bei trennbaren Verben steht {{zu}} zwischen Präfix und Verb ({{anzurufen}}).',
    },
    {
      examples: [
        { de: 'Ich habe keine Zeit, heute einzukaufen.', en: 'Trennbares Verb: ein-zu-kaufen am Ende.' },
        { de: 'Vergiss nicht, mich anzurufen!', en: 'Infinitivsatz nach „vergessen“: an-zu-rufen.' },
      ],
    },
    { h2: 'Fünf typische Fehler' },
    {
      ol: [
        '„Heute ich gehe ins Kino“ ✗ → {{Heute gehe ich ins Kino.}} ✓ (Verb an zweiter Stelle)',
        '„Ich kann schwimmen gut“ ✗ → {{Ich kann gut schwimmen.}} ✓ (Infinitiv am Ende)',
        '„…, weil ich habe keine Zeit“ ✗ → {{…, weil ich keine Zeit habe.}} ✓ (nach {{weil}} Verb am Ende)',
        '„Ich stehe auf um sieben“ ✗ → {{Ich stehe um sieben auf.}} ✓ (Präfix am Ende)',
        '„Wenn ich Zeit habe, ich komme“ ✗ → {{Wenn ich Zeit habe, komme ich.}} ✓ (Verb – Komma – Verb)',
      ],
    },
    {
      p: 'Die Wortstellung zieht sich durch alle anderen Themen: Lesen Sie auch [Trennbare Verben](/articles/separable-verbs-in-german), den [Leitfaden zu den Modalverben](/articles/german-modal-verbs-guide) und [Perfekt oder Präteritum?](/articles/perfekt-vs-praeteritum). Sätze selbst bauen können Sie in den Übungen unseres [Grammatikbereichs](/grammar).',
    },
  ],
};

export default translation;
