import { describe, expect, it } from 'vitest';
import type { ArticleBlock } from '@/features/articles/content/types';
import { translationProblems } from './article-translation-checks';

/** The checker of translated article bodies finds what it is meant to find. */
const english: ArticleBlock[] = [
  { h2: 'The four cases' },
  { p: 'German has four cases: {{der Nominativ}} and {{der Akkusativ}}. See [the quizzes](/grammar).' },
  { examples: [{ de: 'Ich sehe den Hund.', en: 'I see the dog.' }] },
  { table: { caption: 'Articles', head: ['Case', 'masculine'], rows: [['{{der}}', 'subject']] } },
];
const ua: ArticleBlock[] = [
  { h2: 'Чотири відмінки' },
  { p: 'У німецькій чотири відмінки: {{der Akkusativ}} і {{der Nominativ}}. Див. [вправи](/grammar).' },
  { examples: [{ de: 'Ich sehe den Hund.', en: 'Я бачу собаку.' }] },
  { table: { caption: 'Артиклі', head: ['Відмінок', 'чоловічий'], rows: [['{{der}}', 'підмет']] } },
];
const edit = (i: number, block: ArticleBlock) => ua.map((b, j) => (j === i ? block : b));

describe('translationProblems', () => {
  it('accepts a faithful translation (German reordered inside a sentence)', () => {
    expect(translationProblems(english, ua, 'ua')).toEqual([]);
  });

  it('finds a missing or changed block', () => {
    expect(translationProblems(english, ua.slice(0, 3), 'ua')).toEqual(['block 3: missing instead of table:2:2']);
    expect(translationProblems(english, edit(0, { h3: 'Чотири відмінки' }), 'ua')).toHaveLength(1);
    expect(translationProblems(english, edit(3, { table: { caption: 'Артиклі', head: ['Відмінок'], rows: [['{{der}}', 'підмет']] } }), 'ua')).toHaveLength(1);
  });

  it('finds German that was changed, dropped or translated', () => {
    expect(translationProblems(english, edit(2, { examples: [{ de: 'Ich sehe den Hund!', en: 'Я бачу собаку.' }] }), 'ua')[0]).toMatch(/example 0: German/);
    expect(translationProblems(english, edit(1, { p: 'У німецькій чотири відмінки: {{der Nominativ}}. Див. [вправи](/grammar).' }), 'ua')[0]).toMatch(/German/);
    expect(translationProblems(english, edit(1, { p: 'У німецькій чотири відмінки: {{der Nominativ}} і {{der Akkusativ}}. Див. [вправи](/words).' }), 'ua')[0]).toMatch(/links/);
  });

  it('finds English left behind, but lets a text that is only German stay as it is', () => {
    expect(translationProblems(english, edit(2, { examples: [{ de: 'Ich sehe den Hund.', en: 'I see the dog.' }] }), 'tr')).toEqual(['block 2: left in English: "I see the dog."']);
    expect(translationProblems(english, edit(0, { h2: 'The four cases' }), 'es')).toEqual(['block 0: left in English: "The four cases"']);
    expect(translationProblems(english, ua, 'ua').filter((p) => p.includes('{{der}}'))).toEqual([]);
    const suffixes: ArticleBlock[] = [{ ul: ['**-ling**: {{der Frühling}}.', 'Endings such as -heit, -keit.'] }];
    expect(translationProblems(suffixes, [{ ul: ['**-ling**: {{der Frühling}}.', 'Endungen wie -heit, -keit.'] }], 'de')).toEqual([]);
    const prefixes: ArticleBlock[] = [{ table: { caption: 'Separable prefixes', head: ['Type', 'Prefixes'], rows: [['separable', 'ab, an, auf, aus']] } }];
    expect(translationProblems(prefixes, [{ table: { caption: 'Префікси', head: ['Тип', 'Префікси'], rows: [['відокремлювані', 'ab, an, auf, aus']] } }], 'ua')).toEqual([]);
    expect(translationProblems(prefixes, [{ table: { caption: 'Separable prefixes', head: ['Type', 'Prefixes'], rows: [['separable', 'ab, an, auf, aus']] } }], 'es')).toEqual(['block 0 text 0: left in English: "Separable prefixes"']);
  });

  it('finds English phrases and letters of another language in a Cyrillic text', () => {
    expect(translationProblems(english, edit(0, { h2: 'Чотири відмінки (the four cases of German)' }), 'ua')[0]).toMatch(/Latin words/);
    expect(translationProblems(english, edit(0, { h2: 'Четыре падежа' }), 'ua')[0]).toMatch(/letters of another language/);
  });
});
