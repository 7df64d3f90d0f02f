import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesAge',
  card: {
    level: 'A-adjectives',
    order: 1,
    img: 'older-person',
    descr: { en: 'Adjectives: age', ua: 'Прикметники: вік', de: 'Adjektive: Alter', ru: 'Прилагательные: возраст', be: 'Прыметнікі: узрост', tr: 'Sıfatlar: yaş', pl: 'Przymiotniki: wiek', es: 'Adjetivos: edad' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'alt',
      img: 'older-person',
      tr: { en: 'old', ua: 'старий', de: 'hat schon viele Jahre gelebt', ru: 'старый', be: 'стары', tr: 'yaşlı', pl: 'stary', es: 'viejo' },
    },
    {
      kind: 'adjective',
      de: 'jung',
      tr: { en: 'young', ua: 'молодий', de: 'hat noch nicht lange gelebt', ru: 'молодой', be: 'малады', tr: 'genç', pl: 'młody', es: 'joven' },
    },
    {
      kind: 'adjective',
      de: 'neu',
      img: 'new-button',
      tr: { en: 'new', ua: 'новий', de: 'gerade gekauft oder gemacht', ru: 'новый', be: 'новы', tr: 'yeni', pl: 'nowy', es: 'nuevo' },
    },
    {
      kind: 'adjective',
      de: 'modern',
      tr: { en: 'modern', ua: 'сучасний', de: 'passt zu unserer Zeit, nicht von früher', ru: 'современный', be: 'сучасны', tr: 'çağdaş', pl: 'nowoczesny', es: 'moderno' },
    },
    {
      kind: 'adjective',
      de: 'antik',
      img: 'amphora',
      tr: { en: 'antique', ua: 'антикварний', de: 'sehr alt und oft wertvoll', ru: 'антикварный', be: 'антыкварны', tr: 'antika', pl: 'antyczny', es: 'antiguo' },
    },
    {
      kind: 'adjective',
      de: 'erwachsen',
      tr: { en: 'adult', ua: 'дорослий', de: 'kein Kind mehr', ru: 'взрослый', be: 'дарослы', tr: 'yetişkin', pl: 'dorosły', es: 'adulto' },
    },
    {
      kind: 'adjective',
      de: 'jugendlich',
      tr: { en: 'teenage', ua: 'юний', de: 'etwa 13 bis 18 Jahre alt', ru: 'юный', be: 'юны', tr: 'ergen', pl: 'młodzieńczy', es: 'juvenil' },
    },
    {
      kind: 'adjective',
      de: 'gebraucht',
      tr: { en: 'used', ua: 'вживаний', de: 'nicht neu, jemand hatte es schon', ru: 'подержанный', be: 'ужываны', tr: 'ikinci el', pl: 'używany', es: 'usado' },
    },
    {
      kind: 'adjective',
      de: 'altmodisch',
      tr: { en: 'old-fashioned', ua: 'старомодний', de: 'nicht mehr modern, wie in früheren Zeiten', ru: 'старомодный', be: 'старамодны', tr: 'demode', pl: 'staromodny', es: 'anticuado' },
    },
    {
      kind: 'adjective',
      de: 'volljährig',
      tr: { en: 'of age', ua: 'повнолітній', de: 'mindestens 18 Jahre alt', ru: 'совершеннолетний', be: 'паўналетні', tr: 'reşit', pl: 'pełnoletni', es: 'mayor de edad' },
    },
    {
      kind: 'adjective',
      de: 'minderjährig',
      tr: { en: 'underage', ua: 'неповнолітній', de: 'noch keine 18 Jahre alt', ru: 'несовершеннолетний', be: 'непаўналетні', tr: 'reşit olmayan', pl: 'niepełnoletni', es: 'menor de edad' },
    },
    {
      kind: 'adjective',
      de: 'neugeboren',
      img: 'baby',
      tr: { en: 'newborn', ua: 'новонароджений', de: 'gerade erst auf die Welt gekommen', ru: 'новорождённый', be: 'нованароджаны', tr: 'yeni doğmuş', pl: 'nowo narodzony', es: 'recién nacido' },
    },
  ],
};

export default set;
