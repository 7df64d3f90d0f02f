import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { IconPicture } from '@/components/ui/icon-picture';
import { StarRow } from '@/components/ui/star-row';
import { TimeLimitSelect } from '@/components/ui/time-limit-select';
import { AppLink } from '@/components/ui/app-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { Lang } from '@/i18n/languages';
import { gameChoice } from '@/lib/device-keys';
import { useStoredState } from '@/lib/hydration';
import { writeStored } from '@/lib/stored-key';
import { REVIEW_TIME_FACTOR, type TimeFactor } from '@/lib/time-limit';
import { STAR_MISTAKES } from '@/store/quiz-model';
import type { Game } from '../content/types';
import { groupChoices, initialChoice, type GameChoice } from '../model/choices';
import type { MissedItem } from '../model/round-progress';

/** What a finished game reports; the page records the star and the missed words. */
export interface GameResult {
  correct: number;
  incorrect: number;
  /** Earns a star; by default fewer than 3 mistakes (DECISIONS.md "Progress"). */
  successful?: boolean;
  /** Words (or sentences) to review: German and its translation in the interface language. */
  missed: MissedItem[];
  /** One line about the game's own measure (flips, time, distance …), shown on the result. */
  summary?: string;
  /** Why there is no star, or how this game earns one, when it is not the usual 3 mistakes (a word given up, too many flips …). */
  noStarReason?: string;
}

export interface GamePlay<C> {
  content: C;
  choice: string;
  /** The remembered time-limit factor (×1, ×2, ×10, or 0: no limit); games with a clock obey it. */
  timeFactor: TimeFactor;
  lang: Lang;
  finish: (result: GameResult) => void;
}

/** The hub a game page belongs to: its breadcrumb crumb and the result's way back (default: the games hub). */
export interface GameParent {
  label: string;
  to: string;
  /** The result screen's link back ("All games", "All quizzes"). */
  backLabel: string;
}

export interface GameFrameProps<C> {
  game: Game;
  lang: Lang;
  /** Set for pages outside /games (the quizzes about Germany); defaults to the games hub. */
  parent?: GameParent;
  /** The rules, shown on the start screen (strings from the game's namespace). */
  rules: ReactNode;
  choices: readonly GameChoice[];
  /** The label of the choice field ("Words from", "Level"). */
  choiceLabel?: string;
  /** Loads the content of a choice (words of a topic, the texts of a level …). */
  load: (choice: string) => Promise<C>;
  /** Whether the content is enough to play; otherwise the learner is asked to choose again. */
  playable?: (content: C) => boolean;
  /** Shows the remembered time-limit setting (WCAG 2.2.1) for games with a clock. */
  timed?: boolean;
  /** Stars earned so far for a choice. */
  starsOf: (choice: string) => readonly boolean[];
  /** Called once per finished game with its choice and the star it earned. */
  onFinished: (choice: string, result: GameResult & { successful: boolean }) => void;
  children: (play: GamePlay<C>) => ReactNode;
}

type Phase<C> = { name: 'start' } | { name: 'loading'; run: number } | { name: 'failed'; reason: 'load' | 'tooFew' } | { name: 'play'; content: C; run: number } | { name: 'result'; result: GameResult & { successful: boolean } };

/**
 * Every game's page: title, start screen (rules, the topic or level, the time setting, stars),
 * the game itself, and the result (score, star, missed words, play again). The game only plays
 * and calls `finish`; the frame does the rest the same way for all of them.
 */
export function GameFrame<C>({ game, lang, parent, rules, choices, choiceLabel, load, playable, timed, starsOf, onFinished, children }: GameFrameProps<C>) {
  const { t } = useTranslation('games');
  const fieldId = useId();
  // The remembered choice and time limit: a prerendered start screen shows the defaults until hydrated.
  const choiceKey = useMemo(() => gameChoice(game.url), [game.url]);
  const [storedChoice] = useStoredState(choiceKey);
  const [picked, setChoice] = useState<string | null>(null);
  const choice = picked ?? initialChoice(choices, storedChoice);
  const [factor, setFactor] = useStoredState(REVIEW_TIME_FACTOR);
  const [phase, setPhase] = useState<Phase<C>>({ name: 'start' });
  const title = game.title[lang];
  const hub = parent ?? { label: t('breadcrumbGames'), to: paths.games, backLabel: t('allGames') };

  // The load that counts: a newer start (or leaving the page) makes an older answer stale.
  const current = useRef(0);
  useEffect(
    () => () => {
      current.current = -1;
    },
    [],
  );

  const begin = () => {
    writeStored(choiceKey, choice);
    const run = current.current + 1;
    current.current = run;
    setPhase({ name: 'loading', run });
    load(choice).then(
      (content) => {
        if (current.current !== run) return;
        setPhase(playable && !playable(content) ? { name: 'failed', reason: 'tooFew' } : { name: 'play', content, run });
      },
      () => current.current === run && setPhase({ name: 'failed', reason: 'load' }),
    );
  };

  const finish = (result: GameResult) => {
    const full = { ...result, successful: result.successful ?? result.incorrect < STAR_MISTAKES };
    onFinished(choice, full);
    setPhase({ name: 'result', result: full });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    begin();
  };

  const stars = starsOf(choice).filter(Boolean).length;
  // Focus moves once, when the element appears — not again when the page re-renders.
  const focusOnMount = useCallback((el: HTMLElement | null) => el?.focus(), []);

  return (
    <div className="page">
      <title>{`${title} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumb')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: hub.label, to: hub.to }, { label: title }]} />
      <div className="mt-2 flex items-center gap-3">
        <IconPicture name={game.img} size={48} className="size-12" />
        <h1 className="page-title">{title}</h1>
      </div>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">{game.descr[lang]}</p>

      {phase.name === 'start' && (
        <section aria-labelledby={`${fieldId}-rules`} className="card mt-6 max-w-3xl">
          <h2 id={`${fieldId}-rules`} className="text-xl font-bold">
            {t('howToPlay')}
          </h2>
          <div className="mt-2 space-y-2 text-slate-800">{rules}</div>
          <form onSubmit={submit} className="mt-4 space-y-4">
            {choices.length > 1 && (
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={fieldId} className="font-semibold">
                  {choiceLabel ?? t('chooseWords')}
                </label>
                <select id={fieldId} value={choice} onChange={(e) => setChoice(e.target.value)} className="max-w-full min-w-0 rounded-md border border-slate-300 px-2 py-1.5">
                  {groupChoices(choices).map(({ group, choices: list }) => (
                    <optgroup key={group} label={group}>
                      {list.map((c) => (
                        <option key={c.key} value={c.key}>
                          {c.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </div>
            )}
            {timed && (
              <TimeLimitSelect
                label={t('timeSetting')}
                value={factor}
                labels={{ 1: t('timeNormal'), 2: t('timeDouble'), 10: t('timeTen'), 0: t('timeOff') }}
                onChange={setFactor}
              />
            )}
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <span>{t('yourStars')}</span>
              <StarRow count={stars} label={t('stars', { count: stars })} />
            </p>
            <button type="submit" className="btn-primary">
              {t('start')}
            </button>
          </form>
        </section>
      )}

      {phase.name === 'loading' && (
        <p role="status" className="mt-6 text-slate-700">
          {t('loading')}
        </p>
      )}

      {phase.name === 'failed' && (
        <div className="mt-6 space-y-3">
          <p role="alert" className="font-medium text-red-700">
            {phase.reason === 'load' ? t('loadFailed') : t('tooFew')}
          </p>
          <button type="button" className="btn-secondary" onClick={() => setPhase({ name: 'start' })} ref={focusOnMount}>
            {t('otherChoice')}
          </button>
        </div>
      )}

      {phase.name === 'play' && (
        <div className="mt-6" key={phase.run}>
          {children({ content: phase.content, choice, timeFactor: timed ? factor : 0, lang, finish })}
        </div>
      )}

      {phase.name === 'result' && (
        <section aria-labelledby={`${fieldId}-result`} className="card mt-6 max-w-3xl">
          <h2 id={`${fieldId}-result`} className="text-xl font-bold" tabIndex={-1} ref={focusOnMount}>
            {t('resultTitle')}
          </h2>
          <p className="mt-2 text-lg">{t('resultScore', { correct: phase.result.correct, incorrect: phase.result.incorrect })}</p>
          {phase.result.summary && <p className="mt-1">{phase.result.summary}</p>}
          <p className={`mt-2 font-semibold ${phase.result.successful ? 'text-emerald-800' : 'text-slate-700'}`}>{phase.result.successful ? t('resultStar') : (phase.result.noStarReason ?? t('resultNoStar'))}</p>
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <span>{t('yourStars')}</span>
            <StarRow count={stars} label={t('stars', { count: stars })} />
          </p>
          {phase.result.missed.length > 0 && (
            <div className="mt-4">
              <h3 className="font-semibold">{game.vocabulary ? t('missedTitle') : t('missedTitleOther')}</h3>
              <ul className="mt-1 list-disc pl-6">
                {[...new Map(phase.result.missed.map((m) => [m.de, m])).values()].map((m) => (
                  <li key={m.de}>
                    <span lang="de" className="font-medium">
                      {m.de}
                    </span>{' '}
                    – {m.translation}
                  </li>
                ))}
              </ul>
              {game.vocabulary && <p className="mt-1 text-sm text-slate-600">{t('missedSaved')}</p>}
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={() => begin()}>
              {t('playAgain')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setPhase({ name: 'start' })}>
              {t('otherChoice')}
            </button>
            <AppLink to={hub.to} className="btn-secondary">
              {hub.backLabel}
            </AppLink>
          </div>
        </section>
      )}
    </div>
  );
}
