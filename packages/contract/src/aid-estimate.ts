import { z } from 'zod';
import { type AidEstimateInput, aidEstimateInputSchema } from './aid-estimate-input.ts';
import { computePell, type PellPath } from './aid-pell.ts';
import { computeSai } from './aid-sai.ts';
import { type AidSection, step } from './aid-steps.ts';
import { AID_TABLES_2025_26 } from './aid-tables-2025-26.ts';
import { AID_TABLES_2026_27 } from './aid-tables-2026-27.ts';
import { AWARD_YEARS, type AidYearTables, type AwardYear } from './aid-tables.ts';
import { dateTimeStringSchema } from './common.ts';

/** One data file per award year; adding a year is adding its file here. */
export const AID_TABLES: Record<AwardYear, AidYearTables> = { '2025-26': AID_TABLES_2025_26, '2026-27': AID_TABLES_2026_27 };

export interface AidEstimate {
  awardYear: AwardYear;
  sai: number;
  pell: number;
  pellPath: PellPath;
  sections: AidSection[];
}

/** The Student Aid Index and Pell Grant estimate for a dependent student, every step explained. */
export function estimateAid(input: AidEstimateInput): AidEstimate {
  const tables = AID_TABLES[input.awardYear];
  let sai: number;
  let sections: AidSection[];
  if (input.parentsNotRequiredToFile) {
    sai = tables.saiFloor.value;
    sections = [{ id: 'sai', steps: [step('sai', sai, { variant: 'nonfiler', floor: sai })] }];
  } else {
    ({ sai, sections } = computeSai(input, tables));
  }
  const pell = computePell(input, tables, sai);
  return {
    awardYear: input.awardYear,
    sai,
    pell: pell.amount,
    pellPath: pell.path,
    sections: [...sections, { id: 'pell', steps: pell.steps }],
  };
}

/** A student's saved estimate: their inputs and what they give. */
export const savedAidEstimateSchema = z.object({
  inputs: aidEstimateInputSchema,
  awardYear: z.enum(AWARD_YEARS),
  sai: z.number().int(),
  pell: z.number().int(),
  updatedAt: dateTimeStringSchema,
});
export type SavedAidEstimate = z.infer<typeof savedAidEstimateSchema>;

/** `GET /api/aid-estimate` and `GET /api/students/{studentId}/aid-estimate`: null until one is saved. */
export const aidEstimateResponseSchema = z.object({ estimate: savedAidEstimateSchema.nullable() });
export type AidEstimateResponse = z.infer<typeof aidEstimateResponseSchema>;
