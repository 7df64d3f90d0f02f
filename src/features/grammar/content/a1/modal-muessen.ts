import type { A1Topic } from '../types';

const forms = [['ich', 'muss'], ['du', 'musst'], ['er/sie/es', 'muss'], ['wir', 'müssen'], ['ihr', 'müsst'], ['sie/Sie', 'müssen']];
const ex = {
  muss: 'Ich muss arbeiten.',
  mussNicht: 'Ich muss nicht arbeiten.',
  darfNicht: 'Ich darf nicht rauchen.',
};

const topic: A1Topic = {
  slug: 'modal-muessen',
  type: 'modals',
  title: {
    en: 'Modal verb müssen',
    ua: 'Модальне дієслово müssen',
    de: 'Das Modalverb müssen',
    ru: 'Модальный глагол müssen',
    be: 'Мадальны дзеяслоў müssen',
    tr: 'Modal fiil müssen',
    pl: 'Czasownik modalny müssen',
    es: 'El verbo modal müssen',
  },
  descr: {
    en: 'Say what you have to do with müssen – and what you don’t have to do with nicht müssen.',
    ua: 'Говоріть за допомогою müssen, що ви мусите зробити, а за допомогою nicht müssen — чого робити не треба.',
    de: 'Sag mit müssen, was du machen musst – und mit nicht müssen, was nicht nötig ist.',
    ru: 'Говорите с помощью müssen, что вы должны сделать, а с помощью nicht müssen — что делать не нужно.',
    be: 'Кажыце з дапамогай müssen, што вы павінны зрабіць, а з дапамогай nicht müssen — што рабіць не трэба.',
    tr: 'müssen ile ne yapmanız gerektiğini, nicht müssen ile neyi yapmanız gerekmediğini söyleyin.',
    pl: 'Mów za pomocą müssen, co musisz zrobić, a za pomocą nicht müssen – czego robić nie musisz.',
    es: 'Di con müssen lo que tienes que hacer y con nicht müssen lo que no hace falta hacer.',
  },
  rules: {
    en: [
      {
        heading: 'What müssen means',
        paragraphs: [
          'Müssen means “must” or “to have to”. It expresses a necessity or an obligation: something is necessary, there is no choice.',
          'Like all modal verbs, the conjugated form of müssen stands in second place and the second verb goes to the end in the infinitive, without zu.',
        ],
        examples: [
          { de: 'Ich muss heute arbeiten.', tr: 'I have to work today.' },
          { de: 'Du musst zum Arzt gehen.', tr: 'You have to go to the doctor.' },
        ],
      },
      {
        heading: 'The forms of müssen',
        paragraphs: [
          'In the singular müssen loses its umlaut: muss, musst. The plural keeps the ü: müssen, müsst.',
          'ich and er/sie/es have the same form without an ending: ich muss, sie muss. In today’s spelling it is written with ss: muss, not “muß”.',
        ],
        table: { caption: 'müssen in the present tense', head: ['Person', 'müssen'], rows: forms },
        examples: [
          { de: 'Musst du morgen früh aufstehen?', tr: 'Do you have to get up early tomorrow?' },
          { de: 'Wir müssen den Bus nehmen.', tr: 'We have to take the bus.' },
        ],
      },
      {
        heading: 'nicht müssen is not “must not”',
        paragraphs: [
          'nicht müssen means “not to have to”: it is not necessary, but you may. Du musst nicht kommen = You don’t have to come.',
          'A prohibition (“must not”) is nicht dürfen: Du darfst hier nicht rauchen. Don’t mix them up!',
        ],
        table: {
          caption: 'müssen or dürfen?',
          head: ['Meaning', 'German', 'Example'],
          rows: [
            ['necessary', 'müssen', ex.muss],
            ['not necessary', 'nicht müssen', ex.mussNicht],
            ['forbidden', 'nicht dürfen', ex.darfNicht],
          ],
        },
        examples: [
          { de: 'Du musst heute nicht kochen.', tr: 'You don’t have to cook today.' },
          { de: 'Hier darfst du nicht rauchen.', tr: 'You must not smoke here.' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Що означає müssen',
        paragraphs: [
          'Müssen означає «мусити, треба». Воно виражає необхідність або обов’язок: щось потрібно зробити, вибору немає.',
          'Як і в усіх модальних дієсловах, особова форма müssen стоїть на другому місці, а друге дієслово — у кінці речення в інфінітиві, без zu.',
        ],
        examples: [
          { de: 'Ich muss heute arbeiten.', tr: 'Сьогодні я мушу працювати.' },
          { de: 'Du musst zum Arzt gehen.', tr: 'Тобі треба піти до лікаря.' },
        ],
      },
      {
        heading: 'Форми müssen',
        paragraphs: [
          'В однині müssen втрачає умлаут: muss, musst. У множині ü залишається: müssen, müsst.',
          'ich і er/sie/es мають однакову форму без закінчення: ich muss, sie muss. За сучасним правописом пишеться ss: muss, а не «muß».',
        ],
        table: { caption: 'müssen у теперішньому часі', head: ['Особа', 'müssen'], rows: forms },
        examples: [
          { de: 'Musst du morgen früh aufstehen?', tr: 'Тобі завтра треба рано вставати?' },
          { de: 'Wir müssen den Bus nehmen.', tr: 'Ми мусимо їхати автобусом.' },
        ],
      },
      {
        heading: 'nicht müssen — це не «не можна»',
        paragraphs: [
          'nicht müssen означає «не треба, не обов’язково»: це не потрібно, але можна. Du musst nicht kommen = Тобі не обов’язково приходити.',
          'Заборона («не можна») — це nicht dürfen: Du darfst hier nicht rauchen. Не плутайте їх!',
        ],
        table: {
          caption: 'müssen чи dürfen?',
          head: ['Значення', 'Німецькою', 'Приклад'],
          rows: [
            ['треба', 'müssen', ex.muss],
            ['не треба', 'nicht müssen', ex.mussNicht],
            ['не можна', 'nicht dürfen', ex.darfNicht],
          ],
        },
        examples: [
          { de: 'Du musst heute nicht kochen.', tr: 'Сьогодні тобі не треба готувати.' },
          { de: 'Hier darfst du nicht rauchen.', tr: 'Тут тобі не можна курити.' },
        ],
      },
    ],
    de: [
      {
        heading: 'Was bedeutet müssen?',
        paragraphs: [
          'Mit müssen sagt man: Etwas ist nötig oder eine Pflicht. Man hat keine Wahl.',
          'Wie bei allen Modalverben steht die konjugierte Form von müssen auf Position 2. Das zweite Verb steht im Infinitiv am Ende, ohne zu.',
        ],
        examples: [
          { de: 'Ich muss heute arbeiten.', tr: 'Ich habe heute keine Wahl: Ich arbeite.' },
          { de: 'Du musst zum Arzt gehen.', tr: 'Es ist nötig: Du gehst zum Arzt.' },
        ],
      },
      {
        heading: 'Die Formen von müssen',
        paragraphs: [
          'Im Singular hat müssen keinen Umlaut: muss, musst. Im Plural bleibt das ü: müssen, müsst.',
          'ich und er/sie/es haben dieselbe Form ohne Endung: ich muss, sie muss. Man schreibt ss: muss, nicht „muß“.',
        ],
        table: { caption: 'müssen im Präsens', head: ['Person', 'müssen'], rows: forms },
        examples: [
          { de: 'Musst du morgen früh aufstehen?', tr: 'Frage: Ist es für dich morgen nötig, früh aufzustehen?' },
          { de: 'Wir müssen den Bus nehmen.', tr: 'Es gibt keine andere Möglichkeit: Wir fahren mit dem Bus.' },
        ],
      },
      {
        heading: 'nicht müssen ist kein Verbot',
        paragraphs: [
          'nicht müssen bedeutet: Es ist nicht nötig, aber man darf. Du musst nicht kommen = Du kannst kommen, aber es ist nicht nötig.',
          'Ein Verbot sagt man mit nicht dürfen: Du darfst hier nicht rauchen. Verwechsle die beiden nicht!',
        ],
        table: {
          caption: 'müssen oder dürfen?',
          head: ['Bedeutung', 'Deutsch', 'Beispiel'],
          rows: [
            ['nötig', 'müssen', ex.muss],
            ['nicht nötig', 'nicht müssen', ex.mussNicht],
            ['verboten', 'nicht dürfen', ex.darfNicht],
          ],
        },
        examples: [
          { de: 'Du musst heute nicht kochen.', tr: 'Kochen ist heute nicht nötig.' },
          { de: 'Hier darfst du nicht rauchen.', tr: 'Rauchen ist hier verboten.' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Что значит müssen',
        paragraphs: [
          'Müssen значит «должен, нужно, приходится». Оно выражает необходимость или обязанность: что-то нужно сделать, выбора нет.',
          'Как у всех модальных глаголов, личная форма müssen стоит на втором месте, а второй глагол — в конце предложения в инфинитиве, без zu.',
        ],
        examples: [
          { de: 'Ich muss heute arbeiten.', tr: 'Сегодня мне нужно работать.' },
          { de: 'Du musst zum Arzt gehen.', tr: 'Тебе нужно сходить к врачу.' },
        ],
      },
      {
        heading: 'Формы müssen',
        paragraphs: [
          'В единственном числе müssen теряет умлаут: muss, musst. Во множественном числе ü сохраняется: müssen, müsst.',
          'У ich и er/sie/es одинаковая форма без окончания: ich muss, sie muss. По современной орфографии пишется ss: muss, а не «muß».',
        ],
        table: { caption: 'müssen в настоящем времени', head: ['Лицо', 'müssen'], rows: forms },
        examples: [
          { de: 'Musst du morgen früh aufstehen?', tr: 'Тебе завтра нужно рано вставать?' },
          { de: 'Wir müssen den Bus nehmen.', tr: 'Нам нужно ехать на автобусе.' },
        ],
      },
      {
        heading: 'nicht müssen — это не «нельзя»',
        paragraphs: [
          'nicht müssen значит «не нужно, не обязательно»: это не необходимо, но можно. Du musst nicht kommen = Тебе не обязательно приходить.',
          'Запрет («нельзя») — это nicht dürfen: Du darfst hier nicht rauchen. Не путайте их!',
        ],
        table: {
          caption: 'müssen или dürfen?',
          head: ['Значение', 'По-немецки', 'Пример'],
          rows: [
            ['нужно', 'müssen', ex.muss],
            ['не нужно', 'nicht müssen', ex.mussNicht],
            ['нельзя', 'nicht dürfen', ex.darfNicht],
          ],
        },
        examples: [
          { de: 'Du musst heute nicht kochen.', tr: 'Сегодня тебе не нужно готовить.' },
          { de: 'Hier darfst du nicht rauchen.', tr: 'Здесь тебе нельзя курить.' },
        ],
      },
    ],
    be: [
      {
        heading: 'Што азначае müssen',
        paragraphs: [
          'Müssen азначае «мусіць, павінен, трэба». Ён выражае неабходнасць або абавязак: нешта трэба зрабіць, выбару няма.',
          'Як ва ўсіх мадальных дзеясловах, асабовая форма müssen стаіць на другім месцы, а другі дзеяслоў — у канцы сказа ў інфінітыве, без zu.',
        ],
        examples: [
          { de: 'Ich muss heute arbeiten.', tr: 'Сёння я мушу працаваць.' },
          { de: 'Du musst zum Arzt gehen.', tr: 'Табе трэба схадзіць да лекара.' },
        ],
      },
      {
        heading: 'Формы müssen',
        paragraphs: [
          'У адзіночным ліку müssen губляе умлаут: muss, musst. У множным ліку ü застаецца: müssen, müsst.',
          'У ich і er/sie/es аднолькавая форма без канчатка: ich muss, sie muss. Паводле сучаснага правапісу пішацца ss: muss, а не «muß».',
        ],
        table: { caption: 'müssen у цяперашнім часе', head: ['Асоба', 'müssen'], rows: forms },
        examples: [
          { de: 'Musst du morgen früh aufstehen?', tr: 'Табе заўтра трэба рана ўставаць?' },
          { de: 'Wir müssen den Bus nehmen.', tr: 'Нам трэба ехаць аўтобусам.' },
        ],
      },
      {
        heading: 'nicht müssen — гэта не «нельга»',
        paragraphs: [
          'nicht müssen азначае «не трэба, не абавязкова»: гэта не неабходна, але можна. Du musst nicht kommen = Табе не абавязкова прыходзіць.',
          'Забарона («нельга») — гэта nicht dürfen: Du darfst hier nicht rauchen. Не блытайце іх!',
        ],
        table: {
          caption: 'müssen ці dürfen?',
          head: ['Значэнне', 'Па-нямецку', 'Прыклад'],
          rows: [
            ['трэба', 'müssen', ex.muss],
            ['не трэба', 'nicht müssen', ex.mussNicht],
            ['нельга', 'nicht dürfen', ex.darfNicht],
          ],
        },
        examples: [
          { de: 'Du musst heute nicht kochen.', tr: 'Сёння табе не трэба гатаваць.' },
          { de: 'Hier darfst du nicht rauchen.', tr: 'Тут табе нельга курыць.' },
        ],
      },
    ],
    tr: [
      {
        heading: 'müssen ne anlama gelir?',
        paragraphs: [
          'Müssen “zorunda olmak, gerekmek” demektir. Bir gerekliliği veya zorunluluğu anlatır: bir şey gereklidir, başka seçenek yoktur.',
          'Tüm modal fiillerde olduğu gibi çekimli müssen ikinci sırada durur, ikinci fiil ise cümlenin sonunda zu olmadan mastar hâlinde gelir.',
        ],
        examples: [
          { de: 'Ich muss heute arbeiten.', tr: 'Bugün çalışmak zorundayım.' },
          { de: 'Du musst zum Arzt gehen.', tr: 'Doktora gitmen gerekiyor.' },
        ],
      },
      {
        heading: 'müssen fiilinin çekimi',
        paragraphs: [
          'Tekilde müssen umlautunu kaybeder: muss, musst. Çoğulda ü kalır: müssen, müsst.',
          'ich ve er/sie/es aynı biçimi alır ve ek almaz: ich muss, sie muss. Bugünkü yazım kurallarına göre ss ile yazılır: muss, “muß” değil.',
        ],
        table: { caption: 'müssen – şimdiki zaman', head: ['Kişi', 'müssen'], rows: forms },
        examples: [
          { de: 'Musst du morgen früh aufstehen?', tr: 'Yarın erken kalkman gerekiyor mu?' },
          { de: 'Wir müssen den Bus nehmen.', tr: 'Otobüse binmemiz gerekiyor.' },
        ],
      },
      {
        heading: 'nicht müssen “yasak” demek değildir',
        paragraphs: [
          'nicht müssen “gerekmiyor, zorunda değilsin” demektir: gerekli değildir ama yapabilirsin. Du musst nicht kommen = Gelmek zorunda değilsin.',
          'Yasak ise nicht dürfen ile söylenir: Du darfst hier nicht rauchen. İkisini karıştırmayın!',
        ],
        table: {
          caption: 'müssen mi, dürfen mi?',
          head: ['Anlam', 'Almanca', 'Örnek'],
          rows: [
            ['gerekli', 'müssen', ex.muss],
            ['gerekli değil', 'nicht müssen', ex.mussNicht],
            ['yasak', 'nicht dürfen', ex.darfNicht],
          ],
        },
        examples: [
          { de: 'Du musst heute nicht kochen.', tr: 'Bugün yemek yapmak zorunda değilsin.' },
          { de: 'Hier darfst du nicht rauchen.', tr: 'Burada sigara içmen yasak.' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Co znaczy müssen',
        paragraphs: [
          'Müssen znaczy „musieć”. Wyraża konieczność albo obowiązek: coś jest konieczne, nie ma wyboru.',
          'Jak przy wszystkich czasownikach modalnych, odmieniona forma müssen stoi na drugim miejscu, a drugi czasownik na końcu zdania w bezokoliczniku, bez zu.',
        ],
        examples: [
          { de: 'Ich muss heute arbeiten.', tr: 'Dziś muszę pracować.' },
          { de: 'Du musst zum Arzt gehen.', tr: 'Musisz iść do lekarza.' },
        ],
      },
      {
        heading: 'Formy czasownika müssen',
        paragraphs: [
          'W liczbie pojedynczej müssen traci umlaut: muss, musst. W liczbie mnogiej ü zostaje: müssen, müsst.',
          'ich i er/sie/es mają tę samą formę bez końcówki: ich muss, sie muss. Według obecnej pisowni piszemy ss: muss, a nie „muß”.',
        ],
        table: { caption: 'müssen w czasie teraźniejszym', head: ['Osoba', 'müssen'], rows: forms },
        examples: [
          { de: 'Musst du morgen früh aufstehen?', tr: 'Musisz jutro wcześnie wstać?' },
          { de: 'Wir müssen den Bus nehmen.', tr: 'Musimy pojechać autobusem.' },
        ],
      },
      {
        heading: 'nicht müssen to nie „nie wolno”',
        paragraphs: [
          'nicht müssen znaczy „nie musieć”: to nie jest konieczne, ale można. Du musst nicht kommen = Nie musisz przychodzić.',
          'Zakaz („nie wolno”) to nicht dürfen: Du darfst hier nicht rauchen. Nie myl ich!',
        ],
        table: {
          caption: 'müssen czy dürfen?',
          head: ['Znaczenie', 'Po niemiecku', 'Przykład'],
          rows: [
            ['trzeba', 'müssen', ex.muss],
            ['nie trzeba', 'nicht müssen', ex.mussNicht],
            ['nie wolno', 'nicht dürfen', ex.darfNicht],
          ],
        },
        examples: [
          { de: 'Du musst heute nicht kochen.', tr: 'Dziś nie musisz gotować.' },
          { de: 'Hier darfst du nicht rauchen.', tr: 'Tutaj nie wolno ci palić.' },
        ],
      },
    ],
    es: [
      {
        heading: '¿Qué significa müssen?',
        paragraphs: [
          'Müssen significa «tener que, deber». Expresa una necesidad o una obligación: algo es necesario, no hay elección.',
          'Como en todos los verbos modales, la forma conjugada de müssen va en segunda posición y el segundo verbo va al final en infinitivo, sin zu.',
        ],
        examples: [
          { de: 'Ich muss heute arbeiten.', tr: 'Hoy tengo que trabajar.' },
          { de: 'Du musst zum Arzt gehen.', tr: 'Tienes que ir al médico.' },
        ],
      },
      {
        heading: 'Las formas de müssen',
        paragraphs: [
          'En singular müssen pierde la diéresis: muss, musst. En plural se mantiene la ü: müssen, müsst.',
          'ich y er/sie/es tienen la misma forma, sin terminación: ich muss, sie muss. Según la ortografía actual se escribe con ss: muss, no «muß».',
        ],
        table: { caption: 'müssen en presente', head: ['Persona', 'müssen'], rows: forms },
        examples: [
          { de: 'Musst du morgen früh aufstehen?', tr: '¿Mañana tienes que levantarte temprano?' },
          { de: 'Wir müssen den Bus nehmen.', tr: 'Tenemos que tomar el autobús.' },
        ],
      },
      {
        heading: 'nicht müssen no es «no poder»',
        paragraphs: [
          'nicht müssen significa «no tener que»: no es necesario, pero se puede. Du musst nicht kommen = No hace falta que vengas.',
          'Una prohibición («no se puede, está prohibido») se expresa con nicht dürfen: Du darfst hier nicht rauchen. ¡No los confundas!',
        ],
        table: {
          caption: '¿müssen o dürfen?',
          head: ['Significado', 'En alemán', 'Ejemplo'],
          rows: [
            ['es necesario', 'müssen', ex.muss],
            ['no es necesario', 'nicht müssen', ex.mussNicht],
            ['está prohibido', 'nicht dürfen', ex.darfNicht],
          ],
        },
        examples: [
          { de: 'Du musst heute nicht kochen.', tr: 'Hoy no tienes que cocinar.' },
          { de: 'Hier darfst du nicht rauchen.', tr: 'Aquí no puedes fumar.' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - muss - heute - lange - arbeiten.', formEn: 'I have to work late today.', correct: false },
      { formDe: 'Du - musst - mehr - Wasser - trinken.', formEn: 'You have to drink more water.', correct: false },
      { formDe: 'Er - muss - um sieben Uhr - aufstehen.', formEn: 'He has to get up at seven o’clock.', correct: false },
      { formDe: 'Wir - müssen - jetzt - nach Hause - gehen.', formEn: 'We have to go home now.', correct: false },
      { formDe: 'Ihr - müsst - die Hausaufgaben - machen.', formEn: 'You have to do the homework.', correct: false },
      { formDe: 'Die Kinder - müssen - um acht Uhr - ins Bett - gehen.', formEn: 'The children have to go to bed at eight o’clock.', correct: false },
      { formDe: 'Musst - du - morgen - arbeiten?', formEn: 'Do you have to work tomorrow?', correct: false },
      { formDe: 'Du - musst - heute - nicht - kochen.', formEn: 'You don’t have to cook today.', correct: false },
      { formDe: 'Wir - müssen - am Sonntag - nicht - arbeiten.', formEn: 'We don’t have to work on Sunday.', correct: false },
      { formDe: 'Sie - muss - zum Arzt - gehen.', formEn: 'She has to go to the doctor.', correct: false },
      { formDe: 'Müsst - ihr - den Bus - nehmen?', formEn: 'Do you have to take the bus?', correct: false },
      { formDe: 'Ihr - müsst - nicht - warten.', formEn: 'You don’t have to wait.', correct: false },
      { formDe: 'Ich - muss - noch - Brot - kaufen.', formEn: 'I still have to buy bread.', correct: false },
      { formDe: 'Im Kino - muss - man - leise - sein.', formEn: 'You have to be quiet in the cinema.', correct: false },
      { formDe: 'Sie - müssen - das Formular - ausfüllen.', formEn: 'You have to fill in the form.', correct: false },
      { formDe: 'Er - muss - morgen - nicht - früh - aufstehen.', formEn: 'He doesn’t have to get up early tomorrow.', correct: false },
      { formDe: 'Was - müssen - wir - mitbringen?', formEn: 'What do we have to bring?', correct: false },
      { formDe: 'Mein Bruder - muss - für die Prüfung - lernen.', formEn: 'My brother has to study for the exam.', correct: false },
      { formDe: 'Du - musst - das Fenster - nicht - schließen.', formEn: 'You don’t have to close the window.', correct: false },
      { formDe: 'Wann - musst - du - im Büro - sein?', formEn: 'When do you have to be at the office?', correct: false },
      { formDe: 'Wir - müssen - die Wohnung - putzen.', formEn: 'We have to clean the flat.', correct: false },
      { formDe: 'Ich - muss - heute - nicht - einkaufen.', formEn: 'I don’t have to go shopping today.', correct: false },
    ],
  },
};

export default topic;
