import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { RADIUS_CHOICES, ZIP_PATTERN } from '@campuspath/contract/schools-query-terms';
import { Button } from '../../../components/ui/button.tsx';

interface DistanceFilterProps {
  /** The view's ZIP code and radius (miles; null: any distance). */
  near: string | null;
  radius: number | null;
  /** The API's message when it does not know the view's ZIP code. */
  error?: string | null;
  onChange: (near: string | null, radius: number | null) => void;
}

const ANY = '';

/**
 * "Within N miles of a ZIP code". The ZIP code applies on Apply or Enter; a radius applies
 * at once when the ZIP code typed is valid. What was typed stays, with the message, when it is not
 * a ZIP code (checked here) or one the API does not know (its 400 message, passed as `error`).
 */
export function DistanceFilter({ near, radius, error = null, onChange }: DistanceFilterProps) {
  const { t } = useLingui();
  const id = useId();
  const [zip, setZip] = useState(near ?? '');
  const [miles, setMiles] = useState<number | null>(radius);
  const [invalid, setInvalid] = useState(false);
  // A new ZIP code or radius from elsewhere (a badge, Back/Forward, Clear all) replaces the draft.
  const [seen, setSeen] = useState({ near, radius });
  if (seen.near !== near || seen.radius !== radius) {
    setSeen({ near, radius });
    setZip(near ?? '');
    setMiles(radius);
    setInvalid(false);
  }

  const milesText = (count: number) => t`${count} miles`;
  const typed = zip.trim();
  const message = invalid ? t`Enter a 5-digit ZIP code, such as 30332.` : typed === near ? error : null;
  const apply = (nextMiles: number | null) => {
    if (typed === '') {
      setInvalid(false);
      onChange(null, null);
    } else if (ZIP_PATTERN.test(typed)) {
      setInvalid(false);
      onChange(typed, nextMiles);
    } else {
      setInvalid(true);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(miles);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="text-sm font-semibold text-slate-900">
        <Trans>Distance from a ZIP code</Trans>
      </p>
      <div className="mt-2 flex gap-2">
        <div className="w-20 shrink-0">
          <label htmlFor={`${id}-zip`} className="block text-xs font-medium text-slate-700">
            <Trans>ZIP code</Trans>
          </label>
          <input
            id={`${id}-zip`}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={zip}
            onChange={(event) => {
              setZip(event.target.value);
              setInvalid(false);
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm aria-invalid:border-red-500"
          />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-radius`} className="block text-xs font-medium text-slate-700">
            <Trans>Within</Trans>
          </label>
          <select
            id={`${id}-radius`}
            value={miles ?? ANY}
            onChange={(event) => {
              const next = event.target.value === ANY ? null : Number(event.target.value);
              setMiles(next);
              if (ZIP_PATTERN.test(typed)) apply(next);
            }}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white py-2 pl-2 pr-7 text-sm text-slate-900 shadow-sm hover:border-slate-400"
          >
            <option value={ANY}>{t`Any distance`}</option>
            {RADIUS_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {milesText(choice)}
              </option>
            ))}
            {miles !== null && !RADIUS_CHOICES.some((choice) => choice === miles) && <option value={miles}>{milesText(miles)}</option>}
          </select>
        </div>
      </div>
      {message && (
        // The API's message is announced where the results were; this one only where it is new.
        <p id={`${id}-error`} role={invalid ? 'alert' : undefined} className="mt-2 text-sm text-red-700" data-testid="zip-error">
          {message}
        </p>
      )}
      <div className="mt-2 flex items-center gap-2">
        <Button type="submit" variant="secondary" className="py-1.5">
          <Trans>Apply</Trans>
        </Button>
        {near && (
          <Button variant="ghost" className="py-1.5" onClick={() => onChange(null, null)}>
            <Trans>Clear</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
