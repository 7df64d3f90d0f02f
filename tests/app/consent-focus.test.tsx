import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConsentBanner } from '@/app/shell/consent-banner';
import { renderWithProviders } from '../render';

/** Issue 10 item 11: when the consent dialog closes, focus goes back into the page, not to the top of the document. */
function Page() {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <button type="button">In the page</button>
      </main>
      <ConsentBanner />
    </>
  );
}

describe('consent dialog focus', () => {
  it('gives focus to the main region when nothing had it before (the dialog opens with the page)', async () => {
    renderWithProviders(<Page />);
    const ok = await screen.findByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await userEvent.click(ok);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('returns focus to the element that had it before the dialog opened', async () => {
    const outside = document.createElement('button');
    outside.textContent = 'Focused before';
    document.body.append(outside);
    outside.focus();
    try {
      renderWithProviders(<Page />);
      await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
      expect(outside).toHaveFocus();
    } finally {
      outside.remove();
    }
  });
});
