import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, SCHEMA_VERSION } from './migrate.ts';
import { readMeta, writeMeta } from './meta.store.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { openDatabase } from './database.ts';

// Runs on SQLite by default and on PostgreSQL when DATABASE_URL is postgres:// (CI does both).
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('database layer', () => {
  it('migrates a fresh database to the latest schema', async () => {
    const tables = await database.handle.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining([
        'meta',
        'users',
        'sessions',
        'profiles',
        'saved_schools',
        'applications',
        'essays',
        'essay_versions',
        'documents',
        'letters',
        'tasks',
        'reminder_settings',
        'notification_reads',
        'reminder_deliveries',
        'compare_items',
        'rate_limits',
        'email_links',
        'high_schools',
        'high_school_counselors',
        'high_school_students',
        'invitations',
        'shares',
        'share_views',
        'notes',
        'history_imports',
        'history_rows',
        'history_settings',
        'checked_deadlines',
        'deadline_update_dismissals',
        'former_viewers',
        'aid_estimates',
      ]),
    );
    expect(SCHEMA_VERSION).toBe('0035-invitation-locale');
  });

  it('running the migrations again changes nothing', async () => {
    await writeMeta(database.handle.db, { probe: 'kept' }, new Date());
    await migrateToLatest(database.handle.db);
    expect(await readMeta(database.handle.db)).toMatchObject({ probe: 'kept' });
  });

  it('stores and updates schema and dataset versions in meta', async () => {
    await writeMeta(database.handle.db, { schema_version: SCHEMA_VERSION, dataset_version: 'v1' }, new Date());
    await writeMeta(database.handle.db, { dataset_version: 'v2' }, new Date());
    expect(await readMeta(database.handle.db)).toMatchObject({ schema_version: SCHEMA_VERSION, dataset_version: 'v2' });
  });

  it('keeps data across connections (a restart)', async () => {
    await writeMeta(database.handle.db, { restart_probe: 'still here' }, new Date());
    const second = openDatabase(database.url);
    try {
      expect(await readMeta(second.db)).toMatchObject({ restart_probe: 'still here' });
    } finally {
      await second.close();
    }
  });
});

/**
 * Everything the migrations define, as the engine itself records it: each table's columns and
 * every index (SQLite keeps the statement that made each table, index and trigger).
 */
async function schemaOf(handle: TestDatabase['handle']): Promise<unknown> {
  if (handle.engine === 'sqlite') {
    const { rows } = await sql`SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`.execute(handle.db);
    return rows;
  }
  const columns = await sql`SELECT table_name, column_name, data_type, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`.execute(handle.db);
  const indexes = await sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`.execute(handle.db);
  return { columns: columns.rows, indexes: indexes.rows };
}

// Test files copy a database the run migrated once (decision 0017); this one migrates from an
// empty database, as a fresh install does, and must end with the same schema as the copy.
describe('the migrations from scratch', () => {
  it('build the same schema as the copied template every other test file starts from', async () => {
    const scratch = await createTestDatabase({ migratedTo: '0001-meta' });
    try {
      await migrateToLatest(scratch.handle.db);
      expect(await schemaOf(scratch.handle)).toEqual(await schemaOf(database.handle));
    } finally {
      await scratch.destroy();
    }
  });
});

describe('migration 0005-letters', () => {
  it('keeps every letter: a recommendations row written before it is a letters row after it', async () => {
    const old = await createTestDatabase({ migratedTo: '0004-compare' });
    try {
      const { db } = old.handle;
      const now = new Date().toISOString();
      await sql`INSERT INTO users (id, email, name, password_hash, graduation_year, created_at, updated_at)
        VALUES ('u1', 'ana@example.com', 'Ana', 'x', 2027, ${now}, ${now})`.execute(db);
      await sql`INSERT INTO recommendations (id, user_id, recommender_name, recommender_email, status, due_date, school_ids, created_at, updated_at)
        VALUES ('l1', 'u1', 'Dr. Ruiz', 'ruiz@school.example', 'requested', '2030-11-01', '[166683]', ${now}, ${now})`.execute(db);

      await migrateToLatest(db);

      const tables = (await db.introspection.getTables()).map((table) => table.name);
      expect(tables).toContain('letters');
      expect(tables).not.toContain('recommendations');
      const indexes =
        old.handle.engine === 'postgres'
          ? await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'letters'`.execute(db)
          : await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'letters'`.execute(db);
      expect(indexes.rows.map((row) => row.name)).toContain('letters_user_id');
      expect(indexes.rows.map((row) => row.name).filter((name) => name.includes('recommendations'))).toEqual([]);
      expect(await db.selectFrom('letters').selectAll().execute()).toEqual([
        expect.objectContaining({
          id: 'l1',
          user_id: 'u1',
          recommender_name: 'Dr. Ruiz',
          recommender_title: '',
          status: 'requested',
          due_date: '2030-11-01',
          school_ids: '[166683]',
        }),
      ]);
      // The foreign key came along: removing the account still removes its letters.
      await db.deleteFrom('users').where('id', '=', 'u1').execute();
      expect(await db.selectFrom('letters').selectAll().execute()).toEqual([]);
    } finally {
      await old.destroy();
    }
  });
});

describe('migration 0006-rate-limits', () => {
  it('records each student’s largest lead time from the settings written before it', async () => {
    const old = await createTestDatabase({ migratedTo: '0005-letters' });
    try {
      const { db } = old.handle;
      const now = new Date().toISOString();
      for (const [id, leadDays] of [
        ['u1', '[60,7,1]'],
        ['u2', '[]'],
        ['u3', '[30,14,7,3,1]'],
      ] as const) {
        await sql`INSERT INTO users (id, email, name, password_hash, graduation_year, created_at, updated_at)
          VALUES (${id}, ${`${id}@example.com`}, 'Ana', 'x', 2027, ${now}, ${now})`.execute(db);
        await sql`INSERT INTO reminder_settings (user_id, lead_days, in_app, email, calendar, weekly_digest, updated_at)
          VALUES (${id}, ${leadDays}, 1, 1, 1, 0, ${now})`.execute(db);
      }

      await migrateToLatest(db);

      const rows = await db.selectFrom('reminder_settings').select(['user_id', 'max_lead_days']).orderBy('user_id').execute();
      expect(rows).toEqual([
        { user_id: 'u1', max_lead_days: 60 },
        { user_id: 'u2', max_lead_days: 0 },
        { user_id: 'u3', max_lead_days: 30 },
      ]);
    } finally {
      await old.destroy();
    }
  });
});

describe('migration 0008-email-links', () => {
  it('leaves existing accounts unverified with no change pending, and links go with their account', async () => {
    const old = await createTestDatabase({ migratedTo: '0007-reminder-change-times' });
    try {
      const { db } = old.handle;
      const now = new Date().toISOString();
      await sql`INSERT INTO users (id, email, name, password_hash, graduation_year, created_at, updated_at)
        VALUES ('u1', 'ana@example.com', 'Ana', 'x', 2027, ${now}, ${now})`.execute(db);

      await migrateToLatest(db);

      expect(await db.selectFrom('users').select(['id', 'email', 'email_verified_at', 'pending_email']).execute()).toEqual([
        { id: 'u1', email: 'ana@example.com', email_verified_at: null, pending_email: null },
      ]);
      const link = { user_id: 'u1', purpose: 'verify' as const, email: 'ana@example.com', created_at: now, expires_at: now };
      await db
        .insertInto('email_links')
        .values({ ...link, id: 'l1', token_hash: 'a'.repeat(64), used_at: null, superseded_at: null })
        .execute();
      // A token hash names one link only.
      await expect(
        db
          .insertInto('email_links')
          .values({ ...link, id: 'l2', token_hash: 'a'.repeat(64), used_at: null, superseded_at: null })
          .execute(),
      ).rejects.toThrow();
      await db.deleteFrom('users').where('id', '=', 'u1').execute();
      expect(await db.selectFrom('email_links').selectAll().execute()).toEqual([]);
    } finally {
      await old.destroy();
    }
  });
});
