import type { ArticleTranslation } from '@/features/articles/content/types';
import { spellingAlphabet } from '@/features/articles/content/spelling-alphabet';

const translation: ArticleTranslation = {
  slug: 'german-alphabet',
  lang: 'pl',
  body: [
    {
      p: 'Niemiecki używa tych samych 26 liter co angielski, do tego trzech samogłosek z dwiema kropkami – {{ä}}, {{ö}} i {{ü}}, czyli **umlautów** – i jednej dodatkowej spółgłoski, {{ß}}. Brzmi łatwo i pod pewnym względem tak jest: niemiecka pisownia jest o wiele bardziej regularna niż angielska, więc gdy już wiesz, jak brzmią litery, przeczytasz na głos prawie każde słowo. Haczyk polega na tym, że kilka znajomych liter czyta się inaczej niż po polsku, a nazwy liter też są inne. Te nazwy przydadzą ci się od pierwszego tygodnia, bo Niemcy ciągle coś literują: nazwiska, adresy e-mail, nazwy ulic, kody rezerwacji.',
    },
    { h2: '26 liter i ich nazwy' },
    {
      p: 'Tabela podaje niemiecką nazwę każdej litery, zapisaną tak, jak się ją wymawia, oraz częste słowo na tę literę. Ucz się nazw rytmicznie, w grupach po cztery, pięć liter, tak jak robią to niemieckie dzieci. Samogłoski wymawia się po prostu długo: A to „a”, E to „e”, I to „i”, O to „o”, U to „u”.',
    },
    {
      table: {
        caption: 'Alfabet niemiecki',
        head: ['Litera', 'Nazwa (wymowa)', 'Przykładowe słowo', 'Znaczenie'],
        rows: [
          ['A a', 'a', '{{der Apfel}}', 'jabłko'],
          ['B b', 'be', '{{das Buch}}', 'książka'],
          ['C c', 'ce', '{{der Computer}}', 'komputer'],
          ['D d', 'de', '{{der Dom}}', 'katedra'],
          ['E e', 'e', '{{der Esel}}', 'osioł'],
          ['F f', 'ef', '{{der Fisch}}', 'ryba'],
          ['G g', 'ge', '{{die Gabel}}', 'widelec'],
          ['H h', 'ha', '{{das Haus}}', 'dom'],
          ['I i', 'i', '{{der Igel}}', 'jeż'],
          ['J j', 'jot', '{{die Jacke}}', 'kurtka'],
          ['K k', 'ka', '{{die Katze}}', 'kot'],
          ['L l', 'el', '{{die Lampe}}', 'lampa'],
          ['M m', 'em', '{{die Maus}}', 'mysz'],
          ['N n', 'en', '{{die Nase}}', 'nos'],
          ['O o', 'o', '{{das Obst}}', 'owoce'],
          ['P p', 'pe', '{{die Post}}', 'poczta'],
          ['Q q', 'ku', '{{die Qualle}}', 'meduza'],
          ['R r', 'er (gardłowe r)', '{{der Regen}}', 'deszcz'],
          ['S s', 'es', '{{die Sonne}}', 'słońce'],
          ['T t', 'te', '{{der Tisch}}', 'stół'],
          ['U u', 'u', '{{die Uhr}}', 'zegar, zegarek'],
          ['V v', 'fau', '{{der Vogel}}', 'ptak'],
          ['W w', 'we', '{{das Wasser}}', 'woda'],
          ['X x', 'iks', '{{das Xylofon}}', 'ksylofon'],
          ['Y y', 'üpsilon', '{{die Yacht}}', 'jacht'],
          ['Z z', 'cet', '{{der Zug}}', 'pociąg'],
        ],
      },
    },
    {
      tip: 'Przez telefon najczęściej mylą się pary E i I („e” i „i”), G i J („ge” i „jot”) oraz V i W („fau” i „we”). Ćwicz właśnie je, aż wejdą w nawyk. W Austrii J często nazywa się „je” zamiast „jot”.',
    },
    { h2: 'Umlauty: ä, ö i ü' },
    {
      p: 'Dwie kropki zmieniają brzmienie samogłoski – i znaczenie słowa: {{schon}} znaczy „już”, a {{schön}} – „piękny”; {{zahlen}} to „płacić”, {{zählen}} – „liczyć”. Umlaut nigdy nie jest ozdobą, więc nigdy go nie pomijaj. Umlauty należą też do gramatyki: wiele form liczby mnogiej i niektóre formy czasowników je dostają, np. {{der Apfel}} → {{die Äpfel}} czy {{ich fahre}} → {{du fährst}}.',
    },
    {
      table: {
        caption: 'Jak wymawiać umlauty',
        head: ['Litera', 'Jak wydobyć dźwięk', 'Przykłady'],
        rows: [
          ['ä', 'blisko polskiego „e” w słowie „ten” (w niektórych słowach długie)', '{{der Bär}}, {{die Äpfel}}, {{spät}}'],
          ['ö', 'powiedz „e” i zaokrąglij usta jak do „o”', '{{schön}}, {{hören}}, {{zwölf}}'],
          ['ü', 'powiedz „i” i zaokrąglij usta jak do „u”', '{{die Tür}}, {{müde}}, {{fünf}}'],
        ],
      },
    },
    {
      p: 'Jeśli nie masz niemieckiej klawiatury, przyjęte zamienniki to **ae**, **oe** i **ue** (oraz **ss** zamiast ß). Zobaczysz je w adresach e-mail i w formularzach, które przyjmują tylko zwykłe litery, np. nazwisko zapisane jako „Mueller” w strefie odczytu maszynowego paszportu. W zwykłym tekście używaj prawdziwych liter: na większości telefonów wystarczy przytrzymać a, o lub u.',
    },
    { h2: 'Litera ß (Eszett)' },
    {
      p: 'Litera {{ß}} nazywa się {{Eszett}} albo „ostre s” ({{scharfes S}}). Wymawia się ją jak zwykłe polskie „s”. Od reformy pisowni z lat 1996/2006 reguła jest prosta: **ß po długiej samogłosce lub dyftongu** (ei, au, eu), **ss po krótkiej samogłosce**.',
    },
    {
      examples: [
        { de: 'die Straße, der Fuß, groß', en: 'ulica, stopa, duży (długa samogłoska → ß)' },
        { de: 'heißen, draußen, weiß', en: 'nazywać się, na zewnątrz, biały (dyftong → ß)' },
        { de: 'der Fluss, dass, ich muss', en: 'rzeka, że, muszę (krótka samogłoska → ss)' },
      ],
    },
    {
      p: 'Szwajcaria i Liechtenstein w ogóle nie używają ß i zawsze piszą ss, dlatego na szwajcarskich tabliczkach słowo „ulica” ma podwójne s (Strasse). Przez długi czas ß nie miało wielkiej litery i słowa pisane wersalikami zapisywano przez SS ({{STRASSE}}). Wielka litera ẞ już istnieje i od 2017 roku jest dopuszczona w oficjalnej pisowni, ale wersalikami wciąż zwykle pisze się SS.',
    },
    { h2: 'Litery, które brzmią inaczej niż po polsku' },
    {
      p: 'Większość niemieckich liter brzmi zawsze tak samo, co jest dobrą wiadomością. Oto te, na których początkujący potykają się najczęściej:',
    },
    {
      ul: [
        '**W** brzmi jak polskie „w”: {{der Wein}}, {{das Wetter}}.',
        '**V** zwykle brzmi jak „f”: {{der Vater}}, {{viel}}. W wielu zapożyczeniach jak „w”: {{die Vase}}.',
        '**J** brzmi jak polskie „j”: {{ja}}, {{das Jahr}}.',
        '**Z** brzmi jak polskie „c”: {{die Zeit}}, {{zehn}}.',
        '**S** przed samogłoską brzmi jak „z”: {{die Sonne}}, {{lesen}}.',
        '**Ei** brzmi jak „aj”, **ie** jak długie „i”: {{mein}}, {{die Liebe}}.',
        '**Eu** i **äu** brzmią jak „oj”: {{heute}}, {{die Häuser}}.',
        '**Sp** i **st** na początku słowa brzmią jak „szp” i „szt”: {{spielen}}, {{die Stadt}}.',
        '**Ch** po e, i, ä, ö, ü jest miękkie, jak „ch” w słowie „Chiny”: {{ich}}, {{die Milch}}; po a, o, u jest twarde, jak polskie „ch” w słowie „dach”: {{acht}}, {{das Buch}}.',
        '**Sch** to polskie „sz”: {{die Schule}}, {{schnell}}.',
        '**-b, -d, -g** na końcu słowa ubezdźwięczniają się jak w polskim i brzmią jak p, t, k: {{gelb}}, {{das Geld}}, {{der Tag}}.',
      ],
    },
    { h2: 'Literowanie na głos: przydatne zwroty' },
    {
      p: 'Gdy podajesz nazwisko w przychodni albo przez telefon, poproszą cię o przeliterowanie ({{buchstabieren}}). Wymawiaj każdą literę jej niemiecką nazwą. Przy podwójnych literach Niemcy mówią zwykle „dwa” albo „podwójne”: {{zwei L}} lub {{Doppel-L}}. Przy umlautach powiedz {{Umlaut}} po literze albo samą nazwę litery: {{Ü}} lub {{U Umlaut}}. Do adresów e-mail potrzebujesz jeszcze kilku słów: {{der Punkt}} (kropka), {{der Bindestrich}} (łącznik), {{der Unterstrich}} (podkreślnik), {{der Schrägstrich}} (ukośnik) i {{das At-Zeichen}} (małpa), które większość osób czyta po prostu po angielsku: „et”.',
    },
    {
      examples: [
        { de: 'Wie schreibt man das?', en: 'Jak to się pisze?' },
        { de: 'Können Sie das bitte buchstabieren?', en: 'Czy może pan to przeliterować?' },
        { de: 'Wie ist Ihr Nachname?', en: 'Jak brzmi pana nazwisko?' },
        { de: 'Mein Name ist Müller: M, U Umlaut, zwei L, E, R.', en: 'Nazywam się Müller: M, U z umlautem, podwójne L, E, R.' },
        { de: 'Mit großem B oder kleinem b?', en: 'Przez duże B czy małe b?' },
        { de: 'Noch einmal, bitte. Langsamer, bitte.', en: 'Jeszcze raz, proszę. Wolniej, proszę.' },
      ],
    },
    { h2: 'Niemiecki alfabet literowania (Buchstabiertafel)' },
    {
      p: 'Przy złym połączeniu łatwo pomylić „B” i „P” albo „M” i „N”, dlatego Niemcy dodają do każdej litery słowo: {{B wie Berlin}} („B jak Berlin”). Oficjalną tabelę dla biznesu i administracji określa niemiecka norma DIN 5009. W 2022 roku dawne imiona zastąpiono w niej nazwami niemieckich miast. Korzystanie z niej jest dobrowolne, a tradycyjne imiona są nadal bardzo popularne, zwłaszcza wśród starszych osób, więc warto rozpoznawać oba warianty.',
    },
    {
      table: {
        caption: 'Alfabet literowania: DIN 5009 (2022) i tradycyjne imiona',
        head: ['Litera', 'DIN 5009 (od 2022 r.)', 'Tradycyjnie'],
        rows: spellingAlphabet,
      },
    },
    {
      examples: [
        { de: 'Schmidt: S wie Salzwedel, C wie Chemnitz, H wie Hamburg, M wie München, I wie Ingelheim, D wie Düsseldorf, T wie Tübingen.', en: 'Schmidt: S jak Salzwedel, C jak Chemnitz, H jak Hamburg …' },
        { de: 'Meier mit E I, nicht mit A Y.', en: 'Meier przez E I, a nie przez A Y.' },
      ],
    },
    { h2: 'Wielkie litery' },
    {
      p: 'Jeszcze jedna rzecz o literach: po niemiecku **każdy rzeczownik pisze się wielką literą**, nie tylko nazwy własne – {{der Tisch}}, {{die Liebe}}, {{das Wetter}}. Grzecznościowe „Pan/Pani/Państwo”, {{Sie}}, i jego formy ({{Ihr}}, {{Ihnen}}) też pisze się wielką literą. To pomaga w czytaniu, bo od razu widać, które słowa są rzeczownikami. Nowy rzeczownik zapamiętuj z rodzajnikiem i wielką literą, np. {{die Katze}}, nigdy samo „katze”.',
    },
    { h2: 'Jak ćwiczyć' },
    {
      ol: [
        'Przez tydzień codziennie mów alfabet na głos, a potem od tyłu.',
        'Literuj swoje nazwisko, ulicę i adres e-mail, aż będziesz to robić bez zastanowienia.',
        'Poproś partnera, żeby dyktował ci niemieckie słowa litera po literze, i zapisuj je.',
        'Słuchaj słów z naszych [list słów](/words) i naśladuj dźwięki, zwłaszcza ä, ö, ü i ch.',
        'Zagraj w grę na pisownię lub słowa z działu [gier](/games), żeby wyćwiczyć słuch.',
      ],
    },
    {
      tip: 'Zapisz raz swoją „linijkę do literowania” i trzymaj ją w telefonie: nazwisko ze słowami z DIN 5009. U lekarza czy w banku spokojnie ją odczytasz.',
    },
  ],
};

export default translation;
