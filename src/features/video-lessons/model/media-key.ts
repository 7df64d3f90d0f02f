import type { VideoLesson } from './lesson';

/**
 * Bump when the generator (scripts/video/make-lessons.mjs) changes how a video looks or sounds:
 * every lesson's key changes, so the media test asks for `npm run videos` again.
 */
export const MEDIA_VERSION = 1;

/** 53-bit string hash (cyrb53): stable across Node and browsers, no crypto needed. */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * The key of what a lesson's video shows and says: the German title (title slide), the level,
 * and each line's German sentence and picture. Translations and exercises are not in the video,
 * so changing them needs no new video; changing a sentence does.
 */
export function mediaKey(lesson: Pick<VideoLesson, 'id' | 'level' | 'title' | 'lines'>): string {
  return cyrb53(JSON.stringify([MEDIA_VERSION, lesson.id, lesson.level, lesson.title.de, lesson.lines.map((l) => [l.de, l.icon ?? ''])]));
}
