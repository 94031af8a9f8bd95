import { Trans, useLingui } from '@lingui/react/macro';
import { MailQuestion } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { STUDENT_LETTER_DELIVERY_NOTICE } from '../../../lib/letter-request-terms.ts';
import { useLetters } from '../api/get-letters.ts';
import { AddRecommenderDialog } from './add-recommender-dialog.tsx';
import { AskTeacherDialog, type SchoolRef } from './ask-teacher-dialog.tsx';
import { LetterRequestsList } from './letter-requests-list.tsx';
import { LetterCard } from './letter-card.tsx';

/**
 * The letters tab of the application manager (labelled "Recommendations", as the spec's application
 * manager names it); `highSchool` is the student's school, whose rostered teachers they may ask.
 */
export function LettersTab({ highSchool }: { highSchool: SchoolRef | null }) {
  const { t, i18n } = useLingui();
  const letters = useLetters();
  const [announcement, setAnnouncement] = useState('');
  return (
    <section aria-labelledby="letters-heading">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="letters-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Recommendation letters</Trans>
        </h2>
        <div className="flex flex-wrap gap-2">
          <AskTeacherDialog highSchool={highSchool} onAsked={(name) => setAnnouncement(t`Asked ${name} for a letter`)} />
          <AddRecommenderDialog onAdded={(name) => setAnnouncement(t`Added ${name}`)} />
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">{i18n._(STUDENT_LETTER_DELIVERY_NOTICE)}</p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="mt-4">
        {letters.isPending ? (
          <LoadingState label={t`Loading recommendation letters`} className="space-y-3">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </LoadingState>
        ) : letters.isError ? (
          <ErrorState
            message={t`Your recommendation letters could not be loaded. Please try again.`}
            onRetry={() => void letters.refetch()}
          />
        ) : letters.data.letters.length === 0 ? (
          <EmptyState icon={<MailQuestion className="size-6" />} title={t`No recommenders yet`}>
            <Trans>
              Add the teachers and counselors you will ask for letters. You can send each a prepared request and keep track of reminders and
              due dates.
            </Trans>
          </EmptyState>
        ) : (
          <ul className="space-y-4">
            {letters.data.letters.map((letter) => (
              <LetterCard key={letter.id} letter={letter} />
            ))}
          </ul>
        )}
      </div>
      <LetterRequestsList />
    </section>
  );
}
