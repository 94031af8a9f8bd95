import type { Page } from '@playwright/test';
import type { SchoolFitResponse } from '@campuspath/contract/recommendations';
import { chanceLabelName } from '@campuspath/contract/recommendations-terms';
import { saveProfileViaApi, signUpViaApi } from './auth-helpers.ts';
import { cards } from './explore-page.ts';
import { expect, test } from './fixtures.ts';

/**
 * One rule for the chance, shown where students look: a test score is enough (no
 * major, no GPA), and the Reach/Target/Safety label and range sit on Explore cards, Saved cards,
 * the top of the university page and Compare, each equal to GET /api/schools/{id}/fit.
 */

const GEORGIA_TECH = { id: 139755, name: 'Georgia Institute of Technology-Main Campus' };
const ABILENE_CHRISTIAN = 222178;
/** Georgia's most selective colleges first: Georgia Tech is on the first page of cards. */
const EXPLORE = '/explore?state=GA&sort=admissionRate:asc';

/** "7–15%", as the pages write a chance range. */
const rangeText = (chance: { low: number | null; high: number | null }) =>
  chance.low === chance.high ? `${chance.low}%` : `${chance.low}–${chance.high}%`;

async function fitOf(page: Page, id: number) {
  const response = await page.request.get(`/api/schools/${id}/fit`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as SchoolFitResponse).fit.chance;
}

const cardOf = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a student with a test score and no major sees the same chance on Explore, Saved, the university page and Compare', async ({
  page,
  checkA11y,
}) => {
  test.slow();
  await signUpViaApi(page);
  await saveProfileViaApi(page, { gpa: null, satTotal: 1350, intendedMajors: [] });
  const chance = await fitOf(page, GEORGIA_TECH.id);
  expect(chance.label).toBe('reach');
  const label = chanceLabelName(chance.label!);

  // Explore's catalogue list (not only Best match): every card carries the student's chance.
  await page.goto(EXPLORE);
  const tech = cardOf(page, GEORGIA_TECH.name);
  await expect(tech.getByTestId('school-chance')).toContainText(label);
  await expect(tech.getByTestId('school-chance-range')).toHaveText(rangeText(chance));
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByTestId('school-chance')).toHaveCount(12);
  await expect(page.getByTestId('chance-unlock-note')).toHaveCount(0);
  await checkA11y();

  // Saved cards.
  for (const id of [GEORGIA_TECH.id, ABILENE_CHRISTIAN]) {
    expect((await page.request.put(`/api/saved-schools/${id}`)).ok()).toBe(true);
  }
  await page.goto('/saved');
  const saved = cardOf(page, GEORGIA_TECH.name);
  await expect(saved.getByTestId('school-chance')).toContainText(label);
  await expect(saved.getByTestId('school-chance-range')).toHaveText(rangeText(chance));
  await expect(page.getByTestId('school-chance')).toHaveCount(2);
  await expect(page.getByTestId('chance-unlock-note')).toHaveCount(0);
  await checkA11y();

  // The top of the university page, without opening a tab; its link opens Check My Eligibility.
  await page.goto(`/university/${GEORGIA_TECH.id}`);
  const top = page.getByTestId('your-chance');
  await expect(top.getByText(label, { exact: true })).toBeInViewport();
  await expect(top.getByTestId('your-chance-range')).toHaveText(rangeText(chance));
  await checkA11y();
  await top.getByRole('link', { name: 'How this is estimated' }).click();
  await expect(page).toHaveURL(new RegExp(`/university/${GEORGIA_TECH.id}\\?tab=admissions#eligibility$`));
  const panel = page.getByTestId('eligibility-panel');
  await expect(panel.getByTestId('eligibility-range')).toHaveText(rangeText(chance));
  await expect(page.getByRole('button', { name: 'Check My Eligibility' })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeInViewport();

  // Compare asks for no major either.
  await page.goto(`/compare?ids=${GEORGIA_TECH.id},${ABILENE_CHRISTIAN}`);
  const chanceRow = page.getByTestId('comparison-table').locator('tr[data-row="chance"] td');
  await expect(chanceRow.first()).toContainText(`${label}${rangeText(chance)} estimated`);
  await expect(page.getByText(/intended major/i)).toHaveCount(0);
  await checkA11y();

  // The dashboard's next step asks for nothing the student already gave, and never a major.
  await page.goto('/dashboard');
  await expect(page.getByText('Welcome back')).toBeVisible();
  const nextStep = page.getByText('Next step', { exact: true }).locator('..');
  await expect(nextStep).toBeVisible();
  await expect(nextStep).not.toContainText(/test score|GPA|major/i);
  await expect(page.getByText(/intended major/i)).toHaveCount(0);
  await checkA11y();
});

test('without a test score one line per page says what unlocks chances; a visitor sees nothing extra', async ({ page, checkA11y }) => {
  test.slow(); // three pages twice, with three axe scans
  await signUpViaApi(page);
  await saveProfileViaApi(page, { satTotal: null, act: null });
  await page.goto(EXPLORE);
  await expect(cards(page)).toHaveCount(12);
  const note = page.getByTestId('chance-unlock-note');
  await expect(note).toHaveCount(1);
  await expect(note.getByRole('link', { name: 'Add an SAT or ACT score' })).toHaveAttribute('href', '/academics');
  await expect(page.getByTestId('school-chance')).toHaveCount(0);
  await checkA11y();

  expect((await page.request.put(`/api/saved-schools/${GEORGIA_TECH.id}`)).ok()).toBe(true);
  await page.goto('/saved');
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByTestId('chance-unlock-note')).toHaveCount(1);
  await expect(page.getByTestId('school-chance')).toHaveCount(0);

  await page.goto(`/university/${GEORGIA_TECH.id}`);
  await expect(page.getByTestId('your-chance').getByRole('link', { name: 'Add an SAT or ACT score' })).toHaveAttribute(
    'href',
    '/academics',
  );
  await checkA11y();

  // Signed out: no chance and no request for one; the university page invites a sign-in.
  await page.context().clearCookies();
  const personal: string[] = [];
  page.on('request', (call) => {
    if (/\/api\/(recommendations|schools\/\d+\/fit)/.test(call.url())) personal.push(call.url());
  });
  await page.goto(EXPLORE);
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByTestId('chance-unlock-note')).toHaveCount(0);
  await expect(page.getByTestId('school-chance')).toHaveCount(0);
  await page.goto(`/university/${GEORGIA_TECH.id}`);
  await expect(page.getByTestId('your-chance').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/login?redirectTo=${encodeURIComponent(`/university/${GEORGIA_TECH.id}`)}`,
  );
  await checkA11y();
  expect(personal).toEqual([]);
});
