import * as v from 'valibot';
import { iconName, localizedText, text } from '@/lib/content-schema';

export const PHRASE_GROUPS = ['social', 'everyday', 'travel', 'feelings', 'help'] as const;

export const phraseSchema = v.strictObject({
  de: v.pipe(text, v.regex(/[.!?…]$/u, 'a phrase ends with . ! ? or …')),
  tr: localizedText,
  register: v.optional(v.picklist(['formal', 'informal', 'slang'])),
  note: v.optional(localizedText),
});

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
