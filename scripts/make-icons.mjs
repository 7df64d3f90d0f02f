// Renders the app icons of the web manifest (public/pwa/*.png) from the frog logo of index.html's
// boot header, with Chromium through Playwright: `node scripts/make-icons.mjs`. Commit the PNGs.
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** The frog of index.html (viewBox 0 0 48 48), unchanged. */
const FROG =
  '<ellipse cx="24" cy="30" rx="19" ry="14" fill="#3f9b4a"/><circle cx="14" cy="16" r="8" fill="#3f9b4a"/><circle cx="34" cy="16" r="8" fill="#3f9b4a"/><circle cx="14" cy="16" r="5" fill="#fff"/><circle cx="34" cy="16" r="5" fill="#fff"/><circle cx="15" cy="17" r="2.4" fill="#1f2937"/><circle cx="33" cy="17" r="2.4" fill="#1f2937"/>';

/**
 * "any": a light green rounded tile with the frog filling most of it. "maskable": the background
 * fills the whole square and the frog stays inside the central safe circle (40 % radius), so any
 * mask shape the system applies keeps the whole frog.
 */
function svg(size, { maskable }) {
  const frogScale = maskable ? 0.56 : 0.8;
  const frog = size * frogScale;
  const offset = (size - frog) / 2;
  const background = maskable
    ? `<rect width="${size}" height="${size}" fill="#effaf1"/>`
    : `<rect width="${size}" height="${size}" rx="${size * 0.2}" fill="#effaf1"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${background}<svg x="${offset}" y="${offset + size * 0.02}" width="${frog}" height="${frog}" viewBox="0 0 48 48">${FROG}</svg></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu'] });
mkdirSync('public/pwa', { recursive: true });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}</style>${svg(icon.size, icon)}`);
    await page.screenshot({ path: `public/pwa/${icon.file}`, omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await page.close();
    console.log(`public/pwa/${icon.file}`);
  }
} finally {
  await browser.close();
}
