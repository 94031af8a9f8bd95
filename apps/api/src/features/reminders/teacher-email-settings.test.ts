import { describe, expect, it } from 'vitest';
import { letterRequestListResponseSchema, letterRequestResponseSchema } from '@campuspath/contract/letter-requests';
import { teacherEmailSettingsSchema } from '@campuspath/contract/teacher-email-settings';
import { buildApplicationBody, buildSignupBody } from '../../../../../test/factories.ts';
import { signUp, signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { emailI18n } from '../../lib/i18n/email-i18n.ts';
import { loadAppSecret } from '../../lib/signed-tokens.ts';
import { tokenOf } from '../../test/roles.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { teacherEmailsUnsubscribe } from '../letter-requests/teacher-invitation-tokens.ts';

/**
 * A teacher's own email settings: deadline reminders on or off, and "Stop these emails" of a
 * letter request's email, read and taken back by the signed-in teacher whose verified address it
 * is (and by nobody else), after which students' requests email the address again.
 */
const clock = createTestClock(Date.parse('2026-10-05T14:30:00.000Z'));
const ctx = useTestApp({ now: clock.now });
const [school] = testCatalog().schools;

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
const settingsOf = async (teacher: SignedInUser) => {
  const answer = await as(teacher, 'GET', '/api/teacher/email-settings');
  expect(answer.statusCode, answer.body).toBe(200);
  return teacherEmailSettingsSchema.parse(answer.json());
};

async function studentAsking(teacherEmail: string) {
  const student = await signUpVerified(ctx.app, ctx.mail, buildSignupBody({ name: 'Maya Chen', role: 'student' }));
  const application = await as(
    student,
    'POST',
    '/api/applications',
    buildApplicationBody({ schoolId: school!.id, deadline: '2026-12-01' }),
  );
  const asked = await as(student, 'POST', '/api/letter-requests', {
    teacherName: 'Ms. Alvarez',
    teacherEmail,
    applicationIds: [application.json().id],
    waived: true,
  });
  expect(asked.statusCode, asked.body).toBe(201);
  return { student, requestId: letterRequestResponseSchema.parse(asked.json()).request.id };
}
/** "Stop these emails" from the link every letter request email to `address` carries (signed as the scheduler signs it). */
async function stopByLink(address: string): Promise<void> {
  const secret = await loadAppSecret(ctx.database.handle.db, undefined, clock.now());
  const token = tokenOf(teacherEmailsUnsubscribe({ secret, publicUrl: 'https://campuspath.test' }, address, emailI18n('en')).page);
  const stopped = await ctx.app.inject({ method: 'POST', url: '/api/letter-requests/invitations/unsubscribe', payload: { token } });
  expect(stopped.statusCode).toBe(204);
}
const invitationStatus = async (student: SignedInUser, id: string) =>
  letterRequestListResponseSchema.parse((await as(student, 'GET', '/api/letter-requests')).json()).requests.find((one) => one.id === id)!
    .teacherInvitation.status;

describe('a teacher’s email settings', () => {
  it('shows the stop the address chose by the link, and turns letter request emails back on', async () => {
    const teacher = await signUpVerified(
      ctx.app,
      ctx.mail,
      buildSignupBody({ role: 'teacher', email: 'alvarez.stops@school.example.org' }),
    );
    expect(await settingsOf(teacher)).toEqual({
      address: 'alvarez.stops@school.example.org',
      addressVerified: true,
      deadlineReminders: true,
      stoppedAt: null,
    });
    const { student, requestId } = await studentAsking('alvarez.stops@school.example.org');
    await stopByLink('alvarez.stops@school.example.org');
    expect(await settingsOf(teacher)).toMatchObject({ stoppedAt: clock.now().toISOString() });
    expect(await invitationStatus(student, requestId)).toBe('stopped');

    clock.advance(60_000);
    const resumed = await as(teacher, 'DELETE', '/api/teacher/email-settings/stop');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(teacherEmailSettingsSchema.parse(resumed.json()).stoppedAt).toBeNull();
    expect(await invitationStatus(student, requestId)).toBe('queued');
    // Taking it back twice is the same as once.
    expect((await as(teacher, 'DELETE', '/api/teacher/email-settings/stop')).statusCode).toBe(200);
    // A new request emails the address again.
    const next = await studentAsking('alvarez.stops@school.example.org');
    expect(await invitationStatus(next.student, next.requestId)).toBe('queued');
  });

  it('turns deadline reminders off and on', async () => {
    const teacher = await signUpVerified(ctx.app, ctx.mail, buildSignupBody({ role: 'teacher' }));
    const off = await as(teacher, 'PUT', '/api/teacher/email-settings', { deadlineReminders: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(teacherEmailSettingsSchema.parse(off.json()).deadlineReminders).toBe(false);
    expect((await settingsOf(teacher)).deadlineReminders).toBe(false);
    // The same switch as the reminders' own unsubscribe link and the reminder settings' email channel.
    const reminders = await as(teacher, 'GET', '/api/reminders/settings');
    expect(reminders.json().channels.email).toBe(false);
    await as(teacher, 'PUT', '/api/teacher/email-settings', { deadlineReminders: true });
    expect((await settingsOf(teacher)).deadlineReminders).toBe(true);
    const refused = await as(teacher, 'PUT', '/api/teacher/email-settings', { deadlineReminders: 'no' });
    expect(refused.statusCode).toBe(400);
  });

  it('neither reads nor takes back the stop of an address its account has not verified', async () => {
    const { student } = await studentAsking('typed.by.someone@school.example.org');
    await stopByLink('typed.by.someone@school.example.org');
    const unverified = await signUp(ctx.app, buildSignupBody({ role: 'teacher', email: 'typed.by.someone@school.example.org' }));
    expect(await settingsOf(unverified)).toMatchObject({ addressVerified: false, stoppedAt: null });
    const refused = await as(unverified, 'DELETE', '/api/teacher/email-settings/stop');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('email_not_verified');
    // Students (and every other role) have no teacher email settings.
    expect((await as(student, 'GET', '/api/teacher/email-settings')).statusCode).toBe(403);
  });
});
