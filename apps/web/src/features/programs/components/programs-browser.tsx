import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search, SearchX } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { ProgramField } from '@campuspath/contract/programs';
import { Button } from '../../../components/ui/button.tsx';
import { formatCount } from '../../../lib/format-size.ts';
import { majorFamilyLabel } from '../../../lib/major-family-labels.ts';
import { ProgramFieldCard } from './program-field-card.tsx';

export type ProgramsSort = 'name' | 'schools';

const SORT_LABELS: Record<ProgramsSort, MessageDescriptor> = { name: msg`Name (A–Z)`, schools: msg`Most schools` };

interface ProgramsBrowserProps {
  fields: readonly ProgramField[];
  filter: string;
  onFilterChange: (filter: string) => void;
  sort: ProgramsSort;
  onSortChange: (sort: ProgramsSort) => void;
}

/** Lower case without accents: "Ingeniería" is found by "ingenieria". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** On the plain name (in English or the page's language) or the official title ("nursing", "computación"), case and accents aside. */
function matches(field: ProgramField, label: string, filter: string): boolean {
  const text = folded(filter.trim());
  return !text || [field.name, label, field.cipTitle].some((name) => folded(name).includes(text));
}

/** Every field of study, filtered by name and sorted as the student chose. */
export function ProgramsBrowser({ fields, filter, onFilterChange, sort, onSortChange }: ProgramsBrowserProps) {
  const { t, i18n } = useLingui();
  const filterId = useId();
  const sortId = useId();
  // Each field's short name is the product's own label, in the page's language (the official CIP
  // title under it stays as published); A-Z follows that name. The filter also finds the English.
  const shown = useMemo(() => {
    const named = fields
      .filter((field) => matches(field, majorFamilyLabel(i18n, field.code), filter))
      .map((field) => ({ ...field, name: majorFamilyLabel(i18n, field.code) }));
    const byName = (a: ProgramField, b: ProgramField) => a.name.localeCompare(b.name, i18n.locale);
    return named.sort(sort === 'schools' ? (a, b) => b.schoolCount - a.schoolCount || byName(a, b) : byName);
  }, [fields, filter, sort, i18n]);
  const total = formatCount(fields.length);
  const count = formatCount(shown.length);

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={filterId} className="block text-sm font-medium text-slate-700">
            <Trans>Filter fields of study</Trans>
          </label>
          <div className="relative mt-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
            <input
              id={filterId}
              type="search"
              value={filter}
              onChange={(event) => onFilterChange(event.target.value)}
              placeholder={t`e.g. nursing, engineering, business`}
              autoComplete="off"
              className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-base placeholder:text-slate-500 sm:text-sm"
            />
          </div>
        </div>
        <div>
          <label htmlFor={sortId} className="block text-sm font-medium text-slate-700">
            <Trans>Sort by</Trans>
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => onSortChange(event.target.value as ProgramsSort)}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base sm:w-auto sm:text-sm"
          >
            {(Object.keys(SORT_LABELS) as ProgramsSort[]).map((value) => (
              <option key={value} value={value}>
                {i18n._(SORT_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p role="status" className="mt-4 text-sm font-medium text-slate-700" data-testid="fields-count">
        {shown.length === fields.length ? t`${total} fields of study` : t`${count} of ${total} fields of study`}
      </p>

      {shown.length === 0 ? (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="size-10 text-slate-400" />
          <p className="text-lg font-medium text-slate-900">
            <Trans>No programs match your search criteria.</Trans>
          </p>
          <Button onClick={() => onFilterChange('')}>
            <Trans>Clear Filters</Trans>
          </Button>
        </div>
      ) : (
        <ul aria-label={t`Fields of study`} className="mt-4 grid gap-5 md:grid-cols-2">
          {shown.map((field) => (
            <li key={field.code}>
              <ProgramFieldCard field={field} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
