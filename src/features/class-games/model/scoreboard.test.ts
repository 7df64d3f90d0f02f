import { describe, expect, it } from 'vitest';
import { addPoints, leaders, newScoreboard, nextTurn, renameTeam, repairScoreboard, resetScores, setTeamCount, teamName } from './scoreboard';

const nameOf = (i: number) => `Team ${i + 1}`;

describe('scoreboard', () => {
  it('keeps 2–6 teams with default names', () => {
    expect(newScoreboard(1, nameOf).teams).toHaveLength(2);
    expect(newScoreboard(9, nameOf).teams).toHaveLength(6);
    expect(newScoreboard(3, nameOf).teams.map((t) => t.name)).toEqual(['Team 1', 'Team 2', 'Team 3']);
  });

  it('adds and takes points, never below 0, and passes the turn round', () => {
    let b = newScoreboard(2, nameOf);
    b = addPoints(b, 1, 1);
    b = addPoints(b, 1, 1);
    b = addPoints(b, 0, -1);
    expect(b.teams.map((t) => t.score)).toEqual([0, 2]);
    expect(leaders(b)).toEqual([1]);
    b = nextTurn(b);
    expect(b.turn).toBe(1);
    expect(nextTurn(b).turn).toBe(0);
    expect(resetScores(b).teams.map((t) => t.score)).toEqual([0, 0]);
  });

  it('renames, falls back to the default name when emptied, and keeps teams when the count changes', () => {
    let b = renameTeam(newScoreboard(3, nameOf), 0, 'Die Füchse');
    b = addPoints(b, 0, 3);
    b = { ...b, turn: 2 };
    const fewer = setTeamCount(b, 2, nameOf);
    expect(fewer.teams).toEqual([
      { name: 'Die Füchse', score: 3 },
      { name: 'Team 2', score: 0 },
    ]);
    expect(fewer.turn).toBe(0);
    expect(setTeamCount(fewer, 4, nameOf).teams[3]).toEqual({ name: 'Team 4', score: 0 });
    expect(teamName(renameTeam(b, 1, '  '), 1, nameOf)).toBe('Team 2');
  });

  it('has no leader before the first point, and ties share the lead', () => {
    const b = newScoreboard(3, nameOf);
    expect(leaders(b)).toEqual([]);
    expect(leaders(addPoints(addPoints(b, 0, 2), 2, 2))).toEqual([0, 2]);
  });

  it('repairs what sessionStorage holds: junk is dropped, a bad turn becomes 0', () => {
    expect(repairScoreboard({ teams: [{ name: 'A', score: 1 }, { name: 'B', score: 0 }], turn: 5 })).toEqual({
      teams: [
        { name: 'A', score: 1 },
        { name: 'B', score: 0 },
      ],
      turn: 0,
    });
    for (const junk of [null, 'x', { teams: [] }, { teams: [{ name: 'A', score: -1 }, { name: 'B', score: 0 }] }, { teams: [{ name: 1, score: 0 }, { name: 'B', score: 0 }] }]) {
      expect(repairScoreboard(junk)).toBeNull();
    }
  });
});
