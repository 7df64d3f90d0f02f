import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'review-free-german-courses-of-the-goethe-institut',
  type: 'Reviews',
  title: {
    en: 'Review: The Goethe-Institut’s Free German Offers',
    ua: 'Огляд: безкоштовні матеріали з німецької від Goethe-Institut',
    de: 'Rezension: Die kostenlosen Deutschangebote des Goethe-Instituts',
    ru: 'Обзор: бесплатные материалы по немецкому от Goethe-Institut',
    be: 'Агляд: бясплатныя матэрыялы па нямецкай ад Goethe-Institut',
    tr: 'İnceleme: Goethe-Institut’un ücretsiz Almanca olanakları',
    pl: 'Recenzja: darmowe materiały do niemieckiego od Goethe-Institut',
    es: 'Reseña: la oferta gratuita de alemán del Goethe-Institut',
  },
  descr: {
    en: 'What the Goethe-Institut offers free of charge – placement test, exam practice sets, portals and apps – how useful it is, and what it cannot replace.',
    ua: 'Що Goethe-Institut пропонує безкоштовно – тест рівня, пробні іспити, портали й застосунки, – наскільки це корисно і чого не замінить.',
    de: 'Was das Goethe-Institut kostenlos anbietet – Einstufungstest, Übungssätze für Prüfungen, Portale und Apps –, wie nützlich das ist und was es nicht ersetzt.',
    ru: 'Что Goethe-Institut предлагает бесплатно – тест уровня, пробные экзамены, порталы и приложения, – насколько это полезно и чего не заменит.',
    be: 'Што Goethe-Institut прапануе бясплатна – тэст узроўню, пробныя экзамены, парталы і праграмы, – наколькі гэта карысна і чаго не заменіць.',
    tr: 'Goethe-Institut’un ücretsiz sundukları – seviye testi, sınav deneme setleri, portallar ve uygulamalar – ne kadar faydalı ve neyin yerini tutmaz.',
    pl: 'Co Goethe-Institut oferuje za darmo – test poziomujący, zestawy egzaminacyjne, portale i aplikacje – na ile to przydatne i czego nie zastąpi.',
    es: 'Lo que el Goethe-Institut ofrece gratis –prueba de nivel, modelos de examen, portales y apps–, qué utilidad tiene y qué no puede sustituir.',
  },
  img: 'classical-building',
  date: '2026-11-10',
  body: [
    {
      p: 'The Goethe-Institut is Germany’s cultural institute. It promotes the German language abroad, runs language courses in many countries and offers the well-known Goethe certificates. Most of its courses cost money, but its website, [goethe.de](https://www.goethe.de/), also contains a number of free resources for learners and teachers. This review looks at what is free, how useful it is, and where its limits are. We have no connection with the Goethe-Institut. Online offers change: some projects end, new ones start, and names and addresses move – so check the website for what is available today.',
    },
    { h2: 'What is free' },
    { h3: 'Online placement test' },
    {
      p: 'The Goethe-Institut offers a short online test that gives you an estimate of your German level. It is short and a quick way to find a starting point before you choose a course or a book. The result is a self-assessment for your own orientation – it is not a certificate and cannot be used as proof of your level.',
    },
    { h3: 'Practice materials for the Goethe exams' },
    {
      p: 'For its exams from A1 to C2, the Goethe-Institut publishes free practice sets with tasks for all four parts – listening, reading, writing and speaking – including audio files and answers. For anyone preparing for a Goethe certificate, this is the single most valuable free resource: the tasks show exactly what the exam looks like, and you can time yourself under real conditions. Learners preparing for other exams also benefit, because many task types are similar.',
    },
    {
      p: 'The instructions in exam materials are written in German from the lowest levels. Phrases like these appear again and again, so it pays to know them:',
    },
    {
      examples: [
        { de: 'Lesen Sie den Text.', en: 'Read the text.' },
        { de: 'Kreuzen Sie an: richtig oder falsch?', en: 'Tick: true or false?' },
        { de: 'Sie hören das Gespräch zweimal.', en: 'You will hear the conversation twice.' },
        { de: 'Ergänzen Sie die Lücken.', en: 'Fill in the gaps.' },
        { de: 'Schreiben Sie eine Antwort.', en: 'Write a reply.' },
      ],
    },
    { h3: 'Mein Weg nach Deutschland' },
    {
      p: 'For people who plan to move to Germany or have recently arrived, the Goethe-Institut runs a free portal called {{Mein Weg nach Deutschland}} ("My way to Germany"). It combines German practice – videos, exercises, games and audio texts – with easy-to-understand information about everyday life and work in Germany, and links to counselling services. The portal is offered in simple German and in many other languages.',
    },
    { h3: 'Community, games and apps' },
    {
      p: 'Over the years, the Goethe-Institut has offered further free tools, for example an online community for learners and teachers called {{Deutsch für dich}} with exercises and games for different levels, and the vocabulary game Lern Deutsch – Die Stadt der Wörter (Learn German – The City of Words), in which you explore a fictional town and learn the words for places and things. Some of these projects have been changed or ended over time, so check which tools are currently offered before relying on one of them.',
    },
    { h3: 'Video series' },
    {
      p: 'Together with Deutsche Welle, the Goethe-Institut has produced video series for learners, such as the cultural series Das Deutschlandlabor (from A2), which tests clichés about Germany, and the game show Ticket nach Berlin (for B1 and above), in which teams of learners travel across Germany. These series come with manuscripts and exercises and can be found on DW’s learning website.',
    },
    { h2: 'What is not free' },
    {
      p: 'The core of the Goethe-Institut’s teaching – its classroom courses, its online courses with tutors and its exams – costs money, and prices differ from country to country. The free resources are therefore best seen as a supplement or a starting point, not as a complete course.',
    },
    { h2: 'Strengths' },
    {
      ul: [
        '**Reliable quality.** The materials come from an institution with decades of experience in teaching German and testing.',
        '**Exam practice sets** that match the real exams – hard to beat for exam preparation.',
        '**Orientation for migrants** that combines language with practical information.',
        '**Free of charge,** and many resources can be used without registration.',
      ],
    },
    { h2: 'Limits' },
    {
      ul: [
        '**No complete free course.** There is no free, structured path from A1 to B1 comparable to a full course.',
        '**Scattered offers.** The resources are spread across different pages and projects, and some older ones disappear. Finding your way can take time.',
        '**No personal feedback.** As with any self-study material, nobody corrects your writing or listens to your speaking.',
        '**Changing availability.** Apps and portals are sometimes redesigned or discontinued.',
      ],
    },
    { h2: 'Who it suits' },
    {
      table: {
        caption: 'Our assessment',
        head: ['Learner', 'Most useful free offer'],
        rows: [
          ['Unsure of your level', 'The online placement test'],
          ['Preparing for a Goethe certificate', 'The official practice sets with audio and answers'],
          ['Planning a move to Germany', 'Mein Weg nach Deutschland'],
          ['Looking for a full free course', 'Combine with a structured course such as DW’s Nicos Weg'],
          ['Teacher', 'Exam practice sets for class, video series with manuscripts'],
        ],
      },
    },
    { h2: 'How to combine it with other resources' },
    {
      ol: [
        'Start with the placement test to find your level.',
        'Follow a structured course – a class, a book or a free online course such as [Nicos Weg](/articles/review-nicos-weg-dw).',
        'Build vocabulary systematically, for example with our [vocabulary sets](/words).',
        'When an exam is coming up, work through the Goethe practice sets under real time limits – our article on [German exams](/articles/german-exams-goethe-telc-testdaf) explains the options.',
        'Add speaking practice with a tandem partner or a teacher.',
      ],
    },
    { h2: 'Our verdict' },
    {
      p: 'The Goethe-Institut’s free offers are not a course, but several of them are excellent at what they do. The exam practice sets are essential for anyone taking a Goethe exam, the placement test is a quick orientation, and Mein Weg nach Deutschland is a valuable companion for people moving to Germany. Use them as targeted tools alongside a structured course and regular speaking practice – and check the website from time to time, because the list of free offers keeps changing.',
    },
  ],
  sources: [
    { title: 'Goethe-Institut', url: 'https://www.goethe.de/' },
    { title: 'DW – Learn German', url: 'https://learngerman.dw.com/' },
  ],
};

export default article;
