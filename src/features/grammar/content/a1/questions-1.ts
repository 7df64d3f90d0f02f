import type { A1Topic } from "../types";

const topic: A1Topic = {
  slug: "questions-1",
  type: "questions",
  title: {
    en: "Questions 1 (wer, was, wo, wann…)",
    ua: "Питання 1 (wer, was, wo, wann…)",
    de: "Fragen 1 (wer, was, wo, wann…)",
    ru: "Вопросы 1 (wer, was, wo, wann…)",
    be: "Пытанні 1 (wer, was, wo, wann…)",
    tr: "Sorular 1 (wer, was, wo, wann…)",
    pl: "Pytania 1 (wer, was, wo, wann…)",
    es: "Preguntas 1 (wer, was, wo, wann…)",
  },
  descr: {
    en: "Ask for information with wer, was, wo, wann, wie, warum and the other question words.",
    ua: "Питайте про інформацію за допомогою wer, was, wo, wann, wie, warum та інших питальних слів.",
    de: "Frag nach Informationen mit wer, was, wo, wann, wie, warum und den anderen Fragewörtern.",
    ru: "Спрашивайте об информации с помощью wer, was, wo, wann, wie, warum и других вопросительных слов.",
    be: "Пытайцеся пра інфармацыю з дапамогай wer, was, wo, wann, wie, warum і іншых пытальных слоў.",
    tr: "wer, was, wo, wann, wie, warum ve diğer soru kelimeleriyle bilgi isteyin.",
    pl: "Pytaj o informacje za pomocą wer, was, wo, wann, wie, warum i innych słów pytających.",
    es: "Pide información con wer, was, wo, wann, wie, warum y las demás palabras interrogativas.",
  },
  rules: {
    en: [
      {
        heading: "W-questions: questions with a question word",
        paragraphs: [
          "Almost all German question words start with w-, so these questions are called W-Fragen. You ask them when you want information as the answer, not just ja or nein.",
        ],
        table: {
          caption: "The question words",
          head: ["Question word", "Meaning", "Example"],
          rows: [
            ["wer", "who", "Wer ist das?"],
            ["was", "what", "Was machst du?"],
            ["wo", "where", "Wo wohnst du?"],
            ["wohin", "where (to)", "Wohin fährst du?"],
            ["woher", "where (from)", "Woher kommst du?"],
            ["wann", "when", "Wann beginnt der Kurs?"],
            ["wie", "how", "Wie heißt du?"],
            ["warum", "why", "Warum lernst du Deutsch?"],
            ["wie viel", "how much", "Wie viel kostet das?"],
          ],
        },
      },
      {
        heading: "Word order: question word – verb – subject",
        paragraphs: [
          "The question word stands in position 1, the verb in its personal form in position 2, then comes the subject and after it the rest of the sentence.",
          "The question word can also be a group of words: Wie alt…? Wie viel Wasser…? Wie viele Kinder…?",
        ],
        examples: [
          { de: "Was machst du heute?", tr: "What are you doing today?" },
          { de: "Wann fährt der Zug nach Berlin?", tr: "When does the train to Berlin leave?" },
          { de: "Wie viel kostet das Brot?", tr: "How much is the bread?" },
          { de: "Wie alt bist du?", tr: "How old are you?" },
        ],
        table: {
          caption: "How a W-question is built",
          head: ["Position 1 (question word)", "Position 2 (verb)", "Subject", "Rest"],
          rows: [
            ["Was", "machst", "du", "heute?"],
            ["Wann", "fährt", "der Zug", "nach Berlin?"],
            ["Warum", "lernst", "du", "Deutsch?"],
            ["Wohin", "gehst", "du", "heute Abend?"],
          ],
        },
      },
      {
        heading: "wo, wohin or woher? wie viel or wie viele?",
        paragraphs: [
          "wo asks about a place (where something is): Wo ist der Bahnhof? wohin asks about a direction (where someone is going): Wohin fährt der Bus? woher asks about the origin (where someone comes from): Woher kommen Sie?",
          "wie viel is used with things you cannot count and with prices: Wie viel Wasser? Wie viel kostet das? With things you can count, in the plural, use wie viele: Wie viele Geschwister hast du? Both are written as two words.",
        ],
        examples: [
          { de: "Wo ist der Bahnhof?", tr: "Where is the station?" },
          { de: "Wohin fährt der Bus?", tr: "Where is the bus going?" },
          { de: "Woher kommen Sie?", tr: "Where are you from?" },
          { de: "Wie viele Geschwister hast du?", tr: "How many brothers and sisters do you have?" },
        ],
      },
      {
        heading: "Common mistakes",
        paragraphs: [
          "✗ Was du machst? ✓ Was machst du? The verb comes right after the question word.",
          "✗ Wo gehst du? ✓ Wohin gehst du? When you ask about a direction, use wohin.",
          "Careful: wer means “who”, not “where”. “Where” is wo.",
        ],
      },
    ],
    ua: [
      {
        heading: "W-питання: питання з питальним словом",
        paragraphs: [
          "Майже всі німецькі питальні слова починаються на w-, тому такі питання називають W-Fragen. Їх ставлять, коли у відповідь хочуть отримати інформацію, а не просто ja чи nein.",
        ],
        table: {
          caption: "Питальні слова",
          head: ["Питальне слово", "Значення", "Приклад"],
          rows: [
            ["wer", "хто", "Wer ist das?"],
            ["was", "що", "Was machst du?"],
            ["wo", "де", "Wo wohnst du?"],
            ["wohin", "куди", "Wohin fährst du?"],
            ["woher", "звідки", "Woher kommst du?"],
            ["wann", "коли", "Wann beginnt der Kurs?"],
            ["wie", "як", "Wie heißt du?"],
            ["warum", "чому", "Warum lernst du Deutsch?"],
            ["wie viel", "скільки", "Wie viel kostet das?"],
          ],
        },
      },
      {
        heading: "Порядок слів: питальне слово – дієслово – підмет",
        paragraphs: [
          "Питальне слово стоїть на першому місці, дієслово в особовій формі – на другому, потім іде підмет, а за ним решта речення.",
          "Питальне слово може бути й групою слів: Wie alt…? Wie viel Wasser…? Wie viele Kinder…?",
        ],
        examples: [
          { de: "Was machst du heute?", tr: "Що ти робиш сьогодні?" },
          { de: "Wann fährt der Zug nach Berlin?", tr: "Коли відправляється потяг до Берліна?" },
          { de: "Wie viel kostet das Brot?", tr: "Скільки коштує хліб?" },
          { de: "Wie alt bist du?", tr: "Скільки тобі років?" },
        ],
        table: {
          caption: "Як будується W-питання",
          head: ["Позиція 1 (питальне слово)", "Позиція 2 (дієслово)", "Підмет", "Решта"],
          rows: [
            ["Was", "machst", "du", "heute?"],
            ["Wann", "fährt", "der Zug", "nach Berlin?"],
            ["Warum", "lernst", "du", "Deutsch?"],
            ["Wohin", "gehst", "du", "heute Abend?"],
          ],
        },
      },
      {
        heading: "wo, wohin чи woher? wie viel чи wie viele?",
        paragraphs: [
          "wo питає про місце (де щось є): Wo ist der Bahnhof? wohin питає про напрямок (куди хтось іде чи їде): Wohin fährt der Bus? woher питає про походження (звідки хтось): Woher kommen Sie?",
          "wie viel уживають із тим, що не можна порахувати, і з цінами: Wie viel Wasser? Wie viel kostet das? Із тим, що можна порахувати, у множині вживайте wie viele: Wie viele Geschwister hast du? Обидва варіанти пишуть двома словами.",
        ],
        examples: [
          { de: "Wo ist der Bahnhof?", tr: "Де вокзал?" },
          { de: "Wohin fährt der Bus?", tr: "Куди їде автобус?" },
          { de: "Woher kommen Sie?", tr: "Звідки ви?" },
          { de: "Wie viele Geschwister hast du?", tr: "Скільки в тебе братів і сестер?" },
        ],
      },
      {
        heading: "Типові помилки",
        paragraphs: [
          "✗ Was du machst? ✓ Was machst du? Дієслово стоїть одразу після питального слова.",
          "✗ Wo gehst du? ✓ Wohin gehst du? Коли питаєте про напрямок, уживайте wohin.",
          "Обережно: wer означає «хто», а не «де». «Де» – це wo.",
        ],
      },
    ],
    de: [
      {
        heading: "W-Fragen: Fragen mit einem Fragewort",
        paragraphs: [
          "Fast alle deutschen Fragewörter beginnen mit w-, deshalb heißen diese Fragen W-Fragen. Du stellst sie, wenn du eine Information als Antwort möchtest, nicht nur ja oder nein.",
        ],
        table: {
          caption: "Die Fragewörter",
          head: ["Fragewort", "Du fragst nach …", "Beispiel"],
          rows: [
            ["wer", "einer Person", "Wer ist das?"],
            ["was", "einer Sache", "Was machst du?"],
            ["wo", "einem Ort", "Wo wohnst du?"],
            ["wohin", "einer Richtung", "Wohin fährst du?"],
            ["woher", "der Herkunft", "Woher kommst du?"],
            ["wann", "der Zeit", "Wann beginnt der Kurs?"],
            ["wie", "der Art und Weise", "Wie heißt du?"],
            ["warum", "dem Grund", "Warum lernst du Deutsch?"],
            ["wie viel", "der Menge, dem Preis", "Wie viel kostet das?"],
          ],
        },
      },
      {
        heading: "Wortstellung: Fragewort – Verb – Subjekt",
        paragraphs: [
          "Das Fragewort steht auf Position 1, das konjugierte Verb auf Position 2, dann kommt das Subjekt und danach der Rest des Satzes.",
          "Das Fragewort kann auch eine Wortgruppe sein: Wie alt …? Wie viel Wasser …? Wie viele Kinder …?",
        ],
        examples: [
          { de: "Was machst du heute?", tr: "was – machst – du – heute" },
          { de: "Wann fährt der Zug nach Berlin?", tr: "wann: Frage nach der Zeit" },
          { de: "Wie viel kostet das Brot?", tr: "wie viel: Frage nach dem Preis" },
          { de: "Wie alt bist du?", tr: "wie alt: Frage nach dem Alter" },
        ],
        table: {
          caption: "So baust du eine W-Frage",
          head: ["Position 1 (Fragewort)", "Position 2 (Verb)", "Subjekt", "Rest"],
          rows: [
            ["Was", "machst", "du", "heute?"],
            ["Wann", "fährt", "der Zug", "nach Berlin?"],
            ["Warum", "lernst", "du", "Deutsch?"],
            ["Wohin", "gehst", "du", "heute Abend?"],
          ],
        },
      },
      {
        heading: "wo, wohin oder woher? wie viel oder wie viele?",
        paragraphs: [
          "wo fragt nach dem Ort (wo etwas ist): Wo ist der Bahnhof? wohin fragt nach der Richtung (wohin jemand geht oder fährt): Wohin fährt der Bus? woher fragt nach der Herkunft: Woher kommen Sie?",
          "wie viel benutzt du für Dinge, die man nicht zählen kann, und für Preise: Wie viel Wasser? Wie viel kostet das? Für Dinge, die man zählen kann, im Plural benutzt du wie viele: Wie viele Geschwister hast du? Man schreibt beide getrennt.",
        ],
        examples: [
          { de: "Wo ist der Bahnhof?", tr: "wo: der Ort" },
          { de: "Wohin fährt der Bus?", tr: "wohin: die Richtung" },
          { de: "Woher kommen Sie?", tr: "woher: die Herkunft" },
          { de: "Wie viele Geschwister hast du?", tr: "wie viele: zählbar, Plural" },
        ],
      },
      {
        heading: "Typische Fehler",
        paragraphs: [
          "✗ Was du machst? ✓ Was machst du? Das Verb kommt direkt nach dem Fragewort.",
          "✗ Wo gehst du? ✓ Wohin gehst du? Fragst du nach der Richtung, benutzt du wohin.",
          "Achtung: wer heißt auf Englisch „who“, nicht „where“. „Where“ ist wo.",
        ],
      },
    ],
    ru: [
      {
        heading: "W-вопросы: вопросы с вопросительным словом",
        paragraphs: [
          "Почти все немецкие вопросительные слова начинаются на w-, поэтому такие вопросы называют W-Fragen. Их задают, когда хотят получить в ответ информацию, а не просто ja или nein.",
        ],
        table: {
          caption: "Вопросительные слова",
          head: ["Вопросительное слово", "Значение", "Пример"],
          rows: [
            ["wer", "кто", "Wer ist das?"],
            ["was", "что", "Was machst du?"],
            ["wo", "где", "Wo wohnst du?"],
            ["wohin", "куда", "Wohin fährst du?"],
            ["woher", "откуда", "Woher kommst du?"],
            ["wann", "когда", "Wann beginnt der Kurs?"],
            ["wie", "как", "Wie heißt du?"],
            ["warum", "почему", "Warum lernst du Deutsch?"],
            ["wie viel", "сколько", "Wie viel kostet das?"],
          ],
        },
      },
      {
        heading: "Порядок слов: вопросительное слово – глагол – подлежащее",
        paragraphs: [
          "Вопросительное слово стоит на первом месте, глагол в личной форме – на втором, затем идёт подлежащее, а за ним остальная часть предложения.",
          "Вопросительное слово может быть и группой слов: Wie alt…? Wie viel Wasser…? Wie viele Kinder…?",
        ],
        examples: [
          { de: "Was machst du heute?", tr: "Что ты делаешь сегодня?" },
          { de: "Wann fährt der Zug nach Berlin?", tr: "Когда отправляется поезд в Берлин?" },
          { de: "Wie viel kostet das Brot?", tr: "Сколько стоит хлеб?" },
          { de: "Wie alt bist du?", tr: "Сколько тебе лет?" },
        ],
        table: {
          caption: "Как строится W-вопрос",
          head: ["Позиция 1 (вопросительное слово)", "Позиция 2 (глагол)", "Подлежащее", "Остальное"],
          rows: [
            ["Was", "machst", "du", "heute?"],
            ["Wann", "fährt", "der Zug", "nach Berlin?"],
            ["Warum", "lernst", "du", "Deutsch?"],
            ["Wohin", "gehst", "du", "heute Abend?"],
          ],
        },
      },
      {
        heading: "wo, wohin или woher? wie viel или wie viele?",
        paragraphs: [
          "wo спрашивает о месте (где что-то находится): Wo ist der Bahnhof? wohin спрашивает о направлении (куда кто-то идёт или едет): Wohin fährt der Bus? woher спрашивает о происхождении (откуда кто-то): Woher kommen Sie?",
          "wie viel употребляют с тем, что нельзя посчитать, и с ценами: Wie viel Wasser? Wie viel kostet das? С тем, что можно посчитать, во множественном числе используйте wie viele: Wie viele Geschwister hast du? Оба варианта пишутся в два слова.",
        ],
        examples: [
          { de: "Wo ist der Bahnhof?", tr: "Где вокзал?" },
          { de: "Wohin fährt der Bus?", tr: "Куда едет автобус?" },
          { de: "Woher kommen Sie?", tr: "Откуда вы?" },
          { de: "Wie viele Geschwister hast du?", tr: "Сколько у тебя братьев и сестёр?" },
        ],
      },
      {
        heading: "Типичные ошибки",
        paragraphs: [
          "✗ Was du machst? ✓ Was machst du? Глагол стоит сразу после вопросительного слова.",
          "✗ Wo gehst du? ✓ Wohin gehst du? Когда спрашиваете о направлении, используйте wohin.",
          "Осторожно: wer значит «кто», а не «где». «Где» – это wo.",
        ],
      },
    ],
    be: [
      {
        heading: "W-пытанні: пытанні з пытальным словам",
        paragraphs: [
          "Амаль усе нямецкія пытальныя словы пачынаюцца на w-, таму такія пытанні называюць W-Fragen. Іх задаюць, калі хочуць атрымаць у адказ інфармацыю, а не проста ja ці nein.",
        ],
        table: {
          caption: "Пытальныя словы",
          head: ["Пытальнае слова", "Значэнне", "Прыклад"],
          rows: [
            ["wer", "хто", "Wer ist das?"],
            ["was", "што", "Was machst du?"],
            ["wo", "дзе", "Wo wohnst du?"],
            ["wohin", "куды", "Wohin fährst du?"],
            ["woher", "адкуль", "Woher kommst du?"],
            ["wann", "калі", "Wann beginnt der Kurs?"],
            ["wie", "як", "Wie heißt du?"],
            ["warum", "чаму", "Warum lernst du Deutsch?"],
            ["wie viel", "колькі", "Wie viel kostet das?"],
          ],
        },
      },
      {
        heading: "Парадак слоў: пытальнае слова – дзеяслоў – дзейнік",
        paragraphs: [
          "Пытальнае слова стаіць на першым месцы, дзеяслоў у асабовай форме – на другім, потым ідзе дзейнік, а за ім астатняя частка сказа.",
          "Пытальнае слова можа быць і групай слоў: Wie alt…? Wie viel Wasser…? Wie viele Kinder…?",
        ],
        examples: [
          { de: "Was machst du heute?", tr: "Што ты робіш сёння?" },
          { de: "Wann fährt der Zug nach Berlin?", tr: "Калі адпраўляецца цягнік у Берлін?" },
          { de: "Wie viel kostet das Brot?", tr: "Колькі каштуе хлеб?" },
          { de: "Wie alt bist du?", tr: "Колькі табе гадоў?" },
        ],
        table: {
          caption: "Як будуецца W-пытанне",
          head: ["Пазіцыя 1 (пытальнае слова)", "Пазіцыя 2 (дзеяслоў)", "Дзейнік", "Астатняе"],
          rows: [
            ["Was", "machst", "du", "heute?"],
            ["Wann", "fährt", "der Zug", "nach Berlin?"],
            ["Warum", "lernst", "du", "Deutsch?"],
            ["Wohin", "gehst", "du", "heute Abend?"],
          ],
        },
      },
      {
        heading: "wo, wohin ці woher? wie viel ці wie viele?",
        paragraphs: [
          "wo пытаецца пра месца (дзе нешта знаходзіцца): Wo ist der Bahnhof? wohin пытаецца пра кірунак (куды нехта ідзе ці едзе): Wohin fährt der Bus? woher пытаецца пра паходжанне (адкуль нехта): Woher kommen Sie?",
          "wie viel ужываюць з тым, што нельга палічыць, і з цэнамі: Wie viel Wasser? Wie viel kostet das? З тым, што можна палічыць, у множным ліку ўжывайце wie viele: Wie viele Geschwister hast du? Абодва варыянты пішуцца ў два словы.",
        ],
        examples: [
          { de: "Wo ist der Bahnhof?", tr: "Дзе вакзал?" },
          { de: "Wohin fährt der Bus?", tr: "Куды едзе аўтобус?" },
          { de: "Woher kommen Sie?", tr: "Адкуль вы?" },
          { de: "Wie viele Geschwister hast du?", tr: "Колькі ў цябе братоў і сясцёр?" },
        ],
      },
      {
        heading: "Тыповыя памылкі",
        paragraphs: [
          "✗ Was du machst? ✓ Was machst du? Дзеяслоў стаіць адразу пасля пытальнага слова.",
          "✗ Wo gehst du? ✓ Wohin gehst du? Калі пытаецеся пра кірунак, ужывайце wohin.",
          "Асцярожна: wer значыць «хто», а не «дзе». «Дзе» – гэта wo.",
        ],
      },
    ],
    tr: [
      {
        heading: "W-soruları: soru kelimesiyle sorulan sorular",
        paragraphs: [
          "Almancadaki soru kelimelerinin neredeyse hepsi w- ile başlar; bu yüzden bu sorulara W-Fragen denir. Cevap olarak sadece ja ya da nein değil, bir bilgi istediğinizde bu soruları sorarsınız.",
        ],
        table: {
          caption: "Soru kelimeleri",
          head: ["Soru kelimesi", "Anlamı", "Örnek"],
          rows: [
            ["wer", "kim", "Wer ist das?"],
            ["was", "ne", "Was machst du?"],
            ["wo", "nerede", "Wo wohnst du?"],
            ["wohin", "nereye", "Wohin fährst du?"],
            ["woher", "nereden", "Woher kommst du?"],
            ["wann", "ne zaman", "Wann beginnt der Kurs?"],
            ["wie", "nasıl", "Wie heißt du?"],
            ["warum", "neden", "Warum lernst du Deutsch?"],
            ["wie viel", "ne kadar", "Wie viel kostet das?"],
          ],
        },
      },
      {
        heading: "Kelime sırası: soru kelimesi – fiil – özne",
        paragraphs: [
          "Soru kelimesi 1. sırada, çekimli fiil 2. sırada durur; ardından özne ve cümlenin geri kalanı gelir.",
          "Soru kelimesi bir kelime grubu da olabilir: Wie alt…? Wie viel Wasser…? Wie viele Kinder…?",
        ],
        examples: [
          { de: "Was machst du heute?", tr: "Bugün ne yapıyorsun?" },
          { de: "Wann fährt der Zug nach Berlin?", tr: "Berlin treni ne zaman kalkıyor?" },
          { de: "Wie viel kostet das Brot?", tr: "Ekmek ne kadar?" },
          { de: "Wie alt bist du?", tr: "Kaç yaşındasın?" },
        ],
        table: {
          caption: "W-sorusu nasıl kurulur",
          head: ["1. sıra (soru kelimesi)", "2. sıra (fiil)", "Özne", "Geri kalan"],
          rows: [
            ["Was", "machst", "du", "heute?"],
            ["Wann", "fährt", "der Zug", "nach Berlin?"],
            ["Warum", "lernst", "du", "Deutsch?"],
            ["Wohin", "gehst", "du", "heute Abend?"],
          ],
        },
      },
      {
        heading: "wo mu, wohin mi, woher mi? wie viel mi, wie viele mi?",
        paragraphs: [
          "wo bir yeri sorar (bir şey nerede): Wo ist der Bahnhof? wohin bir yönü sorar (biri nereye gidiyor): Wohin fährt der Bus? woher kökeni sorar (biri nereden geliyor): Woher kommen Sie?",
          "wie viel sayılamayan şeylerle ve fiyatlarla kullanılır: Wie viel Wasser? Wie viel kostet das? Sayılabilen şeylerle, çoğulda wie viele kullanılır: Wie viele Geschwister hast du? İkisi de iki ayrı kelime olarak yazılır.",
        ],
        examples: [
          { de: "Wo ist der Bahnhof?", tr: "Tren istasyonu nerede?" },
          { de: "Wohin fährt der Bus?", tr: "Otobüs nereye gidiyor?" },
          { de: "Woher kommen Sie?", tr: "Nerelisiniz?" },
          { de: "Wie viele Geschwister hast du?", tr: "Kaç kardeşin var?" },
        ],
      },
      {
        heading: "Sık yapılan hatalar",
        paragraphs: [
          "✗ Was du machst? ✓ Was machst du? Fiil, soru kelimesinden hemen sonra gelir.",
          "✗ Wo gehst du? ✓ Wohin gehst du? Bir yönü soruyorsanız wohin kullanın.",
          "Dikkat: wer “kim” demektir, “nerede” değil. “Nerede” wo'dur.",
        ],
      },
    ],
    pl: [
      {
        heading: "Pytania z W: pytania ze słowem pytającym",
        paragraphs: [
          "Prawie wszystkie niemieckie słowa pytające zaczynają się na w-, dlatego takie pytania nazywa się W-Fragen. Zadajesz je, gdy chcesz uzyskać w odpowiedzi informację, a nie tylko ja albo nein.",
        ],
        table: {
          caption: "Słowa pytające",
          head: ["Słowo pytające", "Znaczenie", "Przykład"],
          rows: [
            ["wer", "kto", "Wer ist das?"],
            ["was", "co", "Was machst du?"],
            ["wo", "gdzie", "Wo wohnst du?"],
            ["wohin", "dokąd", "Wohin fährst du?"],
            ["woher", "skąd", "Woher kommst du?"],
            ["wann", "kiedy", "Wann beginnt der Kurs?"],
            ["wie", "jak", "Wie heißt du?"],
            ["warum", "dlaczego", "Warum lernst du Deutsch?"],
            ["wie viel", "ile", "Wie viel kostet das?"],
          ],
        },
      },
      {
        heading: "Szyk: słowo pytające – czasownik – podmiot",
        paragraphs: [
          "Słowo pytające stoi na 1. miejscu, czasownik w formie osobowej na 2. miejscu, potem podmiot, a po nim reszta zdania.",
          "Słowo pytające może być też grupą słów: Wie alt…? Wie viel Wasser…? Wie viele Kinder…?",
        ],
        examples: [
          { de: "Was machst du heute?", tr: "Co dziś robisz?" },
          { de: "Wann fährt der Zug nach Berlin?", tr: "Kiedy odjeżdża pociąg do Berlina?" },
          { de: "Wie viel kostet das Brot?", tr: "Ile kosztuje chleb?" },
          { de: "Wie alt bist du?", tr: "Ile masz lat?" },
        ],
        table: {
          caption: "Jak zbudować pytanie z W",
          head: ["Pozycja 1 (słowo pytające)", "Pozycja 2 (czasownik)", "Podmiot", "Reszta"],
          rows: [
            ["Was", "machst", "du", "heute?"],
            ["Wann", "fährt", "der Zug", "nach Berlin?"],
            ["Warum", "lernst", "du", "Deutsch?"],
            ["Wohin", "gehst", "du", "heute Abend?"],
          ],
        },
      },
      {
        heading: "wo, wohin czy woher? wie viel czy wie viele?",
        paragraphs: [
          "wo pyta o miejsce (gdzie coś jest): Wo ist der Bahnhof? wohin pyta o kierunek (dokąd ktoś idzie lub jedzie): Wohin fährt der Bus? woher pyta o pochodzenie (skąd ktoś jest): Woher kommen Sie?",
          "wie viel używa się z tym, czego nie da się policzyć, i z cenami: Wie viel Wasser? Wie viel kostet das? Z rzeczami policzalnymi w liczbie mnogiej używa się wie viele: Wie viele Geschwister hast du? Obie formy pisze się osobno.",
        ],
        examples: [
          { de: "Wo ist der Bahnhof?", tr: "Gdzie jest dworzec?" },
          { de: "Wohin fährt der Bus?", tr: "Dokąd jedzie autobus?" },
          { de: "Woher kommen Sie?", tr: "Skąd pan pochodzi?" },
          { de: "Wie viele Geschwister hast du?", tr: "Ile masz rodzeństwa?" },
        ],
      },
      {
        heading: "Częste błędy",
        paragraphs: [
          "✗ Was du machst? ✓ Was machst du? Czasownik stoi zaraz po słowie pytającym.",
          "✗ Wo gehst du? ✓ Wohin gehst du? Gdy pytasz o kierunek, użyj wohin.",
          "Uwaga: wer znaczy „kto”, a nie „gdzie”. „Gdzie” to wo.",
        ],
      },
    ],
    es: [
      {
        heading: "Preguntas W: preguntas con palabra interrogativa",
        paragraphs: [
          "Casi todas las palabras interrogativas alemanas empiezan por w-, por eso estas preguntas se llaman W-Fragen. Se hacen cuando quieres una información como respuesta, no solo ja o nein.",
        ],
        table: {
          caption: "Las palabras interrogativas",
          head: ["Palabra interrogativa", "Significado", "Ejemplo"],
          rows: [
            ["wer", "quién", "Wer ist das?"],
            ["was", "qué", "Was machst du?"],
            ["wo", "dónde", "Wo wohnst du?"],
            ["wohin", "adónde", "Wohin fährst du?"],
            ["woher", "de dónde", "Woher kommst du?"],
            ["wann", "cuándo", "Wann beginnt der Kurs?"],
            ["wie", "cómo", "Wie heißt du?"],
            ["warum", "por qué", "Warum lernst du Deutsch?"],
            ["wie viel", "cuánto", "Wie viel kostet das?"],
          ],
        },
      },
      {
        heading: "Orden: palabra interrogativa – verbo – sujeto",
        paragraphs: [
          "La palabra interrogativa va en la posición 1, el verbo conjugado en la posición 2, después el sujeto y luego el resto de la oración.",
          "La palabra interrogativa también puede ser un grupo de palabras: Wie alt…? Wie viel Wasser…? Wie viele Kinder…?",
        ],
        examples: [
          { de: "Was machst du heute?", tr: "¿Qué haces hoy?" },
          { de: "Wann fährt der Zug nach Berlin?", tr: "¿Cuándo sale el tren para Berlín?" },
          { de: "Wie viel kostet das Brot?", tr: "¿Cuánto cuesta el pan?" },
          { de: "Wie alt bist du?", tr: "¿Cuántos años tienes?" },
        ],
        table: {
          caption: "Cómo se forma una pregunta W",
          head: ["Posición 1 (palabra interrogativa)", "Posición 2 (verbo)", "Sujeto", "Resto"],
          rows: [
            ["Was", "machst", "du", "heute?"],
            ["Wann", "fährt", "der Zug", "nach Berlin?"],
            ["Warum", "lernst", "du", "Deutsch?"],
            ["Wohin", "gehst", "du", "heute Abend?"],
          ],
        },
      },
      {
        heading: "¿wo, wohin o woher? ¿wie viel o wie viele?",
        paragraphs: [
          "wo pregunta por un lugar (dónde está algo): Wo ist der Bahnhof? wohin pregunta por una dirección (adónde va alguien): Wohin fährt der Bus? woher pregunta por el origen (de dónde es alguien): Woher kommen Sie?",
          "wie viel se usa con cosas que no se pueden contar y con precios: Wie viel Wasser? Wie viel kostet das? Con cosas que se pueden contar, en plural, se usa wie viele: Wie viele Geschwister hast du? Las dos formas se escriben separadas.",
        ],
        examples: [
          { de: "Wo ist der Bahnhof?", tr: "¿Dónde está la estación?" },
          { de: "Wohin fährt der Bus?", tr: "¿Adónde va el autobús?" },
          { de: "Woher kommen Sie?", tr: "¿De dónde es usted?" },
          { de: "Wie viele Geschwister hast du?", tr: "¿Cuántos hermanos tienes?" },
        ],
      },
      {
        heading: "Errores frecuentes",
        paragraphs: [
          "✗ Was du machst? ✓ Was machst du? El verbo va justo después de la palabra interrogativa.",
          "✗ Wo gehst du? ✓ Wohin gehst du? Cuando preguntas por una dirección, usa wohin.",
          "Cuidado: wer significa «quién», no «dónde». «Dónde» es wo.",
        ],
      },
    ],
  },
  practice: {
    kind: "deEn",
    elements: [
      { de: "Wer - ist - das?", hide: ["Wer"], en: "Who is that?", tr: { ua: "Хто це?", de: "Frage nach einer Person, die man nicht kennt. (sein)", ru: "Кто это?", be: "Хто гэта?", tr: "Bu kim?", pl: "Kto to jest?", es: "¿Quién es?" } },
      { de: "Was - machst - du - heute?", hide: ["Was"], en: "What are you doing today?", tr: { ua: "Що ти робиш сьогодні?", de: "Frage an einen Freund nach seinen Plänen für heute. (machen)", ru: "Что ты делаешь сегодня?", be: "Што ты робіш сёння?", tr: "Bugün ne yapıyorsun?", pl: "Co dziś robisz?", es: "¿Qué haces hoy?" } },
      { de: "Wo - wohnst - du?", hide: ["Wo"], en: "Where do you live?", tr: { ua: "Де ти живеш?", de: "Frage an einen Freund nach seiner Adresse. (wohnen)", ru: "Где ты живёшь?", be: "Дзе ты жывеш?", tr: "Nerede yaşıyorsun?", pl: "Gdzie mieszkasz?", es: "¿Dónde vives?" } },
      { de: "Wohin - fährt - der Bus?", hide: ["Wohin"], en: "Where is the bus going?", tr: { ua: "Куди їде автобус?", de: "Frage nach dem Ziel vom Bus. (fahren)", ru: "Куда едет автобус?", be: "Куды едзе аўтобус?", tr: "Otobüs nereye gidiyor?", pl: "Dokąd jedzie autobus?", es: "¿Adónde va el autobús?" } },
      { de: "Woher - kommen - Sie?", hide: ["Woher"], en: "Where are you from?", tr: { ua: "Звідки ви родом? (ввічливо)", de: "Höfliche Frage nach dem Heimatland. (kommen, Sie-Form)", ru: "Откуда вы родом? (вежливо)", be: "Адкуль вы родам? (ветліва)", tr: "Nerelisiniz? (resmî)", pl: "Skąd pan pochodzi? (forma grzecznościowa)", es: "¿De dónde es usted?" } },
      { de: "Wann - beginnt - der Film?", hide: ["Wann"], en: "When does the film start?", tr: { ua: "Коли починається фільм?", de: "Frage nach der Uhrzeit: Ab wann läuft der Film? (beginnen)", ru: "Когда начинается фильм?", be: "Калі пачынаецца фільм?", tr: "Film ne zaman başlıyor?", pl: "Kiedy zaczyna się film?", es: "¿Cuándo empieza la película?" } },
      { de: "Wie - heißt - du?", hide: ["Wie"], en: "What is your name?", tr: { ua: "Як тебе звати?", de: "Frage an ein Kind nach seinem Namen. (heißen)", ru: "Как тебя зовут?", be: "Як цябе завуць?", tr: "Adın ne?", pl: "Jak masz na imię?", es: "¿Cómo te llamas?" } },
      { de: "Warum - lernst - du - Deutsch?", hide: ["Warum"], alternatives: { Warum: ["Wieso", "Weshalb"] }, en: "Why are you learning German?", tr: { ua: "Чому ти вчиш німецьку?", de: "Frage an einen Freund nach dem Grund für seinen Deutschkurs. (lernen)", ru: "Почему ты учишь немецкий?", be: "Чаму ты вучыш нямецкую?", tr: "Neden Almanca öğreniyorsun?", pl: "Dlaczego uczysz się niemieckiego?", es: "¿Por qué aprendes alemán?" } },
      { de: "Wie viel - kostet - das Brot?", hide: ["Wie viel"], alternatives: { "Wie viel": ["Was"] }, en: "How much is the bread?", tr: { ua: "Скільки коштує хліб?", de: "Frage beim Bäcker nach dem Preis. (kosten)", ru: "Сколько стоит хлеб?", be: "Колькі каштуе хлеб?", tr: "Ekmek ne kadar?", pl: "Ile kosztuje chleb?", es: "¿Cuánto cuesta el pan?" } },
      { de: "Wer - hat - heute - Geburtstag?", hide: ["Wer"], en: "Whose birthday is it today?", tr: { ua: "У кого сьогодні день народження?", de: "Heute gibt es Kuchen und Geschenke. Für welche Person? (Geburtstag haben)", ru: "У кого сегодня день рождения?", be: "У каго сёння дзень нараджэння?", tr: "Bugün kimin doğum günü?", pl: "Kto ma dziś urodziny?", es: "¿Quién cumple años hoy?" } },
      { de: "Was - trinkst - du - gern?", hide: ["Was"], en: "What do you like to drink?", tr: { ua: "Що ти любиш пити?", de: "Frage an einen Gast nach seinem Lieblingsgetränk. (trinken, gern)", ru: "Что ты любишь пить?", be: "Што ты любіш піць?", tr: "Ne içmeyi seversin?", pl: "Co lubisz pić?", es: "¿Qué te gusta beber?" } },
      { de: "Wo - ist - der Bahnhof?", hide: ["Wo"], en: "Where is the station?", tr: { ua: "Де вокзал?", de: "Frage nach dem Weg: Man sucht die Züge. (sein)", ru: "Где вокзал?", be: "Дзе вакзал?", tr: "Tren istasyonu nerede?", pl: "Gdzie jest dworzec?", es: "¿Dónde está la estación?" } },
      { de: "Wohin - gehst - du - heute Abend?", hide: ["Wohin"], en: "Where are you going tonight?", tr: { ua: "Куди ти йдеш сьогодні ввечері?", de: "Frage an einen Freund nach seinem Ziel am Abend. (gehen)", ru: "Куда ты идёшь сегодня вечером?", be: "Куды ты ідзеш сёння ўвечары?", tr: "Bu akşam nereye gidiyorsun?", pl: "Dokąd idziesz dziś wieczorem?", es: "¿Adónde vas esta noche?" } },
      { de: "Woher - kommt - deine Lehrerin?", hide: ["Woher"], en: "Where is your teacher from?", tr: { ua: "Звідки родом твоя вчителька?", de: "Frage an einen Freund nach dem Heimatland von seiner Lehrerin. (kommen)", ru: "Откуда родом твоя учительница?", be: "Адкуль родам твая настаўніца?", tr: "Öğretmenin nereli?", pl: "Skąd pochodzi twoja nauczycielka?", es: "¿De dónde es tu profesora?" } },
      { de: "Wann - hast - du - Zeit?", hide: ["Wann"], en: "When do you have time?", tr: { ua: "Коли в тебе є час?", de: "Frage an einen Freund: Welcher Tag passt dir? (Zeit haben)", ru: "Когда у тебя есть время?", be: "Калі ў цябе ёсць час?", tr: "Ne zaman vaktin var?", pl: "Kiedy masz czas?", es: "¿Cuándo tienes tiempo?" } },
      { de: "Wie - geht - es - dir?", hide: ["Wie"], en: "How are you?", tr: { ua: "Як у тебе справи?", de: "Freundliche Frage an einen Freund nach seinem Befinden. (gehen)", ru: "Как у тебя дела?", be: "Як у цябе справы?", tr: "Nasılsın?", pl: "Jak się masz?", es: "¿Cómo estás?" } },
      { de: "Warum - bist - du - müde?", hide: ["Warum"], alternatives: { Warum: ["Wieso", "Weshalb"] }, en: "Why are you tired?", tr: { ua: "Чому ти втомлений?", de: "Dein Freund gähnt die ganze Zeit. Frage nach dem Grund. (müde sein)", ru: "Почему ты устал?", be: "Чаму ты стомлены?", tr: "Neden yorgunsun?", pl: "Dlaczego jesteś zmęczony?", es: "¿Por qué estás cansado?" } },
      { de: "Wie viel - Wasser - trinkst - du?", hide: ["Wie viel"], en: "How much water do you drink?", tr: { ua: "Скільки води ти п’єш?", de: "Frage nach der Menge: Liter Wasser pro Tag. (trinken)", ru: "Сколько воды ты пьёшь?", be: "Колькі вады ты п’еш?", tr: "Ne kadar su içiyorsun?", pl: "Ile wody pijesz?", es: "¿Cuánta agua bebes?" } },
      { de: "Wie viele - Geschwister - hast - du?", hide: ["Wie viele"], en: "How many brothers and sisters do you have?", tr: { ua: "Скільки в тебе братів і сестер?", de: "Frage nach der Zahl von Brüdern und Schwestern. (haben)", ru: "Сколько у тебя братьев и сестёр?", be: "Колькі ў цябе братоў і сясцёр?", tr: "Kaç kardeşin var?", pl: "Ile masz rodzeństwa?", es: "¿Cuántos hermanos tienes?" } },
      { de: "Was - kostet - die Jacke?", hide: ["Was"], alternatives: { Was: ["Wie viel"] }, en: "What does the jacket cost?", tr: { ua: "Скільки коштує куртка?", de: "Frage im Geschäft nach dem Preis für die Jacke. (kosten)", ru: "Сколько стоит куртка?", be: "Колькі каштуе куртка?", tr: "Ceket kaç para?", pl: "Ile kosztuje kurtka?", es: "¿Cuánto cuesta la chaqueta?" } },
      { de: "Wie - alt - bist - du?", hide: ["Wie"], en: "How old are you?", tr: { ua: "Скільки тобі років?", de: "Frage an ein Kind nach seinem Alter. (sein)", ru: "Сколько тебе лет?", be: "Колькі табе гадоў?", tr: "Kaç yaşındasın?", pl: "Ile masz lat?", es: "¿Cuántos años tienes?" } },
      { de: "Wann - fährt - der Zug - nach Berlin?", hide: ["Wann"], en: "When does the train to Berlin leave?", tr: { ua: "Коли відходить потяг до Берліна?", de: "Frage am Bahnhof nach der Abfahrtszeit, Ziel Berlin. (fahren)", ru: "Когда отправляется поезд в Берлин?", be: "Калі адыходзіць цягнік у Берлін?", tr: "Berlin treni ne zaman kalkıyor?", pl: "Kiedy odjeżdża pociąg do Berlina?", es: "¿Cuándo sale el tren a Berlín?" } },
      { de: "Wer - kommt - heute Abend - zur Party?", hide: ["Wer"], en: "Who is coming to the party this evening?", tr: { ua: "Хто прийде сьогодні ввечері на вечірку?", de: "Frage nach den Gästen: Welche Personen sind am Abend beim Fest dabei? (kommen)", ru: "Кто придёт сегодня вечером на вечеринку?", be: "Хто прыйдзе сёння ўвечары на вечарыну?", tr: "Bu akşam partiye kim geliyor?", pl: "Kto przyjdzie dziś wieczorem na imprezę?", es: "¿Quién viene esta noche a la fiesta?" } },
      { de: "Was - isst - du - zum Frühstück?", hide: ["Was"], en: "What do you eat for breakfast?", tr: { ua: "Що ти їси на сніданок?", de: "Frage an einen Freund: Brot, Müsli oder Eier am Morgen? (essen)", ru: "Что ты ешь на завтрак?", be: "Што ты ясі на снеданне?", tr: "Kahvaltıda ne yiyorsun?", pl: "Co jesz na śniadanie?", es: "¿Qué desayunas?" } },
      { de: "Wo - arbeitet - dein Vater?", hide: ["Wo"], en: "Where does your father work?", tr: { ua: "Де працює твій тато?", de: "Frage an einen Freund nach dem Arbeitsplatz von seinem Papa. (arbeiten)", ru: "Где работает твой папа?", be: "Дзе працуе твой тата?", tr: "Baban nerede çalışıyor?", pl: "Gdzie pracuje twój tata?", es: "¿Dónde trabaja tu padre?" } },
      { de: "Wohin - fliegt - ihr - im Sommer?", hide: ["Wohin"], en: "Where are you flying to in the summer?", tr: { ua: "Куди ви летите влітку?", de: "Frage an Freunde (ihr-Form) nach dem Ziel der Urlaubsreise mit dem Flugzeug. (fliegen)", ru: "Куда вы летите летом?", be: "Куды вы ляціце ўлетку?", tr: "Yazın nereye uçuyorsunuz?", pl: "Dokąd lecicie latem?", es: "¿Adónde voláis en verano?" } },
      { de: "Wann - hast - du - Geburtstag?", hide: ["Wann"], en: "When is your birthday?", tr: { ua: "Коли в тебе день народження?", de: "Frage an eine Freundin nach dem Datum von ihrem Fest. (Geburtstag haben)", ru: "Когда у тебя день рождения?", be: "Калі ў цябе дзень нараджэння?", tr: "Doğum günün ne zaman?", pl: "Kiedy masz urodziny?", es: "¿Cuándo es tu cumpleaños?" } },
      { de: "Wie - schreibt - man - das?", hide: ["Wie"], en: "How do you spell that?", tr: { ua: "Як це пишеться?", de: "Frage im Deutschkurs nach den Buchstaben von einem Wort. (schreiben)", ru: "Как это пишется?", be: "Як гэта пішацца?", tr: "Bu nasıl yazılıyor?", pl: "Jak to się pisze?", es: "¿Cómo se escribe eso?" } },
      { de: "Woher - kennst - du - Anna?", hide: ["Woher"], en: "How do you know Anna?", tr: { ua: "Звідки ти знаєш Анну?", de: "Frage an einen Freund: Aus der Schule, vom Sport oder von der Arbeit? (kennen)", ru: "Откуда ты знаешь Анну?", be: "Адкуль ты ведаеш Анну?", tr: "Anna’yı nereden tanıyorsun?", pl: "Skąd znasz Annę?", es: "¿De qué conoces a Anna?" } },
      { de: "Warum - weinst - du?", hide: ["Warum"], alternatives: { Warum: ["Wieso", "Weshalb"] }, en: "Why are you crying?", tr: { ua: "Чому ти плачеш?", de: "Ein Kind hat Tränen in den Augen. Frage nach dem Grund. (weinen)", ru: "Почему ты плачешь?", be: "Чаму ты плачаш?", tr: "Neden ağlıyorsun?", pl: "Dlaczego płaczesz?", es: "¿Por qué lloras?" } },
    ],
  },
};

export default topic;
