import type { Kysely } from 'kysely';

/**
 * Class-wide plans (docs/counselors.md, "Class-wide plans"):
 * - class_plans: a school's plan for one graduation year or one roster group (exactly one of the
 *   two), made by a counselor (`created_by`, cleared when that account is deleted: the plan is the
 *   school's). Cascades from the school.
 * - class_plan_tasks: its tasks, each with a fixed `due_date` or due `days_before` the student's
 *   deadline in `relative_round` (or neither: no date).
 * - class_plan_deliveries: which students received which plan, so a student who dismissed a
 *   plan's task never gets it back, and a later joiner gets each plan once.
 * - tasks.plan_task_id / plan_title / plan_school_name: a task delivered from a plan and its
 *   source as the student sees it. No foreign key: a plan's deletion removes only the open tasks
 *   (the service does), and a completed one keeps its source name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('class_plans')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('high_school_id', 'varchar(36)', (col) => col.notNull().references('high_schools.id').onDelete('cascade'))
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('graduation_year', 'integer')
    .addColumn('group_name', 'varchar(100)')
    .addColumn('created_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('is_sample', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('class_plans_school').on('class_plans').column('high_school_id').execute();
  await db.schema
    .createTable('class_plan_tasks')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('plan_id', 'varchar(36)', (col) => col.notNull().references('class_plans.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('due_date', 'varchar(10)')
    .addColumn('relative_round', 'varchar(40)')
    .addColumn('days_before', 'integer')
    .execute();
  await db.schema.createIndex('class_plan_tasks_plan').on('class_plan_tasks').column('plan_id').execute();
  await db.schema
    .createTable('class_plan_deliveries')
    .addColumn('plan_id', 'varchar(36)', (col) => col.notNull().references('class_plans.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delivered_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('class_plan_deliveries_pk', ['plan_id', 'user_id'])
    .execute();
  await db.schema.createIndex('class_plan_deliveries_user').on('class_plan_deliveries').column('user_id').execute();
  await db.schema.alterTable('tasks').addColumn('plan_task_id', 'varchar(36)').execute();
  await db.schema.alterTable('tasks').addColumn('plan_title', 'varchar(120)').execute();
  await db.schema.alterTable('tasks').addColumn('plan_school_name', 'varchar(200)').execute();
  await db.schema.createIndex('tasks_plan_task').on('tasks').column('plan_task_id').execute();
}
