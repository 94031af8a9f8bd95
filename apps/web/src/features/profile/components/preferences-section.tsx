import { useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { LOCALE_KINDS, REGIONS, SIZE_BUCKETS } from '@campuspath/contract/catalog-terms';
import type { Profile, ProfileBody } from '@campuspath/contract/profile';
import { BUDGET_MAX, PREFERRED_STATES_MAX } from '@campuspath/contract/profile-terms';
import { TextField } from '../../../components/ui/form-field.tsx';
import { REGION_LABELS, SETTING_KIND_LABELS, SIZE_HINTS, SIZE_LABELS } from '../../../lib/data-terms.ts';
import { US_STATES } from '../../../lib/us-states.ts';
import { numberOrNull } from '../profile-form-values.ts';
import { ChoiceList } from './choice-list.tsx';
import { FormSection } from './form-section.tsx';

// States keep their names, as places do in every language.
const STATE_CHOICES = US_STATES.map((state) => ({ value: state.code, label: state.name }));

export function PreferencesSection() {
  const { control, register, formState } = useFormContext<ProfileBody, unknown, Profile>();
  const errors = formState.errors.preferences;
  const { t, i18n } = useLingui();
  const statesMax = PREFERRED_STATES_MAX;
  // The three checkbox groups shown side by side; states follow in their own scrolling list.
  const groups = [
    {
      name: 'preferences.regions',
      legend: t`Regions`,
      options: REGIONS.map((region) => ({ value: region, label: i18n._(REGION_LABELS[region]) })),
    },
    {
      name: 'preferences.sizes',
      legend: t`Size`,
      options: SIZE_BUCKETS.map((size) => ({ value: size.id, label: i18n._(SIZE_LABELS[size.id]), hint: i18n._(SIZE_HINTS[size.id]) })),
    },
    {
      name: 'preferences.settings',
      legend: t`Setting`,
      options: LOCALE_KINDS.map((kind) => ({ value: kind, label: i18n._(SETTING_KIND_LABELS[kind]) })),
    },
  ] as const;
  return (
    <FormSection id="preferences" title={t`Preferences`} description={t`What you want in a college. Leave a group empty if anything goes.`}>
      <div className="grid gap-6 md:grid-cols-3">
        {groups.map(({ name, legend, options }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <ChoiceList
                legend={legend}
                options={options}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                columnsClassName=""
              />
            )}
          />
        ))}
      </div>
      <div className="mt-6 max-h-64 overflow-y-auto rounded-lg border border-slate-200 p-3">
        <Controller
          control={control}
          name="preferences.states"
          render={({ field, fieldState }) => (
            <ChoiceList
              legend={t`States (optional)`}
              hint={t`Up to ${statesMax}, for example your home state. A college in a chosen region or state counts as a location match.`}
              options={STATE_CHOICES}
              value={field.value ?? []}
              onChange={field.onChange}
              max={PREFERRED_STATES_MAX}
              error={fieldState.error?.message}
              columnsClassName="grid-cols-2 sm:grid-cols-3"
            />
          )}
        />
      </div>
      <TextField
        className="mt-6 max-w-xs"
        label={t`Yearly budget in US dollars (optional)`}
        type="number"
        inputMode="numeric"
        min={0}
        max={BUDGET_MAX}
        step={1000}
        hint={t`The most your family can pay per year, after grants. Leave it empty if you're not sure.`}
        error={errors?.budget?.message}
        {...register('preferences.budget', { setValueAs: numberOrNull })}
      />
    </FormSection>
  );
}
