import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b1-cheat-sheet',
  lang: 'ru',
  body: [
    {
      p: 'Уровни на этом сайте соответствуют **Общеевропейской шкале языковых компетенций (CEFR)**. B1 — первый уровень «независимого пользователя». На уровне B1 вы понимаете главное в чёткой литературной речи на знакомые темы из работы, учёбы и досуга; справляетесь с большинством ситуаций в поездке; пишете простые связные тексты на знакомые темы; описываете впечатления, события, надежды и планы и кратко обосновываете своё мнение. B1 также часто требуют в официальных ситуациях — в Германии, например, для натурализации, — но такие правила могут меняться, поэтому всегда проверяйте действующие требования в официальном источнике. В грамматике B1 — это **связывание и разнообразие** предложений. Основы — в [шпаргалке A2](/articles/german-a2-cheat-sheet).',
    },
    { h2: 'Präteritum: прошедшее время письменной речи' },
    {
      p: 'На уровне B1 вы читаете и пишете рассказы, отчёты и биографии, а в них используется Präteritum. Правильные глаголы добавляют **-te**; неправильные меняют основу и не имеют окончания в формах {{ich}} и {{er}}. См. [Perfekt или Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Частые неправильные глаголы: инфинитив – Präteritum – Partizip II',
        head: ['Инфинитив', 'Präteritum', 'Perfekt'],
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
    { h2: 'Plusquamperfekt: прошлое до прошлого' },
    {
      p: 'Образуется с {{hatte}} или {{war}} + причастие и показывает, что одно событие в прошлом произошло раньше другого, часто с {{nachdem}}.',
    },
    {
      examples: [
        { de: 'Nachdem wir gegessen hatten, gingen wir spazieren.', en: 'После того как мы поели, мы пошли гулять.' },
        { de: 'Der Zug war schon abgefahren, als ich ankam.', en: 'Когда я пришёл, поезд уже ушёл.' },
      ],
    },
    { h2: 'Пассив' },
    {
      p: 'Пассив сосредоточен на действии, а не на том, кто его выполняет: {{werden}} + причастие. Исполнителя, если его называют, вводят через {{von}} + дательный падеж. С модальным глаголом спрягается модальный, а {{werden}} стоит в конце.',
    },
    {
      table: {
        caption: 'Формы пассива',
        head: ['Время', 'Пример'],
        rows: [
          ['настоящее', '{{Das Haus wird renoviert.}}'],
          ['Präteritum', '{{Das Haus wurde 1900 gebaut.}}'],
          ['Perfekt', '{{Das Haus ist renoviert worden.}}'],
          ['с модальным глаголом', '{{Das Formular muss unterschrieben werden.}}'],
          ['пассив состояния (sein + причастие)', '{{Das Geschäft ist geschlossen.}}'],
        ],
      },
    },
    {
      tip: 'В пассиве Perfekt причастие от {{werden}} — {{worden}}, а не {{geworden}}: {{Er ist operiert worden}} (его прооперировали), но {{Er ist Arzt geworden}} (он стал врачом).',
    },
    { h2: 'Относительные придаточные' },
    {
      p: 'Относительное придаточное описывает существительное. Относительное местоимение берёт **род и число** от существительного, а **падеж** — от своей роли в придаточном; глагол уходит в конец.',
    },
    {
      table: {
        caption: 'Относительные местоимения',
        head: ['Падеж', 'Мужской род', 'Женский род', 'Средний род', 'Множественное число'],
        rows: [
          ['Именительный', '{{der}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Винительный', '{{den}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Дательный', '{{dem}}', '{{der}}', '{{dem}}', '{{denen}}'],
          ['Родительный', '{{dessen}}', '{{deren}}', '{{dessen}}', '{{deren}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Der Mann, der dort steht, ist mein Chef.', en: 'Мужчина, который стоит там, — мой начальник.' },
        { de: 'Das ist die Kollegin, mit der ich arbeite.', en: 'Это коллега, с которой я работаю.' },
        { de: 'Die Leute, denen ich geholfen habe, waren sehr nett.', en: 'Люди, которым я помог, были очень милыми.' },
        { de: 'Berlin ist eine Stadt, in der man viel erleben kann.', en: 'Берлин — город, где можно многое пережить.' },
      ],
    },
    { h2: 'Konjunktiv II: желания, условия, советы' },
    {
      p: 'Большинство глаголов используют {{würde}} + инфинитив. У {{sein}}, {{haben}} и модальных глаголов собственные формы: {{wäre}}, {{hätte}}, {{könnte}}, {{müsste}}, {{dürfte}}, {{sollte}}; так же у нескольких частых глаголов ({{käme}}, {{ginge}}, {{wüsste}}). Прошедшее — {{hätte}}/{{wäre}} + причастие.',
    },
    {
      examples: [
        { de: 'Wenn ich mehr Zeit hätte, würde ich öfter reisen.', en: 'Если бы у меня было больше времени, я бы чаще путешествовал.' },
        { de: 'Ich wäre jetzt gern am Meer.', en: 'Я бы хотел сейчас оказаться на море.' },
        { de: 'An deiner Stelle würde ich den Arzt anrufen.', en: 'На твоём месте я бы позвонил врачу.' },
        { de: 'Wenn ich das gewusst hätte, wäre ich früher gekommen.', en: 'Если бы я это знал, я бы пришёл раньше.' },
      ],
    },
    { h2: 'Связующие слова: сердце уровня B1' },
    {
      table: {
        caption: 'Связующие слова и порядок слов с ними',
        head: ['Тип', 'Слова', 'Порядок слов'],
        rows: [
          ['подчинительные союзы', '{{obwohl}}, {{während}}, {{bevor}}, {{nachdem}}, {{seit}}, {{bis}}, {{damit}}, {{sodass}}, {{falls}}', 'глагол в конце'],
          ['наречия', '{{deshalb}}, {{deswegen}}, {{trotzdem}}, {{außerdem}}, {{sonst}}, {{dann}}', 'первое место, за ним глагол'],
          ['двойные союзы', '{{sowohl … als auch}}, {{weder … noch}}, {{entweder … oder}}, {{nicht nur … sondern auch}}, {{je … desto}}', 'по-разному'],
          ['инфинитивные обороты', '{{um … zu}}, {{ohne … zu}}, {{statt … zu}}', 'zu + инфинитив в конце'],
        ],
      },
    },
    {
      examples: [
        { de: 'Obwohl es regnete, sind wir gewandert.', en: 'Хотя шёл дождь, мы пошли в поход.' },
        { de: 'Es regnete, trotzdem sind wir gewandert.', en: 'Шёл дождь, но мы всё равно пошли в поход.' },
        { de: 'Ich lerne Deutsch, um in Deutschland zu studieren.', en: 'Я учу немецкий, чтобы учиться в Германии.' },
        { de: 'Je mehr ich übe, desto besser spreche ich.', en: 'Чем больше я тренируюсь, тем лучше говорю.' },
      ],
    },
    {
      p: '{{um … zu}} и {{damit}} оба выражают цель: {{um … zu}} — когда подлежащее обеих частей одно и то же, {{damit}} — когда разное ({{Ich spreche langsam, damit du mich verstehst}}).',
    },
    { h2: 'Ещё немного грамматики B1 кратко' },
    {
      ul: [
        '**Futur I** ({{werden}} + инфинитив) для планов, обещаний и предположений: {{Er wird wohl noch im Büro sein.}}',
        '**Родительный падеж** и его предлоги: {{wegen des Wetters}}, {{trotz des Regens}}, {{während der Pause}}, {{innerhalb einer Woche}}.',
        '**Окончания прилагательных** во всех четырёх падежах и прилагательные в роли существительных: {{der Deutsche}}, {{ein Bekannter}}, {{die Erwachsenen}}. См. [Окончания прилагательных — просто](/articles/german-adjective-endings-made-simple).',
        '**lassen**: {{Ich lasse mein Auto reparieren}} (я отдаю машину в ремонт).',
        '**Глаголы с предлогами** и слова с **da-/wo-**: {{Ich ärgere mich darüber.}} {{Wofür interessierst du dich?}}',
        '**Косвенные вопросы**: {{Können Sie mir sagen, wann der Kurs beginnt?}}',
      ],
    },
    { h2: 'Ключевые фразы уровня B1' },
    {
      table: {
        caption: 'Полезные фразы B1',
        head: ['Цель', 'По-немецки'],
        rows: [
          ['Высказать мнение', '{{Ich bin der Meinung, dass …}} / {{Meiner Ansicht nach …}}'],
          ['Согласиться', '{{Da stimme ich dir zu.}} / {{Das sehe ich genauso.}}'],
          ['Вежливо возразить', '{{Da bin ich anderer Meinung.}} / {{Ich bin mir nicht sicher, ob …}}'],
          ['Обосновать', '{{Ein wichtiger Grund dafür ist …}}'],
          ['За и против', '{{Einerseits …, andererseits …}} / {{Ein Vorteil ist …, ein Nachteil ist …}}'],
          ['Структурировать', '{{Zuerst …}}, {{danach …}}, {{zum Schluss …}}'],
          ['Официальное письмо', '{{Sehr geehrte Damen und Herren, …}} / {{Mit freundlichen Grüßen}}'],
          ['Неофициальное письмо', '{{Liebe Anna, …}} / {{Viele Grüße}}'],
          ['Вежливо пожаловаться', '{{Leider muss ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'Темы B1: работа и поиск работы, образование, здоровье и система здравоохранения, медиа, окружающая среда, проблемы в дороге, отношения, культура и общество. Осваивайте эти области с помощью наших [списков слов](/words) и [лексики для работы](/articles/german-workplace-vocabulary).',
    },
    {
      tip: 'На уровне B1 точность важна меньше, чем беглость и связность. Тренируйтесь рассказывать вслух короткие истории с {{zuerst}}, {{dann}}, {{nachdem}} и {{schließlich}}. Следующий шаг, B2, кратко описан в [шпаргалке B2](/articles/german-b2-cheat-sheet).',
    },
  ],
};

export default translation;
