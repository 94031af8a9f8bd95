import { describe, expect, it } from 'vitest';
import { deadlinesResponseSchema } from '@campuspath/contract/deadlines';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../test/test-clock.ts';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const STANFORD = 243744;
const MIT = 166683;

const getDeadlines = (student: SignedInUser, query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/deadlines?${query}`, headers: { cookie: student.cookie } });

async function createApplication(student: SignedInUser, payload: Record<string, unknown>) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/applications', headers: { cookie: student.cookie }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

/** Rows of the other features' tables, written directly: this feature only reads them. */
async function seedOthers(student: SignedInUser) {
  const db = ctx.database.handle.db;
  const now = nowIso();
  const userId = student.user.id;
  const essay = (title: string, due: string | null, status: string) => ({
    id: newId(),
    user_id: userId,
    title,
    prompt: '',
    body: '',
    word_count: 0,
    max_words: 650,
    due_date: due,
    status,
    version: 1,
    created_at: now,
    updated_at: now,
  });
  const letter = (name: string, due: string | null, status: string) => ({
    id: newId(),
    user_id: userId,
    recommender_name: name,
    recommender_title: 'Teacher',
    recommender_email: 'teacher@example.edu',
    status,
    date_requested: null,
    due_date: due,
    last_reminder: null,
    school_ids: '[]',
    notes: '',
    created_at: now,
    updated_at: now,
  });
  const task = (title: string, due: string | null, completed: number) => ({
    id: newId(),
    user_id: userId,
    title,
    due_date: due,
    category: 'applications',
    priority: 'medium',
    completed,
    notes: '',
    created_at: now,
    updated_at: now,
  });
  const essays = [
    essay('Why Stanford', '2026-11-01', 'drafting'),
    essay('Common App personal essay', '2026-10-20', 'completed'),
    essay('Undated', null, 'drafting'),
  ];
  const letters = [
    letter('Ms. Lee', '2026-11-01', 'requested'),
    letter('Mr. Done', '2026-11-01', 'completed'),
    letter('Dr. No', '2026-11-02', 'declined'),
  ];
  const tasks = [
    task('Send SAT scores', '2026-11-01', 0),
    task('Ask for fee waiver', '2026-10-31', 1),
    task('Outside the range', '2027-03-01', 0),
  ];
  await db.insertInto('essays').values(essays).execute();
  await db.insertInto('letters').values(letters).execute();
  await db.insertInto('tasks').values(tasks).execute();
  return { essays, letters, tasks };
}

describe('GET /api/deadlines', () => {
  it('gathers application deadlines, essay and letter due dates and tasks in the range, ordered by date then kind', async () => {
    const student = await signUp(ctx.app);
    const early = await createApplication(student, { schoolId: STANFORD, round: 'early-action', deadline: '2026-11-01' });
    const submitted = await createApplication(student, {
      schoolId: MIT,
      round: 'early-action',
      deadline: '2026-11-01',
      status: 'submitted',
    });
    await createApplication(student, { schoolId: MIT, round: 'regular-decision', deadline: '2027-01-01' });
    await createApplication(student, { schoolId: STANFORD, round: 'regular-decision' });
    const { essays, letters, tasks } = await seedOthers(student);

    const response = await getDeadlines(student, 'from=2026-10-01&to=2026-11-30');
    expect(response.statusCode, response.body).toBe(200);
    const body = deadlinesResponseSchema.parse(response.json());
    expect(body.from).toBe('2026-10-01');
    expect(body.to).toBe('2026-11-30');
    // A real account's items are its own, never marked as samples.
    expect(body.items.map(({ sample, ...item }) => (sample ? { sample, ...item } : item))).toEqual([
      {
        kind: 'essay',
        id: essays[1]!.id,
        title: 'Common App personal essay',
        titleParts: null,
        date: '2026-10-20',
        completed: true,
        schoolId: null,
        timeZone: null,
      },
      {
        kind: 'task',
        id: tasks[1]!.id,
        title: 'Ask for fee waiver',
        titleParts: null,
        date: '2026-10-31',
        completed: true,
        schoolId: null,
        timeZone: null,
      },
      {
        kind: 'application',
        id: submitted.id,
        title: 'Massachusetts Institute of Technology – Early Action deadline',
        // What the title is written from, for a page or an email in another language.
        titleParts: { school: 'Massachusetts Institute of Technology', round: 'early-action', name: null },
        date: '2026-11-01',
        completed: true,
        schoolId: MIT,
        timeZone: 'America/New_York',
      },
      {
        kind: 'application',
        id: early.id,
        title: 'Stanford University – Early Action deadline',
        titleParts: { school: 'Stanford University', round: 'early-action', name: null },
        date: '2026-11-01',
        completed: false,
        schoolId: STANFORD,
        timeZone: 'America/Los_Angeles',
      },
      {
        kind: 'essay',
        id: essays[0]!.id,
        title: 'Why Stanford',
        titleParts: null,
        date: '2026-11-01',
        completed: false,
        schoolId: null,
        timeZone: null,
      },
      {
        kind: 'recommendation',
        id: letters[0]!.id,
        title: 'Letter from Ms. Lee',
        titleParts: { school: null, round: null, name: 'Ms. Lee' },
        date: '2026-11-01',
        completed: false,
        schoolId: null,
        timeZone: null,
      },
      {
        kind: 'task',
        id: tasks[0]!.id,
        title: 'Send SAT scores',
        titleParts: null,
        date: '2026-11-01',
        completed: false,
        schoolId: null,
        timeZone: null,
      },
    ]);
  });

  it('includes both ends of the range', async () => {
    const student = await signUp(ctx.app);
    await createApplication(student, { schoolId: STANFORD, round: 'early-action', deadline: '2026-11-01' });
    await createApplication(student, { schoolId: STANFORD, round: 'regular-decision', deadline: '2026-11-30' });
    const body = deadlinesResponseSchema.parse((await getDeadlines(student, 'from=2026-11-01&to=2026-11-30')).json());
    expect(body.items.map((item) => item.date)).toEqual(['2026-11-01', '2026-11-30']);
    const one = deadlinesResponseSchema.parse((await getDeadlines(student, 'from=2026-11-30&to=2026-11-30')).json());
    expect(one.items).toHaveLength(1);
  });

  it("never shows another student's items", async () => {
    const owner = await signUp(ctx.app);
    await createApplication(owner, { schoolId: STANFORD, round: 'early-action', deadline: '2026-11-01' });
    await seedOthers(owner);
    const other = await signUp(ctx.app);
    const body = deadlinesResponseSchema.parse((await getDeadlines(other, 'from=2026-01-01&to=2026-12-31')).json());
    expect(body.items).toEqual([]);
  });

  it('answers 400 naming the parameter for missing, impossible, reversed or too long ranges', async () => {
    const student = await signUp(ctx.app);
    const cases: [string, Record<string, string>][] = [
      ['', { from: expect.any(String), to: expect.any(String) } as never],
      ['from=2026-02-30&to=2026-03-01', { from: 'Enter a date as YYYY-MM-DD' }],
      ['from=2026-01-01&to=tomorrow', { to: 'Enter a date as YYYY-MM-DD' }],
      ['from=2026-03-01&to=2026-02-01', { to: 'Must be on or after from' }],
      ['from=2026-01-01&to=2027-02-05', { to: 'Ask for at most 400 days at a time' }],
      ['from=2026-01-01&to=2026-02-01&kind=task', { kind: 'Unknown parameter' }],
      ['from=2026-01-01&from=2026-01-02&to=2026-02-01', { from: expect.any(String) } as never],
    ];
    for (const [query, fields] of cases) {
      const response = await getDeadlines(student, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields, query).toEqual(fields);
    }
    // 400 days exactly is allowed.
    expect((await getDeadlines(student, 'from=2026-01-01&to=2027-02-04')).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/deadlines?from=2026-01-01&to=2026-01-31' });
    expect(response.statusCode).toBe(401);
  });
});
