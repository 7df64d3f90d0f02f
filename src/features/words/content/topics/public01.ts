import type { WordSet } from '../types';

const set: WordSet = {
  id: 'public01',
  words: [
    {
      kind: 'noun',
      de: 'Rathaus',
      article: 'das',
      plural: 'Rathäuser',
      tr: { en: 'town hall', ua: 'ратуша', de: 'dort arbeitet der Bürgermeister', ru: 'ратуша', be: 'ратуша', tr: 'belediye binası', pl: 'ratusz', es: 'ayuntamiento' },
    },
    {
      kind: 'noun',
      de: 'Amt',
      article: 'das',
      plural: 'Ämter',
      tr: { en: 'public office', ua: 'державна установа', de: 'Büro der Stadt oder des Staates', ru: 'государственное учреждение', be: 'дзяржаўная ўстанова', tr: 'resmi daire', pl: 'urząd', es: 'oficina pública' },
    },
    {
      kind: 'noun',
      de: 'Formular',
      article: 'das',
      plural: 'Formulare',
      tr: { en: 'form', ua: 'бланк', de: 'Papier mit Fragen, das man ausfüllt', ru: 'бланк', be: 'бланк', tr: 'form', pl: 'formularz', es: 'formulario' },
    },
    {
      kind: 'noun',
      de: 'Antrag',
      article: 'der',
      plural: 'Anträge',
      tr: { en: 'application', ua: 'заява', de: 'Man bittet ein Amt schriftlich um etwas.', ru: 'заявление', be: 'заява', tr: 'başvuru', pl: 'wniosek', es: 'solicitud' },
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
      de: 'Gebühr',
      article: 'die',
      plural: 'Gebühren',
      tr: { en: 'fee', ua: 'збір', de: 'Geld, das man zum Beispiel beim Amt bezahlt', ru: 'пошлина', be: 'збор', tr: 'harç', pl: 'opłata', es: 'tasa' },
    },
    {
      kind: 'noun',
      de: 'Bibliothek',
      article: 'die',
      plural: 'Bibliotheken',
      img: 'books',
      tr: { en: 'library', ua: 'бібліотека', de: 'dort leiht man Bücher aus', ru: 'библиотека', be: 'бібліятэка', tr: 'kütüphane', pl: 'biblioteka', es: 'biblioteca' },
    },
    {
      kind: 'noun',
      de: 'Post',
      article: 'die',
      plural: null,
      img: 'post-office',
      tr: { en: 'post office', ua: 'пошта', de: 'dort schickt man Briefe und Pakete', ru: 'почта', be: 'пошта', tr: 'postane', pl: 'poczta', es: 'oficina de correos' },
    },
    {
      kind: 'noun',
      de: 'Polizei',
      article: 'die',
      plural: null,
      img: 'police-car',
      tr: { en: 'police', ua: 'поліція', de: 'sie hilft bei Gefahr und Unfällen', ru: 'полиция', be: 'паліцыя', tr: 'polis', pl: 'policja', es: 'policía' },
    },
    {
      kind: 'noun',
      de: 'Feuerwehr',
      article: 'die',
      plural: 'Feuerwehren',
      img: 'fire-engine',
      tr: { en: 'fire brigade', ua: 'пожежна служба', de: 'sie löscht Brände und rettet Menschen', ru: 'пожарная служба', be: 'пажарная служба', tr: 'itfaiye', pl: 'straż pożarna', es: 'bomberos' },
    },
    {
      kind: 'noun',
      de: 'Spielplatz',
      article: 'der',
      plural: 'Spielplätze',
      tr: { en: 'playground', ua: 'дитячий майданчик', de: 'Ort draußen, wo Kinder schaukeln und rutschen', ru: 'детская площадка', be: 'дзіцячая пляцоўка', tr: 'oyun parkı', pl: 'plac zabaw', es: 'parque infantil' },
    },
    {
      kind: 'noun',
      de: 'Haltestelle',
      article: 'die',
      plural: 'Haltestellen',
      img: 'bus-stop',
      tr: { en: 'bus stop', ua: 'зупинка', de: 'dort wartet man auf den Bus', ru: 'остановка', be: 'прыпынак', tr: 'durak', pl: 'przystanek', es: 'parada' },
    },
  ],
};

export default set;
