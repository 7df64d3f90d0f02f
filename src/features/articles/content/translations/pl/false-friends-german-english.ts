import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'false-friends-german-english',
  lang: 'pl',
  body: [
    {
      p: 'Niemiecki i angielski to bliscy krewni, co bardzo pomaga: {{das Haus}}, {{die Hand}}, {{der Finger}}, {{das Wasser}} i setki innych słów łatwo odgadnąć, jeśli zna się angielski. Ale rodzinne podobieństwo zastawia też pułapki. **Fałszywi przyjaciele** to słowa, które wyglądają lub brzmią jak angielskie, ale znaczą coś innego. Jedne są niegroźne, inne wprawiają w zakłopotanie, a niektóre – jak prośba do kelnera, żeby „stać się” stekiem – stały się klasycznymi dowcipami. Ta lista zbiera fałszywych przyjaciół, których uczący się naprawdę spotykają, z ich prawdziwym znaczeniem i niemieckim słowem na to, co pewnie chcieliście powiedzieć.',
    },
    { h2: 'Klasyczne pułapki' },
    {
      table: {
        caption: 'Niemieckie słowa, które mylą znających angielski',
        head: ['Po niemiecku', 'Naprawdę znaczy', 'Podobne słowo angielskie', 'To słowo po niemiecku'],
        rows: [
          ['{{bekommen}}', 'dostawać, otrzymywać', 'become (stawać się)', '{{werden}}'],
          ['{{das Gift}}', 'trucizna', 'gift (prezent)', '{{das Geschenk}}'],
          ['{{also}}', 'więc, zatem, no', 'also (także)', '{{auch}}'],
          ['{{bald}}', 'wkrótce', 'bald (łysy)', '{{kahl}}, {{eine Glatze haben}}'],
          ['{{fast}}', 'prawie', 'fast (szybki)', '{{schnell}}'],
          ['{{der Brief}}', 'list', 'brief (krótki)', '{{kurz}}'],
          ['{{ich will}}', 'chcę', 'I will (będę)', '{{ich werde}}'],
          ['{{wer}}', 'kto', 'where (gdzie)', '{{wo}}'],
          ['{{der Chef}}, {{die Chefin}}', 'szef, szefowa', 'chef (kucharz)', '{{der Koch}}, {{die Köchin}}'],
          ['{{die Art}}', 'rodzaj, gatunek, sposób', 'art (sztuka)', '{{die Kunst}}'],
          ['{{der Rat}}', 'rada (porada; organ)', 'rat (szczur)', '{{die Ratte}}'],
          ['{{der Mist}}', 'gnój; bzdura, chłam (pot.)', 'mist (mgła)', '{{der Nebel}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Wann bekomme ich mein Steak?', en: 'Kiedy dostanę mój stek? (a nie „kiedy stanę się stekiem”!)' },
        { de: 'Ich will Ärztin werden.', en: 'Chcę zostać lekarką.' },
        { de: 'Vorsicht, das ist Gift!', en: 'Uwaga, to trucizna!' },
        { de: 'Ich bin fast fertig.', en: 'Prawie skończyłem.' },
        { de: 'Also, was machen wir jetzt?', en: 'No więc, co teraz robimy?' },
      ],
    },
    { h2: 'Przymiotniki i przysłówki' },
    {
      p: 'Przymiotniki są szczególnie zdradliwe, bo jedno złe słowo może zmienić ton całego zdania. Jeśli nazwiesz miłego kolegę {{sensibel}}, powiesz, że jest wrażliwy, a nie rozsądny (ang. sensible).',
    },
    {
      table: {
        caption: 'Zdradliwe przymiotniki',
        head: ['Po niemiecku', 'Naprawdę znaczy', 'Podobne słowo angielskie', 'To słowo po niemiecku'],
        rows: [
          ['{{aktuell}}', 'aktualny, bieżący', 'actual(ly) (faktyczny, właściwie)', '{{tatsächlich}}, {{eigentlich}}'],
          ['{{eventuell}}', 'ewentualnie, może', 'eventually (w końcu)', '{{schließlich}}, {{irgendwann}}'],
          ['{{sensibel}}', 'wrażliwy', 'sensible (rozsądny)', '{{vernünftig}}'],
          ['{{sympathisch}}', 'sympatyczny, miły', 'sympathetic (współczujący)', '{{mitfühlend}}, {{verständnisvoll}}'],
          ['{{genial}}', 'genialny', 'genial (serdeczny, dobroduszny)', '{{freundlich}}, {{herzlich}}'],
          ['{{konsequent}}', 'konsekwentny, stanowczy', 'consequently (w rezultacie)', '{{folglich}}'],
          ['{{engagiert}}', 'zaangażowany, oddany sprawie', 'engaged (zaręczony; zajęty)', '{{verlobt}} (zaręczony), {{besetzt}} (o telefonie, toalecie)'],
          ['{{ordinär}}', 'wulgarny, prostacki', 'ordinary (zwyczajny)', '{{gewöhnlich}}, {{normal}}'],
          ['{{familiär}}', 'rodzinny; swobodny, nieformalny', 'familiar (znajomy)', '{{vertraut}}, {{bekannt}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Die aktuellen Nachrichten hören wir um acht.', en: 'Najnowszych wiadomości słuchamy o ósmej.' },
        { de: 'Eventuell komme ich später.', en: 'Może przyjdę później.' },
        { de: 'Dein neuer Kollege ist sehr sympathisch.', en: 'Twój nowy kolega jest bardzo sympatyczny.' },
        { de: 'Das war eine geniale Idee!', en: 'To był genialny pomysł!' },
      ],
    },
    { h2: 'W pracy, w szkole i na uczelni' },
    {
      ul: [
        '{{die Note}} – ocena w szkole (w Niemczech 1 to najlepsza, 6 najgorsza); także nuta w muzyce. Notatka to {{die Notiz}}, banknot – {{der Geldschein}}.',
        '{{das Gymnasium}} – szkoła średnia prowadząca do {{Abitur}}, a nie siłownia (ang. gym). Sala gimnastyczna to {{die Turnhalle}} (w szkole), a siłownia – {{das Fitnessstudio}}.',
        '{{die Hochschule}} – uczelnia wyższa, a nie szkoła średnia (ang. high school).',
        '{{die Promotion}} – doktorat, uzyskanie stopnia doktora. Awans w pracy to {{die Beförderung}}.',
        '{{die Mappe}} – teczka lub segregator, a nie mapa! Mapa to {{die Landkarte}} albo {{der Stadtplan}}.',
        '{{die Kaution}} – kaucja (za mieszkanie) albo poręczenie majątkowe. Ostrożność (ang. caution) to {{die Vorsicht}}.',
        '{{kontrollieren}} – sprawdzać, kontrolować ({{Fahrkarten, bitte! Wir kontrollieren.}}). Sterować czymś to zwykle {{steuern}} albo {{beherrschen}}.',
        '{{die Fabrik}} – fabryka. Tkanina (ang. fabric) to {{der Stoff}}.',
      ],
    },
    { h2: 'Jedzenie, zakupy i wyjścia' },
    {
      ul: [
        '{{das Menü}} – zestaw obiadowy z kilku dań (albo menu w komputerze). Karta dań w restauracji to {{die Speisekarte}}.',
        '{{die Chips}} – chipsy. To, co Brytyjczycy nazywają chips (frytki), po niemiecku to {{die Pommes}}.',
        '{{das Lokal}} – knajpa lub restauracja, a nie „miejscowi” (ang. locals).',
        '{{die Dose}} – puszka. Dawka leku to {{die Dosis}}.',
        '{{der Prospekt}} – prospekt, ulotka reklamowa. Perspektywa (ang. prospect) to {{die Aussicht}}.',
        '{{der Rock}} – spódnica; {{die Hose}} – spodnie.',
        '{{spenden}} – przekazywać datek. Wydawać pieniądze to {{ausgeben}}, spędzać czas – {{verbringen}}.',
      ],
    },
    {
      examples: [
        { de: 'Ich nehme das Menü mit Suppe und Nachtisch.', en: 'Wezmę zestaw z zupą i deserem.' },
        { de: 'Wir haben am Wochenende viel Geld ausgegeben.', en: 'W weekend wydaliśmy dużo pieniędzy.' },
        { de: 'Sie spendet jedes Jahr für ein Tierheim.', en: 'Co roku przekazuje datek na schronisko dla zwierząt.' },
      ],
    },
    { h2: 'Słowa z wyglądu angielskie, których angielski nie zna' },
    {
      p: 'Niemiecki ma też **pseudoanglicyzmy**: słowa zbudowane z angielskiego materiału, których Anglicy w tym znaczeniu nie używają. To poprawny niemiecki, więc śmiało ich używaj – tylko nie licz, że zadziałają po angielsku.',
    },
    {
      table: {
        caption: 'Pseudoanglicyzmy',
        head: ['Po niemiecku', 'Znaczenie po niemiecku'],
        rows: [
          ['{{das Handy}}', 'telefon komórkowy'],
          ['{{der Beamer}}', 'rzutnik, projektor'],
          ['{{der Oldtimer}}', 'samochód zabytkowy, klasyk'],
          ['{{der Smoking}}', 'smoking'],
        ],
      },
    },
    { h2: 'Liczby i inne niespodzianki' },
    {
      ul: [
        '{{eine Milliarde}} to tysiąc milionów, czyli miliard (po angielsku billion); {{eine Billion}} to milion milionów, czyli bilion – tak jak po polsku. Ma to znaczenie, gdy czytasz o budżetach czy liczbie ludności.',
        '{{winken}} znaczy machać ręką; mrugać to {{zwinkern}}.',
        '{{das Stadium}} to stadium, etap; stadion to {{das Stadion}}.',
        '{{die Pension}} to mały pensjonat; może też oznaczać emeryturę urzędników państwowych. Zwykła emerytura to {{die Rente}}.',
        '{{die Kritik}} to krytyka albo recenzja filmu lub książki. Krytyk to {{der Kritiker}} lub {{die Kritikerin}}.',
      ],
    },
    { h2: 'Jak unikać pułapek' },
    {
      ol: [
        'Gdy niemieckie słowo wygląda dokładnie jak angielskie (albo polskie), sprawdź je raz w słowniku, zanim go użyjesz.',
        'Ucz się fałszywych przyjaciół w zdaniach, nie pojedynczo: {{Ich bekomme ein Geschenk}} utrwala od razu dwie pułapki.',
        'Zrób własną listę fałszywych przyjaciół, na których łapiesz się **właśnie ty**, i regularnie ją powtarzaj.',
        'Pamiętaj, że większość podobnych słów to prawdziwi przyjaciele. Nie przestawaj zgadywać – po prostu uważaj na słowa z tej listy.',
      ],
    },
    {
      tip: 'Niemiecki zapożyczył też prawdziwe angielskie słowa, często z niemieckim rodzajem: {{der Computer}}, {{das Team}}, {{die Party}}. Jak takie słowa się łączą, przeczytasz w artykule [Rzeczowniki złożone w niemieckim](/articles/german-compound-nouns), a słownictwo poćwiczysz na naszych [listach słów](/words) i w [quizach](/quizzes/).',
    },
  ],
};

export default translation;
