import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesTexture',
  card: {
    level: 'A-adjectives',
    order: 15,
    img: 'yarn',
    descr: { en: 'Adjectives: texture', ua: 'Прикметники: текстура', de: 'Adjektive: Beschaffenheit', ru: 'Прилагательные: текстура', be: 'Прыметнікі: тэкстура', tr: 'Sıfatlar: doku', pl: 'Przymiotniki: faktura', es: 'Adjetivos: textura' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'weich',
      tr: { en: 'soft', ua: 'м’який', de: 'gibt nach, wenn man drückt, wie ein Kissen', ru: 'мягкий', be: 'мяккі', tr: 'yumuşak', pl: 'miękki', es: 'blando' },
    },
    {
      kind: 'adjective',
      de: 'hart',
      tr: { en: 'hard', ua: 'твердий', de: 'gibt nicht nach, wie ein Stein', ru: 'твёрдый', be: 'цвёрды', tr: 'sert', pl: 'twardy', es: 'duro' },
    },
    {
      kind: 'adjective',
      de: 'glatt',
      tr: { en: 'smooth', ua: 'гладкий', de: 'ganz eben, die Hand gleitet darüber', ru: 'гладкий', be: 'гладкі', tr: 'pürüzsüz', pl: 'gładki', es: 'liso' },
    },
    {
      kind: 'adjective',
      de: 'rau',
      tr: { en: 'rough', ua: 'шорсткий', de: 'nicht glatt, wie Sandpapier', ru: 'шершавый', be: 'шурпаты', tr: 'pürüzlü', pl: 'szorstki', es: 'áspero' },
    },
    {
      kind: 'adjective',
      de: 'zart',
      tr: { en: 'tender', ua: 'ніжний', de: 'sehr fein, man muss vorsichtig sein', ru: 'нежный', be: 'пяшчотны', tr: 'narin', pl: 'delikatny', es: 'tierno' },
    },
    {
      kind: 'adjective',
      de: 'zäh',
      tr: { en: 'tough', ua: 'жорсткий', de: 'schwer zu kauen, wie altes Fleisch', ru: 'жёсткий', be: 'жорсткі', tr: 'lastik gibi', pl: 'łykowaty', es: 'correoso' },
    },
    {
      kind: 'adjective',
      de: 'klebrig',
      tr: { en: 'sticky', ua: 'липкий', de: 'bleibt an den Fingern hängen, wie Honig', ru: 'липкий', be: 'ліпкі', tr: 'yapışkan', pl: 'lepki', es: 'pegajoso' },
    },
    {
      kind: 'adjective',
      de: 'flauschig',
      tr: { en: 'fluffy', ua: 'пухнастий', de: 'weich wie das Fell einer Katze', ru: 'пушистый', be: 'пухнаты', tr: 'tüylü', pl: 'puszysty', es: 'esponjoso' },
    },
    {
      kind: 'adjective',
      de: 'flüssig',
      img: 'droplet',
      tr: { en: 'liquid', ua: 'рідкий', de: 'fließt wie Wasser', ru: 'жидкий', be: 'вадкі', tr: 'sıvı', pl: 'płynny', es: 'líquido' },
    },
    {
      kind: 'adjective',
      de: 'fest',
      tr: { en: 'firm', ua: 'щільний', de: 'bleibt in Form, nicht flüssig', ru: 'плотный', be: 'шчыльны', tr: 'katı', pl: 'zwarty', es: 'firme' },
    },
    {
      kind: 'adjective',
      de: 'seidig',
      tr: { en: 'silky', ua: 'шовковистий', de: 'so fein und glatt wie ein teurer Stoff', ru: 'шелковистый', be: 'шаўкавісты', tr: 'ipeksi', pl: 'jedwabisty', es: 'sedoso' },
    },
    {
      kind: 'adjective',
      de: 'rutschig',
      tr: { en: 'slippery', ua: 'слизький', de: 'man fällt leicht hin, wie auf Eis', ru: 'скользкий', be: 'слізкі', tr: 'kaygan', pl: 'śliski', es: 'resbaladizo' },
    },
  ],
};

export default set;
