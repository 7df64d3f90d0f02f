import type { ArticleContent } from '../types';

const article: ArticleContent = {
  slug: 'german-prepositions-with-cases',
  type: 'Grammar',
  title: {
    en: 'German Prepositions and Their Cases',
    ua: 'Німецькі прийменники та їхні відмінки',
    de: 'Präpositionen und ihre Fälle',
    ru: 'Немецкие предлоги и их падежи',
    be: 'Нямецкія прыназоўнікі і іх склоны',
    tr: 'Almanca edatlar ve istedikleri hâller',
    pl: 'Niemieckie przyimki i ich przypadki',
    es: 'Las preposiciones alemanas y sus casos',
  },
  descr: {
    en: 'Which prepositions take the accusative, dative or genitive, the nine two-way prepositions, nach, zu or in for places, and prepositions of time.',
    ua: 'Які прийменники вимагають знахідного, давального чи родового відмінка, дев’ять прийменників подвійного керування, nach, zu чи in для місць і прийменники часу.',
    de: 'Welche Präpositionen Akkusativ, Dativ oder Genitiv verlangen, die neun Wechselpräpositionen, nach, zu oder in bei Orten und Präpositionen der Zeit.',
    ru: 'Какие предлоги требуют винительного, дательного или родительного падежа, девять предлогов двойного управления, nach, zu или in для мест и предлоги времени.',
    be: 'Якія прыназоўнікі патрабуюць вінавальнага, давальнага ці роднага склону, дзевяць прыназоўнікаў двайнога кіравання, nach, zu ці in для месцаў і прыназоўнікі часу.',
    tr: 'Hangi edatlar Akkusativ, Dativ ya da Genitiv ister; dokuz iki yönlü edat, yerler için nach, zu ya da in ve zaman edatları.',
    pl: 'Które przyimki łączą się z biernikiem, celownikiem lub dopełniaczem, dziewięć przyimków dwuprzypadkowych, nach, zu czy in i przyimki czasu.',
    es: 'Qué preposiciones rigen acusativo, dativo o genitivo, las nueve preposiciones mixtas, nach, zu o in para lugares y las preposiciones de tiempo.',
  },
  img: 'round-pushpin',
  date: '2026-09-08',
  body: [
    {
      p: 'In German, the preposition decides the case of the noun that follows it. {{mit}} always takes the dative, {{für}} always the accusative – whatever the noun is doing in the sentence. That is good news: once you know the case of a preposition, you never have to think about the role of the noun. This article sorts the prepositions into their groups, explains the two-way prepositions, and shows which preposition to use for places and times. For the article forms themselves, see [German cases explained](/articles/german-cases-explained).',
    },
    { h2: 'The four groups at a glance' },
    {
      table: {
        caption: 'Prepositions by case',
        head: ['Case', 'Prepositions'],
        rows: [
          ['Accusative', '{{bis}}, {{durch}}, {{für}}, {{gegen}}, {{ohne}}, {{um}}'],
          ['Dative', '{{aus}}, {{außer}}, {{bei}}, {{gegenüber}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}'],
          ['Accusative or dative (two-way)', '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}'],
          ['Genitive', '{{wegen}}, {{trotz}}, {{während}}, {{statt}}, {{innerhalb}}, {{außerhalb}}'],
        ],
      },
    },
    {
      tip: 'Many learners memorise the lists as chants or tunes: “durch, für, gegen, ohne, um” and “aus, bei, mit, nach, seit, von, zu”. Say them aloud until they feel like one word – it really works.',
    },
    { h2: 'Prepositions with the accusative' },
    {
      examples: [
        { de: 'Wir gehen durch den Park.', en: 'We are walking through the park.' },
        { de: 'Das Geschenk ist für deinen Bruder.', en: 'The present is for your brother.' },
        { de: 'Ich bin gegen diese Idee.', en: 'I am against this idea.' },
        { de: 'Er kommt ohne seine Frau.', en: 'He is coming without his wife.' },
        { de: 'Wir sitzen um den Tisch. Der Film beginnt um acht.', en: 'We are sitting around the table. The film starts at eight.' },
        { de: 'Der Kurs geht bis nächsten Freitag.', en: 'The course lasts until next Friday.' },
      ],
    },
    { h2: 'Prepositions with the dative' },
    {
      examples: [
        { de: 'Sie kommt aus der Türkei.', en: 'She comes from Turkey.' },
        { de: 'Außer meinem Bruder waren alle da.', en: 'Everyone was there except my brother.' },
        { de: 'Ich wohne bei meinen Eltern.', en: 'I live with my parents.' },
        { de: 'Die Apotheke ist gegenüber dem Bahnhof.', en: 'The chemist’s is opposite the station.' },
        { de: 'Ich fahre mit dem Bus.', en: 'I go by bus.' },
        { de: 'Nach dem Essen trinken wir Kaffee.', en: 'After the meal we have coffee.' },
        { de: 'Seit einem Monat lerne ich Deutsch.', en: 'I have been learning German for a month.' },
        { de: 'Das ist ein Brief von meiner Oma.', en: 'That is a letter from my grandma.' },
        { de: 'Ich gehe zum Arzt.', en: 'I am going to the doctor’s.' },
      ],
    },
    { h2: 'Two-way prepositions: Wo? or Wohin?' },
    {
      p: 'Nine prepositions can take either case. For places, the question decides: **Wohin?** (where to – movement towards a new place) → **accusative**; **Wo?** (where – position, or movement within the same place) → **dative**.',
    },
    {
      table: {
        caption: 'Wohin? (accusative) and Wo? (dative)',
        head: ['Preposition', 'Wohin? → accusative', 'Wo? → dative'],
        rows: [
          ['{{in}}', '{{Ich gehe in die Küche.}}', '{{Ich bin in der Küche.}}'],
          ['{{an}}', '{{Wir fahren an den See.}}', '{{Wir sind am See.}}'],
          ['{{auf}}', '{{Leg das Handy auf den Tisch.}}', '{{Das Handy liegt auf dem Tisch.}}'],
          ['{{über}}', '{{Ich hänge die Lampe über den Tisch.}}', '{{Die Lampe hängt über dem Tisch.}}'],
          ['{{unter}}', '{{Die Katze läuft unter das Bett.}}', '{{Die Katze schläft unter dem Bett.}}'],
          ['{{neben}}', '{{Setz dich neben mich!}}', '{{Sie sitzt neben mir.}}'],
          ['{{hinter}}', '{{Er stellt das Rad hinter das Haus.}}', '{{Das Rad steht hinter dem Haus.}}'],
          ['{{vor}}', '{{Ich stelle das Auto vor die Tür.}}', '{{Das Auto steht vor der Tür.}}'],
          ['{{zwischen}}', '{{Stell den Stuhl zwischen die Fenster.}}', '{{Der Stuhl steht zwischen den Fenstern.}}'],
        ],
      },
    },
    {
      p: 'The verb usually tells you which question applies. Verbs of **putting** are movement verbs and take the accusative: {{stellen}} (put upright), {{legen}} (lay down), {{setzen}} (sit somebody down), {{hängen}} (hang up). Their partners for **being** somewhere take the dative: {{stehen}}, {{liegen}}, {{sitzen}}, {{hängen}}. Movement inside one place also counts as Wo?: {{Wir laufen im Park}} (we are running in the park).',
    },
    { h2: 'Contractions' },
    {
      p: 'Some prepositions merge with {{dem}}, {{das}} or {{der}}. The contracted forms are normal in both speech and writing: {{am}} ({{an dem}}), {{ans}} ({{an das}}), {{im}} ({{in dem}}), {{ins}} ({{in das}}), {{beim}} ({{bei dem}}), {{vom}} ({{von dem}}), {{zum}} ({{zu dem}}), {{zur}} ({{zu der}}). Use the full form when you stress the article or add a relative clause: {{in dem Haus, das ich gekauft habe}}.',
    },
    { h2: 'Where to? nach, zu, in, an, auf' },
    {
      table: {
        caption: 'Going somewhere',
        head: ['Preposition', 'Used for', 'Examples'],
        rows: [
          ['{{nach}}', 'towns and countries without an article; home; directions', '{{nach Wien}}, {{nach Spanien}}, {{nach Hause}}, {{nach links}}'],
          ['{{in}} + acc.', 'countries with an article; buildings and rooms you enter', '{{in die Schweiz}}, {{in die Türkei}}, {{ins Kino}}, {{in die Stadt}}'],
          ['{{zu}}', 'people; shops and institutions; events', '{{zu meiner Freundin}}, {{zum Arzt}}, {{zur Post}}, {{zum Bahnhof}}'],
          ['{{an}} + acc.', 'water, edges', '{{ans Meer}}, {{an den Strand}}, {{an die Ostsee}}'],
          ['{{auf}} + acc.', 'open spaces, some events and public buildings', '{{auf den Markt}}, {{auf eine Party}}, {{aufs Land}}'],
        ],
      },
    },
    {
      table: {
        caption: 'Being somewhere, and coming from there',
        head: ['Where? (Wo?)', 'From where? (Woher?)'],
        rows: [
          ['{{in Wien}}, {{in der Schweiz}}, {{im Kino}}', '{{aus Wien}}, {{aus der Schweiz}}, {{aus dem Kino}}'],
          ['{{bei meiner Freundin}}, {{beim Arzt}}', '{{von meiner Freundin}}, {{vom Arzt}}'],
          ['{{am Meer}}, {{an der Ostsee}}', '{{vom Meer}}, {{von der Ostsee}}'],
          ['{{auf dem Markt}}, {{auf der Party}}', '{{vom Markt}}, {{von der Party}}'],
          ['{{zu Hause}}', '{{von zu Hause}}'],
        ],
      },
    },
    {
      p: 'Two fixed expressions cause many mistakes: {{nach Hause}} means “(going) home”, {{zu Hause}} means “at home”.',
    },
    { h2: 'Prepositions of time' },
    {
      ul: [
        '{{um}} + clock time: {{um halb neun}}',
        '{{am}} + days, dates, parts of the day: {{am Freitag}}, {{am 1. Mai}}, {{am Abend}} (but {{in der Nacht}})',
        '{{im}} + months, seasons: {{im August}}, {{im Winter}}',
        '{{seit}} + dative – since, for (still continuing): {{seit zwei Jahren}}',
        '{{vor}} + dative – ago: {{vor drei Tagen}}',
        '{{in}} + dative – in (future): {{in einer Woche}}',
        '{{nach}} / {{vor}} + dative – after / before: {{nach der Arbeit}}, {{vor dem Essen}}',
        '{{ab}} – from (onwards): {{ab Montag}}; {{von … bis}} – from … to: {{von neun bis fünf}}',
        '{{während}} + genitive – during: {{während des Urlaubs}}',
      ],
    },
    {
      p: 'Note that two-way prepositions used for time ({{an}}, {{in}}, {{vor}}) always take the dative: {{vor einer Stunde}}, {{in zwei Tagen}}.',
    },
    { h2: 'Prepositions with the genitive' },
    {
      p: 'The genitive prepositions belong mainly to written and formal German. In everyday speech many people use the dative with {{wegen}}, {{trotz}} and {{während}}; in exams and formal writing, use the genitive.',
    },
    {
      examples: [
        { de: 'Wegen des Streiks fahren heute keine Züge.', en: 'Because of the strike there are no trains today.' },
        { de: 'Trotz des schlechten Wetters gehen wir wandern.', en: 'Despite the bad weather we are going hiking.' },
        { de: 'Bitte zahlen Sie innerhalb einer Woche.', en: 'Please pay within a week.' },
      ],
    },
    { h2: 'Fixed prepositions with verbs and adjectives' },
    {
      p: 'When a preposition belongs to a verb or adjective, it loses its literal meaning, and two-way prepositions have a fixed case that you must learn with the verb. A useful rule of thumb: with {{auf}} and {{über}} the case is mostly accusative; with {{an}}, {{in}} and {{vor}} there is no safe rule.',
    },
    {
      table: {
        caption: 'Common combinations',
        head: ['Accusative', 'Dative'],
        rows: [
          ['{{warten auf}}, {{sich freuen auf}}', '{{teilnehmen an}}, {{zweifeln an}}'],
          ['{{denken an}}, {{sich erinnern an}}', '{{Angst haben vor}}, {{warnen vor}}'],
          ['{{sprechen über}}, {{sich ärgern über}}', '{{anfangen mit}}, {{fragen nach}}'],
          ['{{sich interessieren für}}, {{bitten um}}', '{{träumen von}}, {{gehören zu}}'],
        ],
      },
    },
    {
      p: 'Prepositions go hand in hand with word order and cases: see [German word order basics](/articles/german-word-order-basics) and the [A2 cheat sheet](/articles/german-a2-cheat-sheet). Practise them in the “Complex Prepositions” lesson of our [A2 grammar course](/grammar/a2) and in the [worksheets](/worksheets).',
    },
  ],
  sources: [
    { title: 'Duden – Wörterbuch und Grammatik', url: 'https://www.duden.de/' },
    { title: 'Goethe-Institut – Learning German', url: 'https://www.goethe.de/' },
  ],
};

export default article;
