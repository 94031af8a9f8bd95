import type { EssayConflict, EssayResponse, UpdateEssayBody } from '@campuspath/contract/essays';
import { ApiRequestError, apiSend } from '../../../lib/api-client.ts';

/**
 * PATCH /essays/{id}. Used through the editor's save queue (essay-save-queue.ts), which sends the
 * version each change was made to and handles 409 version conflicts.
 */
export const patchEssay = (id: string, body: UpdateEssayBody) => apiSend<EssayResponse>('PATCH', `/essays/${encodeURIComponent(id)}`, body);

/** The stored essay from a 409 `version_conflict` answer, or null for any other error. */
export function versionConflict(error: unknown): EssayConflict['current'] | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.body?.error !== 'version_conflict') return null;
  const current = (error.body as unknown as Partial<EssayConflict>).current;
  return current && typeof current === 'object' ? current : null;
}
