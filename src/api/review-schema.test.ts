import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ReviewsSchema } from './schemas';

describe('getReviews answer', () => {
  it('keeps a review whose translation is missing, null or not text (the trainer needs only the word)', () => {
    const answer = { data: [{ review: ' das Haus ', translation: null }, { review: 'der Hund' }, { review: 'die Katze', translation: ' cat ' }, { review: 'das Auto', translation: 3 }] };
    expect(v.parse(ReviewsSchema, answer).data).toEqual([
      { review: 'das Haus', translation: '' },
      { review: 'der Hund', translation: '' },
      { review: 'die Katze', translation: 'cat' },
      { review: 'das Auto', translation: '' },
    ]);
  });
});
