import type { A1Topic } from "../types";

const topic: A1Topic = {
  slug: "word-order",
  type: "word order",
  title: {
    en: "Word order: the verb in position 2",
    ua: "Порядок слів: дієслово на 2-му місці",
    de: "Satzstellung: Verb auf Position 2",
    ru: "Порядок слов: глагол на 2-м месте",
    be: "Парадак слоў: дзеяслоў на 2-м месцы",
    tr: "Kelime sırası: fiil 2. sırada",
    pl: "Szyk zdania: czasownik na 2. miejscu",
    es: "Orden: el verbo en la posición 2",
  },
  descr: {
    en: "Keep the verb in position 2, start with time or place, and send particles and infinitives to the end.",
    ua: "Тримайте дієслово на другому місці, починайте з часу чи місця, а префікси й інфінітиви ставте в кінець.",
    de: "Lass das Verb auf Position 2, beginne mit Zeit oder Ort und stelle Vorsilben und Infinitive ans Ende.",
    ru: "Держите глагол на втором месте, начинайте со времени или места, а приставки и инфинитивы ставьте в конец.",
    be: "Трымайце дзеяслоў на другім месцы, пачынайце з часу ці месца, а прыстаўкі і інфінітывы стаўце ў канец.",
    tr: "Fiili 2. sırada tutun, cümleye zaman ya da yerle başlayın, ön ekleri ve mastarları sona koyun.",
    pl: "Trzymaj czasownik na 2. miejscu, zaczynaj od czasu lub miejsca, a przedrostki i bezokoliczniki stawiaj na końcu.",
    es: "Deja el verbo en la posición 2, empieza por el tiempo o el lugar y lleva partículas e infinitivos al final.",
  },
  rules: {
    en: [
      {
        heading: "The verb is always in position 2",
        paragraphs: [
          "In a German statement, the verb in its personal form always stands in position 2. A position is not one word but one element of the sentence: mein Bruder, am Wochenende and um sieben Uhr each count as one position.",
          "Position 1 is often the subject, but it does not have to be.",
        ],
        examples: [
          { de: "Ich wohne in Köln.", tr: "I live in Cologne." },
          { de: "Mein Bruder spielt Fußball.", tr: "My brother plays football." },
        ],
        table: {
          caption: "Position 1 and position 2",
          head: ["Position 1", "Position 2 (verb)", "Rest"],
          rows: [
            ["Ich", "wohne", "in Köln."],
            ["Mein Bruder", "spielt", "Fußball."],
            ["Heute", "gehe", "ich ins Kino."],
            ["Am Wochenende", "besuche", "ich meine Oma."],
          ],
        },
      },
      {
        heading: "Inversion: time or place at the beginning",
        paragraphs: [
          "If you start the sentence with a time or place expression (heute, morgen, am Montag, im Sommer, in Berlin…), the verb still stays in position 2. The subject moves behind the verb.",
          "This is called inversion. It is very common in German: people like to start a sentence with the time.",
        ],
        examples: [
          { de: "Heute gehe ich ins Kino.", tr: "Today I'm going to the cinema." },
          { de: "Morgen fahren wir nach Berlin.", tr: "Tomorrow we're going to Berlin." },
          { de: "Im Sommer schwimmen wir im See.", tr: "In summer we swim in the lake." },
          { de: "In Berlin wohnt meine Tante.", tr: "My aunt lives in Berlin." },
        ],
      },
      {
        heading: "The verb bracket: separable verbs and modal verbs",
        paragraphs: [
          "Some sentences have a verb in two parts. The first part stays in position 2, the second part goes to the very end of the sentence. Everything else stands in between, as if inside a bracket.",
          "Separable verbs (aufstehen, anrufen, einkaufen, fernsehen…): the verb is in position 2, the particle goes to the end: Ich stehe um sechs Uhr auf.",
          "Modal verbs (können, müssen, wollen, dürfen, möchten…): the modal verb is in position 2, the infinitive goes to the end: Ich kann gut kochen.",
        ],
        table: {
          caption: "The verb bracket",
          head: ["Position 1", "Position 2", "Middle", "End"],
          rows: [
            ["Ich", "stehe", "um sechs Uhr", "auf."],
            ["Sie", "ruft", "ihre Mutter", "an."],
            ["Wir", "müssen", "heute", "arbeiten."],
            ["Morgen", "möchte", "ich ins Museum", "gehen."],
          ],
        },
      },
      {
        heading: "Common mistakes",
        paragraphs: [
          "✗ Heute ich gehe ins Kino. ✓ Heute gehe ich ins Kino. When a time expression comes first, the verb comes before the subject.",
          "✗ Ich aufstehe um sechs Uhr. ✓ Ich stehe um sechs Uhr auf. In a main clause, the particle of a separable verb goes to the end.",
          "✗ Ich kann kochen gut. ✓ Ich kann gut kochen. The infinitive after a modal verb is always last.",
          "Tip: time usually comes before place: Ich fahre morgen nach Berlin.",
        ],
      },
    ],
    ua: [
      {
        heading: "Дієслово завжди стоїть на другому місці",
        paragraphs: [
          "У німецькому розповідному реченні дієслово в особовій формі завжди стоїть на другому місці. Місце – це не одне слово, а один член речення: mein Bruder, am Wochenende чи um sieben Uhr займають по одному місцю.",
          "На першому місці часто стоїть підмет, але не обов’язково.",
        ],
        examples: [
          { de: "Ich wohne in Köln.", tr: "Я живу в Кельні." },
          { de: "Mein Bruder spielt Fußball.", tr: "Мій брат грає у футбол." },
        ],
        table: {
          caption: "Місце 1 і місце 2",
          head: ["Місце 1", "Місце 2 (дієслово)", "Решта"],
          rows: [
            ["Ich", "wohne", "in Köln."],
            ["Mein Bruder", "spielt", "Fußball."],
            ["Heute", "gehe", "ich ins Kino."],
            ["Am Wochenende", "besuche", "ich meine Oma."],
          ],
        },
      },
      {
        heading: "Інверсія: час або місце на початку",
        paragraphs: [
          "Якщо речення починається з позначення часу чи місця (heute, morgen, am Montag, im Sommer, in Berlin…), дієслово все одно залишається на другому місці. Підмет переходить за дієслово.",
          "Це називається інверсією. У німецькій мові вона дуже поширена: німці люблять починати речення з часу.",
        ],
        examples: [
          { de: "Heute gehe ich ins Kino.", tr: "Сьогодні я йду в кіно." },
          { de: "Morgen fahren wir nach Berlin.", tr: "Завтра ми їдемо до Берліна." },
          { de: "Im Sommer schwimmen wir im See.", tr: "Улітку ми плаваємо в озері." },
          { de: "In Berlin wohnt meine Tante.", tr: "У Берліні живе моя тітка." },
        ],
      },
      {
        heading: "Рамкова конструкція: відокремлювані та модальні дієслова",
        paragraphs: [
          "У деяких реченнях дієслово має дві частини. Перша частина залишається на другому місці, друга йде в самий кінець речення. Усе інше стоїть між ними, як у рамці.",
          "Дієслова з відокремлюваним префіксом (aufstehen, anrufen, einkaufen, fernsehen…): дієслово стоїть на другому місці, префікс іде в кінець: Ich stehe um sechs Uhr auf.",
          "Модальні дієслова (können, müssen, wollen, dürfen, möchten…): модальне дієслово стоїть на другому місці, інфінітив іде в кінець: Ich kann gut kochen.",
        ],
        table: {
          caption: "Рамкова конструкція",
          head: ["Місце 1", "Місце 2", "Середина", "Кінець"],
          rows: [
            ["Ich", "stehe", "um sechs Uhr", "auf."],
            ["Sie", "ruft", "ihre Mutter", "an."],
            ["Wir", "müssen", "heute", "arbeiten."],
            ["Morgen", "möchte", "ich ins Museum", "gehen."],
          ],
        },
      },
      {
        heading: "Типові помилки",
        paragraphs: [
          "✗ Heute ich gehe ins Kino. ✓ Heute gehe ich ins Kino. Якщо речення починається з позначення часу, дієслово стоїть перед підметом.",
          "✗ Ich aufstehe um sechs Uhr. ✓ Ich stehe um sechs Uhr auf. У головному реченні відокремлюваний префікс іде в кінець.",
          "✗ Ich kann kochen gut. ✓ Ich kann gut kochen. Інфінітив після модального дієслова завжди стоїть останнім.",
          "Порада: час зазвичай стоїть перед місцем: Ich fahre morgen nach Berlin.",
        ],
      },
    ],
    de: [
      {
        heading: "Das Verb steht immer auf Position 2",
        paragraphs: [
          "Im deutschen Aussagesatz steht das konjugierte Verb immer auf Position 2. Eine Position ist nicht ein Wort, sondern ein Satzglied: mein Bruder, am Wochenende oder um sieben Uhr sind jeweils eine Position.",
          "Auf Position 1 steht oft das Subjekt, aber nicht immer.",
        ],
        examples: [
          { de: "Ich wohne in Köln.", tr: "das Subjekt auf Position 1" },
          { de: "Mein Bruder spielt Fußball.", tr: "mein Bruder ist eine Position" },
        ],
        table: {
          caption: "Position 1 und Position 2",
          head: ["Position 1", "Position 2 (Verb)", "Rest"],
          rows: [
            ["Ich", "wohne", "in Köln."],
            ["Mein Bruder", "spielt", "Fußball."],
            ["Heute", "gehe", "ich ins Kino."],
            ["Am Wochenende", "besuche", "ich meine Oma."],
          ],
        },
      },
      {
        heading: "Inversion: Zeit oder Ort am Anfang",
        paragraphs: [
          "Beginnt der Satz mit einer Zeitangabe oder einer Ortsangabe (heute, morgen, am Montag, im Sommer, in Berlin …), bleibt das Verb trotzdem auf Position 2. Das Subjekt steht dann nach dem Verb.",
          "Das nennt man Inversion. Sie ist im Deutschen sehr häufig: Man beginnt einen Satz gern mit der Zeit.",
        ],
        examples: [
          { de: "Heute gehe ich ins Kino.", tr: "die Zeit auf Position 1, dann das Verb, dann das Subjekt" },
          { de: "Morgen fahren wir nach Berlin.", tr: "morgen – fahren – wir" },
          { de: "Im Sommer schwimmen wir im See.", tr: "im Sommer ist eine Position" },
          { de: "In Berlin wohnt meine Tante.", tr: "der Ort auf Position 1, das Subjekt am Ende" },
        ],
      },
      {
        heading: "Die Satzklammer: trennbare Verben und Modalverben",
        paragraphs: [
          "Manche Sätze haben ein Verb aus zwei Teilen. Der erste Teil bleibt auf Position 2, der zweite Teil steht ganz am Ende. Alles andere steht dazwischen wie in einer Klammer.",
          "Trennbare Verben (aufstehen, anrufen, einkaufen, fernsehen …): Das Verb steht auf Position 2, die Vorsilbe am Ende: Ich stehe um sechs Uhr auf.",
          "Modalverben (können, müssen, wollen, dürfen, möchten …): Das Modalverb steht auf Position 2, der Infinitiv am Ende: Ich kann gut kochen.",
        ],
        table: {
          caption: "Die Satzklammer",
          head: ["Position 1", "Position 2", "Mitte", "Ende"],
          rows: [
            ["Ich", "stehe", "um sechs Uhr", "auf."],
            ["Sie", "ruft", "ihre Mutter", "an."],
            ["Wir", "müssen", "heute", "arbeiten."],
            ["Morgen", "möchte", "ich ins Museum", "gehen."],
          ],
        },
      },
      {
        heading: "Typische Fehler",
        paragraphs: [
          "✗ Heute ich gehe ins Kino. ✓ Heute gehe ich ins Kino. Steht die Zeit am Anfang, kommt das Verb vor dem Subjekt.",
          "✗ Ich aufstehe um sechs Uhr. ✓ Ich stehe um sechs Uhr auf. Im Hauptsatz steht die Vorsilbe eines trennbaren Verbs am Ende.",
          "✗ Ich kann kochen gut. ✓ Ich kann gut kochen. Der Infinitiv nach einem Modalverb steht immer ganz am Ende.",
          "Tipp: Die Zeit steht meistens vor dem Ort: Ich fahre morgen nach Berlin.",
        ],
      },
    ],
    ru: [
      {
        heading: "Глагол всегда стоит на втором месте",
        paragraphs: [
          "В немецком повествовательном предложении глагол в личной форме всегда стоит на втором месте. Место – это не одно слово, а один член предложения: mein Bruder, am Wochenende или um sieben Uhr занимают по одному месту.",
          "На первом месте часто стоит подлежащее, но не обязательно.",
        ],
        examples: [
          { de: "Ich wohne in Köln.", tr: "Я живу в Кёльне." },
          { de: "Mein Bruder spielt Fußball.", tr: "Мой брат играет в футбол." },
        ],
        table: {
          caption: "Место 1 и место 2",
          head: ["Место 1", "Место 2 (глагол)", "Остальное"],
          rows: [
            ["Ich", "wohne", "in Köln."],
            ["Mein Bruder", "spielt", "Fußball."],
            ["Heute", "gehe", "ich ins Kino."],
            ["Am Wochenende", "besuche", "ich meine Oma."],
          ],
        },
      },
      {
        heading: "Инверсия: время или место в начале",
        paragraphs: [
          "Если предложение начинается с обозначения времени или места (heute, morgen, am Montag, im Sommer, in Berlin…), глагол всё равно остаётся на втором месте. Подлежащее переходит за глагол.",
          "Это называется инверсией. В немецком языке она очень распространена: немцы любят начинать предложение со времени.",
        ],
        examples: [
          { de: "Heute gehe ich ins Kino.", tr: "Сегодня я иду в кино." },
          { de: "Morgen fahren wir nach Berlin.", tr: "Завтра мы едем в Берлин." },
          { de: "Im Sommer schwimmen wir im See.", tr: "Летом мы плаваем в озере." },
          { de: "In Berlin wohnt meine Tante.", tr: "В Берлине живёт моя тётя." },
        ],
      },
      {
        heading: "Рамочная конструкция: отделяемые и модальные глаголы",
        paragraphs: [
          "В некоторых предложениях глагол состоит из двух частей. Первая часть остаётся на втором месте, вторая уходит в самый конец предложения. Всё остальное стоит между ними, как в рамке.",
          "Глаголы с отделяемой приставкой (aufstehen, anrufen, einkaufen, fernsehen…): глагол стоит на втором месте, приставка уходит в конец: Ich stehe um sechs Uhr auf.",
          "Модальные глаголы (können, müssen, wollen, dürfen, möchten…): модальный глагол стоит на втором месте, инфинитив уходит в конец: Ich kann gut kochen.",
        ],
        table: {
          caption: "Рамочная конструкция",
          head: ["Место 1", "Место 2", "Середина", "Конец"],
          rows: [
            ["Ich", "stehe", "um sechs Uhr", "auf."],
            ["Sie", "ruft", "ihre Mutter", "an."],
            ["Wir", "müssen", "heute", "arbeiten."],
            ["Morgen", "möchte", "ich ins Museum", "gehen."],
          ],
        },
      },
      {
        heading: "Типичные ошибки",
        paragraphs: [
          "✗ Heute ich gehe ins Kino. ✓ Heute gehe ich ins Kino. Если предложение начинается с обозначения времени, глагол стоит перед подлежащим.",
          "✗ Ich aufstehe um sechs Uhr. ✓ Ich stehe um sechs Uhr auf. В главном предложении отделяемая приставка уходит в конец.",
          "✗ Ich kann kochen gut. ✓ Ich kann gut kochen. Инфинитив после модального глагола всегда стоит последним.",
          "Совет: время обычно стоит перед местом: Ich fahre morgen nach Berlin.",
        ],
      },
    ],
    be: [
      {
        heading: "Дзеяслоў заўсёды стаіць на другім месцы",
        paragraphs: [
          "У нямецкім апавядальным сказе дзеяслоў у асабовай форме заўсёды стаіць на другім месцы. Месца – гэта не адно слова, а адзін член сказа: mein Bruder, am Wochenende ці um sieben Uhr займаюць па адным месцы.",
          "На першым месцы часта стаіць дзейнік, але не абавязкова.",
        ],
        examples: [
          { de: "Ich wohne in Köln.", tr: "Я жыву ў Кёльне." },
          { de: "Mein Bruder spielt Fußball.", tr: "Мой брат гуляе ў футбол." },
        ],
        table: {
          caption: "Месца 1 і месца 2",
          head: ["Месца 1", "Месца 2 (дзеяслоў)", "Астатняе"],
          rows: [
            ["Ich", "wohne", "in Köln."],
            ["Mein Bruder", "spielt", "Fußball."],
            ["Heute", "gehe", "ich ins Kino."],
            ["Am Wochenende", "besuche", "ich meine Oma."],
          ],
        },
      },
      {
        heading: "Інверсія: час або месца ў пачатку",
        paragraphs: [
          "Калі сказ пачынаецца з абазначэння часу ці месца (heute, morgen, am Montag, im Sommer, in Berlin…), дзеяслоў усё роўна застаецца на другім месцы. Дзейнік пераходзіць за дзеяслоў.",
          "Гэта называецца інверсіяй. У нямецкай мове яна вельмі пашыраная: немцы любяць пачынаць сказ з часу.",
        ],
        examples: [
          { de: "Heute gehe ich ins Kino.", tr: "Сёння я іду ў кіно." },
          { de: "Morgen fahren wir nach Berlin.", tr: "Заўтра мы едзем у Берлін." },
          { de: "Im Sommer schwimmen wir im See.", tr: "Летам мы плаваем у возеры." },
          { de: "In Berlin wohnt meine Tante.", tr: "У Берліне жыве мая цётка." },
        ],
      },
      {
        heading: "Рамачная канструкцыя: аддзяляльныя і мадальныя дзеясловы",
        paragraphs: [
          "У некаторых сказах дзеяслоў складаецца з дзвюх частак. Першая частка застаецца на другім месцы, другая ідзе ў самы канец сказа. Усё астатняе стаіць паміж імі, як у рамцы.",
          "Дзеясловы з аддзяляльнай прыстаўкай (aufstehen, anrufen, einkaufen, fernsehen…): дзеяслоў стаіць на другім месцы, прыстаўка ідзе ў канец: Ich stehe um sechs Uhr auf.",
          "Мадальныя дзеясловы (können, müssen, wollen, dürfen, möchten…): мадальны дзеяслоў стаіць на другім месцы, інфінітыў ідзе ў канец: Ich kann gut kochen.",
        ],
        table: {
          caption: "Рамачная канструкцыя",
          head: ["Месца 1", "Месца 2", "Сярэдзіна", "Канец"],
          rows: [
            ["Ich", "stehe", "um sechs Uhr", "auf."],
            ["Sie", "ruft", "ihre Mutter", "an."],
            ["Wir", "müssen", "heute", "arbeiten."],
            ["Morgen", "möchte", "ich ins Museum", "gehen."],
          ],
        },
      },
      {
        heading: "Тыповыя памылкі",
        paragraphs: [
          "✗ Heute ich gehe ins Kino. ✓ Heute gehe ich ins Kino. Калі сказ пачынаецца з абазначэння часу, дзеяслоў стаіць перад дзейнікам.",
          "✗ Ich aufstehe um sechs Uhr. ✓ Ich stehe um sechs Uhr auf. У галоўным сказе аддзяляльная прыстаўка ідзе ў канец.",
          "✗ Ich kann kochen gut. ✓ Ich kann gut kochen. Інфінітыў пасля мадальнага дзеяслова заўсёды стаіць апошнім.",
          "Парада: час звычайна стаіць перад месцам: Ich fahre morgen nach Berlin.",
        ],
      },
    ],
    tr: [
      {
        heading: "Fiil her zaman 2. sıradadır",
        paragraphs: [
          "Almanca düz cümlede çekimli fiil her zaman 2. sırada durur. Bir sıra tek bir kelime değil, bir cümle ögesidir: mein Bruder, am Wochenende veya um sieben Uhr her biri tek bir sıra sayılır.",
          "1. sırada çoğu zaman özne bulunur, ama bu şart değildir.",
        ],
        examples: [
          { de: "Ich wohne in Köln.", tr: "Köln'de yaşıyorum." },
          { de: "Mein Bruder spielt Fußball.", tr: "Erkek kardeşim futbol oynuyor." },
        ],
        table: {
          caption: "1. sıra ve 2. sıra",
          head: ["1. sıra", "2. sıra (fiil)", "Geri kalan"],
          rows: [
            ["Ich", "wohne", "in Köln."],
            ["Mein Bruder", "spielt", "Fußball."],
            ["Heute", "gehe", "ich ins Kino."],
            ["Am Wochenende", "besuche", "ich meine Oma."],
          ],
        },
      },
      {
        heading: "Devrik yapı: başta zaman ya da yer",
        paragraphs: [
          "Cümleye bir zaman ya da yer ifadesiyle başlarsanız (heute, morgen, am Montag, im Sommer, in Berlin…), fiil yine 2. sırada kalır. Özne fiilin arkasına geçer.",
          "Buna devrik yapı (Inversion) denir. Almancada çok yaygındır: Almanlar cümleye zamanla başlamayı sever.",
        ],
        examples: [
          { de: "Heute gehe ich ins Kino.", tr: "Bugün sinemaya gidiyorum." },
          { de: "Morgen fahren wir nach Berlin.", tr: "Yarın Berlin'e gidiyoruz." },
          { de: "Im Sommer schwimmen wir im See.", tr: "Yazın gölde yüzeriz." },
          { de: "In Berlin wohnt meine Tante.", tr: "Teyzem Berlin'de yaşıyor." },
        ],
      },
      {
        heading: "Fiil çerçevesi: ayrılabilen fiiller ve modal fiiller",
        paragraphs: [
          "Bazı cümlelerde fiil iki parçalıdır. Birinci parça 2. sırada kalır, ikinci parça cümlenin en sonuna gider. Geri kalan her şey, bir çerçevenin içindeymiş gibi, ikisinin arasında durur.",
          "Ayrılabilen fiiller (aufstehen, anrufen, einkaufen, fernsehen…): Fiil 2. sırada durur, ön ek sona gider: Ich stehe um sechs Uhr auf.",
          "Modal fiiller (können, müssen, wollen, dürfen, möchten…): Modal fiil 2. sırada durur, mastar sona gider: Ich kann gut kochen.",
        ],
        table: {
          caption: "Fiil çerçevesi",
          head: ["1. sıra", "2. sıra", "Orta", "Son"],
          rows: [
            ["Ich", "stehe", "um sechs Uhr", "auf."],
            ["Sie", "ruft", "ihre Mutter", "an."],
            ["Wir", "müssen", "heute", "arbeiten."],
            ["Morgen", "möchte", "ich ins Museum", "gehen."],
          ],
        },
      },
      {
        heading: "Sık yapılan hatalar",
        paragraphs: [
          "✗ Heute ich gehe ins Kino. ✓ Heute gehe ich ins Kino. Cümle bir zaman ifadesiyle başlıyorsa fiil özneden önce gelir.",
          "✗ Ich aufstehe um sechs Uhr. ✓ Ich stehe um sechs Uhr auf. Ana cümlede ayrılabilen fiilin ön eki sona gider.",
          "✗ Ich kann kochen gut. ✓ Ich kann gut kochen. Modal fiilden sonraki mastar her zaman en sonda durur.",
          "İpucu: Zaman genellikle yerden önce gelir: Ich fahre morgen nach Berlin.",
        ],
      },
    ],
    pl: [
      {
        heading: "Czasownik zawsze stoi na 2. miejscu",
        paragraphs: [
          "W niemieckim zdaniu oznajmującym czasownik w formie osobowej zawsze stoi na 2. miejscu. Miejsce to nie jedno słowo, lecz jedna część zdania: mein Bruder, am Wochenende czy um sieben Uhr zajmują po jednym miejscu.",
          "Na 1. miejscu często stoi podmiot, ale nie musi.",
        ],
        examples: [
          { de: "Ich wohne in Köln.", tr: "Mieszkam w Kolonii." },
          { de: "Mein Bruder spielt Fußball.", tr: "Mój brat gra w piłkę nożną." },
        ],
        table: {
          caption: "Miejsce 1 i miejsce 2",
          head: ["Miejsce 1", "Miejsce 2 (czasownik)", "Reszta"],
          rows: [
            ["Ich", "wohne", "in Köln."],
            ["Mein Bruder", "spielt", "Fußball."],
            ["Heute", "gehe", "ich ins Kino."],
            ["Am Wochenende", "besuche", "ich meine Oma."],
          ],
        },
      },
      {
        heading: "Inwersja: czas lub miejsce na początku",
        paragraphs: [
          "Jeśli zaczynasz zdanie od określenia czasu lub miejsca (heute, morgen, am Montag, im Sommer, in Berlin…), czasownik nadal zostaje na 2. miejscu. Podmiot przechodzi za czasownik.",
          "Nazywa się to inwersją. W języku niemieckim jest bardzo częsta: Niemcy lubią zaczynać zdanie od czasu.",
        ],
        examples: [
          { de: "Heute gehe ich ins Kino.", tr: "Dziś idę do kina." },
          { de: "Morgen fahren wir nach Berlin.", tr: "Jutro jedziemy do Berlina." },
          { de: "Im Sommer schwimmen wir im See.", tr: "Latem pływamy w jeziorze." },
          { de: "In Berlin wohnt meine Tante.", tr: "W Berlinie mieszka moja ciocia." },
        ],
      },
      {
        heading: "Ramka zdaniowa: czasowniki rozdzielnie złożone i modalne",
        paragraphs: [
          "W niektórych zdaniach czasownik składa się z dwóch części. Pierwsza część zostaje na 2. miejscu, druga idzie na sam koniec zdania. Wszystko inne stoi pomiędzy nimi, jak w ramce.",
          "Czasowniki rozdzielnie złożone (aufstehen, anrufen, einkaufen, fernsehen…): czasownik stoi na 2. miejscu, przedrostek idzie na koniec: Ich stehe um sechs Uhr auf.",
          "Czasowniki modalne (können, müssen, wollen, dürfen, möchten…): czasownik modalny stoi na 2. miejscu, bezokolicznik idzie na koniec: Ich kann gut kochen.",
        ],
        table: {
          caption: "Ramka zdaniowa",
          head: ["Miejsce 1", "Miejsce 2", "Środek", "Koniec"],
          rows: [
            ["Ich", "stehe", "um sechs Uhr", "auf."],
            ["Sie", "ruft", "ihre Mutter", "an."],
            ["Wir", "müssen", "heute", "arbeiten."],
            ["Morgen", "möchte", "ich ins Museum", "gehen."],
          ],
        },
      },
      {
        heading: "Częste błędy",
        paragraphs: [
          "✗ Heute ich gehe ins Kino. ✓ Heute gehe ich ins Kino. Gdy zdanie zaczyna się od określenia czasu, czasownik stoi przed podmiotem.",
          "✗ Ich aufstehe um sechs Uhr. ✓ Ich stehe um sechs Uhr auf. W zdaniu głównym przedrostek czasownika rozdzielnie złożonego idzie na koniec.",
          "✗ Ich kann kochen gut. ✓ Ich kann gut kochen. Bezokolicznik po czasowniku modalnym zawsze stoi na końcu.",
          "Wskazówka: czas zwykle stoi przed miejscem: Ich fahre morgen nach Berlin.",
        ],
      },
    ],
    es: [
      {
        heading: "El verbo siempre está en la posición 2",
        paragraphs: [
          "En una oración afirmativa alemana, el verbo conjugado siempre está en la posición 2. Una posición no es una palabra, sino un elemento de la oración: mein Bruder, am Wochenende o um sieben Uhr ocupan cada uno una posición.",
          "En la posición 1 suele estar el sujeto, pero no es obligatorio.",
        ],
        examples: [
          { de: "Ich wohne in Köln.", tr: "Vivo en Colonia." },
          { de: "Mein Bruder spielt Fußball.", tr: "Mi hermano juega al fútbol." },
        ],
        table: {
          caption: "Posición 1 y posición 2",
          head: ["Posición 1", "Posición 2 (verbo)", "Resto"],
          rows: [
            ["Ich", "wohne", "in Köln."],
            ["Mein Bruder", "spielt", "Fußball."],
            ["Heute", "gehe", "ich ins Kino."],
            ["Am Wochenende", "besuche", "ich meine Oma."],
          ],
        },
      },
      {
        heading: "Inversión: tiempo o lugar al principio",
        paragraphs: [
          "Si empiezas la oración con una expresión de tiempo o de lugar (heute, morgen, am Montag, im Sommer, in Berlin…), el verbo sigue en la posición 2. El sujeto pasa detrás del verbo.",
          "Esto se llama inversión. Es muy frecuente en alemán: a los alemanes les gusta empezar la oración por el tiempo.",
        ],
        examples: [
          { de: "Heute gehe ich ins Kino.", tr: "Hoy voy al cine." },
          { de: "Morgen fahren wir nach Berlin.", tr: "Mañana vamos a Berlín." },
          { de: "Im Sommer schwimmen wir im See.", tr: "En verano nadamos en el lago." },
          { de: "In Berlin wohnt meine Tante.", tr: "En Berlín vive mi tía." },
        ],
      },
      {
        heading: "El marco verbal: verbos separables y verbos modales",
        paragraphs: [
          "Algunas oraciones tienen un verbo de dos partes. La primera parte se queda en la posición 2 y la segunda va al final de la oración. Todo lo demás va en medio, como dentro de un marco.",
          "Verbos separables (aufstehen, anrufen, einkaufen, fernsehen…): el verbo está en la posición 2 y la partícula va al final: Ich stehe um sechs Uhr auf.",
          "Verbos modales (können, müssen, wollen, dürfen, möchten…): el verbo modal está en la posición 2 y el infinitivo va al final: Ich kann gut kochen.",
        ],
        table: {
          caption: "El marco verbal",
          head: ["Posición 1", "Posición 2", "Centro", "Final"],
          rows: [
            ["Ich", "stehe", "um sechs Uhr", "auf."],
            ["Sie", "ruft", "ihre Mutter", "an."],
            ["Wir", "müssen", "heute", "arbeiten."],
            ["Morgen", "möchte", "ich ins Museum", "gehen."],
          ],
        },
      },
      {
        heading: "Errores frecuentes",
        paragraphs: [
          "✗ Heute ich gehe ins Kino. ✓ Heute gehe ich ins Kino. Si la oración empieza con una expresión de tiempo, el verbo va delante del sujeto.",
          "✗ Ich aufstehe um sechs Uhr. ✓ Ich stehe um sechs Uhr auf. En la oración principal, la partícula del verbo separable va al final.",
          "✗ Ich kann kochen gut. ✓ Ich kann gut kochen. El infinitivo después de un verbo modal siempre va al final.",
          "Consejo: el tiempo suele ir antes que el lugar: Ich fahre morgen nach Berlin.",
        ],
      },
    ],
  },
  practice: {
    kind: "deEn",
    elements: [
      { de: "Ich - wohne - in Köln.", hide: ["wohne"], en: "I live in Cologne.", tr: { ua: "Я живу в Кельні.", de: "Meine Wohnung ist in Köln. (wohnen)", ru: "Я живу в Кёльне.", be: "Я жыву ў Кёльне.", tr: "Köln’de yaşıyorum.", pl: "Mieszkam w Kolonii.", es: "Vivo en Colonia." } },
      { de: "Mein Bruder - spielt - Fußball.", hide: ["spielt"], en: "My brother plays football.", tr: { ua: "Мій брат грає у футбол.", de: "Mein Bruder ist oft mit dem Ball auf dem Sportplatz. (spielen)", ru: "Мой брат играет в футбол.", be: "Мой брат гуляе ў футбол.", tr: "Erkek kardeşim futbol oynuyor.", pl: "Mój brat gra w piłkę nożną.", es: "Mi hermano juega al fútbol." } },
      { de: "Heute - gehe - ich - ins Kino.", hide: ["gehe"], en: "Today I'm going to the cinema.", tr: { ua: "Сьогодні я йду в кіно.", de: "Ich sehe einen Film auf der großen Leinwand. (gehen, das Kino; Satzanfang: Heute)", ru: "Сегодня я иду в кино.", be: "Сёння я іду ў кіно.", tr: "Bugün sinemaya gidiyorum.", pl: "Dzisiaj idę do kina.", es: "Hoy voy al cine." } },
      { de: "Morgen - fahren - wir - nach Berlin.", hide: ["fahren"], en: "Tomorrow we're going to Berlin.", tr: { ua: "Завтра ми їдемо до Берліна.", de: "Unsere Reise nach Berlin ist schon bald. (fahren; Satzanfang: Morgen)", ru: "Завтра мы едем в Берлин.", be: "Заўтра мы едзем у Берлін.", tr: "Yarın Berlin’e gidiyoruz.", pl: "Jutro jedziemy do Berlina.", es: "Mañana vamos a Berlín." } },
      { de: "Am Wochenende - besuche - ich - meine Oma.", hide: ["besuche"], en: "At the weekend I visit my grandma.", tr: { ua: "На вихідних я відвідую свою бабусю.", de: "Samstags und sonntags fahre ich zu Oma. (besuchen; Satzanfang: Am Wochenende)", ru: "На выходных я навещаю свою бабушку.", be: "На выхадных я наведваю сваю бабулю.", tr: "Hafta sonu büyükannemi ziyaret ediyorum.", pl: "W weekend odwiedzam swoją babcię.", es: "El fin de semana visito a mi abuela." } },
      { de: "In Berlin - wohnt - meine Tante.", hide: ["wohnt"], en: "My aunt lives in Berlin.", tr: { ua: "Моя тітка живе в Берліні.", de: "Die Wohnung von meiner Tante ist in der Hauptstadt. (wohnen; Satzanfang: In Berlin)", ru: "Моя тётя живёт в Берлине.", be: "Мая цётка жыве ў Берліне.", tr: "Teyzem Berlin’de yaşıyor.", pl: "Moja ciocia mieszka w Berlinie.", es: "Mi tía vive en Berlín." } },
      { de: "Um sieben Uhr - frühstückt - die Familie.", hide: ["frühstückt"], en: "The family has breakfast at seven o'clock.", tr: { ua: "Сім’я снідає о сьомій годині.", de: "Morgens sitzen alle zusammen am Tisch und essen Brötchen. (frühstücken; Satzanfang: Um sieben Uhr)", ru: "Семья завтракает в семь часов.", be: "Сям’я снедае а сёмай гадзіне.", tr: "Aile saat yedide kahvaltı yapıyor.", pl: "Rodzina je śniadanie o siódmej.", es: "La familia desayuna a las siete." } },
      { de: "Im Sommer - schwimmen - wir - im See.", hide: ["schwimmen"], en: "In summer we swim in the lake.", tr: { ua: "Улітку ми плаваємо в озері.", de: "Wenn es warm ist, gehen wir ins Wasser am See. (schwimmen; Satzanfang: Im Sommer)", ru: "Летом мы плаваем в озере.", be: "Улетку мы плаваем у возеры.", tr: "Yazın gölde yüzüyoruz.", pl: "Latem pływamy w jeziorze.", es: "En verano nadamos en el lago." } },
      { de: "Hier - ist - das Wetter - schön.", hide: ["ist"], en: "The weather is nice here.", tr: { ua: "Тут гарна погода.", de: "An diesem Ort scheint oft die Sonne. (sein; Satzanfang: Hier)", ru: "Здесь хорошая погода.", be: "Тут добрае надвор’е.", tr: "Burada hava güzel.", pl: "Tutaj jest ładna pogoda.", es: "Aquí hace buen tiempo." } },
      { de: "Jetzt - lerne - ich - Deutsch.", hide: ["lerne"], en: "Now I'm learning German.", tr: { ua: "Зараз я вчу німецьку.", de: "In diesem Moment mache ich meinen Deutschkurs. (lernen; Satzanfang: Jetzt)", ru: "Сейчас я учу немецкий.", be: "Цяпер я вучу нямецкую.", tr: "Şimdi Almanca öğreniyorum.", pl: "Teraz uczę się niemieckiego.", es: "Ahora estoy aprendiendo alemán." } },
      { de: "Am Abend - sieht - er - fern.", hide: ["sieht", "fern"], en: "In the evening he watches TV.", tr: { ua: "Увечері він дивиться телевізор.", de: "Abends sitzt er vor dem Fernseher. (fernsehen; Satzanfang: Am Abend)", ru: "Вечером он смотрит телевизор.", be: "Увечары ён глядзіць тэлевізар.", tr: "Akşamları televizyon izliyor.", pl: "Wieczorem ogląda telewizję.", es: "Por la noche ve la tele." } },
      { de: "Ich - stehe - um sechs Uhr - auf.", hide: ["stehe", "auf"], en: "I get up at six o'clock.", tr: { ua: "Я встаю о шостій годині.", de: "Mein Wecker klingelt um 6 Uhr, dann verlasse ich das Bett. (aufstehen)", ru: "Я встаю в шесть часов.", be: "Я ўстаю а шостай гадзіне.", tr: "Saat altıda kalkıyorum.", pl: "Wstaję o szóstej.", es: "Me levanto a las seis." } },
      { de: "Der Zug - kommt - um zehn Uhr - an.", hide: ["kommt", "an"], en: "The train arrives at ten o'clock.", tr: { ua: "Потяг прибуває о десятій годині.", de: "Um 10 Uhr ist der Zug im Bahnhof. (ankommen)", ru: "Поезд прибывает в десять часов.", be: "Цягнік прыбывае а дзясятай гадзіне.", tr: "Tren saat onda varıyor.", pl: "Pociąg przyjeżdża o dziesiątej.", es: "El tren llega a las diez." } },
      { de: "Wir - kaufen - im Supermarkt - ein.", hide: ["kaufen", "ein"], en: "We do our shopping at the supermarket.", tr: { ua: "Ми робимо покупки в супермаркеті.", de: "Unser Essen holen wir immer im Supermarkt. (einkaufen)", ru: "Мы делаем покупки в супермаркете.", be: "Мы робім пакупкі ў супермаркеце.", tr: "Alışverişimizi süpermarkette yapıyoruz.", pl: "Robimy zakupy w supermarkecie.", es: "Hacemos la compra en el supermercado." } },
      { de: "Heute - räume - ich - mein Zimmer - auf.", hide: ["räume", "auf"], en: "Today I'm tidying my room.", tr: { ua: "Сьогодні я прибираю свою кімнату.", de: "In meinem Zimmer ist Chaos, das ändere ich. (aufräumen; Satzanfang: Heute)", ru: "Сегодня я убираю свою комнату.", be: "Сёння я прыбіраю свой пакой.", tr: "Bugün odamı topluyorum.", pl: "Dzisiaj sprzątam swój pokój.", es: "Hoy ordeno mi habitación." } },
      { de: "Sie - ruft - ihre Mutter - an.", hide: ["ruft", "an"], en: "She is calling her mother.", tr: { ua: "Вона телефонує своїй мамі.", de: "Sie telefoniert mit Mama. (anrufen)", ru: "Она звонит своей маме.", be: "Яна тэлефануе сваёй маме.", tr: "O, annesini arıyor.", pl: "Ona dzwoni do swojej mamy.", es: "Ella está llamando a su madre." } },
      { de: "Morgen - lädt - Tom - seine Freunde - ein.", hide: ["lädt", "ein"], en: "Tomorrow Tom is inviting his friends.", tr: { ua: "Завтра Том запрошує своїх друзів у гості.", de: "Tom macht eine Party für seine Freunde. (einladen; Satzanfang: Morgen)", ru: "Завтра Том приглашает своих друзей в гости.", be: "Заўтра Том запрашае сваіх сяброў у госці.", tr: "Yarın Tom arkadaşlarını davet ediyor.", pl: "Jutro Tom zaprasza swoich przyjaciół.", es: "Mañana Tom invita a sus amigos." } },
      { de: "Ich - kann - gut - kochen.", hide: ["kann", "kochen"], en: "I can cook well.", tr: { ua: "Я вмію добре готувати.", de: "Mein Essen schmeckt allen. (können, kochen)", ru: "Я умею хорошо готовить.", be: "Я ўмею добра гатаваць.", tr: "İyi yemek yapabiliyorum.", pl: "Umiem dobrze gotować.", es: "Sé cocinar bien." } },
      { de: "Wir - müssen - heute - arbeiten.", hide: ["müssen", "arbeiten"], en: "We have to work today.", tr: { ua: "Сьогодні нам треба працювати.", de: "Heute haben wir keinen freien Tag. (müssen, arbeiten)", ru: "Сегодня нам нужно работать.", be: "Сёння нам трэба працаваць.", tr: "Bugün çalışmak zorundayız.", pl: "Dzisiaj musimy pracować.", es: "Hoy tenemos que trabajar." } },
      { de: "Am Samstag - will - ich - lange - schlafen.", hide: ["will", "schlafen"], en: "On Saturday I want to sleep in.", tr: { ua: "У суботу я хочу довго поспати.", de: "Mein Wecker soll nicht klingeln. (wollen, lange schlafen; Satzanfang: Am Samstag)", ru: "В субботу я хочу подольше поспать.", be: "У суботу я хачу доўга паспаць.", tr: "Cumartesi geç saate kadar uyumak istiyorum.", pl: "W sobotę chcę długo pospać.", es: "El sábado quiero dormir hasta tarde." } },
      { de: "Du - darfst - hier - nicht - rauchen.", hide: ["darfst", "rauchen"], en: "You must not smoke here.", tr: { ua: "Тобі тут не можна курити.", de: "Hier ist Rauchen verboten, auch für dich. (dürfen, nicht)", ru: "Тебе здесь нельзя курить.", be: "Табе тут нельга курыць.", tr: "Burada sigara içemezsin.", pl: "Nie wolno ci tu palić.", es: "Aquí no puedes fumar." } },
      { de: "Morgen - möchte - ich - ins Museum - gehen.", hide: ["möchte", "gehen"], en: "Tomorrow I would like to go to the museum.", tr: { ua: "Завтра я хотів би піти до музею.", de: "Mein Plan: alte Bilder und Kunst ansehen. (möchten, gehen, das Museum; Satzanfang: Morgen)", ru: "Завтра я хотел бы пойти в музей.", be: "Заўтра я хацеў бы пайсці ў музей.", tr: "Yarın müzeye gitmek istiyorum.", pl: "Jutro chciałbym pójść do muzeum.", es: "Mañana me gustaría ir al museo." } },
      { de: "In der Schule - lernen - die Kinder - Englisch.", hide: ["lernen"], en: "At school the children learn English.", tr: { ua: "У школі діти вчать англійську.", de: "Englisch ist ein Fach für die Kinder. (lernen; Satzanfang: In der Schule)", ru: "В школе дети учат английский.", be: "У школе дзеці вучаць англійскую.", tr: "Okulda çocuklar İngilizce öğreniyor.", pl: "W szkole dzieci uczą się angielskiego.", es: "En el colegio los niños aprenden inglés." } },
      { de: "Heute Abend - soll - es - regnen.", hide: ["soll", "regnen"], en: "It is supposed to rain tonight.", tr: { ua: "Кажуть, сьогодні ввечері буде дощ.", de: "Der Wetterbericht sagt: Später kommt Regen. (sollen, regnen; Satzanfang: Heute Abend)", ru: "Говорят, сегодня вечером будет дождь.", be: "Кажуць, сёння ўвечары будзе дождж.", tr: "Bu akşam yağmur yağacakmış.", pl: "Dziś wieczorem ma padać.", es: "Dicen que esta noche va a llover." } },
      { de: "Am Montag - beginnt - mein Deutschkurs.", hide: ["beginnt"], en: "My German course starts on Monday.", tr: { ua: "У понеділок починається мій курс німецької.", de: "Mein Unterricht startet am ersten Tag der Woche. (beginnen; Satzanfang: Am Montag)", ru: "В понедельник начинается мой курс немецкого.", be: "У панядзелак пачынаецца мой курс нямецкай мовы.", tr: "Almanca kursum pazartesi başlıyor.", pl: "W poniedziałek zaczyna się mój kurs niemieckiego.", es: "El lunes empieza mi curso de alemán." } },
      { de: "Nach dem Essen - trinken - wir - einen Kaffee.", hide: ["trinken"], en: "After the meal we have a coffee.", tr: { ua: "Після їжі ми п’ємо каву.", de: "Zuerst das Mittagessen, dann eine Tasse Kaffee. (trinken; Satzanfang: Nach dem Essen)", ru: "После еды мы пьём кофе.", be: "Пасля ежы мы п’ём каву.", tr: "Yemekten sonra kahve içiyoruz.", pl: "Po jedzeniu pijemy kawę.", es: "Después de comer tomamos un café." } },
      { de: "Um acht Uhr - fängt - die Schule - an.", hide: ["fängt", "an"], en: "School starts at eight o'clock.", tr: { ua: "Школа починається о восьмій годині.", de: "Um 8 Uhr sitzen alle in der Klasse. (anfangen; Satzanfang: Um acht Uhr)", ru: "Школа начинается в восемь часов.", be: "Заняткі ў школе пачынаюцца а восьмай гадзіне.", tr: "Okul saat sekizde başlıyor.", pl: "Szkoła zaczyna się o ósmej.", es: "La escuela empieza a las ocho." } },
      { de: "Meine Mutter - kauft - jeden Samstag - auf dem Markt - ein.", hide: ["kauft", "ein"], en: "My mother goes shopping at the market every Saturday.", tr: { ua: "Моя мама щосуботи робить покупки на ринку.", de: "Am Wochenende holt Mama frisches Obst und Gemüse bei den Ständen. (einkaufen)", ru: "Моя мама каждую субботу делает покупки на рынке.", be: "Мая мама кожную суботу робіць пакупкі на рынку.", tr: "Annem her cumartesi pazardan alışveriş yapıyor.", pl: "Moja mama w każdą sobotę robi zakupy na targu.", es: "Mi madre hace la compra en el mercado todos los sábados." } },
      { de: "Im Winter - fahren - wir - Ski.", hide: ["fahren"], en: "In winter we go skiing.", tr: { ua: "Узимку ми катаємося на лижах.", de: "Wenn Schnee liegt, sind wir in den Bergen. (Ski fahren; Satzanfang: Im Winter)", ru: "Зимой мы катаемся на лыжах.", be: "Зімой мы катаемся на лыжах.", tr: "Kışın kayak yapıyoruz.", pl: "Zimą jeździmy na nartach.", es: "En invierno esquiamos." } },
      { de: "Heute Abend - kann - ich - nicht - kommen.", hide: ["kann", "kommen"], en: "I can't come this evening.", tr: { ua: "Сьогодні ввечері я не можу прийти.", de: "Leider habe ich am Abend keine Zeit für das Treffen. (können, kommen; Satzanfang: Heute Abend)", ru: "Сегодня вечером я не могу прийти.", be: "Сёння ўвечары я не магу прыйсці.", tr: "Bu akşam gelemem.", pl: "Dziś wieczorem nie mogę przyjść.", es: "Esta noche no puedo ir." } },
    ],
  },
};

export default topic;
