import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-family-and-relationships-vocabulary',
  lang: 'pl',
  body: [
    {
      p: 'Opowiadanie o rodzinie to jedna z pierwszych rzeczy, które robisz w nowym języku – na zajęciach, na egzaminie i za każdym razem, gdy kogoś poznajesz. W tym artykule znajdziesz słowa związane z rodziną wraz z rodzajnikami i liczbą mnogą, słownictwo o związkach i ważnych wydarzeniach życiowych oraz gramatykę potrzebną do ich używania: zaimki dzierżawcze, celownik i kilka przydatnych pytań.',
    },
    { h2: 'Najbliższa rodzina' },
    {
      table: {
        caption: 'Rodzice, dzieci, bracia i siostry',
        head: ['Rodzaj męski', 'Rodzaj żeński', 'Liczba mnoga / oboje'],
        rows: [
          ['{{der Vater, die Väter}}', '{{die Mutter, die Mütter}}', '{{die Eltern}} (rodzice, tylko liczba mnoga)'],
          ['{{der Sohn, die Söhne}}', '{{die Tochter, die Töchter}}', '{{das Kind, die Kinder}}'],
          ['{{der Bruder, die Brüder}}', '{{die Schwester, die Schwestern}}', '{{die Geschwister}} (rodzeństwo)'],
          ['{{der Ehemann}} / {{der Mann}}', '{{die Ehefrau}} / {{die Frau}}', '{{das Ehepaar}} (małżeństwo, para małżeńska)'],
        ],
      },
    },
    {
      p: 'W codziennej mowie {{mein Mann}} i {{meine Frau}} znaczą po prostu „mój mąż” i „moja żona”; {{Ehemann}} i {{Ehefrau}} brzmią bardziej oficjalnie. Dzieci mówią {{Mama}} i {{Papa}}. {{Die Geschwister}} to zwykłe słowo na rodzeństwo: {{Ich habe drei Geschwister}}. Jeśli nie masz rodzeństwa, jesteś {{ein Einzelkind}} (jedynakiem lub jedynaczką). Bliźnięta to {{die Zwillinge}}.',
    },
    { h2: 'Dalsza rodzina' },
    {
      table: {
        caption: 'Dziadkowie, ciocie, wujkowie, kuzyni',
        head: ['Rodzaj męski', 'Rodzaj żeński', 'Liczba mnoga / oboje'],
        rows: [
          ['{{der Großvater}} / {{der Opa}}', '{{die Großmutter}} / {{die Oma}}', '{{die Großeltern}}'],
          ['{{der Enkel}}', '{{die Enkelin}}', '{{die Enkelkinder}}'],
          ['{{der Onkel}}', '{{die Tante}}', '–'],
          ['{{der Cousin}}', '{{die Cousine}}', '–'],
          ['{{der Neffe}}', '{{die Nichte}}', '–'],
          ['{{der Urgroßvater}}', '{{die Urgroßmutter}}', '{{die Urgroßeltern}}'],
        ],
      },
    },
    {
      p: 'Wszyscy krewni razem to {{die Verwandten}} – przymiotnik użyty jako rzeczownik, więc odmienia się jak przymiotnik: {{ein Verwandter}}, {{eine Verwandte}}, {{mit meinen Verwandten}}. Zwróć uwagę, że {{der Neffe}} należy do deklinacji słabej (n-Deklination): {{Ich besuche meinen Neffen}}.',
    },
    { h2: 'Teściowie, przybrana rodzina i przyrodnie rodzeństwo' },
    {
      ul: [
        '**Schwieger-** oznacza pokrewieństwo przez małżeństwo: {{der Schwiegervater}} (teść), {{die Schwiegermutter}} (teściowa), {{die Schwiegereltern}}, {{der Schwiegersohn}} (zięć), {{die Schwiegertochter}} (synowa).',
        'Szwagier i szwagierka to osobne słowa: {{der Schwager}}, {{die Schwägerin}}.',
        '**Stief-** znaczy „przybrany, ojczym/macocha”: {{der Stiefvater}}, {{die Stiefmutter}}, {{der Stiefbruder}}, {{die Stiefschwester}}.',
        '**Halb-** znaczy „przyrodni”: {{der Halbbruder}}, {{die Halbschwester}}.',
      ],
    },
    { h2: 'Przyjaciel czy chłopak? Freund i Freundin' },
    {
      p: 'To klasyczna pułapka. {{Mein Freund}} i {{meine Freundin}} znaczą zwykle „mój chłopak” i „moja dziewczyna”. Aby było jasne, że chodzi o przyjaciela, powiedz {{ein Freund von mir}} albo {{eine Freundin von mir}}, ewentualnie {{ein guter Freund}} albo {{eine gute Freundin}}. Inne przydatne słowa:',
    },
    {
      ul: [
        '{{der Partner}}, {{die Partnerin}} – partner, partnerka (neutralnie)',
        '{{der Lebensgefährte}}, {{die Lebensgefährtin}} – partner życiowy, partnerka życiowa, często o parach mieszkających razem bez ślubu',
        '{{der Bekannte}}, {{die Bekannte}} – znajomy, znajoma (przymiotnik w funkcji rzeczownika: {{ein Bekannter}})',
        '{{der Nachbar}}, {{die Nachbarin}} – sąsiad, sąsiadka',
        '{{der Kollege}}, {{die Kollegin}} – kolega, koleżanka z pracy',
        '{{die Beziehung}} – związek, relacja; {{der Freundeskreis}} – krąg przyjaciół',
      ],
    },
    {
      examples: [
        { de: 'Das ist Tom, ein Freund von mir aus der Schule.', en: 'To jest Tom, mój przyjaciel ze szkoły.' },
        { de: 'Meine Freundin und ich wohnen seit einem Jahr zusammen.', en: 'Moja dziewczyna i ja mieszkamy razem od roku.' },
      ],
    },
    { h2: 'Stan cywilny w formularzach' },
    {
      p: 'Urzędowe formularze pytają o {{Familienstand}} (stan cywilny). Zobaczysz też {{Familienname}} albo {{Nachname}} (nazwisko), {{Vorname}} (imię) i {{Geburtsname}} (nazwisko rodowe, np. panieńskie).',
    },
    {
      table: {
        caption: 'Stan cywilny (Familienstand)',
        head: ['Po niemiecku', 'Po polsku'],
        rows: [
          ['{{ledig}}', 'kawaler / panna'],
          ['{{verheiratet}}', 'żonaty / zamężna'],
          ['{{getrennt lebend}}', 'w separacji'],
          ['{{geschieden}}', 'rozwiedziony / rozwiedziona'],
          ['{{verwitwet}}', 'wdowiec / wdowa'],
        ],
      },
    },
    { h2: 'Wydarzenia życiowe' },
    {
      table: {
        caption: 'Czasowniki i rzeczowniki na ważne chwile',
        head: ['Czasownik', 'Rzeczownik', 'Po polsku'],
        rows: [
          ['{{geboren werden}}', '{{die Geburt}}', 'urodzić się, narodziny'],
          ['{{aufwachsen}}', '{{die Kindheit}}', 'dorastać, dzieciństwo'],
          ['{{sich verlieben}} (in + biernik)', '{{die Liebe}}', 'zakochać się, miłość'],
          ['{{zusammenziehen}}', '–', 'zamieszkać razem'],
          ['{{sich verloben}}', '{{die Verlobung}}', 'zaręczyć się, zaręczyny'],
          ['{{heiraten}}', '{{die Hochzeit}}', 'wziąć ślub, ślub i wesele'],
          ['{{ein Kind bekommen}}', '{{die Schwangerschaft}}', 'urodzić dziecko, ciąża'],
          ['{{sich trennen}}', '{{die Trennung}}', 'rozstać się, rozstanie'],
          ['{{sich scheiden lassen}}', '{{die Scheidung}}', 'rozwieść się, rozwód'],
          ['{{sterben}}', '{{der Tod}}', 'umrzeć, śmierć'],
        ],
      },
    },
    {
      examples: [
        { de: 'Ich bin in einem kleinen Dorf aufgewachsen.', en: 'Dorastałem w małej wsi.' },
        { de: 'Meine Eltern haben 1995 geheiratet.', en: 'Moi rodzice pobrali się w 1995 roku.' },
        { de: 'Wann bist du geboren? – Ich bin 2001 geboren.', en: 'Kiedy się urodziłeś? – Urodziłem się w 2001 roku.' },
        { de: 'Sie hat sich in ihren Kollegen verliebt.', en: 'Zakochała się w koledze z pracy.' },
      ],
    },
    {
      p: 'Uwaga na {{heiraten}}: ten czasownik łączy się z dopełnieniem bez przyimka – {{Er heiratet seine Freundin}} (on żeni się ze swoją dziewczyną). {{Ich bin verheiratet}} opisuje stan (jestem żonaty / zamężna), a {{Wir haben geheiratet}} – wydarzenie (pobraliśmy się).',
    },
    { h2: 'Potrzebna gramatyka: zaimki dzierżawcze i celownik' },
    {
      p: 'Słowa o rodzinie prawie zawsze występują z zaimkiem dzierżawczym. Jego końcówka zależy od rodzaju i przypadku członka rodziny, a nie od „właściciela”.',
    },
    {
      table: {
        caption: 'mein ze słowami o rodzinie',
        head: ['Przypadek', 'Rodzaj męski', 'Rodzaj żeński', 'Liczba mnoga'],
        rows: [
          ['Mianownik', '{{mein Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Biernik', '{{meinen Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Celownik', '{{meinem Bruder}}', '{{meiner Schwester}}', '{{meinen Eltern}}'],
        ],
      },
    },
    {
      p: 'W mowie pokrewieństwo wyraża się często przez {{von}} + celownik: {{die Schwester von meiner Mutter}} (siostra mojej mamy = moja ciocia). Przy imionach używa się dopełniacza z -s: {{Peters Frau}}, {{Annas Kinder}}.',
    },
    { h2: 'Jak mówić o swojej rodzinie' },
    {
      examples: [
        { de: 'Hast du Geschwister? – Ja, einen Bruder und zwei Schwestern.', en: 'Masz rodzeństwo? – Tak, jednego brata i dwie siostry.' },
        { de: 'Nein, ich bin Einzelkind.', en: 'Nie, jestem jedynakiem.' },
        { de: 'Wie alt ist deine Schwester? – Sie ist 25.', en: 'Ile lat ma twoja siostra? – 25.' },
        { de: 'Meine Großeltern wohnen auf dem Land. Ich besuche sie oft.', en: 'Moi dziadkowie mieszkają na wsi. Często ich odwiedzam.' },
        { de: 'Bist du verheiratet? – Nein, aber ich habe einen Partner.', en: 'Jesteś mężatką? – Nie, ale mam partnera.' },
        { de: 'Mein Onkel ist der Bruder meiner Mutter.', en: 'Mój wujek to brat mojej mamy.' },
      ],
    },
    {
      p: 'Aby opisać członków rodziny, łącz te słowa z przymiotnikami: {{Mein Vater ist groß und ruhig. Meine Schwester ist sehr lustig, aber manchmal ungeduldig.}} O końcówkach ({{mein jüngerer Bruder}}, {{meine ältere Schwester}}) przeczytasz w artykule [Końcówki przymiotników – prosto i jasno](/articles/german-adjective-endings-made-simple).',
    },
    {
      tip: 'Narysuj swoje drzewo genealogiczne i podpisz je po niemiecku, z rodzajnikami: {{der Opa}}, {{die Tante}}, {{der Cousin}}. Potem opisz je na głos w pięciu zdaniach. Więcej ćwiczeń znajdziesz na naszych [listach słów](/words) i w [zwrotach](/phrases).',
    },
  ],
};

export default translation;
