/** A generated catalogue module: where it lives (from the project root) and its full text. */
export interface CatalogueFile {
  path: string;
  text: string;
}

/**
 * The text of a generated catalogue module: a "do not edit" header, the entry type's import and
 * one exported list with an entry per line (JSON: deterministic, and diffs show one entry each).
 * Written by scripts/gen-catalogues.mjs, compared with the checked-in file by
 * tests/content/catalogues.test.ts; the app imports only the written file, never this.
 */
export function renderCatalogue(spec: {
  path: string;
  /** The modules it is built from, for the header ("content/a2/*.ts"). */
  source: string;
  /** Doc comment of the exported list. */
  doc: string;
  exportName: string;
  typeName: string;
  entries: readonly object[];
}): CatalogueFile {
  const lines = spec.entries.map((entry) => `  ${JSON.stringify(entry)},\n`).join('');
  const text =
    `// Generated from ${spec.source} by \`npm run catalogues\` (scripts/gen-catalogues.mjs) — do not edit.\n` +
    `import type { ${spec.typeName} } from './types';\n\n` +
    `/** ${spec.doc} */\n` +
    `export const ${spec.exportName}: readonly ${spec.typeName}[] = [\n${lines}];\n`;
  return { path: spec.path, text };
}
