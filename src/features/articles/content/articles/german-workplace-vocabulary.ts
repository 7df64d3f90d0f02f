import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-workplace-vocabulary',
  type: 'Vocabulary',
  title: {
    en: 'German Workplace Vocabulary: Office, Contracts and Colleagues',
    ua: 'Німецька лексика для роботи: офіс, договори та колеги',
    de: 'Wortschatz für den Beruf: Büro, Vertrag und Kollegen',
    ru: 'Немецкая лексика для работы: офис, договоры и коллеги',
    be: 'Нямецкая лексіка для працы: офіс, дамовы і калегі',
    tr: 'İş yeri için Almanca kelimeler: ofis, sözleşme ve meslektaşlar',
    pl: 'Słownictwo do pracy po niemiecku: biuro, umowy i współpracownicy',
    es: 'Vocabulario alemán del trabajo: oficina, contratos y compañeros',
  },
  descr: {
    en: 'Words for people, places and tasks at work, your contract and payslip, applying for a job, and the phrases for phone calls, emails and meetings.',
    ua: 'Слова про людей, місця й завдання на роботі, договір і розрахунковий лист, пошук роботи та фрази для дзвінків, листів і нарад.',
    de: 'Wörter für Personen, Orte und Aufgaben im Beruf, Vertrag und Gehaltsabrechnung, Bewerbung und Sätze für Telefonate, E-Mails und Besprechungen.',
    ru: 'Слова о людях, местах и задачах на работе, договор и расчётный лист, поиск работы и фразы для звонков, писем и совещаний.',
    be: 'Словы пра людзей, месцы і задачы на працы, дамова і разліковы ліст, пошук працы і фразы для званкоў, лістоў і нарад.',
    tr: 'İşteki kişiler, yerler ve görevler, sözleşme ve maaş bordrosu, iş başvurusu ile telefon, e-posta ve toplantı ifadeleri.',
    pl: 'Słowa o ludziach, miejscach i zadaniach w pracy, umowa i pasek wypłaty, szukanie pracy oraz zwroty do telefonów, maili i spotkań.',
    es: 'Palabras para personas, lugares y tareas del trabajo, el contrato y la nómina, buscar empleo y frases para llamadas, correos y reuniones.',
  },
  img: 'briefcase',
  date: '2026-07-28',
  body: [
    {
      p: 'Whether you are looking for a job in a German-speaking country or already working in one, the language of work is a world of its own: formal emails, phone calls, contracts full of long compounds, and a careful balance between {{du}} and {{Sie}}. This article collects the core vocabulary and the phrases you will use every working day, from B1 level upwards, with plenty that is useful at A2 too.',
    },
    { h2: 'People at work' },
    {
      table: {
        caption: 'Who is who',
        head: ['German', 'English'],
        rows: [
          ['{{der Arbeitgeber}}, {{die Arbeitgeberin}}', 'employer'],
          ['{{der Arbeitnehmer}}, {{die Arbeitnehmerin}}', 'employee (legal term)'],
          ['{{der/die Angestellte}}', 'employee, salaried staff'],
          ['{{der Mitarbeiter}}, {{die Mitarbeiterin}}', 'member of staff, co-worker'],
          ['{{der Chef}}, {{die Chefin}} / {{der/die Vorgesetzte}}', 'boss / line manager'],
          ['{{der Kollege}}, {{die Kollegin}}', 'colleague'],
          ['{{der Kunde}}, {{die Kundin}}', 'customer, client'],
          ['{{der/die Auszubildende}} ({{der Azubi}})', 'apprentice, trainee'],
          ['{{der Praktikant}}, {{die Praktikantin}}', 'intern'],
          ['{{die Geschäftsführung}}', 'management'],
          ['{{die Personalabteilung}}', 'HR department'],
          ['{{der Betriebsrat}}', 'works council (elected staff representatives)'],
        ],
      },
    },
    {
      p: 'Several of these words are adjectives used as nouns, so their endings change: {{ein Angestellter}}, {{eine Angestellte}}, {{unsere Auszubildenden}}. {{Der Kollege}} and {{der Kunde}} belong to the n-declension: {{Ich rufe den Kunden an.}}',
    },
    { h2: 'Places and things' },
    {
      ul: [
        '{{die Firma}}, {{das Unternehmen}} (company), {{der Betrieb}} (business, plant), {{die Abteilung}} (department)',
        '{{das Büro}}, {{der Arbeitsplatz}} (workplace, job), {{der Schreibtisch}}, {{der Besprechungsraum}} (meeting room), {{die Kantine}} (canteen)',
        '{{die Werkstatt}} (workshop), {{das Lager}} (warehouse), {{die Baustelle}} (building site), {{die Kasse}} (till)',
        '{{der Drucker}}, {{der Kopierer}}, {{der Bildschirm}}, {{der Ordner}} (folder), {{die Unterlagen}} (documents, papers)',
        '{{der Termin}} (appointment), {{die Besprechung}} (meeting), {{die Tagesordnung}} (agenda), {{das Protokoll}} (minutes), {{die Frist}} (deadline), {{der Bericht}} (report)',
      ],
    },
    { h2: 'Verbs for the working day' },
    {
      table: {
        caption: 'Useful verbs',
        head: ['German', 'English', 'Example'],
        rows: [
          ['{{arbeiten als}} / {{bei}}', 'to work as / for', '{{Ich arbeite als Krankenpfleger bei einer Klinik.}}'],
          ['{{zuständig sein für}}', 'to be responsible for', '{{Frau Becker ist für die Rechnungen zuständig.}}'],
          ['{{erledigen}}', 'to deal with, to get done', '{{Ich erledige das bis morgen.}}'],
          ['{{einen Termin vereinbaren}}', 'to arrange an appointment', '{{Können wir einen Termin vereinbaren?}}'],
          ['{{verschieben}}', 'to postpone', '{{Die Besprechung wird auf Freitag verschoben.}}'],
          ['{{absagen}}', 'to cancel', '{{Ich muss das Treffen leider absagen.}}'],
          ['{{weiterleiten}}', 'to forward', '{{Ich leite Ihnen die E-Mail weiter.}}'],
          ['{{teilnehmen an}}', 'to take part in', '{{Nehmen Sie an der Schulung teil?}}'],
          ['{{sich krank melden}}', 'to call in sick', '{{Ich melde mich heute krank.}}'],
          ['{{kündigen}}', 'to resign; to give notice', '{{Er hat zum Monatsende gekündigt.}}'],
          ['{{einstellen}} / {{entlassen}}', 'to hire / to dismiss', '{{Die Firma stellt zwei neue Leute ein.}}'],
        ],
      },
    },
    { h2: 'Contract, hours and pay' },
    {
      p: 'Your employment contract ({{der Arbeitsvertrag}}) and your monthly payslip ({{die Gehaltsabrechnung}} or {{die Lohnabrechnung}}) are full of compounds. These are the key terms:',
    },
    {
      table: {
        caption: 'Contract vocabulary',
        head: ['German', 'English'],
        rows: [
          ['{{befristet}} / {{unbefristet}}', 'fixed-term / permanent'],
          ['{{die Vollzeit}} / {{die Teilzeit}}', 'full-time / part-time'],
          ['{{die Probezeit}}', 'probationary period'],
          ['{{die Kündigungsfrist}}', 'notice period'],
          ['{{das Gehalt}} / {{der Lohn}}', 'salary (monthly) / wage (often hourly)'],
          ['{{brutto}} / {{netto}}', 'gross / net (after tax and social insurance)'],
          ['{{die Überstunden}}', 'overtime'],
          ['{{die Gleitzeit}}', 'flexitime'],
          ['{{das Homeoffice}}', 'working from home'],
          ['{{der Urlaub}}, {{die Urlaubstage}}', 'holiday, days of leave'],
          ['{{die Schicht}}', 'shift'],
          ['{{die Fortbildung}}, {{die Weiterbildung}}', 'training, further education'],
        ],
      },
    },
    {
      tip: 'Rules on minimum wage, holiday entitlement, notice periods and sick notes are set by law and collective agreements, and they can change. Check the current rules with official sources such as the Federal Ministry of Labour (BMAS) or the Federal Employment Agency, and read your own contract carefully. If you are ill, tell your employer at once; for longer absences a medical certificate ({{die Arbeitsunfähigkeitsbescheinigung}}, often just {{die Krankmeldung}}) is required.',
    },
    { h2: 'Looking for a job' },
    {
      ul: [
        '{{die Stellenanzeige}} – job advertisement; {{die Stelle}} – position',
        '{{sich bewerben}} (um eine Stelle / bei einer Firma) – to apply (for a job / to a company)',
        '{{die Bewerbung}} – application; {{das Anschreiben}} – cover letter; {{der Lebenslauf}} – CV',
        '{{das Zeugnis}} / {{das Arbeitszeugnis}} – certificate / reference from a former employer',
        '{{das Vorstellungsgespräch}} – job interview',
        '{{die Zusage}} / {{die Absage}} – offer / rejection',
      ],
    },
    {
      examples: [
        { de: 'Ich bewerbe mich um die Stelle als Buchhalterin.', en: 'I am applying for the position of accountant.' },
        { de: 'Vielen Dank für die Einladung zum Vorstellungsgespräch.', en: 'Thank you very much for the invitation to the interview.' },
        { de: 'Ich habe fünf Jahre Berufserfahrung in der Logistik.', en: 'I have five years’ professional experience in logistics.' },
      ],
    },
    { h2: 'On the phone' },
    {
      examples: [
        { de: 'Guten Tag, hier spricht Maria Fischer von der Firma Weber.', en: 'Hello, this is Maria Fischer from Weber.' },
        { de: 'Könnte ich bitte Herrn Schulz sprechen?', en: 'Could I speak to Mr Schulz, please?' },
        { de: 'Einen Moment, ich verbinde Sie.', en: 'One moment, I’ll put you through.' },
        { de: 'Er ist gerade in einer Besprechung. Kann ich etwas ausrichten?', en: 'He is in a meeting at the moment. Can I take a message?' },
        { de: 'Könnten Sie mich bitte zurückrufen?', en: 'Could you call me back, please?' },
      ],
    },
    { h2: 'Emails' },
    {
      table: {
        caption: 'Greetings and closings',
        head: ['Situation', 'Opening', 'Closing'],
        rows: [
          ['formal, name unknown', '{{Sehr geehrte Damen und Herren,}}', '{{Mit freundlichen Grüßen}}'],
          ['formal, name known', '{{Sehr geehrte Frau Becker,}} / {{Sehr geehrter Herr Schulz,}}', '{{Mit freundlichen Grüßen}}'],
          ['neutral, colleagues', '{{Hallo Frau Becker,}} / {{Guten Tag Herr Schulz,}}', '{{Viele Grüße}} / {{Beste Grüße}}'],
          ['team, informal', '{{Liebe Kolleginnen und Kollegen,}} / {{Hallo zusammen,}}', '{{Viele Grüße}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anbei sende ich Ihnen die Unterlagen.', en: 'Please find the documents attached.' },
        { de: 'Ich bitte um eine kurze Rückmeldung bis Freitag.', en: 'Please let me know by Friday.' },
        { de: 'Bei Fragen stehe ich Ihnen gern zur Verfügung.', en: 'If you have any questions, I am happy to help.' },
      ],
    },
    { h2: 'In meetings' },
    {
      examples: [
        { de: 'Darf ich kurz etwas dazu sagen?', en: 'May I say something about that?' },
        { de: 'Könnten Sie das bitte noch einmal erklären?', en: 'Could you explain that again, please?' },
        { de: 'Ich bin mir nicht sicher, ob ich das richtig verstanden habe.', en: 'I’m not sure I understood that correctly.' },
        { de: 'Wer kümmert sich darum?', en: 'Who is taking care of that?' },
        { de: 'Dann machen wir es so.', en: 'Let’s do it that way then.' },
      ],
    },
    { h2: 'Du or Sie at work?' },
    {
      p: 'Practice varies a lot. In traditional companies, public offices and with customers, {{Sie}} and surnames are the norm. In start-ups, in many trades and among younger colleagues, {{du}} is common from day one. The safe approach: start with {{Sie}}, and switch when someone offers {{du}} – usually the older or more senior person does this ({{Wollen wir uns duzen?}}). Two more customs: around lunchtime colleagues greet each other with {{Mahlzeit!}}, and the end of the working day is {{der Feierabend}} – {{Schönen Feierabend!}} is a friendly goodbye.',
    },
    {
      p: 'Work vocabulary is full of long nouns – see [German compound nouns](/articles/german-compound-nouns) for how to read them. The [B1 cheat sheet](/articles/german-b1-cheat-sheet) sums up the grammar for formal letters. Our [vocabulary section](/words) has more topic lists for professional contexts.',
    },
  ],
  sources: [
    { title: 'Make it in Germany – the federal government’s portal for skilled workers', url: 'https://www.make-it-in-germany.com/' },
    { title: 'BMAS – Federal Ministry of Labour and Social Affairs', url: 'https://www.bmas.de/' },
    { title: 'Bundesagentur für Arbeit – Federal Employment Agency', url: 'https://www.arbeitsagentur.de/' },
  ],
};

export default article;
