import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field.tsx';
import type { PlanFormValues } from './plan-task-fields.tsx';

/** Who a new plan is for: a graduation year, or a roster group (chosen once; an edit keeps it). */
export function PlanAudienceFields({
  audience,
  register,
  errors,
}: {
  audience: PlanFormValues['audience'];
  register: UseFormRegister<PlanFormValues>;
  errors: FieldErrors<PlanFormValues>;
}) {
  const { t } = useLingui();
  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          <Trans>Who it is for</Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-4 text-sm text-slate-800">
          <label className="flex items-center gap-2">
            <input type="radio" value="year" {...register('audience')} /> <Trans>A graduation year</Trans>
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="group" {...register('audience')} /> <Trans>A roster group</Trans>
          </label>
        </div>
      </fieldset>
      {audience === 'year' ? (
        <TextField
          label={t`Graduation year`}
          inputMode="numeric"
          {...register('graduationYear', {
            required: t`Enter a year such as 2027`,
            pattern: { value: /^\d{4}$/, message: t`Enter a year such as 2027` },
          })}
          error={errors.graduationYear?.message}
          hint={t`Students whose account says this class year.`}
        />
      ) : (
        <TextField
          label={t`Roster group`}
          autoComplete="off"
          {...register('group', { required: t`Enter a group name` })}
          error={errors.group?.message}
          hint={t`As your roster’s group column names it. Students are matched by their verified email.`}
        />
      )}
    </>
  );
}
