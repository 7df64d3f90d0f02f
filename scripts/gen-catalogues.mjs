// Writes every generated catalogue from its content modules (`npm run catalogues`), so hubs,
// footer and start-up sync get small lists without loading any topic. Each area that has one
// declares its files in src/features/<area>/content/catalogue-files.ts (loaded here through Vite,
// as the app would load it); tests/content/catalogues.test.ts fails when a file and its modules disagree.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'vite';

const areas = readdirSync('src/features').filter((area) => existsSync(`src/features/${area}/content/catalogue-files.ts`)).sort();
const server = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
try {
  for (const area of areas) {
    const { catalogueFiles } = await server.ssrLoadModule(`/src/features/${area}/content/catalogue-files.ts`);
    for (const file of catalogueFiles()) {
      writeFileSync(file.path, file.text);
      console.log(`${file.path}: ${file.text.split('\n').length - 1} lines`);
    }
  }
} finally {
  await server.close();
}
