import { buildApplicationBody, buildSignupBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, sameOnPhone, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

const PURDUE = 243780;

/**
 * Journeys (d) and (e): a counselor creates a school; two students join and one shares;
 * the caseload shows only the sharing student. The counselor adds a task and a note; the student
 * sees the task "From" the counselor, completes it, and reads the note on the application.
 */
test('a counselor’s caseload shows only the student who shares, and the student completes the counselor’s task', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  const counselor = await signUpViaApi(page, { name: 'Ms. Dana Rivera', role: 'counselor' });
  await page.goto('/caseload');
  await expect(page.getByText('Create your high school first.')).toBeVisible();
  await page.getByRole('link', { name: 'Create your high school' }).click();
  await page.getByLabel('School name').fill('Lincoln High School');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').selectOption('IL');
  await page.getByRole('button', { name: 'Create school' }).click();
  const code = await page.getByLabel('Join code').inputValue();
  expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  await checkA11y();

  // Two students join: Sam through the page, and shares; Jo through the API, and does not.
  const sam = await secondPage(browser, testInfo);
  await signUpViaApi(sam.page, { name: 'Sam Ortiz' });
  const application = (await apiWrite(sam.page, 'post', '/api/applications', buildApplicationBody({ schoolId: PURDUE }))) as { id: string };
  const jo = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const joBody = buildSignupBody({ name: 'Jo Park' });
  expect((await jo.request.post('/api/auth/signup', { data: joBody })).status()).toBe(201);
  expect((await jo.request.post('/api/high-schools/join', { data: { code } })).status()).toBe(200);
  await jo.close();

  await sam.page.goto('/sharing');
  await sam.page.getByLabel('Join code').fill(code.toLowerCase().replace('-', ' '));
  await sam.page.getByRole('button', { name: 'Join school' }).click();
  const share = sam.page.getByRole('switch', { name: "Share with my school's counselors" });
  await expect(share).not.toBeChecked();
  await share.click();
  await expect(share).toBeChecked();
  await expect(sam.page.getByRole('region', { name: 'Lincoln High School: counselors' })).toBeVisible();
  await sam.checkA11y();

  // (d) The caseload: Sam, not Jo.
  // A table on a desktop, a card per student on a phone: either way, one student link.
  await page.goto('/caseload');
  const students = page.getByRole('main').getByRole('link', { name: /Ortiz|Park/ });
  await expect(students).toHaveCount(1);
  await expect(students).toHaveText('Sam Ortiz');
  await expect(page.getByText('1 student shares with you')).toBeVisible();
  await page.getByLabel('Search by name').fill('nobody');
  await expect(page.getByText('No student matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /caseload\.csv$/);
  await checkA11y();

  // (e) The counselor adds a task and a note on Sam's application.
  await students.click();
  await expect(page.getByRole('heading', { level: 1, name: "Sam Ortiz's plan" })).toBeVisible();
  await page.getByLabel('Task', { exact: true }).fill('Request your transcript');
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByText('Added “Request your transcript”. Sam Ortiz sees it as from Ms. Dana Rivera.')).toBeVisible();
  await page.getByLabel(/^Note on /).fill('Your essay for Purdue reads well.');
  await page.getByRole('button', { name: 'Leave note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  await checkA11y();

  await sam.page.goto('/dashboard');
  const upcoming = sam.page
    .getByRole('region', { name: 'Upcoming tasks' })
    .getByRole('listitem')
    .filter({ hasText: 'Request your transcript' });
  await expect(upcoming).toContainText(`From ${counselor.name}`);
  await sam.page.goto('/tasks');
  const task = sam.page.getByRole('listitem').filter({ hasText: 'Request your transcript' });
  await expect(task).toContainText(`From ${counselor.name}`);
  await expect(task.getByRole('button', { name: /Edit/ })).toHaveCount(0);
  await task.getByRole('checkbox').click();
  await expect(task.getByRole('checkbox')).toBeChecked();
  await sam.page.reload();
  await expect(sam.page.getByRole('listitem').filter({ hasText: 'Request your transcript' }).getByRole('checkbox')).toBeChecked();
  await sam.checkA11y();

  await sam.page.goto(`/applications/${application.id}`);
  await expect(sam.page.getByRole('region', { name: 'Notes from your counselor' })).toContainText('Your essay for Purdue reads well.');
  await sam.done();
});

test('the counselor demo opens a sample school’s caseload of six sample students', sameOnPhone, async ({ page, checkA11y }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try the counselor demo' }).click();
  await expect(page).toHaveURL('/caseload');
  await expect(page.getByText(/You are exploring the counselor demo/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /\(sample\)$/ })).toHaveCount(6);
  await checkA11y();
});
