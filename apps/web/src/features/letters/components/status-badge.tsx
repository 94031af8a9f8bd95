import { LETTER_STATUS_LABELS, type LetterStatus } from '@campuspath/contract/letters-terms';

const COLOURS: Record<LetterStatus, string> = {
  'not-requested': 'bg-slate-100 text-slate-800',
  requested: 'bg-sky-100 text-sky-900',
  'in-progress': 'bg-amber-100 text-amber-900',
  completed: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-rose-100 text-rose-900',
};

export function StatusBadge({ status }: { status: LetterStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLOURS[status]}`}
      data-testid="letter-status"
    >
      {LETTER_STATUS_LABELS[status]}
    </span>
  );
}
