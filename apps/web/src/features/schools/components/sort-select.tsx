import { useId } from 'react';
import { selectLayoutClass, type SelectLayout } from '../../../components/ui/select-layout.ts';
import type { ExploreSort } from '../explore-sort.ts';

/** Each sort uses the API's default direction for its field (the order a student most likely wants). */
const SORT_LABELS: Record<ExploreSort, string> = {
  relevance: 'Relevance',
  match: 'Best match',
  chance: 'Your chance (highest first)',
  name: 'Name (A–Z)',
  admissionRate: 'Admission rate (lowest first)',
  tuition: 'Tuition (lowest first)',
  netPrice: 'Net price: lowest first',
  'netPrice:desc': 'Net price: highest first',
  size: 'Size (largest first)',
  earnings: 'Earnings (highest first)',
  graduationRate: 'Graduation rate (highest first)',
  distance: 'Distance: nearest first',
};

// Fits the longest option, "Graduation rate (highest first)" (components/ui/select-layout.ts).
const WIDTH = '[--select-width:17.5rem]';

interface SortSelectProps {
  value: ExploreSort;
  /** The sorts to offer, in order (`sortOptions` in explore-sort.ts). */
  options: readonly ExploreSort[];
  onChange: (sort: ExploreSort) => void;
  /** Where the label goes (components/ui/select-layout.ts); beside the select by default. */
  layout?: SelectLayout;
}

export function SortSelect({ value, options, onChange, layout = 'inline' }: SortSelectProps) {
  const id = useId();
  const classes = selectLayoutClass[layout];
  return (
    <div className={classes.field}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ExploreSort)}
        className={`min-w-0 rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 text-sm text-slate-900 shadow-sm hover:border-slate-400 ${WIDTH} ${classes.select}`}
      >
        {options.map((field) => (
          <option key={field} value={field}>
            {SORT_LABELS[field]}
          </option>
        ))}
      </select>
    </div>
  );
}
