import fc from 'fast-check';
import type { App } from '../app.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { hashPassword } from '../features/auth/password.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../test/test-clock.ts';
import { SESSION_COOKIE, createSession } from '../lib/sessions.ts';
import { sessionCookieFrom } from '../test/factories.ts';
import type { KnownValues } from './fuzz-requests.ts';
import { CALENDAR_ITEM_TABLES, OWNED_PARAM_TABLES } from './route-params.ts';

/** Every generated account has this password, so generated bodies sometimes get it right. */
export const KNOWN_PASSWORD = 'fuzzing is how we sleep at night';

export interface FuzzStudent {
  userId: string;
  email: string;
  cookie: string;
  feedFile: string | null;
}

/**
 * A full workspace (the demo's sample content: applications, essays with versions, documents,
 * letters, tasks, saved schools), turned into an ordinary account with a known password.
 */
export async function createFuzzStudent(app: App, database: DatabaseHandle): Promise<FuzzStudent> {
  const demo = await app.inject({ method: 'POST', url: '/api/auth/demo' });
  const cookie = sessionCookieFrom(demo.headers['set-cookie']);
  const userId = (demo.json() as { user: { id: string } }).user.id;
  const email = `fuzz-${userId}@example.com`;
  await database.db
    .updateTable('users')
    .set({ is_demo: 0, expires_at: null, email, password_hash: await hashPassword(KNOWN_PASSWORD) })
    .where('id', '=', userId)
    .execute();
  // One saved version of an essay, so version routes have a real id too.
  const essay = await database.db
    .selectFrom('essays')
    .select(['id', 'body', 'word_count'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('essay_versions')
    .values({ id: newId(), essay_id: essay.id, user_id: userId, body: essay.body, word_count: essay.word_count, created_at: nowIso() })
    .execute();
  const settings = await app.inject({ url: '/api/reminders/settings', headers: { cookie } });
  const feedFile = /\/api\/calendar\/([^/"?]+)/.exec(settings.body)?.[1] ?? null;
  return { userId, email, cookie, feedFile };
}

let passwordHash: Promise<string> | undefined;

/** A new account with no content and a live session, straight in the database (no hashing per account). */
export async function createThrowawayStudent(database: DatabaseHandle): Promise<string> {
  passwordHash ??= hashPassword(KNOWN_PASSWORD);
  const id = newId();
  const now = nowIso();
  await database.db
    .insertInto('users')
    .values({
      id,
      email: `throwaway-${id}@example.com`,
      name: 'Throwaway',
      password_hash: await passwordHash,
      graduation_year: 2027,
      is_demo: 0,
      expires_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const { token } = await createSession(database.db, id, new Date());
  return `${SESSION_COOKIE}=${token}`;
}

/** The student's current ids by table (re-read before each route, as earlier routes delete some). */
export async function loadKnownValues(database: DatabaseHandle, catalog: Catalog, student: FuzzStudent): Promise<KnownValues> {
  const ids: Record<string, string[]> = {};
  for (const table of new Set(Object.values(OWNED_PARAM_TABLES))) {
    const rows = await database.db
      .selectFrom(table)
      .select('id' as never)
      .where('user_id' as never, '=', student.userId as never)
      .limit(5)
      .execute();
    ids[table] = rows.map((row) => String((row as { id: unknown }).id));
  }
  const schools = catalog.schools.slice(0, 5);
  const unitIds = schools.map((school) => String(school.id));
  const bySegment: Record<string, string[]> = {
    schools: [...unitIds, ...schools.map((school) => school.slug)],
    'saved-schools': unitIds,
    university: unitIds,
    calendar: student.feedFile ? [student.feedFile] : [],
    items: Object.keys(CALENDAR_ITEM_TABLES),
  };
  const calendarFiles = Object.values(CALENDAR_ITEM_TABLES).flatMap((table) => (ids[table] ?? []).map((id) => `${id}.ics`));
  const pick = (values: string[]) => (values.length ? fc.constantFrom(...values) : null);
  return {
    params(segment, name) {
      if (segment === 'items' || segment === ':kind') return name === 'file' ? calendarFiles : bySegment.items!;
      const table = OWNED_PARAM_TABLES[segment];
      return table ? (ids[table] ?? []) : (bySegment[segment] ?? []);
    },
    hints(key) {
      if (key === 'email') return fc.oneof(fc.constant(student.email), fc.emailAddress());
      if (/email$/i.test(key)) return fc.emailAddress();
      if (key === 'timeZone') return fc.constantFrom('America/New_York', 'UTC', 'Mars/Olympus_Mons');
      if (key === 'password' || key === 'currentPassword') return fc.constant(KNOWN_PASSWORD);
      if (key === 'schoolId') return pick(unitIds.map(Number) as never);
      if (key === 'schoolIds') return fc.array(fc.constantFrom(...unitIds.map(Number)), { maxLength: 3 });
      if (key === 'applicationId') return pick(ids.applications ?? []);
      if (key === 'applicationIds') return fc.array(fc.constantFrom(...(ids.applications ?? ['none'])), { maxLength: 2 });
      return null;
    },
  };
}
