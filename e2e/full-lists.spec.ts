import type { Page } from '@playwright/test';
import { APPLICATIONS_FULL_MESSAGE, APPLICATIONS_MAX } from '@campuspath/contract/applications-terms';
import { ESSAYS_FULL_MESSAGE, ESSAYS_MAX } from '@campuspath/contract/essays-terms';
import { LETTERS_FULL_MESSAGE, LETTERS_MAX } from '@campuspath/contract/letters-terms';
import { TASKS_FULL_MESSAGE, TASKS_MAX } from '@campuspath/contract/tasks-terms';
import { buildApplicationBody, buildEssayBody, buildLetterBody, buildTaskBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test, waitForHydration, waitForLazyParts } from './fixtures.ts';

/**
 * Every per-student list has a cap. When it is reached, the form says so in the API's
 * own words (naming the limit) instead of "Please try again", and keeps what was typed.
 */

const STANFORD = 243744;

/** Fills a list through the API, ten requests at a time. */
async function fill(page: Page, count: number, post: (index: number) => { url: string; data: object }) {
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, offset) => post(start + offset));
    const responses = await Promise.all(batch.map(({ url, data }) => page.request.post(url, { data })));
    for (const response of responses) expect(response.status(), await response.text()).toBe(201);
  }
}

test.beforeEach(({ allowConsoleErrors }) => {
  // The refused request itself: Chromium logs every 4xx answer.
  allowConsoleErrors(/status of 400/);
});

test('a full task list: the form names the limit', async ({ page }) => {
  await signUpViaApi(page);
  await fill(page, TASKS_MAX, () => ({ url: '/api/tasks', data: buildTaskBody() }));
  await page.goto('/tasks/new');
  // The page arrives rendered by the server: a click before React takes it over would be lost.
  await waitForHydration(page);
  await page.getByLabel('Title').fill('One task too many');
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByRole('alert').filter({ hasText: TASKS_FULL_MESSAGE })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('One task too many');
});

test('a full essay list: the new essay dialog names the limit', async ({ page }) => {
  await signUpViaApi(page);
  await fill(page, ESSAYS_MAX, () => ({ url: '/api/essays', data: buildEssayBody() }));
  await page.goto('/applications?tab=essays');
  // The page arrives rendered by the server, the essays tab as a part with code of its own: a click
  // before React takes that part over would be lost.
  await waitForLazyParts(page);
  await page.getByRole('button', { name: 'New Essay' }).click();
  const dialog = page.getByRole('dialog', { name: 'New essay' });
  await dialog.getByLabel('Title').fill('One essay too many');
  await dialog.getByRole('button', { name: 'Create and start writing' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: ESSAYS_FULL_MESSAGE })).toBeVisible();
});

test('a full letter list: the add recommender dialog names the limit', async ({ page }) => {
  await signUpViaApi(page);
  await fill(page, LETTERS_MAX, () => ({ url: '/api/letters', data: buildLetterBody() }));
  await page.goto('/applications?tab=letters');
  // The page arrives rendered by the server: a click before React takes it over would be lost.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add recommender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add recommender' });
  await dialog.getByLabel('Name').fill('Ms. One Too Many');
  await dialog.getByLabel('Email').fill('one.too.many@school.example');
  await dialog.getByRole('button', { name: 'Add recommender' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: LETTERS_FULL_MESSAGE })).toBeVisible();
});

test('a full application list: the new application form names the limit', async ({ page }) => {
  await signUpViaApi(page);
  const schools = (await (await page.request.get('/api/schools?limit=100&sort=name')).json()) as { results: { id: number }[] };
  const more = (await (await page.request.get('/api/schools?limit=100&sort=name&page=2')).json()) as { results: { id: number }[] };
  const ids = [...schools.results, ...more.results].map((school) => school.id).filter((id) => id !== STANFORD);
  await fill(page, APPLICATIONS_MAX, (index) => ({ url: '/api/applications', data: buildApplicationBody({ schoolId: ids[index]! }) }));
  await page.goto(`/applications/new?school=${STANFORD}`);
  // The page arrives rendered by the server: a click before React takes it over would be lost.
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New application' })).toBeVisible();
  await page.getByLabel('Round', { exact: true }).selectOption({ label: 'Early Action' });
  await page.getByRole('button', { name: 'Create application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: APPLICATIONS_FULL_MESSAGE })).toBeVisible();
});
