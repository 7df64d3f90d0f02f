import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'public-transport-in-germany',
  type: 'Travel To Germany',
  title: {
    en: 'Public Transport in Germany: Buses, Trams, U-Bahn and S-Bahn',
    ua: 'Громадський транспорт у Німеччині: автобуси, трамваї, U-Bahn і S-Bahn',
    de: 'Öffentliche Verkehrsmittel in Deutschland: Bus, Straßenbahn, U-Bahn und S-Bahn',
    ru: 'Общественный транспорт в Германии: автобусы, трамваи, U-Bahn и S-Bahn',
    be: 'Грамадскі транспарт у Германіі: аўтобусы, трамваі, U-Bahn і S-Bahn',
    tr: 'Almanya’da toplu taşıma: otobüs, tramvay, U-Bahn ve S-Bahn',
    pl: 'Komunikacja miejska w Niemczech: autobusy, tramwaje, U-Bahn i S-Bahn',
    es: 'Transporte público en Alemania: autobús, tranvía, U-Bahn y S-Bahn',
  },
  descr: {
    en: 'How local transport works in German cities: the kinds of trains and buses, tickets and zones, the Deutschlandticket, ticket checks and the German you need.',
    ua: 'Як працює міський транспорт у Німеччині: види потягів і автобусів, квитки й зони, Deutschlandticket, перевірки квитків і потрібна німецька.',
    de: 'So funktioniert der Nahverkehr in deutschen Städten: Bahnen und Busse, Fahrkarten und Tarifzonen, das Deutschlandticket, Kontrollen und nützliche Sätze.',
    ru: 'Как устроен городской транспорт в Германии: виды поездов и автобусов, билеты и зоны, Deutschlandticket, проверки билетов и нужный немецкий.',
    be: 'Як працуе гарадскі транспарт у Германіі: віды цягнікоў і аўтобусаў, квіткі і зоны, Deutschlandticket, праверкі квіткоў і патрэбная нямецкая мова.',
    tr: 'Alman şehirlerinde toplu taşıma nasıl işler: tren ve otobüs türleri, biletler ve bölgeler, Deutschlandticket, bilet kontrolleri ve gereken Almanca.',
    pl: 'Jak działa komunikacja w niemieckich miastach: rodzaje pociągów i autobusów, bilety i strefy, Deutschlandticket, kontrole biletów i potrzebny niemiecki.',
    es: 'Cómo funciona el transporte urbano en Alemania: tipos de trenes y autobuses, billetes y zonas, el Deutschlandticket, los controles y el alemán necesario.',
  },
  img: 'tram',
  date: '2025-04-09',
  body: [
    {
      p: 'Germany has dense public transport networks. Even medium-sized towns have frequent buses, and large cities combine underground trains, suburban trains, trams and buses into one system. For visitors and new residents, the system is reliable and easy to use once you understand a few basics: which kind of train is which, how tickets and zones work, and why you should always have a valid ticket before you travel. This article explains those basics and the German you will see on signs and hear in announcements.',
    },
    { h2: 'The kinds of transport' },
    {
      table: {
        caption: 'Local public transport in German cities',
        head: ['German', 'What it is'],
        rows: [
          ['{{die U-Bahn}}', 'underground / metro (U = {{Untergrundbahn}}), in the largest cities'],
          ['{{die S-Bahn}}', 'suburban train linking the centre with the suburbs and surrounding towns'],
          ['{{die Straßenbahn}}', 'tram, running on rails in the street'],
          ['{{der Bus}}', 'bus; at night often {{der Nachtbus}}'],
          ['{{die Regionalbahn}} (RB)', 'regional train that stops at most stations'],
          ['{{der Regional-Express}} (RE)', 'faster regional train with fewer stops'],
        ],
      },
    },
    {
      p: 'In most regions these services belong to one transport association ({{der Verkehrsverbund}}). That is practical: one ticket is valid on all the buses, trams and trains of the association within the zones you have paid for, no matter which company runs the vehicle. For long-distance trains such as the ICE, see our guide to [travelling in Germany by train](/articles/travelling-in-germany-by-train).',
    },
    { h2: 'Tickets and zones' },
    {
      p: 'Fares depend on the region. Many cities divide their network into zones or rings, and the price depends on how many zones you cross. The most common types of ticket are:',
    },
    {
      ul: [
        '{{der Einzelfahrschein}}: a single ticket, usually valid for one journey in one direction, with changes, for a limited time.',
        '{{die Kurzstrecke}}: a cheaper ticket for a few stops, offered in some cities.',
        '{{die Tageskarte}}: a day ticket, often good value if you make three or more journeys.',
        '{{die Wochenkarte}} and {{die Monatskarte}}: weekly and monthly tickets.',
        '{{das Deutschlandticket}}: a monthly subscription valid on local and regional transport throughout Germany (see below).',
      ],
    },
    {
      p: 'You can buy tickets from machines at stations and stops ({{der Fahrkartenautomat}}), sometimes from the bus driver, and in the apps of the local transport companies and of Deutsche Bahn. Ticket machines usually have an English menu.',
    },
    {
      tip: 'Some paper tickets are not valid until you stamp them. Look for a small machine at the platform entrance or inside the vehicle and the instruction {{Bitte entwerten}} (please validate). A ticket bought in an app is normally valid straight away.',
    },
    { h2: 'The Deutschlandticket' },
    {
      p: 'The {{Deutschlandticket}} was introduced in 2023. It is a digital subscription that you pay monthly, and it lets you use local public transport and regional trains (RB, RE and S-Bahn) in second class anywhere in Germany. It is **not** valid on long-distance trains such as ICE, IC and EC. The price has already been raised since the ticket was introduced and may change again, so check the current price and conditions with your local transport company or on bahn.de before you subscribe. For people who commute or travel a lot within Germany, it is often much cheaper than single tickets.',
    },
    { h2: 'Ticket checks' },
    {
      p: 'In most German cities there are no barriers at station entrances. Instead, inspectors ({{die Kontrolleure}}) check tickets at random, often in plain clothes. If you travel without a valid ticket ({{das Schwarzfahren}}, now often called {{Fahren ohne Fahrschein}}), you must pay an increased fare ({{das erhöhte Beförderungsentgelt}}) on the spot or later. "I did not understand the machine" is not accepted as an excuse, so ask staff or other passengers before you get on.',
    },
    {
      examples: [
        { de: 'Die Fahrkarten, bitte!', en: 'Tickets, please!' },
        { de: 'Ihren Fahrschein, bitte.', en: 'Your ticket, please.' },
        { de: 'Ich habe ein Deutschlandticket auf dem Handy.', en: 'I have a Deutschlandticket on my phone.' },
      ],
    },
    { h2: 'Reading signs and announcements' },
    {
      p: 'Stops are called {{die Haltestelle}}; the direction of a line is shown by its last stop, so you look for {{Richtung}} plus the name of the final station. Screens on the platform ({{die Anzeigetafel}}) show the next departures in minutes. On board, you will hear the next stop announced as {{Nächster Halt}} or {{Nächste Haltestelle}}.',
    },
    {
      examples: [
        { de: 'Nächster Halt: Hauptbahnhof.', en: 'Next stop: central station.' },
        { de: 'Ausstieg in Fahrtrichtung links.', en: 'Exit on the left in the direction of travel.' },
        { de: 'Bitte alle aussteigen, dieser Zug endet hier.', en: 'All passengers please get off, this train terminates here.' },
        { de: 'Zurückbleiben, bitte!', en: 'Stand back, please! (the doors are closing)' },
        { de: 'Wegen einer Störung verkehrt die Linie unregelmäßig.', en: 'Because of a disruption, the line is running irregularly.' },
      ],
    },
    { h2: 'Asking for help' },
    {
      examples: [
        { de: 'Welche Linie fährt zum Flughafen?', en: 'Which line goes to the airport?' },
        { de: 'Wo muss ich aussteigen?', en: 'Where do I have to get off?' },
        { de: 'Welche Fahrkarte brauche ich bis zur Universität?', en: 'Which ticket do I need to get to the university?' },
        { de: 'Fährt die U-Bahn auch nachts?', en: 'Does the underground run at night too?' },
        { de: 'Muss ich hier umsteigen?', en: 'Do I have to change here?' },
      ],
    },
    { h2: 'Good manners on board' },
    {
      ul: [
        'Let passengers get off before you get on.',
        'On escalators, stand on the right and leave the left side free for people walking.',
        'Offer your seat to older people, pregnant women and people with disabilities; some seats are marked for them.',
        'Keep phone calls and music quiet.',
        'Bicycles often need their own ticket and may be restricted at peak times; check the local rules.',
        'In many cities you get on a bus at the front door and show your ticket to the driver.',
      ],
    },
    { h2: 'Key vocabulary' },
    {
      table: {
        caption: 'Words for getting around',
        head: ['German', 'English'],
        rows: [
          ['{{die Fahrkarte}} / {{der Fahrschein}}', 'ticket'],
          ['{{die Haltestelle}}', 'stop'],
          ['{{der Bahnsteig}}', 'platform'],
          ['{{einsteigen}} / {{aussteigen}}', 'to get on / to get off'],
          ['{{umsteigen}}', 'to change (trains, lines)'],
          ['{{die Verspätung}}', 'delay'],
          ['{{der Fahrplan}}', 'timetable'],
          ['{{die Endstation}}', 'last stop, terminus'],
        ],
      },
    },
    {
      p: 'You can practise more of this vocabulary in [our word sets](/words), and the most useful travel sentences are collected in our [German travel phrases](/articles/german-travel-phrases).',
    },
  ],
  sources: [
    { title: 'Deutsche Bahn – bahn.de', url: 'https://www.bahn.de/' },
    { title: 'Berliner Verkehrsbetriebe (BVG)', url: 'https://www.bvg.de/' },
    { title: 'Germany Travel – German National Tourist Board', url: 'https://www.germany.travel/en/' },
  ],
};

export default article;
