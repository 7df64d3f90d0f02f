import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'food-and-cooking-vocabulary',
  lang: 'be',
  body: [
    {
      p: 'Ежа — адна з самых удзячных тэм для вывучэння: гэтыя словы патрэбныя кожны дзень — у супермаркеце, у пякарні, у сталоўцы і ў коле сяброў. У гэтым артыкуле — асноўная лексіка з артыклямі і формамі множнага ліку, меры і дзеясловы, без якіх не разабрацца ў рэцэпце, і фразы, што палягчаюць паход у рэстаран.',
    },
    { h2: 'Ежа на працягу дня' },
    {
      table: {
        caption: 'Прыёмы ежы',
        head: ['Назоўнік', 'Дзеяслоўны выраз', 'Па-беларуску'],
        rows: [
          ['{{das Frühstück}}', '{{frühstücken}}', 'сняданак, снедаць'],
          ['{{das Mittagessen}}', '{{zu Mittag essen}}', 'абед, абедаць'],
          ['{{Kaffee und Kuchen}}', '{{Kaffee trinken}}', 'кава з пірожным пасля абеду'],
          ['{{das Abendessen}}', '{{zu Abend essen}}', 'вячэра, вячэраць'],
        ],
      },
    },
    {
      p: 'Традыцыйна гарачую ежу ў Германіі елі апоўдні, а ўвечары была халодная вячэра {{Abendbrot}}: хлеб, сыр і мясная нарэзка ({{der Aufschnitt}}). Сёння многія сем’і і работнікі ядуць гарачае ўвечары, але гэтае слова вы ўсё роўна пачуеце. На працы калегі ў абедзенны час часта вітаюцца словам {{Mahlzeit!}}; за сталом усе кажуць {{Guten Appetit!}}',
    },
    { h2: 'Групы прадуктаў' },
    {
      table: {
        caption: 'Садавіна (das Obst) і гародніна (das Gemüse)',
        head: ['Садавіна', 'Гародніна'],
        rows: [
          ['{{der Apfel, die Äpfel}}', '{{die Kartoffel, die Kartoffeln}}'],
          ['{{die Birne, die Birnen}}', '{{die Tomate, die Tomaten}}'],
          ['{{die Banane, die Bananen}}', '{{die Gurke, die Gurken}}'],
          ['{{die Erdbeere, die Erdbeeren}}', '{{die Zwiebel, die Zwiebeln}}'],
          ['{{die Orange, die Orangen}}', '{{die Karotte, die Karotten}} / {{die Möhre, die Möhren}}'],
          ['{{die Zitrone, die Zitronen}}', '{{der Salat, die Salate}}'],
          ['{{die Kirsche, die Kirschen}}', '{{der Pilz, die Pilze}}'],
          ['{{die Traube, die Trauben}}', '{{der Knoblauch}} (без множнага ліку)'],
        ],
      },
    },
    {
      table: {
        caption: 'Іншыя прадукты',
        head: ['Група', 'Словы'],
        rows: [
          ['мяса і рыба', '{{das Fleisch}}, {{das Rindfleisch}}, {{das Schweinefleisch}}, {{das Hähnchen}}, {{die Wurst}}, {{der Schinken}}, {{der Fisch}}, {{der Lachs}}'],
          ['малочнае і яйкі', '{{die Milch}}, {{die Butter}}, {{der Käse}}, {{der Joghurt}}, {{die Sahne}}, {{der Quark}}, {{das Ei, die Eier}}'],
          ['выпечка', '{{das Brot}}, {{das Brötchen}}, {{die Brezel}}, {{der Kuchen}}, {{die Torte}}'],
          ['бакалея', '{{der Reis}}, {{die Nudeln}}, {{das Mehl}}, {{der Zucker}}, {{das Salz}}, {{der Pfeffer}}, {{das Öl}}, {{der Essig}}, {{der Honig}}, {{die Marmelade}}'],
          ['напоі', '{{das Wasser}}, {{das Mineralwasser}}, {{der Saft}}, {{die Apfelschorle}}, {{der Kaffee}}, {{der Tee}}, {{das Bier}}, {{der Wein}}'],
        ],
      },
    },
    {
      tip: 'У кавярні ці рэстаране на {{ein Wasser}} вам звычайна прынясуць ваду ў бутэльцы, часта газаваную. Калі хочаце негазаваную, прасіце {{stilles Wasser}}; вада з-пад крана — {{Leitungswasser}}.',
    },
    { h2: 'Колькасць і ўпакоўка' },
    {
      p: 'Пасля ліку адзінкі вымярэння звычайна стаяць у адзіночным ліку: {{zwei Kilo Kartoffeln}}, {{drei Liter Milch}}, {{200 Gramm Käse}}. Сам прадукт ужываюць без артыкля і без прыназоўніка, і склон ён не мяняе (не «бутэлька вады», а даслоўна «бутэлька вада»): {{eine Flasche Wasser}}, {{ein Stück Kuchen}}. На рынку яшчэ можна пачуць {{ein Pfund}} — гэта 500 грамаў.',
    },
    {
      table: {
        caption: 'Колькасць',
        head: ['Па-нямецку', 'Па-беларуску'],
        rows: [
          ['{{ein Kilo Äpfel}}', 'кілаграм яблыкаў'],
          ['{{ein halbes Pfund Butter}}', '250 грамаў масла'],
          ['{{eine Flasche Öl}}', 'бутэлька алею'],
          ['{{eine Packung Nudeln}}', 'пачак макаронаў'],
          ['{{eine Dose Tomaten}}', 'бляшанка памідораў'],
          ['{{ein Becher Joghurt}}', 'кубачак ёгурту'],
          ['{{eine Scheibe Brot}}', 'лустачка хлеба'],
          ['{{ein Stück Kuchen}}', 'кавалак пірага'],
          ['{{ein Esslöffel Zucker}}', 'сталовая лыжка цукру'],
          ['{{ein Teelöffel Salz}}', 'чайная лыжка солі'],
        ],
      },
    },
    { h2: 'На кухні' },
    {
      p: 'Самае важнае начынне: {{der Herd}} (пліта), {{der Backofen}} (духоўка), {{die Mikrowelle}} (мікрахвалёўка), {{der Kühlschrank}} (халадзільнік), {{die Spülmaschine}} (посудамыйная машына), {{der Topf}} (рондаль), {{die Pfanne}} (патэльня), {{die Schüssel}} (міска), {{das Schneidebrett}} (дошка для нарэзкі), {{das Messer}} (нож), {{die Gabel}} (відэлец), {{der Löffel}} (лыжка), {{der Teller}} (талерка), {{die Tasse}} (кубак) і {{das Glas}} (шклянка).',
    },
    { h2: 'Дзеясловы для гатавання' },
    {
      table: {
        caption: 'Дзеясловы на кухні',
        head: ['Дзеяслоў', 'Па-беларуску', 'Прыклад'],
        rows: [
          ['{{kochen}}', 'гатаваць, варыць', '{{Die Kartoffeln 20 Minuten kochen.}}'],
          ['{{braten}} ({{er brät}})', 'смажыць, запякаць', '{{Das Fleisch in der Pfanne braten.}}'],
          ['{{backen}}', 'пячы', '{{Ich backe am Sonntag einen Kuchen.}}'],
          ['{{schneiden}}', 'рэзаць', '{{Die Zwiebeln klein schneiden.}}'],
          ['{{schälen}}', 'чысціць', '{{Die Karotten schälen.}}'],
          ['{{waschen}}', 'мыць', '{{Den Salat gut waschen.}}'],
          ['{{rühren}} / {{verrühren}}', 'памешваць / змешваць', '{{Alles gut verrühren.}}'],
          ['{{würzen}}', 'запраўляць спецыямі', '{{Mit Salz und Pfeffer würzen.}}'],
          ['{{erhitzen}}', 'разаграваць', '{{Das Öl in einer Pfanne erhitzen.}}'],
          ['{{hinzufügen}}', 'дадаваць', '{{Dann die Tomaten hinzufügen.}}'],
          ['{{abschmecken}}', 'пакаштаваць і давесці да смаку', '{{Die Suppe mit Salz abschmecken.}}'],
        ],
      },
    },
    {
      p: 'Нямецкія рэцэпты звычайна пішуць з **інфінітывам** у канцы, як у табліцы: {{Die Zwiebeln klein schneiden.}} Калі ж тлумачыце рэцэпт сябру, ужывайце загадны лад: {{Schneid die Zwiebeln klein!}}',
    },
    { h2: 'Просты рэцэпт: Pfannkuchen' },
    {
      p: 'Вось базавы рэцэпт бліноў, запісаны так, як пішуць нямецкія рэцэпты. Прачытайце яго ўголас — гэта добрае практыкаванне на інфінітыўны стыль.',
    },
    {
      examples: [
        { de: 'Zutaten: 250 Gramm Mehl, drei Eier, ein halber Liter Milch, etwas Salz, Öl für die Pfanne.', en: 'Інгрэдыенты: 250 г мукі, тры яйкі, паўлітра малака, крыху солі, алей для патэльні.' },
        { de: 'Mehl, Eier, Milch und Salz in einer Schüssel zu einem glatten Teig verrühren.', en: 'Змяшаць у місцы муку, яйкі, малако і соль да аднароднага цеста.' },
        { de: 'Den Teig zehn Minuten ruhen lassen.', en: 'Даць цесту пастаяць дзесяць хвілін.' },
        { de: 'Etwas Öl in einer Pfanne erhitzen.', en: 'Разагрэць на патэльні крыху алею.' },
        { de: 'Eine Kelle Teig in die Pfanne geben und von beiden Seiten goldbraun backen.', en: 'Наліць на патэльню апалонік цеста і падсмажыць з абодвух бакоў да залацістага колеру.' },
        { de: 'Mit Zucker, Marmelade oder Obst servieren. Guten Appetit!', en: 'Падаваць з цукрам, джэмам або садавінай. Смачна есці!' },
      ],
    },
    { h2: 'Як апісаць смак' },
    {
      p: '{{süß}} (салодкі), {{salzig}} (салёны), {{sauer}} (кіслы), {{bitter}} (горкі), {{scharf}} (востры), {{fettig}} (тлусты), {{frisch}} (свежы), {{lecker}} (смачны), {{köstlich}} (вельмі смачны, вытанчаны). Дзеяслоў — {{schmecken}}, асоба стаіць у давальным склоне: {{Das schmeckt mir}} (мне смакуе). {{Schmeckt’s?}} — звычайнае пытанне, ці падабаецца камусьці ежа.',
    },
    { h2: 'У рэстаране' },
    {
      examples: [
        { de: 'Einen Tisch für zwei Personen, bitte.', en: 'Столік на дваіх, калі ласка.' },
        { de: 'Können wir bitte die Speisekarte haben?', en: 'Можна нам меню, калі ласка?' },
        { de: 'Was können Sie empfehlen?', en: 'Што вы параіце?' },
        { de: 'Als Vorspeise nehme ich die Suppe und als Hauptgericht das Schnitzel.', en: 'На закуску я вазьму суп, а на асноўную страву — шніцаль.' },
        { de: 'Ich bin Vegetarierin. Ist da Fleisch drin?', en: 'Я вегетарыянка. Там ёсць мяса?' },
        { de: 'Ich habe eine Allergie gegen Nüsse.', en: 'У мяне алергія на арэхі.' },
        { de: 'Die Rechnung, bitte. – Zusammen oder getrennt?', en: 'Рахунак, калі ласка. – Разам ці асобна?' },
        { de: 'Das macht 23,40 Euro. – Machen Sie 25.', en: 'З вас 23,40 еўра. – Няхай будзе 25.' },
        { de: 'Stimmt so.', en: 'Рэшты не трэба.' },
      ],
    },
    {
      p: 'Плаціць асобна ў Германіі цалкам звычайна, нават парам, таму не здзіўляйцеся пытанню {{Zusammen oder getrennt?}} Прынята акругляць рахунак або дадаваць невялікія чаявыя ({{das Trinkgeld}}) падчас аплаты: назавіце афіцыянту суму, якую хочаце заплаціць, або скажыце {{Stimmt so}}, калі аддаяце грошы.',
    },
    { h2: 'Класічныя стравы, якія варта ведаць' },
    {
      ul: [
        '{{das Schnitzel}} — тонкая адбіўная ў паніроўцы, звычайна цяляціна ці свініна',
        '{{die Bratwurst}} — смажаная каўбаска або каўбаска на грылі, часта з гарчыцай ({{der Senf}})',
        '{{der Kartoffelsalat}} — бульбяны салат, у залежнасці ад рэгіёна з маянэзам або з воцатнай запраўкай',
        '{{die Spätzle}} — мяккая яечная локшына з паўднёвага захаду, вядомая як {{Käsespätzle}}',
        '{{der Eintopf}} — густая страва з аднаго гаршка, нешта паміж супам і рагу',
        '{{der Apfelstrudel}} і {{die Schwarzwälder Kirschtorte}} — класічныя дэсерты для {{Kaffee und Kuchen}}',
      ],
    },
    {
      p: 'На назвах страў добра відаць, як працуюць складаныя словы: гл. [Складаныя назоўнікі ў нямецкай](/articles/german-compound-nouns). Больш тэматычных спісаў — у нашым [раздзеле лексікі](/words), а фразы для рэстарана і крамы — у [размоўніку](/phrases).',
    },
  ],
};

export default translation;
