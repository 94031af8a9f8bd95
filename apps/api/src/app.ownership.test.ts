import { describe, expect, it } from 'vitest';
import type { Database } from './db/schema.ts';
import { newId, nowIso } from './lib/ids.ts';
import { sessionCookieFrom, signUp } from './test/factories.ts';
import { useTestApp } from './test/test-app.ts';

/**
 * No IDOR anywhere: every workspace route with an id in its path is tried by a second student
 * with the first student's ids, and must answer 404 and change nothing. The routes come from the
 * app's own OpenAPI document, so a route added later is covered without touching this file.
 */
const ctx = useTestApp();

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
};

/** A small valid value for a JSON schema (required properties only): enough to get past validation. */
function example(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return example(choice.find((option) => option.type !== 'null') ?? choice[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      // Required properties, or the first one when none is (partial updates need at least one field).
      const keys = schema.required?.length ? schema.required : Object.keys(schema.properties ?? {}).slice(0, 1);
      return Object.fromEntries(keys.map((key) => [key, example(schema.properties?.[key])]));
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return undefined;
  }
}

// Path segment before a parameter -> the table whose row the parameter names.
const PARAM_TABLES: Record<string, keyof Database> = {
  applications: 'applications',
  essays: 'essays',
  versions: 'essay_versions',
  documents: 'documents',
  letters: 'recommendations',
  tasks: 'tasks',
};
// Catalogue ids are public, not owned: saving school 123 is the caller's own act.
const PUBLIC_PARAMS = new Set(['/api/schools', '/api/saved-schools']);
// The calendar feed needs no session: its secret token is the authority (reminders tests cover it).
const TOKEN_PATHS = new Set(['/api/calendar/{file}']);
// Routes whose parameters are not "segment/{id}": the calendar file of each kind of the owner's dated items.
const ITEM_KIND_TABLES = { application: 'applications', essay: 'essays', recommendation: 'recommendations', task: 'tasks' } as const;

describe('ownership of every workspace route', () => {
  it("answers 404 to another student for each of the first student's ids, and changes nothing", async () => {
    const db = ctx.database.handle.db;
    // Student A: a demo workspace holds one of everything.
    const demo = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const ownerId = demo.json().user.id as string;
    const essay = await db
      .selectFrom('essays')
      .select(['id', 'body', 'word_count'])
      .where('user_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('essay_versions')
      .values({ id: newId(), essay_id: essay.id, user_id: ownerId, body: essay.body, word_count: essay.word_count, created_at: nowIso() })
      .execute();
    const owned = async (table: keyof Database) =>
      (await db
        .selectFrom(table)
        .selectAll()
        .where('user_id' as never, '=', ownerId as never)
        .execute()) as Record<string, unknown>[];
    const tables = Object.values(PARAM_TABLES);
    const before = Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await owned(table)] as const)));
    const idOf = (table: keyof Database) =>
      String((before[table] as Record<string, unknown>[])[0]![table === 'essay_versions' ? 'id' : 'id']);

    // Student B, with an application of their own (for routes that pair two ids).
    const intruder = await signUp(ctx.app);
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
    };

    const tried: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.includes('{') || TOKEN_PATHS.has(path) || [...PUBLIC_PARAMS].some((prefix) => path.startsWith(`${prefix}/`))) continue;
      if (path === '/api/calendar/items/{kind}/{file}') {
        for (const [kind, table] of Object.entries(ITEM_KIND_TABLES)) {
          const response = await ctx.app.inject({
            url: `/api/calendar/items/${kind}/${idOf(table)}.ics`,
            headers: { cookie: intruder.cookie },
          });
          tried.push(`GET ${path} (${kind})`);
          expect(response.statusCode, `GET ${path} (${kind}): ${response.body}`).toBe(404);
        }
        continue;
      }
      const url = path.replace(/([^/]+)\/\{[^}]+\}/g, (_match, segment: string) => {
        const table = PARAM_TABLES[segment];
        if (!table) throw new Error(`No owner table known for the parameter after "${segment}" in ${path}; add it to PARAM_TABLES`);
        return `${segment}/${idOf(table)}`;
      });
      for (const [method, operation] of Object.entries(operations)) {
        const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
        const response = await ctx.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { cookie: intruder.cookie },
          ...(jsonBody ? { payload: example(jsonBody) as object } : {}),
        });
        tried.push(`${method.toUpperCase()} ${path}`);
        expect(response.statusCode, `${method.toUpperCase()} ${path}: ${response.body}`).toBe(404);
        expect(response.json(), `${method.toUpperCase()} ${path}`).toMatchObject({ error: 'not_found' });
      }
    }
    // Every kind of owned row was attacked, by reading, changing and deleting.
    expect(tried.length).toBeGreaterThanOrEqual(15);
    for (const verb of ['GET', 'PATCH', 'DELETE', 'POST']) expect(tried.some((entry) => entry.startsWith(verb))).toBe(true);

    const after = Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await owned(table)] as const)));
    expect(after).toEqual(before);
    // And the owner still has everything, through the API.
    const ownerCookie = sessionCookieFrom(demo.headers['set-cookie']);
    for (const list of ['/api/applications', '/api/essays', '/api/documents', '/api/letters', '/api/tasks']) {
      expect((await ctx.app.inject({ url: list, headers: { cookie: ownerCookie } })).statusCode, list).toBe(200);
    }
  });

  it('keeps every list and summary to the signed-in student', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const empty = await signUp(ctx.app);
    const lists: Record<string, (body: Record<string, unknown>) => unknown[]> = {
      '/api/applications': (body) => body.applications as unknown[],
      '/api/essays': (body) => body.essays as unknown[],
      '/api/documents': (body) => body.documents as unknown[],
      '/api/letters': (body) => body.recommendations as unknown[],
      '/api/tasks': (body) => body.tasks as unknown[],
      '/api/saved-schools': (body) => body.results as unknown[],
      '/api/deadlines?from=2020-01-01&to=2020-12-31': (body) => body.items as unknown[],
    };
    for (const [url, rows] of Object.entries(lists)) {
      const response = await ctx.app.inject({ url, headers: { cookie: empty.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(rows(response.json()), url).toEqual([]);
    }
  });
});
