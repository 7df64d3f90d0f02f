import type { Lang, LocalizedText } from '@/i18n/languages';
import type { Worksheet } from './types';
// The word lists live in one JSON file shared with scripts/make-worksheets.mjs,
// which generates public/worksheets/<id>.pdf and <id>.png from them.
import data from '../../../../scripts/worksheet-words.json';

export interface WorksheetWord {
  article: 'der' | 'die' | 'das';
  noun: string;
  /** Plural without article (the plural article is always "die"). */
  plural: string;
}

interface SheetData {
  topic: string;
  level: string;
  seed: number;
  words: { article: string; noun: string; plural: string }[];
}

const sheetData: Readonly<Record<string, SheetData>> = data;

function isArticle(value: string): value is WorksheetWord['article'] {
  return value === 'der' || value === 'die' || value === 'das';
}

function isLevel(value: string): value is Worksheet['level'] {
  return value === 'A1' || value === 'A2';
}

/** The twelve hidden nouns of each worksheet, keyed by worksheet id. */
export const worksheetWords: Readonly<Record<string, readonly WorksheetWord[]>> = Object.fromEntries(
  Object.entries(sheetData).map(([id, sheet]) => [
    id,
    sheet.words.map(({ article, noun, plural }) => {
      if (!isArticle(article)) throw new Error(`worksheet ${id}: bad article "${article}" for ${noun}`);
      return { article, noun, plural };
    }),
  ]),
);

const TITLE_PREFIX: LocalizedText = {
  en: 'Word search',
  ua: 'Пошук слів',
  de: 'Wortsuchrätsel',
  ru: 'Поиск слов',
  be: 'Пошук слоў',
  tr: 'Kelime avı',
  pl: 'Wykreślanka',
  es: 'Sopa de letras',
};

/** Languages that continue in lower case after the colon of a title. */
const LOWER_AFTER_COLON: readonly Lang[] = ['ua', 'ru', 'be', 'pl', 'es'];

const DESCR: Record<Lang, (topic: string) => string> = {
  en: (t) =>
    `Find twelve words on the topic “${t}” in a letter grid and practise their articles and plurals; a solution page is included.`,
  ua: (t) =>
    `Знайдіть у сітці з літер дванадцять слів на тему «${t}» і потренуйте артиклі та множину; сторінка з відповідями додається.`,
  de: (t) =>
    `Finde zwölf Wörter zum Thema „${t}“ im Buchstabengitter und übe Artikel und Plural – mit Lösungsseite.`,
  ru: (t) =>
    `Найдите в сетке из букв двенадцать слов на тему «${t}» и потренируйте артикли и множественное число; страница с ответами прилагается.`,
  be: (t) =>
    `Знайдзіце ў сетцы з літар дванаццаць слоў на тэму «${t}» і патрэніруйце артыклі і множны лік; старонка з адказамі дадаецца.`,
  tr: (t) =>
    `Harf tablosunda “${t}” konusuyla ilgili on iki kelimeyi bulun, artikellerini ve çoğul hâllerini çalışın; çözüm sayfası da eklidir.`,
  pl: (t) =>
    `Znajdź w siatce liter dwanaście słów na temat „${t}” i przećwicz rodzajniki oraz liczbę mnogą; strona z rozwiązaniem jest dołączona.`,
  es: (t) =>
    `Encuentra en la sopa de letras doce palabras sobre el tema «${t}» y practica sus artículos y plurales; incluye una página con las soluciones.`,
};

function mapLangs(fn: (lang: Lang) => string): LocalizedText {
  return {
    en: fn('en'),
    ua: fn('ua'),
    de: fn('de'),
    ru: fn('ru'),
    be: fn('be'),
    tr: fn('tr'),
    pl: fn('pl'),
    es: fn('es'),
  };
}

/** Builds a catalogue entry; `topic` is the sheet's topic in every language (nominative, capitalised). */
function wordSearch(id: string, topic: LocalizedText): Worksheet {
  const sheet = sheetData[id];
  if (!sheet) throw new Error(`worksheet ${id}: no word list in worksheet-words.json`);
  if (!isLevel(sheet.level)) throw new Error(`worksheet ${id}: bad level "${sheet.level}"`);
  if (sheet.topic !== topic.de) throw new Error(`worksheet ${id}: German topic differs from the PDF`);
  return {
    id,
    url: `/worksheets/${id}.pdf`,
    img: `/worksheets/${id}.png`,
    title: mapLangs((lang) => {
      const t = topic[lang];
      const shown = LOWER_AFTER_COLON.includes(lang) ? t.charAt(0).toLocaleLowerCase() + t.slice(1) : t;
      return `${TITLE_PREFIX[lang]}: ${shown}`;
    }),
    descr: mapLangs((lang) => DESCR[lang](topic[lang])),
    type: 'word_puzzle',
    level: sheet.level,
  };
}

export const worksheets: readonly Worksheet[] = [
  wordSearch('obst-gemuese-wortsuche', {
    en: 'Fruit and vegetables',
    ua: 'Фрукти та овочі',
    de: 'Obst und Gemüse',
    ru: 'Фрукты и овощи',
    be: 'Садавіна і агародніна',
    tr: 'Meyve ve sebzeler',
    pl: 'Owoce i warzywa',
    es: 'Frutas y verduras',
  }),
  wordSearch('tiere-wortsuche', {
    en: 'Animals',
    ua: 'Тварини',
    de: 'Tiere',
    ru: 'Животные',
    be: 'Жывёлы',
    tr: 'Hayvanlar',
    pl: 'Zwierzęta',
    es: 'Animales',
  }),
  wordSearch('familie-wortsuche', {
    en: 'Family',
    ua: 'Родина',
    de: 'Familie',
    ru: 'Семья',
    be: 'Сям’я',
    tr: 'Aile',
    pl: 'Rodzina',
    es: 'Familia',
  }),
  wordSearch('kleidung-wortsuche', {
    en: 'Clothes',
    ua: 'Одяг',
    de: 'Kleidung',
    ru: 'Одежда',
    be: 'Адзенне',
    tr: 'Giysiler',
    pl: 'Ubrania',
    es: 'Ropa',
  }),
  wordSearch('wetter-jahreszeiten-wortsuche', {
    en: 'Weather and seasons',
    ua: 'Погода та пори року',
    de: 'Wetter und Jahreszeiten',
    ru: 'Погода и времена года',
    be: 'Надвор’е і поры года',
    tr: 'Hava durumu ve mevsimler',
    pl: 'Pogoda i pory roku',
    es: 'El tiempo y las estaciones',
  }),
  wordSearch('stadt-wortsuche', {
    en: 'In town',
    ua: 'У місті',
    de: 'In der Stadt',
    ru: 'В городе',
    be: 'У горадзе',
    tr: 'Şehirde',
    pl: 'W mieście',
    es: 'En la ciudad',
  }),
  wordSearch('schule-wortsuche', {
    en: 'School',
    ua: 'Школа',
    de: 'Schule',
    ru: 'Школа',
    be: 'Школа',
    tr: 'Okul',
    pl: 'Szkoła',
    es: 'Escuela',
  }),
  wordSearch('berufe-wortsuche', {
    en: 'Jobs',
    ua: 'Професії',
    de: 'Berufe',
    ru: 'Профессии',
    be: 'Прафесіі',
    tr: 'Meslekler',
    pl: 'Zawody',
    es: 'Profesiones',
  }),
];
