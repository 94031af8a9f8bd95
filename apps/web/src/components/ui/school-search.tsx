import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState, type Ref } from 'react';
import type { SchoolCard } from '@campuspath/contract/schools';
import { getSchools } from '../../lib/api/get-schools.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Catalogue suggestions, 8 at a time, once 2 characters are typed. */
const SUGGESTIONS = 8;
const MIN_CHARACTERS = 2;

const suggestionsSearch = (text: string) => new URLSearchParams({ search: text, limit: String(SUGGESTIONS) }).toString();

interface SchoolSearchProps {
  label: string;
  labelClassName?: string;
  placeholder: string;
  /** Shown in the status line before 2 characters are typed. */
  hint?: string;
  /** Called with the chosen school; the typed text is then cleared. */
  onPick: (school: SchoolCard) => void;
  /** Schools that can no longer be picked (already chosen), shown disabled. */
  isChosen?: (id: number) => boolean;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Search the catalogue and pick one school from up to 8 matches. The matches are plain buttons,
 * so keyboards and screen readers need nothing special; a status line says what is happening.
 * Used by the application form and the recommendation letter's universities.
 */
export function SchoolSearch({
  label,
  labelClassName = 'text-sm font-medium text-slate-700',
  placeholder,
  hint = '',
  onPick,
  isChosen,
  error,
  inputRef,
}: SchoolSearchProps) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const searchText = useDeferredValue(text.trim());
  const enabled = searchText.length >= MIN_CHARACTERS;
  const suggestions = useQuery({
    queryKey: queryKeys.schools.suggestions(searchText),
    queryFn: ({ signal }) => getSchools(suggestionsSearch(searchText), signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  const results = enabled ? (suggestions.data?.results ?? []) : [];
  const matches = results.length;
  const { t } = useLingui();

  return (
    <div>
      <label htmlFor={inputId} className={`block ${labelClassName}`}>
        {label}
      </label>
      <div className="relative mt-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter picks nothing by itself; it must not submit the surrounding form.
            if (event.key === 'Enter') event.preventDefault();
          }}
          placeholder={placeholder}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm placeholder:text-slate-500"
        />
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm text-slate-600">
        {!enabled
          ? hint
          : suggestions.isError
            ? t`Search is not available right now. Please try again.`
            : suggestions.data && !suggestions.isPlaceholderData
              ? matches === 0
                ? t`No colleges match “${searchText}”.`
                : t`${plural(matches, { one: '# matching college', other: '# matching colleges' })}`
              : t`Searching…`}
      </p>
      {results.length > 0 ? (
        <ul
          aria-label={t`Matching colleges`}
          className="mt-2 divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white"
        >
          {results.map((school) => {
            const chosen = isChosen?.(school.id) ?? false;
            return (
              <li key={school.id}>
                <button
                  type="button"
                  disabled={chosen}
                  onClick={() => {
                    onPick(school);
                    setText('');
                  }}
                  className="flex w-full flex-col items-start px-4 py-2.5 text-left hover:bg-indigo-50 focus-visible:bg-indigo-50 disabled:cursor-default disabled:opacity-60"
                >
                  <span className="font-medium text-slate-900">
                    {school.name}
                    {chosen ? <span className="font-normal text-slate-600">{` ${t`(chosen)`}`}</span> : null}
                  </span>
                  <span className="text-sm text-slate-600">{school.location}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
