import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '@/api/errors';
import { deleteFailureMessage, resetFailureMessage } from '@/features/account/model/messages';
import { i18n } from '@/i18n/i18n';
import { apiErrorDetail, apiErrorMessage } from '@/api/error-message';
import uaAccount from '../../locales/ua/account.json';
import uaCommon from '../../locales/ua/common.json';
import uaProfessional from '../../locales/ua/professional.json';
import { PracticePage } from '@/features/professional/components/practice-page';
import { setFault } from '@/mocks/faults';
import { renderWithProviders } from '../render';

/**
 * Issue 26 item 5: a failed call reads in the learner's language only. Every ApiError kind,
 * rendered in Ukrainian, holds no Latin-script word (the technical detail is kept apart).
 */
const KINDS: ApiErrorKind[] = ['offline', 'network', 'timeout', 'http', 'server', 'shape'];
const LATIN = /[A-Za-z]/;

function errorOf(kind: ApiErrorKind): ApiError {
  return new ApiError({ kind, call: 'resetProgress', status: kind === 'http' ? 500 : undefined, detail: kind === 'shape' ? 'data.0.rate: Invalid type' : undefined });
}

beforeEach(async () => {
  i18n.addResourceBundle('ua', 'common', uaCommon, true, true);
  i18n.addResourceBundle('ua', 'account', uaAccount, true, true);
  i18n.addResourceBundle('ua', 'professional', uaProfessional, true, true);
  await i18n.changeLanguage('ua');
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('error lines in Ukrainian', () => {
  it.each(KINDS)('%s: a Ukrainian sentence, no Latin-script technical words', (kind) => {
    const message = apiErrorMessage(errorOf(kind));
    expect(message.length).toBeGreaterThan(5);
    expect(message).not.toMatch(LATIN);
    // The technical English stays available for a title or the console.
    expect(apiErrorDetail(errorOf(kind))).toContain('resetProgress');
  });

  it.each(KINDS)('%s: the account page’s reset and delete lines hold no Latin script', (kind) => {
    for (const message of [resetFailureMessage(errorOf(kind)), deleteFailureMessage(errorOf(kind))]) {
      const line = 'text' in message ? message.text : i18n.t(message.key, { ns: 'account', error: message.error ?? '' });
      expect(line).not.toMatch(LATIN);
    }
  });

  it('the practice page says the server answered with an error, in Ukrainian, the detail in the title', async () => {
    setFault('getProfWords', 'html500');
    renderWithProviders(<PracticePage subcategoryId={101} wordsType="Nouns" lang="ua" loggedIn={false} loginLink="/login" uploadsBase="/uploads/" tag="job" secondsPerWord={30} onFinished={() => undefined} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/500/);
    expect(alert.textContent).not.toMatch(LATIN);
    expect(alert).toHaveAttribute('title', expect.stringContaining('getProfWords: http 500'));
  });
});

