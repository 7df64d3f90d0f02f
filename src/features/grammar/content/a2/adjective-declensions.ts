import type { A2Lesson } from '../types';

const lesson: A2Lesson = {
  slug: 'adjective-declensions',
  title: 'Adjective Declensions',
  descr: 'Choose the right adjective ending after der, after ein and with no article.',
  rules: [
    {
      heading: 'When an adjective needs an ending',
      paragraphs: [
        'An adjective after sein, werden or bleiben has no ending: Der Mann ist alt. Die Suppe wird kalt.',
        'An adjective directly before a noun always has an ending: der alte Mann, eine kalte Suppe. The ending depends on three things: the gender of the noun, its case, and the word in front of the adjective (a definite article, an indefinite article, or no article at all). That gives three patterns, shown in the tables below.',
      ],
      examples: [
        { de: 'Das Auto ist neu.', tr: 'The car is new.' },
        { de: 'Das neue Auto ist rot.', tr: 'The new car is red.' },
      ],
    },
    {
      heading: 'After the definite article (der, die, das)',
      paragraphs: [
        'The definite article already shows gender and case, so the adjective only needs -e or -en. It takes -e in the nominative singular and in the accusative feminine and neuter; everywhere else (accusative masculine, all of dative and genitive, all plural forms) it takes -en.',
        'The same endings are used after dieser, jeder, welcher and, in the plural, after alle.',
      ],
      table: {
        caption: 'Adjective endings after the definite article',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Nominativ', 'der alte Mann', 'die alte Frau', 'das alte Haus', 'die alten Leute'],
          ['Akkusativ', 'den alten Mann', 'die alte Frau', 'das alte Haus', 'die alten Leute'],
          ['Dativ', 'dem alten Mann', 'der alten Frau', 'dem alten Haus', 'den alten Leuten'],
          ['Genitiv', 'des alten Mannes', 'der alten Frau', 'des alten Hauses', 'der alten Leute'],
        ],
      },
      examples: [
        { de: 'Der alte Mann wohnt im dritten Stock.', tr: 'The old man lives on the third floor.' },
        { de: 'Wir helfen dem neuen Kollegen gern.', tr: 'We are happy to help the new colleague.' },
      ],
    },
    {
      heading: 'After the indefinite article (ein, eine, kein, mein …)',
      paragraphs: [
        'In three places ein has no ending of its own: nominative masculine (ein), nominative neuter (ein) and accusative neuter (ein). There the adjective must show gender and case itself: ein alter Mann, ein altes Haus. Everywhere else the endings are the same as after the definite article.',
        'The same endings are used after kein and the possessives mein, dein, sein, ihr, unser, euer. Ein has no plural, so the plural row uses kein; the possessives work the same way (meine alten Freunde).',
      ],
      table: {
        caption: 'Adjective endings after the indefinite article',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Nominativ', 'ein alter Mann', 'eine alte Frau', 'ein altes Haus', 'keine alten Leute'],
          ['Akkusativ', 'einen alten Mann', 'eine alte Frau', 'ein altes Haus', 'keine alten Leute'],
          ['Dativ', 'einem alten Mann', 'einer alten Frau', 'einem alten Haus', 'keinen alten Leuten'],
          ['Genitiv', 'eines alten Mannes', 'einer alten Frau', 'eines alten Hauses', 'keiner alten Leute'],
        ],
      },
      examples: [
        { de: 'Ein freundlicher Kellner bringt uns die Karte.', tr: 'A friendly waiter brings us the menu.' },
        { de: 'Er trägt ein weißes Hemd.', tr: 'He is wearing a white shirt.' },
        { de: 'Ich wohne in einer ruhigen Straße.', tr: 'I live in a quiet street.' },
      ],
    },
    {
      heading: 'With no article',
      paragraphs: [
        'With no article in front, the adjective takes over the ending that the definite article would have: der Tee → kalter Tee, die Milch → kalte Milch, das Wasser → kaltes Wasser, den Tee → kalten Tee, dem Wasser → kaltem Wasser.',
        'The only exception is the genitive masculine and neuter: there the noun already ends in -s or -es, so the adjective takes -en (eines Glases kalten Wassers). This pattern is typical for food and drink, materials, plurals and fixed phrases (bei schönem Wetter, mit großer Freude).',
      ],
      table: {
        caption: 'Adjective endings with no article',
        head: ['Case', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
        rows: [
          ['Nominativ', 'kalter Tee', 'kalte Milch', 'kaltes Wasser', 'kalte Getränke'],
          ['Akkusativ', 'kalten Tee', 'kalte Milch', 'kaltes Wasser', 'kalte Getränke'],
          ['Dativ', 'kaltem Tee', 'kalter Milch', 'kaltem Wasser', 'kalten Getränken'],
          ['Genitiv', 'kalten Tees', 'kalter Milch', 'kalten Wassers', 'kalter Getränke'],
        ],
      },
      examples: [
        { de: 'Ich trinke morgens heißen Tee mit Honig.', tr: 'In the morning I drink hot tea with honey.' },
        { de: 'Bei schönem Wetter gehen wir spazieren.', tr: 'When the weather is nice, we go for a walk.' },
      ],
    },
    {
      heading: 'Tips for finding the ending',
      paragraphs: [
        'Ask first: does the word in front of the adjective already show the gender and case clearly (der, den, dem, des, eine, einem …)? Then the adjective only needs -e or -en. If there is no such word, or only ein, the adjective shows the gender and case itself with -er, -es, -em.',
        'In the dative plural the noun also adds -n if it can: mit den neuen Fahrrädern, mit netten Leuten.',
        'Several adjectives in a row all take the same ending: ein schöner, großer Garten.',
      ],
      examples: [
        { de: 'Wir haben einen schönen, großen Garten.', tr: 'We have a beautiful, big garden.' },
        { de: 'Wir fahren mit unseren neuen Fahrrädern zur Arbeit.', tr: 'We ride our new bikes to work.' },
      ],
    },
  ],
  elements: [
    { formDe: 'Der - alte - Mann - wohnt - im dritten Stock.', formEn: 'The old man lives on the third floor.', correct: false },
    { formDe: 'Ich - kaufe - die - rote - Jacke - im Sonderangebot.', formEn: 'I am buying the red jacket on special offer.', correct: false },
    { formDe: 'Wir - helfen - dem - neuen - Kollegen - gern.', formEn: 'We are happy to help the new colleague.', correct: false },
    { formDe: 'Das Auto - des - jungen - Lehrers - ist - kaputt.', formEn: 'The young teacher’s car is broken.', correct: false },
    { formDe: 'Das - kleine - Mädchen - spielt - im Garten.', formEn: 'The little girl is playing in the garden.', correct: false },
    { formDe: 'Sie - wohnt - in - der - großen - Wohnung - am Markt.', formEn: 'She lives in the big flat on the market square.', correct: false },
    { formDe: 'Die - neuen - Schuhe - sind - zu - klein.', formEn: 'The new shoes are too small.', correct: false },
    { formDe: 'Er - trinkt - den - kalten - Kaffee - nicht.', formEn: 'He does not drink the cold coffee.', correct: false },
    { formDe: 'Wir - sprechen - mit - den - netten - Nachbarn.', formEn: 'We are talking to the nice neighbours.', correct: false },
    { formDe: 'Die Farbe - des - alten - Hauses - gefällt - mir.', formEn: 'I like the colour of the old house.', correct: false },
    { formDe: 'Mein Bruder - hat - einen - neuen - Computer.', formEn: 'My brother has a new computer.', correct: false },
    { formDe: 'Das ist - eine - gute - Idee!', formEn: 'That is a good idea!', correct: false },
    { formDe: 'Ein - kleines - Kind - weint - im Bus.', formEn: 'A small child is crying on the bus.', correct: false },
    { formDe: 'Ich - wohne - in - einer - ruhigen - Straße.', formEn: 'I live in a quiet street.', correct: false },
    { formDe: 'Ein - freundlicher - Kellner - bringt - uns - die Karte.', formEn: 'A friendly waiter brings us the menu.', correct: false },
    { formDe: 'Sie - schreibt - mit - einem - roten - Stift.', formEn: 'She writes with a red pen.', correct: false },
    { formDe: 'Wir - haben - keine - frischen - Eier - mehr.', formEn: 'We have no fresh eggs left.', correct: false },
    { formDe: 'Er - trägt - ein - weißes - Hemd.', formEn: 'He is wearing a white shirt.', correct: false },
    { formDe: 'Das ist - das Haus - meiner - besten - Freundin.', formEn: 'That is my best friend’s house.', correct: false },
    { formDe: 'Sie - kommt - aus - einem - kleinen - Dorf - in Bayern.', formEn: 'She comes from a small village in Bavaria.', correct: false },
    { formDe: 'Wir - fahren - mit - unseren - neuen - Fahrrädern - zur Arbeit.', formEn: 'We ride our new bikes to work.', correct: false },
    { formDe: 'Ich - trinke - morgens - heißen - Tee - mit Honig.', formEn: 'In the morning I drink hot tea with honey.', correct: false },
    { formDe: 'Frische - Luft - ist - gesund.', formEn: 'Fresh air is healthy.', correct: false },
    { formDe: 'Sie - isst - gern - frisches - Obst.', formEn: 'She likes eating fresh fruit.', correct: false },
    { formDe: 'Auf dem Flohmarkt - verkaufen - wir - alte - Möbel.', formEn: 'We sell old furniture at the flea market.', correct: false },
    { formDe: 'Er - kocht - Nudeln - mit - frischem - Gemüse.', formEn: 'He cooks pasta with fresh vegetables.', correct: false },
    { formDe: 'Kleine - Kinder - brauchen - viel - Schlaf.', formEn: 'Small children need a lot of sleep.', correct: false },
    { formDe: 'Bei - schönem - Wetter - gehen - wir - spazieren.', formEn: 'When the weather is nice, we go for a walk.', correct: false },
    { formDe: 'Deutscher - Wein - ist - sehr - beliebt.', formEn: 'German wine is very popular.', correct: false },
    { formDe: 'Sie - spricht - mit - großer - Freude - über - ihre Arbeit.', formEn: 'She talks about her work with great pleasure.', correct: false },
  ],
};

export default lesson;
