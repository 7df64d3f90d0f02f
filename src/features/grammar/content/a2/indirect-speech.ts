import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'indirect-speech',
  title: 'Indirect Speech',
  descr: 'Report what other people said, asked or told you to do with Konjunktiv I.',
  rules: [
    {
      heading: 'What indirect speech is',
      paragraphs: [
        'Direct speech repeats the exact words of a speaker: Er sagt: "Ich bin müde." Indirect speech reports the same words from the outside: Er sagt, er sei müde.',
        'Indirect speech is introduced by a verb of saying or asking: sagen (to say), erzählen (to tell), behaupten (to claim), fragen (to ask), meinen (to think, to say), schreiben (to write), antworten (to answer).',
        'Written German, the news and formal speech use a special verb form for indirect speech, the Konjunktiv I. It shows that you are only passing on what someone else said, without saying whether it is true.',
        'Personal pronouns and possessives change to fit the new speaker: "Ich habe keine Zeit." becomes Sie sagt, sie habe keine Zeit.',
      ],
      examples: [
        { de: 'Direkt: Anna sagt: "Ich komme morgen."', tr: 'Direct: Anna says, "I am coming tomorrow."' },
        { de: 'Indirekt: Anna sagt, sie komme morgen.', tr: 'Indirect: Anna says she is coming tomorrow.' },
        { de: 'Der Minister behauptet, die Steuern seien nicht zu hoch.', tr: 'The minister claims taxes are not too high.' },
      ],
    },
    {
      heading: 'How Konjunktiv I is formed',
      paragraphs: [
        'Take the infinitive stem (komm-, hab-, könn-) and add the endings -e, -est, -e, -en, -et, -en. There is no vowel change: er komme, er habe, er könne, er wisse.',
        'The most important form is the third person singular (er/sie/es), because we usually report what another person said. It always ends in -e: er komme, sie gehe, es gebe.',
        'sein is irregular and has no -e in the singular: ich sei, du seiest, er sei, wir seien, ihr seiet, sie seien.',
      ],
      examples: [
        { de: 'Er sagt, er sei krank.', tr: 'He says he is ill.' },
        { de: 'Sie erzählt, ihr Sohn habe eine neue Wohnung.', tr: 'She tells us her son has a new flat.' },
        { de: 'Tom meint, er könne uns helfen.', tr: 'Tom thinks he can help us.' },
      ],
      table: {
        caption: 'Konjunktiv I (forms marked * are the same as the indicative)',
        head: ['Person', 'sein', 'haben', 'kommen', 'können'],
        rows: [
          ['ich', 'sei', 'habe *', 'komme *', 'könne'],
          ['du', 'seiest', 'habest', 'kommest', 'könnest'],
          ['er/sie/es', 'sei', 'habe', 'komme', 'könne'],
          ['wir', 'seien', 'haben *', 'kommen *', 'können *'],
          ['ihr', 'seiet', 'habet', 'kommet', 'könnet'],
          ['sie/Sie', 'seien', 'haben *', 'kommen *', 'können *'],
        ],
      },
    },
    {
      heading: 'Konjunktiv II as a replacement',
      paragraphs: [
        'Many Konjunktiv I forms look exactly like the indicative, especially ich, wir and sie (plural): sie haben, wir kommen. Then nobody can see that the sentence is indirect speech.',
        'In these cases German uses the Konjunktiv II instead: sie haben becomes sie hätten, wir kommen becomes wir kämen, sie können becomes sie könnten.',
        'If the Konjunktiv II also looks like a normal past form (regular verbs: sie wohnten, wir arbeiteten), use würde + infinitive: sie würden wohnen.',
      ],
      examples: [
        { de: 'Die Kinder sagen, sie hätten Hunger.', tr: 'The children say they are hungry.' },
        { de: 'Meine Eltern schreiben, sie kämen erst am Sonntag.', tr: 'My parents write that they are only coming on Sunday.' },
        { de: 'Er erzählt, seine Freunde würden in Köln wohnen.', tr: 'He tells us his friends live in Cologne.' },
      ],
      table: {
        caption: 'When Konjunktiv I equals the indicative',
        head: ['Indicative', 'Konjunktiv I', 'Used in indirect speech'],
        rows: [
          ['er hat', 'er habe', 'er habe'],
          ['sie haben', 'sie haben', 'sie hätten'],
          ['wir kommen', 'wir kommen', 'wir kämen'],
          ['ich kann', 'ich könne', 'ich könne'],
          ['sie wohnen', 'sie wohnen', 'sie würden wohnen'],
        ],
      },
    },
    {
      heading: 'Reporting the past and the future',
      paragraphs: [
        'To report something that happened in the past, use the Konjunktiv I of haben or sein with the Partizip II: er habe gearbeitet, sie sei gefahren. Again, use hätten where haben would look like the indicative.',
        'To report something in the future, use the Konjunktiv I of werden with the infinitive: er werde kommen, es werde regnen.',
      ],
      examples: [
        { de: 'Sie sagt, sie habe den Brief schon geschrieben.', tr: 'She says she has already written the letter.' },
        { de: 'Mein Bruder erzählt, er sei in Paris gewesen.', tr: 'My brother tells us he was in Paris.' },
        { de: 'Die Schüler behaupten, sie hätten nichts gesehen.', tr: 'The pupils claim they saw nothing.' },
        { de: 'Der Chef sagt, er werde morgen anrufen.', tr: 'The boss says he will call tomorrow.' },
      ],
    },
    {
      heading: 'Sentences with dass',
      paragraphs: [
        'Indirect speech can follow the introducing verb directly, with main clause word order: Er sagt, er sei müde.',
        'It can also be a dass clause. Then the conjugated verb goes to the end: Er sagt, dass er müde sei.',
      ],
      examples: [
        { de: 'Lisa sagt, sie habe keine Zeit.', tr: 'Lisa says she has no time.' },
        { de: 'Lisa sagt, dass sie keine Zeit habe.', tr: 'Lisa says that she has no time.' },
      ],
    },
    {
      heading: 'Reported questions: ob and question words',
      paragraphs: [
        'A yes/no question is reported with ob (whether, if): "Kommt Anna heute?" becomes Er fragt, ob Anna heute komme.',
        'A question with a question word keeps the question word: wer, was, wo, wann, warum, wie, wohin, wie lange. "Wo wohnt Ihr Sohn?" becomes Sie fragt, wo mein Sohn wohne.',
        'In both cases the conjugated verb goes to the end of the clause.',
      ],
      examples: [
        { de: 'Der Lehrer fragt, ob wir die Aufgabe verstanden hätten.', tr: 'The teacher asks whether we have understood the task.' },
        { de: 'Meine Mutter fragt, wann mein Bruder nach Hause komme.', tr: 'My mother asks when my brother is coming home.' },
        { de: 'Der Tourist fragt, wo der Bahnhof sei.', tr: 'The tourist asks where the station is.' },
      ],
    },
    {
      heading: 'Indirect commands with sollen',
      paragraphs: [
        'An imperative cannot be reported directly. Use sollen + infinitive instead: "Warte!" becomes Er sagt, ich solle warten.',
        'The Konjunktiv I of sollen is ich solle, er solle; for wir and sie (plural) use the Konjunktiv II sollten. In everyday speech the indicative soll is also common.',
      ],
      examples: [
        { de: 'Die Ärztin sagt, ich solle viel trinken.', tr: 'The doctor says I should drink a lot.' },
        { de: 'Der Polizist sagt, wir sollten langsamer fahren.', tr: 'The police officer tells us to drive more slowly.' },
        { de: 'Mama sagt, er solle sofort nach Hause kommen.', tr: 'Mum says he should come home at once.' },
      ],
    },
  ],
  elements: [
    { formDe: 'Jonas sagt, - dass - er - heute - krank - sei.', formEn: 'Jonas says that he is ill today.', correct: false },
    { formDe: 'Anna erzählt, - sie - habe - einen neuen Job - gefunden.', formEn: 'Anna tells us she has found a new job.', correct: false },
    { formDe: 'Der Chef behauptet, - dass - das Projekt - schon fertig - sei.', formEn: 'The boss claims that the project is already finished.', correct: false },
    { formDe: 'Mein Bruder sagt, - er - komme - morgen - zu uns.', formEn: 'My brother says he is coming to see us tomorrow.', correct: false },
    { formDe: 'Der Trainer sagt, - ich - müsse - mehr - trainieren.', formEn: 'The coach says I have to train more.', correct: false },
    { formDe: 'Tom fragt, - ob - wir - heute Abend - Zeit - hätten.', formEn: 'Tom asks whether we have time this evening.', correct: false },
    { formDe: 'Sie fragt mich, - wann - der Zug - in Berlin - ankomme.', formEn: 'She asks me when the train arrives in Berlin.', correct: false },
    { formDe: 'Die Kinder sagen, - sie - hätten - keine Hausaufgaben.', formEn: 'The children say they have no homework.', correct: false },
    { formDe: 'Die Mutter sagt, - ich - solle - mein Zimmer - aufräumen.', formEn: 'My mother tells me to tidy my room.', correct: false },
    { formDe: 'Der Polizist sagt, - wir - sollten - hier - nicht parken.', formEn: 'The police officer tells us not to park here.', correct: false },
    { formDe: 'Lisa behauptet, - sie - kenne - den Sänger - persönlich.', formEn: 'Lisa claims she knows the singer personally.', correct: false },
    { formDe: 'Mein Vater erzählt, - er - sei - früher - oft - in Italien - gewesen.', formEn: 'My father tells us he often went to Italy in the past.', correct: false },
    { formDe: 'Der Kellner fragt, - ob - es - uns - geschmeckt - habe.', formEn: 'The waiter asks whether we enjoyed the meal.', correct: false },
    { formDe: 'Die Nachbarin erzählt, - ihr Hund - sei - gestern - weggelaufen.', formEn: 'The neighbour tells us her dog ran away yesterday.', correct: false },
    { formDe: 'Paul fragt, - wo - der nächste Supermarkt - sei.', formEn: 'Paul asks where the nearest supermarket is.', correct: false },
    { formDe: 'Meine Freundin sagt, - sie - könne - heute - leider nicht kommen.', formEn: 'My girlfriend says she unfortunately cannot come today.', correct: false },
    { formDe: 'Der Verkäufer behauptet, - das Handy - habe - eine gute Kamera.', formEn: 'The salesman claims the phone has a good camera.', correct: false },
    { formDe: 'Sie fragt uns, - warum - wir - so spät - gekommen - seien.', formEn: 'She asks us why we came so late.', correct: false },
    { formDe: 'Die Ärztin sagt, - ich - solle - drei Tage - im Bett - bleiben.', formEn: 'The doctor tells me to stay in bed for three days.', correct: false },
    { formDe: 'Die Zeitung schreibt, - es - gebe - morgen - einen Streik.', formEn: 'The newspaper writes that there will be a strike tomorrow.', correct: false },
    { formDe: 'Maria fragt, - was - der Kurs - koste.', formEn: 'Maria asks what the course costs.', correct: false },
    { formDe: 'Die Schüler behaupten, - sie - hätten - den Test - nicht - verstanden.', formEn: 'The pupils claim they did not understand the test.', correct: false },
    { formDe: 'Er erzählt, - seine Eltern - würden - jetzt - in Hamburg - wohnen.', formEn: 'He tells us his parents now live in Hamburg.', correct: false },
    { formDe: 'Die Lehrerin fragt, - wer - die Tafel - geputzt - habe.', formEn: 'The teacher asks who cleaned the board.', correct: false },
    { formDe: 'Mein Kollege sagt, - er - habe - heute - keine Zeit.', formEn: 'My colleague says he has no time today.', correct: false },
    { formDe: 'Sie sagt ihm, - er - solle - sie - morgen - anrufen.', formEn: 'She tells him to call her tomorrow.', correct: false },
    { formDe: 'Der Taxifahrer fragt, - wohin - ich - fahren - wolle.', formEn: 'The taxi driver asks where I want to go.', correct: false },
    { formDe: 'Oma erzählt, - sie - sei - als Kind - sehr arm - gewesen.', formEn: 'Grandma tells us she was very poor as a child.', correct: false },
    { formDe: 'Der Mann behauptet, - er - habe - das Geld - nicht - genommen.', formEn: 'The man claims he did not take the money.', correct: false },
    { formDe: 'Mein Sohn fragt, - ob - er - heute - draußen - spielen - dürfe.', formEn: 'My son asks whether he may play outside today.', correct: false },
    { formDe: 'Die Touristen fragen, - wie lange - das Museum - geöffnet - sei.', formEn: 'The tourists ask how long the museum is open.', correct: false },
    { formDe: 'Der Wetterbericht sagt, - es - werde - morgen - regnen.', formEn: 'The weather forecast says it will rain tomorrow.', correct: false },
  ],
};

export default lesson;
