import * as v from 'valibot';
import { article, localizedText, text } from '@/lib/content-schema';

const level = v.picklist(['A1', 'A2', 'B1']);

export const compoundSchema = v.strictObject({
  word: text,
  article,
  parts: v.pipe(v.array(v.strictObject({ de: text, article: v.optional(article) })), v.minLength(2), v.maxLength(3)),
  joints: v.array(v.string()),
  stems: v.optional(v.array(v.nullable(v.string()))),
  level,
  tr: localizedText,
});

export const vanishingTextSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  level,
  title: localizedText,
  de: text,
  names: v.optional(v.pipe(v.array(text), v.minLength(1))),
  tr: localizedText,
});

const choice = v.strictObject({ de: text, tr: localizedText });

export const complimentSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  level,
  who: v.picklist(['friend', 'family', 'child', 'peer', 'neighbour', 'stranger', 'service', 'customer', 'boss', 'colleague', 'teacher', 'host']),
  situation: localizedText,
  register: v.picklist(['du', 'Sie']),
  answer: choice,
  distractors: v.pipe(
    v.array(v.strictObject({ de: text, reason: v.picklist(['register', 'situation']), tr: localizedText })),
    v.minLength(2),
    v.maxLength(3),
  ),
});

const partIndex = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6));

export const sentencePuzzleSchema = v.strictObject({
  level,
  rule: v.picklist(['verb-second', 'verb-final', 'question', 'bracket', 'imperative']),
  punctuation: v.picklist(['.', '?', '!']),
  parts: v.pipe(
    v.array(v.pipe(text, v.regex(/^[^.,!?;:]+$/, 'no punctuation in a part'))),
    v.minLength(3),
    v.maxLength(7),
  ),
  alsoCorrect: v.array(v.array(partIndex)),
  clause: v.optional(v.tuple([partIndex, partIndex])),
  source: v.optional(v.pipe(v.string(), v.regex(/^grammar\/a[12]\/[a-z0-9-]+$/))),
  tr: localizedText,
});

export const germanyQuizSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z]+(?:-[a-z]+)*$/)),
  title: localizedText,
  descr: localizedText,
  img: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  questions: v.pipe(
    v.array(
      v.strictObject({
        q: localizedText,
        options: v.pipe(v.array(localizedText), v.minLength(3), v.maxLength(4)),
        answer: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
        explanation: localizedText,
      }),
    ),
    v.minLength(12, 'at least 12 questions'),
  ),
});
