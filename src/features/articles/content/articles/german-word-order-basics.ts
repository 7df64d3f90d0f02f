import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-word-order-basics',
  type: 'Grammar',
  title: {
    en: 'German Word Order Basics: Verb Second, Verb Last',
    ua: 'Основи порядку слів у німецькій: дієслово на другому місці й у кінці',
    de: 'Grundlagen der deutschen Wortstellung: Verb an Position zwei und am Ende',
    ru: 'Основы порядка слов в немецком: глагол на втором месте и в конце',
    be: 'Асновы парадку слоў у нямецкай: дзеяслоў на другім месцы і ў канцы',
    tr: 'Almanca söz diziminin temelleri: fiil ikinci sırada ve sonda',
    pl: 'Podstawy szyku wyrazów w niemieckim: czasownik na drugim miejscu i na końcu',
    es: 'Lo básico del orden de palabras en alemán: el verbo en segunda posición y al final',
  },
  descr: {
    en: 'Where the verb goes in statements, questions and subordinate clauses, the sentence bracket, TeKaMoLo and the position of nicht.',
    ua: 'Де стоїть дієслово у твердженнях, питаннях і підрядних реченнях; рамкова конструкція, TeKaMoLo і місце nicht.',
    de: 'Wo das Verb in Aussagesätzen, Fragen und Nebensätzen steht, die Satzklammer, TeKaMoLo und die Stellung von nicht.',
    ru: 'Где стоит глагол в утверждениях, вопросах и придаточных; рамочная конструкция, TeKaMoLo и место nicht.',
    be: 'Дзе стаіць дзеяслоў у сцвярджэннях, пытаннях і даданых сказах; рамачная канструкцыя, TeKaMoLo і месца nicht.',
    tr: 'Düz cümle, soru ve yan cümlede fiilin yeri, cümle çerçevesi (Satzklammer), TeKaMoLo ve nicht kelimesinin yeri.',
    pl: 'Gdzie stoi czasownik w zdaniach oznajmujących, pytaniach i zdaniach podrzędnych; ramka zdaniowa, TeKaMoLo i miejsce nicht.',
    es: 'Dónde va el verbo en afirmaciones, preguntas y subordinadas, el marco oracional, TeKaMoLo y la posición de nicht.',
  },
  img: 'shuffle-tracks-button',
  date: '2025-08-12',
  body: [
    {
      p: 'German word order looks chaotic at first – verbs seem to jump to the end of the sentence – but it follows a few firm rules. Most of them are about one thing: **where the conjugated verb goes**. Learn the three basic positions (second, first, last) and the “sentence bracket”, and you can build correct sentences of any length.',
    },
    { h2: 'Rule 1: in a statement, the verb is in position 2' },
    {
      p: 'In a main clause the conjugated verb is always the **second element**. An element is not a word but a unit: {{ich}}, {{am Montag}}, {{mein alter Freund aus Berlin}} each count as one. You can put almost anything in position 1 – the subject, a time, a place, an object – but the verb stays second, and if the subject is not first, it comes straight after the verb.',
    },
    {
      table: {
        caption: 'Position 1 changes, the verb stays second',
        head: ['Position 1', 'Verb', 'Rest'],
        rows: [
          ['{{Ich}}', '{{fahre}}', '{{morgen mit dem Zug nach Köln.}}'],
          ['{{Morgen}}', '{{fahre}}', '{{ich mit dem Zug nach Köln.}}'],
          ['{{Mit dem Zug}}', '{{fahre}}', '{{ich morgen nach Köln.}}'],
          ['{{Nach Köln}}', '{{fahre}}', '{{ich morgen mit dem Zug.}}'],
        ],
      },
    },
    {
      p: 'English speakers often say “Tomorrow I go …” → “Morgen ich fahre” ✗. Remember: after a time word at the start, the verb comes next: {{Morgen fahre ich}} ✓. What you put first is usually known information or something you want to stress.',
    },
    { h2: 'Rule 2: questions and commands start with the verb' },
    {
      p: 'Yes/no questions and imperatives put the verb in **position 1**. Questions with a question word ({{wann}}, {{wo}}, {{warum}} …) follow rule 1: question word first, verb second.',
    },
    {
      examples: [
        { de: 'Fährst du morgen nach Köln?', en: 'Are you going to Cologne tomorrow?' },
        { de: 'Wann fährst du nach Köln?', en: 'When are you going to Cologne?' },
        { de: 'Fahren Sie bitte langsamer!', en: 'Please drive more slowly!' },
      ],
    },
    { h2: 'Rule 3: the sentence bracket' },
    {
      p: 'When a sentence has two verb parts, German splits them: the conjugated verb stays in position 2, the other part goes to the **very end**. Everything else sits between them like the contents of a pair of brackets – the {{Satzklammer}}. This happens with modal verbs, the Perfekt, the future with {{werden}}, the passive and separable verbs.',
    },
    {
      table: {
        caption: 'The sentence bracket',
        head: ['Structure', 'Position 2', 'Middle', 'End'],
        rows: [
          ['modal verb', '{{Ich muss}}', '{{heute lange}}', '{{arbeiten.}}'],
          ['Perfekt', '{{Wir haben}}', '{{gestern einen Film}}', '{{gesehen.}}'],
          ['future', '{{Sie wird}}', '{{nächstes Jahr in Wien}}', '{{studieren.}}'],
          ['separable verb', '{{Der Zug kommt}}', '{{um acht Uhr}}', '{{an.}}'],
          ['passive', '{{Das Haus wird}}', '{{jetzt}}', '{{renoviert.}}'],
        ],
      },
    },
    {
      tip: 'Listen to the end of a German sentence. The meaning often arrives last: {{Ich habe meinen Schlüssel gestern im Büro …}} – found? lost? forgotten? Only {{vergessen}} at the end tells you.',
    },
    { h2: 'Conjunctions that do not change the order' },
    {
      p: 'Five short conjunctions join two main clauses and stand in “position 0” – they do not count, so the next clause keeps normal order: {{und}} (and), {{aber}} (but), {{oder}} (or), {{denn}} (because), {{sondern}} (but rather). Learners remember them as **ADUSO**.',
    },
    {
      examples: [
        { de: 'Ich bin müde, aber ich gehe noch einkaufen.', en: 'I’m tired, but I’m still going shopping.' },
        { de: 'Wir bleiben zu Hause, denn es regnet.', en: 'We are staying at home because it is raining.' },
      ],
    },
    { h2: 'Rule 4: in a subordinate clause, the verb goes last' },
    {
      p: 'Subordinating conjunctions – {{weil}} (because), {{dass}} (that), {{wenn}} (if, when), {{ob}} (whether), {{als}} (when, in the past), {{obwohl}} (although), {{damit}} (so that), {{bevor}}, {{nachdem}} – send the conjugated verb to the **end** of their clause. Relative clauses and indirect questions work the same way. A comma always separates the clauses.',
    },
    {
      examples: [
        { de: 'Ich lerne Deutsch, weil ich in Wien arbeiten möchte.', en: 'I am learning German because I would like to work in Vienna.' },
        { de: 'Ich glaube, dass der Kurs um neun beginnt.', en: 'I think that the course starts at nine.' },
        { de: 'Weißt du, ob sie heute kommt?', en: 'Do you know whether she is coming today?' },
        { de: 'Er sagt, dass er gestern angekommen ist.', en: 'He says that he arrived yesterday.' },
      ],
    },
    {
      p: 'Note the last example: with two verb parts in a subordinate clause, the conjugated verb is the very last word ({{angekommen ist}}). Separable verbs join up again: {{…, weil der Zug um acht ankommt}}.',
    },
    { h2: 'Subordinate clause first: verb, comma, verb' },
    {
      p: 'A subordinate clause can also come first. Then the whole clause is position 1, and the main clause starts with its verb. The result is the typical German pattern **verb – comma – verb**.',
    },
    {
      examples: [
        { de: 'Wenn es regnet, bleibe ich zu Hause.', en: 'If it rains, I stay at home.' },
        { de: 'Weil ich krank war, habe ich nicht gearbeitet.', en: 'Because I was ill, I didn’t work.' },
      ],
    },
    { h2: 'The middle field: TeKaMoLo' },
    {
      p: 'Between the two verb positions the order is flexible, but a reliable default for adverbials is **Te**mporal (when) – **Ka**usal (why) – **Mo**dal (how) – **Lo**kal (where). You do not need all four; keep the ones you have in this order.',
    },
    {
      examples: [
        { de: 'Ich fahre morgen wegen der Arbeit mit dem Auto nach München.', en: 'Tomorrow I am driving to Munich for work. (when – why – how – where)' },
        { de: 'Sie lernt jeden Abend konzentriert in der Bibliothek.', en: 'She studies with concentration in the library every evening.' },
      ],
    },
    {
      p: 'Objects: short pronouns come early, right after the verb and subject. With two nouns, the dative usually comes before the accusative ({{Ich gebe dem Kind das Buch}}); with two pronouns, the accusative comes first ({{Ich gebe es ihm}}). More in [German cases explained](/articles/german-cases-explained).',
    },
    { h2: 'Where does nicht go?' },
    {
      ul: [
        'To negate the whole sentence, {{nicht}} goes towards the end, but **before** the second verb part, a separable prefix, or an adjective or place after the verb: {{Ich komme heute nicht.}} {{Ich kann heute nicht kommen.}} {{Das Essen ist nicht teuer.}} {{Er wohnt nicht in Berlin.}}',
        '{{nicht}} goes **after** a definite object and after most time words: {{Ich kenne den Mann nicht.}} {{Sie arbeitet morgen nicht.}}',
        'To negate one part only, put {{nicht}} directly in front of it and usually add a {{sondern}} clause: {{Ich fahre nicht heute, sondern morgen.}}',
        'Nouns with {{ein}} or without an article are negated with {{kein}}, not {{nicht}}: {{Ich habe kein Auto.}}',
      ],
    },
    { h2: 'Infinitive clauses with zu' },
    {
      p: 'From A2 onwards you meet infinitive clauses. The infinitive with {{zu}} goes at the end; with separable verbs, {{zu}} goes between prefix and verb ({{anzurufen}}).',
    },
    {
      examples: [
        { de: 'Ich habe keine Zeit, heute einzukaufen.', en: 'I have no time to go shopping today.' },
        { de: 'Vergiss nicht, mich anzurufen!', en: 'Don’t forget to call me!' },
      ],
    },
    { h2: 'Five typical mistakes' },
    {
      ol: [
        '“Heute ich gehe ins Kino” ✗ → {{Heute gehe ich ins Kino.}} ✓ (verb second)',
        '“Ich kann schwimmen gut” ✗ → {{Ich kann gut schwimmen.}} ✓ (infinitive at the end)',
        '“…, weil ich habe keine Zeit” ✗ → {{…, weil ich keine Zeit habe.}} ✓ (verb last after {{weil}})',
        '“Ich stehe auf um sieben” ✗ → {{Ich stehe um sieben auf.}} ✓ (prefix at the end)',
        '“Wenn ich Zeit habe, ich komme” ✗ → {{Wenn ich Zeit habe, komme ich.}} ✓ (verb – comma – verb)',
      ],
    },
    {
      p: 'Word order runs through all the other topics: see [separable verbs](/articles/separable-verbs-in-german), the [modal verbs guide](/articles/german-modal-verbs-guide) and [Perfekt vs Präteritum](/articles/perfekt-vs-praeteritum). Build sentences yourself in the exercises of our [grammar section](/grammar).',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'Deutsche Welle – Learn German', url: 'https://learngerman.dw.com/' },
  ],
};

export default article;
