import type { WordSet } from '../types';

const set: WordSet = {
  id: 'tourism03',
  card: {
    level: 'A',
    order: 42,
    img: 'castle',
    descr: { en: 'Tourism 3', ua: 'Туризм 3', de: 'Tourismus 3', ru: 'Туризм 3', be: 'Турызм 3', tr: 'Turizm 3', pl: 'Turystyka 3', es: 'Turismo 3' },
    paywall: false,
    tag: 'tourism',
  },
  words: [
    {
      kind: 'noun',
      de: 'Museum',
      article: 'das',
      plural: 'Museen',
      tr: { en: 'museum', ua: 'музей', de: 'dort sieht man alte Dinge und Kunst', ru: 'музей', be: 'музей', tr: 'müze', pl: 'muzeum', es: 'museo' },
    },
    {
      kind: 'noun',
      de: 'Burg',
      article: 'die',
      plural: 'Burgen',
      img: 'castle',
      tr: { en: 'castle', ua: 'замок', de: 'alter Bau mit dicken Mauern und Türmen', ru: 'замок', be: 'замак', tr: 'kale', pl: 'zamek', es: 'castillo' },
    },
    {
      kind: 'noun',
      de: 'Schloss',
      article: 'das',
      plural: 'Schlösser',
      tr: { en: 'palace', ua: 'палац', de: 'schönes, großes Haus von einem König', ru: 'дворец', be: 'палац', tr: 'saray', pl: 'pałac', es: 'palacio' },
    },
    {
      kind: 'noun',
      de: 'Stadtplan',
      article: 'der',
      plural: 'Stadtpläne',
      tr: { en: 'city map', ua: 'карта міста', de: 'Karte mit allen Straßen und Plätzen', ru: 'карта города', be: 'карта горада', tr: 'şehir haritası', pl: 'plan miasta', es: 'plano de la ciudad' },
    },
    {
      kind: 'noun',
      de: 'Sehenswürdigkeit',
      article: 'die',
      plural: 'Sehenswürdigkeiten',
      tr: { en: 'sight, tourist attraction', ua: 'пам’ятка', de: 'bekannter Ort, den Touristen gern besuchen', ru: 'достопримечательность', be: 'славутасць', tr: 'görülecek yer', pl: 'atrakcja turystyczna', es: 'lugar de interés' },
    },
    {
      kind: 'noun',
      de: 'Führung',
      article: 'die',
      plural: 'Führungen',
      tr: { en: 'guided tour', ua: 'екскурсія', de: 'jemand zeigt und erklärt einer Gruppe alles', ru: 'экскурсия', be: 'экскурсія', tr: 'rehberli tur', pl: 'zwiedzanie z przewodnikiem', es: 'visita guiada' },
    },
    {
      kind: 'noun',
      de: 'Stadtrundfahrt',
      article: 'die',
      plural: 'Stadtrundfahrten',
      tr: { en: 'city tour', ua: 'оглядова екскурсія містом', de: 'man fährt im Bus und sieht alles', ru: 'обзорная экскурсия по городу', be: 'аглядная экскурсія па горадзе', tr: 'şehir turu', pl: 'zwiedzanie miasta', es: 'recorrido por la ciudad' },
    },
    {
      kind: 'noun',
      de: 'Ausflug',
      article: 'der',
      plural: 'Ausflüge',
      tr: { en: 'day trip', ua: 'поїздка', de: 'kurze Fahrt für einen Tag, zum Beispiel an einen See', ru: 'поездка', be: 'паездка', tr: 'gezi', pl: 'wycieczka', es: 'excursión' },
    },
    {
      kind: 'noun',
      de: 'Altstadt',
      article: 'die',
      plural: 'Altstädte',
      tr: { en: 'old town', ua: 'старе місто', de: 'Zentrum mit alten Häusern und Gassen', ru: 'старый город', be: 'стары горад', tr: 'eski şehir', pl: 'stare miasto', es: 'casco antiguo' },
    },
    {
      kind: 'noun',
      de: 'Tourist',
      article: 'der',
      plural: 'Touristen',
      tr: { en: 'tourist', ua: 'турист', de: 'Person, die im Urlaub fremde Orte besucht', ru: 'турист', be: 'турыст', tr: 'turist', pl: 'turysta', es: 'turista' },
    },
    {
      kind: 'noun',
      de: 'Kamera',
      article: 'die',
      plural: 'Kameras',
      img: 'camera',
      tr: { en: 'camera', ua: 'фотоапарат', de: 'Gerät zum Fotografieren', ru: 'фотоаппарат', be: 'фотаапарат', tr: 'fotoğraf makinesi', pl: 'aparat', es: 'cámara' },
    },
    {
      kind: 'noun',
      de: 'Eintritt',
      article: 'der',
      plural: 'Eintritte',
      tr: { en: 'admission', ua: 'вхід', de: 'Preis, um hineinzugehen', ru: 'вход', be: 'уваход', tr: 'giriş', pl: 'wstęp', es: 'entrada' },
    },
  ],
};

export default set;
