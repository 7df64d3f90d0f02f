import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'word-order',
  title: 'Word Order in Complex Sentences',
  descr: 'Put the verb in the right place: second in main clauses, last in subordinate clauses, and order time, reason, manner and place.',
  rules: [
    {
      heading: 'Main clauses: the conjugated verb is in position 2',
      paragraphs: [
        'In a German statement the conjugated verb is always the second element. Position 1 is often the subject, but it does not have to be. An element can be one word (ich) or a group of words (meine kleine Schwester).',
        'All other verb parts go to the very end of the clause: the infinitive after a modal verb, the Partizip II in the Perfekt, the separable particle. Together with the conjugated verb they form a bracket around the rest of the sentence (the Satzklammer).',
      ],
      examples: [
        { de: 'Ich lerne jeden Abend Deutsch.', tr: 'I study German every evening.' },
        { de: 'Ich habe gestern Abend Deutsch gelernt.', tr: 'I studied German yesterday evening.' },
        { de: 'Wir müssen morgen sehr früh aufstehen.', tr: 'We have to get up very early tomorrow.' },
        { de: 'Der Kurs fängt um neun Uhr an.', tr: 'The course starts at nine o\u2019clock.' },
      ],
      table: {
        caption: 'The verb bracket in main clauses',
        head: ['Position 1', 'Verb (position 2)', 'Middle', 'End'],
        rows: [
          ['Ich', 'lerne', 'jeden Abend Deutsch.', '—'],
          ['Ich', 'habe', 'gestern Abend Deutsch', 'gelernt.'],
          ['Wir', 'müssen', 'morgen sehr früh', 'aufstehen.'],
          ['Der Kurs', 'fängt', 'um neun Uhr', 'an.'],
        ],
      },
    },
    {
      heading: 'Inversion: another element in position 1',
      paragraphs: [
        'You can start a sentence with a time, a place, an object or a word like leider, dann, deshalb or trotzdem. The verb still stays in position 2, so the subject moves behind the verb. This is called inversion.',
        'Only one element may stand before the verb. Heute ich gehe ins Kino is wrong: it must be Heute gehe ich ins Kino.',
      ],
      examples: [
        { de: 'Heute gehe ich ins Kino.', tr: 'Today I am going to the cinema.' },
        { de: 'Am Wochenende besuchen wir unsere Oma.', tr: 'At the weekend we are visiting our grandma.' },
        { de: 'Leider habe ich keine Zeit.', tr: 'Unfortunately I have no time.' },
        { de: 'Den Film habe ich schon gesehen.', tr: 'I have already seen that film.' },
      ],
      table: {
        caption: 'The same sentence with different starts',
        head: ['Position 1', 'Verb', 'Rest'],
        rows: [
          ['Ich', 'gehe', 'heute ins Kino.'],
          ['Heute', 'gehe', 'ich ins Kino.'],
          ['Ins Kino', 'gehe', 'ich heute.'],
        ],
      },
    },
    {
      heading: 'Subordinate clauses: the conjugated verb goes to the end',
      paragraphs: [
        'A subordinate clause starts with a conjunction such as weil, dass, wenn, ob, obwohl, als, bevor or sobald, or with a question word (wann, wo, warum …). In it, the conjugated verb moves to the very end. A comma always separates it from the main clause.',
        'If there are two verbs, the conjugated verb comes last: …, weil ich arbeiten muss. / …, dass er schon gegangen ist. A separable verb is written as one word: …, wenn der Zug ankommt.',
        'A subordinate clause can also come first. Then the whole clause is position 1, and the main clause starts with its verb: verb, comma, verb.',
      ],
      examples: [
        { de: 'Ich bleibe heute zu Hause, weil ich Kopfschmerzen habe.', tr: 'I am staying at home today because I have a headache.' },
        { de: 'Ich weiß, dass du morgen Zeit hast.', tr: 'I know that you have time tomorrow.' },
        { de: 'Er fragt, ob der Zug pünktlich ankommt.', tr: 'He asks whether the train arrives on time.' },
        { de: 'Wenn es regnet, fahren wir mit dem Bus.', tr: 'If it rains, we take the bus.' },
      ],
      table: {
        caption: 'Main clause and subordinate clause',
        head: ['Main clause', 'Conjunction', 'Middle', 'Verb (end)'],
        rows: [
          ['Ich bleibe zu Hause,', 'weil', 'ich krank', 'bin.'],
          ['Er sagt,', 'dass', 'er morgen keine Zeit', 'hat.'],
          ['Ich weiß nicht,', 'ob', 'ich heute kommen', 'kann.'],
        ],
      },
    },
    {
      heading: 'Joining two clauses: und, aber, oder, denn, sondern vs. weil, dass',
      paragraphs: [
        'und, aber, oder, denn and sondern join two main clauses. They stand in "position 0": they do not count as an element, so after them the word order is normal, with the verb in position 2.',
        'denn and weil both mean "because". After denn the verb stays in position 2; after weil it goes to the end. The same difference exists between aber/und and subordinating conjunctions like dass, obwohl or wenn.',
        'After the conjunction in position 0 you can still start with another element, and then inversion follows: …, aber morgen habe ich frei.',
      ],
      examples: [
        { de: 'Ich trinke Kaffee und mein Mann trinkt Tee.', tr: 'I drink coffee and my husband drinks tea.' },
        { de: 'Ich bin müde, aber ich gehe noch einkaufen.', tr: 'I am tired, but I am still going shopping.' },
        { de: 'Er lernt viel, denn er hat bald eine Prüfung.', tr: 'He studies a lot, because he has an exam soon.' },
        { de: 'Er lernt viel, weil er bald eine Prüfung hat.', tr: 'He studies a lot because he has an exam soon.' },
      ],
      table: {
        caption: 'Two kinds of conjunctions',
        head: ['Conjunctions', 'Type', 'Verb position', 'Example'],
        rows: [
          ['und, aber, oder, denn, sondern', 'join main clauses (position 0)', 'position 2', 'Ich bleibe zu Hause, denn ich bin krank.'],
          ['weil, dass, wenn, ob, obwohl, als, bevor', 'start a subordinate clause', 'end', 'Ich bleibe zu Hause, weil ich krank bin.'],
        ],
      },
    },
    {
      heading: 'TeKaMoLo: the order of time, cause, manner and place',
      paragraphs: [
        'When several details follow the verb, they usually come in this order: Temporal (when?), Kausal (why?), Modal (how?), Lokal (where? where to?). The short name TeKaMoLo helps you remember it.',
        'You do not need all four. The ones you use keep this order. Any one of them can also move to position 1, and then the verb comes right after it.',
      ],
      examples: [
        { de: 'Ich fahre morgen wegen des Regens mit dem Bus zur Arbeit.', tr: 'Tomorrow I am taking the bus to work because of the rain.' },
        { de: 'Wir sind gestern mit dem Zug nach Köln gefahren.', tr: 'Yesterday we went to Cologne by train.' },
        { de: 'Sie lernt am Montag wegen der Prüfung allein in der Bibliothek.', tr: 'On Monday she is studying alone in the library because of the exam.' },
        { de: 'Morgen fahre ich mit dem Bus zur Arbeit.', tr: 'Tomorrow I am taking the bus to work.' },
      ],
      table: {
        caption: 'TeKaMoLo',
        head: ['Te – when?', 'Ka – why?', 'Mo – how?', 'Lo – where?'],
        rows: [
          ['morgen', 'wegen des Regens', 'mit dem Bus', 'zur Arbeit'],
          ['am Montag', 'wegen der Prüfung', 'allein', 'in der Bibliothek'],
          ['gestern', 'aus Neugier', 'zu Fuß', 'in die Stadt'],
        ],
      },
    },
    {
      heading: 'The position of nicht',
      paragraphs: [
        'To negate the whole sentence, put nicht as far back as possible: after the objects and after expressions of time, but before the second verb part (infinitive, Partizip II, separable particle), before a place or direction, and before an adjective or noun after sein.',
        'To negate only one part of the sentence, put nicht directly in front of that part. Often sondern follows with the correct information.',
        'Nouns with ein or without an article are negated with kein, not with nicht: Ich habe keine Zeit.',
      ],
      examples: [
        { de: 'Ich verstehe die Frage nicht.', tr: 'I do not understand the question.' },
        { de: 'Ich habe das Buch nicht gelesen.', tr: 'I have not read the book.' },
        { de: 'Wir fahren nicht nach Berlin, sondern nach Dresden.', tr: 'We are not going to Berlin but to Dresden.' },
      ],
      table: {
        caption: 'Where nicht goes',
        head: ['Rule', 'Example'],
        rows: [
          ['after the object', 'Ich kenne den Mann nicht.'],
          ['after a time expression', 'Er kommt heute nicht.'],
          ['before the infinitive or Partizip II', 'Ich kann heute nicht kommen.'],
          ['before the separable particle', 'Ich rufe ihn nicht an.'],
          ['before a place or direction', 'Sie wohnt nicht in Berlin.'],
          ['before an adjective after sein', 'Das Essen ist nicht teuer.'],
          ['before the part you contrast', 'Nicht ich, sondern mein Bruder hat angerufen.'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Morgen - fahre - ich - mit dem Zug - nach Berlin.', formEn: 'Tomorrow I am going to Berlin by train.', correct: false },
    { formDe: 'Am Wochenende - besuchen - wir - unsere Großeltern.', formEn: 'At the weekend we are visiting our grandparents.', correct: false },
    { formDe: 'Heute Abend - kocht - mein Vater - für die ganze Familie.', formEn: 'Tonight my father is cooking for the whole family.', correct: false },
    { formDe: 'Im Sommer - fliegen - meine Freunde - nach Spanien.', formEn: 'In the summer my friends are flying to Spain.', correct: false },
    { formDe: 'Leider - habe - ich - keine Zeit - für einen Kaffee.', formEn: 'Unfortunately I have no time for a coffee.', correct: false },
    { formDe: 'Nach der Arbeit - gehe - ich - oft - ins Schwimmbad.', formEn: 'After work I often go to the swimming pool.', correct: false },
    { formDe: 'Morgen - beginnt - der Unterricht - um acht Uhr.', formEn: 'Tomorrow lessons start at eight o\u2019clock.', correct: false },
    { formDe: 'Am Montag - schreiben - die Schüler - einen Test.', formEn: 'On Monday the pupils are writing a test.', correct: false },
    { formDe: 'Abends - liest - mein Großvater - gern - die Zeitung.', formEn: 'In the evenings my grandfather likes reading the newspaper.', correct: false },
    { formDe: 'Paul geht heute nicht zur Schule, - weil - er - Fieber - hat.', formEn: 'Paul is not going to school today because he has a temperature.', correct: false },
    { formDe: 'Meine Kollegin sagt, - dass - sie - morgen - keine Zeit - hat.', formEn: 'My colleague says that she has no time tomorrow.', correct: false },
    { formDe: 'Ich weiß nicht, - ob - der Laden - heute - offen - ist.', formEn: 'I do not know whether the shop is open today.', correct: false },
    { formDe: 'Es ist wichtig, - dass - du - pünktlich - kommst.', formEn: 'It is important that you come on time.', correct: false },
    { formDe: 'Ich hoffe, - dass - ihr - am Samstag - zu meiner Party - kommt.', formEn: 'I hope that you will come to my party on Saturday.', correct: false },
    { formDe: 'Der Arzt - sagt, - dass - ich - mehr Wasser - trinken - soll.', formEn: 'The doctor says that I should drink more water.', correct: false },
    { formDe: 'Ich glaube, - dass - das Museum - montags - geschlossen - ist.', formEn: 'I think that the museum is closed on Mondays.', correct: false },
    { formDe: 'Ich - rufe - dich - an, - sobald - ich - zu Hause - bin.', formEn: 'I will call you as soon as I am home.', correct: false },
    { formDe: 'Wenn - es - morgen - regnet, - bleiben - wir - zu Hause.', formEn: 'If it rains tomorrow, we will stay at home.', correct: false },
    { formDe: 'Weil - der Bus - Verspätung - hatte, - kam - ich - zu spät zur Arbeit.', formEn: 'Because the bus was late, I was late for work.', correct: false },
    { formDe: 'Obwohl - er - müde - war, - hat - er - bis zehn Uhr - gearbeitet.', formEn: 'Although he was tired, he worked until ten o\u2019clock.', correct: false },
    { formDe: 'Sie - lernt - Deutsch, - denn - sie - möchte - in Wien - arbeiten.', formEn: 'She is learning German, because she wants to work in Vienna.', correct: false },
    { formDe: 'Wir können heute nicht kommen, - denn - unser Sohn - ist - krank.', formEn: 'We cannot come today, because our son is ill.', correct: false },
    { formDe: 'Anna - arbeitet - heute, - aber - morgen - hat - sie - frei.', formEn: 'Anna is working today, but tomorrow she has the day off.', correct: false },
    { formDe: 'Ich - trinke - Tee - und - mein Bruder - trinkt - Kaffee.', formEn: 'I drink tea and my brother drinks coffee.', correct: false },
    { formDe: 'Wir - gehen - nicht - ins Kino, - sondern - wir - bleiben - zu Hause.', formEn: 'We are not going to the cinema; instead we are staying at home.', correct: false },
    { formDe: 'Wir - fahren - ans Meer - oder - wir - bleiben - in der Stadt.', formEn: 'We will go to the seaside or we will stay in town.', correct: false },
    { formDe: 'Ich - kaufe - das Kleid - nicht, - weil - es - zu teuer - ist.', formEn: 'I am not buying the dress because it is too expensive.', correct: false },
    { formDe: 'Sie - hat - heute - keine Lust, - weil - das Wetter - so schlecht - ist.', formEn: 'She does not feel like it today because the weather is so bad.', correct: false },
    { formDe: 'Wir - fahren - am Freitag - wegen des Streiks - mit dem Auto - ins Büro.', formEn: 'On Friday we are driving to the office because of the strike.', correct: false },
    { formDe: 'Wir - sind - gestern - mit dem Auto - nach Hamburg - gefahren.', formEn: 'Yesterday we drove to Hamburg.', correct: false },
    { formDe: 'Sie - fährt - jeden Tag - mit dem Fahrrad - zur Uni.', formEn: 'She cycles to university every day.', correct: false },
    { formDe: 'Mein Chef - fliegt - nächste Woche - geschäftlich - nach Frankfurt.', formEn: 'My boss is flying to Frankfurt on business next week.', correct: false },
    { formDe: 'Meine Schwester - wohnt - seit zwei Jahren - in München.', formEn: 'My sister has been living in Munich for two years.', correct: false },
    { formDe: 'Er - kommt - heute - nicht.', formEn: 'He is not coming today.', correct: false },
    { formDe: 'Ich - verstehe - diese Aufgabe - nicht.', formEn: 'I do not understand this exercise.', correct: false },
    { formDe: 'Das - ist - nicht - mein Handy.', formEn: 'That is not my mobile phone.', correct: false },
    { formDe: 'Er - hat - gestern - wegen seiner Erkältung - nicht - gearbeitet.', formEn: 'He did not work yesterday because of his cold.', correct: false },
  ],
};

export default lesson;
