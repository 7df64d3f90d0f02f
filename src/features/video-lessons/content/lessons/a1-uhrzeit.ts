import type { VideoLesson } from '../../model/lesson';

export const lesson: VideoLesson = {
  id: 'a1-uhrzeit',
  level: 'A1',
  topic: 'everyday',
  title: {
    en: 'What time is it?',
    ua: 'Котра година?',
    de: 'Wie spät ist es?',
    ru: 'Который час?',
    be: 'Колькі гадзін?',
    tr: 'Saat kaç?',
    pl: 'Która jest godzina?',
    es: '¿Qué hora es?',
  },
  descr: {
    en: 'Asking for the time and saying when the bus comes, when the course starts and when the day ends.',
    ua: 'Питаємо, котра година, і кажемо, коли приходить автобус, коли починається курс і коли закінчується день.',
    de: 'Man fragt nach der Uhrzeit und sagt, wann der Bus kommt, wann der Kurs beginnt und wann der Tag zu Ende ist.',
    ru: 'Спрашиваем, который час, и говорим, когда приходит автобус, когда начинается курс и когда заканчивается день.',
    be: 'Пытаемся, колькі гадзін, і кажам, калі прыходзіць аўтобус, калі пачынаецца курс і калі заканчваецца дзень.',
    tr: 'Saati sormak ve otobüsün ne zaman geldiğini, kursun ne zaman başladığını ve günün ne zaman bittiğini söylemek.',
    pl: 'Pytamy o godzinę i mówimy, kiedy przyjeżdża autobus, kiedy zaczyna się kurs i kiedy kończy się dzień.',
    es: 'Preguntamos la hora y decimos cuándo llega el autobús, cuándo empieza el curso y cuándo termina el día.',
  },
  lines: [
    {
      de: 'Entschuldigung, wie spät ist es?',
      icon: 'watch',
      tr: { en: 'Excuse me, what time is it?', ua: 'Перепрошую, котра година?', ru: 'Извините, который час?', be: 'Прабачце, колькі гадзін?', tr: 'Affedersiniz, saat kaç?', pl: 'Przepraszam, która jest godzina?', es: 'Perdone, ¿qué hora es?' },
    },
    {
      de: 'Es ist acht Uhr.',
      icon: 'eight-oclock',
      tr: { en: "It is eight o'clock.", ua: 'Зараз восьма година.', ru: 'Сейчас восемь часов.', be: 'Цяпер восем гадзін.', tr: 'Saat sekiz.', pl: 'Jest ósma.', es: 'Son las ocho.' },
    },
    {
      de: 'Oh nein, mein Kurs beginnt um halb neun!',
      icon: 'eight-thirty',
      tr: { en: 'Oh no, my course starts at half past eight!', ua: 'Ой, ні, мій курс починається о пів на дев’яту!', ru: 'О нет, мой курс начинается в половине девятого!', be: 'Ой, не, мой курс пачынаецца а палове на дзявятую!', tr: 'Eyvah, kursum sekiz buçukta başlıyor!', pl: 'O nie, mój kurs zaczyna się o wpół do dziewiątej!', es: '¡Oh, no, mi curso empieza a las ocho y media!' },
    },
    {
      de: 'Der Bus kommt um Viertel nach acht.',
      icon: 'bus',
      tr: { en: 'The bus comes at a quarter past eight.', ua: 'Автобус приходить о чверть на дев’яту.', ru: 'Автобус приходит в четверть девятого.', be: 'Аўтобус прыходзіць а чвэрць на дзявятую.', tr: 'Otobüs sekizi çeyrek geçe geliyor.', pl: 'Autobus przyjeżdża kwadrans po ósmej.', es: 'El autobús llega a las ocho y cuarto.' },
    },
    {
      de: 'Der Kurs dauert bis zwölf Uhr.',
      icon: 'twelve-oclock',
      tr: { en: "The course lasts until twelve o'clock.", ua: 'Курс триває до дванадцятої години.', ru: 'Курс длится до двенадцати часов.', be: 'Курс доўжыцца да дванаццаці гадзін.', tr: 'Kurs saat on ikiye kadar sürüyor.', pl: 'Kurs trwa do dwunastej.', es: 'El curso dura hasta las doce.' },
    },
    {
      de: 'Um halb eins esse ich zu Mittag.',
      icon: 'fork-and-knife-with-plate',
      tr: { en: 'At half past twelve I have lunch.', ua: 'О пів на першу я обідаю.', ru: 'В половине первого я обедаю.', be: 'А палове на першую я абедаю.', tr: 'Saat on iki buçukta öğle yemeği yiyorum.', pl: 'O wpół do pierwszej jem obiad.', es: 'A las doce y media como.' },
    },
    {
      de: 'Am Nachmittag arbeite ich von zwei bis sechs.',
      icon: 'briefcase',
      tr: { en: 'In the afternoon I work from two to six.', ua: 'Після обіду я працюю з другої до шостої.', ru: 'После обеда я работаю с двух до шести.', be: 'Пасля абеду я працую з дзвюх да шасці.', tr: 'Öğleden sonra ikiden altıya kadar çalışıyorum.', pl: 'Po południu pracuję od drugiej do szóstej.', es: 'Por la tarde trabajo de dos a seis.' },
    },
    {
      de: 'Um zehn Uhr abends gehe ich ins Bett.',
      icon: 'bed',
      tr: { en: 'At ten in the evening I go to bed.', ua: 'О десятій вечора я лягаю спати.', ru: 'В десять вечера я ложусь спать.', be: 'А дзясятай вечара я кладуся спаць.', tr: 'Akşam saat onda yatıyorum.', pl: 'O dziesiątej wieczorem idę spać.', es: 'A las diez de la noche me voy a la cama.' },
    },
  ],
  exercise: [
    {
      question: { en: 'When does the course start?', ua: 'Коли починається курс?', de: 'Wann beginnt der Kurs?', ru: 'Когда начинается курс?', be: 'Калі пачынаецца курс?', tr: 'Kurs ne zaman başlıyor?', pl: 'Kiedy zaczyna się kurs?', es: '¿Cuándo empieza el curso?' },
      options: ['um acht Uhr', 'um halb neun', 'um Viertel nach acht'],
      answer: 1,
    },
    {
      question: { en: 'When does the bus come?', ua: 'Коли приходить автобус?', de: 'Wann kommt der Bus?', ru: 'Когда приходит автобус?', be: 'Калі прыходзіць аўтобус?', tr: 'Otobüs ne zaman geliyor?', pl: 'Kiedy przyjeżdża autobus?', es: '¿Cuándo llega el autobús?' },
      options: ['um Viertel nach acht', 'um halb neun', 'um zwölf Uhr'],
      answer: 0,
    },
    {
      question: { en: 'When does the person go to bed?', ua: 'Коли людина лягає спати?', de: 'Wann geht die Person ins Bett?', ru: 'Когда человек ложится спать?', be: 'Калі чалавек кладзецца спаць?', tr: 'Kişi ne zaman yatıyor?', pl: 'Kiedy ta osoba idzie spać?', es: '¿Cuándo se va a la cama la persona?' },
      options: ['um sechs Uhr', 'um halb eins', 'um zehn Uhr'],
      answer: 2,
    },
  ],
};
