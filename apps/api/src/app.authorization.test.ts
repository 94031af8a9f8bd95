import { describe, expect, it } from 'vitest';
import type { Database } from './db/schema.ts';
import { newId } from './lib/ids.ts';
import { nowIso } from './test/test-clock.ts';
import { toJsonSchema } from './security/fuzz-values.ts';
import { exampleFor } from './security/route-examples.ts';
import { CALENDAR_ITEM_ROUTE, OWNED_PARAM_TABLES, ROUTE_QUERIES, routeParams, SHARED_ACCESS_SEGMENTS } from './security/route-params.ts';
import { expectedStatus, PERSONAS, ROUTE_POLICY, type Persona } from './security/route-policy.ts';
import { useSecurityApp } from './security/security-app.ts';
import { sessionCookieFrom, type SignedInUser } from './test/factories.ts';
import { historyFile, historyLine, importHistoryCsv, putDeadline } from './test/history-requests.ts';
import { createSchool, followStudent, inviteParent, joinSchool, shareWithSchool, signUpAs } from './test/roles.ts';
import { postLocalScholarship } from './test/scholarship-requests.ts';
import { postClassPlan, SAMPLE_PLAN } from './test/class-plan-requests.ts';
import { askTeacher, putLetterSettings, schoolStudent } from './test/letter-approval-requests.ts';
import { testCatalog } from './test/test-app.ts';

/**
 * The authorization matrix, generated from the live route table (recorded as the app
 * is built, so a route added later is walked without touching this file) and the declared policy
 * table (security/route-policy.ts): every route is called with student A's ids as A, B, A's
 * parent, B's parent, the counselor of A's school with A sharing and with A not sharing, a
 * counselor of another school, a parent A revoked, and signed out. Each answer must be the one
 * the table declares, every private read must be uncacheable, and after every call by anyone but
 * A, every row A owns is as it was. It extends the ownership walk (app.ownership.test.ts), which
 * tries each of A's ids against unknown ids as another student.
 */
const ctx = useSecurityApp({ web: true });

/** Bodies the schema-made example cannot give (an address must look like one; a note or a letter request names one of A's applications). */
const bodies = (ids: Record<string, string>): Record<string, object> => ({
  'POST /api/sharing/invitations': { email: 'grandpa@example.com' },
  'POST /api/students/:studentId/notes': { targetKind: 'application', targetId: ids.applications!, body: 'Ask about the deadline' },
  // Valid but for A's application: another student is refused it (400), other roles first by role (403).
  'POST /api/letter-requests': {
    teacherName: 'Ms. Lee',
    teacherEmail: 'lee@example.com',
    applicationIds: [ids.applications!],
    waived: false,
  },
  // A plan for a roster group A is not in: made, changed and copied without reaching A's tasks.
  'POST /api/high-schools/:id/class-plans': SAMPLE_PLAN,
  'PUT /api/high-schools/:id/class-plans/:planId': { title: 'Senior fall, revised', tasks: [{ title: 'Ask two teachers for letters' }] },
  'PUT /api/high-schools/:id/letter-settings': { askFrom: null, approvalRequired: true },
  'PUT /api/high-schools/:id/checked-deadlines': {
    collegeId: 139755,
    round: 'early-action',
    date: '2026-10-15',
    sourceUrl: 'https://example.edu/dates',
  },
});
/** Tables whose rows belong to A through `user_id`; share_views is left out: a viewer's read is meant to record "last viewed". */
const OWNED_TABLES: (keyof Database)[] = [
  'profiles',
  'saved_schools',
  'compare_items',
  'applications',
  'essays',
  'essay_versions',
  'essay_applications',
  'documents',
  'document_applications',
  'letters',
  'letter_requests',
  'tasks',
  'reminder_settings',
  'calendar_sequences',
  'notification_reads',
  'email_links',
  'shares',
  'invitations',
  'high_school_students',
  'notes',
  'deadline_update_dismissals',
  'aid_offers',
  'scholarships',
];

async function demoStudent(): Promise<SignedInUser> {
  const demo = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo' });
  return { user: demo.json().user, cookie: sessionCookieFrom(demo.headers['set-cookie']), email: demo.json().user.email, password: '' };
}

describe('authorization matrix', () => {
  it('declares a policy for every route, and none for a route that no longer exists', () => {
    const live = new Set(ctx.routes.filter((route) => route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`));
    const missing = [...live].filter((route) => !ROUTE_POLICY[route]);
    expect(missing, 'routes missing from ROUTE_POLICY in security/route-policy.ts').toEqual([]);
    expect(
      Object.keys(ROUTE_POLICY).filter((route) => !live.has(route)),
      'stale ROUTE_POLICY entries',
    ).toEqual([]);
  });

  it('answers every route as the policy table says, for every role, and never changes what A owns', async () => {
    const db = ctx.database.handle.db;
    // Student A: a demo workspace with one of everything, in a school, sharing with it and with a parent.
    const studentA = await demoStudent();
    const a = studentA.user.id;
    const essay = await db.selectFrom('essays').select(['id', 'body', 'word_count']).where('user_id', '=', a).executeTakeFirstOrThrow();
    await db
      .insertInto('essay_versions')
      .values({ id: newId(), essay_id: essay.id, user_id: a, body: essay.body, word_count: essay.word_count, created_at: nowIso() })
      .execute();
    const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
    const school = await createSchool(ctx.app, counselor);
    await joinSchool(ctx.app, studentA, school.joinCode.joinCode);
    await shareWithSchool(ctx.app, studentA, true);
    const { parent: parentOfA, shareId } = await followStudent(ctx.app, studentA);
    const { parent: revokedParent, shareId: revokedShare } = await followStudent(ctx.app, studentA);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/sharing/viewers/${revokedShare}`, headers: { cookie: studentA.cookie } }))
        .statusCode,
    ).toBe(204);
    const pending = await inviteParent(ctx.app, studentA, 'grandma@example.com');
    // Student B with a workspace and a parent of their own; a counselor of another school.
    const studentB = await demoStudent();
    const { parent: parentOfB } = await followStudent(ctx.app, studentB);
    const otherCounselor = await signUpAs(ctx.app, 'counselor');
    await createSchool(ctx.app, otherCounselor);
    // Two teachers with verified addresses: A asks one of them for a letter. The counselors'
    // addresses are verified too, as sending a school's invitations requires.
    const teacherRequested = await signUpAs(ctx.app, 'teacher', 'Mr. Okafor');
    const teacherNotRequested = await signUpAs(ctx.app, 'teacher');
    await db
      .updateTable('users')
      .set({ email_verified_at: nowIso() })
      .where('id', 'in', [teacherRequested.user.id, teacherNotRequested.user.id, counselor.user.id, otherCounselor.user.id])
      .execute();
    const firstApplication = await db
      .selectFrom('applications')
      .select(['id', 'school_id'])
      .where('user_id', '=', a)
      .executeTakeFirstOrThrow();
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/letter-requests',
      headers: { cookie: studentA.cookie },
      payload: { teacherName: 'Mr. Okafor', teacherEmail: teacherRequested.email, applicationIds: [firstApplication.id], waived: true },
    });
    expect(asked.statusCode).toBe(201);

    const cookies: Record<Persona, string | null> = {
      studentA: studentA.cookie,
      studentB: studentB.cookie,
      parentOfA: parentOfA.cookie,
      parentOfB: parentOfB.cookie,
      counselorSharing: counselor.cookie,
      counselorNotSharing: counselor.cookie,
      otherCounselor: otherCounselor.cookie,
      revokedParent: revokedParent.cookie,
      teacherRequested: teacherRequested.cookie,
      teacherNotRequested: teacherNotRequested.cookie,
      signedOut: null,
    };
    const firstOwned = async (table: keyof Database) =>
      String(
        (
          (await db
            .selectFrom(table)
            .select('id' as never)
            .where('user_id' as never, '=', a as never)
            .executeTakeFirstOrThrow()) as { id: string }
        ).id,
      );
    const ids: Record<string, string> = {
      students: a,
      'high-schools': school.highSchool.id,
      counselors: counselor.user.id,
      viewers: shareId,
      invitations: pending.invitation.id,
      'letter-requests': asked.json().request.id,
      colleges: String(firstApplication.school_id),
    };
    const recorded = await ctx.app.inject({
      method: 'POST',
      url: '/api/scholarships',
      headers: { cookie: studentA.cookie },
      payload: { name: 'Rotary Club', amount: 1000, status: 'awarded' },
    });
    expect(recorded.statusCode).toBe(201);
    for (const [segment, table] of Object.entries(OWNED_PARAM_TABLES)) ids[segment] = await firstOwned(table);
    // Another student of A's school whose letter request waits for its counselors' approval.
    const waitingAsker = await schoolStudent(ctx.app, school.joinCode.joinCode);
    // An import and a checked deadline of A's school, made again before the second walk (the first deletes them).
    const schoolFixtures = async () => {
      await putLetterSettings(ctx.app, counselor, school.highSchool.id, { askFrom: null, approvalRequired: true });
      ids['letter-approvals'] = await askTeacher(ctx.app, waitingAsker);
      ids.imports = (await importHistoryCsv(ctx.app, counselor, school.highSchool.id, historyFile([historyLine()]))).import.id;
      ids['checked-deadlines'] = (await putDeadline(ctx.app, counselor, school.highSchool.id)).id;
      ids['local-scholarships'] = (await postLocalScholarship(ctx.app, counselor, school.highSchool.id)).id;
      ids['class-plans'] = (await postClassPlan(ctx.app, counselor, school.highSchool.id)).id;
    };
    await schoolFixtures();
    const catalogueId = String(testCatalog().schools[0]!.id);
    const fill = (url: string) => {
      if (url === CALENDAR_ITEM_ROUTE) return `/api/calendar/items/task/${ids.tasks}.ics`;
      const path = url.replace(/([^/]+)\/(:[A-Za-z]+|\*)/g, (_match, segment: string) => `${segment}/${ids[segment] ?? catalogueId}`);
      return `${path}${ROUTE_QUERIES[url] ?? ''}`;
    };
    const namesA = (url: string) =>
      url === CALENDAR_ITEM_ROUTE || routeParams(url).some(({ segment }) => OWNED_PARAM_TABLES[segment] || SHARED_ACCESS_SEGMENTS[segment]);

    const snapshot = async () => {
      const rows = await Promise.all(
        OWNED_TABLES.map((table) =>
          db
            .selectFrom(table)
            .selectAll()
            .where('user_id' as never, '=', a as never)
            .execute(),
        ),
      );
      const account = await db.selectFrom('users').selectAll().where('id', '=', a).executeTakeFirst();
      return JSON.stringify([account, rows.map((list) => (list as { id?: string }[]).map((row) => JSON.stringify(row)).sort())]);
    };

    const calls: string[] = [];
    const failures: string[] = [];
    let baseline = await snapshot();
    const walk = async (personas: readonly Persona[]) => {
      for (const route of ctx.routes) {
        if (route.method === 'HEAD') continue;
        const key = `${route.method} ${route.url}`;
        const policy = ROUTE_POLICY[key]!;
        const url = fill(route.url);
        const body = bodies(ids)[key] ?? exampleFor(toJsonSchema(route.schema?.body));
        for (const persona of personas) {
          const expected = expectedStatus(policy, persona, route.method, namesA(route.url));
          if (expected === 'skip') continue;
          const cookie = cookies[persona];
          const response = await ctx.app.inject({
            method: route.method as 'GET',
            url,
            headers: cookie ? { cookie } : {},
            ...(body !== undefined ? { payload: body as object } : {}),
          });
          calls.push(`${persona} ${key}`);
          const label = `${key} as ${persona}: ${response.statusCode} ${response.body.slice(0, 160)}`;
          if (expected === 'not401' ? response.statusCode === 401 : response.statusCode !== expected)
            failures.push(`expected ${expected}: ${label}`);
          if (policy.kind !== 'public' && route.method === 'GET' && response.headers['cache-control'] !== 'private, no-store') {
            failures.push(`cacheable: ${label}`);
          }
          // A's own reads may write (first-read defaults), and a counselor's allowed task or note, or
          // the asked teacher's answer, is meant to reach A's plan: the baseline moves on after them.
          const meantToChange = (policy.kind === 'counselorWrite' || policy.kind === 'teacher') && response.statusCode === expected;
          if (persona === 'studentA' || meantToChange) baseline = await snapshot();
          else if ((await snapshot()) !== baseline) failures.push(`changed A's rows: ${label}`);
        }
      }
    };
    await walk(PERSONAS.filter((persona) => persona !== 'counselorNotSharing'));
    // The same counselor once A stops sharing with the school.
    await shareWithSchool(ctx.app, studentA, false);
    await schoolFixtures();
    baseline = await snapshot();
    await walk(['counselorNotSharing']);
    expect(failures).toEqual([]);

    // Every persona was walked, over reads and changes of every kind of route.
    for (const persona of PERSONAS)
      expect(
        calls.some((call) => call.startsWith(`${persona} `)),
        persona,
      ).toBe(true);
    for (const verb of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
      expect(
        calls.some((call) => call.includes(` ${verb} `)),
        verb,
      ).toBe(true);
    expect(calls.length).toBeGreaterThan(500);
    // About 700 calls, each followed by a read of every table A owns: can take longer than the default 20 s on PostgreSQL on a busy machine.
  }, 180_000);
});
