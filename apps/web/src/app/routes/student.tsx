import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import { AlertTriangle, ArrowLeft, UserRoundX } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { NotFoundView } from '../../components/layout/not-found-view.tsx';
import { StatusView } from '../../components/layout/status-view.tsx';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useStudentPlan } from '../../features/student-view/api/get-student-plan.ts';
import { StudentPlanView } from '../../features/student-view/components/student-plan-view.tsx';
import { StudentSwitcher } from '../../features/student-view/components/student-switcher.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useViewedStudents } from '../../lib/api/get-viewed-students.ts';
import { IncomeBandSelect } from '../../features/net-price/income-band-select.tsx';
import { useIncomeBand } from '../../features/net-price/use-income-band.ts';
import { useReminderSettings } from '../../features/reminders/api/get-reminder-settings.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// The digest switch (Radix's switch) is shown once, after a parent accepts an invitation: its own chunk.
const FamilyDigestSwitch = lazy(() =>
  import('../../features/reminders/components/family-digest-switch.tsx').then((module) => ({ default: module.FamilyDigestSwitch })),
);

/** Where a parent lands after accepting an invitation: the plan, with the weekly digest offered once (router state, not the URL). */
export interface StudentPageState {
  followed?: boolean;
}

/**
 * /students/{id}: a student's plan as their parent or counselor sees it. Each load asks
 * afresh, so a switch turned off is gone on the next load. A parent the student stopped sharing
 * with is told so (the API's `sharing_stopped`); an unshared or unknown student is the friendly
 * not-found page, exactly like a student who does not exist.
 */
export function Component() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const location = useLocation();
  const plan = useStudentPlan(id);
  const parent = user?.role === 'parent';
  // A parent's other students, for the switcher; a counselor's list would be the whole caseload.
  const students = useViewedStudents(parent);
  // A parent's own band (their account's), for net prices when the student keeps costs to themselves.
  const ownBand = useIncomeBand();
  const refused = plan.error instanceof ApiRequestError && plan.error.status === 404 ? plan.error : null;
  // The notice in the page's language, naming the student from the parent's list; the API's (English) words until the list is here.
  const former = students.data?.stoppedSharing.find((student) => student.id === id)?.name;
  const stopped =
    refused?.body?.error === 'sharing_stopped' ? (former ? t`${former} stopped sharing their plan with you.` : refused.body.message) : null;
  const studentName = plan.data?.student.name ?? '';
  useDocumentTitle(plan.data ? t`${studentName}'s plan` : stopped ? t`No longer shared` : refused ? t`Page not found` : t`Student`);

  if (plan.isPending) {
    return (
      <LoadingState label={t`Loading the student's plan`} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="mt-8 h-64 w-full" />
      </LoadingState>
    );
  }
  if (stopped) {
    return (
      <StatusView
        icon={<UserRoundX className="size-8" />}
        title={t`No longer shared with you`}
        actions={
          <Link to={paths.family.getHref()} className={buttonClass('primary', 'px-5 py-2.5')}>
            <Trans>My students</Trans>
          </Link>
        }
      >
        <p>
          {stopped} <Trans>Nothing of their plan is shown here any more. If that is a mistake, ask them to invite you again.</Trans>
        </p>
      </StatusView>
    );
  }
  if (refused) return <NotFoundView />;
  if (!plan.data) {
    return (
      <StatusView
        icon={<AlertTriangle className="size-8" />}
        title={t`Error loading the plan`}
        actions={
          <Button onClick={() => void plan.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <p>
          <Trans>We couldn't load this student's plan. Please try again.</Trans>
        </p>
      </StatusView>
    );
  }
  const { student } = plan.data;
  const counselor = student.via === 'counselors';
  const siblings = (students.data?.students ?? []).filter((other) => other.via === 'parent');
  const name = student.name;
  const year = student.graduationYear;
  return (
    <WorkspacePage
      title={t`${name}'s plan`}
      description={
        counselor
          ? t`Class of ${year}. Read-only: what ${name} shares with you and your school.`
          : t`Class of ${year}. Read-only: what ${name} shares with you.`
      }
      actions={
        <>
          <Link to={counselor ? paths.caseload.getHref() : paths.family.getHref()} className={buttonClass('ghost')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {counselor ? t`Caseload` : t`My students`}
          </Link>
          {student.scopes.costs ? (
            <Link to={paths.studentOffers.getHref(student.id)} className={buttonClass('secondary')}>
              <Trans>Aid estimate and offers</Trans>
            </Link>
          ) : null}
        </>
      }
    >
      <div className="space-y-8">
        {counselor ? null : <StudentSwitcher students={siblings} />}
        {parent && (location.state as StudentPageState | null)?.followed ? <DigestOffer studentName={student.name} /> : null}
        <StudentPlanView
          plan={plan.data}
          viewerName={user?.name ?? t`you`}
          ownPrices={
            parent
              ? {
                  band: ownBand.band,
                  selector: (
                    <IncomeBandSelect
                      value={ownBand.band}
                      onChange={ownBand.setBand}
                      label={t`Income band for net prices`}
                      layout="toolbar"
                    />
                  ),
                }
              : undefined
          }
        />
      </div>
    </WorkspacePage>
  );
}

/** Offered once a parent has accepted an invitation: the weekly email of what the student has due. */
function DigestOffer({ studentName }: { studentName: string }) {
  const settings = useReminderSettings();
  return (
    <section
      aria-labelledby="digest-offer"
      className="max-w-2xl rounded-2xl border border-indigo-200 bg-indigo-50 p-5"
      data-testid="digest-offer"
    >
      <h2 id="digest-offer" className="text-lg font-semibold text-slate-900">
        <Trans>You now follow {studentName}'s plan</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>Want a weekly email of what {studentName} has due? You can change this on My students at any time.</Trans>
      </p>
      <div className="mt-4">
        {settings.data ? (
          <Suspense fallback={<Skeleton className="h-16" />}>
            <FamilyDigestSwitch settings={settings.data} />
          </Suspense>
        ) : settings.isError ? null : (
          <Skeleton className="h-16" />
        )}
      </div>
    </section>
  );
}
