import type { A1Topic } from '../types';

/* German table cells, the same on every rules page. */
const UMLAUT_ROWS = [
  ['alt', 'älter', 'am ältesten'],
  ['warm', 'wärmer', 'am wärmsten'],
  ['groß', 'größer', 'am größten'],
  ['jung', 'jünger', 'am jüngsten'],
  ['kurz', 'kürzer', 'am kürzesten'],
];
const IRREGULAR_ROWS = [
  ['gut', 'besser', 'am besten'],
  ['viel', 'mehr', 'am meisten'],
  ['gern', 'lieber', 'am liebsten'],
  ['hoch', 'höher', 'am höchsten'],
  ['nah', 'näher', 'am nächsten'],
];

const topic: A1Topic = {
  slug: 'adjective-forms-irregular',
  type: 'adjectives',
  title: {
    en: 'Irregular adjective forms',
    ua: 'Неправильні форми прикметників',
    de: 'Unregelmäßige Adjektivformen',
    ru: 'Неправильные формы прилагательных',
    be: 'Няправільныя формы прыметнікаў',
    tr: 'Düzensiz sıfat biçimleri',
    pl: 'Nieregularne formy przymiotników',
    es: 'Formas irregulares de los adjetivos',
  },
  descr: {
    en: 'Learn adjectives with an umlaut and irregular forms, like gut – besser – am besten.',
    ua: 'Вивчіть прикметники з умлаутом і неправильними формами, як-от gut – besser – am besten.',
    de: 'Lerne Adjektive mit Umlaut und unregelmäßigen Formen, zum Beispiel gut – besser – am besten.',
    ru: 'Выучите прилагательные с умлаутом и неправильными формами, например gut – besser – am besten.',
    be: 'Вывучыце прыметнікі з умлаутам і няправільнымі формамі, напрыклад gut – besser – am besten.',
    tr: 'Umlaut alan ve düzensiz biçimli sıfatları öğrenin, örneğin gut – besser – am besten.',
    pl: 'Poznaj przymiotniki z umlautem i formami nieregularnymi, np. gut – besser – am besten.',
    es: 'Aprende los adjetivos con umlaut y con formas irregulares, como gut – besser – am besten.',
  },
  rules: {
    en: [
      {
        heading: 'Umlaut: a → ä, o → ö, u → ü',
        paragraphs: [
          'Many short adjectives with one syllable and the vowel a, o or u get an umlaut in the comparative and in the superlative. The endings stay the same: -er and am … -sten.',
          'After -t or -z the superlative takes -esten: alt – am ältesten, kurz – am kürzesten, hart – am härtesten. groß is an exception: am größten.',
        ],
        table: { caption: 'Adjectives with an umlaut', head: ['Base form', 'Comparative', 'Superlative'], rows: UMLAUT_ROWS },
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'My brother is older than me.' },
          { de: 'Im Januar ist es am kältesten.', tr: 'It is coldest in January.' },
        ],
      },
      {
        heading: 'Irregular forms',
        paragraphs: [
          'A few very common words have their own forms. gut, viel and gern change completely. hoch loses its c (höher), and nah gets a c in the superlative (am nächsten).',
          'Learn these forms by heart, because you need them every day.',
        ],
        table: { caption: 'Irregular forms', head: ['Base form', 'Comparative', 'Superlative'], rows: IRREGULAR_ROWS },
        examples: [
          { de: 'Ich spiele lieber Fußball als Tennis.', tr: 'I prefer playing football to tennis.' },
          { de: 'Wer wohnt am nächsten?', tr: 'Who lives closest?' },
        ],
      },
      {
        heading: 'Common mistakes',
        paragraphs: [
          'gut → besser, not "guter"; viel → mehr, not "vieler".',
          'hoch → höher, not "hocher"; groß → am größten, not "am größesten".',
          'Do not forget the umlaut: älter, not "alter"; jünger, not "junger".',
        ],
        examples: [{ de: 'Das Wetter ist heute besser.', tr: 'The weather is better today.' }],
      },
    ],
    ua: [
      {
        heading: 'Умлаут: a → ä, o → ö, u → ü',
        paragraphs: [
          'Багато коротких односкладових прикметників з голосним a, o або u отримують умлаут у вищому й найвищому ступенях. Закінчення залишаються ті самі: -er і am … -sten.',
          'Після -t або -z у найвищому ступені додають -esten: alt – am ältesten, kurz – am kürzesten, hart – am härtesten. Виняток — groß: am größten.',
        ],
        table: { caption: 'Прикметники з умлаутом', head: ['Початкова форма', 'Вищий ступінь', 'Найвищий ступінь'], rows: UMLAUT_ROWS },
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'Мій брат старший за мене.' },
          { de: 'Im Januar ist es am kältesten.', tr: 'У січні найхолодніше.' },
        ],
      },
      {
        heading: 'Неправильні форми',
        paragraphs: [
          'Кілька дуже вживаних слів мають власні форми. gut, viel і gern змінюються повністю. hoch утрачає c (höher), а nah отримує c у найвищому ступені (am nächsten).',
          'Вивчіть ці форми напам’ять, бо вони потрібні щодня.',
        ],
        table: { caption: 'Неправильні форми', head: ['Початкова форма', 'Вищий ступінь', 'Найвищий ступінь'], rows: IRREGULAR_ROWS },
        examples: [
          { de: 'Ich spiele lieber Fußball als Tennis.', tr: 'Я більше люблю грати у футбол, ніж у теніс.' },
          { de: 'Wer wohnt am nächsten?', tr: 'Хто живе найближче?' },
        ],
      },
      {
        heading: 'Типові помилки',
        paragraphs: [
          'gut → besser, а не «guter»; viel → mehr, а не «vieler».',
          'hoch → höher, а не «hocher»; groß → am größten, а не «am größesten».',
          'Не забувайте про умлаут: älter, а не «alter»; jünger, а не «junger».',
        ],
        examples: [{ de: 'Das Wetter ist heute besser.', tr: 'Сьогодні погода краща.' }],
      },
    ],
    de: [
      {
        heading: 'Umlaut: a → ä, o → ö, u → ü',
        paragraphs: [
          'Viele kurze Adjektive mit einer Silbe und dem Vokal a, o oder u bekommen im Komparativ und im Superlativ einen Umlaut. Die Endungen bleiben gleich: -er und am … -sten.',
          'Nach -t oder -z hat der Superlativ -esten: alt – am ältesten, kurz – am kürzesten, hart – am härtesten. groß ist eine Ausnahme: am größten.',
        ],
        table: { caption: 'Adjektive mit Umlaut', head: ['Positiv', 'Komparativ', 'Superlativ'], rows: UMLAUT_ROWS },
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'alt → älter (mit Umlaut)' },
          { de: 'Im Januar ist es am kältesten.', tr: 'kalt → am kältesten' },
        ],
      },
      {
        heading: 'Unregelmäßige Formen',
        paragraphs: [
          'Einige sehr häufige Wörter haben eigene Formen. gut, viel und gern ändern sich ganz. hoch verliert das c (höher), nah bekommt im Superlativ ein c (am nächsten).',
          'Lerne diese Formen auswendig, denn du brauchst sie jeden Tag.',
        ],
        table: { caption: 'Unregelmäßige Formen', head: ['Positiv', 'Komparativ', 'Superlativ'], rows: IRREGULAR_ROWS },
        examples: [
          { de: 'Ich spiele lieber Fußball als Tennis.', tr: 'gern → lieber' },
          { de: 'Wer wohnt am nächsten?', tr: 'nah → am nächsten' },
        ],
      },
      {
        heading: 'Typische Fehler',
        paragraphs: [
          'gut → besser, nicht „guter“; viel → mehr, nicht „vieler“.',
          'hoch → höher, nicht „hocher“; groß → am größten, nicht „am größesten“.',
          'Vergiss den Umlaut nicht: älter, nicht „alter“; jünger, nicht „junger“.',
        ],
        examples: [{ de: 'Das Wetter ist heute besser.', tr: 'gut → besser' }],
      },
    ],
    ru: [
      {
        heading: 'Умлаут: a → ä, o → ö, u → ü',
        paragraphs: [
          'Многие короткие односложные прилагательные с гласной a, o или u получают умлаут в сравнительной и превосходной степени. Окончания остаются те же: -er и am … -sten.',
          'После -t или -z в превосходной степени добавляют -esten: alt – am ältesten, kurz – am kürzesten, hart – am härtesten. Исключение — groß: am größten.',
        ],
        table: { caption: 'Прилагательные с умлаутом', head: ['Начальная форма', 'Сравнительная степень', 'Превосходная степень'], rows: UMLAUT_ROWS },
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'Мой брат старше меня.' },
          { de: 'Im Januar ist es am kältesten.', tr: 'В январе холоднее всего.' },
        ],
      },
      {
        heading: 'Неправильные формы',
        paragraphs: [
          'Несколько очень частых слов имеют собственные формы. gut, viel и gern меняются полностью. hoch теряет c (höher), а nah получает c в превосходной степени (am nächsten).',
          'Выучите эти формы наизусть: они нужны каждый день.',
        ],
        table: { caption: 'Неправильные формы', head: ['Начальная форма', 'Сравнительная степень', 'Превосходная степень'], rows: IRREGULAR_ROWS },
        examples: [
          { de: 'Ich spiele lieber Fußball als Tennis.', tr: 'Я больше люблю играть в футбол, чем в теннис.' },
          { de: 'Wer wohnt am nächsten?', tr: 'Кто живёт ближе всех?' },
        ],
      },
      {
        heading: 'Типичные ошибки',
        paragraphs: [
          'gut → besser, а не «guter»; viel → mehr, а не «vieler».',
          'hoch → höher, а не «hocher»; groß → am größten, а не «am größesten».',
          'Не забывайте умлаут: älter, а не «alter»; jünger, а не «junger».',
        ],
        examples: [{ de: 'Das Wetter ist heute besser.', tr: 'Сегодня погода лучше.' }],
      },
    ],
    be: [
      {
        heading: 'Умлаут: a → ä, o → ö, u → ü',
        paragraphs: [
          'Многія кароткія аднаскладовыя прыметнікі з галосным a, o або u атрымліваюць умлаут у вышэйшай і найвышэйшай ступенях. Канчаткі застаюцца тыя ж: -er і am … -sten.',
          'Пасля -t або -z у найвышэйшай ступені дадаюць -esten: alt – am ältesten, kurz – am kürzesten, hart – am härtesten. Выключэнне — groß: am größten.',
        ],
        table: { caption: 'Прыметнікі з умлаутам', head: ['Пачатковая форма', 'Вышэйшая ступень', 'Найвышэйшая ступень'], rows: UMLAUT_ROWS },
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'Мой брат старэйшы за мяне.' },
          { de: 'Im Januar ist es am kältesten.', tr: 'У студзені халадней за ўсё.' },
        ],
      },
      {
        heading: 'Няправільныя формы',
        paragraphs: [
          'Некалькі вельмі частых слоў маюць уласныя формы. gut, viel і gern мяняюцца цалкам. hoch губляе c (höher), а nah атрымлівае c у найвышэйшай ступені (am nächsten).',
          'Вывучыце гэтыя формы на памяць: яны патрэбныя кожны дзень.',
        ],
        table: { caption: 'Няправільныя формы', head: ['Пачатковая форма', 'Вышэйшая ступень', 'Найвышэйшая ступень'], rows: IRREGULAR_ROWS },
        examples: [
          { de: 'Ich spiele lieber Fußball als Tennis.', tr: 'Я больш люблю гуляць у футбол, чым у тэніс.' },
          { de: 'Wer wohnt am nächsten?', tr: 'Хто жыве бліжэй за ўсіх?' },
        ],
      },
      {
        heading: 'Тыповыя памылкі',
        paragraphs: [
          'gut → besser, а не «guter»; viel → mehr, а не «vieler».',
          'hoch → höher, а не «hocher»; groß → am größten, а не «am größesten».',
          'Не забывайце пра умлаут: älter, а не «alter»; jünger, а не «junger».',
        ],
        examples: [{ de: 'Das Wetter ist heute besser.', tr: 'Сёння надвор’е лепшае.' }],
      },
    ],
    tr: [
      {
        heading: 'Umlaut: a → ä, o → ö, u → ü',
        paragraphs: [
          'a, o veya u ünlüsü olan tek heceli birçok kısa sıfat, karşılaştırma ve üstünlük derecesinde umlaut alır. Ekler aynı kalır: -er ve am … -sten.',
          '-t veya -z harfinden sonra üstünlük derecesi -esten alır: alt – am ältesten, kurz – am kürzesten, hart – am härtesten. groß bir istisnadır: am größten.',
        ],
        table: { caption: 'Umlaut alan sıfatlar', head: ['Yalın biçim', 'Karşılaştırma', 'Üstünlük'], rows: UMLAUT_ROWS },
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'Erkek kardeşim benden büyük.' },
          { de: 'Im Januar ist es am kältesten.', tr: 'En soğuk ay ocaktır.' },
        ],
      },
      {
        heading: 'Düzensiz biçimler',
        paragraphs: [
          'Çok sık kullanılan birkaç kelimenin kendine özgü biçimleri vardır. gut, viel ve gern tamamen değişir. hoch, c harfini kaybeder (höher); nah ise üstünlük derecesinde bir c kazanır (am nächsten).',
          'Bu biçimleri ezberleyin, çünkü onlara her gün ihtiyacınız olacak.',
        ],
        table: { caption: 'Düzensiz biçimler', head: ['Yalın biçim', 'Karşılaştırma', 'Üstünlük'], rows: IRREGULAR_ROWS },
        examples: [
          { de: 'Ich spiele lieber Fußball als Tennis.', tr: 'Futbol oynamayı tenise tercih ederim.' },
          { de: 'Wer wohnt am nächsten?', tr: 'En yakında kim oturuyor?' },
        ],
      },
      {
        heading: 'Sık yapılan hatalar',
        paragraphs: [
          'gut → besser, "guter" değil; viel → mehr, "vieler" değil.',
          'hoch → höher, "hocher" değil; groß → am größten, "am größesten" değil.',
          'Umlaut’u unutmayın: älter, "alter" değil; jünger, "junger" değil.',
        ],
        examples: [{ de: 'Das Wetter ist heute besser.', tr: 'Bugün hava daha iyi.' }],
      },
    ],
    pl: [
      {
        heading: 'Umlaut: a → ä, o → ö, u → ü',
        paragraphs: [
          'Wiele krótkich, jednosylabowych przymiotników z samogłoską a, o lub u dostaje umlaut w stopniu wyższym i najwyższym. Końcówki pozostają takie same: -er i am … -sten.',
          'Po -t lub -z stopień najwyższy ma -esten: alt – am ältesten, kurz – am kürzesten, hart – am härtesten. Wyjątkiem jest groß: am größten.',
        ],
        table: { caption: 'Przymiotniki z umlautem', head: ['Forma podstawowa', 'Stopień wyższy', 'Stopień najwyższy'], rows: UMLAUT_ROWS },
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'Mój brat jest starszy ode mnie.' },
          { de: 'Im Januar ist es am kältesten.', tr: 'W styczniu jest najzimniej.' },
        ],
      },
      {
        heading: 'Formy nieregularne',
        paragraphs: [
          'Kilka bardzo częstych słów ma własne formy. gut, viel i gern zmieniają się całkowicie. hoch traci c (höher), a nah dostaje c w stopniu najwyższym (am nächsten).',
          'Naucz się tych form na pamięć, bo potrzebujesz ich codziennie.',
        ],
        table: { caption: 'Formy nieregularne', head: ['Forma podstawowa', 'Stopień wyższy', 'Stopień najwyższy'], rows: IRREGULAR_ROWS },
        examples: [
          { de: 'Ich spiele lieber Fußball als Tennis.', tr: 'Wolę grać w piłkę nożną niż w tenisa.' },
          { de: 'Wer wohnt am nächsten?', tr: 'Kto mieszka najbliżej?' },
        ],
      },
      {
        heading: 'Częste błędy',
        paragraphs: [
          'gut → besser, a nie „guter”; viel → mehr, a nie „vieler”.',
          'hoch → höher, a nie „hocher”; groß → am größten, a nie „am größesten”.',
          'Nie zapominaj o umlaucie: älter, a nie „alter”; jünger, a nie „junger”.',
        ],
        examples: [{ de: 'Das Wetter ist heute besser.', tr: 'Dzisiaj pogoda jest lepsza.' }],
      },
    ],
    es: [
      {
        heading: 'Umlaut: a → ä, o → ö, u → ü',
        paragraphs: [
          'Muchos adjetivos cortos de una sola sílaba con vocal a, o, u llevan umlaut en el comparativo y en el superlativo. Las terminaciones no cambian: -er y am … -sten.',
          'Después de -t o -z el superlativo lleva -esten: alt – am ältesten, kurz – am kürzesten, hart – am härtesten. groß es una excepción: am größten.',
        ],
        table: { caption: 'Adjetivos con umlaut', head: ['Forma básica', 'Comparativo', 'Superlativo'], rows: UMLAUT_ROWS },
        examples: [
          { de: 'Mein Bruder ist älter als ich.', tr: 'Mi hermano es mayor que yo.' },
          { de: 'Im Januar ist es am kältesten.', tr: 'En enero es cuando hace más frío.' },
        ],
      },
      {
        heading: 'Formas irregulares',
        paragraphs: [
          'Algunas palabras muy frecuentes tienen formas propias. gut, viel y gern cambian por completo. hoch pierde la c (höher) y nah gana una c en el superlativo (am nächsten).',
          'Aprende estas formas de memoria, porque las necesitas todos los días.',
        ],
        table: { caption: 'Formas irregulares', head: ['Forma básica', 'Comparativo', 'Superlativo'], rows: IRREGULAR_ROWS },
        examples: [
          { de: 'Ich spiele lieber Fußball als Tennis.', tr: 'Prefiero jugar al fútbol que al tenis.' },
          { de: 'Wer wohnt am nächsten?', tr: '¿Quién vive más cerca?' },
        ],
      },
      {
        heading: 'Errores frecuentes',
        paragraphs: [
          'gut → besser, no «guter»; viel → mehr, no «vieler».',
          'hoch → höher, no «hocher»; groß → am größten, no «am größesten».',
          'No olvides el umlaut: älter, no «alter»; jünger, no «junger».',
        ],
        examples: [{ de: 'Das Wetter ist heute besser.', tr: 'Hoy hace mejor tiempo.' }],
      },
    ],
  },
  practice: {
    kind: 'sentences',
    elements: [
      { formDe: 'gut - besser - am besten', formEn: 'good - better - best', tr: { ua: 'добрий - кращий - найкращий', de: 'Gegenteil von schlecht (unregelmäßig)', ru: 'хороший - лучший - наилучший', be: 'добры - лепшы - найлепшы', tr: 'iyi - daha iyi - en iyi', pl: 'dobry - lepszy - najlepszy', es: 'bueno - mejor - el mejor' }, correct: false },
      { formDe: 'viel - mehr - am meisten', formEn: 'much - more - most', tr: { ua: 'багато - більше - найбільше', de: 'Gegenteil von wenig (unregelmäßig)', ru: 'много - больше - больше всего', be: 'многа - больш - найбольш', tr: 'çok - daha çok - en çok', pl: 'dużo - więcej - najwięcej', es: 'mucho - más - lo más' }, correct: false },
      { formDe: 'gern - lieber - am liebsten', formEn: 'gladly - rather - most of all', tr: { ua: 'охоче - радше - найохочіше', de: 'Wort für „etwas mögen“ (unregelmäßig)', ru: 'охотно - скорее - больше всего', be: 'ахвотна - ахвотней - найахвотней', tr: 'seve seve - tercihen - en çok', pl: 'chętnie - chętniej - najchętniej', es: 'con gusto - más bien - sobre todo' }, correct: false },
      { formDe: 'hoch - höher - am höchsten', formEn: 'high - higher - highest', tr: { ua: 'високий - вищий - найвищий', de: 'Gegenteil von niedrig (unregelmäßig)', ru: 'высокий - выше - самый высокий', be: 'высокі - вышэйшы - найвышэйшы', tr: 'yüksek - daha yüksek - en yüksek', pl: 'wysoki - wyższy - najwyższy', es: 'alto - más alto - el más alto' }, correct: false },
      { formDe: 'nah - näher - am nächsten', formEn: 'near - nearer - nearest', tr: { ua: 'близький - ближчий - найближчий', de: 'Gegenteil von weit (unregelmäßig)', ru: 'близкий - ближе - самый близкий', be: 'блізкі - бліжэйшы - найбліжэйшы', tr: 'yakın - daha yakın - en yakın', pl: 'bliski - bliższy - najbliższy', es: 'cerca - más cerca - lo más cerca' }, correct: false },
      { formDe: 'alt - älter - am ältesten', formEn: 'old - older - oldest', tr: { ua: 'старий - старший - найстарший', de: 'Gegenteil von jung (mit Umlaut)', ru: 'старый - старее - самый старый', be: 'стары - старэйшы - найстарэйшы', tr: 'yaşlı - daha yaşlı - en yaşlı', pl: 'stary - starszy - najstarszy', es: 'viejo - más viejo - el más viejo' }, correct: false },
      { formDe: 'groß - größer - am größten', formEn: 'big - bigger - biggest', tr: { ua: 'великий - більший - найбільший', de: 'Gegenteil von klein (mit Umlaut)', ru: 'большой - больше - самый большой', be: 'вялікі - большы - найбольшы', tr: 'büyük - daha büyük - en büyük', pl: 'duży - większy - największy', es: 'grande - más grande - el más grande' }, correct: false },
      { formDe: 'jung - jünger - am jüngsten', formEn: 'young - younger - youngest', tr: { ua: 'молодий - молодший - наймолодший', de: 'Gegenteil von alt (mit Umlaut)', ru: 'молодой - моложе - самый молодой', be: 'малады - маладзейшы - наймаладзейшы', tr: 'genç - daha genç - en genç', pl: 'młody - młodszy - najmłodszy', es: 'joven - más joven - el más joven' }, correct: false },
      { formDe: 'kurz - kürzer - am kürzesten', formEn: 'short - shorter - shortest', tr: { ua: 'короткий - коротший - найкоротший', de: 'Gegenteil von lang (mit Umlaut)', ru: 'короткий - короче - самый короткий', be: 'кароткі - карацейшы - найкарацейшы', tr: 'kısa - daha kısa - en kısa', pl: 'krótki - krótszy - najkrótszy', es: 'corto - más corto - el más corto' }, correct: false },
      { formDe: 'lang - länger - am längsten', formEn: 'long - longer - longest', tr: { ua: 'довгий - довший - найдовший', de: 'Gegenteil von kurz (mit Umlaut)', ru: 'длинный - длиннее - самый длинный', be: 'доўгі - даўжэйшы - найдаўжэйшы', tr: 'uzun - daha uzun - en uzun', pl: 'długi - dłuższy - najdłuższy', es: 'largo - más largo - el más largo' }, correct: false },
      { formDe: 'warm - wärmer - am wärmsten', formEn: 'warm - warmer - warmest', tr: { ua: 'теплий - тепліший - найтепліший', de: 'nicht kalt und nicht heiß (mit Umlaut)', ru: 'тёплый - теплее - самый тёплый', be: 'цёплы - цяплейшы - найцяплейшы', tr: 'sıcak - daha sıcak - en sıcak', pl: 'ciepły - cieplejszy - najcieplejszy', es: 'cálido - más cálido - el más cálido' }, correct: false },
      { formDe: 'kalt - kälter - am kältesten', formEn: 'cold - colder - coldest', tr: { ua: 'холодний - холодніший - найхолодніший', de: 'Gegenteil von warm (mit Umlaut)', ru: 'холодный - холоднее - самый холодный', be: 'халодны - халаднейшы - найхаладнейшы', tr: 'soğuk - daha soğuk - en soğuk', pl: 'zimny - zimniejszy - najzimniejszy', es: 'frío - más frío - el más frío' }, correct: false },
      { formDe: 'oft - öfter - am häufigsten', formEn: 'often - more often - most often', tr: { ua: 'часто - частіше - найчастіше', de: 'Gegenteil von selten (mit Umlaut, Superlativ von einem anderen Wort)', ru: 'часто - чаще - чаще всего', be: 'часта - часцей - часцей за ўсё', tr: 'sık - daha sık - en sık', pl: 'często - częściej - najczęściej', es: 'a menudo - con más frecuencia - con la mayor frecuencia' }, correct: false },
      { formDe: 'stark - stärker - am stärksten', formEn: 'strong - stronger - strongest', tr: { ua: 'сильний - сильніший - найсильніший', de: 'Gegenteil von schwach (mit Umlaut)', ru: 'сильный - сильнее - самый сильный', be: 'моцны - мацнейшы - наймацнейшы', tr: 'güçlü - daha güçlü - en güçlü', pl: 'silny - silniejszy - najsilniejszy', es: 'fuerte - más fuerte - el más fuerte' }, correct: false },
      { formDe: 'arm - ärmer - am ärmsten', formEn: 'poor - poorer - poorest', tr: { ua: 'бідний - бідніший - найбідніший', de: 'Gegenteil von reich (mit Umlaut)', ru: 'бедный - беднее - самый бедный', be: 'бедны - бяднейшы - найбяднейшы', tr: 'fakir - daha fakir - en fakir', pl: 'biedny - biedniejszy - najbiedniejszy', es: 'pobre - más pobre - el más pobre' }, correct: false },
      { formDe: 'dumm - dümmer - am dümmsten', formEn: 'stupid - more stupid - most stupid', tr: { ua: 'дурний - дурніший - найдурніший', de: 'Gegenteil von klug (mit Umlaut)', ru: 'глупый - глупее - самый глупый', be: 'дурны - дурнейшы - найдурнейшы', tr: 'aptal - daha aptal - en aptal', pl: 'głupi - głupszy - najgłupszy', es: 'tonto - más tonto - el más tonto' }, correct: false },
      { formDe: 'klug - klüger - am klügsten', formEn: 'clever - cleverer - cleverest', tr: { ua: 'розумний - розумніший - найрозумніший', de: 'Gegenteil von dumm (mit Umlaut)', ru: 'умный - умнее - самый умный', be: 'разумны - разумнейшы - найразумнейшы', tr: 'akıllı - daha akıllı - en akıllı', pl: 'mądry - mądrzejszy - najmądrzejszy', es: 'listo - más listo - el más listo' }, correct: false },
      { formDe: 'scharf - schärfer - am schärfsten', formEn: 'sharp - sharper - sharpest', tr: { ua: 'гострий - гостріший - найгостріший', de: 'wie ein gutes Messer oder Pfeffer (mit Umlaut)', ru: 'острый - острее - самый острый', be: 'востры - вастрэйшы - найвастрэйшы', tr: 'keskin - daha keskin - en keskin', pl: 'ostry - ostrzejszy - najostrzejszy', es: 'afilado - más afilado - el más afilado' }, correct: false },
      { formDe: 'hart - härter - am härtesten', formEn: 'hard - harder - hardest', tr: { ua: 'твердий - твердіший - найтвердіший', de: 'Gegenteil von weich (mit Umlaut)', ru: 'твёрдый - твёрже - самый твёрдый', be: 'цвёрды - цвярдзейшы - найцвярдзейшы', tr: 'sert - daha sert - en sert', pl: 'twardy - twardszy - najtwardszy', es: 'duro - más duro - el más duro' }, correct: false },
      { formDe: 'krank - kränker - am kränksten', formEn: 'sick - sicker - sickest', tr: { ua: 'хворий - більш хворий - найбільш хворий', de: 'Gegenteil von gesund (mit Umlaut)', ru: 'больной - более больной - самый больной', be: 'хворы - больш хворы - самы хворы', tr: 'hasta - daha hasta - en hasta', pl: 'chory - bardziej chory - najbardziej chory', es: 'enfermo - más enfermo - el más enfermo' }, correct: false },
      { formDe: 'schwach - schwächer - am schwächsten', formEn: 'weak - weaker - weakest', tr: { ua: 'слабкий - слабший - найслабший', de: 'Gegenteil von stark (mit Umlaut)', ru: 'слабый - слабее - самый слабый', be: 'слабы - слабейшы - найслабейшы', tr: 'zayıf - daha zayıf - en zayıf', pl: 'słaby - słabszy - najsłabszy', es: 'débil - más débil - el más débil' }, correct: false },
      { formDe: 'grob - gröber - am gröbsten', formEn: 'coarse - coarser - coarsest', tr: { ua: 'грубий - грубіший - найгрубіший', de: 'Gegenteil von fein (mit Umlaut)', ru: 'грубый - грубее - самый грубый', be: 'грубы - грубейшы - найгрубейшы', tr: 'kaba - daha kaba - en kaba', pl: 'gruby - grubszy - najgrubszy', es: 'grueso - más grueso - el más grueso' }, correct: false },
      { formDe: 'bald - eher - am ehesten', formEn: 'soon - sooner - soonest', tr: { ua: 'скоро - раніше - найшвидше', de: 'in kurzer Zeit, nicht erst später (unregelmäßig)', ru: 'скоро - скорее - скорее всего', be: 'хутка - хутчэй - хутчэй за ўсё', tr: 'yakında - daha erken - en erken', pl: 'wkrótce - wcześniej - najwcześniej', es: 'pronto - antes - lo antes' }, correct: false },
      { formDe: 'gesund - gesünder - am gesündesten', alternatives: { 'gesünder': ['gesunder'], 'am gesündesten': ['am gesundesten'] }, formEn: 'healthy - healthier - healthiest', tr: { ua: 'здоровий - здоровіший - найздоровіший', de: 'Gegenteil von krank (mit Umlaut; ohne Umlaut auch richtig)', ru: 'здоровый - здоровее - самый здоровый', be: 'здаровы - здаравейшы - найздаравейшы', tr: 'sağlıklı - daha sağlıklı - en sağlıklı', pl: 'zdrowy - zdrowszy - najzdrowszy', es: 'sano - más sano - el más sano' }, correct: false },
      { formDe: 'Wer - ist - in deiner Familie - am ältesten?', hide: ['am ältesten'], formEn: 'Who is the oldest in your family?', tr: { ua: 'Хто найстарший у твоїй родині?', de: 'Frage: Welche Person in deiner Familie hat die meisten Jahre? (alt)', ru: 'Кто самый старший в твоей семье?', be: 'Хто самы старэйшы ў тваёй сям’і?', tr: 'Ailende en yaşlı kim?', pl: 'Kto jest najstarszy w twojej rodzinie?', es: '¿Quién es el mayor de tu familia?' }, correct: false },
      { formDe: 'Ich - trinke - lieber - Wasser - als - Saft.', hide: ['lieber'], formEn: 'I prefer water to juice.', tr: { ua: 'Я охочіше п’ю воду, ніж сік.', de: 'Saft mag ich nicht so sehr, Wasser mag ich mehr. (gern)', ru: 'Я больше люблю пить воду, чем сок.', be: 'Я больш люблю піць ваду, чым сок.', tr: 'Su içmeyi meyve suyuna tercih ederim.', pl: 'Wolę pić wodę niż sok.', es: 'Prefiero beber agua que zumo.' }, correct: false },
      { formDe: 'Heute - geht es mir - schon - besser.', hide: ['besser'], formEn: 'I am already feeling better today.', tr: { ua: 'Сьогодні мені вже краще.', de: 'Gestern war ich krank, heute fühle ich mich nicht mehr so schlecht. (gut)', ru: 'Сегодня мне уже лучше.', be: 'Сёння мне ўжо лепш.', tr: 'Bugün kendimi daha iyi hissediyorum.', pl: 'Dzisiaj czuję się już lepiej.', es: 'Hoy ya me encuentro mejor.' }, correct: false },
      { formDe: 'Im Sommer - sind - die Tage - länger.', hide: ['länger'], formEn: 'In summer the days are longer.', tr: { ua: 'Улітку дні довші.', de: 'Im Juni ist es viele Stunden hell, im Dezember nicht. (lang)', ru: 'Летом дни длиннее.', be: 'Летам дні даўжэйшыя.', tr: 'Yazın günler daha uzun.', pl: 'Latem dni są dłuższe.', es: 'En verano los días son más largos.' }, correct: false },
      { formDe: 'Mein Bruder - ist - stärker - als - ich.', hide: ['stärker'], formEn: 'My brother is stronger than me.', tr: { ua: 'Мій брат сильніший за мене.', de: 'Mein Bruder kann schwerere Sachen tragen als ich. (stark)', ru: 'Мой брат сильнее меня.', be: 'Мой брат мацнейшы за мяне.', tr: 'Ağabeyim benden daha güçlü.', pl: 'Mój brat jest silniejszy ode mnie.', es: 'Mi hermano es más fuerte que yo.' }, correct: false },
      { formDe: 'Wer - kann - am höchsten - springen?', hide: ['am höchsten'], formEn: 'Who can jump the highest?', tr: { ua: 'Хто може стрибнути найвище?', de: 'Frage beim Sport: Welches Kind kommt beim Springen weiter nach oben als alle anderen? (hoch)', ru: 'Кто может прыгнуть выше всех?', be: 'Хто можа скочыць вышэй за ўсіх?', tr: 'Kim en yükseğe zıplayabilir?', pl: 'Kto skoczy najwyżej?', es: '¿Quién puede saltar más alto?' }, correct: false },
    ],
  },
};

export default topic;
