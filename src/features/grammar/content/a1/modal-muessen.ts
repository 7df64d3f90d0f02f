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
      { formDe: 'Ich - muss - heute - lange - arbeiten.', hide: ['muss', 'arbeiten'], formEn: 'I have to work late today.', tr: { ua: 'Сьогодні я мушу довго працювати.', de: 'Heute bleibe ich bis zum Abend im Büro. (müssen, arbeiten)', ru: 'Сегодня я должен долго работать.', be: 'Сёння я павінен доўга працаваць.', tr: 'Bugün geç saate kadar çalışmam gerekiyor.', pl: 'Dzisiaj muszę długo pracować.', es: 'Hoy tengo que trabajar hasta tarde.' }, correct: false },
      { formDe: 'Du - musst - mehr - Wasser - trinken.', hide: ['musst', 'trinken'], formEn: 'You have to drink more water.', tr: { ua: 'Тобі треба пити більше води.', de: 'Rat von einem Freund: Dein Körper braucht mehr Flüssigkeit. (müssen, trinken)', ru: 'Тебе нужно пить больше воды.', be: 'Табе трэба піць больш вады.', tr: 'Daha çok su içmelisin.', pl: 'Musisz pić więcej wody.', es: 'Tienes que beber más agua.' }, correct: false },
      { formDe: 'Er - muss - um sieben Uhr - aufstehen.', hide: ['muss', 'aufstehen'], formEn: 'He has to get up at seven o’clock.', tr: { ua: 'Він мусить вставати о сьомій годині.', de: 'Sein Wecker klingelt um 7 Uhr. (müssen, aufstehen)', ru: 'Он должен вставать в семь часов.', be: 'Ён павінен уставаць а сёмай гадзіне.', tr: 'Saat yedide kalkması gerekiyor.', pl: 'On musi wstać o siódmej.', es: 'Tiene que levantarse a las siete.' }, correct: false },
      { formDe: 'Wir - müssen - jetzt - nach Hause - gehen.', hide: ['müssen', 'gehen'], formEn: 'We have to go home now.', tr: { ua: 'Нам треба зараз іти додому.', de: 'Es ist spät, der Abend ist für uns zu Ende. (müssen, nach Hause gehen)', ru: 'Нам нужно сейчас идти домой.', be: 'Нам трэба зараз ісці дадому.', tr: 'Şimdi eve gitmemiz lazım.', pl: 'Musimy już iść do domu.', es: 'Tenemos que irnos a casa ahora.' }, correct: false },
      { formDe: 'Ihr - müsst - die Hausaufgaben - machen.', hide: ['müsst', 'machen'], formEn: 'You have to do the homework.', tr: { ua: 'Ви мусите зробити домашнє завдання.', de: 'Die Lehrerin zu den Schülern (ihr-Form): Die Aufgaben für zu Hause sind Pflicht. (müssen, machen)', ru: 'Вы должны сделать домашнее задание.', be: 'Вы павінны зрабіць хатняе заданне.', tr: 'Ödevleri yapmanız gerekiyor.', pl: 'Musicie odrobić pracę domową.', es: 'Tenéis que hacer los deberes.' }, correct: false },
      { formDe: 'Die Kinder - müssen - um acht Uhr - ins Bett - gehen.', hide: ['müssen', 'gehen'], formEn: 'The children have to go to bed at eight o’clock.', tr: { ua: 'Діти мусять лягати спати о восьмій годині.', de: 'Um 20 Uhr ist für die Kinder Schlafenszeit. (müssen, ins Bett gehen)', ru: 'Дети должны ложиться спать в восемь часов.', be: 'Дзеці павінны класціся спаць а восьмай гадзіне.', tr: 'Çocukların saat sekizde yatması gerekiyor.', pl: 'Dzieci muszą iść spać o ósmej.', es: 'Los niños tienen que acostarse a las ocho.' }, correct: false },
      { formDe: 'Musst - du - morgen - arbeiten?', hide: ['Musst', 'arbeiten'], formEn: 'Do you have to work tomorrow?', tr: { ua: 'Тобі треба завтра працювати?', de: 'Frage an einen Freund: Ist morgen ein Arbeitstag für dich? (müssen, arbeiten)', ru: 'Тебе нужно завтра работать?', be: 'Табе трэба заўтра працаваць?', tr: 'Yarın çalışman gerekiyor mu?', pl: 'Musisz jutro pracować?', es: '¿Tienes que trabajar mañana?' }, correct: false },
      { formDe: 'Du - musst - heute - nicht - kochen.', hide: ['musst', 'kochen'], formEn: 'You don’t have to cook today.', tr: { ua: 'Сьогодні тобі не треба готувати.', de: 'Heute ist das Essen schon fertig, in der Küche gibt es für dich keine Arbeit. (nicht müssen, kochen)', ru: 'Сегодня тебе не нужно готовить.', be: 'Сёння табе не трэба гатаваць.', tr: 'Bugün yemek yapmak zorunda değilsin.', pl: 'Dzisiaj nie musisz gotować.', es: 'Hoy no tienes que cocinar.' }, correct: false },
      { formDe: 'Wir - müssen - am Sonntag - nicht - arbeiten.', hide: ['müssen', 'arbeiten'], formEn: 'We don’t have to work on Sunday.', tr: { ua: 'У неділю нам не треба працювати.', de: 'Am Sonntag ist das Büro für uns zu. (nicht müssen, arbeiten)', ru: 'В воскресенье нам не нужно работать.', be: 'У нядзелю нам не трэба працаваць.', tr: 'Pazar günü çalışmak zorunda değiliz.', pl: 'W niedzielę nie musimy pracować.', es: 'El domingo no tenemos que trabajar.' }, correct: false },
      { formDe: 'Sie - muss - zum Arzt - gehen.', hide: ['muss', 'gehen'], formEn: 'She has to go to the doctor.', tr: { ua: 'Їй треба піти до лікаря.', de: 'Sie ist krank und braucht einen Termin in der Praxis. (müssen, gehen, der Arzt)', ru: 'Ей нужно пойти к врачу.', be: 'Ёй трэба пайсці да лекара.', tr: 'Doktora gitmesi gerekiyor.', pl: 'Ona musi iść do lekarza.', es: 'Tiene que ir al médico.' }, correct: false },
      { formDe: 'Müsst - ihr - den Bus - nehmen?', hide: ['Müsst', 'nehmen'], formEn: 'Do you have to take the bus?', tr: { ua: 'Вам треба їхати автобусом?', de: 'Frage an zwei Freunde (ihr-Form): Gibt es für euch keinen anderen Weg als mit dem Bus? (müssen, nehmen)', ru: 'Вам нужно ехать на автобусе?', be: 'Вам трэба ехаць аўтобусам?', tr: 'Otobüse binmeniz gerekiyor mu?', pl: 'Musicie jechać autobusem?', es: '¿Tenéis que coger el autobús?' }, correct: false },
      { formDe: 'Ihr - müsst - nicht - warten.', hide: ['müsst', 'warten'], formEn: 'You don’t have to wait.', tr: { ua: 'Вам не треба чекати.', de: 'An eine Gruppe (ihr-Form): Ihr könnt sofort hineingehen. (nicht müssen, warten)', ru: 'Вам не нужно ждать.', be: 'Вам не трэба чакаць.', tr: 'Beklemek zorunda değilsiniz.', pl: 'Nie musicie czekać.', es: 'No tenéis que esperar.' }, correct: false },
      { formDe: 'Ich - muss - noch - Brot - kaufen.', hide: ['muss', 'kaufen'], formEn: 'I still have to buy bread.', tr: { ua: 'Мені ще треба купити хліб.', de: 'Auf meiner Einkaufsliste fehlt noch etwas vom Bäcker. (müssen, kaufen)', ru: 'Мне ещё нужно купить хлеб.', be: 'Мне яшчэ трэба купіць хлеб.', tr: 'Daha ekmek almam lazım.', pl: 'Muszę jeszcze kupić chleb.', es: 'Todavía tengo que comprar pan.' }, correct: false },
      { formDe: 'Im Kino - muss - man - leise - sein.', hide: ['muss', 'sein'], formEn: 'You have to be quiet in the cinema.', tr: { ua: 'У кіно треба поводитися тихо.', de: 'Regel im Kino: nicht laut sprechen! (man, müssen)', ru: 'В кино нужно вести себя тихо.', be: 'У кіно трэба паводзіць сябе ціха.', tr: 'Sinemada sessiz olmak gerekir.', pl: 'W kinie trzeba być cicho.', es: 'En el cine hay que estar en silencio.' }, correct: false },
      { formDe: 'Sie - müssen - das Formular - ausfüllen.', hide: ['müssen', 'ausfüllen'], formEn: 'You have to fill in the form.', tr: { ua: 'Вам треба заповнити формуляр.', de: 'Im Amt (Sie-Form): Name und Adresse auf das Papier schreiben. (müssen, ausfüllen)', ru: 'Вам нужно заполнить бланк.', be: 'Вам трэба запоўніць бланк.', tr: 'Formu doldurmanız gerekiyor.', pl: 'Musi pan wypełnić formularz.', es: 'Tiene que rellenar el formulario.' }, correct: false },
      { formDe: 'Er - muss - morgen - nicht - früh - aufstehen.', hide: ['muss', 'aufstehen'], formEn: 'He doesn’t have to get up early tomorrow.', tr: { ua: 'Завтра йому не треба рано вставати.', de: 'Morgen kann er lange im Bett bleiben. (nicht müssen, aufstehen)', ru: 'Завтра ему не нужно рано вставать.', be: 'Заўтра яму не трэба рана ўставаць.', tr: 'Yarın erken kalkmak zorunda değil.', pl: 'Jutro nie musi wcześnie wstawać.', es: 'Mañana no tiene que madrugar.' }, correct: false },
      { formDe: 'Was - müssen - wir - mitbringen?', hide: ['müssen', 'mitbringen'], formEn: 'What do we have to bring?', tr: { ua: 'Що нам треба принести?', de: 'Frage vor dem Besuch: Essen, Getränke – was brauchen die Gastgeber von uns? (müssen, mitbringen)', ru: 'Что нам нужно принести?', be: 'Што нам трэба прынесці?', tr: 'Ne getirmemiz gerekiyor?', pl: 'Co musimy przynieść?', es: '¿Qué tenemos que llevar?' }, correct: false },
      { formDe: 'Mein Bruder - muss - für die Prüfung - lernen.', hide: ['muss', 'lernen'], formEn: 'My brother has to study for the exam.', tr: { ua: 'Мій брат мусить готуватися до іспиту.', de: 'Nächste Woche hat mein Bruder einen Test, er sitzt viel über den Büchern. (müssen, lernen)', ru: 'Мой брат должен готовиться к экзамену.', be: 'Мой брат павінен рыхтавацца да экзамену.', tr: 'Erkek kardeşim sınav için çalışmak zorunda.', pl: 'Mój brat musi uczyć się do egzaminu.', es: 'Mi hermano tiene que estudiar para el examen.' }, correct: false },
      { formDe: 'Du - musst - das Fenster - nicht - schließen.', hide: ['musst', 'schließen'], formEn: 'You don’t have to close the window.', tr: { ua: 'Тобі не треба зачиняти вікно.', de: 'Das Fenster kann offen bleiben (du-Form). (nicht müssen, schließen)', ru: 'Тебе не нужно закрывать окно.', be: 'Табе не трэба зачыняць акно.', tr: 'Pencereyi kapatmak zorunda değilsin.', pl: 'Nie musisz zamykać okna.', es: 'No tienes que cerrar la ventana.' }, correct: false },
      { formDe: 'Wann - musst - du - im Büro - sein?', hide: ['musst', 'sein'], formEn: 'When do you have to be at the office?', tr: { ua: 'Коли тобі треба бути в офісі?', de: 'Frage an einen Freund: Wann beginnt deine Arbeit? (müssen, sein, im Büro)', ru: 'Когда тебе нужно быть в офисе?', be: 'Калі табе трэба быць у офісе?', tr: 'Ofiste ne zaman olman gerekiyor?', pl: 'Kiedy musisz być w biurze?', es: '¿Cuándo tienes que estar en la oficina?' }, correct: false },
      { formDe: 'Wir - müssen - die Wohnung - putzen.', hide: ['müssen', 'putzen'], formEn: 'We have to clean the flat.', tr: { ua: 'Нам треба прибрати квартиру.', de: 'Bei uns ist alles schmutzig, und bald kommt Besuch. (müssen, putzen)', ru: 'Нам нужно убрать квартиру.', be: 'Нам трэба прыбраць кватэру.', tr: 'Daireyi temizlememiz gerekiyor.', pl: 'Musimy posprzątać mieszkanie.', es: 'Tenemos que limpiar el piso.' }, correct: false },
      { formDe: 'Ich - muss - heute - nicht - einkaufen.', hide: ['muss', 'einkaufen'], formEn: 'I don’t have to go shopping today.', tr: { ua: 'Сьогодні мені не треба ходити по магазинах.', de: 'Der Kühlschrank ist voll, heute bleibe ich zu Hause. (nicht müssen, einkaufen)', ru: 'Сегодня мне не нужно ходить по магазинам.', be: 'Сёння мне не трэба хадзіць па крамах.', tr: 'Bugün alışveriş yapmak zorunda değilim.', pl: 'Dzisiaj nie muszę robić zakupów.', es: 'Hoy no tengo que ir a comprar.' }, correct: false },
      { formDe: 'Ich - muss - meine Mutter - anrufen.', hide: ['muss', 'anrufen'], formEn: 'I have to call my mother.', tr: { ua: 'Мені треба подзвонити мамі.', de: 'Meine Mutter hat heute Geburtstag. Ein Telefonat ist nötig. (müssen, anrufen)', ru: 'Мне нужно позвонить маме.', be: 'Мне трэба патэлефанаваць маме.', tr: 'Annemi aramam lazım.', pl: 'Muszę zadzwonić do mamy.', es: 'Tengo que llamar a mi madre.' }, correct: false },
      { formDe: 'Du - musst - die Medikamente - jeden Tag - nehmen.', hide: ['musst', 'nehmen'], formEn: 'You have to take the medicine every day.', tr: { ua: 'Ти мусиш приймати ліки щодня.', de: 'Ohne die Tabletten wirst du nicht gesund. (müssen, nehmen)', ru: 'Тебе нужно принимать лекарства каждый день.', be: 'Табе трэба прымаць лекі кожны дзень.', tr: 'İlaçları her gün alman gerekiyor.', pl: 'Musisz brać leki codziennie.', es: 'Tienes que tomar los medicamentos todos los días.' }, correct: false },
      { formDe: 'Er - muss - heute - das Auto - reparieren.', hide: ['muss', 'reparieren'], formEn: 'He has to repair the car today.', tr: { ua: 'Сьогодні він мусить полагодити машину.', de: 'Sein Auto ist kaputt, und morgen braucht er es. (müssen, reparieren)', ru: 'Сегодня ему нужно починить машину.', be: 'Сёння яму трэба адрамантаваць машыну.', tr: 'Bugün arabayı tamir etmesi gerekiyor.', pl: 'Dzisiaj musi naprawić samochód.', es: 'Hoy tiene que arreglar el coche.' }, correct: false },
      { formDe: 'Wir - müssen - um neun Uhr - am Bahnhof - sein.', hide: ['müssen', 'sein'], formEn: 'We have to be at the station at nine o’clock.', tr: { ua: 'О дев’ятій ми мусимо бути на вокзалі.', de: 'Unser Zug fährt um 9.05 Uhr. (müssen, am Bahnhof sein)', ru: 'В девять часов нам нужно быть на вокзале.', be: 'А дзявятай нам трэба быць на вакзале.', tr: 'Saat dokuzda istasyonda olmamız gerekiyor.', pl: 'O dziewiątej musimy być na dworcu.', es: 'Tenemos que estar en la estación a las nueve.' }, correct: false },
      { formDe: 'Muss - ich - hier - bezahlen?', hide: ['Muss', 'bezahlen'], formEn: 'Do I have to pay here?', tr: { ua: 'Мені треба платити тут?', de: 'Frage im Museum: Ist der Eintritt hier oder an einer anderen Kasse? (müssen, bezahlen)', ru: 'Мне нужно платить здесь?', be: 'Мне трэба плаціць тут?', tr: 'Burada mı ödemem gerekiyor?', pl: 'Czy muszę tu zapłacić?', es: '¿Tengo que pagar aquí?' }, correct: false },
      { formDe: 'Ihr - müsst - die Schuhe - nicht - ausziehen.', hide: ['müsst', 'ausziehen'], formEn: 'You don’t have to take off your shoes.', tr: { ua: 'Вам не треба знімати взуття.', de: 'Die Gastgeber sagen zu den Gästen (ihr-Form): Mit Schuhen in die Wohnung ist kein Problem. (nicht müssen, ausziehen)', ru: 'Вам не нужно снимать обувь.', be: 'Вам не трэба здымаць абутак.', tr: 'Ayakkabılarınızı çıkarmanız gerekmiyor.', pl: 'Nie musicie zdejmować butów.', es: 'No tenéis que quitaros los zapatos.' }, correct: false },
      { formDe: 'Anna - muss - jeden Morgen - den Hund - füttern.', hide: ['muss', 'füttern'], formEn: 'Anna has to feed the dog every morning.', tr: { ua: 'Анна мусить щоранку годувати собаку.', de: 'Das ist Annas Aufgabe: Der Hund bekommt um sieben Uhr sein Essen. (müssen, füttern)', ru: 'Анне нужно каждое утро кормить собаку.', be: 'Ганне трэба кожную раніцу карміць сабаку.', tr: 'Anna her sabah köpeği beslemek zorunda.', pl: 'Anna musi co rano karmić psa.', es: 'Anna tiene que dar de comer al perro cada mañana.' }, correct: false },
      { formDe: 'Was - musst - du - heute - noch - machen?', hide: ['musst', 'machen'], formEn: 'What else do you have to do today?', tr: { ua: 'Що тобі ще треба сьогодні зробити?', de: 'Frage an eine Freundin: Welche Aufgaben hast du heute noch? (müssen, machen)', ru: 'Что тебе ещё нужно сделать сегодня?', be: 'Што табе яшчэ трэба сёння зрабіць?', tr: 'Bugün daha ne yapman gerekiyor?', pl: 'Co jeszcze musisz dziś zrobić?', es: '¿Qué más tienes que hacer hoy?' }, correct: false },
    ],
  },
};

export default topic;
