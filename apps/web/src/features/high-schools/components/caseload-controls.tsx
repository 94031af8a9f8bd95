import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_STATUSES } from '@campuspath/contract/applications-terms';
import { CASELOAD_SORTS } from '@campuspath/contract/caseload-terms';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { CASELOAD_SORT_LABELS, type CaseloadSort, type CaseloadView } from '../caseload-query.ts';
import { useId, useState } from 'react';
import { APPLICATION_STATUS_NAMES } from '../../../lib/plan-terms.ts';

/** Search, filter and sort of the caseload; every change goes to the page URL (the route owns it). */
export function CaseloadControls({
  view,
  searchText,
  onSearchText,
  onChange,
}: {
  view: CaseloadView;
  /** What is typed in the search box (the URL follows it once typing pauses). */
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (change: Partial<CaseloadView>) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  // The router moves the URL in a transition, so a filter read back from it alone would show the
  // click only once the new list arrives: each control shows the choice at once, and follows the
  // URL again whenever it changes (Back, a shared link).
  const [chosen, setChosen] = useState(view);
  const [fromUrl, setFromUrl] = useState(view);
  if (fromUrl.status !== view.status || fromUrl.sort !== view.sort || fromUrl.overdue !== view.overdue) {
    setFromUrl(view);
    setChosen(view);
  }
  const choose = (change: Partial<CaseloadView>) => {
    setChosen({ ...chosen, ...change });
    onChange(change);
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <label htmlFor={`${id}-search`} className="block text-sm font-medium text-slate-800">
          <Trans>Search by name</Trans>
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={searchText}
          maxLength={100}
          onChange={(event) => onSearchText(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-800">
          <Trans>With an application that is</Trans>
        </label>
        <select
          id={`${id}-status`}
          value={chosen.status}
          onChange={(event) => choose({ status: event.target.value as CaseloadView['status'] })}
          className={inputClass}
        >
          <option value="">
            <Trans>Any status</Trans>
          </option>
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(APPLICATION_STATUS_NAMES[status])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="block text-sm font-medium text-slate-800">
          <Trans>Sort by</Trans>
        </label>
        <select
          id={`${id}-sort`}
          value={chosen.sort}
          onChange={(event) => choose({ sort: event.target.value as CaseloadSort })}
          className={inputClass}
        >
          {CASELOAD_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {i18n._(CASELOAD_SORT_LABELS[sort])}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={chosen.overdue}
          onChange={(event) => choose({ overdue: event.target.checked })}
          className="size-4 accent-indigo-600"
        />
        <Trans>Only students with overdue items</Trans>
      </label>
    </div>
  );
}
