import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-colours-and-clothes',
  lang: 'de',
  body: [
    {
      p: 'Farben und Kleidung gehören in jedem Deutschkurs zu den ersten Wortfeldern – und sie sind ein idealer Spielplatz für die Grammatik: Farbwörter sind Adjektive, an ihnen üben Sie also die Adjektivendungen, und Kleidungsstücke sind Nomen in allen drei Genera. Dieser Artikel stellt Ihnen die Wörter vor, zeigt, wie man sie richtig verwendet, und endet mit den Redemitteln für den Kleiderkauf im Geschäft.',
    },
    { h2: 'Die Grundfarben' },
    {
      table: {
        caption: 'Die Farben',
        head: ['Deutsch', 'Erklärung', 'Beispiel'],
        rows: [
          ['{{rot}}', 'wie Blut oder Erdbeeren', '{{die rote Ampel}}'],
          ['{{orange}}', 'wie eine Orange', '{{eine orange Jacke}}'],
          ['{{gelb}}', 'wie eine Zitrone', '{{die gelbe Banane}}'],
          ['{{grün}}', 'wie Gras und Blätter', '{{das grüne Gras}}'],
          ['{{blau}}', 'wie der Himmel bei schönem Wetter', '{{der blaue Himmel}}'],
          ['{{lila}}, {{violett}}', 'zwischen Rot und Blau', '{{ein lila Schal}}'],
          ['{{rosa}}', 'helles Rot', '{{ein rosa Kleid}}'],
          ['{{braun}}', 'wie Schokolade', '{{braune Schuhe}}'],
          ['{{schwarz}}', 'wie die Nacht', '{{der schwarze Mantel}}'],
          ['{{weiß}}', 'wie Schnee', '{{ein weißes Hemd}}'],
          ['{{grau}}', 'zwischen Schwarz und Weiß', '{{die graue Hose}}'],
          ['{{beige}}', 'hell wie Sand', '{{ein beige Pullover}}'],
          ['{{türkis}}', 'zwischen Blau und Grün', '{{Das Meer ist türkis.}}'],
          ['{{golden}}, {{silbern}}', 'wie Gold, wie Silber', '{{eine goldene Uhr}}'],
        ],
      },
    },
    {
      p: 'Für hellere und dunklere Töne setzen Sie {{hell}} oder {{dunkel}} davor und schreiben alles zusammen: {{hellblau}}, {{dunkelgrün}}, {{hellgrau}}. Die Endung **-lich** bedeutet „ein bisschen, fast“: {{rötlich}}, {{bläulich}}, {{gelblich}}, {{grünlich}}.',
    },
    { h2: 'Farben und Grammatik' },
    {
      p: 'Nach {{sein}} hat eine Farbe keine Endung: {{Das Auto ist rot.}} Vor einem Nomen bekommt sie die normalen Adjektivendungen (siehe [Adjektivendungen leicht gemacht](/articles/german-adjective-endings-made-simple)):',
    },
    {
      examples: [
        { de: 'Der Pullover ist blau.', en: 'Nach „sein“: keine Endung.' },
        { de: 'Ich trage einen blauen Pullover.', en: 'Akkusativ maskulin nach „einen“: -en.' },
        { de: 'Sie hat ein schwarzes Kleid und rote Schuhe.', en: 'Neutral nach „ein“: -es; Plural ohne Artikel: -e.' },
        { de: 'Mit dem weißen Hemd siehst du elegant aus.', en: 'Dativ nach „mit dem“: -en.' },
      ],
    },
    {
      p: 'Farbwörter aus anderen Sprachen – {{lila}}, {{rosa}}, {{orange}}, {{beige}} – bekommen im Standarddeutschen traditionell **keine Endung**: {{ein rosa Kleid}}, {{mit der lila Tasche}}. In der Alltagssprache hört man sie auch mit Endung; beim Schreiben ist **-farben** eine sichere Alternative: {{eine orangefarbene Jacke}}.',
    },
    {
      p: 'Als Nomen sind Farben neutral und werden großgeschrieben: {{das Blau}}, {{das Rot}}. Wenn es etwas in einer Farbe gibt, sagt man {{in}} ohne Artikel: {{Haben Sie das auch in Grün?}} Die Frage lautet immer {{Welche Farbe hat …?}}',
    },
    {
      examples: [
        { de: 'Welche Farbe hat dein Fahrrad? – Es ist grün.', en: 'Frage nach der Farbe, Antwort mit „sein“.' },
        { de: 'Meine Lieblingsfarbe ist Blau.', en: 'Farbe als Nomen: großgeschrieben.' },
      ],
    },
    { h2: 'Kleidung: immer mit Artikel und Plural lernen' },
    {
      table: {
        caption: 'Die Kleidung',
        head: ['Deutsch', 'Plural', 'Erklärung'],
        rows: [
          ['{{die Hose}}', '{{die Hosen}}', 'hat zwei Hosenbeine'],
          ['{{die Jeans}}', '{{die Jeans}}', 'blaue Hose aus festem Stoff'],
          ['{{der Rock}}', '{{die Röcke}}', 'ohne Hosenbeine, ab der Taille'],
          ['{{das Kleid}}', '{{die Kleider}}', 'Oberteil und Rock in einem'],
          ['{{das Hemd}}', '{{die Hemden}}', 'mit Kragen und Knöpfen'],
          ['{{die Bluse}}', '{{die Blusen}}', 'Hemd für Frauen'],
          ['{{das T-Shirt}}', '{{die T-Shirts}}', 'leichtes Oberteil mit kurzen Ärmeln'],
          ['{{der Pullover}}', '{{die Pullover}}', 'warmes Oberteil, oft aus Wolle'],
          ['{{die Jacke}}', '{{die Jacken}}', 'kurz, für draußen'],
          ['{{der Mantel}}', '{{die Mäntel}}', 'lang und warm, für draußen'],
          ['{{der Anzug}}', '{{die Anzüge}}', 'Jacke und Hose aus demselben Stoff'],
          ['{{die Krawatte}}', '{{die Krawatten}}', 'trägt man um den Hals zum Hemd'],
          ['{{der Schal}}', '{{die Schals}}', 'wärmt den Hals'],
          ['{{die Mütze}}', '{{die Mützen}}', 'weiche, warme Kopfbedeckung'],
          ['{{der Hut}}', '{{die Hüte}}', 'Kopfbedeckung mit Rand'],
          ['{{der Handschuh}}', '{{die Handschuhe}}', 'wärmt die Hand'],
          ['{{die Socke}}', '{{die Socken}}', 'trägt man im Schuh'],
          ['{{der Schuh}}', '{{die Schuhe}}', 'trägt man am Fuß'],
          ['{{der Stiefel}}', '{{die Stiefel}}', 'hoher Schuh'],
          ['{{der Gürtel}}', '{{die Gürtel}}', 'hält die Hose'],
          ['{{der Schlafanzug}}', '{{die Schlafanzüge}}', 'Kleidung für die Nacht'],
          ['{{die Unterwäsche}}', '–', 'trägt man unter der Kleidung'],
          ['{{der Badeanzug}}', '{{die Badeanzüge}}', 'zum Schwimmen'],
        ],
      },
    },
    {
      p: 'Zwei falsche Freunde verstecken sich in dieser Liste: {{die Hose}} ist kein Gartenschlauch (englisch „hose“), und {{der Pullover}} ist jedes Oberteil aus Strick, nicht nur eines, das man über den Kopf zieht. Beachten Sie auch, dass {{die Hose}} und {{die Jeans}} im Deutschen Singular sind: {{Die Hose ist zu lang}}. Accessoires: {{die Tasche}} (zum Tragen), {{der Rucksack}} (auf dem Rücken), {{die Brille}} (zum besseren Sehen), {{die Kette}} (Schmuck am Hals), {{der Ring}} (Schmuck am Finger), {{der Regenschirm}} (gegen Regen).',
    },
    { h2: 'Verben rund ums Anziehen' },
    {
      ul: [
        '{{tragen}} – am Körper haben (mit Vokalwechsel: {{du trägst}}, {{er trägt}}): {{Er trägt heute eine Krawatte.}}',
        '{{anhaben}} – gerade tragen (trennbar): {{Was hast du an?}}',
        '{{sich anziehen}} / {{sich ausziehen}} – Kleidung an den Körper bringen / ablegen: {{Ich ziehe mich schnell an.}}',
        '{{etwas anziehen}} – ein Kleidungsstück anlegen: {{Zieh eine Jacke an, es ist kalt!}}',
        '{{sich umziehen}} – andere Kleidung anziehen: {{Ich ziehe mich nach der Arbeit um.}}',
        '{{anprobieren}} – im Geschäft testen, ob etwas passt: {{Darf ich die Hose anprobieren?}}',
        '{{passen}} + Dativ – die richtige Größe haben: {{Die Schuhe passen mir nicht.}}',
        '{{stehen}} + Dativ – gut an jemandem aussehen: {{Die Farbe steht dir gut.}}',
        '{{gefallen}} + Dativ – schön finden: {{Der Rock gefällt mir.}}',
      ],
    },
    { h2: 'Materialien und Muster' },
    {
      p: 'Das Material nennt man mit {{aus}}: {{ein Pullover aus Wolle}}, {{Schuhe aus Leder}}, {{ein Hemd aus Baumwolle}}. Muster sind Adjektive: {{gestreift}} (mit Streifen), {{kariert}} (mit Karos), {{gepunktet}} (mit Punkten), {{einfarbig}} (nur eine Farbe).',
    },
    {
      examples: [
        { de: 'Ich suche ein kariertes Hemd aus Baumwolle.', en: 'Muster als Adjektiv, Material mit „aus“.' },
        { de: 'Sie trägt einen gestreiften Rock.', en: 'Muster mit Adjektivendung: -en.' },
      ],
    },
    { h2: 'Größen und Passform' },
    {
      p: 'Kleidergrößen folgen in Deutschland meist dem kontinentaleuropäischen System (zum Beispiel 38 oder 40 bei Damenkleidung, 48 oder 50 bei Herrenanzügen); viele Geschäfte verwenden auch S, M, L und XL. Schuhgrößen sind ebenfalls kontinental (z. B. 39, 42). Das Wort heißt {{die Größe}}; bei Schuhen sagt man auch {{die Schuhgröße}}.',
    },
    {
      table: {
        caption: 'Über die Passform sprechen',
        head: ['Deutsch', 'Bedeutung'],
        rows: [
          ['{{zu groß}} / {{zu klein}}', 'nicht die richtige Größe'],
          ['{{zu eng}} / {{zu weit}}', 'sitzt zu fest / sitzt zu locker'],
          ['{{zu lang}} / {{zu kurz}}', 'reicht zu weit / nicht weit genug'],
          ['{{eine Nummer größer}} / {{kleiner}}', 'die nächste Größe nach oben / unten'],
          ['{{Das passt genau.}}', 'Die Größe ist genau richtig.'],
        ],
      },
    },
    { h2: 'Im Bekleidungsgeschäft' },
    {
      examples: [
        { de: 'Kann ich Ihnen helfen? – Danke, ich schaue nur.', en: 'Höflich sagen, dass man keine Hilfe braucht.' },
        { de: 'Ich suche eine Winterjacke.', en: 'Sagen, was man sucht.' },
        { de: 'Welche Größe haben Sie? – Größe 40.', en: 'Nach der Größe fragen und antworten.' },
        { de: 'Haben Sie das auch in Schwarz?', en: 'Nach einer anderen Farbe fragen.' },
        { de: 'Kann ich das anprobieren? Wo ist die Umkleidekabine?', en: 'Etwas anprobieren wollen.' },
        { de: 'Die Hose ist zu eng. Haben Sie sie eine Nummer größer?', en: 'Nach der nächsten Größe fragen.' },
        { de: 'Die passt. Ich nehme sie.', en: 'Sich für den Kauf entscheiden.' },
        { de: 'Kann ich das umtauschen?', en: 'Nach dem Umtausch fragen.' },
      ],
    },
    {
      tip: 'Heben Sie den Kassenzettel auf ({{der Kassenbon}} oder {{die Quittung}}). Viele Geschäfte tauschen Ware um, aber bei Käufen im Laden ist das meist ein freiwilliges Entgegenkommen des Geschäfts und kein gesetzliches Recht – fragen Sie also vor dem Bezahlen. Für Onlinekäufe gelten andere Regeln, die sich ändern können; die Verbraucherberatung ({{Verbraucherzentrale}}) erklärt sie.',
    },
    { h2: 'Redewendungen mit Farben' },
    {
      p: 'Das Deutsche liebt Redewendungen mit Farben. Einige hören Sie wirklich im Alltag:',
    },
    {
      ul: [
        '{{blau sein}} – betrunken sein (nicht traurig!)',
        '{{Er fährt schwarz.}} – er fährt ohne Fahrkarte',
        '{{Sie sieht rot.}} – sie ist wütend',
        '{{grün hinter den Ohren sein}} – noch jung und unerfahren sein',
        '{{eine Fahrt ins Blaue}} – ein Ausflug ohne festes Ziel',
        '{{schwarz auf weiß}} – schriftlich, gedruckt',
        '{{das Blaue vom Himmel versprechen}} – Unmögliches versprechen',
      ],
    },
    {
      p: 'Weitere Wortfelder finden Sie auf unseren [Wortschatzseiten](/words); testen Sie sich mit den [Spielen](/games). Die Adjektivendungen hinter {{einen blauen Pullover}} erklärt der Artikel [Adjektivendungen leicht gemacht](/articles/german-adjective-endings-made-simple).',
    },
  ],
};

export default translation;
