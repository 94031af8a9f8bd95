import { z } from 'zod';
import { putCheckedDeadlineBodySchema } from '@campuspath/contract/checked-deadlines';
import { PASTE_LIST_EMPTY_MESSAGE } from '@campuspath/contract/checked-deadlines-terms';

const contract = putCheckedDeadlineBodySchema.shape;
/**
 * The fields as the form holds them, checked with the contract's own rules; the college comes from
 * the school search (outside the form), and the cycle and zone are choices from lists.
 */
export const deadlineFormSchema = z.object({
  round: contract.round,
  cycle: z.string(),
  date: contract.date,
  /** '' is the college's own zone (the API's default). */
  timeZone: z.string(),
  sourceUrl: contract.sourceUrl,
  checkedOn: contract.checkedOn,
});
export type FormInput = z.input<typeof deadlineFormSchema>;
export type Values = z.output<typeof deadlineFormSchema>;

/** The paste form: only "nothing pasted" is caught here (the API reads the CSV and reports each line). */
export const pasteFormSchema = z.object({ csv: z.string().refine((text) => text.trim() !== '', PASTE_LIST_EMPTY_MESSAGE) });
