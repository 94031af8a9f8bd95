import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId, type ReactNode } from 'react';

/** A Radix checkbox with its label and an optional hint read with it. */
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
      <Checkbox.Root
        id={id}
        name={name}
        checked={checked}
        onCheckedChange={(next) => onCheckedChange(next === true)}
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 grid size-5 shrink-0 place-items-center rounded border border-slate-400 bg-white text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-600"
      >
        <Checkbox.Indicator>
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        </Checkbox.Indicator>
      </Checkbox.Root>
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
