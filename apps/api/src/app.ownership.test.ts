import { describe, expect, it } from 'vitest';
import type { Database } from './db/schema.ts';
import { newId } from './lib/ids.ts';
import { nowIso } from './test/test-clock.ts';
import { toJsonSchema } from './security/fuzz-values.ts';
import { exampleFor } from './security/route-examples.ts';
import {
  CALENDAR_ITEM_ROUTE,
  CALENDAR_ITEM_TABLES,
  coveredByMatrix,
  OWNED_PARAM_TABLES,
  PUBLIC_PARAM_ROUTES,
  routeParams,
} from './security/route-params.ts';
import { useSecurityApp } from './security/security-app.ts';
import { sessionCookieFrom, signUp } from './test/factories.ts';

/**
 * No IDOR anywhere: every route with an id in its path is tried by a second student with the
 * first student's ids, and must answer 404, exactly as for an id that does not exist, and change
 * nothing; ids inside request bodies likewise. The routes come from the app's own route table
 * (recorded as it is built, hidden routes included), so a route added later is covered without
 * touching this file; a parameter nobody has explained (security/route-params.ts) fails the walk.
 */
const ctx = useSecurityApp({ web: true });

/** Segment before a parameter -> owner table: kept in security/route-params.ts (the fuzz reads it too). */
const PARAM_TABLES = OWNED_PARAM_TABLES;

/** `applicationIds` -> applications: a body key naming rows of an owned table (school ids are public). */
function ownedBodyKey(key: string): keyof Database | null {
  const match = /^([a-z]+)Ids?$/.exec(key);
  return match ? (PARAM_TABLES[`${match[1]}s`] ?? null) : null;
}

describe('ownership of every workspace route', () => {
  it('explains every route parameter: owned rows, or public with a reason (no stale entries)', () => {
    const withParams = [...new Set(ctx.routes.filter((route) => routeParams(route.url).length).map((route) => route.url))];
    for (const url of withParams) {
      if (PUBLIC_PARAM_ROUTES[url] || url === CALENDAR_ITEM_ROUTE || coveredByMatrix(url)) continue;
      for (const { segment, name } of routeParams(url)) {
        expect(
          PARAM_TABLES[segment],
          `No owner table known for :${name} after "${segment}" in ${url}: add it to OWNED_PARAM_TABLES in security/route-params.ts, ` +
            "or, when it names no user's rows (catalogue data), to PUBLIC_PARAM_ROUTES with the reason",
        ).toBeDefined();
      }
    }
    for (const url of [...Object.keys(PUBLIC_PARAM_ROUTES), CALENDAR_ITEM_ROUTE]) expect(withParams, `stale entry ${url}`).toContain(url);
  });

  it("answers 404 to another student for each of the first student's ids, as for ids that do not exist, and changes nothing", async () => {
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
    // Demo workspaces hold no scholarship: the owner records one, dated so it has a calendar file.
    const scholarship = await ctx.app.inject({
      method: 'POST',
      url: '/api/scholarships',
      headers: { cookie: sessionCookieFrom(demo.headers['set-cookie']) },
      payload: { name: 'Rotary Club', amount: 1000, deadline: '2026-03-01' },
    });
    expect(scholarship.statusCode).toBe(201);
    const owned = async (table: keyof Database, userId = ownerId) =>
      (await db
        .selectFrom(table)
        .selectAll()
        .where('user_id' as never, '=', userId as never)
        .execute()) as Record<string, unknown>[];
    const tables = [...new Set(Object.values(PARAM_TABLES))];
    const before = Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await owned(table)] as const)));
    const idOf = (table: keyof Database) => String((before[table] as Record<string, unknown>[])[0]!.id);

    // Student B, with a workspace of their own (for routes that pair their own row with A's id in the body).
    const intruderDemo = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const intruder = { cookie: sessionCookieFrom(intruderDemo.headers['set-cookie']), id: intruderDemo.json().user.id as string };
    const intruderIdOf = async (table: keyof Database) => String((await owned(table, intruder.id))[0]!.id);

    const tried: string[] = [];
    const attempt = async (method: string, url: string, payload: unknown, label: string) => {
      const response = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: intruder.cookie },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
      tried.push(label);
      return response;
    };
    for (const route of ctx.routes) {
      const params = routeParams(route.url);
      if (route.method === 'HEAD' || !params.length || PUBLIC_PARAM_ROUTES[route.url] || coveredByMatrix(route.url)) continue;
      const label = `${route.method} ${route.url}`;
      const body = exampleFor(toJsonSchema(route.schema?.body));
      const urls: { url: string; unknown: string; label: string }[] = [];
      if (route.url === CALENDAR_ITEM_ROUTE) {
        for (const [kind, table] of Object.entries(CALENDAR_ITEM_TABLES)) {
          const base = `/api/calendar/items/${kind}/`;
          urls.push({ url: `${base}${idOf(table)}.ics`, unknown: `${base}${newId()}.ics`, label: `${label} (${kind})` });
        }
      } else {
        const fill = (id: (table: keyof Database) => string) =>
          route.url.replace(/([^/]+)\/:([A-Za-z]+)/g, (_match, segment: string) => `${segment}/${id(PARAM_TABLES[segment]!)}`);
        urls.push({ url: fill(idOf), unknown: fill(() => newId()), label });
      }
      for (const { url, unknown, label: name } of urls) {
        const response = await attempt(route.method, url, body, name);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(404);
        expect(response.json(), name).toMatchObject({ error: 'not_found' });
        // The same answer as for an id that exists nowhere: nothing tells B that A's id is real.
        const none = await attempt(route.method, unknown, body, `${name} (unknown id)`);
        expect({ status: none.statusCode, body: none.json() }, name).toEqual({ status: response.statusCode, body: response.json() });
      }
    }

    // Ids inside bodies (e.g. an essay's applicationIds): A's ids are refused, as unknown ids are.
    for (const route of ctx.routes) {
      const schema = toJsonSchema(route.schema?.body);
      const keys = Object.keys(schema?.properties ?? {}).filter((key) => ownedBodyKey(key));
      if (!keys.length || routeParams(route.url).some(({ segment }) => !PARAM_TABLES[segment])) continue;
      // B's own rows in the path, A's ids in the body.
      const ownIds: Record<string, string> = {};
      for (const { segment } of routeParams(route.url)) ownIds[segment] = await intruderIdOf(PARAM_TABLES[segment]!);
      const url = route.url.replace(/([^/]+)\/:([A-Za-z]+)/g, (_match, segment: string) => `${segment}/${ownIds[segment]}`);
      const withIds = (id: (table: keyof Database) => string) => {
        const payload = { ...(exampleFor(schema) as object) } as Record<string, unknown>;
        for (const key of keys) {
          const table = ownedBodyKey(key)!;
          payload[key] = schema!.properties![key]!.type === 'array' ? [id(table)] : id(table);
        }
        return payload;
      };
      const name = `${route.method} ${route.url} body ${keys.join(', ')}`;
      const theirs = await attempt(route.method, url, withIds(idOf), name);
      expect([400, 404], `${name}: ${theirs.body}`).toContain(theirs.statusCode);
      const none = await attempt(
        route.method,
        url,
        withIds(() => newId()),
        `${name} (unknown id)`,
      );
      expect({ status: none.statusCode, body: none.json() }, name).toEqual({ status: theirs.statusCode, body: theirs.json() });
    }

    // Every kind of owned row was attacked, by reading, changing and deleting.
    expect(tried.length).toBeGreaterThanOrEqual(30);
    for (const verb of ['GET', 'PATCH', 'DELETE', 'POST', 'PUT']) expect(tried.some((entry) => entry.startsWith(verb))).toBe(true);
    expect(tried.some((entry) => entry.includes(' body '))).toBe(true);

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
      '/api/letters': (body) => body.letters as unknown[],
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
