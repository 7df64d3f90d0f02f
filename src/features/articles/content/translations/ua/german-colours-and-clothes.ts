import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-colours-and-clothes',
  lang: 'ua',
  body: [
    {
      p: 'Кольори й одяг — одні з перших лексичних тем у кожному курсі німецької, і вони чудовий майданчик для граматики: назви кольорів — це прикметники, тож на них тренуються закінчення прикметників, а одяг — це іменники всіх трьох родів. У цій статті — слова, правила їх уживання та фрази для купівлі одягу в магазині.',
    },
    { h2: 'Основні кольори' },
    {
      table: {
        caption: 'Кольори (die Farben)',
        head: ['Німецькою', 'Українською', 'Приклад'],
        rows: [
          ['{{rot}}', 'червоний', '{{die rote Ampel}}'],
          ['{{orange}}', 'помаранчевий', '{{eine orange Jacke}}'],
          ['{{gelb}}', 'жовтий', '{{die gelbe Banane}}'],
          ['{{grün}}', 'зелений', '{{das grüne Gras}}'],
          ['{{blau}}', 'синій, блакитний', '{{der blaue Himmel}}'],
          ['{{lila}}, {{violett}}', 'бузковий, фіолетовий', '{{ein lila Schal}}'],
          ['{{rosa}}', 'рожевий', '{{ein rosa Kleid}}'],
          ['{{braun}}', 'коричневий', '{{braune Schuhe}}'],
          ['{{schwarz}}', 'чорний', '{{der schwarze Mantel}}'],
          ['{{weiß}}', 'білий', '{{ein weißes Hemd}}'],
          ['{{grau}}', 'сірий', '{{die graue Hose}}'],
          ['{{beige}}', 'бежевий', '{{ein beige Pullover}}'],
          ['{{türkis}}', 'бірюзовий', '{{Das Meer ist türkis.}}'],
          ['{{golden}}, {{silbern}}', 'золотий, срібний', '{{eine goldene Uhr}}'],
        ],
      },
    },
    {
      p: 'Для світліших і темніших відтінків ставлять попереду {{hell}} або {{dunkel}} і пишуть одним словом: {{hellblau}}, {{dunkelgrün}}, {{hellgrau}}. Закінчення **-lich** означає «-уватий»: {{rötlich}}, {{bläulich}}, {{gelblich}}, {{grünlich}}. Окремого слова для «блакитного» в німецькій немає: це просто світлий відтінок синього.',
    },
    { h2: 'Кольори й граматика' },
    {
      p: 'Після {{sein}} колір не має закінчення: {{Das Auto ist rot.}} Перед іменником він отримує звичайні закінчення прикметників (див. [Закінчення прикметників — просто](/articles/german-adjective-endings-made-simple)):',
    },
    {
      examples: [
        { de: 'Der Pullover ist blau.', en: 'Светр синій.' },
        { de: 'Ich trage einen blauen Pullover.', en: 'Я ношу синій светр.' },
        { de: 'Sie hat ein schwarzes Kleid und rote Schuhe.', en: 'У неї чорна сукня й червоні туфлі.' },
        { de: 'Mit dem weißen Hemd siehst du elegant aus.', en: 'У білій сорочці ти маєш елегантний вигляд.' },
      ],
    },
    {
      p: 'Запозичені назви кольорів — {{lila}}, {{rosa}}, {{orange}}, {{beige}} — у стандартній німецькій традиційно **не мають закінчень**: {{ein rosa Kleid}}, {{mit der lila Tasche}}. У розмові ви почуєте їх і з закінченнями; на письмі надійна альтернатива — додати **-farben**: {{eine orangefarbene Jacke}}.',
    },
    {
      p: 'Як іменники кольори належать до середнього роду й пишуться з великої літери: {{das Blau}}, {{das Rot}}. Щоб сказати, що річ є в певному кольорі, вживайте {{in}} без артикля: {{Haben Sie das auch in Grün?}} Питання завжди звучить так: {{Welche Farbe hat …?}}',
    },
    {
      examples: [
        { de: 'Welche Farbe hat dein Fahrrad? – Es ist grün.', en: 'Якого кольору твій велосипед? – Зелений.' },
        { de: 'Meine Lieblingsfarbe ist Blau.', en: 'Мій улюблений колір — синій.' },
      ],
    },
    { h2: 'Одяг: учіть з артиклем і множиною' },
    {
      table: {
        caption: 'Одяг (die Kleidung)',
        head: ['Німецькою', 'Множина', 'Українською'],
        rows: [
          ['{{die Hose}}', '{{die Hosen}}', 'штани'],
          ['{{die Jeans}}', '{{die Jeans}}', 'джинси'],
          ['{{der Rock}}', '{{die Röcke}}', 'спідниця'],
          ['{{das Kleid}}', '{{die Kleider}}', 'сукня'],
          ['{{das Hemd}}', '{{die Hemden}}', 'сорочка'],
          ['{{die Bluse}}', '{{die Blusen}}', 'блузка'],
          ['{{das T-Shirt}}', '{{die T-Shirts}}', 'футболка'],
          ['{{der Pullover}}', '{{die Pullover}}', 'светр, пуловер'],
          ['{{die Jacke}}', '{{die Jacken}}', 'куртка, піджак'],
          ['{{der Mantel}}', '{{die Mäntel}}', 'пальто'],
          ['{{der Anzug}}', '{{die Anzüge}}', 'костюм'],
          ['{{die Krawatte}}', '{{die Krawatten}}', 'краватка'],
          ['{{der Schal}}', '{{die Schals}}', 'шарф'],
          ['{{die Mütze}}', '{{die Mützen}}', 'шапка, кепка'],
          ['{{der Hut}}', '{{die Hüte}}', 'капелюх'],
          ['{{der Handschuh}}', '{{die Handschuhe}}', 'рукавичка'],
          ['{{die Socke}}', '{{die Socken}}', 'шкарпетка'],
          ['{{der Schuh}}', '{{die Schuhe}}', 'черевик, туфля'],
          ['{{der Stiefel}}', '{{die Stiefel}}', 'чобіт'],
          ['{{der Gürtel}}', '{{die Gürtel}}', 'пасок'],
          ['{{der Schlafanzug}}', '{{die Schlafanzüge}}', 'піжама'],
          ['{{die Unterwäsche}}', '–', 'спідня білизна'],
          ['{{der Badeanzug}}', '{{die Badeanzüge}}', 'купальник'],
        ],
      },
    },
    {
      p: 'У цьому списку ховаються два хибні друзі: {{die Hose}} — це штани, а не шланг (англ. «hose»); {{der Pullover}} — будь-який светр, а не лише той, що натягають через голову. Зверніть також увагу: на відміну від українських «штани» і «джинси», {{die Hose}} і {{die Jeans}} у німецькій мають однину: {{Die Hose ist zu lang}} (штани задовгі). Аксесуари: {{die Tasche}} (сумка), {{der Rucksack}} (рюкзак), {{die Brille}} (окуляри), {{die Kette}} (ланцюжок, намисто), {{der Ring}} (перстень, каблучка), {{der Regenschirm}} (парасолька).',
    },
    { h2: 'Дієслова: носити, одягатися' },
    {
      ul: [
        '{{tragen}} — носити, бути вдягненим у щось (зі зміною голосного: {{du trägst}}, {{er trägt}}): {{Er trägt heute eine Krawatte.}}',
        '{{anhaben}} — мати на собі (відокремлюване): {{Was hast du an?}}',
        '{{sich anziehen}} / {{sich ausziehen}} — одягатися / роздягатися: {{Ich ziehe mich schnell an.}}',
        '{{etwas anziehen}} — одягнути щось: {{Zieh eine Jacke an, es ist kalt!}}',
        '{{sich umziehen}} — переодягатися: {{Ich ziehe mich nach der Arbeit um.}}',
        '{{anprobieren}} — приміряти: {{Darf ich die Hose anprobieren?}}',
        '{{passen}} + давальний — пасувати за розміром: {{Die Schuhe passen mir nicht.}}',
        '{{stehen}} + давальний — личити: {{Die Farbe steht dir gut.}}',
        '{{gefallen}} + давальний — подобатися: {{Der Rock gefällt mir.}}',
      ],
    },
    { h2: 'Матеріали й візерунки' },
    {
      p: 'Матеріал позначають за допомогою {{aus}}: {{ein Pullover aus Wolle}}, {{Schuhe aus Leder}}, {{ein Hemd aus Baumwolle}}. Візерунки — це прикметники: {{gestreift}} (смугастий), {{kariert}} (картатий), {{gepunktet}} (у горошок), {{einfarbig}} (однотонний).',
    },
    {
      examples: [
        { de: 'Ich suche ein kariertes Hemd aus Baumwolle.', en: 'Я шукаю картату бавовняну сорочку.' },
        { de: 'Sie trägt einen gestreiften Rock.', en: 'Вона в смугастій спідниці.' },
      ],
    },
    { h2: 'Розміри й посадка' },
    {
      p: 'Розміри одягу в Німеччині зазвичай відповідають континентальній європейській системі (наприклад, 38 чи 40 для жіночого одягу, 48 чи 50 для чоловічих костюмів), а в багатьох магазинах також S, M, L і XL. Розміри взуття теж європейські (наприклад, 39, 42). Розмір — {{die Größe}}; про взуття кажуть також {{die Schuhgröße}}.',
    },
    {
      table: {
        caption: 'Як говорити про посадку',
        head: ['Німецькою', 'Українською'],
        rows: [
          ['{{zu groß}} / {{zu klein}}', 'завеликий / замалий'],
          ['{{zu eng}} / {{zu weit}}', 'затісний / заширокий'],
          ['{{zu lang}} / {{zu kurz}}', 'задовгий / закороткий'],
          ['{{eine Nummer größer}} / {{kleiner}}', 'на розмір більший / менший'],
          ['{{Das passt genau.}}', 'Сидить ідеально.'],
        ],
      },
    },
    { h2: 'У магазині одягу' },
    {
      examples: [
        { de: 'Kann ich Ihnen helfen? – Danke, ich schaue nur.', en: 'Вам допомогти? – Дякую, я просто дивлюся.' },
        { de: 'Ich suche eine Winterjacke.', en: 'Я шукаю зимову куртку.' },
        { de: 'Welche Größe haben Sie? – Größe 40.', en: 'Який у вас розмір? – Сороковий.' },
        { de: 'Haben Sie das auch in Schwarz?', en: 'А в чорному кольорі це у вас є?' },
        { de: 'Kann ich das anprobieren? Wo ist die Umkleidekabine?', en: 'Можна це приміряти? Де примірочна?' },
        { de: 'Die Hose ist zu eng. Haben Sie sie eine Nummer größer?', en: 'Штани затісні. У вас є на розмір більші?' },
        { de: 'Die passt. Ich nehme sie.', en: 'Ці підходять. Я їх візьму.' },
        { de: 'Kann ich das umtauschen?', en: 'Можна це обміняти?' },
      ],
    },
    {
      tip: 'Зберігайте чек ({{der Kassenbon}} або {{die Quittung}}). Багато магазинів дозволяють обміняти товар, але для покупок у звичайному магазині це зазвичай добра воля магазину, а не ваше законне право, тож запитайте до оплати. Для онлайн-покупок правила інші й можуть змінюватися; їх пояснюють центри захисту споживачів ({{Verbraucherzentrale}}).',
    },
    { h2: 'Кольорові ідіоми' },
    {
      p: 'Німецька любить ідіоми з кольорами. Ось кілька, які ви справді почуєте:',
    },
    {
      ul: [
        '{{blau sein}} — бути п’яним (а не сумним!)',
        '{{Er fährt schwarz.}} — він їде без квитка, «зайцем»',
        '{{Sie sieht rot.}} — вона в люті',
        '{{grün hinter den Ohren sein}} — бути недосвідченим (дослівно «зелений за вухами»; пор. «молоко на губах не обсохло»)',
        '{{eine Fahrt ins Blaue}} — поїздка без певної мети, куди очі дивляться',
        '{{schwarz auf weiß}} — письмово, чорним по білому',
        '{{das Blaue vom Himmel versprechen}} — обіцяти золоті гори',
      ],
    },
    {
      p: 'Більше лексичних тем — на сторінках нашої [лексики](/words), а перевірити себе можна в [іграх](/games). Про закінчення прикметників, що стоять за {{einen blauen Pullover}}, читайте в статті [Закінчення прикметників — просто](/articles/german-adjective-endings-made-simple).',
    },
  ],
};

export default translation;
