// @vitest-environment node
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { keepRulesOf } from '../../scripts/grammar-rules-plugin';

const LANGS = ['en', 'ua', 'de', 'ru', 'be', 'tr', 'pl', 'es'];
const rulesIn = (lang: string) => `[{ heading: 'H-${lang}', paragraphs: ['P-${lang}'] }]`;
const source = `
const EX = 'der Mann';
const topic = {
  slug: 'demo',
  title: { ${LANGS.map((l) => `${l}: 'T-${l}'`).join(', ')} },
  rules: {
${LANGS.map((l) => `    ${l}: ${rulesIn(l)},`).join('\n')}
  },
  practice: { kind: 'choice', rules: { note: 'not a language map' } },
};
export default topic;
`;

/** Runs the transformed module and returns its default export. */
async function evaluate(code: string): Promise<{ title: Record<string, string>; rules: Record<string, unknown>; practice: unknown }> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { default: Awaited<ReturnType<typeof evaluate>> }).default;
}

describe('grammar rules per language (build plugin)', () => {
  it.each(['en', 'ua', 'es'])('keeps only the %s rules, and everything else as it was', async (lang) => {
    const out = keepRulesOf(source, lang, parseAst(source));
    const topic = await evaluate(out);
    expect(Object.keys(topic.rules)).toEqual([lang]);
    expect(topic.rules[lang]).toEqual([{ heading: `H-${lang}`, paragraphs: [`P-${lang}`] }]);
    expect(Object.keys(topic.title)).toEqual(LANGS);
    expect(topic.practice).toEqual({ kind: 'choice', rules: { note: 'not a language map' } });
    for (const other of LANGS.filter((l) => l !== lang)) expect(out).not.toContain(`H-${other}`);
  });

  it('leaves a module without a rules map unchanged', () => {
    const code = 'export default { rules: makeRules() };';
    expect(keepRulesOf(code, 'en', parseAst(code))).toBe(code);
  });
});
