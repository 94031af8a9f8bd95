import { describe, expect, it } from 'vitest';
import { dashboardSchema } from '@campuspath/contract/dashboard';
import { noteListResponseSchema } from '@campuspath/contract/notes';
import { NOTE_MAX_LENGTH } from '@campuspath/contract/notes-terms';
import { taskListResponseSchema, taskResponseSchema } from '@campuspath/contract/tasks';
import { buildApplicationBody, buildEssayBody, buildTaskBody } from '../../../../../test/factories.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, followStudent, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

/**
 * A counselor on a student: adds a task the student sees as "From Ms. Rivera" and can
 * complete or dismiss but not edit; leaves notes on an application or essay, a thread the student
 * reads. Both only within what the student shares with the school.
 */
const ctx = useTestApp();

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

async function sharingStudent() {
  const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
  const { joinCode } = await createSchool(ctx.app, counselor);
  const student = await signUpAs(ctx.app, 'student', 'Maya');
  await joinSchool(ctx.app, student, joinCode.joinCode);
  await shareWithSchool(ctx.app, student, true);
  const shares = (await as(student, 'GET', '/api/sharing')).json() as { viewers: { id: string }[] };
  return { counselor, student, schoolShare: shares.viewers[0]!.id };
}

describe('a counselor adds a task', () => {
  it('shows it to the student as from the counselor; the student completes or dismisses it but cannot edit it', async () => {
    const { counselor, student } = await sharingStudent();
    const added = await as(
      counselor,
      'POST',
      `/api/students/${student.user.id}/tasks`,
      buildTaskBody({ title: 'Send your transcript', completed: true }),
    );
    expect(added.statusCode).toBe(201);
    const { task } = taskResponseSchema.parse(added.json());
    expect(task).toMatchObject({ title: 'Send your transcript', completed: false, assignedBy: { name: 'Ms. Rivera' } });

    const mine = taskListResponseSchema.parse((await as(student, 'GET', '/api/tasks')).json()).tasks;
    expect(mine.map((row) => [row.title, row.assignedBy])).toEqual([['Send your transcript', { name: 'Ms. Rivera' }]]);
    const dashboard = dashboardSchema.parse((await as(student, 'GET', '/api/dashboard')).json());
    expect(dashboard.upcomingTasks.map((row) => [row.title, row.assignedBy])).toEqual([['Send your transcript', { name: 'Ms. Rivera' }]]);
    const edit = await as(student, 'PATCH', `/api/tasks/${task.id}`, { title: 'Something else' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ error: 'assigned_task' });
    expect((await as(student, 'PATCH', `/api/tasks/${task.id}`, { completed: true })).json().task).toMatchObject({
      completed: true,
      title: 'Send your transcript',
    });
    expect((await as(student, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(204);
    // The student's own tasks stay theirs to edit.
    const own = taskResponseSchema.parse((await as(student, 'POST', '/api/tasks', buildTaskBody())).json()).task;
    expect(own.assignedBy).toBeNull();
    expect((await as(student, 'PATCH', `/api/tasks/${own.id}`, { title: 'Renamed' })).statusCode).toBe(200);
  });

  it('needs the tasks scope, and only counselors add tasks', async () => {
    const { counselor, student, schoolShare } = await sharingStudent();
    const { parent } = await followStudent(ctx.app, student);
    for (const user of [parent, student]) {
      expect((await as(user, 'POST', `/api/students/${student.user.id}/tasks`, buildTaskBody())).statusCode).toBe(403);
    }
    await as(student, 'PATCH', `/api/sharing/viewers/${schoolShare}`, { scopes: { tasks: false } });
    expect((await as(counselor, 'POST', `/api/students/${student.user.id}/tasks`, buildTaskBody())).statusCode).toBe(404);
    expect((await as(student, 'GET', '/api/tasks')).json()).toEqual({ tasks: [] });
  });
});

describe('notes on applications and essays', () => {
  it('keeps a thread the student reads, within the scopes shared', async () => {
    const { counselor, student, schoolShare } = await sharingStudent();
    const application = (
      await as(student, 'POST', '/api/applications', buildApplicationBody({ schoolId: testCatalog().schools[0]!.id }))
    ).json() as { id: string };
    const essay = (await as(student, 'POST', '/api/essays', buildEssayBody())).json().essay as { id: string };
    const url = `/api/students/${student.user.id}/notes`;

    const first = await as(counselor, 'POST', url, {
      targetKind: 'application',
      targetId: application.id,
      body: 'Early action closes soon.',
    });
    expect(first.statusCode).toBe(201);
    await as(counselor, 'POST', url, { targetKind: 'application', targetId: application.id, body: 'Ask Mr. Diaz for a letter.' });
    const thread = noteListResponseSchema.parse((await as(student, 'GET', `/api/applications/${application.id}/notes`)).json()).notes;
    expect(thread.map((note) => [note.authorName, note.body])).toEqual([
      ['Ms. Rivera', 'Early action closes soon.'],
      ['Ms. Rivera', 'Ask Mr. Diaz for a letter.'],
    ]);

    // Essays are not shared with counselors by default.
    const onEssay = { targetKind: 'essay', targetId: essay.id, body: 'Strong opening.' };
    expect((await as(counselor, 'POST', url, onEssay)).statusCode).toBe(404);
    await as(student, 'PATCH', `/api/sharing/viewers/${schoolShare}`, { scopes: { essays: true } });
    expect((await as(counselor, 'POST', url, onEssay)).statusCode).toBe(201);
    expect(noteListResponseSchema.parse((await as(student, 'GET', `/api/essays/${essay.id}/notes`)).json()).notes).toHaveLength(1);

    // A parent (colleges shared, essays not) reads the application notes only.
    const { parent } = await followStudent(ctx.app, student);
    const seen = noteListResponseSchema.parse((await as(parent, 'GET', url)).json()).notes;
    expect(seen.map((note) => note.targetKind)).toEqual(['application', 'application']);
    expect((await as(parent, 'POST', url, { targetKind: 'application', targetId: application.id, body: 'Hi' })).statusCode).toBe(403);

    const tooLong = await as(counselor, 'POST', url, {
      targetKind: 'application',
      targetId: application.id,
      body: 'x'.repeat(NOTE_MAX_LENGTH + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toHaveProperty('body');
    // Another student's application is not a target.
    expect((await as(counselor, 'POST', url, { targetKind: 'application', targetId: essay.id, body: 'Hi' })).statusCode).toBe(404);

    const exported = (await as(student, 'GET', '/api/account/export')).json();
    expect(exported.notes.map((note: { body: string }) => note.body)).toEqual([
      'Early action closes soon.',
      'Ask Mr. Diaz for a letter.',
      'Strong opening.',
    ]);
  });
});
