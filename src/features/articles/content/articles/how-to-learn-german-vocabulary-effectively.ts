import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'how-to-learn-german-vocabulary-effectively',
  type: 'Study Tips and Strategies',
  title: {
    en: 'How to Learn German Vocabulary Effectively',
    ua: 'Як ефективно вчити німецькі слова',
    de: 'Wortschatz effektiv lernen',
    ru: 'Как эффективно учить немецкие слова',
    be: 'Як эфектыўна вучыць нямецкія словы',
    tr: 'Almanca kelimeler etkili şekilde nasıl öğrenilir',
    pl: 'Jak skutecznie uczyć się niemieckich słówek',
    es: 'Cómo aprender vocabulario alemán de forma eficaz',
  },
  descr: {
    en: 'Word cards with article and plural, spaced repetition, gender clues, learning in context and word families – a method that makes words stick.',
    ua: 'Картки зі словами з артиклем і множиною, інтервальне повторення, підказки щодо роду, слова в контексті та родини слів – метод, що працює.',
    de: 'Karteikarten mit Artikel und Plural, verteiltes Wiederholen, Hinweise zum Genus, Lernen im Kontext und Wortfamilien – eine Methode, die wirkt.',
    ru: 'Карточки со словами с артиклем и множественным числом, интервальное повторение, подсказки о роде, слова в контексте и семьи слов.',
    be: 'Карткі са словамі з артыклем і множным лікам, інтэрвальнае паўтарэнне, падказкі пра род, словы ў кантэксце і сем’і слоў – метад, які працуе.',
    tr: 'Artikel ve çoğuluyla kelime kartları, aralıklı tekrar, cinsiyet ipuçları, bağlam içinde öğrenme ve kelime aileleri – kalıcı bir yöntem.',
    pl: 'Fiszki z rodzajnikiem i liczbą mnogą, powtórki w odstępach, wskazówki co do rodzaju, nauka w kontekście i rodziny wyrazów – metoda, która działa.',
    es: 'Tarjetas con artículo y plural, repaso espaciado, pistas sobre el género, aprender en contexto y familias de palabras: un método que funciona.',
  },
  img: 'card-index',
  date: '2025-11-04',
  body: [
    {
      p: 'Vocabulary is the raw material of every sentence. Grammar tells you how to build, but without words there is nothing to build with. The problem most learners know: you learn twenty words on Monday and remember five on Friday. That is not a lack of talent – it is how memory works. With the right method, much more of what you learn stays. This article shows how to make good word cards for German, how to review them at the right moments, and how to learn words so that you can actually use them.',
    },
    { h2: 'Rule number one: never learn a noun without its article' },
    {
      p: 'Every German noun has a grammatical gender – masculine ({{der}}), feminine ({{die}}) or neuter ({{das}}) – and the gender affects articles, adjectives and pronouns throughout the sentence. It is often not logical: {{das Mädchen}} (the girl) is neuter, {{der Löffel}} (spoon) masculine, {{die Gabel}} (fork) feminine. So learn the article as part of the word, from the very first day. Learning {{Tisch}} alone and trying to add {{der}} later is much harder than learning {{der Tisch}} as one unit.',
    },
    {
      p: 'The same goes for the plural. German has several plural patterns, and the plural cannot be predicted safely from the singular. Put it on the card too.',
    },
    {
      table: {
        caption: 'Nouns with article and plural',
        head: ['Singular', 'Plural', 'Pattern'],
        rows: [
          ['{{der Tisch}}', '{{die Tische}}', 'ending -e'],
          ['{{die Lampe}}', '{{die Lampen}}', 'ending -n'],
          ['{{das Buch}}', '{{die Bücher}}', 'umlaut and -er'],
          ['{{der Apfel}}', '{{die Äpfel}}', 'umlaut only'],
          ['{{das Auto}}', '{{die Autos}}', 'ending -s'],
          ['{{die Stadt}}', '{{die Städte}}', 'umlaut and -e'],
          ['{{das Zimmer}}', '{{die Zimmer}}', 'no change'],
        ],
      },
    },
    { h2: 'How to make a good word card' },
    {
      p: 'A word card has a question on the front and the answer on the back. For German, the back should contain more than a bare translation. Here is what belongs on a card for each word type:',
    },
    {
      ul: [
        '**Nouns:** article, singular, plural – {{der Kühlschrank, die Kühlschränke}}.',
        '**Verbs:** infinitive, and for irregular verbs the forms that change – {{fahren, er fährt, er fuhr, er ist gefahren}}. Mark separable verbs: {{anrufen – er ruft an – er hat angerufen}}.',
        '**Adjectives:** the base form, and irregular comparisons – {{gut, besser, am besten}}.',
        '**Verbs with prepositions:** always with the preposition and case – {{warten auf}} + accusative.',
        '**An example sentence** on every card, ideally one you made yourself.',
      ],
    },
    {
      p: 'Many learners use one colour per gender – for example, a different colour for {{der}}, {{die}} and {{das}} words. Visual memory then helps you recall the article. Whether you use paper cards or an app does not matter much; what matters is that the card contains the full information and that you review it at the right time.',
    },
    { h2: 'Spaced repetition: review just before you forget' },
    {
      p: 'Memory research since the 19th century has shown that we forget new information quickly at first and then more slowly, and that each successful review makes the memory last longer. Spaced repetition uses this: you review a word after a short gap, then after longer and longer gaps. Words you know well come up rarely; difficult words come up often. This saves a great deal of time compared with reviewing everything every day.',
    },
    {
      p: 'A simple paper version is the card box method with several compartments, popularised by the German journalist Sebastian Leitner:',
    },
    {
      ol: [
        'New cards go into compartment 1. Review compartment 1 every day.',
        'If you know a card, move it to the next compartment. If you do not know it, it goes back to compartment 1.',
        'Review the higher compartments less often – for example compartment 2 every two or three days, compartment 3 once a week, compartment 4 every two weeks, compartment 5 once a month.',
        'A card that passes compartment 5 is in your long-term memory. Keep it in a "done" pile for an occasional check.',
      ],
    },
    {
      p: 'Flashcard apps with spaced repetition do the scheduling for you. They are convenient, but the principle is the same – and so is the rule: the card is only as good as the information on it.',
    },
    { h2: 'Gender clues that help' },
    {
      p: 'There is no perfect rule for gender, but some endings and groups are very reliable. Learning them reduces the number of articles you have to memorise one by one.',
    },
    {
      table: {
        caption: 'Reliable gender clues',
        head: ['Clue', 'Gender', 'Examples'],
        rows: [
          ['-ung, -heit, -keit, -schaft', 'feminine', '{{die Zeitung}}, {{die Freiheit}}, {{die Möglichkeit}}, {{die Freundschaft}}'],
          ['-ion, -tät', 'feminine', '{{die Information}}, {{die Universität}}'],
          ['-chen, -lein (small things)', 'neuter', '{{das Mädchen}}, {{das Brötchen}}'],
          ['days, months, seasons', 'masculine', '{{der Montag}}, {{der Januar}}, {{der Sommer}}'],
          ['-ismus', 'masculine', '{{der Tourismus}}'],
        ],
      },
    },
    { h2: 'Learn words in context, not in isolation' },
    {
      p: 'A word you have seen in a sentence is easier to remember and easier to use. Better still, learn words in the combinations in which they usually appear. German often uses a different verb from English: you {{treffen}} a decision, not "make" it.',
    },
    {
      examples: [
        { de: 'eine Entscheidung treffen', en: 'to make a decision' },
        { de: 'einen Termin vereinbaren', en: 'to make an appointment' },
        { de: 'sich die Zähne putzen', en: 'to brush one’s teeth' },
        { de: 'Ich warte auf den Bus.', en: 'I’m waiting for the bus.' },
        { de: 'Der Kühlschrank ist leer.', en: 'The fridge is empty.' },
      ],
    },
    { h2: 'Use word families' },
    {
      p: 'German builds many words from the same stem. When you learn one, look at its family: you often get three or four words for the effort of one.',
    },
    {
      examples: [
        { de: 'fahren – die Fahrt – der Fahrer – die Abfahrt – das Fahrrad', en: 'to drive/go – the journey – the driver – the departure – the bicycle' },
        { de: 'wohnen – die Wohnung – der Wohnort – das Wohnzimmer', en: 'to live – the flat – the place of residence – the living room' },
      ],
    },
    { h2: 'From knowing to using' },
    {
      p: 'Recognising a word when you read it is the first step; producing it yourself is the goal. Train the harder direction: look at the English side and say the German word aloud, with its article. Then use new words in your own sentences, in writing or speaking, within a day or two of learning them. A word you have used three times in a real sentence is far more likely to stay.',
    },
    { h2: 'How many words a day?' },
    {
      p: 'Quality beats quantity. Five to fifteen new words a day, reviewed properly, lead to steady progress; fifty words a day usually lead to a mountain of cards you cannot review. Choose words you need: the vocabulary of your daily life, your job and your exam, not rare words from a random list.',
    },
    { h2: 'Common mistakes' },
    {
      ul: [
        'Lists of words without articles and plurals.',
        'Only reading the list instead of testing yourself.',
        'Learning many new words and never reviewing the old ones.',
        'Learning words you will hardly ever use.',
        'Never saying the words aloud – pronunciation is part of knowing a word.',
      ],
    },
    {
      tip: 'Every word in our [vocabulary sets](/words) comes with its article, and you can review it in [games](/games), [crosswords](/crosswords/) and [quizzes](/quizzes/). Printable [word-search worksheets](/worksheets) are a relaxed way to revisit a topic.',
    },
  ],
};

export default article;
