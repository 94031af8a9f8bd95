import { writeFile } from 'node:fs/promises';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

const PURDUE = 243780;

/**
 * Teachers on the roster: a counselor imports a roster whose role column names a teacher; the
 * roster page lists the teacher apart from the students; a student of the school picks that
 * teacher by name in "Ask a teacher" (the address fills itself) and the request is made. The
 * phone run checks the picker's list inside the dialog at 390 px.
 */
test('a counselor rosters a teacher, and a student of the school picks them when asking for a letter', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  // Both projects share one server: each run rosters addresses of its own.
  const domain = `${testInfo.project.name}-${Date.now()}.teachers.example.org`;
  const year = currentEntryYear(new Date());
  const file = testInfo.outputPath('roster.csv');
  await writeFile(
    file,
    [
      'name,email,graduation_year,student_number,group,role',
      `Ana Ruiz,ana@${domain},${year},S1,Homeroom 12A,student`,
      `Ms. Grace Park,gpark@${domain},,,,teacher`,
      `Mr. Tom Reed,treed@${domain},,,,teacher`,
    ].join('\n'),
  );

  await signUpViaApi(page, { name: 'Ms. Dana Rivera', role: 'counselor' });
  await page.goto('/caseload');
  await page.getByRole('link', { name: 'Create your high school' }).click();
  await page.getByLabel('School name').fill('Roosevelt High School');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').selectOption('IL');
  await page.getByRole('button', { name: 'Create school' }).click();
  await expect(page.getByLabel('Join code')).toBeVisible();
  const code = await page.getByLabel('Join code').inputValue();

  await page.goto('/roster');
  await page.getByLabel('Roster file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import roster' }).click();
  const result = page.getByRole('region', { name: 'Roster import result' });
  await expect(result).toContainText('1 student added');
  await expect(result).toContainText('Teachers: 2 teachers added');
  await expect(page.getByRole('list', { name: 'Rostered students' }).getByRole('listitem')).toHaveCount(1);
  const teachers = page.getByRole('list', { name: 'Rostered teachers' });
  await expect(teachers.getByRole('listitem')).toHaveCount(2);
  await expect(teachers).toContainText(`gpark@${domain}`);
  await checkA11y();

  // A student of the school asks: typing part of a name offers the rostered teacher.
  const student = await secondPage(browser, testInfo);
  await signUpViaApi(student.page, { name: 'Ana Ruiz' });
  await apiWrite(student.page, 'post', '/api/high-schools/join', { code });
  await apiWrite(student.page, 'post', '/api/applications', { schoolId: PURDUE, round: 'early-action', deadline: '2099-11-01' });
  // The school's teachers arrive only after the student has typed: the suggestions still come,
  // with no keystroke more (the first time a page shows them, their code loads then).
  let releaseTeachers = () => {};
  const typed = new Promise<void>((resolve) => (releaseTeachers = resolve));
  await student.page.route('**/api/high-schools/*/teachers', async (route) => {
    await typed;
    await route.continue();
  });
  await student.page.goto('/applications?tab=letters');
  await student.page.getByRole('button', { name: 'Ask a teacher in CampusPath' }).click();
  const dialog = student.page.getByRole('dialog', { name: 'Ask a teacher for a letter' });
  await dialog.getByLabel("Teacher's name").click();
  await student.page.keyboard.type('park');
  await expect(dialog.getByLabel("Teacher's name")).toHaveValue('park');
  releaseTeachers();
  await expect(dialog).toContainText('choose from the teachers of Roosevelt High School');
  const option = student.page.getByRole('option', { name: `Ms. Grace Park, gpark@${domain}` });
  await expect(option).toBeVisible();
  await expect(student.page.getByRole('option', { name: /Tom Reed/ })).toHaveCount(0);
  await student.checkA11y();
  await option.click();
  await expect(dialog.getByRole('combobox', { name: "Teacher's name" })).toHaveValue('Ms. Grace Park');
  await expect(dialog.getByLabel("Teacher's email")).toHaveValue(`gpark@${domain}`);
  await dialog.getByRole('checkbox', { name: /Purdue University/ }).check();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  const tracker = student.page.getByTestId('letter-card').filter({ hasText: 'Ms. Grace Park' });
  await expect(tracker.getByTestId('letter-status')).toHaveText('Requested');
  await student.checkA11y();
  await student.done();
});
