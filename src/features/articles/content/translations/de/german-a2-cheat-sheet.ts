import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-a2-cheat-sheet',
  lang: 'de',
  body: [
    {
      p: 'Wie alle Niveaus auf dieser Seite folgt A2 dem **Gemeinsamen Europäischen Referenzrahmen für Sprachen (GER)**. A2 ist die zweite Stufe der „elementaren Sprachverwendung“. Auf A2 verstehen Sie Sätze und häufige Ausdrücke aus Bereichen, die Sie unmittelbar betreffen – Angaben zu Person und Familie, Einkaufen, Wohnumgebung, Arbeit –, Sie kommen in einfachen, routinemäßigen Gesprächen zurecht und können mit einfachen Mitteln Ihre Herkunft, Ihre Umgebung und unmittelbare Bedürfnisse beschreiben. Grammatisch schließt A2 die Grundlagen ab: Sie sprechen über Vergangenes, verwenden alle Alltagskasus und verbinden Sätze mit {{weil}} und {{dass}}. Die Lektionen zu dieser Übersicht stehen in unserem [A2-Grammatikkurs](/grammar/a2); wenn Sie die Grundlagen wiederholen möchten, beginnen Sie mit dem [Spickzettel A1](/articles/german-a1-cheat-sheet).',
    },
    { h2: 'Das Perfekt komplett' },
    {
      p: 'Das Perfekt ist die normale Vergangenheit der gesprochenen Sprache: {{haben}} oder {{sein}} auf Position 2, das Partizip II am Ende. {{sein}} steht bei Verben der Bewegung von A nach B ({{gehen}}, {{fahren}}, {{fliegen}}, {{kommen}}), der Zustandsänderung ({{aufstehen}}, {{einschlafen}}, {{sterben}}) sowie bei {{sein}}, {{bleiben}} und {{passieren}}.',
    },
    {
      table: {
        caption: 'So bildet man das Partizip II',
        head: ['Verbtyp', 'Muster', 'Beispiele'],
        rows: [
          ['regelmäßig', 'ge- … -t', '{{machen}} → {{gemacht}}, {{kaufen}} → {{gekauft}}'],
          ['unregelmäßig', 'ge- … -en (oft mit Vokalwechsel)', '{{sehen}} → {{gesehen}}, {{trinken}} → {{getrunken}}'],
          ['gemischt', 'ge- … -t mit Vokalwechsel', '{{bringen}} → {{gebracht}}, {{denken}} → {{gedacht}}, {{wissen}} → {{gewusst}}'],
          ['trennbar', 'Präfix + ge + Stamm', '{{einkaufen}} → {{eingekauft}}, {{anrufen}} → {{angerufen}}'],
          ['untrennbar (be-, ver-, er-, ent-, ge-, emp-, zer-, miss-)', 'ohne ge-', '{{besuchen}} → {{besucht}}, {{vergessen}} → {{vergessen}}'],
          ['Verben auf -ieren', 'ohne ge-', '{{studieren}} → {{studiert}}, {{telefonieren}} → {{telefoniert}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Am Wochenende habe ich meine Oma besucht.', en: 'Untrennbares Verb: besucht ohne ge-.' },
        { de: 'Wir sind um sechs Uhr aufgestanden.', en: 'Zustandsänderung mit sein; trennbar: auf-ge-standen.' },
        { de: 'Was ist passiert?', en: 'passieren bildet das Perfekt mit sein.' },
      ],
    },
    { h2: 'Das Präteritum von sein, haben und den Modalverben' },
    {
      p: 'Diese Verben stehen auch beim Sprechen lieber im Präteritum. Die Formen für {{ich}} und {{er}}/{{sie}}/{{es}} sind gleich und haben keine Endung. Siehe [Perfekt oder Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Präteritumformen',
        head: ['Person', 'sein', 'haben', 'können', 'müssen'],
        rows: [
          ['{{ich}}', '{{war}}', '{{hatte}}', '{{konnte}}', '{{musste}}'],
          ['{{du}}', '{{warst}}', '{{hattest}}', '{{konntest}}', '{{musstest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{war}}', '{{hatte}}', '{{konnte}}', '{{musste}}'],
          ['{{wir}}', '{{waren}}', '{{hatten}}', '{{konnten}}', '{{mussten}}'],
          ['{{ihr}}', '{{wart}}', '{{hattet}}', '{{konntet}}', '{{musstet}}'],
          ['{{sie}}/{{Sie}}', '{{waren}}', '{{hatten}}', '{{konnten}}', '{{mussten}}'],
        ],
      },
    },
    { h2: 'Der Dativ komplett' },
    {
      p: 'A2 ergänzt Nominativ und Akkusativ um den Dativ: die Person, die etwas bekommt, Verben wie {{helfen}}, {{gefallen}}, {{gehören}}, {{passen}}, {{schmecken}}, {{danken}} und die Präpositionen {{aus}}, {{bei}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}. Dativformen: {{dem}}/{{einem}} (maskulin und neutral), {{der}}/{{einer}} (feminin), {{den}} + -n (Plural). Pronomen: {{mir}}, {{dir}}, {{ihm}}, {{ihr}}, {{uns}}, {{euch}}, {{ihnen}}/{{Ihnen}}. Das ganze System steht unter [Die deutschen Fälle erklärt](/articles/german-cases-explained).',
    },
    {
      examples: [
        { de: 'Das Essen schmeckt mir sehr gut.', en: 'schmecken + Dativ: mir.' },
        { de: 'Ich wohne seit zwei Jahren in Leipzig.', en: 'seit + Dativ: seit zwei Jahren.' },
      ],
    },
    { h2: 'Wechselpräpositionen: Wo? oder Wohin?' },
    {
      p: '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}: **Wohin?** (Bewegung zu einem Ort) → Akkusativ; **Wo?** (Position) → Dativ. Die Verbpaare {{stellen}}/{{stehen}}, {{legen}}/{{liegen}}, {{setzen}}/{{sitzen}} und {{hängen}} folgen derselben Logik. Einzelheiten: [Präpositionen und ihre Fälle](/articles/german-prepositions-with-cases).',
    },
    {
      examples: [
        { de: 'Ich stelle die Flasche in den Kühlschrank.', en: 'Wohin? – Akkusativ: in den Kühlschrank.' },
        { de: 'Die Flasche steht im Kühlschrank.', en: 'Wo? – Dativ: im (= in dem) Kühlschrank.' },
      ],
    },
    { h2: 'Reflexive Verben' },
    {
      p: 'Viele Verben brauchen ein Reflexivpronomen: {{sich freuen}}, {{sich waschen}}, {{sich anziehen}}, {{sich setzen}}, {{sich beeilen}}, {{sich interessieren für}}. Das Pronomen steht im Akkusativ, wird aber zum Dativ, wenn es noch ein Akkusativobjekt gibt: {{Ich wasche mich}} – {{Ich wasche mir die Hände}}.',
    },
    {
      table: {
        caption: 'Reflexivpronomen',
        head: ['Person', 'Akkusativ', 'Dativ'],
        rows: [
          ['{{ich}}', '{{mich}}', '{{mir}}'],
          ['{{du}}', '{{dich}}', '{{dir}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{sich}}', '{{sich}}'],
          ['{{wir}}', '{{uns}}', '{{uns}}'],
          ['{{ihr}}', '{{euch}}', '{{euch}}'],
          ['{{sie}}/{{Sie}}', '{{sich}}', '{{sich}}'],
        ],
      },
    },
    { h2: 'Nebensätze: weil, dass, wenn, ob, als' },
    {
      p: 'Diese Konjunktionen schicken das Verb ans Ende. {{wenn}} steht für Bedingungen und wiederholte Ereignisse, {{als}} für ein einmaliges Ereignis in der Vergangenheit, {{ob}} für indirekte Ja/Nein-Fragen. Siehe [Grundlagen der deutschen Wortstellung](/articles/german-word-order-basics).',
    },
    {
      examples: [
        { de: 'Ich komme nicht, weil ich krank bin.', en: 'Grund mit weil: Verb am Ende.' },
        { de: 'Ich finde, dass Berlin sehr interessant ist.', en: 'Meinung mit dass: Verb am Ende.' },
        { de: 'Als ich Kind war, hatte ich einen Hund.', en: 'Einmaliges in der Vergangenheit: als.' },
        { de: 'Können Sie mir sagen, wo der Bahnhof ist?', en: 'Indirekte Frage: Verb am Ende.' },
      ],
    },
    { h2: 'Steigerung der Adjektive' },
    {
      table: {
        caption: 'Positiv, Komparativ, Superlativ',
        head: ['Positiv', 'Komparativ', 'Superlativ'],
        rows: [
          ['{{schnell}}', '{{schneller}}', '{{am schnellsten}}'],
          ['{{alt}}', '{{älter}}', '{{am ältesten}}'],
          ['{{groß}}', '{{größer}}', '{{am größten}}'],
          ['{{gut}}', '{{besser}}', '{{am besten}}'],
          ['{{viel}}', '{{mehr}}', '{{am meisten}}'],
          ['{{gern}}', '{{lieber}}', '{{am liebsten}}'],
          ['{{hoch}}', '{{höher}}', '{{am höchsten}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anna ist so alt wie ich.', en: 'Gleichheit: so … wie.' },
        { de: 'Der Zug ist schneller als der Bus.', en: 'Unterschied: Komparativ + als.' },
        { de: 'Ich trinke lieber Tee als Kaffee.', en: 'Vorliebe: lieber … als.' },
      ],
    },
    { h2: 'Adjektivendungen in Kurzform' },
    {
      p: 'Nach {{der}}/{{die}}/{{das}}: **-e** im Nominativ Singular (und im Akkusativ feminin und neutral), **-en** überall sonst. Nach {{ein}}: Das Adjektiv zeigt das Genus dort, wo {{ein}} es nicht kann ({{ein alter Mann}}, {{ein altes Haus}}). Ohne Artikel übernimmt es die Endung von {{der}}/{{die}}/{{das}} ({{kalter Kaffee}}). Ausführlich: [Adjektivendungen leicht gemacht](/articles/german-adjective-endings-made-simple).',
    },
    { h2: 'Höfliche Bitten und Wünsche: Konjunktiv II' },
    {
      p: 'Auf A2 verwenden Sie einige Formen des Konjunktivs II als feste Höflichkeitsformeln: {{ich hätte gern}}, {{ich würde gern}}, {{könnten Sie}}, {{wäre es möglich}}.',
    },
    {
      examples: [
        { de: 'Könnten Sie mir bitte helfen?', en: 'Höfliche Bitte mit könnten.' },
        { de: 'Ich hätte gern ein Zimmer für zwei Nächte.', en: 'Höflicher Wunsch mit hätte gern.' },
        { de: 'Ich würde gern am Samstag kommen.', en: 'Wunsch mit würde gern + Infinitiv.' },
      ],
    },
    { h2: 'Verben mit Präpositionen' },
    {
      p: 'Viele Verben haben eine feste Präposition, die man mitlernen muss: {{warten auf}} + Akk., {{sich freuen auf}} (Zukünftiges) und {{sich freuen über}} (Gegenwärtiges oder Vergangenes) + Akk., {{denken an}} + Akk., {{sich interessieren für}} + Akk., {{sprechen mit}} + Dat. Nach Sachen fragt man mit **wo(r)-**, auf sie verweist man mit **da(r)-**: {{Worauf wartest du? – Auf den Bus. Ich warte schon lange darauf.}}',
    },
    { h2: 'Wichtige Redemittel auf A2' },
    {
      table: {
        caption: 'Nützliche Redemittel für A2',
        head: ['Sprechabsicht', 'Redemittel'],
        rows: [
          ['Meinung äußern', '{{Ich finde, dass …}} / {{Meiner Meinung nach …}}'],
          ['Zustimmen / widersprechen', '{{Da hast du recht.}} / {{Das sehe ich anders.}}'],
          ['Einen Termin vereinbaren', '{{Hätten Sie am Dienstag um zehn Uhr Zeit?}}'],
          ['Absagen', '{{Leider kann ich morgen nicht kommen.}}'],
          ['Sich entschuldigen', '{{Entschuldigung, ich habe mich verspätet.}}'],
          ['Beim Arzt', '{{Ich habe seit drei Tagen Kopfschmerzen.}}'],
          ['Um einen Gefallen bitten', '{{Könntest du mir einen Gefallen tun?}}'],
          ['Über Pläne sprechen', '{{Nächstes Jahr möchte ich nach Italien fahren.}}'],
        ],
      },
    },
    {
      p: 'Themen auf A2: Kindheit und Lebenslauf, Wohnen und Umzug, Gesundheit, Arbeit und Berufe, Reisen und Urlaub, Feste, Einkaufen und Reklamationen, Medien, Wetter und Umwelt. Den Wortschatz bauen Sie mit unseren [Wortlisten](/words) und den [Arbeitsblättern](/worksheets) auf.',
    },
    {
      tip: 'Beim Schritt von A2 zu B1 geht es vor allem darum, Gedanken zu verbinden: mehr Konjunktionen, Relativsätze, das Passiv. Der [Spickzettel B1](/articles/german-b1-cheat-sheet) zeigt den Weg.',
    },
  ],
};

export default translation;
