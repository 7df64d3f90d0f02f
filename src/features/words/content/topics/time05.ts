import type { WordSet } from '../types';

const set: WordSet = {
  id: 'time05',
  card: {
    level: 'A',
    order: 5,
    img: 'alarm-clock',
    descr: { en: 'Time 5', ua: 'Час 5', de: 'Zeit 5', ru: 'Время 5', be: 'Час 5', tr: 'Zaman 5', pl: 'Czas 5', es: 'Tiempo 5' },
    paywall: false,
    tag: 'time',
  },
  words: [
    {
      kind: 'noun',
      de: 'Uhr',
      article: 'die',
      plural: 'Uhren',
      img: 'mantelpiece-clock',
      tr: { en: 'clock, watch', ua: 'годинник', de: 'damit sieht man, wie spät es ist', ru: 'часы', be: 'гадзіннік', tr: 'saat', pl: 'zegar', es: 'reloj' },
    },
    {
      kind: 'noun',
      de: 'Uhrzeit',
      article: 'die',
      plural: 'Uhrzeiten',
      tr: { en: 'time (on the clock)', ua: 'час (на годиннику)', de: 'Wie spät ist es? Zum Beispiel halb acht.', ru: 'время (на часах)', be: 'час (на гадзінніку)', tr: 'vakit (saat)', pl: 'godzina', es: 'hora' },
    },
    {
      kind: 'noun',
      de: 'Viertelstunde',
      article: 'die',
      plural: 'Viertelstunden',
      tr: { en: 'quarter of an hour', ua: 'чверть години', de: 'das sind fünfzehn Minuten', ru: 'четверть часа', be: 'чвэрць гадзіны', tr: 'çeyrek saat', pl: 'kwadrans', es: 'cuarto de hora' },
    },
    {
      kind: 'noun',
      de: 'Verspätung',
      article: 'die',
      plural: 'Verspätungen',
      tr: { en: 'delay', ua: 'запізнення', de: 'der Zug kommt zu spät', ru: 'опоздание', be: 'спазненне', tr: 'gecikme', pl: 'spóźnienie', es: 'retraso' },
    },
    {
      kind: 'noun',
      de: 'Termin',
      article: 'der',
      plural: 'Termine',
      tr: { en: 'appointment', ua: 'призначена зустріч, запис на прийом', de: 'eine feste Zeit, zum Beispiel beim Arzt', ru: 'назначенная встреча, запись на приём', be: 'прызначаная сустрэча, запіс на прыём', tr: 'randevu', pl: 'wizyta', es: 'cita' },
    },
    {
      kind: 'noun',
      de: 'Wecker',
      article: 'der',
      plural: 'Wecker',
      img: 'alarm-clock',
      tr: { en: 'alarm clock', ua: 'будильник', de: 'klingelt am Morgen, dann steht man auf', ru: 'будильник', be: 'будзільнік', tr: 'çalar saat', pl: 'budzik', es: 'despertador' },
    },
    {
      kind: 'noun',
      de: 'Öffnungszeit',
      article: 'die',
      plural: 'Öffnungszeiten',
      tr: { en: 'opening time', ua: 'години роботи', de: 'wann ein Geschäft offen ist', ru: 'часы работы', be: 'гадзіны працы', tr: 'çalışma saati', pl: 'godziny otwarcia', es: 'horario de apertura' },
    },
    {
      kind: 'noun',
      de: 'Anfang',
      article: 'der',
      plural: 'Anfänge',
      tr: { en: 'beginning', ua: 'початок', de: 'der erste Teil, der Start', ru: 'начало', be: 'пачатак', tr: 'başlangıç', pl: 'początek', es: 'comienzo' },
    },
    {
      kind: 'noun',
      de: 'Ende',
      article: 'das',
      plural: 'Enden',
      tr: { en: 'end', ua: 'кінець', de: 'der letzte Teil, dann ist Schluss', ru: 'конец', be: 'канец', tr: 'son', pl: 'koniec', es: 'fin' },
    },
    {
      kind: 'other',
      de: 'heute',
      tr: { en: 'today', ua: 'сьогодні', de: 'an diesem Tag, jetzt', ru: 'сегодня', be: 'сёння', tr: 'bugün', pl: 'dzisiaj', es: 'hoy' },
    },
    {
      kind: 'other',
      de: 'morgen',
      tr: { en: 'tomorrow', ua: 'завтра', de: 'am Tag nach heute', ru: 'завтра', be: 'заўтра', tr: 'yarın', pl: 'jutro', es: 'mañana' },
    },
    {
      kind: 'other',
      de: 'gestern',
      tr: { en: 'yesterday', ua: 'вчора', de: 'am Tag vor heute', ru: 'вчера', be: 'учора', tr: 'dün', pl: 'wczoraj', es: 'ayer' },
    },
  ],
};

export default set;
