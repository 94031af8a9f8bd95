import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@campuspath/contract/applications-terms';

const TONES: Record<ApplicationStatus, string> = {
  drafting: 'bg-slate-100 text-slate-800',
  'in-progress': 'bg-sky-100 text-sky-900',
  submitted: 'bg-indigo-100 text-indigo-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-rose-100 text-rose-900',
  waitlisted: 'bg-amber-100 text-amber-900',
  deferred: 'bg-orange-100 text-orange-900',
  withdrawn: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}
