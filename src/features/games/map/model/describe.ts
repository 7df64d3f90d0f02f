import type { Country, GermanState, Region, StateId } from '@/features/games/content/states';
import type { Lang } from '@/i18n/languages';

/** A piece of a description; `de` marks German (a state's name) for lang="de". */
export interface Segment {
  text: string;
  de?: boolean;
}

/**
 * What a state's radio is called while a question is open (see GermanyMapChoice): where it lies
 * and what it borders — "South-east · neighbours: Baden-Württemberg, Hessen, Thüringen, Sachsen,
 * Austria, Czechia" — never its own name. States keep their German names (what the learner
 * learns), countries are in the interface language.
 */
export function describeState(
  state: GermanState,
  all: readonly GermanState[],
  countries: readonly Country[],
  lang: Lang,
  words: { region: (region: Region) => string; neighbours: string },
): Segment[] {
  const stateNames = state.neighbours.map((id: StateId): Segment => ({ text: all.find((s) => s.id === id)?.de ?? id, de: true }));
  const countryNames = state.countries.map((id): Segment => ({ text: countries.find((c) => c.id === id)?.name[lang] ?? id }));
  const names = [...stateNames, ...countryNames].flatMap((s, i) => (i === 0 ? [s] : [{ text: ', ' }, s]));
  return [{ text: `${words.region(state.region)} · ${words.neighbours} ` }, ...names];
}

/** The description as one string (an accessible name). */
export const textOf = (segments: readonly Segment[]): string => segments.map((s) => s.text).join('');
