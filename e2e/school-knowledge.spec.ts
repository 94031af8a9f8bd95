import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { buildApplicationBody, buildHighSchoolBody, buildProfileBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, sameOnPhone, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

/** Georgia Tech: one of the sample history's anchor colleges (hundreds of past applicants). */
const GEORGIA_TECH = 139755;
/** Williams College: too small for the sample's pool, so the school has no history there. */
const WILLIAMS = 'williams-college';

/** A calendar day `days` from today, YYYY-MM-DD, and as the pages write it ("Dec 28, 2026"). */
const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const shortDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** A counselor with a high school (through the API: the counselor journeys create one on the page). */
async function counselorWithSchool(page: Page) {
  await signUpViaApi(page, { name: 'Ms. Dana Rivera', role: 'counselor' });
  const school = buildHighSchoolBody({ name: 'Lincoln High School' });
  const created = (await apiWrite(page, 'post', '/api/high-schools', school)) as { joinCode: { joinCode: string } };
  return created.joinCode.joinCode;
}

/** A student of the school applying this cycle, with a GPA of 3.7 and an SAT of 1380. */
async function studentOf(page: Page, code: string) {
  await signUpViaApi(page, { name: 'Sam Ortiz', graduationYear: currentEntryYear(new Date()) });
  await apiWrite(page, 'put', '/api/profile', buildProfileBody({ gpa: 3.7, satTotal: 1380 }));
  await apiWrite(page, 'post', '/api/high-schools/join', { code });
}

/**
 * Journeys: a counselor imports the sample file (as downloaded from the page); a student
 * with GPA 3.7 and SAT 1380 sees the scattergram and "N of M admitted" at a college with enough
 * history, every part of it labelled a sample, and the reason at one without. A real file is then
 * refused beside the sample: the two never share a view.
 */
test('a counselor imports the sample history and a student sees it labelled a sample everywhere; a real file is refused beside it', async ({
  page,
  browser,
  checkA11y,
  allowConsoleErrors,
}, testInfo) => {
  test.slow();
  // The real file refused on purpose at the end.
  allowConsoleErrors(/status of 409/);
  const code = await counselorWithSchool(page);
  await page.goto('/admission-history');
  await expect(page.getByText('No history imported yet.')).toBeVisible();
  await checkA11y();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download a sample file (not real students)' }).click(),
  ]);
  const file = { name: download.suggestedFilename(), mimeType: 'text/csv', buffer: await readFile(await download.path()) };
  expect(file.name).toBe('campuspath-SAMPLE-admission-history.csv');
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('Imported campuspath-SAMPLE-admission-history.csv.');
  await expect(summary).toContainText('3,000 rows (3,000 new)');
  await expect(summary).toContainText('Sample data');
  const imports = page.getByRole('list', { name: 'Imports' });
  await expect(imports.getByRole('listitem')).toHaveCount(1);
  await expect(imports).toContainText('Imported by Ms. Dana Rivera');
  // The preview shows a college's chart as students see it, labelled a sample.
  await expect(page.getByRole('img', { name: /^Scattergram: Past applicants from Lincoln High School/ })).toBeVisible();
  await checkA11y();

  const student = await secondPage(browser, testInfo);
  await studentOf(student.page, code);
  await student.page.goto(`/university/${GEORGIA_TECH}?tab=admissions`);
  const history = student.page.getByTestId('school-history');
  await expect(history.getByRole('heading', { name: "Your school's history" })).toBeVisible();
  const source = student.page.getByTestId('school-history-source');
  await expect(source).toContainText('A sample history CampusPath generated for Lincoln High School');
  await expect(source).toContainText('not real students, not real outcomes, not official data');
  await expect(source).not.toContainText('entered by its counselors');
  // "Students like you" carries its own sample mark.
  const likeYou = student.page.getByTestId('students-like-you');
  await expect(likeYou.getByText('Sample data: generated, not real students')).toBeVisible();
  await expect(likeYou).toContainText(/Sample students like you: \d+ of \d+ admitted/);
  await expect(history.getByRole('img', { name: /^Scattergram/ })).toBeVisible();
  await expect(history).toContainText('You (the star): GPA 3.70, SAT 1380.');
  // The same "N of M" beside the federal chance at the top, never inside it, and a sample there too.
  const line = student.page.getByTestId('your-school-history');
  await expect(line).toContainText(/Your school's history: \d+ of \d+ generated sample applicants like you admitted/);
  await expect(line.getByText('Sample data: generated, not real students')).toBeVisible();
  await expect(student.page.getByTestId('your-chance-range')).toHaveText(/^\d+–\d+%$/);
  await student.checkA11y();

  // The sample records no rounds (no source says which each college offers): no round filter; the table shows the same figures.
  await expect(history.getByRole('group', { name: 'Round' })).toHaveCount(0);
  await history.getByRole('button', { name: 'Show as table' }).click();
  await expect(history.getByRole('img', { name: /^Scattergram/ })).toHaveCount(0);
  await expect(history.getByRole('table', { name: /by GPA/ })).toBeVisible();
  await student.checkA11y();

  // A college the school has no history for: the reason, no number, no chart.
  await student.page.goto(`/university/${WILLIAMS}?tab=admissions`);
  await expect(student.page.getByTestId('school-history')).toContainText(
    'Too few past applicants from your school to show (fewer than 5).',
  );
  await expect(student.page.getByTestId('school-history').getByRole('img')).toHaveCount(0);
  await expect(student.page.getByTestId('your-school-history')).toHaveCount(0);
  await student.checkA11y();
  await student.done();

  // A real file beside the sample is refused, saying what to do; the sample stays alone.
  await page.getByLabel('CSV file').setInputFiles({
    name: 'lincoln-2024.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`class_year,college,round,decision,gpa,sat,act\n2024,${GEORGIA_TECH},EA,admitted,3.8,1400,\n`),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/Delete the sample import first: real outcomes are never shown beside generated ones/)).toBeVisible();
  await expect(imports.getByRole('listitem')).toHaveCount(1);
});

/**
 * Journey: a counselor records Georgia Tech's Early Action deadline with its source; the
 * student sees it in Important Dates as from the counselor, the new application is filled in with
 * it, and an application with another date is offered it (never changed without the student).
 */
test(
  "a counselor's checked deadline reaches the student's college page, new application and an application with another date",
  sameOnPhone,
  async ({ page, browser, checkA11y }, testInfo) => {
    test.slow();
    const code = await counselorWithSchool(page);
    const cycle = currentEntryYear(new Date());
    // A date still ahead (a passed one is marked passed and never filled in: see walkthrough-counselor.spec.ts).
    const date = isoInDays(30);
    const shown = shortDay(date);
    const source = 'https://admission.gatech.edu/first-year/deadlines';

    await page.goto('/checked-deadlines');
    await expect(page.getByText(`No deadlines checked for fall ${cycle} yet.`)).toBeVisible();
    await page.getByLabel('College', { exact: true }).fill('Georgia Tech');
    await page.getByRole('button', { name: /^Georgia Institute of Technology-Main Campus/ }).click();
    await page.getByLabel('Round', { exact: true }).selectOption('early-action');
    await page.getByLabel('Deadline', { exact: true }).fill(date);
    const sourceField = page.getByLabel('Source (web address)');
    await sourceField.fill('gatech deadlines page');
    await page.getByRole('button', { name: 'Add deadline' }).click();
    // The contract's rule names the field before anything is sent; what was typed stays.
    await expect(page.getByText('Enter the web address where you checked the date (https://…)')).toBeVisible();
    await expect(sourceField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Deadline', { exact: true })).toHaveValue(date);
    await sourceField.fill(source);
    await page.getByRole('button', { name: 'Add deadline' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved Early Action at Georgia Institute of Technology-Main Campus' }),
    ).toBeVisible();
    const entry = page.getByTestId('checked-deadline');
    await expect(entry).toContainText(`Early Action: ${shown}`);
    await expect(entry).toContainText('by Ms. Dana Rivera');
    await expect(entry.getByRole('link', { name: /source/ })).toHaveAttribute('href', source);
    await checkA11y();

    const student = await secondPage(browser, testInfo);
    await studentOf(student.page, code);
    const mine = (await apiWrite(
      student.page,
      'post',
      '/api/applications',
      buildApplicationBody({ schoolId: GEORGIA_TECH, deadline: isoInDays(45) }),
    )) as { id: string };

    // Important Dates, marked as the counselor's, with the source.
    await student.page.goto(`/university/${GEORGIA_TECH}`);
    const dates = student.page.getByTestId('counselor-dates');
    await expect(dates.getByRole('listitem').first()).toContainText('Early Action');
    await expect(dates.getByRole('listitem').first()).toContainText(shown);
    await expect(dates).toContainText('From your counselor · checked');
    await expect(dates.getByRole('link', { name: /source/ })).toHaveAttribute('href', source);
    await student.checkA11y();

    // The new application is filled in with it and says where it came from.
    await student.page.goto(`/applications/new?school=${GEORGIA_TECH}`);
    await student.page.getByLabel('Round', { exact: true }).selectOption('early-action');
    await expect(student.page.getByLabel('Deadline', { exact: true })).toHaveValue(date);
    await expect(student.page.getByTestId('counselor-deadline')).toContainText(
      `Deadline filled in from your counselor: Ms. Dana Rivera (Lincoln High School) checked the Early Action date, ${shown}`,
    );
    await student.checkA11y();

    // The application with another date is offered the counselor's, and takes it only when asked.
    await student.page.goto(`/applications/${mine.id}`);
    const offer = student.page.getByTestId('deadline-update');
    await expect(offer).toContainText(`checked Georgia Institute of Technology-Main Campus's Early Action deadline: ${shown}`);
    await student.checkA11y();
    await offer.getByRole('button', { name: /^Use your counselor's date/ }).click();
    await expect(student.page.getByText("Done: this application now has your counselor's date.")).toBeVisible();
    await expect(offer).toHaveCount(0);
    const application = (await (await student.page.request.get(`/api/applications/${mine.id}`)).json()) as { deadline: string };
    expect(application.deadline).toBe(date);
    await student.done();
  },
);

/**
 * Journey: the counselor's two other forms keep what was typed when refused: a display minimum
 * under 5 (the contract's words on the field), a pasted list with an unknown college (the row
 * report, the text still there to fix), then both saved.
 */
test(
  "a counselor's display settings and pasted list keep what was typed when refused, then save",
  sameOnPhone,
  async ({ page, checkA11y, allowConsoleErrors }) => {
    // The list refused on purpose below.
    allowConsoleErrors(/status of 422/);
    await counselorWithSchool(page);
    await page.goto('/admission-history');
    const minimum = page.getByLabel('Display minimum');
    await minimum.fill('3');
    await page.getByRole('button', { name: 'Save what students see' }).click();
    await expect(page.getByText('The display minimum is a whole number from 5 to 100 (it can be raised, never set below 5)')).toBeVisible();
    await expect(minimum).toHaveValue('3');
    await expect(minimum).toBeFocused();
    await checkA11y();
    await minimum.fill('8');
    await page.getByRole('button', { name: 'Save what students see' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved. Students see the change on their next page.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Display minimum')).toHaveValue('8');

    await page.goto('/checked-deadlines');
    const list = page.getByLabel('Deadlines as CSV');
    const cycle = currentEntryYear(new Date());
    const source = 'https://admission.gatech.edu/first-year/deadlines';
    const pasted = `college,round,date,source_url\n${GEORGIA_TECH},EA,${cycle - 1}-10-15,${source}\nGeorgia Tek,RD,${cycle}-01-04,${source}`;
    await list.fill(pasted);
    await page.getByRole('button', { name: 'Save the list' }).click();
    await expect(page.getByRole('heading', { name: 'Nothing was saved: 1 problem in the list' })).toBeVisible();
    // A table from 640 px up, a card per problem on a phone: the section holds either.
    await expect(page.getByRole('region', { name: 'Nothing was saved: 1 problem in the list' })).toContainText('Georgia Tek');
    await expect(list).toHaveValue(pasted);
    await checkA11y();
    await list.fill(pasted.split('\n').slice(0, 2).join('\n'));
    await page.getByRole('button', { name: 'Save the list' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved 1 deadline.' })).toBeVisible();
    await expect(list).toHaveValue('');
  },
);
