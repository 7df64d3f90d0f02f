import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'adverbs',
  title: 'Formation of Adverbs',
  descr: 'Form and use adverbs: adjectives as adverbs, -s, -weise and -lich adverbs, time and place words and comparison.',
  rules: [
    {
      heading: 'Adjectives used as adverbs',
      paragraphs: [
        'An adverb says how, when, where or why something happens. In German almost every adjective can be used as an adverb without any change: it takes no ending and there is nothing like English -ly. Compare das schnelle Auto (adjective before a noun, with an ending) and Das Auto fährt schnell (adverb, no ending).',
        'An adverb can stand in position 1 or after the conjugated verb. If several adverbs come together, the usual order is time – reason – manner – place: Ich fahre morgen wegen der Arbeit schnell nach Köln.',
      ],
      examples: [
        { de: 'Sie singt sehr schön.', tr: 'She sings very beautifully.' },
        { de: 'Er hat die Frage richtig beantwortet.', tr: 'He answered the question correctly.' },
        { de: 'Sprich bitte langsam!', tr: 'Please speak slowly!' },
      ],
    },
    {
      heading: 'Adverbs from nouns with -s: morgens, abends, montags',
      paragraphs: [
        'Add -s to a time of day or a day of the week and you get an adverb that means “every …, usually in the …”. These adverbs are written with a small letter. Compare am Montag (this one Monday) with montags (every Monday).',
      ],
      examples: [
        { de: 'Morgens trinke ich Tee.', tr: 'In the mornings I drink tea.' },
        { de: 'Samstags gehen wir auf den Markt.', tr: 'On Saturdays we go to the market.' },
        { de: 'Anfangs war der Kurs schwer.', tr: 'At first the course was hard.' },
      ],
      table: {
        caption: 'Adverbs with -s',
        head: ['Noun', 'Adverb', 'Meaning'],
        rows: [
          ['der Morgen', 'morgens', 'in the mornings'],
          ['der Mittag', 'mittags', 'at midday'],
          ['der Nachmittag', 'nachmittags', 'in the afternoons'],
          ['der Abend', 'abends', 'in the evenings'],
          ['die Nacht', 'nachts', 'at night'],
          ['der Montag', 'montags', 'on Mondays'],
          ['der Sonntag', 'sonntags', 'on Sundays'],
          ['der Anfang', 'anfangs', 'at first'],
        ],
      },
    },
    {
      heading: 'Adverbs with -weise and -erweise',
      paragraphs: [
        'Noun + -weise describes the way something happens: der Teil → teilweise (partly), der Schritt → schrittweise (step by step), die Stunde → stundenweise (by the hour), das Beispiel → beispielsweise (for example).',
        'Adjective + -erweise gives the speaker’s comment on the whole sentence: glücklich → glücklicherweise (luckily), normal → normalerweise (normally), dumm → dummerweise (stupidly, unfortunately), überraschend → überraschenderweise (surprisingly), möglich → möglicherweise (possibly).',
      ],
      examples: [
        { de: 'Glücklicherweise war der Arzt noch da.', tr: 'Luckily the doctor was still there.' },
        { de: 'Normalerweise fahre ich mit dem Rad.', tr: 'Normally I go by bike.' },
        { de: 'Die Straße ist teilweise gesperrt.', tr: 'The road is partly closed.' },
      ],
      table: {
        caption: 'Adverbs with -weise',
        head: ['Base word', 'Adverb', 'Meaning'],
        rows: [
          ['der Teil', 'teilweise', 'partly'],
          ['der Schritt', 'schrittweise', 'step by step'],
          ['glücklich', 'glücklicherweise', 'luckily'],
          ['normal', 'normalerweise', 'normally'],
          ['möglich', 'möglicherweise', 'possibly'],
          ['überraschend', 'überraschenderweise', 'surprisingly'],
        ],
      },
    },
    {
      heading: 'Adverbs with -lich',
      paragraphs: [
        'Many words with -lich work as adverbs. Some are adjectives used as adverbs (wahrscheinlich, natürlich, wirklich); others are mostly used as adverbs, for example hoffentlich (I hope, from hoffen), endlich (finally) and kürzlich (recently).',
      ],
      examples: [
        { de: 'Hoffentlich kommt der Bus bald.', tr: 'Hopefully the bus will come soon.' },
        { de: 'Er kommt wahrscheinlich später.', tr: 'He will probably come later.' },
        { de: 'Endlich ist Wochenende!', tr: 'It’s finally the weekend!' },
      ],
    },
    {
      heading: 'Adverbs of time and place',
      paragraphs: [
        'Time adverbs say when or how often: damals (back then), früher (in the past), jetzt, bald, gleich (in a moment), oft, nie. Place adverbs say where: hier, dort, oben (upstairs, above), unten (downstairs, below), draußen (outside), drinnen (inside).',
        'For direction, add -her (towards the speaker) or -hin (away from the speaker): hierher (to here), dorthin (to there). Ask with woher and wohin.',
      ],
      examples: [
        { de: 'Damals hatten wir kein Auto.', tr: 'Back then we didn’t have a car.' },
        { de: 'Kommst du bitte mal hierher?', tr: 'Could you come over here, please?' },
        { de: 'Die Kinder spielen draußen.', tr: 'The children are playing outside.' },
      ],
      table: {
        caption: 'Time and place adverbs',
        head: ['Time', 'Place', 'Direction'],
        rows: [
          ['damals', 'hier', 'hierher'],
          ['früher', 'dort', 'dorthin'],
          ['jetzt', 'oben', 'nach oben'],
          ['bald', 'unten', 'nach unten'],
          ['gleich', 'draußen', 'nach draußen'],
        ],
      },
    },
    {
      heading: 'Comparing adverbs',
      paragraphs: [
        'Adverbs made from adjectives compare like adjectives: -er, then am …-sten (schnell – schneller – am schnellsten). Use als after the comparative. A few forms are irregular; the most important is gern – lieber – am liebsten (to like doing something – to prefer – to like most of all).',
      ],
      examples: [
        { de: 'Ich spiele gern Tennis.', tr: 'I like playing tennis.' },
        { de: 'Ich fahre lieber Rad als Auto.', tr: 'I prefer cycling to driving.' },
        { de: 'Am liebsten schlafe ich lange.', tr: 'Most of all I like sleeping in.' },
        { de: 'Lea rechnet schneller als ich.', tr: 'Lea does sums faster than I do.' },
      ],
      table: {
        caption: 'Comparison of adverbs',
        head: ['Base form', 'Comparative', 'Superlative'],
        rows: [
          ['schnell', 'schneller', 'am schnellsten'],
          ['gern', 'lieber', 'am liebsten'],
          ['gut', 'besser', 'am besten'],
          ['viel', 'mehr', 'am meisten'],
          ['bald', 'eher', 'am ehesten'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Der Zug - fährt - heute - sehr - langsam.', formEn: 'The train is running very slowly today.', correct: false },
    { formDe: 'Meine Kollegin - spricht - fließend - Spanisch.', formEn: 'My colleague speaks fluent Spanish.', correct: false },
    { formDe: 'Du - hast - die Aufgabe - richtig - gelöst.', formEn: 'You solved the task correctly.', correct: false },
    { formDe: 'Er - arbeitet - immer - sehr - sorgfältig.', formEn: 'He always works very carefully.', correct: false },
    { formDe: 'Ich - trinke - morgens - immer - einen Kaffee.', formEn: 'I always drink a coffee in the morning.', correct: false },
    { formDe: 'Abends - sehen - wir - oft - fern.', formEn: 'In the evenings we often watch TV.', correct: false },
    { formDe: 'Montags - hat - das Museum - geschlossen.', formEn: 'The museum is closed on Mondays.', correct: false },
    { formDe: 'Dienstags - geht - meine Tochter - zum Schwimmen.', formEn: 'On Tuesdays my daughter goes swimming.', correct: false },
    { formDe: 'Nachts - ist - es - hier - sehr ruhig.', formEn: 'At night it is very quiet here.', correct: false },
    { formDe: 'Mittags - isst - mein Vater - in der Kantine.', formEn: 'At lunchtime my father eats in the canteen.', correct: false },
    { formDe: 'Anfangs - war - alles - neu - für mich.', formEn: 'At first everything was new to me.', correct: false },
    { formDe: 'Glücklicherweise - hat - niemand - den Fehler - bemerkt.', formEn: 'Luckily nobody noticed the mistake.', correct: false },
    { formDe: 'Das Wetter - war - gestern - teilweise - sonnig.', formEn: 'Yesterday the weather was partly sunny.', correct: false },
    { formDe: 'Normalerweise - stehe - ich - um sieben Uhr - auf.', formEn: 'Normally I get up at seven o’clock.', correct: false },
    { formDe: 'Möglicherweise - regnet - es - morgen.', formEn: 'It may rain tomorrow.', correct: false },
    { formDe: 'Dummerweise - habe - ich - meinen Schlüssel - vergessen.', formEn: 'Stupidly, I forgot my key.', correct: false },
    { formDe: 'Überraschenderweise - hat - unsere Mannschaft - gewonnen.', formEn: 'Surprisingly, our team won.', correct: false },
    { formDe: 'Wir - renovieren - die Wohnung - schrittweise.', formEn: 'We are renovating the flat step by step.', correct: false },
    { formDe: 'Wir - kommen - wahrscheinlich - etwas später.', formEn: 'We will probably come a little later.', correct: false },
    { formDe: 'Hoffentlich - scheint - morgen - die Sonne.', formEn: 'Hopefully the sun will shine tomorrow.', correct: false },
    { formDe: 'Endlich - sind - die Ferien - da!', formEn: 'The holidays are finally here!', correct: false },
    { formDe: 'Ich - habe - ihn - kürzlich - im Park - gesehen.', formEn: 'I saw him in the park recently.', correct: false },
    { formDe: 'Damals - wohnten - wir - in einem kleinen Dorf.', formEn: 'Back then we lived in a small village.', correct: false },
    { formDe: 'Komm - bitte - schnell - hierher!', formEn: 'Please come here quickly!', correct: false },
    { formDe: 'Dort - drüben - ist - die Bushaltestelle.', formEn: 'The bus stop is over there.', correct: false },
    { formDe: 'Die Kinder - spielen - draußen - im Garten.', formEn: 'The children are playing outside in the garden.', correct: false },
    { formDe: 'Ich - warte - unten - vor dem Haus.', formEn: 'I’ll wait downstairs in front of the house.', correct: false },
    { formDe: 'Mein Opa - liest - gern - Zeitung.', formEn: 'My grandpa likes reading the newspaper.', correct: false },
    { formDe: 'Ich - trinke - lieber - Tee - als Kaffee.', formEn: 'I prefer tea to coffee.', correct: false },
    { formDe: 'Am liebsten - spielt - mein Sohn - Fußball.', formEn: 'Most of all my son likes playing football.', correct: false },
    { formDe: 'Anna - läuft - schneller - als ihr Bruder.', formEn: 'Anna runs faster than her brother.', correct: false },
    { formDe: 'Auf der Party - hat - Paul - am meisten - getanzt.', formEn: 'Paul danced the most at the party.', correct: false },
  ],
};

export default lesson;
