import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesWeight',
  card: {
    level: 'A-adjectives',
    order: 6,
    img: 'balance-scale',
    descr: { en: 'Adjectives: weight', ua: 'Прикметники: вага', de: 'Adjektive: Gewicht', ru: 'Прилагательные: вес', be: 'Прыметнікі: вага', tr: 'Sıfatlar: ağırlık', pl: 'Przymiotniki: waga', es: 'Adjetivos: peso' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'schwer',
      tr: { en: 'heavy', ua: 'важкий', de: 'wiegt viel, man trägt es kaum', ru: 'тяжёлый', be: 'цяжкі', tr: 'ağır', pl: 'ciężki', es: 'pesado' },
    },
    {
      kind: 'adjective',
      de: 'leicht',
      tr: { en: 'light', ua: 'легкий', de: 'wiegt wenig, man trägt es gut', ru: 'лёгкий', be: 'лёгкі', tr: 'hafif', pl: 'lekki', es: 'ligero' },
    },
    {
      kind: 'adjective',
      de: 'dick',
      tr: { en: 'fat', ua: 'товстий', de: 'hat viel Fett am Körper', ru: 'толстый', be: 'тоўсты', tr: 'şişman', pl: 'gruby', es: 'gordo' },
    },
    {
      kind: 'adjective',
      de: 'dünn',
      tr: { en: 'thin', ua: 'худий', de: 'hat wenig Fett am Körper', ru: 'худой', be: 'худы', tr: 'zayıf', pl: 'chudy', es: 'delgado' },
    },
    {
      kind: 'adjective',
      de: 'schlank',
      tr: { en: 'slim', ua: 'стрункий', de: 'hat eine schöne, schmale Figur', ru: 'стройный', be: 'стройны', tr: 'ince', pl: 'szczupły', es: 'esbelto' },
    },
    {
      kind: 'adjective',
      de: 'mager',
      tr: { en: 'skinny', ua: 'кощавий', de: 'viel zu dünn, man sieht die Knochen', ru: 'тощий', be: 'кашчавы', tr: 'sıska', pl: 'wychudzony', es: 'flaco' },
    },
    {
      kind: 'adjective',
      de: 'übergewichtig',
      tr: { en: 'overweight', ua: 'із зайвою вагою', de: 'wiegt mehr, als gesund ist', ru: 'с лишним весом', be: 'з лішняй вагой', tr: 'kilolu', pl: 'z nadwagą', es: 'con sobrepeso' },
    },
    {
      kind: 'adjective',
      de: 'federleicht',
      img: 'feather',
      tr: { en: 'feather-light', ua: 'легкий як пір’їнка', de: 'wiegt so wenig wie eine Feder', ru: 'лёгкий как пёрышко', be: 'лёгкі як пушынка', tr: 'tüy gibi hafif', pl: 'lekki jak piórko', es: 'ligero como una pluma' },
    },
    {
      kind: 'adjective',
      de: 'bleischwer',
      tr: { en: 'heavy as lead', ua: 'важкий як свинець', de: 'wiegt extrem viel, wie ein Metallblock', ru: 'тяжёлый как свинец', be: 'цяжкі як свінец', tr: 'kurşun gibi ağır', pl: 'ciężki jak ołów', es: 'pesado como el plomo' },
    },
    {
      kind: 'adjective',
      de: 'zierlich',
      tr: { en: 'petite', ua: 'тендітний', de: 'klein und fein gebaut', ru: 'изящный', be: 'мініяцюрны', tr: 'minyon', pl: 'drobny', es: 'menudo' },
    },
    {
      kind: 'adjective',
      de: 'massiv',
      tr: { en: 'massive', ua: 'масивний', de: 'groß, dick und schwer, aus einem Stück', ru: 'массивный', be: 'масіўны', tr: 'masif', pl: 'masywny', es: 'macizo' },
    },
    {
      kind: 'adjective',
      de: 'rundlich',
      tr: { en: 'plump', ua: 'пухкенький', de: 'ein bisschen dick und rund', ru: 'полноватый', be: 'пульхны', tr: 'tombul', pl: 'pulchny', es: 'rechoncho' },
    },
  ],
};

export default set;
