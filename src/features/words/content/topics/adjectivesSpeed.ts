import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesSpeed',
  card: {
    level: 'A-adjectives',
    order: 5,
    img: 'stopwatch',
    descr: { en: 'Adjectives: speed', ua: 'Прикметники: швидкість', de: 'Adjektive: Geschwindigkeit', ru: 'Прилагательные: скорость', be: 'Прыметнікі: хуткасць', tr: 'Sıfatlar: hız', pl: 'Przymiotniki: prędkość', es: 'Adjetivos: velocidad' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'schnell',
      tr: { en: 'fast', ua: 'швидкий', de: 'fährt oder läuft mit viel Tempo', ru: 'быстрый', be: 'хуткі', tr: 'hızlı', pl: 'szybki', es: 'rápido' },
    },
    {
      kind: 'adjective',
      de: 'langsam',
      img: 'snail',
      tr: { en: 'slow', ua: 'повільний', de: 'braucht viel Zeit, wie eine Schnecke', ru: 'медленный', be: 'павольны', tr: 'yavaş', pl: 'wolny', es: 'lento' },
    },
    {
      kind: 'adjective',
      de: 'rasch',
      tr: { en: 'quick', ua: 'скорий', de: 'in kurzer Zeit, ohne Warten', ru: 'скорый', be: 'шпаркі', tr: 'çabuk', pl: 'prędki', es: 'veloz' },
    },
    {
      kind: 'adjective',
      de: 'eilig',
      tr: { en: 'urgent', ua: 'терміновий', de: 'muss sofort passieren, hat keine Zeit', ru: 'срочный', be: 'тэрміновы', tr: 'acil', pl: 'pilny', es: 'urgente' },
    },
    {
      kind: 'adjective',
      de: 'flott',
      tr: { en: 'brisk', ua: 'жвавий', de: 'schnell und mit Schwung', ru: 'проворный', be: 'спрытны', tr: 'çevik', pl: 'żwawy', es: 'brioso' },
    },
    {
      kind: 'adjective',
      de: 'zügig',
      tr: { en: 'swift', ua: 'оперативний', de: 'schnell und ohne Pause', ru: 'оперативный', be: 'аператыўны', tr: 'seri', pl: 'sprawny', es: 'expeditivo' },
    },
    {
      kind: 'adjective',
      de: 'gemächlich',
      tr: { en: 'leisurely', ua: 'неквапливий', de: 'ruhig und ohne Eile', ru: 'неторопливый', be: 'няспешны', tr: 'acelesiz', pl: 'niespieszny', es: 'pausado' },
    },
    {
      kind: 'adjective',
      de: 'blitzschnell',
      tr: { en: 'lightning-fast', ua: 'блискавичний', de: 'so schnell wie ein Blitz', ru: 'молниеносный', be: 'маланкавы', tr: 'yıldırım hızında', pl: 'błyskawiczny', es: 'rapidísimo' },
    },
    {
      kind: 'adjective',
      de: 'träge',
      tr: { en: 'lethargic', ua: 'млявий', de: 'bewegt sich langsam und ohne Energie', ru: 'вялый', be: 'млявы', tr: 'uyuşuk', pl: 'ospały', es: 'perezoso' },
    },
    {
      kind: 'adjective',
      de: 'rasant',
      tr: { en: 'rapid', ua: 'стрімкий', de: 'mit sehr hohem Tempo', ru: 'стремительный', be: 'імклівы', tr: 'süratli', pl: 'zawrotny', es: 'vertiginoso' },
    },
    {
      kind: 'adjective',
      de: 'hastig',
      tr: { en: 'hasty', ua: 'поспішний', de: 'zu schnell und ohne Ruhe', ru: 'торопливый', be: 'паспешлівы', tr: 'aceleci', pl: 'pospieszny', es: 'apresurado' },
    },
    {
      kind: 'adjective',
      de: 'schleppend',
      tr: { en: 'sluggish', ua: 'затяжний', de: 'sehr langsam, mit vielen Pausen', ru: 'затяжной', be: 'зацяжны', tr: 'ağır ilerleyen', pl: 'powolny', es: 'cansino' },
    },
  ],
};

export default set;
