import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OfferFigureParts, OfferFlagParts } from '@campuspath/contract/offer-parts';
import type { Offer } from '@campuspath/contract/offers';
import { incomeBandText } from '../../lib/data-terms.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { COST_LINE_WORDS, GRANT_LINE_WORDS, LOAN_LINE_WORDS } from './offer-terms.ts';

/**
 * An offer's worked-out sentences in the page's language, from the facts the API sends beside its
 * English (`parts` on each figure and warning): the English here is the API's, word for word.
 */

type FigureLine = { line: keyof typeof LINE_WORDS; amount: number };
const LINE_WORDS = { ...COST_LINE_WORDS, ...GRANT_LINE_WORDS, ...LOAN_LINE_WORDS };

/** Lines added up, each with its amount: "Tuition and fees $30,000 + Housing and meals $12,000". */
const sumOf = (i18n: I18n, lines: readonly FigureLine[], label: (line: FigureLine) => string = (l) => i18n._(LINE_WORDS[l.line])) =>
  lines.map((line) => `${label(line)} ${formatMoney(line.amount)}`).join(' + ');

/** How one figure was reached. */
export function figureHowText(i18n: I18n, parts: OfferFigureParts, amount: number | null): string {
  const needsCost = i18n._(msg`Needs a cost of attendance.`);
  switch (parts.id) {
    case 'costOfAttendance': {
      if (amount === null) return i18n._(msg`No cost lines entered.`);
      const lines = sumOf(i18n, parts.lines);
      const billed = formatMoney(parts.billed);
      return i18n._(msg`${lines}; ${billed} of it billed by the college.`);
    }
    case 'giftAid': {
      if (amount === 0) return i18n._(msg`No grants or scholarships entered. Loans and work-study are not gift aid.`);
      const recorded = i18n._(msg`Outside scholarships you recorded`);
      const lines = sumOf(i18n, parts.lines, (line) =>
        line.line === 'outside' && parts.outsideFrom === 'recorded' ? recorded : i18n._(LINE_WORDS[line.line]),
      );
      return i18n._(msg`${lines}. Only money you never repay or earn counts; loans and work-study do not.`);
    }
    case 'netPrice': {
      if (amount === null || parts.costOfAttendance === null) return needsCost;
      const cost = formatMoney(parts.costOfAttendance);
      const gift = formatMoney(parts.giftAid);
      return i18n._(msg`Cost of attendance ${cost} − gift aid ${gift}.`);
    }
    case 'mustCover': {
      if (amount === null || parts.netPrice === null) return needsCost;
      const net = formatMoney(parts.netPrice);
      const work = formatMoney(parts.workStudy);
      const loans = formatMoney(parts.takenLoans);
      return amount === 0 && parts.netPrice > 0
        ? i18n._(
            msg`Net price ${net} − work-study ${work} (earned in a campus job, paid as wages) − loans you plan to take ${loans}; the loans and work-study cover it all. From savings, income or a payment plan.`,
          )
        : i18n._(
            msg`Net price ${net} − work-study ${work} (earned in a campus job, paid as wages) − loans you plan to take ${loans}. From savings, income or a payment plan.`,
          );
    }
    case 'totalBorrowing': {
      if (!parts.anyLoans) return i18n._(msg`No loans entered.`);
      const lines = parts.lines.length > 0 ? sumOf(i18n, parts.lines) : i18n._(msg`No loans you plan to take`);
      return i18n._(msg`${lines}. Every loan is repaid with interest.`);
    }
  }
}

/** One warning about an offer. */
export function flagText(i18n: I18n, parts: OfferFlagParts): string {
  const amount = formatMoney(parts.amount ?? 0);
  const cap = formatMoney(parts.cap ?? 0);
  const label = parts.line ? i18n._(LINE_WORDS[parts.line]) : '';
  const name = parts.name ?? '';
  switch (parts.id) {
    case 'no-cost-at-all':
      return i18n._(
        msg`This offer has no cost of attendance, so its net price cannot be known. Ask the college for its full cost (tuition, housing, books, travel, personal costs).`,
      );
    case 'no-cost-in-letter':
      return i18n._(
        msg`The letter gave no cost of attendance: the cost lines here are not the college’s own estimate for this offer. Ask the college for it.`,
      );
    case 'plus-listed-as-award':
      return i18n._(
        msg`The letter lists a Parent PLUS loan of ${amount} as aid. It is not aid: it is a loan your parent may apply for (credit-checked) and must repay with interest. It is left out of gift aid here.`,
      );
    case 'loan-listed-as-award':
      return i18n._(
        msg`The letter lists the ${label} of ${amount} as aid. It is a loan, repaid with interest, and is left out of gift aid here.`,
      );
    case 'grant-this-year-only':
      return i18n._(msg`${label} (${amount}) is for this year only: later years will cost more unless it is replaced.`);
    case 'grant-renewal-unknown':
      return i18n._(msg`${label} (${amount}): the letter does not say whether it renews. Ask the college, and what it takes to keep it.`);
    case 'scholarship-one-year':
      return i18n._(
        msg`${name} (${amount}), an outside scholarship you recorded, is for one year only: later years will cost more unless it is replaced.`,
      );
    case 'scholarship-renewal-unknown':
      return i18n._(msg`${name} (${amount}), an outside scholarship you recorded: you have not said whether it renews. Ask its sponsor.`);
    case 'plus-over-cap':
      return i18n._(
        msg`The offer lists ${amount} in Parent PLUS, but from July 1, 2026 a parent can borrow at most ${cap} a year for each student (per 2025 law; final rules pending). The figures use ${cap}.`,
      );
    case 'gap':
      return parts.cap === null
        ? i18n._(
            msg`Even with every loan and work-study offered, ${amount} is left to pay from savings or income. Ask the college to review the offer before counting on it.`,
          )
        : i18n._(
            msg`Even with every loan and work-study offered (Parent PLUS at most ${cap} a year), ${amount} is left to pay from savings or income. Ask the college to review the offer before counting on it.`,
          );
  }
}

/** The federal average net price's label beside an offer or its form. */
export function federalNetPriceLabel(i18n: I18n, federal: Offer['federalNetPrice']): string {
  const year = federal.year;
  const bandText = federal.incomeBand ? incomeBandText(i18n, federal.incomeBand) : null;
  if (federal.labelId === 'not-in-catalogue') return i18n._(msg`Not reported (college not in the catalogue)`);
  if (federal.labelId === 'all-aided' || bandText === null)
    return year
      ? i18n._(msg`Average net price for all aided students (${year}): set your income band for your band’s figure`)
      : i18n._(msg`Average net price for all aided students: set your income band for your band’s figure`);
  return year
    ? i18n._(msg`Federal average net price for aided families earning ${bandText} (College Scorecard ${year})`)
    : i18n._(msg`Federal average net price for aided families earning ${bandText}`);
}
