import { apiSend } from '../../../lib/api-client.ts';

/** DELETE /api/essays/:id. The essay editor calls it, then leaves the page before it forgets the essay's query. */
export const deleteEssay = (id: string) => apiSend<void>('DELETE', `/essays/${encodeURIComponent(id)}`);
