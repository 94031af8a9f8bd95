import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../test/test-clock.ts';
import { sessionCookieFrom } from '../test/factories.ts';
import { testCatalog } from '../test/test-app.ts';
import { CALENDAR_ITEM_ROUTE, coveredByMatrix, OWNED_PARAM_TABLES, ROUTE_QUERIES, routeParams } from './route-params.ts';
import { ROUTE_POLICY } from './route-policy.ts';
import { useSecurityApp } from './security-app.ts';

/**
 * Answers carrying a student's data are never kept by a cache: applications, essays,
 * documents, letters and tasks had no Cache-Control at all, so a shared cache or a CDN could keep
 * one student's answer for the next. Every route that needs a session is walked from the app's
 * route table (a route added later is covered without touching this file), signed in with a
 * workspace holding one of everything, with an unknown id, and signed out; the catalogue keeps
 * its public caching.
 */
const ctx = useSecurityApp();

const PRIVATE = 'private, no-store';

describe('private answers', () => {
  it('every GET that needs a session answers Cache-Control: private, no-store, with data, with errors and signed out', async () => {
    const db = ctx.database.handle.db;
    const demo = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const cookie = sessionCookieFrom(demo.headers['set-cookie']);
    const userId = demo.json().user.id as string;
    const essay = await db
      .selectFrom('essays')
      .select(['id', 'body', 'word_count'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('essay_versions')
      .values({ id: newId(), essay_id: essay.id, user_id: userId, body: essay.body, word_count: essay.word_count, created_at: nowIso() })
      .execute();
    const ownedId = async (table: keyof Database) =>
      String(
        (
          (await db
            .selectFrom(table)
            .select('id' as never)
            .where('user_id' as never, '=', userId as never)
            .executeTakeFirstOrThrow()) as { id: string }
        ).id,
      );
    const schoolId = String(testCatalog().schools[0]!.id);

    /** The route's URL with the student's own ids (or unknown ones) and the query it needs. */
    const fill = async (url: string, id: (table: keyof Database) => Promise<string>) => {
      if (url === CALENDAR_ITEM_ROUTE) return `/api/calendar/items/task/${await id('tasks')}.ics`;
      let filled = url;
      for (const { segment, name } of routeParams(url)) {
        const table = OWNED_PARAM_TABLES[segment];
        filled = filled.replace(`:${name}`, table ? await id(table) : schoolId);
      }
      return `${filled}${ROUTE_QUERIES[url] ?? ''}`;
    };

    const walked: string[] = [];
    /** Every answer without the header, reported together: `GET <url> (<status>): <cache-control>`. */
    const cacheable: string[] = [];
    const check = (url: string, response: { statusCode: number; headers: Record<string, unknown> }) => {
      if (response.headers['cache-control'] !== PRIVATE)
        cacheable.push(`GET ${url} (${response.statusCode}): ${String(response.headers['cache-control'] ?? 'no Cache-Control')}`);
    };
    for (const route of ctx.routes) {
      // Shared routes, and another role's own reads (a teacher's queue): the authorization matrix
      // checks their Cache-Control as every role.
      if (route.method !== 'GET' || !route.url.startsWith('/api/') || coveredByMatrix(route.url)) continue;
      const policy = ROUTE_POLICY[`GET ${route.url}`];
      if (policy?.kind === 'role' && policy.role !== 'student') continue;
      const signedOut = await ctx.app.inject({ url: await fill(route.url, async () => newId()) });
      if (signedOut.statusCode !== 401 && route.url !== '/api/auth/session') continue;
      walked.push(route.url);
      check(`${route.url} signed out`, signedOut);

      const url = await fill(route.url, ownedId);
      const mine = await ctx.app.inject({ url, headers: { cookie } });
      expect(mine.statusCode, `${url}: ${mine.body.slice(0, 200)}`).toBe(200);
      check(url, mine);

      const owned = route.url === CALENDAR_ITEM_ROUTE || routeParams(route.url).some(({ segment }) => OWNED_PARAM_TABLES[segment]);
      if (!owned) continue;
      const unknown = await fill(route.url, async () => newId());
      const missing = await ctx.app.inject({ url: unknown, headers: { cookie } });
      expect(missing.statusCode, unknown).toBe(404);
      check(unknown, missing);
    }
    expect(cacheable).toEqual([]);
    // The reads a security review named, and the walk reached the rest of the workspace.
    for (const url of [
      '/api/applications',
      '/api/applications/:id',
      '/api/essays',
      '/api/essays/:id',
      '/api/essays/:id/versions',
      '/api/essays/:id/versions/:versionId',
      '/api/documents',
      '/api/letters',
      '/api/tasks',
      '/api/auth/session',
    ]) {
      expect(walked).toContain(url);
    }
    expect(walked.length).toBeGreaterThanOrEqual(20);
  });

  it('every change and its refusal answers private, no-store too', async () => {
    const demo = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expect(demo.headers['cache-control']).toBe(PRIVATE);
    const cookie = sessionCookieFrom(demo.headers['set-cookie']);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/tasks', headers: { cookie }, payload: { title: 'Send scores' } });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe(PRIVATE);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/tasks', headers: { cookie }, payload: { title: '' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe(PRIVATE);
  });

  it('leaves the catalogue publicly cacheable', async () => {
    const school = testCatalog().schools[0]!;
    for (const url of ['/api/schools?limit=5', `/api/schools/${school.id}`, '/api/programs']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/^public, max-age=\d+/);
      expect(response.headers.etag, url).toBeTruthy();
    }
  });
});
