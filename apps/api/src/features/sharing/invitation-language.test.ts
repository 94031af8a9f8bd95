import { describe, expect, it } from 'vitest';
import type { ParentInvitationResponse } from '@campuspath/contract/sharing';
import { openVerificationLink, signUp, signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * A parent invitation in the language the student picks: its email is written in it and its link
 * opens the invitation page in it (`/es/…`); a parent who signs up there gets Spanish as their
 * account's language, so the emails that follow (the address check first) are Spanish too, while
 * the student's stay English.
 */
const ctx = useTestApp();

const as = (user: SignedInUser, method: 'POST' | 'PATCH', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });

async function invite(student: SignedInUser, payload: object) {
  const response = await as(student, 'POST', '/api/sharing/invitations', payload);
  expect(response.statusCode, response.body).toBe(201);
  const { invitation } = response.json() as ParentInvitationResponse;
  return { ...invitation, token: new URL(invitation.url).searchParams.get('token')! };
}

describe('the language of a parent invitation', () => {
  it('writes a Spanish invitation in Spanish, links to the Spanish page, and the parent signed up there reads Spanish', async () => {
    const student = await signUpVerified(ctx.app, ctx.mail, { name: 'Maya Chen' });
    const parentEmail = `mama-${student.user.id}@example.com`;
    const invitation = await invite(student, { email: parentEmail, locale: 'es' });
    expect(invitation.url).toMatch(/^https?:\/\/[^/]+\/es\/invite\?token=/);

    const [email] = await ctx.mail.to(parentEmail);
    expect(email!.subject).toBe('Maya Chen le invitó a seguir su plan universitario en CampusPath');
    expect(email!.text).toContain(`Aceptar la invitación: ${invitation.url}`);
    expect(email!.text).toContain('El enlace funciona una sola vez, durante 7 días.');
    expect(email!.html).toContain('<html lang="es">');
    expect(email!.text).not.toMatch(/\bwould like you\b|\bAccept the invitation\b/);

    const preview = await ctx.app.inject({ method: 'POST', url: '/api/sharing/invitations/preview', payload: { token: invitation.token } });
    expect(preview.json()).toMatchObject({ studentName: 'Maya Chen', email: parentEmail, locale: 'es' });

    // The parent signs up on the Spanish page, which sends its language: their emails follow it.
    const parent = await signUp(ctx.app, { name: 'Rosa Chen', role: 'parent', email: parentEmail, locale: 'es' });
    expect(parent.user.locale).toBe('es');
    const check = (await ctx.mail.to(parentEmail)).at(-1)!;
    expect(check.subject).toBe('Confirme su correo electrónico para CampusPath');
    expect(check.text).toContain('Hola, Rosa:');
    expect(check.text).toMatch(/\/es\/verify-email\?token=/);
    expect(check.text).toContain('durante 24 horas');
    expect((await openVerificationLink(ctx.app, ctx.mail, parentEmail)).statusCode).toBe(200);
    expect((await as(parent, 'POST', '/api/sharing/invitations/accept', { token: invitation.token })).statusCode).toBe(204);

    // The student's own emails stay in the student's language.
    const forgot = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: student.email } });
    expect(forgot.statusCode, forgot.body).toBeLessThan(300);
    const reset = (await ctx.mail.to(student.email)).find((sent) => sent.subject.includes('password'));
    expect(reset?.subject).toBe('Reset your CampusPath password');
  });

  it("defaults to the student's own language, and refuses a language it does not have, naming the field", async () => {
    const student = await signUpVerified(ctx.app, ctx.mail, { name: 'Leo Park' });
    const english = await invite(student, { email: `dad-${student.user.id}@example.com` });
    expect(english.url).not.toContain('/es/');
    expect((await ctx.mail.to(`dad-${student.user.id}@example.com`))[0]!.subject).toBe(
      'Leo Park invited you to follow their college plan on CampusPath',
    );

    expect((await as(student, 'PATCH', '/api/account', { locale: 'es' })).statusCode).toBe(200);
    const spanish = await invite(student, { email: `mom-${student.user.id}@example.com` });
    expect(spanish.url).toContain('/es/invite?token=');
    expect((await ctx.mail.to(`mom-${student.user.id}@example.com`))[0]!.subject).toContain('le invitó');

    const refused = await as(student, 'POST', '/api/sharing/invitations', { email: `tia-${student.user.id}@example.com`, locale: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ locale: 'Choose English or Spanish' });
  });
});
