import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { Application } from '@campuspath/contract/applications';
// The form (react-hook-form, about 15 KB gzipped) loads after the page: the server renders it in place.
const ReplyDeadlineEditor = lazy(() =>
  import('../../../components/ui/reply-deadline-editor.tsx').then((module) => ({ default: module.ReplyDeadlineEditor })),
);
import { useRecordReplyDeadline } from '../api/record-reply-deadline.ts';

/**
 * A counselor records the college's own reply and deposit date of the student's accepted
 * application (or goes back to May 1); the student and their parents see it as the counselor's.
 */
export function CounselorReplyDeadline({ studentId, application, about }: { studentId: string; application: Application; about: string }) {
  const save = useRecordReplyDeadline(studentId, application.id);
  return (
    <details className="mt-2 rounded-xl border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-indigo-800">
        <Trans>Record the college’s reply and deposit date</Trans>
      </summary>
      <div className="mt-3">
        <Suspense fallback={null}>
          <ReplyDeadlineEditor application={application} save={save} about={about} />
        </Suspense>
      </div>
    </details>
  );
}
