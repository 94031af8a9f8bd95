import { describe, expect, it } from 'vitest';
import { sessionResponseSchema, signedInResponseSchema } from '@campuspath/contract/auth';
import { newId } from '../../lib/ids.ts';
import { sessionCookieFrom, signUp, signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { linkToken } from '../../test/test-mail.ts';

/**
 * A change of email address: the new address must prove itself before it takes effect,
 * and the old address hears about it twice (asked for, then done). The current password is still
 * required; an address another account uses still answers 409.
 */
const ctx = useTestApp();

const changeEmail = (student: SignedInUser, email: string, currentPassword = student.password) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/account', headers: { cookie: student.cookie }, payload: { email, currentPassword } });
const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const sessionUser = async (cookie: string) =>
  sessionResponseSchema.parse((await ctx.app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).user;
const newAddress = () => `moved-${newId()}@example.com`;

describe('changing the email address', () => {
  it('keeps the old address until the new one is verified, tells the old address, then switches', async () => {
    const student = await signUpVerified(ctx.app, ctx.mail, { name: 'Maya Chen' });
    const otherDevice = sessionCookieFrom((await login(student.email, student.password)).headers['set-cookie']);
    const target = newAddress();

    const asked = await changeEmail(student, target);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(signedInResponseSchema.parse(asked.json()).user).toMatchObject({
      email: student.email,
      emailVerified: true,
      pendingEmail: target,
    });
    // Not yet: the new address cannot sign in, the old one still can.
    expect((await login(target, student.password)).statusCode).toBe(401);
    expect((await login(student.email, student.password)).statusCode).toBe(200);

    const [link] = await ctx.mail.to(target);
    expect(link!.subject).toBe('Confirm your new email address for CampusPath');
    expect(link!.text).toContain('Until you open it, your account keeps its current address.');
    const notices = (await ctx.mail.to(student.email)).filter((email) => email.subject.includes('asked to change'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Someone asked to change your CampusPath email address');
    expect(notices[0]!.text).toContain(`change its email address to ${target}`);
    expect(notices[0]!.text).toContain('http://localhost:3000/forgot-password');

    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkToken(link, '/verify-email') },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ email: target });
    // Other sessions stay, and see the new address.
    expect(await sessionUser(otherDevice)).toMatchObject({ email: target, emailVerified: true, pendingEmail: null });
    expect((await login(target, student.password)).statusCode).toBe(200);
    expect((await login(student.email, student.password)).statusCode).toBe(401);
    const changed = (await ctx.mail.to(student.email)).filter((email) => email.subject === 'Your CampusPath email address was changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.text).toContain(`is now ${target}`);
  });

  it('tells an unverified old address nothing (no email goes to an unverified address), and still switches', async () => {
    const student = await signUp(ctx.app);
    const target = newAddress();
    expect((await changeEmail(student, target)).statusCode).toBe(200);
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkToken((await ctx.mail.to(target))[0], '/verify-email') },
    });
    expect(opened.json()).toEqual({ email: target });
    expect((await ctx.mail.to(student.email)).map((email) => email.subject)).toEqual(['Confirm your email address for CampusPath']);
  });

  it('still needs the current password, and answers an address another account uses as any other, telling its owner instead', async () => {
    const student = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const wrong = await changeEmail(student, newAddress(), 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'Your current password is not correct' });
    const free = newAddress();
    const another = await signUp(ctx.app);
    const [taken, untaken] = [await changeEmail(student, other.email), await changeEmail(another, free)];
    expect(taken.statusCode).toBe(untaken.statusCode);
    expect(taken.json().user.pendingEmail).toBe(other.email);
    expect(untaken.json().user.pendingEmail).toBe(free);
    // The owner is told, and gets no link that could move their address; the account keeps its own.
    const toOwner = await ctx.mail.to(other.email);
    expect(toOwner.map((email) => email.subject)).toEqual([
      'Confirm your email address for CampusPath',
      'Someone tried to use your email address on CampusPath',
    ]);
    expect((await sessionUser(other.cookie))?.email).toBe(other.email);
  });

  it('sends the resend to the pending address, and a newer change supersedes the older link', async () => {
    const student = await signUpVerified(ctx.app, ctx.mail);
    const first = newAddress();
    const second = newAddress();
    expect((await changeEmail(student, first)).statusCode).toBe(200);
    const firstLink = linkToken((await ctx.mail.to(first))[0], '/verify-email');
    expect((await changeEmail(student, second)).statusCode).toBe(200);
    const resent = await ctx.app.inject({ method: 'POST', url: '/api/account/verification-email', headers: { cookie: student.cookie } });
    expect(resent.json()).toEqual({ sentTo: second });
    expect(await ctx.mail.to(second)).toHaveLength(2);

    const stale = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: firstLink } });
    expect(stale.json()).toMatchObject({ error: 'link_superseded' });
    expect((await sessionUser(student.cookie))?.email).toBe(student.email);
  });

  it('cancels a pending change when the current address is given back (its link stops working)', async () => {
    const student = await signUpVerified(ctx.app, ctx.mail);
    const target = newAddress();
    await changeEmail(student, target);
    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: student.cookie },
      payload: { email: student.email, currentPassword: student.password },
    });
    expect(cancelled.json().user).toMatchObject({ email: student.email, pendingEmail: null });
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkToken((await ctx.mail.to(target))[0], '/verify-email') },
    });
    expect(opened.json()).toMatchObject({ error: 'link_superseded' });
  });

  it('answers 409 when another account signed up with the new address before the link was opened', async () => {
    const student = await signUpVerified(ctx.app, ctx.mail);
    const target = newAddress();
    await changeEmail(student, target);
    await signUp(ctx.app, { email: target });
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkToken((await ctx.mail.to(target))[0], '/verify-email') },
    });
    expect(opened.statusCode).toBe(409);
    expect(opened.json()).toMatchObject({ error: 'email_taken' });
    expect((await sessionUser(student.cookie))?.email).toBe(student.email);
  });
});
