import type { Page } from '@playwright/test';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { saveProfileViaApi, signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * Out-of-state families must not see in-state prices: with a home state, a public college in
 * another state shows its out-of-state tuition, labels the Scorecard net price as in-state, and
 * derives any out-of-state estimate in the open.
 */

const GEORGIA_TECH = 'georgia-institute-of-technology-main-campus';
const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const thousands = (amount: number) => `$${Math.round(amount / 1000)}k`;

async function detail(page: Page): Promise<SchoolDetail> {
  const response = await page.request.get(`/api/schools/${GEORGIA_TECH}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SchoolDetail;
}

async function expectOutOfStatePage(page: Page, tech: SchoolDetail, band: '30-48k') {
  const inState = tech.tuition['In-state']!;
  const outOfState = tech.tuition['Out-of-state']!;
  const net = tech.netPriceByIncome[band]!;
  expect(outOfState).toBeGreaterThan(inState);

  const tuition = page
    .getByRole('definition')
    .filter({ hasText: usd(outOfState) })
    .first();
  await expect(tuition).toBeVisible();
  await expect(page.getByText("out-of-state per year (you're from OH)", { exact: false })).toBeVisible();

  const side = page.getByTestId('side-net-price');
  await expect(side.getByTestId('net-price-figure')).toHaveText(usd(net));
  await expect(side.getByTestId('net-price-in-state')).toContainText('For in-state students');
  await expect(side.getByTestId('net-price-out-of-state')).toHaveText(
    `Estimate for out-of-state students (from OH): ${usd(net + outOfState - inState)} = net price ${usd(net)} + ` +
      `(out-of-state tuition ${usd(outOfState)} − in-state tuition ${usd(inState)}).`,
  );
}

test('a visitor from Ohio sees Georgia Tech’s out-of-state price, the in-state label and how the estimate is derived', async ({
  page,
  checkA11y,
}) => {
  const tech = await detail(page);
  await page.goto(`/university/${GEORGIA_TECH}`);
  const side = page.getByTestId('side-net-price');
  await side.getByRole('combobox', { name: 'Family income' }).selectOption('30-48k');
  // Before a home state: the in-state tuition, no out-of-state estimate.
  await expect(side.getByTestId('net-price-out-of-state')).toHaveCount(0);
  await side.getByRole('combobox', { name: 'Home state' }).selectOption('OH');
  await expectOutOfStatePage(page, tech, '30-48k');
  await checkA11y();

  // A Georgian sees the in-state price and no estimate.
  await side.getByRole('combobox', { name: 'Home state' }).selectOption('GA');
  await expect(side.getByTestId('net-price-out-of-state')).toHaveCount(0);
  await expect(page.getByText('in-state per year', { exact: false })).toBeVisible();

  // Remembered in this browser, and on Explore's cards.
  await side.getByRole('combobox', { name: 'Home state' }).selectOption('OH');
  await page.goto('/explore?search=Georgia%20Institute%20of%20Technology&state=GA');
  const card = page.getByTestId('school-card').filter({ hasText: tech.name }).first();
  await expect(card.getByTestId('school-tuition')).toHaveText(thousands(tech.tuition['Out-of-state']!));
  await expect(card).toContainText('Out-of-state tuition');
  await expect(card.getByTestId('school-net-price')).toContainText('for in-state students');
  await expect(card.getByTestId('net-price-out-of-state')).toContainText('Estimate for out-of-state students (from OH)');
  await checkA11y();
});

test('a student from Ohio (home state saved on the profile form) sees the out-of-state price on a 390 px phone', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await saveProfileViaApi(page, { incomeBand: '30-48k' });
  // The home state is set on the profile form.
  await page.goto('/academics');
  await page.getByRole('combobox', { name: 'Home state', exact: true }).selectOption({ label: 'Ohio' });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Profile saved at/ })).toBeVisible();
  await checkA11y();
  const tech = await detail(page);
  await page.goto(`/university/${GEORGIA_TECH}`);
  await expect(page.getByTestId('side-net-price').getByRole('combobox', { name: 'Home state' })).toHaveValue('OH');
  await expectOutOfStatePage(page, tech, '30-48k');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y();
});

test('a visitor from Ohio opening a shared comparison on a phone sees the out-of-state estimate beside the in-state figure', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tech = await detail(page);
  const ohioState = (await (await page.request.get('/api/schools/ohio-state-university-main-campus')).json()) as SchoolDetail;
  await page.goto(`/compare?ids=${tech.id},${ohioState.id}`);
  await page.getByRole('combobox', { name: 'Family income' }).selectOption('30-48k');
  await expect(page.getByTestId('compare-out-of-state')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Home state' }).selectOption('OH');
  // Only Georgia Tech is out of state for an Ohioan; Ohio State keeps its in-state figure alone.
  const estimate = page.getByTestId('compare-out-of-state');
  await expect(estimate).toHaveCount(1);
  const net = tech.netPriceByIncome['30-48k']!;
  const amount = net + tech.tuition['Out-of-state']! - tech.tuition['In-state']!;
  await expect(estimate).toHaveText(`From OH, out of state: about ${usd(amount)} = net price + (out-of-state − in-state tuition)`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y();
});
