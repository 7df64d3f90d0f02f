import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-a1-cheat-sheet',
  lang: 'de',
  body: [
    {
      p: 'Die Niveaus A1, A2, B1 und B2 auf dieser Seite folgen dem **Gemeinsamen Europäischen Referenzrahmen für Sprachen (GER)** des Europarats. A1 ist die erste Stufe der „elementaren Sprachverwendung“: Sie verstehen und verwenden vertraute alltägliche Ausdrücke und ganz einfache Sätze, können sich und andere vorstellen, Fragen zu Wohnort, Bekannten und Besitz stellen und beantworten und sich mit jemandem verständigen, der langsam und deutlich spricht und hilfsbereit ist. Dieser Spickzettel sammelt die Grammatik und die Redemittel, die A1-Kurse und Prüfungen wie das Goethe-Zertifikat A1 meist erwarten. Nutzen Sie ihn zum Wiederholen – ausführliche Erklärungen stehen in unserem [Grammatikbereich](/grammar).',
    },
    { h2: 'Personalpronomen, sein und haben' },
    {
      table: {
        caption: 'Die zwei wichtigsten Verben',
        head: ['Pronomen', 'sein', 'haben'],
        rows: [
          ['{{ich}}', '{{bin}}', '{{habe}}'],
          ['{{du}} (informell)', '{{bist}}', '{{hast}}'],
          ['{{er}} / {{sie}} / {{es}}', '{{ist}}', '{{hat}}'],
          ['{{wir}}', '{{sind}}', '{{haben}}'],
          ['{{ihr}} (informell, Plural)', '{{seid}}', '{{habt}}'],
          ['{{sie}} / {{Sie}} (Plural / Höflichkeitsform)', '{{sind}}', '{{haben}}'],
        ],
      },
    },
    {
      p: '{{du}} sagt man zu Freunden, zur Familie, zu Kindern und oft zu gleichaltrigen Kollegen; {{Sie}} (immer mit großem S) zu Erwachsenen, die man nicht kennt, auf Ämtern und in Geschäften. {{Sie}} hat dieselbe Verbform wie {{sie}} (Plural).',
    },
    { h2: 'Präsens der regelmäßigen Verben' },
    {
      p: 'Nehmen Sie den Infinitiv, streichen Sie -en und hängen Sie die Endungen an. Verben, deren Stamm auf -t oder -d endet, bekommen ein zusätzliches e ({{du arbeitest}}, {{er arbeitet}}).',
    },
    {
      table: {
        caption: 'wohnen und arbeiten im Präsens',
        head: ['Person', 'Endung', 'wohnen', 'arbeiten'],
        rows: [
          ['{{ich}}', '-e', '{{wohne}}', '{{arbeite}}'],
          ['{{du}}', '-st', '{{wohnst}}', '{{arbeitest}}'],
          ['{{er}}/{{sie}}/{{es}}', '-t', '{{wohnt}}', '{{arbeitet}}'],
          ['{{wir}}', '-en', '{{wohnen}}', '{{arbeiten}}'],
          ['{{ihr}}', '-t', '{{wohnt}}', '{{arbeitet}}'],
          ['{{sie}}/{{Sie}}', '-en', '{{wohnen}}', '{{arbeiten}}'],
        ],
      },
    },
    {
      p: '**Verben mit Vokalwechsel** ändern ihren Vokal nur bei {{du}} und {{er}}/{{sie}}/{{es}}: e → i ({{sprechen}}: {{du sprichst}}, {{er spricht}}; ebenso {{essen}}, {{geben}}, {{nehmen}}, {{helfen}}), e → ie ({{lesen}}: {{du liest}}; {{sehen}}), a → ä ({{fahren}}: {{du fährst}}; {{schlafen}}, {{tragen}}). {{wissen}} lernen Sie extra: {{ich weiß}}, {{du weißt}}, {{er weiß}}.',
    },
    { h2: 'Satzbau: Das Verb steht auf Position 2' },
    {
      ul: [
        '**Aussagesatz**: Das konjugierte Verb ist das zweite Satzglied. Vorne kann alles stehen; das Subjekt folgt dann nach dem Verb.',
        '**W-Frage**: zuerst das Fragewort, dann das Verb: {{Wo wohnst du?}}',
        '**Ja/Nein-Frage**: Das Verb steht am Anfang: {{Wohnst du in Berlin?}}',
        '**Ein zweites Verb oder eine Partikel** (Infinitiv, Partizip, trennbares Präfix) steht am Ende.',
      ],
    },
    {
      examples: [
        { de: 'Ich lerne heute Deutsch.', en: 'Aussagesatz, Subjekt vorne.' },
        { de: 'Heute lerne ich Deutsch.', en: 'Die Zeitangabe vorne, das Subjekt nach dem Verb.' },
        { de: 'Was machst du am Wochenende?', en: 'W-Frage: Fragewort, dann Verb.' },
        { de: 'Kommst du aus Spanien?', en: 'Ja/Nein-Frage: Verb vorne.' },
      ],
    },
    {
      p: 'Fragewörter: {{wer}}, {{was}}, {{wo}}, {{woher}}, {{wohin}}, {{wann}}, {{wie}}, {{wie viel}}, {{warum}}. Mehr dazu unter [Grundlagen der deutschen Wortstellung](/articles/german-word-order-basics).',
    },
    { h2: 'Artikel, Nominativ und Akkusativ' },
    {
      p: 'Jedes Nomen ist maskulin, feminin oder neutral (siehe [der, die oder das?](/articles/der-die-das-noun-gender-rules)). Auf A1 brauchen Sie zwei Kasus: den **Nominativ** für das Subjekt und den **Akkusativ** für das direkte Objekt. Im Akkusativ ändert sich nur das Maskulinum.',
    },
    {
      table: {
        caption: 'Artikel auf A1',
        head: ['Kasus', 'Maskulin', 'Feminin', 'Neutral', 'Plural'],
        rows: [
          ['Nominativ', '{{der}} / {{ein}} / {{kein}}', '{{die}} / {{eine}} / {{keine}}', '{{das}} / {{ein}} / {{kein}}', '{{die}} / – / {{keine}}'],
          ['Akkusativ', '{{den}} / {{einen}} / {{keinen}}', '{{die}} / {{eine}} / {{keine}}', '{{das}} / {{ein}} / {{kein}}', '{{die}} / – / {{keine}}'],
          ['Dativ (nach mit, bei, zu …)', '{{dem}} / {{einem}}', '{{der}} / {{einer}}', '{{dem}} / {{einem}}', '{{den}} (+ -n)'],
        ],
      },
    },
    {
      examples: [
        { de: 'Der Tisch ist neu. Ich kaufe den Tisch.', en: 'Nominativ, dann Akkusativ: der → den.' },
        { de: 'Hast du einen Stift? – Nein, ich habe keinen Stift.', en: 'Akkusativ maskulin: einen, keinen.' },
        { de: 'Ich fahre mit dem Bus zur Arbeit.', en: 'Dativ nach „mit“ und „zu“.' },
      ],
    },
    {
      p: '**Possessivartikel** haben dieselben Endungen wie {{ein}}: {{mein}}, {{dein}}, {{sein}}, {{ihr}}, {{unser}}, {{euer}}, {{ihr}} (Plural), {{Ihr}} (Höflichkeitsform): {{Das ist meine Mutter.}} {{Ich suche meinen Schlüssel.}}',
    },
    { h2: 'Verneinung: nicht oder kein?' },
    {
      p: 'Mit {{kein}} verneinen Sie ein Nomen mit {{ein}} oder ohne Artikel; mit {{nicht}} alles andere (Verben, Adjektive, Nomen mit {{der}}/{{die}}/{{das}}, Namen).',
    },
    {
      examples: [
        { de: 'Ich habe kein Auto. Ich habe keine Zeit.', en: 'Nomen ohne bestimmten Artikel: kein.' },
        { de: 'Das Auto ist nicht neu. Ich komme heute nicht.', en: 'Adjektiv und Verb: nicht.' },
      ],
    },
    { h2: 'Modalverben und möchten' },
    {
      p: 'Modalverben haben unregelmäßige Singularformen und schicken das Hauptverb als Infinitiv ans Ende: {{können}}, {{müssen}}, {{wollen}}, {{dürfen}}, {{sollen}} und das höfliche {{möchten}}. Einzelheiten im [Leitfaden zu den Modalverben](/articles/german-modal-verbs-guide).',
    },
    {
      examples: [
        { de: 'Ich kann gut schwimmen.', en: 'Fähigkeit: können.' },
        { de: 'Du musst heute arbeiten.', en: 'Notwendigkeit: müssen.' },
        { de: 'Ich möchte einen Kaffee, bitte.', en: 'Höflicher Wunsch: möchten.' },
      ],
    },
    { h2: 'Trennbare Verben' },
    {
      p: 'Viele Alltagsverben haben ein Präfix, das sich im Präsens abtrennt und ans Ende geht: {{aufstehen}}, {{einkaufen}}, {{anrufen}}, {{fernsehen}}, {{mitkommen}}. Siehe [trennbare Verben](/articles/separable-verbs-in-german).',
    },
    {
      examples: [
        { de: 'Ich stehe um sieben Uhr auf.', en: 'aufstehen: „auf“ steht am Ende.' },
        { de: 'Kommst du mit?', en: 'mitkommen in der Frage: „mit“ am Ende.' },
      ],
    },
    { h2: 'Der Imperativ' },
    {
      table: {
        caption: 'Aufforderungen',
        head: ['Form', 'kommen', 'warten', 'sprechen'],
        rows: [
          ['{{Sie}}', '{{Kommen Sie!}}', '{{Warten Sie!}}', '{{Sprechen Sie langsam!}}'],
          ['{{du}}', '{{Komm!}}', '{{Warte!}}', '{{Sprich langsam!}}'],
          ['{{ihr}}', '{{Kommt!}}', '{{Wartet!}}', '{{Sprecht langsam!}}'],
        ],
      },
    },
    { h2: 'Über die Vergangenheit sprechen' },
    {
      p: 'Auf A1 lernen Sie das **Perfekt**: {{haben}} oder {{sein}} + Partizip II am Ende. Die meisten Verben bilden es mit {{haben}}; Verben der Bewegung und der Zustandsänderung mit {{sein}}. Bei {{sein}} und {{haben}} selbst ist das Präteritum üblicher: {{ich war}}, {{ich hatte}}. Siehe [Perfekt oder Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      examples: [
        { de: 'Ich habe gestern Pizza gegessen.', en: 'Perfekt mit haben.' },
        { de: 'Wir sind nach Hamburg gefahren.', en: 'Perfekt mit sein (Bewegung).' },
        { de: 'Ich war krank und hatte Fieber.', en: 'Präteritum von sein und haben.' },
      ],
    },
    { h2: 'Präpositionen für Zeit und Ort' },
    {
      ul: [
        '{{um}} + Uhrzeit: {{um acht Uhr}}',
        '{{am}} + Tag, Tageszeit, Datum: {{am Montag}}, {{am Abend}}, {{am 3. Mai}}',
        '{{im}} + Monat, Jahreszeit: {{im Juli}}, {{im Sommer}}',
        '{{aus}} (Herkunft: Land, Stadt), {{in}} (Ort), {{nach}} (Richtung: Stadt oder Land ohne Artikel): {{Ich komme aus Polen und wohne in Köln. Morgen fahre ich nach Wien.}}',
      ],
    },
    { h2: 'Wichtige Redemittel auf A1' },
    {
      table: {
        caption: 'Sätze für den Alltag',
        head: ['Situation', 'Redemittel', 'Variante oder Antwort'],
        rows: [
          ['Begrüßung', '{{Guten Tag!}} / {{Hallo!}}', 'Hallo! (unter Freunden)'],
          ['Sich vorstellen', '{{Ich heiße Anna. Ich komme aus Italien.}}', 'Mein Name ist Anna.'],
          ['Nach dem Befinden fragen', '{{Wie geht es Ihnen?}} / {{Wie geht’s?}}', 'Gut, danke. Und Ihnen?'],
          ['Etwas nicht verstehen', '{{Entschuldigung, das verstehe ich nicht.}}', 'Wie bitte?'],
          ['Um Wiederholung bitten', '{{Können Sie das bitte wiederholen?}}', 'Langsamer, bitte.'],
          ['Einkaufen', '{{Was kostet das?}}', 'Das kostet drei Euro.'],
          ['Bestellen', '{{Ich hätte gern ein Wasser.}}', 'Ein Wasser, bitte.'],
          ['Bezahlen', '{{Zahlen, bitte!}}', 'Die Rechnung, bitte!'],
          ['Nach dem Weg fragen', '{{Wo ist der Bahnhof?}}', 'Wie komme ich zum Bahnhof?'],
          ['Sich verabschieden', '{{Auf Wiedersehen!}} / {{Tschüss!}}', 'Bis bald!'],
        ],
      },
    },
    {
      p: 'Themen und Wortfelder auf A1: Angaben zur Person, Familie, Wohnen, Essen und Trinken, Einkaufen, die Stadt, Verkehrsmittel, Tagesablauf, Freizeit, Arbeit, Körper und Gesundheit, Wetter sowie Zahlen, Daten und Uhrzeiten (siehe [Zahlen, Daten und Uhrzeit](/articles/german-numbers-dates-and-time) und [das deutsche Alphabet](/articles/german-alphabet)). Üben Sie sie in unseren [Wortschatzlisten](/words) und [Redewendungen](/phrases).',
    },
    {
      tip: 'Bereit für den nächsten Schritt? Der [Spickzettel A2](/articles/german-a2-cheat-sheet) zeigt, was als Nächstes kommt: Dativ, Nebensätze mit {{weil}} und {{dass}}, Vergleiche und reflexive Verben.',
    },
  ],
};

export default translation;
