import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { APPLICATION_SORTS, APPLICATION_STATUSES, type ApplicationSort } from '@campuspath/contract/applications-terms';
import { APPLICATION_STATUS_NAMES } from '../../../lib/plan-terms.ts';
import { APPLICATION_SORT_NAMES } from '../application-terms.ts';
import type { StatusFilter } from '../application-list-view.ts';

interface ListControlsProps {
  status: StatusFilter;
  sort: ApplicationSort;
  onStatusChange: (status: StatusFilter) => void;
  onSortChange: (sort: ApplicationSort) => void;
}

/** The status filter and the sort buttons of the applications tab. */
export function ListControls({ status, sort, onStatusChange, onSortChange }: ListControlsProps) {
  const statusId = useId();
  const sortLabelId = useId();
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <label htmlFor={statusId} className="block text-sm font-medium text-slate-700">
          <Trans>Status</Trans>
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-56"
        >
          <option value="all">
            <Trans>All statuses</Trans>
          </option>
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {i18n._(APPLICATION_STATUS_NAMES[value])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <p id={sortLabelId} className="text-sm font-medium text-slate-700">
          <Trans>Sort by</Trans>
        </p>
        <div
          role="group"
          aria-labelledby={sortLabelId}
          className="mt-1 inline-flex flex-wrap rounded-lg border border-slate-300 bg-white p-0.5"
        >
          {APPLICATION_SORTS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={sort === value}
              onClick={() => onSortChange(value)}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-indigo-600 aria-pressed:text-white"
            >
              {i18n._(APPLICATION_SORT_NAMES[value])}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
