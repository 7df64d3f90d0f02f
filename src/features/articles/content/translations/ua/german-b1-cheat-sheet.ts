import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b1-cheat-sheet',
  lang: 'ua',
  body: [
    {
      p: 'Рівні на цьому сайті відповідають **Загальноєвропейським рекомендаціям з мовної освіти (CEFR)**. B1 — перший рівень «незалежного користувача». На рівні B1 ви розумієте головне в чіткому мовленні літературною мовою на знайомі теми з роботи, навчання й дозвілля; даєте раду більшості ситуацій у подорожі; пишете прості зв’язні тексти на знайомі теми; описуєте досвід, події, сподівання й плани та коротко обґрунтовуєте свою думку. B1 також часто вимагають в офіційних ситуаціях — у Німеччині, наприклад, для натуралізації, — але такі правила можуть змінюватися, тож завжди перевіряйте чинні вимоги в офіційному джерелі. З граматики B1 — це **поєднання й урізноманітнення** речень. Основи — у [шпаргалці A2](/articles/german-a2-cheat-sheet).',
    },
    { h2: 'Präteritum: минулий час письмової мови' },
    {
      p: 'На рівні B1 ви читаєте й пишете оповідання, звіти та біографії, а в них уживають Präteritum. Правильні дієслова додають **-te**; неправильні змінюють основу й не мають закінчення у формах {{ich}} та {{er}}. Див. [Perfekt чи Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Поширені неправильні дієслова: інфінітив – Präteritum – Partizip II',
        head: ['Інфінітив', 'Präteritum', 'Perfekt'],
        rows: [
          ['{{gehen}}', '{{ging}}', '{{ist gegangen}}'],
          ['{{kommen}}', '{{kam}}', '{{ist gekommen}}'],
          ['{{fahren}}', '{{fuhr}}', '{{ist gefahren}}'],
          ['{{sehen}}', '{{sah}}', '{{hat gesehen}}'],
          ['{{geben}}', '{{gab}}', '{{hat gegeben}}'],
          ['{{nehmen}}', '{{nahm}}', '{{hat genommen}}'],
          ['{{finden}}', '{{fand}}', '{{hat gefunden}}'],
          ['{{schreiben}}', '{{schrieb}}', '{{hat geschrieben}}'],
          ['{{bleiben}}', '{{blieb}}', '{{ist geblieben}}'],
          ['{{denken}}', '{{dachte}}', '{{hat gedacht}}'],
          ['{{wissen}}', '{{wusste}}', '{{hat gewusst}}'],
          ['{{werden}}', '{{wurde}}', '{{ist geworden}}'],
        ],
      },
    },
    { h2: 'Plusquamperfekt: минуле перед минулим' },
    {
      p: 'Утворюється з {{hatte}} або {{war}} + дієприкметник і показує, що одна подія в минулому сталася раніше за іншу, часто з {{nachdem}}.',
    },
    {
      examples: [
        { de: 'Nachdem wir gegessen hatten, gingen wir spazieren.', en: 'Після того як ми поїли, ми пішли гуляти.' },
        { de: 'Der Zug war schon abgefahren, als ich ankam.', en: 'Коли я прийшов, потяг уже поїхав.' },
      ],
    },
    { h2: 'Пасив' },
    {
      p: 'Пасив зосереджується на дії, а не на тому, хто її виконує: {{werden}} + дієприкметник. Виконавця, якщо його згадують, вводять через {{von}} + давальний. З модальним дієсловом відмінюється модальне, а {{werden}} стоїть у кінці.',
    },
    {
      table: {
        caption: 'Форми пасиву',
        head: ['Час', 'Приклад'],
        rows: [
          ['теперішній', '{{Das Haus wird renoviert.}}'],
          ['Präteritum', '{{Das Haus wurde 1900 gebaut.}}'],
          ['Perfekt', '{{Das Haus ist renoviert worden.}}'],
          ['з модальним дієсловом', '{{Das Formular muss unterschrieben werden.}}'],
          ['пасив стану (sein + дієприкметник)', '{{Das Geschäft ist geschlossen.}}'],
        ],
      },
    },
    {
      tip: 'У пасиві Perfekt дієприкметник від {{werden}} — {{worden}}, а не {{geworden}}: {{Er ist operiert worden}} (його прооперували), але {{Er ist Arzt geworden}} (він став лікарем).',
    },
    { h2: 'Означальні (відносні) речення' },
    {
      p: 'Відносне речення описує іменник. Відносний займенник бере **рід і число** від іменника, а **відмінок** — від своєї ролі у відносному реченні; дієслово йде в кінець.',
    },
    {
      table: {
        caption: 'Відносні займенники',
        head: ['Відмінок', 'Чоловічий рід', 'Жіночий рід', 'Середній рід', 'Множина'],
        rows: [
          ['Називний', '{{der}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Знахідний', '{{den}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Давальний', '{{dem}}', '{{der}}', '{{dem}}', '{{denen}}'],
          ['Родовий', '{{dessen}}', '{{deren}}', '{{dessen}}', '{{deren}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Der Mann, der dort steht, ist mein Chef.', en: 'Чоловік, який стоїть там, — мій начальник.' },
        { de: 'Das ist die Kollegin, mit der ich arbeite.', en: 'Це колега, з якою я працюю.' },
        { de: 'Die Leute, denen ich geholfen habe, waren sehr nett.', en: 'Люди, яким я допоміг, були дуже привітні.' },
        { de: 'Berlin ist eine Stadt, in der man viel erleben kann.', en: 'Берлін — місто, де можна багато чого пережити.' },
      ],
    },
    { h2: 'Konjunktiv II: бажання, умови, поради' },
    {
      p: 'Більшість дієслів уживають {{würde}} + інфінітив. {{sein}}, {{haben}} і модальні дієслова мають власні форми: {{wäre}}, {{hätte}}, {{könnte}}, {{müsste}}, {{dürfte}}, {{sollte}}; так само кілька частих дієслів ({{käme}}, {{ginge}}, {{wüsste}}). Минуле — {{hätte}}/{{wäre}} + дієприкметник.',
    },
    {
      examples: [
        { de: 'Wenn ich mehr Zeit hätte, würde ich öfter reisen.', en: 'Якби я мав більше часу, я б частіше подорожував.' },
        { de: 'Ich wäre jetzt gern am Meer.', en: 'Я хотів би зараз бути на морі.' },
        { de: 'An deiner Stelle würde ich den Arzt anrufen.', en: 'На твоєму місці я б зателефонував лікареві.' },
        { de: 'Wenn ich das gewusst hätte, wäre ich früher gekommen.', en: 'Якби я це знав, я прийшов би раніше.' },
      ],
    },
    { h2: 'Сполучні слова: серце рівня B1' },
    {
      table: {
        caption: 'Сполучні слова та порядок слів із ними',
        head: ['Тип', 'Слова', 'Порядок слів'],
        rows: [
          ['підрядні сполучники', '{{obwohl}}, {{während}}, {{bevor}}, {{nachdem}}, {{seit}}, {{bis}}, {{damit}}, {{sodass}}, {{falls}}', 'дієслово в кінці'],
          ['прислівники', '{{deshalb}}, {{deswegen}}, {{trotzdem}}, {{außerdem}}, {{sonst}}, {{dann}}', 'перше місце, за ним дієслово'],
          ['парні сполучники', '{{sowohl … als auch}}, {{weder … noch}}, {{entweder … oder}}, {{nicht nur … sondern auch}}, {{je … desto}}', 'по-різному'],
          ['інфінітивні звороти', '{{um … zu}}, {{ohne … zu}}, {{statt … zu}}', 'zu + інфінітив у кінці'],
        ],
      },
    },
    {
      examples: [
        { de: 'Obwohl es regnete, sind wir gewandert.', en: 'Хоча йшов дощ, ми пішли в похід.' },
        { de: 'Es regnete, trotzdem sind wir gewandert.', en: 'Ішов дощ, але ми все одно пішли в похід.' },
        { de: 'Ich lerne Deutsch, um in Deutschland zu studieren.', en: 'Я вчу німецьку, щоб навчатися в Німеччині.' },
        { de: 'Je mehr ich übe, desto besser spreche ich.', en: 'Що більше я тренуюся, то краще говорю.' },
      ],
    },
    {
      p: '{{um … zu}} і {{damit}} обидва виражають мету: {{um … zu}} — коли підмет обох частин однаковий, {{damit}} — коли різний ({{Ich spreche langsam, damit du mich verstehst}}).',
    },
    { h2: 'Ще трохи граматики B1 коротко' },
    {
      ul: [
        '**Futur I** ({{werden}} + інфінітив) для планів, обіцянок і припущень: {{Er wird wohl noch im Büro sein.}}',
        '**Родовий відмінок** і його прийменники: {{wegen des Wetters}}, {{trotz des Regens}}, {{während der Pause}}, {{innerhalb einer Woche}}.',
        '**Закінчення прикметників** в усіх чотирьох відмінках і прикметники в ролі іменників: {{der Deutsche}}, {{ein Bekannter}}, {{die Erwachsenen}}. Див. [Закінчення прикметників — просто](/articles/german-adjective-endings-made-simple).',
        '**lassen**: {{Ich lasse mein Auto reparieren}} (я віддаю машину в ремонт).',
        '**Дієслова з прийменниками** і слова з **da-/wo-**: {{Ich ärgere mich darüber.}} {{Wofür interessierst du dich?}}',
        '**Непрямі питання**: {{Können Sie mir sagen, wann der Kurs beginnt?}}',
      ],
    },
    { h2: 'Ключові фрази рівня B1' },
    {
      table: {
        caption: 'Корисні фрази B1',
        head: ['Мета', 'Німецькою'],
        rows: [
          ['Висловити думку', '{{Ich bin der Meinung, dass …}} / {{Meiner Ansicht nach …}}'],
          ['Погодитися', '{{Da stimme ich dir zu.}} / {{Das sehe ich genauso.}}'],
          ['Ввічливо заперечити', '{{Da bin ich anderer Meinung.}} / {{Ich bin mir nicht sicher, ob …}}'],
          ['Обґрунтувати', '{{Ein wichtiger Grund dafür ist …}}'],
          ['За і проти', '{{Einerseits …, andererseits …}} / {{Ein Vorteil ist …, ein Nachteil ist …}}'],
          ['Структурувати', '{{Zuerst …}}, {{danach …}}, {{zum Schluss …}}'],
          ['Офіційний лист', '{{Sehr geehrte Damen und Herren, …}} / {{Mit freundlichen Grüßen}}'],
          ['Неофіційний лист', '{{Liebe Anna, …}} / {{Viele Grüße}}'],
          ['Ввічливо поскаржитися', '{{Leider muss ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'Теми B1: робота й пошук роботи, освіта, здоров’я і система охорони здоров’я, медіа, довкілля, проблеми в дорозі, стосунки, культура й суспільство. Опановуйте ці сфери за допомогою наших [списків слів](/words) і [лексики для роботи](/articles/german-workplace-vocabulary).',
    },
    {
      tip: 'На рівні B1 точність важить менше, ніж плавність і зв’язність. Тренуйтеся розповідати вголос короткі історії з {{zuerst}}, {{dann}}, {{nachdem}} і {{schließlich}}. Наступний крок, B2, підсумовано у [шпаргалці B2](/articles/german-b2-cheat-sheet).',
    },
  ],
};

export default translation;
