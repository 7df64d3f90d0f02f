import type { A1Topic } from '../types';

/* German example cells of the hints table, the same on every rules page. */
const EX_DER = 'der Mann, der Montag, der Mai, der Sommer';
const EX_DIE = 'die Frau, die Lehrerin, die Zeitung, die Lampe';
const EX_DAS = 'das Mädchen, das Brötchen, das Kind';

const topic: A1Topic = {
  slug: 'article-quiz',
  type: 'articles',
  title: {
    en: 'Which article: der, die or das?',
    ua: 'Який артикль: der, die чи das?',
    de: 'Welcher Artikel: der, die oder das?',
    ru: 'Какой артикль: der, die или das?',
    be: 'Які артыкль: der, die ці das?',
    tr: 'Hangi artikel: der, die, das?',
    pl: 'Który rodzajnik: der, die czy das?',
    es: '¿Qué artículo: der, die o das?',
  },
  descr: {
    en: 'Choose the right article for everyday nouns and learn hints for the gender.',
    ua: 'Оберіть правильний артикль для повсякденних іменників і вивчіть підказки щодо роду.',
    de: 'Wähle den richtigen Artikel für Wörter aus dem Alltag und lerne Tipps zum Genus.',
    ru: 'Выберите правильный артикль для повседневных существительных и узнайте подсказки о роде.',
    be: 'Выберыце правільны артыкль для штодзённых назоўнікаў і даведайцеся падказкі пра род.',
    tr: 'Günlük isimler için doğru artikeli seçin ve cinsiyet için ipuçlarını öğrenin.',
    pl: 'Wybierz właściwy rodzajnik dla codziennych rzeczowników i poznaj wskazówki dotyczące rodzaju.',
    es: 'Elige el artículo correcto para sustantivos cotidianos y aprende pistas sobre el género.',
  },
  rules: {
    en: [
      {
        heading: 'Three genders: der, die, das',
        paragraphs: [
          'Every German noun has a grammatical gender: masculine (der), feminine (die) or neuter (das). For things the gender is often not logical: der Tisch, die Lampe, das Buch.',
          'In the plural the article is always die: die Tische, die Lampen, die Bücher. So always learn a noun together with its article and its plural.',
        ],
        examples: [
          { de: 'Der Tisch ist neu.', tr: 'The table is new.' },
          { de: 'Die Lampe ist alt.', tr: 'The lamp is old.' },
          { de: 'Das Buch ist gut.', tr: 'The book is good.' },
        ],
      },
      {
        heading: 'Hints for the gender',
        paragraphs: [
          'There is no rule for every noun, but some groups of nouns help a lot.',
          'In a compound noun the last word decides: der Bahnhof (der Hof), das Schlafzimmer (das Zimmer).',
        ],
        table: {
          caption: 'Which article? Useful hints',
          head: ['Article', 'Hint', 'Examples'],
          rows: [
            ['der', 'male persons, days of the week, months, seasons', EX_DER],
            ['die', 'female persons, nouns in -in, -ung, -heit, -keit, many nouns in -e', EX_DIE],
            ['das', 'nouns in -chen and -lein, children and young animals', EX_DAS],
          ],
        },
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'Natural sex does not always decide: das Mädchen (the girl) is neuter because of -chen.',
          'Do not take the gender from another language you know: die Sonne, der Mond, das Kind.',
          'Nouns in -e are often feminine, but not always: der Junge, der Käse, das Auge.',
        ],
        examples: [{ de: 'Das Mädchen liest ein Buch.', tr: 'The girl is reading a book.' }],
      },
    ],
    ua: [
      {
        heading: 'Три роди: der, die, das',
        paragraphs: [
          'Кожен німецький іменник має граматичний рід: чоловічий (der), жіночий (die) або середній (das). У назвах речей рід часто нелогічний: der Tisch, die Lampe, das Buch.',
          'У множині артикль завжди die: die Tische, die Lampen, die Bücher. Тому завжди вивчайте іменник разом з артиклем і формою множини.',
        ],
        examples: [
          { de: 'Der Tisch ist neu.', tr: 'Стіл новий.' },
          { de: 'Die Lampe ist alt.', tr: 'Лампа стара.' },
          { de: 'Das Buch ist gut.', tr: 'Книжка хороша.' },
        ],
      },
      {
        heading: 'Підказки щодо роду',
        paragraphs: [
          'Правила для кожного іменника немає, але деякі групи слів дуже допомагають.',
          'У складному слові рід визначає останнє слово: der Bahnhof (der Hof), das Schlafzimmer (das Zimmer).',
        ],
        table: {
          caption: 'Який артикль? Корисні підказки',
          head: ['Артикль', 'Підказка', 'Приклади'],
          rows: [
            ['der', 'особи чоловічої статі, дні тижня, місяці, пори року', EX_DER],
            ['die', 'особи жіночої статі, іменники на -in, -ung, -heit, -keit, багато іменників на -e', EX_DIE],
            ['das', 'іменники на -chen і -lein, діти й дитинчата тварин', EX_DAS],
          ],
        },
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Стать не завжди визначає рід: das Mädchen (дівчинка) — середнього роду через -chen.',
          'Не переносьте рід з іншої мови, яку ви знаєте: die Sonne, der Mond, das Kind.',
          'Іменники на -e часто жіночого роду, але не завжди: der Junge, der Käse, das Auge.',
        ],
        examples: [{ de: 'Das Mädchen liest ein Buch.', tr: 'Дівчинка читає книжку.' }],
      },
    ],
    de: [
      {
        heading: 'Drei Genera: der, die, das',
        paragraphs: [
          'Jedes deutsche Nomen hat ein Genus: maskulin (der), feminin (die) oder neutral (das). Bei Sachen ist das Genus oft nicht logisch: der Tisch, die Lampe, das Buch.',
          'Im Plural ist der Artikel immer die: die Tische, die Lampen, die Bücher. Lerne ein Nomen darum immer mit Artikel und Plural.',
        ],
        examples: [
          { de: 'Der Tisch ist neu.', tr: 'der Tisch: maskulin' },
          { de: 'Die Lampe ist alt.', tr: 'die Lampe: feminin' },
          { de: 'Das Buch ist gut.', tr: 'das Buch: neutral' },
        ],
      },
      {
        heading: 'Tipps für das Genus',
        paragraphs: [
          'Es gibt keine Regel für jedes Nomen, aber einige Gruppen helfen sehr.',
          'Bei einem zusammengesetzten Nomen bestimmt das letzte Wort den Artikel: der Bahnhof (der Hof), das Schlafzimmer (das Zimmer).',
        ],
        table: {
          caption: 'Welcher Artikel? Nützliche Tipps',
          head: ['Artikel', 'Tipp', 'Beispiele'],
          rows: [
            ['der', 'Männer, Wochentage, Monate, Jahreszeiten', EX_DER],
            ['die', 'Frauen, Nomen auf -in, -ung, -heit, -keit, viele Nomen auf -e', EX_DIE],
            ['das', 'Nomen auf -chen und -lein, Kinder und junge Tiere', EX_DAS],
          ],
        },
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Das natürliche Geschlecht entscheidet nicht immer: das Mädchen ist neutral, wegen -chen.',
          'Nimm das Genus nicht aus einer anderen Sprache: die Sonne, der Mond, das Kind.',
          'Nomen auf -e sind oft feminin, aber nicht immer: der Junge, der Käse, das Auge.',
        ],
        examples: [{ de: 'Das Mädchen liest ein Buch.', tr: 'das Mädchen: neutral wegen -chen' }],
      },
    ],
    ru: [
      {
        heading: 'Три рода: der, die, das',
        paragraphs: [
          'У каждого немецкого существительного есть грамматический род: мужской (der), женский (die) или средний (das). У названий вещей род часто нелогичен: der Tisch, die Lampe, das Buch.',
          'Во множественном числе артикль всегда die: die Tische, die Lampen, die Bücher. Поэтому всегда учите существительное вместе с артиклем и формой множественного числа.',
        ],
        examples: [
          { de: 'Der Tisch ist neu.', tr: 'Стол новый.' },
          { de: 'Die Lampe ist alt.', tr: 'Лампа старая.' },
          { de: 'Das Buch ist gut.', tr: 'Книга хорошая.' },
        ],
      },
      {
        heading: 'Подсказки для рода',
        paragraphs: [
          'Правила для каждого существительного нет, но некоторые группы слов очень помогают.',
          'В сложном слове род определяет последнее слово: der Bahnhof (der Hof), das Schlafzimmer (das Zimmer).',
        ],
        table: {
          caption: 'Какой артикль? Полезные подсказки',
          head: ['Артикль', 'Подсказка', 'Примеры'],
          rows: [
            ['der', 'лица мужского пола, дни недели, месяцы, времена года', EX_DER],
            ['die', 'лица женского пола, существительные на -in, -ung, -heit, -keit, многие существительные на -e', EX_DIE],
            ['das', 'существительные на -chen и -lein, дети и детёныши животных', EX_DAS],
          ],
        },
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'Пол не всегда определяет род: das Mädchen (девочка) — среднего рода из-за -chen.',
          'Не переносите род из другого языка, который вы знаете: die Sonne, der Mond, das Kind.',
          'Существительные на -e часто женского рода, но не всегда: der Junge, der Käse, das Auge.',
        ],
        examples: [{ de: 'Das Mädchen liest ein Buch.', tr: 'Девочка читает книгу.' }],
      },
    ],
    be: [
      {
        heading: 'Тры роды: der, die, das',
        paragraphs: [
          'Кожны нямецкі назоўнік мае граматычны род: мужчынскі (der), жаночы (die) або ніякі (das). У назвах рэчаў род часта нелагічны: der Tisch, die Lampe, das Buch.',
          'У множным ліку артыкль заўсёды die: die Tische, die Lampen, die Bücher. Таму заўсёды вучыце назоўнік разам з артыклем і формай множнага ліку.',
        ],
        examples: [
          { de: 'Der Tisch ist neu.', tr: 'Стол новы.' },
          { de: 'Die Lampe ist alt.', tr: 'Лямпа старая.' },
          { de: 'Das Buch ist gut.', tr: 'Кніга добрая.' },
        ],
      },
      {
        heading: 'Падказкі для роду',
        paragraphs: [
          'Правіла для кожнага назоўніка няма, але некаторыя групы слоў вельмі дапамагаюць.',
          'У складаным слове род вызначае апошняе слова: der Bahnhof (der Hof), das Schlafzimmer (das Zimmer).',
        ],
        table: {
          caption: 'Які артыкль? Карысныя падказкі',
          head: ['Артыкль', 'Падказка', 'Прыклады'],
          rows: [
            ['der', 'асобы мужчынскага полу, дні тыдня, месяцы, поры года', EX_DER],
            ['die', 'асобы жаночага полу, назоўнікі на -in, -ung, -heit, -keit, многія назоўнікі на -e', EX_DIE],
            ['das', 'назоўнікі на -chen і -lein, дзеці і дзіцяняты жывёл', EX_DAS],
          ],
        },
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Пол не заўсёды вызначае род: das Mädchen (дзяўчынка) — ніякага роду праз -chen.',
          'Не пераносьце род з іншай мовы, якую вы ведаеце: die Sonne, der Mond, das Kind.',
          'Назоўнікі на -e часта жаночага роду, але не заўсёды: der Junge, der Käse, das Auge.',
        ],
        examples: [{ de: 'Das Mädchen liest ein Buch.', tr: 'Дзяўчынка чытае кнігу.' }],
      },
    ],
    tr: [
      {
        heading: 'Üç cinsiyet: der, die, das',
        paragraphs: [
          'Her Almanca ismin dilbilgisel bir cinsiyeti vardır: eril (der), dişil (die) veya nötr (das). Eşyalarda cinsiyet çoğu zaman mantıklı değildir: der Tisch, die Lampe, das Buch.',
          'Çoğulda artikel her zaman die olur: die Tische, die Lampen, die Bücher. Bu yüzden bir ismi her zaman artikeli ve çoğuluyla birlikte öğrenin.',
        ],
        examples: [
          { de: 'Der Tisch ist neu.', tr: 'Masa yeni.' },
          { de: 'Die Lampe ist alt.', tr: 'Lamba eski.' },
          { de: 'Das Buch ist gut.', tr: 'Kitap iyi.' },
        ],
      },
      {
        heading: 'Cinsiyet için ipuçları',
        paragraphs: [
          'Her isim için bir kural yoktur, ama bazı isim grupları çok yardımcı olur.',
          'Birleşik isimlerde artikeli son kelime belirler: der Bahnhof (der Hof), das Schlafzimmer (das Zimmer).',
        ],
        table: {
          caption: 'Hangi artikel? Faydalı ipuçları',
          head: ['Artikel', 'İpucu', 'Örnekler'],
          rows: [
            ['der', 'erkekler, haftanın günleri, aylar, mevsimler', EX_DER],
            ['die', 'kadınlar, -in, -ung, -heit, -keit ile biten isimler, -e ile biten birçok isim', EX_DIE],
            ['das', '-chen ve -lein ile biten isimler, çocuklar ve yavru hayvanlar', EX_DAS],
          ],
        },
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'Biyolojik cinsiyet her zaman belirleyici değildir: das Mädchen (kız çocuğu), -chen eki yüzünden nötrdür.',
          'Cinsiyeti bildiğiniz başka bir dilden almayın: die Sonne, der Mond, das Kind.',
          '-e ile biten isimler çoğu zaman dişildir, ama her zaman değil: der Junge, der Käse, das Auge.',
        ],
        examples: [{ de: 'Das Mädchen liest ein Buch.', tr: 'Kız kitap okuyor.' }],
      },
    ],
    pl: [
      {
        heading: 'Trzy rodzaje: der, die, das',
        paragraphs: [
          'Każdy niemiecki rzeczownik ma rodzaj gramatyczny: męski (der), żeński (die) lub nijaki (das). W nazwach rzeczy rodzaj często nie jest logiczny: der Tisch, die Lampe, das Buch.',
          'W liczbie mnogiej rodzajnik to zawsze die: die Tische, die Lampen, die Bücher. Dlatego zawsze ucz się rzeczownika razem z rodzajnikiem i liczbą mnogą.',
        ],
        examples: [
          { de: 'Der Tisch ist neu.', tr: 'Stół jest nowy.' },
          { de: 'Die Lampe ist alt.', tr: 'Lampa jest stara.' },
          { de: 'Das Buch ist gut.', tr: 'Książka jest dobra.' },
        ],
      },
      {
        heading: 'Wskazówki dotyczące rodzaju',
        paragraphs: [
          'Nie ma reguły dla każdego rzeczownika, ale niektóre grupy słów bardzo pomagają.',
          'W rzeczowniku złożonym rodzaj określa ostatnie słowo: der Bahnhof (der Hof), das Schlafzimmer (das Zimmer).',
        ],
        table: {
          caption: 'Który rodzajnik? Przydatne wskazówki',
          head: ['Rodzajnik', 'Wskazówka', 'Przykłady'],
          rows: [
            ['der', 'osoby płci męskiej, dni tygodnia, miesiące, pory roku', EX_DER],
            ['die', 'osoby płci żeńskiej, rzeczowniki na -in, -ung, -heit, -keit, wiele rzeczowników na -e', EX_DIE],
            ['das', 'rzeczowniki na -chen i -lein, dzieci i młode zwierzęta', EX_DAS],
          ],
        },
      },
      {
        heading: 'Częste błędy',
        paragraphs: [
          'Płeć nie zawsze decyduje: das Mädchen (dziewczynka) jest rodzaju nijakiego z powodu -chen.',
          'Nie przenoś rodzaju z innego języka, który znasz: die Sonne, der Mond, das Kind.',
          'Rzeczowniki na -e są często rodzaju żeńskiego, ale nie zawsze: der Junge, der Käse, das Auge.',
        ],
        examples: [{ de: 'Das Mädchen liest ein Buch.', tr: 'Dziewczynka czyta książkę.' }],
      },
    ],
    es: [
      {
        heading: 'Tres géneros: der, die, das',
        paragraphs: [
          'Todo sustantivo alemán tiene un género gramatical: masculino (der), femenino (die) o neutro (das). En las cosas el género a menudo no es lógico: der Tisch, die Lampe, das Buch.',
          'En plural el artículo siempre es die: die Tische, die Lampen, die Bücher. Por eso, aprende siempre el sustantivo con su artículo y su plural.',
        ],
        examples: [
          { de: 'Der Tisch ist neu.', tr: 'La mesa es nueva.' },
          { de: 'Die Lampe ist alt.', tr: 'La lámpara es vieja.' },
          { de: 'Das Buch ist gut.', tr: 'El libro es bueno.' },
        ],
      },
      {
        heading: 'Pistas para el género',
        paragraphs: [
          'No hay una regla para cada sustantivo, pero algunos grupos ayudan mucho.',
          'En un sustantivo compuesto decide la última palabra: der Bahnhof (der Hof), das Schlafzimmer (das Zimmer).',
        ],
        table: {
          caption: '¿Qué artículo? Pistas útiles',
          head: ['Artículo', 'Pista', 'Ejemplos'],
          rows: [
            ['der', 'personas de sexo masculino, días de la semana, meses, estaciones', EX_DER],
            ['die', 'personas de sexo femenino, sustantivos en -in, -ung, -heit, -keit, muchos sustantivos en -e', EX_DIE],
            ['das', 'sustantivos en -chen y -lein, niños y crías de animales', EX_DAS],
          ],
        },
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'El sexo no siempre decide: das Mädchen (la niña) es neutro por -chen.',
          'No copies el género de otro idioma que conozcas: die Sonne, der Mond, das Kind.',
          'Los sustantivos en -e suelen ser femeninos, pero no siempre: der Junge, der Käse, das Auge.',
        ],
        examples: [{ de: 'Das Mädchen liest ein Buch.', tr: 'La niña lee un libro.' }],
      },
    ],
  },
  practice: {
    kind: 'choice',
    variants: ['der', 'die', 'das'],
    questions: [
      { question: '___ Tisch', answer: 'der', explanation: { en: 'Tisch is masculine: der Tisch, die Tische.', ua: 'Tisch — чоловічого роду: der Tisch, die Tische.', de: 'Tisch ist maskulin: der Tisch, die Tische.', ru: 'Tisch — мужского рода: der Tisch, die Tische.', be: 'Tisch — мужчынскага роду: der Tisch, die Tische.', tr: 'Tisch eril bir isimdir: der Tisch, die Tische.', pl: 'Tisch jest rodzaju męskiego: der Tisch, die Tische.', es: 'Tisch es masculino: der Tisch, die Tische.' } },
      { question: '___ Lampe', answer: 'die', explanation: { en: 'Many nouns ending in -e are feminine: die Lampe.', ua: 'Багато іменників на -e жіночого роду: die Lampe.', de: 'Viele Nomen auf -e sind feminin: die Lampe.', ru: 'Многие существительные на -e женского рода: die Lampe.', be: 'Шмат назоўнікаў на -e жаночага роду: die Lampe.', tr: '-e ile biten birçok isim dişildir: die Lampe.', pl: 'Wiele rzeczowników zakończonych na -e jest rodzaju żeńskiego: die Lampe.', es: 'Muchos sustantivos terminados en -e son femeninos: die Lampe.' } },
      { question: '___ Buch', answer: 'das', explanation: { en: 'Buch is neuter: das Buch, die Bücher.', ua: 'Buch — середнього роду: das Buch, die Bücher.', de: 'Buch ist neutral: das Buch, die Bücher.', ru: 'Buch — среднего рода: das Buch, die Bücher.', be: 'Buch — ніякага роду: das Buch, die Bücher.', tr: 'Buch nötr bir isimdir: das Buch, die Bücher.', pl: 'Buch jest rodzaju nijakiego: das Buch, die Bücher.', es: 'Buch es neutro: das Buch, die Bücher.' } },
      { question: '___ Januar', answer: 'der', explanation: { en: 'Months are masculine: der Januar.', ua: 'Назви місяців — чоловічого роду: der Januar.', de: 'Monate sind maskulin: der Januar.', ru: 'Названия месяцев — мужского рода: der Januar.', be: 'Назвы месяцаў — мужчынскага роду: der Januar.', tr: 'Ay adları erildir: der Januar.', pl: 'Nazwy miesięcy są rodzaju męskiego: der Januar.', es: 'Los meses son masculinos: der Januar.' } },
      { question: '___ Zeitung', answer: 'die', explanation: { en: 'Nouns ending in -ung are always feminine.', ua: 'Іменники на -ung завжди жіночого роду.', de: 'Nomen wie Zeitung, Wohnung und Übung sind immer feminin.', ru: 'Существительные на -ung всегда женского рода.', be: 'Назоўнікі на -ung заўсёды жаночага роду.', tr: '-ung ile biten isimler her zaman dişildir.', pl: 'Rzeczowniki zakończone na -ung są zawsze rodzaju żeńskiego.', es: 'Los sustantivos terminados en -ung son siempre femeninos.' } },
      { question: '___ Mädchen', answer: 'das', explanation: { en: 'Nouns ending in -chen are always neuter, even for people.', ua: 'Іменники на -chen завжди середнього роду, навіть коли йдеться про людей.', de: 'Wörter wie Mädchen und Brötchen sind immer neutral, auch für Personen.', ru: 'Существительные на -chen всегда среднего рода, даже когда речь идёт о людях.', be: 'Назоўнікі на -chen заўсёды ніякага роду, нават калі гаворка пра людзей.', tr: '-chen ile biten isimler, insanlar için bile, her zaman nötrdür.', pl: 'Rzeczowniki zakończone na -chen są zawsze rodzaju nijakiego, nawet gdy oznaczają osoby.', es: 'Los sustantivos terminados en -chen son siempre neutros, incluso para personas.' } },
      { question: '___ Montag', answer: 'der', explanation: { en: 'Days of the week are masculine: der Montag.', ua: 'Дні тижня — чоловічого роду: der Montag.', de: 'Wochentage sind maskulin: der Montag.', ru: 'Дни недели — мужского рода: der Montag.', be: 'Дні тыдня — мужчынскага роду: der Montag.', tr: 'Haftanın günleri erildir: der Montag.', pl: 'Dni tygodnia są rodzaju męskiego: der Montag.', es: 'Los días de la semana son masculinos: der Montag.' } },
      { question: '___ Frau', answer: 'die', explanation: { en: 'A female person: die Frau.', ua: 'Особа жіночої статі: die Frau.', de: 'Eine weibliche Person: die Frau.', ru: 'Лицо женского пола: die Frau.', be: 'Асоба жаночага полу: die Frau.', tr: 'Kadın bir kişi: die Frau.', pl: 'Osoba płci żeńskiej: die Frau.', es: 'Una persona de sexo femenino: die Frau.' } },
      { question: '___ Kind', answer: 'das', explanation: { en: 'Kind is neuter: das Kind, die Kinder.', ua: 'Kind — середнього роду: das Kind, die Kinder.', de: 'Kind ist neutral: das Kind, die Kinder.', ru: 'Kind — среднего рода: das Kind, die Kinder.', be: 'Kind — ніякага роду: das Kind, die Kinder.', tr: 'Kind nötr bir isimdir: das Kind, die Kinder.', pl: 'Kind jest rodzaju nijakiego: das Kind, die Kinder.', es: 'Kind es neutro: das Kind, die Kinder.' } },
      { question: '___ Sommer', answer: 'der', explanation: { en: 'Seasons are masculine: der Sommer.', ua: 'Пори року — чоловічого роду: der Sommer.', de: 'Jahreszeiten sind maskulin: der Sommer.', ru: 'Времена года — мужского рода: der Sommer.', be: 'Поры года — мужчынскага роду: der Sommer.', tr: 'Mevsimler erildir: der Sommer.', pl: 'Pory roku są rodzaju męskiego: der Sommer.', es: 'Las estaciones del año son masculinas: der Sommer.' } },
      { question: '___ Lehrerin', answer: 'die', explanation: { en: 'Nouns for women ending in -in are feminine.', ua: 'Іменники на -in, що позначають жінок, жіночого роду.', de: 'Wörter für Frauen auf -in sind feminin: die Lehrerin.', ru: 'Существительные на -in, обозначающие женщин, женского рода.', be: 'Назоўнікі на -in, што абазначаюць жанчын, жаночага роду.', tr: 'Kadınları belirten ve -in ile biten isimler dişildir.', pl: 'Rzeczowniki na -in oznaczające kobiety są rodzaju żeńskiego.', es: 'Los sustantivos para mujeres terminados en -in son femeninos.' } },
      { question: '___ Auto', answer: 'das', explanation: { en: 'Auto is neuter: das Auto, die Autos.', ua: 'Auto — середнього роду: das Auto, die Autos.', de: 'Auto ist neutral: das Auto, die Autos.', ru: 'Auto — среднего рода: das Auto, die Autos.', be: 'Auto — ніякага роду: das Auto, die Autos.', tr: 'Auto nötr bir isimdir: das Auto, die Autos.', pl: 'Auto jest rodzaju nijakiego: das Auto, die Autos.', es: 'Auto es neutro: das Auto, die Autos.' } },
      { question: '___ Mann', answer: 'der', explanation: { en: 'A male person: der Mann.', ua: 'Особа чоловічої статі: der Mann.', de: 'Eine männliche Person: der Mann.', ru: 'Лицо мужского пола: der Mann.', be: 'Асоба мужчынскага полу: der Mann.', tr: 'Erkek bir kişi: der Mann.', pl: 'Osoba płci męskiej: der Mann.', es: 'Una persona de sexo masculino: der Mann.' } },
      { question: '___ Straße', answer: 'die', explanation: { en: 'Many nouns ending in -e are feminine: die Straße.', ua: 'Багато іменників на -e жіночого роду: die Straße.', de: 'Viele Nomen auf -e sind feminin: die Straße.', ru: 'Многие существительные на -e женского рода: die Straße.', be: 'Шмат назоўнікаў на -e жаночага роду: die Straße.', tr: '-e ile biten birçok isim dişildir: die Straße.', pl: 'Wiele rzeczowników zakończonych na -e jest rodzaju żeńskiego: die Straße.', es: 'Muchos sustantivos terminados en -e son femeninos: die Straße.' } },
      { question: '___ Fenster', answer: 'das', explanation: { en: 'Fenster is neuter: das Fenster, die Fenster.', ua: 'Fenster — середнього роду: das Fenster, die Fenster.', de: 'Fenster ist neutral: das Fenster, die Fenster.', ru: 'Fenster — среднего рода: das Fenster, die Fenster.', be: 'Fenster — ніякага роду: das Fenster, die Fenster.', tr: 'Fenster nötr bir isimdir: das Fenster, die Fenster.', pl: 'Fenster jest rodzaju nijakiego: das Fenster, die Fenster.', es: 'Fenster es neutro: das Fenster, die Fenster.' } },
      { question: '___ Lehrer', answer: 'der', explanation: { en: 'A male person: der Lehrer. A woman is die Lehrerin.', ua: 'Особа чоловічої статі: der Lehrer. Жінка — die Lehrerin.', de: 'Eine männliche Person: der Lehrer. Eine Frau ist die Lehrerin.', ru: 'Лицо мужского пола: der Lehrer. Женщина — die Lehrerin.', be: 'Асоба мужчынскага полу: der Lehrer. Жанчына — die Lehrerin.', tr: 'Erkek bir kişi: der Lehrer. Kadın ise die Lehrerin.', pl: 'Osoba płci męskiej: der Lehrer. Kobieta to die Lehrerin.', es: 'Una persona de sexo masculino: der Lehrer. Una mujer es die Lehrerin.' } },
      { question: '___ Wohnung', answer: 'die', explanation: { en: 'Nouns ending in -ung are always feminine.', ua: 'Іменники на -ung завжди жіночого роду.', de: 'Nomen wie Wohnung, Zeitung und Übung sind immer feminin.', ru: 'Существительные на -ung всегда женского рода.', be: 'Назоўнікі на -ung заўсёды жаночага роду.', tr: '-ung ile biten isimler her zaman dişildir.', pl: 'Rzeczowniki zakończone na -ung są zawsze rodzaju żeńskiego.', es: 'Los sustantivos terminados en -ung son siempre femeninos.' } },
      { question: '___ Brötchen', answer: 'das', explanation: { en: 'The ending -chen makes a noun neuter: das Brötchen.', ua: 'Закінчення -chen робить іменник середнього роду: das Brötchen.', de: 'Wörter wie Brötchen und Mädchen sind immer neutral: das Brötchen.', ru: 'Окончание -chen делает существительное среднего рода: das Brötchen.', be: 'Канчатак -chen робіць назоўнік ніякага роду: das Brötchen.', tr: '-chen eki ismi nötr yapar: das Brötchen.', pl: 'Końcówka -chen sprawia, że rzeczownik jest rodzaju nijakiego: das Brötchen.', es: 'La terminación -chen hace que el sustantivo sea neutro: das Brötchen.' } },
      { question: '___ Kaffee', answer: 'der', explanation: { en: 'Kaffee is masculine, like der Tee and der Saft.', ua: 'Kaffee — чоловічого роду, як der Tee і der Saft.', de: 'Kaffee ist maskulin, wie der Tee und der Saft.', ru: 'Kaffee — мужского рода, как der Tee и der Saft.', be: 'Kaffee — мужчынскага роду, як der Tee і der Saft.', tr: 'Kaffee, der Tee ve der Saft gibi erildir.', pl: 'Kaffee jest rodzaju męskiego, jak der Tee i der Saft.', es: 'Kaffee es masculino, como der Tee y der Saft.' } },
      { question: '___ Milch', answer: 'die', explanation: { en: 'Milch is feminine: die Milch.', ua: 'Milch — жіночого роду: die Milch.', de: 'Milch ist feminin: die Milch.', ru: 'Milch — женского рода: die Milch.', be: 'Milch — жаночага роду: die Milch.', tr: 'Milch dişil bir isimdir: die Milch.', pl: 'Milch jest rodzaju żeńskiego: die Milch.', es: 'Milch es femenino: die Milch.' } },
      { question: '___ Wasser', answer: 'das', explanation: { en: 'Wasser is neuter: das Wasser.', ua: 'Wasser — середнього роду: das Wasser.', de: 'Wasser ist neutral: das Wasser.', ru: 'Wasser — среднего рода: das Wasser.', be: 'Wasser — ніякага роду: das Wasser.', tr: 'Wasser nötr bir isimdir: das Wasser.', pl: 'Wasser jest rodzaju nijakiego: das Wasser.', es: 'Wasser es neutro: das Wasser.' } },
      { question: '___ Apfel', answer: 'der', explanation: { en: 'Apfel is masculine: der Apfel, die Äpfel.', ua: 'Apfel — чоловічого роду: der Apfel, die Äpfel.', de: 'Apfel ist maskulin: der Apfel, die Äpfel.', ru: 'Apfel — мужского рода: der Apfel, die Äpfel.', be: 'Apfel — мужчынскага роду: der Apfel, die Äpfel.', tr: 'Apfel eril bir isimdir: der Apfel, die Äpfel.', pl: 'Apfel jest rodzaju męskiego: der Apfel, die Äpfel.', es: 'Apfel es masculino: der Apfel, die Äpfel.' } },
      { question: '___ Banane', answer: 'die', explanation: { en: 'Many nouns ending in -e are feminine: die Banane.', ua: 'Багато іменників на -e жіночого роду: die Banane.', de: 'Viele Nomen auf -e sind feminin: die Banane.', ru: 'Многие существительные на -e женского рода: die Banane.', be: 'Шмат назоўнікаў на -e жаночага роду: die Banane.', tr: '-e ile biten birçok isim dişildir: die Banane.', pl: 'Wiele rzeczowników zakończonych na -e jest rodzaju żeńskiego: die Banane.', es: 'Muchos sustantivos terminados en -e son femeninos: die Banane.' } },
      { question: '___ Zimmer', answer: 'das', explanation: { en: 'Zimmer is neuter: das Zimmer, die Zimmer.', ua: 'Zimmer — середнього роду: das Zimmer, die Zimmer.', de: 'Zimmer ist neutral: das Zimmer, die Zimmer.', ru: 'Zimmer — среднего рода: das Zimmer, die Zimmer.', be: 'Zimmer — ніякага роду: das Zimmer, die Zimmer.', tr: 'Zimmer nötr bir isimdir: das Zimmer, die Zimmer.', pl: 'Zimmer jest rodzaju nijakiego: das Zimmer, die Zimmer.', es: 'Zimmer es neutro: das Zimmer, die Zimmer.' } },
      { question: '___ Bahnhof', answer: 'der', explanation: { en: 'In a compound the last word decides: der Hof, so der Bahnhof.', ua: 'У складному слові рід визначає останнє слово: der Hof, тому der Bahnhof.', de: 'Bei zusammengesetzten Wörtern bestimmt das letzte Wort den Artikel: der Hof, also der Bahnhof.', ru: 'В сложном слове род определяет последнее слово: der Hof, поэтому der Bahnhof.', be: 'У складаным слове род вызначае апошняе слова: der Hof, таму der Bahnhof.', tr: 'Bileşik isimlerde son kelime belirleyicidir: der Hof, bu yüzden der Bahnhof.', pl: 'W wyrazie złożonym decyduje ostatnie słowo: der Hof, więc der Bahnhof.', es: 'En una palabra compuesta decide la última palabra: der Hof, por eso der Bahnhof.' } },
      { question: '___ Schule', answer: 'die', explanation: { en: 'Many nouns ending in -e are feminine: die Schule.', ua: 'Багато іменників на -e жіночого роду: die Schule.', de: 'Viele Nomen auf -e sind feminin: die Schule.', ru: 'Многие существительные на -e женского рода: die Schule.', be: 'Шмат назоўнікаў на -e жаночага роду: die Schule.', tr: '-e ile biten birçok isim dişildir: die Schule.', pl: 'Wiele rzeczowników zakończonych na -e jest rodzaju żeńskiego: die Schule.', es: 'Muchos sustantivos terminados en -e son femeninos: die Schule.' } },
      { question: '___ Handy', answer: 'das', explanation: { en: 'Handy is neuter: das Handy, die Handys.', ua: 'Handy — середнього роду: das Handy, die Handys.', de: 'Handy ist neutral: das Handy, die Handys.', ru: 'Handy — среднего рода: das Handy, die Handys.', be: 'Handy — ніякага роду: das Handy, die Handys.', tr: 'Handy nötr bir isimdir: das Handy, die Handys.', pl: 'Handy jest rodzaju nijakiego: das Handy, die Handys.', es: 'Handy es neutro: das Handy, die Handys.' } },
      { question: '___ Hund', answer: 'der', explanation: { en: 'Hund is masculine: der Hund, die Hunde.', ua: 'Hund — чоловічого роду: der Hund, die Hunde.', de: 'Hund ist maskulin: der Hund, die Hunde.', ru: 'Hund — мужского рода: der Hund, die Hunde.', be: 'Hund — мужчынскага роду: der Hund, die Hunde.', tr: 'Hund eril bir isimdir: der Hund, die Hunde.', pl: 'Hund jest rodzaju męskiego: der Hund, die Hunde.', es: 'Hund es masculino: der Hund, die Hunde.' } },
      { question: '___ Katze', answer: 'die', explanation: { en: 'Katze is feminine, like many nouns ending in -e.', ua: 'Katze — жіночого роду, як багато іменників на -e.', de: 'Katze ist feminin, wie viele Nomen auf -e.', ru: 'Katze — женского рода, как многие существительные на -e.', be: 'Katze — жаночага роду, як шмат назоўнікаў на -e.', tr: 'Katze, -e ile biten birçok isim gibi dişildir.', pl: 'Katze jest rodzaju żeńskiego, jak wiele rzeczowników na -e.', es: 'Katze es femenino, como muchos sustantivos terminados en -e.' } },
      { question: '___ Bett', answer: 'das', explanation: { en: 'Bett is neuter: das Bett, die Betten.', ua: 'Bett — середнього роду: das Bett, die Betten.', de: 'Bett ist neutral: das Bett, die Betten.', ru: 'Bett — среднего рода: das Bett, die Betten.', be: 'Bett — ніякага роду: das Bett, die Betten.', tr: 'Bett nötr bir isimdir: das Bett, die Betten.', pl: 'Bett jest rodzaju nijakiego: das Bett, die Betten.', es: 'Bett es neutro: das Bett, die Betten.' } },
    ],
  },
};

export default topic;
