import { Inbox } from 'lucide-react';
import { LETTER_DELIVERY_NOTICE, LETTER_REQUEST_STATUS_LABELS, LETTER_REQUEST_STATUSES } from '@campuspath/contract/letter-requests-terms';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useTeacherQueue } from '../api/teacher-queue.ts';
import { RequestCard } from './request-card.tsx';

/** The teacher's queue: one section per status (Requested, Accepted, Declined, Submitted), nearest deadline first in each. */
export function TeacherQueue() {
  const queue = useTeacherQueue();
  return (
    <div className="space-y-8">
      <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">{LETTER_DELIVERY_NOTICE}</p>
      {queue.isPending ? (
        <LoadingState label="Loading letter requests">
          <Skeleton className="h-48 w-full" />
        </LoadingState>
      ) : queue.isError ? (
        queue.error instanceof ApiRequestError && queue.error.body?.error === 'email_unverified' ? (
          <EmptyState icon={<Inbox className="size-6" />} title="Verify your email address first">
            Students ask for letters at the address they know you by. Once you open the link we emailed you, their requests appear here.
          </EmptyState>
        ) : (
          <ErrorState message="Your letter requests could not be loaded. Please try again." onRetry={() => void queue.refetch()} />
        )
      ) : queue.data.requests.length === 0 ? (
        <EmptyState icon={<Inbox className="size-6" />} title="No letter requests yet">
          When a student asks you for a letter at this address, the request appears here with their colleges and deadlines.
        </EmptyState>
      ) : (
        LETTER_REQUEST_STATUSES.map((status) => {
          const requests = queue.data.requests.filter((request) => request.status === status);
          if (requests.length === 0) return null;
          return (
            <section key={status} aria-labelledby={`queue-${status}`}>
              <h2 id={`queue-${status}`} className="text-xl font-semibold text-slate-900">
                {LETTER_REQUEST_STATUS_LABELS[status]} ({requests.length})
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
