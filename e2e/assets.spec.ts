import { expect, test } from './fixtures';
import { expectPicturesShown } from './pictures';

test('unknown asset paths answer 404, not the app page', async ({ request }) => {
  for (const path of ['/icons/nope.svg', '/icons/noto/no-such-icon.svg', '/assets/x.js', '/assets/missing.css', '/sounds/nope.wav']) {
    const res = await request.get(path, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'] ?? '', path).not.toContain('text/html');
  }
  const page = await request.get('/grammar/personal-pronouns-dative', { headers: { Accept: 'text/html' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
});

test('the grammar cards show their pictures, also the pronoun, accusative and imperative ones', async ({ page }) => {
  await page.goto('/grammar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sources = await page.locator('main img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  for (const name of ['busts-in-silhouette', 'bullseye', 'loudspeaker']) expect(sources).toContain(`/icons/noto/${name}.svg`);
  await expectPicturesShown(page, '/grammar');
  const icon = await page.request.get('/icons/noto/busts-in-silhouette.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});
