import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'questions',
  title: 'Complex Questions and Question Pronouns',
  descr: 'Ask W-questions, yes/no questions and indirect questions, and use welcher, was für ein and wo(r) + preposition.',
  rules: [
    {
      heading: 'W-questions: the question word comes first, the verb second',
      paragraphs: [
        'A W-question starts with a question word (most of them begin with w). The conjugated verb follows in position 2, then the subject. Other verb parts (Partizip II, infinitive, separable prefix) go to the end.',
        'wie can be combined with other words to ask more exactly: wie lange (how long), wie oft (how often), wie viel (how much), wie alt (how old).',
      ],
      examples: [
        { de: 'Wann kommt der Zug?', tr: 'When does the train come?' },
        { de: 'Wohin fahrt ihr im Urlaub?', tr: 'Where are you going on holiday?' },
        { de: 'Wie lange hast du in München gewohnt?', tr: 'How long did you live in Munich?' },
        { de: 'Wie oft rufst du deine Mutter an?', tr: 'How often do you call your mother?' },
      ],
      table: {
        caption: 'Common question words',
        head: ['Question word', 'Meaning', 'Example'],
        rows: [
          ['was', 'what', 'Was machst du heute?'],
          ['wann', 'when', 'Wann beginnt der Film?'],
          ['wo', 'where (place)', 'Wo ist die Post?'],
          ['wohin', 'where to (direction)', 'Wohin gehst du?'],
          ['woher', 'where from', 'Woher kommen Sie?'],
          ['warum', 'why', 'Warum lernst du Deutsch?'],
          ['wie', 'how', 'Wie geht es dir?'],
          ['wie lange', 'how long', 'Wie lange dauert der Kurs?'],
          ['wie oft', 'how often', 'Wie oft trainierst du?'],
        ],
      },
    },
    {
      heading: 'wer, wen, wem, wessen: asking about people in every case',
      paragraphs: [
        'The question word for people changes with its case, just like the article der. Ask with wer for the subject, wen for the accusative object, wem for the dative object and wessen for the owner (genitive).',
        'After a preposition, use the case the preposition needs: mit wem (dative), für wen (accusative).',
      ],
      examples: [
        { de: 'Wer hat angerufen?', tr: 'Who called?' },
        { de: 'Wen besuchst du am Wochenende?', tr: 'Who are you visiting at the weekend?' },
        { de: 'Wem schenkst du die Blumen?', tr: 'Who are you giving the flowers to?' },
        { de: 'Wessen Tasche ist das?', tr: 'Whose bag is that?' },
        { de: 'Mit wem gehst du ins Kino?', tr: 'Who are you going to the cinema with?' },
      ],
      table: {
        caption: 'The question pronoun for people',
        head: ['Case', 'Question word', 'Example'],
        rows: [
          ['Nominative', 'wer', 'Wer kommt heute?'],
          ['Accusative', 'wen', 'Wen fragst du?'],
          ['Dative', 'wem', 'Wem hilfst du?'],
          ['Genitive', 'wessen', 'Wessen Buch ist das?'],
        ],
      },
    },
    {
      heading: 'welcher, welche, welches: choosing from a group',
      paragraphs: [
        'Use welcher when you ask about one thing out of a known group (which one?). It has the same endings as the definite article der, die, das.',
      ],
      examples: [
        { de: 'Welcher Pullover gefällt dir?', tr: 'Which jumper do you like?' },
        { de: 'Welchen Tee trinkst du am liebsten?', tr: 'Which tea do you like best?' },
        { de: 'Mit welchem Bus fährst du?', tr: 'Which bus do you take?' },
        { de: 'Welche Bücher hast du schon gelesen?', tr: 'Which books have you already read?' },
      ],
      table: {
        caption: 'Endings of welcher',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Nominative', 'welcher', 'welche', 'welches', 'welche'],
          ['Accusative', 'welchen', 'welche', 'welches', 'welche'],
          ['Dative', 'welchem', 'welcher', 'welchem', 'welchen'],
          ['Genitive', 'welches', 'welcher', 'welches', 'welcher'],
        ],
      },
    },
    {
      heading: 'was für ein: asking about the kind of thing',
      paragraphs: [
        'was für ein asks what kind of thing something is, not which one. Only ein changes: it takes the ending of the indefinite article in the case that the rest of the sentence needs (für does not decide the case here). In the plural and with uncountable nouns, say was für without ein.',
      ],
      examples: [
        { de: 'Was für ein Auto hast du?', tr: 'What kind of car do you have?' },
        { de: 'Was für einen Job suchst du?', tr: 'What kind of job are you looking for?' },
        { de: 'In was für einem Haus wohnt ihr?', tr: 'What kind of house do you live in?' },
        { de: 'Was für Musik hörst du gern?', tr: 'What kind of music do you like listening to?' },
      ],
    },
    {
      heading: 'Yes/no questions: the verb comes first',
      paragraphs: [
        'A question that can be answered with ja or nein starts with the conjugated verb. The subject follows, and other verb parts stay at the end. If the question is negative, answer a positive reply with doch instead of ja.',
      ],
      examples: [
        { de: 'Hast du morgen Zeit?', tr: 'Do you have time tomorrow?' },
        { de: 'Kommt ihr heute Abend mit?', tr: 'Are you coming along tonight?' },
        { de: 'Kannst du mir helfen?', tr: 'Can you help me?' },
        { de: 'Kommst du nicht mit? – Doch, ich komme mit.', tr: 'Aren’t you coming? – Yes, I am coming.' },
      ],
    },
    {
      heading: 'Indirect questions: the verb goes to the end',
      paragraphs: [
        'An indirect question sits inside another sentence, often after polite openings such as Weißt du, … / Können Sie mir sagen, … / Ich möchte wissen, … The question word starts a subordinate clause, so the conjugated verb moves to the end. Put a comma before the question word.',
        'A yes/no question becomes an indirect question with ob (whether).',
      ],
      examples: [
        { de: 'Weißt du, wann der Zug kommt?', tr: 'Do you know when the train is coming?' },
        { de: 'Können Sie mir sagen, wo die Post ist?', tr: 'Can you tell me where the post office is?' },
        { de: 'Ich weiß nicht, warum er so spät kommt.', tr: 'I don’t know why he is coming so late.' },
        { de: 'Sie fragt, ob wir morgen Zeit haben.', tr: 'She asks whether we have time tomorrow.' },
      ],
    },
    {
      heading: 'wo(r) + preposition: asking about things with verbs that need a preposition',
      paragraphs: [
        'Many verbs go with a fixed preposition (warten auf, sich interessieren für, denken an). To ask about a thing, join wo with the preposition: wofür, womit, wovon. If the preposition starts with a vowel, add r: worauf, woran, worüber.',
        'To ask about a person, keep the preposition and use wen or wem: Auf wen wartest du? Mit wem sprichst du?',
      ],
      examples: [
        { de: 'Worauf wartest du?', tr: 'What are you waiting for?' },
        { de: 'Wofür interessierst du dich?', tr: 'What are you interested in?' },
        { de: 'Woran denkst du?', tr: 'What are you thinking about?' },
        { de: 'Auf wen wartest du?', tr: 'Who are you waiting for?' },
      ],
      table: {
        caption: 'Verb + preposition and the matching question word',
        head: ['Verb', 'Question about a thing', 'Question about a person'],
        rows: [
          ['warten auf', 'Worauf wartest du?', 'Auf wen wartest du?'],
          ['sich interessieren für', 'Wofür interessierst du dich?', 'Für wen interessierst du dich?'],
          ['denken an', 'Woran denkst du?', 'An wen denkst du?'],
          ['sprechen über', 'Worüber sprecht ihr?', 'Über wen sprecht ihr?'],
          ['fahren mit', 'Womit fährst du?', 'Mit wem fährst du?'],
          ['träumen von', 'Wovon träumst du?', 'Von wem träumst du?'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Wer - hat - mein Handy - gesehen?', formEn: 'Who has seen my phone?', correct: false },
    { formDe: 'Wen - hast du - gestern - im Kino - getroffen?', formEn: 'Who did you meet at the cinema yesterday?', correct: false },
    { formDe: 'Wem - gehört - dieser - rote Regenschirm?', formEn: 'Who does this red umbrella belong to?', correct: false },
    { formDe: 'Wessen - Auto - steht - vor der Garage?', formEn: 'Whose car is parked in front of the garage?', correct: false },
    { formDe: 'Was - kochst du - heute - zum Abendessen?', formEn: 'What are you cooking for dinner today?', correct: false },
    { formDe: 'Wann - beginnt - der Deutschkurs - nächste Woche?', formEn: 'When does the German course start next week?', correct: false },
    { formDe: 'Wo - wohnt - deine Schwester - jetzt?', formEn: 'Where does your sister live now?', correct: false },
    { formDe: 'Wohin - fahrt ihr - in den - Sommerferien?', formEn: 'Where are you going in the summer holidays?', correct: false },
    { formDe: 'Woher - kommt - Ihr neuer - Kollege?', formEn: 'Where does your new colleague come from?', correct: false },
    { formDe: 'Warum - bist du - gestern - nicht gekommen?', formEn: 'Why didn’t you come yesterday?', correct: false },
    { formDe: 'Wie lange - dauert - die Fahrt - nach Hamburg?', formEn: 'How long does the journey to Hamburg take?', correct: false },
    { formDe: 'Wie oft - gehst du - pro Woche - ins Fitnessstudio?', formEn: 'How often do you go to the gym each week?', correct: false },
    { formDe: 'Welcher - Bus - fährt - zum Bahnhof?', formEn: 'Which bus goes to the station?', correct: false },
    { formDe: 'Welchen - Film - wollen wir - heute Abend - sehen?', formEn: 'Which film shall we watch tonight?', correct: false },
    { formDe: 'Mit - welchem - Zug - seid ihr - nach Berlin gefahren?', formEn: 'Which train did you take to Berlin?', correct: false },
    { formDe: 'Welche - Farbe - gefällt - dir - am besten?', formEn: 'Which colour do you like best?', correct: false },
    { formDe: 'In - welcher - Straße - wohnen - Ihre Eltern?', formEn: 'Which street do your parents live in?', correct: false },
    { formDe: 'Welches - Kleid - ziehst du - zur Party - an?', formEn: 'Which dress are you wearing to the party?', correct: false },
    { formDe: 'Welche - Schuhe - hast du - dir - gekauft?', formEn: 'Which shoes did you buy yourself?', correct: false },
    { formDe: 'Was für ein - Auto - möchten - Sie - kaufen?', formEn: 'What kind of car would you like to buy?', correct: false },
    { formDe: 'In - was für einer - Wohnung - wohnt - deine Freundin?', formEn: 'What kind of flat does your girlfriend live in?', correct: false },
    { formDe: 'Was für - Bücher - liest du - gern?', formEn: 'What kind of books do you like to read?', correct: false },
    { formDe: 'Hast - du - heute Abend - Zeit?', formEn: 'Do you have time this evening?', correct: false },
    { formDe: 'Kommst - du - morgen - mit ins Museum?', formEn: 'Are you coming to the museum with us tomorrow?', correct: false },
    { formDe: 'Können - Sie - mir - bitte helfen?', formEn: 'Can you help me, please?', correct: false },
    { formDe: 'Weißt du, - wann - der Zug - kommt?', formEn: 'Do you know when the train is coming?', correct: false },
    { formDe: 'Kannst du mir sagen, - wo - die Apotheke - ist?', formEn: 'Can you tell me where the pharmacy is?', correct: false },
    { formDe: 'Ich weiß nicht, - ob - er - heute - kommt.', formEn: 'I don’t know whether he is coming today.', correct: false },
    { formDe: 'Können Sie mir sagen, - wie lange - der Film - dauert?', formEn: 'Can you tell me how long the film lasts?', correct: false },
    { formDe: 'Ich frage mich, - warum - sie - nicht angerufen hat.', formEn: 'I wonder why she hasn’t called.', correct: false },
    { formDe: 'Sie möchte wissen, - welchen - Bus - sie - nehmen muss.', formEn: 'She wants to know which bus she has to take.', correct: false },
    { formDe: 'Worauf - wartest - du - noch?', formEn: 'What are you still waiting for?', correct: false },
    { formDe: 'Wofür - interessierst - du - dich?', formEn: 'What are you interested in?', correct: false },
    { formDe: 'Worüber - habt ihr - gestern - gesprochen?', formEn: 'What did you talk about yesterday?', correct: false },
    { formDe: 'Womit - fährst - du - zur Arbeit?', formEn: 'How do you get to work?', correct: false },
    { formDe: 'Woran - denkst - du - gerade?', formEn: 'What are you thinking about right now?', correct: false },
    { formDe: 'Auf - wen - wartet - ihr - noch?', formEn: 'Who are you still waiting for?', correct: false },
  ],
};

export default lesson;
