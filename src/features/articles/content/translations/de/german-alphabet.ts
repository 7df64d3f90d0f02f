import type { ArticleTranslation } from '@/features/articles/content/types';
import { spellingAlphabet } from '@/features/articles/content/spelling-alphabet';

const translation: ArticleTranslation = {
  slug: 'german-alphabet',
  lang: 'de',
  body: [
    {
      p: 'Das Deutsche verwendet dieselben 26 Buchstaben wie das Englische, dazu drei Vokale mit zwei Punkten – {{ä}}, {{ö}} und {{ü}}, die **Umlaute** – und einen zusätzlichen Konsonanten, {{ß}}. Das klingt einfach, und in gewisser Weise ist es das auch: Die deutsche Rechtschreibung ist viel regelmäßiger als die englische. Wenn Sie wissen, wie die Buchstaben klingen, können Sie fast jedes Wort laut lesen. Der Haken: Einige bekannte Buchstaben klingen anders, als man erwartet, und die Buchstaben haben eigene deutsche Namen. Diese Namen brauchen Sie schon in der ersten Woche, denn in Deutschland wird ständig buchstabiert: Namen, E-Mail-Adressen, Straßennamen, Buchungsnummern.',
    },
    { h2: 'Die 26 Buchstaben und ihre Namen' },
    {
      p: 'Die Tabelle zeigt den deutschen Namen jedes Buchstabens mit seiner Aussprache in Lautschrift und ein häufiges Wort, das mit ihm beginnt. Lernen Sie die Namen wie einen Sprechgesang in Gruppen von vier oder fünf Buchstaben, so wie deutsche Kinder. Die Vokale spricht man einfach lang: A ist [aː], E ist [eː], I ist [iː], O ist [oː], U ist [uː].',
    },
    {
      table: {
        caption: 'Das deutsche Alphabet',
        head: ['Buchstabe', 'Name (Aussprache)', 'Beispielwort', 'Erklärung'],
        rows: [
          ['A a', 'A [aː]', '{{der Apfel}}', 'rundes Obst, rot oder grün'],
          ['B b', 'Be [beː]', '{{das Buch}}', 'zum Lesen'],
          ['C c', 'Ce [t͡seː]', '{{der Computer}}', 'Rechner, PC'],
          ['D d', 'De [deː]', '{{der Dom}}', 'große Kirche'],
          ['E e', 'E [eː]', '{{der Esel}}', 'Tier mit langen Ohren'],
          ['F f', 'Ef [ɛf]', '{{der Fisch}}', 'Tier im Wasser'],
          ['G g', 'Ge [ɡeː]', '{{die Gabel}}', 'Besteck zum Essen'],
          ['H h', 'Ha [haː]', '{{das Haus}}', 'Gebäude zum Wohnen'],
          ['I i', 'I [iː]', '{{der Igel}}', 'kleines Tier mit Stacheln'],
          ['J j', 'Jot [jɔt]', '{{die Jacke}}', 'Kleidung für draußen'],
          ['K k', 'Ka [kaː]', '{{die Katze}}', 'Haustier, das miaut'],
          ['L l', 'El [ɛl]', '{{die Lampe}}', 'macht Licht'],
          ['M m', 'Em [ɛm]', '{{die Maus}}', 'kleines graues Tier'],
          ['N n', 'En [ɛn]', '{{die Nase}}', 'zum Riechen'],
          ['O o', 'O [oː]', '{{das Obst}}', 'Äpfel, Birnen, Bananen …'],
          ['P p', 'Pe [peː]', '{{die Post}}', 'Briefe, Pakete; das Postamt'],
          ['Q q', 'Qu [kuː]', '{{die Qualle}}', 'Meerestier ohne Knochen'],
          ['R r', 'Er [ɛʁ] (Zäpfchen-R)', '{{der Regen}}', 'Wasser vom Himmel'],
          ['S s', 'Es [ɛs]', '{{die Sonne}}', 'scheint am Himmel'],
          ['T t', 'Te [teː]', '{{der Tisch}}', 'Möbelstück'],
          ['U u', 'U [uː]', '{{die Uhr}}', 'zeigt die Zeit'],
          ['V v', 'Vau [faʊ̯]', '{{der Vogel}}', 'Tier mit Federn'],
          ['W w', 'We [veː]', '{{das Wasser}}', 'zum Trinken'],
          ['X x', 'Ix [ɪks]', '{{das Xylofon}}', 'Musikinstrument'],
          ['Y y', 'Ypsilon [ˈʏpsilɔn]', '{{die Yacht}}', 'großes Boot'],
          ['Z z', 'Zet [t͡sɛt]', '{{der Zug}}', 'fährt auf Schienen'],
        ],
      },
    },
    {
      tip: 'Am Telefon werden diese Paare am häufigsten verwechselt: E und I ([eː] und [iː]), G und J ([ɡeː] und [jɔt]) sowie V und W ([faʊ̯] und [veː]). Üben Sie genau diese Paare, bis sie automatisch sitzen. In Österreich hört man für J oft „Je“ statt „Jot“.',
    },
    { h2: 'Umlaute: ä, ö und ü' },
    {
      p: 'Die zwei Punkte ändern den Klang des Vokals – und die Bedeutung des Wortes: {{schon}} bedeutet „bereits“, {{schön}} bedeutet „hübsch“; {{zahlen}} heißt „bezahlen“, {{zählen}} heißt „eins, zwei, drei …“. Ein Umlaut ist nie Dekoration, lassen Sie ihn also nie weg. Umlaute gehören auch zur Grammatik: Viele Pluralformen und manche Verbformen bekommen einen, zum Beispiel {{der Apfel}} → {{die Äpfel}} oder {{ich fahre}} → {{du fährst}}.',
    },
    {
      table: {
        caption: 'So spricht man die Umlaute',
        head: ['Buchstabe', 'So entsteht der Laut', 'Beispiele'],
        rows: [
          ['ä', 'wie ein offenes e in „Bett“ (in manchen Wörtern lang)', '{{der Bär}}, {{die Äpfel}}, {{spät}}'],
          ['ö', '„e“ sagen und dabei die Lippen runden wie bei „o“', '{{schön}}, {{hören}}, {{zwölf}}'],
          ['ü', '„i“ sagen und dabei die Lippen runden wie bei „u“', '{{die Tür}}, {{müde}}, {{fünf}}'],
        ],
      },
    },
    {
      p: 'Ohne deutsche Tastatur schreibt man ersatzweise **ae**, **oe** und **ue** (und **ss** für ß). Das sehen Sie in E-Mail-Adressen und in Formularen, die nur einfache Buchstaben erlauben, zum Beispiel den Nachnamen „Mueller“ in der maschinenlesbaren Zeile eines Passes. Im normalen Text verwenden Sie die echten Buchstaben: Auf den meisten Handys erscheinen sie, wenn Sie a, o oder u länger gedrückt halten.',
    },
    { h2: 'Der Buchstabe ß (Eszett)' },
    {
      p: 'Der Buchstabe {{ß}} heißt {{Eszett}} oder {{scharfes S}}. Man spricht ihn wie ein stimmloses s, wie in „Bus“. Seit der Rechtschreibreform von 1996/2006 gilt eine einfache Regel: **ß nach einem langen Vokal oder einem Doppellaut** (ei, au, eu), **ss nach einem kurzen Vokal**.',
    },
    {
      examples: [
        { de: 'die Straße, der Fuß, groß', en: 'Langer Vokal → ß.' },
        { de: 'heißen, draußen, weiß', en: 'Doppellaut (ei, au) → ß.' },
        { de: 'der Fluss, dass, ich muss', en: 'Kurzer Vokal → ss.' },
      ],
    },
    {
      p: 'In der Schweiz und in Liechtenstein gibt es kein ß; dort schreibt man immer ss, deshalb steht auf Schweizer Straßenschildern „Strasse“ mit Doppel-s. Lange hatte das ß keinen Großbuchstaben, und Wörter in Großbuchstaben schrieb man mit SS ({{STRASSE}}). Heute gibt es ein großes ẞ, das seit 2017 zur amtlichen Rechtschreibung gehört, aber in Großbuchstaben ist SS noch immer die übliche Wahl.',
    },
    { h2: 'Buchstaben, die anders klingen als im Englischen' },
    {
      p: 'Die meisten deutschen Buchstaben klingen immer gleich – eine gute Nachricht. Diese hier machen Lernenden, die Englisch gewohnt sind, am häufigsten Schwierigkeiten:',
    },
    {
      ul: [
        '**W** klingt wie [v]: {{der Wein}}, {{das Wetter}}.',
        '**V** klingt meist wie [f]: {{der Vater}}, {{viel}}. In vielen Fremdwörtern ist es ein [v]: {{die Vase}}.',
        '**J** klingt wie [j], der erste Laut von „ja“: {{ja}}, {{das Jahr}}.',
        '**Z** klingt wie [ts]: {{die Zeit}}, {{zehn}}.',
        '**S** vor einem Vokal ist stimmhaft, [z]: {{die Sonne}}, {{lesen}}.',
        '**Ei** spricht man [aɪ̯]; **ie** ist ein langes [iː]: {{mein}}, {{die Liebe}}.',
        '**Eu** und **äu** spricht man [ɔʏ̯]: {{heute}}, {{die Häuser}}.',
        '**Sp** und **st** am Wortanfang spricht man [ʃp] und [ʃt]: {{spielen}}, {{die Stadt}}.',
        '**Ch** ist weich nach e, i, ä, ö, ü und nach Konsonanten ([ç], der „Ich-Laut“): {{ich}}, {{die Milch}}; nach a, o, u kommt es aus dem Rachen ([x], der „Ach-Laut“): {{acht}}, {{das Buch}}.',
        '**Sch** spricht man [ʃ]: {{die Schule}}, {{schnell}}.',
        '**-b, -d, -g** am Wortende klingen wie p, t, k: {{gelb}}, {{das Geld}}, {{der Tag}}.',
      ],
    },
    { h2: 'Laut buchstabieren: nützliche Redemittel' },
    {
      p: 'Wenn Sie in der Arztpraxis oder am Telefon Ihren Namen nennen, werden Sie oft gebeten, ihn zu buchstabieren – das Verb dafür ist {{buchstabieren}}. Sagen Sie jeden Buchstaben mit seinem deutschen Namen. Bei doppelten Buchstaben sagt man meist „zwei“ oder „Doppel“: {{zwei L}} oder {{Doppel-L}}. Bei Umlauten sagt man den Umlaut selbst oder {{Umlaut}} nach dem Buchstaben: {{Ü}} oder {{U Umlaut}}. Für E-Mail-Adressen brauchen Sie ein paar zusätzliche Wörter: {{der Punkt}} (.), {{der Bindestrich}} (-), {{der Unterstrich}} (_), {{der Schrägstrich}} (/) und {{das At-Zeichen}} (@), das die meisten einfach englisch „ät“ aussprechen.',
    },
    {
      examples: [
        { de: 'Wie schreibt man das?', en: 'Frage nach der Schreibung eines Wortes.' },
        { de: 'Können Sie das bitte buchstabieren?', en: 'Höfliche Bitte: Buchstabe für Buchstabe.' },
        { de: 'Wie ist Ihr Nachname?', en: 'Frage nach dem Familiennamen.' },
        { de: 'Mein Name ist Müller: M, U Umlaut, zwei L, E, R.', en: 'Einen Namen mit Umlaut und Doppelbuchstaben buchstabieren.' },
        { de: 'Mit großem B oder kleinem b?', en: 'Frage nach Groß- und Kleinschreibung.' },
        { de: 'Noch einmal, bitte. Langsamer, bitte.', en: 'Um Wiederholung und langsameres Sprechen bitten.' },
      ],
    },
    { h2: 'Die deutsche Buchstabiertafel' },
    {
      p: 'Bei schlechter Verbindung verwechselt man leicht „B“ und „P“ oder „M“ und „N“. Deshalb nennt man zu jedem Buchstaben ein Wort: {{B wie Berlin}}. Die amtliche Tafel für Wirtschaft und Verwaltung steht in der deutschen Norm DIN 5009. Seit 2022 enthält sie statt der alten Vornamen Namen deutscher Städte. Ihre Verwendung ist freiwillig, und die traditionellen Vornamen sind noch sehr verbreitet, besonders bei älteren Menschen – es lohnt sich also, beide zu kennen.',
    },
    {
      table: {
        caption: 'Die Buchstabiertafel: DIN 5009 (2022) und die traditionellen Namen',
        head: ['Buchstabe', 'DIN 5009 (2022)', 'Traditionell'],
        rows: spellingAlphabet,
      },
    },
    {
      examples: [
        { de: 'Schmidt: S wie Salzwedel, C wie Chemnitz, H wie Hamburg, M wie München, I wie Ingelheim, D wie Düsseldorf, T wie Tübingen.', en: 'Ein Name, buchstabiert mit der Tafel nach DIN 5009.' },
        { de: 'Meier mit E I, nicht mit A Y.', en: 'Eine Schreibvariante klarstellen (Meier, nicht Mayer).' },
      ],
    },
    { h2: 'Großbuchstaben' },
    {
      p: 'Noch etwas zu den Buchstaben: Im Deutschen schreibt man **jedes Nomen groß**, nicht nur Namen – {{der Tisch}}, {{die Liebe}}, {{das Wetter}}. Auch die höfliche Anrede {{Sie}} und ihre Formen ({{Ihr}}, {{Ihnen}}) schreibt man groß. Das hilft beim Lesen, weil man sofort sieht, welche Wörter Nomen sind. Lernen Sie jedes neue Nomen mit Artikel und großem Anfangsbuchstaben, zum Beispiel {{die Katze}}, nie nur „katze“.',
    },
    { h2: 'So üben Sie' },
    {
      ol: [
        'Sagen Sie eine Woche lang jeden Tag das Alphabet laut auf, danach rückwärts.',
        'Buchstabieren Sie Ihren Namen, Ihre Straße und Ihre E-Mail-Adresse, bis es ohne Nachdenken geht.',
        'Lassen Sie sich von jemandem deutsche Wörter Buchstabe für Buchstabe diktieren und schreiben Sie sie auf.',
        'Hören Sie sich die Wörter in unseren [Wortlisten](/words) an und sprechen Sie die Laute nach, besonders ä, ö, ü und ch.',
        'Spielen Sie ein Buchstabier- oder Wortspiel aus dem Bereich [Spiele](/games), um Ihr Ohr zu trainieren.',
      ],
    },
    {
      tip: 'Schreiben Sie Ihre Buchstabierzeile einmal auf und speichern Sie sie im Handy: Ihren Nachnamen mit den Wörtern aus DIN 5009. In der Arztpraxis oder bei der Bank können Sie sie dann ganz ruhig vorlesen.',
    },
  ],
};

export default translation;
