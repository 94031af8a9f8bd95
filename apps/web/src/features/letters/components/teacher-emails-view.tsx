import { CircleAlert, LoaderCircle, MailCheck, MailX } from 'lucide-react';
import { StatusView } from '../../../components/layout/status-view.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useStopTeacherEmails, useTeacherEmailsPreview } from '../api/teacher-invitations.ts';

const alert = <CircleAlert className="size-8" />;

/**
 * The landing page of "Stop these emails" in a letter request's email to a teacher. Opening it
 * changes nothing (mail scanners open links too): it names the address, and the teacher confirms
 * with one button. Afterwards no student's request emails that address.
 */
export function TeacherEmailsView({ token }: { token: string | null }) {
  const preview = useTeacherEmailsPreview(token);
  const stop = useStopTeacherEmails();
  if (!token || preview.isError) {
    return (
      <StatusView icon={alert} title="This link is not valid" actions={null}>
        <p>It may be incomplete or copied wrongly. Nothing was changed; open the link from the email again.</p>
      </StatusView>
    );
  }
  const data = preview.data;
  if (!data) {
    return (
      <StatusView icon={<LoaderCircle className="size-8 animate-spin" />} title="Checking your link…" actions={null}>
        <p role="status">One moment.</p>
      </StatusView>
    );
  }
  if (stop.isSuccess || data.stopped) {
    return (
      <StatusView icon={<MailCheck className="size-8" />} title="No more emails about letter requests" actions={null}>
        <p role="status">CampusPath will not email {data.email} when a student asks for a letter.</p>
      </StatusView>
    );
  }
  return (
    <StatusView
      icon={<MailX className="size-8" />}
      title="Stop emails about letter requests?"
      actions={
        <Button onClick={() => stop.mutate(token)} disabled={stop.isPending}>
          {stop.isPending ? 'Stopping…' : 'Stop these emails'}
        </Button>
      }
    >
      {stop.isError ? (
        <p role="alert">We could not stop the emails just now. Nothing was changed; please try again in a moment.</p>
      ) : (
        <p>
          Students asked for letters at {data.email}. Nothing changes until you press the button; afterwards no student’s request emails
          this address.
        </p>
      )}
    </StatusView>
  );
}
