import type { WordSet } from '../types';

const set: WordSet = {
  id: 'time02',
  words: [
    {
      kind: 'noun',
      de: 'Morgen',
      article: 'der',
      plural: 'Morgen',
      tr: { en: 'morning', ua: 'ранок', de: 'früh am Tag, nach der Nacht', ru: 'утро', be: 'раніца', tr: 'sabah', pl: 'poranek', es: 'mañana' },
    },
    {
      kind: 'noun',
      de: 'Vormittag',
      article: 'der',
      plural: 'Vormittage',
      tr: { en: 'late morning', ua: 'перша половина дня', de: 'die Zeit zwischen Morgen und Mittag', ru: 'первая половина дня', be: 'першая палова дня', tr: 'öğleden önce', pl: 'przedpołudnie', es: 'media mañana' },
    },
    {
      kind: 'noun',
      de: 'Mittag',
      article: 'der',
      plural: 'Mittage',
      tr: { en: 'noon', ua: 'полудень', de: 'die Mitte vom Tag, zwölf Uhr', ru: 'полдень', be: 'поўдзень', tr: 'öğle', pl: 'południe', es: 'mediodía' },
    },
    {
      kind: 'noun',
      de: 'Nachmittag',
      article: 'der',
      plural: 'Nachmittage',
      tr: { en: 'afternoon', ua: 'друга половина дня', de: 'die Zeit zwischen Mittag und Abend', ru: 'вторая половина дня', be: 'другая палова дня', tr: 'öğleden sonra', pl: 'popołudnie', es: 'tarde' },
    },
    {
      kind: 'noun',
      de: 'Abend',
      article: 'der',
      plural: 'Abende',
      img: 'cityscape-at-dusk',
      tr: { en: 'evening', ua: 'вечір', de: 'die Zeit vor der Nacht, es wird dunkel', ru: 'вечер', be: 'вечар', tr: 'akşam', pl: 'wieczór', es: 'tarde-noche' },
    },
    {
      kind: 'noun',
      de: 'Nacht',
      article: 'die',
      plural: 'Nächte',
      img: 'night-with-stars',
      tr: { en: 'night', ua: 'ніч', de: 'es ist dunkel und man schläft', ru: 'ночь', be: 'ноч', tr: 'gece', pl: 'noc', es: 'noche' },
    },
    {
      kind: 'noun',
      de: 'Mitternacht',
      article: 'die',
      plural: null,
      tr: { en: 'midnight', ua: 'північ', de: 'zwölf Uhr nachts', ru: 'полночь', be: 'поўнач', tr: 'gece yarısı', pl: 'północ', es: 'medianoche' },
    },
    {
      kind: 'noun',
      de: 'Tageszeit',
      article: 'die',
      plural: 'Tageszeiten',
      tr: { en: 'time of day', ua: 'час доби', de: 'zum Beispiel Morgen, Mittag oder Abend', ru: 'время суток', be: 'час сутак', tr: 'günün vakti', pl: 'pora dnia', es: 'parte del día' },
    },
    {
      kind: 'noun',
      de: 'Mittagspause',
      article: 'die',
      plural: 'Mittagspausen',
      tr: { en: 'lunch break', ua: 'обідня перерва', de: 'freie Zeit bei der Arbeit zum Essen', ru: 'обеденный перерыв', be: 'абедзенны перапынак', tr: 'öğle arası', pl: 'przerwa obiadowa', es: 'pausa del almuerzo' },
    },
    {
      kind: 'noun',
      de: 'Feierabend',
      article: 'der',
      plural: 'Feierabende',
      tr: { en: 'end of the working day', ua: 'кінець робочого дня', de: 'die Arbeit ist für heute vorbei', ru: 'конец рабочего дня', be: 'канец працоўнага дня', tr: 'mesai bitimi', pl: 'koniec dnia pracy', es: 'fin de la jornada' },
    },
    {
      kind: 'noun',
      de: 'Sonnenaufgang',
      article: 'der',
      plural: 'Sonnenaufgänge',
      img: 'sunrise',
      tr: { en: 'sunrise', ua: 'схід сонця', de: 'der Moment, wenn es am Morgen hell wird', ru: 'восход солнца', be: 'усход сонца', tr: 'gün doğumu', pl: 'wschód słońca', es: 'amanecer' },
    },
    {
      kind: 'noun',
      de: 'Sonnenuntergang',
      article: 'der',
      plural: 'Sonnenuntergänge',
      img: 'sunset',
      tr: { en: 'sunset', ua: 'захід сонця', de: 'der Moment, wenn es am Abend dunkel wird', ru: 'закат', be: 'захад сонца', tr: 'gün batımı', pl: 'zachód słońca', es: 'puesta de sol' },
    },
  ],
};

export default set;
