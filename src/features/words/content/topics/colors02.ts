import type { WordSet } from '../types';

const set: WordSet = {
  id: 'colors02',
  card: {
    level: 'A',
    order: 23,
    img: 'rainbow',
    descr: { en: 'Colors 2', ua: 'Кольори 2', de: 'Farben 2', ru: 'Цвета 2', be: 'Колеры 2', tr: 'Renkler 2', pl: 'Kolory 2', es: 'Colores 2' },
    paywall: false,
    tag: 'colors',
  },
  words: [
    {
      kind: 'adjective',
      de: 'türkis',
      tr: { en: 'turquoise', ua: 'бірюзовий', de: 'Farbe zwischen Blau und Grün', ru: 'бирюзовый', be: 'бірузовы', tr: 'turkuaz', pl: 'turkusowy', es: 'turquesa' },
    },
    {
      kind: 'adjective',
      de: 'golden',
      tr: { en: 'golden', ua: 'золотий', de: 'glänzt gelb wie Gold', ru: 'золотой', be: 'залаты', tr: 'altın rengi', pl: 'złoty', es: 'dorado' },
    },
    {
      kind: 'adjective',
      de: 'silbern',
      tr: { en: 'silver', ua: 'срібний', de: 'glänzt grau wie Silber', ru: 'серебряный', be: 'сярэбраны', tr: 'gümüş rengi', pl: 'srebrny', es: 'plateado' },
    },
    {
      kind: 'adjective',
      de: 'blond',
      img: 'person-blond-hair',
      tr: { en: 'blond', ua: 'білявий', de: 'helle, gelbe Haare', ru: 'белокурый', be: 'бялявы', tr: 'sarışın', pl: 'blond', es: 'rubio' },
    },
    {
      kind: 'adjective',
      de: 'pink',
      tr: { en: 'hot pink', ua: 'яскраво-рожевий', de: 'kräftiges, leuchtendes Rosa', ru: 'ярко-розовый', be: 'ярка-ружовы', tr: 'canlı pembe', pl: 'jaskraworóżowy', es: 'rosa intenso' },
    },
    {
      kind: 'adjective',
      de: 'hellblau',
      img: 'light-blue-heart',
      tr: { en: 'light blue', ua: 'блакитний', de: 'helles Blau wie der Himmel im Sommer', ru: 'голубой', be: 'блакітны', tr: 'açık mavi', pl: 'jasnoniebieski', es: 'azul claro' },
    },
    {
      kind: 'adjective',
      de: 'dunkelblau',
      tr: { en: 'dark blue', ua: 'темно-синій', de: 'Blau wie der Himmel am Abend', ru: 'тёмно-синий', be: 'цёмна-сіні', tr: 'koyu mavi', pl: 'ciemnoniebieski', es: 'azul oscuro' },
    },
    {
      kind: 'adjective',
      de: 'hellgrün',
      tr: { en: 'light green', ua: 'світло-зелений', de: 'Grün wie junge Blätter', ru: 'светло-зелёный', be: 'светла-зялёны', tr: 'açık yeşil', pl: 'jasnozielony', es: 'verde claro' },
    },
    {
      kind: 'adjective',
      de: 'dunkelgrün',
      tr: { en: 'dark green', ua: 'темно-зелений', de: 'Grün wie ein Tannenbaum', ru: 'тёмно-зелёный', be: 'цёмна-зялёны', tr: 'koyu yeşil', pl: 'ciemnozielony', es: 'verde oscuro' },
    },
    {
      kind: 'adjective',
      de: 'hellgrau',
      tr: { en: 'light gray', ua: 'світло-сірий', de: 'Grau, fast schon Weiß', ru: 'светло-серый', be: 'светла-шэры', tr: 'açık gri', pl: 'jasnoszary', es: 'gris claro' },
    },
    {
      kind: 'adjective',
      de: 'dunkelrot',
      tr: { en: 'dark red', ua: 'темно-червоний', de: 'Rot wie reife Kirschen', ru: 'тёмно-красный', be: 'цёмна-чырвоны', tr: 'koyu kırmızı', pl: 'ciemnoczerwony', es: 'rojo oscuro' },
    },
    {
      kind: 'adjective',
      de: 'hellbraun',
      tr: { en: 'light brown', ua: 'світло-коричневий', de: 'Braun wie Kaffee mit Milch', ru: 'светло-коричневый', be: 'светла-карычневы', tr: 'açık kahverengi', pl: 'jasnobrązowy', es: 'marrón claro' },
    },
  ],
};

export default set;
