import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesFullness',
  card: {
    level: 'A-adjectives',
    order: 18,
    img: 'glass-of-milk',
    descr: { en: 'Adjectives: full and empty', ua: 'Прикметники: повне і порожнє', de: 'Adjektive: voll oder leer', ru: 'Прилагательные: полное и пустое', be: 'Прыметнікі: поўнае і пустое', tr: 'Sıfatlar: dolu ve boş', pl: 'Przymiotniki: pełne i puste', es: 'Adjetivos: lleno o vacío' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'voll',
      tr: { en: 'full', ua: 'повний', de: 'da passt nichts mehr hinein', ru: 'полный', be: 'поўны', tr: 'dolu', pl: 'pełny', es: 'lleno' },
    },
    {
      kind: 'adjective',
      de: 'leer',
      tr: { en: 'empty', ua: 'порожній', de: 'da ist nichts drin', ru: 'пустой', be: 'пусты', tr: 'boş', pl: 'pusty', es: 'vacío' },
    },
    {
      kind: 'adjective',
      de: 'halbvoll',
      tr: { en: 'half-full', ua: 'наполовину повний', de: 'nur bis zur Mitte gefüllt', ru: 'наполовину полный', be: 'напалову поўны', tr: 'yarı dolu', pl: 'do połowy pełny', es: 'medio lleno' },
    },
    {
      kind: 'adjective',
      de: 'randvoll',
      tr: { en: 'full to the brim', ua: 'повний по вінця', de: 'bis ganz oben, es läuft fast über', ru: 'полный до краёв', be: 'поўны да краёў', tr: 'ağzına kadar dolu', pl: 'pełny po brzegi', es: 'lleno hasta el borde' },
    },
    {
      kind: 'adjective',
      de: 'überfüllt',
      tr: { en: 'overcrowded', ua: 'переповнений', de: 'zu viele Menschen auf zu wenig Platz', ru: 'переполненный', be: 'перапоўнены', tr: 'aşırı kalabalık', pl: 'przepełniony', es: 'abarrotado' },
    },
    {
      kind: 'adjective',
      de: 'gefüllt',
      tr: { en: 'filled', ua: 'наповнений', de: 'innen ist etwas drin, zum Beispiel Creme', ru: 'наполненный', be: 'напоўнены', tr: 'doldurulmuş', pl: 'wypełniony', es: 'relleno' },
    },
    {
      kind: 'adjective',
      de: 'hohl',
      tr: { en: 'hollow', ua: 'порожнистий', de: 'innen ist nichts, nur Luft', ru: 'полый', be: 'полы', tr: 'içi boş', pl: 'pusty w środku', es: 'hueco' },
    },
    {
      kind: 'adjective',
      de: 'satt',
      tr: { en: 'full up', ua: 'ситий', de: 'hat genug gegessen', ru: 'сытый', be: 'сыты', tr: 'tok', pl: 'najedzony', es: 'saciado' },
    },
    {
      kind: 'adjective',
      de: 'hungrig',
      tr: { en: 'hungry', ua: 'голодний', de: 'möchte etwas essen', ru: 'голодный', be: 'галодны', tr: 'aç', pl: 'głodny', es: 'hambriento' },
    },
    {
      kind: 'adjective',
      de: 'besetzt',
      tr: { en: 'occupied', ua: 'зайнятий', de: 'da sitzt schon jemand', ru: 'занятый', be: 'заняты', tr: 'meşgul', pl: 'zajęty', es: 'ocupado' },
    },
    {
      kind: 'adjective',
      de: 'frei',
      tr: { en: 'vacant', ua: 'вільний', de: 'niemand sitzt hier, man darf sich setzen', ru: 'свободный', be: 'вольны', tr: 'müsait', pl: 'wolny', es: 'libre' },
    },
    {
      kind: 'adjective',
      de: 'ausverkauft',
      tr: { en: 'sold out', ua: 'розпроданий', de: 'es gibt keine Karten oder Waren mehr', ru: 'распроданный', be: 'распрададзены', tr: 'tükenmiş', pl: 'wyprzedany', es: 'agotado' },
    },
  ],
};

export default set;
