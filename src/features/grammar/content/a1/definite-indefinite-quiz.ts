import type { A1Topic } from '../types';

/* German table cells, the same on every rules page. */
const FORM_ROWS = [
  ['bestimmt, Nominativ', 'der', 'die', 'das', 'die'],
  ['bestimmt, Akkusativ', 'den', 'die', 'das', 'die'],
  ['unbestimmt, Nominativ', 'ein', 'eine', 'ein', '–'],
  ['unbestimmt, Akkusativ', 'einen', 'eine', 'ein', '–'],
];

const topic: A1Topic = {
  slug: 'definite-indefinite-quiz',
  type: 'articles',
  title: {
    en: 'der, ein or no article?',
    ua: 'der, ein чи без артикля?',
    de: 'der, ein oder kein Artikel?',
    ru: 'der, ein или без артикля?',
    be: 'der, ein ці без артыкля?',
    tr: 'der mi, ein mi, artikelsiz mi?',
    pl: 'der, ein czy bez rodzajnika?',
    es: '¿der, ein o sin artículo?',
  },
  descr: {
    en: 'Decide when to use the definite article, the indefinite article or no article at all.',
    ua: 'Вирішуйте, коли потрібен означений артикль, неозначений артикль або жодного.',
    de: 'Entscheide, wann du den bestimmten, den unbestimmten oder keinen Artikel brauchst.',
    ru: 'Решайте, когда нужен определённый артикль, неопределённый артикль или никакого.',
    be: 'Вырашайце, калі патрэбны азначальны артыкль, неазначальны артыкль ці ніякага.',
    tr: 'Belirli artikelin, belirsiz artikelin ya da hiç artikel olmamasının ne zaman gerektiğine karar verin.',
    pl: 'Zdecyduj, kiedy potrzebny jest rodzajnik określony, kiedy nieokreślony, a kiedy żaden.',
    es: 'Decide cuándo se usa el artículo determinado, el indeterminado o ningún artículo.',
  },
  rules: {
    en: [
      {
        heading: 'The definite article: der, die, das',
        paragraphs: [
          'Use der, die, das when the listener knows which thing you mean: it was mentioned before, it is clear from the situation, or there is only one (die Sonne, die Hauptstadt).',
        ],
        examples: [
          { de: 'Ich habe einen Hund. Der Hund heißt Bello.', tr: 'I have a dog. The dog is called Bello.' },
          { de: 'Mach bitte die Tür zu.', tr: 'Please close the door.' },
        ],
      },
      {
        heading: 'The indefinite article: ein, eine',
        paragraphs: [
          'Use ein, eine for something new or not specific: when you mention it for the first time, when you say what something is, and after es gibt.',
          'ein has no plural. In the plural there is no article: ein Kind – Kinder.',
        ],
        table: {
          caption: 'Forms in the nominative and the accusative',
          head: ['Article', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
          rows: FORM_ROWS,
        },
        examples: [{ de: 'Gibt es hier einen Supermarkt?', tr: 'Is there a supermarket here?' }],
      },
      {
        heading: 'No article',
        paragraphs: [
          'Use no article with names (Anna), most countries and cities (Spanien, Berlin), languages (Deutsch), jobs after sein (Ich bin Lehrerin), things you cannot count when you speak in general (Kaffee, Milch, Obst), plural nouns in general (Ich mag Katzen) and fixed phrases like Hunger haben, Zeit haben, Fußball spielen.',
        ],
        examples: [
          { de: 'Ich trinke gern Kaffee.', tr: 'I like drinking coffee.' },
          { de: 'Sie kommt aus Spanien.', tr: 'She comes from Spain.' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'Some countries have an article: die Schweiz, die Türkei, die USA. Then you say: in der Schweiz, aus der Türkei.',
          'No ein with a job after sein: Ich bin Lehrer, not "Ich bin ein Lehrer". With an adjective, ein comes back: Er ist ein guter Lehrer.',
          'After the first mention, ein changes to der, die, das: ein Hund → der Hund.',
        ],
        examples: [{ de: 'Wir wohnen in der Schweiz.', tr: 'We live in Switzerland.' }],
      },
    ],
    ua: [
      {
        heading: 'Означений артикль: der, die, das',
        paragraphs: [
          'Вживайте der, die, das, коли співрозмовник знає, про що саме йдеться: про це вже говорили, це зрозуміло із ситуації або воно єдине (die Sonne, die Hauptstadt).',
        ],
        examples: [
          { de: 'Ich habe einen Hund. Der Hund heißt Bello.', tr: 'У мене є собака. Собаку звати Bello.' },
          { de: 'Mach bitte die Tür zu.', tr: 'Зачини, будь ласка, двері.' },
        ],
      },
      {
        heading: 'Неозначений артикль: ein, eine',
        paragraphs: [
          'Вживайте ein, eine для чогось нового або неконкретного: коли згадуєте щось уперше, коли кажете, що це таке, і після es gibt.',
          'ein не має множини. У множині артикля немає: ein Kind – Kinder.',
        ],
        table: {
          caption: 'Форми в називному та знахідному відмінках',
          head: ['Артикль', 'Чоловічий рід', 'Жіночий рід', 'Середній рід', 'Множина'],
          rows: FORM_ROWS,
        },
        examples: [{ de: 'Gibt es hier einen Supermarkt?', tr: 'Тут є супермаркет?' }],
      },
      {
        heading: 'Без артикля',
        paragraphs: [
          'Артикль не вживають з іменами (Anna), з більшістю країн і міст (Spanien, Berlin), з мовами (Deutsch), з професіями після sein (Ich bin Lehrerin), з незлічуваними речами, коли говорять загалом (Kaffee, Milch, Obst), з іменниками в множині в загальному значенні (Ich mag Katzen) і в сталих виразах на кшталт Hunger haben, Zeit haben, Fußball spielen.',
        ],
        examples: [
          { de: 'Ich trinke gern Kaffee.', tr: 'Я люблю пити каву.' },
          { de: 'Sie kommt aus Spanien.', tr: 'Вона з Іспанії.' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Деякі країни мають артикль: die Schweiz, die Türkei, die USA. Тоді кажуть: in der Schweiz, aus der Türkei.',
          'Без ein з професією після sein: Ich bin Lehrer, а не «Ich bin ein Lehrer». З прикметником ein повертається: Er ist ein guter Lehrer.',
          'Після першої згадки ein змінюється на der, die, das: ein Hund → der Hund.',
        ],
        examples: [{ de: 'Wir wohnen in der Schweiz.', tr: 'Ми живемо у Швейцарії.' }],
      },
    ],
    de: [
      {
        heading: 'Der bestimmte Artikel: der, die, das',
        paragraphs: [
          'Nimm der, die, das, wenn der Hörer weiß, was du meinst: Du hast es schon genannt, es ist aus der Situation klar, oder es gibt es nur einmal (die Sonne, die Hauptstadt).',
        ],
        examples: [
          { de: 'Ich habe einen Hund. Der Hund heißt Bello.', tr: 'zuerst einen Hund, dann der Hund' },
          { de: 'Mach bitte die Tür zu.', tr: 'die Tür hier im Zimmer: Alle kennen sie.' },
        ],
      },
      {
        heading: 'Der unbestimmte Artikel: ein, eine',
        paragraphs: [
          'Nimm ein, eine für etwas Neues oder nicht Bestimmtes: wenn du es zum ersten Mal nennst, wenn du sagst, was etwas ist, und nach es gibt.',
          'Zu ein gibt es keinen Plural. Im Plural steht kein Artikel: ein Kind – Kinder.',
        ],
        table: {
          caption: 'Formen im Nominativ und im Akkusativ',
          head: ['Artikel', 'maskulin', 'feminin', 'neutral', 'Plural'],
          rows: FORM_ROWS,
        },
        examples: [{ de: 'Gibt es hier einen Supermarkt?', tr: 'irgendein Supermarkt: unbestimmt' }],
      },
      {
        heading: 'Kein Artikel',
        paragraphs: [
          'Keinen Artikel haben Namen (Anna), die meisten Länder und Städte (Spanien, Berlin), Sprachen (Deutsch), Berufe nach sein (Ich bin Lehrerin), Dinge, die man nicht zählen kann, wenn man allgemein spricht (Kaffee, Milch, Obst), Nomen im Plural, wenn man allgemein spricht (Ich mag Katzen), und feste Ausdrücke wie Hunger haben, Zeit haben, Fußball spielen.',
        ],
        examples: [
          { de: 'Ich trinke gern Kaffee.', tr: 'Kaffee allgemein: kein Artikel' },
          { de: 'Sie kommt aus Spanien.', tr: 'Land ohne Artikel: Spanien' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Einige Länder haben einen Artikel: die Schweiz, die Türkei, die USA. Dann sagt man: in der Schweiz, aus der Türkei.',
          'Kein ein bei Berufen nach sein: Ich bin Lehrer, nicht „Ich bin ein Lehrer“. Mit Adjektiv steht ein wieder: Er ist ein guter Lehrer.',
          'Nach der ersten Nennung wird aus ein der, die, das: ein Hund → der Hund.',
        ],
        examples: [{ de: 'Wir wohnen in der Schweiz.', tr: 'die Schweiz → in der Schweiz' }],
      },
    ],
    ru: [
      {
        heading: 'Определённый артикль: der, die, das',
        paragraphs: [
          'Используйте der, die, das, когда собеседник знает, о чём именно идёт речь: об этом уже говорили, это понятно из ситуации или это единственное в своём роде (die Sonne, die Hauptstadt).',
        ],
        examples: [
          { de: 'Ich habe einen Hund. Der Hund heißt Bello.', tr: 'У меня есть собака. Собаку зовут Bello.' },
          { de: 'Mach bitte die Tür zu.', tr: 'Закрой, пожалуйста, дверь.' },
        ],
      },
      {
        heading: 'Неопределённый артикль: ein, eine',
        paragraphs: [
          'Используйте ein, eine для чего-то нового или неопределённого: когда упоминаете что-то впервые, когда говорите, что это такое, и после es gibt.',
          'У ein нет множественного числа. Во множественном числе артикля нет: ein Kind – Kinder.',
        ],
        table: {
          caption: 'Формы в именительном и винительном падежах',
          head: ['Артикль', 'Мужской род', 'Женский род', 'Средний род', 'Множественное число'],
          rows: FORM_ROWS,
        },
        examples: [{ de: 'Gibt es hier einen Supermarkt?', tr: 'Здесь есть супермаркет?' }],
      },
      {
        heading: 'Без артикля',
        paragraphs: [
          'Артикль не используют с именами (Anna), с большинством стран и городов (Spanien, Berlin), с языками (Deutsch), с профессиями после sein (Ich bin Lehrerin), с неисчисляемыми вещами, когда говорят в общем (Kaffee, Milch, Obst), с существительными во множественном числе в общем значении (Ich mag Katzen) и в устойчивых выражениях вроде Hunger haben, Zeit haben, Fußball spielen.',
        ],
        examples: [
          { de: 'Ich trinke gern Kaffee.', tr: 'Я люблю пить кофе.' },
          { de: 'Sie kommt aus Spanien.', tr: 'Она из Испании.' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'У некоторых стран есть артикль: die Schweiz, die Türkei, die USA. Тогда говорят: in der Schweiz, aus der Türkei.',
          'Без ein с профессией после sein: Ich bin Lehrer, а не «Ich bin ein Lehrer». С прилагательным ein возвращается: Er ist ein guter Lehrer.',
          'После первого упоминания ein меняется на der, die, das: ein Hund → der Hund.',
        ],
        examples: [{ de: 'Wir wohnen in der Schweiz.', tr: 'Мы живём в Швейцарии.' }],
      },
    ],
    be: [
      {
        heading: 'Азначальны артыкль: der, die, das',
        paragraphs: [
          'Ужывайце der, die, das, калі суразмоўца ведае, пра што менавіта ідзе гаворка: пра гэта ўжо казалі, гэта зразумела з сітуацыі або яно адзінае (die Sonne, die Hauptstadt).',
        ],
        examples: [
          { de: 'Ich habe einen Hund. Der Hund heißt Bello.', tr: 'У мяне ёсць сабака. Сабаку завуць Bello.' },
          { de: 'Mach bitte die Tür zu.', tr: 'Зачыні, калі ласка, дзверы.' },
        ],
      },
      {
        heading: 'Неазначальны артыкль: ein, eine',
        paragraphs: [
          'Ужывайце ein, eine для чагосьці новага або неканкрэтнага: калі згадваеце нешта ўпершыню, калі кажаце, што гэта такое, і пасля es gibt.',
          'ein не мае множнага ліку. У множным ліку артыкля няма: ein Kind – Kinder.',
        ],
        table: {
          caption: 'Формы ў назоўным і вінавальным склонах',
          head: ['Артыкль', 'Мужчынскі род', 'Жаночы род', 'Ніякі род', 'Множны лік'],
          rows: FORM_ROWS,
        },
        examples: [{ de: 'Gibt es hier einen Supermarkt?', tr: 'Тут ёсць супермаркет?' }],
      },
      {
        heading: 'Без артыкля',
        paragraphs: [
          'Артыкль не ўжываюць з імёнамі (Anna), з большасцю краін і гарадоў (Spanien, Berlin), з мовамі (Deutsch), з прафесіямі пасля sein (Ich bin Lehrerin), з незлічальнымі рэчамі, калі гавораць увогуле (Kaffee, Milch, Obst), з назоўнікамі ў множным ліку ў агульным значэнні (Ich mag Katzen) і ва ўстойлівых выразах накшталт Hunger haben, Zeit haben, Fußball spielen.',
        ],
        examples: [
          { de: 'Ich trinke gern Kaffee.', tr: 'Я люблю піць каву.' },
          { de: 'Sie kommt aus Spanien.', tr: 'Яна з Іспаніі.' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Некаторыя краіны маюць артыкль: die Schweiz, die Türkei, die USA. Тады кажуць: in der Schweiz, aus der Türkei.',
          'Без ein з прафесіяй пасля sein: Ich bin Lehrer, а не «Ich bin ein Lehrer». З прыметнікам ein вяртаецца: Er ist ein guter Lehrer.',
          'Пасля першай згадкі ein мяняецца на der, die, das: ein Hund → der Hund.',
        ],
        examples: [{ de: 'Wir wohnen in der Schweiz.', tr: 'Мы жывём у Швейцарыі.' }],
      },
    ],
    tr: [
      {
        heading: 'Belirli artikel: der, die, das',
        paragraphs: [
          'Dinleyen kişi neyi kastettiğinizi biliyorsa der, die, das kullanın: o şeyden daha önce söz edilmiştir, durumdan anlaşılıyordur ya da ondan yalnızca bir tane vardır (die Sonne, die Hauptstadt).',
        ],
        examples: [
          { de: 'Ich habe einen Hund. Der Hund heißt Bello.', tr: 'Bir köpeğim var. Köpeğin adı Bello.' },
          { de: 'Mach bitte die Tür zu.', tr: 'Lütfen kapıyı kapat.' },
        ],
      },
      {
        heading: 'Belirsiz artikel: ein, eine',
        paragraphs: [
          'Yeni ya da belirli olmayan bir şey için ein, eine kullanın: ondan ilk kez söz ettiğinizde, bir şeyin ne olduğunu söylediğinizde ve es gibt’ten sonra.',
          'ein kelimesinin çoğulu yoktur. Çoğulda artikel kullanılmaz: ein Kind – Kinder.',
        ],
        table: {
          caption: 'Yalın hâl ve belirtme hâlindeki biçimler',
          head: ['Artikel', 'Eril', 'Dişil', 'Nötr', 'Çoğul'],
          rows: FORM_ROWS,
        },
        examples: [{ de: 'Gibt es hier einen Supermarkt?', tr: 'Burada bir süpermarket var mı?' }],
      },
      {
        heading: 'Artikelsiz',
        paragraphs: [
          'Şunlarda artikel kullanılmaz: kişi adları (Anna), çoğu ülke ve şehir (Spanien, Berlin), diller (Deutsch), sein fiilinden sonra meslekler (Ich bin Lehrerin), genel olarak konuşurken sayılamayan şeyler (Kaffee, Milch, Obst), genel anlamda çoğul isimler (Ich mag Katzen) ve Hunger haben, Zeit haben, Fußball spielen gibi kalıplaşmış ifadeler.',
        ],
        examples: [
          { de: 'Ich trinke gern Kaffee.', tr: 'Kahve içmeyi severim.' },
          { de: 'Sie kommt aus Spanien.', tr: 'O, İspanya’dan geliyor.' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'Bazı ülkelerin artikeli vardır: die Schweiz, die Türkei, die USA. O zaman şöyle denir: in der Schweiz, aus der Türkei.',
          'sein fiilinden sonra meslekle ein kullanılmaz: Ich bin Lehrer, "Ich bin ein Lehrer" değil. Sıfat varsa ein geri gelir: Er ist ein guter Lehrer.',
          'İlk söz edildikten sonra ein yerine der, die, das gelir: ein Hund → der Hund.',
        ],
        examples: [{ de: 'Wir wohnen in der Schweiz.', tr: 'İsviçre’de yaşıyoruz.' }],
      },
    ],
    pl: [
      {
        heading: 'Rodzajnik określony: der, die, das',
        paragraphs: [
          'Używaj der, die, das, gdy rozmówca wie, o co dokładnie chodzi: już o tym mówiono, wynika to z sytuacji albo jest to coś jedynego (die Sonne, die Hauptstadt).',
        ],
        examples: [
          { de: 'Ich habe einen Hund. Der Hund heißt Bello.', tr: 'Mam psa. Pies ma na imię Bello.' },
          { de: 'Mach bitte die Tür zu.', tr: 'Zamknij, proszę, drzwi.' },
        ],
      },
      {
        heading: 'Rodzajnik nieokreślony: ein, eine',
        paragraphs: [
          'Używaj ein, eine dla czegoś nowego lub nieokreślonego: gdy wspominasz o czymś pierwszy raz, gdy mówisz, czym coś jest, i po es gibt.',
          'ein nie ma liczby mnogiej. W liczbie mnogiej nie ma rodzajnika: ein Kind – Kinder.',
        ],
        table: {
          caption: 'Formy w mianowniku i bierniku',
          head: ['Rodzajnik', 'Rodzaj męski', 'Rodzaj żeński', 'Rodzaj nijaki', 'Liczba mnoga'],
          rows: FORM_ROWS,
        },
        examples: [{ de: 'Gibt es hier einen Supermarkt?', tr: 'Czy jest tu jakiś supermarket?' }],
      },
      {
        heading: 'Bez rodzajnika',
        paragraphs: [
          'Rodzajnika nie używa się z imionami (Anna), z większością krajów i miast (Spanien, Berlin), z językami (Deutsch), z zawodami po sein (Ich bin Lehrerin), z rzeczami niepoliczalnymi, gdy mówimy ogólnie (Kaffee, Milch, Obst), z rzeczownikami w liczbie mnogiej w znaczeniu ogólnym (Ich mag Katzen) oraz w stałych wyrażeniach, takich jak Hunger haben, Zeit haben, Fußball spielen.',
        ],
        examples: [
          { de: 'Ich trinke gern Kaffee.', tr: 'Lubię pić kawę.' },
          { de: 'Sie kommt aus Spanien.', tr: 'Ona pochodzi z Hiszpanii.' },
        ],
      },
      {
        heading: 'Częste błędy',
        paragraphs: [
          'Niektóre kraje mają rodzajnik: die Schweiz, die Türkei, die USA. Wtedy mówi się: in der Schweiz, aus der Türkei.',
          'Bez ein przy zawodzie po sein: Ich bin Lehrer, a nie „Ich bin ein Lehrer”. Z przymiotnikiem ein wraca: Er ist ein guter Lehrer.',
          'Po pierwszym wspomnieniu ein zmienia się na der, die, das: ein Hund → der Hund.',
        ],
        examples: [{ de: 'Wir wohnen in der Schweiz.', tr: 'Mieszkamy w Szwajcarii.' }],
      },
    ],
    es: [
      {
        heading: 'El artículo determinado: der, die, das',
        paragraphs: [
          'Usa der, die, das cuando quien escucha sabe de qué cosa hablas: ya se ha mencionado, está claro por la situación o solo hay una (die Sonne, die Hauptstadt).',
        ],
        examples: [
          { de: 'Ich habe einen Hund. Der Hund heißt Bello.', tr: 'Tengo un perro. El perro se llama Bello.' },
          { de: 'Mach bitte die Tür zu.', tr: 'Cierra la puerta, por favor.' },
        ],
      },
      {
        heading: 'El artículo indeterminado: ein, eine',
        paragraphs: [
          'Usa ein, eine para algo nuevo o no concreto: cuando lo mencionas por primera vez, cuando dices qué es algo y después de es gibt.',
          'ein no tiene plural. En plural no hay artículo: ein Kind – Kinder.',
        ],
        table: {
          caption: 'Formas en nominativo y acusativo',
          head: ['Artículo', 'Masculino', 'Femenino', 'Neutro', 'Plural'],
          rows: FORM_ROWS,
        },
        examples: [{ de: 'Gibt es hier einen Supermarkt?', tr: '¿Hay un supermercado por aquí?' }],
      },
      {
        heading: 'Sin artículo',
        paragraphs: [
          'No se usa artículo con nombres de persona (Anna), con la mayoría de los países y ciudades (Spanien, Berlin), con idiomas (Deutsch), con profesiones después de sein (Ich bin Lehrerin), con cosas incontables cuando se habla en general (Kaffee, Milch, Obst), con sustantivos en plural en sentido general (Ich mag Katzen) y en expresiones fijas como Hunger haben, Zeit haben, Fußball spielen.',
        ],
        examples: [
          { de: 'Ich trinke gern Kaffee.', tr: 'Me gusta tomar café.' },
          { de: 'Sie kommt aus Spanien.', tr: 'Ella es de España.' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'Algunos países llevan artículo: die Schweiz, die Türkei, die USA. Entonces se dice: in der Schweiz, aus der Türkei.',
          'Sin ein con una profesión después de sein: Ich bin Lehrer, no «Ich bin ein Lehrer». Con un adjetivo, ein vuelve: Er ist ein guter Lehrer.',
          'Después de la primera mención, ein pasa a der, die, das: ein Hund → der Hund.',
        ],
        examples: [{ de: 'Wir wohnen in der Schweiz.', tr: 'Vivimos en Suiza.' }],
      },
    ],
  },
  practice: {
    kind: 'choice',
    variants: ['bestimmter Artikel', 'unbestimmter Artikel', 'kein Artikel'],
    questions: [
      { question: 'Hast du ___ Bruder? (den / einen / –)', answer: 'unbestimmter Artikel', explanation: { en: 'You ask whether there is a brother at all, not about a known one: einen Bruder.', ua: 'Питаємо, чи брат узагалі є, а не про відомого брата: einen Bruder.', de: 'Man fragt, ob es überhaupt einen Bruder gibt, nicht nach einem bekannten: einen Bruder.', ru: 'Спрашиваем, есть ли брат вообще, а не об известном брате: einen Bruder.', be: 'Пытаемся, ці ёсць брат наогул, а не пра вядомага брата: einen Bruder.', tr: 'Bilinen bir kardeşi değil, kardeş olup olmadığını soruyorsunuz: einen Bruder.', pl: 'Pytasz, czy w ogóle jest brat, a nie o znanego brata: einen Bruder.', es: 'Preguntas si hay un hermano, no por uno conocido: einen Bruder.' } },
      { question: 'Ich trinke jeden Tag viel ___ Kaffee. (den / einen / –)', answer: 'kein Artikel', explanation: { en: 'An amount (viel) of a drink, which you cannot count: no article.', ua: 'Кількість (viel) напою, який не можна порахувати: без артикля.', de: 'Eine Menge (viel) von einem Getränk, das man nicht zählen kann: kein Artikel.', ru: 'Количество (viel) напитка, который нельзя посчитать: без артикля.', be: 'Колькасць (viel) напою, які нельга палічыць: без артыкля.', tr: 'Sayılamayan bir içeceğin miktarı (viel): artikel yok.', pl: 'Ilość (viel) napoju, którego nie da się policzyć: bez rodzajnika.', es: 'Una cantidad (viel) de una bebida, que no se puede contar: sin artículo.' } },
      { question: 'Ich habe einen Hund. ___ Hund heißt Bello. (Der / Ein / –)', answer: 'bestimmter Artikel', explanation: { en: 'The dog was mentioned before, so it is known: der Hund.', ua: 'Пса вже згадали раніше, тож він відомий: der Hund.', de: 'Der Hund wurde schon genannt, er ist also bekannt: der Hund.', ru: 'Собаку уже упоминали, значит, она известна: der Hund.', be: 'Сабаку ўжо згадвалі, таму ён вядомы: der Hund.', tr: 'Köpekten daha önce söz edildi, yani biliniyor: der Hund.', pl: 'O psie już wspomniano, więc jest znany: der Hund.', es: 'El perro ya se mencionó antes, así que es conocido: der Hund.' } },
      { question: 'Ich sehe ___ Frau, aber ich kenne sie nicht. (die / eine / –)', answer: 'unbestimmter Artikel', explanation: { en: 'A woman you do not know, mentioned for the first time: eine Frau.', ua: 'Незнайома жінка, про яку говорять уперше: eine Frau.', de: 'Eine unbekannte Frau, zum ersten Mal genannt: eine Frau.', ru: 'Незнакомая женщина, о которой говорят впервые: eine Frau.', be: 'Незнаёмая жанчына, пра якую кажуць упершыню: eine Frau.', tr: 'Tanımadığınız ve ilk kez söz edilen bir kadın: eine Frau.', pl: 'Nieznajoma kobieta, wspomniana po raz pierwszy: eine Frau.', es: 'Una mujer que no conoces, mencionada por primera vez: eine Frau.' } },
      { question: '___ Sonne scheint heute. (Die / Eine / –)', answer: 'bestimmter Artikel', explanation: { en: 'There is only one sun: die Sonne.', ua: 'Сонце лише одне: die Sonne.', de: 'Es gibt nur eine Sonne: die Sonne.', ru: 'Солнце только одно: die Sonne.', be: 'Сонца толькі адно: die Sonne.', tr: 'Yalnızca bir güneş var: die Sonne.', pl: 'Jest tylko jedno słońce: die Sonne.', es: 'Solo hay un sol: die Sonne.' } },
      { question: 'Ich bin ___ Lehrerin. (die / eine / –)', answer: 'kein Artikel', explanation: { en: 'A job after sein takes no article: Ich bin Lehrerin.', ua: 'Професія після sein уживається без артикля: Ich bin Lehrerin.', de: 'Einen Beruf nach sein sagt man ohne Artikel: Ich bin Lehrerin.', ru: 'Профессия после sein употребляется без артикля: Ich bin Lehrerin.', be: 'Прафесія пасля sein ужываецца без артыкля: Ich bin Lehrerin.', tr: 'sein fiilinden sonra meslek artikelsiz kullanılır: Ich bin Lehrerin.', pl: 'Zawód po sein występuje bez rodzajnika: Ich bin Lehrerin.', es: 'Una profesión después de sein va sin artículo: Ich bin Lehrerin.' } },
      { question: 'Er kommt aus ___ Spanien. (dem / einem / –)', answer: 'kein Artikel', explanation: { en: 'Most countries have no article: aus Spanien.', ua: 'Більшість країн уживаються без артикля: aus Spanien.', de: 'Die meisten Länder haben keinen Artikel: aus Spanien.', ru: 'Большинство стран употребляются без артикля: aus Spanien.', be: 'Большасць краін ужываюцца без артыкля: aus Spanien.', tr: 'Çoğu ülke adı artikelsizdir: aus Spanien.', pl: 'Większość krajów nie ma rodzajnika: aus Spanien.', es: 'La mayoría de los países no llevan artículo: aus Spanien.' } },
      { question: 'Wir wohnen in ___ Schweiz. (der / einer / –)', answer: 'bestimmter Artikel', explanation: { en: 'Some countries have an article: die Schweiz, in der Schweiz.', ua: 'Деякі країни мають артикль: die Schweiz, in der Schweiz.', de: 'Manche Länder haben einen Artikel: die Schweiz, in der Schweiz.', ru: 'Некоторые страны употребляются с артиклем: die Schweiz, in der Schweiz.', be: 'Некаторыя краіны маюць артыкль: die Schweiz, in der Schweiz.', tr: 'Bazı ülke adlarının artikeli vardır: die Schweiz, in der Schweiz.', pl: 'Niektóre kraje mają rodzajnik: die Schweiz, in der Schweiz.', es: 'Algunos países llevan artículo: die Schweiz, in der Schweiz.' } },
      { question: 'Sie heißt ___ Anna. (die / eine / –)', answer: 'kein Artikel', explanation: { en: 'Names take no article.', ua: 'Імена вживаються без артикля.', de: 'Namen stehen ohne Artikel.', ru: 'Имена употребляются без артикля.', be: 'Імёны ўжываюцца без артыкля.', tr: 'İsimler artikelsiz kullanılır.', pl: 'Imiona występują bez rodzajnika.', es: 'Los nombres van sin artículo.' } },
      { question: 'Ich lerne ___ Deutsch. (das / ein / –)', answer: 'kein Artikel', explanation: { en: 'Languages take no article: Ich lerne Deutsch.', ua: 'Назви мов уживаються без артикля: Ich lerne Deutsch.', de: 'Sprachen stehen hier ohne Artikel: Ich lerne Deutsch.', ru: 'Названия языков употребляются без артикля: Ich lerne Deutsch.', be: 'Назвы моў ужываюцца без артыкля: Ich lerne Deutsch.', tr: 'Dil adları artikelsiz kullanılır: Ich lerne Deutsch.', pl: 'Nazwy języków występują bez rodzajnika: Ich lerne Deutsch.', es: 'Los idiomas van sin artículo: Ich lerne Deutsch.' } },
      { question: 'Mach bitte ___ Tür zu. (die / eine / –)', answer: 'bestimmter Artikel', explanation: { en: 'Everyone knows which door: the door of this room.', ua: 'Усі знають, які двері: двері цієї кімнати.', de: 'Alle wissen, welche Tür gemeint ist: die Tür von diesem Zimmer.', ru: 'Все знают, какая дверь: дверь этой комнаты.', be: 'Усе ведаюць, якія дзверы: дзверы гэтага пакоя.', tr: 'Herkes hangi kapının kastedildiğini biliyor: bu odanın kapısı.', pl: 'Wszyscy wiedzą, które drzwi: drzwi tego pokoju.', es: 'Todos saben qué puerta: la puerta de esta habitación.' } },
      { question: 'Was ist das? – Das ist ___ Stift. (der / ein / –)', answer: 'unbestimmter Artikel', explanation: { en: 'You say what something is: ein Stift.', ua: 'Ви називаєте, що це за предмет: ein Stift.', de: 'Man sagt, was etwas ist: ein Stift.', ru: 'Вы называете, что это за предмет: ein Stift.', be: 'Вы называеце, што гэта за рэч: ein Stift.', tr: 'Bir şeyin ne olduğunu söylüyorsunuz: ein Stift.', pl: 'Mówisz, czym coś jest: ein Stift.', es: 'Dices qué es algo: ein Stift.' } },
      { question: 'Es gibt hier ___ Problem. (das / ein / –)', answer: 'unbestimmter Artikel', explanation: { en: 'After es gibt something new takes ein: ein Problem.', ua: 'Після es gibt щось нове вживається з ein: ein Problem.', de: 'Nach es gibt steht etwas Neues mit ein: ein Problem.', ru: 'После es gibt что-то новое употребляется с ein: ein Problem.', be: 'Пасля es gibt нешта новае ўжываецца з ein: ein Problem.', tr: 'es gibt’ten sonra yeni bir şey ein ile gelir: ein Problem.', pl: 'Po es gibt coś nowego występuje z ein: ein Problem.', es: 'Después de es gibt, algo nuevo lleva ein: ein Problem.' } },
      { question: 'Ich habe ___ Hunger. (den / einen / –)', answer: 'kein Artikel', explanation: { en: 'A fixed phrase without an article: Hunger haben.', ua: 'Сталий вислів без артикля: Hunger haben.', de: 'Eine feste Wendung ohne Artikel: Hunger haben.', ru: 'Устойчивое выражение без артикля: Hunger haben.', be: 'Устойлівы выраз без артыкля: Hunger haben.', tr: 'Artikelsiz kalıp bir ifade: Hunger haben.', pl: 'Stałe wyrażenie bez rodzajnika: Hunger haben.', es: 'Una expresión fija sin artículo: Hunger haben.' } },
      { question: 'Wo ist ___ Bahnhof, bitte? (der / ein / –)', answer: 'bestimmter Artikel', explanation: { en: 'The station of this town: a known place, der Bahnhof.', ua: 'Вокзал цього міста — відоме місце: der Bahnhof.', de: 'Der Bahnhof von dieser Stadt ist ein bekannter Ort: der Bahnhof.', ru: 'Вокзал этого города — известное место: der Bahnhof.', be: 'Вакзал гэтага горада — вядомае месца: der Bahnhof.', tr: 'Bu şehrin istasyonu, bilinen bir yer: der Bahnhof.', pl: 'Dworzec tego miasta to znane miejsce: der Bahnhof.', es: 'La estación de esta ciudad es un lugar conocido: der Bahnhof.' } },
      { question: 'Gibt es hier ___ Supermarkt? (den / einen / –)', answer: 'unbestimmter Artikel', explanation: { en: 'Any supermarket, not a known one: einen Supermarkt.', ua: 'Будь-який супермаркет, а не відомий: einen Supermarkt.', de: 'Irgendein Supermarkt, kein bekannter: einen Supermarkt.', ru: 'Любой супермаркет, а не известный: einen Supermarkt.', be: 'Любы супермаркет, а не вядомы: einen Supermarkt.', tr: 'Bilinen değil, herhangi bir süpermarket: einen Supermarkt.', pl: 'Dowolny supermarket, a nie znany: einen Supermarkt.', es: 'Cualquier supermercado, no uno conocido: einen Supermarkt.' } },
      { question: 'Er spielt gern ___ Fußball. (den / einen / –)', answer: 'kein Artikel', explanation: { en: 'Sports take no article: Fußball spielen.', ua: 'Види спорту вживаються без артикля: Fußball spielen.', de: 'Sportarten stehen ohne Artikel: Fußball spielen.', ru: 'Виды спорта употребляются без артикля: Fußball spielen.', be: 'Віды спорту ўжываюцца без артыкля: Fußball spielen.', tr: 'Spor adları artikelsiz kullanılır: Fußball spielen.', pl: 'Dyscypliny sportu występują bez rodzajnika: Fußball spielen.', es: 'Los deportes van sin artículo: Fußball spielen.' } },
      { question: 'Wie heißt ___ Hauptstadt von Deutschland? (die / eine / –)', answer: 'bestimmter Artikel', explanation: { en: 'Germany has only one capital: die Hauptstadt.', ua: 'У Німеччини лише одна столиця: die Hauptstadt.', de: 'Deutschland hat nur eine Hauptstadt: die Hauptstadt.', ru: 'У Германии только одна столица: die Hauptstadt.', be: 'У Германіі толькі адна сталіца: die Hauptstadt.', tr: 'Almanya’nın tek bir başkenti var: die Hauptstadt.', pl: 'Niemcy mają tylko jedną stolicę: die Hauptstadt.', es: 'Alemania tiene solo una capital: die Hauptstadt.' } },
      { question: 'Ich suche ___ Wohnung in Berlin. (die / eine / –)', answer: 'unbestimmter Artikel', explanation: { en: 'Any flat, not a specific one: eine Wohnung.', ua: 'Будь-яка квартира, а не конкретна: eine Wohnung.', de: 'Irgendeine Wohnung, keine bestimmte: eine Wohnung.', ru: 'Любая квартира, а не конкретная: eine Wohnung.', be: 'Любая кватэра, а не канкрэтная: eine Wohnung.', tr: 'Belirli değil, herhangi bir daire: eine Wohnung.', pl: 'Dowolne mieszkanie, a nie konkretne: eine Wohnung.', es: 'Cualquier piso, no uno concreto: eine Wohnung.' } },
      { question: 'Wir haben ___ Zeit. (die / eine / –)', answer: 'kein Artikel', explanation: { en: 'A fixed phrase without an article: Zeit haben.', ua: 'Сталий вислів без артикля: Zeit haben.', de: 'Eine feste Wendung ohne Artikel: Zeit haben.', ru: 'Устойчивое выражение без артикля: Zeit haben.', be: 'Устойлівы выраз без артыкля: Zeit haben.', tr: 'Artikelsiz kalıp bir ifade: Zeit haben.', pl: 'Stałe wyrażenie bez rodzajnika: Zeit haben.', es: 'Una expresión fija sin artículo: Zeit haben.' } },
      { question: 'Meine Schwester wohnt in ___ Türkei. (der / einer / –)', answer: 'bestimmter Artikel', explanation: { en: 'die Türkei has an article: in der Türkei.', ua: 'Назва die Türkei вживається з артиклем: in der Türkei.', de: 'Türkei steht mit Artikel: die Türkei, in der Türkei.', ru: 'Название die Türkei употребляется с артиклем: in der Türkei.', be: 'Назва die Türkei ўжываецца з артыклем: in der Türkei.', tr: 'die Türkei artikelle kullanılır: in der Türkei.', pl: 'Nazwa die Türkei ma rodzajnik: in der Türkei.', es: 'die Türkei lleva artículo: in der Türkei.' } },
      { question: 'Ich habe Durst. Ich trinke ___ Glas Wasser. (das / ein / –)', answer: 'unbestimmter Artikel', explanation: { en: 'One glass, not a known one: ein Glas Wasser.', ua: 'Одна склянка, а не відома: ein Glas Wasser.', de: 'Ein Glas, kein bestimmtes: ein Glas Wasser.', ru: 'Один стакан, а не известный: ein Glas Wasser.', be: 'Адна шклянка, а не вядомая: ein Glas Wasser.', tr: 'Bilinen değil, herhangi bir bardak: ein Glas Wasser.', pl: 'Jedna szklanka, a nie znana: ein Glas Wasser.', es: 'Un vaso cualquiera, no uno conocido: ein Glas Wasser.' } },
      { question: 'Ich habe ein neues Auto. ___ Auto ist rot. (Das / Ein / –)', answer: 'bestimmter Artikel', explanation: { en: 'The car was mentioned before, so it is known: das Auto.', ua: 'Машину вже згадали раніше, тож вона відома: das Auto.', de: 'Das Auto wurde schon genannt, es ist also bekannt: das Auto.', ru: 'Машину уже упоминали, значит, она известна: das Auto.', be: 'Машыну ўжо згадвалі, таму яна вядомая: das Auto.', tr: 'Arabadan daha önce söz edildi, yani biliniyor: das Auto.', pl: 'O samochodzie już wspomniano, więc jest znany: das Auto.', es: 'El coche ya se mencionó antes, así que es conocido: das Auto.' } },
      { question: 'Ich esse gern ___ Obst. (das / ein / –)', answer: 'kein Artikel', explanation: { en: 'Food in general, which you cannot count: no article.', ua: 'Їжа загалом, яку не можна порахувати: без артикля.', de: 'Essen allgemein, das man nicht zählen kann: kein Artikel.', ru: 'Еда вообще, которую нельзя посчитать: без артикля.', be: 'Ежа наогул, якую нельга палічыць: без артыкля.', tr: 'Genel olarak sayılamayan bir yiyecek: artikel yok.', pl: 'Jedzenie ogólnie, którego nie da się policzyć: bez rodzajnika.', es: 'Comida en general, que no se puede contar: sin artículo.' } },
      { question: 'Ich habe ___ Idee! Wir gehen ins Kino. (die / eine / –)', answer: 'unbestimmter Artikel', explanation: { en: 'A new idea, mentioned for the first time: eine Idee.', ua: 'Нова ідея, про яку говорять уперше: eine Idee.', de: 'Eine neue Idee, zum ersten Mal genannt: eine Idee.', ru: 'Новая идея, о которой говорят впервые: eine Idee.', be: 'Новая ідэя, пра якую кажуць упершыню: eine Idee.', tr: 'İlk kez söz edilen yeni bir fikir: eine Idee.', pl: 'Nowy pomysł, wspomniany po raz pierwszy: eine Idee.', es: 'Una idea nueva, mencionada por primera vez: eine Idee.' } },
      { question: 'Meine Tochter spielt ___ Klavier. (das / ein / –)', answer: 'kein Artikel', explanation: { en: 'Playing an instrument, like a sport, takes no article: Klavier spielen.', ua: 'Гра на інструменті, як і спорт, уживається без артикля: Klavier spielen.', de: 'Ein Instrument spielen sagt man wie eine Sportart ohne Artikel: Klavier spielen.', ru: 'Игра на инструменте, как и спорт, употребляется без артикля: Klavier spielen.', be: 'Гульня на інструменце, як і спорт, ужываецца без артыкля: Klavier spielen.', tr: 'Bir çalgı çalmak, spor gibi artikelsiz söylenir: Klavier spielen.', pl: 'Gra na instrumencie, tak jak sport, występuje bez rodzajnika: Klavier spielen.', es: 'Tocar un instrumento, igual que un deporte, va sin artículo: Klavier spielen.' } },
      { question: 'Ich wohne in ___ Berlin. (dem / einem / –)', answer: 'kein Artikel', explanation: { en: 'Cities have no article: in Berlin.', ua: 'Міста вживаються без артикля: in Berlin.', de: 'Städte haben keinen Artikel: in Berlin.', ru: 'Города употребляются без артикля: in Berlin.', be: 'Гарады ўжываюцца без артыкля: in Berlin.', tr: 'Şehir adları artikelsizdir: in Berlin.', pl: 'Miasta nie mają rodzajnika: in Berlin.', es: 'Las ciudades no llevan artículo: in Berlin.' } },
      { question: 'Wer ist ___ Mann dort am Fenster? (der / ein / –)', answer: 'bestimmter Artikel', explanation: { en: 'You point to one particular man (dort am Fenster): der Mann.', ua: 'Ви показуєте на конкретного чоловіка (dort am Fenster): der Mann.', de: 'Man zeigt auf einen bestimmten Mann (dort am Fenster): der Mann.', ru: 'Вы показываете на конкретного мужчину (dort am Fenster): der Mann.', be: 'Вы паказваеце на пэўнага мужчыну (dort am Fenster): der Mann.', tr: 'Belirli bir adamı gösteriyorsunuz (dort am Fenster): der Mann.', pl: 'Wskazujesz konkretnego mężczyznę (dort am Fenster): der Mann.', es: 'Señalas a un hombre concreto (dort am Fenster): der Mann.' } },
      { question: 'Morgen ist ___ Montag. (der / ein / –)', answer: 'kein Artikel', explanation: { en: 'After sein a day of the week takes no article: Morgen ist Montag.', ua: 'Після sein день тижня вживається без артикля: Morgen ist Montag.', de: 'Nach sein steht ein Wochentag ohne Artikel: Morgen ist Montag.', ru: 'После sein день недели употребляется без артикля: Morgen ist Montag.', be: 'Пасля sein дзень тыдня ўжываецца без артыкля: Morgen ist Montag.', tr: 'sein fiilinden sonra haftanın günü artikelsiz kullanılır: Morgen ist Montag.', pl: 'Po sein dzień tygodnia występuje bez rodzajnika: Morgen ist Montag.', es: 'Después de sein, el día de la semana va sin artículo: Morgen ist Montag.' } },
      { question: 'Im Zimmer stehen ___ Bett und ein Tisch. (das / ein / –)', answer: 'unbestimmter Artikel', explanation: { en: 'You list things in the room for the first time: ein Bett, ein Tisch.', ua: 'Ви вперше перелічуєте речі в кімнаті: ein Bett, ein Tisch.', de: 'Man nennt die Dinge im Zimmer zum ersten Mal: ein Bett, ein Tisch.', ru: 'Вы впервые перечисляете вещи в комнате: ein Bett, ein Tisch.', be: 'Вы ўпершыню пералічваеце рэчы ў пакоі: ein Bett, ein Tisch.', tr: 'Odadaki eşyaları ilk kez sayıyorsunuz: ein Bett, ein Tisch.', pl: 'Po raz pierwszy wymieniasz rzeczy w pokoju: ein Bett, ein Tisch.', es: 'Enumeras por primera vez las cosas de la habitación: ein Bett, ein Tisch.' } },
    ],
  },
};

export default topic;
