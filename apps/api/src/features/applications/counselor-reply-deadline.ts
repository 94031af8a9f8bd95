import type { Application, CounselorReplyDeadlineInput } from '@campuspath/contract/applications';
import { refuseField } from '../../lib/errors.ts';
import { withStudentLock } from '../auth/student-lock.ts';
import { counselorReplyDeadlineChanges } from './application-decisions.ts';
import { requireApplication, requireOwnedApplication, type ApplicationsDeps } from './applications.service.ts';
import { updateApplicationRow } from './applications.store.ts';

/**
 * A counselor records the college's own reply and deposit date of the student's accepted
 * application (or goes back to the default), shown as theirs; 404 for an application that is not
 * the student's, 409 `not_accepted` for one that is not accepted. The reminders follow the new
 * date as they do the student's own change: the ledger keys each reply date by its day.
 */
export async function recordReplyDeadline(
  deps: ApplicationsDeps,
  studentId: string,
  id: string,
  input: CounselorReplyDeadlineInput,
  counselorName: string,
): Promise<Application> {
  const row = await requireOwnedApplication(deps.db, studentId, id);
  if (row.status !== 'accepted') {
    throw refuseField(
      'applicationId',
      /*i18n*/ 'A reply and deposit date goes with an accepted offer: the application is not marked Accepted.',
      {
        status: 409,
        code: 'not_accepted',
      },
    );
  }
  const now = deps.now();
  const changes = await counselorReplyDeadlineChanges(deps.db, studentId, input, counselorName, now);
  await withStudentLock(deps.db, studentId, (trx) =>
    updateApplicationRow(trx, studentId, id, { ...changes, updated_at: now.toISOString() }),
  );
  return requireApplication(deps, studentId, id);
}
