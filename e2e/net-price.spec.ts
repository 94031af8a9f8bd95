import type { APIRequestContext, Page } from '@playwright/test';
import type { SchoolCard, SchoolListResponse } from '@campuspath/contract/schools';
import { saveProfileViaApi, signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { cards, countText, openFilters, resultCount, urlParams } from './explore-page.ts';

/** Personal net price on Explore, university pages and recommendations, and the net price and distance filters. */

const GEORGIA_TECH = 'georgia-institute-of-technology-main-campus';
const usd = (amount: number | null) => (amount === null ? 'Not reported' : `$${amount.toLocaleString('en-US')}`);

/** GET /api/schools exactly as Explore asks it (sort given, 12 a page). */
async function schools(request: APIRequestContext, query: string): Promise<SchoolListResponse> {
  const response = await request.get(`/api/schools?limit=12&${query}`);
  expect(response.ok(), `GET /api/schools?${query}`).toBe(true);
  return (await response.json()) as SchoolListResponse;
}

/** The figure a card shows and the filter and sort use: the band's, else the all-incomes average (labelled on the card). */
const shown = (school: SchoolCard, band: keyof SchoolCard['netPriceByIncome']) => school.netPriceByIncome[band] ?? school.netPrice;

const bandSelect = (page: Page) => page.getByRole('combobox', { name: 'Family income' });

/** The first cards show the API's schools, in order, each with its figure for `band`. */
async function expectEstimates(page: Page, list: SchoolCard[], band: keyof SchoolCard['netPriceByIncome']) {
  for (const [index, school] of list.slice(0, 3).entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole('heading')).toHaveText(school.name);
    const estimate = card.getByTestId('school-net-price');
    await expect(estimate).toContainText('Your estimated net price');
    await expect(estimate.getByTestId('net-price-figure')).toHaveText(usd(shown(school, band)));
    if (school.netPriceByIncome[band] === null && school.netPrice !== null)
      await expect(estimate.getByTestId('net-price-fallback')).toContainText('All incomes');
  }
}

test('a visitor chooses a family income: cards and the university page show that band’s net price, remembered', async ({
  page,
  request,
  checkA11y,
}) => {
  test.slow();
  const georgia = await schools(request, 'state=GA&sort=relevance');
  await page.goto('/explore?state=GA');
  await expect(resultCount(page)).toHaveText(countText(georgia.count));
  await expect(bandSelect(page)).toHaveValue('');
  await expect(page.getByTestId('school-net-price')).toHaveCount(0);

  await bandSelect(page).selectOption({ label: '$30,001–48,000' });
  await expect.poll(() => urlParams(page)).toEqual(['incomeBand=30-48k', 'state=GA']);
  await expectEstimates(page, georgia.results, '30-48k');
  await expect(cards(page).first()).toContainText('Average for aided families earning $30,001–48,000');
  await checkA11y();

  // Remembered in this browser: a reload, and Explore without the parameter, keep it.
  await page.reload();
  await expect(bandSelect(page)).toHaveValue('30-48k');
  await expectEstimates(page, georgia.results, '30-48k');
  await page.goto('/explore?state=GA');
  await expect(bandSelect(page)).toHaveValue('30-48k');
  await expectEstimates(page, georgia.results, '30-48k');

  // The university page: the same figure beside the tabs and in Costs & Aid, with the calculator link.
  const tech = (await (await request.get(`/api/schools/${GEORGIA_TECH}`)).json()) as SchoolCard;
  await page.goto(`/university/${GEORGIA_TECH}`);
  const side = page.getByTestId('side-net-price');
  await expect(side.getByRole('heading', { name: 'Your estimated net price' })).toBeVisible();
  await expect(side.getByTestId('net-price-figure')).toHaveText(usd(tech.netPriceByIncome['30-48k']));
  await expect(side.getByTestId('net-price-in-state')).toContainText('For in-state students');
  const calculator = side.getByRole('link', { name: `Use ${tech.name}'s net price calculator for a personal figure (opens in a new tab)` });
  await expect(calculator).toHaveAttribute('href', tech.netPriceCalculatorUrl!);
  await expect(calculator).toHaveAttribute('rel', /noopener/);
  await checkA11y();

  await page.getByRole('tab', { name: 'Costs & Aid' }).click();
  const costs = page.getByRole('tabpanel');
  await expect(costs.getByTestId('net-price-figure')).toHaveText(usd(tech.netPriceByIncome['30-48k']));
  await expect(costs.getByTestId('your-income-row')).toContainText('$30,001–48,000');
  await expect(costs.getByTestId('your-income-row')).toContainText(usd(tech.netPriceByIncome['30-48k']));
  await checkA11y();

  // Another band changes every figure, here and back on Explore.
  await costs.getByRole('combobox', { name: 'Family income' }).selectOption('0-30k');
  await expect(costs.getByTestId('net-price-figure')).toHaveText(usd(tech.netPriceByIncome['0-30k']));
  await expect(side.getByTestId('net-price-figure')).toHaveText(usd(tech.netPriceByIncome['0-30k']));
  await expect(costs.getByTestId('your-income-row')).toContainText('$0–30,000');
  await page.goto('/explore?state=GA');
  await expect(bandSelect(page)).toHaveValue('0-30k');
  await expectEstimates(page, georgia.results, '0-30k');
});

test('Explore filters by net price for the chosen band and sorts by it', async ({ page, request, checkA11y }) => {
  test.slow();
  await page.goto('/explore?state=GA');
  await bandSelect(page).selectOption('0-30k');
  const filters = await openFilters(page);
  await expect(filters.getByTestId('net-price-filter-hint')).toContainText(
    'Average paid by aided families earning $0–30,000; where a college reports none for that income, its all-incomes average',
  );
  await filters.getByRole('combobox', { name: 'Net price up to' }).selectOption({ label: '$10,000 per year' });
  await expect.poll(() => urlParams(page)).toEqual(['incomeBand=0-30k', 'netPriceMax=10000', 'state=GA']);

  const capped = await schools(request, 'state=GA&incomeBand=0-30k&netPriceMax=10000&sort=relevance');
  expect(capped.count, 'precondition: some Georgia colleges report under $10,000 for this band').toBeGreaterThan(3);
  await expect(resultCount(page)).toHaveText(countText(capped.count));
  await expectEstimates(page, capped.results, '0-30k');
  for (const school of capped.results) expect(shown(school, '0-30k')).toBeLessThanOrEqual(10000);
  await expect(page.getByRole('button', { name: 'Remove filter: Net price up to $10,000' })).toBeVisible();
  await checkA11y();

  // Cheapest first, then dearest first: the API's order and figures.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Net price: lowest first' });
  await expect.poll(() => urlParams(page)).toContain('sort=netPrice');
  const cheapest = await schools(request, 'state=GA&incomeBand=0-30k&netPriceMax=10000&sort=netPrice');
  await expectEstimates(page, cheapest.results, '0-30k');
  const ascending = cheapest.results.map((school) => shown(school, '0-30k')!);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await sort.selectOption({ label: 'Net price: highest first' });
  await expect.poll(() => urlParams(page)).toContain('sort=netPrice:desc');
  const dearest = await schools(request, 'state=GA&incomeBand=0-30k&netPriceMax=10000&sort=netPrice:desc');
  await expectEstimates(page, dearest.results, '0-30k');
  const descending = dearest.results.map((school) => shown(school, '0-30k')!);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
});

test('within N miles of a ZIP code: distances, the distance sort, and bad ZIP codes kept with a message', async ({
  page,
  request,
  allowConsoleErrors,
  checkA11y,
}) => {
  test.slow();
  // The unknown ZIP code below is a 400 on purpose; Chromium logs it.
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 400/);
  await page.goto('/explore');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort.getByRole('option', { name: 'Distance: nearest first' })).toHaveCount(0);

  const filters = await openFilters(page);
  const zip = filters.getByRole('textbox', { name: 'ZIP code' });
  await expect(zip).toHaveAttribute('inputmode', 'numeric');
  await zip.fill('30332');
  await filters.getByRole('combobox', { name: 'Within' }).selectOption({ label: '25 miles' });
  await expect.poll(() => urlParams(page)).toEqual(['near=30332', 'radius=25']);
  const near = await schools(request, 'near=30332&radius=25&sort=name');
  await expect(resultCount(page)).toHaveText(countText(near.count));
  await expect(page.getByRole('button', { name: 'Remove filter: Within 25 miles of 30332' })).toBeVisible();

  // Nearest first: Georgia Tech, whose campus is in that ZIP code.
  await sort.selectOption({ label: 'Distance: nearest first' });
  await expect.poll(() => urlParams(page)).toEqual(['near=30332', 'radius=25', 'sort=distance']);
  const nearest = await schools(request, 'near=30332&radius=25&sort=distance');
  expect(nearest.results[0]!.slug).toBe(GEORGIA_TECH);
  const miles = nearest.results.map((school) => school.distanceMiles!);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  for (const [index, school] of nearest.results.slice(0, 3).entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole('heading')).toHaveText(school.name);
    await expect(card.getByTestId('school-distance')).toHaveText(school.distanceMiles! < 1 ? 'Under 1 mi away' : /\d+ mi away$/);
  }
  await expect(cards(page).first().getByTestId('school-distance')).toContainText('mi away');
  await checkA11y();

  // Not a ZIP code: the field says so and keeps it; the list stays.
  await zip.fill('303');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters.getByTestId('zip-error')).toHaveText('Enter a 5-digit ZIP code, such as 30332.');
  await expect(zip).toHaveValue('303');
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => urlParams(page)).toEqual(['near=30332', 'radius=25', 'sort=distance']);

  // A ZIP code the API does not know: its message beside the field and in place of the results.
  await zip.fill('00000');
  await zip.press('Enter');
  const message =
    'ZIP code 00000 has no Census ZIP Code Tabulation Area (PO box and single-building ZIP codes have none, and it may not exist), so no distance can be measured from it. Try a nearby ZIP code.';
  await expect(page.getByTestId('zip-results-error')).toHaveText(message);
  await expect(filters.getByTestId('zip-error')).toHaveText(message);
  await expect(zip).toHaveValue('00000');
  await expect(cards(page)).toHaveCount(0);
  await checkA11y();

  await page.getByRole('button', { name: 'Remove ZIP code' }).click();
  await expect.poll(() => urlParams(page)).toEqual([]);
  await expect(zip).toHaveValue('');
  await expect(resultCount(page)).toHaveText(countText((await schools(request, 'sort=name')).count));
  await expect(page.getByTestId('school-distance')).toHaveCount(0);
});

test('a signed-in student’s band chosen on Explore is saved to the profile and shown on recommendations and saved cards', async ({
  page,
  checkA11y,
}) => {
  test.slow();
  await signUpViaApi(page);
  await saveProfileViaApi(page);
  await page.goto('/explore');
  await expect(bandSelect(page)).toHaveValue('');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/profile/income-band') && response.request().method() === 'PUT',
  );
  await bandSelect(page).selectOption('48-75k');
  expect((await saved).status()).toBe(200);
  const profile = (await (await page.request.get('/api/profile')).json()) as { incomeBand: string | null };
  expect(profile.incomeBand).toBe('48-75k');

  const recommendations = (await (await page.request.get('/api/recommendations?limit=12')).json()) as {
    results: { school: SchoolCard }[];
  };
  const first = recommendations.results[0]!.school;
  await page.goto('/recommendations');
  await expect(page.getByRole('combobox', { name: 'Family income' })).toHaveValue('48-75k');
  const item = page.getByTestId('recommendation').first();
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(first.name);
  await expect(item.getByTestId('school-net-price')).toContainText('Your estimated net price');
  await expect(item.getByTestId('net-price-figure')).toHaveText(usd(shown(first, '48-75k')));
  await checkA11y();

  // Saved universities show it too.
  expect((await page.request.put(`/api/saved-schools/${first.id}`)).status()).toBe(200);
  await page.goto('/saved');
  await expect(cards(page).first().getByRole('heading')).toHaveText(first.name);
  await expect(cards(page).first().getByTestId('net-price-figure')).toHaveText(usd(shown(first, '48-75k')));
  await checkA11y();
});
