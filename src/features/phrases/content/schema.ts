import * as v from 'valibot';
import { iconName, localizedText, text } from '@/lib/content-schema';
import { normaliseFill } from '@/lib/phrase-answers';

/** How the hub groups the sets. */
export const PHRASE_GROUPS = ['social', 'everyday', 'travel', 'feelings', 'help'] as const;

/**
 * Where the register matters: `formal` (Sie), `informal` (du/ihr), `slang` (colloquial, youth
 * language — marked as such). Phrases that fit every situation have none.
 */
export const REGISTERS = ['formal', 'informal', 'slang'] as const;

const phraseText = v.pipe(text, v.regex(/[.!?…]$/u, 'a phrase ends with . ! ? or …'));

/** One phrase a learner really says in the set's situation (types.ts `Phrase`). */
export const phraseSchema = v.pipe(
  v.strictObject({
    /** The German phrase, with its final punctuation: "Wie geht es Ihnen?" */
    de: phraseText,
    /** Its meaning in every interface language; `de` is a short German gloss or usage note. */
    tr: localizedText,
    register: v.optional(v.picklist(REGISTERS)),
    /**
     * Other German that is just as right for this meaning (issue 27), whole phrases written exactly
     * (case and punctuation as shown): another order of the same words ("Er spricht Deutsch besser
     * als ich.") — accepted when built; one word changed ("Dann kann ich leider nicht.") — that word
     * accepted in the blank; another phrase of the set ("Bitte schön!" for "Gern geschehen!") —
     * never offered as a wrong choice.
     */
    alternatives: v.optional(v.pipe(v.array(phraseText), v.minLength(1))),
    /** A one-line usage note for the harder phrases, in every interface language. */
    note: v.optional(localizedText),
  }),
  v.check((p) => {
    const keys = [p.de, ...(p.alternatives ?? [])].map(normaliseFill);
    return new Set(keys).size === keys.length;
  }, 'an alternative differs from the phrase and from every other alternative (case and punctuation aside)'),
);

/** A phrase set module (`content/sets/<id>.ts`, types.ts `PhraseSetContent`). */
export const phraseSetContentSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z]+(?:-[a-z]+)*$/, 'kebab-case id')),
  title: localizedText,
  descr: localizedText,
  /** Noto emoji icon name (@iconify-json/noto). */
  img: iconName,
  paywall: v.boolean(),
  group: v.picklist(PHRASE_GROUPS),
  phrases: v.pipe(v.array(phraseSchema), v.minLength(15, 'at least 15 phrases')),
});
