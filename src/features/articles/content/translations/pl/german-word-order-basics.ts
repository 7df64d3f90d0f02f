import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-word-order-basics',
  lang: 'pl',
  body: [
    {
      p: 'Niemiecki szyk wyrazów wydaje się na początku chaotyczny – czasowniki jakby uciekały na koniec zdania – ale rządzi nim kilka stałych reguł. Prawie wszystkie dotyczą jednego: **gdzie stoi czasownik w formie osobowej**. Naucz się trzech podstawowych pozycji (druga, pierwsza, ostatnia) i „ramki zdaniowej”, a zbudujesz poprawne zdanie dowolnej długości.',
    },
    { h2: 'Reguła 1: w zdaniu oznajmującym czasownik stoi na drugim miejscu' },
    {
      p: 'W zdaniu głównym czasownik odmieniony jest zawsze **drugim elementem**. Element to nie pojedyncze słowo, lecz całostka znaczeniowa: {{ich}}, {{am Montag}}, {{mein alter Freund aus Berlin}} liczą się każde jako jeden element. Na pierwszym miejscu może stanąć prawie wszystko – podmiot, określenie czasu, miejsca, dopełnienie – ale czasownik zostaje na drugim, a jeśli podmiot nie jest pierwszy, stoi zaraz po czasowniku.',
    },
    {
      table: {
        caption: 'Pierwsze miejsce się zmienia, czasownik zostaje na drugim',
        head: ['Miejsce 1', 'Czasownik', 'Reszta'],
        rows: [
          ['{{Ich}}', '{{fahre}}', '{{morgen mit dem Zug nach Köln.}}'],
          ['{{Morgen}}', '{{fahre}}', '{{ich mit dem Zug nach Köln.}}'],
          ['{{Mit dem Zug}}', '{{fahre}}', '{{ich morgen nach Köln.}}'],
          ['{{Nach Köln}}', '{{fahre}}', '{{ich morgen mit dem Zug.}}'],
        ],
      },
    },
    {
      p: 'Z przyzwyczajenia do polskiego kusi, żeby powiedzieć „Jutro ja jadę …” → “Morgen ich fahre” ✗. Zapamiętaj: gdy zdanie zaczyna się od określenia czasu, zaraz po nim idzie czasownik: {{Morgen fahre ich}} ✓. Na początek zdania stawia się zwykle informację już znaną albo to, co chcemy podkreślić.',
    },
    { h2: 'Reguła 2: pytania i polecenia zaczynają się od czasownika' },
    {
      p: 'W pytaniach rozstrzygających (odpowiedź „tak/nie”) i w trybie rozkazującym czasownik stoi na **pierwszym miejscu**. Pytania z zaimkiem pytającym ({{wann}}, {{wo}}, {{warum}} …) podlegają regule 1: najpierw słowo pytające, potem czasownik.',
    },
    {
      examples: [
        { de: 'Fährst du morgen nach Köln?', en: 'Jedziesz jutro do Kolonii?' },
        { de: 'Wann fährst du nach Köln?', en: 'Kiedy jedziesz do Kolonii?' },
        { de: 'Fahren Sie bitte langsamer!', en: 'Proszę jechać wolniej!' },
      ],
    },
    { h2: 'Reguła 3: ramka zdaniowa' },
    {
      p: 'Gdy w zdaniu są dwie części czasownikowe, niemiecki je rozdziela: czasownik odmieniony zostaje na drugim miejscu, a druga część idzie na **sam koniec**. Wszystko inne stoi między nimi jak w nawiasie – to {{Satzklammer}}, ramka zdaniowa. Dzieje się tak przy czasownikach modalnych, w czasie Perfekt, w czasie przyszłym z {{werden}}, w stronie biernej i przy czasownikach rozdzielnie złożonych.',
    },
    {
      table: {
        caption: 'Ramka zdaniowa',
        head: ['Konstrukcja', 'Miejsce 2', 'Środek', 'Koniec'],
        rows: [
          ['czasownik modalny', '{{Ich muss}}', '{{heute lange}}', '{{arbeiten.}}'],
          ['Perfekt', '{{Wir haben}}', '{{gestern einen Film}}', '{{gesehen.}}'],
          ['czas przyszły', '{{Sie wird}}', '{{nächstes Jahr in Wien}}', '{{studieren.}}'],
          ['czasownik rozdzielny', '{{Der Zug kommt}}', '{{um acht Uhr}}', '{{an.}}'],
          ['strona bierna', '{{Das Haus wird}}', '{{jetzt}}', '{{renoviert.}}'],
        ],
      },
    },
    {
      tip: 'Słuchaj niemieckiego zdania do końca. Sens często przychodzi na samym końcu: {{Ich habe meinen Schlüssel gestern im Büro …}} – znalazłem? zgubiłem? zapomniałem? Dopiero {{vergessen}} na końcu to wyjaśnia.',
    },
    { h2: 'Spójniki, które nie zmieniają szyku' },
    {
      p: 'Pięć krótkich spójników łączy dwa zdania główne i stoi na „miejscu zerowym” – nie liczą się, więc następne zdanie zachowuje zwykły szyk: {{und}} (i), {{aber}} (ale), {{oder}} (albo), {{denn}} (bo, ponieważ), {{sondern}} (lecz – po przeczeniu). Zapamiętuje się je jako **ADUSO**.',
    },
    {
      examples: [
        { de: 'Ich bin müde, aber ich gehe noch einkaufen.', en: 'Jestem zmęczony, ale jeszcze pójdę na zakupy.' },
        { de: 'Wir bleiben zu Hause, denn es regnet.', en: 'Zostajemy w domu, bo pada deszcz.' },
      ],
    },
    { h2: 'Reguła 4: w zdaniu podrzędnym czasownik stoi na końcu' },
    {
      p: 'Spójniki podrzędne – {{weil}} (ponieważ), {{dass}} (że), {{wenn}} (jeśli, kiedy), {{ob}} (czy), {{als}} (kiedy – o przeszłości), {{obwohl}} (chociaż), {{damit}} (żeby), {{bevor}}, {{nachdem}} – wysyłają czasownik odmieniony na **koniec** swojego zdania. Tak samo działają zdania względne i pytania zależne. Zdania zawsze oddziela przecinek.',
    },
    {
      examples: [
        { de: 'Ich lerne Deutsch, weil ich in Wien arbeiten möchte.', en: 'Uczę się niemieckiego, bo chciałbym pracować w Wiedniu.' },
        { de: 'Ich glaube, dass der Kurs um neun beginnt.', en: 'Myślę, że kurs zaczyna się o dziewiątej.' },
        { de: 'Weißt du, ob sie heute kommt?', en: 'Wiesz, czy ona dziś przyjdzie?' },
        { de: 'Er sagt, dass er gestern angekommen ist.', en: 'On mówi, że przyjechał wczoraj.' },
      ],
    },
    {
      p: 'Zwróć uwagę na ostatni przykład: gdy w zdaniu podrzędnym są dwie części czasownika, forma osobowa jest ostatnim słowem ({{angekommen ist}}). Czasowniki rozdzielne znów piszą się razem: {{…, weil der Zug um acht ankommt}}.',
    },
    { h2: 'Zdanie podrzędne na początku: czasownik, przecinek, czasownik' },
    {
      p: 'Zdanie podrzędne może też stać na początku. Wtedy całe zajmuje pierwsze miejsce, a zdanie główne zaczyna się od czasownika. Powstaje typowy niemiecki wzór **czasownik – przecinek – czasownik**.',
    },
    {
      examples: [
        { de: 'Wenn es regnet, bleibe ich zu Hause.', en: 'Kiedy pada, zostaję w domu.' },
        { de: 'Weil ich krank war, habe ich nicht gearbeitet.', en: 'Ponieważ byłem chory, nie pracowałem.' },
      ],
    },
    { h2: 'Środek zdania: TeKaMoLo' },
    {
      p: 'Między dwiema pozycjami czasownika szyk jest elastyczny, ale dla okoliczników istnieje pewny domyślny porządek: **Te**mporal (kiedy) – **Ka**usal (dlaczego) – **Mo**dal (jak) – **Lo**kal (gdzie). Nie potrzebujesz wszystkich czterech; te, które masz, ustaw w tej kolejności.',
    },
    {
      examples: [
        { de: 'Ich fahre morgen wegen der Arbeit mit dem Auto nach München.', en: 'Jutro jadę służbowo samochodem do Monachium. (kiedy – dlaczego – jak – dokąd)' },
        { de: 'Sie lernt jeden Abend konzentriert in der Bibliothek.', en: 'Co wieczór uczy się w skupieniu w bibliotece.' },
      ],
    },
    {
      p: 'Dopełnienia: krótkie zaimki stoją wcześnie, zaraz po czasowniku i podmiocie. Przy dwóch rzeczownikach celownik zwykle poprzedza biernik ({{Ich gebe dem Kind das Buch}}); przy dwóch zaimkach pierwszy jest biernik ({{Ich gebe es ihm}}). Więcej w artykule [Przypadki w niemieckim](/articles/german-cases-explained).',
    },
    { h2: 'Gdzie stoi nicht?' },
    {
      ul: [
        'Aby zaprzeczyć całe zdanie, {{nicht}} stawia się pod koniec, ale **przed** drugą częścią czasownika, przedrostkiem rozdzielnym oraz przed przymiotnikiem lub określeniem miejsca po czasowniku: {{Ich komme heute nicht.}} {{Ich kann heute nicht kommen.}} {{Das Essen ist nicht teuer.}} {{Er wohnt nicht in Berlin.}}',
        '{{nicht}} stoi **po** dopełnieniu określonym i po większości określeń czasu: {{Ich kenne den Mann nicht.}} {{Sie arbeitet morgen nicht.}}',
        'Aby zaprzeczyć tylko jedną część, postaw {{nicht}} bezpośrednio przed nią i zwykle dodaj dalszy ciąg z {{sondern}}: {{Ich fahre nicht heute, sondern morgen.}}',
        'Rzeczowniki z {{ein}} lub bez rodzajnika przeczy się za pomocą {{kein}}, nie {{nicht}}: {{Ich habe kein Auto.}}',
      ],
    },
    { h2: 'Konstrukcje bezokolicznikowe z zu' },
    {
      p: 'Od poziomu A2 spotkasz konstrukcje bezokolicznikowe. Bezokolicznik z {{zu}} stoi na końcu; w czasownikach rozdzielnych {{zu}} wchodzi między przedrostek a czasownik ({{anzurufen}}).',
    },
    {
      examples: [
        { de: 'Ich habe keine Zeit, heute einzukaufen.', en: 'Nie mam dziś czasu zrobić zakupów.' },
        { de: 'Vergiss nicht, mich anzurufen!', en: 'Nie zapomnij do mnie zadzwonić!' },
      ],
    },
    { h2: 'Pięć typowych błędów' },
    {
      ol: [
        '“Heute ich gehe ins Kino” ✗ → {{Heute gehe ich ins Kino.}} ✓ (czasownik na drugim miejscu)',
        '“Ich kann schwimmen gut” ✗ → {{Ich kann gut schwimmen.}} ✓ (bezokolicznik na końcu)',
        '“…, weil ich habe keine Zeit” ✗ → {{…, weil ich keine Zeit habe.}} ✓ (po {{weil}} czasownik na końcu)',
        '“Ich stehe auf um sieben” ✗ → {{Ich stehe um sieben auf.}} ✓ (przedrostek na końcu)',
        '“Wenn ich Zeit habe, ich komme” ✗ → {{Wenn ich Zeit habe, komme ich.}} ✓ (czasownik – przecinek – czasownik)',
      ],
    },
    {
      p: 'Szyk wyrazów przewija się przez wszystkie inne tematy: zobacz [czasowniki rozdzielnie złożone](/articles/separable-verbs-in-german), [przewodnik po czasownikach modalnych](/articles/german-modal-verbs-guide) i [Perfekt czy Präteritum](/articles/perfekt-vs-praeteritum). Buduj zdania samodzielnie w ćwiczeniach w naszym [dziale gramatyki](/grammar).',
    },
  ],
};

export default translation;
