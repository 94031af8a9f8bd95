import type { AidEstimateInput } from './aid-estimate-input.ts';
import type { AidYearTables } from './aid-tables.ts';
import { type AidSection, caveatsFor, formatDollars as $, formatRate, percentOf, step } from './aid-steps.ts';

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

function totalIncome(person: Person, tables: AidYearTables): { amount: number; how: string } {
  const foreign = tables.foreignIncomeAddedBack.value ? person.foreignIncomeExclusion : 0;
  const amount = person.agi + person.untaxedIncome + foreign - person.exclusions;
  const parts = [`adjusted gross income ${$(person.agi)}`, `plus untaxed income ${$(person.untaxedIncome)}`];
  if (tables.foreignIncomeAddedBack.value) parts.push(`plus the foreign earned income exclusion ${$(foreign)}`);
  parts.push(`minus taxable grants, education credits and work-study ${$(person.exclusions)}`);
  return { amount, how: parts.join(', ') };
}

/** Social Security up to the wage base and Medicare on all earnings, each rounded, per earner. */
function payroll(earnings: number[], tables: AidYearTables): { amount: number; how: string } {
  const { socialSecurity, medicare } = tables.payrollRates.value;
  const base = tables.socialSecurityWageBase.value;
  const parts = earnings
    .filter((amount) => amount > 0)
    .map((amount) => {
      const ss = percentOf(Math.min(amount, base), socialSecurity);
      const mc = percentOf(amount, medicare);
      const capped = amount > base ? ` (up to the ${$(base)} wage base)` : '';
      return {
        sum: ss + mc,
        text: `${formatRate(socialSecurity)} of ${$(amount)}${capped} = ${$(ss)} plus ${formatRate(medicare)} = ${$(mc)}`,
      };
    });
  return {
    amount: parts.reduce((sum, part) => sum + part.sum, 0),
    how: parts.length ? parts.map((part) => part.text).join('; ') : 'no earnings from work, so no payroll tax',
  };
}

function incomeProtection(familySize: number, tables: AidYearTables): number {
  const { bySize, eachAdditional } = tables.incomeProtection.value;
  if (familySize <= 6) return bySize[familySize as 2 | 3 | 4 | 5 | 6];
  return bySize[6] + (familySize - 6) * eachAdditional;
}

/** Business or farm net worth as the formula counts it (Table A3), or 0 when excluded. */
function adjustedBusiness(netWorth: number, isSmall: boolean, tables: AidYearTables): { amount: number; how: string; caveats: string[] } {
  if (netWorth <= 0) return { amount: 0, how: 'no business or farm net worth', caveats: [] };
  if (isSmall && tables.smallBusinessExcluded.value) {
    return {
      amount: 0,
      how: `business or farm ${$(netWorth)} left out: from ${tables.awardYear} a family farm or a small business is not counted`,
      caveats: caveatsFor(['The small business and family farm exclusion', tables.smallBusinessExcluded]),
    };
  }
  const tier = [...tables.businessFarmTiers.value].reverse().find((candidate) => netWorth > candidate.over)!;
  const amount = tier.base + percentOf(netWorth - tier.over, tier.rate);
  return {
    amount,
    how: `business or farm ${$(netWorth)} counts as ${$(amount)}`,
    caveats: [
      'Business and farm assets are approximated: ' + caveatsFor(['The business and farm table', tables.businessFarmTiers]).join(' '),
    ],
  };
}

/** Parents' contribution from adjusted available income (Table A5). */
function contribution(paai: number, tables: AidYearTables): { amount: number; how: string } {
  const schedule = tables.contributionSchedule.value;
  if (paai < schedule.floorBelow) {
    return { amount: schedule.floorAmount, how: `below ${$(schedule.floorBelow)}, the table gives a fixed ${$(schedule.floorAmount)}` };
  }
  const bracket = [...schedule.brackets].reverse().find((candidate) => paai > candidate.over);
  if (!bracket) {
    const amount = percentOf(paai, schedule.firstRate);
    return { amount, how: `${formatRate(schedule.firstRate)} of ${$(paai)}` };
  }
  const amount = bracket.base + percentOf(paai - bracket.over, bracket.rate);
  return { amount, how: `${$(bracket.base)} plus ${formatRate(bracket.rate)} of the ${$(paai - bracket.over)} above ${$(bracket.over)}` };
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
        title: 'Parents’ income',
        steps: [
          step(
            'parent-total-income',
            'Parents’ total income',
            parentIncome.amount,
            parentIncome.how,
            tables.foreignIncomeAddedBack.value
              ? caveatsFor(['Adding back the foreign earned income exclusion', tables.foreignIncomeAddedBack])
              : [],
          ),
          step('parent-income-tax', 'U.S. income tax paid', parentTax, 'from the tax return; a negative amount counts as 0'),
          step(
            'parent-payroll',
            'Payroll tax allowance',
            parentPayroll.amount,
            parentPayroll.how,
            caveatsFor(['The Social Security wage base', tables.socialSecurityWageBase]),
          ),
          step(
            'parent-ipa',
            'Income protection allowance',
            ipa,
            `for a family of ${input.familySize}: what the formula sets aside for living costs`,
            caveatsFor(['The income protection allowance', tables.incomeProtection]),
          ),
          step(
            'parent-eea',
            'Employment expense allowance',
            eea,
            `the lesser of ${formatRate(rates.employmentExpense)} of earnings ${$(combinedEarnings)} and the ${$(tables.employmentExpenseCap.value)} cap`,
            caveatsFor(['The cap', tables.employmentExpenseCap]),
          ),
          step('parent-allowances', 'Total allowances', allowances, `${$(parentTax)} + ${$(parentPayroll.amount)} + ${$(ipa)} + ${$(eea)}`),
          step(
            'parent-available-income',
            'Parents’ available income',
            pai,
            `total income ${$(parentIncome.amount)} minus allowances ${$(allowances)}; it may be negative`,
          ),
        ],
      },
      {
        id: 'parents-assets',
        title: 'Parents’ assets',
        steps: [
          step(
            'parent-net-worth',
            'Parents’ net worth',
            netWorth,
            `cash ${$(parent.cash)} + investments ${$(parent.investments)} + child support received ${$(parent.childSupportReceived)} + ${business.how}; the home and retirement accounts do not count`,
            business.caveats,
          ),
          step(
            'parent-apa',
            'Asset protection allowance',
            apa,
            'subtracted from net worth',
            caveatsFor(['The asset protection allowance of $0', tables.assetProtection]),
          ),
          step(
            'parent-asset-contribution',
            'Contribution from assets',
            pca,
            `${formatRate(rates.parentAssets)} of ${$(netWorth - apa)}, never below 0`,
          ),
          step(
            'parent-adjusted-income',
            'Parents’ adjusted available income',
            paai,
            `available income ${$(pai)} plus contribution from assets ${$(pca)}`,
          ),
        ],
      },
      {
        id: 'parents-contribution',
        title: 'Parents’ contribution',
        steps: [
          step(
            'parent-contribution',
            'Parents’ contribution',
            pc.amount,
            `from the contribution table: ${pc.how}`,
            caveatsFor(['The contribution table', tables.contributionSchedule]),
          ),
        ],
      },
      {
        id: 'student',
        title: 'Student’s contribution',
        steps: [
          step('student-total-income', 'Student’s total income', studentIncome.amount, studentIncome.how),
          step(
            'student-allowances',
            'Student’s allowances',
            studentAllowances,
            `income tax ${$(Math.max(0, student.incomeTax))} + payroll tax ${$(studentPayroll.amount)} + income protection ${$(tables.studentIncomeProtection.value)}${negativePaai ? ` + ${$(negativePaai)} because the parents’ adjusted available income is negative` : ''}`,
            caveatsFor(['The student’s income protection allowance', tables.studentIncomeProtection]),
          ),
          step(
            'student-available-income',
            'Student’s available income',
            stai,
            `total income ${$(studentIncome.amount)} minus allowances ${$(studentAllowances)}`,
          ),
          step(
            'student-income-contribution',
            'Contribution from income',
            sci,
            `${formatRate(rates.studentIncome)} of available income, and 0 when it is negative`,
            tables.awardYear === '2026-27' ? ['The floor of 0 for 2026-27 is assumed to be the same as in 2025-26.'] : [],
          ),
          step(
            'student-asset-contribution',
            'Contribution from assets',
            sca,
            `${formatRate(rates.studentAssets)} of cash ${$(student.cash)} + investments ${$(student.investments)}${studentBusiness.amount ? ` + ${studentBusiness.how}` : ''}`,
            studentBusiness.caveats,
          ),
        ],
      },
      {
        id: 'sai',
        title: 'Student Aid Index',
        steps: [
          step(
            'sai',
            'Student Aid Index',
            sai,
            `${$(pc.amount)} + ${$(sci)} + ${$(sca)} = ${$(raw)}${raw < floor ? `, raised to the ${$(floor)} floor` : ''}`,
          ),
        ],
      },
    ],
  };
}
