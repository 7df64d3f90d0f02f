import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'review-nicos-weg-dw',
  type: 'Reviews',
  title: {
    en: 'Review: “Nicos Weg”, the Free DW Course',
    ua: 'Огляд: «Nicos Weg», безкоштовний курс DW',
    de: 'Rezension: „Nicos Weg“, der kostenlose Kurs der Deutschen Welle',
    ru: 'Обзор: «Nicos Weg», бесплатный курс DW',
    be: 'Агляд: «Nicos Weg», бясплатны курс DW',
    tr: 'İnceleme: DW’nin ücretsiz kursu “Nicos Weg”',
    pl: 'Recenzja: „Nicos Weg”, darmowy kurs DW',
    es: 'Reseña: «Nicos Weg», el curso gratuito de DW',
  },
  descr: {
    en: 'An honest look at Deutsche Welle’s free video course from A1 to B1: how it works, what it does well, where it falls short and who it suits.',
    ua: 'Чесний погляд на безкоштовний відеокурс Deutsche Welle від A1 до B1: як він працює, що вдається, чого бракує і кому підходить.',
    de: 'Ein ehrlicher Blick auf den kostenlosen Videokurs der Deutschen Welle von A1 bis B1: Aufbau, Stärken, Schwächen und für wen er sich eignet.',
    ru: 'Честный взгляд на бесплатный видеокурс Deutsche Welle от A1 до B1: как он устроен, что удаётся, чего не хватает и кому подходит.',
    be: 'Сумленны погляд на бясплатны відэакурс Deutsche Welle ад A1 да B1: як ён уладкаваны, што ўдаецца, чаго не хапае і каму падыходзіць.',
    tr: 'Deutsche Welle’nin A1’den B1’e ücretsiz video kursuna dürüst bir bakış: nasıl işler, neyi iyi yapar, nerede eksik kalır, kime uygundur.',
    pl: 'Uczciwe spojrzenie na darmowy kurs wideo Deutsche Welle od A1 do B1: jak działa, co robi dobrze, czego mu brakuje i dla kogo jest.',
    es: 'Una mirada honesta al curso gratuito en vídeo de Deutsche Welle del A1 al B1: cómo funciona, qué hace bien, qué le falta y a quién le conviene.',
  },
  img: 'clapper-board',
  date: '2026-07-14',
  body: [
    {
      p: 'Nicos Weg ("Nico’s way") is a free online German course by Deutsche Welle (DW), Germany’s international public broadcaster. It covers the levels A1, A2 and B1 and is built around a video story. We have no connection with DW; this review is our independent view for learners who are wondering whether the course is worth their time. Like any online offer, the course may be updated, so details can differ from what you find on [learngerman.dw.com](https://learngerman.dw.com/).',
    },
    { h2: 'What the course is' },
    {
      p: 'The course follows Nico, a young man from Spain who comes to Germany and has to find his way in a new country: making friends, looking for somewhere to live and for work, dealing with everyday problems. Each lesson is built around a short video scene from this story. Around the video there are exercises on vocabulary, grammar, listening and reading, and short notes on life in Germany. Explanations are available in several languages besides German, which helps beginners a lot.',
    },
    {
      p: 'The course is free. You can use it without an account, but a free account lets you save your progress. It works in a normal web browser, including on a smartphone.',
    },
    { h2: 'How a lesson works' },
    {
      ol: [
        'You watch a short scene from Nico’s story. German subtitles can help at the start.',
        'Exercises check whether you understood the scene and introduce its key words and phrases.',
        'A grammar point from the scene is explained and practised in short, interactive tasks.',
        'Vocabulary is shown with pictures and sound, so you can hear every word.',
        'Cultural notes explain situations in the video, for example how things work at an office or in a shared flat.',
      ],
    },
    {
      p: 'The lessons are short, which makes it easy to do one a day. The progression is clear: the first A1 lessons start with greetings and introductions, and by B1 the scenes deal with work, opinions and more complex situations. Sentences like the following (our own examples) show how the level rises.',
    },
    {
      examples: [
        { de: 'Hallo, ich heiße Paul. Ich komme aus Spanien.', en: 'Hello, my name is Paul. I come from Spain. (A1 level)' },
        { de: 'Ich suche ein Zimmer in einer Wohngemeinschaft.', en: 'I am looking for a room in a shared flat. (A2 level)' },
        { de: 'Ich finde, dass wir das anders machen sollten.', en: 'I think we should do this differently. (B1 level)' },
      ],
    },
    { h2: 'Strengths' },
    {
      ul: [
        '**Free of charge.** You do not pay anything for the lessons, the videos or the exercises.',
        '**A story that carries you.** Following one character through many episodes is motivating in a way that isolated exercises are not. You want to know what happens next.',
        '**Real situations.** The scenes show the practical side of arriving in Germany – exactly the situations many learners will face.',
        '**Listening from day one.** Because every lesson starts with a video, you hear natural-sounding German with different voices from the beginning.',
        '**Clear structure from A1 to B1,** oriented towards the levels of the Common European Framework of Reference.',
        '**Support in other languages,** which lowers the barrier for complete beginners.',
        '**Useful for teachers** as a classroom video or homework, since lessons are short and self-contained.',
      ],
    },
    { h2: 'Limits' },
    {
      ul: [
        '**Little speaking practice.** You watch and click, but nobody listens to you. You have to organise speaking practice yourself.',
        '**No feedback on free writing.** The exercises are mostly closed tasks (choose, drag, fill in). They cannot correct a paragraph you write yourself.',
        '**It ends at B1.** For B2 and beyond you will need other materials.',
        '**Scripted scenes.** The dialogues are written for learners. Real conversations are faster and full of short forms, particles and regional accents.',
        '**Self-discipline needed.** There is no teacher, no class and no deadline. Many learners start enthusiastically and stop after a few weeks.',
        '**No official certificate.** If you need proof of your level for a visa, a job or university, you need an exam such as those of the Goethe-Institut or telc.',
      ],
    },
    { h2: 'Who it suits' },
    {
      table: {
        caption: 'Is Nicos Weg right for you?',
        head: ['Learner', 'Our view'],
        rows: [
          ['Complete beginner learning alone', 'A very good start, especially with the explanations in your own language'],
          ['Someone preparing to move to Germany', 'Very useful: the story is about exactly that'],
          ['Learner in a course', 'A good supplement for listening and vocabulary between lessons'],
          ['Teacher', 'Helpful short videos and exercises for class or homework'],
          ['Learner at B2 or above', 'Too easy; look at more advanced materials'],
          ['Learner who mainly needs to speak', 'Use it only as a base and add a tandem partner or a speaking course'],
        ],
      },
    },
    { h2: 'How to get the most out of it' },
    {
      ol: [
        'Set a rhythm, for example one lesson every weekday, and track your progress with a free account.',
        'After each video, repeat the key sentences aloud – this adds the speaking practice the course lacks.',
        'Keep a notebook or word cards with new nouns, always with article and plural.',
        'Watch each scene twice: once at the start of the lesson and once at the end, without subtitles.',
        'Retell the episode in three or four sentences of your own, spoken or written.',
        'Combine it with real conversation, for example with a tandem partner.',
      ],
    },
    { h2: 'Our verdict' },
    {
      p: 'Nicos Weg is one of the best free resources for learning German from A1 to B1, especially for self-learners and people planning a move to Germany. Its story-based videos make listening and vocabulary practice enjoyable, and its structure gives beginners a clear path. It is not a complete replacement for a teacher: speaking, free writing and feedback are missing, and it stops at B1. Use it as the backbone of your self-study and add speaking practice, and it will take you a long way.',
    },
    {
      tip: 'Pair the course with our [vocabulary lists](/words) for the same topics and with [speaking practice with a tandem partner](/articles/review-learning-with-a-tandem-partner) to cover what the course leaves out.',
    },
  ],
  sources: [
    { title: 'DW – Learn German', url: 'https://learngerman.dw.com/' },
    { title: 'Council of Europe – Common European Framework of Reference for Languages', url: 'https://www.coe.int/en/web/common-european-framework-reference-languages' },
  ],
};

export default article;
