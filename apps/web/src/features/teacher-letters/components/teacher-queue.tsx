import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { LETTER_REQUEST_STATUSES } from '@campuspath/contract/letter-requests-terms';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { LETTER_REQUEST_STATUS_NAMES, TEACHER_LETTER_DELIVERY_NOTICE } from '../../../lib/letter-request-terms.ts';
import { useTeacherQueue } from '../api/teacher-queue.ts';
import { RequestCard } from './request-card.tsx';

/** The teacher's queue: one section per status (Requested, Accepted, Declined, Submitted), nearest deadline first in each. */
export function TeacherQueue() {
  const { t, i18n } = useLingui();
  const queue = useTeacherQueue();
  return (
    <div className="space-y-8">
      <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">{i18n._(TEACHER_LETTER_DELIVERY_NOTICE)}</p>
      {queue.isPending ? (
        <LoadingState label={t`Loading letter requests`}>
          <Skeleton className="h-48 w-full" />
        </LoadingState>
      ) : queue.isError ? (
        queue.error instanceof ApiRequestError && queue.error.body?.error === 'email_unverified' ? (
          <EmptyState icon={<Inbox className="size-6" />} title={t`Verify your email address first`}>
            <Trans>
              Students ask for letters at the address they know you by. Once you open the link we emailed you, their requests appear here.
            </Trans>
          </EmptyState>
        ) : (
          <ErrorState message={t`Your letter requests could not be loaded. Please try again.`} onRetry={() => void queue.refetch()} />
        )
      ) : queue.data.requests.length === 0 ? (
        <EmptyState icon={<Inbox className="size-6" />} title={t`No letter requests yet`}>
          <Trans>When a student asks you for a letter at this address, the request appears here with their colleges and deadlines.</Trans>
        </EmptyState>
      ) : (
        LETTER_REQUEST_STATUSES.map((status) => {
          const requests = queue.data.requests.filter((request) => request.status === status);
          if (requests.length === 0) return null;
          const name = i18n._(LETTER_REQUEST_STATUS_NAMES[status]);
          const count = requests.length;
          return (
            <section key={status} aria-labelledby={`queue-${status}`}>
              <h2 id={`queue-${status}`} className="text-xl font-semibold text-slate-900">
                <Trans>
                  {name} ({count})
                </Trans>
              </h2>
              <ul className="mt-3 space-y-4">
                {requests.map((request) => (
                  <RequestCard key={request.id} request={request} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
