import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-workplace-vocabulary',
  lang: 'ua',
  body: [
    {
      p: 'Шукаєте ви роботу в німецькомовній країні чи вже там працюєте — мова роботи становить окремий світ: офіційні листи, телефонні розмови, договори, повні довгих складних слів, і делікатний баланс між {{du}} і {{Sie}}. У цій статті зібрано основну лексику й фрази, які знадобляться щодня на роботі, — від рівня B1, але багато корисного й для A2.',
    },
    { h2: 'Люди на роботі' },
    {
      table: {
        caption: 'Хто є хто',
        head: ['Німецькою', 'Українською'],
        rows: [
          ['{{der Arbeitgeber}}, {{die Arbeitgeberin}}', 'роботодавець'],
          ['{{der Arbeitnehmer}}, {{die Arbeitnehmerin}}', 'працівник, працівниця (юридичний термін)'],
          ['{{der/die Angestellte}}', 'службовець, найманий працівник'],
          ['{{der Mitarbeiter}}, {{die Mitarbeiterin}}', 'співробітник, співробітниця'],
          ['{{der Chef}}, {{die Chefin}} / {{der/die Vorgesetzte}}', 'начальник / безпосередній керівник'],
          ['{{der Kollege}}, {{die Kollegin}}', 'колега'],
          ['{{der Kunde}}, {{die Kundin}}', 'клієнт, клієнтка'],
          ['{{der/die Auszubildende}} ({{der Azubi}})', 'учень, стажист на професійному навчанні'],
          ['{{der Praktikant}}, {{die Praktikantin}}', 'практикант, практикантка'],
          ['{{die Geschäftsführung}}', 'керівництво, дирекція'],
          ['{{die Personalabteilung}}', 'відділ кадрів'],
          ['{{der Betriebsrat}}', 'виробнича рада (обрані представники працівників)'],
        ],
      },
    },
    {
      p: 'Кілька з цих слів — прикметники в ролі іменників, тож їхні закінчення змінюються: {{ein Angestellter}}, {{eine Angestellte}}, {{unsere Auszubildenden}}. {{Der Kollege}} і {{der Kunde}} належать до n-відміни: {{Ich rufe den Kunden an.}}',
    },
    { h2: 'Місця й речі' },
    {
      ul: [
        '{{die Firma}}, {{das Unternehmen}} (фірма, підприємство), {{der Betrieb}} (підприємство, завод), {{die Abteilung}} (відділ)',
        '{{das Büro}}, {{der Arbeitsplatz}} (робоче місце, робота), {{der Schreibtisch}}, {{der Besprechungsraum}} (переговорна кімната), {{die Kantine}} (їдальня)',
        '{{die Werkstatt}} (майстерня), {{das Lager}} (склад), {{die Baustelle}} (будівельний майданчик), {{die Kasse}} (каса)',
        '{{der Drucker}}, {{der Kopierer}}, {{der Bildschirm}}, {{der Ordner}} (тека, папка), {{die Unterlagen}} (документи, папери)',
        '{{der Termin}} (призначена зустріч, запис), {{die Besprechung}} (нарада), {{die Tagesordnung}} (порядок денний), {{das Protokoll}} (протокол), {{die Frist}} (строк, дедлайн), {{der Bericht}} (звіт)',
      ],
    },
    { h2: 'Дієслова робочого дня' },
    {
      table: {
        caption: 'Корисні дієслова',
        head: ['Німецькою', 'Українською', 'Приклад'],
        rows: [
          ['{{arbeiten als}} / {{bei}}', 'працювати ким / де (у фірмі)', '{{Ich arbeite als Krankenpfleger bei einer Klinik.}}'],
          ['{{zuständig sein für}}', 'відповідати за', '{{Frau Becker ist für die Rechnungen zuständig.}}'],
          ['{{erledigen}}', 'залагодити, виконати', '{{Ich erledige das bis morgen.}}'],
          ['{{einen Termin vereinbaren}}', 'домовитися про зустріч', '{{Können wir einen Termin vereinbaren?}}'],
          ['{{verschieben}}', 'переносити', '{{Die Besprechung wird auf Freitag verschoben.}}'],
          ['{{absagen}}', 'скасовувати', '{{Ich muss das Treffen leider absagen.}}'],
          ['{{weiterleiten}}', 'пересилати', '{{Ich leite Ihnen die E-Mail weiter.}}'],
          ['{{teilnehmen an}}', 'брати участь у', '{{Nehmen Sie an der Schulung teil?}}'],
          ['{{sich krank melden}}', 'повідомити про хворобу', '{{Ich melde mich heute krank.}}'],
          ['{{kündigen}}', 'звільнитися; розірвати договір', '{{Er hat zum Monatsende gekündigt.}}'],
          ['{{einstellen}} / {{entlassen}}', 'наймати / звільняти', '{{Die Firma stellt zwei neue Leute ein.}}'],
        ],
      },
    },
    { h2: 'Договір, робочий час і оплата' },
    {
      p: 'Ваш трудовий договір ({{der Arbeitsvertrag}}) і щомісячний розрахунковий лист ({{die Gehaltsabrechnung}} або {{die Lohnabrechnung}}) повні складних слів. Ось ключові терміни:',
    },
    {
      table: {
        caption: 'Лексика трудового договору',
        head: ['Німецькою', 'Українською'],
        rows: [
          ['{{befristet}} / {{unbefristet}}', 'строковий / безстроковий'],
          ['{{die Vollzeit}} / {{die Teilzeit}}', 'повна / часткова зайнятість'],
          ['{{die Probezeit}}', 'випробувальний термін'],
          ['{{die Kündigungsfrist}}', 'строк попередження про звільнення'],
          ['{{das Gehalt}} / {{der Lohn}}', 'оклад (щомісячний) / заробітна плата (часто погодинна)'],
          ['{{brutto}} / {{netto}}', 'брутто / нетто (після податків і соціальних внесків)'],
          ['{{die Überstunden}}', 'понаднормові години'],
          ['{{die Gleitzeit}}', 'гнучкий графік'],
          ['{{das Homeoffice}}', 'робота з дому'],
          ['{{der Urlaub}}, {{die Urlaubstage}}', 'відпустка, дні відпустки'],
          ['{{die Schicht}}', 'зміна'],
          ['{{die Fortbildung}}, {{die Weiterbildung}}', 'підвищення кваліфікації, додаткове навчання'],
        ],
      },
    },
    {
      tip: 'Правила щодо мінімальної зарплати, відпустки, строків звільнення й лікарняних встановлюють закон і колективні договори, і вони можуть змінюватися. Перевіряйте чинні правила в офіційних джерелах, як-от Федеральне міністерство праці (BMAS) чи Федеральне агентство зайнятості, і уважно читайте власний договір. Якщо захворіли, одразу повідомте роботодавця; за довшої відсутності потрібна довідка від лікаря ({{die Arbeitsunfähigkeitsbescheinigung}}, часто просто {{die Krankmeldung}}).',
    },
    { h2: 'Пошук роботи' },
    {
      ul: [
        '{{die Stellenanzeige}} — оголошення про вакансію; {{die Stelle}} — посада',
        '{{sich bewerben}} (um eine Stelle / bei einer Firma) — подавати заявку (на посаду / до фірми)',
        '{{die Bewerbung}} — заявка на посаду; {{das Anschreiben}} — супровідний лист; {{der Lebenslauf}} — резюме',
        '{{das Zeugnis}} / {{das Arbeitszeugnis}} — атестат, свідоцтво / характеристика від попереднього роботодавця',
        '{{das Vorstellungsgespräch}} — співбесіда',
        '{{die Zusage}} / {{die Absage}} — згода, запрошення на роботу / відмова',
      ],
    },
    {
      examples: [
        { de: 'Ich bewerbe mich um die Stelle als Buchhalterin.', en: 'Я претендую на посаду бухгалтерки.' },
        { de: 'Vielen Dank für die Einladung zum Vorstellungsgespräch.', en: 'Щиро дякую за запрошення на співбесіду.' },
        { de: 'Ich habe fünf Jahre Berufserfahrung in der Logistik.', en: 'Я маю п’ять років професійного досвіду в логістиці.' },
      ],
    },
    { h2: 'Телефонна розмова' },
    {
      examples: [
        { de: 'Guten Tag, hier spricht Maria Fischer von der Firma Weber.', en: 'Добрий день, це Марія Фішер із фірми «Вебер».' },
        { de: 'Könnte ich bitte Herrn Schulz sprechen?', en: 'Можна поговорити з паном Шульцом?' },
        { de: 'Einen Moment, ich verbinde Sie.', en: 'Хвилинку, я вас з’єдную.' },
        { de: 'Er ist gerade in einer Besprechung. Kann ich etwas ausrichten?', en: 'Він зараз на нараді. Щось йому переказати?' },
        { de: 'Könnten Sie mich bitte zurückrufen?', en: 'Не могли б ви мені передзвонити?' },
      ],
    },
    { h2: 'Електронні листи' },
    {
      table: {
        caption: 'Звертання й завершальні формули',
        head: ['Ситуація', 'Звертання', 'Завершення'],
        rows: [
          ['офіційно, ім’я невідоме', '{{Sehr geehrte Damen und Herren,}}', '{{Mit freundlichen Grüßen}}'],
          ['офіційно, ім’я відоме', '{{Sehr geehrte Frau Becker,}} / {{Sehr geehrter Herr Schulz,}}', '{{Mit freundlichen Grüßen}}'],
          ['нейтрально, колегам', '{{Hallo Frau Becker,}} / {{Guten Tag Herr Schulz,}}', '{{Viele Grüße}} / {{Beste Grüße}}'],
          ['команді, неофіційно', '{{Liebe Kolleginnen und Kollegen,}} / {{Hallo zusammen,}}', '{{Viele Grüße}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anbei sende ich Ihnen die Unterlagen.', en: 'Надсилаю вам документи в додатку.' },
        { de: 'Ich bitte um eine kurze Rückmeldung bis Freitag.', en: 'Прошу коротко відповісти до п’ятниці.' },
        { de: 'Bei Fragen stehe ich Ihnen gern zur Verfügung.', en: 'Якщо виникнуть запитання, охоче допоможу.' },
      ],
    },
    { h2: 'На нарадах' },
    {
      examples: [
        { de: 'Darf ich kurz etwas dazu sagen?', en: 'Можна коротко щось до цього додати?' },
        { de: 'Könnten Sie das bitte noch einmal erklären?', en: 'Не могли б ви пояснити це ще раз?' },
        { de: 'Ich bin mir nicht sicher, ob ich das richtig verstanden habe.', en: 'Я не впевнений, що правильно це зрозумів.' },
        { de: 'Wer kümmert sich darum?', en: 'Хто цим займеться?' },
        { de: 'Dann machen wir es so.', en: 'Тоді так і зробимо.' },
      ],
    },
    { h2: 'Du чи Sie на роботі?' },
    {
      p: 'Звичаї дуже різняться. У традиційних фірмах, державних установах і з клієнтами нормою є {{Sie}} і прізвища. У стартапах, у багатьох ремеслах і серед молодших колег {{du}} звичне з першого дня. Надійний підхід: починайте з {{Sie}} і переходьте на «ти», коли вам запропонують {{du}}, — зазвичай це робить старший за віком чи посадою ({{Wollen wir uns duzen?}}). Ще два звичаї: в обідню пору колеги вітаються словом {{Mahlzeit!}}, а кінець робочого дня — це {{der Feierabend}}; {{Schönen Feierabend!}} — доброзичливе прощання.',
    },
    {
      p: 'Робоча лексика повна довгих іменників — як їх читати, див. у статті [Складні іменники в німецькій](/articles/german-compound-nouns). [Шпаргалка B1](/articles/german-b1-cheat-sheet) підсумовує граматику для офіційних листів. У нашому [розділі лексики](/words) — більше тематичних списків для професійного спілкування.',
    },
  ],
};

export default translation;
