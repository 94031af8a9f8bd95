import { z } from 'zod';
import { MAJOR_FAMILIES, type MajorCode } from './major-families.ts';

const codes = MAJOR_FAMILIES.map((family) => family.code) as [MajorCode, ...MajorCode[]];
export const majorCodeSchema = z.enum(codes);

/** `GET /api/schools/{id}/majors`: major name to fraction of degrees awarded, non-zero only. */
export const majorsResponseSchema = z.record(z.string(), z.number().min(0).max(1));
export type MajorsResponse = z.infer<typeof majorsResponseSchema>;
