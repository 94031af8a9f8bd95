import type { APIRequestContext } from '@playwright/test';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * Important Dates on the university page: every row has its own name (two rows were
 * both "Early Decision / Early Action deadline", two "Regular Decision deadline"), and the
 * college's IPEDS admissions and application links sit beside the list and in the new-application
 * form. Only real data: the dates are the national calendar's, the links the college's own.
 */
const GEORGIA_TECH = 139755;

async function detail(request: APIRequestContext, id: number): Promise<SchoolDetail> {
  return (await request.get(`/api/schools/${id}`)).json();
}

test('Important Dates names every row once and links the college’s own admissions pages', async ({ page, request, checkA11y }) => {
  const school = await detail(request, GEORGIA_TECH);
  expect(school.urls.admissions).not.toBeNull();
  expect(school.urls.application).not.toBeNull();
  await page.goto(`/university/${school.slug}`);
  const dates = page.getByRole('region', { name: 'Important Dates' });
  await expect(dates).toBeVisible();
  const names = await dates.locator('li > span:first-child > span:first-child').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(9);
  expect(new Set(names).size).toBe(names.length);
  expect(names).toContain('Early Decision I / Early Action – typical date');
  expect(names).toContain('Regular Decision – later typical date');

  const links = dates.getByRole('list', { name: "The college's admissions links" });
  await expect(links.getByRole('link', { name: /Admissions page/ })).toHaveAttribute('href', school.urls.admissions!);
  await expect(links.getByRole('link', { name: /Online application/ })).toHaveAttribute('href', school.urls.application!);
  await checkA11y();

  // The same links in the new-application form, where the student needs the deadline.
  await signUpViaApi(page);
  await page.goto(`/applications/new?school=${GEORGIA_TECH}`);
  await expect(page.getByTestId('chosen-school')).toHaveText(school.name);
  const formLinks = page.getByRole('list', { name: "The college's admissions links" });
  await expect(formLinks.getByRole('link', { name: /Admissions page/ })).toHaveAttribute('href', school.urls.admissions!);
  await expect(formLinks.getByRole('link', { name: /Online application/ })).toHaveAttribute('href', school.urls.application!);
  await checkA11y();
});
