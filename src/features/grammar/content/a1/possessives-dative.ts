import type { A1Topic } from '../types';

/** The four possessives × der / die / das / plural in the dative (German, the same in every language). */
const ROWS = [
  ['mein', 'meinem Vater', 'meiner Mutter', 'meinem Kind', 'meinen Eltern'],
  ['dein', 'deinem Vater', 'deiner Mutter', 'deinem Kind', 'deinen Eltern'],
  ['sein', 'seinem Vater', 'seiner Mutter', 'seinem Kind', 'seinen Eltern'],
  ['ihr', 'ihrem Vater', 'ihrer Mutter', 'ihrem Kind', 'ihren Eltern'],
];

const topic: A1Topic = {
  slug: 'possessives-dative',
  type: 'possessive pronouns',
  title: {
    en: 'Possessives in the dative',
    ua: 'Присвійні займенники: Dativ',
    de: 'Possessivartikel im Dativ',
    ru: 'Притяжательные местоимения: Dativ',
    be: 'Прыналежныя займеннікі: Dativ',
    tr: 'İyelik sözcükleri: Dativ',
    pl: 'Zaimki dzierżawcze w celowniku',
    es: 'Posesivos en dativo',
  },
  descr: {
    en: 'Use mein, dein, sein, ihr and the others with dative endings: mit meinem Bruder, mit meiner Schwester, mit meinen Freunden.',
    ua: 'Вживайте mein, dein, sein, ihr та інші із закінченнями давального відмінка: mit meinem Bruder, mit meiner Schwester, mit meinen Freunden.',
    de: 'Benutze mein, dein, sein, ihr und die anderen mit den Endungen im Dativ: mit meinem Bruder, mit meiner Schwester, mit meinen Freunden.',
    ru: 'Употребляйте mein, dein, sein, ihr и другие с окончаниями дательного падежа: mit meinem Bruder, mit meiner Schwester, mit meinen Freunden.',
    be: 'Ужывайце mein, dein, sein, ihr і іншыя з канчаткамі давальнага склону: mit meinem Bruder, mit meiner Schwester, mit meinen Freunden.',
    tr: 'mein, dein, sein, ihr ve diğerlerini Dativ ekleriyle kullanın: mit meinem Bruder, mit meiner Schwester, mit meinen Freunden.',
    pl: 'Używaj mein, dein, sein, ihr i innych z końcówkami celownika: mit meinem Bruder, mit meiner Schwester, mit meinen Freunden.',
    es: 'Usa mein, dein, sein, ihr y los demás con las terminaciones del dativo: mit meinem Bruder, mit meiner Schwester, mit meinen Freunden.',
  },
  rules: {
    en: [
      {
        heading: 'When do you need the dative?',
        paragraphs: [
          'The dative is used for the person who receives something (Ich gebe meinem Bruder das Buch), after verbs like helfen, danken, gefallen, gehören, antworten, and after the prepositions mit, bei, von, zu, aus, nach, seit.',
          'The possessive (mein, dein, sein, ihr …) depends on the owner, the ending on the noun after it – just like ein and kein: mit einem Freund → mit meinem Freund.',
        ],
        examples: [
          { de: 'Ich helfe meiner Mutter.', tr: 'I help my mother.' },
          { de: 'Tom fährt mit seinem Fahrrad zur Schule.', tr: 'Tom rides his bike to school.' },
        ],
      },
      {
        heading: 'Endings in the dative',
        paragraphs: ['Masculine and neuter end in -em, feminine in -er, plural in -en.'],
        table: {
          caption: 'Possessives in the dative',
          head: ['Possessive', 'masculine (der)', 'feminine (die)', 'neuter (das)', 'plural (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'Plural, unser, euer, Ihr',
        paragraphs: [
          'In the dative plural the noun also gets -n if it does not already end in -n or -s: mit meinen Freunden, mit seinen Kindern, but mit meinen Eltern, mit ihren Autos.',
          'unser, euer and Ihr take the same endings: unserem Sohn, unserer Tochter, unseren Kindern. euer loses its second e: eurem Sohn, eurer Tochter. The polite Ihr is written with a capital I: Wie geht es Ihrer Frau?',
        ],
        examples: [
          { de: 'Wir fahren mit unseren Kindern ans Meer.', tr: 'We are going to the seaside with our children.' },
          { de: 'Herr Klein, wie geht es Ihrer Frau?', tr: 'Mr Klein, how is your wife?' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'After mit, bei, von, zu and the other dative prepositions, do not use the nominative or the accusative: ✗ mit mein Bruder → ✓ mit meinem Bruder; ✗ mit meine Mutter → ✓ mit meiner Mutter.',
          'Do not forget the -n on the plural noun: ✗ mit meinen Freunde → ✓ mit meinen Freunden.',
          'sein and ihr still depend on the owner: Anna spielt mit ihrem Bruder, Tom spielt mit seiner Schwester.',
        ],
        examples: [{ de: 'Ich wohne bei meinen Eltern.', tr: 'I live with my parents.' }],
      },
    ],
    ua: [
      {
        heading: 'Коли потрібен давальний відмінок?',
        paragraphs: [
          'Давальний відмінок вживається для особи, яка щось отримує (Ich gebe meinem Bruder das Buch), після дієслів helfen, danken, gefallen, gehören, antworten і після прийменників mit, bei, von, zu, aus, nach, seit.',
          'Присвійне слово (mein, dein, sein, ihr …) залежить від власника, а закінчення — від іменника після нього, так само як у ein та kein: mit einem Freund → mit meinem Freund.',
        ],
        examples: [
          { de: 'Ich helfe meiner Mutter.', tr: 'Я допомагаю своїй мамі.' },
          { de: 'Tom fährt mit seinem Fahrrad zur Schule.', tr: 'Том їздить до школи на своєму велосипеді.' },
        ],
      },
      {
        heading: 'Закінчення в давальному відмінку',
        paragraphs: ['Чоловічий і середній рід мають закінчення -em, жіночий — -er, множина — -en.'],
        table: {
          caption: 'Присвійні займенники в давальному відмінку',
          head: ['Займенник', 'чоловічий рід (der)', 'жіночий рід (die)', 'середній рід (das)', 'множина (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'Множина, unser, euer, Ihr',
        paragraphs: [
          'У давальному відмінку множини іменник теж отримує -n, якщо він ще не закінчується на -n чи -s: mit meinen Freunden, mit seinen Kindern, але mit meinen Eltern, mit ihren Autos.',
          'unser, euer та Ihr мають ті самі закінчення: unserem Sohn, unserer Tochter, unseren Kindern. У euer випадає друге e: eurem Sohn, eurer Tochter. Ввічливе Ihr пишуть з великої літери: Wie geht es Ihrer Frau?',
        ],
        examples: [
          { de: 'Wir fahren mit unseren Kindern ans Meer.', tr: 'Ми їдемо з нашими дітьми на море.' },
          { de: 'Herr Klein, wie geht es Ihrer Frau?', tr: 'Пане Кляйн, як справи у Вашої дружини?' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Після mit, bei, von, zu та інших прийменників з давальним відмінком не вживайте називний чи знахідний: ✗ mit mein Bruder → ✓ mit meinem Bruder; ✗ mit meine Mutter → ✓ mit meiner Mutter.',
          'Не забувайте -n в іменнику множини: ✗ mit meinen Freunde → ✓ mit meinen Freunden.',
          'sein та ihr, як і раніше, залежать від власника: Anna spielt mit ihrem Bruder, Tom spielt mit seiner Schwester.',
        ],
        examples: [{ de: 'Ich wohne bei meinen Eltern.', tr: 'Я живу з батьками.' }],
      },
    ],
    de: [
      {
        heading: 'Wann braucht man den Dativ?',
        paragraphs: [
          'Den Dativ braucht man für die Person, die etwas bekommt (Ich gebe meinem Bruder das Buch), nach Verben wie helfen, danken, gefallen, gehören, antworten und nach den Präpositionen mit, bei, von, zu, aus, nach, seit.',
          'Das Possessivwort (mein, dein, sein, ihr …) hängt vom Besitzer ab, die Endung vom Nomen danach – genau wie bei ein und kein: mit einem Freund → mit meinem Freund.',
        ],
        examples: [
          { de: 'Ich helfe meiner Mutter.', tr: 'helfen + Dativ; die Mutter → meiner Mutter' },
          { de: 'Tom fährt mit seinem Fahrrad zur Schule.', tr: 'mit + Dativ; das Fahrrad → seinem Fahrrad' },
        ],
      },
      {
        heading: 'Die Endungen im Dativ',
        paragraphs: ['Maskulin und neutral enden auf -em, feminin auf -er, Plural auf -en.'],
        table: {
          caption: 'Possessivartikel im Dativ',
          head: ['Possessivartikel', 'maskulin (der)', 'feminin (die)', 'neutral (das)', 'Plural (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'Plural, unser, euer, Ihr',
        paragraphs: [
          'Im Dativ Plural bekommt auch das Nomen ein -n, wenn es nicht schon auf -n oder -s endet: mit meinen Freunden, mit seinen Kindern, aber mit meinen Eltern, mit ihren Autos.',
          'unser, euer und Ihr haben dieselben Endungen: unserem Sohn, unserer Tochter, unseren Kindern. Bei euer fällt das zweite e weg: eurem Sohn, eurer Tochter. Die Höflichkeitsform Ihr schreibt man groß: Wie geht es Ihrer Frau?',
        ],
        examples: [
          { de: 'Wir fahren mit unseren Kindern ans Meer.', tr: 'Dativ Plural: unseren Kindern (mit -n)' },
          { de: 'Herr Klein, wie geht es Ihrer Frau?', tr: 'Ihrer = Höflichkeitsform, Dativ feminin' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Nach mit, bei, von, zu und den anderen Präpositionen mit Dativ steht kein Nominativ und kein Akkusativ: ✗ mit mein Bruder → ✓ mit meinem Bruder; ✗ mit meine Mutter → ✓ mit meiner Mutter.',
          'Vergiss das -n beim Nomen im Plural nicht: ✗ mit meinen Freunde → ✓ mit meinen Freunden.',
          'sein und ihr hängen weiter vom Besitzer ab: Anna spielt mit ihrem Bruder, Tom spielt mit seiner Schwester.',
        ],
        examples: [{ de: 'Ich wohne bei meinen Eltern.', tr: 'bei + Dativ; Eltern endet schon auf -n.' }],
      },
    ],
    ru: [
      {
        heading: 'Когда нужен дательный падеж?',
        paragraphs: [
          'Дательный падеж употребляется для человека, который что-то получает (Ich gebe meinem Bruder das Buch), после глаголов helfen, danken, gefallen, gehören, antworten и после предлогов mit, bei, von, zu, aus, nach, seit.',
          'Притяжательное слово (mein, dein, sein, ihr …) зависит от владельца, а окончание — от существительного после него, так же как у ein и kein: mit einem Freund → mit meinem Freund.',
        ],
        examples: [
          { de: 'Ich helfe meiner Mutter.', tr: 'Я помогаю своей маме.' },
          { de: 'Tom fährt mit seinem Fahrrad zur Schule.', tr: 'Том ездит в школу на своём велосипеде.' },
        ],
      },
      {
        heading: 'Окончания в дательном падеже',
        paragraphs: ['Мужской и средний род имеют окончание -em, женский — -er, множественное число — -en.'],
        table: {
          caption: 'Притяжательные местоимения в дательном падеже',
          head: ['Местоимение', 'мужской род (der)', 'женский род (die)', 'средний род (das)', 'множественное число (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'Множественное число, unser, euer, Ihr',
        paragraphs: [
          'В дательном падеже множественного числа существительное тоже получает -n, если оно ещё не оканчивается на -n или -s: mit meinen Freunden, mit seinen Kindern, но mit meinen Eltern, mit ihren Autos.',
          'unser, euer и Ihr имеют те же окончания: unserem Sohn, unserer Tochter, unseren Kindern. В euer выпадает второе e: eurem Sohn, eurer Tochter. Вежливое Ihr пишется с большой буквы: Wie geht es Ihrer Frau?',
        ],
        examples: [
          { de: 'Wir fahren mit unseren Kindern ans Meer.', tr: 'Мы едем с нашими детьми на море.' },
          { de: 'Herr Klein, wie geht es Ihrer Frau?', tr: 'Господин Кляйн, как дела у Вашей жены?' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'После mit, bei, von, zu и других предлогов с дательным падежом не используйте именительный или винительный: ✗ mit mein Bruder → ✓ mit meinem Bruder; ✗ mit meine Mutter → ✓ mit meiner Mutter.',
          'Не забывайте -n у существительного во множественном числе: ✗ mit meinen Freunde → ✓ mit meinen Freunden.',
          'sein и ihr по-прежнему зависят от владельца: Anna spielt mit ihrem Bruder, Tom spielt mit seiner Schwester.',
        ],
        examples: [{ de: 'Ich wohne bei meinen Eltern.', tr: 'Я живу у родителей.' }],
      },
    ],
    be: [
      {
        heading: 'Калі патрэбны давальны склон?',
        paragraphs: [
          'Давальны склон ужываецца для асобы, якая нешта атрымлівае (Ich gebe meinem Bruder das Buch), пасля дзеясловаў helfen, danken, gefallen, gehören, antworten і пасля прыназоўнікаў mit, bei, von, zu, aus, nach, seit.',
          'Прыналежнае слова (mein, dein, sein, ihr …) залежыць ад уладальніка, а канчатак — ад назоўніка пасля яго, гэтак жа, як у ein і kein: mit einem Freund → mit meinem Freund.',
        ],
        examples: [
          { de: 'Ich helfe meiner Mutter.', tr: 'Я дапамагаю сваёй маме.' },
          { de: 'Tom fährt mit seinem Fahrrad zur Schule.', tr: 'Том ездзіць у школу на сваім ровары.' },
        ],
      },
      {
        heading: 'Канчаткі ў давальным склоне',
        paragraphs: ['Мужчынскі і ніякі род маюць канчатак -em, жаночы — -er, множны лік — -en.'],
        table: {
          caption: 'Прыналежныя займеннікі ў давальным склоне',
          head: ['Займеннік', 'мужчынскі род (der)', 'жаночы род (die)', 'ніякі род (das)', 'множны лік (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'Множны лік, unser, euer, Ihr',
        paragraphs: [
          'У давальным склоне множнага ліку назоўнік таксама атрымлівае -n, калі ён яшчэ не заканчваецца на -n або -s: mit meinen Freunden, mit seinen Kindern, але mit meinen Eltern, mit ihren Autos.',
          'unser, euer і Ihr маюць тыя самыя канчаткі: unserem Sohn, unserer Tochter, unseren Kindern. У euer выпадае другое e: eurem Sohn, eurer Tochter. Ветлівае Ihr пішацца з вялікай літары: Wie geht es Ihrer Frau?',
        ],
        examples: [
          { de: 'Wir fahren mit unseren Kindern ans Meer.', tr: 'Мы едзем з нашымі дзецьмі на мора.' },
          { de: 'Herr Klein, wie geht es Ihrer Frau?', tr: 'Спадар Кляйн, як справы ў Вашай жонкі?' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Пасля mit, bei, von, zu і іншых прыназоўнікаў з давальным склонам не ўжывайце назоўны ці вінавальны склон: ✗ mit mein Bruder → ✓ mit meinem Bruder; ✗ mit meine Mutter → ✓ mit meiner Mutter.',
          'Не забывайце -n у назоўніка ў множным ліку: ✗ mit meinen Freunde → ✓ mit meinen Freunden.',
          'sein і ihr, як і раней, залежаць ад уладальніка: Anna spielt mit ihrem Bruder, Tom spielt mit seiner Schwester.',
        ],
        examples: [{ de: 'Ich wohne bei meinen Eltern.', tr: 'Я жыву ў бацькоў.' }],
      },
    ],
    tr: [
      {
        heading: 'Dativ ne zaman gerekir?',
        paragraphs: [
          'Dativ, bir şey alan kişi için (Ich gebe meinem Bruder das Buch), helfen, danken, gefallen, gehören, antworten gibi fiillerden sonra ve mit, bei, von, zu, aus, nach, seit edatlarından sonra kullanılır.',
          'İyelik sözcüğü (mein, dein, sein, ihr …) sahibe, eki ise arkasındaki isme bağlıdır – tıpkı ein ve kein gibi: mit einem Freund → mit meinem Freund.',
        ],
        examples: [
          { de: 'Ich helfe meiner Mutter.', tr: 'Anneme yardım ediyorum.' },
          { de: 'Tom fährt mit seinem Fahrrad zur Schule.', tr: 'Tom okula bisikletiyle gidiyor.' },
        ],
      },
      {
        heading: 'Dativ’de ekler',
        paragraphs: ['Eril ve nötr -em, dişil -er, çoğul -en ile biter.'],
        table: {
          caption: 'Dativ’de iyelik sözcükleri',
          head: ['İyelik', 'eril (der)', 'dişil (die)', 'nötr (das)', 'çoğul (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'Çoğul, unser, euer, Ihr',
        paragraphs: [
          'Dativ çoğulda isim de -n alır, eğer zaten -n veya -s ile bitmiyorsa: mit meinen Freunden, mit seinen Kindern, ama mit meinen Eltern, mit ihren Autos.',
          'unser, euer ve Ihr aynı ekleri alır: unserem Sohn, unserer Tochter, unseren Kindern. euer ikinci e’yi kaybeder: eurem Sohn, eurer Tochter. Resmî Ihr büyük harfle yazılır: Wie geht es Ihrer Frau?',
        ],
        examples: [
          { de: 'Wir fahren mit unseren Kindern ans Meer.', tr: 'Çocuklarımızla denize gidiyoruz.' },
          { de: 'Herr Klein, wie geht es Ihrer Frau?', tr: 'Klein Bey, eşiniz nasıl?' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'mit, bei, von, zu ve diğer Dativ edatlarından sonra yalın hâl veya Akkusativ kullanmayın: ✗ mit mein Bruder → ✓ mit meinem Bruder; ✗ mit meine Mutter → ✓ mit meiner Mutter.',
          'Çoğul isimdeki -n’i unutmayın: ✗ mit meinen Freunde → ✓ mit meinen Freunden.',
          'sein ve ihr yine sahibe bağlıdır: Anna spielt mit ihrem Bruder, Tom spielt mit seiner Schwester.',
        ],
        examples: [{ de: 'Ich wohne bei meinen Eltern.', tr: 'Ailemin yanında yaşıyorum.' }],
      },
    ],
    pl: [
      {
        heading: 'Kiedy potrzebny jest celownik?',
        paragraphs: [
          'Celownika używa się dla osoby, która coś dostaje (Ich gebe meinem Bruder das Buch), po czasownikach helfen, danken, gefallen, gehören, antworten oraz po przyimkach mit, bei, von, zu, aus, nach, seit.',
          'Słowo dzierżawcze (mein, dein, sein, ihr …) zależy od właściciela, a końcówka od rzeczownika po nim – tak samo jak przy ein i kein: mit einem Freund → mit meinem Freund.',
        ],
        examples: [
          { de: 'Ich helfe meiner Mutter.', tr: 'Pomagam mojej mamie.' },
          { de: 'Tom fährt mit seinem Fahrrad zur Schule.', tr: 'Tom jeździ do szkoły swoim rowerem.' },
        ],
      },
      {
        heading: 'Końcówki w celowniku',
        paragraphs: ['Rodzaj męski i nijaki mają końcówkę -em, żeński -er, liczba mnoga -en.'],
        table: {
          caption: 'Zaimki dzierżawcze w celowniku',
          head: ['Zaimek', 'rodzaj męski (der)', 'rodzaj żeński (die)', 'rodzaj nijaki (das)', 'liczba mnoga (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'Liczba mnoga, unser, euer, Ihr',
        paragraphs: [
          'W celowniku liczby mnogiej także rzeczownik dostaje -n, jeśli nie kończy się już na -n lub -s: mit meinen Freunden, mit seinen Kindern, ale mit meinen Eltern, mit ihren Autos.',
          'unser, euer i Ihr mają te same końcówki: unserem Sohn, unserer Tochter, unseren Kindern. W euer wypada drugie e: eurem Sohn, eurer Tochter. Grzecznościowe Ihr pisze się wielką literą: Wie geht es Ihrer Frau?',
        ],
        examples: [
          { de: 'Wir fahren mit unseren Kindern ans Meer.', tr: 'Jedziemy z naszymi dziećmi nad morze.' },
          { de: 'Herr Klein, wie geht es Ihrer Frau?', tr: 'Panie Klein, jak się czuje Pana żona?' },
        ],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'Po mit, bei, von, zu i innych przyimkach z celownikiem nie używaj mianownika ani biernika: ✗ mit mein Bruder → ✓ mit meinem Bruder; ✗ mit meine Mutter → ✓ mit meiner Mutter.',
          'Nie zapominaj o -n przy rzeczowniku w liczbie mnogiej: ✗ mit meinen Freunde → ✓ mit meinen Freunden.',
          'sein i ihr nadal zależą od właściciela: Anna spielt mit ihrem Bruder, Tom spielt mit seiner Schwester.',
        ],
        examples: [{ de: 'Ich wohne bei meinen Eltern.', tr: 'Mieszkam u rodziców.' }],
      },
    ],
    es: [
      {
        heading: '¿Cuándo se usa el dativo?',
        paragraphs: [
          'El dativo se usa para la persona que recibe algo (Ich gebe meinem Bruder das Buch), después de verbos como helfen, danken, gefallen, gehören, antworten y después de las preposiciones mit, bei, von, zu, aus, nach, seit.',
          'El posesivo (mein, dein, sein, ihr …) depende del poseedor, y la terminación, del sustantivo que sigue, igual que con ein y kein: mit einem Freund → mit meinem Freund.',
        ],
        examples: [
          { de: 'Ich helfe meiner Mutter.', tr: 'Ayudo a mi madre.' },
          { de: 'Tom fährt mit seinem Fahrrad zur Schule.', tr: 'Tom va al colegio en su bicicleta.' },
        ],
      },
      {
        heading: 'Terminaciones en dativo',
        paragraphs: ['El masculino y el neutro terminan en -em, el femenino en -er y el plural en -en.'],
        table: {
          caption: 'Posesivos en dativo',
          head: ['Posesivo', 'masculino (der)', 'femenino (die)', 'neutro (das)', 'plural (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'Plural, unser, euer, Ihr',
        paragraphs: [
          'En el dativo plural, el sustantivo también lleva -n si no termina ya en -n o -s: mit meinen Freunden, mit seinen Kindern, pero mit meinen Eltern, mit ihren Autos.',
          'unser, euer e Ihr llevan las mismas terminaciones: unserem Sohn, unserer Tochter, unseren Kindern. euer pierde la segunda e: eurem Sohn, eurer Tochter. El Ihr de cortesía se escribe con mayúscula: Wie geht es Ihrer Frau?',
        ],
        examples: [
          { de: 'Wir fahren mit unseren Kindern ans Meer.', tr: 'Vamos a la playa con nuestros hijos.' },
          { de: 'Herr Klein, wie geht es Ihrer Frau?', tr: 'Señor Klein, ¿cómo está su mujer?' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'Después de mit, bei, von, zu y las demás preposiciones de dativo no uses el nominativo ni el acusativo: ✗ mit mein Bruder → ✓ mit meinem Bruder; ✗ mit meine Mutter → ✓ mit meiner Mutter.',
          'No olvides la -n del sustantivo en plural: ✗ mit meinen Freunde → ✓ mit meinen Freunden.',
          'sein e ihr siguen dependiendo del poseedor: Anna spielt mit ihrem Bruder, Tom spielt mit seiner Schwester.',
        ],
        examples: [{ de: 'Ich wohne bei meinen Eltern.', tr: 'Vivo con mis padres.' }],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - wohne - bei - meinen - Eltern.', hide: ['meinen'], formEn: 'I live with my parents.', tr: { ua: 'Я живу у своїх батьків.', de: 'Ich habe noch keine eigene Wohnung. (wohnen, die Eltern)', ru: 'Я живу у своих родителей.', be: 'Я жыву ў сваіх бацькоў.', tr: 'Annem ve babamla yaşıyorum.', pl: 'Mieszkam u swoich rodziców.', es: 'Vivo con mis padres.' }, correct: false },
      { formDe: 'Ich - gehe - mit - meinem - Hund - spazieren.', hide: ['meinem'], formEn: 'I am going for a walk with my dog.', tr: { ua: 'Я йду гуляти зі своїм собакою.', de: 'Der Hund und ich gehen in den Park. (spazieren gehen, mit)', ru: 'Я иду гулять со своей собакой.', be: 'Я іду гуляць са сваім сабакам.', tr: 'Köpeğimle yürüyüşe çıkıyorum.', pl: 'Idę na spacer ze swoim psem.', es: 'Voy a dar un paseo con mi perro.' }, correct: false },
      { formDe: 'Ich - helfe - meiner - Mutter.', hide: ['meiner'], formEn: 'I help my mother.', tr: { ua: 'Я допомагаю своїй матері.', de: 'Mama hat viel Arbeit, und ich mache mit. (helfen)', ru: 'Я помогаю своей матери.', be: 'Я дапамагаю сваёй маці.', tr: 'Anneme yardım ediyorum.', pl: 'Pomagam swojej mamie.', es: 'Ayudo a mi madre.' }, correct: false },
      { formDe: 'Ich - gebe - meinem - Vater - ein Buch.', hide: ['meinem'], formEn: 'I am giving my father a book.', tr: { ua: 'Я даю своєму батькові книжку.', de: 'Papa bekommt ein Buch von mir. (geben)', ru: 'Я даю своему отцу книгу.', be: 'Я даю свайму бацьку кнігу.', tr: 'Babama bir kitap veriyorum.', pl: 'Daję swojemu ojcu książkę.', es: 'Le doy un libro a mi padre.' }, correct: false },
      { formDe: 'Wohnst - du - bei - deiner - Tante?', hide: ['deiner'], formEn: 'Are you staying with your aunt?', tr: { ua: 'Ти зараз живеш у своєї тітки?', de: 'Frage an einen Freund: Hast du gerade ein Zimmer im Haus der Tante? (wohnen)', ru: 'Ты сейчас живёшь у своей тёти?', be: 'Ты цяпер жывеш у сваёй цёткі?', tr: 'Teyzende mi kalıyorsun?', pl: 'Mieszkasz teraz u swojej cioci?', es: '¿Te estás quedando en casa de tu tía?' }, correct: false },
      { formDe: 'Was - schenkst - du - deinem - Bruder?', hide: ['deinem'], formEn: 'What are you giving your brother?', tr: { ua: 'Що ти даруєш своєму братові?', de: 'Frage nach dem Geschenk für den Bruder. (schenken, du)', ru: 'Что ты даришь своему брату?', be: 'Што ты дорыш свайму брату?', tr: 'Erkek kardeşine ne hediye ediyorsun?', pl: 'Co dajesz w prezencie swojemu bratu?', es: '¿Qué le regalas a tu hermano?' }, correct: false },
      { formDe: 'Spielst - du - mit - deinen - Freunden?', hide: ['deinen'], formEn: 'Are you playing with your friends?', tr: { ua: 'Ти граєшся зі своїми друзями?', de: 'Frage an ein Kind: Sind die Freunde beim Spielen dabei? (spielen, mit)', ru: 'Ты играешь со своими друзьями?', be: 'Ты гуляеш са сваімі сябрамі?', tr: 'Arkadaşlarınla mı oynuyorsun?', pl: 'Bawisz się ze swoimi przyjaciółmi?', es: '¿Estás jugando con tus amigos?' }, correct: false },
      { formDe: 'Tom - fährt - mit - seinem - Fahrrad - zur Schule.', hide: ['seinem'], formEn: 'Tom rides his bike to school.', tr: { ua: 'Том їздить до школи на своєму велосипеді.', de: 'Tom geht nicht zu Fuß in die Schule, er hat ein Rad. (fahren, mit)', ru: 'Том ездит в школу на своём велосипеде.', be: 'Том ездзіць у школу на сваім ровары.', tr: 'Tom okula bisikletiyle gidiyor.', pl: 'Tom jeździ do szkoły swoim rowerem.', es: 'Tom va al colegio en su bicicleta.' }, correct: false },
      { formDe: 'Peter - hilft - seiner - Frau - in der Küche.', hide: ['seiner'], formEn: 'Peter helps his wife in the kitchen.', tr: { ua: 'Петер допомагає своїй дружині на кухні.', de: 'Peters Frau kocht, und Peter macht mit. (helfen)', ru: 'Петер помогает своей жене на кухне.', be: 'Петэр дапамагае сваёй жонцы на кухні.', tr: 'Peter mutfakta karısına yardım ediyor.', pl: 'Peter pomaga swojej żonie w kuchni.', es: 'Peter ayuda a su esposa en la cocina.' }, correct: false },
      { formDe: 'Das Kind - spielt - mit - seinem - Ball.', hide: ['seinem'], formEn: 'The child is playing with its ball.', tr: { ua: 'Дитина грається зі своїм м’ячем.', de: 'Das Kind hat einen Ball. Es hat viel Spaß damit. (spielen)', ru: 'Ребёнок играет со своим мячом.', be: 'Дзіця гуляе са сваім мячом.', tr: 'Çocuk topuyla oynuyor.', pl: 'Dziecko bawi się swoją piłką.', es: 'El niño está jugando con su pelota.' }, correct: false },
      { formDe: 'Jan - telefoniert - mit - seinen - Eltern.', hide: ['seinen'], formEn: 'Jan is on the phone with his parents.', tr: { ua: 'Ян розмовляє по телефону зі своїми батьками.', de: 'Jan spricht am Handy mit Mama und Papa. (telefonieren)', ru: 'Ян разговаривает по телефону со своими родителями.', be: 'Ян размаўляе па тэлефоне са сваімі бацькамі.', tr: 'Jan anne babasıyla telefonda konuşuyor.', pl: 'Jan rozmawia przez telefon ze swoimi rodzicami.', es: 'Jan está hablando por teléfono con sus padres.' }, correct: false },
      { formDe: 'Anna - geht - mit - ihrem - Freund - ins Kino.', hide: ['ihrem'], formEn: 'Anna is going to the cinema with her boyfriend.', tr: { ua: 'Анна йде в кіно зі своїм хлопцем.', de: 'Anna und ihr Freund sehen heute zusammen einen Film. (ins Kino gehen)', ru: 'Анна идёт в кино со своим парнем.', be: 'Анна ідзе ў кіно са сваім хлопцам.', tr: 'Anna erkek arkadaşıyla sinemaya gidiyor.', pl: 'Anna idzie do kina ze swoim chłopakiem.', es: 'Anna va al cine con su novio.' }, correct: false },
      { formDe: 'Maria - dankt - ihrer - Lehrerin.', hide: ['ihrer'], formEn: 'Maria thanks her teacher.', tr: { ua: 'Марія дякує своїй учительці.', de: 'Maria sagt zur Lehrerin: „Vielen Dank!“ (danken)', ru: 'Мария благодарит свою учительницу.', be: 'Марыя дзякуе сваёй настаўніцы.', tr: 'Maria öğretmenine teşekkür ediyor.', pl: 'Maria dziękuje swojej nauczycielce.', es: 'Maria le da las gracias a su profesora.' }, correct: false },
      { formDe: 'Lisa - fährt - mit - ihrem - Auto - nach Berlin.', hide: ['ihrem'], formEn: 'Lisa is driving her car to Berlin.', tr: { ua: 'Ліза їде до Берліна своєю машиною.', de: 'Lisa nimmt nicht den Zug nach Berlin, sie hat ein Auto. (fahren, mit)', ru: 'Лиза едет в Берлин на своей машине.', be: 'Ліза едзе ў Берлін на сваёй машыне.', tr: 'Lisa arabasıyla Berlin’e gidiyor.', pl: 'Lisa jedzie swoim samochodem do Berlina.', es: 'Lisa va a Berlín en su coche.' }, correct: false },
      { formDe: 'Die Kinder - helfen - ihren - Eltern.', hide: ['ihren'], formEn: 'The children help their parents.', tr: { ua: 'Діти допомагають своїм батькам.', de: 'Mama und Papa haben viel Arbeit, die Kinder machen mit. (helfen)', ru: 'Дети помогают своим родителям.', be: 'Дзеці дапамагаюць сваім бацькам.', tr: 'Çocuklar anne babalarına yardım ediyor.', pl: 'Dzieci pomagają swoim rodzicom.', es: 'Los niños ayudan a sus padres.' }, correct: false },
      { formDe: 'Sie - spricht - mit - ihrem - Chef.', hide: ['ihrem'], formEn: 'She is talking to her boss.', tr: { ua: 'Вона розмовляє зі своїм начальником.', de: 'Eine Frau hat im Büro ein Gespräch mit dem Chef. (sprechen)', ru: 'Она разговаривает со своим начальником.', be: 'Яна размаўляе са сваім начальнікам.', tr: 'O, patronuyla konuşuyor.', pl: 'Ona rozmawia ze swoim szefem.', es: 'Ella está hablando con su jefe.' }, correct: false },
      { formDe: 'Wir - essen - bei - unserer - Oma.', hide: ['unserer'], formEn: 'We are eating at our grandma’s.', tr: { ua: 'Ми їмо у своєї бабусі.', de: 'Oma kocht heute für uns in ihrer Wohnung. (essen)', ru: 'Мы едим у своей бабушки.', be: 'Мы ямо ў сваёй бабулі.', tr: 'Büyükannemizde yemek yiyoruz.', pl: 'Jemy u swojej babci.', es: 'Comemos en casa de nuestra abuela.' }, correct: false },
      { formDe: 'Wir - fahren - mit - unseren - Kindern - ans Meer.', hide: ['unseren'], formEn: 'We are going to the seaside with our children.', tr: { ua: 'Ми їдемо на море зі своїми дітьми.', de: 'Urlaub am Meer für die ganze Familie, Eltern und Kinder. (fahren, mit)', ru: 'Мы едем на море со своими детьми.', be: 'Мы едзем на мора са сваімі дзецьмі.', tr: 'Çocuklarımızla deniz kenarına gidiyoruz.', pl: 'Jedziemy nad morze ze swoimi dziećmi.', es: 'Vamos a la playa con nuestros hijos.' }, correct: false },
      { formDe: 'Wohnt - ihr - bei - eurem - Onkel?', hide: ['ihr', 'eurem'], formEn: 'Are you all staying with your uncle?', tr: { ua: 'Ви (усі) зараз живете у свого дядька?', de: 'Frage an zwei Freunde: Habt ihr gerade ein Zimmer im Haus vom Onkel? (wohnen)', ru: 'Вы (все) сейчас живёте у своего дяди?', be: 'Вы (усе) цяпер жывяце ў свайго дзядзькі?', tr: 'Amcanızda mı kalıyorsunuz?', pl: 'Mieszkacie teraz u swojego wujka?', es: '¿Os estáis quedando en casa de vuestro tío?' }, correct: false },
      { formDe: 'Herr Klein, - wie - geht - es - Ihrer - Frau?', hide: ['Ihrer'], formEn: 'Mr Klein, how is your wife?', tr: { ua: 'Пане Кляйн, як почувається ваша дружина?', de: 'Höfliche Frage an Herrn Klein: Ist seine Frau gesund? (Sie-Form)', ru: 'Господин Кляйн, как поживает ваша жена?', be: 'Спадар Кляйн, як маецца ваша жонка?', tr: 'Bay Klein, eşiniz nasıl?', pl: 'Panie Klein, jak się miewa pana żona?', es: 'Señor Klein, ¿cómo está su esposa?' }, correct: false },
      { formDe: 'Das Buch - gehört - meiner - Schwester.', hide: ['meiner'], formEn: 'The book belongs to my sister.', tr: { ua: 'Книжка належить моїй сестрі.', de: 'Meine Schwester hat das Buch gekauft. Es ist ihr Buch. (gehören)', ru: 'Книга принадлежит моей сестре.', be: 'Кніга належыць маёй сястры.', tr: 'Kitap kız kardeşime ait.', pl: 'Książka należy do mojej siostry.', es: 'El libro es de mi hermana.' }, correct: false },
      { formDe: 'Das Essen - schmeckt - meinen - Kindern.', hide: ['meinen'], formEn: 'My children like the food.', tr: { ua: 'Моїм дітям смакує їжа.', de: 'Meine Kinder essen alles auf, es ist lecker. (schmecken)', ru: 'Моим детям нравится еда.', be: 'Маім дзецям падабаецца ежа.', tr: 'Yemek çocuklarımın hoşuna gidiyor.', pl: 'Moim dzieciom smakuje jedzenie.', es: 'A mis hijos les gusta la comida.' }, correct: false },
      { formDe: 'Ich - telefoniere - jeden Tag - mit - meiner - Freundin.', hide: ['meiner'], formEn: 'I talk to my friend on the phone every day.', tr: { ua: 'Я щодня розмовляю по телефону зі своєю подругою.', de: 'Jeden Tag ein Anruf bei der besten Freundin. (telefonieren mit, ich, die Freundin)', ru: 'Я каждый день разговариваю по телефону со своей подругой.', be: 'Я кожны дзень размаўляю па тэлефоне са сваёй сяброўкай.', tr: 'Her gün kız arkadaşımla telefonda konuşuyorum.', pl: 'Codziennie rozmawiam przez telefon z moją przyjaciółką.', es: 'Hablo por teléfono con mi amiga todos los días.' }, correct: false },
      { formDe: 'Hilfst - du - deinem - Vater - im Garten?', hide: ['deinem'], formEn: 'Are you helping your father in the garden?', tr: { ua: 'Ти допомагаєш своєму батькові в саду?', de: 'Frage an einen Freund: Papa arbeitet draußen bei den Blumen. (helfen, du, der Vater)', ru: 'Ты помогаешь своему отцу в саду?', be: 'Ты дапамагаеш свайму бацьку ў садзе?', tr: 'Babana bahçede yardım ediyor musun?', pl: 'Pomagasz tacie w ogrodzie?', es: '¿Ayudas a tu padre en el jardín?' }, correct: false },
      { formDe: 'Max - schreibt - seiner - Oma - eine Karte.', hide: ['seiner'], formEn: 'Max is writing his grandma a card.', tr: { ua: 'Макс пише своїй бабусі листівку.', de: 'Max ist im Urlaub und schickt Grüße an die Großmutter. (schreiben, er, die Oma)', ru: 'Макс пишет своей бабушке открытку.', be: 'Макс піша сваёй бабулі паштоўку.', tr: 'Max büyükannesine bir kart yazıyor.', pl: 'Max pisze kartkę do swojej babci.', es: 'Max le escribe una postal a su abuela.' }, correct: false },
      { formDe: 'Julia - spricht - oft - mit - ihrer - Schwester.', hide: ['ihrer'], formEn: 'Julia often talks to her sister.', tr: { ua: 'Юлія часто розмовляє зі своєю сестрою.', de: 'Julia und die Schwester reden viel miteinander. (sprechen mit, sie, die Schwester)', ru: 'Юлия часто разговаривает со своей сестрой.', be: 'Юлія часта размаўляе са сваёй сястрой.', tr: 'Julia kız kardeşiyle sık sık konuşuyor.', pl: 'Julia często rozmawia ze swoją siostrą.', es: 'Julia habla a menudo con su hermana.' }, correct: false },
      { formDe: 'Wir - gehen - mit - unserem - Sohn - zum Arzt.', hide: ['unserem'], formEn: 'We are taking our son to the doctor.', tr: { ua: 'Ми йдемо з нашим сином до лікаря.', de: 'Der Junge ist krank, Mama und Papa gehen mit ihm in die Praxis. (gehen mit, wir, der Sohn)', ru: 'Мы идём с нашим сыном к врачу.', be: 'Мы ідзём з нашым сынам да лекара.', tr: 'Oğlumuzla doktora gidiyoruz.', pl: 'Idziemy z naszym synem do lekarza.', es: 'Vamos al médico con nuestro hijo.' }, correct: false },
      { formDe: 'Was - schenkt - ihr - eurer - Mutter?', hide: ['eurer'], formEn: 'What are you giving your mother?', tr: { ua: 'Що ви подаруєте своїй мамі?', de: 'Frage an Geschwister (ihr-Form): Bald ist Muttertag. (schenken, ihr, die Mutter)', ru: 'Что вы подарите своей маме?', be: 'Што вы падорыце сваёй маме?', tr: 'Annenize ne hediye ediyorsunuz?', pl: 'Co dacie w prezencie swojej mamie?', es: '¿Qué le regaláis a vuestra madre?' }, correct: false },
      { formDe: 'Herr Berger, - fahren - Sie - mit - Ihrem - Auto?', hide: ['Ihrem'], formEn: 'Mr Berger, are you going in your car?', tr: { ua: 'Пане Бергер, ви поїдете своєю машиною?', de: 'Höfliche Frage: Nimmt Herr Berger den eigenen Wagen oder den Zug? (fahren mit, Sie, das Auto)', ru: 'Господин Бергер, вы поедете на своей машине?', be: 'Пане Бергер, вы паедзеце на сваёй машыне?', tr: 'Bay Berger, kendi arabanızla mı gidiyorsunuz?', pl: 'Panie Berger, pojedzie pan swoim samochodem?', es: 'Señor Berger, ¿va usted en su coche?' }, correct: false },
      { formDe: 'Die Katze - schläft - in - ihrem - Korb.', hide: ['ihrem'], formEn: 'The cat sleeps in its basket.', tr: { ua: 'Кішка спить у своєму кошику.', de: 'Die Katze hat einen Korb, dort liegt sie am liebsten. (schlafen in, sie, der Korb)', ru: 'Кошка спит в своей корзине.', be: 'Котка спіць у сваім кошыку.', tr: 'Kedi sepetinde uyuyor.', pl: 'Kot śpi w swoim koszyku.', es: 'La gata duerme en su cesta.' }, correct: false },
    ],
  },
};

export default topic;
