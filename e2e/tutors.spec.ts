import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

test('online tutors: open the page, contact a tutor, see the messages, send the request', async ({ page }) => {
  await page.goto('/online-tutors/');
  await expect(page.getByRole('heading', { level: 1, name: 'Online German tutors' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anna Becker' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the tutors page');

  const contact = page.getByRole('button', { name: 'Contact Olena Kovalenko' });
  await contact.click();
  const dialog = page.getByRole('dialog', { name: 'Request to Olena Kovalenko' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  await expect(dialog.getByText('Please choose your German level.')).toBeVisible();
  await expect(dialog.getByText('Please write a short message to the tutor.')).toBeVisible();
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the open form with its messages');

  await dialog.getByLabel('Your name').fill('Oksana');
  await dialog.getByLabel('Your e-mail address').fill('oksana@example.com');
  await dialog.getByLabel('Your German level').selectOption('B1');
  await dialog.getByLabel('Your goal').selectOption('exam');
  await dialog.getByLabel('Your message').fill('Ich bereite mich auf die B1-Prüfung vor und habe abends Zeit.');
  if (isPhone(page)) await dialog.getByRole('button', { name: 'Send the request' }).scrollIntoViewIfNeeded();
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog.getByText('Your request has been sent to Olena Kovalenko. They will answer by e-mail.')).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the confirmation');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(contact).toBeFocused();
});

// The lost connection is made in this page only (the stand-in's fault switch is shared by parallel tests).
test('online tutors: a lost connection is explained and what was typed stays', async ({ page }) => {
  await page.goto('/online-tutors');
  await page.getByRole('button', { name: 'Contact Anna Becker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request to Anna Becker' });
  await dialog.getByLabel('Your name').fill('Oksana');
  await dialog.getByLabel('Your e-mail address').fill('oksana@example.com');
  await dialog.getByLabel('Your German level').selectOption('A1');
  await dialog.getByLabel('Your goal').selectOption('travel');
  await dialog.getByLabel('Your message').fill('Ich möchte für eine Reise sprechen lernen.');
  await page.route('**/site/tutor-request.php', (route) => route.abort('connectionreset'));
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No connection to the server.');
  await expect(dialog.getByLabel('Your message')).toHaveValue('Ich möchte für eine Reise sprechen lernen.');
  await page.unroute('**/site/tutor-request.php');
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog.getByText('Your request has been sent to Anna Becker. They will answer by e-mail.')).toBeVisible();
});
