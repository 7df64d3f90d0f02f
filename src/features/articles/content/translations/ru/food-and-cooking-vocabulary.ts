import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'food-and-cooking-vocabulary',
  lang: 'ru',
  body: [
    {
      p: 'Еда – одна из самых благодарных тем для изучения: эти слова нужны каждый день – в супермаркете, в пекарне, в столовой и в гостях у друзей. В этой статье – основная лексика с артиклями и формами множественного числа, меры и глаголы, без которых не прочитать рецепт, и фразы, с которыми поход в ресторан пройдёт легко.',
    },
    { h2: 'Приёмы пищи' },
    {
      table: {
        caption: 'Трапезы',
        head: ['Существительное', 'Глагольное выражение', 'По-русски'],
        rows: [
          ['{{das Frühstück}}', '{{frühstücken}}', 'завтрак, завтракать'],
          ['{{das Mittagessen}}', '{{zu Mittag essen}}', 'обед, обедать'],
          ['{{Kaffee und Kuchen}}', '{{Kaffee trinken}}', 'кофе с пирогом во второй половине дня'],
          ['{{das Abendessen}}', '{{zu Abend essen}}', 'ужин, ужинать'],
        ],
      },
    },
    {
      p: 'Традиционно горячая еда в Германии была в полдень, а вечером ели холодный {{Abendbrot}} – хлеб, сыр и мясную нарезку ({{der Aufschnitt}}). Сегодня многие семьи и работающие люди едят горячее вечером, но это слово вы услышите и сейчас. На работе коллеги около обеда часто приветствуют друг друга словом {{Mahlzeit!}}, а за столом все говорят {{Guten Appetit!}}',
    },
    { h2: 'Группы продуктов' },
    {
      table: {
        caption: 'Фрукты (das Obst) и овощи (das Gemüse)',
        head: ['Фрукты', 'Овощи'],
        rows: [
          ['{{der Apfel, die Äpfel}}', '{{die Kartoffel, die Kartoffeln}}'],
          ['{{die Birne, die Birnen}}', '{{die Tomate, die Tomaten}}'],
          ['{{die Banane, die Bananen}}', '{{die Gurke, die Gurken}}'],
          ['{{die Erdbeere, die Erdbeeren}}', '{{die Zwiebel, die Zwiebeln}}'],
          ['{{die Orange, die Orangen}}', '{{die Karotte, die Karotten}} / {{die Möhre, die Möhren}}'],
          ['{{die Zitrone, die Zitronen}}', '{{der Salat, die Salate}}'],
          ['{{die Kirsche, die Kirschen}}', '{{der Pilz, die Pilze}}'],
          ['{{die Traube, die Trauben}}', '{{der Knoblauch}} (нет множественного числа)'],
        ],
      },
    },
    {
      table: {
        caption: 'Другие продукты',
        head: ['Группа', 'Слова'],
        rows: [
          ['мясо и рыба', '{{das Fleisch}}, {{das Rindfleisch}}, {{das Schweinefleisch}}, {{das Hähnchen}}, {{die Wurst}}, {{der Schinken}}, {{der Fisch}}, {{der Lachs}}'],
          ['молочные продукты и яйца', '{{die Milch}}, {{die Butter}}, {{der Käse}}, {{der Joghurt}}, {{die Sahne}}, {{der Quark}}, {{das Ei, die Eier}}'],
          ['выпечка', '{{das Brot}}, {{das Brötchen}}, {{die Brezel}}, {{der Kuchen}}, {{die Torte}}'],
          ['бакалея', '{{der Reis}}, {{die Nudeln}}, {{das Mehl}}, {{der Zucker}}, {{das Salz}}, {{der Pfeffer}}, {{das Öl}}, {{der Essig}}, {{der Honig}}, {{die Marmelade}}'],
          ['напитки', '{{das Wasser}}, {{das Mineralwasser}}, {{der Saft}}, {{die Apfelschorle}}, {{der Kaffee}}, {{der Tee}}, {{das Bier}}, {{der Wein}}'],
        ],
      },
    },
    {
      tip: 'В кафе или ресторане на {{ein Wasser}} вам обычно принесут воду в бутылке, часто газированную. Если хотите негазированную, просите {{stilles Wasser}}; вода из-под крана – {{Leitungswasser}}.',
    },
    { h2: 'Количество и упаковка' },
    {
      p: 'После числа единицы измерения обычно остаются в единственном числе: {{zwei Kilo Kartoffeln}}, {{drei Liter Milch}}, {{200 Gramm Käse}}. Сам продукт стоит без артикля и без предлога, и падеж у него не меняется: {{eine Flasche Wasser}}, {{ein Stück Kuchen}}. На рынке ещё можно услышать {{ein Pfund}} – это 500 граммов.',
    },
    {
      table: {
        caption: 'Количество',
        head: ['По-немецки', 'По-русски'],
        rows: [
          ['{{ein Kilo Äpfel}}', 'килограмм яблок'],
          ['{{ein halbes Pfund Butter}}', '250 граммов масла'],
          ['{{eine Flasche Öl}}', 'бутылка масла (растительного)'],
          ['{{eine Packung Nudeln}}', 'пачка макарон'],
          ['{{eine Dose Tomaten}}', 'банка консервированных помидоров'],
          ['{{ein Becher Joghurt}}', 'стаканчик йогурта'],
          ['{{eine Scheibe Brot}}', 'ломтик хлеба'],
          ['{{ein Stück Kuchen}}', 'кусок пирога'],
          ['{{ein Esslöffel Zucker}}', 'столовая ложка сахара'],
          ['{{ein Teelöffel Salz}}', 'чайная ложка соли'],
        ],
      },
    },
    { h2: 'На кухне' },
    {
      p: 'Самое важное оборудование: {{der Herd}} (плита), {{der Backofen}} (духовка), {{die Mikrowelle}} (микроволновка), {{der Kühlschrank}} (холодильник), {{die Spülmaschine}} (посудомоечная машина), {{der Topf}} (кастрюля), {{die Pfanne}} (сковорода), {{die Schüssel}} (миска), {{das Schneidebrett}} (разделочная доска), {{das Messer}} (нож), {{die Gabel}} (вилка), {{der Löffel}} (ложка), {{der Teller}} (тарелка), {{die Tasse}} (чашка) и {{das Glas}} (стакан, бокал).',
    },
    { h2: 'Глаголы для готовки' },
    {
      table: {
        caption: 'Кулинарные глаголы',
        head: ['Глагол', 'По-русски', 'Пример'],
        rows: [
          ['{{kochen}}', 'готовить, варить', '{{Die Kartoffeln 20 Minuten kochen.}}'],
          ['{{braten}} ({{er brät}})', 'жарить', '{{Das Fleisch in der Pfanne braten.}}'],
          ['{{backen}}', 'печь', '{{Ich backe am Sonntag einen Kuchen.}}'],
          ['{{schneiden}}', 'резать', '{{Die Zwiebeln klein schneiden.}}'],
          ['{{schälen}}', 'чистить (от кожуры)', '{{Die Karotten schälen.}}'],
          ['{{waschen}}', 'мыть', '{{Den Salat gut waschen.}}'],
          ['{{rühren}} / {{verrühren}}', 'мешать / смешивать', '{{Alles gut verrühren.}}'],
          ['{{würzen}}', 'приправлять', '{{Mit Salz und Pfeffer würzen.}}'],
          ['{{erhitzen}}', 'нагревать', '{{Das Öl in einer Pfanne erhitzen.}}'],
          ['{{hinzufügen}}', 'добавлять', '{{Dann die Tomaten hinzufügen.}}'],
          ['{{abschmecken}}', 'пробовать и доводить до вкуса', '{{Die Suppe mit Salz abschmecken.}}'],
        ],
      },
    },
    {
      p: 'Немецкие рецепты обычно пишут с **инфинитивом** в конце, как в таблице: {{Die Zwiebeln klein schneiden.}} Когда объясняете рецепт другу, используйте повелительное наклонение: {{Schneid die Zwiebeln klein!}}',
    },
    { h2: 'Простой рецепт: блины (Pfannkuchen)' },
    {
      p: 'Вот базовый рецепт блинов, записанный так, как пишут немецкие рецепты. Прочитайте его вслух – это хорошая тренировка инфинитивного стиля.',
    },
    {
      examples: [
        { de: 'Zutaten: 250 Gramm Mehl, drei Eier, ein halber Liter Milch, etwas Salz, Öl für die Pfanne.', en: 'Ингредиенты: 250 г муки, три яйца, пол-литра молока, немного соли, масло для сковороды.' },
        { de: 'Mehl, Eier, Milch und Salz in einer Schüssel zu einem glatten Teig verrühren.', en: 'Смешать в миске муку, яйца, молоко и соль до однородного теста.' },
        { de: 'Den Teig zehn Minuten ruhen lassen.', en: 'Дать тесту постоять десять минут.' },
        { de: 'Etwas Öl in einer Pfanne erhitzen.', en: 'Разогреть на сковороде немного масла.' },
        { de: 'Eine Kelle Teig in die Pfanne geben und von beiden Seiten goldbraun backen.', en: 'Налить на сковороду половник теста и жарить с обеих сторон до золотистого цвета.' },
        { de: 'Mit Zucker, Marmelade oder Obst servieren. Guten Appetit!', en: 'Подавать с сахаром, вареньем или фруктами. Приятного аппетита!' },
      ],
    },
    { h2: 'Как описать вкус' },
    {
      p: '{{süß}} (сладкий), {{salzig}} (солёный), {{sauer}} (кислый), {{bitter}} (горький), {{scharf}} (острый), {{fettig}} (жирный), {{frisch}} (свежий), {{lecker}} (вкусный), {{köstlich}} (восхитительный). Глагол – {{schmecken}}, лицо при нём стоит в дательном падеже: {{Das schmeckt mir}} (мне нравится, вкусно). {{Schmeckt’s?}} – обычный способ спросить, нравится ли человеку еда.',
    },
    { h2: 'В ресторане' },
    {
      examples: [
        { de: 'Einen Tisch für zwei Personen, bitte.', en: 'Столик на двоих, пожалуйста.' },
        { de: 'Können wir bitte die Speisekarte haben?', en: 'Можно нам меню, пожалуйста?' },
        { de: 'Was können Sie empfehlen?', en: 'Что вы можете посоветовать?' },
        { de: 'Als Vorspeise nehme ich die Suppe und als Hauptgericht das Schnitzel.', en: 'На закуску я возьму суп, а на горячее – шницель.' },
        { de: 'Ich bin Vegetarierin. Ist da Fleisch drin?', en: 'Я вегетарианка. Там есть мясо?' },
        { de: 'Ich habe eine Allergie gegen Nüsse.', en: 'У меня аллергия на орехи.' },
        { de: 'Die Rechnung, bitte. – Zusammen oder getrennt?', en: 'Счёт, пожалуйста. – Вместе или раздельно?' },
        { de: 'Das macht 23,40 Euro. – Machen Sie 25.', en: 'С вас 23,40 евро. – Пусть будет 25.' },
        { de: 'Stimmt so.', en: 'Сдачи не надо.' },
      ],
    },
    {
      p: 'Платить раздельно в Германии совершенно нормально, даже парам, так что не удивляйтесь вопросу {{Zusammen oder getrennt?}} При оплате принято округлять счёт или добавлять небольшие чаевые ({{das Trinkgeld}}): назовите официанту сумму, которую хотите заплатить, или скажите {{Stimmt so}}, отдавая деньги.',
    },
    { h2: 'Классические блюда, которые стоит знать' },
    {
      ul: [
        '{{das Schnitzel}} – тонкий панированный шницель, обычно из телятины или свинины',
        '{{die Bratwurst}} – жареная колбаска или колбаска на гриле, часто с горчицей ({{der Senf}})',
        '{{der Kartoffelsalat}} – картофельный салат, в зависимости от региона с майонезом или с уксусной заправкой',
        '{{die Spätzle}} – мягкая яичная лапша с юго-запада Германии, знаменитая в виде {{Käsespätzle}}',
        '{{der Eintopf}} – густое блюдо из одного котелка, нечто среднее между супом и рагу',
        '{{der Apfelstrudel}} и {{die Schwarzwälder Kirschtorte}} – классические десерты к {{Kaffee und Kuchen}}',
      ],
    },
    {
      p: 'На словах о еде хорошо видно, как работают сложные слова: см. [Сложные существительные в немецком](/articles/german-compound-nouns). Больше тематических списков – в нашем [разделе лексики](/words), а [фразы](/phrases) для ресторана и магазина – в разговорнике.',
    },
  ],
};

export default translation;
