import type { StateCreator } from 'zustand';
import { initialQuizState, nextRound, recordAnswer, type QuizState } from './quiz-model';

export interface QuizSlice {
  quiz: QuizState;
  startQuiz: (base: unknown) => void;
  answerQuiz: (isCorrect: boolean, word: string) => void;
  nextQuizRound: () => void;
  resetQuiz: () => void;
  /** The game state's loading flag (spec 001 §3), on while a rating is being sent. */
  loading: boolean;
  setLoading: (loading: boolean) => void;
}

export const createQuizSlice: StateCreator<QuizSlice, [], [], QuizSlice> = (set) => ({
  quiz: initialQuizState(),
  startQuiz: (base) => set({ quiz: initialQuizState(base) }),
  answerQuiz: (isCorrect, word) => set((s) => ({ quiz: recordAnswer(s.quiz, isCorrect, word) })),
  nextQuizRound: () => set((s) => ({ quiz: nextRound(s.quiz) })),
  resetQuiz: () => set((s) => ({ quiz: initialQuizState(s.quiz.base) })),
  loading: false,
  setLoading: (loading) => set({ loading }),
});
