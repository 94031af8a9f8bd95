import { describe, expect, it } from 'vitest';
import type { OfferBody } from '@campuspath/contract/offers';
import { signUp } from '../../test/factories.ts';
import { offerRequests } from '../../test/offer-requests.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { GEORGIA_TECH, STANFORD } from '../../test/workspace-items.ts';

const ctx = useTestApp();
const { acceptedApplication, put, enterOffer, listOffers } = offerRequests(ctx);

/**
 * Offer A (2025-26), worked by hand:
 * cost 60,000 + 20,000 + 1,000 + 1,500 + 2,500 = 85,000 (80,000 billed);
 * gift aid 7,395 + 50,000 + 1,000 = 58,395; net price 85,000 − 58,395 = 26,605;
 * must cover 26,605 − 3,000 work-study − 3,500 − 2,000 loans taken = 18,105 (Parent PLUS not taken);
 * borrowing 5,500; gap after every loan 26,605 − 3,000 − 3,500 − 2,000 − 15,000 = 3,105.
 */
const offerA: OfferBody = {
  academicYear: '2025-26',
  costs: {
    tuitionFees: { amount: 60_000, billed: true },
    housingMeals: { amount: 20_000, billed: true },
    books: { amount: 1_000 },
    transportation: { amount: 1_500 },
    otherCosts: { amount: 2_500 },
  },
  grants: {
    federalPell: { amount: 7_395, renewable: 'yes' },
    college: { amount: 50_000, renewable: 'yes' },
    outside: { amount: 1_000, renewable: 'no' },
  },
  workStudy: { amount: 3_000, take: true },
  loans: {
    subsidized: { amount: 3_500 },
    unsubsidized: { amount: 2_000 },
    parentPlus: { amount: 15_000, listedAs: 'award', take: false },
  },
};

/**
 * Offer B (2026-27, Parent PLUS capped), worked by hand:
 * cost 30,000 + 12,000 = 42,000; gift aid 5,000; net price 37,000;
 * Parent PLUS 30,000 offered, 20,000 borrowable; must cover 37,000 − 5,500 − 20,000 = 11,500
 * (private loan not taken); borrowing 25,500; gap 37,000 − 5,500 − 20,000 − 4,000 = 7,500.
 */
const offerB: OfferBody = {
  academicYear: '2026-27',
  costs: { tuitionFees: { amount: 30_000, billed: true }, housingMeals: { amount: 12_000, billed: true } },
  grants: { state: { amount: 5_000, renewable: 'yes' } },
  loans: {
    unsubsidized: { amount: 5_500 },
    parentPlus: { amount: 30_000 },
    private: { amount: 4_000, ratePercent: 7.25, take: false },
  },
};

describe('aid offers', () => {
  it('computes every figure of an offer, explains it, and flags what misleads', async () => {
    const student = await signUp(ctx.app);
    const application = await acceptedApplication(student, STANFORD);
    const offer = await enterOffer(student, application, offerA);
    expect(offer.figures).toEqual({
      costOfAttendance: 85_000,
      giftAid: 58_395,
      netPrice: 26_605,
      mustCover: 18_105,
      totalBorrowing: 5_500,
      gapAfterLoans: 3_105,
    });
    expect(offer.explanation.map((line) => [line.label, line.amount])).toEqual([
      ['Cost of attendance', 85_000],
      ['Gift aid (grants and scholarships)', 58_395],
      ['Net price', 26_605],
      ['What the family must cover', 18_105],
      ['Total borrowing this year', 5_500],
    ]);
    expect(offer.explanation[0]!.how).toContain('$80,000 of it billed');
    expect(offer.explanation[2]!.how).toBe('Cost of attendance $85,000 − gift aid $58,395.');
    // The same facts as ids and figures, for a page in another language to word.
    expect(offer.explanation.map((line) => line.parts.id)).toEqual([
      'costOfAttendance',
      'giftAid',
      'netPrice',
      'mustCover',
      'totalBorrowing',
    ]);
    expect(offer.explanation[2]!.parts).toEqual({ id: 'netPrice', costOfAttendance: 85_000, giftAid: 58_395 });
    expect(offer.explanation[0]!.parts).toMatchObject({ id: 'costOfAttendance', billed: 80_000 });
    // 6.39% and 8.94%: the 2025-26 rates; payments by M = P·r / (1 − (1 + r)^−120), worked separately.
    expect(
      offer.loans.map((loan) => [loan.line, loan.amount, loan.rate?.percent, loan.monthlyPaymentCents, loan.totalRepaidCents]),
    ).toEqual([
      ['subsidized', 3_500, 6.39, 39_55, 4_745_54],
      ['unsubsidized', 2_000, 6.39, 22_60, 2_711_74],
      ['parentPlus', 15_000, 8.94, 189_53, 22_743_23],
    ]);
    expect(offer.loans.every((loan) => loan.rate?.status === 'official')).toBe(true);
    expect(offer.flags.map((flag) => flag.kind)).toEqual(['loan-listed-as-award', 'one-year-grant', 'gap']);
    expect(offer.flags[0]!.message).toMatch(/Parent PLUS loan of \$15,000 as aid\. It is not aid/);
    expect(offer.flags[2]!.message).toContain('$3,105');
    expect(offer.flags.map((flag) => flag.parts.id)).toEqual(['plus-listed-as-award', expect.stringMatching(/^grant-/), 'gap']);
    expect(offer.flags[0]!.parts).toMatchObject({ line: 'parentPlus', amount: 15_000 });
    expect(offer.flags[2]!.parts).toMatchObject({ amount: 3_105, cap: null });
    expect(offer.loans[0]!.rate).toMatchObject({ period: { from: '2025-07-01', to: '2026-06-30' }, exampleYear: null });
    expect(offer.enteredBy).toBeNull();
    expect(offer.federalNetPrice.incomeBand).toBeNull();
  });

  it('caps Parent PLUS from July 2026, labels an unconfirmed rate, and sorts offers by what the family must cover', async () => {
    const student = await signUp(ctx.app);
    const first = await acceptedApplication(student, STANFORD);
    const second = await acceptedApplication(student, GEORGIA_TECH);
    await enterOffer(student, first, offerA);
    const offer = await enterOffer(student, second, offerB);
    expect(offer.figures).toEqual({
      costOfAttendance: 42_000,
      giftAid: 5_000,
      netPrice: 37_000,
      mustCover: 11_500,
      totalBorrowing: 25_500,
      gapAfterLoans: 7_500,
    });
    const plus = offer.loans.find((loan) => loan.line === 'parentPlus')!;
    expect(plus).toMatchObject({ amount: 20_000, monthlyPaymentCents: 252_70, totalRepaidCents: 30_324_31, interestCents: 10_324_31 });
    expect(plus.rate).toMatchObject({ percent: 8.94, status: 'example' });
    expect(plus.rate!.note).toContain('2026-27 rate is not confirmed');
    expect(plus.rate).toMatchObject({ period: null, exampleYear: '2025-26' });
    expect(plus.offered).toBeGreaterThan(plus.amount);
    const privateLoan = offer.loans.find((loan) => loan.line === 'private')!;
    expect(privateLoan).toMatchObject({
      taken: false,
      rate: { percent: 7.25, status: 'family' },
      monthlyPaymentCents: 46_96,
      totalRepaidCents: 5_635_25,
    });
    expect(offer.flags.map((flag) => flag.kind)).toEqual(['parent-plus-over-cap', 'gap']);
    expect(offer.entries.loans.private.ratePercent).toBe(7.25);

    const list = await listOffers(student);
    expect(list.sample).toBe(false);
    expect(list.offers.map((o) => o.figures.mustCover)).toEqual([11_500, 18_105]);
    expect(list.accepted.map((a) => a.hasOffer)).toEqual([true, true]);
  });

  it('flags an offer with no cost of attendance and leaves its net price unknown', async () => {
    const student = await signUp(ctx.app);
    const application = await acceptedApplication(student, STANFORD);
    const offer = await enterOffer(student, application, {
      academicYear: '2025-26',
      letterShowedCost: false,
      grants: { college: { amount: 10_000, renewable: 'unknown' } },
    });
    expect(offer.figures).toMatchObject({ costOfAttendance: null, netPrice: null, mustCover: null, giftAid: 10_000 });
    expect(offer.flags.map((flag) => flag.kind)).toEqual(['no-cost', 'one-year-grant']);
    expect(offer.flags[1]!.message).toContain('does not say whether it renews');
    expect(offer.flags.map((flag) => flag.parts.id)).toEqual([expect.stringMatching(/^no-cost-/), 'grant-renewal-unknown']);
  });

  it("prefills the form from the college's federal figures with their year, and shows the band's federal net price", async () => {
    const student = await signUp(ctx.app);
    const band = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/income-band',
      headers: { cookie: student.cookie },
      payload: { incomeBand: '48-75k' },
    });
    expect(band.statusCode).toBe(200);
    const application = await acceptedApplication(student, STANFORD);
    const school = testCatalog().find(String(STANFORD))!;
    const { accepted } = await listOffers(student);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.prefill.costs).toEqual({
      tuitionFees: school.costs.tuitionOutOfState,
      housingMeals: school.costs.roomAndBoardOnCampus,
      books: school.costs.books,
      transportation: null,
      otherCosts: school.costs.otherExpensesOnCampus,
    });
    expect(accepted[0]!.prefill.year).toMatch(/^20\d\d-\d\d$/);
    expect(accepted[0]!.prefill.note).toContain('College Scorecard');
    expect(accepted[0]!.prefill.tuitionNote).toBe('Out-of-state tuition (no home state on the student’s profile)');
    // Beside the form, before any offer: the band's federal net price and the college's own calculator.
    expect(accepted[0]!.federalNetPrice).toEqual({
      incomeBand: '48-75k',
      amount: school.netPrice.byIncome['48-75k'],
      year: expect.stringMatching(/^20\d\d-\d\d$/),
      label: expect.stringContaining('$48,001–75,000'),
      labelId: 'band',
      calculatorUrl: school.urls.netPriceCalculator,
    });
    expect(accepted[0]!.prefill).toMatchObject({ tuition: { figure: 'out-of-state', why: 'no-home-state' }, residency: 'unknown' });
    expect(school.urls.netPriceCalculator).toMatch(/^https?:\/\//);
    const offer = await enterOffer(student, application, offerA);
    expect(offer.federalNetPrice).toMatchObject({ incomeBand: '48-75k', amount: school.netPrice.byIncome['48-75k'] });
    expect(offer.federalNetPrice.label).toContain('$48,001–75,000');
    expect(offer.federalNetPrice.calculatorUrl).toBe(school.urls.netPriceCalculator);
  });

  it('says which tuition the form starts from: in-state for a student of the college’s state, out-of-state from elsewhere', async () => {
    const student = await signUp(ctx.app);
    await acceptedApplication(student, GEORGIA_TECH);
    const school = testCatalog().find(String(GEORGIA_TECH))!;
    const homeState = async (state: string) => {
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: '/api/profile/home-state',
        headers: { cookie: student.cookie },
        payload: { homeState: state },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return (await listOffers(student)).accepted[0]!.prefill;
    };
    const georgian = await homeState('GA');
    expect(georgian.costs.tuitionFees).toBe(school.costs.tuitionInState);
    expect(georgian.tuitionNote).toBe('In-state tuition (the student’s home state is the college’s)');
    const texan = await homeState('TX');
    expect(texan.costs.tuitionFees).toBe(school.costs.tuitionOutOfState);
    expect(texan.tuitionNote).toBe('Out-of-state tuition (the student’s home state is another)');
    expect(school.costs.tuitionInState).not.toBe(school.costs.tuitionOutOfState);
  });

  it('refuses an application not accepted (409), bad amounts by field (400), and another student’s application (404)', async () => {
    const student = await signUp(ctx.app);
    const pending = await acceptedApplication(student, STANFORD, 'submitted');
    const refused = await put(student, `/api/applications/${pending}/offer`, offerA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'not_accepted', fields: { applicationId: expect.any(String) } });

    const accepted = await acceptedApplication(student, GEORGIA_TECH);
    const cents = await put(student, `/api/applications/${accepted}/offer`, {
      ...offerA,
      costs: { tuitionFees: { amount: 12.5 } },
      loans: { private: { amount: 1_000, ratePercent: 7.125 } },
    });
    expect(cents.statusCode).toBe(400);
    // Fields are named by their group, each with its line's own message.
    expect(cents.json().fields).toEqual({ costs: 'Enter whole dollars, without cents', loans: 'Enter the rate with at most two decimals' });

    const other = await signUp(ctx.app);
    expect((await put(other, `/api/applications/${accepted}/offer`, offerA)).statusCode).toBe(404);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/applications/${accepted}/offer`,
      headers: { cookie: other.cookie },
    });
    expect(deleted.statusCode).toBe(404);
    expect((await listOffers(other)).offers).toEqual([]);
  });

  it('deletes an offer, and the offer goes with its application', async () => {
    const student = await signUp(ctx.app);
    const application = await acceptedApplication(student, STANFORD);
    await enterOffer(student, application, offerA);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/applications/${application}/offer`,
      headers: { cookie: student.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await listOffers(student)).offers).toEqual([]);
    await enterOffer(student, application, offerB);
    const gone = await ctx.app.inject({ method: 'DELETE', url: `/api/applications/${application}`, headers: { cookie: student.cookie } });
    expect(gone.statusCode).toBe(204);
    expect(await listOffers(student)).toMatchObject({ offers: [], accepted: [] });
  });
});
