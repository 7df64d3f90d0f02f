import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-family-and-relationships-vocabulary',
  lang: 'ua',
  body: [
    {
      p: 'Розповідь про родину — одне з перших, що ви робите новою мовою: на уроці, на іспиті й щоразу, коли з кимось знайомитеся. У цій статті — назви членів родини з артиклями й формами множини, лексика про стосунки й важливі події в житті, а також граматика, потрібна, щоб усе це вживати: присвійні артиклі, давальний відмінок і кілька корисних питальних моделей.',
    },
    { h2: 'Найближча родина' },
    {
      table: {
        caption: 'Батьки, діти, брати й сестри',
        head: ['Чоловічий рід', 'Жіночий рід', 'Множина / обидва'],
        rows: [
          ['{{der Vater, die Väter}}', '{{die Mutter, die Mütter}}', '{{die Eltern}} (батьки, лише множина)'],
          ['{{der Sohn, die Söhne}}', '{{die Tochter, die Töchter}}', '{{das Kind, die Kinder}}'],
          ['{{der Bruder, die Brüder}}', '{{die Schwester, die Schwestern}}', '{{die Geschwister}} (брати й сестри)'],
          ['{{der Ehemann}} / {{der Mann}}', '{{die Ehefrau}} / {{die Frau}}', '{{das Ehepaar}} (подружжя)'],
        ],
      },
    },
    {
      p: 'У повсякденній мові {{mein Mann}} і {{meine Frau}} означають просто «мій чоловік» і «моя дружина»; {{Ehemann}} і {{Ehefrau}} звучать офіційніше. Діти кажуть {{Mama}} і {{Papa}}. {{Die Geschwister}} — звичайне слово для братів і сестер разом: {{Ich habe drei Geschwister}}. Якщо їх у вас немає, ви {{ein Einzelkind}} (єдина дитина в сім’ї). Близнюки — {{die Zwillinge}}.',
    },
    { h2: 'Ширша родина' },
    {
      table: {
        caption: 'Дідусі й бабусі, тітки, дядьки, двоюрідні брати й сестри',
        head: ['Чоловічий рід', 'Жіночий рід', 'Множина / обидва'],
        rows: [
          ['{{der Großvater}} / {{der Opa}}', '{{die Großmutter}} / {{die Oma}}', '{{die Großeltern}}'],
          ['{{der Enkel}}', '{{die Enkelin}}', '{{die Enkelkinder}}'],
          ['{{der Onkel}}', '{{die Tante}}', '–'],
          ['{{der Cousin}}', '{{die Cousine}}', '–'],
          ['{{der Neffe}}', '{{die Nichte}}', '–'],
          ['{{der Urgroßvater}}', '{{die Urgroßmutter}}', '{{die Urgroßeltern}}'],
        ],
      },
    },
    {
      p: 'Усі родичі разом — {{die Verwandten}}: це прикметник у ролі іменника, тож він і змінюється як прикметник: {{ein Verwandter}}, {{eine Verwandte}}, {{mit meinen Verwandten}}. Зверніть увагу, що {{der Neffe}} належить до n-відміни: {{Ich besuche meinen Neffen}}.',
    },
    { h2: 'Родичі по шлюбу, нерідні й зведені' },
    {
      ul: [
        '**Schwieger-** позначає родичів по шлюбу: {{der Schwiegervater}} (свекор або тесть), {{die Schwiegermutter}} (свекруха або теща), {{die Schwiegereltern}}, {{der Schwiegersohn}} (зять), {{die Schwiegertochter}} (невістка).',
        'Для брата й сестри чоловіка чи дружини (а також для чоловіка сестри й дружини брата) є окремі слова: {{der Schwager}}, {{die Schwägerin}}.',
        '**Stief-** означає «віт-» чи «зведений»: {{der Stiefvater}} (вітчим), {{die Stiefmutter}} (мачуха), {{der Stiefbruder}}, {{die Stiefschwester}} (зведені брат і сестра).',
        '**Halb-** означає «єдинокровний» чи «єдиноутробний» (один спільний батько): {{der Halbbruder}}, {{die Halbschwester}}.',
      ],
    },
    { h2: 'Друг чи хлопець? Freund і Freundin' },
    {
      p: 'Це класична пастка. {{Mein Freund}} і {{meine Freundin}} зазвичай означають «мій хлопець» і «моя дівчина». Щоб було ясно, що йдеться про друга, кажіть {{ein Freund von mir}} або {{eine Freundin von mir}}, або {{ein guter Freund}} чи {{eine gute Freundin}}. Інші корисні слова:',
    },
    {
      ul: [
        '{{der Partner}}, {{die Partnerin}} — партнер, партнерка (нейтрально)',
        '{{der Lebensgefährte}}, {{die Lebensgefährtin}} — постійний партнер, супутник життя, часто коли живуть разом без шлюбу',
        '{{der Bekannte}}, {{die Bekannte}} — знайомий, знайома (субстантивований прикметник: {{ein Bekannter}})',
        '{{der Nachbar}}, {{die Nachbarin}} — сусід, сусідка',
        '{{der Kollege}}, {{die Kollegin}} — колега',
        '{{die Beziehung}} — стосунки; {{der Freundeskreis}} — коло друзів',
      ],
    },
    {
      examples: [
        { de: 'Das ist Tom, ein Freund von mir aus der Schule.', en: 'Це Том, мій друг зі школи.' },
        { de: 'Meine Freundin und ich wohnen seit einem Jahr zusammen.', en: 'Ми з моєю дівчиною живемо разом уже рік.' },
      ],
    },
    { h2: 'Сімейний стан в анкетах' },
    {
      p: 'Офіційні бланки запитують про ваш {{Familienstand}} (сімейний стан). Ви також побачите {{Familienname}} або {{Nachname}} (прізвище), {{Vorname}} (ім’я) і {{Geburtsname}} (прізвище при народженні, наприклад дівоче).',
    },
    {
      table: {
        caption: 'Сімейний стан (Familienstand)',
        head: ['Німецькою', 'Українською'],
        rows: [
          ['{{ledig}}', 'неодружений / незаміжня'],
          ['{{verheiratet}}', 'одружений / заміжня'],
          ['{{getrennt lebend}}', 'живе окремо (без розлучення)'],
          ['{{geschieden}}', 'розлучений / розлучена'],
          ['{{verwitwet}}', 'вдівець / вдова'],
        ],
      },
    },
    { h2: 'Події в житті' },
    {
      table: {
        caption: 'Дієслова й іменники для важливих моментів',
        head: ['Дієслово', 'Іменник', 'Українською'],
        rows: [
          ['{{geboren werden}}', '{{die Geburt}}', 'народитися, народження'],
          ['{{aufwachsen}}', '{{die Kindheit}}', 'виростати, дитинство'],
          ['{{sich verlieben}} (in + знах.)', '{{die Liebe}}', 'закохатися, кохання'],
          ['{{zusammenziehen}}', '–', 'з’їхатися, почати жити разом'],
          ['{{sich verloben}}', '{{die Verlobung}}', 'заручитися, заручини'],
          ['{{heiraten}}', '{{die Hochzeit}}', 'одружитися, весілля'],
          ['{{ein Kind bekommen}}', '{{die Schwangerschaft}}', 'народити дитину, вагітність'],
          ['{{sich trennen}}', '{{die Trennung}}', 'розійтися, розрив'],
          ['{{sich scheiden lassen}}', '{{die Scheidung}}', 'розлучитися, розлучення'],
          ['{{sterben}}', '{{der Tod}}', 'померти, смерть'],
        ],
      },
    },
    {
      examples: [
        { de: 'Ich bin in einem kleinen Dorf aufgewachsen.', en: 'Я виріс у маленькому селі.' },
        { de: 'Meine Eltern haben 1995 geheiratet.', en: 'Мої батьки побралися в 1995 році.' },
        { de: 'Wann bist du geboren? – Ich bin 2001 geboren.', en: 'Коли ти народився? – Я народився у 2001 році.' },
        { de: 'Sie hat sich in ihren Kollegen verliebt.', en: 'Вона закохалася у свого колегу.' },
      ],
    },
    {
      p: 'Обережно з {{heiraten}}: воно вимагає прямого додатка без прийменника — {{Er heiratet seine Freundin}} (він одружується зі своєю дівчиною). {{Ich bin verheiratet}} описує стан (я одружений / заміжня), а {{Wir haben geheiratet}} — подію (ми побралися).',
    },
    { h2: 'Потрібна граматика: присвійні слова й давальний відмінок' },
    {
      p: 'Назви членів родини майже завжди вживають із присвійним артиклем. Його закінчення залежить від роду й відмінка члена родини, а не від того, чий він.',
    },
    {
      table: {
        caption: 'mein зі словами про родину',
        head: ['Відмінок', 'Чоловічий рід', 'Жіночий рід', 'Множина'],
        rows: [
          ['Називний', '{{mein Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Знахідний', '{{meinen Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Давальний', '{{meinem Bruder}}', '{{meiner Schwester}}', '{{meinen Eltern}}'],
        ],
      },
    },
    {
      p: 'У розмові спорідненість часто передають через {{von}} + давальний: {{die Schwester von meiner Mutter}} (сестра моєї мами = моя тітка). З іменами вживають родовий на -s: {{Peters Frau}}, {{Annas Kinder}}.',
    },
    { h2: 'Розповідаємо про родину' },
    {
      examples: [
        { de: 'Hast du Geschwister? – Ja, einen Bruder und zwei Schwestern.', en: 'У тебе є брати чи сестри? – Так, один брат і дві сестри.' },
        { de: 'Nein, ich bin Einzelkind.', en: 'Ні, я єдина дитина в сім’ї.' },
        { de: 'Wie alt ist deine Schwester? – Sie ist 25.', en: 'Скільки років твоїй сестрі? – Двадцять п’ять.' },
        { de: 'Meine Großeltern wohnen auf dem Land. Ich besuche sie oft.', en: 'Мої дідусь і бабуся живуть у селі. Я часто їх відвідую.' },
        { de: 'Bist du verheiratet? – Nein, aber ich habe einen Partner.', en: 'Ти заміжня? – Ні, але в мене є партнер.' },
        { de: 'Mein Onkel ist der Bruder meiner Mutter.', en: 'Мій дядько — брат моєї мами.' },
      ],
    },
    {
      p: 'Щоб описати членів родини, поєднуйте ці слова з прикметниками: {{Mein Vater ist groß und ruhig. Meine Schwester ist sehr lustig, aber manchmal ungeduldig.}} Про закінчення ({{mein jüngerer Bruder}}, {{meine ältere Schwester}}) читайте в статті [Закінчення прикметників — просто](/articles/german-adjective-endings-made-simple).',
    },
    {
      tip: 'Намалюйте своє родовідне дерево й підпишіть його німецькою, з артиклями: {{der Opa}}, {{die Tante}}, {{der Cousin}}. Потім опишіть його вголос п’ятьма реченнями. Більше практики — у наших [списках слів](/words) і [розмовнику](/phrases).',
    },
  ],
};

export default translation;
