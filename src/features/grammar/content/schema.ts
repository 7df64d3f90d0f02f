import * as v from 'valibot';
import { localizedText, nonEnglishText, text } from '@/lib/content-schema';
import { GRAMMAR_TOPICS } from './topics';

/**
 * The shapes of the grammar content (types.ts infers its types from them), checked by the content tests and by
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

/** One block of a rules page: a heading, explanation, German examples and an optional table. */
export const ruleBlockSchema = v.strictObject({
  heading: v.string(),
  paragraphs: v.array(text),
  /** German example sentences, each with its translation in the rules' language. */
  examples: v.optional(v.array(v.strictObject({ de: text, tr: text }))),
  table: v.optional(v.strictObject({ caption: v.string(), head: v.array(v.string()), rows: v.array(v.array(v.string())) })),
});

/** A part's words as the learner types them (the punctuation around the part left out; as the quiz's `partWords`). */
function words(part: string): string {
  return part.replace(/^[„“"«»‚(]+/u, '').replace(/[.,!?;:…“”"«»‘’)]+$/u, '').trim();
}

/** The optional marks of a part element: `hide` names parts by their words; `alternatives` are keyed by a part's words and differ from it. */
const marks = {
  /**
   * The parts that may be hidden, by their words (without the punctuation around them): the parts
   * that are the topic (the verb forms of a tense, the conjunction, the preposition). Absent: every
   * part is the topic. The quiz's random choice runs over these only (docs/content.md).
   */
  hide: v.optional(v.pipe(v.array(text), v.minLength(1))),
  /** Other correct answers for a part, keyed by the part's words: `{ 'Wie viel': ['Was'] }`. */
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

/**
 * A practice sentence (spec 000 §3, 001 §3 "Grammar exercise element"): `formDe` is the German
 * sentence cut into parts by " - " (joined with single spaces the parts give the sentence back);
 * the quiz hides one part.
 */
export const sentenceElementSchema = v.pipe(
  v.strictObject({
    formDe: parted,
    formEn: text,
    /** The hint in the other interface languages; `de` is a German paraphrase or note that does not give the answer away. */
    tr: nonEnglishText,
    /** Always false in the content (the old site's answered flag). */
    correct: v.literal(false),
    ...marks,
  }),
  v.check((e) => marksFit(e.formDe, e), marksMessage),
);
/** A {de, en} practice sentence (question building, imperatives, word order): `de` cut by " - ". */
export const deEnElementSchema = v.pipe(
  v.strictObject({
    de: parted,
    en: text,
    /** The hint in the other interface languages, as for a sentence element. */
    tr: nonEnglishText,
    ...marks,
  }),
  v.check((e) => marksFit(e.de, e), marksMessage),
);
/** A choice question (spec 000 §3): articles, cases, definite/indefinite/no article. */
export const choiceQuestionSchema = v.strictObject({
  /** The German sentence with ___ where the answer goes. */
  question: v.pipe(
    text,
    v.check((q) => q.split('___').length === 2, 'exactly one ___'),
  ),
  /** One of the base's `variants`. */
  answer: text,
  /** Other variants that are right too (German admits them): accepted like the answer. */
  alternatives: v.optional(v.pipe(v.array(text), v.minLength(1))),
  /** Why, in one short line, in every interface language. */
  explanation: v.optional(localizedText),
});

/** An A1 topic's practice: sentences cut into parts, {de, en} sentences, or choice questions. */
export const a1PracticeSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('sentences'), elements: v.pipe(v.array(sentenceElementSchema), v.minLength(20)) }),
  v.strictObject({ kind: v.literal('deEn'), elements: v.pipe(v.array(deEnElementSchema), v.minLength(20)) }),
  v.pipe(
    v.strictObject({ kind: v.literal('choice'), variants: v.pipe(v.array(text), v.minLength(2)), questions: v.pipe(v.array(choiceQuestionSchema), v.minLength(20)) }),
    v.check((p) => p.questions.every((q) => p.variants.includes(q.answer)), 'every answer is one of the variants'),
    v.check((p) => p.questions.every((q) => (q.alternatives ?? []).every((alt) => alt !== q.answer && p.variants.includes(alt))), 'every alternative is another of the variants'),
  ),
]);

const rules = v.pipe(v.array(ruleBlockSchema), v.minLength(1));

/** An A1 grammar topic (spec 000 §2 "Grammar pages", §3 "Grammar quiz base"): one route each. */
export const a1TopicSchema = v.strictObject({
  /** Route slug: /grammar/<slug>. */
  slug,
  type: v.picklist(GRAMMAR_TOPICS),
  title: localizedText,
  descr: localizedText,
  /** The rules page in every interface language, with German examples. */
  rules: v.strictObject({ en: rules, ua: rules, de: rules, ru: rules, be: rules, tr: rules, pl: rules, es: rules }),
  practice: a1PracticeSchema,
});

/** An A2 grammar lesson (spec 001 "A2 grammar lessons"): English rules, German practice sentences, title and hints in every language. */
export const a2LessonSchema = v.strictObject({
  /** Route slug: /grammar/a2/<slug>. */
  slug,
  /** Position on the A2 index (1–16, the spec's order). */
  order: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16)),
  /** The lesson title; `en` exactly as the spec lists it. */
  title: localizedText,
  /** One-sentence description for the index card. */
  descr: localizedText,
  rules: v.pipe(v.array(ruleBlockSchema), v.minLength(3)),
  elements: v.pipe(v.array(sentenceElementSchema), v.minLength(30)),
});
