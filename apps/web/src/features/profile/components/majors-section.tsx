import { Controller, useFormContext } from 'react-hook-form';
import { MAJOR_FAMILIES, type MajorCode } from '@campuspath/contract/major-families';
import type { Profile, ProfileBody } from '@campuspath/contract/profile';
import { INTENDED_MAJORS_MAX } from '@campuspath/contract/profile-terms';
import { ChoiceList } from './choice-list.tsx';
import { FormSection } from './form-section.tsx';

const MAJOR_CHOICES = [...MAJOR_FAMILIES]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((family) => ({ value: family.code as MajorCode, label: family.name }));

export function MajorsSection() {
  const { control } = useFormContext<ProfileBody, unknown, Profile>();
  return (
    <FormSection
      id="majors"
      title="Intended majors"
      description="The fields of study colleges report degrees in (the federal CIP families). Undecided? Pick what interests you most."
    >
      <Controller
        control={control}
        name="intendedMajors"
        render={({ field, fieldState }) => (
          <ChoiceList
            legend={`Choose up to ${INTENDED_MAJORS_MAX}`}
            hint={`${field.value.length} of ${INTENDED_MAJORS_MAX} chosen`}
            options={MAJOR_CHOICES}
            value={field.value}
            onChange={field.onChange}
            max={INTENDED_MAJORS_MAX}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
            columns="sm:grid-cols-2 lg:grid-cols-3"
          />
        )}
      />
    </FormSection>
  );
}
