import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-christmas-markets',
  type: 'Travel To Germany',
  title: {
    en: 'German Christmas Markets: A Guide for Visitors and Learners',
    ua: 'Різдвяні ярмарки Німеччини: путівник для туристів і тих, хто вчить мову',
    de: 'Weihnachtsmärkte in Deutschland: ein Wegweiser für Besucher und Lernende',
    ru: 'Рождественские ярмарки Германии: путеводитель для туристов и изучающих язык',
    be: 'Калядныя кірмашы Германіі: даведнік для турыстаў і тых, хто вывучае мову',
    tr: 'Alman Noel pazarları: ziyaretçiler ve dil öğrenenler için rehber',
    pl: 'Niemieckie jarmarki bożonarodzeniowe: przewodnik dla turystów i uczących się',
    es: 'Mercados navideños alemanes: guía para visitantes y estudiantes de alemán',
  },
  descr: {
    en: 'What a German Christmas market is, when it opens, what to eat and drink, the mug deposit, traditional crafts and the German you need at the stalls.',
    ua: 'Що таке німецький різдвяний ярмарок, коли він відкривається, що їсти й пити, застава за чашку, традиційні ремесла та потрібна німецька.',
    de: 'Was ein Weihnachtsmarkt ist, wann er öffnet, was man isst und trinkt, das Pfand für die Tasse, traditionelles Kunsthandwerk und nützliche Sätze an den Buden.',
    ru: 'Что такое немецкая рождественская ярмарка, когда она открывается, что есть и пить, залог за кружку, ремёсла и нужный немецкий.',
    be: 'Што такое нямецкі калядны кірмаш, калі ён адкрываецца, што есці і піць, заклад за кубак, традыцыйныя рамёствы і патрэбная нямецкая мова.',
    tr: 'Alman Noel pazarı nedir, ne zaman açılır, ne yenir ve içilir, kupa depozitosu, geleneksel el sanatları ve tezgâhlarda gereken Almanca.',
    pl: 'Czym jest niemiecki jarmark bożonarodzeniowy, kiedy się otwiera, co jeść i pić, kaucja za kubek, tradycyjne rękodzieło i potrzebny niemiecki.',
    es: 'Qué es un mercado navideño alemán, cuándo abre, qué comer y beber, el depósito de la taza, la artesanía tradicional y el alemán para los puestos.',
  },
  img: 'christmas-tree',
  date: '2025-11-20',
  body: [
    {
      p: 'Every winter, squares in German towns and cities fill with wooden stalls, lights and the smell of mulled wine and roasted almonds. The Christmas market ({{der Weihnachtsmarkt}}) is one of the best-loved German traditions, and today it attracts visitors from all over the world. For a German learner it is also a perfect classroom: short, friendly conversations at the stalls, lots of food vocabulary and a chance to see customs that you may have read about in your textbook.',
    },
    { h2: 'When the markets are open' },
    {
      p: 'Christmas markets belong to Advent ({{die Adventszeit}}), the four weeks before Christmas. Most open in the second half of November or at the start of Advent and close shortly before Christmas Eve. Some stay open until the end of December, sometimes under another name, such as a winter market. Opening dates and times differ from town to town and from year to year, so check the website of the town or the market before you travel. Weekday afternoons are usually less crowded than weekend evenings.',
    },
    { h2: 'Famous markets and local traditions' },
    {
      p: 'Almost every German town has its own market, from small village markets held on a single weekend to big city markets with hundreds of stalls. A few are known far beyond Germany:',
    },
    {
      ul: [
        '**Dresden:** the Striezelmarkt traces its history back to the 15th century and is one of the oldest Christmas markets in Germany. Its name comes from an old word for the Christmas bread {{der Stollen}}, for which Dresden is famous.',
        '**Nuremberg:** the Christkindlesmarkt is known for gingerbread ({{der Lebkuchen}}) and small grilled sausages. It is traditionally opened by the {{Christkind}}, a figure played by a young person from the city.',
        '**Cologne:** the city has several markets, including one in front of the cathedral.',
        '**The Erzgebirge region in Saxony:** famous for wooden Christmas crafts that are sold at markets across the country.',
      ],
    },
    { h2: 'What to eat and drink' },
    {
      table: {
        caption: 'Christmas market classics',
        head: ['German', 'What it is'],
        rows: [
          ['{{der Glühwein}}', 'hot mulled wine with spices'],
          ['{{der Kinderpunsch}}', 'a hot, spiced, non-alcoholic fruit punch'],
          ['{{der Eierpunsch}}', 'a hot drink made with eggs, wine and sugar'],
          ['{{die gebrannten Mandeln}}', 'almonds roasted in caramelised sugar'],
          ['{{der Lebkuchen}}', 'spiced gingerbread, often heart-shaped and decorated'],
          ['{{der Stollen}}', 'a rich fruit bread dusted with icing sugar'],
          ['{{die Bratwurst}}', 'grilled sausage in a bread roll'],
          ['{{die Kartoffelpuffer}}', 'potato pancakes, often served with apple sauce'],
        ],
      },
    },
    { h2: 'The mug deposit' },
    {
      p: 'Hot drinks are usually served in a ceramic mug, and you pay a deposit ({{das Pfand}}) for it on top of the price of the drink. When you return the mug to the stall, you get the deposit back. Many markets have their own mug design each year, and a lot of visitors keep the mug as a souvenir instead, which is allowed: you simply do not get your deposit back.',
    },
    {
      examples: [
        { de: 'Einen Glühwein, bitte.', en: 'A mulled wine, please.' },
        { de: 'Mit Schuss oder ohne?', en: 'With a shot (of spirits) or without?' },
        { de: 'Zwei Kinderpunsch, bitte.', en: 'Two children’s punches, please.' },
        { de: 'Das macht sieben Euro, inklusive Pfand.', en: 'That is seven euros, including the deposit.' },
        { de: 'Ich möchte die Tasse zurückgeben.', en: 'I would like to return the mug.' },
        { de: 'Kann ich die Tasse behalten?', en: 'Can I keep the mug?' },
      ],
    },
    { h2: 'Crafts and gifts' },
    {
      p: 'Besides food, the stalls sell Christmas decorations ({{der Christbaumschmuck}}), candles, toys and handicrafts ({{das Kunsthandwerk}}). Look out for the traditional wooden figures from the Erzgebirge: the nutcracker ({{der Nussknacker}}), the little smoking man ({{das Räuchermännchen}}), which holds a burning incense cone, and the Christmas pyramid ({{die Weihnachtspyramide}}), whose propeller is turned by the warm air of candles.',
    },
    {
      examples: [
        { de: 'Was kostet der Nussknacker?', en: 'How much is the nutcracker?' },
        { de: 'Ist das Handarbeit?', en: 'Is this handmade?' },
        { de: 'Können Sie es mir bitte einpacken?', en: 'Could you wrap it for me, please?' },
        { de: 'Haben Sie das auch kleiner?', en: 'Do you have it in a smaller size?' },
      ],
    },
    { h2: 'Christmas customs around the markets' },
    {
      ul: [
        '{{der Adventskalender}}: a calendar with 24 little doors, one for each day of December until Christmas Eve.',
        '{{der Adventskranz}}: a wreath with four candles; one more is lit on each Sunday of Advent.',
        '6 December: on the evening before, children put out their boots, and in the morning they find sweets left by {{der Nikolaus}}.',
        '24 December ({{der Heiligabend}}): the main celebration with presents, brought by the {{Christkind}} or by {{der Weihnachtsmann}}, depending on the region and the family.',
        '25 and 26 December: public holidays in all German states. Read more in our article on [German public holidays](/articles/german-public-holidays).',
      ],
    },
    { h2: 'Tips for your visit' },
    {
      ul: [
        'Dress warmly: you will be standing outside for a long time.',
        'Carry some cash; many stalls take cards, but not all of them.',
        'Keep an eye on your bag in crowds.',
        'Try at least one regional speciality that you have never heard of, and ask what it is in German.',
      ],
    },
    {
      tip: 'Use the market as a speaking exercise: order everything in German, ask {{Was ist das?}} at least once, and learn the name of one new dish or object at every visit. For more festivals across the year, see our article on [festivals in Germany](/articles/festivals-in-germany).',
    },
  ],
  sources: [
    { title: 'Germany Travel – Christmas markets', url: 'https://www.germany.travel/en/' },
    { title: 'Deutsche Welle – Culture', url: 'https://www.dw.com/en/' },
  ],
};

export default article;
