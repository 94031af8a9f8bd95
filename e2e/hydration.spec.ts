import type { ConsoleMessage, Page } from '@playwright/test';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { holdChunk } from './hold-chunk.ts';

/**
 * A server-rendered page hydrates from the data it arrived with. Loading a college's page
 * asks the API nothing about that college, React reports no hydration problem, and afterwards the
 * page works as before: tabs, save, share and compare, on desktop and phone.
 */

const SLUG = 'williams-college';

/** Every console error or warning, and every API read of the college, from the first byte on. */
function watch(page: Page) {
  const problems: string[] = [];
  const schoolReads: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/api/schools/${SLUG}`) || /^\/api\/schools\/\d+(\/|$)/.test(pathname)) schoolReads.push(pathname);
  });
  return { problems, schoolReads };
}

/** React has taken over the server's HTML, and the page's reads (the session, say) are done. */
async function hydrated(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

test('a college page hydrates without asking for its data again, then its tabs, save, share and compare work', async ({
  page,
  context,
  checkA11y,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { problems, schoolReads } = watch(page);
  await page.goto(`/university/${SLUG}`);
  await hydrated(page);
  expect(schoolReads, 'the detail, majors and similar colleges come with the HTML').toEqual([]);
  expect(problems).toEqual([]);
  await checkA11y();

  // Tabs switch in place (no new document) and keep their URL.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('tab', { name: 'Admissions' }).click();
  await expect(page).toHaveURL(/\?tab=admissions$/);
  await expect(page.getByRole('heading', { name: 'What this college considers' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Costs & Aid' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=costs$/);

  // Save, kept in this browser across a reload (which hydrates again).
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  // Share copies the link where the browser has no Web Share.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/university/${SLUG}`);

  // Compare: the tray appears, and the comparison opens with the college in it.
  await page.getByRole('button', { name: 'Add Williams College to Comparison' }).click();
  await expect(page.getByRole('button', { name: 'Remove Williams College from Comparison', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'Open the comparison' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=/);
  await expect(page.getByRole('columnheader', { name: /Williams College/ }).first()).toBeVisible();
  await checkA11y();
  expect(problems).toEqual([]);
});

test('for a signed-in student the same page hydrates cleanly, then shows their saved state and bell', async ({ page }) => {
  await signUpViaApi(page);
  const school = (await (await page.request.get(`/api/schools/${SLUG}`)).json()) as { id: number };
  expect((await page.request.put(`/api/saved-schools/${school.id}`)).ok()).toBe(true);
  const { problems, schoolReads } = watch(page);
  await page.goto(`/university/${SLUG}`);
  // The signed-in parts arrive after the first paint: the bookmark from the account, the bell.
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Notifications/ })).toBeVisible();
  await hydrated(page);
  expect(schoolReads.filter((path) => !path.endsWith('/fit'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a plain-language search on Explore hydrates with its understood filters without asking for the list again', async ({ page }) => {
  const listReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/schools') listReads.push(url.search);
  });
  await page.goto('/explore?search=nursing%20in%20ohio');
  await hydrated(page);
  // The search was read as the Nursing major in Ohio: the URL holds the filters, the chips show them.
  await expect(page).toHaveURL(/[?&]state=OH(&|$)/);
  await expect(page).toHaveURL(/[?&]major=/);
  await expect(page.getByText(/^[\d,]+ universit(y|ies)/).first()).toBeVisible();
  expect(listReads, 'the list of the understood view came with the HTML').toEqual([]);
  await expect(page.getByText('Loading universities…')).toHaveCount(0);
});

/** Every layout shift from the first byte on but those answering input: its score and the start of each moved element's HTML. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        // As cumulative layout shift counts them: not what follows the reader's own input.
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((source) => {
          const element = source.node as Element | undefined;
          return `${element?.closest('header') ? 'header: ' : ''}${element?.outerHTML?.slice(0, 80) ?? '?'}`;
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts);
}

test('public pages do not move as they hydrate; for a student only their own parts push content down', async ({ page }) => {
  // Eight page loads, each to its network's rest: on a busy two-core machine it nears the usual minute.
  test.slow();
  const shifts = await watchLayoutShifts(page);
  const pages = ['/', '/explore?search=georgia%20tec', `/university/${SLUG}`, `/university/${SLUG}?tab=costs`];
  for (const path of pages) {
    await page.goto(path);
    await hydrated(page);
    expect(await shifts(), `${path}, signed out`).toEqual([]);
  }
  // Signed in, the session is known after the first paint: the header keeps its layout, and a
  // note or a chance arriving for the student moves what is below it a little (Explore's "Add an
  // SAT or ACT score"), well within a "good" cumulative layout shift (under 0.1).
  await signUpViaApi(page);
  for (const path of pages) {
    await page.goto(path);
    await hydrated(page);
    const signedIn = await shifts();
    expect(
      signedIn.flatMap((shift) => shift.moved).filter((moved) => moved.startsWith('header')),
      `${path}, signed in`,
    ).toEqual([]);
    expect(
      signedIn.reduce((sum, shift) => sum + shift.value, 0),
      `${path}, signed in`,
    ).toBeLessThan(0.1);
  }
});

test('the aid estimator, loaded after its page, keeps its server HTML when its code comes after the session', async ({ page }) => {
  // The estimator's chunk is held until the page has hydrated and the session has answered: the
  // order a slow network gives, where an urgent update would make React drop the form's HTML.
  const release = await holdChunk(page, 'src/features/aid-estimate/components/aid-estimator.tsx');
  const { problems } = watch(page);
  const shifts = await watchLayoutShifts(page);
  const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session');
  await page.goto('/financial-aid');
  await waitForHydration(page);
  await session;
  const form = page.getByRole('form', { name: 'Student Aid Index estimator' });
  await expect(form).toBeVisible();
  await form.evaluate((element) => element.setAttribute('data-server-html', ''));

  release();
  // Hydrated in place: React takes over the server's own form element (its props are attached to
  // that node), which then answers a bad amount with the field's own error.
  await expect
    .poll(() =>
      form.evaluate(
        (element) => element.hasAttribute('data-server-html') && Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
  const cash = form.getByLabel('Parents’ cash, savings and checking', { exact: true });
  await cash.fill('-100');
  await form.getByRole('button', { name: 'Estimate' }).click();
  await expect(form.getByText("Parents’ cash, savings and checking can't be negative")).toBeVisible();
  await expect(page.locator('form[data-server-html]')).toHaveCount(1);
  expect(await shifts()).toEqual([]);
  expect(problems).toEqual([]);
});

test('a press that lands before the page’s code has run counts once React has the page', async ({ context }) => {
  // The entry module is held, as a slow phone's network would: the college page is on screen, its
  // Save button pressable, and React not there yet. A page of its own, whose loads do not wait
  // for hydration as the fixture's do.
  const early = await context.newPage();
  const release = await holdChunk(early, 'index.html');
  await early.goto(`/university/${SLUG}`, { waitUntil: 'domcontentloaded' });
  await early.getByRole('button', { name: 'Save', exact: true }).click();
  release();
  await waitForHydration(early);
  // Pressed once: the press was not lost, nor counted twice (a second would unsave).
  await expect(early.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await early.close();
});
