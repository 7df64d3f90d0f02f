import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seeded } from '@/lib/random';
import { canBuildPhrase, canFillPhrase, maskWord } from '@/lib/phrase-answers';
import greetings from '../content/sets/greetings';
import { choiceOptions, interchangeable, isPhraseGame, pickRoundPhrases, PHRASE_GAMES, roundMaterial } from './games';

describe('phrase rounds', () => {
  it('never builds a one-word phrase or blanks a whole phrase (issue 25: "Servus!", "Tschüss!", "___!")', () => {
    const oneWord = greetings.phrases.filter((p) => !canBuildPhrase(p.de)).map((p) => p.de);
    expect(oneWord).toEqual(expect.arrayContaining(['Servus!', 'Tschüss!']));
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const phrase of pickRoundPhrases(roundMaterial('build', greetings.phrases), seeded(seed))) expect(canBuildPhrase(phrase.de)).toBe(true);
      for (const phrase of pickRoundPhrases(roundMaterial('fill', greetings.phrases), seeded(seed))) {
        expect(canFillPhrase(phrase.de)).toBe(true);
        expect(maskWord(phrase.de, seeded(seed)).masked).not.toMatch(/^___[\p{P}\s]*$/u);
      }
    }
    // The choice games keep every phrase; a set of one-word phrases only keeps them rather than none.
    expect(roundMaterial('choose', greetings.phrases)).toBe(greetings.phrases);
    const tiny = [{ de: 'Servus!' }, { de: 'Tschüss!' }];
    expect(roundMaterial('build', tiny)).toBe(tiny);
  });

  it('has the five games of the issue', () => {
    expect(PHRASE_GAMES).toEqual(['listen', 'choose', 'fill', 'build', 'say']);
    expect(isPhraseGame('build')).toBe(true);
    expect(isPhraseGame('practice')).toBe(false);
  });

  it('asks 10 different phrases when the set has at least 10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 40 }), fc.integer(), (size, seed) => {
        const set = Array.from({ length: size }, (_, i) => i);
        const round = pickRoundPhrases(set, seeded(seed));
        expect(round).toHaveLength(10);
        expect(new Set(round).size).toBe(10);
      }),
    );
  });

  it('goes through a smaller set completely before any phrase comes again', () => {
    const round = pickRoundPhrases([1, 2, 3, 4], seeded(5));
    expect(round).toHaveLength(10);
    expect(new Set(round.slice(0, 4)).size).toBe(4);
    expect(new Set(round.slice(4, 8)).size).toBe(4);
    expect(pickRoundPhrases([], seeded(1))).toEqual([]);
  });

  it('offers the right answer among 4 distinct options', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.array(fc.string(), { maxLength: 20 }), fc.integer(), (answer, others, seed) => {
        const options = choiceOptions(answer, others, seeded(seed));
        expect(options).toContain(answer);
        expect(options.length).toBeLessThanOrEqual(4);
        expect(new Set(options).size).toBe(options.length);
      }),
    );
  });

  it('never offers a second option that reads like the answer or like another option', () => {
    const options = choiceOptions('Hello!', ['hello', 'Hello.', 'Good bye!', 'Good bye', 'Thanks!', 'Please.', 'Sorry!'], seeded(2));
    expect(options.filter((o) => o.toLowerCase().startsWith('hello'))).toEqual(['Hello!']);
    expect(options.filter((o) => o.startsWith('Good bye')).length).toBeLessThanOrEqual(1);
    expect(options).toHaveLength(4);
  });

  it('knows two phrases that answer each other, whichever lists the other (no such wrong option)', () => {
    const gern = { de: 'Gern geschehen!', alternatives: ['Bitte schön!'] };
    const bitte = { de: 'Bitte schön!' };
    expect(interchangeable(gern, bitte)).toBe(true);
    expect(interchangeable(bitte, gern)).toBe(true);
    expect(interchangeable(bitte, { de: 'Danke!' })).toBe(false);
  });
});
