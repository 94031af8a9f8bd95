import { useFormContext } from 'react-hook-form';
import { INCOME_BANDS } from '@campuspath/contract/catalog-terms';
import type { Profile, ProfileBody } from '@campuspath/contract/profile';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { FormSection } from './form-section.tsx';

export function IncomeSection() {
  const { register, formState } = useFormContext<ProfileBody, unknown, Profile>();
  return (
    <FormSection
      id="income"
      title="Family income"
      description="Optional. It is used only to show the net price colleges report for families like yours; it is never shared and never affects anything else."
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
    </FormSection>
  );
}
