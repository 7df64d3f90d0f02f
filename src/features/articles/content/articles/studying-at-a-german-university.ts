import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'studying-at-a-german-university',
  type: 'Life in Germany',
  title: {
    en: 'Studying at a German University',
    ua: 'Навчання в німецькому університеті',
    de: 'Studieren an einer deutschen Hochschule',
    ru: 'Учёба в немецком университете',
    be: 'Вучоба ў нямецкім універсітэце',
    tr: 'Bir Alman üniversitesinde okumak',
    pl: 'Studia na niemieckiej uczelni',
    es: 'Estudiar en una universidad alemana',
  },
  descr: {
    en: 'Types of university, degrees, admission and language certificates, fees and the semester contribution, student life and the German of lectures and seminars.',
    ua: 'Типи вишів, ступені, вступ і мовні сертифікати, оплата та семестровий внесок, студентське життя й німецька мова лекцій і семінарів.',
    de: 'Hochschularten, Abschlüsse, Zulassung und Sprachnachweise, Gebühren und Semesterbeitrag, Studentenleben und die Sprache von Vorlesung und Seminar.',
    ru: 'Типы вузов, степени, поступление и языковые сертификаты, плата и семестровый взнос, студенческая жизнь и немецкий язык лекций и семинаров.',
    be: 'Тыпы ВНУ, ступені, паступленне і моўныя сертыфікаты, аплата і семестравы ўнёсак, студэнцкае жыццё і нямецкая мова лекцый і семінараў.',
    tr: 'Üniversite türleri, dereceler, kabul ve dil sertifikaları, harçlar ve dönem katkı payı, öğrenci hayatı ve ders ile seminerlerin Almancası.',
    pl: 'Rodzaje uczelni, stopnie, rekrutacja i certyfikaty językowe, opłaty i składka semestralna, życie studenckie oraz niemiecki na wykładach i seminariach.',
    es: 'Tipos de universidad, títulos, admisión y certificados de idioma, tasas y contribución semestral, vida estudiantil y el alemán de clases y seminarios.',
  },
  img: 'graduation-cap',
  date: '2025-12-09',
  body: [
    {
      p: 'Germany is one of the most popular countries in the world for international students. Public universities have a good reputation, many programmes charge no tuition fees, and you can study in German or, in a growing number of programmes, in English. This article explains how higher education in Germany is organised, how admission works, what the language requirements are and what everyday student life looks like, together with the German you will hear on campus. Rules on admission, fees and visas change, so always check the current information from the university and the official sources at the end of this article.',
    },
    { h2: 'Types of higher education institution' },
    {
      table: {
        caption: 'Where you can study',
        head: ['German', 'What it is'],
        rows: [
          ['{{die Universität}}', 'research-oriented, with a wide range of subjects; awards doctorates'],
          ['{{die Hochschule für angewandte Wissenschaften}}', 'university of applied sciences, formerly {{die Fachhochschule}}: practical, career-oriented programmes, often with internships'],
          ['{{die Kunsthochschule}} / {{die Musikhochschule}}', 'colleges of art, design and music, with entrance tests of artistic ability'],
        ],
      },
    },
    {
      p: 'The general word for all of them is {{die Hochschule}}. Most programmes lead to a Bachelor’s and then a Master’s degree. Some subjects, such as medicine, law and pharmacy, end with a state examination ({{das Staatsexamen}}) instead. The doctorate is called {{die Promotion}}.',
    },
    { h2: 'Finding a programme and applying' },
    {
      p: 'A good starting point is the DAAD (German Academic Exchange Service), whose website lists programmes in Germany, including many taught in English. The search portal of the German Rectors’ Conference, the Hochschulkompass, lists the programmes of state and state-recognised institutions.',
    },
    {
      ol: [
        '**Check your entrance qualification.** To study in Germany you need a school-leaving certificate that qualifies you for higher education ({{die Hochschulzugangsberechtigung}}). Depending on your country, your certificate may be accepted directly, or you may first need a preparatory course ({{das Studienkolleg}}) ending with an assessment test ({{die Feststellungsprüfung}}).',
        '**Check the language requirements.** Programmes taught in German ask for proof of German ({{der Sprachnachweis}}), typically the DSH (an exam set by the universities) or the TestDaF; some universities accept other certificates at a comparable level. English-taught programmes usually ask for proof of English.',
        '**Apply.** Depending on the programme, you apply directly to the university, through the application service uni-assist, or, for some subjects with nationwide restrictions, through a central procedure. Deadlines are strict.',
        '**Enrol.** After admission ({{die Zulassung}}), you enrol ({{die Immatrikulation}} or {{die Einschreibung}}) and become a registered student.',
      ],
    },
    { h2: 'Fees and costs' },
    {
      p: 'Most public universities charge no tuition fees for Bachelor’s programmes and for most Master’s programmes, even for international students. There are exceptions: the state of Baden-Württemberg, for example, charges tuition fees to most students from outside the EU, and some special Master’s programmes and all private universities charge fees. Every student pays a semester contribution ({{der Semesterbeitrag}}) for student services and the student union, which at many universities also includes a public transport ticket.',
    },
    {
      p: 'Students from outside the EU usually need a student visa and must show that they can finance their studies, often with a blocked bank account ({{das Sperrkonto}}). The required amounts and rules are set by the authorities and change, so check the website of the Federal Foreign Office and the German embassy in your country. Funding options are described in our article on [scholarships for studying in Germany](/articles/scholarships-for-studying-in-germany).',
    },
    { h2: 'The academic year' },
    {
      p: 'The year is divided into two semesters: the winter semester ({{das Wintersemester}}), which at universities usually starts in October, and the summer semester ({{das Sommersemester}}), which usually starts in April. Universities of applied sciences often start a little earlier. Lectures take place only during part of the semester; the rest is for exams, assignments, internships and holidays.',
    },
    { h2: 'Teaching and exams' },
    {
      table: {
        caption: 'Words from the timetable',
        head: ['German', 'English'],
        rows: [
          ['{{die Vorlesung}}', 'lecture'],
          ['{{das Seminar}}', 'seminar with discussion and presentations'],
          ['{{die Übung}} / {{das Tutorium}}', 'tutorial, exercise class'],
          ['{{die Klausur}}', 'written exam'],
          ['{{die Hausarbeit}}', 'term paper'],
          ['{{das Referat}}', 'presentation in class'],
          ['{{die Sprechstunde}}', 'a lecturer’s office hours'],
        ],
      },
    },
    {
      p: 'German universities expect a lot of independence. Nobody checks whether you attend every lecture, but you must organise your own timetable, register for exams on time and meet deadlines. Programmes are divided into modules ({{das Modul}}), and you earn credit points ({{die Leistungspunkte}}) under the European credit system. A traditional detail: at many universities a lecture marked "c.t." starts a quarter of an hour after the time given, while "s.t." means it starts exactly on time.',
    },
    {
      examples: [
        { de: 'Wann ist die Anmeldefrist für die Klausur?', en: 'When is the registration deadline for the exam?' },
        { de: 'Könnten Sie das bitte noch einmal erklären?', en: 'Could you explain that again, please?' },
        { de: 'Ich würde gern in Ihre Sprechstunde kommen.', en: 'I would like to come to your office hours.' },
        { de: 'Sehr geehrte Frau Professorin Weber, …', en: 'Dear Professor Weber, … (formal email to a woman)' },
        { de: 'Wir halten das Referat zu zweit.', en: 'We are giving the presentation in pairs.' },
      ],
    },
    { h2: 'Student life' },
    {
      ul: [
        'The student services organisation ({{das Studierendenwerk}}) runs canteens ({{die Mensa}}), halls of residence ({{das Studentenwohnheim}}) and advice services. Rooms in halls are popular, so apply early.',
        'Many students live in shared flats; see our guide to [finding a flat in Germany](/articles/finding-a-flat-in-germany).',
        'After moving, you must register your address; our article on [the Anmeldung](/articles/registering-your-address-anmeldung) explains how.',
        'Fellow students ({{die Kommilitonen}}) usually say {{du}} to each other; lecturers are addressed with {{Sie}} and their title and surname.',
        'University sports, choirs, student groups and language tandems are the easiest ways to make friends and speak German every day.',
      ],
    },
    {
      tip: 'Start working on academic German early: listen to lectures online, read short articles in your subject and learn the typical verbs of academic writing. Our [grammar pages](/grammar) help you review the structures you will meet in texts.',
    },
  ],
  sources: [
    { title: 'DAAD – German Academic Exchange Service', url: 'https://www.daad.de/en/' },
    { title: 'Study in Germany (DAAD)', url: 'https://www.study-in-germany.de/en/' },
    { title: 'Hochschulkompass – German Rectors’ Conference', url: 'https://www.hochschulkompass.de/' },
    { title: 'uni-assist', url: 'https://www.uni-assist.de/' },
    { title: 'Federal Foreign Office – visas', url: 'https://www.auswaertiges-amt.de/en/' },
  ],
};

export default article;
