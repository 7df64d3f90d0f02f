import * as v from 'valibot';
import { LANGS, type Lang } from '@/i18n/languages';
import { iconName, isoDate, localizedText, text } from '@/lib/content-schema';

/** Article types (spec 000 §3 "Article"). */
export const ARTICLE_TYPES = [
  'Vocabulary',
  'Grammar',
  'Conversation and Listening',
  'Study Tips and Strategies',
  'Travel To Germany',
  'Life in Germany',
  'Reviews',
] as const;

/**
 * One block of an article body (English, with German marked). In a translation the same shape holds
 * the interface language's text; an example's `en` then holds its meaning in that language.
 *
 * Inline markup inside the text of p, ul, ol, tip and table cells (kept tiny so it can be validated
 * and spell-checked): `{{Guten Morgen}}` German (rendered lang="de"), `**strong**`,
 * `[label](/route or https://…)`.
 */
export const articleBlock = v.union([
  /** A section heading (h2): an entry of the table of contents. */
  v.strictObject({ h2: text }),
  /** A sub-heading (h3). */
  v.strictObject({ h3: text }),
  v.strictObject({ p: text }),
  v.strictObject({ ul: v.pipe(v.array(text), v.minLength(1)) }),
  v.strictObject({ ol: v.pipe(v.array(text), v.minLength(1)) }),
  /** German examples with their English meaning; each can be heard. */
  v.strictObject({ examples: v.pipe(v.array(v.strictObject({ de: text, en: text })), v.minLength(1)) }),
  v.strictObject({ table: v.strictObject({ caption: text, head: v.array(text), rows: v.array(v.array(v.string())) }) }),
  /** A highlighted tip. */
  v.strictObject({ tip: text }),
]);

/** An article module (`content/articles/<slug>.ts`). */
export const articleContentSchema = v.strictObject({
  /** Route slug: /articles/<slug>. */
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug')),
  type: v.picklist(ARTICLE_TYPES),
  title: localizedText,
  descr: localizedText,
  /** Noto emoji icon name. */
  img: iconName,
  /** Published, yyyy-mm-dd: newest first within a type. */
  date: isoDate,
  body: v.pipe(v.array(articleBlock), v.minLength(4)),
  /** Where stated facts and figures come from (title and address). */
  sources: v.optional(v.array(v.strictObject({ title: text, url: v.pipe(v.string(), v.url()) }))),
});

/** A translated article body (`content/translations/<lang>/<slug>.ts`): the same blocks as the English one. */
export const articleTranslationSchema = v.strictObject({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug')),
  /** A language an article body can be translated into (English is the original). */
  lang: v.picklist(LANGS.filter((l): l is Exclude<Lang, 'en'> => l !== 'en')),
  body: v.pipe(v.array(articleBlock), v.minLength(4)),
});
