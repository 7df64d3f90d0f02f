import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'food-and-cooking-vocabulary',
  type: 'Vocabulary',
  title: {
    en: 'Food and Cooking Vocabulary in German',
    ua: 'Німецька лексика про їжу та кулінарію',
    de: 'Wortschatz rund um Essen und Kochen',
    ru: 'Немецкая лексика о еде и кулинарии',
    be: 'Нямецкая лексіка пра ежу і кулінарыю',
    tr: 'Almanca yiyecek ve yemek pişirme kelimeleri',
    pl: 'Słownictwo o jedzeniu i gotowaniu po niemiecku',
    es: 'Vocabulario alemán de comida y cocina',
  },
  descr: {
    en: 'Meals, food groups with articles, quantities, kitchen tools, cooking verbs, a simple recipe in German, and phrases for the restaurant.',
    ua: 'Прийоми їжі, продукти з артиклями, кількості, кухонне приладдя, дієслова для готування, простий рецепт німецькою і фрази для ресторану.',
    de: 'Mahlzeiten, Lebensmittel mit Artikel, Mengen, Küchengeräte, Verben zum Kochen, ein einfaches Rezept und Sätze für das Restaurant.',
    ru: 'Приёмы пищи, продукты с артиклями, количества, кухонная утварь, глаголы для готовки, простой рецепт на немецком и фразы для ресторана.',
    be: 'Прыёмы ежы, прадукты з артыклямі, колькасці, кухонны посуд, дзеясловы для гатавання, просты рэцэпт па-нямецку і фразы для рэстарана.',
    tr: 'Öğünler, artikelleriyle yiyecekler, miktarlar, mutfak aletleri, pişirme fiilleri, Almanca basit bir tarif ve restoran ifadeleri.',
    pl: 'Posiłki, produkty z rodzajnikami, ilości, sprzęt kuchenny, czasowniki do gotowania, prosty przepis po niemiecku i zwroty w restauracji.',
    es: 'Comidas del día, alimentos con artículo, cantidades, utensilios, verbos de cocina, una receta sencilla en alemán y frases para el restaurante.',
  },
  img: 'cooking',
  date: '2026-02-17',
  body: [
    {
      p: 'Food is one of the most rewarding topics to learn: you use the words every day, in the supermarket, at the bakery, in the canteen and with friends. This article gives you the core vocabulary with articles and plurals, the quantities and verbs you need to follow a recipe, and the phrases that make a restaurant visit easy.',
    },
    { h2: 'Meals of the day' },
    {
      table: {
        caption: 'Meals',
        head: ['Noun', 'Verb phrase', 'English'],
        rows: [
          ['{{das Frühstück}}', '{{frühstücken}}', 'breakfast, to have breakfast'],
          ['{{das Mittagessen}}', '{{zu Mittag essen}}', 'lunch, to have lunch'],
          ['{{Kaffee und Kuchen}}', '{{Kaffee trinken}}', 'afternoon coffee and cake'],
          ['{{das Abendessen}}', '{{zu Abend essen}}', 'dinner, supper'],
        ],
      },
    },
    {
      p: 'Traditionally the warm meal in Germany was at midday, and the evening meal was a cold {{Abendbrot}} of bread, cheese and cold meats ({{der Aufschnitt}}). Many families and workers today eat warm in the evening, but you will still hear the word. At work, colleagues often greet each other around lunchtime with {{Mahlzeit!}}; at the table everyone says {{Guten Appetit!}}',
    },
    { h2: 'Food groups' },
    {
      table: {
        caption: 'Fruit and vegetables (das Obst und das Gemüse)',
        head: ['Fruit', 'Vegetables'],
        rows: [
          ['{{der Apfel, die Äpfel}}', '{{die Kartoffel, die Kartoffeln}}'],
          ['{{die Birne, die Birnen}}', '{{die Tomate, die Tomaten}}'],
          ['{{die Banane, die Bananen}}', '{{die Gurke, die Gurken}}'],
          ['{{die Erdbeere, die Erdbeeren}}', '{{die Zwiebel, die Zwiebeln}}'],
          ['{{die Orange, die Orangen}}', '{{die Karotte, die Karotten}} / {{die Möhre, die Möhren}}'],
          ['{{die Zitrone, die Zitronen}}', '{{der Salat, die Salate}}'],
          ['{{die Kirsche, die Kirschen}}', '{{der Pilz, die Pilze}}'],
          ['{{die Traube, die Trauben}}', '{{der Knoblauch}} (no plural)'],
        ],
      },
    },
    {
      table: {
        caption: 'Other food',
        head: ['Group', 'Words'],
        rows: [
          ['meat and fish', '{{das Fleisch}}, {{das Rindfleisch}}, {{das Schweinefleisch}}, {{das Hähnchen}}, {{die Wurst}}, {{der Schinken}}, {{der Fisch}}, {{der Lachs}}'],
          ['dairy and eggs', '{{die Milch}}, {{die Butter}}, {{der Käse}}, {{der Joghurt}}, {{die Sahne}}, {{der Quark}}, {{das Ei, die Eier}}'],
          ['bakery', '{{das Brot}}, {{das Brötchen}}, {{die Brezel}}, {{der Kuchen}}, {{die Torte}}'],
          ['store cupboard', '{{der Reis}}, {{die Nudeln}}, {{das Mehl}}, {{der Zucker}}, {{das Salz}}, {{der Pfeffer}}, {{das Öl}}, {{der Essig}}, {{der Honig}}, {{die Marmelade}}'],
          ['drinks', '{{das Wasser}}, {{das Mineralwasser}}, {{der Saft}}, {{die Apfelschorle}}, {{der Kaffee}}, {{der Tee}}, {{das Bier}}, {{der Wein}}'],
        ],
      },
    },
    {
      tip: 'In a café or restaurant, {{ein Wasser}} will usually get you bottled water, often sparkling. If you want still water, ask for {{stilles Wasser}}; tap water is {{Leitungswasser}}.',
    },
    { h2: 'Quantities and packaging' },
    {
      p: 'After a number, units of measure usually stay in the singular: {{zwei Kilo Kartoffeln}}, {{drei Liter Milch}}, {{200 Gramm Käse}}. The food itself has no article and no preposition (no “of”): {{eine Flasche Wasser}}, {{ein Stück Kuchen}}. In markets you may still hear {{ein Pfund}}, which means 500 grams.',
    },
    {
      table: {
        caption: 'Quantities',
        head: ['German', 'English'],
        rows: [
          ['{{ein Kilo Äpfel}}', 'a kilo of apples'],
          ['{{ein halbes Pfund Butter}}', '250 grams of butter'],
          ['{{eine Flasche Öl}}', 'a bottle of oil'],
          ['{{eine Packung Nudeln}}', 'a packet of pasta'],
          ['{{eine Dose Tomaten}}', 'a tin of tomatoes'],
          ['{{ein Becher Joghurt}}', 'a pot of yoghurt'],
          ['{{eine Scheibe Brot}}', 'a slice of bread'],
          ['{{ein Stück Kuchen}}', 'a piece of cake'],
          ['{{ein Esslöffel Zucker}}', 'a tablespoon of sugar'],
          ['{{ein Teelöffel Salz}}', 'a teaspoon of salt'],
        ],
      },
    },
    { h2: 'In the kitchen' },
    {
      p: 'The most important equipment: {{der Herd}} (cooker), {{der Backofen}} (oven), {{die Mikrowelle}}, {{der Kühlschrank}} (fridge), {{die Spülmaschine}} (dishwasher), {{der Topf}} (pan, pot), {{die Pfanne}} (frying pan), {{die Schüssel}} (bowl), {{das Schneidebrett}} (chopping board), {{das Messer}} (knife), {{die Gabel}} (fork), {{der Löffel}} (spoon), {{der Teller}} (plate), {{die Tasse}} (cup) and {{das Glas}} (glass).',
    },
    { h2: 'Cooking verbs' },
    {
      table: {
        caption: 'Verbs for cooking',
        head: ['Verb', 'English', 'Example'],
        rows: [
          ['{{kochen}}', 'to cook, to boil', '{{Die Kartoffeln 20 Minuten kochen.}}'],
          ['{{braten}} ({{er brät}})', 'to fry, to roast', '{{Das Fleisch in der Pfanne braten.}}'],
          ['{{backen}}', 'to bake', '{{Ich backe am Sonntag einen Kuchen.}}'],
          ['{{schneiden}}', 'to cut', '{{Die Zwiebeln klein schneiden.}}'],
          ['{{schälen}}', 'to peel', '{{Die Karotten schälen.}}'],
          ['{{waschen}}', 'to wash', '{{Den Salat gut waschen.}}'],
          ['{{rühren}} / {{verrühren}}', 'to stir / to stir together', '{{Alles gut verrühren.}}'],
          ['{{würzen}}', 'to season', '{{Mit Salz und Pfeffer würzen.}}'],
          ['{{erhitzen}}', 'to heat', '{{Das Öl in einer Pfanne erhitzen.}}'],
          ['{{hinzufügen}}', 'to add', '{{Dann die Tomaten hinzufügen.}}'],
          ['{{abschmecken}}', 'to taste and adjust', '{{Die Suppe mit Salz abschmecken.}}'],
        ],
      },
    },
    {
      p: 'German recipes are usually written with **infinitives** at the end, as in the table: {{Die Zwiebeln klein schneiden.}} When you explain a recipe to a friend, use the imperative instead: {{Schneid die Zwiebeln klein!}}',
    },
    { h2: 'A simple recipe: Pfannkuchen' },
    {
      p: 'Here is a basic recipe for pancakes, written the way German recipes are. Read it aloud – it is good practice for the infinitive style.',
    },
    {
      examples: [
        { de: 'Zutaten: 250 Gramm Mehl, drei Eier, ein halber Liter Milch, etwas Salz, Öl für die Pfanne.', en: 'Ingredients: 250 g flour, three eggs, half a litre of milk, a little salt, oil for the pan.' },
        { de: 'Mehl, Eier, Milch und Salz in einer Schüssel zu einem glatten Teig verrühren.', en: 'Mix the flour, eggs, milk and salt in a bowl to a smooth batter.' },
        { de: 'Den Teig zehn Minuten ruhen lassen.', en: 'Let the batter rest for ten minutes.' },
        { de: 'Etwas Öl in einer Pfanne erhitzen.', en: 'Heat a little oil in a frying pan.' },
        { de: 'Eine Kelle Teig in die Pfanne geben und von beiden Seiten goldbraun backen.', en: 'Put a ladle of batter into the pan and cook on both sides until golden brown.' },
        { de: 'Mit Zucker, Marmelade oder Obst servieren. Guten Appetit!', en: 'Serve with sugar, jam or fruit. Enjoy your meal!' },
      ],
    },
    { h2: 'Describing taste' },
    {
      p: '{{süß}} (sweet), {{salzig}} (salty), {{sauer}} (sour), {{bitter}} (bitter), {{scharf}} (spicy, hot), {{fettig}} (greasy), {{frisch}} (fresh), {{lecker}} (tasty), {{köstlich}} (delicious). The verb is {{schmecken}}, with the person in the dative: {{Das schmeckt mir}} (I like it). {{Schmeckt’s?}} is the everyday way to ask whether someone enjoys the food.',
    },
    { h2: 'At the restaurant' },
    {
      examples: [
        { de: 'Einen Tisch für zwei Personen, bitte.', en: 'A table for two, please.' },
        { de: 'Können wir bitte die Speisekarte haben?', en: 'Could we have the menu, please?' },
        { de: 'Was können Sie empfehlen?', en: 'What can you recommend?' },
        { de: 'Als Vorspeise nehme ich die Suppe und als Hauptgericht das Schnitzel.', en: 'As a starter I’ll have the soup, and as a main course the schnitzel.' },
        { de: 'Ich bin Vegetarierin. Ist da Fleisch drin?', en: 'I’m a vegetarian. Is there meat in it?' },
        { de: 'Ich habe eine Allergie gegen Nüsse.', en: 'I’m allergic to nuts.' },
        { de: 'Die Rechnung, bitte. – Zusammen oder getrennt?', en: 'The bill, please. – Together or separately?' },
        { de: 'Das macht 23,40 Euro. – Machen Sie 25.', en: 'That’s €23.40. – Make it 25.' },
        { de: 'Stimmt so.', en: 'Keep the change.' },
      ],
    },
    {
      p: 'Paying separately is very normal in Germany, even for a couple, so do not be surprised by the question {{Zusammen oder getrennt?}} It is customary to round up the bill or add a small tip ({{das Trinkgeld}}) when you pay, by telling the waiter the total you want to pay, or by saying {{Stimmt so}} when you hand over the money.',
    },
    { h2: 'Classic dishes to know' },
    {
      ul: [
        '{{das Schnitzel}} – a thin, breaded escalope, usually veal or pork',
        '{{die Bratwurst}} – fried or grilled sausage, often with mustard ({{der Senf}})',
        '{{der Kartoffelsalat}} – potato salad, with mayonnaise or with a vinegar dressing depending on the region',
        '{{die Spätzle}} – soft egg noodles from the south-west, famous as {{Käsespätzle}}',
        '{{der Eintopf}} – a thick one-pot stew',
        '{{der Apfelstrudel}} and {{die Schwarzwälder Kirschtorte}} – classic desserts for {{Kaffee und Kuchen}}',
      ],
    },
    {
      p: 'Food words are a great place to see compounds at work: see [German compound nouns](/articles/german-compound-nouns). For more topic lists, visit our [vocabulary section](/words) and the [phrases](/phrases) for restaurants and shops.',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'Deutsche Welle – Learn German', url: 'https://learngerman.dw.com/' },
  ],
};

export default article;
