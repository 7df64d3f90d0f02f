import type { A1Topic } from '../types';

const forms = [['ich', 'darf'], ['du', 'darfst'], ['er/sie/es', 'darf'], ['wir', 'dürfen'], ['ihr', 'dürft'], ['sie/Sie', 'dürfen']];

const topic: A1Topic = {
  slug: 'modal-duerfen',
  type: 'modals',
  title: {
    en: 'Modal verb dürfen',
    ua: 'Модальне дієслово dürfen',
    de: 'Das Modalverb dürfen',
    ru: 'Модальный глагол dürfen',
    be: 'Мадальны дзеяслоў dürfen',
    tr: 'Modal fiil dürfen',
    pl: 'Czasownik modalny dürfen',
    es: 'El verbo modal dürfen',
  },
  descr: {
    en: 'Ask for and give permission with dürfen, and say what is forbidden with nicht dürfen.',
    ua: 'Просіть і давайте дозвіл за допомогою dürfen, а про заборону кажіть за допомогою nicht dürfen.',
    de: 'Frag mit dürfen um Erlaubnis und sag mit nicht dürfen, was verboten ist.',
    ru: 'Спрашивайте и давайте разрешение с помощью dürfen, а о запрете говорите с помощью nicht dürfen.',
    be: 'Прасіце і давайце дазвол з дапамогай dürfen, а пра забарону кажыце з дапамогай nicht dürfen.',
    tr: 'dürfen ile izin isteyin ve izin verin, nicht dürfen ile neyin yasak olduğunu söyleyin.',
    pl: 'Proś o pozwolenie i udzielaj go za pomocą dürfen, a o zakazach mów za pomocą nicht dürfen.',
    es: 'Pide y da permiso con dürfen y di lo que está prohibido con nicht dürfen.',
  },
  rules: {
    en: [
      {
        heading: 'What dürfen means',
        paragraphs: [
          'Dürfen means “may” or “to be allowed to”. It expresses permission: somebody allows it, or a rule allows it.',
          'A question with Darf ich …? is the polite way to ask for permission. The conjugated form of dürfen stands in second place (in a yes/no question in first place), the infinitive at the end.',
        ],
        examples: [
          { de: 'Darf ich hier sitzen?', tr: 'May I sit here?' },
          { de: 'Die Kinder dürfen im Garten spielen.', tr: 'The children are allowed to play in the garden.' },
        ],
      },
      {
        heading: 'The forms of dürfen',
        paragraphs: [
          'In the singular the vowel changes from ü to a: darf, darfst. The plural keeps the ü: dürfen, dürft.',
          'ich and er/sie/es have the same form without an ending: ich darf, sie darf – not “sie darft”.',
        ],
        table: { caption: 'dürfen in the present tense', head: ['Person', 'dürfen'], rows: forms },
        examples: [
          { de: 'Du darfst heute fernsehen.', tr: 'You may watch TV today.' },
          { de: 'Dürfen wir jetzt gehen?', tr: 'May we go now?' },
        ],
      },
      {
        heading: 'nicht dürfen = prohibition',
        paragraphs: [
          'nicht dürfen (or kein … dürfen) means “must not”: it is forbidden. Signs and rules often use man: Hier darf man nicht rauchen.',
          'Be careful: English “must not” is nicht dürfen, not nicht müssen. Du musst nicht kommen means “you don’t have to come”.',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Smoking is not allowed here.' },
          { de: 'Du darfst keinen Kaffee trinken.', tr: 'You are not allowed to drink coffee.' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Що означає dürfen',
        paragraphs: [
          'Dürfen означає «могти, мати дозвіл, можна». Воно виражає дозвіл: хтось це дозволяє або це дозволяє правило.',
          'Питання Darf ich …? — ввічливий спосіб попросити дозволу. Особова форма dürfen стоїть на другому місці (у питанні без питального слова — на першому), інфінітив — у кінці.',
        ],
        examples: [
          { de: 'Darf ich hier sitzen?', tr: 'Можна мені тут сісти?' },
          { de: 'Die Kinder dürfen im Garten spielen.', tr: 'Дітям можна гратися в саду.' },
        ],
      },
      {
        heading: 'Форми dürfen',
        paragraphs: [
          'В однині голосний змінюється з ü на a: darf, darfst. У множині ü залишається: dürfen, dürft.',
          'ich і er/sie/es мають однакову форму без закінчення: ich darf, sie darf — а не «sie darft».',
        ],
        table: { caption: 'dürfen у теперішньому часі', head: ['Особа', 'dürfen'], rows: forms },
        examples: [
          { de: 'Du darfst heute fernsehen.', tr: 'Сьогодні тобі можна дивитися телевізор.' },
          { de: 'Dürfen wir jetzt gehen?', tr: 'Можна нам зараз піти?' },
        ],
      },
      {
        heading: 'nicht dürfen = заборона',
        paragraphs: [
          'nicht dürfen (або kein … dürfen) означає «не можна»: це заборонено. На табличках і в правилах часто вживають man: Hier darf man nicht rauchen.',
          'Увага: «не можна» — це nicht dürfen, а не nicht müssen. Du musst nicht kommen означає «тобі не обов’язково приходити».',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Тут не можна курити.' },
          { de: 'Du darfst keinen Kaffee trinken.', tr: 'Тобі не можна пити каву.' },
        ],
      },
    ],
    de: [
      {
        heading: 'Was bedeutet dürfen?',
        paragraphs: [
          'Mit dürfen sagt man, dass etwas erlaubt ist: Eine Person erlaubt es oder eine Regel erlaubt es.',
          'Mit der Frage Darf ich …? fragt man höflich um Erlaubnis. Die konjugierte Form von dürfen steht auf Position 2 (in einer Frage ohne Fragewort auf Position 1), der Infinitiv am Ende.',
        ],
        examples: [
          { de: 'Darf ich hier sitzen?', tr: 'Eine höfliche Frage: Ist es in Ordnung, wenn ich hier sitze?' },
          { de: 'Die Kinder dürfen im Garten spielen.', tr: 'Spielen im Garten ist für die Kinder erlaubt.' },
        ],
      },
      {
        heading: 'Die Formen von dürfen',
        paragraphs: [
          'Im Singular wird ü zu a: darf, darfst. Im Plural bleibt das ü: dürfen, dürft.',
          'ich und er/sie/es haben dieselbe Form ohne Endung: ich darf, sie darf – nicht „sie darft“.',
        ],
        table: { caption: 'dürfen im Präsens', head: ['Person', 'dürfen'], rows: forms },
        examples: [
          { de: 'Du darfst heute fernsehen.', tr: 'Heute ist Fernsehen für dich erlaubt.' },
          { de: 'Dürfen wir jetzt gehen?', tr: 'Eine Frage: Ist es erlaubt, dass wir jetzt gehen?' },
        ],
      },
      {
        heading: 'nicht dürfen = Verbot',
        paragraphs: [
          'nicht dürfen (oder kein … dürfen) bedeutet: Es ist verboten. Auf Schildern und in Regeln steht oft man: Hier darf man nicht rauchen.',
          'Achtung: nicht müssen ist kein Verbot. Du musst nicht kommen bedeutet: Es ist nicht nötig.',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Rauchen ist hier verboten.' },
          { de: 'Du darfst keinen Kaffee trinken.', tr: 'Kaffee ist für dich verboten.' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Что значит dürfen',
        paragraphs: [
          'Dürfen значит «можно, иметь разрешение». Оно выражает разрешение: кто-то это разрешает или это разрешает правило.',
          'Вопрос Darf ich …? — вежливый способ попросить разрешения. Личная форма dürfen стоит на втором месте (в вопросе без вопросительного слова — на первом), инфинитив — в конце.',
        ],
        examples: [
          { de: 'Darf ich hier sitzen?', tr: 'Можно мне здесь сесть?' },
          { de: 'Die Kinder dürfen im Garten spielen.', tr: 'Детям можно играть в саду.' },
        ],
      },
      {
        heading: 'Формы dürfen',
        paragraphs: [
          'В единственном числе гласная меняется с ü на a: darf, darfst. Во множественном числе ü сохраняется: dürfen, dürft.',
          'У ich и er/sie/es одинаковая форма без окончания: ich darf, sie darf — а не «sie darft».',
        ],
        table: { caption: 'dürfen в настоящем времени', head: ['Лицо', 'dürfen'], rows: forms },
        examples: [
          { de: 'Du darfst heute fernsehen.', tr: 'Сегодня тебе можно смотреть телевизор.' },
          { de: 'Dürfen wir jetzt gehen?', tr: 'Можно нам сейчас уйти?' },
        ],
      },
      {
        heading: 'nicht dürfen = запрет',
        paragraphs: [
          'nicht dürfen (или kein … dürfen) значит «нельзя»: это запрещено. На табличках и в правилах часто используют man: Hier darf man nicht rauchen.',
          'Внимание: «нельзя» — это nicht dürfen, а не nicht müssen. Du musst nicht kommen значит «тебе не обязательно приходить».',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Здесь нельзя курить.' },
          { de: 'Du darfst keinen Kaffee trinken.', tr: 'Тебе нельзя пить кофе.' },
        ],
      },
    ],
    be: [
      {
        heading: 'Што азначае dürfen',
        paragraphs: [
          'Dürfen азначае «можна, мець дазвол». Ён выражае дазвол: нехта гэта дазваляе або гэта дазваляе правіла.',
          'Пытанне Darf ich …? — ветлівы спосаб папрасіць дазволу. Асабовая форма dürfen стаіць на другім месцы (у пытанні без пытальнага слова — на першым), інфінітыў — у канцы.',
        ],
        examples: [
          { de: 'Darf ich hier sitzen?', tr: 'Можна мне тут сесці?' },
          { de: 'Die Kinder dürfen im Garten spielen.', tr: 'Дзецям можна гуляць у садзе.' },
        ],
      },
      {
        heading: 'Формы dürfen',
        paragraphs: [
          'У адзіночным ліку галосны мяняецца з ü на a: darf, darfst. У множным ліку ü застаецца: dürfen, dürft.',
          'У ich і er/sie/es аднолькавая форма без канчатка: ich darf, sie darf — а не «sie darft».',
        ],
        table: { caption: 'dürfen у цяперашнім часе', head: ['Асоба', 'dürfen'], rows: forms },
        examples: [
          { de: 'Du darfst heute fernsehen.', tr: 'Сёння табе можна глядзець тэлевізар.' },
          { de: 'Dürfen wir jetzt gehen?', tr: 'Можна нам зараз пайсці?' },
        ],
      },
      {
        heading: 'nicht dürfen = забарона',
        paragraphs: [
          'nicht dürfen (або kein … dürfen) азначае «нельга»: гэта забаронена. На шыльдах і ў правілах часта ўжываюць man: Hier darf man nicht rauchen.',
          'Увага: «нельга» — гэта nicht dürfen, а не nicht müssen. Du musst nicht kommen азначае «табе не абавязкова прыходзіць».',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Тут нельга курыць.' },
          { de: 'Du darfst keinen Kaffee trinken.', tr: 'Табе нельга піць каву.' },
        ],
      },
    ],
    tr: [
      {
        heading: 'dürfen ne anlama gelir?',
        paragraphs: [
          'Dürfen “izinli olmak, -ebilmek” demektir. İzni anlatır: birisi buna izin verir ya da bir kural buna izin verir.',
          'Darf ich …? sorusu kibarca izin istemenin yoludur. Çekimli dürfen ikinci sırada (soru kelimesi olmayan soruda birinci sırada), mastar ise sonda durur.',
        ],
        examples: [
          { de: 'Darf ich hier sitzen?', tr: 'Buraya oturabilir miyim?' },
          { de: 'Die Kinder dürfen im Garten spielen.', tr: 'Çocuklar bahçede oynayabilir.' },
        ],
      },
      {
        heading: 'dürfen fiilinin çekimi',
        paragraphs: [
          'Tekilde ünlü ü’den a’ya değişir: darf, darfst. Çoğulda ü kalır: dürfen, dürft.',
          'ich ve er/sie/es aynı biçimi alır ve ek almaz: ich darf, sie darf – “sie darft” değil.',
        ],
        table: { caption: 'dürfen – şimdiki zaman', head: ['Kişi', 'dürfen'], rows: forms },
        examples: [
          { de: 'Du darfst heute fernsehen.', tr: 'Bugün televizyon izleyebilirsin.' },
          { de: 'Dürfen wir jetzt gehen?', tr: 'Şimdi gidebilir miyiz?' },
        ],
      },
      {
        heading: 'nicht dürfen = yasak',
        paragraphs: [
          'nicht dürfen (veya kein … dürfen) “yasak, yapılmamalı” demektir. Tabelalarda ve kurallarda sık sık man kullanılır: Hier darf man nicht rauchen.',
          'Dikkat: yasak nicht dürfen ile söylenir, nicht müssen ile değil. Du musst nicht kommen “gelmek zorunda değilsin” demektir.',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Burada sigara içmek yasak.' },
          { de: 'Du darfst keinen Kaffee trinken.', tr: 'Kahve içmen yasak.' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Co znaczy dürfen',
        paragraphs: [
          'Dürfen znaczy „móc, mieć pozwolenie, wolno”. Wyraża pozwolenie: ktoś na to pozwala albo pozwala na to przepis.',
          'Pytanie Darf ich …? to uprzejmy sposób, by poprosić o pozwolenie. Odmieniona forma dürfen stoi na drugim miejscu (w pytaniu bez słowa pytającego na pierwszym), bezokolicznik na końcu.',
        ],
        examples: [
          { de: 'Darf ich hier sitzen?', tr: 'Czy mogę tu usiąść?' },
          { de: 'Die Kinder dürfen im Garten spielen.', tr: 'Dzieci mogą bawić się w ogrodzie.' },
        ],
      },
      {
        heading: 'Formy czasownika dürfen',
        paragraphs: [
          'W liczbie pojedynczej samogłoska zmienia się z ü na a: darf, darfst. W liczbie mnogiej ü zostaje: dürfen, dürft.',
          'ich i er/sie/es mają tę samą formę bez końcówki: ich darf, sie darf – a nie „sie darft”.',
        ],
        table: { caption: 'dürfen w czasie teraźniejszym', head: ['Osoba', 'dürfen'], rows: forms },
        examples: [
          { de: 'Du darfst heute fernsehen.', tr: 'Dziś możesz oglądać telewizję.' },
          { de: 'Dürfen wir jetzt gehen?', tr: 'Czy możemy już iść?' },
        ],
      },
      {
        heading: 'nicht dürfen = zakaz',
        paragraphs: [
          'nicht dürfen (albo kein … dürfen) znaczy „nie wolno”: to jest zabronione. Na tabliczkach i w przepisach często używa się man: Hier darf man nicht rauchen.',
          'Uwaga: „nie wolno” to nicht dürfen, a nie nicht müssen. Du musst nicht kommen znaczy „nie musisz przychodzić”.',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Tutaj nie wolno palić.' },
          { de: 'Du darfst keinen Kaffee trinken.', tr: 'Nie wolno ci pić kawy.' },
        ],
      },
    ],
    es: [
      {
        heading: '¿Qué significa dürfen?',
        paragraphs: [
          'Dürfen significa «poder, tener permiso». Expresa permiso: alguien lo permite o una norma lo permite.',
          'La pregunta Darf ich …? es la forma cortés de pedir permiso. La forma conjugada de dürfen va en segunda posición (en las preguntas de sí o no, en primera) y el infinitivo al final.',
        ],
        examples: [
          { de: 'Darf ich hier sitzen?', tr: '¿Puedo sentarme aquí?' },
          { de: 'Die Kinder dürfen im Garten spielen.', tr: 'Los niños pueden jugar en el jardín.' },
        ],
      },
      {
        heading: 'Las formas de dürfen',
        paragraphs: [
          'En singular la vocal cambia de ü a a: darf, darfst. En plural se mantiene la ü: dürfen, dürft.',
          'ich y er/sie/es tienen la misma forma, sin terminación: ich darf, sie darf – no «sie darft».',
        ],
        table: { caption: 'dürfen en presente', head: ['Persona', 'dürfen'], rows: forms },
        examples: [
          { de: 'Du darfst heute fernsehen.', tr: 'Hoy puedes ver la tele.' },
          { de: 'Dürfen wir jetzt gehen?', tr: '¿Podemos irnos ya?' },
        ],
      },
      {
        heading: 'nicht dürfen = prohibición',
        paragraphs: [
          'nicht dürfen (o kein … dürfen) significa «no poder, estar prohibido». En carteles y normas se usa a menudo man: Hier darf man nicht rauchen.',
          'Cuidado: la prohibición es nicht dürfen, no nicht müssen. Du musst nicht kommen significa «no hace falta que vengas».',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Aquí no se puede fumar.' },
          { de: 'Du darfst keinen Kaffee trinken.', tr: 'No puedes tomar café.' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Darf - ich - hier - sitzen?', hide: ['Darf', 'sitzen'], formEn: 'May I sit here?', tr: { ua: 'Можна мені тут сісти?', de: 'Im Bus frage ich: Ist dieser Platz frei für mich? (dürfen, sitzen)', ru: 'Можно мне здесь сесть?', be: 'Можна мне тут сесці?', tr: 'Buraya oturabilir miyim?', pl: 'Czy mogę tu usiąść?', es: '¿Puedo sentarme aquí?' }, correct: false },
      { formDe: 'Du - darfst - heute - lange - fernsehen.', hide: ['darfst', 'fernsehen'], formEn: 'You may watch TV for a long time today.', tr: { ua: 'Сьогодні тобі можна довго дивитися телевізор.', de: 'Heute ist eine Ausnahme: Du hast die Erlaubnis für viele Filme. (dürfen, fernsehen)', ru: 'Сегодня тебе можно долго смотреть телевизор.', be: 'Сёння табе можна доўга глядзець тэлевізар.', tr: 'Bugün uzun süre televizyon izleyebilirsin.', pl: 'Dzisiaj możesz długo oglądać telewizję.', es: 'Hoy puedes ver la tele mucho rato.' }, correct: false },
      { formDe: 'Er - darf - am Wochenende - Computer - spielen.', hide: ['darf', 'spielen'], formEn: 'He is allowed to play computer games at the weekend.', tr: { ua: 'На вихідних йому можна грати в комп’ютерні ігри.', de: 'Am Samstag und Sonntag hat er die Erlaubnis für Computerspiele. (dürfen, spielen)', ru: 'На выходных ему можно играть в компьютерные игры.', be: 'На выхадных яму можна гуляць у камп’ютарныя гульні.', tr: 'Hafta sonu bilgisayar oyunu oynamasına izin var.', pl: 'W weekend wolno mu grać w gry komputerowe.', es: 'El fin de semana le dejan jugar a videojuegos.' }, correct: false },
      { formDe: 'Wir - dürfen - im Garten - spielen.', hide: ['dürfen', 'spielen'], formEn: 'We are allowed to play in the garden.', tr: { ua: 'Нам можна гратися в саду.', de: 'Die Eltern sagen: Ja, draußen bei den Blumen ist es okay. (dürfen, spielen)', ru: 'Нам можно играть в саду.', be: 'Нам можна гуляць у садзе.', tr: 'Bahçede oynamamıza izin var.', pl: 'Wolno nam bawić się w ogrodzie.', es: 'Podemos jugar en el jardín.' }, correct: false },
      { formDe: 'Ihr - dürft - jetzt - nach Hause - gehen.', hide: ['dürft', 'gehen'], formEn: 'You may go home now.', tr: { ua: 'Тепер ви можете йти додому.', de: 'Der Unterricht ist vorbei, die Schüler sind frei (ihr-Form). (dürfen, gehen)', ru: 'Теперь вы можете идти домой.', be: 'Цяпер вы можаце ісці дадому.', tr: 'Artık eve gidebilirsiniz.', pl: 'Możecie już iść do domu.', es: 'Ya podéis iros a casa.' }, correct: false },
      { formDe: 'Die Kinder - dürfen - ein Eis - essen.', hide: ['dürfen', 'essen'], formEn: 'The children may have an ice cream.', tr: { ua: 'Дітям можна з’їсти морозиво.', de: 'Die Kinder haben Erlaubnis für etwas Kaltes und Süßes. (dürfen, essen)', ru: 'Детям можно съесть мороженое.', be: 'Дзецям можна з’есці марожанае.', tr: 'Çocuklar dondurma yiyebilir.', pl: 'Dzieci mogą zjeść lody.', es: 'Los niños pueden tomar un helado.' }, correct: false },
      { formDe: 'Hier - darf - man - nicht - rauchen.', hide: ['darf', 'rauchen'], formEn: 'Smoking is not allowed here.', tr: { ua: 'Тут не можна палити.', de: 'Schild: Zigaretten verboten! (man, dürfen)', ru: 'Здесь нельзя курить.', be: 'Тут нельга паліць.', tr: 'Burada sigara içmek yasak.', pl: 'Tu nie wolno palić.', es: 'Aquí no se puede fumar.' }, correct: false },
      { formDe: 'Du - darfst - nicht - bei Rot - über die Straße - gehen.', hide: ['darfst', 'gehen'], formEn: 'You must not cross the street at a red light.', tr: { ua: 'Тобі не можна переходити вулицю на червоне світло.', de: 'Die Ampel ist rot – warte! (dürfen, gehen)', ru: 'Тебе нельзя переходить улицу на красный свет.', be: 'Табе нельга пераходзіць вуліцу на чырвонае святло.', tr: 'Kırmızı ışıkta karşıya geçmemelisin.', pl: 'Nie wolno ci przechodzić przez ulicę na czerwonym świetle.', es: 'No debes cruzar la calle en rojo.' }, correct: false },
      { formDe: 'Dürfen - wir - das Fenster - öffnen?', hide: ['Dürfen', 'öffnen'], formEn: 'May we open the window?', tr: { ua: 'Можна нам відчинити вікно?', de: 'Es ist warm im Zimmer, wir fragen die Lehrerin um Erlaubnis. (dürfen, öffnen)', ru: 'Можно нам открыть окно?', be: 'Можна нам адчыніць акно?', tr: 'Pencereyi açabilir miyiz?', pl: 'Czy możemy otworzyć okno?', es: '¿Podemos abrir la ventana?' }, correct: false },
      { formDe: 'Darf - ich - Sie - etwas - fragen?', hide: ['Darf', 'fragen'], formEn: 'May I ask you something?', tr: { ua: 'Можна вас дещо запитати?', de: 'Höflich zu einer fremden Person (Sie-Form): eine Frage stellen (dürfen, fragen)', ru: 'Можно вас кое о чём спросить?', be: 'Ці можна вас нешта спытаць?', tr: 'Size bir şey sorabilir miyim?', pl: 'Czy mogę pana o coś zapytać?', es: '¿Puedo preguntarle algo?' }, correct: false },
      { formDe: 'Im Museum - darf - man - nicht - essen.', hide: ['darf', 'essen'], formEn: 'You are not allowed to eat in the museum.', tr: { ua: 'У музеї не можна їсти.', de: 'Regel in der Ausstellung: Essen ist verboten. (man, dürfen)', ru: 'В музее нельзя есть.', be: 'У музеі нельга есці.', tr: 'Müzede yemek yemek yasak.', pl: 'W muzeum nie wolno jeść.', es: 'En el museo no se puede comer.' }, correct: false },
      { formDe: 'Ihr - dürft - im Unterricht - nicht - telefonieren.', hide: ['dürft', 'telefonieren'], formEn: 'You must not make phone calls in class.', tr: { ua: 'На уроці вам не можна говорити по телефону.', de: 'Regel in der Schule (ihr-Form): Die Handys bleiben in der Stunde aus. (dürfen, telefonieren)', ru: 'На уроке вам нельзя разговаривать по телефону.', be: 'На ўроку вам нельга размаўляць па тэлефоне.', tr: 'Derste telefonla konuşmamalısınız.', pl: 'Na lekcji nie wolno wam rozmawiać przez telefon.', es: 'No podéis hablar por teléfono en clase.' }, correct: false },
      { formDe: 'Mein Sohn - darf - keine Schokolade - essen.', hide: ['darf', 'essen'], formEn: 'My son is not allowed to eat chocolate.', tr: { ua: 'Моєму синові не можна їсти шоколад.', de: 'Süßes ist für meinen Sohn verboten. (dürfen, essen, die Schokolade)', ru: 'Моему сыну нельзя есть шоколад.', be: 'Майму сыну нельга есці шакалад.', tr: 'Oğlumun çikolata yemesi yasak.', pl: 'Mojemu synowi nie wolno jeść czekolady.', es: 'Mi hijo no puede comer chocolate.' }, correct: false },
      { formDe: 'Dürft - ihr - am Abend - ausgehen?', hide: ['Dürft', 'ausgehen'], formEn: 'Are you allowed to go out in the evening?', tr: { ua: 'Вам можна ввечері кудись ходити?', de: 'Frage an zwei Jugendliche: Am Abend in die Stadt – ist das erlaubt? (dürfen, ausgehen)', ru: 'Вам можно гулять по вечерам?', be: 'Вам можна вечарам гуляць?', tr: 'Akşamları dışarı çıkmanıza izin var mı?', pl: 'Czy wolno wam wychodzić wieczorem?', es: '¿Os dejan salir por la noche?' }, correct: false },
      { formDe: 'Sie - darf - heute - das Auto - nehmen.', hide: ['darf', 'nehmen'], formEn: 'She may take the car today.', tr: { ua: 'Сьогодні їй можна взяти машину.', de: 'Die Mutter sagt Ja: Heute fährt die Tochter mit dem Familienauto. (dürfen, nehmen)', ru: 'Сегодня ей можно взять машину.', be: 'Сёння ёй можна ўзяць машыну.', tr: 'Bugün arabayı alabilir.', pl: 'Dzisiaj może wziąć samochód.', es: 'Hoy puede llevarse el coche.' }, correct: false },
      { formDe: 'Darfst - du - heute - mitkommen?', hide: ['Darfst', 'mitkommen'], formEn: 'Are you allowed to come along today?', tr: { ua: 'Тобі сьогодні можна піти з нами?', de: 'Frage an einen Freund: Erlauben es deine Eltern heute? (dürfen, mitkommen)', ru: 'Тебе сегодня можно пойти с нами?', be: 'Табе сёння можна пайсці з намі?', tr: 'Bugün bizimle gelmene izin var mı?', pl: 'Możesz dziś pójść z nami?', es: '¿Te dejan venir con nosotros hoy?' }, correct: false },
      { formDe: 'Hier - dürfen - Sie - nicht - parken.', hide: ['dürfen', 'parken'], formEn: 'You must not park here.', tr: { ua: 'Тут вам не можна паркуватися.', de: 'Ein Polizist sagt höflich (Sie-Form): Parken ist hier verboten. (dürfen, parken)', ru: 'Здесь вам нельзя парковаться.', be: 'Тут вам нельга паркавацца.', tr: 'Buraya park edemezsiniz.', pl: 'Tu nie wolno panu parkować.', es: 'Aquí no puede aparcar.' }, correct: false },
      { formDe: 'Ich - darf - am Sonntag - lange - schlafen.', hide: ['darf', 'schlafen'], formEn: 'I am allowed to sleep late on Sunday.', tr: { ua: 'У неділю мені можна довго спати.', de: 'Am Sonntag muss ich nicht früh aufstehen. (dürfen, lange schlafen)', ru: 'В воскресенье мне можно долго спать.', be: 'У нядзелю мне можна доўга спаць.', tr: 'Pazar günü geç saate kadar uyuyabilirim.', pl: 'W niedzielę mogę długo spać.', es: 'El domingo puedo dormir hasta tarde.' }, correct: false },
      { formDe: 'Die Schüler - dürfen - das Wörterbuch - benutzen.', hide: ['dürfen', 'benutzen'], formEn: 'The pupils are allowed to use the dictionary.', tr: { ua: 'Учням можна користуватися словником.', de: 'Im Test ist das Buch mit allen Wörtern erlaubt. (dürfen, benutzen)', ru: 'Ученикам можно пользоваться словарём.', be: 'Вучням можна карыстацца слоўнікам.', tr: 'Öğrenciler sözlük kullanabilir.', pl: 'Uczniowie mogą korzystać ze słownika.', es: 'Los alumnos pueden usar el diccionario.' }, correct: false },
      { formDe: 'Wir - dürfen - im Bus - nicht - essen.', hide: ['dürfen', 'essen'], formEn: 'We are not allowed to eat on the bus.', tr: { ua: 'Нам не можна їсти в автобусі.', de: 'Regel im Bus: kein Essen für uns. (dürfen, essen)', ru: 'Нам нельзя есть в автобусе.', be: 'Нам нельга есці ў аўтобусе.', tr: 'Otobüste yemek yememiz yasak.', pl: 'Nie wolno nam jeść w autobusie.', es: 'No podemos comer en el autobús.' }, correct: false },
      { formDe: 'Du - darfst - meinen Computer - benutzen.', hide: ['darfst', 'benutzen'], formEn: 'You may use my computer.', tr: { ua: 'Ти можеш користуватися моїм комп’ютером.', de: 'Ich erlaube es dir: Nimm ruhig meinen Rechner. (dürfen, benutzen)', ru: 'Ты можешь пользоваться моим компьютером.', be: 'Ты можаш карыстацца маім камп’ютарам.', tr: 'Bilgisayarımı kullanabilirsin.', pl: 'Możesz korzystać z mojego komputera.', es: 'Puedes usar mi ordenador.' }, correct: false },
      { formDe: 'Darf - ich - das Foto - sehen?', hide: ['Darf', 'sehen'], formEn: 'May I see the photo?', tr: { ua: 'Можна мені подивитися фото?', de: 'Ich bin neugierig auf das Bild und frage höflich. (dürfen, sehen)', ru: 'Можно мне посмотреть фото?', be: 'Можна мне паглядзець фота?', tr: 'Fotoğrafı görebilir miyim?', pl: 'Czy mogę zobaczyć to zdjęcie?', es: '¿Puedo ver la foto?' }, correct: false },
      { formDe: 'Darf - ich - hereinkommen?', hide: ['Darf', 'hereinkommen'], formEn: 'May I come in?', tr: { ua: 'Можна мені зайти?', de: 'Ich klopfe an die Tür vom Büro und frage höflich. (dürfen, hereinkommen)', ru: 'Можно мне войти?', be: 'Можна мне ўвайсці?', tr: 'İçeri girebilir miyim?', pl: 'Czy mogę wejść?', es: '¿Puedo pasar?' }, correct: false },
      { formDe: 'In der Bibliothek - darf - man - nicht - laut - sprechen.', hide: ['darf', 'sprechen'], formEn: 'You must not talk loudly in the library.', tr: { ua: 'У бібліотеці не можна голосно розмовляти.', de: 'Regel in der Bibliothek: Bitte Ruhe! (dürfen, sprechen)', ru: 'В библиотеке нельзя громко разговаривать.', be: 'У бібліятэцы нельга гучна размаўляць.', tr: 'Kütüphanede yüksek sesle konuşmak yasak.', pl: 'W bibliotece nie wolno głośno rozmawiać.', es: 'En la biblioteca no se puede hablar alto.' }, correct: false },
      { formDe: 'Du - darfst - heute Abend - ins Kino - gehen.', hide: ['darfst', 'gehen'], formEn: 'You may go to the cinema tonight.', tr: { ua: 'Сьогодні ввечері тобі можна піти в кіно.', de: 'Die Mutter sagt Ja: Der Film heute Abend ist für dich erlaubt. (dürfen, gehen)', ru: 'Сегодня вечером тебе можно пойти в кино.', be: 'Сёння ўвечары табе можна пайсці ў кіно.', tr: 'Bu akşam sinemaya gidebilirsin.', pl: 'Dziś wieczorem możesz iść do kina.', es: 'Esta noche puedes ir al cine.' }, correct: false },
      { formDe: 'Dürfen - wir - hier - fotografieren?', hide: ['Dürfen', 'fotografieren'], formEn: 'May we take photos here?', tr: { ua: 'Нам можна тут фотографувати?', de: 'Frage im Schloss: Sind Fotos hier erlaubt? (dürfen, fotografieren)', ru: 'Нам можно здесь фотографировать?', be: 'Нам можна тут фатаграфаваць?', tr: 'Burada fotoğraf çekebilir miyiz?', pl: 'Czy możemy tu robić zdjęcia?', es: '¿Podemos hacer fotos aquí?' }, correct: false },
      { formDe: 'Er - darf - noch - nicht - Auto - fahren.', hide: ['darf', 'fahren'], formEn: 'He is not allowed to drive a car yet.', tr: { ua: 'Йому ще не можна водити машину.', de: 'Er ist erst 15 Jahre alt und hat keinen Führerschein. (dürfen, fahren)', ru: 'Ему ещё нельзя водить машину.', be: 'Яму яшчэ нельга вадзіць машыну.', tr: 'Henüz araba kullanmasına izin yok.', pl: 'Jeszcze nie wolno mu prowadzić samochodu.', es: 'Todavía no puede conducir.' }, correct: false },
      { formDe: 'Die Gäste - dürfen - ihre Hunde - mitbringen.', hide: ['dürfen', 'mitbringen'], formEn: 'The guests may bring their dogs.', tr: { ua: 'Гостям можна брати з собою своїх собак.', de: 'Im Hotel sind Tiere erlaubt. (dürfen, mitbringen)', ru: 'Гостям можно брать с собой своих собак.', be: 'Гасцям можна браць з сабой сваіх сабак.', tr: 'Misafirler köpeklerini getirebilir.', pl: 'Goście mogą przyjechać ze swoimi psami.', es: 'Los huéspedes pueden traer a sus perros.' }, correct: false },
      { formDe: 'Ihr - dürft - heute - länger - aufbleiben.', hide: ['dürft', 'aufbleiben'], formEn: 'You may stay up later today.', tr: { ua: 'Сьогодні вам можна довше не лягати спати.', de: 'Der Vater sagt zu den Kindern (ihr-Form): Heute ist Silvester, ins Bett erst um zwölf! (dürfen, aufbleiben)', ru: 'Сегодня вам можно дольше не ложиться спать.', be: 'Сёння вам можна даўжэй не класціся спаць.', tr: 'Bugün daha geç yatabilirsiniz.', pl: 'Dzisiaj możecie dłużej nie iść spać.', es: 'Hoy podéis quedaros despiertos más tiempo.' }, correct: false },
      { formDe: 'Ich - darf - diese Woche - keinen Sport - machen.', hide: ['darf', 'machen'], formEn: 'I am not allowed to do any sport this week.', tr: { ua: 'Цього тижня мені не можна займатися спортом.', de: 'Der Arzt sagt: Bis Sonntag kein Training für mich! (dürfen, machen)', ru: 'На этой неделе мне нельзя заниматься спортом.', be: 'На гэтым тыдні мне нельга займацца спортам.', tr: 'Bu hafta spor yapmam yasak.', pl: 'W tym tygodniu nie wolno mi uprawiać sportu.', es: 'Esta semana no puedo hacer deporte.' }, correct: false },
    ],
  },
};

export default topic;
