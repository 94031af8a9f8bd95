import type { I18n } from '@lingui/core';
import { offerBodySchema, type OfferEntries } from '@campuspath/contract/offers';
import { OFFER_YEARS } from '@campuspath/contract/offers-terms';

/**
 * The demo student's sample aid offer, on its accepted application: made-up figures (not the
 * college's), so the offers page, its comparison and its warnings have something to show. The
 * account is a demo account, so the API marks every offer of it `sample` and the pages say
 * "Sample" wherever it shows; its note says so too, in the demo's language.
 */
export interface DemoOffer {
  applicationKey: string;
  entries: OfferEntries;
}

export function demoOffers(i18n: I18n, graduationYear: number): DemoOffer[] {
  // The year starting the fall after graduation, or the newest year the form knows.
  const fall = `${graduationYear}-${String((graduationYear + 1) % 100).padStart(2, '0')}`;
  const academicYear = OFFER_YEARS.find((year) => year === fall) ?? OFFER_YEARS.at(-1)!;
  return [
    {
      applicationKey: 'purdue',
      entries: offerBodySchema.parse({
        academicYear,
        costs: {
          tuitionFees: { amount: 28_800, billed: true },
          housingMeals: { amount: 10_000, billed: true },
          books: { amount: 1_000 },
          transportation: { amount: 800 },
          otherCosts: { amount: 1_900 },
        },
        grants: { college: { amount: 12_000, renewable: 'yes' }, outside: { amount: 1_500, renewable: 'no' } },
        workStudy: { amount: 2_500, take: true },
        loans: {
          subsidized: { amount: 3_500 },
          unsubsidized: { amount: 2_000 },
          parentPlus: { amount: 12_000, listedAs: 'award', take: false },
        },
        notes: i18n._('Sample offer: made-up figures for the demo, not the college’s own.'),
      }),
    },
  ];
}
