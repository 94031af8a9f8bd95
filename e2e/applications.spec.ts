import type { Page } from '@playwright/test';
import type { Application, CreateApplicationBody } from '@campuspath/contract/applications';
import { addDaysIso, dateIn } from '@campuspath/contract/deadline-time';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test, waitForLazyParts } from './fixtures.ts';

const STANFORD = 243744;
const MIT = 166683;
const YALE = 130794;
const BERKELEY = 110635;

/**
 * The date `days` from today in the school's time zone, YYYY-MM-DD: deadlines are counted there
 * (deadline-time.ts), so "5 days left" holds whatever zone the machine or browser is in.
 */
function isoInDays(days: number, schoolZone = 'America/Los_Angeles'): string {
  return addDaysIso(dateIn(schoolZone, new Date()), days);
}

function isoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function createViaApi(page: Page, body: CreateApplicationBody): Promise<Application> {
  const response = await page.request.post('/api/applications', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

const card = (page: Page, schoolName: string) =>
  page.getByRole('list', { name: 'Applications' }).getByRole('listitem').filter({ hasText: schoolName });

test('start an application from a university page, see the days left and tick the checklist', async ({ page, checkA11y }) => {
  test.slow();
  await signUpViaApi(page);

  await page.goto(`/university/${STANFORD}`);
  const start = page.getByRole('link', { name: 'Start Application' });
  await expect(start).toBeVisible();
  // The button leads to /applications/new?school=<id> (possibly by way of sign-in).
  const href = decodeURIComponent((await start.getAttribute('href')) ?? '');
  expect(href).toContain(`/applications/new?school=${STANFORD}`);
  await page.goto(`/applications/new?school=${STANFORD}`);

  await expect(page.getByRole('heading', { level: 1, name: 'New application' })).toBeVisible();
  await expect(page.getByTestId('chosen-school')).toHaveText('Stanford University');
  await checkA11y();

  // Submitting without a round names the field and keeps what was typed.
  await page.getByLabel('Notes (optional)').fill('Ask about the research program');
  await page.getByRole('button', { name: 'Create application' }).click();
  await expect(page.getByText('Choose an application round')).toBeVisible();
  await expect(page.getByLabel('Notes (optional)')).toHaveValue('Ask about the research program');

  await page.getByLabel('Round', { exact: true }).selectOption({ label: 'Early Action' });
  await page.getByLabel('Deadline', { exact: true }).fill(isoInDays(5));
  await page.getByLabel('Application portal link (optional)').fill('https://apply.example.edu/stanford');
  await page.getByRole('button', { name: 'Remove checklist item 6' }).click();
  await expect(page.getByLabel(/^Checklist item \d$/)).toHaveCount(6);
  await page.getByRole('button', { name: 'Create application' }).click();

  await expect(page).toHaveURL(/\/applications\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stanford University' })).toBeVisible();
  await expect(page.getByText('5 days left')).toBeVisible();
  const portal = page.getByRole('link', { name: /Open application portal/ });
  await expect(portal).toHaveAttribute('href', 'https://apply.example.edu/stanford');
  await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
  const progress = page.getByRole('progressbar', { name: 'Stanford University application progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await checkA11y();

  await page.getByRole('checkbox', { name: 'Application form' }).click();
  await page.getByRole('checkbox', { name: 'Personal essay' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '33');
  await page.getByLabel('New checklist item').fill('Interview');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('checkbox', { name: 'Interview' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '29');
  await page.getByRole('button', { name: 'Remove Interview' }).click();
  await expect(page.getByRole('checkbox', { name: 'Interview' })).toHaveCount(0);
  await expect(progress).toHaveAttribute('aria-valuenow', '33');

  // The list shows the same application with its warning, progress and what is missing.
  await page.getByRole('link', { name: 'All applications' }).click();
  const stanford = card(page, 'Stanford University');
  await expect(stanford).toBeVisible();
  await expect(stanford.getByText('5 days left')).toBeVisible();
  await expect(stanford.getByText('33%')).toBeVisible();
  await expect(stanford.getByText('Supplemental essays')).toBeVisible();
  await expect(stanford.getByText('Application form')).toHaveCount(0);
  await expect(stanford.getByRole('link', { name: 'Continue Application for Stanford University' })).toBeVisible();
  await checkA11y();

  // The saved checklist survives a reload.
  await page.reload();
  await expect(card(page, 'Stanford University').getByText('33%')).toBeVisible();
});

test('filter by status and sort the list; the display rules follow the status', async ({ page, checkA11y }) => {
  await signUpViaApi(page);
  await page.goto('/applications');
  await expect(page.getByText("You haven't started any applications yet.")).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'New Application' }).last()).toBeVisible();

  await createViaApi(page, {
    schoolId: YALE,
    round: 'regular-decision',
    status: 'submitted',
    deadline: isoInDays(6, 'America/New_York'),
    decisionDate: '2027-04-01',
  });
  await createViaApi(page, {
    schoolId: MIT,
    round: 'early-action',
    deadline: isoInDays(3, 'America/New_York'),
    checklist: [
      { label: 'Application form', done: true },
      { label: 'Personal essay', done: false },
    ],
  });
  await createViaApi(page, { schoolId: BERKELEY, round: 'regular-decision', status: 'accepted', deadline: isoInDays(40) });
  await createViaApi(page, {
    schoolId: STANFORD,
    round: 'rolling',
    status: 'waitlisted',
    deadline: isoInDays(60),
    checklist: [{ label: 'Form', done: true }],
  });

  await page.reload();
  const names = page.getByRole('list', { name: 'Applications' }).getByRole('heading', { level: 2 });
  await expect(names).toHaveText([
    'Massachusetts Institute of Technology',
    'Yale University',
    'University of California-Berkeley',
    'Stanford University',
  ]);
  await expect(page.getByRole('button', { name: 'Deadline' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page.getByRole('button', { name: 'Name' })).toHaveAttribute('aria-pressed', 'true');
  await expect(names).toHaveText([
    'Massachusetts Institute of Technology',
    'Stanford University',
    'University of California-Berkeley',
    'Yale University',
  ]);
  await page.getByRole('button', { name: 'Progress' }).click();
  await expect(names.first()).toHaveText('Stanford University');
  await page.getByRole('button', { name: 'Status' }).click();
  await expect(names).toHaveText([
    'Massachusetts Institute of Technology',
    'Yale University',
    'University of California-Berkeley',
    'Stanford University',
  ]);

  // Spec section 4: no warning once submitted; the decision date for submitted and waitlisted;
  // progress only while the application is open (never beside a submitted or decided one).
  const yale = card(page, 'Yale University');
  await expect(yale.getByText(/days? left/)).toHaveCount(0);
  await expect(yale.getByText('Decision expected')).toBeVisible();
  await expect(yale.getByText('Apr 1, 2027')).toBeVisible();
  await expect(yale.getByRole('link', { name: 'View Details for Yale University' })).toBeVisible();
  await expect(card(page, 'Massachusetts Institute of Technology').getByText('3 days left')).toBeVisible();
  await expect(card(page, 'Massachusetts Institute of Technology').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expect(card(page, 'University of California-Berkeley').getByText('Progress')).toHaveCount(0);
  await expect(card(page, 'Stanford University').getByText('Progress')).toHaveCount(0);
  await expect(card(page, 'Stanford University').getByRole('progressbar')).toHaveCount(0);

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Submitted' });
  await expect(names).toHaveText(['Yale University']);
  await expect(page).toHaveURL(/status=submitted/);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Rejected' });
  await expect(page.getByText('No applications match your current filter.')).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Show all applications' }).click();
  await expect(names).toHaveCount(4);
});

test('delete an application, keeping its linked essays and documents', async ({ page, checkA11y }) => {
  await signUpViaApi(page);
  const application = await createViaApi(page, { schoolId: YALE, round: 'early-decision', deadline: isoInDays(20) });
  await createViaApi(page, { schoolId: MIT, round: 'regular-decision' });
  await page.goto(`/applications/${application.id}`);
  await page.getByRole('button', { name: 'Delete application' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this application?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Keep linked essays and documents (unlink them)' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Delete them too' })).not.toBeChecked();
  await checkA11y();
  await dialog.getByRole('button', { name: 'Delete application' }).click();

  await expect(page).toHaveURL(/\/applications$/);
  await expect(card(page, 'Massachusetts Institute of Technology')).toBeVisible();
  await expect(card(page, 'Yale University')).toHaveCount(0);
});

test('the deadlines calendar shows deadlines in their month and +N more opens the day', async ({ page, checkA11y }) => {
  await signUpViaApi(page);
  const now = new Date();
  const day = isoDate(new Date(now.getFullYear(), now.getMonth() + 1, 15));
  const otherDay = isoDate(new Date(now.getFullYear(), now.getMonth() + 1, 20));
  for (const [schoolId, round] of [
    [STANFORD, 'early-action'],
    [STANFORD, 'regular-decision'],
    [MIT, 'early-action'],
    [YALE, 'early-decision'],
  ] as const) {
    await createViaApi(page, { schoolId, round, deadline: day });
  }
  await createViaApi(page, { schoolId: BERKELEY, round: 'regular-decision', deadline: otherDay });

  await page.goto('/applications?tab=deadlines');
  const monthName = (offset: number) =>
    new Date(now.getFullYear(), now.getMonth() + offset, 1).toLocaleString('en-US', { month: 'long', year: 'numeric' });
  await expect(page.getByRole('heading', { level: 2, name: monthName(0) })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link', { name: /Early Action deadline/ })).toHaveCount(0);
  await checkA11y();
  // The tab's content is a lazy part: a press on its buttons before their code arrives meets the server's markup.
  await waitForLazyParts(page);

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: monthName(1) })).toBeVisible();
  const cell = page.locator(`td[data-date="${day}"]`);
  await expect(cell.getByRole('link')).toHaveCount(2);
  await expect(
    page
      .locator(`td[data-date="${otherDay}"]`)
      .getByRole('link', { name: /University of California-Berkeley – Regular Decision deadline/ }),
  ).toBeVisible();
  await expect(page.getByText(`5 items due in ${monthName(1)}.`)).toBeVisible();
  await checkA11y();

  await cell.getByRole('button', { name: /\+2 more/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveCount(4);
  await expect(dialog.getByRole('link', { name: /Yale University – Early Decision deadline/ })).toBeVisible();
  await checkA11y();
  await dialog.getByRole('link', { name: /Yale University – Early Decision deadline/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yale University' })).toBeVisible();
});

test("another student cannot open someone else's application", async ({ page, browser, baseURL, checkA11y, allowConsoleErrors }) => {
  await signUpViaApi(page);
  const application = await createViaApi(page, { schoolId: STANFORD, round: 'early-action' });

  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signUpViaApi(other);
  const response = await other.request.get(`/api/applications/${application.id}`);
  expect(response.status()).toBe(404);
  await otherContext.close();

  // The same, seen in this page's own browser after switching accounts.
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
  await page.request.post('/api/auth/logout');
  await signUpViaApi(page);
  await page.goto(`/applications/${application.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application not found' })).toBeVisible();
  await expect(page.getByText('Stanford University')).toHaveCount(0);
  await checkA11y();
});
