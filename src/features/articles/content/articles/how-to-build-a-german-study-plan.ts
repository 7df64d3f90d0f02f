import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'how-to-build-a-german-study-plan',
  type: 'Study Tips and Strategies',
  title: {
    en: 'How to Build a German Study Plan',
    ua: 'Як скласти план вивчення німецької',
    de: 'So erstellen Sie einen Lernplan für Deutsch',
    ru: 'Как составить план изучения немецкого',
    be: 'Як скласці план вывучэння нямецкай',
    tr: 'Almanca çalışma planı nasıl hazırlanır',
    pl: 'Jak ułożyć plan nauki niemieckiego',
    es: 'Cómo crear un plan de estudio de alemán',
  },
  descr: {
    en: 'Set a clear goal, find your level, balance the skills and build a weekly routine you can keep – with sample plans for A1 and B1.',
    ua: 'Поставте чітку мету, визначте свій рівень, збалансуйте навички й складіть тижневий розклад, якого реально дотримуватися, – зі зразками для A1 і B1.',
    de: 'Ein klares Ziel setzen, das eigene Niveau finden, die Fertigkeiten ausgleichen und eine machbare Wochenroutine planen – mit Beispielplänen für A1 und B1.',
    ru: 'Поставьте чёткую цель, определите уровень, сбалансируйте навыки и составьте выполнимый недельный график – с примерами для A1 и B1.',
    be: 'Пастаўце выразную мэту, вызначце свой узровень, збалансуйце навыкі і складзіце тыднёвы расклад, які рэальна выконваць, – з узорамі для A1 і B1.',
    tr: 'Net bir hedef koyun, seviyenizi belirleyin, becerileri dengeleyin ve sürdürebileceğiniz haftalık bir düzen kurun – A1 ve B1 için örnek planlarla.',
    pl: 'Wyznacz jasny cel, sprawdź swój poziom, zrównoważ umiejętności i zbuduj tygodniowy plan do utrzymania – z przykładami dla A1 i B1.',
    es: 'Fija una meta clara, averigua tu nivel, equilibra las destrezas y crea una rutina semanal realista, con planes de ejemplo para A1 y B1.',
  },
  img: 'spiral-calendar',
  date: '2025-10-07',
  body: [
    {
      p: 'Many people start learning German with great energy, buy a book, download three apps – and stop after a month. The problem is rarely talent. It is usually the lack of a plan that fits real life. A good study plan answers four questions: Where do I want to go? Where am I now? How much time do I really have? And what exactly will I do in that time? This article takes you through these questions step by step.',
    },
    { h2: 'Step 1: Set a clear goal' },
    {
      p: '"Learn German" is a wish, not a goal. A useful goal names a level, a purpose and a date – for example "B1 by next summer, so that I can pass the exam for my job application" or "A2 in six months, so that I can manage daily life after my move". The levels of the Common European Framework of Reference (CEFR) give you a shared language for this.',
    },
    {
      table: {
        caption: 'The CEFR levels in short',
        head: ['Level', 'You can …'],
        rows: [
          ['A1', 'introduce yourself, ask and answer simple questions, understand slow, clear speech'],
          ['A2', 'manage everyday situations such as shopping, appointments and directions'],
          ['B1', 'talk about familiar topics, give reasons for your opinion, follow the main points of clear speech'],
          ['B2', 'follow most conversations and media, discuss topics in detail, write clear texts'],
        ],
      },
    },
    {
      p: 'How long each level takes depends on your native language, your other languages, your time and your method, so be careful with promises of "B1 in eight weeks". It is more useful to set a date and then check every month whether you are on track.',
    },
    { h2: 'Step 2: Find out where you are' },
    {
      p: 'If you are not a complete beginner, take a free online placement test – both Deutsche Welle and the Goethe-Institut offer one on their websites. The result is only an estimate, but it tells you where to start and which topics to review. Also ask yourself honestly which skill is weakest: many learners read well but speak hesitantly, or understand a lot but make many mistakes in writing.',
    },
    { h2: 'Step 3: Be honest about your time' },
    {
      p: 'A plan that needs two hours a day fails as soon as life gets busy. Start with the time you can give even in a difficult week, and treat anything more as a bonus. Regular short sessions beat rare long ones: thirty minutes five days a week is better than a four-hour marathon on Sunday, because memory needs repetition over several days.',
    },
    {
      ul: [
        'Look at your week and find fixed slots: the commute, the lunch break, the time after the children are in bed.',
        'Write the slots into your calendar like appointments.',
        'Plan one day off per week. Rest is part of the plan.',
      ],
    },
    { h2: 'Step 4: Balance the skills' },
    {
      p: 'A language has four skills – listening, reading, speaking and writing – plus the building blocks of vocabulary and grammar. A good plan touches all of them every week, with extra time for your weakest area and for what your goal needs. An exam candidate needs writing practice; someone moving for work needs speaking and listening first.',
    },
    {
      table: {
        caption: 'A balanced week (about 3½ hours)',
        head: ['Day', 'Main activity', 'Minutes'],
        rows: [
          ['Monday', 'New lesson from your course or book: grammar and vocabulary', '40'],
          ['Tuesday', 'Vocabulary review with cards, then listening to a short recording', '30'],
          ['Wednesday', 'Exercises on Monday’s grammar, reading a short text', '30'],
          ['Thursday', 'Speaking: tandem, class or speaking aloud alone', '40'],
          ['Friday', 'Writing a short message or diary entry, vocabulary review', '30'],
          ['Saturday', 'Something fun: a film, a game, a song, a podcast', '40'],
          ['Sunday', 'Rest, or a quick weekly review', '0–15'],
        ],
      },
    },
    { h2: 'Step 5: Choose a few resources, not many' },
    {
      p: 'Too many resources are as bad as too few, because you keep switching and never finish anything. Choose one of each:',
    },
    {
      ul: [
        '**A core course** that leads you through the grammar in order: a course book, a class or a structured online course.',
        '**A vocabulary system,** ideally with spaced repetition – see our guide to [learning vocabulary effectively](/articles/how-to-learn-german-vocabulary-effectively).',
        '**A listening source** at your level, such as learner podcasts or news for learners.',
        '**A speaking opportunity:** a class, a tandem partner or regular speaking practice on your own.',
      ],
    },
    {
      p: 'On this site, the [vocabulary sets](/words), the [grammar rules](/grammar) and the [A2 lessons](/grammar/a2) can serve as a core, and the [games](/games) and [quizzes](/quizzes/) make reviews less dry.',
    },
    { h2: 'Step 6: Plan each session' },
    {
      p: 'A short session works best with a fixed shape, so you do not waste time deciding what to do. For thirty minutes, try this:',
    },
    {
      ol: [
        'Five minutes: review yesterday’s words.',
        'Fifteen minutes: the main task of the day (new grammar, a text, a recording).',
        'Five minutes: use it actively – say or write three sentences of your own.',
        'Five minutes: note what you did and what you want to do next time.',
      ],
    },
    { h2: 'Step 7: Check progress with can-do goals' },
    {
      p: 'Every four weeks, check your progress. The best measure is not the number of pages you have done but what you can now do in German. Write your goals as "I can" sentences – in German, of course – and tick them off.',
    },
    {
      examples: [
        { de: 'Ich kann mich vorstellen und über meine Familie sprechen.', en: 'I can introduce myself and talk about my family.' },
        { de: 'Ich kann beim Arzt einen Termin vereinbaren.', en: 'I can make an appointment at the doctor’s.' },
        { de: 'Ich kann über meinen Alltag und meine Arbeit erzählen.', en: 'I can talk about my everyday life and my work.' },
        { de: 'Ich kann meine Meinung sagen und sie begründen.', en: 'I can give my opinion and explain my reasons.' },
      ],
    },
    {
      p: 'If you are behind, do not give up the plan – adjust it. Maybe the goal date moves, maybe you need a different resource, maybe one session a week is enough for now. A plan is a tool, not a judge.',
    },
    { h2: 'Two sample plans' },
    {
      h3: 'Complete beginner, A1, 30 minutes a day',
    },
    {
      ul: [
        'Weekdays: one short lesson of the core course, plus ten minutes of vocabulary cards.',
        'Twice a week: listen to the course audio and repeat aloud.',
        'Weekend: a game or quiz to review the week’s words, and one short text about yourself.',
      ],
    },
    { h3: 'Working adult, aiming for B1, about 4 hours a week' },
    {
      ul: [
        'Two evenings: an hour with the course or class, including homework.',
        'Commute: listening to learner audio three or four times a week.',
        'One speaking session a week with a tandem partner or teacher.',
        'One short piece of writing a week, for example an email, corrected by a teacher or partner.',
        'Daily: ten minutes of vocabulary review on the phone.',
      ],
    },
    {
      tip: 'Link German to a habit you already have: vocabulary with the morning coffee, listening on the way to work. A habit that is attached to another habit is much easier to keep than one that depends on motivation.',
    },
  ],
  sources: [
    { title: 'Council of Europe – Common European Framework of Reference for Languages', url: 'https://www.coe.int/en/web/common-european-framework-reference-languages' },
    { title: 'Goethe-Institut', url: 'https://www.goethe.de/' },
    { title: 'DW – Learn German', url: 'https://learngerman.dw.com/' },
  ],
};

export default article;
