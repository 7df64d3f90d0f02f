/**
 * What a learner does on a prerendered page before the app is live (issue 23): the page is painted
 * seconds before its JavaScript has run, so a form would submit natively (GET: the fields in the
 * address bar) and a tap on a button would do nothing.
 *
 * `installEarlyGuard` runs as an inline script in every prerendered page (scripts/prerender.mjs
 * writes its source into the page; it must therefore be self-contained). Until the
 * shell marks `<html data-app-ready>`, it holds every form submission and every tap on a button,
 * remembers them in order, remembers which fields were changed, and shows that the page is starting
 * (the shell's `#app-starting` status and `aria-busy` on what was tapped). `replayEarlyInput`, called
 * by the shell once it is live, hands the changed fields to React and then carries the held
 * actions out — a login typed and sent before live goes through, a game's Start tapped before live
 * starts the game.
 */

/** One held action, in the order the learner made it. */
export interface EarlyAction {
  type: 'click' | 'submit' | 'field';
  el: Element;
}

declare global {
  interface Window {
    __early?: EarlyAction[];
  }
}

export function installEarlyGuard(): void {
  const doc = document;
  const root = doc.documentElement;
  const queue: EarlyAction[] = [];
  window.__early = queue;
  function live() {
    return root.hasAttribute('data-app-ready');
  }
  function has(type: EarlyAction['type'], el: Element) {
    for (let i = 0; i < queue.length; i++) {
      const held = queue[i];
      if (held && held.type === type && held.el === el) return true;
    }
    return false;
  }
  function hold(type: EarlyAction['type'], el: Element) {
    if (!has(type, el)) queue.push({ type: type, el: el });
    root.classList.add('app-starting');
    el.setAttribute('aria-busy', 'true');
    const status = doc.getElementById('app-starting');
    if (status) status.removeAttribute('hidden');
  }
  doc.addEventListener(
    'click',
    function (event) {
      if (live()) return;
      const target = event.target as Element | null;
      // The controls whose tap needs the app (links navigate by themselves; checkboxes toggle natively).
      const control = target && target.closest ? target.closest('button,summary,[role="button"],input[type="submit"],input[type="button"],input[type="image"]') : null;
      if (!control || (control as HTMLButtonElement).disabled) return;
      // A submit button's click would submit the form natively: held too, and replayed as a click.
      event.preventDefault();
      event.stopPropagation();
      hold('click', control);
    },
    true,
  );
  doc.addEventListener(
    'submit',
    function (event) {
      if (live()) return;
      event.preventDefault();
      event.stopPropagation();
      hold('submit', event.target as Element);
    },
    true,
  );
  function changed(event: Event) {
    if (live()) return;
    const el = event.target as Element;
    if (el && !has('field', el)) queue.push({ type: 'field', el: el });
  }
  doc.addEventListener('input', changed, true);
  doc.addEventListener('change', changed, true);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the learner left in a field: its value, or for a checkbox or radio button its state. */
type Given = string | boolean;

const givenIn = (field: Field): Given => (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : field.value);

/**
 * Tells React about a value the learner gave before hydration. React keeps the typed value in the
 * DOM while hydrating but its state is still the empty first value, and it only reports a change
 * when the value differs from the one it last saw: so the value is set back through the element
 * (React sees the old value), written again past React's watcher, and announced as an input.
 * Any render in between resets a controlled field to React's state: hence `given`, read before.
 */
export function handFieldToReact(field: Field, given: Given): void {
  if (typeof given === 'boolean') {
    const box = field as HTMLInputElement;
    box.checked = !given;
    // The click toggles it to the learner's choice and is React's change event for it.
    box.click();
    if (box.checked !== given) box.checked = given;
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = given;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') return;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = given === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, given);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function isField(el: Element): el is Field {
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
}

/** The next macrotask: React has rendered the fields' updates (sync lane, flushed in a microtask). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Called once the app is live: the fields first (so a held submit reads what was typed), then the
 * held taps and submissions in the order they were made. Elements hydration replaced are skipped.
 */
export async function replayEarlyInput(win: Window = window): Promise<number> {
  const queue = win.__early;
  const doc = win.document;
  doc.documentElement.classList.remove('app-starting');
  doc.getElementById('app-starting')?.setAttribute('hidden', '');
  if (!queue || queue.length === 0) return 0;
  win.__early = [];
  for (const action of queue) action.el.removeAttribute('aria-busy');
  const live = queue.filter((action) => action.el.isConnected);
  const fields = live.flatMap(({ type, el }) => (type === 'field' && isField(el) ? [{ el, given: givenIn(el) }] : []));
  for (const { el, given } of fields) {
    handFieldToReact(el, given);
    await nextTask();
  }
  // Enter in a field clicks the form's submit button: the click and the submission are one action.
  const clicked = new Set(live.flatMap(({ type, el }) => (type === 'click' && el instanceof HTMLButtonElement && el.type === 'submit' && el.form ? [el.form] : [])));
  let done = 0;
  for (const action of live) {
    if (action.type === 'submit' && clicked.has(action.el as HTMLFormElement)) continue;
    if (action.type === 'click' && action.el instanceof HTMLElement) {
      action.el.click();
      done += 1;
    } else if (action.type === 'submit' && action.el instanceof HTMLFormElement) {
      action.el.requestSubmit();
      done += 1;
    } else continue;
    await nextTask();
  }
  return done;
}
