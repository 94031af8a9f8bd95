import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { selectLayoutClass, type SelectLayout } from '../../components/ui/select-layout.ts';
import { STATE_CODES } from '@campuspath/contract/schools-query-terms';
import { findUsState } from '../../lib/us-states.ts';
import type { HomeState } from './use-home-state.ts';

// Fits the longest option, "Federated States of Micronesia" (components/ui/select-layout.ts).
const WIDTH = '[--select-width:18rem]';

interface HomeStateSelectProps {
  value: HomeState | null;
  onChange: (state: HomeState | null) => void;
  layout?: SelectLayout;
  className?: string;
}

/** The quick "Home state" selector beside prices; pair it with `useHomeState()`. */
export function HomeStateSelect({ value, onChange, layout = 'inline', className = '' }: HomeStateSelectProps) {
  const { t } = useLingui();
  const id = useId();
  const classes = selectLayoutClass[layout];
  return (
    <div className={`${classes.field} ${className}`}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        <Trans>Home state</Trans>
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(STATE_CODES.find((code) => code === event.target.value) ?? null)}
        className={`min-w-0 rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 text-sm text-slate-900 shadow-sm hover:border-slate-400 ${WIDTH} ${classes.select}`}
      >
        <option value="">{t`Not set`}</option>
        {STATE_CODES.map((code) => (
          <option key={code} value={code}>
            {findUsState(code)?.name ?? code}
          </option>
        ))}
      </select>
    </div>
  );
}
