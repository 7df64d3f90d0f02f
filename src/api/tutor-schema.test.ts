import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TutorListSchema } from './schemas';

const row = { id: '7', name: 'Anna', languages: ['DE', 'en'], levels: ['A1', 'C2'], specialities: ['grammar', 'yoga'], priceFrom: '18', priceTo: 25, currency: 'eur' };

describe('tutor list schema', () => {
  it('normalises ids, codes and prices and keeps only known levels and specialities', () => {
    expect(v.parse(TutorListSchema, [row])).toEqual([{ id: 7, name: 'Anna', photo: null, languages: ['de', 'en'], levels: ['A1'], specialities: ['grammar'], priceFrom: 18, priceTo: 25, currency: 'EUR' }]);
  });

  it('rejects a missing name, a reversed price range and a wrong currency', () => {
    expect(v.safeParse(TutorListSchema, [{ ...row, name: ' ' }]).success).toBe(false);
    expect(v.safeParse(TutorListSchema, [{ ...row, priceFrom: 30 }]).success).toBe(false);
    expect(v.safeParse(TutorListSchema, [{ ...row, currency: 'Euro' }]).success).toBe(false);
    expect(v.safeParse(TutorListSchema, { tutors: [] }).success).toBe(false);
  });
});
