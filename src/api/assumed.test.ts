import { callLooksMissing } from './assumed';
import { ApiError } from './errors';

describe('callLooksMissing', () => {
  it('is true for a 404, an HTML page and no answer', () => {
    expect(callLooksMissing(new ApiError({ kind: 'http', call: 'getTutors', status: 404 }))).toBe(true);
    expect(callLooksMissing(new ApiError({ kind: 'http', call: 'getTutors', status: 404, serverMessage: 'Not here' }))).toBe(true);
    expect(callLooksMissing(new ApiError({ kind: 'http', call: 'getTutors', status: 500 }))).toBe(true);
    expect(callLooksMissing(new ApiError({ kind: 'shape', call: 'getTutors', detail: 'not JSON' }))).toBe(true);
    expect(callLooksMissing(new ApiError({ kind: 'network', call: 'getTutors' }))).toBe(true);
    expect(callLooksMissing(new ApiError({ kind: 'timeout', call: 'getTutors' }))).toBe(true);
  });

  it('is false for a refusal with the server’s words, offline, and anything else', () => {
    expect(callLooksMissing(new ApiError({ kind: 'server', call: 'x', serverMessage: 'Please fill in all fields.' }))).toBe(false);
    expect(callLooksMissing(new ApiError({ kind: 'http', call: 'x', status: 422, serverMessage: 'Invalid e-mail' }))).toBe(false);
    expect(callLooksMissing(new ApiError({ kind: 'offline', call: 'x' }))).toBe(false);
    expect(callLooksMissing(new Error('boom'))).toBe(false);
  });
});
