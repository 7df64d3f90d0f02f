import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b2-cheat-sheet',
  lang: 'pl',
  body: [
    {
      p: 'Jak w całym serwisie, poziomy odpowiadają **Europejskiemu systemowi opisu kształcenia językowego (CEFR)**. B2 to wyższy poziom „użytkownika samodzielnego”. Na poziomie B2 rozumiesz główne myśli złożonych tekstów na tematy konkretne i abstrakcyjne, także dyskusje fachowe w swojej dziedzinie; rozmawiasz z rodzimymi użytkownikami języka na tyle płynnie i spontanicznie, że regularna komunikacja nie sprawia trudności żadnej ze stron; piszesz jasne, szczegółowe teksty i wyjaśniasz swoje stanowisko, podając zalety i wady różnych rozwiązań. Wiele uczelni i pracodawców wymaga B2 lub wyżej, ale ich wymagania się różnią i zmieniają, więc sprawdzaj każde z osobna. Gramatycznie B2 to mniej nowych form, a więcej **stylu**: rozumienie i stosowanie konstrukcji z gazet, raportów i oficjalnych dyskusji. Jeśli chcesz powtórzyć materiał, zacznij od [ściągawki B1](/articles/german-b1-cheat-sheet).',
    },
    { h2: 'Mowa zależna: Konjunktiv I' },
    {
      p: 'Wiadomości i teksty oficjalne używają Konjunktiv I, by przytoczyć czyjeś słowa, nie biorąc za nie odpowiedzialności. Tworzy się go od tematu bezokolicznika; w praktyce najważniejsza jest trzecia osoba liczby pojedynczej. Tam, gdzie Konjunktiv I wygląda tak samo jak tryb oznajmujący (głównie w liczbie mnogiej), używa się zamiast niego Konjunktiv II.',
    },
    {
      table: {
        caption: 'Konjunktiv I – najczęstsze formy',
        head: ['Bezokolicznik', 'er/sie/es', 'Przykład'],
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
        { de: 'Die Sprecherin sagte, man habe das Problem gelöst.', en: 'Rzeczniczka powiedziała, że problem został rozwiązany.' },
        { de: 'Die Kollegen sagen, sie hätten keine Informationen bekommen.', en: 'Koledzy mówią, że nie dostali żadnych informacji. (Konjunktiv II zamiast {{sie haben}})' },
      ],
    },
    { h2: 'Strona bierna i jej zamienniki' },
    {
      p: 'Na poziomie B2 spotykasz stronę bierną we wszystkich czasach i z czasownikami modalnymi oraz kilka konstrukcji, które ją zastępują.',
    },
    {
      table: {
        caption: 'Strona bierna i jej zamienniki',
        head: ['Konstrukcja', 'Przykład', 'Znaczenie'],
        rows: [
          ['strona bierna z czasownikiem modalnym, przeszłość', '{{Das hätte früher gemacht werden müssen.}}', 'To trzeba było zrobić wcześniej.'],
          ['{{sich lassen}} + bezokolicznik', '{{Das Problem lässt sich lösen.}}', 'Problem da się rozwiązać.'],
          ['{{sein}} + {{zu}} + bezokolicznik', '{{Die Rechnung ist bis Freitag zu bezahlen.}}', 'Rachunek należy zapłacić do piątku.'],
          ['przymiotnik na -bar', '{{Das ist machbar.}}', 'To jest wykonalne.'],
          ['{{man}}', '{{Hier spricht man Deutsch.}}', 'Tu mówi się po niemiecku.'],
        ],
      },
    },
    { h2: 'Rozbudowane konstrukcje imiesłowowe' },
    {
      p: 'Niemiecki pisany często mieści całe zdanie względne przed rzeczownikiem, między rodzajnikiem a rzeczownikiem. Imiesłów stoi na końcu tego bloku, tuż przed rzeczownikiem, i przyjmuje końcówkę przymiotnika. Partizip I (-end) jest czynny i trwający; Partizip II – bierny lub zakończony. Aby przeczytać taką konstrukcję, przeskocz od rodzajnika do rzeczownika, a potem czytaj blok od końca.',
    },
    {
      examples: [
        { de: 'die von der Regierung geplante Reform', en: 'reforma planowana przez rząd (= {{die Reform, die von der Regierung geplant wird}})' },
        { de: 'die seit Jahren steigenden Mieten', en: 'czynsze, które rosną od lat' },
        { de: 'ein gut ausgebildeter Mitarbeiter', en: 'dobrze wykształcony pracownik' },
        { de: 'die noch zu erledigenden Aufgaben', en: 'zadania, które jeszcze trzeba wykonać' },
      ],
    },
    { h2: 'Styl nominalny i styl werbalny' },
    {
      p: 'Oficjalny niemiecki lubi rzeczowniki: zamienia zdania podrzędne na wyrażenia rzeczownikowe z przyimkami. Na poziomie B2 trzeba rozpoznawać ten styl i umieć przechodzić od jednego do drugiego.',
    },
    {
      table: {
        caption: 'Od stylu werbalnego do nominalnego',
        head: ['Styl werbalny', 'Styl nominalny'],
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
      p: 'Typowe przyimki z dopełniaczem w stylu oficjalnym: {{aufgrund}} (z powodu, na podstawie), {{angesichts}} (wobec, w obliczu), {{bezüglich}} i {{hinsichtlich}} (odnośnie do), {{infolge}} (wskutek), {{mithilfe}} (za pomocą). {{zufolge}} stoi po rzeczowniku i łączy się z celownikiem: {{dem Bericht zufolge}} (według raportu).',
    },
    { h2: 'Futur II i czasowniki modalne wyrażające przypuszczenie' },
    {
      p: 'Futur II ({{werden}} + imiesłów + {{haben}}/{{sein}}) służy głównie do **przypuszczeń dotyczących przeszłości**, często z {{wohl}}. Czasowniki modalne wyrażają stopień pewności.',
    },
    {
      examples: [
        { de: 'Er wird den Zug wohl verpasst haben.', en: 'Pewnie spóźnił się na pociąg.' },
        { de: 'Bis Juni werde ich die Prüfung bestanden haben.', en: 'Do czerwca zdam już egzamin.' },
        { de: 'Sie muss die Nachricht gelesen haben.', en: 'Musiała przeczytać tę wiadomość.' },
        { de: 'Der Täter soll ins Ausland geflohen sein.', en: 'Sprawca podobno uciekł za granicę.' },
      ],
    },
    { h2: 'Zaawansowane łączniki' },
    {
      table: {
        caption: 'Łączniki na poziomie B2',
        head: ['Łącznik', 'Znaczenie', 'Przykład'],
        rows: [
          ['{{indem}}', 'przez to, że; robiąc coś', '{{Man spart Energie, indem man weniger heizt.}}'],
          ['{{sodass}}', 'tak że (skutek)', '{{Es regnete stark, sodass das Spiel ausfiel.}}'],
          ['{{als ob}} + Konj. II', 'jak gdyby', '{{Er tut so, als ob er nichts wüsste.}}'],
          ['{{es sei denn}}', 'chyba że', '{{Wir fahren morgen, es sei denn, es schneit.}}'],
          ['{{sofern}}, {{falls}}', 'o ile; gdyby, w razie gdyby', '{{Sofern nichts dagegen spricht, beginnen wir um neun.}}'],
          ['{{zumal}}', 'tym bardziej że', '{{Ich bleibe zu Hause, zumal ich erkältet bin.}}'],
          ['{{je nachdem}}', 'w zależności od', '{{Je nachdem, wie das Wetter ist, grillen wir.}}'],
          ['{{zwar … aber}}', 'wprawdzie … ale', '{{Die Wohnung ist zwar klein, aber sehr hell.}}'],
        ],
      },
    },
    { h2: 'Połączenia rzeczownika z czasownikiem' },
    {
      p: 'Oficjalny niemiecki używa stałych par złożonych z rzeczownika i dość „pustego” czasownika. Są typowe dla egzaminów B2 i pism urzędowych:',
    },
    {
      ul: [
        '{{eine Entscheidung treffen}} – podjąć decyzję',
        '{{einen Antrag stellen}} – złożyć wniosek',
        '{{zur Verfügung stehen}} / {{stellen}} – być do dyspozycji / udostępnić',
        '{{in Frage kommen}} – wchodzić w grę',
        '{{Kritik üben}} (an + C.) – krytykować',
        '{{in Kraft treten}} – wejść w życie',
        '{{Rücksicht nehmen}} (auf + B.) – liczyć się z kimś',
        '{{zum Ausdruck bringen}} – wyrazić',
      ],
    },
    { h2: 'Małe słowa, duży efekt: partykuły modalne' },
    {
      p: 'Mówiony niemiecki jest pełen krótkich partykuł, które dodają tonu, a nie treści. Na poziomie B2 trzeba je rozumieć i zacząć używać kilku z nich: {{doch}} (naleganie lub zachęta: {{Komm doch mit!}}), {{ja}} (wspólna wiedza: {{Das weißt du ja}}), {{mal}} (złagodzenie: {{Schau mal!}}), {{halt}} / {{eben}} (tak już jest: {{Das ist halt so}}), {{wohl}} (przypuszczenie: {{Er ist wohl krank}}).',
    },
    { h2: 'Najważniejsze zwroty na poziomie B2' },
    {
      table: {
        caption: 'Dyskusja i argumentacja',
        head: ['Funkcja', 'Po niemiecku'],
        rows: [
          ['Przedstawienie stanowiska', '{{Ich vertrete den Standpunkt, dass …}}'],
          ['Wprowadzenie argumentu', '{{Dafür spricht, dass …}} / {{Dagegen spricht, dass …}}'],
          ['Częściowe przyznanie racji', '{{Da haben Sie zwar recht, aber …}}'],
          ['Prośba o doprecyzowanie', '{{Wie meinen Sie das genau?}}'],
          ['Opis wykresu', '{{Die Grafik zeigt …}} / {{Der Anteil ist um zehn Prozent gestiegen.}}'],
          ['Podsumowanie', '{{Zusammenfassend lässt sich sagen, dass …}}'],
          ['Zakończenie', '{{Abschließend möchte ich betonen, dass …}}'],
          ['Oficjalna reklamacja', '{{Hiermit möchte ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'Tematy B2: praca i kariera, edukacja i nauka, media i technologia, środowisko, zdrowie i społeczeństwo, polityka i bieżące wydarzenia, kultura i sztuka. Czytaj codziennie jeden artykuł z niemieckiej gazety i notuj jedno wyrażenie nominalne, jedno połączenie rzeczownika z czasownikiem i jeden łącznik.',
    },
    {
      tip: 'Do powtórki: [Przypadki w języku niemieckim](/articles/german-cases-explained), [Końcówki przymiotników – po prostu](/articles/german-adjective-endings-made-simple), [Przyimki i przypadki](/articles/german-prepositions-with-cases) oraz ściągawki [A1](/articles/german-a1-cheat-sheet), [A2](/articles/german-a2-cheat-sheet) i [B1](/articles/german-b1-cheat-sheet). Więcej ćwiczeń w naszym [dziale gramatyki](/grammar).',
    },
  ],
};

export default translation;
