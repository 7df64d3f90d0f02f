import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-exams-goethe-telc-testdaf',
  type: 'Study Tips and Strategies',
  title: {
    en: 'German Exams: Goethe, telc and TestDaF',
    ua: 'Іспити з німецької: Goethe, telc і TestDaF',
    de: 'Deutschprüfungen: Goethe, telc und TestDaF',
    ru: 'Экзамены по немецкому: Goethe, telc и TestDaF',
    be: 'Экзамены па нямецкай: Goethe, telc і TestDaF',
    tr: 'Almanca sınavları: Goethe, telc ve TestDaF',
    pl: 'Egzaminy z niemieckiego: Goethe, telc i TestDaF',
    es: 'Exámenes de alemán: Goethe, telc y TestDaF',
  },
  descr: {
    en: 'Which German exam do you need? The Goethe certificates, the telc exams and TestDaF compared: levels, parts, uses and how to prepare.',
    ua: 'Який іспит з німецької вам потрібен? Порівняння сертифікатів Goethe, іспитів telc і TestDaF: рівні, частини, призначення та підготовка.',
    de: 'Welche Deutschprüfung brauchen Sie? Goethe-Zertifikate, die Prüfungen von telc und TestDaF im Vergleich: Niveaus, Teile, Zweck und Vorbereitung.',
    ru: 'Какой экзамен по немецкому вам нужен? Сравнение сертификатов Goethe, экзаменов telc и TestDaF: уровни, части, назначение и подготовка.',
    be: 'Які экзамен па нямецкай вам патрэбны? Параўнанне сертыфікатаў Goethe, экзаменаў telc і TestDaF: узроўні, часткі, прызначэнне і падрыхтоўка.',
    tr: 'Hangi Almanca sınavına ihtiyacınız var? Goethe sertifikaları, telc sınavları ve TestDaF karşılaştırması: seviyeler, bölümler, amaç, hazırlık.',
    pl: 'Jakiego egzaminu z niemieckiego potrzebujesz? Certyfikaty Goethe, egzaminy telc i TestDaF: poziomy, części, zastosowanie i przygotowanie.',
    es: '¿Qué examen de alemán necesitas? Los certificados Goethe, los exámenes telc y el TestDaF comparados: niveles, partes, usos y preparación.',
  },
  img: 'memo',
  date: '2025-12-02',
  body: [
    {
      p: 'Sooner or later many learners need an official certificate: for a visa, a job, a university place or simply as proof of their progress. Three names come up again and again – the Goethe-Institut, telc and TestDaF. This article explains what each offers, which levels they cover and what they are typically used for. Exam formats, fees, dates and the requirements of authorities and universities change, so always check the current details on the official websites before you register.',
    },
    { h2: 'What all three have in common' },
    {
      p: 'All three are standardised exams aligned with the Common European Framework of Reference (CEFR) and widely recognised. They test the four skills: listening ({{Hören}}), reading ({{Lesen}}), writing ({{Schreiben}}) and speaking ({{Sprechen}}). The speaking part is usually done with one or two examiners, often together with another candidate. The main differences lie in the levels offered and in the purpose each exam is designed for.',
    },
    { h2: 'Goethe-Institut certificates' },
    {
      p: 'The Goethe-Institut is Germany’s cultural institute, with branches and exam partners in many countries. It offers exams at every CEFR level, from A1 to C2, for adults and – at the lower levels – for young learners.',
    },
    {
      table: {
        caption: 'Goethe-Institut exams (overview)',
        head: ['Level', 'Exam', 'Note'],
        rows: [
          ['A1', 'Goethe-Zertifikat A1: Start Deutsch 1', 'for adults; a version for young learners is called Fit in Deutsch 1'],
          ['A2', 'Goethe-Zertifikat A2', 'also available for young learners (Fit in Deutsch)'],
          ['B1', 'Goethe-Zertifikat B1', 'for adults and young people'],
          ['B2', 'Goethe-Zertifikat B2', 'often asked for by employers'],
          ['C1', 'Goethe-Zertifikat C1', 'advanced; accepted by many universities'],
          ['C2', 'Goethe-Zertifikat C2: Großes Deutsches Sprachdiplom', 'the highest level'],
        ],
      },
    },
    {
      p: 'At several levels the Goethe exams are modular: you can take the four parts together or separately, and retake only a part you did not pass. The Goethe-Institut also publishes free practice materials for its exams on its website – an excellent way to see exactly what the tasks look like.',
    },
    { h2: 'telc exams' },
    {
      p: 'telc is an exam provider based in Frankfurt am Main that belongs to the German adult education association. It offers general German exams at all levels from A1 to C2 and a number of exams for specific purposes. Two are especially well known:',
    },
    {
      ul: [
        '**Deutsch-Test für Zuwanderer (DTZ):** an exam at levels A2 and B1 taken at the end of the integration course in Germany.',
        '**telc Deutsch C1 Hochschule:** an exam at C1 level designed for university admission.',
        'There are also job-related exams, for example for general professional German and for healthcare professions.',
      ],
    },
    {
      p: 'telc exams are offered by many language schools and adult education centres ({{die Volkshochschule}}), so in Germany there is often a test centre nearby. Practice materials are available on the telc website.',
    },
    { h2: 'TestDaF' },
    {
      p: 'TestDaF ({{Test Deutsch als Fremdsprache}}) is designed for one main purpose: showing that your German is good enough to study at a university in Germany. Unlike the other exams, it is not taken at a single level. Instead, your result in each of the four parts is given as a TestDaF level: TDN 3, TDN 4 or TDN 5, which together cover roughly the range from B2 to C1. Many universities ask for TDN 4 in all four parts, but each university and degree programme sets its own requirements. Today TestDaF is mainly taken on a computer at licensed test centres.',
    },
    { h2: 'Other exams you may hear about' },
    {
      ul: [
        '**DSH:** a university entrance exam set by individual German universities themselves.',
        '**ÖSD:** the Austrian German language diploma, with exams from A1 to C2.',
        '**Deutsches Sprachdiplom:** exams for pupils at schools abroad that teach German.',
      ],
    },
    { h2: 'Which exam for which purpose?' },
    {
      table: {
        caption: 'Typical uses (always check your specific requirements)',
        head: ['Purpose', 'Commonly accepted'],
        rows: [
          ['Visa or residence procedures that require a language level', 'Goethe, telc, ÖSD and others – check what the authority asks for'],
          ['Integration course in Germany', 'Deutsch-Test für Zuwanderer (telc)'],
          ['University admission', 'TestDaF, DSH, telc Deutsch C1 Hochschule, Goethe C1 or C2 – as specified by the university'],
          ['Job applications', 'Usually any recognised certificate at the required level, often B1 or B2'],
          ['Personal goal', 'Any exam at your level; the Goethe and telc exams are widely available'],
        ],
      },
    },
    {
      p: 'The most important rule: find out what the institution you are applying to accepts **before** you book an exam. Authorities, universities and employers publish their requirements, and these may change. For work and visa questions, the official portal [Make it in Germany](https://www.make-it-in-germany.com/) is a good starting point; for studying, universities and the [DAAD](https://www.daad.de/en/) provide information.',
    },
    { h2: 'How to prepare' },
    {
      ol: [
        '**Know the format.** Download the official practice materials and work through a complete model test under real time limits.',
        '**Train each part separately.** Most candidates lose points in the part they practised least – often writing or speaking.',
        '**Learn the task types.** Reading tasks, for example, often ask you to match headings or find specific information; knowing the type saves time.',
        '**Prepare phrases for speaking and writing,** such as expressions for giving opinions, agreeing and disagreeing.',
        '**Get feedback on your writing** from a teacher or an experienced partner.',
        '**Do a final mock exam** a week or two before the date, then review your weak points.',
      ],
    },
    {
      examples: [
        { de: 'Meiner Meinung nach ist das eine gute Idee.', en: 'In my opinion, that is a good idea.' },
        { de: 'Einerseits ist das praktisch, andererseits ist es teuer.', en: 'On the one hand it is practical, on the other hand it is expensive.' },
        { de: 'Da bin ich anderer Meinung, weil …', en: 'I disagree there, because …' },
        { de: 'Könnten Sie die Frage bitte wiederholen?', en: 'Could you repeat the question, please?' },
        { de: 'Zusammenfassend kann man sagen, dass …', en: 'In summary, one can say that …' },
      ],
    },
    { h2: 'Practical tips for exam day' },
    {
      ul: [
        'Bring a valid photo ID; without it you may not be admitted.',
        'Read the instructions for each task carefully – they tell you exactly what earns points.',
        'In the writing part, cover every point the task asks for; missing points cost more than small grammar mistakes.',
        'In the speaking part, keep talking: if a word is missing, describe it. Examiners assess communication, not perfection.',
        'Watch the time. Do not spend too long on a single difficult question.',
      ],
    },
    {
      tip: 'Certificates usually have no expiry date, but some universities, employers and authorities ask for one that is not older than a certain time. Check this too before you plan your exam. For the grammar you need up to A2, our [A2 lessons](/grammar/a2) and the [grammar rules](/grammar) are a good review.',
    },
  ],
  sources: [
    { title: 'Goethe-Institut – German exams', url: 'https://www.goethe.de/' },
    { title: 'telc – language tests', url: 'https://www.telc.net/' },
    { title: 'TestDaF', url: 'https://www.testdaf.de/' },
    { title: 'Make it in Germany', url: 'https://www.make-it-in-germany.com/' },
    { title: 'DAAD', url: 'https://www.daad.de/en/' },
  ],
};

export default article;
