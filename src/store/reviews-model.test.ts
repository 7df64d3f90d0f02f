import { describe, expect, it } from 'vitest';
import { fillTranslations, repairReviews, untranslated } from './reviews-model';

/** Exactly what was found on a device: a German word with no usable translation. */
const STORED_ENTRY = '{"review": " das Haus ", "translation": null}';

describe('reviews model', () => {
  it('keeps a German word without a usable translation, trimmed, in a list or stored alone', () => {
    expect(repairReviews(JSON.parse(`[${STORED_ENTRY}]`))).toEqual([{ review: 'das Haus', translation: '' }]);
    expect(repairReviews(JSON.parse(STORED_ENTRY))).toEqual([{ review: 'das Haus', translation: '' }]);
    expect(repairReviews([{ review: 'der Hund', translation: 5 }, { review: ' ', translation: 'x' }, { translation: 'y' }, null, 'Wort'])).toEqual([
      { review: 'der Hund', translation: '' },
    ]);
    expect(repairReviews([{ review: 'die Katze', translation: ' cat ' }])).toEqual([{ review: 'die Katze', translation: 'cat' }]);
    expect(repairReviews('das Haus')).toEqual([]);
  });

  it('fills missing translations where the word is known, and changes nothing else', () => {
    const items = [
      { review: 'das Haus', translation: '' },
      { review: 'die Katze', translation: '' },
      { review: 'der Hund', translation: 'dog' },
    ];
    const known = new Map([
      ['die katze', 'cat'],
      ['der hund', 'hound'],
    ]);
    const filled = fillTranslations(items, (review) => known.get(review.toLowerCase()));
    expect(filled).toEqual([
      { review: 'das Haus', translation: '' },
      { review: 'die Katze', translation: 'cat' },
      { review: 'der Hund', translation: 'dog' },
    ]);
    expect(untranslated(filled)).toEqual(['das Haus']);
    // Nothing known: the very same list, so nothing is saved.
    expect(fillTranslations(filled, () => undefined)).toBe(filled);
    expect(fillTranslations(filled, () => '  ')).toBe(filled);
  });
});
