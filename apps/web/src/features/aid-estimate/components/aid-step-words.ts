import { useLingui } from '@lingui/react/macro';
import type { AidCaveat, AidSection, AidStepId, AidValueName, UnpublishedStatus } from '@campuspath/contract/aid-steps';
import { formatMoney } from '../../../lib/format-money.ts';

/** The words of an estimate's sections, lines and notes in the page's language, by the contract's ids. */
export function useAidStepWords() {
  const { t } = useLingui();

  const sectionTitles: Record<AidSection['id'], string> = {
    'parents-income': t`Parents’ income`,
    'parents-assets': t`Parents’ assets`,
    'parents-contribution': t`Parents’ contribution`,
    student: t`Student’s contribution`,
    sai: t`Student Aid Index`,
    pell: t`Pell Grant`,
  };

  const labels: Record<AidStepId, string> = {
    'parent-total-income': t`Parents’ total income`,
    'parent-income-tax': t`U.S. income tax paid`,
    'parent-payroll': t`Payroll tax allowance`,
    'parent-ipa': t`Income protection allowance`,
    'parent-eea': t`Employment expense allowance`,
    'parent-allowances': t`Total allowances`,
    'parent-available-income': t`Parents’ available income`,
    'parent-net-worth': t`Parents’ net worth`,
    'parent-apa': t`Asset protection allowance`,
    'parent-asset-contribution': t`Contribution from assets`,
    'parent-adjusted-income': t`Parents’ adjusted available income`,
    'parent-contribution': t`Parents’ contribution`,
    'student-total-income': t`Student’s total income`,
    'student-allowances': t`Student’s allowances`,
    'student-available-income': t`Student’s available income`,
    'student-income-contribution': t`Contribution from income`,
    'student-asset-contribution': t`Contribution from assets`,
    sai: t`Student Aid Index`,
    'pell-guideline': t`Poverty guideline`,
    pell: t`Estimated Pell Grant (full-time, one year)`,
  };

  const values: Record<AidValueName, string> = {
    'foreign-income-added-back': t`Adding back the foreign earned income exclusion`,
    'small-business-excluded': t`The small business and family farm exclusion`,
    'business-farm-table': t`The business and farm table`,
    'wage-base': t`The Social Security wage base`,
    'income-protection': t`The income protection allowance`,
    'employment-expense-cap': t`The employment expense cap`,
    'asset-protection': t`The asset protection allowance`,
    'contribution-table': t`The contribution table`,
    'student-income-protection': t`The student’s income protection allowance`,
    'poverty-guideline': t`The poverty guideline`,
    'pell-income-limits': t`The share of the guideline each award allows`,
    'pell-bar': t`The bar on a Pell Grant at a high SAI`,
  };

  const statuses: Record<UnpublishedStatus, string> = {
    derived: t`derived by the Federal Register’s update method, not read from the official guide`,
    secondary: t`from a secondary source, not an official publication`,
    assumed: t`assumed: no official value was found`,
  };

  const caveat = (note: AidCaveat): string => {
    switch (note.id) {
      case 'value-status': {
        // The source is a citation (a notice or a record's name), quoted as published.
        const [what, status, source] = [values[note.value], statuses[note.status], note.source];
        return t`${what} is ${status} (${source}).`;
      }
      case 'business-approximated':
        return t`Business and farm assets are approximated.`;
      case 'student-income-floor-assumed':
        return t`The floor of 0 for 2026-27 is assumed to be the same as in 2025-26.`;
      case 'pell-max-min': {
        const [max, min, awardYear, source] = [formatMoney(note.max), formatMoney(note.min), note.awardYear, note.source];
        return t`Maximum ${max} and minimum ${min} for ${awardYear} (${source}).`;
      }
      case 'pell-payment-schedule':
        return t`The official award follows the Payment Schedule, which may round this amount.`;
      case 'pell-single-parent-decides':
        return t`Whether your family counts as a single-parent family changes this estimate, and who counts is not confirmed here: ask the college’s aid office.`;
      case 'pell-near-limit':
        return t`Parents’ income is close to the limit: check with the college’s aid office who counts as a single parent.`;
    }
  };

  return { sectionTitle: (id: AidSection['id']) => sectionTitles[id], label: (id: AidStepId) => labels[id], caveat };
}
