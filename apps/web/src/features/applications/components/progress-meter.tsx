import { Progress } from 'radix-ui';
import { showsProgressBar, showsProgressPercent, type ApplicationStatus } from '@campuspath/contract/applications-terms';

/**
 * The application's checklist progress. Spec section 4: hidden for accepted and rejected; for
 * waitlisted only the percent shows, without the bar.
 */
export function ProgressMeter({ status, progress, label }: { status: ApplicationStatus; progress: number; label: string }) {
  if (!showsProgressPercent(status)) return null;
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <span className="text-slate-600">Progress</span>
        <span className="font-semibold text-slate-900 tabular-nums">{progress}%</span>
      </div>
      {showsProgressBar(status) ? (
        <Progress.Root value={progress} aria-label={label} className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200">
          <Progress.Indicator className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${progress}%` }} />
        </Progress.Root>
      ) : null}
    </div>
  );
}
