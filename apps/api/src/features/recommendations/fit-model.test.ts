import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INCOME_BANDS, LOCALE_KINDS, REGIONS, SIZE_BUCKETS } from '@campuspath/contract/catalog-terms';
import { MAJOR_FAMILIES } from '@campuspath/contract/major-families';
import { MATCH_COMPONENTS } from '@campuspath/contract/recommendations-terms';
import { testCatalog } from '../../test/test-app.ts';
import { explainFit } from './fit-explain.ts';
import { overallMatch } from './fit-match.ts';
import { chanceLabel, confidenceOf, percentileOf, scoreSchool, studentSatScores } from './fit-model.ts';
import type { FitProfile } from './fit-score.ts';
import { actToSat } from '@campuspath/contract/sat-concordance';

const catalog = testCatalog();
const schools = catalog.schools;
const school = (id: number) => catalog.find(String(id))!;

const EMPTY: FitProfile = {
  satTotal: null,
  act: null,
  intendedMajors: [],
  regions: [],
  states: [],
  sizes: [],
  settings: [],
  budget: null,
  incomeBand: null,
};

const satArb = fc.option(
  fc.integer({ min: 40, max: 160 }).map((tens) => tens * 10),
  { nil: null },
);
const actArb = fc.option(fc.integer({ min: 1, max: 36 }), { nil: null });
const subset = <T>(values: readonly T[], max: number) => fc.uniqueArray(fc.constantFrom(...values), { maxLength: max });
const profileArb: fc.Arbitrary<FitProfile> = fc.record({
  satTotal: satArb,
  act: actArb,
  intendedMajors: subset(
    MAJOR_FAMILIES.map((family) => family.code),
    5,
  ),
  regions: subset(REGIONS, 5),
  states: subset(['GA', 'CA', 'NY', 'TX', 'MA', 'IL', 'PR'], 3),
  sizes: subset(
    SIZE_BUCKETS.map((bucket) => bucket.id),
    4,
  ),
  settings: subset(LOCALE_KINDS, 4),
  budget: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  incomeBand: fc.option(fc.constantFrom(...INCOME_BANDS.map((band) => band.id)), { nil: null }),
});
const schoolArb = fc.constantFrom(...schools);

describe('ACT/SAT concordance (2018 tables)', () => {
  it('maps published points and stays non-decreasing', () => {
    expect(actToSat(36)).toBe(1590);
    expect(actToSat(31)).toBe(1400);
    expect(actToSat(24)).toBe(1180);
    expect(actToSat(9)).toBe(590);
    // Below the table's floor the floor is used.
    expect(actToSat(3)).toBe(590);
    for (let act = 1; act < 36; act += 1) expect(actToSat(act + 1)).toBeGreaterThanOrEqual(actToSat(act));
  });

  it('puts both tests on the SAT scale', () => {
    expect(studentSatScores({ satTotal: 1300, act: 31 })).toEqual([
      { score: 1300, basis: 'SAT' },
      { score: 1400, basis: 'ACT' },
    ]);
    expect(studentSatScores({ satTotal: null, act: null })).toEqual([]);
  });
});

describe('position and labels', () => {
  it('reads percentiles from the normal curve', () => {
    expect(percentileOf(0)).toBe(50);
    expect(percentileOf(0.674)).toBe(75);
    expect(percentileOf(-0.674)).toBe(25);
    expect(percentileOf(9)).toBe(99);
    expect(percentileOf(-9)).toBe(1);
  });

  it('labels by the documented thresholds', () => {
    expect(chanceLabel(0.9, 0.19)).toBe('reach'); // 20% or fewer admitted: a reach for everyone
    expect(chanceLabel(0.34, 0.6)).toBe('reach');
    expect(chanceLabel(0.5, 0.6)).toBe('target');
    expect(chanceLabel(0.71, 0.6)).toBe('safety');
    expect(chanceLabel(0.8, 0.4)).toBe('target'); // a high estimate at a college admitting under half
  });

  it('places a student at the middle of the range at the admission rate', () => {
    const georgiaTech = school(139755); // SAT middle 50% 1330-1530, admits 16.5% (fall 2023)
    const fit = scoreSchool({ ...EMPTY, satTotal: 1430 }, georgiaTech);
    expect(fit.position.z).toBeCloseTo(0, 5);
    expect(fit.chance.p).toBeCloseTo(georgiaTech.admissions.admissionRate!, 5);
  });

  it('scores components in the documented order, with weights summing to 1', () => {
    expect(MATCH_COMPONENTS.map((component) => component.id)).toEqual([
      'academics',
      'majors',
      'cost',
      'location',
      'size',
      'setting',
      'outcomes',
    ]);
    expect(MATCH_COMPONENTS.reduce((sum, component) => sum + component.weight, 0)).toBeCloseTo(1, 10);
  });

  it('weights the overall match by the components that could be scored', () => {
    const nulls = MATCH_COMPONENTS.map(() => null);
    expect(overallMatch(nulls)).toBe(0);
    const onlyAcademics = nulls.map((_, index) => (index === 0 ? 0.5 : null));
    expect(overallMatch(onlyAcademics)).toBe(50);
    expect(overallMatch(MATCH_COMPONENTS.map(() => 1))).toBe(100);
  });
});

describe('fit model properties (fast-check)', () => {
  it('a higher score never lowers the chance at a school', () => {
    fc.assert(
      fc.property(
        profileArb,
        schoolArb,
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 20 }),
        (profile, target, satGain, actGain) => {
          const higher = {
            ...profile,
            satTotal: profile.satTotal === null ? null : Math.min(1600, profile.satTotal + satGain),
            act: profile.act === null ? null : Math.min(36, profile.act + actGain),
          };
          const before = scoreSchool(profile, target).chance;
          const after = scoreSchool(higher, target).chance;
          if (before.p === null) return after.p === null;
          return after.p! >= before.p && after.low! >= before.low! && after.high! >= before.high!;
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('the chance never leaves 3%-95%, and the range always contains the estimate', () => {
    fc.assert(
      fc.property(profileArb, schoolArb, (profile, target) => {
        const { p, low, high } = scoreSchool(profile, target).chance;
        if (p === null) return low === null && high === null;
        return low! >= 0.03 && high! <= 0.95 && low! <= p && p <= high!;
      }),
      { numRuns: 3000 },
    );
  });

  it('a missing input never raises confidence', () => {
    const rank = { higher: 2, medium: 1, low: 0 } as const;
    const removals: ((profile: FitProfile) => FitProfile)[] = [
      (profile) => ({ ...profile, satTotal: null }),
      (profile) => ({ ...profile, act: null }),
      (profile) => ({ ...profile, satTotal: null, act: null }),
      (profile) => ({ ...profile, intendedMajors: [] }),
      (profile) => ({ ...profile, budget: null, incomeBand: null }),
      (profile) => ({ ...profile, regions: [], states: [], sizes: [], settings: [] }),
    ];
    fc.assert(
      fc.property(profileArb, schoolArb, fc.constantFrom(...removals), (profile, target, remove) => {
        const full = scoreSchool(profile, target).chance;
        const less = scoreSchool(remove(profile), target).chance;
        // Without an input an estimate may vanish (no score), never appear or grow surer.
        if (full.width === null) return less.width === null;
        if (less.width === null) return true;
        return less.width >= full.width && rank[less.confidence!] <= rank[full.confidence!];
      }),
      { numRuns: 3000 },
    );
  });

  it('never labels or estimates a chance without a position (a score placed in a reported range)', () => {
    fc.assert(
      fc.property(profileArb, schoolArb, (profile, target) => {
        const { position, chance } = scoreSchool(profile, target);
        if (chance.label === 'likely') return target.openAdmissions === true && chance.p === null;
        if (position.z === null) return chance.label === null && chance.p === null && chance.unavailable !== null;
        return chance.unavailable === null || chance.unavailable === 'admissionRate';
      }),
      { numRuns: 3000 },
    );
    expect(scoreSchool(EMPTY, school(139755)).chance).toMatchObject({ label: null, p: null, unavailable: 'testScore' });
  });

  it('results are deterministic, bounded and explained', () => {
    fc.assert(
      fc.property(profileArb, schoolArb, (profile, target) => {
        const first = scoreSchool(profile, target);
        const again = scoreSchool(structuredClone(profile), target);
        expect(again).toEqual(first);
        expect(explainFit(profile, target, again)).toEqual(explainFit(profile, target, first));
        expect(first.match).toBeGreaterThanOrEqual(0);
        expect(first.match).toBeLessThanOrEqual(100);
        for (const component of first.components) if (component !== null) expect(component >= 0 && component <= 1).toBe(true);
        const explained = explainFit(profile, target, first);
        expect(explained.chance.summary.length).toBeGreaterThan(0);
        expect(explained.match.components.every((component) => component.sentence.length > 0)).toBe(true);
        if (explained.chance.estimate !== null) expect(explained.chance.explanation.length).toBeGreaterThanOrEqual(4);
      }),
      { numRuns: 1000 },
    );
  });

  it('confidence levels follow the range width', () => {
    expect(confidenceOf(0.4)).toBe('higher');
    expect(confidenceOf(0.7)).toBe('medium');
    expect(confidenceOf(1.0)).toBe('low');
  });
});
