import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'modal-verbs',
  order: 11,
  title: { en: 'Complex Verb Constructions with Modal Verbs', ua: 'Складні дієслівні конструкції з модальними дієсловами', de: 'Komplexe Verbkonstruktionen mit Modalverben', ru: 'Сложные глагольные конструкции с модальными глаголами', be: 'Складаныя дзеяслоўныя канструкцыі з мадальнымі дзеясловамі', tr: 'Modal fiillerle karmaşık fiil yapıları', pl: 'Złożone konstrukcje czasownikowe z czasownikami modalnymi', es: 'Construcciones verbales complejas con verbos modales' },
  descr: { en: 'Use können, müssen, dürfen, wollen, sollen and möchte in the present, the past, subordinate clauses and the Perfekt.', ua: 'Вживайте können, müssen, dürfen, wollen, sollen і möchte в теперішньому та минулому часі, у підрядних реченнях і в Perfekt.', de: 'Die Modalverben können, müssen, dürfen, wollen, sollen und möchte im Präsens, im Präteritum, in Nebensätzen und im Perfekt verwenden.', ru: 'Используйте können, müssen, dürfen, wollen, sollen и möchte в настоящем и прошедшем времени, в придаточных предложениях и в Perfekt.', be: 'Ужывайце können, müssen, dürfen, wollen, sollen і möchte ў цяперашнім і мінулым часе, у даданых сказах і ў Perfekt.', tr: 'können, müssen, dürfen, wollen, sollen ve möchte fiillerini şimdiki zamanda, geçmiş zamanda, yan cümlelerde ve Perfekt’te kullanın.', pl: 'Używaj können, müssen, dürfen, wollen, sollen i möchte w czasie teraźniejszym i przeszłym, w zdaniach podrzędnych i w czasie Perfekt.', es: 'Usa können, müssen, dürfen, wollen, sollen y möchte en presente, en pasado, en oraciones subordinadas y en el Perfekt.' },
  rules: [
    {
      heading: 'The modal verbs and what they mean',
      paragraphs: [
        'Modal verbs tell you how the speaker sees an action: is it possible, necessary, allowed, wanted or recommended? The action itself is a second verb in the infinitive.',
        'Watch out: nicht müssen means "not have to" (Du musst nicht kommen = you do not need to come), while nicht dürfen means "must not" (Du darfst nicht rauchen = you are not allowed to smoke).',
      ],
      table: {
        caption: 'Modal verbs and their meanings',
        head: ['Modal verb', 'Meaning', 'Example'],
        rows: [
          ['können', 'ability, possibility', 'Ich kann gut schwimmen.'],
          ['müssen', 'necessity', 'Ich muss heute arbeiten.'],
          ['dürfen', 'permission', 'Hier darf man parken.'],
          ['nicht dürfen', 'prohibition', 'Hier darf man nicht rauchen.'],
          ['wollen', 'plan, strong wish', 'Wir wollen ein Haus kaufen.'],
          ['sollen', 'advice or order from someone else', 'Der Arzt sagt, ich soll viel schlafen.'],
          ['möchte', 'polite wish', 'Ich möchte einen Tee trinken.'],
        ],
      },
    },
    {
      heading: 'Modal verb in position 2, infinitive at the end',
      paragraphs: [
        'In a main clause the modal verb is conjugated and stands in position 2. The second verb goes to the very end in the infinitive, without zu. Separable verbs stay together in the infinitive: Ich muss früh aufstehen.',
        'ich and er/sie/es have the same form and no ending (ich kann, er kann). Most modal verbs change their vowel in the singular: können → kann, müssen → muss, dürfen → darf, wollen → will.',
      ],
      examples: [
        { de: 'Ich kann heute nicht kommen.', tr: 'I cannot come today.' },
        { de: 'Musst du morgen früh aufstehen?', tr: 'Do you have to get up early tomorrow?' },
        { de: 'Am Wochenende wollen wir einen Ausflug machen.', tr: 'At the weekend we want to go on a trip.' },
      ],
      table: {
        caption: 'Modal verbs in the present tense',
        head: ['Person', 'können', 'müssen', 'dürfen', 'wollen', 'sollen', 'möchten'],
        rows: [
          ['ich', 'kann', 'muss', 'darf', 'will', 'soll', 'möchte'],
          ['du', 'kannst', 'musst', 'darfst', 'willst', 'sollst', 'möchtest'],
          ['er/sie/es', 'kann', 'muss', 'darf', 'will', 'soll', 'möchte'],
          ['wir', 'können', 'müssen', 'dürfen', 'wollen', 'sollen', 'möchten'],
          ['ihr', 'könnt', 'müsst', 'dürft', 'wollt', 'sollt', 'möchtet'],
          ['sie/Sie', 'können', 'müssen', 'dürfen', 'wollen', 'sollen', 'möchten'],
        ],
      },
    },
    {
      heading: 'Modal verbs in the Präteritum',
      paragraphs: [
        'When talking about the past, Germans usually use modal verbs in the Präteritum, not in the Perfekt. The Präteritum is formed with -te and without an umlaut: konnte, musste, durfte, wollte, sollte (mögen → mochte).',
        'möchte has no past form of its own. For a past wish, use wollte: Ich möchte ins Kino gehen → Gestern wollte ich ins Kino gehen.',
      ],
      examples: [
        { de: 'Gestern konnte ich nicht schlafen.', tr: 'Yesterday I could not sleep.' },
        { de: 'Als Kind musste ich früh ins Bett gehen.', tr: 'As a child I had to go to bed early.' },
        { de: 'Wir wollten dich besuchen, aber du warst nicht da.', tr: 'We wanted to visit you, but you were not there.' },
      ],
      table: {
        caption: 'Modal verbs in the Präteritum',
        head: ['Person', 'können', 'müssen', 'dürfen', 'wollen', 'sollen'],
        rows: [
          ['ich', 'konnte', 'musste', 'durfte', 'wollte', 'sollte'],
          ['du', 'konntest', 'musstest', 'durftest', 'wolltest', 'solltest'],
          ['er/sie/es', 'konnte', 'musste', 'durfte', 'wollte', 'sollte'],
          ['wir', 'konnten', 'mussten', 'durften', 'wollten', 'sollten'],
          ['ihr', 'konntet', 'musstet', 'durftet', 'wolltet', 'solltet'],
          ['sie/Sie', 'konnten', 'mussten', 'durften', 'wollten', 'sollten'],
        ],
      },
    },
    {
      heading: 'Modal verbs in subordinate clauses',
      paragraphs: [
        'In a subordinate clause (after weil, dass, wenn, ob …) the conjugated modal verb goes to the very end, after the infinitive: first the action, then the modal verb.',
        'If the subordinate clause comes first, the main clause starts with its verb: Wenn du willst, kannst du mitkommen.',
      ],
      examples: [
        { de: 'Er kommt nicht mit, weil er arbeiten muss.', tr: 'He is not coming along because he has to work.' },
        { de: 'Ich weiß nicht, ob ich hier parken darf.', tr: 'I do not know whether I am allowed to park here.' },
        { de: 'Sie sagt, dass sie nächstes Jahr in Wien studieren will.', tr: 'She says that she wants to study in Vienna next year.' },
      ],
      table: {
        caption: 'Main clause and subordinate clause',
        head: ['Main clause', 'Subordinate clause'],
        rows: [
          ['Er muss arbeiten.', '…, weil er arbeiten muss.'],
          ['Du kannst gut kochen.', '…, dass du gut kochen kannst.'],
          ['Sie konnte nicht kommen.', '…, weil sie nicht kommen konnte.'],
        ],
      },
    },
    {
      heading: 'Perfekt with a double infinitive',
      paragraphs: [
        'If a modal verb is used with another verb in the Perfekt, you do not use a Partizip II. Instead, haben + the infinitive of the main verb + the infinitive of the modal verb: Ich habe arbeiten müssen. This is called the double infinitive. Modal verbs always take haben.',
        'Only when the modal verb stands alone, without another verb, does it have a Partizip II: Das habe ich nicht gewollt. (gekonnt, gemusst, gedurft, gewollt, gesollt).',
        'The Perfekt of modal verbs sounds quite formal; in speech the Präteritum is more common: Ich musste arbeiten.',
      ],
      examples: [
        { de: 'Ich habe gestern arbeiten müssen.', tr: 'I had to work yesterday.' },
        { de: 'Wir haben den Film nicht sehen dürfen.', tr: 'We were not allowed to watch the film.' },
        { de: 'Das habe ich nicht gewollt.', tr: 'I did not want that.' },
      ],
      table: {
        caption: 'Präteritum and Perfekt of modal verbs',
        head: ['Präteritum', 'Perfekt'],
        rows: [
          ['Ich musste arbeiten.', 'Ich habe arbeiten müssen.'],
          ['Er konnte nicht kommen.', 'Er hat nicht kommen können.'],
          ['Wir durften lange aufbleiben.', 'Wir haben lange aufbleiben dürfen.'],
          ['Sie wollte Ärztin werden.', 'Sie hat Ärztin werden wollen.'],
        ],
      },
    },
    {
      heading: 'möchte or wollen?',
      paragraphs: [
        'Both express a wish. möchte is polite and soft: use it when you order, ask for something or talk to people you do not know well. wollen is direct and strong; it is also used for plans and firm decisions. Ich will einen Kaffee can sound rude in a café.',
        'möchte is only used in the present. For the past, use wollte: Ich möchte reisen → Ich wollte reisen.',
      ],
      examples: [
        { de: 'Ich möchte bitte ein Glas Wasser.', tr: 'I would like a glass of water, please.' },
        { de: 'Möchten Sie noch etwas essen?', tr: 'Would you like something else to eat?' },
        { de: 'Mein Bruder will unbedingt Schauspieler werden.', tr: 'My brother is determined to become an actor.' },
        { de: 'Letztes Jahr wollte ich Spanisch lernen.', tr: 'Last year I wanted to learn Spanish.' },
      ],
    },
  ],
  elements: [
    { formDe: 'Ich - muss - heute - lange - arbeiten.', hide: ['muss', 'arbeiten'], formEn: 'I have to work late today.', tr: { ua: 'Сьогодні я мушу довго працювати.', de: 'Heute habe ich bis spät viel Arbeit. (müssen)', ru: 'Сегодня я должен долго работать.', be: 'Сёння я мушу доўга працаваць.', tr: 'Bugün geç saate kadar çalışmam gerekiyor.', pl: 'Dzisiaj muszę długo pracować.', es: 'Hoy tengo que trabajar hasta tarde.' }, correct: false },
    { formDe: 'Kannst - du - mir - bitte - helfen?', hide: ['Kannst', 'helfen'], formEn: 'Can you help me, please?', tr: { ua: 'Можеш мені, будь ласка, допомогти?', de: 'Du bittest einen Freund freundlich um Hilfe. (können)', ru: 'Можешь мне, пожалуйста, помочь?', be: 'Можаш мне, калі ласка, дапамагчы?', tr: 'Bana yardım edebilir misin, lütfen?', pl: 'Możesz mi, proszę, pomóc?', es: '¿Puedes ayudarme, por favor?' }, correct: false },
    { formDe: 'Hier - darf - man - nicht - rauchen.', hide: ['darf', 'rauchen'], formEn: 'You are not allowed to smoke here.', tr: { ua: 'Тут не можна курити.', de: 'Rauchen ist an diesem Ort verboten. (man, dürfen)', ru: 'Здесь нельзя курить.', be: 'Тут нельга паліць.', tr: 'Burada sigara içmek yasak.', pl: 'Tutaj nie wolno palić.', es: 'Aquí no se puede fumar.' }, correct: false },
    { formDe: 'Wir - wollen - im Sommer - nach Italien - fahren.', hide: ['wollen', 'fahren'], formEn: 'We want to go to Italy in the summer.', tr: { ua: 'Улітку ми хочемо поїхати до Італії.', de: 'Unser Plan für den Sommer: eine Reise nach Italien. (wollen)', ru: 'Летом мы хотим поехать в Италию.', be: 'Улетку мы хочам паехаць у Італію.', tr: 'Yazın İtalya’ya gitmek istiyoruz.', pl: 'Latem chcemy pojechać do Włoch.', es: 'En verano queremos ir a Italia.' }, correct: false },
    { formDe: 'Du - sollst - mehr Obst - essen.', hide: ['sollst', 'essen'], formEn: 'You are supposed to eat more fruit.', tr: { ua: 'Тобі варто їсти більше фруктів (так радять).', de: 'Ein Rat vom Arzt für dich: mehr Äpfel und Bananen! (sollen)', ru: 'Тебе следует есть больше фруктов (так советуют).', be: 'Табе варта есці больш садавіны (так раяць).', tr: 'Daha çok meyve yemen gerekiyormuş.', pl: 'Podobno powinieneś jeść więcej owoców.', es: 'Se supone que debes comer más fruta.' }, correct: false },
    { formDe: 'Meine Tochter - kann - schon - sehr gut - schwimmen.', hide: ['kann', 'schwimmen'], formEn: 'My daughter can already swim very well.', tr: { ua: 'Моя донька вже дуже добре вміє плавати.', de: 'Meine Tochter ist im Wasser schon sehr sicher. (können)', ru: 'Моя дочь уже очень хорошо умеет плавать.', be: 'Мая дачка ўжо вельмі добра ўмее плаваць.', tr: 'Kızım şimdiden çok iyi yüzebiliyor.', pl: 'Moja córka już bardzo dobrze umie pływać.', es: 'Mi hija ya sabe nadar muy bien.' }, correct: false },
    { formDe: 'Ihr - dürft - heute - länger - fernsehen.', hide: ['dürft', 'fernsehen'], formEn: 'You are allowed to watch TV longer today.', tr: { ua: 'Сьогодні вам (усім) можна довше дивитися телевізор.', de: 'Die Eltern erlauben euch heute mehr Zeit vor dem Fernseher. (dürfen)', ru: 'Сегодня вам (всем) можно дольше смотреть телевизор.', be: 'Сёння вам (усім) можна даўжэй глядзець тэлевізар.', tr: 'Bugün daha uzun süre televizyon izleyebilirsiniz.', pl: 'Dzisiaj możecie dłużej oglądać telewizję.', es: 'Hoy podéis ver la tele más tiempo.' }, correct: false },
    { formDe: 'Man - soll - im Krankenhaus - leise - sein.', hide: ['soll', 'sein'], formEn: 'You are supposed to be quiet in the hospital.', tr: { ua: 'У лікарні слід поводитися тихо.', de: 'Im Krankenhaus bitte nicht laut sein! (man, sollen)', ru: 'В больнице следует вести себя тихо.', be: 'У бальніцы трэба паводзіць сябе ціха.', tr: 'Hastanede sessiz olmak gerekir.', pl: 'W szpitalu należy zachowywać ciszę.', es: 'En el hospital hay que estar en silencio.' }, correct: false },
    { formDe: 'Kannst - du - mich - morgen - vom Bahnhof - abholen?', hide: ['Kannst', 'abholen'], formEn: 'Can you pick me up from the station tomorrow?', tr: { ua: 'Можеш завтра забрати мене з вокзалу?', de: 'Ich komme morgen mit dem Zug an. Bitte an einen Freund. (können, abholen)', ru: 'Можешь завтра забрать меня с вокзала?', be: 'Можаш заўтра забраць мяне з вакзала?', tr: 'Yarın beni istasyondan alabilir misin?', pl: 'Możesz jutro odebrać mnie z dworca?', es: '¿Puedes recogerme mañana en la estación?' }, correct: false },
    { formDe: 'Gestern - konnte - ich - nicht - schlafen.', hide: ['konnte', 'schlafen'], formEn: 'Yesterday I could not sleep.', tr: { ua: 'Учора я не міг заснути.', de: 'Letzte Nacht hatte ich keinen Schlaf. (können, Präteritum)', ru: 'Вчера я не мог уснуть.', be: 'Учора я не мог заснуць.', tr: 'Dün uyuyamadım.', pl: 'Wczoraj nie mogłem spać.', es: 'Ayer no pude dormir.' }, correct: false },
    { formDe: 'Er - musste - am Wochenende - arbeiten.', hide: ['musste', 'arbeiten'], formEn: 'He had to work at the weekend.', tr: { ua: 'Він мусив працювати на вихідних.', de: 'Am Samstag und Sonntag war er nicht frei, sondern im Büro. (müssen, Präteritum)', ru: 'Ему пришлось работать в выходные.', be: 'Яму давялося працаваць у выхадныя.', tr: 'Hafta sonu çalışmak zorundaydı.', pl: 'Musiał pracować w weekend.', es: 'Tuvo que trabajar el fin de semana.' }, correct: false },
    { formDe: 'Als Kind - durfte - ich - keine Süßigkeiten - essen.', hide: ['durfte', 'essen'], formEn: 'As a child I was not allowed to eat sweets.', tr: { ua: 'У дитинстві мені не можна було їсти солодощі.', de: 'Als ich klein war, waren Schokolade und Bonbons für mich verboten. (dürfen, Präteritum)', ru: 'В детстве мне нельзя было есть сладкое.', be: 'У дзяцінстве мне нельга было есці прысмакі.', tr: 'Çocukken şeker yememe izin verilmezdi.', pl: 'Jako dziecku nie wolno mi było jeść słodyczy.', es: 'De niño no me dejaban comer dulces.' }, correct: false },
    { formDe: 'Wir - wollten - ins Kino - gehen, - aber die Vorstellung war ausverkauft.', hide: ['wollten'], formEn: 'We wanted to go to the cinema, but the show was sold out.', tr: { ua: 'Ми хотіли піти в кіно, але всі квитки на сеанс були розпродані.', de: 'Unser Plan war ein Kinoabend, aber es gab keine Karten mehr. (wollen, Präteritum)', ru: 'Мы хотели пойти в кино, но все билеты на сеанс были распроданы.', be: 'Мы хацелі пайсці ў кіно, але ўсе квіткі на сеанс былі распрададзеныя.', tr: 'Sinemaya gitmek istedik ama seansın biletleri tükenmişti.', pl: 'Chcieliśmy iść do kina, ale seans był wyprzedany.', es: 'Queríamos ir al cine, pero la sesión estaba agotada.' }, correct: false },
    { formDe: 'Sie - sollte - um acht Uhr - im Büro - sein.', hide: ['sollte', 'sein'], formEn: 'She was supposed to be at the office at eight o\u2019clock.', tr: { ua: 'Вона мала бути в офісі о восьмій годині.', de: 'Der Chef hat gesagt: Arbeitsbeginn um acht im Büro. (sollen, Präteritum)', ru: 'Она должна была быть в офисе в восемь часов.', be: 'Яна павінна была быць у офісе а восьмай гадзіне.', tr: 'Saat sekizde ofiste olması gerekiyordu.', pl: 'Miała być w biurze o ósmej.', es: 'Tenía que estar en la oficina a las ocho.' }, correct: false },
    { formDe: 'Ihr - konntet - die Aufgabe - nicht - lösen.', hide: ['konntet', 'lösen'], formEn: 'You could not solve the task.', tr: { ua: 'Ви (усі) не змогли розв’язати завдання.', de: 'Die Aufgabe war für euch zu schwer. (können, Präteritum)', ru: 'Вы (все) не смогли решить задачу.', be: 'Вы (усе) не змаглі вырашыць заданне.', tr: 'Alıştırmayı çözemediniz.', pl: 'Nie mogliście rozwiązać zadania.', es: 'No pudisteis resolver la tarea.' }, correct: false },
    { formDe: 'Ich - wollte - dich - gestern - anrufen.', hide: ['wollte', 'anrufen'], formEn: 'I wanted to call you yesterday.', tr: { ua: 'Я хотів подзвонити тобі вчора.', de: 'Gestern hatte ich vor, dich am Telefon zu sprechen. (wollen, anrufen)', ru: 'Я хотел позвонить тебе вчера.', be: 'Я хацеў патэлефанаваць табе ўчора.', tr: 'Dün seni aramak istedim.', pl: 'Chciałem do ciebie wczoraj zadzwonić.', es: 'Quería llamarte ayer.' }, correct: false },
    { formDe: 'Die Kinder - mussten - früh - ins Bett - gehen.', hide: ['mussten', 'gehen'], formEn: 'The children had to go to bed early.', tr: { ua: 'Діти мусили рано лягати спати.', de: 'Für die Kinder war schon früh Schlafenszeit. (müssen, Präteritum)', ru: 'Детям пришлось рано лечь спать.', be: 'Дзецям давялося рана класціся спаць.', tr: 'Çocuklar erken yatmak zorundaydı.', pl: 'Dzieci musiały wcześnie iść spać.', es: 'Los niños tenían que acostarse temprano.' }, correct: false },
    { formDe: 'Er kommt nicht, - weil - er - arbeiten - muss.', hide: ['muss'], formEn: 'He is not coming because he has to work.', tr: { ua: 'Він не прийде, бо мусить працювати.', de: 'Er bleibt weg, der Grund ist seine Arbeit. (weil, müssen)', ru: 'Он не придёт, потому что должен работать.', be: 'Ён не прыйдзе, бо павінен працаваць.', tr: 'Gelmiyor, çünkü çalışması gerekiyor.', pl: 'Nie przyjdzie, bo musi pracować.', es: 'No viene porque tiene que trabajar.' }, correct: false },
    { formDe: 'Ich weiß, - dass - du - gut - kochen - kannst.', hide: ['kannst'], formEn: 'I know that you can cook well.', tr: { ua: 'Я знаю, що ти вмієш добре готувати.', de: 'Dein Essen schmeckt immer toll, das weiß ich. (dass, können)', ru: 'Я знаю, что ты хорошо умеешь готовить.', be: 'Я ведаю, што ты ўмееш добра гатаваць.', tr: 'İyi yemek yapabildiğini biliyorum.', pl: 'Wiem, że umiesz dobrze gotować.', es: 'Sé que sabes cocinar bien.' }, correct: false },
    { formDe: 'Sie fragt, - ob - sie - das Fenster - öffnen - darf.', hide: ['darf'], formEn: 'She asks whether she may open the window.', tr: { ua: 'Вона питає, чи можна їй відчинити вікно.', de: 'Sie möchte frische Luft und fragt um Erlaubnis. (ob, dürfen)', ru: 'Она спрашивает, можно ли ей открыть окно.', be: 'Яна пытаецца, ці можна ёй адчыніць акно.', tr: 'Pencereyi açıp açamayacağını soruyor.', pl: 'Pyta, czy może otworzyć okno.', es: 'Pregunta si puede abrir la ventana.' }, correct: false },
    { formDe: 'Wir bleiben zu Hause, - weil - wir - für die Prüfung - lernen - müssen.', hide: ['müssen'], formEn: 'We are staying at home because we have to study for the exam.', tr: { ua: 'Ми залишаємося вдома, бо мусимо вчитися до іспиту.', de: 'Wir gehen heute nicht weg, der Grund ist die Prüfung. (weil, müssen, lernen)', ru: 'Мы остаёмся дома, потому что должны готовиться к экзамену.', be: 'Мы застаёмся дома, бо павінны рыхтавацца да экзамену.', tr: 'Evde kalıyoruz, çünkü sınava çalışmamız gerekiyor.', pl: 'Zostajemy w domu, bo musimy uczyć się do egzaminu.', es: 'Nos quedamos en casa porque tenemos que estudiar para el examen.' }, correct: false },
    { formDe: 'Er sagt, - dass - er - ein neues Auto - kaufen - will.', hide: ['will'], formEn: 'He says that he wants to buy a new car.', tr: { ua: 'Він каже, що хоче купити нову машину.', de: 'Er erzählt von seinem Plan: ein neues Auto. (dass, wollen)', ru: 'Он говорит, что хочет купить новую машину.', be: 'Ён кажа, што хоча купіць новую машыну.', tr: 'Yeni bir araba almak istediğini söylüyor.', pl: 'Mówi, że chce kupić nowy samochód.', es: 'Dice que quiere comprar un coche nuevo.' }, correct: false },
    { formDe: 'Ich bin traurig, - weil - ich - nicht - mitkommen - kann.', hide: ['kann'], formEn: 'I am sad because I cannot come along.', tr: { ua: 'Мені сумно, бо я не можу піти з вами.', de: 'Alle gehen zusammen weg, nur ich nicht. Schade! (weil, können, mitkommen)', ru: 'Мне грустно, потому что я не могу пойти с вами.', be: 'Мне сумна, бо я не магу пайсці з вамі.', tr: 'Üzgünüm, çünkü sizinle gelemiyorum.', pl: 'Jest mi smutno, bo nie mogę pójść z wami.', es: 'Estoy triste porque no puedo ir con vosotros.' }, correct: false },
    { formDe: 'Wenn - du - willst, - kannst - du - bei uns - übernachten.', hide: ['willst', 'kannst', 'übernachten'], formEn: 'If you want, you can stay the night at our place.', tr: { ua: 'Якщо хочеш, можеш переночувати в нас.', de: 'Ein Angebot an einen Freund: eine Nacht bei uns schlafen. (wenn, wollen, können)', ru: 'Если хочешь, можешь переночевать у нас.', be: 'Калі хочаш, можаш пераначаваць у нас.', tr: 'İstersen bizde kalabilirsin.', pl: 'Jeśli chcesz, możesz u nas przenocować.', es: 'Si quieres, puedes quedarte a dormir en nuestra casa.' }, correct: false },
    { formDe: 'Der Vermieter hat gesagt, - dass - wir - hier - nicht - parken - dürfen.', hide: ['dürfen'], formEn: 'The landlord said that we are not allowed to park here.', tr: { ua: 'Орендодавець сказав, що нам не можна тут паркуватися.', de: 'Der Vermieter hat es verboten: kein Auto an dieser Stelle. (dass, dürfen)', ru: 'Арендодатель сказал, что нам нельзя здесь парковаться.', be: 'Гаспадар кватэры сказаў, што нам нельга тут паркавацца.', tr: 'Ev sahibi buraya park etmemizin yasak olduğunu söyledi.', pl: 'Właściciel mieszkania powiedział, że nie wolno nam tu parkować.', es: 'El casero dijo que no podemos aparcar aquí.' }, correct: false },
    { formDe: 'Sie war müde, - weil - sie - so früh - aufstehen - musste.', hide: ['musste'], formEn: 'She was tired because she had to get up so early.', tr: { ua: 'Вона була втомлена, бо мусила так рано вставати.', de: 'Ihr Wecker hat sehr früh geklingelt, darum war sie müde. (weil, müssen, aufstehen)', ru: 'Она устала, потому что ей пришлось так рано вставать.', be: 'Яна стамілася, бо ёй давялося так рана ўставаць.', tr: 'Yorgundu, çünkü çok erken kalkmak zorundaydı.', pl: 'Była zmęczona, bo musiała tak wcześnie wstać.', es: 'Estaba cansada porque tuvo que levantarse muy temprano.' }, correct: false },
    { formDe: 'Ich - habe - gestern - lange - arbeiten - müssen.', hide: ['müssen'], formEn: 'I had to work late yesterday.', tr: { ua: 'Учора мені довелося довго працювати.', de: 'Gestern war ich bis spät im Büro, das war Pflicht. (Perfekt mit müssen)', ru: 'Вчера мне пришлось долго работать.', be: 'Учора мне давялося доўга працаваць.', tr: 'Dün geç saate kadar çalışmak zorunda kaldım.', pl: 'Wczoraj musiałem długo pracować.', es: 'Ayer tuve que trabajar hasta tarde.' }, correct: false },
    { formDe: 'Wir - haben - das Konzert - leider - nicht - besuchen - können.', hide: ['können'], formEn: 'Unfortunately we were not able to go to the concert.', tr: { ua: 'На жаль, ми не змогли піти на концерт.', de: 'Schade, der Konzertabend hat für uns nicht geklappt. (Perfekt mit können)', ru: 'К сожалению, мы не смогли пойти на концерт.', be: 'На жаль, мы не змаглі пайсці на канцэрт.', tr: 'Maalesef konsere gidemedik.', pl: 'Niestety nie mogliśmy pójść na koncert.', es: 'Por desgracia, no pudimos ir al concierto.' }, correct: false },
    { formDe: 'Er - hat - nicht - mitkommen - wollen.', hide: ['wollen'], formEn: 'He did not want to come along.', tr: { ua: 'Він не захотів піти з нами.', de: 'Er hatte keine Lust, mit uns zu gehen. (Perfekt mit wollen, mitkommen)', ru: 'Он не захотел пойти с нами.', be: 'Ён не захацеў пайсці з намі.', tr: 'Bizimle gelmek istemedi.', pl: 'Nie chciał pójść z nami.', es: 'No quiso venir con nosotros.' }, correct: false },
    { formDe: 'Die Schüler - haben - heute - früher - nach Hause - gehen - dürfen.', hide: ['dürfen'], formEn: 'The pupils were allowed to go home earlier today.', tr: { ua: 'Сьогодні учням дозволили піти додому раніше.', de: 'Heute war die Schule früher aus, mit Erlaubnis der Lehrer. (Perfekt mit dürfen)', ru: 'Сегодня ученикам разрешили пойти домой раньше.', be: 'Сёння вучням дазволілі пайсці дадому раней.', tr: 'Öğrencilerin bugün eve daha erken gitmesine izin verildi.', pl: 'Uczniowie mogli dzisiaj wcześniej pójść do domu.', es: 'Hoy los alumnos pudieron irse a casa antes.' }, correct: false },
    { formDe: 'Hast - du - am Wochenende - arbeiten - müssen?', hide: ['müssen'], formEn: 'Did you have to work at the weekend?', tr: { ua: 'Тобі довелося працювати на вихідних?', de: 'Frage an einen Freund: Samstag und Sonntag im Büro, war das Pflicht? (Perfekt mit müssen)', ru: 'Тебе пришлось работать в выходные?', be: 'Табе давялося працаваць у выхадныя?', tr: 'Hafta sonu çalışmak zorunda kaldın mı?', pl: 'Musiałeś pracować w weekend?', es: '¿Tuviste que trabajar el fin de semana?' }, correct: false },
    { formDe: 'Sie - hat - das Auto - selbst - reparieren - wollen.', hide: ['wollen'], formEn: 'She wanted to repair the car herself.', tr: { ua: 'Вона хотіла сама полагодити машину.', de: 'Ihr Plan: das Auto ohne Werkstatt wieder fit machen. (Perfekt mit wollen)', ru: 'Она хотела сама починить машину.', be: 'Яна хацела сама адрамантаваць машыну.', tr: 'Arabayı kendisi tamir etmek istedi.', pl: 'Chciała sama naprawić samochód.', es: 'Quiso reparar el coche ella misma.' }, correct: false },
    { formDe: 'Möchten - Sie - etwas - trinken?', hide: ['Möchten', 'trinken'], formEn: 'Would you like something to drink?', tr: { ua: 'Бажаєте чогось випити? (ввічливо)', de: 'höfliche Frage an einen Gast: ein Getränk? (Sie-Form, möchten)', ru: 'Хотите что-нибудь выпить? (вежливо)', be: 'Хочаце нешта выпіць? (ветліва)', tr: 'Bir şey içmek ister misiniz?', pl: 'Napije się Pan/Pani czegoś?', es: '¿Quiere usted tomar algo?' }, correct: false },
    { formDe: 'Ich - möchte - gern - ein Zimmer - reservieren.', hide: ['möchte', 'reservieren'], formEn: 'I would like to book a room.', tr: { ua: 'Я хотів би забронювати номер.', de: 'höflicher Wunsch im Hotel: ein Zimmer für mich (möchten, reservieren)', ru: 'Я хотел бы забронировать номер.', be: 'Я хацеў бы забраніраваць нумар.', tr: 'Bir oda ayırtmak istiyorum.', pl: 'Chciałbym zarezerwować pokój.', es: 'Me gustaría reservar una habitación.' }, correct: false },
    { formDe: 'Was - möchtest - du - zum Geburtstag - bekommen?', hide: ['möchtest', 'bekommen'], formEn: 'What would you like to get for your birthday?', tr: { ua: 'Що ти хотів би отримати на день народження?', de: 'Frage an ein Kind: dein Wunsch zum Geburtstag? (möchten, bekommen)', ru: 'Что ты хотел бы получить на день рождения?', be: 'Што ты хацеў бы атрымаць на дзень нараджэння?', tr: 'Doğum gününde hediye olarak ne istersin?', pl: 'Co chciałbyś dostać na urodziny?', es: '¿Qué te gustaría recibir por tu cumpleaños?' }, correct: false },
    { formDe: 'Mein Sohn - will - unbedingt - Pilot - werden.', hide: ['will', 'werden'], formEn: 'My son is determined to become a pilot.', tr: { ua: 'Мій син неодмінно хоче стати пілотом.', de: 'Mein Sohn hat nur einen Traum: Flugzeuge fliegen, sonst nichts! (wollen)', ru: 'Мой сын непременно хочет стать пилотом.', be: 'Мой сын абавязкова хоча стаць пілотам.', tr: 'Oğlum ne olursa olsun pilot olmak istiyor.', pl: 'Mój syn koniecznie chce zostać pilotem.', es: 'Mi hijo está decidido a ser piloto.' }, correct: false },
    { formDe: 'Sie - will - nächstes Jahr - in Berlin - studieren.', hide: ['will', 'studieren'], formEn: 'She wants to study in Berlin next year.', tr: { ua: 'Наступного року вона хоче навчатися в Берліні.', de: 'Ihr Plan für nächstes Jahr: ein Studium in Berlin. (wollen)', ru: 'В следующем году она хочет учиться в Берлине.', be: 'У наступным годзе яна хоча вучыцца ў Берліне.', tr: 'Gelecek yıl Berlin’de üniversite okumak istiyor.', pl: 'W przyszłym roku chce studiować w Berlinie.', es: 'Quiere estudiar en Berlín el año que viene.' }, correct: false },
  ],
};

export default lesson;
