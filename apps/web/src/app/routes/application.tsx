import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, ArrowLeft, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { StatusView } from '../../components/layout/status-view.tsx';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { DeadlineUpdateOffer } from '../../components/ui/deadline-update-offer.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useApplication } from '../../features/applications/api/get-application.ts';
import { ApplicationDetails } from '../../features/applications/components/application-details.tsx';
import { DecisionPanel } from '../../features/applications/components/decision-panel.tsx';
import { useTasks } from '../../features/tasks/api/get-tasks.ts';
import { findDeadlineTaskTitle } from '@campuspath/contract/applications-terms';
import { ItemNotes } from '../../features/notes/components/item-notes.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useDeadlineUpdates } from '../../lib/api/get-deadline-updates.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /applications/{id}: one application to view and edit. Another student's id looks exactly like a missing one. */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const application = useApplication(id);
  // Whether its "Find the deadline" task exists, to point there (a round the counselors did not record has none).
  const tasks = useTasks();
  // The counselor's checked date, offered when this application's deadline differs.
  const updates = useDeadlineUpdates();
  const update = updates.data?.updates.find((offer) => offer.applicationId === id);
  const [answered, setAnswered] = useState('');
  const notFound = application.error instanceof ApiRequestError && application.error.status === 404;
  const schoolId = application.data?.schoolId;
  const schoolName = application.data ? (application.data.school?.name ?? t`School ${schoolId}`) : null;
  useDocumentTitle(schoolName ? t`${schoolName} application` : notFound ? t`Application not found` : t`Application`);

  if (application.isPending) {
    return (
      <LoadingState label={t`Loading the application`} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="mt-8 h-32 w-full" />
        <Skeleton className="mt-6 h-80 w-full" />
      </LoadingState>
    );
  }
  if (notFound) {
    return (
      <StatusView
        icon={<SearchX className="size-8" />}
        title={t`Application not found`}
        actions={
          <Link to={paths.applications.getHref()} className={buttonClass('primary')}>
            <Trans>Go to your applications</Trans>
          </Link>
        }
      >
        <p>
          <Trans>We couldn't find this application. It may have been deleted, or the link may be wrong.</Trans>
        </p>
      </StatusView>
    );
  }
  if (!application.data) {
    return (
      <StatusView
        icon={<AlertTriangle className="size-8" />}
        title={t`Error Loading Application`}
        actions={
          <Button onClick={() => void application.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <p>
          <Trans>Failed to load this application. Please try again later.</Trans>
        </p>
      </StatusView>
    );
  }

  const data = application.data;
  return (
    <WorkspacePage
      title={schoolName ?? t`Application`}
      description={data.school ? `${data.school.city}, ${data.school.state}` : undefined}
      actions={
        <Link to={paths.applications.getHref()} className={buttonClass('ghost')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>All applications</Trans>
        </Link>
      }
    >
      <div className="space-y-8">
        {/* The counselor's notes on this application, when there are any. */}
        <ItemNotes targetKind="application" id={data.id} />
        {update ? (
          <DeadlineUpdateOffer
            key={update.deadline.id + update.deadline.date}
            update={update}
            onAnswered={(answer) =>
              setAnswered(
                answer === 'accepted'
                  ? t`Done: this application now has your counselor's date.`
                  : t`Kept your date. Your counselor’s date will not be offered again unless they change it.`,
              )
            }
          />
        ) : null}
        <p role="status" className="text-sm text-emerald-800">
          {answered}
        </p>
        <DecisionPanel application={data} />
        <ApplicationDetails
          application={data}
          findDeadlineTask={
            data.school !== null &&
            (tasks.data?.tasks.some((task) => !task.completed && task.title === findDeadlineTaskTitle(data.school!.name, data.round)) ??
              false)
          }
        />
      </div>
    </WorkspacePage>
  );
}
