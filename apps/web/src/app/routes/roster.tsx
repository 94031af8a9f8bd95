import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Printer } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { CounselorSchoolGate, CounselorSchoolSelect, CreateSchoolFirst } from '../../features/high-schools/components/counselor-school.tsx';
import { useCounselorSchool } from '../../features/high-schools/use-counselor-school.ts';
import { useRoster } from '../../features/rosters/api/roster.ts';
import { RosterList, SampleRosterNote } from '../../features/rosters/components/roster-list.tsx';
import { RosterTeachers } from '../../features/rosters/components/roster-teachers.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

// The forms are a chunk of their own, asked for as the page starts, so they arrive while the school and roster are read.
const panels = import('./roster-panels.tsx');
const InvitationsPanel = lazy(() => panels.then((module) => ({ default: module.InvitationsPanel })));
const RosterImportForm = lazy(() => panels.then((module) => ({ default: module.RosterImportForm })));

function Card({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {intro ? <div className="mt-1 text-sm text-slate-600">{intro}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The roster's teachers, read with its students (the same query). */
function TeachersSection({ highSchoolId }: { highSchoolId: string }) {
  const { t } = useLingui();
  const roster = useRoster(highSchoolId);
  if (roster.isPending)
    return (
      <LoadingState label={t`Loading the roster’s teachers`}>
        <Skeleton className="h-24" />
      </LoadingState>
    );
  if (roster.isError)
    return <ErrorState size="compact" message={t`The teachers could not be loaded.`} onRetry={() => void roster.refetch()} />;
  return <RosterTeachers highSchoolId={highSchoolId} teachers={roster.data.teachers} />;
}

function RosterSection({ highSchoolId }: { highSchoolId: string }) {
  const { t } = useLingui();
  const roster = useRoster(highSchoolId);
  if (roster.isPending)
    return (
      <LoadingState label={t`Loading the roster`}>
        <Skeleton className="h-48" />
      </LoadingState>
    );
  if (roster.isError)
    return <ErrorState size="compact" message={t`The roster could not be loaded.`} onRetry={() => void roster.refetch()} />;
  return (
    <div className="space-y-6">
      {roster.data.students.some((student) => student.sample) ? <SampleRosterNote /> : null}
      {roster.data.students.length > 0 ? (
        <Suspense fallback={<Skeleton className="h-40" />}>
          <InvitationsPanel highSchoolId={highSchoolId} roster={roster.data} />
        </Suspense>
      ) : null}
      <RosterList roster={roster.data} />
    </div>
  );
}

/**
 * /roster?school=…: a counselor's roster of their school: import it (with the row report of a
 * refused file), where each student is: not invited, invited, joined, sharing (and what), and the
 * school's rostered teachers.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Roster`);
  const [, setSearchParams] = useSearchParams();
  const counselorSchool = useCounselorSchool();
  const { mine, schoolId, school } = counselorSchool;
  const schoolName = school?.name;

  const content = (
    <CounselorSchoolGate
      counselorSchool={counselorSchool}
      withoutSchool={
        <CreateSchoolFirst>
          <Trans>A roster belongs to your high school: its students are invited to join it.</Trans>
        </CreateSchoolFirst>
      }
    >
      {(school) => (
        <div className="space-y-6">
          <Card id="import-roster" title={t`Import your roster`}>
            <Suspense fallback={<Skeleton className="h-48" />}>
              <RosterImportForm highSchoolId={school.id} />
            </Suspense>
          </Card>
          <Card
            id="join-sheets"
            title={t`Join sheets`}
            intro={t`One printed page per roster group with your school’s join code and the steps to join, to hand out in class.`}
          >
            <Link to={paths.rosterJoinSheet.getHref(school.id)} className={buttonClass('secondary')}>
              <Printer aria-hidden="true" className="size-4" />
              <Trans>Open the join sheets</Trans>
            </Link>
          </Card>
          <Card
            id="roster-students"
            title={t`Who is where`}
            intro={t`A student who joins shows you their name, class year and that they joined; you see their plan only once they choose to share it. Students are matched to the roster by email.`}
          >
            <RosterSection highSchoolId={school.id} />
          </Card>
          <Card
            id="roster-teachers"
            title={t`Teachers`}
            intro={t`Invite them to join as teachers: your school’s students choose them by name when they ask for a recommendation letter, and the request reaches the teacher’s CampusPath queue.`}
          >
            <TeachersSection highSchoolId={school.id} />
          </Card>
        </div>
      )}
    </CounselorSchoolGate>
  );

  return (
    <WorkspacePage
      title={t`Roster`}
      width="narrow"
      description={school ? t`${schoolName}’s students: who has joined, and who shares their plan with its counselors.` : undefined}
      actions={
        <CounselorSchoolSelect schools={mine} value={schoolId} onChange={(id) => setSearchParams({ school: id }, { replace: true })} />
      }
    >
      {content}
    </WorkspacePage>
  );
}
