import type { StateCreator } from 'zustand';
import { initialQuizState, nextRound, recordAnswer, type QuizState } from './quiz-model';

export interface QuizSlice {
  quiz: QuizState;
  startQuiz: (base: unknown) => void;
  answerQuiz: (isCorrect: boolean, word: string) => void;
  nextQuizRound: () => void;
  resetQuiz: () => void;
}

export const createQuizSlice: StateCreator<QuizSlice, [], [], QuizSlice> = (set) => ({
  quiz: initialQuizState(),
  startQuiz: (base) => set({ quiz: initialQuizState(base) }),
  answerQuiz: (isCorrect, word) => set((s) => ({ quiz: recordAnswer(s.quiz, isCorrect, word) })),
  nextQuizRound: () => set((s) => ({ quiz: nextRound(s.quiz) })),
  resetQuiz: () => set((s) => ({ quiz: initialQuizState(s.quiz.base) })),
});
