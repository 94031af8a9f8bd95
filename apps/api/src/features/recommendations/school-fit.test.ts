import { describe, expect, it } from 'vitest';
import type { SchoolFit } from '@campuspath/contract/recommendations';
import type { ProfileBody } from '@campuspath/contract/profile';
import {
  AANIIIH_NAKODA,
  ABILENE_CHRISTIAN,
  FIT_PROFILE as PROFILE,
  GEORGIA_TECH,
  fitAt as fitOf,
  fitStudent,
  getAs,
} from '../../test/fit-requests.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const student = (profile: Partial<ProfileBody> | null) => fitStudent(ctx.app, profile);
const get = (cookie: string, url: string) => getAs(ctx.app, cookie, url);
const fitAt = (cookie: string, id: number | string) => fitOf(ctx.app, cookie, id);

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

  it("sends each sentence as its key and figures, for the web to word in the page's language", async () => {
    const { fit } = await fitAt(
      await student({ act: 28, incomeBand: '48-75k', preferences: { ...PROFILE.preferences, budget: 10000 } }),
      GEORGIA_TECH,
    );
    const p25 = fit.academics.schoolRange!.p25;
    expect(fit.academics.sentencePart).toEqual({
      key: 'placed',
      values: { basis: 'ACT', act: 28, sat: 1310, percentile: 25, rangeBasis: 'ACT', p25, p75: 1500, actP25: 28, actP75: 34 },
    });
    expect(fit.chance.explanationParts.map((part) => part.key)).toEqual(['rate-start', 'position', 'range', 'reach-selective', 'caveat']);
    expect(fit.chance.explanationParts.length).toBe(fit.chance.explanation.length);
    expect(fit.chance.explanationParts[0]!.values).toMatchObject({ school: expect.stringContaining('Georgia'), rate: 16, allCampuses: 0 });
    expect(fit.chance.explanationParts[1]!.values).toMatchObject({ percentile: 25, estimate: fit.chance.estimate });
    expect(fit.price!.sentencePart).toMatchObject({
      key: 'income-band',
      values: { amount: fit.price!.amount, band: '48-75k', inState: 1 },
    });
    const cost = fit.match.components.find((c) => c.id === 'cost')!;
    expect(cost.sentencePart).toEqual({
      key: 'over',
      values: { amount: fit.price!.amount, budget: 10000, over: fit.price!.amount - 10000 },
    });
    expect(fit.whyParts.lead).toEqual({ key: 'label', values: { label: 'reach' } });
    // Without a test score the chance says what it needs and quotes the admission rate as everyone's.
    const none = await fitAt(await student({}), GEORGIA_TECH);
    expect(none.fit.chance.explanationParts.map((part) => part.key)).toEqual(['needs-score', 'rate-not-chance']);
    expect(none.fit.academics.sentencePart).toEqual({ key: 'no-score', values: {} });
    expect(none.fit.whyParts.lead.key).toBe('no-test-score');
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
