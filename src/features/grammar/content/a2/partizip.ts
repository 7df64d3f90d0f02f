import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'partizip',
  title: 'Partizip I and II',
  descr: 'Use participles as adjectives and adverbs: das weinende Kind, die geschlossene Tür.',
  rules: [
    {
      heading: 'Two participles',
      paragraphs: [
        'German verbs have two participles. Partizip I (lachend, weinend) describes something that is happening right now, at the same time as the action of the sentence. It is similar to the English -ing form: a crying child, a boiling kettle.',
        'Partizip II (gemacht, geschlossen) describes something that has already happened or has been done to someone or something. It is similar to the English past participle: a closed door, a boiled egg. You also know it from the Perfekt tense.',
      ],
      examples: [
        { de: 'Das weinende Kind sucht seine Mutter.', tr: 'The crying child is looking for its mother.' },
        { de: 'Die geschlossene Tür ist aus Holz.', tr: 'The closed door is made of wood.' },
      ],
    },
    {
      heading: 'How Partizip I is formed',
      paragraphs: [
        'Partizip I = infinitive + d. This works for almost every verb, regular or irregular, and there is no ge- prefix.',
        'Verbs ending in -eln or -ern also just add -d (lächeln → lächelnd, wandern → wandernd). The only exceptions are sein → seiend and tun → tuend, which you will rarely need.',
      ],
      table: {
        caption: 'Partizip I: infinitive + d',
        head: ['Infinitive', 'Partizip I', 'English'],
        rows: [
          ['lachen', 'lachend', 'laughing'],
          ['weinen', 'weinend', 'crying'],
          ['schlafen', 'schlafend', 'sleeping'],
          ['singen', 'singend', 'singing'],
          ['kochen', 'kochend', 'boiling'],
          ['lächeln', 'lächelnd', 'smiling'],
        ],
      },
    },
    {
      heading: 'Partizip I as an adjective and as an adverb',
      paragraphs: [
        'Before a noun, Partizip I works like a normal adjective and takes the usual adjective endings: das weinende Kind, ein weinendes Kind, mit dem weinenden Kind.',
        'Used as an adverb, it describes how someone does something, and it has no ending: Sie kommt lachend ins Zimmer. English often uses "while ...ing" or just "...ing" here.',
      ],
      examples: [
        { de: 'Der schlafende Hund liegt vor dem Kamin.', tr: 'The sleeping dog is lying in front of the fireplace.' },
        { de: 'Ein bellender Hund beißt nicht.', tr: 'A barking dog does not bite.' },
        { de: 'Die Kinder kommen lachend aus der Schule.', tr: 'The children come out of school laughing.' },
        { de: 'Meine Schwester räumt singend ihr Zimmer auf.', tr: 'My sister tidies her room while singing.' },
      ],
    },
    {
      heading: 'How Partizip II is formed',
      paragraphs: [
        'Regular verbs: ge- + stem + -t (machen → gemacht). Irregular verbs: ge- + stem (often with a vowel change) + -en (schreiben → geschrieben).',
        'Separable verbs put -ge- between the prefix and the stem (aufmachen → aufgemacht). Verbs with an inseparable prefix (be-, ver-, er-, ent-, ge-, zer-) and verbs ending in -ieren take no ge- (besuchen → besucht, reparieren → repariert).',
      ],
      table: {
        caption: 'Forming Partizip II',
        head: ['Type', 'Infinitive', 'Partizip II'],
        rows: [
          ['regular', 'kochen', 'gekocht'],
          ['regular', 'arbeiten', 'gearbeitet'],
          ['irregular', 'schließen', 'geschlossen'],
          ['irregular', 'trinken', 'getrunken'],
          ['separable', 'aufmachen', 'aufgemacht'],
          ['separable', 'ankommen', 'angekommen'],
          ['inseparable', 'verlieren', 'verloren'],
          ['-ieren', 'reparieren', 'repariert'],
        ],
      },
    },
    {
      heading: 'Partizip II as an adjective',
      paragraphs: [
        'Before a noun, Partizip II also takes the normal adjective endings: die geschlossene Tür, das gekochte Ei, mit dem reparierten Auto. It shows that something has been done to the noun, or that an action is finished.',
        'Compare the two participles: das kochende Wasser is boiling right now; das gekochte Wasser has already been boiled.',
      ],
      table: {
        caption: 'Partizip I or Partizip II?',
        head: ['Partizip I (happening now)', 'Partizip II (done, finished)'],
        rows: [
          ['das kochende Wasser (the boiling water)', 'das gekochte Ei (the boiled egg)'],
          ['die lesende Frau (the woman who is reading)', 'die gelesene Zeitung (the newspaper that has been read)'],
          ['der fahrende Zug (the moving train)', 'die geschlossene Tür (the closed door)'],
        ],
      },
      examples: [
        { de: 'Zum Frühstück isst mein Vater ein gekochtes Ei.', tr: 'For breakfast my father eats a boiled egg.' },
        { de: 'Die gestohlenen Fahrräder sind wieder da.', tr: 'The stolen bicycles are back again.' },
      ],
    },
    {
      heading: 'Partizip II in tenses',
      paragraphs: [
        'Partizip II is also part of several tenses. It always goes to the end of the main clause.',
        'Perfekt: haben or sein (present) + Partizip II. Plusquamperfekt: hatte or war + Partizip II. Passive: werden + Partizip II. With sein, Partizip II can also describe a state: Die Tür ist geschlossen.',
      ],
      examples: [
        { de: 'Wir haben gestern einen Film gesehen.', tr: 'We watched a film yesterday.' },
        { de: 'Der Zug ist pünktlich angekommen.', tr: 'The train arrived on time.' },
        { de: 'Ich hatte den Schlüssel verloren.', tr: 'I had lost the key.' },
        { de: 'Das Auto wird morgen repariert.', tr: 'The car is being repaired tomorrow.' },
      ],
    },
  ],
  elements: [
    { formDe: 'Das - weinende - Kind - sucht - seine Mutter.', formEn: 'The crying child is looking for its mother.', correct: false },
    { formDe: 'Die Kinder - kommen - lachend - aus der Schule.', formEn: 'The children come out of school laughing.', correct: false },
    { formDe: 'Ich - lege - die Eier - ins - kochende - Wasser.', formEn: 'I put the eggs into the boiling water.', correct: false },
    { formDe: 'Wir - stehen - vor - der - geschlossenen - Tür.', formEn: 'We are standing in front of the closed door.', correct: false },
    { formDe: 'Zum Frühstück - isst - mein Vater - ein - gekochtes - Ei.', formEn: 'For breakfast my father eats a boiled egg.', correct: false },
    { formDe: 'Meine Schwester - räumt - singend - ihr Zimmer - auf.', formEn: 'My sister tidies her room while singing.', correct: false },
    { formDe: 'Der - schlafende - Hund - liegt - vor dem Kamin.', formEn: 'The sleeping dog is lying in front of the fireplace.', correct: false },
    { formDe: 'Wir - haben - gestern - einen Film - gesehen.', formEn: 'We watched a film yesterday.', correct: false },
    { formDe: 'Der Zug - ist - pünktlich - in Berlin - angekommen.', formEn: 'The train arrived in Berlin on time.', correct: false },
    { formDe: 'Die - reparierte - Waschmaschine - läuft - wieder.', formEn: 'The repaired washing machine is working again.', correct: false },
    { formDe: 'Ich - kaufe - frisch - gebackenes - Brot - beim Bäcker.', formEn: 'I buy freshly baked bread at the baker’s.', correct: false },
    { formDe: 'Lena - erzählt - strahlend - von - ihrem Urlaub.', formEn: 'Lena talks about her holiday, beaming.', correct: false },
    { formDe: 'Die - gestohlenen - Fahrräder - sind - wieder - da.', formEn: 'The stolen bicycles are back again.', correct: false },
    { formDe: 'Hast - du - die Hausaufgaben - schon - gemacht?', formEn: 'Have you already done your homework?', correct: false },
    { formDe: 'Man - darf - nicht - aus dem - fahrenden - Zug - springen.', formEn: 'You must not jump out of a moving train.', correct: false },
    { formDe: 'Die Touristen - fotografieren - die - untergehende - Sonne.', formEn: 'The tourists are taking photos of the setting sun.', correct: false },
    { formDe: 'Kannst - du - mir - die - gewaschenen - Socken - bringen?', formEn: 'Can you bring me the washed socks?', correct: false },
    { formDe: 'Meine Oma - ist - letztes Jahr - nach Spanien - geflogen.', formEn: 'My grandma flew to Spain last year.', correct: false },
    { formDe: 'Der Lehrer - spricht - mit - den - wartenden - Eltern.', formEn: 'The teacher is talking to the waiting parents.', correct: false },
    { formDe: 'Wir - gehen - schweigend - durch - den Wald.', formEn: 'We walk through the forest in silence.', correct: false },
    { formDe: 'Das - verlorene - Handy - lag - unter - dem Sofa.', formEn: 'The lost mobile phone was under the sofa.', correct: false },
    { formDe: 'Ihr - habt - das Geschenk - schön - eingepackt.', formEn: 'You have wrapped the present nicely.', correct: false },
    { formDe: 'Ich - habe - meine Freundin - in Hamburg - besucht.', formEn: 'I visited my friend in Hamburg.', correct: false },
    { formDe: 'Ein - bellender - Hund - beißt - nicht.', formEn: 'A barking dog does not bite.', correct: false },
    { formDe: 'Sie - wirft - die - gelesene - Zeitung - ins Altpapier.', formEn: 'She throws the newspaper she has read into the paper recycling.', correct: false },
    { formDe: 'Das Kind - schaut - neugierig - auf - die - blühenden - Blumen.', formEn: 'The child looks curiously at the blooming flowers.', correct: false },
    { formDe: 'Der Junge - kommt - pfeifend - nach Hause.', formEn: 'The boy comes home whistling.', correct: false },
    { formDe: 'Zum Mittagessen - gibt es - gebratenen - Fisch - mit Kartoffeln.', formEn: 'For lunch there is fried fish with potatoes.', correct: false },
    { formDe: 'Die Straße - ist - seit Montag - gesperrt.', formEn: 'The road has been closed since Monday.', correct: false },
    { formDe: 'Bist - du - gestern - mit dem Fahrrad - gefahren?', formEn: 'Did you go by bike yesterday?', correct: false },
  ],
};

export default lesson;
