import type { VideoLesson, VideoLevel, VideoTopic } from '../model/lesson';

/**
 * Every lesson file (content/lessons/<id>.ts) is its own chunk, found by name: a new lesson needs
 * no list to be edited. The media files (content/media/<id>.json, written by `npm run videos`)
 * are tiny and come along: the content key and the video's length.
 */
const lessonFiles = import.meta.glob<VideoLesson>('./lessons/*.ts', { import: 'lesson' });
const mediaFiles = import.meta.glob<{ key: string; duration: number }>('./media/*.json', { eager: true, import: 'default' });

const idOf = (path: string) => path.replace(/^.*\/([^/]+)\.(ts|json)$/, '$1');

export const LEVELS: readonly VideoLevel[] = ['A1', 'A2', 'B1'];
export const TOPICS: readonly VideoTopic[] = ['meeting', 'everyday', 'shopping', 'travel', 'home', 'health', 'work', 'culture'];

/** The ids of every lesson, in file order. */
export const lessonIds: readonly string[] = Object.keys(lessonFiles).map(idOf).sort();

/** One lesson by id, or null for an id no file has. */
export async function loadLesson(id: string): Promise<VideoLesson | null> {
  const load = Object.entries(lessonFiles).find(([path]) => idOf(path) === id)?.[1];
  return load ? load() : null;
}

/** Every lesson (the hub shows their titles and descriptions). */
export async function loadAllLessons(): Promise<VideoLesson[]> {
  return Promise.all(Object.entries(lessonFiles).map(([, load]) => load()));
}

/** The video's length in seconds, or null when it was not produced yet. */
export function durationOf(id: string): number | null {
  const entry = Object.entries(mediaFiles).find(([path]) => idOf(path) === id);
  return entry ? entry[1].duration : null;
}

/** "0:35", "1:05": minutes and seconds of a video. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export interface LevelGroup {
  level: VideoLevel;
  topics: { topic: VideoTopic; lessons: VideoLesson[] }[];
}

/** Lessons grouped by level, then topic, in the fixed orders above; empty groups are left out. */
export function groupLessons(lessons: readonly VideoLesson[]): LevelGroup[] {
  return LEVELS.map((level) => ({
    level,
    topics: TOPICS.map((topic) => ({ topic, lessons: lessons.filter((l) => l.level === level && l.topic === topic).sort((a, b) => a.id.localeCompare(b.id)) })).filter(
      (g) => g.lessons.length > 0,
    ),
  })).filter((g) => g.topics.length > 0);
}

/** Where a lesson's files are served from (public/video-lessons/). */
export const mediaUrl = (id: string, ext: 'webm' | 'vtt' | 'jpg') => `/video-lessons/${id}.${ext}`;

/** The quiz_results topic of the exercises: `video-lessons_results[<lesson id>]`. */
export const RESULTS_TOPIC = 'video-lessons';
