import { writeFile } from 'node:fs/promises';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { signUpViaApi, verifyEmailViaOutbox } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { waitForLinks } from './outbox.ts';
import { secondPage } from './second-page.ts';

/**
 * Bringing a class in: a counselor imports a 30-student roster and invites it; the invitations
 * arrive; a student signs up from one, is in the school without a second click, is asked about
 * sharing, and the roster shows them as joined. The school's join code stays visible, and a new
 * one is made only after a confirmation naming who is affected, with a grace period for the old.
 */
test('a counselor imports a 30-student roster and invites it; a student signs up from the email and shows as joined', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  // Both projects share one server: each run rosters addresses of its own.
  const domain = `${testInfo.project.name}-${Date.now()}.roster.example.org`;
  const year = currentEntryYear(new Date());
  const rows = Array.from(
    { length: 30 },
    (_, index) => `Student ${index + 1},student${index + 1}@${domain},${year},S${index + 1},Homeroom 12A`,
  );
  const file = testInfo.outputPath('roster.csv');
  await writeFile(file, `name,email,graduation_year,student_number,group\n${rows.join('\n')}\n`);

  // Invitations go out only on behalf of a counselor whose address is verified.
  const counselor = await signUpViaApi(page, { name: 'Ms. Dana Rivera', role: 'counselor' });
  await verifyEmailViaOutbox(page, counselor.email);
  await page.goto('/caseload');
  await page.getByRole('link', { name: 'Create your high school' }).click();
  await page.getByLabel('School name').fill('Roosevelt High School');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').selectOption('IL');
  await page.getByRole('button', { name: 'Create school' }).click();
  await expect(page.getByLabel('Join code')).toBeVisible();

  await page.goto('/roster');
  await page.getByLabel('Roster file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import roster' }).click();
  await expect(page.getByRole('region', { name: 'Roster import result' })).toContainText('30 students added');
  await expect(page.getByRole('list', { name: 'Rostered students' }).getByRole('listitem')).toHaveCount(30);
  await checkA11y();

  await page.getByRole('button', { name: 'Invite 30 students' }).click();
  await expect(page.getByText('Invitations: 30 students being emailed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Everyone is invited' })).toBeDisabled();
  const [link] = await waitForLinks(`student7@${domain}`, '/join-school');
  await waitForLinks(`student30@${domain}`, '/join-school');

  // The student opens the link, signs up with the address it was sent to, and is in the school.
  const student = await secondPage(browser, testInfo);
  await student.page.goto(link!);
  await expect(student.page.getByRole('heading', { name: 'Join Roosevelt High School on CampusPath' })).toBeVisible();
  await student.checkA11y();
  await student.page.getByRole('link', { name: 'Create a student account' }).click();
  await expect(student.page.getByLabel('Email', { exact: true })).toHaveValue(`student7@${domain}`);
  await student.page.getByLabel('Name', { exact: true }).fill('Student Seven');
  await student.page.getByLabel('Password', { exact: true }).fill('a long and unusual passphrase 42');
  await student.page.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(student.page.getByRole('heading', { name: 'You joined Roosevelt High School' })).toBeVisible();
  await expect(student.page.getByRole('button', { name: "Share with my school's counselors" })).toBeVisible();
  await student.checkA11y();
  await student.done();

  await page.reload();
  const line = page
    .getByRole('list', { name: 'Rostered students' })
    .getByRole('listitem')
    .filter({ hasText: `student7@${domain}` });
  await expect(line).toContainText('Joined, not sharing');
  await checkA11y();

  // The join code stays visible; a new one asks first, naming who is affected, and the old one
  // keeps working for the days the counselor chooses.
  await page.goto('/counselor');
  const oldCode = await page.getByLabel('Join code').inputValue();
  await page.getByRole('button', { name: 'New join code' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Make a new join code?' });
  await expect(dialog.getByTestId('join-code-impact')).toContainText('1 student already joined and stays');
  await expect(dialog.getByTestId('join-code-impact')).toContainText('29 students on your roster have not joined yet');
  await dialog.getByRole('radio', { name: '14 more days' }).check();
  await checkA11y();
  await dialog.getByRole('button', { name: 'Make a new code' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Join code')).not.toHaveValue(oldCode);
  await expect(page.getByText('The previous code also works until')).toBeVisible();
  await checkA11y();
});
