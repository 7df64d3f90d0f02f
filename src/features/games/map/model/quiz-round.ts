import type { Country, GermanState, River, StateId } from '@/features/games/content/states';
import type { LocalizedText } from '@/i18n/languages';
import { pick, sample, shuffle, type Random } from '@/lib/random';

export const QUIZ_LENGTH = 10;
export const OPTIONS = 4;

export type QuizKind = 'capital' | 'largestCity' | 'neighbourState' | 'neighbourCountry' | 'river';

/** The map quiz's choices, each with its own stars: everything mixed, or one kind of question. */
export const QUIZ_CHOICES = ['mixed', 'capital', 'neighbours', 'rivers', 'largestCity'] as const;
export type QuizChoice = (typeof QUIZ_CHOICES)[number];

const KINDS_OF: Record<QuizChoice, readonly QuizKind[]> = {
  mixed: ['capital', 'largestCity', 'neighbourState', 'neighbourCountry', 'river'],
  capital: ['capital'],
  neighbours: ['neighbourState', 'neighbourCountry'],
  rivers: ['river'],
  largestCity: ['largestCity'],
};

export interface MapFacts {
  states: readonly GermanState[];
  countries: readonly Country[];
  rivers: readonly River[];
}

/** An answer to choose: German (a city, state, river or country) and, for a country, its name in every language. */
export interface QuizOption {
  de: string;
  name?: LocalizedText;
}

export interface QuizQuestion {
  kind: QuizKind;
  /** The state highlighted on the map and named in the question. */
  state: GermanState;
  answer: QuizOption;
  /** The answer and three wrong options, shuffled. */
  options: QuizOption[];
}

const byId = (facts: MapFacts, id: StateId): GermanState => {
  const state = facts.states.find((s) => s.id === id);
  if (!state) throw new Error(`Unknown state ${id}`);
  return state;
};

/** The state and the states it borders: a river or country touching none of them surely is not the answer. */
const nearby = (state: GermanState): Set<StateId> => new Set([state.id, ...state.neighbours]);

/** Rivers that flow through or along the state. */
export const riversOf = (facts: MapFacts, state: GermanState): River[] => facts.rivers.filter((r) => r.states.includes(state.id));

/**
 * Wrong rivers for a state: rivers that touch neither the state nor any state it borders — so a
 * river that only grazes a border (the Rhine at Lake Constance) is never offered as "wrong".
 */
export const farRivers = (facts: MapFacts, state: GermanState): River[] => {
  const near = nearby(state);
  return facts.rivers.filter((r) => !r.states.some((s) => near.has(s)));
};

/** Wrong countries for a state: countries bordering neither the state nor any state it borders. */
export const farCountries = (facts: MapFacts, state: GermanState): Country[] => {
  const touching = new Set([...nearby(state)].flatMap((id) => byId(facts, id).countries));
  return facts.countries.filter((c) => !touching.has(c.id));
};

/** The kinds of question a state can be asked with enough wrong options for each. */
export function kindsFor(facts: MapFacts, state: GermanState, choice: QuizChoice): QuizKind[] {
  return KINDS_OF[choice].filter((kind) => {
    switch (kind) {
      case 'capital':
        return true;
      case 'largestCity':
        return state.largestCity !== undefined;
      case 'neighbourState':
        return state.neighbours.length > 0 && facts.states.length - 1 - state.neighbours.length >= OPTIONS - 1;
      case 'neighbourCountry':
        return state.countries.length > 0 && farCountries(facts, state).length >= OPTIONS - 1;
      case 'river':
        return riversOf(facts, state).length > 0 && farRivers(facts, state).length >= OPTIONS - 1;
    }
  });
}

const uniqueDe = (options: QuizOption[]): QuizOption[] => [...new Map(options.map((o) => [o.de, o])).values()];

/** The right answer and the wrong options to choose three from (a near miss first where there is one). */
function candidates(facts: MapFacts, state: GermanState, kind: QuizKind, random: Random): { answer: QuizOption; nearMiss?: QuizOption; wrong: QuizOption[] } {
  const others = facts.states.filter((s) => s.id !== state.id);
  switch (kind) {
    case 'capital': {
      const largest = state.largestCity && state.largestCity !== state.capital ? { de: state.largestCity } : undefined;
      return { answer: { de: state.capital }, nearMiss: largest, wrong: others.map((s) => ({ de: s.capital })) };
    }
    case 'largestCity': {
      const answer = state.largestCity as string;
      const capital = state.capital !== answer ? { de: state.capital } : undefined;
      const cities = others.flatMap((s) => [s.capital, ...(s.largestCity ? [s.largestCity] : [])]);
      return { answer: { de: answer }, nearMiss: capital, wrong: cities.map((de) => ({ de })) };
    }
    case 'neighbourState': {
      const neighbour = byId(facts, pick(state.neighbours, random) as StateId);
      return { answer: { de: neighbour.de }, wrong: others.filter((s) => !state.neighbours.includes(s.id)).map((s) => ({ de: s.de })) };
    }
    case 'neighbourCountry': {
      const id = pick(state.countries, random);
      const country = facts.countries.find((c) => c.id === id) as Country;
      return { answer: { de: country.name.de, name: country.name }, wrong: farCountries(facts, state).map((c) => ({ de: c.name.de, name: c.name })) };
    }
    case 'river': {
      const river = pick(riversOf(facts, state), random) as River;
      return { answer: { de: river.de }, wrong: farRivers(facts, state).map((r) => ({ de: r.de })) };
    }
  }
}

/** One question about a state: the answer and three wrong options, shuffled. */
export function questionFor(facts: MapFacts, state: GermanState, kind: QuizKind, random: Random = Math.random): QuizQuestion {
  const { answer, nearMiss, wrong } = candidates(facts, state, kind, random);
  const pool = uniqueDe(wrong).filter((o) => o.de !== answer.de && o.de !== nearMiss?.de);
  const distractors = [...(nearMiss ? [nearMiss] : []), ...sample(pool, OPTIONS - 1 - (nearMiss ? 1 : 0), random)];
  return { kind, state, answer, options: shuffle([answer, ...distractors], random) };
}

/** The states a choice can ask about (every state has a capital; Sachsen-Anhalt has no largest city here). */
export function statesFor(facts: MapFacts, choice: QuizChoice): GermanState[] {
  return facts.states.filter((s) => kindsFor(facts, s, choice).length > 0);
}

/** A round: 10 different states, each asked one question of a kind the choice allows. */
export function buildQuizRound(facts: MapFacts, choice: QuizChoice, random: Random = Math.random, length = QUIZ_LENGTH): QuizQuestion[] {
  return sample(statesFor(facts, choice), length, random).map((state) => questionFor(facts, state, pick(kindsFor(facts, state, choice), random) as QuizKind, random));
}

export function isQuizChoice(value: string): value is QuizChoice {
  return (QUIZ_CHOICES as readonly string[]).includes(value);
}

/** Whether an answer is right: the answer the facts give, compared by its German text. */
export function isRightOption(question: QuizQuestion, chosen: string): boolean {
  return question.answer.de === chosen;
}
