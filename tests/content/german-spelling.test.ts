import { describe, expect, it } from 'vitest';
import { isKnownGerman, unknownGermanWords } from './german-spelling';

describe('German spell check (Hunspell de_DE from npm)', () => {
  it('knows inflected forms and compounds', () => {
    for (const word of ['Straße', 'Äpfel', 'gehst', 'angekommen', 'Kühlschrank', 'Gleichberechtigung', 'Lebensmittelgeschäft', 'E-Mail']) {
      expect(isKnownGerman(word), word).toBe(true);
    }
  });

  it('finds misspellings, ae/oe/ue/ss substitutes and missing capitals', () => {
    expect(unknownGermanWords(['Die Strase ist lang.', 'Ich gehe nach Hauss.', 'Aepfel und Kuehlschrank', 'der tisch'])).toEqual(
      ['Aepfel', 'Hauss', 'Kuehlschrank', 'Strase', 'tisch'],
    );
  });
});
