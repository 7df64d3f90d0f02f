import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-among-the-germanic-languages',
  type: 'Vocabulary',
  title: {
    en: 'German among the Germanic Languages',
    ua: 'Німецька серед германських мов',
    de: 'Deutsch und seine germanischen Verwandten',
    ru: 'Немецкий среди германских языков',
    be: 'Нямецкая сярод германскіх моў',
    tr: 'Cermen dilleri arasında Almanca',
    pl: 'Niemiecki wśród języków germańskich',
    es: 'El alemán entre las lenguas germánicas',
  },
  descr: {
    en: 'German, English, Dutch and the Scandinavian languages: shared roots, cognates with examples and the sound shifts that explain them.',
    ua: 'Німецька, англійська, нідерландська та скандинавські мови: спільне коріння, споріднені слова з прикладами і звукові зсуви, що їх пояснюють.',
    de: 'Deutsch, Englisch, Niederländisch und die skandinavischen Sprachen: gemeinsame Wurzeln, verwandte Wörter mit Beispielen und der Wandel der Laute, der sie erklärt.',
    ru: 'Немецкий, английский, нидерландский и скандинавские языки: общие корни, родственные слова с примерами и объясняющие их звуковые сдвиги.',
    be: 'Нямецкая, англійская, нідэрландская і скандынаўскія мовы: агульныя карані, роднасныя словы з прыкладамі і гукавыя зрухі, што іх тлумачаць.',
    tr: 'Almanca, İngilizce, Felemenkçe ve İskandinav dilleri: ortak kökler, örnekli akraba sözcükler ve bunları açıklayan ses kaymaları.',
    pl: 'Niemiecki, angielski, niderlandzki i języki skandynawskie: wspólne korzenie, wyrazy pokrewne z przykładami i wyjaśniające je przesunięcia głosek.',
    es: 'Alemán, inglés, neerlandés y las lenguas escandinavas: raíces comunes, cognados con ejemplos y los cambios fonéticos que los explican.',
  },
  img: 'globe-showing-europe-africa',
  date: '2026-06-16',
  body: [
    {
      p: 'If you speak English, you already know more German than you think. {{Hand}}, {{Finger}}, {{Name}}, {{Winter}} and {{Hunger}} are spelt exactly the same in both languages, and many others are close: {{das Haus}}, {{das Wasser}}, {{der Bruder}}. This is no accident. German and English are sisters in one family, the Germanic languages, together with Dutch, the Scandinavian languages and several others. Knowing how they are related helps you guess the meaning of new words and remember them more easily.',
    },
    { h2: 'The Germanic family' },
    {
      p: 'The Germanic languages are one branch of the large Indo-European family, which also includes the Romance, Slavic, Celtic and many other languages. Linguists usually divide the Germanic branch into three groups.',
    },
    {
      table: {
        caption: 'The Germanic languages',
        head: ['Group', 'Languages'],
        rows: [
          ['West Germanic', 'German, English, Dutch, Frisian, Luxembourgish, Yiddish, Afrikaans'],
          ['North Germanic', 'Danish, Swedish, Norwegian, Icelandic, Faroese'],
          ['East Germanic', 'Gothic and other languages that are no longer spoken'],
        ],
      },
    },
    {
      p: 'Within West Germanic, German and Dutch are especially close, with Low German in northern Germany forming a bridge between them. English has changed more than its sisters: after the Norman conquest of 1066, it took in a great many words from French, which is why much of its everyday vocabulary is Germanic but much of its formal vocabulary comes from French and Latin.',
    },
    { h2: 'Cognates: words with a shared origin' },
    {
      p: 'Words in related languages that come from the same ancestor word are called cognates. Many of the most basic words – family, body, nature, food, numbers – are cognates across the Germanic languages. The table compares German with English, Dutch and Swedish (as an example of a Scandinavian language).',
    },
    {
      table: {
        caption: 'Cognates across four Germanic languages',
        head: ['English', 'German', 'Dutch', 'Swedish'],
        rows: [
          ['house', '{{das Haus}}', 'huis', 'hus'],
          ['water', '{{das Wasser}}', 'water', 'vatten'],
          ['bread', '{{das Brot}}', 'brood', 'bröd'],
          ['milk', '{{die Milch}}', 'melk', 'mjölk'],
          ['brother', '{{der Bruder}}', 'broer', 'bror'],
          ['summer', '{{der Sommer}}', 'zomer', 'sommar'],
          ['night', '{{die Nacht}}', 'nacht', 'natt'],
          ['book', '{{das Buch}}', 'boek', 'bok'],
          ['good', '{{gut}}', 'goed', 'god'],
          ['new', '{{neu}}', 'nieuw', 'ny'],
          ['to drink', '{{trinken}}', 'drinken', 'dricka'],
          ['to come', '{{kommen}}', 'komen', 'komma'],
        ],
      },
    },
    {
      p: 'Look at the patterns rather than single words. Where English and Dutch have a t, German often has ss or z; where English has a d, German often has a t; where English has a k sound, German often has ch. These regular differences are the result of sound shifts.',
    },
    { h2: 'The first sound shift: Germanic versus Latin' },
    {
      p: 'Long before German and English separated, the ancestor of all Germanic languages changed some consonants in a regular way. This change is known as Grimm’s law, after Jacob Grimm, the linguist who described it in the 19th century (and who, with his brother Wilhelm, also collected the famous fairy tales). Comparing Latin words with Germanic ones shows it clearly:',
    },
    {
      table: {
        caption: 'Latin and Germanic consonants',
        head: ['Latin', 'English', 'German', 'Change'],
        rows: [
          ['pater', 'father', '{{der Vater}}', 'p becomes f'],
          ['piscis', 'fish', '{{der Fisch}}', 'p becomes f'],
          ['tres', 'three', '{{drei}}', 't becomes th (German d)'],
          ['cornu', 'horn', '{{das Horn}}', 'k becomes h'],
          ['centum', 'hundred', '{{hundert}}', 'k becomes h'],
        ],
      },
    },
    {
      p: 'This is why English and German often look alike while French or Spanish words for the same things look different – and also why English has pairs like "father" (Germanic) and "paternal" (from Latin).',
    },
    { h2: 'The second sound shift: why German sounds different' },
    {
      p: 'Later, roughly between the 6th and 8th centuries, a second change affected the dialects in the south and centre of the German-speaking area. It is called the High German consonant shift, and it is the main reason why Standard German differs from English, Dutch and Low German. It did not reach the north, which is why Low German and Dutch still share many consonants with English.',
    },
    {
      table: {
        caption: 'The High German consonant shift',
        head: ['English / Dutch', 'German', 'Change'],
        rows: [
          ['apple / appel', '{{der Apfel}}', 'p becomes pf'],
          ['ship / schip', '{{das Schiff}}', 'p becomes f or ff'],
          ['open / open', '{{offen}}', 'p becomes ff'],
          ['ten / tien', '{{zehn}}', 't becomes z (ts)'],
          ['water / water', '{{das Wasser}}', 't becomes ss'],
          ['eat / eten', '{{essen}}', 't becomes ss'],
          ['make / maken', '{{machen}}', 'k becomes ch'],
          ['book / boek', '{{das Buch}}', 'k becomes ch'],
          ['day / dag', '{{der Tag}}', 'd becomes t'],
          ['daughter / dochter', '{{die Tochter}}', 'd becomes t'],
        ],
      },
    },
    {
      p: 'A separate change turned the English th sound into d in German (and Dutch): "thing" is {{das Ding}}, "thank" is {{danken}}, "three" is {{drei}}.',
    },
    { h2: 'Using the shifts to guess words' },
    {
      p: 'You can run the rules backwards. When you meet an unknown German word, try replacing z with t, ch with k, pf with p, or t with d, and see whether an English word appears. {{die Zunge}} becomes "tunge" – tongue. {{das Pfund}} becomes "pund" – pound. {{der Pfeffer}} becomes "pepper". It does not always work, but it works surprisingly often.',
    },
    {
      examples: [
        { de: 'Mein Bruder hat ein Haus mit einem Garten.', en: 'My brother has a house with a garden.' },
        { de: 'Im Winter ist die Nacht lang.', en: 'In winter the night is long.' },
        { de: 'Ich trinke Wasser und esse Brot.', en: 'I drink water and eat bread.' },
        { de: 'Das Buch ist neu und gut.', en: 'The book is new and good.' },
      ],
    },
    { h2: 'Same origin, different meaning' },
    {
      p: 'Cognates do not always keep the same meaning. Over centuries, many words widened, narrowed or moved their meaning in one language but not in the other. These words are easy to remember once you know the story – but they can also mislead you.',
    },
    {
      table: {
        caption: 'Cognates whose meanings drifted apart',
        head: ['German', 'Meaning', 'English cognate'],
        rows: [
          ['{{das Tier}}', 'animal', 'deer (once any animal, now one kind)'],
          ['{{die Zeit}}', 'time', 'tide'],
          ['{{der Hund}}', 'dog', 'hound (a hunting dog)'],
          ['{{der Stuhl}}', 'chair', 'stool'],
          ['{{sterben}}', 'to die', 'to starve'],
          ['{{bekommen}}', 'to get, to receive', 'to become'],
        ],
      },
    },
    { h2: 'Related grammar, too' },
    {
      ul: [
        '**Strong verbs** change their vowel in the past in both languages: {{singen – sang – gesungen}} like sing – sang – sung, {{trinken – trank – getrunken}} like drink – drank – drunk.',
        '**Word order:** German, Dutch and the Scandinavian languages put the verb in second place in main clauses. English has mostly lost this rule, but traces remain in sentences like "Here comes the bus".',
        '**Gender and cases:** German keeps three genders and four cases. Dutch, Swedish and Danish have largely merged the masculine and feminine into one common gender and lost most case endings; English has lost grammatical gender almost entirely.',
      ],
    },
    {
      tip: 'Use the family likeness, but check every word: learn it with its article and plural, and watch out for drifted meanings. Our [vocabulary sets](/words) are a good place to spot cognates, and the [common mistakes](/articles/common-mistakes-of-german-learners) article lists more false friends.',
    },
  ],
  sources: [
    { title: 'Encyclopaedia Britannica – Germanic languages', url: 'https://www.britannica.com/topic/Germanic-languages' },
    { title: 'Duden – German dictionary', url: 'https://www.duden.de/' },
  ],
};

export default article;
