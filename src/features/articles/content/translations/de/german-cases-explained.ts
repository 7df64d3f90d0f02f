import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-cases-explained',
  lang: 'de',
  body: [
    {
      p: 'Das Deutsche hat vier Fälle (Kasus): **Nominativ**, **Akkusativ**, **Dativ** und **Genitiv**. Der Fall zeigt, welche Aufgabe ein Nomen oder Pronomen im Satz hat – wer handelt, wen oder was die Handlung betrifft, wer etwas bekommt, wem etwas gehört. Das Englische hat Fälle nur noch bei den Pronomen (he – him – his, who – whom – whose); das Deutsche zeigt sie an Artikeln, Adjektiven und Pronomen und manchmal am Nomen selbst. Weil der Fall die Rolle markiert, ist die Wortstellung freier als im Englischen: {{Den Hund sieht der Mann}} bedeutet trotzdem, dass der Mann den Hund sieht.',
    },
    { h2: 'Die vier Fälle auf einen Blick' },
    {
      table: {
        caption: 'Was jeder Fall leistet',
        head: ['Fall', 'Frage', 'Hauptaufgabe', 'Beispiel'],
        rows: [
          ['Nominativ', '{{Wer?}} {{Was?}}', 'Subjekt', '{{Der Mann schläft.}}'],
          ['Akkusativ', '{{Wen?}} {{Was?}}', 'direktes Objekt', '{{Ich sehe den Mann.}}'],
          ['Dativ', '{{Wem?}}', 'indirektes Objekt, Empfänger', '{{Ich helfe dem Mann.}}'],
          ['Genitiv', '{{Wessen?}}', 'Besitz, Zugehörigkeit', '{{das Auto des Mannes}}'],
        ],
      },
    },
    {
      p: 'Jeder Fall hat drei Auslöser: die **Rolle** im Satz, bestimmte **Verben** und bestimmte **Präpositionen**. Steht eine Präposition da, bestimmt sie den Fall – egal, welche Rolle das Nomen hat.',
    },
    { h2: 'Die Artikeltabelle' },
    {
      p: 'Das ist die eine Tabelle, die jeder Deutschlernende auswendig können sollte. Der unbestimmte Artikel {{ein}} hat keinen Plural; {{kein}} und die Possessivartikel ({{mein}}, {{dein}} …) haben dieselben Endungen wie {{ein}}, im Plural {{keine}} (Nominativ und Akkusativ), {{keinen}} (Dativ) und {{keiner}} (Genitiv).',
    },
    {
      table: {
        caption: 'Bestimmte und unbestimmte Artikel in allen Fällen',
        head: ['Fall', 'Maskulin', 'Feminin', 'Neutral', 'Plural'],
        rows: [
          ['Nominativ', '{{der}} / {{ein}}', '{{die}} / {{eine}}', '{{das}} / {{ein}}', '{{die}} / {{keine}}'],
          ['Akkusativ', '{{den}} / {{einen}}', '{{die}} / {{eine}}', '{{das}} / {{ein}}', '{{die}} / {{keine}}'],
          ['Dativ', '{{dem}} / {{einem}}', '{{der}} / {{einer}}', '{{dem}} / {{einem}}', '{{den}} / {{keinen}} + Nomen auf -n'],
          ['Genitiv', '{{des}} / {{eines}} + Nomen auf -s', '{{der}} / {{einer}}', '{{des}} / {{eines}} + Nomen auf -s', '{{der}} / {{keiner}}'],
        ],
      },
    },
    {
      tip: 'Suchen Sie Muster statt 16 einzelner Formen: Feminin und Plural ändern sich zwischen Nominativ und Akkusativ nie; nur das Maskulinum ändert sich ({{der}} → {{den}}). Maskulin und neutral sind im Dativ und Genitiv gleich. Der Dativ Plural endet immer auf -n: {{mit den Kindern}}.',
    },
    { h2: 'Nominativ: das Subjekt' },
    {
      p: 'Der Nominativ ist die Wörterbuchform. Er markiert das Subjekt – die Person oder Sache, die handelt oder beschrieben wird. Er steht auch nach {{sein}}, {{werden}} und {{bleiben}}, weil beide Seiten dasselbe benennen.',
    },
    {
      examples: [
        { de: 'Der Zug kommt um acht.', en: 'Subjekt im Nominativ: der Zug.' },
        { de: 'Mein Bruder ist ein guter Koch.', en: 'Nach „sein“ zweimal Nominativ.' },
        { de: 'Sie wird Ärztin.', en: 'Nach „werden“ Nominativ.' },
      ],
    },
    { h2: 'Akkusativ: das direkte Objekt' },
    {
      p: 'Der Akkusativ markiert die Person oder Sache, die direkt von der Handlung betroffen ist: was man sieht, kauft, hat, braucht, liebt. Die meisten transitiven Verben haben ein Akkusativobjekt: {{haben}}, {{kaufen}}, {{brauchen}}, {{sehen}}, {{suchen}}, {{besuchen}}, {{lieben}}. Auch {{es gibt}} verlangt den Akkusativ.',
    },
    {
      examples: [
        { de: 'Ich brauche einen Termin.', en: 'Akkusativobjekt: einen Termin.' },
        { de: 'Wir besuchen unseren Onkel.', en: 'Possessivartikel im Akkusativ: unseren.' },
        { de: 'Gibt es hier einen Supermarkt?', en: '„es gibt“ + Akkusativ.' },
        { de: 'Ich arbeite jeden Tag.', en: 'Zeitangabe im Akkusativ.' },
      ],
    },
    {
      p: '**Präpositionen mit Akkusativ**: {{durch}}, {{für}}, {{gegen}}, {{ohne}}, {{um}} und {{bis}}. Eine klassische Merkhilfe ist das Fantasiewort „DOGFU“: {{durch}}, {{ohne}}, {{gegen}}, {{für}}, {{um}}.',
    },
    {
      examples: [
        { de: 'Das Geschenk ist für meinen Vater.', en: '„für“ + Akkusativ.' },
        { de: 'Wir gehen ohne unseren Hund spazieren.', en: '„ohne“ + Akkusativ.' },
      ],
    },
    { h2: 'Dativ: der Empfänger' },
    {
      p: 'Der Dativ markiert die Person, die etwas bekommt oder einen Nutzen davon hat. Bei Verben wie {{geben}}, {{schenken}}, {{zeigen}}, {{schicken}} und {{erklären}} steht die Person im Dativ und die Sache im Akkusativ.',
    },
    {
      examples: [
        { de: 'Ich gebe dem Kind einen Apfel.', en: 'Person im Dativ, Sache im Akkusativ.' },
        { de: 'Sie zeigt der Kollegin das Büro.', en: 'Dativ feminin: der Kollegin.' },
        { de: 'Wir schenken den Eltern eine Reise.', en: 'Dativ Plural: den Eltern.' },
      ],
    },
    {
      p: '**Verben, die nur ein Dativobjekt haben**, muss man einfach lernen: {{helfen}}, {{danken}}, {{antworten}}, {{gefallen}}, {{gehören}}, {{schmecken}}, {{passen}}, {{gratulieren}}, {{fehlen}}. Auch viele Gefühle und Zustände stehen mit Dativ: {{Mir ist kalt}}, {{Wie geht es dir?}}',
    },
    {
      examples: [
        { de: 'Kannst du mir helfen?', en: '„helfen“ + Dativ: mir.' },
        { de: 'Das Kleid gefällt meiner Schwester.', en: '„gefallen“ + Dativ: meiner Schwester.' },
        { de: 'Wem gehört die Tasche? – Sie gehört dem Lehrer.', en: '„gehören“ + Dativ: dem Lehrer.' },
      ],
    },
    {
      p: '**Präpositionen mit Dativ**: {{aus}}, {{bei}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}, {{gegenüber}}. Verschmelzungen sind häufig: {{zum}} ({{zu dem}}), {{zur}} ({{zu der}}), {{beim}}, {{vom}}.',
    },
    {
      examples: [
        { de: 'Ich fahre mit dem Fahrrad zur Arbeit.', en: '„mit“ und „zu“ + Dativ.' },
        { de: 'Seit einem Jahr wohne ich bei meiner Tante.', en: '„seit“ und „bei“ + Dativ.' },
      ],
    },
    { h2: 'Genitiv: der Besitz' },
    {
      p: 'Der Genitiv antwortet auf {{Wessen?}}. Maskuline und neutrale Nomen bekommen **-s** oder, meist nach einer Silbe, **-es**: {{des Vaters}}, {{des Kindes}}. Bei Namen hängt man nur -s ohne Apostroph an: {{Annas Auto}}. In der Alltagssprache wird der Genitiv oft durch {{von}} + Dativ ersetzt ({{das Auto von meinem Vater}}), in der Schriftsprache ist er aber der Standard.',
    },
    {
      examples: [
        { de: 'Das ist das Haus meiner Eltern.', en: 'Genitiv Plural: meiner Eltern.' },
        { de: 'Der Name des Hotels ist schwer.', en: 'Genitiv neutral: des Hotels.' },
        { de: 'Wegen des Regens bleiben wir zu Hause.', en: '„wegen“ + Genitiv.' },
      ],
    },
    {
      p: 'Präpositionen mit Genitiv, vor allem in der Schriftsprache: {{wegen}}, {{trotz}}, {{während}}, {{statt}}, {{innerhalb}}. Gesprochen hört man sie oft mit Dativ ({{wegen dem Regen}}); in Prüfungen ist der Genitiv die sichere Wahl.',
    },
    { h2: 'Wechselpräpositionen' },
    {
      p: 'Neun Präpositionen stehen mit beiden Fällen: {{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}. Fragen Sie **Wohin?** (Richtung, Bewegung zu einem Ort) → Akkusativ; **Wo?** (Ort, Position) → Dativ. Mehr dazu unter [Präpositionen und ihre Fälle](/articles/german-prepositions-with-cases).',
    },
    {
      examples: [
        { de: 'Ich lege das Buch auf den Tisch.', en: 'Wohin? → Akkusativ.' },
        { de: 'Das Buch liegt auf dem Tisch.', en: 'Wo? → Dativ.' },
      ],
    },
    { h2: 'Personalpronomen in den Fällen' },
    {
      table: {
        caption: 'Personalpronomen',
        head: ['Nominativ', 'Akkusativ', 'Dativ'],
        rows: [
          ['{{ich}}', '{{mich}}', '{{mir}}'],
          ['{{du}}', '{{dich}}', '{{dir}}'],
          ['{{er}}', '{{ihn}}', '{{ihm}}'],
          ['{{sie}}', '{{sie}}', '{{ihr}}'],
          ['{{es}}', '{{es}}', '{{ihm}}'],
          ['{{wir}}', '{{uns}}', '{{uns}}'],
          ['{{ihr}}', '{{euch}}', '{{euch}}'],
          ['{{sie}} / {{Sie}}', '{{sie}} / {{Sie}}', '{{ihnen}} / {{Ihnen}}'],
        ],
      },
    },
    {
      p: 'Reihenfolge zweier Objekte: Ein Dativnomen steht meist vor einem Akkusativnomen ({{Ich gebe dem Kind den Ball}}), ein Akkusativpronomen aber vor einem Dativpronomen ({{Ich gebe ihn ihm}}).',
    },
    { h2: 'Auch Nomen ändern sich: die n-Deklination' },
    {
      p: 'Eine Gruppe maskuliner Nomen – vor allem Personen und Tiere auf -e sowie lateinische Wörter auf -ent, -ant, -ist – bekommt in allen Fällen außer dem Nominativ Singular **-n** oder **-en**: {{der Junge}} → {{den Jungen}}, {{dem Jungen}}; {{der Student}} → {{den Studenten}}. Weitere sind {{der Kollege}}, {{der Kunde}}, {{der Nachbar}}, {{der Mensch}}, {{der Herr}} ({{Herrn}}), {{der Name}} ({{des Namens}}).',
    },
    {
      examples: [
        { de: 'Kennst du den Nachbarn?', en: 'n-Deklination im Akkusativ.' },
        { de: 'Ich schreibe Herrn Weber eine E-Mail.', en: 'n-Deklination im Dativ: Herrn.' },
      ],
    },
    { h2: 'In drei Schritten zum richtigen Fall' },
    {
      ol: [
        'Steht eine Präposition vor dem Nomen? Dann entscheidet die Präposition (Akkusativ, Dativ, Genitiv oder Wechselpräposition).',
        'Wenn nicht: Ist das Nomen das Subjekt oder steht es nach {{sein}}/{{werden}}? Dann Nominativ.',
        'Wenn nicht: Verlangt das Verb den Dativ ({{helfen}}, {{gefallen}} …) oder ist das Nomen der Empfänger? Dann Dativ. Sonst ist es das direkte Objekt: Akkusativ.',
      ],
    },
    {
      p: 'Die Fälle sind der Grund für die deutschen Adjektivendungen – der nächste Schritt ist [Adjektivendungen leicht gemacht](/articles/german-adjective-endings-made-simple). Wenn Sie beim Genus eines Nomens unsicher sind, beginnen Sie mit [der, die oder das?](/articles/der-die-das-noun-gender-rules). Zum Üben probieren Sie unsere [Grammatikübungen](/grammar) und [Quiz](/quizzes/).',
    },
  ],
};

export default translation;
