import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesDistance',
  card: {
    level: 'A-adjectives',
    order: 8,
    img: 'world-map',
    descr: { en: 'Adjectives: distance', ua: 'Прикметники: відстань', de: 'Adjektive: Entfernung', ru: 'Прилагательные: расстояние', be: 'Прыметнікі: адлегласць', tr: 'Sıfatlar: mesafe', pl: 'Przymiotniki: odległość', es: 'Adjetivos: distancia' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'nah',
      tr: { en: 'near', ua: 'близький', de: 'nur ein paar Schritte weg', ru: 'близкий', be: 'блізкі', tr: 'yakın', pl: 'bliski', es: 'cercano' },
    },
    {
      kind: 'adjective',
      de: 'weit',
      tr: { en: 'far', ua: 'далекий', de: 'man muss lange gehen oder fahren', ru: 'далёкий', be: 'далёкі', tr: 'uzak', pl: 'daleki', es: 'lejano' },
    },
    {
      kind: 'adjective',
      de: 'entfernt',
      tr: { en: 'distant', ua: 'віддалений', de: 'liegt nicht in der Nähe', ru: 'отдалённый', be: 'аддалены', tr: 'uzaktaki', pl: 'oddalony', es: 'distante' },
    },
    {
      kind: 'adjective',
      de: 'abgelegen',
      tr: { en: 'secluded', ua: 'усамітнений', de: 'liegt allein, weit weg von Städten', ru: 'уединённый', be: 'адасоблены', tr: 'ıssız', pl: 'odludny', es: 'apartado' },
    },
    {
      kind: 'adjective',
      de: 'benachbart',
      tr: { en: 'neighbouring', ua: 'сусідній', de: 'liegt gleich nebenan', ru: 'соседний', be: 'суседні', tr: 'komşu', pl: 'sąsiedni', es: 'vecino' },
    },
    {
      kind: 'adjective',
      de: 'angrenzend',
      tr: { en: 'adjacent', ua: 'прилеглий', de: 'liegt direkt an der Seite von etwas', ru: 'прилегающий', be: 'прылеглы', tr: 'bitişik', pl: 'przyległy', es: 'adyacente' },
    },
    {
      kind: 'adjective',
      de: 'erreichbar',
      tr: { en: 'reachable', ua: 'досяжний', de: 'man kann gut hinkommen', ru: 'достижимый', be: 'дасяжны', tr: 'ulaşılabilir', pl: 'osiągalny', es: 'accesible' },
    },
    {
      kind: 'adjective',
      de: 'unerreichbar',
      tr: { en: 'unreachable', ua: 'недосяжний', de: 'man kann nicht hinkommen', ru: 'недостижимый', be: 'недасяжны', tr: 'ulaşılamaz', pl: 'nieosiągalny', es: 'inalcanzable' },
    },
    {
      kind: 'adjective',
      de: 'zentral',
      tr: { en: 'central', ua: 'центральний', de: 'liegt in der Mitte der Stadt', ru: 'центральный', be: 'цэнтральны', tr: 'merkezi', pl: 'centralny', es: 'céntrico' },
    },
    {
      kind: 'adjective',
      de: 'gegenüberliegend',
      tr: { en: 'opposite', ua: 'протилежний', de: 'liegt auf der anderen Seite der Straße', ru: 'противоположный', be: 'процілеглы', tr: 'karşıdaki', pl: 'przeciwległy', es: 'opuesto' },
    },
    {
      kind: 'adjective',
      de: 'lokal',
      tr: { en: 'local', ua: 'місцевий', de: 'aus dem Ort oder der Gegend hier', ru: 'местный', be: 'мясцовы', tr: 'yerel', pl: 'lokalny', es: 'local' },
    },
    {
      kind: 'adjective',
      de: 'umliegend',
      tr: { en: 'surrounding', ua: 'навколишній', de: 'rund um einen Ort herum', ru: 'окрестный', be: 'навакольны', tr: 'çevredeki', pl: 'okoliczny', es: 'circundante' },
    },
  ],
};

export default set;
