import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-modal-verbs-guide',
  lang: 'ua',
  body: [
    {
      p: 'Модальні дієслова показують, як мовець бачить дію: як можливу, потрібну, дозволену, бажану чи рекомендовану. У німецькій їх шість — {{können}}, {{müssen}}, {{dürfen}}, {{sollen}}, {{wollen}}, {{mögen}}, — а ще дуже часте {{möchten}}, яке насправді є формою {{mögen}}. Вони потрібні з перших уроків ({{Ich möchte einen Kaffee}}) і залишаються важливими аж до просунутого рівня, де ними також висловлюють припущення й переказують чужі слова.',
    },
    { h2: 'Що означає кожне модальне дієслово' },
    {
      table: {
        caption: 'Модальні дієслова',
        head: ['Дієслово', 'Основні значення', 'Приклад'],
        rows: [
          ['{{können}}', 'могти, уміти: здатність, можливість, (розмовно) дозвіл', '{{Ich kann gut kochen.}}'],
          ['{{müssen}}', 'мусити, бути змушеним: необхідність', '{{Ich muss morgen früh aufstehen.}}'],
          ['{{dürfen}}', 'мати право, можна: дозвіл', '{{Hier darf man nicht parken.}}'],
          ['{{sollen}}', 'мати (щось зробити), слід: обов’язок від іншої людини, порада', '{{Der Arzt sagt, ich soll viel trinken.}}'],
          ['{{wollen}}', 'хотіти, збиратися: тверде бажання чи план', '{{Wir wollen im Sommer heiraten.}}'],
          ['{{mögen}}', 'любити, подобатися (здебільшого з іменником)', '{{Ich mag Schokolade.}}'],
          ['{{möchten}}', 'хотів би: ввічливе бажання', '{{Ich möchte bitte zahlen.}}'],
        ],
      },
    },
    { h2: 'Форми теперішнього часу' },
    {
      p: 'В однині модальні дієслова неправильні: більшість змінює голосний, а форми для {{ich}} та {{er}}/{{sie}}/{{es}} однакові й **не мають закінчення**. Множина правильна.',
    },
    {
      table: {
        caption: 'Модальні дієслова в теперішньому часі',
        head: ['Особа', 'können', 'müssen', 'dürfen', 'sollen', 'wollen', 'mögen', 'möchten'],
        rows: [
          ['{{ich}}', '{{kann}}', '{{muss}}', '{{darf}}', '{{soll}}', '{{will}}', '{{mag}}', '{{möchte}}'],
          ['{{du}}', '{{kannst}}', '{{musst}}', '{{darfst}}', '{{sollst}}', '{{willst}}', '{{magst}}', '{{möchtest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{kann}}', '{{muss}}', '{{darf}}', '{{soll}}', '{{will}}', '{{mag}}', '{{möchte}}'],
          ['{{wir}}', '{{können}}', '{{müssen}}', '{{dürfen}}', '{{sollen}}', '{{wollen}}', '{{mögen}}', '{{möchten}}'],
          ['{{ihr}}', '{{könnt}}', '{{müsst}}', '{{dürft}}', '{{sollt}}', '{{wollt}}', '{{mögt}}', '{{möchtet}}'],
          ['{{sie}}/{{Sie}}', '{{können}}', '{{müssen}}', '{{dürfen}}', '{{sollen}}', '{{wollen}}', '{{mögen}}', '{{möchten}}'],
        ],
      },
    },
    {
      tip: 'Обережно з {{ich will}}: це «я хочу», а не майбутній час (як англійське will). Майбутній час — {{ich werde}}. До того ж {{ich will}} звучить різко, коли ви щось просите; у магазинах і ресторанах кажіть {{ich möchte}} або {{ich hätte gern}}.',
    },
    { h2: 'Порядок слів: інфінітив іде в кінець' },
    {
      p: 'Модальне дієслово відмінюється й стоїть на другому місці; основне дієслово йде в кінець у вигляді простого інфінітива, **без zu**. У підрядному реченні саме модальне дієслово переходить у самий кінець. Відокремлювані дієслова в інфінітиві залишаються разом.',
    },
    {
      examples: [
        { de: 'Ich kann heute nicht kommen.', en: 'Я сьогодні не можу прийти.' },
        { de: 'Kannst du mir bitte helfen?', en: 'Можеш мені, будь ласка, допомогти?' },
        { de: 'Wir müssen noch einkaufen.', en: 'Нам ще треба зробити покупки.' },
        { de: 'Ich glaube, dass ich morgen arbeiten muss.', en: 'Здається, завтра мені треба працювати.' },
      ],
    },
    {
      p: 'Коли значення зрозуміле, основне дієслово часто пропускають, особливо дієслова руху та {{machen}}/{{tun}}: {{Ich muss jetzt nach Hause}} (мені треба додому), {{Ich kann Deutsch}} (я володію німецькою), {{Das darf man nicht}} (так робити не можна).',
    },
    { h2: 'Велика пастка: nicht müssen і nicht dürfen' },
    {
      p: 'Англійське «you must not» — це заборона. А німецьке {{du musst nicht}} лише знімає необхідність: «тобі не обов’язково». Заборона — це {{du darfst nicht}}.',
    },
    {
      table: {
        caption: 'Модальні дієслова із запереченням',
        head: ['Німецькою', 'Значення'],
        rows: [
          ['{{Du musst nicht kommen.}}', 'Тобі не обов’язково приходити (але можна).'],
          ['{{Du brauchst nicht zu kommen.}}', 'Тобі не треба приходити (те саме, дуже поширено).'],
          ['{{Du darfst nicht kommen.}}', 'Тобі не можна приходити / заборонено приходити.'],
          ['{{Du sollst nicht kommen.}}', 'Тобі не слід приходити (так хтось сказав).'],
        ],
      },
    },
    { h2: 'Sollen, wollen і möchten докладніше' },
    {
      ul: [
        '{{sollen}} передає обов’язок або пораду від **іншої людини**: {{Meine Chefin sagt, ich soll den Bericht schreiben.}} У питаннях ним пропонують допомогу: {{Soll ich das Fenster aufmachen?}} (Відчинити вікно?)',
        '{{wollen}} виражає **тверде** бажання чи план: {{Ich will Ärztin werden.}} Воно сильніше й прямолінійніше, ніж {{möchten}}.',
        '{{möchten}} — ввічливий, повсякденний спосіб сказати, чого б вам хотілося: {{Möchtest du etwas trinken?}} Воно не має власного інфінітива й минулого часу: у минулому вживайте {{wollen}} ({{Ich wollte gestern kommen}}).',
        '{{mögen}} здебільшого стоїть з іменником: {{Ich mag Hunde}}. З дієсловом німці зазвичай кажуть {{gern}}: {{Ich schwimme gern}}.',
      ],
    },
    { h2: 'Минуле: Präteritum модальних дієслів' },
    {
      p: 'Для модальних дієслів навіть розмовна німецька віддає перевагу Präteritum, а не Perfekt. Форми — це правильні закінчення на основі **без умлауту**: {{können}} → {{konnte}}, {{müssen}} → {{musste}}, {{dürfen}} → {{durfte}}, {{sollen}} → {{sollte}}, {{wollen}} → {{wollte}}, {{mögen}} → {{mochte}}.',
    },
    {
      examples: [
        { de: 'Als Kind konnte ich nicht schwimmen.', en: 'У дитинстві я не вмів плавати.' },
        { de: 'Gestern musste ich lange arbeiten.', en: 'Учора мені довелося довго працювати.' },
        { de: 'Wir durften im Museum keine Fotos machen.', en: 'У музеї нам не можна було фотографувати.' },
        { de: 'Sie wollte eigentlich anrufen.', en: 'Вона, власне, хотіла зателефонувати.' },
      ],
    },
    {
      p: 'Perfekt існує, але вживається рідше. З другим дієсловом у кінці стоїть «подвійний інфінітив» — це конструкція рівня B1: {{Ich habe gestern arbeiten müssen.}} Без другого дієслова дієприкметник правильний: {{Das habe ich nicht gewollt.}} {{Er hat es nicht gekonnt.}}',
    },
    { h2: 'Ввічливо й гіпотетично: Konjunktiv II' },
    {
      p: 'Konjunktiv II модальних дієслів схожий на Präteritum, але з умлаутом там, де він є в інфінітиві: {{könnte}}, {{müsste}}, {{dürfte}}, {{möchte}}; {{sollte}} і {{wollte}} виглядають так само, як у минулому. Ці форми роблять прохання ввічливими, а поради — м’якшими.',
    },
    {
      examples: [
        { de: 'Könnten Sie das bitte wiederholen?', en: 'Чи не могли б Ви це повторити?' },
        { de: 'Dürfte ich kurz stören?', en: 'Можна Вас на хвилинку потурбувати?' },
        { de: 'Du solltest mehr schlafen.', en: 'Тобі варто більше спати. (порада)' },
        { de: 'Wir müssten eigentlich schon los.', en: 'Нам, власне, вже час іти.' },
      ],
    },
    { h2: 'Для просунутих: модальні дієслова припущення' },
    {
      p: 'Із рівня B1/B2 ви зустрічаєте модальні дієслова, які показують, наскільки мовець упевнений, а не здатність чи обов’язок. Вони дуже часті в новинах і розмовах.',
    },
    {
      table: {
        caption: 'Модальні дієслова для припущень',
        head: ['Німецькою', 'Значення', 'Упевненість'],
        rows: [
          ['{{Er muss krank sein.}}', 'Він, напевно, хворий (я майже впевнений).', 'дуже висока'],
          ['{{Das dürfte stimmen.}}', 'Це, мабуть, правда.', 'висока'],
          ['{{Sie kann im Büro sein.}}', 'Вона може бути в офісі.', 'можливо'],
          ['{{Sie könnte recht haben.}}', 'Вона могла б мати рацію.', 'можливо'],
          ['{{Er soll sehr reich sein.}}', 'Кажуть, він дуже багатий.', 'з чужих слів'],
          ['{{Sie will alles allein gemacht haben.}}', 'Вона стверджує, що зробила все сама.', 'твердження самої людини'],
        ],
      },
    },
    { h2: 'Типові помилки' },
    {
      ol: [
        'Додавати zu: «Ich muss zu arbeiten» ✗ → {{Ich muss arbeiten.}} ✓',
        'Закінчення в ich/er: «ich kanne», «er kannt» ✗ → {{ich kann}}, {{er kann}} ✓',
        'Інфінітив посередині: «Ich kann sprechen Deutsch» ✗ → {{Ich kann Deutsch sprechen.}} ✓',
        'Уживати {{nicht müssen}} для заборони: кажіть {{Hier darf man nicht rauchen.}}',
      ],
    },
    {
      p: 'Модальні дієслова підкоряються рамковій конструкції речення, поясненій у статті [Основи порядку слів у німецькій](/articles/german-word-order-basics). Форми минулого часу порівняйте у статті [Perfekt чи Präteritum](/articles/perfekt-vs-praeteritum). Тренуйтеся в уроці про складні дієслівні конструкції з модальними дієсловами нашого [курсу граматики A2](/grammar/a2).',
    },
  ],
};

export default translation;
