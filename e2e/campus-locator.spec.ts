import { expect, test } from './fixtures.ts';

/**
 * The campus locator replaces the gradient with initials ("GIT" over the name on a
 * phone, clipped "PC" tiles): the state's outline with the campus marked from its IPEDS
 * coordinates, and its locale. It is drawn from data the API gives, and costs `/` nothing.
 */

interface LocatedCard {
  name: string;
  city: string;
  state: string;
  coordinates: { lat: number; lng: number } | null;
  locale: { label: string } | null;
}

test('Explore on a phone draws each card’s campus in its state with its locale, for 24 cards', async ({ page, checkA11y }) => {
  // 24 cards checked one by one and an axe scan of them all.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.request.get('/api/schools?state=CA&sort=name&limit=24');
  const { results } = (await response.json()) as { results: LocatedCard[] };
  expect(results).toHaveLength(24);
  await page.goto('/explore?state=CA&sort=name');
  const cards = page.getByTestId('school-card');
  await expect(cards.first()).toBeVisible();
  // Scrolling to the end loads the second page of 12.
  await page.getByTestId('load-more-sentinel').scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(24);

  for (const [index, school] of results.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(school.name);
    const locator = card.getByTestId('campus-locator');
    const label = `Campus location: ${school.city}, ${school.state}${school.locale ? ` (${school.locale.label})` : ''}`;
    await expect(locator).toHaveAttribute('aria-label', label);
    if (school.locale) await expect(locator).toContainText(school.locale.label);
    await expect(locator.locator('path')).toHaveCount(1);
    await expect(locator.getByTestId('campus-dot')).toHaveCount(school.coordinates ? 1 : 0);
  }
  // The dot sits inside the state outline's drawing, not off in a corner.
  const first = cards.first().getByTestId('campus-locator');
  const shape = (await first.locator('path').boundingBox())!;
  const dot = (await first.getByTestId('campus-dot').boundingBox())!;
  expect(dot.x + dot.width / 2).toBeGreaterThanOrEqual(shape.x);
  expect(dot.x + dot.width / 2).toBeLessThanOrEqual(shape.x + shape.width);
  expect(dot.y + dot.height / 2).toBeGreaterThanOrEqual(shape.y);
  expect(dot.y + dot.height / 2).toBeLessThanOrEqual(shape.y + shape.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y();
});

test('the university page’s locator sits above the name on a phone and shows the locale', async ({ page, checkA11y }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/university/georgia-institute-of-technology-main-campus');
  const heading = page.getByRole('heading', { level: 1, name: 'Georgia Institute of Technology-Main Campus' });
  await expect(heading).toBeVisible();
  const locator = page.getByRole('img', { name: 'Campus location: Atlanta, GA (City: Large)' });
  await expect(locator).toBeVisible();
  await expect(locator).toContainText('City: Large');
  await expect(locator.getByTestId('campus-dot')).toHaveCount(1);
  const map = (await locator.boundingBox())!;
  const title = (await heading.boundingBox())!;
  expect(map.y + map.height).toBeLessThanOrEqual(title.y);
  // In the top right corner, clear of the type line above the name.
  expect(map.x).toBeGreaterThan(title.x + title.width / 2);
  // No initials watermark any more.
  await expect(page.getByText('GIT', { exact: true })).toHaveCount(0);
  await checkA11y();
  await page.screenshot({ path: test.info().outputPath('university-locator.png') });
});

test('in Spanish the campus’s setting is in Spanish, on the locator and the Campus Life tab', async ({ page }) => {
  await page.goto('/es/university/georgia-institute-of-technology-main-campus?tab=campus');
  const locator = page.getByRole('img', { name: 'Ubicación del campus: Atlanta, GA (Ciudad: grande)' });
  await expect(locator).toContainText('Ciudad: grande');
  await expect(page.getByText('Entorno', { exact: true }).locator('..')).toContainText('Ciudad: grande');
  await expect(page.locator('body')).not.toContainText('City: Large');
});
