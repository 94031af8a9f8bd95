import { useLingui } from '@lingui/react/macro';
import type { EssayStatus } from '@campuspath/contract/essays-terms';
import { ESSAY_STATUS_NAMES } from '../../../lib/plan-terms.ts';

const TONES: Record<EssayStatus, { className: string }> = {
  'not-started': { className: 'bg-slate-100 text-slate-800' },
  drafting: { className: 'bg-sky-100 text-sky-900' },
  review: { className: 'bg-amber-100 text-amber-900' },
  completed: { className: 'bg-emerald-100 text-emerald-900' },
};

export function EssayStatusBadge({ status }: { status: EssayStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status].className}`}>
      {i18n._(ESSAY_STATUS_NAMES[status])}
    </span>
  );
}
