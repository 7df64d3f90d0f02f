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

/** A part's words as the learner types them (the punctuation around the part left out; as the quiz's `partWords`). */
function words(part: string): string {
  return part.replace(/^[„“"«»‚(]+/u, '').replace(/[.,!?;:…“”"«»‘’)]+$/u, '').trim();
}

/** The optional marks of a part element: `hide` names parts by their words; `alternatives` are keyed by a part's words and differ from it. */
const marks = {
  hide: v.optional(v.pipe(v.array(text), v.minLength(1))),
  alternatives: v.optional(v.record(text, v.pipe(v.array(text), v.minLength(1)))),
};

function marksFit(form: string, e: { hide?: string[] | undefined; alternatives?: Record<string, string[]> | undefined }): boolean {
  const parts = form.split(' - ').map(words);
  const hideable = e.hide ?? parts;
  return (
    (e.hide ?? []).every((h) => parts.includes(h)) &&
    Object.entries(e.alternatives ?? {}).every(([part, alts]) => parts.includes(part) && hideable.includes(part) && alts.every((a) => a.toLowerCase() !== part.toLowerCase()) && new Set(alts).size === alts.length)
  );
}

const marksMessage = 'hide names parts of the form; alternatives are keyed by a hideable part and differ from it';

export const sentenceElementSchema = v.pipe(
  v.strictObject({ formDe: parted, formEn: text, tr: nonEnglishText, correct: v.literal(false), ...marks }),
  v.check((e) => marksFit(e.formDe, e), marksMessage),
);
export const deEnElementSchema = v.pipe(
  v.strictObject({ de: parted, en: text, tr: nonEnglishText, ...marks }),
  v.check((e) => marksFit(e.de, e), marksMessage),
);
export const choiceQuestionSchema = v.strictObject({
  question: v.pipe(
    text,
    v.check((q) => q.split('___').length === 2, 'exactly one ___'),
  ),
  answer: text,
  alternatives: v.optional(v.pipe(v.array(text), v.minLength(1))),
  explanation: v.optional(localizedText),
});

const practice = v.variant('kind', [
  v.strictObject({ kind: v.literal('sentences'), elements: v.pipe(v.array(sentenceElementSchema), v.minLength(20)) }),
  v.strictObject({ kind: v.literal('deEn'), elements: v.pipe(v.array(deEnElementSchema), v.minLength(20)) }),
  v.pipe(
    v.strictObject({ kind: v.literal('choice'), variants: v.pipe(v.array(text), v.minLength(2)), questions: v.pipe(v.array(choiceQuestionSchema), v.minLength(20)) }),
    v.check((p) => p.questions.every((q) => p.variants.includes(q.answer)), 'every answer is one of the variants'),
    v.check((p) => p.questions.every((q) => (q.alternatives ?? []).every((alt) => alt !== q.answer && p.variants.includes(alt))), 'every alternative is another of the variants'),
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
