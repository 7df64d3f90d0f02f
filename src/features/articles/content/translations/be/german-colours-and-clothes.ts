import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-colours-and-clothes',
  lang: 'be',
  body: [
    {
      p: 'Колеры і адзенне — адны з першых лексічных тэм у кожным курсе нямецкай, і яны выдатная пляцоўка для граматыкі: назвы колераў — гэта прыметнікі, таму на іх трэніруюцца канчаткі прыметнікаў, а адзенне — гэта назоўнікі ўсіх трох родаў. У гэтым артыкуле — словы, правілы іх ужывання і фразы для пакупкі адзення ў краме.',
    },
    { h2: 'Асноўныя колеры' },
    {
      table: {
        caption: 'Колеры (die Farben)',
        head: ['Па-нямецку', 'Па-беларуску', 'Прыклад'],
        rows: [
          ['{{rot}}', 'чырвоны', '{{die rote Ampel}}'],
          ['{{orange}}', 'аранжавы', '{{eine orange Jacke}}'],
          ['{{gelb}}', 'жоўты', '{{die gelbe Banane}}'],
          ['{{grün}}', 'зялёны', '{{das grüne Gras}}'],
          ['{{blau}}', 'сіні, блакітны', '{{der blaue Himmel}}'],
          ['{{lila}}, {{violett}}', 'бэзавы, фіялетавы', '{{ein lila Schal}}'],
          ['{{rosa}}', 'ружовы', '{{ein rosa Kleid}}'],
          ['{{braun}}', 'карычневы', '{{braune Schuhe}}'],
          ['{{schwarz}}', 'чорны', '{{der schwarze Mantel}}'],
          ['{{weiß}}', 'белы', '{{ein weißes Hemd}}'],
          ['{{grau}}', 'шэры', '{{die graue Hose}}'],
          ['{{beige}}', 'бэжавы', '{{ein beige Pullover}}'],
          ['{{türkis}}', 'бірузовы', '{{Das Meer ist türkis.}}'],
          ['{{golden}}, {{silbern}}', 'залаты, срэбны', '{{eine goldene Uhr}}'],
        ],
      },
    },
    {
      p: 'Для святлейшых і цямнейшых адценняў ставяць наперадзе {{hell}} або {{dunkel}} і пішуць адным словам: {{hellblau}}, {{dunkelgrün}}, {{hellgrau}}. Канчатак **-lich** азначае «-аваты»: {{rötlich}}, {{bläulich}}, {{gelblich}}, {{grünlich}}. Асобнага слова для «блакітнага» ў нямецкай няма: гэта проста светлае адценне сіняга.',
    },
    { h2: 'Колеры і граматыка' },
    {
      p: 'Пасля {{sein}} колер не мае канчатка: {{Das Auto ist rot.}} Перад назоўнікам ён атрымлівае звычайныя канчаткі прыметнікаў (гл. [Канчаткі прыметнікаў — проста](/articles/german-adjective-endings-made-simple)):',
    },
    {
      examples: [
        { de: 'Der Pullover ist blau.', en: 'Швэдар сіні.' },
        { de: 'Ich trage einen blauen Pullover.', en: 'Я нашу сіні швэдар.' },
        { de: 'Sie hat ein schwarzes Kleid und rote Schuhe.', en: 'У яе чорная сукенка і чырвоныя туфлі.' },
        { de: 'Mit dem weißen Hemd siehst du elegant aus.', en: 'У белай кашулі ты выглядаеш элегантна.' },
      ],
    },
    {
      p: 'Запазычаныя назвы колераў — {{lila}}, {{rosa}}, {{orange}}, {{beige}} — у стандартнай нямецкай традыцыйна **не маюць канчаткаў**: {{ein rosa Kleid}}, {{mit der lila Tasche}}. У размове вы пачуеце іх і з канчаткамі; на пісьме надзейная альтэрнатыва — дадаць **-farben**: {{eine orangefarbene Jacke}}.',
    },
    {
      p: 'Як назоўнікі колеры належаць да ніякага роду і пішуцца з вялікай літары: {{das Blau}}, {{das Rot}}. Каб сказаць, што рэч ёсць у пэўным колеры, ужывайце {{in}} без артыкля: {{Haben Sie das auch in Grün?}} Пытанне заўсёды гучыць так: {{Welche Farbe hat …?}}',
    },
    {
      examples: [
        { de: 'Welche Farbe hat dein Fahrrad? – Es ist grün.', en: 'Якога колеру твой ровар? – Зялёны.' },
        { de: 'Meine Lieblingsfarbe ist Blau.', en: 'Мой любімы колер — сіні.' },
      ],
    },
    { h2: 'Адзенне: вучыце з артыклем і множным лікам' },
    {
      table: {
        caption: 'Адзенне (die Kleidung)',
        head: ['Па-нямецку', 'Множны лік', 'Па-беларуску'],
        rows: [
          ['{{die Hose}}', '{{die Hosen}}', 'штаны, нагавіцы'],
          ['{{die Jeans}}', '{{die Jeans}}', 'джынсы'],
          ['{{der Rock}}', '{{die Röcke}}', 'спадніца'],
          ['{{das Kleid}}', '{{die Kleider}}', 'сукенка'],
          ['{{das Hemd}}', '{{die Hemden}}', 'кашуля'],
          ['{{die Bluse}}', '{{die Blusen}}', 'блузка'],
          ['{{das T-Shirt}}', '{{die T-Shirts}}', 'футболка'],
          ['{{der Pullover}}', '{{die Pullover}}', 'швэдар, пуловер'],
          ['{{die Jacke}}', '{{die Jacken}}', 'куртка, пінжак'],
          ['{{der Mantel}}', '{{die Mäntel}}', 'паліто'],
          ['{{der Anzug}}', '{{die Anzüge}}', 'касцюм'],
          ['{{die Krawatte}}', '{{die Krawatten}}', 'гальштук'],
          ['{{der Schal}}', '{{die Schals}}', 'шалік'],
          ['{{die Mütze}}', '{{die Mützen}}', 'шапка, кепка'],
          ['{{der Hut}}', '{{die Hüte}}', 'капялюш'],
          ['{{der Handschuh}}', '{{die Handschuhe}}', 'пальчатка'],
          ['{{die Socke}}', '{{die Socken}}', 'шкарпэтка'],
          ['{{der Schuh}}', '{{die Schuhe}}', 'чаравік, туфля'],
          ['{{der Stiefel}}', '{{die Stiefel}}', 'бот'],
          ['{{der Gürtel}}', '{{die Gürtel}}', 'пояс, рэмень'],
          ['{{der Schlafanzug}}', '{{die Schlafanzüge}}', 'піжама'],
          ['{{die Unterwäsche}}', '–', 'бялізна'],
          ['{{der Badeanzug}}', '{{die Badeanzüge}}', 'купальнік'],
        ],
      },
    },
    {
      p: 'У гэтым спісе хаваюцца два ілжывыя сябры: {{die Hose}} — гэта штаны, а не шланг (англ. «hose»); {{der Pullover}} — любы швэдар, а не толькі той, што нацягваюць праз галаву. Звярніце ўвагу і на тое, што, у адрозненне ад беларускіх «штаны» і «джынсы», {{die Hose}} і {{die Jeans}} у нямецкай маюць адзіночны лік: {{Die Hose ist zu lang}} (штаны задоўгія). Аксесуары: {{die Tasche}} (сумка), {{der Rucksack}} (заплечнік), {{die Brille}} (акуляры), {{die Kette}} (ланцужок, каралі), {{der Ring}} (пярсцёнак), {{der Regenschirm}} (парасон).',
    },
    { h2: 'Дзеясловы: насіць, апранацца' },
    {
      ul: [
        '{{tragen}} — насіць, быць апранутым у нешта (са зменай галоснага: {{du trägst}}, {{er trägt}}): {{Er trägt heute eine Krawatte.}}',
        '{{anhaben}} — мець на сабе (аддзяляльны): {{Was hast du an?}}',
        '{{sich anziehen}} / {{sich ausziehen}} — апранацца / распранацца: {{Ich ziehe mich schnell an.}}',
        '{{etwas anziehen}} — апрануць нешта: {{Zieh eine Jacke an, es ist kalt!}}',
        '{{sich umziehen}} — пераапранацца: {{Ich ziehe mich nach der Arbeit um.}}',
        '{{anprobieren}} — прымяраць: {{Darf ich die Hose anprobieren?}}',
        '{{passen}} + давальны — пасаваць па памеры: {{Die Schuhe passen mir nicht.}}',
        '{{stehen}} + давальны — пасаваць, быць да твару: {{Die Farbe steht dir gut.}}',
        '{{gefallen}} + давальны — падабацца: {{Der Rock gefällt mir.}}',
      ],
    },
    { h2: 'Матэрыялы і ўзоры' },
    {
      p: 'Матэрыял абазначаюць з дапамогай {{aus}}: {{ein Pullover aus Wolle}}, {{Schuhe aus Leder}}, {{ein Hemd aus Baumwolle}}. Узоры — гэта прыметнікі: {{gestreift}} (паласаты), {{kariert}} (клятчасты), {{gepunktet}} (у гарошак), {{einfarbig}} (аднатонны).',
    },
    {
      examples: [
        { de: 'Ich suche ein kariertes Hemd aus Baumwolle.', en: 'Я шукаю клятчастую баваўняную кашулю.' },
        { de: 'Sie trägt einen gestreiften Rock.', en: 'Яна ў паласатай спадніцы.' },
      ],
    },
    { h2: 'Памеры і пасадка' },
    {
      p: 'Памеры адзення ў Германіі звычайна адпавядаюць кантынентальнай еўрапейскай сістэме (напрыклад, 38 ці 40 для жаночага адзення, 48 ці 50 для мужчынскіх касцюмаў), а ў многіх крамах таксама S, M, L і XL. Памеры абутку таксама еўрапейскія (напрыклад, 39, 42). Памер — {{die Größe}}; пра абутак кажуць таксама {{die Schuhgröße}}.',
    },
    {
      table: {
        caption: 'Як гаварыць пра пасадку',
        head: ['Па-нямецку', 'Па-беларуску'],
        rows: [
          ['{{zu groß}} / {{zu klein}}', 'завялікі / замалы'],
          ['{{zu eng}} / {{zu weit}}', 'зацесны / зашырокі'],
          ['{{zu lang}} / {{zu kurz}}', 'задоўгі / закароткі'],
          ['{{eine Nummer größer}} / {{kleiner}}', 'на памер большы / меншы'],
          ['{{Das passt genau.}}', 'Сядзіць ідэальна.'],
        ],
      },
    },
    { h2: 'У краме адзення' },
    {
      examples: [
        { de: 'Kann ich Ihnen helfen? – Danke, ich schaue nur.', en: 'Вам дапамагчы? – Дзякуй, я проста гляджу.' },
        { de: 'Ich suche eine Winterjacke.', en: 'Я шукаю зімовую куртку.' },
        { de: 'Welche Größe haben Sie? – Größe 40.', en: 'Які ў вас памер? – Саракавы.' },
        { de: 'Haben Sie das auch in Schwarz?', en: 'А ў чорным колеры гэта ў вас ёсць?' },
        { de: 'Kann ich das anprobieren? Wo ist die Umkleidekabine?', en: 'Можна гэта прымерыць? Дзе прымерачная?' },
        { de: 'Die Hose ist zu eng. Haben Sie sie eine Nummer größer?', en: 'Штаны зацесныя. У вас ёсць на памер большыя?' },
        { de: 'Die passt. Ich nehme sie.', en: 'Гэтыя падыходзяць. Я іх вазьму.' },
        { de: 'Kann ich das umtauschen?', en: 'Можна гэта абмяняць?' },
      ],
    },
    {
      tip: 'Захоўвайце чэк ({{der Kassenbon}} або {{die Quittung}}). Многія крамы дазваляюць абмяняць тавар, але для пакупак у звычайнай краме гэта звычайна добрая воля крамы, а не ваша законнае права, таму спытайце да аплаты. Для інтэрнэт-пакупак правілы іншыя і могуць мяняцца; іх тлумачаць цэнтры абароны спажыўцоў ({{Verbraucherzentrale}}).',
    },
    { h2: 'Каляровыя ідыёмы' },
    {
      p: 'Нямецкая любіць ідыёмы з колерамі. Вось некалькі, якія вы сапраўды пачуеце:',
    },
    {
      ul: [
        '{{blau sein}} — быць п’яным (а не сумным!)',
        '{{Er fährt schwarz.}} — ён едзе без квітка, «зайцам»',
        '{{Sie sieht rot.}} — яна ў лютасці',
        '{{grün hinter den Ohren sein}} — быць недасведчаным (даслоўна «зялёны за вушамі»; пар. «малако на губах не абсохла»)',
        '{{eine Fahrt ins Blaue}} — паездка без пэўнай мэты, куды вочы глядзяць',
        '{{schwarz auf weiß}} — пісьмова, чорным па белым',
        '{{das Blaue vom Himmel versprechen}} — абяцаць залатыя горы',
      ],
    },
    {
      p: 'Больш лексічных тэм — на старонках нашай [лексікі](/words), а праверыць сябе можна ў [гульнях](/games). Пра канчаткі прыметнікаў, што стаяць за {{einen blauen Pullover}}, чытайце ў артыкуле [Канчаткі прыметнікаў — проста](/articles/german-adjective-endings-made-simple).',
    },
  ],
};

export default translation;
