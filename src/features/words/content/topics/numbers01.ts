import type { WordSet } from '../types';

const set: WordSet = {
  id: 'numbers01',
  card: {
    level: 'A',
    order: 25,
    img: 'keycap-1',
    descr: { en: 'Numbers 1', ua: 'Числа 1', de: 'Zahlen 1', ru: 'Числа 1', be: 'Лікі 1', tr: 'Sayılar 1', pl: 'Liczby 1', es: 'Números 1' },
    paywall: false,
    tag: 'numbers',
  },
  words: [
    {
      kind: 'other',
      de: 'null',
      img: 'keycap-0',
      tr: { en: 'zero', ua: 'нуль', de: 'die Zahl 0', ru: 'ноль', be: 'нуль', tr: 'sıfır', pl: 'zero', es: 'cero' },
    },
    {
      kind: 'other',
      de: 'eins',
      img: 'keycap-1',
      tr: { en: 'one', ua: 'один', de: 'die Zahl 1', ru: 'один', be: 'адзін', tr: 'bir', pl: 'jeden', es: 'uno' },
    },
    {
      kind: 'other',
      de: 'zwei',
      img: 'keycap-2',
      tr: { en: 'two', ua: 'два', de: 'die Zahl 2', ru: 'два', be: 'два', tr: 'iki', pl: 'dwa', es: 'dos' },
    },
    {
      kind: 'other',
      de: 'drei',
      img: 'keycap-3',
      tr: { en: 'three', ua: 'три', de: 'die Zahl 3', ru: 'три', be: 'тры', tr: 'üç', pl: 'trzy', es: 'tres' },
    },
    {
      kind: 'other',
      de: 'vier',
      img: 'keycap-4',
      tr: { en: 'four', ua: 'чотири', de: 'die Zahl 4', ru: 'четыре', be: 'чатыры', tr: 'dört', pl: 'cztery', es: 'cuatro' },
    },
    {
      kind: 'other',
      de: 'fünf',
      img: 'keycap-5',
      tr: { en: 'five', ua: 'п’ять', de: 'die Zahl 5', ru: 'пять', be: 'пяць', tr: 'beş', pl: 'pięć', es: 'cinco' },
    },
    {
      kind: 'other',
      de: 'sechs',
      img: 'keycap-6',
      tr: { en: 'six', ua: 'шість', de: 'die Zahl 6', ru: 'шесть', be: 'шэсць', tr: 'altı', pl: 'sześć', es: 'seis' },
    },
    {
      kind: 'other',
      de: 'sieben',
      img: 'keycap-7',
      tr: { en: 'seven', ua: 'сім', de: 'die Zahl 7', ru: 'семь', be: 'сем', tr: 'yedi', pl: 'siedem', es: 'siete' },
    },
    {
      kind: 'other',
      de: 'acht',
      img: 'keycap-8',
      tr: { en: 'eight', ua: 'вісім', de: 'die Zahl 8', ru: 'восемь', be: 'восем', tr: 'sekiz', pl: 'osiem', es: 'ocho' },
    },
    {
      kind: 'other',
      de: 'neun',
      img: 'keycap-9',
      tr: { en: 'nine', ua: 'дев’ять', de: 'die Zahl 9', ru: 'девять', be: 'дзевяць', tr: 'dokuz', pl: 'dziewięć', es: 'nueve' },
    },
    {
      kind: 'other',
      de: 'zehn',
      img: 'keycap-10',
      tr: { en: 'ten', ua: 'десять', de: 'die Zahl 10', ru: 'десять', be: 'дзесяць', tr: 'on', pl: 'dziesięć', es: 'diez' },
    },
    {
      kind: 'other',
      de: 'elf',
      tr: { en: 'eleven', ua: 'одинадцять', de: 'die Zahl 11', ru: 'одиннадцать', be: 'адзінаццаць', tr: 'on bir', pl: 'jedenaście', es: 'once' },
    },
  ],
};

export default set;
