import { useLingui } from '@lingui/react';
import type { LetterStatus } from '@campuspath/contract/letters-terms';
import { LETTER_STATUS_NAMES } from '../../../lib/plan-terms.ts';

const COLOURS: Record<LetterStatus, { className: string }> = {
  'not-requested': { className: 'bg-slate-100 text-slate-800' },
  requested: { className: 'bg-sky-100 text-sky-900' },
  'in-progress': { className: 'bg-amber-100 text-amber-900' },
  completed: { className: 'bg-emerald-100 text-emerald-900' },
  declined: { className: 'bg-rose-100 text-rose-900' },
};

export function StatusBadge({ status }: { status: LetterStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLOURS[status].className}`}
      data-testid="letter-status"
    >
      {i18n._(LETTER_STATUS_NAMES[status])}
    </span>
  );
}
