import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-workplace-vocabulary',
  lang: 'ru',
  body: [
    {
      p: 'Ищете ли вы работу в немецкоязычной стране или уже работаете там, язык работы – это особый мир: официальные письма, телефонные звонки, договоры, полные длинных сложных слов, и тонкий баланс между {{du}} и {{Sie}}. В этой статье собраны основная лексика и фразы, которые понадобятся вам каждый рабочий день, – начиная с уровня B1, но многое пригодится уже на A2.',
    },
    { h2: 'Люди на работе' },
    {
      table: {
        caption: 'Кто есть кто',
        head: ['По-немецки', 'По-русски'],
        rows: [
          ['{{der Arbeitgeber}}, {{die Arbeitgeberin}}', 'работодатель'],
          ['{{der Arbeitnehmer}}, {{die Arbeitnehmerin}}', 'работник (юридический термин)'],
          ['{{der/die Angestellte}}', 'служащий, сотрудник на окладе'],
          ['{{der Mitarbeiter}}, {{die Mitarbeiterin}}', 'сотрудник, сотрудница'],
          ['{{der Chef}}, {{die Chefin}} / {{der/die Vorgesetzte}}', 'начальник / непосредственный руководитель'],
          ['{{der Kollege}}, {{die Kollegin}}', 'коллега'],
          ['{{der Kunde}}, {{die Kundin}}', 'клиент, покупатель'],
          ['{{der/die Auszubildende}} ({{der Azubi}})', 'ученик, стажёр на профессиональном обучении'],
          ['{{der Praktikant}}, {{die Praktikantin}}', 'практикант, практикантка'],
          ['{{die Geschäftsführung}}', 'руководство, дирекция'],
          ['{{die Personalabteilung}}', 'отдел кадров'],
          ['{{der Betriebsrat}}', 'производственный совет (выборные представители сотрудников)'],
        ],
      },
    },
    {
      p: 'Некоторые из этих слов – субстантивированные прилагательные, поэтому их окончания меняются: {{ein Angestellter}}, {{eine Angestellte}}, {{unsere Auszubildenden}}. {{Der Kollege}} и {{der Kunde}} относятся к n-склонению: {{Ich rufe den Kunden an.}}',
    },
    { h2: 'Места и предметы' },
    {
      ul: [
        '{{die Firma}}, {{das Unternehmen}} (фирма, компания), {{der Betrieb}} (предприятие, завод), {{die Abteilung}} (отдел)',
        '{{das Büro}} (офис), {{der Arbeitsplatz}} (рабочее место, работа), {{der Schreibtisch}} (письменный стол), {{der Besprechungsraum}} (переговорная), {{die Kantine}} (столовая)',
        '{{die Werkstatt}} (мастерская), {{das Lager}} (склад), {{die Baustelle}} (стройка), {{die Kasse}} (касса)',
        '{{der Drucker}} (принтер), {{der Kopierer}} (копир), {{der Bildschirm}} (монитор), {{der Ordner}} (папка), {{die Unterlagen}} (документы, бумаги)',
        '{{der Termin}} (назначенная встреча, запись), {{die Besprechung}} (совещание), {{die Tagesordnung}} (повестка дня), {{das Protokoll}} (протокол), {{die Frist}} (срок), {{der Bericht}} (отчёт)',
      ],
    },
    { h2: 'Глаголы рабочего дня' },
    {
      table: {
        caption: 'Полезные глаголы',
        head: ['По-немецки', 'По-русски', 'Пример'],
        rows: [
          ['{{arbeiten als}} / {{bei}}', 'работать кем / где (в какой фирме)', '{{Ich arbeite als Krankenpfleger bei einer Klinik.}}'],
          ['{{zuständig sein für}}', 'отвечать за', '{{Frau Becker ist für die Rechnungen zuständig.}}'],
          ['{{erledigen}}', 'сделать, уладить', '{{Ich erledige das bis morgen.}}'],
          ['{{einen Termin vereinbaren}}', 'договориться о встрече', '{{Können wir einen Termin vereinbaren?}}'],
          ['{{verschieben}}', 'переносить', '{{Die Besprechung wird auf Freitag verschoben.}}'],
          ['{{absagen}}', 'отменять', '{{Ich muss das Treffen leider absagen.}}'],
          ['{{weiterleiten}}', 'пересылать', '{{Ich leite Ihnen die E-Mail weiter.}}'],
          ['{{teilnehmen an}}', 'участвовать в', '{{Nehmen Sie an der Schulung teil?}}'],
          ['{{sich krank melden}}', 'сообщить о болезни, взять больничный', '{{Ich melde mich heute krank.}}'],
          ['{{kündigen}}', 'уволиться; расторгнуть договор', '{{Er hat zum Monatsende gekündigt.}}'],
          ['{{einstellen}} / {{entlassen}}', 'нанимать / увольнять', '{{Die Firma stellt zwei neue Leute ein.}}'],
        ],
      },
    },
    { h2: 'Договор, рабочее время и зарплата' },
    {
      p: 'Трудовой договор ({{der Arbeitsvertrag}}) и ежемесячный расчётный листок ({{die Gehaltsabrechnung}} или {{die Lohnabrechnung}}) полны сложных слов. Вот главные термины:',
    },
    {
      table: {
        caption: 'Лексика трудового договора',
        head: ['По-немецки', 'По-русски'],
        rows: [
          ['{{befristet}} / {{unbefristet}}', 'срочный / бессрочный'],
          ['{{die Vollzeit}} / {{die Teilzeit}}', 'полная занятость / неполная занятость'],
          ['{{die Probezeit}}', 'испытательный срок'],
          ['{{die Kündigungsfrist}}', 'срок предупреждения об увольнении'],
          ['{{das Gehalt}} / {{der Lohn}}', 'оклад (ежемесячный) / заработная плата (часто почасовая)'],
          ['{{brutto}} / {{netto}}', 'брутто / нетто (после налогов и социальных взносов)'],
          ['{{die Überstunden}}', 'сверхурочные'],
          ['{{die Gleitzeit}}', 'гибкий график'],
          ['{{das Homeoffice}}', 'работа из дома'],
          ['{{der Urlaub}}, {{die Urlaubstage}}', 'отпуск, дни отпуска'],
          ['{{die Schicht}}', 'смена'],
          ['{{die Fortbildung}}, {{die Weiterbildung}}', 'повышение квалификации, дополнительное обучение'],
        ],
      },
    },
    {
      tip: 'Правила о минимальной зарплате, праве на отпуск, сроках увольнения и больничных устанавливаются законом и коллективными договорами и могут меняться. Проверяйте действующие правила по официальным источникам – например, у Федерального министерства труда (BMAS) или Федерального агентства по труду – и внимательно читайте свой договор. Если вы заболели, сразу сообщите работодателю; при более долгом отсутствии нужна справка от врача ({{die Arbeitsunfähigkeitsbescheinigung}}, часто просто {{die Krankmeldung}}).',
    },
    { h2: 'Поиск работы' },
    {
      ul: [
        '{{die Stellenanzeige}} – объявление о вакансии; {{die Stelle}} – должность, место',
        '{{sich bewerben}} (um eine Stelle / bei einer Firma) – подавать заявку (на должность / в фирму)',
        '{{die Bewerbung}} – заявка, отклик на вакансию; {{das Anschreiben}} – сопроводительное письмо; {{der Lebenslauf}} – резюме',
        '{{das Zeugnis}} / {{das Arbeitszeugnis}} – аттестат, свидетельство / характеристика с прежнего места работы',
        '{{das Vorstellungsgespräch}} – собеседование',
        '{{die Zusage}} / {{die Absage}} – согласие, предложение работы / отказ',
      ],
    },
    {
      examples: [
        { de: 'Ich bewerbe mich um die Stelle als Buchhalterin.', en: 'Я претендую на должность бухгалтера.' },
        { de: 'Vielen Dank für die Einladung zum Vorstellungsgespräch.', en: 'Большое спасибо за приглашение на собеседование.' },
        { de: 'Ich habe fünf Jahre Berufserfahrung in der Logistik.', en: 'У меня пять лет опыта работы в логистике.' },
      ],
    },
    { h2: 'По телефону' },
    {
      examples: [
        { de: 'Guten Tag, hier spricht Maria Fischer von der Firma Weber.', en: 'Добрый день, это Мария Фишер из фирмы «Вебер».' },
        { de: 'Könnte ich bitte Herrn Schulz sprechen?', en: 'Могу я поговорить с господином Шульцем?' },
        { de: 'Einen Moment, ich verbinde Sie.', en: 'Минутку, я вас соединяю.' },
        { de: 'Er ist gerade in einer Besprechung. Kann ich etwas ausrichten?', en: 'Он сейчас на совещании. Что-нибудь ему передать?' },
        { de: 'Könnten Sie mich bitte zurückrufen?', en: 'Не могли бы вы мне перезвонить?' },
      ],
    },
    { h2: 'Электронные письма' },
    {
      table: {
        caption: 'Обращения и завершающие фразы',
        head: ['Ситуация', 'Начало', 'Завершение'],
        rows: [
          ['официально, имя неизвестно', '{{Sehr geehrte Damen und Herren,}}', '{{Mit freundlichen Grüßen}}'],
          ['официально, имя известно', '{{Sehr geehrte Frau Becker,}} / {{Sehr geehrter Herr Schulz,}}', '{{Mit freundlichen Grüßen}}'],
          ['нейтрально, коллегам', '{{Hallo Frau Becker,}} / {{Guten Tag Herr Schulz,}}', '{{Viele Grüße}} / {{Beste Grüße}}'],
          ['команде, неформально', '{{Liebe Kolleginnen und Kollegen,}} / {{Hallo zusammen,}}', '{{Viele Grüße}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anbei sende ich Ihnen die Unterlagen.', en: 'Во вложении направляю вам документы.' },
        { de: 'Ich bitte um eine kurze Rückmeldung bis Freitag.', en: 'Прошу коротко ответить до пятницы.' },
        { de: 'Bei Fragen stehe ich Ihnen gern zur Verfügung.', en: 'Если возникнут вопросы, я с удовольствием помогу.' },
      ],
    },
    { h2: 'На совещаниях' },
    {
      examples: [
        { de: 'Darf ich kurz etwas dazu sagen?', en: 'Можно мне коротко высказаться по этому поводу?' },
        { de: 'Könnten Sie das bitte noch einmal erklären?', en: 'Не могли бы вы объяснить это ещё раз?' },
        { de: 'Ich bin mir nicht sicher, ob ich das richtig verstanden habe.', en: 'Я не уверен, что правильно это понял.' },
        { de: 'Wer kümmert sich darum?', en: 'Кто этим займётся?' },
        { de: 'Dann machen wir es so.', en: 'Тогда так и сделаем.' },
      ],
    },
    { h2: 'Du или Sie на работе?' },
    {
      p: 'Здесь всё очень по-разному. В традиционных компаниях, в государственных учреждениях и с клиентами нормой являются {{Sie}} и обращение по фамилии. В стартапах, во многих ремесленных профессиях и среди молодых коллег {{du}} принято с первого дня. Надёжная стратегия: начинайте с {{Sie}} и переходите на {{du}}, когда вам его предложат, – обычно это делает старший по возрасту или по должности ({{Wollen wir uns duzen?}}). И ещё два обычая: около обеда коллеги приветствуют друг друга словом {{Mahlzeit!}}, а конец рабочего дня называется {{der Feierabend}} – {{Schönen Feierabend!}} говорят на прощание, желая хорошего вечера.',
    },
    {
      p: 'В рабочей лексике много длинных существительных – как их читать, объясняет статья [Сложные существительные в немецком](/articles/german-compound-nouns). [Шпаргалка B1](/articles/german-b1-cheat-sheet) кратко излагает грамматику официальных писем. В нашем [разделе лексики](/words) есть и другие тематические списки для работы.',
    },
  ],
};

export default translation;
