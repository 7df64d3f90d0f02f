import { areaGroups, sumStars, type AreaStars, type StarArea } from '@/features/home/areas';
import { games } from '@/features/games/content/catalogue';
import { A2_INDEX } from '@/features/grammar/content/a2-index';
import { grammarCards } from '@/features/grammar/content/catalogue';
import { phraseSets } from '@/features/phrases/content/catalogue';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { entriesOfLevel } from '@/features/words/model/catalogue-kinds';
import { lessonIds, RESULTS_TOPIC } from '@/features/video-lessons/content/catalogue';
import { bestStarCount, starsOf, type QuizResults } from '@/store/results-model';

/**
 * The learner's stars per home-page area, from `quiz_results` and each area's catalogue. Loaded
 * by the home page lazily and only when there are results, so the catalogues never weigh on the
 * first paint of `/`.
 */
const topicsOf: Record<Exclude<StarArea, 'videoLessons'>, () => string[]> = {
  wordsA1: () => entriesOfLevel(wordQuizzes, 'a1').map((e) => e.id),
  wordsA2: () => entriesOfLevel(wordQuizzes, 'a2').map((e) => e.id),
  wordsB1: () => entriesOfLevel(wordQuizzes, 'b1').map((e) => e.id),
  grammarA1: () => grammarCards.map((c) => c.topic),
  grammarA2: () => A2_INDEX.map((l) => l.topic),
  phrases: () => phraseSets.map((s) => s.topic),
  games: () => games.map((g) => g.topic),
};

/** The video lessons keep one topic with a star entry per lesson (`video-lessons_results[<id>]`). */
const videoStars = (results: QuizResults): AreaStars => ({
  earned: lessonIds.reduce((sum, id) => sum + starsOf(results, RESULTS_TOPIC, id).filter(Boolean).length, 0),
  total: lessonIds.length * 3,
});

const starAreas = new Set<string>([...Object.keys(topicsOf), 'videoLessons']);
const isStarArea = (key: string): key is StarArea => starAreas.has(key);

export function areaStars(results: QuizResults): Partial<Record<StarArea, AreaStars>> {
  const out: Partial<Record<StarArea, AreaStars>> = {};
  for (const area of areaGroups.flatMap((g) => g.areas)) {
    if (!isStarArea(area.key)) continue;
    if (area.key === 'videoLessons') {
      out.videoLessons = videoStars(results);
      continue;
    }
    // A topic listed twice (a grammar exercise on two cards) counts once.
    const topics = [...new Set(topicsOf[area.key]())];
    out[area.key] = sumStars(topics, (topic) => bestStarCount(results, topic));
  }
  return out;
}
