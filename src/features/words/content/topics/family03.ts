import type { WordSet } from '../types';

const set: WordSet = {
  id: 'family03',
  card: {
    level: 'A',
    order: 15,
    img: 'wedding',
    descr: { en: 'Family 3', ua: 'Сім’я 3', de: 'Familie 3', ru: 'Семья 3', be: 'Сям’я 3', tr: 'Aile 3', pl: 'Rodzina 3', es: 'Familia 3' },
    paywall: false,
    tag: 'family',
  },
  words: [
    {
      kind: 'noun',
      de: 'Hochzeit',
      article: 'die',
      plural: 'Hochzeiten',
      img: 'wedding',
      tr: { en: 'wedding', ua: 'весілля', de: 'das Fest, wenn zwei Menschen heiraten', ru: 'свадьба', be: 'вяселле', tr: 'düğün', pl: 'ślub', es: 'boda' },
    },
    {
      kind: 'noun',
      de: 'Geburt',
      article: 'die',
      plural: 'Geburten',
      tr: { en: 'birth', ua: 'народження', de: 'ein Baby kommt auf die Welt', ru: 'рождение', be: 'нараджэнне', tr: 'doğum', pl: 'narodziny', es: 'nacimiento' },
    },
    {
      kind: 'noun',
      de: 'Verwandte',
      article: 'der',
      plural: 'Verwandten',
      tr: { en: 'relative', ua: 'родич', de: 'ein Mensch aus der Familie, zum Beispiel die Tante', ru: 'родственник', be: 'сваяк', tr: 'akraba', pl: 'krewny', es: 'pariente' },
    },
    {
      kind: 'noun',
      de: 'Ehe',
      article: 'die',
      plural: 'Ehen',
      tr: { en: 'marriage', ua: 'шлюб', de: 'zwei Menschen sind verheiratet', ru: 'брак', be: 'шлюб', tr: 'evlilik', pl: 'małżeństwo', es: 'matrimonio' },
    },
    {
      kind: 'noun',
      de: 'Scheidung',
      article: 'die',
      plural: 'Scheidungen',
      tr: { en: 'divorce', ua: 'розлучення', de: 'ein Paar ist nicht mehr verheiratet', ru: 'развод', be: 'развод', tr: 'boşanma', pl: 'rozwód', es: 'divorcio' },
    },
    {
      kind: 'noun',
      de: 'Partner',
      article: 'der',
      plural: 'Partner',
      tr: { en: 'partner', ua: 'партнер', de: 'die Person, mit der man zusammenlebt', ru: 'партнёр', be: 'партнёр', tr: 'hayat arkadaşı', pl: 'partner', es: 'pareja' },
    },
    {
      kind: 'noun',
      de: 'Liebe',
      article: 'die',
      plural: null,
      tr: { en: 'love', ua: 'любов, кохання', de: 'starkes, warmes Gefühl für einen Menschen', ru: 'любовь', be: 'любоў, каханне', tr: 'sevgi, aşk', pl: 'miłość', es: 'amor' },
    },
    {
      kind: 'noun',
      de: 'Vorname',
      article: 'der',
      plural: 'Vornamen',
      tr: { en: 'first name', ua: 'ім’я', de: 'zum Beispiel Anna oder Peter', ru: 'имя', be: 'імя', tr: 'ad', pl: 'imię', es: 'nombre' },
    },
    {
      kind: 'noun',
      de: 'Familienname',
      article: 'der',
      plural: 'Familiennamen',
      tr: { en: 'surname', ua: 'прізвище', de: 'zum Beispiel Müller oder Schmidt', ru: 'фамилия', be: 'прозвішча', tr: 'soyadı', pl: 'nazwisko', es: 'apellido' },
    },
    {
      kind: 'noun',
      de: 'Familienstand',
      article: 'der',
      plural: null,
      tr: { en: 'marital status', ua: 'сімейний стан', de: 'ledig, verheiratet oder geschieden', ru: 'семейное положение', be: 'сямейнае становішча', tr: 'medeni durum', pl: 'stan cywilny', es: 'estado civil' },
    },
    {
      kind: 'noun',
      de: 'Haushalt',
      article: 'der',
      plural: 'Haushalte',
      tr: { en: 'household, housework', ua: 'домашнє господарство', de: 'kochen, putzen und waschen zu Hause', ru: 'домашнее хозяйство', be: 'хатняя гаспадарка', tr: 'ev işleri', pl: 'gospodarstwo domowe', es: 'tareas domésticas' },
    },
    {
      kind: 'noun',
      de: 'Feier',
      article: 'die',
      plural: 'Feiern',
      tr: { en: 'celebration', ua: 'святкування', de: 'ein Fest mit Familie oder Freunden', ru: 'празднование', be: 'святкаванне', tr: 'kutlama', pl: 'uroczystość', es: 'celebración' },
    },
  ],
};

export default set;
