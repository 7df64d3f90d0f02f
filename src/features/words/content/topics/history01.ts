import type { WordSet } from '../types';

const set: WordSet = {
  id: 'history01',
  card: {
    level: 'A2',
    order: 1,
    img: 'scroll',
    descr: { en: 'History', ua: 'Історія', de: 'Geschichte', ru: 'История', be: 'Гісторыя', tr: 'Tarih', pl: 'Historia', es: 'Historia' },
    paywall: false,
  },
  words: [
    {
      kind: 'noun',
      de: 'Geschichte',
      article: 'die',
      plural: 'Geschichten',
      tr: { en: 'history', ua: 'історія', de: 'was früher in der Welt passiert ist', ru: 'история', be: 'гісторыя', tr: 'tarih', pl: 'historia', es: 'historia' },
    },
    {
      kind: 'noun',
      de: 'Vergangenheit',
      article: 'die',
      plural: null,
      tr: { en: 'past', ua: 'минуле', de: 'die Zeit vor heute', ru: 'прошлое', be: 'мінулае', tr: 'geçmiş', pl: 'przeszłość', es: 'pasado' },
    },
    {
      kind: 'noun',
      de: 'Jahrhundert',
      article: 'das',
      plural: 'Jahrhunderte',
      tr: { en: 'century', ua: 'століття', de: 'eine Zeit von hundert Jahren', ru: 'век', be: 'стагоддзе', tr: 'yüzyıl', pl: 'wiek', es: 'siglo' },
    },
    {
      kind: 'noun',
      de: 'Krieg',
      article: 'der',
      plural: 'Kriege',
      tr: { en: 'war', ua: 'війна', de: 'Kampf zwischen Ländern mit Waffen', ru: 'война', be: 'вайна', tr: 'savaş', pl: 'wojna', es: 'guerra' },
    },
    {
      kind: 'noun',
      de: 'Frieden',
      article: 'der',
      plural: null,
      tr: { en: 'peace', ua: 'мир', de: 'Zeit ohne Krieg und Kampf', ru: 'мир', be: 'мір', tr: 'barış', pl: 'pokój', es: 'paz' },
    },
    {
      kind: 'noun',
      de: 'König',
      article: 'der',
      plural: 'Könige',
      img: 'crown',
      tr: { en: 'king', ua: 'король', de: 'Mann, der ein Land regiert und eine Krone trägt', ru: 'король', be: 'кароль', tr: 'kral', pl: 'król', es: 'rey' },
    },
    {
      kind: 'noun',
      de: 'Königin',
      article: 'die',
      plural: 'Königinnen',
      tr: { en: 'queen', ua: 'королева', de: 'Frau, die ein Land regiert und eine Krone trägt', ru: 'королева', be: 'каралева', tr: 'kraliçe', pl: 'królowa', es: 'reina' },
    },
    {
      kind: 'noun',
      de: 'Burg',
      article: 'die',
      plural: 'Burgen',
      img: 'castle',
      tr: { en: 'castle', ua: 'замок', de: 'alter Bau mit dicken Mauern und Türmen', ru: 'замок', be: 'замак', tr: 'kale', pl: 'zamek', es: 'castillo' },
    },
    {
      kind: 'noun',
      de: 'Museum',
      article: 'das',
      plural: 'Museen',
      img: 'classical-building',
      tr: { en: 'museum', ua: 'музей', de: 'dort sieht man alte Dinge und Kunst', ru: 'музей', be: 'музей', tr: 'müze', pl: 'muzeum', es: 'museo' },
    },
    {
      kind: 'noun',
      de: 'Denkmal',
      article: 'das',
      plural: 'Denkmäler',
      tr: { en: 'monument', ua: 'пам’ятник', de: 'Statue oder Stein zur Erinnerung an jemanden', ru: 'памятник', be: 'помнік', tr: 'anıt', pl: 'pomnik', es: 'monumento' },
    },
    {
      kind: 'noun',
      de: 'Soldat',
      article: 'der',
      plural: 'Soldaten',
      img: 'military-helmet',
      tr: { en: 'soldier', ua: 'солдат', de: 'Mann oder Frau in der Armee', ru: 'солдат', be: 'салдат', tr: 'asker', pl: 'żołnierz', es: 'soldado' },
    },
    {
      kind: 'noun',
      de: 'Ereignis',
      article: 'das',
      plural: 'Ereignisse',
      tr: { en: 'event', ua: 'подія', de: 'etwas Wichtiges, das passiert', ru: 'событие', be: 'падзея', tr: 'olay', pl: 'wydarzenie', es: 'acontecimiento' },
    },
  ],
};

export default set;
