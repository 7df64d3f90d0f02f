import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'prefixes',
  order: 12,
  title: { en: 'Separable and Inseparable Prefixes', ua: 'Відокремлювані та невідокремлювані префікси', de: 'Trennbare und untrennbare Präfixe', ru: 'Отделяемые и неотделяемые приставки', be: 'Аддзяляльныя і неаддзяляльныя прыстаўкі', tr: 'Ayrılabilen ve ayrılamayan önekler', pl: 'Przedrostki rozdzielne i nierozdzielne', es: 'Prefijos separables e inseparables' },
  descr: { en: 'Know when a verb prefix moves to the end of the sentence, when it stays attached, and how the Partizip II is formed.', ua: 'Дізнайтеся, коли префікс дієслова переходить у кінець речення, коли залишається при дієслові і як утворюється Partizip II.', de: 'Wann steht die Vorsilbe am Satzende, wann bleibt sie am Verb, und wie bildet man das Partizip II?', ru: 'Узнайте, когда приставка глагола уходит в конец предложения, когда остаётся при глаголе и как образуется Partizip II.', be: 'Даведайцеся, калі прыстаўка дзеяслова пераходзіць у канец сказа, калі застаецца пры дзеяслове і як утвараецца Partizip II.', tr: 'Fiil önekinin ne zaman cümlenin sonuna gittiğini, ne zaman fiile bağlı kaldığını ve Partizip II’nin nasıl yapıldığını öğrenin.', pl: 'Dowiedz się, kiedy przedrostek czasownika przechodzi na koniec zdania, kiedy zostaje przy czasowniku i jak tworzy się Partizip II.', es: 'Aprende cuándo el prefijo del verbo va al final de la frase, cuándo se queda unido y cómo se forma el Partizip II.' },
  rules: [
    {
      heading: 'Two kinds of prefixes',
      paragraphs: [
        'Many German verbs have a prefix that changes their meaning: kommen (come) → ankommen (arrive), bekommen (receive). Some prefixes can be separated from the verb, others never.',
        'You can hear the difference: a separable prefix is stressed (ANrufen, AUFstehen), an inseparable prefix is not stressed (verSTEhen, beKOMmen).',
      ],
      table: {
        caption: 'Common prefixes',
        head: ['Type', 'Prefixes', 'Examples'],
        rows: [
          ['separable', 'ab-, an-, auf-, aus-, ein-, fern-, mit-, nach-, vor-, weg-, zu-, zurück-', 'abfahren, anrufen, aufstehen, ausgehen, einkaufen, fernsehen, mitkommen, zumachen, zurückkommen'],
          ['inseparable', 'be-, emp-, ent-, er-, ge-, miss-, ver-, zer-', 'bezahlen, empfehlen, entscheiden, erzählen, gehören, missverstehen, verstehen, zerbrechen'],
        ],
      },
    },
    {
      heading: 'Separable verbs in main clauses: the particle goes to the end',
      paragraphs: [
        'In a main clause (statements, questions, imperatives) the verb without its prefix stands in position 2 or 1, and the prefix (the particle) goes to the very end of the clause.',
        'This happens in the present and in the Präteritum: Der Film fängt um acht an. / Der Film fing um acht an.',
      ],
      examples: [
        { de: 'Ich rufe dich heute Abend an.', tr: 'I will call you this evening.' },
        { de: 'Wann kommst du aus dem Urlaub zurück?', tr: 'When are you coming back from holiday?' },
        { de: 'Mach bitte die Tür zu!', tr: 'Please close the door!' },
        { de: 'Der Unterricht fing pünktlich an.', tr: 'The lesson started on time.' },
      ],
      table: {
        caption: 'The particle at the end',
        head: ['Infinitive', 'Main clause'],
        rows: [
          ['anrufen', 'Ich rufe meine Mutter an.'],
          ['aufstehen', 'Er steht um sieben Uhr auf.'],
          ['einkaufen', 'Wir kaufen im Supermarkt ein.'],
          ['fernsehen', 'Siehst du oft fern?'],
          ['mitkommen', 'Kommst du mit?'],
        ],
      },
    },
    {
      heading: 'Separable verbs stay together in subordinate clauses and infinitives',
      paragraphs: [
        'In a subordinate clause the conjugated verb goes to the end, so the particle and the verb meet again and are written as one word: …, weil er früh aufsteht.',
        'After a modal verb, the infinitive is one word: Ich muss früh aufstehen.',
        'In an infinitive with zu, the zu goes between the particle and the verb, all in one word: Ich habe keine Lust, früh aufzustehen.',
      ],
      examples: [
        { de: 'Ich weiß nicht, wann der Zug abfährt.', tr: 'I do not know when the train leaves.' },
        { de: 'Kannst du mich vom Bahnhof abholen?', tr: 'Can you pick me up from the station?' },
        { de: 'Vergiss nicht, das Fenster zuzumachen.', tr: 'Do not forget to close the window.' },
      ],
      table: {
        caption: 'aufstehen in different structures',
        head: ['Structure', 'Example'],
        rows: [
          ['main clause', 'Ich stehe früh auf.'],
          ['subordinate clause', '…, weil ich früh aufstehe.'],
          ['with a modal verb', 'Ich muss früh aufstehen.'],
          ['infinitive with zu', 'Es ist schwer, früh aufzustehen.'],
          ['Perfekt', 'Ich bin früh aufgestanden.'],
        ],
      },
    },
    {
      heading: 'Partizip II of separable verbs: ge in the middle',
      paragraphs: [
        'The Partizip II of a separable verb is formed with ge between the particle and the verb: an + ge + rufen → angerufen, ein + ge + kauft → eingekauft.',
        'The verb part is regular or irregular just as without the prefix (kaufen → gekauft, so einkaufen → eingekauft; kommen → gekommen, so ankommen → angekommen). The auxiliary depends on the meaning: Ich habe eingekauft, but Der Zug ist angekommen.',
      ],
      examples: [
        { de: 'Ich habe dich gestern angerufen.', tr: 'I called you yesterday.' },
        { de: 'Wir sind um neun Uhr abgefahren.', tr: 'We left at nine o\u2019clock.' },
        { de: 'Hast du schon eingekauft?', tr: 'Have you already done the shopping?' },
      ],
      table: {
        caption: 'Separable verbs in the Perfekt',
        head: ['Infinitive', 'Partizip II', 'Perfekt'],
        rows: [
          ['anrufen', 'angerufen', 'Sie hat mich angerufen.'],
          ['einkaufen', 'eingekauft', 'Wir haben eingekauft.'],
          ['aufmachen', 'aufgemacht', 'Er hat das Fenster aufgemacht.'],
          ['mitbringen', 'mitgebracht', 'Ich habe Kuchen mitgebracht.'],
          ['ankommen', 'angekommen', 'Der Zug ist angekommen.'],
          ['zurückfahren', 'zurückgefahren', 'Sie sind zurückgefahren.'],
        ],
      },
    },
    {
      heading: 'Inseparable prefixes: always attached, no ge',
      paragraphs: [
        'The prefixes be-, ge-, er-, ver-, zer-, ent-, emp- and miss- never leave the verb, in any sentence: Ich verstehe dich. / …, weil ich dich verstehe.',
        'Their Partizip II has no ge: verstehen → verstanden, bezahlen → bezahlt, erzählen → erzählt. In the infinitive with zu, zu stands before the whole verb: zu bezahlen.',
        'Tip: gehören already begins with ge-, so its Partizip II is simply gehört (Das Haus hat meinem Opa gehört).',
      ],
      examples: [
        { de: 'Der Kellner empfiehlt uns die Suppe.', tr: 'The waiter recommends the soup to us.' },
        { de: 'Ich habe die Aufgabe nicht verstanden.', tr: 'I did not understand the exercise.' },
        { de: 'Wir haben uns für ein Hotel am Meer entschieden.', tr: 'We decided on a hotel by the sea.' },
      ],
      table: {
        caption: 'Inseparable verbs in the Perfekt',
        head: ['Prefix', 'Infinitive', 'Partizip II'],
        rows: [
          ['be-', 'bezahlen', 'bezahlt'],
          ['ge-', 'gehören', 'gehört'],
          ['er-', 'erzählen', 'erzählt'],
          ['ver-', 'verstehen', 'verstanden'],
          ['zer-', 'zerbrechen', 'zerbrochen'],
          ['ent-', 'entscheiden', 'entschieden'],
          ['emp-', 'empfehlen', 'empfohlen'],
          ['miss-', 'missverstehen', 'missverstanden'],
        ],
      },
    },
    {
      heading: 'Same verb, different prefix',
      paragraphs: [
        'The same basic verb can get different meanings with a separable or an inseparable prefix. Learn each verb with its prefix and its Partizip II.',
      ],
      examples: [
        { de: 'Der Bus kommt um zehn Uhr an.', tr: 'The bus arrives at ten o\u2019clock.' },
        { de: 'Ich bekomme jeden Tag viele Nachrichten.', tr: 'I receive a lot of messages every day.' },
        { de: 'Sie steht um sechs Uhr auf.', tr: 'She gets up at six o\u2019clock.' },
        { de: 'Verstehst du die Frage?', tr: 'Do you understand the question?' },
      ],
      table: {
        caption: 'kommen and stehen with prefixes',
        head: ['Verb', 'Type', 'Meaning', 'Partizip II'],
        rows: [
          ['ankommen', 'separable', 'arrive', 'angekommen'],
          ['bekommen', 'inseparable', 'receive, get', 'bekommen'],
          ['aufstehen', 'separable', 'get up', 'aufgestanden'],
          ['verstehen', 'inseparable', 'understand', 'verstanden'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Ich - rufe - dich - morgen - an.', hide: ['rufe', 'an'], formEn: 'I will call you tomorrow.', tr: { ua: 'Я подзвоню тобі завтра.', de: 'Morgen gibt es ein Telefonat von mir mit dir. (anrufen)', ru: 'Я позвоню тебе завтра.', be: 'Я патэлефаную табе заўтра.', tr: 'Yarın seni ararım.', pl: 'Zadzwonię do ciebie jutro.', es: 'Te llamo mañana.' }, correct: false },
    { formDe: 'Der Zug - fährt - um neun Uhr - ab.', hide: ['fährt', 'ab'], formEn: 'The train leaves at nine o\u2019clock.', tr: { ua: 'Потяг відправляється о дев’ятій годині.', de: 'Um neun Uhr verlässt der Zug den Bahnhof. (abfahren)', ru: 'Поезд отправляется в девять часов.', be: 'Цягнік адпраўляецца а дзявятай гадзіне.', tr: 'Tren saat dokuzda kalkıyor.', pl: 'Pociąg odjeżdża o dziewiątej.', es: 'El tren sale a las nueve.' }, correct: false },
    { formDe: 'Wir - kaufen - heute - im Supermarkt - ein.', hide: ['kaufen', 'ein'], formEn: 'We are doing the shopping at the supermarket today.', tr: { ua: 'Сьогодні ми робимо покупки в супермаркеті.', de: 'Heute holen wir Lebensmittel im Supermarkt. (einkaufen)', ru: 'Сегодня мы делаем покупки в супермаркете.', be: 'Сёння мы робім пакупкі ў супермаркеце.', tr: 'Bugün süpermarkette alışveriş yapıyoruz.', pl: 'Dzisiaj robimy zakupy w supermarkecie.', es: 'Hoy hacemos la compra en el supermercado.' }, correct: false },
    { formDe: 'Mach - bitte - das Licht - aus!', hide: ['Mach', 'aus'], formEn: 'Please switch off the light!', tr: { ua: 'Вимкни, будь ласка, світло!', de: 'Bitte an einen Freund: Im Zimmer soll es dunkel sein. (ausmachen, Imperativ)', ru: 'Выключи, пожалуйста, свет!', be: 'Выключы, калі ласка, святло!', tr: 'Lütfen ışığı kapat!', pl: 'Zgaś, proszę, światło!', es: '¡Apaga la luz, por favor!' }, correct: false },
    { formDe: 'Meine Eltern - kommen - am Sonntag - zurück.', hide: ['kommen', 'zurück'], formEn: 'My parents are coming back on Sunday.', tr: { ua: 'Мої батьки повертаються в неділю.', de: 'Am Sonntag sind meine Eltern wieder hier. (zurückkommen)', ru: 'Мои родители возвращаются в воскресенье.', be: 'Мае бацькі вяртаюцца ў нядзелю.', tr: 'Annemle babam pazar günü dönüyor.', pl: 'Moi rodzice wracają w niedzielę.', es: 'Mis padres vuelven el domingo.' }, correct: false },
    { formDe: 'Kommst - du - heute Abend - mit?', hide: ['Kommst', 'mit'], formEn: 'Are you coming along this evening?', tr: { ua: 'Ти підеш із нами сьогодні ввечері?', de: 'Frage an einen Freund: Bist du heute Abend dabei? (mitkommen)', ru: 'Ты пойдёшь с нами сегодня вечером?', be: 'Ты пойдзеш з намі сёння ўвечары?', tr: 'Bu akşam bizimle geliyor musun?', pl: 'Idziesz z nami dziś wieczorem?', es: '¿Vienes con nosotros esta noche?' }, correct: false },
    { formDe: 'Er - sieht - jeden Abend - fern.', hide: ['sieht', 'fern'], formEn: 'He watches TV every evening.', tr: { ua: 'Він щовечора дивиться телевізор.', de: 'Jeden Abend sitzt er vor dem Fernseher. (fernsehen)', ru: 'Он каждый вечер смотрит телевизор.', be: 'Ён кожны вечар глядзіць тэлевізар.', tr: 'Her akşam televizyon izliyor.', pl: 'Co wieczór ogląda telewizję.', es: 'Ve la tele todas las noches.' }, correct: false },
    { formDe: 'Ich - stehe - jeden Morgen - um sechs Uhr - auf.', hide: ['stehe', 'auf'], formEn: 'I get up at six o\u2019clock every morning.', tr: { ua: 'Я щоранку встаю о шостій годині.', de: 'Mein Wecker klingelt jeden Tag um sechs, dann verlasse ich das Bett. (aufstehen)', ru: 'Я встаю каждое утро в шесть часов.', be: 'Я кожную раніцу ўстаю а шостай гадзіне.', tr: 'Her sabah saat altıda kalkarım.', pl: 'Codziennie rano wstaję o szóstej.', es: 'Me levanto todas las mañanas a las seis.' }, correct: false },
    { formDe: 'Der Film - fing - um acht Uhr - an.', hide: ['an'], formEn: 'The film started at eight o\u2019clock.', tr: { ua: 'Фільм почався о восьмій годині.', de: 'Um acht Uhr war der Beginn des Films. (anfangen, Präteritum)', ru: 'Фильм начался в восемь часов.', be: 'Фільм пачаўся а восьмай гадзіне.', tr: 'Film saat sekizde başladı.', pl: 'Film zaczął się o ósmej.', es: 'La película empezó a las ocho.' }, correct: false },
    { formDe: 'Wir - laden - alle Freunde - zu unserer Hochzeit - ein.', hide: ['laden', 'ein'], formEn: 'We are inviting all our friends to our wedding.', tr: { ua: 'Ми запрошуємо всіх друзів на наше весілля.', de: 'Alle Freunde sollen zu unserer Hochzeit kommen, sie bekommen eine Karte. (einladen)', ru: 'Мы приглашаем всех друзей на нашу свадьбу.', be: 'Мы запрашаем усіх сяброў на наша вяселле.', tr: 'Bütün arkadaşlarımızı düğünümüze davet ediyoruz.', pl: 'Zapraszamy wszystkich przyjaciół na nasz ślub.', es: 'Invitamos a todos nuestros amigos a nuestra boda.' }, correct: false },
    { formDe: 'Ich - hole - dich - am Bahnhof - ab.', hide: ['hole', 'ab'], formEn: 'I will pick you up at the station.', tr: { ua: 'Я заберу тебе на вокзалі.', de: 'Du kommst mit dem Zug, ich warte dort mit dem Auto auf dich. (abholen)', ru: 'Я заберу тебя на вокзале.', be: 'Я забяру цябе на вакзале.', tr: 'Seni istasyondan alırım.', pl: 'Odbiorę cię z dworca.', es: 'Te recojo en la estación.' }, correct: false },
    { formDe: 'Ich weiß nicht, - wann - der Bus - abfährt.', hide: ['abfährt'], formEn: 'I do not know when the bus leaves.', tr: { ua: 'Я не знаю, коли відправляється автобус.', de: 'Die Abfahrtszeit vom Bus ist mir nicht bekannt. (abfahren, Nebensatz)', ru: 'Я не знаю, когда отправляется автобус.', be: 'Я не ведаю, калі адпраўляецца аўтобус.', tr: 'Otobüsün ne zaman kalktığını bilmiyorum.', pl: 'Nie wiem, kiedy odjeżdża autobus.', es: 'No sé cuándo sale el autobús.' }, correct: false },
    { formDe: 'Er ist immer müde, - weil - er - so früh - aufsteht.', hide: ['aufsteht'], formEn: 'He is always tired because he gets up so early.', tr: { ua: 'Він завжди втомлений, бо встає так рано.', de: 'Sein Tag beginnt sehr früh, darum ist er immer müde. (aufstehen, weil)', ru: 'Он всегда уставший, потому что встаёт так рано.', be: 'Ён заўсёды стомлены, бо ўстае так рана.', tr: 'Hep yorgun, çünkü çok erken kalkıyor.', pl: 'Zawsze jest zmęczony, bo tak wcześnie wstaje.', es: 'Siempre está cansado porque se levanta muy temprano.' }, correct: false },
    { formDe: 'Sie sagt, - dass - sie - morgen - zurückkommt.', hide: ['zurückkommt'], formEn: 'She says that she is coming back tomorrow.', tr: { ua: 'Вона каже, що повернеться завтра.', de: 'Sie erzählt: Morgen ist sie wieder da. (zurückkommen, dass)', ru: 'Она говорит, что вернётся завтра.', be: 'Яна кажа, што вернецца заўтра.', tr: 'Yarın döneceğini söylüyor.', pl: 'Mówi, że wraca jutro.', es: 'Dice que vuelve mañana.' }, correct: false },
    { formDe: 'Wenn - du - mitkommst, - freue - ich - mich.', hide: ['mitkommst', 'freue'], formEn: 'If you come along, I will be happy.', tr: { ua: 'Якщо ти підеш з нами, я буду радий.', de: 'Deine Begleitung macht mir Freude. (mitkommen, wenn, sich freuen)', ru: 'Если ты пойдёшь с нами, я буду рад.', be: 'Калі ты пойдзеш з намі, я буду рады.', tr: 'Bizimle gelirsen sevinirim.', pl: 'Jeśli pójdziesz z nami, będę się cieszyć.', es: 'Si vienes con nosotros, me alegraré.' }, correct: false },
    { formDe: 'Ich - muss - heute noch - die Wohnung - aufräumen.', hide: ['muss', 'aufräumen'], formEn: 'I still have to tidy up the flat today.', tr: { ua: 'Сьогодні мені ще треба прибрати квартиру.', de: 'Heute wartet noch Arbeit auf mich: Die Wohnung ist unordentlich. (müssen, aufräumen)', ru: 'Сегодня мне ещё нужно убрать квартиру.', be: 'Сёння мне яшчэ трэба прыбраць кватэру.', tr: 'Bugün daha evi toplamam gerekiyor.', pl: 'Dzisiaj muszę jeszcze posprzątać mieszkanie.', es: 'Hoy todavía tengo que ordenar el piso.' }, correct: false },
    { formDe: 'Kannst - du - bitte - die Tür - zumachen?', hide: ['Kannst', 'zumachen'], formEn: 'Can you close the door, please?', tr: { ua: 'Можеш, будь ласка, зачинити двері?', de: 'Bitte an einen Freund: Die Tür ist offen, es zieht. (können, zumachen)', ru: 'Можешь, пожалуйста, закрыть дверь?', be: 'Можаш, калі ласка, зачыніць дзверы?', tr: 'Kapıyı kapatabilir misin, lütfen?', pl: 'Możesz, proszę, zamknąć drzwi?', es: '¿Puedes cerrar la puerta, por favor?' }, correct: false },
    { formDe: 'Wir - haben - keine Lust, - heute - auszugehen.', hide: ['haben', 'auszugehen'], formEn: 'We do not feel like going out today.', tr: { ua: 'Нам сьогодні не хочеться нікуди виходити.', de: 'Heute bleiben wir lieber zu Hause, Party und Kino sind uns egal. (keine Lust haben, ausgehen)', ru: 'Нам сегодня не хочется никуда выходить.', be: 'Нам сёння не хочацца нікуды выходзіць.', tr: 'Bugün dışarı çıkmak içimizden gelmiyor.', pl: 'Nie mamy dziś ochoty wychodzić.', es: 'Hoy no tenemos ganas de salir.' }, correct: false },
    { formDe: 'Vergiss - nicht, - den Herd - auszuschalten.', hide: ['auszuschalten'], formEn: 'Do not forget to switch off the cooker.', tr: { ua: 'Не забудь вимкнути плиту.', de: 'Erinnerung: Nach dem Kochen muss der Herd aus sein. (vergessen, ausschalten)', ru: 'Не забудь выключить плиту.', be: 'Не забудзь выключыць пліту.', tr: 'Ocağı kapatmayı unutma.', pl: 'Nie zapomnij wyłączyć kuchenki.', es: 'No te olvides de apagar la cocina.' }, correct: false },
    { formDe: 'Ich - habe - dich - gestern - angerufen.', hide: ['habe', 'angerufen'], formEn: 'I called you yesterday.', tr: { ua: 'Я дзвонив тобі вчора.', de: 'Gestern hat dein Telefon geklingelt, das war ich. (anrufen, Perfekt)', ru: 'Я звонил тебе вчера.', be: 'Я тэлефанаваў табе ўчора.', tr: 'Dün seni aradım.', pl: 'Dzwoniłem do ciebie wczoraj.', es: 'Te llamé ayer.' }, correct: false },
    { formDe: 'Wir - haben - am Samstag - auf dem Markt - eingekauft.', hide: ['haben', 'eingekauft'], formEn: 'We did our shopping at the market on Saturday.', tr: { ua: 'У суботу ми робили покупки на ринку.', de: 'Am Samstag haben wir Obst und Gemüse auf dem Markt geholt. (einkaufen, Perfekt)', ru: 'В субботу мы делали покупки на рынке.', be: 'У суботу мы рабілі пакупкі на рынку.', tr: 'Cumartesi pazarda alışveriş yaptık.', pl: 'W sobotę zrobiliśmy zakupy na targu.', es: 'El sábado hicimos la compra en el mercado.' }, correct: false },
    { formDe: 'Der Zug - ist - pünktlich - angekommen.', hide: ['ist', 'angekommen'], formEn: 'The train arrived on time.', tr: { ua: 'Потяг прибув вчасно.', de: 'Der Zug war ohne Verspätung da. (ankommen, Perfekt)', ru: 'Поезд прибыл вовремя.', be: 'Цягнік прыбыў своечасова.', tr: 'Tren zamanında geldi.', pl: 'Pociąg przyjechał punktualnie.', es: 'El tren llegó puntual.' }, correct: false },
    { formDe: 'Hast - du - das Licht - ausgemacht?', hide: ['Hast', 'ausgemacht'], formEn: 'Did you switch off the light?', tr: { ua: 'Ти вимкнув світло?', de: 'Frage: Ist das Licht jetzt aus? Warst du das? (ausmachen, Perfekt)', ru: 'Ты выключил свет?', be: 'Ты выключыў святло?', tr: 'Işığı kapattın mı?', pl: 'Zgasiłeś światło?', es: '¿Has apagado la luz?' }, correct: false },
    { formDe: 'Meine Freundin - hat - mich - zum Essen - eingeladen.', hide: ['hat', 'eingeladen'], formEn: 'My girlfriend invited me to dinner.', tr: { ua: 'Моя дівчина запросила мене на вечерю.', de: 'Meine Freundin hat gefragt: Kommst du mit mir essen? (einladen, Perfekt)', ru: 'Моя девушка пригласила меня на ужин.', be: 'Мая дзяўчына запрасіла мяне на вячэру.', tr: 'Kız arkadaşım beni yemeğe davet etti.', pl: 'Moja dziewczyna zaprosiła mnie na kolację.', es: 'Mi novia me invitó a cenar.' }, correct: false },
    { formDe: 'Sie - ist - um Mitternacht - zurückgekommen.', hide: ['ist', 'zurückgekommen'], formEn: 'She came back at midnight.', tr: { ua: 'Вона повернулася опівночі.', de: 'Um zwölf Uhr nachts war sie wieder zu Hause. (zurückkommen, Perfekt)', ru: 'Она вернулась в полночь.', be: 'Яна вярнулася апоўначы.', tr: 'Gece yarısı geri döndü.', pl: 'Wróciła o północy.', es: 'Volvió a medianoche.' }, correct: false },
    { formDe: 'Ich - verstehe - deine Frage - leider - nicht.', hide: ['verstehe'], formEn: 'Unfortunately I do not understand your question.', tr: { ua: 'На жаль, я не розумію твого питання.', de: 'Schade, deine Frage ist mir nicht klar. (verstehen)', ru: 'К сожалению, я не понимаю твой вопрос.', be: 'На жаль, я не разумею твайго пытання.', tr: 'Maalesef sorunu anlamıyorum.', pl: 'Niestety nie rozumiem twojego pytania.', es: 'Por desgracia, no entiendo tu pregunta.' }, correct: false },
    { formDe: 'Wir - bezahlen - die Rechnung - mit Karte.', hide: ['bezahlen'], formEn: 'We are paying the bill by card.', tr: { ua: 'Ми оплачуємо рахунок карткою.', de: 'Im Restaurant: Wir geben dem Kellner kein Bargeld, sondern die Karte. (bezahlen)', ru: 'Мы оплачиваем счёт картой.', be: 'Мы аплачваем рахунак картай.', tr: 'Hesabı kartla ödüyoruz.', pl: 'Płacimy rachunek kartą.', es: 'Pagamos la cuenta con tarjeta.' }, correct: false },
    { formDe: 'Der Lehrer - erklärt - die Grammatik - noch einmal.', hide: ['erklärt'], formEn: 'The teacher explains the grammar once again.', tr: { ua: 'Учитель ще раз пояснює граматику.', de: 'Die Grammatik ist noch unklar, der Lehrer macht sie ein zweites Mal klar. (erklären)', ru: 'Учитель ещё раз объясняет грамматику.', be: 'Настаўнік яшчэ раз тлумачыць граматыку.', tr: 'Öğretmen dilbilgisini bir kez daha açıklıyor.', pl: 'Nauczyciel jeszcze raz wyjaśnia gramatykę.', es: 'El profesor explica la gramática otra vez.' }, correct: false },
    { formDe: 'Hast - du - meine Nachricht - bekommen?', hide: ['Hast', 'bekommen'], formEn: 'Did you get my message?', tr: { ua: 'Ти отримав моє повідомлення?', de: 'Frage an einen Freund: Ist meine Nachricht bei dir angekommen? (bekommen, Perfekt)', ru: 'Ты получил моё сообщение?', be: 'Ты атрымаў маё паведамленне?', tr: 'Mesajımı aldın mı?', pl: 'Dostałeś moją wiadomość?', es: '¿Has recibido mi mensaje?' }, correct: false },
    { formDe: 'Das Kind - hat - die Tasse - zerbrochen.', hide: ['hat', 'zerbrochen'], formEn: 'The child broke the cup.', tr: { ua: 'Дитина розбила чашку.', de: 'Die Tasse ist jetzt kaputt, das Kind war es. (zerbrechen, Perfekt)', ru: 'Ребёнок разбил чашку.', be: 'Дзіця разбіла кубак.', tr: 'Çocuk fincanı kırdı.', pl: 'Dziecko stłukło filiżankę.', es: 'El niño rompió la taza.' }, correct: false },
    { formDe: 'Wir - haben - uns - für das rote Auto - entschieden.', hide: ['haben', 'entschieden'], formEn: 'We decided on the red car.', tr: { ua: 'Ми вирішили взяти червону машину.', de: 'Unsere Wahl: das rote Auto. (sich entscheiden für, Perfekt)', ru: 'Мы выбрали красную машину.', be: 'Мы вырашылі ўзяць чырвоную машыну.', tr: 'Kırmızı arabada karar kıldık.', pl: 'Zdecydowaliśmy się na czerwony samochód.', es: 'Nos decidimos por el coche rojo.' }, correct: false },
    { formDe: 'Der Kellner - hat - uns - den Fisch - empfohlen.', hide: ['hat', 'empfohlen'], formEn: 'The waiter recommended the fish to us.', tr: { ua: 'Офіціант порадив нам рибу.', de: 'Der Kellner hat gesagt: Der Fisch ist heute besonders gut. (empfehlen, Perfekt)', ru: 'Официант посоветовал нам рыбу.', be: 'Афіцыянт параіў нам рыбу.', tr: 'Garson bize balığı önerdi.', pl: 'Kelner polecił nam rybę.', es: 'El camarero nos recomendó el pescado.' }, correct: false },
    { formDe: 'Ich - habe - dich - leider - missverstanden.', hide: ['habe', 'missverstanden'], formEn: 'I am afraid I misunderstood you.', tr: { ua: 'Боюся, я тебе неправильно зрозумів.', de: 'Entschuldigung, ich dachte, du meinst etwas anderes. (missverstehen, Perfekt)', ru: 'Боюсь, я тебя неправильно понял.', be: 'Баюся, я цябе няправільна зразумеў.', tr: 'Korkarım seni yanlış anladım.', pl: 'Obawiam się, że źle cię zrozumiałem.', es: 'Me temo que te entendí mal.' }, correct: false },
    { formDe: 'Opa - hat - uns - eine lustige Geschichte - erzählt.', hide: ['hat', 'erzählt'], formEn: 'Grandpa told us a funny story.', tr: { ua: 'Дідусь розповів нам смішну історію.', de: 'Wir haben bei Opa viel gelacht, er hatte eine tolle Geschichte für uns. (erzählen, Perfekt)', ru: 'Дедушка рассказал нам смешную историю.', be: 'Дзядуля расказаў нам смешную гісторыю.', tr: 'Dedem bize komik bir hikâye anlattı.', pl: 'Dziadek opowiedział nam zabawną historię.', es: 'El abuelo nos contó una historia divertida.' }, correct: false },
    { formDe: 'Das Buch auf dem Tisch - gehört - meiner Schwester.', hide: ['gehört'], formEn: 'The book on the table belongs to my sister.', tr: { ua: 'Книжка на столі належить моїй сестрі.', de: 'Das Buch dort auf dem Tisch ist von meiner Schwester. (gehören)', ru: 'Книга на столе принадлежит моей сестре.', be: 'Кніга на стале належыць маёй сястры.', tr: 'Masadaki kitap kız kardeşime ait.', pl: 'Książka na stole należy do mojej siostry.', es: 'El libro de la mesa es de mi hermana.' }, correct: false },
    { formDe: 'Ich - habe - meinen Schlüssel - verloren.', hide: ['habe', 'verloren'], formEn: 'I have lost my key.', tr: { ua: 'Я загубив свій ключ.', de: 'Mein Schlüssel ist weg, ich finde ihn nicht. (verlieren, Perfekt)', ru: 'Я потерял свой ключ.', be: 'Я згубіў свой ключ.', tr: 'Anahtarımı kaybettim.', pl: 'Zgubiłem klucz.', es: 'He perdido mi llave.' }, correct: false },
  ],
};

export default lesson;
