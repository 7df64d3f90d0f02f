import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-family-and-relationships-vocabulary',
  type: 'Vocabulary',
  title: {
    en: 'Family and Relationships Vocabulary in German',
    ua: 'Німецька лексика про сім’ю та стосунки',
    de: 'Wortschatz: Familie und Beziehungen',
    ru: 'Немецкая лексика о семье и отношениях',
    be: 'Нямецкая лексіка пра сям’ю і адносіны',
    tr: 'Almanca aile ve ilişkiler kelimeleri',
    pl: 'Słownictwo o rodzinie i związkach po niemiecku',
    es: 'Vocabulario alemán de la familia y las relaciones',
  },
  descr: {
    en: 'Family members with articles and plurals, in-laws and step-families, Freund or Freundin, marital status on forms, and the verbs for life events.',
    ua: 'Члени родини з артиклями й множиною, родичі по шлюбу, Freund чи Freundin, сімейний стан в анкетах і дієслова для подій життя.',
    de: 'Familienmitglieder mit Artikel und Plural, Schwiegereltern, Freund oder Freundin, Familienstand im Formular und Verben für Lebensereignisse.',
    ru: 'Члены семьи с артиклями и множественным числом, родственники по браку, Freund или Freundin, семейное положение в анкетах и глаголы для событий жизни.',
    be: 'Члены сям’і з артыклямі і множным лікам, сваякі па шлюбе, Freund ці Freundin, сямейнае становішча ў анкетах і дзеясловы для падзей жыцця.',
    tr: 'Artikel ve çoğullarıyla aile üyeleri, evlilik yoluyla akrabalar, Freund mu Freundin mi, formlarda medeni hâl ve hayat olayları fiilleri.',
    pl: 'Członkowie rodziny z rodzajnikami i liczbą mnogą, powinowaci, Freund czy Freundin, stan cywilny w formularzach i czasowniki o wydarzeniach życia.',
    es: 'Miembros de la familia con artículo y plural, la familia política, Freund o Freundin, el estado civil en formularios y verbos para etapas de la vida.',
  },
  img: 'family',
  date: '2026-05-19',
  body: [
    {
      p: 'Talking about your family is one of the first things you do in a new language – in the classroom, in an exam, and whenever you get to know someone. This article gives you the family words with their articles and plurals, the vocabulary for relationships and life events, and the grammar you need to use them: possessive articles, the dative and a few useful question patterns.',
    },
    { h2: 'The close family' },
    {
      table: {
        caption: 'Parents, children, brothers and sisters',
        head: ['Masculine', 'Feminine', 'Plural / both'],
        rows: [
          ['{{der Vater, die Väter}}', '{{die Mutter, die Mütter}}', '{{die Eltern}} (parents, only plural)'],
          ['{{der Sohn, die Söhne}}', '{{die Tochter, die Töchter}}', '{{das Kind, die Kinder}}'],
          ['{{der Bruder, die Brüder}}', '{{die Schwester, die Schwestern}}', '{{die Geschwister}} (siblings)'],
          ['{{der Ehemann}} / {{der Mann}}', '{{die Ehefrau}} / {{die Frau}}', '{{das Ehepaar}} (married couple)'],
        ],
      },
    },
    {
      p: 'In everyday speech, {{mein Mann}} and {{meine Frau}} simply mean “my husband” and “my wife”; {{Ehemann}} and {{Ehefrau}} are more formal. Children say {{Mama}} and {{Papa}}. {{Die Geschwister}} is the normal word for brothers and sisters together: {{Ich habe drei Geschwister}}. If you have none, you are {{ein Einzelkind}} (an only child). Twins are {{die Zwillinge}}.',
    },
    { h2: 'The wider family' },
    {
      table: {
        caption: 'Grandparents, aunts, uncles, cousins',
        head: ['Masculine', 'Feminine', 'Plural / both'],
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
      p: 'All relatives together are {{die Verwandten}} – an adjective used as a noun, so it changes like one: {{ein Verwandter}}, {{eine Verwandte}}, {{mit meinen Verwandten}}. Note that {{der Neffe}} belongs to the n-declension: {{Ich besuche meinen Neffen}}.',
    },
    { h2: 'In-laws, step-families and half-siblings' },
    {
      ul: [
        '**Schwieger-** means “-in-law”: {{der Schwiegervater}}, {{die Schwiegermutter}}, {{die Schwiegereltern}}, {{der Schwiegersohn}}, {{die Schwiegertochter}}.',
        'Brother-in-law and sister-in-law are separate words: {{der Schwager}}, {{die Schwägerin}}.',
        '**Stief-** means “step-”: {{der Stiefvater}}, {{die Stiefmutter}}, {{der Stiefbruder}}, {{die Stiefschwester}}.',
        '**Halb-** means “half-”: {{der Halbbruder}}, {{die Halbschwester}}.',
      ],
    },
    { h2: 'Friend or boyfriend? Freund and Freundin' },
    {
      p: 'This is the classic trap. {{Mein Freund}} and {{meine Freundin}} usually mean “my boyfriend” and “my girlfriend”. To make clear that you mean a friend, say {{ein Freund von mir}} or {{eine Freundin von mir}}, or use {{ein guter Freund}} or {{eine gute Freundin}}. Other useful words:',
    },
    {
      ul: [
        '{{der Partner}}, {{die Partnerin}} – partner (neutral)',
        '{{der Lebensgefährte}}, {{die Lebensgefährtin}} – long-term partner, often when living together without being married',
        '{{der Bekannte}}, {{die Bekannte}} – acquaintance (an adjectival noun: {{ein Bekannter}})',
        '{{der Nachbar}}, {{die Nachbarin}} – neighbour',
        '{{der Kollege}}, {{die Kollegin}} – colleague',
        '{{die Beziehung}} – relationship; {{der Freundeskreis}} – circle of friends',
      ],
    },
    {
      examples: [
        { de: 'Das ist Tom, ein Freund von mir aus der Schule.', en: 'This is Tom, a friend of mine from school.' },
        { de: 'Meine Freundin und ich wohnen seit einem Jahr zusammen.', en: 'My girlfriend and I have lived together for a year.' },
      ],
    },
    { h2: 'Marital status on forms' },
    {
      p: 'Official forms ask for your {{Familienstand}}. You will also see {{Familienname}} or {{Nachname}} (surname), {{Vorname}} (first name) and {{Geburtsname}} (name at birth, e.g. a maiden name).',
    },
    {
      table: {
        caption: 'Familienstand',
        head: ['German', 'English'],
        rows: [
          ['{{ledig}}', 'single, never married'],
          ['{{verheiratet}}', 'married'],
          ['{{getrennt lebend}}', 'separated'],
          ['{{geschieden}}', 'divorced'],
          ['{{verwitwet}}', 'widowed'],
        ],
      },
    },
    { h2: 'Life events' },
    {
      table: {
        caption: 'Verbs and nouns for the big moments',
        head: ['Verb', 'Noun', 'English'],
        rows: [
          ['{{geboren werden}}', '{{die Geburt}}', 'to be born, birth'],
          ['{{aufwachsen}}', '{{die Kindheit}}', 'to grow up, childhood'],
          ['{{sich verlieben}} (in + acc.)', '{{die Liebe}}', 'to fall in love, love'],
          ['{{zusammenziehen}}', '–', 'to move in together'],
          ['{{sich verloben}}', '{{die Verlobung}}', 'to get engaged, engagement'],
          ['{{heiraten}}', '{{die Hochzeit}}', 'to marry, wedding'],
          ['{{ein Kind bekommen}}', '{{die Schwangerschaft}}', 'to have a baby, pregnancy'],
          ['{{sich trennen}}', '{{die Trennung}}', 'to split up, separation'],
          ['{{sich scheiden lassen}}', '{{die Scheidung}}', 'to get divorced, divorce'],
          ['{{sterben}}', '{{der Tod}}', 'to die, death'],
        ],
      },
    },
    {
      examples: [
        { de: 'Ich bin in einem kleinen Dorf aufgewachsen.', en: 'I grew up in a small village.' },
        { de: 'Meine Eltern haben 1995 geheiratet.', en: 'My parents got married in 1995.' },
        { de: 'Wann bist du geboren? – Ich bin 2001 geboren.', en: 'When were you born? – I was born in 2001.' },
        { de: 'Sie hat sich in ihren Kollegen verliebt.', en: 'She fell in love with her colleague.' },
      ],
    },
    {
      p: 'Careful with {{heiraten}}: it takes a direct object without a preposition – {{Er heiratet seine Freundin}} (he is marrying his girlfriend). {{Ich bin verheiratet}} describes the state (I am married), while {{Wir haben geheiratet}} describes the event.',
    },
    { h2: 'Grammar you need: possessives and the dative' },
    {
      p: 'Family words almost always come with a possessive article. Its ending depends on the gender and case of the family member, not on the owner.',
    },
    {
      table: {
        caption: 'mein with family words',
        head: ['Case', 'Masculine', 'Feminine', 'Plural'],
        rows: [
          ['Nominative', '{{mein Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Accusative', '{{meinen Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Dative', '{{meinem Bruder}}', '{{meiner Schwester}}', '{{meinen Eltern}}'],
        ],
      },
    },
    {
      p: 'In speech, relationships are often expressed with {{von}} + dative: {{die Schwester von meiner Mutter}} (my mother’s sister = my aunt). With names, use the genitive -s: {{Peters Frau}}, {{Annas Kinder}}.',
    },
    { h2: 'Talking about your family' },
    {
      examples: [
        { de: 'Hast du Geschwister? – Ja, einen Bruder und zwei Schwestern.', en: 'Do you have any brothers or sisters? – Yes, one brother and two sisters.' },
        { de: 'Nein, ich bin Einzelkind.', en: 'No, I’m an only child.' },
        { de: 'Wie alt ist deine Schwester? – Sie ist 25.', en: 'How old is your sister? – She is 25.' },
        { de: 'Meine Großeltern wohnen auf dem Land. Ich besuche sie oft.', en: 'My grandparents live in the country. I visit them often.' },
        { de: 'Bist du verheiratet? – Nein, aber ich habe einen Partner.', en: 'Are you married? – No, but I have a partner.' },
        { de: 'Mein Onkel ist der Bruder meiner Mutter.', en: 'My uncle is my mother’s brother.' },
      ],
    },
    {
      p: 'To describe family members, combine these words with adjectives: {{Mein Vater ist groß und ruhig. Meine Schwester ist sehr lustig, aber manchmal ungeduldig.}} For the endings ({{mein jüngerer Bruder}}, {{meine ältere Schwester}}), see [adjective endings made simple](/articles/german-adjective-endings-made-simple).',
    },
    {
      tip: 'Draw your family tree and label it in German, with articles: {{der Opa}}, {{die Tante}}, {{der Cousin}}. Then describe it aloud in five sentences. For more practice, see our [vocabulary lists](/words) and [phrases](/phrases).',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'Deutsche Welle – Learn German', url: 'https://learngerman.dw.com/' },
  ],
};

export default article;
