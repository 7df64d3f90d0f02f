import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-colours-and-clothes',
  lang: 'ru',
  body: [
    {
      p: 'Цвета и одежда – одни из первых тем в любом курсе немецкого, и это отличная площадка для грамматики: названия цветов – прилагательные, так что на них тренируются окончания прилагательных, а одежда – это существительные всех трёх родов. В статье – сами слова, правила их употребления и в конце фразы для покупки одежды в магазине.',
    },
    { h2: 'Основные цвета' },
    {
      table: {
        caption: 'Цвета (die Farben)',
        head: ['По-немецки', 'По-русски', 'Пример'],
        rows: [
          ['{{rot}}', 'красный', '{{die rote Ampel}}'],
          ['{{orange}}', 'оранжевый', '{{eine orange Jacke}}'],
          ['{{gelb}}', 'жёлтый', '{{die gelbe Banane}}'],
          ['{{grün}}', 'зелёный', '{{das grüne Gras}}'],
          ['{{blau}}', 'синий, голубой', '{{der blaue Himmel}}'],
          ['{{lila}}, {{violett}}', 'лиловый, фиолетовый', '{{ein lila Schal}}'],
          ['{{rosa}}', 'розовый', '{{ein rosa Kleid}}'],
          ['{{braun}}', 'коричневый', '{{braune Schuhe}}'],
          ['{{schwarz}}', 'чёрный', '{{der schwarze Mantel}}'],
          ['{{weiß}}', 'белый', '{{ein weißes Hemd}}'],
          ['{{grau}}', 'серый', '{{die graue Hose}}'],
          ['{{beige}}', 'бежевый', '{{ein beige Pullover}}'],
          ['{{türkis}}', 'бирюзовый', '{{Das Meer ist türkis.}}'],
          ['{{golden}}, {{silbern}}', 'золотой, серебряный', '{{eine goldene Uhr}}'],
        ],
      },
    },
    {
      p: 'Для светлых и тёмных оттенков ставьте впереди {{hell}} или {{dunkel}} и пишите слитно: {{hellblau}} (голубой, светло-синий), {{dunkelgrün}}, {{hellgrau}}. Суффикс **-lich** значит «-оватый»: {{rötlich}}, {{bläulich}}, {{gelblich}}, {{grünlich}}.',
    },
    { h2: 'Цвета и грамматика' },
    {
      p: 'После {{sein}} цвет стоит без окончания: {{Das Auto ist rot.}} Перед существительным он получает обычные окончания прилагательных (см. [Окончания прилагательных – просто и понятно](/articles/german-adjective-endings-made-simple)):',
    },
    {
      examples: [
        { de: 'Der Pullover ist blau.', en: 'Свитер синий.' },
        { de: 'Ich trage einen blauen Pullover.', en: 'На мне синий свитер.' },
        { de: 'Sie hat ein schwarzes Kleid und rote Schuhe.', en: 'У неё чёрное платье и красные туфли.' },
        { de: 'Mit dem weißen Hemd siehst du elegant aus.', en: 'В белой рубашке ты выглядишь элегантно.' },
      ],
    },
    {
      p: 'Названия цветов, заимствованные из других языков, – {{lila}}, {{rosa}}, {{orange}}, {{beige}} – в литературном немецком традиционно **не склоняются**: {{ein rosa Kleid}}, {{mit der lila Tasche}}. В разговорной речи вы услышите их и с окончаниями; на письме надёжная альтернатива – добавить **-farben**: {{eine orangefarbene Jacke}}.',
    },
    {
      p: 'Как существительные цвета относятся к среднему роду и пишутся с заглавной буквы: {{das Blau}}, {{das Rot}}. Чтобы сказать, что вещь есть в каком-то цвете, используйте {{in}} без артикля: {{Haben Sie das auch in Grün?}} Вопрос всегда звучит так: {{Welche Farbe hat …?}}',
    },
    {
      examples: [
        { de: 'Welche Farbe hat dein Fahrrad? – Es ist grün.', en: 'Какого цвета твой велосипед? – Зелёного.' },
        { de: 'Meine Lieblingsfarbe ist Blau.', en: 'Мой любимый цвет – синий.' },
      ],
    },
    { h2: 'Одежда: учите с артиклем и множественным числом' },
    {
      table: {
        caption: 'Одежда (die Kleidung)',
        head: ['По-немецки', 'Множественное число', 'По-русски'],
        rows: [
          ['{{die Hose}}', '{{die Hosen}}', 'брюки'],
          ['{{die Jeans}}', '{{die Jeans}}', 'джинсы'],
          ['{{der Rock}}', '{{die Röcke}}', 'юбка'],
          ['{{das Kleid}}', '{{die Kleider}}', 'платье'],
          ['{{das Hemd}}', '{{die Hemden}}', 'рубашка'],
          ['{{die Bluse}}', '{{die Blusen}}', 'блузка'],
          ['{{das T-Shirt}}', '{{die T-Shirts}}', 'футболка'],
          ['{{der Pullover}}', '{{die Pullover}}', 'свитер, пуловер'],
          ['{{die Jacke}}', '{{die Jacken}}', 'куртка, пиджак'],
          ['{{der Mantel}}', '{{die Mäntel}}', 'пальто'],
          ['{{der Anzug}}', '{{die Anzüge}}', 'костюм'],
          ['{{die Krawatte}}', '{{die Krawatten}}', 'галстук'],
          ['{{der Schal}}', '{{die Schals}}', 'шарф'],
          ['{{die Mütze}}', '{{die Mützen}}', 'шапка, кепка'],
          ['{{der Hut}}', '{{die Hüte}}', 'шляпа'],
          ['{{der Handschuh}}', '{{die Handschuhe}}', 'перчатка'],
          ['{{die Socke}}', '{{die Socken}}', 'носок'],
          ['{{der Schuh}}', '{{die Schuhe}}', 'ботинок, туфля'],
          ['{{der Stiefel}}', '{{die Stiefel}}', 'сапог'],
          ['{{der Gürtel}}', '{{die Gürtel}}', 'ремень, пояс'],
          ['{{der Schlafanzug}}', '{{die Schlafanzüge}}', 'пижама'],
          ['{{die Unterwäsche}}', '–', 'нижнее бельё'],
          ['{{der Badeanzug}}', '{{die Badeanzüge}}', 'купальник'],
        ],
      },
    },
    {
      p: 'В этом списке прячутся два ложных друга для знающих английский: {{die Hose}} – это брюки, а не шланг (англ. hose); {{der Pullover}} – любой свитер, а не только тот, что надевают через голову. Заметьте также, что {{die Hose}} и {{die Jeans}} в немецком стоят в единственном числе: {{Die Hose ist zu lang}} (брюки слишком длинные). Аксессуары: {{die Tasche}} (сумка), {{der Rucksack}} (рюкзак), {{die Brille}} (очки), {{die Kette}} (цепочка, ожерелье), {{der Ring}} (кольцо), {{der Regenschirm}} (зонт).',
    },
    { h2: 'Глаголы «носить» и «одеваться»' },
    {
      ul: [
        '{{tragen}} – носить (с изменением корня: {{du trägst}}, {{er trägt}}): {{Er trägt heute eine Krawatte.}}',
        '{{anhaben}} – быть одетым во что-то (отделяемый): {{Was hast du an?}}',
        '{{sich anziehen}} / {{sich ausziehen}} – одеваться / раздеваться: {{Ich ziehe mich schnell an.}}',
        '{{etwas anziehen}} – надевать что-то: {{Zieh eine Jacke an, es ist kalt!}}',
        '{{sich umziehen}} – переодеваться: {{Ich ziehe mich nach der Arbeit um.}}',
        '{{anprobieren}} – примерять: {{Darf ich die Hose anprobieren?}}',
        '{{passen}} + дательный – подходить по размеру: {{Die Schuhe passen mir nicht.}}',
        '{{stehen}} + дательный – идти, быть к лицу: {{Die Farbe steht dir gut.}}',
        '{{gefallen}} + дательный – нравиться: {{Der Rock gefällt mir.}}',
      ],
    },
    { h2: 'Материалы и узоры' },
    {
      p: 'Материал называют с {{aus}}: {{ein Pullover aus Wolle}}, {{Schuhe aus Leder}}, {{ein Hemd aus Baumwolle}}. Узоры – это прилагательные: {{gestreift}} (в полоску), {{kariert}} (в клетку), {{gepunktet}} (в горошек), {{einfarbig}} (однотонный).',
    },
    {
      examples: [
        { de: 'Ich suche ein kariertes Hemd aus Baumwolle.', en: 'Я ищу хлопковую рубашку в клетку.' },
        { de: 'Sie trägt einen gestreiften Rock.', en: 'На ней юбка в полоску.' },
      ],
    },
    { h2: 'Размеры и посадка' },
    {
      p: 'Размеры одежды в Германии обычно указываются по европейской системе (например, 38 или 40 для женской одежды – это примерно российские 44 и 46, – 48 или 50 для мужских костюмов), а во многих магазинах также используют S, M, L и XL. Размеры обуви тоже европейские (например, 39, 42). Слово для размера – {{die Größe}}; об обуви говорят также {{die Schuhgröße}}.',
    },
    {
      table: {
        caption: 'Как говорить о посадке',
        head: ['По-немецки', 'По-русски'],
        rows: [
          ['{{zu groß}} / {{zu klein}}', 'слишком большой / слишком маленький'],
          ['{{zu eng}} / {{zu weit}}', 'слишком узкий / слишком широкий'],
          ['{{zu lang}} / {{zu kurz}}', 'слишком длинный / слишком короткий'],
          ['{{eine Nummer größer}} / {{kleiner}}', 'на размер больше / меньше'],
          ['{{Das passt genau.}}', 'Сидит идеально.'],
        ],
      },
    },
    { h2: 'В магазине одежды' },
    {
      examples: [
        { de: 'Kann ich Ihnen helfen? – Danke, ich schaue nur.', en: 'Вам помочь? – Спасибо, я просто смотрю.' },
        { de: 'Ich suche eine Winterjacke.', en: 'Я ищу зимнюю куртку.' },
        { de: 'Welche Größe haben Sie? – Größe 40.', en: 'Какой у вас размер? – Сороковой.' },
        { de: 'Haben Sie das auch in Schwarz?', en: 'А в чёрном цвете у вас это есть?' },
        { de: 'Kann ich das anprobieren? Wo ist die Umkleidekabine?', en: 'Можно это примерить? Где примерочная?' },
        { de: 'Die Hose ist zu eng. Haben Sie sie eine Nummer größer?', en: 'Брюки слишком узкие. У вас есть на размер больше?' },
        { de: 'Die passt. Ich nehme sie.', en: 'Эти подходят. Я их беру.' },
        { de: 'Kann ich das umtauschen?', en: 'Можно это обменять?' },
      ],
    },
    {
      tip: 'Сохраняйте чек ({{der Kassenbon}} или {{die Quittung}}). Многие магазины разрешают обмен, но при покупке в магазине это обычно добрая воля магазина, а не право по закону, поэтому спрашивайте до оплаты. Для покупок в интернете действуют другие правила, и они могут меняться; их разъясняют центры защиты прав потребителей ({{Verbraucherzentrale}}).',
    },
    { h2: 'Идиомы с цветами' },
    {
      p: 'Немецкий обожает идиомы с цветами. Вот несколько, которые вы действительно услышите:',
    },
    {
      ul: [
        '{{blau sein}} – быть пьяным (как в русском разговорном «синий»)',
        '{{Er fährt schwarz.}} – он едет зайцем, без билета',
        '{{Sie sieht rot.}} – она в ярости',
        '{{grün hinter den Ohren sein}} – быть неопытным, «зелёным» (у кого молоко на губах не обсохло)',
        '{{eine Fahrt ins Blaue}} – поездка куда глаза глядят, без определённой цели',
        '{{schwarz auf weiß}} – чёрным по белому, письменно',
        '{{das Blaue vom Himmel versprechen}} – обещать золотые горы',
      ],
    },
    {
      p: 'Другие тематические группы слов ищите в нашем [разделе лексики](/words), а проверить себя можно в [играх](/games). Об окончаниях прилагательных в {{einen blauen Pullover}} читайте в статье [Окончания прилагательных – просто и понятно](/articles/german-adjective-endings-made-simple).',
    },
  ],
};

export default translation;
