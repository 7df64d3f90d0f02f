import * as v from 'valibot';
import { localizedText, nonEnglishText, text } from '@/lib/content-schema';
import { GRAMMAR_TOPICS } from './topics';

/**
 * The shapes of the grammar content (types.ts), checked by the content tests and by
 * `npm run catalogues` before it writes the catalogues.
 */
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug'));

/** A German sentence cut into parts by " - ": no empty part, no stray spaces. */
const parted = v.pipe(
  text,
  v.check((form) => {
    const parts = form.split(' - ');
    return parts.length >= 2 && parts.every((p) => p !== '' && p.trim() === p);
  }, 'a sentence cut into parts by " - "'),
);

export const ruleBlockSchema = v.strictObject({
  heading: v.string(),
  paragraphs: v.array(text),
  examples: v.optional(v.array(v.strictObject({ de: text, tr: text }))),
  table: v.optional(v.strictObject({ caption: v.string(), head: v.array(v.string()), rows: v.array(v.array(v.string())) })),
});

export const sentenceElementSchema = v.strictObject({ formDe: parted, formEn: text, tr: nonEnglishText, correct: v.literal(false) });
export const deEnElementSchema = v.strictObject({ de: parted, en: text, tr: nonEnglishText });
export const choiceQuestionSchema = v.strictObject({
  question: v.pipe(
    text,
    v.check((q) => q.split('___').length === 2, 'exactly one ___'),
  ),
  answer: text,
  explanation: v.optional(localizedText),
});

const practice = v.variant('kind', [
  v.strictObject({ kind: v.literal('sentences'), elements: v.pipe(v.array(sentenceElementSchema), v.minLength(20)) }),
  v.strictObject({ kind: v.literal('deEn'), elements: v.pipe(v.array(deEnElementSchema), v.minLength(20)) }),
  v.pipe(
    v.strictObject({ kind: v.literal('choice'), variants: v.pipe(v.array(text), v.minLength(2)), questions: v.pipe(v.array(choiceQuestionSchema), v.minLength(20)) }),
    v.check((p) => p.questions.every((q) => p.variants.includes(q.answer)), 'every answer is one of the variants'),
  ),
]);

const rules = v.pipe(v.array(ruleBlockSchema), v.minLength(1));

export const a1TopicSchema = v.strictObject({
  slug,
  type: v.picklist(GRAMMAR_TOPICS),
  title: localizedText,
  descr: localizedText,
  rules: v.strictObject({ en: rules, ua: rules, de: rules, ru: rules, be: rules, tr: rules, pl: rules, es: rules }),
  practice,
});

export const a2LessonSchema = v.strictObject({
  slug,
  order: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16)),
  title: localizedText,
  descr: localizedText,
  rules: v.pipe(v.array(ruleBlockSchema), v.minLength(3)),
  elements: v.pipe(v.array(sentenceElementSchema), v.minLength(30)),
});
