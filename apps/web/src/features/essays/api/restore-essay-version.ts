import type { EssayResponse } from '@campuspath/contract/essays';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * POST /essays/{id}/versions/{versionId}/restore, naming the essay version it replaces. Used
 * through the editor's save queue, which knows the current version.
 */
export const postRestoreEssayVersion = (essayId: string, versionId: string, version: number) =>
  apiSend<EssayResponse>('POST', `/essays/${encodeURIComponent(essayId)}/versions/${encodeURIComponent(versionId)}/restore`, { version });
