import type { Plugin } from 'vite';

/**
 * Grammar topics are written with their rules in all eight interface languages
 * (src/features/grammar/content/a1/<slug>.ts, `rules: { en: [...], ua: [...], ... }`); the app
 * imports each topic once per language as `<slug>.ts?lang=<lang>` (content/load.ts). In the
 * production build this plugin keeps only that language's rules in such a module, so every
 * (topic, language) pair is its own chunk and a grammar page downloads and parses only the rules
 * it shows (issue 18). In development and tests the whole module is used, which reads the same.
 */
const LANGS = ['en', 'ua', 'de', 'ru', 'be', 'tr', 'pl', 'es'];
const TOPIC = /\/src\/features\/grammar\/content\/a1\/[\w-]+\.ts\?lang=([a-z]{2})$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function keyName(property: Node): string | undefined {
  const key = property.key;
  if (!isNode(key)) return undefined;
  if (key.type === 'Identifier' && typeof key.name === 'string') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** The `{ en, ua, ... }` object literals that are the value of a `rules` property. */
function ruleObjects(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) ruleObjects(child, found);
    return found;
  }
  if (!isNode(node)) return found;
  if (node.type === 'Property' && keyName(node) === 'rules' && isNode(node.value) && node.value.type === 'ObjectExpression') {
    const properties = (node.value.properties as Node[]) ?? [];
    const names = properties.map(keyName);
    if (LANGS.every((lang) => names.includes(lang))) found.push(node.value);
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') ruleObjects(value, found);
  return found;
}

/** The module's code with only `lang`'s rules left in every `rules: { <all languages> }` object. */
export function keepRulesOf(code: string, lang: string, program: unknown): string {
  const cuts = ruleObjects(program)
    .map((object) => ({ object, kept: (object.properties as Node[]).find((p) => keyName(p) === lang) }))
    .filter((cut): cut is { object: Node; kept: Node } => cut.kept !== undefined)
    .sort((a, b) => b.object.start - a.object.start);
  let out = code;
  for (const { object, kept } of cuts) out = `${out.slice(0, object.start)}{ ${code.slice(kept.start, kept.end)} }${out.slice(object.end)}`;
  return out;
}

export function grammarRulesPerLanguage(): Plugin {
  return {
    name: 'grammar-rules-per-language',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const lang = TOPIC.exec(id)?.[1];
      if (!lang || !LANGS.includes(lang)) return null;
      return { code: keepRulesOf(code, lang, this.parse(code)), map: null };
    },
  };
}
