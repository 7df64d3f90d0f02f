import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import { buildQuiz, canBuildQuiz, distinctWords, type QuizWord } from './quiz';
import { newReveal, showAnswer, uncover, uncoverRandom, isCovered, TILES } from './reveal';

const words: QuizWord[] = ['der Hund|dog', 'die Katze|cat', 'das Pferd|horse', 'die Kuh|cow', 'das Schaf|sheep', 'die Maus|mouse', 'der Hund|dog', 'der Köter|dog'].map((s) => {
  const [german, translation] = s.split('|') as [string, string];
  return { german, translation, img: 'dog' };
});

describe('team quiz', () => {
  it('drops words whose German or translation repeats (two right answers are impossible)', () => {
    expect(distinctWords(words).map((w) => w.german)).toEqual(['der Hund', 'die Katze', 'das Pferd', 'die Kuh', 'das Schaf', 'die Maus']);
  });

  it('builds questions from different words, each with 4 different options including the answer', () => {
    const quiz = buildQuiz(words, seeded(3));
    expect(quiz).toHaveLength(6);
    expect(new Set(quiz.map((q) => q.word.german)).size).toBe(6);
    for (const q of quiz) {
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size).toBe(4);
      expect(q.options).toContain(q.word.german);
    }
    expect(buildQuiz(words, seeded(3), 3)).toHaveLength(3);
  });

  it('needs at least 4 different words', () => {
    expect(canBuildQuiz(words.slice(0, 3))).toBe(false);
    expect(canBuildQuiz(words)).toBe(true);
    expect(buildQuiz(words.slice(0, 1))).toEqual([]);
  });
});

describe('picture reveal', () => {
  it('uncovers tiles one by one and shows everything with the answer', () => {
    let r = uncover(newReveal(), 4);
    expect(isCovered(r, 4)).toBe(false);
    expect(uncover(r, 4)).toBe(r);
    expect(uncover(r, 99)).toBe(r);
    for (let i = 0; i < TILES; i++) r = uncoverRandom(r, seeded(i));
    expect(r.uncovered).toHaveLength(TILES);
    expect(uncoverRandom(r)).toBe(r);
    const a = showAnswer();
    expect(a.answerShown).toBe(true);
    expect(a.uncovered).toHaveLength(TILES);
  });
});
