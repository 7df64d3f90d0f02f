import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-prepositions-with-cases',
  lang: 'de',
  body: [
    {
      p: 'Im Deutschen bestimmt die Präposition den Kasus des folgenden Nomens. {{mit}} steht immer mit Dativ, {{für}} immer mit Akkusativ – egal, welche Rolle das Nomen im Satz spielt. Das ist eine gute Nachricht: Wenn Sie den Kasus einer Präposition kennen, müssen Sie nie über die Rolle des Nomens nachdenken. Dieser Artikel ordnet die Präpositionen in Gruppen, erklärt die Wechselpräpositionen und zeigt, welche Präposition man für Orte und Zeiten verwendet. Die Artikelformen selbst finden Sie unter [Die deutschen Fälle erklärt](/articles/german-cases-explained).',
    },
    { h2: 'Die vier Gruppen auf einen Blick' },
    {
      table: {
        caption: 'Präpositionen nach Kasus',
        head: ['Kasus', 'Präpositionen'],
        rows: [
          ['Akkusativ', '{{bis}}, {{durch}}, {{für}}, {{gegen}}, {{ohne}}, {{um}}'],
          ['Dativ', '{{aus}}, {{außer}}, {{bei}}, {{gegenüber}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}'],
          ['Akkusativ oder Dativ (Wechselpräpositionen)', '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}'],
          ['Genitiv', '{{wegen}}, {{trotz}}, {{während}}, {{statt}}, {{innerhalb}}, {{außerhalb}}'],
        ],
      },
    },
    {
      tip: 'Viele Lernende merken sich die Listen als Sprechgesang oder Melodie: „durch, für, gegen, ohne, um“ und „aus, bei, mit, nach, seit, von, zu“. Sprechen Sie sie laut, bis sie sich wie ein Wort anfühlen – das funktioniert wirklich.',
    },
    { h2: 'Präpositionen mit Akkusativ' },
    {
      examples: [
        { de: 'Wir gehen durch den Park.', en: 'durch + Akkusativ.' },
        { de: 'Das Geschenk ist für deinen Bruder.', en: 'für + Akkusativ.' },
        { de: 'Ich bin gegen diese Idee.', en: 'gegen + Akkusativ.' },
        { de: 'Er kommt ohne seine Frau.', en: 'ohne + Akkusativ.' },
        { de: 'Wir sitzen um den Tisch. Der Film beginnt um acht.', en: 'um: räumlich (rund um) und für die Uhrzeit.' },
        { de: 'Der Kurs geht bis nächsten Freitag.', en: 'bis + Akkusativ, meist ohne Artikel.' },
      ],
    },
    { h2: 'Präpositionen mit Dativ' },
    {
      examples: [
        { de: 'Sie kommt aus der Türkei.', en: 'aus: Herkunft.' },
        { de: 'Außer meinem Bruder waren alle da.', en: 'außer: Ausnahme.' },
        { de: 'Ich wohne bei meinen Eltern.', en: 'bei: bei Personen wohnen oder sein.' },
        { de: 'Die Apotheke ist gegenüber dem Bahnhof.', en: 'gegenüber: auf der anderen Seite.' },
        { de: 'Ich fahre mit dem Bus.', en: 'mit: Verkehrsmittel, Begleitung.' },
        { de: 'Nach dem Essen trinken wir Kaffee.', en: 'nach: zeitlich „danach“.' },
        { de: 'Seit einem Monat lerne ich Deutsch.', en: 'seit: Beginn in der Vergangenheit, dauert noch an.' },
        { de: 'Das ist ein Brief von meiner Oma.', en: 'von: Absender, Herkunft.' },
        { de: 'Ich gehe zum Arzt.', en: 'zu: Richtung zu Personen und Einrichtungen.' },
      ],
    },
    { h2: 'Wechselpräpositionen: Wo? oder Wohin?' },
    {
      p: 'Neun Präpositionen können beide Fälle haben. Bei Orten entscheidet die Frage: **Wohin?** (Richtung, Bewegung zu einem neuen Ort) → **Akkusativ**; **Wo?** (Position oder Bewegung innerhalb desselben Ortes) → **Dativ**.',
    },
    {
      table: {
        caption: 'Wohin? (Akkusativ) und Wo? (Dativ)',
        head: ['Präposition', 'Wohin? → Akkusativ', 'Wo? → Dativ'],
        rows: [
          ['{{in}}', '{{Ich gehe in die Küche.}}', '{{Ich bin in der Küche.}}'],
          ['{{an}}', '{{Wir fahren an den See.}}', '{{Wir sind am See.}}'],
          ['{{auf}}', '{{Leg das Handy auf den Tisch.}}', '{{Das Handy liegt auf dem Tisch.}}'],
          ['{{über}}', '{{Ich hänge die Lampe über den Tisch.}}', '{{Die Lampe hängt über dem Tisch.}}'],
          ['{{unter}}', '{{Die Katze läuft unter das Bett.}}', '{{Die Katze schläft unter dem Bett.}}'],
          ['{{neben}}', '{{Setz dich neben mich!}}', '{{Sie sitzt neben mir.}}'],
          ['{{hinter}}', '{{Er stellt das Rad hinter das Haus.}}', '{{Das Rad steht hinter dem Haus.}}'],
          ['{{vor}}', '{{Ich stelle das Auto vor die Tür.}}', '{{Das Auto steht vor der Tür.}}'],
          ['{{zwischen}}', '{{Stell den Stuhl zwischen die Fenster.}}', '{{Der Stuhl steht zwischen den Fenstern.}}'],
        ],
      },
    },
    {
      p: 'Meist zeigt das Verb, welche Frage passt. Verben des **Hinstellens** sind Bewegungsverben und stehen mit Akkusativ: {{stellen}}, {{legen}}, {{setzen}}, {{hängen}}. Ihre Partner für das **Sich-Befinden** stehen mit Dativ: {{stehen}}, {{liegen}}, {{sitzen}}, {{hängen}}. Bewegung innerhalb eines Ortes zählt ebenfalls als Wo?: {{Wir laufen im Park}}.',
    },
    { h2: 'Verschmelzungen' },
    {
      p: 'Manche Präpositionen verschmelzen mit {{dem}}, {{das}} oder {{der}}. Die verschmolzenen Formen sind in gesprochener und geschriebener Sprache normal: {{am}} ({{an dem}}), {{ans}} ({{an das}}), {{im}} ({{in dem}}), {{ins}} ({{in das}}), {{beim}} ({{bei dem}}), {{vom}} ({{von dem}}), {{zum}} ({{zu dem}}), {{zur}} ({{zu der}}). Die volle Form nehmen Sie, wenn Sie den Artikel betonen oder einen Relativsatz anschließen: {{in dem Haus, das ich gekauft habe}}.',
    },
    { h2: 'Wohin? nach, zu, in, an, auf' },
    {
      table: {
        caption: 'Irgendwohin gehen oder fahren',
        head: ['Präposition', 'Verwendung', 'Beispiele'],
        rows: [
          ['{{nach}}', 'Städte und Länder ohne Artikel; nach Hause; Richtungen', '{{nach Wien}}, {{nach Spanien}}, {{nach Hause}}, {{nach links}}'],
          ['{{in}} + Akk.', 'Länder mit Artikel; Gebäude und Räume, die man betritt', '{{in die Schweiz}}, {{in die Türkei}}, {{ins Kino}}, {{in die Stadt}}'],
          ['{{zu}}', 'Personen; Geschäfte und Einrichtungen; Veranstaltungen', '{{zu meiner Freundin}}, {{zum Arzt}}, {{zur Post}}, {{zum Bahnhof}}'],
          ['{{an}} + Akk.', 'Gewässer, Ränder', '{{ans Meer}}, {{an den Strand}}, {{an die Ostsee}}'],
          ['{{auf}} + Akk.', 'offene Flächen, manche Veranstaltungen und öffentliche Gebäude', '{{auf den Markt}}, {{auf eine Party}}, {{aufs Land}}'],
        ],
      },
    },
    {
      table: {
        caption: 'Irgendwo sein – und von dort kommen',
        head: ['Wo?', 'Woher?'],
        rows: [
          ['{{in Wien}}, {{in der Schweiz}}, {{im Kino}}', '{{aus Wien}}, {{aus der Schweiz}}, {{aus dem Kino}}'],
          ['{{bei meiner Freundin}}, {{beim Arzt}}', '{{von meiner Freundin}}, {{vom Arzt}}'],
          ['{{am Meer}}, {{an der Ostsee}}', '{{vom Meer}}, {{von der Ostsee}}'],
          ['{{auf dem Markt}}, {{auf der Party}}', '{{vom Markt}}, {{von der Party}}'],
          ['{{zu Hause}}', '{{von zu Hause}}'],
        ],
      },
    },
    {
      p: 'Zwei feste Ausdrücke führen zu vielen Fehlern: {{nach Hause}} ist die Richtung, {{zu Hause}} der Ort.',
    },
    { h2: 'Präpositionen der Zeit' },
    {
      ul: [
        '{{um}} + Uhrzeit: {{um halb neun}}',
        '{{am}} + Tage, Daten, Tageszeiten: {{am Freitag}}, {{am 1. Mai}}, {{am Abend}} (aber {{in der Nacht}})',
        '{{im}} + Monate, Jahreszeiten: {{im August}}, {{im Winter}}',
        '{{seit}} + Dativ – Beginn in der Vergangenheit, dauert noch an: {{seit zwei Jahren}}',
        '{{vor}} + Dativ – Zeitpunkt in der Vergangenheit: {{vor drei Tagen}}',
        '{{in}} + Dativ – Zeitpunkt in der Zukunft: {{in einer Woche}}',
        '{{nach}} / {{vor}} + Dativ – danach / davor: {{nach der Arbeit}}, {{vor dem Essen}}',
        '{{ab}} – Beginn: {{ab Montag}}; {{von … bis}} – Zeitraum: {{von neun bis fünf}}',
        '{{während}} + Genitiv – Zeitraum: {{während des Urlaubs}}',
      ],
    },
    {
      p: 'Beachten Sie: Wechselpräpositionen in Zeitangaben ({{an}}, {{in}}, {{vor}}) stehen immer mit Dativ: {{vor einer Stunde}}, {{in zwei Tagen}}.',
    },
    { h2: 'Präpositionen mit Genitiv' },
    {
      p: 'Die Genitivpräpositionen gehören vor allem zur geschriebenen und formellen Sprache. Im Alltag verwenden viele Menschen {{wegen}}, {{trotz}} und {{während}} mit Dativ; in Prüfungen und formellen Texten nehmen Sie den Genitiv.',
    },
    {
      examples: [
        { de: 'Wegen des Streiks fahren heute keine Züge.', en: 'wegen + Genitiv: Grund.' },
        { de: 'Trotz des schlechten Wetters gehen wir wandern.', en: 'trotz + Genitiv: Gegengrund.' },
        { de: 'Bitte zahlen Sie innerhalb einer Woche.', en: 'innerhalb + Genitiv: Frist.' },
      ],
    },
    { h2: 'Feste Präpositionen bei Verben und Adjektiven' },
    {
      p: 'Gehört eine Präposition zu einem Verb oder Adjektiv, verliert sie ihre wörtliche Bedeutung, und Wechselpräpositionen haben dann einen festen Kasus, den man mit dem Verb lernen muss. Eine nützliche Faustregel: Bei {{auf}} und {{über}} ist der Kasus meist Akkusativ; bei {{an}}, {{in}} und {{vor}} gibt es keine sichere Regel.',
    },
    {
      table: {
        caption: 'Häufige Verbindungen',
        head: ['Akkusativ', 'Dativ'],
        rows: [
          ['{{warten auf}}, {{sich freuen auf}}', '{{teilnehmen an}}, {{zweifeln an}}'],
          ['{{denken an}}, {{sich erinnern an}}', '{{Angst haben vor}}, {{warnen vor}}'],
          ['{{sprechen über}}, {{sich ärgern über}}', '{{anfangen mit}}, {{fragen nach}}'],
          ['{{sich interessieren für}}, {{bitten um}}', '{{träumen von}}, {{gehören zu}}'],
        ],
      },
    },
    {
      p: 'Präpositionen gehen Hand in Hand mit Wortstellung und Fällen: siehe [Grundlagen der deutschen Wortstellung](/articles/german-word-order-basics) und den [Spickzettel A2](/articles/german-a2-cheat-sheet). Üben Sie sie in der Lektion zu komplexen Präpositionen unseres [A2-Grammatikkurses](/grammar/a2) und auf den [Arbeitsblättern](/worksheets).',
    },
  ],
};

export default translation;
