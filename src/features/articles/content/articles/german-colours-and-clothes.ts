import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-colours-and-clothes',
  type: 'Vocabulary',
  title: {
    en: 'Colours and Clothes in German',
    ua: 'Кольори та одяг німецькою',
    de: 'Farben und Kleidung auf Deutsch',
    ru: 'Цвета и одежда по-немецки',
    be: 'Колеры і адзенне па-нямецку',
    tr: 'Almanca renkler ve giysiler',
    pl: 'Kolory i ubrania po niemiecku',
    es: 'Los colores y la ropa en alemán',
  },
  descr: {
    en: 'Colour words with their endings, clothes with articles and plurals, sizes, and the phrases you need when trying things on in a shop.',
    ua: 'Назви кольорів і їхні закінчення, одяг з артиклями та множиною, розміри й фрази для примірки в магазині.',
    de: 'Farbwörter mit Endungen, Kleidungsstücke mit Artikel und Plural, Größen und die Sätze, die man beim Anprobieren im Geschäft braucht.',
    ru: 'Названия цветов и их окончания, одежда с артиклями и множественным числом, размеры и фразы для примерки в магазине.',
    be: 'Назвы колераў і іх канчаткі, адзенне з артыклямі і множным лікам, памеры і фразы для прымеркі ў краме.',
    tr: 'Renk kelimeleri ve ekleri, artikel ve çoğullarıyla giysiler, bedenler ve mağazada bir şey denerken gereken ifadeler.',
    pl: 'Nazwy kolorów z końcówkami, ubrania z rodzajnikami i liczbą mnogą, rozmiary oraz zwroty do przymierzania w sklepie.',
    es: 'Los colores con sus terminaciones, la ropa con artículo y plural, las tallas y las frases para probarse algo en una tienda.',
  },
  img: 't-shirt',
  date: '2025-07-17',
  body: [
    {
      p: 'Colours and clothes are among the first word fields in every German course, and they are a perfect playground for grammar: colour words are adjectives, so they practise adjective endings, and clothes are nouns with all three genders. This article gives you the words, shows how to use them correctly, and ends with the phrases for buying clothes in a shop.',
    },
    { h2: 'The basic colours' },
    {
      table: {
        caption: 'Colours (die Farben)',
        head: ['German', 'English', 'Example'],
        rows: [
          ['{{rot}}', 'red', '{{die rote Ampel}}'],
          ['{{orange}}', 'orange', '{{eine orange Jacke}}'],
          ['{{gelb}}', 'yellow', '{{die gelbe Banane}}'],
          ['{{grün}}', 'green', '{{das grüne Gras}}'],
          ['{{blau}}', 'blue', '{{der blaue Himmel}}'],
          ['{{lila}}, {{violett}}', 'purple, violet', '{{ein lila Schal}}'],
          ['{{rosa}}', 'pink', '{{ein rosa Kleid}}'],
          ['{{braun}}', 'brown', '{{braune Schuhe}}'],
          ['{{schwarz}}', 'black', '{{der schwarze Mantel}}'],
          ['{{weiß}}', 'white', '{{ein weißes Hemd}}'],
          ['{{grau}}', 'grey', '{{die graue Hose}}'],
          ['{{beige}}', 'beige', '{{ein beige Pullover}}'],
          ['{{türkis}}', 'turquoise', '{{Das Meer ist türkis.}}'],
          ['{{golden}}, {{silbern}}', 'golden, silver', '{{eine goldene Uhr}}'],
        ],
      },
    },
    {
      p: 'For lighter and darker shades put {{hell}} or {{dunkel}} in front and write one word: {{hellblau}}, {{dunkelgrün}}, {{hellgrau}}. The ending **-lich** means “-ish”: {{rötlich}}, {{bläulich}}, {{gelblich}}, {{grünlich}}.',
    },
    { h2: 'Colours and grammar' },
    {
      p: 'After {{sein}} a colour has no ending: {{Das Auto ist rot.}} Before a noun it takes the normal adjective endings (see [adjective endings made simple](/articles/german-adjective-endings-made-simple)):',
    },
    {
      examples: [
        { de: 'Der Pullover ist blau.', en: 'The jumper is blue.' },
        { de: 'Ich trage einen blauen Pullover.', en: 'I am wearing a blue jumper.' },
        { de: 'Sie hat ein schwarzes Kleid und rote Schuhe.', en: 'She has a black dress and red shoes.' },
        { de: 'Mit dem weißen Hemd siehst du elegant aus.', en: 'You look elegant in the white shirt.' },
      ],
    },
    {
      p: 'Colour words borrowed from other languages – {{lila}}, {{rosa}}, {{orange}}, {{beige}} – traditionally take **no ending** in standard German: {{ein rosa Kleid}}, {{mit der lila Tasche}}. In everyday speech you will hear endings on them; in writing, a safe alternative is to add **-farben**: {{eine orangefarbene Jacke}}.',
    },
    {
      p: 'As nouns, colours are neuter and have a capital: {{das Blau}}, {{das Rot}}. To say that something is available in a colour, use {{in}} without an article: {{Haben Sie das auch in Grün?}} The question is always {{Welche Farbe hat …?}}',
    },
    {
      examples: [
        { de: 'Welche Farbe hat dein Fahrrad? – Es ist grün.', en: 'What colour is your bike? – It is green.' },
        { de: 'Meine Lieblingsfarbe ist Blau.', en: 'My favourite colour is blue.' },
      ],
    },
    { h2: 'Clothes: learn them with article and plural' },
    {
      table: {
        caption: 'Clothes (die Kleidung)',
        head: ['German', 'Plural', 'English'],
        rows: [
          ['{{die Hose}}', '{{die Hosen}}', 'trousers'],
          ['{{die Jeans}}', '{{die Jeans}}', 'jeans'],
          ['{{der Rock}}', '{{die Röcke}}', 'skirt'],
          ['{{das Kleid}}', '{{die Kleider}}', 'dress'],
          ['{{das Hemd}}', '{{die Hemden}}', 'shirt'],
          ['{{die Bluse}}', '{{die Blusen}}', 'blouse'],
          ['{{das T-Shirt}}', '{{die T-Shirts}}', 'T-shirt'],
          ['{{der Pullover}}', '{{die Pullover}}', 'jumper, sweater'],
          ['{{die Jacke}}', '{{die Jacken}}', 'jacket'],
          ['{{der Mantel}}', '{{die Mäntel}}', 'coat'],
          ['{{der Anzug}}', '{{die Anzüge}}', 'suit'],
          ['{{die Krawatte}}', '{{die Krawatten}}', 'tie'],
          ['{{der Schal}}', '{{die Schals}}', 'scarf'],
          ['{{die Mütze}}', '{{die Mützen}}', 'woolly hat, cap'],
          ['{{der Hut}}', '{{die Hüte}}', 'hat'],
          ['{{der Handschuh}}', '{{die Handschuhe}}', 'glove'],
          ['{{die Socke}}', '{{die Socken}}', 'sock'],
          ['{{der Schuh}}', '{{die Schuhe}}', 'shoe'],
          ['{{der Stiefel}}', '{{die Stiefel}}', 'boot'],
          ['{{der Gürtel}}', '{{die Gürtel}}', 'belt'],
          ['{{der Schlafanzug}}', '{{die Schlafanzüge}}', 'pyjamas'],
          ['{{die Unterwäsche}}', '–', 'underwear'],
          ['{{der Badeanzug}}', '{{die Badeanzüge}}', 'swimsuit'],
        ],
      },
    },
    {
      p: 'Two false friends hide in this list: {{die Hose}} is a pair of trousers, not a hosepipe; and {{der Pullover}} is any jumper, not only one you pull over. Note also that {{die Hose}} and {{die Jeans}} are singular in German: {{Die Hose ist zu lang}} (the trousers are too long). Accessories: {{die Tasche}} (bag), {{der Rucksack}} (rucksack), {{die Brille}} (glasses), {{die Kette}} (necklace), {{der Ring}} (ring), {{der Regenschirm}} (umbrella).',
    },
    { h2: 'Verbs for wearing and dressing' },
    {
      ul: [
        '{{tragen}} – to wear (stem change: {{du trägst}}, {{er trägt}}): {{Er trägt heute eine Krawatte.}}',
        '{{anhaben}} – to have on (separable): {{Was hast du an?}}',
        '{{sich anziehen}} / {{sich ausziehen}} – to get dressed / undressed: {{Ich ziehe mich schnell an.}}',
        '{{etwas anziehen}} – to put something on: {{Zieh eine Jacke an, es ist kalt!}}',
        '{{sich umziehen}} – to get changed: {{Ich ziehe mich nach der Arbeit um.}}',
        '{{anprobieren}} – to try on: {{Darf ich die Hose anprobieren?}}',
        '{{passen}} + dative – to fit: {{Die Schuhe passen mir nicht.}}',
        '{{stehen}} + dative – to suit: {{Die Farbe steht dir gut.}}',
        '{{gefallen}} + dative – to please, to like: {{Der Rock gefällt mir.}}',
      ],
    },
    { h2: 'Materials and patterns' },
    {
      p: 'Materials are given with {{aus}}: {{ein Pullover aus Wolle}}, {{Schuhe aus Leder}}, {{ein Hemd aus Baumwolle}}. Patterns are adjectives: {{gestreift}} (striped), {{kariert}} (checked), {{gepunktet}} (spotted), {{einfarbig}} (plain).',
    },
    {
      examples: [
        { de: 'Ich suche ein kariertes Hemd aus Baumwolle.', en: 'I am looking for a checked cotton shirt.' },
        { de: 'Sie trägt einen gestreiften Rock.', en: 'She is wearing a striped skirt.' },
      ],
    },
    { h2: 'Sizes and fit' },
    {
      p: 'Clothes sizes in Germany usually follow the continental European system (for example 38 or 40 for women’s clothes, 48 or 50 for men’s suits), and many shops also use S, M, L and XL. Shoe sizes are continental too (e.g. 39, 42). The word is {{die Größe}}; for shoes people also say {{die Schuhgröße}}.',
    },
    {
      table: {
        caption: 'Talking about fit',
        head: ['German', 'English'],
        rows: [
          ['{{zu groß}} / {{zu klein}}', 'too big / too small'],
          ['{{zu eng}} / {{zu weit}}', 'too tight / too loose'],
          ['{{zu lang}} / {{zu kurz}}', 'too long / too short'],
          ['{{eine Nummer größer}} / {{kleiner}}', 'one size bigger / smaller'],
          ['{{Das passt genau.}}', 'That fits perfectly.'],
        ],
      },
    },
    { h2: 'In the clothes shop' },
    {
      examples: [
        { de: 'Kann ich Ihnen helfen? – Danke, ich schaue nur.', en: 'Can I help you? – Thanks, I’m just looking.' },
        { de: 'Ich suche eine Winterjacke.', en: 'I’m looking for a winter jacket.' },
        { de: 'Welche Größe haben Sie? – Größe 40.', en: 'What size are you? – Size 40.' },
        { de: 'Haben Sie das auch in Schwarz?', en: 'Do you have it in black too?' },
        { de: 'Kann ich das anprobieren? Wo ist die Umkleidekabine?', en: 'Can I try it on? Where is the changing room?' },
        { de: 'Die Hose ist zu eng. Haben Sie sie eine Nummer größer?', en: 'The trousers are too tight. Do you have them one size bigger?' },
        { de: 'Die passt. Ich nehme sie.', en: 'They fit. I’ll take them.' },
        { de: 'Kann ich das umtauschen?', en: 'Can I exchange this?' },
      ],
    },
    {
      tip: 'Keep the receipt ({{der Kassenbon}} or {{die Quittung}}). Many shops let you exchange goods, but for items bought in a shop this is usually a goodwill policy of the shop, not a legal right, so ask before you pay. Rules for online purchases are different and may change; the consumer advice centres ({{Verbraucherzentrale}}) explain them.',
    },
    { h2: 'Colour idioms' },
    {
      p: 'German loves colour idioms. A few you will actually hear:',
    },
    {
      ul: [
        '{{blau sein}} – to be drunk (not sad!)',
        '{{Er fährt schwarz.}} – he rides without a ticket',
        '{{Sie sieht rot.}} – she is furious',
        '{{grün hinter den Ohren sein}} – to be inexperienced (“green behind the ears”)',
        '{{eine Fahrt ins Blaue}} – a trip with no fixed destination',
        '{{schwarz auf weiß}} – in writing, in black and white',
        '{{das Blaue vom Himmel versprechen}} – to promise the moon',
      ],
    },
    {
      p: 'Learn more word fields on our [vocabulary](/words) pages and test yourself with the [games](/games). For the adjective endings behind {{einen blauen Pullover}}, read [adjective endings made simple](/articles/german-adjective-endings-made-simple).',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'Verbraucherzentrale – consumer advice in Germany', url: 'https://www.verbraucherzentrale.de/' },
  ],
};

export default article;
