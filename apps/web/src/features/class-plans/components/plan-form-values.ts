import type { ClassPlan, CreateClassPlanBody, UpdateClassPlanBody } from '@campuspath/contract/class-plans';
import { emptyTask, type PlanFormValues, type PlanTaskValues } from './plan-task-fields.tsx';

/** The form's tasks as the API takes them (a kept task carries its id). */
export const tasksBody = (values: PlanFormValues): UpdateClassPlanBody['tasks'] =>
  values.tasks.map((task) => ({
    ...(task.planTaskId ? { id: task.planTaskId } : {}),
    title: task.title,
    dueDate: task.when === 'date' ? task.dueDate : null,
    relative: task.when === 'relative' ? { round: task.round, daysBefore: Number(task.daysBefore) } : null,
  }));

export const createBody = (values: PlanFormValues): CreateClassPlanBody => ({
  title: values.title,
  ...(values.audience === 'year' ? { graduationYear: Number(values.graduationYear) } : { group: values.group }),
  tasks: tasksBody(values),
});

export const emptyPlan = (defaultYear: number): PlanFormValues => ({
  title: '',
  audience: 'year',
  graduationYear: String(defaultYear),
  group: '',
  tasks: [emptyTask()],
});

/** A saved plan as the form shows it, to edit. */
export function planValues(plan: ClassPlan): PlanFormValues {
  return {
    title: plan.title,
    audience: plan.graduationYear !== null ? 'year' : 'group',
    graduationYear: plan.graduationYear === null ? '' : String(plan.graduationYear),
    group: plan.group ?? '',
    tasks: plan.tasks.map((task): PlanTaskValues => ({
      ...emptyTask(),
      planTaskId: task.id,
      title: task.title,
      when: task.relative ? 'relative' : task.dueDate ? 'date' : 'none',
      dueDate: task.dueDate ?? '',
      ...(task.relative ? { round: task.relative.round, daysBefore: String(task.relative.daysBefore) } : {}),
    })),
  };
}

/** What an edit changes in the lists of the students who have the plan, counted for the confirmation. */
export function planChanges(plan: ClassPlan, values: PlanFormValues) {
  const sent = tasksBody(values);
  const kept = new Set(sent.flatMap((task) => (task.id ? [task.id] : [])));
  const changed = sent.filter((task) => {
    const before = plan.tasks.find((old) => old.id === task.id);
    return (
      before !== undefined &&
      (before.title !== task.title.trim() ||
        before.dueDate !== task.dueDate ||
        before.relative?.round !== task.relative?.round ||
        before.relative?.daysBefore !== task.relative?.daysBefore)
    );
  }).length;
  return {
    added: sent.filter((task) => !task.id).length,
    removed: plan.tasks.filter((task) => !kept.has(task.id)).length,
    changed,
    renamed: plan.title !== values.title.trim(),
  };
}
