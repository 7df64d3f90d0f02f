import type { A1Topic } from '../types';

/** The four possessives × der / die / das / plural in the genitive (German, the same in every language). */
const ROWS = [
  ['mein', 'meines Vaters', 'meiner Mutter', 'meines Kindes', 'meiner Eltern'],
  ['dein', 'deines Vaters', 'deiner Mutter', 'deines Kindes', 'deiner Eltern'],
  ['sein', 'seines Vaters', 'seiner Mutter', 'seines Kindes', 'seiner Eltern'],
  ['ihr', 'ihres Vaters', 'ihrer Mutter', 'ihres Kindes', 'ihrer Eltern'],
];

const topic: A1Topic = {
  slug: 'possessives-genitive',
  type: 'possessive pronouns',
  title: {
    en: 'Possessives in the genitive',
    ua: 'Присвійні займенники: Genitiv',
    de: 'Possessivartikel im Genitiv',
    ru: 'Притяжательные местоимения: Genitiv',
    be: 'Прыналежныя займеннікі: Genitiv',
    tr: 'İyelik sözcükleri: Genitiv',
    pl: 'Zaimki dzierżawcze w dopełniaczu',
    es: 'Posesivos en genitivo',
  },
  descr: {
    en: 'Say whose something is with the genitive: das Auto meines Vaters, das Zimmer meiner Schwester.',
    ua: 'Кажіть, кому щось належить, за допомогою родового відмінка: das Auto meines Vaters, das Zimmer meiner Schwester.',
    de: 'Sag mit dem Genitiv, wem etwas gehört: das Auto meines Vaters, das Zimmer meiner Schwester.',
    ru: 'Говорите, кому что-то принадлежит, с помощью родительного падежа: das Auto meines Vaters, das Zimmer meiner Schwester.',
    be: 'Кажыце, каму нешта належыць, з дапамогай роднага склону: das Auto meines Vaters, das Zimmer meiner Schwester.',
    tr: 'Bir şeyin kime ait olduğunu Genitiv ile söyleyin: das Auto meines Vaters, das Zimmer meiner Schwester.',
    pl: 'Mów, do kogo coś należy, używając dopełniacza: das Auto meines Vaters, das Zimmer meiner Schwester.',
    es: 'Di de quién es algo con el genitivo: das Auto meines Vaters, das Zimmer meiner Schwester.',
  },
  rules: {
    en: [
      {
        heading: 'Whose is it? The genitive',
        paragraphs: [
          'The genitive shows who something belongs to. Unlike in English, the owner comes after the thing: das Auto meines Vaters = my father’s car (literally "the car of my father").',
          'With names, German simply adds -s, without an apostrophe, and the name comes before the thing: Annas Buch (Anna’s book), Peters Auto (Peter’s car).',
        ],
        examples: [
          { de: 'Das ist das Auto meines Vaters.', tr: 'That is my father’s car.' },
          { de: 'Das Zimmer meiner Schwester ist klein.', tr: 'My sister’s room is small.' },
        ],
      },
      {
        heading: 'Endings in the genitive',
        paragraphs: [
          'Masculine and neuter possessives end in -es, and the noun gets -s or -es too: meines Vaters, seines Kindes. Feminine and plural possessives end in -er, and the noun does not change: meiner Mutter, ihrer Eltern.',
          'Short nouns of one syllable often take -es: des Kindes, des Hundes, des Mannes. Longer nouns take -s: des Vaters, des Lehrers.',
        ],
        table: {
          caption: 'Possessives in the genitive',
          head: ['Possessive', 'masculine (der)', 'feminine (die)', 'neuter (das)', 'plural (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr and von + dative',
        paragraphs: [
          'unser, euer and Ihr take the same endings: unseres Sohnes, unserer Familie, eures Vaters, eurer Kinder, Ihres Mannes.',
          'In everyday speech Germans often use von + dative instead of the genitive: das Auto von meinem Vater. Both are correct; in writing the genitive is more common.',
        ],
        examples: [
          { de: 'Das ist das Haus unserer Familie.', tr: 'That is our family’s house.' },
          { de: 'Das ist das Auto von meinem Vater.', tr: 'That is my father’s car. (spoken)' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'Do not forget the -s on masculine and neuter nouns: ✗ das Auto meines Vater → ✓ das Auto meines Vaters.',
          'Feminine nouns and plurals never get -s: ✗ meiner Schwesters → ✓ meiner Schwester.',
          'Put the owner after the thing: das Auto meines Vaters ("meines Vaters Auto" sounds old-fashioned). A few masculine nouns take -n instead of -s: des Nachbarn, meines Nachbarn.',
        ],
        examples: [{ de: 'Der Hund unseres Nachbarn ist laut.', tr: 'Our neighbour’s dog is loud.' }],
      },
    ],
    ua: [
      {
        heading: 'Чиє це? Родовий відмінок (Genitiv)',
        paragraphs: [
          'Родовий відмінок показує, кому щось належить. Власник стоїть після речі, як і в українській: das Auto meines Vaters = машина мого батька.',
          'До імен у німецькій просто додають -s без апострофа, і імʼя стоїть перед річчю: Annas Buch (книжка Анни), Peters Auto (машина Петера).',
        ],
        examples: [
          { de: 'Das ist das Auto meines Vaters.', tr: 'Це машина мого батька.' },
          { de: 'Das Zimmer meiner Schwester ist klein.', tr: 'Кімната моєї сестри маленька.' },
        ],
      },
      {
        heading: 'Закінчення в родовому відмінку',
        paragraphs: [
          'Присвійні займенники чоловічого та середнього роду закінчуються на -es, і іменник теж отримує -s або -es: meines Vaters, seines Kindes. Жіночий рід і множина закінчуються на -er, а іменник не змінюється: meiner Mutter, ihrer Eltern.',
          'Короткі односкладові іменники часто отримують -es: des Kindes, des Hundes, des Mannes. Довші — -s: des Vaters, des Lehrers.',
        ],
        table: {
          caption: 'Присвійні займенники в родовому відмінку',
          head: ['Займенник', 'чоловічий рід (der)', 'жіночий рід (die)', 'середній рід (das)', 'множина (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr та von + давальний відмінок',
        paragraphs: [
          'unser, euer та Ihr мають ті самі закінчення: unseres Sohnes, unserer Familie, eures Vaters, eurer Kinder, Ihres Mannes.',
          'У розмовній мові німці часто вживають замість родового відмінка von + давальний: das Auto von meinem Vater. Обидва варіанти правильні; на письмі частіше вживають родовий.',
        ],
        examples: [
          { de: 'Das ist das Haus unserer Familie.', tr: 'Це будинок нашої родини.' },
          { de: 'Das ist das Auto von meinem Vater.', tr: 'Це машина мого батька. (розмовне)' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Не забувайте -s в іменниках чоловічого та середнього роду: ✗ das Auto meines Vater → ✓ das Auto meines Vaters.',
          'Іменники жіночого роду та множини ніколи не отримують -s: ✗ meiner Schwesters → ✓ meiner Schwester.',
          'Власник стоїть після речі: das Auto meines Vaters («meines Vaters Auto» звучить застаріло). Деякі іменники чоловічого роду отримують -n замість -s: des Nachbarn, meines Nachbarn.',
        ],
        examples: [{ de: 'Der Hund unseres Nachbarn ist laut.', tr: 'Собака нашого сусіда галасливий.' }],
      },
    ],
    de: [
      {
        heading: 'Wessen …? Der Genitiv',
        paragraphs: [
          'Der Genitiv zeigt, wem etwas gehört. Man fragt mit „Wessen?“. Der Besitzer steht nach der Sache: das Auto meines Vaters.',
          'Bei Namen hängt man einfach -s an, ohne Apostroph, und der Name steht vor der Sache: Annas Buch, Peters Auto.',
        ],
        examples: [
          { de: 'Das ist das Auto meines Vaters.', tr: 'meines Vaters: Genitiv maskulin, das Nomen bekommt -s.' },
          { de: 'Das Zimmer meiner Schwester ist klein.', tr: 'meiner Schwester: Genitiv feminin, das Nomen bleibt gleich.' },
        ],
      },
      {
        heading: 'Die Endungen im Genitiv',
        paragraphs: [
          'Maskulin und neutral enden auf -es, und das Nomen bekommt auch -s oder -es: meines Vaters, seines Kindes. Feminin und Plural enden auf -er, das Nomen bleibt gleich: meiner Mutter, ihrer Eltern.',
          'Kurze Nomen mit einer Silbe bekommen oft -es: des Kindes, des Hundes, des Mannes. Längere Nomen bekommen -s: des Vaters, des Lehrers.',
        ],
        table: {
          caption: 'Possessivartikel im Genitiv',
          head: ['Possessivartikel', 'maskulin (der)', 'feminin (die)', 'neutral (das)', 'Plural (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr und von + Dativ',
        paragraphs: [
          'unser, euer und Ihr haben dieselben Endungen: unseres Sohnes, unserer Familie, eures Vaters, eurer Kinder, Ihres Mannes.',
          'Im Alltag sagt man oft von + Dativ statt Genitiv: das Auto von meinem Vater. Beides ist richtig; in geschriebenen Texten benutzt man öfter den Genitiv.',
        ],
        examples: [
          { de: 'Das ist das Haus unserer Familie.', tr: 'unserer Familie: Genitiv feminin' },
          { de: 'Das ist das Auto von meinem Vater.', tr: 'gesprochene Sprache: von + Dativ' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Vergiss das -s bei maskulinen und neutralen Nomen nicht: ✗ das Auto meines Vater → ✓ das Auto meines Vaters.',
          'Feminine Nomen und Nomen im Plural bekommen nie -s: ✗ meiner Schwesters → ✓ meiner Schwester.',
          'Der Besitzer steht nach der Sache: das Auto meines Vaters („meines Vaters Auto“ klingt altmodisch). Einige maskuline Nomen bekommen -n statt -s: des Nachbarn, meines Nachbarn.',
        ],
        examples: [{ de: 'Der Hund unseres Nachbarn ist laut.', tr: 'der Nachbar → des Nachbarn (mit -n)' }],
      },
    ],
    ru: [
      {
        heading: 'Чьё это? Родительный падеж (Genitiv)',
        paragraphs: [
          'Родительный падеж показывает, кому что-то принадлежит. Владелец стоит после предмета, как и в русском: das Auto meines Vaters = машина моего отца.',
          'К именам в немецком просто добавляют -s без апострофа, и имя стоит перед предметом: Annas Buch (книга Анны), Peters Auto (машина Петера).',
        ],
        examples: [
          { de: 'Das ist das Auto meines Vaters.', tr: 'Это машина моего отца.' },
          { de: 'Das Zimmer meiner Schwester ist klein.', tr: 'Комната моей сестры маленькая.' },
        ],
      },
      {
        heading: 'Окончания в родительном падеже',
        paragraphs: [
          'Притяжательные местоимения мужского и среднего рода оканчиваются на -es, и существительное тоже получает -s или -es: meines Vaters, seines Kindes. Женский род и множественное число оканчиваются на -er, а существительное не меняется: meiner Mutter, ihrer Eltern.',
          'Короткие односложные существительные часто получают -es: des Kindes, des Hundes, des Mannes. Более длинные — -s: des Vaters, des Lehrers.',
        ],
        table: {
          caption: 'Притяжательные местоимения в родительном падеже',
          head: ['Местоимение', 'мужской род (der)', 'женский род (die)', 'средний род (das)', 'множественное число (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr и von + дательный падеж',
        paragraphs: [
          'unser, euer и Ihr имеют те же окончания: unseres Sohnes, unserer Familie, eures Vaters, eurer Kinder, Ihres Mannes.',
          'В разговорной речи немцы часто используют вместо родительного падежа von + дательный: das Auto von meinem Vater. Оба варианта правильные; в письменной речи чаще используют родительный.',
        ],
        examples: [
          { de: 'Das ist das Haus unserer Familie.', tr: 'Это дом нашей семьи.' },
          { de: 'Das ist das Auto von meinem Vater.', tr: 'Это машина моего отца. (разговорное)' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'Не забывайте -s у существительных мужского и среднего рода: ✗ das Auto meines Vater → ✓ das Auto meines Vaters.',
          'Существительные женского рода и во множественном числе никогда не получают -s: ✗ meiner Schwesters → ✓ meiner Schwester.',
          'Владелец стоит после предмета: das Auto meines Vaters («meines Vaters Auto» звучит устаревше). Некоторые существительные мужского рода получают -n вместо -s: des Nachbarn, meines Nachbarn.',
        ],
        examples: [{ de: 'Der Hund unseres Nachbarn ist laut.', tr: 'Собака нашего соседа шумная.' }],
      },
    ],
    be: [
      {
        heading: 'Чыё гэта? Родны склон (Genitiv)',
        paragraphs: [
          'Родны склон паказвае, каму нешта належыць. Уладальнік стаіць пасля прадмета, як і ў беларускай мове: das Auto meines Vaters = машына майго бацькі.',
          'Да імёнаў у нямецкай мове проста дадаюць -s без апострафа, і імя стаіць перад прадметам: Annas Buch (кніга Анны), Peters Auto (машына Петэра).',
        ],
        examples: [
          { de: 'Das ist das Auto meines Vaters.', tr: 'Гэта машына майго бацькі.' },
          { de: 'Das Zimmer meiner Schwester ist klein.', tr: 'Пакой маёй сястры маленькі.' },
        ],
      },
      {
        heading: 'Канчаткі ў родным склоне',
        paragraphs: [
          'Прыналежныя займеннікі мужчынскага і ніякага роду заканчваюцца на -es, і назоўнік таксама атрымлівае -s або -es: meines Vaters, seines Kindes. Жаночы род і множны лік заканчваюцца на -er, а назоўнік не змяняецца: meiner Mutter, ihrer Eltern.',
          'Кароткія аднаскладовыя назоўнікі часта атрымліваюць -es: des Kindes, des Hundes, des Mannes. Даўжэйшыя — -s: des Vaters, des Lehrers.',
        ],
        table: {
          caption: 'Прыналежныя займеннікі ў родным склоне',
          head: ['Займеннік', 'мужчынскі род (der)', 'жаночы род (die)', 'ніякі род (das)', 'множны лік (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr і von + давальны склон',
        paragraphs: [
          'unser, euer і Ihr маюць тыя самыя канчаткі: unseres Sohnes, unserer Familie, eures Vaters, eurer Kinder, Ihres Mannes.',
          'У гутарковай мове немцы часта ўжываюць замест роднага склону von + давальны: das Auto von meinem Vater. Абодва варыянты правільныя; на пісьме часцей ужываюць родны склон.',
        ],
        examples: [
          { de: 'Das ist das Haus unserer Familie.', tr: 'Гэта дом нашай сям’і.' },
          { de: 'Das ist das Auto von meinem Vater.', tr: 'Гэта машына майго бацькі. (гутарковае)' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Не забывайце -s у назоўніках мужчынскага і ніякага роду: ✗ das Auto meines Vater → ✓ das Auto meines Vaters.',
          'Назоўнікі жаночага роду і множнага ліку ніколі не атрымліваюць -s: ✗ meiner Schwesters → ✓ meiner Schwester.',
          'Уладальнік стаіць пасля прадмета: das Auto meines Vaters («meines Vaters Auto» гучыць састарэла). Некаторыя назоўнікі мужчынскага роду атрымліваюць -n замест -s: des Nachbarn, meines Nachbarn.',
        ],
        examples: [{ de: 'Der Hund unseres Nachbarn ist laut.', tr: 'Сабака нашага суседа вельмі шумны.' }],
      },
    ],
    tr: [
      {
        heading: 'Kimin? Genitiv',
        paragraphs: [
          'Genitiv bir şeyin kime ait olduğunu gösterir. Türkçenin tersine sahip, şeyden sonra gelir: das Auto meines Vaters = babamın arabası (kelimesi kelimesine: “araba babamın”).',
          'İsimlerde Almanca kesme işareti olmadan sadece -s ekler ve isim şeyden önce gelir: Annas Buch (Anna’nın kitabı), Peters Auto (Peter’in arabası).',
        ],
        examples: [
          { de: 'Das ist das Auto meines Vaters.', tr: 'Bu, babamın arabası.' },
          { de: 'Das Zimmer meiner Schwester ist klein.', tr: 'Kız kardeşimin odası küçük.' },
        ],
      },
      {
        heading: 'Genitiv’de ekler',
        paragraphs: [
          'Eril ve nötr iyelik sözcükleri -es ile biter ve isim de -s veya -es alır: meines Vaters, seines Kindes. Dişil ve çoğul -er ile biter, isim değişmez: meiner Mutter, ihrer Eltern.',
          'Tek heceli kısa isimler çoğu zaman -es alır: des Kindes, des Hundes, des Mannes. Daha uzun isimler -s alır: des Vaters, des Lehrers.',
        ],
        table: {
          caption: 'Genitiv’de iyelik sözcükleri',
          head: ['İyelik', 'eril (der)', 'dişil (die)', 'nötr (das)', 'çoğul (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr ve von + Dativ',
        paragraphs: [
          'unser, euer ve Ihr aynı ekleri alır: unseres Sohnes, unserer Familie, eures Vaters, eurer Kinder, Ihres Mannes.',
          'Günlük konuşmada Almanlar Genitiv yerine sık sık von + Dativ kullanır: das Auto von meinem Vater. İkisi de doğrudur; yazı dilinde Genitiv daha yaygındır.',
        ],
        examples: [
          { de: 'Das ist das Haus unserer Familie.', tr: 'Bu, ailemizin evi.' },
          { de: 'Das ist das Auto von meinem Vater.', tr: 'Bu, babamın arabası. (konuşma dili)' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'Eril ve nötr isimlerde -s’yi unutmayın: ✗ das Auto meines Vater → ✓ das Auto meines Vaters.',
          'Dişil ve çoğul isimler asla -s almaz: ✗ meiner Schwesters → ✓ meiner Schwester.',
          'Sahip, şeyden sonra gelir: das Auto meines Vaters (“meines Vaters Auto” kulağa eski moda gelir). Bazı eril isimler -s yerine -n alır: des Nachbarn, meines Nachbarn.',
        ],
        examples: [{ de: 'Der Hund unseres Nachbarn ist laut.', tr: 'Komşumuzun köpeği çok gürültücü.' }],
      },
    ],
    pl: [
      {
        heading: 'Czyje to jest? Dopełniacz (Genitiv)',
        paragraphs: [
          'Dopełniacz pokazuje, do kogo coś należy. Właściciel stoi po rzeczy, tak jak po polsku: das Auto meines Vaters = samochód mojego ojca.',
          'Do imion dodaje się po niemiecku po prostu -s bez apostrofu, a imię stoi przed rzeczą: Annas Buch (książka Anny), Peters Auto (samochód Petera).',
        ],
        examples: [
          { de: 'Das ist das Auto meines Vaters.', tr: 'To jest samochód mojego ojca.' },
          { de: 'Das Zimmer meiner Schwester ist klein.', tr: 'Pokój mojej siostry jest mały.' },
        ],
      },
      {
        heading: 'Końcówki w dopełniaczu',
        paragraphs: [
          'Zaimki dzierżawcze rodzaju męskiego i nijakiego kończą się na -es, a rzeczownik też dostaje -s lub -es: meines Vaters, seines Kindes. Rodzaj żeński i liczba mnoga kończą się na -er, a rzeczownik się nie zmienia: meiner Mutter, ihrer Eltern.',
          'Krótkie, jednosylabowe rzeczowniki często dostają -es: des Kindes, des Hundes, des Mannes. Dłuższe dostają -s: des Vaters, des Lehrers.',
        ],
        table: {
          caption: 'Zaimki dzierżawcze w dopełniaczu',
          head: ['Zaimek', 'rodzaj męski (der)', 'rodzaj żeński (die)', 'rodzaj nijaki (das)', 'liczba mnoga (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr i von + celownik',
        paragraphs: [
          'unser, euer i Ihr mają te same końcówki: unseres Sohnes, unserer Familie, eures Vaters, eurer Kinder, Ihres Mannes.',
          'W mowie potocznej Niemcy często zamiast dopełniacza używają von + celownik: das Auto von meinem Vater. Obie formy są poprawne; w piśmie częściej używa się dopełniacza.',
        ],
        examples: [
          { de: 'Das ist das Haus unserer Familie.', tr: 'To jest dom naszej rodziny.' },
          { de: 'Das ist das Auto von meinem Vater.', tr: 'To jest samochód mojego ojca. (mowa potoczna)' },
        ],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'Nie zapominaj o -s przy rzeczownikach rodzaju męskiego i nijakiego: ✗ das Auto meines Vater → ✓ das Auto meines Vaters.',
          'Rzeczowniki rodzaju żeńskiego i w liczbie mnogiej nigdy nie dostają -s: ✗ meiner Schwesters → ✓ meiner Schwester.',
          'Właściciel stoi po rzeczy: das Auto meines Vaters („meines Vaters Auto” brzmi staroświecko). Niektóre rzeczowniki rodzaju męskiego dostają -n zamiast -s: des Nachbarn, meines Nachbarn.',
        ],
        examples: [{ de: 'Der Hund unseres Nachbarn ist laut.', tr: 'Pies naszego sąsiada jest głośny.' }],
      },
    ],
    es: [
      {
        heading: '¿De quién es? El genitivo',
        paragraphs: [
          'El genitivo indica a quién pertenece algo. El poseedor va detrás de la cosa, como en español: das Auto meines Vaters = el coche de mi padre.',
          'Con los nombres propios, el alemán añade simplemente -s, sin apóstrofo, y el nombre va delante de la cosa: Annas Buch (el libro de Anna), Peters Auto (el coche de Peter).',
        ],
        examples: [
          { de: 'Das ist das Auto meines Vaters.', tr: 'Es el coche de mi padre.' },
          { de: 'Das Zimmer meiner Schwester ist klein.', tr: 'La habitación de mi hermana es pequeña.' },
        ],
      },
      {
        heading: 'Terminaciones en genitivo',
        paragraphs: [
          'Los posesivos masculinos y neutros terminan en -es, y el sustantivo también lleva -s o -es: meines Vaters, seines Kindes. El femenino y el plural terminan en -er, y el sustantivo no cambia: meiner Mutter, ihrer Eltern.',
          'Los sustantivos cortos de una sílaba suelen llevar -es: des Kindes, des Hundes, des Mannes. Los más largos llevan -s: des Vaters, des Lehrers.',
        ],
        table: {
          caption: 'Posesivos en genitivo',
          head: ['Posesivo', 'masculino (der)', 'femenino (die)', 'neutro (das)', 'plural (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr y von + dativo',
        paragraphs: [
          'unser, euer e Ihr llevan las mismas terminaciones: unseres Sohnes, unserer Familie, eures Vaters, eurer Kinder, Ihres Mannes.',
          'En la lengua hablada, los alemanes usan a menudo von + dativo en lugar del genitivo: das Auto von meinem Vater. Las dos formas son correctas; por escrito es más frecuente el genitivo.',
        ],
        examples: [
          { de: 'Das ist das Haus unserer Familie.', tr: 'Es la casa de nuestra familia.' },
          { de: 'Das ist das Auto von meinem Vater.', tr: 'Es el coche de mi padre. (lengua hablada)' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'No olvides la -s en los sustantivos masculinos y neutros: ✗ das Auto meines Vater → ✓ das Auto meines Vaters.',
          'Los sustantivos femeninos y en plural nunca llevan -s: ✗ meiner Schwesters → ✓ meiner Schwester.',
          'El poseedor va detrás de la cosa: das Auto meines Vaters («meines Vaters Auto» suena anticuado). Algunos sustantivos masculinos llevan -n en lugar de -s: des Nachbarn, meines Nachbarn.',
        ],
        examples: [{ de: 'Der Hund unseres Nachbarn ist laut.', tr: 'El perro de nuestro vecino es ruidoso.' }],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Das ist - das Auto - meines - Vaters.', hide: ['meines'], formEn: 'That is my father’s car.', tr: { ua: 'Це машина мого батька.', de: 'Das Auto gehört meinem Vater.', ru: 'Это машина моего отца.', be: 'Гэта машына майго бацькі.', tr: 'Bu babamın arabası.', pl: 'To jest samochód mojego ojca.', es: 'Ese es el coche de mi padre.' }, correct: false },
      { formDe: 'Das Zimmer - meiner - Schwester - ist - klein.', hide: ['meiner'], formEn: 'My sister’s room is small.', tr: { ua: 'Кімната моєї сестри маленька.', de: 'Meine Schwester hat ein kleines Zimmer.', ru: 'Комната моей сестры маленькая.', be: 'Пакой маёй сястры маленькі.', tr: 'Kız kardeşimin odası küçük.', pl: 'Pokój mojej siostry jest mały.', es: 'La habitación de mi hermana es pequeña.' }, correct: false },
      { formDe: 'Der Name - meines - Hundes - ist - Max.', hide: ['meines'], formEn: 'My dog’s name is Max.', tr: { ua: 'Ім’я мого собаки — Макс.', de: 'Mein Hund heißt Max.', ru: 'Кличка моей собаки — Макс.', be: 'Імя майго сабакі — Макс.', tr: 'Köpeğimin adı Max.', pl: 'Mój pies ma na imię Max.', es: 'El nombre de mi perro es Max.' }, correct: false },
      { formDe: 'Die Wohnung - meiner - Eltern - ist - groß.', hide: ['meiner'], formEn: 'My parents’ flat is big.', tr: { ua: 'Квартира моїх батьків велика.', de: 'Meine Eltern haben eine große Wohnung.', ru: 'Квартира моих родителей большая.', be: 'Кватэра маіх бацькоў вялікая.', tr: 'Anne babamın dairesi büyük.', pl: 'Mieszkanie moich rodziców jest duże.', es: 'El piso de mis padres es grande.' }, correct: false },
      { formDe: 'Der Geburtstag - meiner - Oma - ist - im Mai.', hide: ['meiner'], formEn: 'My grandma’s birthday is in May.', tr: { ua: 'День народження моєї бабусі — у травні.', de: 'Meine Oma hat im Mai Geburtstag.', ru: 'День рождения моей бабушки — в мае.', be: 'Дзень нараджэння маёй бабулі — у траўні.', tr: 'Büyükannemin doğum günü mayısta.', pl: 'Urodziny mojej babci są w maju.', es: 'El cumpleaños de mi abuela es en mayo.' }, correct: false },
      { formDe: 'Wie - heißt - der Mann - deiner - Schwester?', hide: ['deiner'], formEn: 'What is your sister’s husband called?', tr: { ua: 'Як звати чоловіка твоєї сестри?', de: 'Frage an einen Freund: Seine Schwester hat einen Mann. Wie ist sein Name?', ru: 'Как зовут мужа твоей сестры?', be: 'Як завуць мужа тваёй сястры?', tr: 'Kız kardeşinin kocasının adı ne?', pl: 'Jak ma na imię mąż twojej siostry?', es: '¿Cómo se llama el marido de tu hermana?' }, correct: false },
      { formDe: 'Ist - das - die Tasche - deiner - Freundin?', hide: ['deiner'], formEn: 'Is that your friend’s bag?', tr: { ua: 'Це сумка твоєї подруги?', de: 'Frage an einen Freund: Seine Freundin hat eine Tasche. Ist sie das hier?', ru: 'Это сумка твоей подруги?', be: 'Гэта сумка тваёй сяброўкі?', tr: 'Bu arkadaşının çantası mı?', pl: 'Czy to torba twojej przyjaciółki?', es: '¿Es ese el bolso de tu amiga?' }, correct: false },
      { formDe: 'Wo - ist - das Spielzeug - deines - Kindes?', hide: ['deines'], formEn: 'Where is your child’s toy?', tr: { ua: 'Де іграшка твоєї дитини?', de: 'Frage an einen Vater: Sein Kind sucht das Spielzeug. Frage nach dem Ort.', ru: 'Где игрушка твоего ребёнка?', be: 'Дзе цацка твайго дзіцяці?', tr: 'Çocuğunun oyuncağı nerede?', pl: 'Gdzie jest zabawka twojego dziecka?', es: '¿Dónde está el juguete de tu hijo?' }, correct: false },
      { formDe: 'Ich - kenne - die Namen - deiner - Freunde.', hide: ['deiner'], formEn: 'I know your friends’ names.', tr: { ua: 'Я знаю імена твоїх друзів.', de: 'Ich weiß, wie deine Freunde heißen. (kennen)', ru: 'Я знаю имена твоих друзей.', be: 'Я ведаю імёны тваіх сяброў.', tr: 'Arkadaşlarının isimlerini biliyorum.', pl: 'Znam imiona twoich przyjaciół.', es: 'Conozco los nombres de tus amigos.' }, correct: false },
      { formDe: 'Tom - wohnt - im Haus - seines - Onkels.', hide: ['seines'], formEn: 'Tom lives in his uncle’s house.', tr: { ua: 'Том живе в будинку свого дядька.', de: 'Das Haus gehört dem Onkel von Tom, und Tom lebt dort. (wohnen)', ru: 'Том живёт в доме своего дяди.', be: 'Том жыве ў доме свайго дзядзькі.', tr: 'Tom amcasının evinde yaşıyor.', pl: 'Tom mieszka w domu swojego wujka.', es: 'Tom vive en la casa de su tío.' }, correct: false },
      { formDe: 'Peter - fährt - das Auto - seiner - Frau.', hide: ['seiner'], formEn: 'Peter drives his wife’s car.', tr: { ua: 'Петер їздить на машині своєї дружини.', de: 'Das Auto gehört Peters Frau, aber Peter sitzt am Steuer. (fahren)', ru: 'Петер ездит на машине своей жены.', be: 'Петэр ездзіць на машыне сваёй жонкі.', tr: 'Peter karısının arabasını kullanıyor.', pl: 'Peter jeździ samochodem swojej żony.', es: 'Peter conduce el coche de su esposa.' }, correct: false },
      { formDe: 'Das Kind - spielt - mit - dem Ball - seines - Bruders.', hide: ['seines'], formEn: 'The child is playing with its brother’s ball.', tr: { ua: 'Дитина грається м’ячем свого брата.', de: 'Der Ball gehört dem großen Bruder, aber jetzt hat ihn das Kind. (spielen, mit)', ru: 'Ребёнок играет мячом своего брата.', be: 'Дзіця гуляе з мячом свайго брата.', tr: 'Çocuk erkek kardeşinin topuyla oynuyor.', pl: 'Dziecko bawi się piłką swojego brata.', es: 'El niño está jugando con la pelota de su hermano.' }, correct: false },
      { formDe: 'Das Zimmer - seines - Kindes - ist - hell.', hide: ['seines'], formEn: 'His child’s room is bright.', tr: { ua: 'Кімната його дитини світла.', de: 'Sein Kind hat ein helles Zimmer.', ru: 'Комната его ребёнка светлая.', be: 'Пакой яго дзіцяці светлы.', tr: 'Çocuğunun odası aydınlık.', pl: 'Pokój jego dziecka jest jasny.', es: 'La habitación de su hijo es luminosa.' }, correct: false },
      { formDe: 'Jan - mag - die Freunde - seiner - Schwester.', hide: ['seiner'], formEn: 'Jan likes his sister’s friends.', tr: { ua: 'Янові подобаються друзі його сестри.', de: 'Seine Schwester hat nette Freunde, findet Jan. (mögen)', ru: 'Яну нравятся друзья его сестры.', be: 'Яну падабаюцца сябры яго сястры.', tr: 'Jan kız kardeşinin arkadaşlarını seviyor.', pl: 'Jan lubi przyjaciół swojej siostry.', es: 'A Jan le caen bien los amigos de su hermana.' }, correct: false },
      { formDe: 'Anna - liest - das Buch - ihres - Bruders.', hide: ['ihres'], formEn: 'Anna is reading her brother’s book.', tr: { ua: 'Анна читає книжку свого брата.', de: 'Das Buch gehört Annas Bruder, aber Anna hat es jetzt. (lesen)', ru: 'Анна читает книгу своего брата.', be: 'Анна чытае кнігу свайго брата.', tr: 'Anna erkek kardeşinin kitabını okuyor.', pl: 'Anna czyta książkę swojego brata.', es: 'Anna está leyendo el libro de su hermano.' }, correct: false },
      { formDe: 'Maria - trägt - die Jacke - ihrer - Mutter.', hide: ['ihrer'], formEn: 'Maria is wearing her mother’s jacket.', tr: { ua: 'Марія носить куртку своєї матері.', de: 'Die Jacke gehört Marias Mutter, aber heute hat Maria sie an. (tragen)', ru: 'Мария носит куртку своей матери.', be: 'Марыя носіць куртку сваёй маці.', tr: 'Maria annesinin ceketini giyiyor.', pl: 'Maria ma na sobie kurtkę swojej mamy.', es: 'Maria lleva la chaqueta de su madre.' }, correct: false },
      { formDe: 'Lisa - kennt - die Lehrerin - ihrer - Tochter.', hide: ['ihrer'], formEn: 'Lisa knows her daughter’s teacher.', tr: { ua: 'Ліза знає вчительку своєї доньки.', de: 'Lisas Tochter hat eine Lehrerin. Lisa hat sie schon getroffen. (kennen)', ru: 'Лиза знает учительницу своей дочери.', be: 'Ліза ведае настаўніцу сваёй дачкі.', tr: 'Lisa kızının öğretmenini tanıyor.', pl: 'Lisa zna nauczycielkę swojej córki.', es: 'Lisa conoce a la profesora de su hija.' }, correct: false },
      { formDe: 'Anna und Tom - wohnen - im Haus - ihrer - Eltern.', hide: ['ihrer'], formEn: 'Anna and Tom live in their parents’ house.', tr: { ua: 'Анна й Том живуть у будинку своїх батьків.', de: 'Das Haus gehört den Eltern von Anna und Tom. Die beiden leben dort. (wohnen)', ru: 'Анна и Том живут в доме своих родителей.', be: 'Анна і Том жывуць у доме сваіх бацькоў.', tr: 'Anna ile Tom anne babalarının evinde yaşıyor.', pl: 'Anna i Tom mieszkają w domu swoich rodziców.', es: 'Anna y Tom viven en la casa de sus padres.' }, correct: false },
      { formDe: 'Das ist - das Haus - unserer - Familie.', hide: ['unserer'], formEn: 'That is our family’s house.', tr: { ua: 'Це будинок нашої родини.', de: 'Dieses Haus gehört uns allen, der ganzen Familie.', ru: 'Это дом нашей семьи.', be: 'Гэта дом нашай сям’і.', tr: 'Bu ailemizin evi.', pl: 'To jest dom naszej rodziny.', es: 'Esa es la casa de nuestra familia.' }, correct: false },
      { formDe: 'Der Hund - unseres - Nachbarn - ist - laut.', hide: ['unseres'], formEn: 'Our neighbour’s dog is loud.', tr: { ua: 'Собака нашого сусіда галасливий.', de: 'Unser Nachbar hat einen lauten Hund.', ru: 'Собака нашего соседа шумная.', be: 'Сабака нашага суседа гучны.', tr: 'Komşumuzun köpeği gürültülü.', pl: 'Pies naszego sąsiada jest głośny.', es: 'El perro de nuestro vecino es ruidoso.' }, correct: false },
      { formDe: 'Ist - das - das Auto - eures - Vaters?', hide: ['eures'], formEn: 'Is that your father’s car?', tr: { ua: 'Це машина вашого батька? (до двох чи більше людей)', de: 'Frage an zwei Geschwister: Gehört das Auto eurem Papa?', ru: 'Это машина вашего отца? (к двум или более людям)', be: 'Гэта машына вашага бацькі? (да двух ці больш людзей)', tr: 'Bu babanızın arabası mı? (siz: birkaç kişi)', pl: 'Czy to samochód waszego taty?', es: '¿Es ese el coche de vuestro padre?' }, correct: false },
      { formDe: 'Frau Klein, - wie - ist - der Name - Ihres - Sohnes?', hide: ['Ihres'], formEn: 'Mrs Klein, what is your son’s name?', tr: { ua: 'Пані Кляйн, як звати вашого сина?', de: 'Höfliche Frage an Frau Klein nach dem Namen von ihrem Sohn. (Sie-Form)', ru: 'Госпожа Кляйн, как зовут вашего сына?', be: 'Спадарыня Кляйн, як завуць вашага сына?', tr: 'Bayan Klein, oğlunuzun adı ne?', pl: 'Pani Klein, jak ma na imię pani syn?', es: 'Señora Klein, ¿cómo se llama su hijo?' }, correct: false },
      { formDe: 'Das Fahrrad - meines - Bruders - ist - neu.', hide: ['meines'], formEn: 'My brother’s bike is new.', tr: { ua: 'Велосипед мого брата новий.', de: 'Das Rad gehört meinem Bruder, er hat es gerade gekauft.', ru: 'Велосипед моего брата новый.', be: 'Ровар майго брата новы.', tr: 'Erkek kardeşimin bisikleti yeni.', pl: 'Rower mojego brata jest nowy.', es: 'La bici de mi hermano es nueva.' }, correct: false },
      { formDe: 'Die Katze - meiner - Nachbarin - ist - weiß.', hide: ['meiner'], formEn: 'My neighbour’s cat is white.', tr: { ua: 'Кішка моєї сусідки біла.', de: 'Die Frau von nebenan hat eine weiße Katze. (die Nachbarin, die Katze)', ru: 'Кошка моей соседки белая.', be: 'Котка маёй суседкі белая.', tr: 'Komşumun kedisi beyaz.', pl: 'Kot mojej sąsiadki jest biały.', es: 'La gata de mi vecina es blanca.' }, correct: false },
      { formDe: 'Wie - ist - die Telefonnummer - deines - Vaters?', hide: ['deines'], formEn: 'What is your father’s phone number?', tr: { ua: 'Який номер телефону твого батька?', de: 'Ich möchte deinen Papa anrufen. (der Vater, die Telefonnummer)', ru: 'Какой номер телефона твоего отца?', be: 'Які нумар тэлефона твайго бацькі?', tr: 'Babanın telefon numarası ne?', pl: 'Jaki jest numer telefonu twojego taty?', es: '¿Cuál es el número de teléfono de tu padre?' }, correct: false },
      { formDe: 'Die Farbe - seines - Autos - ist - blau.', hide: ['seines'], formEn: 'The colour of his car is blue.', tr: { ua: 'Колір його машини синій.', de: 'Er fährt einen blauen Wagen. (das Auto, die Farbe)', ru: 'Цвет его машины синий.', be: 'Колер яго машыны сіні.', tr: 'Arabasının rengi mavi.', pl: 'Kolor jego samochodu jest niebieski.', es: 'El color de su coche es azul.' }, correct: false },
      { formDe: 'Frau Berg - mag - die Lehrerin - ihres - Sohnes.', hide: ['ihres'], formEn: 'Mrs Berg likes her son’s teacher.', tr: { ua: 'Пані Берг подобається вчителька її сина.', de: 'Frau Berg findet die Frau, die den Jungen unterrichtet, sympathisch. (der Sohn, die Lehrerin)', ru: 'Госпоже Берг нравится учительница её сына.', be: 'Пані Берг падабаецца настаўніца яе сына.', tr: 'Bayan Berg oğlunun öğretmenini seviyor.', pl: 'Pani Berg lubi nauczycielkę swojego syna.', es: 'A la señora Berg le cae bien la profesora de su hijo.' }, correct: false },
      { formDe: 'Die Wohnung - unserer - Tochter - ist - in Hamburg.', hide: ['unserer'], formEn: 'Our daughter’s flat is in Hamburg.', tr: { ua: 'Квартира нашої доньки в Гамбурзі.', de: 'Wir haben eine Tochter, sie wohnt jetzt in Hamburg. (die Tochter, die Wohnung)', ru: 'Квартира нашей дочери в Гамбурге.', be: 'Кватэра нашай дачкі ў Гамбургу.', tr: 'Kızımızın dairesi Hamburg’da.', pl: 'Mieszkanie naszej córki jest w Hamburgu.', es: 'El piso de nuestra hija está en Hamburgo.' }, correct: false },
      { formDe: 'Wo - ist - das Haus - eurer - Großeltern?', hide: ['eurer'], formEn: 'Where is your grandparents’ house?', tr: { ua: 'Де будинок ваших бабусі й дідуся?', de: 'Frage an Geschwister (ihr-Form): Wo wohnen Oma und Opa? (die Großeltern, das Haus)', ru: 'Где дом ваших бабушки и дедушки?', be: 'Дзе дом вашых бабулі і дзядулі?', tr: 'Büyükannenizle büyükbabanızın evi nerede?', pl: 'Gdzie jest dom waszych dziadków?', es: '¿Dónde está la casa de vuestros abuelos?' }, correct: false },
      { formDe: 'Herr Vogel, - ist - das - der Koffer - Ihrer - Frau?', hide: ['Ihrer'], formEn: 'Mr Vogel, is that your wife’s suitcase?', tr: { ua: 'Пане Фогель, це валіза вашої дружини?', de: 'Am Flughafen: Gehört der Koffer der Ehefrau von Herrn Vogel? (Sie-Form)', ru: 'Господин Фогель, это чемодан вашей жены?', be: 'Пане Фогель, гэта чамадан вашай жонкі?', tr: 'Bay Vogel, bu eşinizin bavulu mu?', pl: 'Panie Vogel, czy to walizka pańskiej żony?', es: 'Señor Vogel, ¿es esta la maleta de su esposa?' }, correct: false },
    ],
  },
};

export default topic;
