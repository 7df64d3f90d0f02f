import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesStrength',
  card: {
    level: 'A-adjectives',
    order: 10,
    img: 'flexed-biceps',
    descr: { en: 'Adjectives: strength', ua: 'Прикметники: сила', de: 'Adjektive: Stärke', ru: 'Прилагательные: сила', be: 'Прыметнікі: сіла', tr: 'Sıfatlar: güç', pl: 'Przymiotniki: siła', es: 'Adjetivos: fuerza' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'stark',
      img: 'flexed-biceps',
      tr: { en: 'strong', ua: 'сильний', de: 'hat viel Kraft', ru: 'сильный', be: 'моцны', tr: 'güçlü', pl: 'silny', es: 'fuerte' },
    },
    {
      kind: 'adjective',
      de: 'schwach',
      tr: { en: 'weak', ua: 'слабкий', de: 'hat wenig Kraft', ru: 'слабый', be: 'слабы', tr: 'zayıf', pl: 'słaby', es: 'débil' },
    },
    {
      kind: 'adjective',
      de: 'kräftig',
      tr: { en: 'powerful', ua: 'міцний', de: 'hat starke Muskeln', ru: 'крепкий', be: 'дужы', tr: 'kuvvetli', pl: 'krzepki', es: 'robusto' },
    },
    {
      kind: 'adjective',
      de: 'mächtig',
      tr: { en: 'mighty', ua: 'могутній', de: 'hat sehr viel Kraft und Einfluss', ru: 'могущественный', be: 'магутны', tr: 'kudretli', pl: 'potężny', es: 'poderoso' },
    },
    {
      kind: 'adjective',
      de: 'muskulös',
      tr: { en: 'muscular', ua: 'мускулистий', de: 'hat einen trainierten, starken Körper', ru: 'мускулистый', be: 'мускулісты', tr: 'kaslı', pl: 'muskularny', es: 'musculoso' },
    },
    {
      kind: 'adjective',
      de: 'robust',
      tr: { en: 'robust', ua: 'витривалий', de: 'geht nicht schnell kaputt', ru: 'прочный', be: 'трывалы', tr: 'sağlam', pl: 'wytrzymały', es: 'resistente' },
    },
    {
      kind: 'adjective',
      de: 'zerbrechlich',
      tr: { en: 'fragile', ua: 'крихкий', de: 'geht leicht kaputt, wie Glas', ru: 'хрупкий', be: 'крохкі', tr: 'kırılgan', pl: 'kruchy', es: 'frágil' },
    },
    {
      kind: 'adjective',
      de: 'stabil',
      tr: { en: 'stable', ua: 'стійкий', de: 'steht fest und fällt nicht um', ru: 'устойчивый', be: 'устойлівы', tr: 'dengeli', pl: 'stabilny', es: 'estable' },
    },
    {
      kind: 'adjective',
      de: 'kraftlos',
      tr: { en: 'feeble', ua: 'безсилий', de: 'kann nichts mehr heben oder tragen', ru: 'бессильный', be: 'бяссільны', tr: 'güçsüz', pl: 'bezsilny', es: 'sin fuerzas' },
    },
    {
      kind: 'adjective',
      de: 'sportlich',
      tr: { en: 'sporty', ua: 'спортивний', de: 'trainiert oft und bewegt sich viel', ru: 'спортивный', be: 'спартыўны', tr: 'sportif', pl: 'wysportowany', es: 'deportista' },
    },
    {
      kind: 'adjective',
      de: 'fit',
      tr: { en: 'fit', ua: 'у формі', de: 'gesund und in guter Form', ru: 'в форме', be: 'у форме', tr: 'formda', pl: 'w formie', es: 'en forma' },
    },
    {
      kind: 'adjective',
      de: 'schlapp',
      tr: { en: 'listless', ua: 'кволий', de: 'müde und ohne Energie', ru: 'квёлый', be: 'кволы', tr: 'halsiz', pl: 'oklapnięty', es: 'flojo' },
    },
  ],
};

export default set;
