import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { PROFILE_SECTIONS, ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { ProfileStatus } from '../../features/profile/components/profile-status.tsx';
import { missingForCompletion } from '../../features/profile/profile-form-values.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const TITLE = 'Academic Profile';

/** /academics: grades, tests, courses, intended majors, preferences and family income. */
export function Component() {
  useDocumentTitle(TITLE);
  const { user } = useAuth();
  const profile = useProfile();
  const description = 'Your grades, scores and plans in one place. Only you can see them.';

  if (profile.isPending) {
    return (
      <WorkspacePage title={TITLE} description={description} width="narrow">
        <div aria-busy="true" aria-label="Loading your profile" className="space-y-6">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </WorkspacePage>
    );
  }
  if (profile.isError) {
    return (
      <WorkspacePage title={TITLE} description={description} width="narrow">
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
          <h2 className="font-semibold text-red-900">Error</h2>
          <p className="mt-1 text-red-800">Your profile could not be loaded. Please try again.</p>
          <Button className="mt-4" onClick={() => void profile.refetch()}>
            Try Again
          </Button>
        </div>
      </WorkspacePage>
    );
  }

  return (
    <WorkspacePage title={TITLE} description={description} width="narrow">
      <ProfileStatus complete={user?.profileComplete ?? false} missing={missingForCompletion(profile.data)} />
      <nav aria-label="Profile sections" className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {PROFILE_SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 font-medium text-slate-700 hover:bg-slate-50"
              >
                {section.label}
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
