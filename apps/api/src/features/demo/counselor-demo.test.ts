import { describe, expect, it } from 'vitest';
import { historyResponseSchema, historySummaryResponseSchema } from '@campuspath/contract/admission-history';
import { historyImportListResponseSchema } from '@campuspath/contract/admission-history-imports';
import { nationalAdmissionsDates } from '@campuspath/contract/admissions-calendar';
import { signedInResponseSchema } from '@campuspath/contract/auth';
import { caseloadResponseSchema } from '@campuspath/contract/caseload';
import { classPlanListResponseSchema } from '@campuspath/contract/class-plans';
import { highSchoolListResponseSchema } from '@campuspath/contract/high-schools';
import { letterApprovalsResponseSchema } from '@campuspath/contract/letter-approvals';
import { rosterResponseSchema } from '@campuspath/contract/rosters';
import { studentPlanResponseSchema } from '@campuspath/contract/sharing';
import { loadAppSecret } from '../../lib/signed-tokens.ts';
import { sessionCookieFrom } from '../../test/factories.ts';
import { importRosterCsv, readRosterOf, rosterFile } from '../../test/roster-requests.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { createReminderScheduler } from '../reminders/reminder-scheduler.ts';
import { emailI18n } from '../../lib/i18n/email-i18n.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_SECOND_TEACHER, DEMO_TEACHER, demoClassGroup, sampleTeacherName } from './counselor-demo-class.ts';
import { removeExpiredDemoAccounts } from './demo.service.ts';

/**
 * "Try the demo" as a counselor: a sample school with seven sample students who joined it (six
 * share), a class roster with sample students in every place, letter requests to a sample teacher,
 * and its sample admission history, gone after a day.
 */
const ctx = useTestApp();
const ILLINOIS = 145637;
const english = emailI18n('en');

async function startCounselorDemo() {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { role: 'counselor' } });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = sessionCookieFrom(response.headers['set-cookie']);
  const get = (url: string) => ctx.app.inject({ url, headers: { cookie } });
  const [school] = highSchoolListResponseSchema.parse((await get('/api/high-schools')).json()).highSchools;
  return { user: signedInResponseSchema.parse(response.json()).user, cookie, get, school: school! };
}

describe('the counselor demo', () => {
  it('signs into a demo counselor of a sample school whose six sharing sample students have varied plans', async () => {
    const { user, get, school } = await startCounselorDemo();
    expect(user).toMatchObject({ role: 'counselor', isDemo: true, emailVerified: false });

    // Seven joined; the caseload holds the six who share.
    expect(school).toMatchObject({ name: 'Sample High School (demo)', membership: 'counselor', studentCount: 7 });

    const caseload = caseloadResponseSchema.parse((await get(`/api/high-schools/${school.id}/caseload`)).json());
    expect(caseload.count).toBe(6);
    // A sample class plan, labelled sample, delivered to every sample student of the class: the six
    // who share and the one who joined without sharing (the plan is theirs; only sharing shows its progress).
    const plans = classPlanListResponseSchema.parse((await get(`/api/high-schools/${school!.id}/class-plans`)).json()).plans;
    expect(plans.map((plan) => [plan.title, plan.isSample, plan.recipients])).toEqual([['Sample plan: senior fall', true, 7]]);
    expect(caseload.students.every((student) => student.name.endsWith('(sample)'))).toBe(true);
    // Varied: someone is behind, someone has deadlines coming, someone has not applied anywhere,
    // and one shares only their colleges (so their profile-based balance is not shown).
    expect(caseload.students.some((student) => (student.overdue ?? 0) > 0)).toBe(true);
    expect(caseload.students.some((student) => (student.upcoming ?? 0) > 0)).toBe(true);
    expect(caseload.students.some((student) => Object.values(student.applicationsByStatus ?? {}).every((count) => count === 0))).toBe(true);
    const ethan = caseload.students.find((student) => student.name.startsWith('Ethan'))!;
    expect(ethan.scopes).toMatchObject({ colleges: true, profile: false, tasks: false });
    expect(ethan.balance).toBeNull();

    const plan = studentPlanResponseSchema.parse((await get(`/api/students/${ethan.id}/plan`)).json());
    expect(plan.applications?.length).toBeGreaterThan(0);
    expect(plan.tasks).toBeUndefined();
  });

  it('gives real colleges only a round’s typical date and no decision date, and marks each student’s plan as a sample', async () => {
    const { get, school } = await startCounselorDemo();
    const caseload = caseloadResponseSchema.parse((await get(`/api/high-schools/${school.id}/caseload`)).json());
    let applications = 0;
    for (const { id, graduationYear } of caseload.students) {
      const plan = studentPlanResponseSchema.parse((await get(`/api/students/${id}/plan`)).json());
      expect(plan.student.sample).toBe(true);
      const typical = new Set(
        nationalAdmissionsDates(graduationYear)
          .filter((entry) => entry.kind === 'typical')
          .map((entry) => entry.date),
      );
      for (const application of plan.applications ?? []) {
        applications += 1;
        expect(typical.has(application.deadline!), `${application.school?.name} ${application.deadline}`).toBe(true);
        expect(application.decisionDate).toBeNull();
        expect(application.notes).toMatch(/^Sample application\. Its deadline is this round's typical date, not the college's own/);
      }
    }
    expect(applications).toBeGreaterThan(5);
  });

  it('holds a generated sample admission history, labelled as a sample wherever it shows', async () => {
    const { get, school } = await startCounselorDemo();
    const base = `/api/high-schools/${school.id}/admission-history`;

    const { imports } = historyImportListResponseSchema.parse((await get(`${base}/imports`)).json());
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({ sample: true, importedBy: { name: 'Ms. Dana Rivera' } });
    expect(imports[0]!.fileName).toMatch(/SAMPLE/);
    expect(imports[0]!.rows).toBeGreaterThanOrEqual(2_000);
    expect(imports[0]!.classYears).toHaveLength(5);

    // The sample students' colleges have full charts: Illinois among the colleges students are shown.
    const summary = historySummaryResponseSchema.parse((await get(`${base}/summary?view=students`)).json());
    expect(summary.sample).toBe(true);
    const illinois = summary.colleges.find((college) => college.collegeId === ILLINOIS);
    expect(illinois?.shownToStudents).toBe(true);
    expect(illinois!.applicants).toBeGreaterThanOrEqual(100);

    const history = historyResponseSchema.parse((await get(`${base}?college=${ILLINOIS}&view=students`)).json());
    expect(history.sample).toBe(true);
    expect(history.colleges[0]).toMatchObject({ collegeId: ILLINOIS, shown: true });
    expect(history.colleges[0]!.points.length + history.colleges[0]!.strip.length).toBe(history.colleges[0]!.applicants);
  });

  it('holds a rostered class with sample students in every place, each labelled sample', async () => {
    const { get, school, user } = await startCounselorDemo();
    const roster = rosterResponseSchema.parse((await get(`/api/high-schools/${school.id}/roster`)).json());
    // Five share, one joined and shares nothing yet, two were invited, two are not invited yet.
    expect(roster.counts).toEqual({ sharing: 5, joined: 1, invited: 2, not_invited: 2 });
    expect(roster.students).toHaveLength(10);
    for (const student of roster.students) {
      expect(student).toMatchObject({ sample: true, group: demoClassGroup(english), graduationYear: user.graduationYear });
      expect(student.name).toMatch(/\(sample\)$/);
      expect(student.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`), student.email).toBe(true);
    }
    const ethan = roster.students.find((student) => student.name.startsWith('Ethan'))!;
    expect(ethan).toMatchObject({ status: 'sharing', scopes: ['colleges'] });
    expect(roster.students.find((student) => student.name.startsWith('Noah'))).toMatchObject({ status: 'joined', scopes: [] });
    // One joined with the code without being on the roster: named, so the roster and caseload add up.
    expect(roster.unrostered).toEqual([{ name: 'Marcus Johnson (sample)', graduationYear: user.graduationYear, sharing: true }]);
    // Two sample teachers, the one the sample requests are addressed to among them.
    expect(roster.teachers.map(({ name, sample }) => ({ name, sample }))).toEqual([
      { name: 'Mr. Sam Okafor (sample teacher)', sample: true },
      { name: 'Ms. Dana Whitfield (sample teacher)', sample: true },
    ]);
    for (const teacher of roster.teachers) expect(teacher.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`), teacher.email).toBe(true);
  });

  it('has letter requests to a sample teacher in every status, counted in the caseload where the student shares letters', async () => {
    const { get, school } = await startCounselorDemo();
    const caseload = caseloadResponseSchema.parse((await get(`/api/high-schools/${school.id}/caseload`)).json());
    const letters = Object.fromEntries(caseload.students.map((student) => [student.name.replace(/ .*/, ''), student.letterRequests]));
    // A declined request waits on nobody; Ethan asked but shares only his colleges, so it is not shown.
    expect(letters).toEqual({
      Jordan: { pending: 1, submitted: 1, awaitingApproval: 0 },
      Priya: { pending: 1, submitted: 0, awaitingApproval: 0 },
      Marcus: { pending: 0, submitted: 0, awaitingApproval: 0 },
      Sofia: { pending: 0, submitted: 1, awaitingApproval: 0 },
      Ethan: null,
      Ava: { pending: 1, submitted: 0, awaitingApproval: 1 },
    });
    const db = ctx.database.handle.db;
    const requests = await db
      .selectFrom('letter_requests')
      .select(['status', 'teacher_name', 'teacher_email', 'nearest_deadline'])
      .where(
        'user_id',
        'in',
        caseload.students.map((student) => student.id),
      )
      .execute();
    expect(new Set(requests.map((request) => request.status))).toEqual(
      new Set(['awaiting', 'requested', 'accepted', 'declined', 'submitted']),
    );
    for (const request of requests) {
      expect(request.teacher_name).toBe(
        sampleTeacherName(english, request.status === 'awaiting' ? DEMO_SECOND_TEACHER.name : DEMO_TEACHER.name),
      );
      expect(request.teacher_email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
      // Sent everywhere: no deadline left to wait on.
      if (request.status === 'submitted') expect(request.nearest_deadline).toBeNull();
    }
  });

  it('has a sample request in the approval queue of the sample school, which approves requests', async () => {
    const { get, school } = await startCounselorDemo();
    expect((await get(`/api/high-schools/${school.id}/letter-settings`)).json()).toMatchObject({ settings: { approvalRequired: true } });
    const queue = letterApprovalsResponseSchema.parse((await get(`/api/high-schools/${school.id}/letter-approvals`)).json());
    expect(queue.count).toBe(1);
    expect(queue.approvals[0]).toMatchObject({
      studentName: 'Ava Thompson (sample)',
      teacherName: sampleTeacherName(english, DEMO_SECOND_TEACHER.name),
      colleges: [expect.objectContaining({ schoolName: expect.any(String) })],
    });
    expect(queue.approvals[0]!.teacherEmail.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
  });

  it('emails no sample student or teacher: no invitation, reminder or digest', async () => {
    const { get, school, cookie } = await startCounselorDemo();
    for (const payload of [{}, { resend: true }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/high-schools/${school.id}/roster/invitations`,
        headers: { cookie },
        payload,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('demo_account');
    }
    // The roster still says who was invited and who was not: nothing was claimed for sending.
    const roster = rosterResponseSchema.parse((await get(`/api/high-schools/${school.id}/roster`)).json());
    expect(roster.counts.not_invited).toBe(2);
    const db = ctx.database.handle.db;
    const scheduler = createReminderScheduler({
      db,
      catalog: testCatalog(),
      mailer: ctx.mail.mailer,
      secret: await loadAppSecret(db, undefined, new Date()),
      publicUrl: 'https://campuspath.test',
      now: () => new Date(),
    });
    await scheduler.tick(new Date());
    const sent = (await ctx.mail.all()).flatMap((email) => email.to);
    expect(sent.filter((address) => address.endsWith(DEMO_EMAIL_DOMAIN))).toEqual([]);
  });

  it('keeps a roster the demo counselor imports apart from the sample lines, and sends it nothing either', async () => {
    const { user, cookie, school } = await startCounselorDemo();
    const counselor = { user, cookie, email: '', password: '' };
    await importRosterCsv(ctx.app, counselor, school.id, rosterFile(2, { domain: 'demo-import.example.org' }));
    const roster = await readRosterOf(ctx.app, counselor, school.id);
    expect(roster.students).toHaveLength(12);
    // What the counselor typed is theirs, not marked sample; the sample lines stay as they were.
    expect(roster.students.filter((student) => !student.sample).map((student) => student.email)).toEqual([
      'student1@demo-import.example.org',
      'student2@demo-import.example.org',
    ]);
    expect(roster.students.filter((student) => student.sample)).toHaveLength(10);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/high-schools/${school.id}/roster/invitations`,
      headers: { cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(await ctx.mail.to('student1@demo-import.example.org')).toEqual([]);
  });

  it('keeps two demos at once apart: each its own school, roster and addresses', async () => {
    const first = await startCounselorDemo();
    const second = await startCounselorDemo();
    expect(first.school.id).not.toBe(second.school.id);
    const emails = async ({ get, school }: typeof first) =>
      rosterResponseSchema.parse((await get(`/api/high-schools/${school.id}/roster`)).json()).students.map((student) => student.email);
    const [mine, theirs] = [await emails(first), await emails(second)];
    expect(mine).toHaveLength(10);
    expect(mine.filter((email) => theirs.includes(email))).toEqual([]);
    // Neither counselor reaches the other's roster.
    expect((await first.get(`/api/high-schools/${second.school.id}/roster`)).statusCode).toBe(404);
  });

  it('refuses a demo for another role, naming the field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { role: 'parent' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('role');
  });

  it('is removed a day later: the counselor, the seven students, the sample school with its roster, and the letter requests', async () => {
    const { user } = await startCounselorDemo();
    const db = ctx.database.handle.db;
    const [membership] = await db.selectFrom('high_school_counselors').select('high_school_id').where('user_id', '=', user.id).execute();
    const studentIds = (
      await db.selectFrom('high_school_students').select('user_id').where('high_school_id', '=', membership!.high_school_id).execute()
    ).map((row) => row.user_id);
    expect(studentIds).toHaveLength(7);
    const requestsOf = () => db.selectFrom('letter_requests').select('id').where('user_id', 'in', studentIds).execute();
    expect((await requestsOf()).length).toBeGreaterThan(0);
    // The sample history is there before the day is over.
    const imported = await db
      .selectFrom('history_rows')
      .select('high_school_id')
      .where('high_school_id', '=', membership!.high_school_id)
      .execute();
    expect(imported.length).toBeGreaterThan(2_000);

    await db
      .updateTable('users')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', 'in', [user.id, ...studentIds])
      .execute();
    await removeExpiredDemoAccounts({ db, storage: ctx.files.storage, now: () => new Date() });
    expect(
      await db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', [user.id, ...studentIds])
        .execute(),
    ).toEqual([]);
    expect(await db.selectFrom('high_schools').select('id').where('id', '=', membership!.high_school_id).execute()).toEqual([]);
    expect(await db.selectFrom('shares').select('id').where('high_school_id', '=', membership!.high_school_id).execute()).toEqual([]);
    expect(await requestsOf()).toEqual([]);
    expect(await db.selectFrom('letters').select('id').where('user_id', 'in', studentIds).execute()).toEqual([]);
    // Its roster and sample history go with it: the import, its rows and the settings.
    for (const table of ['roster_students', 'history_imports', 'history_rows', 'history_settings'] as const) {
      expect(
        await db.selectFrom(table).select('high_school_id').where('high_school_id', '=', membership!.high_school_id).execute(),
      ).toEqual([]);
    }
  });
});
