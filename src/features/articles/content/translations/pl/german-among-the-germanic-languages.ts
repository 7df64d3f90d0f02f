import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-among-the-germanic-languages',
  lang: 'pl',
  body: [
    {
      p: 'Jeśli znasz angielski, znasz już więcej niemieckiego, niż myślisz. {{Hand}}, {{Finger}}, {{Name}}, {{Winter}} i {{Hunger}} pisze się w obu językach dokładnie tak samo, a wiele innych słów jest bardzo podobnych: {{das Haus}}, {{das Wasser}}, {{der Bruder}}. To nie przypadek. Niemiecki i angielski to siostry z jednej rodziny – języków germańskich – razem z niderlandzkim, językami skandynawskimi i kilkoma innymi. Wiedza o tym, jak są spokrewnione, pomaga odgadywać znaczenie nowych słów i łatwiej je zapamiętywać.',
    },
    { h2: 'Rodzina germańska' },
    {
      p: 'Języki germańskie to jedna z gałęzi wielkiej rodziny indoeuropejskiej, do której należą też języki romańskie, słowiańskie (w tym polski), celtyckie i wiele innych. Językoznawcy zwykle dzielą gałąź germańską na trzy grupy.',
    },
    {
      table: {
        caption: 'Języki germańskie',
        head: ['Grupa', 'Języki'],
        rows: [
          ['zachodniogermańskie', 'niemiecki, angielski, niderlandzki, fryzyjski, luksemburski, jidysz, afrikaans'],
          ['północnogermańskie', 'duński, szwedzki, norweski, islandzki, farerski'],
          ['wschodniogermańskie', 'gocki i inne języki, którymi już się nie mówi'],
        ],
      },
    },
    {
      p: 'W grupie zachodniogermańskiej szczególnie bliskie są niemiecki i niderlandzki, a dolnoniemiecki na północy Niemiec tworzy między nimi pomost. Angielski zmienił się bardziej niż jego siostry: po podboju normańskim w 1066 roku przejął ogromną liczbę słów z francuskiego, dlatego duża część jego codziennego słownictwa jest germańska, a duża część słownictwa formalnego pochodzi z francuskiego i łaciny.',
    },
    { h2: 'Wyrazy pokrewne: słowa o wspólnym pochodzeniu' },
    {
      p: 'Słowa w spokrewnionych językach, które pochodzą od tego samego słowa-przodka, nazywa się wyrazami pokrewnymi. Wiele najbardziej podstawowych słów – o rodzinie, ciele, przyrodzie, jedzeniu, liczbach – jest spokrewnionych we wszystkich językach germańskich. Tabela porównuje niemiecki z angielskim, niderlandzkim i szwedzkim (jako przykładem języka skandynawskiego).',
    },
    {
      table: {
        caption: 'Wyrazy pokrewne w czterech językach germańskich',
        head: ['Angielski', 'Niemiecki', 'Niderlandzki', 'Szwedzki'],
        rows: [
          ['house', '{{das Haus}}', 'huis', 'hus'],
          ['water', '{{das Wasser}}', 'water', 'vatten'],
          ['bread', '{{das Brot}}', 'brood', 'bröd'],
          ['milk', '{{die Milch}}', 'melk', 'mjölk'],
          ['brother', '{{der Bruder}}', 'broer', 'bror'],
          ['summer', '{{der Sommer}}', 'zomer', 'sommar'],
          ['night', '{{die Nacht}}', 'nacht', 'natt'],
          ['book', '{{das Buch}}', 'boek', 'bok'],
          ['good', '{{gut}}', 'goed', 'god'],
          ['new', '{{neu}}', 'nieuw', 'ny'],
          ['to drink', '{{trinken}}', 'drinken', 'dricka'],
          ['to come', '{{kommen}}', 'komen', 'komma'],
        ],
      },
    },
    {
      p: 'Patrz na prawidłowości, a nie na pojedyncze słowa. Tam, gdzie angielski i niderlandzki mają t, niemiecki ma często ss albo z; tam, gdzie angielski ma d, niemiecki ma często t; tam, gdzie angielski ma dźwięk k, niemiecki ma często ch. Te regularne różnice są skutkiem przesuwek spółgłoskowych.',
    },
    { h2: 'Pierwsza przesuwka: języki germańskie a łacina' },
    {
      p: 'Na długo przed rozejściem się niemieckiego i angielskiego przodek wszystkich języków germańskich w regularny sposób zmienił niektóre spółgłoski. Tę zmianę nazywa się prawem Grimma – od Jacoba Grimma, językoznawcy, który opisał ją w XIX wieku (i który razem z bratem Wilhelmem zebrał słynne baśnie). Dobrze ją widać, gdy porównać słowa łacińskie z germańskimi:',
    },
    {
      table: {
        caption: 'Spółgłoski łacińskie i germańskie',
        head: ['Łacina', 'Angielski', 'Niemiecki', 'Zmiana'],
        rows: [
          ['pater', 'father', '{{der Vater}}', 'p przechodzi w f'],
          ['piscis', 'fish', '{{der Fisch}}', 'p przechodzi w f'],
          ['tres', 'three', '{{drei}}', 't przechodzi w th (po niemiecku d)'],
          ['cornu', 'horn', '{{das Horn}}', 'k przechodzi w h'],
          ['centum', 'hundred', '{{hundert}}', 'k przechodzi w h'],
        ],
      },
    },
    {
      p: 'Dlatego słowa angielskie i niemieckie często są do siebie podobne, podczas gdy francuskie czy hiszpańskie nazwy tych samych rzeczy wyglądają inaczej – i dlatego angielski ma pary w rodzaju „father” (słowo germańskie) i „paternal” (z łaciny).',
    },
    { h2: 'Druga przesuwka: dlaczego niemiecki brzmi inaczej' },
    {
      p: 'Później, mniej więcej między VI a VIII wiekiem, druga zmiana objęła dialekty południa i środka obszaru niemieckojęzycznego. Nazywa się ją wysokoniemiecką przesuwką spółgłoskową i to ona jest głównym powodem, dla którego standardowy niemiecki różni się od angielskiego, niderlandzkiego i dolnoniemieckiego. Nie dotarła na północ, dlatego dolnoniemiecki i niderlandzki wciąż mają wiele spółgłosek wspólnych z angielskim.',
    },
    {
      table: {
        caption: 'Wysokoniemiecka przesuwka spółgłoskowa',
        head: ['Angielski / niderlandzki', 'Niemiecki', 'Zmiana'],
        rows: [
          ['apple, appel', '{{der Apfel}}', 'p przechodzi w pf'],
          ['ship, schip', '{{das Schiff}}', 'p przechodzi w f lub ff'],
          ['open, open', '{{offen}}', 'p przechodzi w ff'],
          ['ten, tien', '{{zehn}}', 't przechodzi w z (c)'],
          ['water, water', '{{das Wasser}}', 't przechodzi w ss'],
          ['eat, eten', '{{essen}}', 't przechodzi w ss'],
          ['make, maken', '{{machen}}', 'k przechodzi w ch'],
          ['book, boek', '{{das Buch}}', 'k przechodzi w ch'],
          ['day, dag', '{{der Tag}}', 'd przechodzi w t'],
          ['daughter, dochter', '{{die Tochter}}', 'd przechodzi w t'],
        ],
      },
    },
    {
      p: 'Osobna zmiana przekształciła angielskie th w niemieckie (i niderlandzkie) d: „thing” to {{das Ding}}, „thank” to {{danken}}, „three” to {{drei}}.',
    },
    { h2: 'Jak odgadywać słowa dzięki przesuwkom' },
    {
      p: 'Reguły działają też w drugą stronę. Gdy spotkasz nieznane niemieckie słowo, spróbuj zamienić z na t, ch na k, pf na p albo t na d i zobacz, czy wyłoni się angielskie słowo. {{die Zunge}} daje „tunge” – angielskie tongue (język). {{das Pfund}} daje „pund” – pound (funt). {{der Pfeffer}} daje „pepper” (pieprz). Nie zawsze to działa, ale zaskakująco często.',
    },
    {
      examples: [
        { de: 'Mein Bruder hat ein Haus mit einem Garten.', en: 'Mój brat ma dom z ogrodem.' },
        { de: 'Im Winter ist die Nacht lang.', en: 'Zimą noc jest długa.' },
        { de: 'Ich trinke Wasser und esse Brot.', en: 'Piję wodę i jem chleb.' },
        { de: 'Das Buch ist neu und gut.', en: 'Książka jest nowa i dobra.' },
      ],
    },
    { h2: 'Wspólne pochodzenie, inne znaczenie' },
    {
      p: 'Wyrazy pokrewne nie zawsze zachowują to samo znaczenie. Przez stulecia wiele słów w jednym języku poszerzyło, zawęziło lub przesunęło znaczenie, a w drugim nie. Takie słowa łatwo zapamiętać, gdy zna się ich historię – ale mogą też wprowadzić w błąd.',
    },
    {
      table: {
        caption: 'Wyrazy pokrewne, których znaczenia się rozeszły',
        head: ['Niemiecki', 'Znaczenie', 'Angielski krewny'],
        rows: [
          ['{{das Tier}}', 'zwierzę', 'deer (jeleń; kiedyś każde zwierzę)'],
          ['{{die Zeit}}', 'czas', 'tide (przypływ)'],
          ['{{der Hund}}', 'pies', 'hound (pies gończy)'],
          ['{{der Stuhl}}', 'krzesło', 'stool (taboret)'],
          ['{{sterben}}', 'umierać', 'to starve (głodować)'],
          ['{{bekommen}}', 'dostawać, otrzymywać', 'to become (stawać się)'],
        ],
      },
    },
    { h2: 'Pokrewna jest też gramatyka' },
    {
      ul: [
        '**Czasowniki mocne** w obu językach zmieniają samogłoskę w czasie przeszłym: {{singen – sang – gesungen}} jak sing – sang – sung, {{trinken – trank – getrunken}} jak drink – drank – drunk.',
        '**Szyk wyrazów:** niemiecki, niderlandzki i języki skandynawskie stawiają czasownik w zdaniu głównym na drugim miejscu. Angielski w dużej mierze stracił tę regułę, ale ślady zostały w zdaniach takich jak „Here comes the bus” („Oto jedzie autobus”).',
        '**Rodzaj i przypadki:** niemiecki zachował trzy rodzaje i cztery przypadki. Niderlandzki, szwedzki i duński w dużej mierze połączyły rodzaj męski i żeński w jeden wspólny i straciły większość końcówek przypadków; angielski prawie całkiem utracił rodzaj gramatyczny.',
      ],
    },
    {
      tip: 'Korzystaj z rodzinnego podobieństwa, ale sprawdzaj każde słowo: ucz się go z rodzajnikiem i liczbą mnogą i uważaj na przesunięte znaczenia. W naszych [zestawach słów](/words) łatwo wypatrzyć wyrazy pokrewne, a artykuł o [typowych błędach](/articles/common-mistakes-of-german-learners) wymienia kolejnych fałszywych przyjaciół.',
    },
  ],
};

export default translation;
