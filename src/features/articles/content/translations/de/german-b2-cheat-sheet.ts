import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b2-cheat-sheet',
  lang: 'de',
  body: [
    {
      p: 'Wie überall auf dieser Seite folgen die Niveaus dem **Gemeinsamen Europäischen Referenzrahmen für Sprachen (GER)**. B2 ist die obere Stufe der „selbstständigen Sprachverwendung“. Auf B2 verstehen Sie die Hauptinhalte komplexer Texte zu konkreten und abstrakten Themen, auch Fachdiskussionen im eigenen Gebiet; Sie können sich so spontan und fließend mit Muttersprachlern verständigen, dass ein normales Gespräch ohne größere Anstrengung auf beiden Seiten möglich ist; und Sie schreiben klare, detaillierte Texte und erläutern einen Standpunkt mit den Vor- und Nachteilen verschiedener Möglichkeiten. Viele Hochschulen und Arbeitgeber verlangen B2 oder mehr, ihre Anforderungen sind aber verschieden und ändern sich – prüfen Sie sie einzeln. Grammatisch geht es auf B2 weniger um neue Formen als um **Stil**: die Strukturen von Zeitungen, Berichten und formellen Diskussionen verstehen und verwenden. Zum Wiederholen beginnen Sie mit dem [Spickzettel B1](/articles/german-b1-cheat-sheet).',
    },
    { h2: 'Indirekte Rede: Konjunktiv I' },
    {
      p: 'Nachrichten und formelle Texte verwenden den Konjunktiv I, um wiederzugeben, was jemand gesagt hat, ohne selbst die Verantwortung dafür zu übernehmen. Er wird vom Infinitivstamm gebildet; in der Praxis ist die 3. Person Singular die wichtigste Form. Wo der Konjunktiv I wie der Indikativ aussieht (meist im Plural), nimmt man stattdessen den Konjunktiv II.',
    },
    {
      table: {
        caption: 'Konjunktiv I – die häufigsten Formen',
        head: ['Infinitiv', 'er/sie/es', 'Beispiel'],
        rows: [
          ['{{sein}}', '{{sei}}', '{{Der Minister sagte, die Lage sei ernst.}}'],
          ['{{haben}}', '{{habe}}', '{{Sie erklärte, sie habe keine Zeit.}}'],
          ['{{können}}', '{{könne}}', '{{Er meinte, er könne nicht kommen.}}'],
          ['{{werden}}', '{{werde}}', '{{Die Firma teilte mit, sie werde Stellen abbauen.}}'],
          ['{{kommen}}', '{{komme}}', '{{Sie sagt, sie komme morgen.}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Die Sprecherin sagte, man habe das Problem gelöst.', en: 'Konjunktiv I: „habe“ statt „hat“.' },
        { de: 'Die Kollegen sagen, sie hätten keine Informationen bekommen.', en: 'Konjunktiv II ersetzt {{sie haben}}, weil der Konjunktiv I wie der Indikativ aussähe.' },
      ],
    },
    { h2: 'Das Passiv und seine Alternativen' },
    {
      p: 'Auf B2 begegnet Ihnen das Passiv in allen Zeitformen und mit Modalverben, dazu mehrere Strukturen, die es ersetzen.',
    },
    {
      table: {
        caption: 'Passiv und Passiversatz',
        head: ['Struktur', 'Beispiel', 'Bedeutung'],
        rows: [
          ['Passiv mit Modalverb, Vergangenheit', '{{Das hätte früher gemacht werden müssen.}}', 'Es war nötig, es früher zu tun.'],
          ['{{sich lassen}} + Infinitiv', '{{Das Problem lässt sich lösen.}}', 'Man kann das Problem lösen.'],
          ['{{sein}} + {{zu}} + Infinitiv', '{{Die Rechnung ist bis Freitag zu bezahlen.}}', 'Man muss die Rechnung bis Freitag bezahlen.'],
          ['Adjektiv auf -bar', '{{Das ist machbar.}}', 'Man kann es machen.'],
          ['{{man}}', '{{Hier spricht man Deutsch.}}', 'Hier wird Deutsch gesprochen.'],
        ],
      },
    },
    { h2: 'Erweiterte Partizipialattribute' },
    {
      p: 'Geschriebenes Deutsch packt oft einen ganzen Relativsatz vor ein Nomen, zwischen Artikel und Nomen. Das Partizip steht am Ende dieses Blocks, direkt vor dem Nomen, und bekommt eine Adjektivendung. Das Partizip I (-end) ist aktiv und gleichzeitig; das Partizip II ist passiv oder abgeschlossen. Zum Lesen springen Sie vom Artikel zum Nomen und lesen den Block dann von hinten.',
    },
    {
      examples: [
        { de: 'die von der Regierung geplante Reform', en: 'Partizip II, passiv: {{die Reform, die von der Regierung geplant wird}}' },
        { de: 'die seit Jahren steigenden Mieten', en: 'Partizip I, aktiv: die Mieten, die seit Jahren steigen' },
        { de: 'ein gut ausgebildeter Mitarbeiter', en: 'Partizip II, abgeschlossen: ein Mitarbeiter, der gut ausgebildet ist' },
        { de: 'die noch zu erledigenden Aufgaben', en: 'zu + Partizip I: die Aufgaben, die noch erledigt werden müssen' },
      ],
    },
    { h2: 'Nominalstil und Verbalstil' },
    {
      p: 'Formelles Deutsch liebt Nomen: Es macht aus Nebensätzen Nominalgruppen mit Präpositionen. Auf B2 sollten Sie diesen Stil erkennen und zwischen beiden wechseln können.',
    },
    {
      table: {
        caption: 'Vom Verbalstil zum Nominalstil',
        head: ['Verbalstil', 'Nominalstil'],
        rows: [
          ['{{weil es stark regnete}}', '{{wegen des starken Regens}}'],
          ['{{nachdem er angekommen war}}', '{{nach seiner Ankunft}}'],
          ['{{während wir renovieren}}', '{{während der Renovierung}}'],
          ['{{obwohl sie krank war}}', '{{trotz ihrer Krankheit}}'],
          ['{{wenn man die Regeln beachtet}}', '{{bei Beachtung der Regeln}}'],
          ['{{um die Qualität zu verbessern}}', '{{zur Verbesserung der Qualität}}'],
        ],
      },
    },
    {
      p: 'Typische Genitivpräpositionen des formellen Stils: {{aufgrund}}, {{angesichts}}, {{bezüglich}} und {{hinsichtlich}}, {{infolge}}, {{mithilfe}}. {{zufolge}} steht hinter seinem Nomen und verlangt den Dativ: {{dem Bericht zufolge}}.',
    },
    { h2: 'Futur II und Modalverben der Vermutung' },
    {
      p: 'Das Futur II ({{werden}} + Partizip II + {{haben}}/{{sein}}) dient vor allem für **Vermutungen über Vergangenes**, oft mit {{wohl}}. Modalverben drücken aus, wie sicher man sich ist.',
    },
    {
      examples: [
        { de: 'Er wird den Zug wohl verpasst haben.', en: 'Vermutung über die Vergangenheit.' },
        { de: 'Bis Juni werde ich die Prüfung bestanden haben.', en: 'Abgeschlossen zu einem Zeitpunkt in der Zukunft.' },
        { de: 'Sie muss die Nachricht gelesen haben.', en: 'Fast sicher: müssen.' },
        { de: 'Der Täter soll ins Ausland geflohen sein.', en: 'Fremde Behauptung: sollen.' },
      ],
    },
    { h2: 'Konnektoren für Fortgeschrittene' },
    {
      table: {
        caption: 'Konnektoren für B2',
        head: ['Konnektor', 'Bedeutung', 'Beispiel'],
        rows: [
          ['{{indem}}', 'Art und Weise, Mittel', '{{Man spart Energie, indem man weniger heizt.}}'],
          ['{{sodass}}', 'Folge', '{{Es regnete stark, sodass das Spiel ausfiel.}}'],
          ['{{als ob}} + Konj. II', 'irrealer Vergleich', '{{Er tut so, als ob er nichts wüsste.}}'],
          ['{{es sei denn}}', 'Ausnahme', '{{Wir fahren morgen, es sei denn, es schneit.}}'],
          ['{{sofern}}, {{falls}}', 'Bedingung', '{{Sofern nichts dagegen spricht, beginnen wir um neun.}}'],
          ['{{zumal}}', 'zusätzlicher Grund', '{{Ich bleibe zu Hause, zumal ich erkältet bin.}}'],
          ['{{je nachdem}}', 'Abhängigkeit', '{{Je nachdem, wie das Wetter ist, grillen wir.}}'],
          ['{{zwar … aber}}', 'Einräumung', '{{Die Wohnung ist zwar klein, aber sehr hell.}}'],
        ],
      },
    },
    { h2: 'Nomen-Verb-Verbindungen' },
    {
      p: 'Formelles Deutsch verwendet feste Paare aus einem Nomen und einem ziemlich bedeutungsarmen Verb. Sie sind typisch für B2-Prüfungen und Behördenbriefe:',
    },
    {
      ul: [
        '{{eine Entscheidung treffen}} – entscheiden',
        '{{einen Antrag stellen}} – etwas offiziell beantragen',
        '{{zur Verfügung stehen}} / {{stellen}} – verfügbar sein / etwas bereitstellen',
        '{{in Frage kommen}} – möglich sein',
        '{{Kritik üben}} (an + Dat.) – kritisieren',
        '{{in Kraft treten}} – gültig werden',
        '{{Rücksicht nehmen}} (auf + Akk.) – an andere denken',
        '{{zum Ausdruck bringen}} – ausdrücken',
      ],
    },
    { h2: 'Kleine Wörter, große Wirkung: Modalpartikeln' },
    {
      p: 'Gesprochenes Deutsch steckt voller kurzer Partikeln, die eher den Ton als den Inhalt verändern. Auf B2 sollten Sie sie verstehen und einige selbst verwenden: {{doch}} (Nachdruck oder Ermunterung: {{Komm doch mit!}}), {{ja}} (Bekanntes: {{Das weißt du ja}}), {{mal}} (abschwächend: {{Schau mal!}}), {{halt}} / {{eben}} (nicht zu ändern: {{Das ist halt so}}), {{wohl}} (Vermutung: {{Er ist wohl krank}}).',
    },
    { h2: 'Wichtige Redemittel auf B2' },
    {
      table: {
        caption: 'Diskutieren und argumentieren',
        head: ['Sprechabsicht', 'Redemittel'],
        rows: [
          ['Standpunkt nennen', '{{Ich vertrete den Standpunkt, dass …}}'],
          ['Ein Argument einleiten', '{{Dafür spricht, dass …}} / {{Dagegen spricht, dass …}}'],
          ['Etwas einräumen', '{{Da haben Sie zwar recht, aber …}}'],
          ['Nachfragen', '{{Wie meinen Sie das genau?}}'],
          ['Eine Grafik beschreiben', '{{Die Grafik zeigt …}} / {{Der Anteil ist um zehn Prozent gestiegen.}}'],
          ['Zusammenfassen', '{{Zusammenfassend lässt sich sagen, dass …}}'],
          ['Abschließen', '{{Abschließend möchte ich betonen, dass …}}'],
          ['Formelle Beschwerde', '{{Hiermit möchte ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'Themen auf B2: Arbeit und Karriere, Bildung und Wissenschaft, Medien und Technik, Umwelt, Gesundheit und Gesellschaft, Politik und aktuelles Geschehen, Kultur und Kunst. Lesen Sie jeden Tag einen Zeitungsartikel und notieren Sie eine Nominalgruppe, eine Nomen-Verb-Verbindung und einen Konnektor.',
    },
    {
      tip: 'Zum Wiederholen: [Die deutschen Fälle erklärt](/articles/german-cases-explained), [Adjektivendungen leicht gemacht](/articles/german-adjective-endings-made-simple), [Präpositionen und ihre Fälle](/articles/german-prepositions-with-cases) und die Spickzettel [A1](/articles/german-a1-cheat-sheet), [A2](/articles/german-a2-cheat-sheet) und [B1](/articles/german-b1-cheat-sheet). Mehr Übungen gibt es in unserem [Grammatikbereich](/grammar).',
    },
  ],
};

export default translation;
