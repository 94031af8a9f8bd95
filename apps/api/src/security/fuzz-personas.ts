import type { AccountRole } from '@campuspath/contract/auth-terms';
import type { App } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { SignedInUser } from '../test/factories.ts';
import { historyFile, historyLine, importHistoryCsv, putDeadline } from '../test/history-requests.ts';
import { createSchool, followStudent, inviteParent, joinSchool, shareWithSchool, signUpAs } from '../test/roles.ts';
import { KNOWN_PASSWORD, createFuzzStudent, type FuzzStudent } from './fuzz-student.ts';
import { PERSONA_ROLES, type Persona } from './route-policy.ts';

/**
 * The callers every fuzzed request is sent as, named as in the authorization matrix and set up
 * the way it sets up its personas (test/roles.ts): signed out; a student with a full workspace,
 * in a school, sharing with its counselors and with a parent; that parent (an accepted share);
 * and the counselor of that school, which has a second rostered student, an admission-history
 * import and a checked deadline; and a teacher (verified address) the student asked for a letter.
 * Every one of them can reach real rows, so requests get past the 404s into the code that reads bodies.
 */
export const FUZZ_PERSONAS = [
  'signedOut',
  'studentA',
  'parentOfA',
  'counselorSharing',
  'teacherRequested',
] as const satisfies readonly Persona[];
export type FuzzPersona = (typeof FUZZ_PERSONAS)[number];

export interface FuzzWorld {
  student: FuzzStudent;
  cookies: Record<FuzzPersona, string | null>;
  /** Real values of the sharing routes' parameters, by the segment before them. */
  shared: Record<string, string[]>;
  joinCode: string;
}

/** The role of a persona's account (for a throwaway stand-in on routes that end the session). */
export const roleOf = (persona: Exclude<FuzzPersona, 'signedOut'>): AccountRole => PERSONA_ROLES[persona];

export async function createFuzzWorld(app: App, database: DatabaseHandle): Promise<FuzzWorld> {
  const student = await createFuzzStudent(app, database);
  const studentUser = {
    user: { id: student.userId },
    cookie: student.cookie,
    email: student.email,
    password: KNOWN_PASSWORD,
  } as SignedInUser;
  const counselor = await signUpAs(app, 'counselor', 'Fuzz Counselor');
  const school = await createSchool(app, counselor);
  const classmate = await signUpAs(app, 'student', 'Fuzz Classmate');
  for (const member of [studentUser, classmate]) {
    await joinSchool(app, member, school.joinCode.joinCode);
    await shareWithSchool(app, member, true);
  }
  const { parent, shareId } = await followStudent(app, studentUser);
  const pending = await inviteParent(app, studentUser, 'fuzz-grandparent@example.com');
  const schoolId = school.highSchool.id;
  const imported = await importHistoryCsv(
    app,
    counselor,
    schoolId,
    historyFile([historyLine(), historyLine({ decision: 'denied', gpa: 3.1, sat: 1150 }), historyLine({ round: 'RD', college: 222178 })]),
  );
  const deadline = await putDeadline(app, counselor, schoolId);
  const teacher = await signUpAs(app, 'teacher', 'Fuzz Teacher');
  await database.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', teacher.user.id).execute();
  const application = await database.db
    .selectFrom('applications')
    .select(['id', 'school_id'])
    .where('user_id', '=', student.userId)
    .executeTakeFirstOrThrow();
  const asked = await app.inject({
    method: 'POST',
    url: '/api/letter-requests',
    headers: { cookie: student.cookie },
    payload: { teacherName: 'Fuzz Teacher', teacherEmail: teacher.email, applicationIds: [application.id], waived: false },
  });
  return {
    student,
    cookies: {
      signedOut: null,
      studentA: student.cookie,
      parentOfA: parent.cookie,
      counselorSharing: counselor.cookie,
      teacherRequested: teacher.cookie,
    },
    shared: {
      students: [student.userId, classmate.user.id],
      'high-schools': [schoolId],
      counselors: [counselor.user.id],
      viewers: [shareId],
      invitations: [pending.invitation.id],
      imports: [imported.import.id],
      'checked-deadlines': [deadline.id],
      'letter-requests': [String(asked.json().request.id)],
      'letter-approvals': [String(asked.json().request.id)],
      colleges: [String(application.school_id)],
    },
    joinCode: school.joinCode.joinCode,
  };
}
