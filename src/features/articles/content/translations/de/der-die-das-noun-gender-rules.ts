import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'der-die-das-noun-gender-rules',
  lang: 'de',
  body: [
    {
      p: 'Jedes deutsche Nomen hat ein grammatisches Geschlecht (Genus): maskulin ({{der}}), feminin ({{die}}) oder neutral ({{das}}). Das Genus ist weit mehr als nur der Artikel, denn es bestimmt die Endungen von Artikeln, Adjektiven und Pronomen in jedem Fall. Die schlechte Nachricht: Das Genus ist oft nicht logisch – {{der Löffel}}, {{die Gabel}} und {{das Messer}} liegen nebeneinander auf dem Tisch. Die gute Nachricht: Bei einem großen Teil der Nomen verrät die **Endung** oder die **Bedeutung** das Genus. Dieser Artikel sammelt die Regeln, die zuverlässig genug sind, um sie zu lernen, mit ihren wichtigsten Ausnahmen.',
    },
    { h2: 'Zuerst: die Artikel selbst' },
    {
      table: {
        caption: 'Artikel im Nominativ (die Form des Subjekts)',
        head: ['Form', 'Maskulin', 'Feminin', 'Neutral', 'Plural'],
        rows: [
          ['bestimmter Artikel', '{{der Tisch}}', '{{die Lampe}}', '{{das Buch}}', '{{die Bücher}}'],
          ['unbestimmter Artikel', '{{ein Tisch}}', '{{eine Lampe}}', '{{ein Buch}}', '–'],
          ['Negationsartikel', '{{kein Tisch}}', '{{keine Lampe}}', '{{kein Buch}}', '{{keine Bücher}}'],
          ['Pronomen', '{{er}}', '{{sie}}', '{{es}}', '{{sie}}'],
        ],
      },
    },
    {
      p: 'Achten Sie auf zwei Dinge. Im Plural haben alle Nomen {{die}}, egal welches Genus sie haben – der Plural sagt also nichts über das Genus. Und das Pronomen richtet sich nach dem grammatischen Geschlecht, nicht nach der Sache: Ein Tisch ist auf Deutsch „er“.',
    },
    {
      examples: [
        { de: 'Wo ist der Schlüssel? – Er liegt auf dem Tisch.', en: 'der Schlüssel → er.' },
        { de: 'Die Uhr ist neu. Sie war nicht teuer.', en: 'die Uhr → sie.' },
      ],
    },
    { h2: 'Endungen, die fast immer feminin sind (die)' },
    {
      p: 'Das sind die zuverlässigsten Regeln des ganzen Systems. Endet ein Nomen so, können Sie ruhigen Gewissens {{die}} sagen.',
    },
    {
      table: {
        caption: 'Feminine Endungen',
        head: ['Endung', 'Beispiele', 'Hinweise'],
        rows: [
          ['-ung', '{{die Wohnung}}, {{die Zeitung}}, {{die Übung}}', 'keine häufigen Ausnahmen'],
          ['-heit, -keit', '{{die Freiheit}}, {{die Gesundheit}}, {{die Möglichkeit}}', 'keine Ausnahmen'],
          ['-schaft', '{{die Freundschaft}}, {{die Mannschaft}}', 'keine häufigen Ausnahmen'],
          ['-ion', '{{die Information}}, {{die Nation}}, {{die Region}}', 'fast immer; aber {{der Spion}}, {{das Stadion}}, {{der Skorpion}}'],
          ['-tät', '{{die Universität}}, {{die Qualität}}', 'keine Ausnahmen'],
          ['-ei', '{{die Bäckerei}}, {{die Polizei}}', 'aber {{das Ei}}'],
          ['-ie', '{{die Familie}}, {{die Energie}}, {{die Biologie}}', 'aber {{das Knie}}'],
          ['-ik', '{{die Musik}}, {{die Politik}}, {{die Fabrik}}', 'aber {{der Katholik}}'],
          ['-ur', '{{die Natur}}, {{die Kultur}}, {{die Figur}}', 'aber {{das Abitur}}'],
          ['-enz, -anz', '{{die Konferenz}}, {{die Distanz}}', ''],
          ['-in (weibliche Personen)', '{{die Lehrerin}}, {{die Ärztin}}', 'aber {{der Termin}}, {{das Benzin}}'],
        ],
      },
    },
    {
      p: 'Auch die Endung **-e** ist ein starkes Signal: Die meisten Nomen auf -e sind feminin ({{die Lampe}}, {{die Straße}}, {{die Woche}}, {{die Sprache}}). Die große Gruppe der Ausnahmen sind männliche Personen und Tiere, die maskulin sind ({{der Junge}}, {{der Kollege}}, {{der Löwe}}), eine Handvoll weiterer Maskulina ({{der Name}}, {{der Käse}}, {{der Gedanke}}) und einige Neutra, vor allem solche mit Ge- am Anfang ({{das Gebäude}}, {{das Gemüse}}), dazu {{das Auge}}, {{das Ende}}.',
    },
    { h2: 'Endungen und Gruppen, die auf maskulin hindeuten (der)' },
    {
      ul: [
        '**-er** bei Personen und Geräten, die etwas tun (von Verben): {{der Lehrer}}, {{der Fahrer}}, {{der Computer}}, {{der Wecker}}. Vorsicht: -er allein ist keine Regel – {{die Mutter}}, {{das Fenster}}.',
        '**-ling**: {{der Frühling}}, {{der Schmetterling}}, {{der Lehrling}}.',
        '**-ismus**: {{der Tourismus}}, {{der Optimismus}}.',
        '**-ig**: {{der Honig}}, {{der König}}, {{der Essig}}.',
        '**-or**: {{der Motor}}, {{der Doktor}}, {{der Autor}} – aber {{das Labor}}.',
        '**-ant, -ent** bei Personen: {{der Student}}, {{der Praktikant}}, {{der Präsident}}.',
        '**Tage, Monate und Jahreszeiten**: {{der Montag}}, {{der Januar}}, {{der Sommer}}.',
        '**Himmelsrichtungen und die meisten Wetterwörter**: {{der Norden}}, {{der Regen}}, {{der Schnee}}, {{der Wind}}.',
        '**Automarken** (wegen {{der Wagen}}): {{der BMW}}, {{der Golf}}.',
        '**Viele alkoholische Getränke**: {{der Wein}}, {{der Sekt}}, {{der Wodka}} – aber {{das Bier}}.',
        '**Viele kurze Nomen aus einem Verbstamm**: {{der Schlaf}} ({{schlafen}}), {{der Gang}} ({{gehen}}), {{der Sprung}} ({{springen}}).',
      ],
    },
    { h2: 'Endungen und Gruppen, die auf neutral hindeuten (das)' },
    {
      ul: [
        '**-chen und -lein** (Verkleinerungsformen), ohne Ausnahme: {{das Mädchen}}, {{das Brötchen}}, {{das Fräulein}}. Deshalb ist „Mädchen“ neutral: Das Genus kommt von der Endung, nicht von der Person.',
        '**-ment**: {{das Dokument}}, {{das Instrument}}, {{das Medikament}}.',
        '**-um** (lateinische Wörter): {{das Museum}}, {{das Zentrum}}, {{das Studium}}.',
        '**-nis** ist meist neutral: {{das Ergebnis}}, {{das Zeugnis}}, {{das Erlebnis}} – aber {{die Erlaubnis}}, {{die Kenntnis}}.',
        '**Nominalisierte Infinitive**: {{das Essen}}, {{das Schwimmen}}, {{das Lernen}}.',
        '**Farben und Sprachen als Nomen**: {{das Rot}}, {{das Deutsch}}.',
        '**Junge Menschen und Tiere**: {{das Kind}}, {{das Baby}}, {{das Kalb}}.',
        '**Die meisten Metalle und chemischen Elemente**: {{das Gold}}, {{das Eisen}}, {{das Silber}}.',
        '**Hotels, Cafés und Kinos**: {{das Hotel}}, {{das Café}}, {{das Kino}}, {{das Restaurant}}.',
        '**Sammelbegriffe mit Ge-**: {{das Gebirge}}, {{das Gemüse}}, {{das Getränk}}.',
      ],
    },
    { h2: 'Zusammengesetzte Nomen: Der letzte Teil entscheidet' },
    {
      p: 'Das Deutsche bildet lange Nomen aus kürzeren, und das Genus des ganzen Wortes ist immer das Genus seines **letzten** Teils. Wer {{die Karte}} kennt, kennt also das Genus jeder Karte: {{die Fahrkarte}}, {{die Postkarte}}, {{die Speisekarte}}.',
    },
    {
      examples: [
        { de: 'das Haus + die Tür = die Haustür', en: 'Der letzte Teil (die Tür) bestimmt: die.' },
        { de: 'die Tür + der Schlüssel = der Türschlüssel', en: 'Der letzte Teil (der Schlüssel) bestimmt: der.' },
        { de: 'der Kaffee + die Tasse = die Kaffeetasse', en: 'Der letzte Teil (die Tasse) bestimmt: die.' },
      ],
    },
    { h2: 'Natürliches Geschlecht – und wo es nicht gilt' },
    {
      p: 'Bei Personen stimmt das grammatische Geschlecht meist mit dem natürlichen überein: {{der Mann}}, {{der Vater}}, {{die Frau}}, {{die Tochter}}. Die meisten Berufsbezeichnungen haben eine maskuline Form und eine feminine auf -in: {{der Arzt}}, {{die Ärztin}}. Die berühmten Ausnahmen kommen von den Endungen: {{das Mädchen}} und {{das Fräulein}} sind wegen -chen und -lein neutral, und {{das Kind}} ist neutral, weil es ein junger Mensch ist. Manche Personenwörter haben ein Genus für alle: {{die Person}}, {{der Mensch}}, {{das Mitglied}}.',
    },
    { h2: 'Ein Wort, zwei Genera, zwei Bedeutungen' },
    {
      p: 'Einige Nomen ändern mit dem Artikel ihre Bedeutung. Es lohnt sich, sie als Paare zu lernen:',
    },
    {
      table: {
        caption: 'Gleiche Form, anderes Genus',
        head: ['Maskulin / neutral', 'Feminin / anderes Genus'],
        rows: [
          ['{{der See}} – ein Binnengewässer', '{{die See}} – das Meer'],
          ['{{der Leiter}} – der Chef einer Abteilung', '{{die Leiter}} – zum Hinaufsteigen'],
          ['{{das Steuer}} – zum Lenken', '{{die Steuer}} – Abgabe an den Staat'],
          ['{{der Band}} – ein Buch einer Reihe', '{{die Band}} – Musikgruppe; {{das Band}} – schmaler Stoffstreifen'],
          ['{{der Kiefer}} – Knochen im Gesicht', '{{die Kiefer}} – ein Nadelbaum'],
        ],
      },
    },
    { h2: 'Das Genus lernen, ohne zu verzweifeln' },
    {
      ol: [
        '**Lernen Sie nie ein Nomen ohne Artikel.** Schreiben und sagen Sie {{der Tisch}}, nicht „Tisch“. Nehmen Sie den Plural dazu: {{der Tisch, die Tische}}.',
        '**Arbeiten Sie mit Farben.** Viele Lernende markieren auf Karteikarten maskuline Nomen blau, feminine rot und neutrale grün; die Farbe bleibt im Gedächtnis.',
        '**Lernen Sie die Endungen oben einmal**, und prüfen Sie dann jedes neue Nomen daran. Sie liegen viel öfter richtig als beim Raten.',
        '**Lernen Sie Ausnahmen als kleine Geschichten**: „Das Ei ({{das Ei}}) ist keine Bäckerei ({{die Bäckerei}}).“',
        '**Lesen und hören Sie viel.** Der Artikel wird zu einem Klang, der zum Wort gehört: {{die Sonne}} klingt einfach richtig.',
      ],
    },
    {
      tip: 'Wenn Sie beim Sprechen unsicher sind, nehmen Sie den Plural oder eine Form, die das Genus versteckt. {{Ich nehme zwei Brötchen}} kommt ganz ohne Artikel aus. Beim Schreiben schlagen Sie das Nomen nach: Jedes gute Wörterbuch, zum Beispiel der Duden, nennt den Artikel.',
    },
    {
      p: 'Das Genus ist die Grundlage des Kasussystems, das Sie als Nächstes in [Die deutschen Fälle erklärt](/articles/german-cases-explained) und [Adjektivendungen leicht gemacht](/articles/german-adjective-endings-made-simple) kennenlernen. Zu langen Nomen siehe [Zusammengesetzte Nomen](/articles/german-compound-nouns). Üben Sie die Artikel mit den Themenlisten in unserem [Wortschatzbereich](/words) und in den [Spielen](/games).',
    },
  ],
};

export default translation;
