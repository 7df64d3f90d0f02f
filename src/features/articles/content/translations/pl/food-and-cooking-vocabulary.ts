import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'food-and-cooking-vocabulary',
  lang: 'pl',
  body: [
    {
      p: 'Jedzenie to jeden z najbardziej wdzięcznych tematów do nauki: tych słów używasz codziennie – w supermarkecie, w piekarni, w stołówce i u znajomych. W tym artykule znajdziesz podstawowe słownictwo z rodzajnikami i liczbą mnogą, miary i czasowniki potrzebne do zrozumienia przepisu oraz zwroty, dzięki którym wizyta w restauracji będzie łatwa.',
    },
    { h2: 'Posiłki w ciągu dnia' },
    {
      table: {
        caption: 'Posiłki',
        head: ['Rzeczownik', 'Wyrażenie z czasownikiem', 'Po polsku'],
        rows: [
          ['{{das Frühstück}}', '{{frühstücken}}', 'śniadanie, jeść śniadanie'],
          ['{{das Mittagessen}}', '{{zu Mittag essen}}', 'obiad, jeść obiad (w południe)'],
          ['{{Kaffee und Kuchen}}', '{{Kaffee trinken}}', 'popołudniowa kawa z ciastem'],
          ['{{das Abendessen}}', '{{zu Abend essen}}', 'kolacja, jeść kolację'],
        ],
      },
    },
    {
      p: 'Tradycyjnie ciepły posiłek jadło się w Niemczech w południe, a wieczorem zimny {{Abendbrot}}: chleb, ser i wędliny ({{der Aufschnitt}}). Dziś wiele rodzin i osób pracujących je ciepło wieczorem, ale to słowo wciąż usłyszysz. W pracy koledzy w porze obiadowej często witają się słowem {{Mahlzeit!}}, a przy stole wszyscy mówią {{Guten Appetit!}}',
    },
    { h2: 'Grupy produktów' },
    {
      table: {
        caption: 'Owoce (das Obst) i warzywa (das Gemüse)',
        head: ['Owoce', 'Warzywa'],
        rows: [
          ['{{der Apfel, die Äpfel}}', '{{die Kartoffel, die Kartoffeln}}'],
          ['{{die Birne, die Birnen}}', '{{die Tomate, die Tomaten}}'],
          ['{{die Banane, die Bananen}}', '{{die Gurke, die Gurken}}'],
          ['{{die Erdbeere, die Erdbeeren}}', '{{die Zwiebel, die Zwiebeln}}'],
          ['{{die Orange, die Orangen}}', '{{die Karotte, die Karotten}} / {{die Möhre, die Möhren}}'],
          ['{{die Zitrone, die Zitronen}}', '{{der Salat, die Salate}}'],
          ['{{die Kirsche, die Kirschen}}', '{{der Pilz, die Pilze}}'],
          ['{{die Traube, die Trauben}}', '{{der Knoblauch}} (bez liczby mnogiej)'],
        ],
      },
    },
    {
      table: {
        caption: 'Inne produkty',
        head: ['Grupa', 'Słowa'],
        rows: [
          ['mięso i ryby', '{{das Fleisch}}, {{das Rindfleisch}}, {{das Schweinefleisch}}, {{das Hähnchen}}, {{die Wurst}}, {{der Schinken}}, {{der Fisch}}, {{der Lachs}}'],
          ['nabiał i jajka', '{{die Milch}}, {{die Butter}}, {{der Käse}}, {{der Joghurt}}, {{die Sahne}}, {{der Quark}}, {{das Ei, die Eier}}'],
          ['pieczywo i wypieki', '{{das Brot}}, {{das Brötchen}}, {{die Brezel}}, {{der Kuchen}}, {{die Torte}}'],
          ['produkty sypkie i przyprawy', '{{der Reis}}, {{die Nudeln}}, {{das Mehl}}, {{der Zucker}}, {{das Salz}}, {{der Pfeffer}}, {{das Öl}}, {{der Essig}}, {{der Honig}}, {{die Marmelade}}'],
          ['napoje', '{{das Wasser}}, {{das Mineralwasser}}, {{der Saft}}, {{die Apfelschorle}}, {{der Kaffee}}, {{der Tee}}, {{das Bier}}, {{der Wein}}'],
        ],
      },
    },
    {
      tip: 'W kawiarni czy restauracji na {{ein Wasser}} dostaniesz zwykle wodę butelkowaną, często gazowaną. Jeśli chcesz niegazowaną, poproś o {{stilles Wasser}}; woda z kranu to {{Leitungswasser}}.',
    },
    { h2: 'Ilości i opakowania' },
    {
      p: 'Po liczebniku jednostki miary zwykle zostają w liczbie pojedynczej: {{zwei Kilo Kartoffeln}}, {{drei Liter Milch}}, {{200 Gramm Käse}}. Sam produkt stoi bez rodzajnika i bez przyimka, a po polsku byłby w dopełniaczu: {{eine Flasche Wasser}} (butelka wody), {{ein Stück Kuchen}}. Na targu wciąż można usłyszeć {{ein Pfund}}, czyli 500 gramów.',
    },
    {
      table: {
        caption: 'Ilości',
        head: ['Po niemiecku', 'Po polsku'],
        rows: [
          ['{{ein Kilo Äpfel}}', 'kilogram jabłek'],
          ['{{ein halbes Pfund Butter}}', '250 gramów masła'],
          ['{{eine Flasche Öl}}', 'butelka oleju'],
          ['{{eine Packung Nudeln}}', 'paczka makaronu'],
          ['{{eine Dose Tomaten}}', 'puszka pomidorów'],
          ['{{ein Becher Joghurt}}', 'kubeczek jogurtu'],
          ['{{eine Scheibe Brot}}', 'kromka chleba'],
          ['{{ein Stück Kuchen}}', 'kawałek ciasta'],
          ['{{ein Esslöffel Zucker}}', 'łyżka cukru'],
          ['{{ein Teelöffel Salz}}', 'łyżeczka soli'],
        ],
      },
    },
    { h2: 'W kuchni' },
    {
      p: 'Najważniejsze wyposażenie: {{der Herd}} (kuchenka), {{der Backofen}} (piekarnik), {{die Mikrowelle}} (mikrofalówka), {{der Kühlschrank}} (lodówka), {{die Spülmaschine}} (zmywarka), {{der Topf}} (garnek), {{die Pfanne}} (patelnia), {{die Schüssel}} (miska), {{das Schneidebrett}} (deska do krojenia), {{das Messer}} (nóż), {{die Gabel}} (widelec), {{der Löffel}} (łyżka), {{der Teller}} (talerz), {{die Tasse}} (filiżanka) i {{das Glas}} (szklanka, kieliszek).',
    },
    { h2: 'Czasowniki kuchenne' },
    {
      table: {
        caption: 'Czasowniki do gotowania',
        head: ['Czasownik', 'Po polsku', 'Przykład'],
        rows: [
          ['{{kochen}}', 'gotować', '{{Die Kartoffeln 20 Minuten kochen.}}'],
          ['{{braten}} ({{er brät}})', 'smażyć, piec (mięso)', '{{Das Fleisch in der Pfanne braten.}}'],
          ['{{backen}}', 'piec', '{{Ich backe am Sonntag einen Kuchen.}}'],
          ['{{schneiden}}', 'kroić', '{{Die Zwiebeln klein schneiden.}}'],
          ['{{schälen}}', 'obierać', '{{Die Karotten schälen.}}'],
          ['{{waschen}}', 'myć', '{{Den Salat gut waschen.}}'],
          ['{{rühren}} / {{verrühren}}', 'mieszać / wymieszać', '{{Alles gut verrühren.}}'],
          ['{{würzen}}', 'przyprawiać', '{{Mit Salz und Pfeffer würzen.}}'],
          ['{{erhitzen}}', 'rozgrzewać', '{{Das Öl in einer Pfanne erhitzen.}}'],
          ['{{hinzufügen}}', 'dodawać', '{{Dann die Tomaten hinzufügen.}}'],
          ['{{abschmecken}}', 'doprawić do smaku', '{{Die Suppe mit Salz abschmecken.}}'],
        ],
      },
    },
    {
      p: 'Niemieckie przepisy pisze się zwykle z **bezokolicznikiem** na końcu, jak w tabeli: {{Die Zwiebeln klein schneiden.}} Gdy tłumaczysz przepis znajomemu, użyj raczej trybu rozkazującego: {{Schneid die Zwiebeln klein!}}',
    },
    { h2: 'Prosty przepis: naleśniki (Pfannkuchen)' },
    {
      p: 'Oto podstawowy przepis na naleśniki, zapisany tak, jak pisze się niemieckie przepisy. Przeczytaj go na głos – to dobre ćwiczenie stylu bezokolicznikowego.',
    },
    {
      examples: [
        { de: 'Zutaten: 250 Gramm Mehl, drei Eier, ein halber Liter Milch, etwas Salz, Öl für die Pfanne.', en: 'Składniki: 250 g mąki, trzy jajka, pół litra mleka, szczypta soli, olej do smażenia.' },
        { de: 'Mehl, Eier, Milch und Salz in einer Schüssel zu einem glatten Teig verrühren.', en: 'Mąkę, jajka, mleko i sól wymieszać w misce na gładkie ciasto.' },
        { de: 'Den Teig zehn Minuten ruhen lassen.', en: 'Odstawić ciasto na dziesięć minut.' },
        { de: 'Etwas Öl in einer Pfanne erhitzen.', en: 'Rozgrzać na patelni trochę oleju.' },
        { de: 'Eine Kelle Teig in die Pfanne geben und von beiden Seiten goldbraun backen.', en: 'Wlać na patelnię chochlę ciasta i smażyć z obu stron na złoty kolor.' },
        { de: 'Mit Zucker, Marmelade oder Obst servieren. Guten Appetit!', en: 'Podawać z cukrem, dżemem lub owocami. Smacznego!' },
      ],
    },
    { h2: 'Jak opisać smak' },
    {
      p: '{{süß}} (słodki), {{salzig}} (słony), {{sauer}} (kwaśny), {{bitter}} (gorzki), {{scharf}} (ostry, pikantny), {{fettig}} (tłusty), {{frisch}} (świeży), {{lecker}} (smaczny), {{köstlich}} (przepyszny). Czasownik to {{schmecken}}, a osoba stoi przy nim w celowniku: {{Das schmeckt mir}} (smakuje mi). {{Schmeckt’s?}} to codzienne pytanie, czy komuś smakuje.',
    },
    { h2: 'W restauracji' },
    {
      examples: [
        { de: 'Einen Tisch für zwei Personen, bitte.', en: 'Stolik dla dwóch osób, poproszę.' },
        { de: 'Können wir bitte die Speisekarte haben?', en: 'Czy możemy prosić o kartę?' },
        { de: 'Was können Sie empfehlen?', en: 'Co może pan polecić?' },
        { de: 'Als Vorspeise nehme ich die Suppe und als Hauptgericht das Schnitzel.', en: 'Na przystawkę wezmę zupę, a na danie główne sznycel.' },
        { de: 'Ich bin Vegetarierin. Ist da Fleisch drin?', en: 'Jestem wegetarianką. Czy tam jest mięso?' },
        { de: 'Ich habe eine Allergie gegen Nüsse.', en: 'Mam alergię na orzechy.' },
        { de: 'Die Rechnung, bitte. – Zusammen oder getrennt?', en: 'Poproszę rachunek. – Razem czy osobno?' },
        { de: 'Das macht 23,40 Euro. – Machen Sie 25.', en: 'Razem 23,40 euro. – Niech będzie 25.' },
        { de: 'Stimmt so.', en: 'Reszty nie trzeba.' },
      ],
    },
    {
      p: 'Płacenie osobno jest w Niemczech zupełnie normalne, nawet dla pary, więc nie dziw się pytaniu {{Zusammen oder getrennt?}} Przy płaceniu zwykle zaokrągla się rachunek lub dodaje mały napiwek ({{das Trinkgeld}}): podaj kelnerowi kwotę, którą chcesz zapłacić, albo powiedz {{Stimmt so}}, podając pieniądze.',
    },
    { h2: 'Klasyczne dania, które warto znać' },
    {
      ul: [
        '{{das Schnitzel}} – cienki panierowany kotlet, zwykle z cielęciny lub wieprzowiny',
        '{{die Bratwurst}} – smażona lub grillowana kiełbaska, często z musztardą ({{der Senf}})',
        '{{der Kartoffelsalat}} – sałatka ziemniaczana, zależnie od regionu z majonezem albo z sosem octowym',
        '{{die Spätzle}} – miękkie kluseczki jajeczne z południowego zachodu, słynne jako {{Käsespätzle}}',
        '{{der Eintopf}} – gęsta potrawa jednogarnkowa',
        '{{der Apfelstrudel}} i {{die Schwarzwälder Kirschtorte}} – klasyczne desery do {{Kaffee und Kuchen}}',
      ],
    },
    {
      p: 'Na słownictwie kulinarnym świetnie widać, jak działają złożenia: zobacz [Rzeczowniki złożone w niemieckim](/articles/german-compound-nouns). Więcej list tematycznych znajdziesz w naszym [dziale słownictwa](/words), a [zwroty](/phrases) do restauracji i sklepu – w rozmówkach.',
    },
  ],
};

export default translation;
