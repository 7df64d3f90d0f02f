import type { LocalizedText } from '@/i18n/languages';

/** How the hub groups the sets. */
export type PhraseGroup = 'social' | 'everyday' | 'travel' | 'feelings' | 'help';

/** A phrase collection of the phrasebook (spec 000 §3 "Phrase set"): the hub's card. */
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

/**
 * Where the register matters: `formal` (Sie), `informal` (du/ihr), `slang` (colloquial, youth
 * language — marked as such). Phrases that fit every situation have none.
 */
export type Register = 'formal' | 'informal' | 'slang';

/** One phrase a learner really says in the set's situation. */
export interface Phrase {
  /** The German phrase, with its final punctuation: "Wie geht es Ihnen?" */
  de: string;
  /** Its meaning in every interface language; `de` is a short German gloss or usage note. */
  tr: LocalizedText;
  register?: Register;
  /**
   * Other German that is just as right for this meaning (issue 27), whole phrases written exactly
   * (case and punctuation as shown): another order of the same words ("Er spricht Deutsch besser
   * als ich.") — accepted when built; one word changed ("Dann kann ich leider nicht.") — that word
   * accepted in the blank; another phrase of the set ("Bitte schön!" for "Gern geschehen!") —
   * never offered as a wrong choice.
   */
  alternatives?: string[];
  /** A one-line usage note for the harder phrases, in every interface language. */
  note?: LocalizedText;
}

/** One set's module (`content/sets/<id>.ts`, default export): its card data and its phrases. */
export interface PhraseSetContent {
  id: string;
  title: LocalizedText;
  descr: LocalizedText;
  /** Noto emoji icon name (@iconify-json/noto). */
  img: string;
  paywall: boolean;
  group: PhraseGroup;
  phrases: Phrase[];
}
