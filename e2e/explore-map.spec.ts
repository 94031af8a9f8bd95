import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, sameOnPhone, test } from './fixtures.ts';
import { countText, fetchSchools, openFilters, resultCount, urlParams } from './explore-page.ts';

/** Explore's map view ("Map view"): expectations come from the real API, never hard-coded. */

interface MapPoint {
  id: number;
  slug: string;
  name: string;
  location: string;
}
interface MapResponse {
  count: number;
  unmapped: number;
  points: MapPoint[];
}

// Albers USA leaves out the territories; the page lists their schools under "Outside the map".
const TERRITORIES = /, (PR|GU|VI|AS|MP|FM|MH|PW)$/;

async function fetchMap(request: APIRequestContext, query: string): Promise<MapResponse> {
  const params = new URLSearchParams(query);
  if (!params.has('sort')) params.set('sort', 'relevance');
  const response = await request.get(`/api/schools/map?${params.toString()}`);
  expect(response.ok(), `GET /api/schools/map?${params.toString()}`).toBe(true);
  return (await response.json()) as MapResponse;
}

const map = (page: Page) => page.getByTestId('school-map');
const schoolLinks = (page: Page) => map(page).getByTestId('map-school');
const groups = (page: Page) => map(page).getByTestId('map-cluster');
const zoomLayer = (page: Page) => map(page).locator('svg > g');

/** The fixed site header can cover a marker Playwright thinks is in view: centre it first. */
async function clickMarker(marker: Locator) {
  await marker.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await marker.click();
}

/** Zooms into groups (by keyboard) until single schools show: small maps group even sparse states. */
async function revealSchools(page: Page) {
  for (let step = 0; step < 8 && (await schoolLinks(page).count()) === 0; step++) {
    const before = await zoomLayer(page).getAttribute('transform');
    await groups(page).first().focus();
    await page.keyboard.press('Enter');
    await expect(zoomLayer(page)).not.toHaveAttribute('transform', before!);
  }
  await expect(schoolLinks(page).first()).toBeVisible();
}

/** Schools drawn on the map right now: one per school link plus every group's count. */
async function plottedCount(page: Page): Promise<number> {
  const groupCounts = await groups(page).allTextContents();
  return (await schoolLinks(page).count()) + groupCounts.reduce((sum, text) => sum + Number(text.replace(/,/g, '')), 0);
}

test('the List / Map switch is kept in the URL, and the map counts what the list counts', async ({ page, request, checkA11y }) => {
  const list = await fetchSchools(request, '');
  const all = await fetchMap(request, '');
  expect(all.count).toBe(list.count);
  const outside = all.points.filter((p) => TERRITORIES.test(p.location)).length;

  await page.goto('/explore');
  await expect(resultCount(page)).toHaveText(countText(list.count));
  await page.getByRole('radio', { name: 'Map' }).click();
  await expect.poll(() => urlParams(page)).toEqual(['view=map']);
  await expect(map(page)).toBeVisible();
  await expect(resultCount(page)).toHaveText(countText(list.count));
  await expect(page.getByTestId('map-summary')).toContainText(`${(all.points.length - outside).toLocaleString('en-US')} on the map`);
  await expect.poll(() => plottedCount(page)).toBe(all.points.length - outside);
  await expect(page.getByTestId('school-card')).toHaveCount(0);
  await checkA11y();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Map' })).toHaveAttribute('aria-checked', 'true');
  await expect(map(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Outside the map (territories)' })).toBeVisible();
  await expect(page.getByTestId('outside-map-list').getByRole('listitem')).toHaveCount(outside);

  await page.getByRole('radio', { name: 'List' }).click();
  await expect.poll(() => urlParams(page)).toEqual([]);
  await expect(page.getByTestId('school-card').first()).toBeVisible();
});

test('filters keep working in map view and the map follows them', sameOnPhone, async ({ page, request }) => {
  const vermont = await fetchMap(request, 'state=VT');
  expect(vermont.points.length).toBeGreaterThan(3);

  await page.goto('/explore?view=map');
  await expect(map(page)).toBeVisible();
  const panel = await openFilters(page);
  const group = panel.getByRole('group', { name: 'State' });
  await group.getByRole('searchbox').fill('Verm');
  await group.getByRole('checkbox', { name: /^Vermont$/ }).check();

  await expect.poll(() => urlParams(page)).toEqual(['state=VT', 'view=map']);
  await expect(resultCount(page)).toHaveText(countText(vermont.count));
  await expect(page.getByTestId('map-summary')).toHaveText(`${vermont.points.length} on the map`);
  await expect.poll(() => plottedCount(page)).toBe(vermont.points.length);
});

test('a school on the map opens its card by keyboard and by click; Escape returns focus', async ({ page, request, checkA11y }) => {
  const alaska = await fetchMap(request, 'state=AK');
  const names = new Set(alaska.points.map((p) => p.name));
  await page.goto('/explore?view=map&state=AK');
  await expect(map(page)).toBeVisible();

  // Keyboard: the markers come right after the zoom buttons in the tab order.
  await page.getByRole('button', { name: 'Reset zoom' }).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('data-testid', /map-(school|cluster)/);
  await revealSchools(page);
  const firstLink = schoolLinks(page).first();
  await firstLink.focus();
  const name = (await firstLink.textContent())!;
  expect(names.has(name)).toBe(true);
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name });
  await expect(popover.getByTestId('school-card')).toBeVisible();
  const slug = alaska.points.find((p) => p.name === name)!.slug;
  await expect(popover.getByRole('link', { name })).toHaveAttribute('href', `/university/${slug}`);
  await expect(page).toHaveURL(/view=map/);
  await checkA11y();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(firstLink).toBeFocused();

  // Pointer: a click opens the card too, and Close shuts it.
  const other = schoolLinks(page).last();
  const otherName = (await other.textContent())!;
  await clickMarker(other);
  const otherPopover = page.getByRole('dialog', { name: otherName });
  await expect(otherPopover.getByTestId('school-card').getByRole('heading')).toHaveText(otherName);
  await otherPopover.getByRole('button', { name: 'Close' }).click();
  await expect(otherPopover).toBeHidden();
});

test('groups zoom in, the zoom buttons work, and the text list lists the schools', async ({ page, request }) => {
  const massachusetts = await fetchMap(request, 'state=MA');
  await page.goto('/explore?view=map&state=MA');
  await expect(zoomLayer(page)).toHaveAttribute('transform', 'translate(0,0) scale(1)');

  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect(zoomLayer(page)).toHaveAttribute('transform', /scale\(2\)$/);
  await page.getByRole('button', { name: 'Zoom out', exact: true }).click();
  await expect(zoomLayer(page)).toHaveAttribute('transform', 'translate(0,0) scale(1)');

  const group = page.getByRole('button', { name: /^\d+ universities near .+: zoom in$/ }).first();
  const before = await groups(page).count();
  await group.focus();
  await page.keyboard.press('Enter');
  await expect(zoomLayer(page)).not.toHaveAttribute('transform', 'translate(0,0) scale(1)');
  // Focus moves to the marker that now holds the group's first school, not back to the page.
  await expect(page.locator('[data-testid="school-map"] :focus')).toHaveCount(1);
  await expect.poll(async () => (await groups(page).count()) + (await schoolLinks(page).count())).not.toBe(before);
  await page.getByRole('button', { name: 'Reset zoom' }).click();
  await expect(zoomLayer(page)).toHaveAttribute('transform', 'translate(0,0) scale(1)');

  const toggle = page.getByRole('button', { name: 'Show as text list' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const items = page.getByTestId('map-text-list').getByRole('link');
  await expect(items).toHaveText(massachusetts.points.map((p) => p.name));
  await expect(map(page)).toHaveCount(0);
  await toggle.click();
  await expect(map(page)).toBeVisible();
});

test('schools the map cannot place are listed outside it', sameOnPhone, async ({ page, request, checkA11y }) => {
  const puertoRico = await fetchMap(request, 'state=PR');
  expect(puertoRico.points.length).toBeGreaterThan(0);
  await page.goto('/explore?view=map&state=PR');
  await expect(page.getByTestId('map-summary')).toContainText(`0 on the map · ${puertoRico.points.length} outside it (territories)`);
  await expect(page.getByTestId('outside-map-list').getByRole('link')).toHaveText(puertoRico.points.map((p) => p.name));
  await checkA11y();
});

test('a failed map request shows the Error state, and Try Again recovers', sameOnPhone, async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 500/);
  const failure = { status: 500, contentType: 'application/json', body: '{"error":"internal","message":"Internal error"}' };
  await page.route(/\/api\/schools\/map\?/, (route) => route.fulfill(failure));
  await page.goto('/explore?view=map&state=VT');
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible({ timeout: 15_000 });
  await expect(map(page)).toHaveCount(0);

  await page.unroute(/\/api\/schools\/map\?/);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(map(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Error' })).toHaveCount(0);
});
