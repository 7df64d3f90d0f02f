import type { WordSet } from '../types';

const set: WordSet = {
  id: 'numbers02',
  card: {
    level: 'A',
    order: 26,
    img: 'input-numbers',
    descr: { en: 'Numbers 2', ua: 'Числа 2', de: 'Zahlen 2', ru: 'Числа 2', be: 'Лікі 2', tr: 'Sayılar 2', pl: 'Liczby 2', es: 'Números 2' },
    paywall: false,
    tag: 'numbers',
  },
  words: [
    {
      kind: 'other',
      de: 'zwölf',
      tr: { en: 'twelve', ua: 'дванадцять', de: 'die Zahl 12', ru: 'двенадцать', be: 'дванаццаць', tr: 'on iki', pl: 'dwanaście', es: 'doce' },
    },
    {
      kind: 'other',
      de: 'dreizehn',
      tr: { en: 'thirteen', ua: 'тринадцять', de: 'die Zahl 13', ru: 'тринадцать', be: 'трынаццаць', tr: 'on üç', pl: 'trzynaście', es: 'trece' },
    },
    {
      kind: 'other',
      de: 'vierzehn',
      tr: { en: 'fourteen', ua: 'чотирнадцять', de: 'die Zahl 14', ru: 'четырнадцать', be: 'чатырнаццаць', tr: 'on dört', pl: 'czternaście', es: 'catorce' },
    },
    {
      kind: 'other',
      de: 'fünfzehn',
      tr: { en: 'fifteen', ua: 'п’ятнадцять', de: 'die Zahl 15', ru: 'пятнадцать', be: 'пятнаццаць', tr: 'on beş', pl: 'piętnaście', es: 'quince' },
    },
    {
      kind: 'other',
      de: 'sechzehn',
      tr: { en: 'sixteen', ua: 'шістнадцять', de: 'die Zahl 16', ru: 'шестнадцать', be: 'шаснаццаць', tr: 'on altı', pl: 'szesnaście', es: 'dieciséis' },
    },
    {
      kind: 'other',
      de: 'siebzehn',
      tr: { en: 'seventeen', ua: 'сімнадцять', de: 'die Zahl 17', ru: 'семнадцать', be: 'сямнаццаць', tr: 'on yedi', pl: 'siedemnaście', es: 'diecisiete' },
    },
    {
      kind: 'other',
      de: 'achtzehn',
      tr: { en: 'eighteen', ua: 'вісімнадцять', de: 'die Zahl 18', ru: 'восемнадцать', be: 'васямнаццаць', tr: 'on sekiz', pl: 'osiemnaście', es: 'dieciocho' },
    },
    {
      kind: 'other',
      de: 'neunzehn',
      tr: { en: 'nineteen', ua: 'дев’ятнадцять', de: 'die Zahl 19', ru: 'девятнадцать', be: 'дзевятнаццаць', tr: 'on dokuz', pl: 'dziewiętnaście', es: 'diecinueve' },
    },
    {
      kind: 'other',
      de: 'zwanzig',
      tr: { en: 'twenty', ua: 'двадцять', de: 'die Zahl 20', ru: 'двадцать', be: 'дваццаць', tr: 'yirmi', pl: 'dwadzieścia', es: 'veinte' },
    },
    {
      kind: 'other',
      de: 'dreißig',
      tr: { en: 'thirty', ua: 'тридцять', de: 'die Zahl 30', ru: 'тридцать', be: 'трыццаць', tr: 'otuz', pl: 'trzydzieści', es: 'treinta' },
    },
    {
      kind: 'other',
      de: 'vierzig',
      tr: { en: 'forty', ua: 'сорок', de: 'die Zahl 40', ru: 'сорок', be: 'сорак', tr: 'kırk', pl: 'czterdzieści', es: 'cuarenta' },
    },
    {
      kind: 'other',
      de: 'fünfzig',
      tr: { en: 'fifty', ua: 'п’ятдесят', de: 'die Zahl 50', ru: 'пятьдесят', be: 'пяцьдзясят', tr: 'elli', pl: 'pięćdziesiąt', es: 'cincuenta' },
    },
  ],
};

export default set;
