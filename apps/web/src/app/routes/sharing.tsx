import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSharing } from '../../features/sharing/api/get-sharing.ts';
import { PendingInvitations } from '../../features/sharing/components/pending-invitations.tsx';
import { ViewerCard } from '../../features/sharing/components/viewer-card.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

// The two forms (react-hook-form, the switches) are chunks of their own, asked for as the page
// starts so that they arrive while the viewers are read; the viewers are what the page is opened for.
const inviteForm = import('../../features/sharing/components/invite-parent-form.tsx');
const schoolSection = import('../../features/sharing/components/school-section.tsx');
const InviteParentForm = lazy(() => inviteForm.then((module) => ({ default: module.InviteParentForm })));
const SchoolSection = lazy(() => schoolSection.then((module) => ({ default: module.SchoolSection })));

/**
 * /sharing, "Who can see my plan": each viewer with their switches and last view, parent
 * invitations, and the student's high school. Every change applies on the viewer's next request.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Who can see my plan`);
  const { user } = useAuth();
  const sharing = useSharing();
  return (
    <WorkspacePage
      width="narrow"
      title={t`Who can see my plan`}
      description={t`Parents and your school's counselors see your plan read-only, and only what you switch on for each. A change applies the next time they open a page.`}
    >
      {sharing.isPending ? (
        <LoadingState label={t`Loading who can see your plan`} className="space-y-4">
          <Skeleton className="h-64" />
          <Skeleton className="h-40" />
        </LoadingState>
      ) : sharing.isError ? (
        <ErrorState message={t`We couldn't load who can see your plan.`} onRetry={() => void sharing.refetch()} />
      ) : (
        <div className="space-y-10">
          <section aria-labelledby="viewers" className="space-y-4">
            <h2 id="viewers" className="text-xl font-semibold text-slate-900">
              <Trans>People who can see it</Trans>
            </h2>
            {sharing.data.viewers.length === 0 ? (
              <p className="text-sm text-slate-600">
                <Trans>Nobody yet. Invite a parent below, or share with your school's counselors.</Trans>
              </p>
            ) : (
              sharing.data.viewers.map((viewer) => <ViewerCard key={viewer.id} viewer={viewer} />)
            )}
          </section>
          <section aria-labelledby="invite" className={cardClass}>
            <h2 id="invite" className="text-xl font-semibold text-slate-900">
              <Trans>Invite a parent or guardian</Trans>
            </h2>
            <div className="mt-4 space-y-6">
              {user ? (
                <Suspense fallback={<Skeleton className="h-[51.5rem] sm:h-[39rem]" />}>
                  <InviteParentForm user={user} lastChoices={sharing.data.lastChoices} />
                </Suspense>
              ) : null}
              <PendingInvitations invitations={sharing.data.invitations} />
            </div>
          </section>
          <section aria-labelledby="school" className={cardClass}>
            <h2 id="school" className="text-xl font-semibold text-slate-900">
              <Trans>My high school</Trans>
            </h2>
            <div className="mt-4">
              <Suspense fallback={<Skeleton className={sharing.data.school ? 'h-36' : 'h-[12.625rem] sm:h-[10.125rem]'} />}>
                <SchoolSection school={sharing.data.school} />
              </Suspense>
            </div>
          </section>
        </div>
      )}
    </WorkspacePage>
  );
}
