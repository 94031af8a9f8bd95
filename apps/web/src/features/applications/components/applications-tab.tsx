import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useApplications } from '../../../lib/api/get-applications.ts';
import { applyListView, readListView } from '../application-list-view.ts';
import { ApplicationCard } from './application-card.tsx';
import { ListControls } from './list-controls.tsx';

/** The Applications tab: a status filter, sort buttons that sort, and a card per application. */
export function ApplicationsTab() {
  const applications = useApplications();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readListView(searchParams);
  const { t } = useLingui();

  const setParam = (key: string, value: string, fallback: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setSearchParams(next, { replace: true });
  };

  if (applications.isPending) {
    return (
      <LoadingState label={t`Loading applications`} className="grid gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-64" />
        ))}
      </LoadingState>
    );
  }
  if (applications.isError)
    return <ErrorState message={t`We couldn't load your applications.`} onRetry={() => void applications.refetch()} />;

  const all = applications.data.applications;
  if (all.length === 0) {
    return (
      <EmptyState
        icon={<FileText className="size-6" />}
        title={t`You haven't started any applications yet.`}
        action={
          <Link to={paths.newApplication.getHref()} className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>New Application</Trans>
          </Link>
        }
      >
        <Trans>Pick a college, a round and a deadline; a checklist tracks what is left to do.</Trans>
      </EmptyState>
    );
  }

  const shown = applyListView(all, view);
  const total = all.length;
  const count = shown.length;
  return (
    <div className="space-y-6">
      <ListControls
        status={view.status}
        sort={view.sort}
        onStatusChange={(status) => setParam('status', status, 'all')}
        onSortChange={(sort) => setParam('sort', sort, 'deadline')}
      />
      <p role="status" className="text-sm text-slate-600">
        {count === total
          ? t`${plural(total, { one: '# application', other: '# applications' })}`
          : t`Showing ${count} of ${plural(total, { one: '# application', other: '# applications' })}`}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          title={t`No applications match your current filter.`}
          action={
            <Button variant="secondary" onClick={() => setParam('status', 'all', 'all')}>
              <Trans>Show all applications</Trans>
            </Button>
          }
        />
      ) : (
        <ul aria-label={t`Applications`} className="grid gap-4 md:grid-cols-2">
          {shown.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
