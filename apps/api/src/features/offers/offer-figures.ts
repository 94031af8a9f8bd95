import type { OfferFlagParts } from '@campuspath/contract/offer-parts';
import type { LoanEstimate, Offer, OfferEntries, OfferFigure, OfferFlag, OutsideScholarships } from '@campuspath/contract/offers';
import {
  COST_LINES,
  COST_LINE_LABELS,
  GRANT_LINES,
  GRANT_LINE_LABELS,
  LOAN_LINES,
  LOAN_LINE_LABELS,
  OFFER_YEARS,
  PARENT_PLUS_ANNUAL_CAP,
  PARENT_PLUS_CAP_FROM_YEAR,
  type LoanLine,
} from '@campuspath/contract/offers-terms';
import { usd, usdCents } from '../../lib/money-text.ts';
import { federalRateFor } from './federal-loan-rates.ts';
import { standardRepayment } from './loan-payment.ts';
import { outsideOf, type RecordedScholarship } from './outside-scholarships.ts';

/**
 * Everything computed from one offer, each figure with how it was reached (a pure function of the
 * family's entries; the rules are in docs/decisions-and-money.md, "Aid offers"):
 * - cost of attendance = the cost lines; gift aid = the grants and scholarships;
 * - net price = cost − gift aid (only gift aid lowers it);
 * - must cover = net price − the work-study and loans the family plans to take;
 * - gap after loans = net price − work-study − every loan offered (Parent PLUS capped from July 2026);
 * - each loan's payment over the standard 10-year plan at its year's federal rate.
 * Outside scholarships: the larger of those the student recorded as awarded and the letter's
 * outside line, never both (OUTSIDE_RULE).
 */
export type OfferComputed = Pick<Offer, 'figures' | 'explanation' | 'loans' | 'flags' | 'outsideScholarships'>;

const sum = (values: readonly (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

const plusCapped = (entries: OfferEntries) => OFFER_YEARS.indexOf(entries.academicYear) >= OFFER_YEARS.indexOf(PARENT_PLUS_CAP_FROM_YEAR);

/** The Parent PLUS a parent can borrow for the year: the offer's amount, capped from 2026-27. */
function parentPlusBorrowable(entries: OfferEntries): number {
  const amount = entries.loans.parentPlus.amount ?? 0;
  return plusCapped(entries) ? Math.min(amount, PARENT_PLUS_ANNUAL_CAP) : amount;
}

function loanEstimate(entries: OfferEntries, line: LoanLine): LoanEstimate | null {
  const loan = entries.loans[line];
  const offered = loan.amount ?? 0;
  const amount = line === 'parentPlus' ? parentPlusBorrowable(entries) : offered;
  if (amount <= 0) return null;
  const base = { line, label: LOAN_LINE_LABELS[line], amount, offered, taken: loan.take };
  let rate: LoanEstimate['rate'];
  if (line === 'private') {
    const percent = entries.loans.private.ratePercent;
    if (percent === null) {
      return {
        ...base,
        rate: null,
        monthlyPaymentCents: null,
        totalRepaidCents: null,
        interestCents: null,
        how: 'No payment estimate: enter the rate the lender quotes. Federal loans usually cost less than private ones.',
      };
    }
    rate = {
      percent,
      status: 'family',
      note: `${percent.toFixed(2)}%: the rate you entered from the lender.`,
      period: null,
      exampleYear: null,
    };
  } else {
    const federal = federalRateFor(entries.academicYear, line === 'parentPlus' ? 'parentPlus' : 'undergraduate');
    rate = {
      percent: federal.basisPoints / 100,
      status: federal.status,
      note: federal.note,
      period: federal.period,
      exampleYear: federal.exampleYear,
    };
  }
  const repaid = standardRepayment(amount, Math.round(rate.percent * 100));
  const capped =
    line === 'parentPlus' && amount < offered ? ` (the ${usd(offered)} offered, capped at ${usd(PARENT_PLUS_ANNUAL_CAP)} a year)` : '';
  return {
    ...base,
    rate,
    monthlyPaymentCents: repaid.monthlyCents,
    totalRepaidCents: repaid.totalCents,
    interestCents: repaid.interestCents,
    how:
      `${usd(amount)}${capped} at ${rate.percent.toFixed(2)}% over the standard 10-year plan (120 monthly payments): ` +
      `${usdCents(repaid.monthlyCents)} a month, ${usdCents(repaid.totalCents)} in all, ${usdCents(repaid.interestCents)} of it interest. ` +
      (line === 'subsidized'
        ? 'No interest builds up while the student is in school.'
        : 'Interest also builds up from the first payment out, while in school; if unpaid it is added to the loan, so the real total is higher.'),
  };
}

const noParts = (id: OfferFlagParts['id']): OfferFlagParts => ({ id, line: null, name: null, amount: null, cap: null });

function flagsOf(
  entries: OfferEntries,
  outside: OutsideScholarships,
  costOfAttendance: number | null,
  gapAfterLoans: number | null,
): OfferFlag[] {
  const flags: OfferFlag[] = [];
  if (!entries.letterShowedCost || costOfAttendance === null) {
    flags.push({
      kind: 'no-cost',
      parts: noParts(costOfAttendance === null ? 'no-cost-at-all' : 'no-cost-in-letter'),
      message:
        costOfAttendance === null
          ? 'This offer has no cost of attendance, so its net price cannot be known. Ask the college for its full cost (tuition, housing, books, travel, personal costs).'
          : 'The letter gave no cost of attendance: the cost lines here are not the college’s own estimate for this offer. Ask the college for it.',
    });
  }
  for (const line of LOAN_LINES) {
    const loan = entries.loans[line];
    if (loan.listedAs === 'award' && (loan.amount ?? 0) > 0) {
      flags.push({
        kind: 'loan-listed-as-award',
        parts: { ...noParts(line === 'parentPlus' ? 'plus-listed-as-award' : 'loan-listed-as-award'), line, amount: loan.amount },
        message:
          line === 'parentPlus'
            ? `The letter lists a Parent PLUS loan of ${usd(loan.amount!)} as aid. It is not aid: it is a loan your parent may apply for (credit-checked) and must repay with interest. It is left out of gift aid here.`
            : `The letter lists the ${LOAN_LINE_LABELS[line]} of ${usd(loan.amount!)} as aid. It is a loan, repaid with interest, and is left out of gift aid here.`,
      });
    }
  }
  for (const line of GRANT_LINES) {
    const grant = entries.grants[line];
    // The letter's outside line is read only when it is the one counted.
    if (line === 'outside' && outside.countedFrom !== 'letter') continue;
    if ((grant.amount ?? 0) > 0 && grant.renewable !== 'yes') {
      flags.push({
        kind: 'one-year-grant',
        parts: { ...noParts(grant.renewable === 'no' ? 'grant-this-year-only' : 'grant-renewal-unknown'), line, amount: grant.amount },
        message:
          grant.renewable === 'no'
            ? `${GRANT_LINE_LABELS[line]} (${usd(grant.amount!)}) is for this year only: later years will cost more unless it is replaced.`
            : `${GRANT_LINE_LABELS[line]} (${usd(grant.amount!)}): the letter does not say whether it renews. Ask the college, and what it takes to keep it.`,
      });
    }
  }
  if (outside.countedFrom === 'recorded') {
    for (const scholarship of outside.recorded.filter((recorded) => recorded.amount > 0 && recorded.renewable !== 'yes')) {
      flags.push({
        kind: 'one-year-grant',
        parts: {
          ...noParts(scholarship.renewable === 'no' ? 'scholarship-one-year' : 'scholarship-renewal-unknown'),
          name: scholarship.name,
          amount: scholarship.amount,
        },
        message:
          scholarship.renewable === 'no'
            ? `${scholarship.name} (${usd(scholarship.amount)}), an outside scholarship you recorded, is for one year only: later years will cost more unless it is replaced.`
            : `${scholarship.name} (${usd(scholarship.amount)}), an outside scholarship you recorded: you have not said whether it renews. Ask its sponsor.`,
      });
    }
  }
  const offeredPlus = entries.loans.parentPlus.amount ?? 0;
  if (plusCapped(entries) && offeredPlus > PARENT_PLUS_ANNUAL_CAP) {
    flags.push({
      kind: 'parent-plus-over-cap',
      parts: { ...noParts('plus-over-cap'), amount: offeredPlus, cap: PARENT_PLUS_ANNUAL_CAP },
      message: `The offer lists ${usd(offeredPlus)} in Parent PLUS, but from July 1, 2026 a parent can borrow at most ${usd(PARENT_PLUS_ANNUAL_CAP)} a year for each student (per 2025 law; final rules pending). The figures use ${usd(PARENT_PLUS_ANNUAL_CAP)}.`,
    });
  }
  if (gapAfterLoans !== null && gapAfterLoans > 0) {
    flags.push({
      kind: 'gap',
      parts: { ...noParts('gap'), amount: gapAfterLoans, cap: plusCapped(entries) ? PARENT_PLUS_ANNUAL_CAP : null },
      message: `Even with every loan and work-study offered${plusCapped(entries) ? ` (Parent PLUS at most ${usd(PARENT_PLUS_ANNUAL_CAP)} a year)` : ''}, ${usd(gapAfterLoans)} is left to pay from savings or income. Ask the college to review the offer before counting on it.`,
    });
  }
  return flags;
}

export function computeOffer(entries: OfferEntries, recorded: readonly RecordedScholarship[] = []): OfferComputed {
  const costParts = COST_LINES.map((line) => entries.costs[line].amount);
  const coaSum = sum(costParts);
  const costOfAttendance = coaSum > 0 ? coaSum : null;
  const billed = sum(COST_LINES.filter((line) => entries.costs[line].billed).map((line) => entries.costs[line].amount));
  const outside = outsideOf(entries, recorded);
  const collegeLines = GRANT_LINES.filter((line) => line !== 'outside');
  const giftAid = sum(collegeLines.map((line) => entries.grants[line].amount)) + outside.counted;
  const outsideLabel = outside.countedFrom === 'recorded' ? 'Outside scholarships you recorded' : GRANT_LINE_LABELS.outside;
  const netPrice = costOfAttendance === null ? null : costOfAttendance - giftAid;
  const loans = LOAN_LINES.map((line) => loanEstimate(entries, line)).filter((loan): loan is LoanEstimate => loan !== null);
  const workStudy = entries.workStudy.amount ?? 0;
  const takenLoans = sum(loans.filter((loan) => loan.taken).map((loan) => loan.amount));
  const allLoans = sum(loans.map((loan) => loan.amount));
  const mustCover = netPrice === null ? null : Math.max(0, netPrice - (entries.workStudy.take ? workStudy : 0) - takenLoans);
  const gapAfterLoans = netPrice === null ? null : Math.max(0, netPrice - workStudy - allLoans);
  const totalBorrowing = takenLoans;
  const costLines = COST_LINES.flatMap((line) => {
    const amount = entries.costs[line].amount;
    return amount === null ? [] : [{ line, amount }];
  });
  const giftLines = [
    ...collegeLines.flatMap((line) => {
      const amount = entries.grants[line].amount ?? 0;
      return amount > 0 ? [{ line, amount }] : [];
    }),
    ...(outside.counted > 0 ? [{ line: 'outside' as const, amount: outside.counted }] : []),
  ];

  const explanation: OfferFigure[] = [
    {
      label: 'Cost of attendance',
      amount: costOfAttendance,
      parts: { id: 'costOfAttendance', lines: costLines, billed },
      how:
        costOfAttendance === null
          ? 'No cost lines entered.'
          : `${COST_LINES.filter((line) => entries.costs[line].amount !== null)
              .map((line) => `${COST_LINE_LABELS[line]} ${usd(entries.costs[line].amount!)}`)
              .join(' + ')}; ${usd(billed)} of it billed by the college.`,
    },
    {
      label: 'Gift aid (grants and scholarships)',
      amount: giftAid,
      parts: { id: 'giftAid', lines: giftLines, outsideFrom: outside.countedFrom },
      how:
        giftAid === 0
          ? 'No grants or scholarships entered. Loans and work-study are not gift aid.'
          : `${[
              ...collegeLines
                .filter((line) => (entries.grants[line].amount ?? 0) > 0)
                .map((line) => `${GRANT_LINE_LABELS[line]} ${usd(entries.grants[line].amount!)}`),
              ...(outside.counted > 0 ? [`${outsideLabel} ${usd(outside.counted)}`] : []),
            ].join(' + ')}. Only money you never repay or earn counts; loans and work-study do not.`,
    },
    {
      label: 'Net price',
      amount: netPrice,
      parts: { id: 'netPrice', costOfAttendance, giftAid },
      how: netPrice === null ? 'Needs a cost of attendance.' : `Cost of attendance ${usd(costOfAttendance!)} − gift aid ${usd(giftAid)}.`,
    },
    {
      label: 'What the family must cover',
      amount: mustCover,
      parts: { id: 'mustCover', netPrice, workStudy: entries.workStudy.take ? workStudy : 0, takenLoans },
      how:
        mustCover === null
          ? 'Needs a cost of attendance.'
          : `Net price ${usd(netPrice!)} − work-study ${usd(entries.workStudy.take ? workStudy : 0)} (earned in a campus job, paid as wages) − loans you plan to take ${usd(takenLoans)}${mustCover === 0 && netPrice! > 0 ? '; the loans and work-study cover it all' : ''}. From savings, income or a payment plan.`,
    },
    {
      label: 'Total borrowing this year',
      amount: totalBorrowing,
      parts: {
        id: 'totalBorrowing',
        lines: loans.filter((loan) => loan.taken).map((loan) => ({ line: loan.line, amount: loan.amount })),
        anyLoans: loans.length > 0,
      },
      how:
        loans.length === 0
          ? 'No loans entered.'
          : `${
              loans
                .filter((loan) => loan.taken)
                .map((loan) => `${loan.label} ${usd(loan.amount)}`)
                .join(' + ') || 'No loans you plan to take'
            }. Every loan is repaid with interest.`,
    },
  ];
  return {
    figures: { costOfAttendance, giftAid, netPrice, mustCover, totalBorrowing, gapAfterLoans },
    explanation,
    loans,
    flags: flagsOf(entries, outside, costOfAttendance, gapAfterLoans),
    outsideScholarships: outside,
  };
}
