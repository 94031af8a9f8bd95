import { Trash2 } from 'lucide-react';
import type { Recommendation } from '@campuspath/contract/letters';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteRecommendation } from '../api/delete-recommendation.ts';

/** Delete a letter's record, after asking. */
export function DeleteRecommendationDialog({ recommendation, onDeleted }: { recommendation: Recommendation; onDeleted: () => void }) {
  const remove = useDeleteRecommendation(recommendation.id);
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete recommendation
        </>
      }
      triggerClassName={buttonClass('secondary', 'border-red-300 text-red-700 hover:bg-red-50')}
      title={`Delete the letter from ${recommendation.recommenderName}?`}
      description="Its dates, universities and notes are removed for good."
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      errorMessage="The recommendation could not be deleted. Please try again."
      destructive
      pending={remove.isPending}
      onConfirm={async () => {
        await remove.mutateAsync(undefined);
        onDeleted();
      }}
    />
  );
}
