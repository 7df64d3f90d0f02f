import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-family-and-relationships-vocabulary',
  lang: 'ru',
  body: [
    {
      p: 'Рассказ о семье – одно из первых, что вы делаете на новом языке: на занятиях, на экзамене и каждый раз, когда с кем-то знакомитесь. В этой статье – слова о семье с артиклями и формами множественного числа, лексика об отношениях и важных событиях жизни, а также грамматика, без которой их не употребить: притяжательные артикли, дательный падеж и несколько полезных вопросов.',
    },
    { h2: 'Ближайшие родственники' },
    {
      table: {
        caption: 'Родители, дети, братья и сёстры',
        head: ['Мужской род', 'Женский род', 'Множественное число / оба'],
        rows: [
          ['{{der Vater, die Väter}}', '{{die Mutter, die Mütter}}', '{{die Eltern}} (родители, только множественное число)'],
          ['{{der Sohn, die Söhne}}', '{{die Tochter, die Töchter}}', '{{das Kind, die Kinder}}'],
          ['{{der Bruder, die Brüder}}', '{{die Schwester, die Schwestern}}', '{{die Geschwister}} (братья и сёстры)'],
          ['{{der Ehemann}} / {{der Mann}}', '{{die Ehefrau}} / {{die Frau}}', '{{das Ehepaar}} (супружеская пара)'],
        ],
      },
    },
    {
      p: 'В повседневной речи {{mein Mann}} и {{meine Frau}} значат просто «мой муж» и «моя жена»; {{Ehemann}} и {{Ehefrau}} звучат официальнее. Дети говорят {{Mama}} и {{Papa}}. {{Die Geschwister}} – обычное слово для братьев и сестёр вместе: {{Ich habe drei Geschwister}}. Если их нет, вы {{ein Einzelkind}} (единственный ребёнок). Близнецы – {{die Zwillinge}}.',
    },
    { h2: 'Дальние родственники' },
    {
      table: {
        caption: 'Бабушки и дедушки, тёти, дяди, двоюродные братья и сёстры',
        head: ['Мужской род', 'Женский род', 'Множественное число / оба'],
        rows: [
          ['{{der Großvater}} / {{der Opa}}', '{{die Großmutter}} / {{die Oma}}', '{{die Großeltern}}'],
          ['{{der Enkel}}', '{{die Enkelin}}', '{{die Enkelkinder}}'],
          ['{{der Onkel}}', '{{die Tante}}', '–'],
          ['{{der Cousin}}', '{{die Cousine}}', '–'],
          ['{{der Neffe}}', '{{die Nichte}}', '–'],
          ['{{der Urgroßvater}}', '{{die Urgroßmutter}}', '{{die Urgroßeltern}}'],
        ],
      },
    },
    {
      p: 'Все родственники вместе – {{die Verwandten}}. Это субстантивированное прилагательное, поэтому оно и склоняется как прилагательное: {{ein Verwandter}}, {{eine Verwandte}}, {{mit meinen Verwandten}}. Обратите внимание, что {{der Neffe}} относится к n-склонению: {{Ich besuche meinen Neffen}}.',
    },
    { h2: 'Родня со стороны супруга, сводные и единокровные' },
    {
      ul: [
        '**Schwieger-** обозначает родство через брак: {{der Schwiegervater}} (свёкор, тесть), {{die Schwiegermutter}} (свекровь, тёща), {{die Schwiegereltern}}, {{der Schwiegersohn}} (зять), {{die Schwiegertochter}} (невестка, сноха).',
        'Для брата и сестры супруга (или мужа сестры, жены брата) есть отдельные слова: {{der Schwager}}, {{die Schwägerin}}.',
        '**Stief-** значит «отчим/мачеха, сводный»: {{der Stiefvater}}, {{die Stiefmutter}}, {{der Stiefbruder}}, {{die Stiefschwester}}.',
        '**Halb-** значит «единокровный, единоутробный»: {{der Halbbruder}}, {{die Halbschwester}}.',
      ],
    },
    { h2: 'Друг или парень? Freund и Freundin' },
    {
      p: 'Это классическая ловушка. {{Mein Freund}} и {{meine Freundin}} обычно значат «мой парень» и «моя девушка». Чтобы было ясно, что речь о друге, скажите {{ein Freund von mir}} или {{eine Freundin von mir}}, либо {{ein guter Freund}} или {{eine gute Freundin}}. Другие полезные слова:',
    },
    {
      ul: [
        '{{der Partner}}, {{die Partnerin}} – партнёр, партнёрша (нейтрально)',
        '{{der Lebensgefährte}}, {{die Lebensgefährtin}} – спутник, спутница жизни, часто о тех, кто живёт вместе без брака',
        '{{der Bekannte}}, {{die Bekannte}} – знакомый, знакомая (субстантивированное прилагательное: {{ein Bekannter}})',
        '{{der Nachbar}}, {{die Nachbarin}} – сосед, соседка',
        '{{der Kollege}}, {{die Kollegin}} – коллега',
        '{{die Beziehung}} – отношения; {{der Freundeskreis}} – круг друзей',
      ],
    },
    {
      examples: [
        { de: 'Das ist Tom, ein Freund von mir aus der Schule.', en: 'Это Том, мой школьный друг.' },
        { de: 'Meine Freundin und ich wohnen seit einem Jahr zusammen.', en: 'Мы с моей девушкой живём вместе уже год.' },
      ],
    },
    { h2: 'Семейное положение в анкетах' },
    {
      p: 'В официальных анкетах спрашивают ваш {{Familienstand}} (семейное положение). Вы также увидите {{Familienname}} или {{Nachname}} (фамилия), {{Vorname}} (имя) и {{Geburtsname}} (фамилия при рождении, например девичья).',
    },
    {
      table: {
        caption: 'Семейное положение (Familienstand)',
        head: ['По-немецки', 'По-русски'],
        rows: [
          ['{{ledig}}', 'не женат / не замужем (никогда не состоял в браке)'],
          ['{{verheiratet}}', 'женат / замужем'],
          ['{{getrennt lebend}}', 'живёт раздельно с супругом'],
          ['{{geschieden}}', 'разведён / разведена'],
          ['{{verwitwet}}', 'вдовец / вдова'],
        ],
      },
    },
    { h2: 'События жизни' },
    {
      table: {
        caption: 'Глаголы и существительные для важных моментов',
        head: ['Глагол', 'Существительное', 'По-русски'],
        rows: [
          ['{{geboren werden}}', '{{die Geburt}}', 'родиться, рождение'],
          ['{{aufwachsen}}', '{{die Kindheit}}', 'вырасти, детство'],
          ['{{sich verlieben}} (in + вин. п.)', '{{die Liebe}}', 'влюбиться, любовь'],
          ['{{zusammenziehen}}', '–', 'съехаться'],
          ['{{sich verloben}}', '{{die Verlobung}}', 'обручиться, помолвка'],
          ['{{heiraten}}', '{{die Hochzeit}}', 'пожениться, свадьба'],
          ['{{ein Kind bekommen}}', '{{die Schwangerschaft}}', 'родить ребёнка, беременность'],
          ['{{sich trennen}}', '{{die Trennung}}', 'расстаться, расставание'],
          ['{{sich scheiden lassen}}', '{{die Scheidung}}', 'развестись, развод'],
          ['{{sterben}}', '{{der Tod}}', 'умереть, смерть'],
        ],
      },
    },
    {
      examples: [
        { de: 'Ich bin in einem kleinen Dorf aufgewachsen.', en: 'Я вырос в маленькой деревне.' },
        { de: 'Meine Eltern haben 1995 geheiratet.', en: 'Мои родители поженились в 1995 году.' },
        { de: 'Wann bist du geboren? – Ich bin 2001 geboren.', en: 'Когда ты родился? – Я родился в 2001 году.' },
        { de: 'Sie hat sich in ihren Kollegen verliebt.', en: 'Она влюбилась в своего коллегу.' },
      ],
    },
    {
      p: 'Осторожно с {{heiraten}}: этот глагол требует прямого дополнения без предлога – {{Er heiratet seine Freundin}} (он женится на своей девушке). {{Ich bin verheiratet}} описывает состояние (я женат / замужем), а {{Wir haben geheiratet}} – событие (мы поженились).',
    },
    { h2: 'Нужная грамматика: притяжательные артикли и дательный падеж' },
    {
      p: 'Слова о семье почти всегда употребляются с притяжательным артиклем. Его окончание зависит от рода и падежа члена семьи, а не от владельца.',
    },
    {
      table: {
        caption: 'mein со словами о семье',
        head: ['Падеж', 'Мужской род', 'Женский род', 'Множественное число'],
        rows: [
          ['Именительный', '{{mein Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Винительный', '{{meinen Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Дательный', '{{meinem Bruder}}', '{{meiner Schwester}}', '{{meinen Eltern}}'],
        ],
      },
    },
    {
      p: 'В устной речи родство часто выражают через {{von}} + дательный: {{die Schwester von meiner Mutter}} (сестра моей мамы = моя тётя). С именами используют родительный на -s: {{Peters Frau}}, {{Annas Kinder}}.',
    },
    { h2: 'Как рассказать о своей семье' },
    {
      examples: [
        { de: 'Hast du Geschwister? – Ja, einen Bruder und zwei Schwestern.', en: 'У тебя есть братья или сёстры? – Да, один брат и две сестры.' },
        { de: 'Nein, ich bin Einzelkind.', en: 'Нет, я единственный ребёнок.' },
        { de: 'Wie alt ist deine Schwester? – Sie ist 25.', en: 'Сколько лет твоей сестре? – Ей 25.' },
        { de: 'Meine Großeltern wohnen auf dem Land. Ich besuche sie oft.', en: 'Мои бабушка и дедушка живут в деревне. Я часто их навещаю.' },
        { de: 'Bist du verheiratet? – Nein, aber ich habe einen Partner.', en: 'Ты замужем? – Нет, но у меня есть партнёр.' },
        { de: 'Mein Onkel ist der Bruder meiner Mutter.', en: 'Мой дядя – брат моей мамы.' },
      ],
    },
    {
      p: 'Чтобы описать членов семьи, сочетайте эти слова с прилагательными: {{Mein Vater ist groß und ruhig. Meine Schwester ist sehr lustig, aber manchmal ungeduldig.}} Об окончаниях ({{mein jüngerer Bruder}}, {{meine ältere Schwester}}) читайте в статье [Окончания прилагательных – просто и понятно](/articles/german-adjective-endings-made-simple).',
    },
    {
      tip: 'Нарисуйте своё генеалогическое древо и подпишите его по-немецки, с артиклями: {{der Opa}}, {{die Tante}}, {{der Cousin}}. Затем опишите его вслух в пяти предложениях. Для дополнительной практики загляните в наши [списки слов](/words) и [фразы](/phrases).',
    },
  ],
};

export default translation;
