import { signUpViaApi, verifyEmailViaOutbox } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

const PURDUE = 243780;

/**
 * A letter asked in the app: the student asks a teacher for the letter for an application; the
 * teacher (at a verified address) accepts and marks it submitted; the student's tracker follows.
 */
test('a student asks a teacher for a letter, the teacher accepts and submits it, the tracker shows it', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  const teacher = await secondPage(browser, testInfo);
  const okafor = await signUpViaApi(teacher.page, { name: 'Mr. Okafor', role: 'teacher' });
  await verifyEmailViaOutbox(teacher.page, okafor.email);

  await signUpViaApi(page, { name: 'Maya Chen' });
  await apiWrite(page, 'post', '/api/applications', { schoolId: PURDUE, round: 'early-action', deadline: '2099-11-01' });
  await page.goto('/applications?tab=letters');
  await page.getByRole('button', { name: 'Ask a teacher in CampusPath' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a teacher for a letter' });
  await expect(dialog).toContainText('CampusPath does not send letters or transcripts to colleges.');
  await dialog.getByLabel("Teacher's name").fill('Mr. Okafor');
  await dialog.getByLabel("Teacher's email").fill(okafor.email);
  await dialog.getByRole('checkbox', { name: /Purdue University/ }).check();
  await dialog.getByLabel('Note to your teacher').fill('I loved your chemistry class.');
  await checkA11y();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  const tracker = page.getByTestId('letter-card').filter({ hasText: 'Mr. Okafor' });
  await expect(tracker.getByTestId('letter-status')).toHaveText('Requested');

  // The teacher's queue: accept with a message, then mark the letter submitted to Purdue.
  await teacher.page.goto('/teacher/letters');
  const requested = teacher.page.getByRole('region', { name: 'Requested (1)' });
  await expect(requested).toContainText('Maya Chen');
  await expect(requested).toContainText('I loved your chemistry class.');
  await expect(requested).toContainText('The student waived their right to see this letter.');
  await expect(teacher.page.getByText('CampusPath does not send letters or transcripts to colleges.')).toBeVisible();
  await teacher.checkA11y();
  await requested.getByLabel('Message to Maya Chen').fill('Happy to write it.');
  await requested.getByRole('button', { name: 'Accept Maya Chen’s request' }).click();
  const accepted = teacher.page.getByRole('region', { name: 'Accepted (1)' });
  await accepted.getByRole('button', { name: /Mark submitted to Purdue University/ }).click();
  await expect(teacher.page.getByRole('region', { name: 'Submitted (1)' })).toContainText('Submitted');
  await teacher.checkA11y();

  // The student's tracker follows, with no retyping.
  await page.reload();
  await expect(tracker.getByTestId('letter-status')).toHaveText('Completed');
  const asked = page.getByRole('region', { name: 'Asked in CampusPath' });
  await expect(asked).toContainText('Mr. Okafor: Submitted');
  await expect(asked).toContainText('Happy to write it.');
  await checkA11y();
  await teacher.done();
});
