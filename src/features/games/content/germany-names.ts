import type { Lang, LocalizedText } from '@/i18n/languages';

/**
 * German places in each interface language (docs/content.md "Place names"): every language uses
 * its own usual name — en Munich, Cologne, the Rhine; ua/ru/be in Cyrillic; tr Münih, Ren; pl
 * Monachium, Kolonia, Ren; es Múnich, Colonia, Rin — and German the German one. Where a question
 * teaches the German name, it follows in brackets ("Bavaria (Bayern)").
 */
type Names = readonly [en: string, ua: string, ru: string, be: string, tr: string, pl: string, es: string];

export const PLACE_NAMES: Record<string, Names> = {
  Berlin: ['Berlin', 'Берлін', 'Берлин', 'Берлін', 'Berlin', 'Berlin', 'Berlín'],
  München: ['Munich', 'Мюнхен', 'Мюнхен', 'Мюнхен', 'Münih', 'Monachium', 'Múnich'],
  Hamburg: ['Hamburg', 'Гамбург', 'Гамбург', 'Гамбург', 'Hamburg', 'Hamburg', 'Hamburgo'],
  Köln: ['Cologne', 'Кельн', 'Кёльн', 'Кёльн', 'Köln', 'Kolonia', 'Colonia'],
  Bremen: ['Bremen', 'Бремен', 'Бремен', 'Брэмен', 'Bremen', 'Brema', 'Bremen'],
  Frankfurt: ['Frankfurt', 'Франкфурт', 'Франкфурт', 'Франкфурт', 'Frankfurt', 'Frankfurt', 'Fráncfort'],
  Nürnberg: ['Nuremberg', 'Нюрнберг', 'Нюрнберг', 'Нюрнберг', 'Nürnberg', 'Norymberga', 'Núremberg'],
  Augsburg: ['Augsburg', 'Аугсбург', 'Аугсбург', 'Аўгсбург', 'Augsburg', 'Augsburg', 'Augsburgo'],
  Regensburg: ['Regensburg', 'Регенсбург', 'Регенсбург', 'Рэгенсбург', 'Regensburg', 'Ratyzbona', 'Ratisbona'],
  Dortmund: ['Dortmund', 'Дортмунд', 'Дортмунд', 'Дортмунд', 'Dortmund', 'Dortmund', 'Dortmund'],
  Bonn: ['Bonn', 'Бонн', 'Бонн', 'Бон', 'Bonn', 'Bonn', 'Bonn'],
  Düsseldorf: ['Düsseldorf', 'Дюссельдорф', 'Дюссельдорф', 'Дзюсельдорф', 'Düsseldorf', 'Düsseldorf', 'Düsseldorf'],
  Wiesbaden: ['Wiesbaden', 'Вісбаден', 'Висбаден', 'Вісбадэн', 'Wiesbaden', 'Wiesbaden', 'Wiesbaden'],
  Kassel: ['Kassel', 'Кассель', 'Кассель', 'Касель', 'Kassel', 'Kassel', 'Kassel'],
  Darmstadt: ['Darmstadt', 'Дармштадт', 'Дармштадт', 'Дармштат', 'Darmstadt', 'Darmstadt', 'Darmstadt'],
  Potsdam: ['Potsdam', 'Потсдам', 'Потсдам', 'Патсдам', 'Potsdam', 'Poczdam', 'Potsdam'],
  Cottbus: ['Cottbus', 'Котбус', 'Котбус', 'Котбус', 'Cottbus', 'Chociebuż', 'Cottbus'],
  Magdeburg: ['Magdeburg', 'Магдебург', 'Магдебург', 'Магдэбург', 'Magdeburg', 'Magdeburg', 'Magdeburgo'],
  Leipzig: ['Leipzig', 'Лейпциг', 'Лейпциг', 'Лейпцыг', 'Leipzig', 'Lipsk', 'Leipzig'],
  Dresden: ['Dresden', 'Дрезден', 'Дрезден', 'Дрэздэн', 'Dresden', 'Drezno', 'Dresde'],
  Kiel: ['Kiel', 'Кіль', 'Киль', 'Кіль', 'Kiel', 'Kilonia', 'Kiel'],
  Rostock: ['Rostock', 'Росток', 'Росток', 'Росток', 'Rostock', 'Rostock', 'Rostock'],
  Lübeck: ['Lübeck', 'Любек', 'Любек', 'Любек', 'Lübeck', 'Lubeka', 'Lübeck'],
  Stuttgart: ['Stuttgart', 'Штутгарт', 'Штутгарт', 'Штутгарт', 'Stuttgart', 'Stuttgart', 'Stuttgart'],
  Karlsruhe: ['Karlsruhe', 'Карлсруе', 'Карлсруэ', 'Карлсруэ', 'Karlsruhe', 'Karlsruhe', 'Karlsruhe'],
  Hessen: ['Hesse', 'Гессен', 'Гессен', 'Гесэн', 'Hessen', 'Hesja', 'Hesse'],
  Saarland: ['Saarland', 'Саар', 'Саар', 'Саар', 'Saarland', 'Saara', 'Sarre'],
  'Rheinland-Pfalz': ['Rhineland-Palatinate', 'Рейнланд-Пфальц', 'Рейнланд-Пфальц', 'Рэйнланд-Пфальц', 'Rheinland-Pfalz', 'Nadrenia-Palatynat', 'Renania-Palatinado'],
  'Baden-Württemberg': ['Baden-Württemberg', 'Баден-Вюртемберг', 'Баден-Вюртемберг', 'Бадэн-Вюртэмберг', 'Baden-Württemberg', 'Badenia-Wirtembergia', 'Baden-Wurtemberg'],
  Bayern: ['Bavaria', 'Баварія', 'Бавария', 'Баварыя', 'Bavyera', 'Bawaria', 'Baviera'],
  Sachsen: ['Saxony', 'Саксонія', 'Саксония', 'Саксонія', 'Saksonya', 'Saksonia', 'Sajonia'],
  Rhein: ['The Rhine', 'Рейн', 'Рейн', 'Рэйн', 'Ren', 'Ren', 'El Rin'],
  Main: ['The Main', 'Майн', 'Майн', 'Майн', 'Main', 'Men', 'El Meno'],
  Elbe: ['The Elbe', 'Ельба', 'Эльба', 'Эльба', 'Elbe', 'Łaba', 'El Elba'],
  Mosel: ['The Moselle', 'Мозель', 'Мозель', 'Мозель', 'Mosel', 'Mozela', 'El Mosela'],
  Donau: ['The Danube', 'Дунай', 'Дунай', 'Дунай', 'Tuna', 'Dunaj', 'El Danubio'],
  Weser: ['The Weser', 'Везер', 'Везер', 'Везер', 'Weser', 'Wezera', 'El Weser'],
  Isar: ['The Isar', 'Ізар', 'Изар', 'Ізар', 'Isar', 'Izara', 'El Isar'],
  Spree: ['The Spree', 'Шпрее', 'Шпрее', 'Шпрэ', 'Spree', 'Szprewa', 'El Spree'],
  Neckar: ['The Neckar', 'Неккар', 'Неккар', 'Нэкар', 'Neckar', 'Neckar', 'El Neckar'],
  Ems: ['The Ems', 'Емс', 'Эмс', 'Эмс', 'Ems', 'Ems', 'El Ems'],
  Trave: ['The Trave', 'Траве', 'Траве', 'Травэ', 'Trave', 'Trawa', 'El Trave'],
};

/** A German place in every interface language (the German name itself in `de`). */
export function place(german: string): LocalizedText {
  const names = PLACE_NAMES[german];
  if (!names) throw new Error(`No names for ${german}`);
  const [en, ua, ru, be, tr, pl, es] = names;
  return { en, ua, de: german, ru, be, tr, pl, es };
}

/** The name of a place in one language, without a leading article ("Rhine" for "The Rhine"). */
export function placeIn(german: string, lang: Lang): string {
  return place(german)[lang].replace(/^(The|El) /, '');
}
