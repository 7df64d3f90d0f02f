import type { A1Topic } from '../types';

const forms = [['ich', 'soll'], ['du', 'sollst'], ['er/sie/es', 'soll'], ['wir', 'sollen'], ['ihr', 'sollt'], ['sie/Sie', 'sollen']];

const topic: A1Topic = {
  slug: 'modal-sollen',
  type: 'modals',
  title: {
    en: 'Modal verb sollen',
    ua: 'Модальне дієслово sollen',
    de: 'Das Modalverb sollen',
    ru: 'Модальный глагол sollen',
    be: 'Мадальны дзеяслоў sollen',
    tr: 'Modal fiil sollen',
    pl: 'Czasownik modalny sollen',
    es: 'El verbo modal sollen',
  },
  descr: {
    en: 'Use sollen for advice, tasks and orders that come from other people.',
    ua: 'Вживайте sollen для порад, завдань і вказівок, які дають інші люди.',
    de: 'Mit sollen gibst du Ratschläge, Aufgaben und Anweisungen von anderen Personen weiter.',
    ru: 'Используйте sollen для советов, заданий и указаний, которые дают другие люди.',
    be: 'Ужывайце sollen для парад, заданняў і ўказанняў, якія даюць іншыя людзі.',
    tr: 'Başkalarından gelen tavsiye, görev ve emirler için sollen kullanın.',
    pl: 'Używaj sollen do rad, zadań i poleceń, które pochodzą od innych osób.',
    es: 'Usa sollen para consejos, tareas y órdenes que vienen de otras personas.',
  },
  rules: {
    en: [
      {
        heading: 'What sollen means',
        paragraphs: [
          'With sollen you say what another person wants you to do: a task, an order, a rule or advice from a doctor, a teacher or your boss. In English it is “should”, “to be supposed to” or “to be told to”.',
          'The conjugated form of sollen stands in second place, the infinitive goes to the end. Often the source is named: Der Arzt sagt, ich soll …',
        ],
        examples: [
          { de: 'Der Arzt sagt, ich soll viel schlafen.', tr: 'The doctor says I should sleep a lot.' },
          { de: 'Ich soll um neun Uhr im Büro sein.', tr: 'I am supposed to be at the office at nine o’clock.' },
        ],
      },
      {
        heading: 'The forms of sollen',
        paragraphs: [
          'sollen keeps its vowel in all persons: soll, sollst, sollen. This makes it the easiest modal verb.',
          'ich and er/sie/es have the same form without an ending: ich soll, er soll – not “er sollt”. Careful: ihr sollt.',
        ],
        table: { caption: 'sollen in the present tense', head: ['Person', 'sollen'], rows: forms },
        examples: [
          { de: 'Du sollst deine Mutter anrufen.', tr: 'You are supposed to call your mother.' },
          { de: 'Ihr sollt leise sein.', tr: 'You are supposed to be quiet.' },
        ],
      },
      {
        heading: 'Soll ich …? – and sollen or müssen?',
        paragraphs: [
          'A question with Soll ich …? offers help or asks what the other person wants: Soll ich das Fenster öffnen? = Shall I open the window?',
          'müssen means that something is necessary. sollen means that someone else wants it. Ich muss lernen: the exam is tomorrow. Ich soll lernen: my mother says so.',
        ],
        examples: [
          { de: 'Soll ich dir helfen?', tr: 'Shall I help you?' },
          { de: 'Was soll ich kochen?', tr: 'What should I cook?' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Що означає sollen',
        paragraphs: [
          'За допомогою sollen ви кажете, чого хоче від вас інша людина: завдання, вказівка, правило або порада лікаря, вчителя чи начальника. Українською це «мати (щось зробити)», «слід», «треба», «мені сказали».',
          'Особова форма sollen стоїть на другому місці, інфінітив — у кінці. Часто називають джерело: Der Arzt sagt, ich soll …',
        ],
        examples: [
          { de: 'Der Arzt sagt, ich soll viel schlafen.', tr: 'Лікар каже, що мені треба багато спати.' },
          { de: 'Ich soll um neun Uhr im Büro sein.', tr: 'Я маю бути в офісі о дев’ятій.' },
        ],
      },
      {
        heading: 'Форми sollen',
        paragraphs: [
          'sollen зберігає свій голосний в усіх особах: soll, sollst, sollen. Тому це найлегше модальне дієслово.',
          'ich і er/sie/es мають однакову форму без закінчення: ich soll, er soll — а не «er sollt». Увага: ihr sollt.',
        ],
        table: { caption: 'sollen у теперішньому часі', head: ['Особа', 'sollen'], rows: forms },
        examples: [
          { de: 'Du sollst deine Mutter anrufen.', tr: 'Ти маєш подзвонити мамі.' },
          { de: 'Ihr sollt leise sein.', tr: 'Вам треба поводитися тихо.' },
        ],
      },
      {
        heading: 'Soll ich …? і sollen чи müssen?',
        paragraphs: [
          'Питання Soll ich …? пропонує допомогу або питає, чого хоче інша людина: Soll ich das Fenster öffnen? = Відчинити вікно?',
          'müssen означає, що щось необхідно. sollen означає, що цього хоче хтось інший. Ich muss lernen: завтра іспит. Ich soll lernen: так каже мама.',
        ],
        examples: [
          { de: 'Soll ich dir helfen?', tr: 'Тобі допомогти?' },
          { de: 'Was soll ich kochen?', tr: 'Що мені приготувати?' },
        ],
      },
    ],
    de: [
      {
        heading: 'Was bedeutet sollen?',
        paragraphs: [
          'Mit sollen sagt man, was eine andere Person von mir will: eine Aufgabe, eine Anweisung, eine Regel oder einen Rat vom Arzt, vom Lehrer oder vom Chef.',
          'Die konjugierte Form von sollen steht auf Position 2, der Infinitiv am Ende. Oft sagt man auch, von wem die Anweisung kommt: Der Arzt sagt, ich soll …',
        ],
        examples: [
          { de: 'Der Arzt sagt, ich soll viel schlafen.', tr: 'Das ist der Rat vom Arzt: viel schlafen.' },
          { de: 'Ich soll um neun Uhr im Büro sein.', tr: 'Mein Chef will, dass ich um neun Uhr im Büro bin.' },
        ],
      },
      {
        heading: 'Die Formen von sollen',
        paragraphs: [
          'sollen behält in allen Personen seinen Vokal: soll, sollst, sollen. Es ist das leichteste Modalverb.',
          'ich und er/sie/es haben dieselbe Form ohne Endung: ich soll, er soll – nicht „er sollt“. Aber: ihr sollt.',
        ],
        table: { caption: 'sollen im Präsens', head: ['Person', 'sollen'], rows: forms },
        examples: [
          { de: 'Du sollst deine Mutter anrufen.', tr: 'Deine Mutter möchte, dass du sie anrufst.' },
          { de: 'Ihr sollt leise sein.', tr: 'Der Lehrer sagt: Seid bitte leise!' },
        ],
      },
      {
        heading: 'Soll ich …? – und sollen oder müssen?',
        paragraphs: [
          'Mit der Frage Soll ich …? bietet man Hilfe an oder fragt, was der andere möchte: Soll ich das Fenster öffnen?',
          'müssen bedeutet: Es ist nötig. sollen bedeutet: Eine andere Person will es. Ich muss lernen: Morgen ist die Prüfung. Ich soll lernen: Meine Mutter sagt das.',
        ],
        examples: [
          { de: 'Soll ich dir helfen?', tr: 'Ein Angebot: Ich kann dir helfen. Möchtest du das?' },
          { de: 'Was soll ich kochen?', tr: 'Eine Frage: Was möchtest du essen?' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Что значит sollen',
        paragraphs: [
          'С помощью sollen вы говорите, чего от вас хочет другой человек: задание, указание, правило или совет врача, учителя или начальника. По-русски это «должен», «следует», «надо», «мне велели».',
          'Личная форма sollen стоит на втором месте, инфинитив — в конце. Часто называют источник: Der Arzt sagt, ich soll …',
        ],
        examples: [
          { de: 'Der Arzt sagt, ich soll viel schlafen.', tr: 'Врач говорит, что мне надо много спать.' },
          { de: 'Ich soll um neun Uhr im Büro sein.', tr: 'Я должен быть в офисе в девять часов.' },
        ],
      },
      {
        heading: 'Формы sollen',
        paragraphs: [
          'sollen сохраняет свою гласную во всех лицах: soll, sollst, sollen. Поэтому это самый лёгкий модальный глагол.',
          'У ich и er/sie/es одинаковая форма без окончания: ich soll, er soll — а не «er sollt». Внимание: ihr sollt.',
        ],
        table: { caption: 'sollen в настоящем времени', head: ['Лицо', 'sollen'], rows: forms },
        examples: [
          { de: 'Du sollst deine Mutter anrufen.', tr: 'Тебе надо позвонить маме.' },
          { de: 'Ihr sollt leise sein.', tr: 'Вам надо вести себя тихо.' },
        ],
      },
      {
        heading: 'Soll ich …? и sollen или müssen?',
        paragraphs: [
          'Вопрос Soll ich …? предлагает помощь или спрашивает, чего хочет другой человек: Soll ich das Fenster öffnen? = Открыть окно?',
          'müssen значит, что что-то необходимо. sollen значит, что этого хочет кто-то другой. Ich muss lernen: завтра экзамен. Ich soll lernen: так говорит мама.',
        ],
        examples: [
          { de: 'Soll ich dir helfen?', tr: 'Тебе помочь?' },
          { de: 'Was soll ich kochen?', tr: 'Что мне приготовить?' },
        ],
      },
    ],
    be: [
      {
        heading: 'Што азначае sollen',
        paragraphs: [
          'З дапамогай sollen вы кажаце, чаго ад вас хоча іншы чалавек: заданне, указанне, правіла або парада лекара, настаўніка ці начальніка. Па-беларуску гэта «павінен», «трэба», «мне сказалі».',
          'Асабовая форма sollen стаіць на другім месцы, інфінітыў — у канцы. Часта называюць крыніцу: Der Arzt sagt, ich soll …',
        ],
        examples: [
          { de: 'Der Arzt sagt, ich soll viel schlafen.', tr: 'Лекар кажа, што мне трэба шмат спаць.' },
          { de: 'Ich soll um neun Uhr im Büro sein.', tr: 'Я павінен быць у офісе а дзявятай.' },
        ],
      },
      {
        heading: 'Формы sollen',
        paragraphs: [
          'sollen захоўвае свой галосны ва ўсіх асобах: soll, sollst, sollen. Таму гэта самы лёгкі мадальны дзеяслоў.',
          'У ich і er/sie/es аднолькавая форма без канчатка: ich soll, er soll — а не «er sollt». Увага: ihr sollt.',
        ],
        table: { caption: 'sollen у цяперашнім часе', head: ['Асоба', 'sollen'], rows: forms },
        examples: [
          { de: 'Du sollst deine Mutter anrufen.', tr: 'Табе трэба патэлефанаваць маме.' },
          { de: 'Ihr sollt leise sein.', tr: 'Вам трэба паводзіць сябе ціха.' },
        ],
      },
      {
        heading: 'Soll ich …? і sollen ці müssen?',
        paragraphs: [
          'Пытанне Soll ich …? прапануе дапамогу або пытаецца, чаго хоча іншы чалавек: Soll ich das Fenster öffnen? = Адчыніць акно?',
          'müssen азначае, што нешта неабходна. sollen азначае, што гэтага хоча нехта іншы. Ich muss lernen: заўтра экзамен. Ich soll lernen: так кажа мама.',
        ],
        examples: [
          { de: 'Soll ich dir helfen?', tr: 'Табе дапамагчы?' },
          { de: 'Was soll ich kochen?', tr: 'Што мне прыгатаваць?' },
        ],
      },
    ],
    tr: [
      {
        heading: 'sollen ne anlama gelir?',
        paragraphs: [
          'sollen ile başka birinin sizden ne yapmanızı istediğini söylersiniz: bir görev, bir emir, bir kural ya da doktorun, öğretmenin veya patronun bir tavsiyesi. Türkçede “-meli”, “-mesi gerekiyor” veya “bana … dendi” gibi karşılanır.',
          'Çekimli sollen ikinci sırada, mastar cümlenin sonunda durur. Çoğu zaman isteğin kimden geldiği de söylenir: Der Arzt sagt, ich soll …',
        ],
        examples: [
          { de: 'Der Arzt sagt, ich soll viel schlafen.', tr: 'Doktor çok uyumam gerektiğini söylüyor.' },
          { de: 'Ich soll um neun Uhr im Büro sein.', tr: 'Saat dokuzda ofiste olmam gerekiyor.' },
        ],
      },
      {
        heading: 'sollen fiilinin çekimi',
        paragraphs: [
          'sollen tüm kişilerde ünlüsünü korur: soll, sollst, sollen. Bu yüzden en kolay modal fiildir.',
          'ich ve er/sie/es aynı biçimi alır ve ek almaz: ich soll, er soll – “er sollt” değil. Dikkat: ihr sollt.',
        ],
        table: { caption: 'sollen – şimdiki zaman', head: ['Kişi', 'sollen'], rows: forms },
        examples: [
          { de: 'Du sollst deine Mutter anrufen.', tr: 'Anneni araman gerekiyor.' },
          { de: 'Ihr sollt leise sein.', tr: 'Sessiz olmanız gerekiyor.' },
        ],
      },
      {
        heading: 'Soll ich …? ve sollen mi, müssen mi?',
        paragraphs: [
          'Soll ich …? sorusu yardım teklif eder veya karşıdakinin ne istediğini sorar: Soll ich das Fenster öffnen? = Pencereyi açayım mı?',
          'müssen bir şeyin gerekli olduğunu anlatır. sollen ise bunu başka birinin istediğini anlatır. Ich muss lernen: yarın sınav var. Ich soll lernen: annem öyle söylüyor.',
        ],
        examples: [
          { de: 'Soll ich dir helfen?', tr: 'Sana yardım edeyim mi?' },
          { de: 'Was soll ich kochen?', tr: 'Ne pişireyim?' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Co znaczy sollen',
        paragraphs: [
          'Za pomocą sollen mówisz, czego chce od ciebie inna osoba: zadanie, polecenie, zasada albo rada lekarza, nauczyciela czy szefa. Po polsku to „mieć (coś zrobić)”, „powinienem”, „kazano mi”.',
          'Odmieniona forma sollen stoi na drugim miejscu, bezokolicznik na końcu. Często podaje się źródło: Der Arzt sagt, ich soll …',
        ],
        examples: [
          { de: 'Der Arzt sagt, ich soll viel schlafen.', tr: 'Lekarz mówi, że mam dużo spać.' },
          { de: 'Ich soll um neun Uhr im Büro sein.', tr: 'Mam być w biurze o dziewiątej.' },
        ],
      },
      {
        heading: 'Formy czasownika sollen',
        paragraphs: [
          'sollen zachowuje samogłoskę we wszystkich osobach: soll, sollst, sollen. Dlatego to najłatwiejszy czasownik modalny.',
          'ich i er/sie/es mają tę samą formę bez końcówki: ich soll, er soll – a nie „er sollt”. Uwaga: ihr sollt.',
        ],
        table: { caption: 'sollen w czasie teraźniejszym', head: ['Osoba', 'sollen'], rows: forms },
        examples: [
          { de: 'Du sollst deine Mutter anrufen.', tr: 'Masz zadzwonić do mamy.' },
          { de: 'Ihr sollt leise sein.', tr: 'Macie być cicho.' },
        ],
      },
      {
        heading: 'Soll ich …? oraz sollen czy müssen?',
        paragraphs: [
          'Pytanie Soll ich …? proponuje pomoc albo pyta, czego chce druga osoba: Soll ich das Fenster öffnen? = Mam otworzyć okno?',
          'müssen znaczy, że coś jest konieczne. sollen znaczy, że ktoś inny tego chce. Ich muss lernen: jutro jest egzamin. Ich soll lernen: tak mówi mama.',
        ],
        examples: [
          { de: 'Soll ich dir helfen?', tr: 'Pomóc ci?' },
          { de: 'Was soll ich kochen?', tr: 'Co mam ugotować?' },
        ],
      },
    ],
    es: [
      {
        heading: '¿Qué significa sollen?',
        paragraphs: [
          'Con sollen dices lo que otra persona quiere que hagas: una tarea, una orden, una norma o un consejo del médico, del profesor o del jefe. En español equivale a «deber», «tener que» o «me han dicho que».',
          'La forma conjugada de sollen va en segunda posición y el infinitivo al final. A menudo se nombra quién lo dice: Der Arzt sagt, ich soll …',
        ],
        examples: [
          { de: 'Der Arzt sagt, ich soll viel schlafen.', tr: 'El médico dice que tengo que dormir mucho.' },
          { de: 'Ich soll um neun Uhr im Büro sein.', tr: 'Tengo que estar en la oficina a las nueve.' },
        ],
      },
      {
        heading: 'Las formas de sollen',
        paragraphs: [
          'sollen mantiene su vocal en todas las personas: soll, sollst, sollen. Por eso es el verbo modal más fácil.',
          'ich y er/sie/es tienen la misma forma, sin terminación: ich soll, er soll – no «er sollt». Atención: ihr sollt.',
        ],
        table: { caption: 'sollen en presente', head: ['Persona', 'sollen'], rows: forms },
        examples: [
          { de: 'Du sollst deine Mutter anrufen.', tr: 'Debes llamar a tu madre.' },
          { de: 'Ihr sollt leise sein.', tr: 'Tenéis que estar en silencio.' },
        ],
      },
      {
        heading: '¿Soll ich …? y ¿sollen o müssen?',
        paragraphs: [
          'La pregunta Soll ich …? ofrece ayuda o pregunta qué quiere la otra persona: Soll ich das Fenster öffnen? = ¿Abro la ventana?',
          'müssen significa que algo es necesario. sollen significa que otra persona lo quiere. Ich muss lernen: mañana hay examen. Ich soll lernen: lo dice mi madre.',
        ],
        examples: [
          { de: 'Soll ich dir helfen?', tr: '¿Te ayudo?' },
          { de: 'Was soll ich kochen?', tr: '¿Qué cocino?' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - soll - viel - Wasser - trinken.', hide: ['soll', 'trinken'], formEn: 'I am supposed to drink a lot of water.', tr: { ua: 'Я маю пити багато води.', de: 'Der Arzt sagt zu mir: „Trinken Sie viel!“ (sollen, das Wasser)', ru: 'Мне нужно пить много воды.', be: 'Мне трэба піць шмат вады.', tr: 'Çok su içmem gerekiyor.', pl: 'Mam pić dużo wody.', es: 'Se supone que debo beber mucha agua.' }, correct: false },
      { formDe: 'Du - sollst - deine Mutter - anrufen.', hide: ['sollst', 'anrufen'], formEn: 'You are supposed to call your mother.', tr: { ua: 'Ти маєш подзвонити мамі.', de: 'Deine Mutter möchte mit dir telefonieren. (sollen, anrufen)', ru: 'Тебе нужно позвонить маме.', be: 'Табе трэба патэлефанаваць маме.', tr: 'Anneni araman gerekiyor.', pl: 'Masz zadzwonić do mamy.', es: 'Se supone que tienes que llamar a tu madre.' }, correct: false },
      { formDe: 'Er - soll - heute - im Bett - bleiben.', hide: ['soll', 'bleiben'], formEn: 'He is supposed to stay in bed today.', tr: { ua: 'Сьогодні він має лежати в ліжку.', de: 'Der Arzt sagt zu ihm: „Heute keine Arbeit, nur Ruhe!“ (sollen, im Bett bleiben)', ru: 'Сегодня ему нужно оставаться в постели.', be: 'Сёння яму трэба заставацца ў ложку.', tr: 'Bugün yatakta kalması gerekiyor.', pl: 'Dzisiaj ma zostać w łóżku.', es: 'Hoy tiene que quedarse en la cama.' }, correct: false },
      { formDe: 'Wir - sollen - um acht Uhr - da - sein.', hide: ['sollen', 'sein'], formEn: 'We are supposed to be there at eight o’clock.', tr: { ua: 'Ми маємо бути там о восьмій годині.', de: 'Der Chef sagt: Der Termin ist um 8 Uhr. (sollen, da sein)', ru: 'Мы должны быть там в восемь часов.', be: 'Мы павінны быць там а восьмай гадзіне.', tr: 'Saat sekizde orada olmamız gerekiyor.', pl: 'Mamy być tam o ósmej.', es: 'Tenemos que estar allí a las ocho.' }, correct: false },
      { formDe: 'Ihr - sollt - leise - sein.', hide: ['sollt', 'sein'], formEn: 'You are supposed to be quiet.', tr: { ua: 'Ви маєте поводитися тихо.', de: 'Die Lehrerin sagt zu der Klasse (ihr-Form): Bitte keinen Lärm! (sollen, leise sein)', ru: 'Вам нужно вести себя тихо.', be: 'Вам трэба паводзіць сябе ціха.', tr: 'Sessiz olmanız gerekiyor.', pl: 'Macie być cicho.', es: 'Tenéis que estar callados.' }, correct: false },
      { formDe: 'Die Schüler - sollen - den Text - lesen.', hide: ['sollen', 'lesen'], formEn: 'The pupils are supposed to read the text.', tr: { ua: 'Учні мають прочитати текст.', de: 'Die Lehrerin gibt der Klasse eine Aufgabe mit dem Text. (sollen, lesen)', ru: 'Ученикам нужно прочитать текст.', be: 'Вучням трэба прачытаць тэкст.', tr: 'Öğrencilerin metni okuması gerekiyor.', pl: 'Uczniowie mają przeczytać tekst.', es: 'Los alumnos tienen que leer el texto.' }, correct: false },
      { formDe: 'Soll - ich - das Fenster - öffnen?', hide: ['Soll', 'öffnen'], formEn: 'Shall I open the window?', tr: { ua: 'Мені відчинити вікно?', de: 'Es ist warm im Zimmer. Angebot an die anderen: frische Luft? (sollen, öffnen, das Fenster)', ru: 'Мне открыть окно?', be: 'Мне адчыніць акно?', tr: 'Pencereyi açayım mı?', pl: 'Mam otworzyć okno?', es: '¿Abro la ventana?' }, correct: false },
      { formDe: 'Was - sollen - wir - heute - kochen?', hide: ['sollen', 'kochen'], formEn: 'What should we cook today?', tr: { ua: 'Що нам сьогодні приготувати?', de: 'Wir haben keine Idee für das Essen heute. (sollen, kochen)', ru: 'Что нам сегодня приготовить?', be: 'Што нам сёння прыгатаваць?', tr: 'Bugün ne pişirelim?', pl: 'Co mamy dziś ugotować?', es: '¿Qué cocinamos hoy?' }, correct: false },
      { formDe: 'Der Arzt - sagt, - ich - soll - nicht - rauchen.', hide: ['soll', 'rauchen'], formEn: 'The doctor says I shouldn’t smoke.', tr: { ua: 'Лікар каже, що мені не слід палити.', de: 'Der Arzt: „Zigaretten sind schlecht für Sie!“ (sagen, sollen, rauchen)', ru: 'Врач говорит, что мне не следует курить.', be: 'Лекар кажа, што мне не варта паліць.', tr: 'Doktor sigara içmemem gerektiğini söylüyor.', pl: 'Lekarz mówi, że nie powinienem palić.', es: 'El médico dice que no debo fumar.' }, correct: false },
      { formDe: 'Wann - sollst - du - zu Hause - sein?', hide: ['sollst', 'sein'], formEn: 'When are you supposed to be home?', tr: { ua: 'Коли ти маєш бути вдома?', de: 'Frage an einen Freund: Um wie viel Uhr erwarten dich deine Eltern? (sollen, zu Hause sein)', ru: 'Когда тебе нужно быть дома?', be: 'Калі табе трэба быць дома?', tr: 'Ne zaman evde olman gerekiyor?', pl: 'Kiedy masz być w domu?', es: '¿A qué hora tienes que estar en casa?' }, correct: false },
      { formDe: 'Sie - soll - ihr Zimmer - aufräumen.', hide: ['soll', 'aufräumen'], formEn: 'She is supposed to tidy her room.', tr: { ua: 'Вона має прибрати свою кімнату.', de: 'Die Mutter sagt zu ihr: Dein Zimmer ist nicht in Ordnung! (sollen, aufräumen)', ru: 'Ей нужно убрать свою комнату.', be: 'Ёй трэба прыбраць свой пакой.', tr: 'Odasını toplaması gerekiyor.', pl: 'Ona ma posprzątać swój pokój.', es: 'Tiene que ordenar su habitación.' }, correct: false },
      { formDe: 'Ihr - sollt - eure Bücher - mitbringen.', hide: ['sollt', 'mitbringen'], formEn: 'You are supposed to bring your books.', tr: { ua: 'Ви маєте принести свої книжки.', de: 'Der Lehrer sagt zu der Klasse (ihr-Form): Morgen brauchen wir die Bücher. (sollen, mitbringen)', ru: 'Вам нужно принести свои книги.', be: 'Вам трэба прынесці свае кнігі.', tr: 'Kitaplarınızı getirmeniz gerekiyor.', pl: 'Macie przynieść swoje książki.', es: 'Tenéis que traer vuestros libros.' }, correct: false },
      { formDe: 'Soll - ich - dir - helfen?', hide: ['Soll', 'helfen'], formEn: 'Shall I help you?', tr: { ua: 'Тобі допомогти?', de: 'Angebot an einen Freund: Brauchst du Hilfe? (sollen, helfen)', ru: 'Тебе помочь?', be: 'Табе дапамагчы?', tr: 'Sana yardım edeyim mi?', pl: 'Mam ci pomóc?', es: '¿Te ayudo?' }, correct: false },
      { formDe: 'Mein Chef - sagt, - ich - soll - morgen - früher - kommen.', hide: ['soll', 'kommen'], formEn: 'My boss says I should come earlier tomorrow.', tr: { ua: 'Мій начальник каже, що завтра я маю прийти раніше.', de: 'Der Chef: „Morgen bitte nicht so spät!“ (sagen, sollen, früher kommen)', ru: 'Мой начальник говорит, что завтра мне нужно прийти пораньше.', be: 'Мой начальнік кажа, што заўтра мне трэба прыйсці раней.', tr: 'Patronum yarın daha erken gelmem gerektiğini söylüyor.', pl: 'Mój szef mówi, że jutro mam przyjść wcześniej.', es: 'Mi jefe dice que mañana debo venir antes.' }, correct: false },
      { formDe: 'Wir - sollen - die Schuhe - ausziehen.', hide: ['sollen', 'ausziehen'], formEn: 'We are supposed to take our shoes off.', tr: { ua: 'Ми маємо зняти взуття.', de: 'Bei den Gastgebern ist die Regel: ohne Schuhe in die Wohnung. (sollen, ausziehen)', ru: 'Нам нужно снять обувь.', be: 'Нам трэба зняць абутак.', tr: 'Ayakkabılarımızı çıkarmamız gerekiyor.', pl: 'Mamy zdjąć buty.', es: 'Tenemos que quitarnos los zapatos.' }, correct: false },
      { formDe: 'Du - sollst - nicht - so laut - sprechen.', hide: ['sollst', 'sprechen'], formEn: 'You shouldn’t speak so loudly.', tr: { ua: 'Тобі не слід говорити так голосно.', de: 'Tipp für dich: Bitte nicht so laut reden! (sollen, sprechen)', ru: 'Тебе не следует говорить так громко.', be: 'Табе не варта гаварыць так гучна.', tr: 'Bu kadar yüksek sesle konuşmamalısın.', pl: 'Nie powinieneś mówić tak głośno.', es: 'No deberías hablar tan alto.' }, correct: false },
      { formDe: 'Die Kinder - sollen - ihre Hände - waschen.', hide: ['sollen', 'waschen'], formEn: 'The children are supposed to wash their hands.', tr: { ua: 'Діти мають помити руки.', de: 'Vor dem Essen sagt die Mutter: Hände sauber machen! (sollen, waschen)', ru: 'Детям нужно помыть руки.', be: 'Дзецям трэба памыць рукі.', tr: 'Çocukların ellerini yıkaması gerekiyor.', pl: 'Dzieci mają umyć ręce.', es: 'Los niños tienen que lavarse las manos.' }, correct: false },
      { formDe: 'Soll - ich - noch - Brot - kaufen?', hide: ['Soll', 'kaufen'], formEn: 'Shall I buy some more bread?', tr: { ua: 'Мені купити ще хліба?', de: 'Angebot: Ich bin gleich beim Bäcker. Brauchen wir mehr? (sollen, kaufen)', ru: 'Мне купить ещё хлеба?', be: 'Мне купіць яшчэ хлеба?', tr: 'Biraz daha ekmek alayım mı?', pl: 'Mam kupić jeszcze chleba?', es: '¿Compro más pan?' }, correct: false },
      { formDe: 'Was - soll - ich - sagen?', hide: ['soll', 'sagen'], formEn: 'What should I say?', tr: { ua: 'Що мені сказати?', de: 'Ich weiß keine Antwort und frage um Rat. (sollen, sagen)', ru: 'Что мне сказать?', be: 'Што мне сказаць?', tr: 'Ne söyleyeyim?', pl: 'Co mam powiedzieć?', es: '¿Qué debo decir?' }, correct: false },
      { formDe: 'Sie - sollen - hier - warten.', hide: ['sollen', 'warten'], formEn: 'You are supposed to wait here.', tr: { ua: 'Вам треба почекати тут.', de: 'Am Empfang (Sie-Form): Bitte bleiben Sie an diesem Platz. (sollen, warten)', ru: 'Вам нужно подождать здесь.', be: 'Вам трэба пачакаць тут.', tr: 'Burada beklemeniz gerekiyor.', pl: 'Ma pan tu poczekać.', es: 'Tiene que esperar aquí.' }, correct: false },
      { formDe: 'Er - soll - mehr - Obst - essen.', hide: ['soll', 'essen'], formEn: 'He should eat more fruit.', tr: { ua: 'Йому слід їсти більше фруктів.', de: 'Der Arzt sagt: Äpfel und Bananen sind gut für ihn. (sollen, essen)', ru: 'Ему следует есть больше фруктов.', be: 'Яму варта есці больш садавіны.', tr: 'Daha çok meyve yemeli.', pl: 'Powinien jeść więcej owoców.', es: 'Debería comer más fruta.' }, correct: false },
      { formDe: 'Ihr - sollt - im Unterricht - nicht - essen.', hide: ['sollt', 'essen'], formEn: 'You are not supposed to eat in class.', tr: { ua: 'Вам не можна їсти на уроці.', de: 'Regel für die Klasse (ihr-Form): Im Unterricht gibt es kein Essen. (sollen, essen)', ru: 'Вам нельзя есть на уроке.', be: 'Вам нельга есці на ўроку.', tr: 'Derste yemek yememeniz gerekiyor.', pl: 'Nie macie jeść na lekcji.', es: 'No debéis comer en clase.' }, correct: false },
      { formDe: 'Du - sollst - die Tabletten - dreimal am Tag - nehmen.', hide: ['sollst', 'nehmen'], formEn: 'You are supposed to take the tablets three times a day.', tr: { ua: 'Ти маєш приймати таблетки тричі на день.', de: 'Der Arzt gibt dir Medikamente: morgens, mittags und abends eine. (sollen, nehmen)', ru: 'Тебе нужно принимать таблетки три раза в день.', be: 'Табе трэба прымаць таблеткі тры разы на дзень.', tr: 'Tabletleri günde üç kez alman gerekiyor.', pl: 'Masz brać tabletki trzy razy dziennie.', es: 'Tienes que tomar las pastillas tres veces al día.' }, correct: false },
      { formDe: 'Wir - sollen - die Hausaufgaben - bis Montag - machen.', hide: ['sollen', 'machen'], formEn: 'We are supposed to do the homework by Monday.', tr: { ua: 'Ми маємо зробити домашнє завдання до понеділка.', de: 'Die Lehrerin sagt: Am Montag will ich die Aufgaben sehen. (sollen, machen)', ru: 'Нам нужно сделать домашнее задание до понедельника.', be: 'Нам трэба зрабіць хатняе заданне да панядзелка.', tr: 'Ödevleri pazartesiye kadar yapmamız gerekiyor.', pl: 'Mamy odrobić pracę domową do poniedziałku.', es: 'Tenemos que hacer los deberes para el lunes.' }, correct: false },
      { formDe: 'Soll - ich - den Tisch - decken?', hide: ['Soll', 'decken'], formEn: 'Shall I set the table?', tr: { ua: 'Мені накрити на стіл?', de: 'Das Essen ist bald fertig. Angebot: Teller und Gläser auf den Tisch? (sollen, decken)', ru: 'Мне накрыть на стол?', be: 'Мне накрыць на стол?', tr: 'Sofrayı kurayım mı?', pl: 'Mam nakryć do stołu?', es: '¿Pongo la mesa?' }, correct: false },
      { formDe: 'Er - soll - das Formular - unterschreiben.', hide: ['soll', 'unterschreiben'], formEn: 'He is supposed to sign the form.', tr: { ua: 'Він має підписати формуляр.', de: 'Die Frau im Amt sagt zu ihm: Ihr Name muss unten auf das Papier. (sollen, unterschreiben)', ru: 'Ему нужно подписать формуляр.', be: 'Яму трэба падпісаць фармуляр.', tr: 'Formu imzalaması gerekiyor.', pl: 'On ma podpisać formularz.', es: 'Tiene que firmar el formulario.' }, correct: false },
      { formDe: 'Ihr - sollt - morgen - pünktlich - kommen.', hide: ['sollt', 'kommen'], formEn: 'You are supposed to come on time tomorrow.', tr: { ua: 'Завтра ви маєте прийти вчасно.', de: 'Der Trainer sagt zu der Mannschaft (ihr-Form): Morgen bitte nicht zu spät! (sollen, kommen)', ru: 'Завтра вам нужно прийти вовремя.', be: 'Заўтра вам трэба прыйсці своечасова.', tr: 'Yarın zamanında gelmeniz gerekiyor.', pl: 'Jutro macie przyjść punktualnie.', es: 'Mañana tenéis que llegar puntuales.' }, correct: false },
      { formDe: 'Wo - soll - ich - parken?', hide: ['soll', 'parken'], formEn: 'Where should I park?', tr: { ua: 'Де мені припаркуватися?', de: 'Ich komme mit dem Auto zu Besuch und frage nach einem Platz für das Auto. (sollen, parken)', ru: 'Где мне припарковаться?', be: 'Дзе мне прыпаркавацца?', tr: 'Nereye park edeyim?', pl: 'Gdzie mam zaparkować?', es: '¿Dónde aparco?' }, correct: false },
      { formDe: 'Meine Eltern - sagen, - ich - soll - mehr - lernen.', hide: ['soll', 'lernen'], formEn: 'My parents say I should study more.', tr: { ua: 'Батьки кажуть, що я маю більше вчитися.', de: 'Vater und Mutter finden: Meine Noten sind schlecht. (sagen, sollen, lernen)', ru: 'Родители говорят, что мне нужно больше учиться.', be: 'Бацькі кажуць, што мне трэба больш вучыцца.', tr: 'Ailem daha çok ders çalışmam gerektiğini söylüyor.', pl: 'Rodzice mówią, że mam się więcej uczyć.', es: 'Mis padres dicen que debo estudiar más.' }, correct: false },
      { formDe: 'Sie - sollen - Ihren Pass - mitbringen.', hide: ['sollen', 'mitbringen'], formEn: 'You are supposed to bring your passport.', tr: { ua: 'Вам треба принести свій паспорт.', de: 'Brief vom Amt (Sie-Form): Zum Termin brauchen wir Ihren Ausweis. (sollen, mitbringen)', ru: 'Вам нужно принести свой паспорт.', be: 'Вам трэба прынесці свой пашпарт.', tr: 'Pasaportunuzu getirmeniz gerekiyor.', pl: 'Ma pan przynieść swój paszport.', es: 'Tiene que traer su pasaporte.' }, correct: false },
    ],
  },
};

export default topic;
