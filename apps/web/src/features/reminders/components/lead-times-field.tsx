import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { LEAD_DAYS_MAX, LEAD_DAYS_MAX_COUNT, LEAD_DAYS_MIN } from '@campuspath/contract/reminders-terms';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { fieldMessages } from '../../../lib/lazy-zod-resolver.ts';

// The contract's rule, with zod, loads when the box is first used (focusing it starts the load), not with the page.
const leadDaysRule = () => import('@campuspath/contract/reminders').then((module) => module.leadDaysSchema);

/**
 * The lead times as removable chips plus an "Add" box. A new value is checked with the
 * contract's own rule (1 to 365 whole days, each once, at most 8) before it joins the list;
 * a refused value stays in the box with the reason under it.
 */
export function LeadTimesField({
  value,
  onChange,
  error,
}: {
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const daysLabel = (days: number) => t`${plural(days, { one: '# day before', other: '# days before' })}`;
  const removeLabel = (days: number) => {
    const label = daysLabel(days);
    return t`Remove ${label}`;
  };
  const count = LEAD_DAYS_MAX_COUNT;
  const min = LEAD_DAYS_MIN;
  const max = LEAD_DAYS_MAX;
  const id = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const sorted = [...value].sort((a, b) => b - a);
  const full = value.length >= LEAD_DAYS_MAX_COUNT;

  const add = async () => {
    const days = draft.trim() === '' ? Number.NaN : Number(draft);
    const [rule, language] = await Promise.all([leadDaysRule(), fieldMessages()]);
    const parsed = rule.safeParse([...value, days], language.parse as never);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setDraftError(issue ? language.translate(issue) : t`Enter a number of days`);
      inputRef.current?.focus();
      return;
    }
    onChange(parsed.data);
    setDraft('');
    setDraftError(null);
  };

  const describedBy = [`${id}-hint`, draftError ? `${id}-draft-error` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">
        <Trans>Remind me before each deadline</Trans>
      </legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
        <Trans>
          Up to {count} reminders, {min} to {max} days ahead. Overdue items are always shown.
        </Trans>
      </p>
      {sorted.length > 0 ? (
        <ul aria-label={t`Reminder lead times`} className="mt-3 flex flex-wrap gap-2">
          {sorted.map((days) => (
            <li
              key={days}
              className="inline-flex items-center gap-1 rounded-full border border-indigo-200 bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900"
            >
              {daysLabel(days)}
              <button
                type="button"
                aria-label={removeLabel(days)}
                onClick={() => {
                  onChange(value.filter((entry) => entry !== days));
                  inputRef.current?.focus();
                }}
                className="grid size-6 place-items-center rounded-full text-indigo-700 hover:bg-indigo-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          <Trans>No reminders before deadlines: you will only hear about overdue items.</Trans>
        </p>
      )}
      <div className="mt-3 flex items-end gap-2">
        <div className="w-32">
          <label htmlFor={`${id}-add`} className="block text-sm font-medium text-slate-800">
            <Trans>Days before</Trans>
          </label>
          <input
            ref={inputRef}
            id={`${id}-add`}
            type="number"
            inputMode="numeric"
            min={LEAD_DAYS_MIN}
            max={LEAD_DAYS_MAX}
            step={1}
            value={draft}
            disabled={full}
            aria-invalid={draftError || error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setDraft(event.target.value);
              setDraftError(null);
            }}
            onFocus={() => void leadDaysRule()}
            onKeyDown={(event) => {
              // Enter adds the lead time rather than submitting the whole form.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void add();
            }}
            className={inputClass}
          />
        </div>
        <Button variant="secondary" onClick={() => void add()} disabled={full}>
          <Trans>
            Add<span className="sr-only"> lead time</span>
          </Trans>
        </Button>
      </div>
      {full ? (
        <p className="mt-1 text-sm text-slate-600">
          <Trans>That is the most reminders per deadline; remove one to add another.</Trans>
        </p>
      ) : null}
      {draftError ? (
        <p id={`${id}-draft-error`} className="mt-1 text-sm text-red-700">
          {draftError}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
