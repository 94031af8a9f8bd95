import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { useMyLocalScholarships } from '../api/get-scholarships.ts';
import { useAddLocalScholarship } from '../api/save-scholarship.ts';
import { LocalListing } from './local-listing.tsx';

/**
 * The local scholarships the student's school posted, each added to their list in one click. A
 * student in no school is told how to join one; nothing is invented for them.
 */
export function SchoolListings() {
  const { t } = useLingui();
  const local = useMyLocalScholarships(true);
  const add = useAddLocalScholarship();
  if (local.isPending)
    return (
      <LoadingState label={t`Loading your school's scholarships`}>
        <Skeleton className="h-24" />
      </LoadingState>
    );
  if (local.isError) return <ErrorState message={t`We couldn't load your school's scholarships.`} onRetry={() => void local.refetch()} />;
  const { highSchool, scholarships } = local.data;
  if (!highSchool)
    return (
      <p className="text-sm text-slate-600">
        <Trans>
          You are not in a high school on CampusPath. When your counselor posts local scholarships, join your school with its code on the
          sharing page to see them here.
        </Trans>
      </p>
    );
  const school = highSchool.name;
  if (scholarships.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>{school}'s counselors have not posted any yet.</Trans>
      </p>
    );
  return (
    <>
      {add.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(add.error, t`That scholarship was not added. Please try again.`)}
        </p>
      ) : null}
      <ul className="space-y-3" aria-label={t`Local scholarships from ${school}`}>
        {scholarships.map((listing) => {
          const name = listing.name;
          return (
            <LocalListing
              key={listing.id}
              listing={listing}
              schoolName={highSchool.name}
              action={
                listing.added ? (
                  <span className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
                    <Trans>On your list</Trans>
                  </span>
                ) : (
                  <Button variant="secondary" disabled={add.isPending} onClick={() => add.mutate(listing.id)}>
                    <Trans>
                      Add to my scholarships<span className="sr-only">: {name}</span>
                    </Trans>
                  </Button>
                )
              }
            />
          );
        })}
      </ul>
    </>
  );
}
