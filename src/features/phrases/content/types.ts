import type { LocalizedText } from '@/i18n/languages';

/** A phrase collection of the phrasebook (spec 000 §3 "Phrase set"). */
export interface PhraseSet {
  id: string;
  title: LocalizedText;
  img: string;
  url: string;
  descr: LocalizedText;
  paywall: boolean;
}
