import { signUpViaApi, verifyEmailViaOutbox } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { waitForEmail } from './outbox.ts';
import { apiWrite, secondPage } from './second-page.ts';

const PURDUE = 243780;

/**
 * A teacher without an account: the student's request emails them an invitation (the note left
 * out), the link opens sign-up with Teacher chosen and the address filled in, and once the
 * teacher verifies the address the request is in their queue. The student reads "Invitation sent"
 * until the teacher answers (whether an account holds the address is never shown), then "Teacher joined".
 */
test('a teacher invited by a letter request signs up from the email and finds the request', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  const student = await signUpViaApi(page, { name: 'Maya Chen' });
  await verifyEmailViaOutbox(page, student.email);
  await apiWrite(page, 'post', '/api/applications', { schoolId: PURDUE, round: 'early-action', deadline: '2099-11-01' });
  const teacherEmail = `alvarez-${testInfo.project.name}-${Date.now()}@school.example.org`;

  await page.goto('/applications?tab=letters');
  await page.getByRole('button', { name: 'Ask a teacher in CampusPath' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a teacher for a letter' });
  await expect(dialog).toContainText('never your note');
  await dialog.getByLabel("Teacher's name").fill('Ms. Alvarez');
  await dialog.getByLabel("Teacher's email").fill(teacherEmail);
  await dialog.getByRole('checkbox', { name: /Purdue University/ }).check();
  await dialog.getByLabel('Note to your teacher').fill('A personal reason I would rather explain myself.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();

  // The scheduler sends the invitation; the student's request says so.
  const email = await waitForEmail(teacherEmail, /Maya Chen asked you for a recommendation letter/);
  expect(email.text).toContain('Purdue University');
  expect(email.text).not.toContain('personal reason');
  const asked = page.getByRole('region', { name: 'Asked in CampusPath' });
  await expect(async () => {
    await page.reload();
    await expect(asked).toContainText('Invitation sent', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await checkA11y();

  // Signed up and not yet verified, the queue answers 403 and the page says to verify first.
  const teacher = await secondPage(browser, testInfo, [/the server responded with a status of 403/]);
  const signupLink = new URL(email.text!.match(/https?:\/\/\S+\/signup\?\S+/)![0]);
  await teacher.page.goto(`${signupLink.pathname}${signupLink.search}`);
  await expect(teacher.page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  await expect(teacher.page.getByRole('radio', { name: /Teacher/ })).toBeChecked();
  await expect(teacher.page.getByLabel('Email', { exact: true })).toHaveValue(teacherEmail);
  await teacher.checkA11y();
  await teacher.page.getByLabel('Name', { exact: true }).fill('Ms. Alvarez');
  await teacher.page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
  await teacher.page.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(teacher.page).toHaveURL(/\/teacher\/letters$/);
  await expect(teacher.page.getByText(/verif/i).first()).toBeVisible();
  await verifyEmailViaOutbox(teacher.page, teacherEmail);
  await teacher.page.reload();
  const requested = teacher.page.getByRole('region', { name: 'Requested (1)' });
  await expect(requested).toContainText('Maya Chen');
  await expect(requested).toContainText('A personal reason I would rather explain myself.');
  await teacher.checkA11y();

  await page.reload();
  await expect(asked).toContainText('Invitation sent');
  await expect(asked).not.toContainText('Teacher joined');
  await requested.getByRole('button', { name: 'Accept Maya Chen’s request' }).click();
  await expect(teacher.page.getByRole('region', { name: 'Accepted (1)' })).toContainText('Maya Chen');
  await page.reload();
  await expect(asked).toContainText('Teacher joined');
  await teacher.done();
});
