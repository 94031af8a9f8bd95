import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CLASS_PLAN_DAYS_BEFORE_MAX, PLAN_ROUNDS } from '@campuspath/contract/class-plans-terms';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { APPLICATION_ROUND_NAMES } from '../../../lib/plan-terms.ts';

export interface PlanTaskValues {
  /** The plan's task this one edits; absent for a task added in the form. */
  planTaskId?: string;
  title: string;
  when: 'date' | 'relative' | 'none';
  dueDate: string;
  round: (typeof PLAN_ROUNDS)[number];
  daysBefore: string;
}

export interface PlanFormValues {
  title: string;
  audience: 'year' | 'group';
  graduationYear: string;
  group: string;
  tasks: PlanTaskValues[];
}

export const emptyTask = (): PlanTaskValues => ({ title: '', when: 'date', dueDate: '', round: 'early-action', daysBefore: '7' });

/** One task of the plan being made: its title, and when it is due (a day, some days before a round's deadline, or no date). */
export function PlanTaskFields({
  index,
  register,
  control,
  errors,
  onRemove,
}: {
  index: number;
  register: UseFormRegister<PlanFormValues>;
  control: Control<PlanFormValues>;
  errors: FieldErrors<PlanFormValues>;
  onRemove: (() => void) | null;
}) {
  const { i18n, t } = useLingui();
  const maxDays = CLASS_PLAN_DAYS_BEFORE_MAX;
  const daysBeforeMessage = t`Enter a whole number of days, 0 to ${maxDays} (0 is the deadline day)`;
  const when = useWatch({ control, name: `tasks.${index}.when` });
  const fieldErrors = errors.tasks?.[index];
  const number = index + 1;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        <Trans>Task {number}</Trans>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`Task ${number} title`}
          autoComplete="off"
          className="sm:col-span-2"
          {...register(`tasks.${index}.title`, { required: t`Enter a title` })}
          error={fieldErrors?.title?.message}
        />
        <SelectField label={t`Task ${number} is due`} {...register(`tasks.${index}.when`)}>
          <option value="date">{t`On a date`}</option>
          <option value="relative">{t`Before the student’s deadline in a round`}</option>
          <option value="none">{t`No date`}</option>
        </SelectField>
        {when === 'date' ? (
          <TextField
            label={t`Task ${number} due date`}
            type="date"
            {...register(`tasks.${index}.dueDate`, { required: t`Choose a date` })}
            error={fieldErrors?.dueDate?.message}
          />
        ) : null}
        {when === 'relative' ? (
          <>
            <TextField
              label={t`Task ${number}: days before the deadline`}
              inputMode="numeric"
              {...register(`tasks.${index}.daysBefore`, {
                // Blank would be sent as 0 (due on the deadline day): ask instead.
                required: daysBeforeMessage,
                pattern: { value: /^\s*\d{1,3}\s*$/, message: daysBeforeMessage },
                max: { value: CLASS_PLAN_DAYS_BEFORE_MAX, message: t`Enter at most ${maxDays} days` },
              })}
              error={fieldErrors?.daysBefore?.message}
            />
            <SelectField label={t`Task ${number} round`} {...register(`tasks.${index}.round`)}>
              {PLAN_ROUNDS.map((round) => (
                <option key={round} value={round}>
                  {i18n._(APPLICATION_ROUND_NAMES[round])}
                </option>
              ))}
            </SelectField>
          </>
        ) : null}
      </div>
      {onRemove ? (
        <Button variant="ghost" className="mt-2" onClick={onRemove}>
          <Trans>Remove task {number}</Trans>
        </Button>
      ) : null}
    </fieldset>
  );
}
