import { useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { MAJOR_FAMILIES, type MajorCode } from '@campuspath/contract/major-families';
import type { Profile, ProfileBody } from '@campuspath/contract/profile';
import { INTENDED_MAJORS_MAX } from '@campuspath/contract/profile-terms';
import { activeLocale } from '../../../lib/locale.ts';
import { majorFamilyLabel } from '../../../lib/major-family-labels.ts';
import { ChoiceList } from './choice-list.tsx';
import { FormSection } from './form-section.tsx';

export function MajorsSection() {
  const { control } = useFormContext<ProfileBody, unknown, Profile>();
  const { t, i18n } = useLingui();
  // In the page's language and its alphabetical order.
  const collator = new Intl.Collator(activeLocale());
  const choices = MAJOR_FAMILIES.map((family) => ({ value: family.code as MajorCode, label: majorFamilyLabel(i18n, family.code) })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
  const max = INTENDED_MAJORS_MAX;
  const chosenText = (chosen: number) => t`${chosen} of ${max} chosen`;
  return (
    <FormSection
      id="majors"
      title={t`Intended majors`}
      description={t`The fields of study colleges report degrees in (the federal CIP families). Undecided? Pick what interests you most.`}
    >
      <Controller
        control={control}
        name="intendedMajors"
        render={({ field, fieldState }) => (
          <ChoiceList
            legend={t`Choose up to ${max}`}
            hint={chosenText(field.value.length)}
            options={choices}
            value={field.value}
            onChange={field.onChange}
            max={INTENDED_MAJORS_MAX}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
            columnsClassName="sm:grid-cols-2 lg:grid-cols-3"
          />
        )}
      />
    </FormSection>
  );
}
