/**
 * Puts focus back where it was before a dialog opened. When that was nowhere (the document body,
 * as when the dialog opens with the page) or the element is gone, the main region takes it, so the
 * next Tab continues in the page's content instead of starting again at the top of the document.
 */
export function restoreFocus(previous: Element | null): void {
  if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
    previous.focus({ preventScroll: true });
    if (document.activeElement === previous) return;
  }
  document.getElementById('main')?.focus({ preventScroll: true });
}
