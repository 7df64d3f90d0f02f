import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'der-die-das-noun-gender-rules',
  type: 'Grammar',
  title: {
    en: 'Der, Die or Das? Rules for German Noun Gender',
    ua: 'Der, die чи das? Правила роду іменників у німецькій',
    de: 'Der, die oder das? Regeln für das Genus der Nomen',
    ru: 'Der, die или das? Правила рода существительных в немецком',
    be: 'Der, die ці das? Правілы роду назоўнікаў у нямецкай мове',
    tr: 'Der, die mi das mı? Almancada isimlerin cinsiyet kuralları',
    pl: 'Der, die czy das? Zasady rodzaju rzeczowników w niemieckim',
    es: '¿Der, die o das? Reglas del género de los sustantivos en alemán',
  },
  descr: {
    en: 'Endings and word groups that tell you whether a German noun is der, die or das – with the common exceptions and tips for remembering.',
    ua: 'Закінчення і групи слів, за якими видно, чи іменник der, die або das, – з поширеними винятками та порадами для запам’ятовування.',
    de: 'Endungen und Wortgruppen, an denen man der, die oder das erkennt – mit den häufigen Ausnahmen und Tipps zum Merken.',
    ru: 'Окончания и группы слов, по которым видно, der, die или das у существительного, – с частыми исключениями и советами для запоминания.',
    be: 'Канчаткі і групы слоў, па якіх відаць, ці назоўнік der, die або das, – з частымі выключэннямі і парадамі для запамінання.',
    tr: 'Bir Almanca ismin der, die ya da das olduğunu gösteren ekler ve kelime grupları; sık istisnalar ve akılda tutma ipuçları.',
    pl: 'Końcówki i grupy słów, po których poznasz, czy rzeczownik ma der, die czy das – z częstymi wyjątkami i wskazówkami.',
    es: 'Terminaciones y grupos de palabras que indican si un sustantivo es der, die o das, con las excepciones frecuentes y trucos.',
  },
  img: 'label',
  date: '2025-03-06',
  body: [
    {
      p: 'Every German noun has a grammatical gender: masculine ({{der}}), feminine ({{die}}) or neuter ({{das}}). The gender matters far beyond the article itself, because it decides the endings of articles, adjectives and pronouns in every case. The bad news is that gender is often not logical: {{der Löffel}} (spoon), {{die Gabel}} (fork) and {{das Messer}} (knife) lie side by side on the table. The good news is that for a large share of nouns the **ending** or the **meaning** gives the gender away. This article collects the rules that are reliable enough to be worth learning, with their most important exceptions.',
    },
    { h2: 'First: the articles themselves' },
    {
      table: {
        caption: 'Articles in the nominative (the subject form)',
        head: ['Form', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['definite (the)', '{{der Tisch}}', '{{die Lampe}}', '{{das Buch}}', '{{die Bücher}}'],
          ['indefinite (a)', '{{ein Tisch}}', '{{eine Lampe}}', '{{ein Buch}}', '–'],
          ['negative (no)', '{{kein Tisch}}', '{{keine Lampe}}', '{{kein Buch}}', '{{keine Bücher}}'],
          ['pronoun (it/he/she)', '{{er}}', '{{sie}}', '{{es}}', '{{sie}}'],
        ],
      },
    },
    {
      p: 'Notice two things. In the plural every noun takes {{die}}, whatever its gender, so the plural tells you nothing about the gender. And the pronoun follows the grammatical gender, not the thing: a table is “he” in German.',
    },
    {
      examples: [
        { de: 'Wo ist der Schlüssel? – Er liegt auf dem Tisch.', en: 'Where is the key? – It is on the table.' },
        { de: 'Die Uhr ist neu. Sie war nicht teuer.', en: 'The watch is new. It wasn’t expensive.' },
      ],
    },
    { h2: 'Endings that are almost always feminine (die)' },
    {
      p: 'These are the most dependable rules in the whole system. If a noun ends like this, you can say {{die}} with confidence.',
    },
    {
      table: {
        caption: 'Feminine endings',
        head: ['Ending', 'Examples', 'Notes'],
        rows: [
          ['-ung', '{{die Wohnung}}, {{die Zeitung}}, {{die Übung}}', 'no common exceptions'],
          ['-heit, -keit', '{{die Freiheit}}, {{die Gesundheit}}, {{die Möglichkeit}}', 'no exceptions'],
          ['-schaft', '{{die Freundschaft}}, {{die Mannschaft}}', 'no common exceptions'],
          ['-ion', '{{die Information}}, {{die Nation}}, {{die Region}}', 'almost always; but {{der Spion}}, {{das Stadion}}, {{der Skorpion}}'],
          ['-tät', '{{die Universität}}, {{die Qualität}}', 'no exceptions'],
          ['-ei', '{{die Bäckerei}}, {{die Polizei}}', 'but {{das Ei}} (egg)'],
          ['-ie', '{{die Familie}}, {{die Energie}}, {{die Biologie}}', 'but {{das Knie}}'],
          ['-ik', '{{die Musik}}, {{die Politik}}, {{die Fabrik}}', 'but {{der Katholik}}'],
          ['-ur', '{{die Natur}}, {{die Kultur}}, {{die Figur}}', 'but {{das Abitur}}'],
          ['-enz, -anz', '{{die Konferenz}}, {{die Distanz}}', ''],
          ['-in (female persons)', '{{die Lehrerin}}, {{die Ärztin}}', 'but {{der Termin}}, {{das Benzin}}'],
        ],
      },
    },
    {
      p: 'The ending **-e** is also a strong signal: most nouns ending in -e are feminine ({{die Lampe}}, {{die Straße}}, {{die Woche}}, {{die Sprache}}). The big group of exceptions are male persons and animals, which are masculine ({{der Junge}}, {{der Kollege}}, {{der Löwe}}), a handful of other masculines ({{der Name}}, {{der Käse}}, {{der Gedanke}}) and some neuters, above all those beginning with Ge- ({{das Gebäude}}, {{das Gemüse}}) and {{das Auge}}, {{das Ende}}.',
    },
    { h2: 'Endings and groups that point to masculine (der)' },
    {
      ul: [
        '**-er** for people and tools that do something (from verbs): {{der Lehrer}}, {{der Fahrer}}, {{der Computer}}, {{der Wecker}}. Careful: -er on its own is not a rule – {{die Mutter}}, {{das Fenster}}.',
        '**-ling**: {{der Frühling}}, {{der Schmetterling}}, {{der Lehrling}}.',
        '**-ismus**: {{der Tourismus}}, {{der Optimismus}}.',
        '**-ig**: {{der Honig}}, {{der König}}, {{der Essig}}.',
        '**-or**: {{der Motor}}, {{der Doktor}}, {{der Autor}} – but {{das Labor}}.',
        '**-ant, -ent** for people: {{der Student}}, {{der Praktikant}}, {{der Präsident}}.',
        '**Days, months and seasons**: {{der Montag}}, {{der Januar}}, {{der Sommer}}.',
        '**Points of the compass and most weather words**: {{der Norden}}, {{der Regen}}, {{der Schnee}}, {{der Wind}}.',
        '**Makes of car** (because of {{der Wagen}}): {{der BMW}}, {{der Golf}}.',
        '**Many alcoholic drinks**: {{der Wein}}, {{der Sekt}}, {{der Wodka}} – but {{das Bier}}.',
        '**Many short nouns made from a verb stem**: {{der Schlaf}} ({{schlafen}}), {{der Gang}} ({{gehen}}), {{der Sprung}} ({{springen}}).',
      ],
    },
    { h2: 'Endings and groups that point to neuter (das)' },
    {
      ul: [
        '**-chen and -lein** (diminutives), without exception: {{das Mädchen}}, {{das Brötchen}}, {{das Fräulein}}. This is why “girl” is neuter: the gender comes from the ending, not from the person.',
        '**-ment**: {{das Dokument}}, {{das Instrument}}, {{das Medikament}}.',
        '**-um** (Latin words): {{das Museum}}, {{das Zentrum}}, {{das Studium}}.',
        '**-nis** is mostly neuter: {{das Ergebnis}}, {{das Zeugnis}}, {{das Erlebnis}} – but {{die Erlaubnis}}, {{die Kenntnis}}.',
        '**Infinitives used as nouns**: {{das Essen}}, {{das Schwimmen}}, {{das Lernen}}.',
        '**Colours and languages as nouns**: {{das Rot}}, {{das Deutsch}}.',
        '**Young people and animals**: {{das Kind}}, {{das Baby}}, {{das Kalb}}.',
        '**Most metals and chemical elements**: {{das Gold}}, {{das Eisen}}, {{das Silber}}.',
        '**Hotels, cafés and cinemas**: {{das Hotel}}, {{das Café}}, {{das Kino}}, {{das Restaurant}}.',
        '**Collective nouns with Ge-**: {{das Gebirge}}, {{das Gemüse}}, {{das Getränk}}.',
      ],
    },
    { h2: 'Compound nouns: the last part decides' },
    {
      p: 'German builds long nouns by joining shorter ones, and the gender of the whole word is always the gender of its **last** part. That means that once you know {{die Karte}}, you know the gender of every card: {{die Fahrkarte}}, {{die Postkarte}}, {{die Speisekarte}}.',
    },
    {
      examples: [
        { de: 'das Haus + die Tür = die Haustür', en: 'house + door = the front door' },
        { de: 'die Tür + der Schlüssel = der Türschlüssel', en: 'door + key = the door key' },
        { de: 'der Kaffee + die Tasse = die Kaffeetasse', en: 'coffee + cup = the coffee cup' },
      ],
    },
    { h2: 'Natural gender – and where it fails' },
    {
      p: 'For people, grammatical gender usually matches natural gender: {{der Mann}}, {{der Vater}}, {{die Frau}}, {{die Tochter}}. Most job titles have a masculine form and a feminine form with -in: {{der Arzt}}, {{die Ärztin}}. The famous exceptions come from endings: {{das Mädchen}} and {{das Fräulein}} are neuter because of -chen and -lein, and {{das Kind}} is neuter because it is a young person. Some person words have one gender for everybody: {{die Person}}, {{der Mensch}}, {{das Mitglied}}.',
    },
    { h2: 'One word, two genders, two meanings' },
    {
      p: 'A few nouns change their meaning with their article. These are worth learning as pairs:',
    },
    {
      table: {
        caption: 'Same form, different gender',
        head: ['Masculine / neuter', 'Feminine / other'],
        rows: [
          ['{{der See}} – lake', '{{die See}} – sea'],
          ['{{der Leiter}} – head, manager', '{{die Leiter}} – ladder'],
          ['{{das Steuer}} – steering wheel', '{{die Steuer}} – tax'],
          ['{{der Band}} – volume (book)', '{{die Band}} – band (music); {{das Band}} – ribbon'],
          ['{{der Kiefer}} – jaw', '{{die Kiefer}} – pine tree'],
        ],
      },
    },
    { h2: 'How to learn gender without despair' },
    {
      ol: [
        '**Never learn a noun without its article.** Write and say {{der Tisch}}, not “Tisch”. Add the plural too: {{der Tisch, die Tische}}.',
        '**Use colours.** Many learners mark masculine nouns blue, feminine red and neuter green on flashcards; the colour sticks in your memory.',
        '**Learn the endings above once**, then check every new noun against them. You will be right far more often than you guess.',
        '**Learn exceptions as little stories**: “The egg ({{das Ei}}) is not a bakery ({{die Bäckerei}}).”',
        '**Read and listen a lot.** The article becomes a sound that belongs to the word: {{die Sonne}} simply sounds right.',
      ],
    },
    {
      tip: 'When you are unsure while speaking, use the plural or a word that hides the gender. {{Ich nehme zwei Brötchen}} avoids the article altogether. In writing, look the noun up: every good dictionary, such as Duden, gives the article.',
    },
    {
      p: 'Gender is the foundation of the case system, which you meet next in [German cases explained](/articles/german-cases-explained) and in [adjective endings made simple](/articles/german-adjective-endings-made-simple). For long nouns, see [German compound nouns](/articles/german-compound-nouns). Practise articles with the topic lists in our [vocabulary section](/words) and the [games](/games).',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'Goethe-Institut – Learning German', url: 'https://www.goethe.de/' },
  ],
};

export default article;
