import { expect, test } from './fixtures.ts';

/**
 * The student demo never passes as real: every dated item of its sample workspace says
 * "Sample:" on the timeline and in the calendar feed, and its applications carry only their round's
 * typical dates, marked as such, with no college's decision date.
 */

/** iCalendar folds lines longer than 75 octets (RFC 5545 section 3.1); unfold before reading them. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

test('the demo’s timeline, applications and calendar feed mark every sample item', async ({ page, checkA11y }) => {
  test.slow();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/timeline');
  const items = page.getByRole('link', { name: /– (Early Action|Regular Decision) deadline$/ });
  await expect(items.first()).toBeVisible();
  for (const name of await items.allTextContents()) expect(name).toMatch(/^Sample: /);
  await expect(page.getByText(/decision expected/)).toHaveCount(0);
  await checkA11y();

  await page.goto('/applications');
  await expect(page.getByText('Sample: a typical date').first()).toBeVisible();

  await page.goto('/settings/reminders');
  const url = await page.getByLabel('Feed URL').inputValue();
  const feed = await page.request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  const text = unfold(await feed.text());
  const summaries = [...text.matchAll(/^SUMMARY:(.*)\r$/gm)].map((match) => match[1]!);
  const own = summaries.filter((summary) => !/\((national date|check each college)\)$/.test(summary));
  expect(own.length).toBeGreaterThan(5);
  for (const summary of own) expect(summary).toMatch(/^Sample: /);
  expect(text).toContain('Sample item from the CampusPath demo: not a real deadline or decision date of any college.');
});

test('the counselor demo’s view of a sample student’s plan marks every item as a sample', async ({ page, checkA11y }) => {
  test.slow();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try the counselor demo' }).click();
  await expect(page).toHaveURL('/caseload');
  await page.getByRole('main').getByRole('link', { name: 'Priya Shah (sample)' }).first().click();
  await expect(page.getByTestId('sample-student')).toBeVisible();

  const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline.first()).toBeVisible();
  for (const item of await timeline.allTextContents()) expect(item).toMatch(/^Sample: /);
  const applications = page.getByRole('region', { name: 'Applications' }).getByRole('heading', { level: 3 });
  await expect(applications.first()).toBeVisible();
  for (const name of await applications.allTextContents()) expect(name).toMatch(/^Sample: /);
  await expect(page.getByText("Its deadline is this round's typical date, not the college's own").first()).toBeVisible();
  for (const task of await page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').allTextContents())
    expect(task).toMatch(/Sample: /);
  await checkA11y();
});
