import type { WordSet } from '../types';

const set: WordSet = {
  id: 'adjectivesFeelings',
  card: {
    level: 'A-adjectives',
    order: 11,
    img: 'smiling-face-with-smiling-eyes',
    descr: { en: 'Adjectives: feelings', ua: 'Прикметники: почуття', de: 'Adjektive: Gefühle', ru: 'Прилагательные: чувства', be: 'Прыметнікі: пачуцці', tr: 'Sıfatlar: duygular', pl: 'Przymiotniki: uczucia', es: 'Adjetivos: sentimientos' },
    paywall: false,
  },
  words: [
    {
      kind: 'adjective',
      de: 'glücklich',
      img: 'smiling-face-with-smiling-eyes',
      tr: { en: 'happy', ua: 'щасливий', de: 'fühlt sich sehr gut und froh', ru: 'счастливый', be: 'шчаслівы', tr: 'mutlu', pl: 'szczęśliwy', es: 'feliz' },
    },
    {
      kind: 'adjective',
      de: 'traurig',
      img: 'frowning-face',
      tr: { en: 'sad', ua: 'сумний', de: 'möchte weinen, fühlt sich schlecht', ru: 'грустный', be: 'сумны', tr: 'üzgün', pl: 'smutny', es: 'triste' },
    },
    {
      kind: 'adjective',
      de: 'fröhlich',
      img: 'grinning-face',
      tr: { en: 'cheerful', ua: 'веселий', de: 'lacht viel und hat gute Laune', ru: 'весёлый', be: 'вясёлы', tr: 'neşeli', pl: 'wesoły', es: 'alegre' },
    },
    {
      kind: 'adjective',
      de: 'wütend',
      img: 'enraged-face',
      tr: { en: 'angry', ua: 'злий', de: 'sehr böse, möchte schreien', ru: 'злой', be: 'злы', tr: 'öfkeli', pl: 'wściekły', es: 'furioso' },
    },
    {
      kind: 'adjective',
      de: 'ängstlich',
      img: 'fearful-face',
      tr: { en: 'scared', ua: 'наляканий', de: 'fürchtet sich vor etwas', ru: 'испуганный', be: 'напалоханы', tr: 'korkmuş', pl: 'przestraszony', es: 'asustado' },
    },
    {
      kind: 'adjective',
      de: 'nervös',
      img: 'anxious-face-with-sweat',
      tr: { en: 'nervous', ua: 'знервований', de: 'ist unruhig und hat Stress', ru: 'нервный', be: 'нервовы', tr: 'gergin', pl: 'zdenerwowany', es: 'nervioso' },
    },
    {
      kind: 'adjective',
      de: 'zufrieden',
      tr: { en: 'satisfied', ua: 'задоволений', de: 'hat alles, was er braucht, und ist froh', ru: 'довольный', be: 'задаволены', tr: 'memnun', pl: 'zadowolony', es: 'satisfecho' },
    },
    {
      kind: 'adjective',
      de: 'einsam',
      tr: { en: 'lonely', ua: 'самотній', de: 'ist allein und hat keine Freunde', ru: 'одинокий', be: 'адзінокі', tr: 'yalnız', pl: 'samotny', es: 'solo' },
    },
    {
      kind: 'adjective',
      de: 'aufgeregt',
      tr: { en: 'excited', ua: 'схвильований', de: 'kann vor Freude kaum still sitzen', ru: 'взволнованный', be: 'усхваляваны', tr: 'heyecanlı', pl: 'podekscytowany', es: 'emocionado' },
    },
    {
      kind: 'adjective',
      de: 'überrascht',
      img: 'astonished-face',
      tr: { en: 'surprised', ua: 'здивований', de: 'hat das nicht erwartet', ru: 'удивлённый', be: 'здзіўлены', tr: 'şaşkın', pl: 'zaskoczony', es: 'sorprendido' },
    },
    {
      kind: 'adjective',
      de: 'enttäuscht',
      img: 'disappointed-face',
      tr: { en: 'disappointed', ua: 'розчарований', de: 'hatte etwas Besseres erwartet', ru: 'разочарованный', be: 'расчараваны', tr: 'hayal kırıklığına uğramış', pl: 'rozczarowany', es: 'decepcionado' },
    },
    {
      kind: 'adjective',
      de: 'stolz',
      tr: { en: 'proud', ua: 'гордий', de: 'freut sich über eine gute Leistung', ru: 'гордый', be: 'горды', tr: 'gururlu', pl: 'dumny', es: 'orgulloso' },
    },
  ],
};

export default set;
