import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '@/mocks/db';
import { clearFaults } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { useAppStore } from '@/store/store';
import { initTestI18n } from './test-i18n';
import { staticMediaQueryList } from './fake-device';

// findBy*/waitFor wait for a state, polling; on a busy 2-core machine (a clean-clone `npm test`
// beside a build) lazy chunks and the stand-in can take longer than the default 1 s to answer, so
// the ceiling is 5 s. A test still passes the moment the state is there.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: media queries answer "no match" (phone width) unless a test says otherwise.
const hasDom = typeof window !== 'undefined';
if (hasDom && !window.matchMedia) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, false);
}
// jsdom lacks the modal methods of <dialog>.
if (hasDom && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

beforeAll(async () => {
  // Every request must be answered by the stand-in: an unexpected call fails the test.
  server.listen({ onUnhandledRequest: 'error' });
  if (hasDom) await initTestI18n();
});

afterAll(() => server.close());

afterEach(() => {
  server.resetHandlers();
  resetDb();
  clearFaults();
  useAppStore.setState(useAppStore.getInitialState(), true);
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Progress and reviews are store state read from storage: empty again, like the storage.
  useAppStore.getState().reloadResults();
  useAppStore.getState().reloadReviews();
});
