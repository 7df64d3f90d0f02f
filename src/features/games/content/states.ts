import type { LocalizedText } from '@/i18n/languages';

/**
 * Germany's 16 states (Länder) for the map game and the map quiz (issue 13, items 4 and 5): the
 * German name, its name in every interface language, the capital, the largest city, where the
 * state lies, which states and countries it borders, and the rivers that flow through or along
 * it. Only undisputed facts: Sachsen-Anhalt has no largest city here (Halle and Magdeburg are
 * too close to call), Lake Constance gives no border (its borders were never agreed), and a
 * river is listed for a state only where it really flows through or along it. The map's paths
 * are in `map/germany-map.ts` under the same ids.
 */
export type StateId = 'bw' | 'by' | 'be' | 'bb' | 'hb' | 'hh' | 'he' | 'mv' | 'ni' | 'nw' | 'rp' | 'sl' | 'sn' | 'st' | 'sh' | 'th';
export type CountryId = 'dk' | 'nl' | 'be' | 'lu' | 'fr' | 'ch' | 'at' | 'cz' | 'pl';
/** Where a state lies in Germany (a hint in the map's accessible names, never asked). */
export type Region = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw' | 'centre';

export interface GermanState {
  id: StateId;
  /** The German name, as the learner learns it. */
  de: string;
  /** The name in every interface language (de equals `de`). */
  name: LocalizedText;
  capital: string;
  /** The largest city by population; absent where that is not clear-cut. */
  largestCity?: string;
  region: Region;
  /** The states it borders (symmetric). */
  neighbours: StateId[];
  /** The foreign countries it borders (on land). */
  countries: CountryId[];
}

export interface Country {
  id: CountryId;
  /** German name and its name in every interface language. */
  name: LocalizedText;
}

export interface River {
  de: string;
  /** The states it flows through or along. */
  states: StateId[];
}

export const states: readonly GermanState[] = [
  {
    id: 'bw',
    de: 'Baden-Württemberg',
    name: { en: 'Baden-Württemberg', ua: 'Баден-Вюртемберг', de: 'Baden-Württemberg', ru: 'Баден-Вюртемберг', be: 'Бадэн-Вюртэмберг', tr: 'Baden-Württemberg', pl: 'Badenia-Wirtembergia', es: 'Baden-Wurtemberg' },
    capital: 'Stuttgart',
    largestCity: 'Stuttgart',
    region: 'sw',
    neighbours: ['rp', 'he', 'by'],
    countries: ['fr', 'ch'],
  },
  {
    id: 'by',
    de: 'Bayern',
    name: { en: 'Bavaria', ua: 'Баварія', de: 'Bayern', ru: 'Бавария', be: 'Баварыя', tr: 'Bavyera', pl: 'Bawaria', es: 'Baviera' },
    capital: 'München',
    largestCity: 'München',
    region: 'se',
    neighbours: ['bw', 'he', 'th', 'sn'],
    countries: ['at', 'cz'],
  },
  {
    id: 'be',
    de: 'Berlin',
    name: { en: 'Berlin', ua: 'Берлін', de: 'Berlin', ru: 'Берлин', be: 'Берлін', tr: 'Berlin', pl: 'Berlin', es: 'Berlín' },
    capital: 'Berlin',
    largestCity: 'Berlin',
    region: 'ne',
    neighbours: ['bb'],
    countries: [],
  },
  {
    id: 'bb',
    de: 'Brandenburg',
    name: { en: 'Brandenburg', ua: 'Бранденбург', de: 'Brandenburg', ru: 'Бранденбург', be: 'Брандэнбург', tr: 'Brandenburg', pl: 'Brandenburgia', es: 'Brandeburgo' },
    capital: 'Potsdam',
    largestCity: 'Potsdam',
    region: 'ne',
    neighbours: ['mv', 'ni', 'st', 'sn', 'be'],
    countries: ['pl'],
  },
  {
    id: 'hb',
    de: 'Bremen',
    name: { en: 'Bremen', ua: 'Бремен', de: 'Bremen', ru: 'Бремен', be: 'Брэмен', tr: 'Bremen', pl: 'Brema', es: 'Bremen' },
    capital: 'Bremen',
    largestCity: 'Bremen',
    region: 'nw',
    neighbours: ['ni'],
    countries: [],
  },
  {
    id: 'hh',
    de: 'Hamburg',
    name: { en: 'Hamburg', ua: 'Гамбург', de: 'Hamburg', ru: 'Гамбург', be: 'Гамбург', tr: 'Hamburg', pl: 'Hamburg', es: 'Hamburgo' },
    capital: 'Hamburg',
    largestCity: 'Hamburg',
    region: 'n',
    neighbours: ['sh', 'ni'],
    countries: [],
  },
  {
    id: 'he',
    de: 'Hessen',
    name: { en: 'Hesse', ua: 'Гессен', de: 'Hessen', ru: 'Гессен', be: 'Гесэн', tr: 'Hessen', pl: 'Hesja', es: 'Hesse' },
    capital: 'Wiesbaden',
    largestCity: 'Frankfurt am Main',
    region: 'centre',
    neighbours: ['ni', 'th', 'by', 'bw', 'rp', 'nw'],
    countries: [],
  },
  {
    id: 'mv',
    de: 'Mecklenburg-Vorpommern',
    name: {
      en: 'Mecklenburg-Western Pomerania',
      ua: 'Мекленбург-Передня Померанія',
      de: 'Mecklenburg-Vorpommern',
      ru: 'Мекленбург-Передняя Померания',
      be: 'Мекленбург-Пярэдняя Памеранія',
      tr: 'Mecklenburg-Vorpommern',
      pl: 'Meklemburgia-Pomorze Przednie',
      es: 'Mecklemburgo-Pomerania Occidental',
    },
    capital: 'Schwerin',
    largestCity: 'Rostock',
    region: 'ne',
    neighbours: ['sh', 'ni', 'bb'],
    countries: ['pl'],
  },
  {
    id: 'ni',
    de: 'Niedersachsen',
    name: { en: 'Lower Saxony', ua: 'Нижня Саксонія', de: 'Niedersachsen', ru: 'Нижняя Саксония', be: 'Ніжняя Саксонія', tr: 'Aşağı Saksonya', pl: 'Dolna Saksonia', es: 'Baja Sajonia' },
    capital: 'Hannover',
    largestCity: 'Hannover',
    region: 'nw',
    neighbours: ['sh', 'hh', 'hb', 'mv', 'bb', 'st', 'th', 'he', 'nw'],
    countries: ['nl'],
  },
  {
    id: 'nw',
    de: 'Nordrhein-Westfalen',
    name: {
      en: 'North Rhine-Westphalia',
      ua: 'Північний Рейн-Вестфалія',
      de: 'Nordrhein-Westfalen',
      ru: 'Северный Рейн-Вестфалия',
      be: 'Паўночны Рэйн-Вестфалія',
      tr: 'Kuzey Ren-Vestfalya',
      pl: 'Nadrenia Północna-Westfalia',
      es: 'Renania del Norte-Westfalia',
    },
    capital: 'Düsseldorf',
    largestCity: 'Köln',
    region: 'w',
    neighbours: ['ni', 'he', 'rp'],
    countries: ['nl', 'be'],
  },
  {
    id: 'rp',
    de: 'Rheinland-Pfalz',
    name: { en: 'Rhineland-Palatinate', ua: 'Рейнланд-Пфальц', de: 'Rheinland-Pfalz', ru: 'Рейнланд-Пфальц', be: 'Рэйнланд-Пфальц', tr: 'Rheinland-Pfalz', pl: 'Nadrenia-Palatynat', es: 'Renania-Palatinado' },
    capital: 'Mainz',
    largestCity: 'Mainz',
    region: 'sw',
    neighbours: ['nw', 'he', 'bw', 'sl'],
    countries: ['be', 'lu', 'fr'],
  },
  {
    id: 'sl',
    de: 'Saarland',
    name: { en: 'Saarland', ua: 'Саар', de: 'Saarland', ru: 'Саар', be: 'Саар', tr: 'Saarland', pl: 'Saara', es: 'Sarre' },
    capital: 'Saarbrücken',
    largestCity: 'Saarbrücken',
    region: 'sw',
    neighbours: ['rp'],
    countries: ['lu', 'fr'],
  },
  {
    id: 'sn',
    de: 'Sachsen',
    name: { en: 'Saxony', ua: 'Саксонія', de: 'Sachsen', ru: 'Саксония', be: 'Саксонія', tr: 'Saksonya', pl: 'Saksonia', es: 'Sajonia' },
    capital: 'Dresden',
    largestCity: 'Leipzig',
    region: 'e',
    neighbours: ['bb', 'st', 'th', 'by'],
    countries: ['pl', 'cz'],
  },
  {
    id: 'st',
    de: 'Sachsen-Anhalt',
    name: { en: 'Saxony-Anhalt', ua: 'Саксонія-Ангальт', de: 'Sachsen-Anhalt', ru: 'Саксония-Анхальт', be: 'Саксонія-Ангальт', tr: 'Saksonya-Anhalt', pl: 'Saksonia-Anhalt', es: 'Sajonia-Anhalt' },
    capital: 'Magdeburg',
    region: 'centre',
    neighbours: ['ni', 'bb', 'sn', 'th'],
    countries: [],
  },
  {
    id: 'sh',
    de: 'Schleswig-Holstein',
    name: { en: 'Schleswig-Holstein', ua: 'Шлезвіг-Гольштейн', de: 'Schleswig-Holstein', ru: 'Шлезвиг-Гольштейн', be: 'Шлезвіг-Гальштэйн', tr: 'Schleswig-Holstein', pl: 'Szlezwik-Holsztyn', es: 'Schleswig-Holstein' },
    capital: 'Kiel',
    largestCity: 'Kiel',
    region: 'n',
    neighbours: ['hh', 'ni', 'mv'],
    countries: ['dk'],
  },
  {
    id: 'th',
    de: 'Thüringen',
    name: { en: 'Thuringia', ua: 'Тюрингія', de: 'Thüringen', ru: 'Тюрингия', be: 'Цюрынгія', tr: 'Türingen', pl: 'Turyngia', es: 'Turingia' },
    capital: 'Erfurt',
    largestCity: 'Erfurt',
    region: 'centre',
    neighbours: ['ni', 'st', 'sn', 'by', 'he'],
    countries: [],
  },
];

export const countries: readonly Country[] = [
  { id: 'dk', name: { en: 'Denmark', ua: 'Данія', de: 'Dänemark', ru: 'Дания', be: 'Данія', tr: 'Danimarka', pl: 'Dania', es: 'Dinamarca' } },
  { id: 'nl', name: { en: 'the Netherlands', ua: 'Нідерланди', de: 'die Niederlande', ru: 'Нидерланды', be: 'Нідэрланды', tr: 'Hollanda', pl: 'Holandia', es: 'los Países Bajos' } },
  { id: 'be', name: { en: 'Belgium', ua: 'Бельгія', de: 'Belgien', ru: 'Бельгия', be: 'Бельгія', tr: 'Belçika', pl: 'Belgia', es: 'Bélgica' } },
  { id: 'lu', name: { en: 'Luxembourg', ua: 'Люксембург', de: 'Luxemburg', ru: 'Люксембург', be: 'Люксембург', tr: 'Lüksemburg', pl: 'Luksemburg', es: 'Luxemburgo' } },
  { id: 'fr', name: { en: 'France', ua: 'Франція', de: 'Frankreich', ru: 'Франция', be: 'Францыя', tr: 'Fransa', pl: 'Francja', es: 'Francia' } },
  { id: 'ch', name: { en: 'Switzerland', ua: 'Швейцарія', de: 'die Schweiz', ru: 'Швейцария', be: 'Швейцарыя', tr: 'İsviçre', pl: 'Szwajcaria', es: 'Suiza' } },
  { id: 'at', name: { en: 'Austria', ua: 'Австрія', de: 'Österreich', ru: 'Австрия', be: 'Аўстрыя', tr: 'Avusturya', pl: 'Austria', es: 'Austria' } },
  { id: 'cz', name: { en: 'Czechia', ua: 'Чехія', de: 'Tschechien', ru: 'Чехия', be: 'Чэхія', tr: 'Çekya', pl: 'Czechy', es: 'Chequia' } },
  { id: 'pl', name: { en: 'Poland', ua: 'Польща', de: 'Polen', ru: 'Польша', be: 'Польшча', tr: 'Polonya', pl: 'Polska', es: 'Polonia' } },
];

/** Rivers and the states they flow through or along (German names; a river's name is not translated in the quiz). */
export const rivers: readonly River[] = [
  { de: 'Rhein', states: ['bw', 'rp', 'he', 'nw'] },
  { de: 'Elbe', states: ['sn', 'st', 'bb', 'ni', 'mv', 'hh', 'sh'] },
  { de: 'Donau', states: ['bw', 'by'] },
  { de: 'Main', states: ['by', 'bw', 'he'] },
  { de: 'Weser', states: ['he', 'ni', 'nw', 'hb'] },
  { de: 'Mosel', states: ['rp', 'sl'] },
  { de: 'Spree', states: ['sn', 'bb', 'be'] },
  { de: 'Neckar', states: ['bw', 'he'] },
  { de: 'Oder', states: ['bb'] },
  { de: 'Havel', states: ['mv', 'bb', 'be', 'st'] },
  { de: 'Saale', states: ['by', 'th', 'st'] },
  { de: 'Werra', states: ['th', 'he', 'ni'] },
  { de: 'Ems', states: ['nw', 'ni'] },
  { de: 'Ruhr', states: ['nw'] },
  { de: 'Saar', states: ['sl', 'rp'] },
  { de: 'Isar', states: ['by'] },
  { de: 'Inn', states: ['by'] },
  { de: 'Eider', states: ['sh'] },
  { de: 'Warnow', states: ['mv'] },
];
