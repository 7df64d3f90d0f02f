import type { A1Topic } from '../types';

/* German table cells, the same on every rules page. */
const REGULAR_ROWS = [
  ['klein', 'kleiner', 'am kleinsten'],
  ['schnell', 'schneller', 'am schnellsten'],
  ['billig', 'billiger', 'am billigsten'],
  ['heiß', 'heißer', 'am heißesten'],
];
const SPECIAL_ROWS = [
  ['alt', 'älter', 'am ältesten'],
  ['groß', 'größer', 'am größten'],
  ['jung', 'jünger', 'am jüngsten'],
  ['gut', 'besser', 'am besten'],
  ['viel', 'mehr', 'am meisten'],
  ['gern', 'lieber', 'am liebsten'],
];

const topic: A1Topic = {
  slug: 'adjective-comparison',
  type: 'adjectives',
  title: {
    en: 'Comparison of adjectives',
    ua: 'Ступені порівняння прикметників',
    de: 'Steigerung der Adjektive',
    ru: 'Степени сравнения прилагательных',
    be: 'Ступені параўнання прыметнікаў',
    tr: 'Sıfatlarda karşılaştırma',
    pl: 'Stopniowanie przymiotników',
    es: 'Comparación de los adjetivos',
  },
  descr: {
    en: 'Compare things with -er and als, and say what is best with am -sten.',
    ua: 'Порівнюйте за допомогою -er і als та кажіть, що найкраще, за допомогою am -sten.',
    de: 'Vergleiche mit -er und als und sage mit am -sten, was am besten ist.',
    ru: 'Сравнивайте с помощью -er и als и говорите, что лучше всего, с помощью am -sten.',
    be: 'Параўноўвайце з дапамогай -er і als і кажыце, што лепш за ўсё, з дапамогай am -sten.',
    tr: 'Şeyleri -er ve als ile karşılaştırın, en iyisini am -sten ile söyleyin.',
    pl: 'Porównuj za pomocą -er i als i mów, co jest najlepsze, za pomocą am -sten.',
    es: 'Compara cosas con -er y als y di qué es lo mejor con am -sten.',
  },
  rules: {
    en: [
      {
        heading: 'Three forms: Positiv, Komparativ, Superlativ',
        paragraphs: [
          'An adjective has three forms: the base form (Positiv), the comparative (Komparativ) and the superlative (Superlativ).',
          'The comparative adds -er: klein → kleiner. The superlative is am + adjective + -sten: am kleinsten. If the adjective ends in -t, -d, -s, -ß or -z, add -esten so that it is easy to say: am ältesten, am kürzesten.',
        ],
        table: {
          caption: 'Regular forms',
          head: ['Base form', 'Comparative', 'Superlative'],
          rows: REGULAR_ROWS,
        },
      },
      {
        heading: 'Comparing two things: als and so … wie',
        paragraphs: [
          'To say that two things are different, use the comparative + als: Der Zug ist schneller als der Bus. To say that they are the same, use so + base form + wie: Anna ist so groß wie Tom.',
        ],
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'My brother is older than me.' },
          { de: 'Anna ist so groß wie Tom.', tr: 'Anna is as tall as Tom.' },
        ],
      },
      {
        heading: 'The superlative: am … -sten',
        paragraphs: [
          'With am … -sten you say that something is the most of all in a group. It usually comes after sein or after another verb: Der Zug ist am schnellsten. Anna singt am besten.',
        ],
        examples: [{ de: 'Im Winter ist es am kältesten.', tr: 'It is coldest in winter.' }],
      },
      {
        heading: 'Umlaut and irregular forms',
        paragraphs: [
          'Many short adjectives with a, o or u take an umlaut: alt – älter – am ältesten, groß – größer – am größten, jung – jünger – am jüngsten.',
          'A few important words are irregular. Learn them by heart: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten, hoch – höher – am höchsten.',
        ],
        table: {
          caption: 'Umlaut and irregular forms',
          head: ['Base form', 'Comparative', 'Superlative'],
          rows: SPECIAL_ROWS,
        },
        examples: [{ de: 'Ich trinke lieber Tee als Kaffee.', tr: 'I prefer tea to coffee.' }],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'After the comparative use als, not wie: größer als, not "größer wie".',
          'Do not put mehr before an adjective: schöner, not "mehr schön".',
          'After sein the superlative needs am: Der Zug ist am schnellsten, not "Der Zug ist schnellsten".',
        ],
        examples: [{ de: 'Mein Handy ist neuer als dein Handy.', tr: 'My phone is newer than your phone.' }],
      },
    ],
    ua: [
      {
        heading: 'Три форми: Positiv, Komparativ, Superlativ',
        paragraphs: [
          'Прикметник має три форми: початкову (Positiv), вищий ступінь (Komparativ) і найвищий ступінь (Superlativ).',
          'Вищий ступінь утворюється додаванням -er: klein → kleiner. Найвищий ступінь — це am + прикметник + -sten: am kleinsten. Якщо прикметник закінчується на -t, -d, -s, -ß або -z, додають -esten, щоб було легше вимовляти: am ältesten, am kürzesten.',
        ],
        table: {
          caption: 'Правильні форми',
          head: ['Початкова форма', 'Вищий ступінь', 'Найвищий ступінь'],
          rows: REGULAR_ROWS,
        },
      },
      {
        heading: 'Порівняння двох речей: als і so … wie',
        paragraphs: [
          'Щоб сказати, що дві речі різні, вживайте вищий ступінь + als: Der Zug ist schneller als der Bus. Щоб сказати, що вони однакові, вживайте so + початкова форма + wie: Anna ist so groß wie Tom.',
        ],
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'Мій брат старший за мене.' },
          { de: 'Anna ist so groß wie Tom.', tr: 'Анна такого ж зросту, як Том.' },
        ],
      },
      {
        heading: 'Найвищий ступінь: am … -sten',
        paragraphs: [
          'За допомогою am … -sten кажуть, що щось є «най-» серед усіх у групі. Ця форма зазвичай стоїть після sein або після іншого дієслова: Der Zug ist am schnellsten. Anna singt am besten.',
        ],
        examples: [{ de: 'Im Winter ist es am kältesten.', tr: 'Узимку найхолодніше.' }],
      },
      {
        heading: 'Умлаут і неправильні форми',
        paragraphs: [
          'Багато коротких прикметників з a, o або u отримують умлаут: alt – älter – am ältesten, groß – größer – am größten, jung – jünger – am jüngsten.',
          'Кілька важливих слів мають неправильні форми. Їх треба вивчити напам’ять: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten, hoch – höher – am höchsten.',
        ],
        table: {
          caption: 'Умлаут і неправильні форми',
          head: ['Початкова форма', 'Вищий ступінь', 'Найвищий ступінь'],
          rows: SPECIAL_ROWS,
        },
        examples: [{ de: 'Ich trinke lieber Tee als Kaffee.', tr: 'Я більше люблю чай, ніж каву.' }],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Після вищого ступеня вживайте als, а не wie: größer als, а не «größer wie».',
          'Не ставте mehr перед прикметником: schöner, а не «mehr schön».',
          'Найвищий ступінь після sein потребує am: Der Zug ist am schnellsten, а не «Der Zug ist schnellsten».',
        ],
        examples: [{ de: 'Mein Handy ist neuer als dein Handy.', tr: 'Мій телефон новіший за твій.' }],
      },
    ],
    de: [
      {
        heading: 'Drei Formen: Positiv, Komparativ, Superlativ',
        paragraphs: [
          'Ein Adjektiv hat drei Formen: die Grundform (Positiv), den Komparativ und den Superlativ.',
          'Den Komparativ bildet man mit -er: klein → kleiner. Der Superlativ ist am + Adjektiv + -sten: am kleinsten. Endet das Adjektiv auf -t, -d, -s, -ß oder -z, kommt -esten dazu, damit man es gut sprechen kann: am ältesten, am kürzesten.',
        ],
        table: {
          caption: 'Regelmäßige Formen',
          head: ['Positiv', 'Komparativ', 'Superlativ'],
          rows: REGULAR_ROWS,
        },
      },
      {
        heading: 'Zwei Dinge vergleichen: als und so … wie',
        paragraphs: [
          'Sind zwei Dinge verschieden, nimmt man den Komparativ + als: Der Zug ist schneller als der Bus. Sind sie gleich, nimmt man so + Grundform + wie: Anna ist so groß wie Tom.',
        ],
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'verschieden: Komparativ + als' },
          { de: 'Anna ist so groß wie Tom.', tr: 'gleich: so + Grundform + wie' },
        ],
      },
      {
        heading: 'Der Superlativ: am … -sten',
        paragraphs: [
          'Mit am … -sten sagt man, dass etwas in einer Gruppe die Nummer eins ist. Die Form steht meistens nach sein oder nach einem anderen Verb: Der Zug ist am schnellsten. Anna singt am besten.',
        ],
        examples: [{ de: 'Im Winter ist es am kältesten.', tr: 'kalt → am kältesten (mit Umlaut)' }],
      },
      {
        heading: 'Umlaut und unregelmäßige Formen',
        paragraphs: [
          'Viele kurze Adjektive mit a, o oder u bekommen einen Umlaut: alt – älter – am ältesten, groß – größer – am größten, jung – jünger – am jüngsten.',
          'Einige wichtige Wörter sind unregelmäßig. Lerne sie auswendig: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten, hoch – höher – am höchsten.',
        ],
        table: {
          caption: 'Umlaut und unregelmäßige Formen',
          head: ['Positiv', 'Komparativ', 'Superlativ'],
          rows: SPECIAL_ROWS,
        },
        examples: [{ de: 'Ich trinke lieber Tee als Kaffee.', tr: 'gern → lieber: Tee mag ich mehr.' }],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Nach dem Komparativ steht als, nicht wie: größer als, nicht „größer wie“.',
          'Kein mehr vor dem Adjektiv: schöner, nicht „mehr schön“.',
          'Der Superlativ nach sein braucht am: Der Zug ist am schnellsten, nicht „Der Zug ist schnellsten“.',
        ],
        examples: [{ de: 'Mein Handy ist neuer als dein Handy.', tr: 'neu → neuer, dann als' }],
      },
    ],
    ru: [
      {
        heading: 'Три формы: Positiv, Komparativ, Superlativ',
        paragraphs: [
          'У прилагательного три формы: начальная (Positiv), сравнительная степень (Komparativ) и превосходная степень (Superlativ).',
          'Сравнительная степень образуется с помощью -er: klein → kleiner. Превосходная степень — это am + прилагательное + -sten: am kleinsten. Если прилагательное оканчивается на -t, -d, -s, -ß или -z, добавляют -esten, чтобы было легче произносить: am ältesten, am kürzesten.',
        ],
        table: {
          caption: 'Правильные формы',
          head: ['Начальная форма', 'Сравнительная степень', 'Превосходная степень'],
          rows: REGULAR_ROWS,
        },
      },
      {
        heading: 'Сравнение двух вещей: als и so … wie',
        paragraphs: [
          'Чтобы сказать, что две вещи разные, используйте сравнительную степень + als: Der Zug ist schneller als der Bus. Чтобы сказать, что они одинаковые, используйте so + начальная форма + wie: Anna ist so groß wie Tom.',
        ],
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'Мой брат старше меня.' },
          { de: 'Anna ist so groß wie Tom.', tr: 'Анна такого же роста, как Том.' },
        ],
      },
      {
        heading: 'Превосходная степень: am … -sten',
        paragraphs: [
          'С помощью am … -sten говорят, что что-то «самое» среди всех в группе. Эта форма обычно стоит после sein или после другого глагола: Der Zug ist am schnellsten. Anna singt am besten.',
        ],
        examples: [{ de: 'Im Winter ist es am kältesten.', tr: 'Зимой холоднее всего.' }],
      },
      {
        heading: 'Умлаут и неправильные формы',
        paragraphs: [
          'Многие короткие прилагательные с a, o или u получают умлаут: alt – älter – am ältesten, groß – größer – am größten, jung – jünger – am jüngsten.',
          'Несколько важных слов имеют неправильные формы. Их нужно выучить наизусть: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten, hoch – höher – am höchsten.',
        ],
        table: {
          caption: 'Умлаут и неправильные формы',
          head: ['Начальная форма', 'Сравнительная степень', 'Превосходная степень'],
          rows: SPECIAL_ROWS,
        },
        examples: [{ de: 'Ich trinke lieber Tee als Kaffee.', tr: 'Я больше люблю чай, чем кофе.' }],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'После сравнительной степени используйте als, а не wie: größer als, а не «größer wie».',
          'Не ставьте mehr перед прилагательным: schöner, а не «mehr schön».',
          'Превосходной степени после sein нужно am: Der Zug ist am schnellsten, а не «Der Zug ist schnellsten».',
        ],
        examples: [{ de: 'Mein Handy ist neuer als dein Handy.', tr: 'Мой телефон новее твоего.' }],
      },
    ],
    be: [
      {
        heading: 'Тры формы: Positiv, Komparativ, Superlativ',
        paragraphs: [
          'Прыметнік мае тры формы: пачатковую (Positiv), вышэйшую ступень (Komparativ) і найвышэйшую ступень (Superlativ).',
          'Вышэйшая ступень утвараецца з дапамогай -er: klein → kleiner. Найвышэйшая ступень — гэта am + прыметнік + -sten: am kleinsten. Калі прыметнік заканчваецца на -t, -d, -s, -ß або -z, дадаюць -esten, каб было лягчэй вымаўляць: am ältesten, am kürzesten.',
        ],
        table: {
          caption: 'Правільныя формы',
          head: ['Пачатковая форма', 'Вышэйшая ступень', 'Найвышэйшая ступень'],
          rows: REGULAR_ROWS,
        },
      },
      {
        heading: 'Параўнанне дзвюх рэчаў: als і so … wie',
        paragraphs: [
          'Каб сказаць, што дзве рэчы розныя, ужывайце вышэйшую ступень + als: Der Zug ist schneller als der Bus. Каб сказаць, што яны аднолькавыя, ужывайце so + пачатковая форма + wie: Anna ist so groß wie Tom.',
        ],
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'Мой брат старэйшы за мяне.' },
          { de: 'Anna ist so groß wie Tom.', tr: 'Ганна такога ж росту, як Том.' },
        ],
      },
      {
        heading: 'Найвышэйшая ступень: am … -sten',
        paragraphs: [
          'З дапамогай am … -sten кажуць, што нешта «самае» сярод усіх у групе. Гэтая форма звычайна стаіць пасля sein або пасля іншага дзеяслова: Der Zug ist am schnellsten. Anna singt am besten.',
        ],
        examples: [{ de: 'Im Winter ist es am kältesten.', tr: 'Зімой халадней за ўсё.' }],
      },
      {
        heading: 'Умлаут і няправільныя формы',
        paragraphs: [
          'Многія кароткія прыметнікі з a, o або u атрымліваюць умлаут: alt – älter – am ältesten, groß – größer – am größten, jung – jünger – am jüngsten.',
          'Некалькі важных слоў маюць няправільныя формы. Іх трэба вывучыць на памяць: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten, hoch – höher – am höchsten.',
        ],
        table: {
          caption: 'Умлаут і няправільныя формы',
          head: ['Пачатковая форма', 'Вышэйшая ступень', 'Найвышэйшая ступень'],
          rows: SPECIAL_ROWS,
        },
        examples: [{ de: 'Ich trinke lieber Tee als Kaffee.', tr: 'Я больш люблю гарбату, чым каву.' }],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Пасля вышэйшай ступені ўжывайце als, а не wie: größer als, а не «größer wie».',
          'Не стаўце mehr перад прыметнікам: schöner, а не «mehr schön».',
          'Найвышэйшай ступені пасля sein патрэбна am: Der Zug ist am schnellsten, а не «Der Zug ist schnellsten».',
        ],
        examples: [{ de: 'Mein Handy ist neuer als dein Handy.', tr: 'Мой тэлефон навейшы за твой.' }],
      },
    ],
    tr: [
      {
        heading: 'Üç biçim: Positiv, Komparativ, Superlativ',
        paragraphs: [
          'Bir sıfatın üç biçimi vardır: yalın biçim (Positiv), karşılaştırma derecesi (Komparativ) ve üstünlük derecesi (Superlativ).',
          'Karşılaştırma derecesi -er eklenerek yapılır: klein → kleiner. Üstünlük derecesi am + sıfat + -sten biçimindedir: am kleinsten. Sıfat -t, -d, -s, -ß veya -z ile bitiyorsa, kolay söylensin diye -esten eklenir: am ältesten, am kürzesten.',
        ],
        table: {
          caption: 'Düzenli biçimler',
          head: ['Yalın biçim', 'Karşılaştırma', 'Üstünlük'],
          rows: REGULAR_ROWS,
        },
      },
      {
        heading: 'İki şeyi karşılaştırmak: als ve so … wie',
        paragraphs: [
          'İki şeyin farklı olduğunu söylemek için karşılaştırma biçimi + als kullanılır: Der Zug ist schneller als der Bus. Aynı olduklarını söylemek için so + yalın biçim + wie kullanılır: Anna ist so groß wie Tom.',
        ],
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'Erkek kardeşim benden büyük.' },
          { de: 'Anna ist so groß wie Tom.', tr: 'Anna, Tom kadar uzun.' },
        ],
      },
      {
        heading: 'Üstünlük derecesi: am … -sten',
        paragraphs: [
          'am … -sten ile bir şeyin bir grupta "en" olduğunu söylersiniz. Genellikle sein fiilinden ya da başka bir fiilden sonra gelir: Der Zug ist am schnellsten. Anna singt am besten.',
        ],
        examples: [{ de: 'Im Winter ist es am kältesten.', tr: 'En soğuk hava kışın olur.' }],
      },
      {
        heading: 'Umlaut ve düzensiz biçimler',
        paragraphs: [
          'a, o veya u içeren birçok kısa sıfat umlaut alır: alt – älter – am ältesten, groß – größer – am größten, jung – jünger – am jüngsten.',
          'Birkaç önemli kelime düzensizdir. Bunları ezberleyin: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten, hoch – höher – am höchsten.',
        ],
        table: {
          caption: 'Umlaut ve düzensiz biçimler',
          head: ['Yalın biçim', 'Karşılaştırma', 'Üstünlük'],
          rows: SPECIAL_ROWS,
        },
        examples: [{ de: 'Ich trinke lieber Tee als Kaffee.', tr: 'Çayı kahveye tercih ederim.' }],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'Karşılaştırma biçiminden sonra wie değil als kullanın: größer als, "größer wie" değil.',
          'Sıfatın önüne mehr koymayın: schöner, "mehr schön" değil.',
          'sein fiilinden sonra üstünlük derecesi am ister: Der Zug ist am schnellsten, "Der Zug ist schnellsten" değil.',
        ],
        examples: [{ de: 'Mein Handy ist neuer als dein Handy.', tr: 'Benim telefonum seninkinden daha yeni.' }],
      },
    ],
    pl: [
      {
        heading: 'Trzy formy: Positiv, Komparativ, Superlativ',
        paragraphs: [
          'Przymiotnik ma trzy formy: podstawową (Positiv), stopień wyższy (Komparativ) i stopień najwyższy (Superlativ).',
          'Stopień wyższy tworzy się przez dodanie -er: klein → kleiner. Stopień najwyższy to am + przymiotnik + -sten: am kleinsten. Jeśli przymiotnik kończy się na -t, -d, -s, -ß lub -z, dodaje się -esten, żeby łatwiej było go wymówić: am ältesten, am kürzesten.',
        ],
        table: {
          caption: 'Formy regularne',
          head: ['Forma podstawowa', 'Stopień wyższy', 'Stopień najwyższy'],
          rows: REGULAR_ROWS,
        },
      },
      {
        heading: 'Porównywanie dwóch rzeczy: als i so … wie',
        paragraphs: [
          'Aby powiedzieć, że dwie rzeczy się różnią, użyj stopnia wyższego + als: Der Zug ist schneller als der Bus. Aby powiedzieć, że są takie same, użyj so + forma podstawowa + wie: Anna ist so groß wie Tom.',
        ],
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'Mój brat jest starszy ode mnie.' },
          { de: 'Anna ist so groß wie Tom.', tr: 'Anna jest tak wysoka jak Tom.' },
        ],
      },
      {
        heading: 'Stopień najwyższy: am … -sten',
        paragraphs: [
          'Za pomocą am … -sten mówisz, że coś jest „naj-” spośród wszystkich w grupie. Ta forma stoi zwykle po sein albo po innym czasowniku: Der Zug ist am schnellsten. Anna singt am besten.',
        ],
        examples: [{ de: 'Im Winter ist es am kältesten.', tr: 'Zimą jest najzimniej.' }],
      },
      {
        heading: 'Umlaut i formy nieregularne',
        paragraphs: [
          'Wiele krótkich przymiotników z a, o lub u dostaje umlaut: alt – älter – am ältesten, groß – größer – am größten, jung – jünger – am jüngsten.',
          'Kilka ważnych słów jest nieregularnych. Naucz się ich na pamięć: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten, hoch – höher – am höchsten.',
        ],
        table: {
          caption: 'Umlaut i formy nieregularne',
          head: ['Forma podstawowa', 'Stopień wyższy', 'Stopień najwyższy'],
          rows: SPECIAL_ROWS,
        },
        examples: [{ de: 'Ich trinke lieber Tee als Kaffee.', tr: 'Wolę herbatę niż kawę.' }],
      },
      {
        heading: 'Częste błędy',
        paragraphs: [
          'Po stopniu wyższym używaj als, a nie wie: größer als, a nie „größer wie”.',
          'Nie stawiaj mehr przed przymiotnikiem: schöner, a nie „mehr schön”.',
          'Stopień najwyższy po sein wymaga am: Der Zug ist am schnellsten, a nie „Der Zug ist schnellsten”.',
        ],
        examples: [{ de: 'Mein Handy ist neuer als dein Handy.', tr: 'Mój telefon jest nowszy niż twój.' }],
      },
    ],
    es: [
      {
        heading: 'Tres formas: Positiv, Komparativ, Superlativ',
        paragraphs: [
          'Un adjetivo tiene tres formas: la forma básica (Positiv), el comparativo (Komparativ) y el superlativo (Superlativ).',
          'El comparativo se forma añadiendo -er: klein → kleiner. El superlativo es am + adjetivo + -sten: am kleinsten. Si el adjetivo termina en -t, -d, -s, -ß o -z, se añade -esten para que sea fácil de pronunciar: am ältesten, am kürzesten.',
        ],
        table: {
          caption: 'Formas regulares',
          head: ['Forma básica', 'Comparativo', 'Superlativo'],
          rows: REGULAR_ROWS,
        },
      },
      {
        heading: 'Comparar dos cosas: als y so … wie',
        paragraphs: [
          'Para decir que dos cosas son diferentes, usa el comparativo + als: Der Zug ist schneller als der Bus. Para decir que son iguales, usa so + forma básica + wie: Anna ist so groß wie Tom.',
        ],
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'Mi hermano es mayor que yo.' },
          { de: 'Anna ist so groß wie Tom.', tr: 'Anna es tan alta como Tom.' },
        ],
      },
      {
        heading: 'El superlativo: am … -sten',
        paragraphs: [
          'Con am … -sten dices que algo es «lo más» de todo un grupo. Suele ir después de sein o de otro verbo: Der Zug ist am schnellsten. Anna singt am besten.',
        ],
        examples: [{ de: 'Im Winter ist es am kältesten.', tr: 'En invierno es cuando hace más frío.' }],
      },
      {
        heading: 'Umlaut y formas irregulares',
        paragraphs: [
          'Muchos adjetivos cortos con las vocales a, o y u llevan umlaut: alt – älter – am ältesten, groß – größer – am größten, jung – jünger – am jüngsten.',
          'Algunas palabras importantes son irregulares. Apréndelas de memoria: gut – besser – am besten, viel – mehr – am meisten, gern – lieber – am liebsten, hoch – höher – am höchsten.',
        ],
        table: {
          caption: 'Umlaut y formas irregulares',
          head: ['Forma básica', 'Comparativo', 'Superlativo'],
          rows: SPECIAL_ROWS,
        },
        examples: [{ de: 'Ich trinke lieber Tee als Kaffee.', tr: 'Prefiero el té al café.' }],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'Después del comparativo usa als, no wie: größer als, no «größer wie».',
          'No pongas mehr delante de un adjetivo: schöner, no «mehr schön».',
          'Después de sein el superlativo necesita am: Der Zug ist am schnellsten, no «Der Zug ist schnellsten».',
        ],
        examples: [{ de: 'Mein Handy ist neuer als dein Handy.', tr: 'Mi móvil es más nuevo que el tuyo.' }],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Der - Zug - ist - schneller - als - der - Bus.', hide: ['schneller', 'als'], formEn: 'The train is faster than the bus.', tr: { ua: 'Потяг швидший за автобус.', de: 'Zug und Bus: Der Bus ist langsamer. (schnell)', ru: 'Поезд быстрее автобуса.', be: 'Цягнік хутчэйшы за аўтобус.', tr: 'Tren otobüsten daha hızlı.', pl: 'Pociąg jest szybszy niż autobus.', es: 'El tren es más rápido que el autobús.' }, correct: false },
      { formDe: 'Mein - Bruder - ist - älter - als - ich.', hide: ['älter', 'als'], formEn: 'My brother is older than me.', tr: { ua: 'Мій брат старший за мене.', de: 'Ich bin jünger als mein Bruder. (alt)', ru: 'Мой брат старше меня.', be: 'Мой брат старэйшы за мяне.', tr: 'Ağabeyim benden büyük.', pl: 'Mój brat jest starszy ode mnie.', es: 'Mi hermano es mayor que yo.' }, correct: false },
      { formDe: 'Berlin - ist - größer - als - München.', hide: ['größer', 'als'], formEn: 'Berlin is bigger than Munich.', tr: { ua: 'Берлін більший за Мюнхен.', de: 'München ist kleiner als Berlin. (groß)', ru: 'Берлин больше Мюнхена.', be: 'Берлін большы за Мюнхен.', tr: 'Berlin Münih’ten daha büyük.', pl: 'Berlin jest większy niż Monachium.', es: 'Berlín es más grande que Múnich.' }, correct: false },
      { formDe: 'Heute - ist - es - wärmer - als - gestern.', hide: ['wärmer', 'als'], formEn: 'Today it is warmer than yesterday.', tr: { ua: 'Сьогодні тепліше, ніж учора.', de: 'Gestern war es kälter als heute. (warm)', ru: 'Сегодня теплее, чем вчера.', be: 'Сёння цяплей, чым учора.', tr: 'Bugün hava dünden daha sıcak.', pl: 'Dziś jest cieplej niż wczoraj.', es: 'Hoy hace más calor que ayer.' }, correct: false },
      { formDe: 'Das - Fahrrad - ist - billiger - als - das - Auto.', hide: ['billiger', 'als'], formEn: 'The bike is cheaper than the car.', tr: { ua: 'Велосипед дешевший за машину.', de: 'Das Auto ist teurer als das Fahrrad. (billig)', ru: 'Велосипед дешевле машины.', be: 'Ровар танейшы за машыну.', tr: 'Bisiklet arabadan daha ucuz.', pl: 'Rower jest tańszy niż samochód.', es: 'La bicicleta es más barata que el coche.' }, correct: false },
      { formDe: 'Meine - Schwester - ist - jünger - als - ich.', hide: ['jünger', 'als'], formEn: 'My sister is younger than me.', tr: { ua: 'Моя сестра молодша за мене.', de: 'Ich bin älter als meine Schwester. (jung)', ru: 'Моя сестра младше меня.', be: 'Мая сястра малодшая за мяне.', tr: 'Kız kardeşim benden daha küçük.', pl: 'Moja siostra jest młodsza ode mnie.', es: 'Mi hermana es menor que yo.' }, correct: false },
      { formDe: 'Der - Winter - ist - kälter - als - der - Herbst.', hide: ['kälter', 'als'], formEn: 'Winter is colder than autumn.', tr: { ua: 'Зима холодніша за осінь.', de: 'Im Herbst ist es wärmer als im Winter. (kalt)', ru: 'Зима холоднее осени.', be: 'Зіма халаднейшая за восень.', tr: 'Kış sonbahardan daha soğuk.', pl: 'Zima jest zimniejsza niż jesień.', es: 'El invierno es más frío que el otoño.' }, correct: false },
      { formDe: 'Dein - Handy - ist - neuer - als - meins.', hide: ['neuer', 'als'], formEn: 'Your phone is newer than mine.', tr: { ua: 'Твій телефон новіший за мій.', de: 'Mein Handy ist älter als dein Handy. (neu)', ru: 'Твой телефон новее моего.', be: 'Твой тэлефон навейшы за мой.', tr: 'Senin telefonun benimkinden daha yeni.', pl: 'Twój telefon jest nowszy niż mój.', es: 'Tu móvil es más nuevo que el mío.' }, correct: false },
      { formDe: 'Tee - ist - gesünder - als - Cola.', hide: ['gesünder', 'als'], formEn: 'Tea is healthier than cola.', tr: { ua: 'Чай корисніший за колу.', de: 'Cola ist nicht so gut für den Körper wie Tee. (gesund)', ru: 'Чай полезнее колы.', be: 'Гарбата карыснейшая за колу.', tr: 'Çay koladan daha sağlıklı.', pl: 'Herbata jest zdrowsza niż cola.', es: 'El té es más sano que la cola.' }, correct: false },
      { formDe: 'Ich - trinke - lieber - Tee - als - Kaffee.', hide: ['lieber', 'als'], formEn: 'I prefer tea to coffee.', tr: { ua: 'Я більше люблю чай, ніж каву.', de: 'Tee mag ich mehr als Kaffee. (gern)', ru: 'Я больше люблю чай, чем кофе.', be: 'Я больш люблю гарбату, чым каву.', tr: 'Çayı kahveye tercih ederim.', pl: 'Wolę herbatę od kawy.', es: 'Prefiero el té al café.' }, correct: false },
      { formDe: 'Anna - spricht - besser - Deutsch - als - Tom.', hide: ['besser', 'als'], formEn: 'Anna speaks German better than Tom.', tr: { ua: 'Анна говорить німецькою краще, ніж Том.', de: 'Tom spricht nicht so gut Deutsch wie Anna. (gut)', ru: 'Анна говорит по-немецки лучше, чем Том.', be: 'Анна размаўляе па-нямецку лепш, чым Том.', tr: 'Anna Almancayı Tom’dan daha iyi konuşuyor.', pl: 'Anna mówi po niemiecku lepiej niż Tom.', es: 'Anna habla alemán mejor que Tom.' }, correct: false },
      { formDe: 'Im - Sommer - arbeite - ich - mehr.', hide: ['mehr'], formEn: 'In summer I work more.', tr: { ua: 'Улітку я працюю більше.', de: 'Im Winter habe ich weniger Arbeit als im Sommer. (viel)', ru: 'Летом я работаю больше.', be: 'Улетку я працую больш.', tr: 'Yazın daha çok çalışırım.', pl: 'Latem pracuję więcej.', es: 'En verano trabajo más.' }, correct: false },
      { formDe: 'Der - Berg - ist - höher - als - der - Turm.', hide: ['höher', 'als'], formEn: 'The mountain is higher than the tower.', tr: { ua: 'Гора вища за вежу.', de: 'Der Turm ist nicht so hoch wie der Berg. (hoch)', ru: 'Гора выше башни.', be: 'Гара вышэйшая за вежу.', tr: 'Dağ kuleden daha yüksek.', pl: 'Góra jest wyższa niż wieża.', es: 'La montaña es más alta que la torre.' }, correct: false },
      { formDe: 'Die - Schule - ist - näher - als - der - Bahnhof.', hide: ['näher', 'als'], formEn: 'The school is closer than the station.', tr: { ua: 'Школа ближче, ніж вокзал.', de: 'Der Bahnhof ist weiter weg als die Schule. (nah)', ru: 'Школа ближе, чем вокзал.', be: 'Школа бліжэй, чым вакзал.', tr: 'Okul istasyondan daha yakın.', pl: 'Szkoła jest bliżej niż dworzec.', es: 'La escuela está más cerca que la estación.' }, correct: false },
      { formDe: 'Im - Winter - ist - es - am kältesten.', hide: ['am kältesten'], formEn: 'It is coldest in winter.', tr: { ua: 'Найхолодніше взимку.', de: 'Keine Jahreszeit ist so kalt wie der Winter. (kalt)', ru: 'Холоднее всего зимой.', be: 'Зімой халадней за ўсё.', tr: 'Kışın hava en soğuk olur.', pl: 'Najzimniej jest zimą.', es: 'Es en invierno cuando hace más frío.' }, correct: false },
      { formDe: 'Mein - Opa - ist - am ältesten.', hide: ['am ältesten'], formEn: 'My grandpa is the oldest.', tr: { ua: 'Мій дідусь найстарший.', de: 'In meiner Familie ist niemand so alt wie mein Opa. (alt)', ru: 'Мой дедушка старше всех.', be: 'Мой дзядуля старэйшы за ўсіх.', tr: 'En yaşlı kişi dedem.', pl: 'Mój dziadek jest najstarszy.', es: 'Mi abuelo es el mayor.' }, correct: false },
      { formDe: 'Ich - esse - am liebsten - Pizza.', hide: ['am liebsten'], formEn: 'I like pizza best.', tr: { ua: 'Найбільше я люблю піцу.', de: 'Mein Lieblingsessen ist Pizza. (gern)', ru: 'Больше всего я люблю пиццу.', be: 'Больш за ўсё я люблю піцу.', tr: 'En çok pizza yemeyi severim.', pl: 'Najbardziej lubię pizzę.', es: 'Lo que más me gusta comer es la pizza.' }, correct: false },
      { formDe: 'Wer - läuft - am schnellsten?', hide: ['am schnellsten'], formEn: 'Who runs the fastest?', tr: { ua: 'Хто бігає найшвидше?', de: 'Frage: Wer ist beim Laufen die Nummer eins? (schnell)', ru: 'Кто бегает быстрее всех?', be: 'Хто бегае хутчэй за ўсіх?', tr: 'En hızlı kim koşuyor?', pl: 'Kto biega najszybciej?', es: '¿Quién corre más rápido?' }, correct: false },
      { formDe: 'Dieses - Hemd - ist - am billigsten.', hide: ['am billigsten'], formEn: 'This shirt is the cheapest.', tr: { ua: 'Ця сорочка найдешевша.', de: 'Alle anderen Hemden sind teurer. (billig)', ru: 'Эта рубашка самая дешёвая.', be: 'Гэтая кашуля самая танная.', tr: 'Bu gömlek en ucuzu.', pl: 'Ta koszula jest najtańsza.', es: 'Esta camisa es la más barata.' }, correct: false },
      { formDe: 'Tom - arbeitet - am meisten.', hide: ['am meisten'], formEn: 'Tom works the most.', tr: { ua: 'Том працює найбільше.', de: 'Niemand arbeitet so viel wie Tom. (viel)', ru: 'Том работает больше всех.', be: 'Том працуе больш за ўсіх.', tr: 'En çok Tom çalışıyor.', pl: 'Tom pracuje najwięcej.', es: 'Tom es el que más trabaja.' }, correct: false },
      { formDe: 'Anna - singt - am besten.', hide: ['am besten'], formEn: 'Anna sings best.', tr: { ua: 'Анна співає найкраще.', de: 'Niemand singt so gut wie Anna. (gut)', ru: 'Анна поёт лучше всех.', be: 'Анна спявае лепш за ўсіх.', tr: 'En iyi Anna şarkı söylüyor.', pl: 'Anna śpiewa najlepiej.', es: 'Anna es la que mejor canta.' }, correct: false },
      { formDe: 'Im - Juli - ist - es - am heißesten.', hide: ['am heißesten'], formEn: 'It is hottest in July.', tr: { ua: 'Найспекотніше в липні.', de: 'Kein Monat ist so heiß wie der Juli. (heiß)', ru: 'Жарче всего в июле.', be: 'Гарачэй за ўсё ў ліпені.', tr: 'Temmuzda hava en sıcak olur.', pl: 'Najgoręcej jest w lipcu.', es: 'En julio es cuando hace más calor.' }, correct: false },
      { formDe: 'Welcher - Berg - ist - am höchsten?', hide: ['am höchsten'], formEn: 'Which mountain is the highest?', tr: { ua: 'Яка гора найвища?', de: 'Frage: Welcher Berg ist höher als alle anderen? (hoch)', ru: 'Какая гора самая высокая?', be: 'Якая гара самая высокая?', tr: 'Hangi dağ en yüksek?', pl: 'Która góra jest najwyższa?', es: '¿Qué montaña es la más alta?' }, correct: false },
      { formDe: 'Meine - Tasche - ist - am größten.', hide: ['am größten'], formEn: 'My bag is the biggest.', tr: { ua: 'Моя сумка найбільша.', de: 'Alle anderen Taschen sind kleiner als meine. (groß)', ru: 'Моя сумка самая большая.', be: 'Мая сумка самая вялікая.', tr: 'Benim çantam en büyüğü.', pl: 'Moja torba jest największa.', es: 'Mi bolso es el más grande.' }, correct: false },
      { formDe: 'Das - Taxi - ist - teurer - als - der - Bus.', hide: ['teurer', 'als'], formEn: 'The taxi is more expensive than the bus.', tr: { ua: 'Таксі дорожче за автобус.', de: 'Mit dem Bus bezahlst du weniger. (teuer)', ru: 'Такси дороже автобуса.', be: 'Таксі даражэйшае за аўтобус.', tr: 'Taksi otobüsten daha pahalı.', pl: 'Taksówka jest droższa niż autobus.', es: 'El taxi es más caro que el autobús.' }, correct: false },
      { formDe: 'Mein - Koffer - ist - schwerer - als - deiner.', hide: ['schwerer', 'als'], formEn: 'My suitcase is heavier than yours.', tr: { ua: 'Моя валіза важча за твою.', de: 'Dein Koffer wiegt weniger als meiner. (schwer)', ru: 'Мой чемодан тяжелее твоего.', be: 'Мая валіза цяжэйшая за тваю.', tr: 'Benim bavulum seninkinden daha ağır.', pl: 'Moja walizka jest cięższa niż twoja.', es: 'Mi maleta pesa más que la tuya.' }, correct: false },
      { formDe: 'Mein - Sohn - ist - so - groß - wie - ich.', hide: ['wie'], formEn: 'My son is as tall as me.', tr: { ua: 'Мій син такий самий високий, як я.', de: 'Mein Sohn und ich: 1,80 Meter – kein Unterschied. (so … groß)', ru: 'Мой сын такого же роста, как я.', be: 'Мой сын такі ж высокі, як я.', tr: 'Oğlum benim kadar uzun.', pl: 'Mój syn jest tak wysoki jak ja.', es: 'Mi hijo es tan alto como yo.' }, correct: false },
      { formDe: 'Im - Dezember - sind - die Tage - am kürzesten.', hide: ['am kürzesten'], formEn: 'The days are shortest in December.', tr: { ua: 'У грудні дні найкоротші.', de: 'In keinem Monat wird es so früh dunkel wie im Dezember. (kurz)', ru: 'В декабре дни самые короткие.', be: 'У снежні дні самыя кароткія.', tr: 'Günler en kısa aralıkta olur.', pl: 'W grudniu dni są najkrótsze.', es: 'En diciembre los días son los más cortos.' }, correct: false },
      { formDe: 'Welches - Kleid - ist - am schönsten?', hide: ['am schönsten'], formEn: 'Which dress is the most beautiful?', tr: { ua: 'Яка сукня найгарніша?', de: 'Im Geschäft: Drei Kleider – welches gefällt dir mehr als die anderen? (schön)', ru: 'Какое платье самое красивое?', be: 'Якая сукенка самая прыгожая?', tr: 'Hangi elbise en güzel?', pl: 'Która sukienka jest najładniejsza?', es: '¿Qué vestido es el más bonito?' }, correct: false },
      { formDe: 'Mein - Vater - steht - am frühesten - auf.', hide: ['am frühesten'], formEn: 'My father gets up the earliest.', tr: { ua: 'Мій тато встає найраніше.', de: 'In unserer Familie ist niemand so früh wach wie mein Vater. (früh)', ru: 'Мой папа встаёт раньше всех.', be: 'Мой тата ўстае раней за ўсіх.', tr: 'Babam en erken kalkar.', pl: 'Mój tata wstaje najwcześniej.', es: 'Mi padre es el que se levanta más temprano.' }, correct: false },
      { formDe: 'Der - Film - ist - langweiliger - als - das - Buch.', hide: ['langweiliger', 'als'], formEn: 'The film is more boring than the book.', tr: { ua: 'Фільм нудніший за книжку.', de: 'Das Buch ist spannender als der Film. (langweilig)', ru: 'Фильм скучнее книги.', be: 'Фільм больш нудны, чым кніга.', tr: 'Film kitaptan daha sıkıcı.', pl: 'Film jest nudniejszy niż książka.', es: 'La película es más aburrida que el libro.' }, correct: false },
    ],
  },
};

export default topic;
