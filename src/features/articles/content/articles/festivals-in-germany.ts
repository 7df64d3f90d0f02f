import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'festivals-in-germany',
  type: 'Life in Germany',
  title: {
    en: 'Festivals in Germany Through the Year',
    ua: 'Свята й фестивалі в Німеччині протягом року',
    de: 'Feste in Deutschland im Lauf des Jahres',
    ru: 'Праздники и фестивали в Германии в течение года',
    be: 'Святы і фестывалі ў Германіі на працягу года',
    tr: 'Yıl boyunca Almanya’daki festivaller',
    pl: 'Święta i festiwale w Niemczech przez cały rok',
    es: 'Fiestas y festivales en Alemania a lo largo del año',
  },
  descr: {
    en: 'Carnival, Oktoberfest, May Day, St Martin, wine festivals and more: when and where Germany celebrates, what happens and the German words that go with it.',
    ua: 'Карнавал, Октоберфест, 1 травня, День святого Мартина, винні свята та інше: коли й де Німеччина святкує, що відбувається і які слова знадобляться.',
    de: 'Karneval, Oktoberfest, Maifeiertag, Sankt Martin, Weinfeste und mehr: wann und wo in Deutschland gefeiert wird, was passiert und die passenden Wörter.',
    ru: 'Карнавал, Октоберфест, 1 мая, День святого Мартина, винные праздники и другое: когда и где Германия празднует, что происходит и какие слова нужны.',
    be: 'Карнавал, Актоберфест, 1 мая, Дзень святога Марціна, вінныя святы і іншае: калі і дзе Германія святкуе, што адбываецца і якія словы спатрэбяцца.',
    tr: 'Karnaval, Oktoberfest, 1 Mayıs, Aziz Martin, şarap festivalleri ve daha fazlası: Almanya ne zaman ve nerede kutlar, neler olur, hangi kelimeler gerekir.',
    pl: 'Karnawał, Oktoberfest, 1 maja, dzień świętego Marcina, święta wina i więcej: kiedy i gdzie Niemcy świętują, co się dzieje i jakie słowa się przydają.',
    es: 'Carnaval, Oktoberfest, el 1 de mayo, San Martín, fiestas del vino y más: cuándo y dónde se celebra en Alemania, qué ocurre y el vocabulario útil.',
  },
  img: 'confetti-ball',
  date: '2025-08-19',
  body: [
    {
      p: 'Germans love to celebrate, and almost every weekend some town or village is holding a festival ({{das Fest}}). Some celebrations are famous worldwide, such as carnival in the Rhineland or the Oktoberfest in Munich; others are small local traditions that visitors rarely hear about. This article walks through the year, explains the most important festivals and gives you the vocabulary to talk about them. Dates and programmes change from year to year, so check the official website of a town or festival before you plan a trip.',
    },
    { h2: 'Carnival: the "fifth season"' },
    {
      p: 'Carnival is called {{der Karneval}} in the Rhineland, {{der Fasching}} in Bavaria and many other regions, and {{die Fastnacht}} in parts of the south-west and in Mainz. In the Rhineland people call it the "fifth season": it officially begins on 11 November at 11:11, but the main celebrations take place in the days before Ash Wednesday ({{der Aschermittwoch}}) in February or March. Cologne, Düsseldorf and Mainz have the biggest street carnivals.',
    },
    {
      ul: [
        '{{die Weiberfastnacht}}: the Thursday before Ash Wednesday, when in the Rhineland women traditionally cut off men’s ties.',
        '{{der Rosenmontag}}: the Monday with the large parades ({{der Umzug}}); floats throw sweets into the crowd.',
        '{{der Aschermittwoch}}: the end of carnival and the beginning of Lent.',
      ],
    },
    {
      p: 'People dress up in costumes ({{das Kostüm}}), sing, dance and greet each other with the local carnival cry: {{Alaaf}} in Cologne, {{Helau}} in Düsseldorf and Mainz. In the Rhineland, many offices and shops close early on Rosenmontag, even though it is not an official public holiday.',
    },
    {
      examples: [
        { de: 'Als was verkleidest du dich?', en: 'What are you dressing up as?' },
        { de: 'Kommst du mit zum Umzug?', en: 'Are you coming to the parade?' },
        { de: 'Am Rosenmontag haben viele Geschäfte geschlossen.', en: 'Many shops are closed on Rose Monday.' },
      ],
    },
    { h2: 'Spring: Easter and the night before May' },
    {
      p: 'At Easter ({{Ostern}}) children hunt for painted eggs ({{die Ostereier}}) hidden by the Easter bunny ({{der Osterhase}}), and in many villages, especially in the north, people gather around large Easter bonfires ({{das Osterfeuer}}). On the night of 30 April, {{die Walpurgisnacht}}, the Harz mountains celebrate with witches’ costumes, and across the country people go to parties called {{Tanz in den Mai}}. On 1 May, a public holiday, many villages in Bavaria and other regions put up a decorated maypole ({{der Maibaum}}).',
    },
    { h2: 'Summer: city festivals, film and music' },
    {
      p: 'Summer is the season of open-air events. Many towns hold a city festival ({{das Stadtfest}}) or a street festival ({{das Straßenfest}}) with music, food stalls and fairground rides. In the north and west, marksmen’s clubs organise their traditional summer festivals ({{das Schützenfest}}). Some events are known far beyond their city:',
    },
    {
      ul: [
        'Kiel Week ({{die Kieler Woche}}) in June, a large sailing event and summer festival.',
        'The Hamburg Port Anniversary ({{der Hafengeburtstag}}) in May, with ships, music and fireworks.',
        'The Bayreuth Festival, devoted to the operas of Richard Wagner, in July and August.',
        'The Carnival of Cultures in Berlin, a parade and street festival celebrating the city’s diversity.',
      ],
    },
    {
      p: 'Earlier in the year, in February, Berlin hosts one of the best-known film festivals in the world, the {{Berlinale}}.',
    },
    { h2: 'Autumn: Oktoberfest, wine and harvest' },
    {
      p: 'The {{Oktoberfest}} in Munich goes back to 1810, when the city celebrated the wedding of the Bavarian Crown Prince Ludwig and Princess Therese. Despite its name, it begins in September and ends in early October. Locals simply call it the {{Wiesn}}, after the meadow on which it takes place. Beer is served in one-litre mugs ({{die Maß}}), and many visitors wear traditional costume ({{die Tracht}}): {{das Dirndl}} for women and {{die Lederhose}} for men. Other cities, such as Stuttgart with its Cannstatter Volksfest, hold large autumn fairs of their own.',
    },
    {
      p: 'In the wine regions along the Rhine, the Moselle and in the Palatinate, villages celebrate wine festivals ({{das Weinfest}}) from late summer into autumn, often around the grape harvest ({{die Weinlese}}). Churches celebrate the harvest festival ({{das Erntedankfest}}), usually on the first Sunday in October. In the Alps, herds returning from the summer pastures are decorated and led through the villages ({{der Almabtrieb}}).',
    },
    {
      examples: [
        { de: 'Wann beginnt dieses Jahr das Oktoberfest?', en: 'When does the Oktoberfest begin this year?' },
        { de: 'Eine Maß, bitte!', en: 'A litre of beer, please!' },
        { de: 'Am Wochenende ist bei uns im Dorf Weinfest.', en: 'This weekend there is a wine festival in our village.' },
      ],
    },
    { h2: 'November and December: lanterns and Advent' },
    {
      p: 'Around 11 November, St Martin’s Day, children walk through the streets with paper lanterns ({{die Laterne}}) and sing songs. Often a rider dressed as St Martin leads the procession, remembering the legend of the soldier who shared his cloak with a beggar. Then comes Advent, the time of the Christmas markets, which we describe in our article on [German Christmas markets](/articles/german-christmas-markets). The year ends with {{Silvester}} on 31 December, when people celebrate with parties and fireworks ({{das Feuerwerk}}) at midnight.',
    },
    { h2: 'Festival vocabulary' },
    {
      table: {
        caption: 'Words for celebrating',
        head: ['German', 'English'],
        rows: [
          ['{{das Fest}} / {{feiern}}', 'festival, party / to celebrate'],
          ['{{das Volksfest}}', 'funfair, public festival'],
          ['{{das Festzelt}}', 'marquee, beer tent'],
          ['{{der Umzug}}', 'parade, procession'],
          ['{{das Kostüm}} / {{sich verkleiden}}', 'costume / to dress up'],
          ['{{das Feuerwerk}}', 'fireworks'],
          ['{{die Achterbahn}}', 'roller coaster'],
        ],
      },
    },
    {
      tip: 'Festivals are a great chance to talk to people. Ask locals {{Was feiert man hier eigentlich?}} (what exactly are people celebrating here?) and let them tell you the story. Which festival days are also public holidays is explained in our article on [German public holidays](/articles/german-public-holidays).',
    },
  ],
  sources: [
    { title: 'Germany Travel – German National Tourist Board', url: 'https://www.germany.travel/en/' },
    { title: 'Oktoberfest – official website', url: 'https://www.oktoberfest.de/' },
    { title: 'Deutsche Welle – Culture', url: 'https://www.dw.com/en/' },
  ],
};

export default article;
