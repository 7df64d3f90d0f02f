import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-filler-words-and-particles',
  type: 'Conversation and Listening',
  title: {
    en: 'German Filler Words and Particles',
    ua: 'Німецькі слова-паразити та частки',
    de: 'Füllwörter und Modalpartikeln im Deutschen',
    ru: 'Немецкие слова-паразиты и частицы',
    be: 'Нямецкія словы-паразіты і часціцы',
    tr: 'Almancada dolgu sözcükleri ve edatlar',
    pl: 'Niemieckie wypełniacze i partykuły',
    es: 'Muletillas y partículas en alemán',
  },
  descr: {
    en: 'What doch, mal, denn, ja, halt and schon really do, plus filler words for thinking time – so your German sounds natural, not bookish.',
    ua: 'Що насправді роблять doch, mal, denn, ja, halt і schon, а також слова, щоб виграти час, – аби ваша німецька звучала природно.',
    de: 'Was doch, mal, denn, ja, halt und schon wirklich bewirken, dazu Füllwörter zum Nachdenken – damit Ihr Deutsch natürlich klingt.',
    ru: 'Что на самом деле делают doch, mal, denn, ja, halt и schon, а также слова, чтобы выиграть время, – чтобы ваш немецкий звучал естественно.',
    be: 'Што насамрэч робяць doch, mal, denn, ja, halt і schon, а таксама словы, каб выйграць час, – каб ваша нямецкая гучала натуральна.',
    tr: 'doch, mal, denn, ja, halt ve schon gerçekte ne işe yarar, düşünmek için dolgu sözcükleri – Almancanız doğal duyulsun diye.',
    pl: 'Co naprawdę robią doch, mal, denn, ja, halt i schon oraz słowa na zyskanie czasu – żeby twój niemiecki brzmiał naturalnie.',
    es: 'Qué hacen de verdad doch, mal, denn, ja, halt y schon, y muletillas para ganar tiempo, para que tu alemán suene natural.',
  },
  img: 'thinking-face',
  date: '2025-07-08',
  body: [
    {
      p: 'Listen to two German speakers chatting and you will hear many small words that a textbook rarely explains: {{doch}}, {{mal}}, {{ja}}, {{denn}}, {{halt}}. They seem to mean nothing, yet without them German sounds stiff, like a letter from an office. These little words are called modal particles ({{die Modalpartikeln}}). They do not change the facts of a sentence; they change its tone – friendlier, more surprised, more insistent. Add to them the filler words speakers use while thinking, and you have the "glue" of natural spoken German.',
    },
    { h2: 'Filler words: buying time to think' },
    {
      p: 'Even native speakers need a moment to find the right word. Instead of a silent pause, they use fillers. Learning a few of them makes you sound more fluent immediately, because the conversation keeps flowing while you think.',
    },
    {
      ul: [
        '{{äh}} and {{ähm}} – the German "uh" and "um". Note the vowel: it is not the English "er".',
        '{{also}} – "well" or "so" at the start of a sentence: {{Also, ich glaube …}} (not English "also", which is {{auch}}).',
        '{{na ja}} – "well…", showing you are not fully convinced.',
        '{{sozusagen}} – "so to speak".',
        '{{irgendwie}} – "somehow", "kind of".',
        '{{Moment mal}} or {{Warte mal}} – "Hang on".',
        '{{Wie sagt man das?}} – "How do you say that?" – a perfect learner’s filler.',
      ],
    },
    {
      examples: [
        { de: 'Also, ich finde die Idee eigentlich ganz gut.', en: 'Well, I actually think the idea is quite good.' },
        { de: 'Na ja, das ist irgendwie schwierig.', en: 'Well, that’s kind of difficult.' },
        { de: 'Moment mal, wie sagt man das auf Deutsch?', en: 'Hang on, how do you say that in German?' },
      ],
    },
    { h2: 'The most important modal particles' },
    {
      p: 'Modal particles usually stand in the middle of the sentence, after the verb and often after the pronoun, and they are unstressed. The same word can be a normal word elsewhere: {{ja}} as an answer means "yes", but {{Das ist ja toll!}} expresses surprise. Here are the ones you will hear every day.',
    },
    { h3: 'mal – softening a request' },
    {
      p: '{{mal}} (short for {{einmal}}) makes a request or suggestion sound casual and friendly. Without it, an imperative can sound like an order.',
    },
    {
      examples: [
        { de: 'Kannst du mal kurz kommen?', en: 'Can you come here for a second?' },
        { de: 'Schau mal!', en: 'Look! / Have a look!' },
        { de: 'Probieren Sie das mal.', en: 'Just try this.' },
      ],
    },
    { h3: 'denn – friendly interest in questions' },
    {
      p: '{{denn}} in a question shows real interest or mild surprise. {{Wie heißt du?}} is correct, but {{Wie heißt du denn?}} sounds warmer. With a frown, {{Was ist denn hier los?}} expresses irritation.',
    },
    {
      examples: [
        { de: 'Woher kommst du denn?', en: 'So where are you from?' },
        { de: 'Was ist denn passiert?', en: 'What happened, then?' },
      ],
    },
    { h3: 'doch – insisting, encouraging, contradicting' },
    {
      p: '{{doch}} has several uses. In a request it encourages: {{Komm doch mit!}} ("Why don’t you come along!"). In a statement it reminds the listener of something they should know: {{Das habe ich dir doch gesagt!}} And on its own, stressed, it is the answer "yes" to a negative question – something English does not have.',
    },
    {
      examples: [
        { de: 'Komm doch mit!', en: 'Come along! (Go on!)' },
        { de: 'Das weißt du doch!', en: 'You know that! (surely)' },
        { de: 'Hast du keine Zeit? – Doch, ich habe Zeit.', en: 'Don’t you have time? – Yes, I do have time.' },
      ],
    },
    { h3: 'ja – surprise or shared knowledge' },
    {
      p: 'In the middle of a sentence, {{ja}} signals either surprise ({{Das ist ja toll!}}) or something both speakers already know ({{Du weißt ja, dass ich morgen arbeite.}} – "As you know, I’m working tomorrow").',
    },
    { h3: 'halt and eben – that’s just how it is' },
    {
      p: '{{halt}} (more common in the south) and {{eben}} (more common in the north) express that something cannot be changed, or that a solution is obvious. They are very common in relaxed conversation.',
    },
    {
      examples: [
        { de: 'Das ist halt so.', en: 'That’s just the way it is.' },
        { de: 'Dann nehmen wir eben den Bus.', en: 'Then we’ll just take the bus.' },
      ],
    },
    { h3: 'schon, eigentlich and wohl' },
    {
      ul: [
        '{{schon}} reassures or concedes: {{Das schaffst du schon.}} ("You’ll manage, don’t worry.") – {{Das ist schon gut, aber …}} ("That’s fine, sure, but …").',
        '{{eigentlich}} means "actually" and, in questions, "by the way": {{Was machst du eigentlich beruflich?}}',
        '{{wohl}} marks an assumption: {{Er ist wohl krank.}} ("He’s probably ill.")',
      ],
    },
    {
      table: {
        caption: 'Modal particles at a glance',
        head: ['Particle', 'Typical effect', 'Example'],
        rows: [
          ['{{mal}}', 'softens requests', '{{Hilf mir mal!}}'],
          ['{{denn}}', 'interest in questions', '{{Was machst du denn?}}'],
          ['{{doch}}', 'encourages, insists', '{{Setz dich doch!}}'],
          ['{{ja}}', 'surprise, shared knowledge', '{{Du bist ja schon da!}}'],
          ['{{halt}}, {{eben}}', 'resignation, obviousness', '{{Das ist eben so.}}'],
          ['{{schon}}', 'reassurance, concession', '{{Das klappt schon.}}'],
          ['{{wohl}}', 'assumption', '{{Sie ist wohl zu Hause.}}'],
        ],
      },
    },
    { h2: 'Combinations' },
    {
      p: 'Particles are often combined, and then the order is fairly fixed. {{doch mal}} is a very common pair: {{Komm doch mal vorbei!}} ("Why don’t you drop by sometime!"). {{halt mal}} appears in relaxed advice: {{Mach halt mal eine Pause.}} ("Just take a break.") Do not try to build long chains yourself at first; copy the combinations you hear.',
    },
    { h2: 'Question tags: oder? and nicht wahr?' },
    {
      p: 'Where English uses "isn’t it?" or "right?", German usually adds {{oder?}} at the end: {{Das ist teuer, oder?}} The more formal {{nicht wahr?}} also exists. In everyday speech you will hear short forms too, which differ by region.',
    },
    { h2: 'Reacting with small words' },
    {
      ul: [
        '{{Genau.}} – Exactly. (Very frequent; some speakers use it almost as a filler.)',
        '{{Stimmt.}} – True.',
        '{{Ach so.}} – Oh, I see.',
        '{{Echt?}} – Really?',
        '{{Na ja …}} – Well …',
        '{{Klar!}} – Sure!',
      ],
    },
    { h2: 'How to learn them without overdoing it' },
    {
      ol: [
        'Start with three: {{mal}} in requests, {{denn}} in questions and {{doch}} in suggestions. They are easy to use and make an immediate difference.',
        'Notice particles in dialogues and films, and write down the whole sentence, not the particle alone. The tone lives in the context.',
        'Read the sentences aloud with the right melody: particles are never stressed, except {{doch}} as an answer.',
        'Do not use them in formal writing. Particles belong to speech and informal messages; in an application letter they sound odd.',
        'Avoid putting a particle in every sentence. One or two in a short exchange is natural; more sounds forced.',
      ],
    },
    {
      tip: 'A quick test: if you can remove the word and the facts of the sentence stay the same, it is probably a modal particle. Collect your favourite examples on word cards, and find more everyday sentences in our [phrases](/phrases). Particles also help in [small talk](/articles/small-talk-in-german).',
    },
  ],
};

export default article;
