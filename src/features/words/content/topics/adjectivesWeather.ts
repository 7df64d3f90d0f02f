import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesWeather',
  card: {
    level: 'A-adjectives',
    order: 13,
    img: 'sun-behind-cloud',
    descr: { en: 'Adjectives: weather', ua: 'Прикметники: погода', de: 'Adjektive: Wetter', ru: 'Прилагательные: погода', be: 'Прыметнікі: надвор’е', tr: 'Sıfatlar: hava durumu', pl: 'Przymiotniki: pogoda', es: 'Adjetivos: clima' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'sonnig',
      img: 'sun',
      tr: { en: 'sunny', ua: 'сонячний', de: 'warm, hell und mit blauem Himmel', ru: 'солнечный', be: 'сонечны', tr: 'güneşli', pl: 'słoneczny', es: 'soleado' },
    },
    {
      kind: 'adjective',
      de: 'regnerisch',
      img: 'cloud-with-rain',
      tr: { en: 'rainy', ua: 'дощовий', de: 'es fällt viel Wasser vom Himmel', ru: 'дождливый', be: 'дажджлівы', tr: 'yağmurlu', pl: 'deszczowy', es: 'lluvioso' },
    },
    {
      kind: 'adjective',
      de: 'windig',
      img: 'wind-face',
      tr: { en: 'windy', ua: 'вітряний', de: 'die Luft bewegt sich, es weht', ru: 'ветреный', be: 'ветраны', tr: 'rüzgârlı', pl: 'wietrzny', es: 'ventoso' },
    },
    {
      kind: 'adjective',
      de: 'bewölkt',
      img: 'cloud',
      tr: { en: 'cloudy', ua: 'хмарний', de: 'der Himmel ist grau, keine Sonne', ru: 'облачный', be: 'хмарны', tr: 'bulutlu', pl: 'pochmurny', es: 'nublado' },
    },
    {
      kind: 'adjective',
      de: 'neblig',
      img: 'fog',
      tr: { en: 'foggy', ua: 'туманний', de: 'man sieht nicht weit, die Luft ist grau', ru: 'туманный', be: 'туманны', tr: 'sisli', pl: 'mglisty', es: 'brumoso' },
    },
    {
      kind: 'adjective',
      de: 'stürmisch',
      tr: { en: 'stormy', ua: 'штормовий', de: 'sehr starker Wind, manchmal gefährlich', ru: 'штормовой', be: 'бурны', tr: 'fırtınalı', pl: 'burzowy', es: 'tormentoso' },
    },
    {
      kind: 'adjective',
      de: 'nass',
      tr: { en: 'wet', ua: 'мокрий', de: 'voll Wasser, nicht trocken', ru: 'мокрый', be: 'мокры', tr: 'ıslak', pl: 'mokry', es: 'mojado' },
    },
    {
      kind: 'adjective',
      de: 'trocken',
      tr: { en: 'dry', ua: 'сухий', de: 'ohne Wasser, ohne Regen', ru: 'сухой', be: 'сухі', tr: 'kuru', pl: 'suchy', es: 'seco' },
    },
    {
      kind: 'adjective',
      de: 'schwül',
      tr: { en: 'muggy', ua: 'задушливий', de: 'warm, und die Luft ist sehr feucht', ru: 'душный', be: 'душны', tr: 'bunaltıcı', pl: 'parny', es: 'bochornoso' },
    },
    {
      kind: 'adjective',
      de: 'wolkenlos',
      tr: { en: 'cloudless', ua: 'безхмарний', de: 'der Himmel ist ganz blau', ru: 'безоблачный', be: 'бязвоблачны', tr: 'bulutsuz', pl: 'bezchmurny', es: 'despejado' },
    },
    {
      kind: 'adjective',
      de: 'verschneit',
      tr: { en: 'snowy', ua: 'засніжений', de: 'alles ist mit weißen Flocken bedeckt', ru: 'заснеженный', be: 'заснежаны', tr: 'karlı', pl: 'zaśnieżony', es: 'nevado' },
    },
    {
      kind: 'adjective',
      de: 'mild',
      tr: { en: 'mild', ua: 'помірний', de: 'nicht zu kalt und nicht zu warm', ru: 'умеренный', be: 'умераны', tr: 'ılıman', pl: 'łagodny', es: 'templado' },
    },
  ],
};

export default set;
