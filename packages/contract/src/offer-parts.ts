import { z } from 'zod';
import { COST_LINES, GRANT_LINES, LOAN_LINES } from './offers-terms.ts';

/**
 * The facts an offer's worked-out sentences quote (offers.ts), by id, so the web writes them in the
 * page's language; the API's English sentences beside them stay for English readers and tests.
 */

const lineAmount = <const T extends readonly [string, ...string[]]>(lines: T) =>
  z.object({ line: z.enum(lines), amount: z.number().int() });

/**
 * What a figure's "how" quotes, by the figure's id, for the web to word in the page's language
 * (`how` is the same in English): the lines added up, or the figures subtracted.
 */
export const offerFigurePartsSchema = z.discriminatedUnion('id', [
  z.object({ id: z.literal('costOfAttendance'), lines: z.array(lineAmount(COST_LINES)), billed: z.number().int() }),
  z.object({
    id: z.literal('giftAid'),
    lines: z.array(lineAmount(GRANT_LINES)),
    /** Whose outside figure the outside line is (the student's recorded scholarships or the letter's line). */
    outsideFrom: z.enum(['recorded', 'letter', 'none']),
  }),
  z.object({ id: z.literal('netPrice'), costOfAttendance: z.number().int().nullable(), giftAid: z.number().int() }),
  z.object({
    id: z.literal('mustCover'),
    netPrice: z.number().int().nullable(),
    workStudy: z.number().int(),
    takenLoans: z.number().int(),
  }),
  z.object({ id: z.literal('totalBorrowing'), lines: z.array(lineAmount(LOAN_LINES)), anyLoans: z.boolean() }),
]);
export type OfferFigureParts = z.infer<typeof offerFigurePartsSchema>;

/**
 * A warning's facts, for the web to word (`message` is the same in English): which variant of its
 * kind, the line or recorded scholarship it is about, and the amounts it quotes.
 */
export const offerFlagPartsSchema = z.object({
  id: z.enum([
    'no-cost-at-all',
    'no-cost-in-letter',
    'plus-listed-as-award',
    'loan-listed-as-award',
    'grant-this-year-only',
    'grant-renewal-unknown',
    'scholarship-one-year',
    'scholarship-renewal-unknown',
    'plus-over-cap',
    'gap',
  ]),
  line: z.enum([...GRANT_LINES, ...LOAN_LINES]).nullable(),
  name: z.string().nullable(),
  amount: z.number().int().nullable(),
  /** The Parent PLUS yearly cap when the warning quotes it. */
  cap: z.number().int().nullable(),
});
export type OfferFlagParts = z.infer<typeof offerFlagPartsSchema>;
