import type { WordSet } from '../types';

const set: WordSet = {
  id: 'time03',
  card: {
    level: 'A',
    order: 3,
    img: 'spiral-calendar',
    descr: { en: 'Time 3', ua: 'Час 3', de: 'Zeit 3', ru: 'Время 3', be: 'Час 3', tr: 'Zaman 3', pl: 'Czas 3', es: 'Tiempo 3' },
    paywall: false,
    tag: 'time',
  },
  words: [
    {
      kind: 'noun',
      de: 'Januar',
      article: 'der',
      plural: 'Januare',
      alternatives: ['der Jänner'],
      tr: { en: 'January', ua: 'січень', de: 'der erste Monat im Jahr', ru: 'январь', be: 'студзень', tr: 'ocak', pl: 'styczeń', es: 'enero' },
    },
    {
      kind: 'noun',
      de: 'Februar',
      article: 'der',
      plural: 'Februare',
      tr: { en: 'February', ua: 'лютий', de: 'der zweite Monat im Jahr, sehr kurz', ru: 'февраль', be: 'люты', tr: 'şubat', pl: 'luty', es: 'febrero' },
    },
    {
      kind: 'noun',
      de: 'März',
      article: 'der',
      plural: 'Märze',
      tr: { en: 'March', ua: 'березень', de: 'der dritte Monat im Jahr', ru: 'март', be: 'сакавік', tr: 'mart', pl: 'marzec', es: 'marzo' },
    },
    {
      kind: 'noun',
      de: 'April',
      article: 'der',
      plural: 'Aprile',
      tr: { en: 'April', ua: 'квітень', de: 'der vierte Monat im Jahr', ru: 'апрель', be: 'красавік', tr: 'nisan', pl: 'kwiecień', es: 'abril' },
    },
    {
      kind: 'noun',
      de: 'Mai',
      article: 'der',
      plural: 'Maie',
      tr: { en: 'May', ua: 'травень', de: 'der fünfte Monat im Jahr', ru: 'май', be: 'травень', tr: 'mayıs', pl: 'maj', es: 'mayo' },
    },
    {
      kind: 'noun',
      de: 'Juni',
      article: 'der',
      plural: 'Junis',
      tr: { en: 'June', ua: 'червень', de: 'der sechste Monat im Jahr', ru: 'июнь', be: 'чэрвень', tr: 'haziran', pl: 'czerwiec', es: 'junio' },
    },
    {
      kind: 'noun',
      de: 'Juli',
      article: 'der',
      plural: 'Julis',
      tr: { en: 'July', ua: 'липень', de: 'der siebte Monat im Jahr', ru: 'июль', be: 'ліпень', tr: 'temmuz', pl: 'lipiec', es: 'julio' },
    },
    {
      kind: 'noun',
      de: 'August',
      article: 'der',
      plural: 'Auguste',
      tr: { en: 'August', ua: 'серпень', de: 'der achte Monat im Jahr', ru: 'август', be: 'жнівень', tr: 'ağustos', pl: 'sierpień', es: 'agosto' },
    },
    {
      kind: 'noun',
      de: 'September',
      article: 'der',
      plural: 'September',
      tr: { en: 'September', ua: 'вересень', de: 'der neunte Monat im Jahr', ru: 'сентябрь', be: 'верасень', tr: 'eylül', pl: 'wrzesień', es: 'septiembre' },
    },
    {
      kind: 'noun',
      de: 'Oktober',
      article: 'der',
      plural: 'Oktober',
      tr: { en: 'October', ua: 'жовтень', de: 'der zehnte Monat im Jahr', ru: 'октябрь', be: 'кастрычнік', tr: 'ekim', pl: 'październik', es: 'octubre' },
    },
    {
      kind: 'noun',
      de: 'November',
      article: 'der',
      plural: 'November',
      tr: { en: 'November', ua: 'листопад', de: 'der elfte Monat im Jahr', ru: 'ноябрь', be: 'лістапад', tr: 'kasım', pl: 'listopad', es: 'noviembre' },
    },
    {
      kind: 'noun',
      de: 'Dezember',
      article: 'der',
      plural: 'Dezember',
      tr: { en: 'December', ua: 'грудень', de: 'der zwölfte und letzte Monat im Jahr', ru: 'декабрь', be: 'снежань', tr: 'aralık', pl: 'grudzień', es: 'diciembre' },
    },
  ],
};

export default set;
