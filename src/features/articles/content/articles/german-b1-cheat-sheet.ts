import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-b1-cheat-sheet',
  type: 'Grammar',
  title: {
    en: 'German B1 Cheat Sheet: Grammar and Phrases at a Glance',
    ua: 'Шпаргалка з німецької B1: граматика і фрази з першого погляду',
    de: 'Spickzettel Deutsch B1: Grammatik und Redemittel auf einen Blick',
    ru: 'Шпаргалка по немецкому B1: грамматика и фразы с первого взгляда',
    be: 'Шпаргалка па нямецкай B1: граматыка і фразы з першага погляду',
    tr: 'Almanca B1 kopya kâğıdı: bir bakışta dil bilgisi ve kalıp ifadeler',
    pl: 'Ściągawka z niemieckiego B1: gramatyka i zwroty w pigułce',
    es: 'Chuleta de alemán B1: gramática y frases de un vistazo',
  },
  descr: {
    en: 'The B1 level on one page: Präteritum, Plusquamperfekt, passive, relative clauses, Konjunktiv II, connectors and the phrases for opinions and letters.',
    ua: 'Рівень B1 на одній сторінці: Präteritum, Plusquamperfekt, пасив, відносні речення, Konjunktiv II, сполучники та фрази для думок і листів.',
    de: 'Das Niveau B1 auf einer Seite: Präteritum, Plusquamperfekt, Passiv, Relativsätze, Konjunktiv II, Bindewörter und Redemittel für Meinung und Briefe.',
    ru: 'Уровень B1 на одной странице: Präteritum, Plusquamperfekt, пассив, относительные предложения, Konjunktiv II, союзы и фразы для мнений и писем.',
    be: 'Узровень B1 на адной старонцы: Präteritum, Plusquamperfekt, пасіў, адносныя сказы, Konjunktiv II, злучнікі і фразы для меркаванняў і лістоў.',
    tr: 'Tek sayfada B1: Präteritum, Plusquamperfekt, edilgen çatı, ilgi cümleleri, Konjunktiv II, bağlaçlar ve görüş ile mektup ifadeleri.',
    pl: 'Poziom B1 na jednej stronie: Präteritum, Plusquamperfekt, strona bierna, zdania względne, Konjunktiv II, spójniki i zwroty do opinii i listów.',
    es: 'El nivel B1 en una página: Präteritum, Plusquamperfekt, pasiva, oraciones de relativo, Konjunktiv II, conectores y frases para opinar y escribir.',
  },
  img: 'spiral-notepad',
  date: '2026-03-10',
  body: [
    {
      p: 'The levels on this site follow the **Common European Framework of Reference for Languages (CEFR)**. B1 is the first level of the “independent user”. At B1 you understand the main points of clear standard language on familiar matters from work, school and leisure; you can deal with most situations while travelling; you can write simple connected texts on familiar topics; and you can describe experiences, events, hopes and plans and briefly give reasons for your opinions. B1 is also a common requirement in official contexts – in Germany, for example, for naturalisation – but such rules can change, so always check the current requirements with the official source. Grammatically, B1 is about **connecting and varying** your sentences. For the foundations, see the [A2 cheat sheet](/articles/german-a2-cheat-sheet).',
    },
    { h2: 'Präteritum: the written past' },
    {
      p: 'At B1 you read and write stories, reports and biographies, which use the Präteritum. Regular verbs add **-te**; irregular verbs change their stem and add no ending in the {{ich}} and {{er}} forms. See [Perfekt vs Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Common irregular verbs: infinitive – Präteritum – Partizip II',
        head: ['Infinitive', 'Präteritum', 'Perfekt'],
        rows: [
          ['{{gehen}}', '{{ging}}', '{{ist gegangen}}'],
          ['{{kommen}}', '{{kam}}', '{{ist gekommen}}'],
          ['{{fahren}}', '{{fuhr}}', '{{ist gefahren}}'],
          ['{{sehen}}', '{{sah}}', '{{hat gesehen}}'],
          ['{{geben}}', '{{gab}}', '{{hat gegeben}}'],
          ['{{nehmen}}', '{{nahm}}', '{{hat genommen}}'],
          ['{{finden}}', '{{fand}}', '{{hat gefunden}}'],
          ['{{schreiben}}', '{{schrieb}}', '{{hat geschrieben}}'],
          ['{{bleiben}}', '{{blieb}}', '{{ist geblieben}}'],
          ['{{denken}}', '{{dachte}}', '{{hat gedacht}}'],
          ['{{wissen}}', '{{wusste}}', '{{hat gewusst}}'],
          ['{{werden}}', '{{wurde}}', '{{ist geworden}}'],
        ],
      },
    },
    { h2: 'Plusquamperfekt: the past before the past' },
    {
      p: 'Formed with {{hatte}} or {{war}} + participle, it shows that one past event happened before another, often with {{nachdem}}.',
    },
    {
      examples: [
        { de: 'Nachdem wir gegessen hatten, gingen wir spazieren.', en: 'After we had eaten, we went for a walk.' },
        { de: 'Der Zug war schon abgefahren, als ich ankam.', en: 'The train had already left when I arrived.' },
      ],
    },
    { h2: 'The passive' },
    {
      p: 'The passive focuses on the action, not on who does it: {{werden}} + participle. The person doing it, if mentioned, follows {{von}} + dative. With a modal verb, the modal is conjugated and {{werden}} stands at the end.',
    },
    {
      table: {
        caption: 'Passive forms',
        head: ['Tense', 'Example'],
        rows: [
          ['present', '{{Das Haus wird renoviert.}}'],
          ['Präteritum', '{{Das Haus wurde 1900 gebaut.}}'],
          ['Perfekt', '{{Das Haus ist renoviert worden.}}'],
          ['with a modal verb', '{{Das Formular muss unterschrieben werden.}}'],
          ['state (sein + participle)', '{{Das Geschäft ist geschlossen.}}'],
        ],
      },
    },
    {
      tip: 'In the Perfekt passive the participle of {{werden}} is {{worden}}, not {{geworden}}: {{Er ist operiert worden}} (he has been operated on), but {{Er ist Arzt geworden}} (he has become a doctor).',
    },
    { h2: 'Relative clauses' },
    {
      p: 'A relative clause describes a noun. The relative pronoun takes its **gender and number** from the noun and its **case** from its role in the relative clause; the verb goes to the end.',
    },
    {
      table: {
        caption: 'Relative pronouns',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Nominative', '{{der}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Accusative', '{{den}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Dative', '{{dem}}', '{{der}}', '{{dem}}', '{{denen}}'],
          ['Genitive', '{{dessen}}', '{{deren}}', '{{dessen}}', '{{deren}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Der Mann, der dort steht, ist mein Chef.', en: 'The man who is standing there is my boss.' },
        { de: 'Das ist die Kollegin, mit der ich arbeite.', en: 'That is the colleague I work with.' },
        { de: 'Die Leute, denen ich geholfen habe, waren sehr nett.', en: 'The people I helped were very nice.' },
        { de: 'Berlin ist eine Stadt, in der man viel erleben kann.', en: 'Berlin is a city where you can experience a lot.' },
      ],
    },
    { h2: 'Konjunktiv II: wishes, conditions, advice' },
    {
      p: 'Most verbs use {{würde}} + infinitive. {{sein}}, {{haben}} and the modal verbs have their own forms: {{wäre}}, {{hätte}}, {{könnte}}, {{müsste}}, {{dürfte}}, {{sollte}}; a few frequent verbs too ({{käme}}, {{ginge}}, {{wüsste}}). The past is {{hätte}}/{{wäre}} + participle.',
    },
    {
      examples: [
        { de: 'Wenn ich mehr Zeit hätte, würde ich öfter reisen.', en: 'If I had more time, I would travel more often.' },
        { de: 'Ich wäre jetzt gern am Meer.', en: 'I wish I were at the seaside now.' },
        { de: 'An deiner Stelle würde ich den Arzt anrufen.', en: 'If I were you, I would call the doctor.' },
        { de: 'Wenn ich das gewusst hätte, wäre ich früher gekommen.', en: 'If I had known that, I would have come earlier.' },
      ],
    },
    { h2: 'Connectors: the heart of B1' },
    {
      table: {
        caption: 'Connecting words and their word order',
        head: ['Type', 'Words', 'Word order'],
        rows: [
          ['subordinating conjunctions', '{{obwohl}}, {{während}}, {{bevor}}, {{nachdem}}, {{seit}}, {{bis}}, {{damit}}, {{sodass}}, {{falls}}', 'verb at the end'],
          ['adverbs', '{{deshalb}}, {{deswegen}}, {{trotzdem}}, {{außerdem}}, {{sonst}}, {{dann}}', 'position 1, verb follows'],
          ['two-part connectors', '{{sowohl … als auch}}, {{weder … noch}}, {{entweder … oder}}, {{nicht nur … sondern auch}}, {{je … desto}}', 'various'],
          ['infinitive clauses', '{{um … zu}}, {{ohne … zu}}, {{statt … zu}}', 'zu + infinitive at the end'],
        ],
      },
    },
    {
      examples: [
        { de: 'Obwohl es regnete, sind wir gewandert.', en: 'Although it was raining, we went hiking.' },
        { de: 'Es regnete, trotzdem sind wir gewandert.', en: 'It was raining; we went hiking anyway.' },
        { de: 'Ich lerne Deutsch, um in Deutschland zu studieren.', en: 'I’m learning German in order to study in Germany.' },
        { de: 'Je mehr ich übe, desto besser spreche ich.', en: 'The more I practise, the better I speak.' },
      ],
    },
    {
      p: '{{um … zu}} and {{damit}} both express purpose: use {{um … zu}} when the subject of both parts is the same, {{damit}} when it is different ({{Ich spreche langsam, damit du mich verstehst}}).',
    },
    { h2: 'More B1 grammar in brief' },
    {
      ul: [
        '**Future I** ({{werden}} + infinitive) for plans, promises and assumptions: {{Er wird wohl noch im Büro sein.}}',
        '**Genitive** and its prepositions: {{wegen des Wetters}}, {{trotz des Regens}}, {{während der Pause}}, {{innerhalb einer Woche}}.',
        '**Adjective endings** in all four cases, and adjectives as nouns: {{der Deutsche}}, {{ein Bekannter}}, {{die Erwachsenen}}. See [adjective endings made simple](/articles/german-adjective-endings-made-simple).',
        '**lassen**: {{Ich lasse mein Auto reparieren}} (I’m having my car repaired).',
        '**Verbs with prepositions** and **da-/wo-** words: {{Ich ärgere mich darüber.}} {{Wofür interessierst du dich?}}',
        '**Indirect questions**: {{Können Sie mir sagen, wann der Kurs beginnt?}}',
      ],
    },
    { h2: 'Key phrases for B1' },
    {
      table: {
        caption: 'Useful B1 phrases',
        head: ['Function', 'German'],
        rows: [
          ['Giving an opinion', '{{Ich bin der Meinung, dass …}} / {{Meiner Ansicht nach …}}'],
          ['Agreeing', '{{Da stimme ich dir zu.}} / {{Das sehe ich genauso.}}'],
          ['Disagreeing politely', '{{Da bin ich anderer Meinung.}} / {{Ich bin mir nicht sicher, ob …}}'],
          ['Giving reasons', '{{Ein wichtiger Grund dafür ist …}}'],
          ['Pros and cons', '{{Einerseits …, andererseits …}} / {{Ein Vorteil ist …, ein Nachteil ist …}}'],
          ['Structuring', '{{Zuerst …}}, {{danach …}}, {{zum Schluss …}}'],
          ['Formal letter', '{{Sehr geehrte Damen und Herren, …}} / {{Mit freundlichen Grüßen}}'],
          ['Informal letter', '{{Liebe Anna, …}} / {{Viele Grüße}}'],
          ['Complaining politely', '{{Leider muss ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'B1 topics: work and job applications, education, health and the health system, media, the environment, travel problems, relationships, culture and society. Build these fields with our [vocabulary lists](/words) and [workplace vocabulary](/articles/german-workplace-vocabulary).',
    },
    {
      tip: 'At B1 accuracy matters less than fluency and connection. Practise telling short stories aloud with {{zuerst}}, {{dann}}, {{nachdem}} and {{schließlich}}. The next step, B2, is summarised in the [B2 cheat sheet](/articles/german-b2-cheat-sheet).',
    },
  ],
  sources: [
    { title: 'Council of Europe – Common European Framework of Reference for Languages (CEFR)', url: 'https://www.coe.int/en/web/common-european-framework-reference-languages' },
    { title: 'Goethe-Institut – German courses and exams', url: 'https://www.goethe.de/' },
    { title: 'BAMF – Federal Office for Migration and Refugees', url: 'https://www.bamf.de/' },
  ],
};

export default article;
