import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'food-and-cooking-vocabulary',
  lang: 'ua',
  body: [
    {
      p: 'Їжа — одна з найвдячніших тем для вивчення: ці слова потрібні щодня — у супермаркеті, у пекарні, в їдальні й у колі друзів. У цій статті — основна лексика з артиклями та формами множини, міри й дієслова, без яких не розібратися в рецепті, і фрази, що полегшують похід до ресторану.',
    },
    { h2: 'Трапези протягом дня' },
    {
      table: {
        caption: 'Трапези',
        head: ['Іменник', 'Дієслівний вираз', 'Українською'],
        rows: [
          ['{{das Frühstück}}', '{{frühstücken}}', 'сніданок, снідати'],
          ['{{das Mittagessen}}', '{{zu Mittag essen}}', 'обід, обідати'],
          ['{{Kaffee und Kuchen}}', '{{Kaffee trinken}}', 'пообідня кава з тістечком'],
          ['{{das Abendessen}}', '{{zu Abend essen}}', 'вечеря, вечеряти'],
        ],
      },
    },
    {
      p: 'Традиційно гарячу їжу в Німеччині їли опівдні, а ввечері була холодна вечеря {{Abendbrot}}: хліб, сир і м’ясна нарізка ({{der Aufschnitt}}). Сьогодні багато родин і працівників їдять гаряче ввечері, але це слово ви все одно почуєте. На роботі колеги в обідню пору часто вітаються словом {{Mahlzeit!}}; за столом усі кажуть {{Guten Appetit!}}',
    },
    { h2: 'Групи продуктів' },
    {
      table: {
        caption: 'Фрукти (das Obst) і овочі (das Gemüse)',
        head: ['Фрукти', 'Овочі'],
        rows: [
          ['{{der Apfel, die Äpfel}}', '{{die Kartoffel, die Kartoffeln}}'],
          ['{{die Birne, die Birnen}}', '{{die Tomate, die Tomaten}}'],
          ['{{die Banane, die Bananen}}', '{{die Gurke, die Gurken}}'],
          ['{{die Erdbeere, die Erdbeeren}}', '{{die Zwiebel, die Zwiebeln}}'],
          ['{{die Orange, die Orangen}}', '{{die Karotte, die Karotten}} / {{die Möhre, die Möhren}}'],
          ['{{die Zitrone, die Zitronen}}', '{{der Salat, die Salate}}'],
          ['{{die Kirsche, die Kirschen}}', '{{der Pilz, die Pilze}}'],
          ['{{die Traube, die Trauben}}', '{{der Knoblauch}} (без множини)'],
        ],
      },
    },
    {
      table: {
        caption: 'Інші продукти',
        head: ['Група', 'Слова'],
        rows: [
          ['м’ясо та риба', '{{das Fleisch}}, {{das Rindfleisch}}, {{das Schweinefleisch}}, {{das Hähnchen}}, {{die Wurst}}, {{der Schinken}}, {{der Fisch}}, {{der Lachs}}'],
          ['молочне та яйця', '{{die Milch}}, {{die Butter}}, {{der Käse}}, {{der Joghurt}}, {{die Sahne}}, {{der Quark}}, {{das Ei, die Eier}}'],
          ['випічка', '{{das Brot}}, {{das Brötchen}}, {{die Brezel}}, {{der Kuchen}}, {{die Torte}}'],
          ['бакалія', '{{der Reis}}, {{die Nudeln}}, {{das Mehl}}, {{der Zucker}}, {{das Salz}}, {{der Pfeffer}}, {{das Öl}}, {{der Essig}}, {{der Honig}}, {{die Marmelade}}'],
          ['напої', '{{das Wasser}}, {{das Mineralwasser}}, {{der Saft}}, {{die Apfelschorle}}, {{der Kaffee}}, {{der Tee}}, {{das Bier}}, {{der Wein}}'],
        ],
      },
    },
    {
      tip: 'У кафе чи ресторані на {{ein Wasser}} вам зазвичай принесуть воду в пляшці, часто газовану. Якщо хочете негазовану, просіть {{stilles Wasser}}; вода з-під крана — {{Leitungswasser}}.',
    },
    { h2: 'Кількість і упаковка' },
    {
      p: 'Після числа одиниці виміру зазвичай стоять в однині: {{zwei Kilo Kartoffeln}}, {{drei Liter Milch}}, {{200 Gramm Käse}}. Сам продукт уживають без артикля й без прийменника, і відмінок він не змінює (не «пляшка води», а дослівно «пляшка вода»): {{eine Flasche Wasser}}, {{ein Stück Kuchen}}. На ринку ще можна почути {{ein Pfund}} — це 500 грамів.',
    },
    {
      table: {
        caption: 'Кількість',
        head: ['Німецькою', 'Українською'],
        rows: [
          ['{{ein Kilo Äpfel}}', 'кілограм яблук'],
          ['{{ein halbes Pfund Butter}}', '250 грамів масла'],
          ['{{eine Flasche Öl}}', 'пляшка олії'],
          ['{{eine Packung Nudeln}}', 'пачка макаронів'],
          ['{{eine Dose Tomaten}}', 'бляшанка помідорів'],
          ['{{ein Becher Joghurt}}', 'стаканчик йогурту'],
          ['{{eine Scheibe Brot}}', 'скибка хліба'],
          ['{{ein Stück Kuchen}}', 'шматок пирога'],
          ['{{ein Esslöffel Zucker}}', 'столова ложка цукру'],
          ['{{ein Teelöffel Salz}}', 'чайна ложка солі'],
        ],
      },
    },
    { h2: 'На кухні' },
    {
      p: 'Найважливіше приладдя: {{der Herd}} (плита), {{der Backofen}} (духовка), {{die Mikrowelle}} (мікрохвильовка), {{der Kühlschrank}} (холодильник), {{die Spülmaschine}} (посудомийна машина), {{der Topf}} (каструля), {{die Pfanne}} (сковорідка), {{die Schüssel}} (миска), {{das Schneidebrett}} (обробна дошка), {{das Messer}} (ніж), {{die Gabel}} (виделка), {{der Löffel}} (ложка), {{der Teller}} (тарілка), {{die Tasse}} (чашка) і {{das Glas}} (склянка).',
    },
    { h2: 'Дієслова для куховарства' },
    {
      table: {
        caption: 'Дієслова на кухні',
        head: ['Дієслово', 'Українською', 'Приклад'],
        rows: [
          ['{{kochen}}', 'готувати, варити', '{{Die Kartoffeln 20 Minuten kochen.}}'],
          ['{{braten}} ({{er brät}})', 'смажити, запікати', '{{Das Fleisch in der Pfanne braten.}}'],
          ['{{backen}}', 'пекти', '{{Ich backe am Sonntag einen Kuchen.}}'],
          ['{{schneiden}}', 'різати', '{{Die Zwiebeln klein schneiden.}}'],
          ['{{schälen}}', 'чистити', '{{Die Karotten schälen.}}'],
          ['{{waschen}}', 'мити', '{{Den Salat gut waschen.}}'],
          ['{{rühren}} / {{verrühren}}', 'помішувати / змішувати', '{{Alles gut verrühren.}}'],
          ['{{würzen}}', 'приправляти', '{{Mit Salz und Pfeffer würzen.}}'],
          ['{{erhitzen}}', 'розігрівати', '{{Das Öl in einer Pfanne erhitzen.}}'],
          ['{{hinzufügen}}', 'додавати', '{{Dann die Tomaten hinzufügen.}}'],
          ['{{abschmecken}}', 'куштувати й доводити до смаку', '{{Die Suppe mit Salz abschmecken.}}'],
        ],
      },
    },
    {
      p: 'Німецькі рецепти зазвичай пишуть з **інфінітивом** у кінці, як у таблиці: {{Die Zwiebeln klein schneiden.}} Коли ж пояснюєте рецепт другові, уживайте наказовий спосіб: {{Schneid die Zwiebeln klein!}}',
    },
    { h2: 'Простий рецепт: Pfannkuchen' },
    {
      p: 'Ось базовий рецепт млинців, записаний так, як пишуть німецькі рецепти. Прочитайте його вголос — це добра вправа на інфінітивний стиль.',
    },
    {
      examples: [
        { de: 'Zutaten: 250 Gramm Mehl, drei Eier, ein halber Liter Milch, etwas Salz, Öl für die Pfanne.', en: 'Інгредієнти: 250 г борошна, три яйця, пів літра молока, трохи солі, олія для сковорідки.' },
        { de: 'Mehl, Eier, Milch und Salz in einer Schüssel zu einem glatten Teig verrühren.', en: 'Змішати в мисці борошно, яйця, молоко й сіль до однорідного тіста.' },
        { de: 'Den Teig zehn Minuten ruhen lassen.', en: 'Дати тісту постояти десять хвилин.' },
        { de: 'Etwas Öl in einer Pfanne erhitzen.', en: 'Розігріти на сковорідці трохи олії.' },
        { de: 'Eine Kelle Teig in die Pfanne geben und von beiden Seiten goldbraun backen.', en: 'Налити на сковорідку ополоник тіста й підсмажити з обох боків до золотистого кольору.' },
        { de: 'Mit Zucker, Marmelade oder Obst servieren. Guten Appetit!', en: 'Подавати з цукром, джемом або фруктами. Смачного!' },
      ],
    },
    { h2: 'Як описати смак' },
    {
      p: '{{süß}} (солодкий), {{salzig}} (солоний), {{sauer}} (кислий), {{bitter}} (гіркий), {{scharf}} (гострий), {{fettig}} (жирний), {{frisch}} (свіжий), {{lecker}} (смачний), {{köstlich}} (дуже смачний, вишуканий). Дієслово — {{schmecken}}, особа стоїть у давальному відмінку: {{Das schmeckt mir}} (мені смакує). {{Schmeckt’s?}} — звичайне запитання, чи подобається комусь їжа.',
    },
    { h2: 'У ресторані' },
    {
      examples: [
        { de: 'Einen Tisch für zwei Personen, bitte.', en: 'Столик на двох, будь ласка.' },
        { de: 'Können wir bitte die Speisekarte haben?', en: 'Можна нам меню, будь ласка?' },
        { de: 'Was können Sie empfehlen?', en: 'Що ви порадите?' },
        { de: 'Als Vorspeise nehme ich die Suppe und als Hauptgericht das Schnitzel.', en: 'На закуску я візьму суп, а на основну страву — шніцель.' },
        { de: 'Ich bin Vegetarierin. Ist da Fleisch drin?', en: 'Я вегетаріанка. Там є м’ясо?' },
        { de: 'Ich habe eine Allergie gegen Nüsse.', en: 'У мене алергія на горіхи.' },
        { de: 'Die Rechnung, bitte. – Zusammen oder getrennt?', en: 'Рахунок, будь ласка. – Разом чи окремо?' },
        { de: 'Das macht 23,40 Euro. – Machen Sie 25.', en: 'З вас 23,40 євро. – Нехай буде 25.' },
        { de: 'Stimmt so.', en: 'Решти не треба.' },
      ],
    },
    {
      p: 'Платити окремо в Німеччині цілком звично, навіть парам, тож не дивуйтеся запитанню {{Zusammen oder getrennt?}} Прийнято округлювати рахунок або додавати невеликі чайові ({{das Trinkgeld}}) під час оплати: назвіть офіціантові суму, яку хочете заплатити, або скажіть {{Stimmt so}}, коли віддаєте гроші.',
    },
    { h2: 'Класичні страви, які варто знати' },
    {
      ul: [
        '{{das Schnitzel}} — тонка відбивна в паніровці, зазвичай телятина чи свинина',
        '{{die Bratwurst}} — смажена ковбаска або ковбаска на грилі, часто з гірчицею ({{der Senf}})',
        '{{der Kartoffelsalat}} — картопляний салат, залежно від регіону з майонезом або з оцтовою заправкою',
        '{{die Spätzle}} — м’яка яєчна локшина з південного заходу, відома як {{Käsespätzle}}',
        '{{der Eintopf}} — густа страва з одного горщика, щось між супом і рагу',
        '{{der Apfelstrudel}} і {{die Schwarzwälder Kirschtorte}} — класичні десерти для {{Kaffee und Kuchen}}',
      ],
    },
    {
      p: 'На назвах страв добре видно, як працюють складні слова: див. [Складні іменники в німецькій](/articles/german-compound-nouns). Більше тематичних списків — у нашому [розділі лексики](/words), а фрази для ресторану й магазину — у [розмовнику](/phrases).',
    },
  ],
};

export default translation;
