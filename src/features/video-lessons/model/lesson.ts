import type { Lang } from '@/i18n/languages';

export type VideoLevel = 'A1' | 'A2' | 'B1';
export type VideoTopic = 'meeting' | 'everyday' | 'shopping' | 'travel' | 'home' | 'health' | 'work' | 'culture';

/** One sentence of the lesson: one slide, one caption cue, one line of the transcript. */
export interface VideoLine {
  de: string;
  /** The sentence in every interface language except German (German learners read `de`). */
  tr: Record<Exclude<Lang, 'de'>, string>;
  /** An optional Noto emoji name for the slide picture, e.g. 'waving-hand'. */
  icon?: string;
}

/** A multiple-choice question after the video; options and answer are German. */
export interface VideoQuestion {
  question: Record<Lang, string>;
  options: string[];
  answer: number;
}

export interface VideoLesson {
  id: string;
  level: VideoLevel;
  topic: VideoTopic;
  title: Record<Lang, string>;
  descr: Record<Lang, string>;
  lines: VideoLine[];
  exercise: VideoQuestion[];
}
