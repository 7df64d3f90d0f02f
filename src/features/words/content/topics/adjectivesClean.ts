import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesClean',
  card: {
    level: 'A-adjectives',
    order: 12,
    img: 'soap',
    descr: { en: 'Adjectives: cleanliness', ua: 'Прикметники: чистота', de: 'Adjektive: Sauberkeit', ru: 'Прилагательные: чистота', be: 'Прыметнікі: чысціня', tr: 'Sıfatlar: temizlik', pl: 'Przymiotniki: czystość', es: 'Adjetivos: limpieza' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'sauber',
      tr: { en: 'clean', ua: 'чистий', de: 'hat keinen Schmutz und keine Flecken', ru: 'чистый', be: 'чысты', tr: 'temiz', pl: 'czysty', es: 'limpio' },
    },
    {
      kind: 'adjective',
      de: 'schmutzig',
      tr: { en: 'dirty', ua: 'брудний', de: 'nicht sauber, man muss es putzen', ru: 'грязный', be: 'брудны', tr: 'kirli', pl: 'brudny', es: 'sucio' },
    },
    {
      kind: 'adjective',
      de: 'dreckig',
      tr: { en: 'grubby', ua: 'замурзаний', de: 'sehr schmutzig, voller Erde und Flecken', ru: 'чумазый', be: 'замурзаны', tr: 'pis', pl: 'umorusany', es: 'mugriento' },
    },
    {
      kind: 'adjective',
      de: 'verschmutzt',
      tr: { en: 'polluted', ua: 'забруднений', de: 'voll mit Müll oder Gift, wie ein Fluss', ru: 'загрязнённый', be: 'забруджаны', tr: 'kirlenmiş', pl: 'zanieczyszczony', es: 'contaminado' },
    },
    {
      kind: 'adjective',
      de: 'ordentlich',
      tr: { en: 'tidy', ua: 'охайний', de: 'alles ist an seinem Platz', ru: 'аккуратный', be: 'ахайны', tr: 'düzenli', pl: 'uporządkowany', es: 'ordenado' },
    },
    {
      kind: 'adjective',
      de: 'unordentlich',
      tr: { en: 'messy', ua: 'неохайний', de: 'alles liegt durcheinander', ru: 'неаккуратный', be: 'неахайны', tr: 'dağınık', pl: 'nieuporządkowany', es: 'desordenado' },
    },
    {
      kind: 'adjective',
      de: 'staubig',
      tr: { en: 'dusty', ua: 'запилений', de: 'mit einer dünnen grauen Schicht bedeckt', ru: 'пыльный', be: 'пыльны', tr: 'tozlu', pl: 'zakurzony', es: 'polvoriento' },
    },
    {
      kind: 'adjective',
      de: 'fleckig',
      tr: { en: 'stained', ua: 'заплямований', de: 'hat Spuren von Kaffee oder Essen', ru: 'в пятнах', be: 'у плямах', tr: 'lekeli', pl: 'poplamiony', es: 'manchado' },
    },
    {
      kind: 'adjective',
      de: 'gewaschen',
      tr: { en: 'washed', ua: 'вимитий', de: 'mit Wasser und Seife sauber gemacht', ru: 'вымытый', be: 'вымыты', tr: 'yıkanmış', pl: 'umyty', es: 'lavado' },
    },
    {
      kind: 'adjective',
      de: 'geputzt',
      tr: { en: 'cleaned', ua: 'вичищений', de: 'mit Lappen oder Besen sauber gemacht', ru: 'вычищенный', be: 'вычышчаны', tr: 'temizlenmiş', pl: 'wyczyszczony', es: 'limpiado' },
    },
    {
      kind: 'adjective',
      de: 'gepflegt',
      tr: { en: 'well-groomed', ua: 'доглянутий', de: 'man kümmert sich gut darum', ru: 'ухоженный', be: 'дагледжаны', tr: 'bakımlı', pl: 'zadbany', es: 'cuidado' },
    },
    {
      kind: 'adjective',
      de: 'hygienisch',
      tr: { en: 'hygienic', ua: 'гігієнічний', de: 'so sauber, dass keine Bakterien da sind', ru: 'гигиенический', be: 'гігіенічны', tr: 'hijyenik', pl: 'higieniczny', es: 'higiénico' },
    },
  ],
};

export default set;
