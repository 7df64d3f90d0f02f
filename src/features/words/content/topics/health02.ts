import type { WordSet } from '../types';

const set: WordSet = {
  id: 'health02',
  card: {
    level: 'A',
    order: 20,
    img: 'face-with-thermometer',
    descr: { en: 'Health 2', ua: 'Здоров’я 2', de: 'Gesundheit 2', ru: 'Здоровье 2', be: 'Здароўе 2', tr: 'Sağlık 2', pl: 'Zdrowie 2', es: 'Salud 2' },
    paywall: false,
    tag: 'health',
  },
  words: [
    {
      kind: 'noun',
      de: 'Krankheit',
      article: 'die',
      plural: 'Krankheiten',
      tr: { en: 'illness', ua: 'хвороба', de: 'wenn man nicht gesund ist', ru: 'болезнь', be: 'хвароба', tr: 'hastalık', pl: 'choroba', es: 'enfermedad' },
    },
    {
      kind: 'noun',
      de: 'Schmerz',
      article: 'der',
      plural: 'Schmerzen',
      tr: { en: 'pain', ua: 'біль', de: 'etwas tut weh', ru: 'боль', be: 'боль', tr: 'ağrı', pl: 'ból', es: 'dolor' },
    },
    {
      kind: 'noun',
      de: 'Kopfschmerz',
      article: 'der',
      plural: 'Kopfschmerzen',
      tr: { en: 'headache', ua: 'головний біль', de: 'der Kopf tut weh', ru: 'головная боль', be: 'галаўны боль', tr: 'baş ağrısı', pl: 'ból głowy', es: 'dolor de cabeza' },
    },
    {
      kind: 'noun',
      de: 'Fieber',
      article: 'das',
      plural: null,
      img: 'face-with-thermometer',
      tr: { en: 'fever', ua: 'гарячка', de: 'der Körper ist zu heiß, über 38 °C', ru: 'жар', be: 'гарачка', tr: 'ateş', pl: 'gorączka', es: 'fiebre' },
    },
    {
      kind: 'noun',
      de: 'Husten',
      article: 'der',
      plural: null,
      tr: { en: 'cough', ua: 'кашель', de: 'Luft kommt laut und oft aus dem Hals', ru: 'кашель', be: 'кашаль', tr: 'öksürük', pl: 'kaszel', es: 'tos' },
    },
    {
      kind: 'noun',
      de: 'Schnupfen',
      article: 'der',
      plural: null,
      img: 'sneezing-face',
      tr: { en: 'runny nose', ua: 'нежить', de: 'die Nase läuft', ru: 'насморк', be: 'насмарк', tr: 'nezle', pl: 'katar', es: 'moqueo' },
    },
    {
      kind: 'noun',
      de: 'Erkältung',
      article: 'die',
      plural: 'Erkältungen',
      tr: { en: 'cold', ua: 'застуда', de: 'leichte Krankheit mit Husten und Schnupfen', ru: 'простуда', be: 'прастуда', tr: 'soğuk algınlığı', pl: 'przeziębienie', es: 'resfriado' },
    },
    {
      kind: 'noun',
      de: 'Grippe',
      article: 'die',
      plural: null,
      tr: { en: 'flu', ua: 'грип', de: 'schwere Krankheit mit hohem Fieber', ru: 'грипп', be: 'грып', tr: 'grip', pl: 'grypa', es: 'gripe' },
    },
    {
      kind: 'noun',
      de: 'Allergie',
      article: 'die',
      plural: 'Allergien',
      tr: { en: 'allergy', ua: 'алергія', de: 'der Körper verträgt etwas nicht, zum Beispiel Nüsse', ru: 'аллергия', be: 'алергія', tr: 'alerji', pl: 'alergia', es: 'alergia' },
    },
    {
      kind: 'noun',
      de: 'Verletzung',
      article: 'die',
      plural: 'Verletzungen',
      img: 'face-with-head-bandage',
      tr: { en: 'injury', ua: 'травма', de: 'nach einem Unfall tut etwas weh', ru: 'травма', be: 'траўма', tr: 'yaralanma', pl: 'uraz', es: 'lesión' },
    },
    {
      kind: 'noun',
      de: 'Wunde',
      article: 'die',
      plural: 'Wunden',
      tr: { en: 'wound', ua: 'рана', de: 'die Haut ist kaputt und blutet', ru: 'рана', be: 'рана', tr: 'yara', pl: 'rana', es: 'herida' },
    },
    {
      kind: 'noun',
      de: 'Unfall',
      article: 'der',
      plural: 'Unfälle',
      tr: { en: 'accident', ua: 'нещасний випадок', de: 'etwas Schlimmes passiert plötzlich, zum Beispiel mit dem Auto', ru: 'несчастный случай', be: 'няшчасны выпадак', tr: 'kaza', pl: 'wypadek', es: 'accidente' },
    },
  ],
};

export default set;
