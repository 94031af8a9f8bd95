import { z } from 'zod';
import { CONTROLS, INCOME_BANDS, LOCALE_KINDS, PROGRAM_TYPES, REGIONS, SIZE_BUCKETS, TEST_POLICIES } from './catalog-terms.ts';

/** zod schemas for the catalogue's product terms, built from the constants in catalog-terms.ts. */
const ids = <T extends { id: string }>(items: readonly T[]) => items.map((item) => item.id) as [T['id'], ...T['id'][]];

export const regionSchema = z.enum(REGIONS);
export const programTypeSchema = z.enum(ids(PROGRAM_TYPES));
export const sizeBucketSchema = z.enum(ids(SIZE_BUCKETS));
export const testPolicySchema = z.enum(ids(TEST_POLICIES));
export const controlSchema = z.enum(CONTROLS);
export const localeKindSchema = z.enum(LOCALE_KINDS);
export const incomeBandSchema = z.enum(ids(INCOME_BANDS));
