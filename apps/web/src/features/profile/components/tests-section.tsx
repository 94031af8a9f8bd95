import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext } from 'react-hook-form';
import type { Profile, ProfileBody } from '@campuspath/contract/profile';
import { ACT_RANGE, SAT_SECTION_RANGE, SAT_TOTAL_RANGE } from '@campuspath/contract/profile-terms';
import { TextField } from '../../../components/ui/form-field.tsx';
import { numberOrNull } from '../profile-form-values.ts';
import { FormSection } from './form-section.tsx';

const asNumber = { setValueAs: numberOrNull };

export function TestsSection() {
  const { register, formState } = useFormContext<ProfileBody, unknown, Profile>();
  const { errors } = formState;
  const { t } = useLingui();
  const satMin = SAT_TOTAL_RANGE.min;
  const satMax = SAT_TOTAL_RANGE.max;
  const sectionMin = SAT_SECTION_RANGE.min;
  const sectionMax = SAT_SECTION_RANGE.max;
  const actMin = ACT_RANGE.min;
  const actMax = ACT_RANGE.max;
  return (
    <FormSection
      id="tests"
      title={t`Tests`}
      description={t`Your best scores. Leave a test empty if you haven't taken it or won't send it.`}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t`SAT total`}
          type="number"
          inputMode="numeric"
          step={10}
          min={SAT_TOTAL_RANGE.min}
          max={SAT_TOTAL_RANGE.max}
          hint={t`${satMin} to ${satMax}`}
          error={errors.satTotal?.message}
          {...register('satTotal', asNumber)}
        />
        <TextField
          label={t`SAT reading and writing`}
          type="number"
          inputMode="numeric"
          step={10}
          min={SAT_SECTION_RANGE.min}
          max={SAT_SECTION_RANGE.max}
          hint={t`${sectionMin} to ${sectionMax}, optional`}
          error={errors.satReading?.message}
          {...register('satReading', asNumber)}
        />
        <TextField
          label={t`SAT math`}
          type="number"
          inputMode="numeric"
          step={10}
          min={SAT_SECTION_RANGE.min}
          max={SAT_SECTION_RANGE.max}
          hint={t`${sectionMin} to ${sectionMax}, optional`}
          error={errors.satMath?.message}
          {...register('satMath', asNumber)}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>With both sections, the total is their sum (we fill it in if you leave it empty).</Trans>
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField
          label={t`ACT composite`}
          type="number"
          inputMode="numeric"
          min={ACT_RANGE.min}
          max={ACT_RANGE.max}
          hint={t`${actMin} to ${actMax}`}
          error={errors.act?.message}
          {...register('act', asNumber)}
        />
      </div>
    </FormSection>
  );
}
