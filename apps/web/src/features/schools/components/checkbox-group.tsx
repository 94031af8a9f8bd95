export interface CheckboxOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

interface CheckboxGroupProps<T extends string> {
  legend: string;
  options: readonly CheckboxOption<T>[];
  selected: readonly T[];
  onToggle: (value: T) => void;
}

/** A fieldset of checkboxes: one filter whose options can be combined. */
export function CheckboxGroup<T extends string>({ legend, options, selected, onToggle }: CheckboxGroupProps<T>) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <CheckboxList options={options} selected={selected} onToggle={onToggle} className="mt-2" />
    </fieldset>
  );
}

export function CheckboxList<T extends string>({
  options,
  selected,
  onToggle,
  className = '',
}: Omit<CheckboxGroupProps<T>, 'legend'> & { className?: string }) {
  return (
    <ul className={`space-y-0.5 ${className}`}>
      {options.map((option) => (
        <li key={option.value}>
          <label className="flex cursor-pointer items-start gap-2.5 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-indigo-600"
              checked={selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
            />
            <span>
              {option.label}
              {option.hint && <span className="block text-xs text-slate-500">{option.hint}</span>}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
