import { describe, expect, it } from 'vitest';
import { sessionResponseSchema, signedInResponseSchema } from '@campuspath/contract/auth';
import { buildSignupBody } from '../../../../../test/factories.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/** Account types at sign-up: student by default, parent or counselor when chosen. */
const ctx = useTestApp();

describe('account type at sign-up', () => {
  it('makes a student by default, and a parent or counselor when chosen; the session carries the role', async () => {
    const student = await signUp(ctx.app);
    expect(student.user.role).toBe('student');
    for (const role of ['parent', 'counselor'] as const) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: buildSignupBody({ role }) });
      expect(response.statusCode).toBe(201);
      expect(signedInResponseSchema.parse(response.json()).user.role).toBe(role);
      const cookie = String(response.headers['set-cookie']).split(';')[0]!;
      const session = sessionResponseSchema.parse((await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } })).json());
      expect(session.user?.role).toBe(role);
    }
  });

  it('asks a graduation year of students only: parents and counselors sign up without one', async () => {
    const { graduationYear: _year, ...withoutYear } = buildSignupBody();
    for (const role of ['parent', 'counselor'] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { ...withoutYear, role, email: `${role}-${Date.now()}@example.com` },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const student = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...withoutYear, email: `s-${Date.now()}@example.com` },
    });
    expect(student.statusCode).toBe(400);
    expect(student.json().fields).toEqual({ graduationYear: 'Choose your graduation year' });
  });

  it('refuses an unknown account type with a 400 naming the field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...buildSignupBody(), role: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request', fields: { role: expect.stringContaining('Student') } });
  });

  it('makes every account created before roles existed a student', async () => {
    const old = await createTestDatabase({ migratedTo: '0009-home-state' });
    try {
      const db = old.handle.db;
      const at = new Date().toISOString();
      await db
        .insertInto('users')
        .values({
          id: 'old-account',
          email: 'old@example.com',
          name: 'Old',
          password_hash: 'x',
          graduation_year: 2027,
          is_demo: 0,
          expires_at: null,
          created_at: at,
          updated_at: at,
          email_verified_at: null,
          pending_email: null,
        })
        .execute();
      await migrateToLatest(db);
      const row = await db.selectFrom('users').select('role').where('id', '=', 'old-account').executeTakeFirstOrThrow();
      expect(row.role).toBe('student');
    } finally {
      await old.destroy();
    }
  });
});
