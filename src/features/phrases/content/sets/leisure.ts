import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'leisure',
  title: { en: 'Free time', ua: 'Вільний час', de: 'Freizeit', ru: 'Свободное время', be: 'Вольны час', tr: 'Boş zaman', pl: 'Czas wolny', es: 'Tiempo libre' },
  descr: {
    en: 'Make plans, invite friends, say yes or no and talk about your weekend.',
    ua: 'Будуйте плани, запрошуйте друзів, погоджуйтеся чи відмовляйтеся й розповідайте про вихідні.',
    de: 'Pläne machen, Freunde einladen, zu- oder absagen und vom Wochenende erzählen.',
    ru: 'Стройте планы, приглашайте друзей, соглашайтесь или отказывайтесь и рассказывайте о выходных.',
    be: 'Будуйце планы, запрашайце сяброў, пагаджайцеся або адмаўляйцеся і расказвайце пра выхадныя.',
    tr: 'Plan yapın, arkadaşlarınızı davet edin, kabul edin ya da reddedin ve hafta sonunuzu anlatın.',
    pl: 'Planuj, zapraszaj znajomych, przyjmuj lub odrzucaj zaproszenia i opowiadaj o weekendzie.',
    es: 'Haz planes, invita a amigos, acepta o rechaza y cuenta qué hiciste el fin de semana.',
  },
  img: 'ferris-wheel',
  paywall: false,
  group: 'everyday',
  phrases: [
    {
      de: 'Was machst du am Wochenende?',
      tr: { en: 'What are you doing at the weekend?', ua: 'Що ти робиш на вихідних?', de: 'nach Plänen fragen', ru: 'Что ты делаешь на выходных?', be: 'Што ты робіш на выхадных?', tr: 'Hafta sonu ne yapıyorsun?', pl: 'Co robisz w weekend?', es: '¿Qué haces el fin de semana?' },
      register: 'informal',
    },
    {
      de: 'Hast du heute Abend Zeit?',
      tr: { en: 'Are you free tonight?', ua: 'У тебе є час сьогодні ввечері?', de: 'fragen, ob jemand frei ist', ru: 'У тебя есть время сегодня вечером?', be: 'У цябе ёсць час сёння ўвечары?', tr: 'Bu akşam vaktin var mı?', pl: 'Masz czas dziś wieczorem?', es: '¿Tienes tiempo esta noche?' },
      register: 'informal',
    },
    {
      de: 'Hast du Lust, ins Kino zu gehen?',
      tr: { en: 'Do you feel like going to the cinema?', ua: 'Хочеш сходити в кіно?', de: 'Lust haben: etwas gern tun wollen', ru: 'Хочешь сходить в кино?', be: 'Хочаш схадзіць у кіно?', tr: 'Sinemaya gitmek ister misin?', pl: 'Masz ochotę pójść do kina?', es: '¿Te apetece ir al cine?' },
      register: 'informal',
      note: {
        en: '„Lust haben“ means to feel like doing something; the verb comes last with „zu“, after a comma.',
        ua: '„Lust haben“ – мати бажання щось зробити; дієслово з „zu“ стоїть у кінці, після коми.',
        de: 'Nach „Lust haben“ folgt ein Komma und zu + Infinitiv am Ende.',
        ru: '„Lust haben“ – иметь желание что-то сделать; глагол с „zu“ стоит в конце, после запятой.',
        be: '„Lust haben“ – мець жаданне нешта зрабіць; дзеяслоў з „zu“ стаіць у канцы, пасля коскі.',
        tr: '„Lust haben“ bir şeyi canı istemek demektir; „zu“ ile fiil virgülden sonra en sona gelir.',
        pl: '„Lust haben“ to mieć ochotę coś zrobić; czasownik z „zu“ stoi na końcu, po przecinku.',
        es: '„Lust haben“ es tener ganas de hacer algo; el verbo con „zu“ va al final, tras una coma.',
      },
    },
    {
      de: 'Wollen wir einen Kaffee trinken gehen?',
      alternatives: ['Sollen wir einen Kaffee trinken gehen?'],
      tr: { en: 'Shall we go for a coffee?', ua: 'Може, підемо на каву?', de: 'freundlicher Vorschlag', ru: 'Может, сходим на кофе?', be: 'Можа, сходзім на каву?', tr: 'Bir kahve içmeye gidelim mi?', pl: 'Może pójdziemy na kawę?', es: '¿Vamos a tomar un café?' },
      note: {
        en: '„Wollen wir …?“ is a friendly suggestion, like „Shall we …?“ – not a question about what you want.',
        ua: '„Wollen wir …?“ – дружня пропозиція, як „Може, …?“, а не питання про бажання.',
        de: '„Wollen wir …?“ ist ein Vorschlag, keine Frage nach dem Willen.',
        ru: '„Wollen wir …?“ – дружеское предложение, как „Может, …?“, а не вопрос о желании.',
        be: '„Wollen wir …?“ – сяброўская прапанова, як „Можа, …?“, а не пытанне пра жаданне.',
        tr: '„Wollen wir …?“ samimi bir öneridir, „… yapalım mı?“ gibi; isteği sormaz.',
        pl: '„Wollen wir …?“ to przyjazna propozycja, jak „Może …?“, a nie pytanie o chęci.',
        es: '„Wollen wir …?“ es una propuesta amable, como „¿Vamos a …?“, no una pregunta por lo que quieres.',
      },
    },
    {
      de: 'Gute Idee, ich bin dabei!',
      tr: { en: 'Good idea, count me in!', ua: 'Гарна ідея, я з вами!', de: 'eine Einladung annehmen', ru: 'Хорошая идея, я с вами!', be: 'Добрая ідэя, я з вамі!', tr: 'İyi fikir, ben de varım!', pl: 'Dobry pomysł, wchodzę w to!', es: '¡Buena idea, me apunto!' },
    },
    {
      de: 'Leider kann ich heute nicht.',
      tr: { en: "Unfortunately I can't today.", ua: 'На жаль, сьогодні я не можу.', de: 'freundlich absagen', ru: 'К сожалению, сегодня я не могу.', be: 'На жаль, сёння я не магу.', tr: 'Maalesef bugün müsait değilim.', pl: 'Niestety, dzisiaj nie mogę.', es: 'Lamentablemente, hoy no puedo.' },
    },
    {
      de: 'Wie wäre es mit Samstag?',
      tr: { en: 'How about Saturday?', ua: 'Як щодо суботи?', de: 'einen anderen Tag vorschlagen', ru: 'Как насчёт субботы?', be: 'Як наконт суботы?', tr: 'Cumartesi olur mu?', pl: 'Może w sobotę?', es: '¿Qué tal el sábado?' },
    },
    {
      de: 'Wann und wo treffen wir uns?',
      tr: { en: 'When and where shall we meet?', ua: 'Коли і де зустрінемося?', de: 'Zeit und Treffpunkt klären', ru: 'Когда и где встретимся?', be: 'Калі і дзе сустрэнемся?', tr: 'Ne zaman ve nerede buluşalım?', pl: 'Kiedy i gdzie się spotkamy?', es: '¿Cuándo y dónde quedamos?' },
    },
    {
      de: 'Ich hole dich um sieben ab.',
      tr: { en: "I'll pick you up at seven.", ua: 'Я зайду за тобою о сьомій.', de: 'abholen: zu jemandem kommen und ihn mitnehmen', ru: 'Я зайду за тобой в семь.', be: 'Я зайду па цябе а сёмай.', tr: 'Seni yedide alırım.', pl: 'Odbiorę cię o siódmej.', es: 'Te recojo a las siete.' },
      register: 'informal',
    },
    {
      de: 'Was läuft heute im Kino?',
      tr: { en: "What's on at the cinema today?", ua: 'Що сьогодні показують у кіно?', de: 'laufen: gezeigt werden', ru: 'Что сегодня идёт в кино?', be: 'Што сёння ідзе ў кіно?', tr: 'Bugün sinemada ne var?', pl: 'Co dziś grają w kinie?', es: '¿Qué ponen hoy en el cine?' },
    },
    {
      de: 'Sonntags gehen wir oft spazieren.',
      tr: { en: 'On Sundays we often go for a walk.', ua: 'По неділях ми часто ходимо на прогулянку.', de: 'spazieren gehen: zu Fuß, zur Erholung', ru: 'По воскресеньям мы часто гуляем.', be: 'Па нядзелях мы часта шпацыруем.', tr: 'Pazar günleri sık sık yürüyüşe çıkarız.', pl: 'W niedziele często chodzimy na spacer.', es: 'Los domingos solemos salir a pasear.' },
    },
    {
      de: 'Ich habe am Wochenende nichts vor.',
      tr: { en: 'I have no plans for the weekend.', ua: 'На вихідні в мене немає планів.', de: 'etwas vorhaben: etwas planen', ru: 'На выходные у меня нет планов.', be: 'На выхадныя ў мяне няма планаў.', tr: 'Hafta sonu bir planım yok.', pl: 'W weekend nie mam żadnych planów.', es: 'No tengo planes para el fin de semana.' },
    },
    {
      de: 'Hast du schon etwas vor?',
      tr: { en: 'Do you have any plans yet?', ua: 'У тебе вже є якісь плани?', de: 'vor einer Einladung fragen', ru: 'У тебя уже есть планы?', be: 'У цябе ўжо ёсць нейкія планы?', tr: 'Şimdiden bir planın var mı?', pl: 'Masz już jakieś plany?', es: '¿Ya tienes planes?' },
      register: 'informal',
    },
    {
      de: 'Heute bleibe ich einfach zu Hause.',
      tr: { en: "Today I'm just staying at home.", ua: 'Сьогодні я просто залишуся вдома.', de: 'ein ruhiger Tag', ru: 'Сегодня я просто останусь дома.', be: 'Сёння я проста застануся дома.', tr: 'Bugün sadece evde kalıyorum.', pl: 'Dziś po prostu zostaję w domu.', es: 'Hoy simplemente me quedo en casa.' },
    },
    {
      de: 'Lass uns am Samstag grillen!',
      tr: { en: "Let's have a barbecue on Saturday!", ua: 'Давай у суботу посмажимо шашлики!', de: 'Vorschlag für den Sommer', ru: 'Давай в субботу пожарим шашлыки!', be: 'Давай у суботу пасмажым шашлыкі!', tr: 'Cumartesi mangal yapalım!', pl: 'Zróbmy w sobotę grilla!', es: '¡Hagamos una barbacoa el sábado!' },
      register: 'informal',
      note: {
        en: '„Lass uns …“ = let’s, said to one friend; to several people it is „Lasst uns …“.',
        ua: '„Lass uns …“ – „давай …“ одному другові; кільком людям кажуть „Lasst uns …“.',
        de: '„Lass uns“ zu einer Person, „Lasst uns“ zu mehreren.',
        ru: '„Lass uns …“ – „давай …“ одному другу; нескольким людям говорят „Lasst uns …“.',
        be: '„Lass uns …“ – „давай …“ аднаму сябру; некальком людзям кажуць „Lasst uns …“.',
        tr: '„Lass uns …“ tek bir arkadaşa „hadi …“ demektir; birkaç kişiye „Lasst uns …“ denir.',
        pl: '„Lass uns …“ to „zróbmy …“ do jednego przyjaciela; do kilku osób mówi się „Lasst uns …“.',
        es: '„Lass uns …“ = „vamos a …“ a un amigo; a varias personas se dice „Lasst uns …“.',
      },
    },
    {
      de: 'Kommst du mit ins Schwimmbad?',
      tr: { en: 'Are you coming to the pool with us?', ua: 'Підеш з нами в басейн?', de: 'mitkommen: zusammen hingehen', ru: 'Пойдёшь с нами в бассейн?', be: 'Пойдзеш з намі ў басейн?', tr: 'Bizimle havuza gelir misin?', pl: 'Idziesz z nami na basen?', es: '¿Vienes con nosotros a la piscina?' },
      register: 'informal',
    },
    {
      de: 'Ich gehe heute Abend mit Freunden aus.',
      tr: { en: "I'm going out with friends tonight.", ua: 'Сьогодні ввечері я йду гуляти з друзями.', de: 'ausgehen: abends in Kneipen, Bars oder Clubs', ru: 'Сегодня вечером я иду гулять с друзьями.', be: 'Сёння ўвечары я іду ў горад з сябрамі.', tr: 'Bu akşam arkadaşlarla dışarı çıkıyorum.', pl: 'Dziś wieczorem wychodzę ze znajomymi.', es: 'Esta noche salgo con amigos.' },
    },
    {
      de: 'Wie war dein Wochenende?',
      tr: { en: 'How was your weekend?', ua: 'Як минули твої вихідні?', de: 'typische Frage am Montag', ru: 'Как прошли твои выходные?', be: 'Як прайшлі твае выхадныя?', tr: 'Hafta sonun nasıl geçti?', pl: 'Jak minął ci weekend?', es: '¿Qué tal tu fin de semana?' },
      register: 'informal',
    },
    {
      de: 'Haben Sie am Wochenende etwas Schönes gemacht?',
      tr: { en: 'Did you do anything nice at the weekend?', ua: 'Ви робили щось цікаве на вихідних?', de: 'Smalltalk mit Kollegen', ru: 'Вы делали что-нибудь интересное на выходных?', be: 'Вы рабілі нешта цікавае на выхадных?', tr: 'Hafta sonu güzel bir şey yaptınız mı?', pl: 'Czy robili Państwo coś ciekawego w weekend?', es: '¿Hizo algo bonito el fin de semana?' },
      register: 'formal',
      note: {
        en: 'After „etwas“ and „nichts“ the adjective is a noun with a capital letter: etwas Schönes, nichts Neues.',
        ua: 'Після „etwas“ і „nichts“ прикметник стає іменником з великої літери: etwas Schönes, nichts Neues.',
        de: 'Nach „etwas“ und „nichts“ schreibt man das Adjektiv groß.',
        ru: 'После „etwas“ и „nichts“ прилагательное становится существительным с большой буквы: etwas Schönes, nichts Neues.',
        be: 'Пасля „etwas“ і „nichts“ прыметнік становіцца назоўнікам з вялікай літары: etwas Schönes, nichts Neues.',
        tr: '„etwas“ ve „nichts“ sonrasında sıfat büyük harfle yazılan bir isim olur: etwas Schönes, nichts Neues.',
        pl: 'Po „etwas“ i „nichts“ przymiotnik staje się rzeczownikiem pisanym wielką literą: etwas Schönes, nichts Neues.',
        es: 'Tras „etwas“ y „nichts“ el adjetivo se vuelve sustantivo con mayúscula: etwas Schönes, nichts Neues.',
      },
    },
    {
      de: 'Wir waren gestern im Konzert.',
      tr: { en: 'We went to a concert yesterday.', ua: 'Учора ми були на концерті.', de: 'von der Freizeit erzählen', ru: 'Вчера мы были на концерте.', be: 'Учора мы былі на канцэрце.', tr: 'Dün konserdeydik.', pl: 'Wczoraj byliśmy na koncercie.', es: 'Ayer fuimos a un concierto.' },
    },
    {
      de: 'Schönes Wochenende!',
      tr: { en: 'Have a nice weekend!', ua: 'Гарних вихідних!', de: 'Abschied am Freitag', ru: 'Хороших выходных!', be: 'Добрых выхадных!', tr: 'İyi hafta sonları!', pl: 'Miłego weekendu!', es: '¡Buen fin de semana!' },
    },
  ],
};

export default set;
