import { describe, expect, it } from 'vitest';
import { federalRateFor } from './federal-loan-rates.ts';
import { standardRepayment } from './loan-payment.ts';

/** The worked examples of ../shared/reference/student-aid/loans-and-offers.md, section 5, to the cent. */
describe('standard 10-year repayment', () => {
  it.each([
    [27_000, 639, 305_07, 36_608_47, 9_608_47],
    [27_000, 653, 306_99, 36_839_02, 9_839_02],
    [27_000, 894, 341_15, 40_937_82, 13_937_82],
    [20_000, 894, 252_70, 30_324_31, 10_324_31],
  ])('$%i at %i hundredths of a percent', (principal, rate, monthly, total, interest) => {
    expect(standardRepayment(principal, rate)).toEqual({ monthlyCents: monthly, totalCents: total, interestCents: interest });
  });

  it('divides evenly at a 0% rate', () => {
    expect(standardRepayment(12_000, 0)).toEqual({ monthlyCents: 100_00, totalCents: 12_000_00, interestCents: 0 });
  });
});

describe('federal loan rates by first disbursement', () => {
  it('gives each year its own rate, and says when a year is not confirmed', () => {
    expect(federalRateFor('2024-25', 'undergraduate')).toMatchObject({ basisPoints: 653, status: 'official' });
    expect(federalRateFor('2025-26', 'parentPlus')).toMatchObject({ basisPoints: 894, status: 'official' });
    const unconfirmed = federalRateFor('2026-27', 'undergraduate');
    expect(unconfirmed).toMatchObject({ basisPoints: 639, status: 'example' });
    expect(unconfirmed.note).toContain('not confirmed');
  });
});
