import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'imperative',
  title: 'Complex Imperative Constructions',
  descr: 'Give instructions, requests and advice with the du, ihr, Sie and wir forms of the imperative.',
  rules: [
    {
      heading: 'The three main forms: du, ihr and Sie',
      paragraphs: [
        'The imperative puts the verb at the start of the sentence. du-form: take the du-form of the present tense and drop -st (and the pronoun): du kommst → Komm! ihr-form: the ihr-form of the present tense without ihr: ihr kommt → Kommt! Sie-form: the infinitive, followed by Sie: Kommen Sie!',
        'Verbs that change e → i/ie in the du-form keep that change: nehmen → Nimm!, lesen → Lies!, helfen → Hilf! Verbs with a → ä do not take the umlaut: fahren → Fahr! Verbs whose stem ends in -t or -d add -e: Warte! Arbeite! In everyday speech the du-form usually has no -e (Mach! Komm!); in writing you can also meet Mache! Komme!',
      ],
      examples: [
        { de: 'Komm bitte pünktlich!', tr: 'Please come on time!' },
        { de: 'Nimm den Regenschirm mit!', tr: 'Take the umbrella with you!' },
        { de: 'Kinder, wartet an der Ampel!', tr: 'Children, wait at the traffic lights!' },
        { de: 'Sprechen Sie bitte langsam!', tr: 'Please speak slowly!' },
      ],
      table: {
        caption: 'Imperative forms',
        head: ['Infinitive', 'du', 'ihr', 'Sie'],
        rows: [
          ['kommen', 'Komm!', 'Kommt!', 'Kommen Sie!'],
          ['machen', 'Mach!', 'Macht!', 'Machen Sie!'],
          ['warten', 'Warte!', 'Wartet!', 'Warten Sie!'],
          ['nehmen', 'Nimm!', 'Nehmt!', 'Nehmen Sie!'],
          ['lesen', 'Lies!', 'Lest!', 'Lesen Sie!'],
          ['fahren', 'Fahr!', 'Fahrt!', 'Fahren Sie!'],
        ],
      },
    },
    {
      heading: 'sein and haben',
      paragraphs: [
        'sein is irregular in the imperative: Sei! (du), Seid! (ihr), Seien Sie! (Sie). haben is regular: Hab! (du), Habt! (ihr), Haben Sie! (Sie). Both are often used with adjectives or nouns: Sei leise! Hab keine Angst!',
      ],
      examples: [
        { de: 'Sei leise!', tr: 'Be quiet!' },
        { de: 'Seid vorsichtig auf der Straße!', tr: 'Be careful on the road!' },
        { de: 'Seien Sie pünktlich!', tr: 'Be on time!' },
        { de: 'Hab keine Angst!', tr: 'Don’t be afraid!' },
      ],
      table: {
        caption: 'sein and haben in the imperative',
        head: ['Infinitive', 'du', 'ihr', 'Sie'],
        rows: [
          ['sein', 'Sei!', 'Seid!', 'Seien Sie!'],
          ['haben', 'Hab!', 'Habt!', 'Haben Sie!'],
        ],
      },
    },
    {
      heading: 'Separable verbs: the prefix goes to the end',
      paragraphs: [
        'With separable verbs (aufmachen, zumachen, anrufen, aufstehen) the verb comes first and the prefix goes to the very end of the sentence, as in the present tense.',
      ],
      examples: [
        { de: 'Mach das Fenster zu!', tr: 'Close the window!' },
        { de: 'Ruf mich heute Abend an!', tr: 'Call me tonight!' },
        { de: 'Steht bitte auf!', tr: 'Please stand up!' },
        { de: 'Füllen Sie das Formular aus!', tr: 'Fill in the form!' },
      ],
    },
    {
      heading: 'Reflexive verbs: keep the reflexive pronoun',
      paragraphs: [
        'Reflexive verbs keep their pronoun right after the verb: dich for du, euch for ihr and sich for Sie.',
      ],
      examples: [
        { de: 'Beeil dich!', tr: 'Hurry up!' },
        { de: 'Beeilt euch!', tr: 'Hurry up! (to several people)' },
        { de: 'Beeilen Sie sich!', tr: 'Hurry up! (polite)' },
        { de: 'Setz dich bitte!', tr: 'Please sit down!' },
      ],
      table: {
        caption: 'sich beeilen in the imperative',
        head: ['Form', 'Imperative'],
        rows: [
          ['du', 'Beeil dich!'],
          ['ihr', 'Beeilt euch!'],
          ['Sie', 'Beeilen Sie sich!'],
        ],
      },
    },
    {
      heading: 'Softer requests with doch, mal and bitte',
      paragraphs: [
        'A bare imperative can sound strict. The small words bitte (please), mal (just, softens the request) and doch (encourages, “why don’t you”) make it friendlier. They come after the verb (and after a short pronoun); doch comes before mal. bitte can also stand at the start or the end.',
      ],
      examples: [
        { de: 'Komm doch mal vorbei!', tr: 'Why don’t you drop by some time!' },
        { de: 'Hör mal zu!', tr: 'Listen for a moment!' },
        { de: 'Setzen Sie sich doch!', tr: 'Do sit down!' },
        { de: 'Bitte warten Sie hier!', tr: 'Please wait here!' },
      ],
    },
    {
      heading: 'The wir-form: suggestions for the group',
      paragraphs: [
        'To make a suggestion that includes yourself (let’s …), use the wir-form of the verb followed by wir. The word order is the same as for the Sie-form.',
      ],
      examples: [
        { de: 'Gehen wir!', tr: 'Let’s go!' },
        { de: 'Fangen wir an!', tr: 'Let’s start!' },
        { de: 'Machen wir eine Pause!', tr: 'Let’s take a break!' },
      ],
    },
    {
      heading: 'Negative imperatives',
      paragraphs: [
        'To tell someone not to do something, use nicht or kein. nicht usually comes late in the sentence, before a separable prefix or the words it negates; kein stands in front of the noun.',
      ],
      examples: [
        { de: 'Vergiss das nicht!', tr: 'Don’t forget that!' },
        { de: 'Fahr nicht so schnell!', tr: 'Don’t drive so fast!' },
        { de: 'Macht euch keine Sorgen!', tr: 'Don’t worry!' },
        { de: 'Rufen Sie mich nicht vor acht Uhr an!', tr: 'Don’t call me before eight o’clock!' },
      ],
    },
  ],
  elements: [
    { formDe: 'Komm - bitte - sofort - nach Hause!', formEn: 'Please come home right away!', correct: false },
    { formDe: 'Nimm - dir - noch - ein Stück Kuchen!', formEn: 'Have another piece of cake!', correct: false },
    { formDe: 'Lies - den Text - laut - vor!', formEn: 'Read the text out loud!', correct: false },
    { formDe: 'Hilf - mir - bitte - beim Tragen!', formEn: 'Please help me carry this!', correct: false },
    { formDe: 'Iss - dein Gemüse - bitte - auf!', formEn: 'Please eat up your vegetables!', correct: false },
    { formDe: 'Fahr - bitte - nicht - so schnell!', formEn: 'Please don’t drive so fast!', correct: false },
    { formDe: 'Warte - hier - auf - mich!', formEn: 'Wait for me here!', correct: false },
    { formDe: 'Macht - eure Hausaufgaben - vor - dem Abendessen!', formEn: 'Do your homework before dinner!', correct: false },
    { formDe: 'Kommt - herein - und - setzt - euch!', formEn: 'Come in and sit down!', correct: false },
    { formDe: 'Seid - bitte - leise, - das Baby schläft!', formEn: 'Please be quiet, the baby is sleeping!', correct: false },
    { formDe: 'Vergesst - eure Schlüssel - bitte - nicht!', formEn: 'Please don’t forget your keys!', correct: false },
    { formDe: 'Räumt - bitte - euer Zimmer - auf!', formEn: 'Please tidy up your room!', correct: false },
    { formDe: 'Nehmen - Sie - bitte - Platz!', formEn: 'Please take a seat!', correct: false },
    { formDe: 'Rufen - Sie - mich - morgen - an!', formEn: 'Call me tomorrow!', correct: false },
    { formDe: 'Seien - Sie - bitte - pünktlich!', formEn: 'Please be on time!', correct: false },
    { formDe: 'Füllen - Sie - das Formular - aus!', formEn: 'Fill in the form!', correct: false },
    { formDe: 'Setzen - Sie - sich - bitte!', formEn: 'Please sit down!', correct: false },
    { formDe: 'Mach - das Fenster - bitte - zu!', formEn: 'Please close the window!', correct: false },
    { formDe: 'Ruf - deine Oma - am Wochenende - an!', formEn: 'Call your grandma at the weekend!', correct: false },
    { formDe: 'Steh - morgen - früh - auf!', formEn: 'Get up early tomorrow!', correct: false },
    { formDe: 'Zieh - deine Jacke - an, - es ist kalt!', formEn: 'Put your jacket on, it’s cold!', correct: false },
    { formDe: 'Beeil - dich, - der Bus - kommt gleich!', formEn: 'Hurry up, the bus is coming soon!', correct: false },
    { formDe: 'Freu - dich - nicht - zu früh!', formEn: 'Don’t celebrate too soon!', correct: false },
    { formDe: 'Zieh - dich - warm - an!', formEn: 'Dress warmly!', correct: false },
    { formDe: 'Sei - nicht - so - ungeduldig!', formEn: 'Don’t be so impatient!', correct: false },
    { formDe: 'Sei - bitte - etwas - leiser!', formEn: 'Please be a bit quieter!', correct: false },
    { formDe: 'Komm - doch - mal - vorbei!', formEn: 'Why don’t you drop by some time!', correct: false },
    { formDe: 'Hör - mal - gut - zu!', formEn: 'Listen carefully!', correct: false },
    { formDe: 'Setz - dich - doch - zu uns!', formEn: 'Why don’t you sit with us!', correct: false },
    { formDe: 'Gib - mir - mal - das Salz!', formEn: 'Pass me the salt!', correct: false },
    { formDe: 'Gehen - wir - heute Abend - ins Kino!', formEn: 'Let’s go to the cinema tonight!', correct: false },
    { formDe: 'Fangen - wir - endlich - an!', formEn: 'Let’s finally get started!', correct: false },
    { formDe: 'Machen - wir - doch - eine kurze Pause!', formEn: 'Let’s take a short break!', correct: false },
    { formDe: 'Vergiss - den Termin - morgen - nicht!', formEn: 'Don’t forget the appointment tomorrow!', correct: false },
    { formDe: 'Mach - dir - keine - Sorgen!', formEn: 'Don’t worry!', correct: false },
    { formDe: 'Hab - keine - Angst - vor dem Hund!', formEn: 'Don’t be afraid of the dog!', correct: false },
  ],
};

export default lesson;
