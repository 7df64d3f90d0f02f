import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'modal-verbs',
  title: 'Complex Verb Constructions with Modal Verbs',
  descr: 'Use können, müssen, dürfen, wollen, sollen and möchte in the present, the past, subordinate clauses and the Perfekt.',
  rules: [
    {
      heading: 'The modal verbs and what they mean',
      paragraphs: [
        'Modal verbs tell you how the speaker sees an action: is it possible, necessary, allowed, wanted or recommended? The action itself is a second verb in the infinitive.',
        'Watch out: nicht müssen means "not have to" (Du musst nicht kommen = you do not need to come), while nicht dürfen means "must not" (Du darfst nicht rauchen = you are not allowed to smoke).',
      ],
      table: {
        caption: 'Modal verbs and their meanings',
        head: ['Modal verb', 'Meaning', 'Example'],
        rows: [
          ['können', 'ability, possibility', 'Ich kann gut schwimmen.'],
          ['müssen', 'necessity', 'Ich muss heute arbeiten.'],
          ['dürfen', 'permission', 'Hier darf man parken.'],
          ['nicht dürfen', 'prohibition', 'Hier darf man nicht rauchen.'],
          ['wollen', 'plan, strong wish', 'Wir wollen ein Haus kaufen.'],
          ['sollen', 'advice or order from someone else', 'Der Arzt sagt, ich soll viel schlafen.'],
          ['möchte', 'polite wish', 'Ich möchte einen Tee trinken.'],
        ],
      },
    },
    {
      heading: 'Modal verb in position 2, infinitive at the end',
      paragraphs: [
        'In a main clause the modal verb is conjugated and stands in position 2. The second verb goes to the very end in the infinitive, without zu. Separable verbs stay together in the infinitive: Ich muss früh aufstehen.',
        'ich and er/sie/es have the same form and no ending (ich kann, er kann). Most modal verbs change their vowel in the singular: können → kann, müssen → muss, dürfen → darf, wollen → will.',
      ],
      examples: [
        { de: 'Ich kann heute nicht kommen.', tr: 'I cannot come today.' },
        { de: 'Musst du morgen früh aufstehen?', tr: 'Do you have to get up early tomorrow?' },
        { de: 'Am Wochenende wollen wir einen Ausflug machen.', tr: 'At the weekend we want to go on a trip.' },
      ],
      table: {
        caption: 'Modal verbs in the present tense',
        head: ['Person', 'können', 'müssen', 'dürfen', 'wollen', 'sollen', 'möchten'],
        rows: [
          ['ich', 'kann', 'muss', 'darf', 'will', 'soll', 'möchte'],
          ['du', 'kannst', 'musst', 'darfst', 'willst', 'sollst', 'möchtest'],
          ['er/sie/es', 'kann', 'muss', 'darf', 'will', 'soll', 'möchte'],
          ['wir', 'können', 'müssen', 'dürfen', 'wollen', 'sollen', 'möchten'],
          ['ihr', 'könnt', 'müsst', 'dürft', 'wollt', 'sollt', 'möchtet'],
          ['sie/Sie', 'können', 'müssen', 'dürfen', 'wollen', 'sollen', 'möchten'],
        ],
      },
    },
    {
      heading: 'Modal verbs in the Präteritum',
      paragraphs: [
        'When talking about the past, Germans usually use modal verbs in the Präteritum, not in the Perfekt. The Präteritum is formed with -te and without an umlaut: konnte, musste, durfte, wollte, sollte (mögen → mochte).',
        'möchte has no past form of its own. For a past wish, use wollte: Ich möchte ins Kino gehen → Gestern wollte ich ins Kino gehen.',
      ],
      examples: [
        { de: 'Gestern konnte ich nicht schlafen.', tr: 'Yesterday I could not sleep.' },
        { de: 'Als Kind musste ich früh ins Bett gehen.', tr: 'As a child I had to go to bed early.' },
        { de: 'Wir wollten dich besuchen, aber du warst nicht da.', tr: 'We wanted to visit you, but you were not there.' },
      ],
      table: {
        caption: 'Modal verbs in the Präteritum',
        head: ['Person', 'können', 'müssen', 'dürfen', 'wollen', 'sollen'],
        rows: [
          ['ich', 'konnte', 'musste', 'durfte', 'wollte', 'sollte'],
          ['du', 'konntest', 'musstest', 'durftest', 'wolltest', 'solltest'],
          ['er/sie/es', 'konnte', 'musste', 'durfte', 'wollte', 'sollte'],
          ['wir', 'konnten', 'mussten', 'durften', 'wollten', 'sollten'],
          ['ihr', 'konntet', 'musstet', 'durftet', 'wolltet', 'solltet'],
          ['sie/Sie', 'konnten', 'mussten', 'durften', 'wollten', 'sollten'],
        ],
      },
    },
    {
      heading: 'Modal verbs in subordinate clauses',
      paragraphs: [
        'In a subordinate clause (after weil, dass, wenn, ob …) the conjugated modal verb goes to the very end, after the infinitive: first the action, then the modal verb.',
        'If the subordinate clause comes first, the main clause starts with its verb: Wenn du willst, kannst du mitkommen.',
      ],
      examples: [
        { de: 'Er kommt nicht mit, weil er arbeiten muss.', tr: 'He is not coming along because he has to work.' },
        { de: 'Ich weiß nicht, ob ich hier parken darf.', tr: 'I do not know whether I am allowed to park here.' },
        { de: 'Sie sagt, dass sie nächstes Jahr in Wien studieren will.', tr: 'She says that she wants to study in Vienna next year.' },
      ],
      table: {
        caption: 'Main clause and subordinate clause',
        head: ['Main clause', 'Subordinate clause'],
        rows: [
          ['Er muss arbeiten.', '…, weil er arbeiten muss.'],
          ['Du kannst gut kochen.', '…, dass du gut kochen kannst.'],
          ['Sie konnte nicht kommen.', '…, weil sie nicht kommen konnte.'],
        ],
      },
    },
    {
      heading: 'Perfekt with a double infinitive',
      paragraphs: [
        'If a modal verb is used with another verb in the Perfekt, you do not use a Partizip II. Instead, haben + the infinitive of the main verb + the infinitive of the modal verb: Ich habe arbeiten müssen. This is called the double infinitive. Modal verbs always take haben.',
        'Only when the modal verb stands alone, without another verb, does it have a Partizip II: Das habe ich nicht gewollt. (gekonnt, gemusst, gedurft, gewollt, gesollt).',
        'The Perfekt of modal verbs sounds quite formal; in speech the Präteritum is more common: Ich musste arbeiten.',
      ],
      examples: [
        { de: 'Ich habe gestern arbeiten müssen.', tr: 'I had to work yesterday.' },
        { de: 'Wir haben den Film nicht sehen dürfen.', tr: 'We were not allowed to watch the film.' },
        { de: 'Das habe ich nicht gewollt.', tr: 'I did not want that.' },
      ],
      table: {
        caption: 'Präteritum and Perfekt of modal verbs',
        head: ['Präteritum', 'Perfekt'],
        rows: [
          ['Ich musste arbeiten.', 'Ich habe arbeiten müssen.'],
          ['Er konnte nicht kommen.', 'Er hat nicht kommen können.'],
          ['Wir durften lange aufbleiben.', 'Wir haben lange aufbleiben dürfen.'],
          ['Sie wollte Ärztin werden.', 'Sie hat Ärztin werden wollen.'],
        ],
      },
    },
    {
      heading: 'möchte or wollen?',
      paragraphs: [
        'Both express a wish. möchte is polite and soft: use it when you order, ask for something or talk to people you do not know well. wollen is direct and strong; it is also used for plans and firm decisions. Ich will einen Kaffee can sound rude in a café.',
        'möchte is only used in the present. For the past, use wollte: Ich möchte reisen → Ich wollte reisen.',
      ],
      examples: [
        { de: 'Ich möchte bitte ein Glas Wasser.', tr: 'I would like a glass of water, please.' },
        { de: 'Möchten Sie noch etwas essen?', tr: 'Would you like something else to eat?' },
        { de: 'Mein Bruder will unbedingt Schauspieler werden.', tr: 'My brother is determined to become an actor.' },
        { de: 'Letztes Jahr wollte ich Spanisch lernen.', tr: 'Last year I wanted to learn Spanish.' },
      ],
    },
  ],
  elements: [
    { formDe: 'Ich - muss - heute - lange - arbeiten.', formEn: 'I have to work late today.', correct: false },
    { formDe: 'Kannst - du - mir - bitte - helfen?', formEn: 'Can you help me, please?', correct: false },
    { formDe: 'Hier - darf - man - nicht - rauchen.', formEn: 'You are not allowed to smoke here.', correct: false },
    { formDe: 'Wir - wollen - im Sommer - nach Italien - fahren.', formEn: 'We want to go to Italy in the summer.', correct: false },
    { formDe: 'Du - sollst - mehr Obst - essen.', formEn: 'You are supposed to eat more fruit.', correct: false },
    { formDe: 'Meine Tochter - kann - schon - sehr gut - schwimmen.', formEn: 'My daughter can already swim very well.', correct: false },
    { formDe: 'Ihr - dürft - heute - länger - fernsehen.', formEn: 'You are allowed to watch TV longer today.', correct: false },
    { formDe: 'Man - soll - im Krankenhaus - leise - sein.', formEn: 'You are supposed to be quiet in the hospital.', correct: false },
    { formDe: 'Kannst - du - mich - morgen - vom Bahnhof - abholen?', formEn: 'Can you pick me up from the station tomorrow?', correct: false },
    { formDe: 'Gestern - konnte - ich - nicht - schlafen.', formEn: 'Yesterday I could not sleep.', correct: false },
    { formDe: 'Er - musste - am Wochenende - arbeiten.', formEn: 'He had to work at the weekend.', correct: false },
    { formDe: 'Als Kind - durfte - ich - keine Süßigkeiten - essen.', formEn: 'As a child I was not allowed to eat sweets.', correct: false },
    { formDe: 'Wir - wollten - ins Kino - gehen, - aber die Vorstellung war ausverkauft.', formEn: 'We wanted to go to the cinema, but the show was sold out.', correct: false },
    { formDe: 'Sie - sollte - um acht Uhr - im Büro - sein.', formEn: 'She was supposed to be at the office at eight o\u2019clock.', correct: false },
    { formDe: 'Ihr - konntet - die Aufgabe - nicht - lösen.', formEn: 'You could not solve the task.', correct: false },
    { formDe: 'Ich - wollte - dich - gestern - anrufen.', formEn: 'I wanted to call you yesterday.', correct: false },
    { formDe: 'Die Kinder - mussten - früh - ins Bett - gehen.', formEn: 'The children had to go to bed early.', correct: false },
    { formDe: 'Er kommt nicht, - weil - er - arbeiten - muss.', formEn: 'He is not coming because he has to work.', correct: false },
    { formDe: 'Ich weiß, - dass - du - gut - kochen - kannst.', formEn: 'I know that you can cook well.', correct: false },
    { formDe: 'Sie fragt, - ob - sie - das Fenster - öffnen - darf.', formEn: 'She asks whether she may open the window.', correct: false },
    { formDe: 'Wir bleiben zu Hause, - weil - wir - für die Prüfung - lernen - müssen.', formEn: 'We are staying at home because we have to study for the exam.', correct: false },
    { formDe: 'Er sagt, - dass - er - ein neues Auto - kaufen - will.', formEn: 'He says that he wants to buy a new car.', correct: false },
    { formDe: 'Ich bin traurig, - weil - ich - nicht - mitkommen - kann.', formEn: 'I am sad because I cannot come along.', correct: false },
    { formDe: 'Wenn - du - willst, - kannst - du - bei uns - übernachten.', formEn: 'If you want, you can stay the night at our place.', correct: false },
    { formDe: 'Der Vermieter hat gesagt, - dass - wir - hier - nicht - parken - dürfen.', formEn: 'The landlord said that we are not allowed to park here.', correct: false },
    { formDe: 'Sie war müde, - weil - sie - so früh - aufstehen - musste.', formEn: 'She was tired because she had to get up so early.', correct: false },
    { formDe: 'Ich - habe - gestern - lange - arbeiten - müssen.', formEn: 'I had to work late yesterday.', correct: false },
    { formDe: 'Wir - haben - das Konzert - leider - nicht - besuchen - können.', formEn: 'Unfortunately we were not able to go to the concert.', correct: false },
    { formDe: 'Er - hat - nicht - mitkommen - wollen.', formEn: 'He did not want to come along.', correct: false },
    { formDe: 'Die Schüler - haben - heute - früher - nach Hause - gehen - dürfen.', formEn: 'The pupils were allowed to go home earlier today.', correct: false },
    { formDe: 'Hast - du - am Wochenende - arbeiten - müssen?', formEn: 'Did you have to work at the weekend?', correct: false },
    { formDe: 'Sie - hat - das Auto - selbst - reparieren - wollen.', formEn: 'She wanted to repair the car herself.', correct: false },
    { formDe: 'Möchten - Sie - etwas - trinken?', formEn: 'Would you like something to drink?', correct: false },
    { formDe: 'Ich - möchte - gern - ein Zimmer - reservieren.', formEn: 'I would like to book a room.', correct: false },
    { formDe: 'Was - möchtest - du - zum Geburtstag - bekommen?', formEn: 'What would you like to get for your birthday?', correct: false },
    { formDe: 'Mein Sohn - will - unbedingt - Pilot - werden.', formEn: 'My son is determined to become a pilot.', correct: false },
    { formDe: 'Sie - will - nächstes Jahr - in Berlin - studieren.', formEn: 'She wants to study in Berlin next year.', correct: false },
  ],
};

export default lesson;
