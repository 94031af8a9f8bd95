import { useLingui } from '@lingui/react/macro';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { PROFILE_SECTIONS, ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { ProfileStatus } from '../../features/profile/components/profile-status.tsx';
import { missingForCompletion } from '../../features/profile/profile-form-values.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /academics: grades, tests, courses, intended majors, preferences and family income. */
export function Component() {
  const { t, i18n } = useLingui();
  const title = t`Academic Profile`;
  useDocumentTitle(title);
  const { user } = useAuth();
  const profile = useProfile();
  const description = t`Your grades, scores and plans in one place. Only you can see them.`;

  if (profile.isPending) {
    return (
      <WorkspacePage title={title} description={description} width="narrow">
        <LoadingState label={t`Loading your profile`} className="space-y-6">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-48 w-full" />
        </LoadingState>
      </WorkspacePage>
    );
  }
  if (profile.isError) {
    return (
      <WorkspacePage title={title} description={description} width="narrow">
        <ErrorState
          title={t`Error`}
          message={t`Your profile could not be loaded. Please try again.`}
          onRetry={() => void profile.refetch()}
        />
      </WorkspacePage>
    );
  }

  return (
    <WorkspacePage title={title} description={description} width="narrow">
      <ProfileStatus complete={user?.profileComplete ?? false} missing={missingForCompletion(profile.data)} />
      <nav aria-label={t`Profile sections`} className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {PROFILE_SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 font-medium text-slate-700 hover:bg-slate-50"
              >
                {i18n._(section.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <ProfileForm profile={profile.data} />
      </div>
    </WorkspacePage>
  );
}
