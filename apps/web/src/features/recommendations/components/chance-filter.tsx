import { ToggleGroup } from 'radix-ui';
import { CHANCE_LABELS, type ChanceLabel } from '@campuspath/contract/recommendations-terms';
import type { RecommendationsResponse } from '@campuspath/contract/recommendations';

export type ChanceFilterValue = ChanceLabel | 'all';

const itemClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=on]:bg-indigo-600 data-[state=on]:text-white';

/**
 * All / Reach / Target / Safety / Likely admit, with how many recommendations fall under each
 * (the counts ignore the chance filter itself, so they stay put while switching).
 */
export function ChanceFilter({
  value,
  counts,
  onChange,
}: {
  value: ChanceFilterValue;
  counts: RecommendationsResponse['counts'] | undefined;
  onChange: (value: ChanceFilterValue) => void;
}) {
  const total = counts ? counts.reach + counts.target + counts.safety + counts.likely + counts.unknown : undefined;
  const count = (n: number | undefined) =>
    n === undefined ? null : <span className="tabular-nums opacity-80"> ({n.toLocaleString('en-US')})</span>;
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onChange(next as ChanceFilterValue)}
      aria-label="Show chance"
      className="inline-flex w-fit flex-wrap rounded-lg border border-slate-300 bg-white p-0.5"
    >
      <ToggleGroup.Item value="all" className={itemClass}>
        All{count(total)}
      </ToggleGroup.Item>
      {CHANCE_LABELS.map((label) => (
        <ToggleGroup.Item key={label.id} value={label.id} className={itemClass} title={label.description}>
          {label.label}
          {count(counts?.[label.id])}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
