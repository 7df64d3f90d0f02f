import type { WordSet } from '../types';

const set: WordSet = {
  id: 'clothes03',
  words: [
    {
      kind: 'noun',
      de: 'Größe',
      article: 'die',
      plural: 'Größen',
      tr: { en: 'size', ua: 'розмір', de: 'zum Beispiel S, M, L oder 38', ru: 'размер', be: 'памер', tr: 'beden', pl: 'rozmiar', es: 'talla' },
    },
    {
      kind: 'noun',
      de: 'Umkleidekabine',
      article: 'die',
      plural: 'Umkleidekabinen',
      tr: { en: 'fitting room', ua: 'примірочна', de: 'dort probiert man Kleidung an', ru: 'примерочная', be: 'прымерачная', tr: 'deneme kabini', pl: 'przymierzalnia', es: 'probador' },
    },
    {
      kind: 'noun',
      de: 'Preis',
      article: 'der',
      plural: 'Preise',
      tr: { en: 'price', ua: 'ціна', de: 'so viel Geld kostet etwas', ru: 'цена', be: 'цана', tr: 'fiyat', pl: 'cena', es: 'precio' },
    },
    {
      kind: 'noun',
      de: 'Farbe',
      article: 'die',
      plural: 'Farben',
      img: 'artist-palette',
      tr: { en: 'colour', ua: 'колір', de: 'zum Beispiel Rot, Blau oder Grün', ru: 'цвет', be: 'колер', tr: 'renk', pl: 'kolor', es: 'color' },
    },
    {
      kind: 'noun',
      de: 'Kasse',
      article: 'die',
      plural: 'Kassen',
      tr: { en: 'checkout', ua: 'каса', de: 'dort bezahlt man im Geschäft', ru: 'касса', be: 'каса', tr: 'kasa', pl: 'kasa', es: 'caja' },
    },
    {
      kind: 'noun',
      de: 'Sonderangebot',
      article: 'das',
      plural: 'Sonderangebote',
      tr: { en: 'special offer', ua: 'спеціальна пропозиція', de: 'heute billiger als normal', ru: 'специальное предложение', be: 'спецыяльная прапанова', tr: 'özel teklif', pl: 'oferta specjalna', es: 'oferta especial' },
    },
    {
      kind: 'noun',
      de: 'Verkäufer',
      article: 'der',
      plural: 'Verkäufer',
      tr: { en: 'shop assistant', ua: 'продавець', de: 'er arbeitet im Geschäft und hilft Kunden', ru: 'продавец', be: 'прадавец', tr: 'satıcı', pl: 'sprzedawca', es: 'vendedor' },
    },
    {
      kind: 'noun',
      de: 'Kunde',
      article: 'der',
      plural: 'Kunden',
      tr: { en: 'customer', ua: 'клієнт', de: 'er kauft im Geschäft ein', ru: 'клиент', be: 'кліент', tr: 'müşteri', pl: 'klient', es: 'cliente' },
    },
    {
      kind: 'noun',
      de: 'Spiegel',
      article: 'der',
      plural: 'Spiegel',
      img: 'mirror',
      tr: { en: 'mirror', ua: 'дзеркало', de: 'Glas, in dem man sich selbst sieht', ru: 'зеркало', be: 'люстэрка', tr: 'ayna', pl: 'lustro', es: 'espejo' },
    },
    {
      kind: 'noun',
      de: 'Kreditkarte',
      article: 'die',
      plural: 'Kreditkarten',
      img: 'credit-card',
      tr: { en: 'credit card', ua: 'кредитна картка', de: 'damit bezahlt man ohne Bargeld', ru: 'кредитная карта', be: 'крэдытная картка', tr: 'kredi kartı', pl: 'karta kredytowa', es: 'tarjeta de crédito' },
    },
    {
      kind: 'noun',
      de: 'Kaufhaus',
      article: 'das',
      plural: 'Kaufhäuser',
      img: 'department-store',
      tr: { en: 'department store', ua: 'універмаг', de: 'großes Geschäft mit vielen Etagen', ru: 'универмаг', be: 'універмаг', tr: 'büyük mağaza', pl: 'dom towarowy', es: 'grandes almacenes' },
    },
    {
      kind: 'noun',
      de: 'Tüte',
      article: 'die',
      plural: 'Tüten',
      img: 'shopping-bags',
      tr: { en: 'shopping bag', ua: 'пакет', de: 'darin trägt man den Einkauf nach Hause', ru: 'пакет', be: 'пакет', tr: 'poşet', pl: 'torba na zakupy', es: 'bolsa' },
    },
  ],
};

export default set;
