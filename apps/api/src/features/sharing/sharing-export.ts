import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lastChoices } from './share-choices.ts';
import { readScopes } from './share-scopes.ts';

/**
 * Part of "Download all my data": the high schools the account belongs to, what a
 * student shares and with whom (with when each viewer last looked), the invitations they sent and
 * the switches last chosen for each address,
 * counselors' notes on their applications and essays, and the students a parent or counselor follows. Token and code hashes are left out, like every
 * other secret of the export.
 */
export async function exportSharing(db: Kysely<Database>, userId: string): Promise<Record<string, unknown>> {
  const [counseled, attended, shares, views, invitations, following, notes, choices] = await Promise.all([
    db
      .selectFrom('high_school_counselors')
      .innerJoin('high_schools', 'high_schools.id', 'high_school_counselors.high_school_id')
      .select([
        'high_schools.id',
        'high_schools.name',
        'high_schools.city',
        'high_schools.state',
        'high_school_counselors.created_at as joined_at',
      ])
      .where('high_school_counselors.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('high_school_students')
      .innerJoin('high_schools', 'high_schools.id', 'high_school_students.high_school_id')
      .select(['high_schools.id', 'high_schools.name', 'high_schools.city', 'high_schools.state', 'high_school_students.joined_at'])
      .where('high_school_students.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('shares')
      .leftJoin('users as viewer', 'viewer.id', 'shares.viewer_id')
      .leftJoin('high_schools', 'high_schools.id', 'shares.high_school_id')
      .select([
        'shares.id',
        'shares.scopes',
        'shares.created_at',
        'shares.updated_at',
        'viewer.name as viewer_name',
        'high_schools.name as school_name',
      ])
      .where('shares.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('share_views')
      .innerJoin('shares', 'shares.id', 'share_views.share_id')
      .innerJoin('users', 'users.id', 'share_views.viewer_id')
      .select(['share_views.share_id', 'share_views.viewed_at', 'users.name'])
      .where('shares.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('invitations')
      .select(['id', 'kind', 'email', 'high_school_id', 'created_at', 'expires_at', 'used_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('shares')
      .innerJoin('users', 'users.id', 'shares.user_id')
      .select(['users.name as student_name', 'shares.scopes', 'shares.created_at'])
      .where('shares.viewer_id', '=', userId)
      .execute(),
    db
      .selectFrom('notes')
      .select(['id', 'target_kind', 'target_id', 'author_name', 'body', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    lastChoices(db, userId),
  ]);
  return {
    highSchools: [...counseled.map((row) => ({ ...row, as: 'counselor' })), ...attended.map((row) => ({ ...row, as: 'student' }))],
    sharedWith: shares.map((share) => ({
      id: share.id,
      viewer: share.viewer_name ?? `Counselors of ${share.school_name ?? 'my high school'}`,
      scopes: readScopes(share.scopes),
      lastViewed: views.filter((view) => view.share_id === share.id).map((view) => ({ name: view.name, viewedAt: view.viewed_at })),
      createdAt: share.created_at,
      updatedAt: share.updated_at,
    })),
    invitationsSent: invitations,
    // The switches last chosen for each address invited or stopped (a new invitation starts from them).
    lastChoices: choices,
    notes,
    following: following.map((row) => ({ student: row.student_name, scopes: readScopes(row.scopes), since: row.created_at })),
  };
}
