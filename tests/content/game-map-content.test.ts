// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { countries, rivers, states } from '@/features/games/content/states';
import { GERMANY_PATHS } from '@/features/games/map/germany-map';
import { mainCentre } from '@/features/games/map/model/geometry';
import { localizedText, problemsOf, text } from '@/lib/content-schema';
import { unknownGermanWords } from './german-spelling';
import { languageProblems } from './language-checks';

/**
 * The states of the map game and the map quiz (issue 13 items 4–5; CONTENT.md): 16 states whose
 * ids are the map's, real German names with umlauts, symmetric borders, every name in all 8
 * languages, correct German.
 */
const stateId = v.picklist(['bw', 'by', 'be', 'bb', 'hb', 'hh', 'he', 'mv', 'ni', 'nw', 'rp', 'sl', 'sn', 'st', 'sh', 'th']);
const stateSchema = v.strictObject({
  id: stateId,
  de: text,
  name: localizedText,
  capital: text,
  largestCity: v.optional(text),
  region: v.picklist(['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw', 'centre']),
  neighbours: v.pipe(v.array(stateId), v.minLength(1)),
  countries: v.array(v.picklist(['dk', 'nl', 'be', 'lu', 'fr', 'ch', 'at', 'cz', 'pl'])),
});

const GERMAN_NAMES = [
  'Baden-Württemberg',
  'Bayern',
  'Berlin',
  'Brandenburg',
  'Bremen',
  'Hamburg',
  'Hessen',
  'Mecklenburg-Vorpommern',
  'Niedersachsen',
  'Nordrhein-Westfalen',
  'Rheinland-Pfalz',
  'Saarland',
  'Sachsen',
  'Sachsen-Anhalt',
  'Schleswig-Holstein',
  'Thüringen',
];
const CAPITALS = ['Stuttgart', 'München', 'Berlin', 'Potsdam', 'Bremen', 'Hamburg', 'Wiesbaden', 'Schwerin', 'Hannover', 'Düsseldorf', 'Mainz', 'Saarbrücken', 'Dresden', 'Magdeburg', 'Kiel', 'Erfurt'];

describe('the states of Germany', () => {
  it('has the 16 states, each matching the schema, with the ids of the map', () => {
    expect(states).toHaveLength(16);
    expect(states.flatMap((s) => problemsOf(stateSchema, s, s.id))).toEqual([]);
    expect(states.map((s) => s.id).sort()).toEqual(Object.keys(GERMANY_PATHS).sort());
  });

  it('writes the German names and capitals as they are (umlauts, no ae/ue substitutes)', () => {
    expect(states.map((s) => s.de)).toEqual(GERMAN_NAMES);
    expect(states.map((s) => s.capital)).toEqual(CAPITALS);
    for (const s of states) expect(s.name.de).toBe(s.de);
    expect(states.map((s) => [s.de, s.capital, s.largestCity ?? ''].join(' ')).join(' ')).not.toMatch(/ae|oe|ue(?!r)|Muenchen|Thueringen/);
  });

  it('has symmetric borders and no state bordering itself', () => {
    const problems: string[] = [];
    for (const s of states) {
      if (s.neighbours.includes(s.id)) problems.push(`${s.id} borders itself`);
      if (new Set(s.neighbours).size !== s.neighbours.length) problems.push(`${s.id}: a neighbour twice`);
      for (const n of s.neighbours) if (!states.find((o) => o.id === n)?.neighbours.includes(s.id)) problems.push(`${s.id} → ${n} but not back`);
    }
    expect(problems).toEqual([]);
  });

  it('knows the well-known facts', () => {
    const by = (id: string) => states.find((s) => s.id === id)!;
    expect(by('be').neighbours).toEqual(['bb']);
    expect(by('hb').neighbours).toEqual(['ni']);
    expect(by('ni').neighbours).toHaveLength(9);
    expect(by('by').countries.sort()).toEqual(['at', 'cz']);
    expect(states.filter((s) => s.countries.length > 0)).toHaveLength(10);
    // Every one of the nine neighbouring countries borders some state.
    expect(new Set(states.flatMap((s) => s.countries))).toEqual(new Set(countries.map((c) => c.id)));
  });

  it('places each state where its region says on the map', () => {
    const mid = { x: 586 / 2, y: 793 / 2 };
    const wrong = states.filter((s) => {
      const c = mainCentre(GERMANY_PATHS[s.id] as string);
      const r = s.region;
      return (r.startsWith('n') && c.y > mid.y) || (r.startsWith('s') && c.y < mid.y) || (r.endsWith('w') && c.x > mid.x) || (r.endsWith('e') && r !== 'centre' && c.x < mid.x);
    });
    expect(wrong.map((s) => s.id)).toEqual([]);
  });

  it('lists rivers only for real states, every state with at least one river', () => {
    expect(new Set(rivers.map((r) => r.de)).size).toBe(rivers.length);
    for (const r of rivers) for (const id of r.states) expect(states.map((s) => s.id), r.de).toContain(id);
    for (const s of states) expect(rivers.filter((r) => r.states.includes(s.id)).length, s.de).toBeGreaterThan(0);
  });

  it('names every state and country in every language, in its script', () => {
    const problems = [...states.flatMap((s) => languageProblems(s.name, s.id)), ...countries.flatMap((c) => languageProblems(c.name, c.id))];
    expect(problems).toEqual([]);
    expect(countries.flatMap((c) => problemsOf(localizedText, c.name, c.id))).toEqual([]);
    // Where a language has its own name, it is used (Bavaria, Баварія, Bavyera, Bawaria, Baviera).
    const bayern = states.find((s) => s.id === 'by')!.name;
    expect(new Set(Object.values(bayern)).size).toBe(8);
  });

  it('is correct German (spell-checked; city and state names the dictionary lacks are on the allowlist)', () => {
    const german = [...states.flatMap((s) => [s.de, s.capital, s.largestCity ?? '']), ...countries.map((c) => c.name.de), ...rivers.map((r) => r.de)];
    expect(unknownGermanWords(german)).toEqual([]);
  });
});
