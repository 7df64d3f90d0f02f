import type { A1Topic } from '../types';

const topic: A1Topic = {
  slug: 'modal-wollen',
  type: 'modals',
  title: {
    en: 'Modal verb wollen',
    ua: 'Модальне дієслово wollen',
    de: 'Das Modalverb wollen',
    ru: 'Модальный глагол wollen',
    be: 'Мадальны дзеяслоў wollen',
    tr: 'Modal fiil wollen',
    pl: 'Czasownik modalny wollen',
    es: 'El verbo modal wollen',
  },
  descr: {
    en: 'Say what you want to do: wollen in second place and the infinitive at the end.',
    ua: 'Кажіть, що ви хочете зробити: wollen на другому місці, а інфінітив у кінці.',
    de: 'Sag, was du machen willst: wollen auf Position 2 und der Infinitiv am Ende.',
    ru: 'Говорите, что вы хотите сделать: wollen на втором месте, а инфинитив в конце.',
    be: 'Кажыце, што вы хочаце зрабіць: wollen на другім месцы, а інфінітыў у канцы.',
    tr: 'Ne yapmak istediğinizi söyleyin: wollen ikinci sırada, mastar cümlenin sonunda.',
    pl: 'Powiedz, co chcesz zrobić: wollen na drugim miejscu, a bezokolicznik na końcu.',
    es: 'Di lo que quieres hacer: wollen en segunda posición y el infinitivo al final.',
  },
  rules: {
    en: [
      {
        heading: 'What wollen means',
        paragraphs: [
          'Wollen means “to want (to do something)”. It expresses a wish, a plan or a firm intention: Ich will Deutsch lernen.',
          'Wollen is a modal verb. The conjugated form of wollen stands in second place, and the second verb goes to the very end of the sentence in the infinitive.',
        ],
        examples: [
          { de: 'Ich will heute ins Kino gehen.', tr: 'I want to go to the cinema today.' },
          { de: 'Wir wollen im Sommer nach Spanien fahren.', tr: 'We want to go to Spain in the summer.' },
        ],
      },
      {
        heading: 'The forms of wollen',
        paragraphs: [
          'In the singular the stem vowel changes from o to i: will, willst. The plural forms are regular.',
          'ich and er/sie/es have the same form and no ending: ich will, er will – never “er willt”.',
        ],
        table: {
          caption: 'wollen in the present tense',
          head: ['Person', 'wollen'],
          rows: [['ich', 'will'], ['du', 'willst'], ['er/sie/es', 'will'], ['wir', 'wollen'], ['ihr', 'wollt'], ['sie/Sie', 'wollen']],
        },
        examples: [
          { de: 'Willst du Tee trinken?', tr: 'Do you want to drink tea?' },
          { de: 'Mein Bruder will Arzt werden.', tr: 'My brother wants to become a doctor.' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'Ich will is not the future like English “I will”. It means “I want”. For the future German uses the present tense or werden.',
          'The infinitive comes without zu: Ich will schlafen, not “Ich will zu schlafen”.',
          'Wollen sounds direct. For a polite wish, for example in a café or a shop, use möchten: Ich möchte einen Kaffee.',
        ],
        examples: [
          { de: 'Ich will nach Hause gehen.', tr: 'I want to go home.' },
          { de: 'Ich möchte einen Kaffee, bitte.', tr: 'I would like a coffee, please.' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Що означає wollen',
        paragraphs: [
          'Wollen означає «хотіти (щось зробити)». Воно виражає бажання, план або твердий намір: Ich will Deutsch lernen.',
          'Wollen — модальне дієслово. Особова форма wollen стоїть на другому місці, а друге дієслово йде в самий кінець речення у формі інфінітива.',
        ],
        examples: [
          { de: 'Ich will heute ins Kino gehen.', tr: 'Я хочу сьогодні піти в кіно.' },
          { de: 'Wir wollen im Sommer nach Spanien fahren.', tr: 'Ми хочемо влітку поїхати до Іспанії.' },
        ],
      },
      {
        heading: 'Форми wollen',
        paragraphs: [
          'В однині кореневий голосний змінюється з o на i: will, willst. Форми множини правильні.',
          'ich і er/sie/es мають однакову форму без закінчення: ich will, er will — ніколи не «er willt».',
        ],
        table: {
          caption: 'wollen у теперішньому часі',
          head: ['Особа', 'wollen'],
          rows: [['ich', 'will'], ['du', 'willst'], ['er/sie/es', 'will'], ['wir', 'wollen'], ['ihr', 'wollt'], ['sie/Sie', 'wollen']],
        },
        examples: [
          { de: 'Willst du Tee trinken?', tr: 'Ти хочеш випити чаю?' },
          { de: 'Mein Bruder will Arzt werden.', tr: 'Мій брат хоче стати лікарем.' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'Ich will — це не майбутній час, як англійське «I will». Це означає «я хочу». Для майбутнього в німецькій мові вживають теперішній час або werden.',
          'Інфінітив стоїть без zu: Ich will schlafen, а не «Ich will zu schlafen».',
          'Wollen звучить прямо. Для ввічливого бажання, наприклад у кафе чи в магазині, вживайте möchten: Ich möchte einen Kaffee.',
        ],
        examples: [
          { de: 'Ich will nach Hause gehen.', tr: 'Я хочу піти додому.' },
          { de: 'Ich möchte einen Kaffee, bitte.', tr: 'Я б хотів каву, будь ласка.' },
        ],
      },
    ],
    de: [
      {
        heading: 'Was bedeutet wollen?',
        paragraphs: [
          'Mit wollen sagt man einen Wunsch, einen Plan oder eine feste Absicht: Ich will Deutsch lernen.',
          'Wollen ist ein Modalverb. Die konjugierte Form von wollen steht auf Position 2. Das zweite Verb steht im Infinitiv ganz am Ende.',
        ],
        examples: [
          { de: 'Ich will heute ins Kino gehen.', tr: 'Mein Plan für heute: Ich gehe ins Kino.' },
          { de: 'Wir wollen im Sommer nach Spanien fahren.', tr: 'Unser Plan: im Sommer eine Reise nach Spanien.' },
        ],
      },
      {
        heading: 'Die Formen von wollen',
        paragraphs: [
          'Im Singular ändert sich der Vokal: o wird zu i (will, willst). Die Pluralformen sind regelmäßig.',
          'ich und er/sie/es haben dieselbe Form ohne Endung: ich will, er will – nie „er willt“.',
        ],
        table: {
          caption: 'wollen im Präsens',
          head: ['Person', 'wollen'],
          rows: [['ich', 'will'], ['du', 'willst'], ['er/sie/es', 'will'], ['wir', 'wollen'], ['ihr', 'wollt'], ['sie/Sie', 'wollen']],
        },
        examples: [
          { de: 'Willst du Tee trinken?', tr: 'Frage: Hast du Lust auf Tee?' },
          { de: 'Mein Bruder will Arzt werden.', tr: 'Sein Ziel: Er möchte später als Arzt arbeiten.' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          '„Ich will“ ist keine Zukunft wie das englische „I will“. Es bedeutet: Ich habe den Wunsch. Für die Zukunft benutzt man im Deutschen das Präsens oder werden.',
          'Der Infinitiv steht ohne zu: Ich will schlafen, nicht „Ich will zu schlafen“.',
          'Wollen klingt sehr direkt. Für einen höflichen Wunsch, zum Beispiel im Café oder im Geschäft, nimmt man möchten: Ich möchte einen Kaffee.',
        ],
        examples: [
          { de: 'Ich will nach Hause gehen.', tr: 'Mein Wunsch: Ich gehe jetzt nach Hause.' },
          { de: 'Ich möchte einen Kaffee, bitte.', tr: 'Höflich: Ich hätte gern einen Kaffee.' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Что значит wollen',
        paragraphs: [
          'Wollen значит «хотеть (что-то сделать)». Оно выражает желание, план или твёрдое намерение: Ich will Deutsch lernen.',
          'Wollen — модальный глагол. Личная форма wollen стоит на втором месте, а второй глагол уходит в самый конец предложения в форме инфинитива.',
        ],
        examples: [
          { de: 'Ich will heute ins Kino gehen.', tr: 'Я хочу сегодня пойти в кино.' },
          { de: 'Wir wollen im Sommer nach Spanien fahren.', tr: 'Мы хотим летом поехать в Испанию.' },
        ],
      },
      {
        heading: 'Формы wollen',
        paragraphs: [
          'В единственном числе корневая гласная меняется с o на i: will, willst. Формы множественного числа правильные.',
          'У ich и er/sie/es одинаковая форма без окончания: ich will, er will — никогда не «er willt».',
        ],
        table: {
          caption: 'wollen в настоящем времени',
          head: ['Лицо', 'wollen'],
          rows: [['ich', 'will'], ['du', 'willst'], ['er/sie/es', 'will'], ['wir', 'wollen'], ['ihr', 'wollt'], ['sie/Sie', 'wollen']],
        },
        examples: [
          { de: 'Willst du Tee trinken?', tr: 'Ты хочешь выпить чаю?' },
          { de: 'Mein Bruder will Arzt werden.', tr: 'Мой брат хочет стать врачом.' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'Ich will — это не будущее время, как английское «I will». Это значит «я хочу». Для будущего в немецком используют настоящее время или werden.',
          'Инфинитив стоит без zu: Ich will schlafen, а не «Ich will zu schlafen».',
          'Wollen звучит прямо. Для вежливого желания, например в кафе или в магазине, используйте möchten: Ich möchte einen Kaffee.',
        ],
        examples: [
          { de: 'Ich will nach Hause gehen.', tr: 'Я хочу пойти домой.' },
          { de: 'Ich möchte einen Kaffee, bitte.', tr: 'Я бы хотел кофе, пожалуйста.' },
        ],
      },
    ],
    be: [
      {
        heading: 'Што азначае wollen',
        paragraphs: [
          'Wollen азначае «хацець (нешта зрабіць)». Ён выражае жаданне, план або цвёрды намер: Ich will Deutsch lernen.',
          'Wollen — мадальны дзеяслоў. Асабовая форма wollen стаіць на другім месцы, а другі дзеяслоў ідзе ў самы канец сказа ў форме інфінітыва.',
        ],
        examples: [
          { de: 'Ich will heute ins Kino gehen.', tr: 'Я хачу сёння пайсці ў кіно.' },
          { de: 'Wir wollen im Sommer nach Spanien fahren.', tr: 'Мы хочам улетку паехаць у Іспанію.' },
        ],
      },
      {
        heading: 'Формы wollen',
        paragraphs: [
          'У адзіночным ліку каранёвы галосны мяняецца з o на i: will, willst. Формы множнага ліку правільныя.',
          'У ich і er/sie/es аднолькавая форма без канчатка: ich will, er will — ніколі не «er willt».',
        ],
        table: {
          caption: 'wollen у цяперашнім часе',
          head: ['Асоба', 'wollen'],
          rows: [['ich', 'will'], ['du', 'willst'], ['er/sie/es', 'will'], ['wir', 'wollen'], ['ihr', 'wollt'], ['sie/Sie', 'wollen']],
        },
        examples: [
          { de: 'Willst du Tee trinken?', tr: 'Ты хочаш выпіць гарбаты?' },
          { de: 'Mein Bruder will Arzt werden.', tr: 'Мой брат хоча стаць лекарам.' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'Ich will — гэта не будучы час, як англійскае «I will». Гэта значыць «я хачу». Для будучага часу ў нямецкай мове ўжываюць цяперашні час або werden.',
          'Інфінітыў стаіць без zu: Ich will schlafen, а не «Ich will zu schlafen».',
          'Wollen гучыць даволі прама. Для ветлівага жадання, напрыклад у кавярні ці ў краме, ужывайце möchten: Ich möchte einen Kaffee.',
        ],
        examples: [
          { de: 'Ich will nach Hause gehen.', tr: 'Я хачу пайсці дадому.' },
          { de: 'Ich möchte einen Kaffee, bitte.', tr: 'Я хацеў бы каву, калі ласка.' },
        ],
      },
    ],
    tr: [
      {
        heading: 'wollen ne anlama gelir?',
        paragraphs: [
          'Wollen “istemek (bir şey yapmak istemek)” demektir. Bir isteği, bir planı veya kesin bir niyeti anlatır: Ich will Deutsch lernen.',
          'Wollen bir modal fiildir. Çekimli wollen ikinci sırada durur, ikinci fiil ise mastar hâlinde cümlenin en sonuna gider.',
        ],
        examples: [
          { de: 'Ich will heute ins Kino gehen.', tr: 'Bugün sinemaya gitmek istiyorum.' },
          { de: 'Wir wollen im Sommer nach Spanien fahren.', tr: 'Yazın İspanya’ya gitmek istiyoruz.' },
        ],
      },
      {
        heading: 'wollen fiilinin çekimi',
        paragraphs: [
          'Tekil kişilerde kök ünlüsü o’dan i’ye değişir: will, willst. Çoğul biçimler düzenlidir.',
          'ich ve er/sie/es aynı biçimi alır ve ek almaz: ich will, er will – asla “er willt” değil.',
        ],
        table: {
          caption: 'wollen – şimdiki zaman',
          head: ['Kişi', 'wollen'],
          rows: [['ich', 'will'], ['du', 'willst'], ['er/sie/es', 'will'], ['wir', 'wollen'], ['ihr', 'wollt'], ['sie/Sie', 'wollen']],
        },
        examples: [
          { de: 'Willst du Tee trinken?', tr: 'Çay içmek ister misin?' },
          { de: 'Mein Bruder will Arzt werden.', tr: 'Erkek kardeşim doktor olmak istiyor.' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'Ich will, İngilizcedeki “I will” gibi gelecek zaman değildir; “istiyorum” demektir. Almancada gelecek için şimdiki zaman veya werden kullanılır.',
          'Mastar zu olmadan gelir: Ich will schlafen, “Ich will zu schlafen” değil.',
          'Wollen doğrudan bir ifadedir. Kibar bir istek için, örneğin kafede veya mağazada, möchten kullanın: Ich möchte einen Kaffee.',
        ],
        examples: [
          { de: 'Ich will nach Hause gehen.', tr: 'Eve gitmek istiyorum.' },
          { de: 'Ich möchte einen Kaffee, bitte.', tr: 'Bir kahve isterdim, lütfen.' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Co znaczy wollen',
        paragraphs: [
          'Wollen znaczy „chcieć (coś zrobić)”. Wyraża życzenie, plan albo stanowczy zamiar: Ich will Deutsch lernen.',
          'Wollen to czasownik modalny. Odmieniona forma wollen stoi na drugim miejscu, a drugi czasownik idzie na sam koniec zdania w bezokoliczniku.',
        ],
        examples: [
          { de: 'Ich will heute ins Kino gehen.', tr: 'Chcę dziś iść do kina.' },
          { de: 'Wir wollen im Sommer nach Spanien fahren.', tr: 'Latem chcemy pojechać do Hiszpanii.' },
        ],
      },
      {
        heading: 'Formy czasownika wollen',
        paragraphs: [
          'W liczbie pojedynczej samogłoska tematu zmienia się z o na i: will, willst. Formy liczby mnogiej są regularne.',
          'ich i er/sie/es mają tę samą formę bez końcówki: ich will, er will – nigdy „er willt”.',
        ],
        table: {
          caption: 'wollen w czasie teraźniejszym',
          head: ['Osoba', 'wollen'],
          rows: [['ich', 'will'], ['du', 'willst'], ['er/sie/es', 'will'], ['wir', 'wollen'], ['ihr', 'wollt'], ['sie/Sie', 'wollen']],
        },
        examples: [
          { de: 'Willst du Tee trinken?', tr: 'Chcesz się napić herbaty?' },
          { de: 'Mein Bruder will Arzt werden.', tr: 'Mój brat chce zostać lekarzem.' },
        ],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'Ich will to nie czas przyszły jak angielskie „I will”. To znaczy „chcę”. Przyszłość wyraża się po niemiecku czasem teraźniejszym albo za pomocą werden.',
          'Bezokolicznik stoi bez zu: Ich will schlafen, a nie „Ich will zu schlafen”.',
          'Wollen brzmi bezpośrednio. Uprzejme życzenie, na przykład w kawiarni albo w sklepie, wyrażaj za pomocą möchten: Ich möchte einen Kaffee.',
        ],
        examples: [
          { de: 'Ich will nach Hause gehen.', tr: 'Chcę iść do domu.' },
          { de: 'Ich möchte einen Kaffee, bitte.', tr: 'Chciałbym kawę, proszę.' },
        ],
      },
    ],
    es: [
      {
        heading: '¿Qué significa wollen?',
        paragraphs: [
          'Wollen significa «querer (hacer algo)». Expresa un deseo, un plan o una intención firme: Ich will Deutsch lernen.',
          'Wollen es un verbo modal. La forma conjugada de wollen va en segunda posición y el segundo verbo va al final de la oración, en infinitivo.',
        ],
        examples: [
          { de: 'Ich will heute ins Kino gehen.', tr: 'Hoy quiero ir al cine.' },
          { de: 'Wir wollen im Sommer nach Spanien fahren.', tr: 'En verano queremos ir a España.' },
        ],
      },
      {
        heading: 'Las formas de wollen',
        paragraphs: [
          'En singular la vocal de la raíz cambia de o a i: will, willst. Las formas del plural son regulares.',
          'ich y er/sie/es tienen la misma forma, sin terminación: ich will, er will – nunca «er willt».',
        ],
        table: {
          caption: 'wollen en presente',
          head: ['Persona', 'wollen'],
          rows: [['ich', 'will'], ['du', 'willst'], ['er/sie/es', 'will'], ['wir', 'wollen'], ['ihr', 'wollt'], ['sie/Sie', 'wollen']],
        },
        examples: [
          { de: 'Willst du Tee trinken?', tr: '¿Quieres tomar té?' },
          { de: 'Mein Bruder will Arzt werden.', tr: 'Mi hermano quiere ser médico.' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'Ich will no es futuro como el inglés «I will». Significa «quiero». Para el futuro, el alemán usa el presente o werden.',
          'El infinitivo va sin zu: Ich will schlafen, no «Ich will zu schlafen».',
          'Wollen suena directo. Para un deseo cortés, por ejemplo en una cafetería o en una tienda, usa möchten: Ich möchte einen Kaffee.',
        ],
        examples: [
          { de: 'Ich will nach Hause gehen.', tr: 'Quiero ir a casa.' },
          { de: 'Ich möchte einen Kaffee, bitte.', tr: 'Quisiera un café, por favor.' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - will - heute - ins Kino - gehen.', hide: ['will', 'gehen'], formEn: 'I want to go to the cinema today.', tr: { ua: 'Сьогодні я хочу піти в кіно.', de: 'Mein Plan für heute Abend: einen Film sehen. (wollen, gehen)', ru: 'Сегодня я хочу пойти в кино.', be: 'Сёння я хачу пайсці ў кіно.', tr: 'Bugün sinemaya gitmek istiyorum.', pl: 'Dzisiaj chcę iść do kina.', es: 'Hoy quiero ir al cine.' }, correct: false },
      { formDe: 'Du - willst - Deutsch - lernen.', hide: ['willst', 'lernen'], formEn: 'You want to learn German.', tr: { ua: 'Ти хочеш вивчати німецьку.', de: 'Dein Ziel: die Sprache von Deutschland. (wollen, lernen)', ru: 'Ты хочешь учить немецкий.', be: 'Ты хочаш вывучаць нямецкую мову.', tr: 'Almanca öğrenmek istiyorsun.', pl: 'Chcesz uczyć się niemieckiego.', es: 'Quieres aprender alemán.' }, correct: false },
      { formDe: 'Er - will - ein neues Auto - kaufen.', hide: ['will', 'kaufen'], formEn: 'He wants to buy a new car.', tr: { ua: 'Він хоче купити нову машину.', de: 'Sein altes Auto ist kaputt, er plant einen Kauf. (wollen, kaufen)', ru: 'Он хочет купить новую машину.', be: 'Ён хоча купіць новую машыну.', tr: 'Yeni bir araba almak istiyor.', pl: 'Chce kupić nowy samochód.', es: 'Quiere comprar un coche nuevo.' }, correct: false },
      { formDe: 'Wir - wollen - am Samstag - Fußball - spielen.', hide: ['wollen', 'spielen'], formEn: 'We want to play football on Saturday.', tr: { ua: 'У суботу ми хочемо грати у футбол.', de: 'Unser Plan für Samstag: mit dem Ball auf den Sportplatz. (wollen, spielen)', ru: 'В субботу мы хотим играть в футбол.', be: 'У суботу мы хочам гуляць у футбол.', tr: 'Cumartesi futbol oynamak istiyoruz.', pl: 'W sobotę chcemy grać w piłkę nożną.', es: 'El sábado queremos jugar al fútbol.' }, correct: false },
      { formDe: 'Ihr - wollt - morgen - nach Berlin - fahren.', hide: ['wollt', 'fahren'], formEn: 'You want to go to Berlin tomorrow.', tr: { ua: 'Завтра ви хочете поїхати до Берліна.', de: 'Euer Plan (ihr-Form): morgen eine Reise in die Hauptstadt (wollen, fahren)', ru: 'Завтра вы хотите поехать в Берлин.', be: 'Заўтра вы хочаце паехаць у Берлін.', tr: 'Yarın Berlin’e gitmek istiyorsunuz.', pl: 'Jutro chcecie pojechać do Berlina.', es: 'Mañana queréis ir a Berlín.' }, correct: false },
      { formDe: 'Sie - wollen - eine Pizza - bestellen.', hide: ['wollen', 'bestellen'], formEn: 'They want to order a pizza.', tr: { ua: 'Вони хочуть замовити піцу.', de: 'Sie haben Hunger und rufen beim Italiener an. (wollen, bestellen)', ru: 'Они хотят заказать пиццу.', be: 'Яны хочуць замовіць піцу.', tr: 'Pizza sipariş etmek istiyorlar.', pl: 'Chcą zamówić pizzę.', es: 'Quieren pedir una pizza.' }, correct: false },
      { formDe: 'Willst - du - mit uns - essen?', hide: ['Willst', 'essen'], formEn: 'Do you want to eat with us?', tr: { ua: 'Хочеш поїсти з нами?', de: 'Einladung an einen Freund: Das Essen ist fertig, setz dich zu uns! (wollen, essen)', ru: 'Хочешь поесть с нами?', be: 'Хочаш паесці з намі?', tr: 'Bizimle yemek yemek ister misin?', pl: 'Chcesz zjeść z nami?', es: '¿Quieres comer con nosotros?' }, correct: false },
      { formDe: 'Was - wollt - ihr - trinken?', hide: ['wollt', 'trinken'], formEn: 'What do you want to drink?', tr: { ua: 'Що ви хочете пити?', de: 'Frage an die Gäste (ihr-Form): Saft, Wasser oder Tee? (wollen, trinken)', ru: 'Что вы хотите пить?', be: 'Што вы хочаце піць?', tr: 'Ne içmek istiyorsunuz?', pl: 'Co chcecie pić?', es: '¿Qué queréis beber?' }, correct: false },
      { formDe: 'Meine Schwester - will - Ärztin - werden.', hide: ['will', 'werden'], formEn: 'My sister wants to become a doctor.', tr: { ua: 'Моя сестра хоче стати лікаркою.', de: 'Der Traumberuf von meiner Schwester: Menschen im Krankenhaus helfen. (wollen, werden)', ru: 'Моя сестра хочет стать врачом.', be: 'Мая сястра хоча стаць лекаркай.', tr: 'Kız kardeşim doktor olmak istiyor.', pl: 'Moja siostra chce zostać lekarką.', es: 'Mi hermana quiere ser médica.' }, correct: false },
      { formDe: 'Ich - will - jetzt - nicht - schlafen.', hide: ['will', 'schlafen'], formEn: 'I don’t want to sleep now.', tr: { ua: 'Я не хочу зараз спати.', de: 'Ich bin noch gar nicht müde. (nicht wollen, schlafen)', ru: 'Я не хочу сейчас спать.', be: 'Я не хачу зараз спаць.', tr: 'Şimdi uyumak istemiyorum.', pl: 'Nie chcę teraz spać.', es: 'No quiero dormir ahora.' }, correct: false },
      { formDe: 'Die Kinder - wollen - im Park - spielen.', hide: ['wollen', 'spielen'], formEn: 'The children want to play in the park.', tr: { ua: 'Діти хочуть гратися в парку.', de: 'Die Kinder möchten raus zu den Bäumen und zum Spielplatz. (wollen, spielen)', ru: 'Дети хотят играть в парке.', be: 'Дзеці хочуць гуляць у парку.', tr: 'Çocuklar parkta oynamak istiyor.', pl: 'Dzieci chcą się bawić w parku.', es: 'Los niños quieren jugar en el parque.' }, correct: false },
      { formDe: 'Wohin - wollen - Sie - im Sommer - reisen?', hide: ['wollen', 'reisen'], formEn: 'Where do you want to travel in the summer?', tr: { ua: 'Куди ви хочете поїхати влітку?', de: 'Höfliche Frage (Sie-Form) nach dem Reiseziel im Sommer (wollen, reisen)', ru: 'Куда вы хотите поехать летом?', be: 'Куды вы хочаце паехаць летам?', tr: 'Yazın nereye seyahat etmek istiyorsunuz?', pl: 'Dokąd chce pan pojechać latem?', es: '¿Adónde quiere viajar en verano?' }, correct: false },
      { formDe: 'Anna - will - ihre Oma - besuchen.', hide: ['will', 'besuchen'], formEn: 'Anna wants to visit her grandma.', tr: { ua: 'Анна хоче відвідати свою бабусю.', de: 'Anna plant einen Besuch bei der Mutter von ihrer Mutter. (wollen, besuchen, die Oma)', ru: 'Анна хочет навестить бабушку.', be: 'Анна хоча наведаць бабулю.', tr: 'Anna büyükannesini ziyaret etmek istiyor.', pl: 'Anna chce odwiedzić babcię.', es: 'Anna quiere visitar a su abuela.' }, correct: false },
      { formDe: 'Wir - wollen - heute Abend - zusammen - kochen.', hide: ['wollen', 'kochen'], formEn: 'We want to cook together this evening.', tr: { ua: 'Сьогодні ввечері ми хочемо готувати разом.', de: 'Unser Plan für heute Abend: zusammen in der Küche stehen. (wollen, kochen)', ru: 'Сегодня вечером мы хотим готовить вместе.', be: 'Сёння вечарам мы хочам гатаваць разам.', tr: 'Bu akşam birlikte yemek yapmak istiyoruz.', pl: 'Dziś wieczorem chcemy razem gotować.', es: 'Esta noche queremos cocinar juntos.' }, correct: false },
      { formDe: 'Willst - du - das Buch - lesen?', hide: ['Willst', 'lesen'], formEn: 'Do you want to read the book?', tr: { ua: 'Хочеш прочитати цю книжку?', de: 'Frage an einen Freund: Interesse an dem Buch? (wollen, lesen)', ru: 'Хочешь прочитать эту книгу?', be: 'Хочаш прачытаць гэтую кнігу?', tr: 'Kitabı okumak ister misin?', pl: 'Chcesz przeczytać tę książkę?', es: '¿Quieres leer el libro?' }, correct: false },
      { formDe: 'Mein Vater - will - im Garten - arbeiten.', hide: ['will', 'arbeiten'], formEn: 'My father wants to work in the garden.', tr: { ua: 'Мій тато хоче попрацювати в саду.', de: 'Mein Vater plant für heute: Blumen und Bäume pflegen. (wollen, arbeiten)', ru: 'Мой папа хочет поработать в саду.', be: 'Мой тата хоча папрацаваць у садзе.', tr: 'Babam bahçede çalışmak istiyor.', pl: 'Mój tata chce popracować w ogrodzie.', es: 'Mi padre quiere trabajar en el jardín.' }, correct: false },
      { formDe: 'Wollt - ihr - einen Hund - haben?', hide: ['Wollt', 'haben'], formEn: 'Do you want to have a dog?', tr: { ua: 'Ви хочете мати собаку?', de: 'Frage an eine Familie (ihr-Form): ein Haustier, das bellt? (wollen, haben)', ru: 'Вы хотите завести собаку?', be: 'Вы хочаце мець сабаку?', tr: 'Köpeğiniz olsun ister misiniz?', pl: 'Chcecie mieć psa?', es: '¿Queréis tener un perro?' }, correct: false },
      { formDe: 'Ich - will - eine Wohnung - in München - finden.', hide: ['will', 'finden'], formEn: 'I want to find a flat in Munich.', tr: { ua: 'Я хочу знайти квартиру в Мюнхені.', de: 'Ich suche ein neues Zuhause in der Hauptstadt von Bayern. (wollen, finden)', ru: 'Я хочу найти квартиру в Мюнхене.', be: 'Я хачу знайсці кватэру ў Мюнхене.', tr: 'Münih’te bir daire bulmak istiyorum.', pl: 'Chcę znaleźć mieszkanie w Monachium.', es: 'Quiero encontrar un piso en Múnich.' }, correct: false },
      { formDe: 'Er - will - heute - nicht - zur Schule - gehen.', hide: ['will', 'gehen'], formEn: 'He doesn’t want to go to school today.', tr: { ua: 'Сьогодні він не хоче йти до школи.', de: 'Heute bleibt er lieber zu Hause, kein Unterricht für ihn! (nicht wollen, gehen)', ru: 'Сегодня он не хочет идти в школу.', be: 'Сёння ён не хоча ісці ў школу.', tr: 'Bugün okula gitmek istemiyor.', pl: 'Dzisiaj nie chce iść do szkoły.', es: 'Hoy no quiere ir al colegio.' }, correct: false },
      { formDe: 'Wann - wollen - wir - Tennis - spielen?', hide: ['wollen', 'spielen'], formEn: 'When shall we play tennis?', tr: { ua: 'Коли ми зіграємо в теніс?', de: 'Frage an einen Freund: Welcher Tag passt für unser Spiel mit Ball und Schläger? (wollen, spielen)', ru: 'Когда мы сыграем в теннис?', be: 'Калі мы згуляем у тэніс?', tr: 'Ne zaman tenis oynayalım?', pl: 'Kiedy zagramy w tenisa?', es: '¿Cuándo jugamos al tenis?' }, correct: false },
      { formDe: 'Sie - will - ein rotes Kleid - kaufen.', hide: ['will', 'kaufen'], formEn: 'She wants to buy a red dress.', tr: { ua: 'Вона хоче купити червону сукню.', de: 'Für die Party sucht sie im Geschäft etwas Rotes zum Anziehen. (wollen, kaufen, das Kleid)', ru: 'Она хочет купить красное платье.', be: 'Яна хоча купіць чырвоную сукенку.', tr: 'Kırmızı bir elbise almak istiyor.', pl: 'Chce kupić czerwoną sukienkę.', es: 'Quiere comprar un vestido rojo.' }, correct: false },
      { formDe: 'Du - willst - immer - Schokolade - essen.', hide: ['willst', 'essen'], formEn: 'You always want to eat chocolate.', tr: { ua: 'Ти завжди хочеш їсти шоколад.', de: 'Du hast immer Lust auf Süßes! (wollen, essen)', ru: 'Ты всегда хочешь есть шоколад.', be: 'Ты заўсёды хочаш есці шакалад.', tr: 'Hep çikolata yemek istiyorsun.', pl: 'Zawsze chcesz jeść czekoladę.', es: 'Siempre quieres comer chocolate.' }, correct: false },
      { formDe: 'Ich - will - ein Eis - essen.', hide: ['will', 'essen'], formEn: 'I want to eat an ice cream.', tr: { ua: 'Я хочу з’їсти морозиво.', de: 'Es ist heiß, und ich habe Lust auf etwas Kaltes und Süßes. (wollen, essen)', ru: 'Я хочу съесть мороженое.', be: 'Я хачу з’есці марожанае.', tr: 'Dondurma yemek istiyorum.', pl: 'Chcę zjeść lody.', es: 'Quiero comer un helado.' }, correct: false },
      { formDe: 'Wir - wollen - im Urlaub - ans Meer - fahren.', hide: ['wollen', 'fahren'], formEn: 'We want to go to the seaside on holiday.', tr: { ua: 'У відпустці ми хочемо поїхати на море.', de: 'Unser Plan für die Ferien: Strand und Wellen. (wollen, fahren)', ru: 'В отпуске мы хотим поехать на море.', be: 'У адпачынку мы хочам паехаць на мора.', tr: 'Tatilde denize gitmek istiyoruz.', pl: 'Na urlopie chcemy pojechać nad morze.', es: 'En vacaciones queremos ir al mar.' }, correct: false },
      { formDe: 'Willst - du - heute Abend - fernsehen?', hide: ['Willst', 'fernsehen'], formEn: 'Do you want to watch TV this evening?', tr: { ua: 'Хочеш сьогодні ввечері подивитися телевізор?', de: 'Frage an deinen Bruder: Lust auf einen Abend vor dem Fernseher? (wollen, fernsehen)', ru: 'Хочешь сегодня вечером посмотреть телевизор?', be: 'Хочаш сёння ўвечары паглядзець тэлевізар?', tr: 'Bu akşam televizyon izlemek ister misin?', pl: 'Chcesz dziś wieczorem pooglądać telewizję?', es: '¿Quieres ver la tele esta noche?' }, correct: false },
      { formDe: 'Meine Eltern - wollen - ein Haus - bauen.', hide: ['wollen', 'bauen'], formEn: 'My parents want to build a house.', tr: { ua: 'Мої батьки хочуть збудувати будинок.', de: 'Der Plan von Mama und Papa: ein eigenes Haus mit Garten. (wollen, bauen)', ru: 'Мои родители хотят построить дом.', be: 'Мае бацькі хочуць пабудаваць дом.', tr: 'Annemle babam bir ev inşa etmek istiyor.', pl: 'Moi rodzice chcą zbudować dom.', es: 'Mis padres quieren construir una casa.' }, correct: false },
      { formDe: 'Ihr - wollt - am Sonntag - lange - schlafen.', hide: ['wollt', 'schlafen'], formEn: 'You want to sleep in on Sunday.', tr: { ua: 'У неділю ви хочете довго спати.', de: 'Euer Wunsch (ihr-Form) für Sonntag: kein Wecker, bis zehn Uhr im Bett bleiben. (wollen, schlafen)', ru: 'В воскресенье вы хотите долго спать.', be: 'У нядзелю вы хочаце доўга спаць.', tr: 'Pazar günü uzun uzun uyumak istiyorsunuz.', pl: 'W niedzielę chcecie długo spać.', es: 'El domingo queréis dormir hasta tarde.' }, correct: false },
      { formDe: 'Was - willst - du - zum Geburtstag - haben?', hide: ['willst', 'haben'], formEn: 'What do you want for your birthday?', tr: { ua: 'Що ти хочеш отримати на день народження?', de: 'Frage an ein Kind: Welches Geschenk wünschst du dir zum Fest? (wollen, haben)', ru: 'Что ты хочешь получить на день рождения?', be: 'Што ты хочаш атрымаць на дзень нараджэння?', tr: 'Doğum günün için ne istiyorsun?', pl: 'Co chcesz dostać na urodziny?', es: '¿Qué quieres para tu cumpleaños?' }, correct: false },
      { formDe: 'Herr Weber - will - mit dem Chef - sprechen.', hide: ['will', 'sprechen'], formEn: 'Mr Weber wants to speak to the boss.', tr: { ua: 'Пан Вебер хоче поговорити з начальником.', de: 'Herr Weber hat eine Frage und geht ins Büro von seinem Chef. (wollen, sprechen)', ru: 'Господин Вебер хочет поговорить с начальником.', be: 'Пан Вебер хоча пагаварыць з начальнікам.', tr: 'Bay Weber müdürle konuşmak istiyor.', pl: 'Pan Weber chce porozmawiać z szefem.', es: 'El señor Weber quiere hablar con el jefe.' }, correct: false },
      { formDe: 'Die Studenten - wollen - in der Bibliothek - lernen.', hide: ['wollen', 'lernen'], formEn: 'The students want to study in the library.', tr: { ua: 'Студенти хочуть навчатися в бібліотеці.', de: 'Die Studenten suchen einen ruhigen Ort mit vielen Büchern. (wollen, lernen)', ru: 'Студенты хотят заниматься в библиотеке.', be: 'Студэнты хочуць займацца ў бібліятэцы.', tr: 'Öğrenciler kütüphanede ders çalışmak istiyor.', pl: 'Studenci chcą się uczyć w bibliotece.', es: 'Los estudiantes quieren estudiar en la biblioteca.' }, correct: false },
    ],
  },
};

export default topic;
