import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/store/store';
import { addPoints, leaders, MAX_NAME, MAX_TEAMS, MIN_TEAMS, nextTurn, renameTeam, resetScores, setTeamCount, teamName, type Scoreboard } from '../model/scoreboard';

interface Props {
  board: Scoreboard;
  update: (change: (b: Scoreboard) => Scoreboard) => void;
  nameOf: (i: number) => string;
}

const counts = Array.from({ length: MAX_TEAMS - MIN_TEAMS + 1 }, (_, i) => MIN_TEAMS + i);

/** Teams and their points: names editable, + / − by button, and + / − keys on a team's buttons. */
export function ScoreboardPanel({ board, update, nameOf }: Props) {
  const { t } = useTranslation('class-games');
  const announce = useAppStore((s) => s.announce);
  const lead = leaders(board);
  const change = (index: number, delta: number) => {
    const team = board.teams[index];
    if (!team) return;
    update((b) => addPoints(b, index, delta));
    announce(t('teams.announce', { team: teamName(board, index, nameOf), count: Math.max(0, team.score + delta) }));
  };
  const onKey = (index: number) => (e: KeyboardEvent) => {
    if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      change(index, 1);
    } else if (e.key === '-' || e.key === '−') {
      e.preventDefault();
      change(index, -1);
    }
  };
  return (
    <section aria-labelledby="cg-teams" className="card border-slate-400">
      <h2 id="cg-teams" className="text-2xl font-bold sm:text-3xl">
        {t('teams.title')}
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3 print:hidden">
        <label className="flex flex-col gap-1 text-lg font-semibold">
          {t('teams.count')}
          <select
            className="min-h-11 rounded-lg border border-slate-500 bg-white px-3 text-lg"
            value={board.teams.length}
            onChange={(e) => update((b) => setTeamCount(b, Number(e.target.value), nameOf))}
          >
            {counts.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn-secondary min-h-11 text-lg" onClick={() => update(nextTurn)}>
          {t('teams.next')}
        </button>
        <button type="button" className="btn-secondary min-h-11 text-lg" onClick={() => update(resetScores)}>
          {t('teams.reset')}
        </button>
      </div>
      <p className="mt-2 text-base text-slate-700 print:hidden">{t('teams.keys')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {board.teams.map((team, i) => {
          const name = teamName(board, i, nameOf);
          const turn = board.turn === i;
          return (
            <li
              key={i}
              className={`rounded-xl border-4 p-3 ${turn ? 'border-slate-900 bg-amber-50' : 'border-slate-300 bg-white'}`}
              data-testid={`team-${i + 1}`}
            >
              <label className="flex flex-col gap-1 text-base font-semibold text-slate-800">
                {t('teams.name', { n: i + 1 })}
                <input
                  className="min-h-11 w-full rounded-lg border border-slate-500 px-3 text-xl"
                  value={team.name}
                  maxLength={MAX_NAME}
                  onChange={(e) => update((b) => renameTeam(b, i, e.target.value))}
                />
              </label>
              <p className="mt-2 text-lg font-bold">
                {turn ? `▶ ${t('teams.turn')}` : '\u00a0'}
                {lead.includes(i) ? ` ★ ${t('teams.leading')}` : ''}
              </p>
              <div className="mt-1 flex items-center justify-between gap-2">
                <button type="button" className="btn-secondary min-h-12 min-w-12 text-3xl" aria-label={t('teams.minus', { team: name })} onKeyDown={onKey(i)} onClick={() => change(i, -1)}>
                  −
                </button>
                <p className="text-center text-5xl font-black tabular-nums">
                  <span className="sr-only">{t('teams.points', { team: name })} </span>
                  {team.score}
                </p>
                <button type="button" className="btn-primary min-h-12 min-w-12 text-3xl" aria-label={t('teams.plus', { team: name })} onKeyDown={onKey(i)} onClick={() => change(i, 1)}>
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
