import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { bootProgress } from '@/features/progress/boot';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

const MESSAGE = /Your progress could not be saved: this device's storage is full\./;

/** Fills localStorage until not one more character fits. */
function exhaustQuota(): void {
  let n = 0;
  for (let size = 1_000_000; size >= 1; size = Math.floor(size / 10)) {
    for (;;) {
      try {
        localStorage.setItem(`filler${n}`, 'x'.repeat(size));
        n++;
      } catch {
        break;
      }
    }
  }
}

describe('the storage-full notice in the shell', () => {
  it('tells the learner when start-up cannot save the old progress, can be closed, and returns when a star cannot be saved', async () => {
    localStorage.setItem('consentGiven', 'true');
    localStorage.setItem('food01_results', JSON.stringify({ typing: [true, true, false] }));
    exhaustQuota();
    bootProgress();
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(MESSAGE);
    // The old key is still there: nothing was lost.
    expect(localStorage.getItem('food01_results')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(MESSAGE)).toBeNull();

    act(() => {
      useAppStore.getState().saveResults({ ...useAppStore.getState().quizResults, food02_results: { german: [true, false, false] } });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
  });

  it('says nothing when saving works', async () => {
    localStorage.setItem('consentGiven', 'true');
    localStorage.setItem('food01_results', JSON.stringify({ typing: [true, true, false] }));
    bootProgress();
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    act(() => {
      useAppStore.getState().saveResults({ food02_results: { german: [true, false, false] } });
    });
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });
});
