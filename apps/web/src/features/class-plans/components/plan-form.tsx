import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { ClassPlan } from '@campuspath/contract/class-plans';
import { CLASS_PLAN_TASKS_MAX } from '@campuspath/contract/class-plans-terms';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormAlert, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, fieldErrors, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { formatCounted, formatStudents } from '../../../lib/format-size.ts';
import { useCreateClassPlan, useUpdateClassPlan } from '../api/class-plans.ts';
import { createBody, emptyPlan, planChanges, planValues, tasksBody } from './plan-form-values.ts';
import { PlanAudienceFields } from './plan-audience-fields.tsx';
import { emptyTask, PlanTaskFields, type PlanFormValues } from './plan-task-fields.tsx';

type Status = { kind: 'saved' | 'error'; text: string } | null;

const reachedWords = (plan: ClassPlan) => (plan.recipients === 1 ? '1 student has it' : `${formatStudents(plan.recipients)} have it`);

/** What an edit does to the lists of the students who have the plan, for the confirmation. */
function changesWords(plan: ClassPlan, values: PlanFormValues): string {
  const { added, removed, changed, renamed } = planChanges(plan, values);
  const verb = (count: number, one: string, many: string) => (count === 1 ? one : many);
  const parts = [
    changed ? `${formatCounted(changed, 'changed task')} ${verb(changed, 'changes', 'change')} where not done yet` : null,
    removed ? `${formatCounted(removed, 'removed task')} ${verb(removed, 'leaves', 'leave')} their lists where not done` : null,
    added ? `${formatCounted(added, 'new task')} ${verb(added, 'reaches', 'reach')} each of them` : null,
    renamed ? `their tasks name the plan “${values.title.trim()}”` : null,
  ].filter((part) => part !== null);
  return (
    `${reachedWords(plan)} now. ${parts.length ? `${parts.join('; ')}.` : 'Nothing in their lists changes.'} ` +
    'Tasks a student completed stay as they are, and students who left the school keep theirs as they were.'
  );
}

/**
 * A class plan's form: a new plan (its title, who it is for, its tasks), or, given `plan`, that
 * plan's title and tasks to change (its class or group stays). Saving a change that reaches
 * students asks first, saying what changes in their lists. What the counselor typed stays when
 * the API refuses it, with the refused field marked.
 */
export function PlanForm({
  highSchoolId,
  defaultYear,
  plan,
  onSaved,
}: {
  highSchoolId: string;
  defaultYear: number;
  /** The plan to edit; a new plan without it. */
  plan?: ClassPlan;
  /** After an edit is saved, with what to tell the counselor. */
  onSaved?: (text: string) => void;
}) {
  const create = useCreateClassPlan(highSchoolId);
  const update = useUpdateClassPlan(highSchoolId, plan?.id ?? '');
  const pending = create.isPending || update.isPending;
  const form = useForm<PlanFormValues>({ defaultValues: plan ? planValues(plan) : emptyPlan(defaultYear) });
  const tasks = useFieldArray({ control: form.control, name: 'tasks' });
  const { errors } = form.formState;
  const audience = useWatch({ control: form.control, name: 'audience' });
  const [status, setStatus] = useState<Status>(null);
  // Valid values of an edit waiting for the counselor's confirmation.
  const [confirming, setConfirming] = useState<PlanFormValues | null>(null);

  const save = async (values: PlanFormValues) => {
    setStatus(null);
    try {
      if (plan) {
        const { plan: saved } = await update.mutateAsync({ title: values.title, tasks: tasksBody(values) });
        onSaved?.(`Saved “${saved.title}”: ${reachedWords(saved)}.`);
        return;
      }
      const { plan: made } = await create.mutateAsync(createBody(values));
      form.reset(emptyPlan(defaultYear));
      setStatus({
        kind: 'saved',
        text: `Made “${made.title}”: ${reachedWords(made)} in their tasks now; students who join later get it when they join.`,
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
            : errorMessage(error, plan ? 'The changes were not saved.' : 'The plan was not made.'),
      });
    }
  };

  const submit = (values: PlanFormValues) => {
    if (plan && plan.recipients > 0) setConfirming(values);
    else void save(values);
  };
  const name = plan ? `Edit ${plan.title}` : 'Make a class plan';

  return (
    <>
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-4" aria-label={name}>
        <TextField
          label="Plan title"
          autoComplete="off"
          {...form.register('title', { required: 'Enter a title' })}
          error={errors.title?.message}
        />
        {plan ? (
          <p className="text-sm text-slate-700">
            For {plan.graduationYear !== null ? `the Class of ${plan.graduationYear}` : `roster group ${plan.group}`}. A plan’s class or
            group stays: copy it to make one for another class.
          </p>
        ) : (
          <PlanAudienceFields audience={audience} register={form.register} errors={errors} />
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
          A task due before a round’s deadline is dated from each student’s earliest application deadline in that round, and follows it when
          they add, change or remove an application; a student with no such application gets it without a date, and it says why.
        </p>
        {plan ? (
          <p className="text-sm text-slate-600">
            Changes reach the students of your school who have this plan now: open tasks change, removed ones leave their lists, new ones
            are added. Tasks a student completed stay as they are, and students who left the school keep theirs as they were.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending}>
            {plan ? (update.isPending ? 'Saving…' : 'Save changes') : create.isPending ? 'Making the plan…' : 'Make plan'}
          </Button>
          {status?.kind === 'saved' ? (
            <p role="status" className="text-sm text-emerald-800">
              {status.text}
            </p>
          ) : null}
        </div>
        {status?.kind === 'error' ? <FormAlert>{status.text}</FormAlert> : null}
      </form>
      {/* Outside the form: the dialog's own form would otherwise submit this one too (React events cross portals). */}
      {plan ? (
        <ConfirmDialog
          trigger={null}
          open={confirming !== null}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={`Change “${plan.title}” for its students?`}
          description={confirming ? changesWords(plan, confirming) : ''}
          confirmLabel="Save changes"
          pendingLabel="Saving…"
          errorMessage={(error) => errorMessage(error, 'The changes were not saved.')}
          pending={update.isPending}
          // A refusal is shown on the form, beside what was typed: the dialog closes either way.
          onConfirm={() => (confirming ? save(confirming) : Promise.resolve())}
        />
      ) : null}
    </>
  );
}
