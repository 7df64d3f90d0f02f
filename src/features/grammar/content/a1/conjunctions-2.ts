import type { A1Topic } from "../types";

const topic: A1Topic = {
  slug: "conjunctions-2",
  type: "conjunctions",
  title: {
    en: "Conjunctions 2 (weil, dass, wenn, ob)",
    ua: "Сполучники 2 (weil, dass, wenn, ob)",
    de: "Konjunktionen 2 (weil, dass, wenn, ob)",
    ru: "Союзы 2 (weil, dass, wenn, ob)",
    be: "Злучнікі 2 (weil, dass, wenn, ob)",
    tr: "Bağlaçlar 2 (weil, dass, wenn, ob)",
    pl: "Spójniki 2 (weil, dass, wenn, ob)",
    es: "Conjunciones 2 (weil, dass, wenn, ob)",
  },
  descr: {
    en: "Use weil, dass, wenn and ob and put the verb at the end of the clause.",
    ua: "Уживайте weil, dass, wenn і ob і ставте дієслово в кінець підрядного речення.",
    de: "Benutze weil, dass, wenn und ob und stelle das Verb ans Ende des Nebensatzes.",
    ru: "Употребляйте weil, dass, wenn и ob и ставьте глагол в конец придаточного предложения.",
    be: "Ужывайце weil, dass, wenn і ob і стаўце дзеяслоў у канец даданага сказа.",
    tr: "weil, dass, wenn ve ob'u kullanın ve fiili yan cümlenin sonuna koyun.",
    pl: "Używaj weil, dass, wenn i ob i stawiaj czasownik na końcu zdania podrzędnego.",
    es: "Usa weil, dass, wenn y ob y coloca el verbo al final de la oración subordinada.",
  },
  rules: {
    en: [
      {
        heading: "weil, dass, wenn, ob: the verb goes to the end",
        paragraphs: [
          "After weil, dass, wenn and ob comes a subordinate clause (Nebensatz). It cannot stand alone; it belongs to a main clause.",
          "In the subordinate clause, the verb in its personal form goes to the very end. Always put a comma between the main clause and the subordinate clause.",
        ],
        table: {
          caption: "The four conjunctions",
          head: ["Conjunction", "Meaning", "Example"],
          rows: [
            ["weil", "because", "Ich bleibe zu Hause, weil ich krank bin."],
            ["dass", "that", "Ich weiß, dass du müde bist."],
            ["wenn", "if, when (a condition or something that happens regularly)", "Wenn es regnet, nehme ich den Bus."],
            ["ob", "whether, if (a yes/no question)", "Ich weiß nicht, ob er heute kommt."],
          ],
        },
      },
      {
        heading: "How the subordinate clause is built",
        paragraphs: [
          "Conjunction – subject – other parts – verb at the end: …, weil ich heute keine Zeit habe.",
          "With a modal verb, the infinitive comes first and the modal verb is last: …, weil ich arbeiten muss. A separable verb is written as one word at the end: …, dass der Zug um acht Uhr abfährt.",
        ],
        examples: [
          { de: "Er kommt nicht mit, weil er arbeiten muss.", tr: "He isn't coming along because he has to work." },
          { de: "Ich glaube, dass der Zug um acht Uhr abfährt.", tr: "I think that the train leaves at eight o'clock." },
        ],
        table: {
          caption: "Main clause and subordinate clause",
          head: ["Main clause", "Conjunction", "Subject", "Middle", "Verb (end)"],
          rows: [
            ["Ich bleibe zu Hause,", "weil", "ich", "krank", "bin."],
            ["Er sagt,", "dass", "er", "keine Zeit", "hat."],
            ["Ich weiß nicht,", "ob", "sie", "heute", "kommt."],
            ["Sie lernt Deutsch,", "weil", "sie", "in Wien arbeiten", "möchte."],
          ],
        },
      },
      {
        heading: "When the subordinate clause comes first",
        paragraphs: [
          "The subordinate clause can also stand at the beginning. Then it counts as position 1, and the main clause starts with its verb: verb – comma – verb in the middle.",
        ],
        examples: [
          { de: "Wenn ich Zeit habe, lese ich ein Buch.", tr: "When I have time, I read a book." },
          { de: "Weil der Bus nicht kommt, gehen wir zu Fuß.", tr: "Because the bus isn't coming, we are walking." },
          { de: "Wenn es regnet, nehme ich einen Regenschirm.", tr: "If it rains, I take an umbrella." },
        ],
      },
      {
        heading: "Common mistakes",
        paragraphs: [
          "✗ …, weil ich bin krank. ✓ …, weil ich krank bin. After weil, dass, wenn and ob the verb goes to the end.",
          "✗ Wenn ich Zeit habe, ich lese ein Buch. ✓ Wenn ich Zeit habe, lese ich ein Buch. After a subordinate clause, the main clause starts with the verb.",
          "wenn or ob? In English both can be “if”. Use ob for an indirect yes/no question (Ich weiß nicht, ob er kommt. – I don't know if he is coming.) and wenn for a condition (Wenn er kommt, essen wir zusammen. – If he comes, we'll eat together.).",
        ],
      },
    ],
    ua: [
      {
        heading: "weil, dass, wenn, ob: дієслово йде в кінець",
        paragraphs: [
          "Після weil, dass, wenn і ob починається підрядне речення (Nebensatz). Воно не може стояти само; воно належить до головного речення.",
          "У підрядному реченні дієслово в особовій формі стоїть у самому кінці. Між головним і підрядним реченням завжди ставте кому.",
        ],
        table: {
          caption: "Чотири сполучники",
          head: ["Сполучник", "Значення", "Приклад"],
          rows: [
            ["weil", "бо, тому що", "Ich bleibe zu Hause, weil ich krank bin."],
            ["dass", "що", "Ich weiß, dass du müde bist."],
            ["wenn", "якщо, коли (умова або те, що буває регулярно)", "Wenn es regnet, nehme ich den Bus."],
            ["ob", "чи (питання «так чи ні»)", "Ich weiß nicht, ob er heute kommt."],
          ],
        },
      },
      {
        heading: "Як будується підрядне речення",
        paragraphs: [
          "Сполучник – підмет – інші частини – дієслово в кінці: …, weil ich heute keine Zeit habe.",
          "З модальним дієсловом спочатку йде інфінітив, а модальне дієслово стоїть останнім: …, weil ich arbeiten muss. Дієслово з відокремлюваним префіксом пишуть у кінці одним словом: …, dass der Zug um acht Uhr abfährt.",
        ],
        examples: [
          { de: "Er kommt nicht mit, weil er arbeiten muss.", tr: "Він не піде з нами, бо мусить працювати." },
          { de: "Ich glaube, dass der Zug um acht Uhr abfährt.", tr: "Я думаю, що потяг відправляється о восьмій." },
        ],
        table: {
          caption: "Головне і підрядне речення",
          head: ["Головне речення", "Сполучник", "Підмет", "Середина", "Дієслово (кінець)"],
          rows: [
            ["Ich bleibe zu Hause,", "weil", "ich", "krank", "bin."],
            ["Er sagt,", "dass", "er", "keine Zeit", "hat."],
            ["Ich weiß nicht,", "ob", "sie", "heute", "kommt."],
            ["Sie lernt Deutsch,", "weil", "sie", "in Wien arbeiten", "möchte."],
          ],
        },
      },
      {
        heading: "Коли підрядне речення стоїть першим",
        paragraphs: [
          "Підрядне речення може стояти й на початку. Тоді воно вважається позицією 1, а головне речення починається з дієслова: дієслово – кома – дієслово посередині.",
        ],
        examples: [
          { de: "Wenn ich Zeit habe, lese ich ein Buch.", tr: "Коли в мене є час, я читаю книжку." },
          { de: "Weil der Bus nicht kommt, gehen wir zu Fuß.", tr: "Оскільки автобус не їде, ми йдемо пішки." },
          { de: "Wenn es regnet, nehme ich einen Regenschirm.", tr: "Якщо йде дощ, я беру парасольку." },
        ],
      },
      {
        heading: "Типові помилки",
        paragraphs: [
          "✗ …, weil ich bin krank. ✓ …, weil ich krank bin. Після weil, dass, wenn і ob дієслово стоїть у кінці.",
          "✗ Wenn ich Zeit habe, ich lese ein Buch. ✓ Wenn ich Zeit habe, lese ich ein Buch. Після підрядного речення головне речення починається з дієслова.",
          "wenn чи ob? wenn – це «якщо, коли» (умова), а ob – це «чи» в непрямому питанні: Ich weiß nicht, ob er kommt. – Я не знаю, чи він прийде. Wenn er kommt, essen wir zusammen. – Якщо він прийде, ми поїмо разом.",
        ],
      },
    ],
    de: [
      {
        heading: "weil, dass, wenn, ob: Das Verb geht ans Ende",
        paragraphs: [
          "Nach weil, dass, wenn und ob beginnt ein Nebensatz. Ein Nebensatz kann nicht allein stehen; er gehört zu einem Hauptsatz.",
          "Im Nebensatz steht das konjugierte Verb ganz am Ende. Zwischen Hauptsatz und Nebensatz steht immer ein Komma.",
        ],
        table: {
          caption: "Die vier Konjunktionen",
          head: ["Konjunktion", "Bedeutung", "Beispiel"],
          rows: [
            ["weil", "ein Grund", "Ich bleibe zu Hause, weil ich krank bin."],
            ["dass", "was man sagt, denkt oder weiß", "Ich weiß, dass du müde bist."],
            ["wenn", "eine Bedingung oder etwas, das regelmäßig passiert", "Wenn es regnet, nehme ich den Bus."],
            ["ob", "eine indirekte Ja/Nein-Frage", "Ich weiß nicht, ob er heute kommt."],
          ],
        },
      },
      {
        heading: "So baust du den Nebensatz",
        paragraphs: [
          "Konjunktion – Subjekt – andere Satzteile – Verb am Ende: …, weil ich heute keine Zeit habe.",
          "Mit einem Modalverb steht zuerst der Infinitiv, das Modalverb steht ganz am Ende: …, weil ich arbeiten muss. Ein trennbares Verb schreibt man am Ende zusammen: …, dass der Zug um acht Uhr abfährt.",
        ],
        examples: [
          { de: "Er kommt nicht mit, weil er arbeiten muss.", tr: "weil + Modalverb: muss steht ganz am Ende" },
          { de: "Ich glaube, dass der Zug um acht Uhr abfährt.", tr: "dass + trennbares Verb: abfährt ist ein Wort" },
        ],
        table: {
          caption: "Hauptsatz und Nebensatz",
          head: ["Hauptsatz", "Konjunktion", "Subjekt", "Mitte", "Verb (Ende)"],
          rows: [
            ["Ich bleibe zu Hause,", "weil", "ich", "krank", "bin."],
            ["Er sagt,", "dass", "er", "keine Zeit", "hat."],
            ["Ich weiß nicht,", "ob", "sie", "heute", "kommt."],
            ["Sie lernt Deutsch,", "weil", "sie", "in Wien arbeiten", "möchte."],
          ],
        },
      },
      {
        heading: "Der Nebensatz steht am Anfang",
        paragraphs: [
          "Der Nebensatz kann auch am Anfang stehen. Dann ist er Position 1, und der Hauptsatz beginnt mit dem Verb: Verb – Komma – Verb in der Mitte.",
        ],
        examples: [
          { de: "Wenn ich Zeit habe, lese ich ein Buch.", tr: "habe, lese: Verb – Komma – Verb" },
          { de: "Weil der Bus nicht kommt, gehen wir zu Fuß.", tr: "kommt, gehen: Verb – Komma – Verb" },
          { de: "Wenn es regnet, nehme ich einen Regenschirm.", tr: "regnet, nehme: Verb – Komma – Verb" },
        ],
      },
      {
        heading: "Typische Fehler",
        paragraphs: [
          "✗ …, weil ich bin krank. ✓ …, weil ich krank bin. Nach weil, dass, wenn und ob steht das Verb am Ende.",
          "✗ Wenn ich Zeit habe, ich lese ein Buch. ✓ Wenn ich Zeit habe, lese ich ein Buch. Nach dem Nebensatz beginnt der Hauptsatz mit dem Verb.",
          "wenn oder ob? Im Englischen heißen beide oft „if“. ob steht bei einer indirekten Ja/Nein-Frage: Ich weiß nicht, ob er kommt. wenn steht bei einer Bedingung: Wenn er kommt, essen wir zusammen.",
        ],
      },
    ],
    ru: [
      {
        heading: "weil, dass, wenn, ob: глагол уходит в конец",
        paragraphs: [
          "После weil, dass, wenn и ob начинается придаточное предложение (Nebensatz). Оно не может стоять само по себе: оно относится к главному предложению.",
          "В придаточном предложении глагол в личной форме стоит в самом конце. Между главным и придаточным предложением всегда ставьте запятую.",
        ],
        table: {
          caption: "Четыре союза",
          head: ["Союз", "Значение", "Пример"],
          rows: [
            ["weil", "потому что", "Ich bleibe zu Hause, weil ich krank bin."],
            ["dass", "что", "Ich weiß, dass du müde bist."],
            ["wenn", "если, когда (условие или то, что бывает регулярно)", "Wenn es regnet, nehme ich den Bus."],
            ["ob", "ли (вопрос «да или нет»)", "Ich weiß nicht, ob er heute kommt."],
          ],
        },
      },
      {
        heading: "Как строится придаточное предложение",
        paragraphs: [
          "Союз – подлежащее – другие части – глагол в конце: …, weil ich heute keine Zeit habe.",
          "С модальным глаголом сначала идёт инфинитив, а модальный глагол стоит последним: …, weil ich arbeiten muss. Глагол с отделяемой приставкой пишется в конце одним словом: …, dass der Zug um acht Uhr abfährt.",
        ],
        examples: [
          { de: "Er kommt nicht mit, weil er arbeiten muss.", tr: "Он не пойдёт с нами, потому что должен работать." },
          { de: "Ich glaube, dass der Zug um acht Uhr abfährt.", tr: "Я думаю, что поезд отправляется в восемь часов." },
        ],
        table: {
          caption: "Главное и придаточное предложение",
          head: ["Главное предложение", "Союз", "Подлежащее", "Середина", "Глагол (конец)"],
          rows: [
            ["Ich bleibe zu Hause,", "weil", "ich", "krank", "bin."],
            ["Er sagt,", "dass", "er", "keine Zeit", "hat."],
            ["Ich weiß nicht,", "ob", "sie", "heute", "kommt."],
            ["Sie lernt Deutsch,", "weil", "sie", "in Wien arbeiten", "möchte."],
          ],
        },
      },
      {
        heading: "Когда придаточное предложение стоит первым",
        paragraphs: [
          "Придаточное предложение может стоять и в начале. Тогда оно считается позицией 1, а главное предложение начинается с глагола: глагол – запятая – глагол в середине.",
        ],
        examples: [
          { de: "Wenn ich Zeit habe, lese ich ein Buch.", tr: "Когда у меня есть время, я читаю книгу." },
          { de: "Weil der Bus nicht kommt, gehen wir zu Fuß.", tr: "Так как автобус не идёт, мы идём пешком." },
          { de: "Wenn es regnet, nehme ich einen Regenschirm.", tr: "Если идёт дождь, я беру зонт." },
        ],
      },
      {
        heading: "Типичные ошибки",
        paragraphs: [
          "✗ …, weil ich bin krank. ✓ …, weil ich krank bin. После weil, dass, wenn и ob глагол стоит в конце.",
          "✗ Wenn ich Zeit habe, ich lese ein Buch. ✓ Wenn ich Zeit habe, lese ich ein Buch. После придаточного предложения главное начинается с глагола.",
          "wenn или ob? wenn – это «если, когда» (условие), а ob – это «ли» в косвенном вопросе: Ich weiß nicht, ob er kommt. – Я не знаю, придёт ли он. Wenn er kommt, essen wir zusammen. – Если он придёт, мы поедим вместе.",
        ],
      },
    ],
    be: [
      {
        heading: "weil, dass, wenn, ob: дзеяслоў ідзе ў канец",
        paragraphs: [
          "Пасля weil, dass, wenn і ob пачынаецца даданы сказ (Nebensatz). Ён не можа стаяць асобна: ён належыць да галоўнага сказа.",
          "У даданым сказе дзеяслоў у асабовай форме стаіць у самым канцы. Паміж галоўным і даданым сказам заўсёды стаўце коску.",
        ],
        table: {
          caption: "Чатыры злучнікі",
          head: ["Злучнік", "Значэнне", "Прыклад"],
          rows: [
            ["weil", "бо, таму што", "Ich bleibe zu Hause, weil ich krank bin."],
            ["dass", "што", "Ich weiß, dass du müde bist."],
            ["wenn", "калі (умова або тое, што бывае рэгулярна)", "Wenn es regnet, nehme ich den Bus."],
            ["ob", "ці (пытанне «так ці не»)", "Ich weiß nicht, ob er heute kommt."],
          ],
        },
      },
      {
        heading: "Як будуецца даданы сказ",
        paragraphs: [
          "Злучнік – дзейнік – іншыя часткі – дзеяслоў у канцы: …, weil ich heute keine Zeit habe.",
          "З мадальным дзеясловам спачатку ідзе інфінітыў, а мадальны дзеяслоў стаіць апошнім: …, weil ich arbeiten muss. Дзеяслоў з аддзяляльнай прыстаўкай пішуць у канцы адным словам: …, dass der Zug um acht Uhr abfährt.",
        ],
        examples: [
          { de: "Er kommt nicht mit, weil er arbeiten muss.", tr: "Ён не пойдзе з намі, бо павінен працаваць." },
          { de: "Ich glaube, dass der Zug um acht Uhr abfährt.", tr: "Я думаю, што цягнік адпраўляецца а восьмай гадзіне." },
        ],
        table: {
          caption: "Галоўны і даданы сказ",
          head: ["Галоўны сказ", "Злучнік", "Дзейнік", "Сярэдзіна", "Дзеяслоў (канец)"],
          rows: [
            ["Ich bleibe zu Hause,", "weil", "ich", "krank", "bin."],
            ["Er sagt,", "dass", "er", "keine Zeit", "hat."],
            ["Ich weiß nicht,", "ob", "sie", "heute", "kommt."],
            ["Sie lernt Deutsch,", "weil", "sie", "in Wien arbeiten", "möchte."],
          ],
        },
      },
      {
        heading: "Калі даданы сказ стаіць першым",
        paragraphs: [
          "Даданы сказ можа стаяць і ў пачатку. Тады ён лічыцца пазіцыяй 1, а галоўны сказ пачынаецца з дзеяслова: дзеяслоў – коска – дзеяслоў пасярэдзіне.",
        ],
        examples: [
          { de: "Wenn ich Zeit habe, lese ich ein Buch.", tr: "Калі ў мяне ёсць час, я чытаю кнігу." },
          { de: "Weil der Bus nicht kommt, gehen wir zu Fuß.", tr: "Паколькі аўтобус не едзе, мы ідзём пешшу." },
          { de: "Wenn es regnet, nehme ich einen Regenschirm.", tr: "Калі ідзе дождж, я бяру парасон." },
        ],
      },
      {
        heading: "Тыповыя памылкі",
        paragraphs: [
          "✗ …, weil ich bin krank. ✓ …, weil ich krank bin. Пасля weil, dass, wenn і ob дзеяслоў стаіць у канцы.",
          "✗ Wenn ich Zeit habe, ich lese ein Buch. ✓ Wenn ich Zeit habe, lese ich ein Buch. Пасля даданага сказа галоўны сказ пачынаецца з дзеяслова.",
          "wenn ці ob? wenn – гэта «калі» (умова), а ob – гэта «ці» ва ўскосным пытанні: Ich weiß nicht, ob er kommt. – Я не ведаю, ці прыйдзе ён. Wenn er kommt, essen wir zusammen. – Калі ён прыйдзе, мы разам паабедаем.",
        ],
      },
    ],
    tr: [
      {
        heading: "weil, dass, wenn, ob: Fiil sona gider",
        paragraphs: [
          "weil, dass, wenn ve ob'dan sonra bir yan cümle (Nebensatz) başlar. Yan cümle tek başına duramaz; bir ana cümleye aittir.",
          "Yan cümlede çekimli fiil en sona gider. Ana cümle ile yan cümlenin arasına her zaman virgül koyun.",
        ],
        table: {
          caption: "Dört bağlaç",
          head: ["Bağlaç", "Anlamı", "Örnek"],
          rows: [
            ["weil", "çünkü", "Ich bleibe zu Hause, weil ich krank bin."],
            ["dass", "ki, -dığını", "Ich weiß, dass du müde bist."],
            ["wenn", "eğer, -dığında (koşul ya da düzenli olan bir şey)", "Wenn es regnet, nehme ich den Bus."],
            ["ob", "-ıp -madığını (evet/hayır sorusu)", "Ich weiß nicht, ob er heute kommt."],
          ],
        },
      },
      {
        heading: "Yan cümle nasıl kurulur",
        paragraphs: [
          "Bağlaç – özne – diğer ögeler – en sonda fiil: …, weil ich heute keine Zeit habe.",
          "Modal fiil varsa önce mastar gelir, modal fiil en sonda durur: …, weil ich arbeiten muss. Ayrılabilen fiil sonda tek kelime olarak yazılır: …, dass der Zug um acht Uhr abfährt.",
        ],
        examples: [
          { de: "Er kommt nicht mit, weil er arbeiten muss.", tr: "Bizimle gelmiyor, çünkü çalışması gerekiyor." },
          { de: "Ich glaube, dass der Zug um acht Uhr abfährt.", tr: "Trenin saat sekizde kalktığını düşünüyorum." },
        ],
        table: {
          caption: "Ana cümle ve yan cümle",
          head: ["Ana cümle", "Bağlaç", "Özne", "Orta", "Fiil (son)"],
          rows: [
            ["Ich bleibe zu Hause,", "weil", "ich", "krank", "bin."],
            ["Er sagt,", "dass", "er", "keine Zeit", "hat."],
            ["Ich weiß nicht,", "ob", "sie", "heute", "kommt."],
            ["Sie lernt Deutsch,", "weil", "sie", "in Wien arbeiten", "möchte."],
          ],
        },
      },
      {
        heading: "Yan cümle başta olduğunda",
        paragraphs: [
          "Yan cümle başta da durabilir. O zaman 1. sıra sayılır ve ana cümle fiille başlar: fiil – virgül – ortada fiil.",
        ],
        examples: [
          { de: "Wenn ich Zeit habe, lese ich ein Buch.", tr: "Vaktim olduğunda kitap okurum." },
          { de: "Weil der Bus nicht kommt, gehen wir zu Fuß.", tr: "Otobüs gelmediği için yürüyoruz." },
          { de: "Wenn es regnet, nehme ich einen Regenschirm.", tr: "Yağmur yağarsa şemsiye alırım." },
        ],
      },
      {
        heading: "Sık yapılan hatalar",
        paragraphs: [
          "✗ …, weil ich bin krank. ✓ …, weil ich krank bin. weil, dass, wenn ve ob'dan sonra fiil sona gider.",
          "✗ Wenn ich Zeit habe, ich lese ein Buch. ✓ Wenn ich Zeit habe, lese ich ein Buch. Yan cümleden sonra ana cümle fiille başlar.",
          "wenn mi, ob mu? wenn “eğer, -dığında” (koşul) demektir; ob ise dolaylı bir evet/hayır sorusunda “-ıp -madığını” anlamına gelir: Ich weiß nicht, ob er kommt. – Gelip gelmeyeceğini bilmiyorum. Wenn er kommt, essen wir zusammen. – O gelirse birlikte yemek yeriz.",
        ],
      },
    ],
    pl: [
      {
        heading: "weil, dass, wenn, ob: czasownik idzie na koniec",
        paragraphs: [
          "Po weil, dass, wenn i ob zaczyna się zdanie podrzędne (Nebensatz). Nie może ono stać samo; należy do zdania głównego.",
          "W zdaniu podrzędnym czasownik w formie osobowej stoi na samym końcu. Między zdaniem głównym a podrzędnym zawsze stawiaj przecinek.",
        ],
        table: {
          caption: "Cztery spójniki",
          head: ["Spójnik", "Znaczenie", "Przykład"],
          rows: [
            ["weil", "bo, ponieważ", "Ich bleibe zu Hause, weil ich krank bin."],
            ["dass", "że", "Ich weiß, dass du müde bist."],
            ["wenn", "jeśli, kiedy (warunek lub coś, co dzieje się regularnie)", "Wenn es regnet, nehme ich den Bus."],
            ["ob", "czy (pytanie „tak czy nie”)", "Ich weiß nicht, ob er heute kommt."],
          ],
        },
      },
      {
        heading: "Jak zbudować zdanie podrzędne",
        paragraphs: [
          "Spójnik – podmiot – inne części – czasownik na końcu: …, weil ich heute keine Zeit habe.",
          "Z czasownikiem modalnym najpierw stoi bezokolicznik, a czasownik modalny jest ostatni: …, weil ich arbeiten muss. Czasownik rozdzielnie złożony pisze się na końcu jako jedno słowo: …, dass der Zug um acht Uhr abfährt.",
        ],
        examples: [
          { de: "Er kommt nicht mit, weil er arbeiten muss.", tr: "On nie idzie z nami, bo musi pracować." },
          { de: "Ich glaube, dass der Zug um acht Uhr abfährt.", tr: "Myślę, że pociąg odjeżdża o ósmej." },
        ],
        table: {
          caption: "Zdanie główne i podrzędne",
          head: ["Zdanie główne", "Spójnik", "Podmiot", "Środek", "Czasownik (koniec)"],
          rows: [
            ["Ich bleibe zu Hause,", "weil", "ich", "krank", "bin."],
            ["Er sagt,", "dass", "er", "keine Zeit", "hat."],
            ["Ich weiß nicht,", "ob", "sie", "heute", "kommt."],
            ["Sie lernt Deutsch,", "weil", "sie", "in Wien arbeiten", "möchte."],
          ],
        },
      },
      {
        heading: "Gdy zdanie podrzędne stoi na początku",
        paragraphs: [
          "Zdanie podrzędne może też stać na początku. Wtedy liczy się jako pozycja 1, a zdanie główne zaczyna się od czasownika: czasownik – przecinek – czasownik w środku.",
        ],
        examples: [
          { de: "Wenn ich Zeit habe, lese ich ein Buch.", tr: "Kiedy mam czas, czytam książkę." },
          { de: "Weil der Bus nicht kommt, gehen wir zu Fuß.", tr: "Ponieważ autobus nie przyjeżdża, idziemy pieszo." },
          { de: "Wenn es regnet, nehme ich einen Regenschirm.", tr: "Jeśli pada deszcz, biorę parasol." },
        ],
      },
      {
        heading: "Częste błędy",
        paragraphs: [
          "✗ …, weil ich bin krank. ✓ …, weil ich krank bin. Po weil, dass, wenn i ob czasownik stoi na końcu.",
          "✗ Wenn ich Zeit habe, ich lese ein Buch. ✓ Wenn ich Zeit habe, lese ich ein Buch. Po zdaniu podrzędnym zdanie główne zaczyna się od czasownika.",
          "wenn czy ob? wenn to „jeśli, kiedy” (warunek), a ob to „czy” w pytaniu zależnym: Ich weiß nicht, ob er kommt. – Nie wiem, czy on przyjdzie. Wenn er kommt, essen wir zusammen. – Jeśli przyjdzie, zjemy razem.",
        ],
      },
    ],
    es: [
      {
        heading: "weil, dass, wenn, ob: el verbo va al final",
        paragraphs: [
          "Después de weil, dass, wenn y ob empieza una oración subordinada (Nebensatz). No puede ir sola; pertenece a una oración principal.",
          "En la oración subordinada, el verbo conjugado va al final del todo. Pon siempre una coma entre la oración principal y la subordinada.",
        ],
        table: {
          caption: "Las cuatro conjunciones",
          head: ["Conjunción", "Significado", "Ejemplo"],
          rows: [
            ["weil", "porque", "Ich bleibe zu Hause, weil ich krank bin."],
            ["dass", "que", "Ich weiß, dass du müde bist."],
            ["wenn", "si, cuando (una condición o algo que pasa con regularidad)", "Wenn es regnet, nehme ich den Bus."],
            ["ob", "si (pregunta de sí o no)", "Ich weiß nicht, ob er heute kommt."],
          ],
        },
      },
      {
        heading: "Cómo se construye la oración subordinada",
        paragraphs: [
          "Conjunción – sujeto – otras partes – verbo al final: …, weil ich heute keine Zeit habe.",
          "Con un verbo modal, primero va el infinitivo y el verbo modal queda el último: …, weil ich arbeiten muss. Un verbo separable se escribe al final en una sola palabra: …, dass der Zug um acht Uhr abfährt.",
        ],
        examples: [
          { de: "Er kommt nicht mit, weil er arbeiten muss.", tr: "No viene con nosotros porque tiene que trabajar." },
          { de: "Ich glaube, dass der Zug um acht Uhr abfährt.", tr: "Creo que el tren sale a las ocho." },
        ],
        table: {
          caption: "Oración principal y oración subordinada",
          head: ["Oración principal", "Conjunción", "Sujeto", "Centro", "Verbo (final)"],
          rows: [
            ["Ich bleibe zu Hause,", "weil", "ich", "krank", "bin."],
            ["Er sagt,", "dass", "er", "keine Zeit", "hat."],
            ["Ich weiß nicht,", "ob", "sie", "heute", "kommt."],
            ["Sie lernt Deutsch,", "weil", "sie", "in Wien arbeiten", "möchte."],
          ],
        },
      },
      {
        heading: "Cuando la subordinada va primero",
        paragraphs: [
          "La oración subordinada también puede ir al principio. Entonces cuenta como posición 1 y la oración principal empieza con su verbo: verbo – coma – verbo en el centro.",
        ],
        examples: [
          { de: "Wenn ich Zeit habe, lese ich ein Buch.", tr: "Cuando tengo tiempo, leo un libro." },
          { de: "Weil der Bus nicht kommt, gehen wir zu Fuß.", tr: "Como el autobús no viene, vamos a pie." },
          { de: "Wenn es regnet, nehme ich einen Regenschirm.", tr: "Si llueve, llevo un paraguas." },
        ],
      },
      {
        heading: "Errores frecuentes",
        paragraphs: [
          "✗ …, weil ich bin krank. ✓ …, weil ich krank bin. Después de weil, dass, wenn y ob el verbo va al final.",
          "✗ Wenn ich Zeit habe, ich lese ein Buch. ✓ Wenn ich Zeit habe, lese ich ein Buch. Después de una subordinada, la oración principal empieza con el verbo.",
          "¿wenn u ob? En español los dos pueden ser «si». Usa ob para una pregunta indirecta de sí o no (Ich weiß nicht, ob er kommt. – No sé si viene.) y wenn para una condición (Wenn er kommt, essen wir zusammen. – Si viene, comemos juntos.).",
        ],
      },
    ],
  },
  practice: {
    kind: "sentences",
    elements: [
      { formDe: "Ich bleibe - zu Hause, - weil - ich - krank - bin.", hide: ["weil"], alternatives: { weil: ["da"] }, formEn: "I am staying at home because I am ill.", tr: { ua: "Я залишаюся вдома, бо хворію.", de: "Ich habe Fieber, darum gehe ich heute nicht aus dem Haus. (Grund, Verb am Ende)", ru: "Я остаюсь дома, потому что болею.", be: "Я застаюся дома, бо хварэю.", tr: "Evde kalıyorum, çünkü hastayım.", pl: "Zostaję w domu, bo jestem chory.", es: "Me quedo en casa porque estoy enfermo." }, correct: false },
      { formDe: "Ich weiß, - dass - du - müde - bist.", hide: ["dass"], formEn: "I know that you are tired.", tr: { ua: "Я знаю, що ти втомився.", de: "Deine Müdigkeit sehe ich dir an. (Nebensatz, Verb am Ende)", ru: "Я знаю, что ты устал.", be: "Я ведаю, што ты стаміўся.", tr: "Yorgun olduğunu biliyorum.", pl: "Wiem, że jesteś zmęczony.", es: "Sé que estás cansado." }, correct: false },
      { formDe: "Wenn - das Wetter - schön - ist, - gehen wir - in den Park.", hide: ["Wenn"], formEn: "If the weather is nice, we go to the park.", tr: { ua: "Якщо погода гарна, ми йдемо в парк.", de: "Bei Sonne ist unser Ziel der Park. (Bedingung)", ru: "Если погода хорошая, мы идём в парк.", be: "Калі надвор’е добрае, мы ідзём у парк.", tr: "Hava güzel olursa parka gideriz.", pl: "Jeśli pogoda jest ładna, idziemy do parku.", es: "Si hace buen tiempo, vamos al parque." }, correct: false },
      { formDe: "Ich weiß nicht, - ob - er - heute - kommt.", hide: ["ob"], formEn: "I don't know whether he is coming today.", tr: { ua: "Я не знаю, чи він сьогодні прийде.", de: "Sein Besuch heute – ja oder nein? Keine Ahnung. (indirekte Ja/Nein-Frage)", ru: "Я не знаю, придёт ли он сегодня.", be: "Я не ведаю, ці прыйдзе ён сёння.", tr: "Bugün gelip gelmeyeceğini bilmiyorum.", pl: "Nie wiem, czy on dziś przyjdzie.", es: "No sé si viene hoy." }, correct: false },
      { formDe: "Sie lernt Deutsch, - weil - sie - in Wien - arbeiten - möchte.", hide: ["weil"], alternatives: { weil: ["da"] }, formEn: "She is learning German because she would like to work in Vienna.", tr: { ua: "Вона вчить німецьку, бо хоче працювати у Відні.", de: "Ihr Ziel: ein Job in Wien. Darum der Deutschkurs. (Grund, Verb am Ende)", ru: "Она учит немецкий, потому что хочет работать в Вене.", be: "Яна вучыць нямецкую, бо хоча працаваць у Вене.", tr: "Almanca öğreniyor, çünkü Viyana’da çalışmak istiyor.", pl: "Ona uczy się niemieckiego, bo chciałaby pracować w Wiedniu.", es: "Ella aprende alemán porque le gustaría trabajar en Viena." }, correct: false },
      { formDe: "Er sagt, - dass - der Film - gut - ist.", hide: ["dass"], formEn: "He says that the film is good.", tr: { ua: "Він каже, що фільм хороший.", de: "Seine Meinung über den Film: toll! (Nebensatz, Verb am Ende)", ru: "Он говорит, что фильм хороший.", be: "Ён кажа, што фільм добры.", tr: "Filmin iyi olduğunu söylüyor.", pl: "On mówi, że film jest dobry.", es: "Él dice que la película es buena." }, correct: false },
      { formDe: "Wenn - ich - Zeit - habe, - lese ich - ein Buch.", hide: ["Wenn"], formEn: "When I have time, I read a book.", tr: { ua: "Коли в мене є час, я читаю книжку.", de: "Freie Stunden verbringe ich mit einem Buch. (Zeit, Bedingung)", ru: "Когда у меня есть время, я читаю книгу.", be: "Калі ў мяне ёсць час, я чытаю кнігу.", tr: "Vaktim olduğunda kitap okurum.", pl: "Kiedy mam czas, czytam książkę.", es: "Cuando tengo tiempo, leo un libro." }, correct: false },
      { formDe: "Kannst du mir sagen, - ob - der Supermarkt - heute - offen - ist?", hide: ["ob"], formEn: "Can you tell me whether the supermarket is open today?", tr: { ua: "Можеш сказати, чи супермаркет сьогодні відчинений?", de: "Bitte an einen Freund: Kann man heute im Supermarkt einkaufen? (indirekte Ja/Nein-Frage)", ru: "Можешь сказать, открыт ли сегодня супермаркет?", be: "Можаш сказаць, ці адчынены сёння супермаркет?", tr: "Süpermarketin bugün açık olup olmadığını söyleyebilir misin?", pl: "Możesz mi powiedzieć, czy supermarket jest dziś otwarty?", es: "¿Puedes decirme si el supermercado está abierto hoy?" }, correct: false },
      { formDe: "Wir fahren - mit dem Bus, - weil - das Auto - kaputt - ist.", hide: ["weil"], alternatives: { weil: ["da"] }, formEn: "We are going by bus because the car is broken.", tr: { ua: "Ми їдемо автобусом, бо машина зламалася.", de: "Unser Auto fährt nicht mehr, darum nehmen wir den Bus. (Grund, Verb am Ende)", ru: "Мы едем на автобусе, потому что машина сломалась.", be: "Мы едзем аўтобусам, бо машына зламалася.", tr: "Otobüsle gidiyoruz, çünkü araba bozuk.", pl: "Jedziemy autobusem, bo samochód jest zepsuty.", es: "Vamos en autobús porque el coche está averiado." }, correct: false },
      { formDe: "Ich hoffe, - dass - du - bald - kommst.", hide: ["dass"], formEn: "I hope that you come soon.", tr: { ua: "Сподіваюся, що ти скоро прийдеш.", de: "Ich möchte dich schnell wiedersehen. (hoffen, Nebensatz)", ru: "Надеюсь, что ты скоро придёшь.", be: "Спадзяюся, што ты хутка прыйдзеш.", tr: "Umarım yakında gelirsin.", pl: "Mam nadzieję, że wkrótce przyjdziesz.", es: "Espero que vengas pronto." }, correct: false },
      { formDe: "Ruf mich an, - wenn - du - in Berlin - bist.", hide: ["wenn"], formEn: "Call me when you are in Berlin.", tr: { ua: "Подзвони мені, коли будеш у Берліні.", de: "Bei deiner Ankunft in Berlin: bitte Anruf bei mir! (Zeit)", ru: "Позвони мне, когда будешь в Берлине.", be: "Патэлефануй мне, калі будзеш у Берліне.", tr: "Berlin’e gelince beni ara.", pl: "Zadzwoń do mnie, kiedy będziesz w Berlinie.", es: "Llámame cuando estés en Berlín." }, correct: false },
      { formDe: "Sie fragt, - ob - wir - Hunger - haben.", hide: ["ob"], formEn: "She asks whether we are hungry.", tr: { ua: "Вона питає, чи ми голодні.", de: "Ihre Frage an uns: Möchtet ihr etwas essen? (indirekte Ja/Nein-Frage)", ru: "Она спрашивает, голодны ли мы.", be: "Яна пытаецца, ці мы галодныя.", tr: "Aç olup olmadığımızı soruyor.", pl: "Ona pyta, czy jesteśmy głodni.", es: "Ella pregunta si tenemos hambre." }, correct: false },
      { formDe: "Er kommt - nicht mit, - weil - er - arbeiten - muss.", hide: ["weil"], alternatives: { weil: ["da"] }, formEn: "He isn't coming along because he has to work.", tr: { ua: "Він не йде з нами, бо мусить працювати.", de: "Er hat Arbeit, darum bleibt er hier. (Grund, Verb am Ende)", ru: "Он не пойдёт с нами, потому что должен работать.", be: "Ён не пойдзе з намі, бо мусіць працаваць.", tr: "Bizimle gelmiyor, çünkü çalışması gerekiyor.", pl: "On nie idzie z nami, bo musi pracować.", es: "No viene con nosotros porque tiene que trabajar." }, correct: false },
      { formDe: "Es ist schön, - dass - ihr - hier - seid.", hide: ["dass"], formEn: "It is nice that you are here.", tr: { ua: "Чудово, що ви тут.", de: "Zu Gästen: Euer Besuch freut mich. (Nebensatz, Verb am Ende)", ru: "Здорово, что вы здесь.", be: "Добра, што вы тут.", tr: "Burada olmanız çok güzel.", pl: "Fajnie, że tu jesteście.", es: "Qué bien que estéis aquí." }, correct: false },
      { formDe: "Wenn - es - regnet, - nehme ich - einen Regenschirm.", hide: ["Wenn"], formEn: "If it rains, I take an umbrella.", tr: { ua: "Якщо йде дощ, я беру парасольку.", de: "Bei Regen habe ich immer einen Schirm dabei. (Bedingung)", ru: "Если идёт дождь, я беру зонтик.", be: "Калі ідзе дождж, я бяру парасон.", tr: "Yağmur yağarsa şemsiye alırım.", pl: "Jeśli pada deszcz, biorę parasol.", es: "Si llueve, cojo un paraguas." }, correct: false },
      { formDe: "Weißt du, - ob - Anna - einen Bruder - hat?", hide: ["ob"], formEn: "Do you know whether Anna has a brother?", tr: { ua: "Ти знаєш, чи є в Анни брат?", de: "Frage an einen Freund: Anna und ein Bruder – ja oder nein? (indirekte Ja/Nein-Frage)", ru: "Ты знаешь, есть ли у Анны брат?", be: "Ты ведаеш, ці ёсць у Анны брат?", tr: "Anna’nın erkek kardeşi olup olmadığını biliyor musun?", pl: "Wiesz, czy Anna ma brata?", es: "¿Sabes si Anna tiene un hermano?" }, correct: false },
      { formDe: "Ich trinke Wasser, - weil - ich - Durst - habe.", hide: ["weil"], alternatives: { weil: ["da"] }, formEn: "I am drinking water because I am thirsty.", tr: { ua: "Я п’ю воду, бо хочу пити.", de: "Mein Mund ist trocken, darum brauche ich ein Glas Wasser. (Grund, Verb am Ende)", ru: "Я пью воду, потому что хочу пить.", be: "Я п’ю ваду, бо хачу піць.", tr: "Su içiyorum, çünkü susadım.", pl: "Piję wodę, bo chce mi się pić.", es: "Bebo agua porque tengo sed." }, correct: false },
      { formDe: "Ich glaube, - dass - der Zug - um acht Uhr - abfährt.", hide: ["dass"], formEn: "I think that the train leaves at eight o'clock.", tr: { ua: "Я думаю, що потяг відходить о восьмій.", de: "Meine Vermutung: Abfahrt des Zuges um 8 Uhr. (Nebensatz, Verb am Ende)", ru: "Я думаю, что поезд отправляется в восемь.", be: "Я думаю, што цягнік адыходзіць а восьмай.", tr: "Sanırım tren saat sekizde kalkıyor.", pl: "Myślę, że pociąg odjeżdża o ósmej.", es: "Creo que el tren sale a las ocho." }, correct: false },
      { formDe: "Wir gehen schwimmen, - wenn - es - morgen - warm - ist.", hide: ["wenn"], formEn: "We will go swimming if it is warm tomorrow.", tr: { ua: "Ми підемо плавати, якщо завтра буде тепло.", de: "Bei warmem Wetter morgen: ab ins Schwimmbad! (Bedingung)", ru: "Мы пойдём плавать, если завтра будет тепло.", be: "Мы пойдзем плаваць, калі заўтра будзе цёпла.", tr: "Yarın hava sıcak olursa yüzmeye gideriz.", pl: "Pójdziemy pływać, jeśli jutro będzie ciepło.", es: "Iremos a nadar si mañana hace calor." }, correct: false },
      { formDe: "Der Lehrer fragt, - ob - alle - die Hausaufgaben - haben.", hide: ["ob"], formEn: "The teacher asks whether everyone has their homework.", tr: { ua: "Учитель питає, чи всі мають домашнє завдання.", de: "Frage vom Lehrer an die Klasse: Hausaufgaben dabei? (indirekte Ja/Nein-Frage)", ru: "Учитель спрашивает, у всех ли есть домашнее задание.", be: "Настаўнік пытаецца, ці ва ўсіх ёсць хатняе заданне.", tr: "Öğretmen herkesin ödevinin olup olmadığını soruyor.", pl: "Nauczyciel pyta, czy wszyscy mają zadanie domowe.", es: "El profesor pregunta si todos tienen los deberes." }, correct: false },
      { formDe: "Mein Bruder ist glücklich, - weil - er - eine neue Arbeit - hat.", hide: ["weil"], alternatives: { weil: ["da"] }, formEn: "My brother is happy because he has a new job.", tr: { ua: "Мій брат щасливий, бо має нову роботу.", de: "Die neue Stelle macht meinen Bruder froh. (Grund, Verb am Ende)", ru: "Мой брат счастлив, потому что у него новая работа.", be: "Мой брат шчаслівы, бо ў яго новая праца.", tr: "Erkek kardeşim mutlu, çünkü yeni bir işi var.", pl: "Mój brat jest szczęśliwy, bo ma nową pracę.", es: "Mi hermano está feliz porque tiene un trabajo nuevo." }, correct: false },
      { formDe: "Weil - der Bus - nicht - kommt, - gehen wir - zu Fuß.", hide: ["Weil"], alternatives: { Weil: ["Da"] }, formEn: "Because the bus isn't coming, we are walking.", tr: { ua: "Оскільки автобус не їде, ми йдемо пішки.", de: "Kein Bus da – also laufen wir. (Grund, Verb am Ende)", ru: "Так как автобус не идёт, мы идём пешком.", be: "Паколькі аўтобус не едзе, мы ідзём пешшу.", tr: "Otobüs gelmediği için yürüyoruz.", pl: "Ponieważ autobus nie przyjeżdża, idziemy pieszo.", es: "Como el autobús no viene, vamos andando." }, correct: false },
      { formDe: "Ich gehe heute - früh - ins Bett, - weil - ich - morgen - früh - arbeiten - muss.", hide: ["weil"], alternatives: { weil: ["da"] }, formEn: "I am going to bed early today because I have to work early tomorrow.", tr: { ua: "Сьогодні я рано лягаю спати, бо завтра мені треба рано працювати.", de: "Morgen beginnt meine Arbeit um sechs Uhr, darum schlafe ich heute zeitig. (Grund, Verb am Ende)", ru: "Сегодня я рано ложусь спать, потому что завтра мне рано на работу.", be: "Сёння я рана кладуся спаць, бо заўтра мне трэба рана працаваць.", tr: "Bugün erken yatıyorum, çünkü yarın erken çalışmam gerekiyor.", pl: "Dziś idę wcześnie spać, bo jutro muszę wcześnie pracować.", es: "Hoy me acuesto pronto porque mañana tengo que trabajar temprano." }, correct: false },
      { formDe: "Ich frage den Kellner, - ob - er - noch - einen Tisch - frei - hat.", hide: ["ob"], formEn: "I ask the waiter whether he still has a table free.", tr: { ua: "Я питаю офіціанта, чи є в нього ще вільний столик.", de: "Meine Frage im Restaurant: Gibt es noch Platz für uns? (indirekte Ja/Nein-Frage)", ru: "Я спрашиваю официанта, есть ли у него ещё свободный столик.", be: "Я пытаюся ў афіцыянта, ці ёсць у яго яшчэ вольны столік.", tr: "Garsona hâlâ boş bir masası olup olmadığını soruyorum.", pl: "Pytam kelnera, czy ma jeszcze wolny stolik.", es: "Le pregunto al camarero si todavía tiene una mesa libre." }, correct: false },
      { formDe: "Ich finde, - dass - Deutsch - eine schöne Sprache - ist.", hide: ["dass"], formEn: "I think that German is a beautiful language.", tr: { ua: "Я вважаю, що німецька — гарна мова.", de: "Meine Meinung über Deutsch: Die Sprache gefällt mir. (Nebensatz, Verb am Ende)", ru: "Я считаю, что немецкий — красивый язык.", be: "Я лічу, што нямецкая — прыгожая мова.", tr: "Bence Almanca güzel bir dil.", pl: "Uważam, że niemiecki to piękny język.", es: "Me parece que el alemán es un idioma bonito." }, correct: false },
      { formDe: "Wenn - du - Hunger - hast, - nimm dir - ein Brot.", hide: ["Wenn"], formEn: "If you are hungry, help yourself to a sandwich.", tr: { ua: "Якщо ти голодний, візьми собі бутерброд.", de: "Für den Fall, dass dein Magen knurrt: Im Korb liegt Brot für dich. (Bedingung)", ru: "Если ты голоден, возьми себе бутерброд.", be: "Калі ты галодны, вазьмі сабе бутэрброд.", tr: "Acıktıysan kendine bir sandviç al.", pl: "Jeśli jesteś głodny, weź sobie kanapkę.", es: "Si tienes hambre, cógete un bocadillo." }, correct: false },
      { formDe: "Es tut mir leid, - dass - ich - zu spät - komme.", hide: ["dass"], formEn: "I am sorry that I am late.", tr: { ua: "Вибач, що я запізнююся.", de: "Ich komme zehn Minuten nach dem Termin und entschuldige mich. (Nebensatz, Verb am Ende)", ru: "Извини, что я опаздываю.", be: "Прабач, што я спазняюся.", tr: "Geç kaldığım için üzgünüm.", pl: "Przepraszam, że się spóźniam.", es: "Siento llegar tarde." }, correct: false },
      { formDe: "Meine Mutter sagt, - dass - das Essen - fertig - ist.", hide: ["dass"], formEn: "My mother says that the food is ready.", tr: { ua: "Мама каже, що їжа готова.", de: "Meine Mutter ruft: „Kommt an den Tisch, wir können essen!“ (Nebensatz, Verb am Ende)", ru: "Мама говорит, что еда готова.", be: "Мама кажа, што ежа гатовая.", tr: "Annem yemeğin hazır olduğunu söylüyor.", pl: "Mama mówi, że jedzenie jest gotowe.", es: "Mi madre dice que la comida está lista." }, correct: false },
      { formDe: "Ich kann nicht kommen, - weil - mein Kind - krank - ist.", hide: ["weil"], alternatives: { weil: ["da"] }, formEn: "I can’t come because my child is ill.", tr: { ua: "Я не можу прийти, бо моя дитина хвора.", de: "Mein Sohn hat Fieber, darum bleibe ich bei ihm. (Grund, Verb am Ende)", ru: "Я не могу прийти, потому что мой ребёнок болен.", be: "Я не магу прыйсці, бо маё дзіця хворае.", tr: "Gelemem, çünkü çocuğum hasta.", pl: "Nie mogę przyjść, bo moje dziecko jest chore.", es: "No puedo ir porque mi hijo está enfermo." }, correct: false },
      { formDe: "Sie möchte wissen, - ob - das Museum - am Montag - geöffnet - ist.", hide: ["ob"], formEn: "She would like to know whether the museum is open on Monday.", tr: { ua: "Вона хоче знати, чи працює музей у понеділок.", de: "Ihre Frage: Kann man das Museum am Montag besuchen? (indirekte Ja/Nein-Frage)", ru: "Она хочет знать, открыт ли музей в понедельник.", be: "Яна хоча ведаць, ці працуе музей у панядзелак.", tr: "Müzenin pazartesi açık olup olmadığını bilmek istiyor.", pl: "Ona chce wiedzieć, czy muzeum jest otwarte w poniedziałek.", es: "Quiere saber si el museo abre el lunes." }, correct: false },
    ],
  },
};

export default topic;
