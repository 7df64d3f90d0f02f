import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-compound-nouns',
  type: 'Vocabulary',
  title: {
    en: 'German Compound Nouns: How Long Words Work',
    ua: 'Складні іменники в німецькій: як працюють довгі слова',
    de: 'Zusammengesetzte Nomen: Wie lange Wörter funktionieren',
    ru: 'Сложные существительные в немецком: как устроены длинные слова',
    be: 'Складаныя назоўнікі ў нямецкай: як уладкаваныя доўгія словы',
    tr: 'Almanca birleşik isimler: uzun kelimeler nasıl işler',
    pl: 'Rzeczowniki złożone w niemieckim: jak działają długie słowa',
    es: 'Sustantivos compuestos en alemán: cómo funcionan las palabras largas',
  },
  descr: {
    en: 'Why the last part decides gender and meaning, the linking -s- and -n-, when to use a hyphen, and how to read a very long word in seconds.',
    ua: 'Чому остання частина визначає рід і значення, сполучні -s- та -n-, коли потрібен дефіс і як швидко прочитати дуже довге слово.',
    de: 'Warum der letzte Teil Genus und Bedeutung bestimmt, Fugen-s und Fugen-n, wann ein Bindestrich nötig ist und wie man lange Wörter liest.',
    ru: 'Почему последняя часть определяет род и значение, соединительные -s- и -n-, когда нужен дефис и как быстро прочитать очень длинное слово.',
    be: 'Чаму апошняя частка вызначае род і значэнне, злучальныя -s- і -n-, калі патрэбны злучок і як хутка прачытаць вельмі доўгае слова.',
    tr: 'Son parçanın cinsiyeti ve anlamı neden belirlediği, bağlayıcı -s- ve -n-, tirenin ne zaman gerektiği ve çok uzun bir kelimeyi okuma yolu.',
    pl: 'Dlaczego ostatnia część decyduje o rodzaju i znaczeniu, łączniki -s- i -n-, kiedy użyć łącznika i jak szybko przeczytać bardzo długie słowo.',
    es: 'Por qué la última parte decide el género y el significado, las uniones -s- y -n-, cuándo usar guion y cómo leer una palabra muy larga.',
  },
  img: 'puzzle-piece',
  date: '2025-12-04',
  body: [
    {
      p: 'German is famous for long words. Where English writes “bus stop”, “fridge door” or “driving licence” as separate words, German glues the parts together: {{die Bushaltestelle}}, {{die Kühlschranktür}}, {{der Führerschein}}. This is not a burden but a gift for learners: if you know the parts, you can understand the whole word, and a few simple rules tell you its gender and plural as well.',
    },
    { h2: 'Rule 1: the last part is the boss' },
    {
      p: 'A compound has a **head** – its last part – and one or more parts in front that make it more specific. The head decides three things: the **basic meaning**, the **gender** and the **plural**. {{Die Haustür}} is a kind of door ({{die Tür}}), so it is feminine and its plural is {{die Haustüren}}. {{Der Türgriff}} is a kind of handle ({{der Griff}}), so it is masculine.',
    },
    {
      table: {
        caption: 'The head decides',
        head: ['Parts', 'Compound', 'Meaning'],
        rows: [
          ['{{das Haus}} + {{die Tür}}', '{{die Haustür}}', 'front door'],
          ['{{die Tür}} + {{der Griff}}', '{{der Türgriff}}', 'door handle'],
          ['{{der Apfel}} + {{der Saft}}', '{{der Apfelsaft}}', 'apple juice'],
          ['{{die Hand}} + {{der Schuh}}', '{{der Handschuh}}', 'glove'],
          ['{{der Kühlschrank}} + {{die Tür}}', '{{die Kühlschranktür}}', 'fridge door'],
          ['{{das Kind}} + {{der Garten}}', '{{der Kindergarten}}', 'nursery school'],
        ],
      },
    },
    {
      p: 'Because the head comes last, you read a compound **from right to left**: {{der Blumentopf}} is a pot (for flowers), not a flower. Swap the parts and you get a different thing: {{die Hausschuhe}} are slippers (shoes for the house), while {{das Schuhhaus}} is a shoe shop.',
    },
    { h2: 'What can be combined' },
    {
      ul: [
        '**noun + noun** – the largest group: {{der Bahnhof}}, {{das Wochenende}}, {{der Kartoffelsalat}}, {{die Tageszeitung}}.',
        '**adjective + noun**: {{die Großstadt}} (city), {{das Kleingeld}} (small change), {{der Rotwein}} (red wine), {{die Kurzgeschichte}} (short story).',
        '**verb stem + noun**: {{der Schreibtisch}} (desk, from {{schreiben}}), {{die Waschmaschine}} (from {{waschen}}), {{das Esszimmer}} (from {{essen}}), {{das Fahrrad}} (from {{fahren}}).',
        '**preposition or adverb + noun**: {{der Nachmittag}} (afternoon), {{der Vorort}} (suburb), {{die Unterschrift}} (signature).',
        '**several nouns**: {{der Hauptbahnhof}} (main station), {{der Fahrkartenautomat}} (ticket machine), {{die Krankenversicherungskarte}} (health insurance card).',
      ],
    },
    { h2: 'The glue: linking letters' },
    {
      p: 'Often the parts are joined directly ({{die Haustür}}). But many compounds have a linking element ({{das Fugenelement}}) between the parts – most often **-s-** or **-(e)n-**. There is no complete rule, but some patterns are very reliable.',
    },
    {
      table: {
        caption: 'Linking elements',
        head: ['Link', 'When', 'Examples'],
        rows: [
          ['-s-', 'after -ung, -heit, -keit, -schaft, -ion, -tät, and after many masculine and neuter nouns', '{{der Wohnungsschlüssel}}, {{das Gesundheitsamt}}, {{der Arbeitsplatz}}, {{der Geburtstag}}'],
          ['-n- / -en-', 'after many feminine nouns in -e, and weak masculines', '{{die Straßenbahn}}, {{die Sonnenbrille}}, {{der Krankenwagen}}'],
          ['-er-', 'often where the plural has -er', '{{das Kinderzimmer}}, {{der Bilderrahmen}}'],
          ['-e-', 'after some one-syllable nouns', '{{die Hundehütte}}, {{das Pferderennen}}'],
          ['nothing', 'very common', '{{die Haustür}}, {{der Tischnachbar}}, {{das Schlafzimmer}}'],
          ['-e dropped', 'some nouns in -e lose it', '{{die Schule}} → {{das Schulbuch}}, {{die Kirche}} → {{der Kirchturm}}'],
        ],
      },
    },
    {
      tip: 'The linking -s- is not a genitive and not a plural; it just makes the word easier to say. So do not “correct” {{der Geburtstag}} to a plural or a genitive – learn each compound as one word with its article.',
    },
    { h2: 'Stress and pronunciation' },
    {
      p: 'In most compounds the **first** part carries the main stress: HAUStür, KINdergarten, APfelsaft. Saying compounds aloud with the right stress makes long words much easier to understand, for you and your listener.',
    },
    { h2: 'One word, hyphen, or two words?' },
    {
      p: 'German compounds are written as **one word**. Writing them as two words, as English does, is a mistake: “Haus Tür” ✗ → {{Haustür}} ✓. A hyphen is used in a few cases:',
    },
    {
      ul: [
        'with single letters, abbreviations and numbers: {{die U-Bahn}}, {{die E-Mail}}, {{die Kfz-Steuer}}, {{die 3-Zimmer-Wohnung}};',
        'to make a very long or confusing word easier to read: {{die Ich-Form}}, {{der Musiker-Alltag}};',
        'with many English words: {{das Online-Angebot}}, though {{das Onlineangebot}} is also correct.',
      ],
    },
    { h2: 'How to read a really long word' },
    {
      p: 'Take it apart from the end. Find the last noun you know, then work backwards one part at a time.',
    },
    {
      examples: [
        { de: 'die Geschwindigkeitsbegrenzung', en: 'Geschwindigkeit (speed) + s + Begrenzung (limit) = speed limit' },
        { de: 'die Haftpflichtversicherung', en: 'Haftpflicht (liability) + Versicherung (insurance) = personal liability insurance' },
        { de: 'die Donaudampfschifffahrtsgesellschaft', en: 'Donau + Dampf + Schiff + Fahrt + s + Gesellschaft = Danube steamship company (a famous joke word)' },
      ],
    },
    {
      p: 'Note the three f in {{Schifffahrt}}: since the spelling reform, when three identical letters meet in a compound, all three are written ({{Schiff}} + {{Fahrt}}). A hyphen is allowed to make it easier to read: {{Schiff-Fahrt}}.',
    },
    { h2: 'Useful compounds by topic' },
    {
      table: {
        caption: 'Everyday compounds',
        head: ['Topic', 'Compounds'],
        rows: [
          ['home', '{{das Schlafzimmer}}, {{das Badezimmer}}, {{der Kühlschrank}}, {{die Waschmaschine}}, {{der Staubsauger}}'],
          ['town', '{{der Bahnhof}}, {{die Haltestelle}}, {{die Fußgängerzone}}, {{der Stadtplan}}, {{der Radweg}}'],
          ['time', '{{das Wochenende}}, {{der Geburtstag}}, {{der Nachmittag}}, {{die Jahreszeit}}, {{der Feierabend}}'],
          ['food', '{{der Apfelsaft}}, {{das Frühstück}}, {{der Kartoffelsalat}}, {{das Rindfleisch}}, {{der Rotwein}}'],
          ['work', '{{der Arbeitsplatz}}, {{der Lebenslauf}}, {{der Arbeitsvertrag}}, {{der Schreibtisch}}, {{der Führerschein}}'],
          ['favourites', '{{die Lieblingsfarbe}}, {{das Lieblingsessen}}, {{die Handynummer}}'],
        ],
      },
    },
    { h2: 'Making your own compounds' },
    {
      p: 'Germans create new compounds every day, and you can too – carefully. Combinations with {{Lieblings-}} (favourite) always work ({{mein Lieblingsbuch}}), and so do many obvious noun + noun pairs. For anything less obvious, check first whether the word is in use; otherwise say it with a preposition: {{eine Tasse für Kaffee}} is always understood, even if {{die Kaffeetasse}} is the usual word.',
    },
    {
      examples: [
        { de: 'Mein Lieblingsessen ist Kartoffelsalat.', en: 'My favourite food is potato salad.' },
        { de: 'Der Fahrkartenautomat am Hauptbahnhof ist kaputt.', en: 'The ticket machine at the main station is broken.' },
        { de: 'Hast du deinen Wohnungsschlüssel dabei?', en: 'Have you got your flat key with you?' },
      ],
    },
    {
      p: 'Compounds make gender easier: see [der, die or das?](/articles/der-die-das-noun-gender-rules). Food compounds are collected in [food and cooking vocabulary](/articles/food-and-cooking-vocabulary), and work ones in [German workplace vocabulary](/articles/german-workplace-vocabulary). More topic lists are in our [vocabulary section](/words).',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'Rat für deutsche Rechtschreibung', url: 'https://www.rechtschreibrat.com/' },
  ],
};

export default article;
