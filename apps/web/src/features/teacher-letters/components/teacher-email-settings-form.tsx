import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherEmailSettings } from '@campuspath/contract/teacher-email-settings';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useFocusWhenShown } from '../../../lib/use-focus-when-shown.ts';
import { useResumeLetterRequestEmails } from '../api/resume-letter-request-emails.ts';
import { useUpdateTeacherEmailSettings } from '../api/update-teacher-email-settings.ts';

const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

/**
 * A teacher's two kinds of email: deadline reminders of the letters they accepted (saved at once),
 * and letter request emails, which "Stop these emails" in any of them stops for the address. A
 * stopped address says so, with the date, and one button takes it back; the button then gives way
 * to the new status, which takes focus, and the polite status region says the emails are back on.
 */
export function TeacherEmailSettingsForm({ settings }: { settings: TeacherEmailSettings }) {
  const { t } = useLingui();
  const update = useUpdateTeacherEmailSettings();
  const address = settings.address;
  const stoppedOn = settings.stoppedAt ? formatDate(settings.stoppedAt, 'long') : '';
  const resume = useResumeLetterRequestEmails();
  const resumedRef = useFocusWhenShown<HTMLParagraphElement>(resume.isSuccess);
  return (
    <div className="space-y-6">
      <section aria-labelledby="deadline-reminders-heading" className={sectionClass}>
        <h2 id="deadline-reminders-heading" className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Deadline reminders</Trans>
        </h2>
        <SwitchField
          label={t`Deadline reminder emails`}
          hint={t`An email 7 days and 1 day before each college deadline of a letter you accepted, until you mark it submitted. Sent to ${address}.`}
          checked={settings.deadlineReminders}
          disabled={update.isPending}
          onCheckedChange={(deadlineReminders) => update.mutate({ deadlineReminders })}
        />
        {update.isError ? (
          <div className="mt-4">
            <FormAlert>{errorMessage(update.error, t`That change was not saved. Please try again.`)}</FormAlert>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="letter-emails-heading" className={`${sectionClass} space-y-4 text-sm text-slate-700`}>
        <h2 id="letter-emails-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Letter request emails</Trans>
        </h2>
        {!settings.addressVerified ? (
          <p>
            <Trans>Verify your email address (open the link we emailed you) to see and change the letter request emails sent to it.</Trans>
          </p>
        ) : settings.stoppedAt ? (
          <>
            <p className="font-medium text-slate-900">
              <Trans>
                You stopped letter emails to {address} on {stoppedOn}.
              </Trans>
            </p>
            <p>
              <Trans>Students who ask you for a letter are not emailed to you; their requests still appear in your letter requests.</Trans>
            </p>
            <Button variant="secondary" disabled={resume.isPending} onClick={() => resume.mutate()}>
              {resume.isPending ? t`Turning them on…` : t`Receive letter emails again`}
            </Button>
          </>
        ) : (
          <p ref={resumedRef} tabIndex={-1} className="rounded-sm focus-visible:outline-2 focus-visible:outline-indigo-600">
            <Trans>When a student asks you for a letter, CampusPath emails {address}. Each email has a “Stop these emails” link.</Trans>
          </p>
        )}
        {resume.isError ? <FormAlert>{errorMessage(resume.error, t`Nothing was changed. Please try again.`)}</FormAlert> : null}
        <p role="status" className="sr-only">
          {resume.isSuccess ? t`Letter request emails are on again.` : ''}
        </p>
      </section>
    </div>
  );
}
