import type { Page } from '@playwright/test';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/** Letters: add, Send Request, Send Reminder, overdue in red, details, delete; the tab's old id. */

const TODAY = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * `mailto:` links would hand over to a mail program (and Chromium logs an error when there is
 * none): record their addresses instead of following them. The app's own click handlers still run.
 */
async function captureMailto(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { openedMailto: string[] }).openedMailto = opened;
    document.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="mailto:"]');
      if (!link) return;
      event.preventDefault();
      opened.push(link.getAttribute('href') ?? '');
    });
  });
}
const openedMailto = (page: Page) => page.evaluate(() => (window as unknown as { openedMailto: string[] }).openedMailto);

async function openLetters(page: Page) {
  await page.goto('/applications?tab=letters');
  await expect(page.getByRole('heading', { name: 'Recommendation letters' })).toBeVisible();
}

const card = (page: Page, name: string) =>
  page.getByTestId('letter-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a student adds a recommender, sends the prepared request and then a reminder', async ({ page, checkA11y }) => {
  await captureMailto(page);
  const student = await signUpViaApi(page);
  await openLetters(page);
  await expect(page.getByText('No recommenders yet')).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Add recommender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add recommender' });
  await dialog.getByRole('button', { name: 'Add recommender' }).click();
  await expect(dialog.getByText("Enter the recommender's name")).toBeVisible();
  await dialog.getByLabel('Name').fill('Dr. Ana Ruiz');
  await dialog.getByLabel('Title (optional)').fill('AP Chemistry teacher');
  await dialog.getByLabel('Email').fill('ana.ruiz@school.example');
  await dialog.getByLabel('Due date (optional)').fill('2099-11-01');
  await dialog.getByLabel('Search all universities').fill('Stanford');
  await dialog.getByRole('button', { name: /^Stanford University/ }).click();
  await expect(dialog.getByRole('list', { name: 'Chosen universities' })).toContainText('Stanford University');
  await checkA11y();
  await dialog.getByRole('button', { name: 'Add recommender' }).click();
  await expect(dialog).toBeHidden();

  const letter = card(page, 'Dr. Ana Ruiz');
  await expect(letter.getByTestId('letter-status')).toHaveText('Not Requested');
  await expect(letter).toContainText('Stanford University');
  await expect(letter).toContainText('Nov 1, 2099');
  // Spec section 4: no View Details and no reminder before the request.
  await expect(letter.getByRole('link', { name: /View Details/ })).toHaveCount(0);
  await expect(letter.getByRole('button', { name: /Send Reminder/ })).toHaveCount(0);

  await letter.getByRole('button', { name: 'Send Request to Dr. Ana Ruiz' }).click();
  const request = page.getByRole('dialog', { name: 'Ask Dr. Ana Ruiz for a letter' });
  await expect(request.getByLabel('Message')).toHaveValue(/I am applying to Stanford University/);
  await request.getByLabel('Subject').fill('A letter for my applications');
  await checkA11y();
  await request.getByRole('link', { name: 'Open in email app' }).click();
  await expect(request).toBeHidden();
  const [requestHref] = await openedMailto(page);
  expect(requestHref).toMatch(/^mailto:ana\.ruiz@school\.example\?subject=A%20letter%20for%20my%20applications&body=/);
  const body = decodeURIComponent(new URL(requestHref!).searchParams.get('body') ?? '');
  expect(body).toContain('Dear Dr. Ana Ruiz,');
  expect(body).toContain('I am applying to Stanford University');
  expect(body).toContain('The letter is due by November 1, 2099.');
  expect(body).toContain(student.name);

  await expect(letter.getByTestId('letter-status')).toHaveText('Requested');
  await expect(letter).toContainText(`Requested${TODAY}`);
  await expect(letter).toContainText('Last reminderNone yet');
  await expect(letter.getByRole('link', { name: 'View Details for Dr. Ana Ruiz' })).toBeVisible();

  await letter.getByRole('button', { name: 'Send Reminder to Dr. Ana Ruiz' }).click();
  const reminder = page.getByRole('dialog', { name: 'Remind Dr. Ana Ruiz' });
  await expect(reminder.getByLabel('Subject')).toHaveValue('Friendly reminder: recommendation letter due November 1, 2099');
  await reminder.getByRole('link', { name: 'Open in email app' }).click();
  await expect(reminder).toBeHidden();
  expect((await openedMailto(page))[1]).toMatch(/^mailto:ana\.ruiz@school\.example\?subject=Friendly%20reminder/);
  await expect(letter).toContainText(`Last reminder${TODAY}`);
  await checkA11y();
});

test('a past due date shows in red unless the letter is completed', async ({ page }) => {
  await signUpViaApi(page);
  for (const [name, status] of [
    ['Mr. Late', 'requested'],
    ['Ms. Done', 'completed'],
  ] as const) {
    const response = await page.request.post('/api/letters', {
      data: {
        recommenderName: name,
        recommenderEmail: 'teacher@school.example',
        status,
        dueDate: '2020-01-15',
        dateRequested: '2019-12-01',
      },
    });
    expect(response.status()).toBe(201);
  }
  await openLetters(page);
  const late = card(page, 'Mr. Late').getByTestId('letter-due-date');
  await expect(late).toHaveText('Jan 15, 2020 (overdue)');
  await expect(late).toHaveClass(/text-red-700/);
  const done = card(page, 'Ms. Done').getByTestId('letter-due-date');
  await expect(done).toHaveText('Jan 15, 2020');
  await expect(done).not.toHaveClass(/text-red-700/);
});

test('View Details opens a page where everything can be edited and the letter deleted', async ({ page, checkA11y }) => {
  await signUpViaApi(page);
  const created = await page.request.post('/api/letters', {
    data: {
      recommenderName: 'Mr. Okafor',
      recommenderTitle: 'Counselor',
      recommenderEmail: 'okafor@school.example',
      status: 'in-progress',
      schoolIds: [243744],
    },
  });
  expect(created.status()).toBe(201);
  await openLetters(page);
  await card(page, 'Mr. Okafor').getByRole('link', { name: 'View Details for Mr. Okafor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mr. Okafor' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen universities' })).toContainText('Stanford University');
  await checkA11y();

  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('j.okafor@school.example');
  await page.getByLabel('Status').selectOption('completed');
  await page.getByLabel('Notes (optional)').fill('Thank-you card sent');
  await page.getByRole('button', { name: 'Remove Stanford University' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page.getByTestId('letter-status')).toHaveText('Completed');
  await expect(page.getByLabel('Notes (optional)')).toHaveValue('Thank-you card sent');
  await expect(page.getByText('No universities chosen yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete letter' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/applications?tab=letters');
  await expect(page.getByText('No recommenders yet')).toBeVisible();
});

test('an old link to the tab (?tab=recommendations) opens the letters tab under its new id', async ({ page }) => {
  await signUpViaApi(page);
  const created = await page.request.post('/api/letters', {
    data: { recommenderName: 'Ms. Alias', recommenderEmail: 'alias@school.example' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/applications?tab=recommendations');
  await expect(page).toHaveURL('/applications?tab=letters');
  await expect(page.getByRole('tab', { name: 'Recommendations', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommendation letters' })).toBeVisible();
  await expect(card(page, 'Ms. Alias')).toBeVisible();
});
