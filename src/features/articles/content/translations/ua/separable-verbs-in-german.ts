import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'separable-verbs-in-german',
  lang: 'ua',
  body: [
    {
      p: 'В англійській кажуть «get up», «call back», «go out»: дієслово плюс маленьке слово. У німецькій та сама ідея, але маленьке слово пишуть як **префікс** в інфінітиві — {{aufstehen}}, {{zurückrufen}}, {{ausgehen}}, — а в багатьох реченнях відокремлюють його й відсилають у кінець: {{Ich stehe um sieben Uhr auf.}} Ці **відокремлювані дієслова** ({{trennbare Verben}}) трапляються в повсякденному житті на кожному кроці, тож варто рано навчитися вживати їх правильно.',
    },
    { h2: 'Відокремлюваний чи невідокремлюваний?' },
    {
      p: 'Чи відокремлюється префікс, залежить від самого префікса. Більшість відокремлюваних префіксів — це й самостійні слова (прийменники чи прислівники), і на них падає **наголос**: в {{aufstehen}} і {{anrufen}} наголошено префікс. Невідокремлювані префікси ніколи не бувають самостійними словами й ніколи не наголошені: в {{verstehen}} і {{besuchen}} наголос падає на основу дієслова.',
    },
    {
      table: {
        caption: 'Префікси',
        head: ['Тип', 'Префікси', 'Приклади'],
        rows: [
          ['відокремлювані (наголошені)', 'ab, an, auf, aus, bei, ein, fest, her, hin, los, mit, nach, vor, weg, zu, zurück, zusammen', '{{abholen}}, {{anfangen}}, {{aufräumen}}, {{einkaufen}}, {{mitkommen}}, {{zumachen}}'],
          ['невідокремлювані (ненаголошені)', 'be, emp, ent, er, ge, miss, ver, zer', '{{bekommen}}, {{empfehlen}}, {{entschuldigen}}, {{erzählen}}, {{gefallen}}, {{verstehen}}'],
          ['обидва типи, з різними значеннями', 'durch, über, um, unter, wieder', '{{umfahren}}, {{übersetzen}}, {{wiederholen}}'],
        ],
      },
    },
    {
      p: 'Іменники, прикметники й інші дієслова теж можуть поводитися як відокремлювані префікси: {{fernsehen}} ({{Ich sehe fern}}), {{teilnehmen}} ({{Sie nimmt am Kurs teil}}), {{stattfinden}} ({{Das Konzert findet morgen statt}}), {{kennenlernen}} ({{Wir lernen neue Leute kennen}}).',
    },
    { h2: 'Куди йде префікс?' },
    {
      p: 'Правило просте, коли його побачити: префікс відокремлюється **лише тоді, коли саме дієслово стоїть на першому чи другому місці**, тобто в головних реченнях у теперішньому часі та Präteritum, у питаннях і в наказах. Тоді префікс іде в кінець. Щойно дієслово йде в кінець речення або залишається інфінітивом чи дієприкметником, префікс і дієслово залишаються разом.',
    },
    {
      table: {
        caption: 'anrufen (телефонувати) в усіх позиціях',
        head: ['Конструкція', 'Приклад'],
        rows: [
          ['теперішній час', '{{Ich rufe dich morgen an.}}'],
          ['Präteritum', '{{Sie rief mich gestern an.}}'],
          ['питання', '{{Rufst du mich heute Abend an?}}'],
          ['наказовий спосіб', '{{Ruf mich bitte an!}} / {{Rufen Sie mich bitte an!}}'],
          ['з модальним дієсловом', '{{Ich muss meine Mutter anrufen.}}'],
          ['майбутній час', '{{Ich werde dich morgen anrufen.}}'],
          ['Perfekt', '{{Hast du sie angerufen?}}'],
          ['підрядне речення', '{{Ich weiß nicht, ob er heute anruft.}}'],
          ['інфінітив із zu', '{{Vergiss nicht, mich anzurufen!}}'],
        ],
      },
    },
    {
      tip: 'Три особливі форми, які варто запам’ятати: дієприкметник ставить **ge** між префіксом і основою ({{angerufen}}, {{eingekauft}}), інфінітив із zu ставить туди **zu** ({{anzurufen}}, {{einzukaufen}}), а в підрядному реченні дієслово знову пишеться одним словом у самому кінці ({{…, weil ich heute einkaufe}}).',
    },
    { h2: 'Невідокремлювані дієслова: без розділення й без ge-' },
    {
      p: 'Невідокремлювані дієслова поводяться як звичайні: префікс ніколи не рухається. Їхній дієприкметник минулого часу **не має ge-**: {{besuchen}} → {{besucht}}, {{verstehen}} → {{verstanden}}, {{erzählen}} → {{erzählt}}, {{bekommen}} → {{bekommen}}. Дієслово може містити обидва типи: {{vorbereiten}} має відокремлюваний **vor-** і невідокремлюваний **be-**, тому відокремлюється ({{Ich bereite das Essen vor}}), але не має ge- ({{Ich habe das Essen vorbereitet}}).',
    },
    {
      examples: [
        { de: 'Ich verstehe die Frage nicht.', en: 'Я не розумію питання.' },
        { de: 'Wir haben unsere Freunde in Bremen besucht.', en: 'Ми відвідали друзів у Бремені.' },
        { de: 'Kannst du mir ein Restaurant empfehlen?', en: 'Можеш порадити мені ресторан?' },
      ],
    },
    { h2: 'Префікси, що бувають обох типів' },
    {
      p: 'З {{durch}}, {{über}}, {{um}}, {{unter}} і {{wieder}} те саме написання може означати два різні дієслова. Відокремлюване зазвичай зберігає буквальне, фізичне значення й має наголос на префіксі; невідокремлюване часто переносне й наголошене на дієслові.',
    },
    {
      examples: [
        { de: 'Ich übersetze den Brief ins Englische.', en: 'Я перекладаю лист англійською. (невідокремлюване)' },
        { de: 'Die Fähre setzt uns ans andere Ufer über.', en: 'Пором перевозить нас на інший берег. (відокремлюване)' },
        { de: 'Wir umfahren den Stau.', en: 'Ми об’їжджаємо затор. (невідокремлюване)' },
        { de: 'Der Fahrer fährt fast ein Schild um.', en: 'Водій мало не збиває знак. (відокремлюване)' },
        { de: 'Können Sie das bitte wiederholen?', en: 'Повторіть, будь ласка. (невідокремлюване)' },
      ],
    },
    { h2: 'Що означають префікси' },
    {
      p: 'Префікси не випадкові: багато з них мають основне значення, яке допомагає вгадувати нові дієслова. Знаючи {{machen}}, ви зрозумієте {{aufmachen}} (відчиняти), {{zumachen}} (зачиняти), {{mitmachen}} (брати участь), {{ausmachen}} (вимикати) і {{anmachen}} (вмикати).',
    },
    {
      table: {
        caption: 'Типові значення відокремлюваних префіксів',
        head: ['Префікс', 'Основна ідея', 'Приклади'],
        rows: [
          ['an', 'на, початок, контакт', '{{anmachen}}, {{anfangen}}, {{anrufen}}'],
          ['auf', 'угору, відкрити', '{{aufstehen}}, {{aufmachen}}, {{aufwachen}}'],
          ['aus', 'назовні, вимкнути', '{{aussteigen}}, {{ausmachen}}, {{ausgehen}}'],
          ['ein', 'всередину', '{{einsteigen}}, {{einkaufen}}, {{einladen}}'],
          ['ab', 'геть, від, відправлення', '{{abfahren}}, {{abholen}}, {{abgeben}}'],
          ['mit', 'разом, з', '{{mitkommen}}, {{mitbringen}}, {{mitmachen}}'],
          ['zu', 'закрито; до, у бік', '{{zumachen}}, {{zuhören}}'],
          ['zurück', 'назад', '{{zurückkommen}}, {{zurückrufen}}'],
          ['weg', 'геть', '{{weggehen}}, {{wegwerfen}}'],
          ['vor', 'перед, заздалегідь', '{{vorbereiten}}, {{vorstellen}}, {{vorschlagen}}'],
        ],
      },
    },
    { h2: 'Двадцять відокремлюваних дієслів на щодень' },
    {
      examples: [
        { de: 'Ich stehe jeden Tag um sechs Uhr auf.', en: 'Я щодня встаю о шостій. (aufstehen)' },
        { de: 'Der Kurs fängt um neun an und hört um zwölf auf.', en: 'Курс починається о дев’ятій і закінчується о дванадцятій. (anfangen, aufhören)' },
        { de: 'Der Zug fährt um 10:15 Uhr ab und kommt um 12 Uhr an.', en: 'Потяг відправляється о 10:15 і прибуває о 12:00. (abfahren, ankommen)' },
        { de: 'Steigen Sie bitte hier aus und am Bahnhof in den Bus ein.', en: 'Вийдіть, будь ласка, тут, а на вокзалі сядьте в автобус. (aussteigen, einsteigen)' },
        { de: 'Am Samstag kaufe ich ein und räume die Wohnung auf.', en: 'У суботу я роблю покупки й прибираю квартиру. (einkaufen, aufräumen)' },
        { de: 'Ich hole dich um acht ab.', en: 'Я заберу тебе о восьмій. (abholen)' },
        { de: 'Wir laden euch zum Essen ein. Bringt gute Laune mit!', en: 'Запрошуємо вас на вечерю. Приносьте гарний настрій! (einladen, mitbringen)' },
        { de: 'Kommst du mit? – Nein, ich sehe heute fern.', en: 'Підеш з нами? – Ні, сьогодні я дивлюся телевізор. (mitkommen, fernsehen)' },
        { de: 'Mach bitte das Fenster zu und das Licht aus.', en: 'Зачини, будь ласка, вікно й вимкни світло. (zumachen, ausmachen)' },
        { de: 'Darf ich mich vorstellen? Ich heiße Anna.', en: 'Дозвольте представитися: мене звати Анна. (sich vorstellen)' },
        { de: 'Das Treffen findet im Raum 3 statt.', en: 'Зустріч відбувається в кімнаті 3. (stattfinden)' },
        { de: 'Wann kommst du zurück?', en: 'Коли ти повернешся? (zurückkommen)' },
      ],
    },
    { h2: 'Типові помилки' },
    {
      ul: [
        'Забути префікс у кінці: {{Ich stehe um sieben}} ✗ — без {{auf}} речення означає «я стою о сьомій».',
        'Розділяти дієслово в підрядному реченні: {{…, weil ich stehe früh auf}} ✗ → {{…, weil ich früh aufstehe}} ✓.',
        'Ставити ge- не туди: «geanrufen» ✗ → {{angerufen}} ✓; або додавати ge- до невідокремлюваних дієслів: «gebesucht» ✗ → {{besucht}} ✓.',
        'Розділяти невідокремлюване дієслово: «Ich stehe das nicht ver» ✗ → {{Ich verstehe das nicht}} ✓.',
      ],
    },
    {
      p: 'Відокремлювані дієслова — окремий випадок рамкової конструкції речення: див. [Основи порядку слів у німецькій](/articles/german-word-order-basics). З модальними дієсловами префікс залишається при інфінітиві, як показує [посібник з модальних дієслів](/articles/german-modal-verbs-guide), а в [Perfekt](/articles/perfekt-vs-praeteritum) дієприкметник отримує ge- посередині. Тренуйтеся на вправах у нашому [розділі граматики](/grammar) і в уроці про відокремлювані й невідокремлювані префікси [курсу A2](/grammar/a2).',
    },
  ],
};

export default translation;
