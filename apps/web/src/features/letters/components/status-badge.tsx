import { RECOMMENDATION_STATUS_LABELS, type RecommendationStatus } from '@campuspath/contract/letters-terms';

const COLOURS: Record<RecommendationStatus, string> = {
  'not-requested': 'bg-slate-100 text-slate-800',
  requested: 'bg-sky-100 text-sky-900',
  'in-progress': 'bg-amber-100 text-amber-900',
  completed: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-rose-100 text-rose-900',
};

export function StatusBadge({ status }: { status: RecommendationStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLOURS[status]}`}
      data-testid="recommendation-status"
    >
      {RECOMMENDATION_STATUS_LABELS[status]}
    </span>
  );
}
