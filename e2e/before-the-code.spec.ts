import type { Page } from '@playwright/test';
import { fillOhioFamily } from './aid-estimate-family.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { holdChunk } from './hold-chunk.ts';

/**
 * What a quick hand does on a slow phone before a page's lazy parts have their code: it follows
 * a link, it types into a form. The part's chunk is held here until the step is done, so the
 * order is the slow network's every time.
 */

/** Every console error or warning from here on. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

test('a link followed while the header’s bell is still on its way opens its page at once', async ({ page }) => {
  // The bell is a lazy part of every signed-in page's header: the server renders it and the browser
  // hydrates it once its chunk arrives. A link followed before then must open its page, not wait on
  // the bell (which it once did, and on a busy machine sometimes for ever: the new address showed
  // over the old page).
  const release = await holdChunk(page, 'src/features/notifications/components/notification-bell.tsx');
  const problems = consoleProblems(page);
  await signUpViaApi(page, { name: 'Ms. Dana Rivera', role: 'counselor' });
  await page.goto('/caseload');
  await waitForHydration(page);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();

  await page.getByRole('link', { name: 'Create your high school' }).click();
  await expect(page.getByLabel('School name')).toBeVisible();
  await expect(page).toHaveURL(/\/counselor$/);

  // The bell works once its code is in.
  release();
  await bell.click();
  await expect(page.getByRole('dialog')).toContainText('Nothing due soon');
  expect(problems).toEqual([]);
});

test('what a student types into the aid estimator before its code and session arrive is kept, and saved', async ({ page }) => {
  // The whole form is filled in the server's HTML: once the code comes and the session says who is
  // signed in, the form still holds every value (it is the same form, not a signed-in one put in
  // its place) and saves them.
  const release = await holdChunk(page, 'src/features/aid-estimate/components/aid-estimator.tsx');
  const problems = consoleProblems(page);
  await signUpViaApi(page);
  await page.goto('/financial-aid');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Student Aid Index estimator' });
  expect(await form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(false);

  // The reference's case T1 (SAI 5,775; Pell $1,620), typed into the server's HTML.
  await fillOhioFamily(form);

  release();
  await form.getByRole('button', { name: 'Estimate and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to your account' })).toBeVisible();
  await expect(page.getByTestId('aid-sai')).toHaveText('5,775');
  await expect(page.getByTestId('aid-pell')).toHaveText('$1,620');
  await expect(form.getByLabel('Parents’ adjusted gross income (AGI)', { exact: true })).toHaveValue('85000');
  expect(problems).toEqual([]);
});

test('a family income chosen before the page’s code has run counts once React has the page', async ({ context }) => {
  // The entry is held, so the college page is the server's HTML alone; the income chosen there
  // must not fall back to "Not set" when React takes the select over (its state never heard of it).
  // A page of its own, whose loads do not wait for hydration as the fixture's do.
  const early = await context.newPage();
  const release = await holdChunk(early, 'index.html');
  const problems = consoleProblems(early);
  await early.goto('/university/williams-college', { waitUntil: 'domcontentloaded' });
  const side = early.getByTestId('side-net-price');
  const income = side.getByLabel('Family income');
  await income.selectOption({ label: '$30,001–48,000' });
  await expect(side).toContainText('Choose your family income');

  release();
  await waitForHydration(early);
  await expect(side).toContainText('the average paid after grants by aided families earning $30,001–48,000');
  await expect(income).toHaveValue('30-48k');
  // Remembered in this browser, as a choice made after the code is.
  await early.reload();
  await expect(early.getByTestId('side-net-price').getByLabel('Family income')).toHaveValue('30-48k');
  expect(problems).toEqual([]);
  await early.close();
});

test('a press on the letters tab before its code has come opens the dialog once it has', async ({ page }) => {
  // The tab's chunk is held: the server's HTML shows "Ask a teacher in CampusPath" and React does
  // not hold it yet. Nothing the page learns meanwhile may draw the tab again and lose the press.
  await signUpViaApi(page, { name: 'Maya Chen' });
  const release = await holdChunk(page, 'src/features/letters/components/letters-tab.tsx');
  const problems = consoleProblems(page);
  const asking = new Set<string>();
  page.on('request', (request) => void (request.url().includes('/api/') && asking.add(request.url())));
  page.on('requestfinished', (request) => void asking.delete(request.url()));
  page.on('requestfailed', (request) => void asking.delete(request.url()));
  await page.goto('/applications?tab=letters');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ask a teacher in CampusPath' }).click();
  // Every question the page asks of the API is answered while the tab still waits for its code.
  await expect.poll(() => asking.size).toBe(0);

  release();
  await expect(page.getByRole('dialog', { name: 'Ask a teacher for a letter' })).toBeVisible();
  expect(problems).toEqual([]);
});
