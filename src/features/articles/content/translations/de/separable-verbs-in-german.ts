import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'separable-verbs-in-german',
  lang: 'de',
  body: [
    {
      p: 'Viele Sprachen kennen Verben mit einem kleinen Zusatzwort – im Englischen etwa „get up“ oder „call back“. Das Deutsche hat dieselbe Idee, schreibt das kleine Wort aber als **Präfix** vor den Infinitiv – {{aufstehen}}, {{zurückrufen}}, {{ausgehen}} – und trennt es in vielen Sätzen ab und schickt es ans Ende: {{Ich stehe um sieben Uhr auf.}} Diese **trennbaren Verben** ({{trennbare Verben}}) begegnen Ihnen im Alltag überall. Es lohnt sich also, sie früh richtig zu lernen.',
    },
    { h2: 'Trennbar oder untrennbar?' },
    {
      p: 'Ob sich ein Präfix abtrennt, hängt vom Präfix ab. Die meisten trennbaren Präfixe sind auch selbstständige Wörter (Präpositionen oder Adverbien), und sie tragen die **Betonung**: Bei {{aufstehen}} und {{anrufen}} betont man das Präfix. Untrennbare Präfixe sind nie eigene Wörter und nie betont: Bei {{verstehen}} und {{besuchen}} liegt die Betonung auf dem Verbstamm.',
    },
    {
      table: {
        caption: 'Präfixe',
        head: ['Art', 'Präfixe', 'Beispiele'],
        rows: [
          ['trennbar (betont)', 'ab, an, auf, aus, bei, ein, fest, her, hin, los, mit, nach, vor, weg, zu, zurück, zusammen', '{{abholen}}, {{anfangen}}, {{aufräumen}}, {{einkaufen}}, {{mitkommen}}, {{zumachen}}'],
          ['untrennbar (unbetont)', 'be, emp, ent, er, ge, miss, ver, zer', '{{bekommen}}, {{empfehlen}}, {{entschuldigen}}, {{erzählen}}, {{gefallen}}, {{verstehen}}'],
          ['beides, mit verschiedener Bedeutung', 'durch, über, um, unter, wieder', '{{umfahren}}, {{übersetzen}}, {{wiederholen}}'],
        ],
      },
    },
    {
      p: 'Auch Nomen, Adjektive und andere Verben können wie trennbare Präfixe funktionieren: {{fernsehen}} ({{Ich sehe fern}}), {{teilnehmen}} ({{Sie nimmt am Kurs teil}}), {{stattfinden}} ({{Das Konzert findet morgen statt}}), {{kennenlernen}} ({{Wir lernen neue Leute kennen}}).',
    },
    { h2: 'Wo steht das Präfix?' },
    {
      p: 'Wenn man sie einmal gesehen hat, ist die Regel einfach: Das Präfix trennt sich **nur, wenn das Verb selbst auf Position 1 oder 2 steht** – also im Hauptsatz im Präsens und Präteritum, in Fragen und im Imperativ. Dann geht das Präfix ans Ende. Sobald das Verb am Satzende steht oder ein Infinitiv oder Partizip bleibt, bleiben Präfix und Verb zusammen.',
    },
    {
      table: {
        caption: 'anrufen (telefonieren) in allen Positionen',
        head: ['Struktur', 'Beispiel'],
        rows: [
          ['Präsens', '{{Ich rufe dich morgen an.}}'],
          ['Präteritum', '{{Sie rief mich gestern an.}}'],
          ['Frage', '{{Rufst du mich heute Abend an?}}'],
          ['Imperativ', '{{Ruf mich bitte an!}} / {{Rufen Sie mich bitte an!}}'],
          ['mit Modalverb', '{{Ich muss meine Mutter anrufen.}}'],
          ['Futur', '{{Ich werde dich morgen anrufen.}}'],
          ['Perfekt', '{{Hast du sie angerufen?}}'],
          ['Nebensatz', '{{Ich weiß nicht, ob er heute anruft.}}'],
          ['Infinitiv mit zu', '{{Vergiss nicht, mich anzurufen!}}'],
        ],
      },
    },
    {
      tip: 'Drei besondere Formen sollten Sie sich merken: Das Partizip setzt **ge** zwischen Präfix und Stamm ({{angerufen}}, {{eingekauft}}), der zu-Infinitiv setzt dort **zu** ein ({{anzurufen}}, {{einzukaufen}}), und im Nebensatz steht das Verb wieder als ein Wort ganz am Ende ({{…, weil ich heute einkaufe}}).',
    },
    { h2: 'Untrennbare Verben: keine Trennung, kein ge-' },
    {
      p: 'Untrennbare Verben verhalten sich wie normale Verben: Das Präfix bewegt sich nie. Ihr Partizip II hat **kein ge-**: {{besuchen}} → {{besucht}}, {{verstehen}} → {{verstanden}}, {{erzählen}} → {{erzählt}}, {{bekommen}} → {{bekommen}}. Ein Verb kann auch beide Arten enthalten: {{vorbereiten}} hat das trennbare **vor-** und das untrennbare **be-**. Es trennt sich also ({{Ich bereite das Essen vor}}), hat aber kein ge- ({{Ich habe das Essen vorbereitet}}).',
    },
    {
      examples: [
        { de: 'Ich verstehe die Frage nicht.', en: 'verstehen: Das Präfix „ver-“ bleibt am Verb.' },
        { de: 'Wir haben unsere Freunde in Bremen besucht.', en: 'Perfekt von besuchen: besucht, ohne ge-.' },
        { de: 'Kannst du mir ein Restaurant empfehlen?', en: 'empfehlen mit Modalverb: untrennbar am Ende.' },
      ],
    },
    { h2: 'Präfixe, die beides können' },
    {
      p: 'Bei {{durch}}, {{über}}, {{um}}, {{unter}} und {{wieder}} kann dieselbe Schreibung zwei verschiedene Verben sein. Das trennbare Verb hat meist eine wörtliche, räumliche Bedeutung und wird auf dem Präfix betont; das untrennbare ist oft übertragen gemeint und wird auf dem Verb betont.',
    },
    {
      examples: [
        { de: 'Ich übersetze den Brief ins Englische.', en: 'übersetzen, untrennbar: in eine andere Sprache bringen.' },
        { de: 'Die Fähre setzt uns ans andere Ufer über.', en: 'übersetzen, trennbar: auf die andere Seite bringen.' },
        { de: 'Wir umfahren den Stau.', en: 'umfahren, untrennbar: um etwas herumfahren.' },
        { de: 'Der Fahrer fährt fast ein Schild um.', en: 'umfahren, trennbar: beim Fahren umwerfen.' },
        { de: 'Können Sie das bitte wiederholen?', en: 'wiederholen, untrennbar: noch einmal sagen.' },
      ],
    },
    { h2: 'Was die Präfixe bedeuten' },
    {
      p: 'Präfixe sind nicht zufällig: Viele haben eine Grundbedeutung, mit der Sie neue Verben erraten können. Wenn Sie {{machen}} kennen, verstehen Sie auch {{aufmachen}} (öffnen), {{zumachen}} (schließen), {{mitmachen}} (sich beteiligen), {{ausmachen}} (ausschalten) und {{anmachen}} (einschalten).',
    },
    {
      table: {
        caption: 'Typische Bedeutungen trennbarer Präfixe',
        head: ['Präfix', 'Grundidee', 'Beispiele'],
        rows: [
          ['an', 'Einschalten, Beginn, Kontakt', '{{anmachen}}, {{anfangen}}, {{anrufen}}'],
          ['auf', 'nach oben, öffnen', '{{aufstehen}}, {{aufmachen}}, {{aufwachen}}'],
          ['aus', 'nach draußen, ausschalten', '{{aussteigen}}, {{ausmachen}}, {{ausgehen}}'],
          ['ein', 'nach drinnen, hinein', '{{einsteigen}}, {{einkaufen}}, {{einladen}}'],
          ['ab', 'weg von etwas, Abfahrt', '{{abfahren}}, {{abholen}}, {{abgeben}}'],
          ['mit', 'zusammen mit anderen', '{{mitkommen}}, {{mitbringen}}, {{mitmachen}}'],
          ['zu', 'geschlossen; hin zu etwas', '{{zumachen}}, {{zuhören}}'],
          ['zurück', 'wieder an den Ausgangspunkt', '{{zurückkommen}}, {{zurückrufen}}'],
          ['weg', 'fort, nicht mehr da', '{{weggehen}}, {{wegwerfen}}'],
          ['vor', 'vorher, nach vorne', '{{vorbereiten}}, {{vorstellen}}, {{vorschlagen}}'],
        ],
      },
    },
    { h2: 'Zwanzig trennbare Verben für den Alltag' },
    {
      examples: [
        { de: 'Ich stehe jeden Tag um sechs Uhr auf.', en: 'aufstehen – das Bett verlassen.' },
        { de: 'Der Kurs fängt um neun an und hört um zwölf auf.', en: 'anfangen und aufhören – beginnen und enden.' },
        { de: 'Der Zug fährt um 10:15 Uhr ab und kommt um 12 Uhr an.', en: 'abfahren und ankommen – losfahren und das Ziel erreichen.' },
        { de: 'Steigen Sie bitte hier aus und am Bahnhof in den Bus ein.', en: 'aussteigen und einsteigen – aus dem Bus hinaus, in den Bus hinein.' },
        { de: 'Am Samstag kaufe ich ein und räume die Wohnung auf.', en: 'einkaufen und aufräumen – Einkäufe machen, Ordnung machen.' },
        { de: 'Ich hole dich um acht ab.', en: 'abholen – jemanden an einem Ort treffen und mitnehmen.' },
        { de: 'Wir laden euch zum Essen ein. Bringt gute Laune mit!', en: 'einladen und mitbringen – Gäste bitten und etwas dabeihaben.' },
        { de: 'Kommst du mit? – Nein, ich sehe heute fern.', en: 'mitkommen und fernsehen – zusammen gehen, Fernsehen schauen.' },
        { de: 'Mach bitte das Fenster zu und das Licht aus.', en: 'zumachen und ausmachen – schließen und ausschalten.' },
        { de: 'Darf ich mich vorstellen? Ich heiße Anna.', en: 'sich vorstellen – sagen, wer man ist.' },
        { de: 'Das Treffen findet im Raum 3 statt.', en: 'stattfinden – passieren, geschehen.' },
        { de: 'Wann kommst du zurück?', en: 'zurückkommen – wiederkommen.' },
      ],
    },
    { h2: 'Typische Fehler' },
    {
      ul: [
        'Das Präfix am Ende vergessen: {{Ich stehe um sieben}} ✗ – ohne {{auf}} bedeutet der Satz, dass ich um sieben Uhr irgendwo stehe.',
        'Im Nebensatz trennen: {{…, weil ich stehe früh auf}} ✗ → {{…, weil ich früh aufstehe}} ✓.',
        'ge- an die falsche Stelle setzen: „geanrufen“ ✗ → {{angerufen}} ✓; oder ge- an untrennbare Verben hängen: „gebesucht“ ✗ → {{besucht}} ✓.',
        'Ein untrennbares Verb trennen: „Ich stehe das nicht ver“ ✗ → {{Ich verstehe das nicht}} ✓.',
      ],
    },
    {
      p: 'Trennbare Verben sind ein Sonderfall der Satzklammer – siehe [Grundlagen der deutschen Wortstellung](/articles/german-word-order-basics). Mit Modalverben bleibt das Präfix am Infinitiv, wie der [Leitfaden zu den Modalverben](/articles/german-modal-verbs-guide) zeigt, und im [Perfekt](/articles/perfekt-vs-praeteritum) bekommt das Partizip ge- in der Mitte. Üben Sie mit den Aufgaben in unserem [Grammatikbereich](/grammar) und mit der Lektion „Trennbare und untrennbare Präfixe“ im [A2-Kurs](/grammar/a2).',
    },
  ],
};

export default translation;
