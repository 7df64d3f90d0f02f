import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesTemperature',
  card: {
    level: 'A-adjectives',
    order: 3,
    img: 'thermometer',
    descr: { en: 'Adjectives: temperature', ua: 'Прикметники: температура', de: 'Adjektive: Temperatur', ru: 'Прилагательные: температура', be: 'Прыметнікі: тэмпература', tr: 'Sıfatlar: sıcaklık', pl: 'Przymiotniki: temperatura', es: 'Adjetivos: temperatura' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'heiß',
      img: 'hot-face',
      tr: { en: 'hot', ua: 'гарячий', de: 'sehr warm, wie Feuer', ru: 'горячий', be: 'гарачы', tr: 'çok sıcak', pl: 'gorący', es: 'caliente' },
    },
    {
      kind: 'adjective',
      de: 'kalt',
      img: 'cold-face',
      tr: { en: 'cold', ua: 'холодний', de: 'wie Eis oder Schnee', ru: 'холодный', be: 'халодны', tr: 'soğuk', pl: 'zimny', es: 'frío' },
    },
    {
      kind: 'adjective',
      de: 'warm',
      tr: { en: 'warm', ua: 'теплий', de: 'angenehm, wie die Sonne im Frühling', ru: 'тёплый', be: 'цёплы', tr: 'sıcak', pl: 'ciepły', es: 'cálido' },
    },
    {
      kind: 'adjective',
      de: 'kühl',
      tr: { en: 'cool', ua: 'прохолодний', de: 'ein bisschen kalt', ru: 'прохладный', be: 'прахалодны', tr: 'serin', pl: 'chłodny', es: 'fresco' },
    },
    {
      kind: 'adjective',
      de: 'lauwarm',
      tr: { en: 'lukewarm', ua: 'теплуватий', de: 'nicht kalt und nicht heiß', ru: 'тепловатый', be: 'цеплаваты', tr: 'ılık', pl: 'letni', es: 'tibio' },
    },
    {
      kind: 'adjective',
      de: 'eiskalt',
      tr: { en: 'ice-cold', ua: 'крижаний', de: 'so kalt wie Eis', ru: 'ледяной', be: 'ледзяны', tr: 'buz gibi', pl: 'lodowaty', es: 'helado' },
    },
    {
      kind: 'adjective',
      de: 'überhitzt',
      tr: { en: 'overheated', ua: 'перегрітий', de: 'viel zu heiß geworden', ru: 'перегретый', be: 'перагрэты', tr: 'aşırı ısınmış', pl: 'przegrzany', es: 'sobrecalentado' },
    },
    {
      kind: 'adjective',
      de: 'glühend',
      tr: { en: 'red-hot', ua: 'розпечений', de: 'so heiß, dass es rot leuchtet', ru: 'раскалённый', be: 'распалены', tr: 'kızgın', pl: 'rozżarzony', es: 'candente' },
    },
    {
      kind: 'adjective',
      de: 'kochend',
      tr: { en: 'boiling', ua: 'киплячий', de: 'so heiß wie Wasser bei 100 Grad', ru: 'кипящий', be: 'кіпячы', tr: 'kaynar', pl: 'wrzący', es: 'hirviendo' },
    },
    {
      kind: 'adjective',
      de: 'gefroren',
      tr: { en: 'frozen', ua: 'замерзлий', de: 'ist zu Eis geworden', ru: 'замёрзший', be: 'замерзлы', tr: 'donmuş', pl: 'zamarznięty', es: 'congelado' },
    },
    {
      kind: 'adjective',
      de: 'tiefgekühlt',
      tr: { en: 'deep-frozen', ua: 'заморожений', de: 'lag im Gefrierschrank, ist sehr kalt', ru: 'замороженный', be: 'замарожаны', tr: 'dondurulmuş', pl: 'mrożony', es: 'ultracongelado' },
    },
    {
      kind: 'adjective',
      de: 'frostig',
      tr: { en: 'frosty', ua: 'морозний', de: 'sehr kalt, unter null Grad', ru: 'морозный', be: 'марозны', tr: 'ayazlı', pl: 'mroźny', es: 'gélido' },
    },
  ],
};

export default set;
