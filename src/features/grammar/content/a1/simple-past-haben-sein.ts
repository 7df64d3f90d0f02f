import type { A1Topic } from "../types";

const SEIN_ROWS: string[][] = [
  ["ich", "war", "Ich war zu Hause."],
  ["du", "warst", "Du warst nicht da."],
  ["er / sie / es", "war", "Das Wetter war schön."],
  ["wir", "waren", "Wir waren im Kino."],
  ["ihr", "wart", "Ihr wart sehr laut."],
  ["sie / Sie", "waren", "Meine Eltern waren im Urlaub."],
];

const HABEN_ROWS: string[][] = [
  ["ich", "hatte", "Ich hatte Hunger."],
  ["du", "hattest", "Du hattest Glück."],
  ["er / sie / es", "hatte", "Er hatte Kopfschmerzen."],
  ["wir", "hatten", "Wir hatten einen Hund."],
  ["ihr", "hattet", "Ihr hattet viel Spaß."],
  ["sie / Sie", "hatten", "Die Kinder hatten Ferien."],
];

const topic: A1Topic = {
  slug: "simple-past-haben-sein",
  type: "simple past",
  title: {
    en: "Simple past: war and hatte",
    ua: "Минулий час: war і hatte",
    de: "Präteritum: war und hatte",
    ru: "Прошедшее время: war и hatte",
    be: "Прошлы час: war і hatte",
    tr: "Geçmiş zaman: war ve hatte",
    pl: "Czas przeszły: war i hatte",
    es: "Pasado: war y hatte",
  },
  descr: {
    en: "Say where you were and what you had with the Präteritum of sein and haben.",
    ua: "Розповідайте, де ви були і що у вас було, за допомогою Präteritum дієслів sein і haben.",
    de: "Sag mit dem Präteritum von sein und haben, wo du warst und was du hattest.",
    ru: "Рассказывайте, где вы были и что у вас было, с помощью Präteritum глаголов sein и haben.",
    be: "Расказвайце, дзе вы былі і што ў вас было, з дапамогай Präteritum дзеясловаў sein і haben.",
    tr: "sein ve haben fiillerinin Präteritum biçimiyle nerede olduğunuzu ve neyiniz olduğunu anlatın.",
    pl: "Mów, gdzie byłeś i co miałeś, za pomocą Präteritum czasowników sein i haben.",
    es: "Di dónde estuviste y qué tenías con el Präteritum de sein y haben.",
  },
  rules: {
    en: [
      {
        heading: "war and hatte: talking about the past",
        paragraphs: [
          "To talk about the past, German usually uses the Perfekt (ich habe gekocht). But with sein and haben people nearly always use the simple past (Präteritum): Ich war krank. Ich hatte keine Zeit. These are some of the most useful forms at A1.",
          "Typical time words: gestern, gestern Abend, letzte Woche, am Montag, früher, vor zwei Jahren.",
        ],
        examples: [
          { de: "Ich war gestern krank.", tr: "I was ill yesterday." },
          { de: "Wir hatten keine Zeit.", tr: "We had no time." },
          { de: "Gestern war Sonntag.", tr: "Yesterday was Sunday." },
        ],
      },
      {
        heading: "sein in the simple past",
        paragraphs: [
          "The stem is war-. Note that ich and er/sie/es have the same form, without an ending: ich war, er war.",
        ],
        table: { caption: "sein – Präteritum", head: ["Person", "sein", "Example"], rows: SEIN_ROWS },
      },
      {
        heading: "haben in the simple past",
        paragraphs: [
          "The stem is hatt- (with two t). Here too, ich and er/sie/es have the same form: ich hatte, sie hatte.",
        ],
        table: { caption: "haben – Präteritum", head: ["Person", "haben", "Example"], rows: HABEN_ROWS },
      },
      {
        heading: "Word order and questions",
        paragraphs: [
          "war and hatte behave like any other verb: in position 2 in a statement, in position 1 in a yes/no question, and right after the question word in a W-question.",
        ],
        examples: [
          { de: "Gestern hatte ich einen Termin.", tr: "Yesterday I had an appointment." },
          { de: "Warst du schon in Berlin?", tr: "Have you ever been to Berlin?" },
          { de: "Wo warst du gestern Abend?", tr: "Where were you last night?" },
          { de: "Hatten Sie eine gute Reise?", tr: "Did you have a good trip?" },
        ],
      },
      {
        heading: "Common mistakes",
        paragraphs: [
          "✗ Ich bin gestern krank. ✓ Ich war gestern krank. With gestern, use the past form.",
          "✗ Du war müde. ✓ Du warst müde. The du form ends in -st: warst, hattest.",
          "✗ Ich hate keine Zeit. ✓ Ich hatte keine Zeit. hatte is written with two t.",
          "✗ Ihr ward im Kino. ✓ Ihr wart im Kino. The ihr form of sein is wart (with t).",
        ],
      },
    ],
    ua: [
      {
        heading: "war і hatte: розповідь про минуле",
        paragraphs: [
          "Щоб розповісти про минуле, у німецькій мові зазвичай уживають Perfekt (ich habe gekocht). Але з sein і haben майже завжди вживають простий минулий час (Präteritum): Ich war krank. Ich hatte keine Zeit. Це одні з найкорисніших форм на рівні A1.",
          "Типові слова часу: gestern, gestern Abend, letzte Woche, am Montag, früher, vor zwei Jahren.",
        ],
        examples: [
          { de: "Ich war gestern krank.", tr: "Учора я був хворий." },
          { de: "Wir hatten keine Zeit.", tr: "У нас не було часу." },
          { de: "Gestern war Sonntag.", tr: "Учора була неділя." },
        ],
      },
      {
        heading: "sein у минулому часі",
        paragraphs: [
          "Основа – war-. Зверніть увагу: ich і er/sie/es мають однакову форму без закінчення: ich war, er war.",
        ],
        table: { caption: "sein – Präteritum", head: ["Особа", "sein", "Приклад"], rows: SEIN_ROWS },
      },
      {
        heading: "haben у минулому часі",
        paragraphs: [
          "Основа – hatt- (з двома t). І тут ich та er/sie/es мають однакову форму: ich hatte, sie hatte.",
        ],
        table: { caption: "haben – Präteritum", head: ["Особа", "haben", "Приклад"], rows: HABEN_ROWS },
      },
      {
        heading: "Порядок слів і питання",
        paragraphs: [
          "war і hatte поводяться як будь-яке інше дієслово: у розповідному реченні стоять на другому місці, у питанні «так чи ні» – на першому, а в W-питанні – одразу після питального слова.",
        ],
        examples: [
          { de: "Gestern hatte ich einen Termin.", tr: "Учора в мене була домовлена зустріч." },
          { de: "Warst du schon in Berlin?", tr: "Ти вже бував у Берліні?" },
          { de: "Wo warst du gestern Abend?", tr: "Де ти був учора ввечері?" },
          { de: "Hatten Sie eine gute Reise?", tr: "Ви добре доїхали?" },
        ],
      },
      {
        heading: "Типові помилки",
        paragraphs: [
          "✗ Ich bin gestern krank. ✓ Ich war gestern krank. Зі словом gestern уживайте форму минулого часу.",
          "✗ Du war müde. ✓ Du warst müde. Форма du закінчується на -st: warst, hattest.",
          "✗ Ich hate keine Zeit. ✓ Ich hatte keine Zeit. hatte пишеться з двома t.",
          "✗ Ihr ward im Kino. ✓ Ihr wart im Kino. Форма ihr від sein – wart (з t).",
        ],
      },
    ],
    de: [
      {
        heading: "war und hatte: über die Vergangenheit sprechen",
        paragraphs: [
          "Über die Vergangenheit spricht man im Deutschen meistens mit dem Perfekt (ich habe gekocht). Bei sein und haben benutzt man aber fast immer das Präteritum: Ich war krank. Ich hatte keine Zeit. Diese Formen sind auf A1-Niveau sehr wichtig.",
          "Typische Zeitangaben: gestern, gestern Abend, letzte Woche, am Montag, früher, vor zwei Jahren.",
        ],
        examples: [
          { de: "Ich war gestern krank.", tr: "sein: ich war" },
          { de: "Wir hatten keine Zeit.", tr: "haben: wir hatten" },
          { de: "Gestern war Sonntag.", tr: "gestern auf Position 1, war auf Position 2" },
        ],
      },
      {
        heading: "sein im Präteritum",
        paragraphs: [
          "Der Stamm ist war-. Achtung: ich und er/sie/es haben dieselbe Form ohne Endung: ich war, er war.",
        ],
        table: { caption: "sein – Präteritum", head: ["Person", "sein", "Beispiel"], rows: SEIN_ROWS },
      },
      {
        heading: "haben im Präteritum",
        paragraphs: [
          "Der Stamm ist hatt- (mit zwei t). Auch hier haben ich und er/sie/es dieselbe Form: ich hatte, sie hatte.",
        ],
        table: { caption: "haben – Präteritum", head: ["Person", "haben", "Beispiel"], rows: HABEN_ROWS },
      },
      {
        heading: "Wortstellung und Fragen",
        paragraphs: [
          "war und hatte stehen wie jedes andere Verb: im Aussagesatz auf Position 2, in der Ja/Nein-Frage auf Position 1 und in der W-Frage direkt nach dem Fragewort.",
        ],
        examples: [
          { de: "Gestern hatte ich einen Termin.", tr: "hatte auf Position 2" },
          { de: "Warst du schon in Berlin?", tr: "Ja/Nein-Frage: warst auf Position 1" },
          { de: "Wo warst du gestern Abend?", tr: "W-Frage: warst nach dem Fragewort" },
          { de: "Hatten Sie eine gute Reise?", tr: "höfliche Frage mit Sie" },
        ],
      },
      {
        heading: "Typische Fehler",
        paragraphs: [
          "✗ Ich bin gestern krank. ✓ Ich war gestern krank. Mit gestern benutzt du die Vergangenheitsform.",
          "✗ Du war müde. ✓ Du warst müde. Die du-Form endet auf -st: warst, hattest.",
          "✗ Ich hate keine Zeit. ✓ Ich hatte keine Zeit. hatte schreibt man mit zwei t.",
          "✗ Ihr ward im Kino. ✓ Ihr wart im Kino. Die ihr-Form von sein ist wart (mit t).",
        ],
      },
    ],
    ru: [
      {
        heading: "war и hatte: рассказ о прошлом",
        paragraphs: [
          "Чтобы рассказать о прошлом, в немецком языке обычно используют Perfekt (ich habe gekocht). Но с sein и haben почти всегда используют простое прошедшее время (Präteritum): Ich war krank. Ich hatte keine Zeit. Это одни из самых полезных форм на уровне A1.",
          "Типичные слова времени: gestern, gestern Abend, letzte Woche, am Montag, früher, vor zwei Jahren.",
        ],
        examples: [
          { de: "Ich war gestern krank.", tr: "Вчера я был болен." },
          { de: "Wir hatten keine Zeit.", tr: "У нас не было времени." },
          { de: "Gestern war Sonntag.", tr: "Вчера было воскресенье." },
        ],
      },
      {
        heading: "sein в прошедшем времени",
        paragraphs: [
          "Основа – war-. Обратите внимание: ich и er/sie/es имеют одинаковую форму без окончания: ich war, er war.",
        ],
        table: { caption: "sein – Präteritum", head: ["Лицо", "sein", "Пример"], rows: SEIN_ROWS },
      },
      {
        heading: "haben в прошедшем времени",
        paragraphs: [
          "Основа – hatt- (с двумя t). И здесь ich и er/sie/es имеют одинаковую форму: ich hatte, sie hatte.",
        ],
        table: { caption: "haben – Präteritum", head: ["Лицо", "haben", "Пример"], rows: HABEN_ROWS },
      },
      {
        heading: "Порядок слов и вопросы",
        paragraphs: [
          "war и hatte ведут себя как любой другой глагол: в утвердительном предложении стоят на втором месте, в вопросе «да или нет» – на первом, а в W-вопросе – сразу после вопросительного слова.",
        ],
        examples: [
          { de: "Gestern hatte ich einen Termin.", tr: "Вчера у меня была назначена встреча." },
          { de: "Warst du schon in Berlin?", tr: "Ты уже бывал в Берлине?" },
          { de: "Wo warst du gestern Abend?", tr: "Где ты был вчера вечером?" },
          { de: "Hatten Sie eine gute Reise?", tr: "Вы хорошо доехали?" },
        ],
      },
      {
        heading: "Типичные ошибки",
        paragraphs: [
          "✗ Ich bin gestern krank. ✓ Ich war gestern krank. Со словом gestern используйте форму прошедшего времени.",
          "✗ Du war müde. ✓ Du warst müde. Форма du оканчивается на -st: warst, hattest.",
          "✗ Ich hate keine Zeit. ✓ Ich hatte keine Zeit. hatte пишется с двумя t.",
          "✗ Ihr ward im Kino. ✓ Ihr wart im Kino. Форма ihr от sein – wart (с t).",
        ],
      },
    ],
    be: [
      {
        heading: "war і hatte: расповед пра мінулае",
        paragraphs: [
          "Каб расказаць пра мінулае, у нямецкай мове звычайна ўжываюць Perfekt (ich habe gekocht). Але з sein і haben амаль заўсёды ўжываюць просты прошлы час (Präteritum): Ich war krank. Ich hatte keine Zeit. Гэта адны з самых карысных формаў на ўзроўні A1.",
          "Тыповыя словы часу: gestern, gestern Abend, letzte Woche, am Montag, früher, vor zwei Jahren.",
        ],
        examples: [
          { de: "Ich war gestern krank.", tr: "Учора я быў хворы." },
          { de: "Wir hatten keine Zeit.", tr: "У нас не было часу." },
          { de: "Gestern war Sonntag.", tr: "Учора была нядзеля." },
        ],
      },
      {
        heading: "sein у прошлым часе",
        paragraphs: [
          "Аснова – war-. Звярніце ўвагу: ich і er/sie/es маюць аднолькавую форму без канчатка: ich war, er war.",
        ],
        table: { caption: "sein – Präteritum", head: ["Асоба", "sein", "Прыклад"], rows: SEIN_ROWS },
      },
      {
        heading: "haben у прошлым часе",
        paragraphs: [
          "Аснова – hatt- (з двума t). І тут ich і er/sie/es маюць аднолькавую форму: ich hatte, sie hatte.",
        ],
        table: { caption: "haben – Präteritum", head: ["Асоба", "haben", "Прыклад"], rows: HABEN_ROWS },
      },
      {
        heading: "Парадак слоў і пытанні",
        paragraphs: [
          "war і hatte паводзяць сябе як любы іншы дзеяслоў: у сцвярджальным сказе стаяць на другім месцы, у пытанні «так ці не» – на першым, а ў W-пытанні – адразу пасля пытальнага слова.",
        ],
        examples: [
          { de: "Gestern hatte ich einen Termin.", tr: "Учора ў мяне была прызначаная сустрэча." },
          { de: "Warst du schon in Berlin?", tr: "Ты ўжо бываў у Берліне?" },
          { de: "Wo warst du gestern Abend?", tr: "Дзе ты быў учора ўвечары?" },
          { de: "Hatten Sie eine gute Reise?", tr: "Вы добра даехалі?" },
        ],
      },
      {
        heading: "Тыповыя памылкі",
        paragraphs: [
          "✗ Ich bin gestern krank. ✓ Ich war gestern krank. Са словам gestern ужывайце форму прошлага часу.",
          "✗ Du war müde. ✓ Du warst müde. Форма du заканчваецца на -st: warst, hattest.",
          "✗ Ich hate keine Zeit. ✓ Ich hatte keine Zeit. hatte пішацца з двума t.",
          "✗ Ihr ward im Kino. ✓ Ihr wart im Kino. Форма ihr ад sein – wart (з t).",
        ],
      },
    ],
    tr: [
      {
        heading: "war ve hatte: geçmişten söz etmek",
        paragraphs: [
          "Almancada geçmişi anlatmak için genellikle Perfekt kullanılır (ich habe gekocht). Ama sein ve haben ile neredeyse her zaman basit geçmiş zaman (Präteritum) kullanılır: Ich war krank. Ich hatte keine Zeit. Bunlar A1 seviyesinin en kullanışlı biçimlerindendir.",
          "Tipik zaman ifadeleri: gestern, gestern Abend, letzte Woche, am Montag, früher, vor zwei Jahren.",
        ],
        examples: [
          { de: "Ich war gestern krank.", tr: "Dün hastaydım." },
          { de: "Wir hatten keine Zeit.", tr: "Vaktimiz yoktu." },
          { de: "Gestern war Sonntag.", tr: "Dün pazardı." },
        ],
      },
      {
        heading: "sein fiilinin geçmiş zamanı",
        paragraphs: [
          "Gövde war- biçimindedir. Dikkat: ich ve er/sie/es aynı biçimdedir ve ek almaz: ich war, er war.",
        ],
        table: { caption: "sein – Präteritum", head: ["Kişi", "sein", "Örnek"], rows: SEIN_ROWS },
      },
      {
        heading: "haben fiilinin geçmiş zamanı",
        paragraphs: [
          "Gövde hatt- biçimindedir (iki t ile). Burada da ich ve er/sie/es aynı biçimdedir: ich hatte, sie hatte.",
        ],
        table: { caption: "haben – Präteritum", head: ["Kişi", "haben", "Örnek"], rows: HABEN_ROWS },
      },
      {
        heading: "Kelime sırası ve sorular",
        paragraphs: [
          "war ve hatte diğer fiiller gibi davranır: Düz cümlede 2. sırada, evet/hayır sorusunda 1. sırada, W-sorusunda ise soru kelimesinin hemen ardından gelir.",
        ],
        examples: [
          { de: "Gestern hatte ich einen Termin.", tr: "Dün bir randevum vardı." },
          { de: "Warst du schon in Berlin?", tr: "Hiç Berlin'de bulundun mu?" },
          { de: "Wo warst du gestern Abend?", tr: "Dün akşam neredeydin?" },
          { de: "Hatten Sie eine gute Reise?", tr: "Yolculuğunuz iyi geçti mi?" },
        ],
      },
      {
        heading: "Sık yapılan hatalar",
        paragraphs: [
          "✗ Ich bin gestern krank. ✓ Ich war gestern krank. gestern ile geçmiş zaman biçimini kullanın.",
          "✗ Du war müde. ✓ Du warst müde. du biçimi -st ile biter: warst, hattest.",
          "✗ Ich hate keine Zeit. ✓ Ich hatte keine Zeit. hatte iki t ile yazılır.",
          "✗ Ihr ward im Kino. ✓ Ihr wart im Kino. sein fiilinin ihr biçimi wart'tır (t ile).",
        ],
      },
    ],
    pl: [
      {
        heading: "war i hatte: mówienie o przeszłości",
        paragraphs: [
          "Aby mówić o przeszłości, w niemieckim zwykle używa się Perfekt (ich habe gekocht). Ale z sein i haben prawie zawsze używa się czasu przeszłego prostego (Präteritum): Ich war krank. Ich hatte keine Zeit. To jedne z najbardziej przydatnych form na poziomie A1.",
          "Typowe określenia czasu: gestern, gestern Abend, letzte Woche, am Montag, früher, vor zwei Jahren.",
        ],
        examples: [
          { de: "Ich war gestern krank.", tr: "Wczoraj byłem chory." },
          { de: "Wir hatten keine Zeit.", tr: "Nie mieliśmy czasu." },
          { de: "Gestern war Sonntag.", tr: "Wczoraj była niedziela." },
        ],
      },
      {
        heading: "sein w czasie przeszłym",
        paragraphs: [
          "Temat to war-. Uwaga: ich i er/sie/es mają tę samą formę bez końcówki: ich war, er war.",
        ],
        table: { caption: "sein – Präteritum", head: ["Osoba", "sein", "Przykład"], rows: SEIN_ROWS },
      },
      {
        heading: "haben w czasie przeszłym",
        paragraphs: [
          "Temat to hatt- (z dwoma t). Tu również ich i er/sie/es mają tę samą formę: ich hatte, sie hatte.",
        ],
        table: { caption: "haben – Präteritum", head: ["Osoba", "haben", "Przykład"], rows: HABEN_ROWS },
      },
      {
        heading: "Szyk zdania i pytania",
        paragraphs: [
          "war i hatte zachowują się jak każdy inny czasownik: w zdaniu oznajmującym stoją na 2. miejscu, w pytaniu „tak czy nie” na 1. miejscu, a w pytaniu z W zaraz po słowie pytającym.",
        ],
        examples: [
          { de: "Gestern hatte ich einen Termin.", tr: "Wczoraj miałem umówione spotkanie." },
          { de: "Warst du schon in Berlin?", tr: "Byłeś już kiedyś w Berlinie?" },
          { de: "Wo warst du gestern Abend?", tr: "Gdzie byłeś wczoraj wieczorem?" },
          { de: "Hatten Sie eine gute Reise?", tr: "Czy miał pan dobrą podróż?" },
        ],
      },
      {
        heading: "Częste błędy",
        paragraphs: [
          "✗ Ich bin gestern krank. ✓ Ich war gestern krank. Ze słowem gestern używaj formy czasu przeszłego.",
          "✗ Du war müde. ✓ Du warst müde. Forma du kończy się na -st: warst, hattest.",
          "✗ Ich hate keine Zeit. ✓ Ich hatte keine Zeit. hatte pisze się z dwoma t.",
          "✗ Ihr ward im Kino. ✓ Ihr wart im Kino. Forma ihr od sein to wart (z t).",
        ],
      },
    ],
    es: [
      {
        heading: "war y hatte: hablar del pasado",
        paragraphs: [
          "Para hablar del pasado, el alemán suele usar el Perfekt (ich habe gekocht). Pero con sein y haben casi siempre se usa el pasado simple (Präteritum): Ich war krank. Ich hatte keine Zeit. Son algunas de las formas más útiles del nivel A1.",
          "Expresiones de tiempo típicas: gestern, gestern Abend, letzte Woche, am Montag, früher, vor zwei Jahren.",
        ],
        examples: [
          { de: "Ich war gestern krank.", tr: "Ayer estuve enfermo." },
          { de: "Wir hatten keine Zeit.", tr: "No teníamos tiempo." },
          { de: "Gestern war Sonntag.", tr: "Ayer fue domingo." },
        ],
      },
      {
        heading: "sein en pasado",
        paragraphs: [
          "La raíz es war-. Atención: ich y er/sie/es tienen la misma forma, sin terminación: ich war, er war.",
        ],
        table: { caption: "sein – Präteritum", head: ["Persona", "sein", "Ejemplo"], rows: SEIN_ROWS },
      },
      {
        heading: "haben en pasado",
        paragraphs: [
          "La raíz es hatt- (con dos t). También aquí ich y er/sie/es tienen la misma forma: ich hatte, sie hatte.",
        ],
        table: { caption: "haben – Präteritum", head: ["Persona", "haben", "Ejemplo"], rows: HABEN_ROWS },
      },
      {
        heading: "Orden de las palabras y preguntas",
        paragraphs: [
          "war y hatte se comportan como cualquier otro verbo: en la posición 2 en una afirmación, en la posición 1 en una pregunta de sí o no y justo después de la palabra interrogativa en una pregunta W.",
        ],
        examples: [
          { de: "Gestern hatte ich einen Termin.", tr: "Ayer tenía una cita." },
          { de: "Warst du schon in Berlin?", tr: "¿Has estado alguna vez en Berlín?" },
          { de: "Wo warst du gestern Abend?", tr: "¿Dónde estuviste anoche?" },
          { de: "Hatten Sie eine gute Reise?", tr: "¿Ha tenido usted un buen viaje?" },
        ],
      },
      {
        heading: "Errores frecuentes",
        paragraphs: [
          "✗ Ich bin gestern krank. ✓ Ich war gestern krank. Con gestern usa la forma del pasado.",
          "✗ Du war müde. ✓ Du warst müde. La forma du termina en -st: warst, hattest.",
          "✗ Ich hate keine Zeit. ✓ Ich hatte keine Zeit. hatte se escribe con dos t.",
          "✗ Ihr ward im Kino. ✓ Ihr wart im Kino. La forma ihr de sein es wart (con t).",
        ],
      },
    ],
  },
  practice: {
    kind: "sentences",
    elements: [
      { formDe: "Ich - war - gestern - krank.", hide: ["war"], formEn: "I was ill yesterday.", tr: { ua: "Учора я був хворий.", de: "Heute bin ich wieder gesund, aber gestern nicht. (sein, Präteritum)", ru: "Вчера я был болен.", be: "Учора я быў хворы.", tr: "Dün hastaydım.", pl: "Wczoraj byłem chory.", es: "Ayer estuve enfermo." }, correct: false },
      { formDe: "Du - warst - nicht - in der Schule.", hide: ["warst"], formEn: "You weren't at school.", tr: { ua: "Тебе не було в школі.", de: "Dein Stuhl in der Klasse blieb leer. (sein, Präteritum, du)", ru: "Тебя не было в школе.", be: "Цябе не было ў школе.", tr: "Okulda değildin.", pl: "Nie było cię w szkole.", es: "No estabas en el colegio." }, correct: false },
      { formDe: "Das Wetter - war - sehr schön.", hide: ["war"], formEn: "The weather was very nice.", tr: { ua: "Погода була дуже гарна.", de: "Sonne, blauer Himmel, warm – so ist es gewesen. (sein, Präteritum)", ru: "Погода была очень хорошая.", be: "Надвор’е было вельмі добрае.", tr: "Hava çok güzeldi.", pl: "Pogoda była bardzo ładna.", es: "Hizo muy buen tiempo." }, correct: false },
      { formDe: "Wir - waren - im Urlaub - in Spanien.", hide: ["waren"], formEn: "We were on holiday in Spain.", tr: { ua: "Ми були у відпустці в Іспанії.", de: "Unsere Ferien: Sonne und Meer in Spanien. (sein, Präteritum, wir)", ru: "Мы были в отпуске в Испании.", be: "Мы былі ў адпачынку ў Іспаніі.", tr: "İspanya’da tatildeydik.", pl: "Byliśmy na urlopie w Hiszpanii.", es: "Estuvimos de vacaciones en España." }, correct: false },
      { formDe: "Ihr - wart - sehr - laut.", hide: ["wart"], formEn: "You (all) were very loud.", tr: { ua: "Ви (усі) були дуже галасливі.", de: "Die Kinder haben viel Lärm gemacht. (sein, Präteritum, ihr)", ru: "Вы (все) были очень шумными.", be: "Вы (усе) былі вельмі гучныя.", tr: "(Siz) çok gürültülüydünüz.", pl: "(Wy) byliście bardzo głośni.", es: "Hicisteis mucho ruido." }, correct: false },
      { formDe: "Meine Eltern - waren - zu Hause.", hide: ["waren"], formEn: "My parents were at home.", tr: { ua: "Мої батьки були вдома.", de: "Mama und Papa sind nicht weggegangen. (sein, Präteritum)", ru: "Мои родители были дома.", be: "Мае бацькі былі дома.", tr: "Annemle babam evdeydi.", pl: "Moi rodzice byli w domu.", es: "Mis padres estaban en casa." }, correct: false },
      { formDe: "Wo - warst - du - gestern Abend?", hide: ["warst"], formEn: "Where were you last night?", tr: { ua: "Де ти був учора ввечері?", de: "Frage an einen Freund nach seinem Ort gestern Abend. (sein, Präteritum)", ru: "Где ты был вчера вечером?", be: "Дзе ты быў учора ўвечары?", tr: "Dün akşam neredeydin?", pl: "Gdzie byłeś wczoraj wieczorem?", es: "¿Dónde estabas anoche?" }, correct: false },
      { formDe: "Gestern - war - Sonntag.", hide: ["war"], formEn: "Yesterday was Sunday.", tr: { ua: "Учора була неділя.", de: "Heute ist Montag. (sein, Präteritum)", ru: "Вчера было воскресенье.", be: "Учора была нядзеля.", tr: "Dün pazardı.", pl: "Wczoraj była niedziela.", es: "Ayer fue domingo." }, correct: false },
      { formDe: "Wart - ihr - schon - in Berlin?", hide: ["Wart"], formEn: "Have you (all) ever been to Berlin?", tr: { ua: "Ви (усі) вже бували в Берліні?", de: "Frage an zwei Freunde: Kennt ihr Berlin schon von einer Reise? (sein, Präteritum, ihr)", ru: "Вы (все) уже бывали в Берлине?", be: "Вы (усе) ужо бывалі ў Берліне?", tr: "(Siz) hiç Berlin’de bulundunuz mu?", pl: "Byliście już kiedyś w Berlinie?", es: "¿Habéis estado alguna vez en Berlín?" }, correct: false },
      { formDe: "Letzte Woche - waren - wir - im Kino.", hide: ["waren"], formEn: "Last week we were at the cinema.", tr: { ua: "Минулого тижня ми були в кіно.", de: "Vor sieben Tagen haben wir einen Film gesehen. (sein, Präteritum, das Kino)", ru: "На прошлой неделе мы были в кино.", be: "На мінулым тыдні мы былі ў кіно.", tr: "Geçen hafta sinemadaydık.", pl: "W zeszłym tygodniu byliśmy w kinie.", es: "La semana pasada estuvimos en el cine." }, correct: false },
      { formDe: "Der Film - war - langweilig.", hide: ["war"], formEn: "The film was boring.", tr: { ua: "Фільм був нудний.", de: "Beim Film bin ich fast eingeschlafen. (sein, Präteritum)", ru: "Фильм был скучный.", be: "Фільм быў нудны.", tr: "Film sıkıcıydı.", pl: "Film był nudny.", es: "La película fue aburrida." }, correct: false },
      { formDe: "Frau Müller, - waren - Sie - schon - beim Arzt?", hide: ["waren"], formEn: "Ms Müller, have you been to the doctor yet?", tr: { ua: "Пані Мюллер, ви вже були в лікаря?", de: "Höfliche Frage an Frau Müller: Hat der Doktor sie schon untersucht? (sein, Präteritum, Sie-Form)", ru: "Госпожа Мюллер, вы уже были у врача?", be: "Спадарыня Мюлер, вы ўжо былі ў лекара?", tr: "Bayan Müller, doktora gittiniz mi?", pl: "Pani Müller, czy była już pani u lekarza?", es: "Señora Müller, ¿ya ha ido usted al médico?" }, correct: false },
      { formDe: "Ich - hatte - keine Zeit.", hide: ["hatte"], formEn: "I had no time.", tr: { ua: "У мене не було часу.", de: "Ich war sehr beschäftigt. (haben, Präteritum, die Zeit)", ru: "У меня не было времени.", be: "У мяне не было часу.", tr: "Vaktim yoktu.", pl: "Nie miałem czasu.", es: "No tenía tiempo." }, correct: false },
      { formDe: "Du - hattest - Glück!", hide: ["hattest"], formEn: "You were lucky!", tr: { ua: "Тобі пощастило!", de: "Das ist für dich gut gegangen! (haben, Präteritum, das Glück)", ru: "Тебе повезло!", be: "Табе пашанцавала!", tr: "Şanslıydın!", pl: "Miałeś szczęście!", es: "¡Tuviste suerte!" }, correct: false },
      { formDe: "Er - hatte - Kopfschmerzen.", hide: ["hatte"], formEn: "He had a headache.", tr: { ua: "У нього боліла голова.", de: "Er hat eine Tablette gegen Schmerzen im Kopf genommen. (haben, Präteritum)", ru: "У него болела голова.", be: "У яго балела галава.", tr: "Başı ağrıyordu.", pl: "Bolała go głowa.", es: "Le dolía la cabeza." }, correct: false },
      { formDe: "Wir - hatten - einen Hund.", hide: ["hatten"], formEn: "We had a dog.", tr: { ua: "У нас був собака.", de: "Früher hat bei uns ein Hund gewohnt. (haben, Präteritum)", ru: "У нас была собака.", be: "У нас быў сабака.", tr: "Bir köpeğimiz vardı.", pl: "Mieliśmy psa.", es: "Teníamos un perro." }, correct: false },
      { formDe: "Ihr - hattet - viel Spaß.", hide: ["hattet"], formEn: "You (all) had a lot of fun.", tr: { ua: "Вам (усім) було дуже весело.", de: "Die Party war toll für euch. (haben, Präteritum, ihr)", ru: "Вам (всем) было очень весело.", be: "Вам (усім) было вельмі весела.", tr: "(Siz) çok eğlendiniz.", pl: "(Wy) świetnie się bawiliście.", es: "Os divertisteis mucho." }, correct: false },
      { formDe: "Die Kinder - hatten - Hunger.", hide: ["hatten"], formEn: "The children were hungry.", tr: { ua: "Діти були голодні.", de: "Die Kinder wollten sofort etwas essen. (haben, Präteritum, der Hunger)", ru: "Дети были голодны.", be: "Дзеці былі галодныя.", tr: "Çocuklar açtı.", pl: "Dzieci były głodne.", es: "Los niños tenían hambre." }, correct: false },
      { formDe: "Hattest - du - gestern - Geburtstag?", hide: ["Hattest"], formEn: "Was it your birthday yesterday?", tr: { ua: "У тебе вчора був день народження?", de: "Frage an einen Freund: Bist du gestern ein Jahr älter geworden? (haben, Präteritum)", ru: "У тебя вчера был день рождения?", be: "У цябе ўчора быў дзень нараджэння?", tr: "Dün senin doğum günün müydü?", pl: "Miałeś wczoraj urodziny?", es: "¿Ayer fue tu cumpleaños?" }, correct: false },
      { formDe: "Gestern - hatte - ich - einen Termin.", hide: ["hatte"], formEn: "Yesterday I had an appointment.", tr: { ua: "Учора в мене була призначена зустріч.", de: "Gestern musste ich zu einer festen Zeit beim Arzt sein. (haben, Präteritum, der Termin)", ru: "Вчера у меня была назначена встреча.", be: "Учора ў мяне была прызначаная сустрэча.", tr: "Dün bir randevum vardı.", pl: "Wczoraj miałem umówioną wizytę.", es: "Ayer tenía una cita." }, correct: false },
      { formDe: "Sie - hatte - ein rotes Auto.", hide: ["hatte"], formEn: "She had a red car.", tr: { ua: "У неї була червона машина.", de: "Ihr altes Auto: Farbe Rot. (haben, Präteritum)", ru: "У неё была красная машина.", be: "У яе была чырвоная машына.", tr: "Onun kırmızı bir arabası vardı.", pl: "Ona miała czerwony samochód.", es: "Ella tenía un coche rojo." }, correct: false },
      { formDe: "Hatten - Sie - eine gute Reise?", hide: ["Hatten"], formEn: "Did you have a good trip?", tr: { ua: "У вас була гарна подорож? (ввічливо)", de: "Höfliche Frage an einen Gast nach der Fahrt. (haben, Präteritum, Sie-Form)", ru: "У вас была хорошая поездка? (вежливо)", be: "У вас было добрае падарожжа? (ветліва)", tr: "İyi bir yolculuk geçirdiniz mi?", pl: "Czy miał pan dobrą podróż?", es: "¿Tuvo usted un buen viaje?" }, correct: false },
      { formDe: "Früher - hatte - meine Oma - einen Garten.", hide: ["hatte"], formEn: "My grandma used to have a garden.", tr: { ua: "Раніше в моєї бабусі був сад.", de: "Heute hat Oma keinen Garten mehr, aber vor vielen Jahren schon. (haben, Präteritum)", ru: "Раньше у моей бабушки был сад.", be: "Раней у маёй бабулі быў сад.", tr: "Büyükannemin eskiden bir bahçesi vardı.", pl: "Moja babcia miała kiedyś ogród.", es: "Mi abuela antes tenía un jardín." }, correct: false },
      { formDe: "Am Montag - hatten - wir - keinen Unterricht.", hide: ["hatten"], formEn: "On Monday we had no lessons.", tr: { ua: "У понеділок у нас не було уроків.", de: "Am Montag war die Schule für uns frei. (haben, Präteritum, kein Unterricht)", ru: "В понедельник у нас не было уроков.", be: "У панядзелак у нас не было ўрокаў.", tr: "Pazartesi dersimiz yoktu.", pl: "W poniedziałek nie mieliśmy lekcji.", es: "El lunes no tuvimos clase." }, correct: false },
      { formDe: "Der Kaffee - war - zu heiß.", hide: ["war"], formEn: "The coffee was too hot.", tr: { ua: "Кава була занадто гаряча.", de: "Ich konnte nicht sofort trinken, ich musste warten. (sein, Präteritum)", ru: "Кофе был слишком горячий.", be: "Кава была занадта гарачая.", tr: "Kahve çok sıcaktı.", pl: "Kawa była za gorąca.", es: "El café estaba demasiado caliente." }, correct: false },
      { formDe: "Als Kind - hatte - ich - eine Katze.", hide: ["hatte"], formEn: "As a child I had a cat.", tr: { ua: "У дитинстві в мене була кішка.", de: "Früher, mit sechs Jahren, hat bei mir ein kleines Tier mit Fell gewohnt. (haben, Präteritum)", ru: "В детстве у меня была кошка.", be: "У дзяцінстве ў мяне была котка.", tr: "Çocukken bir kedim vardı.", pl: "Jako dziecko miałem kota.", es: "De niño tenía un gato." }, correct: false },
      { formDe: "Wie - war - die Party?", hide: ["war"], formEn: "How was the party?", tr: { ua: "Як пройшла вечірка?", de: "Frage an eine Freundin am Tag nach dem Fest. (sein, Präteritum)", ru: "Как прошла вечеринка?", be: "Як прайшла вечарына?", tr: "Parti nasıldı?", pl: "Jak było na imprezie?", es: "¿Qué tal la fiesta?" }, correct: false },
      { formDe: "Hattet - ihr - gestern - Besuch?", hide: ["Hattet"], formEn: "Did you have visitors yesterday?", tr: { ua: "Учора у вас були гості?", de: "Frage an die Nachbarn: Vor eurem Haus standen gestern viele Autos. (haben, Präteritum, ihr)", ru: "Вчера у вас были гости?", be: "Учора ў вас былі госці?", tr: "Dün misafiriniz var mıydı?", pl: "Mieliście wczoraj gości?", es: "¿Tuvisteis visita ayer?" }, correct: false },
      { formDe: "Im Winter - waren - die Tage - kurz.", hide: ["waren"], formEn: "In winter the days were short.", tr: { ua: "Узимку дні були короткі.", de: "Im Dezember wurde es schon um vier Uhr dunkel. (sein, Präteritum)", ru: "Зимой дни были короткие.", be: "Зімой дні былі кароткія.", tr: "Kışın günler kısaydı.", pl: "Zimą dni były krótkie.", es: "En invierno los días eran cortos." }, correct: false },
      { formDe: "Du - hattest - recht.", hide: ["hattest"], formEn: "You were right.", tr: { ua: "Ти мав рацію.", de: "Deine Meinung war richtig, ich gebe es zu. (haben, Präteritum, recht)", ru: "Ты был прав.", be: "Ты меў рацыю.", tr: "Haklıydın.", pl: "Miałeś rację.", es: "Tenías razón." }, correct: false },
    ],
  },
};

export default topic;
