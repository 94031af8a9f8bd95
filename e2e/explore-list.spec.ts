import { expect, sameOnPhone, test } from './fixtures.ts';
import { cards, countText, expectResults, fetchSchools, resultCount, urlParams } from './explore-page.ts';

/** The Explore result list: infinite scroll, loading, empty and error states ("Explore"). */

const SERVER_ERROR = { status: 500, contentType: 'application/json', body: '{"error":"internal","message":"Internal error"}' };
// Chromium logs every failed response; the tests below force those failures on purpose.
const FAILED_RESOURCE = /Failed to load resource: the server responded with a status of 500/;

test('infinite scroll reaches "Showing all N universities" for a small result set', async ({ page, request }) => {
  const expected = await fetchSchools(request, 'state=ME');
  expect(expected.count).toBeGreaterThan(24);

  await page.goto('/explore?state=ME');
  await expectResults(page, expected);
  await expect(cards(page)).toHaveCount(12);
  const end = page.getByText(`Showing all ${expected.count.toLocaleString('en-US')} universities`);
  for (let loaded = 12; loaded < expected.count; loaded = Math.min(loaded + 12, expected.count)) {
    await expect(end).toBeHidden();
    await page.getByTestId('load-more-sentinel').scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(Math.min(loaded + 12, expected.count));
  }
  await expect(end).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // Every school appears once, in the API's order.
  const all = await fetchSchools(request, `state=ME&limit=${expected.count}`);
  await expect(cards(page).getByRole('heading')).toHaveText(all.results.map((school) => school.name));
});

test('scrolling to the end loads page 2, and keyboard users get a Load more button', async ({ page, request }) => {
  const firstTwoPages = await fetchSchools(request, 'limit=36');
  await page.goto('/explore');
  await expect(cards(page)).toHaveCount(12);
  await expect(resultCount(page)).toHaveText(countText(firstTwoPages.count));

  const pageTwo = page.waitForRequest((req) => /\/api\/schools\?.*page=2/.test(req.url()));
  await page.getByTestId('load-more-sentinel').scrollIntoViewIfNeeded();
  await pageTwo;
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).nth(12).getByRole('heading')).toHaveText(firstTwoPages.results[12]!.name);
  await expect.poll(() => urlParams(page)).toEqual([]);

  const loadMore = page.getByRole('button', { name: 'Load more' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(36);
  await expect(cards(page).nth(35).getByRole('heading')).toHaveText(firstTwoPages.results[35]!.name);
});

test('an empty search offers Reset Search, which clears the text and the URL parameter', sameOnPhone, async ({ page, request }) => {
  await page.goto('/explore?search=qzxqzxqzx&location=South');
  await expect(page.getByText('No universities found matching your criteria.')).toBeVisible();
  await expect(resultCount(page)).toHaveText('0 universities');
  await page.getByRole('button', { name: 'Reset Search' }).click();
  await expect.poll(() => urlParams(page)).toEqual(['location=South']);
  await expect(page.getByRole('combobox', { name: 'Search universities' })).toHaveValue('');
  await expectResults(page, await fetchSchools(request, 'location=South'));
});

test('filters that match nothing can be cleared from the empty state', sameOnPhone, async ({ page, request }) => {
  const none = await fetchSchools(request, 'state=VT&size=very-large');
  // The committed catalogue has no very large college in Vermont; if a rebuild adds one, pick another pair.
  expect(none.count, 'precondition: this filter combination matches nothing').toBe(0);
  await page.goto('/explore?state=VT&size=very-large&sort=tuition');
  await expect(page.getByText('No universities found matching your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => urlParams(page)).toEqual(['sort=tuition']);
  await expectResults(page, await fetchSchools(request, 'sort=tuition'));
});

test(
  'a failed first page shows the Error state, and Try Again recovers',
  sameOnPhone,
  async ({ page, request, allowConsoleErrors, checkA11y }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    // A page the server rendered arrives with its first page of results; the browser asks for one
    // when the student moves to Explore inside the app (here from a popular search on home).
    await page.goto('/');
    await page.route(/\/api\/schools\?/, (route) => route.fulfill(SERVER_ERROR));
    await page.getByRole('link', { name: 'Nursing', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Failed to load universities. Please try again later.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await checkA11y();

    await page.unroute(/\/api\/schools\?/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expectResults(page, await fetchSchools(request, 'search=nursing'));
    await expect(page.getByRole('heading', { name: 'Error' })).toHaveCount(0);
  },
);

test('a failed later page keeps the list and offers a retry', sameOnPhone, async ({ page, request, allowConsoleErrors }) => {
  allowConsoleErrors(FAILED_RESOURCE);
  const firstTwoPages = await fetchSchools(request, 'limit=24');
  await page.goto('/explore');
  await expect(cards(page)).toHaveCount(12);
  await page.route(/\/api\/schools\?.*page=2/, (route) => route.fulfill(SERVER_ERROR));
  await page.getByTestId('load-more-sentinel').scrollIntoViewIfNeeded();
  await expect(page.getByText('Couldn’t load more universities.')).toBeVisible({ timeout: 15_000 });
  await expect(cards(page)).toHaveCount(12);

  await page.unroute(/\/api\/schools\?.*page=2/);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).nth(23).getByRole('heading')).toHaveText(firstTwoPages.results[23]!.name);
});

test('skeleton cards show while the first page loads', sameOnPhone, async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // As above: the browser loads the first page when the student moves to Explore inside the app.
  await page.goto('/');
  await page.route(/\/api\/schools\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Nursing', exact: true }).click();
  await expect(page.getByTestId('school-card-skeleton')).toHaveCount(12);
  await expect(resultCount(page)).toHaveText('Loading universities…');
  release();
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByTestId('school-card-skeleton')).toHaveCount(0);
});
