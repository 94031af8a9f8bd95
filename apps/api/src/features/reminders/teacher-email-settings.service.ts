import type { Kysely } from 'kysely';
import type { TeacherEmailSettings, TeacherEmailSettingsInput } from '@campuspath/contract/teacher-email-settings';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { requireUserColumns } from '../auth/users.store.ts';
import { findTeacherEmailStop, resumeTeacherEmails } from '../letter-requests/letter-request-invitations.store.ts';
import { requireRole } from '../sharing/access.ts';
import { readSettings, writeSettings } from './reminder-settings.ts';

/**
 * A teacher's two kinds of email in one place (docs/schools.md, "A teacher's emails"): the
 * deadline reminders of accepted letters (the reminder settings' email channel, which their
 * reminders' own unsubscribe link also turns off) and letter request emails, which "Stop these
 * emails" stops for the address whoever asks. Only the owner of a verified address reads or takes
 * back its stop: anyone can type an address into a sign-up form.
 */
interface TeacherEmailDeps {
  db: Kysely<Database>;
  now: Clock;
}

const ACTION = 'manage teacher emails';

async function requireTeacherAddress(deps: TeacherEmailDeps, teacherId: string) {
  await requireRole(deps.db, teacherId, 'teacher', ACTION);
  const { email, email_verified_at } = await requireUserColumns(deps.db, teacherId, ['email', 'email_verified_at']);
  return { address: email.toLowerCase(), verified: email_verified_at !== null };
}

export async function teacherEmailSettings(deps: TeacherEmailDeps, teacherId: string): Promise<TeacherEmailSettings> {
  const { address, verified } = await requireTeacherAddress(deps, teacherId);
  const settings = await readSettings(deps.db, teacherId);
  return {
    address,
    addressVerified: verified,
    deadlineReminders: settings.channels.email,
    stoppedAt: verified ? await findTeacherEmailStop(deps.db, address) : null,
  };
}

export async function saveTeacherEmailSettings(
  deps: TeacherEmailDeps,
  teacherId: string,
  input: TeacherEmailSettingsInput,
): Promise<TeacherEmailSettings> {
  await requireTeacherAddress(deps, teacherId);
  await writeSettings(deps.db, teacherId, { email: input.deadlineReminders ? 1 : 0 }, deps.now());
  return teacherEmailSettings(deps, teacherId);
}

/** Letter request emails to the teacher's own verified address again (idempotent). */
export async function resumeLetterRequestEmails(deps: TeacherEmailDeps, teacherId: string): Promise<TeacherEmailSettings> {
  const { address, verified } = await requireTeacherAddress(deps, teacherId);
  if (!verified) {
    throw new HttpError(
      403,
      'email_not_verified',
      /*i18n*/ 'Verify your email address first (we sent you a link), then turn these emails back on.',
    );
  }
  await resumeTeacherEmails(deps.db, address);
  return teacherEmailSettings(deps, teacherId);
}
