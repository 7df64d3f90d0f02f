import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'learning-german-as-an-adult',
  type: 'Study Tips and Strategies',
  title: {
    en: 'Learning German as an Adult',
    ua: 'Вивчення німецької в дорослому віці',
    de: 'Deutsch lernen als Erwachsener',
    ru: 'Изучение немецкого во взрослом возрасте',
    be: 'Вывучэнне нямецкай у дарослым узросце',
    tr: 'Yetişkin olarak Almanca öğrenmek',
    pl: 'Nauka niemieckiego w dorosłym wieku',
    es: 'Aprender alemán siendo adulto',
  },
  descr: {
    en: 'It is never too late: the real strengths of adult learners, the typical obstacles and how to fit German into a life with work and family.',
    ua: 'Ніколи не пізно: справжні переваги дорослих учнів, типові перешкоди та як вписати німецьку в життя з роботою й родиною.',
    de: 'Es ist nie zu spät: die echten Stärken erwachsener Lernender, typische Hürden und wie Deutsch in ein Leben mit Beruf und Familie passt.',
    ru: 'Никогда не поздно: настоящие сильные стороны взрослых учащихся, типичные препятствия и как вписать немецкий в жизнь с работой и семьёй.',
    be: 'Ніколі не позна: сапраўдныя перавагі дарослых навучэнцаў, тыповыя перашкоды і як уключыць нямецкую ў жыццё з працай і сям’ёй.',
    tr: 'Asla geç değil: yetişkin öğrencilerin gerçek güçlü yanları, tipik engeller ve Almancayı iş ve aile hayatına sığdırmanın yolları.',
    pl: 'Nigdy nie jest za późno: prawdziwe atuty dorosłych, typowe przeszkody i jak zmieścić niemiecki w życiu z pracą i rodziną.',
    es: 'Nunca es tarde: las verdaderas ventajas de aprender de adulto, los obstáculos típicos y cómo encajar el alemán en una vida con trabajo y familia.',
  },
  img: 'books',
  date: '2026-05-12',
  body: [
    {
      p: '"I’m too old to learn a new language" is one of the most common sentences teachers hear – and one of the least true. Adults learn German successfully every day: people who move for work, parents whose children go to a German school, retirees who finally have time for a language they always loved. Learning as an adult is different from learning as a child, but different does not mean worse. This article looks at what works for adult learners and how to deal with the obstacles that come with adult life.',
    },
    { h2: 'Myth and reality' },
    {
      p: 'Children who grow up with a language usually end up with a native-like accent, which is harder to reach later in life. But children also need years of daily contact to get there. Adults can make fast progress, especially in the first stages, because they can learn consciously: they understand explanations, use strategies and plan their learning. Many adults reach a very high level of German – with an accent, perhaps, but with rich vocabulary and correct grammar. And an accent is not a problem as long as people understand you.',
    },
    { h2: 'Your strengths as an adult learner' },
    {
      ul: [
        '**You understand rules.** A short explanation of word order or the cases saves you months of guessing.',
        '**You know other languages.** Your native language and any other languages you speak give you cognates, grammar concepts and learning experience. English speakers, for example, recognise many German words immediately.',
        '**You know what you need.** You can focus on the German of your job, your children’s school or your hobby instead of a general programme.',
        '**You can plan.** You can set goals, organise your time and choose methods that suit you.',
        '**You have a clear reason.** A concrete motivation – a job, a move, a family – is one of the strongest engines of learning.',
      ],
    },
    { h2: 'Typical obstacles and what helps' },
    {
      table: {
        caption: 'Common difficulties of adult learners',
        head: ['Obstacle', 'What helps'],
        rows: [
          ['Little time because of work and family', 'Short, regular sessions of 15–30 minutes; using the commute; a realistic weekly plan'],
          ['Fear of making mistakes in front of others', 'Practising alone first, small safe conversations, remembering that mistakes are normal'],
          ['Being used to being competent', 'Accepting that at A1 you sound simpler than you are; it passes'],
          ['Tiredness in the evening', 'Learning in the morning or at lunch, leaving easy tasks like listening for the evening'],
          ['Old mistakes that have become habits', 'Focusing on one mistake at a time and asking for specific feedback'],
          ['Pronunciation', 'Regular shadowing and recording yourself; clarity matters more than a perfect accent'],
        ],
      },
    },
    { h2: 'Learn the German of your life' },
    {
      p: 'As an adult, you do not need to follow a textbook topic by topic if your life demands something else. If you work in a hospital, start learning hospital vocabulary early. If your child goes to a German school, learn the words for parents’ evenings and school letters. Language you need every day is learned faster, because you use it and because it matters to you.',
    },
    {
      examples: [
        { de: 'Ich arbeite seit drei Jahren als Ingenieurin.', en: 'I have been working as an engineer for three years.' },
        { de: 'Mein Sohn geht in die zweite Klasse.', en: 'My son is in his second year at school.' },
        { de: 'Können Sie mir dieses Formular erklären?', en: 'Can you explain this form to me?' },
        { de: 'Ich brauche einen Termin beim Bürgeramt.', en: 'I need an appointment at the citizens’ office.' },
        { de: 'Entschuldigung, ich lerne noch Deutsch. Können Sie bitte langsamer sprechen?', en: 'Sorry, I’m still learning German. Could you speak more slowly, please?' },
      ],
    },
    {
      p: 'The last sentence deserves a special place in your memory. It explains your situation politely, and most people respond by speaking more slowly and clearly.',
    },
    { h2: 'Courses for adults' },
    {
      p: 'Many adults learn best in a course, because it gives structure, a teacher’s feedback and other learners to talk to. In Germany, the adult education centres ({{die Volkshochschule}}) in almost every town offer German courses, including evening courses for people who work. People who have immigrated to Germany may be entitled or obliged to attend an integration course ({{der Integrationskurs}}), which combines a language course with an orientation course about life in Germany. The rules on who can attend and what it costs are set by the Federal Office for Migration and Refugees (BAMF) and may change, so check the current information there. Outside Germany, cultural institutes and language schools offer courses at all levels.',
    },
    { h2: 'Fitting German into a busy life' },
    {
      ol: [
        '**Fixed slots:** choose two or three fixed times a week and protect them like appointments.',
        '**Micro-sessions:** ten minutes of vocabulary on the phone while waiting is real learning time.',
        '**Dead time:** listen to German on the way to work, while cooking or while exercising.',
        '**Involve the family:** label things at home in German, learn words together with your children, or watch a German film on Sunday.',
        '**Keep it achievable:** a plan you can keep in a stressful week is better than an ambitious one you abandon.',
      ],
    },
    { h2: 'Help your memory' },
    {
      ul: [
        '**Sleep** helps the brain to store what you learned; a short review before bed can be effective.',
        '**Spacing:** review new words after a day, a few days and a week rather than all at once.',
        '**Testing yourself** – covering the answer and trying to remember – works much better than simply rereading.',
        '**Connections:** link new words to what you know – similar words in English or your language, a picture, a personal story.',
      ],
    },
    { h2: 'Stay motivated over months' },
    {
      p: 'Language learning is a long project, and motivation goes up and down. Plan for the low phases: keep a list of things you can do now that you could not do three months ago; celebrate small victories, such as your first phone call in German; and connect with other learners, for example in a course or a tandem. Do not compare yourself with children or with people who have lived in Germany for twenty years – compare yourself with yourself a few months ago.',
    },
    {
      tip: 'Start with a simple structure: our guide to [building a study plan](/articles/how-to-build-a-german-study-plan), the method for [learning vocabulary effectively](/articles/how-to-learn-german-vocabulary-effectively) and ideas for [practising speaking alone](/articles/how-to-practise-german-speaking-alone).',
    },
  ],
  sources: [
    { title: 'Federal Office for Migration and Refugees (BAMF)', url: 'https://www.bamf.de/' },
    { title: 'Deutscher Volkshochschul-Verband', url: 'https://www.volkshochschule.de/' },
  ],
};

export default article;
