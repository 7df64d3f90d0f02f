import { useTranslation } from 'react-i18next';
import type { ProfWord } from '@/api/schemas';
import type { Lang } from '@/i18n/languages';
import { translationFor } from '@/features/professional/model/words';

/**
 * What every professional game gets (spec 001 §4): the word asked, all words of the set, the
 * interface language; `onResult` records the first answer of the word (the practice page passes
 * it to the quiz engine), `onNext` moves on. A time limit, where a game has one, is the engine's.
 */
export interface GameProps {
  word: ProfWord;
  words: readonly ProfWord[];
  lang: Lang;
  onResult: (correct: boolean) => void;
  onNext: () => void;
}

export function useTranslate(lang: Lang) {
  const { t } = useTranslation('professional');
  return (word: ProfWord) => translationFor(word, lang) ?? t('translationMissing', { language: lang });
}

// The pieces every game shares live with the shared game components.
export { Feedback, NextButton, TypeAnswer } from '@/components/quiz/game-parts';
