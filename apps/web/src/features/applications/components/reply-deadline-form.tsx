import { lazy, Suspense } from 'react';
import type { Application } from '@campuspath/contract/applications';
// The form (react-hook-form, about 15 KB gzipped) loads after the page: the server renders it in place.
const ReplyDeadlineEditor = lazy(() =>
  import('../../../components/ui/reply-deadline-editor.tsx').then((module) => ({ default: module.ReplyDeadlineEditor })),
);
import { useUpdateApplication } from '../api/update-application.ts';

/** The student's own reply and deposit date of an accepted application, saved with the application. */
export function ReplyDeadlineForm({ application }: { application: Application }) {
  const update = useUpdateApplication(application.id);
  return (
    <Suspense fallback={null}>
      <ReplyDeadlineEditor application={application} save={update} />
    </Suspense>
  );
}
