import type { Route } from '@playwright/test';
import { buildApplicationBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test, waitForLazyParts } from './fixtures.ts';

/**
 * The deadlines calendar on a phone: the grid's chips are cut to a few letters, so an
 * agenda under it lists the month's items by day with their whole names; "Nothing is due in
 * {month}" shows only when nothing is.
 */

const STANFORD = 243744;
const YALE = 130794;

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const monthName = (date: Date) => date.toLocaleString('en-US', { month: 'long', year: 'numeric' });

test('on a phone the month’s items are listed under the grid, and “Nothing is due” waits for the month’s own answer', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const first = isoDate(new Date(now.getFullYear(), now.getMonth() + 1, 12));
  const second = isoDate(new Date(now.getFullYear(), now.getMonth() + 1, 20));
  for (const [schoolId, deadline] of [
    [STANFORD, first],
    [YALE, second],
  ] as const) {
    const response = await page.request.post('/api/applications', { data: buildApplicationBody({ schoolId, deadline }) });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto('/applications?tab=deadlines');
  await expect(page.getByRole('heading', { level: 2, name: monthName(now) })).toBeVisible();
  // The tab's content is a lazy part: a press on its buttons before their code arrives meets the server's markup.
  await waitForLazyParts(page);

  // Hold next month's answer: while the previous month stands in, nothing claims the month is empty.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/deadlines\?/, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: monthName(next) })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /due|Loading/ });
  await expect(status).toHaveText('Loading deadlines…');
  await expect(page.getByText(`Nothing is due in ${monthName(next)}.`)).toHaveCount(0);
  release();
  await expect(status).toHaveText(`2 items due in ${monthName(next)}.`);

  // The agenda: every item of the month, whole names, by day.
  const agenda = page.getByRole('region', { name: `Everything due in ${monthName(next)}` });
  await expect(agenda).toBeVisible();
  const stanford = agenda.getByRole('link', { name: /Stanford University – Early Action deadline/ });
  await expect(stanford).toBeVisible();
  const chip = page.locator(`td[data-date="${first}"]`).getByRole('link');
  // The grid's chip is cut on a phone; the agenda's line is not.
  expect(await chip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await stanford.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(agenda.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(agenda.getByRole('link', { name: /Yale University – Early Action deadline/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y();
  await page.screenshot({ path: test.info().outputPath('calendar-agenda.png'), fullPage: true });

  // A month with nothing in it says so, and has no agenda.
  await page.unroute(/\/api\/deadlines\?/);
  await page.getByRole('button', { name: 'Next month' }).click();
  const later = new Date(now.getFullYear(), now.getMonth() + 2, 1);
  await expect(page.getByRole('status').filter({ hasText: /due|Loading/ })).toHaveText(`Nothing is due in ${monthName(later)}.`);
  await expect(page.getByTestId('month-agenda')).toHaveCount(0);
});
