import type { StateCreator } from 'zustand';
import { initialQuizState, quizReducer, type QuizEvent, type QuizState } from './quiz-model';

export interface QuizSlice {
  /** The running quiz or game (spec 000 §3 "Quiz state"); one at a time. */
  quiz: QuizState;
  dispatchQuiz: (event: QuizEvent) => void;
  /** The text of the one live region (WCAG 4.1.3); `n` makes a repeated text announce again. */
  announcement: { text: string; n: number };
  announce: (text: string) => void;
}

export const createQuizSlice: StateCreator<QuizSlice, [], [], QuizSlice> = (set) => ({
  quiz: initialQuizState(),
  dispatchQuiz: (event) => set((s) => ({ quiz: quizReducer(s.quiz, event) })),
  announcement: { text: '', n: 0 },
  announce: (text) => set((s) => ({ announcement: { text, n: s.announcement.n + 1 } })),
});
