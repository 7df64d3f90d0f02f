import { useEffect } from 'react';

/**
 * CSS that a page adds while it is shown and takes away when it leaves (e.g. its print rules).
 * A constructed style sheet (`document.adoptedStyleSheets`), not a `<style>` element: the site's
 * Content-Security-Policy (docs/security.md) allows inline style elements only by the hash of the
 * build's own, and the CSSOM is not subject to it. Where the browser cannot adopt sheets, the rules
 * are simply not applied.
 */
export function usePageStyleSheet(css: string): void {
  useEffect(() => {
    if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
    let sheet: CSSStyleSheet;
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      return;
    }
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [css]);
}
