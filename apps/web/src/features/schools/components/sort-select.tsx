import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { selectLayoutClass, type SelectLayout } from '../../../components/ui/select-layout.ts';
import type { ExploreSort } from '../explore-sort.ts';

/** Each sort uses the API's default direction for its field (the order a student most likely wants). */
const SORT_LABELS: Record<ExploreSort, MessageDescriptor> = {
  relevance: msg`Relevance`,
  match: msg`Best match`,
  chance: msg`Your chance (highest first)`,
  name: msg`Name (A–Z)`,
  admissionRate: msg`Admission rate (lowest first)`,
  tuition: msg`Tuition (lowest first)`,
  netPrice: msg`Net price: lowest first`,
  'netPrice:desc': msg`Net price: highest first`,
  size: msg`Size (largest first)`,
  earnings: msg`Earnings (highest first)`,
  graduationRate: msg`Graduation rate (highest first)`,
  distance: msg`Distance: nearest first`,
};

// Fits the longest option, Spanish "Tasa de graduación (más alta primero)" (components/ui/select-layout.ts).
const WIDTH = '[--select-width:19rem]';

interface SortSelectProps {
  value: ExploreSort;
  /** The sorts to offer, in order (`sortOptions` in explore-sort.ts). */
  options: readonly ExploreSort[];
  onChange: (sort: ExploreSort) => void;
  /** Where the label goes (components/ui/select-layout.ts); beside the select by default. */
  layout?: SelectLayout;
}

export function SortSelect({ value, options, onChange, layout = 'inline' }: SortSelectProps) {
  const { i18n } = useLingui();
  const id = useId();
  const classes = selectLayoutClass[layout];
  return (
    <div className={classes.field}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        <Trans>Sort by</Trans>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ExploreSort)}
        className={`min-w-0 rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 text-sm text-slate-900 shadow-sm hover:border-slate-400 ${WIDTH} ${classes.select}`}
      >
        {options.map((field) => (
          <option key={field} value={field}>
            {i18n._(SORT_LABELS[field])}
          </option>
        ))}
      </select>
    </div>
  );
}
