import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/errors.ts';
import { sendJson, signUpStudent } from './http-student.ts';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';
import { killStartedServers, pickPort, sleep, startServer, waitUntilReady, type ServerProcess } from './server-process.ts';
import { useFaultServer } from './fault-server.ts';

/**
 * Faults: postgreSQL stopped under a running API process (a private cluster of this
 * test's own, never the shared one), then started again on the same port.
 */
let postgres: PrivatePostgres;
let server: ServerProcess | undefined;

const fault = useFaultServer('pgstop');

beforeAll(async () => {
  postgres = await startPrivatePostgres(await pickPort([55440, 55442, 55443, 55444]));
}, 180_000);

afterAll(async () => {
  await killStartedServers();
  await postgres?.destroy();
});

/** Polls `check` until it returns true; fails after `timeoutMs` (a bound, never a timing assertion). */
async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Not recovered within ${timeoutMs} ms`);
    await sleep(250);
  }
}

describe('PostgreSQL stopped while the API runs', () => {
  it('answers 503 with a clear message (no hang, no 500) while it is down, and recovers by itself when it returns', async () => {
    server = startServer(fault.serverJs, {
      port: await pickPort([4733, 4737, 4739]),
      databaseUrl: postgres.url,
      uploadsDir: join(fault.dir, 'uploads'),
      outboxDir: join(fault.dir, 'outbox'),
    });
    await waitUntilReady(server);
    const url = server.url;
    const student = await signUpStudent(url, 'pgstop');
    const before = await student.send<{ task: { id: string } }>('POST', '/api/tasks', { title: 'Ask for a transcript' });
    expect(before.status).toBe(201);
    const essay = await student.send<{ essay: { id: string; version: number } }>('POST', '/api/essays', {
      title: 'Why us',
      body: 'First lines.',
    });
    expect(essay.status).toBe(201);
    const { id: essayId, version } = essay.body.essay;

    // Students keep working while it stops: queries cut off mid-way (57P01, "Connection terminated")
    // answer 503 like refused connections; nothing answers 500 or hangs.
    let stopped = false;
    const statuses: number[] = [];
    const acknowledged = new Set(['Ask for a transcript']);
    const busy = Promise.all(
      [0, 1, 2, 3].map(async (lane) => {
        for (let i = 0, after = 0; after < 3; i++, after += stopped ? 1 : 0) {
          const title = `Lane ${lane} task ${i}`;
          const answer = i % 2 ? await student.send('GET', '/api/tasks') : await student.send('POST', '/api/tasks', { title });
          statuses.push(answer.status);
          if (answer.status === 201) acknowledged.add(title);
        }
      }),
    );
    await postgres.stop();
    stopped = true;
    await busy.catch((error: unknown) => {
      throw new Error(`A request failed while PostgreSQL stopped: ${String(error)}\nServer output:\n${server?.output().slice(-4000)}`);
    });
    expect(statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    expect(statuses).toContain(503);

    // Every database-backed route answers at once (each request is bounded by its 30 s client timeout).
    const downAnswers = [
      await student.send('GET', '/api/tasks'),
      await student.send('POST', '/api/tasks', { title: 'Written while the database is down' }),
      await student.send('PATCH', `/api/essays/${essayId}`, { version, body: 'Typed while the database is down.' }),
      await sendJson(url, 'POST', '/api/auth/login', { body: { email: student.email, password: student.password } }),
    ];
    for (const answer of downAnswers) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ error: 'service_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(JSON.stringify(answer.body)).not.toMatch(/ECONNREFUSED|stack|at \w+ \(|postgres/i);
    }
    const health = await sendJson(url, 'GET', '/api/health');
    expect(health).toMatchObject({ status: 503, body: { error: 'database_unavailable' } });
    const ready = await sendJson(url, 'GET', '/api/ready');
    expect(ready).toMatchObject({
      status: 503,
      body: { status: 'not_ready', error: 'database_unavailable', checks: { database: 'down' } },
    });
    // The catalogue lives in memory: browsing goes on.
    expect((await sendJson(url, 'GET', '/api/schools?limit=5')).status).toBe(200);
    // The operator's log says why; nothing was answered as an internal error.
    expect(server.logs.some((line) => line.msg === 'request failed: a backing service is unavailable')).toBe(true);
    expect(server.logs.some((line) => line.msg === 'request failed')).toBe(false);

    await postgres.start();
    await eventually(async () => (await student.send('GET', '/api/tasks')).status === 200, 120_000);
    expect((await sendJson(url, 'GET', '/api/ready')).status).toBe(200);
    expect((await sendJson(url, 'GET', '/api/health')).status).toBe(200);
    const tasks = await student.send<{ tasks: { id: string; title: string }[] }>('GET', '/api/tasks');
    // Every acknowledged task is there, once; what was refused while it was down was not written.
    const titles = tasks.body.tasks.map((task) => task.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toEqual(expect.arrayContaining([...acknowledged]));
    expect(titles).not.toContain('Written while the database is down');
    const saved = await student.send<{ essay: { version: number; body: string } }>('PATCH', `/api/essays/${essayId}`, {
      version,
      body: 'Typed while the database is down.',
    });
    expect(saved).toMatchObject({ status: 200, body: { essay: { version: version + 1, body: 'Typed while the database is down.' } } });
    // Same process throughout: it recovered by itself.
    expect(server.child.exitCode).toBeNull();
  }, 300_000);
});
