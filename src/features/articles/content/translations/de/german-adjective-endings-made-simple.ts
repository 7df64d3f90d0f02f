import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-adjective-endings-made-simple',
  lang: 'de',
  body: [
    {
      p: 'Adjektivendungen haben einen furchterregenden Ruf: drei Tabellen mit je sechzehn Formen. Aber sie folgen alle **einer Idee**, und wenn Sie diese erkennen, können Sie fast jede Endung herleiten, statt sie auswendig zu lernen. Dieser Artikel erklärt die Idee, gibt Ihnen die drei Tabellen zum Nachschlagen und nennt die wenigen Sonderfälle. Die Artikel in den vier Fällen sollten Sie schon kennen – wenn nicht, beginnen Sie mit [Die deutschen Fälle erklärt](/articles/german-cases-explained).',
    },
    { h2: 'Zuerst: Wann gibt es gar keine Endung?' },
    {
      p: 'Ein Adjektiv bekommt nur dann eine Endung, wenn es **vor einem Nomen** steht. Nach {{sein}}, {{werden}} oder {{bleiben}} und als Adverb ändert es sich nie.',
    },
    {
      examples: [
        { de: 'Der Kaffee ist heiß.', en: 'Nach „sein“: keine Endung.' },
        { de: 'Der heiße Kaffee steht auf dem Tisch.', en: 'Vor dem Nomen: Endung -e.' },
        { de: 'Sie singt schön.', en: 'Als Adverb: keine Endung.' },
      ],
    },
    { h2: 'Die eine Idee: Das Signal erscheint einmal' },
    {
      p: 'Jede Nominalgruppe muss ihr Genus und ihren Kasus **einmal** deutlich zeigen. Die deutlichen Signale sind die Endungen des bestimmten Artikels: **-r** ({{der}}), **-e** ({{die}}), **-s** ({{das}}), **-n** ({{den}}), **-m** ({{dem}}). Zeigt der Artikel das Signal schon, entspannt sich das Adjektiv und bekommt ein schlichtes **-e** oder **-en**. Zeigt der Artikel es nicht – oder gibt es keinen Artikel –, trägt das Adjektiv das Signal selbst.',
    },
    {
      examples: [
        { de: 'der alte Mann', en: 'der zeigt -r → das Adjektiv entspannt sich: -e' },
        { de: 'ein alter Mann', en: 'ein zeigt nichts → das Adjektiv zeigt -r' },
        { de: 'das neue Auto – ein neues Auto', en: 'das zeigt -s; ein nicht, also zeigt es das Adjektiv' },
        { de: 'kalter Kaffee, kaltes Wasser, kalte Milch', en: 'kein Artikel → das Adjektiv zeigt das Signal' },
      ],
    },
    {
      tip: 'Eine zweite Abkürzung: Nach jedem Artikel ist die Endung im ganzen Dativ, im ganzen Genitiv, im ganzen Plural und im Akkusativ maskulin **-en**. Nachdenken müssen Sie nur an den übrigen fünf Stellen – und dort ist die Endung -e oder nach {{ein}} das Signal -r/-s.',
    },
    { h2: 'Tabelle 1: nach der, die, das (und dieser, jeder, welcher)' },
    {
      p: 'Der bestimmte Artikel zeigt immer das Signal, deshalb bekommt das Adjektiv nur **-e** oder **-en**. Dieselben Endungen stehen nach {{dieser}}, {{jener}}, {{jeder}}, {{welcher}}, {{mancher}} und im Plural nach {{alle}}.',
    },
    {
      table: {
        caption: 'Nach dem bestimmten Artikel',
        head: ['Kasus', 'Maskulin', 'Feminin', 'Neutral', 'Plural'],
        rows: [
          ['Nominativ', '{{der alte Mann}}', '{{die alte Frau}}', '{{das alte Haus}}', '{{die alten Leute}}'],
          ['Akkusativ', '{{den alten Mann}}', '{{die alte Frau}}', '{{das alte Haus}}', '{{die alten Leute}}'],
          ['Dativ', '{{dem alten Mann}}', '{{der alten Frau}}', '{{dem alten Haus}}', '{{den alten Leuten}}'],
          ['Genitiv', '{{des alten Mannes}}', '{{der alten Frau}}', '{{des alten Hauses}}', '{{der alten Leute}}'],
        ],
      },
    },
    { h2: 'Tabelle 2: nach ein, kein und mein' },
    {
      p: 'Meistens sieht {{ein}} aus wie {{der}} ({{einen}}, {{einem}}, {{einer}}), deshalb bekommt das Adjektiv dieselben Endungen -e/-en wie in Tabelle 1. Es gibt nur **drei Stellen**, an denen {{ein}} keine Endung hat: Nominativ maskulin sowie Nominativ und Akkusativ neutral. Dort zeigt das Adjektiv das Signal: {{ein alter Mann}}, {{ein altes Haus}}. Dieselben Endungen stehen nach {{kein}} und allen Possessivartikeln ({{mein}}, {{dein}}, {{unser}} …), auch im Plural.',
    },
    {
      table: {
        caption: 'Nach dem unbestimmten Artikel und Possessivartikeln',
        head: ['Kasus', 'Maskulin', 'Feminin', 'Neutral', 'Plural (nach mein)'],
        rows: [
          ['Nominativ', '{{ein alter Mann}}', '{{eine alte Frau}}', '{{ein altes Haus}}', '{{meine alten Freunde}}'],
          ['Akkusativ', '{{einen alten Mann}}', '{{eine alte Frau}}', '{{ein altes Haus}}', '{{meine alten Freunde}}'],
          ['Dativ', '{{einem alten Mann}}', '{{einer alten Frau}}', '{{einem alten Haus}}', '{{meinen alten Freunden}}'],
          ['Genitiv', '{{eines alten Mannes}}', '{{einer alten Frau}}', '{{eines alten Hauses}}', '{{meiner alten Freunde}}'],
        ],
      },
    },
    { h2: 'Tabelle 3: ohne Artikel' },
    {
      p: 'Ohne Artikel – bei nicht zählbaren Nomen, im Plural ohne Artikel, nach Zahlen, in Grüßen und auf Speisekarten – übernimmt das Adjektiv die Endungen des bestimmten Artikels selbst. Die einzige Ausnahme ist der seltene Genitiv maskulin und neutral: Dort hat das Nomen schon -s, deshalb bekommt das Adjektiv -en.',
    },
    {
      table: {
        caption: 'Ohne Artikel',
        head: ['Kasus', 'Maskulin', 'Feminin', 'Neutral', 'Plural'],
        rows: [
          ['Nominativ', '{{kalter Kaffee}}', '{{kalte Milch}}', '{{kaltes Wasser}}', '{{kalte Getränke}}'],
          ['Akkusativ', '{{kalten Kaffee}}', '{{kalte Milch}}', '{{kaltes Wasser}}', '{{kalte Getränke}}'],
          ['Dativ', '{{kaltem Kaffee}}', '{{kalter Milch}}', '{{kaltem Wasser}}', '{{kalten Getränken}}'],
          ['Genitiv', '{{kalten Kaffees}}', '{{kalter Milch}}', '{{kalten Wassers}}', '{{kalter Getränke}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Liebe Grüße aus Hamburg!', en: 'Gruß ohne Artikel: liebe (Plural, Akkusativ).' },
        { de: 'Ich trinke gern heißen Tee mit frischer Minze.', en: 'Akkusativ maskulin -en; Dativ feminin -er.' },
        { de: 'Wir suchen eine Wohnung mit großem Balkon.', en: 'Dativ maskulin ohne Artikel: -em.' },
        { de: 'Zwei kleine Kinder spielen im Garten.', en: 'Nach einer Zahl: Plural ohne Artikel, -e.' },
      ],
    },
    { h2: 'So finden Sie die Endung: drei Schritte' },
    {
      ol: [
        'Bestimmen Sie Genus, Numerus und Kasus des Nomens.',
        'Schauen Sie auf das Wort vor dem Adjektiv. Zeigt es das Signal (-r, -e, -s, -n, -m)? Dann bekommt das Adjektiv -e (die fünf „leichten“ Stellen) oder -en.',
        'Gibt es keinen Artikel oder steht {{ein}}/{{kein}}/{{mein}} ohne Endung, zeigt das Adjektiv das Signal selbst.',
      ],
    },
    {
      examples: [
        { de: 'Ich habe einen neuen Job.', en: 'Akkusativ maskulin, einen zeigt -n → -en' },
        { de: 'Mit meiner besten Freundin gehe ich ins Kino.', en: 'Dativ feminin, meiner zeigt -r → -en' },
        { de: 'Das ist ein schönes Geschenk.', en: 'Nominativ neutral, ein zeigt nichts → -es' },
      ],
    },
    { h2: 'Sonderfälle' },
    {
      ul: [
        '**Mehrere Adjektive** bekommen dieselbe Endung: {{ein großer, heller Raum}}; {{mit netten, jungen Kollegen}}.',
        '**Adjektive auf -el und -er** verlieren vor der Endung meist das e: {{dunkel}} → {{ein dunkles Zimmer}}; {{teuer}} → {{ein teures Auto}}.',
        '**hoch** verliert das c: {{der Berg ist hoch}}, aber {{ein hoher Berg}}.',
        '**Manche Farbwörter** – {{lila}}, {{rosa}} – und Adjektive aus Städtenamen auf -er ändern sich nie: {{ein rosa Kleid}}, {{die Berliner Mauer}}, {{mit Frankfurter Würstchen}}.',
        '**Nach viele, einige, wenige, mehrere** und Zahlen behandeln Sie den Plural wie ohne Artikel: {{viele neue Bücher}}, {{drei kleine Katzen}}.',
        '**Komparativ und Superlativ** bekommen dieselben Endungen: {{ein größeres Auto}}, {{der schnellste Zug}}.',
        '**Partizipien** als Adjektive ebenso: {{ein geöffnetes Fenster}}, {{die kommende Woche}}.',
      ],
    },
    { h2: 'Adjektive als Nomen' },
    {
      p: 'Ein Adjektiv kann zum Nomen werden (großgeschrieben) und behält seine Adjektivendungen: {{der Deutsche}}, aber {{ein Deutscher}}; {{die Erwachsenen}}; {{mein Bekannter}}; {{etwas Neues}}, {{nichts Besonderes}}. Viele Alltagswörter funktionieren so, zum Beispiel {{der/die Angestellte}} und {{der/die Verwandte}}.',
    },
    {
      examples: [
        { de: 'Sein Vater ist Deutscher, seine Mutter ist Italienerin.', en: 'Ohne Artikel: Deutscher (wie „ein Deutscher“).' },
        { de: 'Gibt es etwas Neues?', en: 'Nach „etwas“: großgeschrieben, Endung -es.' },
      ],
    },
    { h2: 'So werden die Endungen automatisch' },
    {
      ol: [
        'Lernen Sie ein paar Musterphrasen auswendig, eine pro Tabelle: {{der gute Wein}}, {{ein guter Wein}}, {{guter Wein}}. Bilden Sie neue Phrasen danach.',
        'Konzentrieren Sie sich zuerst auf die häufigsten Muster: Nominativ und Akkusativ mit {{ein}} und Dativ nach Präpositionen ({{mit dem neuen Auto}}).',
        'Lesen Sie laut. Die Endungen sind kurz, und sie zu hören ist der beste Weg, sie zu bemerken.',
        'Keine Panik im Gespräch: Eine falsche Endung verhindert selten das Verstehen. Genauigkeit kommt mit der Übung.',
      ],
    },
    {
      p: 'Farben bieten viel Übung – siehe [Farben und Kleidung](/articles/german-colours-and-clothes). Prüfen Sie zuerst das Genus eines Nomens mit [der, die oder das?](/articles/der-die-das-noun-gender-rules), und trainieren Sie die Endungen in der Lektion zur Adjektivdeklination unseres [A2-Grammatikkurses](/grammar/a2), im [Grammatikbereich](/grammar) und auf den [Arbeitsblättern](/worksheets).',
    },
  ],
};

export default translation;
