import type { A1Topic } from '../types';

/* German table cells, the same on every rules page. */
const REGULAR_ROWS = [
  ['klein', 'kleiner', 'am kleinsten'],
  ['schnell', 'schneller', 'am schnellsten'],
  ['billig', 'billiger', 'am billigsten'],
  ['langsam', 'langsamer', 'am langsamsten'],
  ['schön', 'schöner', 'am schönsten'],
];
const ESTEN_ROWS = [
  ['laut', 'lauter', 'am lautesten'],
  ['leise', 'leiser', 'am leisesten'],
  ['süß', 'süßer', 'am süßesten'],
  ['spät', 'später', 'am spätesten'],
  ['neu', 'neuer', 'am neuesten'],
  ['früh', 'früher', 'am frühesten'],
];
const E_ROWS = [
  ['dunkel', 'dunkler', 'am dunkelsten'],
  ['teuer', 'teurer', 'am teuersten'],
];

const topic: A1Topic = {
  slug: 'adjective-forms-regular',
  type: 'adjectives',
  title: {
    en: 'Regular adjective forms',
    ua: 'Правильні форми прикметників',
    de: 'Regelmäßige Adjektivformen',
    ru: 'Правильные формы прилагательных',
    be: 'Правільныя формы прыметнікаў',
    tr: 'Düzenli sıfat biçimleri',
    pl: 'Regularne formy przymiotników',
    es: 'Formas regulares de los adjetivos',
  },
  descr: {
    en: 'Practise the three forms of regular adjectives, like klein – kleiner – am kleinsten.',
    ua: 'Тренуйте три форми правильних прикметників, як-от klein – kleiner – am kleinsten.',
    de: 'Übe die drei Formen regelmäßiger Adjektive, zum Beispiel klein – kleiner – am kleinsten.',
    ru: 'Тренируйте три формы правильных прилагательных, например klein – kleiner – am kleinsten.',
    be: 'Трэніруйце тры формы правільных прыметнікаў, напрыклад klein – kleiner – am kleinsten.',
    tr: 'Düzenli sıfatların üç biçimini çalışın, örneğin klein – kleiner – am kleinsten.',
    pl: 'Ćwicz trzy formy regularnych przymiotników, np. klein – kleiner – am kleinsten.',
    es: 'Practica las tres formas de los adjetivos regulares, como klein – kleiner – am kleinsten.',
  },
  rules: {
    en: [
      {
        heading: 'Regular adjectives',
        paragraphs: [
          'Most German adjectives are regular. The comparative adds -er, the superlative is am + adjective + -sten. The stem stays the same and there is no umlaut.',
        ],
        table: { caption: 'Regular forms', head: ['Base form', 'Comparative', 'Superlative'], rows: REGULAR_ROWS },
        examples: [
          { de: 'Das Fahrrad ist langsamer als das Auto.', tr: 'The bike is slower than the car.' },
          { de: 'Diese Tasche ist am billigsten.', tr: 'This bag is the cheapest.' },
        ],
      },
      {
        heading: 'The superlative with -esten',
        paragraphs: [
          'If the adjective ends in -d, -t, -s, -ß, -sch or -z, the superlative takes -esten, because -sten alone would be hard to say: laut – am lautesten, leise – am leisesten, süß – am süßesten.',
          'After a vowel or -h, -esten is common, too: neu – am neuesten, früh – am frühesten.',
        ],
        table: { caption: 'The superlative with -esten', head: ['Base form', 'Comparative', 'Superlative'], rows: ESTEN_ROWS },
        examples: [{ de: 'Der Bus kommt am spätesten.', tr: 'The bus comes the latest.' }],
      },
      {
        heading: 'dunkel and teuer',
        paragraphs: [
          'Adjectives ending in -el, and the word teuer, lose an e in the comparative: dunkel – dunkler, teuer – teurer. The superlative keeps it: am dunkelsten, am teuersten.',
        ],
        table: { caption: 'Adjectives that lose an e', head: ['Base form', 'Comparative', 'Superlative'], rows: E_ROWS },
        examples: [{ de: 'Die Jacke ist teurer als der Pullover.', tr: 'The jacket is more expensive than the sweater.' }],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'Regular adjectives get no umlaut: lauter, not "läuter"; klarer, not "klärer".',
          'Do not use mehr or am meisten with an adjective: schöner, not "mehr schön"; am schönsten, not "am meisten schön".',
          'After sein the superlative needs am: Das Auto ist am schnellsten.',
        ],
        examples: [{ de: 'Dieses Auto ist am schnellsten.', tr: 'This car is the fastest.' }],
      },
    ],
    ua: [
      {
        heading: 'Правильні прикметники',
        paragraphs: [
          'Більшість німецьких прикметників правильні. Вищий ступінь утворюється з -er, найвищий — за схемою am + прикметник + -sten. Основа не змінюється, умлауту немає.',
        ],
        table: { caption: 'Правильні форми', head: ['Початкова форма', 'Вищий ступінь', 'Найвищий ступінь'], rows: REGULAR_ROWS },
        examples: [
          { de: 'Das Fahrrad ist langsamer als das Auto.', tr: 'Велосипед повільніший за автомобіль.' },
          { de: 'Diese Tasche ist am billigsten.', tr: 'Ця сумка найдешевша.' },
        ],
      },
      {
        heading: 'Найвищий ступінь на -esten',
        paragraphs: [
          'Якщо прикметник закінчується на -d, -t, -s, -ß, -sch або -z, у найвищому ступені додають -esten, бо з одним -sten його важко вимовити: laut – am lautesten, leise – am leisesten, süß – am süßesten.',
          'Після голосного або -h також часто вживають -esten: neu – am neuesten, früh – am frühesten.',
        ],
        table: { caption: 'Найвищий ступінь на -esten', head: ['Початкова форма', 'Вищий ступінь', 'Найвищий ступінь'], rows: ESTEN_ROWS },
        examples: [{ de: 'Der Bus kommt am spätesten.', tr: 'Автобус приходить найпізніше.' }],
      },
      {
        heading: 'dunkel і teuer',
        paragraphs: [
          'Прикметники на -el, а також слово teuer втрачають e у вищому ступені: dunkel – dunkler, teuer – teurer. У найвищому ступені e залишається: am dunkelsten, am teuersten.',
        ],
        table: { caption: 'Прикметники, що втрачають e', head: ['Початкова форма', 'Вищий ступінь', 'Найвищий ступінь'], rows: E_ROWS },
        examples: [{ de: 'Die Jacke ist teurer als der Pullover.', tr: 'Куртка дорожча за светр.' }],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Правильні прикметники не отримують умлауту: lauter, а не «läuter»; klarer, а не «klärer».',
          'Не вживайте mehr або am meisten з прикметником: schöner, а не «mehr schön»; am schönsten, а не «am meisten schön».',
          'Після sein найвищий ступінь потребує am: Das Auto ist am schnellsten.',
        ],
        examples: [{ de: 'Dieses Auto ist am schnellsten.', tr: 'Цей автомобіль найшвидший.' }],
      },
    ],
    de: [
      {
        heading: 'Regelmäßige Adjektive',
        paragraphs: [
          'Die meisten deutschen Adjektive sind regelmäßig. Der Komparativ hat -er, der Superlativ ist am + Adjektiv + -sten. Der Stamm bleibt gleich, es gibt keinen Umlaut.',
        ],
        table: { caption: 'Regelmäßige Formen', head: ['Positiv', 'Komparativ', 'Superlativ'], rows: REGULAR_ROWS },
        examples: [
          { de: 'Das Fahrrad ist langsamer als das Auto.', tr: 'langsam → langsamer, dann als' },
          { de: 'Diese Tasche ist am billigsten.', tr: 'billig → am billigsten' },
        ],
      },
      {
        heading: 'Superlativ mit -esten',
        paragraphs: [
          'Endet das Adjektiv auf -d, -t, -s, -ß, -sch oder -z, hat der Superlativ -esten, weil man -sten allein schwer sprechen kann: laut – am lautesten, leise – am leisesten, süß – am süßesten.',
          'Nach einem Vokal oder -h ist -esten auch üblich: neu – am neuesten, früh – am frühesten.',
        ],
        table: { caption: 'Superlativ mit -esten', head: ['Positiv', 'Komparativ', 'Superlativ'], rows: ESTEN_ROWS },
        examples: [{ de: 'Der Bus kommt am spätesten.', tr: 'spät → am spätesten' }],
      },
      {
        heading: 'dunkel und teuer',
        paragraphs: [
          'Adjektive auf -el und das Wort teuer verlieren im Komparativ ein e: dunkel – dunkler, teuer – teurer. Im Superlativ bleibt das e: am dunkelsten, am teuersten.',
        ],
        table: { caption: 'Adjektive, die ein e verlieren', head: ['Positiv', 'Komparativ', 'Superlativ'], rows: E_ROWS },
        examples: [{ de: 'Die Jacke ist teurer als der Pullover.', tr: 'teuer → teurer (ohne das zweite e)' }],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Regelmäßige Adjektive haben keinen Umlaut: lauter, nicht „läuter“; klarer, nicht „klärer“.',
          'Kein mehr und kein am meisten vor dem Adjektiv: schöner, nicht „mehr schön“; am schönsten, nicht „am meisten schön“.',
          'Nach sein braucht der Superlativ am: Das Auto ist am schnellsten.',
        ],
        examples: [{ de: 'Dieses Auto ist am schnellsten.', tr: 'schnell → am schnellsten' }],
      },
    ],
    ru: [
      {
        heading: 'Правильные прилагательные',
        paragraphs: [
          'Большинство немецких прилагательных правильные. Сравнительная степень образуется с -er, превосходная — по схеме am + прилагательное + -sten. Основа не меняется, умлаута нет.',
        ],
        table: { caption: 'Правильные формы', head: ['Начальная форма', 'Сравнительная степень', 'Превосходная степень'], rows: REGULAR_ROWS },
        examples: [
          { de: 'Das Fahrrad ist langsamer als das Auto.', tr: 'Велосипед медленнее машины.' },
          { de: 'Diese Tasche ist am billigsten.', tr: 'Эта сумка самая дешёвая.' },
        ],
      },
      {
        heading: 'Превосходная степень на -esten',
        paragraphs: [
          'Если прилагательное оканчивается на -d, -t, -s, -ß, -sch или -z, в превосходной степени добавляют -esten, потому что с одним -sten его трудно произнести: laut – am lautesten, leise – am leisesten, süß – am süßesten.',
          'После гласной или -h тоже часто используют -esten: neu – am neuesten, früh – am frühesten.',
        ],
        table: { caption: 'Превосходная степень на -esten', head: ['Начальная форма', 'Сравнительная степень', 'Превосходная степень'], rows: ESTEN_ROWS },
        examples: [{ de: 'Der Bus kommt am spätesten.', tr: 'Автобус приходит позже всех.' }],
      },
      {
        heading: 'dunkel и teuer',
        paragraphs: [
          'Прилагательные на -el, а также слово teuer теряют e в сравнительной степени: dunkel – dunkler, teuer – teurer. В превосходной степени e остаётся: am dunkelsten, am teuersten.',
        ],
        table: { caption: 'Прилагательные, которые теряют e', head: ['Начальная форма', 'Сравнительная степень', 'Превосходная степень'], rows: E_ROWS },
        examples: [{ de: 'Die Jacke ist teurer als der Pullover.', tr: 'Куртка дороже свитера.' }],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'Правильные прилагательные не получают умлаут: lauter, а не «läuter»; klarer, а не «klärer».',
          'Не используйте mehr или am meisten с прилагательным: schöner, а не «mehr schön»; am schönsten, а не «am meisten schön».',
          'После sein превосходной степени нужно am: Das Auto ist am schnellsten.',
        ],
        examples: [{ de: 'Dieses Auto ist am schnellsten.', tr: 'Эта машина самая быстрая.' }],
      },
    ],
    be: [
      {
        heading: 'Правільныя прыметнікі',
        paragraphs: [
          'Большасць нямецкіх прыметнікаў правільныя. Вышэйшая ступень утвараецца з -er, найвышэйшая — па схеме am + прыметнік + -sten. Аснова не мяняецца, умлауту няма.',
        ],
        table: { caption: 'Правільныя формы', head: ['Пачатковая форма', 'Вышэйшая ступень', 'Найвышэйшая ступень'], rows: REGULAR_ROWS },
        examples: [
          { de: 'Das Fahrrad ist langsamer als das Auto.', tr: 'Ровар павольнейшы за аўтамабіль.' },
          { de: 'Diese Tasche ist am billigsten.', tr: 'Гэтая сумка самая танная.' },
        ],
      },
      {
        heading: 'Найвышэйшая ступень на -esten',
        paragraphs: [
          'Калі прыметнік заканчваецца на -d, -t, -s, -ß, -sch або -z, у найвышэйшай ступені дадаюць -esten, бо з адным -sten яго цяжка вымавіць: laut – am lautesten, leise – am leisesten, süß – am süßesten.',
          'Пасля галоснага або -h таксама часта ўжываюць -esten: neu – am neuesten, früh – am frühesten.',
        ],
        table: { caption: 'Найвышэйшая ступень на -esten', head: ['Пачатковая форма', 'Вышэйшая ступень', 'Найвышэйшая ступень'], rows: ESTEN_ROWS },
        examples: [{ de: 'Der Bus kommt am spätesten.', tr: 'Аўтобус прыходзіць пазней за ўсіх.' }],
      },
      {
        heading: 'dunkel і teuer',
        paragraphs: [
          'Прыметнікі на -el, а таксама слова teuer губляюць e ў вышэйшай ступені: dunkel – dunkler, teuer – teurer. У найвышэйшай ступені e застаецца: am dunkelsten, am teuersten.',
        ],
        table: { caption: 'Прыметнікі, якія губляюць e', head: ['Пачатковая форма', 'Вышэйшая ступень', 'Найвышэйшая ступень'], rows: E_ROWS },
        examples: [{ de: 'Die Jacke ist teurer als der Pullover.', tr: 'Куртка даражэйшая за світар.' }],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Правільныя прыметнікі не атрымліваюць умлаут: lauter, а не «läuter»; klarer, а не «klärer».',
          'Не ўжывайце mehr або am meisten з прыметнікам: schöner, а не «mehr schön»; am schönsten, а не «am meisten schön».',
          'Пасля sein найвышэйшай ступені патрэбна am: Das Auto ist am schnellsten.',
        ],
        examples: [{ de: 'Dieses Auto ist am schnellsten.', tr: 'Гэты аўтамабіль самы хуткі.' }],
      },
    ],
    tr: [
      {
        heading: 'Düzenli sıfatlar',
        paragraphs: [
          'Almanca sıfatların çoğu düzenlidir. Karşılaştırma derecesi -er ile, üstünlük derecesi am + sıfat + -sten ile yapılır. Kök değişmez, umlaut gelmez.',
        ],
        table: { caption: 'Düzenli biçimler', head: ['Yalın biçim', 'Karşılaştırma', 'Üstünlük'], rows: REGULAR_ROWS },
        examples: [
          { de: 'Das Fahrrad ist langsamer als das Auto.', tr: 'Bisiklet arabadan daha yavaş.' },
          { de: 'Diese Tasche ist am billigsten.', tr: 'En ucuz çanta bu.' },
        ],
      },
      {
        heading: '-esten ile üstünlük derecesi',
        paragraphs: [
          'Sıfat -d, -t, -s, -ß, -sch veya -z ile bitiyorsa üstünlük derecesi -esten alır, çünkü yalnızca -sten ile söylemek zordur: laut – am lautesten, leise – am leisesten, süß – am süßesten.',
          'Ünlüden veya -h harfinden sonra da -esten sık kullanılır: neu – am neuesten, früh – am frühesten.',
        ],
        table: { caption: '-esten ile üstünlük derecesi', head: ['Yalın biçim', 'Karşılaştırma', 'Üstünlük'], rows: ESTEN_ROWS },
        examples: [{ de: 'Der Bus kommt am spätesten.', tr: 'En geç otobüs gelir.' }],
      },
      {
        heading: 'dunkel ve teuer',
        paragraphs: [
          '-el ile biten sıfatlar ve teuer kelimesi, karşılaştırma derecesinde bir e kaybeder: dunkel – dunkler, teuer – teurer. Üstünlük derecesinde e kalır: am dunkelsten, am teuersten.',
        ],
        table: { caption: 'e harfini kaybeden sıfatlar', head: ['Yalın biçim', 'Karşılaştırma', 'Üstünlük'], rows: E_ROWS },
        examples: [{ de: 'Die Jacke ist teurer als der Pullover.', tr: 'Ceket kazaktan daha pahalı.' }],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'Düzenli sıfatlar umlaut almaz: lauter, "läuter" değil; klarer, "klärer" değil.',
          'Sıfatla birlikte mehr veya am meisten kullanmayın: schöner, "mehr schön" değil; am schönsten, "am meisten schön" değil.',
          'sein fiilinden sonra üstünlük derecesi am ister: Das Auto ist am schnellsten.',
        ],
        examples: [{ de: 'Dieses Auto ist am schnellsten.', tr: 'En hızlı araba bu.' }],
      },
    ],
    pl: [
      {
        heading: 'Przymiotniki regularne',
        paragraphs: [
          'Większość niemieckich przymiotników jest regularna. Stopień wyższy tworzy się z -er, a najwyższy według wzoru am + przymiotnik + -sten. Temat się nie zmienia i nie ma umlautu.',
        ],
        table: { caption: 'Formy regularne', head: ['Forma podstawowa', 'Stopień wyższy', 'Stopień najwyższy'], rows: REGULAR_ROWS },
        examples: [
          { de: 'Das Fahrrad ist langsamer als das Auto.', tr: 'Rower jest wolniejszy niż samochód.' },
          { de: 'Diese Tasche ist am billigsten.', tr: 'Ta torba jest najtańsza.' },
        ],
      },
      {
        heading: 'Stopień najwyższy z -esten',
        paragraphs: [
          'Jeśli przymiotnik kończy się na -d, -t, -s, -ß, -sch lub -z, stopień najwyższy ma -esten, bo z samym -sten trudno go wymówić: laut – am lautesten, leise – am leisesten, süß – am süßesten.',
          'Po samogłosce lub -h też często używa się -esten: neu – am neuesten, früh – am frühesten.',
        ],
        table: { caption: 'Stopień najwyższy z -esten', head: ['Forma podstawowa', 'Stopień wyższy', 'Stopień najwyższy'], rows: ESTEN_ROWS },
        examples: [{ de: 'Der Bus kommt am spätesten.', tr: 'Autobus przyjeżdża najpóźniej.' }],
      },
      {
        heading: 'dunkel i teuer',
        paragraphs: [
          'Przymiotniki zakończone na -el oraz słowo teuer tracą e w stopniu wyższym: dunkel – dunkler, teuer – teurer. W stopniu najwyższym e zostaje: am dunkelsten, am teuersten.',
        ],
        table: { caption: 'Przymiotniki, które tracą e', head: ['Forma podstawowa', 'Stopień wyższy', 'Stopień najwyższy'], rows: E_ROWS },
        examples: [{ de: 'Die Jacke ist teurer als der Pullover.', tr: 'Kurtka jest droższa niż sweter.' }],
      },
      {
        heading: 'Częste błędy',
        paragraphs: [
          'Przymiotniki regularne nie dostają umlautu: lauter, a nie „läuter”; klarer, a nie „klärer”.',
          'Nie używaj mehr ani am meisten z przymiotnikiem: schöner, a nie „mehr schön”; am schönsten, a nie „am meisten schön”.',
          'Po sein stopień najwyższy wymaga am: Das Auto ist am schnellsten.',
        ],
        examples: [{ de: 'Dieses Auto ist am schnellsten.', tr: 'Ten samochód jest najszybszy.' }],
      },
    ],
    es: [
      {
        heading: 'Adjetivos regulares',
        paragraphs: [
          'La mayoría de los adjetivos alemanes son regulares. El comparativo se forma con -er y el superlativo con am + adjetivo + -sten. La raíz no cambia y no hay umlaut.',
        ],
        table: { caption: 'Formas regulares', head: ['Forma básica', 'Comparativo', 'Superlativo'], rows: REGULAR_ROWS },
        examples: [
          { de: 'Das Fahrrad ist langsamer als das Auto.', tr: 'La bicicleta es más lenta que el coche.' },
          { de: 'Diese Tasche ist am billigsten.', tr: 'Este bolso es el más barato.' },
        ],
      },
      {
        heading: 'El superlativo con -esten',
        paragraphs: [
          'Si el adjetivo termina en -d, -t, -s, -ß, -sch o -z, el superlativo lleva -esten, porque solo con -sten sería difícil de pronunciar: laut – am lautesten, leise – am leisesten, süß – am süßesten.',
          'Después de vocal o de -h también es frecuente -esten: neu – am neuesten, früh – am frühesten.',
        ],
        table: { caption: 'El superlativo con -esten', head: ['Forma básica', 'Comparativo', 'Superlativo'], rows: ESTEN_ROWS },
        examples: [{ de: 'Der Bus kommt am spätesten.', tr: 'El autobús es el que llega más tarde.' }],
      },
      {
        heading: 'dunkel y teuer',
        paragraphs: [
          'Los adjetivos en -el y también la palabra teuer pierden una e en el comparativo: dunkel – dunkler, teuer – teurer. En el superlativo la e se mantiene: am dunkelsten, am teuersten.',
        ],
        table: { caption: 'Adjetivos que pierden una e', head: ['Forma básica', 'Comparativo', 'Superlativo'], rows: E_ROWS },
        examples: [{ de: 'Die Jacke ist teurer als der Pullover.', tr: 'La chaqueta es más cara que el jersey.' }],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'Los adjetivos regulares no llevan umlaut: lauter, no «läuter»; klarer, no «klärer».',
          'No uses mehr ni am meisten con un adjetivo: schöner, no «mehr schön»; am schönsten, no «am meisten schön».',
          'Después de sein el superlativo necesita am: Das Auto ist am schnellsten.',
        ],
        examples: [{ de: 'Dieses Auto ist am schnellsten.', tr: 'Este coche es el más rápido.' }],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'klein - kleiner - am kleinsten', formEn: 'small - smaller - smallest', tr: { ua: 'маленький - менший - найменший', de: 'Gegenteil von groß', ru: 'маленький - меньше - самый маленький', be: 'маленькі - меншы - найменшы', tr: 'küçük - daha küçük - en küçük', pl: 'mały - mniejszy - najmniejszy', es: 'pequeño - más pequeño - el más pequeño' }, correct: false },
      { formDe: 'schnell - schneller - am schnellsten', formEn: 'fast - faster - fastest', tr: { ua: 'швидкий - швидший - найшвидший', de: 'Gegenteil von langsam', ru: 'быстрый - быстрее - самый быстрый', be: 'хуткі - хутчэйшы - найхутчэйшы', tr: 'hızlı - daha hızlı - en hızlı', pl: 'szybki - szybszy - najszybszy', es: 'rápido - más rápido - el más rápido' }, correct: false },
      { formDe: 'billig - billiger - am billigsten', formEn: 'cheap - cheaper - cheapest', tr: { ua: 'дешевий - дешевший - найдешевший', de: 'Gegenteil von teuer', ru: 'дешёвый - дешевле - самый дешёвый', be: 'танны - танейшы - найтанейшы', tr: 'ucuz - daha ucuz - en ucuz', pl: 'tani - tańszy - najtańszy', es: 'barato - más barato - el más barato' }, correct: false },
      { formDe: 'langsam - langsamer - am langsamsten', formEn: 'slow - slower - slowest', tr: { ua: 'повільний - повільніший - найповільніший', de: 'Gegenteil von schnell', ru: 'медленный - медленнее - самый медленный', be: 'павольны - павальнейшы - найпавальнейшы', tr: 'yavaş - daha yavaş - en yavaş', pl: 'wolny - wolniejszy - najwolniejszy', es: 'lento - más lento - el más lento' }, correct: false },
      { formDe: 'schön - schöner - am schönsten', formEn: 'beautiful - more beautiful - most beautiful', tr: { ua: 'гарний - гарніший - найгарніший', de: 'Gegenteil von hässlich', ru: 'красивый - красивее - самый красивый', be: 'прыгожы - прыгажэйшы - найпрыгажэйшы', tr: 'güzel - daha güzel - en güzel', pl: 'piękny - piękniejszy - najpiękniejszy', es: 'bonito - más bonito - el más bonito' }, correct: false },
      { formDe: 'hell - heller - am hellsten', formEn: 'bright - brighter - brightest', tr: { ua: 'світлий - світліший - найсвітліший', de: 'Gegenteil von dunkel', ru: 'светлый - светлее - самый светлый', be: 'светлы - святлейшы - найсвятлейшы', tr: 'aydınlık - daha aydınlık - en aydınlık', pl: 'jasny - jaśniejszy - najjaśniejszy', es: 'claro - más claro - el más claro' }, correct: false },
      { formDe: 'leise - leiser - am leisesten', formEn: 'quiet - quieter - quietest', tr: { ua: 'тихий - тихіший - найтихіший', de: 'Gegenteil von laut', ru: 'тихий - тише - самый тихий', be: 'ціхі - цішэйшы - найцішэйшы', tr: 'sessiz - daha sessiz - en sessiz', pl: 'cichy - cichszy - najcichszy', es: 'silencioso - más silencioso - el más silencioso' }, correct: false },
      { formDe: 'neu - neuer - am neuesten', formEn: 'new - newer - newest', tr: { ua: 'новий - новіший - найновіший', de: 'Gegenteil von alt', ru: 'новый - новее - самый новый', be: 'новы - навейшы - найнавейшы', tr: 'yeni - daha yeni - en yeni', pl: 'nowy - nowszy - najnowszy', es: 'nuevo - más nuevo - el más nuevo' }, correct: false },
      { formDe: 'spät - später - am spätesten', formEn: 'late - later - latest', tr: { ua: 'пізній - пізніший - найпізніший', de: 'Gegenteil von früh', ru: 'поздний - позже - самый поздний', be: 'позні - пазнейшы - найпазнейшы', tr: 'geç - daha geç - en geç', pl: 'późny - późniejszy - najpóźniejszy', es: 'tarde - más tarde - lo más tarde' }, correct: false },
      { formDe: 'früh - früher - am frühesten', formEn: 'early - earlier - earliest', tr: { ua: 'ранній - раніший - найраніший', de: 'Gegenteil von spät', ru: 'ранний - раньше - самый ранний', be: 'ранні - раней - найраней', tr: 'erken - daha erken - en erken', pl: 'wczesny - wcześniejszy - najwcześniejszy', es: 'temprano - más temprano - lo más temprano' }, correct: false },
      { formDe: 'laut - lauter - am lautesten', formEn: 'loud - louder - loudest', tr: { ua: 'гучний - гучніший - найгучніший', de: 'Gegenteil von leise', ru: 'громкий - громче - самый громкий', be: 'гучны - гучнейшы - найгучнейшы', tr: 'gürültülü - daha gürültülü - en gürültülü', pl: 'głośny - głośniejszy - najgłośniejszy', es: 'ruidoso - más ruidoso - el más ruidoso' }, correct: false },
      { formDe: 'leicht - leichter - am leichtesten', formEn: 'easy - easier - easiest', tr: { ua: 'легкий - легший - найлегший', de: 'Gegenteil von schwierig', ru: 'лёгкий - легче - самый лёгкий', be: 'лёгкі - лягчэйшы - найлягчэйшы', tr: 'kolay - daha kolay - en kolay', pl: 'łatwy - łatwiejszy - najłatwiejszy', es: 'fácil - más fácil - el más fácil' }, correct: false },
      { formDe: 'schwer - schwerer - am schwersten', formEn: 'heavy - heavier - heaviest', tr: { ua: 'важкий - важчий - найважчий', de: 'Gegenteil von leicht (Gewicht)', ru: 'тяжёлый - тяжелее - самый тяжёлый', be: 'цяжкі - цяжэйшы - найцяжэйшы', tr: 'ağır - daha ağır - en ağır', pl: 'ciężki - cięższy - najcięższy', es: 'pesado - más pesado - el más pesado' }, correct: false },
      { formDe: 'teuer - teurer - am teuersten', formEn: 'expensive - more expensive - most expensive', tr: { ua: 'дорогий - дорожчий - найдорожчий', de: 'Gegenteil von billig', ru: 'дорогой - дороже - самый дорогой', be: 'дарагі - даражэйшы - найдаражэйшы', tr: 'pahalı - daha pahalı - en pahalı', pl: 'drogi - droższy - najdroższy', es: 'caro - más caro - el más caro' }, correct: false },
      { formDe: 'dunkel - dunkler - am dunkelsten', formEn: 'dark - darker - darkest', tr: { ua: 'темний - темніший - найтемніший', de: 'Gegenteil von hell', ru: 'тёмный - темнее - самый тёмный', be: 'цёмны - цямнейшы - найцямнейшы', tr: 'karanlık - daha karanlık - en karanlık', pl: 'ciemny - ciemniejszy - najciemniejszy', es: 'oscuro - más oscuro - el más oscuro' }, correct: false },
      { formDe: 'sauber - sauberer - am saubersten', formEn: 'clean - cleaner - cleanest', tr: { ua: 'чистий - чистіший - найчистіший', de: 'Gegenteil von schmutzig', ru: 'чистый - чище - самый чистый', be: 'чысты - чысцейшы - найчысцейшы', tr: 'temiz - daha temiz - en temiz', pl: 'czysty - czystszy - najczystszy', es: 'limpio - más limpio - el más limpio' }, correct: false },
      { formDe: 'müde - müder - am müdesten', formEn: 'tired - more tired - most tired', tr: { ua: 'втомлений - більш втомлений - найбільш втомлений', de: 'Gegenteil von wach', ru: 'усталый - более усталый - самый усталый', be: 'стомлены - больш стомлены - самы стомлены', tr: 'yorgun - daha yorgun - en yorgun', pl: 'zmęczony - bardziej zmęczony - najbardziej zmęczony', es: 'cansado - más cansado - el más cansado' }, correct: false },
      { formDe: 'weit - weiter - am weitesten', formEn: 'far - farther - farthest', tr: { ua: 'далекий - дальший - найдальший', de: 'Gegenteil von nah', ru: 'далёкий - дальше - самый далёкий', be: 'далёкі - далейшы - найдалейшы', tr: 'uzak - daha uzak - en uzak', pl: 'daleki - dalszy - najdalszy', es: 'lejos - más lejos - lo más lejos' }, correct: false },
      { formDe: 'breit - breiter - am breitesten', formEn: 'wide - wider - widest', tr: { ua: 'широкий - ширший - найширший', de: 'Gegenteil von schmal', ru: 'широкий - шире - самый широкий', be: 'шырокі - шырэйшы - найшырэйшы', tr: 'geniş - daha geniş - en geniş', pl: 'szeroki - szerszy - najszerszy', es: 'ancho - más ancho - el más ancho' }, correct: false },
      { formDe: 'interessant - interessanter - am interessantesten', formEn: 'interesting - more interesting - most interesting', tr: { ua: 'цікавий - цікавіший - найцікавіший', de: 'Gegenteil von langweilig', ru: 'интересный - интереснее - самый интересный', be: 'цікавы - цікавейшы - найцікавейшы', tr: 'ilginç - daha ilginç - en ilginç', pl: 'ciekawy - ciekawszy - najciekawszy', es: 'interesante - más interesante - el más interesante' }, correct: false },
      { formDe: 'freundlich - freundlicher - am freundlichsten', formEn: 'friendly - friendlier - friendliest', tr: { ua: 'привітний - привітніший - найпривітніший', de: 'nett zu anderen Menschen', ru: 'дружелюбный - дружелюбнее - самый дружелюбный', be: 'прыязны - больш прыязны - самы прыязны', tr: 'samimi - daha samimi - en samimi', pl: 'przyjazny - bardziej przyjazny - najbardziej przyjazny', es: 'amable - más amable - el más amable' }, correct: false },
      { formDe: 'süß - süßer - am süßesten', formEn: 'sweet - sweeter - sweetest', tr: { ua: 'солодкий - солодший - найсолодший', de: 'wie Zucker oder Schokolade', ru: 'сладкий - слаще - самый сладкий', be: 'салодкі - саладзейшы - найсаладзейшы', tr: 'tatlı - daha tatlı - en tatlı', pl: 'słodki - słodszy - najsłodszy', es: 'dulce - más dulce - el más dulce' }, correct: false },
      { formDe: 'ruhig - ruhiger - am ruhigsten', formEn: 'quiet - quieter - quietest', tr: { ua: 'спокійний - спокійніший - найспокійніший', de: 'ohne Lärm und ohne Stress', ru: 'спокойный - спокойнее - самый спокойный', be: 'спакойны - спакайнейшы - найспакайнейшы', tr: 'sakin - daha sakin - en sakin', pl: 'spokojny - spokojniejszy - najspokojniejszy', es: 'tranquilo - más tranquilo - el más tranquilo' }, correct: false },
      { formDe: 'wichtig - wichtiger - am wichtigsten', formEn: 'important - more important - most important', tr: { ua: 'важливий - важливіший - найважливіший', de: 'Gegenteil von egal', ru: 'важный - важнее - самый важный', be: 'важны - важнейшы - найважнейшы', tr: 'önemli - daha önemli - en önemli', pl: 'ważny - ważniejszy - najważniejszy', es: 'importante - más importante - el más importante' }, correct: false },
      { formDe: 'schmutzig - schmutziger - am schmutzigsten', formEn: 'dirty - dirtier - dirtiest', tr: { ua: 'брудний - брудніший - найбрудніший', de: 'Gegenteil von sauber', ru: 'грязный - грязнее - самый грязный', be: 'брудны - бруднейшы - найбруднейшы', tr: 'kirli - daha kirli - en kirli', pl: 'brudny - brudniejszy - najbrudniejszy', es: 'sucio - más sucio - el más sucio' }, correct: false },
      { formDe: 'sauer - saurer - am sauersten', formEn: 'sour - sourer - sourest', tr: { ua: 'кислий - кисліший - найкисліший', de: 'wie eine Zitrone (verliert ein e)', ru: 'кислый - кислее - самый кислый', be: 'кіслы - кіслейшы - найкіслейшы', tr: 'ekşi - daha ekşi - en ekşi', pl: 'kwaśny - kwaśniejszy - najkwaśniejszy', es: 'ácido - más ácido - el más ácido' }, correct: false },
      { formDe: 'heiß - heißer - am heißesten', formEn: 'hot - hotter - hottest', tr: { ua: 'гарячий - гарячіший - найгарячіший', de: 'Gegenteil von kalt, sehr warm', ru: 'горячий - горячее - самый горячий', be: 'гарачы - гарачэйшы - найгарачэйшы', tr: 'sıcak - daha sıcak - en sıcak', pl: 'gorący - gorętszy - najgorętszy', es: 'caliente - más caliente - el más caliente' }, correct: false },
      { formDe: 'schlecht - schlechter - am schlechtesten', formEn: 'bad - worse - worst', tr: { ua: 'поганий - гірший - найгірший', de: 'Gegenteil von gut', ru: 'плохой - хуже - самый плохой', be: 'дрэнны - горшы - найгоршы', tr: 'kötü - daha kötü - en kötü', pl: 'zły - gorszy - najgorszy', es: 'malo - peor - el peor' }, correct: false },
      { formDe: 'reich - reicher - am reichsten', formEn: 'rich - richer - richest', tr: { ua: 'багатий - багатший - найбагатший', de: 'Gegenteil von arm', ru: 'богатый - богаче - самый богатый', be: 'багаты - багацейшы - найбагацейшы', tr: 'zengin - daha zengin - en zengin', pl: 'bogaty - bogatszy - najbogatszy', es: 'rico - más rico - el más rico' }, correct: false },
      { formDe: 'weich - weicher - am weichsten', formEn: 'soft - softer - softest', tr: { ua: 'м’який - м’якший - найм’якший', de: 'Gegenteil von hart', ru: 'мягкий - мягче - самый мягкий', be: 'мяккі - мякчэйшы - наймякчэйшы', tr: 'yumuşak - daha yumuşak - en yumuşak', pl: 'miękki - miększy - najmiększy', es: 'blando - más blando - el más blando' }, correct: false },
    ],
  },
};

export default topic;
