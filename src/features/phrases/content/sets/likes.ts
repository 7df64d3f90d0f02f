import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'likes',
  title: { en: 'Likes', ua: 'Що мені подобається', de: 'Was mir gefällt', ru: 'Что мне нравится', be: 'Што мне падабаецца', tr: 'Sevdiklerim', pl: 'Co lubię', es: 'Lo que me gusta' },
  descr: {
    en: 'Say what you like and love – food, places, music, people – with mögen, gefallen and schmecken.',
    ua: 'Кажіть, що вам подобається, – їжа, місця, музика, люди – з mögen, gefallen і schmecken.',
    de: 'Sagen, was man mag und liebt – Essen, Orte, Musik, Menschen – mit mögen, gefallen und schmecken.',
    ru: 'Говорите, что вам нравится, – еда, места, музыка, люди – с mögen, gefallen и schmecken.',
    be: 'Кажыце, што вам падабаецца, – ежа, месцы, музыка, людзі – з mögen, gefallen і schmecken.',
    tr: 'Sevdiğiniz şeyleri – yemek, yerler, müzik, insanlar – mögen, gefallen ve schmecken ile anlatın.',
    pl: 'Mów, co lubisz i kochasz – jedzenie, miejsca, muzykę, ludzi – z mögen, gefallen i schmecken.',
    es: 'Di lo que te gusta y te encanta – comida, lugares, música, personas – con mögen, gefallen y schmecken.',
  },
  img: 'thumbs-up',
  paywall: false,
  group: 'feelings',
  phrases: [
    {
      de: 'Ich mag Schokolade.',
      tr: { en: 'I like chocolate.', ua: 'Мені подобається шоколад.', de: 'mögen + Akkusativ', ru: 'Я люблю шоколад.', be: 'Я люблю шакалад.', tr: 'Çikolatayı severim.', pl: 'Lubię czekoladę.', es: 'Me gusta el chocolate.' },
    },
    {
      de: 'Magst du Katzen?',
      tr: { en: 'Do you like cats?', ua: 'Ти любиш котів?', de: 'nach Vorlieben fragen', ru: 'Ты любишь кошек?', be: 'Ты любіш катоў?', tr: 'Kedileri sever misin?', pl: 'Lubisz koty?', es: '¿Te gustan los gatos?' },
      register: 'informal',
    },
    {
      de: 'Ich liebe den Sommer.',
      tr: { en: 'I love summer.', ua: 'Я обожнюю літо.', de: 'lieben: sehr stark mögen', ru: 'Я обожаю лето.', be: 'Я абажаю лета.', tr: 'Yazı çok severim.', pl: 'Uwielbiam lato.', es: 'Me encanta el verano.' },
      note: {
        en: '„lieben“ for things is strong but common; about a person it means romantic love.',
        ua: '„lieben“ про речі – сильно, але вживається часто; про людину – це романтичне кохання.',
        de: 'Bei Menschen bedeutet lieben romantische Liebe.',
        ru: '„lieben“ о вещах – сильно, но употребляется часто; о человеке – это романтическая любовь.',
        be: '„lieben“ пра рэчы – моцна, але ўжываецца часта; пра чалавека – гэта рамантычнае каханне.',
        tr: 'Şeyler için „lieben“ güçlü ama yaygındır; bir insan için romantik aşk demektir.',
        pl: '„lieben“ o rzeczach to mocne, ale częste słowo; o człowieku oznacza miłość romantyczną.',
        es: '„lieben“ con cosas es fuerte pero frecuente; con personas significa amor romántico.',
      },
    },
    {
      de: 'Das gefällt mir sehr gut.',
      tr: { en: 'I like that a lot.', ua: 'Мені це дуже подобається.', de: 'gefallen: schön finden', ru: 'Мне это очень нравится.', be: 'Мне гэта вельмі падабаецца.', tr: 'Bunu çok beğendim.', pl: 'Bardzo mi się to podoba.', es: 'Me gusta mucho.' },
      note: {
        en: 'With „gefallen“ the thing is the subject and the person is in the dative: Das gefällt mir.',
        ua: 'З „gefallen“ підмет – річ, а особа в давальному відмінку: Das gefällt mir.',
        de: 'Die Sache ist Subjekt, die Person steht im Dativ.',
        ru: 'С „gefallen“ подлежащее – вещь, а лицо в дательном падеже: Das gefällt mir.',
        be: 'З „gefallen“ дзейнік – рэч, а асоба ў давальным склоне: Das gefällt mir.',
        tr: '„gefallen“ ile özne şeydir, kişi Dativ hâlindedir: Das gefällt mir.',
        pl: 'Przy „gefallen“ podmiotem jest rzecz, a osoba stoi w celowniku: Das gefällt mir.',
        es: 'Con „gefallen“ el sujeto es la cosa y la persona va en dativo: Das gefällt mir.',
      },
    },
    {
      de: 'Wie gefällt dir die Stadt?',
      tr: { en: 'How do you like the city?', ua: 'Як тобі місто?', de: 'nach der Meinung fragen', ru: 'Как тебе город?', be: 'Як табе горад?', tr: 'Şehri nasıl buldun?', pl: 'Jak ci się podoba miasto?', es: '¿Qué te parece la ciudad?' },
      register: 'informal',
    },
    {
      de: 'Der Film hat mir gut gefallen.',
      tr: { en: 'I liked the film.', ua: 'Мені сподобався фільм.', de: 'Perfekt von gefallen', ru: 'Мне понравился фильм.', be: 'Мне спадабаўся фільм.', tr: 'Filmi beğendim.', pl: 'Film mi się podobał.', es: 'Me gustó la película.' },
    },
    {
      de: 'Das Essen schmeckt mir.',
      tr: { en: 'I like the food.', ua: 'Їжа мені смакує.', de: 'schmecken: für Essen und Trinken', ru: 'Еда мне нравится.', be: 'Ежа мне смакуе.', tr: 'Yemeği beğendim.', pl: 'Jedzenie mi smakuje.', es: 'Me gusta la comida.' },
      note: {
        en: 'For food and drink say „schmecken“, not „gefallen“: Der Kuchen schmeckt mir.',
        ua: 'Про їжу й напої кажуть „schmecken“, а не „gefallen“: Der Kuchen schmeckt mir.',
        de: 'Bei Essen und Trinken: schmecken, nicht gefallen.',
        ru: 'О еде и напитках говорят „schmecken“, а не „gefallen“: Der Kuchen schmeckt mir.',
        be: 'Пра ежу і напоі кажуць „schmecken“, а не „gefallen“: Der Kuchen schmeckt mir.',
        tr: 'Yiyecek ve içecek için „gefallen“ değil „schmecken“ denir: Der Kuchen schmeckt mir.',
        pl: 'O jedzeniu i napojach mówi się „schmecken“, nie „gefallen“: Der Kuchen schmeckt mir.',
        es: 'Para comida y bebida se dice „schmecken“, no „gefallen“: Der Kuchen schmeckt mir.',
      },
    },
    {
      de: 'Das ist echt lecker!',
      alternatives: ['Das ist wirklich lecker!'],
      tr: { en: "That's really tasty!", ua: 'Це справді смачно!', de: 'echt: umgangssprachlich für wirklich', ru: 'Это правда вкусно!', be: 'Гэта сапраўды смачна!', tr: 'Bu gerçekten çok lezzetli!', pl: 'To jest naprawdę pyszne!', es: '¡Esto está riquísimo!' },
    },
    {
      de: 'Ich finde das toll!',
      alternatives: ['Ich finde das super!', 'Ich finde das klasse!'],
      tr: { en: "I think that's great!", ua: 'Як на мене, це чудово!', de: 'finden: eine Meinung sagen', ru: 'По-моему, это здорово!', be: 'Як па мне, гэта выдатна!', tr: 'Bence bu harika!', pl: 'Uważam, że to super!', es: '¡Me parece genial!' },
    },
    {
      de: 'Ich finde deine Jacke schön.',
      tr: { en: 'I like your jacket.', ua: 'Мені подобається твоя куртка.', de: 'ein kleines Kompliment', ru: 'Мне нравится твоя куртка.', be: 'Мне падабаецца твая куртка.', tr: 'Ceketini beğendim.', pl: 'Podoba mi się twoja kurtka.', es: 'Me gusta tu chaqueta.' },
      register: 'informal',
    },
    {
      de: 'Voll cool!',
      tr: { en: 'Really cool!', ua: 'Просто супер!', de: 'Jugendsprache: sehr gut', ru: 'Просто класс!', be: 'Проста клас!', tr: 'Çok havalı!', pl: 'Mega fajne!', es: '¡Qué guay!' },
      register: 'slang',
      note: {
        en: 'Youth language: „voll“ here means „very“. Avoid it in formal situations.',
        ua: 'Молодіжна мова: „voll“ тут означає „дуже“. В офіційних ситуаціях краще не вживати.',
        de: 'voll: umgangssprachlich für sehr; nicht in formellen Situationen',
        ru: 'Молодёжный язык: „voll“ здесь значит „очень“. В официальных ситуациях лучше не использовать.',
        be: 'Моладзевая мова: „voll“ тут азначае „вельмі“. У афіцыйных сітуацыях лепш не ўжываць.',
        tr: 'Gençlerin dili: „voll“ burada „çok“ demektir. Resmî ortamlarda kullanmayın.',
        pl: 'Język młodzieżowy: „voll“ znaczy tu „bardzo“. Nie w oficjalnych sytuacjach.',
        es: 'Lenguaje juvenil: „voll“ aquí significa „muy“. Evítalo en situaciones formales.',
      },
    },
    {
      de: 'Ich bin ein großer Fan von Fußball.',
      tr: { en: "I'm a big football fan.", ua: 'Я великий фанат футболу.', de: 'Fan von + Dativ', ru: 'Я большой фанат футбола.', be: 'Я вялікі фанат футбола.', tr: 'Büyük bir futbol hayranıyım.', pl: 'Jestem wielkim fanem / wielką fanką piłki nożnej.', es: 'Soy muy fan del fútbol.' },
    },
    {
      de: 'Ich höre gern Rockmusik.',
      tr: { en: 'I like listening to rock music.', ua: 'Я люблю слухати рок.', de: 'gern: mit Freude', ru: 'Я люблю слушать рок.', be: 'Я люблю слухаць рок.', tr: 'Rock müzik dinlemeyi severim.', pl: 'Lubię słuchać rocka.', es: 'Me gusta escuchar rock.' },
    },
    {
      de: 'Tanzen macht mir Spaß.',
      tr: { en: 'I enjoy dancing.', ua: 'Мені подобається танцювати.', de: 'Spaß machen + Dativ', ru: 'Мне нравится танцевать.', be: 'Мне падабаецца танцаваць.', tr: 'Dans etmek bana keyif veriyor.', pl: 'Taniec sprawia mi frajdę.', es: 'Me divierte bailar.' },
    },
    {
      de: 'Ich stehe auf alte Filme.',
      tr: { en: "I'm into old films.", ua: 'Я фанатію від старих фільмів.', de: 'auf etwas stehen: umgangssprachlich für mögen', ru: 'Я тащусь от старых фильмов.', be: 'Я фанацею ад старых фільмаў.', tr: 'Eski filmlere bayılırım.', pl: 'Kręcą mnie stare filmy.', es: 'Me flipan las pelis antiguas.' },
      register: 'slang',
      note: {
        en: 'Colloquial: „auf etwas stehen“ = to be into something; about a person it usually means you find them attractive.',
        ua: 'Розмовне: „auf etwas stehen“ – бути в захваті від чогось; про людину – зазвичай означає, що вона вам подобається як чоловік чи жінка.',
        de: 'Bei Personen heißt es meist: jemanden attraktiv finden.',
        ru: 'Разговорное: „auf etwas stehen“ – балдеть от чего-то; о человеке обычно значит, что он вас привлекает.',
        be: 'Размоўнае: „auf etwas stehen“ – быць у захапленні ад чагосьці; пра чалавека звычайна азначае, што ён вас прываблівае.',
        tr: 'Gündelik dil: „auf etwas stehen“ bir şeye bayılmaktır; bir insan için genelde onu çekici bulmak demektir.',
        pl: 'Potocznie: „auf etwas stehen“ – lecieć na coś; o osobie zwykle znaczy, że ktoś cię pociąga.',
        es: 'Coloquial: „auf etwas stehen“ es flipar con algo; con una persona suele significar que te atrae.',
      },
    },
    {
      de: 'Ich hab dich lieb.',
      tr: { en: 'I love you (as family or a friend).', ua: 'Ти мені дуже дорогий / дорога.', de: 'Liebe in Familie und Freundschaft', ru: 'Ты мне очень дорог / дорога.', be: 'Ты мне вельмі дарагі / дарагая.', tr: 'Seni çok seviyorum.', pl: 'Kocham cię.', es: 'Te quiero.' },
      register: 'informal',
      note: {
        en: '„Ich hab dich lieb“ is for family and close friends; „Ich liebe dich“ is mostly romantic.',
        ua: '„Ich hab dich lieb“ кажуть рідним і близьким друзям; „Ich liebe dich“ – здебільшого про кохання.',
        de: '„Ich liebe dich“ sagt man meist zum Partner.',
        ru: '„Ich hab dich lieb“ говорят родным и близким друзьям; „Ich liebe dich“ – в основном о романтической любви.',
        be: '„Ich hab dich lieb“ кажуць родным і блізкім сябрам; „Ich liebe dich“ – пераважна пра каханне.',
        tr: '„Ich hab dich lieb“ aileye ve yakın arkadaşlara söylenir; „Ich liebe dich“ çoğunlukla romantiktir.',
        pl: '„Ich hab dich lieb“ mówi się rodzinie i bliskim przyjaciołom; „Ich liebe dich“ – głównie partnerowi.',
        es: '„Ich hab dich lieb“ se dice a la familia y a amigos íntimos; „Ich liebe dich“ es sobre todo romántico.',
      },
    },
    {
      de: 'Was gefällt dir an Berlin?',
      tr: { en: 'What do you like about Berlin?', ua: 'Що тобі подобається в Берліні?', de: 'gefallen an + Dativ', ru: 'Что тебе нравится в Берлине?', be: 'Што табе падабаецца ў Берліне?', tr: 'Berlin’in nesini seviyorsun?', pl: 'Co ci się podoba w Berlinie?', es: '¿Qué te gusta de Berlín?' },
      register: 'informal',
    },
    {
      de: 'Mir gefällt besonders die Altstadt.',
      tr: { en: 'I especially like the old town.', ua: 'Мені особливо подобається старе місто.', de: 'Altstadt: der alte Teil der Stadt', ru: 'Мне особенно нравится старый город.', be: 'Мне асабліва падабаецца стары горад.', tr: 'Özellikle eski şehri seviyorum.', pl: 'Szczególnie podoba mi się stare miasto.', es: 'Me gusta sobre todo el casco antiguo.' },
    },
    {
      de: 'Das ist genau mein Ding.',
      tr: { en: "That's exactly my thing.", ua: 'Це саме те, що я люблю.', de: 'umgangssprachlich: passt genau zu mir', ru: 'Это как раз моё.', be: 'Гэта якраз маё.', tr: 'Tam bana göre.', pl: 'To zdecydowanie coś dla mnie.', es: 'Es justo lo mío.' },
    },
    {
      de: 'Ich mag es, wenn die Sonne scheint.',
      tr: { en: 'I like it when the sun is shining.', ua: 'Мені подобається, коли світить сонце.', de: 'Nebensatz mit wenn: Verb am Ende', ru: 'Мне нравится, когда светит солнце.', be: 'Мне падабаецца, калі свеціць сонца.', tr: 'Güneş parladığında hoşuma gider.', pl: 'Lubię, kiedy świeci słońce.', es: 'Me gusta cuando hace sol.' },
    },
  ],
};

export default set;
