import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { NextButton } from '@/components/quiz/game-parts';
import { germanTags } from '@/components/ui/german-tags';
import type { Lang } from '@/i18n/languages';
import { stripGermanTags } from '@/lib/german-tags';
import { useTouchScreen } from '@/lib/use-media-query';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { useGameRound } from '../components/use-game-round';
import type { Region, StateId } from '../content/states';
import { GermanyMapChoice, STATE_ORDER, type Mark } from './germany-map-view';
import { describeState, textOf, type Segment } from './model/describe';
import { buildFindRound, isRightState, missedOf, type FindChoice } from './model/find-round';
import type { MapFacts } from './model/quiz-round';

const germanTag = germanTags('font-bold');

/**
 * The map game (/map-game, issue 13 item 4): 10 of the 16 states a round; find the state named,
 * or the state of a capital, on the map — by tap, by the arrow keys and Enter (the map is a radio
 * group, see GermanyMapChoice), or from the list under the map. The list holds the same 16 states
 * in the same order with the same descriptions (where each lies, what it borders), as buttons:
 * for anyone who cannot hit a state on the map or prefers a list to a radio group.
 */
export function MapGame({ facts, kind, lang, onDone }: { facts: MapFacts; kind: FindChoice; lang: Lang; onDone: (result: GameResult) => void }) {
  const { t } = useTranslation('game-map');
  const [tasks] = useState(() => buildFindRound(facts.states, kind));
  const { quiz, item: task, n, total, last, answer, next: nextTask } = useGameRound({ game: `map-${kind}`, items: tasks, onDone });
  const [chosen, setChosen] = useState<StateId | null>(null);
  const mapRef = useRef<SVGSVGElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const touch = useTouchScreen();
  const id = useId();

  // A new question puts the focus on the map (the state the arrow keys last reached) without
  // scrolling to it: the card's top comes into view instead, so "Find X on the map" stays on
  // screen (320×640) and the map, sized to the viewport's height, fits under it (issue 25).
  useEffect(() => {
    if (chosen !== null) return;
    mapRef.current?.querySelector<SVGElement>('[role="radio"][tabindex="0"]')?.focus({ preventScroll: true });
    const card = cardRef.current;
    const map = mapRef.current;
    if (!card || !map || typeof card.scrollIntoView !== 'function') return;
    const top = card.getBoundingClientRect().top;
    if (top < 0 || map.getBoundingClientRect().bottom > window.innerHeight) card.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [chosen, quiz.round]);

  const describe = useMemo(() => {
    const words = { region: (r: Region) => t(`region.${r}`), neighbours: t('neighbours') };
    const byId = new Map(facts.states.map((s) => [s.id, describeState(s, facts.states, facts.countries, lang, words)]));
    return (stateId: StateId): Segment[] => byId.get(stateId) ?? [{ text: stateId }];
  }, [facts, lang, t]);

  if (!task) return null;
  const answered = chosen !== null;
  const nameOf = (stateId: StateId) => facts.states.find((s) => s.id === stateId)?.de ?? stateId;
  const values = { name: task.state.de, city: task.state.capital, chosen: chosen ? nameOf(chosen) : '' };
  const right = chosen !== null && isRightState(task, chosen);
  const feedbackKey = right ? (kind === 'state' ? 'rightState' : 'rightCapital') : kind === 'state' ? 'wrongState' : 'wrongCapital';

  const choose = (stateId: StateId) => {
    if (answered) return;
    const correct = isRightState(task, stateId);
    const key = correct ? (kind === 'state' ? 'rightState' : 'rightCapital') : kind === 'state' ? 'wrongState' : 'wrongCapital';
    if (!answer(correct, task.prompt, stripGermanTags(t(key, { ...values, chosen: nameOf(stateId) })), missedOf(task, lang))) return;
    setChosen(stateId);
  };

  const next = () => {
    setChosen(null);
    nextTask();
  };

  const marks: Partial<Record<StateId, Mark>> = answered ? { [task.state.id]: 'right', ...(right ? {} : { [chosen]: 'wrong' }) } : {};
  const labels: Partial<Record<StateId, string>> = answered ? { [task.state.id]: task.state.de, ...(right ? {} : { [chosen]: nameOf(chosen) }) } : {};

  return (
    <section ref={cardRef} aria-labelledby={`${id}-progress`} className="card max-w-3xl">
      <RoundHeader id={`${id}-progress`} title={t('progress', { n, total })} score={quiz} compact />
      <p id={`${id}-prompt`} className="mt-3 text-xl text-slate-900" data-testid="prompt">
        <Trans t={t} i18nKey={kind === 'state' ? 'findState' : 'findCapital'} values={values} components={germanTag} />
      </p>
      {/* Arrow keys mean nothing on a phone (issue 25). */}
      {!touch && <p className="mt-1 text-sm text-slate-700">{t('keysHint')}</p>}
      <div className="mt-3 flex justify-center">
        <GermanyMapChoice
          mapRef={mapRef}
          labelledBy={`${id}-prompt`}
          nameOf={answered ? nameOf : (stateId) => textOf(describe(stateId))}
          chosen={chosen}
          marks={marks}
          labels={labels}
          answered={answered}
          onChoose={choose}
        />
      </div>
      <div className="mt-4 min-h-8">
        {answered && (
          <p data-testid="feedback" className={`font-semibold ${right ? 'text-emerald-800' : 'text-red-700'}`}>
            {right ? '✓ ' : '✗ '}
            <Trans t={t} i18nKey={feedbackKey} values={values} components={germanTag} />
          </p>
        )}
      </div>
      {answered && (
        <div className="mt-2">
          <NextButton onNext={next} label={last ? t('showResult') : undefined} />
        </div>
      )}
      <details className="mt-4 rounded-lg border border-slate-200 p-3">
        <summary className="min-h-6 cursor-pointer font-semibold">{t('listSummary')}</summary>
        <p className="mt-2 text-sm text-slate-700">{t('listHint')}</p>
        <ul aria-label={t('listLabel')} className="mt-2 grid gap-1.5">
          {STATE_ORDER.map((stateId) => (
            <li key={stateId}>
              <button
                type="button"
                disabled={answered}
                onClick={() => choose(stateId)}
                data-state={stateId}
                className="hover:border-brand-600 min-h-11 w-full rounded-lg border-2 border-slate-300 px-3 py-1.5 text-left disabled:cursor-default disabled:opacity-70"
              >
                {answered ? (
                  <span lang="de">
                    {marks[stateId] === 'right' ? '✓ ' : marks[stateId] === 'wrong' ? '✗ ' : ''}
                    {nameOf(stateId)}
                  </span>
                ) : (
                  describe(stateId).map((segment, i) =>
                    segment.de ? (
                      <span key={i} lang="de">
                        {segment.text}
                      </span>
                    ) : (
                      segment.text
                    ),
                  )
                )}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
