import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'futur-ii',
  title: 'Futur II',
  descr: 'Say what will be finished by a point in the future, and guess what has probably happened.',
  rules: [
    {
      heading: 'What Futur II is used for',
      paragraphs: [
        'Futur II (the future perfect) has two uses. First, it says that an action will be finished by a certain point in the future: "by tomorrow I will have done it".',
        'Second, and very often in everyday German, it expresses an assumption about the past: you think something has happened, but you are not sure. English uses "must have" or "probably" here.',
      ],
      examples: [
        { de: 'Bis morgen werde ich den Bericht geschrieben haben.', tr: 'By tomorrow I will have written the report.' },
        { de: 'Er wird den Zug verpasst haben.', tr: 'He must have missed the train.' },
      ],
    },
    {
      heading: 'How Futur II is formed',
      paragraphs: [
        'Futur II = werden (conjugated, in position 2) + Partizip II + haben or sein (infinitive). The Partizip II and haben/sein stand together at the end of the clause.',
        'Only werden changes with the person. The Partizip II and the infinitive haben/sein never change.',
      ],
      examples: [
        { de: 'Ich werde die Arbeit beendet haben.', tr: 'I will have finished the work.' },
        { de: 'Du wirst die Prüfung bestanden haben.', tr: 'You will have passed the exam.' },
        { de: 'Wir werden in Berlin angekommen sein.', tr: 'We will have arrived in Berlin.' },
      ],
      table: {
        caption: 'werden in the present tense',
        head: ['Person', 'werden', 'Example'],
        rows: [
          ['ich', 'werde', 'Ich werde das Buch gelesen haben.'],
          ['du', 'wirst', 'Du wirst das Buch gelesen haben.'],
          ['er/sie/es', 'wird', 'Sie wird das Buch gelesen haben.'],
          ['wir', 'werden', 'Wir werden das Buch gelesen haben.'],
          ['ihr', 'werdet', 'Ihr werdet das Buch gelesen haben.'],
          ['sie/Sie', 'werden', 'Sie werden das Buch gelesen haben.'],
        ],
      },
    },
    {
      heading: 'haben or sein?',
      paragraphs: [
        'Choose haben or sein exactly as in the Perfekt. Most verbs take haben. Verbs of movement from one place to another (fahren, fliegen, gehen, kommen) and of a change of state (einschlafen, aufwachen, sterben), plus sein, bleiben and passieren, take sein.',
        'An easy check: form the Perfekt first (Er ist gefahren), then replace ist with wird … sein (Er wird gefahren sein).',
      ],
      table: {
        caption: 'From Perfekt to Futur II',
        head: ['Perfekt', 'Futur II'],
        rows: [
          ['Er hat den Brief geschrieben.', 'Er wird den Brief geschrieben haben.'],
          ['Wir haben die Wohnung geputzt.', 'Wir werden die Wohnung geputzt haben.'],
          ['Sie ist nach Hause gefahren.', 'Sie wird nach Hause gefahren sein.'],
          ['Die Kinder sind eingeschlafen.', 'Die Kinder werden eingeschlafen sein.'],
          ['Ich bin krank gewesen.', 'Ich werde krank gewesen sein.'],
        ],
      },
    },
    {
      heading: 'Use 1: actions completed by a point in the future',
      paragraphs: [
        'To say that something will be finished before a future moment, Futur II often comes with a time expression: bis morgen, bis nächste Woche, bis Freitag, bis Ende des Monats, bis dahin, in zwei Stunden, morgen um diese Zeit.',
        'Such a time expression often stands in position 1; then the subject follows the verb (inversion). In everyday speech Germans often use the Perfekt instead: Bis morgen habe ich den Bericht geschrieben. Both are correct.',
      ],
      examples: [
        { de: 'Bis nächste Woche werde ich die Wohnung gefunden haben.', tr: 'By next week I will have found the flat.' },
        { de: 'Bis Ende des Monats wird sie ihren Kurs abgeschlossen haben.', tr: 'By the end of the month she will have completed her course.' },
        { de: 'In zwei Stunden werden wir in München angekommen sein.', tr: 'In two hours we will have arrived in Munich.' },
      ],
    },
    {
      heading: 'Use 2: assumptions about the past',
      paragraphs: [
        'Futur II is also used to guess what has (probably) happened. The action is in the past, but the guess is made now. Words like wohl, sicher, bestimmt, schon or wahrscheinlich make the assumption clearer.',
        'Compare: Er hat den Zug verpasst (a fact) and Er wird den Zug verpasst haben (a guess: he must have missed it).',
      ],
      examples: [
        { de: 'Er wird den Zug verpasst haben.', tr: 'He must have missed the train.' },
        { de: 'Sie wird wohl im Stau gestanden haben.', tr: 'She was probably stuck in a traffic jam.' },
        { de: 'Die Kinder werden schon eingeschlafen sein.', tr: 'The children will have fallen asleep by now.' },
        { de: 'Das wird bestimmt ein Fehler gewesen sein.', tr: 'That must have been a mistake.' },
      ],
    },
    {
      heading: 'Futur II in subordinate clauses',
      paragraphs: [
        'In a subordinate clause (after dass, weil, wenn …) the conjugated werden moves to the very end, after the Partizip II and haben/sein.',
      ],
      examples: [
        { de: 'Ich hoffe, dass ich die Arbeit bis Freitag beendet haben werde.', tr: 'I hope that I will have finished the work by Friday.' },
        { de: 'Ich glaube, dass er schon nach Hause gegangen sein wird.', tr: 'I think that he will have gone home already.' },
      ],
      table: {
        caption: 'Word order with Futur II',
        head: ['Clause', 'Example'],
        rows: [
          ['main clause', 'Er wird das Buch gelesen haben.'],
          ['subordinate clause', '…, dass er das Buch gelesen haben wird.'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Bis morgen - werde - ich - den Bericht - geschrieben - haben.', formEn: 'By tomorrow I will have written the report.', correct: false },
    { formDe: 'Bis nächste Woche - wird - er - das Buch - gelesen - haben.', formEn: 'By next week he will have read the book.', correct: false },
    { formDe: 'Bis zum Abend - werden - wir - das ganze Haus - geputzt - haben.', formEn: 'By the evening we will have cleaned the whole house.', correct: false },
    { formDe: 'Um acht Uhr - wird - der Film - schon - begonnen - haben.', formEn: 'By eight o\u2019clock the film will already have started.', correct: false },
    { formDe: 'In zwei Stunden - werden - die Gäste - angekommen - sein.', formEn: 'In two hours the guests will have arrived.', correct: false },
    { formDe: 'Bis Freitag - wirst - du - die Prüfung - bestanden - haben.', formEn: 'By Friday you will have passed the exam.', correct: false },
    { formDe: 'Bis Ende des Monats - werden - wir - in die neue Wohnung - umgezogen - sein.', formEn: 'By the end of the month we will have moved into the new flat.', correct: false },
    { formDe: 'Morgen um diese Zeit - werde - ich - in Rom - gelandet - sein.', formEn: 'This time tomorrow I will have landed in Rome.', correct: false },
    { formDe: 'Bis nächsten Sommer - werde - ich - zehn Kilo - abgenommen - haben.', formEn: 'By next summer I will have lost ten kilos.', correct: false },
    { formDe: 'Bis zum Wochenende - wird - meine Mutter - den Kuchen - gebacken - haben.', formEn: 'By the weekend my mother will have baked the cake.', correct: false },
    { formDe: 'Ihr - werdet - bis Mittag - alle Aufgaben - erledigt - haben.', formEn: 'You will have done all the tasks by noon.', correct: false },
    { formDe: 'Bis Montag - werden - die Handwerker - die Küche - renoviert - haben.', formEn: 'By Monday the workmen will have renovated the kitchen.', correct: false },
    { formDe: 'Bis heute Abend - wird - der Schnee - geschmolzen - sein.', formEn: 'By this evening the snow will have melted.', correct: false },
    { formDe: 'Bis zum Sommer - wirst - du - genug Geld - gespart - haben.', formEn: 'By the summer you will have saved enough money.', correct: false },
    { formDe: 'Bis zehn Uhr - werden - wir - das Ziel - erreicht - haben.', formEn: 'By ten o\u2019clock we will have reached our destination.', correct: false },
    { formDe: 'Bis dahin - werde - ich - meinen Führerschein - gemacht - haben.', formEn: 'By then I will have got my driving licence.', correct: false },
    { formDe: 'In einer Woche - werden - wir - unser Projekt - beendet - haben.', formEn: 'In a week we will have finished our project.', correct: false },
    { formDe: 'Bis zum Herbst - wird - mein Bruder - sein Studium - abgeschlossen - haben.', formEn: 'By the autumn my brother will have finished his degree.', correct: false },
    { formDe: 'Bis morgen früh - wird - der Regen - aufgehört - haben.', formEn: 'By tomorrow morning the rain will have stopped.', correct: false },
    { formDe: 'Bis Mitternacht - werden - alle Gäste - gegangen - sein.', formEn: 'By midnight all the guests will have left.', correct: false },
    { formDe: 'Bis nächstes Jahr - werdet - ihr - viel Deutsch - gelernt - haben.', formEn: 'By next year you will have learned a lot of German.', correct: false },
    { formDe: 'Ich hoffe, - dass - ich - bis Juni - eine Stelle - gefunden - haben - werde.', formEn: 'I hope that I will have found a job by June.', correct: false },
    { formDe: 'Er - wird - den Zug - verpasst - haben.', formEn: 'He must have missed the train.', correct: false },
    { formDe: 'Sie - wird - wohl - krank - gewesen - sein.', formEn: 'She was probably ill.', correct: false },
    { formDe: 'Der Nachbar - wird - wohl - seinen Schlüssel - vergessen - haben.', formEn: 'The neighbour has probably forgotten his key.', correct: false },
    { formDe: 'Das Baby - wird - schon - eingeschlafen - sein.', formEn: 'The baby will have fallen asleep by now.', correct: false },
    { formDe: 'Paul - wird - sich - wohl - verlaufen - haben.', formEn: 'Paul has probably got lost.', correct: false },
    { formDe: 'Er - wird - gestern - lange - gearbeitet - haben.', formEn: 'He probably worked late yesterday.', correct: false },
    { formDe: 'Das Paket - wird - schon - angekommen - sein.', formEn: 'The parcel will have arrived by now.', correct: false },
    { formDe: 'Sie - werden - den Weg - sicher - gefunden - haben.', formEn: 'They will surely have found the way.', correct: false },
    { formDe: 'Anna - wird - wohl - zu lange - geschlafen - haben.', formEn: 'Anna probably overslept.', correct: false },
    { formDe: 'Der Zug - wird - inzwischen - abgefahren - sein.', formEn: 'The train will have left by now.', correct: false },
    { formDe: 'Du - wirst - dein Handy - im Taxi - verloren - haben.', formEn: 'You must have lost your mobile phone in the taxi.', correct: false },
    { formDe: 'Die Katze - wird - die Milch - getrunken - haben.', formEn: 'The cat must have drunk the milk.', correct: false },
    { formDe: 'Er - wird - meine Nachricht - noch nicht - gelesen - haben.', formEn: 'He probably has not read my message yet.', correct: false },
    { formDe: 'Wahrscheinlich - wird - sie - mit dem Taxi - gefahren - sein.', formEn: 'She probably went by taxi.', correct: false },
  ],
};

export default lesson;
