import type { WordSet } from '../types';

const set: WordSet = {
  id: 'homeAndDecor01',
  card: {
    level: 'A2',
    order: 9,
    img: 'couch-and-lamp',
    descr: { en: 'Home and decor', ua: 'Дім і декор', de: 'Wohnen und Einrichtung', ru: 'Дом и декор', be: 'Дом і дэкор', tr: 'Ev ve dekorasyon', pl: 'Dom i wystrój', es: 'Hogar y decoración' },
    paywall: false,
  },
  words: [
    {
      kind: 'noun',
      de: 'Teppich',
      article: 'der',
      plural: 'Teppiche',
      tr: { en: 'carpet', ua: 'килим', de: 'weicher Stoff auf dem Boden', ru: 'ковёр', be: 'дыван', tr: 'halı', pl: 'dywan', es: 'alfombra' },
    },
    {
      kind: 'noun',
      de: 'Vorhang',
      article: 'der',
      plural: 'Vorhänge',
      tr: { en: 'curtain', ua: 'штора', de: 'Stoff, den man vor das Fenster zieht', ru: 'занавеска', be: 'фіранка', tr: 'perde', pl: 'zasłona', es: 'cortina' },
    },
    {
      kind: 'noun',
      de: 'Regal',
      article: 'das',
      plural: 'Regale',
      tr: { en: 'shelf', ua: 'полиця', de: 'Möbelstück mit Brettern für Bücher und Sachen', ru: 'полка', be: 'паліца', tr: 'raf', pl: 'regał', es: 'estantería' },
    },
    {
      kind: 'noun',
      de: 'Kissen',
      article: 'das',
      plural: 'Kissen',
      tr: { en: 'cushion', ua: 'подушка', de: 'weiches Ding für den Kopf oder das Sofa', ru: 'подушка', be: 'падушка', tr: 'yastık', pl: 'poduszka', es: 'cojín' },
    },
    {
      kind: 'noun',
      de: 'Decke',
      article: 'die',
      plural: 'Decken',
      tr: { en: 'blanket', ua: 'ковдра', de: 'warmer Stoff, unter dem man schläft', ru: 'одеяло', be: 'коўдра', tr: 'battaniye', pl: 'koc', es: 'manta' },
    },
    {
      kind: 'noun',
      de: 'Bild',
      article: 'das',
      plural: 'Bilder',
      img: 'framed-picture',
      tr: { en: 'picture', ua: 'картина', de: 'Foto oder Gemälde an der Wand', ru: 'картина', be: 'карціна', tr: 'tablo', pl: 'obraz', es: 'cuadro' },
    },
    {
      kind: 'noun',
      de: 'Spiegel',
      article: 'der',
      plural: 'Spiegel',
      img: 'mirror',
      tr: { en: 'mirror', ua: 'дзеркало', de: 'Glas, in dem man sich selbst sieht', ru: 'зеркало', be: 'люстэрка', tr: 'ayna', pl: 'lustro', es: 'espejo' },
    },
    {
      kind: 'noun',
      de: 'Kerze',
      article: 'die',
      plural: 'Kerzen',
      img: 'candle',
      tr: { en: 'candle', ua: 'свічка', de: 'Sie ist aus Wachs und gibt Licht mit einer Flamme.', ru: 'свеча', be: 'свечка', tr: 'mum', pl: 'świeca', es: 'vela' },
    },
    {
      kind: 'noun',
      de: 'Vase',
      article: 'die',
      plural: 'Vasen',
      tr: { en: 'vase', ua: 'ваза', de: 'Darin stehen Blumen im Wasser.', ru: 'ваза', be: 'ваза', tr: 'vazo', pl: 'wazon', es: 'jarrón' },
    },
    {
      kind: 'noun',
      de: 'Sessel',
      article: 'der',
      plural: 'Sessel',
      tr: { en: 'armchair', ua: 'крісло', de: 'weicher, bequemer Stuhl für eine Person', ru: 'кресло', be: 'крэсла', tr: 'koltuk', pl: 'fotel', es: 'sillón' },
    },
    {
      kind: 'noun',
      de: 'Sofa',
      article: 'das',
      plural: 'Sofas',
      img: 'couch-and-lamp',
      tr: { en: 'sofa', ua: 'диван', de: 'langer, weicher Sitz für mehrere Personen', ru: 'диван', be: 'канапа', tr: 'kanepe', pl: 'kanapa', es: 'sofá' },
    },
    {
      kind: 'noun',
      de: 'Tapete',
      article: 'die',
      plural: 'Tapeten',
      tr: { en: 'wallpaper', ua: 'шпалери', de: 'Papier, das man an die Wand klebt', ru: 'обои', be: 'шпалеры', tr: 'duvar kâğıdı', pl: 'tapeta', es: 'papel pintado' },
    },
  ],
};

export default set;
