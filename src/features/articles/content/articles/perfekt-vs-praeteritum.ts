import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'perfekt-vs-praeteritum',
  type: 'Grammar',
  title: {
    en: 'Perfekt vs Präteritum: Which German Past Tense to Use',
    ua: 'Perfekt чи Präteritum: який минулий час обрати в німецькій',
    de: 'Perfekt oder Präteritum: Welche Vergangenheitsform passt wann?',
    ru: 'Perfekt или Präteritum: какое прошедшее время выбрать в немецком',
    be: 'Perfekt ці Präteritum: які прошлы час выбраць у нямецкай',
    tr: 'Perfekt mi Präteritum mu? Almancada hangi geçmiş zaman ne zaman kullanılır',
    pl: 'Perfekt czy Präteritum: którego czasu przeszłego użyć w niemieckim',
    es: 'Perfekt o Präteritum: qué pasado usar en alemán',
  },
  descr: {
    en: 'Both tenses describe the past – the difference is speech versus writing. How to form each one, haben or sein, and the verbs that break the rule.',
    ua: 'Обидва часи описують минуле – різниця між усним і письмовим мовленням. Як утворити кожен, haben чи sein, і дієслова-винятки.',
    de: 'Beide Zeiten beschreiben die Vergangenheit – der Unterschied liegt zwischen Sprechen und Schreiben. Bildung, haben oder sein und Ausnahmen.',
    ru: 'Оба времени описывают прошлое – разница между устной и письменной речью. Как образовать каждое, haben или sein и глаголы-исключения.',
    be: 'Абодва часы апісваюць мінулае – розніца паміж вуснай і пісьмовай мовай. Як утварыць кожны, haben ці sein і дзеясловы-выключэнні.',
    tr: 'İki zaman da geçmişi anlatır; fark konuşma ile yazı arasındadır. Her birinin yapılışı, haben mi sein mi ve kuralı bozan fiiller.',
    pl: 'Oba czasy opisują przeszłość – różnica dotyczy mowy i pisma. Jak je tworzyć, haben czy sein i czasowniki, które łamią regułę.',
    es: 'Ambos tiempos expresan el pasado; la diferencia está entre hablar y escribir. Cómo se forman, haben o sein y los verbos que rompen la regla.',
  },
  img: 'hourglass-done',
  date: '2026-04-14',
  body: [
    {
      p: 'German has two main past tenses: the **Perfekt** ({{ich habe gemacht}}, {{ich bin gegangen}}) and the **Präteritum** ({{ich machte}}, {{ich ging}}). English speakers naturally try to map them onto “I have done” and “I did”, but that does not work. In German the two tenses mean almost the same thing. The real difference is **style**: the Perfekt is the tense of conversation, the Präteritum the tense of written narrative. This article shows how to form both and how to choose.',
    },
    { h2: 'The short answer' },
    {
      table: {
        caption: 'Which past tense?',
        head: ['Situation', 'Usual tense', 'Example'],
        rows: [
          ['talking, chatting, messages, informal emails', 'Perfekt', '{{Ich habe gestern lange gearbeitet.}}'],
          ['stories, novels, news reports, biographies', 'Präteritum', '{{Im Jahr 1990 zog die Familie nach Leipzig.}}'],
          ['{{sein}}, {{haben}}, modal verbs – everywhere', 'Präteritum', '{{Ich war müde und hatte keine Zeit.}}'],
          ['{{es gibt}}, {{wissen}} and a few others in speech', 'often Präteritum', '{{Es gab keine Karten mehr. Das wusste ich nicht.}}'],
        ],
      },
    },
    {
      p: 'There is also a regional side. In the south of Germany, in Austria and in Switzerland, the Präteritum has almost disappeared from everyday speech except for {{war}} and a few other forms; in the north people use it a little more in conversation. For a learner, the rule in the table is correct everywhere.',
    },
    { h2: 'Forming the Perfekt' },
    {
      p: 'The Perfekt has two parts: {{haben}} or {{sein}} in the present tense (in position 2) and the past participle (at the end of the clause).',
    },
    {
      table: {
        caption: 'Past participles',
        head: ['Verb type', 'Participle', 'Examples'],
        rows: [
          ['regular', 'ge- + stem + -t', '{{machen}} → {{gemacht}}, {{arbeiten}} → {{gearbeitet}}'],
          ['irregular', 'ge- + stem (often changed) + -en', '{{schreiben}} → {{geschrieben}}, {{finden}} → {{gefunden}}'],
          ['mixed', 'ge- + changed stem + -t', '{{bringen}} → {{gebracht}}, {{kennen}} → {{gekannt}}'],
          ['separable', 'prefix + ge + stem', '{{einkaufen}} → {{eingekauft}}, {{aussteigen}} → {{ausgestiegen}}'],
          ['inseparable prefix, -ieren', 'no ge-', '{{bezahlen}} → {{bezahlt}}, {{verlieren}} → {{verloren}}, {{reparieren}} → {{repariert}}'],
        ],
      },
    },
    { h2: 'haben or sein?' },
    {
      p: 'Most verbs form the Perfekt with {{haben}}, including all verbs with an accusative object and all reflexive verbs. {{sein}} is used with verbs that have no accusative object and express:',
    },
    {
      ul: [
        '**movement from one place to another**: {{gehen}}, {{kommen}}, {{fahren}}, {{fliegen}}, {{laufen}}, {{reisen}}, {{umziehen}}: {{Wir sind nach Spanien geflogen.}}',
        '**a change of state**: {{aufstehen}}, {{aufwachen}}, {{einschlafen}}, {{werden}}, {{wachsen}}, {{sterben}}: {{Das Kind ist schnell eingeschlafen.}}',
        '**plus a few special verbs**: {{sein}}, {{bleiben}}, {{passieren}}, {{geschehen}}, {{begegnen}}: {{Was ist passiert?}} {{Ich bin zu Hause geblieben.}}',
      ],
    },
    {
      p: 'Some movement verbs take {{haben}} when they have an accusative object: {{Ich bin nach Berlin gefahren}}, but {{Ich habe das Auto meines Vaters gefahren}}. In southern Germany, Austria and Switzerland, {{stehen}}, {{sitzen}} and {{liegen}} also take {{sein}} ({{ich bin gesessen}}); in the north and in most textbooks they take {{haben}} ({{ich habe gesessen}}). Both are standard in their regions.',
    },
    { h2: 'Forming the Präteritum' },
    {
      p: 'Regular verbs add **-te** plus personal endings to the stem. Irregular verbs change their vowel and take **no ending** in the {{ich}} and {{er}}/{{sie}}/{{es}} forms. Mixed verbs change their vowel **and** add -te.',
    },
    {
      table: {
        caption: 'Präteritum endings',
        head: ['Person', 'machen (regular)', 'gehen (irregular)', 'denken (mixed)'],
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
      p: 'The irregular forms must be learnt as a list – infinitive, Präteritum, participle: {{fahren – fuhr – gefahren}}, {{kommen – kam – gekommen}}, {{sehen – sah – gesehen}}, {{treffen – traf – getroffen}}. The most important ones for speaking are few: {{war}}, {{hatte}}, {{konnte}}, {{musste}}, {{wollte}}, {{durfte}}, {{sollte}}, {{gab}}, {{wusste}}.',
    },
    { h2: 'The same story, two styles' },
    {
      p: 'Here is one event told twice: first as you would tell it to a friend, then as it might appear in a written story.',
    },
    {
      examples: [
        { de: 'Gestern bin ich mit dem Zug nach Hamburg gefahren. Der Zug war total voll, und ich habe keinen Sitzplatz gefunden. Dann habe ich zufällig eine alte Freundin getroffen.', en: 'Spoken: Yesterday I went to Hamburg by train. The train was completely full and I didn’t find a seat. Then I happened to meet an old friend.' },
        { de: 'Am Montag fuhr Lisa mit dem Zug nach Hamburg. Der Zug war voll, und sie fand keinen Sitzplatz. Dann traf sie zufällig eine alte Freundin.', en: 'Written: On Monday Lisa took the train to Hamburg. The train was full and she found no seat. Then she happened to meet an old friend.' },
      ],
    },
    {
      p: 'Notice that the spoken version mixes tenses naturally: Perfekt for most verbs, but {{war}} instead of {{ist gewesen}}. That mixture is exactly what native speakers do.',
    },
    { h2: 'A trap for English speakers: “have been doing”' },
    {
      p: 'English uses the present perfect for actions that started in the past and are still going on. German uses the **present tense** with {{seit}} for this. The Perfekt would mean that the action is over.',
    },
    {
      examples: [
        { de: 'Ich wohne seit drei Jahren in Wien.', en: 'I have lived in Vienna for three years (and still do).' },
        { de: 'Ich habe drei Jahre in Wien gewohnt.', en: 'I lived in Vienna for three years (but not any more).' },
        { de: 'Wie lange lernst du schon Deutsch?', en: 'How long have you been learning German?' },
      ],
    },
    { h2: 'The Plusquamperfekt' },
    {
      p: 'To go one step further back in the past, use the Präteritum of {{haben}} or {{sein}} + participle. It is used in speech and writing alike.',
    },
    {
      examples: [
        { de: 'Als wir ankamen, hatte der Film schon angefangen.', en: 'When we arrived, the film had already started.' },
        { de: 'Sie war noch nie in Paris gewesen.', en: 'She had never been to Paris.' },
      ],
    },
    { h2: 'Practical tips' },
    {
      ol: [
        'When you speak, use the Perfekt for almost everything – plus {{war}}, {{hatte}} and the modal verbs in the Präteritum.',
        'Learn every new irregular verb with three forms: {{schreiben – schrieb – geschrieben}}. Mark the {{sein}} verbs.',
        'Read short stories or news in easy German to get used to the Präteritum; you will need to recognise it long before you write it.',
        'In exams (B1 and up), use the Präteritum in formal written texts such as reports and stories.',
      ],
    },
    {
      tip: 'For the word order of the Perfekt, see [German word order basics](/articles/german-word-order-basics); for participles of separable verbs, see [separable verbs](/articles/separable-verbs-in-german); for the modal verbs in the past, see the [modal verbs guide](/articles/german-modal-verbs-guide). The lessons “Perfekt Tense” and “Präteritum” of our [A2 grammar course](/grammar/a2) practise both tenses.',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'Goethe-Institut – Learning German', url: 'https://www.goethe.de/' },
  ],
};

export default article;
