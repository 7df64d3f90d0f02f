import type { WordSet } from '../types';

const set: WordSet = {
  id: 'plantsAndTrees01',
  words: [
    {
      kind: 'noun',
      de: 'Baum',
      article: 'der',
      plural: 'Bäume',
      img: 'deciduous-tree',
      tr: { en: 'tree', ua: 'дерево', de: 'große Pflanze mit Stamm, Ästen und Blättern', ru: 'дерево', be: 'дрэва', tr: 'ağaç', pl: 'drzewo', es: 'árbol' },
    },
    {
      kind: 'noun',
      de: 'Eiche',
      article: 'die',
      plural: 'Eichen',
      tr: { en: 'oak', ua: 'дуб', de: 'großer, alter Laubbaum mit sehr hartem Holz', ru: 'дуб', be: 'дуб', tr: 'meşe', pl: 'dąb', es: 'roble' },
    },
    {
      kind: 'noun',
      de: 'Buche',
      article: 'die',
      plural: 'Buchen',
      tr: { en: 'beech', ua: 'бук', de: 'Laubbaum mit glatter, grauer Rinde', ru: 'бук', be: 'бук', tr: 'kayın', pl: 'buk', es: 'haya' },
    },
    {
      kind: 'noun',
      de: 'Birke',
      article: 'die',
      plural: 'Birken',
      tr: { en: 'birch', ua: 'береза', de: 'Baum mit weißer Rinde', ru: 'берёза', be: 'бяроза', tr: 'huş ağacı', pl: 'brzoza', es: 'abedul' },
    },
    {
      kind: 'noun',
      de: 'Tanne',
      article: 'die',
      plural: 'Tannen',
      img: 'evergreen-tree',
      tr: { en: 'fir', ua: 'ялиця', de: 'Nadelbaum mit weichen, flachen Nadeln', ru: 'пихта', be: 'піхта', tr: 'köknar', pl: 'jodła', es: 'abeto' },
    },
    {
      kind: 'noun',
      de: 'Fichte',
      article: 'die',
      plural: 'Fichten',
      tr: { en: 'spruce', ua: 'ялина', de: 'Nadelbaum mit spitzen Nadeln, oft im Wald', ru: 'ель', be: 'елка', tr: 'ladin', pl: 'świerk', es: 'pícea' },
    },
    {
      kind: 'noun',
      de: 'Linde',
      article: 'die',
      plural: 'Linden',
      tr: { en: 'linden', ua: 'липа', de: 'Laubbaum; aus seinen Blüten macht man Tee', ru: 'липа', be: 'ліпа', tr: 'ıhlamur', pl: 'lipa', es: 'tilo' },
    },
    {
      kind: 'noun',
      de: 'Ahorn',
      article: 'der',
      plural: 'Ahorne',
      img: 'maple-leaf',
      tr: { en: 'maple', ua: 'клен', de: 'Baum mit dem Blatt auf der Flagge Kanadas', ru: 'клён', be: 'клён', tr: 'akçaağaç', pl: 'klon', es: 'arce' },
    },
    {
      kind: 'noun',
      de: 'Palme',
      article: 'die',
      plural: 'Palmen',
      img: 'palm-tree',
      tr: { en: 'palm tree', ua: 'пальма', de: 'Baum in warmen Ländern mit großen Blättern oben', ru: 'пальма', be: 'пальма', tr: 'palmiye', pl: 'palma', es: 'palmera' },
    },
    {
      kind: 'noun',
      de: 'Kastanie',
      article: 'die',
      plural: 'Kastanien',
      img: 'chestnut',
      tr: { en: 'chestnut tree', ua: 'каштан', de: 'Baum mit braunen, glänzenden Früchten', ru: 'каштан', be: 'каштан', tr: 'kestane ağacı', pl: 'kasztanowiec', es: 'castaño' },
    },
    {
      kind: 'noun',
      de: 'Apfelbaum',
      article: 'der',
      plural: 'Apfelbäume',
      tr: { en: 'apple tree', ua: 'яблуня', de: 'Obstbaum mit runden, roten oder grünen Früchten', ru: 'яблоня', be: 'яблыня', tr: 'elma ağacı', pl: 'jabłoń', es: 'manzano' },
    },
    {
      kind: 'noun',
      de: 'Weihnachtsbaum',
      article: 'der',
      plural: 'Weihnachtsbäume',
      img: 'christmas-tree',
      tr: { en: 'Christmas tree', ua: 'ялинка', de: 'geschmückter Nadelbaum im Wohnzimmer im Dezember', ru: 'ёлка', be: 'калядная ялінка', tr: 'Noel ağacı', pl: 'choinka', es: 'árbol de Navidad' },
    },
  ],
};

export default set;
