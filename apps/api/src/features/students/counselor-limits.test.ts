import { describe, expect, it } from 'vitest';
import { NOTES_FULL_MESSAGE, NOTES_PER_ITEM_MAX } from '@campuspath/contract/notes';
import {
  COUNSELOR_TASKS_FULL_MESSAGE,
  COUNSELOR_TASKS_PER_STUDENT_MAX,
  TASKS_FULL_MESSAGE,
  TASKS_MAX,
} from '@campuspath/contract/tasks-terms';
import { buildApplicationBody, buildTaskBody } from '../../../../../test/factories.ts';
import { newId } from '../../lib/ids.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * What a counselor can add to a student's lists: their tasks count against their own limit on
 * that student, never the student's (a counselor once filled a student's 500 tasks), and an
 * application or essay holds a bounded thread of notes. Limits come from the contract and are
 * 400s that name them.
 */
const ctx = useTestApp();

const as = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

async function sharingStudent() {
  const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
  const { joinCode } = await createSchool(ctx.app, counselor);
  const student = await signUpAs(ctx.app, 'student', 'Maya');
  await joinSchool(ctx.app, student, joinCode.joinCode);
  await shareWithSchool(ctx.app, student, true);
  return { counselor, student };
}

/** `count` tasks on the student's list, written straight to the table (as many requests would). */
async function fillTasks(studentId: string, count: number, assignedBy: SignedInUser | null) {
  const at = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, index) => ({
    id: newId(),
    user_id: studentId,
    title: `Task ${index}`,
    due_date: null,
    category: 'other',
    priority: 'medium',
    completed: 0,
    notes: '',
    created_at: at,
    updated_at: at,
    assigned_by: assignedBy?.user.id ?? null,
    assigned_by_name: assignedBy?.user.name ?? null,
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await ctx.database.handle.db
      .insertInto('tasks')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}

describe("a counselor's tasks on a student", () => {
  it("count against the counselor's own limit, so the student can still add their own", async () => {
    const { counselor, student } = await sharingStudent();
    await fillTasks(student.user.id, COUNSELOR_TASKS_PER_STUDENT_MAX, counselor);
    const refused = await as(counselor, 'POST', `/api/students/${student.user.id}/tasks`, buildTaskBody());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'quota_exceeded', message: COUNSELOR_TASKS_FULL_MESSAGE });
    expect(COUNSELOR_TASKS_FULL_MESSAGE).toContain(String(COUNSELOR_TASKS_PER_STUDENT_MAX));

    // The student's own list is untouched by them: up to TASKS_MAX of their own.
    await fillTasks(student.user.id, TASKS_MAX - 1, null);
    expect((await as(student, 'POST', '/api/tasks', buildTaskBody())).statusCode).toBe(201);
    const full = await as(student, 'POST', '/api/tasks', buildTaskBody());
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ error: 'quota_exceeded', message: TASKS_FULL_MESSAGE });

    // Another counselor of the school has a limit of their own.
    const colleague = await signUpAs(ctx.app, 'counselor', 'Mr. Okafor');
    const schools = (await as(counselor, 'GET', '/api/high-schools')).json() as { highSchools: { id: string }[] };
    const link = (await as(counselor, 'POST', `/api/high-schools/${schools.highSchools[0]!.id}/invitations`)).json() as {
      invitation: { url: string };
    };
    const token = new URL(link.invitation.url).searchParams.get('token')!;
    expect((await as(colleague, 'POST', '/api/high-schools/invitations/accept', { token })).statusCode).toBe(200);
    expect((await as(colleague, 'POST', `/api/students/${student.user.id}/tasks`, buildTaskBody())).statusCode).toBe(201);
  });
});

describe('notes on an application or essay', () => {
  it(`stop at ${NOTES_PER_ITEM_MAX} per item with a 400 naming the limit; other items keep theirs`, async () => {
    const { counselor, student } = await sharingStudent();
    const application = (await as(student, 'POST', '/api/applications', buildApplicationBody({ schoolId: 139755 }))).json() as {
      id: string;
    };
    const other = (await as(student, 'POST', '/api/applications', buildApplicationBody({ schoolId: 166683 }))).json() as { id: string };
    const at = new Date().toISOString();
    await ctx.database.handle.db
      .insertInto('notes')
      .values(
        Array.from({ length: NOTES_PER_ITEM_MAX }, () => ({
          id: newId(),
          user_id: student.user.id,
          author_id: counselor.user.id,
          author_name: 'Ms. Rivera',
          target_kind: 'application' as const,
          target_id: application.id,
          body: 'Checked.',
          created_at: at,
        })),
      )
      .execute();
    const note = (targetId: string) =>
      as(counselor, 'POST', `/api/students/${student.user.id}/notes`, { targetKind: 'application', targetId, body: 'One more' });
    const refused = await note(application.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'quota_exceeded', message: NOTES_FULL_MESSAGE });
    expect(NOTES_FULL_MESSAGE).toContain(String(NOTES_PER_ITEM_MAX));
    expect((await note(other.id)).statusCode).toBe(201);
  });
});
