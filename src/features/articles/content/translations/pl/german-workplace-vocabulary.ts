import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-workplace-vocabulary',
  lang: 'pl',
  body: [
    {
      p: 'Niezależnie od tego, czy szukasz pracy w kraju niemieckojęzycznym, czy już tam pracujesz, język pracy to osobny świat: oficjalne e-maile, rozmowy telefoniczne, umowy pełne długich złożeń i ostrożne balansowanie między {{du}} a {{Sie}}. Ten artykuł zbiera podstawowe słownictwo i zwroty, których będziesz używać w każdym dniu pracy – od poziomu B1 wzwyż, choć wiele przyda się już na A2.',
    },
    { h2: 'Ludzie w pracy' },
    {
      table: {
        caption: 'Kto jest kim',
        head: ['Po niemiecku', 'Po polsku'],
        rows: [
          ['{{der Arbeitgeber}}, {{die Arbeitgeberin}}', 'pracodawca'],
          ['{{der Arbeitnehmer}}, {{die Arbeitnehmerin}}', 'pracownik (termin prawny)'],
          ['{{der/die Angestellte}}', 'pracownik umysłowy, etatowy'],
          ['{{der Mitarbeiter}}, {{die Mitarbeiterin}}', 'pracownik, współpracownik'],
          ['{{der Chef}}, {{die Chefin}} / {{der/die Vorgesetzte}}', 'szef / bezpośredni przełożony'],
          ['{{der Kollege}}, {{die Kollegin}}', 'kolega, koleżanka z pracy'],
          ['{{der Kunde}}, {{die Kundin}}', 'klient, klientka'],
          ['{{der/die Auszubildende}} ({{der Azubi}})', 'uczeń w zawodzie, praktykant'],
          ['{{der Praktikant}}, {{die Praktikantin}}', 'stażysta, stażystka'],
          ['{{die Geschäftsführung}}', 'zarząd, kierownictwo'],
          ['{{die Personalabteilung}}', 'dział kadr'],
          ['{{der Betriebsrat}}', 'rada zakładowa (wybrani przedstawiciele pracowników)'],
        ],
      },
    },
    {
      p: 'Kilka z tych słów to przymiotniki użyte jako rzeczowniki, więc ich końcówki się zmieniają: {{ein Angestellter}}, {{eine Angestellte}}, {{unsere Auszubildenden}}. {{Der Kollege}} i {{der Kunde}} należą do deklinacji słabej (n-Deklination): {{Ich rufe den Kunden an.}}',
    },
    { h2: 'Miejsca i rzeczy' },
    {
      ul: [
        '{{die Firma}}, {{das Unternehmen}} (firma, przedsiębiorstwo), {{der Betrieb}} (zakład), {{die Abteilung}} (dział)',
        '{{das Büro}} (biuro), {{der Arbeitsplatz}} (miejsce pracy, posada), {{der Schreibtisch}} (biurko), {{der Besprechungsraum}} (sala konferencyjna), {{die Kantine}} (stołówka)',
        '{{die Werkstatt}} (warsztat), {{das Lager}} (magazyn), {{die Baustelle}} (budowa), {{die Kasse}} (kasa)',
        '{{der Drucker}} (drukarka), {{der Kopierer}} (kserokopiarka), {{der Bildschirm}} (monitor), {{der Ordner}} (segregator), {{die Unterlagen}} (dokumenty)',
        '{{der Termin}} (umówione spotkanie, termin wizyty), {{die Besprechung}} (zebranie), {{die Tagesordnung}} (porządek obrad), {{das Protokoll}} (protokół), {{die Frist}} (termin, deadline), {{der Bericht}} (raport, sprawozdanie)',
      ],
    },
    { h2: 'Czasowniki na dzień pracy' },
    {
      table: {
        caption: 'Przydatne czasowniki',
        head: ['Po niemiecku', 'Po polsku', 'Przykład'],
        rows: [
          ['{{arbeiten als}} / {{bei}}', 'pracować jako / w (firmie)', '{{Ich arbeite als Krankenpfleger bei einer Klinik.}}'],
          ['{{zuständig sein für}}', 'odpowiadać za', '{{Frau Becker ist für die Rechnungen zuständig.}}'],
          ['{{erledigen}}', 'załatwić, zrobić', '{{Ich erledige das bis morgen.}}'],
          ['{{einen Termin vereinbaren}}', 'umówić spotkanie', '{{Können wir einen Termin vereinbaren?}}'],
          ['{{verschieben}}', 'przełożyć', '{{Die Besprechung wird auf Freitag verschoben.}}'],
          ['{{absagen}}', 'odwołać', '{{Ich muss das Treffen leider absagen.}}'],
          ['{{weiterleiten}}', 'przekazać dalej', '{{Ich leite Ihnen die E-Mail weiter.}}'],
          ['{{teilnehmen an}}', 'brać udział w', '{{Nehmen Sie an der Schulung teil?}}'],
          ['{{sich krank melden}}', 'zgłosić chorobę, wziąć zwolnienie', '{{Ich melde mich heute krank.}}'],
          ['{{kündigen}}', 'złożyć wypowiedzenie; wypowiedzieć umowę', '{{Er hat zum Monatsende gekündigt.}}'],
          ['{{einstellen}} / {{entlassen}}', 'zatrudnić / zwolnić', '{{Die Firma stellt zwei neue Leute ein.}}'],
        ],
      },
    },
    { h2: 'Umowa, godziny pracy i wynagrodzenie' },
    {
      p: 'Umowa o pracę ({{der Arbeitsvertrag}}) i miesięczny pasek wypłaty ({{die Gehaltsabrechnung}} albo {{die Lohnabrechnung}}) są pełne złożeń. Oto najważniejsze terminy:',
    },
    {
      table: {
        caption: 'Słownictwo z umowy',
        head: ['Po niemiecku', 'Po polsku'],
        rows: [
          ['{{befristet}} / {{unbefristet}}', 'na czas określony / na czas nieokreślony'],
          ['{{die Vollzeit}} / {{die Teilzeit}}', 'pełny etat / niepełny etat'],
          ['{{die Probezeit}}', 'okres próbny'],
          ['{{die Kündigungsfrist}}', 'okres wypowiedzenia'],
          ['{{das Gehalt}} / {{der Lohn}}', 'pensja (miesięczna) / płaca (często godzinowa)'],
          ['{{brutto}} / {{netto}}', 'brutto / netto (po podatkach i składkach)'],
          ['{{die Überstunden}}', 'nadgodziny'],
          ['{{die Gleitzeit}}', 'ruchomy czas pracy'],
          ['{{das Homeoffice}}', 'praca zdalna z domu'],
          ['{{der Urlaub}}, {{die Urlaubstage}}', 'urlop, dni urlopu'],
          ['{{die Schicht}}', 'zmiana'],
          ['{{die Fortbildung}}, {{die Weiterbildung}}', 'szkolenie, dokształcanie'],
        ],
      },
    },
    {
      tip: 'Zasady dotyczące płacy minimalnej, wymiaru urlopu, okresów wypowiedzenia i zwolnień lekarskich określają ustawy i układy zbiorowe, a one mogą się zmieniać. Sprawdzaj aktualne przepisy w oficjalnych źródłach, np. w Federalnym Ministerstwie Pracy (BMAS) czy w Federalnej Agencji Pracy, i uważnie czytaj własną umowę. Jeśli zachorujesz, od razu powiadom pracodawcę; przy dłuższej nieobecności potrzebne jest zaświadczenie lekarskie ({{die Arbeitsunfähigkeitsbescheinigung}}, często po prostu {{die Krankmeldung}}).',
    },
    { h2: 'Szukanie pracy' },
    {
      ul: [
        '{{die Stellenanzeige}} – ogłoszenie o pracy; {{die Stelle}} – stanowisko, posada',
        '{{sich bewerben}} (um eine Stelle / bei einer Firma) – ubiegać się (o stanowisko / w firmie)',
        '{{die Bewerbung}} – podanie, aplikacja; {{das Anschreiben}} – list motywacyjny; {{der Lebenslauf}} – CV, życiorys',
        '{{das Zeugnis}} / {{das Arbeitszeugnis}} – świadectwo / świadectwo pracy z opinią od byłego pracodawcy',
        '{{das Vorstellungsgespräch}} – rozmowa kwalifikacyjna',
        '{{die Zusage}} / {{die Absage}} – przyjęcie, oferta / odmowa',
      ],
    },
    {
      examples: [
        { de: 'Ich bewerbe mich um die Stelle als Buchhalterin.', en: 'Ubiegam się o stanowisko księgowej.' },
        { de: 'Vielen Dank für die Einladung zum Vorstellungsgespräch.', en: 'Bardzo dziękuję za zaproszenie na rozmowę kwalifikacyjną.' },
        { de: 'Ich habe fünf Jahre Berufserfahrung in der Logistik.', en: 'Mam pięć lat doświadczenia zawodowego w logistyce.' },
      ],
    },
    { h2: 'Przez telefon' },
    {
      examples: [
        { de: 'Guten Tag, hier spricht Maria Fischer von der Firma Weber.', en: 'Dzień dobry, mówi Maria Fischer z firmy Weber.' },
        { de: 'Könnte ich bitte Herrn Schulz sprechen?', en: 'Czy mogę rozmawiać z panem Schulzem?' },
        { de: 'Einen Moment, ich verbinde Sie.', en: 'Chwileczkę, łączę.' },
        { de: 'Er ist gerade in einer Besprechung. Kann ich etwas ausrichten?', en: 'Jest teraz na zebraniu. Czy mogę coś przekazać?' },
        { de: 'Könnten Sie mich bitte zurückrufen?', en: 'Czy mógłby pan do mnie oddzwonić?' },
      ],
    },
    { h2: 'E-maile' },
    {
      table: {
        caption: 'Zwroty na początek i na koniec',
        head: ['Sytuacja', 'Początek', 'Zakończenie'],
        rows: [
          ['oficjalnie, nazwisko nieznane', '{{Sehr geehrte Damen und Herren,}}', '{{Mit freundlichen Grüßen}}'],
          ['oficjalnie, nazwisko znane', '{{Sehr geehrte Frau Becker,}} / {{Sehr geehrter Herr Schulz,}}', '{{Mit freundlichen Grüßen}}'],
          ['neutralnie, do kolegów', '{{Hallo Frau Becker,}} / {{Guten Tag Herr Schulz,}}', '{{Viele Grüße}} / {{Beste Grüße}}'],
          ['do zespołu, nieformalnie', '{{Liebe Kolleginnen und Kollegen,}} / {{Hallo zusammen,}}', '{{Viele Grüße}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anbei sende ich Ihnen die Unterlagen.', en: 'W załączeniu przesyłam dokumenty.' },
        { de: 'Ich bitte um eine kurze Rückmeldung bis Freitag.', en: 'Proszę o krótką odpowiedź do piątku.' },
        { de: 'Bei Fragen stehe ich Ihnen gern zur Verfügung.', en: 'W razie pytań chętnie pomogę.' },
      ],
    },
    { h2: 'Na zebraniach' },
    {
      examples: [
        { de: 'Darf ich kurz etwas dazu sagen?', en: 'Czy mogę krótko coś do tego dodać?' },
        { de: 'Könnten Sie das bitte noch einmal erklären?', en: 'Czy mógłby pan to jeszcze raz wyjaśnić?' },
        { de: 'Ich bin mir nicht sicher, ob ich das richtig verstanden habe.', en: 'Nie jestem pewien, czy dobrze to zrozumiałem.' },
        { de: 'Wer kümmert sich darum?', en: 'Kto się tym zajmie?' },
        { de: 'Dann machen wir es so.', en: 'To tak zróbmy.' },
      ],
    },
    { h2: 'Du czy Sie w pracy?' },
    {
      p: 'Zwyczaje bardzo się różnią. W tradycyjnych firmach, w urzędach i w kontaktach z klientami normą są {{Sie}} i nazwiska. W start-upach, w wielu zawodach rzemieślniczych i wśród młodszych kolegów {{du}} jest powszechne od pierwszego dnia. Bezpieczna strategia: zaczynaj od {{Sie}} i przechodź na {{du}}, gdy ktoś ci je zaproponuje – zwykle robi to osoba starsza lub wyżej postawiona ({{Wollen wir uns duzen?}}). Jeszcze dwa zwyczaje: w porze obiadowej koledzy pozdrawiają się słowem {{Mahlzeit!}}, a koniec dnia pracy to {{der Feierabend}} – {{Schönen Feierabend!}} to przyjazne pożegnanie, życzenie miłego wieczoru.',
    },
    {
      p: 'Słownictwo zawodowe jest pełne długich rzeczowników – jak je czytać, wyjaśnia artykuł [Rzeczowniki złożone w niemieckim](/articles/german-compound-nouns). [Ściągawka B1](/articles/german-b1-cheat-sheet) podsumowuje gramatykę oficjalnych listów. W naszym [dziale słownictwa](/words) znajdziesz więcej list tematycznych do kontekstów zawodowych.',
    },
  ],
};

export default translation;
