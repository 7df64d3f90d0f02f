import type { Lang } from '@/i18n/languages';

/**
 * Cheap checks that a translation is in its language's script and letters (CONTENT.md rule 2):
 * Ukrainian never uses ы э ъ ё, Belarusian never и щ ъ, Russian never і ї є ґ ў; the Cyrillic
 * languages are written in Cyrillic; a translation that equals the English one in a language with
 * other words (tr, pl, es, ua, ru, be) is English left behind — unless it is only names, numbers
 * or a word on the allowlist.
 */
const FORBIDDEN: Partial<Record<Lang, RegExp>> = {
  ua: /[ыэъёЫЭЪЁ]/u,
  be: /[ищъИЩЪ]/u,
  ru: /[іїєґўІЇЄҐЎ]/u,
};
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

/** Strings that are rightly the same in English and the other languages. */
const SAME_EVERYWHERE = /^(?:[\p{Lu}\d][\p{L}\d.'’-]*(?:\s+[\p{Lu}\d][\p{L}\d.'’-]*)*|[\d\s.,:;!?%+–-]+|OK|Hobby|Online|Start|Taxi|Hotel|Radio|Pizza|Café|Tennis|Golf|Fitness|Camping|Baby|Podcast|Smartphone|Laptop|Tablet|Shampoo)$/u;

export function languageProblems(texts: Partial<Record<Lang, string>>, where: string): string[] {
  const problems: string[] = [];
  const en = texts.en?.trim();
  for (const [lang, value] of Object.entries(texts) as [Lang, string][]) {
    if (lang === 'en' || lang === 'de') continue;
    const forbidden = FORBIDDEN[lang];
    if (forbidden?.test(value)) problems.push(`${where} ${lang}: letters of another language in "${value}"`);
    if ((lang === 'ua' || lang === 'ru' || lang === 'be') && LATIN.test(value) && !CYRILLIC.test(value) && !SAME_EVERYWHERE.test(value.trim())) {
      problems.push(`${where} ${lang}: not Cyrillic: "${value}"`);
    }
    if ((lang === 'tr' || lang === 'pl' || lang === 'es') && CYRILLIC.test(value)) problems.push(`${where} ${lang}: Cyrillic in "${value}"`);
    if (en && value.trim() === en && en.split(/\s+/).length >= 4 && !SAME_EVERYWHERE.test(en)) problems.push(`${where} ${lang}: same as English: "${value}"`);
  }
  if (texts.ua && texts.ru && texts.ua.trim() === texts.ru.trim() && texts.ua.trim().split(/\s+/).length > 2) problems.push(`${where}: ua is a copy of ru: "${texts.ua}"`);
  if (texts.be && texts.ru && texts.be.trim() === texts.ru.trim() && texts.be.trim().split(/\s+/).length > 2) problems.push(`${where}: be is a copy of ru: "${texts.be}"`);
  return problems;
}
