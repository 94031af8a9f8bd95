import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { Profile, ProfileBody } from '@campuspath/contract/profile';
import {
  COURSE_KINDS,
  COURSE_NAME_MAX_LENGTH,
  COURSE_SCORE_RANGES,
  COURSES_MAX,
  type CourseKind,
} from '@campuspath/contract/profile-terms';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { numberOrNull } from '../profile-form-values.ts';
import { FormSection, GroupError } from './form-section.tsx';

/** The course types in the page's language (the contract's COURSE_KINDS are the stored values). */
const COURSE_KIND_NAMES: Record<CourseKind, MessageDescriptor> = {
  AP: msg`AP`,
  IB: msg`IB`,
  Honors: msg`Honors`,
  'Dual enrollment': msg`Dual enrollment`,
};

const scoresFor = (kind: CourseKind | undefined) => {
  const range = kind ? COURSE_SCORE_RANGES[kind] : null;
  return range ? Array.from({ length: range.max - range.min + 1 }, (_, index) => range.min + index) : [];
};

export function CoursesSection() {
  const { register, control, formState, getValues, setValue } = useFormContext<ProfileBody, unknown, Profile>();
  const { errors } = formState;
  const courses = useFieldArray({ control, name: 'courses' });
  const kinds = useWatch({ control, name: 'courses' })?.map((course) => course?.kind);
  const { t, i18n } = useLingui();

  return (
    <FormSection
      id="courses"
      title={t`Courses`}
      description={t`Advanced courses: AP (exam scored 1-5), IB (scored 1-7), Honors and dual enrollment. Leave the score empty until you have it.`}
    >
      {courses.fields.length > 0 ? (
        <ol className="space-y-4">
          {courses.fields.map((field, index) => {
            const fieldErrors = errors.courses?.[index];
            const scores = scoresFor(kinds?.[index]);
            const number = index + 1;
            return (
              <li
                key={field.id}
                className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_10rem_8rem_auto] sm:items-start sm:border-0 sm:p-0"
              >
                <TextField
                  label={t`Course ${number}`}
                  placeholder={t`e.g. AP Calculus BC`}
                  maxLength={COURSE_NAME_MAX_LENGTH}
                  error={fieldErrors?.name?.message}
                  {...register(`courses.${index}.name`)}
                />
                <SelectField
                  label={t`Course ${number} type`}
                  error={fieldErrors?.kind?.message}
                  {...register(`courses.${index}.kind`, {
                    // A score that does not fit the new type is cleared rather than silently kept.
                    onChange: (event: { target: { value: CourseKind } }) => {
                      const score = getValues(`courses.${index}.score`);
                      if (score !== null && !scoresFor(event.target.value).includes(score)) setValue(`courses.${index}.score`, null);
                    },
                  })}
                >
                  {COURSE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {i18n._(COURSE_KIND_NAMES[kind])}
                    </option>
                  ))}
                </SelectField>
                {scores.length > 0 ? (
                  <SelectField
                    label={t`Course ${number} exam score`}
                    error={fieldErrors?.score?.message}
                    {...register(`courses.${index}.score`, { setValueAs: numberOrNull })}
                  >
                    <option value="">{t`Not yet`}</option>
                    {scores.map((score) => (
                      <option key={score} value={score}>
                        {score}
                      </option>
                    ))}
                  </SelectField>
                ) : (
                  <div>
                    <p className="block text-sm font-medium text-slate-800">
                      <Trans>Exam score</Trans>
                    </p>
                    <p className="mt-1 py-2 text-sm text-slate-600">
                      <Trans>No exam</Trans>
                    </p>
                    <GroupError id={`course-${index}-score-error`} message={fieldErrors?.score?.message} />
                  </div>
                )}
                <Button
                  variant="ghost"
                  className="px-2.5 sm:mt-6"
                  aria-label={t`Remove course ${number}`}
                  onClick={() => courses.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sm:hidden">
                    <Trans>Remove</Trans>
                  </span>
                </Button>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>No courses yet.</Trans>
        </p>
      )}
      <GroupError id="courses-error" message={errors.courses?.message ?? errors.courses?.root?.message} />
      <Button
        variant="secondary"
        className="mt-4"
        disabled={courses.fields.length >= COURSES_MAX}
        onClick={() => courses.append({ name: '', kind: 'AP', score: null }, { shouldFocus: true })}
      >
        <Plus aria-hidden="true" className="size-4" />
        <Trans>Add a course</Trans>
      </Button>
    </FormSection>
  );
}
