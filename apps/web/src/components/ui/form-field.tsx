import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const INPUT_CLASS =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30';

interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** What a control inside FormField spreads onto itself: its id and its hint/error wiring. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The look of every text input, select and textarea; the border turns red with aria-invalid. */
export const inputClass = `${INPUT_CLASS} border-slate-300 aria-invalid:border-red-500`;

/**
 * A labelled form control with its hint and error wired for screen readers (aria-describedby,
 * aria-invalid). The control is rendered by `children`, so any input, select or textarea fits.
 */
export function FormField({
  label,
  error,
  hint,
  className = '',
  children,
}: FieldFrameProps & { className?: string; children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input (any `type`). */
export function TextField({
  label,
  error,
  hint,
  ref,
  className = '',
  ...input
}: FieldFrameProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} {...control} className={inputClass} {...input} />}
    </FormField>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({
  label,
  error,
  hint,
  ref,
  className = '',
  ...textarea
}: FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea ref={ref} {...control} className={inputClass} {...textarea} />}
    </FormField>
  );
}

/** A labelled native select (the platform's own picker is the most usable on phones). */
export function SelectField({
  label,
  error,
  hint,
  ref,
  className = '',
  children,
  ...select
}: FieldFrameProps & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select ref={ref} {...control} className={inputClass} {...select}>
          {children}
        </select>
      )}
    </FormField>
  );
}

/** A form-level message (role=alert so screen readers hear it at once). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  );
}
