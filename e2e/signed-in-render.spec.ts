import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { buildApplicationBody, buildEssayBody, buildHighSchoolBody, buildSignupBody, buildTaskBody } from '../test/factories.ts';
import { saveProfileViaApi, signUpViaApi } from './auth-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

/**
 * A signed-in page arrives rendered with the person's own data (decision 0016): read without
 * JavaScript it shows its heading and that data; with JavaScript React takes the HTML over without
 * a hydration message, and the page does not ask for its own data again.
 */

const STANFORD = 243744;
const TASK = 'Ask Mr. Okafor for a letter';
const ESSAY = 'Why Stanford';
const SESSION = /^\/api\/auth\/session$/;

interface Expected {
  path: string;
  heading: string | RegExp;
  /** A piece of this person's data the HTML must hold. */
  data: string;
  /** The page's own reads, which came with it. */
  carried: RegExp[];
}

/** The page as the server sent it, read by a browser without JavaScript, with `page`'s cookies. */
async function readWithoutScript(browser: Browser, page: Page, { path, heading, data }: Expected) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  const response = await plain.goto(path);
  expect(response?.headers()['cache-control'], path).toBe('private, no-store');
  await expect(plain.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  await expect(plain.getByRole('main').getByText(data).filter({ visible: true }).first(), path).toBeVisible();
  await context.close();
}

/** The same page with JavaScript: hydrated without a message, and none of its own reads asked again. */
async function hydrateQuietly(page: Page, { path, heading, carried }: Expected) {
  const problems: string[] = [];
  const reads: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onRequest = (request: { url: () => string; method: () => string }) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('console', onConsole);
  page.off('pageerror', onError);
  page.off('request', onRequest);
  expect(problems, `${path}: hydration`).toEqual([]);
  expect(
    reads.filter((read) => [SESSION, ...carried].some((pattern) => pattern.test(read))),
    `${path}: came with the page`,
  ).toEqual([]);
}

async function check(browser: Browser, page: Page, expected: Expected) {
  await readWithoutScript(browser, page, expected);
  await hydrateQuietly(page, expected);
}

test("a student's workspace pages arrive rendered with their data and hydrate quietly", async ({ page, browser }) => {
  test.slow();
  await page.goto('/about');
  await signUpViaApi(page, { name: 'Maya Chen' });
  await saveProfileViaApi(page);
  await apiWrite(page, 'put', '/api/reminders/time-zone', { timeZone: 'America/Chicago' });
  const application = (await apiWrite(page, 'post', '/api/applications', buildApplicationBody({ schoolId: STANFORD }))) as { id: string };
  await apiWrite(page, 'post', '/api/tasks', buildTaskBody({ title: TASK, dueDate: '2027-01-15' }));
  await apiWrite(page, 'post', '/api/essays', buildEssayBody({ title: ESSAY }));
  await apiWrite(page, 'put', `/api/saved-schools/${STANFORD}`);

  const manager = { heading: 'Application manager', carried: [/^\/api\/applications$/] };
  const pages: Expected[] = [
    { path: '/dashboard', heading: 'My Dashboard', data: 'Stanford University', carried: [/^\/api\/dashboard$/] },
    { path: '/applications', data: 'Stanford University', ...manager },
    { path: '/applications?tab=essays', data: ESSAY, ...manager },
    { path: '/applications?tab=documents', data: 'Documents', ...manager },
    { path: '/applications?tab=letters', data: 'Recommendations', ...manager },
    { path: '/applications?tab=deadlines', data: 'Deadlines', ...manager },
    {
      path: `/applications/${application.id}`,
      heading: 'Stanford University',
      data: 'Early Action',
      carried: [/^\/api\/applications\/[^/]+$/],
    },
    { path: '/timeline', heading: 'Timeline', data: TASK, carried: [/^\/api\/timeline$/] },
    { path: '/tasks', heading: 'Tasks', data: TASK, carried: [/^\/api\/tasks$/] },
    { path: '/checklist', heading: 'Readiness checklist', data: 'of', carried: [/^\/api\/checklist$/] },
    { path: '/saved', heading: 'Saved Universities', data: 'Stanford University', carried: [/^\/api\/saved-schools$/] },
    { path: '/academics', heading: 'Academic Profile', data: 'Your grades', carried: [/^\/api\/profile$/] },
    { path: '/recommendations', heading: 'Recommendations', data: 'Schools ranked for you', carried: [/^\/api\/recommendations$/] },
  ];
  for (const expected of pages) await check(browser, page, expected);
});

test("a parent's family page and student view, and a counselor's caseload and student view, arrive rendered", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const student = await secondPage(browser, testInfo);
  await signUpViaApi(student.page, { name: 'Maya Chen' });
  await apiWrite(student.page, 'post', '/api/applications', buildApplicationBody({ schoolId: STANFORD }));
  const { invitation } = (await apiWrite(student.page, 'post', '/api/sharing/invitations', { email: buildSignupBody().email })) as {
    invitation: { url: string };
  };

  await page.goto('/about');
  await signUpViaApi(page, { role: 'parent', name: 'Rosa Chen' });
  await apiWrite(page, 'post', '/api/sharing/invitations/accept', { token: new URL(invitation.url).searchParams.get('token') });
  const [followed] = ((await (await page.request.get('/api/students')).json()) as { students: { id: string }[] }).students;
  await check(browser, page, { path: '/family', heading: 'My students', data: 'Maya Chen', carried: [/^\/api\/students$/] });
  const plan = { heading: "Maya Chen's plan", data: 'Stanford University', carried: [/^\/api\/students\/[^/]+\/plan$/] };
  await check(browser, page, { path: `/students/${followed!.id}`, ...plan });

  const counselor = await secondPage(browser, testInfo);
  await counselor.page.goto('/about');
  await signUpViaApi(counselor.page, { role: 'counselor', name: 'Ms. Dana Rivera' });
  const { joinCode } = (await apiWrite(counselor.page, 'post', '/api/high-schools', buildHighSchoolBody())) as {
    joinCode: { joinCode: string };
  };
  await apiWrite(student.page, 'post', '/api/high-schools/join', { code: joinCode.joinCode });
  await apiWrite(student.page, 'put', '/api/sharing/school', { shared: true });
  const caseload = { heading: /caseload/i, data: 'Maya Chen', carried: [/^\/api\/high-schools\/[^/]+\/caseload$/] };
  await check(browser, counselor.page, { path: '/caseload', ...caseload });
  await check(browser, counselor.page, { path: `/students/${followed!.id}`, ...plan });
  await student.done();
  await counselor.done();
});

// On either side of the date line: at any hour one of these two zones is on another calendar day
// than the server, so a page that read "today" or "now" on the wrong side would not hydrate.
for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  test(`workspace pages hydrate quietly on a device in ${timeZone}, before and after it tells the server its zone`, async ({
    browser,
  }, testInfo) => {
    const { baseURL, viewport } = testInfo.project.use;
    const context = await browser.newContext({ timezoneId: timeZone, baseURL, viewport });
    const page = await context.newPage();
    await signUpViaApi(page, { name: 'Maya Chen' });
    // The account's own zone (reminders), saved first: the first page would otherwise save it and read the dashboard again.
    await apiWrite(page, 'put', '/api/reminders/time-zone', { timeZone });
    await apiWrite(page, 'post', '/api/applications', buildApplicationBody({ schoolId: STANFORD }));
    await apiWrite(page, 'post', '/api/tasks', buildTaskBody({ title: TASK, dueDate: '2027-01-15' }));
    const pages: Expected[] = [
      { path: '/dashboard', heading: 'My Dashboard', data: 'Stanford University', carried: [/^\/api\/dashboard$/] },
      { path: '/applications?tab=deadlines', heading: 'Application manager', data: 'Deadlines', carried: [/^\/api\/applications$/] },
      { path: '/timeline', heading: 'Timeline', data: TASK, carried: [/^\/api\/timeline$/] },
      { path: '/tasks', heading: 'Tasks', data: TASK, carried: [/^\/api\/tasks$/] },
    ];
    // The first page is rendered in the server's zone: the browser writes in it until it moves on.
    expect((await context.cookies()).some((cookie) => cookie.name === 'campuspath_tz')).toBe(false);
    await hydrateQuietly(page, pages[0]!);
    // Signed in, the browser has told the server its zone: the pages are rendered in it.
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'campuspath_tz')?.value)
      .toBe(encodeURIComponent(timeZone));
    for (const expected of pages) await hydrateQuietly(page, expected);
    await context.close();
  });
}
