import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { I18n } from '@lingui/core';
import { DEMO_ACCOUNT_HOURS, type AccountLocale } from '@campuspath/contract/auth-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { emailI18n } from '../../lib/i18n/email-i18n.ts';
import { newId } from '../../lib/ids.ts';
import { importSampleHistory } from '../admission-history/history-files.service.ts';
import { insertApplications } from '../applications/applications.store.ts';
import { hashPassword } from '../auth/password.ts';
import { insertUser } from '../auth/users.store.ts';
import { addDemoClassPlan } from './counselor-demo-plan.ts';
import { insertCounselor, insertHighSchool, insertStudent } from '../high-schools/high-schools.store.ts';
import { insertProfile } from '../profile/profile.store.ts';
import { insertSavedSchools } from '../saved-schools/saved-schools.store.ts';
import { insertShare } from '../sharing/sharing.store.ts';
import { insertTasks } from '../tasks/tasks.store.ts';
import { hashJoinCode, newJoinCode } from '../sharing/invitations.service.ts';
import { demoAddress } from './counselor-demo-class.ts';
import { insertSampleLetterRequests, insertSampleRoster, type SampleClass } from './counselor-demo-class.service.ts';
import {
  counselorDemoStudents,
  DEMO_COUNSELOR_NAME,
  DEMO_HISTORY_ANCHORS,
  demoHighSchool,
  type DemoStudent,
} from './counselor-demo-content.ts';
import { typicalDateNote } from './demo-content.ts';

/**
 * The counselor demo: a demo counselor account, a sample high school it counsels, and
 * seven demo student accounts that joined it, six sharing with its counselors; a class roster
 * holding most of them and four sample students with no account (invited, or not yet), and
 * letter requests from the sample students to a sample teacher in every status
 * (counselor-demo-class.ts). Every account is a demo
 * account expiring with the counselor's a day later (removeExpiredDemoAccounts removes them, and
 * the school with its last counselor, its roster with it). No password is ever shown; no email goes
 * to any of them: every address is on the reserved `.invalid` domain, a demo counselor cannot send
 * roster invitations, and reminders skip demo accounts.
 * The school's join code is random, and the demo counselor sees it like any counselor (and can make
 * a new one); no student can use it for long, as the sample school goes with the demo a day later.
 * The school also gets the generated, labelled sample admission history (a few thousand
 * rows over five class years, `sample: true` on its import and every read), which goes with the
 * school (its imports, rows and settings cascade).
 */
async function insertDemoUser(
  trx: Transaction<Database>,
  user: {
    id: string;
    name: string;
    role: 'student' | 'counselor';
    graduationYear: number;
    expiresAt: string;
    now: string;
    locale: AccountLocale;
  },
  passwordHash: string,
  email = `demo-${user.id}@demo.campuspath.invalid`,
) {
  await insertUser(trx, {
    id: user.id,
    email,
    name: user.name,
    role: user.role,
    password_hash: passwordHash,
    graduation_year: user.graduationYear,
    is_demo: 1,
    locale: user.locale,
    // A student's sample address counts as verified, as the roster matches joined students by a
    // verified address only; a demo account still reads as unverified (users.ts) and gets no mail.
    email_verified_at: user.role === 'student' ? user.now : null,
    expires_at: user.expiresAt,
    created_at: user.now,
    updated_at: user.now,
  });
}

async function insertStudentPlan(trx: Transaction<Database>, i18n: I18n, userId: string, student: DemoStudent, now: string, today: Date) {
  await insertProfile(trx, {
    user_id: userId,
    gpa: student.profile.gpa,
    weighted_gpa: null,
    sat_total: student.profile.satTotal,
    sat_reading: null,
    sat_math: null,
    act: null,
    class_rank: null,
    class_size: null,
    income_band: student.profile.incomeBand,
    home_state: demoHighSchool(i18n).state,
    term_gpas: '[]',
    courses: '[]',
    intended_majors: '[]',
    preferences: JSON.stringify({ regions: [], sizes: [], budget: null, settings: [] }),
    updated_at: now,
  });
  await insertSavedSchools(
    trx,
    student.savedSchoolIds.map((schoolId, index) => ({
      user_id: userId,
      school_id: schoolId,
      created_at: new Date(today.getTime() - index * 60_000).toISOString(),
    })),
  );
  await insertApplications(
    trx,
    student.applications.map((application) => ({
      id: newId(),
      user_id: userId,
      school_id: application.schoolId,
      round: application.round,
      deadline: application.deadline,
      time_zone: null,
      status: application.status,
      decision_date: null,
      notes: typicalDateNote(i18n),
      portal_url: null,
      checklist: '[]',
      created_at: now,
      updated_at: now,
    })),
  );
  await insertTasks(
    trx,
    student.tasks.map((task) => ({
      id: newId(),
      user_id: userId,
      title: task.title,
      due_date: task.dueDate,
      category: task.category,
      priority: task.priority,
      completed: task.completed ? 1 : 0,
      notes: '',
      created_at: now,
      updated_at: now,
    })),
  );
}

export interface CounselorDemoDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  now: Clock;
}

/** Creates the demo counselor, the sample school, its sample class and its sample history; returns the counselor's id. */
export async function createCounselorDemo({ db, catalog, now: clock }: CounselorDemoDeps, locale: AccountLocale = 'en'): Promise<string> {
  const i18n = emailI18n(locale);
  const today = clock();
  const now = today.toISOString();
  const expiresAt = new Date(today.getTime() + DEMO_ACCOUNT_HOURS * 3_600_000).toISOString();
  const graduationYear = today.getMonth() >= 7 ? today.getFullYear() + 1 : today.getFullYear();
  // One random, never-shown password for all the accounts: demo accounts cannot sign in with one.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const counselorId = newId();
  const schoolId = newId();
  const sample: SampleClass = { schoolId, graduationYear, key: randomBytes(6).toString('hex'), today, i18n };
  await db.transaction().execute(async (trx) => {
    await insertDemoUser(
      trx,
      { id: counselorId, name: DEMO_COUNSELOR_NAME, role: 'counselor', graduationYear, expiresAt, now, locale },
      passwordHash,
    );
    const joinCode = newJoinCode();
    await insertHighSchool(trx, {
      id: schoolId,
      ...demoHighSchool(i18n),
      join_code: joinCode,
      join_code_hash: hashJoinCode(joinCode),
      join_code_expires_at: expiresAt,
      // The sample school approves its students' letter requests, so the demo's approval queue has
      // a sample request in it; real schools start with approval off.
      letters_need_approval: 1,
      created_at: now,
    });
    await insertCounselor(trx, schoolId, counselorId, now);
    const rostered: { name: string; email: string }[] = [];
    for (const student of counselorDemoStudents(i18n, today, graduationYear)) {
      const studentId = newId();
      const email = demoAddress(student.slug, sample.key);
      await insertDemoUser(
        trx,
        { id: studentId, name: student.name, role: 'student', graduationYear, expiresAt, now, locale },
        passwordHash,
        email,
      );
      await insertStudentPlan(trx, i18n, studentId, student, now, today);
      await insertStudent(trx, studentId, schoolId, now);
      if (student.rostered) rostered.push({ name: student.name, email });
      if (student.scopes) {
        await insertShare(trx, {
          id: newId(),
          user_id: studentId,
          viewer_id: null,
          high_school_id: schoolId,
          scopes: JSON.stringify(student.scopes),
          created_at: now,
          updated_at: now,
        });
      }
      await insertSampleLetterRequests(
        trx,
        { catalog },
        sample,
        { id: studentId, applications: student.applications },
        student.letterRequests,
      );
    }
    // The class: everyone in the demo's class group (demoClassGroup) for this graduation year, which is what a class-wide
    // sample plan is assigned to.
    await insertSampleRoster(trx, sample, rostered);
    await addDemoClassPlan(trx, i18n, { schoolId, counselorId, graduationYear, today });
  });
  // Imported as the demo counselor once the school exists: the same all-or-nothing import a real file takes.
  await importSampleHistory({ db, catalog, now: () => today }, counselorId, schoolId, { anchors: DEMO_HISTORY_ANCHORS });
  return counselorId;
}
