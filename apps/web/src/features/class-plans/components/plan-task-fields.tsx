import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { APPLICATION_ROUND_LABELS } from '@campuspath/contract/applications-terms';
import { CLASS_PLAN_DAYS_BEFORE_MAX, PLAN_ROUNDS } from '@campuspath/contract/class-plans-terms';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';

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

const DAYS_BEFORE_MESSAGE = `Enter a whole number of days, 0 to ${CLASS_PLAN_DAYS_BEFORE_MAX} (0 is the deadline day)`;

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
  const when = useWatch({ control, name: `tasks.${index}.when` });
  const fieldErrors = errors.tasks?.[index];
  const number = index + 1;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Task {number}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={`Task ${number} title`}
          autoComplete="off"
          className="sm:col-span-2"
          {...register(`tasks.${index}.title`, { required: 'Enter a title' })}
          error={fieldErrors?.title?.message}
        />
        <SelectField label={`Task ${number} is due`} {...register(`tasks.${index}.when`)}>
          <option value="date">On a date</option>
          <option value="relative">Before the student’s deadline in a round</option>
          <option value="none">No date</option>
        </SelectField>
        {when === 'date' ? (
          <TextField
            label={`Task ${number} due date`}
            type="date"
            {...register(`tasks.${index}.dueDate`, { required: 'Choose a date' })}
            error={fieldErrors?.dueDate?.message}
          />
        ) : null}
        {when === 'relative' ? (
          <>
            <TextField
              label={`Task ${number}: days before the deadline`}
              inputMode="numeric"
              {...register(`tasks.${index}.daysBefore`, {
                // Blank would be sent as 0 (due on the deadline day): ask instead.
                required: DAYS_BEFORE_MESSAGE,
                pattern: { value: /^\s*\d{1,3}\s*$/, message: DAYS_BEFORE_MESSAGE },
                max: { value: CLASS_PLAN_DAYS_BEFORE_MAX, message: `Enter at most ${CLASS_PLAN_DAYS_BEFORE_MAX} days` },
              })}
              error={fieldErrors?.daysBefore?.message}
            />
            <SelectField label={`Task ${number} round`} {...register(`tasks.${index}.round`)}>
              {PLAN_ROUNDS.map((round) => (
                <option key={round} value={round}>
                  {APPLICATION_ROUND_LABELS[round]}
                </option>
              ))}
            </SelectField>
          </>
        ) : null}
      </div>
      {onRemove ? (
        <Button variant="ghost" className="mt-2" onClick={onRemove}>
          Remove task {number}
        </Button>
      ) : null}
    </fieldset>
  );
}
