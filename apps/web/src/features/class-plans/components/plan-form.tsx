import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { ClassPlan } from '@campuspath/contract/class-plans';
import { CLASS_PLAN_TASKS_MAX } from '@campuspath/contract/class-plans-terms';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormAlert, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, fieldErrors, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useCreateClassPlan, useUpdateClassPlan } from '../api/class-plans.ts';
import { createBody, emptyPlan, planChanges, planValues, tasksBody } from './plan-form-values.ts';
import { PlanAudienceFields } from './plan-audience-fields.tsx';
import { emptyTask, PlanTaskFields, type PlanFormValues } from './plan-task-fields.tsx';

type Status = { kind: 'saved' | 'error'; text: string } | null;

function reachedWords(i18n: I18n, plan: ClassPlan): string {
  const recipients = plan.recipients;
  return i18n._(msg`${plural(recipients, { one: '# student has it', other: '# students have it' })}`);
}

/** What an edit does to the lists of the students who have the plan, for the confirmation. */
function changesWords(i18n: I18n, plan: ClassPlan, values: PlanFormValues): string {
  const { added, removed, changed, renamed } = planChanges(plan, values);
  const title = values.title.trim();
  const parts = [
    changed
      ? i18n._(
          msg`${plural(changed, { one: '# changed task changes where not done yet', other: '# changed tasks change where not done yet' })}`,
        )
      : null,
    removed
      ? i18n._(
          msg`${plural(removed, { one: '# removed task leaves their lists where not done', other: '# removed tasks leave their lists where not done' })}`,
        )
      : null,
    added ? i18n._(msg`${plural(added, { one: '# new task reaches each of them', other: '# new tasks reach each of them' })}`) : null,
    renamed ? i18n._(msg`their tasks name the plan “${title}”`) : null,
  ].filter((part) => part !== null);
  const reached = reachedWords(i18n, plan);
  const changes = parts.length ? `${parts.join('; ')}.` : i18n._(msg`Nothing in their lists changes.`);
  return i18n._(
    msg`${reached} now. ${changes} Tasks a student completed stay as they are, and students who left the school keep theirs as they were.`,
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
  const { i18n, t } = useLingui();
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
        const savedTitle = saved.title;
        const reached = reachedWords(i18n, saved);
        onSaved?.(t`Saved “${savedTitle}”: ${reached}.`);
        return;
      }
      const { plan: made } = await create.mutateAsync(createBody(values));
      form.reset(emptyPlan(defaultYear));
      const madeTitle = made.title;
      const reached = reachedWords(i18n, made);
      setStatus({
        kind: 'saved',
        text: t`Made “${madeTitle}”: ${reached} in their tasks now; students who join later get it when they join.`,
      });
    } catch (error) {
      const placed = showFieldErrors(form.setError, error, ['title', 'graduationYear', 'group']);
      const tasksProblem = fieldErrors(error).tasks;
      setStatus({
        kind: 'error',
        text: tasksProblem
          ? t`Tasks: ${tasksProblem}`
          : placed
            ? t`Check the highlighted fields.`
            : errorMessage(error, plan ? t`The changes were not saved.` : t`The plan was not made.`),
      });
    }
  };

  const submit = (values: PlanFormValues) => {
    if (plan && plan.recipients > 0) setConfirming(values);
    else void save(values);
  };
  const planTitle = plan?.title ?? '';
  const year = plan?.graduationYear ?? null;
  const group = plan?.group ?? '';
  const name = plan ? t`Edit ${planTitle}` : t`Make a class plan`;

  return (
    <>
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-4" aria-label={name}>
        <TextField
          label={t`Plan title`}
          autoComplete="off"
          {...form.register('title', { required: t`Enter a title` })}
          error={errors.title?.message}
        />
        {plan ? (
          <p className="text-sm text-slate-700">
            {year !== null
              ? t`For the Class of ${year}. A plan’s class or group stays: copy it to make one for another class.`
              : t`For roster group ${group}. A plan’s class or group stays: copy it to make one for another class.`}
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
              <Trans>Add a task</Trans>
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-slate-600">
          <Trans>
            A task due before a round’s deadline is dated from each student’s earliest application deadline in that round, and follows it
            when they add, change or remove an application; a student with no such application gets it without a date, and it says why.
          </Trans>
        </p>
        {plan ? (
          <p className="text-sm text-slate-600">
            <Trans>
              Changes reach the students of your school who have this plan now: open tasks change, removed ones leave their lists, new ones
              are added. Tasks a student completed stay as they are, and students who left the school keep theirs as they were.
            </Trans>
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending}>
            {plan ? (update.isPending ? t`Saving…` : t`Save changes`) : create.isPending ? t`Making the plan…` : t`Make plan`}
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
          title={t`Change “${planTitle}” for its students?`}
          description={confirming ? changesWords(i18n, plan, confirming) : ''}
          confirmLabel={t`Save changes`}
          pendingLabel={t`Saving…`}
          errorMessage={(error) => errorMessage(error, t`The changes were not saved.`)}
          pending={update.isPending}
          // A refusal is shown on the form, beside what was typed: the dialog closes either way.
          onConfirm={() => (confirming ? save(confirming) : Promise.resolve())}
        />
      ) : null}
    </>
  );
}
