import type { LocalizedText } from '@/i18n/languages';

/** A printable worksheet (spec 000 §3 "Worksheet"): a static PDF for teachers. */
export interface Worksheet {
  /** Stable id, also the file stem: public/worksheets/<id>.pdf */
  id: string;
  /** Path of the PDF under public/, e.g. "/worksheets/obst-wortsuche.pdf". */
  url: string;
  /** Path of the thumbnail under public/, e.g. "/worksheets/obst-wortsuche.png". */
  img: string;
  title: LocalizedText;
  descr: LocalizedText;
  type: 'word_puzzle';
  /** CEFR level of the vocabulary used. */
  level: 'A1' | 'A2';
}
