import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'food-and-cooking-vocabulary',
  lang: 'de',
  body: [
    {
      p: 'Essen ist eines der lohnendsten Themen zum Lernen: Sie brauchen die Wörter jeden Tag – im Supermarkt, beim Bäcker, in der Kantine und mit Freunden. Dieser Artikel gibt Ihnen den Grundwortschatz mit Artikeln und Pluralformen, die Mengenangaben und Verben, mit denen Sie ein Rezept verstehen, und die Redemittel, die einen Restaurantbesuch leicht machen.',
    },
    { h2: 'Die Mahlzeiten des Tages' },
    {
      table: {
        caption: 'Mahlzeiten',
        head: ['Nomen', 'Verb', 'Erklärung'],
        rows: [
          ['{{das Frühstück}}', '{{frühstücken}}', 'die erste Mahlzeit am Morgen'],
          ['{{das Mittagessen}}', '{{zu Mittag essen}}', 'die Mahlzeit am Mittag'],
          ['{{Kaffee und Kuchen}}', '{{Kaffee trinken}}', 'Kaffee und etwas Süßes am Nachmittag'],
          ['{{das Abendessen}}', '{{zu Abend essen}}', 'die Mahlzeit am Abend'],
        ],
      },
    },
    {
      p: 'Früher aß man in Deutschland mittags warm, und abends gab es ein kaltes {{Abendbrot}} mit Brot, Käse und Wurst ({{der Aufschnitt}}). Heute essen viele Familien und Berufstätige abends warm, aber das Wort hören Sie noch oft. Bei der Arbeit grüßen sich Kollegen um die Mittagszeit oft mit {{Mahlzeit!}}; am Tisch sagen alle {{Guten Appetit!}}',
    },
    { h2: 'Lebensmittelgruppen' },
    {
      table: {
        caption: 'Obst und Gemüse',
        head: ['Obst', 'Gemüse'],
        rows: [
          ['{{der Apfel, die Äpfel}}', '{{die Kartoffel, die Kartoffeln}}'],
          ['{{die Birne, die Birnen}}', '{{die Tomate, die Tomaten}}'],
          ['{{die Banane, die Bananen}}', '{{die Gurke, die Gurken}}'],
          ['{{die Erdbeere, die Erdbeeren}}', '{{die Zwiebel, die Zwiebeln}}'],
          ['{{die Orange, die Orangen}}', '{{die Karotte, die Karotten}} / {{die Möhre, die Möhren}}'],
          ['{{die Zitrone, die Zitronen}}', '{{der Salat, die Salate}}'],
          ['{{die Kirsche, die Kirschen}}', '{{der Pilz, die Pilze}}'],
          ['{{die Traube, die Trauben}}', '{{der Knoblauch}} (kein Plural)'],
        ],
      },
    },
    {
      table: {
        caption: 'Weitere Lebensmittel',
        head: ['Gruppe', 'Wörter'],
        rows: [
          ['Fleisch und Fisch', '{{das Fleisch}}, {{das Rindfleisch}}, {{das Schweinefleisch}}, {{das Hähnchen}}, {{die Wurst}}, {{der Schinken}}, {{der Fisch}}, {{der Lachs}}'],
          ['Milchprodukte und Eier', '{{die Milch}}, {{die Butter}}, {{der Käse}}, {{der Joghurt}}, {{die Sahne}}, {{der Quark}}, {{das Ei, die Eier}}'],
          ['Backwaren', '{{das Brot}}, {{das Brötchen}}, {{die Brezel}}, {{der Kuchen}}, {{die Torte}}'],
          ['Vorräte', '{{der Reis}}, {{die Nudeln}}, {{das Mehl}}, {{der Zucker}}, {{das Salz}}, {{der Pfeffer}}, {{das Öl}}, {{der Essig}}, {{der Honig}}, {{die Marmelade}}'],
          ['Getränke', '{{das Wasser}}, {{das Mineralwasser}}, {{der Saft}}, {{die Apfelschorle}}, {{der Kaffee}}, {{der Tee}}, {{das Bier}}, {{der Wein}}'],
        ],
      },
    },
    {
      tip: 'Wenn Sie im Café oder Restaurant {{ein Wasser}} bestellen, bekommen Sie meist Wasser aus der Flasche, oft mit Kohlensäure. Möchten Sie Wasser ohne Kohlensäure, bestellen Sie {{stilles Wasser}}; Wasser aus dem Wasserhahn heißt {{Leitungswasser}}.',
    },
    { h2: 'Mengen und Verpackungen' },
    {
      p: 'Nach einer Zahl bleiben Maßeinheiten meist im Singular: {{zwei Kilo Kartoffeln}}, {{drei Liter Milch}}, {{200 Gramm Käse}}. Das Lebensmittel selbst steht ohne Artikel und ohne Präposition (kein „von“): {{eine Flasche Wasser}}, {{ein Stück Kuchen}}. Auf dem Markt hören Sie manchmal noch {{ein Pfund}} – das sind 500 Gramm.',
    },
    {
      table: {
        caption: 'Mengenangaben',
        head: ['Deutsch', 'Erklärung'],
        rows: [
          ['{{ein Kilo Äpfel}}', '1000 Gramm'],
          ['{{ein halbes Pfund Butter}}', '250 Gramm'],
          ['{{eine Flasche Öl}}', 'Flasche: aus Glas oder Plastik'],
          ['{{eine Packung Nudeln}}', 'Packung: aus Karton oder Folie'],
          ['{{eine Dose Tomaten}}', 'Dose: aus Metall'],
          ['{{ein Becher Joghurt}}', 'Becher: kleines Gefäß ohne Henkel'],
          ['{{eine Scheibe Brot}}', 'Scheibe: dünn abgeschnitten'],
          ['{{ein Stück Kuchen}}', 'Stück: ein Teil vom Ganzen'],
          ['{{ein Esslöffel Zucker}}', 'ein großer Löffel voll'],
          ['{{ein Teelöffel Salz}}', 'ein kleiner Löffel voll'],
        ],
      },
    },
    { h2: 'In der Küche' },
    {
      p: 'Die wichtigsten Geräte und Dinge: {{der Herd}} (zum Kochen), {{der Backofen}} (zum Backen), {{die Mikrowelle}}, {{der Kühlschrank}} (hält alles kalt), {{die Spülmaschine}} (spült das Geschirr), {{der Topf}} (für Suppe und Nudeln), {{die Pfanne}} (zum Braten), {{die Schüssel}} (tiefes Gefäß), {{das Schneidebrett}} (Brett zum Schneiden), {{das Messer}}, {{die Gabel}}, {{der Löffel}}, {{der Teller}}, {{die Tasse}} (für Kaffee und Tee) und {{das Glas}} (für Wasser und Saft).',
    },
    { h2: 'Verben in der Küche' },
    {
      table: {
        caption: 'Verben zum Kochen',
        head: ['Verb', 'Bedeutung', 'Beispiel'],
        rows: [
          ['{{kochen}}', 'Essen zubereiten; in heißem Wasser garen', '{{Die Kartoffeln 20 Minuten kochen.}}'],
          ['{{braten}} ({{er brät}})', 'in heißem Fett garen', '{{Das Fleisch in der Pfanne braten.}}'],
          ['{{backen}}', 'im Ofen garen', '{{Ich backe am Sonntag einen Kuchen.}}'],
          ['{{schneiden}}', 'mit dem Messer teilen', '{{Die Zwiebeln klein schneiden.}}'],
          ['{{schälen}}', 'die Schale entfernen', '{{Die Karotten schälen.}}'],
          ['{{waschen}}', 'mit Wasser sauber machen', '{{Den Salat gut waschen.}}'],
          ['{{rühren}} / {{verrühren}}', 'mit dem Löffel bewegen / mischen', '{{Alles gut verrühren.}}'],
          ['{{würzen}}', 'Salz, Pfeffer oder Kräuter dazugeben', '{{Mit Salz und Pfeffer würzen.}}'],
          ['{{erhitzen}}', 'heiß machen', '{{Das Öl in einer Pfanne erhitzen.}}'],
          ['{{hinzufügen}}', 'dazugeben', '{{Dann die Tomaten hinzufügen.}}'],
          ['{{abschmecken}}', 'probieren und nachwürzen', '{{Die Suppe mit Salz abschmecken.}}'],
        ],
      },
    },
    {
      p: 'Deutsche Rezepte stehen meist im **Infinitiv** am Satzende, wie in der Tabelle: {{Die Zwiebeln klein schneiden.}} Wenn Sie einem Freund ein Rezept erklären, nehmen Sie stattdessen den Imperativ: {{Schneid die Zwiebeln klein!}}',
    },
    { h2: 'Ein einfaches Rezept: Pfannkuchen' },
    {
      p: 'Hier ist ein einfaches Rezept für Pfannkuchen, so geschrieben wie deutsche Rezepte. Lesen Sie es laut – so üben Sie den Infinitivstil.',
    },
    {
      examples: [
        { de: 'Zutaten: 250 Gramm Mehl, drei Eier, ein halber Liter Milch, etwas Salz, Öl für die Pfanne.', en: 'Die Zutatenliste: Mengen ohne Artikel und ohne „von“.' },
        { de: 'Mehl, Eier, Milch und Salz in einer Schüssel zu einem glatten Teig verrühren.', en: 'Schritt 1: verrühren – der Infinitiv steht am Ende.' },
        { de: 'Den Teig zehn Minuten ruhen lassen.', en: 'Schritt 2: warten, Infinitiv „lassen“ am Ende.' },
        { de: 'Etwas Öl in einer Pfanne erhitzen.', en: 'Schritt 3: das Öl heiß machen.' },
        { de: 'Eine Kelle Teig in die Pfanne geben und von beiden Seiten goldbraun backen.', en: 'Schritt 4: zwei Infinitive, verbunden mit „und“.' },
        { de: 'Mit Zucker, Marmelade oder Obst servieren. Guten Appetit!', en: 'Schritt 5: servieren – und der Wunsch vor dem Essen.' },
      ],
    },
    { h2: 'Geschmack beschreiben' },
    {
      p: '{{süß}} (wie Zucker), {{salzig}} (mit viel Salz), {{sauer}} (wie Zitrone), {{bitter}} (wie starker Kaffee), {{scharf}} (wie Chili), {{fettig}} (mit viel Fett), {{frisch}} (nicht alt), {{lecker}} (schmeckt gut), {{köstlich}} (schmeckt sehr gut). Das Verb heißt {{schmecken}}, die Person steht im Dativ: {{Das schmeckt mir}} (ich mag es). Mit {{Schmeckt’s?}} fragt man im Alltag, ob jemandem das Essen schmeckt.',
    },
    { h2: 'Im Restaurant' },
    {
      examples: [
        { de: 'Einen Tisch für zwei Personen, bitte.', en: 'Beim Ankommen: nach einem Tisch fragen.' },
        { de: 'Können wir bitte die Speisekarte haben?', en: 'Höflich um die Karte bitten.' },
        { de: 'Was können Sie empfehlen?', en: 'Nach einem Tipp der Bedienung fragen.' },
        { de: 'Als Vorspeise nehme ich die Suppe und als Hauptgericht das Schnitzel.', en: 'Bestellen: „als Vorspeise“, „als Hauptgericht“.' },
        { de: 'Ich bin Vegetarierin. Ist da Fleisch drin?', en: 'Nach den Zutaten fragen.' },
        { de: 'Ich habe eine Allergie gegen Nüsse.', en: 'Eine Allergie nennen: „gegen“ + Akkusativ.' },
        { de: 'Die Rechnung, bitte. – Zusammen oder getrennt?', en: 'Bezahlen: eine Rechnung oder jeder für sich?' },
        { de: 'Das macht 23,40 Euro. – Machen Sie 25.', en: 'Der Gast rundet auf 25 Euro auf.' },
        { de: 'Stimmt so.', en: 'Der Rest ist Trinkgeld.' },
      ],
    },
    {
      p: 'Getrennt zu bezahlen ist in Deutschland ganz normal, auch bei Paaren. Wundern Sie sich also nicht über die Frage {{Zusammen oder getrennt?}} Üblich ist es, beim Bezahlen aufzurunden oder der Bedienung etwas extra zu geben ({{das Trinkgeld}}): Sie nennen der Bedienung den Betrag, den Sie zahlen möchten, oder sagen {{Stimmt so}}, wenn Sie das Geld geben.',
    },
    { h2: 'Klassische Gerichte' },
    {
      ul: [
        '{{das Schnitzel}} – ein dünnes, paniertes Stück Fleisch, meist vom Kalb oder Schwein',
        '{{die Bratwurst}} – gebratene oder gegrillte Wurst, oft mit Senf ({{der Senf}})',
        '{{der Kartoffelsalat}} – Salat aus Kartoffeln, je nach Region mit Mayonnaise oder mit Essig und Öl',
        '{{die Spätzle}} – weiche Eiernudeln aus dem Südwesten, berühmt als {{Käsespätzle}}',
        '{{der Eintopf}} – ein dickes Gericht, in einem einzigen Topf gekocht',
        '{{der Apfelstrudel}} und {{die Schwarzwälder Kirschtorte}} – klassische Süßspeisen zu {{Kaffee und Kuchen}}',
      ],
    },
    {
      p: 'Beim Essen sieht man gut, wie Komposita funktionieren: siehe [Zusammengesetzte Nomen](/articles/german-compound-nouns). Weitere Themenlisten finden Sie in unserem [Wortschatzbereich](/words), Redemittel für Restaurant und Geschäft bei den [Redewendungen](/phrases).',
    },
  ],
};

export default translation;
