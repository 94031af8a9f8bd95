import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, LoaderCircle, MailCheck, MailX } from 'lucide-react';
import type { Ref } from 'react';
import { StatusView } from '../../../components/layout/status-view.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useFocusWhenShown } from '../../../lib/use-focus-when-shown.ts';
import { useStopTeacherEmails, useTeacherEmailsPreview } from '../api/teacher-invitations.ts';

const alert = <CircleAlert className="size-8" />;

/**
 * The landing page of "Stop these emails" in a letter request's email to a teacher. Opening it
 * changes nothing (mail scanners open links too): it names the address, and the teacher confirms
 * with one button. Afterwards no student's request emails that address. The button then gives way
 * to the outcome: focus moves to its text, and the polite status region (in the page from the
 * start, so screen readers announce the change) says the emails stopped.
 */
export function TeacherEmailsView({ token }: { token: string | null }) {
  const { t } = useLingui();
  const stop = useStopTeacherEmails();
  const outcomeRef = useFocusWhenShown<HTMLParagraphElement>(stop.isSuccess);
  return (
    <>
      <TeacherEmailsContent token={token} stop={stop} outcomeRef={outcomeRef} />
      <p role="status" className="sr-only">
        {stop.isSuccess ? t`Emails stopped.` : ''}
      </p>
    </>
  );
}

function TeacherEmailsContent({
  token,
  stop,
  outcomeRef,
}: {
  token: string | null;
  stop: ReturnType<typeof useStopTeacherEmails>;
  outcomeRef: Ref<HTMLParagraphElement>;
}) {
  const { t } = useLingui();
  const preview = useTeacherEmailsPreview(token);
  if (!token || preview.isError) {
    return (
      <StatusView icon={alert} title={t`This link is not valid`} actions={null}>
        <p>
          <Trans>It may be incomplete or copied wrongly. Nothing was changed; open the link from the email again.</Trans>
        </p>
      </StatusView>
    );
  }
  const data = preview.data;
  if (!data) {
    return (
      <StatusView icon={<LoaderCircle className="size-8 animate-spin" />} title={t`Checking your link…`} actions={null}>
        <p role="status">
          <Trans>One moment.</Trans>
        </p>
      </StatusView>
    );
  }
  const email = data.email;
  if (stop.isSuccess || data.stopped) {
    return (
      <StatusView icon={<MailCheck className="size-8" />} title={t`No more emails about letter requests`} actions={null}>
        <p ref={outcomeRef} tabIndex={-1} className="rounded-sm focus-visible:outline-2 focus-visible:outline-indigo-600">
          <Trans>
            CampusPath will not email {email} when a student asks for a letter. Changed your mind? Sign in with a teacher account at this
            address and turn them back on in Email settings.
          </Trans>
        </p>
      </StatusView>
    );
  }
  return (
    <StatusView
      icon={<MailX className="size-8" />}
      title={t`Stop emails about letter requests?`}
      actions={
        <Button onClick={() => stop.mutate(token)} disabled={stop.isPending}>
          {stop.isPending ? t`Stopping…` : t`Stop these emails`}
        </Button>
      }
    >
      {stop.isError ? (
        <p role="alert">
          <Trans>We could not stop the emails just now. Nothing was changed; please try again in a moment.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Students asked for letters at {email}. Nothing changes until you press the button; afterwards no student’s request emails this
            address.
          </Trans>
        </p>
      )}
    </StatusView>
  );
}
