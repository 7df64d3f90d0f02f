import type { WordSet } from '../types';

const set: WordSet = {
  id: 'tourism01',
  words: [
    {
      kind: 'noun',
      de: 'Koffer',
      article: 'der',
      plural: 'Koffer',
      img: 'luggage',
      tr: { en: 'suitcase', ua: 'валіза', de: 'darin packt man Kleidung für die Reise', ru: 'чемодан', be: 'чамадан', tr: 'bavul', pl: 'walizka', es: 'maleta' },
    },
    {
      kind: 'noun',
      de: 'Pass',
      article: 'der',
      plural: 'Pässe',
      tr: { en: 'passport', ua: 'паспорт', de: 'Dokument für Reisen in andere Länder', ru: 'паспорт', be: 'пашпарт', tr: 'pasaport', pl: 'paszport', es: 'pasaporte' },
    },
    {
      kind: 'noun',
      de: 'Ticket',
      article: 'das',
      plural: 'Tickets',
      img: 'ticket',
      tr: { en: 'ticket', ua: 'квиток', de: 'man kauft es für die Fahrt oder den Flug', ru: 'билет', be: 'білет', tr: 'bilet', pl: 'bilet', es: 'billete' },
    },
    {
      kind: 'noun',
      de: 'Reise',
      article: 'die',
      plural: 'Reisen',
      tr: { en: 'journey, trip', ua: 'подорож', de: 'Fahrt an einen anderen Ort, oft weit weg', ru: 'путешествие', be: 'падарожжа', tr: 'yolculuk', pl: 'podróż', es: 'viaje' },
    },
    {
      kind: 'noun',
      de: 'Urlaub',
      article: 'der',
      plural: 'Urlaube',
      tr: { en: 'holiday, vacation', ua: 'відпустка', de: 'freie Zeit ohne Arbeit, oft für eine Reise', ru: 'отпуск', be: 'адпачынак', tr: 'tatil', pl: 'urlop', es: 'vacaciones' },
    },
    {
      kind: 'noun',
      de: 'Gepäck',
      article: 'das',
      plural: null,
      tr: { en: 'luggage', ua: 'багаж', de: 'alle Koffer und Taschen für die Reise', ru: 'багаж', be: 'багаж', tr: 'bagaj', pl: 'bagaż', es: 'equipaje' },
    },
    {
      kind: 'noun',
      de: 'Ausweis',
      article: 'der',
      plural: 'Ausweise',
      img: 'identification-card',
      tr: { en: 'ID card', ua: 'посвідчення особи', de: 'Karte mit Foto und Namen, die zeigt, wer man ist', ru: 'удостоверение личности', be: 'пасведчанне асобы', tr: 'kimlik kartı', pl: 'dowód osobisty', es: 'documento de identidad' },
    },
    {
      kind: 'noun',
      de: 'Flughafen',
      article: 'der',
      plural: 'Flughäfen',
      tr: { en: 'airport', ua: 'аеропорт', de: 'dort starten und landen Flugzeuge', ru: 'аэропорт', be: 'аэрапорт', tr: 'havalimanı', pl: 'lotnisko', es: 'aeropuerto' },
    },
    {
      kind: 'noun',
      de: 'Flugzeug',
      article: 'das',
      plural: 'Flugzeuge',
      img: 'airplane',
      tr: { en: 'plane', ua: 'літак', de: 'fliegt Menschen in andere Länder', ru: 'самолёт', be: 'самалёт', tr: 'uçak', pl: 'samolot', es: 'avión' },
    },
    {
      kind: 'noun',
      de: 'Zug',
      article: 'der',
      plural: 'Züge',
      img: 'train',
      tr: { en: 'train', ua: 'поїзд', de: 'fährt auf Schienen von Stadt zu Stadt', ru: 'поезд', be: 'цягнік', tr: 'tren', pl: 'pociąg', es: 'tren' },
    },
    {
      kind: 'noun',
      de: 'Abfahrt',
      article: 'die',
      plural: 'Abfahrten',
      tr: { en: 'departure', ua: 'відправлення', de: 'Zeit, wenn der Zug oder Bus losfährt', ru: 'отправление', be: 'адпраўленне', tr: 'kalkış', pl: 'odjazd', es: 'salida' },
    },
    {
      kind: 'noun',
      de: 'Ankunft',
      article: 'die',
      plural: 'Ankünfte',
      tr: { en: 'arrival', ua: 'прибуття', de: 'Zeit, wenn man am Ziel ist', ru: 'прибытие', be: 'прыбыццё', tr: 'varış', pl: 'przyjazd', es: 'llegada' },
    },
  ],
};

export default set;
