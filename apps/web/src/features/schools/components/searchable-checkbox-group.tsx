import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { CheckboxList, type CheckboxOption } from './checkbox-group.tsx';

interface SearchableCheckboxGroupProps<T extends string> {
  legend: string;
  /** Accessible name of the text box that narrows the options, e.g. "Find a state". */
  findLabel: string;
  options: readonly CheckboxOption<T>[];
  selected: readonly T[];
  onToggle: (value: T) => void;
}

/**
 * A long list of checkboxes (states, majors) in a scrolling box, with a text box that narrows
 * the options. Options keep their order when checked, so keyboard focus never jumps; the chosen
 * ones also show as badges above the results.
 */
export function SearchableCheckboxGroup<T extends string>({
  legend,
  findLabel,
  options,
  selected,
  onToggle,
}: SearchableCheckboxGroupProps<T>) {
  const inputId = useId();
  const [find, setFind] = useState('');
  const typed = find.trim();
  const needle = typed.toLowerCase();
  const matching = options.filter(
    (option) => !needle || option.label.toLowerCase().includes(needle) || option.value.toLowerCase() === needle,
  );

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <label htmlFor={inputId} className="sr-only">
        {findLabel}
      </label>
      <input
        id={inputId}
        type="search"
        value={find}
        onChange={(event) => setFind(event.target.value)}
        placeholder={`${findLabel}…`}
        autoComplete="off"
        className="mt-2 w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm placeholder:text-slate-500 focus-visible:border-indigo-500"
      />
      <div className="mt-2 max-h-52 overflow-y-auto rounded-lg border border-slate-100">
        {matching.length ? (
          <CheckboxList options={matching} selected={selected} onToggle={onToggle} className="p-1" />
        ) : (
          <p className="px-3 py-2 text-sm text-slate-600">
            <Trans>No match for “{typed}”.</Trans>
          </p>
        )}
      </div>
    </fieldset>
  );
}
