import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-dialects-and-standard-german',
  type: 'Conversation and Listening',
  title: {
    en: 'German Dialects and Standard German',
    ua: 'Німецькі діалекти та літературна німецька',
    de: 'Deutsche Dialekte und Hochdeutsch',
    ru: 'Немецкие диалекты и литературный немецкий',
    be: 'Нямецкія дыялекты і літаратурная нямецкая мова',
    tr: 'Alman lehçeleri ve standart Almanca',
    pl: 'Dialekty niemieckie i niemiecki standardowy',
    es: 'Los dialectos alemanes y el alemán estándar',
  },
  descr: {
    en: 'Standard German, the big dialect regions, Austrian and Swiss German, regional words for everyday things – and what learners really need.',
    ua: 'Літературна німецька, великі діалектні регіони, австрійський і швейцарський варіанти, регіональні слова – і що справді потрібно тим, хто вчиться.',
    de: 'Hochdeutsch, die wichtigsten Dialekte, Deutsch in Österreich und der Schweiz, regionale Wörter für den Alltag – und was Lernende wirklich brauchen.',
    ru: 'Литературный немецкий, крупные диалектные регионы, австрийский и швейцарский варианты, региональные слова – и что действительно нужно учащимся.',
    be: 'Літаратурная нямецкая, вялікія дыялектныя рэгіёны, аўстрыйскі і швейцарскі варыянты, рэгіянальныя словы – і што сапраўды трэба тым, хто вучыцца.',
    tr: 'Standart Almanca, büyük lehçe bölgeleri, Avusturya ve İsviçre Almancası, gündelik bölgesel sözcükler ve öğrencilerin gerçekten ihtiyacı olanlar.',
    pl: 'Niemiecki standardowy, główne regiony dialektalne, niemiecki w Austrii i Szwajcarii, regionalne słowa – i czego uczący się naprawdę potrzebują.',
    es: 'El alemán estándar, las grandes regiones dialectales, el alemán de Austria y Suiza, palabras regionales y lo que de verdad necesita quien aprende.',
  },
  img: 'world-map',
  date: '2025-08-19',
  body: [
    {
      p: 'Sooner or later every learner has the same experience: you understand your teacher, the news and the people in your course, and then you travel to Munich, Vienna or Zurich and suddenly understand much less. The reason is that German is not one uniform language in daily life. There is a shared standard language, and beside it a rich landscape of dialects and regional ways of speaking. This article explains how they fit together and what that means for you as a learner.',
    },
    { h2: 'What is Standard German?' },
    {
      p: 'Standard German – in German {{das Hochdeutsch}} or {{die Standardsprache}} – is the form used in writing, in schools, in the news and in official situations. It is the German of your course book and of this website. Everyone who went to school in a German-speaking country can speak and understand it, even if they speak a dialect at home. So if you learn Standard German, you will be understood everywhere.',
    },
    {
      p: 'The name {{Hochdeutsch}} can be confusing. It does not mean "better" or "posh" German. Originally "high" referred to geography: the higher, mountainous south of the German-speaking area, as opposed to the flat north, where {{Plattdeutsch}} ("flat German", also called Low German) was spoken. Today {{Hochdeutsch}} is simply the everyday word for the standard language.',
    },
    { h2: 'One language, several standards' },
    {
      p: 'German is an official language in Germany, Austria, Switzerland and Liechtenstein, one of the official languages of Luxembourg and Belgium, and a regional official language in South Tyrol in Italy. Germany, Austria and Switzerland each have their own standard variety. They are very close – a newspaper from Vienna is easy to read for someone from Hamburg – but they differ in some words, in pronunciation and in a few spelling habits.',
    },
    {
      ul: [
        '**Austria:** the month {{Januar}} is usually {{Jänner}}, potatoes are often {{Erdäpfel}}, and people greet each other with {{Grüß Gott}} or {{Servus}}.',
        '**Switzerland:** Swiss Standard German does not use the letter **ß**; it is always written **ss**, so {{Straße}} is spelt **Strasse** there. Some words come from French, such as {{das Trottoir}} for the pavement and {{das Billett}} for a ticket.',
        '**Germany:** the north and south differ too, for example {{Samstag}} and {{Sonnabend}} for Saturday – both are correct Standard German.',
      ],
    },
    { h2: 'The big dialect regions' },
    {
      p: 'Linguists divide the German dialects into three large groups from north to south. The borders between them are not sharp, and there are many local dialects within each group.',
    },
    {
      table: {
        caption: 'Dialect groups from north to south',
        head: ['Group', 'Where', 'Examples'],
        rows: [
          ['Low German', 'the northern lowlands', '{{Plattdeutsch}} in many regional varieties'],
          ['Central German', 'the middle of Germany', 'dialects of Cologne ({{Kölsch}}), Hesse, Thuringia and Saxony'],
          ['Upper German', 'the south of Germany, Austria, Switzerland', 'Bavarian, Swabian, Alemannic, Swiss German'],
        ],
      },
    },
    {
      p: 'The difference between Low German and the other two groups comes from an old sound change, the High German consonant shift, which happened in the south and centre more than a thousand years ago but did not reach the north. That is why Low German still says "Water", "maken" and "dat" where Standard German says {{Wasser}}, {{machen}} and {{das}} – and why Low German looks surprisingly similar to English and Dutch. Low German is officially recognised in Germany as a regional language.',
    },
    { h2: 'Swiss German: a special case' },
    {
      p: 'In German-speaking Switzerland, the dialects – together called Swiss German – are used in almost all spoken situations: at home, at work, on the radio and often on television. Standard German is used mainly in writing, at school and with people who do not speak Swiss German. For learners this means: people in Switzerland will usually switch to Standard German for you, but conversations among Swiss people may be very hard to follow at first. The Swiss greeting {{Grüezi}} is one word you will hear from your first day.',
    },
    { h2: 'Between dialect and standard: everyday speech' },
    {
      p: 'Most people in Germany today speak neither pure dialect nor textbook German but something in between: a regional colloquial language ({{die Umgangssprache}}). It is basically Standard German with a regional accent, a few regional words and many short forms. A person from Stuttgart and a person from Hamburg both speak it – and you can often hear where someone comes from within one sentence.',
    },
    { h2: 'Regional words for everyday things' },
    {
      p: 'Some of the most common everyday words differ from region to region. You do not need to learn them all, but recognising them saves confusion at the bakery or the butcher’s.',
    },
    {
      table: {
        caption: 'Regional words',
        head: ['Meaning', 'Often in the north', 'Often in the south or Austria'],
        rows: [
          ['bread roll', '{{das Brötchen}}', '{{die Semmel}}'],
          ['Saturday', '{{der Sonnabend}} (also {{Samstag}})', '{{der Samstag}}'],
          ['hello', '{{Moin}}', '{{Grüß Gott}}, {{Servus}}'],
          ['goodbye', '{{Tschüss}}', '{{Servus}}, {{Ade}}'],
          ['butcher', '{{der Schlachter}}', '{{der Metzger}}'],
          ['carnival', '{{der Karneval}} (Rhineland)', '{{der Fasching}}'],
          ['boy', '{{der Junge}}', '{{der Bub}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Moin! Zwei Brötchen, bitte.', en: 'Hello! Two bread rolls, please. (north)' },
        { de: 'Grüß Gott! Zwei Semmeln, bitte.', en: 'Hello! Two bread rolls, please. (south, Austria)' },
        { de: 'Wie sagt man das hier?', en: 'How do you say that here?' },
        { de: 'Könnten Sie bitte Hochdeutsch sprechen?', en: 'Could you speak Standard German, please?' },
      ],
    },
    { h2: 'What this means for learners' },
    {
      ol: [
        '**Learn Standard German first.** It is understood everywhere and it is what exams test. Regional words can come later.',
        '**Listen to different voices early.** Include speakers from Austria, Switzerland and different German regions in your listening practice, so that accents do not surprise you.',
        '**Ask politely.** If you do not understand a dialect, say so. {{Entschuldigung, ich lerne noch Deutsch. Können Sie bitte langsamer sprechen?}} works everywhere, and most people are happy to switch.',
        '**Enjoy the local words where you live.** If you move to Bavaria or Switzerland, learning the local greeting and a few local words is a friendly gesture and helps you feel at home.',
        '**Do not worry about your accent.** Native speakers have accents too. Being clear matters more than sounding like a particular city.',
      ],
    },
    {
      tip: 'Dialect words in films or songs are great for culture, but check a word in a standard dictionary before you use it in a letter or an exam. For the standard words of everyday life, see our [vocabulary section](/words); for training your ear, read our [listening practice](/articles/listening-practice-for-german-learners) tips.',
    },
  ],
  sources: [
    { title: 'Goethe-Institut – German language', url: 'https://www.goethe.de/en/spr.html' },
    { title: 'Duden – German dictionary', url: 'https://www.duden.de/' },
  ],
};

export default article;
