import type * as v from 'valibot';
import type { LocalizedText } from '@/i18n/languages';
import type { PHRASE_GROUPS, REGISTERS, phraseSchema, phraseSetContentSchema } from './schema';

/*
 * The content shapes are inferred from the valibot schemas (schema.ts), where their fields are
 * documented; this module imports them as types only, so valibot stays out of the app's chunks.
 */

/** How the hub groups the sets. */
export type PhraseGroup = (typeof PHRASE_GROUPS)[number];

/** A phrase collection of the phrasebook (spec 000 §3 "Phrase set"): the hub's card, built by `npm run catalogues`. */
export interface PhraseSet {
  id: string;
  title: LocalizedText;
  img: string;
  url: string;
  descr: LocalizedText;
  paywall: boolean;
  group: PhraseGroup;
  /** The progress topic its games record under (`quiz_results["<topic>_results"]`). */
  topic: string;
}

/** Where the register matters: `formal` (Sie), `informal` (du/ihr), `slang`; phrases that fit every situation have none. */
export type Register = (typeof REGISTERS)[number];

/** One phrase a learner really says in the set's situation. */
export type Phrase = v.InferOutput<typeof phraseSchema>;

/** One set's module (`content/sets/<id>.ts`, default export): its card data and its phrases. */
export type PhraseSetContent = v.InferOutput<typeof phraseSetContentSchema>;
