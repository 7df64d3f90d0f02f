import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-travel-phrases',
  type: 'Travel To Germany',
  title: {
    en: 'German Travel Phrases: What to Say on Your Trip',
    ua: 'Німецькі фрази для подорожей: що сказати в поїздці',
    de: 'Deutsche Redewendungen für die Reise',
    ru: 'Немецкие фразы для путешествий: что сказать в поездке',
    be: 'Нямецкія фразы для падарожжаў: што сказаць у паездцы',
    tr: 'Seyahat için Almanca ifadeler: yolculukta ne denir',
    pl: 'Niemieckie zwroty na podróż: co powiedzieć w trakcie wyjazdu',
    es: 'Frases en alemán para viajar: qué decir durante el viaje',
  },
  descr: {
    en: 'The German you really need on a trip: greetings, directions, tickets, hotels, cafés, shops and emergencies, with polite forms and example dialogues.',
    ua: 'Німецька, яка справді потрібна в поїздці: привітання, дорога, квитки, готель, кафе, магазини й надзвичайні ситуації, з ввічливими формами та діалогами.',
    de: 'Das Deutsch, das Sie auf Reisen wirklich brauchen: Begrüßung, Weg, Fahrkarten, Hotel, Café, Geschäfte und Notfälle, mit höflichen Formen und Dialogen.',
    ru: 'Немецкий, который действительно нужен в поездке: приветствия, дорога, билеты, отель, кафе, магазины и экстренные случаи, с вежливыми формами и диалогами.',
    be: 'Нямецкая мова, якая сапраўды патрэбная ў паездцы: прывітанні, дарога, квіткі, гатэль, кавярня, крамы і надзвычайныя сітуацыі, з ветлівымі формамі і дыялогамі.',
    tr: 'Yolculukta gerçekten gereken Almanca: selamlaşma, yol sorma, bilet, otel, kafe, alışveriş ve acil durumlar; kibar biçimler ve örnek diyaloglarla.',
    pl: 'Niemiecki, którego naprawdę potrzebujesz w podróży: powitania, pytanie o drogę, bilety, hotel, kawiarnia, sklepy i nagłe wypadki, z grzecznymi formami i dialogami.',
    es: 'El alemán que de verdad necesitas de viaje: saludos, direcciones, billetes, hotel, cafetería, tiendas y emergencias, con formas de cortesía y diálogos.',
  },
  img: 'luggage',
  date: '2025-02-11',
  body: [
    {
      p: 'You do not need perfect German to enjoy a trip to Germany, Austria or Switzerland. A few dozen well-chosen phrases, said politely, open many doors: people are noticeably friendlier when you start in German, even if the conversation later switches to English. This article collects the phrases travellers use most, grouped by situation, with notes on politeness and on the answers you are likely to hear back. Learn the phrases as whole chunks first; the grammar behind them can come later.',
    },
    { h2: 'Politeness first: Sie, bitte and danke' },
    {
      p: 'With strangers, shop staff, hotel receptionists and officials, use the polite form {{Sie}} (always with a capital S). The informal {{du}} is for friends, family, children and often for young people among themselves. When in doubt, use {{Sie}}: nobody is offended by it. Two small words do a lot of work: {{bitte}} (please, and also "here you are" and "you are welcome") and {{danke}} (thank you).',
    },
    {
      examples: [
        { de: 'Guten Morgen!', en: 'Good morning! (until about 10 or 11 a.m.)' },
        { de: 'Guten Tag!', en: 'Hello! / Good day! (the neutral greeting during the day)' },
        { de: 'Guten Abend!', en: 'Good evening!' },
        { de: 'Entschuldigung, sprechen Sie Englisch?', en: 'Excuse me, do you speak English?' },
        { de: 'Können Sie das bitte wiederholen?', en: 'Could you repeat that, please?' },
        { de: 'Langsamer, bitte.', en: 'More slowly, please.' },
        { de: 'Vielen Dank! – Bitte schön!', en: 'Thank you very much! – You are welcome!' },
        { de: 'Auf Wiedersehen! / Tschüss!', en: 'Goodbye! (formal) / Bye! (informal)' },
      ],
    },
    {
      tip: 'In southern Germany and Austria you will often hear {{Grüß Gott}} instead of {{Guten Tag}}, and in Switzerland {{Grüezi}}. You can answer with the same greeting or simply with {{Guten Tag}}.',
    },
    { h2: 'Asking the way' },
    {
      p: 'Start with {{Entschuldigung}} (excuse me) to get someone’s attention, then ask with {{Wo ist …?}} (where is …?) or {{Wie komme ich zu …?}} (how do I get to …?). After {{zu}}, the article changes: {{zum Bahnhof}} (masculine and neuter nouns), {{zur Post}} (feminine nouns).',
    },
    {
      examples: [
        { de: 'Entschuldigung, wo ist der Bahnhof?', en: 'Excuse me, where is the station?' },
        { de: 'Wie komme ich zum Museum?', en: 'How do I get to the museum?' },
        { de: 'Ist das weit von hier?', en: 'Is that far from here?' },
        { de: 'Kann ich zu Fuß gehen?', en: 'Can I walk there?' },
        { de: 'Gehen Sie geradeaus und dann links.', en: 'Go straight on and then left.' },
        { de: 'Die zweite Straße rechts.', en: 'The second street on the right.' },
      ],
    },
    {
      table: {
        caption: 'Words you will hear in directions',
        head: ['German', 'English'],
        rows: [
          ['{{links}}', 'left'],
          ['{{rechts}}', 'right'],
          ['{{geradeaus}}', 'straight on'],
          ['{{an der Ampel}}', 'at the traffic lights'],
          ['{{an der Ecke}}', 'at the corner'],
          ['{{gegenüber}}', 'opposite'],
          ['{{in der Nähe}}', 'nearby'],
        ],
      },
    },
    { h2: 'Tickets and public transport' },
    {
      p: 'Ticket machines in Germany usually offer an English menu, but at a counter or on a bus you will need a few phrases. A ticket is {{die Fahrkarte}} or, in everyday speech, {{das Ticket}}. A single journey is {{einfach}}, a return is {{hin und zurück}}. For more on buses, trams and trains, read our guides to [public transport in Germany](/articles/public-transport-in-germany) and [travelling by train](/articles/travelling-in-germany-by-train).',
    },
    {
      examples: [
        { de: 'Eine Fahrkarte nach Köln, bitte.', en: 'A ticket to Cologne, please.' },
        { de: 'Einfach oder hin und zurück?', en: 'Single or return?' },
        { de: 'Von welchem Gleis fährt der Zug nach Berlin?', en: 'Which platform does the train to Berlin leave from?' },
        { de: 'Hält dieser Bus am Marktplatz?', en: 'Does this bus stop at the market square?' },
        { de: 'Wo muss ich umsteigen?', en: 'Where do I have to change?' },
        { de: 'Ist dieser Platz frei?', en: 'Is this seat free?' },
      ],
    },
    { h2: 'At the hotel' },
    {
      p: 'At the reception, say that you have a booking and give your name. Useful words are {{das Zimmer}} (room), {{der Schlüssel}} (key), {{das Frühstück}} (breakfast) and {{das WLAN}} (Wi-Fi, pronounced roughly "vay-lahn").',
    },
    {
      examples: [
        { de: 'Ich habe ein Zimmer reserviert. Mein Name ist Weber.', en: 'I have booked a room. My name is Weber.' },
        { de: 'Ab wann gibt es Frühstück?', en: 'From what time is breakfast served?' },
        { de: 'Wie ist das WLAN-Passwort?', en: 'What is the Wi-Fi password?' },
        { de: 'Die Heizung funktioniert nicht.', en: 'The heating does not work.' },
        { de: 'Bis wann muss ich das Zimmer verlassen?', en: 'By what time do I have to leave the room (check out)?' },
      ],
    },
    { h2: 'In cafés and restaurants' },
    {
      p: 'The most useful ordering pattern is {{Ich hätte gern …}} (I would like …). It is polite and works for everything from coffee to a main course. To pay, say {{Die Rechnung, bitte}} or, more casually, {{Zahlen, bitte}}. Our article on [eating out in Germany](/articles/eating-out-in-germany) explains tipping and splitting the bill.',
    },
    {
      examples: [
        { de: 'Einen Tisch für zwei, bitte.', en: 'A table for two, please.' },
        { de: 'Ich hätte gern einen Kaffee und ein Stück Kuchen.', en: 'I would like a coffee and a piece of cake.' },
        { de: 'Was können Sie empfehlen?', en: 'What can you recommend?' },
        { de: 'Ich bin Vegetarier. / Ich bin Vegetarierin.', en: 'I am vegetarian. (man / woman)' },
        { de: 'Die Rechnung, bitte.', en: 'The bill, please.' },
        { de: 'Kann ich mit Karte zahlen?', en: 'Can I pay by card?' },
      ],
    },
    { h2: 'Shopping' },
    {
      examples: [
        { de: 'Ich schaue nur, danke.', en: 'I am just looking, thank you.' },
        { de: 'Was kostet das?', en: 'How much does this cost?' },
        { de: 'Haben Sie das auch in Größe M?', en: 'Do you also have this in size M?' },
        { de: 'Ich nehme es.', en: 'I will take it.' },
        { de: 'Brauchen Sie eine Tüte?', en: 'Do you need a bag?' },
      ],
    },
    {
      p: 'Remember that most shops are closed on Sundays. Our article on [shopping and opening hours](/articles/shopping-and-opening-hours-in-germany) explains the exceptions.',
    },
    { h2: 'Problems and emergencies' },
    {
      p: 'In an emergency in Germany and throughout the European Union, call **112** for the fire brigade and ambulance; the police in Germany can be reached on **110**. These phrases are worth learning by heart before you travel:',
    },
    {
      examples: [
        { de: 'Hilfe!', en: 'Help!' },
        { de: 'Rufen Sie bitte einen Krankenwagen!', en: 'Please call an ambulance!' },
        { de: 'Ich brauche einen Arzt.', en: 'I need a doctor.' },
        { de: 'Wo ist die nächste Apotheke?', en: 'Where is the nearest pharmacy?' },
        { de: 'Man hat mir mein Portemonnaie gestohlen.', en: 'My wallet has been stolen.' },
        { de: 'Ich habe mich verlaufen.', en: 'I am lost (on foot).' },
      ],
    },
    {
      p: 'For what happens at a doctor’s surgery or a pharmacy, see our overview of [healthcare in Germany](/articles/healthcare-in-germany).',
    },
    { h2: 'How to practise before you go' },
    {
      ul: [
        'Learn each phrase together with a situation: picture yourself at the ticket machine or the hotel desk while you say it.',
        'Say the phrases aloud. Short, complete sentences such as {{Ich hätte gern …}} are easier to remember than single words.',
        'Prepare the answers you expect: numbers, times and directions come back fast, so practise hearing them too.',
        'Use the phrasebook on [our phrases page](/phrases) and the everyday vocabulary in [our word sets](/words).',
      ],
    },
    {
      tip: 'If you do not understand an answer, do not give up: say {{Noch einmal, bitte}} (once more, please) or ask {{Können Sie das bitte aufschreiben?}} (could you write that down, please?). Most people are happy to help a visitor who tries.',
    },
  ],
  sources: [
    { title: 'Germany Travel – German National Tourist Board', url: 'https://www.germany.travel/en/' },
  ],
};

export default article;
