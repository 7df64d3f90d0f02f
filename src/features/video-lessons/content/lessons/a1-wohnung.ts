import type { VideoLesson } from '../../model/lesson';

export const lesson: VideoLesson = {
  id: 'a1-wohnung',
  level: 'A1',
  topic: 'home',
  title: {
    en: 'My flat',
    ua: 'Моя квартира',
    de: 'Meine Wohnung',
    ru: 'Моя квартира',
    be: 'Мая кватэра',
    tr: 'Benim dairem',
    pl: 'Moje mieszkanie',
    es: 'Mi piso',
  },
  descr: {
    en: 'A tour of a flat: the rooms, the furniture, the balcony and the rent.',
    ua: 'Екскурсія квартирою: кімнати, меблі, балкон і орендна плата.',
    de: 'Ein Rundgang durch eine Wohnung: die Zimmer, die Möbel, der Balkon und die Miete.',
    ru: 'Экскурсия по квартире: комнаты, мебель, балкон и арендная плата.',
    be: 'Экскурсія па кватэры: пакоі, мэбля, балкон і арэнда.',
    tr: 'Bir dairede gezinti: odalar, mobilyalar, balkon ve kira.',
    pl: 'Wycieczka po mieszkaniu: pokoje, meble, balkon i czynsz.',
    es: 'Un recorrido por un piso: las habitaciones, los muebles, el balcón y el alquiler.',
  },
  lines: [
    {
      de: 'Willkommen in meiner Wohnung!',
      icon: 'house',
      tr: { en: 'Welcome to my flat!', ua: 'Ласкаво просимо до моєї квартири!', ru: 'Добро пожаловать в мою квартиру!', be: 'Сардэчна запрашаю ў маю кватэру!', tr: 'Daireme hoş geldiniz!', pl: 'Witaj w moim mieszkaniu!', es: '¡Bienvenidos a mi piso!' },
    },
    {
      de: 'Die Wohnung hat drei Zimmer, eine Küche und ein Bad.',
      icon: 'door',
      tr: { en: 'The flat has three rooms, a kitchen and a bathroom.', ua: 'У квартирі три кімнати, кухня і ванна.', ru: 'В квартире три комнаты, кухня и ванная.', be: 'У кватэры тры пакоі, кухня і ванная.', tr: 'Dairede üç oda, bir mutfak ve bir banyo var.', pl: 'Mieszkanie ma trzy pokoje, kuchnię i łazienkę.', es: 'El piso tiene tres habitaciones, una cocina y un baño.' },
    },
    {
      de: 'Das ist das Wohnzimmer. Hier steht ein großes Sofa.',
      icon: 'couch-and-lamp',
      tr: { en: 'This is the living room. There is a big sofa here.', ua: 'Це вітальня. Тут стоїть великий диван.', ru: 'Это гостиная. Здесь стоит большой диван.', be: 'Гэта гасцёўня. Тут стаіць вялікая канапа.', tr: 'Burası oturma odası. Burada büyük bir kanepe var.', pl: 'To jest salon. Tu stoi duża kanapa.', es: 'Este es el salón. Aquí hay un sofá grande.' },
    },
    {
      de: 'Die Küche ist klein, aber hell.',
      icon: 'cooking',
      tr: { en: 'The kitchen is small but bright.', ua: 'Кухня маленька, але світла.', ru: 'Кухня маленькая, но светлая.', be: 'Кухня маленькая, але светлая.', tr: 'Mutfak küçük ama aydınlık.', pl: 'Kuchnia jest mała, ale jasna.', es: 'La cocina es pequeña, pero luminosa.' },
    },
    {
      de: 'Hier ist mein Schlafzimmer mit einem Bett und einem Schrank.',
      icon: 'bed',
      tr: { en: 'Here is my bedroom with a bed and a wardrobe.', ua: 'Ось моя спальня з ліжком і шафою.', ru: 'Вот моя спальня с кроватью и шкафом.', be: 'Вось мая спальня з ложкам і шафай.', tr: 'İşte bir yatak ve bir dolapla yatak odam.', pl: 'Tu jest moja sypialnia z łóżkiem i szafą.', es: 'Aquí está mi dormitorio con una cama y un armario.' },
    },
    {
      de: 'Das Bad hat eine Dusche, aber keine Badewanne.',
      icon: 'shower',
      tr: { en: 'The bathroom has a shower but no bathtub.', ua: 'У ванній є душ, але немає ванни.', ru: 'В ванной есть душ, но нет ванны.', be: 'У ваннай ёсць душ, але няма ванны.', tr: 'Banyoda duş var ama küvet yok.', pl: 'W łazience jest prysznic, ale nie ma wanny.', es: 'El baño tiene ducha, pero no bañera.' },
    },
    {
      de: 'Der Balkon ist mein Lieblingsort.',
      icon: 'potted-plant',
      tr: { en: 'The balcony is my favourite place.', ua: 'Балкон — моє улюблене місце.', ru: 'Балкон — моё любимое место.', be: 'Балкон — маё любімае месца.', tr: 'Balkon en sevdiğim yer.', pl: 'Balkon to moje ulubione miejsce.', es: 'El balcón es mi lugar favorito.' },
    },
    {
      de: 'Die Miete ist nicht so hoch: siebenhundert Euro im Monat.',
      icon: 'euro-banknote',
      tr: { en: 'The rent is not that high: seven hundred euros a month.', ua: 'Оренда не така вже й висока: сімсот євро на місяць.', ru: 'Аренда не такая уж высокая: семьсот евро в месяц.', be: 'Арэнда не такая ўжо высокая: семсот еўра ў месяц.', tr: 'Kira o kadar yüksek değil: ayda yedi yüz euro.', pl: 'Czynsz nie jest taki wysoki: siedemset euro miesięcznie.', es: 'El alquiler no es tan alto: setecientos euros al mes.' },
    },
  ],
  exercise: [
    {
      question: { en: 'How many rooms does the flat have?', ua: 'Скільки кімнат у квартирі?', de: 'Wie viele Zimmer hat die Wohnung?', ru: 'Сколько комнат в квартире?', be: 'Колькі пакояў у кватэры?', tr: 'Dairede kaç oda var?', pl: 'Ile pokoi ma mieszkanie?', es: '¿Cuántas habitaciones tiene el piso?' },
      options: ['zwei', 'drei', 'vier'],
      answer: 1,
    },
    {
      question: { en: 'What is the kitchen like?', ua: 'Яка кухня?', de: 'Wie ist die Küche?', ru: 'Какая кухня?', be: 'Якая кухня?', tr: 'Mutfak nasıl?', pl: 'Jaka jest kuchnia?', es: '¿Cómo es la cocina?' },
      options: ['groß und dunkel', 'sehr alt', 'klein, aber hell'],
      answer: 2,
    },
    {
      question: { en: 'How high is the rent?', ua: 'Яка орендна плата?', de: 'Wie hoch ist die Miete?', ru: 'Какая арендная плата?', be: 'Колькі каштуе арэнда?', tr: 'Kira ne kadar?', pl: 'Ile wynosi czynsz?', es: '¿Cuánto es el alquiler?' },
      options: ['siebenhundert Euro', 'siebzig Euro', 'siebentausend Euro'],
      answer: 0,
    },
  ],
};
