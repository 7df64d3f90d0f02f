import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNoMistakeClaim } from './answers';
import { applyDistortion, distort, DISTORTION_KINDS, DISTORTION_PROBABILITY } from './distort';
import { GAMES, isAvailable, MODES, wordsTypeOf } from './modes';
import { lowestRate, pickWord, ratingStars, sameArticle, splitArticle, translationFor, translationOptions, translationsFor } from './words';

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return s / 4294967296;
  };
}

describe('modes', () => {
  it('nine games, flashcards in two variants; gender for nouns, phrases games for phrases', () => {
    expect(GAMES).toHaveLength(9);
    expect(MODES).toHaveLength(10);
    const gender = MODES.find((m) => m.id === 'gender')!;
    expect(isAvailable(gender, 'Nouns')).toBe(true);
    expect(isAvailable(gender, 'Phrases')).toBe(false);
    expect(MODES.filter((m) => isAvailable(m, 'Phrases')).map((m) => m.id)).toContain('buildPhrase');
    expect(MODES.filter((m) => isAvailable(m, 'Verbs')).map((m) => m.id)).not.toContain('fillBlank');
    expect(MODES.every((m) => m.difficulty >= 1 && m.difficulty <= 3)).toBe(true);
  });

  it('reads the kind of words only from one of the four names; anything else is unknown', () => {
    expect(wordsTypeOf('Phrases')).toBe('Phrases');
    expect(wordsTypeOf(' nouns ')).toBe('Nouns');
    for (const other of [1, '1', 'Quiz', '', null, undefined, {}]) expect(wordsTypeOf(other)).toBeNull();
  });

  it('words of unknown kind get only the games that fit every kind', () => {
    const ids = MODES.filter((m) => isAvailable(m, null)).map((m) => m.id);
    expect(ids).toEqual(['flashcards', 'flashcardsFlipped', 'chooseTranslation', 'writeDe', 'writeEn', 'pronunciation', 'findMistakes']);
  });
});

describe('words', () => {
  const word = { Translations: [{ Language: 'UA', Translation: 'шприц' }, { Language: 'En', Translation: 'syringe' }, { Language: 'de', Translation: ' ' }] };
  it('finds the translation with the language code in any case', () => {
    expect(translationFor(word, 'ua')).toBe('шприц');
    expect(translationFor(word, 'en')).toBe('syringe');
    expect(translationFor(word, 'de')).toBeNull();
    expect(translationFor(word, 'tr')).toBeNull();
  });

  it('lists every translation in the language, in any case of the code, without blanks or repeats', () => {
    const many = {
      Translations: [
        { Language: 'EN', Translation: 'syringe' },
        { Language: 'De', Translation: 'die Spritze' },
        { Language: 'en', Translation: ' ' },
        { Language: ' en', Translation: 'injection ' },
        { Language: 'En', Translation: 'syringe' },
      ],
    };
    expect(translationsFor(many, 'en')).toEqual(['syringe', 'injection']);
    expect(translationsFor(many, 'de')).toEqual(['die Spritze']);
    expect(translationsFor(many, 'ua')).toEqual([]);
    expect(translationsFor({ Translations: null }, 'en')).toEqual([]);
  });

  it('takes the first word as the article, Unknown for single words, compares case-insensitively', () => {
    expect(splitArticle('die Spritze')).toEqual({ article: 'die', rest: 'Spritze' });
    expect(splitArticle('Blutdruck')).toEqual({ article: 'Unknown', rest: 'Blutdruck' });
    expect(sameArticle('DIE ', 'die')).toBe(true);
    expect(sameArticle('der', 'die')).toBe(false);
  });

  it('picks from all words in round 0, later only from words not yet correct', () => {
    const words = [{ ID: 1 }, { ID: 2 }, { ID: 3 }];
    const done = new Set([1, 2]);
    for (let i = 0; i < 50; i++) expect(pickWord(words, done, 1, seeded(i))?.ID).toBe(3);
    const seen = new Set(Array.from({ length: 60 }, (_, i) => pickWord(words, done, 0, seeded(i))?.ID));
    expect(seen).toEqual(new Set([1, 2, 3]));
    expect(pickWord(words, new Set([1, 2, 3]), 2, seeded(1))).toBeNull();
  });

  it('offers up to 6 distinct options including the right one', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.array(fc.string(), { maxLength: 20 }), fc.integer(), (right, others, seed) => {
        const options = translationOptions(right, others, seeded(seed));
        expect(options).toContain(right);
        expect(options.length).toBeLessThanOrEqual(6);
        expect(new Set(options).size).toBe(options.length);
      }),
    );
  });

  it('turns the lowest rate into stars', () => {
    expect([-1, 0, 0.5, 1, 1.5, 2, 2.5, 3, 9].map(ratingStars)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 3]);
    expect(ratingStars(null)).toBe(0);
    expect(lowestRate([{ rate: 3 }, { rate: 1 }])).toBe(1);
    expect(lowestRate([])).toBe(0);
  });
});

describe('answer comparisons', () => {
  it('accepts "no mistake" typed in either spelling', () => {
    expect(isNoMistakeClaim(' Без ошибок ')).toBe(true);
    expect(isNoMistakeClaim('bez oshibok')).toBe(true);
    expect(isNoMistakeClaim('kein Fehler')).toBe(false);
  });
});

describe('find mistakes: distortions', () => {
  it('each kind changes what it can change', () => {
    const r = seeded(7);
    expect(applyDistortion('die Spritze', 'swapArticle', r)).toMatch(/^(der|das) Spritze$/);
    expect(applyDistortion('Spritze', 'swapArticle', r)).toBeNull();
    expect(applyDistortion('die Übung', 'removeUmlaut', r)).toBe('die Ubung');
    expect(applyDistortion('die Spritze', 'removeUmlaut', r)).toBeNull();
    expect(applyDistortion('Haus', 'dropLetter', r)).toHaveLength(3);
    expect(applyDistortion('Haus', 'insertLetter', r)).toHaveLength(5);
    for (const kind of DISTORTION_KINDS) {
      const out = applyDistortion('der Übungsraum', kind, seeded(3));
      if (out !== null) expect(out).not.toBe('der Übungsraum');
    }
    const swapped = applyDistortion('Hand', 'swapAdjacent', seeded(1));
    expect(swapped?.split('').sort().join('')).toBe('Hadn');
  });

  it('alters about 80 % of words with 1–3 real changes (seeded)', () => {
    const random = seeded(42);
    let altered = 0;
    const runs = 2000;
    for (let i = 0; i < runs; i++) {
      const d = distort('der Blutdruck', random);
      if (d.altered) {
        altered++;
        expect(d.shown).not.toBe('der Blutdruck');
        expect(d.kinds.length).toBeGreaterThanOrEqual(1);
        expect(d.kinds.length).toBeLessThanOrEqual(3);
      } else expect(d.shown).toBe('der Blutdruck');
    }
    expect(altered / runs).toBeGreaterThan(DISTORTION_PROBABILITY - 0.04);
    expect(altered / runs).toBeLessThan(DISTORTION_PROBABILITY + 0.04);
  });
});
