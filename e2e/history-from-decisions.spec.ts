import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { decisionsSource } from '@campuspath/contract/admission-history-decisions-terms';
import type { CreatedHighSchoolResponse } from '@campuspath/contract/high-schools';
import { buildHighSchoolBody } from '../test/factories.ts';
import { saveProfileViaApi, signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

const PURDUE = 243780;

/**
 * Next year's history from this year's decisions: a student agrees on their Sharing page that
 * their decisions, without their name, go into the school's history; the counselor reviews the
 * rows of the class and imports them; the history holds the row under its source.
 */
test('a student agrees, the counselor reviews and imports the class’s decisions, and the history shows the row', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  const classYear = currentEntryYear(new Date());
  await signUpViaApi(page, { name: 'Ms. Dana Rivera', role: 'counselor' });
  const created = (await apiWrite(page, 'post', '/api/high-schools', buildHighSchoolBody())) as CreatedHighSchoolResponse;

  // The student: a member of the school, sharing with its counselors, admitted to Purdue.
  const student = await secondPage(browser, testInfo);
  await signUpViaApi(student.page, { name: 'Sam Ortiz', graduationYear: classYear });
  await apiWrite(student.page, 'post', '/api/high-schools/join', { code: created.joinCode.joinCode });
  await apiWrite(student.page, 'put', '/api/sharing/school', { shared: true });
  await saveProfileViaApi(student.page, { gpa: 3.85, satTotal: 1410 });
  await apiWrite(student.page, 'post', '/api/applications', { schoolId: PURDUE, round: 'early-action', status: 'accepted' });

  // The counselor sees that nobody has agreed yet.
  await page.goto(`/admission-history?school=${created.highSchool.id}`);
  const section = page.getByRole('region', { name: "Add this year's decisions" });
  await section.getByLabel('Class').selectOption(String(classYear));
  await section.getByRole('button', { name: 'Review the rows' }).click();
  await expect(section.getByText(`No student of the class of ${classYear} has agreed yet.`)).toBeVisible();

  // The student agrees, off by default, with the words of what is added.
  await student.page.goto('/sharing');
  const consent = student.page.getByRole('switch', { name: 'My decisions, without my name, in my school’s admission history' });
  await expect(consent).not.toBeChecked();
  await expect(student.page.getByText(/The row carries no name, email or id, but your counselors/)).toBeVisible();
  await consent.click();
  await expect(consent).toBeChecked();
  await student.checkA11y();

  // The counselor reviews the row, then imports it.
  await section.getByRole('button', { name: 'Review the rows' }).click();
  const rows = section.getByRole('region', { name: `Rows from the class of ${classYear}` });
  await expect(rows.getByText(`1 student of the class of ${classYear} agreed; 1 student adds 1 row.`)).toBeVisible();
  await expect(rows.getByText(/Purdue/).filter({ visible: true })).toBeVisible();
  await expect(rows.getByText(/3\.85/).filter({ visible: true })).toBeVisible();
  await checkA11y();
  await rows.getByRole('button', { name: 'Import 1 row' }).click();
  const source = decisionsSource(classYear);
  await expect(section.getByRole('status')).toHaveText(`Added 1 row to the history as “${source}”.`);
  await expect(section.getByText('These rows are already in the history', { exact: false })).toBeVisible();

  // The history holds it: the import under its source, and the college in the preview.
  const imports = page.getByRole('list', { name: 'Imports' });
  await expect(imports.getByRole('listitem').filter({ hasText: source })).toContainText(`1 row (1 new) · the class of ${classYear}`);
  await expect(page.getByRole('region', { name: 'Preview as a student sees it' }).getByLabel('College')).toContainText('Purdue');
  await checkA11y();
  await student.done();
});
