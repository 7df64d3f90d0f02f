import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'imperative',
  order: 14,
  title: { en: 'Complex Imperative Constructions', ua: 'Складні конструкції з наказовим способом', de: 'Komplexe Konstruktionen mit dem Imperativ', ru: 'Сложные конструкции с повелительным наклонением', be: 'Складаныя канструкцыі з загадным ладам', tr: 'Karmaşık emir kipi yapıları', pl: 'Złożone konstrukcje z trybem rozkazującym', es: 'Construcciones complejas con el imperativo' },
  descr: { en: 'Give instructions, requests and advice with the du, ihr, Sie and wir forms of the imperative.', ua: 'Давайте вказівки, прохання й поради у формах наказового способу для du, ihr, Sie та wir.', de: 'Anweisungen, Bitten und Ratschläge mit der du-, ihr-, Sie- und wir-Form des Imperativs geben.', ru: 'Давайте указания, просьбы и советы с формами повелительного наклонения для du, ihr, Sie и wir.', be: 'Давайце ўказанні, просьбы і парады з формамі загаднага ладу для du, ihr, Sie і wir.', tr: 'Emir kipinin du, ihr, Sie ve wir biçimleriyle talimat, rica ve öneride bulunun.', pl: 'Wydawaj polecenia, proś i doradzaj, używając form trybu rozkazującego dla du, ihr, Sie i wir.', es: 'Da instrucciones, pide cosas y aconseja con las formas du, ihr, Sie y wir del imperativo.' },
  rules: [
    {
      heading: 'The three main forms: du, ihr and Sie',
      paragraphs: [
        'The imperative puts the verb at the start of the sentence. du-form: take the du-form of the present tense and drop -st (and the pronoun): du kommst → Komm! ihr-form: the ihr-form of the present tense without ihr: ihr kommt → Kommt! Sie-form: the infinitive, followed by Sie: Kommen Sie!',
        'Verbs that change e → i/ie in the du-form keep that change: nehmen → Nimm!, lesen → Lies!, helfen → Hilf! Verbs with a → ä do not take the umlaut: fahren → Fahr! Verbs whose stem ends in -t or -d add -e: Warte! Arbeite! In everyday speech the du-form usually has no -e (Mach! Komm!); in writing you can also meet Mache! Komme!',
      ],
      examples: [
        { de: 'Komm bitte pünktlich!', tr: 'Please come on time!' },
        { de: 'Nimm den Regenschirm mit!', tr: 'Take the umbrella with you!' },
        { de: 'Kinder, wartet an der Ampel!', tr: 'Children, wait at the traffic lights!' },
        { de: 'Sprechen Sie bitte langsam!', tr: 'Please speak slowly!' },
      ],
      table: {
        caption: 'Imperative forms',
        head: ['Infinitive', 'du', 'ihr', 'Sie'],
        rows: [
          ['kommen', 'Komm!', 'Kommt!', 'Kommen Sie!'],
          ['machen', 'Mach!', 'Macht!', 'Machen Sie!'],
          ['warten', 'Warte!', 'Wartet!', 'Warten Sie!'],
          ['nehmen', 'Nimm!', 'Nehmt!', 'Nehmen Sie!'],
          ['lesen', 'Lies!', 'Lest!', 'Lesen Sie!'],
          ['fahren', 'Fahr!', 'Fahrt!', 'Fahren Sie!'],
        ],
      },
    },
    {
      heading: 'sein and haben',
      paragraphs: [
        'sein is irregular in the imperative: Sei! (du), Seid! (ihr), Seien Sie! (Sie). haben is regular: Hab! (du), Habt! (ihr), Haben Sie! (Sie). Both are often used with adjectives or nouns: Sei leise! Hab keine Angst!',
      ],
      examples: [
        { de: 'Sei leise!', tr: 'Be quiet!' },
        { de: 'Seid vorsichtig auf der Straße!', tr: 'Be careful on the road!' },
        { de: 'Seien Sie pünktlich!', tr: 'Be on time!' },
        { de: 'Hab keine Angst!', tr: 'Don’t be afraid!' },
      ],
      table: {
        caption: 'sein and haben in the imperative',
        head: ['Infinitive', 'du', 'ihr', 'Sie'],
        rows: [
          ['sein', 'Sei!', 'Seid!', 'Seien Sie!'],
          ['haben', 'Hab!', 'Habt!', 'Haben Sie!'],
        ],
      },
    },
    {
      heading: 'Separable verbs: the prefix goes to the end',
      paragraphs: [
        'With separable verbs (aufmachen, zumachen, anrufen, aufstehen) the verb comes first and the prefix goes to the very end of the sentence, as in the present tense.',
      ],
      examples: [
        { de: 'Mach das Fenster zu!', tr: 'Close the window!' },
        { de: 'Ruf mich heute Abend an!', tr: 'Call me tonight!' },
        { de: 'Steht bitte auf!', tr: 'Please stand up!' },
        { de: 'Füllen Sie das Formular aus!', tr: 'Fill in the form!' },
      ],
    },
    {
      heading: 'Reflexive verbs: keep the reflexive pronoun',
      paragraphs: [
        'Reflexive verbs keep their pronoun right after the verb: dich for du, euch for ihr and sich for Sie.',
      ],
      examples: [
        { de: 'Beeil dich!', tr: 'Hurry up!' },
        { de: 'Beeilt euch!', tr: 'Hurry up! (to several people)' },
        { de: 'Beeilen Sie sich!', tr: 'Hurry up! (polite)' },
        { de: 'Setz dich bitte!', tr: 'Please sit down!' },
      ],
      table: {
        caption: 'sich beeilen in the imperative',
        head: ['Form', 'Imperative'],
        rows: [
          ['du', 'Beeil dich!'],
          ['ihr', 'Beeilt euch!'],
          ['Sie', 'Beeilen Sie sich!'],
        ],
      },
    },
    {
      heading: 'Softer requests with doch, mal and bitte',
      paragraphs: [
        'A bare imperative can sound strict. The small words bitte (please), mal (just, softens the request) and doch (encourages, “why don’t you”) make it friendlier. They come after the verb (and after a short pronoun); doch comes before mal. bitte can also stand at the start or the end.',
      ],
      examples: [
        { de: 'Komm doch mal vorbei!', tr: 'Why don’t you drop by some time!' },
        { de: 'Hör mal zu!', tr: 'Listen for a moment!' },
        { de: 'Setzen Sie sich doch!', tr: 'Do sit down!' },
        { de: 'Bitte warten Sie hier!', tr: 'Please wait here!' },
      ],
    },
    {
      heading: 'The wir-form: suggestions for the group',
      paragraphs: [
        'To make a suggestion that includes yourself (let’s …), use the wir-form of the verb followed by wir. The word order is the same as for the Sie-form.',
      ],
      examples: [
        { de: 'Gehen wir!', tr: 'Let’s go!' },
        { de: 'Fangen wir an!', tr: 'Let’s start!' },
        { de: 'Machen wir eine Pause!', tr: 'Let’s take a break!' },
      ],
    },
    {
      heading: 'Negative imperatives',
      paragraphs: [
        'To tell someone not to do something, use nicht or kein. nicht usually comes late in the sentence, before a separable prefix or the words it negates; kein stands in front of the noun.',
      ],
      examples: [
        { de: 'Vergiss das nicht!', tr: 'Don’t forget that!' },
        { de: 'Fahr nicht so schnell!', tr: 'Don’t drive so fast!' },
        { de: 'Macht euch keine Sorgen!', tr: 'Don’t worry!' },
        { de: 'Rufen Sie mich nicht vor acht Uhr an!', tr: 'Don’t call me before eight o’clock!' },
      ],
    },
  ],
  elements: [
    { formDe: 'Komm - bitte - sofort - nach Hause!', hide: ['Komm'], formEn: 'Please come home right away!', tr: { ua: 'Будь ласка, негайно йди додому!', de: 'Bitte an dein Kind: Es soll jetzt gleich heimkommen. (du-Form)', ru: 'Пожалуйста, сейчас же иди домой!', be: 'Калі ласка, неадкладна ідзі дадому!', tr: 'Lütfen hemen eve gel!', pl: 'Proszę, natychmiast wracaj do domu!', es: '¡Ven a casa ahora mismo, por favor!' }, correct: false },
    { formDe: 'Nimm - dir - noch - ein Stück Kuchen!', hide: ['Nimm'], formEn: 'Have another piece of cake!', tr: { ua: 'Візьми ще шматочок пирога!', de: 'Du bietest einem Freund mehr Kuchen an. (nehmen, du-Form)', ru: 'Возьми ещё кусочек пирога!', be: 'Вазьмі яшчэ кавалачак пірага!', tr: 'Bir dilim pasta daha al!', pl: 'Weź jeszcze kawałek ciasta!', es: '¡Toma otro trozo de pastel!' }, correct: false },
    { formDe: 'Lies - den Text - laut - vor!', hide: ['Lies', 'vor'], formEn: 'Read the text out loud!', tr: { ua: 'Прочитай текст уголос!', de: 'Alle sollen den Text hören. (vorlesen, du-Form)', ru: 'Прочитай текст вслух!', be: 'Прачытай тэкст уголас!', tr: 'Metni sesli oku!', pl: 'Przeczytaj tekst na głos!', es: '¡Lee el texto en voz alta!' }, correct: false },
    { formDe: 'Hilf - mir - bitte - beim Tragen!', hide: ['Hilf'], formEn: 'Please help me carry this!', tr: { ua: 'Допоможи мені, будь ласка, це донести!', de: 'Die Kiste ist so schwer! Bitte an einen Freund. (helfen, du-Form)', ru: 'Помоги мне, пожалуйста, это донести!', be: 'Дапамажы мне, калі ласка, гэта данесці!', tr: 'Lütfen bunu taşımama yardım et!', pl: 'Pomóż mi, proszę, to nieść!', es: '¡Ayúdame a llevar esto, por favor!' }, correct: false },
    { formDe: 'Iss - dein Gemüse - bitte - auf!', hide: ['Iss', 'auf'], formEn: 'Please eat up your vegetables!', tr: { ua: 'Доїж, будь ласка, свої овочі!', de: 'Auf dem Teller deines Kindes liegt noch Gemüse. Alles soll weg. (aufessen, du-Form)', ru: 'Доешь, пожалуйста, свои овощи!', be: 'Даеш, калі ласка, сваю гародніну!', tr: 'Lütfen sebzelerini bitir!', pl: 'Zjedz, proszę, swoje warzywa!', es: '¡Cómete la verdura, por favor!' }, correct: false },
    { formDe: 'Fahr - bitte - nicht - so schnell!', hide: ['Fahr'], formEn: 'Please don’t drive so fast!', tr: { ua: 'Не їдь так швидко, будь ласка!', de: 'Dein Freund fährt zu schnell, und du hast Angst. (fahren, du-Form)', ru: 'Не езжай так быстро, пожалуйста!', be: 'Не едзь так хутка, калі ласка!', tr: 'Lütfen bu kadar hızlı sürme!', pl: 'Nie jedź tak szybko, proszę!', es: '¡No conduzcas tan rápido, por favor!' }, correct: false },
    { formDe: 'Warte - hier - auf - mich!', hide: ['Warte'], formEn: 'Wait for me here!', tr: { ua: 'Зачекай мене тут!', de: 'Du gehst kurz weg. Dein Freund soll nicht mitkommen, sondern hier bleiben. (warten, du-Form)', ru: 'Подожди меня здесь!', be: 'Пачакай мяне тут!', tr: 'Beni burada bekle!', pl: 'Zaczekaj tu na mnie!', es: '¡Espérame aquí!' }, correct: false },
    { formDe: 'Macht - eure Hausaufgaben - vor - dem Abendessen!', hide: ['Macht'], formEn: 'Do your homework before dinner!', tr: { ua: 'Зробіть домашнє завдання до вечері!', de: 'An die Kinder: zuerst die Hausaufgaben, dann das Abendessen. (machen, ihr-Form)', ru: 'Сделайте домашнее задание до ужина!', be: 'Зрабіце хатняе заданне да вячэры!', tr: 'Ödevlerinizi akşam yemeğinden önce yapın!', pl: 'Odróbcie lekcje przed kolacją!', es: '¡Haced los deberes antes de la cena!' }, correct: false },
    { formDe: 'Kommt - herein - und - setzt - euch!', hide: ['Kommt', 'herein'], formEn: 'Come in and sit down!', tr: { ua: 'Заходьте й сідайте!', de: 'Freunde stehen vor der Tür. Lade sie ein, hereinzukommen und Platz zu nehmen. (ihr-Form)', ru: 'Заходите и садитесь!', be: 'Заходзьце і сядайце!', tr: 'İçeri gelin ve oturun!', pl: 'Wejdźcie i usiądźcie!', es: '¡Pasad y sentaos!' }, correct: false },
    { formDe: 'Seid - bitte - leise, - das Baby schläft!', hide: ['Seid'], formEn: 'Please be quiet, the baby is sleeping!', tr: { ua: 'Будь ласка, тихіше, дитина спить!', de: 'An die Kinder: kein Lärm, das Baby braucht Ruhe! (sein, ihr-Form)', ru: 'Пожалуйста, потише, малыш спит!', be: 'Калі ласка, цішэй, дзіця спіць!', tr: 'Lütfen sessiz olun, bebek uyuyor!', pl: 'Bądźcie cicho, proszę, dziecko śpi!', es: '¡Estad callados, por favor, que el bebé está durmiendo!' }, correct: false },
    { formDe: 'Vergesst - eure Schlüssel - bitte - nicht!', hide: ['Vergesst'], formEn: 'Please don’t forget your keys!', tr: { ua: 'Не забудьте, будь ласка, свої ключі!', de: 'An die Kinder: Die Schlüssel müsst ihr mitnehmen! (vergessen, ihr-Form)', ru: 'Не забудьте, пожалуйста, свои ключи!', be: 'Не забудзьце, калі ласка, свае ключы!', tr: 'Lütfen anahtarlarınızı unutmayın!', pl: 'Nie zapomnijcie, proszę, kluczy!', es: '¡No olvidéis las llaves, por favor!' }, correct: false },
    { formDe: 'Räumt - bitte - euer Zimmer - auf!', hide: ['Räumt', 'auf'], formEn: 'Please tidy up your room!', tr: { ua: 'Приберіть, будь ласка, у своїй кімнаті!', de: 'An die Kinder: In eurem Zimmer liegt alles auf dem Boden. (aufräumen, ihr-Form)', ru: 'Уберитесь, пожалуйста, в своей комнате!', be: 'Прыбярыце, калі ласка, у сваім пакоі!', tr: 'Lütfen odanızı toplayın!', pl: 'Posprzątajcie, proszę, swój pokój!', es: '¡Ordenad vuestra habitación, por favor!' }, correct: false },
    { formDe: 'Nehmen - Sie - bitte - Platz!', hide: ['Nehmen'], formEn: 'Please take a seat!', tr: { ua: 'Займіть, будь ласка, місце! (ввічливо)', de: 'Höflich zu einem Gast: Hier ist ein Stuhl für Sie. (Sie-Form)', ru: 'Присаживайтесь, пожалуйста! (вежливо)', be: 'Займіце, калі ласка, месца! (ветліва)', tr: 'Buyurun, oturun lütfen! (nazik hitap)', pl: 'Proszę zająć miejsce!', es: '¡Tome asiento, por favor!' }, correct: false },
    { formDe: 'Rufen - Sie - mich - morgen - an!', hide: ['Rufen', 'an'], formEn: 'Call me tomorrow!', tr: { ua: 'Зателефонуйте мені завтра! (ввічливо)', de: 'Höflich zu einem Kunden: Morgen möchte ich Ihren Anruf bekommen. (anrufen, Sie-Form)', ru: 'Позвоните мне завтра! (вежливо)', be: 'Патэлефануйце мне заўтра! (ветліва)', tr: 'Beni yarın arayın! (nazik hitap)', pl: 'Proszę zadzwonić do mnie jutro!', es: '¡Llámeme mañana!' }, correct: false },
    { formDe: 'Seien - Sie - bitte - pünktlich!', hide: ['Seien'], formEn: 'Please be on time!', tr: { ua: 'Будь ласка, приходьте вчасно! (ввічливо)', de: 'Höfliche Bitte: nicht zu spät kommen! (sein, Sie-Form)', ru: 'Пожалуйста, будьте пунктуальны! (вежливо)', be: 'Калі ласка, прыходзьце своечасова! (ветліва)', tr: 'Lütfen dakik olun! (nazik hitap)', pl: 'Proszę być punktualnie!', es: '¡Sea puntual, por favor!' }, correct: false },
    { formDe: 'Füllen - Sie - das Formular - aus!', hide: ['Füllen', 'aus'], formEn: 'Fill in the form!', tr: { ua: 'Заповніть бланк! (ввічливо)', de: 'Im Amt: Ihre Daten gehören in dieses Papier. (ausfüllen, Sie-Form)', ru: 'Заполните бланк! (вежливо)', be: 'Запоўніце бланк! (ветліва)', tr: 'Formu doldurun! (nazik hitap)', pl: 'Proszę wypełnić formularz!', es: '¡Rellene el formulario!' }, correct: false },
    { formDe: 'Setzen - Sie - sich - bitte!', hide: ['Setzen'], formEn: 'Please sit down!', tr: { ua: 'Сідайте, будь ласка! (ввічливо)', de: 'Höflich beim Arzt: Da ist ein Stuhl. (sich setzen, Sie-Form)', ru: 'Садитесь, пожалуйста! (вежливо)', be: 'Сядайце, калі ласка! (ветліва)', tr: 'Lütfen oturun! (nazik hitap)', pl: 'Proszę usiąść!', es: '¡Siéntese, por favor!' }, correct: false },
    { formDe: 'Mach - das Fenster - bitte - zu!', hide: ['Mach', 'zu'], formEn: 'Please close the window!', tr: { ua: 'Зачини, будь ласка, вікно!', de: 'Es ist kalt im Zimmer, und das Fenster ist offen. (zumachen, du-Form)', ru: 'Закрой, пожалуйста, окно!', be: 'Зачыні, калі ласка, акно!', tr: 'Lütfen pencereyi kapat!', pl: 'Zamknij, proszę, okno!', es: '¡Cierra la ventana, por favor!' }, correct: false },
    { formDe: 'Ruf - deine Oma - am Wochenende - an!', hide: ['Ruf', 'an'], formEn: 'Call your grandma at the weekend!', tr: { ua: 'Подзвони бабусі на вихідних!', de: 'Deine Oma wartet auf ein Telefonat mit dir. (anrufen, du-Form)', ru: 'Позвони бабушке на выходных!', be: 'Патэлефануй бабулі на выхадных!', tr: 'Hafta sonu büyükanneni ara!', pl: 'Zadzwoń do babci w weekend!', es: '¡Llama a tu abuela el fin de semana!' }, correct: false },
    { formDe: 'Steh - morgen - früh - auf!', hide: ['auf'], formEn: 'Get up early tomorrow!', tr: { ua: 'Завтра встань рано!', de: 'Morgen hast du einen wichtigen Termin – nicht zu lange schlafen! (aufstehen, du-Form)', ru: 'Завтра встань пораньше!', be: 'Заўтра ўстань рана!', tr: 'Yarın erken kalk!', pl: 'Wstań jutro wcześnie!', es: '¡Mañana levántate temprano!' }, correct: false },
    { formDe: 'Zieh - deine Jacke - an, - es ist kalt!', hide: ['Zieh', 'an'], formEn: 'Put your jacket on, it’s cold!', tr: { ua: 'Одягни куртку, холодно!', de: 'Draußen sind nur zwei Grad. Dein Kind soll die Jacke tragen. (anziehen, du-Form)', ru: 'Надень куртку, холодно!', be: 'Апрані куртку, холадна!', tr: 'Ceketini giy, hava soğuk!', pl: 'Załóż kurtkę, jest zimno!', es: '¡Ponte la chaqueta, que hace frío!' }, correct: false },
    { formDe: 'Beeil - dich, - der Bus - kommt gleich!', hide: ['Beeil'], formEn: 'Hurry up, the bus is coming soon!', tr: { ua: 'Поквапся, автобус зараз приїде!', de: 'Dein Freund ist zu langsam, und der Bus ist fast da. (sich beeilen, du-Form)', ru: 'Поторопись, автобус сейчас придёт!', be: 'Спяшайся, аўтобус зараз прыедзе!', tr: 'Acele et, otobüs birazdan geliyor!', pl: 'Pospiesz się, autobus zaraz przyjedzie!', es: '¡Date prisa, que ya viene el autobús!' }, correct: false },
    { formDe: 'Freu - dich - nicht - zu früh!', hide: ['Freu'], formEn: 'Don’t celebrate too soon!', tr: { ua: 'Не радій завчасно!', de: 'Warnung an einen Freund: Es ist noch nicht sicher, dass alles gut wird. (sich freuen, du-Form)', ru: 'Не радуйся раньше времени!', be: 'Не радуйся загадзя!', tr: 'Erkenden sevinme!', pl: 'Nie ciesz się za wcześnie!', es: '¡No te alegres antes de tiempo!' }, correct: false },
    { formDe: 'Zieh - dich - warm - an!', hide: ['Zieh', 'an'], formEn: 'Dress warmly!', tr: { ua: 'Одягнися тепло!', de: 'Draußen ist es sehr kalt. Nimm Mütze, Schal und Handschuhe! (sich anziehen, du-Form)', ru: 'Оденься потеплее!', be: 'Апраніся цёпла!', tr: 'Sıkı giyin!', pl: 'Ubierz się ciepło!', es: '¡Abrígate bien!' }, correct: false },
    { formDe: 'Sei - nicht - so - ungeduldig!', hide: ['Sei'], formEn: 'Don’t be so impatient!', tr: { ua: 'Не будь таким нетерплячим!', de: 'Dein Freund kann nicht warten. Er soll ruhiger werden. (sein, du-Form)', ru: 'Не будь таким нетерпеливым!', be: 'Не будзь такім нецярплівым!', tr: 'Bu kadar sabırsız olma!', pl: 'Nie bądź taki niecierpliwy!', es: '¡No seas tan impaciente!' }, correct: false },
    { formDe: 'Sei - bitte - etwas - leiser!', hide: ['Sei'], formEn: 'Please be a bit quieter!', tr: { ua: 'Будь ласка, трохи тихіше!', de: 'Dein Bruder ist zu laut. Bitte ihn um weniger Lärm. (sein, du-Form)', ru: 'Будь, пожалуйста, немного потише!', be: 'Будзь, калі ласка, крыху цішэй!', tr: 'Lütfen biraz daha sessiz ol!', pl: 'Bądź, proszę, trochę ciszej!', es: '¡Haz un poco menos de ruido, por favor!' }, correct: false },
    { formDe: 'Komm - doch - mal - vorbei!', hide: ['Komm', 'vorbei'], formEn: 'Why don’t you drop by some time!', tr: { ua: 'Заходь якось у гості!', de: 'Freundliche Einladung: Dein Freund soll dich bald besuchen. (vorbeikommen, du-Form)', ru: 'Заходи как-нибудь в гости!', be: 'Заходзь неяк у госці!', tr: 'Bir ara uğrasana!', pl: 'Wpadnij kiedyś do mnie!', es: '¡Pásate un día por casa!' }, correct: false },
    { formDe: 'Hör - mal - gut - zu!', hide: ['Hör', 'zu'], formEn: 'Listen carefully!', tr: { ua: 'Слухай уважно!', de: 'Jetzt kommt etwas Wichtiges. Dein Freund soll genau hinhören. (zuhören, du-Form)', ru: 'Послушай внимательно!', be: 'Паслухай уважліва!', tr: 'İyi dinle!', pl: 'Posłuchaj uważnie!', es: '¡Escucha bien!' }, correct: false },
    { formDe: 'Setz - dich - doch - zu uns!', hide: ['Setz'], formEn: 'Why don’t you sit with us!', tr: { ua: 'Сідай до нас!', de: 'Freundliche Einladung: Bei uns am Tisch ist noch ein Platz frei. (sich setzen, du-Form)', ru: 'Садись к нам!', be: 'Сядай да нас!', tr: 'Gel, bizimle otur!', pl: 'Usiądź z nami!', es: '¡Siéntate con nosotros!' }, correct: false },
    { formDe: 'Gib - mir - mal - das Salz!', hide: ['Gib'], formEn: 'Pass me the salt!', tr: { ua: 'Дай-но мені сіль!', de: 'Am Tisch: Du brauchst das Salz, es steht bei deinem Bruder. (geben, du-Form)', ru: 'Дай-ка мне соль!', be: 'Падай мне соль!', tr: 'Tuzu bana versene!', pl: 'Podaj mi sól!', es: '¡Pásame la sal!' }, correct: false },
    { formDe: 'Gehen - wir - heute Abend - ins Kino!', hide: ['Gehen'], formEn: 'Let’s go to the cinema tonight!', tr: { ua: 'Ходімо сьогодні ввечері в кіно!', de: 'Vorschlag an Freunde: heute Abend zusammen einen Film sehen. (gehen, wir-Form)', ru: 'Пойдём сегодня вечером в кино!', be: 'Хадзем сёння ўвечары ў кіно!', tr: 'Bu akşam sinemaya gidelim!', pl: 'Chodźmy dziś wieczorem do kina!', es: '¡Vamos al cine esta noche!' }, correct: false },
    { formDe: 'Fangen - wir - endlich - an!', hide: ['Fangen', 'an'], formEn: 'Let’s finally get started!', tr: { ua: 'Почнімо нарешті!', de: 'Vorschlag an alle: Wir warten schon zu lange, jetzt geht es los! (anfangen, wir-Form)', ru: 'Давайте наконец начнём!', be: 'Давайце нарэшце пачнём!', tr: 'Artık başlayalım!', pl: 'Zacznijmy wreszcie!', es: '¡Empecemos de una vez!' }, correct: false },
    { formDe: 'Machen - wir - doch - eine kurze Pause!', hide: ['Machen'], formEn: 'Let’s take a short break!', tr: { ua: 'Давайте зробимо коротку перерву!', de: 'Vorschlag an die Kollegen: zehn Minuten nicht arbeiten. (machen, wir-Form)', ru: 'Давайте сделаем короткий перерыв!', be: 'Давайце зробім кароткі перапынак!', tr: 'Kısa bir mola verelim!', pl: 'Zróbmy sobie krótką przerwę!', es: '¡Hagamos una pausa corta!' }, correct: false },
    { formDe: 'Vergiss - den Termin - morgen - nicht!', hide: ['Vergiss'], formEn: 'Don’t forget the appointment tomorrow!', tr: { ua: 'Не забудь про завтрашню зустріч!', de: 'Erinnerung an einen Freund: Morgen muss er zum Arzt. (vergessen, du-Form)', ru: 'Не забудь про завтрашнюю встречу!', be: 'Не забудзь пра заўтрашнюю сустрэчу!', tr: 'Yarınki randevuyu unutma!', pl: 'Nie zapomnij o jutrzejszym spotkaniu!', es: '¡No olvides la cita de mañana!' }, correct: false },
    { formDe: 'Mach - dir - keine - Sorgen!', hide: ['Mach'], formEn: 'Don’t worry!', tr: { ua: 'Не хвилюйся!', de: 'Dein Freund denkt, dass etwas schlecht ausgeht. Beruhige ihn! (sich Sorgen machen, du-Form)', ru: 'Не волнуйся!', be: 'Не хвалюйся!', tr: 'Merak etme!', pl: 'Nie martw się!', es: '¡No te preocupes!' }, correct: false },
    { formDe: 'Hab - keine - Angst - vor dem Hund!', hide: ['Hab'], formEn: 'Don’t be afraid of the dog!', tr: { ua: 'Не бійся собаки!', de: 'Der Hund ist lieb, dein Kind muss sich nicht fürchten. (haben, du-Form)', ru: 'Не бойся собаки!', be: 'Не бойся сабакі!', tr: 'Köpekten korkma!', pl: 'Nie bój się psa!', es: '¡No tengas miedo del perro!' }, correct: false },
  ],
};

export default lesson;
