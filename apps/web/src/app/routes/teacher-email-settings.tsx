import { useLingui } from '@lingui/react/macro';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useTeacherEmailSettings } from '../../features/teacher-letters/api/get-teacher-email-settings.ts';
import { TeacherEmailSettingsForm } from '../../features/teacher-letters/components/teacher-email-settings-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /settings/teacher-emails: a teacher's deadline reminders and letter request emails. */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Email settings`);
  const settings = useTeacherEmailSettings();
  return (
    <WorkspacePage
      title={t`Email settings`}
      width="narrow"
      description={t`What CampusPath emails you about the letters students ask of you.`}
    >
      {settings.isPending ? (
        <LoadingState label={t`Loading your email settings`} className="space-y-6">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-40 w-full" />
        </LoadingState>
      ) : settings.isError ? (
        <ErrorState message={t`We could not load your email settings. Please try again.`} onRetry={() => void settings.refetch()} />
      ) : (
        <TeacherEmailSettingsForm settings={settings.data} />
      )}
    </WorkspacePage>
  );
}
