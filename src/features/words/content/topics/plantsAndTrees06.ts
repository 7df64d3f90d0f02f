import type { WordSet } from '../types';

const set: WordSet = {
  id: 'plantsAndTrees06',
  words: [
    {
      kind: 'noun',
      de: 'Wald',
      article: 'der',
      plural: 'Wälder',
      tr: { en: 'forest', ua: 'ліс', de: 'viele Bäume zusammen an einem Ort', ru: 'лес', be: 'лес', tr: 'orman', pl: 'las', es: 'bosque' },
    },
    {
      kind: 'noun',
      de: 'Natur',
      article: 'die',
      plural: null,
      tr: { en: 'nature', ua: 'природа', de: 'alles, was nicht der Mensch gemacht hat: Wald, Berge, Flüsse, Tiere', ru: 'природа', be: 'прырода', tr: 'doğa', pl: 'przyroda', es: 'naturaleza' },
    },
    {
      kind: 'noun',
      de: 'Wiese',
      article: 'die',
      plural: 'Wiesen',
      tr: { en: 'meadow', ua: 'луг', de: 'großes Stück Land mit Gras und Blumen', ru: 'луг', be: 'луг', tr: 'çayır', pl: 'łąka', es: 'prado' },
    },
    {
      kind: 'noun',
      de: 'Gras',
      article: 'das',
      plural: 'Gräser',
      tr: { en: 'grass', ua: 'трава', de: 'grüne, dünne Pflanzen auf der Wiese', ru: 'трава', be: 'трава', tr: 'çimen', pl: 'trawa', es: 'hierba' },
    },
    {
      kind: 'noun',
      de: 'Moos',
      article: 'das',
      plural: 'Moose',
      tr: { en: 'moss', ua: 'мох', de: 'weiche, grüne Pflanze auf Steinen und Bäumen', ru: 'мох', be: 'мох', tr: 'yosun', pl: 'mech', es: 'musgo' },
    },
    {
      kind: 'noun',
      de: 'Farn',
      article: 'der',
      plural: 'Farne',
      tr: { en: 'fern', ua: 'папороть', de: 'Pflanze mit langen, feinen Blättern im Wald', ru: 'папоротник', be: 'папараць', tr: 'eğrelti otu', pl: 'paproć', es: 'helecho' },
    },
    {
      kind: 'noun',
      de: 'Pilz',
      article: 'der',
      plural: 'Pilze',
      img: 'mushroom',
      tr: { en: 'mushroom', ua: 'гриб', de: 'wächst im Wald und hat einen Hut', ru: 'гриб', be: 'грыб', tr: 'mantar', pl: 'grzyb', es: 'seta' },
    },
    {
      kind: 'noun',
      de: 'Beere',
      article: 'die',
      plural: 'Beeren',
      img: 'blueberries',
      tr: { en: 'berry', ua: 'ягода', de: 'kleine, süße Frucht, oft im Wald', ru: 'ягода', be: 'ягада', tr: 'orman meyvesi', pl: 'jagoda', es: 'baya' },
    },
    {
      kind: 'noun',
      de: 'Zapfen',
      article: 'der',
      plural: 'Zapfen',
      tr: { en: 'cone', ua: 'шишка', de: 'braune Frucht von Tanne oder Fichte', ru: 'шишка', be: 'шышка', tr: 'kozalak', pl: 'szyszka', es: 'piña' },
    },
    {
      kind: 'noun',
      de: 'Laub',
      article: 'das',
      plural: null,
      img: 'fallen-leaf',
      tr: { en: 'foliage', ua: 'листя', de: 'alle Blätter, im Herbst oft bunt auf dem Boden', ru: 'листва', be: 'лісце', tr: 'yapraklar', pl: 'liście', es: 'hojarasca' },
    },
    {
      kind: 'noun',
      de: 'Holz',
      article: 'das',
      plural: 'Hölzer',
      img: 'wood',
      tr: { en: 'wood', ua: 'деревина', de: 'Material aus Bäumen, zum Bauen oder Heizen', ru: 'древесина', be: 'драўніна', tr: 'tahta', pl: 'drewno', es: 'madera' },
    },
    {
      kind: 'noun',
      de: 'Boden',
      article: 'der',
      plural: 'Böden',
      tr: { en: 'soil', ua: 'ґрунт', de: 'die Erde, in der Pflanzen wachsen', ru: 'почва', be: 'глеба', tr: 'toprak', pl: 'gleba', es: 'suelo' },
    },
  ],
};

export default set;
