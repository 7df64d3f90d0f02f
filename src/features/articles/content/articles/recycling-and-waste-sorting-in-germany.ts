import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'recycling-and-waste-sorting-in-germany',
  type: 'Life in Germany',
  title: {
    en: 'Recycling and Waste Sorting in Germany',
    ua: 'Переробка та сортування сміття в Німеччині',
    de: 'Mülltrennung und Recycling in Deutschland',
    ru: 'Переработка и сортировка мусора в Германии',
    be: 'Перапрацоўка і сартаванне смецця ў Германіі',
    tr: 'Almanya’da geri dönüşüm ve çöp ayrıştırma',
    pl: 'Recykling i segregacja odpadów w Niemczech',
    es: 'Reciclaje y separación de residuos en Alemania',
  },
  descr: {
    en: 'Which bin is for what, the yellow bag, paper, organic and residual waste, glass containers, the bottle deposit, bulky waste and the German words for sorting.',
    ua: 'Який контейнер для чого: жовтий мішок, папір, органічні й змішані відходи, скло, застава за пляшки, великогабаритне сміття та потрібні німецькі слова.',
    de: 'Welche Tonne wofür: Gelber Sack, Papier, Biomüll und Restmüll, Altglas, das Flaschenpfand, Sperrmüll und die wichtigsten Wörter zur Mülltrennung.',
    ru: 'Какой контейнер для чего: жёлтый мешок, бумага, органические и смешанные отходы, стекло, залог за бутылки, крупногабаритный мусор и нужные немецкие слова.',
    be: 'Які кантэйнер для чаго: жоўты мяшок, папера, арганічныя і змешаныя адходы, шкло, заклад за бутэлькі, буйнагабарытнае смецце і патрэбныя нямецкія словы.',
    tr: 'Hangi çöp kutusu ne için: sarı torba, kâğıt, organik ve karışık atık, cam konteynerleri, şişe depozitosu, hacimli atık ve ayrıştırma için Almanca kelimeler.',
    pl: 'Który pojemnik do czego: żółty worek, papier, bioodpady i odpady zmieszane, szkło, kaucja za butelki, odpady wielkogabarytowe i niemieckie słowa do segregacji.',
    es: 'Qué contenedor es para qué: la bolsa amarilla, papel, orgánico y resto, vidrio, el depósito de botellas, residuos voluminosos y el vocabulario para separar.',
  },
  img: 'recycling-symbol',
  date: '2026-06-16',
  body: [
    {
      p: 'Sorting rubbish is part of everyday life in Germany, and newcomers are often surprised by how many bins there are. The system is organised by each town or district, so the colours of the bins, the collection days and some details differ from place to place. The basic idea, however, is the same everywhere: paper, packaging, organic waste, glass and residual waste are collected separately so that as much as possible can be recycled. This article explains the usual system; for the exact rules, look at the waste calendar ({{der Abfallkalender}}) or the website or app of your local waste service.',
    },
    { h2: 'The bins at a glance' },
    {
      table: {
        caption: 'Typical bins in a German household (colours can vary)',
        head: ['Bin', 'German', 'What goes in'],
        rows: [
          ['blue bin', '{{die Papiertonne}}', 'paper, cardboard, newspapers, magazines, paper packaging'],
          ['yellow bin or yellow bag', '{{die Gelbe Tonne}} / {{der Gelbe Sack}}', 'packaging made of plastic, metal or composite materials: yoghurt pots, cans, drink cartons, foil'],
          ['brown or green bin', '{{die Biotonne}}', 'food leftovers, fruit and vegetable peel, coffee grounds, eggshells, garden waste'],
          ['grey or black bin', '{{die Restmülltonne}}', 'everything that cannot be recycled: nappies, vacuum-cleaner bags, ash, broken ceramics, heavily soiled paper'],
          ['glass containers in the street', '{{der Altglascontainer}}', 'empty glass bottles and jars, sorted by colour'],
        ],
      },
    },
    { h2: 'Tricky cases' },
    {
      ul: [
        '**The yellow bin is for packaging.** Other plastic items, such as old toys or toothbrushes, usually belong in the residual waste, unless your town has a recycling bin for all plastic and metal objects ({{die Wertstofftonne}}).',
        '**Till receipts** ({{der Kassenbon}}) are often printed on thermal paper and should go into the residual waste, not the paper bin.',
        '**Greasy or dirty paper**, such as used kitchen roll or a pizza box covered in cheese, belongs in the residual waste or, in some towns, in the organic waste.',
        '**Plastic bags in the organic bin** are not allowed in many places, even if they are labelled as compostable. Use paper bags or newspaper.',
        '**Glass** means bottles and jars only. Drinking glasses, window glass, mirrors and light bulbs do not go in the glass container.',
        '**Lids** of glass jars belong in the yellow bin. Packaging does not need to be washed, but it should be empty.',
      ],
    },
    { h2: 'The glass containers' },
    {
      p: 'Glass is taken to large containers in the street, with separate openings for clear or white glass ({{das Weißglas}}), brown glass ({{das Braunglas}}) and green glass ({{das Grünglas}}). Glass of other colours, such as blue or red, usually goes into the green container. Because throwing bottles in is noisy, there are fixed times when you may use the containers; they are written on the container and usually exclude the night, Sundays and public holidays.',
    },
    { h2: 'The bottle deposit' },
    {
      p: 'Many drinks containers carry a deposit ({{das Pfand}}), which you pay when you buy the drink and get back when you return the empty container. There are two kinds:',
    },
    {
      ul: [
        '**Single-use deposit** ({{das Einwegpfand}}): most single-use plastic bottles and drink cans are marked with a deposit logo. The deposit is set by law and is currently 25 cents per container. Shops that sell drinks in the same material must take these containers back.',
        '**Reusable deposit** ({{das Mehrwegpfand}}): reusable glass bottles and some plastic bottles carry a smaller deposit. They are washed and refilled, and shops that sell the same kind of bottle usually take them back.',
      ],
    },
    {
      p: 'In supermarkets you return bottles and cans at a reverse vending machine ({{der Pfandautomat}}). It prints a voucher ({{der Pfandbon}}), which you hand in at the till to get the money or have it deducted from your shopping.',
    },
    { h2: 'Bulky, electrical and hazardous waste' },
    {
      ul: [
        '**Bulky waste** ({{der Sperrmüll}}), such as old furniture or mattresses, is collected on request or can be taken to a recycling centre ({{der Wertstoffhof}} or {{der Recyclinghof}}). Ask your local waste service how to arrange it.',
        '**Electrical devices** and **batteries** must never go in the household bins. Take them to a recycling centre; shops that sell batteries must take used ones back, and many shops that sell electrical goods accept small old devices.',
        '**Hazardous waste** ({{der Sondermüll}}), such as paint, solvents and chemicals, is accepted at recycling centres or special collection points.',
        '**Old clothes** in good condition can go into clothing containers or to second-hand shops and charities.',
      ],
    },
    { h2: 'Rubbish and neighbours' },
    {
      p: 'In blocks of flats, the bins are shared, and the house rules often say how to use them. Wrong sorting can lead to complaints from neighbours or from the landlord, and in some cases the waste service refuses to empty a wrongly filled bin. Waste charges are part of the service charges of your flat; see our guide to [finding a flat in Germany](/articles/finding-a-flat-in-germany).',
    },
    {
      examples: [
        { de: 'Wo kommt das hin?', en: 'Where does this go?' },
        { de: 'Der Joghurtbecher gehört in den Gelben Sack.', en: 'The yoghurt pot goes in the yellow bag.' },
        { de: 'Wann wird der Biomüll abgeholt?', en: 'When is the organic waste collected?' },
        { de: 'Ich bringe die leeren Flaschen zum Altglascontainer.', en: 'I am taking the empty bottles to the bottle bank.' },
        { de: 'Wo kann ich hier Pfandflaschen zurückgeben?', en: 'Where can I return deposit bottles here?' },
        { de: 'Die Papiertonne ist schon wieder voll.', en: 'The paper bin is full again.' },
      ],
    },
    {
      tip: 'When in doubt, ask a neighbour: {{Entschuldigung, in welche Tonne gehört das?}} It is a perfect, low-risk way to start a conversation in German. For more everyday vocabulary, see [our word sets](/words).',
    },
  ],
  sources: [
    { title: 'Umweltbundesamt – German Environment Agency', url: 'https://www.umweltbundesamt.de/' },
    { title: 'Verbraucherzentrale – consumer advice centres', url: 'https://www.verbraucherzentrale.de/' },
  ],
};

export default article;
