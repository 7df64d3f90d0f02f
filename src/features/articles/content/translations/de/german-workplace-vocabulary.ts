import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-workplace-vocabulary',
  lang: 'de',
  body: [
    {
      p: 'Ob Sie in einem deutschsprachigen Land eine Stelle suchen oder dort schon arbeiten: Die Sprache der Arbeitswelt ist eine Welt für sich – förmliche E-Mails, Telefonate, Verträge voller langer Komposita und ein feines Gleichgewicht zwischen {{du}} und {{Sie}}. Dieser Artikel sammelt den Grundwortschatz und die Redemittel, die Sie an jedem Arbeitstag brauchen, ab Niveau B1 – vieles davon ist aber auch auf A2 schon nützlich.',
    },
    { h2: 'Menschen bei der Arbeit' },
    {
      table: {
        caption: 'Wer ist wer?',
        head: ['Deutsch', 'Erklärung'],
        rows: [
          ['{{der Arbeitgeber}}, {{die Arbeitgeberin}}', 'gibt Arbeit und zahlt den Lohn'],
          ['{{der Arbeitnehmer}}, {{die Arbeitnehmerin}}', 'arbeitet für einen Arbeitgeber (Begriff aus dem Recht)'],
          ['{{der/die Angestellte}}', 'fest angestellt, bekommt ein Gehalt'],
          ['{{der Mitarbeiter}}, {{die Mitarbeiterin}}', 'gehört zum Personal, arbeitet mit'],
          ['{{der Chef}}, {{die Chefin}} / {{der/die Vorgesetzte}}', 'leitet die Arbeit / die direkt zuständige Führungskraft'],
          ['{{der Kollege}}, {{die Kollegin}}', 'arbeitet im selben Betrieb'],
          ['{{der Kunde}}, {{die Kundin}}', 'kauft etwas oder nutzt eine Dienstleistung'],
          ['{{der/die Auszubildende}} ({{der Azubi}})', 'lernt einen Beruf im Betrieb'],
          ['{{der Praktikant}}, {{die Praktikantin}}', 'sammelt für kurze Zeit Erfahrung im Betrieb'],
          ['{{die Geschäftsführung}}', 'leitet das Unternehmen'],
          ['{{die Personalabteilung}}', 'kümmert sich um Verträge, Einstellungen, Personal'],
          ['{{der Betriebsrat}}', 'gewählte Vertretung der Beschäftigten'],
        ],
      },
    },
    {
      p: 'Einige dieser Wörter sind substantivierte Adjektive, ihre Endungen ändern sich also: {{ein Angestellter}}, {{eine Angestellte}}, {{unsere Auszubildenden}}. {{Der Kollege}} und {{der Kunde}} gehören zur n-Deklination: {{Ich rufe den Kunden an.}}',
    },
    { h2: 'Orte und Dinge' },
    {
      ul: [
        '{{die Firma}}, {{das Unternehmen}}, {{der Betrieb}} (auch: Werk, Fabrik), {{die Abteilung}} (Teil einer Firma)',
        '{{das Büro}}, {{der Arbeitsplatz}} (Ort der Arbeit; auch: die Stelle), {{der Schreibtisch}}, {{der Besprechungsraum}} (Raum für Besprechungen), {{die Kantine}} (Restaurant im Betrieb)',
        '{{die Werkstatt}} (Raum für Reparaturen und Handwerk), {{das Lager}} (Ort für Waren), {{die Baustelle}} (Ort, an dem gebaut wird), {{die Kasse}} (dort bezahlt man)',
        '{{der Drucker}}, {{der Kopierer}}, {{der Bildschirm}}, {{der Ordner}} (für Papiere oder Dateien), {{die Unterlagen}} (Dokumente, Papiere)',
        '{{der Termin}} (vereinbarte Zeit), {{die Besprechung}} (Treffen zum Arbeiten), {{die Tagesordnung}} (Liste der Themen), {{das Protokoll}} (Notizen zur Besprechung), {{die Frist}} (letzter Tag für etwas), {{der Bericht}} (schriftliche Darstellung)',
      ],
    },
    { h2: 'Verben für den Arbeitstag' },
    {
      table: {
        caption: 'Nützliche Verben',
        head: ['Deutsch', 'Bedeutung', 'Beispiel'],
        rows: [
          ['{{arbeiten als}} / {{bei}}', 'Beruf / Arbeitgeber nennen', '{{Ich arbeite als Krankenpfleger bei einer Klinik.}}'],
          ['{{zuständig sein für}}', 'die Verantwortung für etwas haben', '{{Frau Becker ist für die Rechnungen zuständig.}}'],
          ['{{erledigen}}', 'eine Aufgabe fertig machen', '{{Ich erledige das bis morgen.}}'],
          ['{{einen Termin vereinbaren}}', 'eine Zeit für ein Treffen festlegen', '{{Können wir einen Termin vereinbaren?}}'],
          ['{{verschieben}}', 'auf später legen', '{{Die Besprechung wird auf Freitag verschoben.}}'],
          ['{{absagen}}', 'sagen, dass etwas nicht stattfindet', '{{Ich muss das Treffen leider absagen.}}'],
          ['{{weiterleiten}}', 'an eine andere Person schicken', '{{Ich leite Ihnen die E-Mail weiter.}}'],
          ['{{teilnehmen an}}', 'dabei sein, mitmachen', '{{Nehmen Sie an der Schulung teil?}}'],
          ['{{sich krank melden}}', 'dem Arbeitgeber sagen, dass man krank ist', '{{Ich melde mich heute krank.}}'],
          ['{{kündigen}}', 'ein Arbeitsverhältnis beenden', '{{Er hat zum Monatsende gekündigt.}}'],
          ['{{einstellen}} / {{entlassen}}', 'neue Leute nehmen / jemandem die Arbeit nehmen', '{{Die Firma stellt zwei neue Leute ein.}}'],
        ],
      },
    },
    { h2: 'Vertrag, Arbeitszeit und Gehalt' },
    {
      p: 'Der Vertrag ({{der Arbeitsvertrag}}) und die monatliche Abrechnung ({{die Gehaltsabrechnung}} oder {{die Lohnabrechnung}}) sind voller Komposita. Das sind die wichtigsten Begriffe:',
    },
    {
      table: {
        caption: 'Wortschatz zum Arbeitsvertrag',
        head: ['Deutsch', 'Bedeutung'],
        rows: [
          ['{{befristet}} / {{unbefristet}}', 'mit festem Enddatum / ohne Enddatum'],
          ['{{die Vollzeit}} / {{die Teilzeit}}', 'die volle Arbeitszeit / weniger Stunden'],
          ['{{die Probezeit}}', 'die ersten Monate zum gegenseitigen Kennenlernen'],
          ['{{die Kündigungsfrist}}', 'die Zeit zwischen Kündigung und Ende der Arbeit'],
          ['{{das Gehalt}} / {{der Lohn}}', 'Geld pro Monat / Geld oft pro Stunde'],
          ['{{brutto}} / {{netto}}', 'vor / nach Steuern und Sozialversicherung'],
          ['{{die Überstunden}}', 'Stunden über die vereinbarte Arbeitszeit hinaus'],
          ['{{die Gleitzeit}}', 'Beginn und Ende der Arbeit sind flexibel'],
          ['{{das Homeoffice}}', 'Arbeit von zu Hause aus'],
          ['{{der Urlaub}}, {{die Urlaubstage}}', 'freie Tage mit Bezahlung'],
          ['{{die Schicht}}', 'feste Arbeitszeit, z. B. Früh- oder Nachtschicht'],
          ['{{die Fortbildung}}, {{die Weiterbildung}}', 'Kurse, um im Beruf dazuzulernen'],
        ],
      },
    },
    {
      tip: 'Mindestlohn, Urlaubsanspruch, Kündigungsfristen und Krankmeldung sind durch Gesetze und Tarifverträge geregelt, und diese Regeln können sich ändern. Prüfen Sie die aktuellen Regeln bei offiziellen Stellen wie dem Bundesministerium für Arbeit und Soziales (BMAS) oder der Bundesagentur für Arbeit, und lesen Sie Ihren eigenen Vertrag genau. Wenn Sie krank sind, sagen Sie es Ihrem Arbeitgeber sofort; bei längerer Krankheit brauchen Sie eine ärztliche Bescheinigung ({{die Arbeitsunfähigkeitsbescheinigung}}, oft einfach {{die Krankmeldung}}).',
    },
    { h2: 'Auf Stellensuche' },
    {
      ul: [
        '{{die Stellenanzeige}} – Anzeige, in der eine Firma Personal sucht; {{die Stelle}} – der Arbeitsplatz, die Position',
        '{{sich bewerben}} (um eine Stelle / bei einer Firma) – schriftlich sagen, dass man die Stelle möchte',
        '{{die Bewerbung}} – alle Unterlagen dafür; {{das Anschreiben}} – der Brief dazu; {{der Lebenslauf}} – Ausbildung und Berufsweg in Stichpunkten',
        '{{das Zeugnis}} / {{das Arbeitszeugnis}} – Noten aus Schule oder Ausbildung / Beurteilung durch den früheren Arbeitgeber',
        '{{das Vorstellungsgespräch}} – Gespräch, in dem sich Bewerber vorstellen',
        '{{die Zusage}} / {{die Absage}} – man bekommt die Stelle / man bekommt sie nicht',
      ],
    },
    {
      examples: [
        { de: 'Ich bewerbe mich um die Stelle als Buchhalterin.', en: 'sich bewerben um + Akkusativ.' },
        { de: 'Vielen Dank für die Einladung zum Vorstellungsgespräch.', en: 'Förmlicher Dank für die Einladung.' },
        { de: 'Ich habe fünf Jahre Berufserfahrung in der Logistik.', en: 'Die eigene Erfahrung nennen.' },
      ],
    },
    { h2: 'Am Telefon' },
    {
      examples: [
        { de: 'Guten Tag, hier spricht Maria Fischer von der Firma Weber.', en: 'Sich am Telefon mit Namen und Firma melden.' },
        { de: 'Könnte ich bitte Herrn Schulz sprechen?', en: 'Höflich nach einer Person fragen.' },
        { de: 'Einen Moment, ich verbinde Sie.', en: 'Das Gespräch weitergeben.' },
        { de: 'Er ist gerade in einer Besprechung. Kann ich etwas ausrichten?', en: 'Anbieten, eine Nachricht weiterzugeben.' },
        { de: 'Könnten Sie mich bitte zurückrufen?', en: 'Um einen Rückruf bitten.' },
      ],
    },
    { h2: 'E-Mails' },
    {
      table: {
        caption: 'Anrede und Gruß',
        head: ['Situation', 'Anrede', 'Gruß'],
        rows: [
          ['förmlich, Name unbekannt', '{{Sehr geehrte Damen und Herren,}}', '{{Mit freundlichen Grüßen}}'],
          ['förmlich, Name bekannt', '{{Sehr geehrte Frau Becker,}} / {{Sehr geehrter Herr Schulz,}}', '{{Mit freundlichen Grüßen}}'],
          ['neutral, unter Kollegen', '{{Hallo Frau Becker,}} / {{Guten Tag Herr Schulz,}}', '{{Viele Grüße}} / {{Beste Grüße}}'],
          ['ans Team, informell', '{{Liebe Kolleginnen und Kollegen,}} / {{Hallo zusammen,}}', '{{Viele Grüße}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anbei sende ich Ihnen die Unterlagen.', en: 'Auf einen Anhang hinweisen.' },
        { de: 'Ich bitte um eine kurze Rückmeldung bis Freitag.', en: 'Höflich um eine Antwort bis zu einem Termin bitten.' },
        { de: 'Bei Fragen stehe ich Ihnen gern zur Verfügung.', en: 'Typischer Schlusssatz: Hilfe anbieten.' },
      ],
    },
    { h2: 'In Besprechungen' },
    {
      examples: [
        { de: 'Darf ich kurz etwas dazu sagen?', en: 'Sich höflich zu Wort melden.' },
        { de: 'Könnten Sie das bitte noch einmal erklären?', en: 'Um eine Erklärung bitten.' },
        { de: 'Ich bin mir nicht sicher, ob ich das richtig verstanden habe.', en: 'Nachfragen, ob man richtig verstanden hat.' },
        { de: 'Wer kümmert sich darum?', en: 'Fragen, wer die Aufgabe übernimmt.' },
        { de: 'Dann machen wir es so.', en: 'Eine Entscheidung festhalten.' },
      ],
    },
    { h2: 'Du oder Sie bei der Arbeit?' },
    {
      p: 'Das ist sehr unterschiedlich. In traditionellen Unternehmen, in Behörden und gegenüber Kunden sind {{Sie}} und Nachnamen die Regel. In Start-ups, in vielen Handwerksberufen und unter jüngeren Kollegen ist {{du}} oft vom ersten Tag an üblich. Der sichere Weg: Beginnen Sie mit {{Sie}} und wechseln Sie, wenn Ihnen jemand das {{du}} anbietet – das tut meist die ältere oder ranghöhere Person ({{Wollen wir uns duzen?}}). Noch zwei Bräuche: Um die Mittagszeit grüßen sich Kollegen mit {{Mahlzeit!}}, und das Ende des Arbeitstages ist {{der Feierabend}} – {{Schönen Feierabend!}} ist ein freundlicher Abschiedsgruß.',
    },
    {
      p: 'Der Wortschatz der Arbeitswelt ist voller langer Nomen – wie man sie liest, zeigt der Artikel [Zusammengesetzte Nomen](/articles/german-compound-nouns). Der [B1-Spickzettel](/articles/german-b1-cheat-sheet) fasst die Grammatik für förmliche Briefe zusammen. In unserem [Wortschatzbereich](/words) finden Sie weitere Themenlisten für den Beruf.',
    },
  ],
};

export default translation;
