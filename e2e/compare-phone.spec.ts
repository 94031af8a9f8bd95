import type { Page } from '@playwright/test';
import { fetchSchools } from './explore-page.ts';
import { expect, test } from './fixtures.ts';

/**
 * Compare on a phone: a shared link with several colleges, opened by a visitor on a
 * 390 px phone, scrolls the table inside its own box; the page itself never grows wider than the
 * screen, so Sign In and Menu stay on it and can be tapped.
 */

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a visitor opens a shared link to 4 colleges on a 390 px phone: the page never overflows', async ({ page, request, checkA11y }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Vermont's colleges include ones with "Best" badges, whose screen-reader text widened the page.
  const { results } = await fetchSchools(request, 'state=VT');
  const ids = results.slice(0, 4).map((school) => school.id);
  await page.goto(`/compare?ids=${ids.join(',')}`);
  const table = page.getByTestId('comparison-table');
  await expect(table.locator('thead th[scope="col"] a')).toHaveCount(4);
  await expect(table.getByTestId('best-badge').first()).toBeAttached();

  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  const header = page.getByRole('banner');
  const signIn = header.getByRole('link', { name: 'Sign In' });
  const menu = header.getByRole('button', { name: 'Menu' });
  await expect(signIn).toBeInViewport({ ratio: 1 });
  await expect(menu).toBeInViewport({ ratio: 1 });

  // The table scrolls in its own box, its first column fixed.
  const box = page.getByTestId('comparison-scroll');
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const label = table.locator('tr[data-row="type"] th');
  const labelX = (await label.boundingBox())!.x;
  await box.evaluate((element) => element.scrollBy({ left: 400 }));
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect((await label.boundingBox())!.x).toBeCloseTo(labelX, 0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await checkA11y();

  await menu.click();
  await expect(page.locator('#mobile-nav')).toBeVisible();
  await expect(page.locator('#mobile-nav').getByRole('link', { name: 'Explore' })).toBeInViewport();
});
