import type { SentencePuzzle } from '../types';

/**
 * B1 sentences of the sentences puzzle: the parts in one correct order and every other order
 * the game accepts (see `SentencePuzzle`). Sentences marked `source` come from the grammar
 * practice lists; the comment above each shows the sentence and its other correct orders.
 */
const sentences: SentencePuzzle[] = [
  {
    // Weil es geregnet hat, sind wir im Hotel geblieben. Also: Wir sind im Hotel geblieben, weil es geregnet hat. · Wir sind, weil es geregnet hat, im Hotel geblieben.
    level: 'B1',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['weil', 'es', 'geregnet', 'hat', 'sind', 'wir', 'im Hotel geblieben'],
    alsoCorrect: [[5, 4, 6, 0, 1, 2, 3], [5, 4, 0, 1, 2, 3, 6]],
    clause: [0, 3],
    source: 'grammar/a2/conjunctions',
    tr: { en: "Because it rained, we stayed in the hotel.", ua: "Оскільки йшов дощ, ми залишилися в готелі.", de: "Es hat geregnet. Deshalb sind wir nicht aus dem Hotel gegangen. (bleiben)", ru: "Так как шёл дождь, мы остались в гостинице.", be: "Паколькі ішоў дождж, мы засталіся ў гатэлі.", tr: "Yağmur yağdığı için otelde kaldık.", pl: "Ponieważ padało, zostaliśmy w hotelu.", es: "Como llovió, nos quedamos en el hotel." },
  },
  {
    // Als ich ein Kind war, wohnten wir in Hamburg. Also: Wir wohnten in Hamburg, als ich ein Kind war. · Wir wohnten, als ich ein Kind war, in Hamburg. · In Hamburg wohnten wir, als ich ein Kind war.
    level: 'B1',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['als', 'ich', 'ein Kind', 'war', 'wohnten', 'wir', 'in Hamburg'],
    alsoCorrect: [[5, 4, 6, 0, 1, 2, 3], [5, 4, 0, 1, 2, 3, 6], [6, 4, 5, 0, 1, 2, 3]],
    clause: [0, 3],
    tr: { en: "When I was a child, we lived in Hamburg.", ua: "Коли я був дитиною, ми жили в Гамбурзі.", de: "In meiner Kindheit war Hamburg unser Zuhause.", ru: "Когда я был ребёнком, мы жили в Гамбурге.", be: "Калі я быў дзіцём, мы жылі ў Гамбургу.", tr: "Ben çocukken Hamburg’da yaşıyorduk.", pl: "Kiedy byłem dzieckiem, mieszkaliśmy w Hamburgu.", es: "Cuando era niño, vivíamos en Hamburgo." },
  },
  {
    // Nachdem wir gegessen hatten, gingen wir spazieren. Also: Wir gingen spazieren, nachdem wir gegessen hatten. · Wir gingen, nachdem wir gegessen hatten, spazieren.
    level: 'B1',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['nachdem', 'wir', 'gegessen', 'hatten', 'gingen', 'wir', 'spazieren'],
    alsoCorrect: [[5, 4, 6, 0, 1, 2, 3], [5, 4, 0, 1, 2, 3, 6]],
    clause: [0, 3],
    tr: { en: "After we had eaten, we went for a walk.", ua: "Після того як ми поїли, ми пішли на прогулянку.", de: "Zuerst das Essen, danach ein Spaziergang.", ru: "После того как мы поели, мы пошли гулять.", be: "Пасля таго як мы паелі, мы пайшлі на шпацыр.", tr: "Yemek yedikten sonra yürüyüşe çıktık.", pl: "Po tym, jak zjedliśmy, poszliśmy na spacer.", es: "Después de comer, fuimos a dar un paseo." },
  },
  {
    // Wenn ich mehr Zeit hätte, würde ich mehr lesen. Also: Ich würde mehr lesen, wenn ich mehr Zeit hätte. · Ich würde, wenn ich mehr Zeit hätte, mehr lesen.
    level: 'B1',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['wenn', 'ich', 'mehr Zeit', 'hätte', 'würde', 'ich', 'mehr lesen'],
    alsoCorrect: [[5, 4, 6, 0, 1, 2, 3], [5, 4, 0, 1, 2, 3, 6]],
    clause: [0, 3],
    tr: { en: "If I had more time, I would read more.", ua: "Якби я мав більше часу, я б більше читав.", de: "Leider fehlt mir die Zeit für Bücher.", ru: "Если бы у меня было больше времени, я бы больше читал.", be: "Калі б у мяне было больш часу, я б больш чытаў.", tr: "Daha çok zamanım olsaydı daha çok okurdum.", pl: "Gdybym miał więcej czasu, czytałbym więcej.", es: "Si tuviera más tiempo, leería más." },
  },
  {
    // Bevor du gehst, musst du die Tür abschließen. Also: Du musst die Tür abschließen, bevor du gehst. · Du musst, bevor du gehst, die Tür abschließen.
    level: 'B1',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['bevor', 'du', 'gehst', 'musst', 'du', 'die Tür abschließen'],
    alsoCorrect: [[4, 3, 5, 0, 1, 2], [4, 3, 0, 1, 2, 5]],
    clause: [0, 2],
    source: 'grammar/a2/conjunctions',
    tr: { en: "Before you leave, you have to lock the door.", ua: "Перш ніж піти, ти маєш замкнути двері.", de: "Beim Gehen nicht vergessen: Tür zu und Schlüssel umdrehen! (abschließen, müssen)", ru: "Прежде чем уйти, ты должен запереть дверь.", be: "Перш чым пайсці, ты павінен замкнуць дзверы.", tr: "Gitmeden önce kapıyı kilitlemen gerekiyor.", pl: "Zanim wyjdziesz, musisz zamknąć drzwi na klucz.", es: "Antes de irte, tienes que cerrar la puerta con llave." },
  },
  {
    // Ich hoffe, dass du die Prüfung bestanden hast.
    level: 'B1',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['ich hoffe', 'dass', 'du', 'die Prüfung', 'bestanden', 'hast'],
    alsoCorrect: [],
    clause: [1, 5],
    source: 'grammar/a2/conjunctions',
    tr: { en: "I hope that you passed the exam.", ua: "Сподіваюся, що ти склав іспит.", de: "Die Prüfung ist vorbei. Ich wünsche dir ein gutes Ergebnis. (bestehen, Perfekt)", ru: "Надеюсь, что ты сдал экзамен.", be: "Спадзяюся, што ты здаў экзамен.", tr: "Umarım sınavı geçmişsindir.", pl: "Mam nadzieję, że zdałeś egzamin.", es: "Espero que hayas aprobado el examen." },
  },
  {
    // Ich bin froh, dass du gekommen bist.
    level: 'B1',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['ich bin froh', 'dass', 'du', 'gekommen', 'bist'],
    alsoCorrect: [],
    clause: [1, 4],
    source: 'grammar/a2/conjunctions',
    tr: { en: "I am glad that you came.", ua: "Я радий, що ти прийшов.", de: "Schön, du bist da! Ich freue mich sehr. (froh sein)", ru: "Я рад, что ты пришёл.", be: "Я рады, што ты прыйшоў.", tr: "Geldiğine sevindim.", pl: "Cieszę się, że przyszedłeś.", es: "Me alegro de que hayas venido." },
  },
  {
    // Sie spart Geld, damit ihre Tochter studieren kann.
    level: 'B1',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['sie spart Geld', 'damit', 'ihre Tochter', 'studieren', 'kann'],
    alsoCorrect: [],
    clause: [1, 4],
    source: 'grammar/a2/conjunctions',
    tr: { en: "She is saving money so that her daughter can go to university.", ua: "Вона відкладає гроші, щоб її донька могла вчитися в університеті.", de: "Ihre Tochter möchte an die Uni. Dafür legt die Mutter Geld zur Seite. (sparen, studieren können)", ru: "Она копит деньги, чтобы её дочь могла учиться в университете.", be: "Яна адкладвае грошы, каб яе дачка магла вучыцца ва ўніверсітэце.", tr: "Kızı üniversitede okuyabilsin diye para biriktiriyor.", pl: "Oszczędza pieniądze, żeby jej córka mogła studiować.", es: "Ahorra dinero para que su hija pueda ir a la universidad." },
  },
  {
    // Der Arzt sagt, dass ich mehr schlafen muss.
    level: 'B1',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['der Arzt sagt', 'dass', 'ich', 'mehr', 'schlafen', 'muss'],
    alsoCorrect: [],
    clause: [1, 5],
    source: 'grammar/a2/conjunctions',
    tr: { en: "The doctor says that I have to sleep more.", ua: "Лікар каже, що мені треба більше спати.", de: "Der Rat vom Arzt: „Sie brauchen mehr Schlaf.“ (müssen)", ru: "Врач говорит, что мне нужно больше спать.", be: "Лекар кажа, што мне трэба больш спаць.", tr: "Doktor daha fazla uyumam gerektiğini söylüyor.", pl: "Lekarz mówi, że muszę więcej spać.", es: "El médico dice que tengo que dormir más." },
  },
  {
    // Ich frage mich, warum sie nicht angerufen hat.
    level: 'B1',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['ich frage mich', 'warum', 'sie', 'nicht', 'angerufen', 'hat'],
    alsoCorrect: [],
    clause: [1, 5],
    source: 'grammar/a2/questions',
    tr: { en: "I wonder why she hasn’t called.", ua: "Цікаво, чому вона не подзвонила.", de: "Sie hat sich nicht gemeldet, und ich suche den Grund. (anrufen, indirekte Frage)", ru: "Интересно, почему она не позвонила.", be: "Цікава, чаму яна не патэлефанавала.", tr: "Neden aramadığını merak ediyorum.", pl: "Zastanawiam się, dlaczego nie zadzwoniła.", es: "Me pregunto por qué no ha llamado." },
  },
  {
    // Ich habe vergessen, dich anzurufen.
    level: 'B1',
    rule: 'verb-final',
    punctuation: '.',
    parts: ['ich habe vergessen', 'dich', 'anzurufen'],
    alsoCorrect: [],
    clause: [1, 2],
    tr: { en: "I forgot to call you.", ua: "Я забув тобі зателефонувати.", de: "Der Anruf bei dir ist mir leider nicht eingefallen.", ru: "Я забыл тебе позвонить.", be: "Я забыў табе патэлефанаваць.", tr: "Seni aramayı unuttum.", pl: "Zapomniałem do ciebie zadzwonić.", es: "Se me olvidó llamarte." },
  },
  {
    // Können Sie mir sagen, wie lange der Film dauert?
    level: 'B1',
    rule: 'question',
    punctuation: '?',
    parts: ['können Sie mir sagen', 'wie lange', 'der Film', 'dauert'],
    alsoCorrect: [],
    clause: [1, 3],
    source: 'grammar/a2/questions',
    tr: { en: "Can you tell me how long the film lasts?", ua: "Чи можете ви (ввічливо) сказати мені, скільки триває фільм?", de: "höfliche Frage an der Kinokasse nach der Länge des Films (dauern, indirekte Frage)", ru: "Вы (вежливо) можете сказать мне, сколько длится фильм?", be: "Ці можаце вы (ветліва) сказаць мне, колькі доўжыцца фільм?", tr: "Filmin ne kadar sürdüğünü söyleyebilir misiniz?", pl: "Czy może mi Pan/Pani powiedzieć, ile trwa film?", es: "¿Puede usted decirme cuánto dura la película?" },
  },
  {
    // Hast du am Wochenende arbeiten müssen?
    level: 'B1',
    rule: 'question',
    punctuation: '?',
    parts: ['hast', 'du', 'am Wochenende', 'arbeiten', 'müssen'],
    alsoCorrect: [],
    source: 'grammar/a2/modal-verbs',
    tr: { en: "Did you have to work at the weekend?", ua: "Тобі довелося працювати на вихідних?", de: "Frage an einen Freund: Samstag und Sonntag im Büro, war das Pflicht? (Perfekt mit müssen)", ru: "Тебе пришлось работать в выходные?", be: "Табе давялося працаваць у выхадныя?", tr: "Hafta sonu çalışmak zorunda kaldın mı?", pl: "Musiałeś pracować w weekend?", es: "¿Tuviste que trabajar el fin de semana?" },
  },
  {
    // Wir haben das Konzert leider nicht besuchen können. Also: Leider haben wir das Konzert nicht besuchen können. · Das Konzert haben wir leider nicht besuchen können. · Wir haben leider das Konzert nicht besuchen können.
    level: 'B1',
    rule: 'bracket',
    punctuation: '.',
    parts: ['wir', 'haben', 'das Konzert', 'leider', 'nicht', 'besuchen', 'können'],
    alsoCorrect: [[3, 1, 0, 2, 4, 5, 6], [2, 1, 0, 3, 4, 5, 6], [0, 1, 3, 2, 4, 5, 6]],
    source: 'grammar/a2/modal-verbs',
    tr: { en: "Unfortunately we were not able to go to the concert.", ua: "На жаль, ми не змогли піти на концерт.", de: "Schade, der Konzertabend hat für uns nicht geklappt. (Perfekt mit können)", ru: "К сожалению, мы не смогли пойти на концерт.", be: "На жаль, мы не змаглі пайсці на канцэрт.", tr: "Maalesef konsere gidemedik.", pl: "Niestety nie mogliśmy pójść na koncert.", es: "Por desgracia, no pudimos ir al concierto." },
  },
  {
    // Das Haus wird im Moment renoviert. Also: Im Moment wird das Haus renoviert.
    level: 'B1',
    rule: 'bracket',
    punctuation: '.',
    parts: ['das Haus', 'wird', 'im Moment', 'renoviert'],
    alsoCorrect: [[2, 1, 0, 3]],
    tr: { en: "The house is being renovated at the moment.", ua: "Будинок зараз ремонтують.", de: "Zurzeit arbeiten Handwerker am Haus.", ru: "Дом сейчас ремонтируют.", be: "Дом цяпер рамантуюць.", tr: "Ev şu anda tadilattan geçiyor.", pl: "Dom jest w tej chwili remontowany.", es: "La casa se está reformando en este momento." },
  },
  {
    // Wir sind um sieben Uhr losgefahren. Also: Um sieben Uhr sind wir losgefahren.
    level: 'B1',
    rule: 'bracket',
    punctuation: '.',
    parts: ['wir', 'sind', 'um sieben Uhr', 'losgefahren'],
    alsoCorrect: [[2, 1, 0, 3]],
    tr: { en: "We set off at seven o’clock.", ua: "Ми вирушили о сьомій годині.", de: "Unsere Fahrt hat um 7 Uhr begonnen.", ru: "Мы выехали в семь часов.", be: "Мы выехалі а сёмай гадзіне.", tr: "Saat yedide yola çıktık.", pl: "Wyruszyliśmy o siódmej.", es: "Salimos a las siete." },
  },
];

export default sentences;
