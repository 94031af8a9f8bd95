import { describe, expect, it } from 'vitest';
import { buildSignupBody } from '../../../../test/factories.ts';
import { signUp } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';
import { findNul } from './nul-guard.ts';

const ctx = useTestApp();

describe('NUL characters', () => {
  it('are found wherever they hide', () => {
    expect(findNul({ essay: { body: 'ok', tags: ['a', 'b\u0000'] } })).toBe('essay.tags.1');
    expect(findNul({ title: 'clean', n: 3, list: [null, true] })).toBeNull();
  });

  it('are looked for in parsed text only, never by walking bytes or streams one entry at a time', () => {
    // A 5 MB upload used to be walked as an object of five million entries (one per byte).
    const bytes = Buffer.alloc(5 * 1024 * 1024);
    const started = performance.now();
    expect(findNul(bytes)).toBeNull();
    expect(findNul({ file: bytes, stream: process.stdin })).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
    expect(findNul(Object.assign(Object.create(null) as object, { id: 'a\u0000' }))).toBe('id');
  });

  // On PostgreSQL these writes used to fail with a 500 (text cannot hold U+0000); SQLite stored them.
  it('are refused with a 400 naming the field, on every database, in bodies, paths and queries', async () => {
    const { cookie } = await signUp(ctx.app);
    const body = await ctx.app.inject({ method: 'POST', url: '/api/tasks', headers: { cookie }, payload: { title: 'Send\u0000 scores' } });
    expect(body.statusCode).toBe(400);
    expect(body.json().fields).toEqual({ title: 'Contains an invisible NUL character; remove it and try again' });

    const path = await ctx.app.inject({ method: 'GET', url: '/api/applications/a%00b', headers: { cookie } });
    expect(path.statusCode).toBe(400);
    expect(path.json().fields).toHaveProperty('id');

    const query = await ctx.app.inject({ method: 'GET', url: '/api/deadlines?from=2026-01-01%00&to=2026-02-01', headers: { cookie } });
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toHaveProperty('from');

    // The catalogue never reaches the database: a NUL there is just text that matches nothing.
    const school = await ctx.app.inject({ method: 'GET', url: '/api/schools/%00' });
    expect(school.statusCode).toBe(404);

    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: buildSignupBody({ name: 'A\u0000' }),
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().fields).toHaveProperty('name');
  });
});

describe('unreadable uploads', () => {
  it('answer 400, not 500, for a truncated body, a missing boundary or garbage', async () => {
    const { cookie } = await signUp(ctx.app);
    const truncated =
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 half';
    for (const [contentType, payload] of [
      ['multipart/form-data; boundary=xyz', truncated],
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=abc', '\u0001\u0002garbage'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { cookie, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${contentType}: ${response.body}`).toBe(400);
      expect(response.json().error).toMatch(/bad_request|invalid_request/);
    }
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie } });
    expect(listed.json().documents).toEqual([]);
  });
});
