import * as v from 'valibot';
import { LANGS } from '@/i18n/languages';
import { iconName, isoDate, localizedText, text } from '@/lib/content-schema';

export const ARTICLE_TYPES = [
  'Vocabulary',
  'Grammar',
  'Conversation and Listening',
  'Study Tips and Strategies',
  'Travel To Germany',
  'Life in Germany',
  'Reviews',
] as const;

export const articleBlock = v.union([
  v.strictObject({ h2: text }),
  v.strictObject({ h3: text }),
  v.strictObject({ p: text }),
  v.strictObject({ ul: v.pipe(v.array(text), v.minLength(1)) }),
  v.strictObject({ ol: v.pipe(v.array(text), v.minLength(1)) }),
  v.strictObject({ examples: v.pipe(v.array(v.strictObject({ de: text, en: text })), v.minLength(1)) }),
  v.strictObject({ table: v.strictObject({ caption: text, head: v.array(text), rows: v.array(v.array(v.string())) }) }),
  v.strictObject({ tip: text }),
]);

/** An article module (`content/articles/<slug>.ts`). */
export const articleContentSchema = v.strictObject({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug')),
  type: v.picklist(ARTICLE_TYPES),
  title: localizedText,
  descr: localizedText,
  img: iconName,
  date: isoDate,
  body: v.pipe(v.array(articleBlock), v.minLength(4)),
  sources: v.optional(v.array(v.strictObject({ title: text, url: v.pipe(v.string(), v.url()) }))),
});

/** A translated article body (`content/translations/<lang>/<slug>.ts`): the same blocks as the English one. */
export const articleTranslationSchema = v.strictObject({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug')),
  lang: v.picklist(LANGS.filter((l) => l !== 'en')),
  body: v.pipe(v.array(articleBlock), v.minLength(4)),
});
