import type { A1Topic } from "../types";

const topic: A1Topic = {
  slug: "indirect-speech",
  type: "other",
  title: {
    en: "Indirect speech with dass and ob",
    ua: "Непряма мова з dass і ob",
    de: "Indirekte Rede mit dass und ob",
    ru: "Косвенная речь с dass и ob",
    be: "Ускосная мова з dass і ob",
    tr: "dass ve ob ile dolaylı anlatım",
    pl: "Mowa zależna z dass i ob",
    es: "Estilo indirecto con dass y ob",
  },
  descr: {
    en: "Pass on what people say and ask with dass, ob and question words – the A1 way, without the Konjunktiv.",
    ua: "Передавайте, що люди кажуть і питають, за допомогою dass, ob і питальних слів – на рівні A1, без Konjunktiv.",
    de: "Gib mit dass, ob und Fragewörtern wieder, was andere sagen und fragen – auf A1-Niveau, ohne Konjunktiv.",
    ru: "Передавайте, что люди говорят и спрашивают, с помощью dass, ob и вопросительных слов – на уровне A1, без Konjunktiv.",
    be: "Перадавайце, што людзі кажуць і пытаюцца, з дапамогай dass, ob і пытальных слоў – на ўзроўні A1, без Konjunktiv.",
    tr: "İnsanların söylediklerini ve sorduklarını dass, ob ve soru kelimeleriyle aktarın – A1 seviyesinde, Konjunktiv olmadan.",
    pl: "Przekazuj, co ludzie mówią i o co pytają, za pomocą dass, ob i słów pytających – na poziomie A1, bez Konjunktiv.",
    es: "Transmite lo que otros dicen y preguntan con dass, ob y palabras interrogativas, al nivel A1 y sin Konjunktiv.",
  },
  rules: {
    en: [
      {
        heading: "Reporting what someone says or asks",
        paragraphs: [
          "When you pass on what another person says or asks, you can use a subordinate clause with dass, ob or a question word. This is simple indirect speech.",
          "At A1 you use the normal present tense (indicative): Er sagt, dass er müde ist. The special verb form Konjunktiv I (er sei, er habe) belongs to level A2 – see the A2 lesson “Indirect Speech”.",
        ],
        examples: [
          { de: "Er sagt, dass er müde ist.", tr: "He says that he is tired." },
          { de: "Sie fragt, ob du kommst.", tr: "She asks whether you are coming." },
          { de: "Weißt du, wo der Bahnhof ist?", tr: "Do you know where the station is?" },
        ],
      },
      {
        heading: "Statements with dass",
        paragraphs: [
          "After sagen, meinen, glauben, denken, wissen, schreiben or erzählen, use dass. The verb goes to the end of the dass clause.",
          "Change the pronouns to fit the speaker: „Ich bin müde.“ → Er sagt, dass er müde ist. With a modal verb, the modal verb is last: Er sagt, dass er arbeiten muss.",
        ],
        table: {
          caption: "Direct speech → indirect speech",
          head: ["Direct", "Indirect"],
          rows: [
            ["Anna: „Ich habe keine Zeit.“", "Anna sagt, dass sie keine Zeit hat."],
            ["Tom: „Das Essen schmeckt gut.“", "Tom sagt, dass das Essen gut schmeckt."],
            ["Paul: „Ich bin krank.“", "Paul schreibt, dass er krank ist."],
            ["Max: „Ich muss heute arbeiten.“", "Max sagt, dass er heute arbeiten muss."],
          ],
        },
      },
      {
        heading: "Questions: ob and question words",
        paragraphs: [
          "A yes/no question is reported with ob (whether, if): „Kommst du?“ → Sie fragt, ob du kommst.",
          "A W-question keeps its question word, which works like a conjunction: „Wo ist der Bahnhof?“ → Er fragt, wo der Bahnhof ist. The verb goes to the end.",
          "Polite questions often start like this: Können Sie mir sagen, …? Weißt du, …? Then the sentence ends with a question mark. After Er fragt, … it ends with a full stop.",
        ],
        examples: [
          { de: "Ich weiß nicht, wie er heißt.", tr: "I don't know what his name is." },
          { de: "Kannst du mir sagen, warum du traurig bist?", tr: "Can you tell me why you are sad?" },
        ],
        table: {
          caption: "Direct question → indirect question",
          head: ["Direct", "Indirect"],
          rows: [
            ["„Kommst du?“", "Sie fragt, ob du kommst."],
            ["„Habt ihr Hunger?“", "Mein Vater fragt, ob wir Hunger haben."],
            ["„Wo ist der Bahnhof?“", "Er fragt, wo der Bahnhof ist."],
            ["„Wann fährt der Zug?“", "Können Sie mir sagen, wann der Zug fährt?"],
          ],
        },
      },
      {
        heading: "Common mistakes",
        paragraphs: [
          "✗ Er sagt, dass er ist müde. ✓ Er sagt, dass er müde ist. In indirect speech the verb goes to the end.",
          "✗ Sie fragt, ob wo du wohnst. ✓ Sie fragt, wo du wohnst. Use ob only for yes/no questions; a question word does not need ob.",
          "✗ Er fragt, dass du kommst. ✓ Er fragt, ob du kommst. After fragen, use ob, not dass.",
          "✗ Er sagt, dass ich müde bin. ✓ Er sagt, dass er müde ist. Change the pronoun: he said „ich“, you say er.",
        ],
      },
    ],
    ua: [
      {
        heading: "Як переказати, що хтось каже або питає",
        paragraphs: [
          "Коли ви передаєте слова чи питання іншої людини, можна вжити підрядне речення з dass, ob або питальним словом. Це проста непряма мова.",
          "На рівні A1 уживають звичайний теперішній час (Indikativ): Er sagt, dass er müde ist. Особлива форма дієслова Konjunktiv I (er sei, er habe) належить до рівня A2 – див. урок A2 «Indirect Speech» (непряма мова).",
        ],
        examples: [
          { de: "Er sagt, dass er müde ist.", tr: "Він каже, що втомився." },
          { de: "Sie fragt, ob du kommst.", tr: "Вона питає, чи ти прийдеш." },
          { de: "Weißt du, wo der Bahnhof ist?", tr: "Ти знаєш, де вокзал?" },
        ],
      },
      {
        heading: "Твердження з dass",
        paragraphs: [
          "Після sagen, meinen, glauben, denken, wissen, schreiben або erzählen уживайте dass. Дієслово стоїть у кінці речення з dass.",
          "Змінюйте займенники відповідно до того, хто говорить: „Ich bin müde.“ → Er sagt, dass er müde ist. З модальним дієсловом модальне дієслово стоїть останнім: Er sagt, dass er arbeiten muss.",
        ],
        table: {
          caption: "Пряма мова → непряма мова",
          head: ["Пряма мова", "Непряма мова"],
          rows: [
            ["Anna: „Ich habe keine Zeit.“", "Anna sagt, dass sie keine Zeit hat."],
            ["Tom: „Das Essen schmeckt gut.“", "Tom sagt, dass das Essen gut schmeckt."],
            ["Paul: „Ich bin krank.“", "Paul schreibt, dass er krank ist."],
            ["Max: „Ich muss heute arbeiten.“", "Max sagt, dass er heute arbeiten muss."],
          ],
        },
      },
      {
        heading: "Питання: ob і питальні слова",
        paragraphs: [
          "Питання «так чи ні» передають за допомогою ob (чи): „Kommst du?“ → Sie fragt, ob du kommst.",
          "W-питання зберігає своє питальне слово, яке діє як сполучник: „Wo ist der Bahnhof?“ → Er fragt, wo der Bahnhof ist. Дієслово стоїть у кінці.",
          "Увічливі питання часто починаються так: Können Sie mir sagen, …? Weißt du, …? Тоді речення закінчується знаком питання. Після Er fragt, … ставлять крапку.",
        ],
        examples: [
          { de: "Ich weiß nicht, wie er heißt.", tr: "Я не знаю, як його звати." },
          { de: "Kannst du mir sagen, warum du traurig bist?", tr: "Можеш сказати мені, чому ти сумний?" },
        ],
        table: {
          caption: "Пряме питання → непряме питання",
          head: ["Пряме питання", "Непряме питання"],
          rows: [
            ["„Kommst du?“", "Sie fragt, ob du kommst."],
            ["„Habt ihr Hunger?“", "Mein Vater fragt, ob wir Hunger haben."],
            ["„Wo ist der Bahnhof?“", "Er fragt, wo der Bahnhof ist."],
            ["„Wann fährt der Zug?“", "Können Sie mir sagen, wann der Zug fährt?"],
          ],
        },
      },
      {
        heading: "Типові помилки",
        paragraphs: [
          "✗ Er sagt, dass er ist müde. ✓ Er sagt, dass er müde ist. У непрямій мові дієслово стоїть у кінці.",
          "✗ Sie fragt, ob wo du wohnst. ✓ Sie fragt, wo du wohnst. ob уживають лише для питань «так чи ні»; питальному слову ob не потрібен.",
          "✗ Er fragt, dass du kommst. ✓ Er fragt, ob du kommst. Після fragen уживайте ob, а не dass.",
          "✗ Er sagt, dass ich müde bin. ✓ Er sagt, dass er müde ist. Змінюйте займенник: він сказав „ich“, а ви кажете er.",
        ],
      },
    ],
    de: [
      {
        heading: "Wiedergeben, was jemand sagt oder fragt",
        paragraphs: [
          "Wenn du weitersagst, was eine andere Person sagt oder fragt, kannst du einen Nebensatz mit dass, ob oder einem Fragewort benutzen. Das ist die einfache indirekte Rede.",
          "Auf A1-Niveau benutzt du das normale Präsens (Indikativ): Er sagt, dass er müde ist. Die besondere Verbform Konjunktiv I (er sei, er habe) lernst du auf Niveau A2 – siehe die A2-Lektion „Indirect Speech“.",
        ],
        examples: [
          { de: "Er sagt, dass er müde ist.", tr: "dass: das Verb steht am Ende" },
          { de: "Sie fragt, ob du kommst.", tr: "ob: eine indirekte Ja/Nein-Frage" },
          { de: "Weißt du, wo der Bahnhof ist?", tr: "wo: eine indirekte W-Frage" },
        ],
      },
      {
        heading: "Aussagen mit dass",
        paragraphs: [
          "Nach sagen, meinen, glauben, denken, wissen, schreiben oder erzählen benutzt du dass. Das Verb steht am Ende des dass-Satzes.",
          "Pass die Pronomen an den Sprecher an: „Ich bin müde.“ → Er sagt, dass er müde ist. Mit einem Modalverb steht das Modalverb ganz am Ende: Er sagt, dass er arbeiten muss.",
        ],
        table: {
          caption: "Direkte Rede → indirekte Rede",
          head: ["Direkt", "Indirekt"],
          rows: [
            ["Anna: „Ich habe keine Zeit.“", "Anna sagt, dass sie keine Zeit hat."],
            ["Tom: „Das Essen schmeckt gut.“", "Tom sagt, dass das Essen gut schmeckt."],
            ["Paul: „Ich bin krank.“", "Paul schreibt, dass er krank ist."],
            ["Max: „Ich muss heute arbeiten.“", "Max sagt, dass er heute arbeiten muss."],
          ],
        },
      },
      {
        heading: "Fragen: ob und Fragewörter",
        paragraphs: [
          "Eine Ja/Nein-Frage gibst du mit ob wieder: „Kommst du?“ → Sie fragt, ob du kommst.",
          "Eine W-Frage behält ihr Fragewort. Es funktioniert wie eine Konjunktion: „Wo ist der Bahnhof?“ → Er fragt, wo der Bahnhof ist. Das Verb steht am Ende.",
          "Höfliche Fragen beginnen oft so: Können Sie mir sagen, …? Weißt du, …? Dann steht am Ende ein Fragezeichen. Nach Er fragt, … steht am Ende ein Punkt.",
        ],
        examples: [
          { de: "Ich weiß nicht, wie er heißt.", tr: "wie … heißt: das Verb steht am Ende" },
          { de: "Kannst du mir sagen, warum du traurig bist?", tr: "höfliche Frage: am Ende ein Fragezeichen" },
        ],
        table: {
          caption: "Direkte Frage → indirekte Frage",
          head: ["Direkt", "Indirekt"],
          rows: [
            ["„Kommst du?“", "Sie fragt, ob du kommst."],
            ["„Habt ihr Hunger?“", "Mein Vater fragt, ob wir Hunger haben."],
            ["„Wo ist der Bahnhof?“", "Er fragt, wo der Bahnhof ist."],
            ["„Wann fährt der Zug?“", "Können Sie mir sagen, wann der Zug fährt?"],
          ],
        },
      },
      {
        heading: "Typische Fehler",
        paragraphs: [
          "✗ Er sagt, dass er ist müde. ✓ Er sagt, dass er müde ist. In der indirekten Rede steht das Verb am Ende.",
          "✗ Sie fragt, ob wo du wohnst. ✓ Sie fragt, wo du wohnst. ob steht nur bei Ja/Nein-Fragen; ein Fragewort braucht kein ob.",
          "✗ Er fragt, dass du kommst. ✓ Er fragt, ob du kommst. Nach fragen steht ob, nicht dass.",
          "✗ Er sagt, dass ich müde bin. ✓ Er sagt, dass er müde ist. Ändere das Pronomen: Er hat „ich“ gesagt, du sagst er.",
        ],
      },
    ],
    ru: [
      {
        heading: "Как передать, что кто-то говорит или спрашивает",
        paragraphs: [
          "Когда вы передаёте слова или вопрос другого человека, можно использовать придаточное предложение с dass, ob или вопросительным словом. Это простая косвенная речь.",
          "На уровне A1 используют обычное настоящее время (Indikativ): Er sagt, dass er müde ist. Особая форма глагола Konjunktiv I (er sei, er habe) относится к уровню A2 – см. урок A2 «Indirect Speech» (косвенная речь).",
        ],
        examples: [
          { de: "Er sagt, dass er müde ist.", tr: "Он говорит, что устал." },
          { de: "Sie fragt, ob du kommst.", tr: "Она спрашивает, придёшь ли ты." },
          { de: "Weißt du, wo der Bahnhof ist?", tr: "Ты знаешь, где вокзал?" },
        ],
      },
      {
        heading: "Утверждения с dass",
        paragraphs: [
          "После sagen, meinen, glauben, denken, wissen, schreiben или erzählen используйте dass. Глагол стоит в конце предложения с dass.",
          "Меняйте местоимения в зависимости от того, кто говорит: „Ich bin müde.“ → Er sagt, dass er müde ist. С модальным глаголом модальный глагол стоит последним: Er sagt, dass er arbeiten muss.",
        ],
        table: {
          caption: "Прямая речь → косвенная речь",
          head: ["Прямая речь", "Косвенная речь"],
          rows: [
            ["Anna: „Ich habe keine Zeit.“", "Anna sagt, dass sie keine Zeit hat."],
            ["Tom: „Das Essen schmeckt gut.“", "Tom sagt, dass das Essen gut schmeckt."],
            ["Paul: „Ich bin krank.“", "Paul schreibt, dass er krank ist."],
            ["Max: „Ich muss heute arbeiten.“", "Max sagt, dass er heute arbeiten muss."],
          ],
        },
      },
      {
        heading: "Вопросы: ob и вопросительные слова",
        paragraphs: [
          "Вопрос «да или нет» передают с помощью ob (ли): „Kommst du?“ → Sie fragt, ob du kommst.",
          "W-вопрос сохраняет своё вопросительное слово, которое работает как союз: „Wo ist der Bahnhof?“ → Er fragt, wo der Bahnhof ist. Глагол стоит в конце.",
          "Вежливые вопросы часто начинаются так: Können Sie mir sagen, …? Weißt du, …? Тогда предложение заканчивается вопросительным знаком. После Er fragt, … ставят точку.",
        ],
        examples: [
          { de: "Ich weiß nicht, wie er heißt.", tr: "Я не знаю, как его зовут." },
          { de: "Kannst du mir sagen, warum du traurig bist?", tr: "Можешь сказать мне, почему ты грустный?" },
        ],
        table: {
          caption: "Прямой вопрос → косвенный вопрос",
          head: ["Прямой вопрос", "Косвенный вопрос"],
          rows: [
            ["„Kommst du?“", "Sie fragt, ob du kommst."],
            ["„Habt ihr Hunger?“", "Mein Vater fragt, ob wir Hunger haben."],
            ["„Wo ist der Bahnhof?“", "Er fragt, wo der Bahnhof ist."],
            ["„Wann fährt der Zug?“", "Können Sie mir sagen, wann der Zug fährt?"],
          ],
        },
      },
      {
        heading: "Типичные ошибки",
        paragraphs: [
          "✗ Er sagt, dass er ist müde. ✓ Er sagt, dass er müde ist. В косвенной речи глагол стоит в конце.",
          "✗ Sie fragt, ob wo du wohnst. ✓ Sie fragt, wo du wohnst. ob используют только для вопросов «да или нет»; вопросительному слову ob не нужен.",
          "✗ Er fragt, dass du kommst. ✓ Er fragt, ob du kommst. После fragen используйте ob, а не dass.",
          "✗ Er sagt, dass ich müde bin. ✓ Er sagt, dass er müde ist. Меняйте местоимение: он сказал „ich“, а вы говорите er.",
        ],
      },
    ],
    be: [
      {
        heading: "Як перадаць, што нехта кажа ці пытаецца",
        paragraphs: [
          "Калі вы перадаеце словы ці пытанне іншага чалавека, можна ўжыць даданы сказ з dass, ob або пытальным словам. Гэта простая ўскосная мова.",
          "На ўзроўні A1 ужываюць звычайны цяперашні час (Indikativ): Er sagt, dass er müde ist. Асаблівая форма дзеяслова Konjunktiv I (er sei, er habe) адносіцца да ўзроўню A2 – гл. урок A2 «Indirect Speech» (ускосная мова).",
        ],
        examples: [
          { de: "Er sagt, dass er müde ist.", tr: "Ён кажа, што стаміўся." },
          { de: "Sie fragt, ob du kommst.", tr: "Яна пытаецца, ці прыйдзеш ты." },
          { de: "Weißt du, wo der Bahnhof ist?", tr: "Ты ведаеш, дзе вакзал?" },
        ],
      },
      {
        heading: "Сцвярджэнні з dass",
        paragraphs: [
          "Пасля sagen, meinen, glauben, denken, wissen, schreiben або erzählen ужывайце dass. Дзеяслоў стаіць у канцы сказа з dass.",
          "Мяняйце займеннікі ў залежнасці ад таго, хто гаворыць: „Ich bin müde.“ → Er sagt, dass er müde ist. З мадальным дзеясловам мадальны дзеяслоў стаіць апошнім: Er sagt, dass er arbeiten muss.",
        ],
        table: {
          caption: "Простая мова → ускосная мова",
          head: ["Простая мова", "Ускосная мова"],
          rows: [
            ["Anna: „Ich habe keine Zeit.“", "Anna sagt, dass sie keine Zeit hat."],
            ["Tom: „Das Essen schmeckt gut.“", "Tom sagt, dass das Essen gut schmeckt."],
            ["Paul: „Ich bin krank.“", "Paul schreibt, dass er krank ist."],
            ["Max: „Ich muss heute arbeiten.“", "Max sagt, dass er heute arbeiten muss."],
          ],
        },
      },
      {
        heading: "Пытанні: ob і пытальныя словы",
        paragraphs: [
          "Пытанне «так ці не» перадаюць з дапамогай ob (ці): „Kommst du?“ → Sie fragt, ob du kommst.",
          "W-пытанне захоўвае сваё пытальнае слова, якое працуе як злучнік: „Wo ist der Bahnhof?“ → Er fragt, wo der Bahnhof ist. Дзеяслоў стаіць у канцы.",
          "Ветлівыя пытанні часта пачынаюцца так: Können Sie mir sagen, …? Weißt du, …? Тады сказ заканчваецца пытальнікам. Пасля Er fragt, … ставяць кропку.",
        ],
        examples: [
          { de: "Ich weiß nicht, wie er heißt.", tr: "Я не ведаю, як яго завуць." },
          { de: "Kannst du mir sagen, warum du traurig bist?", tr: "Можаш сказаць мне, чаму ты сумны?" },
        ],
        table: {
          caption: "Простае пытанне → ускоснае пытанне",
          head: ["Простае пытанне", "Ускоснае пытанне"],
          rows: [
            ["„Kommst du?“", "Sie fragt, ob du kommst."],
            ["„Habt ihr Hunger?“", "Mein Vater fragt, ob wir Hunger haben."],
            ["„Wo ist der Bahnhof?“", "Er fragt, wo der Bahnhof ist."],
            ["„Wann fährt der Zug?“", "Können Sie mir sagen, wann der Zug fährt?"],
          ],
        },
      },
      {
        heading: "Тыповыя памылкі",
        paragraphs: [
          "✗ Er sagt, dass er ist müde. ✓ Er sagt, dass er müde ist. Ва ўскоснай мове дзеяслоў стаіць у канцы.",
          "✗ Sie fragt, ob wo du wohnst. ✓ Sie fragt, wo du wohnst. ob ужываюць толькі для пытанняў «так ці не»; пытальнаму слову ob не патрэбны.",
          "✗ Er fragt, dass du kommst. ✓ Er fragt, ob du kommst. Пасля fragen ужывайце ob, а не dass.",
          "✗ Er sagt, dass ich müde bin. ✓ Er sagt, dass er müde ist. Мяняйце займеннік: ён сказаў „ich“, а вы кажаце er.",
        ],
      },
    ],
    tr: [
      {
        heading: "Birinin söylediğini ya da sorduğunu aktarmak",
        paragraphs: [
          "Başka birinin söylediğini ya da sorduğunu aktarırken dass, ob veya bir soru kelimesiyle kurulan bir yan cümle kullanabilirsiniz. Bu, basit dolaylı anlatımdır.",
          "A1 seviyesinde normal şimdiki zaman (Indikativ) kullanılır: Er sagt, dass er müde ist. Özel fiil biçimi Konjunktiv I (er sei, er habe) A2 seviyesine aittir – bkz. A2 dersi “Indirect Speech” (dolaylı anlatım).",
        ],
        examples: [
          { de: "Er sagt, dass er müde ist.", tr: "Yorgun olduğunu söylüyor." },
          { de: "Sie fragt, ob du kommst.", tr: "Gelip gelmeyeceğini soruyor." },
          { de: "Weißt du, wo der Bahnhof ist?", tr: "Tren istasyonunun nerede olduğunu biliyor musun?" },
        ],
      },
      {
        heading: "dass ile ifadeler",
        paragraphs: [
          "sagen, meinen, glauben, denken, wissen, schreiben veya erzählen'den sonra dass kullanın. Fiil, dass cümlesinin sonuna gider.",
          "Zamirleri konuşana göre değiştirin: „Ich bin müde.“ → Er sagt, dass er müde ist. Modal fiil varsa modal fiil en sonda durur: Er sagt, dass er arbeiten muss.",
        ],
        table: {
          caption: "Dolaysız anlatım → dolaylı anlatım",
          head: ["Dolaysız", "Dolaylı"],
          rows: [
            ["Anna: „Ich habe keine Zeit.“", "Anna sagt, dass sie keine Zeit hat."],
            ["Tom: „Das Essen schmeckt gut.“", "Tom sagt, dass das Essen gut schmeckt."],
            ["Paul: „Ich bin krank.“", "Paul schreibt, dass er krank ist."],
            ["Max: „Ich muss heute arbeiten.“", "Max sagt, dass er heute arbeiten muss."],
          ],
        },
      },
      {
        heading: "Sorular: ob ve soru kelimeleri",
        paragraphs: [
          "Evet/hayır sorusu ob ile (-ıp -madığını) aktarılır: „Kommst du?“ → Sie fragt, ob du kommst.",
          "W-sorusu kendi soru kelimesini korur; bu kelime bir bağlaç gibi çalışır: „Wo ist der Bahnhof?“ → Er fragt, wo der Bahnhof ist. Fiil sona gider.",
          "Kibar sorular çoğu zaman şöyle başlar: Können Sie mir sagen, …? Weißt du, …? O zaman cümle soru işaretiyle biter. Er fragt, … ile başlayan cümle ise noktayla biter.",
        ],
        examples: [
          { de: "Ich weiß nicht, wie er heißt.", tr: "Onun adının ne olduğunu bilmiyorum." },
          { de: "Kannst du mir sagen, warum du traurig bist?", tr: "Bana neden üzgün olduğunu söyleyebilir misin?" },
        ],
        table: {
          caption: "Dolaysız soru → dolaylı soru",
          head: ["Dolaysız", "Dolaylı"],
          rows: [
            ["„Kommst du?“", "Sie fragt, ob du kommst."],
            ["„Habt ihr Hunger?“", "Mein Vater fragt, ob wir Hunger haben."],
            ["„Wo ist der Bahnhof?“", "Er fragt, wo der Bahnhof ist."],
            ["„Wann fährt der Zug?“", "Können Sie mir sagen, wann der Zug fährt?"],
          ],
        },
      },
      {
        heading: "Sık yapılan hatalar",
        paragraphs: [
          "✗ Er sagt, dass er ist müde. ✓ Er sagt, dass er müde ist. Dolaylı anlatımda fiil sona gider.",
          "✗ Sie fragt, ob wo du wohnst. ✓ Sie fragt, wo du wohnst. ob yalnızca evet/hayır sorularında kullanılır; soru kelimesinin ob'a ihtiyacı yoktur.",
          "✗ Er fragt, dass du kommst. ✓ Er fragt, ob du kommst. fragen'den sonra dass değil, ob kullanın.",
          "✗ Er sagt, dass ich müde bin. ✓ Er sagt, dass er müde ist. Zamiri değiştirin: O „ich“ dedi, siz er dersiniz.",
        ],
      },
    ],
    pl: [
      {
        heading: "Jak przekazać, co ktoś mówi albo o co pyta",
        paragraphs: [
          "Gdy przekazujesz słowa lub pytanie innej osoby, możesz użyć zdania podrzędnego z dass, ob albo ze słowem pytającym. To prosta mowa zależna.",
          "Na poziomie A1 używa się zwykłego czasu teraźniejszego (Indikativ): Er sagt, dass er müde ist. Specjalna forma czasownika Konjunktiv I (er sei, er habe) należy do poziomu A2 – zob. lekcję A2 „Indirect Speech” (mowa zależna).",
        ],
        examples: [
          { de: "Er sagt, dass er müde ist.", tr: "On mówi, że jest zmęczony." },
          { de: "Sie fragt, ob du kommst.", tr: "Ona pyta, czy przyjdziesz." },
          { de: "Weißt du, wo der Bahnhof ist?", tr: "Wiesz, gdzie jest dworzec?" },
        ],
      },
      {
        heading: "Stwierdzenia z dass",
        paragraphs: [
          "Po sagen, meinen, glauben, denken, wissen, schreiben lub erzählen używaj dass. Czasownik stoi na końcu zdania z dass.",
          "Zmieniaj zaimki zależnie od tego, kto mówi: „Ich bin müde.“ → Er sagt, dass er müde ist. Z czasownikiem modalnym czasownik modalny stoi na samym końcu: Er sagt, dass er arbeiten muss.",
        ],
        table: {
          caption: "Mowa niezależna → mowa zależna",
          head: ["Mowa niezależna", "Mowa zależna"],
          rows: [
            ["Anna: „Ich habe keine Zeit.“", "Anna sagt, dass sie keine Zeit hat."],
            ["Tom: „Das Essen schmeckt gut.“", "Tom sagt, dass das Essen gut schmeckt."],
            ["Paul: „Ich bin krank.“", "Paul schreibt, dass er krank ist."],
            ["Max: „Ich muss heute arbeiten.“", "Max sagt, dass er heute arbeiten muss."],
          ],
        },
      },
      {
        heading: "Pytania: ob i słowa pytające",
        paragraphs: [
          "Pytanie „tak czy nie” przekazuje się za pomocą ob (czy): „Kommst du?“ → Sie fragt, ob du kommst.",
          "Pytanie z W zachowuje swoje słowo pytające, które działa jak spójnik: „Wo ist der Bahnhof?“ → Er fragt, wo der Bahnhof ist. Czasownik stoi na końcu.",
          "Grzeczne pytania często zaczynają się tak: Können Sie mir sagen, …? Weißt du, …? Wtedy zdanie kończy się znakiem zapytania. Po Er fragt, … stawia się kropkę.",
        ],
        examples: [
          { de: "Ich weiß nicht, wie er heißt.", tr: "Nie wiem, jak on ma na imię." },
          { de: "Kannst du mir sagen, warum du traurig bist?", tr: "Możesz mi powiedzieć, dlaczego jesteś smutny?" },
        ],
        table: {
          caption: "Pytanie niezależne → pytanie zależne",
          head: ["Pytanie niezależne", "Pytanie zależne"],
          rows: [
            ["„Kommst du?“", "Sie fragt, ob du kommst."],
            ["„Habt ihr Hunger?“", "Mein Vater fragt, ob wir Hunger haben."],
            ["„Wo ist der Bahnhof?“", "Er fragt, wo der Bahnhof ist."],
            ["„Wann fährt der Zug?“", "Können Sie mir sagen, wann der Zug fährt?"],
          ],
        },
      },
      {
        heading: "Częste błędy",
        paragraphs: [
          "✗ Er sagt, dass er ist müde. ✓ Er sagt, dass er müde ist. W mowie zależnej czasownik stoi na końcu.",
          "✗ Sie fragt, ob wo du wohnst. ✓ Sie fragt, wo du wohnst. ob używa się tylko w pytaniach „tak czy nie”; słowo pytające nie potrzebuje ob.",
          "✗ Er fragt, dass du kommst. ✓ Er fragt, ob du kommst. Po fragen używaj ob, a nie dass.",
          "✗ Er sagt, dass ich müde bin. ✓ Er sagt, dass er müde ist. Zmień zaimek: on powiedział „ich”, a ty mówisz er.",
        ],
      },
    ],
    es: [
      {
        heading: "Contar lo que alguien dice o pregunta",
        paragraphs: [
          "Cuando transmites lo que otra persona dice o pregunta, puedes usar una oración subordinada con dass, ob o una palabra interrogativa. Es el estilo indirecto sencillo.",
          "En el nivel A1 se usa el presente normal (indicativo): Er sagt, dass er müde ist. La forma verbal especial Konjunktiv I (er sei, er habe) pertenece al nivel A2; véase la lección A2 «Indirect Speech» (estilo indirecto).",
        ],
        examples: [
          { de: "Er sagt, dass er müde ist.", tr: "Dice que está cansado." },
          { de: "Sie fragt, ob du kommst.", tr: "Pregunta si vienes." },
          { de: "Weißt du, wo der Bahnhof ist?", tr: "¿Sabes dónde está la estación?" },
        ],
      },
      {
        heading: "Afirmaciones con dass",
        paragraphs: [
          "Después de sagen, meinen, glauben, denken, wissen, schreiben o erzählen, usa dass. El verbo va al final de la oración con dass.",
          "Cambia los pronombres según quién habla: „Ich bin müde.“ → Er sagt, dass er müde ist. Con un verbo modal, el modal va el último: Er sagt, dass er arbeiten muss.",
        ],
        table: {
          caption: "Estilo directo → estilo indirecto",
          head: ["Directo", "Indirecto"],
          rows: [
            ["Anna: „Ich habe keine Zeit.“", "Anna sagt, dass sie keine Zeit hat."],
            ["Tom: „Das Essen schmeckt gut.“", "Tom sagt, dass das Essen gut schmeckt."],
            ["Paul: „Ich bin krank.“", "Paul schreibt, dass er krank ist."],
            ["Max: „Ich muss heute arbeiten.“", "Max sagt, dass er heute arbeiten muss."],
          ],
        },
      },
      {
        heading: "Preguntas: ob y palabras interrogativas",
        paragraphs: [
          "Una pregunta de sí o no se transmite con ob (si): „Kommst du?“ → Sie fragt, ob du kommst.",
          "Una pregunta W conserva su palabra interrogativa, que funciona como una conjunción: „Wo ist der Bahnhof?“ → Er fragt, wo der Bahnhof ist. El verbo va al final.",
          "Las preguntas corteses suelen empezar así: Können Sie mir sagen, …? Weißt du, …? Entonces la oración termina con signo de interrogación. Después de Er fragt, … termina con punto.",
        ],
        examples: [
          { de: "Ich weiß nicht, wie er heißt.", tr: "No sé cómo se llama." },
          { de: "Kannst du mir sagen, warum du traurig bist?", tr: "¿Puedes decirme por qué estás triste?" },
        ],
        table: {
          caption: "Pregunta directa → pregunta indirecta",
          head: ["Directa", "Indirecta"],
          rows: [
            ["„Kommst du?“", "Sie fragt, ob du kommst."],
            ["„Habt ihr Hunger?“", "Mein Vater fragt, ob wir Hunger haben."],
            ["„Wo ist der Bahnhof?“", "Er fragt, wo der Bahnhof ist."],
            ["„Wann fährt der Zug?“", "Können Sie mir sagen, wann der Zug fährt?"],
          ],
        },
      },
      {
        heading: "Errores frecuentes",
        paragraphs: [
          "✗ Er sagt, dass er ist müde. ✓ Er sagt, dass er müde ist. En el estilo indirecto el verbo va al final.",
          "✗ Sie fragt, ob wo du wohnst. ✓ Sie fragt, wo du wohnst. ob solo se usa en preguntas de sí o no; una palabra interrogativa no necesita ob.",
          "✗ Er fragt, dass du kommst. ✓ Er fragt, ob du kommst. Después de fragen usa ob, no dass.",
          "✗ Er sagt, dass ich müde bin. ✓ Er sagt, dass er müde ist. Cambia el pronombre: él dijo «ich» y tú dices er.",
        ],
      },
    ],
  },
  practice: {
    kind: "sentences",
    elements: [
      { formDe: "Er sagt, - dass - er - müde - ist.", hide: ["dass"], formEn: "He says that he is tired.", tr: { ua: "Він каже, що втомився.", de: "Er: „Ich bin müde.“ (sagen, dass)", ru: "Он говорит, что устал.", be: "Ён кажа, што стаміўся.", tr: "Yorgun olduğunu söylüyor.", pl: "Mówi, że jest zmęczony.", es: "Dice que está cansado." }, correct: false },
      { formDe: "Sie fragt, - ob - du - kommst.", hide: ["ob"], formEn: "She asks whether you are coming.", tr: { ua: "Вона питає, чи ти прийдеш.", de: "Sie möchte wissen: Kommst du oder nicht? (fragen, ob)", ru: "Она спрашивает, придёшь ли ты.", be: "Яна пытаецца, ці прыйдзеш ты.", tr: "Gelip gelmediğini soruyor.", pl: "Pyta, czy przyjdziesz.", es: "Pregunta si vienes." }, correct: false },
      { formDe: "Weißt du, - wo - der Bahnhof - ist?", hide: ["wo"], formEn: "Do you know where the station is?", tr: { ua: "Ти знаєш, де вокзал?", de: "Du suchst den Bahnhof und fragst einen Freund. (wissen, wo)", ru: "Ты знаешь, где вокзал?", be: "Ты ведаеш, дзе вакзал?", tr: "İstasyonun nerede olduğunu biliyor musun?", pl: "Wiesz, gdzie jest dworzec?", es: "¿Sabes dónde está la estación?" }, correct: false },
      { formDe: "Anna sagt, - dass - sie - keine Zeit - hat.", hide: ["dass"], formEn: "Anna says that she has no time.", tr: { ua: "Анна каже, що в неї немає часу.", de: "Anna: „Ich habe keine Zeit.“ (sagen, dass)", ru: "Анна говорит, что у неё нет времени.", be: "Анна кажа, што ў яе няма часу.", tr: "Anna vakti olmadığını söylüyor.", pl: "Anna mówi, że nie ma czasu.", es: "Anna dice que no tiene tiempo." }, correct: false },
      { formDe: "Mein Vater fragt, - ob - wir - Hunger - haben.", hide: ["ob"], formEn: "My father asks whether we are hungry.", tr: { ua: "Мій тато питає, чи ми голодні.", de: "Mein Vater: „Habt ihr Hunger?“ (fragen, ob)", ru: "Мой папа спрашивает, голодны ли мы.", be: "Мой тата пытаецца, ці мы галодныя.", tr: "Babam aç olup olmadığımızı soruyor.", pl: "Mój tata pyta, czy jesteśmy głodni.", es: "Mi padre pregunta si tenemos hambre." }, correct: false },
      { formDe: "Können Sie mir sagen, - wann - der Zug - fährt?", hide: ["wann"], formEn: "Can you tell me when the train leaves?", tr: { ua: "Ви можете сказати мені, коли відправляється потяг?", de: "Höfliche Frage am Bahnhof (Sie-Form): Um wie viel Uhr ist die Abfahrt? (sagen, wann, fahren)", ru: "Вы можете сказать мне, когда отправляется поезд?", be: "Вы можаце сказаць мне, калі адпраўляецца цягнік?", tr: "Trenin ne zaman kalktığını bana söyleyebilir misiniz?", pl: "Czy może mi pan powiedzieć, kiedy odjeżdża pociąg?", es: "¿Puede decirme cuándo sale el tren?" }, correct: false },
      { formDe: "Tom sagt, - dass - das Essen - gut - schmeckt.", hide: ["dass"], formEn: "Tom says that the food tastes good.", tr: { ua: "Том каже, що їжа смачна.", de: "Tom: „Das Essen ist lecker!“ (sagen, dass, schmecken)", ru: "Том говорит, что еда вкусная.", be: "Том кажа, што ежа смачная.", tr: "Tom yemeğin lezzetli olduğunu söylüyor.", pl: "Tom mówi, że jedzenie jest smaczne.", es: "Tom dice que la comida está buena." }, correct: false },
      { formDe: "Die Lehrerin fragt, - ob - alle - da - sind.", hide: ["ob"], formEn: "The teacher asks whether everyone is here.", tr: { ua: "Учителька питає, чи всі на місці.", de: "Die Lehrerin möchte wissen: Fehlt heute jemand? (fragen, ob)", ru: "Учительница спрашивает, все ли на месте.", be: "Настаўніца пытаецца, ці ўсе на месцы.", tr: "Öğretmen herkesin burada olup olmadığını soruyor.", pl: "Nauczycielka pyta, czy wszyscy są obecni.", es: "La profesora pregunta si están todos." }, correct: false },
      { formDe: "Ich weiß nicht, - wie - er - heißt.", hide: ["wie"], formEn: "I don't know what his name is.", tr: { ua: "Я не знаю, як його звати.", de: "Sein Name? Keine Ahnung! (wissen, wie, heißen)", ru: "Я не знаю, как его зовут.", be: "Я не ведаю, як яго завуць.", tr: "Onun adının ne olduğunu bilmiyorum.", pl: "Nie wiem, jak on się nazywa.", es: "No sé cómo se llama." }, correct: false },
      { formDe: "Lisa erzählt, - dass - ihr Bruder - in Wien - wohnt.", hide: ["dass"], formEn: "Lisa tells us that her brother lives in Vienna.", tr: { ua: "Ліза розповідає, що її брат живе у Відні.", de: "Lisa: „Mein Bruder wohnt in Wien.“ (erzählen, dass)", ru: "Лиза рассказывает, что её брат живёт в Вене.", be: "Ліза расказвае, што яе брат жыве ў Вене.", tr: "Lisa erkek kardeşinin Viyana’da yaşadığını anlatıyor.", pl: "Lisa opowiada, że jej brat mieszka w Wiedniu.", es: "Lisa cuenta que su hermano vive en Viena." }, correct: false },
      { formDe: "Er fragt, - wie viel - das Ticket - kostet.", hide: ["wie viel"], formEn: "He asks how much the ticket costs.", tr: { ua: "Він питає, скільки коштує квиток.", de: "Er: „Was kostet das Ticket?“ (fragen, wie viel)", ru: "Он спрашивает, сколько стоит билет.", be: "Ён пытаецца, колькі каштуе квіток.", tr: "Biletin ne kadar olduğunu soruyor.", pl: "Pyta, ile kosztuje bilet.", es: "Pregunta cuánto cuesta el billete." }, correct: false },
      { formDe: "Sie sagt, - dass - sie - morgen - kommt.", hide: ["dass"], formEn: "She says that she is coming tomorrow.", tr: { ua: "Вона каже, що прийде завтра.", de: "Sie: „Ich bin morgen da.“ (sagen, dass, kommen)", ru: "Она говорит, что придёт завтра.", be: "Яна кажа, што прыйдзе заўтра.", tr: "Yarın geleceğini söylüyor.", pl: "Mówi, że przyjdzie jutro.", es: "Dice que viene mañana." }, correct: false },
      { formDe: "Der Kellner fragt, - ob - wir - bestellen - möchten.", hide: ["ob"], formEn: "The waiter asks whether we would like to order.", tr: { ua: "Офіціант питає, чи хочемо ми щось замовити.", de: "Der Kellner: „Möchten Sie bestellen?“ (fragen, ob)", ru: "Официант спрашивает, хотим ли мы заказать.", be: "Афіцыянт пытаецца, ці хочам мы нешта замовіць.", tr: "Garson sipariş vermek isteyip istemediğimizi soruyor.", pl: "Kelner pyta, czy chcemy zamówić.", es: "El camarero pregunta si queremos pedir." }, correct: false },
      { formDe: "Weißt du, - woher - Maria - kommt?", hide: ["woher"], formEn: "Do you know where Maria is from?", tr: { ua: "Ти знаєш, звідки Марія?", de: "Frage an einen Freund: Aus welchem Land ist Maria? (wissen, woher)", ru: "Ты знаешь, откуда Мария?", be: "Ты ведаеш, адкуль Марыя?", tr: "Maria’nın nereli olduğunu biliyor musun?", pl: "Wiesz, skąd pochodzi Maria?", es: "¿Sabes de dónde es Maria?" }, correct: false },
      { formDe: "Paul schreibt, - dass - er - krank - ist.", hide: ["dass"], formEn: "Paul writes that he is ill.", tr: { ua: "Пауль пише, що він хворий.", de: "Paul in einer Nachricht: „Ich bin krank.“ (schreiben, dass)", ru: "Пауль пишет, что он болен.", be: "Паўль піша, што ён хворы.", tr: "Paul hasta olduğunu yazıyor.", pl: "Paul pisze, że jest chory.", es: "Paul escribe que está enfermo." }, correct: false },
      { formDe: "Meine Mutter fragt, - wann - ich - nach Hause - komme.", hide: ["wann"], formEn: "My mother asks when I am coming home.", tr: { ua: "Моя мама питає, коли я прийду додому.", de: "Meine Mutter: „Wann bist du zu Hause?“ (fragen, wann, kommen)", ru: "Моя мама спрашивает, когда я приду домой.", be: "Мая мама пытаецца, калі я прыйду дадому.", tr: "Annem eve ne zaman geleceğimi soruyor.", pl: "Moja mama pyta, kiedy wrócę do domu.", es: "Mi madre pregunta cuándo vuelvo a casa." }, correct: false },
      { formDe: "Ich frage den Arzt, - ob - ich - Sport - machen - darf.", hide: ["ob"], formEn: "I ask the doctor whether I am allowed to do sport.", tr: { ua: "Я питаю лікаря, чи можна мені займатися спортом.", de: "Meine Frage an den Arzt: „Ist Sport für mich erlaubt?“ (fragen, ob, dürfen)", ru: "Я спрашиваю врача, можно ли мне заниматься спортом.", be: "Я пытаюся ў лекара, ці можна мне займацца спортам.", tr: "Doktora spor yapıp yapamayacağımı soruyorum.", pl: "Pytam lekarza, czy mogę uprawiać sport.", es: "Le pregunto al médico si puedo hacer deporte." }, correct: false },
      { formDe: "Er sagt, - dass - er - heute - arbeiten - muss.", hide: ["dass"], formEn: "He says that he has to work today.", tr: { ua: "Він каже, що сьогодні мусить працювати.", de: "Er: „Heute habe ich keine Freizeit, ich bin im Büro.“ (sagen, dass, müssen)", ru: "Он говорит, что сегодня должен работать.", be: "Ён кажа, што сёння павінен працаваць.", tr: "Bugün çalışması gerektiğini söylüyor.", pl: "Mówi, że dzisiaj musi pracować.", es: "Dice que hoy tiene que trabajar." }, correct: false },
      { formDe: "Kannst du mir sagen, - warum - du - traurig - bist?", hide: ["warum"], alternatives: { warum: ["wieso", "weshalb"] }, formEn: "Can you tell me why you are sad?", tr: { ua: "Можеш сказати мені, чому ти сумний?", de: "Dein Freund weint. Du möchtest den Grund wissen. (sagen können, warum)", ru: "Можешь сказать мне, почему ты грустишь?", be: "Можаш сказаць мне, чаму ты сумны?", tr: "Neden üzgün olduğunu bana söyleyebilir misin?", pl: "Możesz mi powiedzieć, dlaczego jesteś smutny?", es: "¿Puedes decirme por qué estás triste?" }, correct: false },
      { formDe: "Die Kinder fragen, - ob - sie - draußen - spielen - dürfen.", hide: ["ob"], formEn: "The children ask whether they may play outside.", tr: { ua: "Діти питають, чи можна їм погратися надворі.", de: "Die Kinder möchten nach draußen und fragen die Eltern. (fragen, ob, dürfen)", ru: "Дети спрашивают, можно ли им поиграть на улице.", be: "Дзеці пытаюцца, ці можна ім пагуляць на вуліцы.", tr: "Çocuklar dışarıda oynayıp oynayamayacaklarını soruyor.", pl: "Dzieci pytają, czy mogą bawić się na dworze.", es: "Los niños preguntan si pueden jugar fuera." }, correct: false },
      { formDe: "Ich glaube, - dass - der Laden - heute - geschlossen - ist.", hide: ["dass"], formEn: "I think that the shop is closed today.", tr: { ua: "Я думаю, що магазин сьогодні зачинений.", de: "Meine Meinung: Heute kann man dort nichts kaufen, die Tür ist zu. (glauben, dass, der Laden)", ru: "Я думаю, что магазин сегодня закрыт.", be: "Я думаю, што крама сёння зачыненая.", tr: "Sanırım mağaza bugün kapalı.", pl: "Myślę, że sklep jest dziś zamknięty.", es: "Creo que la tienda está cerrada hoy." }, correct: false },
      { formDe: "Sie fragt mich, - was - ich - gern - esse.", hide: ["was"], formEn: "She asks me what I like to eat.", tr: { ua: "Вона питає мене, що я люблю їсти.", de: "Sie: „Was ist dein Lieblingsessen?“ (fragen, was, gern essen)", ru: "Она спрашивает меня, что я люблю есть.", be: "Яна пытаецца ў мяне, што я люблю есці.", tr: "Bana ne yemeyi sevdiğimi soruyor.", pl: "Pyta mnie, co lubię jeść.", es: "Me pregunta qué me gusta comer." }, correct: false },
      { formDe: "Ich hoffe, - dass - du - bald - gesund - bist.", hide: ["dass"], formEn: "I hope that you will be well soon.", tr: { ua: "Я сподіваюся, що ти скоро одужаєш.", de: "Mein Wunsch für einen kranken Freund: schnell wieder fit! (hoffen, dass)", ru: "Я надеюсь, что ты скоро поправишься.", be: "Я спадзяюся, што ты хутка паправішся.", tr: "Umarım yakında iyileşirsin.", pl: "Mam nadzieję, że szybko wyzdrowiejesz.", es: "Espero que te mejores pronto." }, correct: false },
      { formDe: "Er fragt, - ob - der Supermarkt - sonntags - offen - ist.", hide: ["ob"], formEn: "He asks whether the supermarket is open on Sundays.", tr: { ua: "Він питає, чи працює супермаркет у неділю.", de: "Er: „Kann man am Sonntag im Supermarkt einkaufen?“ (fragen, ob)", ru: "Он спрашивает, открыт ли супермаркет по воскресеньям.", be: "Ён пытаецца, ці працуе супермаркет у нядзелю.", tr: "Süpermarketin pazar günleri açık olup olmadığını soruyor.", pl: "Pyta, czy supermarket jest otwarty w niedziele.", es: "Pregunta si el supermercado abre los domingos." }, correct: false },
      { formDe: "Weißt du, - wer - heute - Geburtstag - hat?", hide: ["wer"], formEn: "Do you know who has a birthday today?", tr: { ua: "Ти знаєш, у кого сьогодні день народження?", de: "Im Büro steht ein Kuchen. Welche Person feiert heute? (wissen, wer)", ru: "Ты знаешь, у кого сегодня день рождения?", be: "Ты ведаеш, у каго сёння дзень нараджэння?", tr: "Bugün kimin doğum günü olduğunu biliyor musun?", pl: "Wiesz, kto ma dziś urodziny?", es: "¿Sabes quién cumple años hoy?" }, correct: false },
      { formDe: "Ich frage die Verkäuferin, - wo - die Milch - steht.", hide: ["wo"], formEn: "I ask the shop assistant where the milk is.", tr: { ua: "Я питаю продавчиню, де стоїть молоко.", de: "Im Supermarkt suche ich das Regal mit der Milch. (fragen, wo, stehen)", ru: "Я спрашиваю продавщицу, где стоит молоко.", be: "Я пытаюся ў прадаўшчыцы, дзе стаіць малако.", tr: "Satış görevlisine sütün nerede olduğunu soruyorum.", pl: "Pytam ekspedientkę, gdzie stoi mleko.", es: "Le pregunto a la dependienta dónde está la leche." }, correct: false },
      { formDe: "Sie schreibt, - dass - es - in Berlin - regnet.", hide: ["dass"], formEn: "She writes that it is raining in Berlin.", tr: { ua: "Вона пише, що в Берліні йде дощ.", de: "Ihre Nachricht aus Berlin: „Hier ist das Wetter schlecht, es ist nass.“ (schreiben, dass)", ru: "Она пишет, что в Берлине идёт дождь.", be: "Яна піша, што ў Берліне ідзе дождж.", tr: "Berlin’de yağmur yağdığını yazıyor.", pl: "Pisze, że w Berlinie pada deszcz.", es: "Escribe que en Berlín está lloviendo." }, correct: false },
      { formDe: "Der Arzt fragt, - wie alt - ich - bin.", hide: ["wie alt"], formEn: "The doctor asks how old I am.", tr: { ua: "Лікар питає, скільки мені років.", de: "Der Arzt: „Wann sind Sie geboren? Wie viele Jahre?“ (fragen, wie alt)", ru: "Врач спрашивает, сколько мне лет.", be: "Лекар пытаецца, колькі мне гадоў.", tr: "Doktor kaç yaşında olduğumu soruyor.", pl: "Lekarz pyta, ile mam lat.", es: "El médico pregunta cuántos años tengo." }, correct: false },
      { formDe: "Wir wissen noch nicht, - ob - wir - im Sommer - nach Italien - fahren.", hide: ["ob"], formEn: "We don’t know yet whether we are going to Italy in the summer.", tr: { ua: "Ми ще не знаємо, чи поїдемо влітку до Італії.", de: "Urlaub in Italien: ja oder nein? Wir haben noch keine Antwort. (wissen, ob)", ru: "Мы ещё не знаем, поедем ли летом в Италию.", be: "Мы яшчэ не ведаем, ці паедзем летам у Італію.", tr: "Yazın İtalya’ya gidip gitmeyeceğimizi henüz bilmiyoruz.", pl: "Jeszcze nie wiemy, czy pojedziemy latem do Włoch.", es: "Todavía no sabemos si vamos a ir a Italia en verano." }, correct: false },
      { formDe: "Der Tourist fragt, - wo - die Post - ist.", hide: ["wo"], formEn: "The tourist asks where the post office is.", tr: { ua: "Турист питає, де пошта.", de: "Der Tourist: „Entschuldigung, ich suche die Post.“ (fragen, wo)", ru: "Турист спрашивает, где почта.", be: "Турыст пытаецца, дзе пошта.", tr: "Turist postanenin nerede olduğunu soruyor.", pl: "Turysta pyta, gdzie jest poczta.", es: "El turista pregunta dónde está correos." }, correct: false },
    ],
  },
};

export default topic;
