import type { WordSet } from '../types';

const set: WordSet = {
  id: 'plantsAndTrees04',
  card: {
    level: 'A2',
    order: 13,
    img: 'leaf-fluttering-in-wind',
    descr: { en: 'Plants and trees 4', ua: 'Рослини й дерева 4', de: 'Pflanzen und Bäume 4', ru: 'Растения и деревья 4', be: 'Расліны і дрэвы 4', tr: 'Bitkiler ve ağaçlar 4', pl: 'Rośliny i drzewa 4', es: 'Plantas y árboles 4' },
    paywall: false,
    tag: 'plantsAndTrees',
  },
  words: [
    {
      kind: 'noun',
      de: 'Wurzel',
      article: 'die',
      plural: 'Wurzeln',
      tr: { en: 'root', ua: 'корінь', de: 'Teil der Pflanze unter der Erde', ru: 'корень', be: 'корань', tr: 'kök', pl: 'korzeń', es: 'raíz' },
    },
    {
      kind: 'noun',
      de: 'Stamm',
      article: 'der',
      plural: 'Stämme',
      img: 'wood',
      tr: { en: 'trunk', ua: 'стовбур', de: 'dicker Teil des Baumes zwischen Wurzel und Krone', ru: 'ствол', be: 'ствол', tr: 'gövde', pl: 'pień', es: 'tronco' },
    },
    {
      kind: 'noun',
      de: 'Ast',
      article: 'der',
      plural: 'Äste',
      tr: { en: 'branch', ua: 'гілка', de: 'dicker Arm eines Baumes', ru: 'ветвь', be: 'галіна', tr: 'dal', pl: 'konar', es: 'rama' },
    },
    {
      kind: 'noun',
      de: 'Zweig',
      article: 'der',
      plural: 'Zweige',
      tr: { en: 'twig', ua: 'гілочка', de: 'dünner, kleiner Teil an einem Ast', ru: 'веточка', be: 'галінка', tr: 'ince dal', pl: 'gałązka', es: 'ramita' },
    },
    {
      kind: 'noun',
      de: 'Blatt',
      article: 'das',
      plural: 'Blätter',
      img: 'leaf-fluttering-in-wind',
      tr: { en: 'leaf', ua: 'листок', de: 'flacher, grüner Teil einer Pflanze', ru: 'лист', be: 'ліст', tr: 'yaprak', pl: 'liść', es: 'hoja' },
    },
    {
      kind: 'noun',
      de: 'Blüte',
      article: 'die',
      plural: 'Blüten',
      img: 'cherry-blossom',
      tr: { en: 'blossom', ua: 'цвіт', de: 'schöner, bunter Teil einer Pflanze im Frühling', ru: 'цветок', be: 'квецень', tr: 'çiçek', pl: 'kwiat', es: 'flor' },
    },
    {
      kind: 'noun',
      de: 'Knospe',
      article: 'die',
      plural: 'Knospen',
      tr: { en: 'bud', ua: 'брунька', de: 'Blatt oder Blüte, die noch geschlossen ist', ru: 'почка', be: 'пупышка', tr: 'tomurcuk', pl: 'pąk', es: 'capullo' },
    },
    {
      kind: 'noun',
      de: 'Stiel',
      article: 'der',
      plural: 'Stiele',
      tr: { en: 'stem', ua: 'стебло', de: 'langer, dünner Teil unter der Blüte', ru: 'стебель', be: 'сцябло', tr: 'sap', pl: 'łodyga', es: 'tallo' },
    },
    {
      kind: 'noun',
      de: 'Dorn',
      article: 'der',
      plural: 'Dornen',
      tr: { en: 'thorn', ua: 'колючка', de: 'spitzer Teil am Stiel, zum Beispiel bei Rosen', ru: 'шип', be: 'калючка', tr: 'diken', pl: 'cierń', es: 'espina' },
    },
    {
      kind: 'noun',
      de: 'Rinde',
      article: 'die',
      plural: 'Rinden',
      tr: { en: 'bark', ua: 'кора', de: 'harte Haut um den Stamm', ru: 'кора', be: 'кара', tr: 'ağaç kabuğu', pl: 'kora', es: 'corteza' },
    },
    {
      kind: 'noun',
      de: 'Samen',
      article: 'der',
      plural: 'Samen',
      tr: { en: 'seed', ua: 'насінина', de: 'kleines Korn, aus dem eine neue Pflanze wächst', ru: 'семя', be: 'насеніна', tr: 'tohum', pl: 'nasiono', es: 'semilla' },
    },
    {
      kind: 'noun',
      de: 'Frucht',
      article: 'die',
      plural: 'Früchte',
      tr: { en: 'fruit', ua: 'плід', de: 'Teil der Pflanze mit Samen, oft süß', ru: 'плод', be: 'плод', tr: 'meyve', pl: 'owoc', es: 'fruto' },
    },
  ],
};

export default set;
