import type { APIRequestContext, Page } from '@playwright/test';
import { countText, resultCount } from './explore-page.ts';
import { expect, test } from './fixtures.ts';

/** Browse by major: /programs and the home search's major suggestion, checked against the real API. */

interface ProgramField {
  code: string;
  slug: string;
  name: string;
  schoolCount: number;
  largest: { id: number; slug: string; name: string; location: string }[];
}

async function fetchFields(request: APIRequestContext): Promise<ProgramField[]> {
  const response = await request.get('/api/programs');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { fields: ProgramField[] }).fields;
}

const fieldCard = (page: Page, name: string) => page.getByRole('article', { name });

/** Explore shows the major filter active and the API's count of schools awarding it. */
async function expectExploreFilteredBy(page: Page, field: ProgramField) {
  await expect(page).toHaveURL(new RegExp(`/explore\\?major=${field.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Universities' })).toBeVisible();
  await expect(resultCount(page)).toHaveText(countText(field.schoolCount));
  await expect(page.getByRole('button', { name: `Remove filter: ${field.name}` })).toBeVisible();
}

test('browse a field of study, see its schools and largest programs, and open Explore filtered by it', async ({
  page,
  request,
  checkA11y,
}) => {
  // Three axe scans, one of them over all 38 fields: slow on a busy machine.
  test.slow();
  const fields = await fetchFields(request);
  const nursing = fields.find((field) => field.code === '51')!;
  expect(nursing.largest.length).toBe(5);

  await page.goto('/programs');
  await expect(page).toHaveTitle('Browse by major | CampusPath');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse by major' })).toBeVisible();
  await expect(page.getByTestId('fields-count')).toHaveText(`${fields.length} fields of study`);
  await expect(page.getByRole('heading', { name: 'How “largest” is estimated' })).toBeVisible();
  await checkA11y();

  await page.getByLabel('Filter fields of study').fill('nursing');
  await expect(page.getByTestId('fields-count')).toHaveText(`1 of ${fields.length} fields of study`);
  await expect(page).toHaveURL(/\/programs\?q=nursing$/);
  const card = fieldCard(page, nursing.name);
  await expect(card.getByTestId('school-count')).toHaveText(
    `${nursing.schoolCount.toLocaleString('en-US')} schools award degrees in this field`,
  );
  const largest = card.getByRole('listitem');
  await expect(largest).toHaveCount(nursing.largest.length);
  for (const [index, school] of nursing.largest.entries()) {
    const link = largest.nth(index).getByRole('link', { name: school.name });
    await expect(link).toHaveAttribute('href', `/university/${school.slug}`);
    await expect(largest.nth(index)).toContainText(school.location);
  }
  await checkA11y();

  await card.getByRole('link', { name: `See all ${nursing.schoolCount.toLocaleString('en-US')} schools for ${nursing.name}` }).click();
  await expectExploreFilteredBy(page, nursing);
  await checkA11y();

  // Back restores the filtered list of fields.
  await page.goBack();
  await expect(page.getByLabel('Filter fields of study')).toHaveValue('nursing');
  await expect(fieldCard(page, nursing.name)).toBeVisible();
});

test('a largest program links to its university page', async ({ page, request }) => {
  const computing = (await fetchFields(request)).find((field) => field.code === '11')!;
  const first = computing.largest[0]!;
  await page.goto('/programs?q=computer');
  await fieldCard(page, computing.name).getByRole('link', { name: first.name }).click();
  await expect(page).toHaveURL(new RegExp(`/university/${first.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test('a filter matching no field says so, and clearing it shows every field', async ({ page, request }) => {
  const fields = await fetchFields(request);
  await page.goto('/programs?q=zzzz');
  await expect(page.getByText('No programs match your search criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByTestId('fields-count')).toHaveText(`${fields.length} fields of study`);
  await expect(page.getByRole('list', { name: 'Fields of study' }).getByRole('article')).toHaveCount(fields.length);
});

test('the fields show placeholders while loading, and an error with a working Try Again', async ({
  page,
  allowConsoleErrors,
  checkA11y,
}) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 503/);
  let fail = true;
  await page.route('**/api/programs', async (route) => {
    if (!fail) return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable","message":"Unavailable"}' });
  });
  // Browse by major arrives rendered with its fields; the browser loads them when the student
  // moves there inside the app (from the footer here).
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('link', { name: 'Browse by major' }).click();
  await expect(page.getByTestId('programs-skeleton')).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Fields of study could not be loaded' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await checkA11y();
  fail = false;
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(alert).toBeHidden();
});

test('the footer links to Browse by major', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('link', { name: 'Browse by major' }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse by major' })).toBeVisible();
});

test('the home search suggests a major the student types, and Enter on the text still searches', async ({ page, request, checkA11y }) => {
  test.slow(); // two axe scans and two page loads of the home page
  const computing = (await fetchFields(request)).find((field) => field.code === '11')!;
  const suggested = await (await request.get('/api/schools/suggest?q=computer%20sci')).json();
  const major = suggested.suggestions.find((item: { kind: string; major?: string }) => item.kind === 'major' && item.major === '11');
  expect(major, 'GET /api/schools/suggest?q=computer sci suggests Computer Science').toBeDefined();
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search colleges' });
  await box.pressSequentially('computer sci');
  // The suggestions offer the field of study among the colleges.
  const suggestion = page.getByRole('option', { name: `${major.label}, Field of study` });
  await expect(suggestion).toBeVisible();
  await checkA11y();
  await suggestion.click();
  await expectExploreFilteredBy(page, computing);
  await checkA11y();

  // Enter on the text is unchanged: it becomes ?search=.
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search colleges' }).fill('computer sci');
  await expect(suggestion).toBeVisible();
  await page.getByRole('combobox', { name: 'Search colleges' }).press('Enter');
  await expect(page).toHaveURL(/\/explore\?search=computer(%20|\+)sci$/);
});
