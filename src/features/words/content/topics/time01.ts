import type { WordSet } from '../types';

const set: WordSet = {
  id: 'time01',
  card: {
    level: 'A',
    order: 1,
    img: 'hourglass-not-done',
    descr: { en: 'Time 1', ua: 'Час 1', de: 'Zeit 1', ru: 'Время 1', be: 'Час 1', tr: 'Zaman 1', pl: 'Czas 1', es: 'Tiempo 1' },
    paywall: false,
    tag: 'time',
  },
  words: [
    {
      kind: 'noun',
      de: 'Sekunde',
      article: 'die',
      plural: 'Sekunden',
      img: 'stopwatch',
      tr: { en: 'second', ua: 'секунда', de: 'sechzig davon sind eine Minute', ru: 'секунда', be: 'секунда', tr: 'saniye', pl: 'sekunda', es: 'segundo' },
    },
    {
      kind: 'noun',
      de: 'Minute',
      article: 'die',
      plural: 'Minuten',
      tr: { en: 'minute', ua: 'хвилина', de: 'das sind sechzig Sekunden', ru: 'минута', be: 'хвіліна', tr: 'dakika', pl: 'minuta', es: 'minuto' },
    },
    {
      kind: 'noun',
      de: 'Stunde',
      article: 'die',
      plural: 'Stunden',
      tr: { en: 'hour', ua: 'година', de: 'das sind sechzig Minuten', ru: 'час', be: 'гадзіна', tr: 'saat', pl: 'godzina', es: 'hora' },
    },
    {
      kind: 'noun',
      de: 'Tag',
      article: 'der',
      plural: 'Tage',
      tr: { en: 'day', ua: 'день', de: 'hat vierundzwanzig Stunden', ru: 'день', be: 'дзень', tr: 'gün', pl: 'dzień', es: 'día' },
    },
    {
      kind: 'noun',
      de: 'Woche',
      article: 'die',
      plural: 'Wochen',
      tr: { en: 'week', ua: 'тиждень', de: 'sieben Tage, von Montag bis Sonntag', ru: 'неделя', be: 'тыдзень', tr: 'hafta', pl: 'tydzień', es: 'semana' },
    },
    {
      kind: 'noun',
      de: 'Monat',
      article: 'der',
      plural: 'Monate',
      tr: { en: 'month', ua: 'місяць', de: 'etwa vier Wochen, zum Beispiel der Mai', ru: 'месяц', be: 'месяц', tr: 'ay', pl: 'miesiąc', es: 'mes' },
    },
    {
      kind: 'noun',
      de: 'Jahr',
      article: 'das',
      plural: 'Jahre',
      tr: { en: 'year', ua: 'рік', de: 'das sind zwölf Monate', ru: 'год', be: 'год', tr: 'yıl', pl: 'rok', es: 'año' },
    },
    {
      kind: 'noun',
      de: 'Zeit',
      article: 'die',
      plural: 'Zeiten',
      img: 'hourglass-not-done',
      tr: { en: 'time', ua: 'час', de: 'das misst man mit der Uhr', ru: 'время', be: 'час', tr: 'zaman', pl: 'czas', es: 'tiempo' },
    },
    {
      kind: 'noun',
      de: 'Moment',
      article: 'der',
      plural: 'Momente',
      tr: { en: 'moment', ua: 'мить', de: 'eine sehr kurze Zeit', ru: 'момент', be: 'момант', tr: 'an', pl: 'chwila', es: 'momento' },
    },
    {
      kind: 'noun',
      de: 'Pause',
      article: 'die',
      plural: 'Pausen',
      tr: { en: 'break', ua: 'перерва', de: 'kurze Zeit ohne Arbeit oder Unterricht', ru: 'перерыв, перемена', be: 'перапынак', tr: 'mola, teneffüs', pl: 'przerwa', es: 'pausa, recreo' },
    },
    {
      kind: 'noun',
      de: 'Jahrzehnt',
      article: 'das',
      plural: 'Jahrzehnte',
      tr: { en: 'decade', ua: 'десятиліття', de: 'das sind zehn Jahre', ru: 'десятилетие', be: 'дзесяцігоддзе', tr: 'on yıl', pl: 'dekada', es: 'década' },
    },
    {
      kind: 'noun',
      de: 'Jahrhundert',
      article: 'das',
      plural: 'Jahrhunderte',
      tr: { en: 'century', ua: 'століття', de: 'eine Zeit von hundert Jahren', ru: 'век', be: 'стагоддзе', tr: 'yüzyıl', pl: 'wiek', es: 'siglo' },
    },
  ],
};

export default set;
