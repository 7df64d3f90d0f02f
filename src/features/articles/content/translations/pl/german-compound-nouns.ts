import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-compound-nouns',
  lang: 'pl',
  body: [
    {
      p: 'Niemiecki słynie z długich słów. Tam, gdzie polski używa kilku wyrazów – „przystanek autobusowy”, „drzwi lodówki”, „prawo jazdy” – niemiecki skleja części w jedno słowo: {{die Bushaltestelle}}, {{die Kühlschranktür}}, {{der Führerschein}}. Dla uczącego się to nie ciężar, lecz prezent: jeśli znasz części, rozumiesz całe słowo, a kilka prostych reguł podpowie ci też jego rodzaj i liczbę mnogą.',
    },
    { h2: 'Reguła 1: rządzi ostatnia część' },
    {
      p: 'Złożenie ma **człon główny** – ostatnią część – i jedną lub kilka części przed nim, które go doprecyzowują. Człon główny decyduje o trzech rzeczach: o **podstawowym znaczeniu**, o **rodzaju** i o **liczbie mnogiej**. {{Die Haustür}} to rodzaj drzwi ({{die Tür}}), więc jest rodzaju żeńskiego, a liczba mnoga brzmi {{die Haustüren}}. {{Der Türgriff}} to rodzaj uchwytu ({{der Griff}}), więc jest rodzaju męskiego.',
    },
    {
      table: {
        caption: 'Decyduje człon główny',
        head: ['Części', 'Złożenie', 'Znaczenie'],
        rows: [
          ['{{das Haus}} + {{die Tür}}', '{{die Haustür}}', 'drzwi wejściowe'],
          ['{{die Tür}} + {{der Griff}}', '{{der Türgriff}}', 'klamka'],
          ['{{der Apfel}} + {{der Saft}}', '{{der Apfelsaft}}', 'sok jabłkowy'],
          ['{{die Hand}} + {{der Schuh}}', '{{der Handschuh}}', 'rękawiczka'],
          ['{{der Kühlschrank}} + {{die Tür}}', '{{die Kühlschranktür}}', 'drzwi lodówki'],
          ['{{das Kind}} + {{der Garten}}', '{{der Kindergarten}}', 'przedszkole'],
        ],
      },
    },
    {
      p: 'Ponieważ człon główny stoi na końcu, złożenie czyta się **od prawej do lewej**: {{der Blumentopf}} to doniczka (garnek na kwiaty), a nie kwiat. Zamień części miejscami, a powstanie coś innego: {{die Hausschuhe}} to kapcie (buty do domu), a {{das Schuhhaus}} – sklep obuwniczy.',
    },
    { h2: 'Co można łączyć' },
    {
      ul: [
        '**rzeczownik + rzeczownik** – największa grupa: {{der Bahnhof}}, {{das Wochenende}}, {{der Kartoffelsalat}}, {{die Tageszeitung}}.',
        '**przymiotnik + rzeczownik**: {{die Großstadt}} (duże miasto), {{das Kleingeld}} (drobne), {{der Rotwein}} (czerwone wino), {{die Kurzgeschichte}} (opowiadanie).',
        '**temat czasownika + rzeczownik**: {{der Schreibtisch}} (biurko, od {{schreiben}}), {{die Waschmaschine}} (od {{waschen}}), {{das Esszimmer}} (od {{essen}}), {{das Fahrrad}} (od {{fahren}}).',
        '**przyimek lub przysłówek + rzeczownik**: {{der Nachmittag}} (popołudnie), {{der Vorort}} (przedmieście), {{die Unterschrift}} (podpis).',
        '**kilka rzeczowników**: {{der Hauptbahnhof}} (dworzec główny), {{der Fahrkartenautomat}} (biletomat), {{die Krankenversicherungskarte}} (karta ubezpieczenia zdrowotnego).',
      ],
    },
    { h2: 'Klej: elementy łączące' },
    {
      p: 'Często części łączą się bezpośrednio ({{die Haustür}}). Ale wiele złożeń ma między częściami element łączący ({{das Fugenelement}}) – najczęściej **-s-** albo **-(e)n-**. Pełnej reguły nie ma, ale niektóre prawidłowości są bardzo pewne.',
    },
    {
      table: {
        caption: 'Elementy łączące',
        head: ['Łącznik', 'Kiedy', 'Przykłady'],
        rows: [
          ['-s-', 'po -ung, -heit, -keit, -schaft, -ion, -tät oraz po wielu rzeczownikach rodzaju męskiego i nijakiego', '{{der Wohnungsschlüssel}}, {{das Gesundheitsamt}}, {{der Arbeitsplatz}}, {{der Geburtstag}}'],
          ['-n- / -en-', 'po wielu rzeczownikach żeńskich na -e i słabych rzeczownikach męskich', '{{die Straßenbahn}}, {{die Sonnenbrille}}, {{der Krankenwagen}}'],
          ['-er-', 'często tam, gdzie liczba mnoga ma -er', '{{das Kinderzimmer}}, {{der Bilderrahmen}}'],
          ['-e-', 'po niektórych jednosylabowych rzeczownikach', '{{die Hundehütte}}, {{das Pferderennen}}'],
          ['bez łącznika', 'bardzo często', '{{die Haustür}}, {{der Tischnachbar}}, {{das Schlafzimmer}}'],
          ['-e odpada', 'niektóre rzeczowniki na -e je tracą', '{{die Schule}} → {{das Schulbuch}}, {{die Kirche}} → {{der Kirchturm}}'],
        ],
      },
    },
    {
      tip: 'Łącznik -s- to nie dopełniacz ani liczba mnoga; po prostu ułatwia wymowę. Nie „poprawiaj” więc {{der Geburtstag}} na liczbę mnogą czy dopełniacz – ucz się każdego złożenia jako jednego słowa z rodzajnikiem.',
    },
    { h2: 'Akcent i wymowa' },
    {
      p: 'W większości złożeń główny akcent pada na **pierwszą** część: HAUStür, KINdergarten, APfelsaft. Wymawianie złożeń na głos z właściwym akcentem sprawia, że długie słowa stają się dużo łatwiejsze do zrozumienia – dla ciebie i dla twojego rozmówcy.',
    },
    { h2: 'Łącznie, z łącznikiem czy osobno?' },
    {
      p: 'Niemieckie złożenia pisze się **łącznie**. Pisanie ich osobno, jak w angielskim, to błąd: “Haus Tür” ✗ → {{Haustür}} ✓. Łącznik (dywiz) stosuje się w kilku przypadkach:',
    },
    {
      ul: [
        'z pojedynczymi literami, skrótami i cyframi: {{die U-Bahn}}, {{die E-Mail}}, {{die Kfz-Steuer}}, {{die 3-Zimmer-Wohnung}};',
        'aby bardzo długie lub mylące słowo było łatwiejsze do przeczytania: {{die Ich-Form}}, {{der Musiker-Alltag}};',
        'z wieloma słowami angielskimi: {{das Online-Angebot}}, choć {{das Onlineangebot}} też jest poprawne.',
      ],
    },
    { h2: 'Jak przeczytać naprawdę długie słowo' },
    {
      p: 'Rozbieraj je od końca. Znajdź ostatni znany ci rzeczownik, a potem posuwaj się wstecz, część po części.',
    },
    {
      examples: [
        { de: 'die Geschwindigkeitsbegrenzung', en: 'Geschwindigkeit (prędkość) + s + Begrenzung (ograniczenie) = ograniczenie prędkości' },
        { de: 'die Haftpflichtversicherung', en: 'Haftpflicht (odpowiedzialność cywilna) + Versicherung (ubezpieczenie) = ubezpieczenie od odpowiedzialności cywilnej' },
        { de: 'die Donaudampfschifffahrtsgesellschaft', en: 'Donau (Dunaj) + Dampf (para) + Schiff (statek) + Fahrt (żegluga) + s + Gesellschaft (towarzystwo) = dunajskie towarzystwo żeglugi parowej (słynne słowo-żart)' },
      ],
    },
    {
      p: 'Zwróć uwagę na trzy f w {{Schifffahrt}}: od reformy pisowni, gdy w złożeniu spotykają się trzy takie same litery, pisze się wszystkie trzy ({{Schiff}} + {{Fahrt}}). Dla czytelności można postawić łącznik: {{Schiff-Fahrt}}.',
    },
    { h2: 'Przydatne złożenia według tematów' },
    {
      table: {
        caption: 'Złożenia na co dzień',
        head: ['Temat', 'Złożenia'],
        rows: [
          ['dom', '{{das Schlafzimmer}}, {{das Badezimmer}}, {{der Kühlschrank}}, {{die Waschmaschine}}, {{der Staubsauger}}'],
          ['miasto', '{{der Bahnhof}}, {{die Haltestelle}}, {{die Fußgängerzone}}, {{der Stadtplan}}, {{der Radweg}}'],
          ['czas', '{{das Wochenende}}, {{der Geburtstag}}, {{der Nachmittag}}, {{die Jahreszeit}}, {{der Feierabend}}'],
          ['jedzenie', '{{der Apfelsaft}}, {{das Frühstück}}, {{der Kartoffelsalat}}, {{das Rindfleisch}}, {{der Rotwein}}'],
          ['praca', '{{der Arbeitsplatz}}, {{der Lebenslauf}}, {{der Arbeitsvertrag}}, {{der Schreibtisch}}, {{der Führerschein}}'],
          ['ulubione', '{{die Lieblingsfarbe}}, {{das Lieblingsessen}}, {{die Handynummer}}'],
        ],
      },
    },
    { h2: 'Jak tworzyć własne złożenia' },
    {
      p: 'Niemcy codziennie tworzą nowe złożenia, i ty też możesz – ostrożnie. Połączenia z {{Lieblings-}} (ulubiony) działają zawsze ({{mein Lieblingsbuch}}), podobnie jak wiele oczywistych par rzeczownik + rzeczownik. Jeśli coś jest mniej oczywiste, najpierw sprawdź, czy takie słowo jest w użyciu; w przeciwnym razie powiedz to z przyimkiem: {{eine Tasse für Kaffee}} każdy zrozumie, nawet jeśli zwykłe słowo to {{die Kaffeetasse}}.',
    },
    {
      examples: [
        { de: 'Mein Lieblingsessen ist Kartoffelsalat.', en: 'Moje ulubione danie to sałatka ziemniaczana.' },
        { de: 'Der Fahrkartenautomat am Hauptbahnhof ist kaputt.', en: 'Biletomat na dworcu głównym jest zepsuty.' },
        { de: 'Hast du deinen Wohnungsschlüssel dabei?', en: 'Masz przy sobie klucz do mieszkania?' },
      ],
    },
    {
      p: 'Złożenia ułatwiają rozpoznawanie rodzaju: zobacz [der, die czy das?](/articles/der-die-das-noun-gender-rules). Złożenia kulinarne zebraliśmy w artykule [Słownictwo o jedzeniu i gotowaniu](/articles/food-and-cooking-vocabulary), a związane z pracą – w artykule [Słownictwo do pracy po niemiecku](/articles/german-workplace-vocabulary). Więcej list tematycznych znajdziesz w naszym [dziale słownictwa](/words).',
    },
  ],
};

export default translation;
