import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canBuildPhrase, canFillPhrase, checkBuiltPhrase, checkFill, checkTypedPhrase, fillAlternatives, maskWord, normaliseFill, phraseParts, phraseWords, placeWords, pronunciationAccepted, shuffledTiles, similarity } from './phrase-answers';
import { seeded } from './random';

describe('fill the blank (spec 001 §4, §5)', () => {
  it('ignores case, punctuation and surrounding spaces', () => {
    expect(checkFill('  Schmerzen! ', 'schmerzen')).toBe(true);
    expect(checkFill('Schmerz', 'Schmerzen')).toBe(false);
    expect(checkFill('', '')).toBe(false);
    expect(checkFill('?!', 'Tag')).toBe(false);
    expect(normaliseFill(' Wie  GEHT’s? ')).toBe('wie gehts');
  });

  it('masks one word of a phrase as ___, without its punctuation', () => {
    const { masked, answer } = maskWord('Haben Sie Schmerzen?', () => 0.99);
    expect(masked).toBe('Haben Sie ___?');
    expect(answer).toBe('Schmerzen');
    expect(maskWord('Haben Sie Schmerzen?', () => 0)).toEqual({ masked: '___ Sie Schmerzen?', answer: 'Haben', index: 0 });
  });

  it('never masks a lone punctuation mark, and the answer fills the blank back into the phrase', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const phrase = 'Entschuldigung – wo ist der Bahnhof?';
        const { masked, answer } = maskWord(phrase, seeded(seed));
        expect(answer).not.toBe('–');
        expect(normaliseFill(answer)).not.toBe('');
        expect(masked.replace('___', answer)).toBe(phrase);
      }),
    );
  });
});

describe('a typed phrase (phrase reviews)', () => {
  it('ignores case, punctuation and extra spaces, but not a wrong word or a missing one', () => {
    expect(checkTypedPhrase('  wie geht es   ihnen ', 'Wie geht es Ihnen?')).toEqual({ correct: true, viaSubstitute: false, expected: 'Wie geht es Ihnen?' });
    expect(checkTypedPhrase('Wie geht’s?', "Wie geht's?").correct).toBe(true);
    expect(checkTypedPhrase('Wie geht es dir?', 'Wie geht es Ihnen?').correct).toBe(false);
    expect(checkTypedPhrase('Wie geht es', 'Wie geht es Ihnen?').correct).toBe(false);
    expect(checkTypedPhrase('?', 'Wie geht es Ihnen?').correct).toBe(false);
  });

  it('accepts ae/oe/ue/ss for ä/ö/ü/ß and says so; a bare vowel stays wrong', () => {
    expect(checkTypedPhrase('Gruess Gott', 'Grüß Gott!')).toEqual({ correct: true, viaSubstitute: true, expected: 'Grüß Gott!' });
    expect(checkTypedPhrase('Grus Gott', 'Grüß Gott!').correct).toBe(false);
  });
});

describe('build the phrase (spec 001 §4, §5)', () => {
  it('is exact and case-sensitive after joining with single spaces', () => {
    expect(checkBuiltPhrase(['Haben', 'Sie', 'Schmerzen?'], 'Haben Sie Schmerzen?')).toBe(true);
    expect(checkBuiltPhrase(['haben', 'Sie', 'Schmerzen?'], 'Haben Sie Schmerzen?')).toBe(false);
    expect(checkBuiltPhrase(['Sie', 'Haben', 'Schmerzen?'], 'Haben Sie Schmerzen?')).toBe(false);
    expect(checkBuiltPhrase(['Haben', 'Sie'], 'Haben Sie Schmerzen?')).toBe(false);
    expect(checkBuiltPhrase(['Guten', 'Tag!'], ' Guten Tag! ')).toBe(true);
  });

  it('splits a phrase into its words', () => {
    expect(phraseWords('  Wie   geht es dir? ')).toEqual(['Wie', 'geht', 'es', 'dir?']);
    expect(phraseWords('   ')).toEqual([]);
  });

  it('shuffles the tiles: the same words, never in the phrase order when another order exists', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.constantFrom('ich', 'du', 'Tag', 'gut', 'ja'), { minLength: 1, maxLength: 6 }), (seed, words) => {
        const phrase = words.join(' ');
        const tiles = shuffledTiles(phrase, seeded(seed));
        expect(tiles.map((t) => t.text).sort()).toEqual([...words].sort());
        expect(new Set(tiles.map((t) => t.id)).size).toBe(words.length);
        if (new Set(words).size > 1) expect(tiles.map((t) => t.text).join(' ')).not.toBe(phrase);
      }),
    );
  });

  it('keeps a repeated word as two tiles, and a one-word phrase as one; punctuation is no part of a tile (issue 25)', () => {
    expect(shuffledTiles('Danke, danke schön!', () => 0).map((t) => t.text).sort()).toEqual(['Danke', 'danke', 'schön']);
    expect(shuffledTiles('Tschüss!', seeded(3))).toEqual([{ id: 0, text: 'Tschüss' }]);
    expect(shuffledTiles('Ich lerne noch!', seeded(1)).map((t) => t.text).sort()).toEqual(['Ich', 'lerne', 'noch']);
  });

  it('splits the punctuation off each word, a lone mark joining the word before (issue 25)', () => {
    expect(phraseParts('Wie geht’s, Anna?')).toEqual([
      { before: '', core: 'Wie', after: '' },
      { before: '', core: 'geht’s', after: ',' },
      { before: '', core: 'Anna', after: '?' },
    ]);
    expect(phraseParts('„Hallo“ – sagt er.')).toEqual([
      { before: '„', core: 'Hallo', after: '“ –' },
      { before: '', core: 'sagt', after: '' },
      { before: '', core: 'er', after: '.' },
    ]);
  });

  it('puts the punctuation back where the phrase has it, so the spec\'s exact check holds', () => {
    fc.assert(
      fc.property(fc.constantFrom('Danke, danke schön!', 'Ich bin noch nicht fertig!', 'Haben Sie Schmerzen?', '„Hallo“ – sagt er.'), fc.integer(), (phrase, seed) => {
        const parts = phraseParts(phrase);
        const tiles = shuffledTiles(phrase, seeded(seed));
        const inOrder = [...tiles].sort((a, b) => a.id - b.id).map((t) => t.text);
        expect(checkBuiltPhrase(placeWords(inOrder, parts), phrase)).toBe(true);
        for (const tile of tiles) expect(tile.text).not.toMatch(/^[\p{P}]|[\p{P}]$/u);
      }),
    );
    const parts = phraseParts('Danke, danke schön!');
    expect(placeWords(['danke', 'Danke', 'schön'], parts)).toEqual(['danke,', 'Danke', 'schön!']);
    expect(checkBuiltPhrase(placeWords(['danke', 'Danke', 'schön'], parts), 'Danke, danke schön!')).toBe(false);
  });

  it('offers a phrase for building only with two different words, for a blank only with two words (issue 25)', () => {
    expect(canBuildPhrase('Servus!')).toBe(false);
    expect(canBuildPhrase('Tschüss!')).toBe(false);
    expect(canBuildPhrase('ja, ja!')).toBe(false);
    expect(canBuildPhrase('Bis bald!')).toBe(true);
    expect(canFillPhrase('Tschüss!')).toBe(false);
    expect(canFillPhrase('Servus – !')).toBe(false);
    expect(canFillPhrase('Ja, ja!')).toBe(true);
  });
});

describe('pronunciation (spec 001 §4, §9)', () => {
  it('measures similarity by edit distance, ignoring case and punctuation', () => {
    expect(similarity('Spritze', 'spritze')).toBe(100);
    expect(similarity('Guten Tag', 'Guten Tag!')).toBe(100);
    expect(similarity('', '')).toBe(0);
  });

  it('accepts from 30 % under 10 characters, else from 35 %', () => {
    expect(pronunciationAccepted('Sprite', 'Spritze')).toBe(true);
    // "abcdefghij" (10 chars) vs a 6/10 different answer: 40 % similar → accepted; 3/10 → refused.
    expect(pronunciationAccepted('abcdxxxxxx', 'abcdefghij')).toBe(true);
    expect(pronunciationAccepted('abcxxxxxxx', 'abcdefghij')).toBe(false);
    // 35 % exactly on a 20-character phrase is enough; 30 % is not.
    expect(pronunciationAccepted('abcdefgxxxxxxxxxxxxx', 'abcdefghijklmnopqrst')).toBe(true);
    expect(pronunciationAccepted('abcdefxxxxxxxxxxxxxx', 'abcdefghijklmnopqrst')).toBe(false);
    // Under 10 characters 30 % is enough.
    expect(pronunciationAccepted('abcxxxxxx', 'abcdefghi')).toBe(true);
    expect(pronunciationAccepted('abxxxxxxx', 'abcdefghi')).toBe(false);
  });
});

describe('accepted alternatives (issue 27)', () => {
  it('takes in a blank the word an alternative puts in that place, and nothing else', () => {
    const alternatives = ['Dann kann ich leider nicht.', 'Da kann ich leider nie.', 'Dann kann ich nicht.'];
    expect(fillAlternatives('Da kann ich leider nicht.', 0, alternatives)).toEqual(['Dann']);
    expect(fillAlternatives('Da kann ich leider nicht.', 4, alternatives)).toEqual(['nie']);
    expect(fillAlternatives('Da kann ich leider nicht.', 1, alternatives)).toEqual([]);
    expect(fillAlternatives('Da kann ich leider nicht.', 0)).toEqual([]);
    expect(checkFill('dann', 'Da', ['Dann'])).toBe(true);
    expect(checkFill('Da', 'Da', ['Dann'])).toBe(true);
    expect(checkFill('Wann', 'Da', ['Dann'])).toBe(false);
  });

  it('takes the other order of the words exactly, case-sensitive as the phrase (spec 001 §5)', () => {
    const alternatives = ['Er spricht Deutsch besser als ich.'];
    expect(checkBuiltPhrase(['Er', 'spricht', 'Deutsch', 'besser', 'als', 'ich.'], 'Er spricht besser Deutsch als ich.', alternatives)).toBe(true);
    expect(checkBuiltPhrase(['Er', 'spricht', 'besser', 'Deutsch', 'als', 'ich.'], 'Er spricht besser Deutsch als ich.', alternatives)).toBe(true);
    expect(checkBuiltPhrase(['er', 'spricht', 'Deutsch', 'besser', 'als', 'ich.'], 'Er spricht besser Deutsch als ich.', alternatives)).toBe(false);
    expect(checkBuiltPhrase(['Deutsch', 'spricht', 'er', 'besser', 'als', 'ich.'], 'Er spricht besser Deutsch als ich.', alternatives)).toBe(false);
  });

  it('takes a typed alternative and keeps showing the phrase', () => {
    expect(checkTypedPhrase('Wie gehts', 'Wie geht es dir?', ['Wie geht’s?'])).toEqual({ correct: true, viaSubstitute: false, expected: 'Wie geht es dir?' });
    expect(checkTypedPhrase('Wie geht es Ihnen', 'Wie geht es dir?', ['Wie geht’s?']).correct).toBe(false);
  });

  it('takes gern for gerne and tschüs for tschüss (Duden lists both), nothing looser', () => {
    expect(checkFill('gerne', 'gern')).toBe(true);
    expect(checkFill('Gern', 'gern')).toBe(true);
    expect(checkFill('gern', 'gerne')).toBe(true);
    expect(checkFill('Tschüs', 'Tschüss')).toBe(true);
    expect(checkFill('gernee', 'gern')).toBe(false);
    expect(checkFill('lieber', 'gern')).toBe(false);
  });
});
