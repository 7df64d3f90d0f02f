import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBrowserFeature, useFirstRenderRandom, useHydrated, useStoredState } from '@/lib/hydration';
import type { StoredKey } from '@/lib/stored-key';
import { sample } from '@/lib/random';

/**
 * Issue 18.1: a prerendered page is hydrated. The first client pass must render exactly what the
 * build rendered (a visitor, speech assumed, the same "random" picks), then the learner's state.
 */
function Probe({ token }: { token: string | null }) {
  const hydrated = useHydrated();
  const noSuchFeature = useBrowserFeature(() => false);
  const random = useFirstRenderRandom('probe');
  const [picks] = useState(() => sample([...'abcdefghijklmnop'], 4, random).join(''));
  return <p>{[hydrated ? 'hydrated' : 'first pass', token ?? 'visitor', noSuchFeature ? 'feature' : 'no feature', picks].join('|')}</p>;
}

afterEach(() => {
  window.localStorage.clear();
});

describe('hydrating a prerendered page', () => {
  it('renders the visitor first, then the stored user, without a mismatch', async () => {
    // A page load of a logged-in learner: the store is created with the token in storage.
    window.localStorage.setItem('token', 'learner-token');
    vi.resetModules();
    const store = await import('@/store/store');
    expect(store.useAppStore.getState().token).toBe('learner-token');
    function LearnerProbe() {
      const token = store.useAppStore((s) => s.token);
      return <Probe token={token} />;
    }
    // The build rendered a visitor (no storage there).
    const html = renderToString(<Probe token={null} />);
    const [first, visitor, feature, serverPicks] = html.replace(/<\/?p>/g, '').split('|');
    expect([first, visitor, feature]).toEqual(['first pass', 'visitor', 'feature']);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    store.hydrateAsVisitor();
    const prerendered = container.querySelector('p');
    const root = await act(async () => hydrateRoot(container, <LearnerProbe />, { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    // The same node, hydrated; then the real values: the user, the missing feature. The picks stay.
    expect(container.querySelector('p')).toBe(prerendered);
    expect(container.textContent).toBe(`hydrated|learner-token|no feature|${serverPicks}`);
    act(() => root.unmount());
    container.remove();
  });

  it('shows a value read from storage only once hydrated, read once at mount (useStoredState)', async () => {
    window.localStorage.setItem('flag', 'stored');
    let reads = 0;
    const FLAG: StoredKey<string> = {
      name: 'flag',
      area: 'local',
      fallback: 'visitor',
      decode: (text) => {
        reads += 1;
        return text;
      },
      encode: (text) => text,
    };
    function Stored() {
      const [value, setValue] = useStoredState(FLAG);
      return (
        <button type="button" onClick={() => setValue('clicked')}>
          {value}
        </button>
      );
    }
    const html = renderToString(<Stored />);
    expect(html).toContain('visitor');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    reads = 0;
    const root = await act(async () => hydrateRoot(container, <Stored />, { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('stored');
    // A write after mount (the page's own effect) does not change what was read.
    window.localStorage.setItem('flag', 'written later');
    expect(container.textContent).toBe('stored');
    // The setter shows the value and stores it.
    act(() => container.querySelector('button')?.click());
    expect(container.textContent).toBe('clicked');
    expect(window.localStorage.getItem('flag')).toBe('clicked');
    expect(reads).toBe(1);
    act(() => root.unmount());
    container.remove();

    // A page opened inside the app: the stored value at once.
    const fresh = document.createElement('div');
    const freshRoot = createRoot(fresh);
    act(() => freshRoot.render(<Stored />));
    expect(fresh.textContent).toBe('clicked');
    act(() => freshRoot.unmount());
  });

  it('renders the real values at once, with fresh picks, in a page opened inside the app', () => {
    const texts = Array.from({ length: 5 }, () => renderFresh());
    for (const text of texts) expect(text).toMatch(/^hydrated\|visitor\|no feature\|[a-p]{4}$/);
    // Math.random: five fresh picks of 4 out of 16 letters do not all agree.
    expect(new Set(texts).size).toBeGreaterThan(1);
  });
});

function renderFresh(): string {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<Probe token={null} />));
  const text = container.textContent ?? '';
  act(() => root.unmount());
  container.remove();
  return text;
}
