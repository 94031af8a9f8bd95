import type { Kysely } from 'kysely';

/**
 * A letter request's email to its teacher that could not be delivered (docs/schools.md, "Teachers
 * and letters"): the mail server refused it on every attempt, or the process sending its last
 * attempt died and the claim outlived its lease. Until now such an email was either taken back
 * (reading as never sent) or, in the second case, stayed "on its way" for good.
 * - letter_requests.teacher_invitation_failed_at: when the email queued at teacher_invited_at was
 *   given up; null while it waits, once it went out, and again when the student sends it anew.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('letter_requests').addColumn('teacher_invitation_failed_at', 'varchar(40)').execute();
}
