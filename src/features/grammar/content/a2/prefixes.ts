import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'prefixes',
  title: 'Separable and Inseparable Prefixes',
  descr: 'Know when a verb prefix moves to the end of the sentence, when it stays attached, and how the Partizip II is formed.',
  rules: [
    {
      heading: 'Two kinds of prefixes',
      paragraphs: [
        'Many German verbs have a prefix that changes their meaning: kommen (come) → ankommen (arrive), bekommen (receive). Some prefixes can be separated from the verb, others never.',
        'You can hear the difference: a separable prefix is stressed (ANrufen, AUFstehen), an inseparable prefix is not stressed (verSTEhen, beKOMmen).',
      ],
      table: {
        caption: 'Common prefixes',
        head: ['Type', 'Prefixes', 'Examples'],
        rows: [
          ['separable', 'ab-, an-, auf-, aus-, ein-, fern-, mit-, nach-, vor-, weg-, zu-, zurück-', 'abfahren, anrufen, aufstehen, ausgehen, einkaufen, fernsehen, mitkommen, zumachen, zurückkommen'],
          ['inseparable', 'be-, emp-, ent-, er-, ge-, miss-, ver-, zer-', 'bezahlen, empfehlen, entscheiden, erzählen, gehören, missverstehen, verstehen, zerbrechen'],
        ],
      },
    },
    {
      heading: 'Separable verbs in main clauses: the particle goes to the end',
      paragraphs: [
        'In a main clause (statements, questions, imperatives) the verb without its prefix stands in position 2 or 1, and the prefix (the particle) goes to the very end of the clause.',
        'This happens in the present and in the Präteritum: Der Film fängt um acht an. / Der Film fing um acht an.',
      ],
      examples: [
        { de: 'Ich rufe dich heute Abend an.', tr: 'I will call you this evening.' },
        { de: 'Wann kommst du aus dem Urlaub zurück?', tr: 'When are you coming back from holiday?' },
        { de: 'Mach bitte die Tür zu!', tr: 'Please close the door!' },
        { de: 'Der Unterricht fing pünktlich an.', tr: 'The lesson started on time.' },
      ],
      table: {
        caption: 'The particle at the end',
        head: ['Infinitive', 'Main clause'],
        rows: [
          ['anrufen', 'Ich rufe meine Mutter an.'],
          ['aufstehen', 'Er steht um sieben Uhr auf.'],
          ['einkaufen', 'Wir kaufen im Supermarkt ein.'],
          ['fernsehen', 'Siehst du oft fern?'],
          ['mitkommen', 'Kommst du mit?'],
        ],
      },
    },
    {
      heading: 'Separable verbs stay together in subordinate clauses and infinitives',
      paragraphs: [
        'In a subordinate clause the conjugated verb goes to the end, so the particle and the verb meet again and are written as one word: …, weil er früh aufsteht.',
        'After a modal verb, the infinitive is one word: Ich muss früh aufstehen.',
        'In an infinitive with zu, the zu goes between the particle and the verb, all in one word: Ich habe keine Lust, früh aufzustehen.',
      ],
      examples: [
        { de: 'Ich weiß nicht, wann der Zug abfährt.', tr: 'I do not know when the train leaves.' },
        { de: 'Kannst du mich vom Bahnhof abholen?', tr: 'Can you pick me up from the station?' },
        { de: 'Vergiss nicht, das Fenster zuzumachen.', tr: 'Do not forget to close the window.' },
      ],
      table: {
        caption: 'aufstehen in different structures',
        head: ['Structure', 'Example'],
        rows: [
          ['main clause', 'Ich stehe früh auf.'],
          ['subordinate clause', '…, weil ich früh aufstehe.'],
          ['with a modal verb', 'Ich muss früh aufstehen.'],
          ['infinitive with zu', 'Es ist schwer, früh aufzustehen.'],
          ['Perfekt', 'Ich bin früh aufgestanden.'],
        ],
      },
    },
    {
      heading: 'Partizip II of separable verbs: ge in the middle',
      paragraphs: [
        'The Partizip II of a separable verb is formed with ge between the particle and the verb: an + ge + rufen → angerufen, ein + ge + kauft → eingekauft.',
        'The verb part is regular or irregular just as without the prefix (kaufen → gekauft, so einkaufen → eingekauft; kommen → gekommen, so ankommen → angekommen). The auxiliary depends on the meaning: Ich habe eingekauft, but Der Zug ist angekommen.',
      ],
      examples: [
        { de: 'Ich habe dich gestern angerufen.', tr: 'I called you yesterday.' },
        { de: 'Wir sind um neun Uhr abgefahren.', tr: 'We left at nine o\u2019clock.' },
        { de: 'Hast du schon eingekauft?', tr: 'Have you already done the shopping?' },
      ],
      table: {
        caption: 'Separable verbs in the Perfekt',
        head: ['Infinitive', 'Partizip II', 'Perfekt'],
        rows: [
          ['anrufen', 'angerufen', 'Sie hat mich angerufen.'],
          ['einkaufen', 'eingekauft', 'Wir haben eingekauft.'],
          ['aufmachen', 'aufgemacht', 'Er hat das Fenster aufgemacht.'],
          ['mitbringen', 'mitgebracht', 'Ich habe Kuchen mitgebracht.'],
          ['ankommen', 'angekommen', 'Der Zug ist angekommen.'],
          ['zurückfahren', 'zurückgefahren', 'Sie sind zurückgefahren.'],
        ],
      },
    },
    {
      heading: 'Inseparable prefixes: always attached, no ge',
      paragraphs: [
        'The prefixes be-, ge-, er-, ver-, zer-, ent-, emp- and miss- never leave the verb, in any sentence: Ich verstehe dich. / …, weil ich dich verstehe.',
        'Their Partizip II has no ge: verstehen → verstanden, bezahlen → bezahlt, erzählen → erzählt. In the infinitive with zu, zu stands before the whole verb: zu bezahlen.',
        'Tip: gehören already begins with ge-, so its Partizip II is simply gehört (Das Haus hat meinem Opa gehört).',
      ],
      examples: [
        { de: 'Der Kellner empfiehlt uns die Suppe.', tr: 'The waiter recommends the soup to us.' },
        { de: 'Ich habe die Aufgabe nicht verstanden.', tr: 'I did not understand the exercise.' },
        { de: 'Wir haben uns für ein Hotel am Meer entschieden.', tr: 'We decided on a hotel by the sea.' },
      ],
      table: {
        caption: 'Inseparable verbs in the Perfekt',
        head: ['Prefix', 'Infinitive', 'Partizip II'],
        rows: [
          ['be-', 'bezahlen', 'bezahlt'],
          ['ge-', 'gehören', 'gehört'],
          ['er-', 'erzählen', 'erzählt'],
          ['ver-', 'verstehen', 'verstanden'],
          ['zer-', 'zerbrechen', 'zerbrochen'],
          ['ent-', 'entscheiden', 'entschieden'],
          ['emp-', 'empfehlen', 'empfohlen'],
          ['miss-', 'missverstehen', 'missverstanden'],
        ],
      },
    },
    {
      heading: 'Same verb, different prefix',
      paragraphs: [
        'The same basic verb can get different meanings with a separable or an inseparable prefix. Learn each verb with its prefix and its Partizip II.',
      ],
      examples: [
        { de: 'Der Bus kommt um zehn Uhr an.', tr: 'The bus arrives at ten o\u2019clock.' },
        { de: 'Ich bekomme jeden Tag viele Nachrichten.', tr: 'I receive a lot of messages every day.' },
        { de: 'Sie steht um sechs Uhr auf.', tr: 'She gets up at six o\u2019clock.' },
        { de: 'Verstehst du die Frage?', tr: 'Do you understand the question?' },
      ],
      table: {
        caption: 'kommen and stehen with prefixes',
        head: ['Verb', 'Type', 'Meaning', 'Partizip II'],
        rows: [
          ['ankommen', 'separable', 'arrive', 'angekommen'],
          ['bekommen', 'inseparable', 'receive, get', 'bekommen'],
          ['aufstehen', 'separable', 'get up', 'aufgestanden'],
          ['verstehen', 'inseparable', 'understand', 'verstanden'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Ich - rufe - dich - morgen - an.', formEn: 'I will call you tomorrow.', correct: false },
    { formDe: 'Der Zug - fährt - um neun Uhr - ab.', formEn: 'The train leaves at nine o\u2019clock.', correct: false },
    { formDe: 'Wir - kaufen - heute - im Supermarkt - ein.', formEn: 'We are doing the shopping at the supermarket today.', correct: false },
    { formDe: 'Mach - bitte - das Licht - aus!', formEn: 'Please switch off the light!', correct: false },
    { formDe: 'Meine Eltern - kommen - am Sonntag - zurück.', formEn: 'My parents are coming back on Sunday.', correct: false },
    { formDe: 'Kommst - du - heute Abend - mit?', formEn: 'Are you coming along this evening?', correct: false },
    { formDe: 'Er - sieht - jeden Abend - fern.', formEn: 'He watches TV every evening.', correct: false },
    { formDe: 'Ich - stehe - jeden Morgen - um sechs Uhr - auf.', formEn: 'I get up at six o\u2019clock every morning.', correct: false },
    { formDe: 'Der Film - fing - um acht Uhr - an.', formEn: 'The film started at eight o\u2019clock.', correct: false },
    { formDe: 'Wir - laden - alle Freunde - zu unserer Hochzeit - ein.', formEn: 'We are inviting all our friends to our wedding.', correct: false },
    { formDe: 'Ich - hole - dich - am Bahnhof - ab.', formEn: 'I will pick you up at the station.', correct: false },
    { formDe: 'Ich weiß nicht, - wann - der Bus - abfährt.', formEn: 'I do not know when the bus leaves.', correct: false },
    { formDe: 'Er ist immer müde, - weil - er - so früh - aufsteht.', formEn: 'He is always tired because he gets up so early.', correct: false },
    { formDe: 'Sie sagt, - dass - sie - morgen - zurückkommt.', formEn: 'She says that she is coming back tomorrow.', correct: false },
    { formDe: 'Wenn - du - mitkommst, - freue - ich - mich.', formEn: 'If you come along, I will be happy.', correct: false },
    { formDe: 'Ich - muss - heute noch - die Wohnung - aufräumen.', formEn: 'I still have to tidy up the flat today.', correct: false },
    { formDe: 'Kannst - du - bitte - die Tür - zumachen?', formEn: 'Can you close the door, please?', correct: false },
    { formDe: 'Wir - haben - keine Lust, - heute - auszugehen.', formEn: 'We do not feel like going out today.', correct: false },
    { formDe: 'Vergiss - nicht, - den Herd - auszuschalten.', formEn: 'Do not forget to switch off the cooker.', correct: false },
    { formDe: 'Ich - habe - dich - gestern - angerufen.', formEn: 'I called you yesterday.', correct: false },
    { formDe: 'Wir - haben - am Samstag - auf dem Markt - eingekauft.', formEn: 'We did our shopping at the market on Saturday.', correct: false },
    { formDe: 'Der Zug - ist - pünktlich - angekommen.', formEn: 'The train arrived on time.', correct: false },
    { formDe: 'Hast - du - das Licht - ausgemacht?', formEn: 'Did you switch off the light?', correct: false },
    { formDe: 'Meine Freundin - hat - mich - zum Essen - eingeladen.', formEn: 'My girlfriend invited me to dinner.', correct: false },
    { formDe: 'Sie - ist - um Mitternacht - zurückgekommen.', formEn: 'She came back at midnight.', correct: false },
    { formDe: 'Ich - verstehe - deine Frage - leider - nicht.', formEn: 'Unfortunately I do not understand your question.', correct: false },
    { formDe: 'Wir - bezahlen - die Rechnung - mit Karte.', formEn: 'We are paying the bill by card.', correct: false },
    { formDe: 'Der Lehrer - erklärt - die Grammatik - noch einmal.', formEn: 'The teacher explains the grammar once again.', correct: false },
    { formDe: 'Hast - du - meine Nachricht - bekommen?', formEn: 'Did you get my message?', correct: false },
    { formDe: 'Das Kind - hat - die Tasse - zerbrochen.', formEn: 'The child broke the cup.', correct: false },
    { formDe: 'Wir - haben - uns - für das rote Auto - entschieden.', formEn: 'We decided on the red car.', correct: false },
    { formDe: 'Der Kellner - hat - uns - den Fisch - empfohlen.', formEn: 'The waiter recommended the fish to us.', correct: false },
    { formDe: 'Ich - habe - dich - leider - missverstanden.', formEn: 'I am afraid I misunderstood you.', correct: false },
    { formDe: 'Opa - hat - uns - eine lustige Geschichte - erzählt.', formEn: 'Grandpa told us a funny story.', correct: false },
    { formDe: 'Das Buch - auf dem Tisch - gehört - meiner Schwester.', formEn: 'The book on the table belongs to my sister.', correct: false },
    { formDe: 'Ich - habe - meinen Schlüssel - verloren.', formEn: 'I have lost my key.', correct: false },
  ],
};

export default lesson;
