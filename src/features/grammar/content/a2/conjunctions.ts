import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'conjunctions',
  title: 'Conjunctions with Different Verb Forms',
  descr: 'Build subordinate clauses with obwohl, damit, dass, weil, wenn and bevor.',
  rules: [
    {
      heading: 'Subordinate clauses: the verb goes to the end',
      paragraphs: [
        'obwohl, damit, dass, weil, wenn and bevor are subordinating conjunctions. They start a subordinate clause (Nebensatz), and in that clause the conjugated verb moves to the very end.',
        'A comma always separates the subordinate clause from the main clause.',
      ],
      table: {
        caption: 'Six subordinating conjunctions',
        head: ['Conjunction', 'Meaning', 'Example'],
        rows: [
          ['weil', 'because', '…, weil ich krank bin.'],
          ['dass', 'that', '…, dass er heute kommt.'],
          ['obwohl', 'although', '…, obwohl es teuer ist.'],
          ['damit', 'so that', '…, damit alle mich verstehen.'],
          ['wenn', 'if, when, whenever', '…, wenn du willst.'],
          ['bevor', 'before', '…, bevor du isst.'],
        ],
      },
      examples: [
        { de: 'Ich bleibe zu Hause. Ich bin krank.', tr: 'I am staying at home. I am ill.' },
        { de: 'Ich bleibe zu Hause, weil ich krank bin.', tr: 'I am staying at home because I am ill.' },
      ],
    },
    {
      heading: 'Modal verbs, Perfekt and separable verbs',
      paragraphs: [
        'When there are two verb forms, the conjugated one is the very last word: the modal verb comes after the infinitive, and haben or sein comes after the Partizip II.',
        'A separable verb is not split in a subordinate clause: the prefix and the verb are written together at the end (…, wenn der Zug ankommt).',
      ],
      table: {
        caption: 'The conjugated verb is last',
        head: ['Verb form', 'Main clause', 'Subordinate clause'],
        rows: [
          ['simple verb', 'Er lernt Deutsch.', '…, weil er Deutsch lernt.'],
          ['modal verb', 'Er will in Berlin arbeiten.', '…, weil er in Berlin arbeiten will.'],
          ['Perfekt', 'Sie hat lange gearbeitet.', '…, weil sie lange gearbeitet hat.'],
          ['separable verb', 'Das Baby wacht auf.', '…, damit das Baby nicht aufwacht.'],
        ],
      },
    },
    {
      heading: 'When the subordinate clause comes first',
      paragraphs: [
        'The subordinate clause can also start the sentence. Then it counts as the first position, and the main clause after the comma starts with its conjugated verb, followed by the subject: verb, comma, verb.',
      ],
      examples: [
        { de: 'Weil es regnet, bleiben wir zu Hause.', tr: 'Because it is raining, we are staying at home.' },
        { de: 'Wenn ich Zeit habe, lese ich gern.', tr: 'When I have time, I like to read.' },
        { de: 'Obwohl ich viel gelernt habe, war die Prüfung schwer.', tr: 'Although I studied a lot, the exam was hard.' },
      ],
    },
    {
      heading: 'weil and dass',
      paragraphs: [
        'weil gives a reason and answers the question warum? (why?).',
        'dass introduces what someone says, thinks, knows, hopes or feels. It often follows verbs like sagen, glauben, wissen, hoffen, and phrases like Es ist schön, … or Ich bin froh, …. Do not confuse dass (conjunction) with das (article or pronoun).',
      ],
      examples: [
        { de: 'Er lernt Deutsch, weil er in Berlin arbeiten will.', tr: 'He is learning German because he wants to work in Berlin.' },
        { de: 'Ich hoffe, dass du die Prüfung bestanden hast.', tr: 'I hope that you passed the exam.' },
      ],
    },
    {
      heading: 'obwohl and damit',
      paragraphs: [
        'obwohl (although) introduces something that you would expect to stop the action, but it does not: Obwohl es kalt ist, gehen wir schwimmen.',
        'damit (so that) gives a purpose. It is often used when the two clauses have different subjects: Ich spreche langsam, damit alle mich verstehen. (With the same subject you can also use um … zu.)',
      ],
      examples: [
        { de: 'Sie kauft das Kleid, obwohl es teuer ist.', tr: 'She is buying the dress although it is expensive.' },
        { de: 'Sie spart Geld, damit ihre Tochter studieren kann.', tr: 'She is saving money so that her daughter can go to university.' },
      ],
    },
    {
      heading: 'wenn and bevor',
      paragraphs: [
        'wenn means "if" (a condition) and also "when / whenever" for the present and the future and for repeated events: Wenn ich Zeit habe, lese ich gern.',
        'bevor (before) says that one action happens before another: Wasch dir die Hände, bevor du isst.',
      ],
      examples: [
        { de: 'Ruf mich an, wenn du angekommen bist.', tr: 'Call me when you have arrived.' },
        { de: 'Bevor ich ins Bett gehe, putze ich mir die Zähne.', tr: 'Before I go to bed, I brush my teeth.' },
      ],
    },
  ],
  elements: [
    { formDe: 'Ich - bleibe - zu Hause, - weil - ich - krank bin.', formEn: 'I am staying at home because I am ill.', correct: false },
    { formDe: 'Er - lernt - Deutsch, - weil - er - in Berlin - arbeiten will.', formEn: 'He is learning German because he wants to work in Berlin.', correct: false },
    { formDe: 'Weil - es - geregnet hat, - sind - wir - im Hotel - geblieben.', formEn: 'Because it rained, we stayed in the hotel.', correct: false },
    { formDe: 'Sie - ist - müde, - weil - sie - lange - gearbeitet hat.', formEn: 'She is tired because she worked for a long time.', correct: false },
    { formDe: 'Weil - der Bus - nicht kam, - gingen - wir - zu Fuß.', formEn: 'Because the bus did not come, we walked.', correct: false },
    { formDe: 'Wir - kaufen - heute - ein, - weil - morgen - Sonntag ist.', formEn: 'We are going shopping today because tomorrow is Sunday.', correct: false },
    { formDe: 'Ich - glaube, - dass - er - heute - kommt.', formEn: 'I think that he is coming today.', correct: false },
    { formDe: 'Weißt - du, - dass - Anna - ein Baby - bekommen hat?', formEn: 'Do you know that Anna has had a baby?', correct: false },
    { formDe: 'Es ist - schön, - dass - ihr - uns - besuchen könnt.', formEn: 'It is nice that you can visit us.', correct: false },
    { formDe: 'Der Arzt - sagt, - dass - ich - mehr - schlafen muss.', formEn: 'The doctor says that I have to sleep more.', correct: false },
    { formDe: 'Ich - hoffe, - dass - du - die Prüfung - bestanden hast.', formEn: 'I hope that you passed the exam.', correct: false },
    { formDe: 'Dass - du - pünktlich - bist, - freut - mich.', formEn: 'I am glad that you are on time.', correct: false },
    { formDe: 'Ich - bin - froh, - dass - du - gekommen bist.', formEn: 'I am glad that you came.', correct: false },
    { formDe: 'Obwohl - es - kalt ist, - gehen - wir - schwimmen.', formEn: 'Although it is cold, we are going swimming.', correct: false },
    { formDe: 'Er - trinkt - abends - Kaffee, - obwohl - er - dann - nicht schlafen kann.', formEn: 'He drinks coffee in the evening although he then cannot sleep.', correct: false },
    { formDe: 'Sie - kauft - das Kleid, - obwohl - es - teuer ist.', formEn: 'She is buying the dress although it is expensive.', correct: false },
    { formDe: 'Obwohl - ich - viel - gelernt habe, - war - die Prüfung - schwer.', formEn: 'Although I studied a lot, the exam was hard.', correct: false },
    { formDe: 'Wir - sind - spazieren gegangen, - obwohl - es - stark - geschneit hat.', formEn: 'We went for a walk although it snowed heavily.', correct: false },
    { formDe: 'Obwohl - er - früh - aufstehen muss, - sieht - er - lange - fern.', formEn: 'Although he has to get up early, he watches TV for a long time.', correct: false },
    { formDe: 'Ich - spreche - langsam, - damit - alle - mich - verstehen.', formEn: 'I speak slowly so that everyone understands me.', correct: false },
    { formDe: 'Mach - das Fenster - zu, - damit - das Baby - nicht - aufwacht.', formEn: 'Close the window so that the baby does not wake up.', correct: false },
    { formDe: 'Sie - spart - Geld, - damit - ihre Tochter - studieren kann.', formEn: 'She is saving money so that her daughter can go to university.', correct: false },
    { formDe: 'Damit - wir - den Zug - nicht verpassen, - fahren - wir - früh - los.', formEn: 'So that we do not miss the train, we are leaving early.', correct: false },
    { formDe: 'Der Lehrer - erklärt - alles - zweimal, - damit - die Schüler - es - verstehen.', formEn: 'The teacher explains everything twice so that the pupils understand it.', correct: false },
    { formDe: 'Ich - schreibe - die Adresse - auf, - damit - du - sie - nicht vergisst.', formEn: 'I will write down the address so that you do not forget it.', correct: false },
    { formDe: 'Wenn - das Wetter - schön ist, - grillen - wir - im Garten.', formEn: 'If the weather is nice, we will have a barbecue in the garden.', correct: false },
    { formDe: 'Ruf - mich - an, - wenn - du - angekommen bist.', formEn: 'Call me when you have arrived.', correct: false },
    { formDe: 'Wenn - ich - Zeit habe, - lese - ich - gern.', formEn: 'When I have time, I like to read.', correct: false },
    { formDe: 'Du - kannst - mitkommen, - wenn - du - willst.', formEn: 'You can come along if you want.', correct: false },
    { formDe: 'Wenn - man - Fieber hat, - muss - man - im Bett bleiben.', formEn: 'If you have a fever, you have to stay in bed.', correct: false },
    { formDe: 'Wir - gehen - ins Kino, - wenn - ihr - fertig - seid.', formEn: 'We will go to the cinema when you are ready.', correct: false },
    { formDe: 'Bevor - ich - ins Bett gehe, - putze - ich - mir - die Zähne.', formEn: 'Before I go to bed, I brush my teeth.', correct: false },
    { formDe: 'Wasch - dir - die Hände, - bevor - du - isst.', formEn: 'Wash your hands before you eat.', correct: false },
    { formDe: 'Er - hat - in Wien - gewohnt, - bevor - er - nach Berlin - kam.', formEn: 'He lived in Vienna before he came to Berlin.', correct: false },
    { formDe: 'Bevor - wir - losfahren, - müssen - wir - tanken.', formEn: 'Before we set off, we have to get petrol.', correct: false },
    { formDe: 'Sie - ruft - ihre Mutter - an, - bevor - sie - abfliegt.', formEn: 'She calls her mother before she flies off.', correct: false },
    { formDe: 'Bevor - du - gehst, - musst - du - die Tür - abschließen.', formEn: 'Before you leave, you have to lock the door.', correct: false },
  ],
};

export default lesson;
