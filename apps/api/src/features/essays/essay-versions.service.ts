import type { EssayVersionResponse, EssayVersionSummary } from '@campuspath/contract/essays';
import { countWords } from '@campuspath/contract/essays-terms';
import { notFound } from '../../lib/errors.ts';
import { keepCopy, latestCopy } from './essay-history.ts';
import { findVersionRow, listVersionRows } from './essay-versions.store.ts';
import { updateEssayAt } from './essays.store.ts';
import { requireEssay, requireEssayRow, type EssayChangeResult, type EssaysDeps } from './essays.service.ts';

export const VERSION_NOT_FOUND = /*i18n*/ 'Version not found';
const PREVIEW_LENGTH = 160;

/** The essay's saved copies, newest first, without their full text (a preview only). */
export async function listEssayVersions(deps: EssaysDeps, userId: string, essayId: string): Promise<EssayVersionSummary[]> {
  await requireEssayRow(deps.db, userId, essayId);
  const rows = await listVersionRows(deps.db, userId, essayId);
  return rows.map((row) => {
    const flat = row.body.replace(/\s+/gu, ' ').trim();
    return {
      id: row.id,
      wordCount: Number(row.word_count),
      createdAt: row.created_at,
      preview: flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat,
    };
  });
}

export async function requireEssayVersion(
  deps: EssaysDeps,
  userId: string,
  essayId: string,
  versionId: string,
): Promise<EssayVersionResponse['version']> {
  await requireEssayRow(deps.db, userId, essayId);
  const row = await findVersionRow(deps.db, userId, essayId, versionId);
  if (!row) throw notFound(VERSION_NOT_FOUND);
  return { id: row.id, wordCount: Number(row.word_count), createdAt: row.created_at, body: row.body };
}

/**
 * Makes a saved copy the current text again, as a new version of the essay. The text it replaces
 * is kept in the history first (unless it is empty or already the newest copy), so nothing is lost.
 */
export async function restoreEssayVersion(
  deps: EssaysDeps,
  userId: string,
  essayId: string,
  versionId: string,
  expectedVersion: number,
): Promise<EssayChangeResult> {
  const copy = await requireEssayVersion(deps, userId, essayId, versionId);
  const now = deps.now();
  const applied = await deps.db.transaction().execute(async (trx) => {
    const essay = await requireEssayRow(trx, userId, essayId);
    if (Number(essay.version) !== expectedVersion) return false;
    const changes = { body: copy.body, word_count: countWords(copy.body), updated_at: now.toISOString() };
    // Another save won the race between the read and this compare-and-set.
    if (!(await updateEssayAt(trx, userId, essayId, expectedVersion, changes))) return false;
    const latest = await latestCopy(trx, userId, essayId);
    if (essay.body.trim() !== '' && latest?.body !== essay.body) await keepCopy(trx, userId, essayId, essay.body, now);
    return true;
  });
  const essay = await requireEssay(deps, userId, essayId);
  return applied ? { ok: true, essay } : { ok: false, current: essay };
}
