import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundView } from '../../components/layout/not-found-view.tsx';
import { StatusView } from '../../components/layout/status-view.tsx';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useStudentEssay } from '../../features/student-view/api/get-student-essay.ts';
import { useStudentPlan } from '../../features/student-view/api/get-student-plan.ts';
import { SharedEssayReader } from '../../features/student-view/components/shared-essay-reader.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /students/{id}/essays/{essayId}: a student's essay as a parent or counselor reads it, while the
 * student shares essays with them. Each load asks afresh; an essay not shared (or not there) is the
 * friendly not-found page, exactly like one that does not exist.
 */
export function Component() {
  const { t } = useLingui();
  const { id = '', essayId = '' } = useParams();
  const { user } = useAuth();
  const essay = useStudentEssay(id, essayId);
  // The student's name and how the viewer sees them (the plan is usually cached from the page before).
  const plan = useStudentPlan(id);
  const refused = essay.error instanceof ApiRequestError && essay.error.status === 404;
  const essayTitle = essay.data?.essay.title ?? '';
  useDocumentTitle(essay.data ? t`${essayTitle} · Essay` : refused ? t`Page not found` : t`Essay`);

  if (essay.isPending) {
    return (
      <LoadingState label={t`Loading the essay`} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="mt-8 h-64 w-full" />
      </LoadingState>
    );
  }
  if (refused) return <NotFoundView />;
  if (!essay.data) {
    return (
      <StatusView
        icon={<AlertTriangle className="size-8" />}
        title={t`Error loading the essay`}
        actions={
          <Button onClick={() => void essay.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <p>
          <Trans>We couldn't load this essay. Please try again.</Trans>
        </p>
      </StatusView>
    );
  }
  const student = plan.data?.student;
  const counselor = user?.role === 'counselor';
  const name = student?.name ?? '';
  return (
    <WorkspacePage
      title={essay.data.essay.title}
      description={student ? t`${name}'s essay, read-only: only the student edits it.` : t`Essay, read-only: only the student edits it.`}
      actions={
        <Link to={paths.student.getHref(id)} className={buttonClass('ghost')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {student ? t`${name}'s plan` : t`Back to the plan`}
        </Link>
      }
    >
      <SharedEssayReader studentId={id} essay={essay.data.essay} canNote={counselor && student?.via === 'counselors'} />
    </WorkspacePage>
  );
}
