import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesQuality',
  card: {
    level: 'A-adjectives',
    order: 17,
    img: 'star',
    descr: { en: 'Adjectives: quality', ua: 'Прикметники: якість', de: 'Adjektive: Qualität', ru: 'Прилагательные: качество', be: 'Прыметнікі: якасць', tr: 'Sıfatlar: kalite', pl: 'Przymiotniki: jakość', es: 'Adjetivos: calidad' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'gut',
      img: 'thumbs-up',
      tr: { en: 'good', ua: 'добрий', de: 'so, wie es sein soll', ru: 'хороший', be: 'добры', tr: 'iyi', pl: 'dobry', es: 'bueno' },
    },
    {
      kind: 'adjective',
      de: 'schlecht',
      img: 'thumbs-down',
      tr: { en: 'bad', ua: 'поганий', de: 'nicht so, wie es sein soll', ru: 'плохой', be: 'дрэнны', tr: 'kötü', pl: 'zły', es: 'malo' },
    },
    {
      kind: 'adjective',
      de: 'toll',
      tr: { en: 'great', ua: 'класний', de: 'sehr gut, super', ru: 'классный', be: 'класны', tr: 'harika', pl: 'świetny', es: 'genial' },
    },
    {
      kind: 'adjective',
      de: 'ausgezeichnet',
      tr: { en: 'excellent', ua: 'відмінний', de: 'sehr, sehr gut, die beste Note', ru: 'отличный', be: 'выдатны', tr: 'mükemmel', pl: 'doskonały', es: 'excelente' },
    },
    {
      kind: 'adjective',
      de: 'hervorragend',
      tr: { en: 'outstanding', ua: 'видатний', de: 'viel besser als die anderen', ru: 'выдающийся', be: 'выбітны', tr: 'olağanüstü', pl: 'znakomity', es: 'sobresaliente' },
    },
    {
      kind: 'adjective',
      de: 'perfekt',
      img: 'hundred-points',
      tr: { en: 'perfect', ua: 'ідеальний', de: 'ohne einen einzigen Fehler', ru: 'идеальный', be: 'ідэальны', tr: 'kusursuz', pl: 'idealny', es: 'perfecto' },
    },
    {
      kind: 'adjective',
      de: 'hochwertig',
      tr: { en: 'high-quality', ua: 'якісний', de: 'aus gutem Material, hält lange', ru: 'качественный', be: 'якасны', tr: 'kaliteli', pl: 'wysokiej jakości', es: 'de alta calidad' },
    },
    {
      kind: 'adjective',
      de: 'minderwertig',
      tr: { en: 'low-quality', ua: 'неякісний', de: 'aus billigem Material, geht schnell kaputt', ru: 'некачественный', be: 'няякасны', tr: 'kalitesiz', pl: 'niskiej jakości', es: 'de mala calidad' },
    },
    {
      kind: 'adjective',
      de: 'mangelhaft',
      tr: { en: 'deficient', ua: 'незадовільний', de: 'hat viele Fehler und Probleme', ru: 'неудовлетворительный', be: 'нездавальняючы', tr: 'yetersiz', pl: 'niedostateczny', es: 'deficiente' },
    },
    {
      kind: 'adjective',
      de: 'kaputt',
      tr: { en: 'broken', ua: 'зламаний', de: 'funktioniert nicht mehr', ru: 'сломанный', be: 'зламаны', tr: 'bozuk', pl: 'zepsuty', es: 'roto' },
    },
    {
      kind: 'adjective',
      de: 'fehlerhaft',
      tr: { en: 'faulty', ua: 'дефектний', de: 'ist nicht ganz richtig gemacht', ru: 'дефектный', be: 'дэфектны', tr: 'kusurlu', pl: 'wadliwy', es: 'defectuoso' },
    },
    {
      kind: 'adjective',
      de: 'schrecklich',
      tr: { en: 'terrible', ua: 'жахливий', de: 'sehr, sehr schlecht', ru: 'ужасный', be: 'жахлівы', tr: 'berbat', pl: 'okropny', es: 'horrible' },
    },
  ],
};

export default set;
