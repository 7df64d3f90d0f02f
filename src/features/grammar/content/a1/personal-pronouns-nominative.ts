import type { A1Topic } from '../types';

const topic: A1Topic = {
  slug: 'personal-pronouns-nominative',
  type: 'personal pronouns',
  title: {
    en: 'Personal pronouns: nominative',
    ua: 'Особові займенники: називний відмінок',
    de: 'Personalpronomen im Nominativ',
    ru: 'Личные местоимения: именительный падеж',
    be: 'Асабовыя займеннікі: назоўны склон',
    tr: 'Kişi zamirleri: yalın hâl',
    pl: 'Zaimki osobowe: mianownik',
    es: 'Pronombres personales: nominativo',
  },
  descr: {
    en: 'Learn the subject pronouns ich, du, er, sie, es, wir, ihr, sie and Sie and the verb forms that go with them.',
    ua: 'Вивчіть займенники-підмети ich, du, er, sie, es, wir, ihr, sie і Sie та форми дієслова, що з ними вживаються.',
    de: 'Lerne die Pronomen ich, du, er, sie, es, wir, ihr, sie und Sie als Subjekt und die passenden Verbformen.',
    ru: 'Выучите местоимения-подлежащие ich, du, er, sie, es, wir, ihr, sie и Sie и формы глагола, которые с ними употребляются.',
    be: 'Вывучыце займеннікі-дзейнікі ich, du, er, sie, es, wir, ihr, sie і Sie і формы дзеяслова, якія з імі ўжываюцца.',
    tr: 'Özne zamirlerini (ich, du, er, sie, es, wir, ihr, sie ve Sie) ve onlarla kullanılan fiil biçimlerini öğrenin.',
    pl: 'Poznaj zaimki w funkcji podmiotu: ich, du, er, sie, es, wir, ihr, sie i Sie oraz pasujące do nich formy czasownika.',
    es: 'Aprende los pronombres sujeto ich, du, er, sie, es, wir, ihr, sie y Sie y las formas del verbo que los acompañan.',
  },
  rules: {
    en: [
      {
        heading: 'Who does it? The nominative',
        paragraphs: [
          'The nominative is the case of the subject: the person or thing that does something. A personal pronoun stands in for a noun, so you do not have to repeat it: Der Mann arbeitet. → Er arbeitet.',
          'In a statement the subject pronoun often comes first, and the verb is always in second place. If another word comes first, the pronoun follows the verb: Heute arbeite ich.',
        ],
        examples: [
          { de: 'Ich heiße Anna und wohne in Berlin.', tr: 'My name is Anna and I live in Berlin.' },
          { de: 'Heute arbeite ich nicht.', tr: 'I am not working today.' },
        ],
      },
      {
        heading: 'The forms',
        paragraphs: [
          'German has nine subject pronouns. The ending of the verb changes with the pronoun, so learn each pronoun together with its verb form.',
        ],
        table: {
          caption: 'Personal pronouns in the nominative with the verb wohnen (to live)',
          head: ['Pronoun', 'Meaning', 'wohnen'],
          rows: [
            ['ich', 'I', 'ich wohne'],
            ['du', 'you (one person, informal)', 'du wohnst'],
            ['er', 'he; it for der-words', 'er wohnt'],
            ['sie', 'she; it for die-words', 'sie wohnt'],
            ['es', 'it (das-words)', 'es wohnt'],
            ['wir', 'we', 'wir wohnen'],
            ['ihr', 'you (several people, informal)', 'ihr wohnt'],
            ['sie', 'they', 'sie wohnen'],
            ['Sie', 'you (polite, one or more people)', 'Sie wohnen'],
          ],
        },
      },
      {
        heading: 'er, sie, es for things',
        paragraphs: [
          'For things, the pronoun follows the grammatical gender of the noun: der-words become er, die-words become sie, das-words become es. In the plural it is always sie.',
          'In English all of them are "it", but in German: der Tisch → er, die Lampe → sie, das Buch → es. So always learn a noun with its article.',
        ],
        examples: [
          { de: 'Der Tisch ist alt, aber er ist schön.', tr: 'The table is old, but it is nice.' },
          { de: 'Die Lampe ist kaputt. Sie geht nicht.', tr: 'The lamp is broken. It does not work.' },
        ],
      },
      {
        heading: 'du, ihr or Sie? Common mistakes',
        paragraphs: [
          'Use du for one friend, a family member or a child, and ihr for several of them. Use Sie for adults you do not know well, in shops and at work. Sie is always written with a capital S, for one person or several, and takes the same verb form as wir and sie (they): Sie wohnen.',
          'sie can mean "she", "they" or, with a capital S, polite "you". Look at the verb: sie wohnt = she lives, sie wohnen = they live.',
          'ich is written with a small letter unless it starts the sentence. German never drops the subject pronoun: ✗ Komme aus Spanien → ✓ Ich komme aus Spanien. Do not mix up the verb forms: ✗ du wohnt → ✓ du wohnst; ✗ er wohnst → ✓ er wohnt.',
        ],
        examples: [
          { de: 'Kommst du mit, Lisa?', tr: 'Are you coming along, Lisa?' },
          { de: 'Woher kommen Sie, Frau Weber?', tr: 'Where are you from, Mrs Weber?' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Хто діє? Називний відмінок (Nominativ)',
        paragraphs: [
          'Називний відмінок — це відмінок підмета: особи чи предмета, що виконує дію. Особовий займенник замінює іменник, щоб не повторювати його: Der Mann arbeitet. → Er arbeitet.',
          'У розповідному реченні займенник-підмет часто стоїть на початку, а дієслово — завжди на другому місці. Якщо на початку стоїть інше слово, займенник іде після дієслова: Heute arbeite ich.',
        ],
        examples: [
          { de: 'Ich heiße Anna und wohne in Berlin.', tr: 'Мене звати Анна, і я живу в Берліні.' },
          { de: 'Heute arbeite ich nicht.', tr: 'Сьогодні я не працюю.' },
        ],
      },
      {
        heading: 'Форми',
        paragraphs: [
          'У німецькій мові девʼять займенників-підметів. Закінчення дієслова змінюється разом із займенником, тому вчіть кожен займенник разом із формою дієслова.',
        ],
        table: {
          caption: 'Особові займенники в називному відмінку з дієсловом wohnen (жити)',
          head: ['Займенник', 'Значення', 'wohnen'],
          rows: [
            ['ich', 'я', 'ich wohne'],
            ['du', 'ти (одна особа, неформально)', 'du wohnst'],
            ['er', 'він', 'er wohnt'],
            ['sie', 'вона', 'sie wohnt'],
            ['es', 'воно', 'es wohnt'],
            ['wir', 'ми', 'wir wohnen'],
            ['ihr', 'ви (кілька осіб, неформально)', 'ihr wohnt'],
            ['sie', 'вони', 'sie wohnen'],
            ['Sie', 'Ви (ввічлива форма, одна чи кілька осіб)', 'Sie wohnen'],
          ],
        },
      },
      {
        heading: 'er, sie, es для предметів',
        paragraphs: [
          'Для предметів займенник залежить від граматичного роду іменника: слова з der замінює er, слова з die — sie, слова з das — es. У множині завжди sie.',
          'Рід у німецькій і українській часто не збігається: der Tisch — er (стіл — він), die Lampe — sie (лампа — вона), але das Buch — es, хоча книга — «вона». Тому вчіть іменники разом з артиклем.',
        ],
        examples: [
          { de: 'Der Tisch ist alt, aber er ist schön.', tr: 'Стіл старий, але він гарний.' },
          { de: 'Die Lampe ist kaputt. Sie geht nicht.', tr: 'Лампа зламана. Вона не працює.' },
        ],
      },
      {
        heading: 'du, ihr чи Sie? Типові помилки',
        paragraphs: [
          'du кажуть одному другові, членові родини чи дитині, ihr — кільком таким людям. Sie — ввічливе звертання до дорослих, яких ви мало знаєте, у магазині, на роботі. Sie завжди пишуть з великої літери, для однієї чи кількох осіб, і дієслово стоїть у тій самій формі, що з wir і sie (вони): Sie wohnen.',
          'sie може означати «вона», «вони» або, з великої літери, ввічливе «Ви». Дивіться на дієслово: sie wohnt — вона живе, sie wohnen — вони живуть.',
          'ich пишуть з малої літери, якщо воно не стоїть на початку речення. У німецькій займенник-підмет не можна пропускати: ✗ Komme aus Spanien → ✓ Ich komme aus Spanien. Не плутайте форми дієслова: ✗ du wohnt → ✓ du wohnst; ✗ er wohnst → ✓ er wohnt.',
        ],
        examples: [
          { de: 'Kommst du mit, Lisa?', tr: 'Ти підеш з нами, Лізо?' },
          { de: 'Woher kommen Sie, Frau Weber?', tr: 'Звідки Ви, пані Вебер?' },
        ],
      },
    ],
    de: [
      {
        heading: 'Wer macht etwas? Der Nominativ',
        paragraphs: [
          'Der Nominativ ist der Fall vom Subjekt. Das Subjekt ist die Person oder die Sache, die etwas macht. Ein Personalpronomen steht für ein Nomen, so muss man das Nomen nicht wiederholen: Der Mann arbeitet. → Er arbeitet.',
          'Im Aussagesatz steht das Pronomen oft am Anfang. Das Verb steht immer auf Position 2. Steht ein anderes Wort am Anfang, kommt das Pronomen nach dem Verb: Heute arbeite ich.',
        ],
        examples: [
          { de: 'Ich heiße Anna und wohne in Berlin.', tr: 'ich ist das Subjekt und steht auf Position 1.' },
          { de: 'Heute arbeite ich nicht.', tr: 'heute steht auf Position 1, ich kommt nach dem Verb.' },
        ],
      },
      {
        heading: 'Die Formen',
        paragraphs: [
          'Es gibt neun Personalpronomen im Nominativ. Die Endung vom Verb ändert sich mit dem Pronomen. Lerne also immer das Pronomen zusammen mit der Verbform.',
        ],
        table: {
          caption: 'Personalpronomen im Nominativ mit dem Verb wohnen',
          head: ['Pronomen', 'Person', 'wohnen'],
          rows: [
            ['ich', '1. Person Singular', 'ich wohne'],
            ['du', '2. Person Singular (informell)', 'du wohnst'],
            ['er', '3. Person Singular, maskulin', 'er wohnt'],
            ['sie', '3. Person Singular, feminin', 'sie wohnt'],
            ['es', '3. Person Singular, neutral', 'es wohnt'],
            ['wir', '1. Person Plural', 'wir wohnen'],
            ['ihr', '2. Person Plural (informell)', 'ihr wohnt'],
            ['sie', '3. Person Plural', 'sie wohnen'],
            ['Sie', 'Höflichkeitsform (Singular und Plural)', 'Sie wohnen'],
          ],
        },
      },
      {
        heading: 'er, sie, es für Sachen',
        paragraphs: [
          'Auch für Sachen benutzt man er, sie und es. Das Pronomen passt zum Artikel vom Nomen: der → er, die → sie, das → es. Im Plural heißt es immer sie.',
          'Also: der Tisch → er, die Lampe → sie, das Buch → es. Lerne jedes Nomen mit seinem Artikel!',
        ],
        examples: [
          { de: 'Der Tisch ist alt, aber er ist schön.', tr: 'er = der Tisch' },
          { de: 'Die Lampe ist kaputt. Sie geht nicht.', tr: 'sie = die Lampe' },
        ],
      },
      {
        heading: 'du, ihr oder Sie? Typische Fehler',
        paragraphs: [
          'du sagt man zu einem Freund, zu einer Person aus der Familie oder zu einem Kind, ihr zu mehreren solchen Personen. Sie sagt man zu Erwachsenen, die man nicht gut kennt, im Geschäft und bei der Arbeit. Sie schreibt man immer groß, für eine Person oder für mehrere. Das Verb hat dieselbe Form wie bei wir und sie (Plural): Sie wohnen.',
          'sie kann eine Frau, mehrere Personen oder (groß geschrieben) die Höflichkeitsform sein. Das Verb hilft: sie wohnt = eine Frau, sie wohnen = mehrere Personen.',
          'ich schreibt man klein, außer am Satzanfang. Das Subjekt-Pronomen darf nicht fehlen: ✗ Komme aus Spanien → ✓ Ich komme aus Spanien. Achte auf die Verbform: ✗ du wohnt → ✓ du wohnst; ✗ er wohnst → ✓ er wohnt.',
        ],
        examples: [
          { de: 'Kommst du mit, Lisa?', tr: 'du: Lisa ist eine Freundin.' },
          { de: 'Woher kommen Sie, Frau Weber?', tr: 'Sie: höflich, zu einer Erwachsenen.' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Кто действует? Именительный падеж (Nominativ)',
        paragraphs: [
          'Именительный падеж — это падеж подлежащего: лица или предмета, который совершает действие. Личное местоимение заменяет существительное, чтобы его не повторять: Der Mann arbeitet. → Er arbeitet.',
          'В повествовательном предложении местоимение-подлежащее часто стоит в начале, а глагол — всегда на втором месте. Если в начале стоит другое слово, местоимение идёт после глагола: Heute arbeite ich.',
        ],
        examples: [
          { de: 'Ich heiße Anna und wohne in Berlin.', tr: 'Меня зовут Анна, и я живу в Берлине.' },
          { de: 'Heute arbeite ich nicht.', tr: 'Сегодня я не работаю.' },
        ],
      },
      {
        heading: 'Формы',
        paragraphs: [
          'В немецком языке девять местоимений-подлежащих. Окончание глагола меняется вместе с местоимением, поэтому учите каждое местоимение вместе с формой глагола.',
        ],
        table: {
          caption: 'Личные местоимения в именительном падеже с глаголом wohnen (жить)',
          head: ['Местоимение', 'Значение', 'wohnen'],
          rows: [
            ['ich', 'я', 'ich wohne'],
            ['du', 'ты (один человек, неформально)', 'du wohnst'],
            ['er', 'он', 'er wohnt'],
            ['sie', 'она', 'sie wohnt'],
            ['es', 'оно', 'es wohnt'],
            ['wir', 'мы', 'wir wohnen'],
            ['ihr', 'вы (несколько человек, неформально)', 'ihr wohnt'],
            ['sie', 'они', 'sie wohnen'],
            ['Sie', 'Вы (вежливо, один или несколько человек)', 'Sie wohnen'],
          ],
        },
      },
      {
        heading: 'er, sie, es для предметов',
        paragraphs: [
          'Для предметов местоимение зависит от грамматического рода существительного: слова с der заменяет er, слова с die — sie, слова с das — es. Во множественном числе всегда sie.',
          'Род в немецком и русском часто не совпадает: der Tisch — er (стол — он), die Lampe — sie (лампа — она), но das Buch — es, хотя книга — «она». Поэтому учите существительные вместе с артиклем.',
        ],
        examples: [
          { de: 'Der Tisch ist alt, aber er ist schön.', tr: 'Стол старый, но он красивый.' },
          { de: 'Die Lampe ist kaputt. Sie geht nicht.', tr: 'Лампа сломана. Она не работает.' },
        ],
      },
      {
        heading: 'du, ihr или Sie? Типичные ошибки',
        paragraphs: [
          'du говорят одному другу, члену семьи или ребёнку, ihr — нескольким таким людям. Sie — вежливое обращение к взрослым, которых вы мало знаете, в магазине, на работе. Sie всегда пишется с большой буквы, для одного или нескольких человек, и глагол стоит в той же форме, что с wir и sie (они): Sie wohnen.',
          'sie может значить «она», «они» или, с большой буквы, вежливое «Вы». Смотрите на глагол: sie wohnt — она живёт, sie wohnen — они живут.',
          'ich пишется с маленькой буквы, если не стоит в начале предложения. В немецком местоимение-подлежащее нельзя пропускать: ✗ Komme aus Spanien → ✓ Ich komme aus Spanien. Не путайте формы глагола: ✗ du wohnt → ✓ du wohnst; ✗ er wohnst → ✓ er wohnt.',
        ],
        examples: [
          { de: 'Kommst du mit, Lisa?', tr: 'Ты пойдёшь с нами, Лиза?' },
          { de: 'Woher kommen Sie, Frau Weber?', tr: 'Откуда Вы, госпожа Вебер?' },
        ],
      },
    ],
    be: [
      {
        heading: 'Хто дзейнічае? Назоўны склон (Nominativ)',
        paragraphs: [
          'Назоўны склон — гэта склон дзейніка: асобы або прадмета, які выконвае дзеянне. Асабовы займеннік замяняе назоўнік, каб яго не паўтараць: Der Mann arbeitet. → Er arbeitet.',
          'У апавядальным сказе займеннік-дзейнік часта стаіць у пачатку, а дзеяслоў — заўсёды на другім месцы. Калі ў пачатку стаіць іншае слова, займеннік ідзе пасля дзеяслова: Heute arbeite ich.',
        ],
        examples: [
          { de: 'Ich heiße Anna und wohne in Berlin.', tr: 'Мяне завуць Анна, і я жыву ў Берліне.' },
          { de: 'Heute arbeite ich nicht.', tr: 'Сёння я не працую.' },
        ],
      },
      {
        heading: 'Формы',
        paragraphs: [
          'У нямецкай мове дзевяць займеннікаў-дзейнікаў. Канчатак дзеяслова змяняецца разам з займеннікам, таму вучыце кожны займеннік разам з формай дзеяслова.',
        ],
        table: {
          caption: 'Асабовыя займеннікі ў назоўным склоне з дзеясловам wohnen (жыць)',
          head: ['Займеннік', 'Значэнне', 'wohnen'],
          rows: [
            ['ich', 'я', 'ich wohne'],
            ['du', 'ты (адна асоба, неафіцыйна)', 'du wohnst'],
            ['er', 'ён', 'er wohnt'],
            ['sie', 'яна', 'sie wohnt'],
            ['es', 'яно', 'es wohnt'],
            ['wir', 'мы', 'wir wohnen'],
            ['ihr', 'вы (некалькі асоб, неафіцыйна)', 'ihr wohnt'],
            ['sie', 'яны', 'sie wohnen'],
            ['Sie', 'Вы (ветліва, адна ці некалькі асоб)', 'Sie wohnen'],
          ],
        },
      },
      {
        heading: 'er, sie, es для прадметаў',
        paragraphs: [
          'Для прадметаў займеннік залежыць ад граматычнага роду назоўніка: словы з der замяняе er, словы з die — sie, словы з das — es. У множным ліку заўсёды sie.',
          'Род у нямецкай і беларускай мовах часта не супадае: der Tisch — er (стол — ён), die Lampe — sie (лямпа — яна), але das Buch — es, хоць кніга — «яна». Таму вучыце назоўнікі разам з артыклем.',
        ],
        examples: [
          { de: 'Der Tisch ist alt, aber er ist schön.', tr: 'Стол стары, але ён прыгожы.' },
          { de: 'Die Lampe ist kaputt. Sie geht nicht.', tr: 'Лямпа зламаная. Яна не працуе.' },
        ],
      },
      {
        heading: 'du, ihr ці Sie? Тыповыя памылкі',
        paragraphs: [
          'du кажуць аднаму сябру, члену сям’і або дзіцяці, ihr — некалькім такім людзям. Sie — ветлівы зварот да дарослых, якіх вы мала ведаеце, у краме, на працы. Sie заўсёды пішацца з вялікай літары, для адной ці некалькіх асоб, і дзеяслоў стаіць у той самай форме, што з wir і sie (яны): Sie wohnen.',
          'sie можа азначаць «яна», «яны» або, з вялікай літары, ветлівае «Вы». Глядзіце на дзеяслоў: sie wohnt — яна жыве, sie wohnen — яны жывуць.',
          'ich пішацца з малой літары, калі не стаіць у пачатку сказа. У нямецкай мове займеннік-дзейнік нельга прапускаць: ✗ Komme aus Spanien → ✓ Ich komme aus Spanien. Не блытайце формы дзеяслова: ✗ du wohnt → ✓ du wohnst; ✗ er wohnst → ✓ er wohnt.',
        ],
        examples: [
          { de: 'Kommst du mit, Lisa?', tr: 'Ты пойдзеш з намі, Ліза?' },
          { de: 'Woher kommen Sie, Frau Weber?', tr: 'Адкуль Вы, спадарыня Вебер?' },
        ],
      },
    ],
    tr: [
      {
        heading: 'İşi kim yapıyor? Yalın hâl (Nominativ)',
        paragraphs: [
          'Nominativ, öznenin hâlidir: işi yapan kişi ya da şey. Kişi zamiri bir ismin yerine geçer, böylece ismi tekrarlamak gerekmez: Der Mann arbeitet. → Er arbeitet.',
          'Düz cümlede özne zamiri çoğu zaman başta durur; fiil ise her zaman ikinci sıradadır. Başta başka bir kelime varsa zamir fiilden sonra gelir: Heute arbeite ich.',
        ],
        examples: [
          { de: 'Ich heiße Anna und wohne in Berlin.', tr: 'Adım Anna ve Berlin’de oturuyorum.' },
          { de: 'Heute arbeite ich nicht.', tr: 'Bugün çalışmıyorum.' },
        ],
      },
      {
        heading: 'Biçimler',
        paragraphs: [
          'Almancada dokuz özne zamiri vardır. Fiilin eki zamire göre değişir; bu yüzden her zamiri fiil biçimiyle birlikte öğrenin.',
        ],
        table: {
          caption: 'wohnen (oturmak, yaşamak) fiiliyle yalın hâldeki kişi zamirleri',
          head: ['Zamir', 'Anlamı', 'wohnen'],
          rows: [
            ['ich', 'ben', 'ich wohne'],
            ['du', 'sen (tek kişi, samimi)', 'du wohnst'],
            ['er', 'o (eril; der alan kelimeler için de)', 'er wohnt'],
            ['sie', 'o (dişil; die alan kelimeler için de)', 'sie wohnt'],
            ['es', 'o (nötr; das alan kelimeler)', 'es wohnt'],
            ['wir', 'biz', 'wir wohnen'],
            ['ihr', 'siz (birkaç kişi, samimi)', 'ihr wohnt'],
            ['sie', 'onlar', 'sie wohnen'],
            ['Sie', 'siz (resmî, bir veya birkaç kişi)', 'Sie wohnen'],
          ],
        },
      },
      {
        heading: 'Eşyalar için er, sie, es',
        paragraphs: [
          'Eşyalar için zamir, ismin dilbilgisel cinsiyetine bağlıdır: der alan kelimeler er, die alan kelimeler sie, das alan kelimeler es olur. Çoğulda her zaman sie kullanılır.',
          'Türkçede hepsi “o”dur, ama Almancada der Tisch → er, die Lampe → sie, das Buch → es. Bu yüzden isimleri her zaman artikelleriyle birlikte öğrenin.',
        ],
        examples: [
          { de: 'Der Tisch ist alt, aber er ist schön.', tr: 'Masa eski ama güzel.' },
          { de: 'Die Lampe ist kaputt. Sie geht nicht.', tr: 'Lamba bozuk. Çalışmıyor.' },
        ],
      },
      {
        heading: 'du, ihr mi, Sie mi? Sık yapılan hatalar',
        paragraphs: [
          'du bir arkadaşa, aileden birine veya bir çocuğa; ihr bu tür birkaç kişiye söylenir. Sie, iyi tanımadığınız yetişkinlere, mağazada ve işte kullanılan resmî hitaptır. Sie her zaman büyük S ile yazılır, bir veya birkaç kişi için aynıdır ve fiil wir ve sie (onlar) ile aynı biçimdedir: Sie wohnen.',
          'sie “o (kadın)”, “onlar” ya da büyük harfle resmî “siz” anlamına gelebilir. Fiile bakın: sie wohnt = o oturuyor, sie wohnen = onlar oturuyor.',
          'ich, cümle başında değilse küçük harfle yazılır. Almancada özne zamiri atlanmaz: ✗ Komme aus Spanien → ✓ Ich komme aus Spanien. Fiil biçimlerini karıştırmayın: ✗ du wohnt → ✓ du wohnst; ✗ er wohnst → ✓ er wohnt.',
        ],
        examples: [
          { de: 'Kommst du mit, Lisa?', tr: 'Bizimle geliyor musun, Lisa?' },
          { de: 'Woher kommen Sie, Frau Weber?', tr: 'Nerelisiniz, Weber Hanım?' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Kto wykonuje czynność? Mianownik (Nominativ)',
        paragraphs: [
          'Mianownik to przypadek podmiotu: osoby lub rzeczy, która wykonuje czynność. Zaimek osobowy zastępuje rzeczownik, żeby go nie powtarzać: Der Mann arbeitet. → Er arbeitet.',
          'W zdaniu oznajmującym zaimek-podmiot często stoi na początku, a czasownik zawsze na drugim miejscu. Jeśli na początku stoi inne słowo, zaimek idzie za czasownikiem: Heute arbeite ich.',
        ],
        examples: [
          { de: 'Ich heiße Anna und wohne in Berlin.', tr: 'Mam na imię Anna i mieszkam w Berlinie.' },
          { de: 'Heute arbeite ich nicht.', tr: 'Dzisiaj nie pracuję.' },
        ],
      },
      {
        heading: 'Formy',
        paragraphs: [
          'W języku niemieckim jest dziewięć zaimków w funkcji podmiotu. Końcówka czasownika zmienia się razem z zaimkiem, dlatego ucz się każdego zaimka razem z formą czasownika.',
        ],
        table: {
          caption: 'Zaimki osobowe w mianowniku z czasownikiem wohnen (mieszkać)',
          head: ['Zaimek', 'Znaczenie', 'wohnen'],
          rows: [
            ['ich', 'ja', 'ich wohne'],
            ['du', 'ty (jedna osoba, nieformalnie)', 'du wohnst'],
            ['er', 'on', 'er wohnt'],
            ['sie', 'ona', 'sie wohnt'],
            ['es', 'ono', 'es wohnt'],
            ['wir', 'my', 'wir wohnen'],
            ['ihr', 'wy (kilka osób, nieformalnie)', 'ihr wohnt'],
            ['sie', 'oni / one', 'sie wohnen'],
            ['Sie', 'Pan / Pani / Państwo (forma grzecznościowa)', 'Sie wohnen'],
          ],
        },
      },
      {
        heading: 'er, sie, es dla rzeczy',
        paragraphs: [
          'Dla rzeczy zaimek zależy od rodzaju gramatycznego rzeczownika: słowa z der zastępuje er, słowa z die – sie, słowa z das – es. W liczbie mnogiej zawsze sie.',
          'Rodzaj w niemieckim i polskim często się różni: der Tisch – er (stół – on), die Lampe – sie (lampa – ona), ale das Buch – es, choć książka to „ona”. Dlatego ucz się rzeczowników razem z rodzajnikiem.',
        ],
        examples: [
          { de: 'Der Tisch ist alt, aber er ist schön.', tr: 'Stół jest stary, ale ładny.' },
          { de: 'Die Lampe ist kaputt. Sie geht nicht.', tr: 'Lampa jest zepsuta. Nie działa.' },
        ],
      },
      {
        heading: 'du, ihr czy Sie? Typowe błędy',
        paragraphs: [
          'du mówi się do jednego przyjaciela, członka rodziny lub dziecka, ihr – do kilku takich osób. Sie to forma grzecznościowa (Pan, Pani, Państwo) wobec dorosłych, których słabo znasz, w sklepie i w pracy. Sie pisze się zawsze wielką literą, do jednej lub kilku osób, a czasownik ma tę samą formę co z wir i sie (oni): Sie wohnen.',
          'sie może znaczyć „ona”, „oni/one” albo, pisane wielką literą, grzecznościowe „Pan/Pani”. Patrz na czasownik: sie wohnt – ona mieszka, sie wohnen – oni mieszkają.',
          'ich pisze się małą literą, jeśli nie stoi na początku zdania. Po niemiecku nie pomija się zaimka-podmiotu: ✗ Komme aus Spanien → ✓ Ich komme aus Spanien. Nie myl form czasownika: ✗ du wohnt → ✓ du wohnst; ✗ er wohnst → ✓ er wohnt.',
        ],
        examples: [
          { de: 'Kommst du mit, Lisa?', tr: 'Idziesz z nami, Liso?' },
          { de: 'Woher kommen Sie, Frau Weber?', tr: 'Skąd Pani pochodzi, pani Weber?' },
        ],
      },
    ],
    es: [
      {
        heading: '¿Quién hace la acción? El nominativo',
        paragraphs: [
          'El nominativo es el caso del sujeto: la persona o cosa que realiza la acción. Un pronombre personal sustituye a un sustantivo para no repetirlo: Der Mann arbeitet. → Er arbeitet.',
          'En una oración afirmativa, el pronombre sujeto suele ir al principio y el verbo siempre va en segunda posición. Si otra palabra va al principio, el pronombre va detrás del verbo: Heute arbeite ich.',
        ],
        examples: [
          { de: 'Ich heiße Anna und wohne in Berlin.', tr: 'Me llamo Anna y vivo en Berlín.' },
          { de: 'Heute arbeite ich nicht.', tr: 'Hoy no trabajo.' },
        ],
      },
      {
        heading: 'Las formas',
        paragraphs: [
          'El alemán tiene nueve pronombres sujeto. La terminación del verbo cambia con el pronombre, así que aprende cada pronombre junto con su forma verbal.',
        ],
        table: {
          caption: 'Pronombres personales en nominativo con el verbo wohnen (vivir)',
          head: ['Pronombre', 'Significado', 'wohnen'],
          rows: [
            ['ich', 'yo', 'ich wohne'],
            ['du', 'tú (una persona, informal)', 'du wohnst'],
            ['er', 'él', 'er wohnt'],
            ['sie', 'ella', 'sie wohnt'],
            ['es', 'él / ella (neutro, palabras con das)', 'es wohnt'],
            ['wir', 'nosotros / nosotras', 'wir wohnen'],
            ['ihr', 'vosotros / vosotras (varias personas, informal)', 'ihr wohnt'],
            ['sie', 'ellos / ellas', 'sie wohnen'],
            ['Sie', 'usted / ustedes (formal)', 'Sie wohnen'],
          ],
        },
      },
      {
        heading: 'er, sie, es para cosas',
        paragraphs: [
          'Para las cosas, el pronombre depende del género gramatical del sustantivo: las palabras con der se sustituyen por er, las palabras con die por sie y las palabras con das por es. En plural siempre es sie.',
          'El género en alemán y en español a menudo no coincide: der Tisch – er (la mesa – ella), die Lampe – sie (la lámpara – ella), das Buch – es (el libro – él). Por eso aprende siempre los sustantivos con su artículo.',
        ],
        examples: [
          { de: 'Der Tisch ist alt, aber er ist schön.', tr: 'La mesa es vieja, pero es bonita.' },
          { de: 'Die Lampe ist kaputt. Sie geht nicht.', tr: 'La lámpara está rota. No funciona.' },
        ],
      },
      {
        heading: '¿du, ihr o Sie? Errores frecuentes',
        paragraphs: [
          'du se usa con un amigo, un familiar o un niño; ihr, con varias de esas personas. Sie es el tratamiento formal (usted, ustedes) para adultos que no conoces bien, en tiendas y en el trabajo. Sie se escribe siempre con mayúscula, para una o varias personas, y el verbo tiene la misma forma que con wir y sie (ellos): Sie wohnen.',
          'sie puede significar «ella», «ellos/ellas» o, con mayúscula, «usted/ustedes». Fíjate en el verbo: sie wohnt = ella vive, sie wohnen = ellos viven.',
          'ich se escribe con minúscula si no está al principio de la oración. En alemán no se puede omitir el pronombre sujeto: ✗ Komme aus Spanien → ✓ Ich komme aus Spanien. No confundas las formas del verbo: ✗ du wohnt → ✓ du wohnst; ✗ er wohnst → ✓ er wohnt.',
        ],
        examples: [
          { de: 'Kommst du mit, Lisa?', tr: '¿Vienes con nosotros, Lisa?' },
          { de: 'Woher kommen Sie, Frau Weber?', tr: '¿De dónde es usted, señora Weber?' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - heiße - Anna.', hide: ['Ich'], formEn: 'My name is Anna.', tr: { ua: 'Мене звати Анна.', de: 'Vorstellung: Anna ist mein Name. (heißen)', ru: 'Меня зовут Анна.', be: 'Мяне завуць Анна.', tr: 'Benim adım Anna.', pl: 'Mam na imię Anna.', es: 'Me llamo Anna.' }, correct: false },
      { formDe: 'Ich - wohne - in - Berlin.', hide: ['Ich'], formEn: 'I live in Berlin.', tr: { ua: 'Я живу в Берліні.', de: 'Mein Zuhause ist in der deutschen Hauptstadt. (wohnen)', ru: 'Я живу в Берлине.', be: 'Я жыву ў Берліне.', tr: 'Berlin’de yaşıyorum.', pl: 'Mieszkam w Berlinie.', es: 'Vivo en Berlín.' }, correct: false },
      { formDe: 'Woher - kommst - du?', hide: ['du'], formEn: 'Where are you from?', tr: { ua: 'Звідки ти?', de: 'Frage an einen neuen Freund nach seinem Heimatland (kommen)', ru: 'Откуда ты?', be: 'Адкуль ты?', tr: 'Nerelisin?', pl: 'Skąd jesteś?', es: '¿De dónde eres?' }, correct: false },
      { formDe: 'Du - sprichst - sehr - gut - Deutsch.', hide: ['Du'], formEn: 'You speak German very well.', tr: { ua: 'Ти дуже добре говориш німецькою.', de: 'Kompliment an einen Freund: Dein Deutsch ist super! (sprechen)', ru: 'Ты очень хорошо говоришь по-немецки.', be: 'Ты вельмі добра размаўляеш па-нямецку.', tr: 'Çok iyi Almanca konuşuyorsun.', pl: 'Bardzo dobrze mówisz po niemiecku.', es: 'Hablas alemán muy bien.' }, correct: false },
      { formDe: 'Was - machst - du - heute?', hide: ['du'], formEn: 'What are you doing today?', tr: { ua: 'Що ти робиш сьогодні?', de: 'Frage an einen Freund nach seinen Plänen für heute (machen)', ru: 'Что ты делаешь сегодня?', be: 'Што ты робіш сёння?', tr: 'Bugün ne yapıyorsun?', pl: 'Co dzisiaj robisz?', es: '¿Qué haces hoy?' }, correct: false },
      { formDe: 'Mein Bruder - ist - Arzt. - Er - arbeitet - im Krankenhaus.', hide: ['Er'], formEn: 'My brother is a doctor. He works in the hospital.', tr: { ua: 'Мій брат лікар. Він працює в лікарні.', de: 'Beruf von meinem Bruder: Arzt, Arbeitsplatz: Krankenhaus (arbeiten)', ru: 'Мой брат врач. Он работает в больнице.', be: 'Мой брат лекар. Ён працуе ў бальніцы.', tr: 'Erkek kardeşim doktor. Hastanede çalışıyor.', pl: 'Mój brat jest lekarzem. Pracuje w szpitalu.', es: 'Mi hermano es médico. Trabaja en el hospital.' }, correct: false },
      { formDe: 'Wo - ist - Peter? - Er - ist - zu Hause.', hide: ['Er'], formEn: 'Where is Peter? He is at home.', tr: { ua: 'Де Петер? Він удома.', de: 'Frage nach Peter, Antwort: in seiner Wohnung (sein, zu Hause)', ru: 'Где Петер? Он дома.', be: 'Дзе Петэр? Ён дома.', tr: 'Peter nerede? Evde.', pl: 'Gdzie jest Peter? Jest w domu.', es: '¿Dónde está Peter? Está en casa.' }, correct: false },
      { formDe: 'Lisa - ist - müde. - Sie - geht - ins Bett.', hide: ['Sie'], formEn: 'Lisa is tired. She is going to bed.', tr: { ua: 'Ліза втомилася. Вона йде спати.', de: 'Lisa möchte schlafen, es ist spät. (müde sein, ins Bett gehen)', ru: 'Лиза устала. Она идёт спать.', be: 'Ліза стамілася. Яна ідзе спаць.', tr: 'Lisa yorgun. Yatmaya gidiyor.', pl: 'Lisa jest zmęczona. Idzie spać.', es: 'Lisa está cansada. Se va a la cama.' }, correct: false },
      { formDe: 'Meine Mutter - kocht - gern. - Sie - macht - Suppe.', hide: ['Sie'], formEn: 'My mother likes cooking. She is making soup.', tr: { ua: 'Моя мама любить готувати. Вона варить суп.', de: 'Meine Mutter ist gern in der Küche, heute gibt es Suppe. (kochen, machen)', ru: 'Моя мама любит готовить. Она варит суп.', be: 'Мая мама любіць гатаваць. Яна варыць суп.', tr: 'Annem yemek yapmayı sever. Çorba yapıyor.', pl: 'Moja mama lubi gotować. Robi zupę.', es: 'A mi madre le gusta cocinar. Está haciendo sopa.' }, correct: false },
      { formDe: 'Das Baby - weint. - Es - hat - Hunger.', hide: ['Es'], formEn: 'The baby is crying. It is hungry.', tr: { ua: 'Малюк плаче. Він голодний.', de: 'Das Baby schreit und möchte Milch. (weinen, Hunger haben, das Baby)', ru: 'Малыш плачет. Он голоден.', be: 'Немаўля плача. Яно галоднае.', tr: 'Bebek ağlıyor. Acıkmış.', pl: 'Dziecko płacze. Jest głodne.', es: 'El bebé está llorando. Tiene hambre.' }, correct: false },
      { formDe: 'Das Auto - ist - neu. - Es - ist - rot.', hide: ['Es'], formEn: 'The car is new. It is red.', tr: { ua: 'Машина нова. Вона червона.', de: 'Das Auto kommt direkt aus der Fabrik, die Farbe: rot. (das Auto, neu)', ru: 'Машина новая. Она красная.', be: 'Машына новая. Яна чырвоная.', tr: 'Araba yeni. Rengi kırmızı.', pl: 'Samochód jest nowy. Jest czerwony.', es: 'El coche es nuevo. Es rojo.' }, correct: false },
      { formDe: 'Der Tisch - ist - alt, - aber - er - ist - schön.', hide: ['er'], formEn: 'The table is old, but it is nice.', tr: { ua: 'Стіл старий, але він гарний.', de: 'Ein Möbelstück mit vielen Jahren, trotzdem hübsch. (der Tisch, alt, schön)', ru: 'Стол старый, но он красивый.', be: 'Стол стары, але ён прыгожы.', tr: 'Masa eski ama güzel.', pl: 'Stół jest stary, ale ładny.', es: 'La mesa es vieja, pero es bonita.' }, correct: false },
      { formDe: 'Die Lampe - ist - kaputt. - Sie - geht - nicht.', hide: ['Sie'], formEn: 'The lamp is broken. It does not work.', tr: { ua: 'Лампа зламана. Вона не працює.', de: 'Die Lampe ist kaputt, das Licht bleibt aus. (gehen, die Lampe)', ru: 'Лампа сломана. Она не работает.', be: 'Лямпа зламаная. Яна не працуе.', tr: 'Lamba bozuk. Çalışmıyor.', pl: 'Lampa jest zepsuta. Nie działa.', es: 'La lámpara está rota. No funciona.' }, correct: false },
      { formDe: 'Wir - lernen - Deutsch.', hide: ['Wir'], formEn: 'We are learning German.', tr: { ua: 'Ми вчимо німецьку.', de: 'Unser Kurs: die deutsche Sprache (lernen, wir)', ru: 'Мы учим немецкий.', be: 'Мы вывучаем нямецкую мову.', tr: 'Almanca öğreniyoruz.', pl: 'Uczymy się niemieckiego.', es: 'Estamos aprendiendo alemán.' }, correct: false },
      { formDe: 'Heute - gehen - wir - ins Kino.', hide: ['wir'], formEn: 'Today we are going to the cinema.', tr: { ua: 'Сьогодні ми йдемо в кіно.', de: 'Unser Plan für heute: einen Film sehen. (gehen, ins Kino)', ru: 'Сегодня мы идём в кино.', be: 'Сёння мы ідзем у кіно.', tr: 'Bugün sinemaya gidiyoruz.', pl: 'Dzisiaj idziemy do kina.', es: 'Hoy vamos al cine.' }, correct: false },
      { formDe: 'Ihr - spielt - gut - Fußball.', hide: ['Ihr'], formEn: 'You all play football well.', tr: { ua: 'Ви всі добре граєте у футбол.', de: 'Kompliment an die Mannschaft (ihr-Form): super Spiel mit dem Ball! (spielen, der Fußball)', ru: 'Вы все хорошо играете в футбол.', be: 'Вы ўсе добра гуляеце ў футбол.', tr: 'Hepiniz iyi futbol oynuyorsunuz.', pl: 'Wszyscy dobrze gracie w piłkę nożną.', es: 'Todos jugáis bien al fútbol.' }, correct: false },
      { formDe: 'Kommt - ihr - morgen?', hide: ['ihr'], formEn: 'Are you all coming tomorrow?', tr: { ua: 'Ви всі прийдете завтра?', de: 'Frage an die Gruppe (ihr-Form): morgen dabei sein? (kommen)', ru: 'Вы все придёте завтра?', be: 'Вы ўсе прыйдзеце заўтра?', tr: 'Yarın hepiniz geliyor musunuz?', pl: 'Przyjdziecie wszyscy jutro?', es: '¿Venís todos mañana?' }, correct: false },
      { formDe: 'Tom und Maria - sind - Freunde. - Sie - wohnen - in Hamburg.', hide: ['Sie'], formEn: 'Tom and Maria are friends. They live in Hamburg.', tr: { ua: 'Том і Марія друзі. Вони живуть у Гамбурзі.', de: 'Tom und Maria kennen sich gut, ihr Zuhause ist in Hamburg. (wohnen, die Freunde)', ru: 'Том и Мария друзья. Они живут в Гамбурге.', be: 'Том і Марыя сябры. Яны жывуць у Гамбургу.', tr: 'Tom ve Maria arkadaş. Hamburg’da yaşıyorlar.', pl: 'Tom i Maria są przyjaciółmi. Mieszkają w Hamburgu.', es: 'Tom y Maria son amigos. Viven en Hamburgo.' }, correct: false },
      { formDe: 'Die Kinder - spielen - im Garten. - Sie - sind - laut.', hide: ['Sie'], formEn: 'The children are playing in the garden. They are loud.', tr: { ua: 'Діти граються в саду. Вони галасливі.', de: 'Im Garten spielen die Kinder, und es ist gar nicht leise. (laut sein, die Kinder)', ru: 'Дети играют в саду. Они шумные.', be: 'Дзеці гуляюць у садзе. Яны шумныя.', tr: 'Çocuklar bahçede oynuyor. Çok gürültücüler.', pl: 'Dzieci bawią się w ogrodzie. Są głośne.', es: 'Los niños están jugando en el jardín. Hacen mucho ruido.' }, correct: false },
      { formDe: 'Sprechen - Sie - Englisch, - Herr Braun?', hide: ['Sie'], formEn: 'Do you speak English, Mr Braun?', tr: { ua: 'Ви говорите англійською, пане Браун?', de: 'Höfliche Frage (Sie-Form) an Herrn Braun nach seinen Sprachen (sprechen, Englisch)', ru: 'Вы говорите по-английски, господин Браун?', be: 'Вы размаўляеце па-англійску, спадар Браўн?', tr: 'İngilizce konuşuyor musunuz, Bay Braun?', pl: 'Czy mówi pan po angielsku, panie Braun?', es: '¿Habla usted inglés, señor Braun?' }, correct: false },
      { formDe: 'Woher - kommen - Sie, - Frau Weber?', hide: ['Sie'], formEn: 'Where are you from, Mrs Weber?', tr: { ua: 'Звідки ви, пані Вебер?', de: 'Höfliche Frage (Sie-Form) an Frau Weber nach ihrem Heimatland (kommen)', ru: 'Откуда вы, госпожа Вебер?', be: 'Адкуль вы, спадарыня Вебер?', tr: 'Nerelisiniz, Bayan Weber?', pl: 'Skąd pani pochodzi, pani Weber?', es: '¿De dónde es usted, señora Weber?' }, correct: false },
      { formDe: 'Ich - trinke - Kaffee, - und - du - trinkst - Tee.', hide: ['Ich', 'du'], formEn: 'I drink coffee, and you drink tea.', tr: { ua: 'Я п’ю каву, а ти п’єш чай.', de: 'Am Frühstückstisch: für mich Kaffee, für dich Tee (trinken)', ru: 'Я пью кофе, а ты пьёшь чай.', be: 'Я п’ю каву, а ты п’еш чай.', tr: 'Ben kahve içiyorum, sen de çay içiyorsun.', pl: 'Ja piję kawę, a ty pijesz herbatę.', es: 'Yo bebo café y tú bebes té.' }, correct: false },
      { formDe: 'Mein Vater - kommt - aus Polen. - Er - spricht - Polnisch.', hide: ['Er'], formEn: 'My father is from Poland. He speaks Polish.', tr: { ua: 'Мій тато з Польщі. Він розмовляє польською.', de: 'Papa ist Pole, seine Muttersprache ist Polnisch. (sprechen, mein Vater)', ru: 'Мой папа из Польши. Он говорит по-польски.', be: 'Мой тата з Польшчы. Ён размаўляе па-польску.', tr: 'Babam Polonyalı. Lehçe konuşuyor.', pl: 'Mój tata pochodzi z Polski. Mówi po polsku.', es: 'Mi padre es de Polonia. Habla polaco.' }, correct: false },
      { formDe: 'Die Suppe - ist - heiß. - Sie - schmeckt - gut.', hide: ['Sie'], formEn: 'The soup is hot. It tastes good.', tr: { ua: 'Суп гарячий. Він смачний.', de: 'Die Suppe kommt frisch vom Herd und ist lecker. (schmecken, die Suppe)', ru: 'Суп горячий. Он вкусный.', be: 'Суп гарачы. Ён смачны.', tr: 'Çorba sıcak. Tadı güzel.', pl: 'Zupa jest gorąca. Smakuje dobrze.', es: 'La sopa está caliente. Está rica.' }, correct: false },
      { formDe: 'Kinder, - wo - seid - ihr?', hide: ['ihr'], formEn: 'Children, where are you?', tr: { ua: 'Діти, де ви?', de: 'Die Mutter ruft im Garten nach den Kindern. (sein)', ru: 'Дети, где вы?', be: 'Дзеці, дзе вы?', tr: 'Çocuklar, neredesiniz?', pl: 'Dzieci, gdzie jesteście?', es: 'Niños, ¿dónde estáis?' }, correct: false },
      { formDe: 'Mein Mann und ich - haben - zwei Kinder. - Wir - wohnen - in Bremen.', hide: ['Wir'], formEn: 'My husband and I have two children. We live in Bremen.', tr: { ua: 'У нас із чоловіком двоє дітей. Ми живемо в Бремені.', de: 'Eine Frau erzählt von ihrer Familie und ihrer Stadt. (wohnen)', ru: 'У нас с мужем двое детей. Мы живём в Бремене.', be: 'У нас з мужам двое дзяцей. Мы жывём у Брэмене.', tr: 'Eşimle benim iki çocuğumuz var. Bremen’de yaşıyoruz.', pl: 'Mój mąż i ja mamy dwoje dzieci. Mieszkamy w Bremie.', es: 'Mi marido y yo tenemos dos hijos. Vivimos en Bremen.' }, correct: false },
      { formDe: 'Bist - du - heute - müde?', hide: ['du'], formEn: 'Are you tired today?', tr: { ua: 'Ти сьогодні втомився?', de: 'Frage an einen Freund, der die ganze Zeit gähnt. (sein, müde)', ru: 'Ты сегодня устал?', be: 'Ты сёння стаміўся?', tr: 'Bugün yorgun musun?', pl: 'Jesteś dzisiaj zmęczony?', es: '¿Estás cansado hoy?' }, correct: false },
      { formDe: 'Das Handy - ist - alt, - aber - es - funktioniert - noch.', hide: ['es'], formEn: 'The mobile is old, but it still works.', tr: { ua: 'Телефон старий, але він ще працює.', de: 'Mein Handy hat schon zehn Jahre, trotzdem kann ich damit noch telefonieren. (funktionieren, das Handy)', ru: 'Телефон старый, но он ещё работает.', be: 'Тэлефон стары, але ён яшчэ працуе.', tr: 'Telefon eski ama hâlâ çalışıyor.', pl: 'Telefon jest stary, ale jeszcze działa.', es: 'El móvil es viejo, pero todavía funciona.' }, correct: false },
      { formDe: 'Ich - bin - Lehrerin. - Was - sind - Sie - von Beruf, - Herr Roth?', hide: ['Ich', 'Sie'], formEn: 'I am a teacher. What do you do for a living, Mr Roth?', tr: { ua: 'Я вчителька. А ким ви працюєте, пане Рот?', de: 'Beim Kennenlernen: erst der eigene Beruf, dann die höfliche Frage an Herrn Roth. (sein)', ru: 'Я учительница. А кем вы работаете, господин Рот?', be: 'Я настаўніца. А кім вы працуеце, пане Рот?', tr: 'Ben öğretmenim. Siz ne iş yapıyorsunuz, Bay Roth?', pl: 'Jestem nauczycielką. A czym pan się zajmuje, panie Roth?', es: 'Soy profesora. ¿Y usted a qué se dedica, señor Roth?' }, correct: false },
      { formDe: 'Meine Freunde - kommen - heute. - Sie - bringen - Kuchen - mit.', hide: ['Sie'], formEn: 'My friends are coming today. They are bringing cake.', tr: { ua: 'Сьогодні приходять мої друзі. Вони принесуть пиріг.', de: 'Heute gibt es Besuch, und die Gäste haben etwas Süßes dabei. (mitbringen, die Freunde)', ru: 'Сегодня придут мои друзья. Они принесут пирог.', be: 'Сёння прыйдуць мае сябры. Яны прынясуць пірог.', tr: 'Arkadaşlarım bugün geliyor. Pasta getiriyorlar.', pl: 'Moi przyjaciele dziś przychodzą. Przyniosą ciasto.', es: 'Mis amigos vienen hoy. Traen pastel.' }, correct: false },
    ],
  },
};

export default topic;
