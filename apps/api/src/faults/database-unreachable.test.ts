import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_CONNECT_TIMEOUT_MS, openDatabase } from '../db/database.ts';
import { isDatabaseUnreachable } from '../lib/errors.ts';

/**
 * Which errors mean "the database did not answer" (503 service_unavailable) rather than a bug
 * (500); and a PostgreSQL that accepts connections but never answers fails a query after the
 * pool's connect timeout instead of holding the request forever.
 */
const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isDatabaseUnreachable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'a refused connection to every address',
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], 'connect'),
    ],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['an administrator shutdown (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', pgError('08006', 'connection failure')],
    ['too many connections (53300)', pgError('53300', 'sorry, too many clients already')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['a wrapped cause', new Error('query failed', { cause: pgError('57P01') })],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (42601)', pgError('42601', 'syntax error at or near')],
    ['a SQLite constraint', Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});

describe('a PostgreSQL server that accepts connections but never answers', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let port = 0;

  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails the query after the connect timeout, as unreachable, instead of hanging', async () => {
    const database = openDatabase(`postgres://campuspath@127.0.0.1:${port}/campuspath`);
    try {
      // A bound well above the pool's timeout: the query must have given up by then.
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('still waiting: the request would hang')), POSTGRES_CONNECT_TIMEOUT_MS * 6);
      });
      const failure = await Promise.race([sql`select 1`.execute(database.db), bound])
        .then(
          () => null,
          (error: unknown) => error,
        )
        .finally(() => clearTimeout(timer));
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).not.toMatch(/still waiting/);
      expect(isDatabaseUnreachable(failure)).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});
