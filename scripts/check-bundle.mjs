// Fails when the production bundle contains the stand-in backend (src/mocks must never ship).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const markers = ['__standin', 'seedJobSections', 'seedExamSections', 'DEMO_RESET_TOKEN', 'Deutsch123!'];
const root = 'dist/assets';
const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.js')) files.push(path);
  }
};
walk(root);
const leaks = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return markers.filter((m) => text.includes(m)).map((m) => `${file}: ${m}`);
});
if (files.length === 0) {
  console.error('check-bundle: no JavaScript in dist/assets — run vite build first');
  process.exit(1);
}
if (leaks.length > 0) {
  console.error(`The stand-in backend leaked into the production bundle:\n${leaks.join('\n')}`);
  process.exit(1);
}
console.log(`check-bundle: ${files.length} chunks, no stand-in code`);
