import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'listening-practice-for-german-learners',
  type: 'Conversation and Listening',
  title: {
    en: 'Listening Practice for German Learners',
    ua: 'Практика аудіювання для тих, хто вивчає німецьку',
    de: 'Hörverstehen üben: Tipps für Deutschlernende',
    ru: 'Практика аудирования для изучающих немецкий',
    be: 'Практыка аўдзіравання для тых, хто вывучае нямецкую',
    tr: 'Almanca öğrenenler için dinleme pratiği',
    pl: 'Ćwiczenie słuchania dla uczących się niemieckiego',
    es: 'Práctica de comprensión auditiva para estudiantes de alemán',
  },
  descr: {
    en: 'How to train your ear for German: a step-by-step method, what to listen to at each level and the traps of numbers and times.',
    ua: 'Як натренувати слух до німецької: покроковий метод, що слухати на кожному рівні та пастки з числами й часом.',
    de: 'So trainieren Sie Ihr Ohr für Deutsch: eine Methode Schritt für Schritt, passende Hörtexte für jedes Niveau und Fallen bei Zahlen und Uhrzeiten.',
    ru: 'Как натренировать слух к немецкому: пошаговый метод, что слушать на каждом уровне и ловушки с числами и временем.',
    be: 'Як натрэніраваць слых да нямецкай мовы: пакрокавы метад, што слухаць на кожным узроўні і пасткі з лічбамі і часам.',
    tr: 'Kulağınızı Almancaya alıştırmanın yolu: adım adım bir yöntem, her seviyede ne dinlenir, sayı ve saat tuzakları.',
    pl: 'Jak wyćwiczyć ucho do niemieckiego: metoda krok po kroku, czego słuchać na każdym poziomie i pułapki liczb oraz godzin.',
    es: 'Cómo entrenar el oído para el alemán: un método paso a paso, qué escuchar en cada nivel y las trampas de números y horas.',
  },
  img: 'headphone',
  date: '2025-02-11',
  body: [
    {
      p: 'Many learners can read a German text quite well but feel lost when the same words are spoken at normal speed. That is normal: reading lets you stop, go back and look at every letter, while listening moves on whether you are ready or not. The good news is that listening is a skill you can train in a planned way, just like vocabulary or grammar. This article gives you a method you can use with any recording, suggestions for each level from A1 to B2, and the typical traps that catch almost every learner of German.',
    },
    { h2: 'Why spoken German feels fast' },
    {
      p: 'Spoken German is not faster than other languages, but several things make it feel that way. Words run together, endings are swallowed, and the most important verb often comes at the very end of the sentence. In a sentence such as {{Ich weiß nicht, ob ich morgen Zeit habe}}, you only know what the speaker means when you hear {{habe}} at the end. Your brain has to hold the whole sentence in memory until the verb arrives.',
    },
    {
      ul: [
        '**Short forms:** in everyday speech {{ich habe}} becomes {{ich hab’}}, {{gibt es}} becomes {{gibt’s}}, and {{wie geht es}} becomes {{wie geht’s}}.',
        '**Unstressed endings:** the final syllable of {{machen}} or {{gehen}} is often reduced to a short, almost silent sound.',
        '**Long compounds:** {{die Haltestelle}} or {{der Kühlschrank}} are single words, so you must hear them as one unit.',
        '**The verb at the end:** in subordinate clauses with {{weil}}, {{dass}} or {{wenn}}, the conjugated verb waits until the last position.',
      ],
    },
    {
      p: 'Knowing these patterns already helps: when you expect the verb at the end, you stop panicking in the middle of the sentence and simply wait for it.',
    },
    { h2: 'Two kinds of listening' },
    {
      p: '**Intensive listening** means working closely with a short recording, one to three minutes long, until you understand almost every word. **Extensive listening** means listening to a lot of German for pleasure, accepting that you will miss details. You need both. Intensive work teaches your ear the exact sounds and forms; extensive listening gives you the hours of contact that make German feel familiar. A good weekly mix is two or three short intensive sessions plus some easy listening while you walk, cook or travel.',
    },
    { h2: 'A method for one recording' },
    {
      p: 'Choose a recording that comes with a transcript (a written text of what is said). Many learner resources, such as the audio offers of Deutsche Welle, provide one. Then work through these steps:',
    },
    {
      ol: [
        'Listen once without the text. Ask yourself only: who is speaking, where are they, and what is the topic?',
        'Listen a second time and write down every word you recognise, even if it is only {{Montag}}, {{Bahnhof}} or {{morgen}}.',
        'Listen in short pieces of one or two sentences. Pause, repeat, and try to write down what you hear.',
        'Now read the transcript. Compare it with your notes and mark the words you did not catch. Were they new words, or words you knew but did not recognise when spoken?',
        'Listen again while reading along. Then listen once more without the text.',
        'Choose three to five useful phrases and add them to your vocabulary cards with their article and plural where needed.',
        'Come back to the same recording two or three days later. You will usually understand much more, and that progress is motivating.',
      ],
    },
    {
      tip: 'The words you knew on paper but did not recognise when spoken are the most valuable result of step 4. Say them aloud several times; your ear learns faster when your mouth has produced the sound too.',
    },
    { h2: 'What to listen to at each level' },
    {
      table: {
        caption: 'Listening material by level',
        head: ['Level', 'What works well', 'Ideas'],
        rows: [
          ['A1', 'Very short dialogues about greetings, shopping, numbers and times', 'Course book audio, our [phrases](/phrases) with their sound, short learner videos'],
          ['A2', 'Slow everyday scenes with pictures that support the meaning', 'Video courses for learners, such as the DW course Nicos Weg; our [video lessons](/video-lessons)'],
          ['B1', 'Simplified news and reports with a transcript', 'DW’s news texts for learners with audio, podcasts made for learners'],
          ['B2', 'Real media at normal speed, first on familiar topics', 'Slowly spoken news, short TV news formats, radio, podcasts by native speakers'],
        ],
      },
    },
    {
      p: 'A rule of thumb: if you understand less than about half of a recording after two listens, it is probably too difficult for intensive work right now. Keep it for later and pick something easier. If you understand almost everything at once, use it for extensive listening and find something a little harder for your intensive sessions.',
    },
    { h2: 'The classic traps: numbers and times' },
    {
      p: 'Numbers cause trouble for almost every learner because German says the units before the tens: {{dreiundvierzig}} is "three-and-forty", 43. When you hear {{drei}} first, your brain may already write down a 3 and then get confused. Practise by writing numbers from dictation, for example prices and phone numbers.',
    },
    {
      examples: [
        { de: 'Das kostet dreiundvierzig Euro.', en: 'That costs 43 euros.' },
        { de: 'Der Zug fährt um Viertel nach drei.', en: 'The train leaves at a quarter past three.' },
        { de: 'Wir treffen uns um halb acht.', en: 'We are meeting at half past seven (7:30).' },
        { de: 'Meine Nummer ist null eins sieben zwei.', en: 'My number is zero one seven two …' },
        { de: 'Ich habe heute leider keine Zeit.', en: 'Unfortunately, I have no time today.' },
      ],
    },
    {
      p: 'Watch out for {{halb acht}}: it means 7:30, not 8:30, because German counts half an hour **towards** the next hour. Also listen carefully for {{nicht}} and {{kein}}: one small word turns the whole meaning around, and in a fast sentence it is easy to miss. Finally, {{vierzehn}} (14) and {{vierzig}} (40) sound similar; the stress and the ending are your clues.',
    },
    { h2: 'Dictation: the underrated exercise' },
    {
      p: 'A short dictation of five sentences trains your ear, your spelling and your grammar at the same time. Take a sentence from a recording with a transcript, listen, pause, write, and then check. Pay special attention to endings: did you hear {{den}} or {{dem}}, {{einen}} or {{einem}}? These tiny differences are hard to hear, and the dictation shows you exactly where your ear still needs help.',
    },
    { h2: 'Make listening a habit' },
    {
      ul: [
        'Set a small, fixed goal, for example ten minutes of intensive listening every second day.',
        'Use waiting time: on the bus or while cooking, listen to something easy you have already worked through.',
        'Listen to the same content several times. Repetition is not boring for the brain; it is how understanding grows.',
        'Mix voices: men and women, young and old, different regions. Standard German sounds slightly different in Hamburg, Vienna and Zurich.',
        'Connect listening with speaking: repeat sentences after the speaker (this is called shadowing) to train rhythm and melody.',
      ],
    },
    {
      p: 'Listening improves slowly at first and then suddenly feels easier. Keep a short log of what you listened to; after a few weeks you will see how much further you can follow a conversation than before. For new words from your recordings, the themed word lists in our [vocabulary section](/words) are a good place to continue.',
    },
  ],
  sources: [
    { title: 'DW – Learn German', url: 'https://learngerman.dw.com/' },
    { title: 'Council of Europe – Common European Framework of Reference for Languages', url: 'https://www.coe.int/en/web/common-european-framework-reference-languages' },
  ],
};

export default article;
