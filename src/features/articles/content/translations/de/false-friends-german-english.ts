import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'false-friends-german-english',
  lang: 'de',
  body: [
    {
      p: 'Deutsch und Englisch sind eng verwandt, und das hilft sehr: {{das Haus}}, {{die Hand}}, {{der Finger}}, {{das Wasser}} und Hunderte andere Wörter kann man leicht erraten. Die Familienähnlichkeit stellt aber auch Fallen. **Falsche Freunde** sind Wörter, die wie ein englisches Wort aussehen oder klingen, aber etwas anderes bedeuten. Manche sind harmlos, manche peinlich, und einige sind klassische Witze geworden – etwa der englische Gast, der den Kellner fragt, wann er ein Steak „wird“ (englisch „become“). Diese Liste sammelt die falschen Freunde, die Lernenden wirklich begegnen, mit ihrer echten Bedeutung und dem deutschen Wort für das, was man vermutlich sagen wollte.',
    },
    { h2: 'Die klassischen Fallen' },
    {
      table: {
        caption: 'Deutsche Wörter, die Englischsprachige in die Irre führen',
        head: ['Deutsch', 'Bedeutung', 'Englisches Wort, das ähnlich aussieht', 'Deutsch für das englische Wort'],
        rows: [
          ['{{bekommen}}', 'erhalten, kriegen', 'to become', '{{werden}}'],
          ['{{das Gift}}', 'giftiger Stoff, der krank macht oder tötet', 'gift', '{{das Geschenk}}'],
          ['{{also}}', 'deshalb, folglich; na ja', 'also', '{{auch}}'],
          ['{{bald}}', 'in kurzer Zeit', 'bald', '{{kahl}}, {{eine Glatze haben}}'],
          ['{{fast}}', 'beinahe', 'fast', '{{schnell}}'],
          ['{{der Brief}}', 'Schreiben, das man mit der Post schickt', 'brief', '{{kurz}}'],
          ['{{ich will}}', 'ich möchte unbedingt', 'I will', '{{ich werde}}'],
          ['{{wer}}', 'Frage nach einer Person', 'where', '{{wo}}'],
          ['{{der Chef}}, {{die Chefin}}', 'Vorgesetzter, Vorgesetzte', 'chef', '{{der Koch}}, {{die Köchin}}'],
          ['{{die Art}}', 'Sorte; Weise', 'art', '{{die Kunst}}'],
          ['{{der Rat}}', 'Tipp, Empfehlung; Gremium', 'rat', '{{die Ratte}}'],
          ['{{der Mist}}', 'Dung; Unsinn, Quatsch (umgangssprachlich)', 'mist', '{{der Nebel}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Wann bekomme ich mein Steak?', en: 'bekommen = erhalten (nicht „werden“!).' },
        { de: 'Ich will Ärztin werden.', en: 'werden = „become“; will = Wunsch, nicht Zukunft.' },
        { de: 'Vorsicht, das ist Gift!', en: 'Gift ist gefährlich, kein Geschenk.' },
        { de: 'Ich bin fast fertig.', en: 'fast = beinahe, nicht „schnell“.' },
        { de: 'Also, was machen wir jetzt?', en: 'also = na ja, nun – nicht „auch“.' },
      ],
    },
    { h2: 'Adjektive und Adverbien' },
    {
      p: 'Adjektive sind besonders tückisch, weil ein falsches Adjektiv den Ton eines ganzen Satzes ändern kann. Wer eine nette Kollegin {{sensibel}} nennt, sagt, dass sie empfindlich ist – nicht, dass sie vernünftig ist (englisch „sensible“).',
    },
    {
      table: {
        caption: 'Irreführende Adjektive',
        head: ['Deutsch', 'Bedeutung', 'Englisches Wort, das ähnlich aussieht', 'Deutsch für das englische Wort'],
        rows: [
          ['{{aktuell}}', 'gegenwärtig, auf dem neuesten Stand', 'actual(ly)', '{{tatsächlich}}, {{eigentlich}}'],
          ['{{eventuell}}', 'möglicherweise, vielleicht', 'eventually', '{{schließlich}}, {{irgendwann}}'],
          ['{{sensibel}}', 'empfindlich, feinfühlig', 'sensible', '{{vernünftig}}'],
          ['{{sympathisch}}', 'angenehm, nett', 'sympathetic', '{{mitfühlend}}, {{verständnisvoll}}'],
          ['{{genial}}', 'großartig, sehr klug', 'genial', '{{freundlich}}, {{herzlich}}'],
          ['{{konsequent}}', 'beständig, entschlossen', 'consequently', '{{folglich}}'],
          ['{{engagiert}}', 'mit vollem Einsatz, aktiv', 'engaged', '{{verlobt}} (vor der Hochzeit), {{besetzt}} (Telefon, Toilette)'],
          ['{{ordinär}}', 'vulgär, derb', 'ordinary', '{{gewöhnlich}}, {{normal}}'],
          ['{{familiär}}', 'die Familie betreffend; locker, ungezwungen', 'familiar', '{{vertraut}}, {{bekannt}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Die aktuellen Nachrichten hören wir um acht.', en: 'aktuell = neu, von heute.' },
        { de: 'Eventuell komme ich später.', en: 'eventuell = vielleicht.' },
        { de: 'Dein neuer Kollege ist sehr sympathisch.', en: 'sympathisch = nett, angenehm.' },
        { de: 'Das war eine geniale Idee!', en: 'genial = großartig, sehr klug.' },
      ],
    },
    { h2: 'In Beruf, Schule und Studium' },
    {
      ul: [
        '{{die Note}} – eine Bewertung in der Schule (in Deutschland ist 1 die beste, 6 die schlechteste); auch ein Zeichen in der Musik. Etwas, das man aufschreibt, ist {{die Notiz}}; eine Banknote ist {{der Geldschein}}.',
        '{{das Gymnasium}} – eine weiterführende Schule, die zum {{Abitur}} führt, kein Sportstudio. Sport treibt man in der Schule in {{die Turnhalle}}, sonst oft im Fitnessstudio: {{das Fitnessstudio}}.',
        '{{die Hochschule}} – eine Universität oder Fachhochschule, keine Oberschule (englisch „high school“).',
        '{{die Promotion}} – der Doktortitel und der Weg dorthin. Der Aufstieg im Beruf heißt {{die Beförderung}}.',
        '{{die Mappe}} – ein Ordner oder eine Sammelmappe. Eine Karte (englisch „map“) ist {{die Landkarte}} oder {{der Stadtplan}}.',
        '{{die Kaution}} – Geld, das man als Sicherheit hinterlegt, etwa bei einer Mietwohnung. Das englische „caution“ ist {{die Vorsicht}}.',
        '{{kontrollieren}} – prüfen, überprüfen ({{Fahrkarten, bitte! Wir kontrollieren.}}). Etwas lenken oder im Griff haben heißt meist {{steuern}} oder {{beherrschen}}.',
        '{{die Fabrik}} – ein Industriebetrieb. Das englische „fabric“ ist {{der Stoff}}.',
      ],
    },
    { h2: 'Essen, Einkaufen und Ausgehen' },
    {
      ul: [
        '{{das Menü}} – eine feste Speisenfolge aus mehreren Gängen (oder ein Menü am Computer). Die Liste aller Gerichte ist {{die Speisekarte}}.',
        '{{die Chips}} – dünne, knusprige Kartoffelscheiben aus der Tüte. Die britischen „chips“ sind {{die Pommes}}.',
        '{{das Lokal}} – eine Kneipe oder ein Restaurant, nicht „die Einheimischen“ (englisch „the locals“).',
        '{{die Dose}} – ein Behälter aus Metall für Getränke oder Lebensmittel. Die Menge eines Medikaments ist {{die Dosis}}.',
        '{{der Prospekt}} – ein Werbeheft oder Faltblatt. Das englische „prospect“ ist {{die Aussicht}}.',
        '{{der Rock}} – ein Kleidungsstück ohne Hosenbeine (englisch „skirt“); {{die Hose}} hat zwei Beine (englisch „trousers“) und ist kein Gartenschlauch.',
        '{{spenden}} – Geld oder Dinge für einen guten Zweck geben. Das englische „spend“ heißt bei Geld {{ausgeben}}, bei Zeit {{verbringen}}.',
      ],
    },
    {
      examples: [
        { de: 'Ich nehme das Menü mit Suppe und Nachtisch.', en: 'Menü = mehrere Gänge zu einem Preis.' },
        { de: 'Wir haben am Wochenende viel Geld ausgegeben.', en: 'Geld ausgeben – nicht „spenden“.' },
        { de: 'Sie spendet jedes Jahr für ein Tierheim.', en: 'spenden = für einen guten Zweck geben.' },
      ],
    },
    { h2: 'Englisch aussehende Wörter, die es im Englischen nicht gibt' },
    {
      p: 'Das Deutsche hat auch **Scheinanglizismen**: Wörter aus englischem Material, die Englischsprachige in dieser Bedeutung nicht verwenden. Sie sind korrektes Deutsch, also benutzen Sie sie ruhig – erwarten Sie nur nicht, dass man sie auf Englisch versteht.',
    },
    {
      table: {
        caption: 'Scheinanglizismen',
        head: ['Deutsch', 'Bedeutung im Deutschen'],
        rows: [
          ['{{das Handy}}', 'Mobiltelefon'],
          ['{{der Beamer}}', 'Projektor für Bilder und Präsentationen'],
          ['{{der Oldtimer}}', 'altes, klassisches Auto'],
          ['{{der Smoking}}', 'festlicher Abendanzug für Herren'],
        ],
      },
    },
    { h2: 'Zahlen und andere Überraschungen' },
    {
      ul: [
        '{{eine Milliarde}} sind tausend Millionen (englisch „billion“); {{eine Billion}} sind eine Million Millionen (englisch „trillion“). Das ist wichtig, wenn Sie über Haushalte oder Einwohnerzahlen lesen.',
        '{{winken}} heißt, die Hand zum Gruß zu bewegen; mit einem Auge kurz zumachen heißt {{zwinkern}}.',
        '{{das Stadium}} ist eine Phase oder ein Abschnitt; ein Sportplatz mit Tribünen ist {{das Stadion}}.',
        '{{die Pension}} ist ein kleines Gästehaus; das Wort bezeichnet auch das Ruhegeld von Beamten. Die normale staatliche Altersversorgung ist {{die Rente}}.',
        '{{die Kritik}} ist Tadel oder eine Besprechung eines Films oder Buches. Wer Kritiken schreibt, ist {{der Kritiker}} oder {{die Kritikerin}}.',
      ],
    },
    { h2: 'So vermeiden Sie die Fallen' },
    {
      ol: [
        'Wenn ein deutsches Wort genau wie ein englisches aussieht, schlagen Sie es einmal im Wörterbuch nach, bevor Sie es benutzen.',
        'Lernen Sie falsche Freunde in Sätzen, nicht als einzelne Wörter: {{Ich bekomme ein Geschenk}} entschärft gleich zwei Fallen.',
        'Führen Sie eine eigene Liste der falschen Freunde, auf die **Sie** hereinfallen, und wiederholen Sie sie regelmäßig.',
        'Denken Sie daran, dass die meisten ähnlichen Wörter echte Freunde sind. Raten Sie weiter – seien Sie nur bei den Wörtern oben wachsam.',
      ],
    },
    {
      tip: 'Das Deutsche hat auch echte englische Wörter übernommen, oft mit einem deutschen Genus: {{der Computer}}, {{das Team}}, {{die Party}}. Wie solche Wörter sich verbinden, lesen Sie unter [Zusammengesetzte Nomen](/articles/german-compound-nouns); Wortschatz üben Sie mit unseren [Wortlisten](/words) und [Quiz](/quizzes/).',
    },
  ],
};

export default translation;
