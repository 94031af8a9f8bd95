import { Trans, useLingui } from '@lingui/react/macro';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { FollowedStudents } from '../../features/family/components/followed-students.tsx';
import { useReminderSettings } from '../../features/reminders/api/get-reminder-settings.ts';
import { FamilyDigestSwitch } from '../../features/reminders/components/family-digest-switch.tsx';
import { useViewedStudents } from '../../lib/api/get-viewed-students.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /family: a parent's start page: the students they follow, and the weekly digest switch. */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`My students`);
  const students = useViewedStudents();
  const settings = useReminderSettings();
  return (
    <WorkspacePage
      title={t`My students`}
      description={t`Each student decides what you see. Their plan is read-only here: nothing you do changes it.`}
    >
      <div className="space-y-10">
        {students.isPending ? (
          <LoadingState label={t`Loading your students`} className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </LoadingState>
        ) : students.isError ? (
          <ErrorState message={t`We couldn't load your students.`} onRetry={() => void students.refetch()} />
        ) : (
          <FollowedStudents
            students={students.data.students.filter((student) => student.via === 'parent')}
            stopped={students.data.stoppedSharing}
          />
        )}
        <section aria-labelledby="digest" className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
          <h2 id="digest" className="text-lg font-semibold text-slate-900">
            <Trans>Email</Trans>
          </h2>
          <div className="mt-4">
            {settings.data ? (
              <FamilyDigestSwitch settings={settings.data} />
            ) : settings.isError ? (
              <ErrorState size="compact" message={t`We couldn't load your email settings.`} onRetry={() => void settings.refetch()} />
            ) : (
              <Skeleton className="h-16" />
            )}
          </div>
        </section>
      </div>
    </WorkspacePage>
  );
}
