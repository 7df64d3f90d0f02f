import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { playSound } from '@/lib/sounds';
import type { QuizConfig } from '@/store/quiz-model';
import { useAppStore } from '@/store/store';

/**
 * A quiz or game session on the one engine (`store/quiz-model`): start, answer (with the sound and
 * the live-region announcement of right/wrong and the score), next and finish. A new game needs
 * only `start` once, `answer` per item and `next` after it.
 */
export function useQuizSession() {
  const { t } = useTranslation();
  const quiz = useAppStore((s) => s.quiz);
  const dispatch = useAppStore((s) => s.dispatchQuiz);
  const announce = useAppStore((s) => s.announce);

  const actions = useMemo(() => {
    const say = (feedback: string) => {
      const { correct, incorrect } = useAppStore.getState().quiz;
      announce(t('quiz.announce', { feedback, correct, incorrect }));
    };
    return {
      start: (base: unknown, config: QuizConfig) => dispatch({ type: 'start', base, config }),
      /** Records the answer to the item being asked; false when it was already answered. */
      answer: (correct: boolean, item: string, feedback: string): boolean => {
        if (useAppStore.getState().quiz.phase !== 'asking') return false;
        dispatch({ type: 'answer', correct, item });
        playSound(correct ? 'success' : 'wrong');
        say(feedback);
        return true;
      },
      next: () => dispatch({ type: 'next' }),
      finish: () => dispatch({ type: 'finish' }),
      say,
    };
  }, [announce, dispatch, t]);

  return { quiz, ...actions };
}

/**
 * The per-item clock of a timed session: one tick a second while an item is asked. Running out
 * counts as a wrong answer for `item` (the engine decides); the learner hears `timeUp`.
 */
export function useQuizClock(item: string, timeUp: string): void {
  const phase = useAppStore((s) => s.quiz.phase);
  const limited = useAppStore((s) => Number.isFinite(s.quiz.config.secondsPerItem));
  const dispatch = useAppStore((s) => s.dispatchQuiz);
  const announce = useAppStore((s) => s.announce);
  useEffect(() => {
    if (phase !== 'asking' || !limited) return;
    const id = window.setInterval(() => {
      const before = useAppStore.getState().quiz.incorrect;
      dispatch({ type: 'tick', item });
      if (useAppStore.getState().quiz.incorrect > before) {
        playSound('wrong');
        announce(timeUp);
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [phase, limited, item, timeUp, dispatch, announce]);
}
