import type { Page } from '@playwright/test';
import type { SchoolCard } from '@campuspath/contract/schools';
import { fillOhioFamily } from './aid-estimate-family.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * The Student Aid Index and Pell estimator on /financial-aid: a visitor computes the reference's
 * hand-worked 2026-27 Ohio case step by step without an account, and a signed-in student's saved
 * estimate shows beside the net price on a college page.
 */

const GEORGIA_TECH = 'georgia-institute-of-technology-main-campus';

/** The estimator once it is React's, filled with the reference's case T1 (aid-estimate-family.ts). */
async function fillOhioFamilyOnceReady(page: Page) {
  const form = page.getByRole('form', { name: 'Student Aid Index estimator' });
  // The estimator is a lazy part of its page, hydrating after it: typing into it while its form
  // registers its fields can meet a field being set to its default between Playwright's select-all
  // and its typing ("3" then "4" read "34"). What is typed before its code arrives is kept
  // (e2e/before-the-code.spec.ts); these journeys fill the form once it is React's and the frame
  // after that has been drawn (React holds an element as it renders it; the form registers its
  // fields as that render is put on screen).
  await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await fillOhioFamily(form);
  return form;
}

test('a visitor estimates the SAI and Pell step by step, with a clear error for a bad amount and nothing saved', async ({
  page,
  checkA11y,
}) => {
  test.slow();
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/aid-estimate')) sent = true;
  });
  await page.goto('/financial-aid#estimator');
  await expect(page.getByRole('heading', { name: 'Estimate your Student Aid Index and Pell Grant' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The FAFSA and the CSS Profile: what each measures' })).toBeVisible();
  const form = await fillOhioFamilyOnceReady(page);

  // A negative amount: the field says what is wrong, and keeps what was typed.
  const cash = form.getByLabel('Parents’ cash, savings and checking', { exact: true });
  await cash.fill('-100');
  await form.getByRole('button', { name: 'Estimate' }).click();
  await expect(form.getByText("Parents’ cash, savings and checking can't be negative")).toBeVisible();
  await expect(cash).toHaveValue('-100');
  await expect(cash).toHaveAttribute('aria-invalid', 'true');
  await checkA11y();

  await cash.fill('12000');
  await form.getByRole('button', { name: 'Estimate' }).click();
  const result = page.getByTestId('aid-estimate-result');
  await expect(result.getByText('Estimate, not an offer')).toBeVisible();
  await expect(result.getByTestId('aid-sai')).toHaveText('5,775');
  await expect(result.getByTestId('aid-pell')).toHaveText('$1,620');
  // Every step in plain words, the reference's figures line by line.
  await expect(result.getByTestId('aid-step-parent-payroll')).toContainText('$6,503');
  await expect(result.getByTestId('aid-step-parent-allowances')).toContainText('$62,883');
  await expect(result.getByTestId('aid-step-parent-available-income')).toContainText('$22,117');
  await expect(result.getByTestId('aid-step-parent-adjusted-income')).toContainText('$24,517');
  await expect(result.getByTestId('aid-step-parent-contribution')).toContainText('$5,475');
  await expect(result.getByTestId('aid-step-parent-contribution')).toContainText('derived');
  await expect(result.getByTestId('aid-step-student-asset-contribution')).toContainText('$300');
  await expect(result.getByTestId('aid-step-pell')).toContainText('maximum $7,395 minus the SAI $5,775');
  await checkA11y();
  expect(sent, 'a signed-out estimate sends nothing').toBe(false);
});

test('a signed-in student saves the estimate and sees the Pell Grant beside a college’s net price', async ({
  page,
  request,
  checkA11y,
}) => {
  test.slow();
  await signUpViaApi(page);
  await page.goto('/financial-aid');
  // The page arrives rendered by the server: a click before React takes it over would be lost.
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Estimate and save' })).toBeVisible();
  const form = await fillOhioFamilyOnceReady(page);
  await form.getByRole('button', { name: 'Estimate and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to your account' })).toBeVisible();
  await expect(page.getByTestId('aid-pell')).toHaveText('$1,620');

  const tech = (await (await request.get(`/api/schools/${GEORGIA_TECH}`)).json()) as SchoolCard;
  await page.goto(`/university/${GEORGIA_TECH}`);
  const side = page.getByTestId('side-net-price');
  await expect(side.getByRole('heading', { name: 'Your estimated net price' })).toBeVisible();
  const pell = side.getByTestId('estimated-pell');
  await expect(pell).toContainText('Your estimated Pell Grant (2026-27)');
  await expect(pell.getByTestId('estimated-pell-amount')).toHaveText('$1,620');
  await expect(pell).toContainText('an estimate, not an offer');
  await expect(pell.getByRole('link', { name: `${tech.name}’s net price calculator (opens in a new tab)` })).toHaveAttribute(
    'href',
    tech.netPriceCalculatorUrl!,
  );
  await checkA11y();

  // Back on the estimator, the saved inputs fill the form.
  await page.goto('/financial-aid');
  // The page arrives rendered by the server: a click before React takes it over would be lost.
  await waitForHydration(page);
  await expect(page.getByLabel('Parents’ adjusted gross income (AGI)', { exact: true })).toHaveValue('85000');
});
