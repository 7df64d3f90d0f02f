import type { WordSet } from '../types';

const set: WordSet = {
  id: 'colors01',
  card: {
    level: 'A',
    order: 22,
    img: 'artist-palette',
    descr: { en: 'Colors 1', ua: 'Кольори 1', de: 'Farben 1', ru: 'Цвета 1', be: 'Колеры 1', tr: 'Renkler 1', pl: 'Kolory 1', es: 'Colores 1' },
    paywall: false,
    tag: 'colors',
  },
  words: [
    {
      kind: 'adjective',
      de: 'rot',
      img: 'red-circle',
      tr: { en: 'red', ua: 'червоний', de: 'Farbe von Blut und Tomaten', ru: 'красный', be: 'чырвоны', tr: 'kırmızı', pl: 'czerwony', es: 'rojo' },
    },
    {
      kind: 'adjective',
      de: 'blau',
      img: 'blue-circle',
      tr: { en: 'blue', ua: 'синій', de: 'Farbe vom Himmel und vom Meer', ru: 'синий', be: 'сіні', tr: 'mavi', pl: 'niebieski', es: 'azul' },
    },
    {
      kind: 'adjective',
      de: 'grün',
      img: 'green-circle',
      tr: { en: 'green', ua: 'зелений', de: 'Farbe von Gras und Blättern', ru: 'зелёный', be: 'зялёны', tr: 'yeşil', pl: 'zielony', es: 'verde' },
    },
    {
      kind: 'adjective',
      de: 'gelb',
      img: 'yellow-circle',
      tr: { en: 'yellow', ua: 'жовтий', de: 'Farbe von Zitronen und Bananen', ru: 'жёлтый', be: 'жоўты', tr: 'sarı', pl: 'żółty', es: 'amarillo' },
    },
    {
      kind: 'adjective',
      de: 'schwarz',
      img: 'black-circle',
      tr: { en: 'black', ua: 'чорний', de: 'Farbe der Nacht, ganz dunkel', ru: 'чёрный', be: 'чорны', tr: 'siyah', pl: 'czarny', es: 'negro' },
    },
    {
      kind: 'adjective',
      de: 'weiß',
      img: 'white-circle',
      tr: { en: 'white', ua: 'білий', de: 'Farbe von Schnee und Milch', ru: 'белый', be: 'белы', tr: 'beyaz', pl: 'biały', es: 'blanco' },
    },
    {
      kind: 'adjective',
      de: 'braun',
      img: 'brown-circle',
      tr: { en: 'brown', ua: 'коричневий', de: 'Farbe von Schokolade und Holz', ru: 'коричневый', be: 'карычневы', tr: 'kahverengi', pl: 'brązowy', es: 'marrón' },
    },
    {
      kind: 'adjective',
      de: 'grau',
      img: 'grey-heart',
      tr: { en: 'gray', ua: 'сірий', de: 'Farbe zwischen Schwarz und Weiß', ru: 'серый', be: 'шэры', tr: 'gri', pl: 'szary', es: 'gris' },
    },
    {
      kind: 'adjective',
      de: 'orange',
      img: 'orange-circle',
      tr: { en: 'orange', ua: 'помаранчевий', de: 'Farbe von Mandarinen und Karotten', ru: 'оранжевый', be: 'аранжавы', tr: 'turuncu', pl: 'pomarańczowy', es: 'naranja' },
    },
    {
      kind: 'adjective',
      de: 'rosa',
      img: 'pink-heart',
      tr: { en: 'pink', ua: 'рожевий', de: 'Farbe von Schweinen und Flamingos', ru: 'розовый', be: 'ружовы', tr: 'pembe', pl: 'różowy', es: 'rosado' },
    },
    {
      kind: 'adjective',
      de: 'lila',
      img: 'purple-circle',
      tr: { en: 'purple', ua: 'фіолетовий', de: 'Mischung aus Rot und Blau', ru: 'фиолетовый', be: 'фіялетавы', tr: 'mor', pl: 'fioletowy', es: 'morado' },
    },
    {
      kind: 'adjective',
      de: 'beige',
      tr: { en: 'beige', ua: 'бежевий', de: 'helles Braun, wie Sand', ru: 'бежевый', be: 'бэжавы', tr: 'bej', pl: 'beżowy', es: 'beis' },
    },
  ],
};

export default set;
