import type { SortField } from '@campuspath/contract/schools-query-terms';
import { useId } from 'react';

/** Each sort uses the API's default direction for its field (the order a student most likely wants). */
const SORT_LABELS: Record<SortField, string> = {
  relevance: 'Relevance',
  name: 'Name (A–Z)',
  admissionRate: 'Admission rate (lowest first)',
  tuition: 'Tuition (lowest first)',
  size: 'Size (largest first)',
  earnings: 'Earnings (highest first)',
  graduationRate: 'Graduation rate (highest first)',
};

interface SortSelectProps {
  value: SortField;
  /** Relevance is offered only while searching. */
  searching: boolean;
  onChange: (sort: SortField) => void;
}

export function SortSelect({ value, searching, onChange }: SortSelectProps) {
  const id = useId();
  const fields = (Object.keys(SORT_LABELS) as SortField[]).filter((field) => searching || field !== 'relevance');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortField)}
        className="min-w-0 rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 text-sm text-slate-900 shadow-sm hover:border-slate-400"
      >
        {fields.map((field) => (
          <option key={field} value={field}>
            {SORT_LABELS[field]}
          </option>
        ))}
      </select>
    </div>
  );
}
