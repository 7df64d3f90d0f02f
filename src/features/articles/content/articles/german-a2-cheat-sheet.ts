import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-a2-cheat-sheet',
  type: 'Grammar',
  title: {
    en: 'German A2 Cheat Sheet: Grammar and Phrases at a Glance',
    ua: 'Шпаргалка з німецької A2: граматика і фрази з першого погляду',
    de: 'Spickzettel Deutsch A2: Grammatik und Redemittel auf einen Blick',
    ru: 'Шпаргалка по немецкому A2: грамматика и фразы с первого взгляда',
    be: 'Шпаргалка па нямецкай A2: граматыка і фразы з першага погляду',
    tr: 'Almanca A2 kopya kâğıdı: bir bakışta dil bilgisi ve kalıp ifadeler',
    pl: 'Ściągawka z niemieckiego A2: gramatyka i zwroty w pigułce',
    es: 'Chuleta de alemán A2: gramática y frases de un vistazo',
  },
  descr: {
    en: 'The A2 level on one page: Perfekt and Präteritum, dative and two-way prepositions, reflexive verbs, weil and dass, comparison and polite requests.',
    ua: 'Рівень A2 на одній сторінці: Perfekt і Präteritum, давальний відмінок, прийменники подвійного керування, зворотні дієслова, weil і dass, порівняння.',
    de: 'Das Niveau A2 auf einer Seite: Perfekt und Präteritum, Dativ und Wechselpräpositionen, reflexive Verben, weil und dass, Vergleiche, Bitten.',
    ru: 'Уровень A2 на одной странице: Perfekt и Präteritum, дательный падеж, предлоги двойного управления, возвратные глаголы, weil и dass, сравнение.',
    be: 'Узровень A2 на адной старонцы: Perfekt і Präteritum, давальны склон, прыназоўнікі двайнога кіравання, зваротныя дзеясловы, weil і dass, параўнанне.',
    tr: 'Tek sayfada A2: Perfekt ve Präteritum, Dativ ve iki yönlü edatlar, dönüşlü fiiller, weil ve dass, karşılaştırma ve kibar rica.',
    pl: 'Poziom A2 na jednej stronie: Perfekt i Präteritum, celownik i przyimki dwuprzypadkowe, czasowniki zwrotne, weil i dass, stopniowanie.',
    es: 'El nivel A2 en una página: Perfekt y Präteritum, dativo y preposiciones mixtas, verbos reflexivos, weil y dass, comparación y peticiones.',
  },
  img: 'clipboard',
  date: '2025-09-09',
  body: [
    {
      p: 'Like all levels on this site, A2 follows the **Common European Framework of Reference for Languages (CEFR)**. A2 is the second “basic user” level. At A2 you understand sentences and frequent expressions about areas of immediate relevance – personal and family information, shopping, your local area, work – you can handle simple, routine exchanges of information, and you can describe your background, your surroundings and immediate needs in simple terms. Grammatically, A2 completes the foundations: you can talk about the past, use all the everyday cases, and join sentences with {{weil}} and {{dass}}. The lessons behind this summary are in our [A2 grammar course](/grammar/a2); if you need to review the basics, start with the [A1 cheat sheet](/articles/german-a1-cheat-sheet).',
    },
    { h2: 'The Perfekt in full' },
    {
      p: 'The Perfekt is the normal spoken past: {{haben}} or {{sein}} in position 2, the past participle at the end. Use {{sein}} with verbs of movement from A to B ({{gehen}}, {{fahren}}, {{fliegen}}, {{kommen}}), change of state ({{aufstehen}}, {{einschlafen}}, {{sterben}}), and with {{sein}}, {{bleiben}} and {{passieren}}.',
    },
    {
      table: {
        caption: 'How past participles are formed',
        head: ['Verb type', 'Pattern', 'Examples'],
        rows: [
          ['regular', 'ge- … -t', '{{machen}} → {{gemacht}}, {{kaufen}} → {{gekauft}}'],
          ['irregular', 'ge- … -en (often a vowel change)', '{{sehen}} → {{gesehen}}, {{trinken}} → {{getrunken}}'],
          ['mixed', 'ge- … -t with a vowel change', '{{bringen}} → {{gebracht}}, {{denken}} → {{gedacht}}, {{wissen}} → {{gewusst}}'],
          ['separable', 'prefix + ge + stem', '{{einkaufen}} → {{eingekauft}}, {{anrufen}} → {{angerufen}}'],
          ['inseparable (be-, ver-, er-, ent-, ge-, emp-, zer-, miss-)', 'no ge-', '{{besuchen}} → {{besucht}}, {{vergessen}} → {{vergessen}}'],
          ['verbs in -ieren', 'no ge-', '{{studieren}} → {{studiert}}, {{telefonieren}} → {{telefoniert}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Am Wochenende habe ich meine Oma besucht.', en: 'At the weekend I visited my grandma.' },
        { de: 'Wir sind um sechs Uhr aufgestanden.', en: 'We got up at six.' },
        { de: 'Was ist passiert?', en: 'What happened?' },
      ],
    },
    { h2: 'The Präteritum of sein, haben and the modal verbs' },
    {
      p: 'Even in speech, these verbs prefer the simple past. The {{ich}} and {{er}}/{{sie}}/{{es}} forms are the same and have no ending. See [Perfekt vs Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Präteritum forms',
        head: ['Person', 'sein', 'haben', 'können', 'müssen'],
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
    { h2: 'The dative in full' },
    {
      p: 'A2 adds the dative to the nominative and accusative: the receiver of something, verbs such as {{helfen}}, {{gefallen}}, {{gehören}}, {{passen}}, {{schmecken}}, {{danken}}, and the prepositions {{aus}}, {{bei}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}. Dative forms: {{dem}}/{{einem}} (masculine and neuter), {{der}}/{{einer}} (feminine), {{den}} + -n (plural). Pronouns: {{mir}}, {{dir}}, {{ihm}}, {{ihr}}, {{uns}}, {{euch}}, {{ihnen}}/{{Ihnen}}. The full system is in [German cases explained](/articles/german-cases-explained).',
    },
    {
      examples: [
        { de: 'Das Essen schmeckt mir sehr gut.', en: 'I really like the food.' },
        { de: 'Ich wohne seit zwei Jahren in Leipzig.', en: 'I have been living in Leipzig for two years.' },
      ],
    },
    { h2: 'Two-way prepositions: Wo? or Wohin?' },
    {
      p: '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}: **Wohin?** (movement to a place) → accusative; **Wo?** (position) → dative. The verb pairs {{stellen}}/{{stehen}}, {{legen}}/{{liegen}}, {{setzen}}/{{sitzen}} and {{hängen}} follow the same logic. Details: [German prepositions with cases](/articles/german-prepositions-with-cases).',
    },
    {
      examples: [
        { de: 'Ich stelle die Flasche in den Kühlschrank.', en: 'I put the bottle in the fridge. (Wohin?)' },
        { de: 'Die Flasche steht im Kühlschrank.', en: 'The bottle is in the fridge. (Wo?)' },
      ],
    },
    { h2: 'Reflexive verbs' },
    {
      p: 'Many verbs need a reflexive pronoun: {{sich freuen}}, {{sich waschen}}, {{sich anziehen}}, {{sich setzen}}, {{sich beeilen}}, {{sich interessieren für}}. The pronoun is accusative, but it becomes dative when there is another accusative object: {{Ich wasche mich}} – {{Ich wasche mir die Hände}}.',
    },
    {
      table: {
        caption: 'Reflexive pronouns',
        head: ['Person', 'Accusative', 'Dative'],
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
    { h2: 'Subordinate clauses: weil, dass, wenn, ob, als' },
    {
      p: 'These conjunctions send the verb to the end. {{wenn}} is for conditions and repeated events, {{als}} for a single event in the past, {{ob}} for yes/no questions reported indirectly. See [German word order basics](/articles/german-word-order-basics).',
    },
    {
      examples: [
        { de: 'Ich komme nicht, weil ich krank bin.', en: 'I’m not coming because I’m ill.' },
        { de: 'Ich finde, dass Berlin sehr interessant ist.', en: 'I think that Berlin is very interesting.' },
        { de: 'Als ich Kind war, hatte ich einen Hund.', en: 'When I was a child, I had a dog.' },
        { de: 'Können Sie mir sagen, wo der Bahnhof ist?', en: 'Can you tell me where the station is?' },
      ],
    },
    { h2: 'Comparison of adjectives' },
    {
      table: {
        caption: 'Positive, comparative, superlative',
        head: ['Positive', 'Comparative', 'Superlative'],
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
        { de: 'Anna ist so alt wie ich.', en: 'Anna is as old as me.' },
        { de: 'Der Zug ist schneller als der Bus.', en: 'The train is faster than the bus.' },
        { de: 'Ich trinke lieber Tee als Kaffee.', en: 'I prefer tea to coffee.' },
      ],
    },
    { h2: 'Adjective endings, the short version' },
    {
      p: 'After {{der}}/{{die}}/{{das}}: **-e** in the nominative singular (and the feminine and neuter accusative), **-en** everywhere else. After {{ein}}: the adjective shows the gender where {{ein}} cannot ({{ein alter Mann}}, {{ein altes Haus}}). Without an article it takes the ending of {{der}}/{{die}}/{{das}} ({{kalter Kaffee}}). Full explanation: [adjective endings made simple](/articles/german-adjective-endings-made-simple).',
    },
    { h2: 'Polite requests and wishes: Konjunktiv II' },
    {
      p: 'At A2 you use a few Konjunktiv II forms as fixed politeness phrases: {{ich hätte gern}}, {{ich würde gern}}, {{könnten Sie}}, {{wäre es möglich}}.',
    },
    {
      examples: [
        { de: 'Könnten Sie mir bitte helfen?', en: 'Could you help me, please?' },
        { de: 'Ich hätte gern ein Zimmer für zwei Nächte.', en: 'I’d like a room for two nights.' },
        { de: 'Ich würde gern am Samstag kommen.', en: 'I would like to come on Saturday.' },
      ],
    },
    { h2: 'Verbs with prepositions' },
    {
      p: 'Many verbs come with a fixed preposition that must be learnt together with them: {{warten auf}} + acc., {{sich freuen auf}} (looking forward) and {{sich freuen über}} (happy about) + acc., {{denken an}} + acc., {{sich interessieren für}} + acc., {{sprechen mit}} + dat. Ask about things with **wo(r)-** and refer back with **da(r)-**: {{Worauf wartest du? – Auf den Bus. Ich warte schon lange darauf.}}',
    },
    { h2: 'Key phrases for A2' },
    {
      table: {
        caption: 'Useful A2 phrases',
        head: ['Function', 'German'],
        rows: [
          ['Giving an opinion', '{{Ich finde, dass …}} / {{Meiner Meinung nach …}}'],
          ['Agreeing / disagreeing', '{{Da hast du recht.}} / {{Das sehe ich anders.}}'],
          ['Making an appointment', '{{Hätten Sie am Dienstag um zehn Uhr Zeit?}}'],
          ['Cancelling', '{{Leider kann ich morgen nicht kommen.}}'],
          ['Apologising', '{{Entschuldigung, ich habe mich verspätet.}}'],
          ['At the doctor’s', '{{Ich habe seit drei Tagen Kopfschmerzen.}}'],
          ['Asking for a favour', '{{Könntest du mir einen Gefallen tun?}}'],
          ['Talking about plans', '{{Nächstes Jahr möchte ich nach Italien fahren.}}'],
        ],
      },
    },
    {
      p: 'A2 topics: childhood and biography, housing and moving house, health, work and jobs, travel and holidays, festivals, shopping and complaints, media, the weather and the environment. Build the vocabulary with our [word lists](/words) and the [worksheets](/worksheets).',
    },
    {
      tip: 'The step from A2 to B1 is mainly about connecting ideas: more conjunctions, relative clauses, the passive. The [B1 cheat sheet](/articles/german-b1-cheat-sheet) shows the road ahead.',
    },
  ],
  sources: [
    { title: 'Council of Europe – Common European Framework of Reference for Languages (CEFR)', url: 'https://www.coe.int/en/web/common-european-framework-reference-languages' },
    { title: 'Goethe-Institut – German courses and exams', url: 'https://www.goethe.de/' },
  ],
};

export default article;
