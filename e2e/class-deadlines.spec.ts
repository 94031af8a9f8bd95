import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

const GEORGIA_TECH = { id: 139755, name: 'Georgia Institute of Technology-Main Campus' };
const ABILENE_CHRISTIAN = 222178;

/** A calendar day `offset` days from today in UTC, the counselor's zone below (the view counts days in the counselor's zone). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Class-wide deadlines: a student shares their applications with the school; the counselor sees
 * the overdue one named with what is missing, the upcoming one by week and by college, and
 * downloads the CSV (a BOM, a header, one row per application).
 */
test('a counselor sees the class deadlines by week and by college, overdue named, and downloads the CSV', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  await signUpViaApi(page, { name: 'Ms. Dana Rivera', role: 'counselor' });
  const created = (await apiWrite(page, 'post', '/api/high-schools', {
    name: 'Lincoln High School',
    city: 'Springfield',
    state: 'IL',
  })) as {
    highSchool: { id: string };
    joinCode: { joinCode: string };
  };
  await apiWrite(page, 'put', '/api/reminders/time-zone', { timeZone: 'UTC' });

  // Before anyone shares: the page says what to do.
  await page.goto('/class-deadlines');
  await expect(page.getByRole('heading', { level: 1, name: 'Class deadlines' })).toBeVisible();
  await expect(page.getByText('No student shares their applications with you yet.')).toBeVisible();
  await checkA11y();

  const maya = await secondPage(browser, testInfo);
  await signUpViaApi(maya.page, { name: 'Maya Chen' });
  await apiWrite(maya.page, 'post', '/api/applications', {
    schoolId: GEORGIA_TECH.id,
    round: 'early-action',
    deadline: day(-10),
    checklist: [
      { label: 'Personal essay', done: false },
      { label: 'Application form', done: true },
    ],
  });
  await apiWrite(maya.page, 'post', '/api/applications', { schoolId: ABILENE_CHRISTIAN, round: 'regular-decision', deadline: day(12) });
  await apiWrite(maya.page, 'post', '/api/high-schools/join', { code: created.joinCode.joinCode });
  await apiWrite(maya.page, 'put', '/api/sharing/school', { shared: true });
  await maya.done();

  await page.reload();
  const overdue = page.getByRole('region', { name: 'Overdue (1)' });
  await expect(overdue.getByRole('link', { name: 'Maya Chen' })).toBeVisible();
  await expect(overdue).toContainText(GEORGIA_TECH.name);
  await expect(overdue).toContainText('overdue by 10 days');
  await expect(overdue).toContainText('Missing: Personal essay');
  const upcoming = page.getByRole('region', { name: 'Upcoming (1)' });
  await expect(upcoming.getByRole('heading', { level: 3, name: /^Week of / })).toBeVisible();
  await checkA11y();

  await upcoming.getByRole('button', { name: 'By college' }).click();
  await expect(page).toHaveURL(/group=college/);
  await expect(upcoming.getByRole('heading', { level: 3, name: 'Abilene Christian University' })).toBeVisible();
  await checkA11y();

  const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  const text = (await csv.body()).toString('utf8');
  expect(text.startsWith('\ufeffStudent,College,Round,Deadline,Status,Items missing\r\n')).toBe(true);
  expect(text.trim().split('\r\n')).toHaveLength(3);
  expect(text).toContain(`Maya Chen,${GEORGIA_TECH.name},Early Action,${day(-10)},Drafting,Personal essay`);
});
