import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'eating-out-in-germany',
  type: 'Travel To Germany',
  title: {
    en: 'Eating Out in Germany: Restaurants, Ordering and Paying',
    ua: 'Харчування поза домом у Німеччині: ресторани, замовлення й оплата',
    de: 'Essen gehen in Deutschland: Restaurant, Bestellen und Bezahlen',
    ru: 'Питание вне дома в Германии: рестораны, заказ и оплата',
    be: 'Харчаванне па-за домам у Германіі: рэстараны, заказ і аплата',
    tr: 'Almanya’da dışarıda yemek: restoranlar, sipariş ve ödeme',
    pl: 'Jedzenie na mieście w Niemczech: restauracje, zamawianie i płacenie',
    es: 'Comer fuera en Alemania: restaurantes, pedir y pagar',
  },
  descr: {
    en: 'From the beer garden to the restaurant: finding a table, reading the menu, ordering drinks and food, paying separately and tipping the German way.',
    ua: 'Від пивного саду до ресторану: як знайти столик, читати меню, замовити напої та їжу, платити окремо й залишати чайові по-німецьки.',
    de: 'Vom Biergarten bis zum Restaurant: einen Tisch finden, die Speisekarte lesen, bestellen, getrennt zahlen und Trinkgeld geben.',
    ru: 'От пивного сада до ресторана: как найти столик, читать меню, заказать напитки и еду, платить раздельно и оставлять чаевые по-немецки.',
    be: 'Ад піўнога саду да рэстарана: як знайсці столік, чытаць меню, заказаць напоі і ежу, плаціць асобна і пакідаць чаявыя па-нямецку.',
    tr: 'Bira bahçesinden restorana: masa bulmak, menüyü okumak, yiyecek ve içecek sipariş etmek, ayrı ödemek ve Alman usulü bahşiş.',
    pl: 'Od ogródka piwnego po restaurację: jak znaleźć stolik, czytać menu, zamawiać, płacić osobno i dawać napiwek po niemiecku.',
    es: 'De la cervecería al aire libre al restaurante: buscar mesa, leer la carta, pedir, pagar por separado y dejar propina a la alemana.',
  },
  img: 'fork-and-knife-with-plate',
  date: '2025-06-17',
  body: [
    {
      p: 'Eating out is one of the easiest ways to use your German on a trip, and one of the most rewarding. The situations repeat themselves: you find a table, order drinks, order food, and pay. Once you know the typical phrases and a few German habits, such as asking for the bill yourself and telling the waiter how much to take, you will feel at home in any café, pub or restaurant.',
    },
    { h2: 'Where to eat' },
    {
      table: {
        caption: 'Places to eat and drink',
        head: ['German', 'What to expect'],
        rows: [
          ['{{das Restaurant}}', 'a restaurant, from simple to very formal'],
          ['{{das Gasthaus}} / {{das Wirtshaus}}', 'a traditional inn, often with regional dishes'],
          ['{{der Biergarten}}', 'a beer garden, typical of Bavaria, open in the warm months'],
          ['{{das Café}}', 'coffee and cake, breakfast, light meals'],
          ['{{die Bäckerei}}', 'a bakery; many have a few tables and serve coffee and sandwiches'],
          ['{{der Imbiss}}', 'a snack bar: sausages, chips, kebabs, eaten standing or to take away'],
          ['{{die Kneipe}}', 'a pub, mainly for drinks'],
        ],
      },
    },
    {
      p: 'At lunchtime many restaurants offer a dish of the day ({{das Tagesgericht}}) or a lunch menu ({{der Mittagstisch}}), which is usually cheaper than ordering from the main menu in the evening.',
    },
    { h2: 'Finding a table' },
    {
      p: 'In casual places, pubs and beer gardens you usually choose your own table. In more formal restaurants, wait at the entrance until someone shows you to a table. In busy places and beer gardens it is normal to share a large table with strangers; just ask if a seat is free. A sign saying {{Reserviert}} means the table is booked, and a sign saying {{Stammtisch}} marks a table kept for a group of regulars.',
    },
    {
      examples: [
        { de: 'Haben Sie einen Tisch für vier Personen?', en: 'Do you have a table for four people?' },
        { de: 'Ich habe einen Tisch für 19 Uhr reserviert.', en: 'I have booked a table for 7 p.m.' },
        { de: 'Ist hier noch frei?', en: 'Is this seat still free?' },
        { de: 'Können wir draußen sitzen?', en: 'Can we sit outside?' },
      ],
    },
    { h2: 'Ordering drinks' },
    {
      p: 'Drinks are usually ordered first. Tap water is not served automatically. If you ask for {{ein Wasser}}, you will normally get bottled mineral water, often sparkling ({{mit Kohlensäure}}); for still water, ask for {{stilles Wasser}}. You can ask for tap water ({{das Leitungswasser}}), but not every restaurant serves it, and some charge for it. A popular soft drink is {{die Apfelschorle}}, apple juice mixed with sparkling water.',
    },
    {
      examples: [
        { de: 'Was möchten Sie trinken?', en: 'What would you like to drink?' },
        { de: 'Ein stilles Wasser und eine Apfelschorle, bitte.', en: 'A still water and an apple spritzer, please.' },
        { de: 'Ich hätte gern ein kleines Bier.', en: 'I would like a small beer.' },
        { de: 'Haben Sie auch alkoholfreies Bier?', en: 'Do you also have alcohol-free beer?' },
      ],
    },
    { h2: 'Reading the menu' },
    {
      table: {
        caption: 'On the menu',
        head: ['German', 'English'],
        rows: [
          ['{{die Speisekarte}}', 'menu'],
          ['{{die Getränkekarte}}', 'drinks menu'],
          ['{{die Vorspeise}}', 'starter'],
          ['{{das Hauptgericht}}', 'main course'],
          ['{{die Beilage}}', 'side dish'],
          ['{{die Nachspeise}} / {{der Nachtisch}}', 'dessert'],
          ['{{vegetarisch}} / {{vegan}}', 'vegetarian / vegan'],
        ],
      },
    },
    {
      p: 'Regional dishes are worth trying: {{die Spätzle}} (soft egg noodles) and {{die Maultaschen}} (filled pasta pockets) in Swabia, {{die Currywurst}} in Berlin and the Ruhr area, {{der Sauerbraten}} (marinated pot roast) in the Rhineland, and fish dishes on the North Sea and Baltic coasts. A {{Wiener Schnitzel}} is traditionally made of veal; a {{Schnitzel Wiener Art}} is usually pork.',
    },
    { h2: 'Ordering food' },
    {
      examples: [
        { de: 'Haben Sie schon gewählt?', en: 'Have you decided yet?' },
        { de: 'Ich nehme den Salat als Vorspeise und dann das Schnitzel.', en: 'I will have the salad as a starter and then the schnitzel.' },
        { de: 'Kann ich statt Pommes Bratkartoffeln haben?', en: 'Can I have fried potatoes instead of chips?' },
        { de: 'Ist da Fleisch drin?', en: 'Is there meat in it?' },
        { de: 'Ich habe eine Allergie gegen Nüsse.', en: 'I am allergic to nuts.' },
        { de: 'Noch ein Bier, bitte.', en: 'Another beer, please.' },
      ],
    },
    {
      p: 'Under EU rules, restaurants must be able to tell you which of the main allergens a dish contains, so do not hesitate to ask. Before the meal, people often wish each other {{Guten Appetit!}}, and when drinking together they say {{Prost!}} or {{Zum Wohl!}}. Our article on [German table manners](/articles/german-table-manners-and-etiquette) explains more customs at the table.',
    },
    { h2: 'Paying the bill' },
    {
      p: 'In Germany the waiter will not bring the bill until you ask for it; it would be considered rude to hurry guests. Catch the waiter’s eye or say {{Entschuldigung!}} and ask for the bill. You normally pay at the table. The waiter often asks {{Zusammen oder getrennt?}} (together or separately?), because it is completely normal for everyone to pay for their own food and drinks.',
    },
    {
      examples: [
        { de: 'Wir möchten bitte zahlen.', en: 'We would like to pay, please.' },
        { de: 'Zusammen oder getrennt?', en: 'Together or separately?' },
        { de: 'Getrennt, bitte. Ich hatte die Suppe und ein Wasser.', en: 'Separately, please. I had the soup and a water.' },
        { de: 'Kann ich mit Karte zahlen?', en: 'Can I pay by card?' },
        { de: 'Das macht 23,50 Euro. – Machen Sie 26.', en: 'That is 23.50 euros. – Make it 26.' },
        { de: 'Stimmt so.', en: 'Keep the change.' },
      ],
    },
    { h2: 'Tipping' },
    {
      p: 'Service is included in German prices, so a tip ({{das Trinkgeld}}) is a thank-you rather than an obligation. For good service in a restaurant, many people round up the bill or add roughly five to ten per cent. The usual way is to tell the waiter the total you want to pay, including the tip, at the moment you pay, rather than leaving coins on the table. When paying by card, say the total before the payment is made.',
    },
    {
      tip: 'Card payment is now widely accepted, but some small cafés, pubs and snack bars still take only cash ({{nur Barzahlung}}). Ask before you order if you have no cash with you.',
    },
    { h2: 'Beer gardens and snack bars' },
    {
      p: 'In a beer garden you often fetch your own food and drinks at counters. In many traditional Bavarian beer gardens you may even bring your own food, as long as you buy your drinks there. At snack bars, beer gardens and festivals, you may pay a deposit ({{das Pfand}}) on glasses or mugs, which you get back when you return them. For more situations on the road, see our [German travel phrases](/articles/german-travel-phrases), and practise food vocabulary in [our word sets](/words).',
    },
  ],
  sources: [
    { title: 'Germany Travel – Culinary Germany', url: 'https://www.germany.travel/en/' },
    { title: 'European Commission – Food information to consumers (allergen labelling)', url: 'https://food.ec.europa.eu/' },
  ],
};

export default article;
