import type { Page } from '@playwright/test';
import { signUpViaApi } from './auth-helpers.ts';
import { addSharingStudents } from './direct-students.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { apiWrite } from './second-page.ts';

/** A calendar day `offset` days from today in UTC. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The sum of every layout shift's score from the first byte on (the page's cumulative layout shift). */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const total = { value: 0 };
    (window as unknown as { layoutShift: typeof total }).layoutShift = total;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) total.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: { value: number } }).layoutShift.value);
}

/**
 * A school of 400 sharing students: the caseload shows 50 at a time (a table on a desktop, cards
 * on a phone) in a few thousand elements rather than the 11,000 of all 400, without moving as it
 * loads; sorting, the overdue filter and the search still reach every student, a printout says
 * what it holds and where the full list is.
 */
test('a caseload of 400 students shows a page at a time, and sorting, filtering and search reach every student', async ({
  page,
  checkA11y,
}) => {
  test.slow();
  await signUpViaApi(page, { name: 'Ms. Dana Rivera', role: 'counselor' });
  const created = (await apiWrite(page, 'post', '/api/high-schools', {
    name: 'Lincoln High School',
    city: 'Springfield',
    state: 'IL',
  })) as {
    highSchool: { id: string };
  };
  // 399 students named in order, and Zara Quill, last by name (page 8), the only one behind.
  await addSharingStudents(created.highSchool.id, [
    ...Array.from({ length: 399 }, (_, index) => ({ name: `Student ${String(index + 1).padStart(3, '0')}` })),
    { name: 'Zara Quill', openTasksDue: [day(-3)] },
  ]);

  const layoutShift = await watchLayoutShift(page);
  await page.goto('/caseload');
  // The page arrives rendered by the server: a click before React takes it over would be lost.
  await waitForHydration(page);
  // The first load of 400 students' figures can take a while on a busy machine.
  await expect(page.getByRole('status').filter({ hasText: '400 students share with you; showing 1–50' })).toBeVisible({ timeout: 30_000 });
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Student 050' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Student 051' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Zara Quill' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Caseload pages' }).getByText('Page 1 of 8')).toBeVisible();
  // A page of 50 is a few thousand elements, where all 400 were 11,398.
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  test.info().annotations.push({ type: 'elements on the first page', description: String(elements) });
  expect(elements).toBeLessThan(3000);
  expect(await layoutShift()).toBeLessThan(0.05);
  await checkA11y();

  // Printing: the page links go, and the printout says which students it lists and where the rest are.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('This printout lists students 1–50 of 400, as on screen.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Caseload pages' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'showing 51–100' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Student 051' })).toBeVisible();

  // Who is behind: sorted by overdue items, the student from page 8 comes first.
  await page.getByLabel('Sort by').selectOption('overdue');
  await expect(page).not.toHaveURL(/page=/);
  await expect(main.getByRole('link', { name: 'Zara Quill' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'showing 1–50' })).toBeVisible();
  await page.getByLabel('Only students with overdue items').check();
  await expect(page.getByRole('status').filter({ hasText: /^1 student matches$/ })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Zara Quill' })).toBeVisible();
  await page.getByLabel('Only students with overdue items').uncheck();
  await page.getByLabel('Sort by').selectOption('name');

  // The search box looks through every student and counts the matches.
  await page.getByLabel('Search by name').fill('quill');
  await expect(page.getByRole('status').filter({ hasText: /^1 student matches$/ })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Zara Quill' })).toBeVisible();
  await page.getByLabel('Search by name').fill('student 39');
  await expect(page.getByRole('status').filter({ hasText: /^10 students match$/ })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Student 399' })).toBeVisible();
});
