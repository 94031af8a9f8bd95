import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { currentEntryYear, nationalAdmissionsDates } from '@campuspath/contract/admissions-calendar';
import type { Application } from '@campuspath/contract/applications';
import { addDaysIso, dateIn } from '@campuspath/contract/deadline-time';
import type { CreateTaskBody, TaskResponse } from '@campuspath/contract/tasks';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { buildApplicationBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, sameOnPhone, test } from './fixtures.ts';

/**
 * The timeline: the national admissions cycle of the student's graduation year with
 * their own deadlines, a category filter kept in the URL, "Jump to today", and single items as
 * .ics downloads.
 */
const GEORGIA_TECH = { id: 139755, name: 'Georgia Institute of Technology-Main Campus' };
const APPLICATION_TITLE = `${GEORGIA_TECH.name} – Early Action deadline`;
const TASK_TITLE = 'Ask my counselor to send my transcript';
// Georgia Tech's zone, and the browser's too, so the student's saved zone matches the default.
const ZONE = 'America/New_York';

test.use({ timezoneId: ZONE });

/** A student in the middle of their season: signed in, with the graduation year whose cycle contains today. */
async function signUpInSeason(page: Page): Promise<void> {
  await signUpViaApi(page, { graduationYear: currentEntryYear(new Date(`${dateIn(ZONE, new Date())}T12:00:00`)) });
}

async function createApplication(page: Page, daysAway: number): Promise<Application> {
  const body = buildApplicationBody({ schoolId: GEORGIA_TECH.id, deadline: addDaysIso(dateIn(ZONE, new Date()), daysAway) });
  const response = await page.request.post('/api/applications', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  const application = (await response.json()) as Application;
  expect(application.timeZone).toBe(ZONE);
  return application;
}

async function createTask(page: Page, daysAway: number): Promise<void> {
  const body: CreateTaskBody = { title: TASK_TITLE, dueDate: addDaysIso(dateIn(ZONE, new Date()), daysAway) };
  const response = await page.request.post('/api/tasks', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  expect(((await response.json()) as TaskResponse).task.title).toBe(TASK_TITLE);
}

const steps = (page: Page) => page.getByRole('list', { name: /^Admissions timeline/ });
const step = (page: Page, title: string | RegExp) =>
  steps(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test('the timeline shows the national cycle with my deadlines, filters by category and jumps to today', async ({ page, checkA11y }) => {
  test.slow();
  await signUpInSeason(page);
  await createApplication(page, 5);
  await createTask(page, 12);

  await page.goto('/timeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
  await expect(page).toHaveTitle('Timeline | CampusPath');

  // National and typical dates, labelled as such.
  const commonApp = step(page, 'Common App opens');
  await expect(commonApp).toContainText('National date');
  await expect(commonApp.locator('time')).toHaveAttribute('datetime', /^\d{4}-08-01$/);
  await expect(step(page, 'Regular Decision – typical date')).toContainText('Typical date; check each college');
  await expect(step(page, 'National Candidates Reply Date')).toContainText('National date');

  // My application deadline: my own step, the current one, with days left counted in the school's zone.
  const mine = step(page, APPLICATION_TITLE);
  await expect(mine).toContainText('Your deadline');
  await expect(mine).toContainText('5 days left');
  await expect(mine).toContainText('Current step');
  await expect(mine).toHaveAttribute('aria-current', 'step');
  await expect(mine.getByRole('link', { name: APPLICATION_TITLE, exact: true })).toHaveAttribute('href', /^\/applications\/[\w-]+$/);
  await expect(step(page, TASK_TITLE)).toContainText('12 days left');
  await expect(step(page, TASK_TITLE)).toContainText('Upcoming');
  await checkA11y();

  // Filter to tasks: the URL says so, other categories are hidden.
  await page.getByRole('radio', { name: /^Tasks/ }).click();
  await expect(page).toHaveURL(/[?&]category=tasks(&|$)/);
  await expect(page.getByRole('radio', { name: /^Tasks/ })).toHaveAttribute('aria-checked', 'true');
  await expect(step(page, TASK_TITLE)).toBeVisible();
  await expect(step(page, 'Common App opens')).toHaveCount(0);
  await expect(step(page, APPLICATION_TITLE)).toHaveCount(0);

  // Jump to today in the filtered list: the next task step ahead takes focus.
  await page.getByRole('button', { name: 'Jump to today' }).click();
  await expect(step(page, TASK_TITLE)).toBeFocused();

  // A category with nothing in it says so and offers the way back.
  await page.goto('/timeline?category=recommendations');
  await expect(page.getByText('No steps in Recommendations yet.')).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Show all steps' }).click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByRole('radio', { name: /^All/ })).toHaveAttribute('aria-checked', 'true');

  // All again, from the bottom of the page: Jump to today brings the current step into view and focus.
  await expect(step(page, 'Common App opens')).toBeVisible();
  await step(page, 'FAFSA federal deadline').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Jump to today' }).click();
  await expect(mine).toBeFocused();
  await expect(mine).toBeInViewport();
});

test(
  'a deadline downloads as an .ics file from the timeline and from its application: a 30-minute block ending at 11:59 pm',
  sameOnPhone,
  async ({ page }) => {
    await signUpInSeason(page);
    const application = await createApplication(page, 5);

    const calendarFile = async (link: ReturnType<Page['getByRole']>) => {
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      // Long lines of an iCalendar file are folded (RFC 5545 section 3.1): unfold before reading.
      return (await readFile(await download.path(), 'utf8')).replace(/\r?\n[ \t]/g, '');
    };

    await page.goto('/timeline');
    const fromTimeline = await calendarFile(page.getByRole('link', { name: `Add to calendar: ${APPLICATION_TITLE} (.ics file)` }));
    expect(fromTimeline.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(fromTimeline).toContain(APPLICATION_TITLE);

    await page.goto(`/applications/${application.id}`);
    const fromApplication = await calendarFile(page.getByRole('link', { name: /^Add to calendar \(\.ics\)/ }));
    expect(fromApplication.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(fromApplication).toContain(APPLICATION_TITLE);
    // A 30-minute block ending at 11:59 pm, not a 1-minute event.
    for (const file of [fromTimeline, fromApplication]) {
      const stamp = (name: string) => {
        const [, y, mo, d, h, mi, sec] = new RegExp(`^${name}[^:]*:(\\d{4})(\\d{2})(\\d{2})T(\\d{2})(\\d{2})(\\d{2})Z$`, 'm').exec(file)!;
        return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(sec));
      };
      expect(stamp('DTEND') - stamp('DTSTART')).toBe(30 * 60_000);
      expect(new Date(stamp('DTEND')).toLocaleTimeString('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' })).toBe('11:59 PM');
    }
  },
);

test('the dashboard timeline card leads to the full timeline', sameOnPhone, async ({ page, checkA11y }) => {
  await signUpInSeason(page);
  await createApplication(page, 5);

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Your timeline' });
  await expect(card.locator('[aria-current="step"]')).toContainText(APPLICATION_TITLE);
  await card.getByRole('link', { name: 'See full timeline' }).click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
  await expect(step(page, APPLICATION_TITLE)).toHaveAttribute('aria-current', 'step');
  await checkA11y();
});

test('passed national dates say Opened or Passed, never Done; only my own finished items are Done', async ({ page, checkA11y }) => {
  await signUpInSeason(page);
  const body: CreateTaskBody = { title: TASK_TITLE, dueDate: addDaysIso(dateIn(ZONE, new Date()), -2), completed: true };
  expect((await page.request.post('/api/tasks', { data: body })).status()).toBe(201);
  const today = dateIn(ZONE, new Date());
  const entryYear = currentEntryYear(new Date(`${today}T12:00:00`));
  const passed = nationalAdmissionsDates(entryYear).filter((entry) => entry.date < today);

  await page.goto('/timeline');
  await expect(step(page, TASK_TITLE)).toContainText('Done');
  // "FAFSA opens – Done" read as "we filed the FAFSA".
  for (const entry of passed) {
    await expect(step(page, entry.title).first()).toContainText(entry.id.endsWith('-opens') ? 'Opened' : 'Passed');
    await expect(step(page, entry.title).first()).not.toContainText('Done');
  }
  await checkA11y();

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Your timeline' });
  await expect(card.locator('[aria-current="step"]')).toBeVisible();
  // Only my own finished task is done; the dates gone by before it say Passed or Opened.
  await expect(card.getByRole('listitem').filter({ hasText: TASK_TITLE })).toContainText('(done)');
  for (const entry of passed) {
    const row = card.getByRole('listitem').filter({ hasText: entry.title });
    for (const item of await row.all()) {
      await expect(item).not.toContainText('(done)');
      await expect(item).toContainText(entry.id.endsWith('-opens') ? 'Opened' : 'Passed');
    }
  }
  await expect(card.getByText('Passed', { exact: true }).first()).toBeVisible();
  await checkA11y();
});

test('filtering the timeline by category asks the server nothing more', sameOnPhone, async ({ page }) => {
  await page.clock.install();
  await signUpInSeason(page);
  await createTask(page, 12);
  // The first signed-in page saves the browser's time zone unless the account has one, and that
  // refreshes the timeline once: the zone is saved first, so the only read that could follow is the filter's.
  const saved = await page.request.put('/api/reminders/time-zone', { data: { timeZone: ZONE } });
  expect(((await saved.json()) as ReminderSettings).timeZoneSaved).toBe(true);
  await page.goto('/timeline');
  await expect(step(page, TASK_TITLE)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A minute later the cached timeline is stale: only a page load or an edit should ask again.
  await page.clock.fastForward('01:00');

  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/timeline') asked.push(request.url());
  });
  // The filter lives in the URL; the page's loader runs again only when the path changes.
  await page.getByRole('radio', { name: /^Tasks/ }).click();
  await expect(page).toHaveURL(/[?&]category=tasks(&|$)/);
  await expect(step(page, 'Common App opens')).toHaveCount(0);
  await expect(step(page, TASK_TITLE)).toBeVisible();
  expect(asked).toEqual([]);
});
