import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { addDaysIso, dateIn } from '@campuspath/contract/deadline-time';
import { buildApplicationBody, buildHighSchoolBody, buildProfileBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

/**
 * A counselor's season: an export with short college names imports (a name several colleges
 * share is chosen once for all its rows), the report takes the focus, students see "students like
 * you" in a band that says how wide it is, the scattergram answers a tap and its round filter
 * behaves as radios, passed checked deadlines say so, a round the counselors did not record is
 * said instead of becoming a task, and the counselor's view names every notes region apart.
 */

const GEORGIA_TECH = 139755;
const RUTGERS_NEW_BRUNSWICK = 186380;
const CSV_HEADER = 'class_year,college,round,decision,gpa,sat,act';

/** A day `days` from today in Atlanta (the counselor's deadlines are in Georgia Tech's zone). */
const inDays = (days: number) => addDaysIso(dateIn('America/New_York', new Date()), days);

/** An export the way a counselor's system writes it: short names, and one name several colleges share. */
function exportFile(): string {
  const lines: string[] = [];
  // Georgia Tech: early action and regular decision only; two near the student (3.70 / 1320), one exactly there.
  const tech: [string, string, string, string][] = [
    ['EA', 'admitted', '3.70', '1320'],
    ['EA', 'admitted', '3.80', '1450'],
    ['EA', 'denied', '3.55', '1250'],
    ['EA', 'admitted', '3.90', '1500'],
    ['RD', 'denied', '3.60', '1300'],
    ['RD', 'admitted', '3.85', '1400'],
    ['RD', 'waitlisted', '3.50', '1360'],
    ['RD', 'denied', '3.45', '1220'],
    ['EA', 'denied', '3.65', '1280'],
    ['RD', 'admitted', '3.95', '1480'],
    ['EA', 'admitted', '3.75', '1390'],
    ['RD', 'denied', '3.40', '1200'],
  ];
  for (const [round, decision, gpa, sat] of tech) lines.push(`2025,Georgia Tech,${round},${decision},${gpa},${sat},`);
  for (let index = 0; index < 6; index += 1) lines.push(`2025,Georgia State,RD,admitted,3.${40 + index},12${index}0,`);
  for (let index = 0; index < 5; index += 1)
    lines.push(`2024,Rutgers,RD,${index % 2 ? 'denied' : 'admitted'},3.${50 + index},13${index}0,`);
  return `${CSV_HEADER}\n${lines.join('\n')}\n`;
}

async function distinctRegions(page: Page) {
  const landmarks = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  expect(landmarks.violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')).join(', '))).toEqual([]);
}

interface School {
  schoolId: string;
  joinCode: string;
}

/** A counselor signed in on `page` with a new high school. */
async function counselorWithSchool(page: Page): Promise<School> {
  await signUpViaApi(page, { name: 'Ms. Dana Rivera', role: 'counselor' });
  const created = (await apiWrite(page, 'post', '/api/high-schools', buildHighSchoolBody({ name: 'Lincoln High School' }))) as {
    highSchool: { id: string };
    joinCode: { joinCode: string };
  };
  return { schoolId: created.highSchool.id, joinCode: created.joinCode.joinCode };
}

/** Georgia Tech's Early Action checked for a date passed three days ago, Regular Decision for one 40 days ahead. */
async function checkGeorgiaTechDeadlines(page: Page, { schoolId }: School) {
  for (const [round, date] of [
    ['early-action', inDays(-3)],
    ['regular-decision', inDays(40)],
  ] as const) {
    await apiWrite(page, 'put', `/api/high-schools/${schoolId}/checked-deadlines`, {
      collegeId: GEORGIA_TECH,
      round,
      date,
      sourceUrl: 'https://admission.gatech.edu/first-year/deadlines',
      cycle: currentEntryYear(new Date()),
    });
  }
}

/** A 3.70 / 1320 student of the school, signed in on a page of their own. */
async function studentOf(browser: Browser, testInfo: TestInfo, { joinCode }: School) {
  const student = await secondPage(browser, testInfo);
  await signUpViaApi(student.page, { name: 'Sam Ortiz', graduationYear: currentEntryYear(new Date()) });
  await apiWrite(student.page, 'put', '/api/profile', buildProfileBody({ gpa: 3.7, satTotal: 1320 }));
  await apiWrite(student.page, 'post', '/api/high-schools/join', { code: joinCode });
  return student;
}

test('a counselor imports short names in one step: a name several colleges share is chosen once, and the report takes the focus', async ({
  page,
  checkA11y,
  allowConsoleErrors,
}) => {
  // The first import is refused (422) until the counselor chooses among the colleges of one name.
  allowConsoleErrors(/status of 422/);
  await counselorWithSchool(page);
  await page.goto('/admission-history');
  await page.getByLabel('CSV file').setInputFiles({ name: 'naviance-export.csv', mimeType: 'text/csv', buffer: Buffer.from(exportFile()) });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const rejected = page.getByRole('region', { name: /^Nothing was imported: 5 problems in naviance-export\.csv/ });
  await expect(rejected).toBeFocused();
  const rutgers = rejected.getByRole('group', { name: '“Rutgers” (5 rows)' });
  await expect(rutgers).toContainText('Several colleges go by "Rutgers"');
  await checkA11y();
  await rutgers.getByRole('radio', { name: /^Rutgers University-New Brunswick/ }).check();
  await rejected.getByRole('button', { name: 'Import with these colleges' }).click();
  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result).toBeFocused();
  await expect(result).toContainText('Imported naviance-export.csv.');
  const read = result.getByRole('list', { name: 'College names read' });
  await expect(read).toContainText('“Georgia State” (6 rows): Georgia State University');
  await expect(read).toContainText('“Georgia Tech” (12 rows): Georgia Institute of Technology-Main Campus');
  await expect(read).toContainText(`“Rutgers” (5 rows): Rutgers University-New Brunswick, UNITID ${RUTGERS_NEW_BRUNSWICK} (your choice)`);
  await checkA11y();
});

test("the counselor's checked deadlines say which have passed", async ({ page, checkA11y }) => {
  await checkGeorgiaTechDeadlines(page, await counselorWithSchool(page));
  await page.goto('/checked-deadlines');
  const entries = page.getByTestId('checked-deadline');
  await expect(entries.filter({ hasText: 'Early Action' }).getByTestId('deadline-passed')).toHaveText('Passed');
  await expect(entries.filter({ hasText: 'Regular Decision' }).getByTestId('deadline-passed')).toHaveCount(0);
  await checkA11y();
});

test("a student sees the school's history in the band it took, a round filter of radios, a chart that answers a tap, and passed dates", async ({
  page,
  browser,
}, testInfo) => {
  const school = await counselorWithSchool(page);
  // The export with Rutgers by its UNITID: this journey is about what the student sees, not the import.
  const csv = exportFile().replaceAll(',Rutgers,', `,${RUTGERS_NEW_BRUNSWICK},`);
  const imported = await page.request.post(`/api/high-schools/${school.schoolId}/admission-history/imports?fileName=export.csv`, {
    headers: { 'content-type': 'text/csv' },
    data: csv,
  });
  expect(imported.status(), await imported.text()).toBe(201);
  await checkGeorgiaTechDeadlines(page, school);

  const student = await studentOf(browser, testInfo, school);
  await student.page.goto(`/university/${GEORGIA_TECH}?tab=admissions`);
  const history = student.page.getByTestId('school-history');
  // Students like you, in the band it took to reach the school's minimum.
  await expect(student.page.getByTestId('students-like-you')).toContainText(/Students like you: \d+ of \d+ admitted/);
  await expect(student.page.getByTestId('similar-band')).toContainText(/GPA 3\.\d+–\d\.\d+, SAT \d+–\d+/);
  // Only the rounds with applicants, as radios: arrow keys move and choose.
  const rounds = history.getByRole('radiogroup', { name: 'Round' });
  await expect(rounds.getByRole('radio')).toHaveCount(3);
  await expect(rounds.getByRole('radio', { name: 'Early Decision' })).toHaveCount(0);
  // The key is held until the choice shows, as a hand does: Radix moves the focus a moment after
  // the key goes down and chooses only while an arrow key is still pressed.
  await rounds.getByRole('radio', { name: 'All rounds' }).focus();
  await student.page.keyboard.down('ArrowRight');
  await expect(rounds.getByRole('radio', { name: 'Early Action' })).toBeChecked();
  await student.page.keyboard.up('ArrowRight');
  await expect(rounds.getByRole('radio', { name: 'Early Action' })).toBeFocused();
  await expect(history.getByRole('img', { name: /, Early Action, by GPA/ })).toBeVisible();
  await student.page.keyboard.down('ArrowLeft');
  await expect(rounds.getByRole('radio', { name: 'All rounds' })).toBeChecked();
  await student.page.keyboard.up('ArrowLeft');
  // The star sits under the points: the applicant at the student's own spot still shows.
  const chart = history.getByRole('img', { name: /^Scattergram/ });
  await expect(chart).toBeVisible();
  const starFirst = await chart.evaluate((element) => {
    const star = element.querySelector('polygon[fill="none"]');
    const point = element.querySelector('circle[fill="#047857"]');
    return Boolean(star && point && star.compareDocumentPosition(point) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(starFirst).toBe(true);
  // A tap on a mark says its values, rounded as the chart draws them.
  await chart.locator('circle[fill="#047857"]').first().click({ force: true });
  await expect(history.getByTestId('history-spot')).toHaveText(
    /^GPA \d\.\d{2}, test score \d+ \(SAT scale\): .*admitted.*\(\d+ past applicants? here\)\.$/,
  );
  // Important Dates: the passed one says so.
  const dates = student.page.getByTestId('counselor-dates');
  await expect(dates.getByRole('listitem').filter({ hasText: 'Early Action' }).getByTestId('deadline-passed')).toBeVisible();
  await student.checkA11y();
  await student.done();
});

test('a new application never takes a passed date, and a round the counselors did not record is said without a task', async ({
  page,
  browser,
}, testInfo) => {
  const school = await counselorWithSchool(page);
  await checkGeorgiaTechDeadlines(page, school);
  const student = await studentOf(browser, testInfo, school);
  await student.page.goto(`/applications/new?school=${GEORGIA_TECH}`);
  await student.page.getByLabel('Round', { exact: true }).selectOption('early-action');
  await expect(student.page.getByTestId('counselor-deadline')).toContainText("Your counselor's date has passed");
  await expect(student.page.getByLabel('Deadline', { exact: true })).toHaveValue('');
  await student.page.getByLabel('Round', { exact: true }).selectOption('early-decision');
  await expect(student.page.getByTestId('unrecorded-round-note')).toContainText(
    'Your counselors checked Early Action, Regular Decision at Georgia Institute of Technology-Main Campus, not Early Decision',
  );
  await expect(student.page.getByTestId('no-deadline-note')).toHaveCount(0);
  await student.checkA11y();
  await student.page.getByRole('button', { name: 'Create application' }).click();
  await expect(student.page.getByText('Not set yet')).toBeVisible();
  await expect(student.page.getByRole('link', { name: /Find the deadline: .*admissions links/ })).toBeVisible();
  const tasks = (await (await student.page.request.get('/api/tasks')).json()) as { tasks: { title: string }[] };
  expect(tasks.tasks.map((task) => task.title)).toEqual([]);
  await student.done();
});

test("the counselor's view of a student names every notes region apart", async ({ page, browser, checkA11y }, testInfo) => {
  const school = await counselorWithSchool(page);
  const student = await studentOf(browser, testInfo, school);
  for (const round of ['early-decision', 'regular-decision'] as const) {
    await apiWrite(student.page, 'post', '/api/applications', buildApplicationBody({ schoolId: GEORGIA_TECH, round }));
  }
  await apiWrite(student.page, 'put', '/api/sharing/school', { shared: true });
  const applications = (await (await student.page.request.get('/api/applications')).json()) as { applications: { id: string }[] };
  const studentId = ((await (await student.page.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;
  await student.done();
  for (const application of applications.applications) {
    await apiWrite(page, 'post', `/api/students/${studentId}/notes`, {
      targetKind: 'application',
      targetId: application.id,
      body: 'Looks good.',
    });
  }
  await page.goto(`/students/${studentId}`);
  await expect(page.getByRole('region', { name: 'Notes on Georgia Institute of Technology-Main Campus, Early Decision' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes on Georgia Institute of Technology-Main Campus, Regular Decision' })).toBeVisible();
  await distinctRegions(page);
  await checkA11y();
});
