import { describe, expect, it } from 'vitest';
import { registerContrast, registerOf, registerWords } from './register';

describe('registerOf', () => {
  it('reads Sie, Ihr-, Ihnen as Sie and du, dein-, dir, dich as du', () => {
    expect(registerOf('Ihre Blumen sind wunderschön!')).toBe('Sie');
    expect(registerOf('Das steht Ihnen super!')).toBe('Sie');
    expect(registerOf('Sie kochen fantastisch!')).toBe('Sie');
    expect(registerOf('Deine Blumen sind wunderschön!')).toBe('du');
    expect(registerOf('Das steht dir super!')).toBe('du');
    expect(registerOf('Ich bin so stolz auf dich!')).toBe('du');
  });

  it('is case-sensitive for Sie: lower-case sie and ihr are "she" and "her", not the polite form', () => {
    expect(registerOf('Ich glaube, sie mag ihr neues Kleid.')).toBe('none');
    expect(registerOf('Das Essen war köstlich.')).toBe('none');
  });

  it('only counts whole words (Dirndl, Diesel, Ihrerseits are no pronouns)', () => {
    expect(registerOf('Das Dirndl ist schön.')).toBe('none');
    expect(registerOf('Dudelsack')).toBe('none');
    expect(registerWords('Ihre Schuhe und deine Tasche', 'du')).toEqual(['deine']);
  });

  it('sees a sentence with both registers as mixed', () => {
    expect(registerOf('Ihre Blumen und deine Katze')).toBe('mixed');
  });
});

describe('registerContrast', () => {
  it('names the first register word of each side', () => {
    expect(registerContrast('Ihre Blumen sind wunderschön!', 'Deine Blumen sind wunderschön!', 'Sie')).toEqual({ right: 'Ihre', wrong: 'Deine' });
    expect(registerContrast('Das Kleid steht dir super!', 'Das Kleid steht Ihnen super!', 'du')).toEqual({ right: 'dir', wrong: 'Ihnen' });
    expect(registerContrast('Haben Sie ihn selbst gebacken?', 'Hast du ihn selbst gebacken?', 'Sie')).toEqual({ right: 'Sie', wrong: 'du' });
  });
});
