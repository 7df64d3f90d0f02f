import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-family-and-relationships-vocabulary',
  lang: 'be',
  body: [
    {
      p: 'Расказ пра сям’ю — адно з першага, што вы робіце на новай мове: на ўроку, на экзамене і кожны раз, калі з кімсьці знаёміцеся. У гэтым артыкуле — назвы членаў сям’і з артыклямі і формамі множнага ліку, лексіка пра адносіны і важныя падзеі ў жыцці, а таксама граматыка, патрэбная, каб усё гэта ўжываць: прыналежныя артыклі, давальны склон і некалькі карысных пытальных мадэляў.',
    },
    { h2: 'Самая блізкая сям’я' },
    {
      table: {
        caption: 'Бацькі, дзеці, браты і сёстры',
        head: ['Мужчынскі род', 'Жаночы род', 'Множны лік / абодва'],
        rows: [
          ['{{der Vater, die Väter}}', '{{die Mutter, die Mütter}}', '{{die Eltern}} (бацькі, толькі множны лік)'],
          ['{{der Sohn, die Söhne}}', '{{die Tochter, die Töchter}}', '{{das Kind, die Kinder}}'],
          ['{{der Bruder, die Brüder}}', '{{die Schwester, die Schwestern}}', '{{die Geschwister}} (браты і сёстры)'],
          ['{{der Ehemann}} / {{der Mann}}', '{{die Ehefrau}} / {{die Frau}}', '{{das Ehepaar}} (сужэнцы)'],
        ],
      },
    },
    {
      p: 'У штодзённай мове {{mein Mann}} і {{meine Frau}} азначаюць проста «мой муж» і «мая жонка»; {{Ehemann}} і {{Ehefrau}} гучаць больш афіцыйна. Дзеці кажуць {{Mama}} і {{Papa}}. {{Die Geschwister}} — звычайнае слова для братоў і сясцёр разам: {{Ich habe drei Geschwister}}. Калі іх у вас няма, вы {{ein Einzelkind}} (адзінае дзіця ў сям’і). Двайняты — {{die Zwillinge}}.',
    },
    { h2: 'Шырэйшая сям’я' },
    {
      table: {
        caption: 'Дзядулі і бабулі, цёткі, дзядзькі, дваюрадныя браты і сёстры',
        head: ['Мужчынскі род', 'Жаночы род', 'Множны лік / абодва'],
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
      p: 'Усе сваякі разам — {{die Verwandten}}: гэта прыметнік у ролі назоўніка, таму ён і змяняецца як прыметнік: {{ein Verwandter}}, {{eine Verwandte}}, {{mit meinen Verwandten}}. Звярніце ўвагу, што {{der Neffe}} належыць да n-скланення: {{Ich besuche meinen Neffen}}.',
    },
    { h2: 'Сваякі па шлюбе, няродныя і зводныя' },
    {
      ul: [
        '**Schwieger-** абазначае сваякоў па шлюбе: {{der Schwiegervater}} (свёкар або цесць), {{die Schwiegermutter}} (свякроў або цешча), {{die Schwiegereltern}}, {{der Schwiegersohn}} (зяць), {{die Schwiegertochter}} (нявестка).',
        'Для брата і сястры мужа ці жонкі (а таксама для мужа сястры і жонкі брата) ёсць асобныя словы: {{der Schwager}}, {{die Schwägerin}}.',
        '**Stief-** азначае «айчым, мачаха» і «зводны»: {{der Stiefvater}} (айчым), {{die Stiefmutter}} (мачаха), {{der Stiefbruder}}, {{die Stiefschwester}} (зводныя брат і сястра).',
        '**Halb-** азначае «адзінакроўны» ці «адзінаўтробны» (адзін агульны бацька): {{der Halbbruder}}, {{die Halbschwester}}.',
      ],
    },
    { h2: 'Сябар ці хлопец? Freund і Freundin' },
    {
      p: 'Гэта класічная пастка. {{Mein Freund}} і {{meine Freundin}} звычайна азначаюць «мой хлопец» і «мая дзяўчына». Каб было ясна, што гаворка пра сябра, кажыце {{ein Freund von mir}} або {{eine Freundin von mir}}, або {{ein guter Freund}} ці {{eine gute Freundin}}. Іншыя карысныя словы:',
    },
    {
      ul: [
        '{{der Partner}}, {{die Partnerin}} — партнёр, партнёрка (нейтральна)',
        '{{der Lebensgefährte}}, {{die Lebensgefährtin}} — сталы партнёр, спадарожнік жыцця, часта калі жывуць разам без шлюбу',
        '{{der Bekannte}}, {{die Bekannte}} — знаёмы, знаёмая (субстантываваны прыметнік: {{ein Bekannter}})',
        '{{der Nachbar}}, {{die Nachbarin}} — сусед, суседка',
        '{{der Kollege}}, {{die Kollegin}} — калега',
        '{{die Beziehung}} — адносіны; {{der Freundeskreis}} — кола сяброў',
      ],
    },
    {
      examples: [
        { de: 'Das ist Tom, ein Freund von mir aus der Schule.', en: 'Гэта Том, мой сябар са школы.' },
        { de: 'Meine Freundin und ich wohnen seit einem Jahr zusammen.', en: 'Мы з маёй дзяўчынай жывём разам ужо год.' },
      ],
    },
    { h2: 'Сямейнае становішча ў анкетах' },
    {
      p: 'Афіцыйныя бланкі пытаюцца пра ваш {{Familienstand}} (сямейнае становішча). Вы таксама ўбачыце {{Familienname}} або {{Nachname}} (прозвішча), {{Vorname}} (імя) і {{Geburtsname}} (прозвішча пры нараджэнні, напрыклад дзявочае).',
    },
    {
      table: {
        caption: 'Сямейнае становішча (Familienstand)',
        head: ['Па-нямецку', 'Па-беларуску'],
        rows: [
          ['{{ledig}}', 'нежанаты / незамужняя'],
          ['{{verheiratet}}', 'жанаты / замужняя'],
          ['{{getrennt lebend}}', 'жыве асобна (без разводу)'],
          ['{{geschieden}}', 'разведзены / разведзеная'],
          ['{{verwitwet}}', 'удавец / удава'],
        ],
      },
    },
    { h2: 'Падзеі ў жыцці' },
    {
      table: {
        caption: 'Дзеясловы і назоўнікі для важных момантаў',
        head: ['Дзеяслоў', 'Назоўнік', 'Па-беларуску'],
        rows: [
          ['{{geboren werden}}', '{{die Geburt}}', 'нарадзіцца, нараджэнне'],
          ['{{aufwachsen}}', '{{die Kindheit}}', 'вырастаць, дзяцінства'],
          ['{{sich verlieben}} (in + він.)', '{{die Liebe}}', 'закахацца, каханне'],
          ['{{zusammenziehen}}', '–', 'з’ехацца, пачаць жыць разам'],
          ['{{sich verloben}}', '{{die Verlobung}}', 'заручыцца, заручыны'],
          ['{{heiraten}}', '{{die Hochzeit}}', 'пажаніцца, вяселле'],
          ['{{ein Kind bekommen}}', '{{die Schwangerschaft}}', 'нарадзіць дзіця, цяжарнасць'],
          ['{{sich trennen}}', '{{die Trennung}}', 'разысціся, разрыў'],
          ['{{sich scheiden lassen}}', '{{die Scheidung}}', 'развесціся, развод'],
          ['{{sterben}}', '{{der Tod}}', 'памерці, смерць'],
        ],
      },
    },
    {
      examples: [
        { de: 'Ich bin in einem kleinen Dorf aufgewachsen.', en: 'Я вырас у маленькай вёсцы.' },
        { de: 'Meine Eltern haben 1995 geheiratet.', en: 'Мае бацькі пажаніліся ў 1995 годзе.' },
        { de: 'Wann bist du geboren? – Ich bin 2001 geboren.', en: 'Калі ты нарадзіўся? – Я нарадзіўся ў 2001 годзе.' },
        { de: 'Sie hat sich in ihren Kollegen verliebt.', en: 'Яна закахалася ў свайго калегу.' },
      ],
    },
    {
      p: 'Асцярожна з {{heiraten}}: ён патрабуе прамога дапаўнення без прыназоўніка — {{Er heiratet seine Freundin}} (ён жэніцца са сваёй дзяўчынай). {{Ich bin verheiratet}} апісвае стан (я жанаты / замужняя), а {{Wir haben geheiratet}} — падзею (мы пажаніліся).',
    },
    { h2: 'Патрэбная граматыка: прыналежныя словы і давальны склон' },
    {
      p: 'Назвы членаў сям’і амаль заўсёды ўжываюць з прыналежным артыклем. Яго канчатак залежыць ад роду і склону члена сям’і, а не ад таго, чый ён.',
    },
    {
      table: {
        caption: 'mein са словамі пра сям’ю',
        head: ['Склон', 'Мужчынскі род', 'Жаночы род', 'Множны лік'],
        rows: [
          ['Назоўны', '{{mein Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Вінавальны', '{{meinen Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Давальны', '{{meinem Bruder}}', '{{meiner Schwester}}', '{{meinen Eltern}}'],
        ],
      },
    },
    {
      p: 'У размове сваяцтва часта перадаюць праз {{von}} + давальны: {{die Schwester von meiner Mutter}} (сястра маёй мамы = мая цётка). З імёнамі ўжываюць родны склон на -s: {{Peters Frau}}, {{Annas Kinder}}.',
    },
    { h2: 'Расказваем пра сям’ю' },
    {
      examples: [
        { de: 'Hast du Geschwister? – Ja, einen Bruder und zwei Schwestern.', en: 'У цябе ёсць браты ці сёстры? – Так, адзін брат і дзве сястры.' },
        { de: 'Nein, ich bin Einzelkind.', en: 'Не, я адзінае дзіця ў сям’і.' },
        { de: 'Wie alt ist deine Schwester? – Sie ist 25.', en: 'Колькі гадоў тваёй сястры? – Дваццаць пяць.' },
        { de: 'Meine Großeltern wohnen auf dem Land. Ich besuche sie oft.', en: 'Мае дзядуля і бабуля жывуць у вёсцы. Я часта іх наведваю.' },
        { de: 'Bist du verheiratet? – Nein, aber ich habe einen Partner.', en: 'Ты замужам? – Не, але ў мяне ёсць партнёр.' },
        { de: 'Mein Onkel ist der Bruder meiner Mutter.', en: 'Мой дзядзька — брат маёй мамы.' },
      ],
    },
    {
      p: 'Каб апісаць членаў сям’і, спалучайце гэтыя словы з прыметнікамі: {{Mein Vater ist groß und ruhig. Meine Schwester ist sehr lustig, aber manchmal ungeduldig.}} Пра канчаткі ({{mein jüngerer Bruder}}, {{meine ältere Schwester}}) чытайце ў артыкуле [Канчаткі прыметнікаў — проста](/articles/german-adjective-endings-made-simple).',
    },
    {
      tip: 'Намалюйце сваё генеалагічнае дрэва і падпішыце яго па-нямецку, з артыклямі: {{der Opa}}, {{die Tante}}, {{der Cousin}}. Потым апішыце яго ўголас пяццю сказамі. Больш практыкі — у нашых [спісах слоў](/words) і [размоўніку](/phrases).',
    },
  ],
};

export default translation;
