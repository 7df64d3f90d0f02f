import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesDifficulty',
  card: {
    level: 'A-adjectives',
    order: 4,
    img: 'puzzle-piece',
    descr: { en: 'Adjectives: difficulty', ua: 'Прикметники: складність', de: 'Adjektive: Schwierigkeit', ru: 'Прилагательные: сложность', be: 'Прыметнікі: складанасць', tr: 'Sıfatlar: zorluk', pl: 'Przymiotniki: trudność', es: 'Adjetivos: dificultad' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'schwierig',
      tr: { en: 'difficult', ua: 'складний', de: 'nicht leicht zu machen', ru: 'трудный', be: 'цяжкі', tr: 'zor', pl: 'trudny', es: 'difícil' },
    },
    {
      kind: 'adjective',
      de: 'einfach',
      tr: { en: 'easy', ua: 'простий', de: 'ohne Probleme, nicht schwer', ru: 'простой', be: 'просты', tr: 'kolay', pl: 'łatwy', es: 'fácil' },
    },
    {
      kind: 'adjective',
      de: 'kompliziert',
      tr: { en: 'complicated', ua: 'заплутаний', de: 'hat viele Teile, schwer zu verstehen', ru: 'сложный', be: 'складаны', tr: 'karmaşık', pl: 'skomplikowany', es: 'complicado' },
    },
    {
      kind: 'adjective',
      de: 'simpel',
      tr: { en: 'simple', ua: 'елементарний', de: 'sehr leicht, ohne viele Teile', ru: 'элементарный', be: 'элементарны', tr: 'basit', pl: 'prosty', es: 'sencillo' },
    },
    {
      kind: 'adjective',
      de: 'anspruchsvoll',
      tr: { en: 'demanding', ua: 'вимогливий', de: 'braucht viel Wissen und Arbeit', ru: 'требовательный', be: 'патрабавальны', tr: 'zorlayıcı', pl: 'wymagający', es: 'exigente' },
    },
    {
      kind: 'adjective',
      de: 'mühsam',
      tr: { en: 'laborious', ua: 'клопіткий', de: 'braucht viel Zeit und Kraft', ru: 'кропотливый', be: 'клапотны', tr: 'zahmetli', pl: 'mozolny', es: 'laborioso' },
    },
    {
      kind: 'adjective',
      de: 'anstrengend',
      tr: { en: 'exhausting', ua: 'виснажливий', de: 'macht müde, kostet viel Energie', ru: 'утомительный', be: 'стомны', tr: 'yorucu', pl: 'męczący', es: 'agotador' },
    },
    {
      kind: 'adjective',
      de: 'unmöglich',
      tr: { en: 'impossible', ua: 'неможливий', de: 'kann man gar nicht machen', ru: 'невозможный', be: 'немагчымы', tr: 'imkânsız', pl: 'niemożliwy', es: 'imposible' },
    },
    {
      kind: 'adjective',
      de: 'machbar',
      tr: { en: 'doable', ua: 'здійсненний', de: 'man kann es schaffen', ru: 'выполнимый', be: 'выканальны', tr: 'yapılabilir', pl: 'wykonalny', es: 'factible' },
    },
    {
      kind: 'adjective',
      de: 'verständlich',
      tr: { en: 'understandable', ua: 'зрозумілий', de: 'klar und deutlich erklärt', ru: 'понятный', be: 'зразумелы', tr: 'anlaşılır', pl: 'zrozumiały', es: 'comprensible' },
    },
    {
      kind: 'adjective',
      de: 'knifflig',
      tr: { en: 'tricky', ua: 'заковиристий', de: 'klein, aber schwer zu lösen, wie ein Rätsel', ru: 'каверзный', be: 'мудрагелісты', tr: 'çetrefilli', pl: 'podchwytliwy', es: 'peliagudo' },
    },
    {
      kind: 'adjective',
      de: 'mühelos',
      tr: { en: 'effortless', ua: 'легкий', de: 'braucht gar keine Kraft', ru: 'лёгкий', be: 'лёгкі', tr: 'zahmetsiz', pl: 'niewymagający wysiłku', es: 'sin esfuerzo' },
    },
  ],
};

export default set;
