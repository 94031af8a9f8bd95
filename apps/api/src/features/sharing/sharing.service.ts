import type { Kysely } from 'kysely';
import type { AccountLocale } from '@campuspath/contract/auth-terms';
import type { SharingResponse, UpdateShareBody, Viewer } from '@campuspath/contract/sharing';
import {
  INVITATION_FOR_ANOTHER_ADDRESS_MESSAGE,
  INVITATION_NEEDS_VERIFIED_ADDRESS_MESSAGE,
  PARENT_INVITATION_DAYS,
  isEmailSafeName,
  type ViewerKind,
} from '@campuspath/contract/sharing-terms';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound, refuseField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { requireRole } from './access.ts';
import { shownAddress } from '../auth/users.ts';
import { listUserColumns, requireUserColumns } from '../auth/users.store.ts';
import { findStudentSchool, findStudentSchoolId, listHighSchoolNames } from '../high-schools/high-schools.store.ts';
import { claimInvitation, issueInvitation, peekInvitation } from './invitations.service.ts';
import { listOpenParentInvitations, revokeParentInvitation } from './invitations.store.ts';
import { forgetFormerViewer, lastChoices, rememberFormerViewer, scopesJson } from './share-choices.ts';
import {
  deleteSchoolShares,
  deleteShare,
  findShare,
  insertShare,
  listShareViews,
  listSharesOf,
  updateShareScopes,
} from './sharing.store.ts';
import { defaultScopesJson, readScopes, refuseScopesNotOffered, writeScopes } from './share-scopes.ts';
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

export const VIEWER_NOT_FOUND = /*i18n*/ 'Viewer not found';
export const INVITATION_NOT_FOUND = /*i18n*/ 'Invitation not found';

type ShareRow = { id: string; viewer_id: string | null; high_school_id: string | null; scopes: string; created_at: string };

async function toViewers(db: Kysely<Database>, rows: ShareRow[]): Promise<Viewer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [shareViews, schools] = await Promise.all([
    listShareViews(db, ids),
    listHighSchoolNames(
      db,
      rows.flatMap((row) => (row.high_school_id ? [row.high_school_id] : [])),
    ),
  ]);
  // Parents by name and address, and whoever looked (a parent, or one of the school's counselors).
  const people = await listUserColumns(
    db,
    [...new Set([...rows.flatMap((row) => (row.viewer_id ? [row.viewer_id] : [])), ...shareViews.map((view) => view.viewer_id)])],
    ['name', 'email', 'pending_email'],
  );
  const names = new Map([...people.map((person) => [person.id, person.name] as const), ...schools]);
  const emails = new Map(people.map((person) => [person.id, shownAddress(person).email]));
  const views = shareViews.flatMap((view) => {
    const name = names.get(view.viewer_id);
    return name === undefined ? [] : [{ share_id: view.share_id, viewed_at: view.viewed_at, name }];
  });
  return rows.map((row) => {
    const kind: ViewerKind = row.viewer_id ? 'parent' : 'counselors';
    return {
      id: row.id,
      kind,
      name: names.get((row.viewer_id ?? row.high_school_id)!) ?? '',
      email: row.viewer_id ? (emails.get(row.viewer_id) ?? null) : null,
      scopes: readScopes(row.scopes),
      lastViewed: views.filter((view) => view.share_id === row.id).map((view) => ({ name: view.name, viewedAt: view.viewed_at })),
      createdAt: row.created_at,
    };
  });
}

/** `GET /api/sharing`: viewers (parents by name, then the school's counselors), pending invitations, the school switch. */
export async function getSharing(deps: SharingDeps, userId: string): Promise<SharingResponse> {
  await requireRole(deps.db, userId, 'student', 'share a plan');
  const now = deps.now().toISOString();
  const [shares, invitations, school] = await Promise.all([
    listSharesOf(deps.db, userId),
    listOpenParentInvitations(deps.db, userId, now),
    findStudentSchool(deps.db, userId),
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
    school: school ? { id: school.id, name: school.name, shared: shares.some((share) => share.high_school_id === school.id) } : null,
    lastChoices: await lastChoices(deps.db, userId),
  };
}

/**
 * A parent invitation (single use, PARENT_INVITATION_DAYS), to `email` or to nobody in particular,
 * with the switches the parent will get (the parent defaults when none are sent); returns the
 * token for the link, and whether it may be emailed: only to an address, on behalf of a verified,
 * non-demo account, under a name fit for an email to someone else (isEmailSafeName).
 */
export async function inviteParent(
  deps: SharingDeps,
  userId: string,
  body: { email?: string | undefined; scopes?: ShareScopes | undefined; locale?: AccountLocale | undefined },
) {
  const { email, scopes } = body;
  await requireRole(deps.db, userId, 'student', 'invite a parent');
  if (scopes) refuseScopesNotOffered('parent', scopes);
  const student = await requireUserColumns(deps.db, userId, ['name', 'email', 'is_demo', 'email_verified_at', 'locale']);
  // The student's own language unless they chose the parent's.
  const locale = body.locale ?? student.locale;
  if (student.email === email) {
    throw refuseField('email', /*i18n*/ 'Enter your parent’s email address, not your own');
  }
  // Email goes out only on behalf of a verified, non-demo account with a name fit for it; otherwise
  // the link is only shown to copy. An emailed link is for its address only (acceptParentInvitation).
  const sendEmail = email !== undefined && !student.is_demo && student.email_verified_at !== null && isEmailSafeName(student.name);
  const invitation = await issueInvitation(
    deps.db,
    {
      kind: 'parent',
      userId,
      highSchoolId: null,
      email: email ?? null,
      days: PARENT_INVITATION_DAYS,
      emailed: sendEmail,
      scopes: scopesJson(scopes),
      locale,
    },
    deps.now(),
  );
  return { ...invitation, studentName: student.name, sendEmail, locale };
}

/** Revokes a pending invitation of the student's: its link stops working. */
export async function revokeInvitation(deps: SharingDeps, userId: string, id: string): Promise<void> {
  if (!(await revokeParentInvitation(deps.db, userId, id, deps.now().toISOString()))) throw notFound(INVITATION_NOT_FOUND);
}

/**
 * A parent account accepts a student's invitation: it becomes a viewer with the switches the
 * student chose for the invitation. An emailed invitation is for its address: only a parent
 * account whose verified address it is may use it (403 otherwise, and the link still works for the
 * right account). A link the student copied (without an address, or not emailed) works for any
 * parent account they give it to, and the student sees whose (Viewer.email). Returns the student
 * it follows now.
 */
export async function acceptParentInvitation(deps: SharingDeps, parentId: string, token: string): Promise<{ studentId: string }> {
  await requireRole(deps.db, parentId, 'parent', 'accept a parent invitation');
  const now = deps.now().toISOString();
  const parent = await requireUserColumns(deps.db, parentId, ['email', 'email_verified_at']);
  return deps.db.transaction().execute(async (trx) => {
    const invitation = await claimInvitation(trx, 'parent', token, deps.now());
    // Thrown inside the transaction: the claim is undone and the link keeps working.
    const emailed = Number(invitation.emailed) === 1;
    if (emailed && invitation.email !== parent.email) {
      throw new HttpError(403, 'invitation_for_another_address', INVITATION_FOR_ANOTHER_ADDRESS_MESSAGE);
    }
    if (emailed && parent.email_verified_at === null) {
      throw new HttpError(403, 'email_not_verified', INVITATION_NEEDS_VERIFIED_ADDRESS_MESSAGE);
    }
    await insertShare(trx, {
      id: newId(),
      user_id: invitation.user_id,
      viewer_id: parentId,
      high_school_id: null,
      scopes: invitation.scopes ?? defaultScopesJson('parent'),
      created_at: now,
      updated_at: now,
    });
    await forgetFormerViewer(trx, invitation.user_id, parentId);
    return { studentId: invitation.user_id };
  });
}

/** Whose invitation a parent link is, and the address it went to: the landing page names them before anyone signs in. */
export async function previewParentInvitation(deps: SharingDeps, token: string): Promise<InvitationPreviewResponse> {
  const invitation = await peekInvitation(deps.db, 'parent', token, deps.now());
  const student = await requireUserColumns(deps.db, invitation.user_id, ['name']);
  return { studentName: student.name, email: invitation.email, expiresAt: invitation.expires_at, locale: invitation.locale ?? 'en' };
}

async function requireShare(db: Kysely<Database>, userId: string, id: string): Promise<ShareRow> {
  const row = await findShare(db, userId, id);
  if (!row) throw notFound(VIEWER_NOT_FOUND);
  return row;
}

/** Switches some of a viewer's scopes; the viewer's next request sees the change. */
export async function updateShare(deps: SharingDeps, userId: string, id: string, body: UpdateShareBody): Promise<Viewer> {
  const row = await requireShare(deps.db, userId, id);
  refuseScopesNotOffered(row.viewer_id ? 'parent' : 'counselors', body.scopes);
  const scopes = { ...readScopes(row.scopes) };
  for (const [scope, on] of Object.entries(body.scopes)) if (on !== undefined) scopes[scope as keyof typeof scopes] = on;
  const json = writeScopes(scopes);
  await updateShareScopes(deps.db, userId, id, json, deps.now().toISOString());
  const [viewer] = await toViewers(deps.db, [{ ...row, scopes: json }]);
  return viewer!;
}

/** Ends a viewer's access at once; a parent's switches and address are kept for a later invitation. */
export async function revokeShare(deps: SharingDeps, userId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await findShare(trx, userId, id);
    if (!row || !(await deleteShare(trx, userId, id))) throw notFound(VIEWER_NOT_FOUND);
    await rememberFormerViewer(trx, { user_id: userId, viewer_id: row.viewer_id, scopes: row.scopes }, deps.now().toISOString());
  });
}

/** "Share with my school's counselors": on creates the share with the counselor defaults, off removes it. */
export async function setSchoolShare(deps: SharingDeps, userId: string, shared: boolean): Promise<SharingResponse> {
  await requireRole(deps.db, userId, 'student', 'share a plan');
  const highSchoolId = await findStudentSchoolId(deps.db, userId);
  if (!highSchoolId)
    throw new HttpError(409, 'no_high_school', /*i18n*/ 'Join your high school with its code first, then share with its counselors.');
  if (shared) {
    const now = deps.now().toISOString();
    await insertShare(deps.db, {
      id: newId(),
      user_id: userId,
      viewer_id: null,
      high_school_id: highSchoolId,
      scopes: defaultScopesJson('counselors'),
      created_at: now,
      updated_at: now,
    });
  } else {
    await deleteSchoolShares(deps.db, userId);
  }
  return getSharing(deps, userId);
}
