import { expect, test } from './fixtures.ts';

/**
 * The browser console stays quiet on a first visit: React Router warned "No
 * `HydrateFallback` element provided to render during initial hydration" on every page, because
 * every page is a lazy route and the root route named nothing to show while it loads.
 */
test('opening each public page fresh logs no console warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ['/', '/explore', '/compare', '/programs', '/login', '/university/university-of-vermont']) {
    // A full load each time: the warning came with the router's first render.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(warnings).toEqual([]);
});
