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
      { formDe: 'Darf - ich - hier - sitzen?', formEn: 'May I sit here?', correct: false },
      { formDe: 'Du - darfst - heute - lange - fernsehen.', formEn: 'You may watch TV for a long time today.', correct: false },
      { formDe: 'Er - darf - am Wochenende - Computer - spielen.', formEn: 'He is allowed to play computer games at the weekend.', correct: false },
      { formDe: 'Wir - dürfen - im Garten - spielen.', formEn: 'We are allowed to play in the garden.', correct: false },
      { formDe: 'Ihr - dürft - jetzt - nach Hause - gehen.', formEn: 'You may go home now.', correct: false },
      { formDe: 'Die Kinder - dürfen - ein Eis - essen.', formEn: 'The children may have an ice cream.', correct: false },
      { formDe: 'Hier - darf - man - nicht - rauchen.', formEn: 'Smoking is not allowed here.', correct: false },
      { formDe: 'Du - darfst - nicht - bei Rot - über die Straße - gehen.', formEn: 'You must not cross the street at a red light.', correct: false },
      { formDe: 'Dürfen - wir - das Fenster - öffnen?', formEn: 'May we open the window?', correct: false },
      { formDe: 'Darf - ich - Sie - etwas - fragen?', formEn: 'May I ask you something?', correct: false },
      { formDe: 'Im Museum - darf - man - nicht - essen.', formEn: 'You are not allowed to eat in the museum.', correct: false },
      { formDe: 'Ihr - dürft - im Unterricht - nicht - telefonieren.', formEn: 'You must not make phone calls in class.', correct: false },
      { formDe: 'Mein Sohn - darf - keine Schokolade - essen.', formEn: 'My son is not allowed to eat chocolate.', correct: false },
      { formDe: 'Dürft - ihr - am Abend - ausgehen?', formEn: 'Are you allowed to go out in the evening?', correct: false },
      { formDe: 'Sie - darf - heute - das Auto - nehmen.', formEn: 'She may take the car today.', correct: false },
      { formDe: 'Darfst - du - heute - mitkommen?', formEn: 'Are you allowed to come along today?', correct: false },
      { formDe: 'Hier - dürfen - Sie - nicht - parken.', formEn: 'You must not park here.', correct: false },
      { formDe: 'Ich - darf - am Sonntag - lange - schlafen.', formEn: 'I am allowed to sleep late on Sunday.', correct: false },
      { formDe: 'Die Schüler - dürfen - das Wörterbuch - benutzen.', formEn: 'The pupils are allowed to use the dictionary.', correct: false },
      { formDe: 'Wir - dürfen - im Bus - nicht - essen.', formEn: 'We are not allowed to eat on the bus.', correct: false },
      { formDe: 'Du - darfst - meinen Computer - benutzen.', formEn: 'You may use my computer.', correct: false },
      { formDe: 'Darf - ich - das Foto - sehen?', formEn: 'May I see the photo?', correct: false },
    ],
  },
};

export default topic;
