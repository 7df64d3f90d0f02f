// Stops `npm test` at once, with a clear message, when no Chromium is available for the e2e
// tests — instead of a stack trace minutes later.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const configured = process.env.CHROMIUM_PATH;
const candidates = configured ? [configured] : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
let found = candidates.find((path) => existsSync(path));

if (!found && !configured) {
  // Playwright's own browsers, where `npx playwright install chromium` could reach the internet.
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) found = own;
  } catch {
    /* Playwright not installed or has no browser: fall through to the message. */
  }
}

if (!found) {
  console.error(`
No Chromium found for the end-to-end tests${configured ? ` (CHROMIUM_PATH=${configured} does not exist)` : ''}.

Install one of:
  • Debian/Ubuntu:  sudo apt-get install -y chromium fonts-noto-core
  • Playwright's own browser (needs internet):  npx playwright install chromium
Or point CHROMIUM_PATH at a Chromium or Chrome binary:  CHROMIUM_PATH=/path/to/chrome npm test
`);
  process.exit(1);
}
