import type { VideoLesson } from '../../model/lesson';

export const lesson: VideoLesson = {
  id: 'a1-weg',
  level: 'A1',
  topic: 'travel',
  title: {
    en: 'Asking the way',
    ua: 'Як пройти?',
    de: 'Nach dem Weg fragen',
    ru: 'Как пройти?',
    be: 'Як прайсці?',
    tr: 'Yol sormak',
    pl: 'Pytanie o drogę',
    es: 'Preguntar el camino',
  },
  descr: {
    en: 'A visitor asks the way to the station: straight on, left, right, next to the post office, and how far it is.',
    ua: 'Гість міста питає дорогу до вокзалу: прямо, ліворуч, праворуч, поруч із поштою, і як далеко це.',
    de: 'Ein Besucher fragt nach dem Weg zum Bahnhof: geradeaus, links, rechts, neben der Post und wie weit es ist.',
    ru: 'Гость города спрашивает дорогу к вокзалу: прямо, налево, направо, рядом с почтой, и как далеко это.',
    be: 'Госць горада пытаецца дарогу да вакзала: проста, налева, направа, побач з поштай, і як далёка гэта.',
    tr: 'Bir ziyaretçi istasyonun yolunu soruyor: düz, sola, sağa, postanenin yanında ve ne kadar uzak olduğu.',
    pl: 'Gość pyta o drogę na dworzec: prosto, w lewo, w prawo, obok poczty i jak to daleko.',
    es: 'Un visitante pregunta cómo llegar a la estación: todo recto, a la izquierda, a la derecha, al lado de Correos y a qué distancia está.',
  },
  lines: [
    {
      de: 'Entschuldigung, wo ist der Bahnhof?',
      icon: 'station',
      tr: { en: 'Excuse me, where is the station?', ua: 'Перепрошую, де вокзал?', ru: 'Извините, где вокзал?', be: 'Прабачце, дзе вакзал?', tr: 'Affedersiniz, istasyon nerede?', pl: 'Przepraszam, gdzie jest dworzec?', es: 'Perdone, ¿dónde está la estación?' },
    },
    {
      de: 'Gehen Sie hier geradeaus bis zur Ampel.',
      icon: 'vertical-traffic-light',
      tr: { en: 'Go straight on here as far as the traffic lights.', ua: 'Ідіть тут прямо до світлофора.', ru: 'Идите здесь прямо до светофора.', be: 'Ідзіце тут проста да святлафора.', tr: 'Buradan trafik ışıklarına kadar düz gidin.', pl: 'Proszę iść tutaj prosto do świateł.', es: 'Siga todo recto hasta el semáforo.' },
    },
    {
      de: 'An der Ampel gehen Sie nach links.',
      icon: 'left-arrow',
      tr: { en: 'At the traffic lights turn left.', ua: 'На світлофорі поверніть ліворуч.', ru: 'На светофоре поверните налево.', be: 'На святлафоры павярніце налева.', tr: 'Trafik ışıklarında sola dönün.', pl: 'Na światłach proszę skręcić w lewo.', es: 'En el semáforo gire a la izquierda.' },
    },
    {
      de: 'Dann nehmen Sie die zweite Straße rechts.',
      icon: 'right-arrow',
      tr: { en: 'Then take the second street on the right.', ua: 'Потім поверніть на другу вулицю праворуч.', ru: 'Потом поверните на вторую улицу направо.', be: 'Потым павярніце на другую вуліцу направа.', tr: 'Sonra sağdaki ikinci sokağa girin.', pl: 'Potem proszę skręcić w drugą ulicę w prawo.', es: 'Luego tome la segunda calle a la derecha.' },
    },
    {
      de: 'Der Bahnhof ist neben der Post.',
      icon: 'post-office',
      tr: { en: 'The station is next to the post office.', ua: 'Вокзал поруч із поштою.', ru: 'Вокзал рядом с почтой.', be: 'Вакзал побач з поштай.', tr: 'İstasyon postanenin yanında.', pl: 'Dworzec jest obok poczty.', es: 'La estación está al lado de Correos.' },
    },
    {
      de: 'Ist das weit? Nein, nur fünf Minuten zu Fuß.',
      icon: 'person-walking',
      tr: { en: "Is it far? No, it's only five minutes on foot.", ua: 'Це далеко? Ні, лише п’ять хвилин пішки.', ru: 'Это далеко? Нет, всего пять минут пешком.', be: 'Гэта далёка? Не, усяго пяць хвілін пешшу.', tr: 'Uzak mı? Hayır, yürüyerek sadece beş dakika.', pl: 'Czy to daleko? Nie, tylko pięć minut pieszo.', es: '¿Está lejos? No, solo cinco minutos a pie.' },
    },
    {
      de: 'Sie können auch den Bus nehmen, die Linie drei.',
      icon: 'bus',
      tr: { en: 'You can also take the bus, number three.', ua: 'Ви також можете поїхати автобусом, маршрут номер три.', ru: 'Вы также можете поехать на автобусе, маршрут номер три.', be: 'Вы таксама можаце паехаць аўтобусам, маршрут нумар тры.', tr: 'Üç numaralı otobüse de binebilirsiniz.', pl: 'Może Pan też pojechać autobusem, linią numer trzy.', es: 'También puede tomar el autobús, la línea tres.' },
    },
    {
      de: 'Vielen Dank! Bitte schön.',
      icon: 'smiling-face-with-smiling-eyes',
      tr: { en: "Thank you very much! You're welcome.", ua: 'Щиро дякую! Будь ласка.', ru: 'Большое спасибо! Пожалуйста.', be: 'Вялікі дзякуй! Калі ласка.', tr: 'Çok teşekkürler! Rica ederim.', pl: 'Dziękuję bardzo! Proszę bardzo.', es: '¡Muchas gracias! De nada.' },
    },
  ],
  exercise: [
    {
      question: { en: 'What is the person looking for?', ua: 'Що шукає людина?', de: 'Was sucht die Person?', ru: 'Что ищет человек?', be: 'Што шукае чалавек?', tr: 'Kişi neyi arıyor?', pl: 'Czego szuka ta osoba?', es: '¿Qué busca la persona?' },
      options: ['den Bahnhof', 'die Post', 'die Apotheke'],
      answer: 0,
    },
    {
      question: { en: 'Which way do you go at the traffic lights?', ua: 'Куди треба повернути на світлофорі?', de: 'Wohin geht man an der Ampel?', ru: 'Куда надо повернуть на светофоре?', be: 'Куды трэба павярнуць на святлафоры?', tr: 'Trafik ışıklarında nereye gidiliyor?', pl: 'W którą stronę trzeba skręcić na światłach?', es: '¿Hacia dónde se va en el semáforo?' },
      options: ['nach rechts', 'geradeaus', 'nach links'],
      answer: 2,
    },
    {
      question: { en: 'How long does it take on foot?', ua: 'Скільки часу треба йти пішки?', de: 'Wie lange geht man zu Fuß?', ru: 'Сколько времени идти пешком?', be: 'Колькі часу ісці пешшу?', tr: 'Yürüyerek ne kadar sürüyor?', pl: 'Ile trwa droga pieszo?', es: '¿Cuánto se tarda a pie?' },
      options: ['fünfzehn Minuten', 'fünf Minuten', 'eine Stunde'],
      answer: 1,
    },
  ],
};
