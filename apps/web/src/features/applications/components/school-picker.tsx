import { Check, Search } from 'lucide-react';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useSchoolSearch } from '../api/search-schools.ts';

export interface ChosenSchool {
  id: number;
  name: string;
  city: string;
  state: string;
}

interface SchoolPickerProps {
  value: ChosenSchool | null;
  onChange: (school: ChosenSchool | null) => void;
  error?: string;
}

/**
 * Choose a school from the catalogue: type part of its name, then pick one of up to 8 matches
 * (buttons, so the keyboard and screen readers need nothing special). Once chosen, the school
 * shows with a Change button.
 */
export function SchoolPicker({ value, onChange, error }: SchoolPickerProps) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const searchText = useDeferredValue(text.trim());
  const suggestions = useSchoolSearch(searchText);
  const inputRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);

  if (value) {
    return (
      <div>
        <p className="text-sm font-medium text-slate-700">School</p>
        <div className="mt-1 flex items-center justify-between gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3">
          <div className="flex min-w-0 items-center gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900" data-testid="chosen-school">
                {value.name}
              </p>
              <p className="text-sm text-slate-600">
                {value.city}, {value.state}
              </p>
            </div>
          </div>
          <button
            ref={changeRef}
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              onChange(null);
              requestAnimationFrame(() => inputRef.current?.focus());
            }}
          >
            Change<span className="sr-only"> school</span>
          </button>
        </div>
      </div>
    );
  }

  const results = searchText.length >= 2 ? (suggestions.data?.results ?? []) : [];
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        School
      </label>
      <div className="relative mt-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by college name or city"
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
        {searchText.length < 2
          ? 'Type at least 2 letters to see matching colleges.'
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
                onClick={() => {
                  onChange({ id: school.id, name: school.name, city: school.city, state: school.state });
                  setText('');
                  requestAnimationFrame(() => changeRef.current?.focus());
                }}
                className="flex w-full flex-col items-start px-4 py-2.5 text-left hover:bg-indigo-50 focus-visible:bg-indigo-50"
              >
                <span className="font-medium text-slate-900">{school.name}</span>
                <span className="text-sm text-slate-600">{school.location}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
