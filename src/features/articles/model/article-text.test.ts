import { describe, expect, it } from 'vitest';
import { headingIds, metaDescription, tableOfContents } from './article-text';

describe('article text', () => {
  it('meta description: first 150 characters of the text, markup stripped, whitespace collapsed', () => {
    const body = [{ p: 'Say  {{Guten\n Morgen}} **every** [day](/x).' }, { h2: 'Next' }, { p: 'x'.repeat(300) }];
    const d = metaDescription({ body });
    expect(d.startsWith('Say Guten Morgen every day. Next xxx')).toBe(true);
    expect(d).toHaveLength(150);
    expect(d).not.toMatch(/[{}*[\]]|\s\s/);
    expect(metaDescription({ body: [{ p: 'Short.' }, { examples: [{ de: 'Hallo!', en: 'Hi!' }] }] })).toBe('Short. Hallo! Hi!');
  });

  it('table of contents only from 3 h2 on, with unique ids', () => {
    expect(tableOfContents([{ h2: 'A' }, { p: 'x' }, { h2: 'B' }])).toEqual([]);
    expect(tableOfContents([{ h2: 'Für Sie' }, { h3: 'no' }, { h2: 'Two words' }, { h2: 'Two words' }])).toEqual([
      { id: 'fur-sie', text: 'Für Sie' },
      { id: 'two-words', text: 'Two words' },
      { id: 'two-words-2', text: 'Two words' },
    ]);
    expect(headingIds(['?!'])).toEqual(['section']);
  });
});
