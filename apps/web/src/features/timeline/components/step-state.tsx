import { AlertTriangle, Check, Circle, CircleDot, History, type LucideIcon } from 'lucide-react';
import { passedLabel } from '@campuspath/contract/admissions-calendar';
import type { TimelineStep } from '@campuspath/contract/timeline';

type StepState = TimelineStep['state'];

/**
 * How each state looks: an icon, a colour and a word, so the state never rests on colour alone
 * (the student's finished steps are done, national dates gone by have passed or opened (never
 * "done"), overdue ones call for action, the current one is where the student is).
 */
export const STEP_STATES: Record<
  StepState,
  { label: string; icon: LucideIcon; marker: string; badge: string; card: string; title: string }
> = {
  completed: {
    label: 'Done',
    icon: Check,
    marker: 'bg-emerald-100 text-emerald-700',
    badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    card: 'border-slate-200 bg-white',
    title: 'text-slate-600',
  },
  passed: {
    label: 'Passed',
    icon: History,
    marker: 'bg-slate-100 text-slate-600',
    badge: 'bg-slate-100 text-slate-700 ring-slate-300',
    card: 'border-slate-200 bg-white',
    title: 'text-slate-600',
  },
  overdue: {
    label: 'Overdue',
    icon: AlertTriangle,
    marker: 'bg-rose-100 text-rose-700',
    badge: 'bg-rose-50 text-rose-800 ring-rose-200',
    card: 'border-rose-200 bg-rose-50/40',
    title: 'text-slate-900',
  },
  current: {
    label: 'Current step',
    icon: CircleDot,
    marker: 'bg-indigo-600 text-white',
    badge: 'bg-indigo-600 text-white ring-indigo-600',
    card: 'border-indigo-300 bg-indigo-50/60 shadow-sm',
    title: 'text-indigo-950',
  },
  upcoming: {
    label: 'Upcoming',
    icon: Circle,
    marker: 'border-2 border-slate-300 bg-white text-slate-500',
    badge: 'bg-slate-50 text-slate-700 ring-slate-200',
    card: 'border-slate-200 bg-white',
    title: 'text-slate-900',
  },
};

/** The round marker on the timeline's line. */
export function StepStateMarker({ state }: { state: StepState }) {
  const { icon: Icon, marker } = STEP_STATES[state];
  return (
    <span aria-hidden="true" className={`absolute top-3 left-0 grid size-8 place-items-center rounded-full ring-4 ring-slate-50 ${marker}`}>
      <Icon className="size-4" strokeWidth={2.5} />
    </span>
  );
}

/** The state in words: "Opened" or "Passed" for a national date gone by. */
export const stepStateLabel = (step: Pick<TimelineStep, 'id' | 'state'>): string =>
  step.state === 'passed' ? passedLabel(step.id) : STEP_STATES[step.state].label;

/** The state in words. */
export function StepStateBadge({ step }: { step: Pick<TimelineStep, 'id' | 'state'> }) {
  const { badge } = STEP_STATES[step.state];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge}`}>{stepStateLabel(step)}</span>;
}
