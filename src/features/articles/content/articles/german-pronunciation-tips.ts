import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-pronunciation-tips',
  type: 'Conversation and Listening',
  title: {
    en: 'German Pronunciation Tips',
    ua: 'Поради щодо німецької вимови',
    de: 'Tipps für die deutsche Aussprache',
    ru: 'Советы по немецкому произношению',
    be: 'Парады па нямецкім вымаўленні',
    tr: 'Almanca telaffuz ipuçları',
    pl: 'Wskazówki dotyczące wymowy niemieckiej',
    es: 'Consejos de pronunciación alemana',
  },
  descr: {
    en: 'Long and short vowels, umlauts, the two ch sounds, the German r, word stress and a daily routine to sound clearer in German.',
    ua: 'Довгі й короткі голосні, умлаути, два звуки ch, німецьке r, наголос і щоденна вправа, щоб говорити німецькою чіткіше.',
    de: 'Lange und kurze Vokale, Umlaute, den Ich- und den Ach-Laut, das deutsche R, die Betonung und eine tägliche Übung für eine klarere Aussprache.',
    ru: 'Долгие и краткие гласные, умлауты, два звука ch, немецкое r, ударение и ежедневная тренировка для более чёткой речи.',
    be: 'Доўгія і кароткія галосныя, умлаўты, два гукі ch, нямецкае r, націск і штодзённая практыка, каб гаварыць выразней.',
    tr: 'Uzun ve kısa ünlüler, umlautlar, iki ch sesi, Almanca r, vurgu ve daha net konuşmak için günlük bir alıştırma.',
    pl: 'Długie i krótkie samogłoski, umlauty, dwa dźwięki ch, niemieckie r, akcent i codzienna rutyna dla wyraźniejszej wymowy.',
    es: 'Vocales largas y cortas, diéresis, los dos sonidos de ch, la r alemana, el acento y una rutina diaria para hablar con más claridad.',
  },
  img: 'speaking-head',
  date: '2025-06-10',
  body: [
    {
      p: 'German has a reputation for being hard to pronounce, but it has one big advantage over English: the spelling tells you the sound quite reliably. Once you know a few rules, you can read almost any German word aloud correctly, even a word you have never seen. This article walks through the sounds that learners find most difficult and ends with a short routine you can use every day.',
    },
    { h2: 'Long and short vowels' },
    {
      p: 'Every German vowel can be long or short, and the difference changes the meaning. The spelling gives you clues:',
    },
    {
      ul: [
        '**Long:** a doubled vowel ({{Staat}}, {{Beet}}), a vowel followed by **h** ({{Uhr}}, {{fahren}}), and **ie** ({{Liebe}}).',
        '**Long:** usually a vowel at the end of a syllable ({{Ofen}}, {{Vater}}).',
        '**Short:** a vowel followed by a double consonant ({{Bett}}, {{Mitte}}, {{offen}}) or by two or more consonants ({{Stadt}}, {{Hund}}).',
      ],
    },
    {
      table: {
        caption: 'Pairs that differ only in vowel length',
        head: ['Long vowel', 'Short vowel'],
        rows: [
          ['{{der Staat}} (state)', '{{die Stadt}} (town)'],
          ['{{die Miete}} (rent)', '{{die Mitte}} (middle)'],
          ['{{der Ofen}} (oven)', '{{offen}} (open)'],
          ['{{das Beet}} (flower bed)', '{{das Bett}} (bed)'],
          ['{{die Höhle}} (cave)', '{{die Hölle}} (hell)'],
          ['{{fühlen}} (to feel)', '{{füllen}} (to fill)'],
        ],
      },
    },
    { h2: 'The umlauts ä, ö and ü' },
    {
      p: 'The umlauts are separate sounds, not decoration. **ä** is close to the e in English "bed" (short) or a long version of it ({{der Käse}}). For **ö**, say the vowel in "say" and round your lips as if to whistle. For **ü**, say "ee" and round your lips in the same way. Keep your tongue where it is – only the lips move. A mirror helps.',
    },
    {
      examples: [
        { de: 'das Buch – die Bücher', en: 'the book – the books' },
        { de: 'schön', en: 'beautiful' },
        { de: 'die Tür', en: 'the door' },
        { de: 'Ich möchte zwei Brötchen, bitte.', en: 'I’d like two bread rolls, please.' },
        { de: 'Können Sie mir helfen?', en: 'Can you help me?' },
      ],
    },
    { h2: 'ei, ie, eu and au' },
    {
      p: 'These combinations are pronounced as one sound. A classic trick for **ei** and **ie**: pronounce the **second** letter the English way. **ei** sounds like the English name of the letter I ({{der Wein}}, {{drei}}), and **ie** sounds like the English name of the letter E ({{das Bier}}, {{vier}}).',
    },
    {
      table: {
        caption: 'Vowel combinations',
        head: ['Spelling', 'Sounds like', 'Examples'],
        rows: [
          ['**ei**, **ai**', 'English "eye"', '{{das Eis}}, {{der Mai}}'],
          ['**ie**', 'English "ee"', '{{die Liebe}}, {{die Biene}}'],
          ['**eu**, **äu**', 'English "oy"', '{{heute}}, {{die Häuser}}'],
          ['**au**', 'English "ow" in "how"', '{{das Haus}}, {{auch}}'],
        ],
      },
    },
    { h2: 'Consonants that surprise English speakers' },
    {
      ul: [
        '**w** sounds like English v: {{das Wasser}}, {{der Wein}}.',
        '**v** usually sounds like f: {{der Vater}}, {{der Vogel}}, {{viel}}. In many borrowed words it is a v: {{die Vase}}.',
        '**z** sounds like ts: {{die Zeit}}, {{der Zug}}, {{zehn}}.',
        '**s** before a vowel at the start of a word is voiced, like English z, in standard German: {{die Sonne}}, {{sagen}}. In the south many speakers say it voiceless.',
        '**sch** is English sh: {{die Schule}}. At the start of a word or word stem, **sp** and **st** sound like "shp" and "sht": {{der Sport}}, {{die Straße}}, {{verstehen}}.',
        '**j** sounds like English y: {{ja}}, {{das Jahr}}.',
        '**th** is simply t: {{das Theater}}. **ph** is f: {{die Philosophie}}.',
        '**chs** usually sounds like ks: {{sechs}}, {{wachsen}}.',
      ],
    },
    { h2: 'The two ch sounds' },
    {
      p: 'German **ch** has two main pronunciations. After **a**, **o**, **u** and **au**, it is the rough "ach sound" made at the back of the mouth, like Scottish "loch". After all other vowels and after consonants, it is the soft "ich sound": put your tongue in position for the y in "yes" and blow air through. Learners often replace the ich sound with sh or k; try whispering a long "y" to find it.',
    },
    {
      examples: [
        { de: 'das Buch – die Bücher', en: 'the book – the books (ach sound, then ich sound)' },
        { de: 'die Nacht – die Nächte', en: 'the night – the nights' },
        { de: 'das Dach – die Dächer', en: 'the roof – the roofs' },
        { de: 'ich, echt, die Milch, die Küche', en: 'I, really, the milk, the kitchen (all ich sound)' },
      ],
    },
    {
      p: 'The ending **-ig** is pronounced with the ich sound in standard German: {{zwanzig}}, {{wichtig}}, {{der König}}. In southern Germany, Austria and Switzerland you will often hear a k at the end instead. Both are correct regional forms.',
    },
    { h2: 'The German r' },
    {
      p: 'At the beginning of a syllable, most German speakers use a soft r made at the back of the throat, close to the sound of gentle gargling: {{rot}}, {{die Reise}}. A rolled r with the tip of the tongue is also heard, especially in the south, and is understood everywhere. At the end of a word or syllable, r often turns into a vowel-like sound: {{der Lehrer}}, {{die Mutter}} and {{besser}} end in a short, open sound close to the final sound of English "sofa". So {{die Mutter}} sounds roughly like "mootah", with no hard r at the end.',
    },
    { h2: 'Hard endings: b, d and g' },
    {
      p: 'At the end of a word or syllable, **b**, **d** and **g** are pronounced like p, t and k. {{der Hund}} ends in a t, {{der Tag}} in a k, {{halb}} in a p. When an ending is added, the soft sound comes back: {{die Hunde}}, {{die Tage}}. The same rule explains why {{das Kind}} and {{das Bild}} end in a clear t.',
    },
    { h2: 'Word stress' },
    {
      ul: [
        'Most German words are stressed on the first syllable of the stem: {{die Sprache}}, {{arbeiten}}, {{der Bahnhof}}.',
        'The prefixes **be-**, **ge-**, **er-**, **ver-**, **zer-** and **ent-** are never stressed: {{beantworten}}, {{verstehen}}, {{erzählen}}.',
        'Separable prefixes are stressed: {{ankommen}}, {{aufstehen}}, {{mitnehmen}}.',
        'Many borrowed words are stressed at the end: {{der Student}}, {{die Musik}}, {{die Universität}}.',
      ],
    },
    {
      p: 'German also separates words that begin with a vowel with a tiny stop in the throat. That is why {{das Spiegelei}} (fried egg) is said as {{Spiegel}} + {{Ei}}, never run together, and why {{beantworten}} has a small break after **be**.',
    },
    { h2: 'A ten-minute daily routine' },
    {
      ol: [
        'Warm up with the long and short pairs from the table above, reading each pair three times.',
        'Choose one difficult sound for the week, for example the ich sound, and collect ten words with it.',
        'Listen to a short recording from your course and repeat each sentence immediately after the speaker (shadowing).',
        'Record yourself reading the same sentences and compare your recording with the original.',
        'Finish with a tongue twister, slowly at first and then faster.',
      ],
    },
    {
      examples: [
        { de: 'Fischers Fritz fischt frische Fische.', en: 'Fischer’s Fritz fishes fresh fish.' },
        { de: 'Blaukraut bleibt Blaukraut und Brautkleid bleibt Brautkleid.', en: 'Red cabbage stays red cabbage and a wedding dress stays a wedding dress.' },
      ],
    },
    {
      tip: 'Perfect pronunciation is not the goal – being easy to understand is. Vowel length and word stress matter more for that than a perfect r. Every word in our [vocabulary section](/words) comes with its sound, so you can check a word whenever you are unsure.',
    },
  ],
};

export default article;
