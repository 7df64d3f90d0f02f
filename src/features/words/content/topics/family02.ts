import type { WordSet } from '../types';

const set: WordSet = {
  id: 'family02',
  card: {
    level: 'A',
    order: 14,
    img: 'old-woman',
    descr: { en: 'Family 2', ua: 'Сім’я 2', de: 'Familie 2', ru: 'Семья 2', be: 'Сям’я 2', tr: 'Aile 2', pl: 'Rodzina 2', es: 'Familia 2' },
    paywall: false,
    tag: 'family',
  },
  words: [
    {
      kind: 'noun',
      de: 'Großmutter',
      article: 'die',
      plural: 'Großmütter',
      img: 'old-woman',
      tr: { en: 'grandmother', ua: 'бабуся', de: 'die Mutter von Mutter oder Vater', ru: 'бабушка', be: 'бабуля', tr: 'büyükanne', pl: 'babcia', es: 'abuela' },
    },
    {
      kind: 'noun',
      de: 'Großvater',
      article: 'der',
      plural: 'Großväter',
      img: 'old-man',
      tr: { en: 'grandfather', ua: 'дідусь', de: 'der Vater von Mutter oder Vater', ru: 'дедушка', be: 'дзядуля', tr: 'büyükbaba', pl: 'dziadek', es: 'abuelo' },
    },
    {
      kind: 'noun',
      de: 'Enkel',
      article: 'der',
      plural: 'Enkel',
      tr: { en: 'grandson', ua: 'онук', de: 'der Sohn vom eigenen Kind', ru: 'внук', be: 'унук', tr: 'erkek torun', pl: 'wnuk', es: 'nieto' },
    },
    {
      kind: 'noun',
      de: 'Enkelin',
      article: 'die',
      plural: 'Enkelinnen',
      tr: { en: 'granddaughter', ua: 'онука', de: 'die Tochter vom eigenen Kind', ru: 'внучка', be: 'унучка', tr: 'kız torun', pl: 'wnuczka', es: 'nieta' },
    },
    {
      kind: 'noun',
      de: 'Onkel',
      article: 'der',
      plural: 'Onkel',
      tr: { en: 'uncle', ua: 'дядько', de: 'der Bruder von Mutter oder Vater', ru: 'дядя', be: 'дзядзька', tr: 'amca, dayı', pl: 'wujek', es: 'tío' },
    },
    {
      kind: 'noun',
      de: 'Tante',
      article: 'die',
      plural: 'Tanten',
      tr: { en: 'aunt', ua: 'тітка', de: 'die Schwester von Mutter oder Vater', ru: 'тётя', be: 'цётка', tr: 'teyze, hala', pl: 'ciocia', es: 'tía' },
    },
    {
      kind: 'noun',
      de: 'Cousin',
      article: 'der',
      plural: 'Cousins',
      tr: { en: 'cousin (male)', ua: 'двоюрідний брат', de: 'der Sohn von Onkel oder Tante', ru: 'двоюродный брат', be: 'дваюрадны брат', tr: 'erkek kuzen', pl: 'kuzyn', es: 'primo' },
    },
    {
      kind: 'noun',
      de: 'Cousine',
      article: 'die',
      plural: 'Cousinen',
      tr: { en: 'cousin (female)', ua: 'двоюрідна сестра', de: 'die Tochter von Onkel oder Tante', ru: 'двоюродная сестра', be: 'дваюрадная сястра', tr: 'kız kuzen', pl: 'kuzynka', es: 'prima' },
    },
    {
      kind: 'noun',
      de: 'Neffe',
      article: 'der',
      plural: 'Neffen',
      tr: { en: 'nephew', ua: 'племінник', de: 'der Sohn von Bruder oder Schwester', ru: 'племянник', be: 'пляменнік', tr: 'erkek yeğen', pl: 'bratanek, siostrzeniec', es: 'sobrino' },
    },
    {
      kind: 'noun',
      de: 'Nichte',
      article: 'die',
      plural: 'Nichten',
      tr: { en: 'niece', ua: 'племінниця', de: 'die Tochter von Bruder oder Schwester', ru: 'племянница', be: 'пляменніца', tr: 'kız yeğen', pl: 'bratanica, siostrzenica', es: 'sobrina' },
    },
    {
      kind: 'noun',
      de: 'Freund',
      article: 'der',
      plural: 'Freunde',
      tr: { en: 'friend (male), boyfriend', ua: 'друг', de: 'ein Mann, den man sehr gern hat', ru: 'друг', be: 'сябар', tr: 'arkadaş, erkek arkadaş', pl: 'przyjaciel, chłopak', es: 'amigo, novio' },
    },
    {
      kind: 'noun',
      de: 'Freundin',
      article: 'die',
      plural: 'Freundinnen',
      tr: { en: 'friend (female), girlfriend', ua: 'подруга', de: 'eine Frau, die man sehr gern hat', ru: 'подруга', be: 'сяброўка', tr: 'arkadaş, kız arkadaş', pl: 'przyjaciółka, dziewczyna', es: 'amiga, novia' },
    },
  ],
};

export default set;
