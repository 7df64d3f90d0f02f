import * as v from 'valibot';
import { article, iconName, localizedText, text } from '@/lib/content-schema';

/**
 * The shapes of the word content (types.ts), checked by the content tests and by
 * `npm run catalogues` before it writes the catalogue.
 */
const picture = v.optional(iconName);

const noun = v.strictObject({
  kind: v.literal('noun'),
  de: v.pipe(text, v.regex(/^\p{Lu}/u, 'a noun is capitalised')),
  article,
  plural: v.nullable(text),
  img: picture,
  tr: localizedText,
  alternatives: v.optional(v.pipe(v.array(v.pipe(text, v.regex(/^(der|die|das) \p{Lu}/u, 'a noun alternative carries its article'))), v.minLength(1))),
});
const simple = (kind: 'verb' | 'adjective' | 'other') =>
  v.strictObject({ kind: v.literal(kind), de: text, img: picture, tr: localizedText, alternatives: v.optional(v.pipe(v.array(text), v.minLength(1))) });
const pair = v.strictObject({ kind: v.literal('pair'), de: v.pipe(text, v.regex(/^\S.* – \S.*$/u, 'a pair is written "a – b"')), img: picture, tr: localizedText });

export const wordItemSchema = v.variant('kind', [noun, simple('verb'), simple('adjective'), simple('other'), pair]);

export const wordSetSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-zA-Z0-9]+$/, 'an id of letters and digits')),
  card: v.strictObject({
    level: v.picklist(['A', 'A-verbs', 'A-adjectives', 'A2']),
    order: v.pipe(v.number(), v.integer(), v.minValue(1)),
    img: iconName,
    descr: localizedText,
    paywall: v.boolean(),
    tag: v.optional(text),
  }),
  words: v.pipe(
    v.array(wordItemSchema),
    v.minLength(10, 'at least 10 words'),
    v.check((words) => new Set(words.map((w) => w.de)).size === words.length, 'a word twice'),
  ),
});

export const verbRootElementSchema = v.strictObject({
  img: v.union([v.literal(''), iconName]),
  de: text,
  en: text,
  ua: text,
  ru: text,
  be: text,
  tr: text,
  pl: text,
  es: text,
  de_meaning: text,
  sentence: text,
  sentence_en: text,
  sentence_ua: text,
  sentence_ru: text,
  sentence_be: text,
  sentence_tr: text,
  sentence_pl: text,
  sentence_es: text,
  isCorrect: v.literal(false),
});

export const verbRootSetSchema = v.strictObject({
  type: text,
  paywall: v.boolean(),
  card: v.strictObject({ order: v.pipe(v.number(), v.integer(), v.minValue(1)), img: iconName, descr: localizedText }),
  elements: v.pipe(
    v.array(verbRootElementSchema),
    v.check((elements) => new Set(elements.map((e) => e.de)).size === elements.length, 'a verb twice'),
  ),
});
