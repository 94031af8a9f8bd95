import { describe, expect, it } from 'vitest';
import { letterRequestListResponseSchema, letterRequestResponseSchema, type LetterRequest } from '@campuspath/contract/letter-requests';
import { buildApplicationBody, buildSignupBody } from '../../../../../test/factories.ts';
import { openDatabase } from '../../db/database.ts';
import { openVerificationLink, signUp, signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { loadAppSecret, signToken } from '../../lib/signed-tokens.ts';
import { deliverInvitations, INVITATION_PUBLIC_URL, invitationScheduler } from '../../test/roster-invitation-scheduler.ts';
import { signUpAs, tokenOf } from '../../test/roles.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

/**
 * A letter request emails its teacher: an invitation to sign up as a teacher when no account has
 * the address (the note left out), a short notice when one does; exactly once however many
 * schedulers race, again only when the student asks and not within three days, never after
 * "Stop these emails". Signing up from the link and verifying the address fills the queue.
 */
const ctx = useTestApp();
const [first, second] = testCatalog().schools;

const as = (user: SignedInUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });

async function ask(student: SignedInUser, teacherEmail: string): Promise<LetterRequest> {
  const ids: string[] = [];
  for (const [index, school] of [first!, second!].entries()) {
    const created = await as(
      student,
      'POST',
      '/api/applications',
      buildApplicationBody({ schoolId: school.id, deadline: ['2026-11-01', '2026-12-01'][index] }),
    );
    ids.push((created.json() as { id: string }).id);
  }
  const asked = await as(student, 'POST', '/api/letter-requests', {
    teacherName: 'Ms. Alvarez',
    teacherEmail,
    applicationIds: ids,
    note: 'Private: my parents are divorcing.',
    waived: true,
  });
  expect(asked.statusCode, asked.body).toBe(201);
  return letterRequestResponseSchema.parse(asked.json()).request;
}
const verifiedStudent = () => signUpVerified(ctx.app, ctx.mail, buildSignupBody({ name: 'Maya Chen', role: 'student' }));
const mine = async (student: SignedInUser) =>
  letterRequestListResponseSchema.parse((await as(student, 'GET', '/api/letter-requests')).json()).requests;
const invitationOf = async (student: SignedInUser, id: string) =>
  (await mine(student)).find((request) => request.id === id)!.teacherInvitation;
const lettersTo = async (address: string) =>
  (await ctx.mail.to(address)).filter((email) => email.subject.includes('recommendation letter'));
const resend = (student: SignedInUser | null, id: string) => as(student, 'POST', `/api/letter-requests/${id}/invitation`);
const invitedDaysAgo = (id: string, days: number) =>
  ctx.database.handle.db
    .updateTable('letter_requests')
    .set({ teacher_invited_at: new Date(Date.now() - days * 24 * 3_600_000).toISOString() })
    .where('id', '=', id)
    .execute();

describe('the email to a teacher without an account', () => {
  it("is written in the student's language when the address has no account, and in the account's when it has one", async () => {
    const spanishStudent = () => signUpVerified(ctx.app, ctx.mail, buildSignupBody({ name: 'Ana Ruiz', role: 'student', locale: 'es' }));
    const teacher = await signUpVerified(ctx.app, ctx.mail, buildSignupBody({ name: 'Mr. Lee', role: 'teacher' }));
    await ask(await spanishStudent(), 'nuevo.maestro@school.example.org');
    await ask(await spanishStudent(), teacher.email);
    await deliverInvitations(ctx);
    const [spanish] = await ctx.mail.to('nuevo.maestro@school.example.org');
    expect(spanish!.subject).toBe('Ana Ruiz le pidió una carta de recomendación');
    expect(spanish!.text).toContain(`Ana Ruiz le pidió una carta de recomendación en CampusPath, para ${first!.name}, ${second!.name}.`);
    expect(spanish!.text).toContain('La fecha límite más cercana es el 1 de noviembre de 2026.');
    expect(spanish!.text).toMatch(new RegExp(`Crear su cuenta de maestro: ${INVITATION_PUBLIC_URL}/es/signup\\?`));
    expect(spanish!.text).toContain('Abra este enlace y elija "Dejar de recibir estos correos".');
    expect(spanish!.text).toMatch(new RegExp(`${INVITATION_PUBLIC_URL}/es/teacher-emails\\?token=`));
    expect(spanish!.html).toContain('<html lang="es">');
    const [english] = (await ctx.mail.to(teacher.email)).filter((email) => email.subject.includes('recommendation letter'));
    expect(english!.subject).toBe('Ana Ruiz asked you for a recommendation letter');
    expect(english!.text).toContain(`Open your letter requests: ${INVITATION_PUBLIC_URL}/teacher/letters`);
    expect(english!.text).toMatch(new RegExp(`${INVITATION_PUBLIC_URL}/teacher-emails\\?token=`));
  });

  it('goes out exactly once when two schedulers race, without the note, with a teacher sign-up link', async () => {
    const student = await verifiedStudent();
    const request = await ask(student, 'Alvarez.Race@School.example.org');
    expect(request.teacherInvitation.status).toBe('queued');
    const other = openDatabase(ctx.database.url);
    try {
      const schedulers = [await invitationScheduler(ctx.database.handle.db, ctx.mail), await invitationScheduler(other.db, ctx.mail)];
      await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
      // Counted in the teacher's mail, not by the ticks' totals: the same ticks may also send the
      // student a reminder of these applications' deadlines, depending on today's date.
      expect(await lettersTo('alvarez.race@school.example.org')).toHaveLength(1);
      expect((await Promise.all(schedulers.map((scheduler) => scheduler.tick()))).map((tick) => tick.sent)).toEqual([0, 0]);
    } finally {
      await other.close();
    }
    const emails = await lettersTo('alvarez.race@school.example.org');
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.subject).toBe('Maya Chen asked you for a recommendation letter');
    expect(email!.text).toContain(first!.name);
    expect(email!.text).toContain(second!.name);
    expect(email!.text).toContain('November 1, 2026');
    expect(email!.text).not.toContain('divorcing');
    expect(email!.html).not.toContain('divorcing');
    expect(email!.text).toMatch(/\/signup\?email=alvarez\.race%40school\.example\.org&role=teacher/);
    const ledger = await ctx.database.handle.db
      .selectFrom('reminder_deliveries')
      .select(['user_id', 'status'])
      .where('delivery_key', 'like', `teacher-invitation:${request.id}:%`)
      .execute();
    expect(ledger).toEqual([{ user_id: student.user.id, status: 'sent' }]);
    expect(await invitationOf(student, request.id)).toMatchObject({ status: 'sent' });
  });

  it('puts the request in the queue of the teacher who signs up from the link and verifies the address', async () => {
    const student = await verifiedStudent();
    const request = await ask(student, 'okafor.joins@school.example.org');
    await deliverInvitations(ctx);
    const [email] = await lettersTo('okafor.joins@school.example.org');
    const link = new URL(email!.text.match(/https?:\/\/\S+\/signup\?\S+/)![0]);
    expect(link.searchParams.get('role')).toBe('teacher');
    const teacher = await signUp(ctx.app, buildSignupBody({ name: 'Mr. Okafor', role: 'teacher', email: link.searchParams.get('email')! }));
    // Not yet verified: anyone could type the address at sign-up.
    expect((await as(teacher, 'GET', '/api/teacher/letter-requests')).statusCode).toBe(403);
    expect((await invitationOf(student, request.id)).status).toBe('sent');
    expect((await openVerificationLink(ctx.app, ctx.mail, teacher.email)).statusCode).toBe(200);
    const queue = letterRequestListResponseSchema.parse((await as(teacher, 'GET', '/api/teacher/letter-requests')).json()).requests;
    expect(queue.map((row) => [row.id, row.note])).toEqual([[request.id, 'Private: my parents are divorcing.']]);
    expect((await invitationOf(student, request.id)).status).toBe('sent');
    expect((await as(teacher, 'POST', `/api/teacher/letter-requests/${request.id}/answer`, { decision: 'accept' })).statusCode).toBe(200);
    expect((await invitationOf(student, request.id)).status).toBe('joined');
    expect((await resend(student, request.id)).statusCode).toBe(409);
  });
});

describe('the email to a teacher with an account', () => {
  it('is a short notice linking to the queue; the student reads "Teacher joined" only once the teacher answers', async () => {
    const teacher = await signUpVerified(ctx.app, ctx.mail, buildSignupBody({ name: 'Mr. Reyes', role: 'teacher' }));
    const student = await verifiedStudent();
    const request = await ask(student, teacher.email);
    // The same as for an address nobody holds: the status never tells who has an account.
    expect(request.teacherInvitation.status).toBe('queued');
    await deliverInvitations(ctx);
    const [email] = await lettersTo(teacher.email);
    expect(email!.text).toContain('/teacher/letters');
    expect(email!.text).not.toContain('/signup');
    expect((await invitationOf(student, request.id)).status).toBe('sent');
    // Reading the queue is not answering.
    expect((await as(teacher, 'GET', '/api/teacher/letter-requests')).statusCode).toBe(200);
    expect((await invitationOf(student, request.id)).status).toBe('sent');
    const answered = await as(teacher, 'POST', `/api/teacher/letter-requests/${request.id}/answer`, { decision: 'decline' });
    expect(answered.statusCode).toBe(200);
    expect((await invitationOf(student, request.id)).status).toBe('joined');
  });
});

describe('the email to an address whose account is not a teacher’s', () => {
  it('says only that a student asked and that this account cannot see it; the student reads the same as for any address', async () => {
    for (const role of ['student', 'parent'] as const) {
      const holder = await signUpVerified(ctx.app, ctx.mail, buildSignupBody({ name: `Holder ${role}`, role }));
      const student = await verifiedStudent();
      const request = await ask(student, holder.email);
      expect(request.teacherInvitation.status).toBe('queued');
      await deliverInvitations(ctx);
      const emails = await lettersTo(holder.email);
      expect(emails.map((email) => email.subject)).toEqual(['A student asked for a recommendation letter at this address']);
      const [email] = emails;
      expect(email!.text).toContain('is not a teacher account');
      for (const part of [email!.text, email!.html]) {
        for (const secret of ['Maya Chen', first!.name, second!.name, 'November', 'divorcing', '/signup'])
          expect(part).not.toContain(secret);
      }
      expect(email!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(await invitationOf(student, request.id)).toMatchObject({ status: 'sent' });
    }
  });
});

describe('sending again', () => {
  it('waits three days, then queues one email however many presses race', async () => {
    const student = await verifiedStudent();
    const request = await ask(student, 'twice@school.example.org');
    expect((await resend(student, request.id)).json().error).toBe('too_soon');
    await deliverInvitations(ctx);
    expect((await resend(student, request.id)).json().error).toBe('too_soon');
    await invitedDaysAgo(request.id, 4);
    const presses = await Promise.all([resend(student, request.id), resend(student, request.id)]);
    expect(presses.map((press) => press.statusCode)).toContain(200);
    await deliverInvitations(ctx);
    expect(await lettersTo('twice@school.example.org')).toHaveLength(2);
  });

  it('is the student’s own: another student and the teacher get 404', async () => {
    const student = await verifiedStudent();
    const request = await ask(student, 'own@school.example.org');
    await invitedDaysAgo(request.id, 4);
    expect((await resend(await signUpAs(ctx.app, 'student'), request.id)).statusCode).toBe(404);
    expect((await resend(await signUpAs(ctx.app, 'teacher'), request.id)).statusCode).toBe(404);
    expect((await resend(null, request.id)).statusCode).toBe(401);
  });

  it('emails nobody for an unverified student until they verify and send it', async () => {
    const student = await signUpAs(ctx.app, 'student', 'New Student');
    const request = await ask(student, 'unverified@school.example.org');
    expect(request.teacherInvitation.status).toBe('not_sent');
    await deliverInvitations(ctx);
    expect(await lettersTo('unverified@school.example.org')).toHaveLength(0);
    expect((await resend(student, request.id)).json().error).toBe('email_not_verified');
    expect((await openVerificationLink(ctx.app, ctx.mail, student.email)).statusCode).toBe(200);
    expect(letterRequestResponseSchema.parse((await resend(student, request.id)).json()).request.teacherInvitation.status).toBe('queued');
    await deliverInvitations(ctx);
    expect(await lettersTo('unverified@school.example.org')).toHaveLength(1);
  });
});

describe('"Stop these emails"', () => {
  it('signs the address: a link from any email to it stops it, and links of older emails still work', async () => {
    const student = await verifiedStudent();
    const request = await ask(student, 'Mixed.Case@School.example.org');
    await ask(await verifiedStudent(), 'mixed.case@school.example.org');
    await deliverInvitations(ctx);
    const tokens = (await lettersTo('mixed.case@school.example.org')).map((email) =>
      tokenOf(email.text.match(/https?:\/\/\S+\/teacher-emails\?token=\S+/)![0]),
    );
    expect(tokens).toHaveLength(2);
    // Either student's email names the address itself, so both links are the same link.
    expect(new Set(tokens).size).toBe(1);
    const secret = await loadAppSecret(ctx.database.handle.db, undefined, new Date());
    const older = signToken(secret, 'teacher-invitation', request.id);
    expect((await as(null, 'POST', '/api/letter-requests/invitations/preview', { token: older })).json()).toEqual({
      email: 'mixed.case@school.example.org',
      stopped: false,
    });
    expect((await as(null, 'POST', '/api/letter-requests/invitations/unsubscribe', { token: tokens[0] })).statusCode).toBe(204);
    expect((await as(null, 'POST', '/api/letter-requests/invitations/preview', { token: older })).json()).toMatchObject({ stopped: true });
  });

  it('is one click from the List-Unsubscribe header (RFC 8058), without a session, twice alike', async () => {
    const student = await verifiedStudent();
    const request = await ask(student, 'oneclick@school.example.org');
    await deliverInvitations(ctx);
    const [email] = await lettersTo('oneclick@school.example.org');
    const header = /^<([^>]+)> \(Unsubscribe\)$/.exec(email!.headers['list-unsubscribe'] ?? '')?.[1];
    expect(header).toMatch(new RegExp(`^${INVITATION_PUBLIC_URL}/api/letter-requests/invitations/unsubscribe/one-click\\?token=`));
    expect(email!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = (url: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick(header!.slice(INVITATION_PUBLIC_URL.length))).statusCode).toBe(204);
    expect((await oneClick(header!.slice(INVITATION_PUBLIC_URL.length))).statusCode).toBe(204);
    expect((await oneClick('/api/letter-requests/invitations/unsubscribe/one-click?token=not-ours')).statusCode).toBe(400);
    expect((await invitationOf(student, request.id)).status).toBe('stopped');
  });

  it('stops every later email to the address, from any student', async () => {
    const student = await verifiedStudent();
    const request = await ask(student, 'stop@school.example.org');
    await deliverInvitations(ctx);
    const [email] = await lettersTo('stop@school.example.org');
    const token = tokenOf(email!.text.match(/https?:\/\/\S+\/teacher-emails\?token=\S+/)![0]);
    expect((await as(null, 'POST', '/api/letter-requests/invitations/preview', { token })).json()).toEqual({
      email: 'stop@school.example.org',
      stopped: false,
    });
    expect((await as(null, 'POST', '/api/letter-requests/invitations/unsubscribe', { token })).statusCode).toBe(204);
    expect((await as(null, 'POST', '/api/letter-requests/invitations/preview', { token: `${token}x` })).statusCode).toBe(400);

    const another = await ask(await verifiedStudent(), 'stop@school.example.org');
    expect(another.teacherInvitation.status).toBe('stopped');
    await invitedDaysAgo(request.id, 4);
    expect((await resend(student, request.id)).json().error).toBe('emails_stopped');
    await deliverInvitations(ctx);
    expect(await lettersTo('stop@school.example.org')).toHaveLength(1);
  });
});
