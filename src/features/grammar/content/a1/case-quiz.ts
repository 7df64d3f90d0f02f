import type { A1Topic } from '../types';

/* German table cells, the same on every rules page. */
const CASE_ROWS = [
  ['Nominativ', 'der / ein', 'die / eine', 'das / ein', 'die'],
  ['Akkusativ', 'den / einen', 'die / eine', 'das / ein', 'die'],
  ['Dativ', 'dem / einem', 'der / einer', 'dem / einem', 'den (+ -n)'],
  ['Genitiv', 'des / eines (+ -s)', 'der / einer', 'des / eines (+ -s)', 'der'],
];

const topic: A1Topic = {
  slug: 'case-quiz',
  type: 'other',
  title: {
    en: 'Which case is it?',
    ua: 'Який це відмінок?',
    de: 'Welcher Fall ist das?',
    ru: 'Какой это падеж?',
    be: 'Які гэта склон?',
    tr: 'Bu hangi hâl?',
    pl: 'Jaki to przypadek?',
    es: '¿Qué caso es?',
  },
  descr: {
    en: 'Find the case of a noun phrase: Akkusativ, Dativ or Genitiv.',
    ua: 'Визначте відмінок словосполучення: Akkusativ, Dativ чи Genitiv.',
    de: 'Finde den Fall einer Wortgruppe: Akkusativ, Dativ oder Genitiv.',
    ru: 'Определите падеж словосочетания: Akkusativ, Dativ или Genitiv.',
    be: 'Вызначце склон словазлучэння: Akkusativ, Dativ ці Genitiv.',
    tr: 'Bir isim grubunun hâlini bulun: Akkusativ, Dativ veya Genitiv.',
    pl: 'Określ przypadek grupy rzeczownikowej: Akkusativ, Dativ czy Genitiv.',
    es: 'Identifica el caso de un grupo nominal: Akkusativ, Dativ o Genitiv.',
  },
  rules: {
    en: [
      {
        heading: 'Four cases',
        paragraphs: [
          'German has four cases: Nominativ, Akkusativ, Dativ and Genitiv. The case shows the job of a noun in the sentence, and you see it mostly on the article: der, den, dem, des.',
          'A question helps you find the case: Wer? or Was? → Nominativ; Wen? or Was? → Akkusativ; Wem? → Dativ; Wessen? → Genitiv.',
          'In the quiz the phrase in brackets is never the subject: the answer is always Akkusativ, Dativ or Genitiv.',
        ],
        table: {
          caption: 'The definite and the indefinite article in the four cases',
          head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
          rows: CASE_ROWS,
        },
      },
      {
        heading: 'Nominativ and Akkusativ',
        paragraphs: [
          'The Nominativ is the subject: who or what does something? After sein the noun is in the Nominativ, too: Das ist mein Bruder.',
          'The Akkusativ is usually the direct object: whom or what? Only the masculine changes: der → den, ein → einen. After für, durch, ohne, gegen and um the noun is always in the Akkusativ.',
        ],
        examples: [{ de: 'Der Mann kauft einen Tisch.', tr: 'The man is buying a table.' }],
      },
      {
        heading: 'Dativ',
        paragraphs: [
          'The Dativ is usually the person who gets something: to whom? The verbs helfen, danken, gehören and gefallen always take the Dativ.',
          'After aus, bei, mit, nach, seit, von and zu the noun is always in the Dativ.',
        ],
        examples: [
          { de: 'Ich gebe dem Kind ein Buch.', tr: 'I give the child a book.' },
          { de: 'Wir fahren mit dem Bus.', tr: 'We are going by bus.' },
        ],
      },
      {
        heading: 'Genitiv',
        paragraphs: [
          'The Genitiv shows whose something is: Wessen? Masculine and neuter nouns add -s or -es: das Auto meines Vaters. The Genitiv is also used after wegen and in der Nähe.',
          'In everyday speech people often say von + Dativ instead: das Auto von meinem Vater.',
        ],
        examples: [{ de: 'Das ist das Auto meines Vaters.', tr: 'That is my father’s car.' }],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'The feminine Dativ is der, not die: mit der Frau, not "mit die Frau".',
          'After sein there is no Akkusativ: Das ist der Lehrer, not "Das ist den Lehrer".',
          'Look at the verb and the preposition first: they often decide the case.',
        ],
        examples: [{ de: 'Ich helfe der Frau.', tr: 'I am helping the woman.' }],
      },
    ],
    ua: [
      {
        heading: 'Чотири відмінки',
        paragraphs: [
          'У німецькій мові чотири відмінки: Nominativ, Akkusativ, Dativ і Genitiv. Відмінок показує роль іменника в реченні, і видно його переважно з артикля: der, den, dem, des.',
          'Знайти відмінок допомагає питання: Wer? або Was? (хто? що?) → Nominativ; Wen? або Was? (кого? що?) → Akkusativ; Wem? (кому?) → Dativ; Wessen? (чий?) → Genitiv.',
          'У вправі словосполучення в дужках ніколи не є підметом: відповідь завжди Akkusativ, Dativ або Genitiv.',
        ],
        table: {
          caption: 'Означений і неозначений артикль у чотирьох відмінках',
          head: ['Відмінок', 'Чоловічий рід', 'Жіночий рід', 'Середній рід', 'Множина'],
          rows: CASE_ROWS,
        },
      },
      {
        heading: 'Nominativ і Akkusativ',
        paragraphs: [
          'Nominativ — це підмет: хто або що виконує дію? Після sein іменник теж стоїть у Nominativ: Das ist mein Bruder.',
          'Akkusativ — це зазвичай прямий додаток: кого? що? Змінюється лише чоловічий рід: der → den, ein → einen. Після für, durch, ohne, gegen і um іменник завжди стоїть в Akkusativ.',
        ],
        examples: [{ de: 'Der Mann kauft einen Tisch.', tr: 'Чоловік купує стіл.' }],
      },
      {
        heading: 'Dativ',
        paragraphs: [
          'Dativ — це зазвичай особа, яка щось отримує: кому? Дієслова helfen, danken, gehören і gefallen завжди вимагають Dativ.',
          'Після aus, bei, mit, nach, seit, von і zu іменник завжди стоїть у Dativ.',
        ],
        examples: [
          { de: 'Ich gebe dem Kind ein Buch.', tr: 'Я даю дитині книжку.' },
          { de: 'Wir fahren mit dem Bus.', tr: 'Ми їдемо автобусом.' },
        ],
      },
      {
        heading: 'Genitiv',
        paragraphs: [
          'Genitiv показує, чиє щось: Wessen? Іменники чоловічого й середнього роду отримують -s або -es: das Auto meines Vaters. Genitiv уживають також після wegen і in der Nähe.',
          'У розмовній мові замість нього часто кажуть von + Dativ: das Auto von meinem Vater.',
        ],
        examples: [{ de: 'Das ist das Auto meines Vaters.', tr: 'Це автомобіль мого батька.' }],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Dativ жіночого роду — der, а не die: mit der Frau, а не «mit die Frau».',
          'Після sein немає Akkusativ: Das ist der Lehrer, а не «Das ist den Lehrer».',
          'Спочатку подивіться на дієслово й прийменник: вони часто визначають відмінок.',
        ],
        examples: [{ de: 'Ich helfe der Frau.', tr: 'Я допомагаю жінці.' }],
      },
    ],
    de: [
      {
        heading: 'Vier Fälle',
        paragraphs: [
          'Im Deutschen gibt es vier Fälle: Nominativ, Akkusativ, Dativ und Genitiv. Der Fall zeigt die Rolle eines Nomens im Satz. Man sieht ihn meistens am Artikel: der, den, dem, des.',
          'Eine Frage hilft: Wer? oder Was? → Nominativ; Wen? oder Was? → Akkusativ; Wem? → Dativ; Wessen? → Genitiv.',
          'Im Quiz ist die Wortgruppe in Klammern nie das Subjekt: Die Antwort ist immer Akkusativ, Dativ oder Genitiv.',
        ],
        table: {
          caption: 'Der bestimmte und der unbestimmte Artikel in den vier Fällen',
          head: ['Fall', 'maskulin', 'feminin', 'neutral', 'Plural'],
          rows: CASE_ROWS,
        },
      },
      {
        heading: 'Nominativ und Akkusativ',
        paragraphs: [
          'Der Nominativ ist das Subjekt: Wer oder was macht etwas? Nach sein steht auch der Nominativ: Das ist mein Bruder.',
          'Der Akkusativ ist meistens das direkte Objekt: Wen oder was? Nur maskulin ändert sich: der → den, ein → einen. Nach für, durch, ohne, gegen und um steht immer der Akkusativ.',
        ],
        examples: [{ de: 'Der Mann kauft einen Tisch.', tr: 'der Mann: Nominativ; einen Tisch: Akkusativ' }],
      },
      {
        heading: 'Dativ',
        paragraphs: [
          'Der Dativ ist meistens die Person, die etwas bekommt: Wem? Die Verben helfen, danken, gehören und gefallen haben immer den Dativ.',
          'Nach aus, bei, mit, nach, seit, von und zu steht immer der Dativ.',
        ],
        examples: [
          { de: 'Ich gebe dem Kind ein Buch.', tr: 'Wem gebe ich das Buch? Dem Kind: Dativ' },
          { de: 'Wir fahren mit dem Bus.', tr: 'mit + Dativ: mit dem Bus' },
        ],
      },
      {
        heading: 'Genitiv',
        paragraphs: [
          'Der Genitiv zeigt, wem etwas gehört: Wessen? Maskuline und neutrale Nomen bekommen -s oder -es: das Auto meines Vaters. Auch nach wegen und in der Nähe steht der Genitiv.',
          'In der gesprochenen Sprache sagt man oft von + Dativ: das Auto von meinem Vater.',
        ],
        examples: [{ de: 'Das ist das Auto meines Vaters.', tr: 'Wessen Auto? Meines Vaters: Genitiv' }],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Dativ feminin ist der, nicht die: mit der Frau, nicht „mit die Frau“.',
          'Nach sein steht kein Akkusativ: Das ist der Lehrer, nicht „Das ist den Lehrer“.',
          'Schau zuerst auf das Verb und die Präposition: Sie bestimmen oft den Fall.',
        ],
        examples: [{ de: 'Ich helfe der Frau.', tr: 'helfen + Dativ: der Frau' }],
      },
    ],
    ru: [
      {
        heading: 'Четыре падежа',
        paragraphs: [
          'В немецком языке четыре падежа: Nominativ, Akkusativ, Dativ и Genitiv. Падеж показывает роль существительного в предложении, и видно его в основном по артиклю: der, den, dem, des.',
          'Найти падеж помогает вопрос: Wer? или Was? (кто? что?) → Nominativ; Wen? или Was? (кого? что?) → Akkusativ; Wem? (кому?) → Dativ; Wessen? (чей?) → Genitiv.',
          'В упражнении словосочетание в скобках никогда не бывает подлежащим: ответ всегда Akkusativ, Dativ или Genitiv.',
        ],
        table: {
          caption: 'Определённый и неопределённый артикль в четырёх падежах',
          head: ['Падеж', 'Мужской род', 'Женский род', 'Средний род', 'Множественное число'],
          rows: CASE_ROWS,
        },
      },
      {
        heading: 'Nominativ и Akkusativ',
        paragraphs: [
          'Nominativ — это подлежащее: кто или что совершает действие? После sein существительное тоже стоит в Nominativ: Das ist mein Bruder.',
          'Akkusativ — это обычно прямое дополнение: кого? что? Меняется только мужской род: der → den, ein → einen. После für, durch, ohne, gegen и um существительное всегда стоит в Akkusativ.',
        ],
        examples: [{ de: 'Der Mann kauft einen Tisch.', tr: 'Мужчина покупает стол.' }],
      },
      {
        heading: 'Dativ',
        paragraphs: [
          'Dativ — это обычно лицо, которое что-то получает: кому? Глаголы helfen, danken, gehören и gefallen всегда требуют Dativ.',
          'После aus, bei, mit, nach, seit, von и zu существительное всегда стоит в Dativ.',
        ],
        examples: [
          { de: 'Ich gebe dem Kind ein Buch.', tr: 'Я даю ребёнку книгу.' },
          { de: 'Wir fahren mit dem Bus.', tr: 'Мы едем на автобусе.' },
        ],
      },
      {
        heading: 'Genitiv',
        paragraphs: [
          'Genitiv показывает, чьё что-то: Wessen? Существительные мужского и среднего рода получают -s или -es: das Auto meines Vaters. Genitiv используют также после wegen и in der Nähe.',
          'В разговорной речи вместо него часто говорят von + Dativ: das Auto von meinem Vater.',
        ],
        examples: [{ de: 'Das ist das Auto meines Vaters.', tr: 'Это машина моего отца.' }],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'Dativ женского рода — der, а не die: mit der Frau, а не «mit die Frau».',
          'После sein нет Akkusativ: Das ist der Lehrer, а не «Das ist den Lehrer».',
          'Сначала посмотрите на глагол и предлог: они часто определяют падеж.',
        ],
        examples: [{ de: 'Ich helfe der Frau.', tr: 'Я помогаю женщине.' }],
      },
    ],
    be: [
      {
        heading: 'Чатыры склоны',
        paragraphs: [
          'У нямецкай мове чатыры склоны: Nominativ, Akkusativ, Dativ і Genitiv. Склон паказвае ролю назоўніка ў сказе, і бачны ён пераважна па артыклі: der, den, dem, des.',
          'Знайсці склон дапамагае пытанне: Wer? або Was? (хто? што?) → Nominativ; Wen? або Was? (каго? што?) → Akkusativ; Wem? (каму?) → Dativ; Wessen? (чый?) → Genitiv.',
          'У практыкаванні словазлучэнне ў дужках ніколі не з’яўляецца дзейнікам: адказ заўсёды Akkusativ, Dativ або Genitiv.',
        ],
        table: {
          caption: 'Азначальны і неазначальны артыкль у чатырох склонах',
          head: ['Склон', 'Мужчынскі род', 'Жаночы род', 'Ніякі род', 'Множны лік'],
          rows: CASE_ROWS,
        },
      },
      {
        heading: 'Nominativ і Akkusativ',
        paragraphs: [
          'Nominativ — гэта дзейнік: хто або што робіць дзеянне? Пасля sein назоўнік таксама стаіць у Nominativ: Das ist mein Bruder.',
          'Akkusativ — гэта звычайна прамое дапаўненне: каго? што? Мяняецца толькі мужчынскі род: der → den, ein → einen. Пасля für, durch, ohne, gegen і um назоўнік заўсёды стаіць у Akkusativ.',
        ],
        examples: [{ de: 'Der Mann kauft einen Tisch.', tr: 'Мужчына купляе стол.' }],
      },
      {
        heading: 'Dativ',
        paragraphs: [
          'Dativ — гэта звычайна асоба, якая нешта атрымлівае: каму? Дзеясловы helfen, danken, gehören і gefallen заўсёды патрабуюць Dativ.',
          'Пасля aus, bei, mit, nach, seit, von і zu назоўнік заўсёды стаіць у Dativ.',
        ],
        examples: [
          { de: 'Ich gebe dem Kind ein Buch.', tr: 'Я даю дзіцяці кнігу.' },
          { de: 'Wir fahren mit dem Bus.', tr: 'Мы едзем на аўтобусе.' },
        ],
      },
      {
        heading: 'Genitiv',
        paragraphs: [
          'Genitiv паказвае, чыё нешта: Wessen? Назоўнікі мужчынскага і ніякага роду атрымліваюць -s або -es: das Auto meines Vaters. Genitiv ужываюць таксама пасля wegen і in der Nähe.',
          'У размоўнай мове замест яго часта кажуць von + Dativ: das Auto von meinem Vater.',
        ],
        examples: [{ de: 'Das ist das Auto meines Vaters.', tr: 'Гэта аўтамабіль майго бацькі.' }],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Dativ жаночага роду — der, а не die: mit der Frau, а не «mit die Frau».',
          'Пасля sein няма Akkusativ: Das ist der Lehrer, а не «Das ist den Lehrer».',
          'Спачатку паглядзіце на дзеяслоў і прыназоўнік: яны часта вызначаюць склон.',
        ],
        examples: [{ de: 'Ich helfe der Frau.', tr: 'Я дапамагаю жанчыне.' }],
      },
    ],
    tr: [
      {
        heading: 'Dört hâl',
        paragraphs: [
          'Almancada dört hâl vardır: Nominativ, Akkusativ, Dativ ve Genitiv. Hâl, ismin cümledeki görevini gösterir ve çoğunlukla artikelden anlaşılır: der, den, dem, des.',
          'Hâli bulmak için bir soru sorun: Wer? veya Was? (kim? ne?) → Nominativ; Wen? veya Was? (kimi? neyi?) → Akkusativ; Wem? (kime?) → Dativ; Wessen? (kimin?) → Genitiv.',
          'Testte parantez içindeki grup hiçbir zaman özne değildir: cevap her zaman Akkusativ, Dativ veya Genitiv olur.',
        ],
        table: {
          caption: 'Dört hâlde belirli ve belirsiz artikel',
          head: ['Hâl', 'Eril', 'Dişil', 'Nötr', 'Çoğul'],
          rows: CASE_ROWS,
        },
      },
      {
        heading: 'Nominativ ve Akkusativ',
        paragraphs: [
          'Nominativ öznedir: işi kim ya da ne yapıyor? sein fiilinden sonra gelen isim de Nominativ olur: Das ist mein Bruder.',
          'Akkusativ genellikle nesnedir: kimi? neyi? Yalnızca eril değişir: der → den, ein → einen. für, durch, ohne, gegen ve um edatlarından sonra isim her zaman Akkusativ olur.',
        ],
        examples: [{ de: 'Der Mann kauft einen Tisch.', tr: 'Adam bir masa satın alıyor.' }],
      },
      {
        heading: 'Dativ',
        paragraphs: [
          'Dativ genellikle bir şeyi alan kişidir: kime? helfen, danken, gehören ve gefallen fiilleri her zaman Dativ ister.',
          'aus, bei, mit, nach, seit, von ve zu edatlarından sonra isim her zaman Dativ olur.',
        ],
        examples: [
          { de: 'Ich gebe dem Kind ein Buch.', tr: 'Çocuğa bir kitap veriyorum.' },
          { de: 'Wir fahren mit dem Bus.', tr: 'Otobüsle gidiyoruz.' },
        ],
      },
      {
        heading: 'Genitiv',
        paragraphs: [
          'Genitiv, bir şeyin kime ait olduğunu gösterir: Wessen? Eril ve nötr isimler -s veya -es alır: das Auto meines Vaters. wegen ve in der Nähe sonrasında da Genitiv kullanılır.',
          'Günlük konuşmada bunun yerine çoğu zaman von + Dativ denir: das Auto von meinem Vater.',
        ],
        examples: [{ de: 'Das ist das Auto meines Vaters.', tr: 'Bu, babamın arabası.' }],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'Dişil Dativ der olur, die değil: mit der Frau, "mit die Frau" değil.',
          'sein fiilinden sonra Akkusativ gelmez: Das ist der Lehrer, "Das ist den Lehrer" değil.',
          'Önce fiile ve edata bakın: hâli çoğu zaman onlar belirler.',
        ],
        examples: [{ de: 'Ich helfe der Frau.', tr: 'Kadına yardım ediyorum.' }],
      },
    ],
    pl: [
      {
        heading: 'Cztery przypadki',
        paragraphs: [
          'Język niemiecki ma cztery przypadki: Nominativ, Akkusativ, Dativ i Genitiv. Przypadek pokazuje rolę rzeczownika w zdaniu i widać go głównie po rodzajniku: der, den, dem, des.',
          'Pytanie pomaga znaleźć przypadek: Wer? lub Was? (kto? co?) → Nominativ; Wen? lub Was? (kogo? co?) → Akkusativ; Wem? (komu?) → Dativ; Wessen? (czyj?) → Genitiv.',
          'W quizie grupa w nawiasie nigdy nie jest podmiotem: odpowiedź to zawsze Akkusativ, Dativ albo Genitiv.',
        ],
        table: {
          caption: 'Rodzajnik określony i nieokreślony w czterech przypadkach',
          head: ['Przypadek', 'Rodzaj męski', 'Rodzaj żeński', 'Rodzaj nijaki', 'Liczba mnoga'],
          rows: CASE_ROWS,
        },
      },
      {
        heading: 'Nominativ i Akkusativ',
        paragraphs: [
          'Nominativ to podmiot: kto lub co wykonuje czynność? Po sein rzeczownik też stoi w Nominativ: Das ist mein Bruder.',
          'Akkusativ to zwykle dopełnienie bliższe: kogo? co? Zmienia się tylko rodzaj męski: der → den, ein → einen. Po für, durch, ohne, gegen i um rzeczownik zawsze stoi w Akkusativ.',
        ],
        examples: [{ de: 'Der Mann kauft einen Tisch.', tr: 'Mężczyzna kupuje stół.' }],
      },
      {
        heading: 'Dativ',
        paragraphs: [
          'Dativ to zwykle osoba, która coś dostaje: komu? Czasowniki helfen, danken, gehören i gefallen zawsze wymagają Dativ.',
          'Po aus, bei, mit, nach, seit, von i zu rzeczownik zawsze stoi w Dativ.',
        ],
        examples: [
          { de: 'Ich gebe dem Kind ein Buch.', tr: 'Daję dziecku książkę.' },
          { de: 'Wir fahren mit dem Bus.', tr: 'Jedziemy autobusem.' },
        ],
      },
      {
        heading: 'Genitiv',
        paragraphs: [
          'Genitiv pokazuje, czyje coś jest: Wessen? Rzeczowniki rodzaju męskiego i nijakiego dostają -s lub -es: das Auto meines Vaters. Genitiv stosuje się też po wegen i in der Nähe.',
          'W mowie potocznej zamiast niego często mówi się von + Dativ: das Auto von meinem Vater.',
        ],
        examples: [{ de: 'Das ist das Auto meines Vaters.', tr: 'To jest samochód mojego ojca.' }],
      },
      {
        heading: 'Częste błędy',
        paragraphs: [
          'Dativ rodzaju żeńskiego to der, a nie die: mit der Frau, a nie „mit die Frau”.',
          'Po sein nie ma Akkusativ: Das ist der Lehrer, a nie „Das ist den Lehrer”.',
          'Najpierw spójrz na czasownik i przyimek: to one często decydują o przypadku.',
        ],
        examples: [{ de: 'Ich helfe der Frau.', tr: 'Pomagam kobiecie.' }],
      },
    ],
    es: [
      {
        heading: 'Cuatro casos',
        paragraphs: [
          'El alemán tiene cuatro casos: Nominativ, Akkusativ, Dativ y Genitiv. El caso muestra la función del sustantivo en la oración y se ve sobre todo en el artículo: der, den, dem, des.',
          'Una pregunta te ayuda a encontrar el caso: Wer? o Was? (¿quién? ¿qué?) → Nominativ; Wen? o Was? (¿a quién? ¿qué?) → Akkusativ; Wem? (¿a quién?) → Dativ; Wessen? (¿de quién?) → Genitiv.',
          'En el test, el grupo entre corchetes nunca es el sujeto: la respuesta siempre es Akkusativ, Dativ o Genitiv.',
        ],
        table: {
          caption: 'El artículo determinado y el indeterminado en los cuatro casos',
          head: ['Caso', 'Masculino', 'Femenino', 'Neutro', 'Plural'],
          rows: CASE_ROWS,
        },
      },
      {
        heading: 'Nominativ y Akkusativ',
        paragraphs: [
          'El Nominativ es el sujeto: ¿quién o qué hace algo? Después de sein el sustantivo también va en Nominativ: Das ist mein Bruder.',
          'El Akkusativ suele ser el complemento directo: ¿a quién? ¿qué? Solo cambia el masculino: der → den, ein → einen. Después de für, durch, ohne, gegen y um el sustantivo siempre va en Akkusativ.',
        ],
        examples: [{ de: 'Der Mann kauft einen Tisch.', tr: 'El hombre compra una mesa.' }],
      },
      {
        heading: 'Dativ',
        paragraphs: [
          'El Dativ suele ser la persona que recibe algo: ¿a quién? Los verbos helfen, danken, gehören y gefallen siempre llevan Dativ.',
          'Después de aus, bei, mit, nach, seit, von y zu el sustantivo siempre va en Dativ.',
        ],
        examples: [
          { de: 'Ich gebe dem Kind ein Buch.', tr: 'Le doy un libro al niño.' },
          { de: 'Wir fahren mit dem Bus.', tr: 'Vamos en autobús.' },
        ],
      },
      {
        heading: 'Genitiv',
        paragraphs: [
          'El Genitiv muestra de quién es algo: Wessen? Los sustantivos masculinos y neutros añaden -s o -es: das Auto meines Vaters. El Genitiv se usa también después de wegen y de in der Nähe.',
          'En la lengua hablada se dice a menudo von + Dativ: das Auto von meinem Vater.',
        ],
        examples: [{ de: 'Das ist das Auto meines Vaters.', tr: 'Es el coche de mi padre.' }],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'El Dativ femenino es der, no die: mit der Frau, no «mit die Frau».',
          'Después de sein no hay Akkusativ: Das ist der Lehrer, no «Das ist den Lehrer».',
          'Mira primero el verbo y la preposición: a menudo deciden el caso.',
        ],
        examples: [{ de: 'Ich helfe der Frau.', tr: 'Ayudo a la mujer.' }],
      },
    ],
  },
  practice: {
    kind: 'choice',
    variants: ['Akkusativ', 'Dativ', 'Genitiv'],
    questions: [
      { question: 'Der Hund sucht [seinen Ball]. — Fall: ___', answer: 'Akkusativ', explanation: { en: 'What is the dog looking for? suchen takes a direct object in the accusative: seinen Ball (sein → seinen).', ua: 'Що шукає собака? Дієслово suchen має прямий додаток у знахідному відмінку (Akkusativ): seinen Ball (sein → seinen).', de: 'Was sucht der Hund? Nach suchen steht das Objekt im Akkusativ: seinen Ball (sein → seinen).', ru: 'Что ищет собака? Глагол suchen требует прямого дополнения в винительном падеже (Akkusativ): seinen Ball (sein → seinen).', be: 'Што шукае сабака? Дзеяслоў suchen патрабуе прамога дапаўнення ў вінавальным склоне (Akkusativ): seinen Ball (sein → seinen).', tr: 'Köpek ne arıyor? suchen fiilinin nesnesi Akkusativ olur: seinen Ball (sein → seinen).', pl: 'Czego szuka pies? Czasownik suchen łączy się z dopełnieniem w bierniku (Akkusativ): seinen Ball (sein → seinen).', es: '¿Qué busca el perro? suchen lleva complemento directo en acusativo: seinen Ball (sein → seinen).' } },
      { question: 'Ich kaufe [einen Apfel]. — Fall: ___', answer: 'Akkusativ', explanation: { en: 'What do I buy? The direct object of kaufen: einen Apfel (ein → einen).', ua: 'Що я купую? Прямий додаток дієслова kaufen: einen Apfel (ein → einen).', de: 'Was kaufe ich? Das Akkusativobjekt von kaufen: einen Apfel (ein → einen).', ru: 'Что я покупаю? Прямое дополнение глагола kaufen: einen Apfel (ein → einen).', be: 'Што я купляю? Прамое дапаўненне дзеяслова kaufen: einen Apfel (ein → einen).', tr: 'Ne alıyorum? kaufen fiilinin doğrudan nesnesi: einen Apfel (ein → einen).', pl: 'Co kupuję? Dopełnienie bliższe czasownika kaufen: einen Apfel (ein → einen).', es: '¿Qué compro? El complemento directo de kaufen: einen Apfel (ein → einen).' } },
      { question: 'Ich gebe [dem Kind] ein Buch. — Fall: ___', answer: 'Dativ', explanation: { en: 'To whom do I give the book? The person who gets something is in the dative.', ua: 'Кому я даю книжку? Особа, яка щось отримує, стоїть у давальному відмінку (Dativ).', de: 'Wem gebe ich das Buch? Die Person, die etwas bekommt, steht im Dativ.', ru: 'Кому я даю книгу? Тот, кто что-то получает, стоит в дательном падеже (Dativ).', be: 'Каму я даю кнігу? Асоба, якая нешта атрымлівае, стаіць у давальным склоне (Dativ).', tr: 'Kitabı kime veriyorum? Bir şey alan kişi Dativ (-e hâli) olur.', pl: 'Komu daję książkę? Osoba, która coś dostaje, stoi w celowniku (Dativ).', es: '¿A quién le doy el libro? La persona que recibe algo va en dativo.' } },
      { question: 'Das ist das Auto [meines Vaters]. — Fall: ___', answer: 'Genitiv', explanation: { en: 'Whose car? The owner is in the genitive: meines Vaters, with -s.', ua: 'Чия машина? Власник стоїть у родовому відмінку (Genitiv): meines Vaters, із -s.', de: 'Wessen Auto? Der Besitzer steht im Genitiv: meines Vaters, mit -s.', ru: 'Чья машина? Владелец стоит в родительном падеже (Genitiv): meines Vaters, с -s.', be: 'Чыя машына? Уладальнік стаіць у родным склоне (Genitiv): meines Vaters, з -s.', tr: 'Kimin arabası? Sahibi Genitiv (ilgi hâli) olur: meines Vaters, -s ile.', pl: 'Czyj samochód? Właściciel stoi w dopełniaczu (Genitiv): meines Vaters, z -s.', es: '¿De quién es el coche? El dueño va en genitivo: meines Vaters, con -s.' } },
      { question: 'Meine Mutter kocht heute [eine Suppe]. — Fall: ___', answer: 'Akkusativ', explanation: { en: 'What is she cooking? eine Suppe is the direct object; in the feminine the accusative looks like the nominative (eine).', ua: 'Що вона готує? Eine Suppe — прямий додаток; у жіночому роді знахідний відмінок (Akkusativ) має ту саму форму, що й називний (eine).', de: 'Was kocht sie? „eine Suppe“ ist das Akkusativobjekt; feminin sieht der Akkusativ aus wie der Nominativ (eine).', ru: 'Что она готовит? Eine Suppe — прямое дополнение; в женском роде винительный падеж (Akkusativ) совпадает с именительным (eine).', be: 'Што яна гатуе? Eine Suppe — прамое дапаўненне; у жаночым родзе вінавальны склон (Akkusativ) супадае з назоўным (eine).', tr: 'Ne pişiriyor? eine Suppe doğrudan nesnedir; dişil Akkusativ, Nominativ ile aynı görünür (eine).', pl: 'Co ona gotuje? Eine Suppe to dopełnienie bliższe; w rodzaju żeńskim biernik (Akkusativ) wygląda jak mianownik (eine).', es: '¿Qué cocina? eine Suppe es el complemento directo; en femenino el acusativo es igual que el nominativo (eine).' } },
      { question: 'Wir sehen heute [den Film]. — Fall: ___', answer: 'Akkusativ', explanation: { en: 'What do we see? Den Film is the direct object (der → den).', ua: 'Що ми дивимося? Den Film — прямий додаток (der → den).', de: 'Was sehen wir? „den Film“ ist das Akkusativobjekt (der → den).', ru: 'Что мы смотрим? Den Film — прямое дополнение (der → den).', be: 'Што мы глядзім? Den Film — прамое дапаўненне (der → den).', tr: 'Ne izliyoruz? Den Film doğrudan nesnedir (der → den).', pl: 'Co oglądamy? Den Film to dopełnienie bliższe (der → den).', es: '¿Qué vemos? Den Film es el complemento directo (der → den).' } },
      { question: 'Ich helfe [meiner Mutter]. — Fall: ___', answer: 'Dativ', explanation: { en: 'helfen always takes the dative: meiner Mutter.', ua: 'Дієслово helfen завжди вимагає давального відмінка (Dativ): meiner Mutter.', de: 'Das Verb helfen verlangt immer den Dativ: meiner Mutter.', ru: 'Глагол helfen всегда требует дательного падежа (Dativ): meiner Mutter.', be: 'Дзеяслоў helfen заўсёды патрабуе давальнага склону (Dativ): meiner Mutter.', tr: 'helfen fiili her zaman Dativ ister: meiner Mutter.', pl: 'Czasownik helfen zawsze łączy się z celownikiem (Dativ): meiner Mutter.', es: 'helfen siempre va con dativo: meiner Mutter.' } },
      { question: 'Der Name [des Hotels] ist schön. — Fall: ___', answer: 'Genitiv', explanation: { en: 'Whose name? The hotel’s: des Hotels, with -s.', ua: 'Чия назва? Готелю: des Hotels, із -s.', de: 'Wessen Name? Der Name vom Hotel: des Hotels, mit -s.', ru: 'Чьё название? Отеля: des Hotels, с -s.', be: 'Чыя назва? Гатэля: des Hotels, з -s.', tr: 'Kimin adı? Otelin: des Hotels, -s ile.', pl: 'Czyja nazwa? Hotelu: des Hotels, z -s.', es: '¿El nombre de qué? Del hotel: des Hotels, con -s.' } },
      { question: 'Der neue Schüler kommt aus [der Türkei]. — Fall: ___', answer: 'Dativ', explanation: { en: 'aus always takes the dative: der Türkei (the feminine dative is der).', ua: 'Прийменник aus завжди вимагає давального відмінка (Dativ): der Türkei (жіночий рід у Dativ — der).', de: 'Die Präposition aus verlangt immer den Dativ: der Türkei (Dativ feminin: der).', ru: 'Предлог aus всегда требует дательного падежа (Dativ): der Türkei (женский род в Dativ — der).', be: 'Прыназоўнік aus заўсёды патрабуе давальнага склону (Dativ): der Türkei (жаночы род у Dativ — der).', tr: 'aus edatı her zaman Dativ ister: der Türkei (dişil Dativ: der).', pl: 'Przyimek aus zawsze łączy się z celownikiem (Dativ): der Türkei (rodzaj żeński w Dativ to der).', es: 'aus siempre va con dativo: der Türkei (el dativo femenino es der).' } },
      { question: 'Er hat [keinen Bruder]. — Fall: ___', answer: 'Akkusativ', explanation: { en: 'haben takes a direct object in the accusative: keinen Bruder.', ua: 'Дієслово haben має прямий додаток у знахідному відмінку (Akkusativ): keinen Bruder.', de: 'Nach haben steht das Objekt im Akkusativ: keinen Bruder.', ru: 'Глагол haben требует прямого дополнения в винительном падеже (Akkusativ): keinen Bruder.', be: 'Дзеяслоў haben патрабуе прамога дапаўнення ў вінавальным склоне (Akkusativ): keinen Bruder.', tr: 'haben fiilinin nesnesi Akkusativ olur: keinen Bruder.', pl: 'Czasownik haben łączy się z dopełnieniem w bierniku (Akkusativ): keinen Bruder.', es: 'haben lleva complemento directo en acusativo: keinen Bruder.' } },
      { question: 'Wir wohnen bei [unseren Eltern]. — Fall: ___', answer: 'Dativ', explanation: { en: 'bei always takes the dative.', ua: 'Прийменник bei завжди вимагає давального відмінка (Dativ).', de: 'Die Präposition bei verlangt immer den Dativ.', ru: 'Предлог bei всегда требует дательного падежа (Dativ).', be: 'Прыназоўнік bei заўсёды патрабуе давальнага склону (Dativ).', tr: 'bei edatı her zaman Dativ ister.', pl: 'Przyimek bei zawsze łączy się z celownikiem (Dativ).', es: 'bei siempre va con dativo.' } },
      { question: 'Wir wohnen in der Nähe [des Bahnhofs]. — Fall: ___', answer: 'Genitiv', explanation: { en: 'in der Nähe takes the genitive: des Bahnhofs.', ua: 'Вираз in der Nähe вимагає родового відмінка (Genitiv): des Bahnhofs.', de: 'Nach in der Nähe steht der Genitiv: des Bahnhofs.', ru: 'Выражение in der Nähe требует родительного падежа (Genitiv): des Bahnhofs.', be: 'Выраз in der Nähe патрабуе роднага склону (Genitiv): des Bahnhofs.', tr: 'in der Nähe ifadesi Genitiv ister: des Bahnhofs.', pl: 'Wyrażenie in der Nähe łączy się z dopełniaczem (Genitiv): des Bahnhofs.', es: 'in der Nähe va con genitivo: des Bahnhofs.' } },
      { question: 'Das Fahrrad [meines Bruders] ist neu. — Fall: ___', answer: 'Genitiv', explanation: { en: 'Whose bike? The owner is in the genitive: meines Bruders, with -s.', ua: 'Чий велосипед? Власник стоїть у родовому відмінку (Genitiv): meines Bruders, із -s.', de: 'Wessen Fahrrad? Der Besitzer steht im Genitiv: meines Bruders, mit -s.', ru: 'Чей велосипед? Владелец стоит в родительном падеже (Genitiv): meines Bruders, с -s.', be: 'Чый ровар? Уладальнік стаіць у родным склоне (Genitiv): meines Bruders, з -s.', tr: 'Kimin bisikleti? Sahibi Genitiv (ilgi hâli) olur: meines Bruders, -s ile.', pl: 'Czyj rower? Właściciel stoi w dopełniaczu (Genitiv): meines Bruders, z -s.', es: '¿De quién es la bici? El dueño va en genitivo: meines Bruders, con -s.' } },
      { question: 'Ich brauche [einen Stift]. — Fall: ___', answer: 'Akkusativ', explanation: { en: 'What do I need? brauchen takes a direct object in the accusative.', ua: 'Що мені потрібно? Дієслово brauchen має прямий додаток у знахідному відмінку (Akkusativ).', de: 'Was brauche ich? Nach brauchen steht das Objekt im Akkusativ.', ru: 'Что мне нужно? Глагол brauchen требует прямого дополнения в винительном падеже (Akkusativ).', be: 'Што мне трэба? Дзеяслоў brauchen патрабуе прамога дапаўнення ў вінавальным склоне (Akkusativ).', tr: 'Neye ihtiyacım var? brauchen fiilinin nesnesi Akkusativ olur.', pl: 'Czego potrzebuję? Czasownik brauchen łączy się z dopełnieniem w bierniku (Akkusativ).', es: '¿Qué necesito? brauchen lleva complemento directo en acusativo.' } },
      { question: 'Er fährt mit [dem Bus]. — Fall: ___', answer: 'Dativ', explanation: { en: 'mit always takes the dative.', ua: 'Прийменник mit завжди вимагає давального відмінка (Dativ).', de: 'Die Präposition mit verlangt immer den Dativ.', ru: 'Предлог mit всегда требует дательного падежа (Dativ).', be: 'Прыназоўнік mit заўсёды патрабуе давальнага склону (Dativ).', tr: 'mit edatı her zaman Dativ ister.', pl: 'Przyimek mit zawsze łączy się z celownikiem (Dativ).', es: 'mit siempre va con dativo.' } },
      { question: 'Die Farbe [der Tasche] ist rot. — Fall: ___', answer: 'Genitiv', explanation: { en: 'Whose colour? The bag’s: der Tasche is the feminine genitive.', ua: 'Чий колір? Сумки: der Tasche — родовий відмінок (Genitiv) жіночого роду.', de: 'Wessen Farbe? „der Tasche“ ist Genitiv feminin.', ru: 'Чей цвет? Сумки: der Tasche — родительный падеж (Genitiv) женского рода.', be: 'Чый колер? Сумкі: der Tasche — родны склон (Genitiv) жаночага роду.', tr: 'Kimin rengi? Çantanın: der Tasche, dişil Genitiv biçimidir.', pl: 'Czyj kolor? Torby: der Tasche to dopełniacz (Genitiv) rodzaju żeńskiego.', es: '¿De qué es el color? De la bolsa: der Tasche es el genitivo femenino.' } },
      { question: 'Das Kleid gefällt [meiner Tochter]. — Fall: ___', answer: 'Dativ', explanation: { en: 'gefallen always takes the dative: the person who likes it, meiner Tochter.', ua: 'Дієслово gefallen завжди вимагає давального відмінка (Dativ): meiner Tochter.', de: 'Das Verb gefallen verlangt immer den Dativ: meiner Tochter.', ru: 'Глагол gefallen всегда требует дательного падежа (Dativ): meiner Tochter.', be: 'Дзеяслоў gefallen заўсёды патрабуе давальнага склону (Dativ): meiner Tochter.', tr: 'gefallen fiili her zaman Dativ ister: meiner Tochter.', pl: 'Czasownik gefallen zawsze łączy się z celownikiem (Dativ): meiner Tochter.', es: 'gefallen siempre va con dativo: meiner Tochter.' } },
      { question: 'Das Geschenk ist für [meinen Vater]. — Fall: ___', answer: 'Akkusativ', explanation: { en: 'für always takes the accusative.', ua: 'Прийменник für завжди вимагає знахідного відмінка (Akkusativ).', de: 'Die Präposition für verlangt immer den Akkusativ.', ru: 'Предлог für всегда требует винительного падежа (Akkusativ).', be: 'Прыназоўнік für заўсёды патрабуе вінавальнага склону (Akkusativ).', tr: 'für edatı her zaman Akkusativ ister.', pl: 'Przyimek für zawsze łączy się z biernikiem (Akkusativ).', es: 'für siempre va con acusativo.' } },
      { question: 'Das Buch gehört [dem Lehrer]. — Fall: ___', answer: 'Dativ', explanation: { en: 'gehören always takes the dative.', ua: 'Дієслово gehören завжди вимагає давального відмінка (Dativ).', de: 'Das Verb gehören verlangt immer den Dativ.', ru: 'Глагол gehören всегда требует дательного падежа (Dativ).', be: 'Дзеяслоў gehören заўсёды патрабуе давальнага склону (Dativ).', tr: 'gehören fiili her zaman Dativ ister.', pl: 'Czasownik gehören zawsze łączy się z celownikiem (Dativ).', es: 'gehören siempre va con dativo.' } },
      { question: 'Das ist das Zimmer [meiner Schwester]. — Fall: ___', answer: 'Genitiv', explanation: { en: 'Whose room? The feminine genitive: meiner Schwester.', ua: 'Чия кімната? Родовий відмінок (Genitiv) жіночого роду: meiner Schwester.', de: 'Wessen Zimmer? Genitiv feminin: meiner Schwester.', ru: 'Чья комната? Родительный падеж (Genitiv) женского рода: meiner Schwester.', be: 'Чый пакой? Родны склон (Genitiv) жаночага роду: meiner Schwester.', tr: 'Kimin odası? Dişil Genitiv: meiner Schwester.', pl: 'Czyj pokój? Dopełniacz (Genitiv) rodzaju żeńskiego: meiner Schwester.', es: '¿De quién es la habitación? Genitivo femenino: meiner Schwester.' } },
      { question: 'Der Lehrer [der Kinder] ist sehr nett. — Fall: ___', answer: 'Genitiv', explanation: { en: 'Whose teacher? The children’s: der Kinder is the plural genitive.', ua: 'Чий учитель? Дітей: der Kinder — родовий відмінок (Genitiv) множини.', de: 'Wessen Lehrer? „der Kinder“ ist Genitiv Plural.', ru: 'Чей учитель? Детей: der Kinder — родительный падеж (Genitiv) множественного числа.', be: 'Чый настаўнік? Дзяцей: der Kinder — родны склон (Genitiv) множнага ліку.', tr: 'Kimin öğretmeni? Çocukların: der Kinder, çoğul Genitiv biçimidir.', pl: 'Czyj nauczyciel? Dzieci: der Kinder to dopełniacz (Genitiv) liczby mnogiej.', es: '¿De quién es el profesor? De los niños: der Kinder es el genitivo plural.' } },
      { question: 'Wir gehen durch [den Park]. — Fall: ___', answer: 'Akkusativ', explanation: { en: 'durch always takes the accusative.', ua: 'Прийменник durch завжди вимагає знахідного відмінка (Akkusativ).', de: 'Die Präposition durch verlangt immer den Akkusativ.', ru: 'Предлог durch всегда требует винительного падежа (Akkusativ).', be: 'Прыназоўнік durch заўсёды патрабуе вінавальнага склону (Akkusativ).', tr: 'durch edatı her zaman Akkusativ ister.', pl: 'Przyimek durch zawsze łączy się z biernikiem (Akkusativ).', es: 'durch siempre va con acusativo.' } },
      { question: 'Nach [dem Essen] trinke ich Kaffee. — Fall: ___', answer: 'Dativ', explanation: { en: 'nach always takes the dative.', ua: 'Прийменник nach завжди вимагає давального відмінка (Dativ).', de: 'Die Präposition nach verlangt immer den Dativ.', ru: 'Предлог nach всегда требует дательного падежа (Dativ).', be: 'Прыназоўнік nach заўсёды патрабуе давальнага склону (Dativ).', tr: 'nach edatı her zaman Dativ ister.', pl: 'Przyimek nach zawsze łączy się z celownikiem (Dativ).', es: 'nach siempre va con dativo.' } },
      { question: 'Wegen [des Regens] bleiben wir zu Hause. — Fall: ___', answer: 'Genitiv', explanation: { en: 'wegen takes the genitive: des Regens.', ua: 'Прийменник wegen вимагає родового відмінка (Genitiv): des Regens.', de: 'Die Präposition wegen verlangt den Genitiv: des Regens.', ru: 'Предлог wegen требует родительного падежа (Genitiv): des Regens.', be: 'Прыназоўнік wegen патрабуе роднага склону (Genitiv): des Regens.', tr: 'wegen edatı Genitiv ister: des Regens.', pl: 'Przyimek wegen łączy się z dopełniaczem (Genitiv): des Regens.', es: 'wegen va con genitivo: des Regens.' } },
      { question: 'Ich rufe [meinen Freund] an. — Fall: ___', answer: 'Akkusativ', explanation: { en: 'Whom do I call? anrufen takes a direct object in the accusative: meinen Freund.', ua: 'Кому я дзвоню? Дієслово anrufen має прямий додаток у знахідному відмінку (Akkusativ): meinen Freund.', de: 'Wen rufe ich an? Nach anrufen steht das Objekt im Akkusativ: meinen Freund.', ru: 'Кому я звоню? Глагол anrufen требует прямого дополнения в винительном падеже (Akkusativ): meinen Freund.', be: 'Каму я тэлефаную? Дзеяслоў anrufen патрабуе прамога дапаўнення ў вінавальным склоне (Akkusativ): meinen Freund.', tr: 'Kimi arıyorum? anrufen fiilinin nesnesi Akkusativ olur: meinen Freund.', pl: 'Do kogo dzwonię? Czasownik anrufen łączy się z dopełnieniem w bierniku (Akkusativ): meinen Freund.', es: '¿A quién llamo? anrufen lleva complemento directo en acusativo: meinen Freund.' } },
      { question: 'Wir danken [unserer Lehrerin]. — Fall: ___', answer: 'Dativ', explanation: { en: 'danken always takes the dative: unserer Lehrerin.', ua: 'Дієслово danken завжди вимагає давального відмінка (Dativ): unserer Lehrerin.', de: 'Das Verb danken verlangt immer den Dativ: unserer Lehrerin.', ru: 'Глагол danken всегда требует дательного падежа (Dativ): unserer Lehrerin.', be: 'Дзеяслоў danken заўсёды патрабуе давальнага склону (Dativ): unserer Lehrerin.', tr: 'danken fiili her zaman Dativ ister: unserer Lehrerin.', pl: 'Czasownik danken zawsze łączy się z celownikiem (Dativ): unserer Lehrerin.', es: 'danken siempre va con dativo: unserer Lehrerin.' } },
      { question: 'Die Farbe [des Autos] gefällt mir. — Fall: ___', answer: 'Genitiv', explanation: { en: 'Whose colour? The car’s: des Autos, with -s.', ua: 'Чий колір? Автомобіля: des Autos, із -s.', de: 'Wessen Farbe? Die Farbe vom Auto: des Autos, mit -s.', ru: 'Чей цвет? Машины: des Autos, с -s.', be: 'Чый колер? Машыны: des Autos, з -s.', tr: 'Kimin rengi? Arabanın: des Autos, -s ile.', pl: 'Czyj kolor? Samochodu: des Autos, z -s.', es: '¿El color de qué? Del coche: des Autos, con -s.' } },
      { question: 'Das Ende [des Films] ist traurig. — Fall: ___', answer: 'Genitiv', explanation: { en: 'Whose end? The film’s: des Films, with -s.', ua: 'Чий кінець? Фільму: des Films, із -s.', de: 'Wessen Ende? Das Ende vom Film: des Films, mit -s.', ru: 'Чей конец? Фильма: des Films, с -s.', be: 'Чый канец? Фільма: des Films, з -s.', tr: 'Neyin sonu? Filmin: des Films, -s ile.', pl: 'Czyj koniec? Filmu: des Films, z -s.', es: '¿El final de qué? De la película: des Films, con -s.' } },
      { question: 'Ich gehe ohne [meinen Bruder] ins Kino. — Fall: ___', answer: 'Akkusativ', explanation: { en: 'ohne always takes the accusative.', ua: 'Прийменник ohne завжди вимагає знахідного відмінка (Akkusativ).', de: 'Die Präposition ohne verlangt immer den Akkusativ.', ru: 'Предлог ohne всегда требует винительного падежа (Akkusativ).', be: 'Прыназоўнік ohne заўсёды патрабуе вінавальнага склону (Akkusativ).', tr: 'ohne edatı her zaman Akkusativ ister.', pl: 'Przyimek ohne zawsze łączy się z biernikiem (Akkusativ).', es: 'ohne siempre va con acusativo.' } },
      { question: 'Sie wohnt seit [einem Jahr] in Wien. — Fall: ___', answer: 'Dativ', explanation: { en: 'seit always takes the dative: einem Jahr.', ua: 'Прийменник seit завжди вимагає давального відмінка (Dativ): einem Jahr.', de: 'Die Präposition seit verlangt immer den Dativ: einem Jahr.', ru: 'Предлог seit всегда требует дательного падежа (Dativ): einem Jahr.', be: 'Прыназоўнік seit заўсёды патрабуе давальнага склону (Dativ): einem Jahr.', tr: 'seit edatı her zaman Dativ ister: einem Jahr.', pl: 'Przyimek seit zawsze łączy się z celownikiem (Dativ): einem Jahr.', es: 'seit siempre va con dativo: einem Jahr.' } },
      { question: 'Das Kleid gefällt [meiner Schwester]. — Fall: ___', answer: 'Dativ', explanation: { en: 'Who likes it? gefallen names the person in the dative: meiner Schwester; das Kleid is the subject.', ua: 'Кому подобається? Дієслово gefallen ставить особу в давальний відмінок (Dativ): meiner Schwester; das Kleid — підмет.', de: 'Wem gefällt das Kleid? Bei gefallen steht die Person im Dativ: meiner Schwester. Das Kleid ist das Subjekt.', ru: 'Кому нравится? Глагол gefallen ставит лицо в дательный падеж (Dativ): meiner Schwester; das Kleid — подлежащее.', be: 'Каму падабаецца? Дзеяслоў gefallen ставіць асобу ў давальны склон (Dativ): meiner Schwester; das Kleid — дзейнік.', tr: 'Kim beğeniyor? gefallen fiilinde kişi Dativ olur: meiner Schwester; das Kleid öznedir.', pl: 'Komu się podoba? Czasownik gefallen stawia osobę w celowniku (Dativ): meiner Schwester; das Kleid to podmiot.', es: '¿A quién le gusta? Con gefallen la persona va en dativo: meiner Schwester; das Kleid es el sujeto.' } },
    ],
  },
};

export default topic;
