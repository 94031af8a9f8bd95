import { expect, sameOnPhone, test } from './fixtures.ts';

/** The quickest signs of life. Layout, home and the static pages have their own specs. */

test('the home page shows how many colleges are covered, from the real catalogue', async ({ page, request, checkA11y }) => {
  const health = await (await request.get('/api/health')).json();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(health.dataset.schools.toLocaleString('en-US'), { exact: true })).toBeVisible();
  await checkA11y();
});

test('an unknown path shows a friendly 404 page with a way home', sameOnPhone, async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL('/');
});

test('the API docs page lists the schools API', sameOnPhone, async ({ page }) => {
  const response = await page.request.get('/api/docs/json');
  expect(response.ok()).toBe(true);
  expect(Object.keys((await response.json()).paths)).toContain('/api/schools');
});
