import { formatDay } from '../../../lib/format-date.ts';
import { CheckCircle2, Circle, CircleDot } from 'lucide-react';
import type { TimelineStep } from '@campuspath/contract/dashboard';
import { DashboardCard } from './dashboard-card.tsx';

const SOURCE_LABEL = { national: 'National date', typical: 'Typical date; check each college', yours: 'Your deadline' } as const;

/** The season's steps around today: the last two done, the active one and what follows. */
export function TimelineCard({ steps }: { steps: TimelineStep[] }) {
  const activeIndex = steps.findIndex((step) => step.isActive);
  const start = Math.max(0, (activeIndex === -1 ? steps.length : activeIndex) - 2);
  const shown = steps.slice(start, start + 6);
  return (
    <DashboardCard title="Your timeline" id="timeline">
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">Your admissions season is complete.</p>
      ) : (
        <ol className="space-y-4">
          {shown.map((step) => (
            <li key={step.id} className="flex gap-3" aria-current={step.isActive ? 'step' : undefined}>
              {step.isCompleted ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              ) : step.isActive ? (
                <CircleDot aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-300" />
              )}
              <div className={step.isCompleted ? 'text-slate-500' : ''}>
                <p className={`font-medium ${step.isActive ? 'text-indigo-800' : 'text-slate-900'}`}>
                  {step.title}
                  <span className="sr-only">{step.isCompleted ? ' (done)' : step.isActive ? ' (next)' : ''}</span>
                </p>
                <p className="text-sm text-slate-600">
                  <time dateTime={step.date}>{formatDay(step.date)}</time> · {SOURCE_LABEL[step.source]}
                </p>
                <p className="text-sm text-slate-500">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </DashboardCard>
  );
}
