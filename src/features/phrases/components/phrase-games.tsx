import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StarRow } from '@/components/ui/star-row';
import type { Lang } from '@/i18n/languages';
import type { Progress } from '@/lib/progress-value';
import type { Phrase } from '../content/types';
import { PHRASE_GAMES, type PhraseGame } from '../model/games';
import { PhraseRound, type PhraseRoundResult } from './phrase-round';
import { RoundResult } from './round-result';

/**
 * The set's five games (issue 11), each with its own three stars; a round runs in place of the
 * list and ends on its result. "Say it" needs the browser's speech recognition.
 * `onRunningChange` tells the page when a round starts and ends, so it can hide the phrase list
 * with its translations meanwhile (issue 25).
 */
export function PhraseGames({
  phrases,
  lang,
  progress,
  canRecognise,
  reviewsLink,
  onMissed,
  onRoundFinished,
  onRunningChange,
}: {
  phrases: readonly Phrase[];
  lang: Lang;
  progress: Partial<Record<string, Progress>> | undefined;
  canRecognise: boolean;
  reviewsLink: ReactNode;
  onMissed: (phrase: Phrase) => void;
  onRoundFinished: (result: PhraseRoundResult) => void;
  onRunningChange?: (running: boolean) => void;
}) {
  const { t } = useTranslation('phrases');
  const [running, setRunning] = useState<{ game: PhraseGame; n: number } | null>(null);
  const [result, setResult] = useState<PhraseRoundResult | null>(null);
  const roundRunning = running !== null && result === null;
  useEffect(() => {
    onRunningChange?.(roundRunning);
  }, [roundRunning, onRunningChange]);

  const start = (game: PhraseGame) => {
    setResult(null);
    setRunning((r) => ({ game, n: (r?.n ?? 0) + 1 }));
  };

  if (running && result) {
    return <RoundResult result={result} lang={lang} reviewsLink={reviewsLink} onNewRound={() => start(result.game)} onOtherGame={() => setRunning(null)} />;
  }

  if (running) {
    return (
      <>
        <p className="mt-3">
          <button type="button" className="text-link" onClick={() => setRunning(null)}>
            {t('backToGames')}
          </button>
        </p>
        <PhraseRound
          key={`${running.game}-${running.n}`}
          game={running.game}
          phrases={phrases}
          lang={lang}
          onMissed={onMissed}
          onFinished={(r) => {
            setResult(r);
            onRoundFinished(r);
          }}
        />
      </>
    );
  }

  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {PHRASE_GAMES.map((game) => {
        const stars = (progress?.[game] ?? []).filter(Boolean).length;
        const title = t(`games.${game}.title`);
        const unavailable = game === 'say' && !canRecognise;
        return (
          <li key={game} className="card flex flex-col gap-2">
            <h3 className="text-lg font-semibold">{title}</h3>
            <p className="text-sm text-slate-700">{t(`games.${game}.text`)}</p>
            <StarRow count={stars} label={t('stars', { count: stars })} />
            {unavailable ? (
              <p className="mt-auto text-sm font-medium text-slate-700">{t('noRecognition')}</p>
            ) : (
              <button type="button" className="btn-primary mt-auto self-start" aria-label={t('startGame', { game: title })} onClick={() => start(game)}>
                {t('start')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
