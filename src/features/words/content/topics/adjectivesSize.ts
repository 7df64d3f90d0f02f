import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesSize',
  card: {
    level: 'A-adjectives',
    order: 2,
    img: 'straight-ruler',
    descr: { en: 'Adjectives: size', ua: 'Прикметники: розмір', de: 'Adjektive: Größe', ru: 'Прилагательные: размер', be: 'Прыметнікі: памер', tr: 'Sıfatlar: boyut', pl: 'Przymiotniki: rozmiar', es: 'Adjetivos: tamaño' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'groß',
      tr: { en: 'big', ua: 'великий', de: 'wie ein Elefant oder ein Haus', ru: 'большой', be: 'вялікі', tr: 'büyük', pl: 'duży', es: 'grande' },
    },
    {
      kind: 'adjective',
      de: 'klein',
      tr: { en: 'small', ua: 'маленький', de: 'wie eine Maus oder ein Knopf', ru: 'маленький', be: 'маленькі', tr: 'küçük', pl: 'mały', es: 'pequeño' },
    },
    {
      kind: 'adjective',
      de: 'riesig',
      tr: { en: 'huge', ua: 'величезний', de: 'sehr, sehr groß', ru: 'огромный', be: 'велізарны', tr: 'devasa', pl: 'ogromny', es: 'gigantesco' },
    },
    {
      kind: 'adjective',
      de: 'winzig',
      tr: { en: 'tiny', ua: 'крихітний', de: 'sehr, sehr klein', ru: 'крошечный', be: 'малюсенькі', tr: 'minicik', pl: 'malutki', es: 'diminuto' },
    },
    {
      kind: 'adjective',
      de: 'enorm',
      tr: { en: 'enormous', ua: 'колосальний', de: 'viel größer als normal', ru: 'громадный', be: 'вялізны', tr: 'muazzam', pl: 'olbrzymi', es: 'enorme' },
    },
    {
      kind: 'adjective',
      de: 'breit',
      tr: { en: 'wide', ua: 'широкий', de: 'hat viel Platz von links nach rechts', ru: 'широкий', be: 'шырокі', tr: 'geniş', pl: 'szeroki', es: 'ancho' },
    },
    {
      kind: 'adjective',
      de: 'schmal',
      tr: { en: 'narrow', ua: 'вузький', de: 'hat wenig Platz von links nach rechts', ru: 'узкий', be: 'вузкі', tr: 'dar', pl: 'wąski', es: 'estrecho' },
    },
    {
      kind: 'adjective',
      de: 'lang',
      tr: { en: 'long', ua: 'довгий', de: 'misst viel von einem Ende zum anderen', ru: 'длинный', be: 'доўгі', tr: 'uzun', pl: 'długi', es: 'largo' },
    },
    {
      kind: 'adjective',
      de: 'kurz',
      tr: { en: 'short', ua: 'короткий', de: 'misst wenig von einem Ende zum anderen', ru: 'короткий', be: 'кароткі', tr: 'kısa', pl: 'krótki', es: 'corto' },
    },
    {
      kind: 'adjective',
      de: 'eng',
      tr: { en: 'tight', ua: 'тісний', de: 'hat kaum Platz, sitzt fest am Körper', ru: 'тесный', be: 'цесны', tr: 'sıkı', pl: 'ciasny', es: 'apretado' },
    },
    {
      kind: 'adjective',
      de: 'geräumig',
      tr: { en: 'spacious', ua: 'просторий', de: 'hat innen viel Platz', ru: 'просторный', be: 'прасторны', tr: 'ferah', pl: 'przestronny', es: 'espacioso' },
    },
    {
      kind: 'adjective',
      de: 'mittelgroß',
      tr: { en: 'medium-sized', ua: 'середнього розміру', de: 'nicht groß und nicht klein', ru: 'среднего размера', be: 'сярэдняга памеру', tr: 'orta boy', pl: 'średniej wielkości', es: 'mediano' },
    },
  ],
};

export default set;
