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
      { question: '___ Tisch', answer: 'der', explanation: 'Tisch is masculine: der Tisch, die Tische.' },
      { question: '___ Lampe', answer: 'die', explanation: 'Many nouns ending in -e are feminine: die Lampe.' },
      { question: '___ Buch', answer: 'das', explanation: 'Buch is neuter: das Buch, die Bücher.' },
      { question: '___ Januar', answer: 'der', explanation: 'Months are masculine: der Januar.' },
      { question: '___ Zeitung', answer: 'die', explanation: 'Nouns ending in -ung are always feminine.' },
      { question: '___ Mädchen', answer: 'das', explanation: 'Nouns ending in -chen are always neuter, even for people.' },
      { question: '___ Montag', answer: 'der', explanation: 'Days of the week are masculine: der Montag.' },
      { question: '___ Frau', answer: 'die', explanation: 'A female person: die Frau.' },
      { question: '___ Kind', answer: 'das', explanation: 'Kind is neuter: das Kind, die Kinder.' },
      { question: '___ Sommer', answer: 'der', explanation: 'Seasons are masculine: der Sommer.' },
      { question: '___ Lehrerin', answer: 'die', explanation: 'Nouns for women ending in -in are feminine.' },
      { question: '___ Auto', answer: 'das', explanation: 'Auto is neuter: das Auto, die Autos.' },
      { question: '___ Mann', answer: 'der', explanation: 'A male person: der Mann.' },
      { question: '___ Straße', answer: 'die', explanation: 'Many nouns ending in -e are feminine: die Straße.' },
      { question: '___ Fenster', answer: 'das', explanation: 'Fenster is neuter: das Fenster, die Fenster.' },
      { question: '___ Lehrer', answer: 'der', explanation: 'A male person: der Lehrer. A woman is die Lehrerin.' },
      { question: '___ Wohnung', answer: 'die', explanation: 'Nouns ending in -ung are always feminine.' },
      { question: '___ Brötchen', answer: 'das', explanation: 'The ending -chen makes a noun neuter: das Brötchen.' },
      { question: '___ Kaffee', answer: 'der', explanation: 'Kaffee is masculine, like der Tee and der Saft.' },
      { question: '___ Milch', answer: 'die', explanation: 'Milch is feminine: die Milch.' },
      { question: '___ Wasser', answer: 'das', explanation: 'Wasser is neuter: das Wasser.' },
      { question: '___ Apfel', answer: 'der', explanation: 'Apfel is masculine: der Apfel, die Äpfel.' },
      { question: '___ Banane', answer: 'die', explanation: 'Many nouns ending in -e are feminine: die Banane.' },
      { question: '___ Zimmer', answer: 'das', explanation: 'Zimmer is neuter: das Zimmer, die Zimmer.' },
      { question: '___ Bahnhof', answer: 'der', explanation: 'In a compound the last word decides: der Hof, so der Bahnhof.' },
      { question: '___ Schule', answer: 'die', explanation: 'Many nouns ending in -e are feminine: die Schule.' },
      { question: '___ Handy', answer: 'das', explanation: 'Handy is neuter: das Handy, die Handys.' },
      { question: '___ Hund', answer: 'der', explanation: 'Hund is masculine: der Hund, die Hunde.' },
      { question: '___ Katze', answer: 'die', explanation: 'Katze is feminine, like many nouns ending in -e.' },
      { question: '___ Bett', answer: 'das', explanation: 'Bett is neuter: das Bett, die Betten.' },
    ],
  },
};

export default topic;
