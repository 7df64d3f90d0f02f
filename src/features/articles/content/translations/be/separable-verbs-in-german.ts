import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'separable-verbs-in-german',
  lang: 'be',
  body: [
    {
      p: 'Па-англійску кажуць «get up», «call back», «go out»: дзеяслоў плюс маленькае слоўца. У нямецкай тая ж ідэя, але маленькае слова пішуць як **прэфікс** у інфінітыве — {{aufstehen}}, {{zurückrufen}}, {{ausgehen}}, — а ў многіх сказах аддзяляюць яго і адпраўляюць у канец: {{Ich stehe um sieben Uhr auf.}} Гэтыя **аддзяляльныя дзеясловы** ({{trennbare Verben}}) сустракаюцца ў штодзённым жыцці на кожным кроку, таму варта рана навучыцца ўжываць іх правільна.',
    },
    { h2: 'Аддзяляльны ці неаддзяляльны?' },
    {
      p: 'Ці аддзяляецца прэфікс, залежыць ад самога прэфікса. Большасць аддзяляльных прэфіксаў — гэта і самастойныя словы (прыназоўнікі ці прыслоўі), і на іх падае **націск**: у {{aufstehen}} і {{anrufen}} націскны прэфікс. Неаддзяляльныя прэфіксы ніколі не бываюць самастойнымі словамі і ніколі не націскныя: у {{verstehen}} і {{besuchen}} націск падае на аснову дзеяслова.',
    },
    {
      table: {
        caption: 'Прэфіксы',
        head: ['Тып', 'Прэфіксы', 'Прыклады'],
        rows: [
          ['аддзяляльныя (націскныя)', 'ab, an, auf, aus, bei, ein, fest, her, hin, los, mit, nach, vor, weg, zu, zurück, zusammen', '{{abholen}}, {{anfangen}}, {{aufräumen}}, {{einkaufen}}, {{mitkommen}}, {{zumachen}}'],
          ['неаддзяляльныя (ненаціскныя)', 'be, emp, ent, er, ge, miss, ver, zer', '{{bekommen}}, {{empfehlen}}, {{entschuldigen}}, {{erzählen}}, {{gefallen}}, {{verstehen}}'],
          ['абодва тыпы, з рознымі значэннямі', 'durch, über, um, unter, wieder', '{{umfahren}}, {{übersetzen}}, {{wiederholen}}'],
        ],
      },
    },
    {
      p: 'Назоўнікі, прыметнікі і іншыя дзеясловы таксама могуць паводзіць сябе як аддзяляльныя прэфіксы: {{fernsehen}} ({{Ich sehe fern}}), {{teilnehmen}} ({{Sie nimmt am Kurs teil}}), {{stattfinden}} ({{Das Konzert findet morgen statt}}), {{kennenlernen}} ({{Wir lernen neue Leute kennen}}).',
    },
    { h2: 'Куды ідзе прэфікс?' },
    {
      p: 'Правіла простае, калі яго ўбачыць: прэфікс аддзяляецца **толькі тады, калі сам дзеяслоў стаіць на першым ці другім месцы**, гэта значыць у галоўных сказах у цяперашнім часе і Präteritum, у пытаннях і ў загадах. Тады прэфікс ідзе ў канец. Як толькі дзеяслоў ідзе ў канец сказа або застаецца інфінітывам ці дзеепрыметнікам, прэфікс і дзеяслоў застаюцца разам.',
    },
    {
      table: {
        caption: 'anrufen (тэлефанаваць) ва ўсіх пазіцыях',
        head: ['Канструкцыя', 'Прыклад'],
        rows: [
          ['цяперашні час', '{{Ich rufe dich morgen an.}}'],
          ['Präteritum', '{{Sie rief mich gestern an.}}'],
          ['пытанне', '{{Rufst du mich heute Abend an?}}'],
          ['загадны лад', '{{Ruf mich bitte an!}} / {{Rufen Sie mich bitte an!}}'],
          ['з мадальным дзеясловам', '{{Ich muss meine Mutter anrufen.}}'],
          ['будучы час', '{{Ich werde dich morgen anrufen.}}'],
          ['Perfekt', '{{Hast du sie angerufen?}}'],
          ['даданы сказ', '{{Ich weiß nicht, ob er heute anruft.}}'],
          ['інфінітыў з zu', '{{Vergiss nicht, mich anzurufen!}}'],
        ],
      },
    },
    {
      tip: 'Тры асаблівыя формы, якія варта запомніць: дзеепрыметнік ставіць **ge** паміж прэфіксам і асновай ({{angerufen}}, {{eingekauft}}), інфінітыў з zu ставіць туды **zu** ({{anzurufen}}, {{einzukaufen}}), а ў даданым сказе дзеяслоў зноў пішацца адным словам у самым канцы ({{…, weil ich heute einkaufe}}).',
    },
    { h2: 'Неаддзяляльныя дзеясловы: без раздзялення і без ge-' },
    {
      p: 'Неаддзяляльныя дзеясловы паводзяць сябе як звычайныя: прэфікс ніколі не рухаецца. Іх дзеепрыметнік прошлага часу **не мае ge-**: {{besuchen}} → {{besucht}}, {{verstehen}} → {{verstanden}}, {{erzählen}} → {{erzählt}}, {{bekommen}} → {{bekommen}}. Дзеяслоў можа мець абодва тыпы: у {{vorbereiten}} ёсць аддзяляльны **vor-** і неаддзяляльны **be-**, таму ён аддзяляецца ({{Ich bereite das Essen vor}}), але не мае ge- ({{Ich habe das Essen vorbereitet}}).',
    },
    {
      examples: [
        { de: 'Ich verstehe die Frage nicht.', en: 'Я не разумею пытання.' },
        { de: 'Wir haben unsere Freunde in Bremen besucht.', en: 'Мы наведалі сяброў у Брэмене.' },
        { de: 'Kannst du mir ein Restaurant empfehlen?', en: 'Можаш параіць мне рэстаран?' },
      ],
    },
    { h2: 'Прэфіксы, што бываюць абодвух тыпаў' },
    {
      p: 'З {{durch}}, {{über}}, {{um}}, {{unter}} і {{wieder}} аднолькавае напісанне можа азначаць два розныя дзеясловы. Аддзяляльны звычайна захоўвае літаральнае, фізічнае значэнне і мае націск на прэфіксе; неаддзяляльны часта пераносны і націскны на дзеяслове.',
    },
    {
      examples: [
        { de: 'Ich übersetze den Brief ins Englische.', en: 'Я перакладаю ліст на англійскую. (неаддзяляльны)' },
        { de: 'Die Fähre setzt uns ans andere Ufer über.', en: 'Паром перавозіць нас на другі бераг. (аддзяляльны)' },
        { de: 'Wir umfahren den Stau.', en: 'Мы аб’язджаем затор. (неаддзяляльны)' },
        { de: 'Der Fahrer fährt fast ein Schild um.', en: 'Вадзіцель ледзь не збівае знак. (аддзяляльны)' },
        { de: 'Können Sie das bitte wiederholen?', en: 'Паўтарыце, калі ласка. (неаддзяляльны)' },
      ],
    },
    { h2: 'Што азначаюць прэфіксы' },
    {
      p: 'Прэфіксы не выпадковыя: многія з іх маюць асноўнае значэнне, якое дапамагае адгадваць новыя дзеясловы. Калі вы ведаеце {{machen}}, вы зразумееце {{aufmachen}} (адчыняць), {{zumachen}} (зачыняць), {{mitmachen}} (удзельнічаць), {{ausmachen}} (выключаць) і {{anmachen}} (уключаць).',
    },
    {
      table: {
        caption: 'Тыповыя значэнні аддзяляльных прэфіксаў',
        head: ['Прэфікс', 'Асноўная ідэя', 'Прыклады'],
        rows: [
          ['an', 'на, пачатак, кантакт', '{{anmachen}}, {{anfangen}}, {{anrufen}}'],
          ['auf', 'уверх, адкрыць', '{{aufstehen}}, {{aufmachen}}, {{aufwachen}}'],
          ['aus', 'вонкі, выключыць', '{{aussteigen}}, {{ausmachen}}, {{ausgehen}}'],
          ['ein', 'унутр', '{{einsteigen}}, {{einkaufen}}, {{einladen}}'],
          ['ab', 'прэч, ад, адпраўленне', '{{abfahren}}, {{abholen}}, {{abgeben}}'],
          ['mit', 'разам, з', '{{mitkommen}}, {{mitbringen}}, {{mitmachen}}'],
          ['zu', 'зачынена; да, у бок', '{{zumachen}}, {{zuhören}}'],
          ['zurück', 'назад', '{{zurückkommen}}, {{zurückrufen}}'],
          ['weg', 'прэч', '{{weggehen}}, {{wegwerfen}}'],
          ['vor', 'перад, загадзя', '{{vorbereiten}}, {{vorstellen}}, {{vorschlagen}}'],
        ],
      },
    },
    { h2: 'Дваццаць аддзяляльных дзеясловаў на кожны дзень' },
    {
      examples: [
        { de: 'Ich stehe jeden Tag um sechs Uhr auf.', en: 'Я кожны дзень устаю а шостай. (aufstehen)' },
        { de: 'Der Kurs fängt um neun an und hört um zwölf auf.', en: 'Курс пачынаецца а дзявятай і заканчваецца а дванаццатай. (anfangen, aufhören)' },
        { de: 'Der Zug fährt um 10:15 Uhr ab und kommt um 12 Uhr an.', en: 'Цягнік адпраўляецца а 10:15 і прыбывае а 12:00. (abfahren, ankommen)' },
        { de: 'Steigen Sie bitte hier aus und am Bahnhof in den Bus ein.', en: 'Выйдзіце, калі ласка, тут, а на вакзале сядайце ў аўтобус. (aussteigen, einsteigen)' },
        { de: 'Am Samstag kaufe ich ein und räume die Wohnung auf.', en: 'У суботу я раблю пакупкі і прыбіраю кватэру. (einkaufen, aufräumen)' },
        { de: 'Ich hole dich um acht ab.', en: 'Я забяру цябе а восьмай. (abholen)' },
        { de: 'Wir laden euch zum Essen ein. Bringt gute Laune mit!', en: 'Запрашаем вас на вячэру. Прыносьце добры настрой! (einladen, mitbringen)' },
        { de: 'Kommst du mit? – Nein, ich sehe heute fern.', en: 'Пойдзеш з намі? – Не, сёння я гляджу тэлевізар. (mitkommen, fernsehen)' },
        { de: 'Mach bitte das Fenster zu und das Licht aus.', en: 'Зачыні, калі ласка, акно і выключы святло. (zumachen, ausmachen)' },
        { de: 'Darf ich mich vorstellen? Ich heiße Anna.', en: 'Дазвольце прадставіцца: мяне завуць Ганна. (sich vorstellen)' },
        { de: 'Das Treffen findet im Raum 3 statt.', en: 'Сустрэча адбываецца ў пакоі 3. (stattfinden)' },
        { de: 'Wann kommst du zurück?', en: 'Калі ты вернешся? (zurückkommen)' },
      ],
    },
    { h2: 'Тыповыя памылкі' },
    {
      ul: [
        'Забыць прэфікс у канцы: {{Ich stehe um sieben}} ✗ — без {{auf}} сказ азначае «я стаю а сёмай».',
        'Раздзяляць дзеяслоў у даданым сказе: {{…, weil ich stehe früh auf}} ✗ → {{…, weil ich früh aufstehe}} ✓.',
        'Ставіць ge- не туды: «geanrufen» ✗ → {{angerufen}} ✓; або дадаваць ge- да неаддзяляльных дзеясловаў: «gebesucht» ✗ → {{besucht}} ✓.',
        'Раздзяляць неаддзяляльны дзеяслоў: «Ich stehe das nicht ver» ✗ → {{Ich verstehe das nicht}} ✓.',
      ],
    },
    {
      p: 'Аддзяляльныя дзеясловы — асобны выпадак рамачнай канструкцыі сказа: гл. [Асновы парадку слоў у нямецкай](/articles/german-word-order-basics). З мадальнымі дзеясловамі прэфікс застаецца пры інфінітыве, як паказвае [даведнік па мадальных дзеясловах](/articles/german-modal-verbs-guide), а ў [Perfekt](/articles/perfekt-vs-praeteritum) дзеепрыметнік атрымлівае ge- пасярэдзіне. Трэніруйцеся на практыкаваннях у нашым [раздзеле граматыкі](/grammar) і ва ўроку пра аддзяляльныя і неаддзяляльныя прэфіксы [курса A2](/grammar/a2).',
    },
  ],
};

export default translation;
