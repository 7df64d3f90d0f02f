import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-a2-cheat-sheet',
  lang: 'ru',
  body: [
    {
      p: 'Как и все уровни на этом сайте, A2 соответствует **Общеевропейской шкале языковых компетенций (CEFR)**. A2 — второй уровень «базового пользователя». На уровне A2 вы понимаете предложения и частые выражения из близких вам областей — сведения о себе и семье, покупки, место, где вы живёте, работа, — можете обменяться простой привычной информацией и простыми словами рассказать о своём происхождении, окружении и насущных потребностях. В грамматике A2 завершает фундамент: вы можете говорить о прошлом, использовать все повседневные падежи и связывать предложения с помощью {{weil}} и {{dass}}. Уроки, на которых основано это резюме, — в нашем [курсе грамматики A2](/grammar/a2); если нужно повторить основы, начните со [шпаргалки A1](/articles/german-a1-cheat-sheet).',
    },
    { h2: 'Perfekt полностью' },
    {
      p: 'Perfekt — обычное прошедшее время устной речи: {{haben}} или {{sein}} на втором месте, причастие прошедшего времени в конце. {{sein}} используют с глаголами перемещения из пункта А в пункт Б ({{gehen}}, {{fahren}}, {{fliegen}}, {{kommen}}), изменения состояния ({{aufstehen}}, {{einschlafen}}, {{sterben}}), а также с {{sein}}, {{bleiben}} и {{passieren}}.',
    },
    {
      table: {
        caption: 'Как образуются причастия прошедшего времени',
        head: ['Тип глагола', 'Схема', 'Примеры'],
        rows: [
          ['правильные', 'ge- … -t', '{{machen}} → {{gemacht}}, {{kaufen}} → {{gekauft}}'],
          ['неправильные', 'ge- … -en (часто с чередованием гласной)', '{{sehen}} → {{gesehen}}, {{trinken}} → {{getrunken}}'],
          ['смешанные', 'ge- … -t с чередованием гласной', '{{bringen}} → {{gebracht}}, {{denken}} → {{gedacht}}, {{wissen}} → {{gewusst}}'],
          ['с отделяемой приставкой', 'приставка + ge + основа', '{{einkaufen}} → {{eingekauft}}, {{anrufen}} → {{angerufen}}'],
          ['с неотделяемой приставкой (be-, ver-, er-, ent-, ge-, emp-, zer-, miss-)', 'без ge-', '{{besuchen}} → {{besucht}}, {{vergessen}} → {{vergessen}}'],
          ['глаголы на -ieren', 'без ge-', '{{studieren}} → {{studiert}}, {{telefonieren}} → {{telefoniert}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Am Wochenende habe ich meine Oma besucht.', en: 'На выходных я навестил бабушку.' },
        { de: 'Wir sind um sechs Uhr aufgestanden.', en: 'Мы встали в шесть.' },
        { de: 'Was ist passiert?', en: 'Что случилось?' },
      ],
    },
    { h2: 'Präteritum глаголов sein, haben и модальных' },
    {
      p: 'Даже в разговоре эти глаголы предпочитают простое прошедшее. Формы для {{ich}} и {{er}}/{{sie}}/{{es}} совпадают и не имеют окончания. См. [Perfekt или Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Формы Präteritum',
        head: ['Лицо', 'sein', 'haben', 'können', 'müssen'],
        rows: [
          ['{{ich}}', '{{war}}', '{{hatte}}', '{{konnte}}', '{{musste}}'],
          ['{{du}}', '{{warst}}', '{{hattest}}', '{{konntest}}', '{{musstest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{war}}', '{{hatte}}', '{{konnte}}', '{{musste}}'],
          ['{{wir}}', '{{waren}}', '{{hatten}}', '{{konnten}}', '{{mussten}}'],
          ['{{ihr}}', '{{wart}}', '{{hattet}}', '{{konntet}}', '{{musstet}}'],
          ['{{sie}}/{{Sie}}', '{{waren}}', '{{hatten}}', '{{konnten}}', '{{mussten}}'],
        ],
      },
    },
    { h2: 'Дательный падеж полностью' },
    {
      p: 'На уровне A2 к именительному и винительному добавляется дательный: получатель чего-либо, глаголы вроде {{helfen}}, {{gefallen}}, {{gehören}}, {{passen}}, {{schmecken}}, {{danken}} и предлоги {{aus}}, {{bei}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}. Формы дательного: {{dem}}/{{einem}} (мужской и средний род), {{der}}/{{einer}} (женский), {{den}} + -n (множественное число). Местоимения: {{mir}}, {{dir}}, {{ihm}}, {{ihr}}, {{uns}}, {{euch}}, {{ihnen}}/{{Ihnen}}. Вся система — в статье [Падежи в немецком языке](/articles/german-cases-explained).',
    },
    {
      examples: [
        { de: 'Das Essen schmeckt mir sehr gut.', en: 'Мне очень нравится эта еда.' },
        { de: 'Ich wohne seit zwei Jahren in Leipzig.', en: 'Я живу в Лейпциге уже два года.' },
      ],
    },
    { h2: 'Предлоги с двумя падежами: Wo? или Wohin?' },
    {
      p: '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}: **Wohin?** (движение к месту) → винительный; **Wo?** (местонахождение) → дательный. Пары глаголов {{stellen}}/{{stehen}}, {{legen}}/{{liegen}}, {{setzen}}/{{sitzen}} и {{hängen}} следуют той же логике. Подробно: [Немецкие предлоги с падежами](/articles/german-prepositions-with-cases).',
    },
    {
      examples: [
        { de: 'Ich stelle die Flasche in den Kühlschrank.', en: 'Я ставлю бутылку в холодильник. (Wohin?)' },
        { de: 'Die Flasche steht im Kühlschrank.', en: 'Бутылка стоит в холодильнике. (Wo?)' },
      ],
    },
    { h2: 'Возвратные глаголы' },
    {
      p: 'Многим глаголам нужно возвратное местоимение: {{sich freuen}}, {{sich waschen}}, {{sich anziehen}}, {{sich setzen}}, {{sich beeilen}}, {{sich interessieren für}}. Местоимение стоит в винительном падеже, но переходит в дательный, если в предложении есть другое дополнение в винительном: {{Ich wasche mich}} – {{Ich wasche mir die Hände}}.',
    },
    {
      table: {
        caption: 'Возвратные местоимения',
        head: ['Лицо', 'Винительный', 'Дательный'],
        rows: [
          ['{{ich}}', '{{mich}}', '{{mir}}'],
          ['{{du}}', '{{dich}}', '{{dir}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{sich}}', '{{sich}}'],
          ['{{wir}}', '{{uns}}', '{{uns}}'],
          ['{{ihr}}', '{{euch}}', '{{euch}}'],
          ['{{sie}}/{{Sie}}', '{{sich}}', '{{sich}}'],
        ],
      },
    },
    { h2: 'Придаточные предложения: weil, dass, wenn, ob, als' },
    {
      p: 'Эти союзы отправляют глагол в конец. {{wenn}} — для условий и повторяющихся событий, {{als}} — для однократного события в прошлом, {{ob}} — для косвенных вопросов «да/нет». См. [Основы порядка слов в немецком](/articles/german-word-order-basics).',
    },
    {
      examples: [
        { de: 'Ich komme nicht, weil ich krank bin.', en: 'Я не приду, потому что болею.' },
        { de: 'Ich finde, dass Berlin sehr interessant ist.', en: 'Я считаю, что Берлин очень интересный.' },
        { de: 'Als ich Kind war, hatte ich einen Hund.', en: 'Когда я был ребёнком, у меня была собака.' },
        { de: 'Können Sie mir sagen, wo der Bahnhof ist?', en: 'Не подскажете, где вокзал?' },
      ],
    },
    { h2: 'Степени сравнения прилагательных' },
    {
      table: {
        caption: 'Положительная, сравнительная и превосходная степени',
        head: ['Положительная', 'Сравнительная', 'Превосходная'],
        rows: [
          ['{{schnell}}', '{{schneller}}', '{{am schnellsten}}'],
          ['{{alt}}', '{{älter}}', '{{am ältesten}}'],
          ['{{groß}}', '{{größer}}', '{{am größten}}'],
          ['{{gut}}', '{{besser}}', '{{am besten}}'],
          ['{{viel}}', '{{mehr}}', '{{am meisten}}'],
          ['{{gern}}', '{{lieber}}', '{{am liebsten}}'],
          ['{{hoch}}', '{{höher}}', '{{am höchsten}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anna ist so alt wie ich.', en: 'Анне столько же лет, сколько мне.' },
        { de: 'Der Zug ist schneller als der Bus.', en: 'Поезд быстрее автобуса.' },
        { de: 'Ich trinke lieber Tee als Kaffee.', en: 'Я предпочитаю чай кофе.' },
      ],
    },
    { h2: 'Окончания прилагательных коротко' },
    {
      p: 'После {{der}}/{{die}}/{{das}}: **-e** в именительном падеже единственного числа (и в винительном женского и среднего рода), **-en** во всех остальных случаях. После {{ein}}: прилагательное показывает род там, где {{ein}} этого не может ({{ein alter Mann}}, {{ein altes Haus}}). Без артикля прилагательное берёт окончание {{der}}/{{die}}/{{das}} ({{kalter Kaffee}}). Полное объяснение: [Окончания прилагательных — просто](/articles/german-adjective-endings-made-simple).',
    },
    { h2: 'Вежливые просьбы и пожелания: Konjunktiv II' },
    {
      p: 'На уровне A2 вы используете несколько форм Konjunktiv II как устойчивые вежливые обороты: {{ich hätte gern}}, {{ich würde gern}}, {{könnten Sie}}, {{wäre es möglich}}.',
    },
    {
      examples: [
        { de: 'Könnten Sie mir bitte helfen?', en: 'Не могли бы Вы мне помочь?' },
        { de: 'Ich hätte gern ein Zimmer für zwei Nächte.', en: 'Я хотел бы номер на две ночи.' },
        { de: 'Ich würde gern am Samstag kommen.', en: 'Я хотел бы прийти в субботу.' },
      ],
    },
    { h2: 'Глаголы с предлогами' },
    {
      p: 'У многих глаголов есть устойчивый предлог, который нужно учить вместе с ними: {{warten auf}} + вин., {{sich freuen auf}} (радостно ждать) и {{sich freuen über}} (радоваться чему-то) + вин., {{denken an}} + вин., {{sich interessieren für}} + вин., {{sprechen mit}} + дат. О предметах спрашивают с **wo(r)-**, а ссылаются на них с **da(r)-**: {{Worauf wartest du? – Auf den Bus. Ich warte schon lange darauf.}}',
    },
    { h2: 'Ключевые фразы уровня A2' },
    {
      table: {
        caption: 'Полезные фразы A2',
        head: ['Цель', 'По-немецки'],
        rows: [
          ['Высказать мнение', '{{Ich finde, dass …}} / {{Meiner Meinung nach …}}'],
          ['Согласиться / возразить', '{{Da hast du recht.}} / {{Das sehe ich anders.}}'],
          ['Договориться о встрече', '{{Hätten Sie am Dienstag um zehn Uhr Zeit?}}'],
          ['Отменить', '{{Leider kann ich morgen nicht kommen.}}'],
          ['Извиниться', '{{Entschuldigung, ich habe mich verspätet.}}'],
          ['У врача', '{{Ich habe seit drei Tagen Kopfschmerzen.}}'],
          ['Попросить об одолжении', '{{Könntest du mir einen Gefallen tun?}}'],
          ['Рассказать о планах', '{{Nächstes Jahr möchte ich nach Italien fahren.}}'],
        ],
      },
    },
    {
      p: 'Темы A2: детство и биография, жильё и переезд, здоровье, работа и профессии, путешествия и отпуск, праздники, покупки и жалобы, медиа, погода и окружающая среда. Пополняйте словарный запас с помощью наших [списков слов](/words) и [рабочих листов](/worksheets).',
    },
    {
      tip: 'Шаг от A2 к B1 — прежде всего про связь мыслей: больше союзов, относительные придаточные, пассив. [Шпаргалка B1](/articles/german-b1-cheat-sheet) показывает путь вперёд.',
    },
  ],
};

export default translation;
