import type { WordSet } from '../types';

const set: WordSet = {
  id: 'health03',
  words: [
    {
      kind: 'noun',
      de: 'Apotheke',
      article: 'die',
      plural: 'Apotheken',
      tr: { en: 'pharmacy', ua: 'аптека', de: 'dort kauft man Medikamente', ru: 'аптека', be: 'аптэка', tr: 'eczane', pl: 'apteka', es: 'farmacia' },
    },
    {
      kind: 'noun',
      de: 'Medikament',
      article: 'das',
      plural: 'Medikamente',
      tr: { en: 'medicine', ua: 'ліки', de: 'das hilft, wenn man krank ist', ru: 'лекарство', be: 'лякарства', tr: 'ilaç', pl: 'lek', es: 'medicamento' },
    },
    {
      kind: 'noun',
      de: 'Tablette',
      article: 'die',
      plural: 'Tabletten',
      img: 'pill',
      tr: { en: 'pill', ua: 'таблетка', de: 'kleine Medizin zum Schlucken', ru: 'таблетка', be: 'таблетка', tr: 'hap', pl: 'tabletka', es: 'pastilla' },
    },
    {
      kind: 'noun',
      de: 'Tropfen',
      article: 'der',
      plural: 'Tropfen',
      img: 'droplet',
      tr: { en: 'drop', ua: 'крапля', de: 'ganz wenig Wasser oder Medizin', ru: 'капля', be: 'кропля', tr: 'damla', pl: 'kropla', es: 'gota' },
    },
    {
      kind: 'noun',
      de: 'Salbe',
      article: 'die',
      plural: 'Salben',
      tr: { en: 'ointment', ua: 'мазь', de: 'weiche Creme für die Haut', ru: 'мазь', be: 'мазь', tr: 'merhem', pl: 'maść', es: 'pomada' },
    },
    {
      kind: 'noun',
      de: 'Pflaster',
      article: 'das',
      plural: 'Pflaster',
      img: 'adhesive-bandage',
      tr: { en: 'adhesive bandage', ua: 'пластир', de: 'klebt auf einer kleinen Wunde', ru: 'пластырь', be: 'пластыр', tr: 'yara bandı', pl: 'plaster', es: 'tirita' },
    },
    {
      kind: 'noun',
      de: 'Spritze',
      article: 'die',
      plural: 'Spritzen',
      img: 'syringe',
      tr: { en: 'injection', ua: 'укол', de: 'Medizin mit einer Nadel in den Arm', ru: 'укол', be: 'укол', tr: 'iğne', pl: 'zastrzyk', es: 'inyección' },
    },
    {
      kind: 'noun',
      de: 'Verband',
      article: 'der',
      plural: 'Verbände',
      tr: { en: 'bandage', ua: 'пов’язка', de: 'weißer Stoff um eine Wunde', ru: 'повязка', be: 'павязка', tr: 'sargı', pl: 'bandaż', es: 'vendaje' },
    },
    {
      kind: 'noun',
      de: 'Krankenhaus',
      article: 'das',
      plural: 'Krankenhäuser',
      img: 'hospital',
      tr: { en: 'hospital', ua: 'лікарня', de: 'dort bleiben sehr kranke Menschen', ru: 'больница', be: 'бальніца', tr: 'hastane', pl: 'szpital', es: 'hospital' },
    },
    {
      kind: 'noun',
      de: 'Krankenwagen',
      article: 'der',
      plural: 'Krankenwagen',
      img: 'ambulance',
      tr: { en: 'ambulance', ua: 'машина швидкої допомоги', de: 'fährt kranke Menschen schnell in die Klinik', ru: 'машина скорой помощи', be: 'машына хуткай дапамогі', tr: 'ambulans', pl: 'karetka', es: 'ambulancia' },
    },
    {
      kind: 'noun',
      de: 'Notarzt',
      article: 'der',
      plural: 'Notärzte',
      tr: { en: 'emergency doctor', ua: 'лікар швидкої допомоги', de: 'kommt schnell bei einem Unfall', ru: 'врач скорой помощи', be: 'лекар хуткай дапамогі', tr: 'acil doktoru', pl: 'lekarz pogotowia', es: 'médico de urgencias' },
    },
    {
      kind: 'noun',
      de: 'Operation',
      article: 'die',
      plural: 'Operationen',
      tr: { en: 'surgery', ua: 'операція', de: 'der Doktor öffnet im Krankenhaus den Körper', ru: 'операция', be: 'аперацыя', tr: 'ameliyat', pl: 'operacja', es: 'operación' },
    },
  ],
};

export default set;
