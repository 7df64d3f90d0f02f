import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import a1 from '../../content/compounds/a1';
import a2 from '../../content/compounds/a2';
import b1 from '../../content/compounds/b1';
import type { Compound } from '../../content/types';
import { buildRound, canBuild, checkCompound, distractorCount, distractorsFor, fullAnswer, partsOf, piecesOf, ROUND_LENGTH, spell, tilesFor, withArticle } from './compound-round';

const compound = (word: string, article: Compound['article'], parts: Compound['parts'], joints: string[], stems?: Compound['stems']): Compound => ({
  word,
  article,
  parts,
  joints,
  ...(stems ? { stems } : {}),
  level: 'A1',
  tr: { en: word, ua: word, de: word, ru: word, be: word, tr: word, pl: word, es: word },
});

const haustuer = compound('Haustür', 'die', [{ de: 'Haus', article: 'das' }, { de: 'Tür', article: 'die' }], ['']);
const hausschluessel = compound('Hausschlüssel', 'der', [{ de: 'Haus', article: 'das' }, { de: 'Schlüssel', article: 'der' }], ['']);
const kuchen = compound('Geburtstagskuchen', 'der', [{ de: 'Geburtstag', article: 'der' }, { de: 'Kuchen', article: 'der' }], ['s']);
const schultasche = compound('Schultasche', 'die', [{ de: 'Schule', article: 'die' }, { de: 'Tasche', article: 'die' }], [''], ['Schul', null]);
const kuehlschrank = compound('Kühlschrank', 'der', [{ de: 'kühl' }, { de: 'Schrank', article: 'der' }], ['']);
const schreibtisch = compound('Schreibtisch', 'der', [{ de: 'schreiben' }, { de: 'Tisch', article: 'der' }], [''], ['Schreib', null]);
const termin = compound('Zahnarzttermin', 'der', [{ de: 'Zahn', article: 'der' }, { de: 'Arzt', article: 'der' }, { de: 'Termin', article: 'der' }], ['', '']);

const all = [...a1, ...a2, ...b1];
const levels = { A1: a1, A2: a2, B1: b1 };

describe('spelling a compound from its parts', () => {
  it('joins the parts with their linking elements, later parts lower-cased, stems applied', () => {
    expect(spell(haustuer)).toBe('Haustür');
    expect(spell(kuchen)).toBe('Geburtstagskuchen');
    expect(spell(schultasche)).toBe('Schultasche');
    expect(spell(schreibtisch)).toBe('Schreibtisch');
    expect(spell(termin)).toBe('Zahnarzttermin');
  });

  it('capitalises a first part that is an adjective or a verb', () => {
    expect(spell(kuehlschrank)).toBe('Kühlschrank');
  });

  it('marks the linking element as its own piece', () => {
    expect(piecesOf(kuchen)).toEqual([
      { text: 'Geburtstag', kind: 'part' },
      { text: 's', kind: 'joint' },
      { text: 'kuchen', kind: 'part' },
    ]);
    expect(piecesOf(haustuer).map((p) => p.kind)).toEqual(['part', 'part']);
  });
});

describe('the full answer', () => {
  it('names the compound with its article and every part with its own', () => {
    expect(withArticle(haustuer)).toBe('die Haustür');
    expect(fullAnswer(haustuer)).toBe('die Haustür = das Haus + die Tür');
    expect(fullAnswer(kuchen)).toBe('der Geburtstagskuchen = der Geburtstag + s + der Kuchen');
    expect(fullAnswer(schultasche)).toBe('die Schultasche = die Schule (Schul-) + die Tasche');
    expect(fullAnswer(schreibtisch)).toBe('der Schreibtisch = schreiben (Schreib-) + der Tisch');
    expect(fullAnswer(kuehlschrank)).toBe('der Kühlschrank = kühl + der Schrank');
    expect(fullAnswer(termin)).toBe('der Zahnarzttermin = der Zahn + der Arzt + der Termin');
  });
});

describe('checking an answer', () => {
  it('is right only with the right parts in order and the right article', () => {
    expect(checkCompound(haustuer, ['Haus', 'Tür'], 'die')).toEqual({ parts: true, article: true, correct: true });
    expect(checkCompound(haustuer, ['Tür', 'Haus'], 'die')).toEqual({ parts: false, article: true, correct: false });
    expect(checkCompound(haustuer, ['Haus', 'Tür'], 'das')).toEqual({ parts: true, article: false, correct: false });
    expect(checkCompound(haustuer, ['Haus', 'Tür'], null).correct).toBe(false);
  });

  it('is wrong with a part missing or one too many', () => {
    expect(checkCompound(haustuer, ['Haus'], 'die').parts).toBe(false);
    expect(checkCompound(haustuer, ['Haus', 'Tür', 'Schlüssel'], 'die').parts).toBe(false);
    expect(checkCompound(termin, ['Zahn', 'Arzt', 'Termin'], 'der').correct).toBe(true);
    expect(checkCompound(termin, ['Zahn', 'Termin'], 'der').correct).toBe(false);
  });
});

describe('distractor parts', () => {
  it('can tell whether tiles build a compound (each tile used once)', () => {
    expect(canBuild(haustuer, ['Tür', 'Kuchen', 'Haus'])).toBe(true);
    expect(canBuild(haustuer, ['Tür', 'Kuchen'])).toBe(false);
    expect(canBuild(compound('Haushaus', 'das', [{ de: 'Haus' }, { de: 'Haus' }], ['']), ['Haus', 'Tür'])).toBe(false);
  });

  it('never offers a part that completes another known compound for the item', () => {
    const pool = [haustuer, hausschluessel, kuchen, schultasche];
    for (let seed = 0; seed < 200; seed++) {
      const chosen = distractorsFor(haustuer, pool, 3, seeded(seed));
      expect(chosen).not.toContain('Schlüssel');
      expect(chosen).not.toContain('Haus');
      expect(chosen).not.toContain('Tür');
    }
  });

  it('also avoids compounds of other levels the game knows', () => {
    const wohnungstuer = a2.find((c) => c.word === 'Wohnungstür')!;
    for (let seed = 0; seed < 200; seed++) expect(distractorsFor(wohnungstuer, a2, 3, seeded(seed), all)).not.toContain('Haus');
    // Without knowing A1 (Haustür), "Haus" from A2's Hausschlüssel would be offered sometimes.
    const offered = Array.from({ length: 200 }, (_, seed) => distractorsFor(wohnungstuer, a2, 3, seeded(seed))).flat();
    expect(offered).toContain('Haus');
  });

  it('gives 3 distractors beside two parts and 2 beside three', () => {
    expect(distractorCount(haustuer)).toBe(3);
    expect(distractorCount(termin)).toBe(2);
  });

  it('on the real content: every item gets its full set of different tiles, and no distractor completes another known compound', () => {
    for (const [level, list] of Object.entries(levels)) {
      for (const item of list) {
        for (let seed = 0; seed < 20; seed++) {
          const tiles = tilesFor(item, list, seeded(seed), all);
          const where = `${level} ${item.word} seed ${seed}: ${tiles.join(', ')}`;
          expect(tiles, where).toHaveLength(item.parts.length + distractorCount(item));
          expect(new Set(tiles.map((t) => t.toLowerCase())).size, where).toBe(tiles.length);
          expect(canBuild(item, tiles), where).toBe(true);
          // Only Zahnarzt may be built inside Zahnarzttermin: from the item's own parts, no distractor.
          const rivals = all.filter((c) => c !== item && canBuild(c, tiles) && !canBuild(c, partsOf(item))).map((c) => c.word);
          expect(rivals, where).toEqual([]);
        }
      }
    }
  });

  it('never shows the parts first and in order', () => {
    for (let seed = 0; seed < 300; seed++) {
      const tiles = tilesFor(haustuer, [haustuer, kuchen, schultasche, schreibtisch], seeded(seed));
      expect(tiles.slice(0, 2)).not.toEqual(['Haus', 'Tür']);
    }
  });
});

describe('a round', () => {
  it('asks 10 different compounds of the level', () => {
    const round = buildRound(a1, { known: all, random: seeded(7) });
    expect(round).toHaveLength(ROUND_LENGTH);
    expect(new Set(round.map((item) => item.compound.word)).size).toBe(ROUND_LENGTH);
    for (const item of round) {
      expect(a1).toContain(item.compound);
      for (const part of partsOf(item.compound)) expect(item.tiles).toContain(part);
    }
  });

  it('asks every compound once when the level has fewer than 10', () => {
    const round = buildRound([haustuer, kuchen, schultasche], { random: seeded(1) });
    expect(round.map((item) => item.compound.word).sort()).toEqual(['Geburtstagskuchen', 'Haustür', 'Schultasche']);
  });

  it('is random but reproducible with a seed', () => {
    const words = (seed: number) => buildRound(all, { random: seeded(seed) }).map((item) => item.compound.word);
    expect(words(3)).toEqual(words(3));
    expect(words(3)).not.toEqual(words(4));
  });
});
