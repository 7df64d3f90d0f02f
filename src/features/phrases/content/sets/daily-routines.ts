import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'daily-routines',
  title: { en: 'Daily routines', ua: 'Розпорядок дня', de: 'Der Tagesablauf', ru: 'Распорядок дня', be: 'Распарадак дня', tr: 'Günlük rutin', pl: 'Codzienne czynności', es: 'La rutina diaria' },
  descr: {
    en: 'Talk about your day – from getting up to going to bed.',
    ua: 'Розкажіть про свій день – від підйому до сну.',
    de: 'Über den eigenen Tag sprechen – vom Aufstehen bis zum Einschlafen.',
    ru: 'Расскажите о своём дне – от подъёма до сна.',
    be: 'Раскажыце пра свой дзень – ад пад’ёму да сну.',
    tr: 'Gününüzü anlatın – kalkmaktan yatmaya kadar.',
    pl: 'Opowiedz o swoim dniu – od wstawania do pójścia spać.',
    es: 'Habla de tu día, desde que te levantas hasta que te acuestas.',
  },
  img: 'alarm-clock',
  paywall: false,
  group: 'everyday',
  phrases: [
    {
      de: 'Mein Wecker klingelt um halb sieben.',
      tr: { en: 'My alarm goes off at half past six.', ua: 'Мій будильник дзвонить о пів на сьому.', de: 'Uhrzeit 6:30', ru: 'Мой будильник звонит в половине седьмого.', be: 'Мой будзільнік звоніць а палове сёмай.', tr: 'Çalar saatim altı buçukta çalar.', pl: 'Mój budzik dzwoni o wpół do siódmej.', es: 'Mi despertador suena a las seis y media.' },
      note: {
        en: '"halb sieben" is 6:30 – half way to seven, not half past seven!',
        ua: '«halb sieben» – це 6:30 (пів на сьому), а не 7:30!',
        de: '„Halb sieben“ ist 6:30 Uhr, nicht 7:30 Uhr.',
        ru: '«halb sieben» – это 6:30 (половина седьмого), а не 7:30!',
        be: '«halb sieben» – гэта 6:30 (палова сёмай), а не 7:30!',
        tr: '"halb sieben" 6.30 demektir, 7.30 değil!',
        pl: '„halb sieben” to 6:30 (wpół do siódmej), a nie 7:30!',
        es: '«halb sieben» son las 6:30 (media hora antes de las siete), no las 7:30.',
      },
    },
    {
      de: 'Ich stehe um sieben Uhr auf.',
      tr: { en: 'I get up at seven.', ua: 'Я встаю о сьомій.', de: 'sagen, wann man morgens aufsteht', ru: 'Я встаю в семь часов.', be: 'Я ўстаю а сёмай.', tr: 'Saat yedide kalkarım.', pl: 'Wstaję o siódmej.', es: 'Me levanto a las siete.' },
      note: {
        en: 'Separable verb: "aufstehen" becomes "Ich stehe … auf".',
        ua: 'Дієслово з відокремлюваним префіксом: «aufstehen» → «Ich stehe … auf».',
        de: 'Trennbares Verb: „auf“ steht am Satzende.',
        ru: 'Глагол с отделяемой приставкой: «aufstehen» → «Ich stehe … auf».',
        be: 'Дзеяслоў з аддзяляльнай прыстаўкай: «aufstehen» → «Ich stehe … auf».',
        tr: 'Ayrılabilen fiil: "aufstehen" → "Ich stehe … auf".',
        pl: 'Czasownik rozdzielnie złożony: „aufstehen” → „Ich stehe … auf”.',
        es: 'Verbo separable: «aufstehen» → «Ich stehe … auf».',
      },
    },
    {
      de: 'Ich dusche jeden Morgen.',
      tr: { en: 'I have a shower every morning.', ua: 'Я приймаю душ щоранку.', de: 'Körperpflege am Morgen', ru: 'Я принимаю душ каждое утро.', be: 'Я прымаю душ кожную раніцу.', tr: 'Her sabah duş alırım.', pl: 'Codziennie rano biorę prysznic.', es: 'Me ducho todas las mañanas.' },
    },
    {
      de: 'Ich putze mir die Zähne.',
      tr: { en: 'I brush my teeth.', ua: 'Я чищу зуби.', de: 'mit „mir“ statt „meine“', ru: 'Я чищу зубы.', be: 'Я чышчу зубы.', tr: 'Dişlerimi fırçalıyorum.', pl: 'Myję zęby.', es: 'Me lavo los dientes.' },
    },
    {
      de: 'Ich ziehe mich an.',
      tr: { en: 'I get dressed.', ua: 'Я одягаюся.', de: 'Kleidung anziehen', ru: 'Я одеваюсь.', be: 'Я апранаюся.', tr: 'Giyiniyorum.', pl: 'Ubieram się.', es: 'Me visto.' },
    },
    {
      de: 'Ich mache mir einen Kaffee.',
      tr: { en: 'I make myself a coffee.', ua: 'Я роблю собі каву.', de: 'ein Getränk zubereiten', ru: 'Я делаю себе кофе.', be: 'Я раблю сабе каву.', tr: 'Kendime bir kahve yapıyorum.', pl: 'Robię sobie kawę.', es: 'Me preparo un café.' },
    },
    {
      de: 'Zum Frühstück esse ich Müsli.',
      tr: { en: 'I have muesli for breakfast.', ua: 'На сніданок я їм мюслі.', de: 'das erste Essen am Tag', ru: 'На завтрак я ем мюсли.', be: 'На сняданак я ем мюслі.', tr: 'Kahvaltıda müsli yerim.', pl: 'Na śniadanie jem musli.', es: 'Desayuno muesli.' },
    },
    {
      de: 'Ich bringe die Kinder in den Kindergarten.',
      tr: { en: 'I take the children to nursery.', ua: 'Я відводжу дітей у садочок.', de: 'morgens mit kleinen Kindern', ru: 'Я отвожу детей в детский сад.', be: 'Я адводжу дзяцей у садок.', tr: 'Çocukları anaokuluna götürürüm.', pl: 'Zaprowadzam dzieci do przedszkola.', es: 'Llevo a los niños a la guardería.' },
    },
    {
      de: 'Ich fahre mit der U-Bahn zur Arbeit.',
      tr: { en: 'I take the underground to work.', ua: 'Я їжджу на роботу на метро.', de: 'der Weg zur Arbeit', ru: 'Я езжу на работу на метро.', be: 'Я езджу на працу на метро.', tr: 'İşe metroyla giderim.', pl: 'Jeżdżę do pracy metrem.', es: 'Voy al trabajo en metro.' },
    },
    {
      de: 'Meistens bin ich um acht im Büro.',
      alternatives: ['Normalerweise bin ich um acht im Büro.'],
      tr: { en: 'I’m usually in the office at eight.', ua: 'Зазвичай о восьмій я вже в офісі.', de: 'Ankunft bei der Arbeit', ru: 'Обычно в восемь я уже в офисе.', be: 'Звычайна а восьмай я ўжо ў офісе.', tr: 'Genellikle sekizde ofisteyim.', pl: 'Zwykle o ósmej jestem w biurze.', es: 'Normalmente a las ocho estoy en la oficina.' },
    },
    {
      de: 'Ich arbeite von neun bis fünf.',
      tr: { en: 'I work from nine to five.', ua: 'Я працюю з дев’ятої до п’ятої.', de: 'die Arbeitszeit nennen', ru: 'Я работаю с девяти до пяти.', be: 'Я працую з дзявятай да пятай.', tr: 'Dokuzdan beşe kadar çalışırım.', pl: 'Pracuję od dziewiątej do piątej.', es: 'Trabajo de nueve a cinco.' },
    },
    {
      de: 'In der Mittagspause gehe ich in die Kantine.',
      tr: { en: 'In my lunch break I go to the canteen.', ua: 'В обідню перерву я ходжу в їдальню.', de: 'mittags bei der Arbeit essen', ru: 'В обеденный перерыв я хожу в столовую.', be: 'У абедзенны перапынак я хаджу ў сталоўку.', tr: 'Öğle arasında yemekhaneye giderim.', pl: 'W przerwie obiadowej chodzę do stołówki.', es: 'En la pausa del mediodía voy al comedor.' },
      note: {
        en: 'Verb in second place: after "In der Mittagspause" comes "gehe ich".',
        ua: 'Дієслово на другому місці: після «In der Mittagspause» йде «gehe ich».',
        de: 'Das Verb steht an zweiter Stelle, das Subjekt folgt ihm.',
        ru: 'Глагол на втором месте: после «In der Mittagspause» идёт «gehe ich».',
        be: 'Дзеяслоў на другім месцы: пасля «In der Mittagspause» ідзе «gehe ich».',
        tr: 'Fiil ikinci sırada: "In der Mittagspause"dan sonra "gehe ich" gelir.',
        pl: 'Czasownik na drugim miejscu: po „In der Mittagspause” jest „gehe ich”.',
        es: 'El verbo va en segundo lugar: tras «In der Mittagspause» viene «gehe ich».',
      },
    },
    {
      de: 'Nach der Arbeit gehe ich oft joggen.',
      tr: { en: 'I often go jogging after work.', ua: 'Після роботи я часто бігаю.', de: 'Sport am Abend', ru: 'После работы я часто бегаю.', be: 'Пасля працы я часта бегаю.', tr: 'İşten sonra sık sık koşuya giderim.', pl: 'Po pracy często chodzę pobiegać.', es: 'Después del trabajo suelo salir a correr.' },
    },
    {
      de: 'Zweimal pro Woche gehe ich einkaufen.',
      tr: { en: 'I go shopping twice a week.', ua: 'Двічі на тиждень я ходжу по продукти.', de: 'wie oft man etwas macht', ru: 'Два раза в неделю я хожу за продуктами.', be: 'Два разы на тыдзень я хаджу па прадукты.', tr: 'Haftada iki kez alışverişe giderim.', pl: 'Dwa razy w tygodniu chodzę na zakupy.', es: 'Voy a la compra dos veces por semana.' },
    },
    {
      de: 'Um sechs komme ich nach Hause.',
      tr: { en: 'I get home at six.', ua: 'О шостій я приходжу додому.', de: 'das Ende des Arbeitstags', ru: 'В шесть я прихожу домой.', be: 'А шостай я прыходжу дадому.', tr: 'Altıda eve gelirim.', pl: 'O szóstej wracam do domu.', es: 'A las seis llego a casa.' },
    },
    {
      de: 'Danach koche ich das Abendessen.',
      alternatives: ['Dann koche ich das Abendessen.'],
      tr: { en: 'After that I cook dinner.', ua: 'Потім я готую вечерю.', de: 'Reihenfolge mit „danach“', ru: 'Потом я готовлю ужин.', be: 'Потым я гатую вячэру.', tr: 'Ondan sonra akşam yemeğini pişiririm.', pl: 'Potem gotuję kolację.', es: 'Después preparo la cena.' },
    },
    {
      de: 'Abends sehe ich ein bisschen fern.',
      tr: { en: 'In the evening I watch a bit of TV.', ua: 'Увечері я трохи дивлюся телевізор.', de: 'trennbares Verb „fernsehen“', ru: 'Вечером я немного смотрю телевизор.', be: 'Увечары я крыху гляджу тэлевізар.', tr: 'Akşamları biraz televizyon izlerim.', pl: 'Wieczorem trochę oglądam telewizję.', es: 'Por la noche veo un poco la tele.' },
    },
    {
      de: 'Vor dem Schlafen lese ich noch ein bisschen.',
      tr: { en: 'Before I go to sleep I read a little.', ua: 'Перед сном я ще трохи читаю.', de: 'eine Gewohnheit am Abend', ru: 'Перед сном я ещё немного читаю.', be: 'Перад сном я яшчэ крыху чытаю.', tr: 'Uyumadan önce biraz okurum.', pl: 'Przed snem jeszcze trochę czytam.', es: 'Antes de dormir leo un poco.' },
    },
    {
      de: 'Ich gehe gegen elf ins Bett.',
      tr: { en: 'I go to bed around eleven.', ua: 'Я лягаю спати близько одинадцятої.', de: '„gegen“ heißt „ungefähr um“', ru: 'Я ложусь спать около одиннадцати.', be: 'Я кладуся спаць каля адзінаццаці.', tr: 'On bir gibi yatarım.', pl: 'Kładę się spać około jedenastej.', es: 'Me acuesto sobre las once.' },
    },
    {
      de: 'Am Wochenende schlafe ich lange.',
      alternatives: ['Am Wochenende schlafe ich aus.'],
      tr: { en: 'At the weekend I have a lie-in.', ua: 'У вихідні я довго сплю.', de: 'spät aufstehen', ru: 'В выходные я долго сплю.', be: 'На выхадных я доўга сплю.', tr: 'Hafta sonları geç saate kadar uyurum.', pl: 'W weekend długo śpię.', es: 'Los fines de semana duermo hasta tarde.' },
    },
    {
      de: 'Wann stehst du normalerweise auf?',
      alternatives: ['Wann stehst du gewöhnlich auf?', 'Wann stehst du meistens auf?'],
      tr: { en: 'When do you usually get up?', ua: 'О котрій ти зазвичай встаєш?', de: 'Frage nach dem Alltag', ru: 'Во сколько ты обычно встаёшь?', be: 'А якой ты звычайна ўстаеш?', tr: 'Genelde kaçta kalkarsın?', pl: 'O której zwykle wstajesz?', es: '¿A qué hora te levantas normalmente?' },
      register: 'informal',
    },
  ],
};

export default set;
