import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b1-cheat-sheet',
  lang: 'pl',
  body: [
    {
      p: 'Poziomy na tej stronie odpowiadają **Europejskiemu systemowi opisu kształcenia językowego (CEFR)**. B1 to pierwszy poziom „użytkownika samodzielnego”. Na poziomie B1 rozumiesz główne myśli jasnych wypowiedzi w języku standardowym na znane tematy z pracy, szkoły i czasu wolnego; radzisz sobie w większości sytuacji w podróży; piszesz proste, spójne teksty na znane tematy; opisujesz doświadczenia, wydarzenia, nadzieje i plany oraz krótko uzasadniasz swoje zdanie. B1 często wymaga się też w sprawach urzędowych – w Niemczech na przykład przy naturalizacji – ale takie przepisy mogą się zmieniać, więc zawsze sprawdzaj aktualne wymagania w oficjalnym źródle. Gramatycznie B1 polega na **łączeniu i urozmaicaniu** zdań. Podstawy znajdziesz w [ściągawce A2](/articles/german-a2-cheat-sheet).',
    },
    { h2: 'Präteritum: przeszłość języka pisanego' },
    {
      p: 'Na poziomie B1 czytasz i piszesz opowiadania, relacje i biografie, w których używa się Präteritum. Czasowniki regularne dodają **-te**; nieregularne zmieniają temat i nie mają końcówki w formach {{ich}} i {{er}}. Zob. [Perfekt czy Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Częste czasowniki nieregularne: bezokolicznik – Präteritum – Partizip II',
        head: ['Bezokolicznik', 'Präteritum', 'Perfekt'],
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
    { h2: 'Plusquamperfekt: przeszłość przed przeszłością' },
    {
      p: 'Tworzy się go z {{hatte}} lub {{war}} + imiesłów; pokazuje, że jedno wydarzenie w przeszłości nastąpiło przed innym, często z {{nachdem}}.',
    },
    {
      examples: [
        { de: 'Nachdem wir gegessen hatten, gingen wir spazieren.', en: 'Kiedy już zjedliśmy, poszliśmy na spacer.' },
        { de: 'Der Zug war schon abgefahren, als ich ankam.', en: 'Kiedy dotarłem, pociąg już odjechał.' },
      ],
    },
    { h2: 'Strona bierna' },
    {
      p: 'Strona bierna skupia się na czynności, a nie na wykonawcy: {{werden}} + imiesłów. Wykonawcę, jeśli się go wymienia, wprowadza {{von}} + celownik. Z czasownikiem modalnym odmienia się czasownik modalny, a {{werden}} stoi na końcu.',
    },
    {
      table: {
        caption: 'Formy strony biernej',
        head: ['Czas', 'Przykład'],
        rows: [
          ['teraźniejszy', '{{Das Haus wird renoviert.}}'],
          ['Präteritum', '{{Das Haus wurde 1900 gebaut.}}'],
          ['Perfekt', '{{Das Haus ist renoviert worden.}}'],
          ['z czasownikiem modalnym', '{{Das Formular muss unterschrieben werden.}}'],
          ['bierna stanu (sein + imiesłów)', '{{Das Geschäft ist geschlossen.}}'],
        ],
      },
    },
    {
      tip: 'W stronie biernej w Perfekt imiesłów od {{werden}} to {{worden}}, a nie {{geworden}}: {{Er ist operiert worden}} (został zoperowany), ale {{Er ist Arzt geworden}} (został lekarzem).',
    },
    { h2: 'Zdania względne' },
    {
      p: 'Zdanie względne opisuje rzeczownik. Zaimek względny bierze **rodzaj i liczbę** od rzeczownika, a **przypadek** od swojej funkcji w zdaniu względnym; czasownik idzie na koniec.',
    },
    {
      table: {
        caption: 'Zaimki względne',
        head: ['Przypadek', 'Męski', 'Żeński', 'Nijaki', 'Liczba mnoga'],
        rows: [
          ['Mianownik', '{{der}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Biernik', '{{den}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Celownik', '{{dem}}', '{{der}}', '{{dem}}', '{{denen}}'],
          ['Dopełniacz', '{{dessen}}', '{{deren}}', '{{dessen}}', '{{deren}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Der Mann, der dort steht, ist mein Chef.', en: 'Mężczyzna, który tam stoi, to mój szef.' },
        { de: 'Das ist die Kollegin, mit der ich arbeite.', en: 'To koleżanka, z którą pracuję.' },
        { de: 'Die Leute, denen ich geholfen habe, waren sehr nett.', en: 'Ludzie, którym pomogłem, byli bardzo mili.' },
        { de: 'Berlin ist eine Stadt, in der man viel erleben kann.', en: 'Berlin to miasto, w którym można wiele przeżyć.' },
      ],
    },
    { h2: 'Konjunktiv II: życzenia, warunki, rady' },
    {
      p: 'Większość czasowników używa {{würde}} + bezokolicznik. {{sein}}, {{haben}} i czasowniki modalne mają własne formy: {{wäre}}, {{hätte}}, {{könnte}}, {{müsste}}, {{dürfte}}, {{sollte}}; podobnie kilka częstych czasowników ({{käme}}, {{ginge}}, {{wüsste}}). Przeszłość to {{hätte}}/{{wäre}} + imiesłów.',
    },
    {
      examples: [
        { de: 'Wenn ich mehr Zeit hätte, würde ich öfter reisen.', en: 'Gdybym miał więcej czasu, częściej bym podróżował.' },
        { de: 'Ich wäre jetzt gern am Meer.', en: 'Chciałbym być teraz nad morzem.' },
        { de: 'An deiner Stelle würde ich den Arzt anrufen.', en: 'Na twoim miejscu zadzwoniłbym do lekarza.' },
        { de: 'Wenn ich das gewusst hätte, wäre ich früher gekommen.', en: 'Gdybym to wiedział, przyszedłbym wcześniej.' },
      ],
    },
    { h2: 'Łączniki: serce poziomu B1' },
    {
      table: {
        caption: 'Wyrazy łączące i szyk zdania',
        head: ['Rodzaj', 'Wyrazy', 'Szyk'],
        rows: [
          ['spójniki podrzędne', '{{obwohl}}, {{während}}, {{bevor}}, {{nachdem}}, {{seit}}, {{bis}}, {{damit}}, {{sodass}}, {{falls}}', 'czasownik na końcu'],
          ['przysłówki', '{{deshalb}}, {{deswegen}}, {{trotzdem}}, {{außerdem}}, {{sonst}}, {{dann}}', 'pierwsze miejsce, potem czasownik'],
          ['spójniki dwuczęściowe', '{{sowohl … als auch}}, {{weder … noch}}, {{entweder … oder}}, {{nicht nur … sondern auch}}, {{je … desto}}', 'różnie'],
          ['konstrukcje bezokolicznikowe', '{{um … zu}}, {{ohne … zu}}, {{statt … zu}}', 'zu + bezokolicznik na końcu'],
        ],
      },
    },
    {
      examples: [
        { de: 'Obwohl es regnete, sind wir gewandert.', en: 'Chociaż padało, poszliśmy w góry.' },
        { de: 'Es regnete, trotzdem sind wir gewandert.', en: 'Padało, mimo to poszliśmy w góry.' },
        { de: 'Ich lerne Deutsch, um in Deutschland zu studieren.', en: 'Uczę się niemieckiego, żeby studiować w Niemczech.' },
        { de: 'Je mehr ich übe, desto besser spreche ich.', en: 'Im więcej ćwiczę, tym lepiej mówię.' },
      ],
    },
    {
      p: '{{um … zu}} i {{damit}} wyrażają cel: {{um … zu}}, gdy podmiot obu części jest ten sam, {{damit}}, gdy jest inny ({{Ich spreche langsam, damit du mich verstehst}}).',
    },
    { h2: 'Więcej gramatyki B1 w skrócie' },
    {
      ul: [
        '**Futur I** ({{werden}} + bezokolicznik) dla planów, obietnic i przypuszczeń: {{Er wird wohl noch im Büro sein.}}',
        '**Dopełniacz** i jego przyimki: {{wegen des Wetters}}, {{trotz des Regens}}, {{während der Pause}}, {{innerhalb einer Woche}}.',
        '**Końcówki przymiotników** we wszystkich czterech przypadkach i przymiotniki jako rzeczowniki: {{der Deutsche}}, {{ein Bekannter}}, {{die Erwachsenen}}. Zob. [Końcówki przymiotników – po prostu](/articles/german-adjective-endings-made-simple).',
        '**lassen**: {{Ich lasse mein Auto reparieren}} (oddaję samochód do naprawy).',
        '**Czasowniki z przyimkami** i wyrazy z **da-/wo-**: {{Ich ärgere mich darüber.}} {{Wofür interessierst du dich?}}',
        '**Pytania zależne**: {{Können Sie mir sagen, wann der Kurs beginnt?}}',
      ],
    },
    { h2: 'Najważniejsze zwroty na poziomie B1' },
    {
      table: {
        caption: 'Przydatne zwroty B1',
        head: ['Funkcja', 'Po niemiecku'],
        rows: [
          ['Wyrażanie opinii', '{{Ich bin der Meinung, dass …}} / {{Meiner Ansicht nach …}}'],
          ['Zgoda', '{{Da stimme ich dir zu.}} / {{Das sehe ich genauso.}}'],
          ['Uprzejmy sprzeciw', '{{Da bin ich anderer Meinung.}} / {{Ich bin mir nicht sicher, ob …}}'],
          ['Uzasadnianie', '{{Ein wichtiger Grund dafür ist …}}'],
          ['Za i przeciw', '{{Einerseits …, andererseits …}} / {{Ein Vorteil ist …, ein Nachteil ist …}}'],
          ['Porządkowanie wypowiedzi', '{{Zuerst …}}, {{danach …}}, {{zum Schluss …}}'],
          ['List formalny', '{{Sehr geehrte Damen und Herren, …}} / {{Mit freundlichen Grüßen}}'],
          ['List nieformalny', '{{Liebe Anna, …}} / {{Viele Grüße}}'],
          ['Uprzejma reklamacja', '{{Leider muss ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'Tematy B1: praca i podania o pracę, edukacja, zdrowie i system ochrony zdrowia, media, środowisko, problemy w podróży, relacje, kultura i społeczeństwo. Rozwijaj te dziedziny z naszymi [listami słówek](/words) i [słownictwem do pracy](/articles/german-workplace-vocabulary).',
    },
    {
      tip: 'Na poziomie B1 poprawność liczy się mniej niż płynność i spójność. Ćwicz opowiadanie na głos krótkich historii z {{zuerst}}, {{dann}}, {{nachdem}} i {{schließlich}}. Kolejny krok, B2, podsumowuje [ściągawka B2](/articles/german-b2-cheat-sheet).',
    },
  ],
};

export default translation;
