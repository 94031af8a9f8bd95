import type { APIRequestContext } from '@playwright/test';
import type { SchoolListResponse } from '@campuspath/contract/schools';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { expect, test } from './fixtures.ts';

/**
 * Every number says exactly what it is, read in the raw server HTML of a sample of college pages
 * (every tab, no JavaScript, as a search engine reads it) and compared with the API's own answer:
 * the right words, the right years, the right figures.
 */

const TABS = ['', 'programs', 'admissions', 'costs', 'campus'];

/** The page's text (every tab), tags dropped and entities read, as a person reads it. */
async function pageText(request: APIRequestContext, slug: string): Promise<string> {
  const texts: string[] = [];
  for (const tab of TABS) {
    const response = await request.get(`/university/${slug}${tab ? `?tab=${tab}` : ''}`);
    expect(response.status(), `${slug} ${tab}`).toBe(200);
    const body = await response.text();
    const root = body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json" id="app-data">'));
    texts.push(
      root
        .replace(/<[^>]+>/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/\s+/g, ' '),
    );
  }
  return texts.join(' | ');
}

const detail = async (request: APIRequestContext, slug: string) =>
  (await (await request.get(`/api/schools/${slug}`)).json()) as SchoolDetail;
const count = (value: number) => value.toLocaleString('en-US');

test('no page says N/A or shows a damaged phone number; missing reads "Not reported"', async ({ request }) => {
  for (const slug of [
    'adventhealth-university',
    'wake-forest-university',
    'stephen-f-austin-state-university',
    'college-of-micronesia-fsm',
  ]) {
    const text = await pageText(request, slug);
    expect(text, slug).not.toMatch(/\bN\/A\b/);
    expect(text, slug).not.toMatch(/\d\.\d+E\+\d+/);
    expect(text, slug).toContain('Not reported');
  }
});

test('AdventHealth University: open admissions with its fall, no percentage beside it, fall 2022 counts with their year', async ({
  request,
}) => {
  const school = await detail(request, 'adventhealth-university');
  expect(school.openAdmissions).toBe(true);
  expect(school.acceptance_rate).toBeNull();
  const text = await pageText(request, 'adventhealth-university');
  expect(text).toContain('Acceptance Rate Open admissions accepts any student who applies, fall 2023');
  expect(text).not.toMatch(/Acceptance [Rr]ate \d/);
  expect(text).toContain('It has an open admissions policy (fall 2023).');
  expect(text).toContain(`Applicants ${count(school.admissions.applicants!)} fall 2022`);
  expect(text).toContain(`Admitted ${count(school.admissions.admitted!)} fall 2022`);
  expect(text).toMatch(/Yield \(admitted who enrolled\) \d+% fall 2022/);
  // The 2021 rate it showed before is nowhere.
  expect(text).not.toContain('90%');
  expect(text).toContain('What this college considers (IPEDS ADM2022, fall 2022)');
});

test('Wake Forest University: a private college’s one price, never "in-state"; each figure with its own fall; Carnegie 2025', async ({
  request,
}) => {
  const school = await detail(request, 'wake-forest-university');
  const text = await pageText(request, 'wake-forest-university');
  expect(text).not.toMatch(/in-state|out-of-state/i);
  expect(text).toContain(`Tuition $${count(school.tuition['In-state']!)} per year, 2023-24`);
  expect(text).toContain(`Acceptance Rate ${Math.round(school.acceptance_rate!)}% fall 2023`);
  expect(text).toMatch(/Yield \(admitted who enrolled\) \d+% fall 2022/);
  expect(text).toContain(`Applicants ${count(school.admissions.applicants!)} fall 2022`);
  expect(text).toContain('Test policy Test-optional (considered, not required) fall 2023');
  expect(text).toContain(`Carnegie Classification (2025): ${school.carnegie.institutional2025}.`);
  expect(text).toContain(`Research designation (Carnegie 2025) ${school.carnegie.research2025}`);
  expect(text).toContain(`Size and setting (Carnegie 2021) ${school.carnegie.sizeAndSetting}`);
  // The data students ask about, with what the federal files cannot answer said plainly.
  expect(text).toContain('Cost of attendance by where you live (derived)');
  expect(text).toContain('Students with federal aid');
  expect(text).toMatch(/3-year loan default rate \d+%/);
  expect(text).toMatch(/Within 200% of normal time \d+% Finishing within eight years \(2023-24\)/);
  expect(text).toContain('What these federal figures cannot tell you');
  expect(text).toContain(
    'no graduation rates by race or ethnicity or by Pell Grant status, no debt at graduation and no loan repayment rates',
  );
  for (const link of [
    'Veterans and military servicemembers: tuition policies',
    'Disability services',
    "Student-athletes' graduation rates",
  ])
    expect(text).toContain(link);
  expect(text).not.toMatch(/Schedule (Virtual Tour|a Visit)/);
  expect(text).toContain('Admissions website');
});

test('Stephen F. Austin: the header’s test policy and the requirements list each say their fall, and the list names the newer policy', async ({
  request,
}) => {
  const school = await detail(request, 'stephen-f-austin-state-university');
  const text = await pageText(request, 'stephen-f-austin-state-university');
  expect(text).toContain(`Tuition $${count(school.tuition['In-state']!)} in-state per year, 2023-24`);
  expect(text).toContain('Test policy Test-optional (considered, not required) fall 2023');
  expect(text).toContain('What this college considers (IPEDS ADM2022, fall 2022)');
  expect(text).toContain(
    "Admission test scores (SAT/ACT) Required Required for admission The college's newer report (fall 2023, the test policy above) says: Test-optional (considered, not required).",
  );
  expect(text).toContain(
    `SAT medians ${school.admissions.medians.satReadingWriting} reading & writing · ${school.admissions.medians.satMath} math fall 2022`,
  );
  expect(text).toContain(`ACT composite, middle 50% ${school.admissions.act.p25}–${school.admissions.act.p75} fall 2023`);
});

test('a freely associated state’s colleges: the phone as its country writes it, or "Not reported" when the cell is damaged', async ({
  request,
}) => {
  const palau = await pageText(request, 'palau-community-college');
  expect(palau).toContain('Phone: +680 488 2470');
  expect(palau).toContain('Koror , PW 96940 Palau');
  expect(palau).toMatch(
    /Graduation rate \d+% First-time, full-time students finishing within 150% of normal time \(three years\), two-year measure/,
  );
  const micronesia = await pageText(request, 'college-of-micronesia-fsm');
  expect(micronesia).toContain('Phone: Not reported');
  expect(micronesia).toContain('Federated States of Micronesia');
});

test('a for-profit associate’s college is never called a community college, and "similar" comes with its range', async ({ request }) => {
  const list = (await (await request.get('/api/schools?programType=associates-college&sort=name&limit=100')).json()) as SchoolListResponse;
  expect(list.results.every((school) => school.type !== 'Public')).toBe(true);
  expect(list.results.some((school) => school.type === 'Private for-profit')).toBe(true);
  const communityColleges = (await (
    await request.get('/api/schools?programType=community-college&limit=100')
  ).json()) as SchoolListResponse;
  expect(communityColleges.results.every((school) => school.type === 'Public')).toBe(true);

  const text = await pageText(request, 'pima-medical-institute-tucson');
  expect(text).toContain('Type Private for-profit');
  expect(text).not.toMatch(/community college/i);
  expect(text).toContain("Also for-profit associate's college");
  for (const match of text.matchAll(/similar size \(([\d,]+) vs ([\d,]+) undergraduates, within 25%\)/g)) {
    const [a, b] = [Number(match[1]!.replace(/,/g, '')), Number(match[2]!.replace(/,/g, ''))];
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThanOrEqual(1.25);
  }
  expect(text).not.toMatch(/similar (size|tuition)(?! \()/);
});

test('"Part of" a system says "Not reported" when the college did not answer, never "Not part of a system"', async ({ request }) => {
  for (const slug of ['paier-college', 'northwestern-college-oak-lawn', 'houston-international-college-cardiotech-ultrasound-school']) {
    expect((await detail(request, slug)).system.membership, slug).toBe('not-reported');
    const text = await pageText(request, slug);
    expect(text, slug).toContain('Part of Not reported');
    expect(text, slug).not.toContain('Not part of a system');
  }
  expect(await pageText(request, 'harvard-university')).toContain('Part of Not part of a system');
  expect(await pageText(request, 'university-of-california-berkeley')).toContain('Part of University of California');
});

test('the home page names the Scorecard year file it reads first, not a release date', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('College Scorecard 2023-24 year file and IPEDS', { exact: false })).toBeVisible();
  await expect(page.getByText(/Jan 2025/)).toHaveCount(0);
});
