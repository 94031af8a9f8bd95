import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { selectLayoutClass, type SelectLayout } from '../../components/ui/select-layout.ts';
import { incomeBandText } from '../../lib/data-terms.ts';
import { INCOME_BANDS, type IncomeBand } from '@campuspath/contract/catalog-terms';

interface IncomeBandSelectProps {
  value: IncomeBand | null;
  onChange: (band: IncomeBand | null) => void;
  /** Visible label; "Family income" by default. */
  label?: string;
  /** Where the label goes (components/ui/select-layout.ts). */
  layout?: SelectLayout;
  className?: string;
}

// Fits the longest option, "$75,001–110,000" (components/ui/select-layout.ts).
const WIDTH = '[--select-width:12rem]';

const NOT_SET = '';

/**
 * The quick "Family income" selector beside net prices. Presentational: pair it with
 * `useIncomeBand()`, which remembers the choice (the profile for signed-in students, else this browser).
 */
export function IncomeBandSelect({ value, onChange, label, layout = 'inline', className = '' }: IncomeBandSelectProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const classes = selectLayoutClass[layout];
  return (
    <div className={`${classes.field} ${className}`}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        {label ?? t`Family income`}
      </label>
      <select
        id={id}
        value={value ?? NOT_SET}
        onChange={(event) => {
          const chosen = INCOME_BANDS.find((band) => band.id === event.target.value);
          onChange(chosen ? chosen.id : null);
        }}
        className={`min-w-0 rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 text-sm text-slate-900 shadow-sm hover:border-slate-400 ${WIDTH} ${classes.select}`}
      >
        <option value={NOT_SET}>{t`Not set`}</option>
        {INCOME_BANDS.map((band) => (
          <option key={band.id} value={band.id}>
            {incomeBandText(i18n, band.id)}
          </option>
        ))}
      </select>
    </div>
  );
}
