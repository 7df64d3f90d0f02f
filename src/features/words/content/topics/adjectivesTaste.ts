import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesTaste',
  card: {
    level: 'A-adjectives',
    order: 16,
    img: 'face-savoring-food',
    descr: { en: 'Adjectives: taste', ua: 'Прикметники: смак', de: 'Adjektive: Geschmack', ru: 'Прилагательные: вкус', be: 'Прыметнікі: смак', tr: 'Sıfatlar: tat', pl: 'Przymiotniki: smak', es: 'Adjetivos: sabor' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'süß',
      img: 'candy',
      tr: { en: 'sweet', ua: 'солодкий', de: 'schmeckt wie Zucker oder Honig', ru: 'сладкий', be: 'салодкі', tr: 'tatlı', pl: 'słodki', es: 'dulce' },
    },
    {
      kind: 'adjective',
      de: 'sauer',
      img: 'lemon',
      tr: { en: 'sour', ua: 'кислий', de: 'schmeckt wie eine Zitrone', ru: 'кислый', be: 'кіслы', tr: 'ekşi', pl: 'kwaśny', es: 'ácido' },
    },
    {
      kind: 'adjective',
      de: 'salzig',
      img: 'salt',
      tr: { en: 'salty', ua: 'солоний', de: 'schmeckt wie Meerwasser', ru: 'солёный', be: 'салёны', tr: 'tuzlu', pl: 'słony', es: 'salado' },
    },
    {
      kind: 'adjective',
      de: 'bitter',
      tr: { en: 'bitter', ua: 'гіркий', de: 'schmeckt wie starker Kaffee ohne Zucker', ru: 'горький', be: 'горкі', tr: 'acı', pl: 'gorzki', es: 'amargo' },
    },
    {
      kind: 'adjective',
      de: 'scharf',
      img: 'hot-pepper',
      tr: { en: 'spicy', ua: 'гострий', de: 'brennt auf der Zunge', ru: 'острый', be: 'востры', tr: 'acılı', pl: 'ostry', es: 'picante' },
    },
    {
      kind: 'adjective',
      de: 'lecker',
      img: 'face-savoring-food',
      tr: { en: 'tasty', ua: 'смачний', de: 'schmeckt sehr gut', ru: 'вкусный', be: 'смачны', tr: 'lezzetli', pl: 'pyszny', es: 'rico' },
    },
    {
      kind: 'adjective',
      de: 'köstlich',
      tr: { en: 'delicious', ua: 'смаковитий', de: 'schmeckt wunderbar, ein Genuss', ru: 'восхитительный', be: 'смакоўны', tr: 'nefis', pl: 'wyborny', es: 'delicioso' },
    },
    {
      kind: 'adjective',
      de: 'fade',
      tr: { en: 'bland', ua: 'прісний', de: 'schmeckt nach fast nichts', ru: 'пресный', be: 'прэсны', tr: 'tatsız', pl: 'mdły', es: 'soso' },
    },
    {
      kind: 'adjective',
      de: 'würzig',
      tr: { en: 'well-seasoned', ua: 'пряний', de: 'schmeckt stark nach Kräutern und Pfeffer', ru: 'пряный', be: 'духмяны', tr: 'baharatlı', pl: 'dobrze przyprawiony', es: 'especiado' },
    },
    {
      kind: 'adjective',
      de: 'saftig',
      tr: { en: 'juicy', ua: 'соковитий', de: 'voll Flüssigkeit, wie eine reife Orange', ru: 'сочный', be: 'сакавіты', tr: 'sulu', pl: 'soczysty', es: 'jugoso' },
    },
    {
      kind: 'adjective',
      de: 'knusprig',
      tr: { en: 'crispy', ua: 'хрусткий', de: 'macht Geräusche beim Beißen, wie Chips', ru: 'хрустящий', be: 'хрумсткі', tr: 'çıtır', pl: 'chrupiący', es: 'crujiente' },
    },
    {
      kind: 'adjective',
      de: 'herzhaft',
      tr: { en: 'hearty', ua: 'ситний', de: 'kräftig und salzig, nicht süß', ru: 'сытный', be: 'сытны', tr: 'doyurucu', pl: 'pożywny', es: 'sustancioso' },
    },
  ],
};

export default set;
