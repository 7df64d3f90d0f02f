import type { A1Topic } from '../types';

/** The four possessives × der / die / das / plural in the accusative (German, the same in every language). */
const ROWS = [
  ['mein', 'meinen Vater', 'meine Mutter', 'mein Kind', 'meine Eltern'],
  ['dein', 'deinen Vater', 'deine Mutter', 'dein Kind', 'deine Eltern'],
  ['sein', 'seinen Vater', 'seine Mutter', 'sein Kind', 'seine Eltern'],
  ['ihr', 'ihren Vater', 'ihre Mutter', 'ihr Kind', 'ihre Eltern'],
];

const topic: A1Topic = {
  slug: 'possessives-accusative',
  type: 'possessive pronouns',
  title: {
    en: 'Possessives in the accusative',
    ua: 'Присвійні займенники: Akkusativ',
    de: 'Possessivartikel im Akkusativ',
    ru: 'Притяжательные местоимения: Akkusativ',
    be: 'Прыналежныя займеннікі: Akkusativ',
    tr: 'İyelik sözcükleri: Akkusativ',
    pl: 'Zaimki dzierżawcze w bierniku',
    es: 'Posesivos en acusativo',
  },
  descr: {
    en: 'Use mein, dein, sein, ihr, unser, euer and Ihr with the right accusative ending: meinen Bruder, meine Schwester, mein Kind.',
    ua: 'Вживайте mein, dein, sein, ihr, unser, euer та Ihr з правильним закінченням знахідного відмінка: meinen Bruder, meine Schwester, mein Kind.',
    de: 'Benutze mein, dein, sein, ihr, unser, euer und Ihr mit der richtigen Endung im Akkusativ: meinen Bruder, meine Schwester, mein Kind.',
    ru: 'Употребляйте mein, dein, sein, ihr, unser, euer и Ihr с правильным окончанием винительного падежа: meinen Bruder, meine Schwester, mein Kind.',
    be: 'Ужывайце mein, dein, sein, ihr, unser, euer і Ihr з правільным канчаткам вінавальнага склону: meinen Bruder, meine Schwester, mein Kind.',
    tr: 'mein, dein, sein, ihr, unser, euer ve Ihr sözcüklerini doğru Akkusativ ekiyle kullanın: meinen Bruder, meine Schwester, mein Kind.',
    pl: 'Używaj mein, dein, sein, ihr, unser, euer i Ihr z właściwą końcówką biernika: meinen Bruder, meine Schwester, mein Kind.',
    es: 'Usa mein, dein, sein, ihr, unser, euer e Ihr con la terminación correcta del acusativo: meinen Bruder, meine Schwester, mein Kind.',
  },
  rules: {
    en: [
      {
        heading: 'Whose? mein, dein, sein, ihr …',
        paragraphs: [
          'Possessives say who something belongs to: mein (my), dein (your, informal), sein (his, its), ihr (her, their), unser (our), euer (your, several people), Ihr (your, polite).',
          'Which word you choose depends on the owner: sein for er and es, ihr for sie. The ending depends on the noun that follows: its gender, its number and its case. Possessives take the same endings as ein and kein.',
        ],
        examples: [
          { de: 'Peter sucht seinen Schlüssel.', tr: 'Peter is looking for his key.' },
          { de: 'Anna sucht ihren Schlüssel.', tr: 'Anna is looking for her key.' },
        ],
      },
      {
        heading: 'Endings in the accusative',
        paragraphs: [
          'The accusative is used for the direct object (after verbs like haben, brauchen, suchen, sehen, besuchen, lieben, anrufen) and after für, ohne, durch, gegen, um.',
          'Compared with the nominative, only the masculine form changes: mein Bruder → meinen Bruder. Feminine and plural end in -e, neuter has no ending.',
        ],
        table: {
          caption: 'Possessives in the accusative',
          head: ['Possessive', 'masculine (der)', 'feminine (die)', 'neuter (das)', 'plural (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr',
        paragraphs: [
          'unser, euer and Ihr take the same endings: unseren Sohn, unsere Tochter, unser Haus, unsere Kinder. euer loses its second e when it gets an ending: euren Sohn, eure Tochter (but euer Haus).',
          'Ihr with a capital I is the polite "your" that goes with Sie: Haben Sie Ihren Pass?',
        ],
        examples: [
          { de: 'Wir verkaufen unser Auto.', tr: 'We are selling our car.' },
          { de: 'Habt ihr eure Bücher?', tr: 'Do you all have your books?' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'Do not forget -en with masculine nouns: ✗ Ich besuche mein Vater → ✓ Ich besuche meinen Vater.',
          'Do not mix up sein and ihr: the owner decides. Anna liebt ihren Hund (her dog), Tom liebt seinen Hund (his dog). The gender of Hund only decides the ending. Even when the owner is the subject of the sentence, German uses sein or ihr – there is no special word for "one’s own".',
          'Feminine nouns and plurals always need -e: ✗ mein Mutter → ✓ meine Mutter; ✗ mein Eltern → ✓ meine Eltern.',
        ],
        examples: [{ de: 'Maria ruft ihre Mutter an.', tr: 'Maria is calling her mother.' }],
      },
    ],
    ua: [
      {
        heading: 'Чий? mein, dein, sein, ihr …',
        paragraphs: [
          'Присвійні займенники показують, кому щось належить: mein (мій), dein (твій), sein (його), ihr (її, їхній), unser (наш), euer (ваш, кількох осіб), Ihr (Ваш, ввічливо).',
          'Яке слово вибрати, залежить від власника: sein — для er та es, ihr — для sie. А закінчення залежить від іменника, що йде після: від його роду, числа та відмінка. Присвійні займенники мають ті самі закінчення, що й ein та kein.',
        ],
        examples: [
          { de: 'Peter sucht seinen Schlüssel.', tr: 'Петер шукає свій ключ.' },
          { de: 'Anna sucht ihren Schlüssel.', tr: 'Анна шукає свій ключ.' },
        ],
      },
      {
        heading: 'Закінчення в знахідному відмінку',
        paragraphs: [
          'Знахідний відмінок вживається для прямого додатка (після дієслів haben, brauchen, suchen, sehen, besuchen, lieben, anrufen) і після für, ohne, durch, gegen, um.',
          'Порівняно з називним відмінком змінюється лише чоловічий рід: mein Bruder → meinen Bruder. Жіночий рід і множина мають закінчення -e, середній рід — без закінчення.',
        ],
        table: {
          caption: 'Присвійні займенники в знахідному відмінку',
          head: ['Займенник', 'чоловічий рід (der)', 'жіночий рід (die)', 'середній рід (das)', 'множина (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr',
        paragraphs: [
          'unser, euer та Ihr мають ті самі закінчення: unseren Sohn, unsere Tochter, unser Haus, unsere Kinder. У euer випадає друге e, коли додається закінчення: euren Sohn, eure Tochter (але euer Haus).',
          'Ihr з великої літери — це ввічливе «Ваш», яке вживається з Sie: Haben Sie Ihren Pass?',
        ],
        examples: [
          { de: 'Wir verkaufen unser Auto.', tr: 'Ми продаємо нашу машину.' },
          { de: 'Habt ihr eure Bücher?', tr: 'У вас є ваші книжки?' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Не забувайте -en з іменниками чоловічого роду: ✗ Ich besuche mein Vater → ✓ Ich besuche meinen Vater.',
          'Не плутайте sein та ihr: вирішує власник. Anna liebt ihren Hund (її собака), Tom liebt seinen Hund (його собака). Рід слова Hund визначає лише закінчення. У німецькій немає слова на зразок «свій»: навіть коли власник — підмет речення, кажуть sein або ihr.',
          'Іменники жіночого роду та множина завжди потребують -e: ✗ mein Mutter → ✓ meine Mutter; ✗ mein Eltern → ✓ meine Eltern.',
        ],
        examples: [{ de: 'Maria ruft ihre Mutter an.', tr: 'Марія телефонує своїй мамі.' }],
      },
    ],
    de: [
      {
        heading: 'Wem gehört das? mein, dein, sein, ihr …',
        paragraphs: [
          'Possessivartikel zeigen, wem etwas gehört: mein, dein, sein, ihr, unser, euer und Ihr (höflich).',
          'Welches Wort man nimmt, hängt vom Besitzer ab: sein für er und es, ihr für sie. Die Endung hängt vom Nomen danach ab: vom Genus, vom Numerus und vom Kasus. Possessivartikel haben dieselben Endungen wie ein und kein.',
        ],
        examples: [
          { de: 'Peter sucht seinen Schlüssel.', tr: 'Der Besitzer ist Peter (er) → sein.' },
          { de: 'Anna sucht ihren Schlüssel.', tr: 'Die Besitzerin ist Anna (sie) → ihr.' },
        ],
      },
      {
        heading: 'Die Endungen im Akkusativ',
        paragraphs: [
          'Den Akkusativ braucht man für das direkte Objekt (nach Verben wie haben, brauchen, suchen, sehen, besuchen, lieben, anrufen) und nach für, ohne, durch, gegen, um.',
          'Im Vergleich zum Nominativ ändert sich nur das Maskulinum: mein Bruder → meinen Bruder. Feminin und Plural enden auf -e, Neutrum hat keine Endung.',
        ],
        table: {
          caption: 'Possessivartikel im Akkusativ',
          head: ['Possessivartikel', 'maskulin (der)', 'feminin (die)', 'neutral (das)', 'Plural (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr',
        paragraphs: [
          'unser, euer und Ihr haben dieselben Endungen: unseren Sohn, unsere Tochter, unser Haus, unsere Kinder. Bei euer fällt das zweite e weg, wenn eine Endung kommt: euren Sohn, eure Tochter (aber: euer Haus).',
          'Ihr mit großem I ist die Höflichkeitsform zu Sie: Haben Sie Ihren Pass?',
        ],
        examples: [
          { de: 'Wir verkaufen unser Auto.', tr: 'unser + das Auto → unser Auto' },
          { de: 'Habt ihr eure Bücher?', tr: 'euer + die Bücher → eure Bücher' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Vergiss -en beim Maskulinum nicht: ✗ Ich besuche mein Vater → ✓ Ich besuche meinen Vater.',
          'Verwechsle sein und ihr nicht: Der Besitzer entscheidet. Anna liebt ihren Hund, Tom liebt seinen Hund. Das Genus von Hund bestimmt nur die Endung. Auch wenn der Besitzer das Subjekt ist, sagt man sein oder ihr.',
          'Feminin und Plural brauchen immer -e: ✗ mein Mutter → ✓ meine Mutter; ✗ mein Eltern → ✓ meine Eltern.',
        ],
        examples: [{ de: 'Maria ruft ihre Mutter an.', tr: 'Besitzerin: Maria → ihr; die Mutter → ihre' }],
      },
    ],
    ru: [
      {
        heading: 'Чей? mein, dein, sein, ihr …',
        paragraphs: [
          'Притяжательные местоимения показывают, кому что-то принадлежит: mein (мой), dein (твой), sein (его), ihr (её, их), unser (наш), euer (ваш, нескольких человек), Ihr (Ваш, вежливо).',
          'Какое слово выбрать, зависит от владельца: sein — для er и es, ihr — для sie. А окончание зависит от существительного, которое идёт после: от его рода, числа и падежа. Притяжательные местоимения имеют те же окончания, что ein и kein.',
        ],
        examples: [
          { de: 'Peter sucht seinen Schlüssel.', tr: 'Петер ищет свой ключ.' },
          { de: 'Anna sucht ihren Schlüssel.', tr: 'Анна ищет свой ключ.' },
        ],
      },
      {
        heading: 'Окончания в винительном падеже',
        paragraphs: [
          'Винительный падеж нужен для прямого дополнения (после глаголов haben, brauchen, suchen, sehen, besuchen, lieben, anrufen) и после für, ohne, durch, gegen, um.',
          'По сравнению с именительным падежом меняется только мужской род: mein Bruder → meinen Bruder. Женский род и множественное число имеют окончание -e, средний род — без окончания.',
        ],
        table: {
          caption: 'Притяжательные местоимения в винительном падеже',
          head: ['Местоимение', 'мужской род (der)', 'женский род (die)', 'средний род (das)', 'множественное число (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr',
        paragraphs: [
          'unser, euer и Ihr имеют те же окончания: unseren Sohn, unsere Tochter, unser Haus, unsere Kinder. В euer выпадает второе e, если добавляется окончание: euren Sohn, eure Tochter (но euer Haus).',
          'Ihr с большой буквы — вежливое «Ваш», которое употребляется с Sie: Haben Sie Ihren Pass?',
        ],
        examples: [
          { de: 'Wir verkaufen unser Auto.', tr: 'Мы продаём нашу машину.' },
          { de: 'Habt ihr eure Bücher?', tr: 'У вас есть ваши книги?' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'Не забывайте -en у существительных мужского рода: ✗ Ich besuche mein Vater → ✓ Ich besuche meinen Vater.',
          'Не путайте sein и ihr: решает владелец. Anna liebt ihren Hund (её собака), Tom liebt seinen Hund (его собака). Род слова Hund определяет только окончание. В немецком нет слова вроде «свой»: даже когда владелец — подлежащее, говорят sein или ihr.',
          'Существительные женского рода и множественное число всегда требуют -e: ✗ mein Mutter → ✓ meine Mutter; ✗ mein Eltern → ✓ meine Eltern.',
        ],
        examples: [{ de: 'Maria ruft ihre Mutter an.', tr: 'Мария звонит своей маме.' }],
      },
    ],
    be: [
      {
        heading: 'Чый? mein, dein, sein, ihr …',
        paragraphs: [
          'Прыналежныя займеннікі паказваюць, каму нешта належыць: mein (мой), dein (твой), sein (яго), ihr (яе, іх), unser (наш), euer (ваш, некалькіх асоб), Ihr (Ваш, ветліва).',
          'Якое слова выбраць, залежыць ад уладальніка: sein — для er і es, ihr — для sie. А канчатак залежыць ад назоўніка, які ідзе пасля: ад яго роду, ліку і склону. Прыналежныя займеннікі маюць тыя самыя канчаткі, што ein і kein.',
        ],
        examples: [
          { de: 'Peter sucht seinen Schlüssel.', tr: 'Петэр шукае свой ключ.' },
          { de: 'Anna sucht ihren Schlüssel.', tr: 'Анна шукае свой ключ.' },
        ],
      },
      {
        heading: 'Канчаткі ў вінавальным склоне',
        paragraphs: [
          'Вінавальны склон патрэбны для прамога дапаўнення (пасля дзеясловаў haben, brauchen, suchen, sehen, besuchen, lieben, anrufen) і пасля für, ohne, durch, gegen, um.',
          'У параўнанні з назоўным склонам змяняецца толькі мужчынскі род: mein Bruder → meinen Bruder. Жаночы род і множны лік маюць канчатак -e, ніякі род — без канчатка.',
        ],
        table: {
          caption: 'Прыналежныя займеннікі ў вінавальным склоне',
          head: ['Займеннік', 'мужчынскі род (der)', 'жаночы род (die)', 'ніякі род (das)', 'множны лік (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr',
        paragraphs: [
          'unser, euer і Ihr маюць тыя самыя канчаткі: unseren Sohn, unsere Tochter, unser Haus, unsere Kinder. У euer выпадае другое e, калі дадаецца канчатак: euren Sohn, eure Tochter (але euer Haus).',
          'Ihr з вялікай літары — ветлівае «Ваш», якое ўжываецца з Sie: Haben Sie Ihren Pass?',
        ],
        examples: [
          { de: 'Wir verkaufen unser Auto.', tr: 'Мы прадаём нашу машыну.' },
          { de: 'Habt ihr eure Bücher?', tr: 'У вас ёсць вашы кнігі?' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Не забывайце -en з назоўнікамі мужчынскага роду: ✗ Ich besuche mein Vater → ✓ Ich besuche meinen Vater.',
          'Не блытайце sein і ihr: вырашае ўладальнік. Anna liebt ihren Hund (яе сабака), Tom liebt seinen Hund (яго сабака). Род слова Hund вызначае толькі канчатак. У нямецкай мове няма слова накшталт «свой»: нават калі ўладальнік — дзейнік, кажуць sein або ihr.',
          'Назоўнікі жаночага роду і множны лік заўсёды патрабуюць -e: ✗ mein Mutter → ✓ meine Mutter; ✗ mein Eltern → ✓ meine Eltern.',
        ],
        examples: [{ de: 'Maria ruft ihre Mutter an.', tr: 'Марыя тэлефануе сваёй маме.' }],
      },
    ],
    tr: [
      {
        heading: 'Kimin? mein, dein, sein, ihr …',
        paragraphs: [
          'İyelik sözcükleri bir şeyin kime ait olduğunu gösterir: mein (benim), dein (senin), sein (onun – erkek veya nötr), ihr (onun – kadın; onların), unser (bizim), euer (sizin – birkaç kişi), Ihr (sizin – resmî).',
          'Hangi sözcüğü seçeceğiniz sahibe bağlıdır: er ve es için sein, sie için ihr. Ek ise arkasından gelen isme bağlıdır: ismin cinsiyetine, sayısına ve hâline. İyelik sözcükleri ein ve kein ile aynı ekleri alır.',
        ],
        examples: [
          { de: 'Peter sucht seinen Schlüssel.', tr: 'Peter anahtarını arıyor.' },
          { de: 'Anna sucht ihren Schlüssel.', tr: 'Anna anahtarını arıyor.' },
        ],
      },
      {
        heading: 'Akkusativ’de ekler',
        paragraphs: [
          'Akkusativ, nesne için (haben, brauchen, suchen, sehen, besuchen, lieben, anrufen gibi fiillerden sonra) ve für, ohne, durch, gegen, um’dan sonra kullanılır.',
          'Yalın hâle göre yalnızca eril biçim değişir: mein Bruder → meinen Bruder. Dişil ve çoğul -e ile biter, nötr biçim ek almaz.',
        ],
        table: {
          caption: 'Akkusativ’de iyelik sözcükleri',
          head: ['İyelik', 'eril (der)', 'dişil (die)', 'nötr (das)', 'çoğul (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr',
        paragraphs: [
          'unser, euer ve Ihr aynı ekleri alır: unseren Sohn, unsere Tochter, unser Haus, unsere Kinder. euer ek alınca ikinci e’yi kaybeder: euren Sohn, eure Tochter (ama euer Haus).',
          'Büyük I ile yazılan Ihr, Sie ile kullanılan resmî “sizin” demektir: Haben Sie Ihren Pass?',
        ],
        examples: [
          { de: 'Wir verkaufen unser Auto.', tr: 'Arabamızı satıyoruz.' },
          { de: 'Habt ihr eure Bücher?', tr: 'Kitaplarınız yanınızda mı?' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'Eril isimlerde -en’i unutmayın: ✗ Ich besuche mein Vater → ✓ Ich besuche meinen Vater.',
          'sein ile ihr’i karıştırmayın: sahip belirler. Anna liebt ihren Hund (kadının köpeği), Tom liebt seinen Hund (adamın köpeği). Hund sözcüğünün cinsiyeti yalnızca eki belirler. Sahip cümlenin öznesi olsa bile Almancada sein veya ihr kullanılır.',
          'Dişil isimler ve çoğul her zaman -e ister: ✗ mein Mutter → ✓ meine Mutter; ✗ mein Eltern → ✓ meine Eltern.',
        ],
        examples: [{ de: 'Maria ruft ihre Mutter an.', tr: 'Maria annesine telefon ediyor.' }],
      },
    ],
    pl: [
      {
        heading: 'Czyj? mein, dein, sein, ihr …',
        paragraphs: [
          'Zaimki dzierżawcze mówią, do kogo coś należy: mein (mój), dein (twój), sein (jego), ihr (jej, ich), unser (nasz), euer (wasz, kilku osób), Ihr (Pana/Pani, grzecznościowo).',
          'To, które słowo wybierasz, zależy od właściciela: sein dla er i es, ihr dla sie. Końcówka zależy natomiast od rzeczownika, który następuje: od jego rodzaju, liczby i przypadku. Zaimki dzierżawcze mają te same końcówki co ein i kein.',
        ],
        examples: [
          { de: 'Peter sucht seinen Schlüssel.', tr: 'Peter szuka swojego klucza.' },
          { de: 'Anna sucht ihren Schlüssel.', tr: 'Anna szuka swojego klucza.' },
        ],
      },
      {
        heading: 'Końcówki w bierniku',
        paragraphs: [
          'Biernika używa się dla dopełnienia bliższego (po czasownikach haben, brauchen, suchen, sehen, besuchen, lieben, anrufen) oraz po für, ohne, durch, gegen, um.',
          'W porównaniu z mianownikiem zmienia się tylko rodzaj męski: mein Bruder → meinen Bruder. Rodzaj żeński i liczba mnoga mają końcówkę -e, rodzaj nijaki nie ma końcówki.',
        ],
        table: {
          caption: 'Zaimki dzierżawcze w bierniku',
          head: ['Zaimek', 'rodzaj męski (der)', 'rodzaj żeński (die)', 'rodzaj nijaki (das)', 'liczba mnoga (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr',
        paragraphs: [
          'unser, euer i Ihr mają te same końcówki: unseren Sohn, unsere Tochter, unser Haus, unsere Kinder. W euer wypada drugie e, gdy dochodzi końcówka: euren Sohn, eure Tochter (ale euer Haus).',
          'Ihr pisane wielką literą to grzecznościowe „Pana/Pani”, używane z Sie: Haben Sie Ihren Pass?',
        ],
        examples: [
          { de: 'Wir verkaufen unser Auto.', tr: 'Sprzedajemy nasz samochód.' },
          { de: 'Habt ihr eure Bücher?', tr: 'Macie swoje książki?' },
        ],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'Nie zapominaj o -en przy rzeczownikach rodzaju męskiego: ✗ Ich besuche mein Vater → ✓ Ich besuche meinen Vater.',
          'Nie myl sein i ihr: decyduje właściciel. Anna liebt ihren Hund (jej pies), Tom liebt seinen Hund (jego pies). Rodzaj słowa Hund decyduje tylko o końcówce. Po niemiecku nie ma odpowiednika słowa „swój”: nawet gdy właściciel jest podmiotem, mówi się sein albo ihr.',
          'Rzeczowniki rodzaju żeńskiego i liczba mnoga zawsze potrzebują -e: ✗ mein Mutter → ✓ meine Mutter; ✗ mein Eltern → ✓ meine Eltern.',
        ],
        examples: [{ de: 'Maria ruft ihre Mutter an.', tr: 'Maria dzwoni do swojej mamy.' }],
      },
    ],
    es: [
      {
        heading: '¿De quién? mein, dein, sein, ihr …',
        paragraphs: [
          'Los posesivos indican a quién pertenece algo: mein (mi), dein (tu), sein (su, de él), ihr (su, de ella o de ellos), unser (nuestro), euer (vuestro), Ihr (su, de usted).',
          'La palabra que eliges depende del poseedor: sein para er y es, ihr para sie. La terminación depende del sustantivo que sigue: de su género, su número y su caso. Los posesivos llevan las mismas terminaciones que ein y kein.',
        ],
        examples: [
          { de: 'Peter sucht seinen Schlüssel.', tr: 'Peter busca su llave.' },
          { de: 'Anna sucht ihren Schlüssel.', tr: 'Anna busca su llave.' },
        ],
      },
      {
        heading: 'Terminaciones en acusativo',
        paragraphs: [
          'El acusativo se usa para el complemento directo (después de verbos como haben, brauchen, suchen, sehen, besuchen, lieben, anrufen) y después de für, ohne, durch, gegen, um.',
          'Respecto al nominativo, solo cambia el masculino: mein Bruder → meinen Bruder. El femenino y el plural terminan en -e; el neutro no lleva terminación.',
        ],
        table: {
          caption: 'Posesivos en acusativo',
          head: ['Posesivo', 'masculino (der)', 'femenino (die)', 'neutro (das)', 'plural (die)'],
          rows: ROWS,
        },
      },
      {
        heading: 'unser, euer, Ihr',
        paragraphs: [
          'unser, euer e Ihr llevan las mismas terminaciones: unseren Sohn, unsere Tochter, unser Haus, unsere Kinder. euer pierde la segunda e cuando lleva terminación: euren Sohn, eure Tochter (pero euer Haus).',
          'Ihr con mayúscula es el «su» de cortesía que acompaña a Sie: Haben Sie Ihren Pass?',
        ],
        examples: [
          { de: 'Wir verkaufen unser Auto.', tr: 'Vendemos nuestro coche.' },
          { de: 'Habt ihr eure Bücher?', tr: '¿Tenéis vuestros libros?' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'No olvides -en con los sustantivos masculinos: ✗ Ich besuche mein Vater → ✓ Ich besuche meinen Vater.',
          'No confundas sein e ihr: decide el poseedor. Anna liebt ihren Hund (el perro de ella), Tom liebt seinen Hund (el perro de él). El género de Hund solo decide la terminación. En español «su» sirve para todos; en alemán hay que elegir entre sein e ihr.',
          'Los sustantivos femeninos y el plural siempre necesitan -e: ✗ mein Mutter → ✓ meine Mutter; ✗ mein Eltern → ✓ meine Eltern.',
        ],
        examples: [{ de: 'Maria ruft ihre Mutter an.', tr: 'Maria llama a su madre.' }],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - suche - meinen - Schlüssel.', hide: ['meinen'], formEn: 'I am looking for my key.', tr: { ua: 'Я шукаю свій ключ.', de: 'Mein Schlüssel ist weg. (suchen)', ru: 'Я ищу свой ключ.', be: 'Я шукаю свой ключ.', tr: 'Anahtarımı arıyorum.', pl: 'Szukam swojego klucza.', es: 'Estoy buscando mi llave.' }, correct: false },
      { formDe: 'Ich - besuche - meine - Oma.', hide: ['meine'], formEn: 'I am visiting my grandma.', tr: { ua: 'Я відвідую свою бабусю.', de: 'Ich fahre heute zu Oma. (besuchen)', ru: 'Я навещаю свою бабушку.', be: 'Я наведваю сваю бабулю.', tr: 'Büyükannemi ziyaret ediyorum.', pl: 'Odwiedzam swoją babcię.', es: 'Estoy visitando a mi abuela.' }, correct: false },
      { formDe: 'Ich - verkaufe - mein - Fahrrad.', hide: ['mein'], formEn: 'I am selling my bike.', tr: { ua: 'Я продаю свій велосипед.', de: 'Das Rad gehört mir, aber ich will Geld dafür. (verkaufen)', ru: 'Я продаю свой велосипед.', be: 'Я прадаю свой ровар.', tr: 'Bisikletimi satıyorum.', pl: 'Sprzedaję swój rower.', es: 'Estoy vendiendo mi bicicleta.' }, correct: false },
      { formDe: 'Ich - rufe - meine - Eltern - an.', hide: ['meine'], formEn: 'I am calling my parents.', tr: { ua: 'Я телефоную своїм батькам.', de: 'Ich telefoniere mit Mama und Papa. (anrufen)', ru: 'Я звоню своим родителям.', be: 'Я тэлефаную сваім бацькам.', tr: 'Annemi ve babamı arıyorum.', pl: 'Dzwonię do swoich rodziców.', es: 'Estoy llamando a mis padres.' }, correct: false },
      { formDe: 'Hast - du - deinen - Pass?', hide: ['deinen'], formEn: 'Do you have your passport?', tr: { ua: 'Твій паспорт у тебе з собою?', de: 'Frage an einen Freund: Ist der Pass dabei? (haben)', ru: 'Твой паспорт у тебя с собой?', be: 'Твой пашпарт у цябе з сабой?', tr: 'Pasaportun yanında mı?', pl: 'Masz swój paszport?', es: '¿Tienes tu pasaporte?' }, correct: false },
      { formDe: 'Brauchst - du - deine - Jacke?', hide: ['deine'], formEn: 'Do you need your jacket?', tr: { ua: 'Тобі потрібна твоя куртка?', de: 'Ist dir kalt? Frage nach der Jacke. (brauchen)', ru: 'Тебе нужна твоя куртка?', be: 'Табе патрэбная твая куртка?', tr: 'Ceketine ihtiyacın var mı?', pl: 'Potrzebujesz swojej kurtki?', es: '¿Necesitas tu chaqueta?' }, correct: false },
      { formDe: 'Du - kannst - dein - Auto - hier - parken.', hide: ['dein'], formEn: 'You can park your car here.', tr: { ua: 'Ти можеш припаркувати свою машину тут.', de: 'Hier ist ein Parkplatz für dich. (können, parken)', ru: 'Ты можешь припарковать свою машину здесь.', be: 'Ты можаш прыпаркаваць сваю машыну тут.', tr: 'Arabanı buraya park edebilirsin.', pl: 'Możesz tu zaparkować swój samochód.', es: 'Puedes aparcar tu coche aquí.' }, correct: false },
      { formDe: 'Tom - sucht - seinen - Ball.', hide: ['seinen'], formEn: 'Tom is looking for his ball.', tr: { ua: 'Том шукає свій м’яч.', de: 'Der Ball von Tom ist weg. (suchen)', ru: 'Том ищет свой мяч.', be: 'Том шукае свой мяч.', tr: 'Tom topunu arıyor.', pl: 'Tom szuka swojej piłki.', es: 'Tom está buscando su pelota.' }, correct: false },
      { formDe: 'Peter - liebt - seine - Frau.', hide: ['seine'], formEn: 'Peter loves his wife.', tr: { ua: 'Петер кохає свою дружину.', de: 'Peter ist verheiratet. Die Frau ist für ihn die Nummer eins. (lieben)', ru: 'Петер любит свою жену.', be: 'Петэр кахае сваю жонку.', tr: 'Peter karısını seviyor.', pl: 'Peter kocha swoją żonę.', es: 'Peter ama a su esposa.' }, correct: false },
      { formDe: 'Jan - putzt - sein - Zimmer.', hide: ['sein'], formEn: 'Jan is cleaning his room.', tr: { ua: 'Ян прибирає свою кімнату.', de: 'Das Zimmer von Jan wird sauber. (putzen)', ru: 'Ян убирает свою комнату.', be: 'Ян прыбірае свой пакой.', tr: 'Jan odasını temizliyor.', pl: 'Jan sprząta swój pokój.', es: 'Jan está limpiando su habitación.' }, correct: false },
      { formDe: 'Paul - besucht - seine - Großeltern.', hide: ['seine'], formEn: 'Paul is visiting his grandparents.', tr: { ua: 'Пауль відвідує своїх бабусю й дідуся.', de: 'Paul fährt zu Oma und Opa. (besuchen)', ru: 'Пауль навещает своих бабушку и дедушку.', be: 'Паўль наведвае сваіх бабулю і дзядулю.', tr: 'Paul büyükannesini ve büyükbabasını ziyaret ediyor.', pl: 'Paul odwiedza swoich dziadków.', es: 'Paul está visitando a sus abuelos.' }, correct: false },
      { formDe: 'Das Baby - braucht - seine - Flasche.', hide: ['seine'], formEn: 'The baby needs its bottle.', tr: { ua: 'Малюкові потрібна його пляшечка.', de: 'Das Baby hat Hunger und will trinken. (brauchen, die Flasche)', ru: 'Малышу нужна его бутылочка.', be: 'Маляку патрэбная яго бутэлечка.', tr: 'Bebeğin biberonuna ihtiyacı var.', pl: 'Dziecko potrzebuje swojej butelki.', es: 'El bebé necesita su biberón.' }, correct: false },
      { formDe: 'Anna - sucht - ihren - Hund.', hide: ['ihren'], formEn: 'Anna is looking for her dog.', tr: { ua: 'Анна шукає свого собаку.', de: 'Der Hund von Anna ist weg. (suchen)', ru: 'Анна ищет свою собаку.', be: 'Анна шукае свайго сабаку.', tr: 'Anna köpeğini arıyor.', pl: 'Anna szuka swojego psa.', es: 'Anna está buscando a su perro.' }, correct: false },
      { formDe: 'Maria - ruft - ihre - Mutter - an.', hide: ['ihre'], formEn: 'Maria is calling her mother.', tr: { ua: 'Марія телефонує своїй мамі.', de: 'Maria telefoniert mit Mama. (anrufen)', ru: 'Мария звонит своей маме.', be: 'Марыя тэлефануе сваёй маме.', tr: 'Maria annesini arıyor.', pl: 'Maria dzwoni do swojej mamy.', es: 'Maria está llamando a su madre.' }, correct: false },
      { formDe: 'Lisa - liest - ihr - Buch.', hide: ['ihr'], formEn: 'Lisa is reading her book.', tr: { ua: 'Ліза читає свою книжку.', de: 'Lisa hat ein Buch in der Hand. Es gehört ihr. (lesen)', ru: 'Лиза читает свою книгу.', be: 'Ліза чытае сваю кнігу.', tr: 'Lisa kitabını okuyor.', pl: 'Lisa czyta swoją książkę.', es: 'Lisa está leyendo su libro.' }, correct: false },
      { formDe: 'Die Kinder - suchen - ihre - Schuhe.', hide: ['ihre'], formEn: 'The children are looking for their shoes.', tr: { ua: 'Діти шукають свої черевики.', de: 'Die Schuhe der Kinder sind weg. (suchen)', ru: 'Дети ищут свои ботинки.', be: 'Дзеці шукаюць свае чаравікі.', tr: 'Çocuklar ayakkabılarını arıyor.', pl: 'Dzieci szukają swoich butów.', es: 'Los niños están buscando sus zapatos.' }, correct: false },
      { formDe: 'Wir - verkaufen - unser - Haus.', hide: ['unser'], formEn: 'We are selling our house.', tr: { ua: 'Ми продаємо свій будинок.', de: 'Wir ziehen um und wollen Geld für das Haus. (verkaufen)', ru: 'Мы продаём свой дом.', be: 'Мы прадаём свой дом.', tr: 'Evimizi satıyoruz.', pl: 'Sprzedajemy swój dom.', es: 'Estamos vendiendo nuestra casa.' }, correct: false },
      { formDe: 'Wir - besuchen - unsere - Freunde.', hide: ['unsere'], formEn: 'We are visiting our friends.', tr: { ua: 'Ми відвідуємо своїх друзів.', de: 'Wir fahren zu Freunden von uns. (besuchen)', ru: 'Мы навещаем своих друзей.', be: 'Мы наведваем сваіх сяброў.', tr: 'Arkadaşlarımızı ziyaret ediyoruz.', pl: 'Odwiedzamy swoich przyjaciół.', es: 'Estamos visitando a nuestros amigos.' }, correct: false },
      { formDe: 'Kinder, - habt - ihr - eure - Hefte?', hide: ['ihr', 'eure'], formEn: 'Children, do you have your exercise books?', tr: { ua: 'Діти, у вас є ваші зошити?', de: 'Die Lehrerin fragt die Klasse nach den Heften. (haben, ihr)', ru: 'Дети, у вас есть ваши тетради?', be: 'Дзеці, у вас ёсць вашы сшыткі?', tr: 'Çocuklar, defterleriniz yanınızda mı?', pl: 'Dzieci, macie swoje zeszyty?', es: 'Niños, ¿tenéis vuestros cuadernos?' }, correct: false },
      { formDe: 'Herr Braun, - haben - Sie - Ihren - Ausweis?', hide: ['Ihren'], formEn: 'Mr Braun, do you have your ID card?', tr: { ua: 'Пане Браун, у вас є ваше посвідчення особи?', de: 'Die Polizei fragt Herrn Braun nach dem Ausweis. (haben, Sie)', ru: 'Господин Браун, у вас есть ваше удостоверение личности?', be: 'Спадар Браўн, у вас ёсць ваша пасведчанне асобы?', tr: 'Bay Braun, kimliğiniz yanınızda mı?', pl: 'Panie Braun, ma pan swój dowód osobisty?', es: 'Señor Braun, ¿tiene usted su carné de identidad?' }, correct: false },
      { formDe: 'Das Geschenk - ist - für - meinen - Bruder.', hide: ['meinen'], formEn: 'The present is for my brother.', tr: { ua: 'Подарунок для мого брата.', de: 'Mein Bruder bekommt das Geschenk. (für)', ru: 'Подарок для моего брата.', be: 'Падарунак для майго брата.', tr: 'Hediye erkek kardeşim için.', pl: 'Prezent jest dla mojego brata.', es: 'El regalo es para mi hermano.' }, correct: false },
      { formDe: 'Ohne - meine - Brille - sehe - ich - nichts.', hide: ['meine'], formEn: 'I cannot see anything without my glasses.', tr: { ua: 'Без своїх окулярів я нічого не бачу.', de: 'Ich sehe schlecht und brauche immer eine Brille. (ohne)', ru: 'Без своих очков я ничего не вижу.', be: 'Без сваіх акуляраў я нічога не бачу.', tr: 'Gözlüğüm olmadan hiçbir şey göremiyorum.', pl: 'Bez swoich okularów nic nie widzę.', es: 'Sin mis gafas no veo nada.' }, correct: false },
      { formDe: 'Ich - vergesse - immer - meinen - Regenschirm.', hide: ['meinen'], formEn: 'I always forget my umbrella.', tr: { ua: 'Я завжди забуваю свою парасольку.', de: 'Es regnet, und der Schirm liegt wieder zu Hause. (vergessen, ich, der Regenschirm)', ru: 'Я всегда забываю свой зонт.', be: 'Я заўсёды забываю свой парасон.', tr: 'Şemsiyemi hep unutuyorum.', pl: 'Zawsze zapominam swojego parasola.', es: 'Siempre olvido mi paraguas.' }, correct: false },
      { formDe: 'Kannst - du - deine - Adresse - aufschreiben?', hide: ['deine'], formEn: 'Can you write down your address?', tr: { ua: 'Можеш записати свою адресу?', de: 'Ich möchte dir einen Brief schicken. (aufschreiben, du, die Adresse)', ru: 'Можешь записать свой адрес?', be: 'Можаш запісаць свой адрас?', tr: 'Adresini yazabilir misin?', pl: 'Możesz zapisać swój adres?', es: '¿Puedes apuntar tu dirección?' }, correct: false },
      { formDe: 'Herr Schmidt - wäscht - sein - Auto.', hide: ['sein'], formEn: 'Mr Schmidt is washing his car.', tr: { ua: 'Пан Шмідт миє свою машину.', de: 'Am Samstag macht Herr Schmidt den Wagen sauber. (waschen, er, das Auto)', ru: 'Господин Шмидт моет свою машину.', be: 'Пан Шмідт мые сваю машыну.', tr: 'Bay Schmidt arabasını yıkıyor.', pl: 'Pan Schmidt myje swój samochód.', es: 'El señor Schmidt lava su coche.' }, correct: false },
      { formDe: 'Sophie - zeigt - uns - ihre - Fotos.', hide: ['ihre'], formEn: 'Sophie is showing us her photos.', tr: { ua: 'Софі показує нам свої фотографії.', de: 'Sophie war im Urlaub und hat viele Bilder gemacht. (zeigen, sie, die Fotos)', ru: 'Софи показывает нам свои фотографии.', be: 'Сафі паказвае нам свае фотаздымкі.', tr: 'Sophie bize fotoğraflarını gösteriyor.', pl: 'Sophie pokazuje nam swoje zdjęcia.', es: 'Sophie nos enseña sus fotos.' }, correct: false },
      { formDe: 'Wir - lieben - unseren - Garten.', hide: ['unseren'], formEn: 'We love our garden.', tr: { ua: 'Ми любимо наш сад.', de: 'Blumen, Bäume und Gemüse hinter dem Haus: Wir sind gern dort. (lieben, wir, der Garten)', ru: 'Мы любим наш сад.', be: 'Мы любім наш сад.', tr: 'Bahçemizi çok seviyoruz.', pl: 'Kochamy nasz ogród.', es: 'Nos encanta nuestro jardín.' }, correct: false },
      { formDe: 'Kinder, - esst - euer - Gemüse!', hide: ['euer'], formEn: 'Children, eat your vegetables!', tr: { ua: 'Діти, їжте свої овочі!', de: 'Die Mutter am Tisch: Die Karotten und Erbsen bleiben nicht liegen! (essen, ihr, das Gemüse)', ru: 'Дети, ешьте свои овощи!', be: 'Дзеці, ешце сваю гародніну!', tr: 'Çocuklar, sebzelerinizi yiyin!', pl: 'Dzieci, jedzcie swoje warzywa!', es: '¡Niños, comeos la verdura!' }, correct: false },
      { formDe: 'Frau Wagner, - vergessen - Sie - Ihre - Tasche - nicht!', hide: ['Ihre'], formEn: 'Mrs Wagner, don’t forget your bag!', tr: { ua: 'Пані Вагнер, не забудьте свою сумку!', de: 'Eine Kundin geht aus dem Geschäft, die Tasche liegt noch an der Kasse. (vergessen, Sie, die Tasche)', ru: 'Госпожа Вагнер, не забудьте свою сумку!', be: 'Пані Вагнер, не забудзьце сваю сумку!', tr: 'Bayan Wagner, çantanızı unutmayın!', pl: 'Pani Wagner, proszę nie zapomnieć torebki!', es: 'Señora Wagner, ¡no olvide su bolso!' }, correct: false },
      { formDe: 'Die Kinder - lieben - ihren - Opa.', hide: ['ihren'], formEn: 'The children love their grandpa.', tr: { ua: 'Діти люблять свого дідуся.', de: 'Der Großvater spielt oft mit den Kindern. (lieben, sie im Plural, der Opa)', ru: 'Дети любят своего дедушку.', be: 'Дзеці любяць свайго дзядулю.', tr: 'Çocuklar dedelerini çok seviyor.', pl: 'Dzieci kochają swojego dziadka.', es: 'Los niños quieren mucho a su abuelo.' }, correct: false },
    ],
  },
};

export default topic;
