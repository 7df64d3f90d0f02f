import type { A1Topic } from '../types';

const topic: A1Topic = {
  slug: 'indefinite-article-accusative',
  type: 'accusative',
  title: {
    en: 'Indefinite article in the accusative',
    ua: 'Неозначений артикль в Akkusativ',
    de: 'Unbestimmter Artikel im Akkusativ',
    ru: 'Неопределённый артикль в Akkusativ',
    be: 'Неазначальны артыкль у Akkusativ',
    tr: 'Akkusativde belirsiz artikel',
    pl: 'Rodzajnik nieokreślony w bierniku',
    es: 'Artículo indeterminado en acusativo',
  },
  descr: {
    en: 'Einen, eine, ein and keinen: use the right indefinite article for the object of a sentence.',
    ua: 'Einen, eine, ein і keinen: уживайте правильний неозначений артикль для додатка в реченні.',
    de: 'Einen, eine, ein und keinen: Benutze den richtigen unbestimmten Artikel für das Objekt im Satz.',
    ru: 'Einen, eine, ein и keinen: используйте правильный неопределённый артикль для дополнения в предложении.',
    be: 'Einen, eine, ein і keinen: ужывайце правільны неазначальны артыкль для дапаўнення ў сказе.',
    tr: 'Einen, eine, ein ve keinen: cümlenin nesnesi için doğru belirsiz artikeli kullanın.',
    pl: 'Einen, eine, ein i keinen: używaj właściwego rodzajnika nieokreślonego przed dopełnieniem w zdaniu.',
    es: 'Einen, eine, ein y keinen: usa el artículo indeterminado correcto para el complemento directo.',
  },
  rules: {
    en: [
      {
        heading: 'What is the accusative?',
        paragraphs: [
          'The accusative (Akkusativ) is the case of the direct object: the person or thing that the action is done to. You find it with the questions Wen? (whom?) and Was? (what?): Ich kaufe einen Tisch. – Was kaufe ich? Einen Tisch.',
          'Many everyday verbs need an accusative object: haben, brauchen, kaufen, möchten, sehen, suchen, essen, trinken, bestellen, lesen – and the expression es gibt (there is / there are).',
        ],
        examples: [
          { de: 'Ich habe einen Bruder.', tr: 'I have a brother.' },
        ],
      },
      {
        heading: 'The forms: only the masculine changes',
        paragraphs: [
          'In the accusative the masculine article gets the ending -en: ein → einen. The feminine (eine), the neuter (ein) and the plural stay the same as in the nominative.',
          'There is no plural of ein. A plural noun simply stands without an article: Ich kaufe Äpfel.',
        ],
        examples: [
          { de: 'Er kauft einen Tisch.', tr: 'He is buying a table.' },
          { de: 'Sie kauft eine Lampe.', tr: 'She is buying a lamp.' },
        ],
        table: {
          caption: 'ein and kein in the nominative and the accusative',
          head: ['Gender', 'Nominative', 'Accusative', 'Example'],
          rows: [
            ['masculine', 'ein / kein', 'einen / keinen', 'Ich habe einen Hund.'],
            ['feminine', 'eine / keine', 'eine / keine', 'Ich habe eine Katze.'],
            ['neuter', 'ein / kein', 'ein / kein', 'Ich habe ein Auto.'],
            ['plural', '– / keine', '– / keine', 'Ich habe keine Kinder.'],
          ],
        },
      },
      {
        heading: 'kein in the accusative',
        paragraphs: [
          'kein is the negative of ein (“no”, “not a”) and has exactly the same endings: keinen (masculine), keine (feminine), kein (neuter). Unlike ein, kein also has a plural form: keine.',
        ],
        examples: [
          { de: 'Ich habe keinen Hunger.', tr: 'I am not hungry.' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'Forgetting the -en: wrong: Ich habe ein Bruder. Right: Ich habe einen Bruder. Also after es gibt: Es gibt einen Park.',
          'Using the accusative after sein: sein has no object, so the nominative stays: Das ist ein Tisch (not einen Tisch). The subject is always nominative, even after the verb: Heute kommt ein Freund.',
        ],
        examples: [
          { de: 'Das ist ein Tisch.', tr: 'This is a table.' },
          { de: 'Heute kommt ein Freund.', tr: 'A friend is coming today.' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Що таке знахідний відмінок?',
        paragraphs: [
          'Знахідний відмінок (Akkusativ) – це відмінок прямого додатка: особи чи предмета, на які спрямована дія. Його знаходять за питаннями Wen? (кого?) і Was? (що?): Ich kaufe einen Tisch. – Was kaufe ich? Einen Tisch.',
          'Багато щоденних дієслів потребують додатка в знахідному відмінку: haben, brauchen, kaufen, möchten, sehen, suchen, essen, trinken, bestellen, lesen – а також вираз es gibt (є, існує).',
        ],
        examples: [
          { de: 'Ich habe einen Bruder.', tr: 'У мене є брат.' },
        ],
      },
      {
        heading: 'Форми: змінюється лише чоловічий рід',
        paragraphs: [
          'У знахідному відмінку артикль чоловічого роду отримує закінчення -en: ein → einen. Жіночий (eine), середній рід (ein) і множина залишаються такими, як у називному відмінку.',
          'Множини від ein немає. Іменник у множині просто стоїть без артикля: Ich kaufe Äpfel.',
        ],
        examples: [
          { de: 'Er kauft einen Tisch.', tr: 'Він купує стіл.' },
          { de: 'Sie kauft eine Lampe.', tr: 'Вона купує лампу.' },
        ],
        table: {
          caption: 'ein і kein у називному та знахідному відмінках',
          head: ['Рід', 'Називний', 'Знахідний', 'Приклад'],
          rows: [
            ['чоловічий', 'ein / kein', 'einen / keinen', 'Ich habe einen Hund.'],
            ['жіночий', 'eine / keine', 'eine / keine', 'Ich habe eine Katze.'],
            ['середній', 'ein / kein', 'ein / kein', 'Ich habe ein Auto.'],
            ['множина', '– / keine', '– / keine', 'Ich habe keine Kinder.'],
          ],
        },
      },
      {
        heading: 'kein у знахідному відмінку',
        paragraphs: [
          'kein – це заперечення до ein («жодний», «не»), і воно має точно такі самі закінчення: keinen (чоловічий рід), keine (жіночий), kein (середній). На відміну від ein, kein має й форму множини: keine.',
        ],
        examples: [
          { de: 'Ich habe keinen Hunger.', tr: 'Я не голодний.' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Пропущене -en: неправильно: Ich habe ein Bruder. Правильно: Ich habe einen Bruder. Так само після es gibt: Es gibt einen Park.',
          'Знахідний відмінок після sein: у sein немає додатка, тож залишається називний: Das ist ein Tisch (а не einen Tisch). Підмет завжди в називному відмінку, навіть після дієслова: Heute kommt ein Freund.',
        ],
        examples: [
          { de: 'Das ist ein Tisch.', tr: 'Це стіл.' },
          { de: 'Heute kommt ein Freund.', tr: 'Сьогодні приходить друг.' },
        ],
      },
    ],
    de: [
      {
        heading: 'Was ist der Akkusativ?',
        paragraphs: [
          'Der Akkusativ ist der Kasus des direkten Objekts: Das ist die Person oder die Sache, mit der man etwas macht. Man fragt mit Wen? oder Was?: Ich kaufe einen Tisch. – Was kaufe ich? Einen Tisch.',
          'Viele Verben aus dem Alltag brauchen ein Akkusativobjekt: haben, brauchen, kaufen, möchten, sehen, suchen, essen, trinken, bestellen, lesen – und der Ausdruck es gibt.',
        ],
        examples: [
          { de: 'Ich habe einen Bruder.', tr: 'Ich bin nicht das einzige Kind, ich habe einen Bruder.' },
        ],
      },
      {
        heading: 'Die Formen: Nur das Maskulinum ändert sich',
        paragraphs: [
          'Im Akkusativ bekommt der maskuline Artikel die Endung -en: ein → einen. Feminin (eine), neutral (ein) und der Plural bleiben wie im Nominativ.',
          'Von ein gibt es keinen Plural. Ein Nomen im Plural steht einfach ohne Artikel: Ich kaufe Äpfel.',
        ],
        examples: [
          { de: 'Er kauft einen Tisch.', tr: 'der Tisch → einen Tisch' },
          { de: 'Sie kauft eine Lampe.', tr: 'die Lampe → eine Lampe' },
        ],
        table: {
          caption: 'ein und kein im Nominativ und im Akkusativ',
          head: ['Genus', 'Nominativ', 'Akkusativ', 'Beispiel'],
          rows: [
            ['maskulin', 'ein / kein', 'einen / keinen', 'Ich habe einen Hund.'],
            ['feminin', 'eine / keine', 'eine / keine', 'Ich habe eine Katze.'],
            ['neutral', 'ein / kein', 'ein / kein', 'Ich habe ein Auto.'],
            ['Plural', '– / keine', '– / keine', 'Ich habe keine Kinder.'],
          ],
        },
      },
      {
        heading: 'kein im Akkusativ',
        paragraphs: [
          'kein ist die Verneinung von ein und hat genau dieselben Endungen: keinen (maskulin), keine (feminin), kein (neutral). Anders als ein hat kein auch eine Pluralform: keine.',
        ],
        examples: [
          { de: 'Ich habe keinen Hunger.', tr: 'Ich möchte jetzt nichts essen.' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Das -en fehlt: falsch: Ich habe ein Bruder. Richtig: Ich habe einen Bruder. Auch nach es gibt: Es gibt einen Park.',
          'Akkusativ nach sein: sein hat kein Objekt, deshalb bleibt der Nominativ: Das ist ein Tisch (nicht einen Tisch). Das Subjekt steht immer im Nominativ, auch nach dem Verb: Heute kommt ein Freund.',
        ],
        examples: [
          { de: 'Das ist ein Tisch.', tr: 'Nominativ nach sein.' },
          { de: 'Heute kommt ein Freund.', tr: 'ein Freund ist das Subjekt: Nominativ.' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Что такое винительный падеж?',
        paragraphs: [
          'Винительный падеж (Akkusativ) – это падеж прямого дополнения: человека или предмета, на который направлено действие. Его находят по вопросам Wen? (кого?) и Was? (что?): Ich kaufe einen Tisch. – Was kaufe ich? Einen Tisch.',
          'Многим повседневным глаголам нужно дополнение в винительном падеже: haben, brauchen, kaufen, möchten, sehen, suchen, essen, trinken, bestellen, lesen – а также выражению es gibt (есть, имеется).',
        ],
        examples: [
          { de: 'Ich habe einen Bruder.', tr: 'У меня есть брат.' },
        ],
      },
      {
        heading: 'Формы: меняется только мужской род',
        paragraphs: [
          'В винительном падеже артикль мужского рода получает окончание -en: ein → einen. Женский (eine), средний род (ein) и множественное число остаются такими же, как в именительном падеже.',
          'Множественного числа от ein нет. Существительное во множественном числе просто стоит без артикля: Ich kaufe Äpfel.',
        ],
        examples: [
          { de: 'Er kauft einen Tisch.', tr: 'Он покупает стол.' },
          { de: 'Sie kauft eine Lampe.', tr: 'Она покупает лампу.' },
        ],
        table: {
          caption: 'ein и kein в именительном и винительном падежах',
          head: ['Род', 'Именительный', 'Винительный', 'Пример'],
          rows: [
            ['мужской', 'ein / kein', 'einen / keinen', 'Ich habe einen Hund.'],
            ['женский', 'eine / keine', 'eine / keine', 'Ich habe eine Katze.'],
            ['средний', 'ein / kein', 'ein / kein', 'Ich habe ein Auto.'],
            ['множественное число', '– / keine', '– / keine', 'Ich habe keine Kinder.'],
          ],
        },
      },
      {
        heading: 'kein в винительном падеже',
        paragraphs: [
          'kein – это отрицание к ein («никакой», «не»), и у него точно такие же окончания: keinen (мужской род), keine (женский), kein (средний). В отличие от ein, у kein есть и форма множественного числа: keine.',
        ],
        examples: [
          { de: 'Ich habe keinen Hunger.', tr: 'Я не голоден.' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'Пропущенное -en: неправильно: Ich habe ein Bruder. Правильно: Ich habe einen Bruder. Так же после es gibt: Es gibt einen Park.',
          'Винительный падеж после sein: у sein нет дополнения, поэтому остаётся именительный: Das ist ein Tisch (а не einen Tisch). Подлежащее всегда стоит в именительном падеже, даже после глагола: Heute kommt ein Freund.',
        ],
        examples: [
          { de: 'Das ist ein Tisch.', tr: 'Это стол.' },
          { de: 'Heute kommt ein Freund.', tr: 'Сегодня придёт друг.' },
        ],
      },
    ],
    be: [
      {
        heading: 'Што такое вінавальны склон?',
        paragraphs: [
          'Вінавальны склон (Akkusativ) – гэта склон прамога дапаўнення: чалавека ці прадмета, на які накіравана дзеянне. Яго знаходзяць па пытаннях Wen? (каго?) і Was? (што?): Ich kaufe einen Tisch. – Was kaufe ich? Einen Tisch.',
          'Многім штодзённым дзеясловам патрэбна дапаўненне ў вінавальным склоне: haben, brauchen, kaufen, möchten, sehen, suchen, essen, trinken, bestellen, lesen – а таксама выразу es gibt (ёсць, маецца).',
        ],
        examples: [
          { de: 'Ich habe einen Bruder.', tr: 'У мяне ёсць брат.' },
        ],
      },
      {
        heading: 'Формы: мяняецца толькі мужчынскі род',
        paragraphs: [
          'У вінавальным склоне артыкль мужчынскага роду атрымлівае канчатак -en: ein → einen. Жаночы (eine), ніякі род (ein) і множны лік застаюцца такімі ж, як у назоўным склоне.',
          'Множнага ліку ад ein няма. Назоўнік у множным ліку проста стаіць без артыкля: Ich kaufe Äpfel.',
        ],
        examples: [
          { de: 'Er kauft einen Tisch.', tr: 'Ён купляе стол.' },
          { de: 'Sie kauft eine Lampe.', tr: 'Яна купляе лямпу.' },
        ],
        table: {
          caption: 'ein і kein у назоўным і вінавальным склонах',
          head: ['Род', 'Назоўны', 'Вінавальны', 'Прыклад'],
          rows: [
            ['мужчынскі', 'ein / kein', 'einen / keinen', 'Ich habe einen Hund.'],
            ['жаночы', 'eine / keine', 'eine / keine', 'Ich habe eine Katze.'],
            ['ніякі', 'ein / kein', 'ein / kein', 'Ich habe ein Auto.'],
            ['множны лік', '– / keine', '– / keine', 'Ich habe keine Kinder.'],
          ],
        },
      },
      {
        heading: 'kein у вінавальным склоне',
        paragraphs: [
          'kein – гэта адмаўленне да ein («ніякі», «не»), і ў яго сапраўды такія ж канчаткі: keinen (мужчынскі род), keine (жаночы), kein (ніякі). У адрозненне ад ein, kein мае і форму множнага ліку: keine.',
        ],
        examples: [
          { de: 'Ich habe keinen Hunger.', tr: 'Я не галодны.' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Прапушчанае -en: няправільна: Ich habe ein Bruder. Правільна: Ich habe einen Bruder. Гэтак жа пасля es gibt: Es gibt einen Park.',
          'Вінавальны склон пасля sein: у sein няма дапаўнення, таму застаецца назоўны: Das ist ein Tisch (а не einen Tisch). Дзейнік заўсёды стаіць у назоўным склоне, нават пасля дзеяслова: Heute kommt ein Freund.',
        ],
        examples: [
          { de: 'Das ist ein Tisch.', tr: 'Гэта стол.' },
          { de: 'Heute kommt ein Freund.', tr: 'Сёння прыйдзе сябар.' },
        ],
      },
    ],
    tr: [
      {
        heading: 'Akkusativ nedir?',
        paragraphs: [
          'Akkusativ (belirtme hâli) nesnenin hâlidir: eylemin doğrudan etkilediği kişi ya da şey. Onu Wen? (kimi?) ve Was? (neyi?) sorularıyla bulursunuz: Ich kaufe einen Tisch. – Was kaufe ich? Einen Tisch.',
          'Günlük hayattaki pek çok fiil Akkusativ nesne ister: haben, brauchen, kaufen, möchten, sehen, suchen, essen, trinken, bestellen, lesen – ve es gibt (var) ifadesi.',
        ],
        examples: [
          { de: 'Ich habe einen Bruder.', tr: 'Bir erkek kardeşim var.' },
        ],
      },
      {
        heading: 'Biçimler: yalnızca eril değişir',
        paragraphs: [
          'Akkusativde eril artikel -en eki alır: ein → einen. Dişil (eine), nötr (ein) ve çoğul Nominativdeki gibi kalır.',
          'ein’in çoğulu yoktur. Çoğul isim artikelsiz kullanılır: Ich kaufe Äpfel.',
        ],
        examples: [
          { de: 'Er kauft einen Tisch.', tr: 'Bir masa alıyor.' },
          { de: 'Sie kauft eine Lampe.', tr: 'Bir lamba alıyor.' },
        ],
        table: {
          caption: 'Nominativ ve Akkusativde ein ve kein',
          head: ['Cins', 'Nominativ', 'Akkusativ', 'Örnek'],
          rows: [
            ['eril', 'ein / kein', 'einen / keinen', 'Ich habe einen Hund.'],
            ['dişil', 'eine / keine', 'eine / keine', 'Ich habe eine Katze.'],
            ['nötr', 'ein / kein', 'ein / kein', 'Ich habe ein Auto.'],
            ['çoğul', '– / keine', '– / keine', 'Ich habe keine Kinder.'],
          ],
        },
      },
      {
        heading: 'Akkusativde kein',
        paragraphs: [
          'kein, ein’in olumsuzudur (“hiç”, “bir … değil”) ve tamamen aynı ekleri alır: keinen (eril), keine (dişil), kein (nötr). ein’den farklı olarak kein’in çoğul biçimi de vardır: keine.',
        ],
        examples: [
          { de: 'Ich habe keinen Hunger.', tr: 'Aç değilim.' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          '-en ekini unutmak: yanlış: Ich habe ein Bruder. Doğru: Ich habe einen Bruder. es gibt’ten sonra da: Es gibt einen Park.',
          'sein’dan sonra Akkusativ kullanmak: sein nesne almaz, bu yüzden Nominativ kalır: Das ist ein Tisch (einen Tisch değil). Özne fiilden sonra gelse bile her zaman Nominativdir: Heute kommt ein Freund.',
        ],
        examples: [
          { de: 'Das ist ein Tisch.', tr: 'Bu bir masa.' },
          { de: 'Heute kommt ein Freund.', tr: 'Bugün bir arkadaş geliyor.' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Czym jest biernik?',
        paragraphs: [
          'Biernik (Akkusativ) to przypadek dopełnienia bliższego: osoby lub rzeczy, na którą skierowana jest czynność. Znajdziesz go pytaniami Wen? (kogo?) i Was? (co?): Ich kaufe einen Tisch. – Was kaufe ich? Einen Tisch.',
          'Wiele codziennych czasowników wymaga dopełnienia w bierniku: haben, brauchen, kaufen, möchten, sehen, suchen, essen, trinken, bestellen, lesen – a także wyrażenie es gibt (jest, są).',
        ],
        examples: [
          { de: 'Ich habe einen Bruder.', tr: 'Mam brata.' },
        ],
      },
      {
        heading: 'Formy: zmienia się tylko rodzaj męski',
        paragraphs: [
          'W bierniku rodzajnik męski dostaje końcówkę -en: ein → einen. Rodzaj żeński (eine), nijaki (ein) i liczba mnoga pozostają takie jak w mianowniku.',
          'Od ein nie ma liczby mnogiej. Rzeczownik w liczbie mnogiej stoi po prostu bez rodzajnika: Ich kaufe Äpfel.',
        ],
        examples: [
          { de: 'Er kauft einen Tisch.', tr: 'On kupuje stół.' },
          { de: 'Sie kauft eine Lampe.', tr: 'Ona kupuje lampę.' },
        ],
        table: {
          caption: 'ein i kein w mianowniku i w bierniku',
          head: ['Rodzaj', 'Mianownik', 'Biernik', 'Przykład'],
          rows: [
            ['męski', 'ein / kein', 'einen / keinen', 'Ich habe einen Hund.'],
            ['żeński', 'eine / keine', 'eine / keine', 'Ich habe eine Katze.'],
            ['nijaki', 'ein / kein', 'ein / kein', 'Ich habe ein Auto.'],
            ['liczba mnoga', '– / keine', '– / keine', 'Ich habe keine Kinder.'],
          ],
        },
      },
      {
        heading: 'kein w bierniku',
        paragraphs: [
          'kein to przeczenie od ein („żaden”, „nie”) i ma dokładnie takie same końcówki: keinen (rodzaj męski), keine (żeński), kein (nijaki). W odróżnieniu od ein, kein ma też formę liczby mnogiej: keine.',
        ],
        examples: [
          { de: 'Ich habe keinen Hunger.', tr: 'Nie jestem głodny.' },
        ],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'Brak -en: źle: Ich habe ein Bruder. Dobrze: Ich habe einen Bruder. Tak samo po es gibt: Es gibt einen Park.',
          'Biernik po sein: sein nie ma dopełnienia, więc zostaje mianownik: Das ist ein Tisch (nie einen Tisch). Podmiot zawsze stoi w mianowniku, nawet po czasowniku: Heute kommt ein Freund.',
        ],
        examples: [
          { de: 'Das ist ein Tisch.', tr: 'To jest stół.' },
          { de: 'Heute kommt ein Freund.', tr: 'Dziś przychodzi kolega.' },
        ],
      },
    ],
    es: [
      {
        heading: '¿Qué es el acusativo?',
        paragraphs: [
          'El acusativo (Akkusativ) es el caso del complemento directo: la persona o la cosa que recibe la acción. Lo encuentras con las preguntas Wen? (¿a quién?) y Was? (¿qué?): Ich kaufe einen Tisch. – Was kaufe ich? Einen Tisch.',
          'Muchos verbos del día a día necesitan un complemento en acusativo: haben, brauchen, kaufen, möchten, sehen, suchen, essen, trinken, bestellen, lesen, y también la expresión es gibt (hay).',
        ],
        examples: [
          { de: 'Ich habe einen Bruder.', tr: 'Tengo un hermano.' },
        ],
      },
      {
        heading: 'Las formas: solo cambia el masculino',
        paragraphs: [
          'En acusativo el artículo masculino recibe la terminación -en: ein → einen. El femenino (eine), el neutro (ein) y el plural quedan igual que en nominativo.',
          'ein no tiene plural. Un sustantivo en plural va simplemente sin artículo: Ich kaufe Äpfel.',
        ],
        examples: [
          { de: 'Er kauft einen Tisch.', tr: 'Él compra una mesa.' },
          { de: 'Sie kauft eine Lampe.', tr: 'Ella compra una lámpara.' },
        ],
        table: {
          caption: 'ein y kein en nominativo y en acusativo',
          head: ['Género', 'Nominativo', 'Acusativo', 'Ejemplo'],
          rows: [
            ['masculino', 'ein / kein', 'einen / keinen', 'Ich habe einen Hund.'],
            ['femenino', 'eine / keine', 'eine / keine', 'Ich habe eine Katze.'],
            ['neutro', 'ein / kein', 'ein / kein', 'Ich habe ein Auto.'],
            ['plural', '– / keine', '– / keine', 'Ich habe keine Kinder.'],
          ],
        },
      },
      {
        heading: 'kein en acusativo',
        paragraphs: [
          'kein es la negación de ein («ningún», «no … un») y tiene exactamente las mismas terminaciones: keinen (masculino), keine (femenino), kein (neutro). A diferencia de ein, kein también tiene plural: keine.',
        ],
        examples: [
          { de: 'Ich habe keinen Hunger.', tr: 'No tengo hambre.' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'Olvidar la -en: incorrecto: Ich habe ein Bruder. Correcto: Ich habe einen Bruder. También después de es gibt: Es gibt einen Park.',
          'Usar acusativo después de sein: sein no tiene complemento directo, así que se queda el nominativo: Das ist ein Tisch (no einen Tisch). El sujeto siempre va en nominativo, aunque esté después del verbo: Heute kommt ein Freund.',
        ],
        examples: [
          { de: 'Das ist ein Tisch.', tr: 'Esto es una mesa.' },
          { de: 'Heute kommt ein Freund.', tr: 'Hoy viene un amigo.' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - habe - einen - Bruder.', hide: ['einen'], formEn: 'I have a brother.', tr: { ua: 'У мене є брат.', de: 'In meiner Familie gibt es noch einen Jungen. (haben, der Bruder)', ru: 'У меня есть брат.', be: 'У мяне ёсць брат.', tr: 'Bir erkek kardeşim var.', pl: 'Mam brata.', es: 'Tengo un hermano.' }, correct: false },
      { formDe: 'Sie - hat - eine - Schwester.', hide: ['eine'], formEn: 'She has a sister.', tr: { ua: 'У неї є сестра.', de: 'In ihrer Familie gibt es noch ein Mädchen. (haben, die Schwester)', ru: 'У неё есть сестра.', be: 'У яе ёсць сястра.', tr: 'Onun bir kız kardeşi var.', pl: 'Ona ma siostrę.', es: 'Ella tiene una hermana.' }, correct: false },
      { formDe: 'Wir - haben - ein - Auto.', hide: ['ein'], formEn: 'We have a car.', tr: { ua: 'У нас є машина.', de: 'Wir fahren nicht mit dem Bus, wir fahren selbst. (haben, das Auto)', ru: 'У нас есть машина.', be: 'У нас ёсць машына.', tr: 'Bir arabamız var.', pl: 'Mamy samochód.', es: 'Tenemos un coche.' }, correct: false },
      { formDe: 'Ich - brauche - einen - Stift.', hide: ['einen'], formEn: 'I need a pen.', tr: { ua: 'Мені потрібна ручка.', de: 'Ich möchte etwas notieren, aber ich habe nichts zum Schreiben. (brauchen, der Stift)', ru: 'Мне нужна ручка.', be: 'Мне патрэбна ручка.', tr: 'Bir kaleme ihtiyacım var.', pl: 'Potrzebuję długopisu.', es: 'Necesito un bolígrafo.' }, correct: false },
      { formDe: 'Er - kauft - eine - Jacke.', hide: ['eine'], formEn: 'He is buying a jacket.', tr: { ua: 'Він купує куртку.', de: 'Er ist im Geschäft, ihm ist kalt. (kaufen, die Jacke)', ru: 'Он покупает куртку.', be: 'Ён купляе куртку.', tr: 'O bir ceket alıyor.', pl: 'On kupuje kurtkę.', es: 'Él está comprando una chaqueta.' }, correct: false },
      { formDe: 'Möchtest - du - ein - Eis?', hide: ['ein'], formEn: 'Would you like an ice cream?', tr: { ua: 'Хочеш морозиво?', de: 'Es ist heiß. Frage an einen Freund: Lust auf etwas Kaltes? (möchten, das Eis)', ru: 'Хочешь мороженое?', be: 'Хочаш марожанае?', tr: 'Dondurma ister misin?', pl: 'Chcesz loda?', es: '¿Quieres un helado?' }, correct: false },
      { formDe: 'Ich - esse - einen - Apfel.', hide: ['einen'], formEn: 'I am eating an apple.', tr: { ua: 'Я їм яблуко.', de: 'Obst zum Frühstück: rot und rund. (essen, der Apfel)', ru: 'Я ем яблоко.', be: 'Я ем яблык.', tr: 'Bir elma yiyorum.', pl: 'Jem jabłko.', es: 'Estoy comiendo una manzana.' }, correct: false },
      { formDe: 'Ich - trinke - einen - Kaffee.', hide: ['einen'], formEn: 'I am having a coffee.', tr: { ua: 'Я п’ю каву.', de: 'Am Morgen brauche ich etwas Warmes zum Trinken. (trinken, der Kaffee)', ru: 'Я пью кофе.', be: 'Я п’ю каву.', tr: 'Bir kahve içiyorum.', pl: 'Piję kawę.', es: 'Me estoy tomando un café.' }, correct: false },
      { formDe: 'Wir - suchen - eine - Wohnung.', hide: ['eine'], formEn: 'We are looking for a flat.', tr: { ua: 'Ми шукаємо квартиру.', de: 'Wir brauchen ein neues Zuhause. (suchen, die Wohnung)', ru: 'Мы ищем квартиру.', be: 'Мы шукаем кватэру.', tr: 'Bir daire arıyoruz.', pl: 'Szukamy mieszkania.', es: 'Estamos buscando un piso.' }, correct: false },
      { formDe: 'Ich - sehe - einen - Hund - im Park.', hide: ['einen'], formEn: 'I see a dog in the park.', tr: { ua: 'Я бачу собаку в парку.', de: 'Im Park läuft ein Tier, es bellt. (sehen, der Hund)', ru: 'Я вижу собаку в парке.', be: 'Я бачу сабаку ў парку.', tr: 'Parkta bir köpek görüyorum.', pl: 'Widzę psa w parku.', es: 'Veo un perro en el parque.' }, correct: false },
      { formDe: 'Er - schreibt - einen - Brief.', hide: ['einen'], formEn: 'He is writing a letter.', tr: { ua: 'Він пише листа.', de: 'Er sitzt mit Papier und Stift am Tisch, für die Oma. (schreiben, der Brief)', ru: 'Он пишет письмо.', be: 'Ён піша ліст.', tr: 'O bir mektup yazıyor.', pl: 'On pisze list.', es: 'Él está escribiendo una carta.' }, correct: false },
      { formDe: 'Es - gibt - hier - einen - Supermarkt.', hide: ['einen'], formEn: 'There is a supermarket here.', tr: { ua: 'Тут є супермаркет.', de: 'Hier in der Nähe kann man Lebensmittel kaufen. (es gibt, der Supermarkt)', ru: 'Здесь есть супермаркет.', be: 'Тут ёсць супермаркет.', tr: 'Burada bir süpermarket var.', pl: 'Tu jest supermarket.', es: 'Aquí hay un supermercado.' }, correct: false },
      { formDe: 'Hast - du - ein - Fahrrad?', hide: ['ein'], formEn: 'Do you have a bike?', tr: { ua: 'У тебе є велосипед?', de: 'Frage an einen Freund: zwei Räder, kein Motor (haben, das Fahrrad)', ru: 'У тебя есть велосипед?', be: 'У цябе ёсць ровар?', tr: 'Bisikletin var mı?', pl: 'Masz rower?', es: '¿Tienes una bicicleta?' }, correct: false },
      { formDe: 'Ich - habe - keinen - Hunger.', hide: ['keinen'], formEn: 'I am not hungry.', tr: { ua: 'Я не голодний.', de: 'Ich möchte jetzt nichts essen. (haben, der Hunger)', ru: 'Я не голоден.', be: 'Я не галодны.', tr: 'Aç değilim.', pl: 'Nie jestem głodny.', es: 'No tengo hambre.' }, correct: false },
      { formDe: 'Er - hat - keine - Zeit.', hide: ['keine'], formEn: 'He has no time.', tr: { ua: 'У нього немає часу.', de: 'Er ist sehr beschäftigt. (haben, die Zeit)', ru: 'У него нет времени.', be: 'У яго няма часу.', tr: 'Onun hiç vakti yok.', pl: 'On nie ma czasu.', es: 'Él no tiene tiempo.' }, correct: false },
      { formDe: 'Wir - haben - kein - Geld.', hide: ['kein'], formEn: 'We have no money.', tr: { ua: 'У нас немає грошей.', de: 'Wir können nichts kaufen, alles ist weg. (haben, das Geld)', ru: 'У нас нет денег.', be: 'У нас няма грошай.', tr: 'Hiç paramız yok.', pl: 'Nie mamy pieniędzy.', es: 'No tenemos dinero.' }, correct: false },
      { formDe: 'Das Kind - möchte - einen - Ball.', hide: ['einen'], formEn: 'The child would like a ball.', tr: { ua: 'Дитина хотіла б м’яч.', de: 'Das Kind will draußen spielen. (möchten, der Ball)', ru: 'Ребёнок хотел бы мяч.', be: 'Дзіця хацела б мяч.', tr: 'Çocuk bir top istiyor.', pl: 'Dziecko chciałoby piłkę.', es: 'Al niño le gustaría una pelota.' }, correct: false },
      { formDe: 'Ich - brauche - keine - Tüte.', hide: ['keine'], formEn: 'I don’t need a bag.', tr: { ua: 'Мені не потрібен пакет.', de: 'An der Kasse: Danke, ich trage alles in der Hand. (brauchen, die Tüte)', ru: 'Мне не нужен пакет.', be: 'Мне не патрэбны пакет.', tr: 'Poşete ihtiyacım yok.', pl: 'Nie potrzebuję torby.', es: 'No necesito una bolsa.' }, correct: false },
      { formDe: 'Wir - haben - keine - Kinder.', hide: ['keine'], formEn: 'We have no children.', tr: { ua: 'У нас немає дітей.', de: 'In unserer Familie sind nur wir zwei. (haben, die Kinder)', ru: 'У нас нет детей.', be: 'У нас няма дзяцей.', tr: 'Çocuğumuz yok.', pl: 'Nie mamy dzieci.', es: 'No tenemos hijos.' }, correct: false },
      { formDe: 'Ich - bestelle - eine - Pizza.', hide: ['eine'], formEn: 'I am ordering a pizza.', tr: { ua: 'Я замовляю піцу.', de: 'Im Restaurant: Ich möchte etwas Italienisches essen. (bestellen, die Pizza)', ru: 'Я заказываю пиццу.', be: 'Я замаўляю піцу.', tr: 'Bir pizza sipariş ediyorum.', pl: 'Zamawiam pizzę.', es: 'Estoy pidiendo una pizza.' }, correct: false },
      { formDe: 'Hast - du - einen - Regenschirm?', hide: ['einen'], formEn: 'Do you have an umbrella?', tr: { ua: 'У тебе є парасолька?', de: 'Frage an einen Freund: Es regnet! (haben, der Regenschirm)', ru: 'У тебя есть зонт?', be: 'У цябе ёсць парасон?', tr: 'Şemsiyen var mı?', pl: 'Masz parasol?', es: '¿Tienes un paraguas?' }, correct: false },
      { formDe: 'Sie - hat - kein - Handy.', hide: ['kein'], formEn: 'She doesn’t have a mobile phone.', tr: { ua: 'У неї немає мобільного телефону.', de: 'Man kann sie unterwegs nicht anrufen. (haben, das Handy)', ru: 'У неё нет мобильного телефона.', be: 'У яе няма мабільнага тэлефона.', tr: 'Onun cep telefonu yok.', pl: 'Ona nie ma komórki.', es: 'Ella no tiene móvil.' }, correct: false },
      { formDe: 'Ich - kaufe - ein - Geschenk - für meine Mutter.', hide: ['ein'], formEn: 'I am buying a present for my mother.', tr: { ua: 'Я купую подарунок для мами.', de: 'Meine Mutter hat bald Geburtstag. (kaufen, das Geschenk)', ru: 'Я покупаю подарок для мамы.', be: 'Я купляю падарунак для мамы.', tr: 'Annem için bir hediye alıyorum.', pl: 'Kupuję prezent dla mamy.', es: 'Compro un regalo para mi madre.' }, correct: false },
      { formDe: 'Er - sucht - einen - Parkplatz.', hide: ['einen'], formEn: 'He is looking for a parking space.', tr: { ua: 'Він шукає місце для паркування.', de: 'Er fährt mit dem Auto durch die Straßen. Wo kann er parken? (suchen, der Parkplatz)', ru: 'Он ищет место для парковки.', be: 'Ён шукае месца для паркоўкі.', tr: 'Park yeri arıyor.', pl: 'On szuka miejsca parkingowego.', es: 'Busca un sitio para aparcar.' }, correct: false },
      { formDe: 'Sie - liest - ein - Buch.', hide: ['ein'], formEn: 'She is reading a book.', tr: { ua: 'Вона читає книжку.', de: 'Sie sitzt auf dem Sofa mit einem Roman. (lesen, das Buch)', ru: 'Она читает книгу.', be: 'Яна чытае кнігу.', tr: 'Bir kitap okuyor.', pl: 'Ona czyta książkę.', es: 'Está leyendo un libro.' }, correct: false },
      { formDe: 'Ich - habe - keine - Lust.', hide: ['keine'], formEn: 'I don’t feel like it.', tr: { ua: 'У мене немає бажання.', de: 'Heute möchte ich das wirklich nicht machen. (haben, die Lust)', ru: 'У меня нет желания.', be: 'У мяне няма жадання.', tr: 'Canım istemiyor.', pl: 'Nie mam ochoty.', es: 'No tengo ganas.' }, correct: false },
      { formDe: 'Er - trinkt - kein - Bier.', hide: ['kein'], formEn: 'He doesn’t drink beer.', tr: { ua: 'Він не п’є пива.', de: 'Alkohol mag er nicht, er nimmt lieber Wasser. (trinken, das Bier)', ru: 'Он не пьёт пива.', be: 'Ён не п’е піва.', tr: 'Bira içmez.', pl: 'On nie pije piwa.', es: 'No bebe cerveza.' }, correct: false },
      { formDe: 'Hast - du - eine - Idee?', hide: ['eine'], formEn: 'Do you have an idea?', tr: { ua: 'У тебе є ідея?', de: 'Wir wissen nicht, was wir am Wochenende machen. Frage an einen Freund. (haben, die Idee)', ru: 'У тебя есть идея?', be: 'У цябе ёсць ідэя?', tr: 'Bir fikrin var mı?', pl: 'Masz jakiś pomysł?', es: '¿Tienes una idea?' }, correct: false },
      { formDe: 'Wir - machen - eine - Pause.', hide: ['eine'], formEn: 'We are taking a break.', tr: { ua: 'Ми робимо перерву.', de: 'Wir arbeiten seit drei Stunden, jetzt trinken wir zehn Minuten Kaffee. (machen, die Pause)', ru: 'Мы делаем перерыв.', be: 'Мы робім перапынак.', tr: 'Mola veriyoruz.', pl: 'Robimy przerwę.', es: 'Hacemos una pausa.' }, correct: false },
      { formDe: 'Ich - möchte - ein - Glas - Wasser.', hide: ['ein'], formEn: 'I would like a glass of water.', tr: { ua: 'Я хотів би склянку води.', de: 'Im Café: Ich habe Durst. (möchten, das Glas)', ru: 'Я хотел бы стакан воды.', be: 'Я хацеў бы шклянку вады.', tr: 'Bir bardak su istiyorum.', pl: 'Poproszę szklankę wody.', es: 'Quisiera un vaso de agua.' }, correct: false },
    ],
  },
};

export default topic;
