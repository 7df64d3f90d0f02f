import { useAppStore } from '@/store/store';

/**
 * The one live region of the site (WCAG 4.1.3 "Status messages"): every quiz and game announces
 * right, wrong and the score here through `useQuizSession`. It exists from the first paint, so
 * screen readers are already listening when the first answer comes; each announcement is a new
 * node, so the same words said twice are heard twice.
 */
export function LiveRegion() {
  const { text, n } = useAppStore((s) => s.announcement);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-region">
      {text && <p key={n}>{text}</p>}
    </div>
  );
}
