import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'learning-german-with-films-and-series',
  type: 'Study Tips and Strategies',
  title: {
    en: 'Learning German with Films and Series',
    ua: 'Вивчення німецької за фільмами та серіалами',
    de: 'Deutsch lernen mit Filmen und Serien',
    ru: 'Изучение немецкого по фильмам и сериалам',
    be: 'Вывучэнне нямецкай па фільмах і серыялах',
    tr: 'Film ve dizilerle Almanca öğrenmek',
    pl: 'Nauka niemieckiego z filmami i serialami',
    es: 'Aprender alemán con películas y series',
  },
  descr: {
    en: 'A method, not a list: how to choose what to watch, use subtitles step by step, work scene by scene and turn watching into speaking.',
    ua: 'Метод, а не список: як обрати, що дивитися, поступово працювати із субтитрами, розбирати сцени й перетворювати перегляд на мовлення.',
    de: 'Eine Methode statt einer Liste: passende Filme wählen, Untertitel schrittweise nutzen, Szene für Szene arbeiten und vom Zuschauen zum Sprechen kommen.',
    ru: 'Метод, а не список: как выбрать, что смотреть, постепенно работать с субтитрами, разбирать сцены и превращать просмотр в речь.',
    be: 'Метад, а не спіс: як выбраць, што глядзець, паступова працаваць з субтытрамі, разбіраць сцэны і ператвараць прагляд у маўленне.',
    tr: 'Liste değil yöntem: ne izleneceğini seçmek, altyazıyı adım adım kullanmak, sahne sahne çalışmak ve izlemeyi konuşmaya dönüştürmek.',
    pl: 'Metoda, a nie lista: jak wybrać, co oglądać, stopniowo korzystać z napisów, pracować scena po scenie i zamienić oglądanie w mówienie.',
    es: 'Un método, no una lista: cómo elegir qué ver, usar los subtítulos paso a paso, trabajar escena a escena y pasar de ver a hablar.',
  },
  img: 'film-projector',
  date: '2026-01-13',
  body: [
    {
      p: 'Films and series are one of the most enjoyable ways to meet German as it is really spoken: with emotions, humour, interruptions and everyday expressions. But simply switching the language to German and watching for two hours does not automatically improve your German. Without a method, you either understand too little and give up, or you read the subtitles in your language and hear the German only as background noise. This article describes a method that works with any film or series – so you can choose what you enjoy.',
    },
    { h2: 'Choose material that fits your level' },
    {
      p: 'The right material is slightly above your level, but not far above it. A useful test: watch five minutes with German subtitles. If you understand the general situation and at least a part of the dialogue, it is suitable for active work. If you understand almost nothing even with subtitles, save it for later.',
    },
    {
      table: {
        caption: 'What tends to work at each level',
        head: ['Level', 'Good choices', 'Why'],
        rows: [
          ['A1–A2', 'Video courses for learners, children’s programmes, a film you already know well in your own language', 'Slow, clear speech; you already know the story'],
          ['B1', 'Series set in everyday life: family, school, workplace', 'Repeated vocabulary and situations you recognise'],
          ['B2', 'Original German films and series, crime series, documentaries', 'Natural speed, regional voices, richer language'],
        ],
      },
    },
    {
      p: 'Foreign films and series are usually dubbed into German for the German-speaking market. Dubbed versions are often easier to understand than original German productions, because the actors speak very clearly. Original German productions, on the other hand, show more natural speech, accents and cultural details. Both have their place.',
    },
    { h2: 'Use subtitles step by step' },
    {
      p: 'Subtitles are a tool, and the right kind changes as you progress:',
    },
    {
      ol: [
        '**Subtitles in your language, German audio:** only for a first viewing of difficult material, to understand the story.',
        '**German subtitles, German audio:** the most useful stage for learning. You connect the sound with the written word and notice how words run together in speech.',
        '**No subtitles:** for scenes you have already worked through, and later for whole episodes.',
      ],
    },
    {
      p: 'A good routine is to watch a scene with German subtitles first and then once more without them. The second viewing shows you how much your ear has learned in a few minutes.',
    },
    { h2: 'Active watching: scene by scene' },
    {
      p: 'For intensive practice, do not watch a whole episode. Choose one scene of three to five minutes and work with it for twenty to thirty minutes.',
    },
    {
      ol: [
        'Watch the scene once without stopping. Who are the characters, where are they, what is the conflict?',
        'Watch again with German subtitles. Pause after each line that seems useful and write it down.',
        'Look up the new words. Note nouns with article and plural.',
        'Repeat five to ten lines aloud, copying the actor’s intonation and speed. This is called shadowing.',
        'Watch the scene one last time without subtitles.',
        'Summarise the scene in three sentences, spoken or written.',
      ],
    },
    {
      tip: 'Choose scenes with everyday dialogue – a conversation at breakfast, in a shop, at work – rather than action scenes with little speech. You learn far more language per minute.',
    },
    { h2: 'Why series often work better than films' },
    {
      ul: [
        '**The same characters and places** return in every episode, so you get used to their voices.',
        '**Vocabulary repeats:** a series about a hospital, a school or a police station uses the same words again and again.',
        '**Short episodes** fit better into a study plan than a two-hour film.',
        '**Motivation:** you want to know what happens next – a strong reason to keep going.',
      ],
    },
    { h2: 'What to collect' },
    {
      p: 'Films are a treasure chest of spoken expressions you rarely find in textbooks: reactions, emotions, short everyday phrases. Collect them in a notebook or on word cards, with the situation in which they were used.',
    },
    {
      examples: [
        { de: 'Was ist los?', en: 'What’s wrong? / What’s going on?' },
        { de: 'Keine Ahnung.', en: 'No idea.' },
        { de: 'Mach dir keine Sorgen.', en: 'Don’t worry.' },
        { de: 'Wir müssen reden.', en: 'We need to talk.' },
        { de: 'Das gibt es doch nicht!', en: 'I don’t believe it!' },
        { de: 'Beeil dich, wir sind spät dran!', en: 'Hurry up, we’re late!' },
        { de: 'Lass mich in Ruhe!', en: 'Leave me alone!' },
      ],
    },
    {
      p: 'Be careful with slang and swear words: they are part of real speech, but they depend strongly on the situation. Note who says them to whom before you use them yourself. Films also show when characters say {{du}} and when {{Sie}} – watch for the moments when they switch.',
    },
    { h2: 'Turn watching into speaking and writing' },
    {
      ul: [
        '**Retell** the episode in your own words, as if to a friend who missed it.',
        '**Describe a character:** appearance, personality, what they want.',
        '**Predict:** what will happen in the next episode? Check later whether you were right.',
        '**Write the next scene** as a short dialogue.',
        '**Dub a scene:** mute the sound and speak the lines yourself, following the subtitles.',
        '**Discuss** the episode with a tandem partner or classmates.',
      ],
    },
    { h2: 'Where to find German films and series' },
    {
      p: 'German public broadcasters such as ARD and ZDF offer many programmes in their online media libraries ({{die Mediathek}}), often with German subtitles. Some content may not be available outside Germany for licensing reasons. Streaming services usually let you switch the audio and subtitle language. Deutsche Welle offers videos made especially for learners. Libraries in German-speaking countries lend DVDs, and cultural institutes abroad often have media collections or film evenings.',
    },
    { h2: 'Intensive and relaxed watching' },
    {
      p: 'Not every evening has to be a study session. Combine short, intensive scene work two or three times a week with relaxed watching for pleasure. Relaxed watching gives you many hours of contact with the language, which improves your feeling for rhythm and melody; intensive work turns what you hear into words you can use. Both together make films one of the most effective – and most enjoyable – parts of learning German.',
    },
    {
      tip: 'Put the phrases you collect from films on word cards and review them with the same system as your other words – see [learning vocabulary effectively](/articles/how-to-learn-german-vocabulary-effectively). For beginners, our [video lessons](/video-lessons) are a gentle start.',
    },
  ],
  sources: [
    { title: 'ARD Mediathek', url: 'https://www.ardmediathek.de/' },
    { title: 'ZDF', url: 'https://www.zdf.de/' },
    { title: 'DW – Learn German', url: 'https://learngerman.dw.com/' },
  ],
};

export default article;
