import type { AidEstimateInput } from './aid-estimate-input.ts';
import type { AidYearTables } from './aid-tables.ts';
import { type AidCaveat, type AidFigures, type AidSection, caveatsFor, percentOf, step } from './aid-steps.ts';

/**
 * Formula A of the Student Aid Index (a dependent student), step by step, as the shared federal
 * aid reference lays it out (`sai-2026-27.md` §1). Pure: the same code runs in the browser for a
 * signed-out visitor and in the API for a saved estimate.
 */

export interface SaiResult {
  sai: number;
  /** Parents' adjusted available income, kept for the Pell explanation. */
  sections: AidSection[];
}

type Person = Omit<AidEstimateInput['student'], 'earnings'>;

function totalIncome(person: Person, tables: AidYearTables): { amount: number; figures: AidFigures } {
  const foreign = tables.foreignIncomeAddedBack.value ? person.foreignIncomeExclusion : 0;
  const amount = person.agi + person.untaxedIncome + foreign - person.exclusions;
  return {
    amount,
    figures: {
      variant: tables.foreignIncomeAddedBack.value ? 'with-foreign' : 'plain',
      agi: person.agi,
      untaxed: person.untaxedIncome,
      foreign,
      exclusions: person.exclusions,
    },
  };
}

/** Social Security up to the wage base and Medicare on all earnings, each rounded, per earner. */
function payroll(earnings: number[], tables: AidYearTables): { amount: number; figures: AidFigures } {
  const { socialSecurity, medicare } = tables.payrollRates.value;
  const base = tables.socialSecurityWageBase.value;
  const figures: Record<string, number> = { ssRate: socialSecurity, mcRate: medicare, base };
  let amount = 0;
  let n = 0;
  // Each earner's figures are numbered (earnings1, ss1, mc1, capped1, then 2) so they stay flat.
  for (const earned of earnings.filter((value) => value > 0)) {
    const ss = percentOf(Math.min(earned, base), socialSecurity);
    const mc = percentOf(earned, medicare);
    n += 1;
    Object.assign(figures, { [`earnings${n}`]: earned, [`ss${n}`]: ss, [`mc${n}`]: mc, [`capped${n}`]: earned > base ? 1 : 0 });
    amount += ss + mc;
  }
  return { amount, figures: { ...figures, earners: n } };
}

function incomeProtection(familySize: number, tables: AidYearTables): number {
  const { bySize, eachAdditional } = tables.incomeProtection.value;
  if (familySize <= 6) return bySize[familySize as 2 | 3 | 4 | 5 | 6];
  return bySize[6] + (familySize - 6) * eachAdditional;
}

/** Business or farm net worth as the formula counts it (Table A3), or 0 when excluded. */
function adjustedBusiness(
  netWorth: number,
  isSmall: boolean,
  tables: AidYearTables,
): { amount: number; figures: AidFigures; caveats: AidCaveat[] } {
  if (netWorth <= 0) return { amount: 0, figures: { business: 'none' }, caveats: [] };
  if (isSmall && tables.smallBusinessExcluded.value) {
    return {
      amount: 0,
      figures: { business: 'excluded', businessNetWorth: netWorth, awardYear: tables.awardYear },
      caveats: caveatsFor(['small-business-excluded', tables.smallBusinessExcluded]),
    };
  }
  const tier = [...tables.businessFarmTiers.value].reverse().find((candidate) => netWorth > candidate.over)!;
  const amount = tier.base + percentOf(netWorth - tier.over, tier.rate);
  return {
    amount,
    figures: { business: 'counted', businessNetWorth: netWorth, businessAmount: amount },
    caveats: [{ id: 'business-approximated' }, ...caveatsFor(['business-farm-table', tables.businessFarmTiers])],
  };
}

/** Parents' contribution from adjusted available income (Table A5). */
function contribution(paai: number, tables: AidYearTables): { amount: number; figures: AidFigures } {
  const schedule = tables.contributionSchedule.value;
  if (paai < schedule.floorBelow) {
    return { amount: schedule.floorAmount, figures: { variant: 'floor', below: schedule.floorBelow, fixed: schedule.floorAmount } };
  }
  const bracket = [...schedule.brackets].reverse().find((candidate) => paai > candidate.over);
  if (!bracket) {
    const amount = percentOf(paai, schedule.firstRate);
    return { amount, figures: { variant: 'first', rate: schedule.firstRate, paai } };
  }
  const amount = bracket.base + percentOf(paai - bracket.over, bracket.rate);
  return {
    amount,
    figures: { variant: 'bracket', base: bracket.base, rate: bracket.rate, above: paai - bracket.over, over: bracket.over },
  };
}

export function computeSai(input: AidEstimateInput, tables: AidYearTables): SaiResult {
  const { parent, student } = input;
  const rates = tables.assessmentRates.value;

  // Parents' available income.
  const parentIncome = totalIncome(parent, tables);
  const parentTax = Math.max(0, parent.incomeTax);
  const earnings = input.parentCount === 2 ? [parent.earnings1, parent.earnings2] : [parent.earnings1];
  const parentPayroll = payroll(earnings, tables);
  const ipa = incomeProtection(input.familySize, tables);
  const combinedEarnings = earnings.reduce((sum, amount) => sum + amount, 0);
  const eea = Math.min(percentOf(combinedEarnings, rates.employmentExpense), tables.employmentExpenseCap.value);
  const allowances = parentTax + parentPayroll.amount + ipa + eea;
  const pai = parentIncome.amount - allowances;

  // Parents' assets.
  const business = adjustedBusiness(parent.businessFarm, input.businessFarmIsSmall, tables);
  const netWorth = parent.cash + parent.investments + parent.childSupportReceived + business.amount;
  const apa = tables.assetProtection.value;
  const pca = Math.max(0, percentOf(netWorth - apa, rates.parentAssets));
  const paai = pai + pca;
  const pc = contribution(paai, tables);

  // Student.
  const studentIncome = totalIncome(student, tables);
  const studentPayroll = payroll([student.earnings], tables);
  const negativePaai = paai < 0 ? -paai : 0;
  const studentAllowances = Math.max(0, student.incomeTax) + studentPayroll.amount + tables.studentIncomeProtection.value + negativePaai;
  const stai = studentIncome.amount - studentAllowances;
  const sci = Math.max(0, percentOf(stai, rates.studentIncome));
  const studentBusiness = adjustedBusiness(student.businessFarm, input.businessFarmIsSmall, tables);
  const studentNetWorth = student.cash + student.investments + studentBusiness.amount;
  const sca = Math.max(0, percentOf(studentNetWorth, rates.studentAssets));

  const raw = pc.amount + sci + sca;
  const floor = tables.saiFloor.value;
  const sai = Math.max(floor, raw);

  return {
    sai,
    sections: [
      {
        id: 'parents-income',
        steps: [
          step(
            'parent-total-income',
            parentIncome.amount,
            parentIncome.figures,
            tables.foreignIncomeAddedBack.value ? caveatsFor(['foreign-income-added-back', tables.foreignIncomeAddedBack]) : [],
          ),
          step('parent-income-tax', parentTax),
          step('parent-payroll', parentPayroll.amount, parentPayroll.figures, caveatsFor(['wage-base', tables.socialSecurityWageBase])),
          step('parent-ipa', ipa, { familySize: input.familySize }, caveatsFor(['income-protection', tables.incomeProtection])),
          step(
            'parent-eea',
            eea,
            { rate: rates.employmentExpense, earnings: combinedEarnings, cap: tables.employmentExpenseCap.value },
            caveatsFor(['employment-expense-cap', tables.employmentExpenseCap]),
          ),
          step('parent-allowances', allowances, { tax: parentTax, payroll: parentPayroll.amount, ipa, eea }),
          step('parent-available-income', pai, { income: parentIncome.amount, allowances }),
        ],
      },
      {
        id: 'parents-assets',
        steps: [
          step(
            'parent-net-worth',
            netWorth,
            { cash: parent.cash, investments: parent.investments, childSupport: parent.childSupportReceived, ...business.figures },
            business.caveats,
          ),
          step('parent-apa', apa, {}, caveatsFor(['asset-protection', tables.assetProtection])),
          step('parent-asset-contribution', pca, { rate: rates.parentAssets, base: netWorth - apa }),
          step('parent-adjusted-income', paai, { available: pai, assets: pca }),
        ],
      },
      {
        id: 'parents-contribution',
        steps: [step('parent-contribution', pc.amount, pc.figures, caveatsFor(['contribution-table', tables.contributionSchedule]))],
      },
      {
        id: 'student',
        steps: [
          step('student-total-income', studentIncome.amount, studentIncome.figures),
          step(
            'student-allowances',
            studentAllowances,
            {
              tax: Math.max(0, student.incomeTax),
              payroll: studentPayroll.amount,
              protection: tables.studentIncomeProtection.value,
              negativePaai,
            },
            caveatsFor(['student-income-protection', tables.studentIncomeProtection]),
          ),
          step('student-available-income', stai, { income: studentIncome.amount, allowances: studentAllowances }),
          step(
            'student-income-contribution',
            sci,
            { rate: rates.studentIncome },
            tables.awardYear === '2026-27' ? [{ id: 'student-income-floor-assumed' }] : [],
          ),
          step(
            'student-asset-contribution',
            sca,
            { rate: rates.studentAssets, cash: student.cash, investments: student.investments, ...studentBusiness.figures },
            studentBusiness.caveats,
          ),
        ],
      },
      {
        id: 'sai',
        steps: [
          step('sai', sai, { variant: 'formula', parents: pc.amount, income: sci, assets: sca, raw, floor, raised: raw < floor ? 1 : 0 }),
        ],
      },
    ],
  };
}
