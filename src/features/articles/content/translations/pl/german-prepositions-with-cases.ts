import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-prepositions-with-cases',
  lang: 'pl',
  body: [
    {
      p: 'W niemieckim to przyimek decyduje o przypadku rzeczownika, który po nim następuje. {{mit}} zawsze łączy się z celownikiem, {{für}} zawsze z biernikiem – niezależnie od funkcji rzeczownika w zdaniu. To dobra wiadomość: gdy znasz przypadek przyimka, nigdy nie musisz się zastanawiać nad funkcją rzeczownika. Ten artykuł dzieli przyimki na grupy, wyjaśnia przyimki z dwoma przypadkami i pokazuje, jakiego przyimka użyć w określeniach miejsca i czasu. Same formy rodzajników znajdziesz w artykule [Przypadki w języku niemieckim](/articles/german-cases-explained).',
    },
    { h2: 'Cztery grupy w pigułce' },
    {
      table: {
        caption: 'Przyimki według przypadków',
        head: ['Przypadek', 'Przyimki'],
        rows: [
          ['Biernik', '{{bis}}, {{durch}}, {{für}}, {{gegen}}, {{ohne}}, {{um}}'],
          ['Celownik', '{{aus}}, {{außer}}, {{bei}}, {{gegenüber}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}'],
          ['Biernik lub celownik (dwa przypadki)', '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}'],
          ['Dopełniacz', '{{wegen}}, {{trotz}}, {{während}}, {{statt}}, {{innerhalb}}, {{außerhalb}}'],
        ],
      },
    },
    {
      tip: 'Wielu uczących się zapamiętuje te listy jak wyliczanki albo piosenki: „durch, für, gegen, ohne, um” i „aus, bei, mit, nach, seit, von, zu”. Powtarzaj je na głos, aż zabrzmią jak jedno słowo – to naprawdę działa.',
    },
    { h2: 'Przyimki z biernikiem' },
    {
      examples: [
        { de: 'Wir gehen durch den Park.', en: 'Idziemy przez park.' },
        { de: 'Das Geschenk ist für deinen Bruder.', en: 'Prezent jest dla twojego brata.' },
        { de: 'Ich bin gegen diese Idee.', en: 'Jestem przeciwko temu pomysłowi.' },
        { de: 'Er kommt ohne seine Frau.', en: 'Przychodzi bez żony.' },
        { de: 'Wir sitzen um den Tisch. Der Film beginnt um acht.', en: 'Siedzimy wokół stołu. Film zaczyna się o ósmej.' },
        { de: 'Der Kurs geht bis nächsten Freitag.', en: 'Kurs trwa do przyszłego piątku.' },
      ],
    },
    { h2: 'Przyimki z celownikiem' },
    {
      examples: [
        { de: 'Sie kommt aus der Türkei.', en: 'Ona pochodzi z Turcji.' },
        { de: 'Außer meinem Bruder waren alle da.', en: 'Byli wszyscy oprócz mojego brata.' },
        { de: 'Ich wohne bei meinen Eltern.', en: 'Mieszkam u rodziców.' },
        { de: 'Die Apotheke ist gegenüber dem Bahnhof.', en: 'Apteka jest naprzeciwko dworca.' },
        { de: 'Ich fahre mit dem Bus.', en: 'Jadę autobusem.' },
        { de: 'Nach dem Essen trinken wir Kaffee.', en: 'Po jedzeniu pijemy kawę.' },
        { de: 'Seit einem Monat lerne ich Deutsch.', en: 'Od miesiąca uczę się niemieckiego.' },
        { de: 'Das ist ein Brief von meiner Oma.', en: 'To list od mojej babci.' },
        { de: 'Ich gehe zum Arzt.', en: 'Idę do lekarza.' },
      ],
    },
    { h2: 'Przyimki z dwoma przypadkami: Wo? czy Wohin?' },
    {
      p: 'Dziewięć przyimków łączy się z oboma przypadkami. W określeniach miejsca decyduje pytanie: **Wohin?** (dokąd – ruch w nowe miejsce) → **biernik**; **Wo?** (gdzie – położenie albo ruch w obrębie tego samego miejsca) → **celownik**.',
    },
    {
      table: {
        caption: 'Wohin? (biernik) i Wo? (celownik)',
        head: ['Przyimek', 'Wohin? → biernik', 'Wo? → celownik'],
        rows: [
          ['{{in}}', '{{Ich gehe in die Küche.}}', '{{Ich bin in der Küche.}}'],
          ['{{an}}', '{{Wir fahren an den See.}}', '{{Wir sind am See.}}'],
          ['{{auf}}', '{{Leg das Handy auf den Tisch.}}', '{{Das Handy liegt auf dem Tisch.}}'],
          ['{{über}}', '{{Ich hänge die Lampe über den Tisch.}}', '{{Die Lampe hängt über dem Tisch.}}'],
          ['{{unter}}', '{{Die Katze läuft unter das Bett.}}', '{{Die Katze schläft unter dem Bett.}}'],
          ['{{neben}}', '{{Setz dich neben mich!}}', '{{Sie sitzt neben mir.}}'],
          ['{{hinter}}', '{{Er stellt das Rad hinter das Haus.}}', '{{Das Rad steht hinter dem Haus.}}'],
          ['{{vor}}', '{{Ich stelle das Auto vor die Tür.}}', '{{Das Auto steht vor der Tür.}}'],
          ['{{zwischen}}', '{{Stell den Stuhl zwischen die Fenster.}}', '{{Der Stuhl steht zwischen den Fenstern.}}'],
        ],
      },
    },
    {
      p: 'Zwykle czasownik podpowiada, które pytanie zadać. Czasowniki **umieszczania** to czasowniki ruchu i łączą się z biernikiem: {{stellen}} (stawiać), {{legen}} (kłaść), {{setzen}} (sadzać), {{hängen}} (wieszać). Ich pary oznaczające **znajdowanie się** gdzieś łączą się z celownikiem: {{stehen}}, {{liegen}}, {{sitzen}}, {{hängen}}. Ruch w obrębie jednego miejsca też odpowiada na Wo?: {{Wir laufen im Park}} (biegamy w parku).',
    },
    { h2: 'Formy ściągnięte' },
    {
      p: 'Niektóre przyimki łączą się z {{dem}}, {{das}} lub {{der}}. Formy ściągnięte są normalne i w mowie, i w piśmie: {{am}} ({{an dem}}), {{ans}} ({{an das}}), {{im}} ({{in dem}}), {{ins}} ({{in das}}), {{beim}} ({{bei dem}}), {{vom}} ({{von dem}}), {{zum}} ({{zu dem}}), {{zur}} ({{zu der}}). Pełnej formy używaj, gdy akcentujesz rodzajnik albo dodajesz zdanie względne: {{in dem Haus, das ich gekauft habe}}.',
    },
    { h2: 'Dokąd? nach, zu, in, an, auf' },
    {
      table: {
        caption: 'Ruch dokądś',
        head: ['Przyimek', 'Użycie', 'Przykłady'],
        rows: [
          ['{{nach}}', 'miasta i kraje bez rodzajnika; do domu; kierunki', '{{nach Wien}}, {{nach Spanien}}, {{nach Hause}}, {{nach links}}'],
          ['{{in}} + B.', 'kraje z rodzajnikiem; budynki i pomieszczenia, do których się wchodzi', '{{in die Schweiz}}, {{in die Türkei}}, {{ins Kino}}, {{in die Stadt}}'],
          ['{{zu}}', 'osoby; sklepy i instytucje; wydarzenia', '{{zu meiner Freundin}}, {{zum Arzt}}, {{zur Post}}, {{zum Bahnhof}}'],
          ['{{an}} + B.', 'woda, brzegi', '{{ans Meer}}, {{an den Strand}}, {{an die Ostsee}}'],
          ['{{auf}} + B.', 'otwarte przestrzenie, niektóre wydarzenia i budynki publiczne', '{{auf den Markt}}, {{auf eine Party}}, {{aufs Land}}'],
        ],
      },
    },
    {
      table: {
        caption: 'Bycie gdzieś i przychodzenie stamtąd',
        head: ['Gdzie? (Wo?)', 'Skąd? (Woher?)'],
        rows: [
          ['{{in Wien}}, {{in der Schweiz}}, {{im Kino}}', '{{aus Wien}}, {{aus der Schweiz}}, {{aus dem Kino}}'],
          ['{{bei meiner Freundin}}, {{beim Arzt}}', '{{von meiner Freundin}}, {{vom Arzt}}'],
          ['{{am Meer}}, {{an der Ostsee}}', '{{vom Meer}}, {{von der Ostsee}}'],
          ['{{auf dem Markt}}, {{auf der Party}}', '{{vom Markt}}, {{von der Party}}'],
          ['{{zu Hause}}', '{{von zu Hause}}'],
        ],
      },
    },
    {
      p: 'Dwa stałe wyrażenia powodują wiele błędów: {{nach Hause}} znaczy „do domu”, a {{zu Hause}} – „w domu”.',
    },
    { h2: 'Przyimki czasu' },
    {
      ul: [
        '{{um}} + godzina: {{um halb neun}}',
        '{{am}} + dni, daty, pory dnia: {{am Freitag}}, {{am 1. Mai}}, {{am Abend}} (ale {{in der Nacht}})',
        '{{im}} + miesiące, pory roku: {{im August}}, {{im Winter}}',
        '{{seit}} + celownik – od (wciąż trwa): {{seit zwei Jahren}}',
        '{{vor}} + celownik – temu: {{vor drei Tagen}}',
        '{{in}} + celownik – za (w przyszłości): {{in einer Woche}}',
        '{{nach}} / {{vor}} + celownik – po / przed: {{nach der Arbeit}}, {{vor dem Essen}}',
        '{{ab}} – od (począwszy od): {{ab Montag}}; {{von … bis}} – od … do: {{von neun bis fünf}}',
        '{{während}} + dopełniacz – podczas: {{während des Urlaubs}}',
      ],
    },
    {
      p: 'Uwaga: przyimki z dwoma przypadkami użyte w znaczeniu czasu ({{an}}, {{in}}, {{vor}}) zawsze łączą się z celownikiem: {{vor einer Stunde}}, {{in zwei Tagen}}.',
    },
    { h2: 'Przyimki z dopełniaczem' },
    {
      p: 'Przyimki z dopełniaczem należą głównie do języka pisanego i oficjalnego. W mowie codziennej wiele osób używa z {{wegen}}, {{trotz}} i {{während}} celownika; na egzaminach i w pismach oficjalnych używaj dopełniacza.',
    },
    {
      examples: [
        { de: 'Wegen des Streiks fahren heute keine Züge.', en: 'Z powodu strajku dziś nie jeżdżą pociągi.' },
        { de: 'Trotz des schlechten Wetters gehen wir wandern.', en: 'Mimo złej pogody idziemy na wędrówkę.' },
        { de: 'Bitte zahlen Sie innerhalb einer Woche.', en: 'Prosimy o zapłatę w ciągu tygodnia.' },
      ],
    },
    { h2: 'Stałe przyimki przy czasownikach i przymiotnikach' },
    {
      p: 'Gdy przyimek należy do czasownika lub przymiotnika, traci dosłowne znaczenie, a przyimki z dwoma przypadkami mają wtedy stały przypadek, którego trzeba się nauczyć razem z czasownikiem. Przydatna reguła praktyczna: z {{auf}} i {{über}} przypadek to najczęściej biernik; przy {{an}}, {{in}} i {{vor}} nie ma pewnej reguły.',
    },
    {
      table: {
        caption: 'Częste połączenia',
        head: ['Biernik', 'Celownik'],
        rows: [
          ['{{warten auf}}, {{sich freuen auf}}', '{{teilnehmen an}}, {{zweifeln an}}'],
          ['{{denken an}}, {{sich erinnern an}}', '{{Angst haben vor}}, {{warnen vor}}'],
          ['{{sprechen über}}, {{sich ärgern über}}', '{{anfangen mit}}, {{fragen nach}}'],
          ['{{sich interessieren für}}, {{bitten um}}', '{{träumen von}}, {{gehören zu}}'],
        ],
      },
    },
    {
      p: 'Przyimki idą w parze z szykiem zdania i przypadkami: zob. [Podstawy szyku zdania w niemieckim](/articles/german-word-order-basics) i [ściągawkę A2](/articles/german-a2-cheat-sheet). Ćwicz je w lekcji o przyimkach złożonych w naszym [kursie gramatyki A2](/grammar/a2) i na [kartach pracy](/worksheets).',
    },
  ],
};

export default translation;
