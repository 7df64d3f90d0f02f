import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'false-friends-german-english',
  type: 'Vocabulary',
  title: {
    en: 'False Friends: German Words That Don’t Mean What You Think',
    ua: 'Хибні друзі перекладача: німецькі слова, що означають не те, що здається',
    de: 'Falsche Freunde: deutsche Wörter, die nicht bedeuten, was man denkt',
    ru: 'Ложные друзья переводчика: немецкие слова, которые значат не то, что кажется',
    be: 'Ілжывыя сябры перакладчыка: нямецкія словы, якія значаць не тое, што здаецца',
    tr: 'Yanıltıcı benzerler: sandığınız anlama gelmeyen Almanca kelimeler',
    pl: 'Fałszywi przyjaciele: niemieckie słowa, które znaczą coś innego, niż myślisz',
    es: 'Falsos amigos: palabras alemanas que no significan lo que crees',
  },
  descr: {
    en: 'Bekommen, Gift, Handy, also, eventuell and more: German–English false friends with their real meanings and example sentences.',
    ua: 'Bekommen, Gift, Handy, also, eventuell та інші: хибні друзі між німецькою й англійською, їхні справжні значення та приклади.',
    de: 'Bekommen, Gift, Handy, also, eventuell und mehr: falsche Freunde zwischen Deutsch und Englisch mit ihrer echten Bedeutung und Beispielen.',
    ru: 'Bekommen, Gift, Handy, also, eventuell и другие: ложные друзья между немецким и английским, их настоящие значения и примеры.',
    be: 'Bekommen, Gift, Handy, also, eventuell і іншыя: ілжывыя сябры паміж нямецкай і англійскай, іх сапраўдныя значэнні і прыклады.',
    tr: 'Bekommen, Gift, Handy, also, eventuell ve dahası: Almanca ile İngilizce arasındaki yanıltıcı benzerler, gerçek anlamları ve örnekler.',
    pl: 'Bekommen, Gift, Handy, also, eventuell i inne: fałszywi przyjaciele niemiecko-angielscy, ich prawdziwe znaczenie i przykłady.',
    es: 'Bekommen, Gift, Handy, also, eventuell y más: falsos amigos entre el alemán y el inglés, su significado real y ejemplos.',
  },
  img: 'warning',
  date: '2025-10-21',
  body: [
    {
      p: 'German and English are close relatives, and that is a great help: {{das Haus}}, {{die Hand}}, {{der Finger}}, {{das Wasser}} and hundreds of other words are easy to guess. But the family resemblance also sets traps. **False friends** are words that look or sound like an English word but mean something different. Some are harmless, some are embarrassing, and a few – like asking a waiter when you will “become” a steak – have become classic jokes. This list collects the false friends that learners actually meet, with the real meaning and the German word for what you probably wanted to say.',
    },
    { h2: 'The classic traps' },
    {
      table: {
        caption: 'German words that mislead English speakers',
        head: ['German', 'Really means', 'English lookalike', 'German for the lookalike'],
        rows: [
          ['{{bekommen}}', 'to get, to receive', 'to become', '{{werden}}'],
          ['{{das Gift}}', 'poison', 'gift', '{{das Geschenk}}'],
          ['{{also}}', 'so, therefore, well', 'also', '{{auch}}'],
          ['{{bald}}', 'soon', 'bald', '{{kahl}}, {{eine Glatze haben}}'],
          ['{{fast}}', 'almost', 'fast', '{{schnell}}'],
          ['{{der Brief}}', 'letter', 'brief', '{{kurz}}'],
          ['{{ich will}}', 'I want', 'I will', '{{ich werde}}'],
          ['{{wer}}', 'who', 'where', '{{wo}}'],
          ['{{der Chef}}, {{die Chefin}}', 'boss', 'chef', '{{der Koch}}, {{die Köchin}}'],
          ['{{die Art}}', 'kind, type, way', 'art', '{{die Kunst}}'],
          ['{{der Rat}}', 'advice; council', 'rat', '{{die Ratte}}'],
          ['{{der Mist}}', 'manure; rubbish (colloquial)', 'mist', '{{der Nebel}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Wann bekomme ich mein Steak?', en: 'When will I get my steak? (not “become”!)' },
        { de: 'Ich will Ärztin werden.', en: 'I want to become a doctor.' },
        { de: 'Vorsicht, das ist Gift!', en: 'Careful, that’s poison!' },
        { de: 'Ich bin fast fertig.', en: 'I’m almost finished.' },
        { de: 'Also, was machen wir jetzt?', en: 'So, what do we do now?' },
      ],
    },
    { h2: 'Adjectives and adverbs' },
    {
      p: 'Adjectives are particularly tricky because a wrong one can change the tone of a whole sentence. If you call a kind colleague {{sensibel}}, you are saying that they are sensitive, not that they are sensible.',
    },
    {
      table: {
        caption: 'Misleading adjectives',
        head: ['German', 'Really means', 'English lookalike', 'German for the lookalike'],
        rows: [
          ['{{aktuell}}', 'current, up to date', 'actual(ly)', '{{tatsächlich}}, {{eigentlich}}'],
          ['{{eventuell}}', 'possibly, perhaps', 'eventually', '{{schließlich}}, {{irgendwann}}'],
          ['{{sensibel}}', 'sensitive', 'sensible', '{{vernünftig}}'],
          ['{{sympathisch}}', 'likeable, nice', 'sympathetic', '{{mitfühlend}}, {{verständnisvoll}}'],
          ['{{genial}}', 'brilliant, ingenious', 'genial', '{{freundlich}}, {{herzlich}}'],
          ['{{konsequent}}', 'consistent, firm', 'consequently', '{{folglich}}'],
          ['{{engagiert}}', 'committed, dedicated', 'engaged', '{{verlobt}} (to marry), {{besetzt}} (phone, toilet)'],
          ['{{ordinär}}', 'vulgar, common', 'ordinary', '{{gewöhnlich}}, {{normal}}'],
          ['{{familiär}}', 'to do with the family; informal, relaxed', 'familiar', '{{vertraut}}, {{bekannt}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Die aktuellen Nachrichten hören wir um acht.', en: 'We listen to the latest news at eight.' },
        { de: 'Eventuell komme ich später.', en: 'I might come later.' },
        { de: 'Dein neuer Kollege ist sehr sympathisch.', en: 'Your new colleague is very nice.' },
        { de: 'Das war eine geniale Idee!', en: 'That was a brilliant idea!' },
      ],
    },
    { h2: 'At work, school and university' },
    {
      ul: [
        '{{die Note}} – a mark or grade at school (in Germany 1 is the best, 6 the worst); also a musical note. A note you write is {{die Notiz}}; a banknote is {{der Geldschein}}.',
        '{{das Gymnasium}} – a secondary school that leads to the {{Abitur}}, not a gym. A gym is {{die Turnhalle}} (at school) or {{das Fitnessstudio}}.',
        '{{die Hochschule}} – a university or college of higher education, not a high school.',
        '{{die Promotion}} – a doctorate. A promotion at work is {{die Beförderung}}.',
        '{{die Mappe}} – a folder or portfolio. A map is {{die Landkarte}} or {{der Stadtplan}}.',
        '{{die Kaution}} – a (rental) deposit, or bail. Caution is {{die Vorsicht}}.',
        '{{kontrollieren}} – to check, to inspect ({{Fahrkarten, bitte! Wir kontrollieren.}}). To control something is usually {{steuern}} or {{beherrschen}}.',
        '{{die Fabrik}} – a factory. Fabric is {{der Stoff}}.',
      ],
    },
    { h2: 'Food, shopping and going out' },
    {
      ul: [
        '{{das Menü}} – a set meal of several courses (or a computer menu). The list of dishes is {{die Speisekarte}}.',
        '{{die Chips}} – crisps. Chips are {{die Pommes}}.',
        '{{das Lokal}} – a pub or restaurant, not “the locals”.',
        '{{die Dose}} – a tin or can. A dose of medicine is {{die Dosis}}.',
        '{{der Prospekt}} – a brochure or leaflet. A prospect is {{die Aussicht}}.',
        '{{der Rock}} – a skirt; {{die Hose}} – trousers.',
        '{{spenden}} – to donate. To spend money is {{ausgeben}}, to spend time {{verbringen}}.',
      ],
    },
    {
      examples: [
        { de: 'Ich nehme das Menü mit Suppe und Nachtisch.', en: 'I’ll have the set meal with soup and dessert.' },
        { de: 'Wir haben am Wochenende viel Geld ausgegeben.', en: 'We spent a lot of money at the weekend.' },
        { de: 'Sie spendet jedes Jahr für ein Tierheim.', en: 'She donates to an animal shelter every year.' },
      ],
    },
    { h2: 'English-looking words that English does not use' },
    {
      p: 'German also has **pseudo-anglicisms**: words made from English material that English speakers do not use in that meaning. They are correct German, so use them – just do not expect them to work in English.',
    },
    {
      table: {
        caption: 'Pseudo-anglicisms',
        head: ['German', 'Meaning in German'],
        rows: [
          ['{{das Handy}}', 'mobile phone'],
          ['{{der Beamer}}', 'projector'],
          ['{{der Oldtimer}}', 'vintage or classic car'],
          ['{{der Smoking}}', 'dinner jacket, tuxedo'],
        ],
      },
    },
    { h2: 'Numbers and other surprises' },
    {
      ul: [
        '{{eine Milliarde}} is a thousand million (English billion); {{eine Billion}} is a million million (English trillion). This matters when you read about budgets or populations.',
        '{{winken}} means to wave; to wink is {{zwinkern}}.',
        '{{das Stadium}} is a stage or phase; a stadium is {{das Stadion}}.',
        '{{die Pension}} is a small guest house; it can also mean the retirement pay of civil servants. The ordinary state pension is {{die Rente}}.',
        '{{die Kritik}} is criticism, or a review of a film or book. A critic is {{der Kritiker}} or {{die Kritikerin}}.',
      ],
    },
    { h2: 'How to avoid the traps' },
    {
      ol: [
        'When a German word looks exactly like an English one, check it once in a dictionary before you use it.',
        'Learn false friends in sentences, not as single words: {{Ich bekomme ein Geschenk}} fixes two traps at once.',
        'Make your own list of the false friends that catch **you** and review it regularly.',
        'Remember that most lookalikes are true friends. Do not stop guessing – just stay alert with the words above.',
      ],
    },
    {
      tip: 'German has also borrowed real English words, often with a German gender: {{der Computer}}, {{das Team}}, {{die Party}}. See [German compound nouns](/articles/german-compound-nouns) for how such words combine, and practise vocabulary in our [word lists](/words) and [quizzes](/quizzes/).',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'DWDS – Digitales Wörterbuch der deutschen Sprache', url: 'https://www.dwds.de/' },
  ],
};

export default article;
