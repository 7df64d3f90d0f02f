import type { Article, Compound } from '@/features/games/content/types';
import { sample, shuffle, type Random } from '@/lib/random';

/**
 * The rules of the compound-words game (issue 12 game 4): a round of 10 compounds of one level;
 * each shows its meaning and a row of part tiles — the right parts in their own form (Haus, Tür,
 * Schule, schreiben, kühl) and distractor parts from other compounds — from which the learner
 * picks the parts in order, then the article. The linking element (Geburtstag·s·kuchen) and a
 * changed stem (Schule → Schul-) are not part of the answer: they are shown with the answer.
 */
export const ROUND_LENGTH = 10;

export interface RoundItem {
  compound: Compound;
  /** The tiles in the order shown: the right parts and the distractors, shuffled. */
  tiles: string[];
}

/** The parts as the tiles show them (their own form: "Schule", "schreiben", "kühl"). */
export function partsOf(compound: Compound): string[] {
  return compound.parts.map((p) => p.de);
}

/** A piece of the spelled word: a part as written in the compound, or a linking element. */
export interface Piece {
  text: string;
  kind: 'part' | 'joint';
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * How the compound is written, piece by piece: each part in its form there (its stem if it
 * changes), the first with a capital and the later ones in lower case, with the linking
 * elements between them — Geburtstag + s + kuchen.
 */
export function piecesOf(compound: Compound): Piece[] {
  const pieces: Piece[] = [];
  compound.parts.forEach((part, i) => {
    const form = compound.stems?.[i] ?? part.de;
    pieces.push({ text: i === 0 ? upperFirst(form) : lowerFirst(form), kind: 'part' });
    const joint = compound.joints[i];
    if (i < compound.parts.length - 1 && joint) pieces.push({ text: joint, kind: 'joint' });
  });
  return pieces;
}

/** The word the parts, stems and joints spell (the content test holds it equal to `word`). */
export function spell(compound: Compound): string {
  return piecesOf(compound)
    .map((p) => p.text)
    .join('');
}

/** "die Haustür" — the compound with its article. */
export function withArticle(compound: Compound): string {
  return `${compound.article} ${compound.word}`;
}

/**
 * The parts of the full answer: "das Haus", "die Schule (Schul-)", "s" (a linking element),
 * "schreiben (Schreib-)", "kühl".
 */
export function explanationOf(compound: Compound): string[] {
  const out: string[] = [];
  compound.parts.forEach((part, i) => {
    const stem = compound.stems?.[i];
    const named = part.article ? `${part.article} ${part.de}` : part.de;
    out.push(stem ? `${named} (${stem}-)` : named);
    const joint = compound.joints[i];
    if (i < compound.parts.length - 1 && joint) out.push(joint);
  });
  return out;
}

/** The full answer: "die Haustür = das Haus + die Tür", "der Geburtstagskuchen = der Geburtstag + s + der Kuchen". */
export function fullAnswer(compound: Compound): string {
  return `${withArticle(compound)} = ${explanationOf(compound).join(' + ')}`;
}

const key = (s: string) => s.toLocaleLowerCase('de');

/** Whether `compound` can be built from `tiles` (each tile used once). */
export function canBuild(compound: Compound, tiles: readonly string[]): boolean {
  const free = tiles.map(key);
  return partsOf(compound).every((part) => {
    const at = free.indexOf(key(part));
    if (at === -1) return false;
    free.splice(at, 1);
    return true;
  });
}

/** How many distractor tiles an item gets: 3 beside two parts, 2 beside three (5 tiles either way). */
export function distractorCount(compound: Compound): number {
  return compound.parts.length >= 3 ? 2 : 3;
}

/**
 * Distractor parts for `item`, taken from the parts of the other compounds of `pool`: never one
 * of the item's own parts, each tile different, and never one that would let the tiles build
 * another compound the game knows (`known`, by default the pool: with Haus + Tür no "Schlüssel"
 * when Hausschlüssel is known) — so the distractors complete no answer but the item's.
 */
export function distractorsFor(item: Compound, pool: readonly Compound[], count: number, random: Random = Math.random, known: readonly Compound[] = pool): string[] {
  const isItem = (c: Compound) => key(c.word) === key(item.word);
  // A compound inside the item (Zahnarzt in Zahnarzttermin) is built from its own parts: no distractor's doing.
  const rivals = known.filter((c) => !isItem(c) && !canBuild(c, partsOf(item)));
  const taken = new Set(partsOf(item).map(key));
  const candidates = new Map<string, string>();
  for (const c of pool) {
    if (isItem(c)) continue;
    for (const part of partsOf(c)) if (!taken.has(key(part)) && !candidates.has(key(part))) candidates.set(key(part), part);
  }
  const chosen: string[] = [];
  for (const candidate of shuffle([...candidates.values()], random)) {
    if (chosen.length >= count) break;
    const tiles = [...partsOf(item), ...chosen, candidate];
    if (rivals.some((c) => canBuild(c, tiles))) continue;
    chosen.push(candidate);
  }
  return chosen;
}

/** The tiles of an item: its parts and its distractors, shuffled so the parts never lead in order. */
export function tilesFor(item: Compound, pool: readonly Compound[], random: Random = Math.random, known: readonly Compound[] = pool): string[] {
  const parts = partsOf(item);
  const tiles = shuffle([...parts, ...distractorsFor(item, pool, distractorCount(item), random, known)], random);
  // A shuffle that happens to start with the answer would show it: move the first tile to the end.
  if (parts.every((p, i) => tiles[i] === p)) tiles.push(tiles.shift() as string);
  return tiles;
}

export interface RoundOptions {
  /** Every compound the game knows (all levels): no item's tiles may build another of them. */
  known?: readonly Compound[];
  random?: Random;
  length?: number;
}

/** A round: up to 10 different compounds of the level, each with its tiles (distractors from the same level). */
export function buildRound(compounds: readonly Compound[], { known = compounds, random = Math.random, length = ROUND_LENGTH }: RoundOptions = {}): RoundItem[] {
  return sample(compounds, length, random).map((compound) => ({ compound, tiles: tilesFor(compound, compounds, random, known) }));
}

export interface Verdict {
  /** The right parts in the right order (and no others). */
  parts: boolean;
  article: boolean;
  correct: boolean;
}

/** Checks the learner's parts (in order) and article against the compound. */
export function checkCompound(compound: Compound, chosen: readonly string[], article: Article | null): Verdict {
  const wanted = partsOf(compound);
  const parts = chosen.length === wanted.length && chosen.every((p, i) => p === wanted[i]);
  const articleRight = article === compound.article;
  return { parts, article: articleRight, correct: parts && articleRight };
}
