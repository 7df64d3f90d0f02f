import type { A1Topic } from "../types";

const topic: A1Topic = {
  slug: "imperative",
  type: "imperative",
  title: {
    en: "The imperative (Komm! Kommen Sie!)",
    ua: "Наказовий спосіб (Komm! Kommen Sie!)",
    de: "Der Imperativ (Komm! Kommen Sie!)",
    ru: "Повелительное наклонение (Komm!)",
    be: "Загадны лад (Komm! Kommen Sie!)",
    tr: "Emir kipi (Komm! Kommen Sie!)",
    pl: "Tryb rozkazujący (Komm! Kommen Sie!)",
    es: "El imperativo (Komm! Kommen Sie!)",
  },
  descr: {
    en: "Ask and tell people to do things with the du, ihr and Sie forms of the imperative.",
    ua: "Просіть і кажіть людям щось зробити за допомогою форм наказового способу для du, ihr і Sie.",
    de: "Bitte andere um etwas mit den Imperativformen für du, ihr und Sie.",
    ru: "Просите и говорите людям что-то сделать с помощью форм повелительного наклонения для du, ihr и Sie.",
    be: "Прасіце і кажыце людзям нешта зрабіць з дапамогай формаў загаднага ладу для du, ihr і Sie.",
    tr: "Emir kipinin du, ihr ve Sie biçimleriyle insanlardan bir şey rica edin ve isteyin.",
    pl: "Proś i mów innym, co mają zrobić, za pomocą form trybu rozkazującego dla du, ihr i Sie.",
    es: "Pide y di a los demás que hagan algo con las formas del imperativo para du, ihr y Sie.",
  },
  rules: {
    en: [
      {
        heading: "The imperative: requests and instructions",
        paragraphs: [
          "With the imperative you ask or tell someone to do something: Komm! Warte! Hilf mir! German has three forms: for one person you call du, for several people you call ihr, and the polite form with Sie.",
          "The verb stands in position 1. A written imperative usually ends with an exclamation mark.",
        ],
        examples: [
          { de: "Mach das Licht aus!", tr: "Turn off the light!" },
          { de: "Seid bitte pünktlich!", tr: "Please be on time! (to several people)" },
          { de: "Kommen Sie bitte herein!", tr: "Please come in! (polite)" },
        ],
      },
      {
        heading: "How the three forms are built",
        paragraphs: [
          "du: take the du form of the present tense and drop -st and the pronoun: du kommst → Komm! du wartest → Warte! Verbs that change e to i or ie keep the change: du sprichst → Sprich! du liest → Lies! Verbs with ä in the du form lose the umlaut: du fährst → Fahr!",
          "ihr: the ihr form of the present tense without ihr: ihr kommt → Kommt!",
          "Sie: the verb (like the infinitive) + Sie: Kommen Sie!",
        ],
        table: {
          caption: "Imperative forms",
          head: ["Infinitive", "du", "ihr", "Sie"],
          rows: [
            ["kommen", "Komm!", "Kommt!", "Kommen Sie!"],
            ["warten", "Warte!", "Wartet!", "Warten Sie!"],
            ["sprechen", "Sprich!", "Sprecht!", "Sprechen Sie!"],
            ["lesen", "Lies!", "Lest!", "Lesen Sie!"],
            ["nehmen", "Nimm!", "Nehmt!", "Nehmen Sie!"],
            ["fahren", "Fahr!", "Fahrt!", "Fahren Sie!"],
            ["sein", "Sei!", "Seid!", "Seien Sie!"],
            ["haben", "Hab!", "Habt!", "Haben Sie!"],
          ],
        },
      },
      {
        heading: "sein, separable verbs and bitte",
        paragraphs: [
          "sein is irregular: Sei leise! Seid leise! Seien Sie leise!",
          "With a separable verb, the particle goes to the end: Mach das Licht aus! Ruf mich an! Kommen Sie bitte herein!",
          "bitte makes the imperative polite. It can stand at the beginning, after the verb or after Sie: Bitte hilf mir! Komm bitte! Nehmen Sie bitte Platz!",
        ],
        examples: [
          { de: "Sei bitte leise!", tr: "Please be quiet!" },
          { de: "Ruf mich morgen an!", tr: "Call me tomorrow!" },
          { de: "Bitte hilf mir!", tr: "Please help me!" },
          { de: "Nehmen Sie bitte Platz!", tr: "Please take a seat!" },
        ],
      },
      {
        heading: "Common mistakes",
        paragraphs: [
          "✗ Du komm! ✓ Komm! In the du and ihr forms there is no pronoun.",
          "✗ Sprech langsam! ✓ Sprich langsam! The e → i change of the du form stays in the imperative.",
          "✗ Fährst nicht so schnell! ✓ Fahr nicht so schnell! Drop -st, and there is no ä in the imperative.",
          "✗ Sind Sie leise! ✓ Seien Sie leise! The Sie form of sein is seien.",
        ],
      },
    ],
    ua: [
      {
        heading: "Наказовий спосіб: прохання і вказівки",
        paragraphs: [
          "Наказовим способом просять або кажуть комусь щось зробити: Komm! Warte! Hilf mir! У німецькій мові три форми: для однієї особи, до якої звертаються на du, для кількох осіб, до яких звертаються на ihr, і ввічлива форма з Sie.",
          "Дієслово стоїть на першому місці. На письмі наказове речення зазвичай закінчується знаком оклику.",
        ],
        examples: [
          { de: "Mach das Licht aus!", tr: "Вимкни світло!" },
          { de: "Seid bitte pünktlich!", tr: "Будь ласка, не запізнюйтеся! (кільком особам)" },
          { de: "Kommen Sie bitte herein!", tr: "Заходьте, будь ласка! (ввічливо)" },
        ],
      },
      {
        heading: "Як утворюються три форми",
        paragraphs: [
          "du: візьміть форму du теперішнього часу і відкиньте -st та займенник: du kommst → Komm! du wartest → Warte! Дієслова, у яких e змінюється на i або ie, зберігають цю зміну: du sprichst → Sprich! du liest → Lies! Дієслова з ä у формі du втрачають умлаут: du fährst → Fahr!",
          "ihr: форма ihr теперішнього часу без ihr: ihr kommt → Kommt!",
          "Sie: дієслово (як в інфінітиві) + Sie: Kommen Sie!",
        ],
        table: {
          caption: "Форми наказового способу",
          head: ["Інфінітив", "du", "ihr", "Sie"],
          rows: [
            ["kommen", "Komm!", "Kommt!", "Kommen Sie!"],
            ["warten", "Warte!", "Wartet!", "Warten Sie!"],
            ["sprechen", "Sprich!", "Sprecht!", "Sprechen Sie!"],
            ["lesen", "Lies!", "Lest!", "Lesen Sie!"],
            ["nehmen", "Nimm!", "Nehmt!", "Nehmen Sie!"],
            ["fahren", "Fahr!", "Fahrt!", "Fahren Sie!"],
            ["sein", "Sei!", "Seid!", "Seien Sie!"],
            ["haben", "Hab!", "Habt!", "Haben Sie!"],
          ],
        },
      },
      {
        heading: "sein, відокремлювані дієслова і bitte",
        paragraphs: [
          "sein – неправильне дієслово: Sei leise! Seid leise! Seien Sie leise!",
          "У дієслові з відокремлюваним префіксом префікс іде в кінець: Mach das Licht aus! Ruf mich an! Kommen Sie bitte herein!",
          "bitte робить прохання ввічливим. Воно може стояти на початку, після дієслова або після Sie: Bitte hilf mir! Komm bitte! Nehmen Sie bitte Platz!",
        ],
        examples: [
          { de: "Sei bitte leise!", tr: "Тихіше, будь ласка!" },
          { de: "Ruf mich morgen an!", tr: "Подзвони мені завтра!" },
          { de: "Bitte hilf mir!", tr: "Будь ласка, допоможи мені!" },
          { de: "Nehmen Sie bitte Platz!", tr: "Сідайте, будь ласка!" },
        ],
      },
      {
        heading: "Типові помилки",
        paragraphs: [
          "✗ Du komm! ✓ Komm! У формах du та ihr займенника немає.",
          "✗ Sprech langsam! ✓ Sprich langsam! Зміна e → i з форми du зберігається в наказовому способі.",
          "✗ Fährst nicht so schnell! ✓ Fahr nicht so schnell! Відкиньте -st; умлауту ä в наказовому способі немає.",
          "✗ Sind Sie leise! ✓ Seien Sie leise! Форма Sie від sein – seien.",
        ],
      },
    ],
    de: [
      {
        heading: "Der Imperativ: Bitten und Aufforderungen",
        paragraphs: [
          "Mit dem Imperativ bittest du jemanden um etwas oder sagst, was er tun soll: Komm! Warte! Hilf mir! Es gibt drei Formen: für eine Person, die du duzt, für mehrere Personen, die du duzt (ihr), und die höfliche Form mit Sie.",
          "Das Verb steht auf Position 1. Geschrieben endet ein Imperativsatz meistens mit einem Ausrufezeichen.",
        ],
        examples: [
          { de: "Mach das Licht aus!", tr: "du-Form, trennbares Verb" },
          { de: "Seid bitte pünktlich!", tr: "ihr-Form von sein" },
          { de: "Kommen Sie bitte herein!", tr: "Sie-Form, höflich" },
        ],
      },
      {
        heading: "So bildest du die drei Formen",
        paragraphs: [
          "du: Nimm die du-Form im Präsens und lass -st und das Pronomen weg: du kommst → Komm! du wartest → Warte! Verben mit dem Wechsel e → i oder ie behalten den Wechsel: du sprichst → Sprich! du liest → Lies! Verben mit ä in der du-Form verlieren den Umlaut: du fährst → Fahr!",
          "ihr: die ihr-Form im Präsens ohne ihr: ihr kommt → Kommt!",
          "Sie: das Verb (wie der Infinitiv) + Sie: Kommen Sie!",
        ],
        table: {
          caption: "Die Formen des Imperativs",
          head: ["Infinitiv", "du", "ihr", "Sie"],
          rows: [
            ["kommen", "Komm!", "Kommt!", "Kommen Sie!"],
            ["warten", "Warte!", "Wartet!", "Warten Sie!"],
            ["sprechen", "Sprich!", "Sprecht!", "Sprechen Sie!"],
            ["lesen", "Lies!", "Lest!", "Lesen Sie!"],
            ["nehmen", "Nimm!", "Nehmt!", "Nehmen Sie!"],
            ["fahren", "Fahr!", "Fahrt!", "Fahren Sie!"],
            ["sein", "Sei!", "Seid!", "Seien Sie!"],
            ["haben", "Hab!", "Habt!", "Haben Sie!"],
          ],
        },
      },
      {
        heading: "sein, trennbare Verben und bitte",
        paragraphs: [
          "sein ist unregelmäßig: Sei leise! Seid leise! Seien Sie leise!",
          "Bei trennbaren Verben steht die Vorsilbe am Ende: Mach das Licht aus! Ruf mich an! Kommen Sie bitte herein!",
          "bitte macht den Imperativ höflich. Es kann am Anfang, nach dem Verb oder nach Sie stehen: Bitte hilf mir! Komm bitte! Nehmen Sie bitte Platz!",
        ],
        examples: [
          { de: "Sei bitte leise!", tr: "sein, du-Form: sei" },
          { de: "Ruf mich morgen an!", tr: "anrufen: an steht am Ende" },
          { de: "Bitte hilf mir!", tr: "bitte am Anfang" },
          { de: "Nehmen Sie bitte Platz!", tr: "bitte nach Sie" },
        ],
      },
      {
        heading: "Typische Fehler",
        paragraphs: [
          "✗ Du komm! ✓ Komm! In der du-Form und in der ihr-Form steht kein Pronomen.",
          "✗ Sprech langsam! ✓ Sprich langsam! Der Wechsel e → i aus der du-Form bleibt im Imperativ.",
          "✗ Fährst nicht so schnell! ✓ Fahr nicht so schnell! Lass -st weg; im Imperativ gibt es kein ä.",
          "✗ Sind Sie leise! ✓ Seien Sie leise! Die Sie-Form von sein heißt seien.",
        ],
      },
    ],
    ru: [
      {
        heading: "Повелительное наклонение: просьбы и указания",
        paragraphs: [
          "С помощью повелительного наклонения просят или говорят кому-то что-то сделать: Komm! Warte! Hilf mir! В немецком языке три формы: для одного человека, к которому обращаются на du, для нескольких людей, к которым обращаются на ihr, и вежливая форма с Sie.",
          "Глагол стоит на первом месте. На письме повелительное предложение обычно заканчивается восклицательным знаком.",
        ],
        examples: [
          { de: "Mach das Licht aus!", tr: "Выключи свет!" },
          { de: "Seid bitte pünktlich!", tr: "Пожалуйста, не опаздывайте! (нескольким людям)" },
          { de: "Kommen Sie bitte herein!", tr: "Входите, пожалуйста! (вежливо)" },
        ],
      },
      {
        heading: "Как образуются три формы",
        paragraphs: [
          "du: возьмите форму du настоящего времени и уберите -st и местоимение: du kommst → Komm! du wartest → Warte! Глаголы, у которых e меняется на i или ie, сохраняют это изменение: du sprichst → Sprich! du liest → Lies! Глаголы с ä в форме du теряют умлаут: du fährst → Fahr!",
          "ihr: форма ihr настоящего времени без ihr: ihr kommt → Kommt!",
          "Sie: глагол (как в инфинитиве) + Sie: Kommen Sie!",
        ],
        table: {
          caption: "Формы повелительного наклонения",
          head: ["Инфинитив", "du", "ihr", "Sie"],
          rows: [
            ["kommen", "Komm!", "Kommt!", "Kommen Sie!"],
            ["warten", "Warte!", "Wartet!", "Warten Sie!"],
            ["sprechen", "Sprich!", "Sprecht!", "Sprechen Sie!"],
            ["lesen", "Lies!", "Lest!", "Lesen Sie!"],
            ["nehmen", "Nimm!", "Nehmt!", "Nehmen Sie!"],
            ["fahren", "Fahr!", "Fahrt!", "Fahren Sie!"],
            ["sein", "Sei!", "Seid!", "Seien Sie!"],
            ["haben", "Hab!", "Habt!", "Haben Sie!"],
          ],
        },
      },
      {
        heading: "sein, отделяемые глаголы и bitte",
        paragraphs: [
          "sein – неправильный глагол: Sei leise! Seid leise! Seien Sie leise!",
          "У глагола с отделяемой приставкой приставка уходит в конец: Mach das Licht aus! Ruf mich an! Kommen Sie bitte herein!",
          "bitte делает просьбу вежливой. Оно может стоять в начале, после глагола или после Sie: Bitte hilf mir! Komm bitte! Nehmen Sie bitte Platz!",
        ],
        examples: [
          { de: "Sei bitte leise!", tr: "Тише, пожалуйста!" },
          { de: "Ruf mich morgen an!", tr: "Позвони мне завтра!" },
          { de: "Bitte hilf mir!", tr: "Пожалуйста, помоги мне!" },
          { de: "Nehmen Sie bitte Platz!", tr: "Садитесь, пожалуйста!" },
        ],
      },
      {
        heading: "Типичные ошибки",
        paragraphs: [
          "✗ Du komm! ✓ Komm! В формах du и ihr местоимения нет.",
          "✗ Sprech langsam! ✓ Sprich langsam! Изменение e → i из формы du сохраняется в повелительном наклонении.",
          "✗ Fährst nicht so schnell! ✓ Fahr nicht so schnell! Уберите -st; умлаута ä в повелительном наклонении нет.",
          "✗ Sind Sie leise! ✓ Seien Sie leise! Форма Sie от sein – seien.",
        ],
      },
    ],
    be: [
      {
        heading: "Загадны лад: просьбы і ўказанні",
        paragraphs: [
          "З дапамогай загаднага ладу просяць або кажуць камусьці нешта зрабіць: Komm! Warte! Hilf mir! У нямецкай мове тры формы: для аднаго чалавека, да якога звяртаюцца на du, для некалькіх людзей, да якіх звяртаюцца на ihr, і ветлівая форма з Sie.",
          "Дзеяслоў стаіць на першым месцы. На пісьме загадны сказ звычайна заканчваецца клічнікам.",
        ],
        examples: [
          { de: "Mach das Licht aus!", tr: "Выключы святло!" },
          { de: "Seid bitte pünktlich!", tr: "Калі ласка, не спазняйцеся! (некалькім людзям)" },
          { de: "Kommen Sie bitte herein!", tr: "Заходзьце, калі ласка! (ветліва)" },
        ],
      },
      {
        heading: "Як утвараюцца тры формы",
        paragraphs: [
          "du: вазьміце форму du цяперашняга часу і адкіньце -st і займеннік: du kommst → Komm! du wartest → Warte! Дзеясловы, у якіх e мяняецца на i або ie, захоўваюць гэтую змену: du sprichst → Sprich! du liest → Lies! Дзеясловы з ä ў форме du губляюць умлаут: du fährst → Fahr!",
          "ihr: форма ihr цяперашняга часу без ihr: ihr kommt → Kommt!",
          "Sie: дзеяслоў (як у інфінітыве) + Sie: Kommen Sie!",
        ],
        table: {
          caption: "Формы загаднага ладу",
          head: ["Інфінітыў", "du", "ihr", "Sie"],
          rows: [
            ["kommen", "Komm!", "Kommt!", "Kommen Sie!"],
            ["warten", "Warte!", "Wartet!", "Warten Sie!"],
            ["sprechen", "Sprich!", "Sprecht!", "Sprechen Sie!"],
            ["lesen", "Lies!", "Lest!", "Lesen Sie!"],
            ["nehmen", "Nimm!", "Nehmt!", "Nehmen Sie!"],
            ["fahren", "Fahr!", "Fahrt!", "Fahren Sie!"],
            ["sein", "Sei!", "Seid!", "Seien Sie!"],
            ["haben", "Hab!", "Habt!", "Haben Sie!"],
          ],
        },
      },
      {
        heading: "sein, аддзяляльныя дзеясловы і bitte",
        paragraphs: [
          "sein – няправільны дзеяслоў: Sei leise! Seid leise! Seien Sie leise!",
          "У дзеяслова з аддзяляльнай прыстаўкай прыстаўка ідзе ў канец: Mach das Licht aus! Ruf mich an! Kommen Sie bitte herein!",
          "bitte робіць просьбу ветлівай. Яно можа стаяць у пачатку, пасля дзеяслова або пасля Sie: Bitte hilf mir! Komm bitte! Nehmen Sie bitte Platz!",
        ],
        examples: [
          { de: "Sei bitte leise!", tr: "Цішэй, калі ласка!" },
          { de: "Ruf mich morgen an!", tr: "Патэлефануй мне заўтра!" },
          { de: "Bitte hilf mir!", tr: "Калі ласка, дапамажы мне!" },
          { de: "Nehmen Sie bitte Platz!", tr: "Сядайце, калі ласка!" },
        ],
      },
      {
        heading: "Тыповыя памылкі",
        paragraphs: [
          "✗ Du komm! ✓ Komm! У формах du і ihr займенніка няма.",
          "✗ Sprech langsam! ✓ Sprich langsam! Змена e → i з формы du захоўваецца ў загадным ладзе.",
          "✗ Fährst nicht so schnell! ✓ Fahr nicht so schnell! Адкіньце -st; умлаута ä ў загадным ладзе няма.",
          "✗ Sind Sie leise! ✓ Seien Sie leise! Форма Sie ад sein – seien.",
        ],
      },
    ],
    tr: [
      {
        heading: "Emir kipi: rica ve talimatlar",
        paragraphs: [
          "Emir kipiyle birinden bir şey yapmasını rica eder ya da istersiniz: Komm! Warte! Hilf mir! Almancada üç biçim vardır: du diye hitap ettiğiniz tek kişi için, ihr diye hitap ettiğiniz birden çok kişi için ve Sie ile kullanılan kibar biçim.",
          "Fiil 1. sırada durur. Yazıda emir cümlesi genellikle ünlem işaretiyle biter.",
        ],
        examples: [
          { de: "Mach das Licht aus!", tr: "Işığı kapat!" },
          { de: "Seid bitte pünktlich!", tr: "Lütfen geç kalmayın! (birkaç kişiye)" },
          { de: "Kommen Sie bitte herein!", tr: "Lütfen içeri buyurun! (kibar)" },
        ],
      },
      {
        heading: "Üç biçim nasıl yapılır",
        paragraphs: [
          "du: Şimdiki zamanın du biçimini alın, -st ekini ve zamiri atın: du kommst → Komm! du wartest → Warte! e'si i ya da ie'ye dönüşen fiiller bu değişikliği korur: du sprichst → Sprich! du liest → Lies! du biçiminde ä olan fiiller umlautu kaybeder: du fährst → Fahr!",
          "ihr: Şimdiki zamanın ihr biçimi, ihr olmadan: ihr kommt → Kommt!",
          "Sie: fiil (mastardaki gibi) + Sie: Kommen Sie!",
        ],
        table: {
          caption: "Emir kipi biçimleri",
          head: ["Mastar", "du", "ihr", "Sie"],
          rows: [
            ["kommen", "Komm!", "Kommt!", "Kommen Sie!"],
            ["warten", "Warte!", "Wartet!", "Warten Sie!"],
            ["sprechen", "Sprich!", "Sprecht!", "Sprechen Sie!"],
            ["lesen", "Lies!", "Lest!", "Lesen Sie!"],
            ["nehmen", "Nimm!", "Nehmt!", "Nehmen Sie!"],
            ["fahren", "Fahr!", "Fahrt!", "Fahren Sie!"],
            ["sein", "Sei!", "Seid!", "Seien Sie!"],
            ["haben", "Hab!", "Habt!", "Haben Sie!"],
          ],
        },
      },
      {
        heading: "sein, ayrılabilen fiiller ve bitte",
        paragraphs: [
          "sein düzensiz bir fiildir: Sei leise! Seid leise! Seien Sie leise!",
          "Ayrılabilen fiilde ön ek sona gider: Mach das Licht aus! Ruf mich an! Kommen Sie bitte herein!",
          "bitte emri kibar hâle getirir. Başta, fiilden sonra ya da Sie'den sonra durabilir: Bitte hilf mir! Komm bitte! Nehmen Sie bitte Platz!",
        ],
        examples: [
          { de: "Sei bitte leise!", tr: "Lütfen sessiz ol!" },
          { de: "Ruf mich morgen an!", tr: "Yarın beni ara!" },
          { de: "Bitte hilf mir!", tr: "Lütfen bana yardım et!" },
          { de: "Nehmen Sie bitte Platz!", tr: "Lütfen oturun!" },
        ],
      },
      {
        heading: "Sık yapılan hatalar",
        paragraphs: [
          "✗ Du komm! ✓ Komm! du ve ihr biçimlerinde zamir yoktur.",
          "✗ Sprech langsam! ✓ Sprich langsam! du biçimindeki e → i değişimi emir kipinde de kalır.",
          "✗ Fährst nicht so schnell! ✓ Fahr nicht so schnell! -st'yi atın; emir kipinde ä yoktur.",
          "✗ Sind Sie leise! ✓ Seien Sie leise! sein fiilinin Sie biçimi seien'dir.",
        ],
      },
    ],
    pl: [
      {
        heading: "Tryb rozkazujący: prośby i polecenia",
        paragraphs: [
          "Trybem rozkazującym prosimy kogoś albo mówimy mu, żeby coś zrobił: Komm! Warte! Hilf mir! Niemiecki ma trzy formy: dla jednej osoby, do której mówimy du, dla kilku osób, do których mówimy ihr, oraz formę grzecznościową z Sie.",
          "Czasownik stoi na 1. miejscu. W piśmie zdanie rozkazujące zwykle kończy się wykrzyknikiem.",
        ],
        examples: [
          { de: "Mach das Licht aus!", tr: "Zgaś światło!" },
          { de: "Seid bitte pünktlich!", tr: "Proszę, nie spóźniajcie się! (do kilku osób)" },
          { de: "Kommen Sie bitte herein!", tr: "Proszę wejść! (grzecznościowo)" },
        ],
      },
      {
        heading: "Jak tworzy się trzy formy",
        paragraphs: [
          "du: weź formę du czasu teraźniejszego i odrzuć -st oraz zaimek: du kommst → Komm! du wartest → Warte! Czasowniki, w których e zmienia się na i lub ie, zachowują tę zmianę: du sprichst → Sprich! du liest → Lies! Czasowniki z ä w formie du tracą umlaut: du fährst → Fahr!",
          "ihr: forma ihr czasu teraźniejszego bez ihr: ihr kommt → Kommt!",
          "Sie: czasownik (jak w bezokoliczniku) + Sie: Kommen Sie!",
        ],
        table: {
          caption: "Formy trybu rozkazującego",
          head: ["Bezokolicznik", "du", "ihr", "Sie"],
          rows: [
            ["kommen", "Komm!", "Kommt!", "Kommen Sie!"],
            ["warten", "Warte!", "Wartet!", "Warten Sie!"],
            ["sprechen", "Sprich!", "Sprecht!", "Sprechen Sie!"],
            ["lesen", "Lies!", "Lest!", "Lesen Sie!"],
            ["nehmen", "Nimm!", "Nehmt!", "Nehmen Sie!"],
            ["fahren", "Fahr!", "Fahrt!", "Fahren Sie!"],
            ["sein", "Sei!", "Seid!", "Seien Sie!"],
            ["haben", "Hab!", "Habt!", "Haben Sie!"],
          ],
        },
      },
      {
        heading: "sein, czasowniki rozdzielnie złożone i bitte",
        paragraphs: [
          "sein jest nieregularny: Sei leise! Seid leise! Seien Sie leise!",
          "W czasowniku rozdzielnie złożonym przedrostek idzie na koniec: Mach das Licht aus! Ruf mich an! Kommen Sie bitte herein!",
          "bitte sprawia, że polecenie jest grzeczne. Może stać na początku, po czasowniku albo po Sie: Bitte hilf mir! Komm bitte! Nehmen Sie bitte Platz!",
        ],
        examples: [
          { de: "Sei bitte leise!", tr: "Bądź cicho, proszę!" },
          { de: "Ruf mich morgen an!", tr: "Zadzwoń do mnie jutro!" },
          { de: "Bitte hilf mir!", tr: "Proszę, pomóż mi!" },
          { de: "Nehmen Sie bitte Platz!", tr: "Proszę usiąść!" },
        ],
      },
      {
        heading: "Częste błędy",
        paragraphs: [
          "✗ Du komm! ✓ Komm! W formach du i ihr nie ma zaimka.",
          "✗ Sprech langsam! ✓ Sprich langsam! Zmiana e → i z formy du zostaje w trybie rozkazującym.",
          "✗ Fährst nicht so schnell! ✓ Fahr nicht so schnell! Odrzuć -st; w trybie rozkazującym nie ma ä.",
          "✗ Sind Sie leise! ✓ Seien Sie leise! Forma Sie od sein to seien.",
        ],
      },
    ],
    es: [
      {
        heading: "El imperativo: peticiones e instrucciones",
        paragraphs: [
          "Con el imperativo pides o dices a alguien que haga algo: Komm! Warte! Hilf mir! El alemán tiene tres formas: para una persona a la que tratas de du, para varias personas a las que tratas de ihr y la forma de cortesía con Sie.",
          "El verbo va en la posición 1. Por escrito, la oración en imperativo suele terminar con signo de exclamación.",
        ],
        examples: [
          { de: "Mach das Licht aus!", tr: "¡Apaga la luz!" },
          { de: "Seid bitte pünktlich!", tr: "¡Por favor, sed puntuales! (a varias personas)" },
          { de: "Kommen Sie bitte herein!", tr: "¡Pase, por favor! (cortesía)" },
        ],
      },
      {
        heading: "Cómo se forman las tres formas",
        paragraphs: [
          "du: toma la forma du del presente y quita -st y el pronombre: du kommst → Komm! du wartest → Warte! Los verbos que cambian la e por i o ie mantienen el cambio: du sprichst → Sprich! du liest → Lies! Los verbos con ä en la forma du pierden la diéresis: du fährst → Fahr!",
          "ihr: la forma ihr del presente sin ihr: ihr kommt → Kommt!",
          "Sie: el verbo (como el infinitivo) + Sie: Kommen Sie!",
        ],
        table: {
          caption: "Formas del imperativo",
          head: ["Infinitivo", "du", "ihr", "Sie"],
          rows: [
            ["kommen", "Komm!", "Kommt!", "Kommen Sie!"],
            ["warten", "Warte!", "Wartet!", "Warten Sie!"],
            ["sprechen", "Sprich!", "Sprecht!", "Sprechen Sie!"],
            ["lesen", "Lies!", "Lest!", "Lesen Sie!"],
            ["nehmen", "Nimm!", "Nehmt!", "Nehmen Sie!"],
            ["fahren", "Fahr!", "Fahrt!", "Fahren Sie!"],
            ["sein", "Sei!", "Seid!", "Seien Sie!"],
            ["haben", "Hab!", "Habt!", "Haben Sie!"],
          ],
        },
      },
      {
        heading: "sein, verbos separables y bitte",
        paragraphs: [
          "sein es irregular: Sei leise! Seid leise! Seien Sie leise!",
          "Con un verbo separable, la partícula va al final: Mach das Licht aus! Ruf mich an! Kommen Sie bitte herein!",
          "bitte hace que la orden sea cortés. Puede ir al principio, después del verbo o después de Sie: Bitte hilf mir! Komm bitte! Nehmen Sie bitte Platz!",
        ],
        examples: [
          { de: "Sei bitte leise!", tr: "¡Silencio, por favor!" },
          { de: "Ruf mich morgen an!", tr: "¡Llámame mañana!" },
          { de: "Bitte hilf mir!", tr: "¡Ayúdame, por favor!" },
          { de: "Nehmen Sie bitte Platz!", tr: "¡Siéntese, por favor!" },
        ],
      },
      {
        heading: "Errores frecuentes",
        paragraphs: [
          "✗ Du komm! ✓ Komm! En las formas du e ihr no hay pronombre.",
          "✗ Sprech langsam! ✓ Sprich langsam! El cambio e → i de la forma du se mantiene en el imperativo.",
          "✗ Fährst nicht so schnell! ✓ Fahr nicht so schnell! Quita -st; en el imperativo no hay ä.",
          "✗ Sind Sie leise! ✓ Seien Sie leise! La forma Sie de sein es seien.",
        ],
      },
    ],
  },
  practice: {
    kind: "deEn",
    elements: [
      { de: "Gib - mir - bitte - das Salz!", hide: ["Gib"], en: "Please pass me the salt!", tr: { ua: "Передай мені, будь ласка, сіль!", de: "Bitte an einen Freund beim Essen: Ich brauche das Salz. (geben, du-Form)", ru: "Передай мне, пожалуйста, соль!", be: "Перадай мне, калі ласка, соль!", tr: "Lütfen bana tuzu ver!", pl: "Podaj mi, proszę, sól!", es: "¡Pásame la sal, por favor!" } },
      { de: "Mach - das Licht - aus!", hide: ["Mach", "aus"], en: "Turn off the light!", tr: { ua: "Вимкни світло!", de: "Zu einer Person: Ich möchte schlafen, das Licht stört. (ausmachen, du-Form)", ru: "Выключи свет!", be: "Выключы святло!", tr: "Işığı kapat!", pl: "Wyłącz światło!", es: "¡Apaga la luz!" } },
      { de: "Sei - bitte - leise!", hide: ["Sei"], en: "Please be quiet!", tr: { ua: "Будь ласка, не шуми!", de: "Bitte an ein Kind: kein Lärm! (sein, du-Form)", ru: "Пожалуйста, не шуми!", be: "Калі ласка, не шумі!", tr: "Lütfen sessiz ol!", pl: "Bądź cicho, proszę!", es: "¡Estate callado, por favor!" } },
      { de: "Seid - bitte - pünktlich!", hide: ["Seid"], en: "Please be on time! (you all)", tr: { ua: "Будь ласка, будьте пунктуальні! (усі)", de: "Bitte an eine Gruppe von Freunden: nicht zu spät kommen! (sein, ihr-Form)", ru: "Пожалуйста, будьте пунктуальны! (все)", be: "Калі ласка, будзьце пунктуальныя! (усе)", tr: "Lütfen dakik olun! (hepiniz)", pl: "Bądźcie, proszę, punktualni!", es: "¡Sed puntuales, por favor!" } },
      { de: "Seien - Sie - bitte - vorsichtig!", hide: ["Seien"], en: "Please be careful! (formal)", tr: { ua: "Будьте обережні, будь ласка! (ввічливо)", de: "Höfliche Warnung an eine fremde Person: Achtung, Gefahr! (sein, Sie-Form)", ru: "Будьте осторожны, пожалуйста! (вежливо)", be: "Будзьце асцярожныя, калі ласка! (ветліва)", tr: "Lütfen dikkatli olun! (resmî)", pl: "Proszę być ostrożnym! (forma grzecznościowa)", es: "¡Tenga cuidado, por favor! (usted)" } },
      { de: "Warte - bitte - einen Moment!", hide: ["Warte"], en: "Wait a moment, please!", tr: { ua: "Зачекай хвилинку, будь ласка!", de: "Bitte an einen Freund: Geh noch nicht weg, ich bin gleich fertig! (warten, du-Form)", ru: "Подожди минутку, пожалуйста!", be: "Пачакай хвілінку, калі ласка!", tr: "Lütfen bir dakika bekle!", pl: "Poczekaj chwilę, proszę!", es: "¡Espera un momento, por favor!" } },
      { de: "Sprich - bitte - langsam!", hide: ["Sprich"], en: "Please speak slowly!", tr: { ua: "Говори, будь ласка, повільно!", de: "Ich verstehe dich nicht, du redest zu schnell. (sprechen, du-Form)", ru: "Говори, пожалуйста, медленно!", be: "Гавары, калі ласка, павольна!", tr: "Lütfen yavaş konuş!", pl: "Mów, proszę, wolno!", es: "¡Habla despacio, por favor!" } },
      { de: "Lies - bitte - den Text!", hide: ["Lies"], en: "Please read the text!", tr: { ua: "Прочитай, будь ласка, текст!", de: "Aufgabe für einen Schüler: Der Text ist wichtig, du musst ihn kennen. (lesen, du-Form)", ru: "Прочитай, пожалуйста, текст!", be: "Прачытай, калі ласка, тэкст!", tr: "Lütfen metni oku!", pl: "Przeczytaj, proszę, tekst!", es: "¡Lee el texto, por favor!" } },
      { de: "Nimm - deine Jacke - mit!", hide: ["Nimm", "mit"], en: "Take your jacket with you!", tr: { ua: "Візьми з собою куртку!", de: "Draußen ist es kalt, du brauchst deine Jacke. (mitnehmen, du-Form)", ru: "Возьми с собой куртку!", be: "Вазьмі з сабой куртку!", tr: "Montunu yanına al!", pl: "Weź ze sobą kurtkę!", es: "¡Llévate la chaqueta!" } },
      { de: "Iss - bitte - dein Gemüse!", hide: ["Iss"], en: "Please eat your vegetables!", tr: { ua: "З’їж, будь ласка, свої овочі!", de: "Eine Mutter zum Kind: Die Karotten auf dem Teller sind für dich! (essen, du-Form)", ru: "Съешь, пожалуйста, свои овощи!", be: "З’еш, калі ласка, сваю гародніну!", tr: "Lütfen sebzelerini ye!", pl: "Zjedz, proszę, warzywa!", es: "¡Cómete la verdura, por favor!" } },
      { de: "Fahr - nicht - so schnell!", hide: ["Fahr"], en: "Don't drive so fast!", tr: { ua: "Не їдь так швидко!", de: "Im Auto zum Fahrer: Langsamer, bitte! (fahren, du-Form)", ru: "Не езжай так быстро!", be: "Не едзь так хутка!", tr: "Bu kadar hızlı sürme!", pl: "Nie jedź tak szybko!", es: "¡No conduzcas tan rápido!" } },
      { de: "Ruf - mich - morgen - an!", hide: ["Ruf", "an"], en: "Call me tomorrow!", tr: { ua: "Подзвони мені завтра!", de: "Bitte an einen Freund: Morgen möchte ich deine Stimme am Telefon hören. (anrufen, du-Form)", ru: "Позвони мне завтра!", be: "Патэлефануй мне заўтра!", tr: "Yarın beni ara!", pl: "Zadzwoń do mnie jutro!", es: "¡Llámame mañana!" } },
      { de: "Macht - bitte - die Tür - zu!", hide: ["Macht", "zu"], en: "Please close the door! (you all)", tr: { ua: "Зачиніть, будь ласка, двері! (усі)", de: "Bitte an die Kinder: Die Tür ist offen, es zieht. (zumachen, ihr-Form)", ru: "Закройте, пожалуйста, дверь! (все)", be: "Зачыніце, калі ласка, дзверы! (усе)", tr: "Lütfen kapıyı kapatın! (hepiniz)", pl: "Zamknijcie, proszę, drzwi!", es: "¡Cerrad la puerta, por favor!" } },
      { de: "Hört - gut - zu!", hide: ["Hört", "zu"], en: "Listen carefully! (you all)", tr: { ua: "Слухайте уважно! (усі)", de: "Der Lehrer zur Klasse: Ohren auf! (zuhören, ihr-Form)", ru: "Слушайте внимательно! (все)", be: "Слухайце ўважліва! (усе)", tr: "İyi dinleyin! (hepiniz)", pl: "Słuchajcie uważnie!", es: "¡Escuchad bien!" } },
      { de: "Öffnet - bitte - eure Bücher!", hide: ["Öffnet"], en: "Please open your books! (you all)", tr: { ua: "Відкрийте, будь ласка, свої книжки! (усі)", de: "Der Lehrer zur Klasse: Die Bücher sind noch zu. (öffnen, ihr-Form)", ru: "Откройте, пожалуйста, свои книги! (все)", be: "Адкрыйце, калі ласка, свае кнігі! (усе)", tr: "Lütfen kitaplarınızı açın! (hepiniz)", pl: "Otwórzcie, proszę, książki!", es: "¡Abrid vuestros libros, por favor!" } },
      { de: "Schreibt - die Wörter - ins Heft!", hide: ["Schreibt"], en: "Write the words in your exercise books! (you all)", tr: { ua: "Запишіть слова в зошит! (усі)", de: "Der Lehrer zur Klasse: Die neuen Wörter gehören in euer Heft. (schreiben, ihr-Form)", ru: "Запишите слова в тетрадь! (все)", be: "Запішыце словы ў сшытак! (усе)", tr: "Kelimeleri defterinize yazın! (hepiniz)", pl: "Zapiszcie słowa w zeszytach!", es: "¡Escribid las palabras en el cuaderno!" } },
      { de: "Kommen - Sie - bitte - herein!", hide: ["Kommen", "herein"], en: "Please come in! (formal)", tr: { ua: "Заходьте, будь ласка! (ввічливо)", de: "Höflich zu einem Gast an der Tür: Sie dürfen eintreten. (hereinkommen, Sie-Form)", ru: "Входите, пожалуйста! (вежливо)", be: "Заходзьце, калі ласка! (ветліва)", tr: "Lütfen içeri buyurun! (resmî)", pl: "Proszę wejść! (forma grzecznościowa)", es: "¡Pase, por favor! (usted)" } },
      { de: "Nehmen - Sie - bitte - Platz!", hide: ["Nehmen"], en: "Please take a seat! (formal)", tr: { ua: "Сідайте, будь ласка! (ввічливо)", de: "Höflich zu einem Gast: Hier ist ein Stuhl für Sie. (Platz nehmen, Sie-Form)", ru: "Садитесь, пожалуйста! (вежливо)", be: "Сядайце, калі ласка! (ветліва)", tr: "Lütfen oturun! (resmî)", pl: "Proszę usiąść! (forma grzecznościowa)", es: "¡Siéntese, por favor! (usted)" } },
      { de: "Sprechen - Sie - bitte - lauter!", hide: ["Sprechen"], en: "Please speak louder! (formal)", tr: { ua: "Говоріть, будь ласка, голосніше! (ввічливо)", de: "Höflich zu einer fremden Person: Ich höre Sie kaum. (sprechen, laut, Sie-Form)", ru: "Говорите, пожалуйста, громче! (вежливо)", be: "Гаварыце, калі ласка, гучней! (ветліва)", tr: "Lütfen daha yüksek sesle konuşun! (resmî)", pl: "Proszę mówić głośniej! (forma grzecznościowa)", es: "¡Hable más alto, por favor! (usted)" } },
      { de: "Rufen - Sie - mich - bitte - an!", hide: ["Rufen", "an"], en: "Please call me! (formal)", tr: { ua: "Зателефонуйте мені, будь ласка! (ввічливо)", de: "Höfliche Bitte an eine Kundin: Ich warte auf Ihren Anruf. (anrufen, Sie-Form)", ru: "Позвоните мне, пожалуйста! (вежливо)", be: "Патэлефануйце мне, калі ласка! (ветліва)", tr: "Lütfen beni arayın! (resmî)", pl: "Proszę do mnie zadzwonić! (forma grzecznościowa)", es: "¡Llámeme, por favor! (usted)" } },
      { de: "Bitte - hilf - mir!", hide: ["hilf"], en: "Please help me!", tr: { ua: "Будь ласка, допоможи мені!", de: "Bitte an einen Freund: Allein schaffe ich das nicht. (helfen, du-Form)", ru: "Пожалуйста, помоги мне!", be: "Калі ласка, дапамажы мне!", tr: "Lütfen bana yardım et!", pl: "Proszę, pomóż mi!", es: "¡Ayúdame, por favor!" } },
      { de: "Steh - bitte - auf!", hide: ["auf"], en: "Get up, please!", tr: { ua: "Вставай, будь ласка!", de: "Am Morgen zu einem Kind: Genug geschlafen, raus aus dem Bett! (aufstehen, du-Form)", ru: "Вставай, пожалуйста!", be: "Уставай, калі ласка!", tr: "Lütfen kalk!", pl: "Wstań, proszę!", es: "¡Levántate, por favor!" } },
      { de: "Hab - keine Angst - vor dem Hund!", hide: ["Hab"], en: "Don't be afraid of the dog!", tr: { ua: "Не бійся собаки!", de: "Zu einem Kind: Der Hund ist lieb, er tut dir nichts. (Angst haben, du-Form)", ru: "Не бойся собаки!", be: "Не бойся сабакі!", tr: "Köpekten korkma!", pl: "Nie bój się psa!", es: "¡No tengas miedo del perro!" } },
      { de: "Trinkt - viel - Wasser!", hide: ["Trinkt"], en: "Drink lots of water! (you all)", tr: { ua: "Пийте багато води! (усі)", de: "Zu einer Gruppe im Sommer: Bei Hitze braucht der Körper Flüssigkeit. (trinken, ihr-Form)", ru: "Пейте много воды! (все)", be: "Піце шмат вады! (усе)", tr: "Bol su için! (hepiniz)", pl: "Pijcie dużo wody!", es: "¡Bebed mucha agua!" } },
      { de: "Schlaf - gut!", hide: ["Schlaf"], en: "Sleep well!", tr: { ua: "Спи добре!", de: "Am Abend zu einem Kind im Bett: Ich wünsche dir eine gute Nacht. (schlafen, du-Form)", ru: "Спи спокойно!", be: "Спі спакойна!", tr: "İyi uykular!", pl: "Śpij dobrze!", es: "¡Que duermas bien!" } },
      { de: "Vergiss - deinen Schlüssel - nicht!", hide: ["Vergiss"], en: "Don't forget your key!", tr: { ua: "Не забудь свій ключ!", de: "Zu einem Freund an der Tür: Ohne Schlüssel kommst du nicht in die Wohnung. (vergessen, du-Form)", ru: "Не забудь свой ключ!", be: "Не забудзь свой ключ!", tr: "Anahtarını unutma!", pl: "Nie zapomnij klucza!", es: "¡No olvides tu llave!" } },
      { de: "Wartet - hier - auf mich!", hide: ["Wartet"], en: "Wait here for me! (you all)", tr: { ua: "Чекайте мене тут!", de: "Zu zwei Freunden: Ich komme gleich zurück, bleibt an diesem Platz. (warten, ihr-Form)", ru: "Ждите меня здесь!", be: "Чакайце мяне тут!", tr: "Beni burada bekleyin!", pl: "Czekajcie tu na mnie!", es: "¡Esperadme aquí!" } },
      { de: "Geben - Sie - mir - bitte - ein Kilo Tomaten!", hide: ["Geben"], en: "Please give me a kilo of tomatoes! (formal)", tr: { ua: "Дайте мені, будь ласка, кілограм помідорів!", de: "Auf dem Markt zum Verkäufer: Ich möchte 1 kg Tomaten. (geben, Sie-Form)", ru: "Дайте мне, пожалуйста, килограмм помидоров!", be: "Дайце мне, калі ласка, кілаграм памідораў!", tr: "Bana bir kilo domates verin lütfen!", pl: "Proszę mi dać kilogram pomidorów!", es: "¡Deme un kilo de tomates, por favor!" } },
      { de: "Bring - bitte - Brot - mit!", hide: ["Bring", "mit"], en: "Please bring some bread!", tr: { ua: "Принеси, будь ласка, хліба!", de: "Zu einer Freundin auf dem Weg zu uns: Wir haben kein Brot mehr zu Hause. (mitbringen, du-Form)", ru: "Принеси, пожалуйста, хлеба!", be: "Прынясі, калі ласка, хлеба!", tr: "Lütfen gelirken ekmek getir!", pl: "Przynieś, proszę, chleb!", es: "¡Trae pan, por favor!" } },
      { de: "Zieht - eure Schuhe - aus!", hide: ["Zieht", "aus"], en: "Take off your shoes! (you all)", tr: { ua: "Зніміть своє взуття!", de: "Zu den Kindern an der Wohnungstür: Die Schuhe sind schmutzig! (ausziehen, ihr-Form)", ru: "Снимите свою обувь!", be: "Зніміце свой абутак!", tr: "Ayakkabılarınızı çıkarın!", pl: "Zdejmijcie buty!", es: "¡Quitaos los zapatos!" } },
      { de: "Gehen - Sie - hier - geradeaus!", hide: ["Gehen"], en: "Go straight ahead here! (formal)", tr: { ua: "Ідіть тут прямо!", de: "Ein Tourist fragt nach dem Weg. Die Antwort: nicht links, nicht rechts. (gehen, Sie-Form)", ru: "Идите здесь прямо!", be: "Ідзіце тут прама!", tr: "Buradan düz gidin!", pl: "Proszę iść tu prosto!", es: "¡Siga recto por aquí!" } },
    ],
  },
};

export default topic;
