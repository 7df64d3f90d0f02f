import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-prepositions-with-cases',
  lang: 'ru',
  body: [
    {
      p: 'В немецком предлог определяет падеж существительного, которое за ним следует. {{mit}} всегда требует дательного, {{für}} — всегда винительного, какую бы роль существительное ни играло в предложении. Это хорошая новость: зная падеж предлога, вам никогда не придётся думать о роли существительного. Эта статья раскладывает предлоги по группам, объясняет предлоги с двумя падежами и показывает, какой предлог использовать для места и времени. Сами формы артиклей см. в статье [Падежи в немецком языке](/articles/german-cases-explained).',
    },
    { h2: 'Четыре группы с первого взгляда' },
    {
      table: {
        caption: 'Предлоги по падежам',
        head: ['Падеж', 'Предлоги'],
        rows: [
          ['Винительный', '{{bis}}, {{durch}}, {{für}}, {{gegen}}, {{ohne}}, {{um}}'],
          ['Дательный', '{{aus}}, {{außer}}, {{bei}}, {{gegenüber}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}'],
          ['Винительный или дательный (двойные)', '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}'],
          ['Родительный', '{{wegen}}, {{trotz}}, {{während}}, {{statt}}, {{innerhalb}}, {{außerhalb}}'],
        ],
      },
    },
    {
      tip: 'Многие запоминают эти списки как считалки или песенки: «durch, für, gegen, ohne, um» и «aus, bei, mit, nach, seit, von, zu». Проговаривайте их вслух, пока они не сольются в одно слово, — это действительно работает.',
    },
    { h2: 'Предлоги с винительным' },
    {
      examples: [
        { de: 'Wir gehen durch den Park.', en: 'Мы идём через парк.' },
        { de: 'Das Geschenk ist für deinen Bruder.', en: 'Подарок — для твоего брата.' },
        { de: 'Ich bin gegen diese Idee.', en: 'Я против этой идеи.' },
        { de: 'Er kommt ohne seine Frau.', en: 'Он приходит без жены.' },
        { de: 'Wir sitzen um den Tisch. Der Film beginnt um acht.', en: 'Мы сидим вокруг стола. Фильм начинается в восемь.' },
        { de: 'Der Kurs geht bis nächsten Freitag.', en: 'Курс длится до следующей пятницы.' },
      ],
    },
    { h2: 'Предлоги с дательным' },
    {
      examples: [
        { de: 'Sie kommt aus der Türkei.', en: 'Она из Турции.' },
        { de: 'Außer meinem Bruder waren alle da.', en: 'Были все, кроме моего брата.' },
        { de: 'Ich wohne bei meinen Eltern.', en: 'Я живу у родителей.' },
        { de: 'Die Apotheke ist gegenüber dem Bahnhof.', en: 'Аптека напротив вокзала.' },
        { de: 'Ich fahre mit dem Bus.', en: 'Я еду на автобусе.' },
        { de: 'Nach dem Essen trinken wir Kaffee.', en: 'После еды мы пьём кофе.' },
        { de: 'Seit einem Monat lerne ich Deutsch.', en: 'Я учу немецкий уже месяц.' },
        { de: 'Das ist ein Brief von meiner Oma.', en: 'Это письмо от моей бабушки.' },
        { de: 'Ich gehe zum Arzt.', en: 'Я иду к врачу.' },
      ],
    },
    { h2: 'Предлоги с двумя падежами: Wo? или Wohin?' },
    {
      p: 'Девять предлогов употребляются с обоими падежами. Для мест решает вопрос: **Wohin?** (куда — движение к новому месту) → **винительный**; **Wo?** (где — местонахождение или движение в пределах того же места) → **дательный**.',
    },
    {
      table: {
        caption: 'Wohin? (винительный) и Wo? (дательный)',
        head: ['Предлог', 'Wohin? → винительный', 'Wo? → дательный'],
        rows: [
          ['{{in}}', '{{Ich gehe in die Küche.}}', '{{Ich bin in der Küche.}}'],
          ['{{an}}', '{{Wir fahren an den See.}}', '{{Wir sind am See.}}'],
          ['{{auf}}', '{{Leg das Handy auf den Tisch.}}', '{{Das Handy liegt auf dem Tisch.}}'],
          ['{{über}}', '{{Ich hänge die Lampe über den Tisch.}}', '{{Die Lampe hängt über dem Tisch.}}'],
          ['{{unter}}', '{{Die Katze läuft unter das Bett.}}', '{{Die Katze schläft unter dem Bett.}}'],
          ['{{neben}}', '{{Setz dich neben mich!}}', '{{Sie sitzt neben mir.}}'],
          ['{{hinter}}', '{{Er stellt das Rad hinter das Haus.}}', '{{Das Rad steht hinter dem Haus.}}'],
          ['{{vor}}', '{{Ich stelle das Auto vor die Tür.}}', '{{Das Auto steht vor der Tür.}}'],
          ['{{zwischen}}', '{{Stell den Stuhl zwischen die Fenster.}}', '{{Der Stuhl steht zwischen den Fenstern.}}'],
        ],
      },
    },
    {
      p: 'Обычно глагол подсказывает, какой вопрос задавать. Глаголы **размещения** — это глаголы движения, они требуют винительного: {{stellen}} (ставить), {{legen}} (класть), {{setzen}} (сажать), {{hängen}} (вешать). Их пары, означающие **нахождение**, требуют дательного: {{stehen}}, {{liegen}}, {{sitzen}}, {{hängen}}. Движение внутри одного места тоже отвечает на Wo?: {{Wir laufen im Park}} (мы бегаем в парке).',
    },
    { h2: 'Слитные формы' },
    {
      p: 'Некоторые предлоги сливаются с {{dem}}, {{das}} или {{der}}. Слитные формы нормальны и в речи, и на письме: {{am}} ({{an dem}}), {{ans}} ({{an das}}), {{im}} ({{in dem}}), {{ins}} ({{in das}}), {{beim}} ({{bei dem}}), {{vom}} ({{von dem}}), {{zum}} ({{zu dem}}), {{zur}} ({{zu der}}). Полную форму используйте, когда выделяете артикль или добавляете относительное придаточное: {{in dem Haus, das ich gekauft habe}}.',
    },
    { h2: 'Куда? nach, zu, in, an, auf' },
    {
      table: {
        caption: 'Движение куда-то',
        head: ['Предлог', 'Употребление', 'Примеры'],
        rows: [
          ['{{nach}}', 'города и страны без артикля; домой; направления', '{{nach Wien}}, {{nach Spanien}}, {{nach Hause}}, {{nach links}}'],
          ['{{in}} + вин.', 'страны с артиклем; здания и помещения, в которые входите', '{{in die Schweiz}}, {{in die Türkei}}, {{ins Kino}}, {{in die Stadt}}'],
          ['{{zu}}', 'люди; магазины и учреждения; события', '{{zu meiner Freundin}}, {{zum Arzt}}, {{zur Post}}, {{zum Bahnhof}}'],
          ['{{an}} + вин.', 'вода, край чего-либо', '{{ans Meer}}, {{an den Strand}}, {{an die Ostsee}}'],
          ['{{auf}} + вин.', 'открытые места, некоторые события и общественные здания', '{{auf den Markt}}, {{auf eine Party}}, {{aufs Land}}'],
        ],
      },
    },
    {
      table: {
        caption: 'Нахождение где-то и откуда',
        head: ['Где? (Wo?)', 'Откуда? (Woher?)'],
        rows: [
          ['{{in Wien}}, {{in der Schweiz}}, {{im Kino}}', '{{aus Wien}}, {{aus der Schweiz}}, {{aus dem Kino}}'],
          ['{{bei meiner Freundin}}, {{beim Arzt}}', '{{von meiner Freundin}}, {{vom Arzt}}'],
          ['{{am Meer}}, {{an der Ostsee}}', '{{vom Meer}}, {{von der Ostsee}}'],
          ['{{auf dem Markt}}, {{auf der Party}}', '{{vom Markt}}, {{von der Party}}'],
          ['{{zu Hause}}', '{{von zu Hause}}'],
        ],
      },
    },
    {
      p: 'Два устойчивых выражения вызывают много ошибок: {{nach Hause}} означает «домой», {{zu Hause}} — «дома».',
    },
    { h2: 'Предлоги времени' },
    {
      ul: [
        '{{um}} + время по часам: {{um halb neun}}',
        '{{am}} + дни, даты, время суток: {{am Freitag}}, {{am 1. Mai}}, {{am Abend}} (но {{in der Nacht}})',
        '{{im}} + месяцы, времена года: {{im August}}, {{im Winter}}',
        '{{seit}} + дательный — с, уже (действие продолжается): {{seit zwei Jahren}}',
        '{{vor}} + дательный — тому назад: {{vor drei Tagen}}',
        '{{in}} + дательный — через (в будущем): {{in einer Woche}}',
        '{{nach}} / {{vor}} + дательный — после / перед: {{nach der Arbeit}}, {{vor dem Essen}}',
        '{{ab}} — с, начиная с: {{ab Montag}}; {{von … bis}} — с … до: {{von neun bis fünf}}',
        '{{während}} + родительный — во время: {{während des Urlaubs}}',
      ],
    },
    {
      p: 'Обратите внимание: двойные предлоги в значении времени ({{an}}, {{in}}, {{vor}}) всегда требуют дательного: {{vor einer Stunde}}, {{in zwei Tagen}}.',
    },
    { h2: 'Предлоги с родительным' },
    {
      p: 'Предлоги с родительным относятся в основном к письменной и официальной речи. В повседневной речи многие употребляют с {{wegen}}, {{trotz}} и {{während}} дательный; на экзаменах и в официальных текстах используйте родительный.',
    },
    {
      examples: [
        { de: 'Wegen des Streiks fahren heute keine Züge.', en: 'Из-за забастовки сегодня не ходят поезда.' },
        { de: 'Trotz des schlechten Wetters gehen wir wandern.', en: 'Несмотря на плохую погоду, мы идём в поход.' },
        { de: 'Bitte zahlen Sie innerhalb einer Woche.', en: 'Пожалуйста, оплатите в течение недели.' },
      ],
    },
    { h2: 'Устойчивые предлоги при глаголах и прилагательных' },
    {
      p: 'Когда предлог относится к глаголу или прилагательному, он теряет буквальное значение, а у двойных предлогов появляется постоянный падеж, который нужно учить вместе с глаголом. Полезное эмпирическое правило: с {{auf}} и {{über}} падеж чаще всего винительный; с {{an}}, {{in}} и {{vor}} надёжного правила нет.',
    },
    {
      table: {
        caption: 'Частые сочетания',
        head: ['Винительный', 'Дательный'],
        rows: [
          ['{{warten auf}}, {{sich freuen auf}}', '{{teilnehmen an}}, {{zweifeln an}}'],
          ['{{denken an}}, {{sich erinnern an}}', '{{Angst haben vor}}, {{warnen vor}}'],
          ['{{sprechen über}}, {{sich ärgern über}}', '{{anfangen mit}}, {{fragen nach}}'],
          ['{{sich interessieren für}}, {{bitten um}}', '{{träumen von}}, {{gehören zu}}'],
        ],
      },
    },
    {
      p: 'Предлоги идут рука об руку с порядком слов и падежами: см. [Основы порядка слов в немецком](/articles/german-word-order-basics) и [шпаргалку A2](/articles/german-a2-cheat-sheet). Тренируйте их в уроке о сложных предлогах нашего [курса грамматики A2](/grammar/a2) и на [рабочих листах](/worksheets).',
    },
  ],
};

export default translation;
