import type { WordSet } from '../types';

const set: WordSet = {
  id: 'plantsAndTrees05',
  card: {
    level: 'A2',
    order: 14,
    img: 'potted-plant',
    descr: { en: 'Plants and trees 5', ua: 'Рослини й дерева 5', de: 'Pflanzen und Bäume 5', ru: 'Растения и деревья 5', be: 'Расліны і дрэвы 5', tr: 'Bitkiler ve ağaçlar 5', pl: 'Rośliny i drzewa 5', es: 'Plantas y árboles 5' },
    paywall: false,
    tag: 'plantsAndTrees',
  },
  words: [
    {
      kind: 'noun',
      de: 'Zimmerpflanze',
      article: 'die',
      plural: 'Zimmerpflanzen',
      img: 'potted-plant',
      tr: { en: 'houseplant', ua: 'кімнатна рослина', de: 'Pflanze, die in der Wohnung wächst', ru: 'комнатное растение', be: 'пакаёвая расліна', tr: 'ev bitkisi', pl: 'roślina doniczkowa', es: 'planta de interior' },
    },
    {
      kind: 'noun',
      de: 'Kaktus',
      article: 'der',
      plural: 'Kakteen',
      img: 'cactus',
      tr: { en: 'cactus', ua: 'кактус', de: 'Pflanze mit Stacheln, braucht wenig Wasser', ru: 'кактус', be: 'кактус', tr: 'kaktüs', pl: 'kaktus', es: 'cactus' },
    },
    {
      kind: 'noun',
      de: 'Efeu',
      article: 'der',
      plural: null,
      tr: { en: 'ivy', ua: 'плющ', de: 'grüne Pflanze, die an Mauern und Bäumen klettert', ru: 'плющ', be: 'плюшч', tr: 'sarmaşık', pl: 'bluszcz', es: 'hiedra' },
    },
    {
      kind: 'noun',
      de: 'Blumentopf',
      article: 'der',
      plural: 'Blumentöpfe',
      tr: { en: 'flowerpot', ua: 'квітковий горщик', de: 'Darin wächst eine Pflanze mit Erde.', ru: 'цветочный горшок', be: 'вазон', tr: 'saksı', pl: 'doniczka', es: 'maceta' },
    },
    {
      kind: 'noun',
      de: 'Gießkanne',
      article: 'die',
      plural: 'Gießkannen',
      tr: { en: 'watering can', ua: 'лійка', de: 'Damit gibt man Pflanzen Wasser.', ru: 'лейка', be: 'палівачка', tr: 'sulama kabı', pl: 'konewka', es: 'regadera' },
    },
    {
      kind: 'noun',
      de: 'Kraut',
      article: 'das',
      plural: 'Kräuter',
      img: 'herb',
      tr: { en: 'herb', ua: 'пряна трава', de: 'kleine Pflanze für Tee oder gutes Essen', ru: 'пряная трава', be: 'зёлка', tr: 'ot', pl: 'zioło', es: 'hierba aromática' },
    },
    {
      kind: 'noun',
      de: 'Petersilie',
      article: 'die',
      plural: null,
      tr: { en: 'parsley', ua: 'петрушка', de: 'grünes Kraut, oft auf Kartoffeln oder Suppe', ru: 'петрушка', be: 'пятрушка', tr: 'maydanoz', pl: 'pietruszka', es: 'perejil' },
    },
    {
      kind: 'noun',
      de: 'Basilikum',
      article: 'das',
      plural: null,
      tr: { en: 'basil', ua: 'базилік', de: 'grünes Kraut für Pizza und Tomaten', ru: 'базилик', be: 'базілік', tr: 'fesleğen', pl: 'bazylia', es: 'albahaca' },
    },
    {
      kind: 'noun',
      de: 'Dill',
      article: 'der',
      plural: null,
      tr: { en: 'dill', ua: 'кріп', de: 'Kraut mit feinen Blättern, gut zu Fisch und Gurken', ru: 'укроп', be: 'кроп', tr: 'dereotu', pl: 'koperek', es: 'eneldo' },
    },
    {
      kind: 'noun',
      de: 'Minze',
      article: 'die',
      plural: null,
      tr: { en: 'mint', ua: 'м’ята', de: 'Kraut mit frischem Geschmack, gut für Tee', ru: 'мята', be: 'мята', tr: 'nane', pl: 'mięta', es: 'menta' },
    },
    {
      kind: 'noun',
      de: 'Rosmarin',
      article: 'der',
      plural: null,
      tr: { en: 'rosemary', ua: 'розмарин', de: 'Kraut mit Nadeln, gut zu Kartoffeln und Fleisch', ru: 'розмарин', be: 'размарын', tr: 'biberiye', pl: 'rozmaryn', es: 'romero' },
    },
    {
      kind: 'noun',
      de: 'Lavendel',
      article: 'der',
      plural: null,
      tr: { en: 'lavender', ua: 'лаванда', de: 'Pflanze mit lila Blüten und starkem Duft', ru: 'лаванда', be: 'лаванда', tr: 'lavanta', pl: 'lawenda', es: 'lavanda' },
    },
  ],
};

export default set;
