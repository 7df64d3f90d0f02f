import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesTime',
  card: {
    level: 'A-adjectives',
    order: 14,
    img: 'alarm-clock',
    descr: { en: 'Adjectives: time', ua: 'Прикметники: час', de: 'Adjektive: Zeit', ru: 'Прилагательные: время', be: 'Прыметнікі: час', tr: 'Sıfatlar: zaman', pl: 'Przymiotniki: czas', es: 'Adjetivos: tiempo' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'früh',
      tr: { en: 'early', ua: 'ранній', de: 'am Anfang des Tages, vor der normalen Zeit', ru: 'ранний', be: 'ранні', tr: 'erken', pl: 'wczesny', es: 'temprano' },
    },
    {
      kind: 'adjective',
      de: 'spät',
      tr: { en: 'late', ua: 'пізній', de: 'am Ende des Tages oder nach der normalen Zeit', ru: 'поздний', be: 'позні', tr: 'geç', pl: 'późny', es: 'tardío' },
    },
    {
      kind: 'adjective',
      de: 'pünktlich',
      tr: { en: 'punctual', ua: 'пунктуальний', de: 'kommt genau zur richtigen Zeit', ru: 'пунктуальный', be: 'пунктуальны', tr: 'dakik', pl: 'punktualny', es: 'puntual' },
    },
    {
      kind: 'adjective',
      de: 'verspätet',
      tr: { en: 'delayed', ua: 'запізнілий', de: 'kommt später als geplant', ru: 'запоздалый', be: 'запознены', tr: 'gecikmiş', pl: 'opóźniony', es: 'retrasado' },
    },
    {
      kind: 'adjective',
      de: 'rechtzeitig',
      tr: { en: 'timely', ua: 'своєчасний', de: 'nicht zu spät, gerade noch genug Zeit', ru: 'своевременный', be: 'своечасовы', tr: 'zamanında', pl: 'terminowy', es: 'oportuno' },
    },
    {
      kind: 'adjective',
      de: 'aktuell',
      tr: { en: 'current', ua: 'актуальний', de: 'gilt jetzt, im Moment', ru: 'актуальный', be: 'актуальны', tr: 'güncel', pl: 'aktualny', es: 'actual' },
    },
    {
      kind: 'adjective',
      de: 'heutig',
      tr: { en: 'today’s', ua: 'сьогоднішній', de: 'von diesem Tag, von jetzt', ru: 'сегодняшний', be: 'сённяшні', tr: 'bugünkü', pl: 'dzisiejszy', es: 'de hoy' },
    },
    {
      kind: 'adjective',
      de: 'täglich',
      tr: { en: 'daily', ua: 'щоденний', de: 'an jedem Tag', ru: 'ежедневный', be: 'штодзённы', tr: 'günlük', pl: 'codzienny', es: 'diario' },
    },
    {
      kind: 'adjective',
      de: 'wöchentlich',
      tr: { en: 'weekly', ua: 'щотижневий', de: 'einmal in jeder Woche', ru: 'еженедельный', be: 'штотыднёвы', tr: 'haftalık', pl: 'cotygodniowy', es: 'semanal' },
    },
    {
      kind: 'adjective',
      de: 'monatlich',
      tr: { en: 'monthly', ua: 'щомісячний', de: 'einmal in jedem Monat', ru: 'ежемесячный', be: 'штомесячны', tr: 'aylık', pl: 'comiesięczny', es: 'mensual' },
    },
    {
      kind: 'adjective',
      de: 'zukünftig',
      tr: { en: 'future', ua: 'майбутній', de: 'was noch kommt, morgen oder in Jahren', ru: 'будущий', be: 'будучы', tr: 'gelecekteki', pl: 'przyszły', es: 'futuro' },
    },
    {
      kind: 'adjective',
      de: 'vergangen',
      tr: { en: 'past', ua: 'минулий', de: 'schon vorbei, war früher', ru: 'прошлый', be: 'мінулы', tr: 'geçmiş', pl: 'miniony', es: 'pasado' },
    },
  ],
};

export default set;
