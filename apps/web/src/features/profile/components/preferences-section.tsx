import { Controller, useFormContext } from 'react-hook-form';
import { LOCALE_KINDS, REGIONS, SIZE_BUCKETS } from '@campuspath/contract/catalog-terms';
import type { Profile, ProfileBody } from '@campuspath/contract/profile';
import { BUDGET_MAX, PREFERRED_STATES_MAX, SETTING_LABELS } from '@campuspath/contract/profile-terms';
import { TextField } from '../../../components/ui/form-field.tsx';
import { US_STATES } from '../../../lib/us-states.ts';
import { numberOrNull } from '../profile-form-values.ts';
import { ChoiceList } from './choice-list.tsx';
import { FormSection } from './form-section.tsx';

const REGION_CHOICES = REGIONS.map((region) => ({ value: region, label: region }));
const SIZE_CHOICES = SIZE_BUCKETS.map((size) => ({ value: size.id, label: size.label, hint: size.description }));
const STATE_CHOICES = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const SETTING_CHOICES = LOCALE_KINDS.map((kind) => ({ value: kind, label: SETTING_LABELS[kind] }));

/** The three checkbox groups shown side by side; states follow in their own scrolling list. */
const PREFERENCE_GROUPS = [
  { name: 'preferences.regions', legend: 'Regions', options: REGION_CHOICES },
  { name: 'preferences.sizes', legend: 'Size', options: SIZE_CHOICES },
  { name: 'preferences.settings', legend: 'Setting', options: SETTING_CHOICES },
] as const;

export function PreferencesSection() {
  const { control, register, formState } = useFormContext<ProfileBody, unknown, Profile>();
  const errors = formState.errors.preferences;
  return (
    <FormSection id="preferences" title="Preferences" description="What you want in a college. Leave a group empty if anything goes.">
      <div className="grid gap-6 md:grid-cols-3">
        {PREFERENCE_GROUPS.map(({ name, legend, options }) => (
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
                columns=""
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
              legend="States (optional)"
              hint={`Up to ${PREFERRED_STATES_MAX}, for example your home state. A college in a chosen region or state counts as a location match.`}
              options={STATE_CHOICES}
              value={field.value ?? []}
              onChange={field.onChange}
              max={PREFERRED_STATES_MAX}
              error={fieldState.error?.message}
              columns="grid-cols-2 sm:grid-cols-3"
            />
          )}
        />
      </div>
      <TextField
        className="mt-6 max-w-xs"
        label="Yearly budget in US dollars (optional)"
        type="number"
        inputMode="numeric"
        min={0}
        max={BUDGET_MAX}
        step={1000}
        hint="The most your family can pay per year, after grants. Leave it empty if you're not sure."
        error={errors?.budget?.message}
        {...register('preferences.budget', { setValueAs: numberOrNull })}
      />
    </FormSection>
  );
}
