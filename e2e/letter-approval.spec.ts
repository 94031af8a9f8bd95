import { buildHighSchoolBody } from '../test/factories.ts';
import { signUpViaApi, verifyEmailViaOutbox } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

const PURDUE = 243780;

/**
 * A school whose counselors approve letter requests: the counselor turns approval on, a student of
 * the school asks a teacher, the teacher sees nothing until the counselor approves, then sees it.
 */
test('a counselor turns approval on, approves a student’s letter request, and only then the teacher sees it', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  await signUpViaApi(page, { name: 'Ms. Dana Rivera', role: 'counselor' });
  const created = (await apiWrite(page, 'post', '/api/high-schools', buildHighSchoolBody({ name: 'Lincoln High School' }))) as {
    highSchool: { id: string };
    joinCode: { joinCode: string };
  };

  const teacher = await secondPage(browser, testInfo);
  const okafor = await signUpViaApi(teacher.page, { name: 'Mr. Okafor', role: 'teacher' });
  await verifyEmailViaOutbox(teacher.page, okafor.email);
  const student = await secondPage(browser, testInfo);
  await signUpViaApi(student.page, { name: 'Maya Chen' });
  await apiWrite(student.page, 'post', '/api/high-schools/join', { code: created.joinCode.joinCode });
  await apiWrite(student.page, 'post', '/api/applications', { schoolId: PURDUE, round: 'early-action', deadline: '2099-11-01' });

  // The counselor turns approval on, on the school's page.
  await page.goto('/counselor');
  const approval = page.getByRole('checkbox', { name: 'Letter requests need a counselor’s approval at Lincoln High School' });
  await approval.check();
  await page.getByRole('button', { name: 'Save letter settings at Lincoln High School' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByText('No letter request is waiting for approval.')).toBeVisible();

  // The student asks; the dialog says a counselor approves first; the tracker says it waits.
  await student.page.goto('/applications?tab=letters');
  await student.page.getByRole('button', { name: 'Ask a teacher in CampusPath' }).click();
  const dialog = student.page.getByRole('dialog', { name: 'Ask a teacher for a letter' });
  await expect(dialog).toContainText('A counselor at Lincoln High School approves each request first');
  await expect(dialog).toContainText('They never see your note to the teacher.');
  await dialog.getByLabel("Teacher's name").fill('Mr. Okafor');
  await dialog.getByLabel("Teacher's email").fill(okafor.email);
  await dialog.getByRole('checkbox', { name: /Purdue University/ }).check();
  await dialog.getByLabel('Note to your teacher').fill('I loved your chemistry class.');
  await student.checkA11y();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  const asked = student.page.getByRole('region', { name: 'Asked in CampusPath' });
  await expect(asked).toContainText('Mr. Okafor: Awaiting approval');

  // The teacher has nothing yet.
  await teacher.page.goto('/teacher/letters');
  await expect(teacher.page.getByText('No letter requests yet')).toBeVisible();

  // The counselor sees the request (never the student's note) and approves it with a message.
  await page.reload();
  const waiting = page.getByRole('list', { name: 'Letter requests awaiting approval at Lincoln High School' });
  await expect(waiting).toContainText('Maya Chen asks Mr. Okafor');
  await expect(waiting).toContainText('Purdue University');
  await expect(waiting).not.toContainText('chemistry class');
  await waiting.getByLabel('Message to Maya Chen about Mr. Okafor (optional)').fill('Good choice.');
  await checkA11y();
  await waiting.getByRole('button', { name: 'Approve Maya Chen’s request to Mr. Okafor' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Approved Maya Chen’s request to Mr. Okafor' })).toBeVisible();
  // The decided request and its focused button left the list: the keyboard is at the queue's heading, not lost.
  await expect(page.getByRole('heading', { name: /^Letter requests awaiting approval/ })).toBeFocused();
  await expect(page.getByText('No letter request is waiting for approval.')).toBeVisible();

  // Now the teacher sees it, without the counselor's message; the student reads that message.
  await teacher.page.reload();
  const requested = teacher.page.getByRole('region', { name: 'Requested (1)' });
  await expect(requested).toContainText('Maya Chen');
  await expect(requested).not.toContainText('Good choice.');
  await teacher.checkA11y();
  await student.page.reload();
  await expect(asked).toContainText('Mr. Okafor: Requested');
  await expect(asked).toContainText('Good choice.');
  await teacher.done();
  await student.done();
});
