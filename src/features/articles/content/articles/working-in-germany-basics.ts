import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'working-in-germany-basics',
  type: 'Life in Germany',
  title: {
    en: 'Working in Germany: the Basics',
    ua: 'Робота в Німеччині: основи',
    de: 'Arbeiten in Deutschland: die Grundlagen',
    ru: 'Работа в Германии: основы',
    be: 'Праца ў Германіі: асновы',
    tr: 'Almanya’da çalışmak: temel bilgiler',
    pl: 'Praca w Niemczech: podstawy',
    es: 'Trabajar en Alemania: lo básico',
  },
  descr: {
    en: 'Permits and recognition, applying for a job, the employment contract, gross and net pay, working hours, holidays, sick leave and workplace German.',
    ua: 'Дозволи й визнання кваліфікації, пошук роботи, трудовий договір, брутто й нетто, робочий час, відпустка, лікарняний і німецька на роботі.',
    de: 'Arbeitserlaubnis und Anerkennung, Bewerbung, Arbeitsvertrag, Brutto und Netto, Arbeitszeit, Urlaub, Krankheit und Deutsch am Arbeitsplatz.',
    ru: 'Разрешения и признание квалификации, поиск работы, трудовой договор, брутто и нетто, рабочее время, отпуск, больничный и немецкий на работе.',
    be: 'Дазволы і прызнанне кваліфікацыі, пошук працы, працоўны дагавор, брута і нета, працоўны час, адпачынак, бальнічны і нямецкая мова на працы.',
    tr: 'İzinler ve denklik, iş başvurusu, iş sözleşmesi, brüt ve net maaş, çalışma saatleri, yıllık izin, hastalık izni ve iş yerinde Almanca.',
    pl: 'Pozwolenia i uznawanie kwalifikacji, szukanie pracy, umowa o pracę, brutto i netto, czas pracy, urlop, zwolnienie lekarskie i niemiecki w pracy.',
    es: 'Permisos y homologación, solicitar empleo, el contrato, sueldo bruto y neto, jornada laboral, vacaciones, baja por enfermedad y alemán en el trabajo.',
  },
  img: 'briefcase',
  date: '2026-04-14',
  body: [
    {
      p: 'Germany needs workers in many fields, and each year many people from abroad start a job there. The German world of work is strongly regulated: contracts, working hours, holidays and sick pay are all governed by law and often by collective agreements. This article gives an overview of the basics and the German you will need. It is not legal advice. Rules for immigration, wages and taxes change regularly, so for your own situation check official sources such as [Make it in Germany](https://www.make-it-in-germany.com/en/), the federal government’s portal for skilled workers from abroad.',
    },
    { h2: 'May you work in Germany?' },
    {
      ul: [
        '**Citizens of the EU, the EEA and Switzerland** may live and work in Germany without a work permit.',
        '**Citizens of other countries** need a residence title that allows them to work. There are several routes, for example for skilled workers with recognised qualifications, for university graduates with a job offer and for job seekers. Which one fits depends on your qualifications, your job and your nationality.',
        '**Recognition of qualifications** ({{die Anerkennung}}): for regulated professions, such as doctors, nurses and teachers, you need official recognition of your foreign qualification before you can work in the profession. The official portal "Recognition in Germany" explains the procedure for each occupation.',
      ],
    },
    { h2: 'Applying for a job' },
    {
      p: 'A German application ({{die Bewerbung}}) traditionally consists of a cover letter ({{das Anschreiben}}), a CV in table form ({{der Lebenslauf}}) and copies of certificates and references ({{die Zeugnisse}}). Many companies now accept online applications or a CV without a cover letter; follow the instructions in the job advert ({{die Stellenanzeige}}). A photo is common but not required. At the end of a job, employees in Germany have a right to a written reference ({{das Arbeitszeugnis}}), which future employers read carefully.',
    },
    {
      examples: [
        { de: 'Ich bewerbe mich um die Stelle als Krankenpfleger.', en: 'I am applying for the position of nurse.' },
        { de: 'Vielen Dank für die Einladung zum Vorstellungsgespräch.', en: 'Thank you very much for the invitation to the interview.' },
        { de: 'Ich habe fünf Jahre Berufserfahrung im Vertrieb.', en: 'I have five years’ professional experience in sales.' },
        { de: 'Ab wann könnten Sie anfangen?', en: 'When could you start?' },
      ],
    },
    { h2: 'The employment contract' },
    {
      p: 'Your employment contract ({{der Arbeitsvertrag}}) sets out your job, your salary, your working hours, your holidays and the notice period. A contract can be permanent ({{unbefristet}}) or for a fixed term ({{befristet}}). Most contracts begin with a probationary period ({{die Probezeit}}) of up to six months, during which both sides can end the contract with a short notice period. After that, longer notice periods apply, and a notice of termination ({{die Kündigung}}) must be given in writing on paper, signed by hand; an email is not enough.',
    },
    { h2: 'Gross and net pay' },
    {
      p: 'Salaries in Germany are usually stated as gross pay per month or per year ({{brutto}}). Before you receive your net pay ({{netto}}), your employer deducts income tax and your share of the social insurance contributions, and pays them directly to the authorities. The employer pays its own share on top. Germany has a statutory minimum wage ({{der Mindestlohn}}), which is raised from time to time; the current rate is published by the Federal Ministry of Labour and Social Affairs.',
    },
    {
      table: {
        caption: 'What you see on a German payslip',
        head: ['German', 'English'],
        rows: [
          ['{{die Lohnsteuer}}', 'income tax on wages; depends on your tax class ({{die Steuerklasse}})'],
          ['{{die Krankenversicherung}}', 'health insurance'],
          ['{{die Pflegeversicherung}}', 'long-term care insurance'],
          ['{{die Rentenversicherung}}', 'pension insurance'],
          ['{{die Arbeitslosenversicherung}}', 'unemployment insurance'],
          ['{{die Kirchensteuer}}', 'church tax, only for members of certain religious communities'],
        ],
      },
    },
    {
      p: 'Accident insurance for work-related accidents is paid by the employer alone. To pay you, your employer needs your tax ID, your social insurance number and your bank details; see our articles on [registering your address](/articles/registering-your-address-anmeldung), [healthcare](/articles/healthcare-in-germany) and [banking](/articles/banking-and-money-in-germany).',
    },
    { h2: 'Working hours, holidays and sick leave' },
    {
      ul: [
        '**Working hours:** by law, a working day is generally limited to eight hours; it may be extended to ten hours if the average over a longer period stays at eight. There are rules on breaks and on rest between two working days. Many full-time contracts are for around 38 to 40 hours a week.',
        '**Holidays** ({{der Urlaub}}): the legal minimum is four weeks of paid holiday a year, which is 20 days for a five-day week. Many employers give more. Public holidays come on top; see [German public holidays](/articles/german-public-holidays).',
        '**Sick leave:** if you are ill, tell your employer immediately. Employees generally continue to receive their pay for up to six weeks of illness. When you need a doctor’s certificate is explained in our article on [healthcare in Germany](/articles/healthcare-in-germany).',
      ],
    },
    { h2: 'Workplace culture' },
    {
      p: 'Punctuality matters: be on time for meetings, and let people know if you are running late. Many workplaces separate work and private life clearly, and the end of the working day, {{der Feierabend}}, is respected. Whether colleagues say {{du}} or {{Sie}} varies a lot: in start-ups and many large companies {{du}} is normal, while in more traditional workplaces {{Sie}} is still common. Listen to what your colleagues do, and wait for the more senior person to offer {{du}}. In many companies a works council ({{der Betriebsrat}}) represents employees.',
    },
    {
      examples: [
        { de: 'Guten Morgen, ich bin die Neue im Team.', en: 'Good morning, I am the new one in the team. (woman speaking)' },
        { de: 'Sollen wir uns duzen?', en: 'Shall we use "du" with each other?' },
        { de: 'Ich bin heute krank und kann leider nicht kommen.', en: 'I am ill today and unfortunately cannot come.' },
        { de: 'Ich möchte im August zwei Wochen Urlaub nehmen.', en: 'I would like to take two weeks’ holiday in August.' },
        { de: 'Schönen Feierabend!', en: 'Have a nice evening! (said when leaving work)' },
      ],
    },
    {
      tip: 'Workplace German is a field of its own. Learn the words for your profession early, and practise phone calls and emails, which many learners find harder than face-to-face conversation. [Our word sets](/words) and [phrases](/phrases) are a good place to start.',
    },
  ],
  sources: [
    { title: 'Make it in Germany – the federal government’s portal for skilled workers', url: 'https://www.make-it-in-germany.com/en/' },
    { title: 'Recognition in Germany – official portal', url: 'https://www.anerkennung-in-deutschland.de/' },
    { title: 'Federal Ministry of Labour and Social Affairs (BMAS)', url: 'https://www.bmas.de/' },
    { title: 'Federal Employment Agency (Bundesagentur für Arbeit)', url: 'https://www.arbeitsagentur.de/' },
  ],
};

export default article;
