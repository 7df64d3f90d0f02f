import { describe, expect, it } from 'vitest';
import type { ArticleBlock, ArticleTranslation } from '../content/types';
import { shownBody } from './shown-body';

const english: ArticleBlock[] = [{ h2: 'Cases' }, { p: 'German has {{vier Fälle}}.' }];
const article = { slug: 'cases', body: english };
const ua: ArticleTranslation = { slug: 'cases', lang: 'ua', body: [{ h2: 'Відмінки' }, { p: 'У німецькій {{vier Fälle}}.' }] };

describe('shownBody', () => {
  it('shows the English original in English, without a notice', () => {
    expect(shownBody(article, null, 'en')).toEqual({ body: english, lang: 'en', inEnglishOnly: false });
    expect(shownBody(article, ua, 'en')).toEqual({ body: english, lang: 'en', inEnglishOnly: false });
  });

  it('shows the translation in its own language', () => {
    expect(shownBody(article, ua, 'ua')).toEqual({ body: ua.body, lang: 'ua', inEnglishOnly: false });
  });

  it('falls back to English with the notice when there is no translation', () => {
    expect(shownBody(article, null, 'tr')).toEqual({ body: english, lang: 'en', inEnglishOnly: true });
  });

  it('never shows a translation of another language, of another article or with other blocks', () => {
    expect(shownBody(article, ua, 'ru').inEnglishOnly).toBe(true);
    expect(shownBody({ slug: 'other', body: english }, ua, 'ua').body).toBe(english);
    expect(shownBody(article, { ...ua, body: [ua.body[0]!] }, 'ua').lang).toBe('en');
  });
});
