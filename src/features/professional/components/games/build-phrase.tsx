import { BuildPhrase as BuildPhraseGame } from '@/components/quiz/build-phrase';
import { useTranslate, type GameProps } from './shared';

/** Build phrase (spec 001 §4) on a professional phrase: the shared game with the word's translation. */
export function BuildPhrase({ word, lang, onResult, onNext }: GameProps) {
  const translate = useTranslate(lang);
  return <BuildPhraseGame phrase={word.Word} translation={translate(word)} onResult={onResult} onNext={onNext} />;
}
