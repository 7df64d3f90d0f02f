import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b2-cheat-sheet',
  lang: 'ru',
  body: [
    {
      p: 'Как и везде на этом сайте, уровни соответствуют **Общеевропейской шкале языковых компетенций (CEFR)**. B2 — высший уровень «независимого пользователя». На уровне B2 вы понимаете основные идеи сложных текстов на конкретные и абстрактные темы, включая профессиональные дискуссии в своей области; можете говорить с носителями языка настолько бегло и спонтанно, что регулярное общение не напрягает ни одну из сторон; пишете ясные, подробные тексты и объясняете свою точку зрения, приводя плюсы и минусы разных вариантов. Многие университеты и работодатели требуют B2 или выше, но их требования различаются и меняются, поэтому проверяйте каждое. В грамматике B2 — это меньше о новых формах и больше о **стиле**: понимать и использовать конструкции газет, отчётов и официальных дискуссий. Если нужно повторить, начните со [шпаргалки B1](/articles/german-b1-cheat-sheet).',
    },
    { h2: 'Косвенная речь: Konjunktiv I' },
    {
      p: 'Новости и официальные тексты используют Konjunktiv I, чтобы передать чьи-то слова, не беря на себя ответственность за них. Он образуется от основы инфинитива; на практике важнее всего третье лицо единственного числа. Там, где Konjunktiv I совпадает с изъявительным наклонением (в основном во множественном числе), используйте вместо него Konjunktiv II.',
    },
    {
      table: {
        caption: 'Konjunktiv I — самые употребительные формы',
        head: ['Инфинитив', 'er/sie/es', 'Пример'],
        rows: [
          ['{{sein}}', '{{sei}}', '{{Der Minister sagte, die Lage sei ernst.}}'],
          ['{{haben}}', '{{habe}}', '{{Sie erklärte, sie habe keine Zeit.}}'],
          ['{{können}}', '{{könne}}', '{{Er meinte, er könne nicht kommen.}}'],
          ['{{werden}}', '{{werde}}', '{{Die Firma teilte mit, sie werde Stellen abbauen.}}'],
          ['{{kommen}}', '{{komme}}', '{{Sie sagt, sie komme morgen.}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Die Sprecherin sagte, man habe das Problem gelöst.', en: 'Пресс-секретарь сказала, что проблема решена.' },
        { de: 'Die Kollegen sagen, sie hätten keine Informationen bekommen.', en: 'Коллеги говорят, что не получили никакой информации. (Konjunktiv II вместо {{sie haben}})' },
      ],
    },
    { h2: 'Пассив и его альтернативы' },
    {
      p: 'На уровне B2 вы встречаете пассив во всех временах и с модальными глаголами, а также несколько конструкций, которые его заменяют.',
    },
    {
      table: {
        caption: 'Пассив и его заменители',
        head: ['Конструкция', 'Пример', 'Значение'],
        rows: [
          ['пассив с модальным глаголом, прошедшее', '{{Das hätte früher gemacht werden müssen.}}', 'Это нужно было сделать раньше.'],
          ['{{sich lassen}} + инфинитив', '{{Das Problem lässt sich lösen.}}', 'Проблему можно решить.'],
          ['{{sein}} + {{zu}} + инфинитив', '{{Die Rechnung ist bis Freitag zu bezahlen.}}', 'Счёт нужно оплатить до пятницы.'],
          ['прилагательное на -bar', '{{Das ist machbar.}}', 'Это выполнимо.'],
          ['{{man}}', '{{Hier spricht man Deutsch.}}', 'Здесь говорят по-немецки.'],
        ],
      },
    },
    { h2: 'Распространённые причастные обороты' },
    {
      p: 'Письменный немецкий часто помещает целое относительное придаточное перед существительным, между артиклем и существительным. Причастие стоит в конце этого блока, прямо перед существительным, и получает окончание прилагательного. Partizip I (-end) активен и обозначает длящееся действие; Partizip II — пассивный или завершённый. Чтобы прочитать такой оборот, перескочите от артикля к существительному, а затем читайте блок с конца.',
    },
    {
      examples: [
        { de: 'die von der Regierung geplante Reform', en: 'запланированная правительством реформа (= {{die Reform, die von der Regierung geplant wird}})' },
        { de: 'die seit Jahren steigenden Mieten', en: 'арендная плата, которая растёт уже много лет' },
        { de: 'ein gut ausgebildeter Mitarbeiter', en: 'хорошо подготовленный сотрудник' },
        { de: 'die noch zu erledigenden Aufgaben', en: 'задачи, которые ещё предстоит выполнить' },
      ],
    },
    { h2: 'Именной и глагольный стиль' },
    {
      p: 'Официальный немецкий любит существительные: он превращает придаточные в именные группы с предлогами. На уровне B2 нужно узнавать этот стиль и уметь переходить от одного к другому.',
    },
    {
      table: {
        caption: 'От глагольного стиля к именному',
        head: ['Глагольный стиль', 'Именной стиль'],
        rows: [
          ['{{weil es stark regnete}}', '{{wegen des starken Regens}}'],
          ['{{nachdem er angekommen war}}', '{{nach seiner Ankunft}}'],
          ['{{während wir renovieren}}', '{{während der Renovierung}}'],
          ['{{obwohl sie krank war}}', '{{trotz ihrer Krankheit}}'],
          ['{{wenn man die Regeln beachtet}}', '{{bei Beachtung der Regeln}}'],
          ['{{um die Qualität zu verbessern}}', '{{zur Verbesserung der Qualität}}'],
        ],
      },
    },
    {
      p: 'Типичные предлоги с родительным падежом в официальном стиле: {{aufgrund}} (из-за, на основании), {{angesichts}} (ввиду), {{bezüglich}} и {{hinsichtlich}} (относительно), {{infolge}} (вследствие), {{mithilfe}} (с помощью). {{zufolge}} стоит после существительного и требует дательного: {{dem Bericht zufolge}} (согласно отчёту).',
    },
    { h2: 'Futur II и модальные глаголы предположения' },
    {
      p: 'Futur II ({{werden}} + причастие + {{haben}}/{{sein}}) используют в основном для **предположений о прошлом**, часто с {{wohl}}. Модальные глаголы выражают степень уверенности.',
    },
    {
      examples: [
        { de: 'Er wird den Zug wohl verpasst haben.', en: 'Он, наверное, опоздал на поезд.' },
        { de: 'Bis Juni werde ich die Prüfung bestanden haben.', en: 'К июню я уже сдам экзамен.' },
        { de: 'Sie muss die Nachricht gelesen haben.', en: 'Она наверняка прочитала сообщение.' },
        { de: 'Der Täter soll ins Ausland geflohen sein.', en: 'Говорят, преступник бежал за границу.' },
      ],
    },
    { h2: 'Сложные связующие слова' },
    {
      table: {
        caption: 'Связующие слова для B2',
        head: ['Союз', 'Значение', 'Пример'],
        rows: [
          ['{{indem}}', 'тем, что; благодаря тому, что', '{{Man spart Energie, indem man weniger heizt.}}'],
          ['{{sodass}}', 'так что (следствие)', '{{Es regnete stark, sodass das Spiel ausfiel.}}'],
          ['{{als ob}} + Konj. II', 'как будто', '{{Er tut so, als ob er nichts wüsste.}}'],
          ['{{es sei denn}}', 'разве что, если только не', '{{Wir fahren morgen, es sei denn, es schneit.}}'],
          ['{{sofern}}, {{falls}}', 'при условии, что; на случай, если', '{{Sofern nichts dagegen spricht, beginnen wir um neun.}}'],
          ['{{zumal}}', 'тем более что', '{{Ich bleibe zu Hause, zumal ich erkältet bin.}}'],
          ['{{je nachdem}}', 'в зависимости от', '{{Je nachdem, wie das Wetter ist, grillen wir.}}'],
          ['{{zwar … aber}}', 'хотя … но', '{{Die Wohnung ist zwar klein, aber sehr hell.}}'],
        ],
      },
    },
    { h2: 'Устойчивые сочетания существительного с глаголом' },
    {
      p: 'Официальный немецкий использует устойчивые пары из существительного и довольно «пустого» глагола. Они типичны для экзаменов B2 и официальных писем:',
    },
    {
      ul: [
        '{{eine Entscheidung treffen}} – принять решение',
        '{{einen Antrag stellen}} – подать заявление',
        '{{zur Verfügung stehen}} / {{stellen}} – быть в распоряжении / предоставить',
        '{{in Frage kommen}} – рассматриваться как вариант',
        '{{Kritik üben}} (an + дат.) – критиковать',
        '{{in Kraft treten}} – вступить в силу',
        '{{Rücksicht nehmen}} (auf + вин.) – считаться с кем-то',
        '{{zum Ausdruck bringen}} – выразить',
      ],
    },
    { h2: 'Маленькие слова, большой эффект: модальные частицы' },
    {
      p: 'Разговорный немецкий полон коротких частиц, которые добавляют интонацию, а не содержание. На уровне B2 их нужно понимать и начать употреблять некоторые: {{doch}} (настойчивость или ободрение: {{Komm doch mit!}}), {{ja}} (общеизвестное: {{Das weißt du ja}}), {{mal}} (смягчение: {{Schau mal!}}), {{halt}} / {{eben}} (так уж вышло: {{Das ist halt so}}), {{wohl}} (предположение: {{Er ist wohl krank}}).',
    },
    { h2: 'Ключевые фразы уровня B2' },
    {
      table: {
        caption: 'Обсуждение и аргументация',
        head: ['Цель', 'По-немецки'],
        rows: [
          ['Заявить свою позицию', '{{Ich vertrete den Standpunkt, dass …}}'],
          ['Привести аргумент', '{{Dafür spricht, dass …}} / {{Dagegen spricht, dass …}}'],
          ['Частично согласиться', '{{Da haben Sie zwar recht, aber …}}'],
          ['Попросить уточнить', '{{Wie meinen Sie das genau?}}'],
          ['Описать диаграмму', '{{Die Grafik zeigt …}} / {{Der Anteil ist um zehn Prozent gestiegen.}}'],
          ['Подвести итог', '{{Zusammenfassend lässt sich sagen, dass …}}'],
          ['Завершить', '{{Abschließend möchte ich betonen, dass …}}'],
          ['Официальная жалоба', '{{Hiermit möchte ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'Темы B2: работа и карьера, образование и наука, медиа и технологии, окружающая среда, здоровье и общество, политика и текущие события, культура и искусство. Читайте каждый день одну статью в немецкой газете и выписывайте один именной оборот, одно сочетание существительного с глаголом и одно связующее слово.',
    },
    {
      tip: 'Для повторения: [Падежи в немецком языке](/articles/german-cases-explained), [Окончания прилагательных — просто](/articles/german-adjective-endings-made-simple), [Предлоги с падежами](/articles/german-prepositions-with-cases) и шпаргалки [A1](/articles/german-a1-cheat-sheet), [A2](/articles/german-a2-cheat-sheet) и [B1](/articles/german-b1-cheat-sheet). Больше упражнений — в нашем [разделе грамматики](/grammar).',
    },
  ],
};

export default translation;
