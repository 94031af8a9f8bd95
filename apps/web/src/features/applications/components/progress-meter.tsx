import { Trans } from '@lingui/react/macro';
import { Progress } from 'radix-ui';
import { showsProgressPercent, type ApplicationStatus } from '@campuspath/contract/applications-terms';
import { formatPercent } from '../../../lib/format-percent.ts';

/** The application's checklist progress, only while it is open (showsProgressPercent): never beside a submitted or decided one. */
export function ProgressMeter({ status, progress, label }: { status: ApplicationStatus; progress: number; label: string }) {
  if (!showsProgressPercent(status)) return null;
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <span className="text-slate-600">
          <Trans>Progress</Trans>
        </span>
        <span className="font-semibold text-slate-900 tabular-nums">{formatPercent(progress)}</span>
      </div>
      <Progress.Root value={progress} aria-label={label} className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200">
        <Progress.Indicator className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${progress}%` }} />
      </Progress.Root>
    </div>
  );
}
