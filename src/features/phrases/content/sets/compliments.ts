import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'compliments',
  title: { en: 'Compliments', ua: 'Компліменти', de: 'Komplimente', ru: 'Комплименты', be: 'Кампліменты', tr: 'İltifatlar', pl: 'Komplementy', es: 'Cumplidos' },
  descr: {
    en: 'Say something nice – and react when someone praises you.',
    ua: 'Скажіть щось приємне – і відреагуйте, коли хвалять вас.',
    de: 'Etwas Nettes sagen – und reagieren, wenn jemand einen lobt.',
    ru: 'Скажите что-нибудь приятное – и ответьте, когда хвалят вас.',
    be: 'Скажыце нешта прыемнае – і адкажыце, калі хваляць вас.',
    tr: 'Güzel bir şey söyleyin ve biri sizi övdüğünde karşılık verin.',
    pl: 'Powiedz coś miłego – i zareaguj, gdy ktoś cię chwali.',
    es: 'Di algo bonito y reacciona cuando alguien te elogia.',
  },
  img: 'smiling-face-with-heart-eyes',
  paywall: false,
  group: 'social',
  phrases: [
    {
      de: 'Das sieht toll aus!',
      alternatives: ['Das sieht super aus!', 'Das sieht klasse aus!'],
      tr: { en: 'That looks great!', ua: 'Це виглядає чудово!', de: 'Lob für Aussehen oder Ergebnis', ru: 'Это выглядит здорово!', be: 'Гэта выглядае цудоўна!', tr: 'Harika görünüyor!', pl: 'To wygląda świetnie!', es: '¡Tiene muy buena pinta!' },
    },
    {
      de: 'Du siehst gut aus!',
      tr: { en: 'You look good!', ua: 'Ти гарно виглядаєш!', de: 'Kompliment zum Aussehen', ru: 'Ты хорошо выглядишь!', be: 'Ты добра выглядаеш!', tr: 'İyi görünüyorsun!', pl: 'Dobrze wyglądasz!', es: '¡Tienes buen aspecto!' },
      register: 'informal',
    },
    {
      de: 'Das Kleid steht dir sehr gut.',
      tr: { en: 'That dress really suits you.', ua: 'Ця сукня тобі дуже пасує.', de: 'die Kleidung passt zu der Person', ru: 'Это платье тебе очень идёт.', be: 'Гэтая сукенка табе вельмі пасуе.', tr: 'Bu elbise sana çok yakışmış.', pl: 'Bardzo ci w tej sukience do twarzy.', es: 'Ese vestido te queda muy bien.' },
      register: 'informal',
      note: {
        en: '"stehen" here means "to suit" and takes the dative: "Das steht dir."',
        ua: '«stehen» тут означає «пасувати» і вимагає давального відмінка: «Das steht dir».',
        de: '„Stehen“ heißt hier „passen“, mit Dativ: „Das steht dir.“',
        ru: '«stehen» здесь значит «идти (об одежде)» и требует дательного падежа: «Das steht dir».',
        be: '«stehen» тут азначае «пасаваць» і патрабуе давальнага склону: «Das steht dir».',
        tr: '"stehen" burada "yakışmak" demektir ve datif alır: "Das steht dir."',
        pl: '„stehen” znaczy tu „pasować” i łączy się z celownikiem: „Das steht dir”.',
        es: '«stehen» aquí significa «quedar bien» y va con dativo: «Das steht dir».',
      },
    },
    {
      de: 'Deine neue Frisur gefällt mir.',
      tr: { en: 'I like your new haircut.', ua: 'Мені подобається твоя нова зачіска.', de: 'Kompliment zum Haarschnitt', ru: 'Мне нравится твоя новая причёска.', be: 'Мне падабаецца твая новая прычоска.', tr: 'Yeni saç modelini beğendim.', pl: 'Podoba mi się twoja nowa fryzura.', es: 'Me gusta tu nuevo corte de pelo.' },
      register: 'informal',
    },
    {
      de: 'Du hast einen tollen Geschmack!',
      tr: { en: 'You have great taste!', ua: 'У тебе чудовий смак!', de: 'Lob für Stil oder Auswahl', ru: 'У тебя отличный вкус!', be: 'У цябе выдатны густ!', tr: 'Zevkin harika!', pl: 'Masz świetny gust!', es: '¡Tienes muy buen gusto!' },
      register: 'informal',
    },
    {
      de: 'Das Essen schmeckt super!',
      alternatives: ['Das Essen schmeckt toll!'],
      tr: { en: 'The food tastes great!', ua: 'Їжа дуже смачна!', de: 'Lob für das Essen', ru: 'Еда очень вкусная!', be: 'Ежа вельмі смачная!', tr: 'Yemek çok lezzetli!', pl: 'Jedzenie jest pyszne!', es: '¡La comida está riquísima!' },
    },
    {
      de: 'Du kochst wirklich gut!',
      alternatives: ['Du kochst echt gut!'],
      tr: { en: 'You’re a really good cook!', ua: 'Ти справді добре готуєш!', de: 'Lob für den Koch oder die Köchin', ru: 'Ты правда хорошо готовишь!', be: 'Ты сапраўды добра гатуеш!', tr: 'Gerçekten çok güzel yemek yapıyorsun!', pl: 'Naprawdę świetnie gotujesz!', es: '¡Cocinas muy bien!' },
      register: 'informal',
    },
    {
      de: 'Sie haben eine schöne Wohnung.',
      tr: { en: 'You have a lovely flat.', ua: 'У вас гарна квартира.', de: 'Lob beim Besuch', ru: 'У вас красивая квартира.', be: 'У вас прыгожая кватэра.', tr: 'Eviniz çok güzel.', pl: 'Ma pan/pani ładne mieszkanie.', es: 'Tiene usted un piso muy bonito.' },
      register: 'formal',
    },
    {
      de: 'Ihr habt es richtig gemütlich hier!',
      alternatives: ['Ihr habt es wirklich gemütlich hier!', 'Ihr habt es echt gemütlich hier!'],
      tr: { en: 'It’s really cosy at your place!', ua: 'У вас тут дуже затишно!', de: 'Lob für die Wohnung von Freunden', ru: 'У вас тут очень уютно!', be: 'У вас тут вельмі ўтульна!', tr: 'Eviniz gerçekten çok sıcak ve rahat!', pl: 'Naprawdę przytulnie u was!', es: '¡Qué acogedora tenéis la casa!' },
      register: 'informal',
      note: {
        en: '"gemütlich" (cosy, relaxed) is a favourite German compliment for a home.',
        ua: '«gemütlich» (затишний) – улюблений німецький комплімент для житла.',
        de: '„Gemütlich“ ist ein beliebtes Lob für eine Wohnung.',
        ru: '«gemütlich» (уютный) – любимый немецкий комплимент для жилья.',
        be: '«gemütlich» (утульны) – улюбёны нямецкі камплімент для жылля.',
        tr: '"gemütlich" (rahat, sıcak) bir ev için sevilen bir Alman iltifatıdır.',
        pl: '„gemütlich” (przytulny) to ulubiony niemiecki komplement o mieszkaniu.',
        es: '«gemütlich» (acogedor) es un cumplido alemán muy típico para una casa.',
      },
    },
    {
      de: 'Was für ein schöner Garten!',
      tr: { en: 'What a beautiful garden!', ua: 'Який гарний сад!', de: 'Ausruf der Bewunderung', ru: 'Какой красивый сад!', be: 'Які прыгожы сад!', tr: 'Ne güzel bir bahçe!', pl: 'Jaki piękny ogród!', es: '¡Qué jardín tan bonito!' },
    },
    {
      de: 'Gut gemacht!',
      tr: { en: 'Well done!', ua: 'Молодець!', de: 'Lob für eine Leistung', ru: 'Молодец!', be: 'Малайчына!', tr: 'Aferin!', pl: 'Dobra robota!', es: '¡Bien hecho!' },
    },
    {
      de: 'Das hast du super gemacht!',
      alternatives: ['Das hast du toll gemacht!'],
      tr: { en: 'You did that brilliantly!', ua: 'У тебе чудово вийшло!', de: 'starkes Lob', ru: 'У тебя отлично получилось!', be: 'У цябе выдатна атрымалася!', tr: 'Bunu harika yaptın!', pl: 'Świetnie ci to wyszło!', es: '¡Lo has hecho genial!' },
      register: 'informal',
    },
    {
      de: 'Die Präsentation war wirklich gut.',
      alternatives: ['Die Präsentation war echt gut.'],
      tr: { en: 'The presentation was really good.', ua: 'Презентація була справді гарна.', de: 'Lob bei der Arbeit', ru: 'Презентация была действительно хорошей.', be: 'Прэзентацыя была сапраўды добрая.', tr: 'Sunum gerçekten iyiydi.', pl: 'Prezentacja była naprawdę dobra.', es: 'La presentación estuvo muy bien.' },
    },
    {
      de: 'Ihr Deutsch ist sehr gut!',
      tr: { en: 'Your German is very good!', ua: 'Ваша німецька дуже гарна!', de: 'Lob für Sprachkenntnisse', ru: 'У вас очень хороший немецкий!', be: 'У вас вельмі добрая нямецкая!', tr: 'Almancanız çok iyi!', pl: 'Pana/Pani niemiecki jest bardzo dobry!', es: '¡Su alemán es muy bueno!' },
      register: 'formal',
    },
    {
      de: 'Du bist echt lustig.',
      alternatives: ['Du bist wirklich lustig.'],
      tr: { en: 'You’re really funny.', ua: 'З тобою справді весело.', de: 'Kompliment zum Humor', ru: 'С тобой правда весело.', be: 'З табой сапраўды весела.', tr: 'Gerçekten çok komiksin.', pl: 'Jesteś naprawdę zabawny / zabawna.', es: 'Eres muy gracioso / graciosa.' },
      register: 'informal',
    },
    {
      de: 'Sie sind sehr freundlich.',
      alternatives: ['Sie sind sehr nett.'],
      tr: { en: 'You’re very kind.', ua: 'Ви дуже люб’язні.', de: 'Lob für nettes Verhalten', ru: 'Вы очень любезны.', be: 'Вы вельмі ласкавыя.', tr: 'Çok naziksiniz.', pl: 'Jest pan bardzo miły / pani bardzo miła.', es: 'Es usted muy amable.' },
      register: 'formal',
    },
    {
      de: 'Sie haben mir sehr geholfen.',
      tr: { en: 'You’ve been a great help.', ua: 'Ви мені дуже допомогли.', de: 'Dank und Lob zugleich', ru: 'Вы мне очень помогли.', be: 'Вы мне вельмі дапамаглі.', tr: 'Bana çok yardımcı oldunuz.', pl: 'Bardzo mi pan pomógł / pani pomogła.', es: 'Me ha ayudado mucho.' },
      register: 'formal',
    },
    {
      de: 'Danke für das Kompliment!',
      tr: { en: 'Thanks for the compliment!', ua: 'Дякую за комплімент!', de: 'Reaktion auf Lob', ru: 'Спасибо за комплимент!', be: 'Дзякуй за камплімент!', tr: 'İltifatınız için teşekkürler!', pl: 'Dziękuję za komplement!', es: '¡Gracias por el cumplido!' },
    },
    {
      de: 'Danke, das ist nett von dir!',
      alternatives: ['Danke, das ist lieb von dir!'],
      tr: { en: 'Thanks, that’s kind of you!', ua: 'Дякую, це мило з твого боку!', de: 'freundliche Reaktion auf ein Kompliment', ru: 'Спасибо, очень мило с твоей стороны!', be: 'Дзякуй, гэта міла з твайго боку!', tr: 'Teşekkürler, çok naziksin!', pl: 'Dzięki, to miłe z twojej strony!', es: '¡Gracias, qué amable!' },
      register: 'informal',
    },
    {
      de: 'Das freut mich zu hören!',
      tr: { en: 'I’m glad to hear that!', ua: 'Приємно це чути!', de: 'Reaktion auf Lob oder gute Nachrichten', ru: 'Приятно это слышать!', be: 'Прыемна гэта чуць!', tr: 'Bunu duyduğuma sevindim!', pl: 'Miło mi to słyszeć!', es: '¡Me alegra oírlo!' },
    },
    {
      de: 'Das Kompliment kann ich nur zurückgeben!',
      tr: { en: 'I can only return the compliment!', ua: 'Можу лише повернути комплімент!', de: 'ein Lob erwidern', ru: 'Могу только вернуть комплимент!', be: 'Магу толькі вярнуць камплімент!', tr: 'Aynı iltifatı ben de size yapabilirim!', pl: 'Mogę tylko odwzajemnić komplement!', es: '¡Lo mismo digo!' },
    },
  ],
};

export default set;
