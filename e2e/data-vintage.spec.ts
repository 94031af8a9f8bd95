import type { APIRequestContext } from '@playwright/test';
import type { SchoolListResponse } from '@campuspath/contract/schools';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { expect, test } from './fixtures.ts';
import { cards, openFilters } from './explore-page.ts';

/** The vintage beside each figure, and labels that say exactly what a number is. */

async function detail(request: APIRequestContext, slug: string): Promise<SchoolDetail> {
  const response = await request.get(`/api/schools/${slug}`);
  expect(response.ok(), slug).toBe(true);
  return (await response.json()) as SchoolDetail;
}

test('a university page shows when admissions, costs and earnings were measured, and what is derived', async ({
  page,
  request,
  checkA11y,
}) => {
  test.slow();
  const mit = await detail(request, 'massachusetts-institute-of-technology');
  await page.goto('/university/massachusetts-institute-of-technology');
  const stats = page.locator('dl').first();
  // MIT is private: one published price, never "in-state".
  await expect(stats).toContainText('per year, 2023-24');
  await expect(stats).not.toContainText('in-state');
  await expect(stats).toContainText('undergraduates, fall 2023');

  const earnings = page.getByTestId('earnings-vintage');
  await expect(earnings).toContainText('Former students who received federal aid, finished or not');
  await expect(earnings).toContainText('Students who entered in 2010-11, measured 10 years later');
  await expect(page.getByText(`$${mit.medianEarnings!.toLocaleString('en-US')}`, { exact: true })).toBeVisible();
  await checkA11y();

  await page.getByRole('tab', { name: 'Admissions' }).click();
  const admissions = page.getByRole('tabpanel');
  await expect(admissions.getByText('Acceptance rate', { exact: true })).toBeVisible();
  await expect(admissions.getByTestId('admissions-vintage')).toContainText('Acceptance rate: fall 2023');
  await expect(admissions.getByText('SAT total, middle 50% (derived)')).toBeVisible();
  await expect(admissions.getByTestId('admissions-vintage')).toContainText('the sum of the reading/writing and math section ranges');
  await checkA11y();

  await page.getByRole('tab', { name: 'Costs & Aid' }).click();
  const costs = page.getByRole('tabpanel');
  await expect(costs.getByTestId('costs-vintage')).toContainText('Costs: 2023-24');
  await expect(costs.getByTestId('costs-vintage')).toContainText('Derived: tuition and fees + on-campus room and board');
  await expect(costs.getByText(`$${mit.costs.tuition.inState!.toLocaleString('en-US')}`).first()).toBeVisible();
  await checkA11y();

  await page.getByRole('tab', { name: 'Academic Programs' }).click();
  await expect(page.getByTestId('programs-note')).toContainText('the three fields with the largest share of degrees awarded');
});

test('the admission rate says whose it is: the campus’s own, or all campuses sharing one aid ID', async ({ page }) => {
  await page.goto('/university/university-of-pittsburgh-greensburg?tab=admissions');
  await expect(page.getByTestId('admissions-vintage')).toContainText("This campus's own rate");
  await expect(page.locator('dl').first()).toContainText('Acceptance Rate98%fall 2023');

  await page.goto('/university/ohio-state-university-main-campus?tab=admissions');
  await expect(page.getByTestId('admissions-vintage')).toContainText('covers all campuses that share one federal aid ID');
  await expect(page.locator('dl').first()).toContainText('all campuses');
});

test('territories and freely associated states are named as what they are', async ({ page, checkA11y }) => {
  // Three college pages and Explore, with an accessibility check.
  test.slow();
  await page.goto('/university/palau-community-college?tab=campus');
  await expect(page.getByTestId('school-place')).toHaveText('· Palau, a U.S. freely associated state');
  await expect(page.locator('address')).toContainText('Palau');
  await expect(page.locator('address')).not.toContainText('United States');
  await checkA11y();

  await page.goto('/university/university-of-puerto-rico-rio-piedras');
  await expect(page.getByTestId('school-place')).toHaveText('· U.S. territory');

  await page.goto('/explore');
  const filters = await openFilters(page);
  await expect(filters.getByRole('checkbox', { name: /^International/ })).toBeVisible();
  await expect(filters.getByText('Outside the 50 states and DC')).toBeVisible();
});

test('a card with no figure for the family’s income shows the all-incomes figure, labelled, as the filter uses it', async ({
  page,
  request,
}) => {
  const query = 'incomeBand=110k-plus&netPriceMax=15000&sort=name';
  const list = (await (await request.get(`/api/schools?limit=12&${query}`)).json()) as SchoolListResponse;
  const index = list.results.findIndex((school) => school.netPriceByIncome['110k-plus'] === null);
  expect(index, 'precondition: a college on the first page qualifies on its all-incomes figure').toBeGreaterThanOrEqual(0);
  const fallback = list.results[index]!;
  await page.goto(`/explore?${query}`);
  const card = cards(page).nth(index);
  await expect(card.getByRole('heading')).toHaveText(fallback.name);
  await expect(card.getByTestId('net-price-figure')).toHaveText(`$${fallback.netPrice!.toLocaleString('en-US')}`);
  await expect(card.getByTestId('net-price-fallback')).toContainText('All incomes');
  await expect(card.getByTestId('net-price-fallback')).toContainText('reports no average for families earning Over $110,000');
});

test('About names the 2023-24 year, its fallbacks and the earnings cohort', async ({ page }) => {
  await page.goto('/about');
  const vintages = page.getByTestId('about-vintages');
  await expect(vintages).toContainText('College Scorecard, 2023-24 year file');
  await expect(vintages).toContainText('admissions for fall 2023');
  await expect(vintages).toContainText('former students who received federal aid, finished or not, who entered in 2010-11, measured 10');
});
