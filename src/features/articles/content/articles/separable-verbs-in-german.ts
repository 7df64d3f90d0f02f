import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'separable-verbs-in-german',
  type: 'Grammar',
  title: {
    en: 'Separable Verbs in German: How Aufstehen Becomes Ich Stehe … Auf',
    ua: 'Відокремлювані дієслова в німецькій: як aufstehen стає ich stehe … auf',
    de: 'Trennbare Verben: wie aus aufstehen „ich stehe … auf“ wird',
    ru: 'Отделяемые глаголы в немецком: как aufstehen превращается в ich stehe … auf',
    be: 'Аддзяляльныя дзеясловы ў нямецкай: як aufstehen становіцца ich stehe … auf',
    tr: 'Almancada ayrılabilen fiiller: aufstehen nasıl ich stehe … auf olur',
    pl: 'Czasowniki rozdzielnie złożone: jak aufstehen zmienia się w ich stehe … auf',
    es: 'Verbos separables en alemán: cómo aufstehen se convierte en ich stehe … auf',
  },
  descr: {
    en: 'Which prefixes separate and which never do, where the prefix goes in every tense and clause, what the prefixes mean, and the verbs you need most.',
    ua: 'Які префікси відокремлюються, а які ніколи, де стоїть префікс у кожному часі й реченні, що означають префікси і найпотрібніші дієслова.',
    de: 'Welche Vorsilben sich trennen und welche nie, wo die Vorsilbe in jeder Zeitform und jedem Satz steht, was sie bedeuten, und die wichtigsten Verben.',
    ru: 'Какие приставки отделяются, а какие никогда, где стоит приставка в каждом времени и предложении, что они значат и самые нужные глаголы.',
    be: 'Якія прыстаўкі аддзяляюцца, а якія ніколі, дзе стаіць прыстаўка ў кожным часе і сказе, што яны значаць і самыя патрэбныя дзеясловы.',
    tr: 'Hangi ön eklerin ayrıldığı, hangilerinin asla ayrılmadığı, ön ekin her zamanda ve cümlede yeri, anlamları ve en gerekli fiiller.',
    pl: 'Które przedrostki się odłączają, a które nigdy, gdzie stoi przedrostek w każdym czasie i zdaniu, co znaczą i najważniejsze czasowniki.',
    es: 'Qué prefijos se separan y cuáles nunca, dónde va el prefijo en cada tiempo y oración, qué significan y los verbos más necesarios.',
  },
  img: 'scissors',
  date: '2025-11-13',
  body: [
    {
      p: 'In English you “get up”, “call back” and “go out”: a verb plus a small word. German has the same idea, but writes the small word as a **prefix** on the infinitive – {{aufstehen}}, {{zurückrufen}}, {{ausgehen}} – and then, in many sentences, splits it off and sends it to the end: {{Ich stehe um sieben Uhr auf.}} These **separable verbs** ({{trennbare Verben}}) are everywhere in daily life, so it pays to get them right early.',
    },
    { h2: 'Separable or inseparable?' },
    {
      p: 'Whether a prefix separates depends on the prefix. Most separable prefixes are also words on their own (prepositions or adverbs), and they carry the **stress**: in {{aufstehen}} and {{anrufen}} you stress the prefix. Inseparable prefixes are never words on their own and are never stressed: in {{verstehen}} and {{besuchen}} the stress falls on the verb stem.',
    },
    {
      table: {
        caption: 'Prefixes',
        head: ['Type', 'Prefixes', 'Examples'],
        rows: [
          ['separable (stressed)', 'ab, an, auf, aus, bei, ein, fest, her, hin, los, mit, nach, vor, weg, zu, zurück, zusammen', '{{abholen}}, {{anfangen}}, {{aufräumen}}, {{einkaufen}}, {{mitkommen}}, {{zumachen}}'],
          ['inseparable (unstressed)', 'be, emp, ent, er, ge, miss, ver, zer', '{{bekommen}}, {{empfehlen}}, {{entschuldigen}}, {{erzählen}}, {{gefallen}}, {{verstehen}}'],
          ['both, with different meanings', 'durch, über, um, unter, wieder', '{{umfahren}}, {{übersetzen}}, {{wiederholen}}'],
        ],
      },
    },
    {
      p: 'Nouns, adjectives and other verbs can also work like separable prefixes: {{fernsehen}} ({{Ich sehe fern}}), {{teilnehmen}} ({{Sie nimmt am Kurs teil}}), {{stattfinden}} ({{Das Konzert findet morgen statt}}), {{kennenlernen}} ({{Wir lernen neue Leute kennen}}).',
    },
    { h2: 'Where does the prefix go?' },
    {
      p: 'The rule is simple once you see it: the prefix separates **only when the verb itself stands in position 1 or 2**, that is in main clauses in the present and Präteritum, in questions and in commands. Then the prefix goes to the end. Whenever the verb goes to the end of the clause or stays an infinitive or participle, prefix and verb stay together.',
    },
    {
      table: {
        caption: 'anrufen (to phone) in all positions',
        head: ['Structure', 'Example'],
        rows: [
          ['present', '{{Ich rufe dich morgen an.}}'],
          ['Präteritum', '{{Sie rief mich gestern an.}}'],
          ['question', '{{Rufst du mich heute Abend an?}}'],
          ['imperative', '{{Ruf mich bitte an!}} / {{Rufen Sie mich bitte an!}}'],
          ['with a modal verb', '{{Ich muss meine Mutter anrufen.}}'],
          ['future', '{{Ich werde dich morgen anrufen.}}'],
          ['Perfekt', '{{Hast du sie angerufen?}}'],
          ['subordinate clause', '{{Ich weiß nicht, ob er heute anruft.}}'],
          ['infinitive with zu', '{{Vergiss nicht, mich anzurufen!}}'],
        ],
      },
    },
    {
      tip: 'Three special forms to remember: the participle puts **ge** between prefix and stem ({{angerufen}}, {{eingekauft}}), the zu-infinitive puts **zu** there ({{anzurufen}}, {{einzukaufen}}), and in a subordinate clause the verb is written as one word again at the very end ({{…, weil ich heute einkaufe}}).',
    },
    { h2: 'Inseparable verbs: no split, no ge-' },
    {
      p: 'Inseparable verbs behave like ordinary verbs: the prefix never moves. Their past participle has **no ge-**: {{besuchen}} → {{besucht}}, {{verstehen}} → {{verstanden}}, {{erzählen}} → {{erzählt}}, {{bekommen}} → {{bekommen}}. A verb can contain both kinds: {{vorbereiten}} has the separable **vor-** and the inseparable **be-**, so it separates ({{Ich bereite das Essen vor}}) but has no ge- ({{Ich habe das Essen vorbereitet}}).',
    },
    {
      examples: [
        { de: 'Ich verstehe die Frage nicht.', en: 'I don’t understand the question.' },
        { de: 'Wir haben unsere Freunde in Bremen besucht.', en: 'We visited our friends in Bremen.' },
        { de: 'Kannst du mir ein Restaurant empfehlen?', en: 'Can you recommend a restaurant?' },
      ],
    },
    { h2: 'Prefixes that can go both ways' },
    {
      p: 'With {{durch}}, {{über}}, {{um}}, {{unter}} and {{wieder}} the same spelling can be two different verbs. The separable one usually keeps a literal, physical meaning and is stressed on the prefix; the inseparable one is often figurative and stressed on the verb.',
    },
    {
      examples: [
        { de: 'Ich übersetze den Brief ins Englische.', en: 'I am translating the letter into English. (inseparable)' },
        { de: 'Die Fähre setzt uns ans andere Ufer über.', en: 'The ferry takes us across to the other bank. (separable)' },
        { de: 'Wir umfahren den Stau.', en: 'We are driving around the traffic jam. (inseparable)' },
        { de: 'Der Fahrer fährt fast ein Schild um.', en: 'The driver almost knocks down a sign. (separable)' },
        { de: 'Können Sie das bitte wiederholen?', en: 'Could you repeat that, please? (inseparable)' },
      ],
    },
    { h2: 'What the prefixes mean' },
    {
      p: 'Prefixes are not random: many have a core meaning that helps you guess new verbs. Once you know {{machen}}, you can understand {{aufmachen}} (open), {{zumachen}} (close), {{mitmachen}} (join in), {{ausmachen}} (switch off) and {{anmachen}} (switch on).',
    },
    {
      table: {
        caption: 'Typical meanings of separable prefixes',
        head: ['Prefix', 'Core idea', 'Examples'],
        rows: [
          ['an', 'on, start, contact', '{{anmachen}}, {{anfangen}}, {{anrufen}}'],
          ['auf', 'up, open', '{{aufstehen}}, {{aufmachen}}, {{aufwachen}}'],
          ['aus', 'out, off', '{{aussteigen}}, {{ausmachen}}, {{ausgehen}}'],
          ['ein', 'in, into', '{{einsteigen}}, {{einkaufen}}, {{einladen}}'],
          ['ab', 'off, away, departure', '{{abfahren}}, {{abholen}}, {{abgeben}}'],
          ['mit', 'along, with', '{{mitkommen}}, {{mitbringen}}, {{mitmachen}}'],
          ['zu', 'closed; towards', '{{zumachen}}, {{zuhören}}'],
          ['zurück', 'back', '{{zurückkommen}}, {{zurückrufen}}'],
          ['weg', 'away', '{{weggehen}}, {{wegwerfen}}'],
          ['vor', 'before, in front', '{{vorbereiten}}, {{vorstellen}}, {{vorschlagen}}'],
        ],
      },
    },
    { h2: 'Twenty separable verbs for everyday life' },
    {
      examples: [
        { de: 'Ich stehe jeden Tag um sechs Uhr auf.', en: 'I get up at six every day. (aufstehen)' },
        { de: 'Der Kurs fängt um neun an und hört um zwölf auf.', en: 'The course starts at nine and ends at twelve. (anfangen, aufhören)' },
        { de: 'Der Zug fährt um 10:15 Uhr ab und kommt um 12 Uhr an.', en: 'The train leaves at 10:15 and arrives at 12. (abfahren, ankommen)' },
        { de: 'Steigen Sie bitte hier aus und am Bahnhof in den Bus ein.', en: 'Please get off here and get on the bus at the station. (aussteigen, einsteigen)' },
        { de: 'Am Samstag kaufe ich ein und räume die Wohnung auf.', en: 'On Saturday I do the shopping and tidy the flat. (einkaufen, aufräumen)' },
        { de: 'Ich hole dich um acht ab.', en: 'I’ll pick you up at eight. (abholen)' },
        { de: 'Wir laden euch zum Essen ein. Bringt gute Laune mit!', en: 'We are inviting you to dinner. Bring a good mood! (einladen, mitbringen)' },
        { de: 'Kommst du mit? – Nein, ich sehe heute fern.', en: 'Are you coming along? – No, I’m watching TV tonight. (mitkommen, fernsehen)' },
        { de: 'Mach bitte das Fenster zu und das Licht aus.', en: 'Please close the window and turn off the light. (zumachen, ausmachen)' },
        { de: 'Darf ich mich vorstellen? Ich heiße Anna.', en: 'May I introduce myself? My name is Anna. (sich vorstellen)' },
        { de: 'Das Treffen findet im Raum 3 statt.', en: 'The meeting takes place in room 3. (stattfinden)' },
        { de: 'Wann kommst du zurück?', en: 'When are you coming back? (zurückkommen)' },
      ],
    },
    { h2: 'Typical mistakes' },
    {
      ul: [
        'Forgetting the prefix at the end: {{Ich stehe um sieben}} ✗ – without {{auf}} the sentence means “I am standing at seven”.',
        'Separating in a subordinate clause: {{…, weil ich stehe früh auf}} ✗ → {{…, weil ich früh aufstehe}} ✓.',
        'Putting ge- in the wrong place: “geanrufen” ✗ → {{angerufen}} ✓; or adding ge- to inseparable verbs: “gebesucht” ✗ → {{besucht}} ✓.',
        'Splitting an inseparable verb: “Ich stehe das nicht ver” ✗ → {{Ich verstehe das nicht}} ✓.',
      ],
    },
    {
      p: 'Separable verbs are a special case of the sentence bracket – see [German word order basics](/articles/german-word-order-basics). With modal verbs the prefix stays on the infinitive, as the [modal verbs guide](/articles/german-modal-verbs-guide) shows, and in the [Perfekt](/articles/perfekt-vs-praeteritum) the participle takes ge- in the middle. Practise with the exercises in our [grammar section](/grammar) and the lesson “Separable and Inseparable Prefixes” of the [A2 course](/grammar/a2).',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'Goethe-Institut – Learning German', url: 'https://www.goethe.de/' },
  ],
};

export default article;
