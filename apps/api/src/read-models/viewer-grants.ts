import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Read model `viewer-grants` (shares, high_school_counselors, high_school_students, users): the
 * students a viewer may see and how, the authorization check behind every read of another
 * person's data (features/sharing/access.ts). A parent's grant is a share naming them; a
 * counselor's is the share with their school, only while the student still belongs to it and
 * the counselor still counsels it. One query each way on every such request, so a revoked share
 * or a left school takes effect on the viewer's next request.
 */
export async function listGrants(db: Kysely<Database>, viewerId: string, studentId?: string) {
  let asParent = db
    .selectFrom('shares')
    .innerJoin('users', 'users.id', 'shares.user_id')
    .select(['shares.id', 'shares.scopes', 'users.id as student_id', 'users.name', 'users.graduation_year', 'users.is_demo'])
    .where('shares.viewer_id', '=', viewerId);
  let asCounselor = db
    .selectFrom('shares')
    .innerJoin('high_school_counselors as hc', (join) =>
      join.onRef('hc.high_school_id', '=', 'shares.high_school_id').on('hc.user_id', '=', viewerId),
    )
    .innerJoin('high_school_students as hs', (join) =>
      join.onRef('hs.user_id', '=', 'shares.user_id').onRef('hs.high_school_id', '=', 'shares.high_school_id'),
    )
    .innerJoin('users', 'users.id', 'shares.user_id')
    .select(['shares.id', 'shares.scopes', 'users.id as student_id', 'users.name', 'users.graduation_year', 'users.is_demo']);
  if (studentId !== undefined) {
    asParent = asParent.where('shares.user_id', '=', studentId);
    asCounselor = asCounselor.where('shares.user_id', '=', studentId);
  }
  const [parents, counselors] = await Promise.all([asParent.execute(), asCounselor.execute()]);
  return { parents, counselors };
}
