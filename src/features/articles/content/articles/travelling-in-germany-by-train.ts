import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'travelling-in-germany-by-train',
  type: 'Travel To Germany',
  title: {
    en: 'Travelling in Germany by Train',
    ua: 'Подорожі Німеччиною потягом',
    de: 'Mit dem Zug durch Deutschland',
    ru: 'Путешествия по Германии на поезде',
    be: 'Падарожжы па Германіі цягніком',
    tr: 'Almanya’da trenle seyahat',
    pl: 'Podróżowanie po Niemczech pociągiem',
    es: 'Viajar en tren por Alemania',
  },
  descr: {
    en: 'ICE, IC and regional trains, how to buy tickets, fare types, seat reservations, reading the platform, delays and the announcements you will hear on board.',
    ua: 'ICE, IC і регіональні потяги, як купити квиток, види тарифів, бронювання місць, орієнтування на пероні, затримки та оголошення в поїзді.',
    de: 'ICE, Intercity und Regionalzüge: Fahrkarten kaufen, Tarife, Sitzplatzreservierung, Orientierung am Bahnsteig, Verspätungen und typische Durchsagen.',
    ru: 'ICE, IC и региональные поезда, как купить билет, виды тарифов, бронирование мест, ориентация на перроне, задержки и объявления в поезде.',
    be: 'ICE, IC і рэгіянальныя цягнікі, як купіць квіток, віды тарыфаў, браніраванне месцаў, арыентацыя на пероне, затрымкі і аб’явы ў цягніку.',
    tr: 'ICE, IC ve bölgesel trenler, bilet alma, tarife türleri, koltuk rezervasyonu, perona göre yön bulma, gecikmeler ve trende duyulan anonslar.',
    pl: 'ICE, IC i pociągi regionalne: jak kupić bilet, rodzaje taryf, rezerwacja miejsc, orientacja na peronie, opóźnienia i komunikaty w pociągu.',
    es: 'ICE, IC y trenes regionales: cómo comprar billetes, tipos de tarifa, reserva de asiento, orientarse en el andén, retrasos y los avisos a bordo.',
  },
  img: 'high-speed-train',
  date: '2025-05-14',
  body: [
    {
      p: 'The train is one of the most comfortable ways to see Germany. High-speed trains connect the big cities, regional trains reach small towns and the countryside, and you can read, work or simply watch the landscape instead of sitting in traffic. This guide explains the types of train, how tickets work, what to expect at the station and on board, and the German you need for announcements and conversations with staff.',
    },
    { h2: 'Types of train' },
    {
      p: 'Most long-distance trains are run by Deutsche Bahn (DB), the national railway company. Regional trains are run by DB and by several other companies, but they are usually part of the same ticket system.',
    },
    {
      table: {
        caption: 'Trains you will see on the departure boards',
        head: ['Abbreviation', 'Name', 'What it is'],
        rows: [
          ['ICE', '{{Intercity-Express}}', 'high-speed long-distance train'],
          ['IC / EC', 'Intercity / EuroCity', 'long-distance train; EC trains cross borders'],
          ['RE', '{{Regional-Express}}', 'fast regional train with few stops'],
          ['RB', '{{Regionalbahn}}', 'regional train stopping at most stations'],
          ['S', '{{S-Bahn}}', 'suburban train in and around large cities'],
        ],
      },
    },
    {
      p: 'The distinction matters for your ticket: long-distance trains ({{der Fernverkehr}}) have their own fares, while regional trains ({{der Nahverkehr}}) are covered by regional tickets and by the {{Deutschlandticket}}, which is **not** valid on ICE, IC or EC trains. Our article on [public transport in Germany](/articles/public-transport-in-germany) explains local tickets in more detail.',
    },
    { h2: 'Buying a ticket' },
    {
      p: 'You can buy tickets on bahn.de, in the DB Navigator app, from ticket machines and at the ticket office ({{das Reisezentrum}}) in larger stations. Buying a ticket on board is not possible or only possible in limited cases, so buy before you travel. For long-distance journeys, Deutsche Bahn has for many years offered several kinds of fare. The names and conditions change from time to time, so always read the conditions when you book:',
    },
    {
      ul: [
        '**Saver fares** ({{der Sparpreis}}): cheaper, especially when booked early, but tied to the train you booked ({{die Zugbindung}}).',
        '**Flexible fares** ({{der Flexpreis}}): more expensive, but you can take any train on your route on the day of travel.',
        '**Discount cards** (BahnCard): a card you buy for a year that gives a discount on tickets; worth it mainly if you travel often.',
      ],
    },
    {
      tip: 'A ticket bought online is personal. On board, the conductor may ask to see an ID document together with the ticket on your phone or on paper, so keep your passport or ID card at hand.',
    },
    { h2: 'Seat reservations' },
    {
      p: 'On ICE and IC trains a ticket does not automatically include a seat. You can add a seat reservation ({{die Sitzplatzreservierung}}) for an extra charge. It is a good idea on Fridays, Sundays and at the start of holidays, when trains can be very full. Reserved seats show the route section for which they are reserved on a small display or sign at the seat. If a seat shows no reservation, or the reservation begins at a later station, you may sit there until then.',
    },
    {
      examples: [
        { de: 'Ist dieser Platz reserviert?', en: 'Is this seat reserved?' },
        { de: 'Entschuldigung, ich glaube, das ist mein Platz.', en: 'Excuse me, I think this is my seat.' },
        { de: 'Ich habe Platz 45 in Wagen 7 reserviert.', en: 'I have reserved seat 45 in coach 7.' },
      ],
    },
    { h2: 'At the station' },
    {
      p: 'The main station of a city is {{der Hauptbahnhof}}, abbreviated Hbf on signs. Screens show the next departures, and printed timetables hang on the walls: yellow posters list departures ({{die Abfahrt}}), white ones arrivals ({{die Ankunft}}). Trains leave from a numbered track ({{das Gleis}}). On long-distance platforms, signs with the letters A, B, C and so on mark sections of the platform; a display or diagram ({{die Wagenreihung}}) tells you in which section your coach will stop, so you can wait in the right place.',
    },
    { h2: 'On board' },
    {
      ul: [
        'Long-distance trains have first and second class ({{die erste Klasse}}, {{die zweite Klasse}}). Make sure you sit in the class of your ticket.',
        'Many ICE trains have a quiet zone ({{der Ruhebereich}}), where phone calls and loud conversations are not welcome.',
        'Most ICE trains have an on-board restaurant or bistro, and some trains have an area for families with small children.',
        'Bicycles need their own ticket, and on long-distance trains usually a reservation for a bike space.',
        'The conductor is {{der Zugbegleiter}} or {{die Zugbegleiterin}}; the older word {{der Schaffner}} is still widely used.',
      ],
    },
    { h2: 'Delays and cancellations' },
    {
      p: 'Trains in Germany are often punctual, but delays ({{die Verspätung}}) and changes of platform are common enough that it is worth checking the app before you leave and allowing time for connections. If a train is cancelled or seriously delayed, passengers in the EU have rights to assistance, and in some cases to compensation. The details are set out under "Passenger rights" ({{die Fahrgastrechte}}) on bahn.de. On some routes, building work means that buses replace the trains ({{der Schienenersatzverkehr}}).',
    },
    { h2: 'Announcements you will hear' },
    {
      examples: [
        { de: 'Der ICE nach München hat heute etwa zwanzig Minuten Verspätung.', en: 'The ICE to Munich is about twenty minutes late today.' },
        { de: 'Der Zug fährt heute von Gleis 12 ab.', en: 'Today the train leaves from platform 12.' },
        { de: 'Der Zug fällt heute aus.', en: 'The train is cancelled today.' },
        { de: 'Bitte beachten Sie die geänderte Wagenreihung.', en: 'Please note the changed order of the coaches.' },
        { de: 'In Kürze erreichen wir Frankfurt Hauptbahnhof.', en: 'We will shortly arrive at Frankfurt central station.' },
        { de: 'Ihre Anschlusszüge werden erreicht.', en: 'Your connecting trains will be reached.' },
        { de: 'Die Fahrkarten, bitte! Ist noch jemand zugestiegen?', en: 'Tickets, please! Has anyone just got on?' },
      ],
    },
    { h2: 'Useful questions' },
    {
      examples: [
        { de: 'Eine Fahrkarte nach Hamburg, bitte, zweite Klasse.', en: 'A ticket to Hamburg, please, second class.' },
        { de: 'Gibt es eine direkte Verbindung?', en: 'Is there a direct connection?' },
        { de: 'Wo muss ich umsteigen?', en: 'Where do I have to change?' },
        { de: 'Erreiche ich meinen Anschluss noch?', en: 'Will I still make my connection?' },
        { de: 'Wo hält der Wagen 9?', en: 'Where does coach 9 stop?' },
      ],
    },
    {
      p: 'More travel sentences are collected in our [German travel phrases](/articles/german-travel-phrases), and the words of this article can be practised in [our word sets](/words). Planning where to go? Our guide to [German cities for language learners](/articles/german-cities-for-language-learners) has some ideas.',
    },
  ],
  sources: [
    { title: 'Deutsche Bahn – bahn.de (tickets, fares and passenger rights)', url: 'https://www.bahn.de/' },
    { title: 'Germany Travel – German National Tourist Board', url: 'https://www.germany.travel/en/' },
  ],
};

export default article;
