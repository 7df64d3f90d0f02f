import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { BUDGETS, EMPTY_VALUES, OFFERS, describeSendError, firstInvalid, validateAdvertise, type AdvertiseValues } from './form';

const filled: AdvertiseValues = {
  company: 'Reisebüro Sonnenschein GmbH',
  name: 'Jana Weber',
  email: 'jana.weber@example.com',
  offer: 'travelPackage',
  budget: '',
  message: 'Wir möchten im Frühjahr Städtereisen bewerben.',
};

describe('validateAdvertise', () => {
  it('accepts a complete enquiry, with or without a budget', () => {
    expect(validateAdvertise(filled)).toEqual({});
    for (const budget of BUDGETS) expect(validateAdvertise({ ...filled, budget })).toEqual({});
    for (const offer of OFFERS) expect(validateAdvertise({ ...filled, offer })).toEqual({});
  });

  it('names every missing required field, and the first in page order', () => {
    const errors = validateAdvertise(EMPTY_VALUES);
    expect(errors).toEqual({
      company: 'form.errors.companyRequired',
      name: 'form.errors.nameRequired',
      email: 'form.errors.emailRequired',
      offer: 'form.errors.offerRequired',
      message: 'form.errors.messageRequired',
    });
    expect(firstInvalid(errors)).toBe('company');
    expect(firstInvalid(validateAdvertise({ ...filled, email: 'x', message: '' }))).toBe('email');
    expect(firstInvalid({})).toBeNull();
  });

  it('treats blanks as empty', () => {
    expect(validateAdvertise({ ...filled, company: '   ', name: '\t' })).toEqual({ company: 'form.errors.companyRequired', name: 'form.errors.nameRequired' });
  });

  it('checks the e-mail address', () => {
    for (const email of ['jana', 'jana@', 'jana@example', 'ja na@example.com']) {
      expect(validateAdvertise({ ...filled, email }).email).toBe('form.errors.emailInvalid');
    }
    expect(validateAdvertise({ ...filled, email: '  jana@example.de ' }).email).toBeUndefined();
  });

  it('checks the message length', () => {
    expect(validateAdvertise({ ...filled, message: 'Hallo' }).message).toBe('form.errors.messageShort');
    expect(validateAdvertise({ ...filled, message: 'a'.repeat(2001) }).message).toBe('form.errors.messageLong');
    expect(validateAdvertise({ ...filled, message: 'a'.repeat(2000) }).message).toBeUndefined();
  });

  it('refuses an offer or budget that is not in the lists', () => {
    expect(validateAdvertise({ ...filled, offer: 'billboard' as never }).offer).toBe('form.errors.offerRequired');
    expect(validateAdvertise({ ...filled, budget: 'millions' as never }).budget).toBe('form.errors.budgetInvalid');
  });
});

describe('describeSendError', () => {
  it('gives each failure its own localised message', () => {
    expect(describeSendError(new ApiError({ kind: 'network', call: 'advertiseRequest' }))).toEqual({ key: 'form.errors.network' });
    expect(describeSendError(new ApiError({ kind: 'timeout', call: 'advertiseRequest' }))).toEqual({ key: 'form.errors.timeout' });
    expect(describeSendError(new ApiError({ kind: 'http', status: 500, call: 'advertiseRequest' }))).toEqual({ key: 'form.errors.unexpected' });
    expect(describeSendError(new ApiError({ kind: 'shape', call: 'advertiseRequest' }))).toEqual({ key: 'form.errors.unexpected' });
    expect(describeSendError(new ApiError({ kind: 'server', call: 'advertiseRequest', serverMessage: 'Spam suspected' }))).toEqual({ key: 'form.errors.refused', serverMessage: 'Spam suspected' });
    expect(describeSendError(new Error('boom'))).toEqual({ key: 'form.errors.unexpected' });
    expect(describeSendError(new ApiError({ kind: 'offline', call: 'advertiseRequest' }))).toEqual({ text: 'You are offline — this needs a connection' });
  });
});
