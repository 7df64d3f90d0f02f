import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'how-teachers-can-use-worksheets',
  type: 'Study Tips and Strategies',
  title: {
    en: 'How Teachers Can Use Our Worksheets',
    ua: 'Як учителям використовувати наші робочі аркуші',
    de: 'Arbeitsblätter im Deutschunterricht einsetzen',
    ru: 'Как учителям использовать наши рабочие листы',
    be: 'Як настаўнікам выкарыстоўваць нашы працоўныя аркушы',
    tr: 'Öğretmenler çalışma kâğıtlarımızı nasıl kullanabilir',
    pl: 'Jak nauczyciele mogą korzystać z naszych kart pracy',
    es: 'Cómo pueden usar los docentes nuestras fichas de trabajo',
  },
  descr: {
    en: 'Printable word-search worksheets with solutions: what is on each sheet and ten classroom ideas for articles, plurals, speaking and review.',
    ua: 'Робочі аркуші з пошуком слів і відповідями для друку: що на кожному аркуші та десять ідей для уроку – артиклі, множина, мовлення, повторення.',
    de: 'Druckbare Wortsuchrätsel mit Lösung: was auf jedem Blatt steht und zehn Ideen für den Unterricht zu Artikeln, Plural, Sprechen und Wiederholung.',
    ru: 'Рабочие листы с поиском слов и ответами для печати: что на каждом листе и десять идей для урока – артикли, множественное число, речь.',
    be: 'Працоўныя аркушы з пошукам слоў і адказамі для друку: што на кожным аркушы і дзесяць ідэй для ўрока – артыклі, множны лік, маўленне.',
    tr: 'Cevap anahtarlı, yazdırılabilir kelime bulmacaları: her sayfada ne var ve artikel, çoğul, konuşma ve tekrar için on sınıf fikri.',
    pl: 'Karty pracy do druku z wykreślankami i rozwiązaniami: co jest na każdej karcie i dziesięć pomysłów na lekcję – rodzajniki, liczba mnoga, mówienie.',
    es: 'Sopas de letras imprimibles con solución: qué contiene cada ficha y diez ideas para clase sobre artículos, plurales, expresión oral y repaso.',
  },
  img: 'woman-teacher',
  date: '2026-04-14',
  body: [
    {
      p: 'Our [worksheets](/worksheets) section offers printable word-search puzzles ({{das Wortsuchrätsel}}) for German lessons. They are free to use in class. A word search looks like a simple game, and pupils of all ages enjoy it – but with a little planning it can do much more than fill ten minutes. This article explains what is on each sheet and gives practical ideas for using the sheets in the classroom, from the first lesson on a topic to the final review.',
    },
    { h2: 'What is on a worksheet' },
    {
      p: 'Each worksheet is an A4 PDF with two pages. At the time of writing, the collection covers everyday A1 topics such as fruit and vegetables, animals, family, clothes, weather and seasons, the town and school, plus an A2 sheet on jobs. New topics may be added.',
    },
    {
      ul: [
        '**Page 1, the puzzle:** a header with the topic and the level, lines for name and date, short instructions in German, a letter grid, and a numbered list of twelve nouns **with their articles**. Next to each noun there is a line where pupils write the plural.',
        '**Page 2, the solution:** the same grid with the hidden words highlighted, and the list of nouns with their plurals.',
        'In the grid, the words appear in capital letters and without the article, either from left to right or from top to bottom. The letter **ß** appears as **SS**.',
      ],
    },
    {
      p: 'Because the word list always shows the article, and the task includes the plural, every sheet practises the three things pupils must learn with each noun: the word, its gender and its plural.',
    },
    { h2: 'Before you print' },
    {
      ul: [
        'Print only page 1 for the pupils and keep page 2 for yourself – or print page 2 separately for self-checking at the end.',
        'The sheets are designed to work in black and white.',
        'For younger pupils or learners with visual difficulties, enlarge the grid on the photocopier.',
        'Project page 1 on the board to explain the task before pupils start.',
      ],
    },
    { h2: 'Ten classroom ideas' },
    { h3: '1. Predict the words' },
    {
      p: 'Before handing out the sheet, write the topic on the board – for example {{Tiere}} – and let the class collect all the words they already know. Then they search the grid and check how many of their words are in it. This activates prior knowledge and makes the search more meaningful.',
    },
    { h3: '2. Sort by article first' },
    {
      p: 'Before searching, pupils sort the twelve nouns into three columns: {{der}}, {{die}}, {{das}}. If your class uses colours for the genders, they can underline each noun in its colour. Then they search – and the colours go into the grid too.',
    },
    { h3: '3. Plural detectives' },
    {
      p: 'After finding the words, pupils fill in the plurals. Let them guess first, then check with a dictionary or the solution page. Afterwards, group the plurals by pattern: which words get -e, which -n, which an umlaut? This turns a puzzle into a small grammar discovery.',
    },
    { h3: '4. Translation hunt' },
    {
      p: 'Cover or cut off the German word list. Instead, read out the words in the pupils’ language or show pictures; pupils must find the German word in the grid. This is a good challenge for stronger groups.',
    },
    { h3: '5. Pair race' },
    {
      p: 'Pupils work in pairs. One partner reads a word aloud with its article, the other searches. Then they swap. This adds listening and pronunciation to the task.',
    },
    { h3: '6. Sentence building' },
    {
      p: 'Every pupil chooses five words from the sheet and writes a sentence with each. Give a sentence pattern for beginners, such as {{Ich mag …}} or {{Ich habe …}}, and open tasks for stronger pupils.',
    },
    {
      examples: [
        { de: 'Ich mag den Hund.', en: 'I like the dog.' },
        { de: 'Meine Schwester trägt einen Rock.', en: 'My sister is wearing a skirt.' },
        { de: 'Im Herbst ist es oft windig.', en: 'In autumn it is often windy.' },
      ],
    },
    { h3: '7. Speaking follow-up' },
    {
      p: 'Use the found words for short dialogues: {{Was isst du gern?}} – {{Ich esse gern Äpfel.}} Or play "I spy" with the classroom or with pictures. The puzzle provides the vocabulary; the speaking task puts it into use.',
    },
    { h3: '8. Early finishers and substitute lessons' },
    {
      p: 'Keep a few printed sheets ready for pupils who finish early, for the last minutes before a holiday, or for a substitute teacher. Because the instructions are on the sheet and the solution is on page 2, the task works without much explanation.',
    },
    { h3: '9. Self-check and peer check' },
    {
      p: 'When pupils have finished, let them compare in pairs first and then check with the solution page. Correcting their own plurals helps them remember the right forms better than being told.',
    },
    { h3: '10. Review weeks later' },
    {
      p: 'Hand out the same sheet again a few weeks later, but without the word list: pupils must find the words from memory and write them with article and plural. This is spaced repetition in the classroom.',
    },
    { h2: 'Useful classroom phrases' },
    {
      examples: [
        { de: 'Findet die Wörter im Gitter!', en: 'Find the words in the grid!' },
        { de: 'Welcher Artikel ist richtig?', en: 'Which article is correct?' },
        { de: 'Wie heißt der Plural?', en: 'What is the plural?' },
        { de: 'Arbeitet zu zweit.', en: 'Work in pairs.' },
        { de: 'Vergleicht eure Lösungen.', en: 'Compare your answers.' },
        { de: 'Wer ist schon fertig?', en: 'Who has already finished?' },
      ],
    },
    { h2: 'What word searches can and cannot do' },
    {
      p: 'A word search trains word recognition, careful reading and spelling, and – with our word lists – articles and plurals. It is calm, motivating and easy to differentiate. It does not teach pupils to use the words in speech or in sentences. That is why the follow-up matters: combine each sheet with at least one speaking or writing task, as in ideas 6 and 7. Keep the puzzle itself short – ten to fifteen minutes is usually enough.',
    },
    {
      tip: 'Combine a worksheet with online practice on the same topic: the [vocabulary sets](/words) with sound, the [games](/games), [crosswords](/crosswords/) and [quizzes](/quizzes/). For spaced repetition ideas, see [how to learn vocabulary effectively](/articles/how-to-learn-german-vocabulary-effectively).',
    },
  ],
};

export default article;
