import type { OfferEntries, OutsideScholarships } from '@campuspath/contract/offers';
import type { Renewable } from '@campuspath/contract/offers-terms';
import { OUTSIDE_RULE } from '@campuspath/contract/scholarships-terms';
import { usd } from '../../lib/money-text.ts';

/**
 * Outside scholarships in an offer: those the student recorded as awarded on their Scholarships
 * list, beside the outside line the family typed from the letter. Gift aid counts the larger of
 * the two, never their sum (OUTSIDE_RULE; docs/decisions-and-money.md, "Scholarships").
 */

/** An awarded scholarship from the student's own list. */
export interface RecordedScholarship {
  id: string;
  name: string;
  amount: number;
  renewable: Renewable;
}

/** Which outside figure gift aid counts, and how that was decided, in words. */
export function outsideOf(entries: OfferEntries, recorded: readonly RecordedScholarship[]): OutsideScholarships {
  const recordedTotal = recorded.reduce((total, scholarship) => total + scholarship.amount, 0);
  const letterAmount = entries.grants.outside.amount;
  const letter = letterAmount ?? 0;
  const listed = `${recorded.map((scholarship) => `${scholarship.name} ${usd(scholarship.amount)}`).join(' + ')}`;
  const base = { recorded: [...recorded], recordedTotal, letterAmount };
  if (recordedTotal === 0 && letter === 0) {
    return {
      ...base,
      counted: 0,
      countedFrom: 'none',
      how:
        recorded.length > 0
          ? `Awarded on your Scholarships list with no amount entered yet (${recorded.map((scholarship) => scholarship.name).join(', ')}): enter the amount awarded there to count it. None typed from the letter.`
          : 'None recorded as awarded on your Scholarships list, and none typed from the letter.',
    };
  }
  if (recordedTotal >= letter) {
    const also = letter > 0 ? ` The letter's outside line (${usd(letter)}) is not added as well. ${OUTSIDE_RULE}` : '';
    return {
      ...base,
      counted: recordedTotal,
      countedFrom: 'recorded',
      how: `Outside scholarships you recorded as awarded, from your Scholarships list: ${listed}.${also}`,
    };
  }
  const instead =
    recordedTotal > 0
      ? ` It is more than the ${usd(recordedTotal)} you recorded as awarded (${listed}), so it is counted instead. ${OUTSIDE_RULE}`
      : '';
  return { ...base, counted: letter, countedFrom: 'letter', how: `The letter's outside line, ${usd(letter)}.${instead}` };
}
