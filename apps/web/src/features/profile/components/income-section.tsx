import { useFormContext } from 'react-hook-form';
import { INCOME_BANDS } from '@campuspath/contract/catalog-terms';
import type { Profile, ProfileBody } from '@campuspath/contract/profile';
import { STATE_CODES } from '@campuspath/contract/schools-query-terms';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { findUsState } from '../../../lib/us-states.ts';
import { FormSection } from './form-section.tsx';

export function IncomeSection() {
  const { register, formState } = useFormContext<ProfileBody, unknown, Profile>();
  return (
    <FormSection
      id="income"
      title="Family income and home state"
      description="Optional. They are used only to show the prices colleges report for families like yours (in-state or out-of-state); they are never shared and never affect anything else."
    >
      <SelectField
        className="max-w-xs"
        label="Yearly household income"
        error={formState.errors.incomeBand?.message}
        {...register('incomeBand', {
          setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : value),
        })}
      >
        <option value="">Prefer not to say</option>
        {INCOME_BANDS.map((band) => (
          <option key={band.id} value={band.id}>
            {band.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        className="mt-4 max-w-xs"
        label="Home state"
        hint="Public colleges in other states charge out-of-state tuition; we show it there."
        error={formState.errors.homeState?.message}
        {...register('homeState', {
          setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : value),
        })}
      >
        <option value="">Not set</option>
        {STATE_CODES.map((code) => (
          <option key={code} value={code}>
            {findUsState(code)?.name ?? code}
          </option>
        ))}
      </SelectField>
    </FormSection>
  );
}
