import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'perfekt',
  title: 'Perfekt Tense',
  descr: 'Talk about the past in conversation with haben or sein and the Partizip II.',
  rules: [
    {
      heading: 'How the Perfekt is formed',
      paragraphs: [
        'The Perfekt is the usual past tense of spoken German and of letters, messages and e-mails.',
        'Perfekt = haben or sein (conjugated, in position 2) + Partizip II (at the end of the sentence). The two parts form a bracket around the rest of the sentence.',
        'In a question without a question word the auxiliary comes first: Hast du gut geschlafen?',
      ],
      examples: [
        { de: 'Ich habe gestern lange gearbeitet.', tr: 'I worked late yesterday.' },
        { de: 'Wir sind am Wochenende nach Hamburg gefahren.', tr: 'We went to Hamburg at the weekend.' },
        { de: 'Hast du schon gegessen?', tr: 'Have you eaten yet?' },
      ],
      table: {
        caption: 'haben and sein in the present tense',
        head: ['Person', 'haben', 'sein'],
        rows: [
          ['ich', 'habe', 'bin'],
          ['du', 'hast', 'bist'],
          ['er/sie/es', 'hat', 'ist'],
          ['wir', 'haben', 'sind'],
          ['ihr', 'habt', 'seid'],
          ['sie/Sie', 'haben', 'sind'],
        ],
      },
    },
    {
      heading: 'haben or sein?',
      paragraphs: [
        'Most verbs form the Perfekt with haben, for example all verbs with an accusative object and all reflexive verbs: Ich habe einen Film gesehen. Er hat sich gefreut.',
        'sein is used with verbs of movement from one place to another (gehen, fahren, fliegen, laufen, kommen, schwimmen) and with verbs of a change of state (aufstehen, aufwachen, einschlafen, wachsen, sterben).',
        'The verbs bleiben, sein, werden and passieren also take sein, although they show neither movement nor change.',
      ],
      examples: [
        { de: 'Sie ist nach Berlin geflogen.', tr: 'She flew to Berlin.' },
        { de: 'Ich bin um sechs Uhr aufgewacht.', tr: 'I woke up at six o’clock.' },
        { de: 'Wir sind zu Hause geblieben.', tr: 'We stayed at home.' },
        { de: 'Er ist Lehrer geworden.', tr: 'He became a teacher.' },
      ],
      table: {
        caption: 'Verbs with sein',
        head: ['Group', 'Examples'],
        rows: [
          ['movement', 'gehen → ist gegangen, fahren → ist gefahren, fliegen → ist geflogen, kommen → ist gekommen'],
          ['change of state', 'aufstehen → ist aufgestanden, einschlafen → ist eingeschlafen, sterben → ist gestorben'],
          ['special verbs', 'sein → ist gewesen, bleiben → ist geblieben, werden → ist geworden, passieren → ist passiert'],
        ],
      },
    },
    {
      heading: 'Regular verbs: ge- … -t',
      paragraphs: [
        'Regular verbs put ge- in front of the stem and -t at the end: machen → gemacht, kaufen → gekauft, spielen → gespielt.',
        'If the stem ends in -t or -d, add -et: arbeiten → gearbeitet, warten → gewartet, reden → geredet.',
      ],
      examples: [
        { de: 'Wir haben Fußball gespielt.', tr: 'We played football.' },
        { de: 'Ich habe eine halbe Stunde gewartet.', tr: 'I waited for half an hour.' },
      ],
    },
    {
      heading: 'Irregular verbs: ge- … -en',
      paragraphs: [
        'Irregular verbs put ge- in front and end in -en. The stem vowel often changes, so learn the Partizip II together with the verb: sehen → gesehen, schreiben → geschrieben, trinken → getrunken, gehen → gegangen.',
        'A few mixed verbs change the stem but end in -t: bringen → gebracht, denken → gedacht, kennen → gekannt, wissen → gewusst.',
      ],
      examples: [
        { de: 'Hast du den Brief geschrieben?', tr: 'Did you write the letter?' },
        { de: 'Sie hat viel Wasser getrunken.', tr: 'She drank a lot of water.' },
        { de: 'Er hat an dich gedacht.', tr: 'He thought of you.' },
      ],
      table: {
        caption: 'Common irregular participles',
        head: ['Infinitive', 'Partizip II', 'Auxiliary'],
        rows: [
          ['sehen', 'gesehen', 'haben'],
          ['lesen', 'gelesen', 'haben'],
          ['schreiben', 'geschrieben', 'haben'],
          ['trinken', 'getrunken', 'haben'],
          ['finden', 'gefunden', 'haben'],
          ['nehmen', 'genommen', 'haben'],
          ['gehen', 'gegangen', 'sein'],
          ['kommen', 'gekommen', 'sein'],
          ['fahren', 'gefahren', 'sein'],
          ['schwimmen', 'geschwommen', 'sein'],
        ],
      },
    },
    {
      heading: 'Separable verbs: ge- in the middle',
      paragraphs: [
        'With separable verbs, ge- stands between the prefix and the stem. The ending follows the same rule as the simple verb (-t for regular, -en for irregular).',
        'aufstehen → aufgestanden, einkaufen → eingekauft, anrufen → angerufen, aufmachen → aufgemacht, nachdenken → nachgedacht.',
      ],
      examples: [
        { de: 'Ich bin heute früh aufgestanden.', tr: 'I got up early today.' },
        { de: 'Hast du schon eingekauft?', tr: 'Have you done the shopping yet?' },
        { de: 'Sie hat mich gestern angerufen.', tr: 'She called me yesterday.' },
      ],
    },
    {
      heading: 'No ge-: inseparable and -ieren verbs',
      paragraphs: [
        'Verbs with an inseparable prefix (be-, emp-, ent-, er-, ge-, miss-, ver-, zer-) do not take ge-: besuchen → besucht, verstehen → verstanden, erzählen → erzählt, bekommen → bekommen.',
        'Verbs ending in -ieren do not take ge- either. Their Partizip II ends in -t: studieren → studiert, telefonieren → telefoniert, reparieren → repariert, passieren → passiert.',
      ],
      examples: [
        { de: 'Wir haben unsere Tante besucht.', tr: 'We visited our aunt.' },
        { de: 'Ich habe die Frage nicht verstanden.', tr: 'I did not understand the question.' },
        { de: 'Er hat in München studiert.', tr: 'He studied in Munich.' },
      ],
      table: {
        caption: 'Partizip II without ge-',
        head: ['Type', 'Infinitive', 'Partizip II'],
        rows: [
          ['inseparable', 'besuchen', 'besucht'],
          ['inseparable', 'verstehen', 'verstanden'],
          ['inseparable', 'bekommen', 'bekommen'],
          ['inseparable', 'vergessen', 'vergessen'],
          ['-ieren', 'studieren', 'studiert'],
          ['-ieren', 'reparieren', 'repariert'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Ich - habe - am Wochenende - viel - gearbeitet.', formEn: 'I worked a lot at the weekend.', correct: false },
    { formDe: 'Wir - haben - im Supermarkt - Obst - gekauft.', formEn: 'We bought fruit at the supermarket.', correct: false },
    { formDe: 'Sie - hat - ihre Freundin - angerufen.', formEn: 'She called her friend.', correct: false },
    { formDe: 'Der Zug - ist - pünktlich - angekommen.', formEn: 'The train arrived on time.', correct: false },
    { formDe: 'Bist du - heute - früh - aufgestanden?', formEn: 'Did you get up early today?', correct: false },
    { formDe: 'Er - ist - mit dem Fahrrad - zur Arbeit - gefahren.', formEn: 'He rode his bike to work.', correct: false },
    { formDe: 'Ich - habe - den Film - schon - gesehen.', formEn: 'I have already seen the film.', correct: false },
    { formDe: 'Habt ihr - den Brief - schon - geschrieben?', formEn: 'Have you written the letter yet?', correct: false },
    { formDe: 'Meine Oma - ist - letzte Woche - achtzig - geworden.', formEn: 'My grandma turned eighty last week.', correct: false },
    { formDe: 'Wir - sind - gestern - zu Hause - geblieben.', formEn: 'We stayed at home yesterday.', correct: false },
    { formDe: 'Seid ihr - schon einmal - in Spanien - gewesen?', formEn: 'Have you ever been to Spain?', correct: false },
    { formDe: 'Das Baby - ist - endlich - eingeschlafen.', formEn: 'The baby has finally fallen asleep.', correct: false },
    { formDe: 'Er - hat - Medizin - in Wien - studiert.', formEn: 'He studied medicine in Vienna.', correct: false },
    { formDe: 'Ich - habe - dich - nicht - verstanden.', formEn: 'I did not understand you.', correct: false },
    { formDe: 'Wir - haben - unsere Großeltern - besucht.', formEn: 'We visited our grandparents.', correct: false },
    { formDe: 'Was - ist - hier - passiert?', formEn: 'What happened here?', correct: false },
    { formDe: 'Der Mechaniker - hat - mein Auto - repariert.', formEn: 'The mechanic repaired my car.', correct: false },
    { formDe: 'Sie - hat - zum Geburtstag - ein Fahrrad - bekommen.', formEn: 'She got a bike for her birthday.', correct: false },
    { formDe: 'Die Kinder - sind - im See - geschwommen.', formEn: 'The children swam in the lake.', correct: false },
    { formDe: 'Ich - habe - meinen Schlüssel - verloren.', formEn: 'I have lost my key.', correct: false },
    { formDe: 'Du - hast - zu viel - Kaffee - getrunken.', formEn: 'You have drunk too much coffee.', correct: false },
    { formDe: 'Wann - seid ihr - nach Hause - gekommen?', formEn: 'When did you come home?', correct: false },
    { formDe: 'Er - hat - die Tür - aufgemacht.', formEn: 'He opened the door.', correct: false },
    { formDe: 'Wir - haben - am Samstag - eingekauft.', formEn: 'We did the shopping on Saturday.', correct: false },
    { formDe: 'Mein Bruder - ist - nach Amerika - geflogen.', formEn: 'My brother flew to America.', correct: false },
    { formDe: 'Habt ihr - gestern - mit dem Lehrer - telefoniert?', formEn: 'Did you speak to the teacher on the phone yesterday?', correct: false },
    { formDe: 'Ich - habe - dir - die Geschichte - schon - erzählt.', formEn: 'I have already told you the story.', correct: false },
    { formDe: 'Sie - sind - um sieben Uhr - aufgewacht.', formEn: 'They woke up at seven o’clock.', correct: false },
    { formDe: 'Der Kellner - hat - uns - das Essen - gebracht.', formEn: 'The waiter brought us the food.', correct: false },
    { formDe: 'Ich - habe - lange - über deine Frage - nachgedacht.', formEn: 'I thought about your question for a long time.', correct: false },
  ],
};

export default lesson;
