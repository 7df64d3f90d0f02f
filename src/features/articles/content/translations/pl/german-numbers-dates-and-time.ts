import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-numbers-dates-and-time',
  lang: 'pl',
  body: [
    {
      p: 'Liczby są wszędzie od pierwszego dnia w kraju niemieckojęzycznym: ceny w piekarni, numery peronów, data urodzenia w formularzu, godzina wizyty. Niemieckie liczby mają dwie słynne osobliwości – jedności wymienia się **przed** dziesiątkami, a „halb drei” („pół trzeciej”) oznacza 2:30 – ale poza tym są bardzo regularne. Ten przewodnik prowadzi od liczenia do dat i godzin, ze zwrotami, których do tego potrzebujesz.',
    },
    { h2: 'Liczby od 0 do 20' },
    {
      table: {
        caption: 'Podstawowe liczby',
        head: ['Liczba', 'Po niemiecku', 'Liczba', 'Po niemiecku', 'Liczba', 'Po niemiecku'],
        rows: [
          ['0', '{{null}}', '7', '{{sieben}}', '14', '{{vierzehn}}'],
          ['1', '{{eins}}', '8', '{{acht}}', '15', '{{fünfzehn}}'],
          ['2', '{{zwei}}', '9', '{{neun}}', '16', '{{sechzehn}}'],
          ['3', '{{drei}}', '10', '{{zehn}}', '17', '{{siebzehn}}'],
          ['4', '{{vier}}', '11', '{{elf}}', '18', '{{achtzehn}}'],
          ['5', '{{fünf}}', '12', '{{zwölf}}', '19', '{{neunzehn}}'],
          ['6', '{{sechs}}', '13', '{{dreizehn}}', '20', '{{zwanzig}}'],
        ],
      },
    },
    {
      p: 'Uważaj na drobne zmiany w pisowni: {{sechs}} traci s w {{sechzehn}} i {{sechzig}}, a {{sieben}} traci -en w {{siebzehn}} i {{siebzig}}. Przy liczeniu 1 to {{eins}}; przed rzeczownikiem zmienia się w rodzajnik {{ein}} lub {{eine}}: {{ein Kaffee}}, {{eine Stunde}}. Przez telefon i w komunikatach z głośników często słychać {{zwo}} zamiast {{zwei}}, żeby nie pomylić go z {{drei}}.',
    },
    { h2: 'Dziesiątki i liczby „od tyłu”' },
    {
      p: 'Dziesiątki to {{zwanzig}}, {{dreißig}} (z ß, a nie -zig), {{vierzig}}, {{fünfzig}}, {{sechzig}}, {{siebzig}}, {{achtzig}}, {{neunzig}}. Między dziesiątkami niemiecki najpierw podaje jedności, potem {{und}}, a potem dziesiątki – jak w staroświeckim angielskim „four-and-twenty” – i pisze wszystko jednym słowem.',
    },
    {
      examples: [
        { de: 'einundzwanzig', en: '21 (dosł. „jeden i dwadzieścia”)' },
        { de: 'zweiunddreißig', en: '32' },
        { de: 'fünfundvierzig', en: '45' },
        { de: 'neunundneunzig', en: '99' },
      ],
    },
    {
      p: 'Większe liczby tworzy się tak samo: {{hundert}} (albo {{einhundert}}), {{tausend}}, {{eine Million}}. 123 to {{einhundertdreiundzwanzig}}: sto, a potem „trzy i dwadzieścia”. Poniżej miliona wszystko pisze się jednym słowem; {{Million}} i {{Milliarde}} (miliard) to osobne rzeczowniki z liczbą mnogą ({{zwei Millionen}}).',
    },
    {
      tip: 'Zapisujesz liczby ze słuchu? Wysłuchaj całej liczby, zanim zaczniesz pisać. Przy 47 zapisz najpierw 7, a potem dopisz przed nią 4 – wielu osobom łatwiej tak niż trzymać liczbę w głowie.',
    },
    { h2: 'Przecinki, kropki i ceny' },
    {
      p: 'Tak jak po polsku, znakiem dziesiętnym w niemieckim jest przecinek ({{Komma}}), a duże liczby dzieli się kropką lub spacją: 2,5 to dwa i pół, a 1.000 (albo 1 000) to tysiąc. Ceny czyta się z {{Euro}} w środku:',
    },
    {
      examples: [
        { de: 'Das kostet 2,50 €. – zwei Euro fünfzig', en: 'To kosztuje 2,50 €.' },
        { de: 'Der Kaffee kostet 3,20 €. – drei Euro zwanzig', en: 'Kawa kosztuje 3,20 €.' },
        { de: 'Die Temperatur ist 1,5 Grad. – eins Komma fünf Grad', en: 'Temperatura wynosi 1,5 stopnia.' },
        { de: 'Was kostet das? – Wie viel kostet das?', en: 'Ile to kosztuje? – Ile to kosztuje? (dwa równoważne sposoby zadania tego pytania)' },
      ],
    },
    { h2: 'Liczebniki porządkowe: pierwszy, drugi, trzeci' },
    {
      p: 'Liczebniki porządkowe tworzy się, dodając **-te** do liczb do 19 i **-ste** od 20 wzwyż. Nieregularnych jest tylko kilka. Na piśmie liczebnik porządkowy oznacza się kropką po cyfrze – tak jak po polsku: {{der 3. Mai}} czyta się {{der dritte Mai}}. Liczebniki porządkowe dostają końcówki jak każdy przymiotnik ({{am dritten Mai}}, {{im ersten Stock}}).',
    },
    {
      table: {
        caption: 'Liczebniki porządkowe',
        head: ['Liczba', 'Liczebnik porządkowy', 'Uwaga'],
        rows: [
          ['1.', '{{der erste}}', 'nieregularny'],
          ['2.', '{{der zweite}}', ''],
          ['3.', '{{der dritte}}', 'nieregularny'],
          ['4.', '{{der vierte}}', ''],
          ['7.', '{{der siebte}}', 'skrócony'],
          ['8.', '{{der achte}}', 'tylko jedno t'],
          ['19.', '{{der neunzehnte}}', '-te do 19'],
          ['20.', '{{der zwanzigste}}', '-ste od 20'],
          ['31.', '{{der einunddreißigste}}', ''],
        ],
      },
    },
    { h2: 'Dni tygodnia, miesiące i pory roku' },
    {
      p: 'Wszystkie dni tygodnia, miesiące i pory roku są rodzaju męskiego. Z dniami i datami używaj {{am}}, z miesiącami i porami roku – {{im}}.',
    },
    {
      table: {
        caption: 'Kalendarz',
        head: ['Dni tygodnia', 'Miesiące', 'Pory roku'],
        rows: [
          ['{{der Montag}}', '{{der Januar}}, {{der Februar}}, {{der März}}', '{{der Frühling}}'],
          ['{{der Dienstag}}', '{{der April}}, {{der Mai}}, {{der Juni}}', '{{der Sommer}}'],
          ['{{der Mittwoch}}', '{{der Juli}}, {{der August}}, {{der September}}', '{{der Herbst}}'],
          ['{{der Donnerstag}}, {{der Freitag}}', '{{der Oktober}}, {{der November}}, {{der Dezember}}', '{{der Winter}}'],
          ['{{der Samstag}}, {{der Sonntag}}', '', ''],
        ],
      },
    },
    {
      examples: [
        { de: 'Am Montag habe ich einen Termin.', en: 'W poniedziałek mam umówioną wizytę.' },
        { de: 'Im Juli fahren wir ans Meer.', en: 'W lipcu jedziemy nad morze.' },
        { de: 'Im Winter ist es oft kalt.', en: 'Zimą często jest zimno.' },
        { de: 'Am Wochenende schlafe ich lange.', en: 'W weekend długo śpię.' },
      ],
    },
    {
      p: 'Na północy Niemiec na sobotę mówi się też {{Sonnabend}}. W Austrii styczeń to często {{Jänner}}. Dzień tygodnia pisany małą literą z -s znaczy „w każdy”: {{montags}} (w poniedziałki), {{abends}} (wieczorami).',
    },
    { h2: 'Daty i lata' },
    {
      p: 'Tak jak po polsku, datę zapisuje się w kolejności dzień, miesiąc, rok, z kropkami: 03.05.2025 to 3 maja, nigdy 5 marca. Aby powiedzieć, jaka jest data, użyj mianownika; aby powiedzieć, kiedy coś się dzieje – {{am}} i końcówki -en.',
    },
    {
      examples: [
        { de: 'Welches Datum ist heute? – Heute ist der dritte Mai.', en: 'Którego jest dzisiaj? – Dzisiaj jest trzeci maja.' },
        { de: 'Der Wievielte ist heute? – Heute ist der Dritte.', en: 'Którego dzisiaj mamy? – Trzeciego.' },
        { de: 'Wann hast du Geburtstag? – Am zwölften Oktober.', en: 'Kiedy masz urodziny? – Dwunastego października.' },
        { de: 'Ich bin am 14. Februar 1999 geboren.', en: 'Urodziłem się 14 lutego 1999 roku.' },
      ],
    },
    {
      p: 'Lata od 1100 do 1999 czyta się w setkach: 1999 to {{neunzehnhundertneunundneunzig}} („dziewiętnaście setek dziewięćdziesiąt dziewięć”). Pozostałe lata czyta się w tysiącach: 1066 to {{tausendsechsundsechzig}}, 2025 to {{zweitausendfünfundzwanzig}}. Podaj sam rok bez przyimka ({{2025 war ein gutes Jahr}}) albo użyj {{im Jahr}} ({{im Jahr 2025}}). Nie tłumacz dosłownie polskiego „w 2025 roku” – wersja “in 2025” nie jest poprawną standardową niemczyzną.',
    },
    { h2: 'Podawanie godziny: wersja oficjalna' },
    {
      p: 'W rozkładach jazdy, w radiu, w urzędach i przy umawianiu wizyt używa się zegara 24-godzinnego. Podaje się godzinę, potem {{Uhr}}, potem minuty. To najbezpieczniejszy sposób, bo nikt go nie zrozumie źle.',
    },
    {
      examples: [
        { de: 'Wie spät ist es? – Es ist vierzehn Uhr dreißig.', en: 'Która godzina? – Czternasta trzydzieści.' },
        { de: 'Wie viel Uhr ist es? – Es ist acht Uhr fünfzehn.', en: 'Która jest godzina? – Ósma piętnaście.' },
        { de: 'Der Zug fährt um 17:05 Uhr ab.', en: 'Pociąg odjeżdża o 17:05 (siebzehn Uhr fünf).' },
        { de: 'Um wie viel Uhr beginnt der Kurs? – Um neun Uhr.', en: 'O której zaczyna się kurs? – O dziewiątej.' },
      ],
    },
    { h2: 'Podawanie godziny: wersja codzienna' },
    {
      p: 'W rozmowie używa się zegara 12-godzinnego ze słowami {{nach}} (po), {{vor}} (za, przed), {{Viertel}} (kwadrans) i {{halb}} (pół). Anglojęzyczni często się tu mylą, a tobie będzie łatwo: {{halb}} patrzy **do przodu**, na następną godzinę – jak polskie „wpół do trzeciej”. {{Halb drei}} to 2:30, a nie 3:30.',
    },
    {
      table: {
        caption: 'Godziny w mowie codziennej',
        head: ['Godzina', 'Po niemiecku', 'Dosłownie'],
        rows: [
          ['2:00', '{{zwei Uhr}} / {{zwei}}', 'druga'],
          ['2:05', '{{fünf nach zwei}}', 'pięć po drugiej'],
          ['2:15', '{{Viertel nach zwei}}', 'kwadrans po drugiej'],
          ['2:20', '{{zwanzig nach zwei}} / {{zehn vor halb drei}}', 'dziesięć przed wpół do trzeciej'],
          ['2:30', '{{halb drei}}', 'wpół do trzeciej'],
          ['2:35', '{{fünf nach halb drei}}', 'pięć po wpół do trzeciej'],
          ['2:45', '{{Viertel vor drei}}', 'za kwadrans trzecia'],
          ['2:55', '{{fünf vor drei}}', 'za pięć trzecia'],
        ],
      },
    },
    {
      p: 'W niektórych częściach wschodnich i południowych Niemiec oraz w Austrii możesz też usłyszeć {{viertel drei}} na 2:15 i {{dreiviertel drei}} na 2:45 – znów licząc do następnej godziny. W razie wątpliwości dopytaj albo użyj formy oficjalnej. Aby było jasne, o którą porę dnia chodzi, dodaj {{morgens}}, {{vormittags}}, {{mittags}}, {{nachmittags}}, {{abends}} lub {{nachts}}: {{um acht Uhr abends}}.',
    },
    { h2: 'Przydatne słowa o czasie' },
    {
      ul: [
        '{{die Uhr}} to zegar i „godzina” przy podawaniu czasu; {{die Stunde}} to godzina jako odcinek czasu: {{Der Film dauert zwei Stunden}}.',
        '{{heute}} (dziś), {{morgen}} (jutro), {{gestern}} (wczoraj), {{übermorgen}} (pojutrze), {{vorgestern}} (przedwczoraj).',
        '{{morgen früh}} (jutro rano), {{heute Abend}} (dziś wieczorem), {{jeden Tag}} (codziennie).',
        '{{die Minute}}, {{die Sekunde}}, {{die Woche}}, {{der Monat}}, {{das Jahr}}.',
        '{{pünktlich}} (punktualnie), {{zu spät}} (za późno, spóźniony), {{früh}} (wcześnie).',
      ],
    },
    {
      tip: 'Ćwicz na prawdziwym życiu: przez tydzień czytaj na głos po niemiecku każdą cenę, numer peronu i godzinę, które zobaczysz. Więcej list słów znajdziesz w dziale [słownictwa](/words), a codzienne zdania – w [zwrotach](/phrases). [Ściągawka A1](/articles/german-a1-cheat-sheet) łączy liczby i godziny z pierwszą potrzebną gramatyką.',
    },
  ],
};

export default translation;
