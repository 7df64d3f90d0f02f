import type { A1Topic } from '../types';

const verbs = ['wollen', 'müssen', 'sollen', 'dürfen', 'können', 'möchten'];
const forms = [
  ['ich', 'will', 'muss', 'soll', 'darf', 'kann', 'möchte'],
  ['du', 'willst', 'musst', 'sollst', 'darfst', 'kannst', 'möchtest'],
  ['er/sie/es', 'will', 'muss', 'soll', 'darf', 'kann', 'möchte'],
  ['wir', 'wollen', 'müssen', 'sollen', 'dürfen', 'können', 'möchten'],
  ['ihr', 'wollt', 'müsst', 'sollt', 'dürft', 'könnt', 'möchtet'],
  ['sie/Sie', 'wollen', 'müssen', 'sollen', 'dürfen', 'können', 'möchten'],
];

const topic: A1Topic = {
  slug: 'modal-verbs-overview',
  type: 'modals',
  title: {
    en: 'Modal verbs: overview',
    ua: 'Модальні дієслова: огляд',
    de: 'Modalverben im Überblick',
    ru: 'Модальные глаголы: обзор',
    be: 'Мадальныя дзеясловы: агляд',
    tr: 'Modal fiillere genel bakış',
    pl: 'Czasowniki modalne: przegląd',
    es: 'Verbos modales: resumen',
  },
  descr: {
    en: 'Compare the six modal verbs wollen, müssen, sollen, dürfen, können and möchten.',
    ua: 'Порівняйте шість модальних дієслів: wollen, müssen, sollen, dürfen, können і möchten.',
    de: 'Vergleiche die sechs Modalverben wollen, müssen, sollen, dürfen, können und möchten.',
    ru: 'Сравните шесть модальных глаголов: wollen, müssen, sollen, dürfen, können и möchten.',
    be: 'Параўнайце шэсць мадальных дзеясловаў: wollen, müssen, sollen, dürfen, können і möchten.',
    tr: 'Altı modal fiili karşılaştırın: wollen, müssen, sollen, dürfen, können ve möchten.',
    pl: 'Porównaj sześć czasowników modalnych: wollen, müssen, sollen, dürfen, können i möchten.',
    es: 'Compara los seis verbos modales: wollen, müssen, sollen, dürfen, können y möchten.',
  },
  rules: {
    en: [
      {
        heading: 'What modal verbs do',
        paragraphs: [
          'Modal verbs change the meaning of another verb: they say whether you want to, have to, should, may or can do something. The second verb is the action itself.',
          'The sentence frame is always the same: the conjugated modal verb stands in second place, the second verb goes to the very end in the infinitive, without zu. In a yes/no question the modal verb comes first.',
        ],
        examples: [{ de: 'Ich kann heute nicht kommen.', tr: 'I can’t come today.' }],
      },
      {
        heading: 'All forms in one table',
        paragraphs: [
          'ich and er/sie/es have the same form and no ending: ich kann, er kann. In the singular most modal verbs change their vowel: können → kann, müssen → muss, dürfen → darf, wollen → will. sollen keeps its vowel.',
          'The plural is regular: wir and sie/Sie like the infinitive, ihr with -t. möchten has endings like a normal verb, but er/sie/es has no -t: er möchte.',
        ],
        table: { caption: 'The six modal verbs in the present tense', head: ['Person', ...verbs], rows: forms },
        examples: [{ de: 'Sie möchte einen Tee trinken.', tr: 'She would like to drink a cup of tea.' }],
      },
      {
        heading: 'Which verb for which meaning?',
        paragraphs: [
          'können: ability or possibility. müssen: necessity. dürfen: permission. sollen: an order or advice from another person. wollen: a wish or a plan (direct). möchten: a polite wish.',
          'wollen and möchten both express a wish, but möchten is polite. In a shop or a restaurant you say: Ich möchte …',
        ],
        examples: [
          { de: 'Wir möchten einen Tisch reservieren.', tr: 'We would like to book a table.' },
          { de: 'Der Arzt sagt, ich soll mehr schlafen.', tr: 'The doctor says I should sleep more.' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'No -t in the 3rd person singular: er kann, er muss, er will, er möchte – not “er kannt”.',
          'nicht müssen is not a prohibition: Du musst nicht kommen = it is not necessary. Du darfst nicht kommen = it is forbidden.',
          'Ich will means “I want”, not the English future “I will”.',
        ],
        examples: [
          { de: 'Du musst nicht kommen.', tr: 'You don’t have to come.' },
          { de: 'Du darfst nicht kommen.', tr: 'You are not allowed to come.' },
        ],
      },
    ],
    ua: [
      {
        heading: 'Що роблять модальні дієслова',
        paragraphs: [
          'Модальні дієслова змінюють значення іншого дієслова: вони показують, чи ви хочете, мусите, повинні, маєте дозвіл або можете щось зробити. Друге дієслово називає саму дію.',
          'Будова речення завжди однакова: особова форма модального дієслова стоїть на другому місці, а друге дієслово — у самому кінці в інфінітиві, без zu. У питанні без питального слова модальне дієслово стоїть на першому місці.',
        ],
        examples: [{ de: 'Ich kann heute nicht kommen.', tr: 'Я сьогодні не можу прийти.' }],
      },
      {
        heading: 'Усі форми в одній таблиці',
        paragraphs: [
          'ich і er/sie/es мають однакову форму без закінчення: ich kann, er kann. В однині більшість модальних дієслів змінюють голосний: können → kann, müssen → muss, dürfen → darf, wollen → will. sollen свій голосний зберігає.',
          'Множина правильна: wir і sie/Sie — як інфінітив, ihr — із -t. möchten має закінчення, як звичайне дієслово, але в er/sie/es немає -t: er möchte.',
        ],
        table: { caption: 'Шість модальних дієслів у теперішньому часі', head: ['Особа', ...verbs], rows: forms },
        examples: [{ de: 'Sie möchte einen Tee trinken.', tr: 'Вона хотіла б випити чаю.' }],
      },
      {
        heading: 'Яке дієслово для якого значення?',
        paragraphs: [
          'können: уміння або можливість. müssen: необхідність. dürfen: дозвіл. sollen: вказівка або порада від іншої людини. wollen: бажання або план (прямо). möchten: ввічливе бажання.',
          'wollen і möchten обидва виражають бажання, але möchten — ввічливо. У магазині чи ресторані кажуть: Ich möchte …',
        ],
        examples: [
          { de: 'Wir möchten einen Tisch reservieren.', tr: 'Ми хотіли б забронювати столик.' },
          { de: 'Der Arzt sagt, ich soll mehr schlafen.', tr: 'Лікар каже, що мені треба більше спати.' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'У 3-й особі однини немає -t: er kann, er muss, er will, er möchte — а не «er kannt».',
          'nicht müssen — це не заборона: Du musst nicht kommen = це не потрібно. Du darfst nicht kommen = це заборонено.',
          'Ich will означає «я хочу», а не англійський майбутній час «I will».',
        ],
        examples: [
          { de: 'Du musst nicht kommen.', tr: 'Тобі не обов’язково приходити.' },
          { de: 'Du darfst nicht kommen.', tr: 'Тобі не можна приходити.' },
        ],
      },
    ],
    de: [
      {
        heading: 'Was machen Modalverben?',
        paragraphs: [
          'Modalverben verändern die Bedeutung von einem anderen Verb: Sie sagen, ob man etwas machen will, muss, soll, darf oder kann. Das zweite Verb ist die Handlung.',
          'Der Satzbau ist immer gleich: Das konjugierte Modalverb steht auf Position 2, das zweite Verb steht im Infinitiv ganz am Ende, ohne zu. In einer Frage ohne Fragewort steht das Modalverb auf Position 1.',
        ],
        examples: [{ de: 'Ich kann heute nicht kommen.', tr: 'Heute ist es für mich nicht möglich.' }],
      },
      {
        heading: 'Alle Formen in einer Tabelle',
        paragraphs: [
          'ich und er/sie/es haben dieselbe Form ohne Endung: ich kann, er kann. Im Singular ändern die meisten Modalverben ihren Vokal: können → kann, müssen → muss, dürfen → darf, wollen → will. sollen behält seinen Vokal.',
          'Der Plural ist regelmäßig: wir und sie/Sie wie der Infinitiv, ihr mit -t. möchten hat Endungen wie ein normales Verb, aber er/sie/es hat kein -t: er möchte.',
        ],
        table: { caption: 'Die sechs Modalverben im Präsens', head: ['Person', ...verbs], rows: forms },
        examples: [{ de: 'Sie möchte einen Tee trinken.', tr: 'Höflich gesagt: Sie hätte gern einen Tee.' }],
      },
      {
        heading: 'Welches Verb für welche Bedeutung?',
        paragraphs: [
          'können: Fähigkeit oder Möglichkeit. müssen: Notwendigkeit. dürfen: Erlaubnis. sollen: eine Anweisung oder ein Rat von einer anderen Person. wollen: ein Wunsch oder ein Plan (direkt). möchten: ein höflicher Wunsch.',
          'wollen und möchten sind beide Wünsche, aber möchten ist höflich. Im Geschäft oder im Restaurant sagt man: Ich möchte …',
        ],
        examples: [
          { de: 'Wir möchten einen Tisch reservieren.', tr: 'Eine höfliche Bitte im Restaurant.' },
          { de: 'Der Arzt sagt, ich soll mehr schlafen.', tr: 'Das ist der Rat vom Arzt.' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'In der 3. Person Singular gibt es kein -t: er kann, er muss, er will, er möchte – nicht „er kannt“.',
          'nicht müssen ist kein Verbot: Du musst nicht kommen = Es ist nicht nötig. Du darfst nicht kommen = Es ist verboten.',
          '„Ich will“ bedeutet „Ich habe den Wunsch“, nicht Zukunft wie das englische „I will“.',
        ],
        examples: [
          { de: 'Du musst nicht kommen.', tr: 'Es ist nicht nötig, dass du kommst.' },
          { de: 'Du darfst nicht kommen.', tr: 'Es ist verboten, dass du kommst.' },
        ],
      },
    ],
    ru: [
      {
        heading: 'Что делают модальные глаголы',
        paragraphs: [
          'Модальные глаголы меняют значение другого глагола: они показывают, хотите ли вы что-то сделать, должны ли, следует ли вам, разрешено ли вам или можете ли вы. Второй глагол называет само действие.',
          'Схема предложения всегда одинакова: личная форма модального глагола стоит на втором месте, а второй глагол — в самом конце в инфинитиве, без zu. В вопросе без вопросительного слова модальный глагол стоит на первом месте.',
        ],
        examples: [{ de: 'Ich kann heute nicht kommen.', tr: 'Я сегодня не могу прийти.' }],
      },
      {
        heading: 'Все формы в одной таблице',
        paragraphs: [
          'У ich и er/sie/es одинаковая форма без окончания: ich kann, er kann. В единственном числе большинство модальных глаголов меняют гласную: können → kann, müssen → muss, dürfen → darf, wollen → will. sollen свою гласную сохраняет.',
          'Множественное число правильное: wir и sie/Sie — как инфинитив, ihr — с -t. У möchten окончания, как у обычного глагола, но у er/sie/es нет -t: er möchte.',
        ],
        table: { caption: 'Шесть модальных глаголов в настоящем времени', head: ['Лицо', ...verbs], rows: forms },
        examples: [{ de: 'Sie möchte einen Tee trinken.', tr: 'Она хотела бы выпить чаю.' }],
      },
      {
        heading: 'Какой глагол для какого значения?',
        paragraphs: [
          'können: умение или возможность. müssen: необходимость. dürfen: разрешение. sollen: указание или совет другого человека. wollen: желание или план (прямо). möchten: вежливое желание.',
          'wollen и möchten оба выражают желание, но möchten — вежливо. В магазине или ресторане говорят: Ich möchte …',
        ],
        examples: [
          { de: 'Wir möchten einen Tisch reservieren.', tr: 'Мы хотели бы забронировать столик.' },
          { de: 'Der Arzt sagt, ich soll mehr schlafen.', tr: 'Врач говорит, что мне надо больше спать.' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'В 3-м лице единственного числа нет -t: er kann, er muss, er will, er möchte — а не «er kannt».',
          'nicht müssen — это не запрет: Du musst nicht kommen = это не нужно. Du darfst nicht kommen = это запрещено.',
          'Ich will значит «я хочу», а не английское будущее время «I will».',
        ],
        examples: [
          { de: 'Du musst nicht kommen.', tr: 'Тебе не обязательно приходить.' },
          { de: 'Du darfst nicht kommen.', tr: 'Тебе нельзя приходить.' },
        ],
      },
    ],
    be: [
      {
        heading: 'Што робяць мадальныя дзеясловы',
        paragraphs: [
          'Мадальныя дзеясловы мяняюць значэнне іншага дзеяслова: яны паказваюць, ці хочаце вы нешта зрабіць, ці мусіце, ці павінны, ці дазволена вам або ці можаце вы. Другі дзеяслоў называе само дзеянне.',
          'Схема сказа заўсёды аднолькавая: асабовая форма мадальнага дзеяслова стаіць на другім месцы, а другі дзеяслоў — у самым канцы ў інфінітыве, без zu. У пытанні без пытальнага слова мадальны дзеяслоў стаіць на першым месцы.',
        ],
        examples: [{ de: 'Ich kann heute nicht kommen.', tr: 'Я сёння не магу прыйсці.' }],
      },
      {
        heading: 'Усе формы ў адной табліцы',
        paragraphs: [
          'У ich і er/sie/es аднолькавая форма без канчатка: ich kann, er kann. У адзіночным ліку большасць мадальных дзеясловаў мяняе галосны: können → kann, müssen → muss, dürfen → darf, wollen → will. sollen свой галосны захоўвае.',
          'Множны лік правільны: wir і sie/Sie — як інфінітыў, ihr — з -t. У möchten канчаткі, як у звычайнага дзеяслова, але ў er/sie/es няма -t: er möchte.',
        ],
        table: { caption: 'Шэсць мадальных дзеясловаў у цяперашнім часе', head: ['Асоба', ...verbs], rows: forms },
        examples: [{ de: 'Sie möchte einen Tee trinken.', tr: 'Яна хацела б выпіць гарбаты.' }],
      },
      {
        heading: 'Які дзеяслоў для якога значэння?',
        paragraphs: [
          'können: уменне або магчымасць. müssen: неабходнасць. dürfen: дазвол. sollen: указанне або парада іншага чалавека. wollen: жаданне або план (прама). möchten: ветлівае жаданне.',
          'wollen і möchten абодва выражаюць жаданне, але möchten — ветліва. У краме ці рэстаране кажуць: Ich möchte …',
        ],
        examples: [
          { de: 'Wir möchten einen Tisch reservieren.', tr: 'Мы хацелі б забраніраваць столік.' },
          { de: 'Der Arzt sagt, ich soll mehr schlafen.', tr: 'Лекар кажа, што мне трэба больш спаць.' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'У 3-й асобе адзіночнага ліку няма -t: er kann, er muss, er will, er möchte — а не «er kannt».',
          'nicht müssen — гэта не забарона: Du musst nicht kommen = гэта не трэба. Du darfst nicht kommen = гэта забаронена.',
          'Ich will азначае «я хачу», а не англійскі будучы час «I will».',
        ],
        examples: [
          { de: 'Du musst nicht kommen.', tr: 'Табе не абавязкова прыходзіць.' },
          { de: 'Du darfst nicht kommen.', tr: 'Табе нельга прыходзіць.' },
        ],
      },
    ],
    tr: [
      {
        heading: 'Modal fiiller ne işe yarar?',
        paragraphs: [
          'Modal fiiller başka bir fiilin anlamını değiştirir: bir şeyi yapmak isteyip istemediğinizi, zorunda olup olmadığınızı, yapmanız gerekip gerekmediğini, izninizin olup olmadığını veya yapıp yapamayacağınızı gösterir. İkinci fiil eylemin kendisidir.',
          'Cümle yapısı hep aynıdır: çekimli modal fiil ikinci sırada durur, ikinci fiil ise zu olmadan mastar hâlinde cümlenin en sonuna gider. Evet/hayır sorusunda modal fiil başa gelir.',
        ],
        examples: [{ de: 'Ich kann heute nicht kommen.', tr: 'Bugün gelemem.' }],
      },
      {
        heading: 'Tüm biçimler tek tabloda',
        paragraphs: [
          'ich ve er/sie/es aynı biçimi alır ve ek almaz: ich kann, er kann. Tekilde modal fiillerin çoğu ünlüsünü değiştirir: können → kann, müssen → muss, dürfen → darf, wollen → will. sollen ünlüsünü korur.',
          'Çoğul düzenlidir: wir ve sie/Sie mastar gibi, ihr ise -t ile. möchten normal bir fiil gibi ek alır, ama er/sie/es biçiminde -t yoktur: er möchte.',
        ],
        table: { caption: 'Altı modal fiil – şimdiki zaman', head: ['Kişi', ...verbs], rows: forms },
        examples: [{ de: 'Sie möchte einen Tee trinken.', tr: 'Bir çay içmek istiyor.' }],
      },
      {
        heading: 'Hangi anlam için hangi fiil?',
        paragraphs: [
          'können: yetenek veya olanak. müssen: zorunluluk. dürfen: izin. sollen: başka birinden gelen emir veya tavsiye. wollen: istek veya plan (doğrudan). möchten: kibar istek.',
          'wollen ve möchten ikisi de istek bildirir, ama möchten kibardır. Mağazada veya restoranda şöyle denir: Ich möchte …',
        ],
        examples: [
          { de: 'Wir möchten einen Tisch reservieren.', tr: 'Bir masa ayırtmak istiyoruz.' },
          { de: 'Der Arzt sagt, ich soll mehr schlafen.', tr: 'Doktor daha çok uyumam gerektiğini söylüyor.' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          '3. tekil kişide -t yoktur: er kann, er muss, er will, er möchte – “er kannt” değil.',
          'nicht müssen yasak değildir: Du musst nicht kommen = gerekli değil. Du darfst nicht kommen = yasak.',
          'Ich will “istiyorum” demektir, İngilizcedeki gelecek zaman “I will” değildir.',
        ],
        examples: [
          { de: 'Du musst nicht kommen.', tr: 'Gelmek zorunda değilsin.' },
          { de: 'Du darfst nicht kommen.', tr: 'Gelmen yasak.' },
        ],
      },
    ],
    pl: [
      {
        heading: 'Do czego służą czasowniki modalne',
        paragraphs: [
          'Czasowniki modalne zmieniają znaczenie innego czasownika: mówią, czy chcesz, musisz, powinieneś, wolno ci albo potrafisz coś zrobić. Drugi czasownik nazywa samą czynność.',
          'Schemat zdania jest zawsze taki sam: odmieniony czasownik modalny stoi na drugim miejscu, a drugi czasownik na samym końcu w bezokoliczniku, bez zu. W pytaniu bez słowa pytającego czasownik modalny stoi na pierwszym miejscu.',
        ],
        examples: [{ de: 'Ich kann heute nicht kommen.', tr: 'Dziś nie mogę przyjść.' }],
      },
      {
        heading: 'Wszystkie formy w jednej tabeli',
        paragraphs: [
          'ich i er/sie/es mają tę samą formę bez końcówki: ich kann, er kann. W liczbie pojedynczej większość czasowników modalnych zmienia samogłoskę: können → kann, müssen → muss, dürfen → darf, wollen → will. sollen zachowuje samogłoskę.',
          'Liczba mnoga jest regularna: wir i sie/Sie jak bezokolicznik, ihr z -t. möchten ma końcówki jak zwykły czasownik, ale er/sie/es nie ma -t: er möchte.',
        ],
        table: { caption: 'Sześć czasowników modalnych w czasie teraźniejszym', head: ['Osoba', ...verbs], rows: forms },
        examples: [{ de: 'Sie möchte einen Tee trinken.', tr: 'Ona chciałaby napić się herbaty.' }],
      },
      {
        heading: 'Który czasownik do którego znaczenia?',
        paragraphs: [
          'können: umiejętność albo możliwość. müssen: konieczność. dürfen: pozwolenie. sollen: polecenie albo rada innej osoby. wollen: życzenie albo plan (bezpośrednio). möchten: uprzejme życzenie.',
          'wollen i möchten wyrażają życzenie, ale möchten jest uprzejme. W sklepie albo w restauracji mówi się: Ich möchte …',
        ],
        examples: [
          { de: 'Wir möchten einen Tisch reservieren.', tr: 'Chcielibyśmy zarezerwować stolik.' },
          { de: 'Der Arzt sagt, ich soll mehr schlafen.', tr: 'Lekarz mówi, że mam więcej spać.' },
        ],
      },
      {
        heading: 'Typowe błędy',
        paragraphs: [
          'W 3. osobie liczby pojedynczej nie ma -t: er kann, er muss, er will, er möchte – a nie „er kannt”.',
          'nicht müssen to nie zakaz: Du musst nicht kommen = to nie jest konieczne. Du darfst nicht kommen = to jest zabronione.',
          'Ich will znaczy „chcę”, a nie angielski czas przyszły „I will”.',
        ],
        examples: [
          { de: 'Du musst nicht kommen.', tr: 'Nie musisz przychodzić.' },
          { de: 'Du darfst nicht kommen.', tr: 'Nie wolno ci przychodzić.' },
        ],
      },
    ],
    es: [
      {
        heading: '¿Para qué sirven los verbos modales?',
        paragraphs: [
          'Los verbos modales cambian el significado de otro verbo: dicen si quieres, tienes que, debes, tienes permiso o puedes hacer algo. El segundo verbo es la acción.',
          'El esquema de la oración es siempre el mismo: el verbo modal conjugado va en segunda posición y el segundo verbo va al final, en infinitivo y sin zu. En las preguntas de sí o no el verbo modal va en primera posición.',
        ],
        examples: [{ de: 'Ich kann heute nicht kommen.', tr: 'Hoy no puedo venir.' }],
      },
      {
        heading: 'Todas las formas en una tabla',
        paragraphs: [
          'ich y er/sie/es tienen la misma forma, sin terminación: ich kann, er kann. En singular la mayoría de los verbos modales cambia la vocal: können → kann, müssen → muss, dürfen → darf, wollen → will. sollen mantiene su vocal.',
          'El plural es regular: wir y sie/Sie como el infinitivo, ihr con -t. möchten tiene terminaciones como un verbo normal, pero er/sie/es no lleva -t: er möchte.',
        ],
        table: { caption: 'Los seis verbos modales en presente', head: ['Persona', ...verbs], rows: forms },
        examples: [{ de: 'Sie möchte einen Tee trinken.', tr: 'Ella quisiera tomar un té.' }],
      },
      {
        heading: '¿Qué verbo para qué significado?',
        paragraphs: [
          'können: capacidad o posibilidad. müssen: necesidad. dürfen: permiso. sollen: una orden o un consejo de otra persona. wollen: un deseo o un plan (directo). möchten: un deseo cortés.',
          'wollen y möchten expresan un deseo, pero möchten es cortés. En una tienda o un restaurante se dice: Ich möchte …',
        ],
        examples: [
          { de: 'Wir möchten einen Tisch reservieren.', tr: 'Quisiéramos reservar una mesa.' },
          { de: 'Der Arzt sagt, ich soll mehr schlafen.', tr: 'El médico dice que debo dormir más.' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'La 3.ª persona del singular no lleva -t: er kann, er muss, er will, er möchte – no «er kannt».',
          'nicht müssen no es una prohibición: Du musst nicht kommen = no es necesario. Du darfst nicht kommen = está prohibido.',
          'Ich will significa «quiero», no el futuro inglés «I will».',
        ],
        examples: [
          { de: 'Du musst nicht kommen.', tr: 'No hace falta que vengas.' },
          { de: 'Du darfst nicht kommen.', tr: 'No tienes permiso para venir.' },
        ],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'Ich - möchte - einen Kaffee - trinken.', hide: ['möchte', 'trinken'], formEn: 'I would like to drink a coffee.', tr: { ua: 'Я хотів би випити кави.', de: 'Im Café: Mein Wunsch ist eine Tasse Kaffee. (möchten, trinken)', ru: 'Я хотел бы выпить кофе.', be: 'Я хацеў бы выпіць кавы.', tr: 'Bir kahve içmek istiyorum.', pl: 'Chciałbym wypić kawę.', es: 'Me gustaría tomar un café.' }, correct: false },
      { formDe: 'Möchtest - du - mitkommen?', hide: ['Möchtest', 'mitkommen'], formEn: 'Would you like to come along?', tr: { ua: 'Хочеш піти з нами?', de: 'Einladung an einen Freund: Wir gehen los – hast du Lust? (möchten, mitkommen)', ru: 'Хочешь пойти с нами?', be: 'Хочаш пайсці з намі?', tr: 'Bizimle gelmek ister misin?', pl: 'Chcesz pójść z nami?', es: '¿Quieres venir con nosotros?' }, correct: false },
      { formDe: 'Er - möchte - in Berlin - wohnen.', hide: ['möchte', 'wohnen'], formEn: 'He would like to live in Berlin.', tr: { ua: 'Він хотів би жити в Берліні.', de: 'Sein Traum: eine Wohnung in der deutschen Hauptstadt. (möchten, wohnen)', ru: 'Он хотел бы жить в Берлине.', be: 'Ён хацеў бы жыць у Берліне.', tr: 'Berlin’de yaşamak istiyor.', pl: 'Chciałby mieszkać w Berlinie.', es: 'Le gustaría vivir en Berlín.' }, correct: false },
      { formDe: 'Wir - möchten - einen Tisch - für vier Personen - reservieren.', hide: ['möchten', 'reservieren'], formEn: 'We would like to book a table for four.', tr: { ua: 'Ми хотіли б забронювати столик на чотирьох.', de: 'Anruf im Restaurant: Wir sind vier Personen und kommen heute Abend. (möchten, reservieren)', ru: 'Мы хотели бы забронировать столик на четверых.', be: 'Мы хацелі б забраніраваць столік на чатырох.', tr: 'Dört kişilik bir masa ayırtmak istiyoruz.', pl: 'Chcielibyśmy zarezerwować stolik dla czterech osób.', es: 'Queríamos reservar una mesa para cuatro.' }, correct: false },
      { formDe: 'Ich - kann - heute - nicht - kommen.', hide: ['kann', 'kommen'], formEn: 'I can’t come today.', tr: { ua: 'Я не можу прийти сьогодні.', de: 'Heute habe ich leider keine Zeit. (können, kommen)', ru: 'Я не могу сегодня прийти.', be: 'Я не магу сёння прыйсці.', tr: 'Bugün gelemem.', pl: 'Nie mogę dziś przyjść.', es: 'Hoy no puedo venir.' }, correct: false },
      { formDe: 'Kannst - du - mir - helfen?', hide: ['Kannst', 'helfen'], formEn: 'Can you help me?', tr: { ua: 'Можеш мені допомогти?', de: 'Bitte an einen Freund: Ich schaffe das nicht allein. (können, helfen)', ru: 'Можешь мне помочь?', be: 'Можаш мне дапамагчы?', tr: 'Bana yardım edebilir misin?', pl: 'Możesz mi pomóc?', es: '¿Puedes ayudarme?' }, correct: false },
      { formDe: 'Ihr - könnt - gut - Deutsch - sprechen.', hide: ['könnt', 'sprechen'], formEn: 'You can speak German well.', tr: { ua: 'Ви добре вмієте говорити німецькою.', de: 'Kompliment an zwei Freunde (ihr-Form): Euer Deutsch ist super! (können, sprechen)', ru: 'Вы хорошо говорите по-немецки.', be: 'Вы добра размаўляеце па-нямецку.', tr: 'Almancayı iyi konuşabiliyorsunuz.', pl: 'Dobrze mówicie po niemiecku.', es: 'Habláis bien alemán.' }, correct: false },
      { formDe: 'Du - musst - jetzt - aufstehen.', hide: ['musst', 'aufstehen'], formEn: 'You have to get up now.', tr: { ua: 'Тобі треба вставати зараз.', de: 'Der Wecker klingelt, raus aus dem Bett! (müssen, aufstehen)', ru: 'Тебе нужно сейчас вставать.', be: 'Табе трэба ўставаць зараз.', tr: 'Şimdi kalkman lazım.', pl: 'Musisz teraz wstać.', es: 'Tienes que levantarte ahora.' }, correct: false },
      { formDe: 'Wir - müssen - den Zug - nehmen.', hide: ['müssen', 'nehmen'], formEn: 'We have to take the train.', tr: { ua: 'Нам треба їхати потягом.', de: 'Es gibt kein Auto für uns, nur die Bahn. (müssen, nehmen)', ru: 'Нам нужно ехать на поезде.', be: 'Нам трэба ехаць цягніком.', tr: 'Trene binmemiz gerekiyor.', pl: 'Musimy jechać pociągiem.', es: 'Tenemos que coger el tren.' }, correct: false },
      { formDe: 'Er - muss - am Montag - nicht - arbeiten.', hide: ['muss', 'arbeiten'], formEn: 'He doesn’t have to work on Monday.', tr: { ua: 'У понеділок йому не треба працювати.', de: 'Am Montag hat er frei. (nicht müssen, arbeiten)', ru: 'В понедельник ему не нужно работать.', be: 'У панядзелак яму не трэба працаваць.', tr: 'Pazartesi çalışmak zorunda değil.', pl: 'W poniedziałek nie musi pracować.', es: 'El lunes no tiene que trabajar.' }, correct: false },
      { formDe: 'Darf - ich - das Fenster - öffnen?', hide: ['Darf', 'öffnen'], formEn: 'May I open the window?', tr: { ua: 'Можна мені відчинити вікно?', de: 'Es ist warm, ich frage höflich um Erlaubnis. (dürfen, öffnen)', ru: 'Можно мне открыть окно?', be: 'Можна мне адчыніць акно?', tr: 'Pencereyi açabilir miyim?', pl: 'Czy mogę otworzyć okno?', es: '¿Puedo abrir la ventana?' }, correct: false },
      { formDe: 'Hier - darf - man - nicht - parken.', hide: ['darf', 'parken'], formEn: 'You are not allowed to park here.', tr: { ua: 'Тут не можна паркуватися.', de: 'Schild: Parken verboten! (man, dürfen)', ru: 'Здесь нельзя парковаться.', be: 'Тут нельга паркавацца.', tr: 'Buraya park etmek yasak.', pl: 'Tu nie wolno parkować.', es: 'Aquí no se puede aparcar.' }, correct: false },
      { formDe: 'Ihr - dürft - jetzt - spielen.', hide: ['dürft', 'spielen'], formEn: 'You may play now.', tr: { ua: 'Тепер ви можете погратися.', de: 'Die Hausaufgaben sind fertig, die Kinder haben Erlaubnis (ihr-Form). (dürfen, spielen)', ru: 'Теперь вы можете поиграть.', be: 'Цяпер вы можаце пагуляць.', tr: 'Artık oynayabilirsiniz.', pl: 'Teraz możecie się pobawić.', es: 'Ahora podéis jugar.' }, correct: false },
      { formDe: 'Soll - ich - dich - abholen?', hide: ['Soll', 'abholen'], formEn: 'Shall I pick you up?', tr: { ua: 'Мені тебе забрати?', de: 'Angebot an einen Freund: Ich komme mit dem Auto zu dir. (sollen, abholen)', ru: 'Мне тебя забрать?', be: 'Мне цябе забраць?', tr: 'Seni almaya geleyim mi?', pl: 'Mam cię odebrać?', es: '¿Te recojo?' }, correct: false },
      { formDe: 'Der Lehrer - sagt, - wir - sollen - das Buch - lesen.', hide: ['sollen', 'lesen'], formEn: 'The teacher says we should read the book.', tr: { ua: 'Учитель каже, що ми маємо прочитати книжку.', de: 'Der Lehrer gibt uns eine Aufgabe mit dem Buch. (sagen, sollen, lesen)', ru: 'Учитель говорит, что нам нужно прочитать книгу.', be: 'Настаўнік кажа, што нам трэба прачытаць кнігу.', tr: 'Öğretmen kitabı okumamız gerektiğini söylüyor.', pl: 'Nauczyciel mówi, że mamy przeczytać książkę.', es: 'El profesor dice que debemos leer el libro.' }, correct: false },
      { formDe: 'Du - sollst - mehr - Gemüse - essen.', hide: ['sollst', 'essen'], formEn: 'You should eat more vegetables.', tr: { ua: 'Тобі слід їсти більше овочів.', de: 'Rat von der Mutter: Karotten und Salat sind gesund für dich. (sollen, essen)', ru: 'Тебе следует есть больше овощей.', be: 'Табе варта есці больш гародніны.', tr: 'Daha çok sebze yemelisin.', pl: 'Powinieneś jeść więcej warzyw.', es: 'Deberías comer más verdura.' }, correct: false },
      { formDe: 'Ich - will - Deutsch - lernen.', hide: ['will', 'lernen'], formEn: 'I want to learn German.', tr: { ua: 'Я хочу вивчати німецьку.', de: 'Mein Ziel: die Sprache von Deutschland, Österreich und der Schweiz. (wollen, lernen)', ru: 'Я хочу учить немецкий.', be: 'Я хачу вывучаць нямецкую мову.', tr: 'Almanca öğrenmek istiyorum.', pl: 'Chcę uczyć się niemieckiego.', es: 'Quiero aprender alemán.' }, correct: false },
      { formDe: 'Wollt - ihr - ins Kino - gehen?', hide: ['Wollt', 'gehen'], formEn: 'Do you want to go to the cinema?', tr: { ua: 'Ви хочете піти в кіно?', de: 'Frage an zwei Freunde (ihr-Form): Lust auf einen Film? (wollen, gehen)', ru: 'Вы хотите пойти в кино?', be: 'Вы хочаце пайсці ў кіно?', tr: 'Sinemaya gitmek istiyor musunuz?', pl: 'Chcecie iść do kina?', es: '¿Queréis ir al cine?' }, correct: false },
      { formDe: 'Sie - will - heute - nicht - tanzen.', hide: ['will', 'tanzen'], formEn: 'She doesn’t want to dance today.', tr: { ua: 'Сьогодні вона не хоче танцювати.', de: 'Auf der Party bleibt sie heute lieber sitzen. (nicht wollen, tanzen)', ru: 'Сегодня она не хочет танцевать.', be: 'Сёння яна не хоча танцаваць.', tr: 'Bugün dans etmek istemiyor.', pl: 'Dzisiaj nie chce tańczyć.', es: 'Hoy no quiere bailar.' }, correct: false },
      { formDe: 'Möchten - Sie - etwas - trinken?', hide: ['Möchten', 'trinken'], formEn: 'Would you like something to drink?', tr: { ua: 'Бажаєте щось випити?', de: 'Höfliche Frage an einen Gast (Sie-Form): Wasser, Saft oder Kaffee? (möchten, trinken)', ru: 'Хотите что-нибудь выпить?', be: 'Хочаце нешта выпіць?', tr: 'Bir şey içmek ister misiniz?', pl: 'Czy chciałby pan czegoś się napić?', es: '¿Quiere tomar algo?' }, correct: false },
      { formDe: 'Die Kinder - wollen - draußen - spielen.', hide: ['wollen', 'spielen'], formEn: 'The children want to play outside.', tr: { ua: 'Діти хочуть гратися надворі.', de: 'Die Sonne scheint, die Kinder laufen zur Tür. (wollen, draußen spielen)', ru: 'Дети хотят играть на улице.', be: 'Дзеці хочуць гуляць на вуліцы.', tr: 'Çocuklar dışarıda oynamak istiyor.', pl: 'Dzieci chcą się bawić na dworze.', es: 'Los niños quieren jugar fuera.' }, correct: false },
      { formDe: 'Wir - dürfen - hier - nicht - fotografieren.', hide: ['dürfen', 'fotografieren'], formEn: 'We are not allowed to take photos here.', tr: { ua: 'Нам тут не можна фотографувати.', de: 'Schild im Museum: Fotos verboten! (dürfen, fotografieren)', ru: 'Нам здесь нельзя фотографировать.', be: 'Нам тут нельга фатаграфаваць.', tr: 'Burada fotoğraf çekmemiz yasak.', pl: 'Nie wolno nam tu robić zdjęć.', es: 'Aquí no podemos hacer fotos.' }, correct: false },
      { formDe: 'Könnt - ihr - morgen - früher - kommen?', hide: ['Könnt', 'kommen'], formEn: 'Can you come earlier tomorrow?', tr: { ua: 'Ви можете завтра прийти раніше?', de: 'Frage an zwei Kollegen (ihr-Form): Morgen nicht um 9, sondern um 8 Uhr? (können, kommen)', ru: 'Вы можете завтра прийти пораньше?', be: 'Вы можаце заўтра прыйсці раней?', tr: 'Yarın daha erken gelebilir misiniz?', pl: 'Możecie jutro przyjść wcześniej?', es: '¿Podéis venir antes mañana?' }, correct: false },
      { formDe: 'Meine Freundin - möchte - eine Katze - haben.', hide: ['möchte', 'haben'], formEn: 'My friend would like to have a cat.', tr: { ua: 'Моя подруга хотіла б мати кішку.', de: 'Meine Freundin wünscht sich ein kleines Haustier. (möchten, haben, die Katze)', ru: 'Моя подруга хотела бы завести кошку.', be: 'Мая сяброўка хацела б мець котку.', tr: 'Arkadaşım bir kedi sahibi olmak istiyor.', pl: 'Moja przyjaciółka chciałaby mieć kota.', es: 'A mi amiga le gustaría tener un gato.' }, correct: false },
      { formDe: 'Musst - du - heute - lange - arbeiten?', hide: ['Musst', 'arbeiten'], formEn: 'Do you have to work late today?', tr: { ua: 'Тобі сьогодні треба довго працювати?', de: 'Frage an deine Partnerin: Kommst du heute spät aus dem Büro? (müssen, arbeiten)', ru: 'Тебе сегодня нужно долго работать?', be: 'Табе сёння трэба доўга працаваць?', tr: 'Bugün geç saate kadar çalışman gerekiyor mu?', pl: 'Musisz dziś długo pracować?', es: '¿Tienes que trabajar hasta tarde hoy?' }, correct: false },
      { formDe: 'Ich - kann - leider - nicht - Auto - fahren.', hide: ['kann', 'fahren'], formEn: 'Unfortunately I can’t drive.', tr: { ua: 'На жаль, я не вмію водити машину.', de: 'Ich habe keinen Führerschein. (können, fahren)', ru: 'К сожалению, я не умею водить машину.', be: 'На жаль, я не ўмею вадзіць машыну.', tr: 'Maalesef araba kullanamıyorum.', pl: 'Niestety nie umiem prowadzić samochodu.', es: 'Por desgracia, no sé conducir.' }, correct: false },
      { formDe: 'Im Kino - darf - man - nicht - telefonieren.', hide: ['darf', 'telefonieren'], formEn: 'You are not allowed to make phone calls in the cinema.', tr: { ua: 'У кіно не можна розмовляти по телефону.', de: 'Regel im Kinosaal: Das Handy bleibt still. (dürfen, telefonieren)', ru: 'В кино нельзя разговаривать по телефону.', be: 'У кіно нельга размаўляць па тэлефоне.', tr: 'Sinemada telefonla konuşmak yasak.', pl: 'W kinie nie wolno rozmawiać przez telefon.', es: 'En el cine no se puede hablar por teléfono.' }, correct: false },
      { formDe: 'Sollen - wir - die Schuhe - ausziehen?', hide: ['Sollen', 'ausziehen'], formEn: 'Shall we take our shoes off?', tr: { ua: 'Нам зняти взуття?', de: 'Frage bei Freunden an der Tür: Wie ist es in eurer Wohnung üblich? (sollen, ausziehen)', ru: 'Нам снять обувь?', be: 'Нам зняць абутак?', tr: 'Ayakkabılarımızı çıkaralım mı?', pl: 'Mamy zdjąć buty?', es: '¿Nos quitamos los zapatos?' }, correct: false },
      { formDe: 'Mein Sohn - will - Pilot - werden.', hide: ['will', 'werden'], formEn: 'My son wants to become a pilot.', tr: { ua: 'Мій син хоче стати пілотом.', de: 'Der Traumberuf von meinem Sohn: Flugzeuge fliegen. (wollen, werden)', ru: 'Мой сын хочет стать пилотом.', be: 'Мой сын хоча стаць пілотам.', tr: 'Oğlum pilot olmak istiyor.', pl: 'Mój syn chce zostać pilotem.', es: 'Mi hijo quiere ser piloto.' }, correct: false },
      { formDe: 'Ich - möchte - ein Zimmer - für zwei Nächte - buchen.', hide: ['möchte', 'buchen'], formEn: 'I would like to book a room for two nights.', tr: { ua: 'Я хотів би забронювати номер на дві ночі.', de: 'Im Hotel an der Rezeption: ein höflicher Wunsch nach einem Zimmer. (möchten, buchen)', ru: 'Я хотел бы забронировать номер на две ночи.', be: 'Я хацеў бы забраніраваць нумар на дзве ночы.', tr: 'İki gece için bir oda ayırtmak istiyorum.', pl: 'Chciałbym zarezerwować pokój na dwie noce.', es: 'Quisiera reservar una habitación para dos noches.' }, correct: false },
    ],
  },
};

export default topic;
