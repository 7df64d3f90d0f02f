import type { A1Topic } from '../types';

/**
 * darf — the singular of dürfen (spec 000 §2 lists "darf" and "dürfen" as separate pages, as it
 * does "kann"): ich/er/sie/es darf, permission, Darf ich …? and the prohibition darf … nicht. The
 * whole paradigm (wir dürfen, ihr dürft) is the dürfen page's (modal-duerfen.ts).
 */
const SINGULAR = [
  ['ich', 'darf'],
  ['du', 'darfst'],
  ['er / sie / es', 'darf'],
  ['man', 'darf'],
];

const topic: A1Topic = {
  slug: 'darf',
  type: 'modals',
  title: {
    en: 'darf: may, be allowed to',
    ua: 'darf: можна, мати дозвіл',
    de: 'Die Form darf: Erlaubnis und Verbot',
    ru: 'darf: можно, иметь разрешение',
    be: 'darf: можна, мець дазвол',
    tr: 'darf: izinli olmak',
    pl: 'darf: wolno, mieć pozwolenie',
    es: 'darf: poder, tener permiso',
  },
  descr: {
    en: 'Ask Darf ich …?, say what you and others may do with ich darf and er/sie/es darf, and what is forbidden with darf … nicht.',
    ua: 'Питайте Darf ich …?, кажіть, що можна вам та іншим (ich darf, er/sie/es darf), і що заборонено (darf … nicht).',
    de: 'Frag mit Darf ich …?, sag mit ich darf und er/sie/es darf, was erlaubt ist, und mit darf … nicht, was verboten ist.',
    ru: 'Спрашивайте Darf ich …?, говорите, что можно вам и другим (ich darf, er/sie/es darf), и что запрещено (darf … nicht).',
    be: 'Пытайце Darf ich …?, кажыце, што можна вам і іншым (ich darf, er/sie/es darf), і што забаронена (darf … nicht).',
    tr: 'Darf ich …? diye sorun; ich darf ve er/sie/es darf ile neye izin olduğunu, darf … nicht ile neyin yasak olduğunu söyleyin.',
    pl: 'Pytaj Darf ich …?, mów, co wolno tobie i innym (ich darf, er/sie/es darf), i czego nie wolno (darf … nicht).',
    es: 'Pregunta Darf ich …?, di lo que tú y otros podéis hacer con ich darf y er/sie/es darf, y lo que está prohibido con darf … nicht.',
  },
  rules: {
    en: [
      {
        heading: 'darf: permission',
        paragraphs: [
          'darf is the form of the modal verb dürfen for ich and er/sie/es (and man). It says that something is allowed: a person or a rule permits it. Lisa darf heute ins Kino gehen. – Lisa is allowed to go to the cinema today.',
          'The form darf stands in second place; the second verb stays in the infinitive at the very end: Ich darf heute lange fernsehen.',
        ],
        examples: [
          { de: 'Ich darf heute lange fernsehen.', tr: 'I am allowed to watch TV for a long time today.' },
          { de: 'Lisa darf heute ins Kino gehen.', tr: 'Lisa is allowed to go to the cinema today.' },
        ],
      },
      {
        heading: 'The forms: ich darf, er/sie/es darf',
        paragraphs: [
          'In the singular dürfen has an a instead of ü. ich and er/sie/es have the same form, without an ending: ich darf, er darf, sie darf, es darf, man darf – never “er darft”. Only du adds -st: du darfst.',
          'The plural keeps the ü (wir dürfen, ihr dürft) – that is the page on dürfen.',
        ],
        table: { caption: 'dürfen in the singular', head: ['Person', 'dürfen'], rows: SINGULAR },
        examples: [{ de: 'Meine Schwester darf schon Auto fahren.', tr: 'My sister is already allowed to drive a car.' }],
      },
      {
        heading: 'Darf ich …? – asking for permission',
        paragraphs: [
          'Darf ich …? is the polite way to ask if you may do something. In a yes/no question darf comes first: Darf ich hier sitzen? In a W-question the question word comes first: Wann darf ich kommen?',
          'Waiters and shop assistants use it too: Was darf ich Ihnen bringen? (What can I bring you?)',
        ],
        examples: [
          { de: 'Darf ich das Fenster aufmachen?', tr: 'May I open the window?' },
          { de: 'Wann darf ich kommen?', tr: 'When may I come?' },
        ],
      },
      {
        heading: 'darf … nicht: prohibition',
        paragraphs: [
          'darf … nicht (or darf kein …) means “must not”: it is forbidden. nicht usually stands before the infinitive: Hier darf man nicht rauchen. Er darf keinen Kaffee trinken.',
          'Careful: “must not” is darf nicht, not muss nicht. Er muss nicht kommen means “he does not have to come”.',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Smoking is not allowed here.' },
          { de: 'Er darf keinen Kaffee trinken.', tr: 'He is not allowed to drink coffee.' },
        ],
      },
    ],
    ua: [
      {
        heading: 'darf: дозвіл',
        paragraphs: [
          'darf — це форма модального дієслова dürfen для ich та er/sie/es (і для man). Вона означає, що щось дозволено: це дозволяє людина або правило. Lisa darf heute ins Kino gehen. — Лізі сьогодні можна піти в кіно.',
          'Форма darf стоїть на другому місці, а друге дієслово залишається в інфінітиві в самому кінці речення: Ich darf heute lange fernsehen.',
        ],
        examples: [
          { de: 'Ich darf heute lange fernsehen.', tr: 'Сьогодні мені можна довго дивитися телевізор.' },
          { de: 'Lisa darf heute ins Kino gehen.', tr: 'Лізі сьогодні можна піти в кіно.' },
        ],
      },
      {
        heading: 'Форми: ich darf, er/sie/es darf',
        paragraphs: [
          'В однині dürfen має a замість ü. ich та er/sie/es мають однакову форму без закінчення: ich darf, er darf, sie darf, es darf, man darf — ніколи не «er darft». Лише du додає -st: du darfst.',
          'У множині ü залишається (wir dürfen, ihr dürft) — про це сторінка про dürfen.',
        ],
        table: { caption: 'dürfen в однині', head: ['Особа', 'dürfen'], rows: SINGULAR },
        examples: [{ de: 'Meine Schwester darf schon Auto fahren.', tr: 'Моїй сестрі вже можна водити машину.' }],
      },
      {
        heading: 'Darf ich …? — як попросити дозволу',
        paragraphs: [
          'Darf ich …? — ввічливий спосіб запитати, чи можна щось зробити. У питанні без питального слова darf стоїть на першому місці: Darf ich hier sitzen? У питанні з питальним словом спочатку йде питальне слово: Wann darf ich kommen?',
          'Так говорять і офіціанти та продавці: Was darf ich Ihnen bringen? (Що вам принести?)',
        ],
        examples: [
          { de: 'Darf ich das Fenster aufmachen?', tr: 'Можна мені відчинити вікно?' },
          { de: 'Wann darf ich kommen?', tr: 'Коли мені можна прийти?' },
        ],
      },
      {
        heading: 'darf … nicht: заборона',
        paragraphs: [
          'darf … nicht (або darf kein …) означає «не можна»: це заборонено. nicht зазвичай стоїть перед інфінітивом: Hier darf man nicht rauchen. Er darf keinen Kaffee trinken.',
          'Увага: «не можна» — це darf nicht, а не muss nicht. Er muss nicht kommen означає «йому не обов’язково приходити».',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Тут не можна палити.' },
          { de: 'Er darf keinen Kaffee trinken.', tr: 'Йому не можна пити каву.' },
        ],
      },
    ],
    de: [
      {
        heading: 'darf: Erlaubnis',
        paragraphs: [
          'darf ist die Form von dürfen für ich und er/sie/es (und für man). Mit darf sagt man, dass etwas erlaubt ist: Eine Person oder eine Regel erlaubt es. Lisa darf heute ins Kino gehen.',
          'darf steht auf Position 2, das zweite Verb steht im Infinitiv ganz am Ende: Ich darf heute lange fernsehen.',
        ],
        examples: [
          { de: 'Ich darf heute lange fernsehen.', tr: 'Heute ist viel Fernsehen erlaubt.' },
          { de: 'Lisa darf heute ins Kino gehen.', tr: 'Die Eltern erlauben Lisa den Film.' },
        ],
      },
      {
        heading: 'Die Formen: ich darf, er/sie/es darf',
        paragraphs: [
          'Im Singular hat dürfen ein a statt ü. ich und er/sie/es haben dieselbe Form ohne Endung: ich darf, er darf, sie darf, es darf, man darf – nie „er darft“. Nur du bekommt -st: du darfst.',
          'Im Plural bleibt das ü (wir dürfen, ihr dürft) – dazu gibt es die Seite zu dürfen.',
        ],
        table: { caption: 'dürfen im Singular', head: ['Person', 'dürfen'], rows: SINGULAR },
        examples: [{ de: 'Meine Schwester darf schon Auto fahren.', tr: 'Sie hat schon den Führerschein.' }],
      },
      {
        heading: 'Darf ich …? – um Erlaubnis fragen',
        paragraphs: [
          'Mit Darf ich …? fragt man höflich, ob man etwas tun darf. In Ja/Nein-Fragen steht darf auf Position 1: Darf ich hier sitzen? In W-Fragen steht das Fragewort am Anfang: Wann darf ich kommen?',
          'Auch Kellner und Verkäufer fragen so: Was darf ich Ihnen bringen?',
        ],
        examples: [
          { de: 'Darf ich das Fenster aufmachen?', tr: 'eine höfliche Frage um Erlaubnis' },
          { de: 'Wann darf ich kommen?', tr: 'W-Frage: Fragewort, dann darf, kommen am Ende' },
        ],
      },
      {
        heading: 'darf … nicht: Verbot',
        paragraphs: [
          'darf … nicht (oder darf kein …) bedeutet: Es ist verboten. nicht steht meistens vor dem Infinitiv: Hier darf man nicht rauchen. Er darf keinen Kaffee trinken.',
          'Achtung: muss nicht ist kein Verbot. Er muss nicht kommen bedeutet: Es ist nicht nötig.',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Rauchen ist hier verboten.' },
          { de: 'Er darf keinen Kaffee trinken.', tr: 'Kaffee ist für ihn verboten.' },
        ],
      },
    ],
    ru: [
      {
        heading: 'darf: разрешение',
        paragraphs: [
          'darf — форма модального глагола dürfen для ich и er/sie/es (и для man). Она значит, что что-то разрешено: это разрешает человек или правило. Lisa darf heute ins Kino gehen. — Лизе сегодня можно пойти в кино.',
          'Форма darf стоит на втором месте, а второй глагол остаётся в инфинитиве в самом конце предложения: Ich darf heute lange fernsehen.',
        ],
        examples: [
          { de: 'Ich darf heute lange fernsehen.', tr: 'Сегодня мне можно долго смотреть телевизор.' },
          { de: 'Lisa darf heute ins Kino gehen.', tr: 'Лизе сегодня можно пойти в кино.' },
        ],
      },
      {
        heading: 'Формы: ich darf, er/sie/es darf',
        paragraphs: [
          'В единственном числе у dürfen a вместо ü. У ich и er/sie/es одинаковая форма без окончания: ich darf, er darf, sie darf, es darf, man darf — никогда не «er darft». Только du получает -st: du darfst.',
          'Во множественном числе ü сохраняется (wir dürfen, ihr dürft) — об этом страница о dürfen.',
        ],
        table: { caption: 'dürfen в единственном числе', head: ['Лицо', 'dürfen'], rows: SINGULAR },
        examples: [{ de: 'Meine Schwester darf schon Auto fahren.', tr: 'Моей сестре уже можно водить машину.' }],
      },
      {
        heading: 'Darf ich …? — как попросить разрешения',
        paragraphs: [
          'Darf ich …? — вежливый способ спросить, можно ли что-то сделать. В вопросе без вопросительного слова darf стоит на первом месте: Darf ich hier sitzen? В вопросе с вопросительным словом сначала идёт вопросительное слово: Wann darf ich kommen?',
          'Так говорят и официанты, и продавцы: Was darf ich Ihnen bringen? (Что вам принести?)',
        ],
        examples: [
          { de: 'Darf ich das Fenster aufmachen?', tr: 'Можно мне открыть окно?' },
          { de: 'Wann darf ich kommen?', tr: 'Когда мне можно прийти?' },
        ],
      },
      {
        heading: 'darf … nicht: запрет',
        paragraphs: [
          'darf … nicht (или darf kein …) значит «нельзя»: это запрещено. nicht обычно стоит перед инфинитивом: Hier darf man nicht rauchen. Er darf keinen Kaffee trinken.',
          'Внимание: «нельзя» — это darf nicht, а не muss nicht. Er muss nicht kommen значит «ему не обязательно приходить».',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Здесь нельзя курить.' },
          { de: 'Er darf keinen Kaffee trinken.', tr: 'Ему нельзя пить кофе.' },
        ],
      },
    ],
    be: [
      {
        heading: 'darf: дазвол',
        paragraphs: [
          'darf — гэта форма мадальнага дзеяслова dürfen для ich і er/sie/es (і для man). Яна азначае, што нешта дазволена: гэта дазваляе чалавек або правіла. Lisa darf heute ins Kino gehen. — Лізе сёння можна пайсці ў кіно.',
          'Форма darf стаіць на другім месцы, а другі дзеяслоў застаецца ў інфінітыве ў самым канцы сказа: Ich darf heute lange fernsehen.',
        ],
        examples: [
          { de: 'Ich darf heute lange fernsehen.', tr: 'Сёння мне можна доўга глядзець тэлевізар.' },
          { de: 'Lisa darf heute ins Kino gehen.', tr: 'Лізе сёння можна пайсці ў кіно.' },
        ],
      },
      {
        heading: 'Формы: ich darf, er/sie/es darf',
        paragraphs: [
          'У адзіночным ліку ў dürfen a замест ü. У ich і er/sie/es аднолькавая форма без канчатка: ich darf, er darf, sie darf, es darf, man darf — ніколі не «er darft». Толькі du атрымлівае -st: du darfst.',
          'У множным ліку ü застаецца (wir dürfen, ihr dürft) — пра гэта старонка пра dürfen.',
        ],
        table: { caption: 'dürfen у адзіночным ліку', head: ['Асоба', 'dürfen'], rows: SINGULAR },
        examples: [{ de: 'Meine Schwester darf schon Auto fahren.', tr: 'Маёй сястры ўжо можна вадзіць машыну.' }],
      },
      {
        heading: 'Darf ich …? — як папрасіць дазволу',
        paragraphs: [
          'Darf ich …? — ветлівы спосаб спытаць, ці можна нешта зрабіць. У пытанні без пытальнага слова darf стаіць на першым месцы: Darf ich hier sitzen? У пытанні з пытальным словам спачатку ідзе пытальнае слова: Wann darf ich kommen?',
          'Так кажуць і афіцыянты, і прадаўцы: Was darf ich Ihnen bringen? (Што вам прынесці?)',
        ],
        examples: [
          { de: 'Darf ich das Fenster aufmachen?', tr: 'Можна мне адчыніць акно?' },
          { de: 'Wann darf ich kommen?', tr: 'Калі мне можна прыйсці?' },
        ],
      },
      {
        heading: 'darf … nicht: забарона',
        paragraphs: [
          'darf … nicht (або darf kein …) азначае «нельга»: гэта забаронена. nicht звычайна стаіць перад інфінітывам: Hier darf man nicht rauchen. Er darf keinen Kaffee trinken.',
          'Увага: «нельга» — гэта darf nicht, а не muss nicht. Er muss nicht kommen азначае «яму не абавязкова прыходзіць».',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Тут нельга паліць.' },
          { de: 'Er darf keinen Kaffee trinken.', tr: 'Яму нельга піць каву.' },
        ],
      },
    ],
    tr: [
      {
        heading: 'darf: izin',
        paragraphs: [
          'darf, dürfen modal fiilinin ich ve er/sie/es (ve man) için biçimidir. Bir şeye izin olduğunu anlatır: buna bir kişi ya da bir kural izin verir. Lisa darf heute ins Kino gehen. – Lisa bugün sinemaya gidebilir.',
          'darf ikinci sırada durur; ikinci fiil mastar hâlinde cümlenin en sonuna gider: Ich darf heute lange fernsehen.',
        ],
        examples: [
          { de: 'Ich darf heute lange fernsehen.', tr: 'Bugün uzun süre televizyon izleyebilirim.' },
          { de: 'Lisa darf heute ins Kino gehen.', tr: 'Lisa bugün sinemaya gidebilir.' },
        ],
      },
      {
        heading: 'Biçimler: ich darf, er/sie/es darf',
        paragraphs: [
          'Tekilde dürfen fiilinde ü yerine a vardır. ich ve er/sie/es aynı biçimi alır ve ek almaz: ich darf, er darf, sie darf, es darf, man darf – asla “er darft” değil. Sadece du -st alır: du darfst.',
          'Çoğulda ü kalır (wir dürfen, ihr dürft) – bunun için dürfen sayfasına bakın.',
        ],
        table: { caption: 'dürfen – tekil', head: ['Kişi', 'dürfen'], rows: SINGULAR },
        examples: [{ de: 'Meine Schwester darf schon Auto fahren.', tr: 'Kız kardeşim artık araba kullanabiliyor.' }],
      },
      {
        heading: 'Darf ich …? – izin istemek',
        paragraphs: [
          'Darf ich …? bir şeyi yapıp yapamayacağınızı kibarca sormanın yoludur. Soru kelimesi olmayan soruda darf başa gelir: Darf ich hier sitzen? Soru kelimeli soruda önce soru kelimesi gelir: Wann darf ich kommen?',
          'Garsonlar ve satıcılar da böyle sorar: Was darf ich Ihnen bringen? (Size ne getirebilirim?)',
        ],
        examples: [
          { de: 'Darf ich das Fenster aufmachen?', tr: 'Pencereyi açabilir miyim?' },
          { de: 'Wann darf ich kommen?', tr: 'Ne zaman gelebilirim?' },
        ],
      },
      {
        heading: 'darf … nicht: yasak',
        paragraphs: [
          'darf … nicht (veya darf kein …) “yasak, yapılmamalı” demektir. nicht genellikle mastardan önce durur: Hier darf man nicht rauchen. Er darf keinen Kaffee trinken.',
          'Dikkat: yasak darf nicht ile söylenir, muss nicht ile değil. Er muss nicht kommen “gelmek zorunda değil” demektir.',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Burada sigara içmek yasak.' },
          { de: 'Er darf keinen Kaffee trinken.', tr: 'Kahve içmesi yasak.' },
        ],
      },
    ],
    pl: [
      {
        heading: 'darf: pozwolenie',
        paragraphs: [
          'darf to forma czasownika modalnego dürfen dla ich oraz er/sie/es (i dla man). Mówi, że coś jest dozwolone: pozwala na to osoba albo przepis. Lisa darf heute ins Kino gehen. – Lisa może dziś iść do kina.',
          'Forma darf stoi na drugim miejscu, a drugi czasownik zostaje w bezokoliczniku na samym końcu zdania: Ich darf heute lange fernsehen.',
        ],
        examples: [
          { de: 'Ich darf heute lange fernsehen.', tr: 'Dziś mogę długo oglądać telewizję.' },
          { de: 'Lisa darf heute ins Kino gehen.', tr: 'Lisa może dziś iść do kina.' },
        ],
      },
      {
        heading: 'Formy: ich darf, er/sie/es darf',
        paragraphs: [
          'W liczbie pojedynczej dürfen ma a zamiast ü. ich i er/sie/es mają tę samą formę bez końcówki: ich darf, er darf, sie darf, es darf, man darf – nigdy „er darft”. Tylko du dostaje -st: du darfst.',
          'W liczbie mnogiej ü zostaje (wir dürfen, ihr dürft) – o tym jest strona o dürfen.',
        ],
        table: { caption: 'dürfen w liczbie pojedynczej', head: ['Osoba', 'dürfen'], rows: SINGULAR },
        examples: [{ de: 'Meine Schwester darf schon Auto fahren.', tr: 'Moja siostra może już prowadzić samochód.' }],
      },
      {
        heading: 'Darf ich …? – prośba o pozwolenie',
        paragraphs: [
          'Darf ich …? to uprzejmy sposób, by zapytać, czy można coś zrobić. W pytaniu bez słowa pytającego darf stoi na pierwszym miejscu: Darf ich hier sitzen? W pytaniu ze słowem pytającym najpierw jest słowo pytające: Wann darf ich kommen?',
          'Tak mówią też kelnerzy i sprzedawcy: Was darf ich Ihnen bringen? (Co mogę państwu podać?)',
        ],
        examples: [
          { de: 'Darf ich das Fenster aufmachen?', tr: 'Czy mogę otworzyć okno?' },
          { de: 'Wann darf ich kommen?', tr: 'Kiedy mogę przyjść?' },
        ],
      },
      {
        heading: 'darf … nicht: zakaz',
        paragraphs: [
          'darf … nicht (albo darf kein …) znaczy „nie wolno”: to jest zabronione. nicht stoi zwykle przed bezokolicznikiem: Hier darf man nicht rauchen. Er darf keinen Kaffee trinken.',
          'Uwaga: „nie wolno” to darf nicht, a nie muss nicht. Er muss nicht kommen znaczy „on nie musi przychodzić”.',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Tutaj nie wolno palić.' },
          { de: 'Er darf keinen Kaffee trinken.', tr: 'Nie wolno mu pić kawy.' },
        ],
      },
    ],
    es: [
      {
        heading: 'darf: el permiso',
        paragraphs: [
          'darf es la forma del verbo modal dürfen para ich y er/sie/es (y para man). Dice que algo está permitido: lo permite una persona o una norma. Lisa darf heute ins Kino gehen. – Lisa puede ir hoy al cine.',
          'La forma darf va en segunda posición; el segundo verbo se queda en infinitivo al final de la oración: Ich darf heute lange fernsehen.',
        ],
        examples: [
          { de: 'Ich darf heute lange fernsehen.', tr: 'Hoy puedo ver la tele mucho rato.' },
          { de: 'Lisa darf heute ins Kino gehen.', tr: 'Lisa puede ir hoy al cine.' },
        ],
      },
      {
        heading: 'Las formas: ich darf, er/sie/es darf',
        paragraphs: [
          'En singular dürfen tiene a en lugar de ü. ich y er/sie/es tienen la misma forma, sin terminación: ich darf, er darf, sie darf, es darf, man darf – nunca «er darft». Solo du añade -st: du darfst.',
          'En plural se mantiene la ü (wir dürfen, ihr dürft): de eso trata la página de dürfen.',
        ],
        table: { caption: 'dürfen en singular', head: ['Persona', 'dürfen'], rows: SINGULAR },
        examples: [{ de: 'Meine Schwester darf schon Auto fahren.', tr: 'Mi hermana ya puede conducir.' }],
      },
      {
        heading: 'Darf ich …? – pedir permiso',
        paragraphs: [
          'Darf ich …? es la forma cortés de preguntar si puedes hacer algo. En las preguntas de sí o no, darf va en primera posición: Darf ich hier sitzen? En las preguntas con palabra interrogativa, esta va al principio: Wann darf ich kommen?',
          'Los camareros y los dependientes también lo usan: Was darf ich Ihnen bringen? (¿Qué le traigo?)',
        ],
        examples: [
          { de: 'Darf ich das Fenster aufmachen?', tr: '¿Puedo abrir la ventana?' },
          { de: 'Wann darf ich kommen?', tr: '¿Cuándo puedo venir?' },
        ],
      },
      {
        heading: 'darf … nicht: la prohibición',
        paragraphs: [
          'darf … nicht (o darf kein …) significa «no poder, estar prohibido». nicht suele ir delante del infinitivo: Hier darf man nicht rauchen. Er darf keinen Kaffee trinken.',
          'Cuidado: la prohibición es darf nicht, no muss nicht. Er muss nicht kommen significa «no hace falta que venga».',
        ],
        examples: [
          { de: 'Hier darf man nicht rauchen.', tr: 'Aquí no se puede fumar.' },
          { de: 'Er darf keinen Kaffee trinken.', tr: 'No puede tomar café.' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Darf - ich - hier - parken?', hide: ['Darf', 'parken'], formEn: 'May I park here?', tr: { ua: 'Можна мені тут припаркуватися?', de: 'Ich bin mit dem Auto da und frage höflich nach dem Platz. (dürfen, parken)', ru: 'Можно мне здесь припарковаться?', be: 'Можна мне тут прыпаркавацца?', tr: 'Buraya park edebilir miyim?', pl: 'Czy mogę tu zaparkować?', es: '¿Puedo aparcar aquí?' }, correct: false },
      { formDe: 'Darf - ich - das Fenster - aufmachen?', hide: ['Darf', 'aufmachen'], formEn: 'May I open the window?', tr: { ua: 'Можна мені відчинити вікно?', de: 'Im Zimmer ist die Luft schlecht, ich frage um Erlaubnis. (dürfen, aufmachen)', ru: 'Можно мне открыть окно?', be: 'Можна мне адчыніць акно?', tr: 'Pencereyi açabilir miyim?', pl: 'Czy mogę otworzyć okno?', es: '¿Puedo abrir la ventana?' }, correct: false },
      { formDe: 'Darf - ich - kurz - telefonieren?', hide: ['Darf', 'telefonieren'], formEn: 'May I make a quick phone call?', tr: { ua: 'Можна мені швидко зателефонувати?', de: 'Ich frage höflich: nur ein kurzes Gespräch mit dem Handy. (dürfen, telefonieren)', ru: 'Можно мне быстро позвонить?', be: 'Можна мне хутка патэлефанаваць?', tr: 'Kısa bir telefon görüşmesi yapabilir miyim?', pl: 'Czy mogę szybko zadzwonić?', es: '¿Puedo hacer una llamada rápida?' }, correct: false },
      { formDe: 'Darf - ich - hereinkommen?', hide: ['Darf', 'hereinkommen'], formEn: 'May I come in?', tr: { ua: 'Можна ввійти?', de: 'Ich stehe vor der Tür und klopfe. (dürfen, hereinkommen)', ru: 'Можно войти?', be: 'Можна ўвайсці?', tr: 'İçeri girebilir miyim?', pl: 'Czy mogę wejść?', es: '¿Puedo entrar?' }, correct: false },
      { formDe: 'Darf - ich - Ihnen - helfen?', hide: ['Darf', 'helfen'], formEn: 'May I help you?', tr: { ua: 'Чи можу я вам допомогти?', de: 'Ein höfliches Angebot im Geschäft (Sie-Form). (dürfen, helfen)', ru: 'Могу я вам помочь?', be: 'Ці магу я вам дапамагчы?', tr: 'Size yardım edebilir miyim?', pl: 'Czy mogę panu pomóc?', es: '¿Puedo ayudarle?' }, correct: false },
      { formDe: 'Darf - ich - eine Frage - stellen?', hide: ['Darf', 'stellen'], formEn: 'May I ask a question?', tr: { ua: 'Можна мені поставити запитання?', de: 'Im Unterricht hebe ich die Hand. (dürfen, stellen)', ru: 'Можно мне задать вопрос?', be: 'Можна мне задаць пытанне?', tr: 'Bir soru sorabilir miyim?', pl: 'Czy mogę zadać pytanie?', es: '¿Puedo hacer una pregunta?' }, correct: false },
      { formDe: 'Darf - ich - heute - früher - gehen?', hide: ['Darf', 'gehen'], formEn: 'May I leave earlier today?', tr: { ua: 'Можна мені сьогодні піти раніше?', de: 'Frage an die Chefin: Heute habe ich am Nachmittag einen Termin. (dürfen, gehen)', ru: 'Можно мне сегодня уйти пораньше?', be: 'Можна мне сёння пайсці раней?', tr: 'Bugün daha erken çıkabilir miyim?', pl: 'Czy mogę dziś wyjść wcześniej?', es: '¿Puedo irme antes hoy?' }, correct: false },
      { formDe: 'Darf - man - hier - fotografieren?', hide: ['Darf', 'fotografieren'], formEn: 'Is it allowed to take photos here?', tr: { ua: 'Тут можна фотографувати?', de: 'Im Museum: Sind Bilder mit der Kamera erlaubt? (man, dürfen)', ru: 'Здесь можно фотографировать?', be: 'Тут можна фатаграфаваць?', tr: 'Burada fotoğraf çekmek serbest mi?', pl: 'Czy można tu robić zdjęcia?', es: '¿Se pueden hacer fotos aquí?' }, correct: false },
      { formDe: 'Darf - er - mitspielen?', hide: ['Darf', 'mitspielen'], formEn: 'May he join the game?', tr: { ua: 'Йому можна гратися з нами?', de: 'Ein Junge steht allein am Rand und schaut zu. (dürfen, mitspielen)', ru: 'Ему можно играть с нами?', be: 'Яму можна гуляць з намі?', tr: 'O da bizimle oynayabilir mi?', pl: 'Czy on może grać z nami?', es: '¿Puede jugar con nosotros?' }, correct: false },
      { formDe: 'Darf - sie - allein - in die Stadt - fahren?', hide: ['Darf', 'fahren'], formEn: 'Is she allowed to go into town alone?', tr: { ua: 'Їй можна самій їздити в місто?', de: 'Frage über ein Mädchen: Fährt sie ohne Eltern in die Stadt? Ist das erlaubt? (dürfen, fahren)', ru: 'Ей можно одной ездить в город?', be: 'Ёй можна адной ездзіць у горад?', tr: 'Şehre tek başına gidebilir mi?', pl: 'Czy ona może sama jechać do miasta?', es: '¿Puede ir sola al centro?' }, correct: false },
      { formDe: 'Ich - darf - heute - Pizza - essen.', hide: ['darf', 'essen'], formEn: 'I am allowed to eat pizza today.', tr: { ua: 'Сьогодні мені можна їсти піцу.', de: 'Heute ist mein Geburtstag, Mama sagt Ja zum Lieblingsessen. (dürfen, essen)', ru: 'Сегодня мне можно есть пиццу.', be: 'Сёння мне можна есці піцу.', tr: 'Bugün pizza yiyebilirim.', pl: 'Dziś mogę jeść pizzę.', es: 'Hoy puedo comer pizza.' }, correct: false },
      { formDe: 'Ich - darf - am Wochenende - lange - aufbleiben.', hide: ['darf', 'aufbleiben'], formEn: 'I am allowed to stay up late at the weekend.', tr: { ua: 'На вихідних мені можна довго не лягати спати.', de: 'Am Samstag gehe ich erst spät ins Bett. (dürfen, aufbleiben)', ru: 'На выходных мне можно долго не ложиться спать.', be: 'На выхадных мне можна доўга не класціся спаць.', tr: 'Hafta sonu geç saate kadar uyanık kalabilirim.', pl: 'W weekend mogę długo nie iść spać.', es: 'El fin de semana puedo quedarme despierto hasta tarde.' }, correct: false },
      { formDe: 'Ich - darf - nicht - so viel - Zucker - essen.', hide: ['darf', 'essen'], formEn: 'I must not eat so much sugar.', tr: { ua: 'Мені не можна їсти так багато цукру.', de: 'Der Arzt sagt: Süßes ist für mich nicht gut. (dürfen, essen)', ru: 'Мне нельзя есть так много сахара.', be: 'Мне нельга есці так шмат цукру.', tr: 'Bu kadar çok şeker yememeliyim.', pl: 'Nie wolno mi jeść tyle cukru.', es: 'No puedo comer tanto azúcar.' }, correct: false },
      { formDe: 'Ich - darf - keinen Alkohol - trinken.', hide: ['darf', 'trinken'], formEn: 'I am not allowed to drink alcohol.', tr: { ua: 'Мені не можна пити алкоголь.', de: 'Ich nehme Tabletten, deshalb gibt es für mich kein Bier und keinen Wein. (dürfen, trinken)', ru: 'Мне нельзя пить алкоголь.', be: 'Мне нельга піць алкаголь.', tr: 'Alkol içmem yasak.', pl: 'Nie wolno mi pić alkoholu.', es: 'No puedo beber alcohol.' }, correct: false },
      { formDe: 'Im Büro - darf - ich - nicht - rauchen.', hide: ['darf', 'rauchen'], formEn: 'I am not allowed to smoke in the office.', tr: { ua: 'В офісі мені не можна палити.', de: 'Regel bei der Arbeit: Zigaretten nur draußen. (dürfen, rauchen)', ru: 'В офисе мне нельзя курить.', be: 'У офісе мне нельга паліць.', tr: 'Ofiste sigara içmem yasak.', pl: 'W biurze nie wolno mi palić.', es: 'En la oficina no puedo fumar.' }, correct: false },
      { formDe: 'Er - darf - heute - nicht - Fußball - spielen.', hide: ['darf', 'spielen'], formEn: 'He is not allowed to play football today.', tr: { ua: 'Сьогодні йому не можна грати у футбол.', de: 'Sein Bein tut weh, der Sport ist heute verboten. (dürfen, spielen)', ru: 'Сегодня ему нельзя играть в футбол.', be: 'Сёння яму нельга гуляць у футбол.', tr: 'Bugün futbol oynaması yasak.', pl: 'Dziś nie wolno mu grać w piłkę.', es: 'Hoy no puede jugar al fútbol.' }, correct: false },
      { formDe: 'Mit achtzehn - darf - er - Auto - fahren.', hide: ['darf', 'fahren'], formEn: 'At eighteen he is allowed to drive a car.', tr: { ua: 'У вісімнадцять років йому можна водити машину.', de: 'Er hat jetzt Geburtstag und den Führerschein. (dürfen, fahren)', ru: 'В восемнадцать лет ему можно водить машину.', be: 'У васямнаццаць гадоў яму можна вадзіць машыну.', tr: 'On sekiz yaşında araba kullanabilir.', pl: 'W wieku osiemnastu lat może prowadzić samochód.', es: 'Con dieciocho años puede conducir.' }, correct: false },
      { formDe: 'Sie - darf - bei ihrer Freundin - schlafen.', hide: ['darf', 'schlafen'], formEn: 'She is allowed to sleep over at her friend’s.', tr: { ua: 'Їй можна переночувати в подруги.', de: 'Die Eltern sagen Ja: eine Nacht bei der besten Freundin. (dürfen, schlafen)', ru: 'Ей можно переночевать у подруги.', be: 'Ёй можна пераначаваць у сяброўкі.', tr: 'Arkadaşında yatıya kalabilir.', pl: 'Może przenocować u koleżanki.', es: 'Puede dormir en casa de su amiga.' }, correct: false },
      { formDe: 'Sie - darf - nicht - zu spät - nach Hause - kommen.', hide: ['darf', 'kommen'], formEn: 'She must not come home too late.', tr: { ua: 'Їй не можна приходити додому надто пізно.', de: 'Die Eltern sagen: spätestens um zehn Uhr zurück! (dürfen, kommen)', ru: 'Ей нельзя приходить домой слишком поздно.', be: 'Ёй нельга прыходзіць дадому занадта позна.', tr: 'Eve çok geç gelmemeli.', pl: 'Nie wolno jej wracać do domu za późno.', es: 'No puede volver a casa demasiado tarde.' }, correct: false },
      { formDe: 'Das Kind - darf - noch - nicht - allein - schwimmen.', hide: ['darf', 'schwimmen'], formEn: 'The child is not allowed to swim alone yet.', tr: { ua: 'Дитині ще не можна плавати самостійно.', de: 'Im Schwimmbad bleibt immer ein Erwachsener bei dem Kleinen. (dürfen, schwimmen)', ru: 'Ребёнку ещё нельзя плавать одному.', be: 'Дзіцяці яшчэ нельга плаваць самастойна.', tr: 'Çocuk henüz tek başına yüzemez.', pl: 'Dziecku jeszcze nie wolno pływać samemu.', es: 'El niño todavía no puede nadar solo.' }, correct: false },
      { formDe: 'Das Mädchen - darf - nur - eine Stunde - fernsehen.', hide: ['darf', 'fernsehen'], formEn: 'The girl may only watch TV for an hour.', tr: { ua: 'Дівчинці можна дивитися телевізор лише годину.', de: 'Regel der Eltern: Nach sechzig Minuten ist der Fernseher aus. (dürfen, fernsehen)', ru: 'Девочке можно смотреть телевизор только час.', be: 'Дзяўчынцы можна глядзець тэлевізар толькі гадзіну.', tr: 'Kız sadece bir saat televizyon izleyebilir.', pl: 'Dziewczynka może oglądać telewizję tylko godzinę.', es: 'La niña solo puede ver la tele una hora.' }, correct: false },
      { formDe: 'Hier - darf - man - nicht - laut - sprechen.', hide: ['darf', 'sprechen'], formEn: 'You must not talk loudly here.', tr: { ua: 'Тут не можна голосно розмовляти.', de: 'In der Bibliothek ist Ruhe wichtig. (man, dürfen, sprechen)', ru: 'Здесь нельзя громко разговаривать.', be: 'Тут нельга гучна размаўляць.', tr: 'Burada yüksek sesle konuşmak yasak.', pl: 'Tu nie wolno głośno rozmawiać.', es: 'Aquí no se puede hablar alto.' }, correct: false },
      { formDe: 'Im Kino - darf - man - nicht - telefonieren.', hide: ['darf', 'telefonieren'], formEn: 'You are not allowed to make phone calls in the cinema.', tr: { ua: 'У кінотеатрі не можна розмовляти по телефону.', de: 'Während des Films bleibt das Handy aus. (man, dürfen, telefonieren)', ru: 'В кинотеатре нельзя разговаривать по телефону.', be: 'У кінатэатры нельга размаўляць па тэлефоне.', tr: 'Sinemada telefonla konuşmak yasak.', pl: 'W kinie nie wolno rozmawiać przez telefon.', es: 'En el cine no se puede hablar por teléfono.' }, correct: false },
      { formDe: 'Im Park - darf - man - Fahrrad - fahren.', hide: ['darf', 'fahren'], formEn: 'You may ride a bike in the park.', tr: { ua: 'У парку можна їздити на велосипеді.', de: 'Zwischen den Bäumen sind Räder erlaubt. (man, dürfen, fahren)', ru: 'В парке можно кататься на велосипеде.', be: 'У парку можна ездзіць на ровары.', tr: 'Parkta bisiklet sürmek serbest.', pl: 'W parku można jeździć na rowerze.', es: 'En el parque se puede ir en bici.' }, correct: false },
      { formDe: 'Hier - darf - man - nicht - baden.', hide: ['darf', 'baden'], formEn: 'Swimming is not allowed here.', tr: { ua: 'Тут не можна купатися.', de: 'Schild am See: Das Wasser ist gefährlich. (man, dürfen, baden)', ru: 'Здесь нельзя купаться.', be: 'Тут нельга купацца.', tr: 'Burada yüzmek yasak.', pl: 'Tu nie wolno się kąpać.', es: 'Aquí está prohibido bañarse.' }, correct: false },
      { formDe: 'In der Stadt - darf - man - nur - langsam - fahren.', hide: ['darf', 'fahren'], formEn: 'In town you may only drive slowly.', tr: { ua: 'У місті можна їздити лише повільно.', de: 'Regel für Autos zwischen den Häusern: höchstens fünfzig. (man, dürfen, fahren)', ru: 'В городе можно ездить только медленно.', be: 'У горадзе можна ездзіць толькі павольна.', tr: 'Şehirde sadece yavaş sürülebilir.', pl: 'W mieście można jeździć tylko powoli.', es: 'En la ciudad solo se puede ir despacio.' }, correct: false },
      { formDe: 'Mein Bruder - darf - heute - nicht - draußen - spielen.', hide: ['darf', 'spielen'], formEn: 'My brother is not allowed to play outside today.', tr: { ua: 'Моєму братові сьогодні не можна гратися надворі.', de: 'Er ist krank und bleibt im Haus. (dürfen, spielen)', ru: 'Моему брату сегодня нельзя играть на улице.', be: 'Майму брату сёння нельга гуляць на вуліцы.', tr: 'Erkek kardeşim bugün dışarıda oynayamaz.', pl: 'Mojemu bratu nie wolno dziś bawić się na dworze.', es: 'Mi hermano hoy no puede jugar fuera.' }, correct: false },
      { formDe: 'Meine Tochter - darf - schon - allein - zur Schule - gehen.', hide: ['darf', 'gehen'], formEn: 'My daughter is already allowed to walk to school alone.', tr: { ua: 'Моїй доньці вже можна ходити до школи самій.', de: 'Sie ist groß genug für den Schulweg ohne Mama. (dürfen, gehen)', ru: 'Моей дочери уже можно ходить в школу одной.', be: 'Маёй дачцэ ўжо можна хадзіць у школу адной.', tr: 'Kızım artık okula tek başına gidebiliyor.', pl: 'Moja córka może już sama chodzić do szkoły.', es: 'Mi hija ya puede ir sola al colegio.' }, correct: false },
      { formDe: 'Der Patient - darf - morgen - nach Hause - gehen.', hide: ['darf', 'gehen'], formEn: 'The patient may go home tomorrow.', tr: { ua: 'Пацієнтові завтра можна йти додому.', de: 'Der Arzt sagt: Das Krankenhaus ist ab morgen nicht mehr nötig. (dürfen, gehen)', ru: 'Пациенту завтра можно идти домой.', be: 'Пацыенту заўтра можна ісці дадому.', tr: 'Hasta yarın eve gidebilir.', pl: 'Pacjent może jutro wrócić do domu.', es: 'El paciente puede irse a casa mañana.' }, correct: false },
      { formDe: 'Der Hund - darf - nicht - auf dem Sofa - schlafen.', hide: ['darf', 'schlafen'], formEn: 'The dog is not allowed to sleep on the sofa.', tr: { ua: 'Собаці не можна спати на дивані.', de: 'Regel zu Hause: Das Tier hat sein eigenes Bett. (dürfen, schlafen)', ru: 'Собаке нельзя спать на диване.', be: 'Сабаку нельга спаць на канапе.', tr: 'Köpeğin kanepede uyuması yasak.', pl: 'Psu nie wolno spać na kanapie.', es: 'El perro no puede dormir en el sofá.' }, correct: false },
      { formDe: 'Was - darf - ich - Ihnen - bringen?', hide: ['darf', 'bringen'], formEn: 'What may I bring you?', tr: { ua: 'Що вам принести?', de: 'Der Kellner fragt höflich nach der Bestellung. (dürfen, bringen)', ru: 'Что вам принести?', be: 'Што вам прынесці?', tr: 'Size ne getirebilirim?', pl: 'Co mogę państwu podać?', es: '¿Qué le puedo traer?' }, correct: false },
      { formDe: 'Wie lange - darf - ich - bleiben?', hide: ['darf', 'bleiben'], formEn: 'How long may I stay?', tr: { ua: 'Як довго мені можна залишатися?', de: 'Ich bin zu Besuch und frage nach der Zeit. (dürfen, bleiben)', ru: 'Как долго мне можно оставаться?', be: 'Як доўга мне можна заставацца?', tr: 'Ne kadar kalabilirim?', pl: 'Jak długo mogę zostać?', es: '¿Cuánto tiempo puedo quedarme?' }, correct: false },
      { formDe: 'Wo - darf - man - hier - rauchen?', hide: ['darf', 'rauchen'], formEn: 'Where is smoking allowed here?', tr: { ua: 'Де тут можна палити?', de: 'Ich suche einen Platz für meine Zigarette. (man, dürfen, rauchen)', ru: 'Где здесь можно курить?', be: 'Дзе тут можна паліць?', tr: 'Burada nerede sigara içilebilir?', pl: 'Gdzie tu można palić?', es: '¿Dónde se puede fumar aquí?' }, correct: false },
      { formDe: 'Mein Sohn - darf - heute - sein Handy - nicht - benutzen.', hide: ['darf', 'benutzen'], formEn: 'My son is not allowed to use his phone today.', tr: { ua: 'Моєму синові сьогодні не можна користуватися телефоном.', de: 'Strafe für schlechte Noten: kein Smartphone bis morgen. (dürfen, benutzen)', ru: 'Моему сыну сегодня нельзя пользоваться телефоном.', be: 'Майму сыну сёння нельга карыстацца тэлефонам.', tr: 'Oğlum bugün telefonunu kullanamaz.', pl: 'Mojemu synowi nie wolno dziś używać telefonu.', es: 'Mi hijo hoy no puede usar el móvil.' }, correct: false },
      { formDe: 'Warum - darf - ich - nicht - mitkommen?', hide: ['darf', 'mitkommen'], formEn: 'Why am I not allowed to come along?', tr: { ua: 'Чому мені не можна піти з вами?', de: 'Alle gehen ins Kino, nur ich bleibe zu Hause. Ich frage nach dem Grund. (dürfen, mitkommen)', ru: 'Почему мне нельзя пойти с вами?', be: 'Чаму мне нельга пайсці з вамі?', tr: 'Neden ben gelemiyorum?', pl: 'Dlaczego nie mogę iść z wami?', es: '¿Por qué no puedo ir con vosotros?' }, correct: false },
    ],
  },
};

export default topic;
