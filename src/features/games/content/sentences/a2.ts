import type { SentencePuzzle } from '../types';

/**
 * A2 sentences of the sentences puzzle: the parts in one correct order and every other order
 * the game accepts (see `SentencePuzzle`). Sentences marked `source` come from the grammar
 * practice lists; the comment above each shows the sentence and its other correct orders.
 */
const sentences: SentencePuzzle[] = [
  {
    // Ich bleibe zu Hause, weil ich krank bin. Also: Weil ich krank bin, bleibe ich zu Hause. · Ich bleibe, weil ich krank bin, zu Hause. · Zu Hause bleibe ich, weil ich krank bin.
    level: 'A2',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['ich', 'bleibe', 'zu Hause', 'weil', 'ich', 'krank', 'bin'],
    alsoCorrect: [[3, 4, 5, 6, 1, 0, 2], [0, 1, 3, 4, 5, 6, 2], [2, 1, 0, 3, 4, 5, 6]],
    clause: [3, 6],
    source: 'grammar/a2/conjunctions',
    tr: { en: "I am staying at home because I am ill.", ua: "Я залишаюся вдома, бо я хворий.", de: "Ich bin krank. Deshalb bleibe ich zu Hause.", ru: "Я остаюсь дома, потому что я болен.", be: "Я застаюся дома, бо я хворы.", tr: "Hasta olduğum için evde kalıyorum.", pl: "Zostaję w domu, bo jestem chory.", es: "Me quedo en casa porque estoy enfermo." },
  },
  {
    // Obwohl es kalt ist, gehen wir schwimmen. Also: Wir gehen schwimmen, obwohl es kalt ist. · Wir gehen, obwohl es kalt ist, schwimmen.
    level: 'A2',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['obwohl', 'es', 'kalt', 'ist', 'gehen', 'wir', 'schwimmen'],
    alsoCorrect: [[5, 4, 6, 0, 1, 2, 3], [5, 4, 0, 1, 2, 3, 6]],
    clause: [0, 3],
    source: 'grammar/a2/conjunctions',
    tr: { en: "Although it is cold, we are going swimming.", ua: "Хоча й холодно, ми йдемо плавати.", de: "Es ist kalt. Trotzdem gehen wir ins Wasser. (schwimmen gehen)", ru: "Хотя холодно, мы идём купаться.", be: "Хоць і холадна, мы ідзём плаваць.", tr: "Hava soğuk olmasına rağmen yüzmeye gidiyoruz.", pl: "Chociaż jest zimno, idziemy pływać.", es: "Aunque hace frío, vamos a nadar." },
  },
  {
    // Wenn es regnet, bleiben wir zu Hause. Also: Wir bleiben zu Hause, wenn es regnet. · Wir bleiben, wenn es regnet, zu Hause. · Zu Hause bleiben wir, wenn es regnet.
    level: 'A2',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['wenn', 'es', 'regnet', 'bleiben', 'wir', 'zu Hause'],
    alsoCorrect: [[4, 3, 5, 0, 1, 2], [4, 3, 0, 1, 2, 5], [5, 3, 4, 0, 1, 2]],
    clause: [0, 2],
    tr: { en: "If it rains, we stay at home.", ua: "Якщо йде дощ, ми залишаємося вдома.", de: "Bei Regen gehen wir nicht nach draußen.", ru: "Если идёт дождь, мы остаёмся дома.", be: "Калі ідзе дождж, мы застаемся дома.", tr: "Yağmur yağarsa evde kalırız.", pl: "Jeśli pada deszcz, zostajemy w domu.", es: "Si llueve, nos quedamos en casa." },
  },
  {
    // Bevor wir losfahren, müssen wir tanken. Also: Wir müssen tanken, bevor wir losfahren. · Wir müssen, bevor wir losfahren, tanken.
    level: 'A2',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['bevor', 'wir', 'losfahren', 'müssen', 'wir', 'tanken'],
    alsoCorrect: [[4, 3, 5, 0, 1, 2], [4, 3, 0, 1, 2, 5]],
    clause: [0, 2],
    source: 'grammar/a2/conjunctions',
    tr: { en: "Before we set off, we have to get petrol.", ua: "Перш ніж вирушити, нам треба заправитися.", de: "Der Tank ist fast leer. Erst zur Tankstelle, dann geht die Fahrt los. (tanken, losfahren)", ru: "Прежде чем выехать, нам нужно заправиться.", be: "Перш чым выехаць, нам трэба запраўціся.", tr: "Yola çıkmadan önce benzin almamız gerekiyor.", pl: "Zanim wyruszymy, musimy zatankować.", es: "Antes de salir, tenemos que echar gasolina." },
  },
  {
    // Er kommt nicht, weil er arbeiten muss.
    level: 'A2',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['er kommt nicht', 'weil', 'er', 'arbeiten', 'muss'],
    alsoCorrect: [],
    clause: [1, 4],
    source: 'grammar/a2/modal-verbs',
    tr: { en: "He is not coming because he has to work.", ua: "Він не прийде, бо мусить працювати.", de: "Er bleibt weg, der Grund ist seine Arbeit. (weil, müssen)", ru: "Он не придёт, потому что должен работать.", be: "Ён не прыйдзе, бо павінен працаваць.", tr: "Gelmiyor, çünkü çalışması gerekiyor.", pl: "Nie przyjdzie, bo musi pracować.", es: "No viene porque tiene que trabajar." },
  },
  {
    // Ich weiß, dass du gut kochen kannst.
    level: 'A2',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['ich weiß', 'dass', 'du', 'gut', 'kochen', 'kannst'],
    alsoCorrect: [],
    clause: [1, 5],
    source: 'grammar/a2/modal-verbs',
    tr: { en: "I know that you can cook well.", ua: "Я знаю, що ти вмієш добре готувати.", de: "Dein Essen schmeckt immer toll, das weiß ich. (dass, können)", ru: "Я знаю, что ты хорошо умеешь готовить.", be: "Я ведаю, што ты ўмееш добра гатаваць.", tr: "İyi yemek yapabildiğini biliyorum.", pl: "Wiem, że umiesz dobrze gotować.", es: "Sé que sabes cocinar bien." },
  },
  {
    // Sie fragt, ob sie das Fenster öffnen darf.
    level: 'A2',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['sie fragt', 'ob', 'sie', 'das Fenster', 'öffnen', 'darf'],
    alsoCorrect: [],
    clause: [1, 5],
    source: 'grammar/a2/modal-verbs',
    tr: { en: "She asks whether she may open the window.", ua: "Вона питає, чи можна їй відчинити вікно.", de: "Sie möchte frische Luft und fragt um Erlaubnis. (ob, dürfen)", ru: "Она спрашивает, можно ли ей открыть окно.", be: "Яна пытаецца, ці можна ёй адчыніць акно.", tr: "Pencereyi açıp açamayacağını soruyor.", pl: "Pyta, czy może otworzyć okno.", es: "Pregunta si puede abrir la ventana." },
  },
  {
    // Gestern habe ich meinen Schlüssel verloren. Also: Ich habe gestern meinen Schlüssel verloren. · Ich habe meinen Schlüssel gestern verloren. · Meinen Schlüssel habe ich gestern verloren.
    level: 'A2',
    rule: 'bracket',
    punctuation: '.',
    parts: ['gestern', 'habe', 'ich', 'meinen Schlüssel', 'verloren'],
    alsoCorrect: [[2, 1, 0, 3, 4], [2, 1, 3, 0, 4], [3, 1, 2, 0, 4]],
    tr: { en: "Yesterday I lost my key.", ua: "Учора я загубив свій ключ.", de: "Ich finde meinen Schlüssel seit gestern nicht mehr.", ru: "Вчера я потерял свой ключ.", be: "Учора я згубіў свой ключ.", tr: "Dün anahtarımı kaybettim.", pl: "Wczoraj zgubiłem swój klucz.", es: "Ayer perdí mi llave." },
  },
  {
    // Wir sind gestern zu Hause geblieben. Also: Gestern sind wir zu Hause geblieben. · Zu Hause sind wir gestern geblieben.
    level: 'A2',
    rule: 'bracket',
    punctuation: '.',
    parts: ['wir', 'sind', 'gestern', 'zu Hause', 'geblieben'],
    alsoCorrect: [[2, 1, 0, 3, 4], [3, 1, 0, 2, 4]],
    source: 'grammar/a2/perfekt',
    tr: { en: "We stayed at home yesterday.", ua: "Учора ми залишалися вдома.", de: "Gestern waren wir den ganzen Tag zu Hause. (bleiben, Perfekt)", ru: "Вчера мы остались дома.", be: "Учора мы засталіся дома.", tr: "Dün evde kaldık.", pl: "Wczoraj zostaliśmy w domu.", es: "Ayer nos quedamos en casa." },
  },
  {
    // Der Zug ist pünktlich angekommen. Also: Pünktlich ist der Zug angekommen.
    level: 'A2',
    rule: 'bracket',
    punctuation: '.',
    parts: ['der Zug', 'ist', 'pünktlich', 'angekommen'],
    alsoCorrect: [[2, 1, 0, 3]],
    source: 'grammar/a2/perfekt',
    tr: { en: "The train arrived on time.", ua: "Потяг прибув вчасно.", de: "Der Zug war ohne Verspätung da. (ankommen, Perfekt)", ru: "Поезд прибыл вовремя.", be: "Цягнік прыбыў своечасова.", tr: "Tren zamanında geldi.", pl: "Pociąg przyjechał punktualnie.", es: "El tren llegó puntual." },
  },
  {
    // Sie hat ihre Freundin angerufen.
    level: 'A2',
    rule: 'bracket',
    punctuation: '.',
    parts: ['sie', 'hat', 'ihre Freundin', 'angerufen'],
    alsoCorrect: [],
    source: 'grammar/a2/perfekt',
    tr: { en: "She called her friend.", ua: "Вона зателефонувала своїй подрузі.", de: "Gestern gab es ein Telefonat zwischen ihr und ihrer Freundin. (anrufen, Perfekt)", ru: "Она позвонила своей подруге.", be: "Яна патэлефанавала сваёй сяброўцы.", tr: "Arkadaşını aradı.", pl: "Zadzwoniła do swojej przyjaciółki.", es: "Llamó a su amiga." },
  },
  {
    // Meine Oma ist letzte Woche achtzig geworden. Also: Letzte Woche ist meine Oma achtzig geworden.
    level: 'A2',
    rule: 'bracket',
    punctuation: '.',
    parts: ['meine Oma', 'ist', 'letzte Woche', 'achtzig', 'geworden'],
    alsoCorrect: [[2, 1, 0, 3, 4]],
    source: 'grammar/a2/perfekt',
    tr: { en: "My grandma turned eighty last week.", ua: "Минулого тижня моїй бабусі виповнилося вісімдесят.", de: "Letzte Woche hatte meine Oma Geburtstag, jetzt ist sie 80. (werden, Perfekt)", ru: "На прошлой неделе моей бабушке исполнилось восемьдесят.", be: "На мінулым тыдні маёй бабулі споўнілася восемдзесят.", tr: "Büyükannem geçen hafta seksen yaşına girdi.", pl: "Moja babcia w zeszłym tygodniu skończyła osiemdziesiąt lat.", es: "Mi abuela cumplió ochenta años la semana pasada." },
  },
  {
    // Wir wollen im Sommer nach Italien fahren. Also: Im Sommer wollen wir nach Italien fahren. · Nach Italien wollen wir im Sommer fahren.
    level: 'A2',
    rule: 'bracket',
    punctuation: '.',
    parts: ['wir', 'wollen', 'im Sommer', 'nach Italien', 'fahren'],
    alsoCorrect: [[2, 1, 0, 3, 4], [3, 1, 0, 2, 4]],
    source: 'grammar/a2/modal-verbs',
    tr: { en: "We want to go to Italy in the summer.", ua: "Улітку ми хочемо поїхати до Італії.", de: "Unser Plan für den Sommer: eine Reise nach Italien. (wollen)", ru: "Летом мы хотим поехать в Италию.", be: "Улетку мы хочам паехаць у Італію.", tr: "Yazın İtalya’ya gitmek istiyoruz.", pl: "Latem chcemy pojechać do Włoch.", es: "En verano queremos ir a Italia." },
  },
  {
    // Kannst du mich morgen vom Bahnhof abholen?
    level: 'A2',
    rule: 'question',
    punctuation: '?',
    parts: ['kannst', 'du', 'mich', 'morgen', 'vom Bahnhof', 'abholen'],
    alsoCorrect: [],
    source: 'grammar/a2/modal-verbs',
    tr: { en: "Can you pick me up from the station tomorrow?", ua: "Можеш завтра забрати мене з вокзалу?", de: "Ich komme morgen mit dem Zug an. Bitte an einen Freund. (können, abholen)", ru: "Можешь завтра забрать меня с вокзала?", be: "Можаш заўтра забраць мяне з вакзала?", tr: "Yarın beni istasyondan alabilir misin?", pl: "Możesz jutro odebrać mnie z dworca?", es: "¿Puedes recogerme mañana en la estación?" },
  },
  {
    // Wen hast du gestern im Kino getroffen?
    level: 'A2',
    rule: 'question',
    punctuation: '?',
    parts: ['wen', 'hast', 'du', 'gestern', 'im Kino', 'getroffen'],
    alsoCorrect: [],
    source: 'grammar/a2/questions',
    tr: { en: "Who did you meet at the cinema yesterday?", ua: "Кого ти вчора зустрів у кіно?", de: "Frage nach der Person: ein Treffen gestern im Kino. (Akkusativ, treffen, Perfekt)", ru: "Кого ты вчера встретил в кино?", be: "Каго ты ўчора сустрэў у кіно?", tr: "Dün sinemada kiminle karşılaştın?", pl: "Kogo spotkałeś wczoraj w kinie?", es: "¿Con quién te encontraste ayer en el cine?" },
  },
  {
    // Warum bist du gestern nicht gekommen?
    level: 'A2',
    rule: 'question',
    punctuation: '?',
    parts: ['warum', 'bist', 'du', 'gestern', 'nicht', 'gekommen'],
    alsoCorrect: [],
    source: 'grammar/a2/questions',
    tr: { en: "Why didn’t you come yesterday?", ua: "Чому ти вчора не прийшов?", de: "Frage nach dem Grund: Gestern warst du nicht da. (kommen, Perfekt)", ru: "Почему ты вчера не пришёл?", be: "Чаму ты ўчора не прыйшоў?", tr: "Dün neden gelmedin?", pl: "Dlaczego wczoraj nie przyszedłeś?", es: "¿Por qué no viniste ayer?" },
  },
  {
    // Weißt du, wann der Zug kommt?
    level: 'A2',
    rule: 'question',
    punctuation: '?',
    parts: ['weißt du', 'wann', 'der Zug', 'kommt'],
    alsoCorrect: [],
    clause: [1, 3],
    source: 'grammar/a2/questions',
    tr: { en: "Do you know when the train is coming?", ua: "Ти знаєш, коли прийде потяг?", de: "Frage an einen Freund nach der Ankunftszeit vom Zug (indirekte Frage)", ru: "Ты знаешь, когда придёт поезд?", be: "Ты ведаеш, калі прыйдзе цягнік?", tr: "Trenin ne zaman geleceğini biliyor musun?", pl: "Wiesz, kiedy przyjedzie pociąg?", es: "¿Sabes cuándo llega el tren?" },
  },
  {
    // Mach das Fenster bitte zu! Also: Bitte mach das Fenster zu! · Mach bitte das Fenster zu!
    level: 'A2',
    rule: 'imperative',
    punctuation: '!',
    parts: ['mach', 'das Fenster', 'bitte', 'zu'],
    alsoCorrect: [[2, 0, 1, 3], [0, 2, 1, 3]],
    source: 'grammar/a2/imperative',
    tr: { en: "Please close the window!", ua: "Зачини, будь ласка, вікно!", de: "Es ist kalt im Zimmer, und das Fenster ist offen. (zumachen, du-Form)", ru: "Закрой, пожалуйста, окно!", be: "Зачыні, калі ласка, акно!", tr: "Lütfen pencereyi kapat!", pl: "Zamknij, proszę, okno!", es: "¡Cierra la ventana, por favor!" },
  },
  {
    // Ruf deine Oma am Wochenende an! Also: Ruf am Wochenende deine Oma an!
    level: 'A2',
    rule: 'imperative',
    punctuation: '!',
    parts: ['ruf', 'deine Oma', 'am Wochenende', 'an'],
    alsoCorrect: [[0, 2, 1, 3]],
    source: 'grammar/a2/imperative',
    tr: { en: "Call your grandma at the weekend!", ua: "Подзвони бабусі на вихідних!", de: "Deine Oma wartet auf ein Telefonat mit dir. (anrufen, du-Form)", ru: "Позвони бабушке на выходных!", be: "Патэлефануй бабулі на выхадных!", tr: "Hafta sonu büyükanneni ara!", pl: "Zadzwoń do babci w weekend!", es: "¡Llama a tu abuela el fin de semana!" },
  },
  {
    // Füllen Sie das Formular aus!
    level: 'A2',
    rule: 'imperative',
    punctuation: '!',
    parts: ['füllen', 'Sie', 'das Formular', 'aus'],
    alsoCorrect: [],
    source: 'grammar/a2/imperative',
    tr: { en: "Fill in the form!", ua: "Заповніть бланк! (ввічливо)", de: "Im Amt: Ihre Daten gehören in dieses Papier. (ausfüllen, Sie-Form)", ru: "Заполните бланк! (вежливо)", be: "Запоўніце бланк! (ветліва)", tr: "Formu doldurun! (nazik hitap)", pl: "Proszę wypełnić formularz!", es: "¡Rellene el formulario!" },
  },
];

export default sentences;
