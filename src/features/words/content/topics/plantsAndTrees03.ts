import type { WordSet } from '../types';

const set: WordSet = {
  id: 'plantsAndTrees03',
  words: [
    {
      kind: 'noun',
      de: 'Beet',
      article: 'das',
      plural: 'Beete',
      tr: { en: 'garden bed', ua: 'грядка', de: 'Stück Erde im Garten für Blumen oder Gemüse', ru: 'грядка', be: 'градка', tr: 'tarh', pl: 'grządka', es: 'bancal' },
    },
    {
      kind: 'noun',
      de: 'Rasen',
      article: 'der',
      plural: 'Rasen',
      tr: { en: 'lawn', ua: 'газон', de: 'kurzes grünes Gras im Garten', ru: 'газон', be: 'газон', tr: 'çim', pl: 'trawnik', es: 'césped' },
    },
    {
      kind: 'noun',
      de: 'Hecke',
      article: 'die',
      plural: 'Hecken',
      tr: { en: 'hedge', ua: 'живопліт', de: 'Reihe von Büschen als Grenze im Garten', ru: 'живая изгородь', be: 'жывая агароджа', tr: 'çit', pl: 'żywopłot', es: 'seto' },
    },
    {
      kind: 'noun',
      de: 'Strauch',
      article: 'der',
      plural: 'Sträucher',
      tr: { en: 'shrub', ua: 'кущ', de: 'kleine Pflanze mit Holz und vielen Ästen', ru: 'куст', be: 'куст', tr: 'çalı', pl: 'krzew', es: 'arbusto' },
    },
    {
      kind: 'noun',
      de: 'Unkraut',
      article: 'das',
      plural: null,
      tr: { en: 'weeds', ua: 'бур’ян', de: 'Pflanzen, die man im Garten nicht haben will', ru: 'сорняк', be: 'пустазелле', tr: 'yabani ot', pl: 'chwast', es: 'mala hierba' },
    },
    {
      kind: 'noun',
      de: 'Tomate',
      article: 'die',
      plural: 'Tomaten',
      img: 'tomato',
      tr: { en: 'tomato', ua: 'помідор', de: 'rundes rotes Gemüse', ru: 'помидор', be: 'памідор', tr: 'domates', pl: 'pomidor', es: 'tomate' },
    },
    {
      kind: 'noun',
      de: 'Gurke',
      article: 'die',
      plural: 'Gurken',
      img: 'cucumber',
      tr: { en: 'cucumber', ua: 'огірок', de: 'langes grünes Gemüse', ru: 'огурец', be: 'агурок', tr: 'salatalık', pl: 'ogórek', es: 'pepino' },
    },
    {
      kind: 'noun',
      de: 'Karotte',
      article: 'die',
      plural: 'Karotten',
      img: 'carrot',
      tr: { en: 'carrot', ua: 'морква', de: 'lange Wurzel, die man isst; sie ist orange', ru: 'морковь', be: 'морква', tr: 'havuç', pl: 'marchewka', es: 'zanahoria' },
    },
    {
      kind: 'noun',
      de: 'Salat',
      article: 'der',
      plural: 'Salate',
      img: 'leafy-green',
      tr: { en: 'salad, lettuce', ua: 'салат', de: 'kaltes Gericht mit Öl und Essig; auch: die grüne Pflanze dafür', ru: 'салат', be: 'салата', tr: 'salata, marul', pl: 'sałatka, sałata', es: 'ensalada, lechuga' },
    },
    {
      kind: 'noun',
      de: 'Zwiebel',
      article: 'die',
      plural: 'Zwiebeln',
      img: 'onion',
      tr: { en: 'onion', ua: 'цибуля', de: 'rundes Gemüse; beim Schneiden weint man oft', ru: 'лук', be: 'цыбуля', tr: 'soğan', pl: 'cebula', es: 'cebolla' },
    },
    {
      kind: 'noun',
      de: 'Erbse',
      article: 'die',
      plural: 'Erbsen',
      img: 'pea-pod',
      tr: { en: 'pea', ua: 'горох', de: 'kleines, rundes, grünes Gemüse', ru: 'горох', be: 'гарох', tr: 'bezelye', pl: 'groszek', es: 'guisante' },
    },
    {
      kind: 'noun',
      de: 'Kürbis',
      article: 'der',
      plural: 'Kürbisse',
      tr: { en: 'pumpkin', ua: 'гарбуз', de: 'großes, rundes Gemüse im Herbst, oft orange', ru: 'тыква', be: 'гарбуз', tr: 'bal kabağı', pl: 'dynia', es: 'calabaza' },
    },
  ],
};

export default set;
