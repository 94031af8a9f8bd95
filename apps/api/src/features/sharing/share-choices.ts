import type { Kysely } from 'kysely';
import type { FormerStudent, LastChoices, ShareScopes } from '@campuspath/contract/sharing';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { defaultScopesJson, readScopes, writeScopes } from './share-scopes.ts';

/**
 * A student's choices for each parent, kept beyond one invitation (former_viewers and
 * invitations.scopes, migration 0012): inviting an address again starts from the switches the
 * student last chose for it, never silently from the defaults; and a parent the student stopped
 * sharing with is told so. This module is the only one that names former_viewers.
 */

const normalEmail = (email: string) => email.trim().toLowerCase();

/** Keeps a parent's switches and address when the student revokes their share (inside the revoke). */
export async function rememberFormerViewer(
  db: Kysely<Database>,
  share: { user_id: string; viewer_id: string | null; scopes: string },
  endedAt: string,
): Promise<void> {
  if (!share.viewer_id) return;
  const parent = await db.selectFrom('users').select('email').where('id', '=', share.viewer_id).executeTakeFirst();
  if (!parent) return;
  const row = {
    user_id: share.user_id,
    email: normalEmail(parent.email),
    viewer_id: share.viewer_id,
    scopes: share.scopes,
    ended_at: endedAt,
  };
  await db
    .insertInto('former_viewers')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'email']).doUpdateSet({ viewer_id: row.viewer_id, scopes: row.scopes, ended_at: endedAt }),
    )
    .execute();
}

/** The parent follows the student again: they are no longer a former viewer. */
export async function forgetFormerViewer(db: Kysely<Database>, studentId: string, parentId: string): Promise<void> {
  await db.deleteFrom('former_viewers').where('user_id', '=', studentId).where('viewer_id', '=', parentId).execute();
}

/**
 * Per address the student invited or stopped sharing with, the newest switches chosen for it:
 * what "Invite" starts from for that address.
 */
export async function lastChoices(db: Kysely<Database>, studentId: string): Promise<LastChoices[]> {
  const [former, invitations] = await Promise.all([
    db.selectFrom('former_viewers').select(['email', 'scopes', 'ended_at']).where('user_id', '=', studentId).execute(),
    db
      .selectFrom('invitations')
      .select(['email', 'scopes', 'created_at'])
      .where('user_id', '=', studentId)
      .where('kind', '=', 'parent')
      .where('email', 'is not', null)
      .orderBy('created_at')
      .execute(),
  ]);
  const byEmail = new Map<string, LastChoices>();
  const offer = (email: string, scopes: string, from: LastChoices['from'], at: string) => {
    const key = normalEmail(email);
    const known = byEmail.get(key);
    if (!known || known.at <= at) byEmail.set(key, { email: key, scopes: readScopes(scopes), from, at });
  };
  for (const row of invitations) offer(row.email!, row.scopes ?? defaultScopesJson('parent'), 'invitation', row.created_at);
  for (const row of former) offer(row.email, row.scopes, 'viewer', row.ended_at);
  return [...byEmail.values()].sort((a, b) => b.at.localeCompare(a.at));
}

/** The students who stopped sharing with this parent (and whom they do not follow again). */
export async function formerStudents(db: Kysely<Database>, parentId: string): Promise<FormerStudent[]> {
  const rows = await db
    .selectFrom('former_viewers')
    .innerJoin('users', 'users.id', 'former_viewers.user_id')
    .select(['users.id', 'users.name', 'former_viewers.ended_at'])
    .where('former_viewers.viewer_id', '=', parentId)
    .orderBy('former_viewers.ended_at', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, endedAt: row.ended_at }));
}

/**
 * A viewer's read of a student they may not see: when the student stopped sharing with this
 * parent, a 404 that says so (the parent knew the student; nobody else learns anything), else null
 * for the usual not-found answer.
 */
export async function stoppedSharingError(db: Kysely<Database>, viewerId: string, studentId: string): Promise<HttpError | null> {
  const row = await db
    .selectFrom('former_viewers')
    .innerJoin('users', 'users.id', 'former_viewers.user_id')
    .select(['users.name'])
    .where('former_viewers.user_id', '=', studentId)
    .where('former_viewers.viewer_id', '=', viewerId)
    .executeTakeFirst();
  return row ? new HttpError(404, 'sharing_stopped', `${row.name} stopped sharing their plan with you.`) : null;
}

/** The JSON list an invitation keeps of the switches chosen for it. */
export const scopesJson = (scopes: ShareScopes | undefined): string => (scopes ? writeScopes(scopes) : defaultScopesJson('parent'));
