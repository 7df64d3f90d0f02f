import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-a2-cheat-sheet',
  lang: 'ua',
  body: [
    {
      p: 'Як і всі рівні на цьому сайті, A2 відповідає **Загальноєвропейським рекомендаціям з мовної освіти (CEFR)**. A2 — другий рівень «базового користувача». На рівні A2 ви розумієте речення й поширені вирази з найближчих для вас сфер — особисті й родинні відомості, покупки, місцевість, де ви живете, робота, — можете обмінятися простою звичною інформацією і простими словами розповісти про своє походження, оточення й нагальні потреби. З граматики A2 завершує фундамент: ви можете говорити про минуле, вживати всі повсякденні відмінки й поєднувати речення за допомогою {{weil}} і {{dass}}. Уроки, на яких ґрунтується цей підсумок, — у нашому [курсі граматики A2](/grammar/a2); якщо треба повторити основи, почніть зі [шпаргалки A1](/articles/german-a1-cheat-sheet).',
    },
    { h2: 'Perfekt повністю' },
    {
      p: 'Perfekt — звичайний минулий час у розмовній мові: {{haben}} або {{sein}} на другому місці, дієприкметник минулого часу в кінці. {{sein}} уживають із дієсловами руху з пункту А в пункт Б ({{gehen}}, {{fahren}}, {{fliegen}}, {{kommen}}), зміни стану ({{aufstehen}}, {{einschlafen}}, {{sterben}}), а також із {{sein}}, {{bleiben}} і {{passieren}}.',
    },
    {
      table: {
        caption: 'Як утворюються дієприкметники минулого часу',
        head: ['Тип дієслова', 'Схема', 'Приклади'],
        rows: [
          ['правильні', 'ge- … -t', '{{machen}} → {{gemacht}}, {{kaufen}} → {{gekauft}}'],
          ['неправильні', 'ge- … -en (часто зі зміною голосного)', '{{sehen}} → {{gesehen}}, {{trinken}} → {{getrunken}}'],
          ['змішані', 'ge- … -t зі зміною голосного', '{{bringen}} → {{gebracht}}, {{denken}} → {{gedacht}}, {{wissen}} → {{gewusst}}'],
          ['відокремлювані', 'префікс + ge + основа', '{{einkaufen}} → {{eingekauft}}, {{anrufen}} → {{angerufen}}'],
          ['невідокремлювані (be-, ver-, er-, ent-, ge-, emp-, zer-, miss-)', 'без ge-', '{{besuchen}} → {{besucht}}, {{vergessen}} → {{vergessen}}'],
          ['дієслова на -ieren', 'без ge-', '{{studieren}} → {{studiert}}, {{telefonieren}} → {{telefoniert}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Am Wochenende habe ich meine Oma besucht.', en: 'На вихідних я відвідав бабусю.' },
        { de: 'Wir sind um sechs Uhr aufgestanden.', en: 'Ми встали о шостій.' },
        { de: 'Was ist passiert?', en: 'Що сталося?' },
      ],
    },
    { h2: 'Präteritum дієслів sein, haben і модальних' },
    {
      p: 'Навіть у розмові ці дієслова тяжіють до простого минулого часу. Форми для {{ich}} та {{er}}/{{sie}}/{{es}} однакові й не мають закінчення. Див. [Perfekt чи Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Форми Präteritum',
        head: ['Особа', 'sein', 'haben', 'können', 'müssen'],
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
    { h2: 'Давальний відмінок повністю' },
    {
      p: 'На рівні A2 до називного і знахідного додається давальний: той, хто щось отримує, дієслова на кшталт {{helfen}}, {{gefallen}}, {{gehören}}, {{passen}}, {{schmecken}}, {{danken}} і прийменники {{aus}}, {{bei}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}. Форми давального: {{dem}}/{{einem}} (чоловічий і середній рід), {{der}}/{{einer}} (жіночий), {{den}} + -n (множина). Займенники: {{mir}}, {{dir}}, {{ihm}}, {{ihr}}, {{uns}}, {{euch}}, {{ihnen}}/{{Ihnen}}. Уся система — у статті [Відмінки в німецькій мові](/articles/german-cases-explained).',
    },
    {
      examples: [
        { de: 'Das Essen schmeckt mir sehr gut.', en: 'Мені дуже смакує ця їжа.' },
        { de: 'Ich wohne seit zwei Jahren in Leipzig.', en: 'Я живу в Лейпцигу вже два роки.' },
      ],
    },
    { h2: 'Прийменники з двома відмінками: Wo? чи Wohin?' },
    {
      p: '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}: **Wohin?** (рух до місця) → знахідний; **Wo?** (місцеперебування) → давальний. Пари дієслів {{stellen}}/{{stehen}}, {{legen}}/{{liegen}}, {{setzen}}/{{sitzen}} і {{hängen}} підкоряються тій самій логіці. Докладно: [Німецькі прийменники з відмінками](/articles/german-prepositions-with-cases).',
    },
    {
      examples: [
        { de: 'Ich stelle die Flasche in den Kühlschrank.', en: 'Я ставлю пляшку в холодильник. (Wohin?)' },
        { de: 'Die Flasche steht im Kühlschrank.', en: 'Пляшка стоїть у холодильнику. (Wo?)' },
      ],
    },
    { h2: 'Зворотні дієслова' },
    {
      p: 'Багато дієслів потребують зворотного займенника: {{sich freuen}}, {{sich waschen}}, {{sich anziehen}}, {{sich setzen}}, {{sich beeilen}}, {{sich interessieren für}}. Займенник стоїть у знахідному, але переходить у давальний, коли в реченні є інший додаток у знахідному: {{Ich wasche mich}} – {{Ich wasche mir die Hände}}.',
    },
    {
      table: {
        caption: 'Зворотні займенники',
        head: ['Особа', 'Знахідний', 'Давальний'],
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
    { h2: 'Підрядні речення: weil, dass, wenn, ob, als' },
    {
      p: 'Ці сполучники відсилають дієслово в кінець. {{wenn}} — для умов і повторюваних подій, {{als}} — для одноразової події в минулому, {{ob}} — для непрямих питань «так/ні». Див. [Основи порядку слів у німецькій](/articles/german-word-order-basics).',
    },
    {
      examples: [
        { de: 'Ich komme nicht, weil ich krank bin.', en: 'Я не прийду, бо я хворий.' },
        { de: 'Ich finde, dass Berlin sehr interessant ist.', en: 'Я вважаю, що Берлін дуже цікавий.' },
        { de: 'Als ich Kind war, hatte ich einen Hund.', en: 'Коли я був дитиною, у мене був собака.' },
        { de: 'Können Sie mir sagen, wo der Bahnhof ist?', en: 'Чи не підкажете, де вокзал?' },
      ],
    },
    { h2: 'Ступені порівняння прикметників' },
    {
      table: {
        caption: 'Звичайний, вищий і найвищий ступені',
        head: ['Звичайний', 'Вищий', 'Найвищий'],
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
        { de: 'Anna ist so alt wie ich.', en: 'Анна такого ж віку, як я.' },
        { de: 'Der Zug ist schneller als der Bus.', en: 'Потяг швидший за автобус.' },
        { de: 'Ich trinke lieber Tee als Kaffee.', en: 'Я більше люблю чай, ніж каву.' },
      ],
    },
    { h2: 'Закінчення прикметників коротко' },
    {
      p: 'Після {{der}}/{{die}}/{{das}}: **-e** у називному відмінку однини (і в знахідному жіночого та середнього роду), **-en** в усіх інших випадках. Після {{ein}}: прикметник показує рід там, де {{ein}} цього не може ({{ein alter Mann}}, {{ein altes Haus}}). Без артикля прикметник бере закінчення {{der}}/{{die}}/{{das}} ({{kalter Kaffee}}). Повне пояснення: [Закінчення прикметників — просто](/articles/german-adjective-endings-made-simple).',
    },
    { h2: 'Ввічливі прохання й побажання: Konjunktiv II' },
    {
      p: 'На рівні A2 ви вживаєте кілька форм Konjunktiv II як сталі ввічливі звороти: {{ich hätte gern}}, {{ich würde gern}}, {{könnten Sie}}, {{wäre es möglich}}.',
    },
    {
      examples: [
        { de: 'Könnten Sie mir bitte helfen?', en: 'Чи не могли б Ви мені допомогти?' },
        { de: 'Ich hätte gern ein Zimmer für zwei Nächte.', en: 'Я хотів би номер на дві ночі.' },
        { de: 'Ich würde gern am Samstag kommen.', en: 'Я хотів би прийти в суботу.' },
      ],
    },
    { h2: 'Дієслова з прийменниками' },
    {
      p: 'Багато дієслів мають сталий прийменник, який треба вчити разом із ними: {{warten auf}} + знах., {{sich freuen auf}} (чекати з радістю) і {{sich freuen über}} (радіти чомусь) + знах., {{denken an}} + знах., {{sich interessieren für}} + знах., {{sprechen mit}} + дав. Про речі питають із **wo(r)-**, а посилаються на них із **da(r)-**: {{Worauf wartest du? – Auf den Bus. Ich warte schon lange darauf.}}',
    },
    { h2: 'Ключові фрази рівня A2' },
    {
      table: {
        caption: 'Корисні фрази A2',
        head: ['Мета', 'Німецькою'],
        rows: [
          ['Висловити думку', '{{Ich finde, dass …}} / {{Meiner Meinung nach …}}'],
          ['Погодитися / заперечити', '{{Da hast du recht.}} / {{Das sehe ich anders.}}'],
          ['Домовитися про зустріч', '{{Hätten Sie am Dienstag um zehn Uhr Zeit?}}'],
          ['Скасувати', '{{Leider kann ich morgen nicht kommen.}}'],
          ['Перепросити', '{{Entschuldigung, ich habe mich verspätet.}}'],
          ['У лікаря', '{{Ich habe seit drei Tagen Kopfschmerzen.}}'],
          ['Попросити про послугу', '{{Könntest du mir einen Gefallen tun?}}'],
          ['Розповісти про плани', '{{Nächstes Jahr möchte ich nach Italien fahren.}}'],
        ],
      },
    },
    {
      p: 'Теми A2: дитинство й біографія, житло й переїзд, здоров’я, робота й професії, подорожі й відпустка, свята, покупки й скарги, медіа, погода й довкілля. Поповнюйте словниковий запас за допомогою наших [списків слів](/words) і [робочих аркушів](/worksheets).',
    },
    {
      tip: 'Крок від A2 до B1 — передусім про зв’язок думок: більше сполучників, відносні речення, пасив. [Шпаргалка B1](/articles/german-b1-cheat-sheet) показує шлях уперед.',
    },
  ],
};

export default translation;
