import { Switch } from 'radix-ui';
import { useId, type ReactNode } from 'react';

/**
 * An on/off setting that applies at once (Radix Switch), with its label and an optional hint read
 * with it. `labelFor` completes the name for screen readers when several groups of the same
 * switches share a page ("Essays for Rosa Chen"), so every switch's name is its own.
 */
export function SwitchField({
  label,
  labelFor,
  hint,
  checked,
  disabled = false,
  onCheckedChange,
}: {
  label: string;
  labelFor?: string;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-label={labelFor ? `${label} for ${labelFor}` : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-indigo-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
