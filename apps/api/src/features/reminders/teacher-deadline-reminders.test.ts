import { beforeAll, describe, expect, it } from 'vitest';
import { letterRequestResponseSchema, type LetterRequest } from '@campuspath/contract/letter-requests';
import { buildApplicationBody, buildSignupBody } from '../../../../../test/factories.ts';
import { openDatabase } from '../../db/database.ts';
import { signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { INVITATION_PUBLIC_URL, invitationScheduler } from '../../test/roster-invitation-scheduler.ts';
import { signUpAs } from '../../test/roles.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

/**
 * A teacher who accepted a letter request hears of each college's deadline 7 days and 1 day before
 * it, once each however many schedulers race, and never once the college is marked submitted, the
 * request declined or deleted, the teacher turned reminder emails off or the address stopped them.
 * Nobody else hears of it. Days count in the teacher's zone (New York here: no zone saved).
 */
const clock = createTestClock(Date.parse('2031-01-05T15:00:00Z'));
const ctx = useTestApp({ now: clock.now });
const [first, second] = testCatalog().schools;

/** Moves the test clock forward to `iso` (15:00 UTC is 10:00 in New York: outside quiet hours). */
const at = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

const teacher = (name = 'Mr. Okafor') => signUpVerified(ctx.app, ctx.mail, buildSignupBody({ name, role: 'teacher' }));

/** A student asks `teacherEmail` for a letter for two colleges with these deadlines (no email to the teacher: the student is unverified). */
async function ask(
  teacherEmail: string,
  deadlines: [string, string],
  studentName = 'Maya Chen',
): Promise<{ student: SignedInUser; request: LetterRequest }> {
  const student = await signUpAs(ctx.app, 'student', studentName);
  const ids: string[] = [];
  for (const [index, school] of [first!, second!].entries()) {
    const created = await as(
      student,
      'POST',
      '/api/applications',
      buildApplicationBody({ schoolId: school.id, deadline: deadlines[index] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    ids.push((created.json() as { id: string }).id);
  }
  const asked = await as(student, 'POST', '/api/letter-requests', {
    teacherName: 'Mr. Okafor',
    teacherEmail,
    applicationIds: ids,
    note: 'Private: my parents are divorcing.',
    waived: true,
  });
  expect(asked.statusCode, asked.body).toBe(201);
  return { student, request: letterRequestResponseSchema.parse(asked.json()).request };
}

const answer = (user: SignedInUser, id: string, decision: 'accept' | 'decline') =>
  as(user, 'POST', `/api/teacher/letter-requests/${id}/answer`, { decision });
let scheduler: Awaited<ReturnType<typeof invitationScheduler>>;
const tick = () => scheduler.tick();
// What the first sign-up and the first tick load once (the password dictionary, the scheduler's
// modules) is loaded here, under the hook's longer timeout, not inside the first test.
beforeAll(async () => {
  scheduler = await invitationScheduler(ctx.database.handle.db, ctx.mail, clock.now);
  await teacher('Warm Up');
  await tick();
});
const remindersTo = async (address: string) => (await ctx.mail.to(address)).filter((email) => /due/.test(email.subject));

describe('reminders to the teacher before each deadline', () => {
  it('sends the 7-day reminder once, naming the student, the college and the deadline, never the note', async () => {
    at('2031-01-05T15:00:00Z');
    const okafor = await teacher();
    const { request } = await ask(okafor.email, ['2031-01-20', '2031-03-01']);
    expect((await answer(okafor, request.id, 'accept')).statusCode).toBe(200);
    await tick();
    expect(await remindersTo(okafor.email)).toHaveLength(0);

    at('2031-01-13T15:00:00Z'); // 7 days before January 20
    await tick();
    await tick();
    const reminders = await remindersTo(okafor.email);
    expect(reminders).toHaveLength(1);
    const [week] = reminders;
    expect(week!.subject).toBe(`Letter due in 7 days: Maya Chen, ${first!.name}`);
    expect(week!.text).toContain('Monday, January 20, 2031');
    expect(week!.text).toContain(`${INVITATION_PUBLIC_URL}/teacher/letters`);
    expect(week!.text).not.toContain(second!.name);
    for (const part of [week!.text, week!.html]) expect(part).not.toContain('divorcing');
    expect(week!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(week!.headers['list-unsubscribe']).toMatch(/\/api\/unsubscribe\?token=/);
    at('2031-01-16T15:00:00Z');
    await tick();
    expect(await remindersTo(okafor.email)).toHaveLength(1);
  });

  it('sends the 1-day reminder once, after the 7-day one of a request accepted late, and nothing once the date has passed', async () => {
    at('2031-01-25T15:00:00Z');
    const okafor = await teacher();
    const { request } = await ask(okafor.email, ['2031-01-29', '2031-03-01']);
    await answer(okafor, request.id, 'accept');
    await tick(); // 4 days left: the 7-day stage, at once
    at('2031-01-28T15:00:00Z'); // the day before
    await tick();
    at('2031-01-29T15:00:00Z');
    await tick();
    at('2031-01-31T15:00:00Z');
    await tick();
    expect((await remindersTo(okafor.email)).map((email) => email.subject)).toEqual([
      `Letter due in 4 days: Maya Chen, ${first!.name}`,
      `Letter due tomorrow: Maya Chen, ${first!.name}`,
    ]);
  });

  it('goes out once when two schedulers on two connections race', async () => {
    at('2031-02-01T15:00:00Z');
    const okafor = await teacher();
    const { request } = await ask(okafor.email, ['2031-02-08', '2031-02-08']);
    await answer(okafor, request.id, 'accept');
    const other = openDatabase(ctx.database.url);
    try {
      const schedulers = [
        await invitationScheduler(ctx.database.handle.db, ctx.mail, clock.now),
        await invitationScheduler(other.db, ctx.mail, clock.now),
      ];
      await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
      await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    } finally {
      await other.close();
    }
    // Both colleges share the deadline: one email lists them both, sent once.
    const reminders = await remindersTo(okafor.email);
    expect(reminders.map((email) => email.subject)).toEqual(['2 recommendation letters due soon']);
    expect(reminders[0]!.text).toContain(first!.name);
    expect(reminders[0]!.text).toContain(second!.name);
    const ledger = await ctx.database.handle.db
      .selectFrom('reminder_deliveries')
      .select(['user_id', 'status'])
      .where('delivery_key', 'like', `teacher-reminder:${request.id}:%`)
      .execute();
    expect(ledger).toEqual([
      { user_id: okafor.user.id, status: 'sent' },
      { user_id: okafor.user.id, status: 'sent' },
    ]);
  });

  it('stops for a college marked submitted, and never comes for a declined or waiting request', async () => {
    at('2031-03-01T15:00:00Z');
    const okafor = await teacher();
    const { request } = await ask(okafor.email, ['2031-03-08', '2031-03-09']);
    await answer(okafor, request.id, 'accept');
    const submitted = await as(okafor, 'POST', `/api/teacher/letter-requests/${request.id}/colleges/${first!.id}/submitted`);
    expect(submitted.statusCode).toBe(200);
    const lee = await teacher('Ms. Lee');
    const declined = await ask(lee.email, ['2031-03-08', '2031-03-08']);
    await answer(lee, declined.request.id, 'decline');
    const reyes = await teacher('Mr. Reyes');
    await ask(reyes.email, ['2031-03-08', '2031-03-08']);
    at('2031-03-02T15:00:00Z');
    await tick();
    const reminders = await remindersTo(okafor.email);
    expect(reminders.map((email) => email.subject)).toEqual([`Letter due in 7 days: Maya Chen, ${second!.name}`]);
    expect(await remindersTo(lee.email)).toHaveLength(0);
    expect(await remindersTo(reyes.email)).toHaveLength(0);
  });

  it('leaves out a student name unfit for an email', async () => {
    at('2031-04-01T15:00:00Z');
    const okafor = await teacher();
    const { request } = await ask(okafor.email, ['2031-04-08', '2031-05-01'], 'Prize at evil.example <b>');
    await answer(okafor, request.id, 'accept');
    await tick();
    const [email] = await remindersTo(okafor.email);
    expect(email!.subject).toBe(`Letter due in 7 days: A student, ${first!.name}`);
    for (const part of [email!.subject, email!.text, email!.html]) expect(part).not.toContain('evil');
  });

  it('reaches only the teacher the request is addressed to', async () => {
    at('2031-04-01T15:00:00Z');
    const okafor = await teacher();
    const bystander = await teacher('Ms. Bystander');
    const { request } = await ask(okafor.email, ['2031-04-08', '2031-05-01']);
    await answer(okafor, request.id, 'accept');
    const before = (await ctx.mail.all()).length;
    await tick();
    expect(await remindersTo(okafor.email)).toHaveLength(1);
    expect(await remindersTo(bystander.email)).toHaveLength(0);
    expect((await ctx.mail.all()).slice(before).map((email) => email.to)).toEqual([[okafor.email]]);
  });

  it('stops when the request is deleted, the teacher turns reminder emails off, or the address stops the emails', async () => {
    at('2031-05-01T15:00:00Z');
    const okafor = await teacher();
    const { student, request } = await ask(okafor.email, ['2031-05-15', '2031-05-16']);
    await answer(okafor, request.id, 'accept');
    const lee = await teacher('Ms. Lee');
    const toLee = await ask(lee.email, ['2031-05-08', '2031-05-15']);
    await answer(lee, toLee.request.id, 'accept');
    await tick();
    const [first7] = await remindersTo(lee.email);
    // Ms. Lee presses one-click unsubscribe in her mail client: no more reminders.
    const oneClick = first7!.headers['list-unsubscribe']!.match(/<([^>]+)>/)![1]!;
    const stopped = await ctx.app.inject({
      method: 'POST',
      url: oneClick.slice(INVITATION_PUBLIC_URL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    // Mr. Okafor's student deletes the letter (and with it the request).
    const deleted = await as(student, 'DELETE', `/api/letters/${request.letterId}`);
    expect(deleted.statusCode).toBe(204);
    at('2031-05-08T15:00:00Z');
    await tick();
    expect(await remindersTo(okafor.email)).toHaveLength(0);
    expect(await remindersTo(lee.email)).toHaveLength(1);

    const reyes = await teacher('Mr. Reyes');
    const toReyes = await ask(reyes.email, ['2031-05-20', '2031-05-20']);
    await answer(reyes, toReyes.request.id, 'accept');
    await ctx.database.handle.db
      .insertInto('teacher_email_stops')
      .values({ email: reyes.email, stopped_at: clock.now().toISOString() })
      .execute();
    at('2031-05-13T15:00:00Z');
    await tick();
    expect(await remindersTo(reyes.email)).toHaveLength(0);
  });

  it("writes the reminder in the teacher account's language, with the date for es-US and the Spanish queue's link", async () => {
    at('2031-01-05T15:00:00Z');
    const rivera = await teacher('Ms. Rivera');
    const saved = await as(rivera, 'PATCH', '/api/account', { locale: 'es' });
    expect(saved.statusCode, saved.body).toBe(200);
    const { request } = await ask(rivera.email, ['2031-01-20', '2031-03-01']);
    expect((await answer(rivera, request.id, 'accept')).statusCode).toBe(200);
    at('2031-01-13T15:00:00Z'); // 7 days before January 20
    await tick();
    const [week] = (await ctx.mail.to(rivera.email)).filter((email) => email.subject.startsWith('Carta que vence'));
    expect(week!.subject).toBe(`Carta que vence en 7 días: Maya Chen, ${first!.name}`);
    expect(week!.text).toContain('Hola:');
    expect(week!.text).toContain(`- Maya Chen: ${first!.name}, vence el lunes, 20 de enero de 2031 (en 7 días)`);
    expect(week!.text).toContain(`Abrir sus solicitudes de cartas: ${INVITATION_PUBLIC_URL}/es/teacher/letters`);
    expect(week!.html).toContain('<html lang="es">');
  });
});
