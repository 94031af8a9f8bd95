import { ESSAY_STATUS_LABELS, type EssayStatus } from '@campuspath/contract/essays-terms';

const TONES: Record<EssayStatus, string> = {
  'not-started': 'bg-slate-100 text-slate-800',
  drafting: 'bg-sky-100 text-sky-900',
  review: 'bg-amber-100 text-amber-900',
  completed: 'bg-emerald-100 text-emerald-900',
};

export function EssayStatusBadge({ status }: { status: EssayStatus }) {
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {ESSAY_STATUS_LABELS[status]}
    </span>
  );
}
