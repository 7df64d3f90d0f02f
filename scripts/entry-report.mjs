// Bundle report for the first paint of `/`: builds with rollup-plugin-visualizer (raw data) and
// lists, by gzip size, the modules that end up in the JS needed to show `/` (the same closure as
// the size-limit entry budget). Usage: node scripts/entry-report.mjs [top=25]
import { readFileSync } from 'node:fs';
import { build } from 'vite';
import { visualizer } from 'rollup-plugin-visualizer';

const top = Number(process.argv[2] ?? 25);
const statsFile = 'dist/.vite/stats.json';
await build({
  logLevel: 'warn',
  plugins: [visualizer({ filename: statsFile, template: 'raw-data', gzipSize: true })],
});

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
const seen = new Set();
const visit = (key) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
[entry, 'src/app/routes/home.tsx', 'locales/en/common.json', 'locales/en/home.json'].forEach(visit);
const files = new Set([...seen].map((key) => manifest[key].file));

const rows = [];
for (const meta of Object.values(stats.nodeMetas)) {
  for (const [file, uid] of Object.entries(meta.moduleParts)) {
    if (!files.has(file)) continue;
    const part = stats.nodeParts[uid];
    rows.push({ id: meta.id.replace(/^.*node_modules\//, 'npm:'), file, gzip: part.gzipLength, raw: part.renderedLength });
  }
}
const byPackage = new Map();
for (const row of rows) {
  const key = row.id.startsWith('npm:') ? row.id.split('/').slice(0, row.id.startsWith('npm:@') ? 2 : 1).join('/') : row.id.split('/').slice(0, 3).join('/');
  byPackage.set(key, (byPackage.get(key) ?? 0) + row.gzip);
}
const kb = (n) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
console.log(`Files for /: ${[...files].join(', ')}`);
console.log(`Sum of module gzip sizes (each module compressed alone, so above the files' gzip): ${kb(rows.reduce((s, r) => s + r.gzip, 0))}`);
console.log('\nBy package / folder:');
for (const [key, gzip] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kb(gzip)}  ${key}`);
console.log('\nBy module:');
for (const row of rows.sort((a, b) => b.gzip - a.gzip).slice(0, top)) console.log(`${kb(row.gzip)}  ${row.id}  (${row.file})`);
