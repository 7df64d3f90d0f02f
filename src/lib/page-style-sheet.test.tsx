import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageStyleSheet } from './page-style-sheet';

/** jsdom has no constructed style sheets: a minimal stand-in of the two parts the hook uses. */
class FakeSheet {
  css = '';
  replaceSync(css: string) {
    if (css.includes('@import')) throw new Error('no @import in a constructed sheet');
    this.css = css;
  }
}

function Page({ css }: { css: string }) {
  usePageStyleSheet(css);
  return <p>page</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
});

describe('usePageStyleSheet', () => {
  it('adopts the rules while the page is shown, next to the sheets already there, and takes them away after', () => {
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
    const other = new FakeSheet();
    Object.defineProperty(document, 'adoptedStyleSheets', { value: [other], writable: true, configurable: true });
    const view = render(<Page css="@media print { a { color: red } }" />);
    const adopted = (document as unknown as { adoptedStyleSheets: FakeSheet[] }).adoptedStyleSheets;
    expect(adopted).toHaveLength(2);
    expect(adopted[1]?.css).toBe('@media print { a { color: red } }');
    view.unmount();
    expect((document as unknown as { adoptedStyleSheets: FakeSheet[] }).adoptedStyleSheets).toEqual([other]);
  });

  it('leaves the page alone where sheets cannot be adopted or the CSS is refused', () => {
    expect(() => render(<Page css="a {}" />).unmount()).not.toThrow();
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
    Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
    render(<Page css="@import url(x.css);" />);
    expect((document as unknown as { adoptedStyleSheets: FakeSheet[] }).adoptedStyleSheets).toEqual([]);
  });
});
