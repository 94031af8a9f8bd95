import type { Kysely } from 'kysely';
import {
  ESSAY_VERSION_INTERVAL_MINUTES,
  ESSAY_VERSION_LIMIT,
  ESSAY_VERSION_SUBSTANTIAL_CHARS,
  countWords,
} from '@campuspath/contract/essays-terms';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { deleteVersionsBeyond, findLatestVersionRow, insertVersion } from './essay-versions.store.ts';

/**
 * How many characters were edited between two texts: the length of the longer one less the part
 * both start with and the part both end with. Replacing a paragraph counts its length even when
 * the overall length stays the same.
 */
export function editedSpan(before: string, after: string): number {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix += 1;
  let suffix = 0;
  while (suffix < shorter - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) {
    suffix += 1;
  }
  return Math.max(before.length, after.length) - prefix - suffix;
}

export interface LatestCopy {
  body: string;
  createdAt: string;
}

/**
 * The history rule of essays-terms.ts: keep a copy of the new text when there is none yet, when
 * the newest copy is at least ESSAY_VERSION_INTERVAL_MINUTES old, or when the text moved at least
 * ESSAY_VERSION_SUBSTANTIAL_CHARS characters away from it.
 */
export function shouldKeepCopy(latest: LatestCopy | undefined, nextBody: string, now: Date): boolean {
  if (!latest) return nextBody.trim() !== '';
  if (latest.body === nextBody) return false;
  const ageMs = now.getTime() - Date.parse(latest.createdAt);
  return ageMs >= ESSAY_VERSION_INTERVAL_MINUTES * 60_000 || editedSpan(latest.body, nextBody) >= ESSAY_VERSION_SUBSTANTIAL_CHARS;
}

export async function latestCopy(db: Kysely<Database>, userId: string, essayId: string): Promise<LatestCopy | undefined> {
  const row = await findLatestVersionRow(db, userId, essayId);
  return row ? { body: row.body, createdAt: row.created_at } : undefined;
}

/** Stores a copy of `body` and removes the oldest copies beyond ESSAY_VERSION_LIMIT. */
export async function keepCopy(db: Kysely<Database>, userId: string, essayId: string, body: string, now: Date): Promise<void> {
  await insertVersion(db, {
    id: newId(),
    essay_id: essayId,
    user_id: userId,
    body,
    word_count: countWords(body),
    created_at: now.toISOString(),
  });
  await deleteVersionsBeyond(db, userId, essayId, ESSAY_VERSION_LIMIT);
}

/** After a save that set the text to `nextBody`: keeps a copy when the history rule says so. */
export async function keepCopyIfDue(db: Kysely<Database>, userId: string, essayId: string, nextBody: string, now: Date): Promise<void> {
  if (shouldKeepCopy(await latestCopy(db, userId, essayId), nextBody, now)) await keepCopy(db, userId, essayId, nextBody, now);
}

/**
 * Before a conflict's resolution overwrites a text saved elsewhere: keeps that text in the history
 * (dated a moment before the new text's copy, so the history reads in order), unless the newest
 * copy already holds it.
 */
export async function keepReplacedCopy(db: Kysely<Database>, userId: string, essayId: string, body: string, now: Date): Promise<void> {
  if (body.trim() === '' || (await latestCopy(db, userId, essayId))?.body === body) return;
  await keepCopy(db, userId, essayId, body, new Date(now.getTime() - 1));
}
