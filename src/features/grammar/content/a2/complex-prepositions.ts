import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'complex-prepositions',
  title: 'Complex Prepositions',
  descr: 'Use entlang, gegenüber, während, wegen, trotz, statt and anstatt with the right case.',
  rules: [
    {
      heading: 'Overview',
      paragraphs: [
        'These prepositions are less frequent than in, mit or für, but very useful. Most of them take the genitive case. In everyday speech many Germans use the dative after während, wegen, trotz and (an)statt, but in writing and in exams the genitive is correct, so learn the genitive.',
      ],
      table: {
        caption: 'The prepositions and their cases',
        head: ['Preposition', 'Case', 'Meaning', 'Example'],
        rows: [
          ['entlang', 'accusative after the noun; genitive before it', 'along', 'den Fluss entlang / entlang des Flusses'],
          ['gegenüber', 'dative', 'opposite, towards', 'gegenüber dem Bahnhof'],
          ['während', 'genitive', 'during', 'während des Urlaubs'],
          ['wegen', 'genitive', 'because of', 'wegen des Regens'],
          ['trotz', 'genitive', 'despite, in spite of', 'trotz der Kälte'],
          ['statt / anstatt', 'genitive', 'instead of', 'statt eines Autos'],
        ],
      },
    },
    {
      heading: 'The genitive forms you need',
      paragraphs: [
        'Masculine and neuter nouns: des / eines and the noun adds -s or -es (des Regens, eines Autos, des Hauses). Feminine nouns and all plurals: der / einer and the noun does not change (der Kälte, einer Erkältung, der Ferien).',
        'Possessives follow the same pattern: meines Bruders, seiner Arbeit, ihrer Eltern.',
      ],
      table: {
        caption: 'Genitive articles',
        head: ['', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['definite', 'des Regens', 'der Prüfung', 'des Essens', 'der Ferien'],
          ['indefinite / possessive', 'eines Unfalls', 'einer Erkältung', 'eines Autos', 'meiner Eltern'],
        ],
      },
    },
    {
      heading: 'entlang: along',
      paragraphs: [
        'entlang describes movement along a street, a river or a path. In everyday German it usually comes after the noun, and the noun is in the accusative: Wir gehen den Fluss entlang.',
        'When entlang comes before the noun, it takes the genitive: entlang des Flusses. This is more common in written German and for describing where something is.',
      ],
      examples: [
        { de: 'Wir gehen den Fluss entlang.', tr: 'We walk along the river.' },
        { de: 'Gehen Sie diese Straße entlang bis zur Kirche.', tr: 'Go along this street as far as the church.' },
        { de: 'Entlang des Weges stehen alte Bäume.', tr: 'There are old trees along the path.' },
      ],
    },
    {
      heading: 'gegenüber: opposite, towards',
      paragraphs: [
        'gegenüber always takes the dative. With a noun it can come before or after it: gegenüber dem Bahnhof or dem Bahnhof gegenüber. With a personal pronoun it always comes after it: mir gegenüber, ihm gegenüber.',
        'It means "opposite" for places, and "towards" for behaviour and feelings: Sie ist ihren Kollegen gegenüber sehr freundlich.',
      ],
      examples: [
        { de: 'Die Apotheke ist gegenüber dem Bahnhof.', tr: 'The pharmacy is opposite the station.' },
        { de: 'Er sitzt mir im Zug gegenüber.', tr: 'He is sitting opposite me on the train.' },
      ],
    },
    {
      heading: 'während: during',
      paragraphs: [
        'während + genitive says that something happens during a period of time or an event: während des Urlaubs, während der Prüfung.',
        'Do not confuse it with the conjunction während (while), which starts a subordinate clause: Während ich koche, liest er.',
      ],
      examples: [
        { de: 'Wir waren während der Ferien in Italien.', tr: 'We were in Italy during the holidays.' },
        { de: 'Während des Unterrichts ist das Handy aus.', tr: 'During class the mobile phone is switched off.' },
      ],
    },
    {
      heading: 'wegen and trotz: because of, despite',
      paragraphs: [
        'wegen + genitive gives a reason: Wegen des Regens bleiben wir zu Hause. (Colloquially you will hear wegen dem Regen.)',
        'trotz + genitive gives an obstacle that does not stop the action: Trotz des Regens gehen wir spazieren. It is the preposition partner of the conjunction obwohl.',
      ],
      examples: [
        { de: 'Der Zug hat wegen eines Unfalls Verspätung.', tr: 'The train is delayed because of an accident.' },
        { de: 'Trotz seiner Krankheit geht er zur Arbeit.', tr: 'Despite his illness he goes to work.' },
      ],
    },
    {
      heading: 'statt and anstatt: instead of',
      paragraphs: [
        'statt and anstatt mean exactly the same; anstatt is a little more formal. Both take the genitive: statt eines Autos, anstatt ihrer Kollegin.',
        'When a noun has no article, the genitive is often not visible and people simply say statt Kaffee. With an article, use the genitive.',
      ],
      examples: [
        { de: 'Statt eines Autos kauft er ein Fahrrad.', tr: 'Instead of a car he buys a bicycle.' },
        { de: 'Anstatt eines Briefes schickt sie ihm eine Postkarte.', tr: 'Instead of a letter she sends him a postcard.' },
      ],
    },
  ],
  elements: [
    { formDe: 'Wir - gehen - den Fluss - entlang.', formEn: 'We walk along the river.', correct: false },
    { formDe: 'Der Bus - fährt - die Hauptstraße - entlang.', formEn: 'The bus drives along the main road.', correct: false },
    { formDe: 'Gehen - Sie - diese Straße - entlang - bis zur Kirche.', formEn: 'Go along this street as far as the church.', correct: false },
    { formDe: 'Die Kinder - laufen - den Strand - entlang.', formEn: 'The children run along the beach.', correct: false },
    { formDe: 'Entlang - des Weges - stehen - alte Bäume.', formEn: 'There are old trees along the path.', correct: false },
    { formDe: 'Ich - jogge - jeden Morgen - den Kanal - entlang.', formEn: 'I jog along the canal every morning.', correct: false },
    { formDe: 'Die Apotheke - ist - gegenüber - dem Bahnhof.', formEn: 'The pharmacy is opposite the station.', correct: false },
    { formDe: 'Mein Büro - liegt - der Bank - gegenüber.', formEn: 'My office is opposite the bank.', correct: false },
    { formDe: 'Er - sitzt - mir - im Zug - gegenüber.', formEn: 'He is sitting opposite me on the train.', correct: false },
    { formDe: 'Gegenüber - dem Kino - gibt es - ein gutes Restaurant.', formEn: 'There is a good restaurant opposite the cinema.', correct: false },
    { formDe: 'Wir - wohnen - gegenüber - der Schule.', formEn: 'We live opposite the school.', correct: false },
    { formDe: 'Sie - ist - ihren Kollegen - gegenüber - sehr freundlich.', formEn: 'She is very friendly towards her colleagues.', correct: false },
    { formDe: 'Während - des Unterrichts - ist - das Handy - aus.', formEn: 'During class the mobile phone is switched off.', correct: false },
    { formDe: 'Wir - waren - während - der Ferien - in Italien.', formEn: 'We were in Italy during the holidays.', correct: false },
    { formDe: 'Er - hat - während - des Essens - telefoniert.', formEn: 'He was on the phone during the meal.', correct: false },
    { formDe: 'Während - der Fahrt - hat - das Kind - geschlafen.', formEn: 'The child slept during the journey.', correct: false },
    { formDe: 'Man - darf - während - der Prüfung - nicht - sprechen.', formEn: 'You are not allowed to talk during the exam.', correct: false },
    { formDe: 'Während - des Films - isst - sie - Schokolade.', formEn: 'She eats chocolate during the film.', correct: false },
    { formDe: 'Wegen - des Regens - bleiben - wir - zu Hause.', formEn: 'Because of the rain we are staying at home.', correct: false },
    { formDe: 'Der Zug - hat - wegen - eines Unfalls - Verspätung.', formEn: 'The train is delayed because of an accident.', correct: false },
    { formDe: 'Sie - kann - wegen - ihrer Erkältung - nicht - kommen.', formEn: 'She cannot come because of her cold.', correct: false },
    { formDe: 'Wegen - der Hitze - ist - das Schwimmbad - voll.', formEn: 'Because of the heat the swimming pool is full.', correct: false },
    { formDe: 'Er - hat - wegen - seiner Arbeit - wenig Zeit.', formEn: 'He has little time because of his work.', correct: false },
    { formDe: 'Die Schule - ist - wegen - des Schnees - geschlossen.', formEn: 'The school is closed because of the snow.', correct: false },
    { formDe: 'Trotz - des Regens - gehen - wir - spazieren.', formEn: 'Despite the rain we go for a walk.', correct: false },
    { formDe: 'Trotz - seiner Krankheit - geht - er - zur Arbeit.', formEn: 'Despite his illness he goes to work.', correct: false },
    { formDe: 'Sie - ist - trotz - der Kälte - ohne Jacke - gekommen.', formEn: 'She came without a jacket despite the cold.', correct: false },
    { formDe: 'Trotz - des Staus - waren - wir - pünktlich.', formEn: 'Despite the traffic jam we were on time.', correct: false },
    { formDe: 'Wir - hatten - trotz - des schlechten Wetters - einen schönen Urlaub.', formEn: 'We had a nice holiday despite the bad weather.', correct: false },
    { formDe: 'Trotz - ihrer Angst - fliegt - sie - nach Amerika.', formEn: 'Despite her fear she is flying to America.', correct: false },
    { formDe: 'Statt - eines Autos - kauft - er - ein Fahrrad.', formEn: 'Instead of a car he buys a bicycle.', correct: false },
    { formDe: 'Anstatt - eines Briefes - schickt - sie - ihm - eine Postkarte.', formEn: 'Instead of a letter she sends him a postcard.', correct: false },
    { formDe: 'Mein Vater - kommt - statt - meiner Mutter - zum Elternabend.', formEn: 'My father is coming to the parents’ evening instead of my mother.', correct: false },
    { formDe: 'Anstatt - des Kuchens - essen - wir - Obst.', formEn: 'Instead of the cake we are eating fruit.', correct: false },
    { formDe: 'Wir - fahren - statt - des Zuges - mit dem Bus.', formEn: 'We are going by bus instead of by train.', correct: false },
    { formDe: 'Sie - arbeitet - heute - anstatt - ihrer Kollegin.', formEn: 'She is working today instead of her colleague.', correct: false },
    { formDe: 'Statt - eines Hotels - buchen - wir - eine Ferienwohnung.', formEn: 'Instead of a hotel we are booking a holiday flat.', correct: false },
  ],
};

export default lesson;
