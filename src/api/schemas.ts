import * as v from 'valibot';
import { parseProgress, type Progress } from '../lib/progress-value';

export { parseProgress, type Progress };

/**
 * Runtime schemas of every answer in CONTRACT.md. The PHP backend may send numbers as strings
 * ("12") and booleans as 0/1; those are accepted and normalised here, everything else fails.
 */

export const Numberish = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform((x) => Number(x)),
);

const Boolish = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1, '0', '1', 'true', 'false'])]),
  v.transform((x) => x === true || x === 1 || x === '1' || x === 'true'),
);

export const ProgressSchema = v.pipe(
  v.unknown(),
  v.transform(parseProgress),
  v.check((p) => p !== null, 'progress must be three booleans'),
  v.transform((p) => p as Progress),
);

export const ResultRowSchema = v.object({
  section_type: v.pipe(v.string(), v.minLength(1)),
  quiz_type: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((x) => String(x)),
  ),
  progress: ProgressSchema,
});

export const UserResultsSchema = v.object({ data: v.array(ResultRowSchema) });

export const ReviewSchema = v.object({
  review: v.pipe(v.string(), v.trim(), v.minLength(1)),
  // The trainer needs only the word: a missing translation must not reject the whole list.
  translation: v.fallback(v.pipe(v.string(), v.trim()), ''),
});

export const ReviewsSchema = v.object({ data: v.array(ReviewSchema) });

/**
 * `{success, message?}` answers; refusals (`{error}`) become ApiErrors before this. `success` is
 * required: an answer without it is of the wrong shape.
 */
export const SuccessSchema = v.looseObject({
  success: v.union([Boolish, v.pipe(v.string(), v.transform((x) => x.trim() !== '' && x !== 'false'))]),
  message: v.optional(v.nullable(v.string()), ''),
});

export const LoginSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)) });

export const CrosswordIssueSchema = v.object({
  id: Numberish,
  title: v.string(),
  date: v.string(),
  image_path: v.string(),
});
export type CrosswordIssue = v.InferOutput<typeof CrosswordIssueSchema>;

export const CrosswordListSchema = v.array(CrosswordIssueSchema);

export const CrosswordEntrySchema = v.object({
  number: Numberish,
  row: Numberish,
  col: Numberish,
  direction: v.picklist(['across', 'down']),
  answer: v.pipe(v.string(), v.regex(/^[A-Za-zÄÖÜäöüß]+$/)),
  clue: v.string(),
});

export const CrosswordSchema = v.object({
  ...CrosswordIssueSchema.entries,
  width: Numberish,
  height: Numberish,
  entries: v.pipe(v.array(CrosswordEntrySchema), v.minLength(1)),
});
export type Crossword = v.InferOutput<typeof CrosswordSchema>;

export const ArticleSchema = v.object({
  title: v.string(),
  content: v.string(),
  author: v.optional(v.nullable(v.string()), ''),
  date: v.optional(v.nullable(v.string()), ''),
  image_path: v.optional(v.nullable(v.string()), ''),
});
export type Article = v.InferOutput<typeof ArticleSchema>;

export const SubcategoryTypeSchema = v.picklist(['Nouns', 'Adjectives', 'Verbs', 'Phrases']);

export const SubcategorySchema = v.object({
  ID: Numberish,
  Name: v.string(),
  Type: SubcategoryTypeSchema,
});
export type Subcategory = v.InferOutput<typeof SubcategorySchema>;

export const SectionSchema = v.object({
  ID: Numberish,
  Name: v.string(),
  ImagePath: v.optional(v.nullable(v.string()), ''),
  type: v.optional(v.nullable(v.string()), ''),
  Subcategories: v.optional(v.nullable(v.array(SubcategorySchema)), []),
});
export type Section = v.InferOutput<typeof SectionSchema>;

export const SectionsSchema = v.object({
  success: v.optional(Boolish, true),
  Sections: v.optional(v.nullable(v.array(SectionSchema)), []),
  message: v.optional(v.string()),
});

export const RatingRowSchema = v.object({ type: v.union([v.string(), v.number()]), rate: Numberish });
export const RatingsSchema = v.object({
  error: v.optional(v.unknown()),
  data: v.optional(v.nullable(v.array(RatingRowSchema)), []),
});

export const TranslationSchema = v.object({ Language: v.string(), Translation: v.string() });

export const ProfWordSchema = v.object({
  ID: Numberish,
  Word: v.pipe(v.string(), v.minLength(1)),
  Example: v.optional(v.nullable(v.string())),
  ImagePath: v.optional(v.nullable(v.string())),
  Translations: v.optional(v.nullable(v.array(TranslationSchema)), []),
});
export type ProfWord = v.InferOutput<typeof ProfWordSchema>;

/** The words answer; `success: false` or a missing `Words` is a failure the screen explains. */
export const ProfWordsSchema = v.object({
  success: Boolish,
  message: v.optional(v.nullable(v.string()), ''),
  Type: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  Words: v.optional(v.nullable(v.array(ProfWordSchema))),
});

/** Answers the app does not read. */
export const IgnoredSchema = v.unknown();

/** The learner levels a tutor teaches and a learner states in a tutor request. */
export const TUTOR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
export type TutorLevel = (typeof TUTOR_LEVELS)[number];

/** Speciality keys (translated in the `tutors` namespace); the backend sends these keys. */
export const TUTOR_SPECIALITIES = ['exam-preparation', 'conversation', 'business', 'grammar', 'children', 'pronunciation'] as const;

/** A list of strings of which only the known ones are kept (a new value on the server must not hide the tutor). */
function knownOnly<T extends string>(known: readonly T[]) {
  return v.pipe(
    v.array(v.string()),
    v.transform((list) => [...new Set(list.map((x) => x.trim()))].filter((x): x is T => (known as readonly string[]).includes(x))),
  );
}

/** One tutor of `GET site/get.php?type=tutors` (assumed call). */
export const TutorSchema = v.pipe(
  v.object({
    id: Numberish,
    name: v.pipe(v.string(), v.trim(), v.minLength(1)),
    photo: v.optional(v.nullable(v.string()), null),
    /** ISO 639-1 codes of the languages the tutor speaks. */
    languages: v.array(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2,3}$/))),
    levels: knownOnly(TUTOR_LEVELS),
    specialities: knownOnly(TUTOR_SPECIALITIES),
    priceFrom: Numberish,
    priceTo: Numberish,
    /** ISO 4217 code, e.g. EUR. */
    currency: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/)),
  }),
  v.check((t) => t.priceFrom >= 0 && t.priceTo >= t.priceFrom, 'price range must be 0 ≤ priceFrom ≤ priceTo'),
);
export type Tutor = v.InferOutput<typeof TutorSchema>;

export const TutorListSchema = v.array(TutorSchema);
