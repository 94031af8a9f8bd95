import { Trans, useLingui } from '@lingui/react/macro';
import { ToggleGroup } from 'radix-ui';
import { TIMELINE_CATEGORIES, type TimelineCategory } from '@campuspath/contract/timeline-terms';
import { TIMELINE_CATEGORY_NAMES } from '../../../lib/daily-terms.ts';

export type CategoryFilterValue = TimelineCategory | 'all';

const itemClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=on]:bg-indigo-600 data-[state=on]:text-white';

/** All / Applications / Financial aid / … with how many steps each holds. */
export function CategoryFilter({
  value,
  counts,
  total,
  onChange,
}: {
  value: CategoryFilterValue;
  counts: Record<TimelineCategory, number>;
  total: number;
  onChange: (value: CategoryFilterValue) => void;
}) {
  const { t, i18n } = useLingui();
  const count = (n: number) => <span className="tabular-nums opacity-80"> ({n})</span>;
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onChange(next as CategoryFilterValue)}
      aria-label={t`Show category`}
      className="inline-flex w-fit flex-wrap rounded-lg border border-slate-300 bg-white p-0.5"
    >
      <ToggleGroup.Item value="all" className={itemClass}>
        <Trans>All</Trans>
        {count(total)}
      </ToggleGroup.Item>
      {TIMELINE_CATEGORIES.map((category) => (
        <ToggleGroup.Item key={category} value={category} className={itemClass}>
          {i18n._(TIMELINE_CATEGORY_NAMES[category])}
          {count(counts[category])}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
