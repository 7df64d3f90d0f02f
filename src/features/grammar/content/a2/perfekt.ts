import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'perfekt',
  order: 4,
  title: { en: 'Perfekt Tense', ua: 'Минулий час Perfekt', de: 'Perfekt', ru: 'Прошедшее время Perfekt', be: 'Мінулы час Perfekt', tr: 'Perfekt zamanı (geçmiş zaman)', pl: 'Czas Perfekt', es: 'El tiempo Perfekt' },
  descr: { en: 'Talk about the past in conversation with haben or sein and the Partizip II.', ua: 'Розповідайте про минуле в розмові за допомогою haben або sein і Partizip II.', de: 'Im Gespräch über Vergangenes sprechen: mit haben oder sein und dem Partizip II.', ru: 'Рассказывайте о прошлом в разговоре с помощью haben или sein и Partizip II.', be: 'Расказвайце пра мінулае ў размове з дапамогай haben або sein і Partizip II.', tr: 'Konuşurken geçmişi haben ya da sein ve Partizip II ile anlatın.', pl: 'Mów o przeszłości w rozmowie, używając haben lub sein i Partizip II.', es: 'Habla del pasado en la conversación con haben o sein y el Partizip II.' },
  rules: [
    {
      heading: 'How the Perfekt is formed',
      paragraphs: [
        'The Perfekt is the usual past tense of spoken German and of letters, messages and e-mails.',
        'Perfekt = haben or sein (conjugated, in position 2) + Partizip II (at the end of the sentence). The two parts form a bracket around the rest of the sentence.',
        'In a question without a question word the auxiliary comes first: Hast du gut geschlafen?',
      ],
      examples: [
        { de: 'Ich habe gestern lange gearbeitet.', tr: 'I worked late yesterday.' },
        { de: 'Wir sind am Wochenende nach Hamburg gefahren.', tr: 'We went to Hamburg at the weekend.' },
        { de: 'Hast du schon gegessen?', tr: 'Have you eaten yet?' },
      ],
      table: {
        caption: 'haben and sein in the present tense',
        head: ['Person', 'haben', 'sein'],
        rows: [
          ['ich', 'habe', 'bin'],
          ['du', 'hast', 'bist'],
          ['er/sie/es', 'hat', 'ist'],
          ['wir', 'haben', 'sind'],
          ['ihr', 'habt', 'seid'],
          ['sie/Sie', 'haben', 'sind'],
        ],
      },
    },
    {
      heading: 'haben or sein?',
      paragraphs: [
        'Most verbs form the Perfekt with haben, for example all verbs with an accusative object and all reflexive verbs: Ich habe einen Film gesehen. Er hat sich gefreut.',
        'sein is used with verbs of movement from one place to another (gehen, fahren, fliegen, laufen, kommen, schwimmen) and with verbs of a change of state (aufstehen, aufwachen, einschlafen, wachsen, sterben).',
        'The verbs bleiben, sein, werden and passieren also take sein, although they show neither movement nor change.',
      ],
      examples: [
        { de: 'Sie ist nach Berlin geflogen.', tr: 'She flew to Berlin.' },
        { de: 'Ich bin um sechs Uhr aufgewacht.', tr: 'I woke up at six o’clock.' },
        { de: 'Wir sind zu Hause geblieben.', tr: 'We stayed at home.' },
        { de: 'Er ist Lehrer geworden.', tr: 'He became a teacher.' },
      ],
      table: {
        caption: 'Verbs with sein',
        head: ['Group', 'Examples'],
        rows: [
          ['movement', 'gehen → ist gegangen, fahren → ist gefahren, fliegen → ist geflogen, kommen → ist gekommen'],
          ['change of state', 'aufstehen → ist aufgestanden, einschlafen → ist eingeschlafen, sterben → ist gestorben'],
          ['special verbs', 'sein → ist gewesen, bleiben → ist geblieben, werden → ist geworden, passieren → ist passiert'],
        ],
      },
    },
    {
      heading: 'Regular verbs: ge- … -t',
      paragraphs: [
        'Regular verbs put ge- in front of the stem and -t at the end: machen → gemacht, kaufen → gekauft, spielen → gespielt.',
        'If the stem ends in -t or -d, add -et: arbeiten → gearbeitet, warten → gewartet, reden → geredet.',
      ],
      examples: [
        { de: 'Wir haben Fußball gespielt.', tr: 'We played football.' },
        { de: 'Ich habe eine halbe Stunde gewartet.', tr: 'I waited for half an hour.' },
      ],
    },
    {
      heading: 'Irregular verbs: ge- … -en',
      paragraphs: [
        'Irregular verbs put ge- in front and end in -en. The stem vowel often changes, so learn the Partizip II together with the verb: sehen → gesehen, schreiben → geschrieben, trinken → getrunken, gehen → gegangen.',
        'A few mixed verbs change the stem but end in -t: bringen → gebracht, denken → gedacht, kennen → gekannt, wissen → gewusst.',
      ],
      examples: [
        { de: 'Hast du den Brief geschrieben?', tr: 'Did you write the letter?' },
        { de: 'Sie hat viel Wasser getrunken.', tr: 'She drank a lot of water.' },
        { de: 'Er hat an dich gedacht.', tr: 'He thought of you.' },
      ],
      table: {
        caption: 'Common irregular participles',
        head: ['Infinitive', 'Partizip II', 'Auxiliary'],
        rows: [
          ['sehen', 'gesehen', 'haben'],
          ['lesen', 'gelesen', 'haben'],
          ['schreiben', 'geschrieben', 'haben'],
          ['trinken', 'getrunken', 'haben'],
          ['finden', 'gefunden', 'haben'],
          ['nehmen', 'genommen', 'haben'],
          ['gehen', 'gegangen', 'sein'],
          ['kommen', 'gekommen', 'sein'],
          ['fahren', 'gefahren', 'sein'],
          ['schwimmen', 'geschwommen', 'sein'],
        ],
      },
    },
    {
      heading: 'Separable verbs: ge- in the middle',
      paragraphs: [
        'With separable verbs, ge- stands between the prefix and the stem. The ending follows the same rule as the simple verb (-t for regular, -en for irregular).',
        'aufstehen → aufgestanden, einkaufen → eingekauft, anrufen → angerufen, aufmachen → aufgemacht, nachdenken → nachgedacht.',
      ],
      examples: [
        { de: 'Ich bin heute früh aufgestanden.', tr: 'I got up early today.' },
        { de: 'Hast du schon eingekauft?', tr: 'Have you done the shopping yet?' },
        { de: 'Sie hat mich gestern angerufen.', tr: 'She called me yesterday.' },
      ],
    },
    {
      heading: 'No ge-: inseparable and -ieren verbs',
      paragraphs: [
        'Verbs with an inseparable prefix (be-, emp-, ent-, er-, ge-, miss-, ver-, zer-) do not take ge-: besuchen → besucht, verstehen → verstanden, erzählen → erzählt, bekommen → bekommen.',
        'Verbs ending in -ieren do not take ge- either. Their Partizip II ends in -t: studieren → studiert, telefonieren → telefoniert, reparieren → repariert, passieren → passiert.',
      ],
      examples: [
        { de: 'Wir haben unsere Tante besucht.', tr: 'We visited our aunt.' },
        { de: 'Ich habe die Frage nicht verstanden.', tr: 'I did not understand the question.' },
        { de: 'Er hat in München studiert.', tr: 'He studied in Munich.' },
      ],
      table: {
        caption: 'Partizip II without ge-',
        head: ['Type', 'Infinitive', 'Partizip II'],
        rows: [
          ['inseparable', 'besuchen', 'besucht'],
          ['inseparable', 'verstehen', 'verstanden'],
          ['inseparable', 'bekommen', 'bekommen'],
          ['inseparable', 'vergessen', 'vergessen'],
          ['-ieren', 'studieren', 'studiert'],
          ['-ieren', 'reparieren', 'repariert'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Ich - habe - am Wochenende - viel - gearbeitet.', hide: ['habe', 'gearbeitet'], formEn: 'I worked a lot at the weekend.', tr: { ua: 'На вихідних я багато працював.', de: 'Samstag und Sonntag: viele Stunden Arbeit für mich. (arbeiten, Perfekt)', ru: 'На выходных я много работал.', be: 'На выхадных я шмат працаваў.', tr: 'Hafta sonu çok çalıştım.', pl: 'W weekend dużo pracowałem.', es: 'El fin de semana trabajé mucho.' }, correct: false },
    { formDe: 'Wir - haben - im Supermarkt - Obst - gekauft.', hide: ['haben', 'gekauft'], formEn: 'We bought fruit at the supermarket.', tr: { ua: 'Ми купили фрукти в супермаркеті.', de: 'Im Supermarkt kamen Äpfel und Bananen in unseren Korb. (kaufen, Perfekt)', ru: 'Мы купили фрукты в супермаркете.', be: 'Мы купілі садавіну ў супермаркеце.', tr: 'Süpermarketten meyve aldık.', pl: 'Kupiliśmy owoce w supermarkecie.', es: 'Compramos fruta en el supermercado.' }, correct: false },
    { formDe: 'Sie - hat - ihre Freundin - angerufen.', hide: ['hat', 'angerufen'], formEn: 'She called her friend.', tr: { ua: 'Вона зателефонувала своїй подрузі.', de: 'Gestern gab es ein Telefonat zwischen ihr und ihrer Freundin. (anrufen, Perfekt)', ru: 'Она позвонила своей подруге.', be: 'Яна патэлефанавала сваёй сяброўцы.', tr: 'Arkadaşını aradı.', pl: 'Zadzwoniła do swojej przyjaciółki.', es: 'Llamó a su amiga.' }, correct: false },
    { formDe: 'Der Zug - ist - pünktlich - angekommen.', hide: ['ist', 'angekommen'], formEn: 'The train arrived on time.', tr: { ua: 'Потяг прибув вчасно.', de: 'Der Zug war ohne Verspätung da. (ankommen, Perfekt)', ru: 'Поезд прибыл вовремя.', be: 'Цягнік прыбыў своечасова.', tr: 'Tren zamanında geldi.', pl: 'Pociąg przyjechał punktualnie.', es: 'El tren llegó puntual.' }, correct: false },
    { formDe: 'Bist du - heute - früh - aufgestanden?', hide: ['aufgestanden'], formEn: 'Did you get up early today?', tr: { ua: 'Ти сьогодні рано встав?', de: 'Frage an einen Freund: Heute schon um sechs aus dem Bett? (aufstehen, Perfekt)', ru: 'Ты сегодня рано встал?', be: 'Ты сёння рана ўстаў?', tr: 'Bugün erken mi kalktın?', pl: 'Wstałeś dziś wcześnie?', es: '¿Te has levantado temprano hoy?' }, correct: false },
    { formDe: 'Er - ist - mit dem Fahrrad - zur Arbeit - gefahren.', hide: ['ist', 'gefahren'], formEn: 'He rode his bike to work.', tr: { ua: 'Він поїхав на роботу велосипедом.', de: 'Sein Weg ins Büro: mit dem Rad. (fahren, Perfekt)', ru: 'Он поехал на работу на велосипеде.', be: 'Ён паехаў на працу на ровары.', tr: 'İşe bisikletle gitti.', pl: 'Pojechał do pracy rowerem.', es: 'Fue al trabajo en bici.' }, correct: false },
    { formDe: 'Ich - habe - den Film - schon - gesehen.', hide: ['habe', 'gesehen'], formEn: 'I have already seen the film.', tr: { ua: 'Я вже бачив цей фільм.', de: 'Den Film kenne ich schon. (sehen, Perfekt)', ru: 'Я уже видел этот фильм.', be: 'Я ўжо бачыў гэты фільм.', tr: 'Filmi zaten izledim.', pl: 'Już widziałem ten film.', es: 'Ya he visto la película.' }, correct: false },
    { formDe: 'Habt ihr - den Brief - schon - geschrieben?', hide: ['geschrieben'], formEn: 'Have you written the letter yet?', tr: { ua: 'Ви (усі) вже написали листа?', de: 'Frage an zwei Kinder: Ist der Brief fertig? (schreiben, Perfekt)', ru: 'Вы (все) уже написали письмо?', be: 'Вы (усе) ўжо напісалі ліст?', tr: 'Mektubu şimdiden yazdınız mı?', pl: 'Napisaliście już list?', es: '¿Ya habéis escrito la carta?' }, correct: false },
    { formDe: 'Meine Oma - ist - letzte Woche - achtzig - geworden.', hide: ['ist', 'geworden'], formEn: 'My grandma turned eighty last week.', tr: { ua: 'Минулого тижня моїй бабусі виповнилося вісімдесят.', de: 'Letzte Woche hatte meine Oma Geburtstag, jetzt ist sie 80. (werden, Perfekt)', ru: 'На прошлой неделе моей бабушке исполнилось восемьдесят.', be: 'На мінулым тыдні маёй бабулі споўнілася восемдзесят.', tr: 'Büyükannem geçen hafta seksen yaşına girdi.', pl: 'Moja babcia w zeszłym tygodniu skończyła osiemdziesiąt lat.', es: 'Mi abuela cumplió ochenta años la semana pasada.' }, correct: false },
    { formDe: 'Wir - sind - gestern - zu Hause - geblieben.', hide: ['sind', 'geblieben'], formEn: 'We stayed at home yesterday.', tr: { ua: 'Учора ми залишалися вдома.', de: 'Gestern waren wir den ganzen Tag zu Hause. (bleiben, Perfekt)', ru: 'Вчера мы остались дома.', be: 'Учора мы засталіся дома.', tr: 'Dün evde kaldık.', pl: 'Wczoraj zostaliśmy w domu.', es: 'Ayer nos quedamos en casa.' }, correct: false },
    { formDe: 'Seid ihr - schon einmal - in Spanien - gewesen?', hide: ['gewesen'], formEn: 'Have you ever been to Spain?', tr: { ua: 'Ви (усі) колись були в Іспанії?', de: 'Frage an Freunde: eine Reise nach Spanien, schon einmal? (sein, Perfekt)', ru: 'Вы (все) когда-нибудь были в Испании?', be: 'Вы (усе) калі-небудзь былі ў Іспаніі?', tr: 'Hiç İspanya’da bulundunuz mu?', pl: 'Byliście kiedyś w Hiszpanii?', es: '¿Habéis estado alguna vez en España?' }, correct: false },
    { formDe: 'Das Baby - ist - endlich - eingeschlafen.', hide: ['ist', 'eingeschlafen'], formEn: 'The baby has finally fallen asleep.', tr: { ua: 'Немовля нарешті заснуло.', de: 'Endlich ist es still, das Baby schläft jetzt. (einschlafen, Perfekt)', ru: 'Малыш наконец заснул.', be: 'Немаўля нарэшце заснула.', tr: 'Bebek sonunda uyudu.', pl: 'Dziecko wreszcie zasnęło.', es: 'El bebé por fin se ha dormido.' }, correct: false },
    { formDe: 'Er - hat - Medizin - in Wien - studiert.', hide: ['hat', 'studiert'], formEn: 'He studied medicine in Vienna.', tr: { ua: 'Він вивчав медицину у Відні.', de: 'Er war Student an der Uni in Wien, sein Fach: Medizin. (studieren, Perfekt)', ru: 'Он изучал медицину в Вене.', be: 'Ён вывучаў медыцыну ў Вене.', tr: 'Viyana’da tıp okudu.', pl: 'Studiował medycynę w Wiedniu.', es: 'Estudió medicina en Viena.' }, correct: false },
    { formDe: 'Ich - habe - dich - nicht - verstanden.', hide: ['habe', 'verstanden'], formEn: 'I did not understand you.', tr: { ua: 'Я тебе не зрозумів.', de: 'Entschuldigung, deine Worte waren mir nicht klar. (verstehen, Perfekt)', ru: 'Я тебя не понял.', be: 'Я цябе не зразумеў.', tr: 'Seni anlamadım.', pl: 'Nie zrozumiałem cię.', es: 'No te he entendido.' }, correct: false },
    { formDe: 'Wir - haben - unsere Großeltern - besucht.', hide: ['haben', 'besucht'], formEn: 'We visited our grandparents.', tr: { ua: 'Ми провідали бабусю й дідуся.', de: 'Wir waren bei Oma und Opa zu Gast. (besuchen, Perfekt)', ru: 'Мы навестили бабушку и дедушку.', be: 'Мы наведалі бабулю і дзядулю.', tr: 'Büyükannemizle büyükbabamızı ziyaret ettik.', pl: 'Odwiedziliśmy dziadków.', es: 'Visitamos a nuestros abuelos.' }, correct: false },
    { formDe: 'Was - ist - hier - passiert?', hide: ['ist', 'passiert'], formEn: 'What happened here?', tr: { ua: 'Що тут сталося?', de: 'Alles ist kaputt und durcheinander. Frage nach dem Grund. (passieren, Perfekt)', ru: 'Что здесь случилось?', be: 'Што тут здарылася?', tr: 'Burada ne oldu?', pl: 'Co się tu stało?', es: '¿Qué ha pasado aquí?' }, correct: false },
    { formDe: 'Der Mechaniker - hat - mein Auto - repariert.', hide: ['hat', 'repariert'], formEn: 'The mechanic repaired my car.', tr: { ua: 'Механік відремонтував мою машину.', de: 'Mein Auto war in der Werkstatt, jetzt fährt es wieder. (reparieren, Perfekt)', ru: 'Механик отремонтировал мою машину.', be: 'Механік адрамантаваў маю машыну.', tr: 'Tamirci arabamı tamir etti.', pl: 'Mechanik naprawił mój samochód.', es: 'El mecánico reparó mi coche.' }, correct: false },
    { formDe: 'Sie - hat - zum Geburtstag - ein Fahrrad - bekommen.', hide: ['hat', 'bekommen'], formEn: 'She got a bike for her birthday.', tr: { ua: 'На день народження вона отримала велосипед.', de: 'Ihr Geburtstagsgeschenk war ein Fahrrad. (bekommen, Perfekt)', ru: 'На день рождения она получила велосипед.', be: 'На дзень нараджэння яна атрымала ровар.', tr: 'Doğum gününde hediye olarak bisiklet aldı.', pl: 'Na urodziny dostała rower.', es: 'Le regalaron una bici por su cumpleaños.' }, correct: false },
    { formDe: 'Die Kinder - sind - im See - geschwommen.', hide: ['sind', 'geschwommen'], formEn: 'The children swam in the lake.', tr: { ua: 'Діти плавали в озері.', de: 'Die Kinder waren im See baden. (schwimmen, Perfekt)', ru: 'Дети плавали в озере.', be: 'Дзеці плавалі ў возеры.', tr: 'Çocuklar gölde yüzdü.', pl: 'Dzieci pływały w jeziorze.', es: 'Los niños nadaron en el lago.' }, correct: false },
    { formDe: 'Ich - habe - meinen Schlüssel - verloren.', hide: ['habe', 'verloren'], formEn: 'I have lost my key.', tr: { ua: 'Я загубив свій ключ.', de: 'Mein Schlüssel ist weg, ich finde ihn nicht. (verlieren, Perfekt)', ru: 'Я потерял свой ключ.', be: 'Я згубіў свой ключ.', tr: 'Anahtarımı kaybettim.', pl: 'Zgubiłem klucz.', es: 'He perdido mi llave.' }, correct: false },
    { formDe: 'Du - hast - zu viel - Kaffee - getrunken.', hide: ['hast', 'getrunken'], formEn: 'You have drunk too much coffee.', tr: { ua: 'Ти випив забагато кави.', de: 'Schon die fünfte Tasse Kaffee für dich, das ist zu viel! (trinken, Perfekt)', ru: 'Ты выпил слишком много кофе.', be: 'Ты выпіў зашмат кавы.', tr: 'Çok fazla kahve içtin.', pl: 'Wypiłeś za dużo kawy.', es: 'Has bebido demasiado café.' }, correct: false },
    { formDe: 'Wann - seid ihr - nach Hause - gekommen?', hide: ['gekommen'], formEn: 'When did you come home?', tr: { ua: 'Коли ви (усі) прийшли додому?', de: 'Frage an die Kinder: Um wie viel Uhr wart ihr wieder zu Hause? (kommen, Perfekt)', ru: 'Когда вы (все) пришли домой?', be: 'Калі вы (усе) прыйшлі дадому?', tr: 'Eve ne zaman geldiniz?', pl: 'Kiedy wróciliście do domu?', es: '¿Cuándo llegasteis a casa?' }, correct: false },
    { formDe: 'Er - hat - die Tür - aufgemacht.', hide: ['hat', 'aufgemacht'], formEn: 'He opened the door.', tr: { ua: 'Він відчинив двері.', de: 'Jetzt ist die Tür offen, das war er. (aufmachen, Perfekt)', ru: 'Он открыл дверь.', be: 'Ён адчыніў дзверы.', tr: 'Kapıyı açtı.', pl: 'Otworzył drzwi.', es: 'Abrió la puerta.' }, correct: false },
    { formDe: 'Wir - haben - am Samstag - eingekauft.', hide: ['haben', 'eingekauft'], formEn: 'We did the shopping on Saturday.', tr: { ua: 'У суботу ми зробили покупки.', de: 'Am Samstag waren wir im Supermarkt und haben alles für die Woche geholt. (einkaufen, Perfekt)', ru: 'В субботу мы сделали покупки.', be: 'У суботу мы зрабілі пакупкі.', tr: 'Cumartesi alışveriş yaptık.', pl: 'W sobotę zrobiliśmy zakupy.', es: 'El sábado hicimos la compra.' }, correct: false },
    { formDe: 'Mein Bruder - ist - nach Amerika - geflogen.', hide: ['ist', 'geflogen'], formEn: 'My brother flew to America.', tr: { ua: 'Мій брат полетів до Америки.', de: 'Mein Bruder ist jetzt in Amerika, er war neun Stunden im Flugzeug. (fliegen, Perfekt)', ru: 'Мой брат улетел в Америку.', be: 'Мой брат паляцеў у Амерыку.', tr: 'Erkek kardeşim Amerika’ya uçtu.', pl: 'Mój brat poleciał do Ameryki.', es: 'Mi hermano voló a América.' }, correct: false },
    { formDe: 'Habt ihr - gestern - mit dem Lehrer - telefoniert?', hide: ['telefoniert'], formEn: 'Did you speak to the teacher on the phone yesterday?', tr: { ua: 'Ви (усі) вчора говорили з учителем по телефону?', de: 'Frage an Eltern: gestern ein Telefonat mit dem Lehrer? (telefonieren, Perfekt)', ru: 'Вы (все) вчера говорили с учителем по телефону?', be: 'Вы (усе) ўчора размаўлялі з настаўнікам па тэлефоне?', tr: 'Dün öğretmenle telefonda konuştunuz mu?', pl: 'Rozmawialiście wczoraj z nauczycielem przez telefon?', es: '¿Hablasteis ayer por teléfono con el profesor?' }, correct: false },
    { formDe: 'Ich - habe - dir - die Geschichte - schon - erzählt.', hide: ['habe', 'erzählt'], formEn: 'I have already told you the story.', tr: { ua: 'Я вже розповідав тобі цю історію.', de: 'Die Geschichte kennst du schon von mir. (erzählen, Perfekt)', ru: 'Я уже рассказывал тебе эту историю.', be: 'Я ўжо расказваў табе гэту гісторыю.', tr: 'Sana bu hikâyeyi zaten anlattım.', pl: 'Już ci opowiadałem tę historię.', es: 'Ya te he contado la historia.' }, correct: false },
    { formDe: 'Sie - sind - um sieben Uhr - aufgewacht.', hide: ['sind', 'aufgewacht'], formEn: 'They woke up at seven o’clock.', tr: { ua: 'Вони прокинулися о сьомій годині.', de: 'Um sieben Uhr waren ihre Augen wieder offen. (aufwachen, Perfekt)', ru: 'Они проснулись в семь часов.', be: 'Яны прачнуліся а сёмай гадзіне.', tr: 'Saat yedide uyandılar.', pl: 'Obudzili się o siódmej.', es: 'Se despertaron a las siete.' }, correct: false },
    { formDe: 'Der Kellner - hat - uns - das Essen - gebracht.', hide: ['hat', 'gebracht'], formEn: 'The waiter brought us the food.', tr: { ua: 'Офіціант приніс нам їжу.', de: 'Im Restaurant: Das Essen steht jetzt auf unserem Tisch, der Kellner war schnell. (bringen, Perfekt)', ru: 'Официант принёс нам еду.', be: 'Афіцыянт прынёс нам ежу.', tr: 'Garson bize yemeği getirdi.', pl: 'Kelner przyniósł nam jedzenie.', es: 'El camarero nos trajo la comida.' }, correct: false },
    { formDe: 'Ich - habe - lange - über deine Frage - nachgedacht.', hide: ['habe', 'nachgedacht'], formEn: 'I thought about your question for a long time.', tr: { ua: 'Я довго думав над твоїм питанням.', de: 'Deine Frage war nicht leicht, ich brauchte viel Zeit dafür. (nachdenken über, Perfekt)', ru: 'Я долго думал над твоим вопросом.', be: 'Я доўга думаў над тваім пытаннем.', tr: 'Sorun hakkında uzun süre düşündüm.', pl: 'Długo zastanawiałem się nad twoim pytaniem.', es: 'Pensé mucho tiempo en tu pregunta.' }, correct: false },
  ],
};

export default lesson;
