import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-numbers-dates-and-time',
  type: 'Vocabulary',
  title: {
    en: 'German Numbers, Dates and Telling the Time',
    ua: 'Числа, дати й час німецькою',
    de: 'Zahlen, Datum und Uhrzeit auf Deutsch',
    ru: 'Числа, даты и время по-немецки',
    be: 'Лікі, даты і час па-нямецку',
    tr: 'Almanca sayılar, tarihler ve saat söyleme',
    pl: 'Liczby, daty i godziny po niemiecku',
    es: 'Números, fechas y la hora en alemán',
  },
  descr: {
    en: 'Count from 0 to a million, say dates and years, and tell the time the official and the everyday way – including the tricky “halb drei”.',
    ua: 'Лічба від 0 до мільйона, дати й роки, офіційний і розмовний спосіб називати час – разом із підступним «halb drei».',
    de: 'Zählen von null bis eine Million, Datum und Jahreszahlen, die offizielle und die alltägliche Uhrzeit – auch das knifflige „halb drei“.',
    ru: 'Счёт от 0 до миллиона, даты и годы, официальный и разговорный способ называть время – включая коварное «halb drei».',
    be: 'Лік ад 0 да мільёна, даты і гады, афіцыйны і гутарковы спосаб называць час – разам з падступным «halb drei».',
    tr: '0’dan bir milyona saymak, tarih ve yıl söylemek, saati resmî ve günlük biçimde söylemek – zorlu “halb drei” dahil.',
    pl: 'Liczenie od 0 do miliona, daty i lata, godzina oficjalnie i potocznie – razem z podchwytliwym „halb drei”.',
    es: 'Contar de 0 a un millón, decir fechas y años, y la hora oficial y coloquial, incluido el engañoso «halb drei».',
  },
  img: 'spiral-calendar',
  date: '2025-04-15',
  body: [
    {
      p: 'Numbers are everywhere from your first day in a German-speaking country: prices at the bakery, platform numbers, your date of birth on a form, the time of an appointment. German numbers have two famous quirks – the units come **before** the tens, and “half three” means 2:30 – but apart from that they are very regular. This guide takes you from counting to dates and clock times, with the phrases you need to use them.',
    },
    { h2: 'Numbers 0 to 20' },
    {
      table: {
        caption: 'The basic numbers',
        head: ['No.', 'German', 'No.', 'German', 'No.', 'German'],
        rows: [
          ['0', '{{null}}', '7', '{{sieben}}', '14', '{{vierzehn}}'],
          ['1', '{{eins}}', '8', '{{acht}}', '15', '{{fünfzehn}}'],
          ['2', '{{zwei}}', '9', '{{neun}}', '16', '{{sechzehn}}'],
          ['3', '{{drei}}', '10', '{{zehn}}', '17', '{{siebzehn}}'],
          ['4', '{{vier}}', '11', '{{elf}}', '18', '{{achtzehn}}'],
          ['5', '{{fünf}}', '12', '{{zwölf}}', '19', '{{neunzehn}}'],
          ['6', '{{sechs}}', '13', '{{dreizehn}}', '20', '{{zwanzig}}'],
        ],
      },
    },
    {
      p: 'Watch the small spelling changes: {{sechs}} loses its s in {{sechzehn}} and {{sechzig}}, and {{sieben}} loses -en in {{siebzehn}} and {{siebzig}}. When you count, 1 is {{eins}}; before a noun it becomes the article {{ein}} or {{eine}}: {{ein Kaffee}}, {{eine Stunde}}. On the phone and over loudspeakers you will often hear {{zwo}} instead of {{zwei}}, so that it is not confused with {{drei}}.',
    },
    { h2: 'Tens, and the “backwards” numbers' },
    {
      p: 'The tens are {{zwanzig}}, {{dreißig}} (with ß, not -zig), {{vierzig}}, {{fünfzig}}, {{sechzig}}, {{siebzig}}, {{achtzig}}, {{neunzig}}. Between the tens German says the unit first, then {{und}}, then the ten – like the old English “four-and-twenty” – and writes it all as one word.',
    },
    {
      examples: [
        { de: 'einundzwanzig', en: '21 (one-and-twenty)' },
        { de: 'zweiunddreißig', en: '32' },
        { de: 'fünfundvierzig', en: '45' },
        { de: 'neunundneunzig', en: '99' },
      ],
    },
    {
      p: 'Bigger numbers follow the same pattern: {{hundert}} (or {{einhundert}}), {{tausend}}, {{eine Million}}. 123 is {{einhundertdreiundzwanzig}}: hundred, then three-and-twenty. Below a million everything is one word; {{Million}} and {{Milliarde}} (a thousand million) are separate nouns with plurals ({{zwei Millionen}}).',
    },
    {
      tip: 'Writing numbers down when someone dictates them? Listen for the whole number before you write. For 47, write the 7 first, then put the 4 in front of it – many learners find this easier than holding the number in their head.',
    },
    { h2: 'Commas, points and prices' },
    {
      p: 'German swaps the English comma and point. The decimal sign is a comma ({{Komma}}), and large numbers are grouped with a point or a space: 2,5 means two and a half, and 1.000 (or 1 000) means one thousand. Prices are read with {{Euro}} in the middle:',
    },
    {
      examples: [
        { de: 'Das kostet 2,50 €. – zwei Euro fünfzig', en: 'That costs €2.50.' },
        { de: 'Der Kaffee kostet 3,20 €. – drei Euro zwanzig', en: 'The coffee costs €3.20.' },
        { de: 'Die Temperatur ist 1,5 Grad. – eins Komma fünf Grad', en: 'The temperature is 1.5 degrees.' },
        { de: 'Was kostet das? – Wie viel kostet das?', en: 'What does it cost? – How much does it cost?' },
      ],
    },
    { h2: 'Ordinal numbers: first, second, third' },
    {
      p: 'Ordinals are formed by adding **-te** to the numbers up to 19 and **-ste** from 20 upwards. Only a few are irregular. In writing, an ordinal is shown by a point after the number: {{der 3. Mai}} is read {{der dritte Mai}}. Ordinals take adjective endings like any adjective ({{am dritten Mai}}, {{im ersten Stock}}).',
    },
    {
      table: {
        caption: 'Ordinal numbers',
        head: ['Number', 'Ordinal', 'Note'],
        rows: [
          ['1.', '{{der erste}}', 'irregular'],
          ['2.', '{{der zweite}}', ''],
          ['3.', '{{der dritte}}', 'irregular'],
          ['4.', '{{der vierte}}', ''],
          ['7.', '{{der siebte}}', 'shortened'],
          ['8.', '{{der achte}}', 'only one t'],
          ['19.', '{{der neunzehnte}}', '-te up to 19'],
          ['20.', '{{der zwanzigste}}', '-ste from 20'],
          ['31.', '{{der einunddreißigste}}', ''],
        ],
      },
    },
    { h2: 'Days, months and seasons' },
    {
      p: 'All days, months and seasons are masculine. Use {{am}} with days and dates, and {{im}} with months and seasons.',
    },
    {
      table: {
        caption: 'The calendar',
        head: ['Days', 'Months', 'Seasons'],
        rows: [
          ['{{der Montag}}', '{{der Januar}}, {{der Februar}}, {{der März}}', '{{der Frühling}}'],
          ['{{der Dienstag}}', '{{der April}}, {{der Mai}}, {{der Juni}}', '{{der Sommer}}'],
          ['{{der Mittwoch}}', '{{der Juli}}, {{der August}}, {{der September}}', '{{der Herbst}}'],
          ['{{der Donnerstag}}, {{der Freitag}}', '{{der Oktober}}, {{der November}}, {{der Dezember}}', '{{der Winter}}'],
          ['{{der Samstag}}, {{der Sonntag}}', '', ''],
        ],
      },
    },
    {
      examples: [
        { de: 'Am Montag habe ich einen Termin.', en: 'I have an appointment on Monday.' },
        { de: 'Im Juli fahren wir ans Meer.', en: 'In July we are going to the seaside.' },
        { de: 'Im Winter ist es oft kalt.', en: 'It is often cold in winter.' },
        { de: 'Am Wochenende schlafe ich lange.', en: 'At the weekend I sleep late.' },
      ],
    },
    {
      p: 'In the north of Germany you will also hear {{Sonnabend}} for Saturday. In Austria January is often {{Jänner}}. A day written with a small letter and -s means “on (every)”: {{montags}} (on Mondays), {{abends}} (in the evenings).',
    },
    { h2: 'Dates and years' },
    {
      p: 'German writes dates as day, month, year, separated by points: 03.05.2025 is the 3rd of May, never the 5th of March. To say what the date is, use the nominative; to say when something happens, use {{am}} and the ending -en.',
    },
    {
      examples: [
        { de: 'Welches Datum ist heute? – Heute ist der dritte Mai.', en: 'What is the date today? – Today is the third of May.' },
        { de: 'Der Wievielte ist heute? – Heute ist der Dritte.', en: 'What is the date today? – Today is the third.' },
        { de: 'Wann hast du Geburtstag? – Am zwölften Oktober.', en: 'When is your birthday? – On the twelfth of October.' },
        { de: 'Ich bin am 14. Februar 1999 geboren.', en: 'I was born on 14 February 1999.' },
      ],
    },
    {
      p: 'Years from 1100 to 1999 are read in hundreds: 1999 is {{neunzehnhundertneunundneunzig}}. Other years are read in thousands: 1066 is {{tausendsechsundsechzig}}, 2025 is {{zweitausendfünfundzwanzig}}. Either say the year on its own ({{2025 war ein gutes Jahr}}) or use {{im Jahr}} ({{im Jahr 2025}}). Do not translate English “in 2025” word for word – “in 2025” is not standard German.',
    },
    { h2: 'Telling the time: the official way' },
    {
      p: 'Timetables, radio, offices and appointments use the 24-hour clock. You say the hour, then {{Uhr}}, then the minutes. This is the safest way to speak, because nobody can misunderstand it.',
    },
    {
      examples: [
        { de: 'Wie spät ist es? – Es ist vierzehn Uhr dreißig.', en: 'What time is it? – It is 14:30.' },
        { de: 'Wie viel Uhr ist es? – Es ist acht Uhr fünfzehn.', en: 'What time is it? – It is 8:15.' },
        { de: 'Der Zug fährt um 17:05 Uhr ab.', en: 'The train leaves at 17:05 (siebzehn Uhr fünf).' },
        { de: 'Um wie viel Uhr beginnt der Kurs? – Um neun Uhr.', en: 'What time does the course start? – At nine o’clock.' },
      ],
    },
    { h2: 'Telling the time: the everyday way' },
    {
      p: 'In conversation people use the 12-hour clock with {{nach}} (past), {{vor}} (to), {{Viertel}} (quarter) and {{halb}} (half). The trap for English speakers: {{halb}} looks **forward** to the next hour. {{Halb drei}} is “half way to three”, so 2:30, not 3:30.',
    },
    {
      table: {
        caption: 'Everyday clock times',
        head: ['Time', 'German', 'Literally'],
        rows: [
          ['2:00', '{{zwei Uhr}} / {{zwei}}', 'two o’clock'],
          ['2:05', '{{fünf nach zwei}}', 'five past two'],
          ['2:15', '{{Viertel nach zwei}}', 'quarter past two'],
          ['2:20', '{{zwanzig nach zwei}} / {{zehn vor halb drei}}', 'ten to half three'],
          ['2:30', '{{halb drei}}', 'half (to) three'],
          ['2:35', '{{fünf nach halb drei}}', 'five past half three'],
          ['2:45', '{{Viertel vor drei}}', 'quarter to three'],
          ['2:55', '{{fünf vor drei}}', 'five to three'],
        ],
      },
    },
    {
      p: 'In parts of eastern and southern Germany and in Austria you may also hear {{viertel drei}} for 2:15 and {{dreiviertel drei}} for 2:45 – again counting towards the next hour. If in doubt, ask or use the official form. To make clear which part of the day you mean, add {{morgens}}, {{vormittags}}, {{mittags}}, {{nachmittags}}, {{abends}} or {{nachts}}: {{um acht Uhr abends}}.',
    },
    { h2: 'Useful time words' },
    {
      ul: [
        '{{die Uhr}} is the clock and the “o’clock”; {{die Stunde}} is an hour of time: {{Der Film dauert zwei Stunden}}.',
        '{{heute}} (today), {{morgen}} (tomorrow), {{gestern}} (yesterday), {{übermorgen}} (the day after tomorrow), {{vorgestern}} (the day before yesterday).',
        '{{morgen früh}} (tomorrow morning), {{heute Abend}} (this evening), {{jeden Tag}} (every day).',
        '{{die Minute}}, {{die Sekunde}}, {{die Woche}}, {{der Monat}}, {{das Jahr}}.',
        '{{pünktlich}} (on time), {{zu spät}} (too late), {{früh}} (early).',
      ],
    },
    {
      tip: 'Practise with real life: read every price, platform and clock you see aloud in German for a week. For more word lists go to [vocabulary](/words), and for everyday sentences see [phrases](/phrases). The [A1 cheat sheet](/articles/german-a1-cheat-sheet) puts numbers and time together with the first grammar you need.',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'Deutsche Welle – Learn German', url: 'https://learngerman.dw.com/' },
  ],
};

export default article;
