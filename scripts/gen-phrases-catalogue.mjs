// Writes src/features/phrases/content/catalogue.ts from the phrase set modules, so the /phrases
// hub, the footer and the menu get small cards without loading any phrases. Run after adding or
// changing a set:   node scripts/gen-phrases-catalogue.mjs
// tests/content/phrases-catalogue.test.ts fails when the catalogue and the sets disagree.
//
// The area declares its files in src/features/phrases/content/catalogue-files.ts (the same
// `catalogueFiles()` contract as the other areas), so scripts/gen-catalogues.mjs picks it up as
// it is; this script is that loop for the phrasebook alone.
import { writeFileSync } from 'node:fs';
import { createServer } from 'vite';

const server = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
try {
  const { catalogueFiles } = await server.ssrLoadModule('/src/features/phrases/content/catalogue-files.ts');
  for (const file of catalogueFiles()) {
    writeFileSync(file.path, file.text);
    console.log(`${file.path}: ${file.text.split('\n').filter((line) => line.startsWith('  {')).length} sets`);
  }
} finally {
  await server.close();
}
