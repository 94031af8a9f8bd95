import { useState } from 'react';
import type { Recommendation } from '@campuspath/contract/letters';
import { canSendReminder, canSendRequest } from '@campuspath/contract/letters-terms';
import { formatDay } from '../../../lib/format-date.ts';
import { DeleteRecommendationDialog } from './delete-recommendation-dialog.tsx';
import { DueDate } from './due-date.tsx';
import { EditRecommendationForm } from './edit-recommendation-form.tsx';
import { EmailDialog } from './email-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The details page's content: where the letter stands, its actions, every field to edit, and delete. */
export function RecommendationDetails({ recommendation, onDeleted }: { recommendation: Recommendation; onDeleted: () => void }) {
  const { status } = recommendation;
  const [saved, setSaved] = useState('');
  return (
    <div className="space-y-8">
      <section aria-labelledby="recommendation-summary" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="recommendation-summary" className="sr-only">
          Summary
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
          <StatusBadge status={status} />
          <span>Requested: {recommendation.dateRequested ? formatDay(recommendation.dateRequested) : 'not yet'}</span>
          <span>
            Due: <DueDate status={status} dueDate={recommendation.dueDate} />
          </span>
          <span>Last reminder: {recommendation.lastReminder ? formatDay(recommendation.lastReminder) : 'none yet'}</span>
        </div>
        {canSendRequest(status) || canSendReminder(status) ? (
          <div className="mt-4 flex flex-wrap gap-2">
            {canSendRequest(status) ? <EmailDialog kind="request" recommendation={recommendation} /> : null}
            {canSendReminder(status) ? <EmailDialog kind="reminder" recommendation={recommendation} /> : null}
          </div>
        ) : null}
      </section>
      <section aria-labelledby="recommendation-edit" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="recommendation-edit" className="text-lg font-semibold text-slate-900">
          Details
        </h2>
        <div className="mt-4">
          <EditRecommendationForm
            key={`${recommendation.id}-${recommendation.updatedAt}`}
            recommendation={recommendation}
            onSaved={() => setSaved('Changes saved')}
          />
        </div>
        <p role="status" className="mt-3 text-sm text-emerald-700">
          {saved}
        </p>
      </section>
      <section aria-labelledby="recommendation-delete" className="rounded-2xl border border-red-200 bg-white p-5">
        <h2 id="recommendation-delete" className="text-lg font-semibold text-slate-900">
          Delete
        </h2>
        <p className="mt-1 text-sm text-slate-600">Remove this recommendation from your list.</p>
        <div className="mt-4">
          <DeleteRecommendationDialog recommendation={recommendation} onDeleted={onDeleted} />
        </div>
      </section>
    </div>
  );
}
