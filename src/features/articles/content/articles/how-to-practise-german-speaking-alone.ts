import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'how-to-practise-german-speaking-alone',
  type: 'Study Tips and Strategies',
  title: {
    en: 'How to Practise Speaking German Alone',
    ua: 'Як тренувати розмовну німецьку самостійно',
    de: 'Deutsch sprechen üben – auch allein',
    ru: 'Как тренировать разговорный немецкий самостоятельно',
    be: 'Як трэніраваць размоўную нямецкую самастойна',
    tr: 'Tek başına Almanca konuşma pratiği nasıl yapılır',
    pl: 'Jak samodzielnie ćwiczyć mówienie po niemiecku',
    es: 'Cómo practicar la expresión oral en alemán a solas',
  },
  descr: {
    en: 'No partner? Read aloud, shadow, talk to yourself, record one-minute monologues and rehearse role plays – a weekly routine for fluent German.',
    ua: 'Немає партнера? Читайте вголос, повторюйте за диктором, говоріть із собою, записуйте хвилинні монологи й розігруйте сценки.',
    de: 'Kein Gesprächspartner? Laut lesen, nachsprechen, Selbstgespräche, einminütige Monologe aufnehmen und Rollenspiele proben – eine Wochenroutine.',
    ru: 'Нет партнёра? Читайте вслух, повторяйте за диктором, говорите с собой, записывайте минутные монологи и разыгрывайте сценки.',
    be: 'Няма партнёра? Чытайце ўголас, паўтарайце за дыктарам, размаўляйце з сабой, запісвайце хвілінныя маналогі і разыгрывайце сцэнкі.',
    tr: 'Partneriniz yok mu? Sesli okuyun, gölgeleme yapın, kendinizle konuşun, bir dakikalık monologlar kaydedin ve canlandırmalar prova edin.',
    pl: 'Brak partnera? Czytaj na głos, powtarzaj za lektorem, mów do siebie, nagrywaj minutowe monologi i ćwicz scenki – tygodniowy plan.',
    es: '¿Sin compañero? Lee en voz alta, repite tras el audio, habla contigo, graba monólogos de un minuto y ensaya diálogos: una rutina semanal.',
  },
  img: 'studio-microphone',
  date: '2026-03-10',
  body: [
    {
      p: 'Speaking is the skill most learners want most – and practise least. Often the reason is simple: there is nobody to talk to. But a large part of speaking practice does not need a partner at all. Fluency is partly a physical skill: your mouth has to get used to German sounds, and your brain has to find words and build sentences quickly. Both can be trained alone, every day, for free. Here are the most effective techniques, from easy to demanding.',
    },
    { h2: 'Read aloud' },
    {
      p: 'Reading aloud is the simplest start. Take a short text at your level – a dialogue from your course book, a short news text, a page of a simple reader – and read it aloud slowly and clearly. Focus on vowel length, word stress and the melody of the sentence. Read the same text three days in a row: each time it flows better, and the sentence patterns start to stick.',
    },
    { h2: 'Shadowing: speak along with a recording' },
    {
      p: 'In shadowing, you play a recording and repeat what you hear immediately, like a shadow that follows the speaker. It trains pronunciation, rhythm and speed at the same time.',
    },
    {
      ol: [
        'Choose a recording of one or two minutes with a transcript.',
        'Listen once while reading the transcript.',
        'Play it sentence by sentence, pause, and repeat each sentence aloud.',
        'Then repeat while the recording plays, half a second behind the speaker, with the text.',
        'Finally, try without the text.',
      ],
    },
    {
      tip: 'Do not worry about understanding every word while shadowing. The aim is to copy the sound and rhythm. You can study the meaning before or afterwards.',
    },
    { h2: 'Talk to yourself' },
    {
      p: 'Describe what you are doing, in German, while you do it. It may feel strange at first, but it is one of the best ways to find out which everyday words you are missing. Keep a note of every word you needed but did not know, and look them up later.',
    },
    {
      examples: [
        { de: 'Jetzt koche ich Kaffee.', en: 'Now I’m making coffee.' },
        { de: 'Wo habe ich meinen Schlüssel hingelegt?', en: 'Where did I put my key?' },
        { de: 'Zuerst dusche ich, dann frühstücke ich.', en: 'First I’ll have a shower, then I’ll have breakfast.' },
        { de: 'Heute muss ich noch einkaufen und die Wäsche waschen.', en: 'Today I still have to go shopping and do the laundry.' },
        { de: 'Das Wetter ist schön, ich gehe zu Fuß zur Arbeit.', en: 'The weather is nice, I’ll walk to work.' },
      ],
    },
    {
      p: 'You can do this on the way to work, while cooking or while cleaning. A variation for the evening: tell yourself, in the past tense, what you did today. This practises the perfect tense with {{haben}} and {{sein}} in a natural way.',
    },
    { h2: 'Record one-minute monologues' },
    {
      p: 'Choose a topic, set a timer for one minute, and speak without stopping. Record yourself with your phone. Then listen: which words were missing? Where did you hesitate? Which mistakes did you notice? Make a short note, look up what you needed, and record the same topic again the next day. Keep your recordings – listening to your first recording after two months is very motivating.',
    },
    {
      table: {
        caption: 'Topics for one-minute monologues',
        head: ['Level', 'Topics'],
        rows: [
          ['A1', 'Introduce yourself; your family; your flat; your daily routine'],
          ['A2', 'Your last weekend; your job or studies; your city; a holiday'],
          ['B1', 'Advantages and disadvantages of city life; a book or film you liked; a problem and how you solved it'],
          ['B2', 'Social media; working from home; learning languages; a current topic in the news'],
        ],
      },
    },
    { h2: 'Build a stock of sentence starters' },
    {
      p: 'Fluent speakers do not build every sentence from single words; they use ready-made chunks. Learn a few starters by heart, and your monologues will flow much better.',
    },
    {
      examples: [
        { de: 'Ich finde, dass …', en: 'I think that …' },
        { de: 'Zuerst …, dann …, danach …', en: 'First …, then …, after that …' },
        { de: 'Das Problem ist, dass …', en: 'The problem is that …' },
        { de: 'Was mir besonders gefällt, ist …', en: 'What I particularly like is …' },
        { de: 'Ich bin mir nicht sicher, aber …', en: 'I’m not sure, but …' },
        { de: 'Ein Beispiel dafür ist …', en: 'An example of this is …' },
      ],
    },
    { h2: 'Rehearse role plays' },
    {
      p: 'Think of situations that are coming up in your life, or that often make you nervous: a call to the doctor’s practice, a question at the train station, a job interview, a conversation with your landlord. Write down what you want to say and what the other person might answer. Then play both roles aloud. When the real situation comes, much of the language is already there.',
    },
    { h2: 'Use technology to check yourself' },
    {
      ul: [
        '**Voice typing:** switch your phone’s keyboard to German and dictate a few sentences. If the phone writes what you meant, your pronunciation is clear; if not, compare the word it wrote with the one you wanted.',
        '**Sound files:** compare your pronunciation of a word with the audio in a dictionary or in our [vocabulary section](/words).',
        '**Voice messages:** send a short voice message in German to a friend who is also learning, and answer each other.',
      ],
    },
    { h2: 'A weekly routine' },
    {
      table: {
        caption: 'Fifteen minutes of speaking a day',
        head: ['Day', 'Activity'],
        rows: [
          ['Monday', 'Read a short text aloud, three times'],
          ['Tuesday', 'Shadowing with a one-minute recording'],
          ['Wednesday', 'One-minute monologue, record and listen'],
          ['Thursday', 'Role play for a real situation'],
          ['Friday', 'Same monologue as Wednesday, improved'],
          ['Saturday', 'Tell yourself about your week in the perfect tense'],
          ['Sunday', 'Free: sing along to German songs, or rest'],
        ],
      },
    },
    { h2: 'Common obstacles' },
    {
      ul: [
        '**"I feel silly."** Everyone does at first. Practise where nobody hears you; after a week it feels normal.',
        '**"I make so many mistakes."** Alone, mistakes cost nothing. Fluency comes first; accuracy improves with feedback later.',
        '**"I translate everything in my head."** Use short, simple sentences and the starters above. Describing things you see, rather than translating ideas, helps you think in German.',
        '**"I run out of words."** That is useful information: the gaps you discover are exactly the words to learn next.',
      ],
    },
    {
      p: 'Speaking alone does not replace real conversation, but it prepares you for it. When you then meet a tandem partner, a colleague or a neighbour, you will find the words faster and speak with more confidence. Our articles on [pronunciation](/articles/german-pronunciation-tips) and [small talk](/articles/small-talk-in-german) give you more material to practise with.',
    },
  ],
};

export default article;
