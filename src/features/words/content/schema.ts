import * as v from 'valibot';
import { article, iconName, localizedText, text } from '@/lib/content-schema';

/*
 * The shapes of the word content (types.ts infers its types from them), checked by the content
 * tests and by `npm run catalogues` before it writes the catalogue.
 */

/** The catalogue levels of the word sets (spec 000 §3): A (A1 nouns), A-verbs, A-adjectives, A2; B is the verb roots'. */
export const WORD_SET_LEVELS = ['A', 'A-verbs', 'A-adjectives', 'A2'] as const;

/** Noto emoji icon name (@iconify-json/noto) that shows the word; omitted for abstract words. */
const picture = v.optional(iconName);

/** A noun: German singular without article, its article, and its plural (null: no plural in use). */
const noun = v.strictObject({
  kind: v.literal('noun'),
  de: v.pipe(text, v.regex(/^\p{Lu}/u, 'a noun is capitalised')),
  article,
  plural: v.nullable(text),
  img: picture,
  /** Translation in every interface language; `de` is a short German explanation. */
  tr: localizedText,
  /** Other German words a typed answer may give for the same meaning (Duden), written as the answer is: nouns with their article (`der Sonnabend`). */
  alternatives: v.optional(v.pipe(v.array(v.pipe(text, v.regex(/^(der|die|das) \p{Lu}/u, 'a noun alternative carries its article'))), v.minLength(1))),
});
/** A verb in the infinitive (reflexive verbs with "sich"), an adjective in its base form, or any other word a topic needs: numerals ("zwölf"), adverbs ("heute"), set phrases. */
const simple = (kind: 'verb' | 'adjective' | 'other') =>
  v.strictObject({
    kind: v.literal(kind),
    de: text,
    img: picture,
    tr: localizedText,
    /** Other German words a typed answer may give for the same meaning (Duden), written as the answer is. */
    alternatives: v.optional(v.pipe(v.array(text), v.minLength(1))),
  });
/** A pair of opposite adjectives, written "groß – klein" (translations likewise "big – small"). */
const pair = v.strictObject({ kind: v.literal('pair'), de: v.pipe(text, v.regex(/^\S.* – \S.*$/u, 'a pair is written "a – b"')), img: picture, tr: localizedText });

export const wordItemSchema = v.variant('kind', [noun, simple('verb'), simple('adjective'), simple('other'), pair]);

/**
 * What a word set's catalogue entry needs, kept in the set's module; `npm run catalogues` builds
 * content/catalogue.ts from it (link, id and topic come from the set's id).
 */
export const wordSetCardSchema = v.strictObject({
  level: v.picklist(WORD_SET_LEVELS),
  /** Position among the entries of its level (1, 2, …). */
  order: v.pipe(v.number(), v.integer(), v.minValue(1)),
  img: iconName,
  descr: localizedText,
  paywall: v.boolean(),
  /** Groups the parts of a multi-part topic (time01…time05 share "time"). */
  tag: v.optional(text),
});

/** One topic's word list: `src/features/words/content/topics/<id>.ts`, default export. */
export const wordSetSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-zA-Z0-9]+$/, 'an id of letters and digits')),
  card: wordSetCardSchema,
  words: v.pipe(
    v.array(wordItemSchema),
    v.minLength(10, 'at least 10 words'),
    v.check((words) => new Set(words.map((w) => w.de)).size === words.length, 'a word twice'),
  ),
});

/** One element of a verb-root quiz (spec 000 §3 "Verb-root quiz set"), in every language. */
export const verbRootElementSchema = v.strictObject({
  /** Noto emoji icon name that shows the action, or "" when none fits. */
  img: v.union([v.literal(''), iconName]),
  /** The prefixed German verb, e.g. "abgeben". */
  de: text,
  /** Meaning of the verb in each interface language other than German. */
  en: text,
  ua: text,
  ru: text,
  be: text,
  tr: text,
  pl: text,
  es: text,
  /** Short German explanation of the verb (for the German interface). */
  de_meaning: text,
  /** A German example sentence using the verb. */
  sentence: text,
  /** The sentence translated into each interface language other than German. */
  sentence_en: text,
  sentence_ua: text,
  sentence_ru: text,
  sentence_be: text,
  sentence_tr: text,
  sentence_pl: text,
  sentence_es: text,
  /** Always false in the content (the old site's answered flag). */
  isCorrect: v.literal(false),
});

/** A verb-root quiz set: verbs sharing a root (geben, abgeben, angeben…). */
export const verbRootSetSchema = v.strictObject({
  type: text,
  paywall: v.boolean(),
  /** Its catalogue entry data (level B; its paywall is the set's own). */
  card: v.strictObject({
    /** Position among the verb-root entries (1, 2, …). */
    order: v.pipe(v.number(), v.integer(), v.minValue(1)),
    img: iconName,
    descr: localizedText,
  }),
  elements: v.pipe(
    v.array(verbRootElementSchema),
    v.check((elements) => new Set(elements.map((e) => e.de)).size === elements.length, 'a verb twice'),
  ),
});
