import { writeFile } from 'node:fs/promises';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { signUpViaApi, verifyEmailViaOutbox } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { waitForLinks } from './outbox.ts';
import { apiWrite, secondPage } from './second-page.ts';

const PURDUE = 243780;

/**
 * A rostered teacher invited to join: the counselor imports a roster with a teacher row and sends
 * the teacher's invitation from the roster page; the email arrives; the teacher signs up from its
 * link as a teacher (the role and address preset) and joins at once; the counselor's page says
 * Joined; a student of the school picks that teacher when asking for a letter, and the request is
 * in the teacher's queue. The phone run checks the teacher rows as cards at 390 px.
 */
test('a counselor invites a rostered teacher, who joins from the email and receives a student’s letter request', async ({
  page,
  browser,
  checkA11y,
  allowConsoleErrors,
}, testInfo) => {
  // Three people's sessions in one journey: more time than test.slow() gives one.
  test.setTimeout(300_000);
  // The resend pressed too soon is answered 409, which the row explains.
  allowConsoleErrors(/the server responded with a status of 409/);
  // Both projects share one server: each run rosters addresses of its own.
  const domain = `${testInfo.project.name}-${Date.now()}.staff.example.org`;
  const teacherEmail = `gpark@${domain}`;
  const file = testInfo.outputPath('roster.csv');
  await writeFile(
    file,
    [
      'name,email,graduation_year,student_number,group,role',
      `Ana Ruiz,ana@${domain},${currentEntryYear(new Date())},S1,Homeroom 12A,student`,
      `Ms. Grace Park,${teacherEmail},,,,teacher`,
    ].join('\n'),
  );

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
  const code = await page.getByLabel('Join code').inputValue();

  await page.goto('/roster');
  await page.getByLabel('Roster file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import roster' }).click();
  await expect(page.getByRole('region', { name: 'Roster import result' })).toContainText('Teachers: 1 teacher added');
  const row = page.getByRole('list', { name: 'Rostered teachers' }).getByRole('listitem').filter({ hasText: teacherEmail });
  await expect(row).toContainText('Not invited');
  await row.getByRole('button', { name: 'Send invitation to Ms. Grace Park' }).click();
  await expect(row).toContainText('Invitation to Ms. Grace Park on its way.');
  await expect(row).toContainText(/Invited \w+/);
  await expect(row.getByRole('button', { name: 'Resend to Ms. Grace Park' })).toBeVisible();
  await page.screenshot({ path: `/tmp/t-invite-roster-${testInfo.project.name}.png`, fullPage: true });
  // Sent again at once, the server says when it can be.
  await row.getByRole('button', { name: 'Resend to Ms. Grace Park' }).click();
  await expect(row.getByRole('alert')).toContainText('less than 3 days ago');
  await checkA11y();

  // The teacher opens the email's link and signs up as a teacher with the invited address.
  const [link] = await waitForLinks(teacherEmail, '/join-school-as-teacher');
  const teacher = await secondPage(browser, testInfo);
  await teacher.page.goto(link!);
  await expect(teacher.page.getByRole('heading', { name: 'Join Roosevelt High School on CampusPath as a teacher' })).toBeVisible();
  await teacher.checkA11y();
  await teacher.page.screenshot({ path: `/tmp/t-invite-join-${testInfo.project.name}.png`, fullPage: true });
  await teacher.page.getByRole('link', { name: 'Create a teacher account' }).click();
  await expect(teacher.page.getByRole('radio', { name: /Teacher/ })).toBeChecked();
  await expect(teacher.page.getByLabel('Email', { exact: true })).toHaveValue(teacherEmail);
  await teacher.page.getByLabel('Name', { exact: true }).fill('Grace Park');
  await teacher.page.getByLabel('Password', { exact: true }).fill('a long and unusual passphrase 42');
  await teacher.page.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(teacher.page.getByRole('heading', { name: 'You joined Roosevelt High School as a teacher' })).toBeVisible();
  await teacher.checkA11y();

  await page.reload();
  await expect(row).toContainText(/Joined \w+/);
  // Joined: nothing left to send (only Remove stays).
  await expect(row.getByRole('button', { name: /Send invitation|Resend/ })).toHaveCount(0);

  // A student of the school picks the rostered teacher; the request reaches the teacher's queue.
  const student = await secondPage(browser, testInfo);
  await signUpViaApi(student.page, { name: 'Ana Ruiz' });
  await apiWrite(student.page, 'post', '/api/high-schools/join', { code });
  await apiWrite(student.page, 'post', '/api/applications', { schoolId: PURDUE, round: 'early-action', deadline: '2099-11-01' });
  await student.page.goto('/applications?tab=letters');
  await student.page.getByRole('button', { name: 'Ask a teacher in CampusPath' }).click();
  const dialog = student.page.getByRole('dialog', { name: 'Ask a teacher for a letter' });
  await dialog.getByLabel("Teacher's name").click();
  await student.page.keyboard.type('park');
  await student.page.getByRole('option', { name: `Ms. Grace Park, ${teacherEmail}` }).click();
  await dialog.getByRole('checkbox', { name: /Purdue University/ }).check();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await student.done();

  await teacher.page.getByRole('link', { name: 'Open my letter requests' }).click();
  await expect(teacher.page.getByRole('region', { name: 'Requested (1)' })).toContainText('Ana Ruiz');
  await teacher.checkA11y();
  await teacher.done();
});
