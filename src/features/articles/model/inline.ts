/**
 * The articles' tiny inline markup (content/types.ts InlineText): `{{German}}`, `**strong**`,
 * `[label](url)`. Parsed into tokens that components render as elements — never as HTML.
 * Nesting: a strong or a link label may contain German; German is plain text.
 */
export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'de'; text: string }
  | { kind: 'strong'; children: InlineToken[] }
  | { kind: 'link'; href: string; children: InlineToken[] };

const PATTERN = /\{\{([\s\S]+?)\}\}|\*\*([\s\S]+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const m of source.matchAll(PATTERN)) {
    const at = m.index;
    if (at > last) tokens.push({ kind: 'text', text: source.slice(last, at) });
    if (m[1] !== undefined) tokens.push({ kind: 'de', text: m[1] });
    else if (m[2] !== undefined) tokens.push({ kind: 'strong', children: parseInline(m[2]) });
    else if (m[3] !== undefined && m[4] !== undefined) tokens.push({ kind: 'link', href: m[4], children: parseInline(m[3]) });
    last = at + m[0].length;
  }
  if (last < source.length) tokens.push({ kind: 'text', text: source.slice(last) });
  return tokens;
}

/** The text a reader sees, without markup. */
export function plainInline(source: string): string {
  return tokensSource(parseInline(source));
}

function tokensSource(tokens: InlineToken[]): string {
  return tokens.map((t) => (t.kind === 'text' || t.kind === 'de' ? t.text : tokensSource(t.children))).join('');
}

/** Internal links go through the router; only https addresses leave the site. */
export function isExternal(href: string): boolean {
  return /^https:\/\//.test(href);
}
