import type { A1Topic } from '../types';

const topic: A1Topic = {
  slug: 'personal-pronouns-accusative',
  type: 'personal pronouns',
  title: {
    en: 'Personal pronouns: accusative',
    ua: 'Особові займенники: знахідний відмінок',
    de: 'Personalpronomen im Akkusativ',
    ru: 'Личные местоимения: винительный падеж',
    be: 'Асабовыя займеннікі: вінавальны склон',
    tr: 'Kişi zamirleri: -i hâli (Akkusativ)',
    pl: 'Zaimki osobowe: biernik',
    es: 'Pronombres personales: acusativo',
  },
  descr: {
    en: 'Learn mich, dich, ihn, sie, es, uns, euch and Sie for the person or thing an action is done to.',
    ua: 'Вивчіть mich, dich, ihn, sie, es, uns, euch і Sie — займенники для особи чи предмета, на які спрямована дія.',
    de: 'Lerne mich, dich, ihn, sie, es, uns, euch und Sie für die Person oder die Sache, die das Objekt ist.',
    ru: 'Выучите mich, dich, ihn, sie, es, uns, euch и Sie — местоимения для лица или предмета, на который направлено действие.',
    be: 'Вывучыце mich, dich, ihn, sie, es, uns, euch і Sie — займеннікі для асобы ці прадмета, на якія накіравана дзеянне.',
    tr: 'Eylemden etkilenen kişi veya şey için mich, dich, ihn, sie, es, uns, euch ve Sie zamirlerini öğrenin.',
    pl: 'Poznaj mich, dich, ihn, sie, es, uns, euch i Sie – zaimki dla osoby lub rzeczy, na którą skierowana jest czynność.',
    es: 'Aprende mich, dich, ihn, sie, es, uns, euch y Sie para la persona o cosa que recibe la acción.',
  },
  rules: {
    en: [
      {
        heading: 'Whom? The accusative',
        paragraphs: [
          'An accusative pronoun is the direct object: the person or thing the action is done to. You ask "Wen?" (whom?) or "Was?" (what?): Ich sehe den Mann. → Ich sehe ihn.',
          'Many everyday verbs take an accusative object: sehen, besuchen, fragen, lieben, kennen, verstehen, anrufen, abholen, finden, brauchen, kaufen. The prepositions für, ohne, um, durch and gegen are always followed by the accusative: für mich, ohne dich.',
        ],
        examples: [
          { de: 'Ich liebe dich.', tr: 'I love you.' },
          { de: 'Das Geschenk ist für dich.', tr: 'The present is for you.' },
        ],
      },
      {
        heading: 'The forms',
        paragraphs: [
          'Only ich, du, er, wir and ihr have their own accusative form. sie, es, sie (they) and Sie stay the same as in the nominative.',
        ],
        table: {
          caption: 'Personal pronouns: nominative and accusative',
          head: ['Nominative', 'Accusative', 'Meaning'],
          rows: [
            ['ich', 'mich', 'me'],
            ['du', 'dich', 'you'],
            ['er', 'ihn', 'him'],
            ['sie', 'sie', 'her'],
            ['es', 'es', 'it'],
            ['wir', 'uns', 'us'],
            ['ihr', 'euch', 'you (several people)'],
            ['sie', 'sie', 'them'],
            ['Sie', 'Sie', 'you (polite)'],
          ],
        },
      },
      {
        heading: 'ihn, sie, es for things',
        paragraphs: [
          'For things, the pronoun follows the gender of the noun, just as in the nominative: der Rock → ihn, die Tasche → sie, das Buch → es, plural → sie.',
          'Only der-words change: er becomes ihn. So when the object is a der-word, you need ihn.',
        ],
        examples: [
          { de: 'Der Rock ist schön. Ich kaufe ihn.', tr: 'The skirt is nice. I will buy it.' },
          { de: 'Wo ist mein Handy? Ich finde es nicht.', tr: 'Where is my mobile? I cannot find it.' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'Do not use the dative instead of the accusative: ✗ Ich liebe dir → ✓ Ich liebe dich. ✗ Ich besuche ihm → ✓ Ich besuche ihn.',
          'But some verbs take the dative, not the accusative: helfen, danken, gefallen, gehören. ✗ Ich helfe dich → ✓ Ich helfe dir. Learn each verb together with its case.',
          'Do not forget ihn when you replace a thing with der: ✗ Der Tisch ist schön, ich kaufe er → ✓ ich kaufe ihn.',
        ],
        examples: [{ de: 'Frau Müller, ich verstehe Sie nicht.', tr: 'Mrs Müller, I do not understand you.' }],
      },
    ],
    ua: [
      {
        heading: 'Кого? Що? Знахідний відмінок (Akkusativ)',
        paragraphs: [
          'Займенник у знахідному відмінку — це прямий додаток: особа чи предмет, на які спрямована дія. Питання: «Wen?» (кого?) або «Was?» (що?): Ich sehe den Mann. → Ich sehe ihn.',
          'Багато повсякденних дієслів мають додаток у знахідному відмінку: sehen, besuchen, fragen, lieben, kennen, verstehen, anrufen, abholen, finden, brauchen, kaufen. Після прийменників für, ohne, um, durch і gegen завжди стоїть знахідний відмінок: für mich, ohne dich.',
        ],
        examples: [
          { de: 'Ich liebe dich.', tr: 'Я тебе кохаю.' },
          { de: 'Das Geschenk ist für dich.', tr: 'Подарунок для тебе.' },
        ],
      },
      {
        heading: 'Форми',
        paragraphs: [
          'Окрему форму знахідного відмінка мають лише ich, du, er, wir та ihr. sie, es, sie (вони) і Sie такі самі, як у називному відмінку.',
        ],
        table: {
          caption: 'Особові займенники: називний і знахідний відмінки',
          head: ['Називний', 'Знахідний', 'Значення'],
          rows: [
            ['ich', 'mich', 'мене'],
            ['du', 'dich', 'тебе'],
            ['er', 'ihn', 'його'],
            ['sie', 'sie', 'її'],
            ['es', 'es', 'його (воно)'],
            ['wir', 'uns', 'нас'],
            ['ihr', 'euch', 'вас (кілька осіб)'],
            ['sie', 'sie', 'їх'],
            ['Sie', 'Sie', 'Вас (ввічливо)'],
          ],
        },
      },
      {
        heading: 'ihn, sie, es для предметів',
        paragraphs: [
          'Для предметів займенник залежить від роду іменника, як і в називному відмінку: der Rock → ihn, die Tasche → sie, das Buch → es, множина → sie.',
          'Змінюються лише слова з der: er стає ihn. Тож якщо додаток — слово з der, потрібне ihn.',
        ],
        examples: [
          { de: 'Der Rock ist schön. Ich kaufe ihn.', tr: 'Спідниця гарна. Я її куплю.' },
          { de: 'Wo ist mein Handy? Ich finde es nicht.', tr: 'Де мій мобільний? Я не можу його знайти.' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Не вживайте давальний відмінок замість знахідного: ✗ Ich liebe dir → ✓ Ich liebe dich. ✗ Ich besuche ihm → ✓ Ich besuche ihn.',
          'Але деякі дієслова вимагають давального, а не знахідного відмінка: helfen, danken, gefallen, gehören. ✗ Ich helfe dich → ✓ Ich helfe dir. Вчіть кожне дієслово разом з його відмінком.',
          'Не забувайте про ihn, коли замінюєте предмет з артиклем der: ✗ Der Tisch ist schön, ich kaufe er → ✓ ich kaufe ihn.',
        ],
        examples: [{ de: 'Frau Müller, ich verstehe Sie nicht.', tr: 'Пані Мюллер, я Вас не розумію.' }],
      },
    ],
    de: [
      {
        heading: 'Wen oder was? Der Akkusativ',
        paragraphs: [
          'Das Pronomen im Akkusativ ist das direkte Objekt: die Person oder die Sache, mit der etwas passiert. Man fragt mit „Wen?“ oder „Was?“: Ich sehe den Mann. → Ich sehe ihn.',
          'Viele Verben im Alltag haben ein Akkusativobjekt: sehen, besuchen, fragen, lieben, kennen, verstehen, anrufen, abholen, finden, brauchen, kaufen. Nach den Präpositionen für, ohne, um, durch und gegen steht immer der Akkusativ: für mich, ohne dich.',
        ],
        examples: [
          { de: 'Ich liebe dich.', tr: 'dich = Akkusativ von du (lieben + Akkusativ)' },
          { de: 'Das Geschenk ist für dich.', tr: 'für + Akkusativ' },
        ],
      },
      {
        heading: 'Die Formen',
        paragraphs: ['Nur ich, du, er, wir und ihr haben eine eigene Form im Akkusativ. sie, es, sie (Plural) und Sie bleiben gleich.'],
        table: {
          caption: 'Personalpronomen: Nominativ und Akkusativ',
          head: ['Nominativ', 'Akkusativ', 'Person'],
          rows: [
            ['ich', 'mich', '1. Person Singular'],
            ['du', 'dich', '2. Person Singular'],
            ['er', 'ihn', '3. Person Singular, maskulin'],
            ['sie', 'sie', '3. Person Singular, feminin'],
            ['es', 'es', '3. Person Singular, neutral'],
            ['wir', 'uns', '1. Person Plural'],
            ['ihr', 'euch', '2. Person Plural'],
            ['sie', 'sie', '3. Person Plural'],
            ['Sie', 'Sie', 'Höflichkeitsform'],
          ],
        },
      },
      {
        heading: 'ihn, sie, es für Sachen',
        paragraphs: [
          'Für Sachen passt das Pronomen zum Artikel, wie im Nominativ: der Rock → ihn, die Tasche → sie, das Buch → es, Plural → sie.',
          'Nur bei Nomen mit der ändert sich das Pronomen: er wird zu ihn. Ist das Objekt ein Nomen mit der, braucht man also ihn.',
        ],
        examples: [
          { de: 'Der Rock ist schön. Ich kaufe ihn.', tr: 'ihn = den Rock' },
          { de: 'Wo ist mein Handy? Ich finde es nicht.', tr: 'es = das Handy' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'Nimm nicht den Dativ statt den Akkusativ: ✗ Ich liebe dir → ✓ Ich liebe dich. ✗ Ich besuche ihm → ✓ Ich besuche ihn.',
          'Aber einige Verben haben den Dativ: helfen, danken, gefallen, gehören. ✗ Ich helfe dich → ✓ Ich helfe dir. Lerne jedes Verb mit seinem Kasus.',
          'Vergiss ihn nicht bei Sachen mit der: ✗ Der Tisch ist schön, ich kaufe er → ✓ ich kaufe ihn.',
        ],
        examples: [{ de: 'Frau Müller, ich verstehe Sie nicht.', tr: 'Sie = Akkusativ der Höflichkeitsform' }],
      },
    ],
    ru: [
      {
        heading: 'Кого? Что? Винительный падеж (Akkusativ)',
        paragraphs: [
          'Местоимение в винительном падеже — это прямое дополнение: лицо или предмет, на который направлено действие. Вопрос: «Wen?» (кого?) или «Was?» (что?): Ich sehe den Mann. → Ich sehe ihn.',
          'Многие повседневные глаголы имеют дополнение в винительном падеже: sehen, besuchen, fragen, lieben, kennen, verstehen, anrufen, abholen, finden, brauchen, kaufen. После предлогов für, ohne, um, durch и gegen всегда стоит винительный падеж: für mich, ohne dich.',
        ],
        examples: [
          { de: 'Ich liebe dich.', tr: 'Я тебя люблю.' },
          { de: 'Das Geschenk ist für dich.', tr: 'Подарок для тебя.' },
        ],
      },
      {
        heading: 'Формы',
        paragraphs: [
          'Особую форму винительного падежа имеют только ich, du, er, wir и ihr. sie, es, sie (они) и Sie такие же, как в именительном падеже.',
        ],
        table: {
          caption: 'Личные местоимения: именительный и винительный падежи',
          head: ['Именительный', 'Винительный', 'Значение'],
          rows: [
            ['ich', 'mich', 'меня'],
            ['du', 'dich', 'тебя'],
            ['er', 'ihn', 'его'],
            ['sie', 'sie', 'её'],
            ['es', 'es', 'его (оно)'],
            ['wir', 'uns', 'нас'],
            ['ihr', 'euch', 'вас (несколько человек)'],
            ['sie', 'sie', 'их'],
            ['Sie', 'Sie', 'Вас (вежливо)'],
          ],
        },
      },
      {
        heading: 'ihn, sie, es для предметов',
        paragraphs: [
          'Для предметов местоимение зависит от рода существительного, как и в именительном падеже: der Rock → ihn, die Tasche → sie, das Buch → es, множественное число → sie.',
          'Меняются только слова с der: er превращается в ihn. Поэтому, если дополнение — слово с der, нужно ihn.',
        ],
        examples: [
          { de: 'Der Rock ist schön. Ich kaufe ihn.', tr: 'Юбка красивая. Я её куплю.' },
          { de: 'Wo ist mein Handy? Ich finde es nicht.', tr: 'Где мой мобильный? Я не могу его найти.' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'Не используйте дательный падеж вместо винительного: ✗ Ich liebe dir → ✓ Ich liebe dich. ✗ Ich besuche ihm → ✓ Ich besuche ihn.',
          'Но некоторые глаголы требуют дательного, а не винительного падежа: helfen, danken, gefallen, gehören. ✗ Ich helfe dich → ✓ Ich helfe dir. Учите каждый глагол вместе с его падежом.',
          'Не забывайте ihn, когда заменяете предмет с артиклем der: ✗ Der Tisch ist schön, ich kaufe er → ✓ ich kaufe ihn.',
        ],
        examples: [{ de: 'Frau Müller, ich verstehe Sie nicht.', tr: 'Госпожа Мюллер, я Вас не понимаю.' }],
      },
    ],
    be: [
      {
        heading: 'Каго? Што? Вінавальны склон (Akkusativ)',
        paragraphs: [
          'Займеннік у вінавальным склоне — гэта прамое дапаўненне: асоба або прадмет, на якія накіравана дзеянне. Пытанне: «Wen?» (каго?) або «Was?» (што?): Ich sehe den Mann. → Ich sehe ihn.',
          'Многія штодзённыя дзеясловы маюць дапаўненне ў вінавальным склоне: sehen, besuchen, fragen, lieben, kennen, verstehen, anrufen, abholen, finden, brauchen, kaufen. Пасля прыназоўнікаў für, ohne, um, durch і gegen заўсёды стаіць вінавальны склон: für mich, ohne dich.',
        ],
        examples: [
          { de: 'Ich liebe dich.', tr: 'Я цябе кахаю.' },
          { de: 'Das Geschenk ist für dich.', tr: 'Падарунак для цябе.' },
        ],
      },
      {
        heading: 'Формы',
        paragraphs: [
          'Асобную форму вінавальнага склону маюць толькі ich, du, er, wir і ihr. sie, es, sie (яны) і Sie такія самыя, як у назоўным склоне.',
        ],
        table: {
          caption: 'Асабовыя займеннікі: назоўны і вінавальны склоны',
          head: ['Назоўны', 'Вінавальны', 'Значэнне'],
          rows: [
            ['ich', 'mich', 'мяне'],
            ['du', 'dich', 'цябе'],
            ['er', 'ihn', 'яго'],
            ['sie', 'sie', 'яе'],
            ['es', 'es', 'яго (яно)'],
            ['wir', 'uns', 'нас'],
            ['ihr', 'euch', 'вас (некалькі асоб)'],
            ['sie', 'sie', 'іх'],
            ['Sie', 'Sie', 'Вас (ветліва)'],
          ],
        },
      },
      {
        heading: 'ihn, sie, es для прадметаў',
        paragraphs: [
          'Для прадметаў займеннік залежыць ад роду назоўніка, як і ў назоўным склоне: der Rock → ihn, die Tasche → sie, das Buch → es, множны лік → sie.',
          'Змяняюцца толькі словы з der: er ператвараецца ў ihn. Таму, калі дапаўненне — слова з der, патрэбна ihn.',
        ],
        examples: [
          { de: 'Der Rock ist schön. Ich kaufe ihn.', tr: 'Спадніца прыгожая. Я яе куплю.' },
          { de: 'Wo ist mein Handy? Ich finde es nicht.', tr: 'Дзе мой мабільны? Я не магу яго знайсці.' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Не ўжывайце давальны склон замест вінавальнага: ✗ Ich liebe dir → ✓ Ich liebe dich. ✗ Ich besuche ihm → ✓ Ich besuche ihn.',
          'Але некаторыя дзеясловы патрабуюць давальнага, а не вінавальнага склону: helfen, danken, gefallen, gehören. ✗ Ich helfe dich → ✓ Ich helfe dir. Вучыце кожны дзеяслоў разам з яго склонам.',
          'Не забывайце пра ihn, калі замяняеце прадмет з артыклем der: ✗ Der Tisch ist schön, ich kaufe er → ✓ ich kaufe ihn.',
        ],
        examples: [{ de: 'Frau Müller, ich verstehe Sie nicht.', tr: 'Спадарыня Мюлер, я Вас не разумею.' }],
      },
    ],
    tr: [
      {
        heading: 'Kimi? Neyi? -i hâli (Akkusativ)',
        paragraphs: [
          'Akkusativ’deki zamir nesnedir: eylemden doğrudan etkilenen kişi veya şey. “Wen?” (kimi?) ya da “Was?” (neyi?) diye sorulur: Ich sehe den Mann. → Ich sehe ihn.',
          'Günlük hayatta birçok fiil Akkusativ nesne alır: sehen, besuchen, fragen, lieben, kennen, verstehen, anrufen, abholen, finden, brauchen, kaufen. für, ohne, um, durch ve gegen edatlarından sonra her zaman Akkusativ gelir: für mich, ohne dich.',
        ],
        examples: [
          { de: 'Ich liebe dich.', tr: 'Seni seviyorum.' },
          { de: 'Das Geschenk ist für dich.', tr: 'Hediye senin için.' },
        ],
      },
      {
        heading: 'Biçimler',
        paragraphs: [
          'Yalnızca ich, du, er, wir ve ihr zamirlerinin ayrı bir Akkusativ biçimi vardır. sie, es, sie (onlar) ve Sie yalın hâldekiyle aynıdır.',
        ],
        table: {
          caption: 'Kişi zamirleri: yalın hâl ve Akkusativ',
          head: ['Yalın hâl', 'Akkusativ', 'Anlamı'],
          rows: [
            ['ich', 'mich', 'beni'],
            ['du', 'dich', 'seni'],
            ['er', 'ihn', 'onu (eril)'],
            ['sie', 'sie', 'onu (dişil)'],
            ['es', 'es', 'onu (nötr)'],
            ['wir', 'uns', 'bizi'],
            ['ihr', 'euch', 'sizi (birkaç kişi)'],
            ['sie', 'sie', 'onları'],
            ['Sie', 'Sie', 'sizi (resmî)'],
          ],
        },
      },
      {
        heading: 'Eşyalar için ihn, sie, es',
        paragraphs: [
          'Eşyalar için zamir, yalın hâlde olduğu gibi ismin cinsiyetine bağlıdır: der Rock → ihn, die Tasche → sie, das Buch → es, çoğul → sie.',
          'Yalnızca der alan kelimelerde zamir değişir: er, ihn olur. Yani nesne der alan bir kelimeyse ihn gerekir.',
        ],
        examples: [
          { de: 'Der Rock ist schön. Ich kaufe ihn.', tr: 'Etek güzel. Onu alıyorum.' },
          { de: 'Wo ist mein Handy? Ich finde es nicht.', tr: 'Cep telefonum nerede? Onu bulamıyorum.' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'Akkusativ yerine Dativ kullanmayın: ✗ Ich liebe dir → ✓ Ich liebe dich. ✗ Ich besuche ihm → ✓ Ich besuche ihn.',
          'Ama bazı fiiller Akkusativ değil, Dativ ister: helfen, danken, gefallen, gehören. ✗ Ich helfe dich → ✓ Ich helfe dir. Her fiili aldığı hâlle birlikte öğrenin.',
          'der alan bir eşyanın yerine zamir koyarken ihn’i unutmayın: ✗ Der Tisch ist schön, ich kaufe er → ✓ ich kaufe ihn.',
        ],
        examples: [{ de: 'Frau Müller, ich verstehe Sie nicht.', tr: 'Müller Hanım, sizi anlamıyorum.' }],
      },
    ],
    pl: [
      {
        heading: 'Kogo? Co? Biernik (Akkusativ)',
        paragraphs: [
          'Zaimek w bierniku to dopełnienie bliższe: osoba lub rzecz, na którą skierowana jest czynność. Pytamy „Wen?” (kogo?) albo „Was?” (co?): Ich sehe den Mann. → Ich sehe ihn.',
          'Wiele codziennych czasowników ma dopełnienie w bierniku: sehen, besuchen, fragen, lieben, kennen, verstehen, anrufen, abholen, finden, brauchen, kaufen. Po przyimkach für, ohne, um, durch i gegen zawsze stoi biernik: für mich, ohne dich.',
        ],
        examples: [
          { de: 'Ich liebe dich.', tr: 'Kocham cię.' },
          { de: 'Das Geschenk ist für dich.', tr: 'Prezent jest dla ciebie.' },
        ],
      },
      {
        heading: 'Formy',
        paragraphs: ['Osobną formę biernika mają tylko ich, du, er, wir i ihr. sie, es, sie (oni) i Sie są takie same jak w mianowniku.'],
        table: {
          caption: 'Zaimki osobowe: mianownik i biernik',
          head: ['Mianownik', 'Biernik', 'Znaczenie'],
          rows: [
            ['ich', 'mich', 'mnie'],
            ['du', 'dich', 'cię / ciebie'],
            ['er', 'ihn', 'go / jego'],
            ['sie', 'sie', 'ją'],
            ['es', 'es', 'je (ono)'],
            ['wir', 'uns', 'nas'],
            ['ihr', 'euch', 'was (kilka osób)'],
            ['sie', 'sie', 'ich / je'],
            ['Sie', 'Sie', 'Pana / Panią / Państwa'],
          ],
        },
      },
      {
        heading: 'ihn, sie, es dla rzeczy',
        paragraphs: [
          'Dla rzeczy zaimek zależy od rodzaju rzeczownika, tak jak w mianowniku: der Rock → ihn, die Tasche → sie, das Buch → es, liczba mnoga → sie.',
          'Zmieniają się tylko słowa z der: er zmienia się w ihn. Jeśli więc dopełnieniem jest słowo z der, potrzebne jest ihn.',
        ],
        examples: [
          { de: 'Der Rock ist schön. Ich kaufe ihn.', tr: 'Spódnica jest ładna. Kupię ją.' },
          { de: 'Wo ist mein Handy? Ich finde es nicht.', tr: 'Gdzie jest mój telefon? Nie mogę go znaleźć.' },
        ],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'Nie używaj celownika zamiast biernika: ✗ Ich liebe dir → ✓ Ich liebe dich. ✗ Ich besuche ihm → ✓ Ich besuche ihn.',
          'Ale niektóre czasowniki łączą się z celownikiem, a nie z biernikiem: helfen, danken, gefallen, gehören. ✗ Ich helfe dich → ✓ Ich helfe dir. Ucz się każdego czasownika razem z jego przypadkiem.',
          'Nie zapominaj o ihn, gdy zastępujesz rzecz z rodzajnikiem der: ✗ Der Tisch ist schön, ich kaufe er → ✓ ich kaufe ihn.',
        ],
        examples: [{ de: 'Frau Müller, ich verstehe Sie nicht.', tr: 'Pani Müller, nie rozumiem Pani.' }],
      },
    ],
    es: [
      {
        heading: '¿A quién? ¿Qué? El acusativo',
        paragraphs: [
          'El pronombre en acusativo es el complemento directo: la persona o cosa que recibe directamente la acción. Se pregunta «Wen?» (¿a quién?) o «Was?» (¿qué?): Ich sehe den Mann. → Ich sehe ihn.',
          'Muchos verbos cotidianos llevan complemento en acusativo: sehen, besuchen, fragen, lieben, kennen, verstehen, anrufen, abholen, finden, brauchen, kaufen. Después de las preposiciones für, ohne, um, durch y gegen siempre va acusativo: für mich, ohne dich.',
        ],
        examples: [
          { de: 'Ich liebe dich.', tr: 'Te quiero.' },
          { de: 'Das Geschenk ist für dich.', tr: 'El regalo es para ti.' },
        ],
      },
      {
        heading: 'Las formas',
        paragraphs: ['Solo ich, du, er, wir e ihr tienen una forma propia en acusativo. sie, es, sie (ellos) y Sie son iguales que en nominativo.'],
        table: {
          caption: 'Pronombres personales: nominativo y acusativo',
          head: ['Nominativo', 'Acusativo', 'Significado'],
          rows: [
            ['ich', 'mich', 'me'],
            ['du', 'dich', 'te'],
            ['er', 'ihn', 'lo (a él)'],
            ['sie', 'sie', 'la (a ella)'],
            ['es', 'es', 'lo (neutro)'],
            ['wir', 'uns', 'nos'],
            ['ihr', 'euch', 'os (a vosotros)'],
            ['sie', 'sie', 'los / las (a ellos)'],
            ['Sie', 'Sie', 'lo / la / los (a usted / ustedes)'],
          ],
        },
      },
      {
        heading: 'ihn, sie, es para cosas',
        paragraphs: [
          'Para las cosas, el pronombre depende del género del sustantivo, igual que en nominativo: der Rock → ihn, die Tasche → sie, das Buch → es, plural → sie.',
          'Solo cambian las palabras con der: er se convierte en ihn. Así que, si el complemento es una palabra con der, necesitas ihn.',
        ],
        examples: [
          { de: 'Der Rock ist schön. Ich kaufe ihn.', tr: 'La falda es bonita. Me la compro.' },
          { de: 'Wo ist mein Handy? Ich finde es nicht.', tr: '¿Dónde está mi móvil? No lo encuentro.' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'No uses el dativo en lugar del acusativo: ✗ Ich liebe dir → ✓ Ich liebe dich. ✗ Ich besuche ihm → ✓ Ich besuche ihn.',
          'Pero algunos verbos llevan dativo, no acusativo: helfen, danken, gefallen, gehören. ✗ Ich helfe dich → ✓ Ich helfe dir. Aprende cada verbo con su caso.',
          'No olvides ihn cuando sustituyes una cosa con der: ✗ Der Tisch ist schön, ich kaufe er → ✓ ich kaufe ihn.',
        ],
        examples: [{ de: 'Frau Müller, ich verstehe Sie nicht.', tr: 'Señora Müller, no la entiendo.' }],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Liebst - du - mich?', hide: ['du', 'mich'], formEn: 'Do you love me?', tr: { ua: 'Ти мене кохаєш?', de: 'Frage an den Partner: Bin ich dein Schatz? (lieben, ich)', ru: 'Ты меня любишь?', be: 'Ты мяне кахаеш?', tr: 'Beni seviyor musun?', pl: 'Kochasz mnie?', es: '¿Me quieres?' }, correct: false },
      { formDe: 'Kannst - du - mich - morgen - anrufen?', hide: ['du', 'mich'], formEn: 'Can you call me tomorrow?', tr: { ua: 'Можеш подзвонити мені завтра?', de: 'Bitte an einen Freund: Ich warte morgen auf deinen Anruf. (können, anrufen, ich)', ru: 'Можешь позвонить мне завтра?', be: 'Можаш патэлефанаваць мне заўтра?', tr: 'Yarın beni arayabilir misin?', pl: 'Możesz do mnie jutro zadzwonić?', es: '¿Puedes llamarme mañana?' }, correct: false },
      { formDe: 'Ich - liebe - dich.', hide: ['Ich', 'dich'], formEn: 'I love you.', tr: { ua: 'Я тебе кохаю.', de: 'Liebeserklärung an den Partner (lieben, du)', ru: 'Я тебя люблю.', be: 'Я цябе кахаю.', tr: 'Seni seviyorum.', pl: 'Kocham cię.', es: 'Te quiero.' }, correct: false },
      { formDe: 'Ich - besuche - dich - am Samstag.', hide: ['Ich', 'dich'], formEn: 'I will visit you on Saturday.', tr: { ua: 'Я відвідаю тебе в суботу.', de: 'Am Samstag komme ich zu dir nach Hause. (besuchen, du)', ru: 'Я навещу тебя в субботу.', be: 'Я наведаю цябе ў суботу.', tr: 'Cumartesi seni ziyaret edeceğim.', pl: 'Odwiedzę cię w sobotę.', es: 'Te visitaré el sábado.' }, correct: false },
      { formDe: 'Das Geschenk - ist - für - dich.', hide: ['dich'], formEn: 'The present is for you.', tr: { ua: 'Подарунок для тебе.', de: 'Hier, nimm das Geschenk – es gehört jetzt dir! (für, du)', ru: 'Подарок для тебя.', be: 'Падарунак для цябе.', tr: 'Hediye senin için.', pl: 'Prezent jest dla ciebie.', es: 'El regalo es para ti.' }, correct: false },
      { formDe: 'Ich - warte - auf - dich.', hide: ['Ich', 'dich'], formEn: 'I am waiting for you.', tr: { ua: 'Я чекаю на тебе.', de: 'Wo bleibst du? Ich stehe schon lange hier. (warten auf, du)', ru: 'Я жду тебя.', be: 'Я чакаю цябе.', tr: 'Seni bekliyorum.', pl: 'Czekam na ciebie.', es: 'Te estoy esperando.' }, correct: false },
      { formDe: 'Wo - ist - Paul? - Ich - sehe - ihn - nicht.', hide: ['Ich', 'ihn'], formEn: 'Where is Paul? I cannot see him.', tr: { ua: 'Де Пауль? Я його не бачу.', de: 'Paul ist weg, meine Augen suchen überall. (sehen, Paul)', ru: 'Где Пауль? Я его не вижу.', be: 'Дзе Паўль? Я яго не бачу.', tr: 'Paul nerede? Onu göremiyorum.', pl: 'Gdzie jest Paul? Nie widzę go.', es: '¿Dónde está Paul? No lo veo.' }, correct: false },
      { formDe: 'Der Rock - ist - schön. - Ich - kaufe - ihn.', hide: ['Ich', 'ihn'], formEn: 'The skirt is nice. I will buy it.', tr: { ua: 'Спідниця гарна. Я її куплю.', de: 'Im Geschäft: Der Rock gefällt mir, ich gehe damit zur Kasse. (kaufen, der Rock)', ru: 'Юбка красивая. Я её куплю.', be: 'Спадніца прыгожая. Я яе куплю.', tr: 'Etek güzel. Onu alacağım.', pl: 'Spódnica jest ładna. Kupię ją.', es: 'La falda es bonita. Me la compro.' }, correct: false },
      { formDe: 'Kennst - du - meinen Bruder? - Ja, - ich - kenne - ihn.', hide: ['du', 'ich', 'ihn'], formEn: 'Do you know my brother? Yes, I know him.', tr: { ua: 'Ти знаєш мого брата? Так, я його знаю.', de: 'Frage und Antwort: Mein Bruder ist für dich kein Fremder. (kennen, der Bruder)', ru: 'Ты знаешь моего брата? Да, я его знаю.', be: 'Ты ведаеш майго брата? Так, я яго ведаю.', tr: 'Erkek kardeşimi tanıyor musun? Evet, onu tanıyorum.', pl: 'Znasz mojego brata? Tak, znam go.', es: '¿Conoces a mi hermano? Sí, lo conozco.' }, correct: false },
      { formDe: 'Die Tasche - ist - teuer, - aber - ich - kaufe - sie.', hide: ['ich', 'sie'], formEn: 'The bag is expensive, but I am buying it.', tr: { ua: 'Сумка дорога, але я її купую.', de: 'Die Tasche kostet viel, trotzdem gehe ich damit zur Kasse. (kaufen, die Tasche)', ru: 'Сумка дорогая, но я её покупаю.', be: 'Сумка дарагая, але я яе купляю.', tr: 'Çanta pahalı ama onu alıyorum.', pl: 'Torebka jest droga, ale ją kupuję.', es: 'El bolso es caro, pero me lo compro.' }, correct: false },
      { formDe: 'Maria - ist - nett. - Ich - mag - sie.', hide: ['Ich', 'sie'], formEn: 'Maria is nice. I like her.', tr: { ua: 'Марія мила. Вона мені подобається.', de: 'Maria ist freundlich, für mich eine gute Freundin. (mögen, Maria)', ru: 'Мария милая. Она мне нравится.', be: 'Марыя мілая. Яна мне падабаецца.', tr: 'Maria çok tatlı. Onu seviyorum.', pl: 'Maria jest miła. Lubię ją.', es: 'Maria es simpática. Me cae bien.' }, correct: false },
      { formDe: 'Das Buch - ist - gut. - Ich - lese - es - gern.', hide: ['Ich', 'es'], formEn: 'The book is good. I like reading it.', tr: { ua: 'Книжка гарна. Я із задоволенням її читаю.', de: 'Das Buch gefällt mir, ich habe beim Lesen viel Spaß. (lesen, gern, das Buch)', ru: 'Книга хорошая. Я с удовольствием её читаю.', be: 'Кніга добрая. Я з задавальненнем яе чытаю.', tr: 'Kitap güzel. Onu okumayı seviyorum.', pl: 'Książka jest dobra. Chętnie ją czytam.', es: 'El libro es bueno. Me gusta leerlo.' }, correct: false },
      { formDe: 'Wo - ist - mein Handy? - Ich - finde - es - nicht.', hide: ['Ich', 'es'], formEn: 'Where is my mobile? I cannot find it.', tr: { ua: 'Де мій мобільний? Я не можу його знайти.', de: 'Mein Handy ist weg, ich suche überall. (finden, das Handy)', ru: 'Где мой мобильный? Я не могу его найти.', be: 'Дзе мой мабільны? Я не магу яго знайсці.', tr: 'Cep telefonum nerede? Onu bulamıyorum.', pl: 'Gdzie jest moja komórka? Nie mogę jej znaleźć.', es: '¿Dónde está mi móvil? No lo encuentro.' }, correct: false },
      { formDe: 'Unsere Oma - besucht - uns - am Sonntag.', hide: ['uns'], formEn: 'Our grandma is visiting us on Sunday.', tr: { ua: 'Наша бабуся відвідує нас у неділю.', de: 'Am Sonntag kommt Oma zu unserer Familie. (besuchen, wir)', ru: 'Наша бабушка навещает нас в воскресенье.', be: 'Наша бабуля наведвае нас у нядзелю.', tr: 'Büyükannemiz pazar günü bizi ziyaret ediyor.', pl: 'Nasza babcia odwiedza nas w niedzielę.', es: 'Nuestra abuela nos visita el domingo.' }, correct: false },
      { formDe: 'Holst - du - uns - vom Bahnhof - ab?', hide: ['du', 'uns'], formEn: 'Will you pick us up from the station?', tr: { ua: 'Ти забереш нас з вокзалу?', de: 'Frage an einen Freund: Wir kommen mit dem Zug an, kommst du mit dem Auto? (abholen, wir)', ru: 'Ты заберёшь нас с вокзала?', be: 'Ты забярэш нас з вакзала?', tr: 'Bizi istasyondan alır mısın?', pl: 'Odbierzesz nas z dworca?', es: '¿Nos recoges en la estación?' }, correct: false },
      { formDe: 'Ich - rufe - euch - heute Abend - an.', hide: ['Ich', 'euch'], formEn: 'I will call you all this evening.', tr: { ua: 'Я подзвоню вам усім сьогодні ввечері.', de: 'Nachricht an zwei Freunde: Heute Abend telefonieren wir, ich melde mich. (anrufen, ihr)', ru: 'Я позвоню вам всем сегодня вечером.', be: 'Я патэлефаную вам усім сёння вечарам.', tr: 'Bu akşam hepinizi arayacağım.', pl: 'Zadzwonię do was wszystkich dziś wieczorem.', es: 'Os llamaré a todos esta noche.' }, correct: false },
      { formDe: 'Wir - besuchen - euch - im Sommer.', hide: ['Wir', 'euch'], formEn: 'We will visit you all in the summer.', tr: { ua: 'Влітку ми вас усіх відвідаємо.', de: 'Nachricht an zwei Freunde: Im Sommer kommen wir zu Besuch. (besuchen, ihr)', ru: 'Летом мы вас всех навестим.', be: 'Летам мы вас усіх наведаем.', tr: 'Yazın hepinizi ziyaret edeceğiz.', pl: 'Latem odwiedzimy was wszystkich.', es: 'En verano os visitaremos a todos.' }, correct: false },
      { formDe: 'Die Kinder - sind - im Park. - Ich - hole - sie - ab.', hide: ['Ich', 'sie'], formEn: 'The children are in the park. I am picking them up.', tr: { ua: 'Діти в парку. Я їх забираю.', de: 'Ich gehe in den Park und bringe die Kinder nach Hause. (abholen, die Kinder)', ru: 'Дети в парке. Я их забираю.', be: 'Дзеці ў парку. Я іх забіраю.', tr: 'Çocuklar parkta. Onları alıyorum.', pl: 'Dzieci są w parku. Odbieram je.', es: 'Los niños están en el parque. Voy a recogerlos.' }, correct: false },
      { formDe: 'Wo - sind - meine Schuhe? - Ich - finde - sie - nicht.', hide: ['Ich', 'sie'], formEn: 'Where are my shoes? I cannot find them.', tr: { ua: 'Де мої черевики? Я не можу їх знайти.', de: 'Meine Schuhe sind weg, ich suche überall. (finden, die Schuhe)', ru: 'Где мои ботинки? Я не могу их найти.', be: 'Дзе мае чаравікі? Я не магу іх знайсці.', tr: 'Ayakkabılarım nerede? Onları bulamıyorum.', pl: 'Gdzie są moje buty? Nie mogę ich znaleźć.', es: '¿Dónde están mis zapatos? No los encuentro.' }, correct: false },
      { formDe: 'Frau Müller, - ich - verstehe - Sie - nicht.', hide: ['ich', 'Sie'], formEn: 'Mrs Müller, I do not understand you.', tr: { ua: 'Пані Мюллер, я вас не розумію.', de: 'Höflich zu Frau Müller: Ihre Worte sind für mich unklar. (verstehen, Sie-Form)', ru: 'Госпожа Мюллер, я вас не понимаю.', be: 'Спадарыня Мюлер, я вас не разумею.', tr: 'Bayan Müller, sizi anlamıyorum.', pl: 'Pani Müller, nie rozumiem pani.', es: 'Señora Müller, no la entiendo.' }, correct: false },
      { formDe: 'Entschuldigung, - darf - ich - Sie - etwas - fragen?', hide: ['ich', 'Sie'], formEn: 'Excuse me, may I ask you something?', tr: { ua: 'Перепрошую, можна вас дещо запитати?', de: 'Höflich zu einer fremden Person: eine Frage stellen (dürfen, fragen, Sie-Form)', ru: 'Извините, можно вас кое о чём спросить?', be: 'Прабачце, ці можна вас нешта спытаць?', tr: 'Affedersiniz, size bir şey sorabilir miyim?', pl: 'Przepraszam, czy mogę pana o coś zapytać?', es: 'Perdone, ¿puedo preguntarle algo?' }, correct: false },
      { formDe: 'Die Blumen - sind - für - Sie, - Frau Klein.', hide: ['Sie'], formEn: 'The flowers are for you, Mrs Klein.', tr: { ua: 'Ці квіти для вас, пані Кляйн.', de: 'Ein Geschenk für Frau Klein: ein schöner Strauß. (für, Sie-Form)', ru: 'Эти цветы для вас, госпожа Кляйн.', be: 'Гэтыя кветкі для вас, спадарыня Кляйн.', tr: 'Çiçekler sizin için, Bayan Klein.', pl: 'Kwiaty są dla pani, pani Klein.', es: 'Las flores son para usted, señora Klein.' }, correct: false },
      { formDe: 'Ich - höre - dich - nicht - gut.', hide: ['dich'], formEn: 'I can’t hear you well.', tr: { ua: 'Я тебе погано чую.', de: 'Am Telefon mit einer Freundin: Die Verbindung ist schlecht. (hören, du)', ru: 'Я тебя плохо слышу.', be: 'Я цябе дрэнна чую.', tr: 'Seni iyi duyamıyorum.', pl: 'Słabo cię słyszę.', es: 'No te oigo bien.' }, correct: false },
      { formDe: 'Wo - ist - der Schlüssel? - Ich - brauche - ihn - jetzt.', hide: ['ihn'], formEn: 'Where is the key? I need it now.', tr: { ua: 'Де ключ? Він мені зараз потрібен.', de: 'Ich stehe vor der Tür und suche in allen Taschen. (brauchen, der Schlüssel)', ru: 'Где ключ? Он мне сейчас нужен.', be: 'Дзе ключ? Ён мне зараз патрэбны.', tr: 'Anahtar nerede? Ona şimdi ihtiyacım var.', pl: 'Gdzie jest klucz? Potrzebuję go teraz.', es: '¿Dónde está la llave? La necesito ahora.' }, correct: false },
      { formDe: 'Die Suppe - ist - kalt. - Ich - mache - sie - warm.', hide: ['sie'], formEn: 'The soup is cold. I am warming it up.', tr: { ua: 'Суп холодний. Я його підігрію.', de: 'Die Suppe kommt noch einmal auf den Herd. (warm machen, die Suppe)', ru: 'Суп холодный. Я его подогрею.', be: 'Суп халодны. Я яго падагрэю.', tr: 'Çorba soğuk. Onu ısıtıyorum.', pl: 'Zupa jest zimna. Podgrzeję ją.', es: 'La sopa está fría. La caliento.' }, correct: false },
      { formDe: 'Papa, - holst - du - mich - von der Schule - ab?', hide: ['mich'], formEn: 'Dad, will you pick me up from school?', tr: { ua: 'Тату, ти забереш мене зі школи?', de: 'Bitte eines Kindes an den Vater: nach dem Unterricht mit dem Auto nach Hause. (abholen, ich)', ru: 'Папа, ты заберёшь меня из школы?', be: 'Тата, ты забярэш мяне са школы?', tr: 'Baba, beni okuldan alır mısın?', pl: 'Tato, odbierzesz mnie ze szkoły?', es: 'Papá, ¿me recoges en el colegio?' }, correct: false },
      { formDe: 'Kinder, - ich - sehe - euch - morgen!', hide: ['euch'], formEn: 'Children, I’ll see you tomorrow!', tr: { ua: 'Діти, я побачу вас завтра!', de: 'Die Lehrerin sagt am Ende vom Unterricht Tschüss zur Klasse. (sehen, ihr)', ru: 'Дети, я увижу вас завтра!', be: 'Дзеці, я ўбачу вас заўтра!', tr: 'Çocuklar, sizi yarın görürüm!', pl: 'Dzieci, zobaczę was jutro!', es: '¡Niños, os veo mañana!' }, correct: false },
      { formDe: 'Frau Schulz, - ich - rufe - Sie - morgen - an.', hide: ['Sie'], formEn: 'Mrs Schulz, I will call you tomorrow.', tr: { ua: 'Пані Шульц, я зателефоную вам завтра.', de: 'Am Telefon mit einer Kundin: Das nächste Gespräch ist morgen. (anrufen, Sie)', ru: 'Госпожа Шульц, я позвоню вам завтра.', be: 'Пані Шульц, я патэлефаную вам заўтра.', tr: 'Bayan Schulz, sizi yarın ararım.', pl: 'Pani Schulz, zadzwonię do pani jutro.', es: 'Señora Schulz, la llamo mañana.' }, correct: false },
      { formDe: 'Unsere Nachbarn - sind - nett. - Wir - laden - sie - ein.', hide: ['sie'], formEn: 'Our neighbours are nice. We are inviting them.', tr: { ua: 'Наші сусіди приємні. Ми запрошуємо їх у гості.', de: 'Die Leute von nebenan kommen zu uns zum Essen. (einladen, die Nachbarn)', ru: 'Наши соседи приятные. Мы приглашаем их в гости.', be: 'Нашы суседзі прыемныя. Мы запрашаем іх у госці.', tr: 'Komşularımız çok nazik. Onları davet ediyoruz.', pl: 'Nasi sąsiedzi są mili. Zapraszamy ich.', es: 'Nuestros vecinos son simpáticos. Los invitamos.' }, correct: false },
      { formDe: 'Opa - fährt - uns - zum Bahnhof.', hide: ['uns'], formEn: 'Grandpa is driving us to the station.', tr: { ua: 'Дідусь відвезе нас на вокзал.', de: 'Großvater bringt meine Schwester und mich mit dem Auto zu den Zügen. (fahren, wir)', ru: 'Дедушка отвезёт нас на вокзал.', be: 'Дзядуля адвязе нас на вакзал.', tr: 'Dedem bizi istasyona götürüyor.', pl: 'Dziadek zawiezie nas na dworzec.', es: 'El abuelo nos lleva a la estación.' }, correct: false },
      { formDe: 'Das Fahrrad - ist - kaputt. - Mein Vater - repariert - es.', hide: ['es'], formEn: 'The bike is broken. My father is repairing it.', tr: { ua: 'Велосипед зламаний. Мій тато його ремонтує.', de: 'Papa hat Werkzeug und macht das Rad wieder ganz. (reparieren, das Fahrrad)', ru: 'Велосипед сломан. Мой папа его чинит.', be: 'Ровар зламаны. Мой тата яго рамантуе.', tr: 'Bisiklet bozuk. Babam onu tamir ediyor.', pl: 'Rower jest zepsuty. Mój tata go naprawia.', es: 'La bici está rota. Mi padre la arregla.' }, correct: false },
    ],
  },
};

export default topic;
