import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'learning-german-with-dw-audio',
  type: 'Conversation and Listening',
  title: {
    en: 'Learning German with DW Audio',
    ua: 'Вивчення німецької з аудіо від DW',
    de: 'Deutsch lernen mit Hörtexten der Deutschen Welle',
    ru: 'Изучение немецкого с аудио от DW',
    be: 'Вывучэнне нямецкай з аўдыя ад DW',
    tr: 'DW ses kayıtlarıyla Almanca öğrenmek',
    pl: 'Nauka niemieckiego z nagraniami DW',
    es: 'Aprender alemán con los audios de DW',
  },
  descr: {
    en: 'How to use Deutsche Welle’s free learner audio – slowly spoken news, Top-Thema and more – with a step-by-step listening routine.',
    ua: 'Як користуватися безкоштовними аудіо Deutsche Welle для тих, хто вчить мову: повільні новини, Top-Thema та інше, з покроковим планом.',
    de: 'So nutzen Sie die kostenlosen Hörangebote der Deutschen Welle – Langsam gesprochene Nachrichten, Top-Thema und mehr – mit einer Übungsroutine.',
    ru: 'Как пользоваться бесплатными аудио Deutsche Welle для изучающих язык: медленные новости, Top-Thema и другое, с пошаговым планом.',
    be: 'Як карыстацца бясплатнымі аўдыя Deutsche Welle для тых, хто вучыць мову: павольныя навіны, Top-Thema і іншае, з пакрокавым планам.',
    tr: 'Deutsche Welle’nin ücretsiz öğrenci ses içerikleri – yavaş okunan haberler, Top-Thema ve dahası – adım adım bir dinleme planıyla.',
    pl: 'Jak korzystać z darmowych nagrań Deutsche Welle dla uczących się – wolno czytanych wiadomości, Top-Thema i innych – krok po kroku.',
    es: 'Cómo usar los audios gratuitos de Deutsche Welle para estudiantes –noticias leídas despacio, Top-Thema y más– con una rutina paso a paso.',
  },
  img: 'radio',
  date: '2025-09-09',
  body: [
    {
      p: 'Deutsche Welle (DW) is Germany’s international public broadcaster. Besides news in many languages, it runs a large, free website for German learners at [learngerman.dw.com](https://learngerman.dw.com/). Some of its most useful offers for listening practice are audio formats that combine real content – news and reports – with a written text and help for learners. This article describes what you can find there and how to turn it into a regular listening routine. DW changes and updates its offers from time to time, so check the website for the current list.',
    },
    { h2: 'What DW offers for listening' },
    {
      p: 'At the time of writing, these formats are the most relevant for listening practice. All of them are free to use on the website; some features, such as saving your progress, need a free account.',
    },
    {
      table: {
        caption: 'DW learner formats for listening (at the time of writing)',
        head: ['Format', 'What it is', 'Level'],
        rows: [
          ['Langsam gesprochene Nachrichten', 'Current news items read slowly and clearly, with the full text; an extra recording at normal speed is also offered', 'from B2'],
          ['Top-Thema', 'Short news reports simplified for learners, with audio, reading text, vocabulary help and exercises', 'B1'],
          ['Video-Thema', 'Short video reports in original language, with subtitles that can be switched on, a manuscript and exercises', 'from B2'],
          ['Nicos Weg', 'A complete video course following a young man who starts a new life in Germany, with exercises', 'A1–B1'],
        ],
      },
    },
    {
      p: 'The names of the formats are German because they are aimed at learners all over the world: {{Langsam gesprochene Nachrichten}} simply means "slowly spoken news", and the course Nicos Weg means "Nico’s way". If you are a beginner, the video course is the natural starting point; our [review of Nicos Weg](/articles/review-nicos-weg-dw) looks at it in detail.',
    },
    { h2: 'Slowly spoken news: why it works' },
    {
      p: 'News is a surprisingly good listening text for learners. You often already know the story from the news in your own language, so you can guess a lot from the context. News language also repeats the same structures again and again: {{Die Regierung hat beschlossen …}}, {{Nach Angaben der Polizei …}}, {{Wie ein Sprecher mitteilte …}}. After a few weeks you recognise these patterns immediately. The slow, clear reading gives you time to process each sentence, and the written text lets you check every word.',
    },
    {
      examples: [
        { de: 'Die Regierung hat neue Regeln beschlossen.', en: 'The government has decided on new rules.' },
        { de: 'Nach Angaben der Polizei wurde niemand verletzt.', en: 'According to the police, nobody was injured.' },
        { de: 'Die Gespräche sollen am Montag fortgesetzt werden.', en: 'The talks are to be continued on Monday.' },
        { de: 'Wie ein Sprecher mitteilte, bleibt der Flughafen geöffnet.', en: 'As a spokesperson announced, the airport remains open.' },
      ],
    },
    {
      p: 'Notice the grammar in these sentences: the passive ({{wurde verletzt}}), {{sollen}} for reported plans, and the verb at the end of the subordinate clause. News German is formal and dense – which is exactly why it suits learners at B1 and above who want to read and listen to real media.',
    },
    { h2: 'A listening routine with DW audio' },
    {
      p: 'Twenty to thirty minutes is enough for one session. Choose one news item or one Top-Thema, not the whole programme.',
    },
    {
      ol: [
        'Read only the headline and guess what the item is about. Which words do you expect to hear?',
        'Listen once without the text. Note the main facts: who, what, where, when.',
        'Listen again and stop after every sentence. Repeat the sentence aloud.',
        'Open the text. Read it while listening and underline everything you missed.',
        'Look up the underlined words and write five of them on word cards – nouns with their article and plural, verbs with their past forms if they are irregular.',
        'If a recording at normal speed is available, listen to it at the end. You will be surprised how much you follow now.',
        'Repeat the same item two days later without the text.',
      ],
    },
    {
      tip: 'Do not try to understand every news item every day. One item worked through carefully teaches you more than half an hour of half-understood listening.',
    },
    { h2: 'Choosing the right format for your level' },
    {
      ul: [
        '**A1–A2:** start with a course that has pictures and a story, such as Nicos Weg. News formats are still too hard, and that is normal.',
        '**B1:** Top-Thema is designed for you. The texts are simplified, and the difficult words are explained.',
        '**B2:** switch to the slowly spoken news. When they feel easy, add video reports with subtitles and then real radio news.',
        '**Unsure of your level?** DW offers a free placement test on its learning website.',
      ],
    },
    { h2: 'Make the most of the transcripts' },
    {
      p: 'The written texts are not only for checking. Use them actively:',
    },
    {
      ul: [
        '**Read aloud** one paragraph after listening, copying the speaker’s speed and melody.',
        '**Dictation:** play two or three sentences, write them down, then compare with the text.',
        '**Collect phrases,** not just words: {{nach Angaben}}, {{im Laufe des Tages}}, {{nach wie vor}}.',
        '**Summarise** the item in three spoken or written sentences of your own. This turns passive understanding into active language.',
      ],
    },
    { h2: 'Fitting DW audio into your week' },
    {
      table: {
        caption: 'A sample week at B1–B2',
        head: ['Day', 'Activity', 'Time'],
        rows: [
          ['Monday', 'One news item with the full routine', '25 minutes'],
          ['Tuesday', 'Vocabulary cards from Monday', '10 minutes'],
          ['Wednesday', 'One Top-Thema or video report', '25 minutes'],
          ['Thursday', 'Repeat Monday’s item without text', '10 minutes'],
          ['Friday', 'Summarise one item aloud or in writing', '15 minutes'],
          ['Weekend', 'Free listening for fun: music, podcasts, films', 'as you like'],
        ],
      },
    },
    { h2: 'Limits to keep in mind' },
    {
      p: 'Slowly spoken news is slower and clearer than real speech, so it does not train you for fast conversation, dialects or slang. News language is also formal: you will not hear the particles and short forms of everyday talk. Combine DW audio with dialogues, films and real conversations. Our articles on [listening practice](/articles/listening-practice-for-german-learners) and [filler words and particles](/articles/german-filler-words-and-particles) help with the informal side.',
    },
    {
      p: 'Used regularly, DW’s free audio is one of the best ways to move from course-book German to real media. Start small, stay regular, and keep a list of the news phrases you have learned – it grows faster than you think.',
    },
  ],
  sources: [
    { title: 'DW – Learn German', url: 'https://learngerman.dw.com/' },
    { title: 'Deutsche Welle', url: 'https://www.dw.com/' },
  ],
};

export default article;
