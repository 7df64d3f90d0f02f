import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/i18n/languages';
import type { Random } from '@/lib/random';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { useGameRound } from '../components/use-game-round';
import { germanOf, type GameWord } from '../model/game-word';
import { AnagramWord } from './anagram-word';
import { pickRound, ROUND_SIZE } from './model/anagram';

/** The German forms of the last round per choice, so that "Play again" brings other words first. */
const lastRounds = new Map<string, string[]>();

/**
 * The anagram game (spec 000 §5): a round of 10 words; each is solved or given up before the
 * next one opens, and the round's result goes to the frame, whose "Play again" is the next round.
 * The hint (the meaning in the interface language) is free; giving up counts as a mistake.
 */
export function Anagrams({ words, choice, lang, onDone, random = Math.random }: { words: readonly GameWord[]; choice: string; lang: Lang; onDone: (result: GameResult) => void; random?: Random }) {
  const { t } = useTranslation('game-anagrams');
  const [round] = useState(() => pickRound(words, random, lastRounds.get(choice)));
  const { session, quiz, item: word, index, n, total, last, answer, next } = useGameRound({ game: 'anagrams', items: round, length: ROUND_SIZE, onDone });
  const [hints, setHints] = useState(0);
  if (!word) return null;
  const translation = word.tr[lang];

  const onAnswer = (solved: boolean) => {
    const lead = solved ? t('solved') : t('gaveUp');
    answer(solved, germanOf(word), `${lead} ${germanOf(word)} – ${translation}`, { de: germanOf(word), translation });
  };

  const onNext = () => {
    if (last) lastRounds.set(choice, round.map(germanOf));
    next({ summary: t('summary', { n: hints }) });
  };

  return (
    <section aria-labelledby="anagram-progress" className="card max-w-3xl">
      <RoundHeader id="anagram-progress" title={t('progress', { n, total })} score={quiz} compact />
      <AnagramWord
        key={`${index}-${germanOf(word)}`}
        word={word}
        translation={translation}
        last={last}
        random={random}
        onAnswer={onAnswer}
        onHint={() => setHints((n) => n + 1)}
        onNotYet={() => session.say(t('notYet'))}
        onNext={onNext}
      />
    </section>
  );
}
