import { describe, expect, it } from 'vitest';
import { taskListResponseSchema, taskResponseSchema, type CreateTaskBody, type Task } from '@campuspath/contract/tasks';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

async function createTask(student: SignedInUser, body: Partial<CreateTaskBody> = {}): Promise<Task> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: { cookie: student.cookie },
    payload: { title: 'Ask Ms. Rivera for a letter', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return taskResponseSchema.parse(response.json()).task;
}

async function listTasks(student: SignedInUser): Promise<Task[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/tasks', headers: { cookie: student.cookie } });
  expect(response.statusCode).toBe(200);
  return taskListResponseSchema.parse(response.json()).tasks;
}

describe('tasks', () => {
  it('creates a task with defaults and every field', async () => {
    const student = await signUp(ctx.app);
    const plain = await createTask(student, { title: '  Register for the SAT  ' });
    expect(plain).toMatchObject({
      title: 'Register for the SAT',
      dueDate: null,
      category: 'other',
      priority: 'medium',
      completed: false,
      notes: '',
    });
    const full = await createTask(student, {
      title: 'Submit the CSS Profile',
      dueDate: '2026-11-15',
      category: 'financial-aid',
      priority: 'high',
      completed: true,
      notes: 'Needs 2025 tax return',
    });
    expect(full).toMatchObject({
      dueDate: '2026-11-15',
      category: 'financial-aid',
      priority: 'high',
      completed: true,
      notes: 'Needs 2025 tax return',
    });
    const one = await ctx.app.inject({ method: 'GET', url: `/api/tasks/${full.id}`, headers: { cookie: student.cookie } });
    expect(taskResponseSchema.parse(one.json()).task).toEqual(full);
  });

  it('lists by due date with undated tasks last', async () => {
    const student = await signUp(ctx.app);
    const undated = await createTask(student, { title: 'Undated' });
    const later = await createTask(student, { title: 'Later', dueDate: '2026-12-01' });
    const sooner = await createTask(student, { title: 'Sooner', dueDate: '2026-10-01' });
    expect((await listTasks(student)).map((task) => task.id)).toEqual([sooner.id, later.id, undated.id]);
  });

  it('changes any subset of fields, including completing and clearing the due date', async () => {
    const student = await signUp(ctx.app);
    const task = await createTask(student, { dueDate: '2026-10-01' });
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, headers: { cookie: student.cookie }, payload });
    const completed = await patch({ completed: true });
    expect(completed.statusCode).toBe(200);
    expect(taskResponseSchema.parse(completed.json()).task).toMatchObject({ completed: true, title: task.title, dueDate: '2026-10-01' });
    const edited = await patch({ title: 'Renamed', dueDate: null, priority: 'low', category: 'visit', notes: 'Campus tour' });
    expect(taskResponseSchema.parse(edited.json()).task).toMatchObject({
      title: 'Renamed',
      dueDate: null,
      priority: 'low',
      category: 'visit',
      notes: 'Campus tour',
      completed: true,
    });
  });

  it('names each invalid field on create and update', async () => {
    const student = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie: student.cookie },
      payload: { title: 'x'.repeat(201), dueDate: 'next week', category: 'chores', priority: 'urgent', completed: 'yes', owner: 'me' },
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json();
    expect(Object.keys(fields).sort()).toEqual(['category', 'completed', 'dueDate', 'owner', 'priority', 'title']);
    expect(fields.title).toBe('Titles are at most 200 characters');
    expect(fields.dueDate).toBe('Enter a date as YYYY-MM-DD');

    const missing = await ctx.app.inject({ method: 'POST', url: '/api/tasks', headers: { cookie: student.cookie }, payload: {} });
    expect(missing.json().fields).toEqual({ title: 'Enter a title' });
    const impossible = await ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie: student.cookie },
      payload: { title: 'Leap', dueDate: '2027-02-29' },
    });
    expect(impossible.json().fields).toEqual({ dueDate: 'Enter a date as YYYY-MM-DD' });

    const task = await createTask(student);
    const blank = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      headers: { cookie: student.cookie },
      payload: { title: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ title: 'Enter a title' });
    const empty = await ctx.app.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, headers: { cookie: student.cookie }, payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('deletes a task', async () => {
    const student = await signUp(ctx.app);
    const task = await createTask(student);
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/tasks/${task.id}`, headers: { cookie: student.cookie } });
    expect(response.statusCode).toBe(204);
    expect(await listTasks(student)).toEqual([]);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/tasks/${task.id}`, headers: { cookie: student.cookie } });
    expect(again.statusCode).toBe(404);
  });
});

describe('ownership', () => {
  it("answers 404 on every route for another student's task and lists only one's own", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const task = await createTask(owner);
    await createTask(other, { title: 'Mine' });
    for (const request of [
      { method: 'GET', url: `/api/tasks/${task.id}` },
      { method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { completed: true } },
      { method: 'DELETE', url: `/api/tasks/${task.id}` },
    ] as const) {
      const response = await ctx.app.inject({ ...request, headers: { cookie: other.cookie } });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Task not found' });
    }
    expect((await listTasks(other)).map((entry) => entry.title)).toEqual(['Mine']);
    expect((await listTasks(owner))[0]).toMatchObject({ id: task.id, completed: false });
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/tasks'],
      ['POST', '/api/tasks'],
      ['GET', '/api/tasks/x'],
      ['PATCH', '/api/tasks/x'],
      ['DELETE', '/api/tasks/x'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'POST' || method === 'PATCH' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
