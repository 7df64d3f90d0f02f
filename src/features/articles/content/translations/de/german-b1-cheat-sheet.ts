import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b1-cheat-sheet',
  lang: 'de',
  body: [
    {
      p: 'Die Niveaus auf dieser Seite folgen dem **Gemeinsamen Europäischen Referenzrahmen für Sprachen (GER)**. B1 ist die erste Stufe der „selbstständigen Sprachverwendung“. Auf B1 verstehen Sie die Hauptpunkte, wenn klare Standardsprache über vertraute Dinge aus Arbeit, Schule und Freizeit verwendet wird; Sie bewältigen die meisten Situationen auf Reisen; Sie schreiben einfache zusammenhängende Texte über vertraute Themen; und Sie berichten über Erfahrungen, Ereignisse, Hoffnungen und Pläne und begründen kurz Ihre Meinung. B1 wird auch bei Behörden oft verlangt – in Deutschland zum Beispiel für die Einbürgerung –, solche Regeln können sich aber ändern; prüfen Sie die aktuellen Voraussetzungen deshalb immer bei der offiziellen Stelle. Grammatisch geht es auf B1 darum, Sätze zu **verbinden und abzuwechseln**. Die Grundlagen stehen im [Spickzettel A2](/articles/german-a2-cheat-sheet).',
    },
    { h2: 'Präteritum: die Vergangenheit der Schriftsprache' },
    {
      p: 'Auf B1 lesen und schreiben Sie Geschichten, Berichte und Lebensläufe, und die stehen im Präteritum. Regelmäßige Verben bekommen **-te**; unregelmäßige ändern ihren Stamm und haben bei {{ich}} und {{er}} keine Endung. Siehe [Perfekt oder Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Häufige unregelmäßige Verben: Infinitiv – Präteritum – Partizip II',
        head: ['Infinitiv', 'Präteritum', 'Perfekt'],
        rows: [
          ['{{gehen}}', '{{ging}}', '{{ist gegangen}}'],
          ['{{kommen}}', '{{kam}}', '{{ist gekommen}}'],
          ['{{fahren}}', '{{fuhr}}', '{{ist gefahren}}'],
          ['{{sehen}}', '{{sah}}', '{{hat gesehen}}'],
          ['{{geben}}', '{{gab}}', '{{hat gegeben}}'],
          ['{{nehmen}}', '{{nahm}}', '{{hat genommen}}'],
          ['{{finden}}', '{{fand}}', '{{hat gefunden}}'],
          ['{{schreiben}}', '{{schrieb}}', '{{hat geschrieben}}'],
          ['{{bleiben}}', '{{blieb}}', '{{ist geblieben}}'],
          ['{{denken}}', '{{dachte}}', '{{hat gedacht}}'],
          ['{{wissen}}', '{{wusste}}', '{{hat gewusst}}'],
          ['{{werden}}', '{{wurde}}', '{{ist geworden}}'],
        ],
      },
    },
    { h2: 'Plusquamperfekt: die Vorvergangenheit' },
    {
      p: 'Es wird mit {{hatte}} oder {{war}} + Partizip II gebildet und zeigt, dass ein vergangenes Ereignis vor einem anderen stattfand, oft mit {{nachdem}}.',
    },
    {
      examples: [
        { de: 'Nachdem wir gegessen hatten, gingen wir spazieren.', en: 'Erst das Essen (Plusquamperfekt), dann der Spaziergang (Präteritum).' },
        { de: 'Der Zug war schon abgefahren, als ich ankam.', en: 'Die Abfahrt liegt vor der Ankunft.' },
      ],
    },
    { h2: 'Das Passiv' },
    {
      p: 'Das Passiv stellt die Handlung in den Mittelpunkt, nicht die handelnde Person: {{werden}} + Partizip II. Die handelnde Person folgt, wenn man sie nennt, mit {{von}} + Dativ. Mit Modalverb wird das Modalverb konjugiert, und {{werden}} steht am Ende.',
    },
    {
      table: {
        caption: 'Passivformen',
        head: ['Zeitform', 'Beispiel'],
        rows: [
          ['Präsens', '{{Das Haus wird renoviert.}}'],
          ['Präteritum', '{{Das Haus wurde 1900 gebaut.}}'],
          ['Perfekt', '{{Das Haus ist renoviert worden.}}'],
          ['mit Modalverb', '{{Das Formular muss unterschrieben werden.}}'],
          ['Zustandspassiv (sein + Partizip II)', '{{Das Geschäft ist geschlossen.}}'],
        ],
      },
    },
    {
      tip: 'Im Perfekt Passiv heißt das Partizip von {{werden}} {{worden}}, nicht {{geworden}}: {{Er ist operiert worden}}, aber {{Er ist Arzt geworden}}.',
    },
    { h2: 'Relativsätze' },
    {
      p: 'Ein Relativsatz beschreibt ein Nomen. Das Relativpronomen übernimmt **Genus und Numerus** vom Nomen und den **Kasus** von seiner Rolle im Relativsatz; das Verb steht am Ende.',
    },
    {
      table: {
        caption: 'Relativpronomen',
        head: ['Kasus', 'Maskulin', 'Feminin', 'Neutral', 'Plural'],
        rows: [
          ['Nominativ', '{{der}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Akkusativ', '{{den}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Dativ', '{{dem}}', '{{der}}', '{{dem}}', '{{denen}}'],
          ['Genitiv', '{{dessen}}', '{{deren}}', '{{dessen}}', '{{deren}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Der Mann, der dort steht, ist mein Chef.', en: 'Nominativ: Der Mann steht dort.' },
        { de: 'Das ist die Kollegin, mit der ich arbeite.', en: 'Dativ nach „mit“: mit der Kollegin.' },
        { de: 'Die Leute, denen ich geholfen habe, waren sehr nett.', en: 'Dativ Plural nach „helfen“: denen.' },
        { de: 'Berlin ist eine Stadt, in der man viel erleben kann.', en: 'Präposition + Relativpronomen: in der.' },
      ],
    },
    { h2: 'Konjunktiv II: Wünsche, Bedingungen, Ratschläge' },
    {
      p: 'Die meisten Verben bilden ihn mit {{würde}} + Infinitiv. {{sein}}, {{haben}} und die Modalverben haben eigene Formen: {{wäre}}, {{hätte}}, {{könnte}}, {{müsste}}, {{dürfte}}, {{sollte}}; ebenso einige häufige Verben ({{käme}}, {{ginge}}, {{wüsste}}). Die Vergangenheit ist {{hätte}}/{{wäre}} + Partizip II.',
    },
    {
      examples: [
        { de: 'Wenn ich mehr Zeit hätte, würde ich öfter reisen.', en: 'Irreale Bedingung in der Gegenwart.' },
        { de: 'Ich wäre jetzt gern am Meer.', en: 'Irrealer Wunsch.' },
        { de: 'An deiner Stelle würde ich den Arzt anrufen.', en: 'Ratschlag.' },
        { de: 'Wenn ich das gewusst hätte, wäre ich früher gekommen.', en: 'Irreale Bedingung in der Vergangenheit.' },
      ],
    },
    { h2: 'Konnektoren: das Herz von B1' },
    {
      table: {
        caption: 'Verbindungswörter und ihre Wortstellung',
        head: ['Art', 'Wörter', 'Wortstellung'],
        rows: [
          ['Subjunktionen', '{{obwohl}}, {{während}}, {{bevor}}, {{nachdem}}, {{seit}}, {{bis}}, {{damit}}, {{sodass}}, {{falls}}', 'Verb am Ende'],
          ['Adverbien', '{{deshalb}}, {{deswegen}}, {{trotzdem}}, {{außerdem}}, {{sonst}}, {{dann}}', 'Position 1, dann das Verb'],
          ['zweiteilige Konnektoren', '{{sowohl … als auch}}, {{weder … noch}}, {{entweder … oder}}, {{nicht nur … sondern auch}}, {{je … desto}}', 'unterschiedlich'],
          ['Infinitivsätze', '{{um … zu}}, {{ohne … zu}}, {{statt … zu}}', 'zu + Infinitiv am Ende'],
        ],
      },
    },
    {
      examples: [
        { de: 'Obwohl es regnete, sind wir gewandert.', en: 'Subjunktion: Verb am Ende des Nebensatzes.' },
        { de: 'Es regnete, trotzdem sind wir gewandert.', en: 'Adverb auf Position 1, dann das Verb.' },
        { de: 'Ich lerne Deutsch, um in Deutschland zu studieren.', en: 'Zweck mit um … zu (dasselbe Subjekt).' },
        { de: 'Je mehr ich übe, desto besser spreche ich.', en: 'je + Nebensatz, desto + Verb auf Position 2.' },
      ],
    },
    {
      p: '{{um … zu}} und {{damit}} drücken beide einen Zweck aus: {{um … zu}}, wenn das Subjekt in beiden Teilen dasselbe ist, {{damit}}, wenn es verschieden ist ({{Ich spreche langsam, damit du mich verstehst}}).',
    },
    { h2: 'Weitere B1-Grammatik in Kürze' },
    {
      ul: [
        '**Futur I** ({{werden}} + Infinitiv) für Pläne, Versprechen und Vermutungen: {{Er wird wohl noch im Büro sein.}}',
        '**Genitiv** und seine Präpositionen: {{wegen des Wetters}}, {{trotz des Regens}}, {{während der Pause}}, {{innerhalb einer Woche}}.',
        '**Adjektivendungen** in allen vier Fällen und Adjektive als Nomen: {{der Deutsche}}, {{ein Bekannter}}, {{die Erwachsenen}}. Siehe [Adjektivendungen leicht gemacht](/articles/german-adjective-endings-made-simple).',
        '**lassen**: {{Ich lasse mein Auto reparieren}} (jemand anderes repariert es).',
        '**Verben mit Präpositionen** und **da-/wo-**-Wörter: {{Ich ärgere mich darüber.}} {{Wofür interessierst du dich?}}',
        '**Indirekte Fragen**: {{Können Sie mir sagen, wann der Kurs beginnt?}}',
      ],
    },
    { h2: 'Wichtige Redemittel auf B1' },
    {
      table: {
        caption: 'Nützliche Redemittel für B1',
        head: ['Sprechabsicht', 'Redemittel'],
        rows: [
          ['Meinung äußern', '{{Ich bin der Meinung, dass …}} / {{Meiner Ansicht nach …}}'],
          ['Zustimmen', '{{Da stimme ich dir zu.}} / {{Das sehe ich genauso.}}'],
          ['Höflich widersprechen', '{{Da bin ich anderer Meinung.}} / {{Ich bin mir nicht sicher, ob …}}'],
          ['Begründen', '{{Ein wichtiger Grund dafür ist …}}'],
          ['Vor- und Nachteile', '{{Einerseits …, andererseits …}} / {{Ein Vorteil ist …, ein Nachteil ist …}}'],
          ['Gliedern', '{{Zuerst …}}, {{danach …}}, {{zum Schluss …}}'],
          ['Formeller Brief', '{{Sehr geehrte Damen und Herren, …}} / {{Mit freundlichen Grüßen}}'],
          ['Persönlicher Brief', '{{Liebe Anna, …}} / {{Viele Grüße}}'],
          ['Sich höflich beschweren', '{{Leider muss ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'Themen auf B1: Arbeit und Bewerbung, Bildung, Gesundheit und Gesundheitssystem, Medien, Umwelt, Probleme auf Reisen, Beziehungen, Kultur und Gesellschaft. Diese Wortfelder bauen Sie mit unseren [Wortlisten](/words) und dem [Wortschatz für den Arbeitsplatz](/articles/german-workplace-vocabulary) auf.',
    },
    {
      tip: 'Auf B1 zählt Flüssigkeit und Zusammenhang mehr als Fehlerfreiheit. Üben Sie, kurze Geschichten laut zu erzählen, mit {{zuerst}}, {{dann}}, {{nachdem}} und {{schließlich}}. Den nächsten Schritt, B2, fasst der [Spickzettel B2](/articles/german-b2-cheat-sheet) zusammen.',
    },
  ],
};

export default translation;
