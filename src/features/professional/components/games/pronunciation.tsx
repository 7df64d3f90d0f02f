import { Pronunciation as PronunciationGame } from '@/components/quiz/pronunciation';
import type { GameProps } from './shared';

/** Pronunciation (spec 001 §4): the shared speech-recognition game on the word. */
export function Pronunciation({ word, onResult, onNext }: GameProps) {
  return <PronunciationGame phrase={word.Word} onResult={onResult} onNext={onNext} />;
}
