import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-colours-and-clothes',
  lang: 'pl',
  body: [
    {
      p: 'Kolory i ubrania to jedne z pierwszych tematów na każdym kursie niemieckiego i świetne pole do ćwiczenia gramatyki: nazwy kolorów są przymiotnikami, więc ćwiczy się na nich końcówki przymiotników, a ubrania to rzeczowniki wszystkich trzech rodzajów. W tym artykule znajdziesz słowa, zasady ich poprawnego użycia, a na koniec zwroty przydatne przy kupowaniu ubrań w sklepie.',
    },
    { h2: 'Podstawowe kolory' },
    {
      table: {
        caption: 'Kolory (die Farben)',
        head: ['Po niemiecku', 'Po polsku', 'Przykład'],
        rows: [
          ['{{rot}}', 'czerwony', '{{die rote Ampel}}'],
          ['{{orange}}', 'pomarańczowy', '{{eine orange Jacke}}'],
          ['{{gelb}}', 'żółty', '{{die gelbe Banane}}'],
          ['{{grün}}', 'zielony', '{{das grüne Gras}}'],
          ['{{blau}}', 'niebieski', '{{der blaue Himmel}}'],
          ['{{lila}}, {{violett}}', 'liliowy, fioletowy', '{{ein lila Schal}}'],
          ['{{rosa}}', 'różowy', '{{ein rosa Kleid}}'],
          ['{{braun}}', 'brązowy', '{{braune Schuhe}}'],
          ['{{schwarz}}', 'czarny', '{{der schwarze Mantel}}'],
          ['{{weiß}}', 'biały', '{{ein weißes Hemd}}'],
          ['{{grau}}', 'szary', '{{die graue Hose}}'],
          ['{{beige}}', 'beżowy', '{{ein beige Pullover}}'],
          ['{{türkis}}', 'turkusowy', '{{Das Meer ist türkis.}}'],
          ['{{golden}}, {{silbern}}', 'złoty, srebrny', '{{eine goldene Uhr}}'],
        ],
      },
    },
    {
      p: 'Jaśniejsze i ciemniejsze odcienie tworzy się, stawiając na początku {{hell}} albo {{dunkel}} i pisząc całość łącznie: {{hellblau}} (jasnoniebieski, błękitny), {{dunkelgrün}}, {{hellgrau}}. Końcówka **-lich** znaczy „-awy”: {{rötlich}}, {{bläulich}}, {{gelblich}}, {{grünlich}}.',
    },
    { h2: 'Kolory i gramatyka' },
    {
      p: 'Po {{sein}} kolor nie ma końcówki: {{Das Auto ist rot.}} Przed rzeczownikiem dostaje zwykłe końcówki przymiotnika (zobacz [Końcówki przymiotników – prosto i jasno](/articles/german-adjective-endings-made-simple)):',
    },
    {
      examples: [
        { de: 'Der Pullover ist blau.', en: 'Sweter jest niebieski.' },
        { de: 'Ich trage einen blauen Pullover.', en: 'Mam na sobie niebieski sweter.' },
        { de: 'Sie hat ein schwarzes Kleid und rote Schuhe.', en: 'Ona ma czarną sukienkę i czerwone buty.' },
        { de: 'Mit dem weißen Hemd siehst du elegant aus.', en: 'W białej koszuli wyglądasz elegancko.' },
      ],
    },
    {
      p: 'Nazwy kolorów zapożyczone z innych języków – {{lila}}, {{rosa}}, {{orange}}, {{beige}} – w standardowym niemieckim tradycyjnie **nie mają końcówek**: {{ein rosa Kleid}}, {{mit der lila Tasche}}. W mowie potocznej usłyszysz je z końcówkami; na piśmie bezpieczną alternatywą jest dodanie **-farben**: {{eine orangefarbene Jacke}}.',
    },
    {
      p: 'Jako rzeczowniki kolory są rodzaju nijakiego i pisze się je wielką literą: {{das Blau}}, {{das Rot}}. Aby powiedzieć, że coś jest dostępne w jakimś kolorze, użyj {{in}} bez rodzajnika: {{Haben Sie das auch in Grün?}} Pytanie brzmi zawsze {{Welche Farbe hat …?}}',
    },
    {
      examples: [
        { de: 'Welche Farbe hat dein Fahrrad? – Es ist grün.', en: 'Jakiego koloru jest twój rower? – Zielonego.' },
        { de: 'Meine Lieblingsfarbe ist Blau.', en: 'Mój ulubiony kolor to niebieski.' },
      ],
    },
    { h2: 'Ubrania: ucz się ich z rodzajnikiem i liczbą mnogą' },
    {
      table: {
        caption: 'Ubrania (die Kleidung)',
        head: ['Po niemiecku', 'Liczba mnoga', 'Po polsku'],
        rows: [
          ['{{die Hose}}', '{{die Hosen}}', 'spodnie'],
          ['{{die Jeans}}', '{{die Jeans}}', 'dżinsy'],
          ['{{der Rock}}', '{{die Röcke}}', 'spódnica'],
          ['{{das Kleid}}', '{{die Kleider}}', 'sukienka'],
          ['{{das Hemd}}', '{{die Hemden}}', 'koszula'],
          ['{{die Bluse}}', '{{die Blusen}}', 'bluzka'],
          ['{{das T-Shirt}}', '{{die T-Shirts}}', 'koszulka, T-shirt'],
          ['{{der Pullover}}', '{{die Pullover}}', 'sweter'],
          ['{{die Jacke}}', '{{die Jacken}}', 'kurtka, marynarka'],
          ['{{der Mantel}}', '{{die Mäntel}}', 'płaszcz'],
          ['{{der Anzug}}', '{{die Anzüge}}', 'garnitur'],
          ['{{die Krawatte}}', '{{die Krawatten}}', 'krawat'],
          ['{{der Schal}}', '{{die Schals}}', 'szalik'],
          ['{{die Mütze}}', '{{die Mützen}}', 'czapka'],
          ['{{der Hut}}', '{{die Hüte}}', 'kapelusz'],
          ['{{der Handschuh}}', '{{die Handschuhe}}', 'rękawiczka'],
          ['{{die Socke}}', '{{die Socken}}', 'skarpetka'],
          ['{{der Schuh}}', '{{die Schuhe}}', 'but'],
          ['{{der Stiefel}}', '{{die Stiefel}}', 'kozak, but z cholewą'],
          ['{{der Gürtel}}', '{{die Gürtel}}', 'pasek'],
          ['{{der Schlafanzug}}', '{{die Schlafanzüge}}', 'piżama'],
          ['{{die Unterwäsche}}', '–', 'bielizna'],
          ['{{der Badeanzug}}', '{{die Badeanzüge}}', 'kostium kąpielowy'],
        ],
      },
    },
    {
      p: 'Na tej liście kryją się dwaj fałszywi przyjaciele dla znających angielski: {{die Hose}} to spodnie, a nie wąż ogrodowy (ang. hose); {{der Pullover}} to każdy sweter, nie tylko wkładany przez głowę. Zauważ też, że {{die Hose}} i {{die Jeans}} są po niemiecku w liczbie pojedynczej: {{Die Hose ist zu lang}} (spodnie są za długie). Dodatki: {{die Tasche}} (torba, torebka), {{der Rucksack}} (plecak), {{die Brille}} (okulary), {{die Kette}} (łańcuszek, naszyjnik), {{der Ring}} (pierścionek), {{der Regenschirm}} (parasol).',
    },
    { h2: 'Czasowniki: nosić i ubierać się' },
    {
      ul: [
        '{{tragen}} – nosić, mieć na sobie (ze zmianą samogłoski: {{du trägst}}, {{er trägt}}): {{Er trägt heute eine Krawatte.}}',
        '{{anhaben}} – mieć na sobie (rozdzielny): {{Was hast du an?}}',
        '{{sich anziehen}} / {{sich ausziehen}} – ubierać się / rozbierać się: {{Ich ziehe mich schnell an.}}',
        '{{etwas anziehen}} – zakładać coś: {{Zieh eine Jacke an, es ist kalt!}}',
        '{{sich umziehen}} – przebierać się: {{Ich ziehe mich nach der Arbeit um.}}',
        '{{anprobieren}} – przymierzać: {{Darf ich die Hose anprobieren?}}',
        '{{passen}} + celownik – pasować (rozmiarem): {{Die Schuhe passen mir nicht.}}',
        '{{stehen}} + celownik – być do twarzy: {{Die Farbe steht dir gut.}}',
        '{{gefallen}} + celownik – podobać się: {{Der Rock gefällt mir.}}',
      ],
    },
    { h2: 'Materiały i wzory' },
    {
      p: 'Materiał podaje się z {{aus}}: {{ein Pullover aus Wolle}}, {{Schuhe aus Leder}}, {{ein Hemd aus Baumwolle}}. Wzory to przymiotniki: {{gestreift}} (w paski), {{kariert}} (w kratkę), {{gepunktet}} (w kropki), {{einfarbig}} (gładki, jednokolorowy).',
    },
    {
      examples: [
        { de: 'Ich suche ein kariertes Hemd aus Baumwolle.', en: 'Szukam bawełnianej koszuli w kratkę.' },
        { de: 'Sie trägt einen gestreiften Rock.', en: 'Ona ma na sobie spódnicę w paski.' },
      ],
    },
    { h2: 'Rozmiary i krój' },
    {
      p: 'Rozmiary ubrań w Niemczech podaje się zwykle w systemie europejskim, tak jak w Polsce (np. 38 lub 40 dla odzieży damskiej, 48 lub 50 dla garniturów męskich), a wiele sklepów używa też S, M, L i XL. Rozmiary butów również są europejskie (np. 39, 42). Rozmiar to {{die Größe}}; przy butach mówi się też {{die Schuhgröße}}.',
    },
    {
      table: {
        caption: 'Jak mówić o tym, czy ubranie pasuje',
        head: ['Po niemiecku', 'Po polsku'],
        rows: [
          ['{{zu groß}} / {{zu klein}}', 'za duży / za mały'],
          ['{{zu eng}} / {{zu weit}}', 'za ciasny / za luźny'],
          ['{{zu lang}} / {{zu kurz}}', 'za długi / za krótki'],
          ['{{eine Nummer größer}} / {{kleiner}}', 'o rozmiar większy / mniejszy'],
          ['{{Das passt genau.}}', 'Leży idealnie.'],
        ],
      },
    },
    { h2: 'W sklepie odzieżowym' },
    {
      examples: [
        { de: 'Kann ich Ihnen helfen? – Danke, ich schaue nur.', en: 'Czy mogę w czymś pomóc? – Dziękuję, tylko się rozglądam.' },
        { de: 'Ich suche eine Winterjacke.', en: 'Szukam kurtki zimowej.' },
        { de: 'Welche Größe haben Sie? – Größe 40.', en: 'Jaki ma pani rozmiar? – Czterdzieści.' },
        { de: 'Haben Sie das auch in Schwarz?', en: 'Czy mają to państwo też w czarnym kolorze?' },
        { de: 'Kann ich das anprobieren? Wo ist die Umkleidekabine?', en: 'Czy mogę to przymierzyć? Gdzie jest przymierzalnia?' },
        { de: 'Die Hose ist zu eng. Haben Sie sie eine Nummer größer?', en: 'Spodnie są za ciasne. Czy są o rozmiar większe?' },
        { de: 'Die passt. Ich nehme sie.', en: 'Te pasują. Biorę je.' },
        { de: 'Kann ich das umtauschen?', en: 'Czy mogę to wymienić?' },
      ],
    },
    {
      tip: 'Zachowaj paragon ({{der Kassenbon}} albo {{die Quittung}}). Wiele sklepów pozwala wymienić towar, ale przy zakupach w sklepie stacjonarnym jest to zwykle dobra wola sklepu, a nie prawo ustawowe, więc zapytaj przed zapłaceniem. Zakupy w internecie podlegają innym zasadom, które mogą się zmieniać; wyjaśniają je centra porad konsumenckich ({{Verbraucherzentrale}}).',
    },
    { h2: 'Idiomy z kolorami' },
    {
      p: 'Niemiecki uwielbia idiomy z kolorami. Oto kilka, które naprawdę usłyszysz:',
    },
    {
      ul: [
        '{{blau sein}} – być pijanym (a nie smutnym!)',
        '{{Er fährt schwarz.}} – jeździ na gapę',
        '{{Sie sieht rot.}} – jest wściekła',
        '{{grün hinter den Ohren sein}} – być niedoświadczonym, zielonym („mieć mleko pod nosem”)',
        '{{eine Fahrt ins Blaue}} – wycieczka w nieznane, bez ustalonego celu',
        '{{schwarz auf weiß}} – czarno na białym, na piśmie',
        '{{das Blaue vom Himmel versprechen}} – obiecywać gruszki na wierzbie',
      ],
    },
    {
      p: 'Więcej grup tematycznych znajdziesz na naszych stronach ze [słownictwem](/words), a sprawdzić się możesz w [grach](/games). O końcówkach przymiotników w {{einen blauen Pullover}} przeczytasz w artykule [Końcówki przymiotników – prosto i jasno](/articles/german-adjective-endings-made-simple).',
    },
  ],
};

export default translation;
