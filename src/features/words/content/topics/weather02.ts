import type { WordSet } from '../types';

const set: WordSet = {
  id: 'weather02',
  words: [
    {
      kind: 'noun',
      de: 'Gewitter',
      article: 'das',
      plural: 'Gewitter',
      img: 'cloud-with-lightning-and-rain',
      tr: { en: 'thunderstorm', ua: 'гроза', de: 'Blitz, Donner und starker Regen', ru: 'гроза', be: 'навальніца', tr: 'gök gürültülü fırtına', pl: 'burza', es: 'tormenta' },
    },
    {
      kind: 'noun',
      de: 'Blitz',
      article: 'der',
      plural: 'Blitze',
      img: 'high-voltage',
      tr: { en: 'lightning', ua: 'блискавка', de: 'helles Licht am Himmel bei Gewitter', ru: 'молния', be: 'маланка', tr: 'şimşek', pl: 'błyskawica', es: 'rayo' },
    },
    {
      kind: 'noun',
      de: 'Donner',
      article: 'der',
      plural: null,
      tr: { en: 'thunder', ua: 'грім', de: 'lautes Geräusch nach dem Blitz', ru: 'гром', be: 'гром', tr: 'gök gürültüsü', pl: 'grzmot', es: 'trueno' },
    },
    {
      kind: 'noun',
      de: 'Nebel',
      article: 'der',
      plural: 'Nebel',
      img: 'fog',
      tr: { en: 'fog', ua: 'туман', de: 'die Luft ist grau, man sieht wenig', ru: 'туман', be: 'туман', tr: 'sis', pl: 'mgła', es: 'niebla' },
    },
    {
      kind: 'noun',
      de: 'Grad',
      article: 'der',
      plural: 'Grade',
      tr: { en: 'degree', ua: 'градус', de: 'Einheit für Temperatur, zum Beispiel 20 °C', ru: 'градус', be: 'градус', tr: 'derece', pl: 'stopień', es: 'grado' },
    },
    {
      kind: 'noun',
      de: 'Temperatur',
      article: 'die',
      plural: 'Temperaturen',
      tr: { en: 'temperature', ua: 'температура', de: 'wie warm oder kalt es ist', ru: 'температура', be: 'тэмпература', tr: 'sıcaklık', pl: 'temperatura', es: 'temperatura' },
    },
    {
      kind: 'noun',
      de: 'Thermometer',
      article: 'das',
      plural: 'Thermometer',
      img: 'thermometer',
      tr: { en: 'thermometer', ua: 'термометр', de: 'damit misst man, wie warm es ist', ru: 'термометр', be: 'тэрмометр', tr: 'termometre', pl: 'termometr', es: 'termómetro' },
    },
    {
      kind: 'noun',
      de: 'Frost',
      article: 'der',
      plural: null,
      tr: { en: 'frost', ua: 'мороз', de: 'unter null Grad, alles ist gefroren', ru: 'мороз', be: 'мароз', tr: 'don', pl: 'mróz', es: 'helada' },
    },
    {
      kind: 'noun',
      de: 'Glatteis',
      article: 'das',
      plural: null,
      tr: { en: 'black ice', ua: 'ожеледиця', de: 'Eis auf der Straße, sehr rutschig', ru: 'гололёд', be: 'галалёд', tr: 'buzlanma', pl: 'gołoledź', es: 'placas de hielo' },
    },
    {
      kind: 'noun',
      de: 'Schneeflocke',
      article: 'die',
      plural: 'Schneeflocken',
      img: 'snowflake',
      tr: { en: 'snowflake', ua: 'сніжинка', de: 'kleiner, weißer Stern aus Eis', ru: 'снежинка', be: 'сняжынка', tr: 'kar tanesi', pl: 'płatek śniegu', es: 'copo de nieve' },
    },
    {
      kind: 'noun',
      de: 'Regentropfen',
      article: 'der',
      plural: 'Regentropfen',
      img: 'droplet',
      tr: { en: 'raindrop', ua: 'крапля дощу', de: 'ein bisschen Wasser, fällt aus der Wolke', ru: 'капля дождя', be: 'кропля дажджу', tr: 'yağmur damlası', pl: 'kropla deszczu', es: 'gota de lluvia' },
    },
    {
      kind: 'noun',
      de: 'Sonnenschein',
      article: 'der',
      plural: null,
      tr: { en: 'sunshine', ua: 'сонячне світло', de: 'helles, warmes Licht von oben', ru: 'солнечный свет', be: 'сонечнае святло', tr: 'güneş ışığı', pl: 'światło słoneczne', es: 'luz del sol' },
    },
  ],
};

export default set;
