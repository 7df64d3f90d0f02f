import type { WordSet } from '../types';

const set: WordSet = {
  id: 'clothes01',
  words: [
    {
      kind: 'noun',
      de: 'T-Shirt',
      article: 'das',
      plural: 'T-Shirts',
      img: 't-shirt',
      tr: { en: 't-shirt', ua: 'футболка', de: 'Oberteil mit kurzen Ärmeln', ru: 'футболка', be: 'футболка', tr: 'tişört', pl: 'koszulka', es: 'camiseta' },
    },
    {
      kind: 'noun',
      de: 'Hemd',
      article: 'das',
      plural: 'Hemden',
      tr: { en: 'shirt', ua: 'сорочка', de: 'Oberteil mit Knöpfen und Kragen', ru: 'рубашка', be: 'кашуля', tr: 'gömlek', pl: 'koszula', es: 'camisa' },
    },
    {
      kind: 'noun',
      de: 'Bluse',
      article: 'die',
      plural: 'Blusen',
      img: 'womans-clothes',
      tr: { en: 'blouse', ua: 'блузка', de: 'leichtes Oberteil für Frauen', ru: 'блузка', be: 'блузка', tr: 'bluz', pl: 'bluzka', es: 'blusa' },
    },
    {
      kind: 'noun',
      de: 'Pullover',
      article: 'der',
      plural: 'Pullover',
      tr: { en: 'sweater', ua: 'светр', de: 'warmes Oberteil mit langen Ärmeln', ru: 'свитер', be: 'світэр', tr: 'kazak', pl: 'sweter', es: 'jersey' },
    },
    {
      kind: 'noun',
      de: 'Hose',
      article: 'die',
      plural: 'Hosen',
      tr: { en: 'trousers', ua: 'штани', de: 'Kleidung für die Beine', ru: 'брюки', be: 'штаны', tr: 'pantolon', pl: 'spodnie', es: 'pantalones' },
    },
    {
      kind: 'noun',
      de: 'Jeans',
      article: 'die',
      plural: 'Jeans',
      img: 'jeans',
      tr: { en: 'jeans', ua: 'джинси', de: 'blaue Hose aus festem Stoff', ru: 'джинсы', be: 'джынсы', tr: 'kot pantolon', pl: 'dżinsy', es: 'vaqueros' },
    },
    {
      kind: 'noun',
      de: 'Rock',
      article: 'der',
      plural: 'Röcke',
      tr: { en: 'skirt', ua: 'спідниця', de: 'Frauen tragen ihn statt einer Hose', ru: 'юбка', be: 'спадніца', tr: 'etek', pl: 'spódnica', es: 'falda' },
    },
    {
      kind: 'noun',
      de: 'Kleid',
      article: 'das',
      plural: 'Kleider',
      img: 'dress',
      tr: { en: 'dress', ua: 'сукня', de: 'Oberteil und Rock in einem Stück', ru: 'платье', be: 'сукенка', tr: 'elbise', pl: 'sukienka', es: 'vestido' },
    },
    {
      kind: 'noun',
      de: 'Socke',
      article: 'die',
      plural: 'Socken',
      img: 'socks',
      tr: { en: 'sock', ua: 'шкарпетка', de: 'man trägt sie im Schuh am Fuß', ru: 'носок', be: 'шкарпэтка', tr: 'çorap', pl: 'skarpetka', es: 'calcetín' },
    },
    {
      kind: 'noun',
      de: 'Anzug',
      article: 'der',
      plural: 'Anzüge',
      tr: { en: 'suit', ua: 'костюм', de: 'Jacke und Hose aus gleichem Stoff', ru: 'костюм', be: 'касцюм', tr: 'takım elbise', pl: 'garnitur', es: 'traje' },
    },
    {
      kind: 'noun',
      de: 'Schlafanzug',
      article: 'der',
      plural: 'Schlafanzüge',
      tr: { en: 'pyjamas', ua: 'піжама', de: 'Kleidung für die Nacht im Bett', ru: 'пижама', be: 'піжама', tr: 'pijama', pl: 'piżama', es: 'pijama' },
    },
    {
      kind: 'noun',
      de: 'Badeanzug',
      article: 'der',
      plural: 'Badeanzüge',
      img: 'one-piece-swimsuit',
      tr: { en: 'swimsuit', ua: 'купальник', de: 'Kleidung für Frauen zum Schwimmen', ru: 'купальник', be: 'купальнік', tr: 'mayo', pl: 'kostium kąpielowy', es: 'bañador' },
    },
  ],
};

export default set;
