import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-a1-cheat-sheet',
  type: 'Grammar',
  title: {
    en: 'German A1 Cheat Sheet: Grammar and Phrases at a Glance',
    ua: 'Шпаргалка з німецької A1: граматика і фрази з першого погляду',
    de: 'Spickzettel Deutsch A1: Grammatik und Redemittel auf einen Blick',
    ru: 'Шпаргалка по немецкому A1: грамматика и фразы с первого взгляда',
    be: 'Шпаргалка па нямецкай A1: граматыка і фразы з першага погляду',
    tr: 'Almanca A1 kopya kâğıdı: bir bakışta dil bilgisi ve kalıp ifadeler',
    pl: 'Ściągawka z niemieckiego A1: gramatyka i zwroty w pigułce',
    es: 'Chuleta de alemán A1: gramática y frases de un vistazo',
  },
  descr: {
    en: 'Everything the A1 level covers on one page: verb forms, word order, articles and cases, modal verbs, the Perfekt and the phrases you use every day.',
    ua: 'Усе, що охоплює рівень A1, на одній сторінці: форми дієслів, порядок слів, артиклі й відмінки, модальні дієслова, Perfekt і щоденні фрази.',
    de: 'Alles, was zum Niveau A1 gehört, auf einer Seite: Verbformen, Satzbau, Artikel und Kasus, Modalverben, Perfekt und Sätze für jeden Tag.',
    ru: 'Всё, что охватывает уровень A1, на одной странице: формы глаголов, порядок слов, артикли и падежи, модальные глаголы, Perfekt и фразы на каждый день.',
    be: 'Усё, што ахоплівае ўзровень A1, на адной старонцы: формы дзеясловаў, парадак слоў, артыклі і склоны, мадальныя дзеясловы, Perfekt і штодзённыя фразы.',
    tr: 'A1 seviyesinin kapsadığı her şey tek sayfada: fiil çekimleri, söz dizimi, artikeller ve haller, modal fiiller, Perfekt ve günlük ifadeler.',
    pl: 'Wszystko, co obejmuje poziom A1, na jednej stronie: formy czasowników, szyk, rodzajniki i przypadki, czasowniki modalne, Perfekt i codzienne zwroty.',
    es: 'Todo lo que abarca el nivel A1 en una página: verbos, orden de palabras, artículos y casos, verbos modales, el Perfekt y frases de cada día.',
  },
  img: 'memo',
  date: '2025-05-08',
  body: [
    {
      p: 'The levels A1, A2, B1 and B2 used on this site follow the **Common European Framework of Reference for Languages (CEFR)** of the Council of Europe. A1 is the first level of a “basic user”: you can understand and use familiar everyday expressions and very simple sentences, introduce yourself and others, ask and answer questions about where you live, people you know and things you have, and talk with someone who speaks slowly and clearly and is willing to help. This cheat sheet collects the grammar and phrases that A1 courses and exams such as the Goethe-Institut’s A1 certificate usually expect. Use it for revision – the detailed explanations are in our [grammar section](/grammar).',
    },
    { h2: 'Personal pronouns, sein and haben' },
    {
      table: {
        caption: 'The two most important verbs',
        head: ['Pronoun', 'sein (to be)', 'haben (to have)'],
        rows: [
          ['{{ich}} (I)', '{{bin}}', '{{habe}}'],
          ['{{du}} (you, informal)', '{{bist}}', '{{hast}}'],
          ['{{er}} / {{sie}} / {{es}}', '{{ist}}', '{{hat}}'],
          ['{{wir}} (we)', '{{sind}}', '{{haben}}'],
          ['{{ihr}} (you, informal plural)', '{{seid}}', '{{habt}}'],
          ['{{sie}} / {{Sie}} (they / you, formal)', '{{sind}}', '{{haben}}'],
        ],
      },
    },
    {
      p: 'Use {{du}} with friends, family, children and often with colleagues of your age; use {{Sie}} (always with a capital S) with adults you do not know, at offices and in shops. {{Sie}} takes the same verb form as {{sie}} (they).',
    },
    { h2: 'Present tense of regular verbs' },
    {
      p: 'Take the infinitive, remove -en, and add the endings. Verbs whose stem ends in -t or -d add an extra e ({{du arbeitest}}, {{er arbeitet}}).',
    },
    {
      table: {
        caption: 'wohnen (to live) and arbeiten (to work)',
        head: ['Person', 'Ending', 'wohnen', 'arbeiten'],
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
      p: '**Stem-changing verbs** change their vowel only with {{du}} and {{er}}/{{sie}}/{{es}}: e → i ({{sprechen}}: {{du sprichst}}, {{er spricht}}; also {{essen}}, {{geben}}, {{nehmen}}, {{helfen}}), e → ie ({{lesen}}: {{du liest}}; {{sehen}}), a → ä ({{fahren}}: {{du fährst}}; {{schlafen}}, {{tragen}}). Learn {{wissen}} separately: {{ich weiß}}, {{du weißt}}, {{er weiß}}.',
    },
    { h2: 'Word order: the verb is in position 2' },
    {
      ul: [
        '**Statement**: the conjugated verb is the second element. Anything can come first; the subject then follows the verb.',
        '**W-question**: question word first, verb second: {{Wo wohnst du?}}',
        '**Yes/no question**: the verb comes first: {{Wohnst du in Berlin?}}',
        '**Second verb or particle** (infinitive, participle, separable prefix) goes to the end.',
      ],
    },
    {
      examples: [
        { de: 'Ich lerne heute Deutsch.', en: 'I am learning German today.' },
        { de: 'Heute lerne ich Deutsch.', en: 'Today I am learning German.' },
        { de: 'Was machst du am Wochenende?', en: 'What are you doing at the weekend?' },
        { de: 'Kommst du aus Spanien?', en: 'Are you from Spain?' },
      ],
    },
    {
      p: 'Question words: {{wer}} (who), {{was}} (what), {{wo}} (where), {{woher}} (where from), {{wohin}} (where to), {{wann}} (when), {{wie}} (how), {{wie viel}} (how much), {{warum}} (why). More in [German word order basics](/articles/german-word-order-basics).',
    },
    { h2: 'Articles, nominative and accusative' },
    {
      p: 'Every noun is masculine, feminine or neuter (see [der, die or das?](/articles/der-die-das-noun-gender-rules)). At A1 you need two cases: the **nominative** for the subject and the **accusative** for the direct object. Only the masculine changes in the accusative.',
    },
    {
      table: {
        caption: 'Articles at A1',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Nominative', '{{der}} / {{ein}} / {{kein}}', '{{die}} / {{eine}} / {{keine}}', '{{das}} / {{ein}} / {{kein}}', '{{die}} / – / {{keine}}'],
          ['Accusative', '{{den}} / {{einen}} / {{keinen}}', '{{die}} / {{eine}} / {{keine}}', '{{das}} / {{ein}} / {{kein}}', '{{die}} / – / {{keine}}'],
          ['Dative (with mit, bei, zu …)', '{{dem}} / {{einem}}', '{{der}} / {{einer}}', '{{dem}} / {{einem}}', '{{den}} (+ -n)'],
        ],
      },
    },
    {
      examples: [
        { de: 'Der Tisch ist neu. Ich kaufe den Tisch.', en: 'The table is new. I am buying the table.' },
        { de: 'Hast du einen Stift? – Nein, ich habe keinen Stift.', en: 'Have you got a pen? – No, I haven’t got a pen.' },
        { de: 'Ich fahre mit dem Bus zur Arbeit.', en: 'I go to work by bus.' },
      ],
    },
    {
      p: '**Possessive articles** take the same endings as {{ein}}: {{mein}} (my), {{dein}} (your), {{sein}} (his/its), {{ihr}} (her), {{unser}} (our), {{euer}} (your, plural), {{ihr}} (their), {{Ihr}} (your, formal): {{Das ist meine Mutter.}} {{Ich suche meinen Schlüssel.}}',
    },
    { h2: 'Negation: nicht or kein?' },
    {
      p: 'Use {{kein}} to negate a noun with {{ein}} or with no article; use {{nicht}} for everything else (verbs, adjectives, nouns with {{der}}/{{die}}/{{das}}, names).',
    },
    {
      examples: [
        { de: 'Ich habe kein Auto. Ich habe keine Zeit.', en: 'I don’t have a car. I have no time.' },
        { de: 'Das Auto ist nicht neu. Ich komme heute nicht.', en: 'The car is not new. I am not coming today.' },
      ],
    },
    { h2: 'Modal verbs and möchten' },
    {
      p: 'Modal verbs have irregular singular forms and send the main verb, as an infinitive, to the end: {{können}} (can), {{müssen}} (must, have to), {{wollen}} (want), {{dürfen}} (may), {{sollen}} (should), and the polite {{möchten}} (would like). Details in the [modal verbs guide](/articles/german-modal-verbs-guide).',
    },
    {
      examples: [
        { de: 'Ich kann gut schwimmen.', en: 'I can swim well.' },
        { de: 'Du musst heute arbeiten.', en: 'You have to work today.' },
        { de: 'Ich möchte einen Kaffee, bitte.', en: 'I would like a coffee, please.' },
      ],
    },
    { h2: 'Separable verbs' },
    {
      p: 'Many everyday verbs have a prefix that separates in the present tense and goes to the end: {{aufstehen}}, {{einkaufen}}, {{anrufen}}, {{fernsehen}}, {{mitkommen}}. See [separable verbs](/articles/separable-verbs-in-german).',
    },
    {
      examples: [
        { de: 'Ich stehe um sieben Uhr auf.', en: 'I get up at seven.' },
        { de: 'Kommst du mit?', en: 'Are you coming along?' },
      ],
    },
    { h2: 'The imperative' },
    {
      table: {
        caption: 'Giving instructions',
        head: ['Form', 'kommen', 'warten', 'sprechen'],
        rows: [
          ['{{Sie}}', '{{Kommen Sie!}}', '{{Warten Sie!}}', '{{Sprechen Sie langsam!}}'],
          ['{{du}}', '{{Komm!}}', '{{Warte!}}', '{{Sprich langsam!}}'],
          ['{{ihr}}', '{{Kommt!}}', '{{Wartet!}}', '{{Sprecht langsam!}}'],
        ],
      },
    },
    { h2: 'Talking about the past' },
    {
      p: 'At A1 you meet the **Perfekt**: {{haben}} or {{sein}} + past participle at the end. Most verbs use {{haben}}; verbs of movement and change of state use {{sein}}. For {{sein}} and {{haben}} themselves, the simple past is more common: {{ich war}}, {{ich hatte}}. See [Perfekt vs Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      examples: [
        { de: 'Ich habe gestern Pizza gegessen.', en: 'I ate pizza yesterday.' },
        { de: 'Wir sind nach Hamburg gefahren.', en: 'We went to Hamburg.' },
        { de: 'Ich war krank und hatte Fieber.', en: 'I was ill and had a temperature.' },
      ],
    },
    { h2: 'Time and place prepositions' },
    {
      ul: [
        '{{um}} + clock time: {{um acht Uhr}}',
        '{{am}} + day, part of day, date: {{am Montag}}, {{am Abend}}, {{am 3. Mai}}',
        '{{im}} + month, season: {{im Juli}}, {{im Sommer}}',
        '{{aus}} (from a country/town), {{in}} (in), {{nach}} (to a town/country without article): {{Ich komme aus Polen und wohne in Köln. Morgen fahre ich nach Wien.}}',
      ],
    },
    { h2: 'Key phrases for A1' },
    {
      table: {
        caption: 'Everyday phrases',
        head: ['Situation', 'German', 'English'],
        rows: [
          ['Greeting', '{{Guten Tag!}} / {{Hallo!}}', 'Hello!'],
          ['Introducing yourself', '{{Ich heiße Anna. Ich komme aus Italien.}}', 'My name is Anna. I am from Italy.'],
          ['Asking how someone is', '{{Wie geht es Ihnen?}} / {{Wie geht’s?}}', 'How are you?'],
          ['Not understanding', '{{Entschuldigung, das verstehe ich nicht.}}', 'Sorry, I don’t understand.'],
          ['Asking for repetition', '{{Können Sie das bitte wiederholen?}}', 'Could you repeat that, please?'],
          ['Shopping', '{{Was kostet das?}}', 'How much is that?'],
          ['Ordering', '{{Ich hätte gern ein Wasser.}}', 'I’d like a water.'],
          ['Paying', '{{Zahlen, bitte!}}', 'The bill, please!'],
          ['Asking the way', '{{Wo ist der Bahnhof?}}', 'Where is the station?'],
          ['Saying goodbye', '{{Auf Wiedersehen!}} / {{Tschüss!}}', 'Goodbye! / Bye!'],
        ],
      },
    },
    {
      p: 'A1 topics and word fields: personal details, family, home, food and drink, shopping, the city, transport, daily routine, free time, work, the body and health, weather, and numbers, dates and times (see [numbers, dates and time](/articles/german-numbers-dates-and-time) and [the German alphabet](/articles/german-alphabet)). Practise them in our [vocabulary lists](/words) and [phrases](/phrases).',
    },
    {
      tip: 'Ready for the next step? The [A2 cheat sheet](/articles/german-a2-cheat-sheet) shows what comes next: the dative, subordinate clauses with {{weil}} and {{dass}}, comparisons and reflexive verbs.',
    },
  ],
  sources: [
    { title: 'Council of Europe – Common European Framework of Reference for Languages (CEFR)', url: 'https://www.coe.int/en/web/common-european-framework-reference-languages' },
    { title: 'Goethe-Institut – German courses and exams', url: 'https://www.goethe.de/' },
  ],
};

export default article;
