import type { WordSet } from '../types';

const set: WordSet = {
  id: 'plantsAndTrees02',
  words: [
    {
      kind: 'noun',
      de: 'Blume',
      article: 'die',
      plural: 'Blumen',
      img: 'blossom',
      tr: { en: 'flower', ua: 'квітка', de: 'bunte Pflanze, die schön blüht', ru: 'цветок', be: 'кветка', tr: 'çiçek', pl: 'kwiat', es: 'flor' },
    },
    {
      kind: 'noun',
      de: 'Rose',
      article: 'die',
      plural: 'Rosen',
      img: 'rose',
      tr: { en: 'rose', ua: 'троянда', de: 'Blume mit Dornen, oft rot', ru: 'роза', be: 'ружа', tr: 'gül', pl: 'róża', es: 'rosa' },
    },
    {
      kind: 'noun',
      de: 'Tulpe',
      article: 'die',
      plural: 'Tulpen',
      img: 'tulip',
      tr: { en: 'tulip', ua: 'тюльпан', de: 'Frühlingsblume, sehr bekannt aus den Niederlanden', ru: 'тюльпан', be: 'цюльпан', tr: 'lale', pl: 'tulipan', es: 'tulipán' },
    },
    {
      kind: 'noun',
      de: 'Sonnenblume',
      article: 'die',
      plural: 'Sonnenblumen',
      img: 'sunflower',
      tr: { en: 'sunflower', ua: 'соняшник', de: 'große gelbe Blume mit vielen Kernen', ru: 'подсолнух', be: 'сланечнік', tr: 'ayçiçeği', pl: 'słonecznik', es: 'girasol' },
    },
    {
      kind: 'noun',
      de: 'Gänseblümchen',
      article: 'das',
      plural: 'Gänseblümchen',
      tr: { en: 'daisy', ua: 'стокротка', de: 'kleine weiße Blume auf der Wiese', ru: 'маргаритка', be: 'маргарытка', tr: 'papatya', pl: 'stokrotka', es: 'margarita' },
    },
    {
      kind: 'noun',
      de: 'Lilie',
      article: 'die',
      plural: 'Lilien',
      tr: { en: 'lily', ua: 'лілія', de: 'große weiße Blume mit starkem Duft', ru: 'лилия', be: 'лілея', tr: 'zambak', pl: 'lilia', es: 'lirio' },
    },
    {
      kind: 'noun',
      de: 'Orchidee',
      article: 'die',
      plural: 'Orchideen',
      tr: { en: 'orchid', ua: 'орхідея', de: 'elegante Blume, oft als Pflanze im Zimmer', ru: 'орхидея', be: 'архідэя', tr: 'orkide', pl: 'storczyk', es: 'orquídea' },
    },
    {
      kind: 'noun',
      de: 'Nelke',
      article: 'die',
      plural: 'Nelken',
      tr: { en: 'carnation', ua: 'гвоздика', de: 'Blume, oft rot oder rosa, mit starkem Duft', ru: 'гвоздика', be: 'гваздзік', tr: 'karanfil', pl: 'goździk', es: 'clavel' },
    },
    {
      kind: 'noun',
      de: 'Veilchen',
      article: 'das',
      plural: 'Veilchen',
      tr: { en: 'violet', ua: 'фіалка', de: 'kleine lila Blume im Frühling', ru: 'фиалка', be: 'фіялка', tr: 'menekşe', pl: 'fiołek', es: 'violeta' },
    },
    {
      kind: 'noun',
      de: 'Löwenzahn',
      article: 'der',
      plural: null,
      tr: { en: 'dandelion', ua: 'кульбаба', de: 'gelbe Blume, später eine weiße, weiche Kugel', ru: 'одуванчик', be: 'дзьмухавец', tr: 'karahindiba', pl: 'mniszek', es: 'diente de león' },
    },
    {
      kind: 'noun',
      de: 'Blumenstrauß',
      article: 'der',
      plural: 'Blumensträuße',
      img: 'bouquet',
      tr: { en: 'bouquet', ua: 'букет', de: 'mehrere Blumen zusammen, oft als Geschenk', ru: 'букет', be: 'букет', tr: 'buket', pl: 'bukiet', es: 'ramo de flores' },
    },
    {
      kind: 'noun',
      de: 'Hyazinthe',
      article: 'die',
      plural: 'Hyazinthen',
      img: 'hyacinth',
      tr: { en: 'hyacinth', ua: 'гіацинт', de: 'Frühlingsblume mit vielen kleinen Blüten und starkem Duft', ru: 'гиацинт', be: 'гіяцынт', tr: 'sümbül', pl: 'hiacynt', es: 'jacinto' },
    },
  ],
};

export default set;
