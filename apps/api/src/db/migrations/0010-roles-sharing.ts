import type { Kysely } from 'kysely';

/**
 * Family and counselor access:
 * - users.role: 'student' (the default, and every account made before roles existed), 'parent' or 'counselor'.
 * - high_schools: organisations counselors create. `join_code_hash` is the SHA-256 of the code
 *   students type (never the code), with its expiry; a new code replaces it.
 * - high_school_counselors: who runs a school (a school always keeps at least one).
 * - high_school_students: the school a student belongs to; the primary key makes it at most one.
 * - invitations: emailed or copied one-time links, owned by who sent them (`user_id`): a
 *   student's to a parent ('parent') or a counselor's to another counselor ('counselor', naming
 *   the school). Only the token's SHA-256 is stored; used_at makes a link single use, revoked_at
 *   ends it early.
 * - shares: what a student (`user_id`, the owner) shows one viewer: a parent (`viewer_id`) or the
 *   counselors of their school (`high_school_id`); `scopes` is a JSON list of the scopes on.
 * - share_views: when each viewer last read a share ("Mom: Nov 20").
 * - notes: a counselor's note on a student's (`user_id`) application or essay, the thread the
 *   student sees; the author's name is kept so the thread reads the same after they leave.
 * - tasks.assigned_by / assigned_by_name: the counselor who added a task ("From Ms. Rivera"); null
 *   for the student's own. The student completes or dismisses such a task but cannot edit it.
 * Every row cascades from the users it names, so deleting a student removes their shares and
 * with them every viewer's access; deleting a viewer removes their view.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(12)', (col) => col.notNull().defaultTo('student'))
    .execute();

  await db.schema
    .createTable('high_schools')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('city', 'varchar(80)', (col) => col.notNull())
    .addColumn('state', 'varchar(2)', (col) => col.notNull())
    .addColumn('join_code_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('join_code_expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('high_school_counselors')
    .addColumn('high_school_id', 'varchar(36)', (col) => col.notNull().references('high_schools.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('high_school_counselors_pk', ['high_school_id', 'user_id'])
    .execute();
  await db.schema.createIndex('high_school_counselors_user').on('high_school_counselors').column('user_id').execute();

  await db.schema
    .createTable('high_school_students')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('high_school_id', 'varchar(36)', (col) => col.notNull().references('high_schools.id').onDelete('cascade'))
    .addColumn('joined_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('high_school_students_school').on('high_school_students').column('high_school_id').execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('high_school_id', 'varchar(36)', (col) => col.references('high_schools.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(40)')
    .addColumn('revoked_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('invitations_user').on('invitations').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('shares')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('viewer_id', 'varchar(36)', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('high_school_id', 'varchar(36)', (col) => col.references('high_schools.id').onDelete('cascade'))
    .addColumn('scopes', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('shares_student_viewer', ['user_id', 'viewer_id'])
    .addUniqueConstraint('shares_student_school', ['user_id', 'high_school_id'])
    .execute();
  await db.schema.createIndex('shares_viewer').on('shares').column('viewer_id').execute();
  await db.schema.createIndex('shares_high_school').on('shares').column('high_school_id').execute();

  await db.schema
    .createTable('share_views')
    .addColumn('share_id', 'varchar(36)', (col) => col.notNull().references('shares.id').onDelete('cascade'))
    .addColumn('viewer_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('viewed_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('share_views_pk', ['share_id', 'viewer_id'])
    .execute();

  await db.schema
    .createTable('notes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('target_kind', 'varchar(12)', (col) => col.notNull())
    .addColumn('target_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notes_target').on('notes').columns(['user_id', 'target_kind', 'target_id', 'created_at']).execute();

  await db.schema
    .alterTable('tasks')
    .addColumn('assigned_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('tasks').addColumn('assigned_by_name', 'varchar(100)').execute();
}
