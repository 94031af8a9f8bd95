import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../test/test-clock.ts';
import { sessionCookieFrom, signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

describe('account settings', () => {
  it('changes name and graduation year', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { name: '  Ana Lucía  ', graduationYear: 2028 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Ana Lucía', graduationYear: 2028 });
  });

  it('keeps the language chosen with the switch on the account, English until then, and in the export', async () => {
    const { cookie } = await signUp(ctx.app);
    const session = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ locale: 'en' });
    const spanish = await ctx.app.inject({ method: 'PATCH', url: '/api/account', headers: { cookie }, payload: { locale: 'es' } });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json().user).toMatchObject({ locale: 'es' });
    const again = await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(again.json().user).toMatchObject({ locale: 'es' });
    const exported = await ctx.app.inject({ url: '/api/account/export', headers: { cookie } });
    expect(exported.json().account).toMatchObject({ locale: 'es' });
    const unknown = await ctx.app.inject({ method: 'PATCH', url: '/api/account', headers: { cookie }, payload: { locale: 'fr' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ locale: 'Choose English or Spanish' });
  });

  it('asks for a change of email only with the current password, a taken one answered like any other (email-change.test.ts has the rest)', async () => {
    const { cookie, password } = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const noPassword = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { email: 'new@example.com' },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fields).toHaveProperty('currentPassword');
    const wrong = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { email: 'new@example.com', currentPassword: 'wrong one!' },
    });
    expect(wrong.json().fields).toEqual({ currentPassword: 'Your current password is not correct' });
    const taken = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { email: other.email, currentPassword: password },
    });
    // An address in use is answered as any other (its owner is told by email: email-change.test.ts).
    expect(taken.statusCode).toBe(200);
    expect(taken.json().user).toMatchObject({ email: expect.not.stringMatching(other.email), pendingEmail: other.email });
    const email = `moved-${newId()}@example.com`;
    const ok = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { email, currentPassword: password },
    });
    // Pending until the link sent to the new address is opened.
    expect(ok.json().user).toMatchObject({ pendingEmail: email });
  });

  it('changes the password and signs out every other session', async () => {
    const { cookie, email, password } = await signUp(ctx.app);
    const otherDevice = sessionCookieFrom(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).headers['set-cookie'],
    );
    const weak = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: otherDevice },
      payload: { currentPassword: password, newPassword: 'password123' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.newPassword).toMatch(/too common/);
    const newPassword = 'a much better passphrase';
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: otherDevice },
      payload: { currentPassword: password, newPassword },
    });
    expect(response.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ user: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: otherDevice } })).json().user.email).toBe(
      email,
    );
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: newPassword } })).statusCode).toBe(
      200,
    );
  });

  it('signs out everywhere', async () => {
    const { cookie, email, password } = await signUp(ctx.app);
    const second = sessionCookieFrom(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).headers['set-cookie'],
    );
    const response = await ctx.app.inject({ method: 'POST', url: '/api/account/sign-out-everywhere', headers: { cookie: second } });
    expect(response.statusCode).toBe(204);
    for (const session of [cookie, second]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: session } })).json()).toEqual({
        user: null,
      });
    }
  });

  it('exports all of my data as a JSON download without secrets', async () => {
    const { cookie, user, password } = await signUp(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="campuspath-my-data.json"');
    const body = response.json();
    expect(body.account).toMatchObject({ id: user.id, email: user.email });
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain(password);
    expect(body).toHaveProperty('applications');
    // The emailed links are secrets too (their token hashes stay out); whether the address is verified is mine to see.
    expect(body.account).toMatchObject({ emailVerifiedAt: null, pendingEmail: null });
    expect(response.body).not.toContain('token_hash');
  });

  it('exports my letters under "letters", as the letters page shows them', async () => {
    const { cookie } = await signUp(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/letters',
      headers: { cookie },
      payload: { recommenderName: 'Dr. Ruiz', recommenderEmail: 'ruiz@school.example', schoolIds: [166683] },
    });
    expect(created.statusCode).toBe(201);
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json();
    expect(body.letters).toEqual([
      expect.objectContaining({ recommenderName: 'Dr. Ruiz', schools: [expect.objectContaining({ id: 166683 })] }),
    ]);
    expect(body).not.toHaveProperty('recommendations');
  });

  it('deletes the account and everything in it, files included, after the password confirms', async () => {
    const { cookie, user, password } = await signUp(ctx.app);
    const db = ctx.database.handle.db;
    const documentId = newId();
    await ctx.files.storage.put(documentId, new TextEncoder().encode('my transcript'));
    await db
      .insertInto('documents')
      .values({
        id: documentId,
        user_id: user.id,
        name: 't.txt',
        type: 'transcript',
        mime_type: 'text/plain',
        size_bytes: 13,
        storage_key: documentId,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();

    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: 'not it at all' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(readdirSync(ctx.files.dir)).toContain(documentId);
    expect(await db.selectFrom('email_links').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);

    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: { password } });
    expect(response.statusCode).toBe(204);
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('documents').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    // Its emailed links (the sign-up's verification link) went with it.
    expect(await db.selectFrom('email_links').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(readdirSync(ctx.files.dir)).not.toContain(documentId);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).statusCode).toBe(401);
  });

  it('requires a session for every account route', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/account'],
      ['POST', '/api/account/verification-email'],
      ['PUT', '/api/account/password'],
      ['POST', '/api/account/sign-out-everywhere'],
      ['GET', '/api/account/export'],
      ['DELETE', '/api/account'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: 'Sign in to continue' });
    }
  });
});
