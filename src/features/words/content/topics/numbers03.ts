import type { WordSet } from '../types';

const set: WordSet = {
  id: 'numbers03',
  card: {
    level: 'A',
    order: 27,
    img: 'hundred-points',
    descr: { en: 'Numbers 3', ua: 'Числа 3', de: 'Zahlen 3', ru: 'Числа 3', be: 'Лікі 3', tr: 'Sayılar 3', pl: 'Liczby 3', es: 'Números 3' },
    paywall: false,
    tag: 'numbers',
  },
  words: [
    {
      kind: 'other',
      de: 'hundert',
      img: 'hundred-points',
      tr: { en: 'hundred', ua: 'сто', de: 'die Zahl 100', ru: 'сто', be: 'сто', tr: 'yüz', pl: 'sto', es: 'cien' },
    },
    {
      kind: 'other',
      de: 'tausend',
      tr: { en: 'thousand', ua: 'тисяча', de: 'die Zahl 1000', ru: 'тысяча', be: 'тысяча', tr: 'bin', pl: 'tysiąc', es: 'mil' },
    },
    {
      kind: 'noun',
      de: 'Million',
      article: 'die',
      plural: 'Millionen',
      tr: { en: 'million', ua: 'мільйон', de: 'tausendmal tausend: 1 000 000', ru: 'миллион', be: 'мільён', tr: 'milyon', pl: 'milion', es: 'millón' },
    },
    {
      kind: 'noun',
      de: 'Milliarde',
      article: 'die',
      plural: 'Milliarden',
      tr: { en: 'billion', ua: 'мільярд', de: 'tausend Millionen: 1 000 000 000', ru: 'миллиард', be: 'мільярд', tr: 'milyar', pl: 'miliard', es: 'mil millones' },
    },
    {
      kind: 'noun',
      de: 'Zahl',
      article: 'die',
      plural: 'Zahlen',
      img: 'input-numbers',
      tr: { en: 'number', ua: 'число', de: '1, 2 und 3 sind Beispiele dafür', ru: 'число', be: 'лік', tr: 'sayı', pl: 'liczba', es: 'número' },
    },
    {
      kind: 'other',
      de: 'erste',
      img: '1st-place-medal',
      tr: { en: 'first', ua: 'перший', de: 'Nummer 1 in einer Reihe', ru: 'первый', be: 'першы', tr: 'birinci', pl: 'pierwszy', es: 'primero' },
    },
    {
      kind: 'other',
      de: 'zweite',
      img: '2nd-place-medal',
      tr: { en: 'second', ua: 'другий', de: 'Nummer 2 in einer Reihe', ru: 'второй', be: 'другі', tr: 'ikinci', pl: 'drugi', es: 'segundo' },
    },
    {
      kind: 'other',
      de: 'dritte',
      img: '3rd-place-medal',
      tr: { en: 'third', ua: 'третій', de: 'Nummer 3 in einer Reihe', ru: 'третий', be: 'трэці', tr: 'üçüncü', pl: 'trzeci', es: 'tercero' },
    },
    {
      kind: 'other',
      de: 'vierte',
      tr: { en: 'fourth', ua: 'четвертий', de: 'Nummer 4 in einer Reihe', ru: 'четвёртый', be: 'чацвёрты', tr: 'dördüncü', pl: 'czwarty', es: 'cuarto' },
    },
    {
      kind: 'adjective',
      de: 'halb',
      tr: { en: 'half', ua: 'пів, половина', de: 'genau ½ von etwas', ru: 'половина, пол-', be: 'палова, паў-', tr: 'yarım', pl: 'pół', es: 'medio' },
    },
    {
      kind: 'noun',
      de: 'Viertel',
      article: 'das',
      plural: 'Viertel',
      tr: { en: 'quarter', ua: 'чверть', de: 'einer von vier gleichen Teilen: ¼', ru: 'четверть', be: 'чвэрць', tr: 'çeyrek', pl: 'ćwierć', es: 'cuarta parte' },
    },
    {
      kind: 'adjective',
      de: 'doppelt',
      tr: { en: 'double', ua: 'подвійний', de: 'zweimal so viel', ru: 'двойной', be: 'падвойны', tr: 'çift', pl: 'podwójny', es: 'doble' },
    },
  ],
};

export default set;
