import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'food-and-cooking-vocabulary',
  lang: 'es',
  body: [
    {
      p: 'La comida es uno de los temas que más compensa aprender: usas estas palabras todos los días, en el supermercado, en la panadería, en el comedor y con los amigos. Este artículo te da el vocabulario básico con artículos y plurales, las cantidades y los verbos que necesitas para seguir una receta, y las frases que facilitan una visita al restaurante.',
    },
    { h2: 'Las comidas del día' },
    {
      table: {
        caption: 'Comidas',
        head: ['Sustantivo', 'Expresión verbal', 'Español'],
        rows: [
          ['{{das Frühstück}}', '{{frühstücken}}', 'desayuno, desayunar'],
          ['{{das Mittagessen}}', '{{zu Mittag essen}}', 'almuerzo, comer a mediodía'],
          ['{{Kaffee und Kuchen}}', '{{Kaffee trinken}}', 'café con pastel por la tarde, merienda'],
          ['{{das Abendessen}}', '{{zu Abend essen}}', 'cena, cenar'],
        ],
      },
    },
    {
      p: 'Tradicionalmente, en Alemania la comida caliente se hacía a mediodía, y la cena era un {{Abendbrot}} frío de pan, queso y embutidos ({{der Aufschnitt}}). Hoy muchas familias y trabajadores comen caliente por la noche, pero la palabra se sigue oyendo. En el trabajo, los compañeros se saludan a menudo a la hora de comer con {{Mahlzeit!}}; en la mesa, todos dicen {{Guten Appetit!}}',
    },
    { h2: 'Grupos de alimentos' },
    {
      table: {
        caption: 'Fruta y verdura (das Obst und das Gemüse)',
        head: ['Fruta', 'Verdura'],
        rows: [
          ['{{der Apfel, die Äpfel}}', '{{die Kartoffel, die Kartoffeln}}'],
          ['{{die Birne, die Birnen}}', '{{die Tomate, die Tomaten}}'],
          ['{{die Banane, die Bananen}}', '{{die Gurke, die Gurken}}'],
          ['{{die Erdbeere, die Erdbeeren}}', '{{die Zwiebel, die Zwiebeln}}'],
          ['{{die Orange, die Orangen}}', '{{die Karotte, die Karotten}} / {{die Möhre, die Möhren}}'],
          ['{{die Zitrone, die Zitronen}}', '{{der Salat, die Salate}}'],
          ['{{die Kirsche, die Kirschen}}', '{{der Pilz, die Pilze}}'],
          ['{{die Traube, die Trauben}}', '{{der Knoblauch}} (sin plural)'],
        ],
      },
    },
    {
      table: {
        caption: 'Otros alimentos',
        head: ['Grupo', 'Palabras'],
        rows: [
          ['carne y pescado', '{{das Fleisch}}, {{das Rindfleisch}}, {{das Schweinefleisch}}, {{das Hähnchen}}, {{die Wurst}}, {{der Schinken}}, {{der Fisch}}, {{der Lachs}}'],
          ['lácteos y huevos', '{{die Milch}}, {{die Butter}}, {{der Käse}}, {{der Joghurt}}, {{die Sahne}}, {{der Quark}}, {{das Ei, die Eier}}'],
          ['panadería', '{{das Brot}}, {{das Brötchen}}, {{die Brezel}}, {{der Kuchen}}, {{die Torte}}'],
          ['despensa', '{{der Reis}}, {{die Nudeln}}, {{das Mehl}}, {{der Zucker}}, {{das Salz}}, {{der Pfeffer}}, {{das Öl}}, {{der Essig}}, {{der Honig}}, {{die Marmelade}}'],
          ['bebidas', '{{das Wasser}}, {{das Mineralwasser}}, {{der Saft}}, {{die Apfelschorle}}, {{der Kaffee}}, {{der Tee}}, {{das Bier}}, {{der Wein}}'],
        ],
      },
    },
    {
      tip: 'En un café o un restaurante, si pides {{ein Wasser}} normalmente te traerán agua embotellada, a menudo con gas. Si la quieres sin gas, pide {{stilles Wasser}}; el agua del grifo es {{Leitungswasser}}.',
    },
    { h2: 'Cantidades y envases' },
    {
      p: 'Después de un número, las unidades de medida suelen quedarse en singular: {{zwei Kilo Kartoffeln}}, {{drei Liter Milch}}, {{200 Gramm Käse}}. El alimento en sí va sin artículo y sin preposición (no hay «de»): {{eine Flasche Wasser}}, {{ein Stück Kuchen}}. En los mercados todavía puedes oír {{ein Pfund}}, que son 500 gramos.',
    },
    {
      table: {
        caption: 'Cantidades',
        head: ['Alemán', 'Español'],
        rows: [
          ['{{ein Kilo Äpfel}}', 'un kilo de manzanas'],
          ['{{ein halbes Pfund Butter}}', '250 gramos de mantequilla'],
          ['{{eine Flasche Öl}}', 'una botella de aceite'],
          ['{{eine Packung Nudeln}}', 'un paquete de pasta'],
          ['{{eine Dose Tomaten}}', 'una lata de tomates'],
          ['{{ein Becher Joghurt}}', 'un vasito de yogur'],
          ['{{eine Scheibe Brot}}', 'una rebanada de pan'],
          ['{{ein Stück Kuchen}}', 'un trozo de pastel'],
          ['{{ein Esslöffel Zucker}}', 'una cucharada de azúcar'],
          ['{{ein Teelöffel Salz}}', 'una cucharadita de sal'],
        ],
      },
    },
    { h2: 'En la cocina' },
    {
      p: 'El equipo más importante: {{der Herd}} (cocina, fogones), {{der Backofen}} (horno), {{die Mikrowelle}} (microondas), {{der Kühlschrank}} (nevera), {{die Spülmaschine}} (lavavajillas), {{der Topf}} (olla, cazuela), {{die Pfanne}} (sartén), {{die Schüssel}} (bol, cuenco), {{das Schneidebrett}} (tabla de cortar), {{das Messer}} (cuchillo), {{die Gabel}} (tenedor), {{der Löffel}} (cuchara), {{der Teller}} (plato), {{die Tasse}} (taza) y {{das Glas}} (vaso).',
    },
    { h2: 'Verbos de cocina' },
    {
      table: {
        caption: 'Verbos para cocinar',
        head: ['Verbo', 'Español', 'Ejemplo'],
        rows: [
          ['{{kochen}}', 'cocinar, hervir', '{{Die Kartoffeln 20 Minuten kochen.}}'],
          ['{{braten}} ({{er brät}})', 'freír, asar', '{{Das Fleisch in der Pfanne braten.}}'],
          ['{{backen}}', 'hornear', '{{Ich backe am Sonntag einen Kuchen.}}'],
          ['{{schneiden}}', 'cortar', '{{Die Zwiebeln klein schneiden.}}'],
          ['{{schälen}}', 'pelar', '{{Die Karotten schälen.}}'],
          ['{{waschen}}', 'lavar', '{{Den Salat gut waschen.}}'],
          ['{{rühren}} / {{verrühren}}', 'remover / mezclar', '{{Alles gut verrühren.}}'],
          ['{{würzen}}', 'sazonar', '{{Mit Salz und Pfeffer würzen.}}'],
          ['{{erhitzen}}', 'calentar', '{{Das Öl in einer Pfanne erhitzen.}}'],
          ['{{hinzufügen}}', 'añadir', '{{Dann die Tomaten hinzufügen.}}'],
          ['{{abschmecken}}', 'probar y rectificar', '{{Die Suppe mit Salz abschmecken.}}'],
        ],
      },
    },
    {
      p: 'Las recetas alemanas suelen escribirse con **infinitivos** al final, como en la tabla: {{Die Zwiebeln klein schneiden.}} Cuando le explicas una receta a un amigo, usa en cambio el imperativo: {{Schneid die Zwiebeln klein!}}',
    },
    { h2: 'Una receta sencilla: Pfannkuchen' },
    {
      p: 'Aquí tienes una receta básica de tortitas, escrita como se escriben las recetas alemanas. Léela en voz alta: es una buena práctica del estilo con infinitivos.',
    },
    {
      examples: [
        { de: 'Zutaten: 250 Gramm Mehl, drei Eier, ein halber Liter Milch, etwas Salz, Öl für die Pfanne.', en: 'Ingredientes: 250 g de harina, tres huevos, medio litro de leche, un poco de sal, aceite para la sartén.' },
        { de: 'Mehl, Eier, Milch und Salz in einer Schüssel zu einem glatten Teig verrühren.', en: 'Mezclar la harina, los huevos, la leche y la sal en un bol hasta obtener una masa lisa.' },
        { de: 'Den Teig zehn Minuten ruhen lassen.', en: 'Dejar reposar la masa diez minutos.' },
        { de: 'Etwas Öl in einer Pfanne erhitzen.', en: 'Calentar un poco de aceite en una sartén.' },
        { de: 'Eine Kelle Teig in die Pfanne geben und von beiden Seiten goldbraun backen.', en: 'Echar un cucharón de masa en la sartén y hacerla por los dos lados hasta que esté dorada.' },
        { de: 'Mit Zucker, Marmelade oder Obst servieren. Guten Appetit!', en: 'Servir con azúcar, mermelada o fruta. ¡Buen provecho!' },
      ],
    },
    { h2: 'Describir el sabor' },
    {
      p: '{{süß}} (dulce), {{salzig}} (salado), {{sauer}} (ácido, agrio), {{bitter}} (amargo), {{scharf}} (picante), {{fettig}} (grasiento), {{frisch}} (fresco), {{lecker}} (rico), {{köstlich}} (delicioso). El verbo es {{schmecken}}, con la persona en dativo: {{Das schmeckt mir}} (me gusta, está rico). {{Schmeckt’s?}} es la forma cotidiana de preguntar si a alguien le gusta la comida.',
    },
    { h2: 'En el restaurante' },
    {
      examples: [
        { de: 'Einen Tisch für zwei Personen, bitte.', en: 'Una mesa para dos, por favor.' },
        { de: 'Können wir bitte die Speisekarte haben?', en: '¿Nos trae la carta, por favor?' },
        { de: 'Was können Sie empfehlen?', en: '¿Qué nos recomienda?' },
        { de: 'Als Vorspeise nehme ich die Suppe und als Hauptgericht das Schnitzel.', en: 'De primero tomaré la sopa y de segundo el escalope.' },
        { de: 'Ich bin Vegetarierin. Ist da Fleisch drin?', en: 'Soy vegetariana. ¿Lleva carne?' },
        { de: 'Ich habe eine Allergie gegen Nüsse.', en: 'Soy alérgico a los frutos secos.' },
        { de: 'Die Rechnung, bitte. – Zusammen oder getrennt?', en: 'La cuenta, por favor. – ¿Juntos o por separado?' },
        { de: 'Das macht 23,40 Euro. – Machen Sie 25.', en: 'Son 23,40 euros. – Cóbrese 25.' },
        { de: 'Stimmt so.', en: 'Quédese con el cambio.' },
      ],
    },
    {
      p: 'En Alemania es muy normal pagar por separado, incluso en pareja, así que no te sorprenda la pregunta {{Zusammen oder getrennt?}} Se acostumbra redondear la cuenta o dejar una pequeña propina ({{das Trinkgeld}}) al pagar: le dices al camarero el total que quieres pagar o dices {{Stimmt so}} al darle el dinero.',
    },
    { h2: 'Platos clásicos que conviene conocer' },
    {
      ul: [
        '{{das Schnitzel}} – un filete fino empanado, normalmente de ternera o de cerdo',
        '{{die Bratwurst}} – salchicha frita o a la parrilla, a menudo con mostaza ({{der Senf}})',
        '{{der Kartoffelsalat}} – ensalada de patatas, con mayonesa o con un aliño de vinagre según la región',
        '{{die Spätzle}} – pasta de huevo blanda del suroeste, famosa en forma de {{Käsespätzle}}',
        '{{der Eintopf}} – un guiso espeso hecho en una sola olla',
        '{{der Apfelstrudel}} y {{die Schwarzwälder Kirschtorte}} – postres clásicos para {{Kaffee und Kuchen}}',
      ],
    },
    {
      p: 'Las palabras de la comida son un lugar estupendo para ver cómo funcionan los compuestos: consulta [Sustantivos compuestos en alemán](/articles/german-compound-nouns). Para más listas temáticas, visita nuestra [sección de vocabulario](/words) y las [frases](/phrases) para restaurantes y tiendas.',
    },
  ],
};

export default translation;
