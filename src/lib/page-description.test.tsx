import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageDescription } from './page-description';

function Page({ text }: { text: string }) {
  usePageDescription(text);
  return null;
}

describe('usePageDescription', () => {
  it('sets the one description tag while the page is shown and puts the site’s back afterwards', () => {
    const site = document.createElement('meta');
    site.name = 'description';
    site.content = 'Learn German online';
    document.head.append(site);
    const view = render(<Page text="German has four cases." />);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(site.content).toBe('German has four cases.');
    view.rerender(<Page text="Another article." />);
    expect(site.content).toBe('Another article.');
    view.unmount();
    expect(site.content).toBe('Learn German online');
    site.remove();
  });

  it('adds a tag when the document has none, and removes it again', () => {
    const view = render(<Page text="Only here." />);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Only here.');
    view.unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});
