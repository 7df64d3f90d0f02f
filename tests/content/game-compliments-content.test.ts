// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compliments, REGISTER_OF } from '@/features/games/content/compliments';
import { complimentSchema } from '@/features/games/content/schema';
import { registerOf, registerWords } from '@/features/games/compliments/model/register';
import { situationsFor } from '@/features/games/compliments/model/round';
import { problemsOf } from '@/lib/content-schema';
import { unknownGermanWords } from './german-spelling';
import { languageProblems } from './language-checks';

/**
 * The compliment game's situations (issue 12, game 7; CONTENT.md): at least 40, each with a
 * compliment in the register its addressee calls for, the same words in the other register, and
 * compliments for other situations in the right register; correct German; all 8 languages.
 */
const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** Words of `a` not matched by a word of `b` (as multisets). */
function unmatched(a: string[], b: string[]): string[] {
  const rest = [...b];
  return a.filter((w) => {
    const i = rest.indexOf(w);
    if (i < 0) return true;
    rest.splice(i, 1);
    return false;
  });
}

describe('compliment situations', () => {
  it('has at least 40 situations, each matching the schema, with unique ids', () => {
    expect(compliments.length).toBeGreaterThanOrEqual(40);
    expect(compliments.flatMap((s, i) => problemsOf(complimentSchema, s, `#${i} ${s.id}`))).toEqual([]);
    expect(new Set(compliments.map((s) => s.id)).size).toBe(compliments.length);
  });

  it('has at least 10 situations per level (a full round each) and both registers at every level', () => {
    for (const level of ['A1', 'A2', 'B1'] as const) {
      const set = situationsFor(level, compliments);
      expect(set.length, level).toBeGreaterThanOrEqual(10);
      expect(new Set(set.map((s) => s.register)), level).toEqual(new Set(['du', 'Sie']));
    }
  });

  it('mixes the people addressed', () => {
    const who = new Set(compliments.map((s) => s.who));
    expect([...who].sort()).toEqual(Object.keys(REGISTER_OF).sort());
    for (const w of who) expect(compliments.filter((s) => s.who === w).length, w).toBeGreaterThanOrEqual(2);
  });

  it('uses the register of the person addressed', () => {
    expect(compliments.filter((s) => s.register !== REGISTER_OF[s.who]).map((s) => s.id)).toEqual([]);
  });

  it('writes every answer in its register only: Sie/Ihr-/Ihnen and no du/dein-/dir/dich, or the reverse', () => {
    const wrong = compliments.filter((s) => registerOf(s.answer.de) !== s.register).map((s) => `${s.id}: "${s.answer.de}" is ${registerOf(s.answer.de)}, not ${s.register}`);
    expect(wrong).toEqual([]);
  });

  it('has 2–3 distractors: one the same words in the other register, the rest other situations in the right register', () => {
    const problems: string[] = [];
    for (const s of compliments) {
      const other = s.register === 'du' ? 'Sie' : 'du';
      const register = s.distractors.filter((d) => d.reason === 'register');
      if (register.length !== 1) problems.push(`${s.id}: ${register.length} register distractors`);
      if (s.distractors.filter((d) => d.reason === 'situation').length < 1) problems.push(`${s.id}: no situation distractor`);
      for (const d of s.distractors) {
        const found = registerOf(d.de);
        if (d.reason === 'register') {
          if (found !== other) problems.push(`${s.id}: register distractor "${d.de}" is ${found}, not ${other}`);
          // The same words: only pronouns and verb forms change ("Ihre" → "Deine", "dass Sie … haben – Sie sind" → "dass du … hast – du bist").
          const a = words(s.answer.de);
          const b = words(d.de);
          if (unmatched(a, b).length > 4 || unmatched(b, a).length > 4 || Math.abs(a.length - b.length) > 1) problems.push(`${s.id}: "${d.de}" is not "${s.answer.de}" in the other register`);
        } else if (found !== s.register) {
          problems.push(`${s.id}: situation distractor "${d.de}" is ${found}, not ${s.register}`);
        }
      }
      const all = [s.answer.de, ...s.distractors.map((d) => d.de)];
      if (new Set(all).size !== all.length) problems.push(`${s.id}: an option twice`);
    }
    expect(problems).toEqual([]);
  });

  it('never uses a situation distractor that fits: no situation offers another compliment of itself', () => {
    const answers = new Map(compliments.map((s) => [s.answer.de, s.id]));
    const problems = compliments.flatMap((s) => s.distractors.filter((d) => d.reason === 'situation' && answers.get(d.de) === s.id).map((d) => `${s.id}: ${d.de}`));
    expect(problems).toEqual([]);
  });

  it('has no answer twice', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const s of compliments) {
      const key = s.answer.de.toLowerCase();
      if (seen.has(key)) twice.push(`${s.id} and ${seen.get(key)}: ${s.answer.de}`);
      seen.set(key, s.id);
    }
    expect(twice).toEqual([]);
  });

  it('marks every option with a register word the explanation can name', () => {
    const missing = compliments.flatMap((s) =>
      [s.answer.de, ...s.distractors.map((d) => d.de)].filter((de) => registerWords(de, 'du').length + registerWords(de, 'Sie').length === 0).map((de) => `${s.id}: ${de}`),
    );
    expect(missing).toEqual([]);
  });

  it('translates every situation and option into every language, in its script', () => {
    const problems = compliments.flatMap((s) => [
      ...languageProblems(s.situation, `${s.id} situation`),
      ...languageProblems(s.answer.tr, `${s.id} answer`),
      ...s.distractors.flatMap((d, i) => languageProblems(d.tr, `${s.id} distractor ${i}`)),
    ]);
    expect(problems).toEqual([]);
  });

  it('gives the two registers different words where the language has two forms of "you" (ua ru be tr pl es)', () => {
    const same = compliments.flatMap((s) => {
      const flipped = s.distractors.find((d) => d.reason === 'register');
      return (['ua', 'ru', 'be', 'tr', 'pl', 'es'] as const).filter((l) => flipped && flipped.tr[l] === s.answer.tr[l]).map((l) => `${s.id} ${l}: ${s.answer.tr[l]}`);
    });
    expect(same).toEqual([]);
  });

  it('is correct German (spell-checked)', () => {
    const german = compliments.flatMap((s) => [s.situation.de, s.answer.de, s.answer.tr.de, ...s.distractors.flatMap((d) => [d.de, d.tr.de])]);
    expect(unknownGermanWords(german)).toEqual([]);
  });
});
