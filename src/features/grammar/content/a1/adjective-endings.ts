import type { A1Topic } from '../types';

/* German table cells, the same on every rules page. */
const DEF_ROWS = [
  ['Nominativ', 'der neue Tisch', 'die neue Lampe', 'das neue Bett', 'die neuen Stühle'],
  ['Akkusativ', 'den neuen Tisch', 'die neue Lampe', 'das neue Bett', 'die neuen Stühle'],
];
const INDEF_ROWS = [
  ['Nominativ', 'ein neuer Tisch', 'eine neue Lampe', 'ein neues Bett', 'meine neuen Stühle'],
  ['Akkusativ', 'einen neuen Tisch', 'eine neue Lampe', 'ein neues Bett', 'meine neuen Stühle'],
];
const ZERO_ROWS = [
  ['Nominativ', 'heißer Tee', 'kalte Milch', 'frisches Brot', 'frische Eier'],
  ['Akkusativ', 'heißen Tee', 'kalte Milch', 'frisches Brot', 'frische Eier'],
];

const topic: A1Topic = {
  slug: 'adjective-endings',
  type: 'adjectives',
  title: {
    en: 'Adjective endings',
    ua: 'Закінчення прикметників',
    de: 'Adjektivendungen',
    ru: 'Окончания прилагательных',
    be: 'Канчаткі прыметнікаў',
    tr: 'Sıfat ekleri',
    pl: 'Końcówki przymiotników',
    es: 'Terminaciones de los adjetivos',
  },
  descr: {
    en: 'Learn the endings of adjectives before a noun after der, after ein and with no article.',
    ua: 'Вивчіть закінчення прикметників перед іменником після der, після ein і без артикля.',
    de: 'Lerne die Endungen von Adjektiven vor einem Nomen nach der, nach ein und ohne Artikel.',
    ru: 'Выучите окончания прилагательных перед существительным после der, после ein и без артикля.',
    be: 'Вывучыце канчаткі прыметнікаў перад назоўнікам пасля der, пасля ein і без артыкля.',
    tr: 'İsimden önce gelen sıfatların der ve ein sonrasındaki ve artikelsiz eklerini öğrenin.',
    pl: 'Poznaj końcówki przymiotników przed rzeczownikiem po der, po ein i bez rodzajnika.',
    es: 'Aprende las terminaciones de los adjetivos delante de un sustantivo después de der, después de ein y sin artículo.',
  },
  rules: {
    en: [
      {
        heading: 'When does an adjective get an ending?',
        paragraphs: [
          'After sein ("to be") the adjective keeps its base form and gets no ending: Der Tee ist heiß. Before a noun it always gets an ending: der heiße Tee.',
          'The ending depends on three things: the gender of the noun (masculine, feminine, neuter or plural), the case (at A1 the nominative and the accusative) and the word in front of the adjective: der/die/das, ein/eine or no article.',
        ],
        examples: [
          { de: 'Der Tee ist heiß.', tr: 'The tea is hot.' },
          { de: 'Ich trinke den heißen Tee.', tr: 'I am drinking the hot tea.' },
        ],
      },
      {
        heading: 'After der, die, das',
        paragraphs: [
          'After the definite article the ending is -e in the nominative singular and in the feminine and neuter accusative. The masculine accusative (den) and the plural always take -en.',
        ],
        table: {
          caption: 'Adjective endings after the definite article',
          head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
          rows: DEF_ROWS,
        },
        examples: [{ de: 'Das kleine Kind spielt im Garten.', tr: 'The small child is playing in the garden.' }],
      },
      {
        heading: 'After ein, eine, kein, mein',
        paragraphs: [
          'In the masculine nominative and in the neuter, ein has no ending. That is why the adjective shows the gender itself: ein neuer Tisch, ein neues Bett. Everywhere else the endings are the same as after der, die, das.',
          'There is no plural of ein. After kein, mein, dein and the other possessives the plural ending is -en: meine neuen Stühle.',
        ],
        table: {
          caption: 'Adjective endings after ein, eine and mein (plural)',
          head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
          rows: INDEF_ROWS,
        },
        examples: [{ de: 'Ich habe einen großen Hund.', tr: 'I have a big dog.' }],
      },
      {
        heading: 'With no article',
        paragraphs: [
          'When there is no article, the adjective takes over the ending of der, die, das: der → -er, die → -e, das → -es, den → -en. You often need this with food and drinks and with plural nouns.',
        ],
        table: {
          caption: 'Adjective endings with no article',
          head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
          rows: ZERO_ROWS,
        },
        examples: [{ de: 'Ich esse gern frisches Brot.', tr: 'I like eating fresh bread.' }],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'No ending after sein: Das Auto ist neu, not "Das Auto ist neues".',
          'The masculine accusative takes -en: Ich kaufe einen neuen Tisch, not "einen neuer Tisch".',
          'The neuter takes -es after ein, but only -e after das: ein kleines Haus, but das kleine Haus.',
        ],
        examples: [{ de: 'Wir kaufen ein kleines Haus.', tr: 'We are buying a small house.' }],
      },
    ],
    ua: [
      {
        heading: 'Коли прикметник має закінчення?',
        paragraphs: [
          'Після sein («бути») прикметник стоїть у початковій формі й не має закінчення: Der Tee ist heiß. Перед іменником він завжди отримує закінчення: der heiße Tee.',
          'Закінчення залежить від трьох речей: роду іменника (чоловічий, жіночий, середній або множина), відмінка (на рівні A1 — називний і знахідний) і слова перед прикметником: der/die/das, ein/eine або відсутність артикля.',
        ],
        examples: [
          { de: 'Der Tee ist heiß.', tr: 'Чай гарячий.' },
          { de: 'Ich trinke den heißen Tee.', tr: 'Я п’ю гарячий чай.' },
        ],
      },
      {
        heading: 'Після der, die, das',
        paragraphs: [
          'Після означеного артикля закінчення -e стоїть у називному відмінку однини, а також у знахідному відмінку жіночого й середнього роду. Знахідний відмінок чоловічого роду (den) і множина завжди мають -en.',
        ],
        table: {
          caption: 'Закінчення прикметників після означеного артикля',
          head: ['Відмінок', 'Чоловічий рід', 'Жіночий рід', 'Середній рід', 'Множина'],
          rows: DEF_ROWS,
        },
        examples: [{ de: 'Das kleine Kind spielt im Garten.', tr: 'Маленька дитина грається в саду.' }],
      },
      {
        heading: 'Після ein, eine, kein, mein',
        paragraphs: [
          'У називному відмінку чоловічого роду та в середньому роді ein не має закінчення. Тому рід показує сам прикметник: ein neuer Tisch, ein neues Bett. В усіх інших випадках закінчення такі самі, як після der, die, das.',
          'Множини від ein немає. Після kein, mein, dein та інших присвійних займенників у множині закінчення -en: meine neuen Stühle.',
        ],
        table: {
          caption: 'Закінчення прикметників після ein, eine та mein (множина)',
          head: ['Відмінок', 'Чоловічий рід', 'Жіночий рід', 'Середній рід', 'Множина'],
          rows: INDEF_ROWS,
        },
        examples: [{ de: 'Ich habe einen großen Hund.', tr: 'У мене великий собака.' }],
      },
      {
        heading: 'Без артикля',
        paragraphs: [
          'Якщо артикля немає, прикметник бере на себе закінчення der, die, das: der → -er, die → -e, das → -es, den → -en. Це часто потрібно з їжею та напоями і з іменниками в множині.',
        ],
        table: {
          caption: 'Закінчення прикметників без артикля',
          head: ['Відмінок', 'Чоловічий рід', 'Жіночий рід', 'Середній рід', 'Множина'],
          rows: ZERO_ROWS,
        },
        examples: [{ de: 'Ich esse gern frisches Brot.', tr: 'Я люблю їсти свіжий хліб.' }],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Після sein закінчення немає: Das Auto ist neu, а не «Das Auto ist neues».',
          'Знахідний відмінок чоловічого роду має -en: Ich kaufe einen neuen Tisch, а не «einen neuer Tisch».',
          'Середній рід після ein має -es, а після das — лише -e: ein kleines Haus, але das kleine Haus.',
        ],
        examples: [{ de: 'Wir kaufen ein kleines Haus.', tr: 'Ми купуємо маленький будинок.' }],
      },
    ],
    de: [
      {
        heading: 'Wann hat ein Adjektiv eine Endung?',
        paragraphs: [
          'Nach sein hat das Adjektiv keine Endung: Der Tee ist heiß. Vor einem Nomen hat es immer eine Endung: der heiße Tee.',
          'Die Endung hängt von drei Dingen ab: vom Genus des Nomens (maskulin, feminin, neutral oder Plural), vom Kasus (auf A1: Nominativ und Akkusativ) und vom Wort vor dem Adjektiv: der/die/das, ein/eine oder kein Artikel.',
        ],
        examples: [
          { de: 'Der Tee ist heiß.', tr: 'heiß steht nach sein: keine Endung' },
          { de: 'Ich trinke den heißen Tee.', tr: 'den + Adjektiv: Endung -en' },
        ],
      },
      {
        heading: 'Nach der, die, das',
        paragraphs: [
          'Nach dem bestimmten Artikel ist die Endung -e im Nominativ Singular und im Akkusativ bei feminin und neutral. Der Akkusativ maskulin (den) und der Plural haben immer -en.',
        ],
        table: {
          caption: 'Adjektivendungen nach dem bestimmten Artikel',
          head: ['Kasus', 'maskulin', 'feminin', 'neutral', 'Plural'],
          rows: DEF_ROWS,
        },
        examples: [{ de: 'Das kleine Kind spielt im Garten.', tr: 'das + Adjektiv: Endung -e' }],
      },
      {
        heading: 'Nach ein, eine, kein, mein',
        paragraphs: [
          'Im Nominativ maskulin und im Neutrum hat ein keine Endung. Darum zeigt das Adjektiv selbst das Genus: ein neuer Tisch, ein neues Bett. Sonst sind die Endungen wie nach der, die, das.',
          'Zu ein gibt es keinen Plural. Nach kein, mein, dein und den anderen Possessivartikeln ist die Endung im Plural -en: meine neuen Stühle.',
        ],
        table: {
          caption: 'Adjektivendungen nach ein, eine und mein (Plural)',
          head: ['Kasus', 'maskulin', 'feminin', 'neutral', 'Plural'],
          rows: INDEF_ROWS,
        },
        examples: [{ de: 'Ich habe einen großen Hund.', tr: 'einen + Adjektiv: Endung -en (maskulin, Akkusativ)' }],
      },
      {
        heading: 'Ohne Artikel',
        paragraphs: [
          'Ohne Artikel übernimmt das Adjektiv die Endung von der, die, das: der → -er, die → -e, das → -es, den → -en. Das brauchst du oft bei Essen und Getränken und bei Nomen im Plural.',
        ],
        table: {
          caption: 'Adjektivendungen ohne Artikel',
          head: ['Kasus', 'maskulin', 'feminin', 'neutral', 'Plural'],
          rows: ZERO_ROWS,
        },
        examples: [{ de: 'Ich esse gern frisches Brot.', tr: 'ohne Artikel, neutral: Endung -es wie bei das' }],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Nach sein keine Endung: Das Auto ist neu, nicht „Das Auto ist neues“.',
          'Der Akkusativ maskulin hat -en: Ich kaufe einen neuen Tisch, nicht „einen neuer Tisch“.',
          'Das Neutrum hat nach ein die Endung -es, nach das nur -e: ein kleines Haus, aber das kleine Haus.',
        ],
        examples: [{ de: 'Wir kaufen ein kleines Haus.', tr: 'ein + Adjektiv, neutral: Endung -es' }],
      },
    ],
    ru: [
      {
        heading: 'Когда у прилагательного есть окончание?',
        paragraphs: [
          'После sein («быть») прилагательное стоит в начальной форме и не имеет окончания: Der Tee ist heiß. Перед существительным у него всегда есть окончание: der heiße Tee.',
          'Окончание зависит от трёх вещей: рода существительного (мужской, женский, средний или множественное число), падежа (на уровне A1 — именительный и винительный) и слова перед прилагательным: der/die/das, ein/eine или отсутствие артикля.',
        ],
        examples: [
          { de: 'Der Tee ist heiß.', tr: 'Чай горячий.' },
          { de: 'Ich trinke den heißen Tee.', tr: 'Я пью горячий чай.' },
        ],
      },
      {
        heading: 'После der, die, das',
        paragraphs: [
          'После определённого артикля окончание -e стоит в именительном падеже единственного числа, а также в винительном падеже женского и среднего рода. Винительный падеж мужского рода (den) и множественное число всегда имеют -en.',
        ],
        table: {
          caption: 'Окончания прилагательных после определённого артикля',
          head: ['Падеж', 'Мужской род', 'Женский род', 'Средний род', 'Множественное число'],
          rows: DEF_ROWS,
        },
        examples: [{ de: 'Das kleine Kind spielt im Garten.', tr: 'Маленький ребёнок играет в саду.' }],
      },
      {
        heading: 'После ein, eine, kein, mein',
        paragraphs: [
          'В именительном падеже мужского рода и в среднем роде у ein нет окончания. Поэтому род показывает само прилагательное: ein neuer Tisch, ein neues Bett. Во всех остальных случаях окончания такие же, как после der, die, das.',
          'У ein нет множественного числа. После kein, mein, dein и других притяжательных местоимений во множественном числе окончание -en: meine neuen Stühle.',
        ],
        table: {
          caption: 'Окончания прилагательных после ein, eine и mein (множественное число)',
          head: ['Падеж', 'Мужской род', 'Женский род', 'Средний род', 'Множественное число'],
          rows: INDEF_ROWS,
        },
        examples: [{ de: 'Ich habe einen großen Hund.', tr: 'У меня большая собака.' }],
      },
      {
        heading: 'Без артикля',
        paragraphs: [
          'Если артикля нет, прилагательное берёт на себя окончание der, die, das: der → -er, die → -e, das → -es, den → -en. Это часто нужно с едой и напитками и с существительными во множественном числе.',
        ],
        table: {
          caption: 'Окончания прилагательных без артикля',
          head: ['Падеж', 'Мужской род', 'Женский род', 'Средний род', 'Множественное число'],
          rows: ZERO_ROWS,
        },
        examples: [{ de: 'Ich esse gern frisches Brot.', tr: 'Я люблю есть свежий хлеб.' }],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'После sein окончания нет: Das Auto ist neu, а не «Das Auto ist neues».',
          'Винительный падеж мужского рода имеет -en: Ich kaufe einen neuen Tisch, а не «einen neuer Tisch».',
          'Средний род после ein имеет -es, а после das — только -e: ein kleines Haus, но das kleine Haus.',
        ],
        examples: [{ de: 'Wir kaufen ein kleines Haus.', tr: 'Мы покупаем маленький дом.' }],
      },
    ],
    be: [
      {
        heading: 'Калі ў прыметніка ёсць канчатак?',
        paragraphs: [
          'Пасля sein («быць») прыметнік стаіць у пачатковай форме і не мае канчатка: Der Tee ist heiß. Перад назоўнікам ён заўсёды мае канчатак: der heiße Tee.',
          'Канчатак залежыць ад трох рэчаў: роду назоўніка (мужчынскі, жаночы, ніякі або множны лік), склону (на ўзроўні A1 — назоўны і вінавальны) і слова перад прыметнікам: der/die/das, ein/eine або адсутнасць артыкля.',
        ],
        examples: [
          { de: 'Der Tee ist heiß.', tr: 'Гарбата гарачая.' },
          { de: 'Ich trinke den heißen Tee.', tr: 'Я п’ю гарачую гарбату.' },
        ],
      },
      {
        heading: 'Пасля der, die, das',
        paragraphs: [
          'Пасля азначальнага артыкля канчатак -e стаіць у назоўным склоне адзіночнага ліку, а таксама ў вінавальным склоне жаночага і ніякага роду. Вінавальны склон мужчынскага роду (den) і множны лік заўсёды маюць -en.',
        ],
        table: {
          caption: 'Канчаткі прыметнікаў пасля азначальнага артыкля',
          head: ['Склон', 'Мужчынскі род', 'Жаночы род', 'Ніякі род', 'Множны лік'],
          rows: DEF_ROWS,
        },
        examples: [{ de: 'Das kleine Kind spielt im Garten.', tr: 'Маленькае дзіця гуляе ў садзе.' }],
      },
      {
        heading: 'Пасля ein, eine, kein, mein',
        paragraphs: [
          'У назоўным склоне мужчынскага роду і ў ніякім родзе ein не мае канчатка. Таму род паказвае сам прыметнік: ein neuer Tisch, ein neues Bett. Ва ўсіх астатніх выпадках канчаткі такія ж, як пасля der, die, das.',
          'Множнага ліку ад ein няма. Пасля kein, mein, dein і іншых прыналежных займеннікаў у множным ліку канчатак -en: meine neuen Stühle.',
        ],
        table: {
          caption: 'Канчаткі прыметнікаў пасля ein, eine і mein (множны лік)',
          head: ['Склон', 'Мужчынскі род', 'Жаночы род', 'Ніякі род', 'Множны лік'],
          rows: INDEF_ROWS,
        },
        examples: [{ de: 'Ich habe einen großen Hund.', tr: 'У мяне вялікі сабака.' }],
      },
      {
        heading: 'Без артыкля',
        paragraphs: [
          'Калі артыкля няма, прыметнік бярэ на сябе канчатак der, die, das: der → -er, die → -e, das → -es, den → -en. Гэта часта патрэбна з ежай і напоямі і з назоўнікамі ў множным ліку.',
        ],
        table: {
          caption: 'Канчаткі прыметнікаў без артыкля',
          head: ['Склон', 'Мужчынскі род', 'Жаночы род', 'Ніякі род', 'Множны лік'],
          rows: ZERO_ROWS,
        },
        examples: [{ de: 'Ich esse gern frisches Brot.', tr: 'Я люблю есці свежы хлеб.' }],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Пасля sein канчатка няма: Das Auto ist neu, а не «Das Auto ist neues».',
          'Вінавальны склон мужчынскага роду мае -en: Ich kaufe einen neuen Tisch, а не «einen neuer Tisch».',
          'Ніякі род пасля ein мае -es, а пасля das — толькі -e: ein kleines Haus, але das kleine Haus.',
        ],
        examples: [{ de: 'Wir kaufen ein kleines Haus.', tr: 'Мы купляем маленькі дом.' }],
      },
    ],
    tr: [
      {
        heading: 'Sıfat ne zaman ek alır?',
        paragraphs: [
          'sein ("olmak") fiilinden sonra sıfat yalın biçimde kalır ve ek almaz: Der Tee ist heiß. İsimden önce ise her zaman bir ek alır: der heiße Tee.',
          'Ek üç şeye bağlıdır: ismin cinsiyetine (eril, dişil, nötr veya çoğul), hâle (A1 seviyesinde yalın hâl ve belirtme hâli) ve sıfattan önceki kelimeye: der/die/das, ein/eine ya da artikel yok.',
        ],
        examples: [
          { de: 'Der Tee ist heiß.', tr: 'Çay sıcak.' },
          { de: 'Ich trinke den heißen Tee.', tr: 'Sıcak çayı içiyorum.' },
        ],
      },
      {
        heading: 'der, die, das sonrası',
        paragraphs: [
          'Belirli artikelden sonra ek, tekil yalın hâlde ve dişil ile nötr isimlerin belirtme hâlinde -e olur. Eril belirtme hâli (den) ve çoğul her zaman -en alır.',
        ],
        table: {
          caption: 'Belirli artikelden sonra sıfat ekleri',
          head: ['Hâl', 'Eril', 'Dişil', 'Nötr', 'Çoğul'],
          rows: DEF_ROWS,
        },
        examples: [{ de: 'Das kleine Kind spielt im Garten.', tr: 'Küçük çocuk bahçede oynuyor.' }],
      },
      {
        heading: 'ein, eine, kein, mein sonrası',
        paragraphs: [
          'Eril yalın hâlde ve nötr isimlerde ein ek almaz. Bu yüzden cinsiyeti sıfatın kendisi gösterir: ein neuer Tisch, ein neues Bett. Diğer bütün durumlarda ekler der, die, das sonrasındakiyle aynıdır.',
          'ein kelimesinin çoğulu yoktur. kein, mein, dein ve diğer iyelik sözcüklerinden sonra çoğulda ek -en olur: meine neuen Stühle.',
        ],
        table: {
          caption: 'ein, eine ve mein (çoğul) sonrası sıfat ekleri',
          head: ['Hâl', 'Eril', 'Dişil', 'Nötr', 'Çoğul'],
          rows: INDEF_ROWS,
        },
        examples: [{ de: 'Ich habe einen großen Hund.', tr: 'Büyük bir köpeğim var.' }],
      },
      {
        heading: 'Artikelsiz',
        paragraphs: [
          'Artikel yoksa sıfat, der, die, das artikellerinin ekini üstlenir: der → -er, die → -e, das → -es, den → -en. Bu, özellikle yiyecek ve içeceklerle ve çoğul isimlerle sık gerekir.',
        ],
        table: {
          caption: 'Artikelsiz sıfat ekleri',
          head: ['Hâl', 'Eril', 'Dişil', 'Nötr', 'Çoğul'],
          rows: ZERO_ROWS,
        },
        examples: [{ de: 'Ich esse gern frisches Brot.', tr: 'Taze ekmek yemeyi severim.' }],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'sein fiilinden sonra ek yoktur: Das Auto ist neu, "Das Auto ist neues" değil.',
          'Eril belirtme hâli -en alır: Ich kaufe einen neuen Tisch, "einen neuer Tisch" değil.',
          'Nötr isimlerde ein sonrası -es, das sonrası yalnızca -e gelir: ein kleines Haus, ama das kleine Haus.',
        ],
        examples: [{ de: 'Wir kaufen ein kleines Haus.', tr: 'Küçük bir ev satın alıyoruz.' }],
      },
    ],
    pl: [
      {
        heading: 'Kiedy przymiotnik ma końcówkę?',
        paragraphs: [
          'Po sein („być”) przymiotnik ma formę podstawową i nie ma końcówki: Der Tee ist heiß. Przed rzeczownikiem zawsze dostaje końcówkę: der heiße Tee.',
          'Końcówka zależy od trzech rzeczy: rodzaju rzeczownika (męski, żeński, nijaki lub liczba mnoga), przypadku (na poziomie A1 mianownik i biernik) oraz słowa przed przymiotnikiem: der/die/das, ein/eine lub brak rodzajnika.',
        ],
        examples: [
          { de: 'Der Tee ist heiß.', tr: 'Herbata jest gorąca.' },
          { de: 'Ich trinke den heißen Tee.', tr: 'Piję gorącą herbatę.' },
        ],
      },
      {
        heading: 'Po der, die, das',
        paragraphs: [
          'Po rodzajniku określonym końcówka -e występuje w mianowniku liczby pojedynczej oraz w bierniku rodzaju żeńskiego i nijakiego. Biernik rodzaju męskiego (den) i liczba mnoga zawsze mają -en.',
        ],
        table: {
          caption: 'Końcówki przymiotników po rodzajniku określonym',
          head: ['Przypadek', 'Rodzaj męski', 'Rodzaj żeński', 'Rodzaj nijaki', 'Liczba mnoga'],
          rows: DEF_ROWS,
        },
        examples: [{ de: 'Das kleine Kind spielt im Garten.', tr: 'Małe dziecko bawi się w ogrodzie.' }],
      },
      {
        heading: 'Po ein, eine, kein, mein',
        paragraphs: [
          'W mianowniku rodzaju męskiego i w rodzaju nijakim ein nie ma końcówki. Dlatego rodzaj pokazuje sam przymiotnik: ein neuer Tisch, ein neues Bett. We wszystkich innych przypadkach końcówki są takie same jak po der, die, das.',
          'ein nie ma liczby mnogiej. Po kein, mein, dein i innych zaimkach dzierżawczych w liczbie mnogiej końcówka to -en: meine neuen Stühle.',
        ],
        table: {
          caption: 'Końcówki przymiotników po ein, eine i mein (liczba mnoga)',
          head: ['Przypadek', 'Rodzaj męski', 'Rodzaj żeński', 'Rodzaj nijaki', 'Liczba mnoga'],
          rows: INDEF_ROWS,
        },
        examples: [{ de: 'Ich habe einen großen Hund.', tr: 'Mam dużego psa.' }],
      },
      {
        heading: 'Bez rodzajnika',
        paragraphs: [
          'Gdy nie ma rodzajnika, przymiotnik przejmuje końcówkę der, die, das: der → -er, die → -e, das → -es, den → -en. Często potrzebujesz tego przy jedzeniu i napojach oraz przy rzeczownikach w liczbie mnogiej.',
        ],
        table: {
          caption: 'Końcówki przymiotników bez rodzajnika',
          head: ['Przypadek', 'Rodzaj męski', 'Rodzaj żeński', 'Rodzaj nijaki', 'Liczba mnoga'],
          rows: ZERO_ROWS,
        },
        examples: [{ de: 'Ich esse gern frisches Brot.', tr: 'Lubię jeść świeży chleb.' }],
      },
      {
        heading: 'Częste błędy',
        paragraphs: [
          'Po sein nie ma końcówki: Das Auto ist neu, a nie „Das Auto ist neues”.',
          'Biernik rodzaju męskiego ma -en: Ich kaufe einen neuen Tisch, a nie „einen neuer Tisch”.',
          'Rodzaj nijaki ma po ein końcówkę -es, a po das tylko -e: ein kleines Haus, ale das kleine Haus.',
        ],
        examples: [{ de: 'Wir kaufen ein kleines Haus.', tr: 'Kupujemy mały dom.' }],
      },
    ],
    es: [
      {
        heading: '¿Cuándo lleva terminación el adjetivo?',
        paragraphs: [
          'Después de sein («ser, estar») el adjetivo queda en su forma básica, sin terminación: Der Tee ist heiß. Delante de un sustantivo siempre lleva terminación: der heiße Tee.',
          'La terminación depende de tres cosas: el género del sustantivo (masculino, femenino, neutro o plural), el caso (en A1, nominativo y acusativo) y la palabra que va delante del adjetivo: der/die/das, ein/eine o ningún artículo.',
        ],
        examples: [
          { de: 'Der Tee ist heiß.', tr: 'El té está caliente.' },
          { de: 'Ich trinke den heißen Tee.', tr: 'Me bebo el té caliente.' },
        ],
      },
      {
        heading: 'Después de der, die, das',
        paragraphs: [
          'Después del artículo determinado la terminación es -e en el nominativo singular y en el acusativo femenino y neutro. El acusativo masculino (den) y el plural siempre llevan -en.',
        ],
        table: {
          caption: 'Terminaciones del adjetivo después del artículo determinado',
          head: ['Caso', 'Masculino', 'Femenino', 'Neutro', 'Plural'],
          rows: DEF_ROWS,
        },
        examples: [{ de: 'Das kleine Kind spielt im Garten.', tr: 'El niño pequeño juega en el jardín.' }],
      },
      {
        heading: 'Después de ein, eine, kein, mein',
        paragraphs: [
          'En el nominativo masculino y en el neutro, ein no tiene terminación. Por eso es el propio adjetivo el que muestra el género: ein neuer Tisch, ein neues Bett. En todos los demás casos las terminaciones son las mismas que después de der, die, das.',
          'ein no tiene plural. Después de kein, mein, dein y los demás posesivos, el plural lleva -en: meine neuen Stühle.',
        ],
        table: {
          caption: 'Terminaciones del adjetivo después de ein, eine y mein (plural)',
          head: ['Caso', 'Masculino', 'Femenino', 'Neutro', 'Plural'],
          rows: INDEF_ROWS,
        },
        examples: [{ de: 'Ich habe einen großen Hund.', tr: 'Tengo un perro grande.' }],
      },
      {
        heading: 'Sin artículo',
        paragraphs: [
          'Si no hay artículo, el adjetivo toma la terminación de der, die, das: der → -er, die → -e, das → -es, den → -en. Lo necesitas a menudo con comidas y bebidas y con sustantivos en plural.',
        ],
        table: {
          caption: 'Terminaciones del adjetivo sin artículo',
          head: ['Caso', 'Masculino', 'Femenino', 'Neutro', 'Plural'],
          rows: ZERO_ROWS,
        },
        examples: [{ de: 'Ich esse gern frisches Brot.', tr: 'Me gusta comer pan fresco.' }],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'Después de sein no hay terminación: Das Auto ist neu, no «Das Auto ist neues».',
          'El acusativo masculino lleva -en: Ich kaufe einen neuen Tisch, no «einen neuer Tisch».',
          'El neutro lleva -es después de ein y solo -e después de das: ein kleines Haus, pero das kleine Haus.',
        ],
        examples: [{ de: 'Wir kaufen ein kleines Haus.', tr: 'Compramos una casa pequeña.' }],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Der - neue - Lehrer - ist - nett.', hide: ['neue'], formEn: 'The new teacher is nice.', tr: { ua: 'Новий учитель приємний.', de: 'Der Lehrer ist erst seit heute hier und sehr freundlich. (neu, nett)', ru: 'Новый учитель приятный.', be: 'Новы настаўнік прыемны.', tr: 'Yeni öğretmen cana yakın.', pl: 'Nowy nauczyciel jest miły.', es: 'El nuevo profesor es simpático.' }, correct: false },
      { formDe: 'Die - kleine - Katze - schläft.', hide: ['kleine'], formEn: 'The little cat is sleeping.', tr: { ua: 'Маленька кішка спить.', de: 'Die Katze ist nicht groß. Sie liegt und träumt. (klein, schlafen)', ru: 'Маленькая кошка спит.', be: 'Маленькая котка спіць.', tr: 'Küçük kedi uyuyor.', pl: 'Mała kotka śpi.', es: 'El gato pequeño está durmiendo.' }, correct: false },
      { formDe: 'Das - alte - Haus - ist - groß.', hide: ['alte'], formEn: 'The old house is big.', tr: { ua: 'Старий будинок великий.', de: 'Das Haus ist nicht neu, und es hat viele Zimmer. (alt, groß)', ru: 'Старый дом большой.', be: 'Стары дом вялікі.', tr: 'Eski ev büyük.', pl: 'Stary dom jest duży.', es: 'La casa vieja es grande.' }, correct: false },
      { formDe: 'Die - neuen - Schuhe - sind - teuer.', hide: ['neuen'], formEn: 'The new shoes are expensive.', tr: { ua: 'Нові туфлі дорогі.', de: 'Die Schuhe kommen frisch aus dem Geschäft und kosten viel. (neu, teuer)', ru: 'Новые туфли дорогие.', be: 'Новыя туфлі дарагія.', tr: 'Yeni ayakkabılar pahalı.', pl: 'Nowe buty są drogie.', es: 'Los zapatos nuevos son caros.' }, correct: false },
      { formDe: 'Ich - kaufe - den - roten - Pullover.', hide: ['roten'], formEn: 'I am buying the red sweater.', tr: { ua: 'Я купую червоний светр.', de: 'Ich nehme im Geschäft den Pullover in Rot. (kaufen, rot)', ru: 'Я покупаю красный свитер.', be: 'Я купляю чырвоны світар.', tr: 'Kırmızı kazağı alıyorum.', pl: 'Kupuję czerwony sweter.', es: 'Estoy comprando el jersey rojo.' }, correct: false },
      { formDe: 'Wir - besuchen - die - große - Stadt.', hide: ['große'], formEn: 'We are visiting the big city.', tr: { ua: 'Ми відвідуємо велике місто.', de: 'Unsere Reise geht in eine Stadt mit vielen Menschen. (besuchen, groß)', ru: 'Мы посещаем большой город.', be: 'Мы наведваем вялікі горад.', tr: 'Büyük şehri ziyaret ediyoruz.', pl: 'Zwiedzamy duże miasto.', es: 'Visitamos la gran ciudad.' }, correct: false },
      { formDe: 'Er - liest - das - neue - Buch.', hide: ['neue'], formEn: 'He is reading the new book.', tr: { ua: 'Він читає нову книжку.', de: 'Das Buch ist ganz frisch im Laden. Er liest es. (neu)', ru: 'Он читает новую книгу.', be: 'Ён чытае новую кнігу.', tr: 'Yeni kitabı okuyor.', pl: 'On czyta nową książkę.', es: 'Él está leyendo el libro nuevo.' }, correct: false },
      { formDe: 'Ich - sehe - die - kleinen - Kinder.', hide: ['kleinen'], formEn: 'I see the little children.', tr: { ua: 'Я бачу маленьких дітей.', de: 'Die Kinder sind noch nicht groß. Ich sehe sie. (klein)', ru: 'Я вижу маленьких детей.', be: 'Я бачу маленькіх дзяцей.', tr: 'Küçük çocukları görüyorum.', pl: 'Widzę małe dzieci.', es: 'Veo a los niños pequeños.' }, correct: false },
      { formDe: 'Das - ist - ein - guter - Film.', hide: ['guter'], formEn: 'That is a good film.', tr: { ua: 'Це добрий фільм.', de: 'Der Film gefällt mir sehr. (gut)', ru: 'Это хороший фильм.', be: 'Гэта добры фільм.', tr: 'Bu iyi bir film.', pl: 'To dobry film.', es: 'Es una buena película.' }, correct: false },
      { formDe: 'Hier - ist - eine - schöne - Wohnung.', hide: ['schöne'], formEn: 'Here is a nice flat.', tr: { ua: 'Ось гарна квартира.', de: 'Schau mal, diese Wohnung gefällt mir! (schön)', ru: 'Вот красивая квартира.', be: 'Вось прыгожая кватэра.', tr: 'İşte güzel bir daire.', pl: 'Oto ładne mieszkanie.', es: 'Aquí hay un piso bonito.' }, correct: false },
      { formDe: 'Das - ist - ein - kleines - Problem.', hide: ['kleines'], formEn: 'That is a small problem.', tr: { ua: 'Це невелика проблема.', de: 'Das Problem ist nicht groß. (klein)', ru: 'Это небольшая проблема.', be: 'Гэта невялікая праблема.', tr: 'Bu küçük bir sorun.', pl: 'To mały problem.', es: 'Es un pequeño problema.' }, correct: false },
      { formDe: 'Meine - neuen - Freunde - kommen - heute.', hide: ['neuen'], formEn: 'My new friends are coming today.', tr: { ua: 'Мої нові друзі приходять сьогодні.', de: 'Ich kenne diese Freunde erst seit Kurzem. Sie besuchen mich heute. (neu, kommen)', ru: 'Мои новые друзья приходят сегодня.', be: 'Мае новыя сябры прыходзяць сёння.', tr: 'Yeni arkadaşlarım bugün geliyor.', pl: 'Moi nowi przyjaciele przychodzą dzisiaj.', es: 'Mis nuevos amigos vienen hoy.' }, correct: false },
      { formDe: 'Ich - habe - einen - großen - Bruder.', hide: ['großen'], formEn: 'I have a big brother.', tr: { ua: 'У мене є старший брат.', de: 'Mein Bruder ist älter als ich. (groß)', ru: 'У меня есть старший брат.', be: 'У мяне ёсць старэйшы брат.', tr: 'Bir ağabeyim var.', pl: 'Mam starszego brata.', es: 'Tengo un hermano mayor.' }, correct: false },
      { formDe: 'Sie - kauft - eine - warme - Jacke.', hide: ['warme'], formEn: 'She is buying a warm jacket.', tr: { ua: 'Вона купує теплу куртку.', de: 'Ihr ist kalt. Sie braucht eine Jacke für den Winter. (kaufen, warm)', ru: 'Она покупает тёплую куртку.', be: 'Яна купляе цёплую куртку.', tr: 'Sıcak tutan bir mont alıyor.', pl: 'Ona kupuje ciepłą kurtkę.', es: 'Ella está comprando una chaqueta abrigada.' }, correct: false },
      { formDe: 'Wir - haben - ein - neues - Auto.', hide: ['neues'], formEn: 'We have a new car.', tr: { ua: 'У нас нова машина.', de: 'Unser Auto ist erst eine Woche alt. (neu)', ru: 'У нас новая машина.', be: 'У нас новая машына.', tr: 'Yeni bir arabamız var.', pl: 'Mamy nowy samochód.', es: 'Tenemos un coche nuevo.' }, correct: false },
      { formDe: 'Er - hat - keinen - freien - Tag.', hide: ['freien'], formEn: 'He has no day off.', tr: { ua: 'У нього немає вихідного.', de: 'Er muss jeden Tag arbeiten. (frei)', ru: 'У него нет выходного.', be: 'У яго няма выхаднога.', tr: 'Hiç izin günü yok.', pl: 'On nie ma wolnego dnia.', es: 'No tiene ningún día libre.' }, correct: false },
      { formDe: 'Ich - suche - meine - alten - Bücher.', hide: ['alten'], formEn: 'I am looking for my old books.', tr: { ua: 'Я шукаю свої старі книжки.', de: 'Wo sind meine Bücher von früher? (suchen, alt)', ru: 'Я ищу свои старые книги.', be: 'Я шукаю свае старыя кнігі.', tr: 'Eski kitaplarımı arıyorum.', pl: 'Szukam swoich starych książek.', es: 'Busco mis libros viejos.' }, correct: false },
      { formDe: 'Heißer - Kaffee - schmeckt - gut.', hide: ['Heißer'], formEn: 'Hot coffee tastes good.', tr: { ua: 'Гаряча кава смачна.', de: 'Kaffee direkt aus der Maschine ist lecker. (heiß)', ru: 'Горячий кофе вкусный.', be: 'Гарачая кава смачная.', tr: 'Sıcak kahvenin tadı güzel.', pl: 'Gorąca kawa dobrze smakuje.', es: 'El café caliente sabe bien.' }, correct: false },
      { formDe: 'Kalte - Milch - schmeckt - mir - nicht.', hide: ['Kalte'], formEn: 'I do not like cold milk.', tr: { ua: 'Мені не смакує холодне молоко.', de: 'Milch aus dem Kühlschrank mag ich nicht. (kalt)', ru: 'Мне не нравится холодное молоко.', be: 'Мне не падабаецца халоднае малако.', tr: 'Soğuk sütü sevmem.', pl: 'Zimne mleko mi nie smakuje.', es: 'No me gusta la leche fría.' }, correct: false },
      { formDe: 'Frisches - Obst - ist - gesund.', hide: ['Frisches'], formEn: 'Fresh fruit is healthy.', tr: { ua: 'Свіжі фрукти корисні.', de: 'Obst direkt vom Markt ist gut für den Körper. (frisch)', ru: 'Свежие фрукты полезны.', be: 'Свежая садавіна карысная.', tr: 'Taze meyve sağlıklıdır.', pl: 'Świeże owoce są zdrowe.', es: 'La fruta fresca es sana.' }, correct: false },
      { formDe: 'Ich - esse - frisches - Brot.', hide: ['frisches'], formEn: 'I am eating fresh bread.', tr: { ua: 'Я їм свіжий хліб.', de: 'Das Brot kommt gerade vom Bäcker, und ich esse es. (frisch)', ru: 'Я ем свежий хлеб.', be: 'Я ем свежы хлеб.', tr: 'Taze ekmek yiyorum.', pl: 'Jem świeży chleb.', es: 'Estoy comiendo pan fresco.' }, correct: false },
      { formDe: 'Er - trinkt - schwarzen - Tee.', hide: ['schwarzen'], formEn: 'He drinks black tea.', tr: { ua: 'Він п’є чорний чай.', de: 'Sein Tee ist nicht grün. (trinken, schwarz)', ru: 'Он пьёт чёрный чай.', be: 'Ён п’е чорную гарбату.', tr: 'Siyah çay içiyor.', pl: 'On pije czarną herbatę.', es: 'Él bebe té negro.' }, correct: false },
      { formDe: 'Wir - kaufen - frische - Eier.', hide: ['frische'], formEn: 'We are buying fresh eggs.', tr: { ua: 'Ми купуємо свіжі яйця.', de: 'Im Laden nehmen wir Eier von heute. (kaufen, frisch)', ru: 'Мы покупаем свежие яйца.', be: 'Мы купляем свежыя яйкі.', tr: 'Taze yumurta alıyoruz.', pl: 'Kupujemy świeże jajka.', es: 'Compramos huevos frescos.' }, correct: false },
      { formDe: 'Sie - trinkt - gern - kaltes - Wasser.', hide: ['kaltes'], formEn: 'She likes drinking cold water.', tr: { ua: 'Вона любить пити холодну воду.', de: 'Ihr Lieblingsgetränk: Wasser aus dem Kühlschrank. (gern, kalt)', ru: 'Она любит пить холодную воду.', be: 'Яна любіць піць халодную ваду.', tr: 'Soğuk su içmeyi sever.', pl: 'Ona lubi pić zimną wodę.', es: 'A ella le gusta beber agua fría.' }, correct: false },
      { formDe: 'Ich - trage - heute - das - blaue - Kleid.', hide: ['blaue'], formEn: 'I am wearing the blue dress today.', tr: { ua: 'Сьогодні я вдягаю синю сукню.', de: 'Heute ziehe ich das Kleid in der Farbe vom Himmel an. (tragen, blau)', ru: 'Сегодня я надеваю синее платье.', be: 'Сёння я апранаю сінюю сукенку.', tr: 'Bugün mavi elbiseyi giyiyorum.', pl: 'Dzisiaj noszę niebieską sukienkę.', es: 'Hoy llevo el vestido azul.' }, correct: false },
      { formDe: 'Er - hat - eine - neue - Freundin.', hide: ['neue'], formEn: 'He has a new girlfriend.', tr: { ua: 'У нього нова дівчина.', de: 'Seit einer Woche ist er wieder verliebt. (haben, neu)', ru: 'У него новая девушка.', be: 'У яго новая дзяўчына.', tr: 'Yeni bir kız arkadaşı var.', pl: 'On ma nową dziewczynę.', es: 'Tiene una novia nueva.' }, correct: false },
      { formDe: 'Der - alte - Mann - wohnt - allein.', hide: ['alte'], formEn: 'The old man lives alone.', tr: { ua: 'Старий чоловік живе сам.', de: 'Der Herr ist schon 90 Jahre und hat keine Familie im Haus. (alt, wohnen)', ru: 'Старик живёт один.', be: 'Стары мужчына жыве адзін.', tr: 'Yaşlı adam yalnız yaşıyor.', pl: 'Stary mężczyzna mieszka sam.', es: 'El hombre mayor vive solo.' }, correct: false },
      { formDe: 'Ich - möchte - einen - kleinen - Salat.', hide: ['kleinen'], formEn: 'I would like a small salad.', tr: { ua: 'Я хотів би маленький салат.', de: 'Im Restaurant: Ich habe nicht viel Hunger. (möchten, klein)', ru: 'Я хотел бы маленький салат.', be: 'Я хацеў бы маленькую салату.', tr: 'Küçük bir salata istiyorum.', pl: 'Poproszę małą sałatkę.', es: 'Quisiera una ensalada pequeña.' }, correct: false },
      { formDe: 'Die - rote - Tasche - gehört - mir.', hide: ['rote'], formEn: 'The red bag is mine.', tr: { ua: 'Червона сумка — моя.', de: 'Da stehen zwei Taschen. Die in der Farbe von Tomaten ist meine. (rot, gehören)', ru: 'Красная сумка — моя.', be: 'Чырвоная сумка — мая.', tr: 'Kırmızı çanta benim.', pl: 'Czerwona torba jest moja.', es: 'El bolso rojo es mío.' }, correct: false },
      { formDe: 'Wir - suchen - ein - günstiges - Hotel.', hide: ['günstiges'], formEn: 'We are looking for a cheap hotel.', tr: { ua: 'Ми шукаємо недорогий готель.', de: 'Für die Reise haben wir nicht viel Geld. (suchen, günstig)', ru: 'Мы ищем недорогую гостиницу.', be: 'Мы шукаем недарагую гасцініцу.', tr: 'Uygun fiyatlı bir otel arıyoruz.', pl: 'Szukamy taniego hotelu.', es: 'Buscamos un hotel barato.' }, correct: false },
      { formDe: 'Sie - hat - blonde - Haare.', hide: ['blonde'], formEn: 'She has blond hair.', tr: { ua: 'У неї світле волосся.', de: 'Ihre Haare sind hell, fast gelb. (haben, blond)', ru: 'У неё светлые волосы.', be: 'У яе светлыя валасы.', tr: 'Sarı saçları var.', pl: 'Ona ma jasne włosy.', es: 'Tiene el pelo rubio.' }, correct: false },
    ],
  },
};

export default topic;
