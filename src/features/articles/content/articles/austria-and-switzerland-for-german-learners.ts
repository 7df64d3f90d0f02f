import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'austria-and-switzerland-for-german-learners',
  type: 'Travel To Germany',
  title: {
    en: 'Austria and Switzerland for German Learners',
    ua: 'Австрія та Швейцарія для тих, хто вивчає німецьку',
    de: 'Österreich und die Schweiz für Deutschlernende',
    ru: 'Австрия и Швейцария для изучающих немецкий',
    be: 'Аўстрыя і Швейцарыя для тых, хто вывучае нямецкую',
    tr: 'Almanca öğrenenler için Avusturya ve İsviçre',
    pl: 'Austria i Szwajcaria dla uczących się niemieckiego',
    es: 'Austria y Suiza para estudiantes de alemán',
  },
  descr: {
    en: 'German beyond Germany: Austrian and Swiss standard German, typical words, dialects, greetings and what to expect when you travel, study or work there.',
    ua: 'Німецька за межами Німеччини: австрійський і швейцарський варіанти, типові слова, діалекти, привітання та чого чекати в поїздці, на навчанні чи роботі.',
    de: 'Deutsch außerhalb Deutschlands: österreichisches und Schweizer Hochdeutsch, typische Wörter, Dialekte, Grüße und was Sie auf Reisen erwartet.',
    ru: 'Немецкий за пределами Германии: австрийский и швейцарский варианты, типичные слова, диалекты, приветствия и чего ждать в поездке, на учёбе или работе.',
    be: 'Нямецкая мова за межамі Германіі: аўстрыйскі і швейцарскі варыянты, тыповыя словы, дыялекты, прывітанні і чаго чакаць у паездцы, на вучобе ці рабоце.',
    tr: 'Almanya dışında Almanca: Avusturya ve İsviçre standart Almancası, tipik kelimeler, lehçeler, selamlaşmalar ve seyahatte, okulda ya da işte neler beklenir.',
    pl: 'Niemiecki poza Niemcami: austriacka i szwajcarska odmiana standardowa, typowe słowa, dialekty, powitania i czego się spodziewać w podróży, na studiach i w pracy.',
    es: 'El alemán fuera de Alemania: el estándar austriaco y suizo, palabras típicas, dialectos, saludos y qué esperar al viajar, estudiar o trabajar allí.',
  },
  img: 'snow-capped-mountain',
  date: '2025-07-22',
  body: [
    {
      p: 'German is not only the language of Germany. It is the official language of Austria, one of the national languages of Switzerland and an official language in Liechtenstein, Luxembourg and Belgium, as well as in the Italian province of South Tyrol. For learners, Austria and Switzerland are the most important of these countries: both are popular places to travel, study and work, and both have their own standard form of German. This article shows what is different, what stays the same and how to prepare.',
    },
    { h2: 'One language, several standards' },
    {
      p: 'Linguists describe German as a pluricentric language: it has more than one accepted standard. German German, Austrian German and Swiss Standard German ({{Schweizer Hochdeutsch}}) share the same grammar and almost all of their vocabulary, and educated speakers of each understand the others without difficulty. The differences are mostly in pronunciation, in a few hundred everyday words and in some details of usage. What you learn in a German course is therefore fully usable in Vienna or Zurich; you only need to add some local words to your vocabulary.',
    },
    { h2: 'Austria' },
    {
      p: 'Austria is a federal republic with nine federal states and the euro as its currency. German is spoken throughout the country. Austrian standard German has its own official dictionary and is used in schools, newspapers, television and offices. In everyday life you will also hear regional dialects, most of which are related to the dialects of Bavaria, with Alemannic dialects in the far west.',
    },
    { h3: 'Greetings and typical words' },
    {
      p: 'A common greeting in shops and offices is {{Grüß Gott}}; among friends you will hear {{Servus}}, which is used both for hello and goodbye. Food vocabulary is where visitors notice the differences first:',
    },
    {
      table: {
        caption: 'Austrian words and their equivalents in Germany',
        head: ['Austria', 'Germany', 'English'],
        rows: [
          ['{{der Jänner}}', '{{der Januar}}', 'January'],
          ['{{die Erdäpfel}}', '{{die Kartoffeln}}', 'potatoes'],
          ['{{der Paradeiser}}', '{{die Tomate}}', 'tomato'],
          ['{{die Marille}}', '{{die Aprikose}}', 'apricot'],
          ['{{der Topfen}}', '{{der Quark}}', 'quark (soft white cheese)'],
          ['{{das Schlagobers}}', '{{die Schlagsahne}}', 'whipped cream'],
          ['{{die Semmel}}', '{{das Brötchen}}', 'bread roll'],
          ['{{die Stiege}}', '{{die Treppe}}', 'stairs'],
        ],
      },
    },
    {
      p: 'There are also small differences in grammar. In Austria, as in southern Germany, the verbs {{sitzen}}, {{stehen}} and {{liegen}} form the perfect tense with {{sein}}: {{ich bin gesessen}} rather than {{ich habe gesessen}}. Both forms are correct in their region.',
    },
    {
      examples: [
        { de: 'Grüß Gott! Ich hätte gern zwei Semmeln.', en: 'Hello! I would like two bread rolls.' },
        { de: 'Im Jänner ist es in Wien oft sehr kalt.', en: 'In January it is often very cold in Vienna.' },
        { de: 'Einen Apfelstrudel mit Schlagobers, bitte.', en: 'An apple strudel with whipped cream, please.' },
        { de: 'Wir sind lange im Kaffeehaus gesessen.', en: 'We sat in the coffee house for a long time.' },
      ],
    },
    { h2: 'Switzerland' },
    {
      p: 'Switzerland has four national languages: German, French, Italian and Romansh. German is spoken by the majority, mainly in the north, centre and east of the country. Switzerland is divided into 26 cantons and uses the Swiss franc, not the euro.',
    },
    { h3: 'Standard German and Swiss German' },
    {
      p: 'In German-speaking Switzerland, people use two forms of the language side by side. Swiss Standard German is used for writing, in schools, in the news and in formal situations. In everyday conversation, however, almost everyone speaks a Swiss German dialect, and these dialects can be very hard to understand, even for people from Germany. Do not be discouraged: most Swiss people switch to standard German when they notice that you are a learner, especially if you ask politely.',
    },
    {
      p: 'Swiss Standard German has one famous spelling difference: it does not use the letter {{ß}}. Where Germany and Austria write {{die Straße}}, Switzerland writes the word with a double s. Some everyday words also differ, and several of them come from French:',
    },
    {
      table: {
        caption: 'Swiss words and their equivalents in Germany',
        head: ['Switzerland', 'Germany', 'English'],
        rows: [
          ['{{das Velo}}', '{{das Fahrrad}}', 'bicycle'],
          ['{{das Trottoir}}', '{{der Bürgersteig}}', 'pavement'],
          ['{{das Billett}}', '{{die Fahrkarte}}', 'ticket'],
          ['{{parkieren}}', '{{parken}}', 'to park'],
          ['{{das Spital}}', '{{das Krankenhaus}}', 'hospital'],
        ],
      },
    },
    {
      examples: [
        { de: 'Grüezi! Ein Billett nach Bern, bitte.', en: 'Hello! A ticket to Bern, please.' },
        { de: 'Ich fahre jeden Tag mit dem Velo zur Arbeit.', en: 'I cycle to work every day.' },
        { de: 'Wo kann ich hier parkieren?', en: 'Where can I park here?' },
        { de: 'Könnten Sie bitte Hochdeutsch sprechen? Ich lerne noch.', en: 'Could you please speak standard German? I am still learning.' },
      ],
    },
    { h2: 'Studying, working and exams' },
    {
      ul: [
        'Universities in Austria and Switzerland teach many programmes in German and usually ask for proof of German skills; check the requirements of each university.',
        'Austria has its own German exam system, the Austrian German Language Diploma (ÖSD), which is offered in many countries. Goethe-Institut certificates and other well-known exams are also widely known; which certificate is accepted depends on the institution.',
        'Rules for residence and work differ between the two countries and from those in Germany, and they depend on your nationality. Always check the official sources of the country concerned.',
      ],
    },
    { h2: 'How to prepare' },
    {
      ol: [
        'Keep learning standard German: it is understood everywhere and is the basis for every regional form.',
        'Learn the local words for food, transport and shopping before your trip, using the tables above.',
        'Listen to Austrian and Swiss radio or television to get used to the accents.',
        'Do not try to imitate a dialect at first; speak standard German and enjoy listening to the local forms.',
      ],
    },
    {
      tip: 'Most of what you know about German daily life also helps across the border. For a trip through all three countries, start with our [German travel phrases](/articles/german-travel-phrases) and our guide to [German cities for language learners](/articles/german-cities-for-language-learners).',
    },
  ],
  sources: [
    { title: 'ÖSD – Austrian German Language Diploma', url: 'https://www.osd.at/' },
    { title: 'Austria’s official travel guide', url: 'https://www.austria.info/' },
    { title: 'The Swiss federal administration', url: 'https://www.admin.ch/' },
    { title: 'Switzerland Tourism', url: 'https://www.myswitzerland.com/' },
  ],
};

export default article;
