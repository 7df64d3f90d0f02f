import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-compound-nouns',
  lang: 'de',
  body: [
    {
      p: 'Das Deutsche ist berühmt für seine langen Wörter. Wo andere Sprachen mehrere getrennte Wörter schreiben – im Englischen etwa „bus stop“ –, klebt das Deutsche die Teile zusammen: {{die Bushaltestelle}}, {{die Kühlschranktür}}, {{der Führerschein}}. Für Lernende ist das keine Last, sondern ein Geschenk: Wenn Sie die Teile kennen, verstehen Sie das ganze Wort, und ein paar einfache Regeln verraten Ihnen auch sein Genus und seinen Plural.',
    },
    { h2: 'Regel 1: Der letzte Teil bestimmt' },
    {
      p: 'Ein Kompositum hat ein **Grundwort** – seinen letzten Teil – und davor ein oder mehrere Bestimmungswörter, die es genauer machen. Das Grundwort bestimmt drei Dinge: die **Grundbedeutung**, das **Genus** und den **Plural**. {{Die Haustür}} ist eine Art Tür ({{die Tür}}), deshalb ist sie feminin, und ihr Plural ist {{die Haustüren}}. {{Der Türgriff}} ist eine Art Griff ({{der Griff}}), deshalb ist er maskulin.',
    },
    {
      table: {
        caption: 'Das Grundwort bestimmt',
        head: ['Teile', 'Kompositum', 'Bedeutung'],
        rows: [
          ['{{das Haus}} + {{die Tür}}', '{{die Haustür}}', 'Eingangstür eines Hauses'],
          ['{{die Tür}} + {{der Griff}}', '{{der Türgriff}}', 'Griff zum Öffnen der Tür'],
          ['{{der Apfel}} + {{der Saft}}', '{{der Apfelsaft}}', 'Saft aus Äpfeln'],
          ['{{die Hand}} + {{der Schuh}}', '{{der Handschuh}}', 'wärmt die Hand'],
          ['{{der Kühlschrank}} + {{die Tür}}', '{{die Kühlschranktür}}', 'Tür des Kühlschranks'],
          ['{{das Kind}} + {{der Garten}}', '{{der Kindergarten}}', 'Einrichtung für kleine Kinder'],
        ],
      },
    },
    {
      p: 'Weil das Grundwort am Ende steht, liest man ein Kompositum **von rechts nach links**: {{der Blumentopf}} ist ein Topf (für Blumen), keine Blume. Tauschen Sie die Teile, entsteht etwas anderes: {{die Hausschuhe}} sind Schuhe für zu Hause, {{das Schuhhaus}} dagegen ist ein Schuhgeschäft.',
    },
    { h2: 'Was sich verbinden lässt' },
    {
      ul: [
        '**Nomen + Nomen** – die größte Gruppe: {{der Bahnhof}}, {{das Wochenende}}, {{der Kartoffelsalat}}, {{die Tageszeitung}}.',
        '**Adjektiv + Nomen**: {{die Großstadt}} (große Stadt), {{das Kleingeld}} (Münzen), {{der Rotwein}} (roter Wein), {{die Kurzgeschichte}} (kurze Erzählung).',
        '**Verbstamm + Nomen**: {{der Schreibtisch}} (von {{schreiben}}), {{die Waschmaschine}} (von {{waschen}}), {{das Esszimmer}} (von {{essen}}), {{das Fahrrad}} (von {{fahren}}).',
        '**Präposition oder Adverb + Nomen**: {{der Nachmittag}} (nach dem Mittag), {{der Vorort}} (Ort am Rand einer Stadt), {{die Unterschrift}} (der Name unter einem Text).',
        '**mehrere Nomen**: {{der Hauptbahnhof}} (wichtigster Bahnhof), {{der Fahrkartenautomat}} (Automat für Fahrkarten), {{die Krankenversicherungskarte}} (Karte der Krankenversicherung).',
      ],
    },
    { h2: 'Der Kleber: Fugenelemente' },
    {
      p: 'Oft werden die Teile direkt verbunden ({{die Haustür}}). Viele Komposita haben aber zwischen den Teilen einen verbindenden Laut, die Fuge ({{das Fugenelement}}) – meist **-s-** oder **-(e)n-**. Eine vollständige Regel gibt es nicht, aber einige Muster sind sehr zuverlässig.',
    },
    {
      table: {
        caption: 'Fugenelemente',
        head: ['Fuge', 'Wann', 'Beispiele'],
        rows: [
          ['-s-', 'nach -ung, -heit, -keit, -schaft, -ion, -tät und nach vielen maskulinen und neutralen Nomen', '{{der Wohnungsschlüssel}}, {{das Gesundheitsamt}}, {{der Arbeitsplatz}}, {{der Geburtstag}}'],
          ['-n- / -en-', 'nach vielen femininen Nomen auf -e und nach schwachen Maskulina', '{{die Straßenbahn}}, {{die Sonnenbrille}}, {{der Krankenwagen}}'],
          ['-er-', 'oft, wenn der Plural auf -er endet', '{{das Kinderzimmer}}, {{der Bilderrahmen}}'],
          ['-e-', 'nach einigen einsilbigen Nomen', '{{die Hundehütte}}, {{das Pferderennen}}'],
          ['keine Fuge', 'sehr häufig', '{{die Haustür}}, {{der Tischnachbar}}, {{das Schlafzimmer}}'],
          ['-e fällt weg', 'manche Nomen auf -e verlieren es', '{{die Schule}} → {{das Schulbuch}}, {{die Kirche}} → {{der Kirchturm}}'],
        ],
      },
    },
    {
      tip: 'Das Fugen-s ist kein Genitiv und kein Plural; es macht das Wort nur leichter auszusprechen. „Verbessern“ Sie {{der Geburtstag}} also nicht zu einem Plural oder Genitiv – lernen Sie jedes Kompositum als ein Wort mit seinem Artikel.',
    },
    { h2: 'Betonung und Aussprache' },
    {
      p: 'In den meisten Komposita trägt der **erste** Teil die Hauptbetonung: HAUStür, KINdergarten, APfelsaft. Wenn Sie Komposita mit der richtigen Betonung aussprechen, versteht man lange Wörter viel leichter – Sie selbst und Ihr Gegenüber.',
    },
    { h2: 'Ein Wort, Bindestrich oder zwei Wörter?' },
    {
      p: 'Deutsche Komposita schreibt man als **ein Wort**. Sie wie im Englischen getrennt zu schreiben, ist ein Fehler: „Haus Tür“ ✗ → {{Haustür}} ✓. Einen Bindestrich setzt man in einigen Fällen:',
    },
    {
      ul: [
        'bei einzelnen Buchstaben, Abkürzungen und Ziffern: {{die U-Bahn}}, {{die E-Mail}}, {{die Kfz-Steuer}}, {{die 3-Zimmer-Wohnung}};',
        'um ein sehr langes oder unübersichtliches Wort lesbarer zu machen: {{die Ich-Form}}, {{der Musiker-Alltag}};',
        'bei vielen englischen Wörtern: {{das Online-Angebot}}, wobei {{das Onlineangebot}} ebenfalls richtig ist.',
      ],
    },
    { h2: 'So lesen Sie ein wirklich langes Wort' },
    {
      p: 'Zerlegen Sie es vom Ende her. Suchen Sie das letzte Nomen, das Sie kennen, und arbeiten Sie sich Teil für Teil nach vorne.',
    },
    {
      examples: [
        { de: 'die Geschwindigkeitsbegrenzung', en: 'Geschwindigkeit + s + Begrenzung: die höchste erlaubte Geschwindigkeit.' },
        { de: 'die Haftpflichtversicherung', en: 'Haftpflicht + Versicherung: zahlt, wenn man anderen einen Schaden verursacht.' },
        { de: 'die Donaudampfschifffahrtsgesellschaft', en: 'Donau + Dampf + Schiff + Fahrt + s + Gesellschaft: Firma für Dampfschiffe auf der Donau (ein berühmtes Scherzwort).' },
      ],
    },
    {
      p: 'Beachten Sie die drei f in {{Schifffahrt}}: Seit der Rechtschreibreform schreibt man alle drei, wenn in einem Kompositum drei gleiche Buchstaben zusammentreffen ({{Schiff}} + {{Fahrt}}). Zur besseren Lesbarkeit ist ein Bindestrich erlaubt: {{Schiff-Fahrt}}.',
    },
    { h2: 'Nützliche Komposita nach Themen' },
    {
      table: {
        caption: 'Komposita im Alltag',
        head: ['Thema', 'Komposita'],
        rows: [
          ['Wohnung', '{{das Schlafzimmer}}, {{das Badezimmer}}, {{der Kühlschrank}}, {{die Waschmaschine}}, {{der Staubsauger}}'],
          ['Stadt', '{{der Bahnhof}}, {{die Haltestelle}}, {{die Fußgängerzone}}, {{der Stadtplan}}, {{der Radweg}}'],
          ['Zeit', '{{das Wochenende}}, {{der Geburtstag}}, {{der Nachmittag}}, {{die Jahreszeit}}, {{der Feierabend}}'],
          ['Essen', '{{der Apfelsaft}}, {{das Frühstück}}, {{der Kartoffelsalat}}, {{das Rindfleisch}}, {{der Rotwein}}'],
          ['Arbeit', '{{der Arbeitsplatz}}, {{der Lebenslauf}}, {{der Arbeitsvertrag}}, {{der Schreibtisch}}, {{der Führerschein}}'],
          ['Lieblingsdinge', '{{die Lieblingsfarbe}}, {{das Lieblingsessen}}, {{die Handynummer}}'],
        ],
      },
    },
    { h2: 'Eigene Komposita bilden' },
    {
      p: 'Im Deutschen entstehen jeden Tag neue Komposita, und Sie können auch welche bilden – mit Vorsicht. Verbindungen mit {{Lieblings-}} funktionieren immer ({{mein Lieblingsbuch}}), ebenso viele naheliegende Paare aus Nomen + Nomen. Bei weniger naheliegenden Wörtern prüfen Sie zuerst, ob man sie wirklich verwendet; sonst sagen Sie es mit einer Präposition: {{eine Tasse für Kaffee}} versteht jeder, auch wenn {{die Kaffeetasse}} das übliche Wort ist.',
    },
    {
      examples: [
        { de: 'Mein Lieblingsessen ist Kartoffelsalat.', en: 'Lieblings- + Essen; Kartoffel + Salat.' },
        { de: 'Der Fahrkartenautomat am Hauptbahnhof ist kaputt.', en: 'Fahrkarte + n + Automat; Haupt + Bahnhof.' },
        { de: 'Hast du deinen Wohnungsschlüssel dabei?', en: 'Wohnung + s + Schlüssel: Fugen-s nach -ung.' },
      ],
    },
    {
      p: 'Komposita machen das Genus leichter: siehe [der, die oder das?](/articles/der-die-das-noun-gender-rules). Komposita rund ums Essen sammelt der Artikel [Wortschatz rund um Essen und Kochen](/articles/food-and-cooking-vocabulary), solche aus dem Beruf der Artikel [Wortschatz für den Beruf](/articles/german-workplace-vocabulary). Weitere Themenlisten finden Sie in unserem [Wortschatzbereich](/words).',
    },
  ],
};

export default translation;
