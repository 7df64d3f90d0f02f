import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-among-the-germanic-languages',
  lang: 'de',
  body: [
    {
      p: 'Wer Englisch spricht, kann schon mehr Deutsch, als er denkt. {{Hand}}, {{Finger}}, {{Name}}, {{Winter}} und {{Hunger}} schreibt man in beiden Sprachen genau gleich, und viele andere Wörter sind sehr ähnlich: {{das Haus}}, {{das Wasser}}, {{der Bruder}}. Das ist kein Zufall. Deutsch und Englisch sind Schwestern in einer Familie, den germanischen Sprachen – zusammen mit dem Niederländischen, den skandinavischen Sprachen und einigen anderen. Wenn Sie wissen, wie diese Sprachen verwandt sind, können Sie die Bedeutung neuer Wörter leichter erraten und sie sich besser merken.',
    },
    { h2: 'Die germanische Sprachfamilie' },
    {
      p: 'Die germanischen Sprachen sind ein Zweig der großen indoeuropäischen Sprachfamilie, zu der auch die romanischen, slawischen, keltischen und viele andere Sprachen gehören. Sprachwissenschaftler teilen den germanischen Zweig meist in drei Gruppen ein.',
    },
    {
      table: {
        caption: 'Die germanischen Sprachen',
        head: ['Gruppe', 'Sprachen'],
        rows: [
          ['Westgermanisch', 'Deutsch, Englisch, Niederländisch, Friesisch, Luxemburgisch, Jiddisch, Afrikaans'],
          ['Nordgermanisch', 'Dänisch, Schwedisch, Norwegisch, Isländisch, Färöisch'],
          ['Ostgermanisch', 'Gotisch und andere Sprachen, die heute nicht mehr gesprochen werden'],
        ],
      },
    },
    {
      p: 'Innerhalb des Westgermanischen sind Deutsch und Niederländisch besonders eng verwandt; das Niederdeutsche in Norddeutschland bildet eine Brücke zwischen ihnen. Das Englische hat sich stärker verändert als seine Schwestern: Nach der normannischen Eroberung von 1066 übernahm es sehr viele Wörter aus dem Französischen. Deshalb ist ein großer Teil seines Alltagswortschatzes germanisch, während viele gehobene Wörter aus dem Französischen und Lateinischen stammen.',
    },
    { h2: 'Verwandte Wörter mit gemeinsamem Ursprung' },
    {
      p: 'Wörter in verwandten Sprachen, die auf dasselbe Ursprungswort zurückgehen, nennt man Kognaten (verwandte Wörter). Viele ganz grundlegende Wörter – Familie, Körper, Natur, Essen, Zahlen – sind in den germanischen Sprachen miteinander verwandt. Die Tabelle vergleicht das Deutsche mit dem Englischen, dem Niederländischen und dem Schwedischen (als Beispiel für eine skandinavische Sprache).',
    },
    {
      table: {
        caption: 'Verwandte Wörter in vier germanischen Sprachen',
        head: ['Englisch', 'Deutsch', 'Niederländisch', 'Schwedisch'],
        rows: [
          ['house', '{{das Haus}}', 'huis', 'hus'],
          ['water', '{{das Wasser}}', 'water', 'vatten'],
          ['bread', '{{das Brot}}', 'brood', 'bröd'],
          ['milk', '{{die Milch}}', 'melk', 'mjölk'],
          ['brother', '{{der Bruder}}', 'broer', 'bror'],
          ['summer', '{{der Sommer}}', 'zomer', 'sommar'],
          ['night', '{{die Nacht}}', 'nacht', 'natt'],
          ['book', '{{das Buch}}', 'boek', 'bok'],
          ['good', '{{gut}}', 'goed', 'god'],
          ['new', '{{neu}}', 'nieuw', 'ny'],
          ['to drink', '{{trinken}}', 'drinken', 'dricka'],
          ['to come', '{{kommen}}', 'komen', 'komma'],
        ],
      },
    },
    {
      p: 'Achten Sie auf die Muster, nicht auf einzelne Wörter. Wo Englisch und Niederländisch ein t haben, hat das Deutsche oft ss oder z; wo das Englische ein d hat, hat das Deutsche oft ein t; wo das Englische einen k-Laut hat, steht im Deutschen oft ch. Diese regelmäßigen Unterschiede sind das Ergebnis von Lautverschiebungen.',
    },
    { h2: 'Die erste Lautverschiebung: Germanisch gegen Latein' },
    {
      p: 'Lange bevor sich Deutsch und Englisch trennten, veränderte die gemeinsame Vorgängersprache aller germanischen Sprachen bestimmte Konsonanten auf regelmäßige Weise. Diese Veränderung heißt Grimmsches Gesetz, nach Jacob Grimm, dem Sprachwissenschaftler, der sie im 19. Jahrhundert beschrieb (und der mit seinem Bruder Wilhelm auch die berühmten Märchen sammelte). Ein Vergleich lateinischer und germanischer Wörter zeigt sie deutlich:',
    },
    {
      table: {
        caption: 'Lateinische und germanische Konsonanten',
        head: ['Latein', 'Englisch', 'Deutsch', 'Veränderung'],
        rows: [
          ['pater', 'father', '{{der Vater}}', 'p wird zu f'],
          ['piscis', 'fish', '{{der Fisch}}', 'p wird zu f'],
          ['tres', 'three', '{{drei}}', 't wird zu th (deutsch d)'],
          ['cornu', 'horn', '{{das Horn}}', 'k wird zu h'],
          ['centum', 'hundred', '{{hundert}}', 'k wird zu h'],
        ],
      },
    },
    {
      p: 'Deshalb sehen englische und deutsche Wörter oft ähnlich aus, während die französischen oder spanischen Wörter für dieselben Dinge anders aussehen – und deshalb hat das Englische Paare wie „father“ (germanisch) und „paternal“ (aus dem Lateinischen).',
    },
    { h2: 'Die zweite Lautverschiebung: Warum Deutsch anders klingt' },
    {
      p: 'Später, ungefähr zwischen dem 6. und dem 8. Jahrhundert, erfasste eine zweite Veränderung die Dialekte im Süden und in der Mitte des deutschen Sprachgebiets. Sie heißt hochdeutsche Lautverschiebung und ist der Hauptgrund, warum sich das Hochdeutsche vom Englischen, Niederländischen und Niederdeutschen unterscheidet. Den Norden erreichte sie nicht; deshalb teilen Niederdeutsch und Niederländisch noch viele Konsonanten mit dem Englischen.',
    },
    {
      table: {
        caption: 'Die hochdeutsche Lautverschiebung',
        head: ['Englisch, Niederländisch', 'Deutsch', 'Veränderung'],
        rows: [
          ['apple, appel', '{{der Apfel}}', 'p wird zu pf'],
          ['ship, schip', '{{das Schiff}}', 'p wird zu f oder ff'],
          ['open, open', '{{offen}}', 'p wird zu ff'],
          ['ten, tien', '{{zehn}}', 't wird zu z (ts)'],
          ['water, water', '{{das Wasser}}', 't wird zu ss'],
          ['eat, eten', '{{essen}}', 't wird zu ss'],
          ['make, maken', '{{machen}}', 'k wird zu ch'],
          ['book, boek', '{{das Buch}}', 'k wird zu ch'],
          ['day, dag', '{{der Tag}}', 'd wird zu t'],
          ['daughter, dochter', '{{die Tochter}}', 'd wird zu t'],
        ],
      },
    },
    {
      p: 'Eine andere Veränderung machte aus dem englischen th-Laut im Deutschen (und Niederländischen) ein d: „thing“ ist {{das Ding}}, „thank“ ist {{danken}}, „three“ ist {{drei}}.',
    },
    { h2: 'Mit den Lautverschiebungen Wörter erraten' },
    {
      p: 'Sie können die Regeln auch rückwärts anwenden. Wenn Ihnen ein unbekanntes deutsches Wort begegnet, ersetzen Sie z durch t, ch durch k, pf durch p oder t durch d – vielleicht erscheint ein englisches Wort. Aus {{die Zunge}} wird „tunge“ – tongue. Aus {{das Pfund}} wird „pund“ – pound. Aus {{der Pfeffer}} wird „pepper“. Das klappt nicht immer, aber erstaunlich oft.',
    },
    {
      examples: [
        { de: 'Mein Bruder hat ein Haus mit einem Garten.', en: 'Bruder, Haus, Garten – englisch brother, house, garden.' },
        { de: 'Im Winter ist die Nacht lang.', en: 'Winter, Nacht, lang – englisch winter, night, long.' },
        { de: 'Ich trinke Wasser und esse Brot.', en: 'trinken, Wasser, essen, Brot – englisch drink, water, eat, bread.' },
        { de: 'Das Buch ist neu und gut.', en: 'Buch, neu, gut – englisch book, new, good.' },
      ],
    },
    { h2: 'Gleicher Ursprung, andere Bedeutung' },
    {
      p: 'Verwandte Wörter behalten nicht immer dieselbe Bedeutung. Im Lauf der Jahrhunderte haben viele Wörter ihre Bedeutung in einer Sprache erweitert, verengt oder verschoben, in der anderen aber nicht. Wenn man die Geschichte kennt, kann man sich diese Wörter leicht merken – sie können aber auch in die Irre führen.',
    },
    {
      table: {
        caption: 'Verwandte Wörter, deren Bedeutungen auseinandergingen',
        head: ['Deutsch', 'Bedeutung', 'Englisches Gegenstück'],
        rows: [
          ['{{das Tier}}', 'Lebewesen wie Hund, Katze, Vogel', 'deer (früher jedes Tier, heute nur der Hirsch)'],
          ['{{die Zeit}}', 'Stunden, Tage, Jahre', 'tide (Gezeiten)'],
          ['{{der Hund}}', 'Haustier, das bellt', 'hound (Jagdhund)'],
          ['{{der Stuhl}}', 'Sitzmöbel mit Lehne', 'stool (Hocker)'],
          ['{{sterben}}', 'das Leben verlieren', 'to starve (verhungern)'],
          ['{{bekommen}}', 'erhalten, kriegen', 'to become (werden)'],
        ],
      },
    },
    { h2: 'Auch die Grammatik ist verwandt' },
    {
      ul: [
        '**Starke Verben** ändern in beiden Sprachen in der Vergangenheit ihren Vokal: {{singen – sang – gesungen}} wie sing – sang – sung, {{trinken – trank – getrunken}} wie drink – drank – drunk.',
        '**Wortstellung:** Deutsch, Niederländisch und die skandinavischen Sprachen stellen das Verb im Hauptsatz an die zweite Stelle. Das Englische hat diese Regel weitgehend verloren, aber Spuren davon gibt es noch in Sätzen wie „Here comes the bus“.',
        '**Genus und Kasus:** Das Deutsche hat drei Genera und vier Fälle bewahrt. Niederländisch, Schwedisch und Dänisch haben Maskulinum und Femininum weitgehend zu einem gemeinsamen Genus verschmolzen und die meisten Kasusendungen verloren; das Englische hat das grammatische Geschlecht fast ganz aufgegeben.',
      ],
    },
    {
      tip: 'Nutzen Sie die Familienähnlichkeit, aber prüfen Sie jedes Wort: Lernen Sie es mit Artikel und Plural und achten Sie auf verschobene Bedeutungen. In unseren [Wortschatzlisten](/words) entdecken Sie viele verwandte Wörter, und der Artikel über [typische Fehler](/articles/common-mistakes-of-german-learners) nennt weitere falsche Freunde.',
    },
  ],
};

export default translation;
