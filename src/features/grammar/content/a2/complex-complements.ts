import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'complex-complements',
  title: 'Complex Complements in Dative and Accusative',
  descr: 'Use verbs with two objects and put the dative and accusative in the right order.',
  rules: [
    {
      heading: 'Verbs with two objects',
      paragraphs: [
        'Some verbs need two objects: a person who receives something (dative) and the thing that is given, shown or explained (accusative). Ask wem? (to whom?) for the dative and was? (what?) for the accusative.',
        'Typical verbs: geben (to give), schenken (to give as a present), zeigen (to show), erklären (to explain), empfehlen (to recommend), leihen (to lend), schicken (to send), bringen (to bring), kaufen (to buy), erzählen (to tell), schreiben (to write), anbieten (to offer), wünschen (to wish), sagen (to say).',
      ],
      examples: [
        { de: 'Ich gebe dem Kind einen Apfel.', tr: 'I give the child an apple.' },
        { de: 'Wir schenken unserer Lehrerin ein Buch.', tr: 'We give our teacher a book as a present.' },
        { de: 'Der Arzt erklärt dem Patienten die Therapie.', tr: 'The doctor explains the treatment to the patient.' },
      ],
    },
    {
      heading: 'Articles in the dative and accusative',
      paragraphs: [
        'Only the masculine changes between nominative and accusative (der → den, ein → einen). In the dative every gender changes: dem, der, dem, and den + -n on the noun in the plural (den Kindern).',
        'Possessives (mein, dein, sein, ihr, unser …) take the same endings as ein: meinem Vater, meiner Mutter, meinen Eltern.',
      ],
      examples: [
        { de: 'Sie zeigt dem Mann den Weg.', tr: 'She shows the man the way.' },
        { de: 'Er leiht seiner Schwester sein Auto.', tr: 'He lends his sister his car.' },
        { de: 'Die Lehrerin gibt den Kindern die Hefte.', tr: 'The teacher gives the children the exercise books.' },
      ],
      table: {
        caption: 'Definite and indefinite articles',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Accusative', 'den / einen', 'die / eine', 'das / ein', 'die / –'],
          ['Dative', 'dem / einem', 'der / einer', 'dem / einem', 'den (+ n) / –'],
        ],
      },
    },
    {
      heading: 'Personal pronouns in both cases',
      paragraphs: [
        'When the person or the thing is already known, replace it with a pronoun. A thing takes the pronoun of its gender: der Schlüssel → ihn, die Tasche → sie, das Buch → es, die Fotos → sie.',
        'Watch the forms that look alike: ihn (him, accusative) and ihm (him, dative); sie (her, accusative) and ihr (her, dative); uns and euch are the same in both cases.',
      ],
      examples: [
        { de: 'Ich zeige Ihnen gern den Weg.', tr: 'I will gladly show you the way.' },
        { de: 'Wo ist der Schlüssel? Ich habe ihn dem Hausmeister gegeben.', tr: 'Where is the key? I gave it to the caretaker.' },
      ],
      table: {
        caption: 'Personal pronouns',
        head: ['Nominative', 'Accusative', 'Dative'],
        rows: [
          ['ich', 'mich', 'mir'],
          ['du', 'dich', 'dir'],
          ['er', 'ihn', 'ihm'],
          ['sie', 'sie', 'ihr'],
          ['es', 'es', 'ihm'],
          ['wir', 'uns', 'uns'],
          ['ihr', 'euch', 'euch'],
          ['sie', 'sie', 'ihnen'],
          ['Sie', 'Sie', 'Ihnen'],
        ],
      },
    },
    {
      heading: 'Word order with two nouns',
      paragraphs: [
        'When both objects are nouns, the dative comes before the accusative: person first, thing second.',
        'Memory aid: who gets it, then what.',
      ],
      examples: [
        { de: 'Der Kellner bringt dem Gast die Suppe.', tr: 'The waiter brings the guest the soup.' },
        { de: 'Ich empfehle meinen Freunden dieses Restaurant.', tr: 'I recommend this restaurant to my friends.' },
        { de: 'Wir schicken der Firma einen Brief.', tr: 'We send the company a letter.' },
      ],
    },
    {
      heading: 'Word order with one pronoun',
      paragraphs: [
        'A pronoun always comes before a noun, whatever its case.',
        'Dative pronoun + accusative noun: Ich gebe ihm den Ball. Accusative pronoun + dative noun: Ich gebe ihn dem Kind.',
      ],
      examples: [
        { de: 'Ich zeige dir meine Fotos.', tr: 'I will show you my photos.' },
        { de: 'Ich zeige sie meiner Mutter.', tr: 'I will show them to my mother.' },
        { de: 'Er schenkt ihr einen Ring.', tr: 'He gives her a ring.' },
      ],
    },
    {
      heading: 'Word order with two pronouns',
      paragraphs: [
        'When both objects are pronouns, the order turns round: the accusative comes before the dative.',
        'The thing (es, ihn, sie) comes first, the person follows: Ich gebe es dir. Er erklärt sie uns.',
      ],
      examples: [
        { de: 'Das Buch? Ich leihe es dir gern.', tr: 'The book? I will gladly lend it to you.' },
        { de: 'Der Kuchen? Sie hat ihn uns geschenkt.', tr: 'The cake? She gave it to us.' },
        { de: 'Die Regel? Der Lehrer erklärt sie euch morgen.', tr: 'The rule? The teacher will explain it to you tomorrow.' },
      ],
      table: {
        caption: 'Summary of the word order',
        head: ['Objects', 'Order', 'Example'],
        rows: [
          ['noun + noun', 'dative before accusative', 'Ich gebe dem Kind den Ball.'],
          ['pronoun + noun', 'pronoun first', 'Ich gebe ihm den Ball.'],
          ['noun + pronoun', 'pronoun first', 'Ich gebe ihn dem Kind.'],
          ['pronoun + pronoun', 'accusative before dative', 'Ich gebe ihn ihm.'],
        ],
      },
    },
  ],
  elements: [
    { formDe: 'Ich - gebe - dem Kind - einen Apfel.', formEn: 'I give the child an apple.', correct: false },
    { formDe: 'Wir - schenken - unserer Mutter - einen Blumenstrauß - zum Geburtstag.', formEn: 'We are giving our mother a bunch of flowers for her birthday.', correct: false },
    { formDe: 'Der Lehrer - erklärt - den Schülern - die Aufgabe.', formEn: 'The teacher explains the task to the pupils.', correct: false },
    { formDe: 'Kannst du - mir - dein Fahrrad - leihen?', formEn: 'Can you lend me your bike?', correct: false },
    { formDe: 'Ich - zeige - dir - meine neue Wohnung.', formEn: 'I will show you my new flat.', correct: false },
    { formDe: 'Der Kellner - empfiehlt - uns - den Fisch.', formEn: 'The waiter recommends the fish to us.', correct: false },
    { formDe: 'Sie - schickt - ihrem Freund - ein Paket.', formEn: 'She sends her boyfriend a parcel.', correct: false },
    { formDe: 'Ich - gebe - es - dir - morgen.', formEn: 'I will give it to you tomorrow.', correct: false },
    { formDe: 'Er - zeigt - sie - uns - nach dem Essen.', formEn: 'He will show them to us after the meal.', correct: false },
    { formDe: 'Kannst du - ihn - mir - kurz - leihen?', formEn: 'Can you lend it to me for a moment?', correct: false },
    { formDe: 'Die Oma - erzählt - den Enkeln - eine Geschichte.', formEn: 'Grandma tells the grandchildren a story.', correct: false },
    { formDe: 'Ich - schenke - ihn - meinem Bruder.', formEn: 'I am giving it to my brother as a present.', correct: false },
    { formDe: 'Wir - bringen - Ihnen - sofort - die Rechnung.', formEn: 'We will bring you the bill right away.', correct: false },
    { formDe: 'Der Arzt - hat - dem Patienten - ein Medikament - verschrieben.', formEn: 'The doctor prescribed a medicine for the patient.', correct: false },
    { formDe: 'Kannst du - es - mir - bitte - erklären?', formEn: 'Can you explain it to me, please?', correct: false },
    { formDe: 'Meine Kollegin - schickt - mir - jeden Morgen - eine Nachricht.', formEn: 'My colleague sends me a message every morning.', correct: false },
    { formDe: 'Ich - habe - sie - ihr - schon - gegeben.', formEn: 'I have already given it to her.', correct: false },
    { formDe: 'Der Verkäufer - zeigt - der Kundin - ein günstiges Handy.', formEn: 'The salesman shows the customer a cheap mobile phone.', correct: false },
    { formDe: 'Wir - haben - unseren Freunden - das Restaurant - empfohlen.', formEn: 'We recommended the restaurant to our friends.', correct: false },
    { formDe: 'Gib - mir - bitte - das Salz!', formEn: 'Pass me the salt, please!', correct: false },
    { formDe: 'Sie - leiht - ihrer Schwester - ein Kleid - für die Party.', formEn: 'She lends her sister a dress for the party.', correct: false },
    { formDe: 'Er - schreibt - seiner Oma - einen langen Brief.', formEn: 'He writes his grandma a long letter.', correct: false },
    { formDe: 'Ich - erkläre - es - euch - noch einmal.', formEn: 'I will explain it to you once more.', correct: false },
    { formDe: 'Die Firma - schickt - den Kunden - einen neuen Katalog.', formEn: 'The company sends its customers a new catalogue.', correct: false },
    { formDe: 'Wem - hast du - den Schlüssel - gegeben?', formEn: 'Who did you give the key to?', correct: false },
    { formDe: 'Wir - wünschen - euch - ein schönes Wochenende.', formEn: 'We wish you a nice weekend.', correct: false },
    { formDe: 'Der Vater - kauft - seinen Kindern - ein Eis.', formEn: 'The father buys his children an ice cream.', correct: false },
    { formDe: 'Ich - bringe - sie - dir - heute Abend.', formEn: 'I will bring it to you this evening.', correct: false },
    { formDe: 'Hast du - deinem Chef - die Wahrheit - gesagt?', formEn: 'Did you tell your boss the truth?', correct: false },
    { formDe: 'Die Kellnerin - bietet - uns - einen Kaffee - an.', formEn: 'The waitress offers us a coffee.', correct: false },
    { formDe: 'Er - hat - ihn - seiner Freundin - geschenkt.', formEn: 'He gave it to his girlfriend as a present.', correct: false },
    { formDe: 'Können Sie - uns - den Weg - zum Bahnhof - zeigen?', formEn: 'Can you show us the way to the station?', correct: false },
  ],
};

export default lesson;
