import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-cases-explained',
  lang: 'pl',
  body: [
    {
      p: 'Niemiecki ma cztery przypadki: **mianownik (Nominativ)**, **biernik (Akkusativ)**, **celownik (Dativ)** i **dopełniacz (Genitiv)**. Przypadek pokazuje, jaką funkcję pełni w zdaniu rzeczownik lub zaimek: kto działa, na kogo lub na co skierowana jest czynność, kto coś otrzymuje, czyje coś jest. Angielski zachował przypadki tylko w zaimkach (he – him – his, who – whom – whose); niemiecki pokazuje je na rodzajnikach, przymiotnikach i zaimkach, a czasem także na samym rzeczowniku. Ponieważ przypadek oznacza funkcję, szyk zdania w niemieckim może być swobodniejszy niż w angielskim: {{Den Hund sieht der Mann}} nadal znaczy, że mężczyzna widzi psa.',
    },
    { h2: 'Cztery przypadki w pigułce' },
    {
      table: {
        caption: 'Do czego służy każdy przypadek',
        head: ['Przypadek', 'Pytanie', 'Główna funkcja', 'Przykład'],
        rows: [
          ['Mianownik', '{{Wer?}} {{Was?}}', 'podmiot', '{{Der Mann schläft.}}'],
          ['Biernik', '{{Wen?}} {{Was?}}', 'dopełnienie bliższe', '{{Ich sehe den Mann.}}'],
          ['Celownik', '{{Wem?}}', 'dopełnienie dalsze, odbiorca', '{{Ich helfe dem Mann.}}'],
          ['Dopełniacz', '{{Wessen?}}', 'przynależność, „czyj”', '{{das Auto des Mannes}}'],
        ],
      },
    },
    {
      p: 'Każdy przypadek ma trzy „wyzwalacze”: **funkcję** w zdaniu, niektóre **czasowniki** i niektóre **przyimki**. Jeśli jest przyimek, to on decyduje o przypadku, niezależnie od funkcji rzeczownika.',
    },
    { h2: 'Tabela rodzajników' },
    {
      p: 'To jedyna tabela, którą każdy uczący się niemieckiego powinien znać na pamięć. Rodzajnik nieokreślony {{ein}} nie ma liczby mnogiej; {{kein}} i zaimki dzierżawcze ({{mein}}, {{dein}} …) mają te same końcówki co {{ein}}, a w liczbie mnogiej: {{keine}} (mianownik i biernik), {{keinen}} (celownik) i {{keiner}} (dopełniacz).',
    },
    {
      table: {
        caption: 'Rodzajniki określone i nieokreślone we wszystkich przypadkach',
        head: ['Przypadek', 'Męski', 'Żeński', 'Nijaki', 'Liczba mnoga'],
        rows: [
          ['Mianownik', '{{der}} / {{ein}}', '{{die}} / {{eine}}', '{{das}} / {{ein}}', '{{die}} / {{keine}}'],
          ['Biernik', '{{den}} / {{einen}}', '{{die}} / {{eine}}', '{{das}} / {{ein}}', '{{die}} / {{keine}}'],
          ['Celownik', '{{dem}} / {{einem}}', '{{der}} / {{einer}}', '{{dem}} / {{einem}}', '{{den}} / {{keinen}} + rzeczownik z -n'],
          ['Dopełniacz', '{{des}} / {{eines}} + rzeczownik z -s', '{{der}} / {{einer}}', '{{des}} / {{eines}} + rzeczownik z -s', '{{der}} / {{keiner}}'],
        ],
      },
    },
    {
      tip: 'Szukaj prawidłowości zamiast 16 osobnych form: rodzaj żeński i liczba mnoga nigdy nie zmieniają się między mianownikiem a biernikiem; zmienia się tylko męski ({{der}} → {{den}}). Rodzaj męski i nijaki są identyczne w celowniku i dopełniaczu. Celownik liczby mnogiej zawsze kończy się na -n: {{mit den Kindern}}.',
    },
    { h2: 'Mianownik: podmiot' },
    {
      p: 'Mianownik to forma słownikowa. Oznacza podmiot – osobę lub rzecz, która wykonuje czynność albo jest opisywana. Używa się go też po {{sein}}, {{werden}} i {{bleiben}}, bo obie strony nazywają to samo.',
    },
    {
      examples: [
        { de: 'Der Zug kommt um acht.', en: 'Pociąg przyjeżdża o ósmej.' },
        { de: 'Mein Bruder ist ein guter Koch.', en: 'Mój brat jest dobrym kucharzem.' },
        { de: 'Sie wird Ärztin.', en: 'Ona zostanie lekarką.' },
      ],
    },
    { h2: 'Biernik: dopełnienie bliższe' },
    {
      p: 'Biernik oznacza osobę lub rzecz, której bezpośrednio dotyczy czynność: to, co widzisz, kupujesz, masz, czego potrzebujesz, kogo kochasz. Większość czasowników przechodnich łączy się z biernikiem: {{haben}}, {{kaufen}}, {{brauchen}}, {{sehen}}, {{suchen}}, {{besuchen}}, {{lieben}}. Wyrażenie {{es gibt}} (jest, są) również wymaga biernika.',
    },
    {
      examples: [
        { de: 'Ich brauche einen Termin.', en: 'Potrzebuję terminu (wizyty).' },
        { de: 'Wir besuchen unseren Onkel.', en: 'Odwiedzamy naszego wujka.' },
        { de: 'Gibt es hier einen Supermarkt?', en: 'Czy jest tu jakiś supermarket?' },
        { de: 'Ich arbeite jeden Tag.', en: 'Pracuję codziennie. (określenie czasu w bierniku)' },
      ],
    },
    {
      p: '**Przyimki z biernikiem**: {{durch}} (przez), {{für}} (dla), {{gegen}} (przeciw), {{ohne}} (bez), {{um}} (wokół; o + godzina) i {{bis}} (do). Klasyczną pomocą w zapamiętaniu jest wymyślone słowo „DOGFU”: {{durch}}, {{ohne}}, {{gegen}}, {{für}}, {{um}}.',
    },
    {
      examples: [
        { de: 'Das Geschenk ist für meinen Vater.', en: 'Prezent jest dla mojego taty.' },
        { de: 'Wir gehen ohne unseren Hund spazieren.', en: 'Idziemy na spacer bez naszego psa.' },
      ],
    },
    { h2: 'Celownik: odbiorca' },
    {
      p: 'Celownik oznacza osobę, która coś otrzymuje lub coś na czymś zyskuje – jak w polskim „komu?”. Przy czasownikach {{geben}}, {{schenken}}, {{zeigen}}, {{schicken}} i {{erklären}} osoba stoi w celowniku, a rzecz w bierniku.',
    },
    {
      examples: [
        { de: 'Ich gebe dem Kind einen Apfel.', en: 'Daję dziecku jabłko.' },
        { de: 'Sie zeigt der Kollegin das Büro.', en: 'Pokazuje koleżance biuro.' },
        { de: 'Wir schenken den Eltern eine Reise.', en: 'Dajemy rodzicom w prezencie podróż.' },
      ],
    },
    {
      p: '**Czasowników, które łączą się tylko z celownikiem,** trzeba się po prostu nauczyć: {{helfen}}, {{danken}}, {{antworten}}, {{gefallen}}, {{gehören}}, {{schmecken}}, {{passen}}, {{gratulieren}}, {{fehlen}}. Wiele odczuć i stanów również wyraża się celownikiem: {{Mir ist kalt}} (jest mi zimno), {{Wie geht es dir?}} (jak się masz?).',
    },
    {
      examples: [
        { de: 'Kannst du mir helfen?', en: 'Możesz mi pomóc?' },
        { de: 'Das Kleid gefällt meiner Schwester.', en: 'Sukienka podoba się mojej siostrze.' },
        { de: 'Wem gehört die Tasche? – Sie gehört dem Lehrer.', en: 'Czyja to torba? – Należy do nauczyciela.' },
      ],
    },
    {
      p: '**Przyimki z celownikiem**: {{aus}}, {{bei}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}, {{gegenüber}}. Często występują formy ściągnięte: {{zum}} ({{zu dem}}), {{zur}} ({{zu der}}), {{beim}}, {{vom}}.',
    },
    {
      examples: [
        { de: 'Ich fahre mit dem Fahrrad zur Arbeit.', en: 'Jeżdżę do pracy rowerem.' },
        { de: 'Seit einem Jahr wohne ich bei meiner Tante.', en: 'Od roku mieszkam u cioci.' },
      ],
    },
    { h2: 'Dopełniacz: przynależność' },
    {
      p: 'Dopełniacz odpowiada na pytanie {{Wessen?}} (czyj?). Rzeczowniki rodzaju męskiego i nijakiego dostają **-s** albo, zwykle po jednej sylabie, **-es**: {{des Vaters}}, {{des Kindes}}. Do imion dodaje się samo -s bez apostrofu: {{Annas Auto}}. W mowie codziennej dopełniacz często zastępuje się konstrukcją {{von}} + celownik ({{das Auto von meinem Vater}}), ale w piśmie jest on normą.',
    },
    {
      examples: [
        { de: 'Das ist das Haus meiner Eltern.', en: 'To dom moich rodziców.' },
        { de: 'Der Name des Hotels ist schwer.', en: 'Nazwa hotelu jest trudna.' },
        { de: 'Wegen des Regens bleiben wir zu Hause.', en: 'Z powodu deszczu zostajemy w domu.' },
      ],
    },
    {
      p: 'Przyimki z dopełniaczem, głównie w języku pisanym: {{wegen}} (z powodu), {{trotz}} (mimo), {{während}} (podczas), {{statt}} (zamiast), {{innerhalb}} (w ciągu, w obrębie). W mowie często słychać je z celownikiem ({{wegen dem Regen}}); na egzaminie bezpieczniejszy jest dopełniacz.',
    },
    { h2: 'Przyimki z dwoma przypadkami' },
    {
      p: 'Dziewięć przyimków łączy się z oboma przypadkami: {{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}. Pytaj **Wohin?** (dokąd – ruch w stronę miejsca) → biernik; **Wo?** (gdzie – położenie) → celownik. Więcej w artykule [Niemieckie przyimki i przypadki](/articles/german-prepositions-with-cases).',
    },
    {
      examples: [
        { de: 'Ich lege das Buch auf den Tisch.', en: 'Kładę książkę na stół. (Wohin? → biernik)' },
        { de: 'Das Buch liegt auf dem Tisch.', en: 'Książka leży na stole. (Wo? → celownik)' },
      ],
    },
    { h2: 'Zaimki osobowe w przypadkach' },
    {
      table: {
        caption: 'Zaimki osobowe',
        head: ['Mianownik', 'Biernik', 'Celownik'],
        rows: [
          ['{{ich}}', '{{mich}}', '{{mir}}'],
          ['{{du}}', '{{dich}}', '{{dir}}'],
          ['{{er}}', '{{ihn}}', '{{ihm}}'],
          ['{{sie}}', '{{sie}}', '{{ihr}}'],
          ['{{es}}', '{{es}}', '{{ihm}}'],
          ['{{wir}}', '{{uns}}', '{{uns}}'],
          ['{{ihr}}', '{{euch}}', '{{euch}}'],
          ['{{sie}} / {{Sie}}', '{{sie}} / {{Sie}}', '{{ihnen}} / {{Ihnen}}'],
        ],
      },
    },
    {
      p: 'Kolejność dwóch dopełnień: rzeczownik w celowniku stoi zwykle przed rzeczownikiem w bierniku ({{Ich gebe dem Kind den Ball}}), ale zaimek w bierniku stoi przed zaimkiem w celowniku ({{Ich gebe ihn ihm}}).',
    },
    { h2: 'Rzeczowniki też się zmieniają: deklinacja -n' },
    {
      p: 'Grupa rzeczowników rodzaju męskiego – głównie nazwy osób i zwierząt zakończone na -e oraz wyrazy łacińskie na -ent, -ant, -ist – dostaje **-n** lub **-en** we wszystkich przypadkach oprócz mianownika liczby pojedynczej: {{der Junge}} → {{den Jungen}}, {{dem Jungen}}; {{der Student}} → {{den Studenten}}. Inne przykłady: {{der Kollege}}, {{der Kunde}}, {{der Nachbar}}, {{der Mensch}}, {{der Herr}} ({{Herrn}}), {{der Name}} ({{des Namens}}).',
    },
    {
      examples: [
        { de: 'Kennst du den Nachbarn?', en: 'Znasz sąsiada?' },
        { de: 'Ich schreibe Herrn Weber eine E-Mail.', en: 'Piszę do pana Webera maila.' },
      ],
    },
    { h2: 'Metoda trzech kroków na ustalenie przypadku' },
    {
      ol: [
        'Czy przed rzeczownikiem stoi przyimek? Wtedy decyduje przyimek (biernik, celownik, dopełniacz lub przyimek z dwoma przypadkami).',
        'Jeśli nie: czy rzeczownik jest podmiotem albo stoi po {{sein}}/{{werden}}? Wtedy mianownik.',
        'Jeśli nie: czy czasownik wymaga celownika ({{helfen}}, {{gefallen}} …) albo rzeczownik oznacza odbiorcę? Wtedy celownik. W przeciwnym razie to dopełnienie bliższe: biernik.',
      ],
    },
    {
      p: 'To przypadki tłumaczą niemieckie końcówki przymiotników – następny krok to [Końcówki przymiotników – po prostu](/articles/german-adjective-endings-made-simple). Jeśli nie znasz rodzaju rzeczownika, zacznij od artykułu [der, die czy das?](/articles/der-die-das-noun-gender-rules). Do ćwiczeń wypróbuj nasze [ćwiczenia gramatyczne](/grammar) i [quizy](/quizzes/).',
    },
  ],
};

export default translation;
