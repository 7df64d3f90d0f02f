import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'questions',
  order: 13,
  title: { en: 'Complex Questions and Question Pronouns', ua: 'Складні запитання та питальні займенники', de: 'Komplexe Fragen und Fragepronomen', ru: 'Сложные вопросы и вопросительные местоимения', be: 'Складаныя пытанні і пытальныя займеннікі', tr: 'Karmaşık sorular ve soru zamirleri', pl: 'Złożone pytania i zaimki pytające', es: 'Preguntas complejas y pronombres interrogativos' },
  descr: { en: 'Ask W-questions, yes/no questions and indirect questions, and use welcher, was für ein and wo(r) + preposition.', ua: 'Ставте W-питання, загальні та непрямі питання й уживайте welcher, was für ein і wo(r) + прийменник.', de: 'W-Fragen, Ja-Nein-Fragen und indirekte Fragen stellen; welcher, was für ein und wo(r) + Präposition verwenden.', ru: 'Задавайте W-вопросы, общие и косвенные вопросы, используйте welcher, was für ein и wo(r) + предлог.', be: 'Задавайце W-пытанні, агульныя і ўскосныя пытанні, ужывайце welcher, was für ein і wo(r) + прыназоўнік.', tr: 'W-soruları, evet/hayır soruları ve dolaylı sorular sorun; welcher, was für ein ve wo(r) + edat yapılarını kullanın.', pl: 'Zadawaj pytania z W, pytania typu tak/nie i pytania zależne oraz używaj welcher, was für ein i wo(r) + przyimek.', es: 'Haz preguntas con W, preguntas de sí o no y preguntas indirectas, y usa welcher, was für ein y wo(r) + preposición.' },
  rules: [
    {
      heading: 'W-questions: the question word comes first, the verb second',
      paragraphs: [
        'A W-question starts with a question word (most of them begin with w). The conjugated verb follows in position 2, then the subject. Other verb parts (Partizip II, infinitive, separable prefix) go to the end.',
        'wie can be combined with other words to ask more exactly: wie lange (how long), wie oft (how often), wie viel (how much), wie alt (how old).',
      ],
      examples: [
        { de: 'Wann kommt der Zug?', tr: 'When does the train come?' },
        { de: 'Wohin fahrt ihr im Urlaub?', tr: 'Where are you going on holiday?' },
        { de: 'Wie lange hast du in München gewohnt?', tr: 'How long did you live in Munich?' },
        { de: 'Wie oft rufst du deine Mutter an?', tr: 'How often do you call your mother?' },
      ],
      table: {
        caption: 'Common question words',
        head: ['Question word', 'Meaning', 'Example'],
        rows: [
          ['was', 'what', 'Was machst du heute?'],
          ['wann', 'when', 'Wann beginnt der Film?'],
          ['wo', 'where (place)', 'Wo ist die Post?'],
          ['wohin', 'where to (direction)', 'Wohin gehst du?'],
          ['woher', 'where from', 'Woher kommen Sie?'],
          ['warum', 'why', 'Warum lernst du Deutsch?'],
          ['wie', 'how', 'Wie geht es dir?'],
          ['wie lange', 'how long', 'Wie lange dauert der Kurs?'],
          ['wie oft', 'how often', 'Wie oft trainierst du?'],
        ],
      },
    },
    {
      heading: 'wer, wen, wem, wessen: asking about people in every case',
      paragraphs: [
        'The question word for people changes with its case, just like the article der. Ask with wer for the subject, wen for the accusative object, wem for the dative object and wessen for the owner (genitive).',
        'After a preposition, use the case the preposition needs: mit wem (dative), für wen (accusative).',
      ],
      examples: [
        { de: 'Wer hat angerufen?', tr: 'Who called?' },
        { de: 'Wen besuchst du am Wochenende?', tr: 'Who are you visiting at the weekend?' },
        { de: 'Wem schenkst du die Blumen?', tr: 'Who are you giving the flowers to?' },
        { de: 'Wessen Tasche ist das?', tr: 'Whose bag is that?' },
        { de: 'Mit wem gehst du ins Kino?', tr: 'Who are you going to the cinema with?' },
      ],
      table: {
        caption: 'The question pronoun for people',
        head: ['Case', 'Question word', 'Example'],
        rows: [
          ['Nominative', 'wer', 'Wer kommt heute?'],
          ['Accusative', 'wen', 'Wen fragst du?'],
          ['Dative', 'wem', 'Wem hilfst du?'],
          ['Genitive', 'wessen', 'Wessen Buch ist das?'],
        ],
      },
    },
    {
      heading: 'welcher, welche, welches: choosing from a group',
      paragraphs: [
        'Use welcher when you ask about one thing out of a known group (which one?). It has the same endings as the definite article der, die, das.',
      ],
      examples: [
        { de: 'Welcher Pullover gefällt dir?', tr: 'Which jumper do you like?' },
        { de: 'Welchen Tee trinkst du am liebsten?', tr: 'Which tea do you like best?' },
        { de: 'Mit welchem Bus fährst du?', tr: 'Which bus do you take?' },
        { de: 'Welche Bücher hast du schon gelesen?', tr: 'Which books have you already read?' },
      ],
      table: {
        caption: 'Endings of welcher',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Nominative', 'welcher', 'welche', 'welches', 'welche'],
          ['Accusative', 'welchen', 'welche', 'welches', 'welche'],
          ['Dative', 'welchem', 'welcher', 'welchem', 'welchen'],
          ['Genitive', 'welches', 'welcher', 'welches', 'welcher'],
        ],
      },
    },
    {
      heading: 'was für ein: asking about the kind of thing',
      paragraphs: [
        'was für ein asks what kind of thing something is, not which one. Only ein changes: it takes the ending of the indefinite article in the case that the rest of the sentence needs (für does not decide the case here). In the plural and with uncountable nouns, say was für without ein.',
      ],
      examples: [
        { de: 'Was für ein Auto hast du?', tr: 'What kind of car do you have?' },
        { de: 'Was für einen Job suchst du?', tr: 'What kind of job are you looking for?' },
        { de: 'In was für einem Haus wohnt ihr?', tr: 'What kind of house do you live in?' },
        { de: 'Was für Musik hörst du gern?', tr: 'What kind of music do you like listening to?' },
      ],
    },
    {
      heading: 'Yes/no questions: the verb comes first',
      paragraphs: [
        'A question that can be answered with ja or nein starts with the conjugated verb. The subject follows, and other verb parts stay at the end. If the question is negative, answer a positive reply with doch instead of ja.',
      ],
      examples: [
        { de: 'Hast du morgen Zeit?', tr: 'Do you have time tomorrow?' },
        { de: 'Kommt ihr heute Abend mit?', tr: 'Are you coming along tonight?' },
        { de: 'Kannst du mir helfen?', tr: 'Can you help me?' },
        { de: 'Kommst du nicht mit? – Doch, ich komme mit.', tr: 'Aren’t you coming? – Yes, I am coming.' },
      ],
    },
    {
      heading: 'Indirect questions: the verb goes to the end',
      paragraphs: [
        'An indirect question sits inside another sentence, often after polite openings such as Weißt du, … / Können Sie mir sagen, … / Ich möchte wissen, … The question word starts a subordinate clause, so the conjugated verb moves to the end. Put a comma before the question word.',
        'A yes/no question becomes an indirect question with ob (whether).',
      ],
      examples: [
        { de: 'Weißt du, wann der Zug kommt?', tr: 'Do you know when the train is coming?' },
        { de: 'Können Sie mir sagen, wo die Post ist?', tr: 'Can you tell me where the post office is?' },
        { de: 'Ich weiß nicht, warum er so spät kommt.', tr: 'I don’t know why he is coming so late.' },
        { de: 'Sie fragt, ob wir morgen Zeit haben.', tr: 'She asks whether we have time tomorrow.' },
      ],
    },
    {
      heading: 'wo(r) + preposition: asking about things with verbs that need a preposition',
      paragraphs: [
        'Many verbs go with a fixed preposition (warten auf, sich interessieren für, denken an). To ask about a thing, join wo with the preposition: wofür, womit, wovon. If the preposition starts with a vowel, add r: worauf, woran, worüber.',
        'To ask about a person, keep the preposition and use wen or wem: Auf wen wartest du? Mit wem sprichst du?',
      ],
      examples: [
        { de: 'Worauf wartest du?', tr: 'What are you waiting for?' },
        { de: 'Wofür interessierst du dich?', tr: 'What are you interested in?' },
        { de: 'Woran denkst du?', tr: 'What are you thinking about?' },
        { de: 'Auf wen wartest du?', tr: 'Who are you waiting for?' },
      ],
      table: {
        caption: 'Verb + preposition and the matching question word',
        head: ['Verb', 'Question about a thing', 'Question about a person'],
        rows: [
          ['warten auf', 'Worauf wartest du?', 'Auf wen wartest du?'],
          ['sich interessieren für', 'Wofür interessierst du dich?', 'Für wen interessierst du dich?'],
          ['denken an', 'Woran denkst du?', 'An wen denkst du?'],
          ['sprechen über', 'Worüber sprecht ihr?', 'Über wen sprecht ihr?'],
          ['fahren mit', 'Womit fährst du?', 'Mit wem fährst du?'],
          ['träumen von', 'Wovon träumst du?', 'Von wem träumst du?'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Wer - hat - mein Handy - gesehen?', hide: ['Wer'], formEn: 'Who has seen my phone?', tr: { ua: 'Хто бачив мій телефон?', de: 'Mein Handy ist weg. Frage nach der Person, die es gesehen hat. (Nominativ)', ru: 'Кто видел мой телефон?', be: 'Хто бачыў мой тэлефон?', tr: 'Telefonumu kim gördü?', pl: 'Kto widział mój telefon?', es: '¿Quién ha visto mi móvil?' }, correct: false },
    { formDe: 'Wen - hast du - gestern - im Kino - getroffen?', hide: ['Wen'], formEn: 'Who did you meet at the cinema yesterday?', tr: { ua: 'Кого ти вчора зустрів у кіно?', de: 'Frage nach der Person: ein Treffen gestern im Kino. (Akkusativ, treffen, Perfekt)', ru: 'Кого ты вчера встретил в кино?', be: 'Каго ты ўчора сустрэў у кіно?', tr: 'Dün sinemada kiminle karşılaştın?', pl: 'Kogo spotkałeś wczoraj w kinie?', es: '¿Con quién te encontraste ayer en el cine?' }, correct: false },
    { formDe: 'Wem - gehört - dieser - rote Regenschirm?', hide: ['Wem'], formEn: 'Who does this red umbrella belong to?', tr: { ua: 'Чия ця червона парасолька?', de: 'Hier liegt ein roter Schirm. Frage nach dem Besitzer. (Dativ, gehören)', ru: 'Кому принадлежит этот красный зонт?', be: 'Каму належыць гэты чырвоны парасон?', tr: 'Bu kırmızı şemsiye kimin?', pl: 'Do kogo należy ten czerwony parasol?', es: '¿De quién es este paraguas rojo?' }, correct: false },
    { formDe: 'Wessen - Auto - steht - vor der Garage?', hide: ['Wessen'], formEn: 'Whose car is parked in front of the garage?', tr: { ua: 'Чия машина стоїть перед гаражем?', de: 'Vor der Garage steht ein Auto. Frage nach dem Besitzer. (Genitiv)', ru: 'Чья машина стоит перед гаражом?', be: 'Чыя машына стаіць перад гаражом?', tr: 'Garajın önünde kimin arabası duruyor?', pl: 'Czyj samochód stoi przed garażem?', es: '¿De quién es el coche aparcado delante del garaje?' }, correct: false },
    { formDe: 'Was - kochst du - heute - zum Abendessen?', hide: ['Was'], formEn: 'What are you cooking for dinner today?', tr: { ua: 'Що ти сьогодні готуєш на вечерю?', de: 'Frage nach dem Essen heute Abend (kochen)', ru: 'Что ты сегодня готовишь на ужин?', be: 'Што ты сёння гатуеш на вячэру?', tr: 'Bugün akşam yemeğine ne pişiriyorsun?', pl: 'Co dziś gotujesz na kolację?', es: '¿Qué cocinas hoy para cenar?' }, correct: false },
    { formDe: 'Wann - beginnt - der Deutschkurs - nächste Woche?', hide: ['Wann'], formEn: 'When does the German course start next week?', tr: { ua: 'Коли наступного тижня починається курс німецької?', de: 'Frage nach Tag und Uhrzeit: Deutschkurs, nächste Woche (beginnen)', ru: 'Когда на следующей неделе начинается курс немецкого?', be: 'Калі на наступным тыдні пачынаецца курс нямецкай мовы?', tr: 'Almanca kursu gelecek hafta ne zaman başlıyor?', pl: 'Kiedy w przyszłym tygodniu zaczyna się kurs niemieckiego?', es: '¿Cuándo empieza el curso de alemán la semana que viene?' }, correct: false },
    { formDe: 'Wo - wohnt - deine Schwester - jetzt?', hide: ['Wo'], formEn: 'Where does your sister live now?', tr: { ua: 'Де зараз живе твоя сестра?', de: 'Frage nach dem Ort: die Wohnung deiner Schwester heute (wohnen)', ru: 'Где сейчас живёт твоя сестра?', be: 'Дзе цяпер жыве твая сястра?', tr: 'Kız kardeşin şimdi nerede oturuyor?', pl: 'Gdzie teraz mieszka twoja siostra?', es: '¿Dónde vive ahora tu hermana?' }, correct: false },
    { formDe: 'Wohin - fahrt ihr - in den - Sommerferien?', hide: ['Wohin'], formEn: 'Where are you going in the summer holidays?', tr: { ua: 'Куди ви (усі) їдете на літніх канікулах?', de: 'Frage an eine Familie nach dem Reiseziel im Sommer (fahren)', ru: 'Куда вы (все) едете на летних каникулах?', be: 'Куды вы (усе) едзеце на летніх канікулах?', tr: 'Yaz tatilinde nereye gidiyorsunuz?', pl: 'Dokąd jedziecie w wakacje?', es: '¿Adónde vais en las vacaciones de verano?' }, correct: false },
    { formDe: 'Woher - kommt - Ihr neuer - Kollege?', hide: ['Woher'], formEn: 'Where does your new colleague come from?', tr: { ua: 'Звідки ваш (ввічливо) новий колега?', de: 'höfliche Frage nach der Herkunft des neuen Kollegen (Sie-Form, kommen)', ru: 'Откуда ваш (вежливо) новый коллега?', be: 'Адкуль ваш (ветліва) новы калега?', tr: 'Yeni iş arkadaşınız nereli?', pl: 'Skąd pochodzi Pana/Pani nowy kolega?', es: '¿De dónde es su nuevo compañero (de usted)?' }, correct: false },
    { formDe: 'Warum - bist du - gestern - nicht gekommen?', hide: ['Warum'], alternatives: { Warum: ['Wieso', 'Weshalb'] }, formEn: 'Why didn’t you come yesterday?', tr: { ua: 'Чому ти вчора не прийшов?', de: 'Frage nach dem Grund: Gestern warst du nicht da. (kommen, Perfekt)', ru: 'Почему ты вчера не пришёл?', be: 'Чаму ты ўчора не прыйшоў?', tr: 'Dün neden gelmedin?', pl: 'Dlaczego wczoraj nie przyszedłeś?', es: '¿Por qué no viniste ayer?' }, correct: false },
    { formDe: 'Wie lange - dauert - die Fahrt - nach Hamburg?', hide: ['Wie lange'], formEn: 'How long does the journey to Hamburg take?', tr: { ua: 'Скільки триває поїздка до Гамбурга?', de: 'Frage nach der Zeit für die Reise nach Hamburg (dauern)', ru: 'Сколько длится поездка в Гамбург?', be: 'Колькі доўжыцца паездка ў Гамбург?', tr: 'Hamburg’a yolculuk ne kadar sürüyor?', pl: 'Ile trwa podróż do Hamburga?', es: '¿Cuánto dura el viaje a Hamburgo?' }, correct: false },
    { formDe: 'Wie oft - gehst du - pro Woche - ins Fitnessstudio?', hide: ['Wie oft'], formEn: 'How often do you go to the gym each week?', tr: { ua: 'Скільки разів на тиждень ти ходиш у спортзал?', de: 'Frage nach der Zahl deiner Trainingstage im Fitnessstudio (gehen)', ru: 'Сколько раз в неделю ты ходишь в спортзал?', be: 'Колькі разоў на тыдзень ты ходзіш у спартзалу?', tr: 'Haftada kaç kez spor salonuna gidiyorsun?', pl: 'Jak często chodzisz na siłownię w tygodniu?', es: '¿Cuántas veces a la semana vas al gimnasio?' }, correct: false },
    { formDe: 'Welcher - Bus - fährt - zum Bahnhof?', hide: ['Welcher'], formEn: 'Which bus goes to the station?', tr: { ua: 'Який автобус їде до вокзалу?', de: 'Es gibt viele Busse. Frage nach dem richtigen für den Bahnhof. (der Bus, fahren)', ru: 'Какой автобус идёт до вокзала?', be: 'Які аўтобус ідзе да вакзала?', tr: 'Hangi otobüs istasyona gidiyor?', pl: 'Który autobus jedzie na dworzec?', es: '¿Qué autobús va a la estación?' }, correct: false },
    { formDe: 'Welchen - Film - wollen wir - heute Abend - sehen?', hide: ['Welchen'], formEn: 'Which film shall we watch tonight?', tr: { ua: 'Який фільм подивимося сьогодні ввечері?', de: 'Wir wählen zusammen einen Film für heute Abend aus. (der Film, Akkusativ, wollen)', ru: 'Какой фильм посмотрим сегодня вечером?', be: 'Які фільм паглядзім сёння ўвечары?', tr: 'Bu akşam hangi filmi izleyelim?', pl: 'Jaki film obejrzymy dziś wieczorem?', es: '¿Qué película vemos esta noche?' }, correct: false },
    { formDe: 'Mit - welchem - Zug - seid ihr - nach Berlin gefahren?', hide: ['welchem'], formEn: 'Which train did you take to Berlin?', tr: { ua: 'Яким потягом ви (усі) їхали до Берліна?', de: 'Frage an Freunde nach dem Zug für ihre Reise nach Berlin (der Zug, mit + Dativ)', ru: 'На каком поезде вы (все) ехали в Берлин?', be: 'Якім цягніком вы (усе) ехалі ў Берлін?', tr: 'Berlin’e hangi trenle gittiniz?', pl: 'Którym pociągiem pojechaliście do Berlina?', es: '¿En qué tren fuisteis a Berlín?' }, correct: false },
    { formDe: 'Welche - Farbe - gefällt - dir - am besten?', hide: ['Welche'], formEn: 'Which colour do you like best?', tr: { ua: 'Який колір тобі подобається найбільше?', de: 'Frage nach deiner Lieblingsfarbe (die Farbe, gefallen)', ru: 'Какой цвет тебе нравится больше всего?', be: 'Які колер табе падабаецца найбольш?', tr: 'En çok hangi rengi seviyorsun?', pl: 'Który kolor podoba ci się najbardziej?', es: '¿Qué color te gusta más?' }, correct: false },
    { formDe: 'In - welcher - Straße - wohnen - Ihre Eltern?', hide: ['welcher'], formEn: 'Which street do your parents live in?', tr: { ua: 'На якій вулиці живуть ваші (ввічливо) батьки?', de: 'höfliche Frage nach der Adresse der Eltern (die Straße, in + Dativ)', ru: 'На какой улице живут ваши (вежливо) родители?', be: 'На якой вуліцы жывуць вашы (ветліва) бацькі?', tr: 'Anne babanız hangi sokakta oturuyor?', pl: 'Na jakiej ulicy mieszkają Pana/Pani rodzice?', es: '¿En qué calle viven sus padres (de usted)?' }, correct: false },
    { formDe: 'Welches - Kleid - ziehst du - zur Party - an?', hide: ['Welches'], formEn: 'Which dress are you wearing to the party?', tr: { ua: 'Яку сукню ти вдягнеш на вечірку?', de: 'Du hast viele Kleider. Frage nach deiner Wahl für die Party. (das Kleid, anziehen)', ru: 'Какое платье ты наденешь на вечеринку?', be: 'Якую сукенку ты апранеш на вечарыну?', tr: 'Partiye hangi elbiseyi giyiyorsun?', pl: 'Którą sukienkę włożysz na imprezę?', es: '¿Qué vestido te pones para la fiesta?' }, correct: false },
    { formDe: 'Welche - Schuhe - hast du - dir - gekauft?', hide: ['Welche'], formEn: 'Which shoes did you buy yourself?', tr: { ua: 'Яке взуття ти собі купив?', de: 'Frage nach deinem Einkauf im Schuhgeschäft (die Schuhe, sich kaufen, Perfekt)', ru: 'Какую обувь ты себе купил?', be: 'Які абутак ты сабе купіў?', tr: 'Kendine hangi ayakkabıları aldın?', pl: 'Jakie buty sobie kupiłeś?', es: '¿Qué zapatos te has comprado?' }, correct: false },
    { formDe: 'Was für ein - Auto - möchten - Sie - kaufen?', hide: ['Was für ein'], formEn: 'What kind of car would you like to buy?', tr: { ua: 'Яку машину ви (ввічливо) хотіли б купити?', de: 'höfliche Frage im Autohaus: groß, klein oder elektrisch? (das Auto, möchten)', ru: 'Какую машину вы (вежливо) хотели бы купить?', be: 'Якую машыну вы (ветліва) хацелі б купіць?', tr: 'Nasıl bir araba almak istersiniz?', pl: 'Jaki samochód chciałby Pan/chciałaby Pani kupić?', es: '¿Qué tipo de coche quiere comprar usted?' }, correct: false },
    { formDe: 'In - was für einer - Wohnung - wohnt - deine Freundin?', hide: ['was für einer'], formEn: 'What kind of flat does your girlfriend live in?', tr: { ua: 'У якій квартирі живе твоя дівчина?', de: 'Frage nach der Wohnung deiner Freundin: groß, klein, alt oder neu? (die Wohnung, in + Dativ)', ru: 'В какой квартире живёт твоя девушка?', be: 'У якой кватэры жыве твая дзяўчына?', tr: 'Kız arkadaşın nasıl bir dairede oturuyor?', pl: 'W jakim mieszkaniu mieszka twoja dziewczyna?', es: '¿En qué tipo de piso vive tu novia?' }, correct: false },
    { formDe: 'Was für - Bücher - liest du - gern?', hide: ['Was für'], formEn: 'What kind of books do you like to read?', tr: { ua: 'Які книжки ти любиш читати?', de: 'Frage nach deinen Lieblingsbüchern: Krimis oder Romane? (lesen)', ru: 'Какие книги ты любишь читать?', be: 'Якія кнігі ты любіш чытаць?', tr: 'Ne tür kitaplar okumayı seversin?', pl: 'Jakie książki lubisz czytać?', es: '¿Qué tipo de libros te gusta leer?' }, correct: false },
    { formDe: 'Hast - du - heute Abend - Zeit?', hide: ['Hast'], formEn: 'Do you have time this evening?', tr: { ua: 'У тебе є час сьогодні ввечері?', de: 'Frage an einen Freund: heute Abend frei? (Zeit haben)', ru: 'У тебя есть время сегодня вечером?', be: 'У цябе ёсць час сёння ўвечары?', tr: 'Bu akşam vaktin var mı?', pl: 'Masz czas dziś wieczorem?', es: '¿Tienes tiempo esta noche?' }, correct: false },
    { formDe: 'Kommst - du - morgen - mit ins Museum?', hide: ['Kommst'], formEn: 'Are you coming to the museum with us tomorrow?', tr: { ua: 'Підеш завтра з нами до музею?', de: 'Frage an einen Freund: Morgen gehen wir ins Museum. Bist du dabei? (mitkommen)', ru: 'Пойдёшь завтра с нами в музей?', be: 'Пойдзеш заўтра з намі ў музей?', tr: 'Yarın bizimle müzeye geliyor musun?', pl: 'Idziesz jutro z nami do muzeum?', es: '¿Vienes mañana con nosotros al museo?' }, correct: false },
    { formDe: 'Können - Sie - mir - bitte helfen?', hide: ['Können'], formEn: 'Can you help me, please?', tr: { ua: 'Чи можете ви (ввічливо) мені допомогти?', de: 'höfliche Bitte um Hilfe (Sie-Form, können)', ru: 'Вы (вежливо) можете мне помочь, пожалуйста?', be: 'Ці можаце вы (ветліва) мне дапамагчы?', tr: 'Bana yardım edebilir misiniz, lütfen?', pl: 'Czy może mi Pan/Pani pomóc?', es: '¿Puede usted ayudarme, por favor?' }, correct: false },
    { formDe: 'Weißt du, - wann - der Zug - kommt?', hide: ['wann'], formEn: 'Do you know when the train is coming?', tr: { ua: 'Ти знаєш, коли прийде потяг?', de: 'Frage an einen Freund nach der Ankunftszeit vom Zug (indirekte Frage)', ru: 'Ты знаешь, когда придёт поезд?', be: 'Ты ведаеш, калі прыйдзе цягнік?', tr: 'Trenin ne zaman geleceğini biliyor musun?', pl: 'Wiesz, kiedy przyjedzie pociąg?', es: '¿Sabes cuándo llega el tren?' }, correct: false },
    { formDe: 'Kannst du mir sagen, - wo - die Apotheke - ist?', hide: ['wo'], formEn: 'Can you tell me where the pharmacy is?', tr: { ua: 'Можеш сказати мені, де аптека?', de: 'Du brauchst Medikamente und fragst nach dem Weg zur Apotheke. (indirekte Frage)', ru: 'Можешь сказать мне, где аптека?', be: 'Можаш сказаць мне, дзе аптэка?', tr: 'Bana eczanenin nerede olduğunu söyleyebilir misin?', pl: 'Możesz mi powiedzieć, gdzie jest apteka?', es: '¿Puedes decirme dónde está la farmacia?' }, correct: false },
    { formDe: 'Ich weiß nicht, - ob - er - heute - kommt.', hide: ['ob'], formEn: 'I don’t know whether he is coming today.', tr: { ua: 'Я не знаю, чи він сьогодні прийде.', de: 'Sein Besuch heute ist unsicher, ich habe keine Information. (wissen, indirekte Ja-Nein-Frage)', ru: 'Я не знаю, придёт ли он сегодня.', be: 'Я не ведаю, ці прыйдзе ён сёння.', tr: 'Bugün gelip gelmeyeceğini bilmiyorum.', pl: 'Nie wiem, czy on dziś przyjdzie.', es: 'No sé si viene hoy.' }, correct: false },
    { formDe: 'Können Sie mir sagen, - wie lange - der Film - dauert?', hide: ['wie lange'], formEn: 'Can you tell me how long the film lasts?', tr: { ua: 'Чи можете ви (ввічливо) сказати мені, скільки триває фільм?', de: 'höfliche Frage an der Kinokasse nach der Länge des Films (dauern, indirekte Frage)', ru: 'Вы (вежливо) можете сказать мне, сколько длится фильм?', be: 'Ці можаце вы (ветліва) сказаць мне, колькі доўжыцца фільм?', tr: 'Filmin ne kadar sürdüğünü söyleyebilir misiniz?', pl: 'Czy może mi Pan/Pani powiedzieć, ile trwa film?', es: '¿Puede usted decirme cuánto dura la película?' }, correct: false },
    { formDe: 'Ich frage mich, - warum - sie - nicht angerufen hat.', hide: ['warum'], alternatives: { warum: ['wieso', 'weshalb'] }, formEn: 'I wonder why she hasn’t called.', tr: { ua: 'Цікаво, чому вона не подзвонила.', de: 'Sie hat sich nicht gemeldet, und ich suche den Grund. (anrufen, indirekte Frage)', ru: 'Интересно, почему она не позвонила.', be: 'Цікава, чаму яна не патэлефанавала.', tr: 'Neden aramadığını merak ediyorum.', pl: 'Zastanawiam się, dlaczego nie zadzwoniła.', es: 'Me pregunto por qué no ha llamado.' }, correct: false },
    { formDe: 'Sie möchte wissen, - welchen - Bus - sie - nehmen muss.', hide: ['welchen'], formEn: 'She wants to know which bus she has to take.', tr: { ua: 'Вона хоче знати, на який автобус їй треба сісти.', de: 'Sie fragt nach der richtigen Buslinie für sich. (der Bus, nehmen müssen)', ru: 'Она хочет знать, на какой автобус ей нужно сесть.', be: 'Яна хоча ведаць, на які аўтобус ёй трэба сесці.', tr: 'Hangi otobüse binmesi gerektiğini öğrenmek istiyor.', pl: 'Chce wiedzieć, którym autobusem musi jechać.', es: 'Quiere saber qué autobús tiene que coger.' }, correct: false },
    { formDe: 'Worauf - wartest - du - noch?', hide: ['Worauf'], formEn: 'What are you still waiting for?', tr: { ua: 'На що ти ще чекаєш?', de: 'Du stehst immer noch herum. Los jetzt, es gibt keinen Grund mehr für eine Pause! (warten auf)', ru: 'Чего ты ещё ждёшь?', be: 'Чаго ты яшчэ чакаеш?', tr: 'Daha neyi bekliyorsun?', pl: 'Na co jeszcze czekasz?', es: '¿A qué esperas todavía?' }, correct: false },
    { formDe: 'Wofür - interessierst - du - dich?', hide: ['Wofür'], formEn: 'What are you interested in?', tr: { ua: 'Чим ти цікавишся?', de: 'Frage nach deinen Hobbys und Lieblingsthemen (sich interessieren für)', ru: 'Чем ты интересуешься?', be: 'Чым ты цікавішся?', tr: 'Neyle ilgileniyorsun?', pl: 'Czym się interesujesz?', es: '¿Qué te interesa?' }, correct: false },
    { formDe: 'Worüber - habt ihr - gestern - gesprochen?', hide: ['Worüber'], formEn: 'What did you talk about yesterday?', tr: { ua: 'Про що ви (усі) вчора говорили?', de: 'Frage an Freunde nach dem Thema ihres Gesprächs gestern (sprechen über, Perfekt)', ru: 'О чём вы (все) вчера говорили?', be: 'Пра што вы (усе) ўчора размаўлялі?', tr: 'Dün ne hakkında konuştunuz?', pl: 'O czym wczoraj rozmawialiście?', es: '¿De qué hablasteis ayer?' }, correct: false },
    { formDe: 'Womit - fährst - du - zur Arbeit?', hide: ['Womit'], formEn: 'How do you get to work?', tr: { ua: 'Чим ти їздиш на роботу?', de: 'Frage nach deinem Verkehrsmittel zur Arbeit: Bus, Auto oder Rad? (fahren mit)', ru: 'На чём ты ездишь на работу?', be: 'На чым ты ездзіш на працу?', tr: 'İşe neyle gidiyorsun?', pl: 'Czym jeździsz do pracy?', es: '¿En qué vas al trabajo?' }, correct: false },
    { formDe: 'Woran - denkst - du - gerade?', hide: ['Woran'], formEn: 'What are you thinking about right now?', tr: { ua: 'Про що ти зараз думаєш?', de: 'Du siehst nachdenklich aus. Frage nach deinen Gedanken. (denken an)', ru: 'О чём ты сейчас думаешь?', be: 'Пра што ты зараз думаеш?', tr: 'Şu anda ne düşünüyorsun?', pl: 'O czym teraz myślisz?', es: '¿En qué estás pensando ahora?' }, correct: false },
    { formDe: 'Auf - wen - wartet - ihr - noch?', hide: ['wen'], formEn: 'Who are you still waiting for?', tr: { ua: 'На кого ви (усі) ще чекаєте?', de: 'Frage an eine Gruppe nach der Person, die noch fehlt (warten auf, Akkusativ)', ru: 'Кого вы (все) ещё ждёте?', be: 'Каго вы (усе) яшчэ чакаеце?', tr: 'Daha kimi bekliyorsunuz?', pl: 'Na kogo jeszcze czekacie?', es: '¿A quién esperáis todavía?' }, correct: false },
  ],
};

export default lesson;
