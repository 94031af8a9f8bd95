import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/**
 * A checkbox with its label and an optional hint read with it: a native input drawn like the
 * app's Radix checkboxes (Enter does not submit the form from it, as with Radix), so the reminder
 * settings do not load Radix's checkbox, presence and context code (e2e/js-budget.spec.ts).
 */
export function CheckboxField({
  label,
  hint,
  checked,
  onCheckedChange,
  name,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3">
      <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          aria-describedby={hint ? hintId : undefined}
          className="peer col-start-1 row-start-1 size-5 cursor-pointer appearance-none rounded border border-slate-400 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 checked:border-indigo-600 checked:bg-indigo-600"
        />
        <Check
          aria-hidden="true"
          className="pointer-events-none col-start-1 row-start-1 hidden size-3.5 text-white peer-checked:block"
          strokeWidth={3}
        />
      </span>
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="mt-0.5 text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
