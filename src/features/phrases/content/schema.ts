import * as v from 'valibot';
import { iconName, localizedText, text } from '@/lib/content-schema';
import { normaliseFill } from '@/lib/phrase-answers';

export const PHRASE_GROUPS = ['social', 'everyday', 'travel', 'feelings', 'help'] as const;

const phraseText = v.pipe(text, v.regex(/[.!?…]$/u, 'a phrase ends with . ! ? or …'));

export const phraseSchema = v.pipe(
  v.strictObject({
    de: phraseText,
    tr: localizedText,
    register: v.optional(v.picklist(['formal', 'informal', 'slang'])),
    /** Other German just as right (issue 27), whole phrases, exact. */
    alternatives: v.optional(v.pipe(v.array(phraseText), v.minLength(1))),
    note: v.optional(localizedText),
  }),
  v.check((p) => {
    const keys = [p.de, ...(p.alternatives ?? [])].map(normaliseFill);
    return new Set(keys).size === keys.length;
  }, 'an alternative differs from the phrase and from every other alternative (case and punctuation aside)'),
);

/** A phrase set module (`content/sets/<id>.ts`). */
export const phraseSetContentSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z]+(?:-[a-z]+)*$/, 'kebab-case id')),
  title: localizedText,
  descr: localizedText,
  img: iconName,
  paywall: v.boolean(),
  group: v.picklist(PHRASE_GROUPS),
  phrases: v.pipe(v.array(phraseSchema), v.minLength(15, 'at least 15 phrases')),
});
