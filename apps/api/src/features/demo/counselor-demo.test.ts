import { describe, expect, it } from 'vitest';
import { historyResponseSchema, historySummaryResponseSchema } from '@campuspath/contract/admission-history';
import { historyImportListResponseSchema } from '@campuspath/contract/admission-history-imports';
import { nationalAdmissionsDates } from '@campuspath/contract/admissions-calendar';
import { signedInResponseSchema } from '@campuspath/contract/auth';
import { caseloadResponseSchema } from '@campuspath/contract/caseload';
import { classPlanListResponseSchema } from '@campuspath/contract/class-plans';
import { highSchoolListResponseSchema } from '@campuspath/contract/high-schools';
import { studentPlanResponseSchema } from '@campuspath/contract/sharing';
import { sessionCookieFrom } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { removeExpiredDemoAccounts } from './demo.service.ts';

/**
 * "Try the demo" as a counselor: a sample school with six sample students who share with
 * it, and its sample admission history, gone after a day.
 */
const ctx = useTestApp();
const ILLINOIS = 145637;

async function startCounselorDemo() {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { role: 'counselor' } });
  expect(response.statusCode, response.body).toBe(201);
  return { user: signedInResponseSchema.parse(response.json()).user, cookie: sessionCookieFrom(response.headers['set-cookie']) };
}

describe('the counselor demo', () => {
  it('signs into a demo counselor of a sample school whose six sample students share varied plans', async () => {
    const { user, cookie } = await startCounselorDemo();
    expect(user).toMatchObject({ role: 'counselor', isDemo: true, emailVerified: false });
    const get = (url: string) => ctx.app.inject({ url, headers: { cookie } });

    const [school] = highSchoolListResponseSchema.parse((await get('/api/high-schools')).json()).highSchools;
    expect(school).toMatchObject({ name: 'Sample High School (demo)', membership: 'counselor', studentCount: 6 });

    const caseload = caseloadResponseSchema.parse((await get(`/api/high-schools/${school!.id}/caseload`)).json());
    expect(caseload.count).toBe(6);
    // A sample class plan, labelled sample, delivered to the six sample students.
    const plans = classPlanListResponseSchema.parse((await get(`/api/high-schools/${school!.id}/class-plans`)).json()).plans;
    expect(plans.map((plan) => [plan.title, plan.isSample, plan.recipients])).toEqual([['Sample plan: senior fall', true, 6]]);
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
    const { cookie } = await startCounselorDemo();
    const get = (url: string) => ctx.app.inject({ url, headers: { cookie } });
    const [school] = highSchoolListResponseSchema.parse((await get('/api/high-schools')).json()).highSchools;
    const caseload = caseloadResponseSchema.parse((await get(`/api/high-schools/${school!.id}/caseload`)).json());
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
    const { cookie } = await startCounselorDemo();
    const get = (url: string) => ctx.app.inject({ url, headers: { cookie } });
    const [school] = highSchoolListResponseSchema.parse((await get('/api/high-schools')).json()).highSchools;
    const base = `/api/high-schools/${school!.id}/admission-history`;

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

  it('refuses a demo for another role, naming the field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { role: 'parent' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('role');
  });

  it('is removed a day later: the counselor, the six students and the sample school', async () => {
    const { user } = await startCounselorDemo();
    const db = ctx.database.handle.db;
    const [membership] = await db.selectFrom('high_school_counselors').select('high_school_id').where('user_id', '=', user.id).execute();
    const studentIds = (
      await db.selectFrom('high_school_students').select('user_id').where('high_school_id', '=', membership!.high_school_id).execute()
    ).map((row) => row.user_id);
    expect(studentIds).toHaveLength(6);
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
    // Its sample history goes with it: the import, its rows and the settings.
    for (const table of ['history_imports', 'history_rows', 'history_settings'] as const) {
      expect(
        await db.selectFrom(table).select('high_school_id').where('high_school_id', '=', membership!.high_school_id).execute(),
      ).toEqual([]);
    }
  });
});
