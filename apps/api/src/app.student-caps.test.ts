import { describe, expect, it } from 'vitest';
import { APPLICATIONS_FULL_MESSAGE, APPLICATIONS_MAX } from '@campuspath/contract/applications-terms';
import { COMPARE_MAX } from '@campuspath/contract/compare-terms';
import { ESSAYS_FULL_MESSAGE, ESSAYS_MAX } from '@campuspath/contract/essays-terms';
import { LETTERS_FULL_MESSAGE, LETTERS_MAX } from '@campuspath/contract/letters-terms';
import { SAVED_SCHOOLS_FULL_MESSAGE, SAVED_SCHOOLS_MAX } from '@campuspath/contract/saved-schools-terms';
import { TASKS_FULL_MESSAGE, TASKS_MAX } from '@campuspath/contract/tasks-terms';
import { buildApplicationBody, buildEssayBody, buildLetterBody, buildTaskBody } from '../../../test/factories.ts';
import type { Database } from './db/schema.ts';
import { newId } from './lib/ids.ts';
import { nowIso } from './test/test-clock.ts';
import { countStudentRows, type StudentListTable } from './test/student-rows.ts';
import { signUp } from './test/factories.ts';
import { sendAtOnce } from './test/parallel-writes.ts';
import { testCatalog, useTestApp } from './test/test-app.ts';

// Every per-student list has a cap, enforced under the student's lock (features/auth/student-lock.ts),
// so parallel requests at the cap − 1 leave exactly the cap. Documents: documents-quota.test.ts.
const ctx = useTestApp();
const PARALLEL = 10;

/** Catalogue UNITIDs: the first `count` for rows already there, the next PARALLEL for the requests. */
const schoolIds = (from: number, count: number) =>
  testCatalog()
    .schools.slice(from, from + count)
    .map((school) => school.id);

interface CapCase {
  name: string;
  table: StudentListTable;
  max: number;
  error: string;
  message: string;
  /** Rows written straight to the database, so reaching the cap takes one insert. */
  rows: (userId: string, count: number) => Database[StudentListTable][];
  /** The request that adds one more; `index` tells parallel requests apart. */
  add: (index: number) => { method: 'POST' | 'PUT'; url: string; payload?: object };
}

const stamp = () => ({ created_at: nowIso(), updated_at: nowIso() });

const CASES: CapCase[] = [
  {
    name: 'tasks',
    table: 'tasks',
    max: TASKS_MAX,
    error: 'quota_exceeded',
    message: TASKS_FULL_MESSAGE,
    rows: (userId, count) =>
      Array.from({ length: count }, (_, index) => ({
        id: newId(),
        user_id: userId,
        title: `t${index}`,
        due_date: null,
        category: 'other',
        priority: 'medium',
        completed: 0,
        notes: '',
        assigned_by: null,
        assigned_by_name: null,
        plan_task_id: null,
        plan_title: null,
        plan_school_name: null,
        ...stamp(),
      })),
    add: () => ({ method: 'POST', url: '/api/tasks', payload: buildTaskBody() }),
  },
  {
    name: 'essays',
    table: 'essays',
    max: ESSAYS_MAX,
    error: 'quota_exceeded',
    message: ESSAYS_FULL_MESSAGE,
    rows: (userId, count) =>
      Array.from({ length: count }, (_, index) => ({
        id: newId(),
        user_id: userId,
        title: `e${index}`,
        prompt: '',
        body: '',
        word_count: 0,
        max_words: null,
        due_date: null,
        status: 'not-started',
        version: 1,
        ...stamp(),
      })),
    add: () => ({ method: 'POST', url: '/api/essays', payload: buildEssayBody() }),
  },
  {
    name: 'letters',
    table: 'letters',
    max: LETTERS_MAX,
    error: 'quota_exceeded',
    message: LETTERS_FULL_MESSAGE,
    rows: (userId, count) =>
      Array.from({ length: count }, (_, index) => ({
        id: newId(),
        user_id: userId,
        recommender_name: `r${index}`,
        recommender_title: '',
        recommender_email: `r${index}@school.example`,
        status: 'not-requested',
        date_requested: null,
        due_date: null,
        last_reminder: null,
        school_ids: '[]',
        notes: '',
        ...stamp(),
      })),
    add: () => ({ method: 'POST', url: '/api/letters', payload: buildLetterBody() }),
  },
  {
    name: 'applications',
    table: 'applications',
    max: APPLICATIONS_MAX,
    error: 'quota_exceeded',
    message: APPLICATIONS_FULL_MESSAGE,
    rows: (userId, count) =>
      schoolIds(0, count).map((schoolId) => ({
        id: newId(),
        user_id: userId,
        school_id: schoolId,
        round: 'regular-decision',
        deadline: null,
        time_zone: null,
        status: 'drafting',
        decision_date: null,
        notes: '',
        portal_url: null,
        checklist: '[]',
        ...stamp(),
      })),
    add: (index) => ({
      method: 'POST',
      url: '/api/applications',
      payload: buildApplicationBody({ schoolId: schoolIds(APPLICATIONS_MAX, PARALLEL)[index]! }),
    }),
  },
  {
    name: 'saved schools',
    table: 'saved_schools',
    max: SAVED_SCHOOLS_MAX,
    error: 'saved_schools_full',
    message: SAVED_SCHOOLS_FULL_MESSAGE,
    rows: (userId, count) => schoolIds(0, count).map((schoolId) => ({ user_id: userId, school_id: schoolId, created_at: nowIso() })),
    add: (index) => ({ method: 'PUT', url: `/api/saved-schools/${schoolIds(SAVED_SCHOOLS_MAX, PARALLEL)[index]!}` }),
  },
];

describe('per-student caps hold under parallel requests', () => {
  it.each(CASES)(`$name: ${PARALLEL} at once with $max − 1 stored leave exactly $max, the rest answered 400`, async (cap) => {
    const { cookie, user } = await signUp(ctx.app);
    const db = ctx.database.handle.db;
    await db
      .insertInto(cap.table as 'tasks')
      .values(cap.rows(user.id, cap.max - 1) as Database['tasks'][])
      .execute();

    let next = 0;
    const responses = await sendAtOnce(ctx.database, cap.table, PARALLEL, () => {
      const request = cap.add(next++);
      return ctx.app.inject({ ...request, headers: { cookie } });
    });

    const accepted = responses.filter((response) => response.statusCode < 300);
    const refused = responses.filter((response) => response.statusCode >= 300);
    expect(accepted, responses.map((response) => `${response.statusCode} ${response.body.slice(0, 120)}`).join('\n')).toHaveLength(1);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: cap.error, message: cap.message });
    }
    expect(await countStudentRows(db, cap.table, user.id)).toBe(cap.max);

    // Another student is not affected.
    const other = await signUp(ctx.app);
    expect((await ctx.app.inject({ ...cap.add(0), headers: { cookie: other.cookie } })).statusCode).toBeLessThan(300);
  });

  it(`compare list: ${PARALLEL} replacements at once leave one list of at most ${COMPARE_MAX}`, async () => {
    const { cookie, user } = await signUp(ctx.app);
    const lists = Array.from({ length: PARALLEL }, (_, index) => schoolIds(index * COMPARE_MAX, COMPARE_MAX));
    let next = 0;
    const responses = await sendAtOnce(ctx.database, 'compare_items', PARALLEL, () =>
      ctx.app.inject({ method: 'PUT', url: '/api/compare-list', headers: { cookie }, payload: { schoolIds: lists[next++] } }),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(PARALLEL).fill(200));
    expect(await countStudentRows(ctx.database.handle.db, 'compare_items', user.id)).toBe(COMPARE_MAX);
    const stored = (await ctx.app.inject({ url: '/api/compare-list', headers: { cookie } })).json() as { schoolIds: number[] };
    expect(lists).toContainEqual(stored.schoolIds);
  });
});
