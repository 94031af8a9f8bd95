import { afterEach, describe, expect, it } from 'vitest';
import type { LoanEstimate, OutsideScholarships } from '@campuspath/contract/offers';
import { createI18n } from '../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../lib/locale.ts';
import { messages as english } from '../../locales/en/messages.po';
import { messages as spanish } from '../../locales/es/messages.po';
import { federalNetPriceLabel, figureHowText, flagText } from './offer-figure-text.ts';
import { loanHowText, outsideHowText, prefillNoteText, rateNoteText, tuitionNoteText } from './offer-loan-text.ts';

afterEach(() => setActiveLocale('en'));

const en = createI18n('en', english);
const es = createI18n('es', spanish);

const plus: LoanEstimate = {
  line: 'parentPlus',
  label: 'Federal Direct Parent PLUS Loan (parent)',
  amount: 20_000,
  offered: 30_000,
  taken: true,
  rate: {
    percent: 8.94,
    status: 'example',
    note: 'The 2026-27 rate is not confirmed yet (it is announced each May); the 2025-26 rate of 8.94% is shown as an example.',
    period: null,
    exampleYear: '2025-26',
  },
  monthlyPaymentCents: 25_000,
  totalRepaidCents: 3_000_000,
  interestCents: 1_000_000,
  how: '',
};

const outside: OutsideScholarships = {
  recorded: [{ id: 's1', name: 'Rotary Award', amount: 1_000, renewable: 'no' }],
  recordedTotal: 1_000,
  letterAmount: 2_500,
  counted: 2_500,
  countedFrom: 'letter',
  how: '',
};

describe('an offer’s worked-out sentences', () => {
  it('read in English exactly as the API writes them', () => {
    expect(
      figureHowText(
        en,
        {
          id: 'costOfAttendance',
          lines: [
            { line: 'tuitionFees', amount: 60_000 },
            { line: 'housingMeals', amount: 20_000 },
          ],
          billed: 80_000,
        },
        80_000,
      ),
    ).toBe('Tuition and fees $60,000 + Housing and meals $20,000; $80,000 of it billed by the college.');
    expect(figureHowText(en, { id: 'netPrice', costOfAttendance: 85_000, giftAid: 58_395 }, 26_605)).toBe(
      'Cost of attendance $85,000 − gift aid $58,395.',
    );
    expect(flagText(en, { id: 'plus-listed-as-award', line: 'parentPlus', name: null, amount: 15_000, cap: null })).toBe(
      'The letter lists a Parent PLUS loan of $15,000 as aid. It is not aid: it is a loan your parent may apply for (credit-checked) and must repay with interest. It is left out of gift aid here.',
    );
    expect(flagText(en, { id: 'grant-renewal-unknown', line: 'college', name: null, amount: 4_000, cap: null })).toBe(
      'Scholarships and grants from the college ($4,000): the letter does not say whether it renews. Ask the college, and what it takes to keep it.',
    );
    expect(loanHowText(en, plus)).toBe(
      '$20,000 (the $30,000 offered, capped at $20,000 a year) at 8.94% over the standard 10-year plan (120 monthly payments): $250.00 a month, $30,000.00 in all, $10,000.00 of it interest. Interest also builds up from the first payment out, while in school; if unpaid it is added to the loan, so the real total is higher.',
    );
    expect(rateNoteText(en, plus.rate!, '2026-27')).toBe(plus.rate!.note);
    expect(outsideHowText(en, outside)).toMatch(
      /^The letter's outside line, \$2,500\. It is more than the \$1,000 you recorded as awarded \(Rotary Award \$1,000\), so it is counted instead\. The offer counts the larger/,
    );
    expect(
      federalNetPriceLabel(en, { incomeBand: '48-75k', amount: 18_250, year: '2022-23', label: '', labelId: 'band', calculatorUrl: null }),
    ).toBe('Federal average net price for aided families earning $48,001–75,000 (College Scorecard 2022-23)');
    expect(tuitionNoteText(en, { figure: 'out-of-state', why: 'no-home-state' })).toBe(
      'Out-of-state tuition (no home state on the student’s profile)',
    );
    expect(
      prefillNoteText(en, {
        costs: { tuitionFees: 1, housingMeals: null, books: null, transportation: null, otherCosts: null },
        year: '2023-24',
        tuitionNote: null,
        tuition: null,
        note: '',
        residency: 'other-state',
      }),
    ).toBe(
      'The college’s figures reported to the U.S. Department of Education (College Scorecard 2023-24), for a student living on campus from another state. Transportation is part of other costs there. Replace each with your offer’s own figure.',
    );
  });

  it('read in Spanish with the glossary’s aid words and the figures from the formatters', () => {
    setActiveLocale('es');
    expect(figureHowText(es, { id: 'netPrice', costOfAttendance: 85_000, giftAid: 58_395 }, 26_605)).toBe(
      'Costo de asistencia $85,000 − ayuda que no se devuelve $58,395.',
    );
    expect(flagText(es, { id: 'plus-listed-as-award', line: 'parentPlus', name: null, amount: 15_000, cap: null })).toContain(
      'Préstamo PLUS para Padres de $15,000',
    );
    expect(flagText(es, { id: 'gap', line: null, name: null, amount: 3_105, cap: 20_000 })).toContain('quedan $3,105 por pagar');
    expect(loanHowText(es, plus)).toContain('en el plan estándar de 10 años');
    expect(rateNoteText(es, plus.rate!, '2026-27')).toContain('La tasa de 2026-27 todavía no está confirmada');
    expect(outsideHowText(es, outside)).toContain('Las becas externas de la carta, $2,500.');
    expect(
      federalNetPriceLabel(es, { incomeBand: null, amount: 20_000, year: null, label: '', labelId: 'all-aided', calculatorUrl: null }),
    ).toBe('Precio neto promedio para todos los estudiantes con ayuda: indique su rango de ingresos para ver la cifra de su rango');
    expect(tuitionNoteText(es, { figure: 'in-state', why: 'home-state' })).toBe(
      'Matrícula del estado (el estado de residencia del estudiante es el de la universidad)',
    );
  });
});
