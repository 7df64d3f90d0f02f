import type { ArticleContent } from '../types';
import { spellingAlphabet } from '../spelling-alphabet';

const article: ArticleContent = {
  slug: 'german-alphabet',
  type: 'Vocabulary',
  title: {
    en: 'The German Alphabet: Letters, Umlauts and Spelling Aloud',
    ua: 'Німецький алфавіт: літери, умлаути та вимова по буквах',
    de: 'Das deutsche Alphabet: Buchstaben, Umlaute und Buchstabieren',
    ru: 'Немецкий алфавит: буквы, умлауты и произношение по буквам',
    be: 'Нямецкі алфавіт: літары, умлауты і вымаўленне па літарах',
    tr: 'Alman alfabesi: harfler, umlautlar ve harf harf söyleme',
    pl: 'Alfabet niemiecki: litery, umlauty i literowanie',
    es: 'El alfabeto alemán: letras, diéresis y deletreo',
  },
  descr: {
    en: 'All 26 letters plus ä, ö, ü and ß: their names, the sounds that surprise English speakers, and how to spell your name on the phone.',
    ua: 'Усі 26 літер, а також ä, ö, ü та ß: їхні назви, незвичні звуки і як продиктувати своє ім’я по телефону.',
    de: 'Alle 26 Buchstaben und ä, ö, ü und ß: ihre Namen, schwierige Laute und wie man den eigenen Namen am Telefon buchstabiert.',
    ru: 'Все 26 букв, а также ä, ö, ü и ß: их названия, непривычные звуки и как продиктовать своё имя по телефону.',
    be: 'Усе 26 літар, а таксама ä, ö, ü і ß: іх назвы, незвычныя гукі і як прадыктаваць сваё імя па тэлефоне.',
    tr: '26 harf ile ä, ö, ü ve ß: harflerin adları, şaşırtan sesler ve adınızı telefonda harf harf nasıl söyleyeceğiniz.',
    pl: 'Wszystkie 26 liter oraz ä, ö, ü i ß: ich nazwy, zaskakujące dźwięki i jak przeliterować nazwisko przez telefon.',
    es: 'Las 26 letras más ä, ö, ü y ß: sus nombres, los sonidos que sorprenden y cómo deletrear tu nombre por teléfono.',
  },
  img: 'input-latin-uppercase',
  date: '2025-02-11',
  body: [
    {
      p: 'German uses the same 26 letters as English, plus three vowels with two dots – {{ä}}, {{ö}} and {{ü}}, the **umlauts** – and one extra consonant, {{ß}}. That sounds easy, and in one way it is: German spelling is far more regular than English spelling, so once you know how the letters sound you can read almost any word aloud. The catch is that several familiar letters have unfamiliar sounds, and the names of the letters differ from the English ones. You need those names from your very first week, because Germans spell things aloud all the time: names, email addresses, street names, booking codes.',
    },
    { h2: 'The 26 letters and their names' },
    {
      p: 'The table gives each letter’s German name, a rough English guide to how it is said, and a common word that starts with it. Learn the names as a chant, in groups of four or five, the way German children do. The vowels are simply said long: A is “ah”, E is “ay”, I is “ee”, O is “oh”, U is “oo”.',
    },
    {
      table: {
        caption: 'The German alphabet',
        head: ['Letter', 'Name (said like)', 'Example word', 'Meaning'],
        rows: [
          ['A a', 'ah', '{{der Apfel}}', 'apple'],
          ['B b', 'bay', '{{das Buch}}', 'book'],
          ['C c', 'tsay', '{{der Computer}}', 'computer'],
          ['D d', 'day', '{{der Dom}}', 'cathedral'],
          ['E e', 'ay', '{{der Esel}}', 'donkey'],
          ['F f', 'eff', '{{der Fisch}}', 'fish'],
          ['G g', 'gay (hard g)', '{{die Gabel}}', 'fork'],
          ['H h', 'hah', '{{das Haus}}', 'house'],
          ['I i', 'ee', '{{der Igel}}', 'hedgehog'],
          ['J j', 'yot', '{{die Jacke}}', 'jacket'],
          ['K k', 'kah', '{{die Katze}}', 'cat'],
          ['L l', 'ell', '{{die Lampe}}', 'lamp'],
          ['M m', 'emm', '{{die Maus}}', 'mouse'],
          ['N n', 'enn', '{{die Nase}}', 'nose'],
          ['O o', 'oh', '{{das Obst}}', 'fruit'],
          ['P p', 'pay', '{{die Post}}', 'post, post office'],
          ['Q q', 'koo', '{{die Qualle}}', 'jellyfish'],
          ['R r', 'air (throaty r)', '{{der Regen}}', 'rain'],
          ['S s', 'ess', '{{die Sonne}}', 'sun'],
          ['T t', 'tay', '{{der Tisch}}', 'table'],
          ['U u', 'oo', '{{die Uhr}}', 'clock, watch'],
          ['V v', 'fow (rhymes with “now”)', '{{der Vogel}}', 'bird'],
          ['W w', 'vay', '{{das Wasser}}', 'water'],
          ['X x', 'iks', '{{das Xylofon}}', 'xylophone'],
          ['Y y', 'UEP-see-lon', '{{die Yacht}}', 'yacht'],
          ['Z z', 'tset', '{{der Zug}}', 'train'],
        ],
      },
    },
    {
      tip: 'The pairs that cause the most mix-ups on the phone are E and I (“ay” and “ee”), G and J (“gay” and “yot”), and V and W (“fow” and “vay”). Practise exactly these until they are automatic. In Austria you will often hear J called “yay” instead of “yot”.',
    },
    { h2: 'Umlauts: ä, ö and ü' },
    {
      p: 'The two dots change the sound of the vowel, and they change the meaning of the word: {{schon}} means “already”, {{schön}} means “beautiful”; {{zahlen}} is “to pay”, {{zählen}} is “to count”. An umlaut is never decoration, so never leave it out. Umlauts are also part of grammar: many plurals and some verb forms add one, as in {{der Apfel}} → {{die Äpfel}} or {{ich fahre}} → {{du fährst}}.',
    },
    {
      table: {
        caption: 'How to say the umlauts',
        head: ['Letter', 'How to make the sound', 'Examples'],
        rows: [
          ['ä', 'close to the “e” in English “bed” (long in some words)', '{{der Bär}}, {{die Äpfel}}, {{spät}}'],
          ['ö', 'say “ay”, then round your lips as for “oh”', '{{schön}}, {{hören}}, {{zwölf}}'],
          ['ü', 'say “ee”, then round your lips as for “oo”', '{{die Tür}}, {{müde}}, {{fünf}}'],
        ],
      },
    },
    {
      p: 'If you have no German keyboard, the accepted substitutes are **ae**, **oe** and **ue** (and **ss** for ß). You will see them in email addresses and on forms that accept only plain letters, for example a surname written “Mueller” in a passport’s machine-readable line. In ordinary writing, use the real letters: on most phones you can hold down a, o or u to get them.',
    },
    { h2: 'The letter ß (Eszett)' },
    {
      p: 'The letter {{ß}} is called {{Eszett}} or “sharp s” ({{scharfes S}}). It is pronounced like a normal voiceless “s” as in “bus”. Since the spelling reform of 1996/2006 the rule is simple: write **ß after a long vowel or a diphthong** (ei, au, eu), and **ss after a short vowel**.',
    },
    {
      examples: [
        { de: 'die Straße, der Fuß, groß', en: 'the street, the foot, big (long vowel → ß)' },
        { de: 'heißen, draußen, weiß', en: 'to be called, outside, white (diphthong → ß)' },
        { de: 'der Fluss, dass, ich muss', en: 'the river, that, I must (short vowel → ss)' },
      ],
    },
    {
      p: 'Switzerland and Liechtenstein do not use ß at all; they always write ss, so Swiss street signs spell the word for street with a double s (Strasse). For a long time ß had no capital form, and words in capitals were written with SS ({{STRASSE}}). A capital ẞ now exists and has been accepted in official German spelling since 2017, but SS is still the usual choice in capitals.',
    },
    { h2: 'Letters that sound different from English' },
    {
      p: 'Most German letters always sound the same, which is good news. These are the ones English speakers trip over most often:',
    },
    {
      ul: [
        '**W** sounds like English v: {{der Wein}}, {{das Wetter}}.',
        '**V** usually sounds like English f: {{der Vater}}, {{viel}}. In many loanwords it is a v: {{die Vase}}.',
        '**J** sounds like English y: {{ja}}, {{das Jahr}}.',
        '**Z** sounds like “ts”: {{die Zeit}}, {{zehn}}.',
        '**S** before a vowel sounds like English z: {{die Sonne}}, {{lesen}}.',
        '**Ei** sounds like the “i” in “wine”; **ie** like the “ee” in “see”: {{mein}}, {{die Liebe}}.',
        '**Eu** and **äu** sound like the “oy” in “boy”: {{heute}}, {{die Häuser}}.',
        '**Sp** and **st** at the start of a word sound like “shp” and “sht”: {{spielen}}, {{die Stadt}}.',
        '**Ch** is soft after e, i, ä, ö, ü (like a whispered “h” in “huge”): {{ich}}, {{die Milch}}; after a, o, u it is throaty like Scottish “loch”: {{acht}}, {{das Buch}}.',
        '**Sch** is English “sh”: {{die Schule}}, {{schnell}}.',
        '**-b, -d, -g** at the end of a word sound like p, t, k: {{gelb}}, {{das Geld}}, {{der Tag}}.',
      ],
    },
    { h2: 'Spelling aloud: useful phrases' },
    {
      p: 'When you give your name at a doctor’s surgery or on the phone, you will be asked to spell it ({{buchstabieren}}). Say each letter by its German name. For double letters Germans usually say “two” or “double”: {{zwei L}} or {{Doppel-L}}. For umlauts say {{Umlaut}} after the letter or the letter name itself: {{Ü}} or {{U Umlaut}}. For email addresses you need a few extra words: {{der Punkt}} (dot), {{der Bindestrich}} (hyphen), {{der Unterstrich}} (underscore), {{der Schrägstrich}} (slash) and {{das At-Zeichen}}, which most people simply read as English “at”.',
    },
    {
      examples: [
        { de: 'Wie schreibt man das?', en: 'How do you write that?' },
        { de: 'Können Sie das bitte buchstabieren?', en: 'Could you spell that, please?' },
        { de: 'Wie ist Ihr Nachname?', en: 'What is your surname?' },
        { de: 'Mein Name ist Müller: M, U Umlaut, zwei L, E, R.', en: 'My name is Müller: M, U umlaut, double L, E, R.' },
        { de: 'Mit großem B oder kleinem b?', en: 'With a capital B or a small b?' },
        { de: 'Noch einmal, bitte. Langsamer, bitte.', en: 'Once more, please. More slowly, please.' },
      ],
    },
    { h2: 'The German spelling alphabet (Buchstabiertafel)' },
    {
      p: 'On a bad line, “B” and “P” or “M” and “N” are easily confused, so Germans add a word for each letter: {{B wie Berlin}} (“B as in Berlin”). The official table for business and administration is the German standard DIN 5009. In 2022 it replaced the older first names with names of German towns and cities. Using it is voluntary, and the traditional first names are still very common, especially among older speakers, so it is worth recognising both.',
    },
    {
      table: {
        caption: 'The spelling alphabet: DIN 5009 (2022) and the traditional names',
        head: ['Letter', 'DIN 5009 (2022)', 'Traditional'],
        rows: spellingAlphabet,
      },
    },
    {
      examples: [
        { de: 'Schmidt: S wie Salzwedel, C wie Chemnitz, H wie Hamburg, M wie München, I wie Ingelheim, D wie Düsseldorf, T wie Tübingen.', en: 'Schmidt: S as in Salzwedel, C as in Chemnitz, H as in Hamburg …' },
        { de: 'Meier mit E I, nicht mit A Y.', en: 'Meier with E I, not with A Y.' },
      ],
    },
    { h2: 'Capital letters' },
    {
      p: 'One more thing about letters: German writes **every noun with a capital letter**, not just names – {{der Tisch}}, {{die Liebe}}, {{das Wetter}}. The formal “you”, {{Sie}}, and its forms ({{Ihr}}, {{Ihnen}}) are also capitalised. This is a help when reading, because you can see at once which words are nouns. When you learn a new noun, learn it with its article and its capital, for example {{die Katze}}, never just “katze”.',
    },
    { h2: 'How to practise' },
    {
      ol: [
        'Say the alphabet aloud every day for a week, then say it backwards.',
        'Spell your own name, your street and your email address until you can do it without thinking.',
        'Ask a partner to dictate German words letter by letter, and write them down.',
        'Listen to the words on our [word lists](/words) and copy the sounds, especially ä, ö, ü and ch.',
        'Play a spelling or word game from the [games](/games) section to train your ear.',
      ],
    },
    {
      tip: 'Write your own spelling line once and keep it in your phone: your surname with the DIN 5009 words. At the doctor’s or the bank you can then read it out calmly.',
    },
  ],
  sources: [
    { title: 'DIN – Deutsches Institut für Normung (DIN 5009)', url: 'https://www.din.de/' },
    { title: 'Rat für deutsche Rechtschreibung', url: 'https://www.rechtschreibrat.com/' },
    { title: 'Goethe-Institut – Learning German', url: 'https://www.goethe.de/' },
  ],
};

export default article;
