import type { Application } from '@campuspath/contract/applications';
import { ReplyDeadlineEditor } from '../../../components/ui/reply-deadline-editor.tsx';
import { useUpdateApplication } from '../api/update-application.ts';

/** The student's own reply and deposit date of an accepted application, saved with the application. */
export function ReplyDeadlineForm({ application }: { application: Application }) {
  const update = useUpdateApplication(application.id);
  return <ReplyDeadlineEditor application={application} save={update} />;
}
