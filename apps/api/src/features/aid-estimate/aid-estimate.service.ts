import type { Kysely } from 'kysely';
import { type AidEstimateInput, aidEstimateInputSchema } from '@campuspath/contract/aid-estimate-input';
import { estimateAid, type SavedAidEstimate } from '@campuspath/contract/aid-estimate';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { readJsonValue } from '../../lib/json-column.ts';
import { viewableStudent } from '../sharing/access.ts';
import { deleteAidEstimate, findAidEstimateRow, upsertAidEstimate } from './aid-estimate.store.ts';

export interface AidEstimateDeps {
  db: Kysely<Database>;
  now: Clock;
}

/**
 * The account's saved estimate, computed now from the saved inputs with the current tables.
 * Inputs a later version of the form no longer accepts, or a row that is not JSON, read as no
 * estimate rather than a wrong one or an error.
 */
export async function getAidEstimate(deps: Pick<AidEstimateDeps, 'db'>, userId: string): Promise<SavedAidEstimate | null> {
  const row = await findAidEstimateRow(deps.db, userId);
  if (!row) return null;
  const inputs = readJsonValue<AidEstimateInput | null>(row.inputs, aidEstimateInputSchema, null);
  if (!inputs) return null;
  const estimate = estimateAid(inputs);
  return { inputs, awardYear: estimate.awardYear, sai: estimate.sai, pell: estimate.pell, updatedAt: row.updated_at };
}

export async function saveAidEstimate(deps: AidEstimateDeps, userId: string, inputs: AidEstimateInput): Promise<SavedAidEstimate> {
  await upsertAidEstimate(deps.db, userId, JSON.stringify(inputs), deps.now().toISOString());
  return (await getAidEstimate(deps, userId))!;
}

export async function removeAidEstimate(deps: Pick<AidEstimateDeps, 'db'>, userId: string): Promise<void> {
  await deleteAidEstimate(deps.db, userId);
}

/** A parent's or counselor's read: only while the student shares costs with them (404 otherwise). */
export async function studentAidEstimate(deps: AidEstimateDeps, viewerId: string, studentId: string): Promise<SavedAidEstimate | null> {
  await viewableStudent(deps.db, viewerId, studentId, 'costs', deps.now());
  return getAidEstimate(deps, studentId);
}
