import type { VideoLesson } from '../../model/lesson';

export const lesson: VideoLesson = {
  id: 'a1-wetter',
  level: 'A1',
  topic: 'everyday',
  title: {
    en: 'What is the weather like?',
    ua: 'Яка погода?',
    de: 'Wie ist das Wetter?',
    ru: 'Какая погода?',
    be: 'Якое надвор’е?',
    tr: 'Hava nasıl?',
    pl: 'Jaka jest pogoda?',
    es: '¿Qué tiempo hace?',
  },
  descr: {
    en: 'Sun, rain, wind and snow: talking about today’s weather, tomorrow’s weather and the seasons.',
    ua: 'Сонце, дощ, вітер і сніг: говоримо про погоду сьогодні, завтра і про пори року.',
    de: 'Sonne, Regen, Wind und Schnee: Man spricht über das Wetter heute und morgen und über die Jahreszeiten.',
    ru: 'Солнце, дождь, ветер и снег: говорим о погоде сегодня, завтра и о временах года.',
    be: 'Сонца, дождж, вецер і снег: гаворым пра надвор’е сёння, заўтра і пра поры года.',
    tr: 'Güneş, yağmur, rüzgâr ve kar: bugünün ve yarının havası ve mevsimler hakkında konuşmak.',
    pl: 'Słońce, deszcz, wiatr i śnieg: rozmawiamy o pogodzie dziś, jutro i o porach roku.',
    es: 'Sol, lluvia, viento y nieve: hablamos del tiempo de hoy, de mañana y de las estaciones.',
  },
  lines: [
    {
      de: 'Wie ist das Wetter heute?',
      icon: 'sun-behind-cloud',
      tr: { en: 'What is the weather like today?', ua: 'Яка сьогодні погода?', ru: 'Какая сегодня погода?', be: 'Якое сёння надвор’е?', tr: 'Bugün hava nasıl?', pl: 'Jaka jest dziś pogoda?', es: '¿Qué tiempo hace hoy?' },
    },
    {
      de: 'Heute scheint die Sonne und es ist warm.',
      icon: 'sun',
      tr: { en: 'Today the sun is shining and it is warm.', ua: 'Сьогодні світить сонце і тепло.', ru: 'Сегодня светит солнце и тепло.', be: 'Сёння свеціць сонца і цёпла.', tr: 'Bugün güneş parlıyor ve hava sıcak.', pl: 'Dziś świeci słońce i jest ciepło.', es: 'Hoy hace sol y calor.' },
    },
    {
      de: 'Es sind fünfundzwanzig Grad.',
      icon: 'thermometer',
      tr: { en: 'It is twenty-five degrees.', ua: 'Зараз двадцять п’ять градусів.', ru: 'Сейчас двадцать пять градусов.', be: 'Цяпер дваццаць пяць градусаў.', tr: 'Hava yirmi beş derece.', pl: 'Jest dwadzieścia pięć stopni.', es: 'Hace veinticinco grados.' },
    },
    {
      de: 'Morgen regnet es leider.',
      icon: 'cloud-with-rain',
      tr: { en: 'Unfortunately it will rain tomorrow.', ua: 'Завтра, на жаль, буде дощ.', ru: 'Завтра, к сожалению, будет дождь.', be: 'Заўтра, на жаль, будзе дождж.', tr: 'Yarın maalesef yağmur yağacak.', pl: 'Jutro niestety będzie padać.', es: 'Mañana, por desgracia, lloverá.' },
    },
    {
      de: 'Nimm bitte einen Regenschirm mit!',
      icon: 'umbrella-with-rain-drops',
      tr: { en: 'Please take an umbrella with you!', ua: 'Візьми, будь ласка, парасольку!', ru: 'Возьми, пожалуйста, зонтик!', be: 'Вазьмі, калі ласка, парасон!', tr: 'Lütfen yanına bir şemsiye al!', pl: 'Weź, proszę, parasol!', es: '¡Llévate un paraguas, por favor!' },
    },
    {
      de: 'Im Herbst ist es oft windig und kühl.',
      icon: 'fallen-leaf',
      tr: { en: 'In autumn it is often windy and cool.', ua: 'Восени часто вітряно і прохолодно.', ru: 'Осенью часто ветрено и прохладно.', be: 'Увосень часта ветрана і халаднавата.', tr: 'Sonbaharda hava sık sık rüzgârlı ve serin.', pl: 'Jesienią często jest wietrznie i chłodno.', es: 'En otoño a menudo hace viento y fresco.' },
    },
    {
      de: 'Im Winter schneit es manchmal.',
      icon: 'snowflake',
      tr: { en: 'In winter it sometimes snows.', ua: 'Узимку іноді йде сніг.', ru: 'Зимой иногда идёт снег.', be: 'Зімой часам ідзе снег.', tr: 'Kışın bazen kar yağıyor.', pl: 'Zimą czasem pada śnieg.', es: 'En invierno a veces nieva.' },
    },
    {
      de: 'Ich mag den Sommer am liebsten.',
      icon: 'beach-with-umbrella',
      tr: { en: 'I like summer best.', ua: 'Найбільше я люблю літо.', ru: 'Больше всего я люблю лето.', be: 'Больш за ўсё я люблю лета.', tr: 'En çok yazı seviyorum.', pl: 'Najbardziej lubię lato.', es: 'Lo que más me gusta es el verano.' },
    },
  ],
  exercise: [
    {
      question: { en: 'What is the weather like today?', ua: 'Яка сьогодні погода?', de: 'Wie ist das Wetter heute?', ru: 'Какая сегодня погода?', be: 'Якое сёння надвор’е?', tr: 'Bugün hava nasıl?', pl: 'Jaka jest dziś pogoda?', es: '¿Qué tiempo hace hoy?' },
      options: ['Es regnet.', 'Die Sonne scheint.', 'Es schneit.'],
      answer: 1,
    },
    {
      question: { en: 'How warm is it today?', ua: 'Скільки сьогодні градусів?', de: 'Wie viel Grad sind es heute?', ru: 'Сколько сегодня градусов?', be: 'Колькі сёння градусаў?', tr: 'Bugün hava kaç derece?', pl: 'Ile jest dziś stopni?', es: '¿Cuántos grados hace hoy?' },
      options: ['fünfundzwanzig Grad', 'fünfzehn Grad', 'fünfunddreißig Grad'],
      answer: 0,
    },
    {
      question: { en: 'What should you take with you tomorrow?', ua: 'Що треба взяти з собою завтра?', de: 'Was soll man morgen mitnehmen?', ru: 'Что нужно взять с собой завтра?', be: 'Што трэба ўзяць з сабой заўтра?', tr: 'Yarın yanına ne almalısın?', pl: 'Co trzeba jutro zabrać ze sobą?', es: '¿Qué hay que llevar mañana?' },
      options: ['eine Sonnenbrille', 'eine Mütze', 'einen Regenschirm'],
      answer: 2,
    },
  ],
};
