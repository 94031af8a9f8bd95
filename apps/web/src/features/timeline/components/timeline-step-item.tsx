import type { Ref } from 'react';
import type { TimelineStep } from '@campuspath/contract/timeline';
import { TIMELINE_CATEGORY_LABELS } from '@campuspath/contract/timeline-terms';
import { formatDay } from '../../../lib/format-date.ts';
import { STEP_STATES, StepStateBadge, StepStateMarker } from './step-state.tsx';
import { TimelineItemRow } from './timeline-item-row.tsx';

const SOURCE_LABELS: Record<TimelineStep['source'], string> = {
  national: 'National date',
  typical: 'Typical date; check each college',
  yours: 'Your deadline',
};

/**
 * One step on the vertical line. Focusable from script only (tabIndex -1) so "Jump to today"
 * can move focus to it; the ring shows where focus landed.
 */
export function TimelineStepItem({ step, ref }: { step: TimelineStep; ref?: Ref<HTMLLIElement> }) {
  const headingId = `step-${step.id}-title`;
  const look = STEP_STATES[step.state];
  return (
    <li
      ref={ref}
      tabIndex={-1}
      aria-current={step.isActive ? 'step' : undefined}
      aria-labelledby={headingId}
      className="group relative scroll-mt-24 pl-11 outline-none"
    >
      <StepStateMarker state={step.state} />
      <div className={`rounded-xl border p-4 group-focus:ring-2 group-focus:ring-indigo-500 group-focus:ring-offset-2 sm:p-5 ${look.card}`}>
        <div className="flex flex-wrap items-center gap-2">
          <StepStateBadge step={step} />
          <span className="text-xs font-medium text-slate-600">{TIMELINE_CATEGORY_LABELS[step.category]}</span>
        </div>
        <h2 id={headingId} className={`mt-2 text-lg font-semibold ${look.title}`}>
          {step.title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-700">
          <time dateTime={step.date} className="font-medium">
            {formatDay(step.date)}
          </time>{' '}
          · {SOURCE_LABELS[step.source]}
        </p>
        {step.description ? <p className="mt-2 text-sm text-slate-600">{step.description}</p> : null}
        {step.items.length > 0 ? (
          <ul aria-label={`Your items for ${step.title}`} className="mt-3 space-y-2">
            {step.items.map((item) => (
              <TimelineItemRow key={`${item.kind}-${item.id}`} item={item} showDueTime={step.source !== 'yours'} />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
