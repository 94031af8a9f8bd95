import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CostPrefill, LoanEstimate, OutsideScholarships } from '@campuspath/contract/offers';
import { PARENT_PLUS_ANNUAL_CAP, type OfferYear } from '@campuspath/contract/offers-terms';
import { formatList } from '../../lib/format-list.ts';
import { formatMoney, formatMoneyCents } from '../../lib/format-money.ts';
import { formatRatePercent } from '../../lib/format-percent.ts';

/**
 * An offer's loans, their rates, its outside scholarships and the form's prefilled costs, in the
 * page's language, from the facts the API sends beside its English (the English is the API's).
 */

/** The rule for outside scholarships (OUTSIDE_RULE of the contract). */
const OUTSIDE_RULE_WORDS = msg`The offer counts the larger of the outside scholarships you recorded as awarded and the outside line typed from the letter, never both added: colleges often list the outside scholarships you reported to them, and adding both would count the same money twice.`;

/** A loan's repayment over the standard plan, in a sentence. */
export function loanHowText(i18n: I18n, loan: LoanEstimate): string {
  if (!loan.rate || loan.monthlyPaymentCents === null || loan.totalRepaidCents === null || loan.interestCents === null)
    return i18n._(msg`No payment estimate: enter the rate the lender quotes. Federal loans usually cost less than private ones.`);
  const amount = formatMoney(loan.amount);
  const offered = formatMoney(loan.offered);
  const cap = formatMoney(PARENT_PLUS_ANNUAL_CAP);
  const rate = formatRatePercent(loan.rate.percent);
  const monthly = formatMoneyCents(loan.monthlyPaymentCents);
  const total = formatMoneyCents(loan.totalRepaidCents);
  const interest = formatMoneyCents(loan.interestCents);
  const repaid =
    loan.line === 'parentPlus' && loan.amount < loan.offered
      ? i18n._(
          msg`${amount} (the ${offered} offered, capped at ${cap} a year) at ${rate} over the standard 10-year plan (120 monthly payments): ${monthly} a month, ${total} in all, ${interest} of it interest.`,
        )
      : i18n._(
          msg`${amount} at ${rate} over the standard 10-year plan (120 monthly payments): ${monthly} a month, ${total} in all, ${interest} of it interest.`,
        );
  const interestNote =
    loan.line === 'subsidized'
      ? i18n._(msg`No interest builds up while the student is in school.`)
      : i18n._(
          msg`Interest also builds up from the first payment out, while in school; if unpaid it is added to the loan, so the real total is higher.`,
        );
  return `${repaid} ${interestNote}`;
}

/** Where a loan's rate comes from. */
export function rateNoteText(i18n: I18n, rate: NonNullable<LoanEstimate['rate']>, year: OfferYear): string {
  const percent = formatRatePercent(rate.percent);
  if (rate.status === 'family') return i18n._(msg`${percent}: the rate you entered from the lender.`);
  if (rate.period) {
    const { from, to, source } = rate.period;
    return i18n._(msg`${percent}: the federal rate for loans first disbursed ${from} to ${to} (${source}).`);
  }
  const exampleYear = rate.exampleYear ?? '';
  return i18n._(
    msg`The ${year} rate is not confirmed yet (it is announced each May); the ${exampleYear} rate of ${percent} is shown as an example.`,
  );
}

/** Which outside scholarships gift aid counts, and why. */
export function outsideHowText(i18n: I18n, outside: OutsideScholarships): string {
  const rule = i18n._(OUTSIDE_RULE_WORDS);
  const listed = outside.recorded.map((scholarship) => `${scholarship.name} ${formatMoney(scholarship.amount)}`).join(' + ');
  const letter = formatMoney(outside.letterAmount ?? 0);
  if (outside.countedFrom === 'none') {
    if (outside.recorded.length === 0)
      return i18n._(msg`None recorded as awarded on your Scholarships list, and none typed from the letter.`);
    const names = formatList(outside.recorded.map((scholarship) => scholarship.name));
    return i18n._(
      msg`Awarded on your Scholarships list with no amount entered yet (${names}): enter the amount awarded there to count it. None typed from the letter.`,
    );
  }
  if (outside.countedFrom === 'recorded') {
    const counted = i18n._(msg`Outside scholarships you recorded as awarded, from your Scholarships list: ${listed}.`);
    return (outside.letterAmount ?? 0) > 0
      ? `${counted} ${i18n._(msg`The letter's outside line (${letter}) is not added as well.`)} ${rule}`
      : counted;
  }
  const counted = i18n._(msg`The letter's outside line, ${letter}.`);
  if (outside.recordedTotal === 0) return counted;
  const recordedTotal = formatMoney(outside.recordedTotal);
  return `${counted} ${i18n._(msg`It is more than the ${recordedTotal} you recorded as awarded (${listed}), so it is counted instead.`)} ${rule}`;
}

/** The form's note on the costs it starts from. */
export function prefillNoteText(i18n: I18n, prefill: CostPrefill): string {
  if (prefill.residency === null) return i18n._(msg`This college is not in the catalogue: enter every cost from the letter.`);
  const year = prefill.year;
  const source = year
    ? i18n._(msg`The college’s figures reported to the U.S. Department of Education (College Scorecard ${year}),`)
    : i18n._(msg`The college’s figures reported to the U.S. Department of Education (College Scorecard),`);
  const student =
    prefill.residency === 'in-state'
      ? i18n._(msg`for a student living on campus who lives in the college’s state.`)
      : prefill.residency === 'other-state'
        ? i18n._(msg`for a student living on campus from another state.`)
        : i18n._(msg`for a student living on campus.`);
  return `${source} ${student} ${i18n._(msg`Transportation is part of other costs there. Replace each with your offer’s own figure.`)}`;
}

/** Which published tuition the tuition line starts from, and why. */
export function tuitionNoteText(i18n: I18n, tuition: CostPrefill['tuition']): string | null {
  if (!tuition) return null;
  const inState = tuition.figure === 'in-state';
  switch (tuition.why) {
    case 'only-figure':
      return inState
        ? i18n._(msg`In-state tuition: the college reports no out-of-state figure`)
        : i18n._(msg`Out-of-state tuition: the college reports no in-state figure`);
    case 'home-state':
      return i18n._(msg`In-state tuition (the student’s home state is the college’s)`);
    case 'other-state':
      return i18n._(msg`Out-of-state tuition (the student’s home state is another)`);
    case 'no-home-state':
      return inState
        ? i18n._(msg`In-state tuition (no home state on the student’s profile)`)
        : i18n._(msg`Out-of-state tuition (no home state on the student’s profile)`);
  }
}
