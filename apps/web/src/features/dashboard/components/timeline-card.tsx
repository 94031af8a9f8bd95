import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, CheckCircle2, Circle, CircleDot, History } from 'lucide-react';
import { Link } from 'react-router';
import type { TimelineStep } from '@campuspath/contract/dashboard';
import type { SeasonPhase } from '@campuspath/contract/decisions-terms';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { passedText, TIMELINE_SOURCE_NAMES } from '../../../lib/daily-terms.ts';
import { timelineStepText } from '../../../lib/dated-item-title.ts';
import { DashboardCard } from './dashboard-card.tsx';

/** Icon, colour and words per state (overdue says so in a visible badge), so a state never rests on colour alone. */
const STATES = {
  completed: { icon: CheckCircle2, iconClass: 'text-emerald-600', titleClass: 'text-slate-600', words: msg`(done)` },
  // A national date gone by: "Opened" or "Passed", never done; its words come from passedLabel.
  passed: { icon: History, iconClass: 'text-slate-500', titleClass: 'text-slate-600', words: null },
  overdue: { icon: AlertTriangle, iconClass: 'text-rose-600', titleClass: 'text-rose-800', words: null },
  current: { icon: CircleDot, iconClass: 'text-indigo-600', titleClass: 'text-indigo-800', words: msg`(next)` },
  upcoming: { icon: Circle, iconClass: 'text-slate-400', titleClass: 'text-slate-900', words: null },
} as const;

/** What the card shows before any decision: anything overdue (never hidden), the last two done, the active step and what follows. */
function applyingSteps(steps: TimelineStep[]): TimelineStep[] {
  const activeIndex = steps.findIndex((step) => step.isActive);
  const start = Math.max(0, (activeIndex === -1 ? steps.length : activeIndex) - 2);
  const overdueBefore = steps.slice(0, start).filter((step) => step.state === 'overdue');
  return [...overdueBefore, ...steps.slice(start, start + 6)];
}

const open = (step: TimelineStep) => step.state !== 'completed' && step.state !== 'passed';

/**
 * Once decisions are in, the applying season is behind the student: the decision dates still open
 * (reply, deposit, waitlist, the national reply date) lead, then the other dates still open in date
 * order, without the national and typical application dates (the full timeline keeps them).
 */
function decisionSteps(steps: TimelineStep[]): TimelineStep[] {
  const decisions = steps.filter((step) => step.category === 'decisions' && open(step));
  const rest = steps.filter(
    (step) => step.category !== 'decisions' && open(step) && (step.source === 'yours' || step.category !== 'applications'),
  );
  return [...decisions, ...rest].slice(0, 6);
}

/** The season's steps around today, following the season: after decisions, the decision dates first. */
export function TimelineCard({ steps, phase = 'applying' }: { steps: TimelineStep[]; phase?: SeasonPhase }) {
  const { t, i18n } = useLingui();
  const shown = phase === 'applying' ? applyingSteps(steps) : decisionSteps(steps);
  return (
    <DashboardCard
      title={t`Your timeline`}
      id="timeline"
      action={
        <Link to={paths.timeline.getHref()} className="text-sm font-medium text-indigo-700 hover:underline">
          <Trans>See full timeline</Trans>
        </Link>
      }
    >
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>Your admissions season is complete.</Trans>
        </p>
      ) : (
        <ol className="space-y-4">
          {shown.map((step) => {
            const look = STATES[step.state];
            const Icon = look.icon;
            const { title, description } = timelineStepText(i18n, step);
            return (
              <li key={step.id} className="flex gap-3" aria-current={step.isActive ? 'step' : undefined}>
                <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${look.iconClass}`} />
                <div>
                  <p className={`font-medium ${look.titleClass}`}>
                    {title}
                    {look.words ? <span className="sr-only"> {i18n._(look.words)}</span> : null}
                    {step.state === 'passed' ? (
                      <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
                        {passedText(i18n, step.id)}
                      </span>
                    ) : null}
                    {step.state === 'overdue' ? (
                      <span className="ml-2 rounded bg-rose-50 px-1.5 py-0.5 text-xs font-semibold text-rose-800">
                        <Trans>Overdue</Trans>
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    <time dateTime={step.date}>{formatDay(step.date)}</time> · {i18n._(TIMELINE_SOURCE_NAMES[step.source])}
                  </p>
                  <p className="text-sm text-slate-600">{description}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </DashboardCard>
  );
}
