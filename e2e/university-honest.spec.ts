import type { Page } from '@playwright/test';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { saveProfileViaApi, signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The university page says what it knows and where its links go: a factor the college
 * does not consider is never "Missing from your profile", the English test is explained, the
 * estimate has no "Confidence" line, and the visit and tour buttons say where they lead and open
 * the admissions page IPEDS lists.
 */

// Georgia Tech does not consider class rank and requires an English proficiency test (IPEDS ADM2022).
const SLUG = 'georgia-institute-of-technology-main-campus';
const RANK = 'Secondary school rank';
const ENGLISH = 'English proficiency test (TOEFL, etc.)';

const requirement = (page: Page, category: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: category, exact: true }) });

test('a factor the college does not consider is never shown as missing, and the English test says whom it is for', async ({
  page,
  checkA11y,
}) => {
  // A sign-up, the Admissions tab and the eligibility panel, each with an accessibility check.
  test.slow();
  await signUpViaApi(page);
  // No class rank in the profile: the API says the student lacks it.
  await saveProfileViaApi(page, { classRank: null });
  const school = (await (await page.request.get(`/api/schools/${SLUG}`)).json()) as SchoolDetail;
  expect(school.admissionRequirements.find((r) => r.category === RANK)?.type).toBe('not-considered');
  expect(school.admissionRequirements.find((r) => r.category === ENGLISH)?.type).toBe('required');
  const fit = (await (await page.request.get(`/api/schools/${school.id}/fit`)).json()) as { userHas: Record<string, unknown> };
  expect(fit.userHas[RANK]).toBe(false);

  await page.goto(`/university/${SLUG}?tab=admissions`);
  await expect(requirement(page, RANK)).toContainText('Not considered');
  await expect(requirement(page, RANK)).toContainText('Nothing to add: not used here');
  await expect(requirement(page, RANK)).not.toContainText('Missing from your profile');
  await expect(requirement(page, RANK).getByRole('link', { name: 'Add it' })).toHaveCount(0);
  await expect(requirement(page, ENGLISH)).toContainText('Required');
  await expect(requirement(page, ENGLISH)).toContainText('Applies to applicants whose first language is not English.');

  await page.getByRole('button', { name: 'Check My Eligibility' }).click();
  const panel = page.getByTestId('eligibility-panel');
  await expect(panel.getByTestId('eligibility-range')).toBeVisible();
  await expect(panel).not.toContainText('Confidence');
  await expect(panel).not.toContainText('estimated chance ·');
  await checkA11y();
});

test('where the spec puts Schedule Virtual Tour and Schedule a Visit, a link says it opens the admissions website IPEDS lists', async ({
  page,
  checkA11y,
}) => {
  // Two tabs of the page, the second with its map, and an accessibility check.
  test.slow();
  const school = (await (await page.request.get(`/api/schools/${SLUG}`)).json()) as SchoolDetail;
  expect(school.urls.admissions).toBe('https://www.admission.gatech.edu/');
  const description =
    "The college's admissions website (www.admission.gatech.edu): tours and visits, where the college offers them, are arranged there, not on CampusPath.";
  await page.goto(`/university/${SLUG}`);
  await expect(page.getByText(/Schedule (Virtual Tour|a Visit)/)).toHaveCount(0);
  const tour = page.getByRole('complementary').getByRole('link', { name: /^Admissions website/ });
  await expect(tour).toHaveAttribute('href', school.urls.admissions!);
  await expect(tour).toHaveAccessibleDescription(description);

  await page.getByRole('tab', { name: 'Campus Life' }).click();
  const visit = page.getByRole('tabpanel').getByRole('link', { name: /^Admissions website/ });
  await expect(visit).toHaveAttribute('href', school.urls.admissions!);
  await expect(visit).toHaveAccessibleDescription(description);
  await expect(page.getByText(/Schedule (Virtual Tour|a Visit)/)).toHaveCount(0);
  await checkA11y();
});
