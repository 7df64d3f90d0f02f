import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { describeRequestError } from './describe-error';
import { initials, priceRange } from './format';
import { emptyDraft, firstInvalid, validateDraft, type RequestDraft } from './validate';

const good: RequestDraft = { name: 'Oksana', email: 'oksana@example.com', level: 'A2', goal: 'work', message: 'Ich möchte sprechen üben.' };

describe('tutor request validation', () => {
  it('accepts a complete request', () => {
    expect(validateDraft(good)).toEqual({ name: null, email: null, level: null, goal: null, message: null });
    expect(firstInvalid(validateDraft(good))).toBeNull();
  });

  it('names every missing field, the first one first', () => {
    const errors = validateDraft(emptyDraft);
    expect(errors).toEqual({ name: 'errors.nameRequired', email: 'errors.emailRequired', level: 'errors.levelRequired', goal: 'errors.goalRequired', message: 'errors.messageRequired' });
    expect(firstInvalid(errors)).toBe('name');
  });

  it('treats blanks as empty and checks e-mail, lengths', () => {
    expect(validateDraft({ ...good, name: '   ' }).name).toBe('errors.nameRequired');
    expect(validateDraft({ ...good, name: 'x'.repeat(101) }).name).toBe('errors.nameLong');
    expect(validateDraft({ ...good, email: 'kein-at' }).email).toBe('errors.emailInvalid');
    expect(validateDraft({ ...good, email: ' a@b.de ' }).email).toBeNull();
    expect(validateDraft({ ...good, message: '  kurz  ' }).message).toBe('errors.messageShort');
    expect(validateDraft({ ...good, message: 'x'.repeat(2001) }).message).toBe('errors.messageLong');
    expect(firstInvalid(validateDraft({ ...good, goal: '', message: '' }))).toBe('goal');
  });
});

describe('request failures', () => {
  it('maps every kind of failure to a message key, a refusal with its reason', () => {
    expect(describeRequestError(new ApiError({ kind: 'network', call: 'x' }))).toEqual({ key: 'errors.network' });
    expect(describeRequestError(new ApiError({ kind: 'timeout', call: 'x' }))).toEqual({ key: 'errors.timeout' });
    expect(describeRequestError(new ApiError({ kind: 'http', call: 'x', status: 500 }))).toEqual({ key: 'errors.http' });
    expect(describeRequestError(new ApiError({ kind: 'shape', call: 'x' }))).toEqual({ key: 'errors.shape' });
    expect(describeRequestError(new ApiError({ kind: 'server', call: 'x' }))).toEqual({ key: 'errors.refused' });
    expect(describeRequestError(new ApiError({ kind: 'server', call: 'x', serverMessage: 'Nope' }))).toEqual({ key: 'errors.refusedWithReason', reason: 'Nope' });
    expect(describeRequestError(new Error('?'))).toEqual({ key: 'errors.shape' });
    expect(describeRequestError(new ApiError({ kind: 'offline', call: 'x' }))).toEqual({ text: 'You are offline — this needs a connection' });
  });
});

describe('profile formatting', () => {
  it('writes initials and price ranges', () => {
    expect(initials('Anna Becker')).toBe('AB');
    expect(initials('Mehmet Ali Yılmaz')).toBe('MY');
    expect(initials('Cher')).toBe('C');
    expect(priceRange(18, 25, 'EUR', 'en')).toMatch(/18.*25/);
    expect(priceRange(20, 20, 'EUR', 'en')).toBe('€20');
    expect(priceRange(18, 25, 'XX', 'en')).toBe('18–25 XX');
  });
});
