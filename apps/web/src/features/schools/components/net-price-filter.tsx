import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import { incomeBandText } from '../../../lib/data-terms.ts';
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
  const { t, i18n } = useLingui();
  const id = useId();
  // A link may carry any whole number of dollars: offer it beside the usual steps.
  const choices =
    value === null || NET_PRICE_CHOICES.some((choice) => choice === value)
      ? NET_PRICE_CHOICES
      : [...NET_PRICE_CHOICES, value].sort((a, b) => a - b);
  const perYear = (amount: number) => {
    const money = formatMoney(amount);
    return t`${money} per year`;
  };
  const bandHint = (income: string) =>
    t`Average paid by aided families earning ${income}; where a college reports none for that income, its all-incomes average (labelled on its card).`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        <Trans>Net price up to</Trans>
      </label>
      <select
        id={id}
        value={value ?? ANY}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value === ANY ? null : Number(event.target.value))}
        className="mt-2 block w-full rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 text-sm text-slate-900 shadow-sm hover:border-slate-400"
      >
        <option value={ANY}>{t`Any net price`}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {perYear(choice)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600" data-testid="net-price-filter-hint">
        {band ? bandHint(incomeBandText(i18n, band)) : t`Average paid by all aided students: choose your family income to use yours.`}
        {value !== null && ` ${t`Colleges that report no net price at all are left out.`}`}
      </p>
    </div>
  );
}
