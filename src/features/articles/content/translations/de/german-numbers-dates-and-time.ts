import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-numbers-dates-and-time',
  lang: 'de',
  body: [
    {
      p: 'Zahlen begegnen Ihnen vom ersten Tag an in einem deutschsprachigen Land: Preise beim Bäcker, Gleisnummern, Ihr Geburtsdatum im Formular, die Uhrzeit eines Termins. Deutsche Zahlen haben zwei berühmte Besonderheiten – die Einer stehen **vor** den Zehnern, und „halb drei“ bedeutet 2:30 –, aber sonst sind sie sehr regelmäßig. Dieser Leitfaden führt Sie vom Zählen bis zu Datum und Uhrzeit, mit den Redemitteln, die Sie dafür brauchen.',
    },
    { h2: 'Die Zahlen von 0 bis 20' },
    {
      table: {
        caption: 'Die Grundzahlen',
        head: ['Zahl', 'Deutsch', 'Zahl', 'Deutsch', 'Zahl', 'Deutsch'],
        rows: [
          ['0', '{{null}}', '7', '{{sieben}}', '14', '{{vierzehn}}'],
          ['1', '{{eins}}', '8', '{{acht}}', '15', '{{fünfzehn}}'],
          ['2', '{{zwei}}', '9', '{{neun}}', '16', '{{sechzehn}}'],
          ['3', '{{drei}}', '10', '{{zehn}}', '17', '{{siebzehn}}'],
          ['4', '{{vier}}', '11', '{{elf}}', '18', '{{achtzehn}}'],
          ['5', '{{fünf}}', '12', '{{zwölf}}', '19', '{{neunzehn}}'],
          ['6', '{{sechs}}', '13', '{{dreizehn}}', '20', '{{zwanzig}}'],
        ],
      },
    },
    {
      p: 'Achten Sie auf kleine Änderungen in der Schreibung: {{sechs}} verliert sein s in {{sechzehn}} und {{sechzig}}, und {{sieben}} verliert -en in {{siebzehn}} und {{siebzig}}. Beim Zählen heißt 1 {{eins}}; vor einem Nomen wird daraus der Artikel {{ein}} oder {{eine}}: {{ein Kaffee}}, {{eine Stunde}}. Am Telefon und bei Lautsprecherdurchsagen hören Sie oft {{zwo}} statt {{zwei}}, damit man es nicht mit {{drei}} verwechselt.',
    },
    { h2: 'Die Zehner und die „verdrehten“ Zahlen' },
    {
      p: 'Die Zehner heißen {{zwanzig}}, {{dreißig}} (mit ß, nicht -zig), {{vierzig}}, {{fünfzig}}, {{sechzig}}, {{siebzig}}, {{achtzig}}, {{neunzig}}. Zwischen den Zehnern nennt das Deutsche zuerst den Einer, dann {{und}}, dann den Zehner – und schreibt alles als ein Wort.',
    },
    {
      examples: [
        { de: 'einundzwanzig', en: '21: zuerst die Eins, dann die Zwanzig.' },
        { de: 'zweiunddreißig', en: '32: zwei und dreißig.' },
        { de: 'fünfundvierzig', en: '45: fünf und vierzig.' },
        { de: 'neunundneunzig', en: '99: neun und neunzig.' },
      ],
    },
    {
      p: 'Größere Zahlen folgen demselben Muster: {{hundert}} (oder {{einhundert}}), {{tausend}}, {{eine Million}}. 123 heißt {{einhundertdreiundzwanzig}}: hundert, dann drei und zwanzig. Unter einer Million schreibt man alles in einem Wort; {{Million}} und {{Milliarde}} (tausend Millionen) sind eigene Nomen mit Plural ({{zwei Millionen}}).',
    },
    {
      tip: 'Sie sollen Zahlen aufschreiben, die jemand diktiert? Hören Sie erst die ganze Zahl, bevor Sie schreiben. Bei 47 schreiben Sie zuerst die 7 und setzen dann die 4 davor – vielen Lernenden fällt das leichter, als die Zahl im Kopf zu behalten.',
    },
    { h2: 'Komma, Punkt und Preise' },
    {
      p: 'Im Deutschen sind Komma und Punkt anders verteilt als im Englischen. Das Dezimalzeichen ist ein Komma ({{Komma}}), und große Zahlen gliedert man mit einem Punkt oder einem Leerzeichen: 2,5 bedeutet zweieinhalb, und 1.000 (oder 1 000) bedeutet tausend. Preise liest man mit {{Euro}} in der Mitte:',
    },
    {
      examples: [
        { de: 'Das kostet 2,50 €. – zwei Euro fünfzig', en: 'Preis: erst die Euro, dann die Cent.' },
        { de: 'Der Kaffee kostet 3,20 €. – drei Euro zwanzig', en: 'Das Wort „Cent“ sagt man meist nicht.' },
        { de: 'Die Temperatur ist 1,5 Grad. – eins Komma fünf Grad', en: 'Dezimalzahl: Man liest das Komma mit.' },
        { de: 'Was kostet das? – Wie viel kostet das?', en: 'Zwei Fragen nach dem Preis.' },
      ],
    },
    { h2: 'Ordnungszahlen: erste, zweite, dritte' },
    {
      p: 'Ordnungszahlen bildet man bis 19 mit **-te** und ab 20 mit **-ste**. Nur wenige sind unregelmäßig. Geschrieben zeigt ein Punkt nach der Zahl die Ordnungszahl an: {{der 3. Mai}} liest man {{der dritte Mai}}. Ordnungszahlen bekommen Adjektivendungen wie jedes Adjektiv ({{am dritten Mai}}, {{im ersten Stock}}).',
    },
    {
      table: {
        caption: 'Ordnungszahlen',
        head: ['Zahl', 'Ordnungszahl', 'Hinweis'],
        rows: [
          ['1.', '{{der erste}}', 'unregelmäßig'],
          ['2.', '{{der zweite}}', ''],
          ['3.', '{{der dritte}}', 'unregelmäßig'],
          ['4.', '{{der vierte}}', ''],
          ['7.', '{{der siebte}}', 'verkürzt'],
          ['8.', '{{der achte}}', 'nur ein t'],
          ['19.', '{{der neunzehnte}}', '-te bis 19'],
          ['20.', '{{der zwanzigste}}', '-ste ab 20'],
          ['31.', '{{der einunddreißigste}}', ''],
        ],
      },
    },
    { h2: 'Tage, Monate und Jahreszeiten' },
    {
      p: 'Alle Tage, Monate und Jahreszeiten sind maskulin. Bei Tagen und Daten sagt man {{am}}, bei Monaten und Jahreszeiten {{im}}.',
    },
    {
      table: {
        caption: 'Der Kalender',
        head: ['Tage', 'Monate', 'Jahreszeiten'],
        rows: [
          ['{{der Montag}}', '{{der Januar}}, {{der Februar}}, {{der März}}', '{{der Frühling}}'],
          ['{{der Dienstag}}', '{{der April}}, {{der Mai}}, {{der Juni}}', '{{der Sommer}}'],
          ['{{der Mittwoch}}', '{{der Juli}}, {{der August}}, {{der September}}', '{{der Herbst}}'],
          ['{{der Donnerstag}}, {{der Freitag}}', '{{der Oktober}}, {{der November}}, {{der Dezember}}', '{{der Winter}}'],
          ['{{der Samstag}}, {{der Sonntag}}', '', ''],
        ],
      },
    },
    {
      examples: [
        { de: 'Am Montag habe ich einen Termin.', en: 'Tag: „am“.' },
        { de: 'Im Juli fahren wir ans Meer.', en: 'Monat: „im“.' },
        { de: 'Im Winter ist es oft kalt.', en: 'Jahreszeit: „im“.' },
        { de: 'Am Wochenende schlafe ich lange.', en: 'Wochenende: „am“.' },
      ],
    },
    {
      p: 'Im Norden Deutschlands hören Sie für Samstag auch {{Sonnabend}}. In Österreich heißt der Januar oft {{Jänner}}. Ein Tag, kleingeschrieben und mit -s, bedeutet „jedes Mal an diesem Tag“: {{montags}} (an jedem Montag), {{abends}} (an jedem Abend).',
    },
    { h2: 'Datum und Jahreszahlen' },
    {
      p: 'Im Deutschen schreibt man das Datum als Tag, Monat, Jahr, getrennt durch Punkte: 03.05.2025 ist der 3. Mai, nie der 5. März. Um zu sagen, welches Datum ist, nimmt man den Nominativ; um zu sagen, wann etwas passiert, nimmt man {{am}} und die Endung -en.',
    },
    {
      examples: [
        { de: 'Welches Datum ist heute? – Heute ist der dritte Mai.', en: 'Welches Datum: Nominativ, „der dritte“.' },
        { de: 'Der Wievielte ist heute? – Heute ist der Dritte.', en: 'Umgangssprachliche Frage nach dem Datum.' },
        { de: 'Wann hast du Geburtstag? – Am zwölften Oktober.', en: 'Wann: „am“ + Endung -en.' },
        { de: 'Ich bin am 14. Februar 1999 geboren.', en: 'Geburtsdatum mit „am“; Jahr ohne Präposition.' },
      ],
    },
    {
      p: 'Jahreszahlen von 1100 bis 1999 liest man in Hunderten: 1999 heißt {{neunzehnhundertneunundneunzig}}. Andere Jahre liest man in Tausendern: 1066 heißt {{tausendsechsundsechzig}}, 2025 heißt {{zweitausendfünfundzwanzig}}. Nennen Sie das Jahr entweder allein ({{2025 war ein gutes Jahr}}) oder mit {{im Jahr}} ({{im Jahr 2025}}). Übersetzen Sie das englische „in 2025“ nicht Wort für Wort – „in 2025“ ist kein Standarddeutsch.',
    },
    { h2: 'Die Uhrzeit: offiziell' },
    {
      p: 'Fahrpläne, Radio, Ämter und Termine verwenden die 24-Stunden-Uhr. Man nennt die Stunde, dann {{Uhr}}, dann die Minuten. So zu sprechen ist am sichersten, weil es niemand missverstehen kann.',
    },
    {
      examples: [
        { de: 'Wie spät ist es? – Es ist vierzehn Uhr dreißig.', en: 'Offizielle Uhrzeit: Stunde, „Uhr“, Minuten.' },
        { de: 'Wie viel Uhr ist es? – Es ist acht Uhr fünfzehn.', en: 'Die zweite Frage nach der Uhrzeit.' },
        { de: 'Der Zug fährt um 17:05 Uhr ab.', en: 'Gelesen: siebzehn Uhr fünf.' },
        { de: 'Um wie viel Uhr beginnt der Kurs? – Um neun Uhr.', en: 'Zeitpunkt: „um“.' },
      ],
    },
    { h2: 'Die Uhrzeit: im Alltag' },
    {
      p: 'Im Gespräch verwendet man die 12-Stunden-Uhr mit {{nach}}, {{vor}}, {{Viertel}} und {{halb}}. Die Falle für viele Lernende: {{halb}} blickt **nach vorn** auf die nächste Stunde. {{Halb drei}} heißt „auf halbem Weg zu drei“, also 2:30, nicht 3:30.',
    },
    {
      table: {
        caption: 'Uhrzeiten im Alltag',
        head: ['Uhrzeit', 'Deutsch', 'So ist es gemeint'],
        rows: [
          ['2:00', '{{zwei Uhr}} / {{zwei}}', 'volle Stunde'],
          ['2:05', '{{fünf nach zwei}}', '5 Minuten nach 2:00'],
          ['2:15', '{{Viertel nach zwei}}', '15 Minuten nach 2:00'],
          ['2:20', '{{zwanzig nach zwei}} / {{zehn vor halb drei}}', '10 Minuten vor 2:30'],
          ['2:30', '{{halb drei}}', 'die halbe Stunde vor 3:00'],
          ['2:35', '{{fünf nach halb drei}}', '5 Minuten nach 2:30'],
          ['2:45', '{{Viertel vor drei}}', '15 Minuten vor 3:00'],
          ['2:55', '{{fünf vor drei}}', '5 Minuten vor 3:00'],
        ],
      },
    },
    {
      p: 'In Teilen Ost- und Süddeutschlands und in Österreich hören Sie auch {{viertel drei}} für 2:15 und {{dreiviertel drei}} für 2:45 – auch hier zählt man auf die nächste Stunde hin. Im Zweifel fragen Sie nach oder nehmen die offizielle Form. Um klarzumachen, welche Tageszeit Sie meinen, ergänzen Sie {{morgens}}, {{vormittags}}, {{mittags}}, {{nachmittags}}, {{abends}} oder {{nachts}}: {{um acht Uhr abends}}.',
    },
    { h2: 'Nützliche Wörter rund um die Zeit' },
    {
      ul: [
        '{{die Uhr}} ist das Gerät und das Wort in der Uhrzeit; {{die Stunde}} ist eine Zeitspanne von 60 Minuten: {{Der Film dauert zwei Stunden}}.',
        '{{heute}}, {{morgen}} (der nächste Tag), {{gestern}} (der Tag davor), {{übermorgen}} (in zwei Tagen), {{vorgestern}} (vor zwei Tagen).',
        '{{morgen früh}} (morgen am Morgen), {{heute Abend}} (am Abend dieses Tages), {{jeden Tag}} (immer, täglich).',
        '{{die Minute}}, {{die Sekunde}}, {{die Woche}}, {{der Monat}}, {{das Jahr}}.',
        '{{pünktlich}} (genau zur richtigen Zeit), {{zu spät}} (nach der richtigen Zeit), {{früh}} (zeitig, am Anfang).',
      ],
    },
    {
      tip: 'Üben Sie im echten Leben: Lesen Sie eine Woche lang jeden Preis, jedes Gleis und jede Uhr, die Sie sehen, laut auf Deutsch. Weitere Wortlisten finden Sie im [Wortschatzbereich](/words), Alltagssätze bei den [Redewendungen](/phrases). Der [A1-Spickzettel](/articles/german-a1-cheat-sheet) verbindet Zahlen und Uhrzeit mit der ersten Grammatik, die Sie brauchen.',
    },
  ],
};

export default translation;
