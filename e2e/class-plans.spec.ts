import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

/**
 * Class-wide plans: a counselor makes a plan for the class of 2027 before anyone has joined; a
 * student of that class who joins later finds its task in their own list, from the counselor and
 * naming the plan, and completes it; the counselor sees the completion, then edits the plan and
 * confirms what changes for its students. Run on a phone too: a task's fields sit two to a row on
 * a wide screen and one under another on a phone.
 */
test('a class plan reaches a student who joins later, its completion shows for the counselor, and it can be edited', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  const counselor = await signUpViaApi(page, { name: 'Ms. Dana Rivera', role: 'counselor' });
  const created = (await apiWrite(page, 'post', '/api/high-schools', {
    name: 'Lincoln High School',
    city: 'Springfield',
    state: 'IL',
  })) as {
    joinCode: { joinCode: string };
  };

  await page.goto('/counselor');
  await page.getByRole('link', { name: 'Class plans of Lincoln High School' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Class plans' })).toBeVisible();
  await expect(page.getByText('No class plans yet')).toBeVisible();
  await checkA11y();

  const form = page.getByRole('form', { name: 'Make a class plan' });
  await form.getByLabel('Plan title').fill('Senior fall');
  await form.getByRole('textbox', { name: 'Graduation year' }).fill('2027');
  await form.getByLabel('Task 1 title').fill('Ask two teachers for letters');
  await form.getByLabel('Task 1 due date').fill('2026-12-01');
  await form.getByRole('button', { name: 'Add a task' }).click();
  await form.getByLabel('Task 2 title').fill('Send test scores');
  await form.getByLabel('Task 2 is due').selectOption('relative');
  await expect(form.getByLabel('Task 2 round')).toBeVisible();
  await form.getByRole('button', { name: 'Make plan' }).click();
  await expect(form.getByRole('status')).toContainText('Made “Senior fall”: 0 students have it');
  const plans = page.getByRole('list', { name: 'Class plans' });
  await expect(plans).toContainText('Class of 2027 · 0 students have it');
  await expect(plans).toContainText('7 days before the student’s Early Action deadline');
  await checkA11y();

  // A student of the class joins afterwards and shares their tasks with the school.
  const maya = await secondPage(browser, testInfo);
  await signUpViaApi(maya.page, { name: 'Maya Chen', graduationYear: 2027 });
  await apiWrite(maya.page, 'post', '/api/high-schools/join', { code: created.joinCode.joinCode });
  await apiWrite(maya.page, 'put', '/api/sharing/school', { shared: true });
  await maya.page.goto('/tasks');
  const task = maya.page.getByRole('listitem').filter({ hasText: 'Ask two teachers for letters' });
  await expect(task).toContainText(`From ${counselor.name}`);
  await expect(task).toContainText('Class plan “Senior fall” · Lincoln High School');
  const scores = maya.page.getByRole('listitem').filter({ hasText: 'Send test scores' });
  await expect(scores).toContainText('no Early Action application with a deadline');
  // The box shows the click at once; the reload waits for the save to have reached the server.
  const saved = maya.page.waitForResponse((response) => response.url().includes('/api/tasks/') && response.request().method() !== 'GET');
  await task.getByRole('checkbox').click();
  await expect(task.getByRole('checkbox')).toBeChecked();
  expect((await saved).ok()).toBe(true);
  await maya.page.reload();
  await expect(maya.page.getByRole('listitem').filter({ hasText: 'Ask two teachers for letters' }).getByRole('checkbox')).toBeChecked();
  await maya.checkA11y();
  await maya.done();

  await page.reload();
  await expect(plans).toContainText('1 student has it');
  await page.getByRole('button', { name: 'Show completion of Senior fall' }).click();
  const completion = page.getByRole('list', { name: 'Students sharing their tasks, for Senior fall' });
  await expect(completion).toContainText('Maya Chen');
  await expect(completion).toContainText('Ask two teachers for letters: Done');
  await expect(completion).toContainText('Send test scores: Not done · no date');
  await expect(page.getByRole('list', { name: 'Completion of each task of Senior fall' })).toContainText(
    'Ask two teachers for letters: 1 of 1 done',
  );
  await checkA11y();

  // Editing: the same form, filled with the plan; saving asks first, saying what changes.
  await page.getByRole('button', { name: 'Edit Senior fall' }).click();
  const editor = page.getByRole('form', { name: 'Edit Senior fall' });
  await expect(editor.getByLabel('Plan title')).toHaveValue('Senior fall');
  await expect(editor).toContainText('Changes reach the students of your school who have this plan now');
  await editor.getByLabel('Task 2 is due').selectOption('date');
  await editor.getByLabel('Task 2 due date').fill('2026-11-20');
  await checkA11y();
  await editor.getByRole('button', { name: 'Save changes' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change “Senior fall” for its students?' });
  await expect(confirm).toContainText('1 student has it now. 1 changed task changes where not done yet.');
  await confirm.getByRole('button', { name: 'Save changes' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Saved “Senior fall”: 1 student has it.' })).toBeVisible();
  await expect(plans).toContainText('Send test scores · Due Nov 20, 2026');
});
