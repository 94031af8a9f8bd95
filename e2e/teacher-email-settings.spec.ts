import { signUpViaApi, verifyEmailViaOutbox } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { waitForEmail } from './outbox.ts';
import { apiWrite, secondPage } from './second-page.ts';

const PURDUE = 243780;

/**
 * A teacher's email settings: the teacher stops letter request emails from the link in one of
 * them, signs in, finds the stop with its date under Email settings and turns the emails back on.
 * Each button that gives way to a status leaves focus on that status, from the keyboard.
 */
test('a teacher stops letter emails by the link, signs in, sees them stopped and turns them back on', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  const teacherEmail = `okafor-${testInfo.project.name}-${Date.now()}@school.example.org`;
  const okafor = await signUpViaApi(page, { name: 'Mr. Okafor', role: 'teacher', email: teacherEmail });
  await verifyEmailViaOutbox(page, teacherEmail);
  await page.context().clearCookies();

  const student = await secondPage(browser, testInfo);
  const maya = await signUpViaApi(student.page, { name: 'Maya Chen' });
  await verifyEmailViaOutbox(student.page, maya.email);
  const application = (await apiWrite(student.page, 'post', '/api/applications', {
    schoolId: PURDUE,
    round: 'early-action',
    deadline: '2099-11-01',
  })) as { id: string };
  await apiWrite(student.page, 'post', '/api/letter-requests', {
    teacherName: 'Mr. Okafor',
    teacherEmail,
    applicationIds: [application.id],
    waived: true,
  });
  await student.done();

  // "Stop these emails" from the notice, before signing in; focus follows the button's outcome.
  const notice = await waitForEmail(teacherEmail, /recommendation letter/);
  const stopLink = new URL(notice.text!.match(/https?:\/\/\S+\/teacher-emails\?\S+/)![0]);
  await page.goto(`${stopLink.pathname}${stopLink.search}`);
  const stop = page.getByRole('button', { name: 'Stop these emails' });
  await stop.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'No more emails about letter requests' })).toBeVisible();
  await expect(page.getByText(`CampusPath will not email ${teacherEmail}`)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Emails stopped.' })).toBeAttached();
  await checkA11y();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(teacherEmail);
  await page.getByLabel('Password', { exact: true }).fill(okafor.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/teacher\/letters$/);
  await page.getByRole('banner').getByRole('button', { name: 'Mr. Okafor' }).click();
  await page.getByRole('menuitem', { name: 'Email settings' }).click();
  await expect(page).toHaveURL(/\/settings\/teacher-emails$/);
  await expect(page.getByRole('heading', { name: 'Email settings', level: 1 })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`You stopped letter emails to ${teacherEmail.replace(/[.]/g, '\\.')} on \\w+ \\d+, \\d{4}\\.`)),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Deadline reminder emails' })).toBeChecked();
  await checkA11y();
  await page.screenshot({ path: `/tmp/t-settings-stopped-${testInfo.project.name}.png`, fullPage: true });

  await page.getByRole('button', { name: 'Receive letter emails again' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`When a student asks you for a letter, CampusPath emails ${teacherEmail}.`, { exact: false })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Letter request emails are on again.' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Receive letter emails again' })).toHaveCount(0);
  await checkA11y();
  await page.screenshot({ path: `/tmp/t-settings-resumed-${testInfo.project.name}.png`, fullPage: true });

  // Still on after a reload: the stop is gone from the server, not only from the page.
  await page.reload();
  await expect(page.getByText(/When a student asks you for a letter/)).toBeVisible();
  await expect(page.getByText(/You stopped letter emails/)).toHaveCount(0);
});
