import type { A1Topic } from '../types';

const topic: A1Topic = {
  slug: 'nicht-vs-kein',
  type: 'other',
  title: {
    en: 'nicht or kein?',
    ua: 'nicht чи kein?',
    de: 'nicht oder kein?',
    ru: 'nicht или kein?',
    be: 'nicht ці kein?',
    tr: 'nicht mi, kein mi?',
    pl: 'nicht czy kein?',
    es: '¿nicht o kein?',
  },
  descr: {
    en: 'Say no the German way: when to use nicht and when kein.',
    ua: 'Заперечуйте по-німецьки: коли вживати nicht, а коли kein.',
    de: 'Richtig verneinen: Wann sagt man nicht und wann kein?',
    ru: 'Отрицайте по-немецки: когда употреблять nicht, а когда kein.',
    be: 'Адмаўляйце па-нямецку: калі ўжываць nicht, а калі kein.',
    tr: 'Almanca olumsuzluk: ne zaman nicht, ne zaman kein kullanılır?',
    pl: 'Zaprzeczaj po niemiecku: kiedy używać nicht, a kiedy kein.',
    es: 'Niega en alemán: cuándo se usa nicht y cuándo kein.',
  },
  rules: {
    en: [
      {
        heading: 'kein: negating a noun',
        paragraphs: [
          'kein negates a noun that would otherwise have the indefinite article ein or no article at all. It means “no”, “not a” or “not any”: Ich habe ein Auto. → Ich habe kein Auto. Ich habe Zeit. → Ich habe keine Zeit.',
          'kein has the same endings as ein, and it also has a plural form: keine.',
        ],
        examples: [
          { de: 'Das ist kein Problem.', tr: 'That is no problem.' },
          { de: 'Ich habe keinen Hunger.', tr: 'I am not hungry.' },
        ],
        table: {
          caption: 'The forms of kein',
          head: ['Gender', 'Nominative', 'Accusative', 'Dative'],
          rows: [
            ['masculine', 'kein', 'keinen', 'keinem'],
            ['feminine', 'keine', 'keine', 'keiner'],
            ['neuter', 'kein', 'kein', 'keinem'],
            ['plural', 'keine', 'keine', 'keinen'],
          ],
        },
      },
      {
        heading: 'nicht: negating everything else',
        paragraphs: [
          'nicht negates verbs, adjectives, adverbs, places and names, and also nouns with a definite article (der, die, das) or a possessive (mein, dein …).',
          'A simple test: if the positive sentence has ein or no article before the noun, use kein. In every other case use nicht.',
        ],
        examples: [
          { de: 'Ich komme heute nicht.', tr: 'I am not coming today.' },
          { de: 'Das ist nicht mein Auto.', tr: 'That is not my car.' },
        ],
        table: {
          caption: 'kein or nicht?',
          head: ['Positive', 'Negative', 'Why?'],
          rows: [
            ['Ich habe ein Auto.', 'Ich habe kein Auto.', 'noun with ein → kein'],
            ['Ich habe Zeit.', 'Ich habe keine Zeit.', 'noun without an article → kein'],
            ['Das ist mein Auto.', 'Das ist nicht mein Auto.', 'noun with mein, der … → nicht'],
            ['Ich komme.', 'Ich komme nicht.', 'verb → nicht'],
            ['Das ist teuer.', 'Das ist nicht teuer.', 'adjective → nicht'],
            ['Ich wohne in Berlin.', 'Ich wohne nicht in Berlin.', 'place → nicht'],
          ],
        },
      },
      {
        heading: 'Where does nicht go?',
        paragraphs: [
          'When nicht negates the whole sentence, it usually goes to the end, after the object and after time words: Ich finde meinen Schlüssel nicht. Er arbeitet heute nicht.',
          'But nicht comes before an adjective (nicht gut), before a place (nicht in Berlin) and before the infinitive or participle at the end of the sentence (Ich kann nicht schwimmen. Ich habe nicht geschlafen.).',
        ],
        examples: [
          { de: 'Ich kann nicht schwimmen.', tr: 'I can’t swim.' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'nicht ein instead of kein: wrong: Ich habe nicht ein Auto. Ich habe nicht Zeit. Right: Ich habe kein Auto. Ich habe keine Zeit.',
          'kein before a possessive or a definite article: wrong: Das ist kein mein Auto. Right: Das ist nicht mein Auto.',
          'Wrong ending: kein changes like ein: Ich habe keinen Bruder (masculine, accusative). With languages and jobs German usually uses kein: Ich spreche kein Englisch. Er ist kein Lehrer.',
        ],
        examples: [
          { de: 'Ich spreche kein Englisch.', tr: 'I don’t speak English.' },
        ],
      },
    ],
    ua: [
      {
        heading: 'kein: заперечення іменника',
        paragraphs: [
          'kein заперечує іменник, який у ствердному реченні мав би неозначений артикль ein або взагалі не мав би артикля. Він означає «жодний», «не» або «немає»: Ich habe ein Auto. → Ich habe kein Auto. Ich habe Zeit. → Ich habe keine Zeit.',
          'kein має ті самі закінчення, що й ein, а також форму множини: keine.',
        ],
        examples: [
          { de: 'Das ist kein Problem.', tr: 'Це не проблема.' },
          { de: 'Ich habe keinen Hunger.', tr: 'Я не голодний.' },
        ],
        table: {
          caption: 'Форми kein',
          head: ['Рід', 'Називний', 'Знахідний', 'Давальний'],
          rows: [
            ['чоловічий', 'kein', 'keinen', 'keinem'],
            ['жіночий', 'keine', 'keine', 'keiner'],
            ['середній', 'kein', 'kein', 'keinem'],
            ['множина', 'keine', 'keine', 'keinen'],
          ],
        },
      },
      {
        heading: 'nicht: заперечення всього іншого',
        paragraphs: [
          'nicht заперечує дієслова, прикметники, прислівники, місця та імена, а також іменники з означеним артиклем (der, die, das) або присвійним займенником (mein, dein …).',
          'Простий тест: якщо у ствердному реченні перед іменником стоїть ein або немає артикля, уживайте kein. У всіх інших випадках – nicht.',
        ],
        examples: [
          { de: 'Ich komme heute nicht.', tr: 'Я сьогодні не прийду.' },
          { de: 'Das ist nicht mein Auto.', tr: 'Це не моя машина.' },
        ],
        table: {
          caption: 'kein чи nicht?',
          head: ['Ствердження', 'Заперечення', 'Чому?'],
          rows: [
            ['Ich habe ein Auto.', 'Ich habe kein Auto.', 'іменник з ein → kein'],
            ['Ich habe Zeit.', 'Ich habe keine Zeit.', 'іменник без артикля → kein'],
            ['Das ist mein Auto.', 'Das ist nicht mein Auto.', 'іменник з mein, der … → nicht'],
            ['Ich komme.', 'Ich komme nicht.', 'дієслово → nicht'],
            ['Das ist teuer.', 'Das ist nicht teuer.', 'прикметник → nicht'],
            ['Ich wohne in Berlin.', 'Ich wohne nicht in Berlin.', 'місце → nicht'],
          ],
        },
      },
      {
        heading: 'Де стоїть nicht?',
        paragraphs: [
          'Коли nicht заперечує все речення, воно зазвичай стоїть у кінці, після додатка й після слів часу: Ich finde meinen Schlüssel nicht. Er arbeitet heute nicht.',
          'Але nicht стоїть перед прикметником (nicht gut), перед місцем (nicht in Berlin) і перед інфінітивом або дієприкметником у кінці речення (Ich kann nicht schwimmen. Ich habe nicht geschlafen.).',
        ],
        examples: [
          { de: 'Ich kann nicht schwimmen.', tr: 'Я не вмію плавати.' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'nicht ein замість kein: неправильно: Ich habe nicht ein Auto. Ich habe nicht Zeit. Правильно: Ich habe kein Auto. Ich habe keine Zeit.',
          'kein перед присвійним займенником чи означеним артиклем: неправильно: Das ist kein mein Auto. Правильно: Das ist nicht mein Auto.',
          'Неправильне закінчення: kein змінюється як ein: Ich habe keinen Bruder (чоловічий рід, знахідний відмінок). З мовами й професіями німці зазвичай уживають kein: Ich spreche kein Englisch. Er ist kein Lehrer.',
        ],
        examples: [
          { de: 'Ich spreche kein Englisch.', tr: 'Я не розмовляю англійською.' },
        ],
      },
    ],
    de: [
      {
        heading: 'kein: ein Nomen verneinen',
        paragraphs: [
          'kein verneint ein Nomen, das im positiven Satz den unbestimmten Artikel ein oder gar keinen Artikel hat: Ich habe ein Auto. → Ich habe kein Auto. Ich habe Zeit. → Ich habe keine Zeit.',
          'kein hat dieselben Endungen wie ein und außerdem eine Pluralform: keine.',
        ],
        examples: [
          { de: 'Das ist kein Problem.', tr: 'Das ist einfach, alles ist in Ordnung.' },
          { de: 'Ich habe keinen Hunger.', tr: 'Ich möchte nichts essen.' },
        ],
        table: {
          caption: 'Die Formen von kein',
          head: ['Genus', 'Nominativ', 'Akkusativ', 'Dativ'],
          rows: [
            ['maskulin', 'kein', 'keinen', 'keinem'],
            ['feminin', 'keine', 'keine', 'keiner'],
            ['neutral', 'kein', 'kein', 'keinem'],
            ['Plural', 'keine', 'keine', 'keinen'],
          ],
        },
      },
      {
        heading: 'nicht: alles andere verneinen',
        paragraphs: [
          'nicht verneint Verben, Adjektive, Adverbien, Orte und Namen und auch Nomen mit bestimmtem Artikel (der, die, das) oder mit mein, dein …',
          'Ein einfacher Test: Steht im positiven Satz ein oder kein Artikel vor dem Nomen, dann nimm kein. In allen anderen Fällen nimm nicht.',
        ],
        examples: [
          { de: 'Ich komme heute nicht.', tr: 'Heute bin ich nicht da.' },
          { de: 'Das ist nicht mein Auto.', tr: 'Das Auto gehört einer anderen Person.' },
        ],
        table: {
          caption: 'kein oder nicht?',
          head: ['Positiv', 'Negativ', 'Warum?'],
          rows: [
            ['Ich habe ein Auto.', 'Ich habe kein Auto.', 'Nomen mit ein → kein'],
            ['Ich habe Zeit.', 'Ich habe keine Zeit.', 'Nomen ohne Artikel → kein'],
            ['Das ist mein Auto.', 'Das ist nicht mein Auto.', 'Nomen mit mein, der … → nicht'],
            ['Ich komme.', 'Ich komme nicht.', 'Verb → nicht'],
            ['Das ist teuer.', 'Das ist nicht teuer.', 'Adjektiv → nicht'],
            ['Ich wohne in Berlin.', 'Ich wohne nicht in Berlin.', 'Ort → nicht'],
          ],
        },
      },
      {
        heading: 'Wo steht nicht?',
        paragraphs: [
          'Wenn nicht den ganzen Satz verneint, steht es meistens am Ende, nach dem Objekt und nach Zeitangaben: Ich finde meinen Schlüssel nicht. Er arbeitet heute nicht.',
          'Aber nicht steht vor einem Adjektiv (nicht gut), vor einer Ortsangabe (nicht in Berlin) und vor dem Infinitiv oder Partizip am Satzende (Ich kann nicht schwimmen. Ich habe nicht geschlafen.).',
        ],
        examples: [
          { de: 'Ich kann nicht schwimmen.', tr: 'Schwimmen habe ich nie gelernt.' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'nicht ein statt kein: falsch: Ich habe nicht ein Auto. Ich habe nicht Zeit. Richtig: Ich habe kein Auto. Ich habe keine Zeit.',
          'kein vor mein, dein … oder vor einem bestimmten Artikel: falsch: Das ist kein mein Auto. Richtig: Das ist nicht mein Auto.',
          'Falsche Endung: kein ändert sich wie ein: Ich habe keinen Bruder (maskulin, Akkusativ). Bei Sprachen und Berufen benutzt man meistens kein: Ich spreche kein Englisch. Er ist kein Lehrer.',
        ],
        examples: [
          { de: 'Ich spreche kein Englisch.', tr: 'Englisch kann ich nicht sprechen.' },
        ],
      },
    ],
    ru: [
      {
        heading: 'kein: отрицание существительного',
        paragraphs: [
          'kein отрицает существительное, которое в утвердительном предложении имело бы неопределённый артикль ein или не имело бы артикля вообще. Оно значит «никакой», «не» или «нет»: Ich habe ein Auto. → Ich habe kein Auto. Ich habe Zeit. → Ich habe keine Zeit.',
          'У kein те же окончания, что и у ein, а также есть форма множественного числа: keine.',
        ],
        examples: [
          { de: 'Das ist kein Problem.', tr: 'Это не проблема.' },
          { de: 'Ich habe keinen Hunger.', tr: 'Я не голоден.' },
        ],
        table: {
          caption: 'Формы kein',
          head: ['Род', 'Именительный', 'Винительный', 'Дательный'],
          rows: [
            ['мужской', 'kein', 'keinen', 'keinem'],
            ['женский', 'keine', 'keine', 'keiner'],
            ['средний', 'kein', 'kein', 'keinem'],
            ['множественное число', 'keine', 'keine', 'keinen'],
          ],
        },
      },
      {
        heading: 'nicht: отрицание всего остального',
        paragraphs: [
          'nicht отрицает глаголы, прилагательные, наречия, места и имена, а также существительные с определённым артиклем (der, die, das) или притяжательным местоимением (mein, dein …).',
          'Простой тест: если в утвердительном предложении перед существительным стоит ein или нет артикля, употребляйте kein. Во всех остальных случаях – nicht.',
        ],
        examples: [
          { de: 'Ich komme heute nicht.', tr: 'Я сегодня не приду.' },
          { de: 'Das ist nicht mein Auto.', tr: 'Это не моя машина.' },
        ],
        table: {
          caption: 'kein или nicht?',
          head: ['Утверждение', 'Отрицание', 'Почему?'],
          rows: [
            ['Ich habe ein Auto.', 'Ich habe kein Auto.', 'существительное с ein → kein'],
            ['Ich habe Zeit.', 'Ich habe keine Zeit.', 'существительное без артикля → kein'],
            ['Das ist mein Auto.', 'Das ist nicht mein Auto.', 'существительное с mein, der … → nicht'],
            ['Ich komme.', 'Ich komme nicht.', 'глагол → nicht'],
            ['Das ist teuer.', 'Das ist nicht teuer.', 'прилагательное → nicht'],
            ['Ich wohne in Berlin.', 'Ich wohne nicht in Berlin.', 'место → nicht'],
          ],
        },
      },
      {
        heading: 'Где стоит nicht?',
        paragraphs: [
          'Когда nicht отрицает всё предложение, оно обычно стоит в конце, после дополнения и после слов времени: Ich finde meinen Schlüssel nicht. Er arbeitet heute nicht.',
          'Но nicht стоит перед прилагательным (nicht gut), перед местом (nicht in Berlin) и перед инфинитивом или причастием в конце предложения (Ich kann nicht schwimmen. Ich habe nicht geschlafen.).',
        ],
        examples: [
          { de: 'Ich kann nicht schwimmen.', tr: 'Я не умею плавать.' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'nicht ein вместо kein: неправильно: Ich habe nicht ein Auto. Ich habe nicht Zeit. Правильно: Ich habe kein Auto. Ich habe keine Zeit.',
          'kein перед притяжательным местоимением или определённым артиклем: неправильно: Das ist kein mein Auto. Правильно: Das ist nicht mein Auto.',
          'Неправильное окончание: kein изменяется как ein: Ich habe keinen Bruder (мужской род, винительный падеж). С языками и профессиями немцы обычно употребляют kein: Ich spreche kein Englisch. Er ist kein Lehrer.',
        ],
        examples: [
          { de: 'Ich spreche kein Englisch.', tr: 'Я не говорю по-английски.' },
        ],
      },
    ],
    be: [
      {
        heading: 'kein: адмаўленне назоўніка',
        paragraphs: [
          'kein адмаўляе назоўнік, які ў сцвярджальным сказе меў бы неазначальны артыкль ein або наогул не меў бы артыкля. Ён значыць «ніякі», «не» або «няма»: Ich habe ein Auto. → Ich habe kein Auto. Ich habe Zeit. → Ich habe keine Zeit.',
          'У kein тыя ж канчаткі, што і ў ein, а таксама ёсць форма множнага ліку: keine.',
        ],
        examples: [
          { de: 'Das ist kein Problem.', tr: 'Гэта не праблема.' },
          { de: 'Ich habe keinen Hunger.', tr: 'Я не галодны.' },
        ],
        table: {
          caption: 'Формы kein',
          head: ['Род', 'Назоўны', 'Вінавальны', 'Давальны'],
          rows: [
            ['мужчынскі', 'kein', 'keinen', 'keinem'],
            ['жаночы', 'keine', 'keine', 'keiner'],
            ['ніякі', 'kein', 'kein', 'keinem'],
            ['множны лік', 'keine', 'keine', 'keinen'],
          ],
        },
      },
      {
        heading: 'nicht: адмаўленне ўсяго астатняга',
        paragraphs: [
          'nicht адмаўляе дзеясловы, прыметнікі, прыслоўі, месцы і імёны, а таксама назоўнікі з азначальным артыклем (der, die, das) або прыналежным займеннікам (mein, dein …).',
          'Просты тэст: калі ў сцвярджальным сказе перад назоўнікам стаіць ein або няма артыкля, ужывайце kein. Ва ўсіх астатніх выпадках – nicht.',
        ],
        examples: [
          { de: 'Ich komme heute nicht.', tr: 'Я сёння не прыйду.' },
          { de: 'Das ist nicht mein Auto.', tr: 'Гэта не мая машына.' },
        ],
        table: {
          caption: 'kein ці nicht?',
          head: ['Сцвярджэнне', 'Адмаўленне', 'Чаму?'],
          rows: [
            ['Ich habe ein Auto.', 'Ich habe kein Auto.', 'назоўнік з ein → kein'],
            ['Ich habe Zeit.', 'Ich habe keine Zeit.', 'назоўнік без артыкля → kein'],
            ['Das ist mein Auto.', 'Das ist nicht mein Auto.', 'назоўнік з mein, der … → nicht'],
            ['Ich komme.', 'Ich komme nicht.', 'дзеяслоў → nicht'],
            ['Das ist teuer.', 'Das ist nicht teuer.', 'прыметнік → nicht'],
            ['Ich wohne in Berlin.', 'Ich wohne nicht in Berlin.', 'месца → nicht'],
          ],
        },
      },
      {
        heading: 'Дзе стаіць nicht?',
        paragraphs: [
          'Калі nicht адмаўляе ўвесь сказ, яно звычайна стаіць у канцы, пасля дапаўнення і пасля слоў часу: Ich finde meinen Schlüssel nicht. Er arbeitet heute nicht.',
          'Але nicht стаіць перад прыметнікам (nicht gut), перад месцам (nicht in Berlin) і перад інфінітывам або дзеепрыметнікам у канцы сказа (Ich kann nicht schwimmen. Ich habe nicht geschlafen.).',
        ],
        examples: [
          { de: 'Ich kann nicht schwimmen.', tr: 'Я не ўмею плаваць.' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'nicht ein замест kein: няправільна: Ich habe nicht ein Auto. Ich habe nicht Zeit. Правільна: Ich habe kein Auto. Ich habe keine Zeit.',
          'kein перад прыналежным займеннікам ці азначальным артыклем: няправільна: Das ist kein mein Auto. Правільна: Das ist nicht mein Auto.',
          'Няправільны канчатак: kein змяняецца як ein: Ich habe keinen Bruder (мужчынскі род, вінавальны склон). З мовамі і прафесіямі немцы звычайна ўжываюць kein: Ich spreche kein Englisch. Er ist kein Lehrer.',
        ],
        examples: [
          { de: 'Ich spreche kein Englisch.', tr: 'Я не размаўляю па-англійску.' },
        ],
      },
    ],
    tr: [
      {
        heading: 'kein: bir ismi olumsuz yapmak',
        paragraphs: [
          'kein, olumlu cümlede belirsiz artikel ein alan ya da hiç artikel almayan bir ismi olumsuz yapar. “hiç”, “bir … değil” veya “yok” anlamına gelir: Ich habe ein Auto. → Ich habe kein Auto. Ich habe Zeit. → Ich habe keine Zeit.',
          'kein, ein ile aynı ekleri alır ve ayrıca bir çoğul biçimi vardır: keine.',
        ],
        examples: [
          { de: 'Das ist kein Problem.', tr: 'Sorun değil.' },
          { de: 'Ich habe keinen Hunger.', tr: 'Aç değilim.' },
        ],
        table: {
          caption: 'kein’in biçimleri',
          head: ['Cins', 'Nominativ', 'Akkusativ', 'Dativ'],
          rows: [
            ['eril', 'kein', 'keinen', 'keinem'],
            ['dişil', 'keine', 'keine', 'keiner'],
            ['nötr', 'kein', 'kein', 'keinem'],
            ['çoğul', 'keine', 'keine', 'keinen'],
          ],
        },
      },
      {
        heading: 'nicht: geri kalan her şeyi olumsuz yapmak',
        paragraphs: [
          'nicht fiilleri, sıfatları, zarfları, yerleri ve adları, ayrıca belirli artikelli (der, die, das) ya da iyelik sözcüklü (mein, dein …) isimleri olumsuz yapar.',
          'Basit bir test: olumlu cümlede isimden önce ein varsa ya da artikel yoksa kein kullanın. Diğer bütün durumlarda nicht kullanın.',
        ],
        examples: [
          { de: 'Ich komme heute nicht.', tr: 'Bugün gelmiyorum.' },
          { de: 'Das ist nicht mein Auto.', tr: 'Bu benim arabam değil.' },
        ],
        table: {
          caption: 'kein mi, nicht mi?',
          head: ['Olumlu', 'Olumsuz', 'Neden?'],
          rows: [
            ['Ich habe ein Auto.', 'Ich habe kein Auto.', 'ein ile isim → kein'],
            ['Ich habe Zeit.', 'Ich habe keine Zeit.', 'artikelsiz isim → kein'],
            ['Das ist mein Auto.', 'Das ist nicht mein Auto.', 'mein, der … ile isim → nicht'],
            ['Ich komme.', 'Ich komme nicht.', 'fiil → nicht'],
            ['Das ist teuer.', 'Das ist nicht teuer.', 'sıfat → nicht'],
            ['Ich wohne in Berlin.', 'Ich wohne nicht in Berlin.', 'yer → nicht'],
          ],
        },
      },
      {
        heading: 'nicht nerede durur?',
        paragraphs: [
          'nicht bütün cümleyi olumsuz yaptığında genellikle sona, nesneden ve zaman sözcüklerinden sonra gelir: Ich finde meinen Schlüssel nicht. Er arbeitet heute nicht.',
          'Ama nicht sıfattan (nicht gut), yer bildiren ifadeden (nicht in Berlin) ve cümle sonundaki mastardan ya da ortaçtan önce gelir (Ich kann nicht schwimmen. Ich habe nicht geschlafen.).',
        ],
        examples: [
          { de: 'Ich kann nicht schwimmen.', tr: 'Yüzme bilmiyorum.' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'kein yerine nicht ein: yanlış: Ich habe nicht ein Auto. Ich habe nicht Zeit. Doğru: Ich habe kein Auto. Ich habe keine Zeit.',
          'İyelik sözcüğünden veya belirli artikelden önce kein: yanlış: Das ist kein mein Auto. Doğru: Das ist nicht mein Auto.',
          'Yanlış ek: kein, ein gibi değişir: Ich habe keinen Bruder (eril, Akkusativ). Diller ve meslekler için Almanca genellikle kein kullanır: Ich spreche kein Englisch. Er ist kein Lehrer.',
        ],
        examples: [
          { de: 'Ich spreche kein Englisch.', tr: 'İngilizce bilmiyorum.' },
        ],
      },
    ],
    pl: [
      {
        heading: 'kein: przeczenie rzeczownika',
        paragraphs: [
          'kein neguje rzeczownik, który w zdaniu twierdzącym miałby rodzajnik nieokreślony ein albo nie miałby rodzajnika wcale. Znaczy „żaden”, „nie” albo „brak”: Ich habe ein Auto. → Ich habe kein Auto. Ich habe Zeit. → Ich habe keine Zeit.',
          'kein ma te same końcówki co ein, a do tego formę liczby mnogiej: keine.',
        ],
        examples: [
          { de: 'Das ist kein Problem.', tr: 'To żaden problem.' },
          { de: 'Ich habe keinen Hunger.', tr: 'Nie jestem głodny.' },
        ],
        table: {
          caption: 'Formy kein',
          head: ['Rodzaj', 'Mianownik', 'Biernik', 'Celownik'],
          rows: [
            ['męski', 'kein', 'keinen', 'keinem'],
            ['żeński', 'keine', 'keine', 'keiner'],
            ['nijaki', 'kein', 'kein', 'keinem'],
            ['liczba mnoga', 'keine', 'keine', 'keinen'],
          ],
        },
      },
      {
        heading: 'nicht: przeczenie wszystkiego innego',
        paragraphs: [
          'nicht neguje czasowniki, przymiotniki, przysłówki, miejsca i imiona, a także rzeczowniki z rodzajnikiem określonym (der, die, das) lub z zaimkiem dzierżawczym (mein, dein …).',
          'Prosty test: jeśli w zdaniu twierdzącym przed rzeczownikiem stoi ein albo nie ma rodzajnika, użyj kein. We wszystkich innych przypadkach użyj nicht.',
        ],
        examples: [
          { de: 'Ich komme heute nicht.', tr: 'Dziś nie przyjdę.' },
          { de: 'Das ist nicht mein Auto.', tr: 'To nie jest mój samochód.' },
        ],
        table: {
          caption: 'kein czy nicht?',
          head: ['Twierdzenie', 'Przeczenie', 'Dlaczego?'],
          rows: [
            ['Ich habe ein Auto.', 'Ich habe kein Auto.', 'rzeczownik z ein → kein'],
            ['Ich habe Zeit.', 'Ich habe keine Zeit.', 'rzeczownik bez rodzajnika → kein'],
            ['Das ist mein Auto.', 'Das ist nicht mein Auto.', 'rzeczownik z mein, der … → nicht'],
            ['Ich komme.', 'Ich komme nicht.', 'czasownik → nicht'],
            ['Das ist teuer.', 'Das ist nicht teuer.', 'przymiotnik → nicht'],
            ['Ich wohne in Berlin.', 'Ich wohne nicht in Berlin.', 'miejsce → nicht'],
          ],
        },
      },
      {
        heading: 'Gdzie stoi nicht?',
        paragraphs: [
          'Gdy nicht neguje całe zdanie, zwykle stoi na końcu, po dopełnieniu i po określeniach czasu: Ich finde meinen Schlüssel nicht. Er arbeitet heute nicht.',
          'Ale nicht stoi przed przymiotnikiem (nicht gut), przed określeniem miejsca (nicht in Berlin) i przed bezokolicznikiem lub imiesłowem na końcu zdania (Ich kann nicht schwimmen. Ich habe nicht geschlafen.).',
        ],
        examples: [
          { de: 'Ich kann nicht schwimmen.', tr: 'Nie umiem pływać.' },
        ],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'nicht ein zamiast kein: źle: Ich habe nicht ein Auto. Ich habe nicht Zeit. Dobrze: Ich habe kein Auto. Ich habe keine Zeit.',
          'kein przed zaimkiem dzierżawczym lub rodzajnikiem określonym: źle: Das ist kein mein Auto. Dobrze: Das ist nicht mein Auto.',
          'Zła końcówka: kein odmienia się jak ein: Ich habe keinen Bruder (rodzaj męski, biernik). Z językami i zawodami Niemcy zwykle używają kein: Ich spreche kein Englisch. Er ist kein Lehrer.',
        ],
        examples: [
          { de: 'Ich spreche kein Englisch.', tr: 'Nie mówię po angielsku.' },
        ],
      },
    ],
    es: [
      {
        heading: 'kein: negar un sustantivo',
        paragraphs: [
          'kein niega un sustantivo que en la frase afirmativa llevaría el artículo indeterminado ein o ningún artículo. Significa «ningún», «no … un» o «no … nada de»: Ich habe ein Auto. → Ich habe kein Auto. Ich habe Zeit. → Ich habe keine Zeit.',
          'kein tiene las mismas terminaciones que ein y además una forma de plural: keine.',
        ],
        examples: [
          { de: 'Das ist kein Problem.', tr: 'No es ningún problema.' },
          { de: 'Ich habe keinen Hunger.', tr: 'No tengo hambre.' },
        ],
        table: {
          caption: 'Las formas de kein',
          head: ['Género', 'Nominativo', 'Acusativo', 'Dativo'],
          rows: [
            ['masculino', 'kein', 'keinen', 'keinem'],
            ['femenino', 'keine', 'keine', 'keiner'],
            ['neutro', 'kein', 'kein', 'keinem'],
            ['plural', 'keine', 'keine', 'keinen'],
          ],
        },
      },
      {
        heading: 'nicht: negar todo lo demás',
        paragraphs: [
          'nicht niega verbos, adjetivos, adverbios, lugares y nombres, y también sustantivos con artículo determinado (der, die, das) o con posesivo (mein, dein …).',
          'Una prueba sencilla: si en la frase afirmativa hay ein o ningún artículo delante del sustantivo, usa kein. En todos los demás casos usa nicht.',
        ],
        examples: [
          { de: 'Ich komme heute nicht.', tr: 'Hoy no vengo.' },
          { de: 'Das ist nicht mein Auto.', tr: 'Ese no es mi coche.' },
        ],
        table: {
          caption: '¿kein o nicht?',
          head: ['Afirmativa', 'Negativa', '¿Por qué?'],
          rows: [
            ['Ich habe ein Auto.', 'Ich habe kein Auto.', 'sustantivo con ein → kein'],
            ['Ich habe Zeit.', 'Ich habe keine Zeit.', 'sustantivo sin artículo → kein'],
            ['Das ist mein Auto.', 'Das ist nicht mein Auto.', 'sustantivo con mein, der … → nicht'],
            ['Ich komme.', 'Ich komme nicht.', 'verbo → nicht'],
            ['Das ist teuer.', 'Das ist nicht teuer.', 'adjetivo → nicht'],
            ['Ich wohne in Berlin.', 'Ich wohne nicht in Berlin.', 'lugar → nicht'],
          ],
        },
      },
      {
        heading: '¿Dónde va nicht?',
        paragraphs: [
          'Cuando nicht niega toda la frase, suele ir al final, después del complemento y de las expresiones de tiempo: Ich finde meinen Schlüssel nicht. Er arbeitet heute nicht.',
          'Pero nicht va delante de un adjetivo (nicht gut), delante de un lugar (nicht in Berlin) y delante del infinitivo o del participio al final de la frase (Ich kann nicht schwimmen. Ich habe nicht geschlafen.).',
        ],
        examples: [
          { de: 'Ich kann nicht schwimmen.', tr: 'No sé nadar.' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'nicht ein en lugar de kein: incorrecto: Ich habe nicht ein Auto. Ich habe nicht Zeit. Correcto: Ich habe kein Auto. Ich habe keine Zeit.',
          'kein delante de un posesivo o de un artículo determinado: incorrecto: Das ist kein mein Auto. Correcto: Das ist nicht mein Auto.',
          'Terminación incorrecta: kein cambia como ein: Ich habe keinen Bruder (masculino, acusativo). Con idiomas y profesiones el alemán suele usar kein: Ich spreche kein Englisch. Er ist kein Lehrer.',
        ],
        examples: [
          { de: 'Ich spreche kein Englisch.', tr: 'No hablo inglés.' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - habe - kein - Auto.', hide: ['kein'], formEn: 'I don’t have a car.', tr: { ua: 'У мене немає машини.', de: 'Ich fahre immer mit dem Bus, ein eigenes Auto fehlt mir. (haben, das Auto)', ru: 'У меня нет машины.', be: 'У мяне няма машыны.', tr: 'Arabam yok.', pl: 'Nie mam samochodu.', es: 'No tengo coche.' }, correct: false },
      { formDe: 'Das - ist - nicht - mein Auto.', hide: ['nicht'], formEn: 'That is not my car.', tr: { ua: 'Це не моя машина.', de: 'Das Auto gehört jemand anderem. (sein, mein Auto)', ru: 'Это не моя машина.', be: 'Гэта не мая машына.', tr: 'Bu benim arabam değil.', pl: 'To nie jest mój samochód.', es: 'Ese no es mi coche.' }, correct: false },
      { formDe: 'Er - hat - keine - Zeit.', hide: ['keine'], formEn: 'He has no time.', tr: { ua: 'У нього немає часу.', de: 'Er ist sehr beschäftigt. (haben, die Zeit)', ru: 'У него нет времени.', be: 'У яго няма часу.', tr: 'Hiç vakti yok.', pl: 'On nie ma czasu.', es: 'No tiene tiempo.' }, correct: false },
      { formDe: 'Ich - komme - heute - nicht.', hide: ['nicht'], formEn: 'I am not coming today.', tr: { ua: 'Я сьогодні не прийду.', de: 'Heute bleibe ich zu Hause, du wartest umsonst. (kommen)', ru: 'Я сегодня не приду.', be: 'Я сёння не прыйду.', tr: 'Bugün gelmiyorum.', pl: 'Dzisiaj nie przyjdę.', es: 'Hoy no vengo.' }, correct: false },
      { formDe: 'Wir - haben - keine - Kinder.', hide: ['keine'], formEn: 'We have no children.', tr: { ua: 'У нас немає дітей.', de: 'In unserer Familie sind nur wir zwei. (haben, die Kinder)', ru: 'У нас нет детей.', be: 'У нас няма дзяцей.', tr: 'Çocuğumuz yok.', pl: 'Nie mamy dzieci.', es: 'No tenemos hijos.' }, correct: false },
      { formDe: 'Das Wetter - ist - nicht - gut.', hide: ['nicht'], formEn: 'The weather is not good.', tr: { ua: 'Погода не добра.', de: 'Es regnet und ist kalt. (sein, gut)', ru: 'Погода не хорошая.', be: 'Надвор’е не добрае.', tr: 'Hava iyi değil.', pl: 'Pogoda nie jest dobra.', es: 'El tiempo no es bueno.' }, correct: false },
      { formDe: 'Sie - trinkt - keinen - Kaffee.', hide: ['keinen'], formEn: 'She doesn’t drink coffee.', tr: { ua: 'Вона не п’є каву.', de: 'Zum Frühstück nimmt sie immer Tee. (trinken, der Kaffee)', ru: 'Она не пьёт кофе.', be: 'Яна не п’е каву.', tr: 'Kahve içmiyor.', pl: 'Ona nie pije kawy.', es: 'No toma café.' }, correct: false },
      { formDe: 'Ich - trinke - den Kaffee - nicht.', hide: ['nicht'], formEn: 'I am not drinking the coffee.', tr: { ua: 'Я не п’ю цю каву.', de: 'Der Kaffee ist kalt, die Tasse bleibt voll. (trinken, der Kaffee)', ru: 'Я не пью этот кофе.', be: 'Я не п’ю гэтую каву.', tr: 'Kahveyi içmiyorum.', pl: 'Nie piję tej kawy.', es: 'No me tomo el café.' }, correct: false },
      { formDe: 'Er - spricht - kein - Englisch.', hide: ['kein'], formEn: 'He doesn’t speak English.', tr: { ua: 'Він не говорить англійською.', de: 'Er versteht nur Deutsch, mit Englisch hat er Probleme. (sprechen, Englisch)', ru: 'Он не говорит по-английски.', be: 'Ён не размаўляе па-англійску.', tr: 'İngilizce konuşmuyor.', pl: 'On nie mówi po angielsku.', es: 'No habla inglés.' }, correct: false },
      { formDe: 'Das - ist - kein - Problem.', hide: ['kein'], formEn: 'That is no problem.', tr: { ua: 'Це не проблема.', de: 'Alles okay, das ist leicht! (sein, das Problem)', ru: 'Это не проблема.', be: 'Гэта не праблема.', tr: 'Sorun değil.', pl: 'To żaden problem.', es: 'No es ningún problema.' }, correct: false },
      { formDe: 'Ich - wohne - nicht - in Berlin.', hide: ['nicht'], formEn: 'I don’t live in Berlin.', tr: { ua: 'Я не живу в Берліні.', de: 'Mein Zuhause ist in einer anderen Stadt, weit weg von der Hauptstadt. (wohnen, in Berlin)', ru: 'Я не живу в Берлине.', be: 'Я не жыву ў Берліне.', tr: 'Berlin’de yaşamıyorum.', pl: 'Nie mieszkam w Berlinie.', es: 'No vivo en Berlín.' }, correct: false },
      { formDe: 'Sie - ist - nicht - müde.', hide: ['nicht'], formEn: 'She is not tired.', tr: { ua: 'Вона не втомлена.', de: 'Sie hat viel Energie und möchte noch tanzen. (sein, müde)', ru: 'Она не устала.', be: 'Яна не стомленая.', tr: 'Yorgun değil.', pl: 'Ona nie jest zmęczona.', es: 'No está cansada.' }, correct: false },
      { formDe: 'Ich - habe - keinen - Hunger.', hide: ['keinen'], formEn: 'I am not hungry.', tr: { ua: 'Я не голодний.', de: 'Ich möchte jetzt nichts essen. (haben, der Hunger)', ru: 'Я не голоден.', be: 'Я не галодны.', tr: 'Aç değilim.', pl: 'Nie jestem głodny.', es: 'No tengo hambre.' }, correct: false },
      { formDe: 'Das - ist - nicht - der Bus - nach Köln.', hide: ['nicht'], formEn: 'This is not the bus to Cologne.', tr: { ua: 'Це не автобус до Кельна.', de: 'Falscher Bus! Dieser fährt in eine andere Stadt. (sein, der Bus nach Köln)', ru: 'Это не автобус в Кёльн.', be: 'Гэта не аўтобус у Кёльн.', tr: 'Bu Köln otobüsü değil.', pl: 'To nie jest autobus do Kolonii.', es: 'Este no es el autobús a Colonia.' }, correct: false },
      { formDe: 'Er - arbeitet - heute - nicht.', hide: ['nicht'], formEn: 'He is not working today.', tr: { ua: 'Сьогодні він не працює.', de: 'Heute hat er frei. (arbeiten)', ru: 'Сегодня он не работает.', be: 'Сёння ён не працуе.', tr: 'Bugün çalışmıyor.', pl: 'Dzisiaj nie pracuje.', es: 'Hoy no trabaja.' }, correct: false },
      { formDe: 'Ich - kann - nicht - schwimmen.', hide: ['nicht'], formEn: 'I can’t swim.', tr: { ua: 'Я не вмію плавати.', de: 'Im tiefen Wasser habe ich Angst. (können, schwimmen)', ru: 'Я не умею плавать.', be: 'Я не ўмею плаваць.', tr: 'Yüzme bilmiyorum.', pl: 'Nie umiem pływać.', es: 'No sé nadar.' }, correct: false },
      { formDe: 'Wir - haben - kein - Brot - mehr.', hide: ['kein'], formEn: 'We have no bread left.', tr: { ua: 'У нас більше немає хліба.', de: 'Der Brotkorb ist leer. (haben, das Brot, mehr)', ru: 'У нас больше нет хлеба.', be: 'У нас больш няма хлеба.', tr: 'Hiç ekmeğimiz kalmadı.', pl: 'Nie mamy już chleba.', es: 'No nos queda pan.' }, correct: false },
      { formDe: 'Das Essen - ist - nicht - teuer.', hide: ['nicht'], formEn: 'The food is not expensive.', tr: { ua: 'Їжа недорога.', de: 'Für das Essen zahlt man wenig. (sein, teuer)', ru: 'Еда недорогая.', be: 'Ежа недарагая.', tr: 'Yemek pahalı değil.', pl: 'Jedzenie nie jest drogie.', es: 'La comida no es cara.' }, correct: false },
      { formDe: 'Ich - habe - keine - Geschwister.', hide: ['keine'], formEn: 'I have no brothers or sisters.', tr: { ua: 'У мене немає ні братів, ні сестер.', de: 'Ich bin das einzige Kind meiner Eltern. (haben, die Geschwister)', ru: 'У меня нет ни братьев, ни сестёр.', be: 'У мяне няма ні братоў, ні сясцёр.', tr: 'Hiç kardeşim yok.', pl: 'Nie mam rodzeństwa.', es: 'No tengo hermanos.' }, correct: false },
      { formDe: 'Er - ist - kein - Lehrer.', hide: ['kein'], formEn: 'He is not a teacher.', tr: { ua: 'Він не вчитель.', de: 'Sein Beruf ist ein anderer, er arbeitet im Büro. (sein, der Lehrer)', ru: 'Он не учитель.', be: 'Ён не настаўнік.', tr: 'O öğretmen değil.', pl: 'On nie jest nauczycielem.', es: 'No es profesor.' }, correct: false },
      { formDe: 'Ich - mag - keine - Tomaten.', hide: ['keine'], formEn: 'I don’t like tomatoes.', tr: { ua: 'Я не люблю помідори.', de: 'Rotes Gemüse im Salat? Für mich bitte ohne! (mögen, die Tomaten)', ru: 'Я не люблю помидоры.', be: 'Я не люблю памідоры.', tr: 'Domatesi sevmiyorum.', pl: 'Nie lubię pomidorów.', es: 'No me gustan los tomates.' }, correct: false },
      { formDe: 'Ich - mag - diesen Film - nicht.', hide: ['nicht'], formEn: 'I don’t like this film.', tr: { ua: 'Мені не подобається цей фільм.', de: 'Der Film ist langweilig für mich. (mögen, dieser Film)', ru: 'Мне не нравится этот фильм.', be: 'Мне не падабаецца гэты фільм.', tr: 'Bu filmi sevmiyorum.', pl: 'Ten film mi się nie podoba.', es: 'No me gusta esta película.' }, correct: false },
      { formDe: 'Heute - regnet - es - nicht.', hide: ['nicht'], formEn: 'It isn’t raining today.', tr: { ua: 'Сьогодні не йде дощ.', de: 'Heute bleibt es trocken. (regnen)', ru: 'Сегодня не идёт дождь.', be: 'Сёння не ідзе дождж.', tr: 'Bugün yağmur yağmıyor.', pl: 'Dzisiaj nie pada.', es: 'Hoy no llueve.' }, correct: false },
      { formDe: 'Ich - finde - meinen Schlüssel - nicht.', hide: ['nicht'], formEn: 'I can’t find my key.', tr: { ua: 'Я не можу знайти свій ключ.', de: 'Wo ist mein Schlüssel? Ich suche überall! (finden, mein Schlüssel)', ru: 'Я не могу найти свой ключ.', be: 'Я не магу знайсці свой ключ.', tr: 'Anahtarımı bulamıyorum.', pl: 'Nie mogę znaleźć klucza.', es: 'No encuentro mi llave.' }, correct: false },
      { formDe: 'Wir - haben - keinen - Fernseher.', hide: ['keinen'], formEn: 'We don’t have a TV.', tr: { ua: 'У нас немає телевізора.', de: 'Filme sehen wir nur im Kino, zu Hause fehlt das Gerät. (haben, der Fernseher)', ru: 'У нас нет телевизора.', be: 'У нас няма тэлевізара.', tr: 'Televizyonumuz yok.', pl: 'Nie mamy telewizora.', es: 'No tenemos televisión.' }, correct: false },
      { formDe: 'Der Bus - kommt - heute - nicht.', hide: ['nicht'], formEn: 'The bus isn’t coming today.', tr: { ua: 'Автобус сьогодні не приїде.', de: 'Streik! Wir warten an der Haltestelle umsonst. (kommen)', ru: 'Автобус сегодня не придёт.', be: 'Аўтобус сёння не прыедзе.', tr: 'Otobüs bugün gelmiyor.', pl: 'Autobus dzisiaj nie przyjedzie.', es: 'El autobús no viene hoy.' }, correct: false },
      { formDe: 'Das Kind - isst - kein - Fleisch.', hide: ['kein'], formEn: 'The child doesn’t eat meat.', tr: { ua: 'Дитина не їсть м’яса.', de: 'Das Kind isst nur Gemüse, Nudeln und Käse. (essen, das Fleisch)', ru: 'Ребёнок не ест мяса.', be: 'Дзіця не есць мяса.', tr: 'Çocuk et yemiyor.', pl: 'Dziecko nie je mięsa.', es: 'El niño no come carne.' }, correct: false },
      { formDe: 'Die Wohnung - ist - nicht - groß.', hide: ['nicht'], formEn: 'The flat isn’t big.', tr: { ua: 'Квартира невелика.', de: 'Die Wohnung hat nur zwei kleine Zimmer. (sein, groß)', ru: 'Квартира небольшая.', be: 'Кватэра невялікая.', tr: 'Daire büyük değil.', pl: 'Mieszkanie nie jest duże.', es: 'El piso no es grande.' }, correct: false },
      { formDe: 'Heute - habe - ich - keine - Lust.', hide: ['keine'], formEn: 'I don’t feel like it today.', tr: { ua: 'Сьогодні мені не хочеться.', de: 'Heute bleibe ich lieber auf dem Sofa. (Lust haben, die Lust)', ru: 'Сегодня мне не хочется.', be: 'Сёння мне не хочацца.', tr: 'Bugün canım istemiyor.', pl: 'Dzisiaj nie mam ochoty.', es: 'Hoy no tengo ganas.' }, correct: false },
      { formDe: 'Wir - fahren - im Sommer - nicht - nach Italien.', hide: ['nicht'], formEn: 'We aren’t going to Italy in the summer.', tr: { ua: 'Улітку ми не їдемо до Італії.', de: 'Unser Urlaub ist dieses Jahr woanders. (fahren, Italien)', ru: 'Летом мы не едем в Италию.', be: 'Улетку мы не едзем у Італію.', tr: 'Yazın İtalya’ya gitmiyoruz.', pl: 'Latem nie jedziemy do Włoch.', es: 'En verano no vamos a Italia.' }, correct: false },
    ],
  },
};

export default topic;
