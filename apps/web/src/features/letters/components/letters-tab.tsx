import { MailQuestion } from 'lucide-react';
import { useState } from 'react';
import { STUDENT_LETTER_DELIVERY_NOTICE } from '@campuspath/contract/letter-requests-terms';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
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
  const letters = useLetters();
  const [announcement, setAnnouncement] = useState('');
  return (
    <section aria-labelledby="letters-heading">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="letters-heading" className="text-xl font-semibold text-slate-900">
          Recommendation letters
        </h2>
        <div className="flex flex-wrap gap-2">
          <AskTeacherDialog highSchool={highSchool} onAsked={(name) => setAnnouncement(`Asked ${name} for a letter`)} />
          <AddRecommenderDialog onAdded={(name) => setAnnouncement(`Added ${name}`)} />
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">{STUDENT_LETTER_DELIVERY_NOTICE}</p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="mt-4">
        {letters.isPending ? (
          <LoadingState label="Loading recommendation letters" className="space-y-3">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </LoadingState>
        ) : letters.isError ? (
          <ErrorState message="Your recommendation letters could not be loaded. Please try again." onRetry={() => void letters.refetch()} />
        ) : letters.data.letters.length === 0 ? (
          <EmptyState icon={<MailQuestion className="size-6" />} title="No recommenders yet">
            Add the teachers and counselors you will ask for letters. You can send each a prepared request and keep track of reminders and
            due dates.
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
