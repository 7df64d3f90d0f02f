import type { A1Topic } from '../types';

/** können in the present tense (German, the same in every language). */
const ROWS = [
  ['ich', 'kann'],
  ['du', 'kannst'],
  ['er / sie / es', 'kann'],
  ['wir', 'können'],
  ['ihr', 'könnt'],
  ['sie / Sie', 'können'],
];

const topic: A1Topic = {
  slug: 'kann',
  type: 'modals',
  title: {
    en: 'können: can, be able to',
    ua: 'können: могти, вміти',
    de: 'Das Modalverb können',
    ru: 'können: мочь, уметь',
    be: 'können: магчы, умець',
    tr: 'können: -ebilmek',
    pl: 'können: móc, umieć',
    es: 'können: poder, saber hacer algo',
  },
  descr: {
    en: 'Say what you can do, what is possible and what is allowed with kann, kannst, können and könnt.',
    ua: 'Кажіть, що ви вмієте, що можливо і що дозволено, за допомогою kann, kannst, können і könnt.',
    de: 'Sag mit kann, kannst, können und könnt, was du kannst, was möglich ist und was erlaubt ist.',
    ru: 'Говорите, что вы умеете, что возможно и что разрешено, с помощью kann, kannst, können и könnt.',
    be: 'Кажыце, што вы ўмееце, што магчыма і што дазволена, з дапамогай kann, kannst, können і könnt.',
    tr: 'kann, kannst, können ve könnt ile neyi yapabildiğinizi, neyin mümkün olduğunu ve neye izin verildiğini söyleyin.',
    pl: 'Mów, co umiesz, co jest możliwe i na co masz pozwolenie, używając kann, kannst, können i könnt.',
    es: 'Di lo que sabes hacer, lo que es posible y lo que está permitido con kann, kannst, können y könnt.',
  },
  rules: {
    en: [
      {
        heading: 'What does können mean?',
        paragraphs: [
          'können is a modal verb. It has three main meanings: ability (Ich kann schwimmen. – I can swim.), possibility (Hier kann man parken. – You can park here.) and permission (Du kannst jetzt gehen. – You can go now.).',
          'In questions, können makes a polite request: Kannst du mir helfen? Können Sie das wiederholen?',
        ],
        examples: [
          { de: 'Ich kann gut schwimmen.', tr: 'I can swim well.' },
          { de: 'Kannst du mir bitte helfen?', tr: 'Can you help me, please?' },
        ],
      },
      {
        heading: 'The forms',
        paragraphs: [
          'können is irregular: in the singular the vowel is a (kann), in the plural ö (können). ich and er/sie/es have no ending: ich kann, er kann.',
        ],
        table: { caption: 'können in the present tense', head: ['Person', 'können'], rows: ROWS },
      },
      {
        heading: 'Word order: the infinitive goes to the end',
        paragraphs: [
          'The form of können is in second position; the second verb stays in the infinitive and goes to the very end of the sentence: Ich kann heute nicht kommen.',
          'In yes/no questions können comes first: Kannst du Gitarre spielen? In W-questions the question word comes first: Wann kannst du kommen? nicht usually stands before the infinitive: Ich kann nicht schwimmen.',
        ],
        examples: [
          { de: 'Wir können morgen ins Kino gehen.', tr: 'We can go to the cinema tomorrow.' },
          { de: 'Wann kannst du kommen?', tr: 'When can you come?' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'No zu before the infinitive: ✗ Ich kann zu schwimmen → ✓ Ich kann schwimmen.',
          'The infinitive goes to the end, not right after kann: ✗ Ich kann spielen Fußball → ✓ Ich kann Fußball spielen.',
          'No -t with er/sie/es: ✗ er kannt → ✓ er kann. And only the plural has ö: ✗ wir kannen → ✓ wir können.',
        ],
        examples: [{ de: 'Das Baby kann noch nicht laufen.', tr: 'The baby cannot walk yet.' }],
      },
    ],
    ua: [
      {
        heading: 'Що означає können?',
        paragraphs: [
          'können — модальне дієслово. Воно має три головні значення: уміння (Ich kann schwimmen. — Я вмію плавати.), можливість (Hier kann man parken. — Тут можна паркуватися.) і дозвіл (Du kannst jetzt gehen. — Ти можеш уже йти.).',
          'У питаннях können виражає ввічливе прохання: Kannst du mir helfen? Können Sie das wiederholen?',
        ],
        examples: [
          { de: 'Ich kann gut schwimmen.', tr: 'Я добре вмію плавати.' },
          { de: 'Kannst du mir bitte helfen?', tr: 'Ти можеш мені, будь ласка, допомогти?' },
        ],
      },
      {
        heading: 'Форми',
        paragraphs: [
          'können — неправильне дієслово: в однині голосна a (kann), у множині ö (können). ich та er/sie/es не мають закінчення: ich kann, er kann.',
        ],
        table: { caption: 'können у теперішньому часі', head: ['Особа', 'können'], rows: ROWS },
      },
      {
        heading: 'Порядок слів: інфінітив у кінці',
        paragraphs: [
          'Форма können стоїть на другому місці, а друге дієслово залишається в інфінітиві й іде в самий кінець речення: Ich kann heute nicht kommen.',
          'У питаннях без питального слова können стоїть на першому місці: Kannst du Gitarre spielen? У питаннях з питальним словом воно стоїть на початку: Wann kannst du kommen? nicht зазвичай стоїть перед інфінітивом: Ich kann nicht schwimmen.',
        ],
        examples: [
          { de: 'Wir können morgen ins Kino gehen.', tr: 'Ми можемо завтра піти в кіно.' },
          { de: 'Wann kannst du kommen?', tr: 'Коли ти можеш прийти?' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Перед інфінітивом немає zu: ✗ Ich kann zu schwimmen → ✓ Ich kann schwimmen.',
          'Інфінітив іде в кінець, а не одразу після kann: ✗ Ich kann spielen Fußball → ✓ Ich kann Fußball spielen.',
          'З er/sie/es немає -t: ✗ er kannt → ✓ er kann. А ö буває лише в множині: ✗ wir kannen → ✓ wir können.',
        ],
        examples: [{ de: 'Das Baby kann noch nicht laufen.', tr: 'Малюк ще не вміє ходити.' }],
      },
    ],
    de: [
      {
        heading: 'Was bedeutet können?',
        paragraphs: [
          'können ist ein Modalverb. Es hat drei wichtige Bedeutungen: Fähigkeit (Ich kann schwimmen.), Möglichkeit (Hier kann man parken.) und Erlaubnis (Du kannst jetzt gehen.).',
          'In Fragen ist können eine höfliche Bitte: Kannst du mir helfen? Können Sie das wiederholen?',
        ],
        examples: [
          { de: 'Ich kann gut schwimmen.', tr: 'Fähigkeit: Ich habe schwimmen gelernt.' },
          { de: 'Kannst du mir bitte helfen?', tr: 'eine höfliche Bitte' },
        ],
      },
      {
        heading: 'Die Formen',
        paragraphs: [
          'können ist unregelmäßig: Im Singular hat es a (kann), im Plural ö (können). ich und er/sie/es haben keine Endung: ich kann, er kann.',
        ],
        table: { caption: 'können im Präsens', head: ['Person', 'können'], rows: ROWS },
      },
      {
        heading: 'Satzbau: Der Infinitiv steht am Ende',
        paragraphs: [
          'Die Form von können steht auf Position 2. Das zweite Verb steht im Infinitiv ganz am Ende vom Satz: Ich kann heute nicht kommen.',
          'In Ja/Nein-Fragen steht können auf Position 1: Kannst du Gitarre spielen? In W-Fragen steht das Fragewort am Anfang: Wann kannst du kommen? nicht steht meistens vor dem Infinitiv: Ich kann nicht schwimmen.',
        ],
        examples: [
          { de: 'Wir können morgen ins Kino gehen.', tr: 'können auf Position 2, gehen am Ende' },
          { de: 'Wann kannst du kommen?', tr: 'W-Frage: Fragewort, dann kannst, kommen am Ende' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Vor dem Infinitiv steht kein zu: ✗ Ich kann zu schwimmen → ✓ Ich kann schwimmen.',
          'Der Infinitiv steht am Ende, nicht direkt nach kann: ✗ Ich kann spielen Fußball → ✓ Ich kann Fußball spielen.',
          'Bei er/sie/es gibt es kein -t: ✗ er kannt → ✓ er kann. Und ö gibt es nur im Plural: ✗ wir kannen → ✓ wir können.',
        ],
        examples: [{ de: 'Das Baby kann noch nicht laufen.', tr: 'nicht steht vor dem Infinitiv.' }],
      },
    ],
    ru: [
      {
        heading: 'Что значит können?',
        paragraphs: [
          'können — модальный глагол. У него три главных значения: умение (Ich kann schwimmen. — Я умею плавать.), возможность (Hier kann man parken. — Здесь можно парковаться.) и разрешение (Du kannst jetzt gehen. — Ты можешь уже идти.).',
          'В вопросах können выражает вежливую просьбу: Kannst du mir helfen? Können Sie das wiederholen?',
        ],
        examples: [
          { de: 'Ich kann gut schwimmen.', tr: 'Я хорошо умею плавать.' },
          { de: 'Kannst du mir bitte helfen?', tr: 'Ты можешь мне, пожалуйста, помочь?' },
        ],
      },
      {
        heading: 'Формы',
        paragraphs: [
          'können — неправильный глагол: в единственном числе гласная a (kann), во множественном ö (können). ich и er/sie/es не имеют окончания: ich kann, er kann.',
        ],
        table: { caption: 'können в настоящем времени', head: ['Лицо', 'können'], rows: ROWS },
      },
      {
        heading: 'Порядок слов: инфинитив в конце',
        paragraphs: [
          'Форма können стоит на втором месте, а второй глагол остаётся в инфинитиве и идёт в самый конец предложения: Ich kann heute nicht kommen.',
          'В вопросах без вопросительного слова können стоит на первом месте: Kannst du Gitarre spielen? В вопросах с вопросительным словом оно стоит в начале: Wann kannst du kommen? nicht обычно стоит перед инфинитивом: Ich kann nicht schwimmen.',
        ],
        examples: [
          { de: 'Wir können morgen ins Kino gehen.', tr: 'Завтра мы можем пойти в кино.' },
          { de: 'Wann kannst du kommen?', tr: 'Когда ты можешь прийти?' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'Перед инфинитивом нет zu: ✗ Ich kann zu schwimmen → ✓ Ich kann schwimmen.',
          'Инфинитив идёт в конец, а не сразу после kann: ✗ Ich kann spielen Fußball → ✓ Ich kann Fußball spielen.',
          'С er/sie/es нет -t: ✗ er kannt → ✓ er kann. А ö бывает только во множественном числе: ✗ wir kannen → ✓ wir können.',
        ],
        examples: [{ de: 'Das Baby kann noch nicht laufen.', tr: 'Малыш ещё не умеет ходить.' }],
      },
    ],
    be: [
      {
        heading: 'Што азначае können?',
        paragraphs: [
          'können — мадальны дзеяслоў. Ён мае тры галоўныя значэнні: уменне (Ich kann schwimmen. — Я ўмею плаваць.), магчымасць (Hier kann man parken. — Тут можна паркавацца.) і дазвол (Du kannst jetzt gehen. — Ты можаш ужо ісці.).',
          'У пытаннях können выражае ветлівую просьбу: Kannst du mir helfen? Können Sie das wiederholen?',
        ],
        examples: [
          { de: 'Ich kann gut schwimmen.', tr: 'Я добра ўмею плаваць.' },
          { de: 'Kannst du mir bitte helfen?', tr: 'Ты можаш мне, калі ласка, дапамагчы?' },
        ],
      },
      {
        heading: 'Формы',
        paragraphs: [
          'können — няправільны дзеяслоў: у адзіночным ліку галосная a (kann), у множным ö (können). ich і er/sie/es не маюць канчатка: ich kann, er kann.',
        ],
        table: { caption: 'können у цяперашнім часе', head: ['Асоба', 'können'], rows: ROWS },
      },
      {
        heading: 'Парадак слоў: інфінітыў у канцы',
        paragraphs: [
          'Форма können стаіць на другім месцы, а другі дзеяслоў застаецца ў інфінітыве і ідзе ў самы канец сказа: Ich kann heute nicht kommen.',
          'У пытаннях без пытальнага слова können стаіць на першым месцы: Kannst du Gitarre spielen? У пытаннях з пытальным словам яно стаіць у пачатку: Wann kannst du kommen? nicht звычайна стаіць перад інфінітывам: Ich kann nicht schwimmen.',
        ],
        examples: [
          { de: 'Wir können morgen ins Kino gehen.', tr: 'Заўтра мы можам пайсці ў кіно.' },
          { de: 'Wann kannst du kommen?', tr: 'Калі ты можаш прыйсці?' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Перад інфінітывам няма zu: ✗ Ich kann zu schwimmen → ✓ Ich kann schwimmen.',
          'Інфінітыў ідзе ў канец, а не адразу пасля kann: ✗ Ich kann spielen Fußball → ✓ Ich kann Fußball spielen.',
          'З er/sie/es няма -t: ✗ er kannt → ✓ er kann. А ö бывае толькі ў множным ліку: ✗ wir kannen → ✓ wir können.',
        ],
        examples: [{ de: 'Das Baby kann noch nicht laufen.', tr: 'Малы яшчэ не ўмее хадзіць.' }],
      },
    ],
    tr: [
      {
        heading: 'können ne anlama gelir?',
        paragraphs: [
          'können bir modal fiildir. Üç temel anlamı vardır: yetenek (Ich kann schwimmen. – Yüzebilirim.), olasılık (Hier kann man parken. – Buraya park edilebilir.) ve izin (Du kannst jetzt gehen. – Artık gidebilirsin.).',
          'Sorularda können kibar bir rica bildirir: Kannst du mir helfen? Können Sie das wiederholen?',
        ],
        examples: [
          { de: 'Ich kann gut schwimmen.', tr: 'İyi yüzebilirim.' },
          { de: 'Kannst du mir bitte helfen?', tr: 'Bana yardım edebilir misin lütfen?' },
        ],
      },
      {
        heading: 'Biçimler',
        paragraphs: [
          'können düzensiz bir fiildir: tekilde ünlü a’dır (kann), çoğulda ö’dür (können). ich ve er/sie/es ek almaz: ich kann, er kann.',
        ],
        table: { caption: 'Şimdiki zamanda können', head: ['Kişi', 'können'], rows: ROWS },
      },
      {
        heading: 'Sözcük sırası: mastar sona gider',
        paragraphs: [
          'können’in çekimli biçimi ikinci sıradadır; ikinci fiil mastar hâlinde kalır ve cümlenin en sonuna gider: Ich kann heute nicht kommen.',
          'Evet/hayır sorularında können başa gelir: Kannst du Gitarre spielen? Soru sözcüklü sorularda soru sözcüğü başta durur: Wann kannst du kommen? nicht genellikle mastardan önce gelir: Ich kann nicht schwimmen.',
        ],
        examples: [
          { de: 'Wir können morgen ins Kino gehen.', tr: 'Yarın sinemaya gidebiliriz.' },
          { de: 'Wann kannst du kommen?', tr: 'Ne zaman gelebilirsin?' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'Mastardan önce zu kullanılmaz: ✗ Ich kann zu schwimmen → ✓ Ich kann schwimmen.',
          'Mastar sona gider, kann’ın hemen arkasına değil: ✗ Ich kann spielen Fußball → ✓ Ich kann Fußball spielen.',
          'er/sie/es ile -t eklenmez: ✗ er kannt → ✓ er kann. ö yalnızca çoğulda vardır: ✗ wir kannen → ✓ wir können.',
        ],
        examples: [{ de: 'Das Baby kann noch nicht laufen.', tr: 'Bebek henüz yürüyemiyor.' }],
      },
    ],
    pl: [
      {
        heading: 'Co znaczy können?',
        paragraphs: [
          'können to czasownik modalny. Ma trzy główne znaczenia: umiejętność (Ich kann schwimmen. – Umiem pływać.), możliwość (Hier kann man parken. – Tu można parkować.) i pozwolenie (Du kannst jetzt gehen. – Możesz już iść.).',
          'W pytaniach können wyraża uprzejmą prośbę: Kannst du mir helfen? Können Sie das wiederholen?',
        ],
        examples: [
          { de: 'Ich kann gut schwimmen.', tr: 'Umiem dobrze pływać.' },
          { de: 'Kannst du mir bitte helfen?', tr: 'Możesz mi, proszę, pomóc?' },
        ],
      },
      {
        heading: 'Formy',
        paragraphs: [
          'können jest nieregularny: w liczbie pojedynczej ma samogłoskę a (kann), w liczbie mnogiej ö (können). ich i er/sie/es nie mają końcówki: ich kann, er kann.',
        ],
        table: { caption: 'können w czasie teraźniejszym', head: ['Osoba', 'können'], rows: ROWS },
      },
      {
        heading: 'Szyk zdania: bezokolicznik na końcu',
        paragraphs: [
          'Forma können stoi na drugim miejscu, a drugi czasownik zostaje w bezokoliczniku i idzie na sam koniec zdania: Ich kann heute nicht kommen.',
          'W pytaniach bez zaimka pytającego können stoi na pierwszym miejscu: Kannst du Gitarre spielen? W pytaniach z zaimkiem pytającym to on stoi na początku: Wann kannst du kommen? nicht stoi zwykle przed bezokolicznikiem: Ich kann nicht schwimmen.',
        ],
        examples: [
          { de: 'Wir können morgen ins Kino gehen.', tr: 'Jutro możemy pójść do kina.' },
          { de: 'Wann kannst du kommen?', tr: 'Kiedy możesz przyjść?' },
        ],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'Przed bezokolicznikiem nie ma zu: ✗ Ich kann zu schwimmen → ✓ Ich kann schwimmen.',
          'Bezokolicznik idzie na koniec, nie zaraz po kann: ✗ Ich kann spielen Fußball → ✓ Ich kann Fußball spielen.',
          'Przy er/sie/es nie ma -t: ✗ er kannt → ✓ er kann. A ö jest tylko w liczbie mnogiej: ✗ wir kannen → ✓ wir können.',
        ],
        examples: [{ de: 'Das Baby kann noch nicht laufen.', tr: 'Dziecko jeszcze nie umie chodzić.' }],
      },
    ],
    es: [
      {
        heading: '¿Qué significa können?',
        paragraphs: [
          'können es un verbo modal. Tiene tres significados principales: capacidad (Ich kann schwimmen. – Sé nadar.), posibilidad (Hier kann man parken. – Aquí se puede aparcar.) y permiso (Du kannst jetzt gehen. – Ya puedes irte.).',
          'En preguntas, können expresa una petición cortés: Kannst du mir helfen? Können Sie das wiederholen?',
        ],
        examples: [
          { de: 'Ich kann gut schwimmen.', tr: 'Sé nadar bien.' },
          { de: 'Kannst du mir bitte helfen?', tr: '¿Puedes ayudarme, por favor?' },
        ],
      },
      {
        heading: 'Las formas',
        paragraphs: [
          'können es irregular: en singular tiene la vocal a (kann), en plural ö (können). ich y er/sie/es no llevan terminación: ich kann, er kann.',
        ],
        table: { caption: 'können en presente', head: ['Persona', 'können'], rows: ROWS },
      },
      {
        heading: 'Orden de palabras: el infinitivo va al final',
        paragraphs: [
          'La forma de können va en segunda posición; el segundo verbo se queda en infinitivo y va al final de la oración: Ich kann heute nicht kommen.',
          'En las preguntas de sí o no, können va en primera posición: Kannst du Gitarre spielen? En las preguntas con palabra interrogativa, esta va al principio: Wann kannst du kommen? nicht suele ir delante del infinitivo: Ich kann nicht schwimmen.',
        ],
        examples: [
          { de: 'Wir können morgen ins Kino gehen.', tr: 'Mañana podemos ir al cine.' },
          { de: 'Wann kannst du kommen?', tr: '¿Cuándo puedes venir?' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'No se pone zu delante del infinitivo: ✗ Ich kann zu schwimmen → ✓ Ich kann schwimmen.',
          'El infinitivo va al final, no justo después de kann: ✗ Ich kann spielen Fußball → ✓ Ich kann Fußball spielen.',
          'Con er/sie/es no hay -t: ✗ er kannt → ✓ er kann. Y la ö solo aparece en plural: ✗ wir kannen → ✓ wir können.',
        ],
        examples: [{ de: 'Das Baby kann noch nicht laufen.', tr: 'El bebé todavía no sabe andar.' }],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - kann - gut - schwimmen.', hide: ['kann', 'schwimmen'], formEn: 'I can swim well.', tr: { ua: 'Я добре вмію плавати.', de: 'Im Wasser habe ich keine Probleme. (können, schwimmen)', ru: 'Я хорошо умею плавать.', be: 'Я добра ўмею плаваць.', tr: 'İyi yüzebilirim.', pl: 'Umiem dobrze pływać.', es: 'Sé nadar bien.' }, correct: false },
      { formDe: 'Ich - kann - heute - nicht - kommen.', hide: ['kann', 'kommen'], formEn: 'I cannot come today.', tr: { ua: 'Я не можу прийти сьогодні.', de: 'Heute habe ich leider keine Zeit für den Besuch. (können, kommen)', ru: 'Я не могу прийти сегодня.', be: 'Я не магу прыйсці сёння.', tr: 'Bugün gelemem.', pl: 'Nie mogę dziś przyjść.', es: 'Hoy no puedo venir.' }, correct: false },
      { formDe: 'Kannst - du - Klavier - spielen?', hide: ['Kannst', 'spielen'], formEn: 'Can you play the piano?', tr: { ua: 'Ти вмієш грати на піаніно?', de: 'Frage an einen Freund: Musik mit schwarzen und weißen Tasten? (können, spielen, das Klavier)', ru: 'Ты умеешь играть на пианино?', be: 'Ты ўмееш іграць на піяніна?', tr: 'Piyano çalabilir misin?', pl: 'Umiesz grać na pianinie?', es: '¿Sabes tocar el piano?' }, correct: false },
      { formDe: 'Kannst - du - mir - bitte - helfen?', hide: ['Kannst', 'helfen'], formEn: 'Can you help me, please?', tr: { ua: 'Можеш мені допомогти, будь ласка?', de: 'Bitte an einen Freund: Ich schaffe das nicht allein. (können, helfen)', ru: 'Можешь мне помочь, пожалуйста?', be: 'Можаш мне дапамагчы, калі ласка?', tr: 'Bana yardım edebilir misin lütfen?', pl: 'Czy możesz mi pomóc?', es: '¿Puedes ayudarme, por favor?' }, correct: false },
      { formDe: 'Du - kannst - jetzt - nach Hause - gehen.', hide: ['kannst', 'gehen'], formEn: 'You can go home now.', tr: { ua: 'Тепер ти можеш іти додому.', de: 'Die Arbeit ist fertig, du bist frei. (können, nach Hause gehen)', ru: 'Теперь ты можешь идти домой.', be: 'Цяпер ты можаш ісці дадому.', tr: 'Artık eve gidebilirsin.', pl: 'Możesz już iść do domu.', es: 'Ya puedes irte a casa.' }, correct: false },
      { formDe: 'Wann - kannst - du - kommen?', hide: ['kannst', 'kommen'], formEn: 'When can you come?', tr: { ua: 'Коли ти можеш прийти?', de: 'Frage nach der Uhrzeit für den Besuch (du-Form). (können, kommen)', ru: 'Когда ты можешь прийти?', be: 'Калі ты можаш прыйсці?', tr: 'Ne zaman gelebilirsin?', pl: 'Kiedy możesz przyjść?', es: '¿Cuándo puedes venir?' }, correct: false },
      { formDe: 'Wie lange - kannst - du - heute - bleiben?', hide: ['kannst', 'bleiben'], formEn: 'How long can you stay today?', tr: { ua: 'Як довго ти можеш сьогодні залишитися?', de: 'Frage an einen Gast: Bis wann hast du heute Zeit? (können, bleiben)', ru: 'Как долго ты можешь сегодня остаться?', be: 'Як доўга ты можаш сёння застацца?', tr: 'Bugün ne kadar kalabilirsin?', pl: 'Jak długo możesz dziś zostać?', es: '¿Cuánto tiempo puedes quedarte hoy?' }, correct: false },
      { formDe: 'Mein Bruder - kann - sehr gut - kochen.', hide: ['kann', 'kochen'], formEn: 'My brother can cook very well.', tr: { ua: 'Мій брат дуже добре вміє готувати.', de: 'Das Essen von meinem Bruder ist immer super. (können, kochen)', ru: 'Мой брат очень хорошо умеет готовить.', be: 'Мой брат вельмі добра ўмее гатаваць.', tr: 'Erkek kardeşim çok iyi yemek yapabiliyor.', pl: 'Mój brat umie bardzo dobrze gotować.', es: 'Mi hermano sabe cocinar muy bien.' }, correct: false },
      { formDe: 'Das Baby - kann - noch - nicht - laufen.', hide: ['kann', 'laufen'], formEn: 'The baby cannot walk yet.', tr: { ua: 'Малюк ще не вміє ходити.', de: 'Das Baby ist noch zu klein, es krabbelt nur. (können, laufen)', ru: 'Малыш ещё не умеет ходить.', be: 'Немаўля яшчэ не ўмее хадзіць.', tr: 'Bebek henüz yürüyemiyor.', pl: 'Dziecko jeszcze nie umie chodzić.', es: 'El bebé todavía no sabe andar.' }, correct: false },
      { formDe: 'Hier - kann - man - gut - essen.', hide: ['kann', 'essen'], formEn: 'You can eat well here.', tr: { ua: 'Тут можна добре поїсти.', de: 'Das Restaurant ist gut, das Essen schmeckt. (man, können)', ru: 'Здесь можно хорошо поесть.', be: 'Тут можна добра паесці.', tr: 'Burada iyi yemek yenebilir.', pl: 'Tu można dobrze zjeść.', es: 'Aquí se come bien.' }, correct: false },
      { formDe: 'Meine Schwester - kann - drei Sprachen - sprechen.', hide: ['kann', 'sprechen'], formEn: 'My sister can speak three languages.', tr: { ua: 'Моя сестра вміє говорити трьома мовами.', de: 'Deutsch, Englisch und Spanisch – für meine Schwester kein Problem. (können, sprechen)', ru: 'Моя сестра умеет говорить на трёх языках.', be: 'Мая сястра ўмее размаўляць на трох мовах.', tr: 'Kız kardeşim üç dil konuşabiliyor.', pl: 'Moja siostra umie mówić w trzech językach.', es: 'Mi hermana sabe hablar tres idiomas.' }, correct: false },
      { formDe: 'Lisa - kann - sehr schön - singen.', hide: ['kann', 'singen'], formEn: 'Lisa can sing very beautifully.', tr: { ua: 'Ліза вміє дуже гарно співати.', de: 'Lisas Stimme klingt wunderbar, wenn sie Musik macht. (können, singen)', ru: 'Лиза умеет очень красиво петь.', be: 'Ліза ўмее вельмі прыгожа спяваць.', tr: 'Lisa çok güzel şarkı söyleyebiliyor.', pl: 'Lisa potrafi bardzo pięknie śpiewać.', es: 'Lisa sabe cantar muy bien.' }, correct: false },
      { formDe: 'Wo - kann - ich - hier - parken?', hide: ['kann', 'parken'], formEn: 'Where can I park here?', tr: { ua: 'Де я можу тут припаркуватися?', de: 'Ich bin mit dem Auto da und suche einen Platz. (können, parken)', ru: 'Где я могу здесь припарковаться?', be: 'Дзе я магу тут прыпаркавацца?', tr: 'Burada nereye park edebilirim?', pl: 'Gdzie mogę tu zaparkować?', es: '¿Dónde puedo aparcar aquí?' }, correct: false },
      { formDe: 'Kann - ich - das Fenster - öffnen?', hide: ['Kann', 'öffnen'], formEn: 'Can I open the window?', tr: { ua: 'Чи можу я відчинити вікно?', de: 'Im Zimmer ist es warm, ich frage um Erlaubnis. (können, öffnen, das Fenster)', ru: 'Могу я открыть окно?', be: 'Ці магу я адчыніць акно?', tr: 'Pencereyi açabilir miyim?', pl: 'Mogę otworzyć okno?', es: '¿Puedo abrir la ventana?' }, correct: false },
      { formDe: 'Wir - können - morgen - ins Kino - gehen.', hide: ['können', 'gehen'], formEn: 'We can go to the cinema tomorrow.', tr: { ua: 'Завтра ми можемо піти в кіно.', de: 'Idee für morgen: zusammen einen Film sehen. (können, gehen)', ru: 'Завтра мы можем пойти в кино.', be: 'Заўтра мы можам пайсці ў кіно.', tr: 'Yarın sinemaya gidebiliriz.', pl: 'Jutro możemy iść do kina.', es: 'Mañana podemos ir al cine.' }, correct: false },
      { formDe: 'Können - wir - zusammen - lernen?', hide: ['Können', 'lernen'], formEn: 'Can we study together?', tr: { ua: 'Ми можемо вчитися разом?', de: 'Vorschlag an einen Freund: die Hausaufgaben nicht allein machen. (können, lernen)', ru: 'Мы можем заниматься вместе?', be: 'Мы можам вучыцца разам?', tr: 'Birlikte ders çalışabilir miyiz?', pl: 'Możemy uczyć się razem?', es: '¿Podemos estudiar juntos?' }, correct: false },
      { formDe: 'Ihr - könnt - im Garten - spielen.', hide: ['könnt', 'spielen'], formEn: 'You can all play in the garden.', tr: { ua: 'Ви всі можете гратися в саду.', de: 'Die Kinder haben Erlaubnis für den Garten (ihr-Form). (können, spielen)', ru: 'Вы все можете играть в саду.', be: 'Вы ўсе можаце гуляць у садзе.', tr: 'Hepiniz bahçede oynayabilirsiniz.', pl: 'Wszyscy możecie bawić się w ogrodzie.', es: 'Todos podéis jugar en el jardín.' }, correct: false },
      { formDe: 'Könnt - ihr - mich - morgen - anrufen?', hide: ['Könnt', 'anrufen'], formEn: 'Can you all call me tomorrow?', tr: { ua: 'Ви всі можете подзвонити мені завтра?', de: 'Bitte an die Freunde (ihr-Form): morgen ein Telefonat mit mir (können, anrufen)', ru: 'Вы все можете позвонить мне завтра?', be: 'Вы ўсе можаце патэлефанаваць мне заўтра?', tr: 'Yarın hepiniz beni arayabilir misiniz?', pl: 'Możecie wszyscy zadzwonić do mnie jutro?', es: '¿Podéis llamarme todos mañana?' }, correct: false },
      { formDe: 'Die Kinder - können - schon - schreiben.', hide: ['können', 'schreiben'], formEn: 'The children can already write.', tr: { ua: 'Діти вже вміють писати.', de: 'Die Kinder kennen schon die Buchstaben und machen Wörter auf Papier. (können, schreiben)', ru: 'Дети уже умеют писать.', be: 'Дзеці ўжо ўмеюць пісаць.', tr: 'Çocuklar artık yazabiliyor.', pl: 'Dzieci już umieją pisać.', es: 'Los niños ya saben escribir.' }, correct: false },
      { formDe: 'Meine Eltern - können - am Wochenende - nicht - kommen.', hide: ['können', 'kommen'], formEn: 'My parents cannot come at the weekend.', tr: { ua: 'Мої батьки не можуть приїхати на вихідних.', de: 'Am Samstag und Sonntag haben meine Eltern keine Zeit für einen Besuch. (können, kommen)', ru: 'Мои родители не могут приехать на выходных.', be: 'Мае бацькі не могуць прыехаць на выхадных.', tr: 'Annemle babam hafta sonu gelemiyor.', pl: 'Moi rodzice nie mogą przyjechać w weekend.', es: 'Mis padres no pueden venir el fin de semana.' }, correct: false },
      { formDe: 'Können - Sie - bitte - langsam - sprechen?', hide: ['Können', 'sprechen'], formEn: 'Can you speak slowly, please?', tr: { ua: 'Чи можете ви говорити повільно, будь ласка?', de: 'Höfliche Bitte (Sie-Form): Das Tempo ist zu schnell für mich. (können, langsam sprechen)', ru: 'Вы можете говорить медленно, пожалуйста?', be: 'Ці можаце вы гаварыць павольна, калі ласка?', tr: 'Lütfen yavaş konuşabilir misiniz?', pl: 'Czy może pan mówić powoli?', es: '¿Puede hablar despacio, por favor?' }, correct: false },
      { formDe: 'Können - Sie - mir - den Weg - zeigen?', hide: ['Können', 'zeigen'], formEn: 'Can you show me the way?', tr: { ua: 'Чи можете ви показати мені дорогу?', de: 'Höfliche Frage an einen Fremden (Sie-Form): Ich kenne die Straße nicht. (können, zeigen)', ru: 'Вы можете показать мне дорогу?', be: 'Ці можаце вы паказаць мне дарогу?', tr: 'Bana yolu gösterebilir misiniz?', pl: 'Czy może mi pan pokazać drogę?', es: '¿Puede enseñarme el camino?' }, correct: false },
      { formDe: 'Ich - kann - leider - nicht - Auto - fahren.', hide: ['kann', 'fahren'], formEn: 'Unfortunately I can’t drive a car.', tr: { ua: 'На жаль, я не вмію водити машину.', de: 'Ich habe keinen Führerschein und habe das nie gelernt. (können, fahren)', ru: 'К сожалению, я не умею водить машину.', be: 'На жаль, я не ўмею вадзіць машыну.', tr: 'Maalesef araba kullanamıyorum.', pl: 'Niestety nie umiem prowadzić samochodu.', es: 'Por desgracia, no sé conducir.' }, correct: false },
      { formDe: 'Kannst - du - das - bitte - buchstabieren?', hide: ['Kannst', 'buchstabieren'], formEn: 'Can you spell that, please?', tr: { ua: 'Можеш, будь ласка, назвати це по буквах?', de: 'Am Telefon verstehe ich den Namen nicht. Bitte Buchstabe für Buchstabe! (können, buchstabieren)', ru: 'Можешь, пожалуйста, произнести это по буквам?', be: 'Можаш, калі ласка, назваць гэта па літарах?', tr: 'Bunu lütfen harf harf söyleyebilir misin?', pl: 'Możesz to przeliterować?', es: '¿Puedes deletrearlo, por favor?' }, correct: false },
      { formDe: 'Er - kann - heute - nicht - arbeiten.', hide: ['kann', 'arbeiten'], formEn: 'He can’t work today.', tr: { ua: 'Сьогодні він не може працювати.', de: 'Er ist krank und bleibt zu Hause. (können, arbeiten)', ru: 'Сегодня он не может работать.', be: 'Сёння ён не можа працаваць.', tr: 'Bugün çalışamaz.', pl: 'On nie może dziś pracować.', es: 'Hoy no puede trabajar.' }, correct: false },
      { formDe: 'Wo - kann - man - hier - Brot - kaufen?', hide: ['kann', 'kaufen'], formEn: 'Where can you buy bread here?', tr: { ua: 'Де тут можна купити хліб?', de: 'Ich bin neu in der Stadt und suche eine Bäckerei. (können, kaufen)', ru: 'Где здесь можно купить хлеб?', be: 'Дзе тут можна купіць хлеб?', tr: 'Burada nereden ekmek alınabilir?', pl: 'Gdzie tu można kupić chleb?', es: '¿Dónde se puede comprar pan aquí?' }, correct: false },
      { formDe: 'Meine Oma - kann - sehr gut - backen.', hide: ['kann', 'backen'], formEn: 'My grandma can bake very well.', tr: { ua: 'Моя бабуся дуже добре вміє пекти.', de: 'Die Kuchen von meiner Großmutter sind super. (können, backen)', ru: 'Моя бабушка очень хорошо умеет печь.', be: 'Мая бабуля вельмі добра ўмее пячы.', tr: 'Büyükannem çok iyi pasta yapar.', pl: 'Moja babcia bardzo dobrze piecze.', es: 'Mi abuela sabe hornear muy bien.' }, correct: false },
      { formDe: 'Wir - können - uns - am Bahnhof - treffen.', hide: ['können', 'treffen'], formEn: 'We can meet at the station.', tr: { ua: 'Ми можемо зустрітися на вокзалі.', de: 'Ein Vorschlag für den Treffpunkt: der Bahnhof. (können, sich treffen)', ru: 'Мы можем встретиться на вокзале.', be: 'Мы можам сустрэцца на вакзале.', tr: 'İstasyonda buluşabiliriz.', pl: 'Możemy się spotkać na dworcu.', es: 'Podemos quedar en la estación.' }, correct: false },
      { formDe: 'Könnt - ihr - die Musik - leiser - machen?', hide: ['Könnt', 'machen'], formEn: 'Can you turn the music down?', tr: { ua: 'Можете зробити музику тихіше?', de: 'Bitte an die Nachbarn (ihr-Form): Die Musik ist zu laut. (können, leiser machen)', ru: 'Можете сделать музыку потише?', be: 'Можаце зрабіць музыку цішэй?', tr: 'Müziğin sesini kısabilir misiniz?', pl: 'Możecie ściszyć muzykę?', es: '¿Podéis bajar la música?' }, correct: false },
      { formDe: 'Können - Sie - mir - ein Taxi - rufen?', hide: ['Können', 'rufen'], formEn: 'Can you call me a taxi?', tr: { ua: 'Можете викликати мені таксі?', de: 'Im Hotel frage ich an der Rezeption höflich nach einem Auto zum Flughafen. (können, rufen)', ru: 'Можете вызвать мне такси?', be: 'Можаце выклікаць мне таксі?', tr: 'Bana bir taksi çağırabilir misiniz?', pl: 'Może pan zamówić mi taksówkę?', es: '¿Puede llamarme un taxi?' }, correct: false },
    ],
  },
};

export default topic;
