import type { A1Topic } from "../types";

const topic: A1Topic = {
  slug: "questions-2",
  type: "questions",
  title: {
    en: "Questions 2 (yes/no, welcher)",
    ua: "Питання 2 (так/ні, welcher)",
    de: "Fragen 2 (Ja/Nein-Fragen, welcher)",
    ru: "Вопросы 2 (да/нет, welcher)",
    be: "Пытанні 2 (так/не, welcher)",
    tr: "Sorular 2 (evet/hayır, welcher)",
    pl: "Pytania 2 (tak/nie, welcher)",
    es: "Preguntas 2 (sí/no, welcher)",
  },
  descr: {
    en: "Ask yes/no questions with the verb first and ask “which?” with welcher, welche, welches.",
    ua: "Ставте питання «так чи ні» з дієсловом на початку і питайте «який?» за допомогою welcher, welche, welches.",
    de: "Stelle Ja/Nein-Fragen mit dem Verb am Anfang und frag mit welcher, welche, welches.",
    ru: "Задавайте вопросы «да или нет» с глаголом в начале и спрашивайте «какой?» с помощью welcher, welche, welches.",
    be: "Задавайце пытанні «так ці не» з дзеясловам на пачатку і пытайцеся «які?» з дапамогай welcher, welche, welches.",
    tr: "Fiille başlayan evet/hayır soruları sorun ve welcher, welche, welches ile “hangi?” diye sorun.",
    pl: "Zadawaj pytania „tak czy nie” z czasownikiem na początku i pytaj „który?” za pomocą welcher, welche, welches.",
    es: "Haz preguntas de sí o no con el verbo al principio y pregunta «¿cuál?» con welcher, welche, welches.",
  },
  rules: {
    en: [
      {
        heading: "Yes/no questions: the verb comes first",
        paragraphs: [
          "A yes/no question has no question word. The verb in its personal form stands in position 1, and the subject follows in position 2. Your voice goes up at the end.",
          "The answer is ja or nein: Kommst du heute mit? – Ja, ich komme mit. / Nein, heute nicht.",
        ],
        examples: [
          { de: "Hast du Hunger?", tr: "Are you hungry?" },
          { de: "Wohnst du in Berlin?", tr: "Do you live in Berlin?" },
        ],
        table: {
          caption: "Statement and yes/no question",
          head: ["Statement", "Yes/no question"],
          rows: [
            ["Du kommst heute mit.", "Kommst du heute mit?"],
            ["Sie sprechen Englisch.", "Sprechen Sie Englisch?"],
            ["Das ist dein Auto.", "Ist das dein Auto?"],
            ["Anna hat einen Bruder.", "Hat Anna einen Bruder?"],
          ],
        },
      },
      {
        heading: "Separable and modal verbs in questions",
        paragraphs: [
          "A separable verb splits in a question too: the verb comes first and the particle goes to the end: Rufst du mich morgen an?",
          "With a modal verb, the modal verb comes first and the infinitive goes to the end: Kannst du gut schwimmen?",
          "If the question is negative and you want to say yes, answer with doch: Hast du keine Zeit? – Doch!",
        ],
        examples: [
          { de: "Rufst du mich morgen an?", tr: "Will you call me tomorrow?" },
          { de: "Kannst du gut schwimmen?", tr: "Can you swim well?" },
          { de: "Möchten Sie ein Glas Wasser?", tr: "Would you like a glass of water?" },
          { de: "Hast du keine Zeit? – Doch, ich habe Zeit.", tr: "Don't you have time? – Yes, I do." },
        ],
      },
      {
        heading: "welcher, welche, welches: which?",
        paragraphs: [
          "With welcher you ask which one from a group: Welcher Bus? Welche Farbe? Welches Buch? The question word stands with its noun in position 1, then comes the verb.",
          "welch- has the same endings as the definite article: der → welcher, die → welche, das → welches, plural die → welche. In the accusative, masculine der becomes den, so welcher becomes welchen: Welchen Film möchtest du sehen?",
        ],
        examples: [
          { de: "Welcher Tag ist heute?", tr: "What day is it today?" },
          { de: "Welche Farbe hat dein Fahrrad?", tr: "What colour is your bike?" },
          { de: "Welches Buch liest du?", tr: "Which book are you reading?" },
          { de: "Welchen Film möchtest du sehen?", tr: "Which film do you want to see?" },
        ],
        table: {
          caption: "The endings of welch-",
          head: ["Case", "masculine (der)", "feminine (die)", "neuter (das)", "plural (die)"],
          rows: [
            ["Nominative (Nominativ)", "welcher Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
            ["Accusative (Akkusativ)", "welchen Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
          ],
        },
      },
      {
        heading: "Common mistakes",
        paragraphs: [
          "✗ Du sprichst Deutsch? ✓ Sprichst du Deutsch? In a yes/no question the verb comes first. (In speech you also hear a statement with a rising voice, but learn the form with the verb first.)",
          "✗ Welches Farbe magst du? ✓ Welche Farbe magst du? The ending of welch- depends on the gender of the noun: die Farbe → welche.",
          "✗ Welcher Film siehst du? ✓ Welchen Film siehst du? When the noun is the object (accusative), masculine welcher becomes welchen.",
        ],
      },
    ],
    ua: [
      {
        heading: "Питання «так чи ні»: дієслово стоїть першим",
        paragraphs: [
          "У питанні «так чи ні» немає питального слова. Дієслово в особовій формі стоїть на першому місці, а підмет – на другому. Наприкінці голос підвищується.",
          "Відповідь – ja або nein: Kommst du heute mit? – Ja, ich komme mit. / Nein, heute nicht.",
        ],
        examples: [
          { de: "Hast du Hunger?", tr: "Ти голодний?" },
          { de: "Wohnst du in Berlin?", tr: "Ти живеш у Берліні?" },
        ],
        table: {
          caption: "Розповідне речення і питання «так чи ні»",
          head: ["Розповідне речення", "Питання «так чи ні»"],
          rows: [
            ["Du kommst heute mit.", "Kommst du heute mit?"],
            ["Sie sprechen Englisch.", "Sprechen Sie Englisch?"],
            ["Das ist dein Auto.", "Ist das dein Auto?"],
            ["Anna hat einen Bruder.", "Hat Anna einen Bruder?"],
          ],
        },
      },
      {
        heading: "Дієслова з відокремлюваним префіксом і модальні дієслова в питаннях",
        paragraphs: [
          "Дієслово з відокремлюваним префіксом і в питанні розділяється: дієслово стоїть першим, а префікс іде в кінець: Rufst du mich morgen an?",
          "З модальним дієсловом першим стоїть модальне дієслово, а інфінітив іде в кінець: Kannst du gut schwimmen?",
          "Якщо питання заперечне, а ви хочете відповісти «так», кажіть doch: Hast du keine Zeit? – Doch!",
        ],
        examples: [
          { de: "Rufst du mich morgen an?", tr: "Ти подзвониш мені завтра?" },
          { de: "Kannst du gut schwimmen?", tr: "Ти добре вмієш плавати?" },
          { de: "Möchten Sie ein Glas Wasser?", tr: "Бажаєте склянку води?" },
          { de: "Hast du keine Zeit? – Doch, ich habe Zeit.", tr: "У тебе немає часу? – Та є, у мене є час." },
        ],
      },
      {
        heading: "welcher, welche, welches: який?",
        paragraphs: [
          "За допомогою welcher питають, який саме з групи: Welcher Bus? Welche Farbe? Welches Buch? Питальне слово разом з іменником стоїть на першому місці, потім іде дієслово.",
          "welch- має такі самі закінчення, як означений артикль: der → welcher, die → welche, das → welches, множина die → welche. У знахідному відмінку (Akkusativ) der стає den, тому welcher стає welchen: Welchen Film möchtest du sehen?",
        ],
        examples: [
          { de: "Welcher Tag ist heute?", tr: "Який сьогодні день?" },
          { de: "Welche Farbe hat dein Fahrrad?", tr: "Якого кольору твій велосипед?" },
          { de: "Welches Buch liest du?", tr: "Яку книжку ти читаєш?" },
          { de: "Welchen Film möchtest du sehen?", tr: "Який фільм ти хочеш подивитися?" },
        ],
        table: {
          caption: "Закінчення welch-",
          head: ["Відмінок", "чоловічий рід (der)", "жіночий рід (die)", "середній рід (das)", "множина (die)"],
          rows: [
            ["Називний (Nominativ)", "welcher Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
            ["Знахідний (Akkusativ)", "welchen Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
          ],
        },
      },
      {
        heading: "Типові помилки",
        paragraphs: [
          "✗ Du sprichst Deutsch? ✓ Sprichst du Deutsch? У питанні «так чи ні» дієслово стоїть першим. (У розмові можна почути й розповідне речення з підвищенням голосу, але вивчіть форму з дієсловом на початку.)",
          "✗ Welches Farbe magst du? ✓ Welche Farbe magst du? Закінчення welch- залежить від роду іменника: die Farbe → welche.",
          "✗ Welcher Film siehst du? ✓ Welchen Film siehst du? Коли іменник є додатком (Akkusativ), welcher чоловічого роду стає welchen.",
        ],
      },
    ],
    de: [
      {
        heading: "Ja/Nein-Fragen: Das Verb steht am Anfang",
        paragraphs: [
          "Eine Ja/Nein-Frage hat kein Fragewort. Das konjugierte Verb steht auf Position 1, das Subjekt auf Position 2. Am Ende geht die Stimme nach oben.",
          "Die Antwort ist ja oder nein: Kommst du heute mit? – Ja, ich komme mit. / Nein, heute nicht.",
        ],
        examples: [
          { de: "Hast du Hunger?", tr: "das Verb hast auf Position 1" },
          { de: "Wohnst du in Berlin?", tr: "das Verb wohnst auf Position 1" },
        ],
        table: {
          caption: "Aussagesatz und Ja/Nein-Frage",
          head: ["Aussagesatz", "Ja/Nein-Frage"],
          rows: [
            ["Du kommst heute mit.", "Kommst du heute mit?"],
            ["Sie sprechen Englisch.", "Sprechen Sie Englisch?"],
            ["Das ist dein Auto.", "Ist das dein Auto?"],
            ["Anna hat einen Bruder.", "Hat Anna einen Bruder?"],
          ],
        },
      },
      {
        heading: "Trennbare Verben und Modalverben in der Frage",
        paragraphs: [
          "Ein trennbares Verb trennt sich auch in der Frage: Das Verb steht am Anfang, die Vorsilbe am Ende: Rufst du mich morgen an?",
          "Mit einem Modalverb steht das Modalverb am Anfang und der Infinitiv am Ende: Kannst du gut schwimmen?",
          "Ist die Frage negativ und du meinst ja, dann antworte mit doch: Hast du keine Zeit? – Doch!",
        ],
        examples: [
          { de: "Rufst du mich morgen an?", tr: "anrufen: an steht am Ende" },
          { de: "Kannst du gut schwimmen?", tr: "können am Anfang, der Infinitiv am Ende" },
          { de: "Möchten Sie ein Glas Wasser?", tr: "eine höfliche Frage mit möchten" },
          { de: "Hast du keine Zeit? – Doch, ich habe Zeit.", tr: "doch = ja nach einer negativen Frage" },
        ],
      },
      {
        heading: "welcher, welche, welches: Wer oder was aus einer Gruppe?",
        paragraphs: [
          "Mit welcher fragst du, wer oder was aus einer Gruppe gemeint ist: Welcher Bus? Welche Farbe? Welches Buch? Das Fragewort steht mit seinem Nomen auf Position 1, dann kommt das Verb.",
          "welch- hat dieselben Endungen wie der bestimmte Artikel: der → welcher, die → welche, das → welches, Plural die → welche. Im Akkusativ wird der maskuline Artikel der zu den, also welcher zu welchen: Welchen Film möchtest du sehen?",
        ],
        examples: [
          { de: "Welcher Tag ist heute?", tr: "der Tag → welcher" },
          { de: "Welche Farbe hat dein Fahrrad?", tr: "die Farbe → welche" },
          { de: "Welches Buch liest du?", tr: "das Buch → welches" },
          { de: "Welchen Film möchtest du sehen?", tr: "Akkusativ: den Film → welchen" },
        ],
        table: {
          caption: "Die Endungen von welch-",
          head: ["Kasus", "maskulin (der)", "feminin (die)", "neutral (das)", "Plural (die)"],
          rows: [
            ["Nominativ", "welcher Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
            ["Akkusativ", "welchen Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
          ],
        },
      },
      {
        heading: "Typische Fehler",
        paragraphs: [
          "✗ Du sprichst Deutsch? ✓ Sprichst du Deutsch? In der Ja/Nein-Frage steht das Verb am Anfang. (Im Gespräch hört man auch einen Aussagesatz mit der Stimme nach oben, aber lerne zuerst die Form mit dem Verb am Anfang.)",
          "✗ Welches Farbe magst du? ✓ Welche Farbe magst du? Die Endung von welch- hängt vom Genus des Nomens ab: die Farbe → welche.",
          "✗ Welcher Film siehst du? ✓ Welchen Film siehst du? Ist das Nomen ein Akkusativobjekt, wird maskulines welcher zu welchen.",
        ],
      },
    ],
    ru: [
      {
        heading: "Вопросы «да или нет»: глагол стоит первым",
        paragraphs: [
          "В вопросе «да или нет» нет вопросительного слова. Глагол в личной форме стоит на первом месте, а подлежащее – на втором. В конце голос повышается.",
          "Ответ – ja или nein: Kommst du heute mit? – Ja, ich komme mit. / Nein, heute nicht.",
        ],
        examples: [
          { de: "Hast du Hunger?", tr: "Ты голоден?" },
          { de: "Wohnst du in Berlin?", tr: "Ты живёшь в Берлине?" },
        ],
        table: {
          caption: "Утверждение и вопрос «да или нет»",
          head: ["Утверждение", "Вопрос «да или нет»"],
          rows: [
            ["Du kommst heute mit.", "Kommst du heute mit?"],
            ["Sie sprechen Englisch.", "Sprechen Sie Englisch?"],
            ["Das ist dein Auto.", "Ist das dein Auto?"],
            ["Anna hat einen Bruder.", "Hat Anna einen Bruder?"],
          ],
        },
      },
      {
        heading: "Глаголы с отделяемой приставкой и модальные глаголы в вопросах",
        paragraphs: [
          "Глагол с отделяемой приставкой разделяется и в вопросе: глагол стоит первым, а приставка уходит в конец: Rufst du mich morgen an?",
          "С модальным глаголом первым стоит модальный глагол, а инфинитив уходит в конец: Kannst du gut schwimmen?",
          "Если вопрос отрицательный, а вы хотите ответить «да», говорите doch: Hast du keine Zeit? – Doch!",
        ],
        examples: [
          { de: "Rufst du mich morgen an?", tr: "Ты позвонишь мне завтра?" },
          { de: "Kannst du gut schwimmen?", tr: "Ты хорошо умеешь плавать?" },
          { de: "Möchten Sie ein Glas Wasser?", tr: "Хотите стакан воды?" },
          { de: "Hast du keine Zeit? – Doch, ich habe Zeit.", tr: "У тебя нет времени? – Есть, у меня есть время." },
        ],
      },
      {
        heading: "welcher, welche, welches: какой?",
        paragraphs: [
          "С помощью welcher спрашивают, какой именно из группы: Welcher Bus? Welche Farbe? Welches Buch? Вопросительное слово вместе с существительным стоит на первом месте, затем идёт глагол.",
          "welch- имеет те же окончания, что и определённый артикль: der → welcher, die → welche, das → welches, множественное число die → welche. В винительном падеже (Akkusativ) der становится den, поэтому welcher становится welchen: Welchen Film möchtest du sehen?",
        ],
        examples: [
          { de: "Welcher Tag ist heute?", tr: "Какой сегодня день?" },
          { de: "Welche Farbe hat dein Fahrrad?", tr: "Какого цвета твой велосипед?" },
          { de: "Welches Buch liest du?", tr: "Какую книгу ты читаешь?" },
          { de: "Welchen Film möchtest du sehen?", tr: "Какой фильм ты хочешь посмотреть?" },
        ],
        table: {
          caption: "Окончания welch-",
          head: ["Падеж", "мужской род (der)", "женский род (die)", "средний род (das)", "множественное число (die)"],
          rows: [
            ["Именительный (Nominativ)", "welcher Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
            ["Винительный (Akkusativ)", "welchen Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
          ],
        },
      },
      {
        heading: "Типичные ошибки",
        paragraphs: [
          "✗ Du sprichst Deutsch? ✓ Sprichst du Deutsch? В вопросе «да или нет» глагол стоит первым. (В разговоре можно услышать и утвердительное предложение с повышением голоса, но выучите форму с глаголом в начале.)",
          "✗ Welches Farbe magst du? ✓ Welche Farbe magst du? Окончание welch- зависит от рода существительного: die Farbe → welche.",
          "✗ Welcher Film siehst du? ✓ Welchen Film siehst du? Когда существительное – дополнение (Akkusativ), welcher мужского рода становится welchen.",
        ],
      },
    ],
    be: [
      {
        heading: "Пытанні «так ці не»: дзеяслоў стаіць першым",
        paragraphs: [
          "У пытанні «так ці не» няма пытальнага слова. Дзеяслоў у асабовай форме стаіць на першым месцы, а дзейнік – на другім. У канцы голас павышаецца.",
          "Адказ – ja або nein: Kommst du heute mit? – Ja, ich komme mit. / Nein, heute nicht.",
        ],
        examples: [
          { de: "Hast du Hunger?", tr: "Ты галодны?" },
          { de: "Wohnst du in Berlin?", tr: "Ты жывеш у Берліне?" },
        ],
        table: {
          caption: "Сцвярджэнне і пытанне «так ці не»",
          head: ["Сцвярджэнне", "Пытанне «так ці не»"],
          rows: [
            ["Du kommst heute mit.", "Kommst du heute mit?"],
            ["Sie sprechen Englisch.", "Sprechen Sie Englisch?"],
            ["Das ist dein Auto.", "Ist das dein Auto?"],
            ["Anna hat einen Bruder.", "Hat Anna einen Bruder?"],
          ],
        },
      },
      {
        heading: "Дзеясловы з аддзяляльнай прыстаўкай і мадальныя дзеясловы ў пытаннях",
        paragraphs: [
          "Дзеяслоў з аддзяляльнай прыстаўкай раздзяляецца і ў пытанні: дзеяслоў стаіць першым, а прыстаўка ідзе ў канец: Rufst du mich morgen an?",
          "З мадальным дзеясловам першым стаіць мадальны дзеяслоў, а інфінітыў ідзе ў канец: Kannst du gut schwimmen?",
          "Калі пытанне адмоўнае, а вы хочаце адказаць «так», кажыце doch: Hast du keine Zeit? – Doch!",
        ],
        examples: [
          { de: "Rufst du mich morgen an?", tr: "Ты патэлефануеш мне заўтра?" },
          { de: "Kannst du gut schwimmen?", tr: "Ты добра ўмееш плаваць?" },
          { de: "Möchten Sie ein Glas Wasser?", tr: "Хочаце шклянку вады?" },
          { de: "Hast du keine Zeit? – Doch, ich habe Zeit.", tr: "У цябе няма часу? – Ёсць, у мяне ёсць час." },
        ],
      },
      {
        heading: "welcher, welche, welches: які?",
        paragraphs: [
          "З дапамогай welcher пытаюцца, які менавіта з групы: Welcher Bus? Welche Farbe? Welches Buch? Пытальнае слова разам з назоўнікам стаіць на першым месцы, потым ідзе дзеяслоў.",
          "welch- мае такія ж канчаткі, як азначальны артыкль: der → welcher, die → welche, das → welches, множны лік die → welche. У вінавальным склоне (Akkusativ) der становіцца den, таму welcher становіцца welchen: Welchen Film möchtest du sehen?",
        ],
        examples: [
          { de: "Welcher Tag ist heute?", tr: "Які сёння дзень?" },
          { de: "Welche Farbe hat dein Fahrrad?", tr: "Якога колеру твой ровар?" },
          { de: "Welches Buch liest du?", tr: "Якую кнігу ты чытаеш?" },
          { de: "Welchen Film möchtest du sehen?", tr: "Які фільм ты хочаш паглядзець?" },
        ],
        table: {
          caption: "Канчаткі welch-",
          head: ["Склон", "мужчынскі род (der)", "жаночы род (die)", "ніякі род (das)", "множны лік (die)"],
          rows: [
            ["Назоўны (Nominativ)", "welcher Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
            ["Вінавальны (Akkusativ)", "welchen Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
          ],
        },
      },
      {
        heading: "Тыповыя памылкі",
        paragraphs: [
          "✗ Du sprichst Deutsch? ✓ Sprichst du Deutsch? У пытанні «так ці не» дзеяслоў стаіць першым. (У размове можна пачуць і сцвярджальны сказ з павышэннем голасу, але вывучыце форму з дзеясловам на пачатку.)",
          "✗ Welches Farbe magst du? ✓ Welche Farbe magst du? Канчатак welch- залежыць ад роду назоўніка: die Farbe → welche.",
          "✗ Welcher Film siehst du? ✓ Welchen Film siehst du? Калі назоўнік з’яўляецца дапаўненнем (Akkusativ), welcher мужчынскага роду становіцца welchen.",
        ],
      },
    ],
    tr: [
      {
        heading: "Evet/hayır soruları: Fiil başa gelir",
        paragraphs: [
          "Evet/hayır sorusunda soru kelimesi yoktur. Çekimli fiil 1. sırada, özne 2. sırada durur. Cümlenin sonunda ses yükselir.",
          "Cevap ja ya da nein olur: Kommst du heute mit? – Ja, ich komme mit. / Nein, heute nicht.",
        ],
        examples: [
          { de: "Hast du Hunger?", tr: "Acıktın mı?" },
          { de: "Wohnst du in Berlin?", tr: "Berlin'de mi yaşıyorsun?" },
        ],
        table: {
          caption: "Düz cümle ve evet/hayır sorusu",
          head: ["Düz cümle", "Evet/hayır sorusu"],
          rows: [
            ["Du kommst heute mit.", "Kommst du heute mit?"],
            ["Sie sprechen Englisch.", "Sprechen Sie Englisch?"],
            ["Das ist dein Auto.", "Ist das dein Auto?"],
            ["Anna hat einen Bruder.", "Hat Anna einen Bruder?"],
          ],
        },
      },
      {
        heading: "Sorularda ayrılabilen fiiller ve modal fiiller",
        paragraphs: [
          "Ayrılabilen fiil soruda da ayrılır: Fiil başa gelir, ön ek sona gider: Rufst du mich morgen an?",
          "Modal fiil varsa modal fiil başa gelir, mastar sona gider: Kannst du gut schwimmen?",
          "Olumsuz bir soruya “evet” demek istiyorsanız doch ile cevap verin: Hast du keine Zeit? – Doch!",
        ],
        examples: [
          { de: "Rufst du mich morgen an?", tr: "Yarın beni arar mısın?" },
          { de: "Kannst du gut schwimmen?", tr: "İyi yüzebilir misin?" },
          { de: "Möchten Sie ein Glas Wasser?", tr: "Bir bardak su ister misiniz?" },
          { de: "Hast du keine Zeit? – Doch, ich habe Zeit.", tr: "Vaktin yok mu? – Var, vaktim var." },
        ],
      },
      {
        heading: "welcher, welche, welches: hangi?",
        paragraphs: [
          "welcher ile bir gruptan hangisi olduğunu sorarsınız: Welcher Bus? Welche Farbe? Welches Buch? Soru kelimesi ismiyle birlikte 1. sırada durur, sonra fiil gelir.",
          "welch- belirli artikelle aynı ekleri alır: der → welcher, die → welche, das → welches, çoğul die → welche. Akkusativ'de (belirtme hâli) eril der, den olur; bu yüzden welcher de welchen olur: Welchen Film möchtest du sehen?",
        ],
        examples: [
          { de: "Welcher Tag ist heute?", tr: "Bugün günlerden ne?" },
          { de: "Welche Farbe hat dein Fahrrad?", tr: "Bisikletin ne renk?" },
          { de: "Welches Buch liest du?", tr: "Hangi kitabı okuyorsun?" },
          { de: "Welchen Film möchtest du sehen?", tr: "Hangi filmi izlemek istiyorsun?" },
        ],
        table: {
          caption: "welch- ekleri",
          head: ["Hâl", "eril (der)", "dişil (die)", "nötr (das)", "çoğul (die)"],
          rows: [
            ["Yalın hâl (Nominativ)", "welcher Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
            ["Belirtme hâli (Akkusativ)", "welchen Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
          ],
        },
      },
      {
        heading: "Sık yapılan hatalar",
        paragraphs: [
          "✗ Du sprichst Deutsch? ✓ Sprichst du Deutsch? Evet/hayır sorusunda fiil başa gelir. (Konuşmada yükselen sesle söylenen düz cümle de duyulur, ama fiille başlayan biçimi öğrenin.)",
          "✗ Welches Farbe magst du? ✓ Welche Farbe magst du? welch- ekinin biçimi ismin cinsiyetine bağlıdır: die Farbe → welche.",
          "✗ Welcher Film siehst du? ✓ Welchen Film siehst du? İsim nesne olduğunda (Akkusativ), eril welcher, welchen olur.",
        ],
      },
    ],
    pl: [
      {
        heading: "Pytania „tak czy nie”: czasownik stoi na początku",
        paragraphs: [
          "Pytanie „tak czy nie” nie ma słowa pytającego. Czasownik w formie osobowej stoi na 1. miejscu, a podmiot na 2. Na końcu głos idzie w górę.",
          "Odpowiedź to ja albo nein: Kommst du heute mit? – Ja, ich komme mit. / Nein, heute nicht.",
        ],
        examples: [
          { de: "Hast du Hunger?", tr: "Jesteś głodny?" },
          { de: "Wohnst du in Berlin?", tr: "Mieszkasz w Berlinie?" },
        ],
        table: {
          caption: "Zdanie oznajmujące i pytanie „tak czy nie”",
          head: ["Zdanie oznajmujące", "Pytanie „tak czy nie”"],
          rows: [
            ["Du kommst heute mit.", "Kommst du heute mit?"],
            ["Sie sprechen Englisch.", "Sprechen Sie Englisch?"],
            ["Das ist dein Auto.", "Ist das dein Auto?"],
            ["Anna hat einen Bruder.", "Hat Anna einen Bruder?"],
          ],
        },
      },
      {
        heading: "Czasowniki rozdzielnie złożone i modalne w pytaniach",
        paragraphs: [
          "Czasownik rozdzielnie złożony rozdziela się także w pytaniu: czasownik stoi na początku, a przedrostek idzie na koniec: Rufst du mich morgen an?",
          "Z czasownikiem modalnym na początku stoi czasownik modalny, a bezokolicznik idzie na koniec: Kannst du gut schwimmen?",
          "Jeśli pytanie jest przeczące, a chcesz odpowiedzieć „tak”, powiedz doch: Hast du keine Zeit? – Doch!",
        ],
        examples: [
          { de: "Rufst du mich morgen an?", tr: "Zadzwonisz do mnie jutro?" },
          { de: "Kannst du gut schwimmen?", tr: "Umiesz dobrze pływać?" },
          { de: "Möchten Sie ein Glas Wasser?", tr: "Czy chciałby pan szklankę wody?" },
          { de: "Hast du keine Zeit? – Doch, ich habe Zeit.", tr: "Nie masz czasu? – Mam, mam czas." },
        ],
      },
      {
        heading: "welcher, welche, welches: który?",
        paragraphs: [
          "Za pomocą welcher pytamy, który z grupy: Welcher Bus? Welche Farbe? Welches Buch? Słowo pytające razem z rzeczownikiem stoi na 1. miejscu, potem czasownik.",
          "welch- ma takie same końcówki jak rodzajnik określony: der → welcher, die → welche, das → welches, liczba mnoga die → welche. W bierniku (Akkusativ) der zmienia się w den, więc welcher zmienia się w welchen: Welchen Film möchtest du sehen?",
        ],
        examples: [
          { de: "Welcher Tag ist heute?", tr: "Jaki dziś jest dzień?" },
          { de: "Welche Farbe hat dein Fahrrad?", tr: "Jakiego koloru jest twój rower?" },
          { de: "Welches Buch liest du?", tr: "Jaką książkę czytasz?" },
          { de: "Welchen Film möchtest du sehen?", tr: "Który film chcesz obejrzeć?" },
        ],
        table: {
          caption: "Końcówki welch-",
          head: ["Przypadek", "rodzaj męski (der)", "rodzaj żeński (die)", "rodzaj nijaki (das)", "liczba mnoga (die)"],
          rows: [
            ["Mianownik (Nominativ)", "welcher Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
            ["Biernik (Akkusativ)", "welchen Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
          ],
        },
      },
      {
        heading: "Częste błędy",
        paragraphs: [
          "✗ Du sprichst Deutsch? ✓ Sprichst du Deutsch? W pytaniu „tak czy nie” czasownik stoi na początku. (W mowie słychać też zdanie oznajmujące z podniesionym głosem, ale naucz się formy z czasownikiem na początku.)",
          "✗ Welches Farbe magst du? ✓ Welche Farbe magst du? Końcówka welch- zależy od rodzaju rzeczownika: die Farbe → welche.",
          "✗ Welcher Film siehst du? ✓ Welchen Film siehst du? Gdy rzeczownik jest dopełnieniem (Akkusativ), welcher w rodzaju męskim zmienia się w welchen.",
        ],
      },
    ],
    es: [
      {
        heading: "Preguntas de sí o no: el verbo va primero",
        paragraphs: [
          "Una pregunta de sí o no no tiene palabra interrogativa. El verbo conjugado va en la posición 1 y el sujeto en la posición 2. Al final, la voz sube.",
          "La respuesta es ja o nein: Kommst du heute mit? – Ja, ich komme mit. / Nein, heute nicht.",
        ],
        examples: [
          { de: "Hast du Hunger?", tr: "¿Tienes hambre?" },
          { de: "Wohnst du in Berlin?", tr: "¿Vives en Berlín?" },
        ],
        table: {
          caption: "Afirmación y pregunta de sí o no",
          head: ["Afirmación", "Pregunta de sí o no"],
          rows: [
            ["Du kommst heute mit.", "Kommst du heute mit?"],
            ["Sie sprechen Englisch.", "Sprechen Sie Englisch?"],
            ["Das ist dein Auto.", "Ist das dein Auto?"],
            ["Anna hat einen Bruder.", "Hat Anna einen Bruder?"],
          ],
        },
      },
      {
        heading: "Verbos separables y modales en las preguntas",
        paragraphs: [
          "Un verbo separable también se separa en la pregunta: el verbo va primero y la partícula va al final: Rufst du mich morgen an?",
          "Con un verbo modal, el modal va primero y el infinitivo va al final: Kannst du gut schwimmen?",
          "Si la pregunta es negativa y quieres decir «sí», responde con doch: Hast du keine Zeit? – Doch!",
        ],
        examples: [
          { de: "Rufst du mich morgen an?", tr: "¿Me llamas mañana?" },
          { de: "Kannst du gut schwimmen?", tr: "¿Sabes nadar bien?" },
          { de: "Möchten Sie ein Glas Wasser?", tr: "¿Quiere usted un vaso de agua?" },
          { de: "Hast du keine Zeit? – Doch, ich habe Zeit.", tr: "¿No tienes tiempo? – Sí, sí que tengo tiempo." },
        ],
      },
      {
        heading: "welcher, welche, welches: ¿cuál?, ¿qué?",
        paragraphs: [
          "Con welcher preguntas cuál de un grupo: Welcher Bus? Welche Farbe? Welches Buch? La palabra interrogativa va con su sustantivo en la posición 1 y luego viene el verbo.",
          "welch- tiene las mismas terminaciones que el artículo determinado: der → welcher, die → welche, das → welches, plural die → welche. En acusativo, el masculino der se convierte en den, así que welcher se convierte en welchen: Welchen Film möchtest du sehen?",
        ],
        examples: [
          { de: "Welcher Tag ist heute?", tr: "¿Qué día es hoy?" },
          { de: "Welche Farbe hat dein Fahrrad?", tr: "¿De qué color es tu bicicleta?" },
          { de: "Welches Buch liest du?", tr: "¿Qué libro estás leyendo?" },
          { de: "Welchen Film möchtest du sehen?", tr: "¿Qué película quieres ver?" },
        ],
        table: {
          caption: "Las terminaciones de welch-",
          head: ["Caso", "masculino (der)", "femenino (die)", "neutro (das)", "plural (die)"],
          rows: [
            ["Nominativo (Nominativ)", "welcher Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
            ["Acusativo (Akkusativ)", "welchen Bus", "welche Farbe", "welches Buch", "welche Sprachen"],
          ],
        },
      },
      {
        heading: "Errores frecuentes",
        paragraphs: [
          "✗ Du sprichst Deutsch? ✓ Sprichst du Deutsch? En una pregunta de sí o no el verbo va primero. (Al hablar también se oye la afirmación con la voz que sube, pero aprende la forma con el verbo al principio.)",
          "✗ Welches Farbe magst du? ✓ Welche Farbe magst du? La terminación de welch- depende del género del sustantivo: die Farbe → welche.",
          "✗ Welcher Film siehst du? ✓ Welchen Film siehst du? Cuando el sustantivo es el objeto (acusativo), el masculino welcher se convierte en welchen.",
        ],
      },
    ],
  },
  practice: {
    kind: "deEn",
    elements: [
      { de: "Kommst - du - heute - mit?", hide: ["Kommst", "mit"], en: "Are you coming along today?", tr: { ua: "Ти підеш сьогодні з нами?", de: "Frage an einen Freund: Bist du heute dabei? (mitkommen)", ru: "Ты пойдёшь сегодня с нами?", be: "Ты пойдзеш сёння з намі?", tr: "Bugün bizimle geliyor musun?", pl: "Idziesz dziś z nami?", es: "¿Vienes hoy con nosotros?" } },
      { de: "Hast - du - Hunger?", hide: ["Hast"], en: "Are you hungry?", tr: { ua: "Ти голодний?", de: "Frage an einen Freund: Möchtest du etwas essen? (Hunger haben)", ru: "Ты голоден?", be: "Ты галодны?", tr: "Acıktın mı?", pl: "Jesteś głodny?", es: "¿Tienes hambre?" } },
      { de: "Sprechen - Sie - Englisch?", hide: ["Sprechen"], en: "Do you speak English?", tr: { ua: "Ви розмовляєте англійською? (ввічливо)", de: "Höfliche Frage an einen Fremden nach der Sprache Englisch. (sprechen, Sie-Form)", ru: "Вы говорите по-английски? (вежливо)", be: "Вы размаўляеце па-англійску? (ветліва)", tr: "İngilizce konuşuyor musunuz?", pl: "Czy mówi pan po angielsku?", es: "¿Habla usted inglés?" } },
      { de: "Ist - das - dein Auto?", hide: ["Ist"], en: "Is that your car?", tr: { ua: "Це твоя машина?", de: "Frage an einen Freund: Gehört dir das Auto? (sein)", ru: "Это твоя машина?", be: "Гэта твая машына?", tr: "Bu senin araban mı?", pl: "Czy to twój samochód?", es: "¿Es ese tu coche?" } },
      { de: "Wohnst - du - in Berlin?", hide: ["Wohnst"], en: "Do you live in Berlin?", tr: { ua: "Ти живеш у Берліні?", de: "Frage an einen Freund: Ist deine Wohnung in Berlin? (wohnen)", ru: "Ты живёшь в Берлине?", be: "Ты жывеш у Берліне?", tr: "Berlin’de mi yaşıyorsun?", pl: "Mieszkasz w Berlinie?", es: "¿Vives en Berlín?" } },
      { de: "Kannst - du - gut - schwimmen?", hide: ["Kannst", "schwimmen"], en: "Can you swim well?", tr: { ua: "Ти вмієш добре плавати?", de: "Frage an einen Freund: Bist du sicher im Wasser? (können, schwimmen)", ru: "Ты умеешь хорошо плавать?", be: "Ты ўмееш добра плаваць?", tr: "İyi yüzebiliyor musun?", pl: "Umiesz dobrze pływać?", es: "¿Sabes nadar bien?" } },
      { de: "Trinkst - du - gern - Kaffee?", hide: ["Trinkst"], en: "Do you like coffee?", tr: { ua: "Ти любиш каву?", de: "Frage an einen Gast: Ist Kaffee dein Lieblingsgetränk? (trinken, gern)", ru: "Ты любишь кофе?", be: "Ты любіш каву?", tr: "Kahve sever misin?", pl: "Lubisz kawę?", es: "¿Te gusta el café?" } },
      { de: "Rufst - du - mich - morgen - an?", hide: ["Rufst", "an"], en: "Will you call me tomorrow?", tr: { ua: "Ти зателефонуєш мені завтра?", de: "Bitte an einen Freund: Du sollst dich morgen per Telefon melden. (anrufen)", ru: "Ты позвонишь мне завтра?", be: "Ты патэлефануеш мне заўтра?", tr: "Yarın beni arar mısın?", pl: "Zadzwonisz do mnie jutro?", es: "¿Me llamas mañana?" } },
      { de: "Seid - ihr - müde?", hide: ["Seid"], en: "Are you (all) tired?", tr: { ua: "Ви (усі) втомилися?", de: "Frage an eine Gruppe: Wollt ihr schlafen? (müde sein, ihr)", ru: "Вы (все) устали?", be: "Вы (усе) стаміліся?", tr: "(Hepiniz) yorgun musunuz?", pl: "Jesteście zmęczeni?", es: "¿Estáis cansados?" } },
      { de: "Hat - Anna - einen Bruder?", hide: ["Hat"], en: "Does Anna have a brother?", tr: { ua: "У Анни є брат?", de: "Frage nach der Familie von Anna: Gibt es einen Jungen bei den Geschwistern? (haben)", ru: "У Анны есть брат?", be: "У Анны ёсць брат?", tr: "Anna’nın erkek kardeşi var mı?", pl: "Czy Anna ma brata?", es: "¿Tiene Anna un hermano?" } },
      { de: "Möchten - Sie - ein Glas Wasser?", hide: ["Möchten"], en: "Would you like a glass of water?", tr: { ua: "Бажаєте склянку води? (ввічливо)", de: "Höfliches Angebot an einen Gast: etwas zu trinken. (möchten, Sie-Form)", ru: "Хотите стакан воды? (вежливо)", be: "Хочаце шклянку вады? (ветліва)", tr: "Bir bardak su ister misiniz?", pl: "Czy chce pan szklankę wody?", es: "¿Quiere usted un vaso de agua?" } },
      { de: "Fährt - dieser Bus - zum Bahnhof?", hide: ["Fährt"], en: "Does this bus go to the station?", tr: { ua: "Цей автобус їде до вокзалу?", de: "Frage an den Busfahrer: Ist der Bahnhof das Ziel? (fahren)", ru: "Этот автобус едет до вокзала?", be: "Гэты аўтобус едзе да вакзала?", tr: "Bu otobüs istasyona gidiyor mu?", pl: "Czy ten autobus jedzie na dworzec?", es: "¿Este autobús va a la estación?" } },
      { de: "Welcher - Tag - ist - heute?", hide: ["Welcher"], en: "What day is it today?", tr: { ua: "Який сьогодні день?", de: "Montag, Dienstag …? Frage nach dem Wochentag. (welcher)", ru: "Какой сегодня день?", be: "Які сёння дзень?", tr: "Bugün günlerden ne?", pl: "Jaki dziś jest dzień?", es: "¿Qué día es hoy?" } },
      { de: "Welche - Farbe - hat - dein Fahrrad?", hide: ["Welche"], en: "What colour is your bike?", tr: { ua: "Якого кольору твій велосипед?", de: "Rot, blau oder grün? Frage an einen Freund nach seinem Rad. (Farbe haben)", ru: "Какого цвета твой велосипед?", be: "Якога колеру твой ровар?", tr: "Bisikletin ne renk?", pl: "Jakiego koloru jest twój rower?", es: "¿De qué color es tu bicicleta?" } },
      { de: "Welches - Buch - liest - du?", hide: ["Welches"], en: "Which book are you reading?", tr: { ua: "Яку книжку ти читаєш?", de: "Frage an einen Freund nach dem Titel von seinem Buch. (lesen)", ru: "Какую книгу ты читаешь?", be: "Якую кнігу ты чытаеш?", tr: "Hangi kitabı okuyorsun?", pl: "Jaką książkę czytasz?", es: "¿Qué libro estás leyendo?" } },
      { de: "Welchen - Film - möchtest - du - sehen?", hide: ["Welchen", "sehen"], en: "Which film do you want to see?", tr: { ua: "Який фільм ти хочеш подивитися?", de: "Im Kino: Frage an einen Freund nach seinem Wunsch. (möchten, sehen)", ru: "Какой фильм ты хочешь посмотреть?", be: "Які фільм ты хочаш паглядзець?", tr: "Hangi filmi izlemek istiyorsun?", pl: "Jaki film chcesz obejrzeć?", es: "¿Qué película quieres ver?" } },
      { de: "Welche - Sprachen - sprichst - du?", hide: ["Welche"], en: "Which languages do you speak?", tr: { ua: "Якими мовами ти розмовляєш?", de: "Deutsch, Englisch, Spanisch …? Frage an einen Freund. (sprechen)", ru: "На каких языках ты говоришь?", be: "На якіх мовах ты размаўляеш?", tr: "Hangi dilleri konuşuyorsun?", pl: "Jakimi językami mówisz?", es: "¿Qué idiomas hablas?" } },
      { de: "Welcher - Bus - fährt - zum Bahnhof?", hide: ["Welcher"], en: "Which bus goes to the station?", tr: { ua: "Який автобус їде до вокзалу?", de: "An der Haltestelle: Man will zum Zug und braucht die Nummer vom Bus. (fahren)", ru: "Какой автобус едет до вокзала?", be: "Які аўтобус едзе да вакзала?", tr: "Hangi otobüs istasyona gidiyor?", pl: "Który autobus jedzie na dworzec?", es: "¿Qué autobús va a la estación?" } },
      { de: "Welches - Zimmer - ist - frei?", hide: ["Welches"], en: "Which room is free?", tr: { ua: "Яка кімната вільна?", de: "Im Hotel: Frage nach einem Zimmer ohne Gäste. (frei sein)", ru: "Какая комната свободна?", be: "Які пакой вольны?", tr: "Hangi oda boş?", pl: "Który pokój jest wolny?", es: "¿Qué habitación está libre?" } },
      { de: "Welche - Jacke - nimmst - du?", hide: ["Welche"], en: "Which jacket are you taking?", tr: { ua: "Яку куртку ти береш?", de: "Es gibt zwei Jacken. Frage an einen Freund nach seiner Wahl. (nehmen)", ru: "Какую куртку ты берёшь?", be: "Якую куртку ты бярэш?", tr: "Hangi ceketi alıyorsun?", pl: "Którą kurtkę bierzesz?", es: "¿Qué chaqueta te llevas?" } },
      { de: "Welchen - Kuchen - möchten - Sie?", hide: ["Welchen"], en: "Which cake would you like?", tr: { ua: "Який пиріг ви бажаєте? (ввічливо)", de: "Im Café fragt die Kellnerin einen Gast höflich nach seiner Wahl. (möchten, Sie-Form)", ru: "Какой пирог вы хотите? (вежливо)", be: "Які пірог вы жадаеце? (ветліва)", tr: "Hangi pastayı istersiniz?", pl: "Jakie ciasto pan sobie życzy?", es: "¿Qué pastel quiere usted?" } },
      { de: "Welches - Obst - isst - du - gern?", hide: ["Welches"], en: "Which fruit do you like to eat?", tr: { ua: "Які фрукти ти любиш їсти?", de: "Äpfel, Bananen oder Kirschen? Frage an einen Freund. (essen, gern)", ru: "Какие фрукты ты любишь есть?", be: "Якую садавіну ты любіш есці?", tr: "Hangi meyveyi yemeyi seversin?", pl: "Jakie owoce lubisz jeść?", es: "¿Qué fruta te gusta comer?" } },
      { de: "Spielst - du - gern - Fußball?", hide: ["Spielst"], en: "Do you like playing football?", tr: { ua: "Ти любиш грати у футбол?", de: "Frage an einen neuen Freund nach seinem Lieblingssport mit dem Ball. (spielen, gern)", ru: "Ты любишь играть в футбол?", be: "Ты любіш гуляць у футбол?", tr: "Futbol oynamayı sever misin?", pl: "Lubisz grać w piłkę nożną?", es: "¿Te gusta jugar al fútbol?" } },
      { de: "Arbeiten - Sie - hier, - Frau Lehmann?", hide: ["Arbeiten"], en: "Do you work here, Mrs Lehmann?", tr: { ua: "Ви тут працюєте, пані Леман?", de: "Höfliche Frage im Geschäft: Ist die Frau eine Verkäuferin? (arbeiten, Sie-Form)", ru: "Вы здесь работаете, госпожа Леман?", be: "Вы тут працуеце, пані Леман?", tr: "Burada mı çalışıyorsunuz, Bayan Lehmann?", pl: "Czy pani tu pracuje, pani Lehmann?", es: "¿Trabaja usted aquí, señora Lehmann?" } },
      { de: "Habt - ihr - am Wochenende - Zeit?", hide: ["Habt"], en: "Do you have time at the weekend?", tr: { ua: "У вас є час на вихідних?", de: "Frage an zwei Freunde: Klappt ein Treffen am Samstag oder Sonntag? (Zeit haben, ihr)", ru: "У вас есть время на выходных?", be: "У вас ёсць час на выхадных?", tr: "Hafta sonu vaktiniz var mı?", pl: "Macie czas w weekend?", es: "¿Tenéis tiempo el fin de semana?" } },
      { de: "Ist - der Platz - noch - frei?", hide: ["Ist"], en: "Is this seat still free?", tr: { ua: "Це місце ще вільне?", de: "Frage im Zug: Darf ich mich dort hinsetzen? (sein)", ru: "Это место ещё свободно?", be: "Гэтае месца яшчэ вольнае?", tr: "Bu yer hâlâ boş mu?", pl: "Czy to miejsce jest jeszcze wolne?", es: "¿Está libre este asiento?" } },
      { de: "Welche - Musik - hörst - du - gern?", hide: ["Welche"], alternatives: { Welche: ["Was für"] }, en: "What music do you like listening to?", tr: { ua: "Яку музику ти любиш слухати?", de: "Frage an eine Freundin: Pop, Rock oder Klassik? (hören, gern)", ru: "Какую музыку ты любишь слушать?", be: "Якую музыку ты любіш слухаць?", tr: "Ne tür müzik dinlemeyi seversin?", pl: "Jakiej muzyki lubisz słuchać?", es: "¿Qué música te gusta escuchar?" } },
      { de: "Welchen - Tee - trinkst - du?", hide: ["Welchen"], en: "Which tea are you having?", tr: { ua: "Який чай ти будеш пити?", de: "Frage an einen Gast: Es gibt grünen und schwarzen Tee. (trinken)", ru: "Какой чай ты будешь пить?", be: "Якую гарбату ты будзеш піць?", tr: "Hangi çayı içiyorsun?", pl: "Jaką herbatę pijesz?", es: "¿Qué té tomas?" } },
      { de: "Welcher - Pullover - gefällt - dir?", hide: ["Welcher"], en: "Which jumper do you like?", tr: { ua: "Який светр тобі подобається?", de: "Im Geschäft: der rote oder der blaue? (gefallen)", ru: "Какой свитер тебе нравится?", be: "Які світар табе падабаецца?", tr: "Hangi kazağı beğeniyorsun?", pl: "Który sweter ci się podoba?", es: "¿Qué jersey te gusta?" } },
      { de: "Welche - Schuhe - ziehst - du - an?", hide: ["Welche"], en: "Which shoes are you putting on?", tr: { ua: "Яке взуття ти взуєш?", de: "Frage vor der Party: die schwarzen oder die weißen? (anziehen)", ru: "Какие туфли ты наденешь?", be: "Які абутак ты абуеш?", tr: "Hangi ayakkabıları giyiyorsun?", pl: "Które buty zakładasz?", es: "¿Qué zapatos te pones?" } },
    ],
  },
};

export default topic;
