import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-school-system',
  type: 'Life in Germany',
  title: {
    en: 'The German School System Explained',
    ua: 'Шкільна система Німеччини: пояснення',
    de: 'Das deutsche Schulsystem erklärt',
    ru: 'Школьная система Германии: объяснение',
    be: 'Школьная сістэма Германіі: тлумачэнне',
    tr: 'Alman okul sistemi açıklamalı',
    pl: 'Niemiecki system szkolny w pigułce',
    es: 'El sistema escolar alemán explicado',
  },
  descr: {
    en: 'From Kita and Grundschule to Gymnasium, Realschule and Gesamtschule: how German schools work, why it differs by state, grades, exams and school German.',
    ua: 'Від дитсадка й початкової школи до гімназії, реальної та загальної школи: як працюють школи, чому все залежить від землі, оцінки, іспити та лексика.',
    de: 'Von Kita und Grundschule bis Gymnasium, Realschule und Gesamtschule: wie Schule in Deutschland funktioniert, Unterschiede der Länder, Noten und Abschlüsse.',
    ru: 'От детсада и начальной школы до гимназии, реальной и общей школы: как устроены школы, почему всё зависит от земли, оценки, экзамены и лексика.',
    be: 'Ад дзіцячага садка і пачатковай школы да гімназіі, рэальнай і агульнай школы: як працуюць школы, чаму ўсё залежыць ад зямлі, адзнакі, экзамены і лексіка.',
    tr: 'Kreş ve ilkokuldan Gymnasium, Realschule ve Gesamtschule’ye: Alman okulları nasıl işler, neden eyalete göre değişir, notlar, sınavlar ve okul dili.',
    pl: 'Od przedszkola i szkoły podstawowej po Gymnasium, Realschule i Gesamtschule: jak działa szkoła w Niemczech, różnice między krajami związkowymi, oceny i egzaminy.',
    es: 'De la guardería y la Grundschule al Gymnasium, la Realschule y la Gesamtschule: cómo funciona la escuela alemana, diferencias por estado, notas y exámenes.',
  },
  img: 'school',
  date: '2025-10-08',
  body: [
    {
      p: 'Whether you move to Germany with children, teach German to parents, or simply want to understand what your German friends mean by "Abi" or "Realschule", the school system is worth knowing. Its most important feature is that there is no single German school system: education is the responsibility of the 16 federal states ({{die Bundesländer}}), and each state has its own school laws, school types and holidays. The states coordinate basic questions, such as the recognition of school-leaving certificates, through the Standing Conference of the Ministers of Education and Cultural Affairs ({{die Kultusministerkonferenz}}, KMK). This article describes the common structure; for details, always check the education ministry of the state you live in.',
    },
    { h2: 'Before school: Kita and Kindergarten' },
    {
      p: 'Day care is voluntary. Children can attend a day-care centre ({{die Kita}}, short for {{die Kindertagesstätte}}) and, from about age three, a kindergarten ({{der Kindergarten}}). Children have a legal right to a day-care place from their first birthday, but in many cities places are scarce, so parents should apply early. Fees and rules are set by the states and municipalities.',
    },
    { h2: 'Compulsory schooling and primary school' },
    {
      p: 'School attendance is compulsory ({{die Schulpflicht}}), and teaching children at home instead of sending them to school is generally not allowed. Children usually start school in the year they turn six; the exact cut-off date depends on the state. The first day of school ({{die Einschulung}}) is a big family event, and children receive a large decorated cone full of sweets and school supplies ({{die Schultüte}}).',
    },
    {
      p: 'All children first attend primary school ({{die Grundschule}}). In most states it covers grades 1 to 4; in Berlin and Brandenburg it lasts six years. Children who arrive in Germany with little German are often taught in special welcome or preparatory classes before, or while, they join regular classes; the name and form of these classes differ from state to state.',
    },
    { h2: 'Secondary school: the different types' },
    {
      p: 'After primary school, children move to a secondary school. Teachers give a recommendation ({{die Empfehlung}}) for the school type that suits the child; how much weight it carries depends on the state, and in many states the parents make the final decision. Traditionally, there were three main types, and most states still have some of them, alongside schools that combine several paths.',
    },
    {
      table: {
        caption: 'Common types of secondary school',
        head: ['School', 'Typical length', 'Leads to'],
        rows: [
          ['{{das Gymnasium}}', 'to grade 12 or 13, depending on the state', '{{das Abitur}}, the general university entrance qualification'],
          ['{{die Realschule}}', 'to grade 10', 'the intermediate school-leaving certificate; then vocational training or a higher school'],
          ['{{die Hauptschule}}', 'to grade 9 or 10', 'the first school-leaving certificate; often followed by vocational training'],
          ['{{die Gesamtschule}}', 'to grade 10, often with an upper level to grade 13', 'all certificates, including the {{Abitur}}'],
          ['{{die Förderschule}}', 'varies', 'schools for children with special educational needs'],
        ],
      },
    },
    {
      p: 'Many states have merged the {{Hauptschule}} and the {{Realschule}} into one school type, and these schools have different names in different states, for example {{die Oberschule}}, {{die Gemeinschaftsschule}}, {{die Stadtteilschule}} in Hamburg, or {{die Mittelschule}} in Bavaria. The paths are not final: with good results, a pupil can change school type or gain higher qualifications later, for example at a vocational upper school.',
    },
    { h2: 'Vocational training' },
    {
      p: 'Many young people do not go to university after school but start vocational training ({{die Ausbildung}}). In the dual system, trainees work in a company and attend a vocational school ({{die Berufsschule}}) part of the time. This system is a central part of German education and leads to recognised qualifications in several hundred occupations.',
    },
    { h2: 'Grades and reports' },
    {
      p: 'German schools use grades ({{die Noten}}) from 1 to 6, where 1 is the best. In the last years of the {{Gymnasium}} (the upper level, {{die Oberstufe}}), a point system from 0 to 15 is used instead. Pupils receive a report ({{das Zeugnis}}) in the middle and at the end of each school year.',
    },
    {
      table: {
        caption: 'The German grading scale',
        head: ['Grade', 'German', 'Meaning'],
        rows: [
          ['1', '{{sehr gut}}', 'very good'],
          ['2', '{{gut}}', 'good'],
          ['3', '{{befriedigend}}', 'satisfactory'],
          ['4', '{{ausreichend}}', 'sufficient (a pass)'],
          ['5', '{{mangelhaft}}', 'poor (a fail)'],
          ['6', '{{ungenügend}}', 'insufficient'],
        ],
      },
    },
    { h2: 'The school day and holidays' },
    {
      p: 'Traditionally, many German schools finished around lunchtime, and afternoon care was organised separately. Today more and more schools are all-day schools ({{die Ganztagsschule}}), and a legal right to all-day care for primary school children is being introduced step by step. School holidays ({{die Ferien}}) are set by each state, and the summer holidays are staggered so that not all states are on holiday at the same time. Read more about days off in our article on [German public holidays](/articles/german-public-holidays).',
    },
    { h2: 'German for parents' },
    {
      examples: [
        { de: 'Meine Tochter kommt im Sommer in die Schule.', en: 'My daughter starts school in the summer.' },
        { de: 'Mein Sohn geht in die vierte Klasse.', en: 'My son is in year four.' },
        { de: 'Sie macht nächstes Jahr Abitur.', en: 'She is taking her Abitur next year.' },
        { de: 'Mein Kind ist krank und kann heute nicht in die Schule kommen.', en: 'My child is ill and cannot come to school today.' },
        { de: 'Wann ist der nächste Elternabend?', en: 'When is the next parents’ evening?' },
        { de: 'Welche Schule würden Sie für mein Kind empfehlen?', en: 'Which school would you recommend for my child?' },
      ],
    },
    {
      tip: 'Going on to higher education? Our articles on [studying at a German university](/articles/studying-at-a-german-university) and [scholarships](/articles/scholarships-for-studying-in-germany) explain the next steps. School vocabulary is also practised in [our word sets](/words).',
    },
  ],
  sources: [
    { title: 'Kultusministerkonferenz (KMK) – the education system in Germany', url: 'https://www.kmk.org/' },
    { title: 'Deutscher Bildungsserver – German education server', url: 'https://www.bildungsserver.de/' },
    { title: 'Make it in Germany – school and childcare', url: 'https://www.make-it-in-germany.com/en/' },
  ],
};

export default article;
