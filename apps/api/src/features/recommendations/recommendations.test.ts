import { describe, expect, it } from 'vitest';
import type { ProfileBody } from '@campuspath/contract/profile';
import {
  balanceResponseSchema,
  recommendationsResponseSchema,
  schoolFitResponseSchema,
  type SchoolFit,
} from '@campuspath/contract/recommendations';
import { buildProfileBody } from '../../../../../test/factories.ts';
import { signUp } from '../../test/factories.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { campusChainOf } from './campus-spread.ts';

const ctx = useTestApp();

/** Admits 16.5%, requires tests, SAT middle 50% 1330-1530, ACT 28-34 (fall 2023). */
const GEORGIA_TECH = 139755;
/** Test-optional, admits 66%. */
const ABILENE_CHRISTIAN = 222178;
/** Open admission, no admission rate. */
const AANIIIH_NAKODA = 180203;

/** GPA 3.8 and a major, no test score: each test adds what it needs. */
const PROFILE: ProfileBody = buildProfileBody({ satTotal: null });

async function student(profile: Partial<ProfileBody> | null) {
  const { cookie } = await signUp(ctx.app);
  if (profile) {
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { ...PROFILE, ...profile } });
    expect(saved.statusCode).toBe(200);
  }
  return cookie;
}

const get = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

async function fitAt(cookie: string, id: number | string) {
  const response = await get(cookie, `/api/schools/${id}/fit`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return schoolFitResponseSchema.parse(response.json());
}

async function recommendations(cookie: string, query = '') {
  const response = await get(cookie, `/api/recommendations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return recommendationsResponseSchema.parse(response.json());
}

const expectRangeAround = (fit: SchoolFit) => {
  const { low, estimate, high } = fit.chance;
  expect(low).not.toBeNull();
  expect(low!).toBeLessThanOrEqual(estimate!);
  expect(estimate!).toBeLessThanOrEqual(high!);
  expect(low!).toBeGreaterThanOrEqual(3);
  expect(high!).toBeLessThanOrEqual(95);
};

describe('GET /api/schools/{id}/fit', () => {
  it('places a student with an SAT only within the enrolled range and explains the estimate', async () => {
    const cookie = await student({ satTotal: 1400 });
    const { fit, missing } = await fitAt(cookie, GEORGIA_TECH);
    expect(fit.academics).toMatchObject({
      studentSat: 1400,
      basis: 'SAT',
      schoolRange: { p25: 1330, p75: 1530, basis: 'SAT' },
      gpaUsed: false,
    });
    expect(fit.academics.percentile).toBeGreaterThan(20);
    expect(fit.academics.percentile).toBeLessThan(50);
    expect(fit.academics.sentence).toContain(`Your SAT 1400 is around the ${fit.academics.percentile}`);
    expect(fit.academics.gpaSentence).toMatch(/^GPA was not used/);
    // Admitting 16.5% makes it a reach for everyone; the estimate is below the admission rate for a below-middle score.
    expect(fit.chance.label).toBe('reach');
    expect(fit.chance.estimate!).toBeLessThan(17);
    expectRangeAround(fit);
    expect(fit.chance.confidence).toBe('higher');
    expect(fit.chance.summary).toBe(`Reach · ${fit.chance.low}–${fit.chance.high}% estimated chance`);
    expect(fit.chance.explanation.join(' ')).toContain('colleges admitting 20% or fewer are a reach for everyone');
    expect(missing.map((input) => input.input)).not.toContain('testScore');
  });

  it('converts an ACT-only score with the concordance and compares it with the ACT range of enrolled students', async () => {
    const sat = await fitAt(await student({ satTotal: 1400 }), GEORGIA_TECH);
    const act = await fitAt(await student({ act: 28 }), GEORGIA_TECH);
    expect(act.fit.academics).toMatchObject({ studentSat: 1310, basis: 'ACT', schoolRange: { p25: 1310, p75: 1500, basis: 'ACT' } });
    expect(act.fit.academics.sentence).toContain('Your ACT 28 (about 1310 on the SAT, 2018 ACT/SAT concordance)');
    expect(act.fit.academics.sentence).toContain('ACT middle 50% is 28–34');
    // ACT 28 is Georgia Tech's 25th percentile, lower than SAT 1400 sits in its SAT range.
    expect(act.fit.academics.percentile!).toBe(25);
    expect(act.fit.chance.estimate!).toBeLessThanOrEqual(sat.fit.chance.estimate!);
    expectRangeAround(act.fit);
    // With both scores the better one counts.
    const both = await fitAt(await student({ satTotal: 1400, act: 33 }), GEORGIA_TECH);
    expect(both.fit.academics).toMatchObject({ studentSat: 1460, basis: 'ACT' });
  });

  it('without a test score gives no estimate, range or label, and says what it needs', async () => {
    const { fit, missing } = await fitAt(await student({}), GEORGIA_TECH);
    expect(fit.academics).toMatchObject({ studentSat: null, percentile: null });
    expect(fit.chance).toMatchObject({
      label: null,
      unavailable: 'testScore',
      estimate: null,
      low: null,
      high: null,
      confidence: null,
      summary: 'No estimate yet · add an SAT or ACT score',
    });
    // The admission rate is said as everyone's, never as the student's chance.
    expect(fit.chance.explanation.join(' ')).toContain("that is every applicant's rate, not your chance");
    expect(fit.why).toMatch(/^No chance estimate without a test score/);
    expect(missing.find((input) => input.input === 'testScore')?.effect).toMatch(/need one/);
  });

  it('with a score but no range reported by the college gives no estimate either', async () => {
    const noRange = testCatalog().schools.find(
      (school) =>
        school.admissions.admissionRate !== null &&
        !school.openAdmissions &&
        school.admissions.sat.math.p25 === null &&
        school.admissions.act.p25 === null,
    )!;
    const { fit } = await fitAt(await student({ satTotal: 1300 }), noRange.id);
    expect(fit.chance).toMatchObject({
      label: null,
      unavailable: 'scoreRange',
      estimate: null,
      summary: 'No estimate · no test score range reported',
    });
  });

  it('widens the range at a test-optional college because its reported scores skew high', async () => {
    const { fit } = await fitAt(await student({ satTotal: 1200 }), ABILENE_CHRISTIAN);
    expect(fit.chance.confidence).toBe('medium');
    expectRangeAround(fit);
    expect(fit.chance.explanation.join(' ')).toContain('it does not require test scores');
  });

  it('labels an open-admission college "Likely admit" without a number', async () => {
    const { fit } = await fitAt(await student({ satTotal: 1000 }), AANIIIH_NAKODA);
    expect(fit.chance).toMatchObject({ label: 'likely', estimate: null, low: null, high: null, summary: 'Likely admit · open admission' });
    expect(fit.chance.explanation[0]).toContain('open admission');
  });

  it('answers for a student with no profile at all, listing every missing input', async () => {
    const { fit, missing } = await fitAt(await student(null), 'georgia-institute-of-technology-main-campus');
    expect(fit.schoolId).toBe(GEORGIA_TECH);
    expect(fit.match.components.find((c) => c.id === 'majors')).toMatchObject({
      score: null,
      sentence: 'Not scored: choose intended majors.',
    });
    expect(missing.map((input) => input.input)).toEqual([
      'testScore',
      'intendedMajors',
      'budget',
      'incomeBand',
      'regions',
      'sizes',
      'settings',
    ]);
  });

  it('scores budget against the net price for the income band, and says which price it used', async () => {
    const { fit } = await fitAt(
      await student({ satTotal: 1400, incomeBand: '48-75k', preferences: { ...PROFILE.preferences, budget: 10000 } }),
      GEORGIA_TECH,
    );
    expect(fit.price).toMatchObject({ basis: 'income-band', amount: expect.any(Number) });
    expect(fit.price!.sentence).toContain('Families earning $48,001–75,000 paid');
    const cost = fit.match.components.find((c) => c.id === 'cost')!;
    expect(cost.score).toBeLessThan(1);
    expect(cost.sentence).toContain('over your $10,000 budget');
    const sticker = await fitAt(await student({ satTotal: 1400 }), GEORGIA_TECH);
    expect(sticker.fit.price?.basis).toBe('cost-of-attendance');
  });

  it('reports what the profile and workspace hold of each admission factor', async () => {
    const cookie = await student({ satTotal: 1400 });
    const before = await fitAt(cookie, GEORGIA_TECH);
    expect(before.userHas).toMatchObject({
      'Secondary school GPA': true,
      'Admission test scores (SAT/ACT)': true,
      'Secondary school rank': false,
    });
    expect(before.userHas['Recommendations']).toBe(false);
    const letter = await ctx.app.inject({
      method: 'POST',
      url: '/api/letters',
      headers: { cookie },
      payload: { recommenderName: 'Ms. Rivera', recommenderEmail: 'rivera@school.example', schoolIds: [GEORGIA_TECH] },
    });
    expect(letter.statusCode).toBe(201);
    expect((await fitAt(cookie, GEORGIA_TECH)).userHas['Recommendations']).toBe(true);
  });

  it('answers 404 for an unknown school and 401 without a session', async () => {
    const cookie = await student({});
    const missing = await get(cookie, '/api/schools/999999/fit');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'University not found' });
    for (const url of [`/api/schools/${GEORGIA_TECH}/fit`, '/api/recommendations', '/api/recommendations/balance']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/recommendations', () => {
  it('ranks every school by match, counts labels and pages', async () => {
    const cookie = await student({ satTotal: 1350, preferences: { ...PROFILE.preferences, regions: ['South'] } });
    const first = await recommendations(cookie, '?limit=20');
    expect(first.results).toHaveLength(20);
    expect(first.personal).toBe(true);
    // Best first; only a campus of a name already in the three before it may wait its turn.
    const scores = first.results
      .filter((item) => campusChainOf(testCatalog().find(String(item.school.id))!) === null)
      .map((item) => item.fit.match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const { reach, target, safety, likely, unknown } = first.counts;
    expect(reach + target + safety + likely + unknown).toBe(first.count);
    expect(first.next).toBe('/api/recommendations?limit=20&page=2');
    const second = await recommendations(cookie, '?limit=20&page=2');
    expect(second.results[0]!.fit.match.score).toBeLessThanOrEqual(scores.at(-1)!);
    expect(first.results.every((item) => item.fit.why.length > 0)).toBe(true);
  });

  it('without a profile is not personal: no labels, the catalogue default order, no chain filling the top', async () => {
    const cookie = await student(null);
    const page = await recommendations(cookie, '?limit=12');
    expect(page.personal).toBe(false);
    expect(page.results.every((item) => item.fit.chance.label === null || item.fit.chance.label === 'likely')).toBe(true);
    expect(page.results.every((item) => item.fit.chance.estimate === null && item.fit.chance.low === null)).toBe(true);
    expect(page.counts).toMatchObject({ reach: 0, target: 0, safety: 0 });
    // Explore's default order: the same first colleges as the public list.
    const explore = ctx.app.inject({ method: 'GET', url: '/api/schools?limit=4' });
    expect(page.results.slice(0, 4).map((item) => item.school.id)).toEqual(
      (await explore).json().results.map((school: { id: number }) => school.id),
    );
  });

  it('never puts two campuses of one name among any four in a row', async () => {
    // A nursing student with no other preference: for-profit nursing chains score alike.
    const cookie = await student({ satTotal: null, intendedMajors: ['51'] });
    const page = await recommendations(cookie, '?limit=48');
    const chains = page.results.map((item) => campusChainOf(testCatalog().find(String(item.school.id))!));
    for (let index = 0; index < chains.length; index += 1) {
      const window = chains.slice(Math.max(0, index - 3), index).filter((chain) => chain !== null);
      if (chains[index] !== null) expect(window, `${index}`).not.toContain(chains[index]);
    }
    expect(new Set(chains.filter((chain) => chain !== null)).size).toBeGreaterThan(1);
  });

  it('filters by label and by every schools-list filter', async () => {
    const cookie = await student({ satTotal: 1300 });
    const all = await recommendations(cookie, '?location=West&limit=5');
    const safeties = await recommendations(cookie, '?location=West&chance=safety&limit=100');
    expect(safeties.count).toBe(all.counts.safety);
    expect(safeties.results.every((item) => item.fit.chance.label === 'safety' && item.school.region === 'West')).toBe(true);
    const two = await recommendations(cookie, '?chance=reach&chance=target&limit=100&state=GA');
    expect(two.results.every((item) => ['reach', 'target'].includes(item.fit.chance.label!) && item.school.state === 'GA')).toBe(true);
    const searched = await recommendations(cookie, '?search=georgia%20tec&limit=3');
    expect(searched.results.map((item) => item.school.id)).toContain(GEORGIA_TECH);
  });

  it('reads a plain-language search as the schools list does', async () => {
    const cookie = await student({ satTotal: 1300 });
    const read = await recommendations(cookie, `?search=${encodeURIComponent('nursing in ohio')}&limit=100`);
    expect(read.count).toBeGreaterThan(20);
    expect(
      read.results.every((item) => item.school.state === 'OH' && item.school.popular_majors.includes('Health Professions & Nursing')),
    ).toBe(true);
    const near = await recommendations(cookie, `?search=${encodeURIComponent('colleges near 30332')}&limit=100`);
    expect(near.count).toBeGreaterThan(0);
    expect(near.results.every((item) => item.school.distanceMiles! <= 25)).toBe(true);
    expect((await recommendations(cookie, '?search=00501')).count).toBe(0);
  });

  it('sorts by chance or by a list field on request', async () => {
    const cookie = await student({ satTotal: 1300 });
    const byChance = await recommendations(cookie, '?sort=chance&chance=reach&chance=target&chance=safety&limit=50');
    const estimates = byChance.results.map((item) => item.fit.chance.estimate!);
    expect(estimates).toEqual([...estimates].sort((a, b) => b - a));
    const byName = await recommendations(cookie, '?sort=name&limit=10');
    const names = byName.results.map((item) => item.school.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('shows the same estimate as the school fit, and follows a profile change', async () => {
    const cookie = await student({ satTotal: 1300 });
    const listed = (await recommendations(cookie, '?search=georgia%20institute%20of%20technology&limit=1')).results[0]!;
    expect(listed.school.id).toBe(GEORGIA_TECH);
    expect(listed.fit).toEqual((await fitAt(cookie, GEORGIA_TECH)).fit);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { ...PROFILE, satTotal: 1580 },
    });
    expect(updated.statusCode).toBe(200);
    const after = (await fitAt(cookie, GEORGIA_TECH)).fit;
    expect(after.chance.estimate!).toBeGreaterThan(listed.fit.chance.estimate!);
  });

  it('rejects bad parameters with a 400 naming them', async () => {
    const cookie = await student({});
    for (const [query, field] of [
      ['?chance=maybe', 'chance'],
      ['?sort=vibes', 'sort'],
      ['?limit=0', 'limit'],
      ['?costMin=9&costMax=1', 'costMin'],
      ['?colour=blue', 'colour'],
    ] as const) {
      const response = await get(cookie, `/api/recommendations${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json().fields ?? response.json()), query).toContain(field);
    }
  });
});

describe('GET /api/recommendations/balance', () => {
  it('counts saved schools by label and suggests what is missing until the list is balanced', async () => {
    const noScore = await student({});
    await ctx.app.inject({ method: 'PUT', url: `/api/saved-schools/${GEORGIA_TECH}`, headers: { cookie: noScore } });
    const unscored = balanceResponseSchema.parse((await get(noScore, '/api/recommendations/balance')).json());
    expect(unscored.counts).toMatchObject({ reach: 0, target: 0, safety: 0, unknown: 1 });
    expect(unscored.suggestion).toMatch(/^Add an SAT or ACT score/);

    const cookie = await student({ satTotal: 1300 });
    const balance = async () => balanceResponseSchema.parse((await get(cookie, '/api/recommendations/balance')).json());
    expect((await balance()).suggestion).toBe('Save a few schools to see how balanced your list is.');

    const save = (id: number) => ctx.app.inject({ method: 'PUT', url: `/api/saved-schools/${id}`, headers: { cookie } });
    await save(GEORGIA_TECH);
    const reachOnly = await balance();
    expect(reachOnly.counts).toMatchObject({ reach: 1, target: 0, safety: 0 });
    expect(reachOnly.suggestion).toMatch(/no safety school/);

    const pick = async (label: string) => (await recommendations(cookie, `?chance=${label}&limit=1`)).results[0]!.school.id;
    await save(await pick('safety'));
    expect((await balance()).suggestion).toMatch(/no target school/);
    await save(await pick('target'));
    const balanced = await balance();
    expect(balanced).toMatchObject({ total: 3, counts: { reach: 1, target: 1, safety: 1 }, suggestion: null });
  });
});
