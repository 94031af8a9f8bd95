import type { AidEstimateInput } from './aid-estimate-input.ts';
import type { AidYearTables } from './aid-tables.ts';
import { type AidStep, caveatsFor, formatDollars as $, step } from './aid-steps.ts';

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
  const definitionCaveat = singleParentDecides(agi, guideline, limits)
    ? [
        'Whether your family counts as a single-parent family changes this estimate, and who counts is not confirmed here: ask the college’s aid office.',
      ]
    : [];
  const who = single
    ? 'a single parent (head of household, surviving spouse or Earned Income Tax Credit)'
    : 'parents who are not single parents for Pell';
  const guidelineStep = step(
    'pell-guideline',
    'Poverty guideline',
    guideline,
    `${tables.poverty.value.guidelineYear} HHS guideline for a family of ${input.familySize}${input.state === 'AK' ? ' in Alaska' : input.state === 'HI' ? ' in Hawaii' : ''}; for ${who} the maximum award needs AGI at or under ${maxPercent}% (${$(Math.floor(limitOf(guideline, maxPercent)))}) and the minimum award ${minPercent}% (${$(Math.floor(limitOf(guideline, minPercent)))})`,
    [
      ...caveatsFor(['The poverty guideline', tables.poverty], ['The share of the guideline each award allows', tables.pellIncomeLimits]),
      ...definitionCaveat,
    ],
  );
  const maxCaveat = `Maximum ${$(max)} and minimum ${$(min)} for ${tables.awardYear} (${tables.pell.max.source}).`;
  const done = (amount: number, path: PellPath, how: string, caveats: string[] = []): PellResult => ({
    amount,
    path,
    steps: [guidelineStep, step('pell', 'Estimated Pell Grant (full-time, one year)', amount, how, [maxCaveat, ...caveats])],
  });

  if (input.parentsNotRequiredToFile) return done(max, 'max-nonfiler', 'parents not required to file a tax return get the maximum award');
  if (agi * 100 <= guideline * maxPercent) {
    return done(
      max,
      'max-income',
      `parents’ AGI ${$(agi)} is at or under ${maxPercent}% of the guideline: the maximum award`,
      nearLimit(agi, limitOf(guideline, maxPercent)),
    );
  }
  const bar = tables.pell.barMultiple.value;
  if (bar !== null && sai >= bar * max) {
    return done(
      0,
      'barred',
      `an SAI of ${$(sai)} is at least ${bar} × ${$(max)} = ${$(bar * max)}: no Pell Grant in ${tables.awardYear}`,
      caveatsFor(['This bar', tables.pell.barMultiple]),
    );
  }
  const calculated = max - Math.max(0, sai);
  if (calculated >= min)
    return done(calculated, 'calculated', `maximum ${$(max)} minus the SAI ${$(Math.max(0, sai))} (a negative SAI counts as 0)`, [
      'The official award follows the Payment Schedule, which may round this amount.',
    ]);
  if (agi * 100 <= guideline * minPercent) {
    return done(
      min,
      'min-income',
      `the calculated ${$(Math.max(0, calculated))} is under ${$(min)}, but parents’ AGI ${$(agi)} is at or under ${minPercent}% of the guideline: the minimum award`,
      nearLimit(agi, limitOf(guideline, minPercent)),
    );
  }
  return done(
    0,
    'none',
    `the calculated ${$(Math.max(0, calculated))} is under the ${$(min)} minimum and parents’ AGI ${$(agi)} is over ${minPercent}% of the guideline`,
  );
}

/** True when parents' AGI falls between the single-parent and the two-parent limit of either award. */
function singleParentDecides(agi: number, guideline: number, limits: AidYearTables['pellIncomeLimits']['value']): boolean {
  const between = (low: number, high: number) => agi * 100 > guideline * low && agi * 100 <= guideline * high;
  return between(limits.maxOther, limits.maxSingleParent) || between(limits.minOther, limits.minSingleParent);
}

/** Within 5% of an income limit the single-parent definition can decide the award: say so. */
function nearLimit(agi: number, limit: number): string[] {
  return agi >= limit * 0.95
    ? ['Parents’ income is close to the limit: check with the college’s aid office who counts as a single parent.']
    : [];
}
