import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'simple-questions',
  title: { en: 'Simple questions', ua: 'Прості запитання', de: 'Einfache Fragen', ru: 'Простые вопросы', be: 'Простыя пытанні', tr: 'Basit sorular', pl: 'Proste pytania', es: 'Preguntas sencillas' },
  descr: {
    en: 'Who, what, where, when, how much – the questions you need every day.',
    ua: 'Хто, що, де, коли, скільки – запитання, потрібні щодня.',
    de: 'Wer, was, wo, wann, wie viel – Fragen für jeden Tag.',
    ru: 'Кто, что, где, когда, сколько – вопросы, нужные каждый день.',
    be: 'Хто, што, дзе, калі, колькі – пытанні, патрэбныя кожны дзень.',
    tr: 'Kim, ne, nerede, ne zaman, ne kadar – her gün gereken sorular.',
    pl: 'Kto, co, gdzie, kiedy, ile – pytania potrzebne na co dzień.',
    es: 'Quién, qué, dónde, cuándo, cuánto: las preguntas de cada día.',
  },
  img: 'red-question-mark',
  paywall: false,
  group: 'everyday',
  phrases: [
    {
      de: 'Was ist das?',
      tr: { en: 'What is that?', ua: 'Що це?', de: 'nach einer Sache fragen', ru: 'Что это?', be: 'Што гэта?', tr: 'Bu ne?', pl: 'Co to jest?', es: '¿Qué es esto?' },
    },
    {
      de: 'Wer ist das?',
      tr: { en: 'Who is that?', ua: 'Хто це?', de: 'nach einer Person fragen', ru: 'Кто это?', be: 'Хто гэта?', tr: 'Bu kim?', pl: 'Kto to jest?', es: '¿Quién es?' },
    },
    {
      de: 'Wo ist die Toilette?',
      tr: { en: 'Where is the toilet?', ua: 'Де туалет?', de: 'sehr häufige Frage unterwegs', ru: 'Где туалет?', be: 'Дзе туалет?', tr: 'Tuvalet nerede?', pl: 'Gdzie jest toaleta?', es: '¿Dónde está el baño?' },
    },
    {
      de: 'Wie viel kostet das?',
      tr: { en: 'How much is that?', ua: 'Скільки це коштує?', de: 'nach dem Preis fragen', ru: 'Сколько это стоит?', be: 'Колькі гэта каштуе?', tr: 'Bu ne kadar?', pl: 'Ile to kosztuje?', es: '¿Cuánto cuesta?' },
      note: {
        en: '"Wie viel" is written as two words.',
        ua: '«Wie viel» пишеться окремо, двома словами.',
        de: '„Wie viel“ schreibt man getrennt.',
        ru: '«Wie viel» пишется раздельно, двумя словами.',
        be: '«Wie viel» пішацца асобна, двума словамі.',
        tr: '"Wie viel" ayrı, iki kelime olarak yazılır.',
        pl: '„Wie viel” pisze się osobno, jako dwa słowa.',
        es: '«Wie viel» se escribe separado, en dos palabras.',
      },
    },
    {
      de: 'Wie spät ist es?',
      tr: { en: 'What time is it?', ua: 'Котра година?', de: 'nach der Uhrzeit fragen', ru: 'Который час?', be: 'Колькі цяпер часу?', tr: 'Saat kaç?', pl: 'Która godzina?', es: '¿Qué hora es?' },
    },
    {
      de: 'Um wie viel Uhr beginnt der Kurs?',
      tr: { en: 'What time does the course start?', ua: 'О котрій починається курс?', de: 'nach der Uhrzeit eines Termins fragen', ru: 'Во сколько начинается курс?', be: 'А якой пачынаецца курс?', tr: 'Kurs saat kaçta başlıyor?', pl: 'O której zaczyna się kurs?', es: '¿A qué hora empieza el curso?' },
    },
    {
      de: 'Wann fährt der nächste Bus?',
      tr: { en: 'When does the next bus leave?', ua: 'Коли відправляється наступний автобус?', de: 'nach der Abfahrt fragen', ru: 'Когда отходит следующий автобус?', be: 'Калі адыходзіць наступны аўтобус?', tr: 'Bir sonraki otobüs ne zaman kalkıyor?', pl: 'Kiedy odjeżdża następny autobus?', es: '¿Cuándo sale el próximo autobús?' },
    },
    {
      de: 'Welcher Zug fährt nach München?',
      tr: { en: 'Which train goes to Munich?', ua: 'Який поїзд їде до Мюнхена?', de: 'aus mehreren Möglichkeiten wählen', ru: 'Какой поезд идёт в Мюнхен?', be: 'Які цягнік ідзе ў Мюнхен?', tr: 'Hangi tren Münih’e gidiyor?', pl: 'Który pociąg jedzie do Monachium?', es: '¿Qué tren va a Múnich?' },
    },
    {
      de: 'Wie lange dauert das?',
      tr: { en: 'How long does it take?', ua: 'Скільки часу це займе?', de: 'nach der Dauer fragen', ru: 'Сколько времени это займёт?', be: 'Колькі часу гэта зойме?', tr: 'Bu ne kadar sürer?', pl: 'Ile to potrwa?', es: '¿Cuánto tarda?' },
    },
    {
      de: 'Wo kann ich hier Brot kaufen?',
      tr: { en: 'Where can I buy bread around here?', ua: 'Де тут можна купити хліб?', de: 'nach einem Geschäft fragen', ru: 'Где здесь можно купить хлеб?', be: 'Дзе тут можна купіць хлеб?', tr: 'Buralarda nereden ekmek alabilirim?', pl: 'Gdzie tu można kupić chleb?', es: '¿Dónde puedo comprar pan por aquí?' },
    },
    {
      de: 'Warum lernst du Deutsch?',
      tr: { en: 'Why are you learning German?', ua: 'Чому ти вивчаєш німецьку?', de: 'nach dem Grund fragen', ru: 'Почему ты учишь немецкий?', be: 'Чаму ты вывучаеш нямецкую?', tr: 'Neden Almanca öğreniyorsun?', pl: 'Dlaczego uczysz się niemieckiego?', es: '¿Por qué aprendes alemán?' },
      register: 'informal',
    },
    {
      de: 'Warum nicht?',
      tr: { en: 'Why not?', ua: 'Чому б і ні?', de: 'Zustimmung oder Frage nach dem Grund', ru: 'Почему бы и нет?', be: 'Чаму б і не?', tr: 'Neden olmasın?', pl: 'Czemu nie?', es: '¿Por qué no?' },
    },
    {
      de: 'Wie heißt das auf Deutsch?',
      tr: { en: 'What’s that called in German?', ua: 'Як це називається німецькою?', de: 'nach einem Wort fragen', ru: 'Как это называется по-немецки?', be: 'Як гэта называецца па-нямецку?', tr: 'Bunun Almancası ne?', pl: 'Jak to się nazywa po niemiecku?', es: '¿Cómo se dice esto en alemán?' },
    },
    {
      de: 'Was bedeutet dieses Wort?',
      tr: { en: 'What does this word mean?', ua: 'Що означає це слово?', de: 'nach der Bedeutung fragen', ru: 'Что значит это слово?', be: 'Што азначае гэтае слова?', tr: 'Bu kelime ne demek?', pl: 'Co znaczy to słowo?', es: '¿Qué significa esta palabra?' },
    },
    {
      de: 'Sprechen Sie Englisch?',
      tr: { en: 'Do you speak English?', ua: 'Ви розмовляєте англійською?', de: 'nach einer Sprache fragen', ru: 'Вы говорите по-английски?', be: 'Вы размаўляеце па-англійску?', tr: 'İngilizce konuşuyor musunuz?', pl: 'Czy mówi pan/pani po angielsku?', es: '¿Habla usted inglés?' },
      register: 'formal',
    },
    {
      de: 'Haben Sie einen Moment Zeit?',
      tr: { en: 'Do you have a moment?', ua: 'У вас є хвилинка?', de: 'jemanden höflich ansprechen', ru: 'У вас есть минутка?', be: 'У вас ёсць хвілінка?', tr: 'Bir dakikanız var mı?', pl: 'Ma pan/pani chwilę?', es: '¿Tiene un momento?' },
      register: 'formal',
    },
    {
      de: 'Gibt es hier WLAN?',
      tr: { en: 'Is there Wi-Fi here?', ua: 'Тут є вайфай?', de: 'nach dem Internet fragen', ru: 'Здесь есть вайфай?', be: 'Тут ёсць вайфай?', tr: 'Burada kablosuz internet var mı?', pl: 'Jest tu wifi?', es: '¿Hay wifi aquí?' },
      note: {
        en: 'Germans say "WLAN" (spoken "vay-lahn"), hardly ever "Wi-Fi".',
        ua: 'Німці кажуть «WLAN» (вимова «вей-лан»), майже ніколи «Wi-Fi».',
        de: 'In Deutschland sagt man fast immer „WLAN“.',
        ru: 'Немцы говорят «WLAN» (произносится «вэ-лан»), почти никогда «Wi-Fi».',
        be: 'Немцы кажуць «WLAN» (вымаўляецца «вэ-лан»), амаль ніколі «Wi-Fi».',
        tr: 'Almanlar "WLAN" (okunuşu "ve-lan") der, neredeyse hiç "Wi-Fi" demez.',
        pl: 'Niemcy mówią „WLAN” (czyt. „we-lan”), prawie nigdy „Wi-Fi”.',
        es: 'En alemán se dice «WLAN» (se pronuncia «ve-lan»), casi nunca «wifi».',
      },
    },
    {
      de: 'Darf man hier parken?',
      tr: { en: 'Is parking allowed here?', ua: 'Тут можна паркуватися?', de: 'nach einer Erlaubnis fragen', ru: 'Здесь можно парковаться?', be: 'Тут можна паркавацца?', tr: 'Buraya park edilebilir mi?', pl: 'Czy można tu parkować?', es: '¿Se puede aparcar aquí?' },
    },
    {
      de: 'Ist das richtig so?',
      tr: { en: 'Is that right?', ua: 'Так правильно?', de: 'um Bestätigung bitten', ru: 'Так правильно?', be: 'Так правільна?', tr: 'Bu doğru mu?', pl: 'Czy tak jest dobrze?', es: '¿Está bien así?' },
    },
    {
      de: 'Woher weißt du das?',
      tr: { en: 'How do you know that?', ua: 'Звідки ти це знаєш?', de: 'nach der Quelle fragen', ru: 'Откуда ты это знаешь?', be: 'Адкуль ты гэта ведаеш?', tr: 'Bunu nereden biliyorsun?', pl: 'Skąd to wiesz?', es: '¿Cómo lo sabes?' },
      register: 'informal',
    },
    {
      de: 'Kommst du mit?',
      tr: { en: 'Are you coming along?', ua: 'Ти підеш з нами?', de: 'jemanden zum Mitgehen einladen', ru: 'Ты пойдёшь с нами?', be: 'Ты пойдзеш з намі?', tr: 'Sen de geliyor musun?', pl: 'Idziesz z nami?', es: '¿Te vienes?' },
      register: 'informal',
    },
  ],
};

export default set;
