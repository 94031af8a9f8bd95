import type { Page } from '@playwright/test';
import { buildApplicationBody, buildHighSchoolBody, buildSignupBody, buildTaskBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

/**
 * The pages a signed-in person opens every day arrive with their session and data in the first
 * response (docs/server-rendering.md, "Signed-in pages"): each shows its data without the browser
 * asking for it again, and nothing on it moves from the first byte on.
 */

const STANFORD = 243744;
const TASK = 'Ask Mr. Okafor for a letter';
/** The API reads a page's first response carries: the browser never makes them on that load. */
const SESSION = /^\/api\/auth\/session$/;

/** Every API read the page makes and every layout shift, from the first byte on. */
async function watch(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[])
        shifts.push({
          value: entry.value,
          moved: (entry.sources ?? []).map((source) => (source.node as Element)?.outerHTML?.slice(0, 80) ?? '?'),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    reads,
    shifts: () => page.evaluate(() => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts),
  };
}

/** Opens `path` afresh, waits for `shown` and the network's rest, and checks it asked for none of `carried` and did not move. */
async function openWithData(page: Page, path: string, shown: (page: Page) => ReturnType<Page['getByText']>, carried: RegExp[]) {
  const watched = await watch(page);
  const response = await page.goto(path);
  expect(response?.headers()['cache-control'], path).toBe('private, no-store');
  await expect(shown(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    watched.reads.filter((read) => [SESSION, ...carried].some((pattern) => pattern.test(read))),
    `${path}: came with the page`,
  ).toEqual([]);
  const shifts = await watched.shifts();
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    `${path}: ${JSON.stringify(shifts)}`,
  ).toBeLessThanOrEqual(0.05);
}

test("a student's dashboard, applications, timeline and tasks show their data from the first response, without moving", async ({
  page,
}) => {
  test.slow();
  await signUpViaApi(page, { name: 'Maya Chen' });
  // The browser's time zone, as the app saves it on a first visit (which makes the dated pages read again).
  await apiWrite(page, 'put', '/api/reminders/time-zone', { timeZone: 'America/Chicago' });
  await apiWrite(page, 'post', '/api/applications', buildApplicationBody({ schoolId: STANFORD }));
  await apiWrite(page, 'post', '/api/tasks', buildTaskBody({ title: TASK, dueDate: '2027-01-15' }));

  await openWithData(page, '/dashboard', (page) => page.getByRole('main').getByText('Stanford University').first(), [/^\/api\/dashboard$/]);
  await openWithData(page, '/applications', (page) => page.getByRole('main').getByText('Stanford University').first(), [
    /^\/api\/applications$/,
  ]);
  await openWithData(page, '/timeline', (page) => page.getByRole('main').getByText(TASK).first(), [/^\/api\/timeline$/]);
  await openWithData(page, '/tasks', (page) => page.getByRole('main').getByText(TASK).first(), [/^\/api\/tasks$/]);
});

test("a parent's view of the student and a counselor's caseload come with their session and data", async ({ page, browser }, testInfo) => {
  test.slow();
  const student = await secondPage(browser, testInfo);
  await signUpViaApi(student.page, { name: 'Maya Chen' });
  await apiWrite(student.page, 'post', '/api/applications', buildApplicationBody({ schoolId: STANFORD }));
  const { invitation } = (await apiWrite(student.page, 'post', '/api/sharing/invitations', { email: buildSignupBody().email })) as {
    invitation: { url: string };
  };

  // The parent accepts the invitation, then opens the student's plan afresh.
  await signUpViaApi(page, { role: 'parent', name: 'Rosa Chen' });
  await apiWrite(page, 'put', '/api/reminders/time-zone', { timeZone: 'America/Chicago' });
  await apiWrite(page, 'post', '/api/sharing/invitations/accept', { token: new URL(invitation.url).searchParams.get('token') });
  const [followed] = ((await (await page.request.get('/api/students')).json()) as { students: { id: string }[] }).students;
  await openWithData(page, `/students/${followed!.id}`, (page) => page.getByRole('heading', { level: 1, name: "Maya Chen's plan" }), [
    /^\/api\/students\/[^/]+\/plan$/,
  ]);

  // A counselor's caseload: their schools and the first school's sharing students.
  const counselor = await secondPage(browser, testInfo);
  await signUpViaApi(counselor.page, { role: 'counselor', name: 'Ms. Dana Rivera' });
  await apiWrite(counselor.page, 'put', '/api/reminders/time-zone', { timeZone: 'America/Chicago' });
  const { joinCode } = (await apiWrite(counselor.page, 'post', '/api/high-schools', buildHighSchoolBody())) as {
    joinCode: { joinCode: string };
  };
  await apiWrite(student.page, 'post', '/api/high-schools/join', { code: joinCode.joinCode });
  await apiWrite(student.page, 'put', '/api/sharing/school', { shared: true });
  await openWithData(counselor.page, '/caseload', (page) => page.getByRole('main').getByRole('link', { name: 'Maya Chen' }), [
    /^\/api\/high-schools$/,
    /^\/api\/high-schools\/[^/]+\/caseload$/,
  ]);
  await student.done();
  await counselor.done();
});
