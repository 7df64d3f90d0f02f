import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-cities-for-language-learners',
  type: 'Travel To Germany',
  title: {
    en: 'The Best German Cities for Language Learners',
    ua: 'Найкращі німецькі міста для тих, хто вивчає мову',
    de: 'Deutsche Städte für Deutschlernende',
    ru: 'Лучшие немецкие города для изучающих язык',
    be: 'Найлепшыя нямецкія гарады для тых, хто вывучае мову',
    tr: 'Dil öğrenenler için en iyi Alman şehirleri',
    pl: 'Najlepsze niemieckie miasta dla uczących się języka',
    es: 'Las mejores ciudades alemanas para aprender el idioma',
  },
  descr: {
    en: 'Berlin, Munich, Hamburg, Leipzig, Heidelberg and more: what each city offers a German learner, from accent and dialect to student life and courses.',
    ua: 'Берлін, Мюнхен, Гамбург, Лейпциг, Гайдельберг та інші: що кожне місто дає тому, хто вчить німецьку, — від вимови й діалекту до студентського життя та курсів.',
    de: 'Berlin, München, Hamburg, Leipzig, Heidelberg und mehr: Was jede Stadt Deutschlernenden bietet, von Aussprache und Dialekt bis zu Studentenleben und Kursen.',
    ru: 'Берлин, Мюнхен, Гамбург, Лейпциг, Гейдельберг и другие: что каждый город даёт изучающему немецкий — от произношения и диалекта до студенческой жизни и курсов.',
    be: 'Берлін, Мюнхен, Гамбург, Лейпцыг, Гайдэльберг і іншыя: што кожны горад дае таму, хто вывучае нямецкую, — ад вымаўлення і дыялекту да студэнцкага жыцця і курсаў.',
    tr: 'Berlin, Münih, Hamburg, Leipzig, Heidelberg ve diğerleri: her şehrin Almanca öğrenene sundukları, aksan ve lehçeden öğrenci hayatına ve kurslara kadar.',
    pl: 'Berlin, Monachium, Hamburg, Lipsk, Heidelberg i inne: co każde miasto oferuje uczącym się niemieckiego, od wymowy i dialektu po życie studenckie i kursy.',
    es: 'Berlín, Múnich, Hamburgo, Leipzig, Heidelberg y más: lo que cada ciudad ofrece a quien aprende alemán, del acento y el dialecto a la vida estudiantil y los cursos.',
  },
  img: 'cityscape',
  date: '2025-03-18',
  body: [
    {
      p: 'Where you spend a language course, a semester or a working holiday shapes the German you bring home. Every German city has language schools and adult education centres, but cities differ in how much English you will hear, how strong the local accent is, how expensive daily life feels and how easy it is to meet people. This guide describes several popular cities and what makes each one good (or challenging) for a learner. It deliberately avoids rankings and numbers: prices and course offers change, so always check current information before you decide.',
    },
    { h2: 'What to think about before you choose' },
    {
      ul: [
        '**Accent and dialect.** Everyone in Germany understands standard German ({{Hochdeutsch}}), and teachers use it in class. In the street, however, you will also hear regional accents and dialects, especially in the south.',
        '**How much English you hear.** In big international cities many people switch to English as soon as they notice an accent. That is kind, but it costs you practice.',
        '**Cost of living.** Rents differ a lot between cities. Large cities in the south and west are usually more expensive than smaller cities and many cities in the east.',
        '**Size and atmosphere.** A small university town makes it easy to meet the same people again; a big city offers more events, jobs and courses.',
        '**Courses and exams.** Check which schools, universities and exam centres are in the city. The Goethe-Institut, for example, lists its locations in Germany on goethe.de.',
      ],
    },
    { h2: 'Berlin: international and full of choice' },
    {
      p: 'The capital is the largest city in Germany and the most international. There is a huge choice of language schools, evening classes, conversation groups and tandem meetings, and culture for every taste. The downside for learners is that English is everywhere in some districts, in cafés, start-ups and shared flats. You will have to insist politely on German. The local Berlin dialect is easy to follow once you know a few of its words: at the bakery, for example, many Berliners ask for {{eine Schrippe}} rather than {{ein Brötchen}} (a bread roll).',
    },
    { h2: 'Munich: Bavarian charm and high standards' },
    {
      p: 'The capital of Bavaria combines a large university scene with traditional Bavarian culture. You will hear {{Grüß Gott}} and {{Servus}} as greetings, and many people speak with a clear Bavarian accent or the Bavarian dialect itself. That is a great listening challenge at B1 and above. Munich is known as one of the most expensive German cities to live in, so plan your budget carefully and look for accommodation early.',
    },
    { h2: 'Hamburg: the north and its clear speech' },
    {
      p: 'Germany’s second-largest city is a port city with a relaxed, northern style. Many learners find the northern German accent easy to understand because it is close to the standard pronunciation they learn in class. The typical northern greeting is {{Moin}}, which people use at any time of the day. Like Berlin and Munich, Hamburg is a popular and therefore not a cheap place to live.',
    },
    { h2: 'Hanover: the reputation for standard German' },
    {
      p: 'Hanover, the capital of Lower Saxony, has a long-standing reputation for speaking German that sounds very close to the standard. Linguists point out that every region has its own accent, but for a learner the everyday speech in Hanover and the surrounding region is generally easy to follow. It is a medium-sized city, less touristy than Berlin or Munich, which means more situations in which German is the natural choice.',
    },
    { h2: 'Leipzig and Dresden: culture in Saxony' },
    {
      p: 'Leipzig is home to one of Germany’s oldest universities, founded in 1409, and has a rich musical history connected with Johann Sebastian Bach. It has a lively student and arts scene and has long been described as more affordable than the big western cities, although rents there have also risen. Dresden, the capital of Saxony, is known for its rebuilt historic centre, its museums and its opera. In both cities you will hear the Saxon accent ({{Sächsisch}}), which takes some getting used to but is a good test of your listening.',
    },
    { h2: 'Heidelberg and Freiburg: classic university towns' },
    {
      p: 'Heidelberg’s university, founded in 1386, is the oldest in present-day Germany. The town is small, beautiful and full of students and visitors, and it has a long tradition of German courses for international learners. Freiburg im Breisgau, in the south-west near the borders with France and Switzerland, is another classic student town, known for its historic centre and the Black Forest on its doorstep. In both towns you can easily cross the centre on foot or by bike, which makes it easy to build a routine and a circle of friends.',
    },
    { h2: 'Cologne: the friendly Rhineland' },
    {
      p: 'People in Cologne are known for being open and chatty, which is ideal for practising small talk. The city has a large university, the famous cathedral and its own dialect, {{Kölsch}}, which is also the name of the local beer. If you are there in the carnival season, you will hear a lot of dialect songs; read more in our article on [festivals in Germany](/articles/festivals-in-germany).',
    },
    {
      table: {
        caption: 'The cities at a glance',
        head: ['City', 'Region', 'Good for learners because …', 'Keep in mind'],
        rows: [
          ['Berlin', 'capital, north-east', 'huge choice of courses and events', 'much English in some districts'],
          ['Munich', 'Bavaria, south', 'big university city, Bavarian culture', 'expensive, strong local accent'],
          ['Hamburg', 'north', 'pronunciation close to the standard', 'popular and not cheap'],
          ['Hanover', 'Lower Saxony, north', 'reputation for clear standard German', 'fewer international courses than Berlin'],
          ['Leipzig', 'Saxony, east', 'student and arts scene', 'Saxon accent'],
          ['Heidelberg', 'Baden-Württemberg, south-west', 'old university, long tradition of German courses', 'small and touristy'],
          ['Freiburg', 'Baden-Württemberg, south-west', 'compact student town', 'regional accent'],
          ['Cologne', 'North Rhine-Westphalia, west', 'open, talkative people', 'dialect, especially at carnival'],
        ],
      },
    },
    { h2: 'Getting people to speak German with you' },
    {
      p: 'Wherever you go, the biggest challenge is often the same: people want to help and switch to English. A friendly sentence at the start of a conversation usually solves it.',
    },
    {
      examples: [
        { de: 'Können wir bitte Deutsch sprechen? Ich lerne gerade Deutsch.', en: 'Can we speak German, please? I am learning German at the moment.' },
        { de: 'Sie können ruhig langsam sprechen.', en: 'Feel free to speak slowly.' },
        { de: 'Wie sagt man das auf Deutsch?', en: 'How do you say that in German?' },
        { de: 'Gibt es hier einen Sprachtreff?', en: 'Is there a language meet-up here?' },
        { de: 'Ich suche jemanden für ein Sprachtandem.', en: 'I am looking for someone for a language tandem.' },
      ],
    },
    { h2: 'Ways to learn in any city' },
    {
      ul: [
        '**Adult education centres** ({{die Volkshochschule}}, often shortened to VHS) exist in almost every town and offer German courses at many levels.',
        '**Universities** run preparatory and summer courses; our article on [studying at a German university](/articles/studying-at-a-german-university) explains the language certificates they ask for.',
        '**Language tandems** pair you with a German speaker who wants to learn your language.',
        '**Clubs** ({{der Verein}}) for sport, music or hobbies are one of the best ways to hear everyday German.',
        '**Everyday errands**, such as [registering your address](/articles/registering-your-address-anmeldung) or [finding a flat](/articles/finding-a-flat-in-germany), are practice too, if you prepare the vocabulary.',
      ],
    },
    {
      tip: 'Thinking beyond Germany? Vienna, Zurich and other cities have their own German. Read our guide to [Austria and Switzerland for German learners](/articles/austria-and-switzerland-for-german-learners), and prepare your first trip with our [travel phrases](/articles/german-travel-phrases).',
    },
  ],
  sources: [
    { title: 'Goethe-Institut – German courses in Germany', url: 'https://www.goethe.de/en/' },
    { title: 'DAAD – Study in Germany', url: 'https://www.study-in-germany.de/en/' },
    { title: 'Germany Travel – German National Tourist Board', url: 'https://www.germany.travel/en/' },
  ],
};

export default article;
