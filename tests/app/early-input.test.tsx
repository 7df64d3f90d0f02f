import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installEarlyGuard, replayEarlyInput } from '@/app/early-input';

/** A controlled form like the login form, reporting what it submits. */
function LoginLike({ onSend, onStart }: { onSend: (values: { email: string; slow: boolean; level: string }) => void; onStart: () => void }) {
  const [email, setEmail] = useState('');
  const [slow, setSlow] = useState(false);
  const [level, setLevel] = useState('A1');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ email, slow, level });
  };
  return (
    <div>
      <form onSubmit={submit}>
        <input aria-label="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <input aria-label="slow" type="checkbox" checked={slow} onChange={(e) => setSlow(e.target.checked)} />
        <select aria-label="level" value={level} onChange={(e) => setLevel(e.target.value)}>
          <option value="A1">A1</option>
          <option value="A2">A2</option>
        </select>
        <button type="submit">Send</button>
      </form>
      <button type="button" onClick={onStart}>
        Start
      </button>
      <div id="app-starting" role="status" hidden>
        Loading the page…
      </div>
    </div>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-app-ready');
  document.documentElement.classList.remove('app-starting');
  delete window.__early;
});

/** The prerendered HTML with the guard installed, as a page is before its JavaScript has run. */
function prerendered(onSend = vi.fn(), onStart = vi.fn()) {
  const app = <LoginLike onSend={onSend} onStart={onStart} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.appendChild(container);
  installEarlyGuard();
  return { app, container, onSend, onStart, q: (label: string) => container.querySelector(`[aria-label="${label}"]`) as HTMLInputElement };
}

function typeNatively(input: HTMLInputElement | HTMLSelectElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function goLive(app: React.ReactElement, container: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(container, app);
  });
  document.documentElement.setAttribute('data-app-ready', '');
  await act(async () => {
    await replayEarlyInput();
  });
}

describe('early input (issue 23)', () => {
  it('holds a submission made before live, shows that the page is starting, and sends what was typed once live', async () => {
    const page = prerendered();
    typeNatively(page.q('email'), 'lena@example.com');
    page.q('slow').click();
    typeNatively(page.q('level') as unknown as HTMLSelectElement, 'A2');
    const send = page.container.querySelector('button[type="submit"]') as HTMLButtonElement;
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    send.click();
    page.container.querySelector('form')?.dispatchEvent(submitted);

    expect(submitted.defaultPrevented).toBe(true);
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(document.documentElement.classList.contains('app-starting')).toBe(true);
    expect(document.getElementById('app-starting')?.hidden).toBe(false);
    expect(page.onSend).not.toHaveBeenCalled();

    await goLive(page.app, page.container);
    // The click on Send and the submit event were one action each: the form is sent, with the values.
    expect(page.onSend).toHaveBeenCalledWith({ email: 'lena@example.com', slow: true, level: 'A2' });
    expect(page.q('email').value).toBe('lena@example.com');
    expect(send.hasAttribute('aria-busy')).toBe(false);
    expect(document.getElementById('app-starting')?.hidden).toBe(true);
    expect(document.documentElement.classList.contains('app-starting')).toBe(false);
  });

  it('carries out a tap on a button made before live, once, even when tapped twice', async () => {
    const page = prerendered();
    const start = [...page.container.querySelectorAll('button')].find((b) => b.textContent === 'Start') as HTMLButtonElement;
    start.click();
    start.click();
    expect(page.onStart).not.toHaveBeenCalled();
    await goLive(page.app, page.container);
    expect(page.onStart).toHaveBeenCalledTimes(1);
  });

  it('keeps typed text without sending anything when nothing was submitted', async () => {
    const page = prerendered();
    typeNatively(page.q('email'), 'typed early');
    await goLive(page.app, page.container);
    expect(page.onSend).not.toHaveBeenCalled();
    expect(page.q('email').value).toBe('typed early');
    // React's state has the typed text: a submit after live sends it.
    await act(async () => {
      (page.container.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    });
    expect(page.onSend).toHaveBeenCalledWith({ email: 'typed early', slow: false, level: 'A1' });
  });

  it('lets everything through once the app is live', () => {
    const page = prerendered();
    document.documentElement.setAttribute('data-app-ready', '');
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    page.container.querySelector('form')?.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
    expect(window.__early).toEqual([]);
  });
});
