import type { WordSet } from '../types';

const set: WordSet = {
  id: 'family01',
  card: {
    level: 'A',
    order: 13,
    img: 'family',
    descr: { en: 'Family 1', ua: 'Сім’я 1', de: 'Familie 1', ru: 'Семья 1', be: 'Сям’я 1', tr: 'Aile 1', pl: 'Rodzina 1', es: 'Familia 1' },
    paywall: false,
    tag: 'family',
  },
  words: [
    {
      kind: 'noun',
      de: 'Familie',
      article: 'die',
      plural: 'Familien',
      img: 'family',
      tr: { en: 'family', ua: 'сім’я', de: 'Eltern und Kinder zusammen', ru: 'семья', be: 'сям’я', tr: 'aile', pl: 'rodzina', es: 'familia' },
    },
    {
      kind: 'noun',
      de: 'Mutter',
      article: 'die',
      plural: 'Mütter',
      tr: { en: 'mother', ua: 'мати', de: 'eine Frau, die Kinder hat', ru: 'мать', be: 'маці', tr: 'anne', pl: 'matka', es: 'madre' },
    },
    {
      kind: 'noun',
      de: 'Vater',
      article: 'der',
      plural: 'Väter',
      tr: { en: 'father', ua: 'батько', de: 'ein Mann, der Kinder hat', ru: 'отец', be: 'бацька', tr: 'baba', pl: 'ojciec', es: 'padre' },
    },
    {
      kind: 'noun',
      de: 'Kind',
      article: 'das',
      plural: 'Kinder',
      img: 'child',
      tr: { en: 'child', ua: 'дитина', de: 'junger Mensch, noch nicht erwachsen', ru: 'ребёнок', be: 'дзіця', tr: 'çocuk', pl: 'dziecko', es: 'niño' },
    },
    {
      kind: 'noun',
      de: 'Sohn',
      article: 'der',
      plural: 'Söhne',
      tr: { en: 'son', ua: 'син', de: 'der Junge von Vater und Mutter', ru: 'сын', be: 'сын', tr: 'oğul', pl: 'syn', es: 'hijo' },
    },
    {
      kind: 'noun',
      de: 'Tochter',
      article: 'die',
      plural: 'Töchter',
      tr: { en: 'daughter', ua: 'донька', de: 'das Mädchen von Vater und Mutter', ru: 'дочь', be: 'дачка', tr: 'kız evlat', pl: 'córka', es: 'hija' },
    },
    {
      kind: 'noun',
      de: 'Bruder',
      article: 'der',
      plural: 'Brüder',
      tr: { en: 'brother', ua: 'брат', de: 'ein Junge mit denselben Eltern', ru: 'брат', be: 'брат', tr: 'erkek kardeş', pl: 'brat', es: 'hermano' },
    },
    {
      kind: 'noun',
      de: 'Schwester',
      article: 'die',
      plural: 'Schwestern',
      tr: { en: 'sister', ua: 'сестра', de: 'ein Mädchen mit denselben Eltern', ru: 'сестра', be: 'сястра', tr: 'kız kardeş', pl: 'siostra', es: 'hermana' },
    },
    {
      kind: 'noun',
      de: 'Baby',
      article: 'das',
      plural: 'Babys',
      img: 'baby',
      tr: { en: 'baby', ua: 'немовля', de: 'ein sehr kleines Kind', ru: 'младенец', be: 'немаўля', tr: 'bebek', pl: 'niemowlę', es: 'bebé' },
    },
    {
      kind: 'noun',
      de: 'Ehemann',
      article: 'der',
      plural: 'Ehemänner',
      tr: { en: 'husband', ua: 'чоловік', de: 'verheirateter Partner von einer Frau', ru: 'муж', be: 'муж', tr: 'koca, eş', pl: 'mąż', es: 'marido' },
    },
    {
      kind: 'noun',
      de: 'Ehefrau',
      article: 'die',
      plural: 'Ehefrauen',
      tr: { en: 'wife', ua: 'дружина', de: 'verheiratete Partnerin von einem Mann', ru: 'жена', be: 'жонка', tr: 'karı, eş', pl: 'żona', es: 'esposa' },
    },
    {
      kind: 'noun',
      de: 'Zwilling',
      article: 'der',
      plural: 'Zwillinge',
      tr: { en: 'twin', ua: 'близнюк', de: 'eines von zwei Kindern, am gleichen Tag geboren', ru: 'близнец', be: 'блізнюк', tr: 'ikiz', pl: 'bliźniak', es: 'gemelo' },
    },
  ],
};

export default set;
