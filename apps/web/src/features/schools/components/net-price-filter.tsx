import { useId } from 'react';
import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import { incomeBandLabel } from '../../../components/ui/net-price-estimate.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { NET_PRICE_CHOICES } from '../explore-price-distance.ts';

interface NetPriceFilterProps {
  /** At most this average net price; null: any. */
  value: number | null;
  /** The band the figure is for (the view's or the remembered one); null: the overall average. */
  band: IncomeBand | null;
  onChange: (value: number | null) => void;
}

const ANY = '';

/** "Net price up to $X": the band's average net price when a family income is chosen, else the overall one, and says which. */
export function NetPriceFilter({ value, band, onChange }: NetPriceFilterProps) {
  const id = useId();
  // A link may carry any whole number of dollars: offer it beside the usual steps.
  const choices =
    value === null || NET_PRICE_CHOICES.some((choice) => choice === value)
      ? NET_PRICE_CHOICES
      : [...NET_PRICE_CHOICES, value].sort((a, b) => a - b);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        Net price up to
      </label>
      <select
        id={id}
        value={value ?? ANY}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value === ANY ? null : Number(event.target.value))}
        className="mt-2 block w-full rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 text-sm text-slate-900 shadow-sm hover:border-slate-400"
      >
        <option value={ANY}>Any net price</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {formatMoney(choice)} per year
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600" data-testid="net-price-filter-hint">
        {band
          ? `Average paid by aided families earning ${incomeBandLabel(band)}; where a college reports none for that income, its all-incomes average (labelled on its card).`
          : 'Average paid by all aided students: choose your family income to use yours.'}
        {value !== null && ' Colleges that report no net price at all are left out.'}
      </p>
    </div>
  );
}
