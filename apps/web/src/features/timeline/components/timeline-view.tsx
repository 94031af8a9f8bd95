import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LocateFixed } from 'lucide-react';
import { useRef } from 'react';
import type { Timeline } from '@campuspath/contract/timeline';
import { TIMELINE_CATEGORIES, type TimelineCategory } from '@campuspath/contract/timeline-terms';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { TIMELINE_CATEGORY_NAMES } from '../../../lib/daily-terms.ts';
import { useTimeline } from '../api/get-timeline.ts';
import { CategoryFilter, type CategoryFilterValue } from './category-filter.tsx';
import { TimelineStepItem } from './timeline-step-item.tsx';

/** The /timeline page body: loading, error, then the filterable list of steps. */
export function TimelineView({
  category,
  onCategoryChange,
}: {
  category: CategoryFilterValue;
  onCategoryChange: (value: CategoryFilterValue) => void;
}) {
  const { t } = useLingui();
  const timeline = useTimeline();
  if (timeline.isPending) {
    return (
      <LoadingState label={t`Loading your timeline`} className="space-y-4">
        <Skeleton className="h-9 w-full max-w-xl" />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="ml-11 h-28" />
        ))}
      </LoadingState>
    );
  }
  if (timeline.isError) {
    return <ErrorState message={t`Your timeline could not be loaded. Please try again.`} onRetry={() => void timeline.refetch()} />;
  }
  return <TimelineSteps timeline={timeline.data} category={category} onCategoryChange={onCategoryChange} />;
}

function TimelineSteps({
  timeline,
  category,
  onCategoryChange,
}: {
  timeline: Timeline;
  category: CategoryFilterValue;
  onCategoryChange: (value: CategoryFilterValue) => void;
}) {
  const { t, i18n } = useLingui();
  const stepElements = useRef(new Map<string, HTMLLIElement>());
  const counts = Object.fromEntries(TIMELINE_CATEGORIES.map((id) => [id, 0])) as Record<TimelineCategory, number>;
  for (const step of timeline.steps) counts[step.category] += 1;
  const shown = category === 'all' ? timeline.steps : timeline.steps.filter((step) => step.category === category);

  // Today's place among the steps shown: the current step, else the next one ahead, else the last.
  const todayStep =
    shown.find((step) => step.state === 'current') ??
    shown.find((step) => step.state === 'upcoming') ??
    shown.find((step) => step.date >= timeline.today) ??
    shown.at(-1);

  const graduationYear = timeline.graduationYear;
  const today = formatDay(timeline.today);
  const timeZone = timeline.timeZone.replaceAll('_', ' ');
  const categoryName = category === 'all' ? '' : i18n._(TIMELINE_CATEGORY_NAMES[category]);
  const shownCount = shown.length;

  const jumpToToday = () => {
    const element = todayStep ? stepElements.current.get(todayStep.id) : undefined;
    if (!element) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        <Trans>
          Class of {graduationYear}. Today is <time dateTime={timeline.today}>{today}</time> in your time zone ({timeZone}). Each deadline
          falls due at 11:59 pm in its own zone: the school’s for applications, yours for everything else.
        </Trans>
      </p>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <CategoryFilter value={category} counts={counts} total={timeline.steps.length} onChange={onCategoryChange} />
        <Button variant="secondary" className="shrink-0 self-start" onClick={jumpToToday} disabled={!todayStep}>
          <LocateFixed aria-hidden="true" className="size-4" />
          <Trans>Jump to today</Trans>
        </Button>
      </div>
      <p role="status" className="sr-only">
        {category === 'all'
          ? t`${plural(shownCount, { one: '# step', other: '# steps' })}`
          : t`${categoryName}: ${plural(shownCount, { one: '# step', other: '# steps' })}`}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          title={category === 'all' ? t`Your timeline has no steps yet.` : t`No steps in ${categoryName} yet.`}
          action={
            category === 'all' ? undefined : (
              <Button variant="secondary" onClick={() => onCategoryChange('all')}>
                <Trans>Show all steps</Trans>
              </Button>
            )
          }
        >
          {category === 'all' ? null : t`Dates you add to applications, essays, letters and tasks appear here with the national calendar.`}
        </EmptyState>
      ) : (
        <ol
          aria-label={t`Admissions timeline for the class of ${graduationYear}`}
          className="relative space-y-5 before:absolute before:top-4 before:bottom-4 before:left-[15px] before:w-0.5 before:bg-slate-200"
        >
          {shown.map((step) => (
            <TimelineStepItem
              key={step.id}
              step={step}
              ref={(element) => {
                if (element) stepElements.current.set(step.id, element);
                else stepElements.current.delete(step.id);
              }}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
