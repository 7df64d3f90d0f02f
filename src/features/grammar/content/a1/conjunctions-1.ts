import type { A1Topic } from "../types";

const topic: A1Topic = {
  slug: "conjunctions-1",
  type: "conjunctions",
  title: {
    en: "Conjunctions 1 (und, aber, oder…)",
    ua: "Сполучники 1 (und, aber, oder…)",
    de: "Konjunktionen 1 (und, aber, oder…)",
    ru: "Союзы 1 (und, aber, oder…)",
    be: "Злучнікі 1 (und, aber, oder…)",
    tr: "Bağlaçlar 1 (und, aber, oder…)",
    pl: "Spójniki 1 (und, aber, oder…)",
    es: "Conjunciones 1 (und, aber, oder…)",
  },
  descr: {
    en: "Join two sentences with und, aber, oder, denn and sondern without changing the word order.",
    ua: "З’єднуйте два речення за допомогою und, aber, oder, denn і sondern, не змінюючи порядку слів.",
    de: "Verbinde zwei Sätze mit und, aber, oder, denn und sondern, ohne die Wortstellung zu ändern.",
    ru: "Соединяйте два предложения с помощью und, aber, oder, denn и sondern, не меняя порядка слов.",
    be: "Злучайце два сказы з дапамогай und, aber, oder, denn і sondern, не мяняючы парадку слоў.",
    tr: "İki cümleyi kelime sırasını değiştirmeden und, aber, oder, denn ve sondern ile bağlayın.",
    pl: "Łącz dwa zdania spójnikami und, aber, oder, denn i sondern bez zmiany szyku zdania.",
    es: "Une dos oraciones con und, aber, oder, denn y sondern sin cambiar el orden de las palabras.",
  },
  rules: {
    en: [
      {
        heading: "Five conjunctions that join main clauses",
        paragraphs: [
          "The conjunctions und, aber, oder, denn and sondern connect two words, two groups of words or two complete sentences (main clauses).",
          "They are the easiest conjunctions in German: they do not change the word order. Both clauses keep their normal order, and the verb stays in position 2.",
        ],
        table: {
          caption: "The five conjunctions",
          head: ["Conjunction", "Meaning", "Example"],
          rows: [
            ["und", "and", "Ich koche und du deckst den Tisch."],
            ["aber", "but", "Das Auto ist alt, aber es fährt gut."],
            ["oder", "or", "Kommst du heute oder kommst du morgen?"],
            ["denn", "because (a reason)", "Ich esse, denn ich habe Hunger."],
            ["sondern", "but (rather), after a negation", "Er ist nicht alt, sondern jung."],
          ],
        },
      },
      {
        heading: "Word order: the conjunction stands in position 0",
        paragraphs: [
          "The conjunction stands between the two clauses and does not count as a position. After it, the second clause starts like a normal sentence: subject – verb – rest, or another element – verb – subject.",
          "The verb in its personal form stays in position 2 of its own clause. It does not go to the end (that happens after weil, dass, wenn and ob – see Conjunctions 2).",
        ],
        examples: [
          { de: "Ich lerne Deutsch, denn ich wohne in Berlin.", tr: "I am learning German because I live in Berlin." },
          { de: "Er ist müde, aber er arbeitet noch.", tr: "He is tired, but he is still working." },
          { de: "Heute regnet es, aber morgen scheint die Sonne.", tr: "It is raining today, but tomorrow the sun will shine." },
          { de: "Wir gehen ins Kino oder wir bleiben zu Hause.", tr: "We go to the cinema or we stay at home." },
        ],
        table: {
          caption: "Two main clauses with a conjunction",
          head: ["Clause 1", "Position 0", "Position 1", "Position 2 (verb)", "Rest"],
          rows: [
            ["Ich habe Hunger,", "aber", "ich", "habe", "kein Geld."],
            ["Ich bleibe zu Hause,", "denn", "ich", "bin", "krank."],
            ["Heute regnet es,", "aber", "morgen", "scheint", "die Sonne."],
          ],
        },
      },
      {
        heading: "aber or sondern? And the comma",
        paragraphs: [
          "Both aber and sondern can be translated as “but”. Use sondern only after a negation (nicht or kein) when you correct the first part: not this, but that. Use aber when you add a contrast: Das Auto ist alt, aber es fährt gut.",
          "Put a comma before aber, denn and sondern. Before und and oder there is usually no comma.",
        ],
        examples: [
          { de: "Das ist nicht mein Bruder, sondern mein Vater.", tr: "That is not my brother but my father." },
          { de: "Ich habe kein Auto, sondern ein Fahrrad.", tr: "I don't have a car, I have a bike." },
          { de: "Das Zimmer ist klein, aber schön.", tr: "The room is small but nice." },
        ],
      },
      {
        heading: "Common mistakes",
        paragraphs: [
          "✗ Ich bleibe zu Hause, denn bin ich krank. ✓ Ich bleibe zu Hause, denn ich bin krank. After denn the subject comes first, just as in a normal sentence.",
          "✗ Ich komme nicht heute, aber morgen. ✓ Ich komme nicht heute, sondern morgen. When you correct something after a negation, use sondern.",
          "Do not mix up denn and weil: both mean “because”, but after weil the verb goes to the end (…, weil ich krank bin).",
        ],
      },
    ],
    ua: [
      {
        heading: "П’ять сполучників, що з’єднують головні речення",
        paragraphs: [
          "Сполучники und, aber, oder, denn і sondern з’єднують два слова, дві групи слів або два цілі речення (головні речення).",
          "Це найпростіші сполучники в німецькій мові: вони не змінюють порядку слів. Обидва речення зберігають звичайний порядок, і дієслово залишається на другому місці.",
        ],
        table: {
          caption: "П’ять сполучників",
          head: ["Сполучник", "Значення", "Приклад"],
          rows: [
            ["und", "і, та", "Ich koche und du deckst den Tisch."],
            ["aber", "але", "Das Auto ist alt, aber es fährt gut."],
            ["oder", "або, чи", "Kommst du heute oder kommst du morgen?"],
            ["denn", "бо, тому що (причина)", "Ich esse, denn ich habe Hunger."],
            ["sondern", "а (після заперечення)", "Er ist nicht alt, sondern jung."],
          ],
        },
      },
      {
        heading: "Порядок слів: сполучник стоїть на нульовій позиції",
        paragraphs: [
          "Сполучник стоїть між двома реченнями і не займає жодної позиції. Після нього друге речення починається як звичайне: підмет – дієслово – решта або інший член речення – дієслово – підмет.",
          "Дієслово в особовій формі залишається на другому місці у своєму реченні. Воно не переходить у кінець (так буває після weil, dass, wenn і ob – див. «Сполучники 2»).",
        ],
        examples: [
          { de: "Ich lerne Deutsch, denn ich wohne in Berlin.", tr: "Я вивчаю німецьку, бо живу в Берліні." },
          { de: "Er ist müde, aber er arbeitet noch.", tr: "Він утомився, але ще працює." },
          { de: "Heute regnet es, aber morgen scheint die Sonne.", tr: "Сьогодні йде дощ, але завтра світитиме сонце." },
          { de: "Wir gehen ins Kino oder wir bleiben zu Hause.", tr: "Ми підемо в кіно або залишимося вдома." },
        ],
        table: {
          caption: "Два головні речення зі сполучником",
          head: ["Речення 1", "Позиція 0", "Позиція 1", "Позиція 2 (дієслово)", "Решта"],
          rows: [
            ["Ich habe Hunger,", "aber", "ich", "habe", "kein Geld."],
            ["Ich bleibe zu Hause,", "denn", "ich", "bin", "krank."],
            ["Heute regnet es,", "aber", "morgen", "scheint", "die Sonne."],
          ],
        },
      },
      {
        heading: "aber чи sondern? І кома",
        paragraphs: [
          "І aber, і sondern можна перекласти як «але» або «а». Sondern уживають лише після заперечення (nicht або kein), коли виправляють першу частину: не це, а те. Aber уживають, коли додають протиставлення: Das Auto ist alt, aber es fährt gut.",
          "Перед aber, denn і sondern ставлять кому. Перед und і oder коми зазвичай немає.",
        ],
        examples: [
          { de: "Das ist nicht mein Bruder, sondern mein Vater.", tr: "Це не мій брат, а мій батько." },
          { de: "Ich habe kein Auto, sondern ein Fahrrad.", tr: "У мене не машина, а велосипед." },
          { de: "Das Zimmer ist klein, aber schön.", tr: "Кімната маленька, але гарна." },
        ],
      },
      {
        heading: "Типові помилки",
        paragraphs: [
          "✗ Ich bleibe zu Hause, denn bin ich krank. ✓ Ich bleibe zu Hause, denn ich bin krank. Після denn спочатку йде підмет, як у звичайному реченні.",
          "✗ Ich komme nicht heute, aber morgen. ✓ Ich komme nicht heute, sondern morgen. Коли після заперечення ви виправляєте сказане, уживайте sondern.",
          "Не плутайте denn і weil: обидва означають «бо», але після weil дієслово стоїть у кінці (…, weil ich krank bin).",
        ],
      },
    ],
    de: [
      {
        heading: "Fünf Konjunktionen für Hauptsätze",
        paragraphs: [
          "Die Konjunktionen und, aber, oder, denn und sondern verbinden zwei Wörter, zwei Satzteile oder zwei ganze Sätze (Hauptsätze).",
          "Sie sind die einfachsten Konjunktionen im Deutschen: Sie ändern die Wortstellung nicht. Beide Sätze behalten die normale Wortstellung, und das Verb bleibt auf Position 2.",
        ],
        table: {
          caption: "Die fünf Konjunktionen",
          head: ["Konjunktion", "Bedeutung", "Beispiel"],
          rows: [
            ["und", "verbindet (plus)", "Ich koche und du deckst den Tisch."],
            ["aber", "Gegensatz", "Das Auto ist alt, aber es fährt gut."],
            ["oder", "Alternative", "Kommst du heute oder kommst du morgen?"],
            ["denn", "Grund", "Ich esse, denn ich habe Hunger."],
            ["sondern", "Korrektur nach einer Verneinung", "Er ist nicht alt, sondern jung."],
          ],
        },
      },
      {
        heading: "Wortstellung: Die Konjunktion steht auf Position 0",
        paragraphs: [
          "Die Konjunktion steht zwischen den zwei Sätzen und zählt nicht als Position. Danach beginnt der zweite Satz ganz normal: Subjekt – Verb – Rest oder ein anderes Satzglied – Verb – Subjekt.",
          "Das konjugierte Verb bleibt in seinem Satz auf Position 2. Es geht nicht ans Ende (das passiert nach weil, dass, wenn und ob – siehe Konjunktionen 2).",
        ],
        examples: [
          { de: "Ich lerne Deutsch, denn ich wohne in Berlin.", tr: "denn: ein Grund, das Verb steht auf Position 2" },
          { de: "Er ist müde, aber er arbeitet noch.", tr: "aber: ein Gegensatz" },
          { de: "Heute regnet es, aber morgen scheint die Sonne.", tr: "nach aber: morgen auf Position 1, das Verb auf Position 2" },
          { de: "Wir gehen ins Kino oder wir bleiben zu Hause.", tr: "oder: eine Alternative" },
        ],
        table: {
          caption: "Zwei Hauptsätze mit Konjunktion",
          head: ["Satz 1", "Position 0", "Position 1", "Position 2 (Verb)", "Rest"],
          rows: [
            ["Ich habe Hunger,", "aber", "ich", "habe", "kein Geld."],
            ["Ich bleibe zu Hause,", "denn", "ich", "bin", "krank."],
            ["Heute regnet es,", "aber", "morgen", "scheint", "die Sonne."],
          ],
        },
      },
      {
        heading: "aber oder sondern? Und das Komma",
        paragraphs: [
          "aber und sondern zeigen beide einen Gegensatz. sondern benutzt du nur nach einer Verneinung (nicht oder kein), wenn du den ersten Teil korrigierst: nicht das, sondern das. Mit aber sagst du einen Gegensatz: Das Auto ist alt, aber es fährt gut.",
          "Vor aber, denn und sondern steht ein Komma. Vor und und oder steht meistens kein Komma.",
        ],
        examples: [
          { de: "Das ist nicht mein Bruder, sondern mein Vater.", tr: "nicht …, sondern …: eine Korrektur" },
          { de: "Ich habe kein Auto, sondern ein Fahrrad.", tr: "kein …, sondern …: eine Korrektur" },
          { de: "Das Zimmer ist klein, aber schön.", tr: "aber: ein Gegensatz" },
        ],
      },
      {
        heading: "Typische Fehler",
        paragraphs: [
          "✗ Ich bleibe zu Hause, denn bin ich krank. ✓ Ich bleibe zu Hause, denn ich bin krank. Nach denn kommt zuerst das Subjekt, wie in einem normalen Satz.",
          "✗ Ich komme nicht heute, aber morgen. ✓ Ich komme nicht heute, sondern morgen. Nach einer Verneinung korrigierst du mit sondern.",
          "Verwechsle denn und weil nicht: Beide nennen einen Grund, aber nach weil steht das Verb am Ende (…, weil ich krank bin).",
        ],
      },
    ],
    ru: [
      {
        heading: "Пять союзов, которые соединяют главные предложения",
        paragraphs: [
          "Союзы und, aber, oder, denn и sondern соединяют два слова, две группы слов или два целых предложения (главные предложения).",
          "Это самые простые союзы в немецком языке: они не меняют порядка слов. Оба предложения сохраняют обычный порядок, и глагол остаётся на втором месте.",
        ],
        table: {
          caption: "Пять союзов",
          head: ["Союз", "Значение", "Пример"],
          rows: [
            ["und", "и", "Ich koche und du deckst den Tisch."],
            ["aber", "но", "Das Auto ist alt, aber es fährt gut."],
            ["oder", "или", "Kommst du heute oder kommst du morgen?"],
            ["denn", "потому что, так как (причина)", "Ich esse, denn ich habe Hunger."],
            ["sondern", "а (после отрицания)", "Er ist nicht alt, sondern jung."],
          ],
        },
      },
      {
        heading: "Порядок слов: союз стоит на нулевой позиции",
        paragraphs: [
          "Союз стоит между двумя предложениями и не занимает никакой позиции. После него второе предложение начинается как обычное: подлежащее – глагол – остальное или другой член предложения – глагол – подлежащее.",
          "Глагол в личной форме остаётся на втором месте в своём предложении. Он не уходит в конец (так бывает после weil, dass, wenn и ob – см. «Союзы 2»).",
        ],
        examples: [
          { de: "Ich lerne Deutsch, denn ich wohne in Berlin.", tr: "Я учу немецкий, потому что живу в Берлине." },
          { de: "Er ist müde, aber er arbeitet noch.", tr: "Он устал, но ещё работает." },
          { de: "Heute regnet es, aber morgen scheint die Sonne.", tr: "Сегодня идёт дождь, но завтра будет светить солнце." },
          { de: "Wir gehen ins Kino oder wir bleiben zu Hause.", tr: "Мы пойдём в кино или останемся дома." },
        ],
        table: {
          caption: "Два главных предложения с союзом",
          head: ["Предложение 1", "Позиция 0", "Позиция 1", "Позиция 2 (глагол)", "Остальное"],
          rows: [
            ["Ich habe Hunger,", "aber", "ich", "habe", "kein Geld."],
            ["Ich bleibe zu Hause,", "denn", "ich", "bin", "krank."],
            ["Heute regnet es,", "aber", "morgen", "scheint", "die Sonne."],
          ],
        },
      },
      {
        heading: "aber или sondern? И запятая",
        paragraphs: [
          "И aber, и sondern можно перевести как «но» или «а». Sondern употребляют только после отрицания (nicht или kein), когда исправляют первую часть: не это, а то. Aber употребляют, когда добавляют противопоставление: Das Auto ist alt, aber es fährt gut.",
          "Перед aber, denn и sondern ставят запятую. Перед und и oder запятой обычно нет.",
        ],
        examples: [
          { de: "Das ist nicht mein Bruder, sondern mein Vater.", tr: "Это не мой брат, а мой отец." },
          { de: "Ich habe kein Auto, sondern ein Fahrrad.", tr: "У меня не машина, а велосипед." },
          { de: "Das Zimmer ist klein, aber schön.", tr: "Комната маленькая, но красивая." },
        ],
      },
      {
        heading: "Типичные ошибки",
        paragraphs: [
          "✗ Ich bleibe zu Hause, denn bin ich krank. ✓ Ich bleibe zu Hause, denn ich bin krank. После denn сначала идёт подлежащее, как в обычном предложении.",
          "✗ Ich komme nicht heute, aber morgen. ✓ Ich komme nicht heute, sondern morgen. Когда после отрицания вы исправляете сказанное, используйте sondern.",
          "Не путайте denn и weil: оба значат «потому что», но после weil глагол стоит в конце (…, weil ich krank bin).",
        ],
      },
    ],
    be: [
      {
        heading: "Пяць злучнікаў, якія злучаюць галоўныя сказы",
        paragraphs: [
          "Злучнікі und, aber, oder, denn і sondern злучаюць два словы, дзве групы слоў або два цэлыя сказы (галоўныя сказы).",
          "Гэта самыя простыя злучнікі ў нямецкай мове: яны не мяняюць парадку слоў. Абодва сказы захоўваюць звычайны парадак, і дзеяслоў застаецца на другім месцы.",
        ],
        table: {
          caption: "Пяць злучнікаў",
          head: ["Злучнік", "Значэнне", "Прыклад"],
          rows: [
            ["und", "і", "Ich koche und du deckst den Tisch."],
            ["aber", "але", "Das Auto ist alt, aber es fährt gut."],
            ["oder", "або, ці", "Kommst du heute oder kommst du morgen?"],
            ["denn", "бо, таму што (прычына)", "Ich esse, denn ich habe Hunger."],
            ["sondern", "а (пасля адмаўлення)", "Er ist nicht alt, sondern jung."],
          ],
        },
      },
      {
        heading: "Парадак слоў: злучнік стаіць на нулявой пазіцыі",
        paragraphs: [
          "Злучнік стаіць паміж двума сказамі і не займае ніякай пазіцыі. Пасля яго другі сказ пачынаецца як звычайны: дзейнік – дзеяслоў – астатняе або іншы член сказа – дзеяслоў – дзейнік.",
          "Дзеяслоў у асабовай форме застаецца на другім месцы ў сваім сказе. Ён не пераходзіць у канец (так бывае пасля weil, dass, wenn і ob – гл. «Злучнікі 2»).",
        ],
        examples: [
          { de: "Ich lerne Deutsch, denn ich wohne in Berlin.", tr: "Я вывучаю нямецкую, бо жыву ў Берліне." },
          { de: "Er ist müde, aber er arbeitet noch.", tr: "Ён стаміўся, але яшчэ працуе." },
          { de: "Heute regnet es, aber morgen scheint die Sonne.", tr: "Сёння ідзе дождж, але заўтра будзе свяціць сонца." },
          { de: "Wir gehen ins Kino oder wir bleiben zu Hause.", tr: "Мы пойдзем у кіно або застанемся дома." },
        ],
        table: {
          caption: "Два галоўныя сказы са злучнікам",
          head: ["Сказ 1", "Пазіцыя 0", "Пазіцыя 1", "Пазіцыя 2 (дзеяслоў)", "Астатняе"],
          rows: [
            ["Ich habe Hunger,", "aber", "ich", "habe", "kein Geld."],
            ["Ich bleibe zu Hause,", "denn", "ich", "bin", "krank."],
            ["Heute regnet es,", "aber", "morgen", "scheint", "die Sonne."],
          ],
        },
      },
      {
        heading: "aber ці sondern? І коска",
        paragraphs: [
          "І aber, і sondern можна перакласці як «але» або «а». Sondern ужываюць толькі пасля адмаўлення (nicht або kein), калі выпраўляюць першую частку: не гэта, а тое. Aber ужываюць, калі дадаюць супрацьпастаўленне: Das Auto ist alt, aber es fährt gut.",
          "Перад aber, denn і sondern ставяць коску. Перад und і oder коскі звычайна няма.",
        ],
        examples: [
          { de: "Das ist nicht mein Bruder, sondern mein Vater.", tr: "Гэта не мой брат, а мой бацька." },
          { de: "Ich habe kein Auto, sondern ein Fahrrad.", tr: "У мяне не машына, а ровар." },
          { de: "Das Zimmer ist klein, aber schön.", tr: "Пакой маленькі, але прыгожы." },
        ],
      },
      {
        heading: "Тыповыя памылкі",
        paragraphs: [
          "✗ Ich bleibe zu Hause, denn bin ich krank. ✓ Ich bleibe zu Hause, denn ich bin krank. Пасля denn спачатку ідзе дзейнік, як у звычайным сказе.",
          "✗ Ich komme nicht heute, aber morgen. ✓ Ich komme nicht heute, sondern morgen. Калі пасля адмаўлення вы выпраўляеце сказанае, ужывайце sondern.",
          "Не блытайце denn і weil: абодва значаць «бо», але пасля weil дзеяслоў стаіць у канцы (…, weil ich krank bin).",
        ],
      },
    ],
    tr: [
      {
        heading: "Ana cümleleri bağlayan beş bağlaç",
        paragraphs: [
          "und, aber, oder, denn ve sondern bağlaçları iki kelimeyi, iki kelime grubunu veya iki tam cümleyi (ana cümleleri) birbirine bağlar.",
          "Bunlar Almancadaki en kolay bağlaçlardır: Kelime sırasını değiştirmezler. İki cümle de normal sırasını korur ve fiil 2. sırada kalır.",
        ],
        table: {
          caption: "Beş bağlaç",
          head: ["Bağlaç", "Anlamı", "Örnek"],
          rows: [
            ["und", "ve", "Ich koche und du deckst den Tisch."],
            ["aber", "ama, fakat", "Das Auto ist alt, aber es fährt gut."],
            ["oder", "veya, ya da", "Kommst du heute oder kommst du morgen?"],
            ["denn", "çünkü (sebep)", "Ich esse, denn ich habe Hunger."],
            ["sondern", "bilakis (olumsuzluktan sonra düzeltme)", "Er ist nicht alt, sondern jung."],
          ],
        },
      },
      {
        heading: "Kelime sırası: Bağlaç 0. sıradadır",
        paragraphs: [
          "Bağlaç iki cümlenin arasında durur ve bir sıra olarak sayılmaz. Ondan sonra ikinci cümle normal bir cümle gibi başlar: özne – fiil – geri kalan veya başka bir öge – fiil – özne.",
          "Çekimli fiil kendi cümlesinde 2. sırada kalır. Sona gitmez (bu, weil, dass, wenn ve ob'dan sonra olur – bkz. Bağlaçlar 2).",
        ],
        examples: [
          { de: "Ich lerne Deutsch, denn ich wohne in Berlin.", tr: "Almanca öğreniyorum, çünkü Berlin'de yaşıyorum." },
          { de: "Er ist müde, aber er arbeitet noch.", tr: "O yorgun ama hâlâ çalışıyor." },
          { de: "Heute regnet es, aber morgen scheint die Sonne.", tr: "Bugün yağmur yağıyor ama yarın güneş açacak." },
          { de: "Wir gehen ins Kino oder wir bleiben zu Hause.", tr: "Sinemaya gideriz ya da evde kalırız." },
        ],
        table: {
          caption: "Bağlaçlı iki ana cümle",
          head: ["1. cümle", "0. sıra", "1. sıra", "2. sıra (fiil)", "Geri kalan"],
          rows: [
            ["Ich habe Hunger,", "aber", "ich", "habe", "kein Geld."],
            ["Ich bleibe zu Hause,", "denn", "ich", "bin", "krank."],
            ["Heute regnet es,", "aber", "morgen", "scheint", "die Sonne."],
          ],
        },
      },
      {
        heading: "aber mı, sondern mi? Ve virgül",
        paragraphs: [
          "Hem aber hem de sondern “ama” diye çevrilebilir. Ancak sondern yalnızca bir olumsuzluktan (nicht veya kein) sonra, ilk kısmı düzeltirken kullanılır: bu değil, şu. Bir karşıtlık eklerken ise aber kullanılır: Das Auto ist alt, aber es fährt gut.",
          "aber, denn ve sondern'den önce virgül konur. und ve oder'den önce genellikle virgül konmaz.",
        ],
        examples: [
          { de: "Das ist nicht mein Bruder, sondern mein Vater.", tr: "Bu benim erkek kardeşim değil, babam." },
          { de: "Ich habe kein Auto, sondern ein Fahrrad.", tr: "Arabam yok, bisikletim var." },
          { de: "Das Zimmer ist klein, aber schön.", tr: "Oda küçük ama güzel." },
        ],
      },
      {
        heading: "Sık yapılan hatalar",
        paragraphs: [
          "✗ Ich bleibe zu Hause, denn bin ich krank. ✓ Ich bleibe zu Hause, denn ich bin krank. denn'den sonra, normal bir cümlede olduğu gibi, önce özne gelir.",
          "✗ Ich komme nicht heute, aber morgen. ✓ Ich komme nicht heute, sondern morgen. Olumsuzluktan sonra bir şeyi düzeltiyorsanız sondern kullanın.",
          "denn ile weil'i karıştırmayın: İkisi de “çünkü” demektir, ama weil'den sonra fiil sona gider (…, weil ich krank bin).",
        ],
      },
    ],
    pl: [
      {
        heading: "Pięć spójników łączących zdania główne",
        paragraphs: [
          "Spójniki und, aber, oder, denn i sondern łączą dwa słowa, dwie grupy słów albo dwa całe zdania (zdania główne).",
          "To najłatwiejsze spójniki w języku niemieckim: nie zmieniają szyku zdania. Oba zdania zachowują normalny szyk, a czasownik zostaje na 2. miejscu.",
        ],
        table: {
          caption: "Pięć spójników",
          head: ["Spójnik", "Znaczenie", "Przykład"],
          rows: [
            ["und", "i", "Ich koche und du deckst den Tisch."],
            ["aber", "ale", "Das Auto ist alt, aber es fährt gut."],
            ["oder", "albo, czy", "Kommst du heute oder kommst du morgen?"],
            ["denn", "bo, ponieważ (przyczyna)", "Ich esse, denn ich habe Hunger."],
            ["sondern", "lecz, tylko (po przeczeniu)", "Er ist nicht alt, sondern jung."],
          ],
        },
      },
      {
        heading: "Szyk zdania: spójnik stoi na pozycji 0",
        paragraphs: [
          "Spójnik stoi między dwoma zdaniami i nie zajmuje żadnej pozycji. Po nim drugie zdanie zaczyna się jak zwykłe zdanie: podmiot – czasownik – reszta albo inna część zdania – czasownik – podmiot.",
          "Czasownik w formie osobowej zostaje na 2. miejscu w swoim zdaniu. Nie przechodzi na koniec (tak jest po weil, dass, wenn i ob – zob. Spójniki 2).",
        ],
        examples: [
          { de: "Ich lerne Deutsch, denn ich wohne in Berlin.", tr: "Uczę się niemieckiego, bo mieszkam w Berlinie." },
          { de: "Er ist müde, aber er arbeitet noch.", tr: "On jest zmęczony, ale jeszcze pracuje." },
          { de: "Heute regnet es, aber morgen scheint die Sonne.", tr: "Dziś pada deszcz, ale jutro będzie świecić słońce." },
          { de: "Wir gehen ins Kino oder wir bleiben zu Hause.", tr: "Idziemy do kina albo zostajemy w domu." },
        ],
        table: {
          caption: "Dwa zdania główne ze spójnikiem",
          head: ["Zdanie 1", "Pozycja 0", "Pozycja 1", "Pozycja 2 (czasownik)", "Reszta"],
          rows: [
            ["Ich habe Hunger,", "aber", "ich", "habe", "kein Geld."],
            ["Ich bleibe zu Hause,", "denn", "ich", "bin", "krank."],
            ["Heute regnet es,", "aber", "morgen", "scheint", "die Sonne."],
          ],
        },
      },
      {
        heading: "aber czy sondern? I przecinek",
        paragraphs: [
          "Zarówno aber, jak i sondern można przetłumaczyć jako „ale”. Sondern używa się tylko po przeczeniu (nicht lub kein), gdy poprawiamy pierwszą część: nie to, tylko tamto. Aber używa się, gdy dodajemy przeciwieństwo: Das Auto ist alt, aber es fährt gut.",
          "Przed aber, denn i sondern stawia się przecinek. Przed und i oder zwykle nie ma przecinka.",
        ],
        examples: [
          { de: "Das ist nicht mein Bruder, sondern mein Vater.", tr: "To nie jest mój brat, tylko mój ojciec." },
          { de: "Ich habe kein Auto, sondern ein Fahrrad.", tr: "Nie mam samochodu, tylko rower." },
          { de: "Das Zimmer ist klein, aber schön.", tr: "Pokój jest mały, ale ładny." },
        ],
      },
      {
        heading: "Częste błędy",
        paragraphs: [
          "✗ Ich bleibe zu Hause, denn bin ich krank. ✓ Ich bleibe zu Hause, denn ich bin krank. Po denn najpierw stoi podmiot, tak jak w zwykłym zdaniu.",
          "✗ Ich komme nicht heute, aber morgen. ✓ Ich komme nicht heute, sondern morgen. Gdy po przeczeniu coś poprawiasz, użyj sondern.",
          "Nie myl denn i weil: oba znaczą „bo”, ale po weil czasownik stoi na końcu (…, weil ich krank bin).",
        ],
      },
    ],
    es: [
      {
        heading: "Cinco conjunciones que unen oraciones principales",
        paragraphs: [
          "Las conjunciones und, aber, oder, denn y sondern unen dos palabras, dos grupos de palabras o dos oraciones completas (oraciones principales).",
          "Son las conjunciones más fáciles del alemán: no cambian el orden de las palabras. Las dos oraciones mantienen su orden normal y el verbo se queda en la posición 2.",
        ],
        table: {
          caption: "Las cinco conjunciones",
          head: ["Conjunción", "Significado", "Ejemplo"],
          rows: [
            ["und", "y", "Ich koche und du deckst den Tisch."],
            ["aber", "pero", "Das Auto ist alt, aber es fährt gut."],
            ["oder", "o", "Kommst du heute oder kommst du morgen?"],
            ["denn", "porque, pues (causa)", "Ich esse, denn ich habe Hunger."],
            ["sondern", "sino (después de una negación)", "Er ist nicht alt, sondern jung."],
          ],
        },
      },
      {
        heading: "Orden de las palabras: la conjunción está en la posición 0",
        paragraphs: [
          "La conjunción está entre las dos oraciones y no cuenta como posición. Después, la segunda oración empieza como una oración normal: sujeto – verbo – resto, u otro elemento – verbo – sujeto.",
          "El verbo conjugado se queda en la posición 2 de su oración. No va al final (eso ocurre después de weil, dass, wenn y ob; véase Conjunciones 2).",
        ],
        examples: [
          { de: "Ich lerne Deutsch, denn ich wohne in Berlin.", tr: "Aprendo alemán porque vivo en Berlín." },
          { de: "Er ist müde, aber er arbeitet noch.", tr: "Está cansado, pero todavía trabaja." },
          { de: "Heute regnet es, aber morgen scheint die Sonne.", tr: "Hoy llueve, pero mañana saldrá el sol." },
          { de: "Wir gehen ins Kino oder wir bleiben zu Hause.", tr: "Vamos al cine o nos quedamos en casa." },
        ],
        table: {
          caption: "Dos oraciones principales con conjunción",
          head: ["Oración 1", "Posición 0", "Posición 1", "Posición 2 (verbo)", "Resto"],
          rows: [
            ["Ich habe Hunger,", "aber", "ich", "habe", "kein Geld."],
            ["Ich bleibe zu Hause,", "denn", "ich", "bin", "krank."],
            ["Heute regnet es,", "aber", "morgen", "scheint", "die Sonne."],
          ],
        },
      },
      {
        heading: "¿aber o sondern? Y la coma",
        paragraphs: [
          "Tanto aber como sondern pueden traducirse por «pero», aunque sondern corresponde a «sino». Sondern solo se usa después de una negación (nicht o kein), cuando corregimos la primera parte: no esto, sino aquello. Aber se usa para añadir un contraste: Das Auto ist alt, aber es fährt gut.",
          "Antes de aber, denn y sondern se pone coma. Antes de und y oder normalmente no hay coma.",
        ],
        examples: [
          { de: "Das ist nicht mein Bruder, sondern mein Vater.", tr: "No es mi hermano, sino mi padre." },
          { de: "Ich habe kein Auto, sondern ein Fahrrad.", tr: "No tengo coche, sino bicicleta." },
          { de: "Das Zimmer ist klein, aber schön.", tr: "La habitación es pequeña, pero bonita." },
        ],
      },
      {
        heading: "Errores frecuentes",
        paragraphs: [
          "✗ Ich bleibe zu Hause, denn bin ich krank. ✓ Ich bleibe zu Hause, denn ich bin krank. Después de denn va primero el sujeto, como en una oración normal.",
          "✗ Ich komme nicht heute, aber morgen. ✓ Ich komme nicht heute, sondern morgen. Cuando corriges algo después de una negación, usa sondern.",
          "No confundas denn y weil: los dos significan «porque», pero después de weil el verbo va al final (…, weil ich krank bin).",
        ],
      },
    ],
  },
  practice: {
    kind: "sentences",
    elements: [
      { formDe: "Ich - trinke - Kaffee - und - meine Schwester - trinkt - Tee.", hide: ["und"], formEn: "I drink coffee and my sister drinks tea.", tr: { ua: "Я п’ю каву, а моя сестра п’є чай.", de: "Mein Getränk: Kaffee. Das Getränk meiner Schwester: Tee. (Verbindung)", ru: "Я пью кофе, а моя сестра пьёт чай.", be: "Я п’ю каву, а мая сястра п’е гарбату.", tr: "Ben kahve içiyorum, kız kardeşim de çay içiyor.", pl: "Ja piję kawę, a moja siostra pije herbatę.", es: "Yo bebo café y mi hermana bebe té." }, correct: false },
      { formDe: "Er - ist - müde, - aber - er - arbeitet - noch.", hide: ["aber"], alternatives: { aber: ["doch"] }, formEn: "He is tired, but he is still working.", tr: { ua: "Він утомлений, але ще працює.", de: "Er will schlafen. Trotzdem macht er mit der Arbeit weiter. (Gegensatz)", ru: "Он устал, но ещё работает.", be: "Ён стомлены, але яшчэ працуе.", tr: "Yorgun ama hâlâ çalışıyor.", pl: "Jest zmęczony, ale jeszcze pracuje.", es: "Está cansado, pero todavía trabaja." }, correct: false },
      { formDe: "Wir - gehen - ins Kino - oder - wir - bleiben - zu Hause.", hide: ["oder"], formEn: "We go to the cinema or we stay at home.", tr: { ua: "Ми підемо в кіно або залишимося вдома.", de: "Heute Abend: Kino? Zu Hause? Eins von beiden. (Alternative)", ru: "Мы пойдём в кино или останемся дома.", be: "Мы пойдзем у кіно або застанемся дома.", tr: "Sinemaya gideriz ya da evde kalırız.", pl: "Idziemy do kina albo zostajemy w domu.", es: "Vamos al cine o nos quedamos en casa." }, correct: false },
      { formDe: "Ich - lerne - Deutsch, - denn - ich - wohne - in Berlin.", hide: ["denn"], formEn: "I am learning German because I live in Berlin.", tr: { ua: "Я вчу німецьку, бо живу в Берліні.", de: "Warum lerne ich Deutsch? Mein Wohnort ist Berlin. (Grund)", ru: "Я учу немецкий, потому что живу в Берлине.", be: "Я вучу нямецкую, бо жыву ў Берліне.", tr: "Almanca öğreniyorum, çünkü Berlin’de yaşıyorum.", pl: "Uczę się niemieckiego, bo mieszkam w Berlinie.", es: "Aprendo alemán porque vivo en Berlín." }, correct: false },
      { formDe: "Das - ist - nicht - mein Bruder, - sondern - mein Vater.", hide: ["sondern"], formEn: "That is not my brother but my father.", tr: { ua: "Це не мій брат, а мій батько.", de: "Du denkst, der Mann ist mein Bruder? Nein, er ist mein Vater. (Korrektur)", ru: "Это не мой брат, а мой отец.", be: "Гэта не мой брат, а мой бацька.", tr: "Bu benim kardeşim değil, babam.", pl: "To nie mój brat, tylko mój tata.", es: "No es mi hermano, sino mi padre." }, correct: false },
      { formDe: "Anna - spielt - Gitarre - und - Tom - singt.", hide: ["und"], formEn: "Anna plays the guitar and Tom sings.", tr: { ua: "Анна грає на гітарі, а Том співає.", de: "Musik zu zweit: Anna an der Gitarre, Tom mit der Stimme. (Verbindung)", ru: "Анна играет на гитаре, а Том поёт.", be: "Анна грае на гітары, а Том спявае.", tr: "Anna gitar çalıyor ve Tom şarkı söylüyor.", pl: "Anna gra na gitarze, a Tom śpiewa.", es: "Anna toca la guitarra y Tom canta." }, correct: false },
      { formDe: "Die Wohnung - ist - klein, - aber - sie - ist - schön.", hide: ["aber"], alternatives: { aber: ["doch"] }, formEn: "The flat is small, but it is nice.", tr: { ua: "Квартира маленька, але гарна.", de: "Die Wohnung hat wenig Platz. Trotzdem gefällt sie mir. (Gegensatz)", ru: "Квартира маленькая, но красивая.", be: "Кватэра маленькая, але прыгожая.", tr: "Daire küçük ama güzel.", pl: "Mieszkanie jest małe, ale ładne.", es: "El piso es pequeño, pero es bonito." }, correct: false },
      { formDe: "Ich - gehe - nicht - ins Kino, - sondern - ich bleibe - zu Hause.", hide: ["sondern"], formEn: "I am not going to the cinema; I am staying at home instead.", tr: { ua: "Я не йду в кіно, а залишаюся вдома.", de: "Heute kein Kino für mich. Mein Plan: der Abend daheim. (Korrektur)", ru: "Я не иду в кино, а остаюсь дома.", be: "Я не іду ў кіно, а застаюся дома.", tr: "Sinemaya gitmiyorum, onun yerine evde kalıyorum.", pl: "Nie idę do kina, tylko zostaję w domu.", es: "No voy al cine, sino que me quedo en casa." }, correct: false },
      { formDe: "Wir - essen - zu Hause, - denn - das Restaurant - ist - zu teuer.", hide: ["denn"], formEn: "We eat at home because the restaurant is too expensive.", tr: { ua: "Ми їмо вдома, бо ресторан занадто дорогий.", de: "Warum kochen wir selbst? Im Restaurant kostet das Essen zu viel. (Grund)", ru: "Мы едим дома, потому что ресторан слишком дорогой.", be: "Мы ямо дома, бо рэстаран занадта дарагі.", tr: "Evde yiyoruz, çünkü restoran çok pahalı.", pl: "Jemy w domu, bo restauracja jest za droga.", es: "Comemos en casa porque el restaurante es demasiado caro." }, correct: false },
      { formDe: "Heute - regnet es, - aber - morgen - scheint - die Sonne.", hide: ["aber"], alternatives: { aber: ["doch"] }, formEn: "It is raining today, but tomorrow the sun will shine.", tr: { ua: "Сьогодні йде дощ, але завтра світитиме сонце.", de: "Wetter: heute nass, morgen sonnig. (Gegensatz)", ru: "Сегодня идёт дождь, но завтра будет светить солнце.", be: "Сёння ідзе дождж, але заўтра будзе свяціць сонца.", tr: "Bugün yağmur yağıyor ama yarın güneş açacak.", pl: "Dziś pada deszcz, ale jutro będzie świecić słońce.", es: "Hoy llueve, pero mañana hará sol." }, correct: false },
      { formDe: "Nimmst du - den Bus - oder - fährst du - mit dem Fahrrad?", hide: ["oder"], formEn: "Are you taking the bus or going by bike?", tr: { ua: "Ти поїдеш автобусом чи велосипедом?", de: "Frage nach dem Weg: Bus? Fahrrad? (Alternative)", ru: "Ты поедешь на автобусе или на велосипеде?", be: "Ты паедзеш аўтобусам ці на ровары?", tr: "Otobüse mi bineceksin, yoksa bisikletle mi gideceksin?", pl: "Jedziesz autobusem czy rowerem?", es: "¿Vas en autobús o en bici?" }, correct: false },
      { formDe: "Maria - kommt - nicht - aus Spanien, - sondern - aus Mexiko.", hide: ["sondern"], formEn: "Maria is not from Spain but from Mexico.", tr: { ua: "Марія не з Іспанії, а з Мексики.", de: "Maria ist Mexikanerin, keine Spanierin. (Korrektur)", ru: "Мария не из Испании, а из Мексики.", be: "Марыя не з Іспаніі, а з Мексікі.", tr: "Maria İspanyalı değil, Meksikalı.", pl: "Maria nie pochodzi z Hiszpanii, tylko z Meksyku.", es: "Maria no es de España, sino de México." }, correct: false },
      { formDe: "Ich - kaufe - das Buch - nicht, - denn - es - ist - zu teuer.", hide: ["denn"], formEn: "I am not buying the book because it is too expensive.", tr: { ua: "Я не купую книжку, бо вона задорога.", de: "Das Buch kostet zu viel. Deshalb nehme ich es nicht. (Grund)", ru: "Я не покупаю книгу, потому что она слишком дорогая.", be: "Я не купляю кнігу, бо яна занадта дарагая.", tr: "Kitabı almıyorum, çünkü çok pahalı.", pl: "Nie kupuję tej książki, bo jest za droga.", es: "No compro el libro porque es demasiado caro." }, correct: false },
      { formDe: "Mein Vater - kocht - und - meine Mutter - deckt - den Tisch.", hide: ["und"], formEn: "My father cooks and my mother sets the table.", tr: { ua: "Мій батько готує, а моя мама накриває на стіл.", de: "Vor dem Essen: Papa steht am Herd, Mama bereitet den Tisch vor. (Verbindung)", ru: "Мой отец готовит, а моя мама накрывает на стол.", be: "Мой бацька гатуе, а мая мама накрывае на стол.", tr: "Babam yemek yapıyor, annem de sofrayı kuruyor.", pl: "Mój tata gotuje, a moja mama nakrywa do stołu.", es: "Mi padre cocina y mi madre pone la mesa." }, correct: false },
      { formDe: "Ich - habe - Hunger, - aber - ich - habe - kein Geld.", hide: ["aber"], alternatives: { aber: ["doch"] }, formEn: "I am hungry, but I have no money.", tr: { ua: "Я голодний, але в мене немає грошей.", de: "Ich möchte etwas essen, doch mein Geldbeutel ist leer. (Gegensatz)", ru: "Я голоден, но у меня нет денег.", be: "Я галодны, але ў мяне няма грошай.", tr: "Açım ama param yok.", pl: "Jestem głodny, ale nie mam pieniędzy.", es: "Tengo hambre, pero no tengo dinero." }, correct: false },
      { formDe: "Im Sommer - fahren wir - nach Italien - oder - wir - besuchen - Oma.", hide: ["oder"], formEn: "In summer we go to Italy or we visit Grandma.", tr: { ua: "Улітку ми їдемо в Італію або відвідуємо бабусю.", de: "Ferienpläne: Reise nach Italien? Besuch bei Oma? (Alternative)", ru: "Летом мы едем в Италию или навещаем бабушку.", be: "Улетку мы едзем у Італію або наведваем бабулю.", tr: "Yazın İtalya’ya gideriz ya da büyükannemizi ziyaret ederiz.", pl: "Latem jedziemy do Włoch albo odwiedzamy babcię.", es: "En verano vamos a Italia o visitamos a la abuela." }, correct: false },
      { formDe: "Sie - geht - früh - ins Bett, - denn - sie - ist müde.", hide: ["denn"], formEn: "She goes to bed early because she is tired.", tr: { ua: "Вона рано лягає спати, бо втомилася.", de: "Sie schläft schon um acht. Der Grund: Sie hat keine Kraft mehr. (Grund)", ru: "Она рано ложится спать, потому что устала.", be: "Яна рана кладзецца спаць, бо стамілася.", tr: "Erken yatıyor, çünkü yorgun.", pl: "Ona wcześnie kładzie się spać, bo jest zmęczona.", es: "Ella se acuesta temprano porque está cansada." }, correct: false },
      { formDe: "Das Wetter - ist - nicht - kalt, - sondern - warm.", hide: ["sondern"], formEn: "The weather is not cold but warm.", tr: { ua: "Погода не холодна, а тепла.", de: "Du denkst, es ist kalt? Falsch, die Temperatur ist angenehm. (Korrektur)", ru: "Погода не холодная, а тёплая.", be: "Надвор’е не халоднае, а цёплае.", tr: "Hava soğuk değil, sıcak.", pl: "Pogoda nie jest zimna, tylko ciepła.", es: "No hace frío, sino calor." }, correct: false },
      { formDe: "Ich - spreche - Englisch, - aber - mein Deutsch - ist - nicht gut.", hide: ["aber"], alternatives: { aber: ["doch"] }, formEn: "I speak English, but my German is not good.", tr: { ua: "Я розмовляю англійською, але моя німецька не дуже добра.", de: "Englisch kann ich. Mit Deutsch habe ich noch Probleme. (Gegensatz)", ru: "Я говорю по-английски, но мой немецкий не очень хороший.", be: "Я размаўляю па-англійску, але мая нямецкая не вельмі добрая.", tr: "İngilizce konuşuyorum ama Almancam iyi değil.", pl: "Mówię po angielsku, ale mój niemiecki nie jest dobry.", es: "Hablo inglés, pero mi alemán no es bueno." }, correct: false },
      { formDe: "Am Montag - arbeite ich - und - am Dienstag - habe ich - frei.", hide: ["und"], formEn: "On Monday I work and on Tuesday I am off.", tr: { ua: "У понеділок я працюю, а у вівторок у мене вихідний.", de: "Mein Plan: Montag Arbeit, Dienstag keine Arbeit. (Verbindung)", ru: "В понедельник я работаю, а во вторник у меня выходной.", be: "У панядзелак я працую, а ў аўторак у мяне выхадны.", tr: "Pazartesi çalışıyorum, salı ise izinliyim.", pl: "W poniedziałek pracuję, a we wtorek mam wolne.", es: "El lunes trabajo y el martes tengo el día libre." }, correct: false },
      { formDe: "Spielst du - Fußball - oder - gehst du - schwimmen?", hide: ["oder"], formEn: "Do you play football or do you go swimming?", tr: { ua: "Ти граєш у футбол чи ходиш плавати?", de: "Frage nach dem Sport: Ball? Wasser? (Alternative)", ru: "Ты играешь в футбол или ходишь плавать?", be: "Ты гуляеш у футбол ці ходзіш плаваць?", tr: "Futbol mu oynarsın, yoksa yüzmeye mi gidersin?", pl: "Grasz w piłkę nożną czy chodzisz pływać?", es: "¿Juegas al fútbol o vas a nadar?" }, correct: false },
      { formDe: "Tom - wohnt - nicht - in Hamburg, - sondern - in München.", hide: ["sondern"], formEn: "Tom does not live in Hamburg but in Munich.", tr: { ua: "Том живе не в Гамбурзі, а в Мюнхені.", de: "Du denkst, Tom wohnt in Hamburg? Nein, seine Stadt ist München. (Korrektur)", ru: "Том живёт не в Гамбурге, а в Мюнхене.", be: "Том жыве не ў Гамбургу, а ў Мюнхене.", tr: "Tom Hamburg’da değil, Münih’te yaşıyor.", pl: "Tom nie mieszka w Hamburgu, tylko w Monachium.", es: "Tom no vive en Hamburgo, sino en Múnich." }, correct: false },
      { formDe: "Wir - fahren - nicht - mit dem Auto, - sondern - mit dem Zug.", hide: ["sondern"], formEn: "We are not going by car but by train.", tr: { ua: "Ми їдемо не машиною, а потягом.", de: "Du denkst, wir nehmen das Auto? Nein, wir nehmen die Bahn. (Korrektur)", ru: "Мы едем не на машине, а на поезде.", be: "Мы едзем не на машыне, а цягніком.", tr: "Arabayla değil, trenle gidiyoruz.", pl: "Nie jedziemy samochodem, tylko pociągiem.", es: "No vamos en coche, sino en tren." }, correct: false },
      { formDe: "Ich - koche - Suppe - und - du - machst - den Salat.", hide: ["und"], formEn: "I am making soup and you are making the salad.", tr: { ua: "Я варю суп, а ти робиш салат.", de: "Zwei Aufgaben in der Küche: meine ist die Suppe, deine der Salat. (Verbindung)", ru: "Я варю суп, а ты делаешь салат.", be: "Я вару суп, а ты робіш салату.", tr: "Ben çorba pişiriyorum, sen de salatayı yapıyorsun.", pl: "Ja gotuję zupę, a ty robisz sałatkę.", es: "Yo hago sopa y tú haces la ensalada." }, correct: false },
      { formDe: "Ich - möchte - kommen, - aber - ich - habe - keine Zeit.", hide: ["aber"], alternatives: { aber: ["doch"] }, formEn: "I would like to come, but I have no time.", tr: { ua: "Я хотів би прийти, але в мене немає часу.", de: "Dein Fest interessiert mich sehr. Leider ist mein Kalender voll. (Gegensatz)", ru: "Я хотел бы прийти, но у меня нет времени.", be: "Я хацеў бы прыйсці, але ў мяне няма часу.", tr: "Gelmek isterim ama vaktim yok.", pl: "Chciałbym przyjść, ale nie mam czasu.", es: "Me gustaría ir, pero no tengo tiempo." }, correct: false },
      { formDe: "Ich - nehme - eine Jacke - mit, - denn - es - ist - kalt.", hide: ["denn"], formEn: "I am taking a jacket because it is cold.", tr: { ua: "Я беру з собою куртку, бо холодно.", de: "Warum habe ich eine Jacke dabei? Draußen sind es nur fünf Grad. (Grund)", ru: "Я беру с собой куртку, потому что холодно.", be: "Я бяру з сабой куртку, бо холадна.", tr: "Yanıma bir ceket alıyorum, çünkü hava soğuk.", pl: "Biorę kurtkę, bo jest zimno.", es: "Me llevo una chaqueta porque hace frío." }, correct: false },
      { formDe: "Möchtest du - Tee - oder - Kaffee?", hide: ["oder"], formEn: "Would you like tea or coffee?", tr: { ua: "Хочеш чаю чи кави?", de: "Frage an einen Gast: Welches Getränk? Eins von beiden. (Alternative)", ru: "Хочешь чаю или кофе?", be: "Хочаш гарбаты ці кавы?", tr: "Çay mı kahve mi istersin?", pl: "Chcesz herbaty czy kawy?", es: "¿Quieres té o café?" }, correct: false },
      { formDe: "Er - kommt - heute - nicht, - denn - er - ist - krank.", hide: ["denn"], formEn: "He is not coming today because he is ill.", tr: { ua: "Він сьогодні не прийде, бо він хворий.", de: "Warum fehlt er heute? Er hat Fieber. (Grund)", ru: "Он сегодня не придёт, потому что он болен.", be: "Ён сёння не прыйдзе, бо ён хворы.", tr: "Bugün gelmiyor, çünkü hasta.", pl: "On dziś nie przyjdzie, bo jest chory.", es: "Hoy no viene porque está enfermo." }, correct: false },
      { formDe: "Der Pullover - ist - schön, - aber - er - ist - zu klein.", hide: ["aber"], alternatives: { aber: ["doch"] }, formEn: "The jumper is nice, but it is too small.", tr: { ua: "Светр гарний, але замалий.", de: "Im Geschäft: Die Farbe gefällt mir. Leider passt er mir nicht. (Gegensatz)", ru: "Свитер красивый, но слишком маленький.", be: "Світар прыгожы, але занадта малы.", tr: "Kazak güzel ama çok küçük.", pl: "Sweter jest ładny, ale za mały.", es: "El jersey es bonito, pero es demasiado pequeño." }, correct: false },
      { formDe: "Sie - trinkt - keinen Wein, - sondern - Wasser.", hide: ["sondern"], formEn: "She doesn’t drink wine but water.", tr: { ua: "Вона п’є не вино, а воду.", de: "Du denkst, in ihrem Glas ist Wein? Nein, es ist Wasser. (Korrektur)", ru: "Она пьёт не вино, а воду.", be: "Яна п’е не віно, а ваду.", tr: "Şarap değil, su içiyor.", pl: "Ona nie pije wina, tylko wodę.", es: "No bebe vino, sino agua." }, correct: false },
    ],
  },
};

export default topic;
