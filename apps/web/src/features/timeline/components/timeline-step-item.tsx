import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import type { TimelineStep } from '@campuspath/contract/timeline';
import { formatDay } from '../../../lib/format-date.ts';
import { TIMELINE_CATEGORY_NAMES, TIMELINE_SOURCE_NAMES } from '../../../lib/daily-terms.ts';
import { timelineStepText } from '../../../lib/dated-item-title.ts';
import { STEP_STATES, StepStateBadge, StepStateMarker } from './step-state.tsx';
import { TimelineItemRow } from './timeline-item-row.tsx';

/**
 * One step on the vertical line. Focusable from script only (tabIndex -1) so "Jump to today"
 * can move focus to it; the ring shows where focus landed.
 */
export function TimelineStepItem({ step, ref }: { step: TimelineStep; ref?: Ref<HTMLLIElement> }) {
  const headingId = `step-${step.id}-title`;
  const { t, i18n } = useLingui();
  const look = STEP_STATES[step.state];
  const { title, description } = timelineStepText(i18n, step);
  return (
    <li
      ref={ref}
      tabIndex={-1}
      aria-current={step.isActive ? 'step' : undefined}
      aria-labelledby={headingId}
      className="group relative scroll-mt-24 pl-11 outline-none"
    >
      <StepStateMarker state={step.state} />
      <div
        className={`rounded-xl border p-4 group-focus:ring-2 group-focus:ring-indigo-500 group-focus:ring-offset-2 sm:p-5 ${look.cardClass}`}
      >
        <div className="flex flex-wrap items-center gap-2">
          <StepStateBadge step={step} />
          <span className="text-xs font-medium text-slate-600">{i18n._(TIMELINE_CATEGORY_NAMES[step.category])}</span>
        </div>
        <h2 id={headingId} className={`mt-2 text-lg font-semibold ${look.titleClass}`}>
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-700">
          <time dateTime={step.date} className="font-medium">
            {formatDay(step.date)}
          </time>{' '}
          · {i18n._(TIMELINE_SOURCE_NAMES[step.source])}
        </p>
        {description ? <p className="mt-2 text-sm text-slate-600">{description}</p> : null}
        {step.items.length > 0 ? (
          <ul aria-label={t`Your items for ${title}`} className="mt-3 space-y-2">
            {step.items.map((item) => (
              <TimelineItemRow key={`${item.kind}-${item.id}`} item={item} showDueTime={step.source !== 'yours'} />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
