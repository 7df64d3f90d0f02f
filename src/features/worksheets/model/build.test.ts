import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import { buildSheet } from './build';
import { buildCrossword, buildWordSearch, countOccurrences, gridForm } from './grids';
import { kindsFor } from './kinds';
import type { Block, SheetContent, SheetWord } from './types';

const tr = (en: string) => ({ en, ua: `ua ${en}`, de: `de ${en}`, ru: `ru ${en}`, be: `be ${en}`, tr: `tr ${en}`, pl: `pl ${en}`, es: `es ${en}` });
const noun = (article: 'der' | 'die' | 'das', de: string, plural: string | null, en: string, img?: string): SheetWord => ({ kind: 'noun', article, de, plural, tr: tr(en), ...(img ? { img } : {}) });

const WORDS: SheetWord[] = [
  noun('der', 'Apfel', 'Äpfel', 'apple', 'red-apple'),
  noun('die', 'Banane', 'Bananen', 'banana', 'banana'),
  noun('das', 'Brot', 'Brote', 'bread', 'bread'),
  noun('der', 'Käse', 'Käse', 'cheese', 'cheese-wedge'),
  noun('die', 'Milch', null, 'milk', 'glass-of-milk'),
  noun('der', 'Fisch', 'Fische', 'fish', 'fish'),
  noun('die', 'Straße', 'Straßen', 'street'),
  { kind: 'verb', de: 'essen', tr: tr('to eat') },
  { kind: 'other', de: 'guten Appetit', tr: tr('enjoy your meal') },
];
const words: SheetContent = { area: 'words', words: WORDS };
const grammar: SheetContent = {
  area: 'grammar',
  sentences: [
    { full: 'Ich darf hier parken.', gaps: [{ gapped: 'Ich ____ hier parken.', answer: 'darf' }], hint: tr('I may park here.') },
    { full: 'Du darfst nicht rauchen.', gaps: [{ gapped: 'Du ____ nicht rauchen.', answer: 'darfst' }], hint: tr('You must not smoke.') },
    { full: 'Wir dürfen heute spielen.', gaps: [{ gapped: 'Wir ____ heute spielen.', answer: 'dürfen' }], hint: tr('We may play today.') },
    { full: 'Er darf kommen.', gaps: [{ gapped: 'Er ____ kommen.', answer: 'darf' }], hint: tr('He may come.') },
  ],
  choices: [],
};
const choices: SheetContent = {
  area: 'grammar',
  sentences: [],
  choices: [
    { question: '___ Hund bellt.', answer: 'Der', variants: ['Der', 'Die', 'Das'] },
    { question: '___ Katze schläft.', answer: 'Die', variants: ['Der', 'Die', 'Das'] },
  ],
};

const blocksOf = <T extends Block['type']>(blocks: Block[], type: T) => blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);

describe('word search grid', () => {
  it('places every word exactly once, left to right or top to bottom, inside the grid', () => {
    const forms = ['APFEL', 'BANANE', 'BROT', 'KÄSE', 'MILCH', 'FISCH', 'STRASSE'];
    const ws = buildWordSearch(forms, 10, seeded(3));
    expect(ws).not.toBeNull();
    if (!ws) return;
    expect(ws.grid).toHaveLength(10);
    for (const row of ws.grid) expect(row.every((ch) => /^[A-ZÄÖÜ]$/u.test(ch))).toBe(true);
    for (const [i, p] of ws.placements.entries()) {
      expect(p.word).toBe(forms[i]);
      expect(p.cells.map(([r, c]) => ws.grid[r]?.[c]).join('')).toBe(p.word);
      expect(countOccurrences(ws.grid, p.word)).toBe(1);
    }
  });

  it('refuses a word that is part of another (it would be found twice)', () => {
    expect(buildWordSearch(['EIS', 'REISE', 'BROT'], 10, seeded(1))).toBeNull();
  });

  it('writes ß as SS in capitals', () => {
    expect(gridForm('Straße')).toBe('STRASSE');
  });
});

describe('crossword fill', () => {
  it('crosses the words where letters agree and never lets words touch side by side', () => {
    const forms = ['APFEL', 'BANANE', 'BROT', 'KÄSE', 'MILCH', 'FISCH'];
    const cw = buildCrossword(forms, seeded(5));
    expect(cw).not.toBeNull();
    if (!cw) return;
    expect(cw.entries.length).toBeGreaterThanOrEqual(4);
    for (const e of cw.entries) {
      const letters = [...e.word].map((_, k) => cw.grid[e.dir === 'V' ? e.row + k : e.row]?.[e.dir === 'H' ? e.col + k : e.col]);
      expect(letters.join('')).toBe(e.word);
    }
    // Every run of two or more cells across or down is one of the entries (no accidental words).
    const runs: string[] = [];
    for (const dir of ['H', 'V'] as const) {
      const outer = dir === 'H' ? cw.rows : cw.cols;
      const inner = dir === 'H' ? cw.cols : cw.rows;
      for (let a = 0; a < outer; a++) {
        let run = '';
        for (let b = 0; b <= inner; b++) {
          const ch = b < inner ? (dir === 'H' ? cw.grid[a]?.[b] : cw.grid[b]?.[a]) : null;
          if (ch) run += ch;
          else {
            if (run.length > 1) runs.push(run);
            run = '';
          }
        }
      }
    }
    expect(runs.sort()).toEqual(cw.entries.map((e) => e.word).sort());
    // Numbers go in reading order.
    const numbers = cw.entries.map((e) => e.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });
});

describe('buildSheet', () => {
  it('offers the kinds the content can make', () => {
    expect(kindsFor(words)).toEqual(['wordSearch', 'matching', 'articles', 'pictures', 'crossword']);
    expect(kindsFor(grammar)).toEqual(['gapFill', 'multipleChoice', 'sentenceOrder']);
    expect(kindsFor({ area: 'words', words: WORDS.filter((w) => w.kind !== 'noun') })).toEqual([]);
  });

  it('is the same sheet for the same seed and another for another seed', () => {
    for (const kind of kindsFor(words)) {
      const a = buildSheet(words, { topic: 'Essen', level: 'A1' }, { kind, seed: 42, lang: 'en', withKey: true });
      const b = buildSheet(words, { topic: 'Essen', level: 'A1' }, { kind, seed: 42, lang: 'en', withKey: true });
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    }
    const seeds = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(buildSheet(words, { topic: 'Essen', level: 'A1' }, { kind: 'wordSearch', seed, lang: 'en', withKey: true }).blocks)));
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('gap-fill keys are the practice answers, each with its sentence', () => {
    const sheet = buildSheet(grammar, { topic: 'darf', level: 'A1' }, { kind: 'gapFill', seed: 9, lang: 'de', withKey: true });
    const [lines] = blocksOf(sheet.key, 'lines');
    expect(lines?.lines).toHaveLength(4);
    for (const line of lines?.lines ?? []) {
      const sentence = grammar.area === 'grammar' ? grammar.sentences.find((s) => s.gaps[0]?.gapped.replace('____', '________') === line.text) : undefined;
      expect(sentence).toBeDefined();
      expect(line.answer).toBe(sentence?.gaps[0]?.answer);
      expect(line.note).toBe(`(${sentence?.hint.de})`);
    }
  });

  it('choice questions: a word box of the variants, the keyed answer on the key', () => {
    const sheet = buildSheet(choices, { topic: 'Artikel', level: 'A1' }, { kind: 'gapFill', seed: 1, lang: 'en', withKey: true });
    expect(blocksOf(sheet.blocks, 'wordBank')[0]?.words).toEqual(['Der', 'Die', 'Das']);
    expect(sheet.answers.sort()).toEqual(['Der', 'Die']);
    const mc = buildSheet(choices, { topic: 'Artikel', level: 'A1' }, { kind: 'multipleChoice', seed: 1, lang: 'en', withKey: true });
    for (const item of blocksOf(mc.key, 'choices')[0]?.items ?? []) expect(item.options.sort()).toEqual(['Das', 'Der', 'Die']);
  });

  it('multiple choice never offers a second right answer', () => {
    const sheet = buildSheet(grammar, { topic: 'darf', level: 'A1' }, { kind: 'multipleChoice', seed: 4, lang: 'en', withKey: true });
    for (const item of blocksOf(sheet.key, 'choices')[0]?.items ?? []) {
      const right = item.options[item.answer];
      expect(item.options.filter((o) => o.toLowerCase() === right?.toLowerCase())).toHaveLength(1);
    }
  });

  it('articles: nouns only, the key has article and plural, a noun without plural is marked', () => {
    const sheet = buildSheet(words, { topic: 'Essen', level: 'A1' }, { kind: 'articles', seed: 2, lang: 'en', withKey: true });
    const rows = blocksOf(sheet.key, 'table')[0]?.rows ?? [];
    expect(rows).toHaveLength(7);
    const milk = rows.find((r) => r[2] === 'Milch');
    expect(milk?.slice(1, 4)).toEqual(['die', 'Milch', '–']);
    expect(rows.find((r) => r[2] === 'Apfel')?.[3]).toBe('die Äpfel');
    expect((blocksOf(sheet.blocks, 'table')[0]?.rows ?? []).every((r) => r[1] === '')).toBe(true);
  });

  it('matching: every German word has its own meaning letter', () => {
    const sheet = buildSheet(words, { topic: 'Essen', level: 'A1' }, { kind: 'matching', seed: 3, lang: 'ru', withKey: true });
    const match = blocksOf(sheet.key, 'match')[0];
    expect(match).toBeDefined();
    match?.left.forEach((de, i) => {
      const word = WORDS.find((w) => (w.kind === 'noun' ? `${w.article} ${w.de}` : w.de) === de);
      const at = (match.letters?.[i] ?? '').charCodeAt(0) - 97;
      expect(match.right[at]).toBe(word?.tr.ru);
    });
  });

  it('without the key the sheet has no key blocks; instructions follow the chosen language', () => {
    const sheet = buildSheet(words, { topic: 'Essen', level: 'A1' }, { kind: 'crossword', seed: 3, lang: 'de', withKey: false });
    expect(sheet.key).toEqual([]);
    expect(sheet.title).toBe('Kreuzworträtsel: Essen');
    expect(sheet.instructions).toMatch(/Kreuzworträtsel/);
  });
});
