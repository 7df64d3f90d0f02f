import type { WordSet } from '../types';

const set: WordSet = {
  id: 'tourism02',
  words: [
    {
      kind: 'noun',
      de: 'Hotel',
      article: 'das',
      plural: 'Hotels',
      img: 'hotel',
      tr: { en: 'hotel', ua: 'готель', de: 'dort schläft man auf Reisen und bezahlt', ru: 'гостиница', be: 'гасцініца', tr: 'otel', pl: 'hotel', es: 'hotel' },
    },
    {
      kind: 'noun',
      de: 'Zimmer',
      article: 'das',
      plural: 'Zimmer',
      tr: { en: 'room', ua: 'кімната', de: 'Raum in einer Wohnung oder im Hotel', ru: 'комната', be: 'пакой', tr: 'oda', pl: 'pokój', es: 'habitación' },
    },
    {
      kind: 'noun',
      de: 'Einzelzimmer',
      article: 'das',
      plural: 'Einzelzimmer',
      tr: { en: 'single room', ua: 'одномісний номер', de: 'Raum im Hotel für eine Person', ru: 'одноместный номер', be: 'аднамесны нумар', tr: 'tek kişilik oda', pl: 'pokój jednoosobowy', es: 'habitación individual' },
    },
    {
      kind: 'noun',
      de: 'Doppelzimmer',
      article: 'das',
      plural: 'Doppelzimmer',
      tr: { en: 'double room', ua: 'двомісний номер', de: 'Raum im Hotel für zwei Personen', ru: 'двухместный номер', be: 'двухмесны нумар', tr: 'çift kişilik oda', pl: 'pokój dwuosobowy', es: 'habitación doble' },
    },
    {
      kind: 'noun',
      de: 'Rezeption',
      article: 'die',
      plural: 'Rezeptionen',
      img: 'bellhop-bell',
      tr: { en: 'reception', ua: 'рецепція', de: 'dort meldet man sich im Hotel an', ru: 'стойка регистрации', be: 'стойка рэгістрацыі', tr: 'resepsiyon', pl: 'recepcja', es: 'recepción' },
    },
    {
      kind: 'noun',
      de: 'Schlüssel',
      article: 'der',
      plural: 'Schlüssel',
      img: 'key',
      tr: { en: 'key', ua: 'ключ', de: 'damit öffnet man die Tür', ru: 'ключ', be: 'ключ', tr: 'anahtar', pl: 'klucz', es: 'llave' },
    },
    {
      kind: 'noun',
      de: 'Frühstück',
      article: 'das',
      plural: 'Frühstücke',
      tr: { en: 'breakfast', ua: 'сніданок', de: 'das erste Essen am Morgen', ru: 'завтрак', be: 'сняданак', tr: 'kahvaltı', pl: 'śniadanie', es: 'desayuno' },
    },
    {
      kind: 'noun',
      de: 'Übernachtung',
      article: 'die',
      plural: 'Übernachtungen',
      tr: { en: 'overnight stay', ua: 'ночівля', de: 'man schläft eine Nacht nicht zu Hause', ru: 'ночёвка', be: 'начлег', tr: 'konaklama', pl: 'nocleg', es: 'pernoctación' },
    },
    {
      kind: 'noun',
      de: 'Jugendherberge',
      article: 'die',
      plural: 'Jugendherbergen',
      tr: { en: 'youth hostel', ua: 'молодіжний хостел', de: 'einfaches, billiges Hotel für junge Leute', ru: 'молодёжный хостел', be: 'моладзевы хостэл', tr: 'gençlik hosteli', pl: 'schronisko młodzieżowe', es: 'albergue juvenil' },
    },
    {
      kind: 'noun',
      de: 'Campingplatz',
      article: 'der',
      plural: 'Campingplätze',
      img: 'camping',
      tr: { en: 'campsite', ua: 'кемпінг', de: 'Platz zum Übernachten im Zelt oder Wohnwagen', ru: 'кемпинг', be: 'кемпінг', tr: 'kamp alanı', pl: 'kemping', es: 'camping' },
    },
    {
      kind: 'noun',
      de: 'Gast',
      article: 'der',
      plural: 'Gäste',
      tr: { en: 'guest', ua: 'гість', de: 'er wohnt kurz im Hotel', ru: 'гость', be: 'госць', tr: 'misafir', pl: 'gość', es: 'huésped' },
    },
    {
      kind: 'noun',
      de: 'Dusche',
      article: 'die',
      plural: 'Duschen',
      img: 'shower',
      tr: { en: 'shower', ua: 'душ', de: 'dort wäscht man sich im Stehen', ru: 'душ', be: 'душ', tr: 'duş', pl: 'prysznic', es: 'ducha' },
    },
  ],
};

export default set;
