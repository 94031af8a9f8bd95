import type { Generated } from 'kysely';

/** Table types for a school's class-wide plans (migration 0026). Part of `Database` in schema.ts. */
export interface ClassPlansTable {
  id: string;
  high_school_id: string;
  title: string;
  /** Exactly one of the two: the class it is for, or the roster group. */
  graduation_year: number | null;
  group_name: string | null;
  /** The counselor who made it; null once their account is deleted (the plan stays the school's). */
  created_by: string | null;
  is_sample: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ClassPlanTasksTable {
  id: string;
  plan_id: string;
  position: number;
  title: string;
  /** A fixed day (YYYY-MM-DD), or due `days_before` the student's deadline in `relative_round`, or neither. */
  due_date: string | null;
  relative_round: string | null;
  days_before: number | null;
}

export interface ClassPlanDeliveriesTable {
  plan_id: string;
  user_id: string;
  delivered_at: string;
}

/** The tasks table's columns naming the class plan's task a task came from, and the plan's title and school as the student sees them. */
export interface TaskPlanColumns {
  plan_task_id: string | null;
  plan_title: string | null;
  plan_school_name: string | null;
}
