import type { A1Topic } from '../types';

const forms = [['ich', 'kann'], ['du', 'kannst'], ['er/sie/es', 'kann'], ['wir', 'können'], ['ihr', 'könnt'], ['sie/Sie', 'können']];

const topic: A1Topic = {
  slug: 'modal-koennen',
  type: 'modals',
  title: {
    en: 'Modal verb können',
    ua: 'Модальне дієслово können',
    de: 'Das Modalverb können',
    ru: 'Модальный глагол können',
    be: 'Мадальны дзеяслоў können',
    tr: 'Modal fiil können',
    pl: 'Czasownik modalny können',
    es: 'El verbo modal können',
  },
  descr: {
    en: 'Say what people can do with können – with a focus on plural forms and questions.',
    ua: 'Кажіть за допомогою können, що люди вміють і можуть робити, — з акцентом на форми множини та питання.',
    de: 'Sag mit können, was man kann – besonders im Plural und in Fragen.',
    ru: 'Говорите с помощью können, что люди умеют и могут делать, — с упором на формы множественного числа и вопросы.',
    be: 'Кажыце з дапамогай können, што людзі ўмеюць і могуць рабіць, — з акцэнтам на формы множнага ліку і пытанні.',
    tr: 'können ile insanların neler yapabildiğini söyleyin; özellikle çoğul biçimler ve sorular.',
    pl: 'Mów za pomocą können, co ludzie umieją i mogą robić – szczególnie w liczbie mnogiej i w pytaniach.',
    es: 'Di con können lo que la gente sabe y puede hacer, sobre todo en plural y en preguntas.',
  },
  rules: {
    en: [
      {
        heading: 'What können means',
        paragraphs: [
          'Können has three uses: an ability (Wir können schwimmen = we can swim), a possibility (Wir können um fünf Uhr kommen = we can come at five) and a polite request (Können Sie mir helfen?).',
          'The conjugated form of können stands in second place, the infinitive at the end.',
        ],
        examples: [
          { de: 'Wir können gut schwimmen.', tr: 'We can swim well.' },
          { de: 'Können Sie mir helfen?', tr: 'Can you help me?' },
        ],
      },
      {
        heading: 'Singular and plural',
        paragraphs: [
          'In the singular ö becomes a: kann, kannst. In the plural the ö stays: wir können, ihr könnt, sie/Sie können.',
          'The ihr form ends in -t, not in -en: ihr könnt. The formal Sie always takes the plural form, even for one person: Können Sie …?',
        ],
        table: { caption: 'können in the present tense', head: ['Person', 'können'], rows: forms },
        examples: [
          { de: 'Könnt ihr morgen kommen?', tr: 'Can you (all) come tomorrow?' },
          { de: 'Die Kinder können schon lesen.', tr: 'The children can already read.' },
        ],
      },
      {
        heading: 'Questions with können',
        paragraphs: [
          'Yes/no question: können comes first, the infinitive stays at the end: Kannst du kochen? Könnt ihr tanzen?',
          'Question with a question word: first the question word, then können, then the subject, the infinitive at the end: Wo können wir parken? Wann könnt ihr kommen?',
          'Typical mistakes: “ihr können” (correct: ihr könnt), “Sie kann” for the formal you (correct: Sie können).',
        ],
        examples: [
          { de: 'Wo können wir parken?', tr: 'Where can we park?' },
          { de: 'Wann könnt ihr kommen?', tr: 'When can you come?' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Що означає können',
        paragraphs: [
          'Können має три значення: уміння (Wir können schwimmen = ми вміємо плавати), можливість (Wir können um fünf Uhr kommen = ми можемо прийти о п’ятій) і ввічливе прохання (Können Sie mir helfen?).',
          'Особова форма können стоїть на другому місці, інфінітив — у кінці.',
        ],
        examples: [
          { de: 'Wir können gut schwimmen.', tr: 'Ми вміємо добре плавати.' },
          { de: 'Können Sie mir helfen?', tr: 'Ви можете мені допомогти?' },
        ],
      },
      {
        heading: 'Однина і множина',
        paragraphs: [
          'В однині ö змінюється на a: kann, kannst. У множині ö залишається: wir können, ihr könnt, sie/Sie können.',
          'Форма для ihr закінчується на -t, а не на -en: ihr könnt. Ввічливе Sie завжди має форму множини, навіть коли йдеться про одну людину: Können Sie …?',
        ],
        table: { caption: 'können у теперішньому часі', head: ['Особа', 'können'], rows: forms },
        examples: [
          { de: 'Könnt ihr morgen kommen?', tr: 'Ви можете прийти завтра?' },
          { de: 'Die Kinder können schon lesen.', tr: 'Діти вже вміють читати.' },
        ],
      },
      {
        heading: 'Питання з können',
        paragraphs: [
          'Питання без питального слова: können стоїть на першому місці, інфінітив — у кінці: Kannst du kochen? Könnt ihr tanzen?',
          'Питання з питальним словом: спочатку питальне слово, потім können, потім підмет, інфінітив — у кінці: Wo können wir parken? Wann könnt ihr kommen?',
          'Типові помилки: «ihr können» (правильно: ihr könnt), «Sie kann» у ввічливому звертанні (правильно: Sie können).',
        ],
        examples: [
          { de: 'Wo können wir parken?', tr: 'Де ми можемо припаркуватися?' },
          { de: 'Wann könnt ihr kommen?', tr: 'Коли ви можете прийти?' },
        ],
      },
    ],
    de: [
      {
        heading: 'Was bedeutet können?',
        paragraphs: [
          'können hat drei Bedeutungen: eine Fähigkeit (Wir können schwimmen), eine Möglichkeit (Wir können um fünf Uhr kommen) und eine höfliche Bitte (Können Sie mir helfen?).',
          'Die konjugierte Form von können steht auf Position 2, der Infinitiv am Ende.',
        ],
        examples: [
          { de: 'Wir können gut schwimmen.', tr: 'Schwimmen ist für uns kein Problem.' },
          { de: 'Können Sie mir helfen?', tr: 'Eine höfliche Bitte um Hilfe.' },
        ],
      },
      {
        heading: 'Singular und Plural',
        paragraphs: [
          'Im Singular wird ö zu a: kann, kannst. Im Plural bleibt das ö: wir können, ihr könnt, sie/Sie können.',
          'Die Form für ihr endet auf -t, nicht auf -en: ihr könnt. Die höfliche Anrede Sie hat immer die Pluralform, auch für eine Person: Können Sie …?',
        ],
        table: { caption: 'können im Präsens', head: ['Person', 'können'], rows: forms },
        examples: [
          { de: 'Könnt ihr morgen kommen?', tr: 'Eine Frage an zwei oder mehr Freunde: Geht es morgen bei euch?' },
          { de: 'Die Kinder können schon lesen.', tr: 'Die Kinder lesen schon ohne Hilfe.' },
        ],
      },
      {
        heading: 'Fragen mit können',
        paragraphs: [
          'Frage ohne Fragewort: können steht auf Position 1, der Infinitiv am Ende: Kannst du kochen? Könnt ihr tanzen?',
          'Frage mit Fragewort: zuerst das Fragewort, dann können, dann das Subjekt, der Infinitiv am Ende: Wo können wir parken? Wann könnt ihr kommen?',
          'Typische Fehler: „ihr können“ (richtig: ihr könnt), „Sie kann“ in der höflichen Anrede (richtig: Sie können).',
        ],
        examples: [
          { de: 'Wo können wir parken?', tr: 'Wir suchen einen Parkplatz.' },
          { de: 'Wann könnt ihr kommen?', tr: 'Welcher Tag oder welche Uhrzeit passt euch?' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Что значит können',
        paragraphs: [
          'У können три значения: умение (Wir können schwimmen = мы умеем плавать), возможность (Wir können um fünf Uhr kommen = мы можем прийти в пять) и вежливая просьба (Können Sie mir helfen?).',
          'Личная форма können стоит на втором месте, инфинитив — в конце.',
        ],
        examples: [
          { de: 'Wir können gut schwimmen.', tr: 'Мы умеем хорошо плавать.' },
          { de: 'Können Sie mir helfen?', tr: 'Вы можете мне помочь?' },
        ],
      },
      {
        heading: 'Единственное и множественное число',
        paragraphs: [
          'В единственном числе ö меняется на a: kann, kannst. Во множественном числе ö сохраняется: wir können, ihr könnt, sie/Sie können.',
          'Форма для ihr оканчивается на -t, а не на -en: ihr könnt. Вежливое Sie всегда имеет форму множественного числа, даже если речь идёт об одном человеке: Können Sie …?',
        ],
        table: { caption: 'können в настоящем времени', head: ['Лицо', 'können'], rows: forms },
        examples: [
          { de: 'Könnt ihr morgen kommen?', tr: 'Вы можете прийти завтра?' },
          { de: 'Die Kinder können schon lesen.', tr: 'Дети уже умеют читать.' },
        ],
      },
      {
        heading: 'Вопросы с können',
        paragraphs: [
          'Вопрос без вопросительного слова: können стоит на первом месте, инфинитив — в конце: Kannst du kochen? Könnt ihr tanzen?',
          'Вопрос с вопросительным словом: сначала вопросительное слово, потом können, потом подлежащее, инфинитив — в конце: Wo können wir parken? Wann könnt ihr kommen?',
          'Типичные ошибки: «ihr können» (правильно: ihr könnt), «Sie kann» в вежливом обращении (правильно: Sie können).',
        ],
        examples: [
          { de: 'Wo können wir parken?', tr: 'Где мы можем припарковаться?' },
          { de: 'Wann könnt ihr kommen?', tr: 'Когда вы можете прийти?' },
        ],
      },
    ],
    be: [
      {
        heading: 'Што азначае können',
        paragraphs: [
          'У können тры значэнні: уменне (Wir können schwimmen = мы ўмеем плаваць), магчымасць (Wir können um fünf Uhr kommen = мы можам прыйсці а пятай) і ветлівая просьба (Können Sie mir helfen?).',
          'Асабовая форма können стаіць на другім месцы, інфінітыў — у канцы.',
        ],
        examples: [
          { de: 'Wir können gut schwimmen.', tr: 'Мы ўмеем добра плаваць.' },
          { de: 'Können Sie mir helfen?', tr: 'Вы можаце мне дапамагчы?' },
        ],
      },
      {
        heading: 'Адзіночны і множны лік',
        paragraphs: [
          'У адзіночным ліку ö мяняецца на a: kann, kannst. У множным ліку ö застаецца: wir können, ihr könnt, sie/Sie können.',
          'Форма для ihr заканчваецца на -t, а не на -en: ihr könnt. Ветлівае Sie заўсёды мае форму множнага ліку, нават калі гаворка ідзе пра аднаго чалавека: Können Sie …?',
        ],
        table: { caption: 'können у цяперашнім часе', head: ['Асоба', 'können'], rows: forms },
        examples: [
          { de: 'Könnt ihr morgen kommen?', tr: 'Вы можаце прыйсці заўтра?' },
          { de: 'Die Kinder können schon lesen.', tr: 'Дзеці ўжо ўмеюць чытаць.' },
        ],
      },
      {
        heading: 'Пытанні з können',
        paragraphs: [
          'Пытанне без пытальнага слова: können стаіць на першым месцы, інфінітыў — у канцы: Kannst du kochen? Könnt ihr tanzen?',
          'Пытанне з пытальным словам: спачатку пытальнае слова, потым können, потым дзейнік, інфінітыў — у канцы: Wo können wir parken? Wann könnt ihr kommen?',
          'Тыповыя памылкі: «ihr können» (правільна: ihr könnt), «Sie kann» пры ветлівым звароце (правільна: Sie können).',
        ],
        examples: [
          { de: 'Wo können wir parken?', tr: 'Дзе мы можам прыпаркавацца?' },
          { de: 'Wann könnt ihr kommen?', tr: 'Калі вы можаце прыйсці?' },
        ],
      },
    ],
    tr: [
      {
        heading: 'können ne anlama gelir?',
        paragraphs: [
          'Können üç anlamda kullanılır: yetenek (Wir können schwimmen = yüzmeyi biliyoruz), olanak (Wir können um fünf Uhr kommen = saat beşte gelebiliriz) ve kibar rica (Können Sie mir helfen?).',
          'Çekimli können ikinci sırada, mastar ise sonda durur.',
        ],
        examples: [
          { de: 'Wir können gut schwimmen.', tr: 'İyi yüzebiliriz.' },
          { de: 'Können Sie mir helfen?', tr: 'Bana yardım edebilir misiniz?' },
        ],
      },
      {
        heading: 'Tekil ve çoğul',
        paragraphs: [
          'Tekilde ö, a olur: kann, kannst. Çoğulda ö kalır: wir können, ihr könnt, sie/Sie können.',
          'ihr biçimi -en ile değil, -t ile biter: ihr könnt. Kibar hitap Sie, tek bir kişi için bile her zaman çoğul biçimi alır: Können Sie …?',
        ],
        table: { caption: 'können – şimdiki zaman', head: ['Kişi', 'können'], rows: forms },
        examples: [
          { de: 'Könnt ihr morgen kommen?', tr: 'Yarın gelebilir misiniz?' },
          { de: 'Die Kinder können schon lesen.', tr: 'Çocuklar şimdiden okuyabiliyor.' },
        ],
      },
      {
        heading: 'können ile sorular',
        paragraphs: [
          'Evet/hayır sorusu: können başa gelir, mastar sonda kalır: Kannst du kochen? Könnt ihr tanzen?',
          'Soru kelimeli soru: önce soru kelimesi, sonra können, sonra özne, mastar sonda: Wo können wir parken? Wann könnt ihr kommen?',
          'Sık yapılan hatalar: “ihr können” (doğrusu: ihr könnt), kibar hitapta “Sie kann” (doğrusu: Sie können).',
        ],
        examples: [
          { de: 'Wo können wir parken?', tr: 'Nereye park edebiliriz?' },
          { de: 'Wann könnt ihr kommen?', tr: 'Ne zaman gelebilirsiniz?' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Co znaczy können',
        paragraphs: [
          'Können ma trzy znaczenia: umiejętność (Wir können schwimmen = umiemy pływać), możliwość (Wir können um fünf Uhr kommen = możemy przyjść o piątej) i uprzejmą prośbę (Können Sie mir helfen?).',
          'Odmieniona forma können stoi na drugim miejscu, bezokolicznik na końcu.',
        ],
        examples: [
          { de: 'Wir können gut schwimmen.', tr: 'Umiemy dobrze pływać.' },
          { de: 'Können Sie mir helfen?', tr: 'Czy może mi Pan pomóc?' },
        ],
      },
      {
        heading: 'Liczba pojedyncza i mnoga',
        paragraphs: [
          'W liczbie pojedynczej ö zmienia się w a: kann, kannst. W liczbie mnogiej ö zostaje: wir können, ihr könnt, sie/Sie können.',
          'Forma dla ihr kończy się na -t, a nie na -en: ihr könnt. Grzecznościowe Sie ma zawsze formę liczby mnogiej, nawet gdy chodzi o jedną osobę: Können Sie …?',
        ],
        table: { caption: 'können w czasie teraźniejszym', head: ['Osoba', 'können'], rows: forms },
        examples: [
          { de: 'Könnt ihr morgen kommen?', tr: 'Możecie przyjść jutro?' },
          { de: 'Die Kinder können schon lesen.', tr: 'Dzieci już umieją czytać.' },
        ],
      },
      {
        heading: 'Pytania z können',
        paragraphs: [
          'Pytanie bez słowa pytającego: können stoi na pierwszym miejscu, bezokolicznik na końcu: Kannst du kochen? Könnt ihr tanzen?',
          'Pytanie ze słowem pytającym: najpierw słowo pytające, potem können, potem podmiot, bezokolicznik na końcu: Wo können wir parken? Wann könnt ihr kommen?',
          'Typowe błędy: „ihr können” (poprawnie: ihr könnt), „Sie kann” w formie grzecznościowej (poprawnie: Sie können).',
        ],
        examples: [
          { de: 'Wo können wir parken?', tr: 'Gdzie możemy zaparkować?' },
          { de: 'Wann könnt ihr kommen?', tr: 'Kiedy możecie przyjść?' },
        ],
      },
    ],
    es: [
      {
        heading: '¿Qué significa können?',
        paragraphs: [
          'Können tiene tres usos: una capacidad (Wir können schwimmen = sabemos nadar), una posibilidad (Wir können um fünf Uhr kommen = podemos venir a las cinco) y una petición cortés (Können Sie mir helfen?).',
          'La forma conjugada de können va en segunda posición y el infinitivo al final.',
        ],
        examples: [
          { de: 'Wir können gut schwimmen.', tr: 'Sabemos nadar bien.' },
          { de: 'Können Sie mir helfen?', tr: '¿Puede ayudarme?' },
        ],
      },
      {
        heading: 'Singular y plural',
        paragraphs: [
          'En singular la ö se convierte en a: kann, kannst. En plural se mantiene la ö: wir können, ihr könnt, sie/Sie können.',
          'La forma de ihr termina en -t, no en -en: ihr könnt. El Sie de cortesía lleva siempre la forma del plural, incluso para una sola persona: Können Sie …?',
        ],
        table: { caption: 'können en presente', head: ['Persona', 'können'], rows: forms },
        examples: [
          { de: 'Könnt ihr morgen kommen?', tr: '¿Podéis venir mañana?' },
          { de: 'Die Kinder können schon lesen.', tr: 'Los niños ya saben leer.' },
        ],
      },
      {
        heading: 'Preguntas con können',
        paragraphs: [
          'Pregunta de sí o no: können va en primera posición y el infinitivo al final: Kannst du kochen? Könnt ihr tanzen?',
          'Pregunta con palabra interrogativa: primero la palabra interrogativa, luego können, luego el sujeto y el infinitivo al final: Wo können wir parken? Wann könnt ihr kommen?',
          'Errores típicos: «ihr können» (correcto: ihr könnt), «Sie kann» para el usted (correcto: Sie können).',
        ],
        examples: [
          { de: 'Wo können wir parken?', tr: '¿Dónde podemos aparcar?' },
          { de: 'Wann könnt ihr kommen?', tr: '¿Cuándo podéis venir?' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Wir - können - gut - schwimmen.', hide: ['können', 'schwimmen'], formEn: 'We can swim well.', tr: { ua: 'Ми добре вміємо плавати.', de: 'Im Wasser haben wir keine Probleme. (können, schwimmen)', ru: 'Мы хорошо умеем плавать.', be: 'Мы добра ўмеем плаваць.', tr: 'İyi yüzebiliyoruz.', pl: 'Umiemy dobrze pływać.', es: 'Sabemos nadar bien.' }, correct: false },
      { formDe: 'Könnt - ihr - morgen - kommen?', hide: ['Könnt', 'kommen'], formEn: 'Can you (all) come tomorrow?', tr: { ua: 'Ви (усі) можете прийти завтра?', de: 'Frage an zwei Freunde (ihr-Form): morgen Zeit für einen Besuch? (können, kommen)', ru: 'Вы (все) можете прийти завтра?', be: 'Вы (усе) можаце прыйсці заўтра?', tr: 'Yarın (hepiniz) gelebilir misiniz?', pl: 'Możecie (wszyscy) przyjść jutro?', es: '¿Podéis venir mañana (todos)?' }, correct: false },
      { formDe: 'Können - Sie - mir - helfen?', hide: ['Können', 'helfen'], formEn: 'Can you help me?', tr: { ua: 'Чи можете ви мені допомогти?', de: 'höfliche Bitte um Hilfe (Sie-Form)', ru: 'Вы можете мне помочь?', be: 'Ці можаце вы мне дапамагчы?', tr: 'Bana yardım edebilir misiniz?', pl: 'Czy może mi pan pomóc?', es: '¿Puede ayudarme?' }, correct: false },
      { formDe: 'Die Kinder - können - schon - lesen.', hide: ['können', 'lesen'], formEn: 'The children can already read.', tr: { ua: 'Діти вже вміють читати.', de: 'Die Kinder kennen schon die Buchstaben und verstehen Bücher. (können, lesen)', ru: 'Дети уже умеют читать.', be: 'Дзеці ўжо ўмеюць чытаць.', tr: 'Çocuklar artık okuyabiliyor.', pl: 'Dzieci już umieją czytać.', es: 'Los niños ya saben leer.' }, correct: false },
      { formDe: 'Ihr - könnt - hier - warten.', hide: ['könnt', 'warten'], formEn: 'You can wait here.', tr: { ua: 'Ви можете почекати тут.', de: 'An eine Gruppe (ihr-Form): Bleibt bitte an diesem Platz. (können, warten)', ru: 'Вы можете подождать здесь.', be: 'Вы можаце пачакаць тут.', tr: 'Burada bekleyebilirsiniz.', pl: 'Możecie tu poczekać.', es: 'Podéis esperar aquí.' }, correct: false },
      { formDe: 'Wo - können - wir - parken?', hide: ['können', 'parken'], formEn: 'Where can we park?', tr: { ua: 'Де ми можемо припаркуватися?', de: 'Wir kommen mit dem Auto und suchen einen Platz. (können, parken)', ru: 'Где мы можем припарковаться?', be: 'Дзе мы можам прыпаркавацца?', tr: 'Nereye park edebiliriz?', pl: 'Gdzie możemy zaparkować?', es: '¿Dónde podemos aparcar?' }, correct: false },
      { formDe: 'Kannst - du - Gitarre - spielen?', hide: ['Kannst', 'spielen'], formEn: 'Can you play the guitar?', tr: { ua: 'Ти вмієш грати на гітарі?', de: 'Frage an einen Freund: Musik mit sechs Saiten? (können, spielen, die Gitarre)', ru: 'Ты умеешь играть на гитаре?', be: 'Ты ўмееш іграць на гітары?', tr: 'Gitar çalabilir misin?', pl: 'Umiesz grać na gitarze?', es: '¿Sabes tocar la guitarra?' }, correct: false },
      { formDe: 'Wann - könnt - ihr - uns - besuchen?', hide: ['könnt', 'besuchen'], formEn: 'When can you visit us?', tr: { ua: 'Коли ви можете нас відвідати?', de: 'Frage an zwei Freunde (ihr-Form): An welchem Tag habt ihr Zeit für uns? (können, besuchen)', ru: 'Когда вы можете нас навестить?', be: 'Калі вы можаце нас наведаць?', tr: 'Bizi ne zaman ziyaret edebilirsiniz?', pl: 'Kiedy możecie nas odwiedzić?', es: '¿Cuándo podéis visitarnos?' }, correct: false },
      { formDe: 'Meine Eltern - können - kein Englisch - sprechen.', hide: ['können', 'sprechen'], formEn: 'My parents can’t speak English.', tr: { ua: 'Мої батьки не вміють говорити англійською.', de: 'Englisch ist für meine Eltern ein Problem. (können, sprechen)', ru: 'Мои родители не умеют говорить по-английски.', be: 'Мае бацькі не ўмеюць размаўляць па-англійску.', tr: 'Annemle babam İngilizce konuşamıyor.', pl: 'Moi rodzice nie umieją mówić po angielsku.', es: 'Mis padres no saben hablar inglés.' }, correct: false },
      { formDe: 'Können - wir - heute - ins Kino - gehen?', hide: ['Können', 'gehen'], formEn: 'Can we go to the cinema today?', tr: { ua: 'Ми можемо сьогодні піти в кіно?', de: 'Vorschlag für heute (wir-Form): zusammen einen Film sehen (können, gehen)', ru: 'Мы можем сегодня пойти в кино?', be: 'Мы можам сёння пайсці ў кіно?', tr: 'Bugün sinemaya gidebilir miyiz?', pl: 'Możemy dziś iść do kina?', es: '¿Podemos ir al cine hoy?' }, correct: false },
      { formDe: 'Könnt - ihr - bitte - leise - sein?', hide: ['Könnt', 'sein'], formEn: 'Can you please be quiet?', tr: { ua: 'Можете, будь ласка, поводитися тихо?', de: 'Bitte an die Kinder (ihr-Form): Nicht so laut! (können, leise sein)', ru: 'Можете, пожалуйста, вести себя тихо?', be: 'Можаце, калі ласка, паводзіць сябе ціха?', tr: 'Lütfen sessiz olabilir misiniz?', pl: 'Czy możecie być cicho?', es: '¿Podéis estar callados, por favor?' }, correct: false },
      { formDe: 'Sie - können - hier - Fahrkarten - kaufen.', hide: ['können', 'kaufen'], formEn: 'You can buy tickets here.', tr: { ua: 'Тут ви можете купити квитки.', de: 'Am Schalter (Sie-Form): Fahrkarten gibt es an diesem Ort. (können, kaufen)', ru: 'Здесь вы можете купить билеты.', be: 'Тут вы можаце купіць квіткі.', tr: 'Biletleri buradan alabilirsiniz.', pl: 'Tu mogą państwo kupić bilety.', es: 'Aquí puede comprar billetes.' }, correct: false },
      { formDe: 'Kann - ich - mit Karte - bezahlen?', hide: ['Kann', 'bezahlen'], formEn: 'Can I pay by card?', tr: { ua: 'Чи можу я заплатити карткою?', de: 'An der Kasse: Ich habe kein Bargeld dabei. (können, bezahlen)', ru: 'Могу я заплатить картой?', be: 'Ці магу я заплаціць карткай?', tr: 'Kartla ödeyebilir miyim?', pl: 'Czy mogę zapłacić kartą?', es: '¿Puedo pagar con tarjeta?' }, correct: false },
      { formDe: 'Wir - können - am Samstag - nicht - kommen.', hide: ['können', 'kommen'], formEn: 'We can’t come on Saturday.', tr: { ua: 'Ми не можемо прийти в суботу.', de: 'Am Samstag haben wir leider keine Zeit für einen Besuch. (können, kommen)', ru: 'Мы не можем прийти в субботу.', be: 'Мы не можам прыйсці ў суботу.', tr: 'Cumartesi gelemeyiz.', pl: 'Nie możemy przyjść w sobotę.', es: 'No podemos venir el sábado.' }, correct: false },
      { formDe: 'Was - können - wir - für dich - tun?', hide: ['können', 'tun'], formEn: 'What can we do for you?', tr: { ua: 'Що ми можемо для тебе зробити?', de: 'Wir möchten dir helfen: Was brauchst du? (können, tun)', ru: 'Что мы можем для тебя сделать?', be: 'Што мы можам для цябе зрабіць?', tr: 'Senin için ne yapabiliriz?', pl: 'Co możemy dla ciebie zrobić?', es: '¿Qué podemos hacer por ti?' }, correct: false },
      { formDe: 'Ihr - könnt - sehr gut - kochen.', hide: ['könnt', 'kochen'], formEn: 'You can cook very well.', tr: { ua: 'Ви дуже добре вмієте готувати.', de: 'Kompliment an zwei Freunde (ihr-Form): Euer Essen ist super! (können, kochen)', ru: 'Вы очень хорошо умеете готовить.', be: 'Вы вельмі добра ўмееце гатаваць.', tr: 'Çok iyi yemek yapabiliyorsunuz.', pl: 'Bardzo dobrze umiecie gotować.', es: 'Sabéis cocinar muy bien.' }, correct: false },
      { formDe: 'Können - deine Freunde - auch - tanzen?', hide: ['Können', 'tanzen'], formEn: 'Can your friends dance too?', tr: { ua: 'Твої друзі теж уміють танцювати?', de: 'Frage über deine Freunde: Bewegen sie sich auch gut zur Musik? (können, tanzen)', ru: 'Твои друзья тоже умеют танцевать?', be: 'Твае сябры таксама ўмеюць танцаваць?', tr: 'Arkadaşların da dans edebiliyor mu?', pl: 'Twoi przyjaciele też umieją tańczyć?', es: '¿Tus amigos también saben bailar?' }, correct: false },
      { formDe: 'Tom und Lisa - können - nicht - Ski - fahren.', hide: ['können', 'fahren'], formEn: 'Tom and Lisa can’t ski.', tr: { ua: 'Том і Ліза не вміють кататися на лижах.', de: 'Im Winter in den Bergen bleiben Tom und Lisa lieber im Hotel. (können, Ski fahren)', ru: 'Том и Лиза не умеют кататься на лыжах.', be: 'Том і Ліза не ўмеюць катацца на лыжах.', tr: 'Tom ve Lisa kayak yapamıyor.', pl: 'Tom i Lisa nie umieją jeździć na nartach.', es: 'Tom y Lisa no saben esquiar.' }, correct: false },
      { formDe: 'Wie - können - wir - zum Bahnhof - kommen?', hide: ['können', 'kommen'], formEn: 'How can we get to the station?', tr: { ua: 'Як нам дістатися до вокзалу?', de: 'Wir suchen den Weg zu den Zügen. (können, kommen, wie)', ru: 'Как нам добраться до вокзала?', be: 'Як нам дабрацца да вакзала?', tr: 'İstasyona nasıl gidebiliriz?', pl: 'Jak możemy dojechać na dworzec?', es: '¿Cómo podemos llegar a la estación?' }, correct: false },
      { formDe: 'Könnt - ihr - mir - das Salz - geben?', hide: ['Könnt', 'geben'], formEn: 'Can you pass me the salt?', tr: { ua: 'Можете передати мені сіль?', de: 'Bitte am Tisch (ihr-Form): Die Suppe ist nicht salzig genug. (können, geben)', ru: 'Можете передать мне соль?', be: 'Можаце перадаць мне соль?', tr: 'Tuzu bana verebilir misiniz?', pl: 'Możecie podać mi sól?', es: '¿Me podéis pasar la sal?' }, correct: false },
      { formDe: 'Können - Sie - das - bitte - wiederholen?', hide: ['Können', 'wiederholen'], formEn: 'Can you repeat that, please?', tr: { ua: 'Чи можете ви повторити це, будь ласка?', de: 'Höfliche Bitte (Sie-Form): Ich habe es nicht verstanden, noch einmal bitte! (können, wiederholen)', ru: 'Вы можете повторить это, пожалуйста?', be: 'Ці можаце вы паўтарыць гэта, калі ласка?', tr: 'Lütfen bunu tekrar edebilir misiniz?', pl: 'Czy może pan to powtórzyć?', es: '¿Puede repetirlo, por favor?' }, correct: false },
      { formDe: 'Unsere Kinder - können - schon - Fahrrad - fahren.', hide: ['können', 'fahren'], formEn: 'Our children can already ride a bike.', tr: { ua: 'Наші діти вже вміють їздити на велосипеді.', de: 'Unsere Kinder brauchen auf zwei Rädern keine Hilfe mehr. (können, Fahrrad fahren)', ru: 'Наши дети уже умеют кататься на велосипеде.', be: 'Нашы дзеці ўжо ўмеюць катацца на ровары.', tr: 'Çocuklarımız artık bisiklete binebiliyor.', pl: 'Nasze dzieci już umieją jeździć na rowerze.', es: 'Nuestros hijos ya saben montar en bici.' }, correct: false },
      { formDe: 'Ich - kann - dich - leider - nicht - abholen.', hide: ['kann', 'abholen'], formEn: 'Unfortunately I can’t pick you up.', tr: { ua: 'На жаль, я не можу тебе забрати.', de: 'Mein Auto ist kaputt, du musst mit dem Bus kommen. (können, abholen)', ru: 'К сожалению, я не могу тебя забрать.', be: 'На жаль, я не магу цябе забраць.', tr: 'Maalesef seni alamam.', pl: 'Niestety nie mogę cię odebrać.', es: 'Por desgracia, no puedo recogerte.' }, correct: false },
      { formDe: 'Du - kannst - gern - mein Fahrrad - nehmen.', hide: ['kannst', 'nehmen'], formEn: 'You are welcome to take my bike.', tr: { ua: 'Ти можеш узяти мій велосипед.', de: 'Ein Angebot an einen Freund: Ich brauche mein Rad heute nicht. (können, nehmen)', ru: 'Ты можешь взять мой велосипед.', be: 'Ты можаш узяць мой ровар.', tr: 'Bisikletimi alabilirsin.', pl: 'Możesz wziąć mój rower.', es: 'Puedes coger mi bici.' }, correct: false },
      { formDe: 'Er - kann - sehr schnell - laufen.', hide: ['kann', 'laufen'], formEn: 'He can run very fast.', tr: { ua: 'Він дуже швидко бігає.', de: 'Beim Sport ist er immer der Erste. (können, laufen)', ru: 'Он умеет очень быстро бегать.', be: 'Ён умее вельмі хутка бегаць.', tr: 'Çok hızlı koşabilir.', pl: 'On potrafi bardzo szybko biegać.', es: 'Puede correr muy rápido.' }, correct: false },
      { formDe: 'Kann - man - hier - Fahrräder - mieten?', hide: ['Kann', 'mieten'], formEn: 'Can you rent bikes here?', tr: { ua: 'Тут можна взяти напрокат велосипеди?', de: 'Frage im Hotel: Gibt es hier Räder für die Gäste? (können, mieten)', ru: 'Здесь можно взять напрокат велосипеды?', be: 'Тут можна ўзяць напракат ровары?', tr: 'Burada bisiklet kiralanabilir mi?', pl: 'Czy można tu wypożyczyć rowery?', es: '¿Se pueden alquilar bicis aquí?' }, correct: false },
      { formDe: 'Meine Tochter - kann - schon - bis zehn - zählen.', hide: ['kann', 'zählen'], formEn: 'My daughter can already count to ten.', tr: { ua: 'Моя донька вже вміє рахувати до десяти.', de: 'Sie ist erst drei, aber sie kennt schon die Zahlen von eins bis zehn. (können, zählen)', ru: 'Моя дочь уже умеет считать до десяти.', be: 'Мая дачка ўжо ўмее лічыць да дзесяці.', tr: 'Kızım şimdiden ona kadar sayabiliyor.', pl: 'Moja córka umie już liczyć do dziesięciu.', es: 'Mi hija ya sabe contar hasta diez.' }, correct: false },
      { formDe: 'Kannst - du - mir - das Wort - erklären?', hide: ['Kannst', 'erklären'], formEn: 'Can you explain the word to me?', tr: { ua: 'Можеш пояснити мені це слово?', de: 'Ich verstehe ein Wort im Text nicht und frage eine Freundin. (können, erklären)', ru: 'Можешь объяснить мне это слово?', be: 'Можаш растлумачыць мне гэтае слова?', tr: 'Bana bu kelimeyi açıklayabilir misin?', pl: 'Możesz mi wyjaśnić to słowo?', es: '¿Me puedes explicar la palabra?' }, correct: false },
      { formDe: 'Wir - können - heute Abend - Pizza - bestellen.', hide: ['können', 'bestellen'], formEn: 'We can order pizza tonight.', tr: { ua: 'Сьогодні ввечері ми можемо замовити піцу.', de: 'Ein Vorschlag: Heute kocht niemand, das Essen kommt vom Lieferdienst. (können, bestellen)', ru: 'Сегодня вечером мы можем заказать пиццу.', be: 'Сёння ўвечары мы можам замовіць піцу.', tr: 'Bu akşam pizza sipariş edebiliriz.', pl: 'Dziś wieczorem możemy zamówić pizzę.', es: 'Esta noche podemos pedir pizza.' }, correct: false },
      { formDe: 'Ohne Brille - kann - sie - nicht - gut - lesen.', hide: ['kann', 'lesen'], formEn: 'Without glasses she can’t read well.', tr: { ua: 'Без окулярів вона погано читає.', de: 'Ihre Augen sind schlecht, die Buchstaben sind für sie zu klein. (können, lesen)', ru: 'Без очков она плохо читает.', be: 'Без акуляраў яна дрэнна чытае.', tr: 'Gözlüksüz iyi okuyamaz.', pl: 'Bez okularów ona nie może dobrze czytać.', es: 'Sin gafas no puede leer bien.' }, correct: false },
    ],
  },
};

export default topic;
