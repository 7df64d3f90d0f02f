import type { WordSet } from '../types';

const set: WordSet = {
  id: 'state01',
  card: {
    level: 'A2',
    order: 2,
    img: 'ballot-box-with-ballot',
    descr: { en: 'State and politics', ua: 'Держава і політика', de: 'Staat und Politik', ru: 'Государство и политика', be: 'Дзяржава і палітыка', tr: 'Devlet ve siyaset', pl: 'Państwo i polityka', es: 'Estado y política' },
    paywall: false,
  },
  words: [
    {
      kind: 'noun',
      de: 'Staat',
      article: 'der',
      plural: 'Staaten',
      tr: { en: 'state', ua: 'держава', de: 'Land mit eigener Regierung und eigenen Gesetzen', ru: 'государство', be: 'дзяржава', tr: 'devlet', pl: 'państwo', es: 'estado' },
    },
    {
      kind: 'noun',
      de: 'Regierung',
      article: 'die',
      plural: 'Regierungen',
      tr: { en: 'government', ua: 'уряд', de: 'Gruppe von Politikern, die ein Land führt', ru: 'правительство', be: 'урад', tr: 'hükümet', pl: 'rząd', es: 'gobierno' },
    },
    {
      kind: 'noun',
      de: 'Politik',
      article: 'die',
      plural: null,
      tr: { en: 'politics', ua: 'політика', de: 'alles, was mit Staat und Regierung zu tun hat', ru: 'политика', be: 'палітыка', tr: 'siyaset', pl: 'polityka', es: 'política' },
    },
    {
      kind: 'noun',
      de: 'Politiker',
      article: 'der',
      plural: 'Politiker',
      tr: { en: 'politician', ua: 'політик', de: 'Mann oder Frau in einer Partei oder Regierung', ru: 'политик', be: 'палітык', tr: 'politikacı', pl: 'polityk', es: 'político' },
    },
    {
      kind: 'noun',
      de: 'Wahl',
      article: 'die',
      plural: 'Wahlen',
      img: 'ballot-box-with-ballot',
      tr: { en: 'election', ua: 'вибори', de: 'Die Bürger entscheiden, wer regiert.', ru: 'выборы', be: 'выбары', tr: 'seçim', pl: 'wybory', es: 'elección' },
    },
    {
      kind: 'noun',
      de: 'Partei',
      article: 'die',
      plural: 'Parteien',
      tr: { en: 'political party', ua: 'партія', de: 'Gruppe von Menschen mit gleichen politischen Zielen', ru: 'партия', be: 'партыя', tr: 'parti', pl: 'partia', es: 'partido' },
    },
    {
      kind: 'noun',
      de: 'Präsident',
      article: 'der',
      plural: 'Präsidenten',
      tr: { en: 'president', ua: 'президент', de: 'Chef oder Chefin eines Staates', ru: 'президент', be: 'прэзідэнт', tr: 'cumhurbaşkanı', pl: 'prezydent', es: 'presidente' },
    },
    {
      kind: 'noun',
      de: 'Bürger',
      article: 'der',
      plural: 'Bürger',
      tr: { en: 'citizen', ua: 'громадянин', de: 'Mensch, der zu einem Staat gehört und dort Rechte hat', ru: 'гражданин', be: 'грамадзянін', tr: 'vatandaş', pl: 'obywatel', es: 'ciudadano' },
    },
    {
      kind: 'noun',
      de: 'Parlament',
      article: 'das',
      plural: 'Parlamente',
      tr: { en: 'parliament', ua: 'парламент', de: 'Dort machen gewählte Politiker die Gesetze.', ru: 'парламент', be: 'парламент', tr: 'meclis', pl: 'parlament', es: 'parlamento' },
    },
    {
      kind: 'noun',
      de: 'Demokratie',
      article: 'die',
      plural: 'Demokratien',
      tr: { en: 'democracy', ua: 'демократія', de: 'Das Volk wählt die Regierung selbst.', ru: 'демократия', be: 'дэмакратыя', tr: 'demokrasi', pl: 'demokracja', es: 'democracia' },
    },
    {
      kind: 'noun',
      de: 'Hauptstadt',
      article: 'die',
      plural: 'Hauptstädte',
      tr: { en: 'capital city', ua: 'столиця', de: 'die wichtigste Stadt eines Landes', ru: 'столица', be: 'сталіца', tr: 'başkent', pl: 'stolica', es: 'capital' },
    },
    {
      kind: 'noun',
      de: 'Grenze',
      article: 'die',
      plural: 'Grenzen',
      tr: { en: 'border', ua: 'кордон', de: 'Linie zwischen zwei Ländern', ru: 'граница', be: 'мяжа', tr: 'sınır', pl: 'granica', es: 'frontera' },
    },
  ],
};

export default set;
