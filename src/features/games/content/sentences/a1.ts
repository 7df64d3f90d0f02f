import type { SentencePuzzle } from '../types';

/**
 * A1 sentences of the sentences puzzle: the parts in one correct order and every other order
 * the game accepts (see `SentencePuzzle`). Sentences marked `source` come from the grammar
 * practice lists; the comment above each shows the sentence and its other correct orders.
 */
const sentences: SentencePuzzle[] = [
  {
    // Ich wohne in Köln. Also: In Köln wohne ich.
    level: 'A1',
    rule: 'verb-second',
    punctuation: '.',
    parts: ['ich', 'wohne', 'in Köln'],
    alsoCorrect: [[2, 1, 0]],
    source: 'grammar/a1/word-order',
    tr: { en: "I live in Cologne.", ua: "Я живу в Кельні.", de: "Meine Wohnung ist in Köln. (wohnen)", ru: "Я живу в Кёльне.", be: "Я жыву ў Кёльне.", tr: "Köln’de yaşıyorum.", pl: "Mieszkam w Kolonii.", es: "Vivo en Colonia." },
  },
  {
    // Heute gehe ich ins Kino. Also: Ich gehe heute ins Kino. · Ins Kino gehe ich heute.
    level: 'A1',
    rule: 'verb-second',
    punctuation: '.',
    parts: ['heute', 'gehe', 'ich', 'ins Kino'],
    alsoCorrect: [[2, 1, 0, 3], [3, 1, 2, 0]],
    source: 'grammar/a1/word-order',
    tr: { en: "Today I'm going to the cinema.", ua: "Сьогодні я йду в кіно.", de: "Ich sehe einen Film auf der großen Leinwand. (gehen, das Kino; Satzanfang: Heute)", ru: "Сегодня я иду в кино.", be: "Сёння я іду ў кіно.", tr: "Bugün sinemaya gidiyorum.", pl: "Dzisiaj idę do kina.", es: "Hoy voy al cine." },
  },
  {
    // Morgen fahren wir nach Berlin. Also: Wir fahren morgen nach Berlin. · Nach Berlin fahren wir morgen.
    level: 'A1',
    rule: 'verb-second',
    punctuation: '.',
    parts: ['morgen', 'fahren', 'wir', 'nach Berlin'],
    alsoCorrect: [[2, 1, 0, 3], [3, 1, 2, 0]],
    source: 'grammar/a1/word-order',
    tr: { en: "Tomorrow we're going to Berlin.", ua: "Завтра ми їдемо до Берліна.", de: "Unsere Reise nach Berlin ist schon bald. (fahren; Satzanfang: Morgen)", ru: "Завтра мы едем в Берлин.", be: "Заўтра мы едзем у Берлін.", tr: "Yarın Berlin’e gidiyoruz.", pl: "Jutro jedziemy do Berlina.", es: "Mañana vamos a Berlín." },
  },
  {
    // Am Wochenende besuche ich meine Oma. Also: Ich besuche am Wochenende meine Oma. · Ich besuche meine Oma am Wochenende. · Meine Oma besuche ich am Wochenende.
    level: 'A1',
    rule: 'verb-second',
    punctuation: '.',
    parts: ['am Wochenende', 'besuche', 'ich', 'meine Oma'],
    alsoCorrect: [[2, 1, 0, 3], [2, 1, 3, 0], [3, 1, 2, 0]],
    source: 'grammar/a1/word-order',
    tr: { en: "At the weekend I visit my grandma.", ua: "На вихідних я відвідую свою бабусю.", de: "Samstags und sonntags fahre ich zu Oma. (besuchen; Satzanfang: Am Wochenende)", ru: "На выходных я навещаю свою бабушку.", be: "На выхадных я наведваю сваю бабулю.", tr: "Hafta sonu büyükannemi ziyaret ediyorum.", pl: "W weekend odwiedzam swoją babcię.", es: "El fin de semana visito a mi abuela." },
  },
  {
    // In Berlin wohnt meine Tante. Also: Meine Tante wohnt in Berlin.
    level: 'A1',
    rule: 'verb-second',
    punctuation: '.',
    parts: ['in Berlin', 'wohnt', 'meine Tante'],
    alsoCorrect: [[2, 1, 0]],
    source: 'grammar/a1/word-order',
    tr: { en: "My aunt lives in Berlin.", ua: "Моя тітка живе в Берліні.", de: "Die Wohnung von meiner Tante ist in der Hauptstadt. (wohnen; Satzanfang: In Berlin)", ru: "Моя тётя живёт в Берлине.", be: "Мая цётка жыве ў Берліне.", tr: "Teyzem Berlin’de yaşıyor.", pl: "Moja ciocia mieszka w Berlinie.", es: "Mi tía vive en Berlín." },
  },
  {
    // Um sieben Uhr frühstückt die Familie. Also: Die Familie frühstückt um sieben Uhr.
    level: 'A1',
    rule: 'verb-second',
    punctuation: '.',
    parts: ['um sieben Uhr', 'frühstückt', 'die Familie'],
    alsoCorrect: [[2, 1, 0]],
    source: 'grammar/a1/word-order',
    tr: { en: "The family has breakfast at seven o'clock.", ua: "Сім’я снідає о сьомій годині.", de: "Morgens sitzen alle zusammen am Tisch und essen Brötchen. (frühstücken; Satzanfang: Um sieben Uhr)", ru: "Семья завтракает в семь часов.", be: "Сям’я снедае а сёмай гадзіне.", tr: "Aile saat yedide kahvaltı yapıyor.", pl: "Rodzina je śniadanie o siódmej.", es: "La familia desayuna a las siete." },
  },
  {
    // Im Sommer schwimmen wir im See. Also: Wir schwimmen im Sommer im See. · Im See schwimmen wir im Sommer.
    level: 'A1',
    rule: 'verb-second',
    punctuation: '.',
    parts: ['im Sommer', 'schwimmen', 'wir', 'im See'],
    alsoCorrect: [[2, 1, 0, 3], [3, 1, 2, 0]],
    source: 'grammar/a1/word-order',
    tr: { en: "In summer we swim in the lake.", ua: "Улітку ми плаваємо в озері.", de: "Wenn es warm ist, gehen wir ins Wasser am See. (schwimmen; Satzanfang: Im Sommer)", ru: "Летом мы плаваем в озере.", be: "Улетку мы плаваем у возеры.", tr: "Yazın gölde yüzüyoruz.", pl: "Latem pływamy w jeziorze.", es: "En verano nadamos en el lago." },
  },
  {
    // Jetzt lerne ich Deutsch. Also: Ich lerne jetzt Deutsch. · Deutsch lerne ich jetzt.
    level: 'A1',
    rule: 'verb-second',
    punctuation: '.',
    parts: ['jetzt', 'lerne', 'ich', 'Deutsch'],
    alsoCorrect: [[2, 1, 0, 3], [3, 1, 2, 0]],
    source: 'grammar/a1/word-order',
    tr: { en: "Now I'm learning German.", ua: "Зараз я вчу німецьку.", de: "In diesem Moment mache ich meinen Deutschkurs. (lernen; Satzanfang: Jetzt)", ru: "Сейчас я учу немецкий.", be: "Цяпер я вучу нямецкую.", tr: "Şimdi Almanca öğreniyorum.", pl: "Teraz uczę się niemieckiego.", es: "Ahora estoy aprendiendo alemán." },
  },
  {
    // Hier ist das Wetter schön. Also: Das Wetter ist hier schön.
    level: 'A1',
    rule: 'verb-second',
    punctuation: '.',
    parts: ['hier', 'ist', 'das Wetter', 'schön'],
    alsoCorrect: [[2, 1, 0, 3]],
    source: 'grammar/a1/word-order',
    tr: { en: "The weather is nice here.", ua: "Тут гарна погода.", de: "An diesem Ort scheint oft die Sonne. (sein; Satzanfang: Hier)", ru: "Здесь хорошая погода.", be: "Тут добрае надвор’е.", tr: "Burada hava güzel.", pl: "Tutaj jest ładna pogoda.", es: "Aquí hace buen tiempo." },
  },
  {
    // Am Abend sieht er fern. Also: Er sieht am Abend fern.
    level: 'A1',
    rule: 'bracket',
    punctuation: '.',
    parts: ['am Abend', 'sieht', 'er', 'fern'],
    alsoCorrect: [[2, 1, 0, 3]],
    source: 'grammar/a1/word-order',
    tr: { en: "In the evening he watches TV.", ua: "Увечері він дивиться телевізор.", de: "Abends sitzt er vor dem Fernseher. (fernsehen; Satzanfang: Am Abend)", ru: "Вечером он смотрит телевизор.", be: "Увечары ён глядзіць тэлевізар.", tr: "Akşamları televizyon izliyor.", pl: "Wieczorem ogląda telewizję.", es: "Por la noche ve la tele." },
  },
  {
    // Ich stehe um sechs Uhr auf. Also: Um sechs Uhr stehe ich auf.
    level: 'A1',
    rule: 'bracket',
    punctuation: '.',
    parts: ['ich', 'stehe', 'um sechs Uhr', 'auf'],
    alsoCorrect: [[2, 1, 0, 3]],
    source: 'grammar/a1/word-order',
    tr: { en: "I get up at six o'clock.", ua: "Я встаю о шостій годині.", de: "Mein Wecker klingelt um 6 Uhr, dann verlasse ich das Bett. (aufstehen)", ru: "Я встаю в шесть часов.", be: "Я ўстаю а шостай гадзіне.", tr: "Saat altıda kalkıyorum.", pl: "Wstaję o szóstej.", es: "Me levanto a las seis." },
  },
  {
    // Der Zug kommt um zehn Uhr an. Also: Um zehn Uhr kommt der Zug an.
    level: 'A1',
    rule: 'bracket',
    punctuation: '.',
    parts: ['der Zug', 'kommt', 'um zehn Uhr', 'an'],
    alsoCorrect: [[2, 1, 0, 3]],
    source: 'grammar/a1/word-order',
    tr: { en: "The train arrives at ten o'clock.", ua: "Потяг прибуває о десятій годині.", de: "Um 10 Uhr ist der Zug im Bahnhof. (ankommen)", ru: "Поезд прибывает в десять часов.", be: "Цягнік прыбывае а дзясятай гадзіне.", tr: "Tren saat onda varıyor.", pl: "Pociąg przyjeżdża o dziesiątej.", es: "El tren llega a las diez." },
  },
  {
    // Ich kann gut kochen. Also: Kochen kann ich gut. Gut kann ich kochen.
    level: 'A1',
    rule: 'bracket',
    punctuation: '.',
    parts: ['ich', 'kann', 'gut', 'kochen'],
    alsoCorrect: [[3, 1, 0, 2], [2, 1, 0, 3]],
    source: 'grammar/a1/word-order',
    tr: { en: "I can cook well.", ua: "Я вмію добре готувати.", de: "Mein Essen schmeckt allen. (können, kochen)", ru: "Я умею хорошо готовить.", be: "Я ўмею добра гатаваць.", tr: "İyi yemek yapabiliyorum.", pl: "Umiem dobrze gotować.", es: "Sé cocinar bien." },
  },
  {
    // Wir müssen heute arbeiten. Also: Heute müssen wir arbeiten. Arbeiten müssen wir heute.
    level: 'A1',
    rule: 'bracket',
    punctuation: '.',
    parts: ['wir', 'müssen', 'heute', 'arbeiten'],
    alsoCorrect: [[2, 1, 0, 3], [3, 1, 0, 2]],
    source: 'grammar/a1/word-order',
    tr: { en: "We have to work today.", ua: "Сьогодні нам треба працювати.", de: "Heute haben wir keinen freien Tag. (müssen, arbeiten)", ru: "Сегодня нам нужно работать.", be: "Сёння нам трэба працаваць.", tr: "Bugün çalışmak zorundayız.", pl: "Dzisiaj musimy pracować.", es: "Hoy tenemos que trabajar." },
  },
  {
    // Am Samstag will ich lange schlafen. Also: Ich will am Samstag lange schlafen. · Lange will ich am Samstag schlafen.
    level: 'A1',
    rule: 'bracket',
    punctuation: '.',
    parts: ['am Samstag', 'will', 'ich', 'lange', 'schlafen'],
    alsoCorrect: [[2, 1, 0, 3, 4], [3, 1, 2, 0, 4]],
    source: 'grammar/a1/word-order',
    tr: { en: "On Saturday I want to sleep in.", ua: "У суботу я хочу довго поспати.", de: "Mein Wecker soll nicht klingeln. (wollen, lange schlafen; Satzanfang: Am Samstag)", ru: "В субботу я хочу подольше поспать.", be: "У суботу я хачу доўга паспаць.", tr: "Cumartesi geç saate kadar uyumak istiyorum.", pl: "W sobotę chcę długo pospać.", es: "El sábado quiero dormir hasta tarde." },
  },
  {
    // Du darfst hier nicht rauchen. Also: Hier darfst du nicht rauchen. Rauchen darfst du hier nicht.
    level: 'A1',
    rule: 'bracket',
    punctuation: '.',
    parts: ['du', 'darfst', 'hier', 'nicht', 'rauchen'],
    alsoCorrect: [[2, 1, 0, 3, 4], [4, 1, 0, 2, 3]],
    source: 'grammar/a1/word-order',
    tr: { en: "You must not smoke here.", ua: "Тобі тут не можна курити.", de: "Hier ist Rauchen verboten, auch für dich. (dürfen, nicht)", ru: "Тебе здесь нельзя курить.", be: "Табе тут нельга курыць.", tr: "Burada sigara içemezsin.", pl: "Nie wolno ci tu palić.", es: "Aquí no puedes fumar." },
  },
  {
    // Morgen möchte ich ins Museum gehen. Also: Ich möchte morgen ins Museum gehen. · Ins Museum möchte ich morgen gehen.
    level: 'A1',
    rule: 'bracket',
    punctuation: '.',
    parts: ['morgen', 'möchte', 'ich', 'ins Museum', 'gehen'],
    alsoCorrect: [[2, 1, 0, 3, 4], [3, 1, 2, 0, 4]],
    source: 'grammar/a1/word-order',
    tr: { en: "Tomorrow I would like to go to the museum.", ua: "Завтра я хотів би піти до музею.", de: "Mein Plan: alte Bilder und Kunst ansehen. (möchten, gehen, das Museum; Satzanfang: Morgen)", ru: "Завтра я хотел бы пойти в музей.", be: "Заўтра я хацеў бы пайсці ў музей.", tr: "Yarın müzeye gitmek istiyorum.", pl: "Jutro chciałbym pójść do muzeum.", es: "Mañana me gustaría ir al museo." },
  },
  {
    // Wann beginnt der Film?
    level: 'A1',
    rule: 'question',
    punctuation: '?',
    parts: ['wann', 'beginnt', 'der Film'],
    alsoCorrect: [],
    source: 'grammar/a1/questions-1',
    tr: { en: "When does the film start?", ua: "Коли починається фільм?", de: "Frage nach der Uhrzeit: Ab wann läuft der Film? (beginnen)", ru: "Когда начинается фильм?", be: "Калі пачынаецца фільм?", tr: "Film ne zaman başlıyor?", pl: "Kiedy zaczyna się film?", es: "¿Cuándo empieza la película?" },
  },
  {
    // Was machst du heute?
    level: 'A1',
    rule: 'question',
    punctuation: '?',
    parts: ['was', 'machst', 'du', 'heute'],
    alsoCorrect: [],
    source: 'grammar/a1/questions-1',
    tr: { en: "What are you doing today?", ua: "Що ти робиш сьогодні?", de: "Frage an einen Freund nach seinen Plänen für heute. (machen)", ru: "Что ты делаешь сегодня?", be: "Што ты робіш сёння?", tr: "Bugün ne yapıyorsun?", pl: "Co dziś robisz?", es: "¿Qué haces hoy?" },
  },
  {
    // Kommst du heute mit?
    level: 'A1',
    rule: 'question',
    punctuation: '?',
    parts: ['kommst', 'du', 'heute', 'mit'],
    alsoCorrect: [],
    source: 'grammar/a1/questions-2',
    tr: { en: "Are you coming along today?", ua: "Ти підеш сьогодні з нами?", de: "Frage an einen Freund: Bist du heute dabei? (mitkommen)", ru: "Ты пойдёшь сегодня с нами?", be: "Ты пойдзеш сёння з намі?", tr: "Bugün bizimle geliyor musun?", pl: "Idziesz dziś z nami?", es: "¿Vienes hoy con nosotros?" },
  },
  {
    // Kannst du gut schwimmen?
    level: 'A1',
    rule: 'question',
    punctuation: '?',
    parts: ['kannst', 'du', 'gut', 'schwimmen'],
    alsoCorrect: [],
    source: 'grammar/a1/questions-2',
    tr: { en: "Can you swim well?", ua: "Ти вмієш добре плавати?", de: "Frage an einen Freund: Bist du sicher im Wasser? (können, schwimmen)", ru: "Ты умеешь хорошо плавать?", be: "Ты ўмееш добра плаваць?", tr: "İyi yüzebiliyor musun?", pl: "Umiesz dobrze pływać?", es: "¿Sabes nadar bien?" },
  },
  {
    // Welchen Film möchtest du sehen?
    level: 'A1',
    rule: 'question',
    punctuation: '?',
    parts: ['welchen', 'Film', 'möchtest', 'du', 'sehen'],
    alsoCorrect: [],
    source: 'grammar/a1/questions-2',
    tr: { en: "Which film do you want to see?", ua: "Який фільм ти хочеш подивитися?", de: "Im Kino: Frage an einen Freund nach seinem Wunsch. (möchten, sehen)", ru: "Какой фильм ты хочешь посмотреть?", be: "Які фільм ты хочаш паглядзець?", tr: "Hangi filmi izlemek istiyorsun?", pl: "Jaki film chcesz obejrzeć?", es: "¿Qué película quieres ver?" },
  },
  {
    // Mach das Licht aus!
    level: 'A1',
    rule: 'imperative',
    punctuation: '!',
    parts: ['mach', 'das Licht', 'aus'],
    alsoCorrect: [],
    source: 'grammar/a1/imperative',
    tr: { en: "Turn off the light!", ua: "Вимкни світло!", de: "Zu einer Person: Ich möchte schlafen, das Licht stört. (ausmachen, du-Form)", ru: "Выключи свет!", be: "Выключы святло!", tr: "Işığı kapat!", pl: "Wyłącz światło!", es: "¡Apaga la luz!" },
  },
  {
    // Kommen Sie bitte herein! Also: Bitte kommen Sie herein!
    level: 'A1',
    rule: 'imperative',
    punctuation: '!',
    parts: ['kommen', 'Sie', 'bitte', 'herein'],
    alsoCorrect: [[2, 0, 1, 3]],
    source: 'grammar/a1/imperative',
    tr: { en: "Please come in! (formal)", ua: "Заходьте, будь ласка! (ввічливо)", de: "Höflich zu einem Gast an der Tür: Sie dürfen eintreten. (hereinkommen, Sie-Form)", ru: "Входите, пожалуйста! (вежливо)", be: "Заходзьце, калі ласка! (ветліва)", tr: "Lütfen içeri buyurun! (resmî)", pl: "Proszę wejść! (forma grzecznościowa)", es: "¡Pase, por favor! (usted)" },
  },
  {
    // Ruf mich morgen an!
    level: 'A1',
    rule: 'imperative',
    punctuation: '!',
    parts: ['ruf', 'mich', 'morgen', 'an'],
    alsoCorrect: [],
    source: 'grammar/a1/imperative',
    tr: { en: "Call me tomorrow!", ua: "Подзвони мені завтра!", de: "Bitte an einen Freund: Morgen möchte ich deine Stimme am Telefon hören. (anrufen, du-Form)", ru: "Позвони мне завтра!", be: "Патэлефануй мне заўтра!", tr: "Yarın beni ara!", pl: "Zadzwoń do mnie jutro!", es: "¡Llámame mañana!" },
  },
  {
    // Ich weiß, dass du müde bist.
    level: 'A1',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['ich weiß', 'dass', 'du', 'müde', 'bist'],
    alsoCorrect: [],
    clause: [1, 4],
    source: 'grammar/a1/conjunctions-2',
    tr: { en: "I know that you are tired.", ua: "Я знаю, що ти втомився.", de: "Deine Müdigkeit sehe ich dir an. (Nebensatz, Verb am Ende)", ru: "Я знаю, что ты устал.", be: "Я ведаю, што ты стаміўся.", tr: "Yorgun olduğunu biliyorum.", pl: "Wiem, że jesteś zmęczony.", es: "Sé que estás cansado." },
  },
  {
    // Ich weiß nicht, ob er heute kommt.
    level: 'A1',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['ich weiß nicht', 'ob', 'er', 'heute', 'kommt'],
    alsoCorrect: [],
    clause: [1, 4],
    source: 'grammar/a1/conjunctions-2',
    tr: { en: "I don't know whether he is coming today.", ua: "Я не знаю, чи він сьогодні прийде.", de: "Sein Besuch heute – ja oder nein? Keine Ahnung. (indirekte Ja/Nein-Frage)", ru: "Я не знаю, придёт ли он сегодня.", be: "Я не ведаю, ці прыйдзе ён сёння.", tr: "Bugün gelip gelmeyeceğini bilmiyorum.", pl: "Nie wiem, czy on dziś przyjdzie.", es: "No sé si viene hoy." },
  },
];

export default sentences;
