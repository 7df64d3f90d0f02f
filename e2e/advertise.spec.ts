import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

const pages = [
  { link: 'Advertise with us', path: '/advertise/', title: 'Advertise with us' },
  { link: 'For travel agencies', path: '/advertise-for-travel-agencies/', title: 'Advertising for travel agencies' },
  { link: 'For language schools', path: '/advertise-for-schools/', title: 'Advertising for language schools' },
] as const;

test('the footer strip leads to each of the three advertising pages, all axe clean', async ({ page }) => {
  for (const { link, path, title } of pages) {
    await page.goto('/');
    const strip = page.getByRole('navigation', { name: 'Advertising' });
    await strip.scrollIntoViewIfNeeded();
    await strip.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Example placements' }).getByText('Example', { exact: true })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, path);
  }
});

test('the pages answer without the trailing slash too', async ({ page }) => {
  await page.goto('/advertise-for-schools');
  await expect(page.getByRole('heading', { level: 1, name: 'Advertising for language schools' })).toBeVisible();
});

test('an empty enquiry shows the messages; a filled one is sent to the stand-in and confirmed', async ({ page }) => {
  await page.goto('/advertise-for-travel-agencies/');
  const form = page.getByRole('region', { name: 'Ask for an offer' });
  await form.getByRole('button', { name: 'Send the enquiry' }).click();
  await expect(form.getByLabel('Company')).toBeFocused();
  await expect(form.getByLabel('Company')).toHaveAttribute('aria-invalid', 'true');
  for (const message of ['Please enter the name of your company.', 'Please enter the name of the contact person.', 'Please enter your e-mail address.', 'Please write a short message.']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  // The travel page preselects its package: no offer message here.
  await expect(form.getByLabel('Which offer?')).toHaveValue('travelPackage');
  await expectNoSeriousA11yViolations(page, 'form with messages');

  await form.getByLabel('Company').fill('Reisebüro Sonnenschein');
  await form.getByLabel('Contact name').fill('Jana Weber');
  await form.getByLabel('E-mail address').fill('jana@example.com');
  await form.getByLabel('Budget per campaign (optional)').selectOption('1500to5000');
  await form.getByLabel(/^Message/).fill('Städtereisen für Sprachlernende, im Frühjahr, in allen acht Sprachen.');
  const answer = page.waitForResponse((r) => r.url().endsWith('/site/advertise-request.php'));
  await form.getByRole('button', { name: 'Send the enquiry' }).click();
  expect(await (await answer).json()).toEqual({ success: true });
  const confirmation = form.getByRole('heading', { name: 'Thank you — your enquiry has been sent' });
  await expect(confirmation).toBeFocused();
  await expect(form.getByRole('status')).toContainText('We will reply to jana@example.com as soon as possible.');
  await expectNoSeriousA11yViolations(page, 'confirmation');
});

test('the advertising pages do not scroll sideways', async ({ page }) => {
  test.skip(!isPhone(page), 'phone widths only');
  for (const { path } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
