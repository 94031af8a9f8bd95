import type { AcceptedApplication, OfferEntries } from '@campuspath/contract/offers';
import { COST_LINES, GRANT_LINES, OFFER_YEARS, type OfferYear } from '@campuspath/contract/offers-terms';

/** The award year an offer received now is most likely for: the one starting this calendar year's July (spring offers are for the coming fall). */
export function likelyOfferYear(today: Date): OfferYear {
  const start = today.getFullYear();
  const year = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  return OFFER_YEARS.find((known) => known === year) ?? OFFER_YEARS.at(-1)!;
}

/**
 * What the form starts from: the offer as entered, or (a new one) every line blank except the cost
 * lines, which start from the college's federal figures, marked as such until the family changes them.
 */
export function offerFormDefaults(application: AcceptedApplication, existing: OfferEntries | null, today: Date): OfferEntries {
  if (existing) return existing;
  const costs = Object.fromEntries(
    COST_LINES.map((line) => {
      const amount = application.prefill.costs[line];
      const billed = line === 'tuitionFees' || line === 'housingMeals';
      return [line, { amount, billed, source: amount === null ? 'letter' : 'federal-figure' }];
    }),
  ) as OfferEntries['costs'];
  const grants = Object.fromEntries(GRANT_LINES.map((line) => [line, { amount: null, renewable: 'unknown' }])) as OfferEntries['grants'];
  const loan = { amount: null, listedAs: 'loan', take: true } as const;
  return {
    academicYear: likelyOfferYear(today),
    housing: 'on-campus',
    letterShowedCost: true,
    costs,
    grants,
    workStudy: { amount: null, take: true },
    loans: { subsidized: loan, unsubsidized: loan, parentPlus: loan, private: { ...loan, ratePercent: null } },
    notes: '',
  };
}
