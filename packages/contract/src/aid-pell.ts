import type { AidEstimateInput } from './aid-estimate-input.ts';
import type { AidYearTables } from './aid-tables.ts';
import { type AidCaveat, type AidFigures, type AidStep, caveatsFor, step } from './aid-steps.ts';

/**
 * The full-time annual Pell Grant for a dependent student, in the order the shared federal aid
 * reference gives (`sai-2026-27.md` §3): maximum award by parents' income, the 2026-27 bar at
 * twice the maximum, the calculated award, then the minimum award by parents' income.
 */

export type PellPath = 'max-nonfiler' | 'max-income' | 'barred' | 'calculated' | 'min-income' | 'none';

export interface PellResult {
  amount: number;
  path: PellPath;
  steps: AidStep[];
}

function povertyGuideline(input: AidEstimateInput, tables: AidYearTables): number {
  const { contiguous, alaska, hawaii } = tables.poverty.value;
  const column = input.state === 'AK' ? alaska : input.state === 'HI' ? hawaii : contiguous;
  return column.first + (input.familySize - 1) * column.eachAdditional;
}

/**
 * A "single parent" as 20 U.S.C. 1070a(b)(2)(D) defines one: a head of household, a surviving
 * spouse, or someone eligible for the Earned Income Tax Credit. Which definition the federal
 * processing system uses is not confirmed (ED's test records point both ways), so wherever the
 * choice changes the award the estimate says so (definitionCaveat).
 */
export function isSingleParentForPell(input: AidEstimateInput): boolean {
  return (
    input.parentFilingStatus === 'head-of-household' ||
    input.parentFilingStatus === 'qualifying-surviving-spouse' ||
    input.parentClaimedEitc
  );
}

const limitOf = (guideline: number, percent: number) => (guideline * percent) / 100;

export function computePell(input: AidEstimateInput, tables: AidYearTables, sai: number): PellResult {
  const max = tables.pell.max.value;
  const min = tables.pell.min.value;
  const guideline = povertyGuideline(input, tables);
  const single = isSingleParentForPell(input);
  const limits = tables.pellIncomeLimits.value;
  const maxPercent = single ? limits.maxSingleParent : limits.maxOther;
  const minPercent = single ? limits.minSingleParent : limits.minOther;
  const agi = input.parent.agi;
  const definitionCaveat: AidCaveat[] = singleParentDecides(agi, guideline, limits) ? [{ id: 'pell-single-parent-decides' }] : [];
  const guidelineStep = step(
    'pell-guideline',
    guideline,
    {
      guidelineYear: tables.poverty.value.guidelineYear,
      familySize: input.familySize,
      state: input.state === 'AK' || input.state === 'HI' ? input.state : '',
      single: single ? 1 : 0,
      maxPercent,
      maxLimit: Math.floor(limitOf(guideline, maxPercent)),
      minPercent,
      minLimit: Math.floor(limitOf(guideline, minPercent)),
    },
    [...caveatsFor(['poverty-guideline', tables.poverty], ['pell-income-limits', tables.pellIncomeLimits]), ...definitionCaveat],
  );
  const maxCaveat: AidCaveat = { id: 'pell-max-min', max, min, awardYear: tables.awardYear, source: tables.pell.max.source };
  const done = (amount: number, path: PellPath, figures: AidFigures, caveats: AidCaveat[] = []): PellResult => ({
    amount,
    path,
    // The path names the wording of the line's explanation.
    steps: [guidelineStep, step('pell', amount, { path, ...figures }, [maxCaveat, ...caveats])],
  });

  if (input.parentsNotRequiredToFile) return done(max, 'max-nonfiler', {});
  if (agi * 100 <= guideline * maxPercent) {
    return done(max, 'max-income', { agi, maxPercent }, nearLimit(agi, limitOf(guideline, maxPercent)));
  }
  const bar = tables.pell.barMultiple.value;
  if (bar !== null && sai >= bar * max) {
    return done(
      0,
      'barred',
      { sai, bar, max, barAmount: bar * max, awardYear: tables.awardYear },
      caveatsFor(['pell-bar', tables.pell.barMultiple]),
    );
  }
  const calculated = max - Math.max(0, sai);
  if (calculated >= min) return done(calculated, 'calculated', { max, sai: Math.max(0, sai) }, [{ id: 'pell-payment-schedule' }]);
  if (agi * 100 <= guideline * minPercent) {
    return done(
      min,
      'min-income',
      { calculated: Math.max(0, calculated), min, agi, minPercent },
      nearLimit(agi, limitOf(guideline, minPercent)),
    );
  }
  return done(0, 'none', { calculated: Math.max(0, calculated), min, agi, minPercent });
}

/** True when parents' AGI falls between the single-parent and the two-parent limit of either award. */
function singleParentDecides(agi: number, guideline: number, limits: AidYearTables['pellIncomeLimits']['value']): boolean {
  const between = (low: number, high: number) => agi * 100 > guideline * low && agi * 100 <= guideline * high;
  return between(limits.maxOther, limits.maxSingleParent) || between(limits.minOther, limits.minSingleParent);
}

/** Within 5% of an income limit the single-parent definition can decide the award: say so. */
function nearLimit(agi: number, limit: number): AidCaveat[] {
  return agi >= limit * 0.95 ? [{ id: 'pell-near-limit' }] : [];
}
