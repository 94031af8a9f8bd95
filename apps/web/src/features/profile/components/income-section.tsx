import { useLingui } from '@lingui/react/macro';
import { useFormContext } from 'react-hook-form';
import { INCOME_BANDS } from '@campuspath/contract/catalog-terms';
import type { Profile, ProfileBody } from '@campuspath/contract/profile';
import { STATE_CODES } from '@campuspath/contract/schools-query-terms';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { incomeBandText } from '../../../lib/data-terms.ts';
import { findUsState } from '../../../lib/us-states.ts';
import { FormSection } from './form-section.tsx';

export function IncomeSection() {
  const { register, formState } = useFormContext<ProfileBody, unknown, Profile>();
  const { t, i18n } = useLingui();
  return (
    <FormSection
      id="income"
      title={t`Family income and home state`}
      description={t`Optional. They are used only to show the prices colleges report for families like yours (in-state or out-of-state); they are never shared and never affect anything else.`}
    >
      <SelectField
        className="max-w-xs"
        label={t`Yearly household income`}
        error={formState.errors.incomeBand?.message}
        {...register('incomeBand', {
          setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : value),
        })}
      >
        <option value="">{t`Prefer not to say`}</option>
        {INCOME_BANDS.map((band) => (
          <option key={band.id} value={band.id}>
            {incomeBandText(i18n, band.id)}
          </option>
        ))}
      </SelectField>
      <SelectField
        className="mt-4 max-w-xs"
        label={t`Home state`}
        hint={t`Public colleges in other states charge out-of-state tuition; we show it there.`}
        error={formState.errors.homeState?.message}
        {...register('homeState', {
          setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : value),
        })}
      >
        <option value="">{t`Not set`}</option>
        {STATE_CODES.map((code) => (
          <option key={code} value={code}>
            {findUsState(code)?.name ?? code}
          </option>
        ))}
      </SelectField>
    </FormSection>
  );
}
