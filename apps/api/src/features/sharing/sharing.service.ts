import type { Kysely } from 'kysely';
import type { SharingResponse, UpdateShareBody, Viewer } from '@campuspath/contract/sharing';
import { PARENT_INVITATION_DAYS, type ViewerKind } from '@campuspath/contract/sharing-terms';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { requireRole } from './access.ts';
import { claimInvitation, issueInvitation, peekInvitation } from './invitations.service.ts';
import { forgetFormerViewer, lastChoices, rememberFormerViewer, scopesJson } from './share-choices.ts';
import { defaultScopesJson, readScopes, writeScopes } from './share-scopes.ts';
import type { InvitationPreviewResponse, ShareScopes } from '@campuspath/contract/sharing';

/**
 * "Who can see my plan": the student's viewers (parents who accepted an invitation,
 * and their school's counselors once switched on), the switches of each, revoking, and parent
 * invitations. Only the student manages these; viewers read through access.ts.
 */
export interface SharingDeps {
  db: Kysely<Database>;
  now: () => Date;
}

export const VIEWER_NOT_FOUND = 'Viewer not found';
export const INVITATION_NOT_FOUND = 'Invitation not found';

type ShareRow = { id: string; viewer_id: string | null; high_school_id: string | null; scopes: string; created_at: string };

async function toViewers(db: Kysely<Database>, rows: ShareRow[]): Promise<Viewer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [parents, schools, views] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', rows.flatMap((row) => (row.viewer_id ? [row.viewer_id] : [])).concat(''))
      .execute(),
    db
      .selectFrom('high_schools')
      .select(['id', 'name'])
      .where('id', 'in', rows.flatMap((row) => (row.high_school_id ? [row.high_school_id] : [])).concat(''))
      .execute(),
    db
      .selectFrom('share_views')
      .innerJoin('users', 'users.id', 'share_views.viewer_id')
      .select(['share_views.share_id', 'share_views.viewed_at', 'users.name'])
      .where('share_views.share_id', 'in', ids)
      .orderBy('share_views.viewed_at', 'desc')
      .execute(),
  ]);
  const names = new Map([...parents, ...schools].map((row) => [row.id, row.name]));
  return rows.map((row) => {
    const kind: ViewerKind = row.viewer_id ? 'parent' : 'counselors';
    return {
      id: row.id,
      kind,
      name: names.get((row.viewer_id ?? row.high_school_id)!) ?? '',
      scopes: readScopes(row.scopes),
      lastViewed: views.filter((view) => view.share_id === row.id).map((view) => ({ name: view.name, viewedAt: view.viewed_at })),
      createdAt: row.created_at,
    };
  });
}

const shareColumns = ['id', 'viewer_id', 'high_school_id', 'scopes', 'created_at'] as const;

/** `GET /api/sharing`: viewers (parents by name, then the school's counselors), pending invitations, the school switch. */
export async function getSharing(deps: SharingDeps, userId: string): Promise<SharingResponse> {
  await requireRole(deps.db, userId, 'student', 'share a plan');
  const now = deps.now().toISOString();
  const [shares, invitations, school] = await Promise.all([
    deps.db.selectFrom('shares').select(shareColumns).where('user_id', '=', userId).orderBy('created_at').execute(),
    deps.db
      .selectFrom('invitations')
      .select(['id', 'email', 'scopes', 'created_at', 'expires_at'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'parent')
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at')
      .execute(),
    deps.db
      .selectFrom('high_school_students')
      .innerJoin('high_schools', 'high_schools.id', 'high_school_students.high_school_id')
      .select(['high_schools.id', 'high_schools.name'])
      .where('high_school_students.user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return {
    viewers: await toViewers(deps.db, shares),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      scopes: readScopes(row.scopes ?? defaultScopesJson('parent')),
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    })),
    school: school ? { ...school, shared: shares.some((share) => share.high_school_id === school.id) } : null,
    lastChoices: await lastChoices(deps.db, userId),
  };
}

/**
 * A parent invitation (single use, PARENT_INVITATION_DAYS) with the switches the parent will get
 * (the parent defaults when none are sent); returns the token for the link and the email.
 */
export async function inviteParent(deps: SharingDeps, userId: string, email: string, scopes?: ShareScopes) {
  await requireRole(deps.db, userId, 'student', 'invite a parent');
  const student = await deps.db
    .selectFrom('users')
    .select(['name', 'email', 'is_demo', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (student.email === email) {
    throw new HttpError(400, 'invalid_request', 'Enter your parent’s email address, not your own', {
      email: 'Enter your parent’s email address, not your own',
    });
  }
  const invitation = await issueInvitation(
    deps.db,
    { kind: 'parent', userId, highSchoolId: null, email, days: PARENT_INVITATION_DAYS, scopes: scopesJson(scopes) },
    deps.now(),
  );
  // Email goes out only on behalf of a verified, non-demo account (as with every email since issue
  // 18); otherwise the link is only shown to copy.
  return { ...invitation, studentName: student.name, sendEmail: !student.is_demo && student.email_verified_at !== null };
}

/** Revokes a pending invitation of the student's: its link stops working. */
export async function revokeInvitation(deps: SharingDeps, userId: string, id: string): Promise<void> {
  const result = await deps.db
    .updateTable('invitations')
    .set({ revoked_at: deps.now().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', 'parent')
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(INVITATION_NOT_FOUND);
}

/**
 * A parent account accepts a student's invitation: it becomes a viewer with the switches the
 * student chose for the invitation. Returns the student it follows now.
 */
export async function acceptParentInvitation(deps: SharingDeps, parentId: string, token: string): Promise<{ studentId: string }> {
  await requireRole(deps.db, parentId, 'parent', 'accept a parent invitation');
  const now = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const invitation = await claimInvitation(trx, 'parent', token, deps.now());
    await trx
      .insertInto('shares')
      .values({
        id: newId(),
        user_id: invitation.user_id,
        viewer_id: parentId,
        high_school_id: null,
        scopes: invitation.scopes ?? defaultScopesJson('parent'),
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'viewer_id']).doNothing())
      .execute();
    await forgetFormerViewer(trx, invitation.user_id, parentId);
    return { studentId: invitation.user_id };
  });
}

/** Whose invitation a parent link is, and the address it went to: the landing page names them before anyone signs in. */
export async function previewParentInvitation(deps: SharingDeps, token: string): Promise<InvitationPreviewResponse> {
  const invitation = await peekInvitation(deps.db, 'parent', token, deps.now());
  const student = await deps.db.selectFrom('users').select('name').where('id', '=', invitation.user_id).executeTakeFirstOrThrow();
  return { studentName: student.name, email: invitation.email, expiresAt: invitation.expires_at };
}

async function requireShare(db: Kysely<Database>, userId: string, id: string): Promise<ShareRow> {
  const row = await db.selectFrom('shares').select(shareColumns).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(VIEWER_NOT_FOUND);
  return row;
}

/** Switches some of a viewer's scopes; the viewer's next request sees the change. */
export async function updateShare(deps: SharingDeps, userId: string, id: string, body: UpdateShareBody): Promise<Viewer> {
  const row = await requireShare(deps.db, userId, id);
  const scopes = { ...readScopes(row.scopes) };
  for (const [scope, on] of Object.entries(body.scopes)) if (on !== undefined) scopes[scope as keyof typeof scopes] = on;
  const json = writeScopes(scopes);
  await deps.db
    .updateTable('shares')
    .set({ scopes: json, updated_at: deps.now().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
  const [viewer] = await toViewers(deps.db, [{ ...row, scopes: json }]);
  return viewer!;
}

/** Ends a viewer's access at once; a parent's switches and address are kept for a later invitation. */
export async function revokeShare(deps: SharingDeps, userId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('shares')
      .select(['user_id', 'viewer_id', 'scopes'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound(VIEWER_NOT_FOUND);
    await trx.deleteFrom('shares').where('id', '=', id).where('user_id', '=', userId).execute();
    await rememberFormerViewer(trx, row, deps.now().toISOString());
  });
}

/** "Share with my school's counselors": on creates the share with the counselor defaults, off removes it. */
export async function setSchoolShare(deps: SharingDeps, userId: string, shared: boolean): Promise<SharingResponse> {
  await requireRole(deps.db, userId, 'student', 'share a plan');
  const school = await deps.db.selectFrom('high_school_students').select('high_school_id').where('user_id', '=', userId).executeTakeFirst();
  if (!school) throw new HttpError(409, 'no_high_school', 'Join your high school with its code first, then share with its counselors.');
  if (shared) {
    const now = deps.now().toISOString();
    await deps.db
      .insertInto('shares')
      .values({
        id: newId(),
        user_id: userId,
        viewer_id: null,
        high_school_id: school.high_school_id,
        scopes: defaultScopesJson('counselors'),
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'high_school_id']).doNothing())
      .execute();
  } else {
    await deps.db.deleteFrom('shares').where('user_id', '=', userId).where('high_school_id', 'is not', null).execute();
  }
  return getSharing(deps, userId);
}
