import type { WordSet } from '../types';

const set: WordSet = {
  id: 'weather03',
  words: [
    {
      kind: 'noun',
      de: 'Wetterbericht',
      article: 'der',
      plural: 'Wetterberichte',
      tr: { en: 'weather report', ua: 'прогноз погоди', de: 'sagt im Radio, wie es morgen wird', ru: 'прогноз погоды', be: 'прагноз надвор’я', tr: 'hava raporu', pl: 'prognoza pogody', es: 'parte meteorológico' },
    },
    {
      kind: 'noun',
      de: 'Hitze',
      article: 'die',
      plural: null,
      img: 'hot-face',
      tr: { en: 'heat', ua: 'спека', de: 'sehr warmes Wetter, über 30 °C', ru: 'жара', be: 'спёка', tr: 'sıcak hava', pl: 'upał', es: 'calor' },
    },
    {
      kind: 'noun',
      de: 'Kälte',
      article: 'die',
      plural: null,
      img: 'cold-face',
      tr: { en: 'cold', ua: 'холод', de: 'sehr niedrige Temperatur, man friert', ru: 'холод', be: 'холад', tr: 'soğuk', pl: 'zimno', es: 'frío' },
    },
    {
      kind: 'noun',
      de: 'Hagel',
      article: 'der',
      plural: null,
      tr: { en: 'hail', ua: 'град', de: 'kleine Kugeln aus Eis fallen vom Himmel', ru: 'град', be: 'град', tr: 'dolu', pl: 'grad', es: 'granizo' },
    },
    {
      kind: 'noun',
      de: 'Sturm',
      article: 'der',
      plural: 'Stürme',
      tr: { en: 'storm', ua: 'буря', de: 'sehr starker Wind', ru: 'буря', be: 'бура', tr: 'fırtına', pl: 'wichura', es: 'temporal' },
    },
    {
      kind: 'noun',
      de: 'Unwetter',
      article: 'das',
      plural: 'Unwetter',
      tr: { en: 'severe weather', ua: 'негода', de: 'sehr schlechtes Wetter mit Sturm und Regen', ru: 'непогода', be: 'непагадзь', tr: 'kötü hava', pl: 'nawałnica', es: 'mal tiempo' },
    },
    {
      kind: 'noun',
      de: 'Hochwasser',
      article: 'das',
      plural: 'Hochwasser',
      tr: { en: 'flood', ua: 'повінь', de: 'zu viel Wasser im Fluss, alles ist nass', ru: 'наводнение', be: 'паводка', tr: 'sel', pl: 'powódź', es: 'inundación' },
    },
    {
      kind: 'noun',
      de: 'Tornado',
      article: 'der',
      plural: 'Tornados',
      img: 'tornado',
      tr: { en: 'tornado', ua: 'торнадо', de: 'sehr starker Wind, dreht sich schnell', ru: 'торнадо', be: 'тарнада', tr: 'hortum', pl: 'trąba powietrzna', es: 'tornado' },
    },
    {
      kind: 'noun',
      de: 'Schauer',
      article: 'der',
      plural: 'Schauer',
      img: 'sun-behind-rain-cloud',
      tr: { en: 'shower', ua: 'злива', de: 'kurzer, starker Regen', ru: 'ливень', be: 'лівень', tr: 'sağanak', pl: 'przelotny deszcz', es: 'chubasco' },
    },
    {
      kind: 'noun',
      de: 'Natur',
      article: 'die',
      plural: null,
      tr: { en: 'nature', ua: 'природа', de: 'alles, was nicht der Mensch gemacht hat: Wald, Berge, Flüsse, Tiere', ru: 'природа', be: 'прырода', tr: 'doğa', pl: 'przyroda', es: 'naturaleza' },
    },
    {
      kind: 'noun',
      de: 'Stern',
      article: 'der',
      plural: 'Sterne',
      img: 'star',
      tr: { en: 'star', ua: 'зірка', de: 'kleiner, heller Punkt am Nachthimmel', ru: 'звезда', be: 'зорка', tr: 'yıldız', pl: 'gwiazda', es: 'estrella' },
    },
    {
      kind: 'noun',
      de: 'Jahreszeit',
      article: 'die',
      plural: 'Jahreszeiten',
      tr: { en: 'season', ua: 'пора року', de: 'Frühling, Sommer, Herbst oder Winter', ru: 'время года', be: 'пара года', tr: 'mevsim', pl: 'pora roku', es: 'estación del año' },
    },
  ],
};

export default set;
