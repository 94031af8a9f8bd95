import { z } from 'zod';
import { majorCodeSchema } from './majors.ts';

/**
 * `GET /api/programs` ("Browse by major"): every 2-digit CIP field of study the
 * College Scorecard reports (major-families.ts), alphabetical by name, with
 * - `schoolCount`: schools in the catalogue awarding degrees in the field (a non-zero PCIP
 *   share), the same schools `GET /api/schools?major=<code>` lists;
 * - `largest`: up to LARGEST_PROGRAMS_COUNT (programs-terms.ts) of those schools, largest
 *   first by `estimatedStudents` (share x undergraduates, as the Browse by major page explains), ties by
 *   share then name. The dataset has no degree counts, so the ranking is an estimate and is
 *   labelled as one; schools without an undergraduate count are left out of it.
 * Takes no query parameters (any answers 400). Cached by the catalogue version (ETag).
 */

export const programsQuerySchema = z.strictObject({});

export const largestProgramSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** "City, ST". */
  location: z.string(),
  /** Share of the school's degrees awarded in the field (2023-24 where reported), 0-1. */
  share: z.number().min(0).max(1),
  /** Degree-seeking undergraduates, fall 2023 where reported. */
  undergraduates: z.number().int().min(0),
  /** The rank value: round(share x undergraduates), an estimate of the program's size. */
  estimatedStudents: z.number().int().min(0),
});
export type LargestProgram = z.infer<typeof largestProgramSchema>;

export const programFieldSchema = z.object({
  code: majorCodeSchema,
  slug: z.string(),
  /** Plain-English name ("Computer Science"). */
  name: z.string(),
  /** The official CIP 2020 title of the family, shown as its description. */
  cipTitle: z.string(),
  schoolCount: z.number().int().min(0),
  largest: z.array(largestProgramSchema),
});
export type ProgramField = z.infer<typeof programFieldSchema>;

export const programsResponseSchema = z.object({
  /** Schools in the catalogue, for "N of M schools". */
  totalSchools: z.number().int().min(0),
  fields: z.array(programFieldSchema),
});
export type ProgramsResponse = z.infer<typeof programsResponseSchema>;
