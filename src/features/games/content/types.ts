import type { LocalizedText } from '@/i18n/languages';

/** A language game card (spec 000 §3 "Game"). */
export interface Game {
  img: string;
  video?: string;
  url: string;
  title: LocalizedText;
  descr: LocalizedText;
}
