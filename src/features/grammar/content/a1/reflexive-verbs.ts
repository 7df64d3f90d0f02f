import type { A1Topic } from '../types';

const pronouns = [
  ['ich', 'mich', 'mir'],
  ['du', 'dich', 'dir'],
  ['er/sie/es', 'sich', 'sich'],
  ['wir', 'uns', 'uns'],
  ['ihr', 'euch', 'euch'],
  ['sie/Sie', 'sich', 'sich'],
];

const topic: A1Topic = {
  slug: 'reflexive-verbs',
  type: 'reflexive',
  title: {
    en: 'Reflexive verbs',
    ua: 'Зворотні дієслова',
    de: 'Reflexive Verben',
    ru: 'Возвратные глаголы',
    be: 'Зваротныя дзеясловы',
    tr: 'Dönüşlü fiiller',
    pl: 'Czasowniki zwrotne',
    es: 'Verbos reflexivos',
  },
  descr: {
    en: 'Use verbs with sich and the reflexive pronouns mich, dich, sich, uns and euch.',
    ua: 'Вживайте дієслова з sich і зворотні займенники mich, dich, sich, uns та euch.',
    de: 'Benutze Verben mit sich und die Reflexivpronomen mich, dich, sich, uns und euch.',
    ru: 'Используйте глаголы с sich и возвратные местоимения mich, dich, sich, uns и euch.',
    be: 'Ужывайце дзеясловы з sich і зваротныя займеннікі mich, dich, sich, uns і euch.',
    tr: 'sich ile kullanılan fiilleri ve mich, dich, sich, uns, euch dönüşlü zamirlerini kullanın.',
    pl: 'Używaj czasowników z sich i zaimków zwrotnych mich, dich, sich, uns i euch.',
    es: 'Usa los verbos con sich y los pronombres reflexivos mich, dich, sich, uns y euch.',
  },
  rules: {
    en: [
      {
        heading: 'What is a reflexive verb?',
        paragraphs: [
          'With a reflexive verb the action goes back to the subject: I wash myself. In the dictionary these verbs have sich in front of them: sich waschen, sich setzen, sich anziehen, sich fühlen.',
          'Some verbs are always reflexive – learn them together with sich: sich freuen (to be happy, to look forward to), sich beeilen (to hurry).',
        ],
        examples: [{ de: 'Wir freuen uns auf das Wochenende.', tr: 'We are looking forward to the weekend.' }],
      },
      {
        heading: 'The reflexive pronouns',
        paragraphs: [
          'The reflexive pronoun changes with the person. Usually it is in the accusative. Only ich and du have their own dative forms: mir, dir.',
          'For er, sie, es, sie (plural) and the formal Sie the pronoun is always sich – written with a small s: Setzen Sie sich!',
        ],
        table: { caption: 'Reflexive pronouns', head: ['Person', 'Accusative', 'Dative'], rows: pronouns },
        examples: [{ de: 'Bitte setzen Sie sich.', tr: 'Please sit down.' }],
      },
      {
        heading: 'mir and dir: the dative',
        paragraphs: [
          'If the sentence already has an accusative object – often a part of the body or a piece of clothing – the reflexive pronoun goes into the dative: Ich wasche mir die Hände.',
          'You only see this with ich and du (mir, dir); all other persons look the same: Er wäscht sich die Hände.',
        ],
        examples: [
          { de: 'Ich wasche mir die Hände.', tr: 'I wash my hands.' },
          { de: 'Du ziehst dir die Jacke an.', tr: 'You put on your jacket.' },
        ],
      },
      {
        heading: 'Word order and common mistakes',
        paragraphs: [
          'In a main clause the pronoun comes right after the conjugated verb: Ich freue mich. If the sentence starts with another word, or in a question, the subject comes in between: Heute fühle ich mich gut. Freust du dich?',
          'Don’t use sich for every person: “Ich freue sich” is wrong – say Ich freue mich. With separable verbs the prefix goes to the end: Ich ziehe mich an.',
        ],
        examples: [
          { de: 'Heute fühle ich mich nicht gut.', tr: 'I don’t feel well today.' },
          { de: 'Freust du dich auf den Urlaub?', tr: 'Are you looking forward to the holiday?' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Що таке зворотне дієслово?',
        paragraphs: [
          'У зворотного дієслова дія повертається до підмета: я миюся. У словнику перед такими дієсловами стоїть sich: sich waschen, sich setzen, sich anziehen, sich fühlen.',
          'Деякі дієслова завжди зворотні — вивчайте їх разом із sich: sich freuen (радіти), sich beeilen (поспішати).',
        ],
        examples: [{ de: 'Wir freuen uns auf das Wochenende.', tr: 'Ми з нетерпінням чекаємо на вихідні.' }],
      },
      {
        heading: 'Зворотні займенники',
        paragraphs: [
          'Зворотний займенник змінюється за особами. Зазвичай він стоїть в акузативі. Тільки ich і du мають окремі форми датива: mir, dir.',
          'Для er, sie, es, sie (множина) і ввічливого Sie займенник завжди sich — і пишеться з малої літери: Setzen Sie sich!',
        ],
        table: { caption: 'Зворотні займенники', head: ['Особа', 'Акузатив', 'Датив'], rows: pronouns },
        examples: [{ de: 'Bitte setzen Sie sich.', tr: 'Сідайте, будь ласка.' }],
      },
      {
        heading: 'mir і dir: датив',
        paragraphs: [
          'Якщо в реченні вже є додаток в акузативі — часто частина тіла або одяг, — зворотний займенник стоїть у дативі: Ich wasche mir die Hände.',
          'Це видно тільки в ich і du (mir, dir); в усіх інших особах форма та сама: Er wäscht sich die Hände.',
        ],
        examples: [
          { de: 'Ich wasche mir die Hände.', tr: 'Я мию руки.' },
          { de: 'Du ziehst dir die Jacke an.', tr: 'Ти вдягаєш куртку.' },
        ],
      },
      {
        heading: 'Порядок слів і типові помилки',
        paragraphs: [
          'У головному реченні займенник стоїть одразу після особової форми дієслова: Ich freue mich. Якщо речення починається з іншого слова або це питання, підмет стоїть між ними: Heute fühle ich mich gut. Freust du dich?',
          'Не вживайте sich для всіх осіб: «Ich freue sich» — помилка, правильно Ich freue mich. У дієсловах з відокремлюваним префіксом префікс іде в кінець: Ich ziehe mich an.',
        ],
        examples: [
          { de: 'Heute fühle ich mich nicht gut.', tr: 'Сьогодні я почуваюся недобре.' },
          { de: 'Freust du dich auf den Urlaub?', tr: 'Ти з нетерпінням чекаєш на відпустку?' },
        ],
      },
    ],
    de: [
      {
        heading: 'Was ist ein reflexives Verb?',
        paragraphs: [
          'Bei einem reflexiven Verb geht die Handlung zurück zum Subjekt: Ich wasche mich. Im Wörterbuch steht sich vor diesen Verben: sich waschen, sich setzen, sich anziehen, sich fühlen.',
          'Manche Verben sind immer reflexiv. Lerne sie zusammen mit sich: sich freuen, sich beeilen.',
        ],
        examples: [{ de: 'Wir freuen uns auf das Wochenende.', tr: 'Wir denken mit Freude an das Wochenende.' }],
      },
      {
        heading: 'Die Reflexivpronomen',
        paragraphs: [
          'Das Reflexivpronomen ändert sich mit der Person. Meistens steht es im Akkusativ. Nur ich und du haben eigene Formen im Dativ: mir, dir.',
          'Bei er, sie, es, sie (Plural) und bei der höflichen Anrede Sie heißt das Pronomen immer sich – und man schreibt es klein: Setzen Sie sich!',
        ],
        table: { caption: 'Die Reflexivpronomen', head: ['Person', 'Akkusativ', 'Dativ'], rows: pronouns },
        examples: [{ de: 'Bitte setzen Sie sich.', tr: 'Eine höfliche Bitte: Nehmen Sie Platz.' }],
      },
      {
        heading: 'mir und dir: der Dativ',
        paragraphs: [
          'Hat der Satz schon ein Akkusativobjekt – oft ein Körperteil oder ein Kleidungsstück –, dann steht das Reflexivpronomen im Dativ: Ich wasche mir die Hände.',
          'Das sieht man nur bei ich und du (mir, dir). Bei allen anderen Personen ist die Form gleich: Er wäscht sich die Hände.',
        ],
        examples: [
          { de: 'Ich wasche mir die Hände.', tr: 'Danach sind meine Hände sauber.' },
          { de: 'Du ziehst dir die Jacke an.', tr: 'Danach hast du die Jacke an.' },
        ],
      },
      {
        heading: 'Satzstellung und typische Fehler',
        paragraphs: [
          'Im Hauptsatz steht das Pronomen direkt nach dem konjugierten Verb: Ich freue mich. Beginnt der Satz mit einem anderen Wort oder ist er eine Frage, steht das Subjekt dazwischen: Heute fühle ich mich gut. Freust du dich?',
          'Nimm nicht für jede Person sich: „Ich freue sich“ ist falsch, richtig ist Ich freue mich. Bei trennbaren Verben steht die Vorsilbe am Ende: Ich ziehe mich an.',
        ],
        examples: [
          { de: 'Heute fühle ich mich nicht gut.', tr: 'Heute geht es mir nicht gut.' },
          { de: 'Freust du dich auf den Urlaub?', tr: 'Denkst du mit Freude an den Urlaub?' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Что такое возвратный глагол?',
        paragraphs: [
          'У возвратного глагола действие возвращается к подлежащему: я моюсь. В словаре перед такими глаголами стоит sich: sich waschen, sich setzen, sich anziehen, sich fühlen.',
          'Некоторые глаголы всегда возвратные — учите их вместе с sich: sich freuen (радоваться), sich beeilen (спешить).',
        ],
        examples: [{ de: 'Wir freuen uns auf das Wochenende.', tr: 'Мы с нетерпением ждём выходных.' }],
      },
      {
        heading: 'Возвратные местоимения',
        paragraphs: [
          'Возвратное местоимение меняется по лицам. Обычно оно стоит в аккузативе. Только у ich и du есть отдельные формы датива: mir, dir.',
          'Для er, sie, es, sie (множественное число) и вежливого Sie местоимение всегда sich — и пишется с маленькой буквы: Setzen Sie sich!',
        ],
        table: { caption: 'Возвратные местоимения', head: ['Лицо', 'Аккузатив', 'Датив'], rows: pronouns },
        examples: [{ de: 'Bitte setzen Sie sich.', tr: 'Садитесь, пожалуйста.' }],
      },
      {
        heading: 'mir и dir: датив',
        paragraphs: [
          'Если в предложении уже есть дополнение в аккузативе — часто часть тела или одежда, — возвратное местоимение стоит в дативе: Ich wasche mir die Hände.',
          'Это видно только у ich и du (mir, dir); у остальных лиц форма та же: Er wäscht sich die Hände.',
        ],
        examples: [
          { de: 'Ich wasche mir die Hände.', tr: 'Я мою руки.' },
          { de: 'Du ziehst dir die Jacke an.', tr: 'Ты надеваешь куртку.' },
        ],
      },
      {
        heading: 'Порядок слов и типичные ошибки',
        paragraphs: [
          'В главном предложении местоимение стоит сразу после личной формы глагола: Ich freue mich. Если предложение начинается с другого слова или это вопрос, подлежащее стоит между ними: Heute fühle ich mich gut. Freust du dich?',
          'Не используйте sich для всех лиц: «Ich freue sich» — ошибка, правильно Ich freue mich. У глаголов с отделяемой приставкой приставка уходит в конец: Ich ziehe mich an.',
        ],
        examples: [
          { de: 'Heute fühle ich mich nicht gut.', tr: 'Сегодня я плохо себя чувствую.' },
          { de: 'Freust du dich auf den Urlaub?', tr: 'Ты с нетерпением ждёшь отпуска?' },
        ],
      },
    ],
    be: [
      {
        heading: 'Што такое зваротны дзеяслоў?',
        paragraphs: [
          'У зваротнага дзеяслова дзеянне вяртаецца да дзейніка: я мыюся. У слоўніку перад такімі дзеясловамі стаіць sich: sich waschen, sich setzen, sich anziehen, sich fühlen.',
          'Некаторыя дзеясловы заўсёды зваротныя — вучыце іх разам з sich: sich freuen (радавацца), sich beeilen (спяшацца).',
        ],
        examples: [{ de: 'Wir freuen uns auf das Wochenende.', tr: 'Мы з нецярпеннем чакаем выхадных.' }],
      },
      {
        heading: 'Зваротныя займеннікі',
        paragraphs: [
          'Зваротны займеннік мяняецца па асобах. Звычайна ён стаіць у акузатыве. Толькі ў ich і du ёсць асобныя формы датыва: mir, dir.',
          'Для er, sie, es, sie (множны лік) і ветлівага Sie займеннік заўсёды sich — і пішацца з малой літары: Setzen Sie sich!',
        ],
        table: { caption: 'Зваротныя займеннікі', head: ['Асоба', 'Акузатыў', 'Датыў'], rows: pronouns },
        examples: [{ de: 'Bitte setzen Sie sich.', tr: 'Сядайце, калі ласка.' }],
      },
      {
        heading: 'mir і dir: датыў',
        paragraphs: [
          'Калі ў сказе ўжо ёсць дапаўненне ў акузатыве — часта частка цела або адзенне, — зваротны займеннік стаіць у датыве: Ich wasche mir die Hände.',
          'Гэта відаць толькі ў ich і du (mir, dir); ва ўсіх іншых асобах форма тая ж: Er wäscht sich die Hände.',
        ],
        examples: [
          { de: 'Ich wasche mir die Hände.', tr: 'Я мыю рукі.' },
          { de: 'Du ziehst dir die Jacke an.', tr: 'Ты апранаеш куртку.' },
        ],
      },
      {
        heading: 'Парадак слоў і тыповыя памылкі',
        paragraphs: [
          'У галоўным сказе займеннік стаіць адразу пасля асабовай формы дзеяслова: Ich freue mich. Калі сказ пачынаецца з іншага слова або гэта пытанне, дзейнік стаіць паміж імі: Heute fühle ich mich gut. Freust du dich?',
          'Не ўжывайце sich для ўсіх асоб: «Ich freue sich» — памылка, правільна Ich freue mich. У дзеясловах з аддзяляльнай прыстаўкай прыстаўка ідзе ў канец: Ich ziehe mich an.',
        ],
        examples: [
          { de: 'Heute fühle ich mich nicht gut.', tr: 'Сёння я кепска сябе адчуваю.' },
          { de: 'Freust du dich auf den Urlaub?', tr: 'Ты з нецярпеннем чакаеш адпачынку?' },
        ],
      },
    ],
    tr: [
      {
        heading: 'Dönüşlü fiil nedir?',
        paragraphs: [
          'Dönüşlü fiilde eylem öznenin kendisine döner: yıkanıyorum (kendimi yıkıyorum). Sözlükte bu fiillerin önünde sich vardır: sich waschen, sich setzen, sich anziehen, sich fühlen.',
          'Bazı fiiller her zaman dönüşlüdür; bunları sich ile birlikte öğrenin: sich freuen (sevinmek), sich beeilen (acele etmek).',
        ],
        examples: [{ de: 'Wir freuen uns auf das Wochenende.', tr: 'Hafta sonunu dört gözle bekliyoruz.' }],
      },
      {
        heading: 'Dönüşlü zamirler',
        paragraphs: [
          'Dönüşlü zamir kişiye göre değişir. Genellikle akuzatif hâlindedir. Sadece ich ve du’nun ayrı datif biçimleri vardır: mir, dir.',
          'er, sie, es, sie (çoğul) ve kibar hitap Sie için zamir her zaman sich’tir ve küçük harfle yazılır: Setzen Sie sich!',
        ],
        table: { caption: 'Dönüşlü zamirler', head: ['Kişi', 'Akuzatif', 'Datif'], rows: pronouns },
        examples: [{ de: 'Bitte setzen Sie sich.', tr: 'Lütfen oturun.' }],
      },
      {
        heading: 'mir ve dir: datif',
        paragraphs: [
          'Cümlede zaten akuzatif bir nesne varsa – çoğu zaman bir vücut bölümü veya bir giysi – dönüşlü zamir datif olur: Ich wasche mir die Hände.',
          'Bu sadece ich ve du’da görülür (mir, dir); diğer kişilerde biçim aynıdır: Er wäscht sich die Hände.',
        ],
        examples: [
          { de: 'Ich wasche mir die Hände.', tr: 'Ellerimi yıkıyorum.' },
          { de: 'Du ziehst dir die Jacke an.', tr: 'Ceketini giyiyorsun.' },
        ],
      },
      {
        heading: 'Sözcük dizimi ve sık yapılan hatalar',
        paragraphs: [
          'Ana cümlede zamir çekimli fiilin hemen arkasından gelir: Ich freue mich. Cümle başka bir sözcükle başlıyorsa veya soru cümlesiyse özne araya girer: Heute fühle ich mich gut. Freust du dich?',
          'Her kişi için sich kullanmayın: “Ich freue sich” yanlıştır, doğrusu Ich freue mich. Ayrılabilen fiillerde ön ek sona gider: Ich ziehe mich an.',
        ],
        examples: [
          { de: 'Heute fühle ich mich nicht gut.', tr: 'Bugün kendimi iyi hissetmiyorum.' },
          { de: 'Freust du dich auf den Urlaub?', tr: 'Tatili dört gözle bekliyor musun?' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Co to jest czasownik zwrotny?',
        paragraphs: [
          'W czasowniku zwrotnym czynność wraca do podmiotu: myję się. W słowniku przed takimi czasownikami stoi sich: sich waschen, sich setzen, sich anziehen, sich fühlen.',
          'Niektóre czasowniki są zawsze zwrotne – ucz się ich razem z sich: sich freuen (cieszyć się), sich beeilen (spieszyć się).',
        ],
        examples: [{ de: 'Wir freuen uns auf das Wochenende.', tr: 'Cieszymy się na weekend.' }],
      },
      {
        heading: 'Zaimki zwrotne',
        paragraphs: [
          'Zaimek zwrotny zmienia się według osoby. Zwykle stoi w bierniku (akuzatywie). Tylko ich i du mają osobne formy celownika (datywu): mir, dir.',
          'Dla er, sie, es, sie (liczba mnoga) i grzecznościowego Sie zaimek to zawsze sich – pisany małą literą: Setzen Sie sich!',
        ],
        table: { caption: 'Zaimki zwrotne', head: ['Osoba', 'Akuzatyw', 'Datyw'], rows: pronouns },
        examples: [{ de: 'Bitte setzen Sie sich.', tr: 'Proszę usiąść.' }],
      },
      {
        heading: 'mir i dir: datyw',
        paragraphs: [
          'Jeśli w zdaniu jest już dopełnienie w akuzatywie – często część ciała albo ubranie – zaimek zwrotny stoi w datywie: Ich wasche mir die Hände.',
          'Widać to tylko przy ich i du (mir, dir); w pozostałych osobach forma jest taka sama: Er wäscht sich die Hände.',
        ],
        examples: [
          { de: 'Ich wasche mir die Hände.', tr: 'Myję ręce.' },
          { de: 'Du ziehst dir die Jacke an.', tr: 'Zakładasz kurtkę.' },
        ],
      },
      {
        heading: 'Szyk zdania i typowe błędy',
        paragraphs: [
          'W zdaniu głównym zaimek stoi zaraz po odmienionym czasowniku: Ich freue mich. Jeśli zdanie zaczyna się od innego słowa albo jest pytaniem, podmiot stoi między nimi: Heute fühle ich mich gut. Freust du dich?',
          'Nie używaj sich dla wszystkich osób: „Ich freue sich” to błąd, poprawnie Ich freue mich. W czasownikach rozdzielnie złożonych przedrostek idzie na koniec: Ich ziehe mich an.',
        ],
        examples: [
          { de: 'Heute fühle ich mich nicht gut.', tr: 'Dziś nie czuję się dobrze.' },
          { de: 'Freust du dich auf den Urlaub?', tr: 'Cieszysz się na urlop?' },
        ],
      },
    ],
    es: [
      {
        heading: '¿Qué es un verbo reflexivo?',
        paragraphs: [
          'En un verbo reflexivo la acción vuelve al sujeto: me lavo. En el diccionario estos verbos llevan sich delante: sich waschen, sich setzen, sich anziehen, sich fühlen.',
          'Algunos verbos son siempre reflexivos; apréndelos junto con sich: sich freuen (alegrarse), sich beeilen (darse prisa).',
        ],
        examples: [{ de: 'Wir freuen uns auf das Wochenende.', tr: 'Tenemos muchas ganas de que llegue el fin de semana.' }],
      },
      {
        heading: 'Los pronombres reflexivos',
        paragraphs: [
          'El pronombre reflexivo cambia según la persona. Normalmente está en acusativo. Solo ich y du tienen formas propias de dativo: mir, dir.',
          'Para er, sie, es, sie (plural) y el Sie de cortesía el pronombre es siempre sich, y se escribe con minúscula: Setzen Sie sich!',
        ],
        table: { caption: 'Pronombres reflexivos', head: ['Persona', 'Acusativo', 'Dativo'], rows: pronouns },
        examples: [{ de: 'Bitte setzen Sie sich.', tr: 'Siéntese, por favor.' }],
      },
      {
        heading: 'mir y dir: el dativo',
        paragraphs: [
          'Si la oración ya tiene un complemento en acusativo (a menudo una parte del cuerpo o una prenda de ropa), el pronombre reflexivo va en dativo: Ich wasche mir die Hände.',
          'Esto solo se nota con ich y du (mir, dir); en las demás personas la forma es la misma: Er wäscht sich die Hände.',
        ],
        examples: [
          { de: 'Ich wasche mir die Hände.', tr: 'Me lavo las manos.' },
          { de: 'Du ziehst dir die Jacke an.', tr: 'Te pones la chaqueta.' },
        ],
      },
      {
        heading: 'Orden de las palabras y errores frecuentes',
        paragraphs: [
          'En la oración principal el pronombre va justo después del verbo conjugado: Ich freue mich. Si la oración empieza con otra palabra o es una pregunta, el sujeto va entre los dos: Heute fühle ich mich gut. Freust du dich?',
          'No uses sich para todas las personas: «Ich freue sich» es incorrecto; se dice Ich freue mich. En los verbos separables el prefijo va al final: Ich ziehe mich an.',
        ],
        examples: [
          { de: 'Heute fühle ich mich nicht gut.', tr: 'Hoy no me siento bien.' },
          { de: 'Freust du dich auf den Urlaub?', tr: '¿Tienes ganas de que lleguen las vacaciones?' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - wasche - mich - jeden Morgen.', hide: ['wasche', 'mich'], formEn: 'I wash every morning.', tr: { ua: 'Я вмиваюся щоранку.', de: 'Morgens gehe ich immer ins Bad, mit Wasser und Seife. (sich waschen)', ru: 'Я умываюсь каждое утро.', be: 'Я мыюся кожную раніцу.', tr: 'Her sabah yıkanıyorum.', pl: 'Myję się każdego ranka.', es: 'Me lavo todas las mañanas.' }, correct: false },
      { formDe: 'Du - musst - dich - beeilen!', hide: ['musst', 'dich', 'beeilen'], formEn: 'You have to hurry!', tr: { ua: 'Тобі треба поспішати!', de: 'Schnell, du bist spät dran! (müssen, sich beeilen)', ru: 'Тебе нужно поторопиться!', be: 'Табе трэба спяшацца!', tr: 'Acele etmelisin!', pl: 'Musisz się pospieszyć!', es: '¡Tienes que darte prisa!' }, correct: false },
      { formDe: 'Er - setzt - sich - auf das Sofa.', hide: ['setzt', 'sich'], formEn: 'He sits down on the sofa.', tr: { ua: 'Він сідає на диван.', de: 'Er ist müde und nimmt auf dem Sofa Platz. (sich setzen)', ru: 'Он садится на диван.', be: 'Ён садзіцца на канапу.', tr: 'O, kanepeye oturuyor.', pl: 'On siada na kanapie.', es: 'Él se sienta en el sofá.' }, correct: false },
      { formDe: 'Wir - freuen - uns - auf das Wochenende.', hide: ['freuen', 'uns'], formEn: 'We are looking forward to the weekend.', tr: { ua: 'Ми з нетерпінням чекаємо на вихідні.', de: 'Bald ist Samstag, wir sind schon ganz froh. (sich freuen auf)', ru: 'Мы с нетерпением ждём выходных.', be: 'Мы з нецярплівасцю чакаем выхадных.', tr: 'Hafta sonunu dört gözle bekliyoruz.', pl: 'Cieszymy się na weekend.', es: 'Tenemos muchas ganas de que llegue el fin de semana.' }, correct: false },
      { formDe: 'Ihr - zieht - euch - schnell - an.', hide: ['zieht', 'euch'], formEn: 'You get dressed quickly.', tr: { ua: 'Ви (усі) швидко одягаєтеся.', de: 'Die Kinder haben nur eine Minute für Hose und Pullover. (sich anziehen, ihr)', ru: 'Вы (все) быстро одеваетесь.', be: 'Вы (усе) хутка апранаецеся.', tr: '(Siz) çabucak giyiniyorsunuz.', pl: '(Wy) szybko się ubieracie.', es: 'Os vestís rápido.' }, correct: false },
      { formDe: 'Wie - fühlst - du - dich?', hide: ['fühlst', 'dich'], formEn: 'How do you feel?', tr: { ua: 'Як ти почуваєшся?', de: 'Frage an einen kranken Freund: Geht es dir besser? (sich fühlen)', ru: 'Как ты себя чувствуешь?', be: 'Як ты сябе адчуваеш?', tr: 'Kendini nasıl hissediyorsun?', pl: 'Jak się czujesz?', es: '¿Cómo te sientes?' }, correct: false },
      { formDe: 'Ich - fühle - mich - heute - nicht - gut.', hide: ['fühle', 'mich'], formEn: 'I don’t feel well today.', tr: { ua: 'Я сьогодні погано почуваюся.', de: 'Heute bin ich ein bisschen krank. (sich fühlen)', ru: 'Я сегодня плохо себя чувствую.', be: 'Я сёння дрэнна сябе адчуваю.', tr: 'Bugün kendimi iyi hissetmiyorum.', pl: 'Dzisiaj nie czuję się dobrze.', es: 'Hoy no me siento bien.' }, correct: false },
      { formDe: 'Freust - du - dich - auf den Urlaub?', hide: ['Freust', 'dich'], formEn: 'Are you looking forward to the holiday?', tr: { ua: 'Ти з нетерпінням чекаєш на відпустку?', de: 'Frage an einen Freund: Bald hast du Ferien. Bist du froh? (sich freuen auf)', ru: 'Ты с нетерпением ждёшь отпуска?', be: 'Ты з нецярплівасцю чакаеш адпачынку?', tr: 'Tatili dört gözle bekliyor musun?', pl: 'Cieszysz się na urlop?', es: '¿Tienes ganas de que lleguen las vacaciones?' }, correct: false },
      { formDe: 'Setzen - Sie - sich - bitte!', hide: ['Setzen', 'sich'], formEn: 'Please sit down!', tr: { ua: 'Сідайте, будь ласка! (ввічливо)', de: 'Höflich einen Stuhl anbieten. (sich setzen, Sie-Form)', ru: 'Садитесь, пожалуйста! (вежливо)', be: 'Сядайце, калі ласка! (ветліва)', tr: 'Lütfen oturun!', pl: 'Proszę usiąść!', es: '¡Siéntese, por favor!' }, correct: false },
      { formDe: 'Ich - wasche - mir - die Hände.', hide: ['wasche', 'mir'], formEn: 'I wash my hands.', tr: { ua: 'Я мию руки.', de: 'Vor dem Essen: Seife und Wasser für die Hände. (sich waschen, Dativ)', ru: 'Я мою руки.', be: 'Я мыю рукі.', tr: 'Ellerimi yıkıyorum.', pl: 'Myję ręce.', es: 'Me lavo las manos.' }, correct: false },
      { formDe: 'Du - ziehst - dir - die Jacke - an.', hide: ['ziehst', 'dir'], formEn: 'You put on your jacket.', tr: { ua: 'Ти вдягаєш куртку.', de: 'Draußen ist es kalt, also die Jacke! (sich anziehen, du, Dativ)', ru: 'Ты надеваешь куртку.', be: 'Ты апранаеш куртку.', tr: 'Ceketini giyiyorsun.', pl: 'Zakładasz kurtkę.', es: 'Te pones la chaqueta.' }, correct: false },
      { formDe: 'Wir - beeilen - uns.', hide: ['beeilen', 'uns'], formEn: 'We are hurrying.', tr: { ua: 'Ми поспішаємо.', de: 'Wir sind spät dran und laufen schnell. (sich beeilen)', ru: 'Мы торопимся.', be: 'Мы спяшаемся.', tr: 'Acele ediyoruz.', pl: 'Spieszymy się.', es: 'Nos damos prisa.' }, correct: false },
      { formDe: 'Sie - freut - sich - über das Geschenk.', hide: ['freut', 'sich'], formEn: 'She is happy about the present.', tr: { ua: 'Вона радіє подарунку.', de: 'Sie bekommt ein Geschenk und lacht. (sich freuen über)', ru: 'Она радуется подарку.', be: 'Яна радуецца падарунку.', tr: 'O, hediyeye seviniyor.', pl: 'Ona cieszy się z prezentu.', es: 'Ella está contenta con el regalo.' }, correct: false },
      { formDe: 'Ihr - wascht - euch - die Haare.', hide: ['wascht', 'euch'], formEn: 'You wash your hair.', tr: { ua: 'Ви (усі) миєте голову.', de: 'Die Kinder stehen unter der Dusche, mit Shampoo für die Haare. (sich waschen, ihr, Dativ)', ru: 'Вы (все) моете голову.', be: 'Вы (усе) мыеце галаву.', tr: '(Siz) saçlarınızı yıkıyorsunuz.', pl: '(Wy) myjecie włosy.', es: 'Os laváis el pelo.' }, correct: false },
      { formDe: 'Heute - ziehe - ich - mich - warm - an.', hide: ['ziehe', 'mich'], formEn: 'Today I am dressing warmly.', tr: { ua: 'Сьогодні я тепло вдягаюся.', de: 'Heute ist es sehr kalt: Mantel, Mütze, Schal. (sich anziehen)', ru: 'Сегодня я тепло одеваюсь.', be: 'Сёння я цёпла апранаюся.', tr: 'Bugün kalın giyiniyorum.', pl: 'Dzisiaj ubieram się ciepło.', es: 'Hoy me abrigo bien.' }, correct: false },
      { formDe: 'Mein Opa - setzt - sich - in den Garten.', hide: ['setzt', 'sich'], formEn: 'My grandpa sits down in the garden.', tr: { ua: 'Мій дідусь сідає в саду.', de: 'Opa geht nach draußen und nimmt dort auf einem Stuhl Platz. (sich setzen)', ru: 'Мой дедушка садится в саду.', be: 'Мой дзядуля садзіцца ў садзе.', tr: 'Dedem bahçeye çıkıp oturuyor.', pl: 'Mój dziadek siada w ogrodzie.', es: 'Mi abuelo se sienta en el jardín.' }, correct: false },
      { formDe: 'Fühlt - ihr - euch - gut?', hide: ['Fühlt', 'euch'], formEn: 'Do you feel well?', tr: { ua: 'Ви (усі) добре почуваєтеся?', de: 'Frage an eine Gruppe: Geht es euch gut? (sich fühlen, ihr)', ru: 'Вы (все) хорошо себя чувствуете?', be: 'Вы (усе) добра сябе адчуваеце?', tr: '(Hepiniz) kendinizi iyi hissediyor musunuz?', pl: 'Dobrze się czujecie?', es: '¿Os sentís bien?' }, correct: false },
      { formDe: 'Er - wäscht - sich - das Gesicht.', hide: ['wäscht', 'sich'], formEn: 'He washes his face.', tr: { ua: 'Він умиває обличчя.', de: 'Am Morgen: Wasser ins Gesicht, dann ist er wach. (sich waschen, Dativ)', ru: 'Он умывает лицо.', be: 'Ён мые твар.', tr: 'O, yüzünü yıkıyor.', pl: 'On myje twarz.', es: 'Él se lava la cara.' }, correct: false },
      { formDe: 'Ich - ziehe - mir - einen Pullover - an.', hide: ['ziehe', 'mir'], formEn: 'I put on a jumper.', tr: { ua: 'Я вдягаю светр.', de: 'Mir ist kalt, ich brauche etwas Warmes. (sich anziehen, der Pullover)', ru: 'Я надеваю свитер.', be: 'Я апранаю світар.', tr: 'Kazak giyiyorum.', pl: 'Zakładam sweter.', es: 'Me pongo un jersey.' }, correct: false },
      { formDe: 'Die Kinder - freuen - sich - auf Weihnachten.', hide: ['freuen', 'sich'], formEn: 'The children are looking forward to Christmas.', tr: { ua: 'Діти з нетерпінням чекають на Різдво.', de: 'Bald ist der 24. Dezember, die Kinder sind schon froh. (sich freuen auf)', ru: 'Дети с нетерпением ждут Рождества.', be: 'Дзеці з нецярплівасцю чакаюць Каляд.', tr: 'Çocuklar Noel’i dört gözle bekliyor.', pl: 'Dzieci cieszą się na Boże Narodzenie.', es: 'Los niños tienen muchas ganas de que llegue la Navidad.' }, correct: false },
      { formDe: 'Warum - beeilst - du - dich - so?', hide: ['beeilst', 'dich'], formEn: 'Why are you in such a hurry?', tr: { ua: 'Чому ти так поспішаєш?', de: 'Dein Freund läuft sehr schnell. Frage nach dem Grund. (sich beeilen)', ru: 'Почему ты так торопишься?', be: 'Чаму ты так спяшаешся?', tr: 'Neden bu kadar acele ediyorsun?', pl: 'Dlaczego tak się spieszysz?', es: '¿Por qué tienes tanta prisa?' }, correct: false },
      { formDe: 'Wir - setzen - uns - an den Tisch.', hide: ['setzen', 'uns'], formEn: 'We sit down at the table.', tr: { ua: 'Ми сідаємо за стіл.', de: 'Das Essen ist fertig, alle nehmen Platz. (sich setzen, wir)', ru: 'Мы садимся за стол.', be: 'Мы сядаем за стол.', tr: 'Masaya oturuyoruz.', pl: 'Siadamy do stołu.', es: 'Nos sentamos a la mesa.' }, correct: false },
      { formDe: 'Ich - dusche - mich - am Abend.', hide: ['dusche', 'mich'], formEn: 'I shower in the evening.', tr: { ua: 'Я приймаю душ увечері.', de: 'Nach dem Sport stehe ich abends unter dem warmen Wasser. (sich duschen)', ru: 'Я принимаю душ вечером.', be: 'Я прымаю душ увечары.', tr: 'Akşamları duş alıyorum.', pl: 'Biorę prysznic wieczorem.', es: 'Me ducho por la noche.' }, correct: false },
      { formDe: 'Das Mädchen - kämmt - sich - die Haare.', hide: ['kämmt', 'sich'], formEn: 'The girl is combing her hair.', tr: { ua: 'Дівчинка розчісує волосся.', de: 'Das Mädchen steht vor dem Spiegel und macht die Haare schön. (sich kämmen, Dativ)', ru: 'Девочка расчёсывает волосы.', be: 'Дзяўчынка расчэсвае валасы.', tr: 'Kız saçlarını tarıyor.', pl: 'Dziewczynka czesze sobie włosy.', es: 'La niña se peina.' }, correct: false },
      { formDe: 'Wir - treffen - uns - am Bahnhof.', hide: ['treffen', 'uns'], formEn: 'We are meeting at the station.', tr: { ua: 'Ми зустрічаємося на вокзалі.', de: 'Verabredung mit Freunden: Der Treffpunkt ist bei den Zügen. (sich treffen, wir)', ru: 'Мы встречаемся на вокзале.', be: 'Мы сустракаемся на вакзале.', tr: 'İstasyonda buluşuyoruz.', pl: 'Spotykamy się na dworcu.', es: 'Quedamos en la estación.' }, correct: false },
      { formDe: 'Darf - ich - mich - vorstellen?', hide: ['mich', 'vorstellen'], formEn: 'May I introduce myself?', tr: { ua: 'Дозвольте представитися?', de: 'Höflich beim ersten Treffen: Ich möchte meinen Namen sagen. (sich vorstellen)', ru: 'Разрешите представиться?', be: 'Дазвольце прадставіцца?', tr: 'Kendimi tanıtabilir miyim?', pl: 'Czy mogę się przedstawić?', es: '¿Me permite que me presente?' }, correct: false },
      { formDe: 'Nach der Arbeit - ruht - er - sich - aus.', hide: ['ruht', 'sich'], formEn: 'After work he has a rest.', tr: { ua: 'Після роботи він відпочиває.', de: 'Er ist müde vom Büro und liegt auf dem Sofa. (sich ausruhen)', ru: 'После работы он отдыхает.', be: 'Пасля працы ён адпачывае.', tr: 'İşten sonra dinleniyor.', pl: 'Po pracy on odpoczywa.', es: 'Después del trabajo descansa.' }, correct: false },
      { formDe: 'Zieht - euch - bitte - die Schuhe - aus!', hide: ['Zieht', 'euch'], formEn: 'Take your shoes off, please!', tr: { ua: 'Зніміть, будь ласка, взуття!', de: 'Bitte an die Kinder an der Wohnungstür. (sich ausziehen, ihr, Dativ)', ru: 'Снимите, пожалуйста, обувь!', be: 'Зніміце, калі ласка, абутак!', tr: 'Lütfen ayakkabılarınızı çıkarın!', pl: 'Zdejmijcie, proszę, buty!', es: '¡Quitaos los zapatos, por favor!' }, correct: false },
      { formDe: 'Interessierst - du - dich - für Musik?', hide: ['Interessierst', 'dich'], formEn: 'Are you interested in music?', tr: { ua: 'Ти цікавишся музикою?', de: 'Frage an eine neue Freundin nach ihren Hobbys. (sich interessieren für)', ru: 'Ты интересуешься музыкой?', be: 'Ты цікавішся музыкай?', tr: 'Müzikle ilgileniyor musun?', pl: 'Interesujesz się muzyką?', es: '¿Te interesa la música?' }, correct: false },
      { formDe: 'Ich - ziehe - mich - schnell - um.', hide: ['ziehe', 'mich'], formEn: 'I am getting changed quickly.', tr: { ua: 'Я швидко перевдягаюся.', de: 'Nach dem Sport brauche ich sofort andere Kleider. (sich umziehen)', ru: 'Я быстро переодеваюсь.', be: 'Я хутка пераапранаюся.', tr: 'Hızlıca üstümü değiştiriyorum.', pl: 'Szybko się przebieram.', es: 'Me cambio de ropa rápido.' }, correct: false },
    ],
  },
};

export default topic;
