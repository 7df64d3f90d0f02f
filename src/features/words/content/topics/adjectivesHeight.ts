import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesHeight',
  card: {
    level: 'A-adjectives',
    order: 9,
    img: 'giraffe',
    descr: { en: 'Adjectives: height', ua: 'Прикметники: висота', de: 'Adjektive: Höhe', ru: 'Прилагательные: высота', be: 'Прыметнікі: вышыня', tr: 'Sıfatlar: yükseklik', pl: 'Przymiotniki: wysokość', es: 'Adjetivos: altura' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'hoch',
      tr: { en: 'high', ua: 'високий', de: 'geht weit nach oben, wie ein Turm', ru: 'высокий', be: 'высокі', tr: 'yüksek', pl: 'wysoki', es: 'alto' },
    },
    {
      kind: 'adjective',
      de: 'niedrig',
      tr: { en: 'low', ua: 'низький', de: 'nicht weit vom Boden', ru: 'низкий', be: 'нізкі', tr: 'alçak', pl: 'niski', es: 'bajo' },
    },
    {
      kind: 'adjective',
      de: 'tief',
      tr: { en: 'deep', ua: 'глибокий', de: 'geht weit nach unten, wie das Meer', ru: 'глубокий', be: 'глыбокі', tr: 'derin', pl: 'głęboki', es: 'profundo' },
    },
    {
      kind: 'adjective',
      de: 'flach',
      tr: { en: 'flat', ua: 'плаский', de: 'ganz eben, wie ein Tisch', ru: 'плоский', be: 'плоскі', tr: 'düz', pl: 'płaski', es: 'plano' },
    },
    {
      kind: 'adjective',
      de: 'steil',
      tr: { en: 'steep', ua: 'крутий', de: 'geht fast gerade nach oben, wie eine Wand', ru: 'крутой', be: 'стромы', tr: 'dik', pl: 'stromy', es: 'empinado' },
    },
    {
      kind: 'adjective',
      de: 'hochgewachsen',
      tr: { en: 'tall', ua: 'високорослий', de: 'ist als Mensch sehr groß', ru: 'высокорослый', be: 'высакарослы', tr: 'uzun boylu', pl: 'rosły', es: 'espigado' },
    },
    {
      kind: 'adjective',
      de: 'haushoch',
      tr: { en: 'as high as a house', ua: 'заввишки з будинок', de: 'reicht bis zum Dach eines Gebäudes', ru: 'высотой с дом', be: 'вышынёй з дом', tr: 'ev yüksekliğinde', pl: 'wysoki jak dom', es: 'alto como una casa' },
    },
    {
      kind: 'adjective',
      de: 'himmelhoch',
      tr: { en: 'sky-high', ua: 'захмарний', de: 'reicht fast bis zu den Wolken', ru: 'заоблачный', be: 'паднябесны', tr: 'göklere uzanan', pl: 'sięgający nieba', es: 'altísimo' },
    },
    {
      kind: 'adjective',
      de: 'bergig',
      img: 'mountain',
      tr: { en: 'mountainous', ua: 'гористий', de: 'mit vielen hohen Gipfeln', ru: 'гористый', be: 'гарысты', tr: 'dağlık', pl: 'górzysty', es: 'montañoso' },
    },
    {
      kind: 'adjective',
      de: 'hügelig',
      tr: { en: 'hilly', ua: 'горбистий', de: 'mit vielen kleinen Bergen', ru: 'холмистый', be: 'узгорысты', tr: 'tepelik', pl: 'pagórkowaty', es: 'ondulado' },
    },
    {
      kind: 'adjective',
      de: 'unterirdisch',
      tr: { en: 'underground', ua: 'підземний', de: 'unter der Erde, wie die U-Bahn', ru: 'подземный', be: 'падземны', tr: 'yeraltı', pl: 'podziemny', es: 'subterráneo' },
    },
    {
      kind: 'adjective',
      de: 'oberirdisch',
      tr: { en: 'above-ground', ua: 'наземний', de: 'über der Erde, nicht im Boden', ru: 'наземный', be: 'наземны', tr: 'yer üstü', pl: 'naziemny', es: 'en superficie' },
    },
  ],
};

export default set;
