import { MailQuestion } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRecommendations } from '../api/get-recommendations.ts';
import { AddRecommenderDialog } from './add-recommender-dialog.tsx';
import { RecommendationCard } from './recommendation-card.tsx';

/** The Recommendations tab of the application manager. */
export function RecommendationsTab() {
  const recommendations = useRecommendations();
  const [announcement, setAnnouncement] = useState('');
  return (
    <section aria-labelledby="recommendations-heading">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="recommendations-heading" className="text-xl font-semibold text-slate-900">
          Recommendation letters
        </h2>
        <AddRecommenderDialog onAdded={(name) => setAnnouncement(`Added ${name}`)} />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="mt-4">
        {recommendations.isPending ? (
          <LoadingState label="Loading recommendation letters" className="space-y-3">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </LoadingState>
        ) : recommendations.isError ? (
          <ErrorState
            message="Your recommendation letters could not be loaded. Please try again."
            onRetry={() => void recommendations.refetch()}
          />
        ) : recommendations.data.recommendations.length === 0 ? (
          <EmptyState icon={<MailQuestion className="size-6" />} title="No recommenders yet">
            Add the teachers and counselors you will ask for letters. You can send each a prepared request and keep track of reminders and
            due dates.
          </EmptyState>
        ) : (
          <ul className="space-y-4">
            {recommendations.data.recommendations.map((recommendation) => (
              <RecommendationCard key={recommendation.id} recommendation={recommendation} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
