import type { Kysely } from 'kysely';

/**
 * Accounts and the student workspace. Conventions, the same on SQLite and PostgreSQL:
 * ids are random text (never sequential, so they reveal nothing); dates are ISO `YYYY-MM-DD`
 * text and instants ISO timestamps; booleans are 0/1 integers; lists are JSON text. Every
 * user-owned row carries `user_id` with ON DELETE CASCADE, so removing an account removes
 * everything it owns (files in storage are removed by the account service).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('graduation_year', 'integer', (col) => col.notNull())
    .addColumn('is_demo', 'integer', (col) => col.notNull().defaultTo(0))
    // Demo accounts expire a day after creation; null for real accounts.
    .addColumn('expires_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    // SHA-256 of the cookie's token; the token itself is never stored.
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('gpa', 'double precision')
    .addColumn('weighted_gpa', 'double precision')
    .addColumn('sat_total', 'integer')
    .addColumn('sat_reading', 'integer')
    .addColumn('sat_math', 'integer')
    .addColumn('act', 'integer')
    .addColumn('class_rank', 'integer')
    .addColumn('class_size', 'integer')
    .addColumn('income_band', 'varchar(20)')
    .addColumn('term_gpas', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('courses', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('intended_majors', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('preferences', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('saved_schools')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('school_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('saved_schools_pk', ['user_id', 'school_id'])
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('school_id', 'integer', (col) => col.notNull())
    .addColumn('round', 'varchar(40)', (col) => col.notNull())
    .addColumn('deadline', 'varchar(10)')
    // IANA zone of the school; "due" is 11:59 pm there.
    .addColumn('time_zone', 'varchar(64)')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('decision_date', 'varchar(10)')
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('portal_url', 'text')
    // [{ id, label, done }]: drives progress percent and missing items.
    .addColumn('checklist', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('applications_school_round', ['user_id', 'school_id', 'round'])
    .execute();
  await db.schema.createIndex('applications_user_id').on('applications').column('user_id').execute();

  await db.schema
    .createTable('essays')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('prompt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('word_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_words', 'integer')
    .addColumn('due_date', 'varchar(10)')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    // Optimistic concurrency: every save names the version it edited.
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('essays_user_id').on('essays').column('user_id').execute();

  await db.schema
    .createTable('essay_versions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('essay_id', 'varchar(36)', (col) => col.notNull().references('essays.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('word_count', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('essay_versions_essay_id').on('essay_versions').column('essay_id').execute();

  await db.schema
    .createTable('essay_applications')
    .addColumn('essay_id', 'varchar(36)', (col) => col.notNull().references('essays.id').onDelete('cascade'))
    .addColumn('application_id', 'varchar(36)', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('essay_applications_pk', ['essay_id', 'application_id'])
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('mime_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('documents_user_id').on('documents').column('user_id').execute();

  await db.schema
    .createTable('document_applications')
    .addColumn('document_id', 'varchar(36)', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('application_id', 'varchar(36)', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('document_applications_pk', ['document_id', 'application_id'])
    .execute();

  await db.schema
    .createTable('recommendations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recommender_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('recommender_title', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('recommender_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('date_requested', 'varchar(10)')
    .addColumn('due_date', 'varchar(10)')
    .addColumn('last_reminder', 'varchar(10)')
    // Catalogue ids of the universities the letter is for (JSON array).
    .addColumn('school_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('recommendations_user_id').on('recommendations').column('user_id').execute();

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('due_date', 'varchar(10)')
    .addColumn('category', 'varchar(40)', (col) => col.notNull())
    .addColumn('priority', 'varchar(10)', (col) => col.notNull())
    .addColumn('completed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tasks_user_id').on('tasks').column('user_id').execute();
}
