import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesBrightness',
  card: {
    level: 'A-adjectives',
    order: 7,
    img: 'light-bulb',
    descr: { en: 'Adjectives: brightness', ua: 'Прикметники: яскравість', de: 'Adjektive: Helligkeit', ru: 'Прилагательные: яркость', be: 'Прыметнікі: яркасць', tr: 'Sıfatlar: parlaklık', pl: 'Przymiotniki: jasność', es: 'Adjetivos: luminosidad' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'hell',
      img: 'bright-button',
      tr: { en: 'bright, light', ua: 'світлий', de: 'mit viel Licht, nicht dunkel', ru: 'светлый', be: 'светлы', tr: 'aydınlık, açık', pl: 'jasny', es: 'claro' },
    },
    {
      kind: 'adjective',
      de: 'dunkel',
      tr: { en: 'dark', ua: 'темний', de: 'ohne Licht, wie in der Nacht', ru: 'тёмный', be: 'цёмны', tr: 'karanlık, koyu', pl: 'ciemny', es: 'oscuro' },
    },
    {
      kind: 'adjective',
      de: 'leuchtend',
      tr: { en: 'glowing', ua: 'яскравий', de: 'gibt selbst Licht, wie eine Lampe', ru: 'яркий', be: 'яркі', tr: 'ışıldayan', pl: 'świecący', es: 'luminoso' },
    },
    {
      kind: 'adjective',
      de: 'glänzend',
      img: 'sparkles',
      tr: { en: 'shiny', ua: 'блискучий', de: 'reflektiert das Licht, wie ein Spiegel', ru: 'блестящий', be: 'бліскучы', tr: 'parlak', pl: 'błyszczący', es: 'brillante' },
    },
    {
      kind: 'adjective',
      de: 'strahlend',
      tr: { en: 'radiant', ua: 'сяючий', de: 'hell wie die Sonne an einem schönen Tag', ru: 'сияющий', be: 'ззяючы', tr: 'parıldayan', pl: 'promienny', es: 'radiante' },
    },
    {
      kind: 'adjective',
      de: 'beleuchtet',
      tr: { en: 'lit', ua: 'освітлений', de: 'hat Lampen, die Licht geben', ru: 'освещённый', be: 'асветлены', tr: 'aydınlatılmış', pl: 'oświetlony', es: 'iluminado' },
    },
    {
      kind: 'adjective',
      de: 'düster',
      tr: { en: 'gloomy', ua: 'похмурий', de: 'dunkel und ein bisschen traurig', ru: 'мрачный', be: 'змрочны', tr: 'kasvetli', pl: 'ponury', es: 'sombrío' },
    },
    {
      kind: 'adjective',
      de: 'stockdunkel',
      tr: { en: 'pitch-dark', ua: 'непроглядний', de: 'ganz ohne Licht, man sieht nichts', ru: 'непроглядный', be: 'непраглядны', tr: 'zifiri karanlık', pl: 'zupełnie ciemny', es: 'totalmente oscuro' },
    },
    {
      kind: 'adjective',
      de: 'grell',
      tr: { en: 'glaring', ua: 'сліпучий', de: 'so hell, dass es in den Augen wehtut', ru: 'слепящий', be: 'асляпляльны', tr: 'göz kamaştırıcı', pl: 'jaskrawy', es: 'deslumbrante' },
    },
    {
      kind: 'adjective',
      de: 'blass',
      tr: { en: 'pale', ua: 'блідий', de: 'mit wenig Farbe, fast weiß', ru: 'бледный', be: 'бледны', tr: 'soluk', pl: 'blady', es: 'pálido' },
    },
    {
      kind: 'adjective',
      de: 'matt',
      tr: { en: 'matte', ua: 'матовий', de: 'ohne Glanz, nicht blank', ru: 'матовый', be: 'матавы', tr: 'mat', pl: 'matowy', es: 'mate' },
    },
    {
      kind: 'adjective',
      de: 'schattig',
      tr: { en: 'shady', ua: 'тінистий', de: 'unter Bäumen, ohne direkte Sonne', ru: 'тенистый', be: 'ценісты', tr: 'gölgeli', pl: 'cienisty', es: 'sombreado' },
    },
  ],
};

export default set;
