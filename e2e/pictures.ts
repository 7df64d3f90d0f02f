import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Every picture on the page is really shown. Lazy pictures are loaded first; a picture whose file
 * is missing (or answered with the app's HTML page) has no natural width.
 */
export async function expectPicturesShown(page: Page, context = page.url()): Promise<void> {
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
  });
  await expect.poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete)), { message: `pictures loading on ${context}` }).toBe(true);
  const broken = await page.evaluate(() => Array.from(document.images).filter((img) => img.naturalWidth === 0).map((img) => img.getAttribute('src')));
  expect(broken, `broken pictures on ${context}`).toEqual([]);
}

/** Every picture the page asks for from now on (requests of resource type image), as absolute addresses. */
export function recordPictureRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(request.url());
  });
  return urls;
}
