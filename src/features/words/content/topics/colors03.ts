import type { WordSet } from '../types';

const set: WordSet = {
  id: 'colors03',
  card: {
    level: 'A',
    order: 24,
    img: 'chequered-flag',
    descr: { en: 'Colors 3', ua: 'Кольори 3', de: 'Farben 3', ru: 'Цвета 3', be: 'Колеры 3', tr: 'Renkler 3', pl: 'Kolory 3', es: 'Colores 3' },
    paywall: false,
    tag: 'colors',
  },
  words: [
    {
      kind: 'noun',
      de: 'Farbe',
      article: 'die',
      plural: 'Farben',
      img: 'artist-palette',
      tr: { en: 'colour', ua: 'колір', de: 'zum Beispiel Rot, Blau oder Grün', ru: 'цвет', be: 'колер', tr: 'renk', pl: 'kolor', es: 'color' },
    },
    {
      kind: 'noun',
      de: 'Muster',
      article: 'das',
      plural: 'Muster',
      tr: { en: 'pattern', ua: 'візерунок', de: 'Streifen, Punkte oder Karos auf Stoff', ru: 'узор', be: 'узор', tr: 'desen', pl: 'wzór', es: 'dibujo' },
    },
    {
      kind: 'adjective',
      de: 'bunt',
      img: 'rainbow',
      tr: { en: 'colorful', ua: 'різнокольоровий', de: 'mit vielen Farben', ru: 'разноцветный', be: 'рознакаляровы', tr: 'rengârenk', pl: 'kolorowy', es: 'multicolor' },
    },
    {
      kind: 'adjective',
      de: 'einfarbig',
      tr: { en: 'plain', ua: 'однотонний', de: 'nur eine Farbe, ohne Muster', ru: 'однотонный', be: 'аднатонны', tr: 'tek renkli', pl: 'jednokolorowy', es: 'liso' },
    },
    {
      kind: 'adjective',
      de: 'hell',
      tr: { en: 'bright, light', ua: 'світлий', de: 'mit viel Licht, nicht dunkel', ru: 'светлый', be: 'светлы', tr: 'aydınlık, açık', pl: 'jasny', es: 'claro' },
    },
    {
      kind: 'adjective',
      de: 'dunkel',
      tr: { en: 'dark', ua: 'темний', de: 'ohne Licht, wie in der Nacht', ru: 'тёмный', be: 'цёмны', tr: 'karanlık, koyu', pl: 'ciemny', es: 'oscuro' },
    },
    {
      kind: 'adjective',
      de: 'gestreift',
      img: 'zebra',
      tr: { en: 'striped', ua: 'смугастий', de: 'mit Streifen, wie ein Zebra', ru: 'полосатый', be: 'паласаты', tr: 'çizgili', pl: 'w paski', es: 'a rayas' },
    },
    {
      kind: 'adjective',
      de: 'kariert',
      img: 'chequered-flag',
      tr: { en: 'checked', ua: 'картатий', de: 'mit kleinen Quadraten, wie ein Schachbrett', ru: 'клетчатый', be: 'клятчасты', tr: 'kareli', pl: 'w kratkę', es: 'a cuadros' },
    },
    {
      kind: 'adjective',
      de: 'gepunktet',
      img: 'lady-beetle',
      tr: { en: 'dotted', ua: 'у горошок', de: 'mit vielen kleinen Punkten', ru: 'в горошек', be: 'у гарошак', tr: 'puantiyeli', pl: 'w kropki', es: 'de lunares' },
    },
    {
      kind: 'adjective',
      de: 'gemustert',
      tr: { en: 'patterned', ua: 'з візерунком', de: 'nicht einfarbig, mit Streifen oder Punkten', ru: 'с узором', be: 'з узорам', tr: 'desenli', pl: 'wzorzysty', es: 'estampado' },
    },
    {
      kind: 'adjective',
      de: 'blass',
      tr: { en: 'pale', ua: 'блідий', de: 'mit wenig Farbe, fast weiß', ru: 'бледный', be: 'бледны', tr: 'soluk', pl: 'blady', es: 'pálido' },
    },
    {
      kind: 'adjective',
      de: 'glänzend',
      tr: { en: 'shiny', ua: 'блискучий', de: 'reflektiert das Licht, wie ein Spiegel', ru: 'блестящий', be: 'бліскучы', tr: 'parlak', pl: 'błyszczący', es: 'brillante' },
    },
  ],
};

export default set;
