/** The teams of a lesson and their points, pure (the page keeps it in sessionStorage). */
export const MIN_TEAMS = 2;
export const MAX_TEAMS = 6;
export const MAX_NAME = 30;

export interface Team {
  name: string;
  score: number;
}

export interface Scoreboard {
  teams: Team[];
  /** Index of the team whose turn it is. */
  turn: number;
}

export function clampTeams(n: number): number {
  return Math.min(MAX_TEAMS, Math.max(MIN_TEAMS, Math.round(n)));
}

/** `nameOf(i)` gives the default name of team i (0-based): "Team 1". */
export function newScoreboard(count: number, nameOf: (i: number) => string): Scoreboard {
  return { teams: Array.from({ length: clampTeams(count) }, (_, i) => ({ name: nameOf(i), score: 0 })), turn: 0 };
}

/** More or fewer teams; the existing ones keep their names and points. */
export function setTeamCount(board: Scoreboard, count: number, nameOf: (i: number) => string): Scoreboard {
  const n = clampTeams(count);
  const teams = board.teams.slice(0, n);
  while (teams.length < n) teams.push({ name: nameOf(teams.length), score: 0 });
  return { teams, turn: board.turn < n ? board.turn : 0 };
}

export function renameTeam(board: Scoreboard, index: number, name: string): Scoreboard {
  if (!board.teams[index]) return board;
  return { ...board, teams: board.teams.map((t, i) => (i === index ? { ...t, name: name.slice(0, MAX_NAME) } : t)) };
}

/** Adds (or with a negative delta takes) points; a score never goes below 0. */
export function addPoints(board: Scoreboard, index: number, delta: number): Scoreboard {
  if (!board.teams[index]) return board;
  return { ...board, teams: board.teams.map((t, i) => (i === index ? { ...t, score: Math.max(0, t.score + delta) } : t)) };
}

export function nextTurn(board: Scoreboard): Scoreboard {
  return { ...board, turn: (board.turn + 1) % board.teams.length };
}

export function resetScores(board: Scoreboard): Scoreboard {
  return { teams: board.teams.map((t) => ({ ...t, score: 0 })), turn: 0 };
}

/** The team name to show: an emptied name field falls back to the default name. */
export function teamName(board: Scoreboard, index: number, nameOf: (i: number) => string): string {
  const name = board.teams[index]?.name.trim();
  return name ? name : nameOf(index);
}

/** The leaders (ties included) once anyone has a point; none before. */
export function leaders(board: Scoreboard): number[] {
  const top = Math.max(...board.teams.map((t) => t.score));
  if (top <= 0) return [];
  return board.teams.flatMap((t, i) => (t.score === top ? [i] : []));
}

/** A stored scoreboard, or null when it is junk (sessionStorage may hold anything). */
export function repairScoreboard(value: unknown): Scoreboard | null {
  if (typeof value !== 'object' || value === null) return null;
  const { teams, turn } = value as { teams?: unknown; turn?: unknown };
  if (!Array.isArray(teams) || teams.length < MIN_TEAMS || teams.length > MAX_TEAMS) return null;
  const clean: Team[] = [];
  for (const t of teams) {
    if (typeof t !== 'object' || t === null) return null;
    const { name, score } = t as { name?: unknown; score?: unknown };
    if (typeof name !== 'string' || typeof score !== 'number' || !Number.isInteger(score) || score < 0) return null;
    clean.push({ name: name.slice(0, MAX_NAME), score });
  }
  const at = typeof turn === 'number' && Number.isInteger(turn) && turn >= 0 && turn < clean.length ? turn : 0;
  return { teams: clean, turn: at };
}
