import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { VideoLesson } from '@/features/video-lessons/model/lesson';
import { mediaKey } from '@/features/video-lessons/model/media-key';
import { parseCues } from './vtt';

const files = import.meta.glob<VideoLesson>('/src/features/video-lessons/content/lessons/*.ts', { eager: true, import: 'lesson' });
const lessons = Object.values(files);
const publicDir = join(process.cwd(), 'public/video-lessons');
const mediaDir = join(process.cwd(), 'src/features/video-lessons/content/media');

/**
 * The produced videos belong to the lessons' current text (`npm run videos` makes them): every
 * lesson has its video, captions and poster; the captions are the lesson's lines in order with
 * rising timings, and the stored content key is the lesson's own — a changed sentence without a
 * new video fails here.
 */
describe('video lesson media', () => {
  for (const lesson of lessons) {
    describe(lesson.id, () => {
      it('has its video, captions and poster', () => {
        for (const ext of ['webm', 'vtt', 'jpg']) {
          const file = join(publicDir, `${lesson.id}.${ext}`);
          expect(existsSync(file), `${lesson.id}.${ext}`).toBe(true);
          expect(statSync(file).size).toBeGreaterThan(0);
        }
        const webm = readFileSync(join(publicDir, `${lesson.id}.webm`));
        expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML: a Matroska/WebM file
      });

      it("has captions that are exactly the lesson's lines, in order, with rising timings", () => {
        const vtt = readFileSync(join(publicDir, `${lesson.id}.vtt`), 'utf8');
        const cues = parseCues(vtt);
        expect(cues.map((c) => c.text)).toEqual(lesson.lines.map((l) => l.de));
        let last = 0;
        for (const cue of cues) {
          expect(cue.start).toBeGreaterThanOrEqual(last);
          expect(cue.end).toBeGreaterThan(cue.start);
          last = cue.end;
        }
      });

      it('was made from the current text (content key in the captions and the media file)', () => {
        const key = mediaKey(lesson);
        const vtt = readFileSync(join(publicDir, `${lesson.id}.vtt`), 'utf8');
        expect(vtt).toContain(`NOTE lesson ${lesson.id} key ${key}`);
        const media: unknown = JSON.parse(readFileSync(join(mediaDir, `${lesson.id}.json`), 'utf8'));
        expect(media).toEqual({ key, duration: expect.any(Number) });
        const cues = parseCues(vtt);
        expect((media as { duration: number }).duration).toBeCloseTo(cues.at(-1)?.end ?? 0, 0);
      });
    });
  }
});
