import { FillBlank as FillBlankGame } from '@/components/quiz/fill-blank';
import { useTranslate, type GameProps } from './shared';

/** Fill the blank (phrases, spec 001 §4): the shared game with the word's translation. */
export function FillBlank({ word, lang, onResult, onNext }: GameProps) {
  const translate = useTranslate(lang);
  return <FillBlankGame phrase={word.Word} translation={translate(word)} onResult={onResult} onNext={onNext} />;
}
