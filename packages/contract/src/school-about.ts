import { z } from 'zod';
import { localeKindSchema, controlSchema } from './catalog-terms-schemas.ts';
import { majorCodeSchema } from './majors.ts';

/**
 * The college page's "About" paragraph as facts, one sentence each, so the web writes it in the
 * page's language while the API's answer (and its cache) stays one for every language. Years stay
 * as the data names them ("fall 2023"); `description` on the detail is the same paragraph in English.
 */

const year = z.string().nullable();

export const aboutSentenceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('identity'),
    control: controlSchema,
    /** "Four-year", "Two-year", "Less-than-two-year" (IPEDS ICLEVEL). */
    level: z.string().nullable(),
    city: z.string(),
    stateName: z.string(),
    setting: localeKindSchema.nullable(),
  }),
  z.object({
    kind: z.literal('enrolment'),
    undergraduates: z.number().int(),
    year,
    graduates: z.number().int().nullable(),
    /** Only when the graduate count is from another fall than the undergraduates. */
    graduateYear: year,
  }),
  z.object({ kind: z.literal('open-admissions'), year }),
  z.object({
    kind: z.literal('admitted'),
    /** Percent of applicants, one decimal. */
    percent: z.number(),
    year,
    /** The figure covers every campus sharing the college's federal aid ID. */
    allCampuses: z.boolean(),
  }),
  z.object({ kind: z.literal('fields'), majors: z.array(majorCodeSchema), year }),
  /** The 2025 Carnegie classification, as published. */
  z.object({ kind: z.literal('carnegie'), classification: z.string() }),
]);
export type AboutSentence = z.infer<typeof aboutSentenceSchema>;
