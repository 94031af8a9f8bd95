import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { CreateClassPlanBody } from '@campuspath/contract/class-plans';
import { CLASS_PLAN_TASKS_MAX } from '@campuspath/contract/class-plans-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, fieldErrors, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useCreateClassPlan } from '../api/class-plans.ts';
import { emptyTask, PlanTaskFields, type PlanFormValues } from './plan-task-fields.tsx';

const toBody = (values: PlanFormValues): CreateClassPlanBody => ({
  title: values.title,
  ...(values.audience === 'year' ? { graduationYear: Number(values.graduationYear) } : { group: values.group }),
  tasks: values.tasks.map((task) => ({
    title: task.title,
    dueDate: task.when === 'date' ? task.dueDate : null,
    relative: task.when === 'relative' ? { round: task.round, daysBefore: Number(task.daysBefore) } : null,
  })),
});

/**
 * A new class plan: its title, who it is for (a graduation year or a roster group), and its
 * tasks. What the counselor typed stays when the API refuses it, with the refused field marked.
 */
export function PlanForm({ highSchoolId, defaultYear }: { highSchoolId: string; defaultYear: number }) {
  const create = useCreateClassPlan(highSchoolId);
  const empty: PlanFormValues = { title: '', audience: 'year', graduationYear: String(defaultYear), group: '', tasks: [emptyTask()] };
  const form = useForm<PlanFormValues>({ defaultValues: empty });
  const tasks = useFieldArray({ control: form.control, name: 'tasks' });
  const { errors } = form.formState;
  const audience = useWatch({ control: form.control, name: 'audience' });
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);

  const save = async (values: PlanFormValues) => {
    setStatus(null);
    try {
      const { plan } = await create.mutateAsync(toBody(values));
      form.reset(empty);
      const reached = plan.recipients === 1 ? '1 student has it' : `${plan.recipients} students have it`;
      setStatus({
        kind: 'saved',
        text: `Made “${plan.title}”: ${reached} in their tasks now; students who join later get it when they join.`,
      });
    } catch (error) {
      const placed = showFieldErrors(form.setError, error, ['title', 'graduationYear', 'group']);
      const tasksProblem = fieldErrors(error).tasks;
      setStatus({
        kind: 'error',
        text: tasksProblem
          ? `Tasks: ${tasksProblem}`
          : placed
            ? 'Check the highlighted fields.'
            : errorMessage(error, 'The plan was not made.'),
      });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="space-y-4" aria-label="Make a class plan">
      <TextField
        label="Plan title"
        autoComplete="off"
        {...form.register('title', { required: 'Enter a title' })}
        error={errors.title?.message}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Who it is for</legend>
        <div className="mt-2 flex flex-wrap gap-4 text-sm text-slate-800">
          <label className="flex items-center gap-2">
            <input type="radio" value="year" {...form.register('audience')} /> A graduation year
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="group" {...form.register('audience')} /> A roster group
          </label>
        </div>
      </fieldset>
      {audience === 'year' ? (
        <TextField
          label="Graduation year"
          inputMode="numeric"
          {...form.register('graduationYear', {
            required: 'Enter a year such as 2027',
            pattern: { value: /^\d{4}$/, message: 'Enter a year such as 2027' },
          })}
          error={errors.graduationYear?.message}
          hint="Students whose account says this class year."
        />
      ) : (
        <TextField
          label="Roster group"
          autoComplete="off"
          {...form.register('group', { required: 'Enter a group name' })}
          error={errors.group?.message}
          hint="As your roster’s group column names it. Students are matched by their verified email."
        />
      )}
      <div className="space-y-3">
        {tasks.fields.map((field, index) => (
          <PlanTaskFields
            key={field.id}
            index={index}
            register={form.register}
            control={form.control}
            errors={errors}
            onRemove={tasks.fields.length > 1 ? () => tasks.remove(index) : null}
          />
        ))}
        {tasks.fields.length < CLASS_PLAN_TASKS_MAX ? (
          <Button variant="secondary" onClick={() => tasks.append(emptyTask())}>
            Add a task
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        A task due before a round’s deadline is dated from each student’s earliest application deadline in that round; a student with no
        such application gets it without a date, and it says why.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Making the plan…' : 'Make plan'}
        </Button>
        {status?.kind === 'saved' ? (
          <p role="status" className="text-sm text-emerald-800">
            {status.text}
          </p>
        ) : null}
      </div>
      {status?.kind === 'error' ? <FormAlert>{status.text}</FormAlert> : null}
    </form>
  );
}
