import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Explore's map: zoomed in, the states and then the schools are named on the map; a
 * group's list opens inside the map, never over the header or past the map's edge.
 */

const map = (page: Page) => page.getByTestId('school-map');
const zoomLayer = (page: Page) => map(page).locator('svg > g');
const frame = (page: Page) => map(page).getByRole('group', { name: /^Map of / });

test('zooming in names the states, then the schools beside their dots', async ({ page, checkA11y }) => {
  await page.goto('/explore?view=map&state=WY');
  await expect(zoomLayer(page)).toHaveAttribute('transform', 'translate(0,0) scale(1)');
  // The whole country: no names crowding the small states.
  await expect(map(page).getByTestId('map-state-labels')).toHaveCount(0);

  const zoomIn = page.getByRole('button', { name: 'Zoom in', exact: true });
  await zoomIn.click();
  await zoomIn.click();
  await expect(zoomLayer(page)).toHaveAttribute('transform', /scale\(4\)$/);
  const states = map(page).getByTestId('map-state-labels');
  await expect(states.locator('text', { hasText: /^Wyoming$/ })).toHaveCount(1);
  // The names are drawn at a readable size on screen, whatever the zoom.
  const wyoming = (await states.locator('text', { hasText: /^Wyoming$/ }).boundingBox())!;
  expect(wyoming.height).toBeGreaterThan(8);
  expect(wyoming.height).toBeLessThan(24);
  await expect(map(page).locator('[data-testid="map-school"][data-label]')).toHaveCount(0);

  // Closer still, into Wyoming's few, spread-out schools (from the whole country again, where
  // they are all in view): they show their names.
  await page.getByRole('button', { name: 'Reset zoom' }).click();
  await expect(zoomLayer(page)).toHaveAttribute('transform', 'translate(0,0) scale(1)');
  for (let step = 0; step < 6 && (await map(page).locator('[data-testid="map-school"][data-label]').count()) === 0; step++) {
    const before = await zoomLayer(page).getAttribute('transform');
    const group = map(page).getByRole('button', { name: /: zoom in$/ });
    if ((await group.count()) > 0) {
      await group.first().focus();
      await page.keyboard.press('Enter');
    } else {
      // Only single schools left: a double-click just beside one zooms in towards it. Left of the
      // dot, because a name, once shown, is drawn to its right and would take the click.
      const single = map(page).getByTestId('map-school').first();
      await single.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const dot = (await single.boundingBox())!;
      await page.mouse.dblclick(dot.x + dot.width / 2 - 16, dot.y + dot.height / 2);
    }
    await expect(zoomLayer(page)).not.toHaveAttribute('transform', before!);
  }
  const labelled = map(page).locator('[data-testid="map-school"][data-label]').first();
  await expect(labelled).toBeVisible();
  const name = (await labelled.textContent())!;
  await expect(labelled).toHaveAttribute('data-label', name);
  // The visible name is drawn beside the dot (CSS content), wider than the dot alone.
  const shown = await labelled.evaluate((element) => getComputedStyle(element, '::after').content);
  expect(shown).toBe(`"${name}"`);
  await checkA11y();
});

test('on a phone a group’s list opens inside the map', async ({ page, request, checkA11y }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Trine University and its regional campuses share one spot in Angola, Indiana.
  const response = await request.get('/api/schools/map?search=Trine%20University&sort=name');
  const { points } = (await response.json()) as { points: { name: string }[] };
  expect(points).toHaveLength(2);
  await page.goto('/explore?view=map&search=Trine%20University');
  const group = map(page).getByRole('button', { name: '2 universities at Angola, IN: show list' });
  await group.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await group.click();
  const popover = page.getByRole('dialog', { name: '2 universities at Angola, IN' });
  await expect(popover.getByRole('link', { name: points[0]!.name, exact: true })).toBeVisible();
  const box = (await frame(page).boundingBox())!;
  await expect
    .poll(async () => {
      const inner = (await popover.boundingBox())!;
      return (
        inner.x >= box.x - 0.5 &&
        inner.y >= box.y - 0.5 &&
        inner.x + inner.width <= box.x + box.width + 0.5 &&
        inner.y + inner.height <= box.y + box.height + 0.5
      );
    })
    .toBe(true);
  await checkA11y();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(group).toBeFocused();
});
