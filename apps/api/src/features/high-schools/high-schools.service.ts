import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { Kysely } from 'kysely';
import { deliverSchoolPlans } from '../class-plans/plan-delivery.ts';
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
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound, refuseField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { quotaExceeded, requireRoom } from '../../lib/quota.ts';
import { hitRateLimit } from '../../lib/rate-limits.store.ts';
import { withStudentLock } from '../auth/student-lock.ts';
import { releaseAwaitingOfStudent } from '../letter-requests/letter-approvals.service.ts';
import { HIGH_SCHOOL_NOT_FOUND, membershipOf, requireCounselorOf, requireRole } from '../sharing/access.ts';
import { demoAccountIds, listUserColumns, requireUserColumns } from '../auth/users.store.ts';
import { claimInvitation, hashJoinCode, invalidCode, issueInvitation, newJoinCode } from '../sharing/invitations.service.ts';
import { countPendingCounselorInvitations } from '../sharing/invitations.store.ts';
import { deleteSchoolShares } from '../sharing/sharing.store.ts';
import {
  countCounseledSchools,
  countStudents,
  deleteCounselor,
  deleteHighSchools,
  deleteStudent,
  findHighSchool,
  findHighSchoolByJoinCode,
  findStudentSchoolId,
  insertCounselor,
  insertHighSchool,
  insertStudent,
  isCounselorOf,
  listCounseledSchools,
  listCounselorIds,
  listSchoolsCounseledOnlyBy,
  lockHighSchool,
  updateJoinCode,
} from './high-schools.store.ts';

/**
 * High schools: a counselor creates one and invites other counselors by link; students
 * join with its code and may leave. A student belongs to at most one school; a school keeps at
 * least one counselor. Joining shows the counselors the student's name, class year and that they joined, and nothing of the plan: the student switches sharing on (sharing.service.ts).
 */
export interface HighSchoolsDeps {
  db: Kysely<Database>;
  now: () => Date;
}

const stillWorks = (until: string | null, now: Date) => until !== null && Date.parse(until) > now.getTime();

async function toHighSchool(deps: HighSchoolsDeps, id: string, membership: 'counselor' | 'student'): Promise<HighSchool> {
  const { db } = deps;
  const [school, counselorIds, students] = await Promise.all([findHighSchool(db, id), listCounselorIds(db, id), countStudents(db, id)]);
  if (!school) throw new Error(`High school ${id} has no row`);
  const counselors = (await listUserColumns(db, counselorIds, ['name']))
    .map(({ id: userId, name }) => ({ id: userId, name }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const counselor = membership === 'counselor';
  return {
    id: school.id,
    name: school.name,
    city: school.city,
    state: school.state,
    membership,
    counselors,
    studentCount: counselor ? students : null,
    joinCodeExpiresAt: counselor ? school.join_code_expires_at : null,
    joinCode: counselor ? school.join_code : null,
    previousJoinCodeUntil: counselor && stillWorks(school.previous_join_code_until, deps.now()) ? school.previous_join_code_until : null,
  };
}

const joinCodeExpiry = (now: Date) => new Date(now.getTime() + JOIN_CODE_DAYS * 24 * 3_600_000).toISOString();

/** 400 naming the limit when the counselor already counsels HIGH_SCHOOLS_PER_COUNSELOR_MAX schools (call under their lock). */
async function requireRoomForSchool(db: Kysely<Database>, userId: string): Promise<void> {
  requireRoom(await countCounseledSchools(db, userId), HIGH_SCHOOLS_PER_COUNSELOR_MAX, HIGH_SCHOOLS_FULL_MESSAGE);
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
    await insertHighSchool(trx, {
      id,
      name: body.name,
      city: body.city,
      state: body.state,
      join_code_hash: hashJoinCode(joinCode),
      join_code_expires_at: expiresAt,
      join_code: joinCode,
      created_at: now.toISOString(),
    });
    await insertCounselor(trx, id, userId, now.toISOString());
  });
  return { highSchool: await toHighSchool(deps, id, 'counselor'), joinCode: { joinCode, expiresAt, previousValidUntil: null } };
}

/** The schools the user counsels, or the one they attend. */
export async function listMyHighSchools(deps: HighSchoolsDeps, userId: string): Promise<HighSchool[]> {
  const [counseled, attended] = await Promise.all([listCounseledSchools(deps.db, userId), findStudentSchoolId(deps.db, userId)]);
  return Promise.all([
    ...counseled.map((school) => toHighSchool(deps, school.id, 'counselor')),
    ...(attended ? [toHighSchool(deps, attended, 'student')] : []),
  ]);
}

/** A school its counselor or student reads; 404 for anyone else. */
export async function requireHighSchool(deps: HighSchoolsDeps, userId: string, id: string): Promise<HighSchool> {
  const membership = await membershipOf(deps.db, userId, id);
  if (!membership) throw notFound(HIGH_SCHOOL_NOT_FOUND);
  return toHighSchool(deps, id, membership);
}

/**
 * A new join code for the school, at most JOIN_CODE_REPLACEMENTS_PER_DAY times a day. The old one
 * keeps working for `graceDays` (never past its own expiry), so students already handed it can
 * still join; 0 stops it at once.
 */
export async function replaceJoinCode(deps: HighSchoolsDeps, userId: string, id: string, graceDays: number): Promise<JoinCodeResponse> {
  await requireCounselorOf(deps.db, userId, id);
  const now = deps.now();
  const { current } = await hitRateLimit(deps.db, `join-code:${id}`, 24 * 3_600_000, now.getTime());
  if (current > JOIN_CODE_REPLACEMENTS_PER_DAY) throw quotaExceeded(JOIN_CODE_REPLACEMENTS_MESSAGE);
  const school = (await findHighSchool(deps.db, id))!;
  const graceEnd = now.getTime() + graceDays * 24 * 3_600_000;
  const oldEnd = Date.parse(school.join_code_expires_at);
  // The old code is kept even with no grace (it ends now), so a student who types it is told it was replaced.
  const previousUntil = new Date(Math.max(now.getTime(), Math.min(graceEnd, oldEnd))).toISOString();
  const joinCode = newJoinCode();
  const expiresAt = joinCodeExpiry(now);
  await updateJoinCode(deps.db, id, { joinCode, joinCodeHash: hashJoinCode(joinCode), expiresAt, previousUntil });
  return { joinCode, expiresAt, previousValidUntil: Date.parse(previousUntil) > now.getTime() ? previousUntil : null };
}

/**
 * When a replaced code stopped working, as an instant stated in UTC: the API knows nobody's time
 * zone here, and a bare UTC day would read a day late on a US evening.
 */
const stoppedAt = (iso: string) => `${format(new TZDate(Date.parse(iso), 'UTC'), "MMM d, yyyy 'at' h:mm a")} UTC`;

/**
 * An invitation link for another counselor of the school (single use, COUNSELOR_INVITATION_DAYS);
 * at most COUNSELOR_INVITATIONS_PENDING_MAX of the school's wait to be used at once.
 */
export async function inviteCounselor(deps: HighSchoolsDeps, userId: string, id: string) {
  await requireCounselorOf(deps.db, userId, id);
  const now = deps.now();
  const pending = await countPendingCounselorInvitations(deps.db, id, now.toISOString());
  requireRoom(pending, COUNSELOR_INVITATIONS_PENDING_MAX, COUNSELOR_INVITATIONS_FULL_MESSAGE);
  return issueInvitation(deps.db, { kind: 'counselor', userId, highSchoolId: id, email: null, days: COUNSELOR_INVITATION_DAYS }, now);
}

/** A counselor account accepts another counselor's invitation and joins the school. */
export async function acceptCounselorInvitation(deps: HighSchoolsDeps, userId: string, token: string): Promise<HighSchool> {
  await requireRole(deps.db, userId, 'counselor', 'accept a counselor invitation');
  const now = deps.now();
  const highSchoolId = await withStudentLock(deps.db, userId, async (trx) => {
    const invitation = await claimInvitation(trx, 'counselor', token, now);
    const schoolId = invitation.high_school_id!;
    if (!(await isCounselorOf(trx, userId, schoolId))) await requireRoomForSchool(trx, userId);
    await insertCounselor(trx, schoolId, userId, now.toISOString());
    return schoolId;
  });
  return toHighSchool(deps, highSchoolId, 'counselor');
}

export const lastCounselor = () =>
  new HttpError(
    409,
    'last_counselor',
    /*i18n*/ 'A high school needs at least one counselor: invite another counselor before this one leaves.',
  );

/**
 * A counselor removes a counselor of their school (themselves included); the last one is refused.
 * The school's row is locked first on PostgreSQL, so two removals at once cannot leave none.
 */
export async function removeCounselor(deps: HighSchoolsDeps, userId: string, id: string, counselorId: string): Promise<void> {
  await requireCounselorOf(deps.db, userId, id);
  await deps.db.transaction().execute(async (trx) => {
    await lockHighSchool(trx, id);
    const counselors = await listCounselorIds(trx, id);
    if (!counselors.includes(counselorId)) throw notFound(/*i18n*/ 'Counselor not found');
    if (counselors.length === 1) throw lastCounselor();
    await deleteCounselor(trx, id, counselorId);
  });
}

const SAMPLE_SCHOOL_CODE =
  /*i18n*/ 'This code belongs to the sample school of a counselor demo. Ask your counselor for your school’s code.';

/** A student joins the school whose code this is; 409 while they belong to another (at most one). */
export async function joinHighSchool(deps: HighSchoolsDeps, userId: string, code: string): Promise<HighSchool> {
  await requireRole(deps.db, userId, 'student', 'join a high school with a code');
  const now = deps.now();
  const hash = hashJoinCode(code);
  const school = await findHighSchoolByJoinCode(deps.db, hash);
  if (!school) throw invalidCode('code');
  if (school.join_code_hash === hash) {
    if (Date.parse(school.join_code_expires_at) <= now.getTime()) throw invalidCode('code');
  } else if (school.previous_join_code_until === null || Date.parse(school.previous_join_code_until) <= now.getTime()) {
    // A code its counselor replaced: say so, so the student asks for the new one rather than retyping this one.
    const until = school.previous_join_code_until;
    const replaced = until
      ? /*i18n*/ {
          id: 'This code was replaced by your school and stopped working on {date}. Ask your counselor for the new code.',
          values: { date: stoppedAt(until) },
        }
      : /*i18n*/ 'This code was replaced by your school and stopped working. Ask your counselor for the new code.';
    throw refuseField('code', replaced, { code: 'join_code_replaced' });
  }
  const [joiner, sampleCounselors] = await Promise.all([
    requireUserColumns(deps.db, userId, ['is_demo']),
    listCounselorIds(deps.db, school.id).then((ids) => demoAccountIds(deps.db, ids)),
  ]);
  // A counselor demo's school is sample content: its code is shown, but a real student's account
  // would mix with its sample students and receive its sample plan.
  if (!joiner.is_demo && sampleCounselors.size > 0) throw refuseField('code', SAMPLE_SCHOOL_CODE, { code: 'sample_school' });
  const current = await findStudentSchoolId(deps.db, userId);
  if (current && current !== school.id) {
    throw new HttpError(409, 'already_in_a_school', /*i18n*/ 'You belong to another high school. Leave it first, then join this one.');
  }
  // The school's class plans reach a student who joins after they were made: joining and
  // delivering happen under the school's lock, as making a plan does, so neither misses the other.
  await deps.db.transaction().execute(async (trx) => {
    await lockHighSchool(trx, school.id);
    await insertStudent(trx, userId, school.id, now.toISOString());
    await deliverSchoolPlans(trx, school.id, now.toISOString(), userId);
  });
  return toHighSchool(deps, school.id, 'student');
}

/**
 * A student leaves their school; what they shared with its counselors ends with it, and so does
 * its rule that a counselor approves their letter requests: any still waiting go to their teachers.
 */
export async function leaveHighSchool(deps: HighSchoolsDeps & { catalog: Catalog }, userId: string): Promise<void> {
  await requireRole(deps.db, userId, 'student', 'leave a high school');
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findStudentSchoolId(trx, userId))) throw notFound(/*i18n*/ 'You do not belong to a high school');
    await deleteSchoolShares(trx, userId);
    await deleteStudent(trx, userId);
  });
  await releaseAwaitingOfStudent(deps, userId);
}

/**
 * Before an account is deleted: a school whose only counselor this is keeps its data only with a
 * counselor, so deleting is refused (409) while the school has students; an empty school is
 * deleted with its last counselor.
 */
export async function releaseHighSchools(db: Kysely<Database>, userId: string): Promise<void> {
  const schools = await listSchoolsCounseledOnlyBy(db, userId);
  for (const school of schools) {
    if ((await countStudents(db, school.id)) > 0) {
      throw new HttpError(
        409,
        'last_counselor',
        `You are the only counselor of ${school.name}. Invite another counselor to it before deleting your account.`,
      );
    }
  }
  await deleteHighSchools(
    db,
    schools.map((school) => school.id),
  );
}
