import type { Kysely } from 'kysely';
import type { FormerStudent, LastChoices, ShareScopes } from '@campuspath/contract/sharing';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { findUserColumns, listUserColumns } from '../auth/users.store.ts';
import {
  deleteFormerViewer,
  isFormerViewer,
  listFormerStudentsOf,
  listFormerViewersOf,
  upsertFormerViewer,
} from './former-viewers.store.ts';
import { listParentInvitationChoices } from './invitations.store.ts';
import { defaultScopesJson, readScopes, writeScopes } from './share-scopes.ts';

/**
 * A student's choices for each parent, kept beyond one invitation (former_viewers and
 * invitations.scopes, migration 0013): inviting an address again starts from the switches the
 * student last chose for it, never silently from the defaults; and a parent the student stopped
 * sharing with is told so.
 */

const normalEmail = (email: string) => email.trim().toLowerCase();

/** Keeps a parent's switches and address when the student revokes their share (inside the revoke). */
export async function rememberFormerViewer(
  db: Kysely<Database>,
  share: { user_id: string; viewer_id: string | null; scopes: string },
  endedAt: string,
): Promise<void> {
  if (!share.viewer_id) return;
  const parent = await findUserColumns(db, share.viewer_id, ['email']);
  if (!parent) return;
  await upsertFormerViewer(db, {
    user_id: share.user_id,
    email: normalEmail(parent.email),
    viewer_id: share.viewer_id,
    scopes: share.scopes,
    ended_at: endedAt,
  });
}

/** The parent follows the student again: they are no longer a former viewer. */
export const forgetFormerViewer = deleteFormerViewer;

/**
 * Per address the student invited or stopped sharing with, the newest switches chosen for it:
 * what "Invite" starts from for that address.
 */
export async function lastChoices(db: Kysely<Database>, studentId: string): Promise<LastChoices[]> {
  const [former, invitations] = await Promise.all([listFormerViewersOf(db, studentId), listParentInvitationChoices(db, studentId)]);
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
  const rows = await listFormerStudentsOf(db, parentId);
  const names = new Map(
    (
      await listUserColumns(
        db,
        rows.map((row) => row.user_id),
        ['name'],
      )
    ).map((user) => [user.id, user.name]),
  );
  return rows.flatMap((row) => {
    const name = names.get(row.user_id);
    return name === undefined ? [] : [{ id: row.user_id, name, endedAt: row.ended_at }];
  });
}

/**
 * A viewer's read of a student they may not see: when the student stopped sharing with this
 * parent, a 404 that says so (the parent knew the student; nobody else learns anything), else null
 * for the usual not-found answer.
 */
export async function stoppedSharingError(db: Kysely<Database>, viewerId: string, studentId: string): Promise<HttpError | null> {
  if (!(await isFormerViewer(db, studentId, viewerId))) return null;
  const student = await findUserColumns(db, studentId, ['name']);
  return student
    ? new HttpError(404, 'sharing_stopped', /*i18n*/ { id: '{name} stopped sharing their plan with you.', values: { name: student.name } })
    : null;
}

/** The JSON list an invitation keeps of the switches chosen for it. */
export const scopesJson = (scopes: ShareScopes | undefined): string => (scopes ? writeScopes(scopes) : defaultScopesJson('parent'));
