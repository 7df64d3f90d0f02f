import type { WordSet } from '../types';

const set: WordSet = {
  id: 'weekdays01',
  card: {
    level: 'A',
    order: 6,
    img: 'tear-off-calendar',
    descr: { en: 'Days of the week', ua: 'Дні тижня', de: 'Wochentage', ru: 'Дни недели', be: 'Дні тыдня', tr: 'Haftanın günleri', pl: 'Dni tygodnia', es: 'Días de la semana' },
    paywall: false,
  },
  words: [
    {
      kind: 'noun',
      de: 'Montag',
      article: 'der',
      plural: 'Montage',
      tr: { en: 'Monday', ua: 'понеділок', de: 'der erste Tag der Woche', ru: 'понедельник', be: 'панядзелак', tr: 'pazartesi', pl: 'poniedziałek', es: 'lunes' },
    },
    {
      kind: 'noun',
      de: 'Dienstag',
      article: 'der',
      plural: 'Dienstage',
      tr: { en: 'Tuesday', ua: 'вівторок', de: 'der zweite Tag der Woche', ru: 'вторник', be: 'аўторак', tr: 'salı', pl: 'wtorek', es: 'martes' },
    },
    {
      kind: 'noun',
      de: 'Mittwoch',
      article: 'der',
      plural: 'Mittwoche',
      tr: { en: 'Wednesday', ua: 'середа', de: 'der dritte Tag der Woche', ru: 'среда', be: 'серада', tr: 'çarşamba', pl: 'środa', es: 'miércoles' },
    },
    {
      kind: 'noun',
      de: 'Donnerstag',
      article: 'der',
      plural: 'Donnerstage',
      tr: { en: 'Thursday', ua: 'четвер', de: 'der vierte Tag der Woche', ru: 'четверг', be: 'чацвер', tr: 'perşembe', pl: 'czwartek', es: 'jueves' },
    },
    {
      kind: 'noun',
      de: 'Freitag',
      article: 'der',
      plural: 'Freitage',
      tr: { en: 'Friday', ua: 'п’ятниця', de: 'der fünfte Tag, vor dem Wochenende', ru: 'пятница', be: 'пятніца', tr: 'cuma', pl: 'piątek', es: 'viernes' },
    },
    {
      kind: 'noun',
      de: 'Samstag',
      article: 'der',
      plural: 'Samstage',
      alternatives: ['der Sonnabend'],
      tr: { en: 'Saturday', ua: 'субота', de: 'der sechste Tag der Woche', ru: 'суббота', be: 'субота', tr: 'cumartesi', pl: 'sobota', es: 'sábado' },
    },
    {
      kind: 'noun',
      de: 'Sonntag',
      article: 'der',
      plural: 'Sonntage',
      tr: { en: 'Sunday', ua: 'неділя', de: 'der siebte und letzte Tag der Woche', ru: 'воскресенье', be: 'нядзеля', tr: 'pazar', pl: 'niedziela', es: 'domingo' },
    },
    {
      kind: 'noun',
      de: 'Wochentag',
      article: 'der',
      plural: 'Wochentage',
      tr: { en: 'day of the week', ua: 'день тижня', de: 'einer von sieben Tagen, zum Beispiel Montag', ru: 'день недели', be: 'дзень тыдня', tr: 'haftanın günü', pl: 'dzień tygodnia', es: 'día de la semana' },
    },
    {
      kind: 'noun',
      de: 'Werktag',
      article: 'der',
      plural: 'Werktage',
      tr: { en: 'working day', ua: 'робочий день', de: 'Montag bis Samstag, aber kein Feiertag', ru: 'рабочий день', be: 'працоўны дзень', tr: 'iş günü', pl: 'dzień roboczy', es: 'día laborable' },
    },
    {
      kind: 'noun',
      de: 'Ruhetag',
      article: 'der',
      plural: 'Ruhetage',
      tr: { en: 'closing day', ua: 'вихідний день', de: 'an diesem Tag ist das Restaurant geschlossen', ru: 'выходной день', be: 'выхадны дзень', tr: 'kapalı gün', pl: 'dzień wolny', es: 'día de descanso' },
    },
    {
      kind: 'noun',
      de: 'Schultag',
      article: 'der',
      plural: 'Schultage',
      tr: { en: 'school day', ua: 'шкільний день', de: 'an diesem Tag gehen Kinder in die Schule', ru: 'школьный день', be: 'школьны дзень', tr: 'okul günü', pl: 'dzień szkolny', es: 'día de clase' },
    },
    {
      kind: 'noun',
      de: 'Arbeitswoche',
      article: 'die',
      plural: 'Arbeitswochen',
      tr: { en: 'working week', ua: 'робочий тиждень', de: 'die Tage, an denen man arbeitet', ru: 'рабочая неделя', be: 'працоўны тыдзень', tr: 'çalışma haftası', pl: 'tydzień pracy', es: 'semana laboral' },
    },
  ],
};

export default set;
