import { useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

interface ChoiceListProps<T extends string> {
  legend: string;
  hint?: string;
  options: readonly Choice<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** At most this many; the rest are disabled once it is reached. */
  max?: number;
  error?: string;
  columnsClassName?: string;
}

/** A fieldset of checkboxes whose value is the list of checked options, in the options' order. */
export function ChoiceList<T extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
  max,
  error,
  columnsClassName = 'sm:grid-cols-2',
}: ChoiceListProps<T>) {
  const id = useId();
  const full = max !== undefined && value.length >= max;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      <ul className={`mt-2 grid gap-1 ${columnsClassName}`}>
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <li key={option.value}>
              <label
                className={`flex items-start gap-2.5 rounded-lg px-2 py-1.5 text-sm ${
                  !checked && full ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer text-slate-700 hover:bg-slate-50'
                }`}
              >
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-indigo-600"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() =>
                    onChange(
                      checked
                        ? value.filter((item) => item !== option.value)
                        : options.map((o) => o.value).filter((item) => item === option.value || value.includes(item)),
                    )
                  }
                />
                <span>
                  {option.label}
                  {option.hint ? <span className="block text-xs text-slate-500">{option.hint}</span> : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
