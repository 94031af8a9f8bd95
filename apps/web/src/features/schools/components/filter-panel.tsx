import { ADMIT_RANGE, COST_RANGE, type IncomeBand } from '@campuspath/contract/catalog-terms';
import type { ChanceLabel } from '@campuspath/contract/recommendations-terms';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { toggleFilterValue, type ExploreState, type ListFilterKey } from '../explore-query.ts';
import { withPlace } from '../explore-price-distance.ts';
import { numberFormat } from '../../../lib/number-format.ts';
import { filterOptions, formatAdmitBound, formatTuitionBound } from '../filter-options.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import { DistanceFilter } from './distance-filter.tsx';
import { NetPriceFilter } from './net-price-filter.tsx';
import { RangeSlider } from './range-slider.tsx';
import { SearchableCheckboxGroup } from './searchable-checkbox-group.tsx';

interface FilterPanelProps {
  state: ExploreState;
  onChange: (next: ExploreState) => void;
  /** Offer the Your chance filter (signed-in students with a test score: `chanceReady`). */
  personal?: boolean;
  /** How many schools matching the other filters fall under each label, when known. */
  chanceCounts?: Readonly<Record<ChanceLabel, number>>;
  /** The income band net prices use (the view's, else the remembered one). */
  incomeBand?: IncomeBand | null;
  /** The API's message when it does not know the view's ZIP code. */
  nearError?: string | null;
}

/** Every filter of the Explore list; each change goes straight to the URL (and so to the API). */
export function FilterPanel({ state, onChange, personal = false, chanceCounts, incomeBand = null, nearError = null }: FilterPanelProps) {
  const toggle =
    <K extends ListFilterKey>(key: K) =>
    (value: ExploreState[K][number]) =>
      onChange(toggleFilterValue(state, key, value));
  const { t, i18n } = useLingui();
  const FILTER_OPTIONS = filterOptions(i18n);
  const chanceOptions = FILTER_OPTIONS.chances.map((option) =>
    chanceCounts ? { ...option, label: `${option.label} (${numberFormat().format(chanceCounts[option.value])})` } : option,
  );

  return (
    <div className="divide-y divide-slate-100">
      {personal && (
        <Section>
          <CheckboxGroup legend={t`Your chance`} options={chanceOptions} selected={state.chances} onToggle={toggle('chances')} />
        </Section>
      )}
      <Section>
        <CheckboxGroup legend={t`Location`} options={FILTER_OPTIONS.locations} selected={state.locations} onToggle={toggle('locations')} />
      </Section>
      <Section>
        <DistanceFilter
          near={state.near}
          radius={state.radius}
          error={nearError}
          onChange={(near, radius) => onChange(withPlace(state, near, radius))}
        />
      </Section>
      <Section>
        <CheckboxGroup
          legend={t`University type`}
          options={FILTER_OPTIONS.programTypes}
          selected={state.programTypes}
          onToggle={toggle('programTypes')}
        />
      </Section>
      <Section>
        <CheckboxGroup legend={t`Size`} options={FILTER_OPTIONS.sizes} selected={state.sizes} onToggle={toggle('sizes')} />
      </Section>
      <Section>
        <RangeSlider
          label={t`Tuition per year (in-state at public colleges)`}
          thumbLabels={[t`Minimum tuition`, t`Maximum tuition`]}
          min={COST_RANGE.min}
          max={COST_RANGE.max}
          step={COST_RANGE.step}
          value={state.cost}
          onCommit={(cost) => onChange({ ...state, cost })}
          format={formatTuitionBound}
        />
      </Section>
      <Section>
        <NetPriceFilter value={state.netPriceMax} band={incomeBand} onChange={(netPriceMax) => onChange({ ...state, netPriceMax })} />
      </Section>
      <Section>
        <RangeSlider
          label={t`Acceptance rate`}
          thumbLabels={[t`Minimum acceptance rate`, t`Maximum acceptance rate`]}
          min={ADMIT_RANGE.min}
          max={ADMIT_RANGE.max}
          step={ADMIT_RANGE.step}
          value={state.admit}
          onCommit={(admit) => onChange({ ...state, admit })}
          format={formatAdmitBound}
        />
      </Section>
      <Section>
        <SearchableCheckboxGroup
          legend={t`State`}
          findLabel={t`Find a state`}
          options={FILTER_OPTIONS.states}
          selected={state.states}
          onToggle={toggle('states')}
        />
      </Section>
      <Section>
        <SearchableCheckboxGroup
          legend={t`Major`}
          findLabel={t`Find a major`}
          options={FILTER_OPTIONS.majors}
          selected={state.majors}
          onToggle={toggle('majors')}
        />
      </Section>
      <Section>
        <CheckboxGroup
          legend={t`Test policy`}
          options={FILTER_OPTIONS.testPolicies}
          selected={state.testPolicies}
          onToggle={toggle('testPolicies')}
        />
      </Section>
    </div>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <div className="py-4 first:pt-0 last:pb-0">{children}</div>;
}
