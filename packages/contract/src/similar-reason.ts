import { z } from 'zod';
import { regionSchema } from './catalog-terms-schemas.ts';

/**
 * Why a college is "similar" to the one whose page it is on, as facts the web writes in the
 * page's language (`reason` is the same line in English). Sizes and tuitions come with both
 * figures, the other college's first; admission rates are whole percents.
 */

export const SIMILAR_CONTROL_WORDS = ['public', 'private', 'for-profit'] as const;
export const SIMILAR_KIND_WORDS = ['liberal-arts', 'research', 'community-college', 'associates-college'] as const;
export type SimilarControlWord = (typeof SIMILAR_CONTROL_WORDS)[number];
export type SimilarKindWord = (typeof SIMILAR_KIND_WORDS)[number];

export const similarReasonPartSchema = z.discriminatedUnion('kind', [
  /** What both are: the same control (when it is) and the program kinds they share. */
  z.object({ kind: z.literal('also'), control: z.enum(SIMILAR_CONTROL_WORDS).nullable(), kinds: z.array(z.enum(SIMILAR_KIND_WORDS)) }),
  z.object({ kind: z.literal('region'), region: regionSchema }),
  z.object({ kind: z.literal('size'), other: z.number().int(), base: z.number().int() }),
  z.object({ kind: z.literal('admits'), other: z.number().int(), base: z.number().int() }),
  /** `inState`: public colleges' in-state prices, compared like for like. */
  z.object({ kind: z.literal('tuition'), inState: z.boolean(), other: z.number(), base: z.number() }),
]);
export type SimilarReasonPart = z.infer<typeof similarReasonPartSchema>;
