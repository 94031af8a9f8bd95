import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, Check, Circle, CircleDot, History, type LucideIcon } from 'lucide-react';
import type { TimelineStep } from '@campuspath/contract/timeline';
import { passedText } from '../../../lib/daily-terms.ts';

type StepState = TimelineStep['state'];

/**
 * How each state looks: an icon, a colour and a word, so the state never rests on colour alone
 * (the student's finished steps are done, national dates gone by have passed or opened (never
 * "done"), overdue ones call for action, the current one is where the student is).
 */
export const STEP_STATES: Record<
  StepState,
  { label: MessageDescriptor; icon: LucideIcon; markerClass: string; badgeClass: string; cardClass: string; titleClass: string }
> = {
  completed: {
    label: msg`Done`,
    icon: Check,
    markerClass: 'bg-emerald-100 text-emerald-700',
    badgeClass: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    cardClass: 'border-slate-200 bg-white',
    titleClass: 'text-slate-600',
  },
  passed: {
    label: msg`Passed`,
    icon: History,
    markerClass: 'bg-slate-100 text-slate-600',
    badgeClass: 'bg-slate-100 text-slate-700 ring-slate-300',
    cardClass: 'border-slate-200 bg-white',
    titleClass: 'text-slate-600',
  },
  overdue: {
    label: msg`Overdue`,
    icon: AlertTriangle,
    markerClass: 'bg-rose-100 text-rose-700',
    badgeClass: 'bg-rose-50 text-rose-800 ring-rose-200',
    cardClass: 'border-rose-200 bg-rose-50/40',
    titleClass: 'text-slate-900',
  },
  current: {
    label: msg`Current step`,
    icon: CircleDot,
    markerClass: 'bg-indigo-600 text-white',
    badgeClass: 'bg-indigo-600 text-white ring-indigo-600',
    cardClass: 'border-indigo-300 bg-indigo-50/60 shadow-sm',
    titleClass: 'text-indigo-950',
  },
  upcoming: {
    label: msg`Upcoming`,
    icon: Circle,
    markerClass: 'border-2 border-slate-300 bg-white text-slate-500',
    badgeClass: 'bg-slate-50 text-slate-700 ring-slate-200',
    cardClass: 'border-slate-200 bg-white',
    titleClass: 'text-slate-900',
  },
};

/** The round marker on the timeline's line. */
export function StepStateMarker({ state }: { state: StepState }) {
  const { icon: Icon, markerClass } = STEP_STATES[state];
  return (
    <span
      aria-hidden="true"
      className={`absolute top-3 left-0 grid size-8 place-items-center rounded-full ring-4 ring-slate-50 ${markerClass}`}
    >
      <Icon className="size-4" strokeWidth={2.5} />
    </span>
  );
}

/** The state in words: "Opened" or "Passed" for a national date gone by. */
export const stepStateLabel = (i18n: I18n, step: Pick<TimelineStep, 'id' | 'state'>): string =>
  step.state === 'passed' ? passedText(i18n, step.id) : i18n._(STEP_STATES[step.state].label);

/** The state in words. */
export function StepStateBadge({ step }: { step: Pick<TimelineStep, 'id' | 'state'> }) {
  const { i18n } = useLingui();
  const { badgeClass } = STEP_STATES[step.state];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeClass}`}>{stepStateLabel(i18n, step)}</span>
  );
}
