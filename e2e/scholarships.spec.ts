import { buildApplicationBody, buildHighSchoolBody } from '../test/factories.ts';
import { a11yViolations } from './a11y.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

const GEORGIA_TECH = 139755;

/**
 * The scholarships journey: a counselor posts a local scholarship for their school on
 * /scholarships; a student of the school sees it there, adds it to their list in one click, marks
 * it awarded, and finds it in their aid offer comparison as the outside scholarship they recorded.
 */
test('a counselor posts a local scholarship; a student adds it, marks it awarded and sees it in the offer comparison', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  const counselor = await secondPage(browser, testInfo);
  await signUpViaApi(counselor.page, { name: 'Ms. Rivera', role: 'counselor' });
  const school = (await apiWrite(counselor.page, 'post', '/api/high-schools', buildHighSchoolBody())) as {
    highSchool: { name: string };
    joinCode: { joinCode: string };
  };
  await counselor.page.goto('/scholarships');
  const post = counselor.page.getByRole('form', { name: 'Post a local scholarship' });
  await post.getByLabel('Name').fill('Lions Club Award');
  await post.getByLabel('Sponsor', { exact: true }).fill('Springfield Lions Club');
  await post.getByLabel(/^Amount/).fill('2000');
  await post.getByLabel('Deadline').fill('2027-03-01');
  await post.getByLabel('Who can apply').fill('Seniors planning a four-year degree');
  expect(await a11yViolations(counselor.page, test.info().project.name)).toEqual([]);
  await post.getByRole('button', { name: 'Post scholarship' }).click();
  await expect(counselor.page.getByRole('list', { name: `Posted for ${school.highSchool.name}` })).toContainText('Lions Club Award');

  await signUpViaApi(page, { name: 'Maya Chen' });
  await apiWrite(page, 'post', '/api/high-schools/join', { code: school.joinCode.joinCode });
  await page.goto('/scholarships');
  const local = page.getByRole('list', { name: `Local scholarships from ${school.highSchool.name}` });
  await expect(local).toContainText('Springfield Lions Club');
  await checkA11y();
  await local.getByRole('button', { name: /^Add to my scholarships ?: Lions Club Award$/ }).click();
  await expect(local.getByText('On your list')).toBeVisible();
  const mine = page.getByRole('list', { name: 'Your scholarships' });
  await mine.getByLabel('Status of Lions Club Award').selectOption('awarded');
  await expect(page.getByText('Awarded so far:')).toContainText('$2,000');

  // An accepted application with its offer: the comparison counts the award as the student's entry.
  const created = (await apiWrite(page, 'post', '/api/applications', buildApplicationBody({ schoolId: GEORGIA_TECH }))) as { id: string };
  expect((await page.request.patch(`/api/applications/${created.id}`, { data: { status: 'accepted' } })).status()).toBe(200);
  await apiWrite(page, 'put', `/api/applications/${created.id}/offer`, {
    academicYear: '2026-27',
    costs: { tuitionFees: { amount: 30000, billed: true } },
    grants: { college: { amount: 10000, renewable: 'yes' } },
  });
  await page.goto('/offers');
  const table = page.getByRole('table', { name: 'Your offers, least to cover first' });
  await expect(table.getByRole('row', { name: /Outside scholarships in gift aid/ })).toContainText(
    '$2,000: outside scholarships you recorded',
  );
  await expect(table.getByRole('row', { name: /Gift aid \(grants and scholarships\)/ })).toContainText('$12,000');
  await checkA11y();
});
