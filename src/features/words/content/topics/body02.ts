import type { WordSet } from '../types';

const set: WordSet = {
  id: 'body02',
  words: [
    {
      kind: 'noun',
      de: 'Körper',
      article: 'der',
      plural: 'Körper',
      tr: { en: 'body', ua: 'тіло', de: 'der ganze Mensch, von Kopf bis Fuß', ru: 'тело', be: 'цела', tr: 'vücut', pl: 'ciało', es: 'cuerpo' },
    },
    {
      kind: 'noun',
      de: 'Arm',
      article: 'der',
      plural: 'Arme',
      tr: { en: 'arm', ua: 'рука', de: 'zwischen Schulter und Hand', ru: 'рука', be: 'рука', tr: 'kol', pl: 'ręka', es: 'brazo' },
    },
    {
      kind: 'noun',
      de: 'Hand',
      article: 'die',
      plural: 'Hände',
      img: 'raised-hand',
      tr: { en: 'hand', ua: 'кисть руки', de: 'am Ende vom Arm, mit fünf Fingern', ru: 'кисть руки', be: 'кісць рукі', tr: 'el', pl: 'dłoń', es: 'mano' },
    },
    {
      kind: 'noun',
      de: 'Finger',
      article: 'der',
      plural: 'Finger',
      img: 'index-pointing-up',
      tr: { en: 'finger', ua: 'палець', de: 'fünf davon hat jede Hand', ru: 'палец', be: 'палец', tr: 'parmak', pl: 'palec', es: 'dedo' },
    },
    {
      kind: 'noun',
      de: 'Bein',
      article: 'das',
      plural: 'Beine',
      img: 'leg',
      tr: { en: 'leg', ua: 'нога', de: 'damit geht und läuft man', ru: 'нога', be: 'нага', tr: 'bacak', pl: 'noga', es: 'pierna' },
    },
    {
      kind: 'noun',
      de: 'Fuß',
      article: 'der',
      plural: 'Füße',
      img: 'foot',
      tr: { en: 'foot', ua: 'стопа', de: 'unten am Bein, steht im Schuh', ru: 'ступня', be: 'ступня', tr: 'ayak', pl: 'stopa', es: 'pie' },
    },
    {
      kind: 'noun',
      de: 'Knie',
      article: 'das',
      plural: 'Knie',
      tr: { en: 'knee', ua: 'коліно', de: 'in der Mitte vom Bein', ru: 'колено', be: 'калена', tr: 'diz', pl: 'kolano', es: 'rodilla' },
    },
    {
      kind: 'noun',
      de: 'Bauch',
      article: 'der',
      plural: 'Bäuche',
      tr: { en: 'belly', ua: 'живіт', de: 'vorne am Körper, unter der Brust', ru: 'живот', be: 'жывот', tr: 'karın', pl: 'brzuch', es: 'barriga' },
    },
    {
      kind: 'noun',
      de: 'Rücken',
      article: 'der',
      plural: 'Rücken',
      tr: { en: 'back', ua: 'спина', de: 'hinten am Körper, zwischen Hals und Po', ru: 'спина', be: 'спіна', tr: 'sırt', pl: 'plecy', es: 'espalda' },
    },
    {
      kind: 'noun',
      de: 'Schulter',
      article: 'die',
      plural: 'Schultern',
      tr: { en: 'shoulder', ua: 'плече', de: 'oben zwischen Hals und Arm', ru: 'плечо', be: 'плячо', tr: 'omuz', pl: 'bark', es: 'hombro' },
    },
    {
      kind: 'noun',
      de: 'Brust',
      article: 'die',
      plural: 'Brüste',
      tr: { en: 'chest', ua: 'груди', de: 'vorne am Körper, oben über dem Bauch', ru: 'грудь', be: 'грудзі', tr: 'göğüs', pl: 'pierś', es: 'pecho' },
    },
    {
      kind: 'noun',
      de: 'Zeh',
      article: 'der',
      plural: 'Zehen',
      tr: { en: 'toe', ua: 'палець ноги', de: 'fünf davon hat jeder Fuß', ru: 'палец ноги', be: 'палец нагі', tr: 'ayak parmağı', pl: 'palec u nogi', es: 'dedo del pie' },
    },
  ],
};

export default set;
