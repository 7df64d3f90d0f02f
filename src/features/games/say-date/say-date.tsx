import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/i18n/languages';
import type { Random } from '@/lib/random';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { useGameRound } from '../components/use-game-round';
import { DateItem } from './date-item';
import { missedGerman } from './model/answer';
import { dateIn, nameIn } from './model/names';
import { buildRound, type Exercise, type Item } from './model/round';

/**
 * The date game: ten questions of one exercise (weekdays and months, ordinal endings, reading a
 * date aloud, which date), each right or wrong through the quiz session (sound and announcement),
 * the missed ones with their meaning to the result.
 */
export function SayDateGame({
  exercise,
  lang,
  onDone,
  random = Math.random,
  year = new Date().getFullYear(),
}: {
  exercise: Exercise;
  lang: Lang;
  onDone: (result: GameResult) => void;
  random?: Random;
  year?: number;
}) {
  const { t } = useTranslation('game-say-date');
  const id = useId();
  const round = useMemo(() => buildRound(exercise, lang, year, random), [exercise, lang, year, random]);
  const { quiz, ours, item, index, n, total, last, answer: record, next } = useGameRound({ game: 'say-date', items: round, onDone });
  if (!ours || !item) return null;

  const meaning = (it: Item): string => {
    if (it.kind !== 'name') return dateIn(it.sentence.days, it.sentence.month, year, lang);
    if (lang !== 'de') return nameIn(it.name, lang);
    return t(it.name.category === 'weekday' ? 'weekdayNo' : 'monthNo', { n: it.name.index + 1 });
  };

  const answer = (correct: boolean, said: string): boolean => {
    const german = missedGerman(item);
    return record(correct, german, said, { de: german, translation: meaning(item) });
  };

  return (
    <section aria-labelledby={`${id}-progress`} className="card max-w-3xl">
      <RoundHeader id={`${id}-progress`} title={t('progress', { n, total })} score={quiz} />
      <div className="mt-3">
        <DateItem key={index} item={item} lang={lang} year={year} last={last} onAnswer={answer} onNext={() => next()} />
      </div>
    </section>
  );
}
