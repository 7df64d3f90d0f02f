import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'review-learning-with-a-tandem-partner',
  type: 'Reviews',
  title: {
    en: 'Review: Learning German with a Tandem Partner',
    ua: 'Огляд: вивчення німецької з тандем-партнером',
    de: 'Rezension: Deutsch lernen im Sprachtandem',
    ru: 'Обзор: изучение немецкого с тандем-партнёром',
    be: 'Агляд: вывучэнне нямецкай з тандэм-партнёрам',
    tr: 'İnceleme: Tandem partneriyle Almanca öğrenmek',
    pl: 'Recenzja: nauka niemieckiego z partnerem tandemowym',
    es: 'Reseña: aprender alemán con un compañero de tándem',
  },
  descr: {
    en: 'Is a language tandem worth it? Pros and cons, who it suits, how to find a partner safely and how to run sessions that really help.',
    ua: 'Чи варто вчитися в мовному тандемі? Плюси й мінуси, кому підходить, як безпечно знайти партнера і як проводити корисні зустрічі.',
    de: 'Lohnt sich ein Sprachtandem? Vor- und Nachteile, für wen es passt, wie man sicher einen Partner findet und wie Treffen wirklich helfen.',
    ru: 'Стоит ли учиться в языковом тандеме? Плюсы и минусы, кому подходит, как безопасно найти партнёра и как проводить полезные встречи.',
    be: 'Ці варта вучыцца ў моўным тандэме? Плюсы і мінусы, каму падыходзіць, як бяспечна знайсці партнёра і як праводзіць карысныя сустрэчы.',
    tr: 'Dil tandemi işe yarar mı? Artıları ve eksileri, kime uygun, güvenle partner bulma ve gerçekten faydalı buluşmalar nasıl yapılır.',
    pl: 'Czy tandem językowy się opłaca? Zalety i wady, dla kogo jest, jak bezpiecznie znaleźć partnera i jak prowadzić naprawdę pomocne spotkania.',
    es: '¿Vale la pena un tándem lingüístico? Ventajas y desventajas, para quién es, cómo encontrar compañero con seguridad y cómo aprovechar las sesiones.',
  },
  img: 'people-holding-hands',
  date: '2026-09-08',
  body: [
    {
      p: 'A language tandem ({{das Sprachtandem}}) is a simple idea: two people with different native languages meet regularly and help each other learn. You help your partner with your language, your partner helps you with German. There is no teacher and usually no money involved. Tandems are popular at universities, in language cafés and online. But do they really work, and for whom? This review looks at the method honestly – its strengths, its weak points and how to make it safe and useful.',
    },
    { h2: 'How a tandem works' },
    {
      p: 'The classic tandem rests on two principles. The first is **reciprocity**: both partners give and take equally, for example thirty minutes in German and thirty minutes in the other language. The second is **learner autonomy**: each partner decides what they want to practise and takes responsibility for their own learning. Your partner is a helper and a conversation partner, not your teacher.',
    },
    {
      p: 'Tandems can meet face to face, for example in a café, or online by video call. Some pairs also write to each other and correct each other’s texts.',
    },
    { h2: 'What a tandem does well' },
    {
      ul: [
        '**Real conversation.** You speak with a native speaker about real topics, not a course-book dialogue. This is the practice most learners lack.',
        '**Natural German.** You hear the particles, short forms and everyday expressions that textbooks leave out.',
        '**Culture from the inside.** Your partner can explain customs, humour and things that puzzle you about life in a German-speaking country.',
        '**Free and flexible.** You agree on time, place and topics yourselves.',
        '**Motivation.** A fixed appointment with a real person is harder to skip than a lesson in an app, and many tandems turn into friendships.',
        '**Confidence.** Speaking in a relaxed, private setting lowers the fear of making mistakes.',
      ],
    },
    { h2: 'Where it falls short' },
    {
      ul: [
        '**Your partner is not a teacher.** Native speakers know what sounds right but often cannot explain why. Questions about cases or word order may get the answer "It just sounds better."',
        '**Few corrections.** Out of politeness, many partners correct too little. You keep making the same mistakes without noticing.',
        '**Unequal levels.** If your partner speaks your language much better than you speak German, conversations tend to slide into their target language – or into English.',
        '**Reliability.** Finding a partner who fits your schedule, interests and level can take time, and some partnerships end quickly.',
        '**Limited structure.** Without a plan, sessions become pleasant chats that repeat the same topics and vocabulary.',
        '**Not ideal for absolute beginners.** Below about level A2, conversation is very hard; a course or a structured online programme is a better start.',
      ],
    },
    { h2: 'Who it suits' },
    {
      table: {
        caption: 'Tandem learning: our assessment',
        head: ['Situation', 'Our view'],
        rows: [
          ['Level A1', 'Too early for most learners; build a base first'],
          ['Level A2–B1, taking a course', 'Excellent addition: the course gives structure, the tandem gives practice'],
          ['Level B1–B2, learning alone', 'Very useful, especially for fluency and listening'],
          ['Exam preparation', 'Helpful for the speaking part, but not a replacement for exam training'],
          ['Shy learners', 'Often a good way to start speaking, in a private setting'],
        ],
      },
    },
    { h2: 'How to find a partner safely' },
    {
      p: 'Good places to look are the language centres of universities (many run tandem programmes for their students), adult education centres, language cafés and conversation evenings in your city, and cultural institutes. Online, there are tandem websites and apps. Wherever you search, a few safety rules apply:',
    },
    {
      ul: [
        'Keep your first contacts on the platform or in a group setting. Do not share your home address, workplace or financial details.',
        'Before meeting in person, talk by video call at least once.',
        'Meet the first few times in a public place, such as a café or a library, and tell a friend where you are.',
        'Be careful with anyone who asks for money, pushes for private photos, or quickly turns the conversation to romance or business. Block and report such contacts.',
        'Trust your feeling. You can end a tandem at any time without explanation.',
        'Minors should only take part in tandems organised by a school or with their parents’ knowledge.',
      ],
    },
    { h2: 'How to run a good session' },
    {
      ol: [
        '**Agree on the rules at the start:** how long in each language, how and when to correct, and how often to meet.',
        '**Split the time clearly,** for example 30 minutes German, 30 minutes your language. A timer helps.',
        '**Prepare a topic,** such as a news story, a film, your weekend or a situation you found difficult.',
        '**Ask for corrections** explicitly, and ask your partner to write down your most frequent mistakes.',
        '**Take notes** of new words and phrases, and review them before the next meeting.',
        '**Prepare for your partner too.** Think about how you will help them; a fair exchange keeps the tandem alive.',
      ],
    },
    {
      examples: [
        { de: 'Kannst du mich bitte korrigieren, wenn ich Fehler mache?', en: 'Can you please correct me when I make mistakes?' },
        { de: 'Wie sagt man das auf Deutsch?', en: 'How do you say that in German?' },
        { de: 'Habe ich das richtig gesagt?', en: 'Did I say that correctly?' },
        { de: 'Kannst du das bitte aufschreiben?', en: 'Could you write that down, please?' },
        { de: 'Wollen wir jetzt die Sprache wechseln?', en: 'Shall we switch languages now?' },
        { de: 'Worüber möchtest du heute sprechen?', en: 'What would you like to talk about today?' },
      ],
    },
    { h2: 'Our verdict' },
    {
      p: 'A tandem is one of the best ways to practise speaking and listening, and it costs nothing but time. It works best from level A2 or B1, alongside a course or structured self-study, and with clear rules about time and corrections. It does not replace systematic grammar work or exam preparation. Choose your partner with care, meet safely, and treat each session as a small lesson with a plan – then a tandem can take your German further than many paid offers.',
    },
    {
      tip: 'Before your first meeting, prepare a short self-introduction and three questions, as in our article on [small talk in German](/articles/small-talk-in-german). Our guide to [du and Sie](/articles/formal-and-informal-you-du-and-sie) helps you start on the right foot.',
    },
  ],
};

export default article;
