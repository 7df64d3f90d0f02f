import { describe, expect, it } from 'vitest';
import { checkEnding, checkName, checkSpokenDate, labelOf } from './check';
import { dateSentence } from './date-words';

describe('checking a date said in words', () => {
  it.each([
    ['am dritten März', 'am 3. März', true],
    ['Am Dritten März', 'am 3. März', true],
    ['  am  dritten   märz ', 'am 3. März', true],
    ['am dritten Maerz', 'am 3. März', true],
    ['am dritten Marz', 'am 3. März', false],
    ['am dritte März', 'am 3. März', false],
    ['der dritten März', 'der 3. März', false],
    ['der dritte März', 'der 3. März', true],
    ['Montag der dritte März', 'Montag, der 3. März', true],
    ['Montag, der dritte März.', 'Montag, der 3. März', true],
    ['am dritten Dritten', 'am 3.3.', true],
    ['am dritten März', 'am 3.3.', true],
    ['am dritten Dritten', 'am 3. März', false],
    ['am siebenten Juli', 'am 7. Juli', true],
    ['am siebten Juli', 'am 7. Juli', true],
    ['am achtten Juli', 'am 8. Juli', false],
    ['vom ersten bis zum fünften Juni', 'vom 1. bis zum 5. Juni', true],
    ['vom ersten bis fünften Juni', 'vom 1. bis zum 5. Juni', false],
    ['bis zum einunddreissigsten August', 'bis zum 31. August', true],
    ['am 3. März', 'am 3. März', false],
    ['', 'am 3. März', false],
    // Issue 27, item by item: every form a German says for the marked date, nothing else.
    ['am ersten Mai', 'am 1. Mai', true],
    ['am 1. Mai', 'am 1. Mai', false],
    ['ersten Mai', 'am 1. Mai', false],
    ['erster Mai', 'am 1. Mai', false],
    ['am erste Mai', 'am 1. Mai', false],
    ['der erste Mai', 'der 1. Mai', true],
    ['erster Mai', 'der 1. Mai', false],
    ['den ersten Mai', 'der 1. Mai', false],
    ['den ersten Mai', 'den 1. Mai', true],
    ['der erste Mai', 'den 1. Mai', false],
    ['am Montag, dem dritten März', 'am Montag, dem 3. März', true],
    ['am Montag, den dritten März', 'am Montag, dem 3. März', true],
    ['am Montag den dritten März', 'am Montag, dem 3. März', true],
    ['am Montag, dem dritte März', 'am Montag, dem 3. März', false],
    ['am Montag, der dritte März', 'am Montag, dem 3. März', false],
    ['am dritten März', 'am Montag, dem 3. März', false],
    ['Montag, der dritte März', 'Montag, der 3. März', true],
    ['Montag, den dritten März', 'Montag, der 3. März', false],
    ['der dritte März', 'Montag, der 3. März', false],
    ['Sonnabend, der erste März', 'Samstag, der 1. März', false],
    ['am dritten Ersten', 'am 3.1.', true],
    ['am dritten Januar', 'am 3.1.', true],
    ['am dritten Jänner', 'am 3.1.', true],
    ['am dritten Jänner', 'am 3. Januar', false],
    ['ab dem ersten Ersten', 'ab dem 1.1.', true],
    ['ab ersten Ersten', 'ab dem 1.1.', false],
    ['vom ersten Juni bis zum fünften Juni', 'vom 1. bis zum 5. Juni', false],
  ])('"%s" for "%s" → %s', (given, phrase, correct) => {
    expect(checkSpokenDate(given, phrase).correct).toBe(correct);
  });

  it('shows the first spelling and says when ae/oe/ue/ss stood in', () => {
    expect(checkSpokenDate('am dritten Maerz', 'am 3. März')).toEqual({ correct: true, viaSubstitute: true, expected: 'am dritten März' });
    expect(checkSpokenDate('am siebenten Juli', 'am 7. Juli').expected).toBe('am siebten Juli');
  });

  it('accepts the digits only where the exercise allows them', () => {
    expect(checkSpokenDate('am 3. März', 'am 3. März', { digits: true }).correct).toBe(true);
    expect(checkSpokenDate('am 1. mai', 'am 1. Mai', { digits: true }).correct).toBe(true);
    expect(checkSpokenDate('am 4. März', 'am 3. März', { digits: true }).correct).toBe(false);
    expect(checkSpokenDate('am 3. März', 'am 3. März').correct).toBe(false);
  });
});

describe('checking a name', () => {
  it.each([
    ['März', 'März', true],
    ['maerz', 'März', true],
    ['Marz', 'März', false],
    ['Jänner', 'Januar', true],
    ['Sonnabend', 'Samstag', true],
    ['Sonnabend', 'Sonntag', false],
    ['Juni', 'Juli', false],
    [' donnerstag ', 'Donnerstag', true],
  ])('"%s" for %s → %s', (given, name, correct) => {
    expect(checkName(given, name).correct).toBe(correct);
  });
});

describe('checking an ending', () => {
  it.each([
    ['en', 3, 'en', true],
    ['-en', 3, 'en', true],
    ['EN', 3, 'en', true],
    ['dritten', 3, 'en', true],
    ['e', 3, 'en', false],
    ['n', 3, 'en', false],
    ['e', 1, 'e', true],
    ['erste', 1, 'e', true],
    ['en', 1, 'e', false],
    ['siebente', 7, 'e', true],
    ['siebte', 7, 'e', true],
    ['siebten', 7, 'e', false],
  ] as const)('"%s" for %i. with -%s → %s', (given, day, ending, correct) => {
    const result = checkEnding(given, day, ending);
    expect(result.correct).toBe(correct);
    expect(result.expected).toBe(ending);
  });
});

it('labels a sentence by its date', () => {
  expect(labelOf(dateSentence('course', { days: [1, 5], month: 6, year: 2025 }))).toBe('1.–5.6.');
  expect(labelOf(dateSentence('letter', { days: [3], month: 3, year: 2025 }))).toBe('3.3.');
});
