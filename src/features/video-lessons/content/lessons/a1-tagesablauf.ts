import type { VideoLesson } from '../../model/lesson';

export const lesson: VideoLesson = {
  id: 'a1-tagesablauf',
  level: 'A1',
  topic: 'everyday',
  title: {
    en: 'My day',
    ua: 'Мій день',
    de: 'Mein Tag',
    ru: 'Мой день',
    be: 'Мой дзень',
    tr: 'Günüm',
    pl: 'Mój dzień',
    es: 'Mi día',
  },
  descr: {
    en: 'From getting up to going to sleep: a normal working day with separable verbs such as aufstehen and einkaufen.',
    ua: 'Від підйому до сну: звичайний робочий день із відокремлюваними дієсловами, як-от aufstehen і einkaufen.',
    de: 'Vom Aufstehen bis zum Schlafengehen: ein normaler Arbeitstag mit trennbaren Verben wie aufstehen und einkaufen.',
    ru: 'От подъёма до сна: обычный рабочий день с отделяемыми глаголами, например aufstehen и einkaufen.',
    be: 'Ад пад’ёму да сну: звычайны працоўны дзень з аддзяляльнымі дзеясловамі, напрыклад aufstehen і einkaufen.',
    tr: 'Kalkmaktan uyumaya: aufstehen ve einkaufen gibi ayrılabilen fiillerle sıradan bir iş günü.',
    pl: 'Od wstania do pójścia spać: zwykły dzień pracy z czasownikami rozdzielnymi, takimi jak aufstehen i einkaufen.',
    es: 'De levantarse a dormir: un día normal de trabajo con verbos separables como aufstehen y einkaufen.',
  },
  lines: [
    {
      de: 'Ich stehe jeden Morgen um sechs Uhr auf.',
      icon: 'alarm-clock',
      tr: { en: "I get up at six o'clock every morning.", ua: 'Я встаю щоранку о шостій.', ru: 'Я встаю каждое утро в шесть часов.', be: 'Я ўстаю кожную раніцу а шостай.', tr: 'Her sabah saat altıda kalkıyorum.', pl: 'Codziennie rano wstaję o szóstej.', es: 'Me levanto todas las mañanas a las seis.' },
    },
    {
      de: 'Zuerst dusche ich, dann frühstücke ich.',
      icon: 'shower',
      tr: { en: 'First I have a shower, then I have breakfast.', ua: 'Спочатку я приймаю душ, потім снідаю.', ru: 'Сначала я принимаю душ, потом завтракаю.', be: 'Спачатку я прымаю душ, потым снедаю.', tr: 'Önce duş alıyorum, sonra kahvaltı yapıyorum.', pl: 'Najpierw biorę prysznic, potem jem śniadanie.', es: 'Primero me ducho y luego desayuno.' },
    },
    {
      de: 'Zum Frühstück esse ich ein Brötchen und trinke Kaffee.',
      icon: 'bread',
      tr: { en: 'For breakfast I eat a bread roll and drink coffee.', ua: 'На сніданок я їм булочку і п’ю каву.', ru: 'На завтрак я ем булочку и пью кофе.', be: 'На сняданак я ем булачку і п’ю каву.', tr: 'Kahvaltıda bir sandviç ekmeği yiyip kahve içiyorum.', pl: 'Na śniadanie jem bułkę i piję kawę.', es: 'Para desayunar como un panecillo y bebo café.' },
    },
    {
      de: 'Um sieben Uhr fahre ich mit der U-Bahn zur Arbeit.',
      icon: 'metro',
      tr: { en: "At seven o'clock I take the underground to work.", ua: 'О сьомій я їду на роботу метро.', ru: 'В семь часов я еду на работу на метро.', be: 'А сёмай я еду на працу на метро.', tr: 'Saat yedide metroyla işe gidiyorum.', pl: 'O siódmej jadę metrem do pracy.', es: 'A las siete voy al trabajo en metro.' },
    },
    {
      de: 'Ich arbeite in einem Büro.',
      icon: 'office-building',
      tr: { en: 'I work in an office.', ua: 'Я працюю в офісі.', ru: 'Я работаю в офисе.', be: 'Я працую ў офісе.', tr: 'Bir ofiste çalışıyorum.', pl: 'Pracuję w biurze.', es: 'Trabajo en una oficina.' },
    },
    {
      de: 'Mittags esse ich mit meinen Kollegen in der Kantine.',
      icon: 'fork-and-knife-with-plate',
      tr: { en: 'At lunchtime I eat with my colleagues in the canteen.', ua: 'Опівдні я їм із колегами в їдальні.', ru: 'В обед я ем с коллегами в столовой.', be: 'У абед я ем з калегамі ў сталоўцы.', tr: 'Öğlen iş arkadaşlarımla yemekhanede yemek yiyorum.', pl: 'W południe jem z kolegami w stołówce.', es: 'A mediodía como con mis compañeros en el comedor.' },
    },
    {
      de: 'Nach der Arbeit kaufe ich ein oder treffe Freunde.',
      icon: 'shopping-cart',
      tr: { en: 'After work I go shopping or meet friends.', ua: 'Після роботи я ходжу по магазинах або зустрічаюся з друзями.', ru: 'После работы я хожу за покупками или встречаюсь с друзьями.', be: 'Пасля працы я хаджу па крамах або сустракаюся з сябрамі.', tr: 'İşten sonra alışveriş yapıyorum ya da arkadaşlarla buluşuyorum.', pl: 'Po pracy robię zakupy albo spotykam się z przyjaciółmi.', es: 'Después del trabajo hago la compra o quedo con amigos.' },
    },
    {
      de: 'Abends koche ich und sehe ein bisschen fern.',
      icon: 'television',
      tr: { en: 'In the evening I cook and watch a bit of TV.', ua: 'Увечері я готую їсти і трохи дивлюся телевізор.', ru: 'Вечером я готовлю и немного смотрю телевизор.', be: 'Увечары я гатую ежу і крыху гляджу тэлевізар.', tr: 'Akşamları yemek yapıyorum ve biraz televizyon izliyorum.', pl: 'Wieczorem gotuję i trochę oglądam telewizję.', es: 'Por la noche cocino y veo un poco la tele.' },
    },
    {
      de: 'Um elf Uhr gehe ich schlafen.',
      icon: 'sleeping-face',
      tr: { en: "At eleven o'clock I go to sleep.", ua: 'Об одинадцятій я лягаю спати.', ru: 'В одиннадцать часов я ложусь спать.', be: 'А адзінаццатай я кладуся спаць.', tr: 'Saat on birde uyumaya gidiyorum.', pl: 'O jedenastej idę spać.', es: 'A las once me voy a dormir.' },
    },
  ],
  exercise: [
    {
      question: { en: 'When does the person get up?', ua: 'Коли людина встає?', de: 'Wann steht die Person auf?', ru: 'Когда человек встаёт?', be: 'Калі чалавек устае?', tr: 'Kişi ne zaman kalkıyor?', pl: 'Kiedy ta osoba wstaje?', es: '¿Cuándo se levanta la persona?' },
      options: ['um sieben Uhr', 'um sechs Uhr', 'um elf Uhr'],
      answer: 1,
    },
    {
      question: { en: 'How does the person get to work?', ua: 'Як людина їде на роботу?', de: 'Wie fährt die Person zur Arbeit?', ru: 'Как человек едет на работу?', be: 'Як чалавек едзе на працу?', tr: 'Kişi işe nasıl gidiyor?', pl: 'Czym ta osoba jeździ do pracy?', es: '¿Cómo va la persona al trabajo?' },
      options: ['mit dem Bus', 'mit dem Fahrrad', 'mit der U-Bahn'],
      answer: 2,
    },
    {
      question: { en: 'Where does the person eat at lunchtime?', ua: 'Де людина їсть опівдні?', de: 'Wo isst die Person mittags?', ru: 'Где человек ест в обед?', be: 'Дзе чалавек есць у абед?', tr: 'Kişi öğlen nerede yemek yiyor?', pl: 'Gdzie ta osoba je w południe?', es: '¿Dónde come la persona a mediodía?' },
      options: ['in der Kantine', 'zu Hause', 'im Café'],
      answer: 0,
    },
  ],
};
