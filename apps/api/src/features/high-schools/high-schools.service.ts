import { PostgresAdapter, type Kysely } from 'kysely';
import type { CreateHighSchoolBody, HighSchool, JoinCodeResponse } from '@campuspath/contract/high-schools';
import {
  COUNSELOR_INVITATION_DAYS,
  COUNSELOR_INVITATIONS_FULL_MESSAGE,
  COUNSELOR_INVITATIONS_PENDING_MAX,
  HIGH_SCHOOLS_FULL_MESSAGE,
  HIGH_SCHOOLS_PER_COUNSELOR_MAX,
  JOIN_CODE_DAYS,
  JOIN_CODE_REPLACEMENTS_MESSAGE,
  JOIN_CODE_REPLACEMENTS_PER_DAY,
} from '@campuspath/contract/sharing-terms';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hitRateLimit } from '../../lib/rate-limit-store.ts';
import { quotaExceeded, withStudentLock } from '../../lib/student-lock.ts';
import { HIGH_SCHOOL_NOT_FOUND, membershipOf, requireCounselorOf, requireRole } from '../sharing/access.ts';
import { claimInvitation, hashJoinCode, invalidCode, issueInvitation, newJoinCode } from '../sharing/invitations.service.ts';

/**
 * High schools: a counselor creates one and invites other counselors by link; students
 * join with its code and may leave. A student belongs to at most one school; a school keeps at
 * least one counselor. Joining shares nothing: the student switches that on (sharing.service.ts).
 */
export interface HighSchoolsDeps {
  db: Kysely<Database>;
  now: () => Date;
}

async function toHighSchool(db: Kysely<Database>, id: string, membership: 'counselor' | 'student'): Promise<HighSchool> {
  const [school, counselors, students] = await Promise.all([
    db.selectFrom('high_schools').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    db
      .selectFrom('high_school_counselors')
      .innerJoin('users', 'users.id', 'high_school_counselors.user_id')
      .select(['users.id', 'users.name'])
      .where('high_school_counselors.high_school_id', '=', id)
      .orderBy('users.name')
      .execute(),
    db
      .selectFrom('high_school_students')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('high_school_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  const counselor = membership === 'counselor';
  return {
    id: school.id,
    name: school.name,
    city: school.city,
    state: school.state,
    membership,
    counselors,
    studentCount: counselor ? Number(students.count) : null,
    joinCodeExpiresAt: counselor ? school.join_code_expires_at : null,
  };
}

const joinCodeExpiry = (now: Date) => new Date(now.getTime() + JOIN_CODE_DAYS * 24 * 3_600_000).toISOString();

/** 400 naming the limit when the counselor already counsels HIGH_SCHOOLS_PER_COUNSELOR_MAX schools (call under their lock). */
async function requireRoomForSchool(db: Kysely<Database>, userId: string): Promise<void> {
  const held = await db
    .selectFrom('high_school_counselors')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(held.count) >= HIGH_SCHOOLS_PER_COUNSELOR_MAX) throw quotaExceeded(HIGH_SCHOOLS_FULL_MESSAGE);
}

/** A counselor creates a school and becomes its first counselor; the join code is shown this once. */
export async function createHighSchool(
  deps: HighSchoolsDeps,
  userId: string,
  body: Required<CreateHighSchoolBody>,
): Promise<{ highSchool: HighSchool; joinCode: JoinCodeResponse }> {
  await requireRole(deps.db, userId, 'counselor', 'create a high school');
  const now = deps.now();
  const id = newId();
  const joinCode = newJoinCode();
  const expiresAt = joinCodeExpiry(now);
  await withStudentLock(deps.db, userId, async (trx) => {
    await requireRoomForSchool(trx, userId);
    await trx
      .insertInto('high_schools')
      .values({
        id,
        name: body.name,
        city: body.city,
        state: body.state,
        join_code_hash: hashJoinCode(joinCode),
        join_code_expires_at: expiresAt,
        created_at: now.toISOString(),
      })
      .execute();
    await trx.insertInto('high_school_counselors').values({ high_school_id: id, user_id: userId, created_at: now.toISOString() }).execute();
  });
  return { highSchool: await toHighSchool(deps.db, id, 'counselor'), joinCode: { joinCode, expiresAt } };
}

/** The schools the user counsels, or the one they attend. */
export async function listMyHighSchools(deps: HighSchoolsDeps, userId: string): Promise<HighSchool[]> {
  const [counseled, attended] = await Promise.all([
    deps.db.selectFrom('high_school_counselors').select('high_school_id').where('user_id', '=', userId).execute(),
    deps.db.selectFrom('high_school_students').select('high_school_id').where('user_id', '=', userId).execute(),
  ]);
  return Promise.all([
    ...counseled.map((row) => toHighSchool(deps.db, row.high_school_id, 'counselor')),
    ...attended.map((row) => toHighSchool(deps.db, row.high_school_id, 'student')),
  ]);
}

/** A school its counselor or student reads; 404 for anyone else. */
export async function requireHighSchool(deps: HighSchoolsDeps, userId: string, id: string): Promise<HighSchool> {
  const membership = await membershipOf(deps.db, userId, id);
  if (!membership) throw notFound(HIGH_SCHOOL_NOT_FOUND);
  return toHighSchool(deps.db, id, membership);
}

/** A new join code for the school (the old one stops working at once), at most JOIN_CODE_REPLACEMENTS_PER_DAY times a day. */
export async function replaceJoinCode(deps: HighSchoolsDeps, userId: string, id: string): Promise<JoinCodeResponse> {
  await requireCounselorOf(deps.db, userId, id);
  const now = deps.now();
  const { current } = await hitRateLimit(deps.db, `join-code:${id}`, 24 * 3_600_000, now.getTime());
  if (current > JOIN_CODE_REPLACEMENTS_PER_DAY) throw quotaExceeded(JOIN_CODE_REPLACEMENTS_MESSAGE);
  const joinCode = newJoinCode();
  const expiresAt = joinCodeExpiry(now);
  await deps.db
    .updateTable('high_schools')
    .set({ join_code_hash: hashJoinCode(joinCode), join_code_expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
  return { joinCode, expiresAt };
}

/**
 * An invitation link for another counselor of the school (single use, COUNSELOR_INVITATION_DAYS);
 * at most COUNSELOR_INVITATIONS_PENDING_MAX of the school's wait to be used at once.
 */
export async function inviteCounselor(deps: HighSchoolsDeps, userId: string, id: string) {
  await requireCounselorOf(deps.db, userId, id);
  const now = deps.now();
  const pending = await deps.db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('kind', '=', 'counselor')
    .where('high_school_id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  if (Number(pending.count) >= COUNSELOR_INVITATIONS_PENDING_MAX) throw quotaExceeded(COUNSELOR_INVITATIONS_FULL_MESSAGE);
  return issueInvitation(
    deps.db,
    { kind: 'counselor', userId, highSchoolId: id, email: null, days: COUNSELOR_INVITATION_DAYS },
    deps.now(),
  );
}

/** A counselor account accepts another counselor's invitation and joins the school. */
export async function acceptCounselorInvitation(deps: HighSchoolsDeps, userId: string, token: string): Promise<HighSchool> {
  await requireRole(deps.db, userId, 'counselor', 'accept a counselor invitation');
  const now = deps.now();
  const highSchoolId = await withStudentLock(deps.db, userId, async (trx) => {
    const invitation = await claimInvitation(trx, 'counselor', token, now);
    const schoolId = invitation.high_school_id!;
    const already = await trx
      .selectFrom('high_school_counselors')
      .select('user_id')
      .where('high_school_id', '=', schoolId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!already) await requireRoomForSchool(trx, userId);
    await trx
      .insertInto('high_school_counselors')
      .values({ high_school_id: schoolId, user_id: userId, created_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['high_school_id', 'user_id']).doNothing())
      .execute();
    return schoolId;
  });
  return toHighSchool(deps.db, highSchoolId, 'counselor');
}

export const lastCounselor = () =>
  new HttpError(409, 'last_counselor', 'A high school needs at least one counselor: invite another counselor before this one leaves.');

/**
 * A counselor removes a counselor of their school (themselves included); the last one is refused.
 * The school's row is locked first on PostgreSQL, so two removals at once cannot leave none.
 */
export async function removeCounselor(deps: HighSchoolsDeps, userId: string, id: string, counselorId: string): Promise<void> {
  await requireCounselorOf(deps.db, userId, id);
  await deps.db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await trx.selectFrom('high_schools').select('id').where('id', '=', id).forUpdate().execute();
    }
    const counselors = await trx.selectFrom('high_school_counselors').select('user_id').where('high_school_id', '=', id).execute();
    if (!counselors.some((row) => row.user_id === counselorId)) throw notFound('Counselor not found');
    if (counselors.length === 1) throw lastCounselor();
    await trx.deleteFrom('high_school_counselors').where('high_school_id', '=', id).where('user_id', '=', counselorId).execute();
  });
}

/** A student joins the school whose code this is; 409 while they belong to another (at most one). */
export async function joinHighSchool(deps: HighSchoolsDeps, userId: string, code: string): Promise<HighSchool> {
  await requireRole(deps.db, userId, 'student', 'join a high school with a code');
  const now = deps.now();
  const school = await deps.db
    .selectFrom('high_schools')
    .select(['id', 'join_code_expires_at'])
    .where('join_code_hash', '=', hashJoinCode(code))
    .executeTakeFirst();
  if (!school || Date.parse(school.join_code_expires_at) <= now.getTime()) throw invalidCode('code');
  const current = await deps.db
    .selectFrom('high_school_students')
    .select('high_school_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (current && current.high_school_id !== school.id) {
    throw new HttpError(409, 'already_in_a_school', 'You belong to another high school. Leave it first, then join this one.');
  }
  await deps.db
    .insertInto('high_school_students')
    .values({ user_id: userId, high_school_id: school.id, joined_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  return toHighSchool(deps.db, school.id, 'student');
}

/** A student leaves their school; what they shared with its counselors ends with it. */
export async function leaveHighSchool(deps: HighSchoolsDeps, userId: string): Promise<void> {
  await requireRole(deps.db, userId, 'student', 'leave a high school');
  await deps.db.transaction().execute(async (trx) => {
    const membership = await trx
      .selectFrom('high_school_students')
      .select('high_school_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!membership) throw notFound('You do not belong to a high school');
    await trx.deleteFrom('shares').where('user_id', '=', userId).where('high_school_id', 'is not', null).execute();
    await trx.deleteFrom('high_school_students').where('user_id', '=', userId).execute();
  });
}

/**
 * Before an account is deleted: a school whose only counselor this is keeps its data only with a
 * counselor, so deleting is refused (409) while the school has students; an empty school is
 * deleted with its last counselor.
 */
export async function releaseHighSchools(db: Kysely<Database>, userId: string): Promise<void> {
  const schools = await db
    .selectFrom('high_school_counselors as mine')
    .innerJoin('high_schools', 'high_schools.id', 'mine.high_school_id')
    .select(['high_schools.id', 'high_schools.name'])
    .where('mine.user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('high_school_counselors as other')
            .select('other.user_id')
            .whereRef('other.high_school_id', '=', 'mine.high_school_id')
            .where('other.user_id', '!=', userId),
        ),
      ),
    )
    .execute();
  for (const school of schools) {
    const student = await db
      .selectFrom('high_school_students')
      .select('user_id')
      .where('high_school_id', '=', school.id)
      .executeTakeFirst();
    if (student) {
      throw new HttpError(
        409,
        'last_counselor',
        `You are the only counselor of ${school.name}. Invite another counselor to it before deleting your account.`,
      );
    }
  }
  if (schools.length)
    await db
      .deleteFrom('high_schools')
      .where(
        'id',
        'in',
        schools.map((school) => school.id),
      )
      .execute();
}
