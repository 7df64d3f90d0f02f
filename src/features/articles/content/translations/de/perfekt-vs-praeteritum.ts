import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'perfekt-vs-praeteritum',
  lang: 'de',
  body: [
    {
      p: 'Das Deutsche hat zwei wichtige Vergangenheitsformen: das **Perfekt** ({{ich habe gemacht}}, {{ich bin gegangen}}) und das **Präteritum** ({{ich machte}}, {{ich ging}}). Wer Englisch kann, möchte sie gern „I have done“ und „I did“ zuordnen, aber das funktioniert nicht. Im Deutschen bedeuten die beiden Zeitformen fast dasselbe. Der eigentliche Unterschied ist der **Stil**: Das Perfekt ist die Zeitform des Gesprächs, das Präteritum die der schriftlichen Erzählung. Dieser Artikel zeigt, wie man beide bildet und wie man wählt.',
    },
    { h2: 'Die kurze Antwort' },
    {
      table: {
        caption: 'Welche Vergangenheitsform?',
        head: ['Situation', 'Übliche Zeitform', 'Beispiel'],
        rows: [
          ['Gespräche, Plaudern, Nachrichten, private E-Mails', 'Perfekt', '{{Ich habe gestern lange gearbeitet.}}'],
          ['Geschichten, Romane, Zeitungsberichte, Lebensläufe', 'Präteritum', '{{Im Jahr 1990 zog die Familie nach Leipzig.}}'],
          ['{{sein}}, {{haben}}, Modalverben – überall', 'Präteritum', '{{Ich war müde und hatte keine Zeit.}}'],
          ['{{es gibt}}, {{wissen}} und einige andere beim Sprechen', 'oft Präteritum', '{{Es gab keine Karten mehr. Das wusste ich nicht.}}'],
        ],
      },
    },
    {
      p: 'Es gibt auch eine regionale Seite. Im Süden Deutschlands, in Österreich und in der Schweiz ist das Präteritum aus der Alltagssprache fast verschwunden, außer bei {{war}} und wenigen anderen Formen; im Norden hört man es im Gespräch etwas häufiger. Für Lernende gilt die Regel aus der Tabelle überall.',
    },
    { h2: 'So bildet man das Perfekt' },
    {
      p: 'Das Perfekt hat zwei Teile: {{haben}} oder {{sein}} im Präsens (auf Position 2) und das Partizip II (am Ende des Satzes).',
    },
    {
      table: {
        caption: 'Partizip II',
        head: ['Verbtyp', 'Partizip', 'Beispiele'],
        rows: [
          ['regelmäßig', 'ge- + Stamm + -t', '{{machen}} → {{gemacht}}, {{arbeiten}} → {{gearbeitet}}'],
          ['unregelmäßig', 'ge- + Stamm (oft verändert) + -en', '{{schreiben}} → {{geschrieben}}, {{finden}} → {{gefunden}}'],
          ['gemischt', 'ge- + veränderter Stamm + -t', '{{bringen}} → {{gebracht}}, {{kennen}} → {{gekannt}}'],
          ['trennbar', 'Präfix + ge + Stamm', '{{einkaufen}} → {{eingekauft}}, {{aussteigen}} → {{ausgestiegen}}'],
          ['untrennbares Präfix, -ieren', 'ohne ge-', '{{bezahlen}} → {{bezahlt}}, {{verlieren}} → {{verloren}}, {{reparieren}} → {{repariert}}'],
        ],
      },
    },
    { h2: 'haben oder sein?' },
    {
      p: 'Die meisten Verben bilden das Perfekt mit {{haben}}, darunter alle Verben mit Akkusativobjekt und alle reflexiven Verben. {{sein}} steht bei Verben ohne Akkusativobjekt, die Folgendes ausdrücken:',
    },
    {
      ul: [
        '**Bewegung von einem Ort zu einem anderen**: {{gehen}}, {{kommen}}, {{fahren}}, {{fliegen}}, {{laufen}}, {{reisen}}, {{umziehen}}: {{Wir sind nach Spanien geflogen.}}',
        '**eine Zustandsänderung**: {{aufstehen}}, {{aufwachen}}, {{einschlafen}}, {{werden}}, {{wachsen}}, {{sterben}}: {{Das Kind ist schnell eingeschlafen.}}',
        '**dazu einige besondere Verben**: {{sein}}, {{bleiben}}, {{passieren}}, {{geschehen}}, {{begegnen}}: {{Was ist passiert?}} {{Ich bin zu Hause geblieben.}}',
      ],
    },
    {
      p: 'Manche Bewegungsverben stehen mit {{haben}}, wenn sie ein Akkusativobjekt haben: {{Ich bin nach Berlin gefahren}}, aber {{Ich habe das Auto meines Vaters gefahren}}. Im Süden Deutschlands, in Österreich und in der Schweiz bilden auch {{stehen}}, {{sitzen}} und {{liegen}} das Perfekt mit {{sein}} ({{ich bin gesessen}}); im Norden und in den meisten Lehrbüchern mit {{haben}} ({{ich habe gesessen}}). Beides ist in seiner Region Standard.',
    },
    { h2: 'So bildet man das Präteritum' },
    {
      p: 'Regelmäßige Verben hängen **-te** und die Personalendungen an den Stamm. Unregelmäßige Verben ändern ihren Vokal und haben bei {{ich}} und {{er}}/{{sie}}/{{es}} **keine Endung**. Gemischte Verben ändern den Vokal **und** bekommen -te.',
    },
    {
      table: {
        caption: 'Präteritumendungen',
        head: ['Person', 'machen (regelmäßig)', 'gehen (unregelmäßig)', 'denken (gemischt)'],
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
      p: 'Die unregelmäßigen Formen muss man als Liste lernen – Infinitiv, Präteritum, Partizip: {{fahren – fuhr – gefahren}}, {{kommen – kam – gekommen}}, {{sehen – sah – gesehen}}, {{treffen – traf – getroffen}}. Die wichtigsten zum Sprechen sind wenige: {{war}}, {{hatte}}, {{konnte}}, {{musste}}, {{wollte}}, {{durfte}}, {{sollte}}, {{gab}}, {{wusste}}.',
    },
    { h2: 'Dieselbe Geschichte in zwei Stilen' },
    {
      p: 'Hier ist ein Ereignis zweimal erzählt: zuerst so, wie man es einer Freundin erzählt, dann so, wie es in einer geschriebenen Geschichte stehen könnte.',
    },
    {
      examples: [
        { de: 'Gestern bin ich mit dem Zug nach Hamburg gefahren. Der Zug war total voll, und ich habe keinen Sitzplatz gefunden. Dann habe ich zufällig eine alte Freundin getroffen.', en: 'Gesprochen: Perfekt, nur „war“ im Präteritum.' },
        { de: 'Am Montag fuhr Lisa mit dem Zug nach Hamburg. Der Zug war voll, und sie fand keinen Sitzplatz. Dann traf sie zufällig eine alte Freundin.', en: 'Geschrieben: durchgehend Präteritum.' },
      ],
    },
    {
      p: 'Achten Sie darauf, dass die gesprochene Fassung die Zeitformen ganz natürlich mischt: Perfekt für die meisten Verben, aber {{war}} statt {{ist gewesen}}. Genau so sprechen Muttersprachler.',
    },
    { h2: 'Eine Falle für Englischsprachige: „have been doing“' },
    {
      p: 'Das Englische verwendet das Present Perfect für Handlungen, die in der Vergangenheit begonnen haben und noch andauern. Das Deutsche nimmt dafür das **Präsens** mit {{seit}}. Das Perfekt würde bedeuten, dass die Handlung vorbei ist.',
    },
    {
      examples: [
        { de: 'Ich wohne seit drei Jahren in Wien.', en: 'Präsens mit seit: Ich wohne immer noch dort.' },
        { de: 'Ich habe drei Jahre in Wien gewohnt.', en: 'Perfekt: Ich wohne nicht mehr dort.' },
        { de: 'Wie lange lernst du schon Deutsch?', en: 'Präsens mit schon: Du lernst noch.' },
      ],
    },
    { h2: 'Das Plusquamperfekt' },
    {
      p: 'Um noch einen Schritt weiter in die Vergangenheit zu gehen, nimmt man das Präteritum von {{haben}} oder {{sein}} + Partizip II. Es wird beim Sprechen und Schreiben gleichermaßen verwendet.',
    },
    {
      examples: [
        { de: 'Als wir ankamen, hatte der Film schon angefangen.', en: 'Der Filmbeginn liegt vor der Ankunft.' },
        { de: 'Sie war noch nie in Paris gewesen.', en: 'Plusquamperfekt mit sein.' },
      ],
    },
    { h2: 'Praktische Tipps' },
    {
      ol: [
        'Beim Sprechen nehmen Sie für fast alles das Perfekt – dazu {{war}}, {{hatte}} und die Modalverben im Präteritum.',
        'Lernen Sie jedes neue unregelmäßige Verb mit drei Formen: {{schreiben – schrieb – geschrieben}}. Markieren Sie die Verben mit {{sein}}.',
        'Lesen Sie kurze Geschichten oder Nachrichten in leichter Sprache, um sich an das Präteritum zu gewöhnen; erkennen müssen Sie es lange, bevor Sie es selbst schreiben.',
        'In Prüfungen (ab B1) verwenden Sie das Präteritum in formellen schriftlichen Texten wie Berichten und Geschichten.',
      ],
    },
    {
      tip: 'Zur Wortstellung im Perfekt siehe [Grundlagen der deutschen Wortstellung](/articles/german-word-order-basics); zu den Partizipien trennbarer Verben siehe [trennbare Verben](/articles/separable-verbs-in-german); zu den Modalverben in der Vergangenheit siehe den [Leitfaden zu den Modalverben](/articles/german-modal-verbs-guide). Die Lektionen zu Perfekt und Präteritum unseres [A2-Grammatikkurses](/grammar/a2) üben beide Zeitformen.',
    },
  ],
};

export default translation;
