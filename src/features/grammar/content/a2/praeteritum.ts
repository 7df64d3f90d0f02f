import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'praeteritum',
  title: 'Präteritum',
  descr: 'Tell stories about the past with regular -te forms and irregular stem changes.',
  rules: [
    {
      heading: 'When the Präteritum is used',
      paragraphs: [
        'The Präteritum (simple past) is the past tense of written German: stories, books, reports and the news.',
        'In everyday conversation Germans mostly use the Perfekt. But even in speech the Präteritum is normal for sein (war), haben (hatte), werden (wurde), the modal verbs (konnte, musste, wollte …) and es gab (there was/were).',
      ],
      examples: [
        { de: 'Es war einmal ein König.', tr: 'Once upon a time there was a king.' },
        { de: 'Gestern hatte ich keine Zeit.', tr: 'Yesterday I had no time.' },
        { de: 'Wir mussten lange warten.', tr: 'We had to wait a long time.' },
      ],
    },
    {
      heading: 'Regular verbs: stem + -te',
      paragraphs: [
        'Regular (weak) verbs keep their stem and add -te before the personal ending: mach-en → mach-te, kauf-en → kauf-te, spiel-en → spiel-te.',
        'If the stem ends in -t or -d (or a consonant + n, like rechnen), add an extra e so the form can be pronounced: arbeiten → arbeitete, reden → redete, öffnen → öffnete.',
      ],
      examples: [
        { de: 'Ich kaufte ein Brot.', tr: 'I bought a loaf of bread.' },
        { de: 'Sie arbeitete in einer Bank.', tr: 'She worked in a bank.' },
        { de: 'Wir spielten im Garten.', tr: 'We played in the garden.' },
      ],
      table: {
        caption: 'Regular verbs in the Präteritum',
        head: ['Person', 'machen', 'arbeiten'],
        rows: [
          ['ich', 'machte', 'arbeitete'],
          ['du', 'machtest', 'arbeitetest'],
          ['er/sie/es', 'machte', 'arbeitete'],
          ['wir', 'machten', 'arbeiteten'],
          ['ihr', 'machtet', 'arbeitetet'],
          ['sie/Sie', 'machten', 'arbeiteten'],
        ],
      },
    },
    {
      heading: 'Irregular verbs: a new stem',
      paragraphs: [
        'Irregular (strong) verbs do not add -te. Instead their stem vowel changes, and sometimes consonants change too: gehen → ging, kommen → kam, sehen → sah, finden → fand.',
        'These forms have to be learned together with the verb. Learn the three forms at once: gehen – ging – gegangen.',
      ],
      examples: [
        { de: 'Er ging nach Hause.', tr: 'He went home.' },
        { de: 'Der Bus kam zu spät.', tr: 'The bus came too late.' },
        { de: 'Ich fand eine alte Münze.', tr: 'I found an old coin.' },
      ],
      table: {
        caption: 'Common irregular verbs',
        head: ['Infinitive', 'Präteritum (er/sie/es)', 'Meaning'],
        rows: [
          ['gehen', 'ging', 'to go'],
          ['kommen', 'kam', 'to come'],
          ['sehen', 'sah', 'to see'],
          ['finden', 'fand', 'to find'],
          ['fahren', 'fuhr', 'to drive, to travel'],
          ['geben', 'gab', 'to give'],
          ['nehmen', 'nahm', 'to take'],
          ['sprechen', 'sprach', 'to speak'],
          ['schreiben', 'schrieb', 'to write'],
          ['lesen', 'las', 'to read'],
          ['essen', 'aß', 'to eat'],
          ['trinken', 'trank', 'to drink'],
          ['bleiben', 'blieb', 'to stay'],
          ['schlafen', 'schlief', 'to sleep'],
        ],
      },
    },
    {
      heading: 'Pronoun endings',
      paragraphs: [
        'All verbs in the Präteritum take the same personal endings. The important difference from the present tense: ich and er/sie/es have no ending of their own and are the same form (ich ging, er ging; ich machte, er machte).',
        'du adds -st, wir and sie/Sie add -en, ihr adds -t. After -te the e of -en is already there: wir machten, not wir machteen.',
      ],
      examples: [
        { de: 'Du kamst zu spät.', tr: 'You came too late.' },
        { de: 'Ihr saht sehr glücklich aus.', tr: 'You looked very happy.' },
        { de: 'Meine Eltern fuhren nach Italien.', tr: 'My parents went to Italy.' },
      ],
      table: {
        caption: 'Endings after the Präteritum stem',
        head: ['Person', 'Ending', 'gehen', 'machen'],
        rows: [
          ['ich', '–', 'ging', 'machte'],
          ['du', '-st', 'gingst', 'machtest'],
          ['er/sie/es', '–', 'ging', 'machte'],
          ['wir', '-en', 'gingen', 'machten'],
          ['ihr', '-t', 'gingt', 'machtet'],
          ['sie/Sie', '-en', 'gingen', 'machten'],
        ],
      },
    },
    {
      heading: 'sein, haben and werden',
      paragraphs: [
        'The three auxiliary verbs are irregular and very frequent, also in speech. sein has the stem war-, haben the stem hatt- (with -te), werden the stem wurd- (with -e).',
      ],
      examples: [
        { de: 'Wo warst du gestern?', tr: 'Where were you yesterday?' },
        { de: 'Wir hatten viel Spaß.', tr: 'We had a lot of fun.' },
        { de: 'Es wurde dunkel.', tr: 'It got dark.' },
      ],
      table: {
        caption: 'sein, haben, werden in the Präteritum',
        head: ['Person', 'sein', 'haben', 'werden'],
        rows: [
          ['ich', 'war', 'hatte', 'wurde'],
          ['du', 'warst', 'hattest', 'wurdest'],
          ['er/sie/es', 'war', 'hatte', 'wurde'],
          ['wir', 'waren', 'hatten', 'wurden'],
          ['ihr', 'wart', 'hattet', 'wurdet'],
          ['sie/Sie', 'waren', 'hatten', 'wurden'],
        ],
      },
    },
    {
      heading: 'Modal verbs and mixed verbs',
      paragraphs: [
        'Modal verbs take -te like regular verbs, and lose the umlaut: können → konnte, müssen → musste, dürfen → durfte, mögen → mochte; wollen → wollte, sollen → sollte.',
        'A few mixed verbs change the stem and also add -te: denken → dachte, bringen → brachte, kennen → kannte, wissen → wusste.',
      ],
      examples: [
        { de: 'Ich konnte nicht kommen.', tr: 'I could not come.' },
        { de: 'Sie wollte Ärztin werden.', tr: 'She wanted to become a doctor.' },
        { de: 'Er wusste die Antwort nicht.', tr: 'He did not know the answer.' },
      ],
      table: {
        caption: 'Modal verbs in the Präteritum (ich / er/sie/es)',
        head: ['Infinitive', 'Präteritum'],
        rows: [
          ['können', 'konnte'],
          ['müssen', 'musste'],
          ['dürfen', 'durfte'],
          ['wollen', 'wollte'],
          ['sollen', 'sollte'],
          ['mögen', 'mochte'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Gestern - arbeitete - ich - bis acht Uhr.', formEn: 'Yesterday I worked until eight o’clock.', correct: false },
    { formDe: 'Als Kind - wohnte - sie - in einem kleinen Dorf.', formEn: 'As a child she lived in a small village.', correct: false },
    { formDe: 'Wir - gingen - am Sonntag - in den Park.', formEn: 'We went to the park on Sunday.', correct: false },
    { formDe: 'Der Zug - kam - zehn Minuten - zu spät.', formEn: 'The train was ten minutes late.', correct: false },
    { formDe: 'Ich - sah - den Film - letzte Woche - im Kino.', formEn: 'I saw the film at the cinema last week.', correct: false },
    { formDe: 'Er - fand - seinen Schlüssel - unter dem Sofa.', formEn: 'He found his key under the sofa.', correct: false },
    { formDe: 'Warum - warst - du - gestern nicht - in der Schule?', formEn: 'Why were you not at school yesterday?', correct: false },
    { formDe: 'Wir - hatten - im Urlaub - schönes Wetter.', formEn: 'We had nice weather on holiday.', correct: false },
    { formDe: 'Das Wetter - wurde - am Nachmittag - schlechter.', formEn: 'The weather got worse in the afternoon.', correct: false },
    { formDe: 'Ich - konnte - gestern - nicht schlafen.', formEn: 'I could not sleep yesterday.', correct: false },
    { formDe: 'Die Kinder - mussten - früh - ins Bett - gehen.', formEn: 'The children had to go to bed early.', correct: false },
    { formDe: 'Ihr - spieltet - den ganzen Tag - Fußball.', formEn: 'You played football all day.', correct: false },
    { formDe: 'Du - kauftest - im Sommer - ein neues Auto.', formEn: 'You bought a new car in the summer.', correct: false },
    { formDe: 'Meine Eltern - lernten - sich - in Berlin - kennen.', formEn: 'My parents met in Berlin.', correct: false },
    { formDe: 'Sie - schrieb - ihrer Freundin - einen Brief.', formEn: 'She wrote her friend a letter.', correct: false },
    { formDe: 'Der Lehrer - sprach - sehr - langsam.', formEn: 'The teacher spoke very slowly.', correct: false },
    { formDe: 'Wir - fuhren - im Juli - nach Österreich.', formEn: 'We went to Austria in July.', correct: false },
    { formDe: 'Er - trank - jeden Morgen - einen Kaffee.', formEn: 'He drank a coffee every morning.', correct: false },
    { formDe: 'Ich - las - das Buch - in zwei Tagen.', formEn: 'I read the book in two days.', correct: false },
    { formDe: 'Was - wolltest - du - mir - sagen?', formEn: 'What did you want to tell me?', correct: false },
    { formDe: 'Die Gäste - blieben - gestern - bis Mitternacht.', formEn: 'The guests stayed until midnight yesterday.', correct: false },
    { formDe: 'Es - gab - damals - kein Internet.', formEn: 'There was no internet back then.', correct: false },
    { formDe: 'Ihr - wart - nach der Reise - sehr müde.', formEn: 'You were very tired after the journey.', correct: false },
    { formDe: 'Der Hund - schlief - den ganzen Nachmittag - auf dem Sofa.', formEn: 'The dog slept on the sofa all afternoon.', correct: false },
    { formDe: 'Ich - dachte - oft - an meine Oma.', formEn: 'I often thought of my grandma.', correct: false },
    { formDe: 'Wir - durften - als Kinder - nicht - fernsehen.', formEn: 'As children we were not allowed to watch TV.', correct: false },
    { formDe: 'Du - kamst - gestern - sehr spät - nach Hause.', formEn: 'You came home very late yesterday.', correct: false },
    { formDe: 'Sie - nahm - den Bus - zur Arbeit.', formEn: 'She took the bus to work.', correct: false },
    { formDe: 'Ihr - gabt - uns - viele gute Tipps.', formEn: 'You gave us a lot of good tips.', correct: false },
    { formDe: 'Mitten in der Nacht - klingelte - plötzlich - das Telefon.', formEn: 'In the middle of the night the phone suddenly rang.', correct: false },
  ],
};

export default lesson;
