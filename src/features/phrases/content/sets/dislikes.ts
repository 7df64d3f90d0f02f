import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'dislikes',
  title: { en: 'Dislikes', ua: 'Що мені не подобається', de: 'Was mir nicht gefällt', ru: 'Что мне не нравится', be: 'Што мне не падабаецца', tr: 'Sevmediklerim', pl: 'Czego nie lubię', es: 'Lo que no me gusta' },
  descr: {
    en: 'Say what you don’t like – politely, clearly or strongly – and what bothers you.',
    ua: 'Кажіть, що вам не подобається, – ввічливо, прямо чи різко – і що вам заважає.',
    de: 'Sagen, was man nicht mag – höflich, klar oder sehr deutlich – und was einen stört.',
    ru: 'Говорите, что вам не нравится, – вежливо, прямо или резко – и что вам мешает.',
    be: 'Кажыце, што вам не падабаецца, – ветліва, прама ці рэзка – і што вам перашкаджае.',
    tr: 'Sevmediğiniz şeyleri – kibarca, açıkça ya da sertçe – ve sizi rahatsız eden şeyleri söyleyin.',
    pl: 'Mów, czego nie lubisz – grzecznie, wprost albo stanowczo – i co ci przeszkadza.',
    es: 'Di lo que no te gusta – con tacto, con claridad o con fuerza – y lo que te molesta.',
  },
  img: 'thumbs-down',
  paywall: false,
  group: 'feelings',
  phrases: [
    {
      de: 'Ich mag keine Tomaten.',
      tr: { en: "I don't like tomatoes.", ua: 'Я не люблю помідори.', de: 'kein vor Nomen ohne Artikel', ru: 'Я не люблю помидоры.', be: 'Я не люблю памідоры.', tr: 'Domatesi sevmem.', pl: 'Nie lubię pomidorów.', es: 'No me gustan los tomates.' },
      note: {
        en: 'A noun without an article is negated with „kein“: Ich mag keine Tomaten. Otherwise use „nicht“: Ich mag das nicht.',
        ua: 'Іменник без артикля заперечують через „kein“: Ich mag keine Tomaten. В інших випадках – „nicht“: Ich mag das nicht.',
        de: 'Nomen ohne Artikel: kein; sonst: nicht',
        ru: 'Существительное без артикля отрицают с „kein“: Ich mag keine Tomaten. В остальных случаях – „nicht“: Ich mag das nicht.',
        be: 'Назоўнік без артыкля адмаўляюць праз „kein“: Ich mag keine Tomaten. У астатніх выпадках – „nicht“: Ich mag das nicht.',
        tr: 'Artikelsiz isim „kein“ ile olumsuz yapılır: Ich mag keine Tomaten. Diğer durumlarda „nicht“: Ich mag das nicht.',
        pl: 'Rzeczownik bez rodzajnika neguje się przez „kein“: Ich mag keine Tomaten. W innych przypadkach – „nicht“: Ich mag das nicht.',
        es: 'Un sustantivo sin artículo se niega con „kein“: Ich mag keine Tomaten. Si no, con „nicht“: Ich mag das nicht.',
      },
    },
    {
      de: 'Das mag ich gar nicht.',
      alternatives: ['Das mag ich überhaupt nicht.'],
      tr: { en: "I don't like that at all.", ua: 'Я це зовсім не люблю.', de: 'gar nicht: überhaupt nicht', ru: 'Я это совсем не люблю.', be: 'Я гэта зусім не люблю.', tr: 'Bunu hiç sevmem.', pl: 'W ogóle tego nie lubię.', es: 'Eso no me gusta nada.' },
    },
    {
      de: 'Das gefällt mir nicht.',
      tr: { en: "I don't like that.", ua: 'Мені це не подобається.', de: 'gefallen, verneint', ru: 'Мне это не нравится.', be: 'Мне гэта не падабаецца.', tr: 'Bu hoşuma gitmiyor.', pl: 'Nie podoba mi się to.', es: 'No me gusta.' },
    },
    {
      de: 'Der Film hat mir überhaupt nicht gefallen.',
      alternatives: ['Der Film hat mir gar nicht gefallen.'],
      tr: { en: "I didn't like the film at all.", ua: 'Фільм мені зовсім не сподобався.', de: 'überhaupt nicht: ganz und gar nicht', ru: 'Фильм мне совсем не понравился.', be: 'Фільм мне зусім не спадабаўся.', tr: 'Filmi hiç beğenmedim.', pl: 'Film w ogóle mi się nie podobał.', es: 'La película no me gustó nada.' },
    },
    {
      de: 'Das schmeckt mir nicht.',
      tr: { en: "I don't like the taste of this.", ua: 'Мені це не смакує.', de: 'über Essen und Trinken', ru: 'Мне это не нравится на вкус.', be: 'Мне гэта не смакуе.', tr: 'Bunun tadını sevmedim.', pl: 'To mi nie smakuje.', es: 'No me gusta cómo sabe.' },
    },
    {
      de: 'Spinat esse ich nicht so gern.',
      tr: { en: "I'm not so keen on spinach.", ua: 'Шпинат я не дуже люблю.', de: 'vorsichtig und höflich', ru: 'Шпинат я не очень люблю.', be: 'Шпінат я не вельмі люблю.', tr: 'Ispanağı pek sevmem.', pl: 'Za szpinakiem nie przepadam.', es: 'Las espinacas no me gustan mucho.' },
    },
    {
      de: 'Ich hasse es, früh aufzustehen.',
      tr: { en: 'I hate getting up early.', ua: 'Ненавиджу рано вставати.', de: 'hassen: sehr stark; mit zu + Infinitiv', ru: 'Ненавижу рано вставать.', be: 'Ненавіджу рана ўставаць.', tr: 'Erken kalkmaktan nefret ediyorum.', pl: 'Nienawidzę wcześnie wstawać.', es: 'Odio madrugar.' },
    },
    {
      de: 'Ich kann laute Musik nicht leiden.',
      alternatives: ['Ich kann laute Musik nicht ausstehen.'],
      tr: { en: "I can't stand loud music.", ua: 'Терпіти не можу гучну музику.', de: 'nicht leiden können: gar nicht mögen', ru: 'Терпеть не могу громкую музыку.', be: 'Цярпець не магу гучную музыку.', tr: 'Yüksek sesli müziğe dayanamam.', pl: 'Nie znoszę głośnej muzyki.', es: 'No soporto la música alta.' },
      note: {
        en: '„nicht leiden können“ is a fixed phrase for „can’t stand“; here „leiden“ does not mean to suffer.',
        ua: '„nicht leiden können“ – сталий вираз „терпіти не можу“; „leiden“ тут не означає „страждати“.',
        de: 'feste Wendung; leiden heißt hier nicht Schmerzen haben',
        ru: '„nicht leiden können“ – устойчивое выражение „терпеть не могу“; „leiden“ здесь не значит „страдать“.',
        be: '„nicht leiden können“ – устойлівы выраз „цярпець не магу“; „leiden“ тут не азначае „пакутаваць“.',
        tr: '„nicht leiden können“ „dayanamamak“ anlamında kalıp bir ifadedir; „leiden“ burada acı çekmek demek değildir.',
        pl: '„nicht leiden können“ to stałe wyrażenie „nie znosić“; „leiden“ nie znaczy tu „cierpieć“.',
        es: '„nicht leiden können“ es una expresión fija, „no soportar“; aquí „leiden“ no significa sufrir.',
      },
    },
    {
      de: 'Das ist nicht mein Ding.',
      tr: { en: "That's not my thing.", ua: 'Це не моє.', de: 'umgangssprachlich, freundlich', ru: 'Это не моё.', be: 'Гэта не маё.', tr: 'Bu bana göre değil.', pl: 'To nie moja bajka.', es: 'No es lo mío.' },
    },
    {
      de: 'Das ist nichts für mich.',
      tr: { en: "That's not for me.", ua: 'Це не для мене.', de: 'passt nicht zu mir', ru: 'Это не для меня.', be: 'Гэта не для мяне.', tr: 'Bu benlik değil.', pl: 'To nie dla mnie.', es: 'Eso no es para mí.' },
    },
    {
      de: 'Ich finde das langweilig.',
      tr: { en: 'I find that boring.', ua: 'Як на мене, це нудно.', de: 'finden: eine Meinung sagen', ru: 'По-моему, это скучно.', be: 'Як па мне, гэта нудна.', tr: 'Bence bu sıkıcı.', pl: 'Uważam, że to nudne.', es: 'Me parece aburrido.' },
    },
    {
      de: 'Das finde ich nicht so toll.',
      tr: { en: "I'm not so keen on that.", ua: 'Мені це не дуже до вподоби.', de: 'Kritik, weich gesagt', ru: 'Мне это не очень по душе.', be: 'Мне гэта не вельмі даспадобы.', tr: 'Bunu pek beğenmiyorum.', pl: 'Nie bardzo mi się to podoba.', es: 'No me parece gran cosa.' },
      note: {
        en: 'Germans often soften criticism with „nicht so“: nicht so toll, nicht so gut.',
        ua: 'Німці часто пом’якшують критику словами „nicht so“: nicht so toll, nicht so gut.',
        de: 'Mit „nicht so“ klingt Kritik freundlicher.',
        ru: 'Немцы часто смягчают критику словами „nicht so“: nicht so toll, nicht so gut.',
        be: 'Немцы часта змякчаюць крытыку словамі „nicht so“: nicht so toll, nicht so gut.',
        tr: 'Almanlar eleştiriyi çoğu zaman „nicht so“ ile yumuşatır: nicht so toll, nicht so gut.',
        pl: 'Niemcy często łagodzą krytykę słowami „nicht so“: nicht so toll, nicht so gut.',
        es: 'Los alemanes suelen suavizar la crítica con „nicht so“: nicht so toll, nicht so gut.',
      },
    },
    {
      de: 'Das ist ja eklig!',
      tr: { en: "That's disgusting!", ua: 'Яка гидота!', de: 'Ekel zeigen; ja macht es stärker', ru: 'Какая гадость!', be: 'Якая гадасць!', tr: 'Çok iğrenç!', pl: 'Ale obrzydliwe!', es: '¡Qué asco!' },
    },
    {
      de: 'Das nervt!',
      tr: { en: "That's so annoying!", ua: 'Це дратує!', de: 'umgangssprachlich: stört sehr', ru: 'Это бесит!', be: 'Як жа гэта раздражняе!', tr: 'Çok sinir bozucu!', pl: 'To wkurza!', es: '¡Qué fastidio!' },
      register: 'slang',
    },
    {
      de: 'Das geht mir auf die Nerven.',
      tr: { en: 'That gets on my nerves.', ua: 'Це діє мені на нерви.', de: 'stört sehr, auf Dauer', ru: 'Это действует мне на нервы.', be: 'Гэта дзейнічае мне на нервы.', tr: 'Bu sinirimi bozuyor.', pl: 'To działa mi na nerwy.', es: 'Eso me pone de los nervios.' },
    },
    {
      de: 'Der Lärm stört mich.',
      tr: { en: 'The noise bothers me.', ua: 'Мені заважає шум.', de: 'stören + Akkusativ', ru: 'Мне мешает шум.', be: 'Мне перашкаджае шум.', tr: 'Gürültü beni rahatsız ediyor.', pl: 'Przeszkadza mi hałas.', es: 'Me molesta el ruido.' },
    },
    {
      de: 'Es stört mich, wenn Leute zu spät kommen.',
      alternatives: ['Es stört mich, wenn Menschen zu spät kommen.'],
      tr: { en: 'It bothers me when people are late.', ua: 'Мене дратує, коли люди запізнюються.', de: 'Nebensatz mit wenn', ru: 'Меня раздражает, когда люди опаздывают.', be: 'Мяне раздражняе, калі людзі спазняюцца.', tr: 'İnsanların geç kalması beni rahatsız ediyor.', pl: 'Przeszkadza mi, kiedy ludzie się spóźniają.', es: 'Me molesta que la gente llegue tarde.' },
    },
    {
      de: 'Ich mag es nicht, wenn es regnet.',
      tr: { en: "I don't like it when it rains.", ua: 'Я не люблю, коли йде дощ.', de: 'es steht für den Nebensatz', ru: 'Я не люблю, когда идёт дождь.', be: 'Я не люблю, калі ідзе дождж.', tr: 'Yağmur yağmasını sevmem.', pl: 'Nie lubię, kiedy pada.', es: 'No me gusta cuando llueve.' },
    },
    {
      de: 'Magst du keine Pilze?',
      tr: { en: "Don't you like mushrooms?", ua: 'Ти не любиш гриби?', de: 'verneinte Frage', ru: 'Ты не любишь грибы?', be: 'Ты не любіш грыбы?', tr: 'Mantar sevmiyor musun?', pl: 'Nie lubisz grzybów?', es: '¿No te gustan las setas?' },
      register: 'informal',
      note: {
        en: 'To say „yes, I do“ to a negative question, answer „Doch!“, not „Ja“.',
        ua: 'Щоб заперечити заперечне питання („ні, люблю!“), відповідають „Doch!“, а не „Ja“.',
        de: 'Auf eine verneinte Frage antwortet man mit „Doch“, nicht mit „Ja“.',
        ru: 'Чтобы возразить на отрицательный вопрос („нет, люблю!“), отвечают „Doch!“, а не „Ja“.',
        be: 'Каб запярэчыць на адмоўнае пытанне („не, люблю!“), адказваюць „Doch!“, а не „Ja“.',
        tr: 'Olumsuz bir soruya „hayır, severim!“ demek için „Ja“ değil „Doch!“ denir.',
        pl: 'Żeby zaprzeczyć pytaniu przeczącemu („ależ lubię!“), odpowiada się „Doch!“, nie „Ja“.',
        es: 'Para contradecir una pregunta negativa („¡sí que me gustan!“) se responde „Doch!“, no „Ja“.',
      },
    },
    {
      de: 'Ich habe keine Lust auf Fußball.',
      tr: { en: "I don't feel like football.", ua: 'Мені не хочеться на футбол.', de: 'Lust auf + Akkusativ', ru: 'Мне не хочется на футбол.', be: 'Мне не хочацца на футбол.', tr: 'Canım futbol istemiyor.', pl: 'Nie mam ochoty na piłkę nożną.', es: 'No tengo ganas de fútbol.' },
    },
    {
      de: 'Ich bin kein Fan von Horrorfilmen.',
      tr: { en: "I'm not a fan of horror films.", ua: 'Я не фанат фільмів жахів.', de: 'höflich: mag es nicht besonders', ru: 'Я не фанат фильмов ужасов.', be: 'Я не фанат фільмаў жахаў.', tr: 'Korku filmlerinin hayranı değilim.', pl: 'Nie przepadam za horrorami.', es: 'No soy muy fan de las películas de terror.' },
    },
  ],
};

export default set;
