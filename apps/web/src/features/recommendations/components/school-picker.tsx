import { Plus, Search, X } from 'lucide-react';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { MAX_RECOMMENDATION_SCHOOLS } from '@campuspath/contract/recommendations-terms';
import { useMySchools } from '../api/get-my-schools.ts';
import { useSchoolSearch } from '../api/search-schools.ts';
import type { SchoolPick } from '../school-pick.ts';

interface SchoolPickerProps {
  value: SchoolPick[];
  onChange: (schools: SchoolPick[]) => void;
  error?: string;
}

const CHIP = 'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm';

/**
 * The universities a letter is for: quick picks from the student's applications and saved
 * list, and a search of the whole catalogue (buttons, so keyboards and screen readers need
 * nothing special). Chosen ones show as chips with a remove button.
 */
export function SchoolPicker({ value, onChange, error }: SchoolPickerProps) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const searchText = useDeferredValue(text.trim());
  const suggestions = useSchoolSearch(searchText);
  const mySchools = useMySchools();
  const chosen = new Set(value.map((school) => school.id));
  const full = value.length >= MAX_RECOMMENDATION_SCHOOLS;
  const add = (school: SchoolPick) => {
    if (!chosen.has(school.id) && !full) onChange([...value, school]);
  };
  const quickPicks = (mySchools.data ?? []).filter((school) => !chosen.has(school.id));
  const results = searchText.length >= 2 ? (suggestions.data?.results ?? []) : [];

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">Universities</legend>
      {value.length > 0 ? (
        <ul aria-label="Chosen universities" className="mt-2 flex flex-wrap gap-2">
          {value.map((school) => (
            <li key={school.id} className={`${CHIP} border-indigo-200 bg-indigo-50 text-indigo-900`}>
              {school.name}
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other.id !== school.id))}
                className="-mr-1 grid size-6 place-items-center rounded-full hover:bg-indigo-100"
                aria-label={`Remove ${school.name}`}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No universities chosen yet.</p>
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}

      {quickPicks.length > 0 && !full ? (
        <div className="mt-3">
          <p className="text-sm text-slate-600">From your applications and saved list:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {quickPicks.map((school) => (
              <li key={school.id}>
                <button
                  type="button"
                  onClick={() => add(school)}
                  className={`${CHIP} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
                >
                  <Plus aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">Add </span>
                  {school.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {full ? (
        <p className="mt-3 text-sm text-slate-600">That is the most one letter can list ({MAX_RECOMMENDATION_SCHOOLS}).</p>
      ) : (
        <div className="mt-3">
          <label htmlFor={inputId} className="block text-sm text-slate-700">
            Search all universities
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
              placeholder="College name or city"
              autoComplete="off"
              className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm placeholder:text-slate-500"
            />
          </div>
          <p role="status" className="mt-1 text-sm text-slate-600">
            {searchText.length < 2
              ? ''
              : suggestions.isError
                ? 'Search is not available right now. Please try again.'
                : suggestions.data && !suggestions.isPlaceholderData
                  ? results.length === 0
                    ? `No colleges match “${searchText}”.`
                    : `${results.length} matching ${results.length === 1 ? 'college' : 'colleges'}`
                  : 'Searching…'}
          </p>
          {results.length > 0 ? (
            <ul
              aria-label="Matching colleges"
              className="mt-2 divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white"
            >
              {results.map((school) => (
                <li key={school.id}>
                  <button
                    type="button"
                    disabled={chosen.has(school.id)}
                    onClick={() => {
                      add({ id: school.id, name: school.name });
                      setText('');
                      inputRef.current?.focus();
                    }}
                    className="flex w-full flex-col items-start px-4 py-2.5 text-left hover:bg-indigo-50 focus-visible:bg-indigo-50 disabled:cursor-default disabled:opacity-60"
                  >
                    <span className="font-medium text-slate-900">
                      {school.name}
                      {chosen.has(school.id) ? <span className="font-normal text-slate-600"> (chosen)</span> : null}
                    </span>
                    <span className="text-sm text-slate-600">{school.location}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
