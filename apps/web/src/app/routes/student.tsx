import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
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
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /students/{id}: a student's plan as their parent or counselor sees it. Each load asks
 * afresh, so a switch turned off is gone on the next load, and a revoked or unshared student is
 * the friendly not-found page, exactly like a student who does not exist.
 */
export function Component() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const plan = useStudentPlan(id);
  // A parent's other students, for the switcher; a counselor's list would be the whole caseload.
  const students = useViewedStudents(user?.role === 'parent');
  const notFound = plan.error instanceof ApiRequestError && plan.error.status === 404;
  useDocumentTitle(plan.data ? `${plan.data.student.name}'s plan` : notFound ? 'Page not found' : 'Student');

  if (plan.isPending) {
    return (
      <LoadingState label="Loading the student's plan" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="mt-8 h-64 w-full" />
      </LoadingState>
    );
  }
  if (notFound) return <NotFoundView />;
  if (!plan.data) {
    return (
      <StatusView
        icon={<AlertTriangle className="size-8" />}
        title="Error loading the plan"
        actions={<Button onClick={() => void plan.refetch()}>Try Again</Button>}
      >
        <p>We couldn't load this student's plan. Please try again.</p>
      </StatusView>
    );
  }
  const { student } = plan.data;
  const counselor = student.via === 'counselors';
  const siblings = (students.data?.students ?? []).filter((other) => other.via === 'parent');
  return (
    <WorkspacePage
      title={`${student.name}'s plan`}
      description={`Class of ${student.graduationYear}. Read-only: what ${student.name} shares with you${counselor ? ' and your school' : ''}.`}
      actions={
        <Link to={counselor ? paths.caseload.getHref() : paths.family.getHref()} className={buttonClass('ghost')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {counselor ? 'Caseload' : 'My students'}
        </Link>
      }
    >
      <div className="space-y-8">
        {counselor ? null : <StudentSwitcher students={siblings} />}
        <StudentPlanView plan={plan.data} viewerName={user?.name ?? 'you'} />
      </div>
    </WorkspacePage>
  );
}
