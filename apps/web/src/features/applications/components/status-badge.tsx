import { useLingui } from '@lingui/react';
import type { ApplicationStatus } from '@campuspath/contract/applications-terms';
import { APPLICATION_STATUS_NAMES } from '../../../lib/plan-terms.ts';

const TONES: Record<ApplicationStatus, { className: string }> = {
  drafting: { className: 'bg-slate-100 text-slate-800' },
  'in-progress': { className: 'bg-sky-100 text-sky-900' },
  submitted: { className: 'bg-indigo-100 text-indigo-900' },
  accepted: { className: 'bg-emerald-100 text-emerald-900' },
  rejected: { className: 'bg-rose-100 text-rose-900' },
  waitlisted: { className: 'bg-amber-100 text-amber-900' },
  deferred: { className: 'bg-orange-100 text-orange-900' },
  withdrawn: { className: 'bg-slate-200 text-slate-800' },
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status].className}`}>
      {i18n._(APPLICATION_STATUS_NAMES[status])}
    </span>
  );
}
