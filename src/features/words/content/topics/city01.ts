import type { WordSet } from '../types';

const set: WordSet = {
  id: 'city01',
  words: [
    {
      kind: 'noun',
      de: 'Bahnhof',
      article: 'der',
      plural: 'Bahnhöfe',
      img: 'station',
      tr: { en: 'train station', ua: 'вокзал', de: 'dort fahren Züge ab und kommen an', ru: 'вокзал', be: 'вакзал', tr: 'tren istasyonu', pl: 'dworzec', es: 'estación de tren' },
    },
    {
      kind: 'noun',
      de: 'Bank',
      article: 'die',
      plural: 'Banken',
      img: 'bank',
      tr: { en: 'bank', ua: 'банк', de: 'dort bekommt man Geld vom Konto', ru: 'банк', be: 'банк', tr: 'banka', pl: 'bank', es: 'banco' },
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
      de: 'Supermarkt',
      article: 'der',
      plural: 'Supermärkte',
      tr: { en: 'supermarket', ua: 'супермаркет', de: 'großes Geschäft für Lebensmittel', ru: 'супермаркет', be: 'супермаркет', tr: 'süpermarket', pl: 'supermarket', es: 'supermercado' },
    },
    {
      kind: 'noun',
      de: 'Bäckerei',
      article: 'die',
      plural: 'Bäckereien',
      tr: { en: 'bakery', ua: 'пекарня', de: 'dort kauft man Brot und Brötchen', ru: 'пекарня', be: 'пякарня', tr: 'fırın', pl: 'piekarnia', es: 'panadería' },
    },
    {
      kind: 'noun',
      de: 'Apotheke',
      article: 'die',
      plural: 'Apotheken',
      tr: { en: 'pharmacy', ua: 'аптека', de: 'dort kauft man Medikamente', ru: 'аптека', be: 'аптэка', tr: 'eczane', pl: 'apteka', es: 'farmacia' },
    },
    {
      kind: 'noun',
      de: 'Restaurant',
      article: 'das',
      plural: 'Restaurants',
      tr: { en: 'restaurant', ua: 'ресторан', de: 'dort bestellt man Essen und isst', ru: 'ресторан', be: 'рэстаран', tr: 'restoran', pl: 'restauracja', es: 'restaurante' },
    },
    {
      kind: 'noun',
      de: 'Café',
      article: 'das',
      plural: 'Cafés',
      tr: { en: 'café', ua: 'кав’ярня', de: 'dort trinkt man Kaffee und isst Kuchen', ru: 'кафе', be: 'кавярня', tr: 'kafe', pl: 'kawiarnia', es: 'cafetería' },
    },
    {
      kind: 'noun',
      de: 'Kino',
      article: 'das',
      plural: 'Kinos',
      img: 'cinema',
      tr: { en: 'cinema', ua: 'кінотеатр', de: 'dort sieht man Filme', ru: 'кинотеатр', be: 'кінатэатр', tr: 'sinema', pl: 'kino', es: 'cine' },
    },
    {
      kind: 'noun',
      de: 'Park',
      article: 'der',
      plural: 'Parks',
      tr: { en: 'park', ua: 'парк', de: 'grüner Platz mit Bäumen und Wiesen', ru: 'парк', be: 'парк', tr: 'park', pl: 'park', es: 'parque' },
    },
    {
      kind: 'noun',
      de: 'Markt',
      article: 'der',
      plural: 'Märkte',
      tr: { en: 'market', ua: 'ринок', de: 'dort kauft man draußen Obst und Gemüse', ru: 'рынок', be: 'рынак', tr: 'pazar', pl: 'targ', es: 'mercado' },
    },
    {
      kind: 'noun',
      de: 'Kirche',
      article: 'die',
      plural: 'Kirchen',
      img: 'church',
      tr: { en: 'church', ua: 'церква', de: 'dort beten die Menschen', ru: 'церковь', be: 'царква', tr: 'kilise', pl: 'kościół', es: 'iglesia' },
    },
  ],
};

export default set;
